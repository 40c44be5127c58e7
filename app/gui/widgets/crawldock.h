#pragma once

#include "net/crawltables.h"

#include <QDockWidget>

class QComboBox;
class QMenu;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QToolButton;

namespace Studio {

class AuditSession;
class BarChartView;
class CrawlDocument;
class CrawlResult;
struct CrawledPage;
struct PageContent;
struct PageRendering;
class CrawlSheetView;
class TableActions;
class CrawlFilterModel;
class CrawlTableModel;
class EditorDocument;

// The Crawl view: the crawl document's crawl as it runs and once it is done. While it runs, a
// progress bar (done of done and waiting), the counts (done, waiting, failed, pages a second,
// time, bytes) and Pause, Resume and Stop sit above the table, whose rows come in as pages are
// done and can be sorted and filtered all the while; once it ends, what was cut short and why,
// with Go On when it did not run to its end, Enter Login when the start page asked for one,
// and Create Sitemap.
//
// Every page of the crawl in a table (status, indexability and
// why, canonical, redirect, depth, inlinks, outlinks, title, type, size, response time, in the
// sitemap or not), filtered by text, status class and verdict, with the count of each verdict ("39
// not indexable: 30 canonicalised elsewhere, 2 not found, …") as links that filter on a click and
// "N of M shown". The page selected shows the pages that link to it, where it leads and its
// findings, and is added to the open sitemap or removed from it, one undo step each. Beside
// it, charts of the pages by status and by indexability, whose bars filter the table.
class CrawlDock : public QDockWidget
{
    Q_OBJECT

public:
    // None is owned; all must outlive the dock.
    CrawlDock(CrawlDocument *crawls, AuditSession *audit, EditorDocument *document,
              QWidget *parent = nullptr);

    CrawlTableModel *model() const { return m_model; }
    CrawlFilterModel *filter() const { return m_filter; }
    QTableView *table() const { return m_table; }
    // Shows only the pages of that verdict (CrawlResult::indexabilityId); empty for all.
    void showVerdict(const QString &id);
    // Shows only the pages of that status: a class ("4xx"), a code ("404"), "none" or
    // "blocked"; empty for all.
    void showStatus(const QString &status);
    BarChartView *statusChart() const { return m_statusChart; }
    BarChartView *verdictChart() const { return m_verdictChart; }
    QTabWidget *sideTabs() const { return m_side; }
    // The tabs of the crawl's tables: Pages (table()), then one CrawlSheetView for each of
    // links, redirects, images, broken links and missing pages.
    QTabWidget *tables() const { return m_tables; }
    CrawlSheetView *sheet(CrawlTable::Kind kind) const;
    TableActions *pageActions() const { return m_pageActions; }
    // The Export button's menu: each of the crawl's tables, whole, to a CSV file.
    QMenu *exportMenu() const;
    // Writes the crawl's table of `kind` to `path` as CSV (the CLI's crawl-table), atomically;
    // false with the reason in `error`.
    bool exportTable(CrawlTable::Kind kind, const QString &path, QString *error) const;
    // The selected page, added to the first sitemap of the document / removed from it.
    bool addSelected();
    bool removeSelected();

Q_SIGNALS:
    // Create Sitemap, Go On and Enter Login were clicked: the crawl controller does them.
    void createSitemapRequested();
    void goOnRequested();
    void loginRequested();

private:
    // What rendering did to a page, for its details: HTML, escaped.
    static QStringList renderingLines(const CrawlResult &crawl, const PageRendering &rendering);
    // The page's content history (ContentFingerprint): unchanged since a crawl, changed since
    // one, or first seen now.
    static QString historyLine(const CrawlResult &crawl, const CrawledPage &page,
                               const PageContent &content);
    void crawlChanged();
    void updateProgress();
    void rowsArrived();
    void updateCounts();
    void updateCharts();
    void updateSelection();

    CrawlDocument *m_crawls; // not owned
    AuditSession *m_audit; // not owned
    EditorDocument *m_document; // not owned
    CrawlTableModel *m_model;
    CrawlFilterModel *m_filter;
    QStackedWidget *m_pages; // the empty state, or the crawl
    QWidget *m_progressStrip; // shown while the crawl runs
    QProgressBar *m_progress;
    QLabel *m_progressText;
    QPushButton *m_pause;
    QPushButton *m_stop;
    QLabel *m_summary; // what the crawl ended with (cuts, limits), once it ended
    QPushButton *m_goOn;
    QPushButton *m_login;
    QPushButton *m_createSitemap;
    bool m_chartsPending = false; // the charts are drawn again with the next batch of rows
    QLineEdit *m_text;
    QComboBox *m_status;
    QLabel *m_reasons;
    QLabel *m_shown;
    QTableView *m_table;
    QLabel *m_details;
    QPushButton *m_add;
    QPushButton *m_remove;
    QTabWidget *m_side; // the page selected, the charts
    QTabWidget *m_tables; // pages, links, redirects, images, broken links, missing pages
    QList<CrawlSheetView *> m_sheets;
    TableActions *m_pageActions; // owned (child of the table)
    QToolButton *m_export;
    BarChartView *m_statusChart;
    BarChartView *m_verdictChart;
};

} // namespace Studio
