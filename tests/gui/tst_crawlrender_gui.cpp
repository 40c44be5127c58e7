// A site built by JavaScript crawled through the window with the real renderer program: the
// crawl dialog's Render JavaScript choice, the Crawl view's JavaScript column, its filter for
// rendered pages, and a page's details saying what its script changed (title, canonical, the
// links only the script writes). Skipped in a build without Qt WebEngine.

#include "dialogs/crawldialog.h"
#include "document/autosave.h"
#include "document/crawldocument.h"
#include "models/crawltablemodel.h"
#include "namedchild.h"
#include "testhttpserver.h"
#include "testpaths.h"
#include "widgets/crawldock.h"
#include "windowfixture.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkProxy>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// A shop whose every path answers the same index.html; its script draws each route's title and
// links, and on /kettles names another URL as the canonical.
const QByteArray AppJs = R"js(
const routes = {
  '/': { title: 'Kettles & Teapots', links: ['/kettles', '/teapots/cast-iron-tetsubin-0-8-l?colour=black&utm_source=menu', '/about'] },
  '/kettles': { title: 'Kettles', links: ['/', '/teapots/cast-iron-tetsubin-0-8-l?colour=black'], canonical: '/kettles/all' },
  '/teapots/cast-iron-tetsubin-0-8-l': { title: 'Cast-iron tetsubin, 0.8 l', links: ['/kettles'] },
  '/about': { title: 'About the shop', links: ['/'] },
};
const route = routes[location.pathname];
const root = document.getElementById('app');
if (route) {
  document.title = route.title + ' | Kettles & Teapots';
  const h1 = document.createElement('h1');
  h1.textContent = route.title;
  root.appendChild(h1);
  for (const href of route.links) {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = href;
    root.appendChild(a);
  }
  if (route.canonical) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = route.canonical;
    document.head.appendChild(link);
  }
} else {
  document.title = 'Not found';
}
)js";

const QByteArray IndexHtml
    = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<title>Kettles &amp; Teapots</title><script src=\"/static/js/main.4f9c2a.js\" defer>"
      "</script></head><body><noscript>You need to enable JavaScript to run this app."
      "</noscript><div id=\"app\"></div></body></html>\n";

} // namespace

class TestCrawlRenderGui : public QObject
{
    Q_OBJECT

private:
    TestHttpServer m_app;

    QString site() const { return m_app.url(u"/"_s).toString(); }

private Q_SLOTS:
    void initTestCase()
    {
        if (!TestPaths::rendererBuilt())
            QSKIP("this build has no Qt WebEngine: nothing is rendered");
        QStandardPaths::setTestModeEnabled(true);
        // Settings and autosave folders of this test's own.
        QCoreApplication::setOrganizationName(u"Sitemap Studio Render Tests"_s);
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        // The window finds the renderer beside itself when installed; here, in the build tree.
        qputenv("SITEMAP_STUDIO_RENDERER", SITEMAP_STUDIO_RENDER_PROGRAM);
        QVERIFY(m_app.listen());
        m_app.setFallback([](const TestRequest &request) {
            if (request.path == u"/robots.txt")
                return TestResponse::ok("User-agent: *\nDisallow:\n", "text/plain");
            if (request.path == u"/static/js/main.4f9c2a.js")
                return TestResponse::ok(AppJs, "text/javascript");
            return TestResponse::ok(IndexHtml, "text/html; charset=utf-8");
        });
        m_app.setMaxRequests(2000);
    }
    void init()
    {
        QSettings().clear(); // the dialog's defaults
    }
    // The windows go without closing: their crawls' copies are not left for the next test.
    void cleanup()
    {
        QDir(Autosave::root()).removeRecursively();
    }

    void renderedThroughTheWindow()
    {
        WindowFixture f;
        f.find<QAction>(u"actionCrawlSite"_s)->trigger();
        auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
        QVERIFY(dialog && dialog->isVisible());
        child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
        auto *render = child<QComboBox>(*dialog, u"crawlRender"_s);
        QVERIFY(render->isEnabled());
        // The default renders the pages that need it: this site's every page.
        QCOMPARE(render->currentData().toInt(), int(RenderMode::Auto));
        QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor(
            [&] { return !f.window.findChild<CrawlDialog *>(u"crawlDialog"_s); }));
        CrawlDocument *crawls = f.window.crawlDocument();
        QVERIFY(QTest::qWaitFor([crawls] { return !crawls->isRunning(); }, 120000));

        // Every route found through the links the script writes; the tracking parameter gone.
        const CrawlResult &crawl = crawls->crawl();
        QStringList paths;
        for (const CrawledPage &page : crawl.pages)
            if (page.has(CrawledPage::Fetched))
                paths.append(crawl.url(page.url).toString(QUrl::RemoveScheme | QUrl::RemoveAuthority));
        for (const QString &path :
             { u"/"_s, u"/kettles"_s, u"/teapots/cast-iron-tetsubin-0-8-l?colour=black"_s,
               u"/about"_s })
            QVERIFY2(paths.contains(path), qPrintable(paths.join(u' ')));
        QVERIFY2(!paths.join(u' ').contains(u"utm_source"_s), qPrintable(paths.join(u' ')));

        // The JavaScript column shows, and says each page was rendered.
        auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
        QVERIFY(dock);
        auto *table = child<QTableView>(*dock, u"crawlTable"_s);
        QVERIFY(!table->isColumnHidden(CrawlTableModel::JavaScript));
        QAbstractItemModel *rows = table->model();
        int rendered = 0;
        for (int row = 0; row < rows->rowCount(); ++row)
            rendered += rows->index(row, CrawlTableModel::JavaScript).data().toString()
                == u"rendered";
        QVERIFY2(rendered >= 4, qPrintable(QString::number(rendered)));

        // The filter for rendered pages.
        auto *filter = child<QComboBox>(*dock, u"crawlStatusFilter"_s);
        const int renderedItem = filter->findText(u"Rendered with JavaScript"_s);
        QVERIFY(renderedItem > 0);
        filter->setCurrentIndex(renderedItem);
        QCOMPARE(rows->rowCount(), rendered);
        filter->setCurrentIndex(filter->findText(u"App shells not rendered"_s));
        QCOMPARE(rows->rowCount(), 0);
        filter->setCurrentIndex(renderedItem);

        // The page whose script names a canonical: its details say what the script changed.
        int kettles = -1;
        for (int row = 0; row < rows->rowCount() && kettles < 0; ++row)
            if (QUrl(rows->index(row, CrawlTableModel::Url).data().toString()).path()
                == u"/kettles")
                kettles = row;
        QVERIFY(kettles >= 0);
        clickRow(table, kettles);
        const QString details = child<QLabel>(*dock, u"crawlDetails"_s)->text();
        QVERIFY2(details.contains(u"Rendered with JavaScript"_s), qPrintable(details));
        QVERIFY2(details.contains(u"Canonical: none in the HTML, "_s)
                     && details.contains(u"/kettles/all once rendered"_s),
                 qPrintable(details));
        QVERIFY2(details.contains(u"Title: “Kettles &amp; Teapots” in the HTML, “Kettles | "_s),
                 qPrintable(details));
        QVERIFY2(details.contains(u"only its JavaScript writes"_s)
                     && details.contains(u"cast-iron-tetsubin-0-8-l?colour=black"_s),
                 qPrintable(details));
        shoot(&f.window, u"crawl-view-rendered"_s);
    }

    // "Never" reads the shell alone: one page, its JavaScript not run.
    void neverReadsTheShell()
    {
        WindowFixture f;
        f.find<QAction>(u"actionCrawlSite"_s)->trigger();
        auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
        QVERIFY(dialog);
        child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
        auto *render = child<QComboBox>(*dialog, u"crawlRender"_s);
        render->setCurrentIndex(render->findData(int(RenderMode::Never)));
        QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor(
            [&] { return !f.window.findChild<CrawlDialog *>(u"crawlDialog"_s); }));
        CrawlDocument *crawls = f.window.crawlDocument();
        QVERIFY(QTest::qWaitFor([crawls] { return !crawls->isRunning(); }, 60000));
        int fetched = 0;
        for (const CrawledPage &page : crawls->crawl().pages)
            fetched += page.has(CrawledPage::Fetched) && page.status == 200;
        QCOMPARE(fetched, 1);
        auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
        auto *table = child<QTableView>(*dock, u"crawlTable"_s);
        QCOMPARE(table->model()->index(0, CrawlTableModel::JavaScript).data().toString(),
                 u"app shell, not rendered"_s);
        // Kept for the next crawl.
        QCOMPARE(CrawlChoices::load().render, RenderMode::Never);
    }
};

QTEST_MAIN(TestCrawlRenderGui)
#include "tst_crawlrender_gui.moc"
