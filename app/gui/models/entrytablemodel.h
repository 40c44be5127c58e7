#pragma once

#include "model/workspace.h"
#include "rules/checker.h"

#include <QAbstractTableModel>

#include <vector>
#include <QHash>

namespace Studio {

class EditorDocument;
class AuditSession;
class CoverageSession;
struct CrawledPage;
class LinkCheckSession;
class UrlEntry;

// One row per URL of the workspace (the entries of every urlset, in order), or, as the
// Sitemaps listing, one row per entry of its indexes: the sitemaps they list, with whether each
// was read and how many URLs it holds. Reads the document's contiguous entries directly;
// editing pushes a ReplaceEntry command instead of changing data.
class EntryTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Loc,
        Lastmod,
        Changefreq,
        Priority,
        Images,
        Videos,
        News,
        Alternates,
        Finding,
        // The link checker's answer for the entry's URL, from the session's cache: empty until
        // it was checked. Looked up for the cells asked for only; nothing is kept per row.
        LinkStatus,
        FinalUrl, // after the redirects; empty when there was none
        ResponseTime, // in milliseconds
        // The Sitemaps listing's: whether the sitemap an index entry names was read, and the
        // URLs it holds. Empty for a URL.
        ChildStatus,
        ChildUrls,
        // The site audit's crawl for the entry's URL (AuditSession): its status, why a search
        // engine would index it or not, its canonical when it names another URL, and how many
        // crawled pages link to it. Empty without a crawl, or for a URL it did not reach.
        CrawlStatus,
        Indexability,
        Canonical,
        Inlinks,
        // What Search Console says of the entry's URL (CoverageSession): "Indexed", "Not
        // indexed: REASON", "Unknown to Google"; empty when Google's data does not name it.
        // Looked up for the cells asked for only; nothing is kept per row.
        Coverage,
        ColumnCount
    };
    // What the rows are: the URLs of the urlsets, or the entries of the indexes.
    enum class Listing { Urls, Sitemaps };
    Q_ENUM(Listing)
    // What became of the sitemap an index entry names, in the order ChildStatus sorts by.
    enum class ChildState {
        Loaded,
        NotFound, // looked for beside the index, not there
        Unreadable, // read, but not a sitemap
        ListedBefore, // the same sitemap as an earlier entry; read once
        Loop, // the index itself, or one that lists it
        NotLoaded, // not looked for: opened without its children, or added since
    };
    enum Role {
        SitemapRole = Qt::UserRole,
        EntryRole,
        SeverityRole, // worst severity of the entry's findings as int; -1 for none
        SortRole,
    };

    explicit EntryTableModel(EditorDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // The results the link columns show; not owned, may be null (the columns stay empty).
    void setLinkCheck(const LinkCheckSession *linkCheck);
    // The crawl the crawl columns show; not owned, may be null (the columns stay empty).
    void setAudit(const AuditSession *audit);
    // The Search Console data the Coverage column shows; not owned, may be null (the column
    // stays empty).
    void setCoverage(const CoverageSession *coverage);
    // The order of the Coverage column's rows: not inspected, indexed, not indexed (by
    // reason), unknown to Google.
    qint64 coverageSortKey(const UrlEntry &entry) const;
    // The audit crawl's page for `entry`'s URL; nullptr without one.
    const CrawledPage *crawledPage(const UrlEntry &entry) const;
    // The order of the crawl columns' rows.
    qint64 crawlSortKey(const UrlEntry &entry, int column) const;
    // "Indexable", "Noindex", ...: a CrawlResult::Indexability in the table's words.
    static QString indexabilityText(int indexability);
    // The order of `entry` in the link column `column` (unchecked first), and its final URL:
    // what the filter model sorts by.
    qint64 linkSortKey(const UrlEntry &entry, int column) const;
    QString finalUrl(const UrlEntry &entry) const;

    QModelIndex indexFor(const EntryRef &ref, int column = Loc) const;
    EntryRef entryAt(const QModelIndex &index) const;
    EntryRef entryAt(int row) const; // { 0, -1 } when there is no such row

    // A document opens on its URLs, or on its indexes' sitemaps when it has no URL (an index
    // opened without its children, or whose children were not found).
    Listing listing() const { return m_listing; }
    // The columns empty in every row: their header's tooltip says so (ColumnFitter).
    void setEmptyColumns(const QList<int> &columns);
    // Shows the lastmods as dates alone, for a document whose every lastmod is at midnight.
    void setLastmodDatesOnly(bool datesOnly);
    bool lastmodDatesOnly() const { return m_lastmodDatesOnly; }
    // The start every row's location shares, to the last '/' and never short of the host
    // ("https://shop.example/en-gb/collections/"); empty when the hosts differ. What a
    // narrow URL column leaves out before what tells the rows apart (ColumnFitter counts it).
    const QString &sharedPrefix() const { return m_sharedPrefix; }
    void setSharedPrefix(const QString &prefix);
    // The longest location listed, by which the URL column decides for every row at once
    // whether the shared start is left out (UrlDelegate).
    const QString &longestLoc() const { return m_longestLoc; }
    void setLongestLoc(const QString &loc) { m_longestLoc = loc; }
    void setListing(Listing listing);
    // The listing a node of the workspace tree is about: an index's sitemaps, a urlset's URLs.
    // Unchanged for a file that could not be read.
    void showListingFor(qint32 sitemap);
    // For an entry of an index: what became of the sitemap it names, and that sitemap's URL
    // count (-1 when it was not read or is not a urlset).
    ChildState childState(const EntryRef &ref) const;
    qsizetype childUrlCount(const EntryRef &ref) const;
    // The sitemap an index entry's link resolved to, read and not failed; -1 for none.
    qint32 childSitemapOf(const EntryRef &ref) const;
    static QString childStateText(ChildState state);

signals:
    // After the rows changed from one listing to the other, and after every reset.
    void listingChanged(Studio::EntryTableModel::Listing listing);
    void sharedPrefixChanged(const QString &prefix);

private:
    // A run of rows that are the entries of one urlset (of one index in the Sitemaps
    // listing).
    struct Range
    {
        qint32 sitemap = 0;
        qsizetype firstRow = 0;
        qsizetype count = 0;
    };
    void rebuildRanges();
    // The listing a new document opens on.
    Listing openingListing() const;
    qsizetype rowOf(const EntryRef &ref) const;
    const Range *rangeOf(qint32 sitemap) const; // nullptr when its entries are not rows
    const Workspace::ChildLink *linkOf(const EntryRef &ref) const;
    // The entry's findings: the checker's, then the link check's, the site audit's and
    // Search Console's.
    QList<Studio::Finding> findingsOf(const EntryRef &ref) const;
    // Drops the index of the link check's and the audit's findings, and announces the
    // Finding column changed.
    void extraFindingsChanged();

    EditorDocument *m_document; // not owned
    const LinkCheckSession *m_linkCheck = nullptr; // not owned
    const AuditSession *m_audit = nullptr; // not owned
    const CoverageSession *m_coverage = nullptr; // not owned
    // The link check's and the audit's findings about entries, as pointers into their
    // sessions' lists sorted by entry (16 bytes each: an audit of a large crawl brings
    // hundreds of thousands); made when first asked after they changed.
    mutable std::vector<std::pair<quint64, const Studio::Finding *>> m_extraFindings;
    mutable bool m_extraIndexed = false;
    bool m_extraAnnounced = false; // a change of them waits to be announced
    Listing m_listing = Listing::Urls;
    bool m_lastmodDatesOnly = false;
    QList<int> m_empty; // columns empty in every row
    QString m_sharedPrefix;
    QString m_longestLoc;
    QList<Range> m_ranges;
    // In the Sitemaps listing, per row: the position in the workspace's children of the link
    // its entry resolved to; -1 for none.
    QList<qsizetype> m_links;
    qsizetype m_rows = 0;
    bool m_justReset = false;
};

} // namespace Studio
