#pragma once

#include "net/crawltables.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace Studio {

class CrawlDocument;
class CrawlSheetModel;
class EditorDocument;
class TableActions;

// A tab of the Crawl view beside its pages: one of the crawl's tables (CrawlSheetModel) with a
// filter on every column's text, "N of M shown", sorting by any column, and the table's
// context menu (TableActions: copy, export to CSV).
class CrawlSheetView : public QWidget
{
    Q_OBJECT

public:
    // Neither is owned; both must outlive the view.
    CrawlSheetView(CrawlTable::Kind kind, CrawlDocument *crawls, EditorDocument *document,
                   QWidget *parent = nullptr);

    CrawlSheetModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    TableActions *actions() const { return m_actions; }
    void setFilterText(const QString &text);

protected:
    // The table is made while the tab shows (CrawlSheetModel::setActive()).
    void showEvent(QShowEvent *event) override;

private:
    void updateShown();

    CrawlDocument *m_crawls; // not owned
    CrawlSheetModel *m_model; // owned (child)
    QSortFilterProxyModel *m_filter; // owned (child)
    QLineEdit *m_text;
    QLabel *m_shown;
    QLabel *m_empty; // while there is no table: why
    QTableView *m_table;
    TableActions *m_actions; // owned (child of the table)
};

} // namespace Studio
