// The review report and its SVG charts, read back with an XML parser: the report of a sample
// sitemap full of odd values names every rule the Checker found, with the catalogue's texts,
// the right counts and the first examples; URLs and messages with markup characters come back
// as they were; the charts are well-formed SVG with one bar per counted value; the changes
// section appears only with a comparison and shows the diff's numbers; the image mode names
// the charts' files. The report of a real-world corpus file: tst_realworld_review.

#include "io/loader.h"
#include "net/crawlsitemap.h"
#include "review/diff.h"
#include "review/report.h"
#include "review/statistics.h"
#include "review/svgchart.h"
#include "reviewcheck.h"
#include "rules/checker.h"
#include "testpaths.h"
#include "xmltree.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

const QDateTime Now(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC);
const QString XhtmlNs = u"http://www.w3.org/1999/xhtml"_s;
const QString SvgNs = u"http://www.w3.org/2000/svg"_s;
// Every extension, and markup characters in locations and values: many rules, one of them
// (SM203) with more findings than the report shows as examples.
const QString Sample = u"urlset-escaped-every-extension.xml"_s;

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

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

QByteArray urlset(const QByteArray &urls)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        + urls + "</urlset>\n";
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private slots:
    void reportNamesEveryRule();
    void chartsAreWellFormedSvg();
    void svgEscapesAndStyles();
    void markupInUrlsAndMessages();
    void changesOnlyWithComparison();
    void changesListTheFirstItems();
    void selfContainedAndImageReferences();
    void cleanFile();
    void unpublishedFixes();
    void notFoundPagesAndTheirLinks();
};

void TestReport::reportNamesEveryRule()
{
    const Checked c = check(TestPaths::data(Sample));
    QVERIFY(!c.workspace.isEmpty());
    // The file has 7 URLs and a requires_subscription of "YES".
    QCOMPARE(c.workspace.root().entries.size(), 7);
    verifyReportNamesEveryRule(c.workspace, c.findings, TestPaths::data(Sample), Now);
}

void TestReport::chartsAreWellFormedSvg()
{
    const Checked c = check(TestPaths::data(Sample));
    ReviewReport report(c.workspace, c.findings);
    const QList<ReviewReport::ChartImage> charts = report.charts();
    QVERIFY(charts.size() >= 5);
    QSet<QString> names;
    for (const ReviewReport::ChartImage &chart : charts) {
        names.insert(chart.fileName);
        QVERIFY(chart.fileName.endsWith(u".svg"_s));
        QString error;
        const QByteArray document = chart.svg.document();
        QVERIFY(document.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
        const XmlNode svg = parseXmlTree(document, &error);
        QVERIFY2(error.isEmpty(), qPrintable(chart.fileName + u": "_s + error));
        QCOMPARE(svg.name, u"svg"_s);
        QCOMPARE(svg.namespaceUri, SvgNs);
        QCOMPARE(svg.attribute(u"version"_s), u"1.1"_s);
        QVERIFY(chart.svg.width() > 100 && chart.svg.height() > 50);
        QCOMPARE(svg.attribute(u"viewBox"_s),
                 u"0 0 %1 %2"_s.arg(chart.svg.width()).arg(chart.svg.height()));
        QCOMPARE(svg.attribute(u"width"_s).toInt(), chart.svg.width());
        QCOMPARE(svg.findAll(u"title"_s).first()->text(), Statistics::title(chart.chart));
        // Nothing outside the file: no link, no image, no external font.
        QVERIFY(svg.findAll([](const XmlNode &node) {
                       return node.attributes.contains(u"href"_s)
                           || node.attributes.contains(u"xlink:href"_s) || node.name == u"image"
                           || node.name == u"style";
                   })
                    .isEmpty());

        // One drawn bar per value counted, and every value labelled with its count.
        const QList<Statistics::Bar> &bars = report.statistics().bars(chart.chart);
        const qsizetype counted
            = std::count_if(bars.cbegin(), bars.cend(), [](const auto &b) { return b.count > 0; });
        const QList<const XmlNode *> drawn = svg.findAll([](const XmlNode &node) {
            return node.name == u"rect" && node.attribute(u"fill"_s) != u"#ffffff";
        });
        QCOMPARE(drawn.size(), counted);
        QStringList tooltips;
        for (const XmlNode *g : svg.findAll(u"g"_s))
            for (const XmlNode &child : g->children)
                if (child.name == u"title")
                    tooltips.append(child.text());
        for (const Statistics::Bar &bar : bars)
            QVERIFY2(tooltips.contains(u"%1: %2"_s.arg(bar.label).arg(bar.count)),
                     qPrintable(bar.label));
        // Longer bars for larger counts (horizontal bars: width).
        if (SvgChart::styleFor(chart.chart) == SvgChart::Style::Bars && counted >= 2) {
            qsizetype largest = 0;
            for (qsizetype i = 1; i < bars.size(); ++i)
                if (bars.at(i).count > bars.at(largest).count)
                    largest = i;
            double widest = 0;
            for (const XmlNode *rect : drawn)
                widest = std::max(widest, rect->attribute(u"width"_s).toDouble());
            QCOMPARE(widest, 300.0);
        }
    }
    // The report shows the same charts inline.
    QString error;
    const XmlNode root = parseXmlTree(report.toHtml(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QList<const XmlNode *> inlineSvgs = root.findAll(u"svg"_s);
    QCOMPARE(inlineSvgs.size(), charts.size());
    for (const XmlNode *svg : inlineSvgs)
        QCOMPARE(svg->namespaceUri, SvgNs);
    QCOMPARE(names.size(), charts.size());
}

void TestReport::svgEscapesAndStyles()
{
    // Markup characters in the title and labels come back as they were.
    const QString title = u"Hosts <&> \"quoted\" 'single'"_s;
    const QList<Statistics::Bar> bars {
        { u"a<b & \"c\""_s, u"a"_s, 12, false },
        { u"plain"_s, u"p"_s, 3, false },
        { u"other"_s, u"other"_s, 0, true },
    };
    QString error;
    XmlNode svg = parseXmlTree(SvgChart::render(title, bars).document(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(svg.findAll(u"title"_s).first()->text(), title);
    QStringList texts;
    for (const XmlNode *text : svg.findAll(u"text"_s))
        texts.append(text->text());
    QVERIFY(texts.contains(u"a<b & \"c\""_s));
    QVERIFY(texts.contains(u"12"_s));
    QVERIFY(texts.contains(u"0"_s)); // a bar of none is labelled, not drawn

    // The histogram: months along the axis, "no lastmod" apart in grey, given colours kept.
    const QList<Statistics::Bar> months {
        { u"2023-11"_s, u"2023-11"_s, 4, false },
        { u"2023-12"_s, u"2023-12"_s, 9, false },
        { u"2024-01"_s, u"2024-01"_s, 1, false },
        { u"No lastmod"_s, u"none"_s, 6, true },
    };
    svg = parseXmlTree(
        SvgChart::render(u"Lastmod"_s, months, SvgChart::Style::Histogram).document(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QList<const XmlNode *> rects = svg.findAll([](const XmlNode &node) {
        return node.name == u"rect" && node.attribute(u"fill"_s) != u"#ffffff";
    });
    QCOMPARE(rects.size(), 4);
    // Vertical bars: the heights follow the counts, the tallest 9.
    const double unit = rects.at(1)->attribute(u"height"_s).toDouble() / 9;
    QVERIFY(unit > 0);
    QCOMPARE(qRound(rects.at(0)->attribute(u"height"_s).toDouble() / unit), 4);
    QCOMPARE(qRound(rects.at(3)->attribute(u"height"_s).toDouble() / unit), 6);
    QCOMPARE(rects.at(3)->attribute(u"fill"_s), QString(SvgChart::RestColour));
    QCOMPARE(rects.at(0)->attribute(u"fill"_s), QString(SvgChart::BarColour));
    // Left to right, with a gap before the bar that stands apart.
    const double x0 = rects.at(0)->attribute(u"x"_s).toDouble();
    const double x1 = rects.at(1)->attribute(u"x"_s).toDouble();
    const double x2 = rects.at(2)->attribute(u"x"_s).toDouble();
    const double x3 = rects.at(3)->attribute(u"x"_s).toDouble();
    QVERIFY(x0 < x1 && x1 < x2);
    QVERIFY(x3 - x2 > 1.5 * (x1 - x0));

    svg = parseXmlTree(SvgChart::render(u"Severities"_s, { { u"Errors"_s, u"error"_s, 2, false } },
                                        SvgChart::Style::Bars, { { u"error"_s, u"#c62828"_s } })
                           .document(),
                       &error);
    rects = svg.findAll([](const XmlNode &node) {
        return node.name == u"rect" && node.attribute(u"fill"_s) != u"#ffffff";
    });
    QCOMPARE(rects.size(), 1);
    QCOMPARE(rects.first()->attribute(u"fill"_s), u"#c62828"_s);

    // No bars at all: still a valid chart that says so.
    const SvgChart empty = SvgChart::render(u"Nothing"_s, {});
    svg = parseXmlTree(empty.document(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(empty.width() > 0 && empty.height() > 0);
    QCOMPARE(svg.findAll(u"text"_s).size(), 2);

    // Many values: sizes follow the data.
    QList<Statistics::Bar> many;
    for (int i = 0; i < 21; ++i)
        many.append({ u"host%1.example"_s.arg(i), u"h"_s, 100 - i, false });
    const SvgChart tall = SvgChart::render(u"Hosts"_s, many);
    const SvgChart shorter = SvgChart::render(u"Hosts"_s, many.mid(0, 3));
    QVERIFY(tall.height() > shorter.height() + 18 * 20);
}

void TestReport::markupInUrlsAndMessages()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path
        = writeFile(dir, u"odd <name> & more.xml"_s,
                    urlset("<url><loc>https://example.com/a?x=1&amp;y=&lt;2&gt;&amp;z=\"3\"</loc>"
                           "<lastmod>2023-13-45</lastmod></url>\n"
                           "<url><loc>https://example.com/b</loc></url>\n"));
    QVERIFY(!path.isEmpty());
    Checked c = check(path);
    const QString loc = u"https://example.com/a?x=1&y=<2>&z=\"3\""_s;
    QCOMPARE(c.workspace.root().entries.first().loc(), loc);
    // A message quoting what XML cannot carry at all (a C0 control), as a hand-made finding.
    Finding odd = Finding::make(RuleId::ControlCharacter, u"value holds \u0001 and \uFFFF"_s);
    odd.entryIndex = 1;
    c.findings.append(odd);

    ReviewReport report(c.workspace, c.findings);
    report.setTitle(u"Review of <b>odd</b> & \"quoted\""_s);
    const QByteArray html = report.toHtml();
    QString error;
    const XmlNode root = parseXmlTree(html, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(root.findAll(u"h1"_s).first()->text(), u"Review of <b>odd</b> & \"quoted\""_s);
    QVERIFY(root.findAll(u"b"_s).size() <= 1 + c.findings.size()); // no <b> from the title
    QVERIFY(!html.contains("<b>odd</b>"));

    QStringList urls, files, messages;
    for (const XmlNode *cell : root.findAll(
             [](const XmlNode &node) { return node.name == u"td" && node.hasClass(u"url"_s); }))
        urls.append(cell->text());
    for (const XmlNode *cell : root.findAll(
             [](const XmlNode &node) { return node.name == u"td" && node.hasClass(u"message"_s); }))
        messages.append(cell->text());
    QVERIFY2(urls.contains(loc), qPrintable(urls.join(u'\n')));
    QCOMPARE(summaryValue(root, u"File"_s), path); // the file's name, with its < > &
    QVERIFY(messages.contains(u"value holds \uFFFD and \uFFFD"_s));
    QVERIFY(!html.contains("y=<2>"));
}

void TestReport::changesOnlyWithComparison()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString oldPath = writeFile(
        dir, u"old.xml"_s,
        urlset("<url><loc>https://example.com/a</loc><lastmod>2024-01-01</lastmod></url>\n"
               "<url><loc>https://example.com/b</loc></url>\n"
               "<url><loc>https://example.com/c</loc><priority>0.5</priority></url>\n"));
    const QString newPath = writeFile(
        dir, u"new.xml"_s,
        urlset("<url><loc>https://example.com/c</loc><priority>0.5</priority></url>\n"
               "<url><loc>https://example.com/a</loc><lastmod>2024-02-01</lastmod></url>\n"
               "<url><loc>https://example.com/d?e=1&amp;f=2</loc></url>\n"));
    const Checked older = check(oldPath);
    const Checked newer = check(newPath);

    ReviewReport plain(newer.workspace, newer.findings);
    QString error;
    XmlNode root = parseXmlTree(plain.toHtml(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!root.byId(u"changes"_s));
    QVERIFY(!root.text().contains(u"Changes since"_s));
    QVERIFY(summaryValue(root, u"Compared with"_s).isEmpty());

    const SitemapDiff diff = SitemapDiff::compare(older.workspace, newer.workspace);
    // c is the same (in another place), a's lastmod changed, b went, d came.
    QCOMPARE(diff.added(), 1);
    QCOMPARE(diff.removed(), 1);
    QCOMPARE(diff.changed(), 1);
    QCOMPARE(diff.unchanged(), 1);
    ReviewReport compared(newer.workspace, newer.findings);
    compared.setComparison(diff, older.workspace, u"old <1>.xml"_s);
    root = parseXmlTree(compared.toHtml(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const XmlNode *heading = root.byId(u"changes"_s);
    QVERIFY(heading);
    QCOMPARE(heading->text(), u"Changes since old <1>.xml"_s);
    QCOMPARE(summaryValue(root, u"Compared with"_s), u"old <1>.xml"_s);
    QCOMPARE(summaryValue(root, u"Added"_s), u"1"_s);
    QCOMPARE(summaryValue(root, u"Removed"_s), u"1"_s);
    QCOMPARE(summaryValue(root, u"Changed"_s), u"1"_s);
    QCOMPARE(summaryValue(root, u"Unchanged"_s), u"1"_s);

    const QList<const XmlNode *> tables = root.findAll(
        [](const XmlNode &node) { return node.name == u"table" && node.hasClass(u"changes"_s); });
    QCOMPARE(tables.size(), 3);
    QCOMPARE(rows(tables.at(0)), QList<QStringList> { { u"https://example.com/d?e=1&f=2"_s } });
    QCOMPARE(rows(tables.at(1)), QList<QStringList> { { u"https://example.com/b"_s } });
    const QList<QStringList> changed = rows(tables.at(2));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0), u"https://example.com/a"_s);
    QVERIFY2(changed.first().at(1).contains(u"lastmod"_s)
                 && changed.first().at(1).contains(u"2024-01-01"_s)
                 && changed.first().at(1).contains(u"2024-02-01"_s),
             qPrintable(changed.first().at(1)));

    // The same file on both sides: the section says so.
    ReviewReport same(newer.workspace, newer.findings);
    same.setComparison(SitemapDiff::compare(newer.workspace, newer.workspace), newer.workspace,
                       u"new.xml"_s);
    root = parseXmlTree(same.toHtml(), &error);
    QVERIFY(root.byId(u"changes"_s));
    QVERIFY(root.text().contains(u"No changes"_s));
}

void TestReport::changesListTheFirstItems()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray added;
    for (int i = 0; i < 30; ++i)
        added += "<url><loc>https://example.com/new" + QByteArray::number(i) + "</loc></url>\n";
    const Checked older = check(
        writeFile(dir, u"old.xml"_s, urlset("<url><loc>https://example.com/</loc></url>\n")));
    const Checked newer = check(writeFile(
        dir, u"new.xml"_s, urlset("<url><loc>https://example.com/</loc></url>\n" + added)));
    const SitemapDiff diff = SitemapDiff::compare(older.workspace, newer.workspace);
    QCOMPARE(diff.added(), 30);
    ReviewReport report(newer.workspace, newer.findings);
    report.setComparison(diff, older.workspace, u"old.xml"_s);
    report.setItemsPerChange(25);
    QString error;
    const XmlNode root = parseXmlTree(report.toHtml(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const XmlNode *table = firstWithClass(root, u"table"_s, u"changes"_s);
    const QList<QStringList> listed = rows(table);
    QCOMPARE(listed.size(), 25);
    QCOMPARE(listed.first().first(), u"https://example.com/new0"_s);
    QCOMPARE(listed.last().first(), u"https://example.com/new24"_s);
    QVERIFY(root.text().contains(u"… and 5 more."_s));
}

void TestReport::selfContainedAndImageReferences()
{
    const Checked c = check(TestPaths::data(Sample));
    ReviewReport report(c.workspace, c.findings);
    QString error;
    XmlNode root = parseXmlTree(report.toHtml(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // Nothing to fetch, nothing to run: links stay inside the document.
    QVERIFY(root.findAll([](const XmlNode &node) {
                    return node.name == u"script" || node.name == u"link" || node.name == u"img"
                        || node.name == u"iframe" || node.name == u"object"
                        || node.attributes.contains(u"src"_s);
                })
                .isEmpty());
    const QList<const XmlNode *> links
        = root.findAll([](const XmlNode &node) { return node.attributes.contains(u"href"_s); });
    QVERIFY(!links.isEmpty());
    for (const XmlNode *link : links) {
        const QString href = link->attribute(u"href"_s);
        QVERIFY2(href.startsWith(u'#') && root.byId(href.mid(1)), qPrintable(href));
    }
    QCOMPARE(root.findAll(u"style"_s).size(), 1);

    // Image mode: <img> naming each chart's file at its size, and no inline SVG.
    report.setChartMode(ReviewReport::ChartMode::ImageReferences);
    root = parseXmlTree(report.toHtml(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(root.findAll(u"svg"_s).isEmpty());
    const QList<ReviewReport::ChartImage> charts = report.charts();
    const QList<const XmlNode *> images = root.findAll(u"img"_s);
    QCOMPARE(images.size(), charts.size());
    for (qsizetype i = 0; i < charts.size(); ++i) {
        QCOMPARE(images.at(i)->attribute(u"src"_s), charts.at(i).fileName);
        QCOMPARE(images.at(i)->attribute(u"width"_s).toInt(), charts.at(i).svg.width());
        QCOMPARE(images.at(i)->attribute(u"height"_s).toInt(), charts.at(i).svg.height());
        QCOMPARE(images.at(i)->attribute(u"alt"_s), Statistics::title(charts.at(i).chart));
    }
}

void TestReport::cleanFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(u"https://example.com/sitemap.xml"_s);
    Workspace workspace = Loader::open(writeFile(
        dir, u"clean.xml"_s,
        urlset("<url><loc>https://example.com/</loc><lastmod>2023-12-01</lastmod></url>\n")));
    Checker checker(options);
    checker.checkAll(workspace);
    QVERIFY(checker.findings().isEmpty());
    ReviewReport report(workspace, checker.findings());
    QString error;
    const XmlNode root = parseXmlTree(report.toHtml(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(root.text().contains(u"No findings"_s));
    QVERIFY(!firstWithClass(root, u"div"_s, u"rule"_s));
    QCOMPARE(summaryValue(root, u"URLs"_s), u"1"_s);
    // Charts with nothing to count are named, not drawn.
    QVERIFY(!root.byId(u"chart-rules"_s));
    QVERIFY(root.byId(u"chart-hosts"_s));
    QVERIFY(root.text().contains(Statistics::title(Statistics::Chart::Rules)));
}

namespace {

// A shop as the web serves it: 120-character URLs with queries, Czech and Ukrainian texts.
const QString Site = u"https://www.zahradni-nabytek-obchod.cz/"_s;
const QString BadDate = Site
    + u"katalog/lavice/dubova-lavice-180-cm-prirodni-olej?barva=prirodni&velikost=velka&utm_source=newsletter&id=1"_s;
const QString Noindex = Site
    + u"katalog/lavice/dubova-lavice-150-cm-vyprodej-skladu?barva=tmava&velikost=mala&utm_source=newsletter&id=2"_s;
const QString Gone = Site
    + u"katalog/houpaci-site/houpaci-sit-bavlnena-pruhovana?varianta=modra&dostupnost=vyprodano&utm_source=feed&id=3"_s;
const QString Fine = Site
    + u"katalog/stoly/zahradni-stul-teak-rozkladaci-200-cm?barva=prirodni&material=teak&utm_source=newsletter&id=4"_s;
const QString Missing = Site
    + u"katalog/stoly/zahradni-stul-akat-kulaty-120-cm?barva=prirodni&material=akat&utm_source=newsletter&id=5"_s;
const QString GoneLinked = Site + u"blog/jak-vybrat-houpaci-sit"_s; // gone, not in the sitemap
const QString Blog = Site + u"blog/pece-o-dubovy-nabytek"_s;
const QString AnchorUk = u"Гамак бавовняний у смужку — знижка"_s;
const QString AnchorCs = u"Houpací síť bavlněná, pruhovaná"_s;

QByteArray entry(const QString &loc, const QByteArray &lastmod)
{
    return "<url><loc>" + loc.toUtf8().replace("&", "&amp;") + "</loc><lastmod>" + lastmod
        + "</lastmod></url>\n";
}

// The site's crawl: the home page links every page (the gone one with a Ukrainian anchor),
// the blog links the gone page with a Czech anchor and a gone article; one page is noindex,
// one gone, one indexable page is missing from the sitemap.
CrawlResult shopCrawl()
{
    CrawlResult crawl;
    crawl.startUrl = QUrl(Site);
    const quint32 html = crawl.internContentType("text/html; charset=utf-8");
    auto add = [&](const QString &url, qint16 status, quint16 flags,
                   const QList<std::pair<QString, QString>> &links) {
        CrawledPage page;
        page.url = crawl.intern(QUrl(url));
        page.status = status;
        page.flags = CrawledPage::Fetched | flags;
        page.contentType = quint16(status == 200 ? html : 0);
        page.title = u"Zahradní nábytek"_s;
        std::vector<quint32> anchors;
        for (const auto &[target, anchor] : links) {
            page.links.push_back(crawl.intern(QUrl(target)));
            anchors.push_back(crawl.internAnchor(anchor));
        }
        crawl.setLinkDetails(page.url, std::move(anchors), std::vector<quint8>(links.size(), 0));
        crawl.addPage(std::move(page));
    };
    add(Site, 200, CrawledPage::Html | CrawledPage::Start,
        { { BadDate, u"Dubová lavice 180 cm"_s },
          { Noindex, u"Výprodej"_s },
          { Gone, AnchorUk },
          { Fine, u"Teakový stůl"_s },
          { Missing, u"Akátový stůl"_s },
          { Blog, u"Blog"_s } });
    add(BadDate, 200, CrawledPage::Html, { { Site, u"Domů"_s } });
    add(Noindex, 200, CrawledPage::Html | CrawledPage::NoindexMeta, { { Site, u"Domů"_s } });
    add(Gone, 404, 0, {});
    add(Fine, 200, CrawledPage::Html, { { Site, u"Domů"_s } });
    add(Missing, 200, CrawledPage::Html, { { Site, u"Domů"_s } });
    add(Blog, 200, CrawledPage::Html, { { Gone, AnchorCs }, { GoneLinked, QString() } });
    add(GoneLinked, 410, 0, {});
    crawl.settleLinkDepths();
    return crawl;
}

struct Versions
{
    QTemporaryDir dir;
    Workspace published;
    QList<Finding> publishedFindings;
    Workspace document;
    QList<Finding> documentFindings;
    CrawlResult crawl = shopCrawl();
};

QList<Finding> checked(const Workspace &workspace)
{
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(Site + u"sitemap.xml"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    return checker.findings();
}

// The sitemap as published, with an invalid date, a noindex page and a gone page, and the
// document after the fixes: the date written right, the two URLs removed, the missing page
// added.
void makeVersions(Versions &v)
{
    v.published
        = Loader::open(writeFile(v.dir, u"sitemap.xml"_s,
                                 urlset(entry(BadDate, "2024-13-45") + entry(Noindex, "2023-05-02")
                                        + entry(Gone, "2023-05-03") + entry(Fine, "2023-05-04"))));
    v.publishedFindings = checked(v.published);
    v.document
        = Loader::open(writeFile(v.dir, u"fixed.xml"_s,
                                 urlset(entry(BadDate, "2023-05-01") + entry(Fine, "2023-05-04")
                                        + entry(Missing, "2023-05-05"))));
    v.documentFindings = checked(v.document);
}

QStringList rowTexts(const XmlNode *table)
{
    QStringList out;
    for (const QStringList &row : rows(table))
        out.append(row.join(u" | "_s));
    return out;
}

} // namespace

void TestReport::unpublishedFixes()
{
    Versions v;
    makeVersions(v);
    QVERIFY(!v.published.root().failed && !v.document.root().failed);
    ReviewReport report(v.published, v.publishedFindings);
    report.setDate(Now);
    report.setSiteAudit(CrawlSitemap::siteAudit(v.published, v.crawl));
    report.setUnpublishedDocument(v.document, v.documentFindings,
                                  CrawlSitemap::audit(v.document, v.crawl),
                                  u"sitemap.xml as opened on 1 January 2024 at 0:00"_s);

    // The fixes: the checker's first, then the audit's, each with what changed.
    qsizetype introduced = -1;
    QStringList fixes;
    for (const ReviewReport::Fix &fix : report.unpublishedFixes(&introduced))
        fixes.append(u"%1 %2 %3 %4"_s.arg(
            QString(fix.ruleId), fix.fromAudit ? u"audit"_s : u"rules"_s, fix.url, fix.change));
    QCOMPARE(introduced, 0);
    QCOMPARE(
        fixes,
        QStringList({ u"SM501 rules %1 changed: lastmod: 2024-13-45 → 2023-05-01"_s.arg(BadDate),
                      u"SM415 audit %1 removed from the sitemap"_s.arg(Noindex),
                      u"SM411 audit %1 removed from the sitemap"_s.arg(Gone),
                      u"SM418 audit %1 added to the sitemap"_s.arg(Missing) }));

    QString error;
    const XmlNode root = parseXmlTree(report.toHtml(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString text = root.text();
    // Said first: the report describes the published version.
    const XmlNode *note = firstWithClass(root, u"p"_s, u"unpublished"_s);
    QVERIFY(note);
    QVERIFY2(note->text().contains(u"describes the sitemap as published: sitemap.xml as opened "
                                   "on 1 January 2024"_s),
             qPrintable(note->text()));
    QVERIFY2(note->text().contains(u"4 fixes not yet published"_s), qPrintable(note->text()));
    QVERIFY(summaryValue(root, u"Version"_s).startsWith(u"As published: sitemap.xml"_s));
    // The findings and the site audit are the published version's.
    QVERIFY(root.byId(u"rule-SM501"_s));
    QCOMPARE(summaryValue(root, u"URLs"_s), u"4"_s);
    for (const QString &id : { u"audit-SM415"_s, u"audit-SM411"_s, u"audit-SM418"_s })
        QVERIFY2(root.byId(id), qPrintable(id));
    QVERIFY(text.contains(u"The audit judges the sitemap as published"_s));
    QVERIFY(!text.contains(u"No findings"_s));
    // The fixes, each row with its state.
    QVERIFY(root.byId(u"unpublished-fixes"_s));
    const QStringList expected[] = {
        { u"SM501"_s,
          u"%1 | changed: lastmod: 2024-13-45 → 2023-05-01 | fixed in the document, not yet published"_s
              .arg(BadDate) },
        { u"SM415"_s,
          u"%1 | removed from the sitemap | fixed in the document, not yet published"_s.arg(
              Noindex) },
        { u"SM411"_s,
          u"%1 | removed from the sitemap | fixed in the document, not yet published"_s.arg(Gone) },
        { u"SM418"_s,
          u"%1 | added to the sitemap | fixed in the document, not yet published"_s.arg(Missing) },
    };
    for (const QStringList &row : expected) {
        const XmlNode *section = root.byId(u"fixed-"_s + row.first());
        QVERIFY2(section, qPrintable(row.first()));
        const QList<const XmlNode *> tables = section->findAll(u"table"_s);
        QCOMPARE(tables.size(), 1);
        QCOMPARE(rowTexts(tables.first()), QStringList { row.at(1) });
    }

    // Without the document, the report is as before: nothing about publishing.
    ReviewReport plain(v.published, v.publishedFindings);
    const QString plainText = parseXmlTree(plain.toHtml(), &error).text();
    QVERIFY(!plainText.contains(u"not yet published"_s));
    QVERIFY(!plainText.contains(u"as published"_s));

    // A document that fixed nothing: the section says so.
    ReviewReport same(v.published, v.publishedFindings);
    same.setUnpublishedDocument(v.published, v.publishedFindings, {}, u"sitemap.xml"_s);
    QVERIFY(same.unpublishedFixes().isEmpty());
    QVERIFY(parseXmlTree(same.toHtml(), &error)
                .text()
                .contains(u"None of the changes made in the document fixes a finding."_s));
}

void TestReport::notFoundPagesAndTheirLinks()
{
    Versions v;
    makeVersions(v);
    const SiteAudit audit = CrawlSitemap::siteAudit(v.published, v.crawl);
    // The sitemap's gone page first, then the others; each with its linking pages in crawl
    // order and their anchors.
    QCOMPARE(audit.notFound.size(), 2);
    const SiteAudit::NotFoundPage &gone = audit.notFound.at(0);
    QCOMPARE(gone.url, QUrl(Gone).toDisplayString());
    QCOMPARE(gone.status, 404);
    QVERIFY(gone.inSitemap);
    QCOMPARE(gone.linkCount, 2);
    QCOMPARE(gone.links.size(), 2);
    QCOMPARE(gone.links.at(0).from, QUrl(Site).toDisplayString());
    QCOMPARE(gone.links.at(0).anchor, AnchorUk);
    QCOMPARE(gone.links.at(1).from, QUrl(Blog).toDisplayString());
    QCOMPARE(gone.links.at(1).anchor, AnchorCs);
    const SiteAudit::NotFoundPage &article = audit.notFound.at(1);
    QCOMPARE(article.status, 410);
    QVERIFY(!article.inSitemap);
    QCOMPARE(article.linkCount, 1);

    ReviewReport report(v.published, v.publishedFindings);
    report.setSiteAudit(audit);
    QString error;
    const XmlNode root = parseXmlTree(report.toHtml(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const XmlNode *section = root.byId(u"audit-not-found"_s);
    QVERIFY(section);
    QVERIFY(section->text().contains(u"Pages not found: 2"_s));
    const QStringList table = rowTexts(section->findAll(u"table"_s).value(0));
    QCOMPARE(table.size(), 2);
    QCOMPARE(table.at(0),
             u"%1(listed in the sitemap) | 404 | %2 — “%3”%4 — “%5”"_s.arg(
                 QUrl(Gone).toDisplayString(), QUrl(Site).toDisplayString(), AnchorUk,
                 QUrl(Blog).toDisplayString(), AnchorCs));
    QCOMPARE(table.at(1),
             u"%1 | 410 | %2 (a link with no anchor text)"_s.arg(QUrl(GoneLinked).toDisplayString(),
                                                                 QUrl(Blog).toDisplayString()));
}

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
