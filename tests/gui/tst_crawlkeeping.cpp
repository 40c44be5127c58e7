// A crawl is never lost, in the real window against slow sites on 127.0.0.1: closing the crawl
// dialog while a crawl runs and after keeps it, and it can be saved; opening another sitemap
// or a new one keeps it; closing the window, opening another crawl or starting a new one with
// an unsaved crawl asks, naming it; while a crawl of a slow site runs, a menu opens, an edit
// lands, the rows fetched so far sort and filter, and the crawl goes on; and the real program
// killed while it crawls leaves the crawl behind, offered back at the next start and gone on
// with from there.
//
// The application's own data folder is a scratch one (XDG_DATA_HOME), shared with the program
// started by killedDuringACrawlOfferedBack(), so that the test sees what the program leaves.

#include "controllers/crawlcontroller.h"
#include "dialogs/crawldialog.h"
#include "document/auditsession.h"
#include "document/autosave.h"
#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "loopbacksite.h"
#include "models/crawltablemodel.h"
#include "namedchild.h"
#include "net/crawlstore.h"
#include "testhttpserver.h"
#include "widgets/crawldock.h"
#include "windowfixture.h"

#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QNetworkProxy>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

constexpr int Pages = 30;

// The window's questions, answered with `answer` and kept.
struct Questions
{
    QStringList asked;
    QMessageBox::StandardButton answer = QMessageBox::Discard;

    void listen(MainWindow &window)
    {
        window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
            asked.append(text);
            return answer;
        });
    }
};

// Tools → Crawl Site… for `url`, then Start.
CrawlDocument *crawl(WindowFixture &f, const QUrl &url)
{
    f.find<QAction>(u"actionCrawlSite"_s)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    if (!dialog)
        return nullptr;
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(url.toString());
    if (!dialog->start())
        return nullptr;
    return f.window.crawlDocument();
}

bool ended(CrawlDocument *crawls, int timeoutMs = 40000)
{
    return QTest::qWaitFor([crawls] { return !crawls->isRunning(); }, timeoutMs);
}

// The folders of crawls kept in the autosave folder.
QStringList keptCrawls()
{
    return QDir(Autosave::root()).entryList({ u"crawl-*"_s }, QDir::Dirs);
}

} // namespace

class TestCrawlKeeping : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void closingTheDialogKeepsTheCrawl();
    void anotherSitemapKeepsTheCrawl();
    void closingTheWindowAsksNamingTheCrawl();
    void anotherCrawlAsks();
    void windowUsableWhileASlowSiteIsCrawled();
    void killedDuringACrawlOfferedBack();
    void aSelectedRowSurvivesAnotherCrawl();
    void savedWhileItRuns();
    void theQuestionsSaveWritesTheCrawlsFile();

private:
    void serveShop(int stallFrom);

    QTemporaryDir m_home;
    TestHttpServer m_server;
};

void TestCrawlKeeping::initTestCase()
{
    QVERIFY(m_home.isValid());
    // The program's own names and a scratch data folder: the program started below keeps its
    // crawl where this test looks.
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(u"data"_s)));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(u"config"_s)));
    QCoreApplication::setOrganizationName(u"Sitemap Studio"_s);
    QCoreApplication::setApplicationName(u"Sitemap Studio"_s);
    QVERIFY(Autosave::root().startsWith(m_home.path()));
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.listen());
    m_server.setMaxRequests(2000);
    serveShop(Pages);
}

// A shop of long addresses and titles, each page slow (a crawl lasts a few seconds); the pages
// from `stallFrom` on wait a minute.
void TestCrawlKeeping::serveShop(int stallFrom)
{
    QStringList links;
    for (int i = 0; i < Pages; ++i)
        links.append(
            u"/en-gb/collections/garden-furniture/products/teak-bench-%1?variant=4471%1&utm_source=newsletter"_s
                .arg(i));
    auto serve = [this](const QString &path, const QByteArray &body, int delayMs) {
        TestResponse response = TestResponse::ok(body, "text/html; charset=utf-8");
        response.delayMs = delayMs;
        m_server.route(path, response);
    };
    serve(u"/"_s, LoopbackSite::page(u"Zahradní nábytek — Garden shop"_s, links), 150);
    for (int i = 0; i < Pages; ++i)
        serve(QUrl(links.at(i)).path(),
              LoopbackSite::page(u"Teak bench %1, \"weathered\", 180 cm"_s.arg(i), { u"/"_s }),
              i < stallFrom ? 150 : 60000);
}

void TestCrawlKeeping::init()
{
    m_server.clearRequests();
    QSettings().remove(u"crawl"_s);
    QDir(Autosave::root()).removeRecursively();
}

// The dialog closed before a crawl starts, and again while it runs (Escape, Cancel): the
// crawl goes on in the window, ends, and Save Crawl keeps it all.
void TestCrawlKeeping::closingTheDialogKeepsTheCrawl()
{
    WindowFixture f;
    f.find<QAction>(u"actionCrawlSite"_s)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    QVERIFY(dialog);
    QTest::keyClick(dialog, Qt::Key_Escape);
    QTRY_VERIFY(!f.window.findChild<CrawlDialog *>(u"crawlDialog"_s));
    QVERIFY(!f.window.crawlDocument()->hasCrawl());
    QVERIFY(!f.find<QAction>(u"actionSaveCrawl"_s)->isEnabled());

    CrawlDocument *crawls = crawl(f, m_server.url(u"/"_s));
    QVERIFY(crawls && crawls->isRunning());
    QTRY_VERIFY(!f.window.findChild<CrawlDialog *>(u"crawlDialog"_s));
    // Kept as it goes, beside the sitemaps' copies.
    QCOMPARE(keptCrawls().size(), 1);
    QVERIFY(QFileInfo::exists(crawls->autosavePath()));
    QVERIFY(f.find<QAction>(u"actionSaveCrawl"_s)->isEnabled());

    // The dialog again while it runs, closed by Escape, then by Cancel.
    for (const bool escape : { true, false }) {
        f.find<QAction>(u"actionCrawlSite"_s)->trigger();
        dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
        QVERIFY(dialog && dialog->isVisible());
        if (escape)
            QTest::keyClick(dialog, Qt::Key_Escape);
        else
            dialog->reject();
        QTRY_VERIFY(!f.window.findChild<CrawlDialog *>(u"crawlDialog"_s));
        QVERIFY(crawls->isRunning());
    }
    QVERIFY(ended(crawls));
    QCOMPARE(crawls->crawl().pagesFetched(), Pages + 1);
    QVERIFY(crawls->isModified());

    const QString path = f.dir.filePath(u"garden.crawl"_s);
    QString error;
    QVERIFY2(f.window.crawlController()->saveCrawl(path, &error), qPrintable(error));
    QVERIFY(!crawls->isModified());
    // Saved: its copy is not needed any more.
    QVERIFY(keptCrawls().isEmpty());
    CrawlResult kept;
    CrawlOptions options;
    bool finished = false;
    QVERIFY2(CrawlStore::read(path, &kept, &options, &finished, &error), qPrintable(error));
    QVERIFY(finished);
    QCOMPARE(kept.pagesFetched(), Pages + 1);
    // Save again writes the same file without asking.
    QVERIFY(f.window.crawlController()->save());
    QCOMPARE(crawls->filePath(), QFileInfo(path).absoluteFilePath());
}

// Open another sitemap, then File → New: the crawl stays, and judges each in turn.
void TestCrawlKeeping::anotherSitemapKeepsTheCrawl()
{
    WindowFixture f;
    CrawlDocument *crawls = crawl(f, m_server.url(u"/"_s));
    QVERIFY(crawls);
    QVERIFY(ended(crawls));
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    QCOMPARE(dock->model()->rowCount(), Pages + 1);

    QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &path : { u"/"_s, u"/discontinued-hammock"_s })
        xml += "<url><loc>" + m_server.url(path).toEncoded() + "</loc></url>\n";
    xml += "</urlset>\n";
    QVERIFY(f.write(u"shop.xml"_s, xml));
    QVERIFY(f.window.openFile(f.dir.filePath(u"shop.xml"_s)));
    QVERIFY(crawls->hasCrawl());
    QCOMPARE(dock->model()->rowCount(), Pages + 1);
    QVERIFY(f.find<QAction>(u"actionSaveCrawl"_s)->isEnabled());
    // The audit judges the sitemap opened: the page it lists that the crawl never met.
    AuditSession *audit = f.window.findChild<AuditSession *>();
    QVERIFY(audit->hasCrawl());
    QTRY_VERIFY(!audit->findings().isEmpty());

    f.find<QAction>(u"actionNew"_s)->trigger();
    QVERIFY(f.window.document()->workspace().sitemaps.isEmpty()
            || f.window.document()->workspace().sitemaps.first().entries.isEmpty());
    QVERIFY(crawls->hasCrawl());
    QCOMPARE(dock->model()->rowCount(), Pages + 1);
    QVERIFY(crawls->isModified());
}

// Closing the window with an unsaved crawl asks, naming it: Cancel keeps the window and the
// crawl; Discard closes, and the crawl's copy goes with it. While it runs, the question says so.
void TestCrawlKeeping::closingTheWindowAsksNamingTheCrawl()
{
    WindowFixture f;
    Questions questions;
    questions.listen(f.window);
    CrawlDocument *crawls = crawl(f, m_server.url(u"/"_s));
    QVERIFY(crawls);
    QTRY_VERIFY_WITH_TIMEOUT(crawls->pagesDone() >= 3, 20000);

    questions.answer = QMessageBox::Cancel;
    QVERIFY(!f.window.close());
    QVERIFY(f.window.isVisible());
    QCOMPARE(questions.asked.size(), 1);
    QVERIFY2(questions.asked.first().contains(u"The crawl of 127.0.0.1 is still running"_s),
             qPrintable(questions.asked.first()));
    QVERIFY(crawls->isRunning());

    QVERIFY(ended(crawls));
    questions.asked.clear();
    QVERIFY(!f.window.close());
    QCOMPARE(questions.asked.size(), 1);
    QVERIFY2(questions.asked.first().startsWith(
                 u"The crawl of 127.0.0.1 (%1 pages) is not saved."_s.arg(Pages + 1)),
             qPrintable(questions.asked.first()));
    QVERIFY(crawls->hasCrawl());
    QCOMPARE(keptCrawls().size(), 1);

    questions.answer = QMessageBox::Discard;
    QVERIFY(f.window.close());
    QVERIFY(keptCrawls().isEmpty());
}

// Opening a saved crawl, or starting a new one, with an unsaved crawl open asks first; Cancel
// keeps what is open.
void TestCrawlKeeping::anotherCrawlAsks()
{
    WindowFixture f;
    Questions questions;
    questions.listen(f.window);
    CrawlDocument *crawls = crawl(f, m_server.url(u"/"_s));
    QVERIFY(crawls);
    QVERIFY(ended(crawls));
    // A saved crawl to open: the same, saved by another window.
    const QString saved = f.dir.filePath(u"earlier.crawl"_s);
    {
        CrawlDocument other;
        other.setCrawl(CrawlResult(crawls->crawl()), crawls->options());
        QString error;
        QVERIFY2(other.save(saved, &error), qPrintable(error));
    }

    questions.answer = QMessageBox::Cancel;
    QString error;
    QVERIFY(!f.window.crawlController()->openCrawl(saved, &error));
    QCOMPARE(questions.asked.size(), 1);
    QVERIFY2(questions.asked.first().contains(u"The crawl of 127.0.0.1"_s),
             qPrintable(questions.asked.first()));
    QVERIFY(crawls->isModified());
    QVERIFY(crawls->filePath().isEmpty());

    QVERIFY(!f.window.crawlController()->startCrawl(m_server.url(u"/"_s), CrawlOptions(), {}));
    QCOMPARE(questions.asked.size(), 2);
    QVERIFY(!crawls->isRunning());

    questions.answer = QMessageBox::Discard;
    QVERIFY2(f.window.crawlController()->openCrawl(saved, &error), qPrintable(error));
    QCOMPARE(crawls->filePath(), QFileInfo(saved).absoluteFilePath());
    QVERIFY(!crawls->isModified());
    QCOMPARE(crawls->crawl().pagesFetched(), Pages + 1);
}

// While a slow site is crawled: the File menu opens, an entry is added to the sitemap (one
// undo step), the rows so far sort by title and filter by text, and more rows come after.
void TestCrawlKeeping::windowUsableWhileASlowSiteIsCrawled()
{
    TestHttpServer slow;
    QVERIFY(slow.listen());
    slow.setMaxRequests(200);
    QStringList links;
    for (int i = 0; i < 24; ++i)
        links.append(u"/blog/2026/11/%1-how-to-oil-a-teak-bench"_s.arg(i, 2, 10, QLatin1Char('0')));
    auto serve = [&slow](const QString &path, const QByteArray &body) {
        TestResponse response = TestResponse::ok(body, "text/html");
        response.delayMs = 400;
        slow.route(path, response);
    };
    serve(u"/"_s, LoopbackSite::page(u"Blog"_s, links));
    for (int i = 0; i < links.size(); ++i)
        serve(links.at(i), LoopbackSite::page(u"Post %1"_s.arg(QChar(u'Z' - i)), { u"/"_s }));

    WindowFixture f;
    CrawlDocument *crawls = crawl(f, slow.url(u"/"_s));
    QVERIFY(crawls);
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    QTRY_VERIFY_WITH_TIMEOUT(dock->model()->rowCount() >= 3, 20000);
    QVERIFY(crawls->isRunning());

    // A menu opens.
    QMenu *file = nullptr;
    for (QAction *action : f.window.menuBar()->actions())
        if (action->menu() && action->text().remove(u'&') == u"File")
            file = action->menu();
    QVERIFY(file);
    file->popup(f.window.mapToGlobal(QPoint(10, 10)));
    QTRY_VERIFY(file->isVisible());
    file->hide();

    // An edit lands.
    QUndoStack *undo = f.window.document()->undoStack();
    const int steps = undo->count();
    f.find<QAction>(u"actionAddEntry"_s)->trigger();
    QCOMPARE(undo->count(), steps + 1);
    QVERIFY(crawls->isRunning());

    // The rows so far sort and filter.
    QTableView *table = dock->table();
    table->sortByColumn(CrawlTableModel::Title, Qt::AscendingOrder);
    auto *filter = f.find<QLineEdit>(u"crawlFilter"_s);
    typeInto(filter, u"Post"_s);
    const int shown = table->model()->rowCount();
    QVERIFY(shown >= 2);
    QStringList titles;
    for (int r = 0; r < shown; ++r)
        titles.append(table->model()->index(r, CrawlTableModel::Title).data().toString());
    QStringList sorted = titles;
    sorted.sort();
    QCOMPARE(titles, sorted);

    // The crawl goes on: more rows come, into the sorted, filtered view too.
    const int rows = dock->model()->rowCount();
    QTRY_VERIFY_WITH_TIMEOUT(dock->model()->rowCount() > rows, 20000);
    QVERIFY(ended(crawls));
    QCOMPARE(dock->model()->rowCount(), int(links.size()) + 1);
    QCOMPARE(table->model()->rowCount(), int(links.size()));
    titles.clear();
    for (int r = 0; r < table->model()->rowCount(); ++r)
        titles.append(table->model()->index(r, CrawlTableModel::Title).data().toString());
    sorted = titles;
    sorted.sort();
    QCOMPARE(titles, sorted);
}

// The real program crawls the slow shop from its command line and is killed half-way: the
// crawl stays in the autosave folder, the next start offers it back, and Go On ends it without
// asking again what was done.
void TestCrawlKeeping::killedDuringACrawlOfferedBack()
{
    // The pages after the first ten wait for a minute: the program is surely mid-crawl when
    // it is killed, however loaded the machine.
    serveShop(10);
    QProcess program;
    program.setProgram(QStringLiteral(SITEMAP_STUDIO_GUI));
    program.setArguments({ u"--crawl"_s, m_server.url(u"/"_s).toString() });
    program.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    program.start();
    QVERIFY2(program.waitForStarted(10000), qPrintable(program.errorString()));
    // Until the program's copy holds a few pages (its store writes every two seconds).
    int kept = 0;
    QString store;
    QVERIFY(QTest::qWaitFor(
        [&] {
            const QStringList folders = keptCrawls();
            if (folders.isEmpty())
                return false;
            store = Autosave::root() + u'/' + folders.first() + u"/crawl.crawl"_s;
            CrawlResult crawl;
            CrawlOptions options;
            bool finished = false;
            QString error;
            if (!CrawlStore::read(store, &crawl, &options, &finished, &error))
                return false;
            kept = int(crawl.pages.size());
            return kept >= 3;
        },
        30000));
    QCOMPARE(program.state(), QProcess::Running);
    program.kill();
    QVERIFY(program.waitForFinished(10000));
    QCOMPARE(program.exitStatus(), QProcess::CrashExit);
    QCOMPARE(keptCrawls().size(), 1);
    serveShop(Pages); // the pages answer at once again

    // The next start offers it back.
    WindowFixture f;
    Questions questions;
    questions.answer = QMessageBox::Open;
    questions.listen(f.window);
    QCOMPARE(f.window.offerLeftBehindWork(), 1);
    QCOMPARE(questions.asked.size(), 1);
    QVERIFY2(questions.asked.first().contains(
                 u"crawl of %1"_s.arg(m_server.url(u"/"_s).toDisplayString())),
             qPrintable(questions.asked.first()));
    CrawlDocument *crawls = f.window.crawlDocument();
    QVERIFY(crawls->hasCrawl());
    QVERIFY(crawls->isModified());
    QVERIFY(!crawls->isFinished());
    QVERIFY(crawls->pagesDone() >= kept);
    QVERIFY(crawls->crawl().pagesFetched() < Pages + 1);
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    QVERIFY(dock->isVisible());
    QCOMPARE(dock->model()->rowCount(), crawls->pagesDone());
    auto *goOn = f.find<QPushButton>(u"crawlGoOnButton"_s);
    QVERIFY(goOn->isVisible());
    // Taken by this run: another start would not offer it again.
    QVERIFY(CrawlDocument::leftBehind().isEmpty());

    QStringList doneBefore;
    for (const CrawledPage &page : crawls->crawl().pages)
        if (page.has(CrawledPage::Fetched))
            doneBefore.append(crawls->crawl().url(page.url).path());
    m_server.clearRequests();
    QTest::mouseClick(goOn, Qt::LeftButton);
    QVERIFY(ended(crawls));
    QCOMPARE(crawls->crawl().pagesFetched(), Pages + 1);
    for (const TestRequest &request : m_server.requests())
        QVERIFY2(!doneBefore.contains(request.path), qPrintable(request.path));
    QVERIFY(crawls->isModified());
}

// A page selected in the Crawl view while another crawl takes the crawl's place (a new
// crawl, one opened from a file with fewer pages, Close Crawl): the view empties and fills
// again, never reading a page of the crawl gone.
void TestCrawlKeeping::aSelectedRowSurvivesAnotherCrawl()
{
    WindowFixture f;
    CrawlDocument *crawls = crawl(f, m_server.url(u"/"_s));
    QVERIFY(crawls);
    QVERIFY(ended(crawls));
    // A small crawl kept in a file.
    const QString small = f.dir.filePath(u"small.crawl"_s);
    {
        CrawlResult one;
        one.startUrl = QUrl(u"https://www.example-shop.cz/"_s);
        CrawledPage page;
        page.url = one.intern(one.startUrl);
        page.flags = CrawledPage::Fetched | CrawledPage::Html;
        page.status = 200;
        one.addPage(page);
        CrawlDocument other;
        other.setCrawl(std::move(one), CrawlOptions());
        QString error;
        QVERIFY2(other.save(small, &error), qPrintable(error));
    }
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    auto select = [&] {
        dock->table()->selectRow(dock->table()->model()->rowCount() - 1);
        return !dock->table()->selectionModel()->selectedRows().isEmpty();
    };
    QVERIFY(select());
    QString error;
    QVERIFY2(f.window.crawlController()->openCrawl(small, &error), qPrintable(error));
    QCOMPARE(dock->model()->rowCount(), 1);
    QVERIFY(f.find<QLabel>(u"crawlDetails"_s)->text().startsWith(u"Select a page"_s));
    QVERIFY(select());
    QVERIFY(crawl(f, m_server.url(u"/"_s)));
    QVERIFY(crawls->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(dock->model()->rowCount() >= 3, 20000);
    QVERIFY(select());
    f.find<QAction>(u"actionCloseCrawl"_s)->trigger(); // the question is answered Discard
    QVERIFY(!crawls->hasCrawl());
    QCOMPARE(dock->model()->rowCount(), 0);
}

// Saved while it runs: the file holds what was done then, the crawl goes on, unsaved again
// with the next page; Save at the end writes the whole crawl there. A crawl gone on with in its
// own file and saved elsewhere while it runs is unsaved: the new file does not follow it.
void TestCrawlKeeping::savedWhileItRuns()
{
    TestHttpServer slow;
    QVERIFY(slow.listen());
    QStringList links;
    for (int i = 0; i < 16; ++i)
        links.append(u"/en/produkty/lavice-%1?barva=teak&utm_campaign=jaro"_s.arg(i));
    auto serve = [&slow](const QString &path, const QByteArray &body) {
        TestResponse response = TestResponse::ok(body, "text/html");
        response.delayMs = 300;
        slow.route(path, response);
    };
    serve(u"/"_s, LoopbackSite::page(u"Lavice"_s, links));
    for (int i = 0; i < links.size(); ++i)
        serve(QUrl(links.at(i)).path(), LoopbackSite::page(u"Lavice %1"_s.arg(i), { u"/"_s }));

    WindowFixture f;
    CrawlDocument *crawls = crawl(f, slow.url(u"/"_s));
    QVERIFY(crawls);
    QTRY_VERIFY_WITH_TIMEOUT(crawls->pagesDone() >= 3, 20000);
    const QString path = f.dir.filePath(u"lavice.crawl"_s);
    QString error;
    QVERIFY2(f.window.crawlController()->saveCrawl(path, &error), qPrintable(error));
    QVERIFY(crawls->isRunning());
    CrawlResult kept;
    CrawlOptions options;
    bool finished = true;
    QVERIFY2(CrawlStore::read(path, &kept, &options, &finished, &error), qPrintable(error));
    QVERIFY(!finished);
    QVERIFY(kept.pagesFetched() >= 3);
    QVERIFY(kept.pagesFetched() < int(links.size()) + 1);
    QTRY_VERIFY_WITH_TIMEOUT(crawls->isModified(), 20000); // the next page
    QVERIFY(ended(crawls));
    QVERIFY(crawls->isModified());
    QVERIFY(f.window.crawlController()->save());
    QVERIFY(!crawls->isModified());
    QVERIFY2(CrawlStore::read(path, &kept, &options, &finished, &error), qPrintable(error));
    QVERIFY(finished);
    QCOMPARE(kept.pagesFetched(), int(links.size()) + 1);
    QVERIFY(keptCrawls().isEmpty());

    // Cut short in its file, gone on with there, and saved elsewhere while it runs.
    const QString cut = f.dir.filePath(u"cut.crawl"_s);
    {
        CrawlStore store;
        QVERIFY2(store.open(cut, true, &error)
                     && store.begin(slow.url(u"/"_s), crawls->options(), &error),
                 qPrintable(error));
        Crawler crawler(crawls->options());
        int reported = 0;
        connect(&crawler, &Crawler::pageDone, [&](qsizetype index) {
            store.pageDone(crawler.result(), index);
            ++reported;
        });
        crawler.start(slow.url(u"/"_s));
        QTRY_VERIFY_WITH_TIMEOUT(reported >= 3, 20000);
        QVERIFY(store.flush(crawler.result(), &error));
    }
    QVERIFY(f.window.crawlController()->goOnWith(cut));
    QVERIFY(!crawls->isModified());
    const QString elsewhere = f.dir.filePath(u"elsewhere.crawl"_s);
    QVERIFY2(f.window.crawlController()->saveCrawl(elsewhere, &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(crawls->isModified() || !crawls->isRunning(), 20000);
    QVERIFY(ended(crawls));
    QVERIFY2(crawls->isModified(), "the file saved while it ran lacks the pages done after");
}

// A crawl with a file, unsaved (gone on with after a stop): closing the window asks, and Save
// writes the whole crawl to its file without a file dialog.
void TestCrawlKeeping::theQuestionsSaveWritesTheCrawlsFile()
{
    WindowFixture f;
    Questions questions;
    questions.listen(f.window);
    CrawlDocument *crawls = crawl(f, m_server.url(u"/"_s));
    QVERIFY(crawls);
    QTRY_VERIFY_WITH_TIMEOUT(crawls->pagesDone() >= 3, 20000);
    crawls->stop();
    const QString path = f.dir.filePath(u"garden.crawl"_s);
    QString error;
    QVERIFY2(f.window.crawlController()->saveCrawl(path, &error), qPrintable(error));
    QVERIFY(f.window.crawlController()->goOn());
    QVERIFY(ended(crawls));
    QVERIFY(crawls->isModified());
    questions.answer = QMessageBox::Save;
    QVERIFY(f.window.close());
    QCOMPARE(questions.asked.size(), 1);
    CrawlResult kept;
    CrawlOptions options;
    bool finished = false;
    QVERIFY2(CrawlStore::read(path, &kept, &options, &finished, &error), qPrintable(error));
    QVERIFY(finished);
    QCOMPARE(kept.pagesFetched(), Pages + 1);
    QVERIFY(keptCrawls().isEmpty());
}

QTEST_MAIN(TestCrawlKeeping)
#include "tst_crawlkeeping.moc"
