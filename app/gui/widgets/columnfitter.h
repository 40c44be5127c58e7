#pragma once

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
// the table (the table scrolls sideways then). A column that is empty in every row of a
// document opened (no change frequency in the file, no finding) is hidden, and shown when a
// value appears; no column is narrower than its title. Widths change when the user or a new
// document changes them, not with each edit. Columns that arrive with a check or an audit
// share what the URL leaves them.
class ColumnFitter : public QObject
{
    Q_OBJECT

public:
    // None is owned; the fitter is a child of `table`.
    ColumnFitter(EditorDocument *document, EntryTableModel *model, const FindingsModel *findings,
                 QTableView *table);

    // The URL column's least width: a third of the table, and never under 24 characters.
    int urlFloor() const;
    // The least width of `column`: its title whole, with the margins and the sort arrow.
    int headerWidth(int column) const;
    // The Last modified column's width for the dates of the document, shown whole.
    int lastmodWidth() const;

    // Whether the user chose to show or hide `column` (View → Columns), which then no longer
    // follows what the rows hold; chooseByHand() records such a choice.
    static bool isChosenByHand(int column);
    static void chooseByHand(int column);

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
    bool m_newDocument = false; // the next count is of a document just opened
    bool m_fitting = false;
};

} // namespace Studio
