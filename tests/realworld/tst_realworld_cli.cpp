// The real sitemap-studio-cli binary on the real-world corpus: `stats` gives the manifest's
// count for every sitemap, text list, feed and robots.txt; `check` finds what the manifest's
// notes describe and no error in the valid files; `convert` round trips every well-formed
// sitemap to the same model and the same canonical XML; `report` names the rules `check`
// finds; and the exit codes of the damaged files. Skipped when the corpus is absent;
// tests/cli covers the same commands on the project's own fixtures.

#include "clichecks.h"
#include "clirun.h"
#include "io/loader.h"
#include "realworld.h"
#include "testpaths.h"
#include "xmltree.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// A fixed present, so that "in the future" and "too old" do not depend on the day the test
// runs.
const QString Now = Testing::cliNow();

using RealWorld::ManifestRow;

QString corpus(const QString &name)
{
    return TestPaths::corpusFile(name);
}

// The corpus files that are sitemaps or indexes (or claim to be, by name and category).
bool isSitemapCategory(const ManifestRow &row)
{
    return row.category.contains(u"urlset") || row.category.contains(u"sitemapindex")
        || row.category == u"malformed-gzip" || row.category == u"malformed-not-sitemap";
}

bool isWellFormed(const ManifestRow &row)
{
    return row.notes.contains(u"wf=yes");
}

} // namespace

class TestRealWorldCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    // stats
    void corpusStats_data();
    void corpusStats();
    void importStats_data();
    void importStats();
    void statsDetails();
    void exitCodes_data();
    void exitCodes();

    // check
    void corpusFindings_data();
    void corpusFindings();
    void crossHostRobots();

    // convert
    void roundTrip_data();
    void roundTrip();
    void convertDamaged();

    // report
    void report();
};

void TestRealWorldCli::initTestCase()
{
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    QVERIFY2(QFile::exists(QStringLiteral(SITEMAP_STUDIO_CLI)), SITEMAP_STUDIO_CLI);
    QVERIFY2(RealWorld::manifest().size() >= 60, "the corpus's MANIFEST.tsv is short");
}

// ---- stats -----------------------------------------------------------------------------

void TestRealWorldCli::corpusStats_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("urlCount");
    QTest::addColumn<bool>("wellFormed");
    for (const ManifestRow &row : RealWorld::manifest())
        if (isSitemapCategory(row))
            QTest::newRow(qPrintable(row.file)) << row.file << row.urlCount << isWellFormed(row);
}

void TestRealWorldCli::corpusStats()
{
    QFETCH(QString, file);
    QFETCH(int, urlCount);
    QFETCH(bool, wellFormed);
    const CliRun run = runCli({ u"stats"_s, u"--json"_s, u"--no-children"_s, corpus(file) });
    QVERIFY2(run.exitCode >= 0 && run.exitCode <= 2, run.err.constData());
    const QJsonObject stats
        = QJsonDocument::fromJson(run.out).object().value(u"inputs"_s).toArray().first().toObject();
    QCOMPARE(stats.value(u"input"_s).toString(), corpus(file));
    const int entries = stats.value(u"entries"_s).toInt(-1);
    const int errors = stats.value(u"errors"_s).toInt(-1);
    if (wellFormed) {
        // A well-formed sitemap is read whole: exactly the manifest's count.
        QCOMPARE(entries, urlCount);
        QVERIFY(run.exitCode == 0 || run.exitCode == 1);
        QCOMPARE(run.exitCode == 1, errors > 0);
        const QString format = stats.value(u"format"_s).toString();
        QVERIFY2(format == u"urlset" || format == u"sitemapindex", qPrintable(format));
    } else {
        // Damaged or not a sitemap: errors reported, what could be recovered kept.
        QVERIFY2(errors > 0, run.out.constData());
        QVERIFY(entries >= 0 && entries <= qMax(urlCount, 0));
        QVERIFY(run.exitCode == 1 || run.exitCode == 2);
        QVERIFY(!stats.value(u"findings"_s).toArray().isEmpty());
    }
    for (const char *key : { "compression", "images", "videos", "news", "alternates", "bytes",
                             "uncompressedBytes", "warnings" })
        QVERIFY2(stats.contains(QString::fromLatin1(key)), key);
    QCOMPARE(stats.value(u"bytes"_s).toInteger(), QFileInfo(corpus(file)).size());
}

// Every text list, feed and robots.txt of the corpus gives the manifest's count through
// `stats --json` (text: URLs; feeds: items with a link; robots.txt: Sitemap lines), and its
// format.
void TestRealWorldCli::importStats_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    QTest::addColumn<QStringList>("formats");
    QMap<QString, int> perKind;
    for (const ManifestRow &row : RealWorld::manifest()) {
        QStringList formats;
        if (row.category == u"robots-txt")
            formats = { u"robots"_s };
        else if (row.category.startsWith(u"text-urllist"))
            formats = { u"text"_s };
        else if (row.category.startsWith(u"feed") || row.category == u"malformed-feed")
            formats = { u"rss"_s, u"atom"_s };
        else
            continue;
        ++perKind[formats.first()];
        QTest::newRow(qPrintable(row.file)) << row.file << row.urlCount << formats;
    }
    QCOMPARE(perKind.value(u"robots"_s), 8);
    QCOMPARE(perKind.value(u"text"_s), 6);
    QCOMPARE(perKind.value(u"rss"_s), 9);
}

void TestRealWorldCli::importStats()
{
    QFETCH(QString, file);
    QFETCH(int, count);
    QFETCH(QStringList, formats);
    const CliRun run = runCli({ u"stats"_s, u"--json"_s, corpus(file) });
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
    const QJsonObject stats
        = QJsonDocument::fromJson(run.out).object().value(u"inputs"_s).toArray().first().toObject();
    QVERIFY2(formats.contains(stats.value(u"format"_s).toString()),
             qPrintable(stats.value(u"format"_s).toString()));
    QCOMPARE(stats.value(u"entries"_s).toInt(), count);
    QVERIFY(stats.value(u"readable"_s).toBool());
}

void TestRealWorldCli::statsDetails()
{
    // Extension counts and compression, in the plain text form.
    const CliRun all = runCli({ u"stats"_s, corpus(u"rw-001-urlset-alltags-escaped.xml"_s) });
    QCOMPARE(all.exitCode, 0);
    const QString text = QString::fromUtf8(all.out);
    for (const char *line : { "entries: 7", "images: 5", "videos: 3", "news: 1", "alternates: 4",
                              "format: urlset", "compression: none" })
        QVERIFY2(text.contains(QString::fromLatin1(line)), line);

    const QJsonObject gz = statsJson(corpus(u"rw-063-urlset-tripadvisor-50000.xml.gz"_s));
    QCOMPARE(gz.value(u"compression"_s).toString(), u"gzip"_s);
    QCOMPARE(gz.value(u"entries"_s).toInt(), 50000);
    QCOMPARE(gz.value(u"alternates"_s).toInt(), 50000);
    QVERIFY(gz.value(u"uncompressedBytes"_s).toInteger() > 16000000);

    // Plain XML named .gz: the content decides.
    const QJsonObject misnamed = statsJson(corpus(u"rw-058-urlset-plain-xml-named-gz.xml.gz"_s));
    QCOMPARE(misnamed.value(u"compression"_s).toString(), u"none"_s);
    QCOMPARE(misnamed.value(u"entries"_s).toInt(), 5);

    // Errors carry line and column.
    const QJsonObject broken = statsJson(corpus(u"rw-007-urlset-unescaped-lt.xml"_s));
    const QJsonObject finding = broken.value(u"findings"_s).toArray().first().toObject();
    QCOMPARE(finding.value(u"rule"_s).toString(), u"SM101"_s);
    QCOMPARE(finding.value(u"line"_s).toInt(), 6);
    QVERIFY(finding.value(u"column"_s).toInt() > 0);
}

void TestRealWorldCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stderrContains");
    const QString example = corpus(u"rw-059-urlset-sitemaps-org-example.xml"_s);
    QTest::newRow("stats, clean") << QStringList { u"stats"_s, example } << 0 << QString();
    QTest::newRow("stats, errors in input")
        << QStringList { u"stats"_s, corpus(u"rw-015-urlset-wrong-namespace-google.xml"_s) } << 1
        << QString();
    QTest::newRow("stats, html page")
        << QStringList { u"stats"_s, corpus(u"rw-075-sitemap-xml-is-html-redirect.xml"_s) } << 2
        << u"HTML page"_s;
    QTest::newRow("check, html page")
        << QStringList { u"check"_s, corpus(u"rw-075-sitemap-xml-is-html-redirect.xml"_s) } << 2
        << QString();
    QTest::newRow("convert, empty file")
        << QStringList { u"convert"_s, corpus(u"rw-047-urlset-empty-0-bytes.xml"_s),
                         u"/tmp/never-written.xml"_s }
        << 2 << u"empty"_s;
}

void TestRealWorldCli::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stderrContains);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    if (!stderrContains.isEmpty())
        QVERIFY2(QString::fromUtf8(run.err).contains(stderrContains), run.err.constData());
    if (arguments.contains(u"/tmp/never-written.xml"_s))
        QVERIFY(!QFile::exists(u"/tmp/never-written.xml"_s));
}

// ---- check -----------------------------------------------------------------------------

void TestRealWorldCli::corpusFindings_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("present"); // rule ids the manifest's notes call for
    QTest::addColumn<bool>("noErrors"); // a valid file: no finding of severity error
    auto row = [](const char *file, const QStringList &present, bool noErrors) {
        QTest::newRow(file) << QString::fromLatin1(file) << present << noErrors;
    };
    row("rw-001-urlset-alltags-escaped.xml", { u"SM509"_s }, false); // requires_subscription=YES
    row("rw-003-index-basic-schemaLocation.xml", {}, true);
    row("rw-005-index-unknown-tag.xml", { u"SM112"_s }, true);
    row("rw-007-urlset-unescaped-lt.xml", { u"SM101"_s }, false);
    row("rw-009-urlset-video-google-example.xml", {}, true); // whitespace in video URLs trimmed
    row("rw-015-urlset-wrong-namespace-google.xml", { u"SM103"_s }, false);
    row("rw-017-index-loc-missing-bare-text.xml", { u"SM106"_s }, false);
    row("rw-021-urlset-gzipped.xml.gz", {}, true);
    row("rw-025-urlset-pagemap.xml", { u"SM112"_s }, true);
    row("rw-027-urlset-image-basic.xml", { u"SM607"_s }, true);
    row("rw-029-urlset-mobile.xml", { u"SM112"_s }, true);
    row("rw-031-urlset-video-tvshow-loc-last.xml", { u"SM607"_s }, true);
    row("rw-033-urlset-real-news-site-video-image-mobile.xml", { u"SM607"_s }, true);
    row("rw-041-index-3-gz.xml", {}, true);
    row("rw-043-index-cdata-loc-blanklines.xml", {}, true);
    row("rw-051-urlset-video-platform.xml", {}, true); // platform relationship="allow"
    row("rw-055-urlset-broken-tags.xml", { u"SM101"_s, u"SM103"_s }, false);
    row("rw-056-urlset-news-nytimes-nodecl.xml", { u"SM116"_s, u"SM606"_s }, false);
    row("rw-057-urlset-video-washpost-none.xml", { u"SM106"_s, u"SM401"_s }, false);
    row("rw-058-urlset-plain-xml-named-gz.xml.gz", {}, true);
    row("rw-059-urlset-sitemaps-org-example.xml", {}, true);
    row("rw-063-urlset-tripadvisor-50000.xml.gz", {}, true); // exactly 50,000: not over
    row("rw-065-urlset-all-extensions-one-url.xml", { u"SM607"_s }, true);
    row("rw-077-urlset-bom-indented-root-comment.xml", { u"SM506"_s }, true);
    row("rw-079-index-moneyadvice-9.xml", {}, true);
    row("rw-081-urlset-moneyadvice-welsh-887.xml", {}, true);
    row("rw-086-urlset-hreflang-21-xdefault.xml", {}, true);
    row("rw-087-urlset-empty-zero-urls.xml", { u"SM105"_s }, true); // a warning, no error
    row("rw-089-urlset-video-content-eq-player.xml", { u"SM408"_s }, true);
    row("rw-091-urlset-one-url-382-images.xml", {}, true); // 382 images: under 1,000
    row("rw-095-urlset-464.xml", {}, true);
    row("rw-099-urlset-https-ns-trailing-slash-relative.xml", { u"SM103"_s, u"SM401"_s }, false);
    row("rw-101-urlset-50001-over-limit.xml", { u"SM301"_s }, false);
    row("rw-103-urlset-10000.xml", {}, true);
    row("rw-105-index-wp-xsl-pi-same-line.xml", { u"SM113"_s }, true);
    row("rw-111-urlset-heise-10000-ws-locs.xml", { u"SM116"_s }, true);
    row("rw-115-index-loc-padded-spaces.xml", { u"SM116"_s }, true);
    row("rw-119-urlset-yoast-bom-xsl.xml", { u"SM113"_s }, true);
    // robots.txt files: relative Sitemap lines, lines no crawler reads, no Sitemap at all.
    row("rw-035-robots-relative-sitemap.txt", { u"SM401"_s }, false);
    row("rw-037-robots-utf8-bom.txt", {}, true);
    row("rw-039-robots-format-errors.txt", { u"SM709"_s, u"SM401"_s }, false);
    row("rw-053-robots-no-sitemap.txt", { u"SM105"_s }, true);
    row("rw-061-robots-wildcards-comment.txt", {}, true);
    row("rw-083-robots-typo-host.txt", {}, true); // cross-host: see crossHostRobots()
    row("rw-113-robots-heise-large.txt", { u"SM709"_s }, true); // "User-agent: Zite", no rule
    row("rw-117-robots-bom-slash-comments-mixed-case.txt", { u"SM709"_s, u"SM401"_s, u"SM203"_s },
        false);
    // Text lists: comments skipped and reported, duplicates, URLs with a tab inside.
    row("rw-011-urllist-2urls.txt", {}, true);
    row("rw-013-urllist-large-21753.txt", { u"SM405"_s, u"SM401"_s }, false);
    row("rw-020-urllist-gz.txt.gz", {}, true);
    row("rw-085-urllist-3-subdomain.txt", {}, true);
    row("rw-093-urllist-yahoo-urllist.txt", {}, true);
    row("rw-121-urllist-sitemap-gen-comments-dup.txt", { u"SM709"_s, u"SM405"_s }, true);
    // Feeds: locations from a fallback, a cut-off root, UTF-16 without items, placeholder
    // links, and what a feed has that a urlset cannot keep.
    row("rw-023-rss20-leading-blankline-no-decl.xml", { u"SM710"_s }, true);
    row("rw-045-atom10-self-link.xml", { u"SM710"_s }, true);
    row("rw-067-rss20-mediarss-guardian.xml", {}, true);
    row("rw-069-atom03-link-as-text.xml", { u"SM710"_s, u"SM709"_s }, true);
    row("rw-071-rss20-unclosed-root.xml", { u"SM115"_s }, false);
    row("rw-073-rss-utf16le-bom.xml", { u"SM201"_s, u"SM105"_s }, true);
    row("rw-097-rss20-sitemap-as-rss.xml", {}, true);
    row("rw-107-atom03-rome-placeholder-hrefs.xml", { u"SM113"_s, u"SM112"_s, u"SM401"_s }, false);
    row("rw-109-atom10-xml-base-relative.xml", {}, true);
}

void TestRealWorldCli::corpusFindings()
{
    QFETCH(QString, file);
    QFETCH(QStringList, present);
    QFETCH(bool, noErrors);
    int exitCode = -1;
    const QJsonObject report = checkJson({ u"--no-children"_s, corpus(file) }, &exitCode);
    QVERIFY2(!report.isEmpty(), "no JSON");
    const QSet<QString> ids = ruleIds(report);
    for (const QString &id : present)
        QVERIFY2(ids.contains(id),
                 qPrintable(id + u" missing; found "_s
                            + QStringList(ids.cbegin(), ids.cend()).join(u' ')));
    const QSet<QString> errors = ruleIds(report, u"error"_s);
    if (noErrors) {
        QVERIFY2(errors.isEmpty(),
                 qPrintable(QStringList(errors.cbegin(), errors.cend()).join(u' ')));
        QCOMPARE(exitCode, 0);
        QCOMPARE(report.value(u"summary"_s).toObject().value(u"error"_s).toInt(), 0);
    } else {
        QCOMPARE(exitCode, 1);
    }
}

void TestRealWorldCli::crossHostRobots()
{
    // A robots.txt's Sitemap lines may name other hosts (here a typo of its own): a notice,
    // never an error.
    int exitCode = -1;
    const QJsonObject report
        = checkJson({ u"--no-children"_s, u"--publish-url"_s, u"https://record.rat.la/robots.txt"_s,
                      corpus(u"rw-083-robots-typo-host.txt"_s) },
                    &exitCode);
    QCOMPARE(exitCode, 0);
    int crossHost = 0;
    for (const QJsonValue &v : report.value(u"findings"_s).toArray())
        crossHost += v.toObject().value(u"rule"_s).toString() == u"SM402"
            && v.toObject().value(u"severity"_s).toString() == u"notice";
    QCOMPARE(crossHost, 2);
}

// ---- convert ---------------------------------------------------------------------------

void TestRealWorldCli::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    for (const ManifestRow &row : RealWorld::manifest())
        if (isSitemapCategory(row) && isWellFormed(row))
            QTest::newRow(qPrintable(row.file)) << row.file;
}

void TestRealWorldCli::roundTrip()
{
    QFETCH(QString, file);
    verifyConvertRoundTrip(corpus(file));
}

void TestRealWorldCli::convertDamaged()
{
    // A damaged input is converted from what could be read, with exit status 1.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString damaged = dir.filePath(u"damaged.xml"_s);
    const CliRun run
        = runCli({ u"convert"_s, corpus(u"rw-007-urlset-unescaped-lt.xml"_s), damaged });
    QCOMPARE(run.exitCode, 1);
    QVERIFY(QString::fromUtf8(run.err).contains(u"6:"_s));
    const Workspace recovered = Loader::open(damaged);
    QCOMPARE(recovered.root().entries.size(), 1);
    QCOMPARE(recovered.root().errorCount(), 0);
}

// ---- report ----------------------------------------------------------------------------

void TestRealWorldCli::report()
{
    verifyReportNamesCheckRules(corpus(u"rw-001-urlset-alltags-escaped.xml"_s), u"7"_s);
}

QTEST_GUILESS_MAIN(TestRealWorldCli)
#include "tst_realworld_cli.moc"
