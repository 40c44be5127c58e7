// The review on the real-world corpus: the statistics of three real sitemaps, counted
// independently of the code, and the report of sitemap.js's alltags.xml, which names every
// rule the Checker finds with the catalogue's texts, the right counts and the first examples.
// Skipped when the corpus is absent; tests/unit covers the same code on the project's own
// fixtures.

#include "io/loader.h"
#include "realworld.h"
#include "review/report.h"
#include "review/statistics.h"
#include "rules/checker.h"
#include "testpaths.h"
#include "xmltree.h"

#include <QDir>
#include <QSet>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

using Chart = Statistics::Chart;
using Bar = Statistics::Bar;

namespace {

const QDateTime Now(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC);
const QString XhtmlNs = u"http://www.w3.org/1999/xhtml"_s;
const QString AllTags = u"rw-001-urlset-alltags-escaped.xml"_s;

// "key=count" for each bar, with a '*' after the key of a bar that gathers the rest.
QString render(const QList<Bar> &bars)
{
    QStringList out;
    for (const Bar &bar : bars)
        out.append(
            u"%1%2=%3"_s.arg(bar.key, bar.rest ? u"*"_s : QString(), QString::number(bar.count)));
    return out.join(u", "_s);
}

// The URLs of `workspace` that `bar` matches.
qsizetype matching(const Statistics &statistics, Chart chart, const Bar &bar,
                   const Workspace &workspace)
{
    qsizetype n = 0;
    for (const Sitemap &sitemap : workspace.sitemaps)
        if (!sitemap.isIndex())
            for (const UrlEntry &entry : sitemap.entries)
                n += statistics.matches(chart, bar, entry);
    return n;
}

// Every bar of the URL charts matches exactly as many URLs as it counts.
void verifyMatchesCounts(const Statistics &statistics, const Workspace &workspace)
{
    for (Chart chart : { Chart::Hosts, Chart::PathSegments, Chart::LastmodMonths, Chart::Changefreq,
                         Chart::Priority, Chart::Extensions })
        for (const Bar &bar : statistics.bars(chart))
            QVERIFY2(matching(statistics, chart, bar, workspace) == bar.count,
                     qPrintable(u"%1: %2"_s.arg(Statistics::title(chart), bar.label)));
}

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

// The cells' texts of each row of `table` below the header row.
QList<QStringList> rows(const XmlNode *table)
{
    QList<QStringList> out;
    if (!table)
        return out;
    for (const XmlNode *tr : table->findAll(u"tr"_s)) {
        QStringList cells;
        for (const XmlNode &cell : tr->children)
            if (cell.name == u"td")
                cells.append(cell.text());
        if (!cells.isEmpty())
            out.append(cells);
    }
    return out;
}

// The value cell of the summary row labelled `label`.
QString summaryValue(const XmlNode &html, const QString &label)
{
    for (const XmlNode *tr : html.findAll(u"tr"_s)) {
        if (tr->children.size() == 2 && tr->children.at(0).name == u"th"
            && tr->children.at(0).text() == label)
            return tr->children.at(1).text();
    }
    return {};
}

const XmlNode *firstWithClass(const XmlNode &root, const QString &element, const QString &cls)
{
    const QList<const XmlNode *> found = root.findAll(
        [&](const XmlNode &node) { return node.name == element && node.hasClass(cls); });
    return found.isEmpty() ? nullptr : found.first();
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
    const QList<Bar> &bars = statistics.bars(Chart::PathSegments);
    QCOMPARE(bars.size(), Statistics::TopBars + 1);
    QStringList allSegments;
    for (const UrlEntry &entry : workspace.root().entries) {
        const QString path = QUrl(entry.loc()).path();
        allSegments.append(u'/' + path.section(u'/', 1, 1));
    }
    allSegments.sort();
    QCOMPARE(allSegments.removeDuplicates(), 0);
    for (int i = 0; i < Statistics::TopBars; ++i) {
        QCOMPARE(bars.at(i).key, allSegments.at(i));
        QCOMPARE(bars.at(i).count, 1);
        QVERIFY(!bars.at(i).rest);
    }
    QCOMPARE(bars.first().key, u"/"_s);
    QCOMPARE(bars.at(1).key, u"/about"_s);
    QCOMPARE(bars.last(), (Bar { u"Other (69 segments)"_s, u"other"_s, 69, true }));
    verifyMatchesCounts(statistics, workspace);
}

void TestRealWorldReview::corpusReportNamesEveryRule()
{
    const Checked c = check(TestPaths::corpusFile(AllTags));
    QVERIFY(!c.workspace.isEmpty());
    QMap<QString, qsizetype> expected; // rule → findings
    for (const Finding &f : c.findings)
        ++expected[QString(f.ruleId)];
    // The manifest says the file has 7 URLs and a requires_subscription of "YES" (the
    // protocol's words are lower case): the Checker reports that as SM509, so the report must
    // have at least that rule and several others.
    const RealWorld::ManifestRow manifest = RealWorld::manifestRow(AllTags);
    QCOMPARE(manifest.urlCount, 7);
    QVERIFY(manifest.notes.contains(u"requires_subscription=YES"_s));
    QVERIFY(expected.contains(QString(RuleId::InvalidYesNo)));
    QVERIFY2(expected.size() >= 5, qPrintable(expected.keys().join(u' ')));

    ReviewReport report(c.workspace, c.findings);
    report.setDate(Now);
    const QByteArray html = report.toHtml();
    QString error;
    const XmlNode root = parseXmlTree(html, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(root.name, u"html"_s);
    QCOMPARE(root.namespaceUri, XhtmlNs);
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QCOMPARE(root.findAll(u"title"_s).first()->text(), report.title());
    QVERIFY(report.title().contains(AllTags));

    // Summary.
    QCOMPARE(summaryValue(root, u"URLs"_s), u"7"_s);
    QCOMPARE(summaryValue(root, u"File"_s), QDir::cleanPath(TestPaths::corpusFile(AllTags)));
    QVERIFY(summaryValue(root, u"Files"_s).isEmpty()); // one file: named, not counted
    const Statistics::Summary &summary = report.statistics().summary();
    QVERIFY(summaryValue(root, u"Findings"_s)
                .contains(u"Errors: %1"_s.arg(QString::number(summary.errors))));
    QVERIFY(summary.errors > 0);

    // The overview: one row per rule, with the rule's findings counted.
    const QList<QStringList> overview = rows(firstWithClass(root, u"table"_s, u"rules"_s));
    QCOMPARE(overview.size(), expected.size());
    for (const QStringList &row : overview) {
        QCOMPARE(row.size(), 4);
        QVERIFY2(expected.contains(row.at(0)), qPrintable(row.at(0)));
        const Rule *rule = RuleCatalogue::find(QLatin1StringView(row.at(0).toLatin1()));
        QVERIFY(rule);
        QCOMPARE(row.at(1), rule->translatedTitle());
        QCOMPARE(row.at(2).toLower(), severityName(rule->severity));
        QCOMPARE(row.at(3), QString::number(expected.value(row.at(0))));
    }
    // Errors come first.
    const QStringList severities = [&] {
        QStringList list;
        for (const QStringList &row : overview)
            list.append(row.at(2));
        return list;
    }();
    QVERIFY(severities.lastIndexOf(u"Error"_s) < severities.indexOf(u"Warning"_s)
            || !severities.contains(u"Warning"_s));

    // One section per rule: its explanation, its fix where the catalogue has one, and the
    // first five findings as examples in the Checker's order.
    const QList<const XmlNode *> sections = root.findAll(
        [](const XmlNode &node) { return node.name == u"div" && node.hasClass(u"rule"_s); });
    QSet<QString> sectionRules;
    for (const XmlNode *section : sections) {
        const QString id = section->attribute(u"id"_s).mid(5); // "rule-SM203"
        sectionRules.insert(id);
        const Rule *rule = RuleCatalogue::find(QLatin1StringView(id.toLatin1()));
        QVERIFY2(rule, qPrintable(id));
        QVERIFY(section->findAll(u"h3"_s).first()->text().contains(rule->translatedTitle()));
        const XmlNode *help = firstWithClass(*section, u"p"_s, u"help"_s);
        QVERIFY(help);
        QCOMPARE(help->text(), rule->translatedHelp());
        const XmlNode *fix = firstWithClass(*section, u"p"_s, u"fix"_s);
        QCOMPARE(bool(fix), rule->hasFix());
        if (fix)
            QVERIFY(fix->text().contains(rule->translatedFix()));

        QList<const Finding *> ofRule;
        for (const Finding &f : c.findings)
            if (QString(f.ruleId) == id)
                ofRule.append(&f);
        const QList<QStringList> examples
            = rows(firstWithClass(*section, u"table"_s, u"examples"_s));
        QCOMPARE(examples.size(), std::min<qsizetype>(5, ofRule.size()));
        for (qsizetype i = 0; i < examples.size(); ++i) {
            // One file: line, URL, message (the file is named in the summary).
            const Finding &f = *ofRule.at(i);
            QCOMPARE(examples.at(i).size(), 3);
            QCOMPARE(examples.at(i).at(2), f.message);
            const UrlEntry *entry = f.entryIndex >= 0
                ? &c.workspace.sitemaps.at(f.sitemap).entries.at(f.entryIndex)
                : nullptr;
            QCOMPARE(examples.at(i).at(1), entry ? entry->loc() : QString());
            const qint64 line = f.line > 0 ? f.line : entry ? entry->sourceLine() : 0;
            QCOMPARE(examples.at(i).at(0), line > 0 ? QString::number(line) : QString());
        }
        const XmlNode *more = firstWithClass(*section, u"p"_s, u"note"_s);
        QCOMPARE(bool(more), ofRule.size() > 5);
        if (more)
            QVERIFY2(more->text().contains(QString::number(ofRule.size() - 5)),
                     qPrintable(more->text()));
    }
    QCOMPARE(sectionRules, QSet<QString>(expected.keyBegin(), expected.keyEnd()));
    QVERIFY(expected.value(QString(RuleId::UnescapedCharacters)) > 5); // a "more" note was seen

    // The corpus file's locations hold & < > ' " once unescaped: they come back as they were,
    // and the raw text never carries them unescaped.
    const QString lastLoc = c.workspace.root().entries.last().loc();
    QCOMPARE(lastLoc, u"http://example.com/&><'\"/"_s);
    QVERIFY(!html.contains("example.com/&>"));
    QVERIFY(html.contains("example.com/&amp;&gt;&lt;&#39;&quot;/"));
}

QTEST_GUILESS_MAIN(TestRealWorldReview)
#include "tst_realworld_review.moc"
