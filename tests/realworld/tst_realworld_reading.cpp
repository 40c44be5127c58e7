// The readers on the real-world corpus (files published by others, with MANIFEST.tsv saying
// what a correct tool reports): the XML sitemap reader's three paths agree on every urlset and
// index; every feed and robots.txt gives the manifest's count and the findings its notes
// describe; heise's robots.txt decides as RFC 9309 says; the gzipped text list is read; and
// feeds and urlsets written back (as a sitemap, or split by the exporter) read the same.
// Skipped when the corpus is absent; the project's own fixtures cover the same code in
// tests/unit.

#include "io/writing/exporter.h"
#include "io/loader.h"
#include "io/readers/robotstxt.h"
#include "io/writing/sitemapwriter.h"
#include "realworld.h"
#include "rules/checker.h"
#include "sitemapcompare.h"
#include "exportcheck.h"
#include "readingcheck.h"
#include "testpaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList ruleIds(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(QString(f.ruleId));
    return out;
}

QString describe(const QList<Finding> &findings)
{
    QString out;
    for (const Finding &f : findings)
        out += u"\n    "_s + QString(f.ruleId) + u' ' + f.toString();
    return out;
}

// "SM401@12:10" for each finding, in order.
QStringList places(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(u"%1@%2:%3"_s.arg(QString(f.ruleId)).arg(f.line).arg(f.column));
    return out;
}

QStringList locs(const Sitemap &sitemap)
{
    QStringList out;
    for (const UrlEntry &e : sitemap.entries)
        out.append(e.loc());
    return out;
}

QStringList imageLocs(const UrlEntry &entry)
{
    QStringList out;
    for (const Image &image : entry.images())
        out.append(image.loc());
    return out;
}

LoadOptions alone()
{
    LoadOptions o;
    o.loadChildren = false;
    return o;
}

LoadOptions paths(bool fastPath, bool parallel)
{
    LoadOptions o = alone();
    o.limits.fastPath = fastPath;
    o.limits.parallel = parallel;
    return o;
}

Sitemap readAlone(const QString &path)
{
    return Loader::open(path, alone()).root();
}

QList<Finding> checkWorkspace(const Workspace &workspace, const QString &publish = {})
{
    CheckOptions options;
    if (!publish.isEmpty())
        options.publishUrl = QUrl(publish);
    Checker checker(options);
    checker.checkAll(workspace);
    return checker.findings();
}

// ---- what the exporter's round trip needs ------------------------------------------------


} // namespace

class TestRealWorldReading : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    // XML sitemaps and indexes
    void pathsAgree_data();
    void pathsAgree();
    void fastPathIsTaken();

    // Feeds
    void corpusListsTheFeeds();
    void corpusFeeds_data();
    void corpusFeeds();
    void feedDetails();
    void feedSourceLines();
    void feedRoundTrip_data();
    void feedRoundTrip();

    // robots.txt
    void robotsCounts_data();
    void robotsCounts();
    void robotsFindings_data();
    void robotsFindings();
    void heiseRules();
    void heiseSpeed();
    void crossHostSitemaps();
    void relativeSitemapReportedOnce();

    // Text lists
    void gzippedTextList();

    // The exporter
    void exportRoundTrip_data();
    void exportRoundTrip();
};

void TestRealWorldReading::initTestCase()
{
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    QVERIFY2(RealWorld::manifest().size() >= 60, "the corpus's MANIFEST.tsv is short");
}

// ---- XML sitemaps and indexes ----------------------------------------------------------

void TestRealWorldReading::pathsAgree_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QDir corpus(TestPaths::corpusDir());
    // Every file of the corpus, whatever it holds: sitemaps and indexes of every extension,
    // and the feeds, lists and robots.txt files, which must not reach either XML path.
    const QStringList files = corpus.entryList(QDir::Files);
    for (const QString &file : files) {
        if (file == u"MANIFEST.tsv" || file.endsWith(u".md"))
            continue;
        QFile f(corpus.filePath(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QTest::newRow(qPrintable(file)) << f.readAll();
    }
}

void TestRealWorldReading::pathsAgree()
{
    // The fast scanner, the parallel parse and the sequential QXmlStreamReader parse give the
    // same sitemap, findings and positions.
    QFETCH(QByteArray, bytes);
    const Workspace reference = Loader::openBytes(bytes, u"x.xml"_s, paths(false, false));
    const Workspace parallel = Loader::openBytes(bytes, u"x.xml"_s, paths(false, true));
    const Workspace fast = Loader::openBytes(bytes, u"x.xml"_s, paths(true, true));
    const Workspace fastSerial = Loader::openBytes(bytes, u"x.xml"_s, paths(true, false));
    Testing::compareSitemaps(reference.root(), parallel.root());
    Testing::compareSitemaps(reference.root(), fast.root());
    Testing::compareSitemaps(reference.root(), fastSerial.root());
    // Counted instead of kept (stats), fast and not: the same findings and counts.
    for (const bool fastPath : { true, false }) {
        LoadOptions counting = paths(fastPath, false);
        counting.limits.countEntries = true;
        Testing::compareCounted(reference.root(),
                                Loader::openBytes(bytes, u"x.xml"_s, counting).root());
    }
}

void TestRealWorldReading::fastPathIsTaken()
{
    // The comparison above means something only if the fast path reads real files.
    int fastFiles = 0;
    const QDir corpus(TestPaths::corpusDir());
    for (const QString &file : corpus.entryList({ u"*urlset*"_s, u"*index*"_s }, QDir::Files))
        fastFiles += Loader::open(corpus.filePath(file), paths(true, true)).root().source.parser
            == SourceInfo::Parser::FastScanner;
    QVERIFY2(fastFiles >= 10, qPrintable(QString::number(fastFiles)));
}

// ---- feeds -----------------------------------------------------------------------------

void TestRealWorldReading::corpusListsTheFeeds()
{
    // The corpus's feed files are the ones corpusFeeds() has expectations for.
    QStringList feeds;
    for (const RealWorld::ManifestRow &row : RealWorld::manifest())
        if (row.category.contains(u"feed"))
            feeds.append(row.file.left(6));
    QCOMPARE(feeds,
             QStringList({ u"rw-023"_s, u"rw-045"_s, u"rw-067"_s, u"rw-069"_s, u"rw-071"_s,
                           u"rw-073"_s, u"rw-097"_s, u"rw-107"_s, u"rw-109"_s }));
}

void TestRealWorldReading::corpusFeeds_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("count");
    QTest::addColumn<SourceFormat>("format");
    QTest::addColumn<QStringList>("rules");
    QTest::addColumn<bool>("recovered");

    // What each file must say about its oddities, in order; counts come from the manifest.
    struct Expected
    {
        SourceFormat format;
        QStringList rules;
        bool recovered = false;
    };
    const QHash<QString, Expected> expected = {
        // An item with only a guid isPermaLink="false": taken, and said.
        { u"rw-023"_s, { SourceFormat::Rss, { u"SM710"_s } } },
        // An entry with only rel="self": taken, and said.
        { u"rw-045"_s, { SourceFormat::Atom, { u"SM710"_s } } },
        { u"rw-067"_s, { SourceFormat::Rss, {} } },
        // The link's URL is its text (no href); an enclosure of type text/html is no media.
        { u"rw-069"_s, { SourceFormat::Atom, { u"SM710"_s, u"SM709"_s } } },
        // The root end tag is cut off.
        { u"rw-071"_s, { SourceFormat::Rss, { u"SM115"_s }, true } },
        // UTF-16, no channel.
        { u"rw-073"_s, { SourceFormat::Rss, { u"SM201"_s, u"SM105"_s } } },
        { u"rw-097"_s, { SourceFormat::Rss, {} } },
        // A stylesheet and an element of a namespace of its own.
        { u"rw-107"_s, { SourceFormat::Atom, { u"SM113"_s, u"SM112"_s } } },
        { u"rw-109"_s, { SourceFormat::Atom, {} } },
    };

    for (const RealWorld::ManifestRow &row : RealWorld::manifest()) {
        if (!row.category.contains(u"feed"))
            continue;
        const Expected e = expected.value(row.file.left(6), { SourceFormat::Unknown, { u"?"_s } });
        QTest::newRow(qPrintable(row.file)) << TestPaths::corpusFile(row.file) << row.urlCount
                                            << e.format << e.rules << e.recovered;
    }
}

void TestRealWorldReading::corpusFeeds()
{
    QFETCH(QString, path);
    QFETCH(int, count);
    QFETCH(SourceFormat, format);
    QFETCH(QStringList, rules);
    QFETCH(bool, recovered);

    const Sitemap sitemap = readAlone(path);
    QVERIFY(!sitemap.failed);
    QCOMPARE(sitemap.source.format, format);
    QCOMPARE(sitemap.kind, Sitemap::Kind::UrlSet);
    QCOMPARE(sitemap.source.parser, SourceInfo::Parser::XmlStreamReader);
    QCOMPARE(sitemap.entries.size(), count);
    QVERIFY2(ruleIds(sitemap.findings) == rules, qPrintable(describe(sitemap.findings)));
    QCOMPARE(sitemap.recovered, recovered);
    // A feed's namespaces and root attributes are not a urlset's.
    QVERIFY(sitemap.namespaces.isEmpty());
    QVERIFY(sitemap.rootAttributes.isEmpty());
    QVERIFY(sitemap.prolog.isEmpty());
    for (const Finding &f : sitemap.findings)
        if (f.ruleId != RuleId::NotUtf8)
            QVERIFY2(f.line > 0 && f.column > 0, qPrintable(f.toString()));
}

void TestRealWorldReading::feedDetails()
{
    using RealWorld::fileStartingWith;
    {
        const Sitemap s = readAlone(fileStartingWith(u"rw-023"_s));
        QCOMPARE(locs(s),
                 QStringList({ u"https://www.example.com/blog/post/1"_s,
                               u"https://www.example.com/guid.html"_s,
                               u"https://www.example.com/foo?q=a&l=en"_s,
                               u"https://www.example.com/foo?q=a&l=fr"_s }));
        QCOMPARE(s.entries.at(0).lastmod().toString(), u"2009-09-06T16:20:00Z"_s);
        const Finding f = withRule(s.findings, RuleId::LocationFallback).value(0);
        QCOMPARE(f.entryIndex, 1);
        QCOMPARE(f.field, FindingField::Loc);
        QCOMPARE(f.line, 21);
        QVERIFY2(f.message.contains(u"isPermaLink=\"false\""_s), qPrintable(f.message));
    }
    {
        const Sitemap s = readAlone(fileStartingWith(u"rw-045"_s));
        QCOMPARE(locs(s),
                 QStringList(
                     { u"http://example.org/2003/12/13/atom03"_s, u"http://example.org/1000"_s }));
        const Finding f = withRule(s.findings, RuleId::LocationFallback).value(0);
        QCOMPARE(f.entryIndex, 1);
        QCOMPARE(f.line, 22);
        QVERIFY2(f.message.contains(u"rel=\"self\""_s), qPrintable(f.message));
    }
    {
        const Sitemap s = readAlone(fileStartingWith(u"rw-067"_s));
        qsizetype images = 0;
        for (const UrlEntry &e : s.entries) {
            images += e.images().size();
            QVERIFY(e.lastmod().isValid());
            QVERIFY(e.videos().isEmpty());
        }
        QCOMPARE(images, 338);
        QCOMPARE(s.entries.at(0).lastmod().toString(), u"2016-06-08T12:52:41Z"_s);
        QVERIFY(
            imageLocs(s.entries.at(0))
                .value(0)
                .startsWith(
                    u"https://i.guim.co.uk/img/media/db44de12d4808b08b2e079b3af88943c7e8cad3d/"_s));
        QVERIFY(imageLocs(s.entries.at(0)).value(0).contains(u"?w=140&q=55"_s));
    }
    {
        const Sitemap s = readAlone(fileStartingWith(u"rw-069"_s));
        QCOMPARE(locs(s), QStringList({ u"http://www.example.com/"_s }));
        const Finding f = withRule(s.findings, RuleId::LocationFallback).value(0);
        QCOMPARE(f.entryIndex, 0);
        QCOMPARE(f.line, 7);
        QVERIFY2(f.message.contains(u"href"_s), qPrintable(f.message));
    }
    {
        const Sitemap s = readAlone(fileStartingWith(u"rw-071"_s));
        QCOMPARE(locs(s), QStringList({ u"http://link/get?a=1&b=2"_s }));
        const Finding f = withRule(s.findings, RuleId::IncompleteFile).value(0);
        QCOMPARE(f.line, 13);
        QVERIFY(f.message.contains(u"the 1 entries"_s));
    }
    {
        const Sitemap s = readAlone(fileStartingWith(u"rw-073"_s));
        QCOMPARE(s.source.encoding, u"UTF-16LE"_s);
        QVERIFY(
            withRule(s.findings, RuleId::EmptySitemap).value(0).message.contains(u"<channel>"_s));
    }
    {
        const Sitemap s = readAlone(fileStartingWith(u"rw-097"_s));
        // <link> wins over a guid that differs from it.
        QCOMPARE(s.entries.at(0).loc(), u"https://www.jwcruises.com/home"_s);
        QCOMPARE(s.entries.at(0).lastmod().toString(), u"2025-05-22T10:00:00Z"_s);
    }
    {
        // Placeholders stay entries: the checker reports them as invalid URLs.
        const Sitemap s = readAlone(fileStartingWith(u"rw-107"_s));
        QCOMPARE(locs(s),
                 QStringList({ u"atom_0.3.feed.entry[0].link^href"_s,
                               u"atom_0.3.feed.entry[1].link^href"_s }));
        // Atom 0.3: modified before issued.
        QCOMPARE(s.entries.at(0).lastmod().toString(), u"2000-01-01T00:00:00Z"_s);
        QCOMPARE(s.entries.at(1).lastmod().toString(), u"2000-02-01T00:00:00Z"_s);
        QCOMPARE(withRule(s.findings, RuleId::UnknownElement).size(), 1);
    }
    {
        // xml:base nesting, resolved by RFC 3986 as XML Base says: "2006-11-05" on the entry
        // replaces the last segment of the feed's base (.../blog/index.atom), and "entry1"
        // the last segment of that.
        const Sitemap s = readAlone(fileStartingWith(u"rw-109"_s));
        QCOMPARE(locs(s),
                 QStringList({ u"http://www.example.com/blog/entry1"_s,
                               u"http://www.example.com/blog/entry2"_s }));
        QCOMPARE(s.entries.at(0).lastmod().toString(), u"2006-11-06T09:09:13-08:00"_s);
    }
}

void TestRealWorldReading::feedSourceLines()
{
    // Each entry of rw-097 (a site map written as RSS) starts at its <item>'s line.
    const QString path = RealWorld::fileStartingWith(u"rw-097"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<quint32> itemLines;
    quint32 line = 0;
    while (!file.atEnd()) {
        ++line;
        if (file.readLine().contains("<item>"))
            itemLines.append(line);
    }
    const Sitemap s = readAlone(path);
    QList<quint32> entryLines;
    for (const UrlEntry &e : s.entries)
        entryLines.append(e.sourceLine());
    QCOMPARE(entryLines.size(), 12);
    QCOMPARE(entryLines, itemLines);
}

void TestRealWorldReading::feedRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("videos");
    QTest::newRow("guardian") << RealWorld::fileStartingWith(u"rw-067"_s) << 0;
    QTest::newRow("xml:base") << RealWorld::fileStartingWith(u"rw-109"_s) << 0;
}

void TestRealWorldReading::feedRoundTrip()
{
    QFETCH(QString, path);
    QFETCH(int, videos);
    verifyFeedRoundTrip(path, videos);
}

// ---- robots.txt ------------------------------------------------------------------------

void TestRealWorldReading::robotsCounts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    int rows = 0;
    for (const RealWorld::ManifestRow &row : RealWorld::manifest()) {
        if (row.category != u"robots-txt")
            continue;
        QTest::newRow(qPrintable(row.file)) << row.file << row.urlCount;
        ++rows;
    }
    QCOMPARE(rows, 8);
}

void TestRealWorldReading::robotsCounts()
{
    // Every robots.txt through the Loader: the manifest's count of Sitemap lines.
    QFETCH(QString, file);
    QFETCH(int, count);
    const Workspace workspace = Loader::open(TestPaths::corpusFile(file));
    const Sitemap &root = workspace.root();
    QVERIFY2(!root.failed, qPrintable(describe(root.findings)));
    QCOMPARE(sourceFormatName(root.source.format), u"robots"_s);
    QVERIFY(root.isIndex());
    QCOMPARE(root.entries.size(), count);
    QVERIFY(workspace.robots);
    QCOMPARE(workspace.robots->sitemaps().size(), count);
    for (const UrlEntry &entry : root.entries)
        QVERIFY(entry.sourceLine() > 0);
    // The corpus holds none of the sitemaps named: a robots.txt names sitemaps on its site,
    // so none beside it on disk is no problem and not reported.
    QCOMPARE(workspace.sitemaps.size(), 1);
    QCOMPARE(workspace.children.size(), count);
    QVERIFY(withRule(workspace.findings, RuleId::ChildSitemapMissing).isEmpty());
}

void TestRealWorldReading::robotsFindings_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("expected"); // the reader's findings, rule@line:column
    QTest::addColumn<int>("groups");
    QTest::addColumn<int>("rules");

    // Relative 'Sitemap: /sitemap.xml'.
    QTest::newRow("rw-035") << u"rw-035-robots-relative-sitemap.txt"_s
                            << QStringList { u"SM401@1:10"_s } << 1 << 4;
    // The byte order mark is dropped: the first line is a User-agent like any other.
    QTest::newRow("rw-037") << u"rw-037-robots-utf8-bom.txt"_s << QStringList {} << 2 << 10;
    // Missing colons (the second one also loses its User-agent, so its rule joins bot1's
    // group), space before the colon (read), relative Sitemap.
    QTest::newRow("rw-039") << u"rw-039-robots-format-errors.txt"_s
                            << QStringList { u"SM709@3:1"_s, u"SM709@5:1"_s, u"SM401@11:11"_s } << 2
                            << 4;
    QTest::newRow("rw-053") << u"rw-053-robots-no-sitemap.txt"_s << QStringList { u"SM105@0:0"_s }
                            << 1 << 1;
    // A comment, Allow wildcards, 'Disallow:/dont_crawl' without a space: all valid.
    QTest::newRow("rw-061") << u"rw-061-robots-wildcards-comment.txt"_s << QStringList {} << 2 << 5;
    // Cross-host Sitemap lines are valid; with the robots.txt's site known they get a notice
    // (crossHostSitemaps()).
    QTest::newRow("rw-083") << u"rw-083-robots-typo-host.txt"_s << QStringList {} << 1 << 1;
    // The last User-agent ("Zite") has no rule.
    QTest::newRow("rw-113") << u"rw-113-robots-heise-large.txt"_s
                            << QStringList { u"SM709@711:1"_s } << 333 << 359;
    // '//' comments, three relative values, a dot-dot one, a host with spaces.
    QTest::newRow("rw-117") << u"rw-117-robots-bom-slash-comments-mixed-case.txt"_s
                            << QStringList { u"SM709@5:1"_s,   u"SM709@10:1"_s,  u"SM709@11:1"_s,
                                             u"SM401@12:10"_s, u"SM401@13:10"_s, u"SM401@14:9"_s,
                                             u"SM709@16:1"_s,  u"SM401@17:10"_s, u"SM709@19:1"_s,
                                             u"SM401@20:10"_s }
                            << 1 << 2;
}

void TestRealWorldReading::robotsFindings()
{
    QFETCH(QString, file);
    QFETCH(QStringList, expected);
    QFETCH(int, groups);
    QFETCH(int, rules);
    const Workspace workspace = Loader::open(TestPaths::corpusFile(file), alone());
    const Sitemap &root = workspace.root();
    QVERIFY(workspace.robots);
    QCOMPARE(places(root.findings), expected);
    for (const Finding &f : root.findings)
        QVERIFY2(!f.message.isEmpty() && f.message.size() > 20, qPrintable(f.message));
    QCOMPARE(workspace.robots->groups().size(), groups);
    qsizetype ruleCount = 0;
    for (const RobotsTxt::Group &group : workspace.robots->groups())
        ruleCount += group.rules.size();
    QCOMPARE(ruleCount, rules);
}

void TestRealWorldReading::heiseRules()
{
    const Workspace workspace
        = Loader::open(TestPaths::corpusFile(u"rw-113-robots-heise-large.txt"_s), alone());
    QVERIFY(workspace.robots);
    const RobotsTxt &robots = *workspace.robots;
    auto decide = [&](const QString &agent, const char *url) {
        return robots.decide(agent, QByteArrayView(url));
    };
    // Googlebot has no group of its own: the '*' group.
    QVERIFY(decide(u"Googlebot"_s, "https://www.heise.de/newsticker/").allowed);
    RobotsTxt::Decision d = decide(u"Googlebot"_s, "https://www.heise.de/suche?q=x");
    QVERIFY(!d.allowed);
    QCOMPARE(d.rule->line, 28);
    QCOMPARE(d.rule->pattern, u"/suche"_s);
    QCOMPARE(robots.groups().at(d.rule->group).userAgents, QStringList { u"*"_s });
    // "Disallow: /community*" is longer than "Allow: /community".
    QVERIFY(!decide(u"Googlebot"_s, "https://www.heise.de/community").allowed);
    QVERIFY(!decide(u"Googlebot"_s, "https://www.heise.de/foto/galerie/1").allowed);
    QVERIFY(!decide(u"Googlebot"_s, "https://www.heise.de/x/bilderstrecke/1").allowed);
    // The crawlers it shuts out, and the one it lets into /download/.
    QVERIFY(!decide(u"GPTBot"_s, "https://www.heise.de/newsticker/").allowed);
    QVERIFY(decide(u"GPTBot"_s, "https://www.heise.de/download/").allowed);
    QVERIFY(!decide(u"Amazonbot"_s, "https://www.heise.de/").allowed);
    QVERIFY(!decide(u"WebZip/4.0"_s, "https://www.heise.de/").allowed);
    QVERIFY(decide(u"Mediapartners-Google"_s, "https://www.heise.de/suche").allowed);
    // "Zite" closes the file without a rule: allowed everything.
    QVERIFY(decide(u"Zite"_s, "https://www.heise.de/suche").allowed);
}

void TestRealWorldReading::heiseSpeed()
{
    // Information only: a million decisions on heise's robots.txt (33 rules in the '*' group).
    const RobotsTxt robots
        = RobotsTxt::parse(readBytes(TestPaths::corpusFile(u"rw-113-robots-heise-large.txt"_s)));
    QByteArrayList urls;
    QList<QUrl> qurls;
    for (int i = 0; i < 1000; ++i) {
        static const char *const paths[] = { "/newsticker/meldung/Artikel-%1.html",
                                             "/forum/thread-%1/",
                                             "/suche?q=%1",
                                             "/download/product/%1",
                                             "/select/ct/2024/%1",
                                             "/bilderstrecke/%1.html",
                                             "/ratgeber/caf%C3%A9-%1",
                                             "/news/%1?wt_mc=rss" };
        const QByteArray url = "https://www.heise.de"
            + QByteArray(paths[i % 8]).replace("%1", QByteArray::number(i));
        urls.append(url);
        qurls.append(QUrl::fromEncoded(url));
    }
    int blocked = 0;
    QElapsedTimer timer;
    timer.start();
    for (int round = 0; round < 1000; ++round)
        for (const QByteArray &url : std::as_const(urls))
            blocked += !robots.decide(u"Googlebot", QByteArrayView(url)).allowed;
    const qint64 textMs = timer.restart();
    for (int round = 0; round < 1000; ++round)
        for (const QUrl &url : std::as_const(qurls))
            blocked += !robots.isAllowed(u"Googlebot", url);
    const qint64 urlMs = timer.elapsed();
    QCOMPARE(blocked, 2 * 1000 * 375); // forum, suche and bilderstrecke: 3 of every 8
    qInfo("1,000,000 decisions on heise's robots.txt: %lld ms from UTF-8 URLs, %lld ms from QUrl",
          textMs, urlMs);
}

void TestRealWorldReading::crossHostSitemaps()
{
    const QString path = TestPaths::corpusFile(u"rw-083-robots-typo-host.txt"_s);
    // Read from its URL: the Sitemap lines on another host get a notice, not an error.
    Workspace workspace
        = Loader::openBytes(readBytes(path), u"https://record.rat.la/robots.txt"_s, alone());
    QVERIFY(workspace.robots);
    QCOMPARE(workspace.robots->location(), QUrl(u"https://record.rat.la/robots.txt"_s));
    QList<Finding> findings = checkWorkspace(workspace);
    QList<Finding> crossHost = withRule(findings, RuleId::UrlNotAllowed);
    QCOMPARE(crossHost.size(), 2);
    for (const Finding &f : crossHost) {
        QCOMPARE(f.severity, Severity::Notice);
        QVERIFY2(f.message.contains(u"recod.rat.la"_s) && f.message.contains(u"record.rat.la"_s),
                 qPrintable(f.message));
    }
    for (const Finding &f : findings)
        QVERIFY2(f.severity != Severity::Error, qPrintable(describe(findings)));
    // The same from disk with the publish URL given.
    workspace = Loader::open(path, alone());
    findings = checkWorkspace(workspace, u"https://record.rat.la/robots.txt"_s);
    QCOMPARE(withRule(findings, RuleId::UrlNotAllowed).size(), 2);
    // No site known: nothing to compare with, and no host is assumed for a robots.txt.
    findings = checkWorkspace(workspace);
    QVERIFY2(withRule(findings, RuleId::UrlNotAllowed).isEmpty(), qPrintable(describe(findings)));
    QVERIFY(withRule(findings, RuleId::PublishLocationAssumed).isEmpty());
    // On its own host: nothing.
    findings = checkWorkspace(workspace, u"https://recod.rat.la/robots.txt"_s);
    QVERIFY(withRule(findings, RuleId::UrlNotAllowed).isEmpty());
}

void TestRealWorldReading::relativeSitemapReportedOnce()
{
    Workspace workspace
        = Loader::open(TestPaths::corpusFile(u"rw-035-robots-relative-sitemap.txt"_s), alone());
    verifyRelativeSitemapReportedOnce(workspace);
}

// ---- text lists ------------------------------------------------------------------------

void TestRealWorldReading::gzippedTextList()
{
    const Workspace corpus = Loader::open(TestPaths::corpusFile(u"rw-020-urllist-gz.txt.gz"_s));
    QCOMPARE(corpus.root().source.compression, Compression::Gzip);
    QCOMPARE(corpus.root().source.format, SourceFormat::Text);
    QCOMPARE(corpus.root().entries.size(), 5);
}

// ---- the exporter ----------------------------------------------------------------------

void TestRealWorldReading::exportRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name :
         { "rw-001-urlset-alltags-escaped.xml", "rw-009-urlset-video-google-example.xml",
           "rw-025-urlset-pagemap.xml", "rw-033-urlset-real-news-site-video-image-mobile.xml",
           "rw-065-urlset-all-extensions-one-url.xml",
           "rw-077-urlset-bom-indented-root-comment.xml" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestRealWorldReading::exportRoundTrip()
{
    // Real files with every extension and unknown elements, split into files of two entries:
    // read back, each entry is what was read.
    QFETCH(QString, file);
    const Workspace workspace = Loader::open(TestPaths::corpusFile(file));
    QVERIFY(!workspace.root().failed);
    QTemporaryDir dir;
    ExportOptions options;
    options.baseUrl = u"https://example.com/"_s;
    options.target = dir.filePath(u"out"_s);
    options.maxUrls = 2;
    options.pretty = true;
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options);
    QVERIFY2(plan.isWritable(), qPrintable(plan.errors.join(u'\n')));
    const ExportResult result = exporter.write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    checkWrittenFiles(options.target, plan);
    if (QTest::currentTestFailed())
        return;
    const Workspace back = Loader::open(QDir(options.target).filePath(u"sitemap_index.xml"_s));
    QCOMPARE(back.childrenLoaded(), plan.files.size());
    QString why;
    QVERIFY2(sameEntries(urlEntries(back), urlEntries(workspace), &why), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestRealWorldReading)
#include "tst_realworld_reading.moc"
