// End-to-end tests of `coverage` on the real CLI: a shop's sitemap index of two files joined
// with URL Inspection results and Search Console's Page indexing exports (the zip it downloads,
// made here with QuaZip, and a CSV a spreadsheet saved again), in text and in JSON, per
// folder; the exit status for findings of severity error; and files that are wrong, refused
// with their file and line. `report --inspection` gives the same join as the report's
// "Search Console coverage" section.

#include "clirun.h"
#include "searchconsolefiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>


using namespace Qt::StringLiterals;
using namespace Studio::Testing::SearchConsoleFiles;

namespace {

const QString Shop = u"https://www.example-shop.com"_s;

// The shop's URLs, by the way the test made them.
const QString Home = Shop + u"/"_s;
const QString BlogCare = Shop + u"/blog/teak-pflege?utm_campaign=none&seite=2"_s;
const QString BlogWinter = Shop + u"/blog/winter-garten"_s;
const QString BlogNew = Shop + u"/blog/neu-im-sortiment"_s;
const QString ShopBench = Shop + u"/shop/bank?farbe=natur&laenge=180"_s;
const QString ShopBenchCanonical = Shop + u"/shop/bank"_s;
const QString ShopTable = Shop + u"/shop/tisch"_s;
const QString ShopGone = Shop + u"/shop/stuhl-alt"_s;
const QString BooksIdn = u"https://bücher.example/shop/romane?ausgabe=2"_s;
const QString BooksPunycode = u"https://xn--bcher-kva.example/shop/romane?ausgabe=2"_s;
const QString Unlisted = Shop + u"/aktion/sommer"_s;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}



QByteArray indexed(const QString &url)
{
    return "\"sitemap\": [\"https://www.example-shop.com/sitemap_index.xml\"], "
           "\"referringUrls\": [\"https://www.example-shop.com/\"], \"verdict\": \"PASS\", "
           "\"coverageState\": \"Submitted and indexed\", \"robotsTxtState\": \"ALLOWED\", "
           "\"indexingState\": \"INDEXING_ALLOWED\", \"lastCrawlTime\": "
           "\"2024-05-01T06:12:44Z\", \"pageFetchState\": \"SUCCESSFUL\", \"googleCanonical\": \""
        + url.toUtf8() + "\", \"userCanonical\": \"" + url.toUtf8()
        + "\", \"crawledAs\": \"MOBILE\"";
}


// The columns of the text's table row that starts with `segment`.
QStringList tableRow(const QByteArray &out, const QString &segment)
{
    for (const QByteArray &line : out.split('\n')) {
        const QStringList cells = QString::fromUtf8(line).simplified().split(u' ');
        if (!cells.isEmpty() && cells.first() == segment && cells.size() == 6)
            return cells.mid(1);
    }
    return {};
}

} // namespace

class TestCoverageCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void text();
    void json();
    void warningsOnly();
    void wrongInput_data();
    void wrongInput();
    void listed();
    void report();
    void reportRefusesWrongData();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestCoverageCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(
        writeFile(path(u"sitemap_index.xml"_s),
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                  "  <sitemap><loc>https://www.example-shop.com/sitemap-blog.xml</loc></sitemap>\n"
                  "  <sitemap><loc>https://www.example-shop.com/sitemap-shop.xml</loc></sitemap>\n"
                  "</sitemapindex>\n"));
    QVERIFY(
        writeFile(path(u"sitemap-blog.xml"_s), urlset({ Home, BlogCare, BlogWinter, BlogNew })));
    QVERIFY(writeFile(path(u"sitemap-shop.xml"_s),
                      urlset({ ShopBench, ShopBenchCanonical, ShopTable, ShopGone, BooksIdn })));
    // Two days of inspections: the table was "Discovered" on Monday and crawled by Tuesday.
    QVERIFY(writeFile(
        path(u"inspection.jsonl"_s),
        inspectionLine(Home, indexed(Home)) + inspectionLine(BlogCare, indexed(BlogCare))
            + inspectionLine(ShopTable,
                         "\"verdict\": \"NEUTRAL\", \"coverageState\": \"Discovered "
                         "- currently not indexed\"")
            + "\n"
            + inspectionLine(ShopBench,
                         "\"verdict\": \"NEUTRAL\", \"coverageState\": \"Duplicate, Google chose "
                         "different canonical than user\", \"robotsTxtState\": \"ALLOWED\", "
                         "\"indexingState\": \"INDEXING_ALLOWED\", \"lastCrawlTime\": "
                         "\"2024-04-28T19:03:11Z\", \"pageFetchState\": \"SUCCESSFUL\", "
                         "\"googleCanonical\": \""
                             + ShopBenchCanonical.toUtf8() + "\", \"userCanonical\": \""
                             + ShopBench.toUtf8() + "\", \"crawledAs\": \"MOBILE\"")
            + inspectionLine(ShopGone,
                         "\"verdict\": \"FAIL\", \"coverageState\": \"Not found (404)\", "
                         "\"robotsTxtState\": \"ALLOWED\", \"indexingState\": "
                         "\"INDEXING_ALLOWED\", \"lastCrawlTime\": \"2024-04-30T02:40:00Z\", "
                         "\"pageFetchState\": \"NOT_FOUND\", \"crawledAs\": \"MOBILE\"")
            + inspectionLine(BooksPunycode,
                         "\"verdict\": \"NEUTRAL\", \"coverageState\": \"URL is "
                         "unknown to Google\"")
            + inspectionLine(ShopTable,
                         "\"verdict\": \"NEUTRAL\", \"coverageState\": \"Crawled - "
                         "currently not indexed\", \"lastCrawlTime\": "
                         "\"2024-05-01T11:00:00Z\"")));
    // The zip Search Console downloads for "Crawled - currently not indexed".
    QVERIFY(writeZip(path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s),
                     { { u"Chart.csv"_s, "Date,Affected pages\n2024-04-30,2\n2024-05-01,2\n" },
                       { u"Table.csv"_s,
                         "URL,Last crawled\n" + BlogWinter.toUtf8() + ",2024-04-29\n"
                             + Unlisted.toUtf8() + ",2024-04-27\n" },
                       { u"Metadata.csv"_s,
                         "Property,Value\nSitemap,All known pages\n"
                         "Issue,Crawled - currently not indexed\n" } }));
    // The indexed pages, as a spreadsheet saved them: BOM, CRLF, quotes, columns swapped.
    QVERIFY(writeFile(path(u"indexed.csv"_s),
                      "\xef\xbb\xbf\"Last crawled\",\"URL\"\r\n\"2024-05-01\",\"" + BlogNew.toUtf8()
                          + "\"\r\n"));
}

void TestCoverageCli::text()
{
    const CliRun run = runCli({ u"coverage"_s, path(u"sitemap_index.xml"_s), u"--inspection"_s,
                                path(u"inspection.jsonl"_s), u"--pages-export"_s,
                                path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s),
                                u"--pages-export"_s, path(u"indexed.csv"_s), u"--reason"_s,
                                u"Indexed"_s, u"--by"_s, u"folder"_s });
    // The 404 is an error.
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    // segment submitted indexed not-indexed unknown not-inspected
    QCOMPARE(tableRow(run.out, u"root"_s), QStringList({ u"1"_s, u"1"_s, u"0"_s, u"0"_s, u"0"_s }));
    QCOMPARE(tableRow(run.out, u"blog"_s), QStringList({ u"3"_s, u"2"_s, u"1"_s, u"0"_s, u"0"_s }));
    QCOMPARE(tableRow(run.out, u"shop"_s), QStringList({ u"5"_s, u"0"_s, u"3"_s, u"1"_s, u"1"_s }));
    QCOMPARE(tableRow(run.out, u"(all)"_s),
             QStringList({ u"9"_s, u"3"_s, u"4"_s, u"1"_s, u"1"_s }));
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(
        out.contains(QRegularExpression(u"\\n +shop +Crawled - currently not indexed +1\\n"_s)),
        run.out.constData());
    QVERIFY(out.contains(QRegularExpression(u"\\n +shop +Not found \\(404\\) +1\\n"_s)));
    QVERIFY(
        out.contains(QRegularExpression(u"\\n +blog +Crawled - currently not indexed +1\\n"_s)));
    // Findings on their files and lines, in Search Console's words.
    const QString shopFile = path(u"sitemap-shop.xml"_s);
    QVERIFY2(out.contains(shopFile
                          + u":3: warning: Duplicate, Google chose different canonical "
                            "than user: "_s
                          + ShopBench + u": Google chose "_s + ShopBenchCanonical),
             run.out.constData());
    QVERIFY(out.contains(shopFile + u":5: warning: Crawled - currently not indexed: "_s + ShopTable
                         + u": \"Crawled - currently not indexed\", last crawled "
                           "2024-05-01T11:00:00Z [SM902]"_s));
    QVERIFY(out.contains(shopFile + u":6: error: Submitted URL not found (404): "_s + ShopGone));
    QVERIFY(out.contains(shopFile + u":7: warning: URL is unknown to Google: "_s + BooksIdn));
    QVERIFY(out.contains(path(u"sitemap-blog.xml"_s)
                         + u":5: warning: Crawled - currently not indexed: "_s + BlogWinter));
    QVERIFY(out.contains(u"notice: URL known to Google, not in the sitemap: "_s + Unlisted));
    QCOMPARE(out.count(u" [SM9"_s), 6);
}

void TestCoverageCli::json()
{
    const CliRun run = runCli({ u"coverage"_s, path(u"sitemap_index.xml"_s), u"--json"_s, u"--by"_s,
                                u"folder"_s, u"--pages-export"_s,
                                path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s),
                                u"--inspection"_s, path(u"inspection.jsonl"_s), u"--pages-export"_s,
                                path(u"indexed.csv"_s), u"--reason"_s, u"Indexed"_s });
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(run.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, run.out.constData());
    QCOMPARE(o.value(u"segmentedBy"_s).toString(), u"folder"_s);
    QCOMPARE(o.value(u"records"_s).toInt(), 9);
    const QJsonObject total = o.value(u"total"_s).toObject();
    QCOMPARE(total.value(u"submitted"_s).toInt(), 9);
    QCOMPARE(total.value(u"indexed"_s).toInt(), 3);
    QCOMPARE(total.value(u"notIndexed"_s).toInt(), 4);
    QCOMPARE(total.value(u"unknown"_s).toInt(), 1);
    QCOMPARE(total.value(u"notInspected"_s).toInt(), 1);
    const QJsonArray reasons = total.value(u"reasons"_s).toArray();
    QCOMPARE(reasons.size(), 3);
    QCOMPARE(reasons.at(0).toObject().value(u"reason"_s).toString(),
             u"Crawled - currently not indexed"_s);
    QCOMPARE(reasons.at(0).toObject().value(u"urls"_s).toInt(), 2);
    const QJsonArray segments = o.value(u"segments"_s).toArray();
    QCOMPARE(segments.size(), 3);
    QCOMPARE(segments.at(2).toObject().value(u"segment"_s).toString(), u"shop"_s);
    QCOMPARE(segments.at(2).toObject().value(u"notIndexed"_s).toInt(), 3);

    // Each URL's state, by the way the test made it.
    const QHash<QString, QString> states {
        { Home, u"indexed"_s },           { BlogCare, u"indexed"_s },
        { BlogWinter, u"not-indexed"_s }, { BlogNew, u"indexed"_s },
        { ShopBench, u"not-indexed"_s },  { ShopBenchCanonical, u"not-inspected"_s },
        { ShopTable, u"not-indexed"_s },  { ShopGone, u"not-indexed"_s },
        { BooksIdn, u"unknown"_s },
    };
    const QJsonArray urls = o.value(u"urls"_s).toArray();
    QCOMPARE(urls.size(), states.size());
    for (const QJsonValue &value : urls) {
        const QJsonObject url = value.toObject();
        const QString loc = url.value(u"url"_s).toString();
        QVERIFY2(states.contains(loc), qPrintable(loc));
        QCOMPARE(url.value(u"state"_s).toString(), states.value(loc));
        QCOMPARE(url.value(u"segment"_s).toString(),
                 loc == Home                     ? u"root"_s
                     : loc.contains(u"/blog/"_s) ? u"blog"_s
                                                 : u"shop"_s);
    }
    const QJsonObject table = urls.at(6).toObject();
    QCOMPARE(table.value(u"url"_s).toString(), ShopTable);
    QCOMPARE(table.value(u"file"_s).toString(), path(u"sitemap-shop.xml"_s));
    QCOMPARE(table.value(u"entry"_s).toInt(), 2);
    QCOMPARE(table.value(u"reason"_s).toString(), u"Crawled - currently not indexed"_s);
    QCOMPARE(table.value(u"source"_s).toString(), u"inspection"_s);
    QCOMPARE(table.value(u"sourceLine"_s).toInt(), 8); // Tuesday's line, after a blank one
    const QJsonObject winter = urls.at(2).toObject();
    QCOMPARE(winter.value(u"source"_s).toString(), u"pages-export"_s);
    QCOMPARE(winter.value(u"sourceFile"_s).toString(),
             path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s) + u":Table.csv"_s);
    QCOMPARE(winter.value(u"lastCrawlTime"_s).toString(), u"2024-04-29"_s);
    QCOMPARE(urls.at(4).toObject().value(u"googleCanonical"_s).toString(), ShopBenchCanonical);

    const QJsonArray unlisted = o.value(u"unlisted"_s).toArray();
    QCOMPARE(unlisted.size(), 1);
    QCOMPARE(unlisted.at(0).toObject().value(u"url"_s).toString(), Unlisted);

    QHash<QString, QJsonObject> findings;
    for (const QJsonValue &value : o.value(u"findings"_s).toArray())
        findings.insert(value.toObject().value(u"rule"_s).toString(), value.toObject());
    QCOMPARE(o.value(u"findings"_s).toArray().size(), 6);
    QCOMPARE(findings.size(), 5);
    const QJsonObject canonical = findings.value(u"SM901"_s);
    QCOMPARE(canonical.value(u"file"_s).toString(), path(u"sitemap-shop.xml"_s));
    QCOMPARE(canonical.value(u"entry"_s).toInt(), 0);
    QCOMPARE(canonical.value(u"line"_s).toInt(), 3);
    // Google's canonical is listed too: the entry that lists it, for the fix that removes this.
    QCOMPARE(canonical.value(u"relatedEntry"_s).toInt(), 1);
    QCOMPARE(findings.value(u"SM906"_s).value(u"severity"_s).toString(), u"error"_s);
    QCOMPARE(findings.value(u"SM913"_s).value(u"entry"_s).toInt(), 4);
    QCOMPARE(findings.value(u"SM912"_s).value(u"suggestion"_s).toString(), Unlisted);
    QVERIFY(!findings.value(u"SM912"_s).contains(u"entry"_s));
}

void TestCoverageCli::warningsOnly()
{
    // The export alone: warnings and notices, no error, exit 0; without --by, one row.
    const CliRun run
        = runCli({ u"coverage"_s, path(u"sitemap-blog.xml"_s), u"--pages-export"_s,
                   path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s) });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QCOMPARE(tableRow(run.out, u"(all)"_s),
             QStringList({ u"4"_s, u"0"_s, u"1"_s, u"0"_s, u"3"_s }));
    QVERIFY(run.out.contains("(all)    Crawled - currently not indexed  1\n"));
    QVERIFY(run.out.contains("[SM902]"));
    QVERIFY(run.out.contains("[SM912]"));
}

void TestCoverageCli::wrongInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("file"); // written to bad.jsonl, bad.csv or bad.zip first
    QTest::addColumn<QString>("says");
    const QString sitemap = u"sitemap-blog.xml"_s;
    QTest::newRow("a wrong line")
        << QStringList { u"--inspection"_s, u"bad.jsonl"_s }
        << (inspectionLine(Home, indexed(Home)) + "\n{\"inspectionUrl\": \"" + Home.toUtf8()
            + "\", \"inspectionResult\": {\"indexStatusResult\": {\"verdict\": \"OK\"}}}\n")
        << u"bad.jsonl:3: \"verdict\" is \"OK\""_s;
    QTest::newRow("an export without reason")
        << QStringList { u"--pages-export"_s, u"bad.csv"_s }
        << QByteArray("URL,Last crawled\r\nhttps://www.example-shop.com/a,2024-01-01\r\n")
        << u"bad.csv: the export does not say which reason"_s;
    QTest::newRow("a wrong row")
        << QStringList { u"--pages-export"_s, u"bad.csv"_s, u"--reason"_s, u"Soft 404"_s }
        << QByteArray("URL,Last crawled\r\nhttps://www.example-shop.com/a,2024-01-01\r\n"
                      "www.example-shop.com/b,2024-01-01\r\n")
        << u"bad.csv:3: \"www.example-shop.com/b\" is not an http or https URL"_s;
    QTest::newRow("a reason before the export")
        << QStringList { u"--reason"_s, u"Soft 404"_s, u"--pages-export"_s, u"bad.csv"_s }
        << QByteArray("URL\nhttps://www.example-shop.com/a\n")
        << u"--reason \"Soft 404\" comes before any --pages-export"_s;
    QTest::newRow("no data") << QStringList() << QByteArray() << u"give Google's data"_s;
    QTest::newRow("a missing file") << QStringList { u"--inspection"_s, u"missing.jsonl"_s }
                                    << QByteArray() << u"missing.jsonl: "_s;
}

void TestCoverageCli::wrongInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, file);
    QFETCH(QString, says);
    for (const QString &name : { u"bad.jsonl"_s, u"bad.csv"_s })
        QFile::remove(path(name));
    for (QString &argument : arguments) {
        if (argument.startsWith(u"bad."_s) || argument.startsWith(u"missing."_s)) {
            if (argument.startsWith(u"bad."_s))
                QVERIFY(writeFile(path(argument), file));
            argument = path(argument);
        }
    }
    const CliRun run
        = runCli(QStringList { u"coverage"_s, path(u"sitemap-blog.xml"_s) } + arguments);
    QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
    QVERIFY(run.out.isEmpty());
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.contains(says.startsWith(u"--reason"_s) || says.startsWith(u"give")
                              ? says
                              : path(says.section(u':', 0, 0)) + u':' + says.section(u':', 1)),
             qPrintable(err));
    QVERIFY(err.startsWith(u"sitemap-studio-cli coverage: "_s));
}

void TestCoverageCli::listed()
{
    const CliRun help = runCli({ u"--help"_s });
    QCOMPARE(help.exitCode, 0);
    QVERIFY(QString::fromUtf8(help.out).contains(
        QRegularExpression(u"\\n  coverage +Join Search Console"_s)));
    const CliRun own = runCli({ u"coverage"_s, u"--help"_s });
    QCOMPARE(own.exitCode, 0);
    QVERIFY(own.out.contains("--pages-export <file>"));
    QVERIFY(own.out.contains("--reason <text>"));
    const CliRun rules = runCli({ u"rules"_s });
    for (int id = 901; id <= 913; ++id)
        QVERIFY2(rules.out.contains("SM" + QByteArray::number(id) + "  "),
                 qPrintable(QString::number(id)));
    QVERIFY(rules.out.contains("coverage   Crawled - currently not indexed"));
}

void TestCoverageCli::report()
{
    const QString html = path(u"review.html"_s);
    const CliRun run = runCli({ u"report"_s, path(u"sitemap_index.xml"_s), u"--html"_s, html,
                                u"--inspection"_s, path(u"inspection.jsonl"_s), u"--pages-export"_s,
                                path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s),
                                u"--pages-export"_s, path(u"indexed.csv"_s), u"--reason"_s,
                                u"Indexed"_s, u"--now"_s, u"2024-05-03"_s });
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(describe(run)));
    QVERIFY2(run.out.contains("(Search Console: 6 findings)"), run.out.constData());
    QFile file(html);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    const QString section = text.mid(text.indexOf(u"<div class=\"coverage\""_s));
    QVERIFY2(section.startsWith(u"<div class=\"coverage\" id=\"search-console-coverage\">"_s),
             qPrintable(text.left(2000)));
    // Per folder, as coverage --by folder counts: submitted, indexed, not indexed, unknown to
    // Google, not inspected.
    const auto row = [](const QString &name, QList<int> counts) {
        QString html = u"<tr><td>"_s + name + u"</td>"_s;
        for (const int count : counts)
            html += u"<td class=\"num\">%1</td>"_s.arg(count);
        return html + u"</tr>"_s;
    };
    QVERIFY2(section.contains(row(u"root"_s, { 1, 1, 0, 0, 0 })), qPrintable(section.left(3000)));
    QVERIFY(section.contains(row(u"blog"_s, { 3, 2, 1, 0, 0 })));
    QVERIFY(section.contains(row(u"shop"_s, { 5, 0, 3, 1, 1 })));
    QVERIFY(section.contains(row(u"<b>All</b>"_s, { 9, 3, 4, 1, 1 })));
    // Not indexed by reason, in Search Console's words, per folder.
    QVERIFY(section.contains(
        u"<tr><td>shop</td><td>Not found (404)</td><td class=\"num\">1</td></tr>"_s));
    QVERIFY(section.contains(u"<tr><td>blog</td><td>Crawled - currently not indexed</td>"
                             "<td class=\"num\">1</td></tr>"_s));
    // The findings by rule, with their examples.
    for (const char *rule : { "SM901", "SM902", "SM906", "SM912", "SM913" })
        QVERIFY2(section.contains(u"id=\"coverage-%1\""_s.arg(QLatin1StringView(rule))), rule);
    QVERIFY(section.contains(Unlisted));
    // The summary links to it.
    QVERIFY(text.contains(u"<a href=\"#search-console-coverage\">Indexed: 3; not indexed: 4; "
                          "unknown to Google: 1; not inspected: 1</a>"_s));
    // The HTML stays well-formed XML.
    QXmlStreamReader xml(text);
    while (!xml.atEnd())
        xml.readNext();
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));

    // Without Google's data, no such section.
    const CliRun plain = runCli({ u"report"_s, path(u"sitemap_index.xml"_s), u"--html"_s, html });
    QVERIFY2(plain.exitCode == 0 || plain.exitCode == 1, qPrintable(describe(plain)));
    QFile again(html);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QVERIFY(!again.readAll().contains("search-console-coverage"));
}

void TestCoverageCli::reportRefusesWrongData()
{
    QVERIFY(writeFile(path(u"bad-report.jsonl"_s),
                      inspectionLine(Home, indexed(Home)) + "{\"inspectionUrl\": 3}\n"));
    const QString html = path(u"refused.html"_s);
    const CliRun run = runCli({ u"report"_s, path(u"sitemap_index.xml"_s), u"--html"_s, html,
                                u"--inspection"_s, path(u"bad-report.jsonl"_s) });
    QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
    QVERIFY2(run.err.contains(path(u"bad-report.jsonl:2:"_s).toUtf8()), run.err.constData());
    QVERIFY(!QFile::exists(html));
    // A CSV that names no reason, and no --reason.
    const CliRun csv = runCli({ u"report"_s, path(u"sitemap_index.xml"_s), u"--html"_s, html,
                                u"--pages-export"_s, path(u"indexed.csv"_s) });
    QCOMPARE(csv.exitCode, 2);
    QVERIFY(csv.err.contains("does not say which reason"));
    QVERIFY(!QFile::exists(html));
}

QTEST_GUILESS_MAIN(TestCoverageCli)
#include "tst_coveragecli.moc"
