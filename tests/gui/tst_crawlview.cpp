// The Crawl view in the real window, against the loopback site on 127.0.0.1: a crawl run from
// Tools → Crawl Site… (Audit the Open Sitemap) fills the Crawl dock with every page done, the
// verdict counts filter on a click and "N of M shown" follows; text and status filters; the
// selected page shows who links to it; Add to and Remove from the sitemap, one undo step each;
// the crawl saved, the window closed, the server stopped, and the crawl opened again in a new
// window with the same rows.

#include "controllers/crawlcontroller.h"
#include "controllers/reviewcontroller.h"
#include "dialogs/crawlcomparedialog.h"
#include "dialogs/crawldialog.h"
#include "document/auditsession.h"
#include "document/autosave.h"
#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "document/reportexport.h"
#include "hostilesite.h"
#include "loopbacksite.h"
#include "models/crawltablemodel.h"
#include "namedchild.h"
#include "net/crawler.h"
#include "net/crawlsitemap.h"
#include "net/crawlstore.h"
#include "review/report.h"
#include "rules/checker.h"
#include "testhttpserver.h"
#include "widgets/barchartview.h"
#include "widgets/crawldock.h"
#include "windowfixture.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkProxy>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// Every row of the dock's table as "URL | status | verdict", in the table's order.
QStringList rowsOf(const CrawlDock &dock)
{
    QStringList rows;
    const QAbstractItemModel *model = dock.table()->model();
    for (int r = 0; r < model->rowCount(); ++r)
        rows.append(model->index(r, CrawlTableModel::Url).data().toString() + u" | "_s
                    + model->index(r, CrawlTableModel::Status).data().toString() + u" | "_s
                    + model->index(r, CrawlTableModel::Verdict).data().toString());
    return rows;
}

// Selects the row of `url` in the dock's table; false when it is not shown.
bool select(const CrawlDock &dock, const QString &url)
{
    const QAbstractItemModel *model = dock.table()->model();
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, CrawlTableModel::Url).data().toString() == url) {
            dock.table()->selectRow(r);
            return true;
        }
    return false;
}

// Crawls `start` into a new crawl store at `path`, as crawl --save does.
bool crawlInto(const QString &path, const QUrl &start)
{
    CrawlStore store;
    QString error;
    if (!store.open(path, true, &error) || !store.begin(start, {}, &error))
        return false;
    Crawler crawler;
    QObject::connect(&crawler, &Crawler::pageDone,
                     [&](qsizetype index) { store.pageDone(crawler.result(), index); });
    crawler.crawlAndWait(start);
    return store.finish(crawler.result(), &error);
}

} // namespace

class TestCrawlView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void initTestCase();
    void crawlShownFilteredEditedSavedAndReopened();
    void twoCrawlsCompared();

private:
    std::unique_ptr<TestHttpServer> m_server;
};

void TestCrawlView::initTestCase()
{
    QSettings().remove(u"crawl"_s); // the crawl dialog's own defaults
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    m_server = std::make_unique<TestHttpServer>();
    QVERIFY(m_server->listen());
    LoopbackSite::install(*m_server);
}

void TestCrawlView::crawlShownFilteredEditedSavedAndReopened()
{
    const QString kept = [] {
        static QTemporaryDir dir;
        return dir.filePath(u"site.crawl"_s);
    }();
    QStringList rows, reasons;
    {
        WindowFixture f;
        QVERIFY(f.write(u"site.xml"_s,
                        LoopbackSite::sitemapXml(m_server->url().toString().chopped(1))));
        QVERIFY(f.window.openFile(f.dir.filePath(u"site.xml"_s)));
        auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
        QVERIFY(dock);
        QVERIFY(!dock->isVisible()); // no crawl yet
        QVERIFY(!f.find<QAction>(u"actionSaveCrawl"_s)->isEnabled());

        f.find<QAction>(u"actionAuditSite"_s)->trigger();
        auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
        QVERIFY(dialog);
        child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(m_server->url(u"/"_s).toString());
        QVERIFY(dialog->start());
        QTRY_VERIFY(!f.window.findChild<CrawlDialog *>(u"crawlDialog"_s));
        // The Crawl view is there from the start; the rows come as the pages are done.
        QVERIFY(dock->isVisible());
        QVERIFY(QTest::qWaitFor([&] { return !f.window.crawlDocument()->isRunning(); }, 60000));

        // Every page done, one row each.
        AuditSession *audit = f.window.findChild<AuditSession *>();
        QVERIFY(audit && audit->hasCrawl());
        const CrawlResult &crawl = audit->crawl();
        int done = 0, noindex = 0;
        for (const CrawledPage &page : crawl.pages) {
            done += page.has(CrawledPage::Fetched) || page.has(CrawledPage::BlockedByRobots);
            noindex += crawl.indexability(page) == CrawlResult::Indexability::Noindex;
        }
        QVERIFY(done > 250);
        QCOMPARE(dock->table()->model()->rowCount(), done);
        auto *shown = child<QLabel>(*dock, u"crawlShown"_s);
        QCOMPARE(shown->text(), u"%1 of %1 shown"_s.arg(QLocale().toString(done)));
        auto *reasonLabel = child<QLabel>(*dock, u"crawlReasons"_s);
        QVERIFY2(reasonLabel->text().contains(u"not indexable:"_s),
                 qPrintable(reasonLabel->text()));
        QVERIFY2(reasonLabel->text().contains(u"href=\"noindex\""_s),
                 qPrintable(reasonLabel->text()));
        QVERIFY2(reasonLabel->text().contains(u"%1 marked noindex"_s.arg(noindex)),
                 qPrintable(reasonLabel->text()));
        QVERIFY(f.find<QAction>(u"actionSaveCrawl"_s)->isEnabled());

        // A reason clicked filters on it.
        Q_EMIT reasonLabel->linkActivated(u"noindex"_s);
        QCOMPARE(dock->table()->model()->rowCount(), noindex);
        QCOMPARE(shown->text(), u"%1 of %2 shown"_s.arg(noindex).arg(QLocale().toString(done)));
        for (int r = 0; r < noindex; ++r)
            QCOMPARE(dock->table()->model()->index(r, CrawlTableModel::Verdict).data().toString(),
                     u"Marked noindex"_s);
        Q_EMIT reasonLabel->linkActivated(u"all"_s);
        QCOMPARE(dock->table()->model()->rowCount(), done);
        // Text and status.
        child<QLineEdit>(*dock, u"crawlFilter"_s)->setText(u"/section/3/"_s);
        QCOMPARE(dock->table()->model()->rowCount(), LoopbackSite::ItemsPerSection); // its items
        child<QLineEdit>(*dock, u"crawlFilter"_s)->clear();
        auto *status = child<QComboBox>(*dock, u"crawlStatusFilter"_s);
        status->setCurrentIndex(status->findData(u"4xx"_s));
        for (int r = 0; r < dock->table()->model()->rowCount(); ++r)
            QVERIFY(dock->table()
                        ->model()
                        ->index(r, CrawlTableModel::Status)
                        .data()
                        .toString()
                        .startsWith(u'4'));
        QVERIFY(dock->table()->model()->rowCount() >= 2); // /missing and /gone
        status->setCurrentIndex(0);

        // The charts: a bar per status and per verdict with the crawl's counts; a bar clicked
        // filters the table to its pages and is drawn selected, clicked again shows all.
        QHash<QString, int> statuses, verdicts;
        for (const CrawledPage &page : crawl.pages)
            if (page.isDone()) {
                ++statuses[page.has(CrawledPage::Fetched)
                               ? (page.status > 0 ? QString::number(page.status) : u"none"_s)
                               : u"blocked"_s];
                ++verdicts[QString(CrawlResult::indexabilityId(crawl.indexability(page)))];
            }
        auto barsOf = [](const BarChartView *chart) {
            QHash<QString, int> bars;
            for (const Statistics::Bar &bar : chart->bars())
                bars.insert(bar.key, int(bar.count));
            return bars;
        };
        QCOMPARE(barsOf(dock->statusChart()), statuses);
        QCOMPARE(barsOf(dock->verdictChart()), verdicts);
        QVERIFY(statuses.value(u"404"_s) >= 1 && statuses.value(u"200"_s) > 200);
        QCOMPARE(dock->statusChart()->bars().first().key, u"200"_s); // most first
        const int notFound = int(
            std::find_if(dock->statusChart()->bars().cbegin(), dock->statusChart()->bars().cend(),
                         [](const Statistics::Bar &bar) { return bar.key == u"404"; })
            - dock->statusChart()->bars().cbegin());
        dock->statusChart()->activate(notFound);
        QCOMPARE(dock->table()->model()->rowCount(), statuses.value(u"404"_s));
        for (int r = 0; r < dock->table()->model()->rowCount(); ++r)
            QCOMPARE(dock->table()->model()->index(r, CrawlTableModel::Status).data().toString(),
                     u"404"_s);
        QCOMPARE(status->currentData().toString(), u"404"_s);
        QCOMPARE(dock->statusChart()->selectedKey(), u"404"_s);
        dock->statusChart()->activate(notFound); // again: every status
        QCOMPARE(dock->table()->model()->rowCount(), done);
        QCOMPARE(status->currentIndex(), 0);
        for (int bar = 0; bar < dock->verdictChart()->bars().size(); ++bar) {
            const Statistics::Bar verdict = dock->verdictChart()->bars().at(bar);
            dock->verdictChart()->activate(bar);
            QCOMPARE(dock->table()->model()->rowCount(), int(verdict.count));
            QCOMPARE(dock->verdictChart()->selectedKey(), verdict.key);
            QVERIFY2(reasonLabel->text().contains(u"show all"_s), qPrintable(reasonLabel->text()));
        }
        Q_EMIT reasonLabel->linkActivated(u"all"_s);
        QCOMPARE(dock->table()->model()->rowCount(), done);
        QVERIFY(dock->verdictChart()->selectedKey().isEmpty());
        // Response times: every fetched page has one in its column.
        for (int r = 0; r < dock->table()->model()->rowCount(); ++r) {
            const QModelIndex time
                = dock->table()->model()->index(r, CrawlTableModel::ResponseTime);
            if (dock->table()->model()->index(r, CrawlTableModel::Status).data().toString()
                != u"not asked")
                QVERIFY2(time.data().toString().endsWith(u" ms"_s),
                         qPrintable(time.data().toString()));
        }

        // A page the sitemap lacks: added, one undo step; the page's details say who links it.
        EditorDocument *document = f.window.document();
        const qsizetype entries = document->workspace().sitemaps.first().entries.size();
        const QString contact = m_server->url(u"/contact"_s).toDisplayString();
        QVERIFY(select(*dock, contact));
        QVERIFY2(child<QLabel>(*dock, u"crawlDetails"_s)->text().contains(u"Linked from 2 page"_s),
                 qPrintable(child<QLabel>(*dock, u"crawlDetails"_s)->text()));
        auto *add = child<QPushButton>(*dock, u"crawlAdd"_s);
        auto *remove = child<QPushButton>(*dock, u"crawlRemove"_s);
        QVERIFY(add->isEnabled()); // the sitemap lacks it
        QVERIFY(!remove->isEnabled());
        {
            const int steps = document->undoStack()->count();
            QTest::mouseClick(add, Qt::LeftButton);
            QCOMPARE(document->workspace().sitemaps.first().entries.size(), entries + 1);
            QCOMPARE(document->workspace().sitemaps.first().entries.last().loc(),
                     m_server->url(u"/contact"_s).toString());
            QCOMPARE(document->undoStack()->count(), steps + 1);
            // The buttons and the In sitemap column follow on the next turn of the event loop.
            QTRY_VERIFY(!add->isEnabled());
            QVERIFY(remove->isEnabled());
            document->undoStack()->undo();
            QCOMPARE(document->workspace().sitemaps.first().entries.size(), entries);
            QTRY_VERIFY(add->isEnabled());
        }
        // A page it lists: removed, one undo step, and back.
        const QString home = m_server->url(u"/"_s).toDisplayString();
        QVERIFY(select(*dock, home));
        QVERIFY(remove->isEnabled());
        const int steps = document->undoStack()->index(); // the undone Add is dropped now
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(document->workspace().sitemaps.first().entries.size(), entries - 1);
        QCOMPARE(document->undoStack()->index(), steps + 1);
        QTRY_VERIFY(add->isEnabled());
        document->undoStack()->undo();
        QCOMPARE(document->workspace().sitemaps.first().entries.size(), entries);
        QTRY_VERIFY(!add->isEnabled());

        rows = rowsOf(*dock);
        reasons = QStringList { reasonLabel->text() };
        QString error;
        auto *review = f.window.findChild<ReviewController *>();
        QVERIFY(review);

        // The window's report has the site audit: each rule the audit found, with its count
        // (the findings worked out again since the edits above).
        QTRY_VERIFY(!audit->findings().isEmpty());
        const QString html = f.dir.filePath(u"review.html"_s);
        QVERIFY(review->exportReport(html));
        QFile report(html);
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QByteArray text = report.readAll();
        QVERIFY(text.contains("id=\"site-audit\""));
        QHash<QString, int> byRule;
        for (const Finding &finding : audit->findings())
            ++byRule[QString(finding.ruleId)];
        QVERIFY(byRule.size() >= 3);
        // Pictures of the report's pages, for packaging/screenshots/ (the audit comes after the
        // findings).
        if (!qEnvironmentVariableIsEmpty("SITEMAP_STUDIO_SCREENSHOTS")) {
            ReviewReport pages(document->workspace(), document->checker().findings());
            pages.setSiteAudit(CrawlSitemap::siteAudit(document->workspace(), audit->crawl()));
            for (int page = 0; page < 4; ++page)
                QVERIFY(ReportExport::renderPage(pages, page)
                            .save(qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS")
                                  + u"/report-page-%1.png"_s.arg(page)));
        }
        for (auto it = byRule.cbegin(); it != byRule.cend(); ++it)
            QVERIFY2(text.contains(u"id=\"audit-%1\""_s.arg(it.key()).toUtf8())
                         && text.contains(u"Pages: %1"_s.arg(it.value()).toUtf8()),
                     qPrintable(it.key()));
        QVERIFY2(f.window.crawlController()->saveCrawl(kept, &error), qPrintable(error));
        QVERIFY(!f.window.crawlDocument()->isModified());
        shoot(&f.window, u"crawl-view"_s);
        dock->sideTabs()->setCurrentIndex(1);
        dock->verdictChart()->activate(1); // the largest verdict after the first
        shoot(&f.window, u"crawl-charts"_s);
    }

    // The server gone, a new window: the crawl opened from the file shows the same rows.
    m_server.reset();
    WindowFixture f;
    CrawlController *crawls = f.window.crawlController();
    QString error;
    QVERIFY(!crawls->openCrawl(kept + u".absent"_s, &error));
    QVERIFY2(error.contains(u"does not exist"_s), qPrintable(error));
    QVERIFY2(crawls->openCrawl(kept, &error), qPrintable(error));
    QVERIFY(!f.window.crawlDocument()->isModified());
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    QTRY_VERIFY(dock->isVisible());
    QCOMPARE(rowsOf(*dock), rows);
    QCOMPARE(QStringList { child<QLabel>(*dock, u"crawlReasons"_s)->text() }, reasons);
}

// Tools → Compare Crawls… on two crawls of a site before and after a change: the counts by
// kind as links that filter, the filters by what changed and by URL, a file that is no crawl.
void TestCrawlView::twoCrawlsCompared()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    HostileSite::install(server, HostileSite::MetaRefresh, 1);
    QTemporaryDir dir;
    const QString before = dir.filePath(u"before.crawl"_s), after = dir.filePath(u"after.crawl"_s);
    QVERIFY(crawlInto(before, server.url(u"/"_s)));
    server.status(u"/good/3"_s, 404);
    server.serve(u"/good/5"_s, LoopbackSite::page(u"Good page five, renamed"_s, { u"/"_s }),
                 "text/html");
    server.serve(u"/refresh"_s, LoopbackSite::page(u"No longer moved"_s, { u"/"_s }), "text/html");
    QVERIFY(crawlInto(after, server.url(u"/"_s)));

    WindowFixture f;
    f.find<QAction>(u"actionCompareCrawls"_s)->trigger();
    auto *dialog = f.find<CrawlCompareDialog>(u"crawlCompareDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    // No crawl open: both sides are files.
    QVERIFY(!child<QCheckBox>(*dialog, u"crawlCompareUseOpen"_s)->isVisible());
    QString error;
    QVERIFY2(dialog->compare(before, after, &error), qPrintable(error));
    // /good/3 now 404; /good/5 renamed; /refresh no longer a redirect (status stays 200), so
    // its target, which only it led to, is gone.
    QCOMPARE(dialog->diff().count(CrawlDiff::Kind::Changed), 3);
    QCOMPARE(dialog->diff().count(CrawlDiff::Kind::New), 0);
    QCOMPARE(dialog->diff().count(CrawlDiff::Kind::Gone), 1);
    auto *counts = child<QLabel>(*dialog, u"crawlCompareCounts"_s);
    QVERIFY2(counts->text().contains(u"3 changed"_s) && counts->text().contains(u"1 gone"_s),
             qPrintable(counts->text()));
    auto *table = child<QTableWidget>(*dialog, u"crawlCompareTable"_s);
    QCOMPARE(table->rowCount(), 4);
    Q_EMIT counts->linkActivated(u"gone"_s);
    QCOMPARE(table->rowCount(), 1);
    QVERIFY(table->item(0, 1)->text().endsWith(u"/refresh-target"_s));
    Q_EMIT counts->linkActivated(u"new"_s);
    QCOMPARE(table->rowCount(), 0);
    Q_EMIT counts->linkActivated(u"all"_s);
    QCOMPARE(table->rowCount(), 4);
    auto *field = child<QComboBox>(*dialog, u"crawlCompareField"_s);
    field->setCurrentIndex(field->findData(int(CrawlDiff::Title)));
    QCOMPARE(table->rowCount(), 2); // /good/5 renamed, and /refresh with its new page
    QStringList renamed;
    for (int r = 0; r < table->rowCount(); ++r)
        renamed.append(QUrl(table->item(r, 1)->text()).path() + u' ' + table->item(r, 2)->text());
    renamed.sort();
    QVERIFY2(renamed.first().startsWith(
                 u"/good/5 title \"Good page 5\" → \"Good page five, renamed\""_s),
             qPrintable(renamed.join(u'\n')));
    field->setCurrentIndex(0);
    child<QLineEdit>(*dialog, u"crawlCompareFilter"_s)->setText(u"/good/3"_s);
    QCOMPARE(table->rowCount(), 1);
    QVERIFY2(table->item(0, 2)->text().contains(u"status 200 → 404"_s),
             qPrintable(table->item(0, 2)->text()));
    QCOMPARE(child<QLabel>(*dialog, u"crawlCompareShown"_s)->text(), u"1 of 4 shown"_s);
    child<QLineEdit>(*dialog, u"crawlCompareFilter"_s)->clear();
    shoot(dialog, u"crawl-compare"_s);

    QFile notACrawl(dir.filePath(u"notes.txt"_s));
    QVERIFY(notACrawl.open(QIODevice::WriteOnly));
    notACrawl.write("not a crawl\n");
    notACrawl.close();
    QVERIFY(!dialog->compare(before, notACrawl.fileName(), &error));
    QVERIFY2(error.contains(u"is not a crawl kept by Sitemap Studio"_s), qPrintable(error));
    QVERIFY(counts->text().contains(u"is not a crawl kept"_s));
    QCOMPARE(table->rowCount(), 0);

    // With the later crawl open in the window, it is the later side, ticked at once: the
    // same changes, no file read for it.
    QVERIFY2(f.window.crawlController()->openCrawl(after, &error), qPrintable(error));
    QVERIFY(QFile::remove(after));
    f.find<QAction>(u"actionCompareCrawls"_s)->trigger();
    dialog = f.find<CrawlCompareDialog>(u"crawlCompareDialog"_s);
    QVERIFY(dialog);
    auto *useOpen = child<QCheckBox>(*dialog, u"crawlCompareUseOpen"_s);
    QVERIFY(useOpen->isVisible() && useOpen->isChecked());
    QVERIFY2(useOpen->text().contains(server.url(u"/"_s).host()), qPrintable(useOpen->text()));
    QVERIFY(!child<QLineEdit>(*dialog, u"crawlCompareNewer"_s)->isEnabled());
    QVERIFY2(dialog->compare(before, QString(), &error), qPrintable(error));
    QCOMPARE(dialog->diff().count(CrawlDiff::Kind::Changed), 3);
    QCOMPARE(dialog->diff().count(CrawlDiff::Kind::Gone), 1);
}

// The windows go without closing, as after a kill: their crawls' copies are not left behind.
void TestCrawlView::cleanup()
{
    QDir(Autosave::root()).removeRecursively();
}

QTEST_MAIN(TestCrawlView)
#include "tst_crawlview.moc"
