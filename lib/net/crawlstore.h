#pragma once

#include "crawler.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <memory>

namespace Studio {

// A crawl kept in a file: an SQLite database (through Qt SQL) that the crawl writes as it goes,
// so that a crawl killed half-way keeps what it fetched and can go on from there
// (Crawler::resumeFrom), and that a finished one is opened again months later without the
// network.
//
// What it holds: the start URL and the options; the URL table (ids as in CrawlResult); one row
// per page done (fetched, or decided without a request: blocked, robots.txt unavailable), with
// its links (with each link's anchor text and rel, since version 4), hreflang alternates and,
// since version 5, what rendering did to it (PageRendering), and since version 6 its content
// (PageContent: the fingerprint and its history; the blocks, for the pages read before the
// crawl's boilerplate settled) with the history the crawl was given (CrawlOptions::history),
// the crawl's time and its boilerplate;
// the cuts, the limits reached and the totals. Pages met but
// not yet done are not kept: a resumed crawl meets them again through the links of the pages
// done. Inlinks are counted again when a crawl is loaded.
//
// Writes are batched: pageDone() queues, and every BatchPages pages or two seconds (or
// flush()) one transaction writes them. The journal is SQLite's write-ahead log with
// synchronous=NORMAL: a process killed at any point leaves the last committed batch whole; a power
// cut may lose the last batches, never the file's consistency. The schema carries a version (PRAGMA
// user_version); an older store is migrated when opened (one that cannot be written is read as it
// is), a newer one is refused.
//
// One store is used from one thread.
class CrawlStore
{
    Q_DECLARE_TR_FUNCTIONS(Studio::CrawlStore)

public:
    static constexpr int SchemaVersion = 6;
    static constexpr int BatchPages = 256;

    CrawlStore();
    ~CrawlStore();
    CrawlStore(const CrawlStore &) = delete;
    CrawlStore &operator=(const CrawlStore &) = delete;

    // Opens the store at `path`, creating it when absent (`create`); false with the reason in
    // `error` when it cannot be opened, is no crawl store, or was written by a newer version.
    bool open(const QString &path, bool create, QString *error);
    bool isOpen() const;
    QString path() const;

    // Starts a new crawl in the store: what it held before is dropped. The history in
    // `options` (CrawlOptions::history) is kept with it.
    bool begin(const QUrl &start, const CrawlOptions &options, QString *error);
    // Page `index` of `result` is done: kept with the next batch.
    void pageDone(const CrawlResult &result, qsizetype index);
    // Writes what is queued, the URLs met since the last write, the cuts and the totals, in one
    // transaction.
    bool flush(const CrawlResult &result, QString *error = nullptr);
    // flush(), and the crawl marked finished (complete or cut short, as `result` says).
    bool finish(const CrawlResult &result, QString *error = nullptr);

    // The crawl kept: start URL, options (the history it was given among them), and the pages
    // done, in the order they were met, with their links, inlinks, content, cuts, limits and
    // totals. `finished` says whether the crawl ran to
    // its end (a limit or a cancel included) rather than being killed; one that did not is
    // loaded as cancelled. What is written afterwards (a resumed crawl) adds to it.
    bool load(CrawlResult *result, CrawlOptions *options, bool *finished, QString *error);
    // open() an existing store and load() it: a crawl read to be looked at, not added to.
    static bool read(const QString &path, CrawlResult *result, CrawlOptions *options,
                     bool *finished, QString *error);
    // The content history the crawl kept at `path` carries on to a later one (crawl --since,
    // the crawl dialog's content history): its pages' over what it was given itself. Empty
    // (not null) for a crawl kept before content histories were; null with `error` when the
    // file cannot be read as a crawl.
    static std::shared_ptr<const CrawlHistory> historyOf(const QString &path, QString *error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Studio
