// The review on the real-world corpus: the statistics of three real sitemaps, counted
// independently of the code, and the report of sitemap.js's alltags.xml, which names every
// rule the Checker finds with the catalogue's texts, the right counts and the first examples.
// Skipped when the corpus is absent; tests/unit covers the same code on the project's own
// fixtures.

#include "io/loader.h"
#include "realworld.h"
#include "reviewcheck.h"
#include "rules/checker.h"
#include "testpaths.h"

#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

using Chart = Statistics::Chart;
using Bar = Statistics::Bar;

namespace {

const QDateTime Now(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC);
const QString AllTags = u"rw-001-urlset-alltags-escaped.xml"_s;

struct Checked
{
    Workspace workspace;
    QList<Finding> findings;
};

Checked check(const QString &path)
{
    Checked c;
    c.workspace = Loader::open(path);
    CheckOptions options;
    options.now = Now;
    Checker checker(options);
    checker.checkAll(c.workspace);
    c.findings = checker.findings();
    return c;
}

} // namespace

class TestRealWorldReview : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void statisticsAllTags();
    void statisticsNewsSite();
    void statisticsTopSegments();
    void corpusReportNamesEveryRule();
};

void TestRealWorldReview::initTestCase()
{
    SITEMAP_STUDIO_REQUIRE_CORPUS();
}

// rw-001 (sitemap.js's alltags.xml): 7 URLs on three hosts with every extension. The
// expected numbers were counted once with a short Python script over the XML, independent of
// this code (ElementTree, urllib.parse.urlsplit; the first path segment is the path up to
// its second '/', the month the first 7 characters of the lastmod text):
//   hosts     example.com 3, roosterteeth.com 3, www.example.org 1
//   segments  /episode 3, /&><'" 1, /1&%3E%3C'%22 1, /2&%3E%3C'%22 1, /business 1
//   lastmod   2011-06 3, 2015-06 1, 2016-09 1, none 2
//   changefreq always 3, daily 1, weekly 2, none 1
//   priority  0.6 1, 0.9 3, none 3
//   URLs with image:image 3, video:video 3, news:news 1, xhtml:link 1
// (grep agrees: 5 <image:image> in 3 <url>, 4 <xhtml:link> all in the third <url>.)
void TestRealWorldReview::statisticsAllTags()
{
    const Workspace workspace = Loader::open(TestPaths::corpusFile(AllTags));
    QCOMPARE(workspace.sitemaps.size(), 1);
    Checker checker;
    checker.checkAll(workspace);
    const Statistics statistics = Statistics::compute(workspace, checker.findings());

    QCOMPARE(statistics.summary().urls, 7);
    QCOMPARE(render(statistics.bars(Chart::Hosts)),
             u"example.com=3, roosterteeth.com=3, www.example.org=1"_s);
    QCOMPARE(render(statistics.bars(Chart::PathSegments)),
             u"/episode=3, /&><'\"=1, /1&%3E%3C'%22=1, /2&%3E%3C'%22=1, /business=1"_s);
    QCOMPARE(render(statistics.bars(Chart::LastmodMonths)),
             u"2011-06=3, 2015-06=1, 2016-09=1, none*=2"_s);
    QCOMPARE(render(statistics.bars(Chart::Changefreq)),
             u"always=3, hourly=0, daily=1, weekly=2, monthly=0, yearly=0, never=0, none*=1"_s);
    QCOMPARE(render(statistics.bars(Chart::Priority)),
             u"0.0=0, 0.1=0, 0.2=0, 0.3=0, 0.4=0, 0.5=0, 0.6=1, 0.7=0, 0.8=0, 0.9=3, 1.0=0, "
             "none*=3"_s);
    QCOMPARE(render(statistics.bars(Chart::Extensions)),
             u"images=3, videos=3, news=1, alternates=1"_s);
    QCOMPARE(statistics.bars(Chart::LastmodMonths).last().label, u"No lastmod"_s);
    QCOMPARE(statistics.bars(Chart::Extensions).first().label, u"Images"_s);

    // The findings' charts follow the checker's list: every finding in one rule bar, rules
    // most first, labelled with the catalogue's title.
    const QList<Finding> findings = checker.findings();
    QVERIFY(!findings.isEmpty()); // the file is full of deliberately odd values
    const QList<Bar> &rules = statistics.bars(Chart::Rules);
    qsizetype total = 0;
    for (qsizetype i = 0; i < rules.size(); ++i) {
        const Bar &bar = rules.at(i);
        total += bar.count;
        if (i > 0)
            QVERIFY(rules.at(i - 1).count >= bar.count);
        const qsizetype expected
            = std::count_if(findings.cbegin(), findings.cend(),
                            [&bar](const Finding &f) { return QString(f.ruleId) == bar.key; });
        QCOMPARE(bar.count, expected);
        const Rule *rule = RuleCatalogue::find(QLatin1StringView(bar.key.toLatin1()));
        QVERIFY(rule);
        QCOMPARE(bar.label, bar.key + u' ' + rule->translatedTitle());
    }
    QCOMPARE(total, findings.size());
    const QList<Bar> &severities = statistics.bars(Chart::Severities);
    QCOMPARE(severities.size(), 3);
    QCOMPARE(severities.at(0).count, checker.count(Severity::Error));
    QCOMPARE(severities.at(1).count, checker.count(Severity::Warning));
    QCOMPARE(severities.at(2).count, checker.count(Severity::Notice));
    QCOMPARE(statistics.summary().errors, checker.count(Severity::Error));

    verifyMatchesCounts(statistics, workspace);
}

// rw-033: a newspaper's sitemap, 74 URLs on one host. Counted with the same script as above:
// segments /news 52, /sport 20, /what-s-on 2; lastmod 2015-04 39, 2015-05 35 (every URL has
// one, with a +01:00 offset: the month is the one written); changefreq daily 74; no priority;
// URLs with images 72 (94 image:image in all), with videos 6. The lastmods that fall on either
// side of midnight between April and May in UTC but not as written would show a UTC mistake.
void TestRealWorldReview::statisticsNewsSite()
{
    const Workspace workspace = Loader::open(
        TestPaths::corpusFile(u"rw-033-urlset-real-news-site-video-image-mobile.xml"_s));
    const Statistics statistics = Statistics::compute(workspace, {});
    QCOMPARE(statistics.summary().urls, 74);
    QCOMPARE(render(statistics.bars(Chart::Hosts)), u"www.hebdenbridgetimes.co.uk=74"_s);
    QCOMPARE(render(statistics.bars(Chart::PathSegments)), u"/news=52, /sport=20, /what-s-on=2"_s);
    QCOMPARE(render(statistics.bars(Chart::LastmodMonths)), u"2015-04=39, 2015-05=35"_s);
    QCOMPARE(statistics.bars(Chart::Changefreq).at(2), (Bar { u"daily"_s, u"daily"_s, 74, false }));
    QCOMPARE(statistics.bars(Chart::Priority).last(), (Bar { u"None"_s, u"none"_s, 74, true }));
    QCOMPARE(render(statistics.bars(Chart::Extensions)),
             u"images=72, videos=6, news=0, alternates=0"_s);
    verifyMatchesCounts(statistics, workspace);
}

// rw-077: 89 URLs, each in a path segment of its own ("/", "/about", "/bcrypt", ...; counted
// with the script above). With every count 1, the top 20 are the first 20 keys in byte order
// and "other" gathers the remaining 69 segments and URLs.
void TestRealWorldReview::statisticsTopSegments()
{
    const Workspace workspace
        = Loader::open(TestPaths::corpusFile(u"rw-077-urlset-bom-indented-root-comment.xml"_s));
    const Statistics statistics = Statistics::compute(workspace, {});
    QCOMPARE(statistics.summary().urls, 89);
    verifyTopSegments(statistics, workspace, 69);
    if (QTest::currentTestFailed())
        return;
    verifyMatchesCounts(statistics, workspace);
}

void TestRealWorldReview::corpusReportNamesEveryRule()
{
    const Checked c = check(TestPaths::corpusFile(AllTags));
    QVERIFY(!c.workspace.isEmpty());
    // The manifest says the file has 7 URLs and a requires_subscription of "YES".
    const RealWorld::ManifestRow manifest = RealWorld::manifestRow(AllTags);
    QCOMPARE(manifest.urlCount, 7);
    QVERIFY(manifest.notes.contains(u"requires_subscription=YES"_s));
    verifyReportNamesEveryRule(c.workspace, c.findings, TestPaths::corpusFile(AllTags), Now);
}

QTEST_GUILESS_MAIN(TestRealWorldReview)
#include "tst_realworld_review.moc"
