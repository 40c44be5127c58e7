#pragma once

#include "models/entrytablemodel.h"

#include <QHash>
#include <QList>
#include <QObject>

class QHeaderView;
class QSettings;

namespace Studio {

class ColumnFitter;

class EditorDocument;

// Shows the entry table's columns that fit what its rows are: for the sitemaps of an index,
// whether each was read and its URL count, in place of the columns only URLs fill (change
// frequency, priority, the extensions). The columns it hid come back with the URLs, so that
// the user's choice of columns is kept.
class ListingColumns : public QObject
{
    Q_OBJECT

public:
    // None is owned; the object is a child of `header`.
    ListingColumns(EditorDocument *document, EntryTableModel *model, QHeaderView *header);

    // The kinds of document whose columns are kept apart: a urlset's URLs, an index's
    // sitemaps, and URLs with an audit's crawl beside them. Each keeps the widths and hidden
    // columns the user chose for it, in this session and the next.
    enum class Kind { UrlSet, Index, Crawl };
    Kind kind() const { return m_kind; }
    // The document has an audit's crawl now, or no longer. True when the crawl's columns were
    // set as the user left them (a state kept for Kind::Crawl), so that the caller leaves them.
    bool setCrawl(bool crawl);
    // setCrawl(), and where no state was kept: the crawl's columns shown (or hidden without a
    // crawl), the verdict column wide enough for every verdict, room made by `fitter`.
    void showCrawl(bool crawl, ColumnFitter *fitter);
    // Search Console's data was imported, or cleared: the Coverage column is shown for URLs
    // while there is data, and hidden without, whatever state of the columns is restored.
    // Shown anew, it is made wide enough for a reason and room is made by `fitter`. Hidden by
    // the user while there is data, it stays hidden as the rows turn to sitemaps and back,
    // until data is imported anew.
    void showCoverage(bool coverage, ColumnFitter *fitter);

    // The header's state for each kind, written to the window's settings for the next
    // session; restoreStates() reads them back (the urlset's is the header's own at start).
    void saveStates(QSettings &settings);
    void restoreStates(const QSettings &settings);

private:
    // Returns true when a kept state was restored.
    bool apply(EntryTableModel::Listing listing);

    EntryTableModel *m_model; // not owned
    QHeaderView *m_header; // not owned, the parent
    EntryTableModel::Listing m_applied = EntryTableModel::Listing::Urls;
    QList<int> m_hidden; // the URL columns hidden for the sitemaps, to show again
    Kind m_kind = Kind::UrlSet;
    bool m_crawl = false;
    bool m_coverage = false;
    // Whether the URLs' Coverage column was hidden by the user, and whether the last apply()
    // showed it to the user's choice (for URLs, with data), so that its state is theirs.
    bool m_coverageHidden = false;
    bool m_coverageApplied = false;
    QHash<int, QByteArray> m_states; // the header's state of each kind not shown, by Kind
};

} // namespace Studio
