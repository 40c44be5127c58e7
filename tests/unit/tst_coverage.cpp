// CoverageData and CoverageJoin: Search Console's verdicts read from files shaped as Google
// writes them, and joined with a sitemap.
//
// The URL Inspection results are lines as the API's reference documents UrlInspectionResult:
// every field of indexStatusResult, long URLs with queries, an IDN host written in Unicode on
// one side and in Punycode on the other, coverage states in the API's words and one in another
// language. The Page indexing exports are the zip Search Console downloads (Table.csv,
// Chart.csv, Metadata.csv with its Property/Value rows), made here with QuaZip, and a CSV
// saved again by a spreadsheet (a byte order mark, CRLF, quoted fields, the columns in another
// order, one more column). Wrong lines are refused with their file and line. The join counts
// per folder and fires each coverage rule on its entry, beside URLs that earn nothing.

#include "io/loader.h"
#include "model/rule.h"
#include "review/coverage.h"
#include "rules/fixes.h"
#include "searchconsolefiles.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>


using namespace Qt::StringLiterals;
using namespace Studio::Testing::SearchConsoleFiles;
using namespace Studio;

namespace {

const QString Shop = u"https://www.example-shop.com"_s;


// Every field the API documents, for a page that is indexed.
QByteArray indexedStatus(const QString &url)
{
    return "\"sitemap\": [\"" + Shop.toUtf8() + "/sitemap.xml\"], \"referringUrls\": [\""
        + Shop.toUtf8()
        + "/\"], \"verdict\": \"PASS\", \"coverageState\": \"Submitted and indexed\", "
          "\"robotsTxtState\": \"ALLOWED\", \"indexingState\": \"INDEXING_ALLOWED\", "
          "\"lastCrawlTime\": \"2024-05-02T08:14:09.123456Z\", \"pageFetchState\": \"SUCCESSFUL\", "
          "\"googleCanonical\": \""
        + url.toUtf8() + "\", \"userCanonical\": \"" + url.toUtf8()
        + "\", \"crawledAs\": \"MOBILE\"";
}


// A Page indexing export of one reason, as Search Console downloads it.
QByteArray pagesExport(const QByteArray &table, const QByteArray &issue)
{
    QList<std::pair<QString, QByteArray>> files {
        { u"Chart.csv"_s, "Date,Affected pages\n2024-04-28,3\n2024-04-29,3\n" },
        { u"Table.csv"_s, table },
    };
    if (!issue.isEmpty())
        files.append({ u"Metadata.csv"_s,
                       "Property,Value\nSitemap,All submitted pages\nIssue," + issue + "\n" });
    return zipOf(files);
}


} // namespace

class TestCoverage : public QObject
{
    Q_OBJECT

private slots:
    void inspectionResults();
    void laterRecordReplaces();
    void spellingsOfOneUrl_data();
    void spellingsOfOneUrl();
    void wrongInspectionLines_data();
    void wrongInspectionLines();
    void searchConsoleZip();
    void reasonFromTheCommandLine();
    void spreadsheetCsv();
    void wrongExports_data();
    void wrongExports();
    void inspectionOutranksExport();
    void reasons();
    void join();
    void everyRuleFires_data();
    void everyRuleFires();
    void fixes();
};

void TestCoverage::inspectionResults()
{
    const QString product = Shop
        + u"/de/produkte/gartenmoebel/teak-bank-180cm?colour=natural&size=180&utm_source=x"_s;
    const QByteArray lines = "\xef\xbb\xbf" + inspectionLine(product, indexedStatus(product)).chopped(1)
        + "\r\n"
        + inspectionLine(u"https://bücher.example/romane/der-zauberberg?ausgabe=2"_s,
                     "\"verdict\": \"NEUTRAL\", \"coverageState\": \"URL is unknown to Google\", "
                     "\"robotsTxtState\": \"ROBOTS_TXT_STATE_UNSPECIFIED\", "
                     "\"indexingState\": \"INDEXING_STATE_UNSPECIFIED\", "
                     "\"pageFetchState\": \"PAGE_FETCH_STATE_UNSPECIFIED\"")
        + inspectionLine(Shop + u"/blog/2024/05/alte-seite"_s,
                     "\"verdict\": \"FAIL\", \"coverageState\": \"Not found (404)\", "
                     "\"robotsTxtState\": \"ALLOWED\", \"indexingState\": \"INDEXING_ALLOWED\", "
                     "\"lastCrawlTime\": \"2024-04-30T22:01:45+02:00\", "
                     "\"pageFetchState\": \"NOT_FOUND\", \"crawledAs\": \"DESKTOP\"");
    CoverageData data;
    QString error;
    QVERIFY2(data.readInspection(lines, u"inspection.jsonl"_s, &error), qPrintable(error));
    QCOMPARE(data.records().size(), 3);

    const CoverageRecord *indexed = data.find(product.toUtf8());
    QVERIFY(indexed);
    QCOMPARE(indexed->state, CoverageRecord::State::Indexed);
    QCOMPARE(indexed->reason, u"Submitted and indexed"_s);
    QCOMPARE(indexed->verdict, u"PASS"_s);
    QCOMPARE(indexed->robotsTxtState, u"ALLOWED"_s);
    QCOMPARE(indexed->indexingState, u"INDEXING_ALLOWED"_s);
    QCOMPARE(indexed->pageFetchState, u"SUCCESSFUL"_s);
    QCOMPARE(indexed->crawledAs, u"MOBILE"_s);
    QCOMPARE(indexed->lastCrawlTime, u"2024-05-02T08:14:09.123456Z"_s);
    QCOMPARE(indexed->googleCanonical, product);
    QCOMPARE(indexed->userCanonical, product);
    QCOMPARE(indexed->sitemaps, QStringList { Shop + u"/sitemap.xml"_s });
    QCOMPARE(indexed->referringUrls, QStringList { Shop + u"/"_s });
    QCOMPARE(indexed->source, CoverageRecord::Source::Inspection);
    QCOMPARE(indexed->file, u"inspection.jsonl"_s);
    QCOMPARE(indexed->line, 1);

    // The IDN host is found in either spelling, and the path escaped or not.
    const CoverageRecord *unknown
        = data.find("https://xn--bcher-kva.example/romane/der-zauberberg?ausgabe=2");
    QVERIFY(unknown);
    QCOMPARE(unknown->state, CoverageRecord::State::Unknown);
    QCOMPARE(unknown->line, 2);
    QCOMPARE(data.find(u"https://BÜCHER.example/romane/der-zauberberg?ausgabe=2"_s.toUtf8()),
             unknown);

    const CoverageRecord *gone = data.find((Shop + u"/blog/2024/05/alte-seite"_s).toUtf8());
    QVERIFY(gone);
    QCOMPARE(gone->state, CoverageRecord::State::NotIndexed);
    QCOMPARE(gone->reason, u"Not found (404)"_s);
    QCOMPARE(gone->line, 3);
    QVERIFY(!data.find((Shop + u"/blog/2024/05/andere-seite"_s).toUtf8()));
}

void TestCoverage::laterRecordReplaces()
{
    // A file appended to across days: Monday's result, then Tuesday's.
    const QString url = Shop + u"/de/neu?seite=2"_s;
    CoverageData data;
    QString error;
    QVERIFY(data.readInspection(
        inspectionLine(url,
                   "\"verdict\": \"NEUTRAL\", \"coverageState\": \"Discovered - currently "
                   "not indexed\"")
            + inspectionLine(Shop + u"/x"_s, indexedStatus(Shop + u"/x"_s))
            + inspectionLine(url, indexedStatus(url)),
        u"days.jsonl"_s, &error));
    QCOMPARE(data.records().size(), 2);
    QCOMPARE(data.records().first().url, url); // where it first came
    QCOMPARE(data.find(url.toUtf8())->state, CoverageRecord::State::Indexed);
    QCOMPARE(data.find(url.toUtf8())->line, 3);
}

void TestCoverage::spellingsOfOneUrl_data()
{
    // What Google wrote, and how a sitemap may write the same URL, or another one.
    QTest::addColumn<QString>("google");
    QTest::addColumn<QString>("listed");
    QTest::addColumn<bool>("same");
    const QString product = u"https://www.example-shop.com/shop/gartenmoebel/"
                            "teak-bank-180cm?farbe=natur&laenge=180&utm_source=newsletter"_s;
    QTest::newRow("as written") << product << product << true;
    QTest::newRow("host in capitals")
        << product << QString(product).replace(u"www.example-shop.com"_s, u"WWW.Example-Shop.COM"_s)
        << true;
    QTest::newRow("scheme in capitals") << product << u"HTTPS"_s + product.mid(5) << true;
    QTest::newRow("default port") << product
                                  << QString(product).replace(u".com/"_s, u".com:443/"_s) << true;
    QTest::newRow("fragment") << product << product + u"#bewertungen"_s << true;
    QTest::newRow("other query") << product << QString(product).replace(u"180&"_s, u"200&"_s)
                                 << false;
    QTest::newRow("other port") << product
                                << QString(product).replace(u".com/"_s, u".com:8443/"_s) << false;
    QTest::newRow("path case") << product << QString(product).replace(u"/shop/"_s, u"/Shop/"_s)
                               << false;
    const QString escaped = u"https://www.example-shop.com/caf%C3%A9/cr%C3%A8me-br%C3%BBl%C3%A9e"_s;
    QTest::newRow("escapes in lower case") << escaped << escaped.toLower() << true;
    QTest::newRow("unescaped in the sitemap") << escaped
                                              << u"https://www.example-shop.com/café/crème-brûlée"_s
                                              << true;
    QTest::newRow("unescaped by Google") << u"https://www.example-shop.com/café/crème-brûlée"_s
                                         << escaped << true;
    QTest::newRow("IDN in Unicode") << u"https://xn--bcher-kva.example/romane?ausgabe=2"_s
                                    << u"https://bücher.example/romane?ausgabe=2"_s << true;
    QTest::newRow("IDN in Punycode") << u"https://bücher.example/romane?ausgabe=2"_s
                                     << u"https://xn--bcher-kva.example/romane?ausgabe=2"_s << true;
    QTest::newRow("empty path") << u"https://www.example-shop.com/"_s
                                << u"https://www.example-shop.com"_s << true;
    QTest::newRow("index.html") << u"https://www.example-shop.com/blog/"_s
                                << u"https://www.example-shop.com/blog/index.html"_s << true;
    QTest::newRow("spaces around") << product << u"  "_s + product + u"\n"_s << true;
    QTest::newRow("other host") << product
                                << QString(product).replace(u"www."_s, u"shop."_s) << false;
}

// A URL of Google's data is found however a sitemap spells it, and only then: through the
// quick test of its hash where the sitemap writes it escaped, through its normal form else.
void TestCoverage::spellingsOfOneUrl()
{
    QFETCH(QString, google);
    QFETCH(QString, listed);
    QFETCH(bool, same);
    CoverageData data;
    QString error;
    QVERIFY2(data.readInspection(inspectionLine(google, indexedStatus(google))
                                     + inspectionLine(Shop + u"/x"_s, indexedStatus(Shop + u"/x"_s)),
                                 u"inspection.jsonl"_s, &error),
             qPrintable(error));
    const CoverageRecord *found = data.find(listed.toUtf8());
    QCOMPARE(found != nullptr, same);
    if (found)
        QCOMPARE(found->url, google);
    // The join finds it the same way, and names it listed (no SM912) only when it is.
    const Workspace workspace = Loader::openBytes(urlset({ listed }), u"sitemap.xml"_s);
    QCOMPARE(workspace.root().entries.size(), 1);
    CoverageJoin join(data);
    join.add(workspace.root(), 0);
    join.finish(0);
    QCOMPARE(join.total().indexed, same ? 1 : 0);
    QCOMPARE(join.unlisted().size(), same ? 1 : 2);
}

void TestCoverage::wrongInspectionLines_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("says");
    const QString url = Shop + u"/a?b=c"_s;
    QTest::newRow("not JSON") << QByteArray("{\"inspectionUrl\": \"https://x.example/\",")
                              << u"not JSON"_s;
    QTest::newRow("an array") << QByteArray("[1, 2]") << u"not a JSON object"_s;
    QTest::newRow("no URL") << QByteArray("{\"inspectionResult\": {}}") << u"\"inspectionUrl\""_s;
    QTest::newRow("relative URL") << QByteArray(
        "{\"inspectionUrl\": \"/a\", \"inspectionResult\": {}}")
                                  << u"not an http or https URL"_s;
    QTest::newRow("no result") << QByteArray("{\"inspectionUrl\": \"https://x.example/\"}")
                               << u"\"inspectionResult\""_s;
    QTest::newRow("no index status")
        << QByteArray("{\"inspectionUrl\": \"https://x.example/\", \"inspectionResult\": "
                      "{\"mobileUsabilityResult\": {}}}")
        << u"indexStatusResult"_s;
    QTest::newRow("unknown verdict")
        << inspectionLine(url, "\"verdict\": \"INDEXED\"") << u"\"verdict\" is \"INDEXED\""_s;
    QTest::newRow("unknown fetch state")
        << inspectionLine(url, "\"pageFetchState\": \"404\"") << u"\"pageFetchState\" is \"404\""_s;
    QTest::newRow("coverage state a number")
        << inspectionLine(url, "\"coverageState\": 3") << u"\"coverageState\" is not a string"_s;
    QTest::newRow("sitemap a string")
        << inspectionLine(url, "\"sitemap\": \"https://x.example/sitemap.xml\"")
        << u"\"sitemap\" is not an array"_s;
    QTest::newRow("crawl time not RFC 3339")
        << inspectionLine(url, "\"lastCrawlTime\": \"May 2, 2024\"") << u"RFC 3339"_s;
}

void TestCoverage::wrongInspectionLines()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, says);
    // Two good lines and a blank one before it: the wrong line is the fourth.
    const QByteArray bytes = inspectionLine(Shop + u"/1"_s, indexedStatus(Shop + u"/1"_s)) + "\n"
        + inspectionLine(Shop + u"/2"_s, indexedStatus(Shop + u"/2"_s)) + line.trimmed() + "\n"
        + inspectionLine(Shop + u"/3"_s, indexedStatus(Shop + u"/3"_s));
    CoverageData data;
    QString error;
    QVERIFY(!data.readInspection(bytes, u"gsc/inspection.jsonl"_s, &error));
    QVERIFY2(error.startsWith(u"gsc/inspection.jsonl:4: "_s), qPrintable(error));
    QVERIFY2(error.contains(says), qPrintable(error));
    // Nothing of a wrong file is kept.
    QVERIFY(data.isEmpty());
}

void TestCoverage::searchConsoleZip()
{
    const QByteArray table = "URL,Last crawled\n"
                             "https://www.example-shop.com/de/produkte/stuhl?farbe=rot&groesse=4,"
                             "\"Apr 29, 2024\"\n"
                             "https://www.example-shop.com/de/produkte/tisch,\"Apr 28, 2024\"\n";
    CoverageData data;
    QString error;
    QVERIFY2(data.readPagesExport(pagesExport(table, "Crawled - currently not indexed"),
                                  u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s,
                                  QString(), &error),
             qPrintable(error));
    QCOMPARE(data.records().size(), 2);
    const CoverageRecord &first = data.records().first();
    QCOMPARE(first.url, Shop + u"/de/produkte/stuhl?farbe=rot&groesse=4"_s);
    QCOMPARE(first.state, CoverageRecord::State::NotIndexed);
    QCOMPARE(first.reason, u"Crawled - currently not indexed"_s);
    QCOMPARE(first.lastCrawlTime, u"Apr 29, 2024"_s);
    QCOMPARE(first.source, CoverageRecord::Source::PagesExport);
    QCOMPARE(first.file, u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip:Table.csv"_s);
    QCOMPARE(first.line, 2);

    // The same reason given as well, in other dashes: taken.
    QVERIFY2(data.readPagesExport(pagesExport(table, "Crawled - currently not indexed"),
                                  u"again.zip"_s, u"Crawled – currently not indexed"_s, &error),
             qPrintable(error));
    // Another: refused, naming both.
    QVERIFY(!data.readPagesExport(pagesExport(table, "Crawled - currently not indexed"),
                                  u"export.zip"_s, u"Not found (404)"_s, &error));
    QVERIFY2(error.startsWith(u"export.zip: "_s), qPrintable(error));
    QVERIFY(error.contains(u"Crawled - currently not indexed"_s));
    QVERIFY(error.contains(u"Not found (404)"_s));

    // The indexed pages' export: indexed.
    CoverageData indexed;
    QVERIFY2(indexed.readPagesExport(pagesExport(table, QByteArray()), u"valid.zip"_s, u"Indexed"_s,
                                     &error),
             qPrintable(error));
    QCOMPARE(indexed.records().first().state, CoverageRecord::State::Indexed);
    QVERIFY(indexed.records().first().reason.isEmpty());
}

void TestCoverage::reasonFromTheCommandLine()
{
    const QByteArray table = "URL,Last crawled\nhttps://www.example-shop.com/a,2024-04-01\n";
    CoverageData data;
    QString error;
    bool reasonMissing = false;
    QVERIFY(!data.readPagesExport(pagesExport(table, QByteArray()), u"noissue.zip"_s, QString(),
                                  &error, &reasonMissing));
    QVERIFY(reasonMissing);
    QVERIFY2(error.startsWith(u"noissue.zip: "_s), qPrintable(error));
    QVERIFY(!data.readPagesExport(table, u"Table.csv"_s, QString(), &error, &reasonMissing));
    QVERIFY(reasonMissing);
    QVERIFY(data.isEmpty());
    QVERIFY(data.readPagesExport(table, u"Table.csv"_s, u"Excluded by ‘noindex’ tag"_s, &error,
                                 &reasonMissing));
    QVERIFY(!reasonMissing);
    QCOMPARE(data.records().first().reason, u"Excluded by ‘noindex’ tag"_s);
    QCOMPARE(CoverageJoin::ruleFor(data.records().first()), RuleId::SubmittedMarkedNoindex);
}

void TestCoverage::spreadsheetCsv()
{
    // Saved again by a spreadsheet: BOM, CRLF, the columns in another order, one more, quoted
    // fields (one holding a comma, one a doubled quote), a blank line.
    const QByteArray csv
        = "\xef\xbb\xbf"
          "Last crawled,Notes,URL\r\n"
          "2024-04-01,\"ours, to check\",\"https://www.example-shop.com/s?q=a,b\"\r\n"
          "\r\n"
          "2024-04-02,\"say \"\"hi\"\"\",https://www.example-shop.com/t\r\n";
    CoverageData data;
    QString error;
    QVERIFY2(data.readPagesExport(csv, u"Table.csv"_s, u"Soft 404"_s, &error), qPrintable(error));
    QCOMPARE(data.records().size(), 2);
    QCOMPARE(data.records().at(0).url, Shop + u"/s?q=a,b"_s);
    QCOMPARE(data.records().at(0).lastCrawlTime, u"2024-04-01"_s);
    QCOMPARE(data.records().at(1).url, Shop + u"/t"_s);
    QCOMPARE(data.records().at(1).line, 4);
    QCOMPARE(data.records().at(1).reason, u"Soft 404"_s);
}

void TestCoverage::wrongExports_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("says");
    QTest::newRow("no URL column")
        << QByteArray("Page,Last crawled\r\nhttps://x.example/,2024-01-01\r\n")
        << u"export.csv:1: no \"URL\" column"_s;
    QTest::newRow("not a URL") << QByteArray(
        "URL,Last crawled\r\nhttps://x.example/a,2024-01-01\r\n"
        "https://x.example/b,2024-01-01\r\n/c,2024-01-01\r\n")
                               << u"export.csv:4: \"/c\" is not an http or https URL"_s;
    QTest::newRow("no URL in a row")
        << QByteArray("URL,Last crawled\nhttps://x.example/a,2024-01-01\n,2024-01-02\n")
        << u"export.csv:3: no URL"_s;
    QTest::newRow("zip without the table")
        << zipOf({ { u"Chart.csv"_s, "Date,Indexed,Not indexed\n2024-01-01,4,2\n" },
                 { u"Metadata.csv"_s, "Property,Value\nSitemap,All known pages\n" } })
        << u"export.csv: no Table.csv"_s;
    QTest::newRow("zip, a wrong row")
        << pagesExport("URL,Last crawled\nhttps://x.example/a,2024-01-01\nnot a url,x\n",
                       "Crawled - currently not indexed")
        << u"export.csv:Table.csv:3: \"not a url\""_s;
}

void TestCoverage::wrongExports()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, says);
    CoverageData data;
    QString error;
    QVERIFY(!data.readPagesExport(bytes, u"export.csv"_s, u"Crawled - currently not indexed"_s,
                                  &error));
    QVERIFY2(error.startsWith(says), qPrintable(error));
    QVERIFY(data.isEmpty());
}

void TestCoverage::inspectionOutranksExport()
{
    const QString url = Shop + u"/p?id=7"_s;
    const QByteArray table = "URL,Last crawled\n" + url.toUtf8() + ",2024-04-01\n";
    const QByteArray line = inspectionLine(url, indexedStatus(url));
    QString error;
    // The export after the inspection does not replace it; an inspection after an export does.
    CoverageData first;
    QVERIFY(first.readInspection(line, u"i.jsonl"_s, &error));
    QVERIFY(first.readPagesExport(table, u"t.csv"_s, u"Crawled - currently not indexed"_s, &error));
    QCOMPARE(first.find(url.toUtf8())->source, CoverageRecord::Source::Inspection);
    CoverageData second;
    QVERIFY(
        second.readPagesExport(table, u"t.csv"_s, u"Crawled - currently not indexed"_s, &error));
    QCOMPARE(second.find(url.toUtf8())->state, CoverageRecord::State::NotIndexed);
    QVERIFY(second.readInspection(line, u"i.jsonl"_s, &error));
    QCOMPARE(second.find(url.toUtf8())->state, CoverageRecord::State::Indexed);
    // Two exports: the later one.
    QVERIFY(second.readPagesExport((u"URL\n"_s + Shop + u"/q\n"_s).toUtf8(), u"a.csv"_s,
                                   u"Soft 404"_s, &error));
    QVERIFY(second.readPagesExport((u"URL\n"_s + Shop + u"/q\n"_s).toUtf8(), u"b.csv"_s,
                                   u"Server error (5xx)"_s, &error));
    QCOMPARE(second.find((Shop + u"/q"_s).toUtf8())->reason, u"Server error (5xx)"_s);
}

void TestCoverage::reasons()
{
    using State = CoverageRecord::State;
    QCOMPARE(CoverageData::stateOfReason(u"Indexed"), State::Indexed);
    QCOMPARE(CoverageData::stateOfReason(u"Indexed pages"), State::Indexed);
    QCOMPARE(CoverageData::stateOfReason(u"Submitted and indexed"), State::Indexed);
    QCOMPARE(CoverageData::stateOfReason(u"Indexed, not submitted in sitemap"), State::Indexed);
    QCOMPARE(CoverageData::stateOfReason(u"URL is unknown to Google"), State::Unknown);
    QCOMPARE(CoverageData::stateOfReason(u"Crawled – currently not indexed"), State::NotIndexed);
    QCOMPARE(CoverageData::stateOfReason(u"Not found (404)"), State::NotIndexed);
    QCOMPARE(CoverageData::reasonKey(u"Crawled  —\tcurrently not indexed "),
             u"crawled - currently not indexed"_s);
}

void TestCoverage::join()
{
    // A shop of three folders in an index of two files; Google's data from an inspection
    // file and an export.
    const QStringList blog { Shop + u"/blog/teak-pflege?utm=no"_s, Shop + u"/blog/winter"_s,
                             Shop + u"/blog/neu"_s };
    const QStringList shop { Shop + u"/shop/bank?farbe=natur&laenge=180"_s, Shop + u"/shop/tisch"_s,
                             u"https://www.example-shop.com/"_s };
    CoverageData data;
    QString error;
    QVERIFY(data.readInspection(
        inspectionLine(blog.at(0), indexedStatus(blog.at(0)))
            + inspectionLine(blog.at(1),
                         "\"verdict\": \"NEUTRAL\", \"coverageState\": \"Crawled - currently not "
                         "indexed\", \"lastCrawlTime\": \"2024-04-01T10:00:00Z\"")
            + inspectionLine(shop.at(0),
                         "\"verdict\": \"NEUTRAL\", \"coverageState\": \"Duplicate, Google chose "
                         "different canonical than user\", \"googleCanonical\": \""
                             + shop.at(1).toUtf8() + "\", \"userCanonical\": \""
                             + shop.at(0).toUtf8() + "\"")
            + inspectionLine(Shop + u"/alt"_s, indexedStatus(Shop + u"/alt"_s)),
        u"inspection.jsonl"_s, &error));
    QVERIFY(
        data.readPagesExport((u"URL,Last crawled\n"_s + shop.at(1) + u",2024-04-02\n"_s).toUtf8(),
                             u"Table.csv"_s, u"Crawled - currently not indexed"_s, &error));

    LoadOptions options;
    options.loadChildren = false;
    Workspace workspace = Loader::openBytes(urlset(blog), u"sitemap-blog.xml"_s, options);
    workspace.sitemaps.append(
        Loader::openBytes(urlset(shop), u"sitemap-shop.xml"_s, options).root());
    CoverageJoin join(data, Segmenter::byFolder(1));
    join.add(workspace.sitemaps.at(0), 0);
    join.add(workspace.sitemaps.at(1), 1);
    join.finish(0);

    QCOMPARE(join.rows().size(), 3);
    const CoverageJoin::Row &blogRow = join.rows().at(0);
    QCOMPARE(blogRow.name, u"blog"_s);
    QCOMPARE(blogRow.counts.submitted, 3);
    QCOMPARE(blogRow.counts.indexed, 1);
    QCOMPARE(blogRow.counts.notIndexed, 1);
    QCOMPARE(blogRow.counts.notInspected, 1);
    QCOMPARE(blogRow.counts.reasons.size(), 1);
    QCOMPARE(blogRow.counts.reasons.first().text, u"Crawled - currently not indexed"_s);
    const CoverageJoin::Row &shopRow = join.rows().at(1);
    QCOMPARE(shopRow.name, u"shop"_s);
    QCOMPARE(shopRow.counts.submitted, 2);
    QCOMPARE(shopRow.counts.notIndexed, 2);
    QCOMPARE(shopRow.counts.reasons.size(), 2);
    QCOMPARE(join.rows().at(2).name, u"root"_s);
    QCOMPARE(join.rows().at(2).counts.notInspected, 1);
    const CoverageJoin::Counts &total = join.total();
    QCOMPARE(total.submitted, 6);
    QCOMPARE(total.indexed, 1);
    QCOMPARE(total.notIndexed, 3);
    QCOMPARE(total.unknown, 0);
    QCOMPARE(total.notInspected, 2);
    QCOMPARE(total.reasons.first().text, u"Crawled - currently not indexed"_s);
    QCOMPARE(total.reasons.first().urls, 2);

    QCOMPARE(join.urls().size(), 6);
    QCOMPARE(join.urls().at(1).state, CoverageJoin::UrlState::NotIndexed);
    QCOMPARE(join.urls().at(3).sitemap, 1);
    QCOMPARE(join.urls().at(3).entry, 0);
    QCOMPARE(join.urls().at(2).state, CoverageJoin::UrlState::NotInspected);

    // Findings on their entries: crawled, not indexed on blog/winter (sitemap 0, entry 1);
    // Google's canonical for shop/bank, which the sitemap lists (sitemap 1, entry 1), so
    // that the fix removes it; the exported shop/tisch; /alt, which no sitemap lists.
    QCOMPARE(join.findings().size(), 4);
    const Finding &crawled = join.findings().at(0);
    QCOMPARE(crawled.ruleId, RuleId::CrawledNotIndexed);
    QCOMPARE(crawled.sitemap, 0);
    QCOMPARE(crawled.entryIndex, 1);
    QCOMPARE(crawled.line, 4);
    QVERIFY(crawled.message.contains(u"2024-04-01T10:00:00Z"_s));
    const Finding &canonical = join.findings().at(1);
    QCOMPARE(canonical.ruleId, RuleId::GoogleChoseOtherCanonical);
    QCOMPARE(canonical.sitemap, 1);
    QCOMPARE(canonical.entryIndex, 0);
    QCOMPARE(canonical.relatedSitemap, 1);
    QCOMPARE(canonical.relatedEntry, 1);
    QVERIFY(canonical.message.contains(shop.at(1)));
    QCOMPARE(join.findings().at(2).ruleId, RuleId::CrawledNotIndexed);
    const Finding &unlisted = join.findings().at(3);
    QCOMPARE(unlisted.ruleId, RuleId::KnownNotInSitemap);
    QCOMPARE(unlisted.entryIndex, -1);
    QCOMPARE(unlisted.suggestion, Shop + u"/alt"_s);
    QCOMPARE(join.unlisted(), QList<qsizetype> { 3 });
}

void TestCoverage::everyRuleFires_data()
{
    QTest::addColumn<QByteArray>("status");
    QTest::addColumn<QString>("rule"); // empty: none
    QTest::newRow("indexed") << QByteArray("\"verdict\": \"PASS\", \"coverageState\": "
                                           "\"Submitted and indexed\"")
                             << QString();
    QTest::newRow("indexed, other language")
        << QByteArray("\"verdict\": \"PASS\", \"coverageState\": \"Odesláno a indexováno\"")
        << QString();
    QTest::newRow("canonical") << QByteArray("\"verdict\": \"NEUTRAL\", \"coverageState\": "
                                             "\"Duplicate, Google chose different canonical "
                                             "than user\", \"googleCanonical\": "
                                             "\"https://www.example-shop.com/other\"")
                               << u"SM901"_s;
    QTest::newRow("canonical, other language")
        << QByteArray("\"verdict\": \"NEUTRAL\", \"coverageState\": \"Duplicitní\", "
                      "\"googleCanonical\": \"https://www.example-shop.com/other\"")
        << u"SM901"_s;
    QTest::newRow("crawled") << QByteArray("\"verdict\": \"NEUTRAL\", \"coverageState\": "
                                           "\"Crawled - currently not indexed\"")
                             << u"SM902"_s;
    QTest::newRow("discovered") << QByteArray("\"verdict\": \"NEUTRAL\", \"coverageState\": "
                                              "\"Discovered - currently not indexed\"")
                                << u"SM903"_s;
    QTest::newRow("robots") << QByteArray("\"verdict\": \"FAIL\", \"coverageState\": "
                                          "\"Submitted URL blocked by robots.txt\"")
                            << u"SM904"_s;
    QTest::newRow("robots by state")
        << QByteArray("\"verdict\": \"FAIL\", \"robotsTxtState\": \"DISALLOWED\"") << u"SM904"_s;
    QTest::newRow("noindex") << QByteArray("\"verdict\": \"FAIL\", \"coverageState\": "
                                           "\"Excluded by 'noindex' tag\"")
                             << u"SM905"_s;
    QTest::newRow("noindex header")
        << QByteArray("\"verdict\": \"FAIL\", \"indexingState\": \"BLOCKED_BY_HTTP_HEADER\"")
        << u"SM905"_s;
    QTest::newRow("404") << QByteArray("\"verdict\": \"FAIL\", \"coverageState\": "
                                       "\"Submitted URL not found (404)\"")
                         << u"SM906"_s;
    QTest::newRow("404, other language")
        << QByteArray("\"verdict\": \"FAIL\", \"coverageState\": \"Nenalezeno (404)\", "
                      "\"pageFetchState\": \"NOT_FOUND\"")
        << u"SM906"_s;
    QTest::newRow("soft 404") << QByteArray("\"verdict\": \"FAIL\", \"pageFetchState\": "
                                            "\"SOFT_404\"")
                              << u"SM907"_s;
    QTest::newRow("5xx") << QByteArray("\"verdict\": \"FAIL\", \"coverageState\": \"Server "
                                       "error (5xx)\", \"pageFetchState\": \"SERVER_ERROR\"")
                         << u"SM908"_s;
    QTest::newRow("redirect") << QByteArray("\"verdict\": \"NEUTRAL\", \"coverageState\": "
                                            "\"Page with redirect\"")
                              << u"SM909"_s;
    QTest::newRow("redirect error") << QByteArray("\"verdict\": \"FAIL\", \"pageFetchState\": "
                                                  "\"REDIRECT_ERROR\"")
                                    << u"SM910"_s;
    QTest::newRow("other reason") << QByteArray("\"verdict\": \"NEUTRAL\", \"coverageState\": "
                                                "\"Alternate page with proper canonical tag\"")
                                  << u"SM911"_s;
    QTest::newRow("403") << QByteArray("\"verdict\": \"FAIL\", \"coverageState\": \"Blocked "
                                       "due to access forbidden (403)\", \"pageFetchState\": "
                                       "\"ACCESS_FORBIDDEN\"")
                         << u"SM911"_s;
    QTest::newRow("unknown") << QByteArray("\"verdict\": \"NEUTRAL\", \"coverageState\": \"URL "
                                           "is unknown to Google\"")
                             << u"SM913"_s;
}

void TestCoverage::everyRuleFires()
{
    QFETCH(QByteArray, status);
    QFETCH(QString, rule);
    const QString page = Shop + u"/de/seite?id=1"_s;
    const QString beside = Shop + u"/de/andere"_s;
    CoverageData data;
    QString error;
    QVERIFY2(data.readInspection(inspectionLine(page, status)
                                     + inspectionLine(beside, indexedStatus(beside))
                                     + inspectionLine(Shop + u"/nirgends"_s, indexedStatus(Shop)),
                                 u"i.jsonl"_s, &error),
             qPrintable(error));
    const Workspace workspace = Loader::openBytes(urlset({ beside, page }), u"s.xml"_s);
    CoverageJoin join(data);
    join.add(workspace.root(), 0);
    join.finish(0);
    QStringList found;
    for (const Finding &f : join.findings()) {
        QVERIFY(f.rule());
        QVERIFY(!f.message.isEmpty());
        if (f.ruleId == RuleId::KnownNotInSitemap)
            continue;
        QCOMPARE(f.entryIndex, 1);
        QCOMPARE(f.sitemap, 0);
        QCOMPARE(f.line, 4);
        QCOMPARE(f.field, FindingField::Loc);
        QVERIFY2(f.message.startsWith(page), qPrintable(f.message));
        found.append(QString(f.ruleId));
    }
    QCOMPARE(found, rule.isEmpty() ? QStringList() : QStringList { rule });
    // The URL no sitemap lists, always.
    QCOMPARE(join.findings().constLast().ruleId, RuleId::KnownNotInSitemap);
}

void TestCoverage::fixes()
{
    // Google's canonical not listed: the fix writes it; listed: it removes the entry. A
    // noindex or a 404: it removes the entry.
    const QString page = Shop + u"/shop/bank?farbe=natur"_s;
    const QString canonical = Shop + u"/shop/bank"_s;
    const QByteArray duplicate = "\"verdict\": \"NEUTRAL\", \"coverageState\": \"Duplicate, "
                                 "Google chose different canonical than user\", "
                                 "\"googleCanonical\": \""
        + canonical.toUtf8() + "\"";
    CoverageData data;
    QString error;
    QVERIFY(data.readInspection(inspectionLine(page, duplicate)
                                    + inspectionLine(Shop + u"/weg"_s,
                                                 "\"verdict\": \"FAIL\", \"coverageState\": \"Not "
                                                 "found (404)\"")
                                    + inspectionLine(Shop + u"/geheim"_s,
                                                 "\"verdict\": \"FAIL\", \"coverageState\": "
                                                 "\"Excluded by 'noindex' tag\""),
                                u"i.jsonl"_s, &error));
    {
        const Workspace workspace = Loader::openBytes(
            urlset({ page, Shop + u"/weg"_s, Shop + u"/geheim"_s }), u"s.xml"_s);
        CoverageJoin join(data);
        join.add(workspace.root(), 0);
        join.finish(0);
        QCOMPARE(join.findings().size(), 3);
        const std::optional<Fix> replace = Fixes::fixFor(workspace, join.findings().at(0));
        QVERIFY(replace);
        QCOMPARE(replace->kind, Fix::Kind::ReplaceEntry);
        QCOMPARE(replace->replacement.loc(), canonical);
        for (const qsizetype at : { 1, 2 }) {
            const std::optional<Fix> remove = Fixes::fixFor(workspace, join.findings().at(at));
            QVERIFY(remove);
            QCOMPARE(remove->kind, Fix::Kind::RemoveEntry);
            QCOMPARE(remove->entry, at);
        }
    }
    const Workspace workspace = Loader::openBytes(urlset({ page, canonical }), u"s.xml"_s);
    CoverageJoin join(data);
    join.add(workspace.root(), 0);
    join.finish(0);
    const std::optional<Fix> remove = Fixes::fixFor(workspace, join.findings().at(0));
    QVERIFY(remove);
    QCOMPARE(remove->kind, Fix::Kind::RemoveEntry);
    QCOMPARE(remove->entry, 0);
}

QTEST_GUILESS_MAIN(TestCoverage)
#include "tst_coverage.moc"
