// The report tells the truth, driven through the real window: a sitemap with problems is
// opened, audited against a shop on the local test server (Tools → Audit Sitemap Against
// Site…), two of its problems fixed in the window with the warnings dock's Fix button and not
// saved; the report, as HTML and as PDF, then says what the live site shows (the published
// version's findings and audit), lists the two fixes as fixed in the document, not yet
// published, and lists the page not found with the pages that link to it and their anchor
// texts. Saving does not publish; undoing every fix gives the report as it always was. The
// shop is shaped like the web: 120-character URLs with queries, Czech and Ukrainian titles
// and anchors.

#include "dialogs/crawldialog.h"
#include "document/autosave.h"
#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "models/findingsmodel.h"
#include "testhttpserver.h"
#include "windowfixture.h"
#include "xmltree.h"

#include <QAction>
#include <QDir>
#include <QNetworkProxy>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// The sitemap's paths: a page fine, two noindex (one fixed in the window), one gone (fixed),
// all about 120 characters with their host.
const QString Home = u"/"_s;
const QString Fine
    = u"/katalog/stoly/zahradni-stul-teak-rozkladaci-200-cm?barva=prirodni&material=teak&id=4"_s;
const QString NoindexFixed
    = u"/katalog/lavice/dubova-lavice-150-cm-vyprodej-skladu?barva=tmava&velikost=mala&id=2"_s;
const QString NoindexKept
    = u"/katalog/lavice/dubova-lavice-120-cm-vyprodej-skladu?barva=svetla&velikost=mala&id=7"_s;
const QString Gone
    = u"/katalog/houpaci-site/houpaci-sit-bavlnena-pruhovana?varianta=modra&dostupnost=ne&id=3"_s;
const QString Blog = u"/blog/jak-pecovat-o-dubovy-zahradni-nabytek"_s;
const QString AnchorUk = u"Гамак бавовняний у смужку — знижка"_s;
const QString AnchorCs = u"Houpací síť bavlněná, pruhovaná"_s;
const QString Fixed = u"fixed in the document, not yet published"_s;

QByteArray link(const QString &path, const QString &anchor)
{
    return "<a href=\"" + path.toUtf8().replace("&", "&amp;") + "\">" + anchor.toUtf8() + "</a>";
}

QByteArray html(const QString &title, const QByteArray &head, const QByteArray &body)
{
    return "<!DOCTYPE html><html lang=cs><head><meta charset=utf-8><title>" + title.toUtf8()
        + "</title>" + head + "</head><body>" + body + link(Home, u"Domů"_s) + "</body></html>";
}

QString squeezed(QString text)
{
    return text.remove(QRegularExpression(u"\\s+"_s));
}

// The PDF's text by pdftotext, in the order it is drawn (-raw: a table cell's lines together,
// not beside the next cell's); empty when poppler-utils is not installed.
QString pdfText(const QString &path)
{
    const QString tool = QStandardPaths::findExecutable(u"pdftotext"_s);
    if (tool.isEmpty())
        return {};
    QProcess process;
    process.start(tool, { u"-raw"_s, u"-enc"_s, u"UTF-8"_s, path, u"-"_s });
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    // Compatibility forms undone: the PDF's fonts write "fi" as a ligature.
    const QStringList pages = QString::fromUtf8(process.readAllStandardOutput())
                                  .normalized(QString::NormalizationForm_KC)
                                  .split(u'\f');
    // The pages joined as one text, without what a page's end puts into the middle of a
    // table row that goes on on the next page: the footer (drawn last: "2 / 6", the title)
    // and the table's header row, which the next page repeats.
    QString text;
    static const QRegularExpression footer(u"\\n\\d+ / \\d+\\n[^\\n]*\\n*$"_s);
    static const QRegularExpression header(
        u"^(URL Message|URL What changed State|Page not found Status Linked from \\(anchor "
        "text\\))\\n"_s);
    for (QString page : pages) {
        page.remove(footer);
        page.remove(header);
        text += page + u'\n';
    }
    return text;
}

// The cells' texts of each row below the header, " | " between them.
QStringList rowTexts(const XmlNode *table)
{
    QStringList out;
    if (!table)
        return out;
    for (const XmlNode *row : table->findAll(u"tr"_s)) {
        QStringList cells;
        for (const XmlNode &cell : row->children)
            if (cell.name == u"td"_s)
                cells.append(cell.text());
        if (!cells.isEmpty())
            out.append(cells.join(u" | "_s));
    }
    return out;
}

struct Window : WindowFixture
{
    TestHttpServer &server;

    explicit Window(TestHttpServer &s)
        : server(s)
    {
    }

    EditorDocument *document() const { return window.document(); }
    QTreeView *findings() const { return find<QTreeView>(u"findingsView"_s); }
    QString url(const QString &path) const { return server.url(path).toString(); }

    bool open()
    {
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (const QString &path : { Home, Fine, NoindexFixed, NoindexKept, Gone })
            xml += "  <url><loc>" + server.url(path).toEncoded().replace("&", "&amp;")
                + "</loc><lastmod>2024-05-01</lastmod></url>\n";
        xml += "</urlset>\n";
        return write(u"zahrada.xml"_s, xml) && window.openFile(dir.filePath(u"zahrada.xml"_s));
    }

    bool audit()
    {
        find<QAction>(u"actionAuditSite"_s)->trigger();
        auto *dialog = find<CrawlDialog>(u"crawlDialog"_s);
        if (!dialog || !dialog->start())
            return false;
        CrawlDocument *crawls = window.crawlDocument();
        if (!QTest::qWaitFor([crawls] { return crawls->hasCrawl() && !crawls->isRunning(); },
                             30000))
            return false;
        return QTest::qWaitFor([this] { return row(u"SM411"_s, Gone) >= 0; }, 10000);
    }

    // The warnings list's row of `rule` about the entry at `path`; -1 when none.
    int row(const QString &rule, const QString &path) const
    {
        const QAbstractItemModel *model = findings()->model();
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex index = model->index(r, 0);
            if (index.data(FindingsModel::RuleRole).toString() != rule)
                continue;
            for (int c = 0; c < model->columnCount(); ++c)
                if (model->index(r, c).data().toString().contains(url(path)))
                    return r;
        }
        return -1;
    }

    // Selects the finding and presses Fix; true once the finding is gone. After a removal
    // the audit's findings come back shortly (AuditSession audits again): waited for.
    bool fix(const QString &rule, const QString &path)
    {
        if (!QTest::qWaitFor([&] { return row(rule, path) >= 0; }, 10000))
            return false;
        const int r = row(rule, path);
        clickRow(findings(), r);
        auto *button = find<QPushButton>(u"fixButton"_s);
        if (!button->isEnabled())
            return false;
        QTest::mouseClick(button, Qt::LeftButton);
        return QTest::qWaitFor([&] { return row(rule, path) < 0; }, 10000);
    }
};

} // namespace

class TestReportTruthGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void reportAfterFixesNotYetPublished();

private:
    TestHttpServer m_server;
};

// The windows go without closing, as after a kill: their crawls' copies are not left behind.
void TestReportTruthGui::cleanup()
{
    QDir(Autosave::root()).removeRecursively();
}

void TestReportTruthGui::initTestCase()
{
    QSettings().remove(u"crawl"_s);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.listen());
    m_server.setMaxRequests(5000);
    m_server.route(u"/robots.txt"_s, TestResponse::ok("User-agent: *\nAllow: /\n", "text/plain"));
    const QByteArray type = "text/html; charset=utf-8";
    m_server.route(Home,
                   TestResponse::ok(html(u"Zahradní nábytek — obchod"_s, {},
                                         link(Fine, u"Teakový stůl"_s)
                                             + link(NoindexFixed, u"Výprodej lavic"_s)
                                             + link(NoindexKept, u"Lavice 120 cm"_s)
                                             + link(Gone, AnchorUk) + link(Blog, u"Blog"_s)),
                                    type));
    m_server.route(QUrl(Fine).path(),
                   TestResponse::ok(html(u"Zahradní stůl teak"_s, {}, {}), type));
    for (const QString &path : { NoindexFixed, NoindexKept })
        m_server.route(
            QUrl(path).path(),
            TestResponse::ok(html(u"Лавка дубова — розпродаж"_s,
                                  "<meta name=\"robots\" content=\"noindex, follow\">", {}),
                             type));
    m_server.route(QUrl(Gone).path(), TestResponse::error(404));
    m_server.route(
        Blog,
        TestResponse::ok(html(u"Jak pečovat o dubový nábytek"_s, {}, link(Gone, AnchorCs)), type));
}

void TestReportTruthGui::reportAfterFixesNotYetPublished()
{
    Window w(m_server);
    QVERIFY(w.open());
    QVERIFY(w.audit());
    QVERIFY(w.row(u"SM415"_s, NoindexFixed) >= 0);
    QVERIFY(w.row(u"SM415"_s, NoindexKept) >= 0);

    // Two fixes in the window, not saved.
    QVERIFY(w.fix(u"SM415"_s, NoindexFixed));
    QVERIFY(w.fix(u"SM411"_s, Gone));
    QVERIFY(w.window.isWindowModified());
    QCOMPARE(w.document()->workspace().sitemaps.first().entries.size(), 3);

    const QString htmlPath = w.dir.filePath(u"zahrada-review.html"_s);
    QVERIFY(w.window.exportReport(htmlPath));
    QFile file(htmlPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString error;
    const XmlNode root = parseXmlTree(file.readAll(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    file.close();
    const QString text = root.text();

    // It says first which version it describes.
    QVERIFY2(text.contains(u"This report describes the sitemap as published: zahrada.xml as "
                           "opened on"_s),
             qPrintable(text.left(600)));
    QVERIFY(text.contains(u"The document has 2 fixes not yet published"_s));
    // The site audit judges the published sitemap: both noindex pages and the gone one.
    const XmlNode *noindex = root.byId(u"audit-SM415"_s);
    QVERIFY(noindex);
    QVERIFY(noindex->text().contains(w.url(NoindexFixed)));
    QVERIFY(noindex->text().contains(w.url(NoindexKept)));
    QVERIFY(root.byId(u"audit-SM411"_s));
    // The fixes, each with its URL, what changed and its state.
    const XmlNode *fixes = root.byId(u"unpublished-fixes"_s);
    QVERIFY(fixes);
    QCOMPARE(
        rowTexts(root.byId(u"fixed-SM415"_s)->findAll(u"table"_s).value(0)),
        QStringList { u"%1 | removed from the sitemap | %2"_s.arg(w.url(NoindexFixed), Fixed) });
    QCOMPARE(rowTexts(root.byId(u"fixed-SM411"_s)->findAll(u"table"_s).value(0)),
             QStringList { u"%1 | removed from the sitemap | %2"_s.arg(w.url(Gone), Fixed) });
    QVERIFY(!text.contains(w.url(NoindexKept) + u" | removed"_s));
    // The page not found with the pages that link to it and their anchors.
    const XmlNode *notFound = root.byId(u"audit-not-found"_s);
    QVERIFY(notFound);
    const QString gone = QUrl(w.url(Gone)).toDisplayString();
    QCOMPARE(rowTexts(notFound->findAll(u"table"_s).value(0)),
             QStringList { u"%1(listed in the sitemap) | 404 | %2 — “%3”%4 — “%5”"_s.arg(
                 gone, QUrl(w.url(Home)).toDisplayString(), AnchorUk,
                 QUrl(w.url(Blog)).toDisplayString(), AnchorCs) });
    QVERIFY(!text.contains(u"No findings: the files pass every rule."_s));

    // The PDF says the same.
    const QString pdfPath = w.dir.filePath(u"zahrada-review.pdf"_s);
    QVERIFY(w.window.exportReport(pdfPath));
    const QString pdf = pdfText(pdfPath);
    if (pdf.isEmpty()) {
        qWarning("pdftotext (poppler-utils) is not installed: the PDF's text is not read");
    } else {
        const QString flat = squeezed(pdf);
        for (const QString &said :
             { u"This report describes the sitemap as published"_s,
               u"Fixed in the document, not yet published"_s,
               w.url(NoindexFixed) + u"removed from the sitemap"_s + Fixed,
               w.url(Gone) + u"removed from the sitemap"_s + Fixed,
               // The audit's section of the published version: both noindex pages.
               u"Submitted URL marked 'noindex' Error Pages: 2"_s, u"Pages not found: 1"_s,
               QUrl(w.url(Home)).toDisplayString() + u" — “%1”"_s.arg(AnchorUk),
               // (the row goes on on the next page: the anchor's start)
               QUrl(w.url(Blog)).toDisplayString() + u" — “Houpací síť bavlněná,"_s })
            QVERIFY2(flat.contains(squeezed(said)), qPrintable(said));
    }

    // Saving is not publishing: the report still describes the version opened.
    QVERIFY(w.document()->save(w.dir.filePath(u"zahrada.xml"_s)));
    QVERIFY(!w.window.isWindowModified());
    QVERIFY(w.window.exportReport(htmlPath));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(parseXmlTree(file.readAll(), &error).text().contains(Fixed));
    file.close();

    // Every fix undone: the document is the published version again, the report as always.
    while (w.document()->undoStack()->canUndo())
        w.document()->undoStack()->undo();
    QCOMPARE(w.document()->workspace().sitemaps.first().entries.size(), 5);
    QVERIFY(w.window.exportReport(htmlPath));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString plain = parseXmlTree(file.readAll(), &error).text();
    QVERIFY(!plain.contains(u"not yet published"_s));
    QVERIFY(!plain.contains(u"as published"_s));
    QVERIFY(plain.contains(w.url(NoindexFixed)));
}

QTEST_MAIN(TestReportTruthGui)
#include "tst_reporttruth_gui.moc"
