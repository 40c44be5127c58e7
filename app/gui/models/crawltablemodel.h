#pragma once

#include <QAbstractTableModel>
#include <QCoreApplication>

#include "model/workspace.h"
#include <QMultiHash>
#include <QSortFilterProxyModel>
#include <QStringList>
#include <QTimer>

namespace Studio {

class CrawlDocument;
class CrawlResult;
struct PageRendering;
class EditorDocument;
struct CrawledPage;

// The pages of the crawl document's crawl, one row each for every page the crawl did (fetched,
// or decided without a request): its URL, status, verdict and why, canonical, where its
// redirects end, depth, inlinks, outlinks, title, content type, size, response time, and
// whether the open sitemap lists it. While the crawl runs, the pages done come in as rows a
// few times a second (one insertion for each batch, so that a sorted view sorts them in once),
// and the inlinks of the rows already there follow; when it ends every row is told again
// (link depths are settled then). Reset when another crawl is held; "In sitemap" follows the
// sitemap document.
class CrawlTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Url,
        Status,
        Verdict,
        Canonical,
        RedirectTo,
        Depth,
        Inlinks,
        Outlinks,
        Title,
        ContentType,
        Size,
        ResponseTime,
        InSitemap,
        JavaScript, // what rendering did: rendered, did not settle, failed, a shell not rendered
        ColumnCount,
    };
    enum Role {
        VerdictIdRole = Qt::UserRole + 1, // CrawlResult::indexabilityId
        StatusClassRole, // "2xx" … "5xx", "none", "blocked"
        StatusKeyRole, // "404", "none", "blocked"
        SortRole, // numbers as numbers
        UrlIdRole, // the page's URL id in the crawl
        RenderingKeyRole, // renderingKey()
    };

    CrawlTableModel(CrawlDocument *crawls, EditorDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The page of `row`; nullptr for none.
    const CrawledPage *page(int row) const;
    const CrawlResult &crawl() const;
    // Whether the document lists the URL of `page`.
    bool isListed(const CrawledPage &page) const;
    // The document's entries that list `url`, as the duplicate rule normalises URLs.
    QList<EntryRef> entriesFor(const QString &url) const;
    // The verdicts with their counts, most first: (id, count).
    QList<std::pair<QString, int>> verdictCounts() const;
    // The statuses with their counts, most first: ("200", count), ("none", …) for no answer,
    // ("blocked", …) for pages not asked (robots.txt).
    QList<std::pair<QString, int>> statusCounts() const;
    // "Canonicalised elsewhere" and the others, as the window shows a verdict.
    static QString verdictText(const QString &id);
    // The page's status class: "2xx" … "5xx", "none" (no answer), "blocked" (not asked).
    static QString statusClass(const CrawledPage &page);
    // The page's status: "404", or "none" and "blocked" as statusClass().
    static QString statusKey(const CrawledPage &page);
    // "404", "No answer", "Not asked (robots.txt)": a status key for people.
    static QString statusText(const QString &key);
    // "rendered" (its rendered DOM was read, settled or not), "shell" (an application shell
    // left unrendered: rendering was off, failed or never came), or empty (a page rendering
    // did not touch).
    static QString renderingKey(const PageRendering *rendering);
    // What rendering did to the page, for the JavaScript column; empty when nothing.
    static QString renderingText(const PageRendering *rendering);

private:
    void reload();
    // The pages done since the last insertion become rows.
    void insertDone();
    void runningChanged(bool running);
    void documentChanged();
    void listEntries() const;

    CrawlDocument *m_crawls; // not owned
    EditorDocument *m_document; // not owned
    QList<quint32> m_pending; // pages done, not yet rows
    QTimer *m_insertTimer; // owned (child)
    bool m_resetting = false; // between crawlAboutToBeReset() and crawlReset()
    int m_batches = 0; // insertions made: the inlinks are told every InlinksEvery
    static constexpr int InlinksEvery = 8;
    QList<quint32> m_rows; // indexes in the crawl's pages (4 bytes a row: a crawl may be large)
    // The document's entries by the hash of their normalised location (8 bytes a URL rather
    // than the text: a document may hold a million), confirmed on the text when asked.
    // Listed when first asked after a change of the document (documentChanged()).
    mutable QMultiHash<quint64, EntryRef> m_listed;
    mutable bool m_listedStale = true;
    bool m_repaintPending = false; // a repaint of the In sitemap column is queued
};

// The crawl table filtered by text (URL or title), verdict and status class, sorted by number
// where a column holds numbers.
class CrawlFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CrawlFilterModel(QObject *parent = nullptr);

    void setText(const QString &text);
    void setVerdict(const QString &id); // empty: every verdict
    // A class ("4xx"), an exact status ("404"), "none" or "blocked" (statusKey()); empty: every
    // status.
    void setStatus(const QString &status);
    QString status() const { return m_status; }
    // A CrawlTableModel::renderingKey() ("rendered", "shell"); empty: every page.
    void setRendering(const QString &key);
    QString rendering() const { return m_rendering; }
    QString verdict() const { return m_verdict; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    QString m_verdict;
    QString m_status;
    QString m_rendering;
};

} // namespace Studio
