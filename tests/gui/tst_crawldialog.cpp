// Tools → Crawl Site, driven by object names against a small site on the local test server
// (127.0.0.1, proxies off, a request budget): live counts while the crawl runs, Pause that
// stops new requests and Resume, Stop that keeps what was crawled, a start URL that is no
// web address; in the real window, Create Sitemap making a new document of the indexable
// pages as one undo step, and Audit the Open Sitemap listing its findings with the warnings,
// with Add the Missing Pages as one undo step that the findings follow; Go On with a Kept Crawl
// taking a crawl cut short in its file and ending it without asking again what was done.

#include "dialogs/crawldialog.h"
#include "net/crawlstore.h"
#include "document/editordocument.h"
#include "hostilesite.h"
#include "loopbacksite.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "namedchild.h"
#include "testhttpserver.h"
#include "widgets/warningsdock.h"
#include "windowfixture.h"

#include <QAction>
#include <QTabWidget>
#include <QListWidget>
#include <QComboBox>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkProxy>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeView>
#include <QTest>
#include <QUndoStack>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

constexpr int Pages = 40;

} // namespace

class TestCrawlDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void liveCountsPauseAndResume();
    void stopKeepsWhatWasCrawled();
    void notAWebAddress();
    void pageTimeAndCutsShown();
    void createSitemapInTheWindow();
    void auditTheOpenSitemap();
    void goOnWithAKeptCrawl();
    void imagesAndPageDatesInTheWindow();
    void countsAgreeFailuresNamedChoicesKept();

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
    // Home links pages 0 .. Pages-1; page 3 is noindex. Each answers in 40 ms, so that a
    // crawl lasts long enough to be watched, paused and stopped.
    QStringList links;
    for (int i = 0; i < Pages; ++i)
        links.append(u"/page-%1"_s.arg(i));
    auto serve = [this](const QString &path, const QByteArray &body) {
        TestResponse response = TestResponse::ok(body, "text/html");
        response.delayMs = 40;
        m_server.route(path, response);
    };
    serve(u"/"_s, LoopbackSite::page(u"Home"_s, links));
    for (int i = 0; i < Pages; ++i)
        serve(links.at(i),
              LoopbackSite::page(u"Page %1"_s.arg(i), { u"/"_s },
                                 i == 3 ? "<meta name=robots content=noindex>" : ""));
}

void TestCrawlDialog::init()
{
    m_server.clearRequests();
    // Each test starts from the dialog's own defaults, not the choices of the last crawl.
    QSettings().remove(u"crawl"_s);
}

void TestCrawlDialog::liveCountsPauseAndResume()
{
    CrawlDialog dialog(m_server.url(u"/"_s));
    dialog.show();
    QCOMPARE(child<QLineEdit>(dialog, u"crawlUrl"_s)->text(), m_server.url(u"/"_s).toString());
    auto *counts = child<QLabel>(dialog, u"crawlCounts"_s);
    auto *pause = child<QPushButton>(dialog, u"crawlPause"_s);
    auto *create = child<QPushButton>(dialog, u"crawlCreate"_s);
    QVERIFY(!pause->isEnabled());
    QVERIFY(!create->isEnabled());
    QSignalSpy finished(&dialog, &CrawlDialog::crawlFinished);

    QTest::mouseClick(child<QPushButton>(dialog, u"crawlStart"_s), Qt::LeftButton);
    QVERIFY(dialog.isRunning());
    QVERIFY(!child<QLineEdit>(dialog, u"crawlUrl"_s)->isEnabled());
    // The counts move while it runs: the event loop keeps turning.
    QTRY_VERIFY_WITH_TIMEOUT(
        counts->text().startsWith(u"5 pages done"_s) || dialog.result().pagesFetched() >= 5, 20000);
    QVERIFY2(counts->text().contains(u"pages done"_s), qPrintable(counts->text()));
    QVERIFY(counts->text().contains(u"waiting"_s));

    QTest::mouseClick(pause, Qt::LeftButton);
    QCOMPARE(pause->text().remove(u'&'), u"Resume"_s);
    QTest::qWait(300); // what was in flight arrives
    const int asked = int(m_server.requests().size());
    const QString shown = counts->text();
    QTest::qWait(400);
    QCOMPARE(int(m_server.requests().size()), asked);
    QCOMPARE(counts->text(), shown);
    QVERIFY(dialog.isRunning());

    QTest::mouseClick(pause, Qt::LeftButton);
    QCOMPARE(pause->text().remove(u'&'), u"Pause"_s);
    QVERIFY(finished.wait(30000));
    QVERIFY(!dialog.isRunning());
    QCOMPARE(dialog.result().pagesFetched(), Pages + 1);
    QVERIFY2(counts->text().startsWith(u"%1 pages done, 0 waiting, 0 failed"_s.arg(Pages + 1)),
             qPrintable(counts->text()));
    QVERIFY(create->isEnabled());
    QVERIFY2(child<QLabel>(dialog, u"crawlStatus"_s)->text().contains(u"indexable"_s),
             qPrintable(child<QLabel>(dialog, u"crawlStatus"_s)->text()));
    // Every page but the noindex one.
    const Workspace sitemap = dialog.sitemap();
    QCOMPARE(sitemap.sitemaps.size(), 1);
    QCOMPARE(sitemap.sitemaps.first().entries.size(), Pages);
    for (const UrlEntry &entry : sitemap.sitemaps.first().entries)
        QVERIFY(!entry.loc().endsWith(u"/page-3"_s));
}

void TestCrawlDialog::stopKeepsWhatWasCrawled()
{
    CrawlDialog dialog(m_server.url(u"/"_s));
    dialog.show();
    QSignalSpy finished(&dialog, &CrawlDialog::crawlFinished);
    QVERIFY(dialog.start());
    QTRY_VERIFY_WITH_TIMEOUT(dialog.result().pagesFetched() >= 6, 20000);
    QTest::mouseClick(child<QPushButton>(dialog, u"crawlStop"_s), Qt::LeftButton);
    QCOMPARE(finished.count(), 1);
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.result().cancelled);
    const int fetched = dialog.result().pagesFetched();
    QVERIFY(fetched < Pages);
    QVERIFY(child<QPushButton>(dialog, u"crawlCreate"_s)->isEnabled());
    QVERIFY(child<QLabel>(dialog, u"crawlStatus"_s)->text().contains(u"Stopped"_s));
    QVERIFY(dialog.sitemap().sitemaps.first().entries.size() <= fetched);
    QVERIFY(child<QPushButton>(dialog, u"crawlStart"_s)->isEnabled());
}

void TestCrawlDialog::notAWebAddress()
{
    CrawlDialog dialog(QUrl(u"ftp://example.com/"_s));
    QVERIFY(!dialog.start());
    QVERIFY(!dialog.isRunning());
    QVERIFY(child<QLabel>(dialog, u"crawlStatus"_s)->text().contains(u"http or https"_s));
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
    CrawlDialog dialog(hostile.url(u"/"_s));
    dialog.show();
    auto *pageTime = child<QSpinBox>(dialog, u"crawlPageTime"_s);
    QCOMPARE(pageTime->value(), CrawlOptions().pageTimeoutMs / 1000);
    pageTime->setValue(2);
    QSignalSpy finished(&dialog, &CrawlDialog::crawlFinished);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(dialog.start());
    QVERIFY(!pageTime->isEnabled());
    QVERIFY(finished.wait(30000));
    QVERIFY2(timer.elapsed() < 15000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(pageTime->isEnabled());
    const QString status = child<QLabel>(dialog, u"crawlStatus"_s)->text();
    for (const QString &words :
         { hostile.url(u"/drip"_s).toString(), u"given up"_s, u"within 2 s"_s,
           u"/calendar?…"_s, u"Crawl trap"_s })
        QVERIFY2(status.contains(words), qPrintable(words + u" not in: "_s + status));
    QCOMPARE(dialog.result().cuts.size(), 2);
    shoot(&dialog, u"crawl-cuts"_s);
}

void TestCrawlDialog::createSitemapInTheWindow()
{
    WindowFixture f;
    QAction *action = f.find<QAction>(u"actionCrawlSite"_s);
    QVERIFY(action);
    action->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(m_server.url(u"/"_s).toString());
    child<QSpinBox>(*dialog, u"crawlMaxPages"_s)->setValue(11);
    QSignalSpy finished(dialog, &CrawlDialog::crawlFinished);
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    QVERIFY(finished.wait(30000));
    QVERIFY(child<QLabel>(*dialog, u"crawlStatus"_s)->text().contains(u"limit of 11 pages"_s));
    // Home and pages 0 to 9, less the noindex page 3.
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlCreate"_s), Qt::LeftButton);
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

    f.find<QAction>(u"actionCrawlSite"_s)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    QVERIFY(dialog);
    // The site of the document, and its URLs fetched too.
    QCOMPARE(child<QLineEdit>(*dialog, u"crawlUrl"_s)->text(), m_server.url(u"/"_s).toString());
    QVERIFY(child<QCheckBox>(*dialog, u"crawlWithDocument"_s)->isChecked());
    QSignalSpy finished(dialog, &CrawlDialog::crawlFinished);
    QVERIFY(dialog->start());
    QVERIFY(finished.wait(30000));
    auto *audit = child<QPushButton>(*dialog, u"crawlAudit"_s);
    QVERIFY(audit->isEnabled());
    QTest::mouseClick(audit, Qt::LeftButton);
    QTRY_VERIFY(!f.window.findChild<CrawlDialog *>(u"crawlDialog"_s));

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
    page(u"/"_s, "<head><meta property=og:updated_time content=2024-06-01T09:00:00Z></head>"
                 "<body><a href=/shop/teak-table>table</a><img src=/img/home.jpg></body>");
    page(u"/shop/teak-table"_s,
         "<head><script type=application/ld+json>{\"@type\":\"ItemPage\",\"dateModified\":"
         "\"2024-05-20\"}</script><meta property=og:image "
         "content=" + cdn + "/teak-table-1600.jpg></head><body>"
         "<img srcset=\"/img/teak-400.jpg 400w, /img/teak-1200.jpg 1200w\">"
         "<img src=" + cdn + "/drafts/teak-table-v2.jpg>"
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
    QSignalSpy finished(dialog, &CrawlDialog::crawlFinished);
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    QVERIFY(finished.wait(30000));
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlCreate"_s), Qt::LeftButton);

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
                 TestResponse::ok(LoopbackSite::page(u"Garden shop"_s,
                                                     { u"/en-gb/collections/garden"_s,
                                                       u"/en-gb/discontinued-hammock"_s,
                                                       u"/account/orders"_s }),
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
    QSignalSpy finished(dialog, &CrawlDialog::crawlFinished);
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    QVERIFY(finished.wait(30000));
    const QString counts = child<QLabel>(*dialog, u"crawlCounts"_s)->text();
    const QString status = child<QLabel>(*dialog, u"crawlStatus"_s)->text();
    // 4 pages done: 3 fetched (1 failed) and 1 kept out by robots.txt.
    QCOMPARE(counts, u"4 pages done, 0 waiting, 1 failed"_s);
    QVERIFY2(status.startsWith(u"4 pages done, 1 failed, 2 indexable"_s), qPrintable(status));
    QVERIFY2(status.contains(u"1 of them not fetched: robots.txt"_s), qPrintable(status));
    QVERIFY2(status.contains(u"Failed: %1 (HTTP 404"_s.arg(
                 server.url(u"/en-gb/discontinued-hammock"_s).toString())),
             qPrintable(status));
    shoot(dialog, u"crawl-summary"_s);

    // The document made has a name.
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlCreate"_s), Qt::LeftButton);
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
        QVERIFY2(store.open(path, true, &error) && store.begin(m_server.url(u"/"_s), options, &error),
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

    CrawlDialog dialog(QUrl(u"https://example.org/"_s));
    dialog.show();
    QSignalSpy finished(&dialog, &CrawlDialog::crawlFinished);
    QString error;
    QVERIFY2(dialog.resume(path, &error), qPrintable(error));
    QCOMPARE(child<QLineEdit>(dialog, u"crawlUrl"_s)->text(), m_server.url(u"/"_s).toString());
    QCOMPARE(child<QSpinBox>(dialog, u"crawlDelay"_s)->value(), 5);
    QCOMPARE(child<QSpinBox>(dialog, u"crawlMaxDepth"_s)->value(), 7);
    QVERIFY(!child<QPushButton>(dialog, u"crawlResume"_s)->isEnabled());
    QVERIFY(finished.wait(30000));
    QCOMPARE(dialog.result().pagesFetched(), Pages + 1);
    QCOMPARE(dialog.options().delayMs, 5);
    shoot(&dialog, u"crawl-resumed"_s);
    // What the first run did was not asked again.
    QStringList asked;
    for (const TestRequest &request : m_server.requests())
        asked.append(request.path);
    for (const QString &done : std::as_const(doneBefore))
        QVERIFY2(!asked.contains(done), qPrintable(done));
    asked.removeAll(u"/robots.txt"_s);
    QCOMPARE(QSet<QString>(asked.cbegin(), asked.cend()).size(), Pages + 1 - doneBefore.size());
    QVERIFY(child<QPushButton>(dialog, u"crawlResume"_s)->isEnabled());

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
    QVERIFY(!dialog.resume(notACrawl, &error));
    QVERIFY2(error.contains(u"is not a crawl kept by Sitemap Studio"_s), qPrintable(error));
    QCOMPARE(child<QLabel>(dialog, u"crawlStatus"_s)->text(), error);
    QVERIFY(!dialog.isRunning());
}
