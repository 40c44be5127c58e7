// The Crawl view in the real window, against the loopback site on 127.0.0.1: a crawl run from
// Tools → Crawl Site… (Audit the Open Sitemap) fills the Crawl dock with every page done, the
// verdict counts filter on a click and "N of M shown" follows; text and status filters; the
// selected page shows who links to it; Add to and Remove from the sitemap, one undo step each;
// the crawl saved, the window closed, the server stopped, and the crawl opened again in a new
// window with the same rows.

#include "controllers/reviewcontroller.h"
#include "dialogs/crawldialog.h"
#include "document/auditsession.h"
#include "document/editordocument.h"
#include "document/reportexport.h"
#include "loopbacksite.h"
#include "models/crawltablemodel.h"
#include "namedchild.h"
#include "net/crawler.h"
#include "net/crawlsitemap.h"
#include "review/report.h"
#include "rules/checker.h"
#include "testhttpserver.h"
#include "widgets/crawldock.h"
#include "windowfixture.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkProxy>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
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

} // namespace

class TestCrawlView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void crawlShownFilteredEditedSavedAndReopened();

private:
    std::unique_ptr<TestHttpServer> m_server;
};

void TestCrawlView::initTestCase()
{
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
        QVERIFY(f.write(u"site.xml"_s, LoopbackSite::sitemapXml(m_server->url().toString().chopped(1))));
        QVERIFY(f.window.openFile(f.dir.filePath(u"site.xml"_s)));
        auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
        QVERIFY(dock);
        QVERIFY(!dock->isVisible()); // no crawl yet
        QVERIFY(!f.find<QAction>(u"actionSaveCrawl"_s)->isEnabled());

        f.find<QAction>(u"actionCrawlSite"_s)->trigger();
        auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
        QVERIFY(dialog);
        child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(m_server->url(u"/"_s).toString());
        QSignalSpy finished(dialog, &CrawlDialog::crawlFinished);
        QVERIFY(dialog->start());
        QVERIFY(finished.wait(60000));
        QTest::mouseClick(child<QPushButton>(*dialog, u"crawlAudit"_s), Qt::LeftButton);
        QTRY_VERIFY(!f.window.findChild<CrawlDialog *>(u"crawlDialog"_s));

        // Every page done, one row each, the dock shown.
        QTRY_VERIFY(dock->isVisible());
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
        QVERIFY2(reasonLabel->text().contains(u"not indexable:"_s), qPrintable(reasonLabel->text()));
        QVERIFY2(reasonLabel->text().contains(u"href=\"noindex\""_s), qPrintable(reasonLabel->text()));
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
            QVERIFY(dock->table()->model()->index(r, CrawlTableModel::Status).data().toString().startsWith(u'4'));
        QVERIFY(dock->table()->model()->rowCount() >= 2); // /missing and /gone
        status->setCurrentIndex(0);

        // A page the sitemap lacks: added, one undo step; the page's details say who links it.
        EditorDocument *document = f.window.document();
        const qsizetype entries = document->workspace().sitemaps.first().entries.size();
        const QString about = m_server->url(u"/about"_s).toDisplayString();
        QVERIFY(select(*dock, about));
        QVERIFY2(child<QLabel>(*dock, u"crawlDetails"_s)->text().contains(u"Linked from 1 page"_s),
                 qPrintable(child<QLabel>(*dock, u"crawlDetails"_s)->text()));
        auto *add = child<QPushButton>(*dock, u"crawlAdd"_s);
        auto *remove = child<QPushButton>(*dock, u"crawlRemove"_s);
        const bool listed = !add->isEnabled();
        if (!listed) {
            const int steps = document->undoStack()->count();
            QTest::mouseClick(add, Qt::LeftButton);
            QCOMPARE(document->workspace().sitemaps.first().entries.size(), entries + 1);
            QCOMPARE(document->workspace().sitemaps.first().entries.last().loc(),
                     m_server->url(u"/about"_s).toString());
            QCOMPARE(document->undoStack()->count(), steps + 1);
            QVERIFY(!add->isEnabled());
            QVERIFY(remove->isEnabled());
            document->undoStack()->undo();
            QCOMPARE(document->workspace().sitemaps.first().entries.size(), entries);
        }
        // A page it lists: removed, one undo step, and back.
        const QString home = m_server->url(u"/"_s).toDisplayString();
        QVERIFY(select(*dock, home));
        QVERIFY(remove->isEnabled());
        const int steps = document->undoStack()->count();
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(document->workspace().sitemaps.first().entries.size(), entries - 1);
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QVERIFY(add->isEnabled());
        document->undoStack()->undo();
        QCOMPARE(document->workspace().sitemaps.first().entries.size(), entries);
        QVERIFY(!add->isEnabled());

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
                QVERIFY(ReportExport::renderPage(pages, page).save(
                    qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS")
                    + u"/report-page-%1.png"_s.arg(page)));
        }
        for (auto it = byRule.cbegin(); it != byRule.cend(); ++it)
            QVERIFY2(text.contains(u"id=\"audit-%1\""_s.arg(it.key()).toUtf8())
                         && text.contains(u"Pages: %1"_s.arg(it.value()).toUtf8()),
                     qPrintable(it.key()));
        QVERIFY2(review->saveCrawl(kept, &error), qPrintable(error));
        shoot(&f.window, u"crawl-view"_s);
    }

    // The server gone, a new window: the crawl opened from the file shows the same rows.
    m_server.reset();
    WindowFixture f;
    auto *review = f.window.findChild<ReviewController *>();
    QString error;
    QVERIFY(!review->openCrawl(kept + u".absent"_s, &error));
    QVERIFY2(error.contains(u"does not exist"_s), qPrintable(error));
    QVERIFY2(review->openCrawl(kept, &error), qPrintable(error));
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    QTRY_VERIFY(dock->isVisible());
    QCOMPARE(rowsOf(*dock), rows);
    QCOMPARE(QStringList { child<QLabel>(*dock, u"crawlReasons"_s)->text() }, reasons);
}

QTEST_MAIN(TestCrawlView)
#include "tst_crawlview.moc"
