// Statistics: the numbers of the review's charts and summary on the project's sample sitemaps
// (counted independently of the code, see each case), on crafted workspaces for the top bars
// and "other", the bars that gather what is missing or invalid, the findings' bars, and
// matches(), which must pick out exactly the URLs each bar counts. The same on three real
// sitemaps of the real-world corpus: tests/realworld/tst_realworld_review.cpp.

#include "io/loader.h"
#include "review/statistics.h"
#include "reviewcheck.h"
#include "rules/checker.h"
#include "testpaths.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

using Chart = Statistics::Chart;
using Bar = Statistics::Bar;

namespace {

Sitemap urlset(const QStringList &locs)
{
    Sitemap sitemap;
    sitemap.source.format = SourceFormat::UrlSet;
    for (const QString &loc : locs)
        sitemap.entries.append(UrlEntry(loc));
    return sitemap;
}

} // namespace

class TestStatistics : public QObject
{
    Q_OBJECT

private slots:
    void allExtensions();
    void newsSite();
    void topSegments();
    void topHostsAndOther();
    void restBars();
    void summary();
    void findings();
    void matchesEachChart();
    void segmentsChart();
    void emptyWorkspace();
    void million();
};

// urlset-escaped-every-extension.xml: 7 URLs on three hosts with every extension, and markup
// characters in the locations. The expected numbers were counted once with a short Python
// script over the XML, independent of this code (ElementTree, urllib.parse.urlsplit; the first
// path segment is the path up to its second '/', the month the first 7 characters of the
// lastmod text):
//   hosts     example.com 3, media.example.net 3, www.example.org 1
//   segments  /episode 3, /photos 2, /&><'" 1, /business 1
//   lastmod   2019-03 3, 2021-06 1, 2022-09 1, none 2
//   changefreq always 3, daily 1, weekly 2, none 1
//   priority  0.6 1, 0.9 3, none 3
//   URLs with image:image 3, video:video 3, news:news 1, xhtml:link 1
// (grep agrees: 5 <image:image> in 3 <url>, 4 <xhtml:link> all in the third <url>.)
void TestStatistics::allExtensions()
{
    const Workspace workspace
        = Loader::open(TestPaths::data(u"urlset-escaped-every-extension.xml"_s));
    QCOMPARE(workspace.sitemaps.size(), 1);
    Checker checker;
    checker.checkAll(workspace);
    const Statistics statistics = Statistics::compute(workspace, checker.findings());

    QCOMPARE(statistics.summary().urls, 7);
    QCOMPARE(render(statistics.bars(Chart::Hosts)),
             u"example.com=3, media.example.net=3, www.example.org=1"_s);
    QCOMPARE(render(statistics.bars(Chart::PathSegments)),
             u"/episode=3, /photos=2, /&><'\"=1, /business=1"_s);
    QCOMPARE(render(statistics.bars(Chart::LastmodMonths)),
             u"2019-03=3, 2021-06=1, 2022-09=1, none*=2"_s);
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
        const qsizetype expected = std::count_if(
            findings.cbegin(), findings.cend(),
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

// urlset-news-site-offset-lastmods.xml: a newspaper's sitemap, 10 URLs on one host. Counted
// with the same script as above: segments /news 6, /sport 3, /whats-on 1; lastmod 2022-04 4,
// 2022-05 6 (every URL has one, with a +01:00 offset: the month is the one written);
// changefreq daily 10; no priority; URLs with images 9 (12 image:image in all), with videos 2.
// Two lastmods are 2022-05-01 shortly after midnight as written, still April in UTC: counted
// in April, they would show a UTC mistake.
void TestStatistics::newsSite()
{
    const Workspace workspace
        = Loader::open(TestPaths::data(u"urlset-news-site-offset-lastmods.xml"_s));
    const Statistics statistics = Statistics::compute(workspace, {});
    QCOMPARE(statistics.summary().urls, 10);
    QCOMPARE(render(statistics.bars(Chart::Hosts)), u"www.gazette.example=10"_s);
    QCOMPARE(render(statistics.bars(Chart::PathSegments)), u"/news=6, /sport=3, /whats-on=1"_s);
    QCOMPARE(render(statistics.bars(Chart::LastmodMonths)), u"2022-04=4, 2022-05=6"_s);
    QCOMPARE(statistics.bars(Chart::Changefreq).at(2), (Bar{ u"daily"_s, u"daily"_s, 10, false }));
    QCOMPARE(statistics.bars(Chart::Priority).last(), (Bar{ u"None"_s, u"none"_s, 10, true }));
    QCOMPARE(render(statistics.bars(Chart::Extensions)),
             u"images=9, videos=2, news=0, alternates=0"_s);
    verifyMatchesCounts(statistics, workspace);
}

// urlset-bom-comment-indented-root.xml: 26 URLs, each in a path segment of its own ("/",
// "/about", "/accessibility", ...; counted with the script above), listed out of order. With
// every count 1, the top 20 are the first 20 keys in byte order and "other" gathers the
// remaining 6 segments and URLs.
void TestStatistics::topSegments()
{
    const Workspace workspace
        = Loader::open(TestPaths::data(u"urlset-bom-comment-indented-root.xml"_s));
    const Statistics statistics = Statistics::compute(workspace, {});
    QCOMPARE(statistics.summary().urls, 26);
    verifyTopSegments(statistics, workspace, 6);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(statistics.bars(Chart::PathSegments).at(Statistics::TopBars - 1).key, u"/press"_s);
    verifyMatchesCounts(statistics, workspace);
}

// 25 hosts with 25, 24, ... 1 URLs: the 20 largest have bars, the 5 smallest (5 + 4 + 3 + 2 +
// 1 = 15 URLs) are "other". Host case does not split a host; a URL without a host has a bar.
void TestStatistics::topHostsAndOther()
{
    QStringList locs;
    for (int h = 1; h <= 25; ++h)
        for (int i = 0; i < h; ++i)
            locs.append(u"https://host%1.example/page%2"_s.arg(h, 2, 10, QChar(u'0')).arg(i));
    // Two more for host25 written in upper case, and two without a host.
    locs.append(u"https://HOST25.Example/x"_s);
    locs.append(u"HTTPS://Host25.EXAMPLE/y"_s);
    locs.append(u"/relative/path"_s);
    locs.append(u"page.html"_s);
    Workspace workspace;
    workspace.sitemaps.append(urlset(locs));
    const Statistics statistics = Statistics::compute(workspace, {});

    const QList<Bar> &bars = statistics.bars(Chart::Hosts);
    QCOMPARE(bars.size(), 21);
    QCOMPARE(bars.at(0), (Bar{ u"host25.example"_s, u"host25.example"_s, 27, false }));
    QCOMPARE(bars.at(1).key, u"host24.example"_s);
    QCOMPARE(bars.at(1).count, 24);
    // host23 … host06 follow, most first: 20 bars. The hostless pair (2 URLs) is no larger
    // than host05 … host03, so it is among the rest.
    QCOMPARE(bars.at(19).key, u"host06.example"_s);
    QCOMPARE(bars.at(19).count, 6);
    // Other: host05 … host01 (15 URLs) and the 2 without a host, 6 keys.
    QCOMPARE(bars.at(20), (Bar{ u"Other (6 hosts)"_s, u"other"_s, 17, true }));
    qsizetype total = 0;
    for (const Bar &bar : bars)
        total += bar.count;
    QCOMPARE(total, locs.size());
    verifyMatchesCounts(statistics, workspace);

    // With fewer hosts there is no "other", and the URLs without a host have their own bar.
    Workspace small;
    small.sitemaps.append(urlset({ u"https://a.example/"_s, u"/x"_s, u"y"_s, u"https://A.example/z"_s,
                                   u"https://b.example"_s }));
    const Statistics few = Statistics::compute(small, {});
    QCOMPARE(render(few.bars(Chart::Hosts)), u"=2, a.example=2, b.example=1"_s);
    QCOMPARE(few.bars(Chart::Hosts).at(0).label, u"(no host)"_s);
    // "https://b.example" has no path: its segment is the root, like "https://a.example/".
    QCOMPARE(render(few.bars(Chart::PathSegments)), u"/=2, /x=1, /y=1, /z=1"_s);
    verifyMatchesCounts(few, small);
}

// Values that are missing or not what the protocol allows each have a bar apart, after the
// regular ones; a priority is put in its nearest tenth.
void TestStatistics::restBars()
{
    Sitemap sitemap;
    auto add = [&sitemap](const QString &lastmod, const QString &changefreq,
                          const QString &priority) {
        UrlEntry entry(u"https://example.com/%1"_s.arg(sitemap.entries.size()));
        if (!lastmod.isEmpty())
            entry.setLastmod(W3cDateTime::fromString(lastmod));
        if (!changefreq.isEmpty())
            entry.setChangefreqText(changefreq);
        if (!priority.isEmpty())
            entry.setPriorityText(priority);
        sitemap.entries.append(entry);
    };
    add(u"2024-03-31T23:30:00-02:00"_s, u"daily"_s, u"0.85"_s); // March as written
    add(u"2024-02-29"_s, u"Daily"_s, u"0.849"_s); // a word in the wrong case is invalid
    add(u"2024"_s, u"sometimes"_s, u"1.5"_s); // a year alone; out of range
    add(u"yesterday"_s, u"never"_s, u"high"_s); // not a date; not a number
    add(QString(), QString(), u"0.05"_s);
    add(QString(), QString(), u"1"_s);
    add(u"2023-12-01T10:00:00Z"_s, u"always"_s, u"0"_s);
    Workspace workspace;
    workspace.sitemaps.append(sitemap);
    const Statistics statistics = Statistics::compute(workspace, {});

    QCOMPARE(render(statistics.bars(Chart::LastmodMonths)),
             u"2023-12=1, 2024=1, 2024-02=1, 2024-03=1, invalid*=1, none*=2"_s);
    QCOMPARE(statistics.bars(Chart::LastmodMonths).at(4).label, u"Invalid lastmod"_s);
    QCOMPARE(render(statistics.bars(Chart::Changefreq)),
             u"always=1, hourly=0, daily=1, weekly=0, monthly=0, yearly=0, never=1, invalid*=2, "
             "none*=2"_s);
    // 0.85 → 0.9, 0.849 → 0.8, 0.05 → 0.1, 1 → 1.0, 0 → 0.0.
    QCOMPARE(render(statistics.bars(Chart::Priority)),
             u"0.0=1, 0.1=1, 0.2=0, 0.3=0, 0.4=0, 0.5=0, 0.6=0, 0.7=0, 0.8=1, 0.9=1, 1.0=1, "
             "invalid*=2"_s);
    verifyMatchesCounts(statistics, workspace);
}

// Files, formats and sizes; an index's entries are not URLs; a failed file counts as a file
// and a failure, with no URLs.
void TestStatistics::summary()
{
    Workspace workspace;
    Sitemap index;
    index.kind = Sitemap::Kind::Index;
    index.source.format = SourceFormat::SitemapIndex;
    index.source.bytes = 300;
    index.source.uncompressedBytes = 300;
    index.entries = { UrlEntry(u"https://example.com/a.xml.gz"_s),
                      UrlEntry(u"https://example.com/b.xml"_s),
                      UrlEntry(u"https://example.com/c.xml"_s) };
    workspace.sitemaps.append(index);
    Sitemap a = urlset({ u"https://example.com/1"_s, u"https://example.com/2"_s });
    a.source.compression = Compression::Gzip;
    a.source.bytes = 100;
    a.source.uncompressedBytes = 400;
    workspace.sitemaps.append(a);
    Sitemap b = urlset({ u"https://example.com/3"_s });
    b.source.bytes = 200;
    b.source.uncompressedBytes = 200;
    workspace.sitemaps.append(b);
    Sitemap failed;
    failed.failed = true;
    failed.source.bytes = 7;
    workspace.sitemaps.append(failed);

    QList<Finding> findings;
    findings.append(Finding::make(RuleId::InvalidDate, u"x"_s));
    findings.append(Finding::make(RuleId::HreflangNoXDefault, u"x"_s));
    findings.append(Finding::make(RuleId::HreflangNoXDefault, u"y"_s));
    const Statistics statistics = Statistics::compute(workspace, findings);
    const Statistics::Summary &s = statistics.summary();
    QCOMPARE(s.files, 4);
    QCOMPARE(s.indexFiles, 1);
    QCOMPARE(s.urls, 3);
    QCOMPARE(s.failedFiles, 1);
    QCOMPARE(s.bytes, 607);
    QCOMPARE(s.uncompressedBytes, 900);
    const QMap<QString, qsizetype> formats
        = { { u"XML"_s, 2 }, { u"XML, gzip"_s, 1 }, { u"Unknown"_s, 1 } };
    QCOMPARE(s.formats, formats);
    QCOMPARE(s.errors, 1);
    QCOMPARE(s.warnings, 0);
    QCOMPARE(s.notices, 2);
    // The index's own entries (a.xml.gz, ...) are no host or segment bar of their own.
    QCOMPARE(render(statistics.bars(Chart::PathSegments)), u"/1=1, /2=1, /3=1"_s);
}

// Findings per rule, most first and then by id, with the catalogue's title; per severity,
// errors first and all three always there.
void TestStatistics::findings()
{
    QList<Finding> findings;
    auto add = [&findings](QLatin1StringView rule, int n) {
        for (int i = 0; i < n; ++i)
            findings.append(Finding::make(rule, u"message"_s));
    };
    add(RuleId::InvalidUrl, 2);
    add(RuleId::InvalidDate, 5);
    add(RuleId::DuplicateUrl, 2);
    add(RuleId::PublishLocationAssumed, 1);
    const Statistics statistics = Statistics::compute(Workspace(), findings);
    QCOMPARE(render(statistics.bars(Chart::Rules)), u"SM501=5, SM401=2, SM405=2, SM407=1"_s);
    QCOMPARE(statistics.bars(Chart::Rules).first().label,
             u"SM501 "_s + RuleCatalogue::find(RuleId::InvalidDate)->translatedTitle());
    QVERIFY(statistics.bars(Chart::Rules).first().label.startsWith(u"SM501 Invalid date"_s));
    // SM501 and SM401 are errors, SM405 a warning, SM407 a notice (the catalogue's severities).
    int errors = 0, warnings = 0, notices = 0;
    for (const Finding &f : findings)
        (f.severity == Severity::Error ? errors : f.severity == Severity::Warning ? warnings
                                                                                 : notices)++;
    QCOMPARE(render(statistics.bars(Chart::Severities)),
             u"error=%1, warning=%2, notice=%3"_s.arg(errors).arg(warnings).arg(notices));
    QCOMPARE(statistics.bars(Chart::Severities).at(0).label, u"Errors"_s);
    QCOMPARE(errors + warnings + notices, 10);
    QVERIFY(errors > 0 && notices > 0);
}

// The Segments chart of a Segmenter: a bar per section, the largest first, 20 and the rest
// together; findings counted in the section of their entry, those of a file or of an index
// apart; matches() picks each bar's URLs, and "other" those of the sections past the top.
// Without a Segmenter the chart is empty and costs no pass.
void TestStatistics::segmentsChart()
{
    QStringList locs;
    for (int folder = 0; folder < 25; ++folder)
        for (int i = 0; i <= folder; ++i) // folder k holds k + 1 URLs
            locs.append(u"https://www.example.com/section-%1/page-%2?utm_source=feed&id=%3"_s
                            .arg(folder, 2, 10, QChar(u'0'))
                            .arg(i)
                            .arg(folder * 100 + i));
    locs.append(u"https://www.example.com/"_s);
    Workspace workspace;
    Sitemap index;
    index.kind = Sitemap::Kind::Index;
    index.entries.append(UrlEntry(u"https://www.example.com/sitemap-1.xml"_s));
    workspace.sitemaps.append(index);
    workspace.sitemaps.append(urlset(locs));
    const Sitemap &urls = workspace.sitemaps.at(1);

    QList<Finding> findings;
    auto findingAt = [&](qint32 sitemap, qsizetype entry, QLatin1StringView rule) {
        Finding f = Finding::make(rule, u"message"_s);
        f.sitemap = sitemap;
        f.entryIndex = entry;
        findings.append(f);
    };
    const qsizetype lastOfTop = locs.indexOf(
        u"https://www.example.com/section-24/page-0?utm_source=feed&id=2400"_s);
    QVERIFY(lastOfTop >= 0);
    findingAt(1, lastOfTop, RuleId::InvalidDate); // an error in the largest section
    findingAt(1, lastOfTop + 1, RuleId::DuplicateUrl); // a warning there
    findingAt(1, 0, RuleId::InvalidDate); // an error in section-00, past the top 20
    findingAt(1, -1, RuleId::InvalidDate); // of the file
    findingAt(0, 0, RuleId::InvalidDate); // of an index's entry
    findingAt(7, 3, RuleId::InvalidDate); // of no sitemap the workspace holds

    QVERIFY(Statistics::compute(workspace, findings).bars(Chart::Segments).isEmpty());
    QVERIFY(Statistics::compute(workspace, findings).segments().rows().isEmpty());

    const Statistics s = Statistics::compute(workspace, findings, nullptr, Segmenter::byFolder(1));
    const QList<Bar> &bars = s.bars(Chart::Segments);
    QCOMPARE(bars.size(), Statistics::TopBars + 1);
    QCOMPARE(bars.first().key, u"section-24"_s);
    QCOMPARE(bars.first().count, 25);
    QCOMPARE(bars.at(19).key, u"section-05"_s);
    QVERIFY(bars.last().rest);
    // Past the top: sections 00 to 04 (1 to 5 URLs) and the home page, "root".
    QCOMPARE(bars.last().count, 1 + 2 + 3 + 4 + 5 + 1);
    QCOMPARE(Statistics::chartName(Chart::Segments), u"segments"_s);
    QVERIFY(!Statistics::charts().contains(Chart::Segments));

    const auto row = [&](const QString &key) {
        for (const SegmentStatistics::Row &r : s.segments().rows())
            if (r.key == key)
                return r.counts;
        return SegmentStatistics::Counts();
    };
    QCOMPARE(row(u"section-24"_s).urls, 25);
    QCOMPARE(row(u"section-24"_s).errors, 1);
    QCOMPARE(row(u"section-24"_s).warnings, 1);
    QCOMPARE(row(u"section-00"_s).errors, 1);
    QCOMPARE(row(QString()).urls, 1);
    QCOMPARE(s.segments().unsegmented().errors, 3);

    qsizetype inTop = 0, inRest = 0;
    for (const UrlEntry &entry : urls.entries) {
        const bool top = s.matches(Chart::Segments, bars.first(), entry);
        QCOMPARE(top, entry.loc().contains(u"/section-24/"_s));
        inTop += top;
        inRest += s.matches(Chart::Segments, bars.last(), entry);
    }
    QCOMPARE(inTop, 25);
    QCOMPARE(inRest, bars.last().count);
}

// matches() by hand for one entry per chart kind, the rest bars included.
void TestStatistics::matchesEachChart()
{
    Workspace workspace;
    UrlEntry withAll(u"https://Shop.Example/products/42"_s);
    withAll.setLastmod(W3cDateTime::fromString(u"2024-03-05"_s));
    withAll.setChangefreq(ChangeFreq::Weekly);
    withAll.setPriority(0.5);
    Image image;
    image.setLoc(u"https://shop.example/42.jpg"_s);
    withAll.mutableImages().append(image);
    withAll.mutableAlternates().append(Alternate{ u"alternate"_s, u"de"_s,
                                                  u"https://shop.example/de/42"_s, {} });
    UrlEntry bare(u"https://blog.example/"_s);
    Sitemap sitemap;
    sitemap.entries = { withAll, bare };
    workspace.sitemaps.append(sitemap);
    const Statistics statistics = Statistics::compute(workspace, {});

    auto barOf = [&statistics](Chart chart, const QString &key) {
        for (const Bar &bar : statistics.bars(chart))
            if (bar.key == key)
                return bar;
        qWarning("no bar %s", qPrintable(key));
        return Bar{};
    };
    const Bar shop = barOf(Chart::Hosts, u"shop.example"_s);
    QCOMPARE(shop.count, 1);
    QVERIFY(statistics.matches(Chart::Hosts, shop, withAll));
    QVERIFY(!statistics.matches(Chart::Hosts, shop, bare));
    const Bar products = barOf(Chart::PathSegments, u"/products"_s);
    QVERIFY(statistics.matches(Chart::PathSegments, products, withAll));
    QVERIFY(!statistics.matches(Chart::PathSegments, products, bare));
    QVERIFY(statistics.matches(Chart::PathSegments, barOf(Chart::PathSegments, u"/"_s), bare));
    const Bar march = barOf(Chart::LastmodMonths, u"2024-03"_s);
    QVERIFY(statistics.matches(Chart::LastmodMonths, march, withAll));
    QVERIFY(!statistics.matches(Chart::LastmodMonths, march, bare));
    const Bar noLastmod = barOf(Chart::LastmodMonths, u"none"_s);
    QVERIFY(noLastmod.rest);
    QVERIFY(statistics.matches(Chart::LastmodMonths, noLastmod, bare));
    QVERIFY(!statistics.matches(Chart::LastmodMonths, noLastmod, withAll));
    const Bar weekly = barOf(Chart::Changefreq, u"weekly"_s);
    QVERIFY(statistics.matches(Chart::Changefreq, weekly, withAll));
    QVERIFY(!statistics.matches(Chart::Changefreq, weekly, bare));
    QVERIFY(statistics.matches(Chart::Changefreq, barOf(Chart::Changefreq, u"none"_s), bare));
    QVERIFY(!statistics.matches(Chart::Changefreq, barOf(Chart::Changefreq, u"daily"_s), withAll));
    const Bar half = barOf(Chart::Priority, u"0.5"_s);
    QVERIFY(statistics.matches(Chart::Priority, half, withAll));
    QVERIFY(!statistics.matches(Chart::Priority, half, bare));
    QVERIFY(statistics.matches(Chart::Priority, barOf(Chart::Priority, u"none"_s), bare));
    for (const QString &key : { u"images"_s, u"alternates"_s }) {
        QVERIFY(statistics.matches(Chart::Extensions, barOf(Chart::Extensions, key), withAll));
        QVERIFY(!statistics.matches(Chart::Extensions, barOf(Chart::Extensions, key), bare));
    }
    for (const QString &key : { u"videos"_s, u"news"_s })
        QVERIFY(!statistics.matches(Chart::Extensions, barOf(Chart::Extensions, key), withAll));
    // The findings decide for rules and severities: no URL matches their bars here.
    const Bar errors{ u"Errors"_s, u"error"_s, 1, false };
    QVERIFY(!statistics.matches(Chart::Severities, errors, withAll));
    QVERIFY(!statistics.matches(Chart::Rules, Bar{ u"x"_s, u"SM501"_s, 1, false }, withAll));

    // "Other" matches the hosts beyond the top bars, in any case, and none of the top ones.
    QStringList locs;
    for (int h = 0; h < Statistics::TopBars + 2; ++h)
        locs.append(u"https://h%1.example/"_s.arg(h, 2, 10, QChar(u'0')));
    locs.append(u"https://h00.example/again"_s); // h00 is the largest
    Workspace many;
    many.sitemaps.append(urlset(locs));
    const Statistics manyStatistics = Statistics::compute(many, {});
    const Bar other = manyStatistics.bars(Chart::Hosts).last();
    QVERIFY(other.rest);
    QCOMPARE(other.count, 2); // h20 and h21
    QVERIFY(manyStatistics.matches(Chart::Hosts, other, UrlEntry(u"https://H21.example/x"_s)));
    QVERIFY(manyStatistics.matches(Chart::Hosts, other, UrlEntry(u"https://unseen.example/"_s)));
    QVERIFY(!manyStatistics.matches(Chart::Hosts, other, UrlEntry(u"https://H00.Example/"_s)));
}

void TestStatistics::emptyWorkspace()
{
    const Statistics statistics = Statistics::compute(Workspace(), {});
    QCOMPARE(statistics.summary().files, 0);
    QCOMPARE(statistics.summary().urls, 0);
    QVERIFY(statistics.bars(Chart::Hosts).isEmpty());
    QVERIFY(statistics.bars(Chart::LastmodMonths).isEmpty());
    QCOMPARE(statistics.bars(Chart::Changefreq).size(), 7); // the protocol's words, at 0
    QCOMPARE(statistics.bars(Chart::Priority).size(), 11);
    QCOMPARE(statistics.bars(Chart::Severities).size(), 3);
    QCOMPARE(Statistics::charts().size(), 8);
    QCOMPARE(Statistics::charts().first(), Chart::Hosts);
    QCOMPARE(Statistics::title(Chart::Hosts), u"URLs per host"_s);
    // A default-made value (before any computation) answers without crashing.
    const Statistics none;
    QVERIFY(none.bars(Chart::Rules).isEmpty());
}

// A million URLs in ten files, 50 hosts, 1,000 sections, lastmods over three years: counted
// right, in one pass that takes seconds at most even on a loaded machine (about 0.3 s here).
void TestStatistics::million()
{
    constexpr int Files = 10, PerFile = 100000;
    Workspace workspace;
    for (int f = 0; f < Files; ++f) {
        Sitemap sitemap;
        sitemap.entries.reserve(PerFile);
        for (int i = 0; i < PerFile; ++i) {
            const int n = f * PerFile + i;
            UrlEntry entry(u"https://host%1.example/section%2/page%3"_s.arg(n % 50)
                               .arg(n % 1000)
                               .arg(n));
            entry.setLastmod(W3cDateTime::fromString(
                u"%1-%2-15T10:00:00+01:00"_s.arg(2021 + n % 3).arg(1 + n % 12, 2, 10, QChar(u'0'))));
            if (n % 2)
                entry.setChangefreq(ChangeFreq::Daily);
            sitemap.entries.append(entry);
        }
        workspace.sitemaps.append(sitemap);
    }
    QElapsedTimer timer;
    timer.start();
    const Statistics statistics = Statistics::compute(workspace, {});
    const qint64 elapsed = timer.elapsed();
    qInfo("Statistics of 1,000,000 URLs: %lld ms", elapsed);
    QCOMPARE(statistics.summary().urls, Files * PerFile);
    QCOMPARE(statistics.bars(Chart::Hosts).size(), 21); // 20 and other
    QCOMPARE(statistics.bars(Chart::Hosts).first().count, 20000);
    QCOMPARE(statistics.bars(Chart::Hosts).last().count, 30 * 20000);
    QCOMPARE(statistics.bars(Chart::PathSegments).last().count, 980 * 1000);
    // n % 3 and n % 12 go together: 2021 has months 1, 4, 7, 10, and so on, 12 in all.
    QCOMPARE(statistics.bars(Chart::LastmodMonths).size(), 12);
    QCOMPARE(statistics.bars(Chart::Changefreq).at(2).count, 500000);
    QVERIFY2(elapsed < 20000, "far slower than one pass over the URLs should be");
}

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
