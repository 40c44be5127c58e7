// Tools → Crawl Site, driven by object names in the real window against a small site on the
// local test server (127.0.0.1, proxies off, a request budget): the dialog sets the crawl up
// and Start leaves it; the crawl runs in the Crawl view, whose rows come in as pages are done,
// with a progress bar, Pause that stops new requests and Resume, Stop that keeps what was
// crawled and Go On that takes it up again; a start URL that is no web address; Create Sitemap
// making a new document of the indexable pages as one undo step; Tools → Audit Sitemap Against
// Site listing its findings with the warnings, with Add the Missing Pages as one undo step that
// the findings follow; a crawl kept in a file and cut short gone on with.

#include "controllers/crawlcontroller.h"
#include "dialogs/crawldialog.h"
#include "document/autosave.h"
#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "hostilesite.h"
#include "loopbacksite.h"
#include "models/crawltablemodel.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "namedchild.h"
#include "net/crawlstore.h"
#include "testhttpserver.h"
#include "widgets/crawldock.h"
#include "widgets/warningsdock.h"
#include "windowfixture.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkProxy>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <functional>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

constexpr int Pages = 40;

// Tools → Crawl Site…, the fields set by `setUp`, then Start: the dialog goes and the crawl
// runs in the window. Null when the dialog did not show or did not go.
CrawlDocument *startCrawl(WindowFixture &f, const QUrl &url,
                          const std::function<void(CrawlDialog &)> &setUp = {},
                          const QString &action = u"actionCrawlSite"_s)
{
    f.find<QAction>(action)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    if (!dialog || !dialog->isVisible())
        return nullptr;
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(url.toString());
    if (setUp)
        setUp(*dialog);
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return !f.window.findChild<CrawlDialog *>(u"crawlDialog"_s); }))
        return nullptr;
    CrawlDocument *crawls = f.window.crawlDocument();
    return crawls->isRunning() ? crawls : nullptr;
}

// Waits for the crawl to end.
bool ended(CrawlDocument *crawls, int timeoutMs = 30000)
{
    return QTest::qWaitFor([crawls] { return !crawls->isRunning(); }, timeoutMs);
}

} // namespace

class TestCrawlDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void liveCountsPauseAndResume();
    void stopKeepsWhatWasCrawled();
    void notAWebAddress();
    void pageTimeAndCutsShown();
    void createSitemapInTheWindow();
    void auditTheOpenSitemap();
    void goOnWithAKeptCrawl();
    void imagesAndPageDatesInTheWindow();
    void countsAgreeFailuresNamedChoicesKept();
    void contentHistoryInTheWindow();

private:
    TestHttpServer m_server;
};

void TestCrawlDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.listen());
    m_server.setMaxRequests(1000);
    // Home links pages 0 .. Pages-1; page 3 is noindex. Each answers in 120 ms, so that a
    // crawl lasts long enough (some 2.5 s) to be watched, paused and stopped.
    QStringList links;
    for (int i = 0; i < Pages; ++i)
        links.append(u"/page-%1"_s.arg(i));
    auto serve = [this](const QString &path, const QByteArray &body) {
        TestResponse response = TestResponse::ok(body, "text/html");
        response.delayMs = 120;
        m_server.route(path, response);
    };
    serve(u"/"_s, LoopbackSite::page(u"Home"_s, links));
    for (int i = 0; i < Pages; ++i)
        serve(links.at(i),
              LoopbackSite::page(u"Page %1"_s.arg(i), { u"/"_s },
                                 i == 3 ? "<meta name=robots content=noindex>" : ""));
}

// The windows go without closing, as after a kill: their crawls' copies are not left for the
// next test.
void TestCrawlDialog::cleanup()
{
    QDir(Autosave::root()).removeRecursively();
}

void TestCrawlDialog::init()
{
    m_server.clearRequests();
    // Each test starts from the dialog's own defaults, not the choices of the last crawl.
    QSettings().remove(u"crawl"_s);
}

void TestCrawlDialog::liveCountsPauseAndResume()
{
    WindowFixture f;
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    QVERIFY(!dock->isVisible());
    CrawlDocument *crawls = startCrawl(f, m_server.url(u"/"_s));
    QVERIFY(crawls);
    // The Crawl view comes forward with its progress; Create Sitemap waits for the end.
    QVERIFY(dock->isVisible());
    auto *progress = f.find<QProgressBar>(u"crawlProgress"_s);
    auto *counts = f.find<QLabel>(u"crawlProgressText"_s);
    auto *pause = f.find<QPushButton>(u"crawlPauseButton"_s);
    QVERIFY(progress->isVisible());
    QVERIFY(pause->isVisible());
    QVERIFY(!f.find<QPushButton>(u"crawlCreateSitemap"_s)->isVisible());
    // Rows come in while it runs: the event loop keeps turning.
    QTRY_VERIFY_WITH_TIMEOUT(dock->model()->rowCount() >= 5, 20000);
    QVERIFY(crawls->isRunning());
    QVERIFY2(counts->text().contains(u"done"_s) && counts->text().contains(u"waiting"_s)
                 && counts->text().contains(u"pages/s"_s),
             qPrintable(counts->text()));
    QVERIFY(progress->value() >= 5);
    QVERIFY(progress->maximum() >= progress->value());
    shoot(&f.window, u"crawl-live"_s);

    QTest::mouseClick(pause, Qt::LeftButton);
    QVERIFY(crawls->isPaused());
    QCOMPARE(pause->text().remove(u'&'), u"Resume"_s);
    // What was in flight arrives and shows (slowly on a loaded machine): the pages done stop
    // changing and every one of them is a row.
    int settled = -1;
    auto settling = [&] {
        QTest::qWait(400);
        const int now = crawls->pagesDone();
        const bool same = now == settled && dock->model()->rowCount() == now;
        settled = now;
        return same;
    };
    QTRY_VERIFY_WITH_TIMEOUT(settling(), 15000);
    // Nothing new starts while it is paused.
    const int asked = int(m_server.requests().size());
    const int rows = dock->model()->rowCount();
    QTest::qWait(600);
    QCOMPARE(int(m_server.requests().size()), asked);
    QCOMPARE(dock->model()->rowCount(), rows);
    QVERIFY(crawls->isRunning());
    QVERIFY(rows < Pages + 1);

    QTest::mouseClick(pause, Qt::LeftButton);
    QCOMPARE(pause->text().remove(u'&'), u"Pause"_s);
    QVERIFY(ended(crawls));
    QCOMPARE(crawls->crawl().pagesFetched(), Pages + 1);
    QCOMPARE(dock->model()->rowCount(), Pages + 1);
    QVERIFY(!progress->isVisible());
    auto *summary = f.find<QLabel>(u"crawlSummary"_s);
    QVERIFY2(summary->text().startsWith(
                 u"%1 pages done, 0 failed, %2 indexable"_s.arg(Pages + 1).arg(Pages)),
             qPrintable(summary->text()));
    // Every page but the noindex one, made into the sitemap.
    auto *create = f.find<QPushButton>(u"crawlCreateSitemap"_s);
    QVERIFY(create->isVisible() && create->isEnabled());
    QTest::mouseClick(create, Qt::LeftButton);
    const Workspace &sitemap = f.window.document()->workspace();
    QCOMPARE(sitemap.sitemaps.size(), 1);
    QCOMPARE(sitemap.sitemaps.first().entries.size(), Pages);
    for (const UrlEntry &entry : sitemap.sitemaps.first().entries)
        QVERIFY(!entry.loc().endsWith(u"/page-3"_s));
    // The crawl stays beside the new sitemap.
    QVERIFY(crawls->hasCrawl());
    QCOMPARE(dock->model()->rowCount(), Pages + 1);
}

void TestCrawlDialog::stopKeepsWhatWasCrawled()
{
    WindowFixture f;
    CrawlDocument *crawls = startCrawl(f, m_server.url(u"/"_s));
    QVERIFY(crawls);
    QTRY_VERIFY_WITH_TIMEOUT(crawls->crawl().pagesFetched() >= 6, 20000);
    QTest::mouseClick(f.find<QPushButton>(u"crawlStopButton"_s), Qt::LeftButton);
    QVERIFY(!crawls->isRunning());
    QVERIFY(crawls->crawl().cancelled);
    const int fetched = crawls->crawl().pagesFetched();
    QVERIFY(fetched < Pages);
    QVERIFY2(f.find<QLabel>(u"crawlSummary"_s)->text().contains(u"Stopped"_s),
             qPrintable(f.find<QLabel>(u"crawlSummary"_s)->text()));
    QVERIFY(f.find<QPushButton>(u"crawlCreateSitemap"_s)->isEnabled());

    // Go On takes it up: the pages done are not asked again, and it ends whole.
    QStringList doneBefore;
    for (const CrawledPage &page : crawls->crawl().pages)
        if (page.has(CrawledPage::Fetched))
            doneBefore.append(crawls->crawl().url(page.url).path());
    QTest::qWait(200);
    m_server.clearRequests();
    auto *goOn = f.find<QPushButton>(u"crawlGoOnButton"_s);
    QVERIFY(goOn->isVisible());
    QTest::mouseClick(goOn, Qt::LeftButton);
    QVERIFY(crawls->isRunning());
    QVERIFY(ended(crawls));
    QCOMPARE(crawls->crawl().pagesFetched(), Pages + 1);
    QVERIFY(!crawls->crawl().cancelled);
    QCOMPARE(f.find<CrawlDock>(u"crawlDock"_s)->model()->rowCount(), Pages + 1);
    for (const TestRequest &request : m_server.requests())
        QVERIFY2(!doneBefore.contains(request.path), qPrintable(request.path));
    QVERIFY(!goOn->isVisible());
}

void TestCrawlDialog::notAWebAddress()
{
    WindowFixture f;
    f.find<QAction>(u"actionCrawlSite"_s)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(u"ftp://example.com/"_s);
    QVERIFY(!dialog->start());
    // The dialog stays, saying why; nothing runs.
    QVERIFY(dialog->isVisible());
    QVERIFY(child<QLabel>(*dialog, u"crawlStatus"_s)->text().contains(u"http or https"_s));
    QVERIFY(!f.window.crawlDocument()->isRunning());
    QVERIFY(!f.window.crawlDocument()->hasCrawl());
    QVERIFY(m_server.requests().isEmpty());
}

// The time a page may take is the dialog's to set; a page that drips past it, and a calendar
// that would run for ever, end up named in the summary with what was cut.
void TestCrawlDialog::pageTimeAndCutsShown()
{
    TestHttpServer hostile;
    QVERIFY(hostile.listen());
    hostile.setMaxRequests(3000);
    HostileSite::install(hostile, HostileSite::Drip | HostileSite::Calendar, 1);
    WindowFixture f;
    CrawlDocument *crawls = startCrawl(f, hostile.url(u"/"_s), [](CrawlDialog &dialog) {
        auto *pageTime = child<QSpinBox>(dialog, u"crawlPageTime"_s);
        QCOMPARE(pageTime->value(), CrawlOptions().pageTimeoutMs / 1000);
        pageTime->setValue(2);
    });
    QVERIFY(crawls);
    QCOMPARE(crawls->options().pageTimeoutMs, 2000);
    // A thousand calendar pages: on a loaded machine (ctest runs two tests at once) that takes
    // a while. The drip is given up after 2 s, not the default 20: its cut says so below.
    QVERIFY(ended(crawls, 120000));
    // The view shows the first lines; the whole summary is its tooltip.
    const QString status = f.find<QLabel>(u"crawlSummary"_s)->toolTip();
    for (const QString &words : { hostile.url(u"/drip"_s).toString(), u"given up"_s,
                                  u"within 2 s"_s, u"/calendar?…"_s, u"Crawl trap"_s })
        QVERIFY2(status.contains(words), qPrintable(words + u" not in: "_s + status));
    QCOMPARE(crawls->crawl().cuts.size(), 2);
    shoot(f.find<CrawlDock>(u"crawlDock"_s), u"crawl-cuts"_s);
}

void TestCrawlDialog::createSitemapInTheWindow()
{
    WindowFixture f;
    CrawlDocument *crawls = startCrawl(f, m_server.url(u"/"_s), [](CrawlDialog &dialog) {
        child<QSpinBox>(dialog, u"crawlMaxPages"_s)->setValue(11);
    });
    QVERIFY(crawls);
    QVERIFY(ended(crawls));
    QVERIFY(f.find<QLabel>(u"crawlSummary"_s)->toolTip().contains(u"limit of 11 pages"_s));
    // Stopped by a limit: Go On would stop again at once.
    QVERIFY(!f.find<QPushButton>(u"crawlGoOnButton"_s)->isVisible());
    // Home and pages 0 to 9, less the noindex page 3.
    QAction *create = f.find<QAction>(u"actionCreateSitemapFromCrawl"_s);
    QVERIFY(create->isEnabled());
    create->trigger();
    EditorDocument *document = f.window.document();
    QCOMPARE(document->workspace().sitemaps.size(), 1);
    QCOMPARE(document->workspace().sitemaps.first().entries.size(), 10);
    QCOMPARE(document->workspace().sitemaps.first().entries.first().loc(),
             m_server.url(u"/"_s).toString());
    // One undo step, named after the site.
    QUndoStack *undo = document->undoStack();
    QCOMPARE(undo->count(), 1);
    QVERIFY2(undo->text(0).contains(m_server.url(u"/"_s).toDisplayString()),
             qPrintable(undo->text(0)));
    undo->undo();
    QVERIFY(document->workspace().sitemaps.isEmpty()
            || document->workspace().sitemaps.first().entries.isEmpty());
}

void TestCrawlDialog::auditTheOpenSitemap()
{
    // The open sitemap lists the home page, page 0, the noindex page 3 and a page that does
    // not exist; the site also has pages 1, 2 and 4 to 39, which it lacks.
    WindowFixture f;
    QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &path : { u"/"_s, u"/page-0"_s, u"/page-3"_s, u"/gone"_s })
        xml += "<url><loc>" + m_server.url(path).toEncoded() + "</loc></url>\n";
    xml += "</urlset>\n";
    QVERIFY(f.write(u"site.xml"_s, xml));
    QVERIFY(f.window.openFile(f.dir.filePath(u"site.xml"_s)));
    EditorDocument *document = f.window.document();
    QCOMPARE(document->workspace().sitemaps.first().entries.size(), 4);
    QAction *addMissing = f.find<QAction>(u"actionAddMissingPages"_s);
    QVERIFY(!addMissing->isEnabled());

    // Tools → Audit Sitemap Against Site…, with no crawl open: a crawl of the document's site
    // with its URLs fetched too.
    f.find<QAction>(u"actionAuditSite"_s)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    QVERIFY(dialog);
    QCOMPARE(child<QLineEdit>(*dialog, u"crawlUrl"_s)->text(), m_server.url(u"/"_s).toString());
    QVERIFY(child<QCheckBox>(*dialog, u"crawlWithDocument"_s)->isChecked());
    QVERIFY(dialog->start());
    QTRY_VERIFY(!f.window.findChild<CrawlDialog *>(u"crawlDialog"_s));
    CrawlDocument *crawls = f.window.crawlDocument();
    QVERIFY(ended(crawls));

    // The findings are listed with the warnings, at their entries.
    FindingsModel *model = f.find<WarningsDock>(u"warningsDock"_s)->model();
    // How many rows are of `rule`.
    auto rowsOf = [model](QLatin1StringView rule) {
        int count = 0;
        for (int row = 0; row < model->rowCount(); ++row)
            count += model->findingAt(row).ruleId == rule;
        return count;
    };
    QTRY_VERIFY(rowsOf(RuleId::SubmittedNoindex) > 0);
    QStringList rules;
    for (const Finding &finding : model->findings())
        if (QString(finding.ruleId) >= u"SM409"_s && QString(finding.ruleId) <= u"SM419"_s)
            rules.append(QString(finding.ruleId) + u' '
                         + QUrl(document->workspace()
                                    .sitemaps.at(finding.sitemap)
                                    .entries.value(finding.entryIndex)
                                    .loc())
                               .path());
    QVERIFY2(rules.contains(u"SM415 /page-3"_s), qPrintable(rules.join(u", "_s)));
    QVERIFY2(rules.contains(u"SM411 /gone"_s), qPrintable(rules.join(u", "_s)));
    QCOMPARE(rules.count(u"SM418 "_s), Pages - 2); // pages 1, 2, 4 ... 39
    QVERIFY(addMissing->isEnabled());

    // The table's crawl columns, hidden until now: status, indexability, inlinks per row.
    auto *table = f.find<QTableView>(u"entryTable"_s);
    QVERIFY(table);
    QAbstractItemModel *rows = table->model();
    for (int column = EntryTableModel::CrawlStatus; column <= EntryTableModel::Inlinks; ++column)
        QVERIFY(!table->horizontalHeader()->isSectionHidden(column));
    QHash<QString, QStringList> cells;
    for (int row = 0; row < rows->rowCount(); ++row) {
        const QString path = QUrl(rows->index(row, EntryTableModel::Loc).data().toString()).path();
        for (int column : { int(EntryTableModel::CrawlStatus), int(EntryTableModel::Indexability),
                            int(EntryTableModel::Inlinks) })
            cells[path].append(rows->index(row, column).data().toString());
    }
    QCOMPARE(cells.value(u"/"_s), (QStringList { u"200"_s, u"Indexable"_s, u"40"_s }));
    QCOMPARE(cells.value(u"/page-3"_s), (QStringList { u"200"_s, u"Noindex"_s, u"1"_s }));
    QCOMPARE(cells.value(u"/gone"_s), (QStringList { u"404"_s, u"Not found"_s, u"0"_s }));

    // Add the Missing Pages: one undo step, and the findings follow.
    QUndoStack *undo = document->undoStack();
    const int steps = undo->count();
    addMissing->trigger();
    QCOMPARE(undo->count(), steps + 1);
    QCOMPARE(document->workspace().sitemaps.first().entries.size(), 4 + Pages - 2);
    QTRY_COMPARE(rowsOf(RuleId::MissingFromSitemap), 0);
    undo->undo();
    QCOMPARE(document->workspace().sitemaps.first().entries.size(), 4);
    QTRY_COMPARE(rowsOf(RuleId::MissingFromSitemap), Pages - 2);

    // Again with the open crawl: asked, and the findings stay without a new crawl.
    QStringList asked;
    f.window.setPrompt([&asked](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
        asked.append(text);
        return QMessageBox::Yes;
    });
    m_server.clearRequests();
    f.find<QAction>(u"actionAuditSite"_s)->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(u"open crawl of 127.0.0.1"_s), qPrintable(asked.first()));
    QVERIFY(!f.window.findChild<CrawlDialog *>(u"crawlDialog"_s));
    QVERIFY(!crawls->isRunning());
    QVERIFY(m_server.requests().isEmpty());
    QCOMPARE(rowsOf(RuleId::MissingFromSitemap), Pages - 2);
}

// Images and the pages' own dates ticked in the dialog: the document made holds each page's
// images (the CDN's named in Image hosts) and its own date, and the Images form lists them.
void TestCrawlDialog::imagesAndPageDatesInTheWindow()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    // The shop's CDN, on a host name of its own; its robots.txt keeps Googlebot-Image out of
    // /drafts/.
    TestHttpServer cdnServer;
    QVERIFY(cdnServer.listen());
    cdnServer.serve(u"/robots.txt"_s, "User-agent: Googlebot-Image\nDisallow: /drafts/\n",
                    "text/plain");
    const QByteArray cdn = "http://localhost:" + QByteArray::number(cdnServer.port());
    auto page = [&server](const QString &path, const QByteArray &html) {
        TestResponse response = TestResponse::ok(html, "text/html");
        response.header("Last-Modified", "Wed, 01 Jan 2025 00:00:00 GMT");
        server.route(path, response);
    };
    page(u"/"_s,
         "<head><meta property=og:updated_time content=2024-06-01T09:00:00Z></head>"
         "<body><a href=/shop/teak-table>table</a><img src=/img/home.jpg></body>");
    page(u"/shop/teak-table"_s,
         "<head><script type=application/ld+json>{\"@type\":\"ItemPage\",\"dateModified\":"
         "\"2024-05-20\"}</script><meta property=og:image "
         "content="
             + cdn
             + "/teak-table-1600.jpg></head><body>"
               "<img srcset=\"/img/teak-400.jpg 400w, /img/teak-1200.jpg 1200w\">"
               "<img src="
             + cdn
             + "/drafts/teak-table-v2.jpg>"
               "<img src=https://tracker.example/pixel.gif></body>");

    WindowFixture f;
    f.find<QAction>(u"actionCrawlSite"_s)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(server.url(u"/"_s).toString());
    auto *hosts = child<QLineEdit>(*dialog, u"crawlImageHosts"_s);
    QVERIFY(!hosts->isEnabled());
    child<QCheckBox>(*dialog, u"crawlImages"_s)->setChecked(true);
    QVERIFY(hosts->isEnabled());
    hosts->setText(u"localhost"_s);
    child<QCheckBox>(*dialog, u"crawlLastmod"_s)->setChecked(true);
    QVERIFY(child<QComboBox>(*dialog, u"crawlLastmodSource"_s)->isEnabled());
    shoot(dialog, u"crawl-images"_s);
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    CrawlDocument *crawls = f.window.crawlDocument();
    QVERIFY(crawls->isRunning());
    QVERIFY(ended(crawls));
    QTest::mouseClick(f.find<QPushButton>(u"crawlCreateSitemap"_s), Qt::LeftButton);

    const QList<UrlEntry> &entries = f.window.document()->workspace().sitemaps.first().entries;
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0).lastmod().toString(), u"2024-06-01T09:00:00Z"_s);
    QCOMPARE(entries.at(1).lastmod().toString(), u"2024-05-20"_s);
    QCOMPARE(entries.at(1).images().size(), 2);
    QCOMPARE(entries.at(1).images().at(0).loc(), QString::fromLatin1(cdn + "/teak-table-1600.jpg"));
    QCOMPARE(entries.at(1).images().at(1).loc(), server.url(u"/img/teak-1200.jpg"_s).toString());

    // The Images form of the second entry lists both.
    auto *table = f.find<QTableView>(u"entryTable"_s);
    table->setCurrentIndex(table->model()->index(1, 0));
    f.find<QTabWidget>(u"entryTabs"_s)->setCurrentWidget(f.find<QWidget>(u"imageEditor"_s));
    QTRY_COMPARE(f.find<QListWidget>(u"imageList"_s)->count(), 2);

    // The crawl saved and opened in another window: Create Sitemap makes the same, with the
    // dialog's choices as they were left.
    const QString kept = f.dir.filePath(u"shop.crawl"_s);
    QString error;
    QVERIFY2(f.window.crawlController()->saveCrawl(kept, &error), qPrintable(error));
    WindowFixture again;
    QVERIFY2(again.window.crawlController()->openCrawl(kept, &error), qPrintable(error));
    QTest::mouseClick(again.find<QPushButton>(u"crawlCreateSitemap"_s), Qt::LeftButton);
    const QList<UrlEntry> &made = again.window.document()->workspace().sitemaps.first().entries;
    QCOMPARE(made.size(), 2);
    QCOMPARE(made.at(1).lastmod().toString(), u"2024-05-20"_s);
    QCOMPARE(made.at(1).images().size(), 2);
}

// The summary counts as the live line does, names each page that failed and why, and says
// what robots.txt kept out; the document made is "Untitled", as the window's title says; the
// next crawl starts from the choices of this one.
void TestCrawlDialog::countsAgreeFailuresNamedChoicesKept()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.serve(u"/robots.txt"_s, "User-agent: *\nDisallow: /account/\n", "text/plain");
    server.route(u"/"_s,
                 TestResponse::ok(
                     LoopbackSite::page(u"Garden shop"_s,
                                        { u"/en-gb/collections/garden"_s,
                                          u"/en-gb/discontinued-hammock"_s, u"/account/orders"_s }),
                     "text/html"));
    server.route(u"/en-gb/collections/garden"_s,
                 TestResponse::ok(LoopbackSite::page(u"Garden"_s, { u"/"_s }), "text/html"));
    server.route(u"/en-gb/discontinued-hammock"_s, TestResponse::error(404));

    WindowFixture f;
    f.find<QAction>(u"actionCrawlSite"_s)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(server.url(u"/"_s).toString());
    child<QSpinBox>(*dialog, u"crawlMaxDepth"_s)->setValue(4);
    child<QSpinBox>(*dialog, u"crawlPageTime"_s)->setValue(9);
    child<QCheckBox>(*dialog, u"crawlLastmod"_s)->setChecked(true);
    child<QCheckBox>(*dialog, u"crawlImages"_s)->setChecked(true);
    child<QLineEdit>(*dialog, u"crawlImageHosts"_s)->setText(u"cdn.example-shop.com"_s);
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    CrawlDocument *crawls = f.window.crawlDocument();
    QVERIFY(ended(crawls));
    const QString status = f.find<QLabel>(u"crawlSummary"_s)->toolTip();
    // 4 pages done: 3 fetched (1 failed) and 1 kept out by robots.txt.
    QCOMPARE(crawls->pagesDone(), 4);
    QCOMPARE(crawls->pagesWaiting(), 0);
    QCOMPARE(crawls->pagesFailed(), 1);
    QVERIFY2(status.startsWith(u"4 pages done, 1 failed, 2 indexable"_s), qPrintable(status));
    QVERIFY2(status.contains(u"1 of them not fetched: robots.txt"_s), qPrintable(status));
    QVERIFY2(status.contains(u"Failed: %1 (HTTP 404"_s.arg(
                 server.url(u"/en-gb/discontinued-hammock"_s).toString())),
             qPrintable(status));
    shoot(f.find<CrawlDock>(u"crawlDock"_s), u"crawl-summary"_s);

    // The document made has a name.
    QTest::mouseClick(f.find<QPushButton>(u"crawlCreateSitemap"_s), Qt::LeftButton);
    auto *tree = f.find<QTreeView>(u"workspaceTree"_s);
    QVERIFY(tree);
    const QString root = tree->model()->index(0, 0).data().toString();
    QVERIFY2(root.startsWith(u"Untitled (2 URLs)"_s), qPrintable(root));

    // A new dialog, with no document to suggest a site: the last crawl's choices.
    WindowFixture again;
    again.find<QAction>(u"actionCrawlSite"_s)->trigger();
    auto *next = again.find<CrawlDialog>(u"crawlDialog"_s);
    QVERIFY(next);
    QCOMPARE(child<QLineEdit>(*next, u"crawlUrl"_s)->text(), server.url(u"/"_s).toString());
    QCOMPARE(child<QSpinBox>(*next, u"crawlMaxDepth"_s)->value(), 4);
    QCOMPARE(child<QSpinBox>(*next, u"crawlPageTime"_s)->value(), 9);
    QVERIFY(child<QCheckBox>(*next, u"crawlLastmod"_s)->isChecked());
    QVERIFY(child<QCheckBox>(*next, u"crawlImages"_s)->isChecked());
    QCOMPARE(child<QLineEdit>(*next, u"crawlImageHosts"_s)->text(), u"cdn.example-shop.com"_s);
    QVERIFY(!child<QCheckBox>(*next, u"crawlHreflang"_s)->isChecked());
}

QTEST_MAIN(TestCrawlDialog)
#include "tst_crawldialog.moc"

// A crawl kept as it went and cut short (the store never told it finished, as after a kill) is
// gone on with from the dialog: the fields show what it was started with, the pages done are
// not asked again, it ends with every page, and its file then holds the whole crawl, finished.
// Content history in the window: a crawl kept, the site edited (one article; the footer's
// clock changes on every request anyway), crawled again with the kept crawl named under
// Content history and the lastmods taken from it: only the edited page's lastmod moves. A
// file that is no crawl is said in the dialog, which stays; the choice is kept for next time.
void TestCrawlDialog::contentHistoryInTheWindow()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    int served = 0;
    auto install = [&server, &served](int version) {
        auto page = [&](const QString &path, const QByteArray &article) {
            server.serve(path,
                         "<!DOCTYPE html><html><head><title>Tea</title></head><body><nav>"
                         "<a href=\"/\">Home</a> <a href=\"/green-tea\">Green</a> <a "
                         "href=\"/black-tea\">Black</a></nav><main>"
                             + article + "</main><footer>Version " + QByteArray::number(version)
                             + ", page " + QByteArray::number(++served) + "</footer></body></html>",
                         "text/html");
        };
        page(u"/"_s, "<h1>Tea for everyone</h1><p>Loose leaf tea since 1998.</p>");
        page(u"/green-tea"_s, "<h1>Green tea</h1><p>Sencha from Shizuoka, 100 g.</p>");
        page(u"/black-tea"_s, version == 1 ? "<h1>Black tea</h1><p>Assam, 250 g.</p>"_ba
                                           : "<h1>Black tea</h1><p>Assam, now 500 g.</p>"_ba);
    };
    install(1);
    QTemporaryDir dir;
    const QString kept = dir.filePath(u"tea-1.crawl"_s);
    {
        WindowFixture f;
        CrawlDocument *crawls = startCrawl(f, server.url(u"/"_s));
        QVERIFY(crawls && ended(crawls));
        QString error;
        QVERIFY2(f.window.crawlController()->saveCrawl(kept, &error), qPrintable(error));
    }
    install(2);
    // The crawl's time is to the second: the next one starts in a later one.
    const qint64 second = QDateTime::currentSecsSinceEpoch();
    QTRY_VERIFY(QDateTime::currentSecsSinceEpoch() > second);

    WindowFixture f;
    f.find<QAction>(u"actionCrawlSite"_s)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(server.url(u"/"_s).toString());
    child<QCheckBox>(*dialog, u"crawlLastmod"_s)->setChecked(true);
    auto *source = child<QComboBox>(*dialog, u"crawlLastmodSource"_s);
    source->setCurrentIndex(source->findData(int(GenerateOptions::LastmodSource::History)));
    QVERIFY(source->currentIndex() >= 0);
    auto *since = child<QLineEdit>(*dialog, u"crawlSince"_s);
    // Not a crawl: said, and nothing starts.
    const QString notACrawl = dir.filePath(u"notes.txt"_s);
    {
        QFile file(notACrawl);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Tea notes, not a crawl\n");
    }
    since->setText(notACrawl);
    QVERIFY(!dialog->start());
    QVERIFY(dialog->isVisible());
    const QString said = child<QLabel>(*dialog, u"crawlStatus"_s)->text();
    QVERIFY2(said.contains(u"notes.txt"_s), qPrintable(said));
    since->setText(QDir::toNativeSeparators(kept));
    shoot(dialog, u"crawl-content-history"_s);
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    CrawlDocument *crawls = f.window.crawlDocument();
    QVERIFY(crawls->isRunning());
    QVERIFY(ended(crawls));
    QVERIFY(crawls->options().history);
    QCOMPARE(crawls->options().history->pages.size(), 3);
    // The Crawl view's details say each page's history.
    auto *table = f.find<QTableView>(u"crawlTable"_s);
    QAbstractItemModel *rows = table->model();
    QHash<QString, QString> details;
    for (int row = 0; row < rows->rowCount(); ++row) {
        clickRow(table, row);
        details.insert(QUrl(rows->index(row, CrawlTableModel::Url).data().toString()).path(),
                       f.find<QLabel>(u"crawlDetails"_s)->text());
    }
    QVERIFY2(details.value(u"/green-tea"_s).contains(u"unchanged since the crawl of"_s),
             qPrintable(details.value(u"/green-tea"_s)));
    QVERIFY2(details.value(u"/black-tea"_s).contains(u"changed since the crawl of"_s)
                 && !details.value(u"/black-tea"_s).contains(u"unchanged"_s),
             qPrintable(details.value(u"/black-tea"_s)));
    shoot(&f.window, u"crawl-content-history-details"_s);
    QTest::mouseClick(f.find<QPushButton>(u"crawlCreateSitemap"_s), Qt::LeftButton);
    QHash<QString, QString> lastmods;
    for (const UrlEntry &entry : f.window.document()->workspace().sitemaps.first().entries)
        lastmods.insert(QUrl(entry.loc()).path(), entry.lastmod().toString());
    QCOMPARE(lastmods.size(), 3);
    QVERIFY(!lastmods.value(u"/"_s).isEmpty());
    QCOMPARE(lastmods.value(u"/green-tea"_s), lastmods.value(u"/"_s)); // the first crawl's time
    QVERIFY2(lastmods.value(u"/black-tea"_s) > lastmods.value(u"/"_s),
             qPrintable(lastmods.value(u"/black-tea"_s)));
    QCOMPARE(CrawlChoices::load().since, QDir::toNativeSeparators(kept));
}

void TestCrawlDialog::goOnWithAKeptCrawl()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"cut.crawl"_s);
    CrawlOptions options;
    options.delayMs = 5;
    options.maxDepth = 7;
    QStringList doneBefore;
    {
        CrawlStore store;
        QString error;
        QVERIFY2(store.open(path, true, &error)
                     && store.begin(m_server.url(u"/"_s), options, &error),
                 qPrintable(error));
        Crawler crawler(options);
        int reported = 0;
        connect(&crawler, &Crawler::pageDone, [&](qsizetype index) {
            store.pageDone(crawler.result(), index);
            ++reported;
        });
        crawler.start(m_server.url(u"/"_s));
        QTRY_VERIFY_WITH_TIMEOUT(reported >= 12, 20000);
        QVERIFY(store.flush(crawler.result(), &error));
        // Gone without a word to the store, as a killed process.
    }
    {
        // What the file holds is what counts as done (a page read but not yet reported done
        // when the crawl died is asked again).
        CrawlResult kept;
        CrawlOptions keptOptions;
        bool whole = true;
        QString error;
        QVERIFY2(CrawlStore::read(path, &kept, &keptOptions, &whole, &error), qPrintable(error));
        QVERIFY(!whole);
        for (const CrawledPage &page : kept.pages)
            doneBefore.append(kept.url(page.url).path());
    }
    QVERIFY(doneBefore.size() >= 12 && doneBefore.size() < Pages + 1);
    QTest::qWait(200); // requests sent before the end reach the server, not the next count
    m_server.clearRequests();

    WindowFixture f;
    CrawlDocument *crawls = f.window.crawlDocument();
    QVERIFY(f.window.crawlController()->goOnWith(path));
    QVERIFY(crawls->isRunning());
    QCOMPARE(crawls->crawl().startUrl, m_server.url(u"/"_s));
    QCOMPARE(crawls->options().delayMs, 5);
    QCOMPARE(crawls->options().maxDepth, 7);
    // Written to its file as it goes: nothing unsaved.
    QVERIFY(!crawls->isModified());
    QCOMPARE(crawls->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(ended(crawls));
    QCOMPARE(crawls->crawl().pagesFetched(), Pages + 1);
    QCOMPARE(f.find<CrawlDock>(u"crawlDock"_s)->model()->rowCount(), Pages + 1);
    shoot(&f.window, u"crawl-resumed"_s);
    // What the first run did was not asked again.
    QStringList asked;
    for (const TestRequest &request : m_server.requests())
        asked.append(request.path);
    for (const QString &done : std::as_const(doneBefore))
        QVERIFY2(!asked.contains(done), qPrintable(done));
    asked.removeAll(u"/robots.txt"_s);
    QCOMPARE(QSet<QString>(asked.cbegin(), asked.cend()).size(), Pages + 1 - doneBefore.size());
    QVERIFY(!crawls->isModified());
    QString error;

    // The file holds the whole crawl now, finished.
    CrawlResult kept;
    CrawlOptions keptOptions;
    bool whole = false;
    QVERIFY2(CrawlStore::read(path, &kept, &keptOptions, &whole, &error), qPrintable(error));
    QVERIFY(whole);
    QCOMPARE(kept.pagesFetched(), Pages + 1);

    // A file that is no crawl: said under the fields, nothing started.
    const QString notACrawl = dir.filePath(u"notes.txt"_s);
    QFile file(notACrawl);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a crawl");
    file.close();
    QVERIFY(!crawls->goOnWith(notACrawl, &error));
    QVERIFY2(error.contains(u"is not a crawl kept by Sitemap Studio"_s), qPrintable(error));
    // The crawl held stays.
    QCOMPARE(crawls->crawl().pagesFetched(), Pages + 1);
    QVERIFY(!crawls->isRunning());
}
