#pragma once

#include <QCoreApplication>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QIODevice;

namespace Studio {

class CrawlResult;
class Workspace;

// One of a crawl's tables, for people (a view in the window, a spreadsheet) and for scripts
// (the CLI's crawl-table): its columns and its rows, each cell made when asked. The table keeps
// only which page (and which link of it) each row is, a few bytes a row, so that a view of a
// crawl of a million links reads the cells it shows and no more.
//
// Cells are as scripts read them: URLs fully encoded as the crawl fetched them (an IDN host in
// punycode), statuses and counts as numbers ("" where there is none), verdicts as the stable
// ids of CrawlResult::indexabilityId(), times as ISO 8601 UTC, yes/no flags as "yes" and "no".
// Each column has a stable id (columnIds(): the header of the CSV and TSV files and the keys of
// the JSON objects, never translated, so that scripts keep working in every language) and a
// title for people (header(): translated, for the window's column headers).
//
// The table refers to the crawl it was made from, which must outlive it and not change under
// it: a crawl that goes on gets a new table.
class CrawlTable
{
    Q_DECLARE_TR_FUNCTIONS(Studio::CrawlTable)

public:
    // No underlying types: lupdate (Qt 6.4) loses the namespace of what follows an `enum E : T`
    // inside a class and files its strings under a context tr() never asks for.
    enum class Kind {
        // One row per page the crawl met, in the order met.
        Pages,
        // One row per link of each page (CrawledPage::links: within the crawl's scope, each
        // target once per page, the first <a> giving the anchor text and rel).
        Links,
        // One row per redirect chain: from each redirecting page that no other page's
        // redirect leads to, and from the first page met of a loop that every page of it
        // leads into.
        Redirects,
        // One row per content image of each page.
        Images,
        // The links whose target answered 4xx or 5xx or did not answer at all.
        BrokenLinks,
        // The indexable pages that a workspace's sitemaps do not list (CrawlSitemap).
        MissingPages,
        // One row per page read as HTML: its main content's fingerprint and history
        // (PageContent), in the order met.
        History,
    };
    enum class Format {
        Csv, // RFC 4180 (DelimitedText)
        Tsv,
        // An array of objects keyed by column id, in column order, one row a line; numeric
        // columns as numbers (null where the cell is empty), yes/no columns as true/false.
        Json,
    };
    enum class ColumnType {
        Text,
        Number,
        YesNo,
    };

    // "pages", "links", "redirects", "images", "broken-links", "missing-pages", "history".
    static QLatin1StringView kindId(Kind kind);
    // The kind named `id`; false when none is.
    static bool kindFromId(QStringView id, Kind *kind);
    static QList<Kind> kinds();
    // A title for people: "Broken links".
    static QString kindTitle(Kind kind);
    // Whether make() needs the workspace (MissingPages).
    static bool needsWorkspace(Kind kind);
    // "csv", "tsv", "json".
    static QLatin1StringView formatId(Format format);
    static bool formatFromId(QStringView id, Format *format);

    // The table of `kind` over `crawl` (which must outlive it). `workspace` is read here, for
    // MissingPages (which pages its sitemaps lack), and not kept; the other kinds ignore it,
    // and MissingPages without one has no rows.
    static CrawlTable make(Kind kind, const CrawlResult &crawl,
                           const Workspace *workspace = nullptr);

    Kind kind() const { return m_kind; }
    int columnCount() const;
    QLatin1StringView columnId(int column) const;
    QStringList columnIds() const;
    QString columnTitle(int column) const; // translated
    QStringList header() const; // the titles, translated
    ColumnType columnType(int column) const;
    qsizetype rowCount() const;
    QString cell(qsizetype row, int column) const;
    QStringList row(qsizetype row) const;

    // Writes the whole table to `device` (open for writing) in `format`, a buffer of some
    // 64 KB at a time, so that a large table never sits whole in memory. CSV and TSV start
    // with the column ids. False with the device's reason in `error` when a write fails.
    bool write(QIODevice *device, Format format, QString *error = nullptr) const;

    // A column's id, title and type (defined with the tables' columns).
    struct Column;

private:
    CrawlTable(Kind kind, const CrawlResult &crawl);
    const Column &column(int column) const;
    // The page and (for the tables of links and images) the link or image of `row`.
    std::pair<qsizetype, qsizetype> locate(qsizetype row) const;

    Kind m_kind;
    const CrawlResult *m_crawl; // not owned
    // The rows: for Pages, Redirects, MissingPages and History each row's page index
    // (m_pageRows);
    // for Links and Images the first row of each page (m_firstRow, one more entry than
    // pages, found by binary search); for BrokenLinks each row's page and link (m_pairs).
    std::vector<quint32> m_pageRows;
    std::vector<qsizetype> m_firstRow;
    std::vector<std::pair<quint32, quint32>> m_pairs;
};

} // namespace Studio
