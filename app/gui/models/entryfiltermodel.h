#pragma once

#include <QAbstractProxyModel>
#include <QDateTime>
#include <QList>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace Studio {

class EditorDocument;
class EntryTableModel;
class UrlEntry;

// Sorts and filters the entry table.
//
// A proxy of its own rather than QSortFilterProxyModel, for a million rows:
// - a change of the criteria computes the visible rows in one pass, split over the cores, and
//   announces them as a few row ranges or one reset, where QSortFilterProxyModel removes and
//   inserts range by range (each range costs the view a pass over all rows) and builds its
//   mapping through QModelIndex and QVariant for every row;
// - typing one more character into the URL filter only tests the rows still shown;
// - on a large table the URL filter is worked out on a thread while the window stays usable,
//   and only the answer to the latest text is shown: typing on drops what an earlier
//   keystroke asked for;
// - sorting compares the entries' own values (UTF-8 locations, dates as numbers), not
//   QVariants, and keeps the sorted order of all rows, so that filtering a sorted table sorts
//   nothing.
// Edits of single entries are followed row by row: a row that stops matching leaves, one that
// starts matching arrives in its sorted place, and one whose sort key changed moves.
class EntryFilterModel : public QAbstractProxyModel
{
    Q_OBJECT

public:
    enum Extension { AnyExtension, WithImages, WithVideos, WithNews, WithAlternates };

    EntryFilterModel(EditorDocument *document, EntryTableModel *source, QObject *parent = nullptr);
    ~EntryFilterModel() override;

    // `text` is a substring (ASCII letters in any case), or a regular expression when `regex`;
    // false when the expression is not valid (the filter is then left as it was). With at
    // least backgroundFrom() rows to test, the rows are found on a thread and shown later,
    // with criteriaApplied(); isPending() until then.
    bool setUrlFilter(const QString &text, bool regex);
    // The number of rows to test from which the URL filter runs on a thread; below it the
    // rows are found at once (a few milliseconds).
    int backgroundFrom() const { return m_backgroundFrom; }
    void setBackgroundFrom(int rows) { m_backgroundFrom = rows; }
    // True while the rows for the URL filter last set are being found: the rows shown are
    // still those of an earlier text, or the first rows of this one (isPartial()).
    bool isPending() const { return m_pending; }
    // True while only the first rows for the URL filter are shown, the rest being found: on
    // a table of at least firstRowsFrom() rows to test, the first rows in display order that
    // match are shown as soon as they are found (firstRowsShown()), and the others are added
    // below them when every row has been tested.
    bool isPartial() const { return m_partial; }
    int firstRowsFrom() const { return m_firstRowsFrom; }
    void setFirstRowsFrom(int rows) { m_firstRowsFrom = rows; }
    // Returns once the rows for the criteria as set are shown (a test, a benchmark).
    void waitForRows();
    void setMinimumSeverity(int severity); // -1: any entry, with or without findings
    void setRule(const QString &ruleId); // empty: any
    void setExtension(Extension extension);
    // Entries whose lastmod lies in [from, to]; an invalid bound is open. With either bound
    // set, entries without a lastmod are hidden.
    void setLastmodRange(const QDateTime &from, const QDateTime &to);
    // Entries `predicate` accepts (the URLs of a statistics chart's bar, say), named for the
    // user by `label` ("Host: example.com"); a null predicate removes it. It is called from
    // several threads at once for a large table, so it must only read.
    using EntryPredicate = std::function<bool(const UrlEntry &)>;
    void setEntryPredicate(const QString &label, EntryPredicate predicate);
    // Entries Search Console's data puts in a state (CoverageSession::predicate()), beside
    // every other criterion; a null predicate shows every state. Called from several threads
    // at once for a large table, as the entry predicate is.
    void setCoverageFilter(EntryPredicate predicate);
    // Shows the rows of sitemap `sitemap` alone (a child of an index browsed), in the place of
    // the entry predicate, with that label; -1 shows every sitemap's again.
    void setSitemapFilter(const QString &label, qint32 sitemap);
    qint32 sitemapFilter() const;
    void clearEntryPredicate() { setEntryPredicate({}, {}); }
    QString entryPredicateLabel() const;
    // The URLs under `prefix` (a folder chosen in the site tree), as the entry predicate named
    // "Folder: …"; an empty prefix clears it while it is still the one shown (a statistics
    // bar may have replaced it since).
    void setFolderFilter(const QString &prefix);
    // True when any criterion is set, whether or not it hides a row.
    bool isFiltering() const;

    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

signals:
    // The entry predicate was set or removed; `label` is empty when there is none.
    void entryPredicateChanged(const QString &label);
    // The rows were filtered anew for criteria the user set (not for an edit of the data);
    // for a URL filter found on a thread, when its rows are shown.
    void criteriaApplied();
    // The first rows for the URL filter are shown (isPartial()), or the rows shown already
    // begin with them (every row matching so far); the rest follow with criteriaApplied().
    void firstRowsShown();

private:
    struct Criteria;
    class Matcher;
    struct Change;

    // Applies changed criteria; `narrowing` when only rows shown now can match them.
    void refilter(bool narrowing = false);
    // refilter() for criteria the user set, then criteriaApplied().
    void applyCriteria(bool narrowing = false);
    // The source rows that match `criteria`, in display order, out of `candidates` (all rows
    // when null). Runs on a worker thread too: it reads the document, the source and m_order,
    // which stopWorker() keeps still. Gives up early once `cancel` is set (its rows are then
    // not to be used).
    QList<int> matchingRows(const Criteria &criteria, const QList<int> *candidates,
                            const std::atomic<bool> *cancel = nullptr, int from = 0) const;
    // The matching rows among the first of `candidates` (all rows when null) in display
    // order, tested on this thread until `wanted` are found or `limit` are tested; `tested`
    // tells how many were (the rows from there on are matchingRows(…, *tested)'s).
    QList<int> firstMatchingRows(const Criteria &criteria, const QList<int> *candidates, int wanted,
                                 int limit, const std::atomic<bool> *cancel, int *tested) const;
    // The source row at display position `i` of `candidates`, or of every row when null.
    int displayedRow(const QList<int> *candidates, int i) const;
    // Replaces the visible rows by `rows`, announced as row ranges when they are few and
    // as one layout change otherwise, which keeps the current row and the selection where
    // they are still shown.
    void applyRows(QList<int> rows);
    // The rows that leave and arrive when `found` replace the rows shown (`shown`, or every
    // row 0 … everyCount - 1 when `every`): thread-safe like matchingRows().
    Change changeTo(const QList<int> &shown, bool every, int everyCount, QList<int> found) const;
    void showChange(Change change);
    // The rows shown are those of the criteria as set now.
    void markShown();
    // Shows the rows for the URL filter as set: at once for a small table, else from a
    // thread; `narrowing` when only the rows shown now can match it.
    void applyUrlFilter(bool narrowing);
    void startWorker(bool narrowing);
    // Stops a worker (it reads what is about to change) and drops its answer; one that was
    // finding rows is started again, over every row, once the change is made.
    void stopWorker();
    // Stops a worker and drops its answer, for rows found here and now instead.
    void dropWorker();
    void rebuildProxyRows();
    // The proxy row showing source row `sourceRow`; -1 when it is filtered out.
    int proxyRowOf(int sourceRow) const;
    // The rows for the criteria and order as they are, from scratch.
    void resetRows();
    // Leaves the every-row state: m_rows and m_proxyRows spelt out, for a change to work on.
    void spell();
    // Enters it when the rows are every source row in the source's order.
    void settle();
    // Enters it from any rows, in the source's order (m_order empty).
    void showEveryRow();
    // Display order: the sort column's values, then the source row.
    bool displayLess(int sourceRowA, int sourceRowB) const;
    int insertPosition(const QList<int> &rows, int sourceRow) const;

    void sourceReset();
    void sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last);
    void sourceRowsRemoved(const QModelIndex &parent, int first, int last);
    void sourceRowsInserted(const QModelIndex &parent, int first, int last);
    // Moves visible row `proxyRow` to its sorted place (its sort value changed).
    void resortRow(int proxyRow);

    EditorDocument *m_document; // not owned
    EntryTableModel *m_source; // not owned
    std::unique_ptr<Criteria> m_criteria;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    std::vector<int> m_order; // every source row in display order; empty when unsorted
    // With no filter and no order every source row is shown as it is (m_every): the two maps
    // below are then left empty, 8 MB a million rows spared until a filter or a sort asks.
    bool m_every = false;
    int m_everyCount = 0; // the rows then
    QList<int> m_rows; // proxy row → source row
    // Source row → proxy row, -1 when filtered out; kept only for a sorted order (see
    // proxyRowOf()).
    std::vector<int> m_proxyRows;
    QString m_folderLabel; // the entry predicate's label set by setFolderFilter(); empty for none

    // The URL filter on a thread. Each request counts one generation; an answer is shown only
    // when it is the latest's (an earlier keystroke's is dropped).
    int m_backgroundFrom = 200000;
    // From this many rows to test the first rows are shown before the rest are found (at 1M
    // rows every row is tested in about 20 ms: one answer is better there).
    int m_firstRowsFrom = 2000000;
    static constexpr int FirstRowsWanted = 512; // a few screens of rows
    quint64 m_generation = 0;
    bool m_pending = false;
    bool m_partial = false;
    std::shared_ptr<std::atomic<bool>> m_cancel; // the running worker's; null for none
    // The needle the rows shown were found for, with the other criteria as set; unknown while
    // a change of the data interrupted a worker (row-by-row updates then mixed two needles).
    QByteArray m_shownNeedle;
    bool m_shownKnown = true;
    QThreadPool m_workers; // one thread: the latest request waits for the one it cancels
};

} // namespace Studio
