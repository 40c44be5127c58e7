#pragma once

#include <QDockWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableView;

namespace Studio {

class AuditSession;
class BarChartView;
class CrawlFilterModel;
class CrawlTableModel;
class EditorDocument;

// The Crawl dock: every page of the document's crawl in a table (status, indexability and
// why, canonical, redirect, depth, inlinks, outlinks, title, type, size, response time, in the
// sitemap or not), filtered by text, status class and verdict, with the count of each verdict ("39 not
// indexable: 30 canonicalised elsewhere, 2 not found, …") as links that filter on a click and
// "N of M shown". The page selected shows the pages that link to it, where it leads and its
// findings, and is added to the open sitemap or removed from it, one undo step each. Beside
// it, charts of the pages by status and by indexability, whose bars filter the table.
class CrawlDock : public QDockWidget
{
    Q_OBJECT

public:
    CrawlDock(AuditSession *audit, EditorDocument *document, QWidget *parent = nullptr);

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
    // The selected page, added to the first sitemap of the document / removed from it.
    bool addSelected();
    bool removeSelected();

private:
    void crawlChanged();
    void updateCounts();
    void updateCharts();
    void updateSelection();

    AuditSession *m_audit; // not owned
    EditorDocument *m_document; // not owned
    CrawlTableModel *m_model;
    CrawlFilterModel *m_filter;
    QStackedWidget *m_pages; // the empty state, or the crawl
    QLineEdit *m_text;
    QComboBox *m_status;
    QLabel *m_reasons;
    QLabel *m_shown;
    QTableView *m_table;
    QLabel *m_details;
    QPushButton *m_add;
    QPushButton *m_remove;
    QTabWidget *m_side; // the page selected, the charts
    BarChartView *m_statusChart;
    BarChartView *m_verdictChart;
};

} // namespace Studio
