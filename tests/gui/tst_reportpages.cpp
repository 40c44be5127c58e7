// The PDF report's pages: every page printed holds something to read besides its footer (the
// title and "3 / 7") and besides the report's closing note, for reports of many sizes: few
// findings and many, with and without a site audit, with pages not found listing from one to
// twenty linking pages each, with fixes not yet published, with 120-character URLs with
// queries and Czech and Ukrainian text. A sweep of the audit's length moves the sections'
// ends across the pages' ends, so that a section ends just above, at and just below a page's
// end somewhere in it. Each PDF is read back with poppler's pdftotext when it is installed
// (poppler-utils, in dev.sh's BUILD_PACKAGES), page by page; the layout's own account of the
// pages (ReportExport::pageTexts) is checked in any case, and its page count against the PDF.

#include "document/reportexport.h"
#include "io/loader.h"
#include "review/report.h"
#include "rules/checker.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

const QDateTime Now(QDate(2025, 6, 1), QTime(9, 30), Qt::UTC);
const QString ClosingNote = ReviewReport::tr("Rules and explanations: the Sitemap Studio rule "
                                             "catalogue (sitemap-studio-cli rules).");

// A product URL of about 120 characters, with a query, as shops write them.
QString productUrl(int i)
{
    const QString url = u"https://www.zahradni-nabytek-obchod.cz/katalog/lavice/"
                        "dubova-lavice-180-cm-prirodni-olej-%1?barva=prirodni&velikost=velka"
                        "&utm_source=newsletter"_s.arg(i, 5, 10, QLatin1Char('0'));
    return url;
}

QString pageUrl(int i)
{
    return u"https://www.zahradni-nabytek-obchod.cz/blog/%1-jak-pecovat-o-dubovy-nabytek-na-zahrade"
           "?stranka=%2&razeni=nejnovejsi"_s.arg(i)
               .arg(i % 7);
}

QString removedUrl(int i)
{
    return u"https://www.zahradni-nabytek-obchod.cz/katalog/houpaci-site/"
           "houpaci-sit-bavlnena-pruhovana-vyprodano-%1?varianta=modra&dostupnost=ne"_s.arg(i);
}

struct Shape
{
    int urls = 3;
    bool badValues = false; // invalid dates and priorities: many findings
    bool audit = false;
    int notFound = 0; // pages not found in the audit
    int linksEach = 1; // linking pages each
    bool unpublished = false; // a document with fixes not yet published
};
} // namespace

Q_DECLARE_METATYPE(Shape)

namespace {

struct Built
{
    Workspace published;
    QList<Finding> findings;
    Workspace document;
    QList<Finding> documentFindings;
    SiteAudit audit;
};

Workspace load(const QTemporaryDir &dir, const QString &name, const QByteArray &xml)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(xml) != xml.size())
        return {};
    file.close();
    return Loader::open(path);
}

QList<Finding> check(const Workspace &workspace)
{
    CheckOptions options;
    options.now = Now;
    Checker checker(options);
    checker.checkAll(workspace);
    return checker.findings();
}

QByteArray sitemapXml(const Shape &shape, bool fixed)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < shape.urls; ++i) {
        // The fixed document drops every fifth URL (those the audit says are gone).
        if (fixed && i % 5 == 4)
            continue;
        xml += "  <url><loc>" + productUrl(i).toUtf8().replace("&", "&amp;") + "</loc>";
        if (shape.badValues && i % 3 == 0 && !fixed)
            xml += "<lastmod>2024-13-45</lastmod><priority>1.5</priority>";
        else
            xml += "<lastmod>2024-05-0" + QByteArray::number(1 + i % 9) + "</lastmod>";
        xml += "</url>\n";
    }
    return xml + "</urlset>\n";
}

Built build(const QTemporaryDir &dir, const Shape &shape)
{
    Built b;
    b.published = load(dir, u"zahrada.xml"_s, sitemapXml(shape, false));
    b.findings = check(b.published);
    if (shape.unpublished) {
        b.document = load(dir, u"zahrada-fixed.xml"_s, sitemapXml(shape, true));
        b.documentFindings = check(b.document);
    }
    if (!shape.audit)
        return b;
    SiteAudit &a = b.audit;
    a.site = u"https://www.zahradni-nabytek-obchod.cz/"_s;
    a.pagesCrawled = a.pagesDone = 300;
    a.sitemapUrls = shape.urls;
    a.verdicts = { { u"Indexable"_s, 250 }, { u"Noindex"_s, 30 }, { u"Not found"_s, 20 } };
    a.statuses = { { u"200"_s, 280 }, { u"404"_s, 20 } };
    for (int i = 0; i < shape.urls; ++i) {
        if (i % 5 != 4)
            continue;
        Finding f = Finding::make(RuleId::SubmittedNoindex,
                                  u"%1 is marked noindex by its robots meta tag (Дубова лавка "
                                  "— розпродаж)"_s.arg(productUrl(i)));
        f.entryIndex = i;
        a.findings.append(f);
    }
    for (int i = 0; i < shape.notFound; ++i) {
        SiteAudit::NotFoundPage page;
        page.url = removedUrl(i);
        page.status = i % 4 == 3 ? 410 : 404;
        for (int l = 0; l < shape.linksEach; ++l)
            page.links.append({ pageUrl(i * 31 + l),
                                l % 2 ? u"Гамак бавовняний у смужку — знижка"_s
                                      : u"Houpací síť bavlněná, pruhovaná — výprodej"_s });
        page.linkCount = page.links.size() + (i % 3 == 0 ? 40 : 0);
        a.notFound.append(page);
    }
    return b;
}

ReviewReport report(const Built &b, const Shape &shape)
{
    ReviewReport r(b.published, b.findings);
    r.setTitle(u"Sitemap review: zahrada.xml"_s);
    r.setDate(Now);
    if (shape.audit)
        r.setSiteAudit(b.audit);
    if (shape.unpublished)
        r.setUnpublishedDocument(b.document, b.documentFindings, {},
                                 u"zahrada.xml as opened on 1 June 2025 at 9:30"_s);
    return r;
}

QString squeezed(QString text)
{
    text.remove(QRegularExpression(u"\\s+"_s));
    return text;
}

// What a page shows besides its footer and the closing note (a chart counts, as "[image]");
// empty when nothing.
QString body(const QString &page, int number, int count)
{
    QString text = squeezed(page);
    text.remove(squeezed(ClosingNote));
    text.remove(squeezed(u"Sitemap review: zahrada.xml"_s));
    text.remove(u"%1/%2"_s.arg(number).arg(count));
    return text;
}

// What `tool` (of poppler-utils) writes for `arguments`; empty when it is not installed or
// fails.
QString poppler(const QString &tool, const QStringList &arguments)
{
    const QString program = QStandardPaths::findExecutable(tool);
    if (program.isEmpty())
        return {};
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The text of each page of the PDF at `path`, by pdftotext, with "[image]" for each image
// pdfimages lists on it (the charts); empty when it cannot tell.
QStringList pdfPages(const QString &path)
{
    // Compatibility forms undone: the PDF's fonts write "fi" as a ligature.
    QStringList pages = poppler(u"pdftotext"_s, { u"-enc"_s, u"UTF-8"_s, path, u"-"_s })
                            .normalized(QString::NormalizationForm_KC)
                            .split(u'\f');
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast(); // after the last page's form feed
    // "page num type …", a rule, then a line per image starting with its page number.
    const QStringList images = poppler(u"pdfimages"_s, { u"-list"_s, path }).split(u'\n');
    for (qsizetype i = 2; i < images.size(); ++i) {
        bool ok = false;
        const int page = images.at(i).simplified().section(u' ', 0, 0).toInt(&ok);
        if (ok && page >= 1 && page <= pages.size())
            pages[page - 1] += u"\n[image]"_s;
    }
    return pages;
}

} // namespace

class TestReportPages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPageHasBodyText_data();
    void everyPageHasBodyText();

private:
    QTemporaryDir m_dir;
    bool m_toldNoPdftotext = false;
};

void TestReportPages::everyPageHasBodyText_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::newRow("few findings") << Shape { 3, true, false, 0, 1, false };
    QTest::newRow("no findings") << Shape { 2, false, false, 0, 1, false };
    QTest::newRow("few findings, audit") << Shape { 5, true, true, 2, 3, false };
    QTest::newRow("many findings") << Shape { 600, true, false, 0, 1, false };
    QTest::newRow("many findings, audit, 25 gone x 20 links")
        << Shape { 600, true, true, 25, 20, false };
    QTest::newRow("not yet published, audit") << Shape { 200, true, true, 12, 4, true };
    QTest::newRow("not yet published, no audit") << Shape { 60, true, false, 0, 1, true };
    // Section ends moved across page ends a line or two at a time.
    for (int gone = 0; gone <= 25; ++gone)
        QTest::addRow("sweep: %d gone", gone)
            << Shape { 40, true, true, gone, 1 + gone % 4, false };
    for (int links = 1; links <= 20; ++links)
        QTest::addRow("sweep: 6 gone x %d links", links)
            << Shape { 40, false, true, 6, links, links % 2 == 0 };
}

void TestReportPages::everyPageHasBodyText()
{
    QFETCH(Shape, shape);
    QVERIFY(m_dir.isValid());
    const Built built = build(m_dir, shape);
    QVERIFY(!built.published.root().failed);
    const ReviewReport r = report(built, shape);

    const QStringList pages = ReportExport::pageTexts(r);
    QVERIFY(!pages.isEmpty());
    for (qsizetype i = 0; i < pages.size(); ++i)
        QVERIFY2(!body(pages.at(i), int(i + 1), int(pages.size())).isEmpty(),
                 qPrintable(u"page %1 of %2 holds nothing but: %3"_s.arg(i + 1)
                                .arg(pages.size())
                                .arg(pages.at(i))));
    // The closing note is on the last page, after everything.
    QVERIFY(squeezed(pages.last()).endsWith(squeezed(ClosingNote)));

    const QString path = m_dir.filePath(u"report.pdf"_s);
    QString error;
    QVERIFY2(ReportExport::writePdf(r, path, &error), qPrintable(error));
    const QStringList printed = pdfPages(path);
    if (printed.isEmpty()) {
        if (!std::exchange(m_toldNoPdftotext, true))
            qWarning("pdftotext (poppler-utils) is not installed: the PDF is not read back");
        return;
    }
    QCOMPARE(printed.size(), pages.size());
    for (qsizetype i = 0; i < printed.size(); ++i) {
        QVERIFY2(squeezed(printed.at(i)).contains(u"%1/%2"_s.arg(i + 1).arg(printed.size())),
                 qPrintable(printed.at(i)));
        QVERIFY2(!body(printed.at(i), int(i + 1), int(printed.size())).isEmpty(),
                 qPrintable(u"PDF page %1 of %2 holds nothing but: %3"_s.arg(i + 1)
                                .arg(printed.size())
                                .arg(printed.at(i))));
    }
}

QTEST_MAIN(TestReportPages)
#include "tst_reportpages.moc"
