#pragma once

#include <QHash>
#include <QObject>
#include <QTimer>

class QHeaderView;
class QTableView;

namespace Studio {

class EditorDocument;
class EntryTableModel;
class FindingsModel;

// The widths of the entry table's columns, so that the URL, the one value everybody came to
// read, gets the room: it takes what the other columns leave, and never less than a third of
// the table (the table scrolls sideways then). A column that is empty in every row (no
// change frequency in the file, no finding) shrinks to a few letters of its header, whose
// tooltip names it, and takes its width back when a value appears. Columns that arrive with
// a check or an audit share what the URL leaves them.
class ColumnFitter : public QObject
{
    Q_OBJECT

public:
    // None is owned; the fitter is a child of `table`.
    ColumnFitter(EditorDocument *document, EntryTableModel *model, const FindingsModel *findings,
                 QTableView *table);

    // The URL column's least width: a third of the table, and never under 24 characters.
    int urlFloor() const;
    // The width of a column that is empty in every row.
    int collapsedWidth() const;
    // True when `column` is empty in every row now (and so collapsed).
    bool isCollapsed(int column) const { return m_collapsed.contains(column); }

    // The URL column takes the width the others leave.
    void fit();
    // The columns shown since the last call (a check's, an audit's) are fitted into what the
    // URL leaves, each down to its header's few letters at the least.
    void makeRoomFor(const QList<int> &columns);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateEmptyColumns();

    EditorDocument *m_document; // not owned
    EntryTableModel *m_model; // not owned
    const FindingsModel *m_findings; // not owned
    QTableView *m_table; // not owned, the parent
    QHeaderView *m_header; // not owned
    QTimer m_recount;
    QList<int> m_collapsed;
    QHash<int, int> m_widthBefore; // what a collapsed column had, to take back
    bool m_fitting = false;
};

} // namespace Studio
