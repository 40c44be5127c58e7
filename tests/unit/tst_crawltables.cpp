// CrawlTable and DelimitedText: each table of a crawl built by hand (tests/common/crawlfixture:
// anchors and titles with quotes, commas, CR, LF, tabs, Czech, Ukrainian and an emoji, a
// 120-character URL with a comma in its query, an image on an IDN host, a redirect chain and a
// loop, pages of every verdict) written as CSV, TSV and JSON and compared byte for byte with
// tests/data/crawltables/; the quoting of single fields on its own; the rows a table holds
// and the cells a view asks for one at a time.

#include "crawlfixture.h"
#include "filebytes.h"
#include "io/loader.h"
#include "model/workspace.h"
#include "net/crawltables.h"
#include "testpaths.h"
#include "util/delimitedtext.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Studio::DelimitedText::Separator)
Q_DECLARE_METATYPE(Studio::CrawlTable::Kind)
Q_DECLARE_METATYPE(Studio::CrawlTable::Format)


class TestCrawlTables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quoting_data();
    void quoting();
    void tables_data();
    void tables();
    void rowsAndCells();
    void jsonReadsBack();
    void idsAndTitles();
    void writeFailureReported();
};

void TestCrawlTables::quoting_data()
{
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<DelimitedText::Separator>("separator");
    QTest::addColumn<QByteArray>("expected");
    using S = DelimitedText::Separator;
    QTest::newRow("plain") << QStringList { u"a"_s, u"b c"_s } << S::Comma
                           << QByteArray("a,b c\r\n");
    QTest::newRow("empty fields") << QStringList { QString(), QString(), QString() } << S::Comma
                                  << QByteArray(",,\r\n");
    QTest::newRow("no fields") << QStringList() << S::Comma << QByteArray("\r\n");
    QTest::newRow("comma") << QStringList { u"a,b"_s } << S::Comma << QByteArray("\"a,b\"\r\n");
    QTest::newRow("quote doubled") << QStringList { u"say \"hi\""_s, u"\""_s } << S::Comma
                                   << QByteArray("\"say \"\"hi\"\"\",\"\"\"\"\r\n");
    QTest::newRow("CR") << QStringList { u"a\rb"_s } << S::Comma << QByteArray("\"a\rb\"\r\n");
    QTest::newRow("LF") << QStringList { u"a\nb"_s } << S::Comma << QByteArray("\"a\nb\"\r\n");
    QTest::newRow("CRLF") << QStringList { u"a\r\nb"_s } << S::Comma
                          << QByteArray("\"a\r\nb\"\r\n");
    QTest::newRow("tab in CSV is plain")
        << QStringList { u"a\tb"_s } << S::Comma << QByteArray("a\tb\r\n");
    QTest::newRow("spaces kept") << QStringList { u" a "_s } << S::Comma << QByteArray(" a \r\n");
    QTest::newRow("UTF-8") << QStringList { u"Přehled cen"_s, u"Ціни"_s, u"💶"_s } << S::Comma
                           << QString(u"Přehled cen,Ціни,💶\r\n"_s).toUtf8();
    QTest::newRow("formula kept as written")
        << QStringList { u"=1+2"_s } << S::Comma << QByteArray("=1+2\r\n");
    QTest::newRow("TSV plain") << QStringList { u"a,b"_s, u"c"_s } << S::Tab
                               << QByteArray("a,b\tc\r\n");
    QTest::newRow("TSV tab") << QStringList { u"a\tb"_s, u"c"_s } << S::Tab
                             << QByteArray("\"a\tb\"\tc\r\n");
    QTest::newRow("TSV quote and LF")
        << QStringList { u"\"x\"\ny"_s } << S::Tab << QByteArray("\"\"\"x\"\"\ny\"\r\n");
}

void TestCrawlTables::quoting()
{
    QFETCH(QStringList, fields);
    QFETCH(DelimitedText::Separator, separator);
    QFETCH(QByteArray, expected);
    QCOMPARE(DelimitedText::line(fields, separator), expected);
    QByteArray appended("x");
    DelimitedText::appendLine(&appended, fields, separator);
    QCOMPARE(appended, "x" + expected);
}

void TestCrawlTables::tables_data()
{
    QTest::addColumn<CrawlTable::Kind>("kind");
    QTest::addColumn<CrawlTable::Format>("format");
    for (const CrawlTable::Kind kind : CrawlTable::kinds())
        for (const CrawlTable::Format format :
             { CrawlTable::Format::Csv, CrawlTable::Format::Tsv, CrawlTable::Format::Json }) {
            const QString name = CrawlTable::kindId(kind) + u'.' + CrawlTable::formatId(format);
            QTest::newRow(qPrintable(name)) << kind << format;
        }
}

void TestCrawlTables::tables()
{
    QFETCH(CrawlTable::Kind, kind);
    QFETCH(CrawlTable::Format, format);
    const CrawlResult crawl = hostileCrawl();
    const Workspace workspace = Loader::open(hostileCrawlSitemap());
    QCOMPARE(workspace.sitemaps.size(), 1);
    const CrawlTable table = CrawlTable::make(kind, crawl, &workspace);
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QString error;
    QVERIFY2(table.write(&buffer, format, &error), qPrintable(error));
    const QString name = CrawlTable::kindId(kind) + u'.' + CrawlTable::formatId(format);
    const QByteArray expected = fileBytes(TestPaths::data(u"crawltables/"_s + name));
    QVERIFY2(!expected.isEmpty(), qPrintable(name + u" is missing"_s));
    if (buffer.data() != expected) {
        // Kept for a look: the test's temporary folder is named in the message.
        static QTemporaryDir kept;
        kept.setAutoRemove(false);
        QFile actual(kept.filePath(name));
        if (actual.open(QIODevice::WriteOnly))
            actual.write(buffer.data());
        QFAIL(qPrintable(firstDifference(buffer.data(), expected) + u"; written to "_s
                         + actual.fileName()));
    }
}

void TestCrawlTables::rowsAndCells()
{
    const CrawlResult crawl = hostileCrawl();
    const CrawlTable links = CrawlTable::make(CrawlTable::Kind::Links, crawl);
    qsizetype all = 0;
    for (const CrawledPage &page : crawl.pages)
        all += qsizetype(page.links.size());
    QCOMPARE(links.rowCount(), all);
    QCOMPARE(links.columnIds(),
             (QStringList { u"source"_s, u"target"_s, u"anchor"_s, u"rel"_s, u"target_status"_s,
                            u"target_indexability"_s }));
    // Asked one cell at a time, from the end, as a view scrolled there does.
    const qsizetype last = links.rowCount() - 1;
    QCOMPARE(links.cell(last, 0), u"https://example.com/ua"_s);
    QCOMPARE(links.cell(last, 1), u"https://example.com/"_s);
    QCOMPARE(links.cell(last, 2), u"Головна"_s);
    QCOMPARE(links.cell(last, 4), u"200"_s);
    QCOMPARE(links.cell(1, 3), u"nofollow ugc"_s);
    QCOMPARE(links.cell(4, 3), u"sponsored"_s);
    QCOMPARE(links.cell(4, 2), QString());
    // The link to a URL the crawl never asked: no status, not fetched.
    QCOMPARE(links.cell(9, 1), u"https://example.com/never"_s);
    QCOMPARE(links.cell(9, 4), QString());
    QCOMPARE(links.cell(9, 5), u"not-fetched"_s);
    // Out of range: empty, never a crash.
    QCOMPARE(links.cell(links.rowCount(), 0), QString());
    QCOMPARE(links.cell(0, links.columnCount()), QString());
    QCOMPARE(links.row(0).size(), links.columnCount());

    const CrawlTable broken = CrawlTable::make(CrawlTable::Kind::BrokenLinks, crawl);
    QStringList targets;
    for (qsizetype r = 0; r < broken.rowCount(); ++r)
        targets.append(QUrl(broken.cell(r, 1)).path());
    QCOMPARE(targets,
             (QStringList { u"/missing"_s, u"/server-error"_s, u"/timeout"_s, u"/missing"_s }));

    const CrawlTable redirects = CrawlTable::make(CrawlTable::Kind::Redirects, crawl);
    QCOMPARE(redirects.rowCount(), 2); // the chain from /old, and the loop
    QCOMPARE(redirects.cell(0, 2),
             u"https://example.com/old -> https://example.com/new -> https://example.com/final"_s);
    QCOMPARE(redirects.cell(1, 5), u"yes"_s);

    // Without a workspace, no page is missing from it.
    QCOMPARE(CrawlTable::make(CrawlTable::Kind::MissingPages, crawl).rowCount(), 0);
    // An empty crawl: a header and nothing else.
    const CrawlResult empty;
    for (const CrawlTable::Kind kind : CrawlTable::kinds())
        QCOMPARE(CrawlTable::make(kind, empty).rowCount(), 0);
}

// The JSON is JSON: parsed back, every cell is there under its column's id, numbers and
// flags typed.
void TestCrawlTables::jsonReadsBack()
{
    const CrawlResult crawl = hostileCrawl();
    for (const CrawlTable::Kind kind : CrawlTable::kinds()) {
        const Workspace workspace = Loader::open(hostileCrawlSitemap());
        const CrawlTable table = CrawlTable::make(kind, crawl, &workspace);
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QVERIFY(table.write(&buffer, CrawlTable::Format::Json));
        QJsonParseError error;
        const QJsonArray rows = QJsonDocument::fromJson(buffer.data(), &error).array();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(rows.size(), table.rowCount());
        for (qsizetype r = 0; r < table.rowCount(); ++r)
            for (int c = 0; c < table.columnCount(); ++c) {
                const QJsonValue value = rows.at(r).toObject().value(table.columnId(c));
                const QString cell = table.cell(r, c);
                switch (table.columnType(c)) {
                case CrawlTable::ColumnType::Number:
                    QCOMPARE(value.isNull() ? QString() : QString::number(value.toInteger()), cell);
                    break;
                case CrawlTable::ColumnType::YesNo:
                    QCOMPARE(value.toBool(), cell == u"yes");
                    break;
                case CrawlTable::ColumnType::Text:
                    QCOMPARE(value.toString(), cell);
                    break;
                }
            }
    }
}

void TestCrawlTables::idsAndTitles()
{
    for (const CrawlTable::Kind kind : CrawlTable::kinds()) {
        CrawlTable::Kind back = CrawlTable::Kind::Pages;
        QVERIFY(CrawlTable::kindFromId(QString(CrawlTable::kindId(kind)), &back));
        QCOMPARE(back, kind);
        QVERIFY(!CrawlTable::kindTitle(kind).isEmpty());
        const CrawlTable table = CrawlTable::make(kind, CrawlResult());
        QCOMPARE(table.header().size(), table.columnCount());
        for (int c = 0; c < table.columnCount(); ++c) {
            QVERIFY(!table.columnTitle(c).isEmpty());
            // Ids are for scripts: lower case, digits and underscores.
            for (const QChar ch : table.columnIds().at(c))
                QVERIFY(ch.isLower() || ch.isDigit() || ch == u'_');
        }
    }
    CrawlTable::Kind kind;
    QVERIFY(!CrawlTable::kindFromId(u"Pages", &kind));
    CrawlTable::Format format;
    QVERIFY(CrawlTable::formatFromId(u"tsv", &format));
    QCOMPARE(format, CrawlTable::Format::Tsv);
    QVERIFY(!CrawlTable::formatFromId(u"xlsx", &format));
}

// A device that refuses to be written gives its reason.
void TestCrawlTables::writeFailureReported()
{
    const CrawlResult crawl = hostileCrawl();
    const CrawlTable table = CrawlTable::make(CrawlTable::Kind::Pages, crawl);
    QBuffer closed;
    QString error;
    QTest::ignoreMessage(QtWarningMsg, "QIODevice::write (QBuffer): device not open");
    QVERIFY(!table.write(&closed, CrawlTable::Format::Csv, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestCrawlTables)
#include "tst_crawltables.moc"
