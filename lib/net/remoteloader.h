#pragma once

#include "io/input/readlimits.h"
#include "model/workspace.h"
#include "fetcher.h"

#include <QObject>
#include <QString>
#include <QUrl>

#include <atomic>
#include <memory>

namespace Studio {

// Follows a remote load from another thread (a GUI timer) and stops it, like LoadProgress
// does for files. Files count the index (or the single sitemap) as one.
class RemoteLoadProgress
{
public:
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    int filesDone() const { return m_filesDone.load(std::memory_order_relaxed); }
    int filesTotal() const { return m_filesTotal.load(std::memory_order_relaxed); }
    qint64 urls() const { return m_urls.load(std::memory_order_relaxed); }
    qint64 bytes() const { return m_bytes.load(std::memory_order_relaxed); }

    // For the loader.
    void setFilesTotal(int total) { m_filesTotal.store(total, std::memory_order_relaxed); }
    void fileDone() { m_filesDone.fetch_add(1, std::memory_order_relaxed); }
    void addUrls(qint64 n) { m_urls.fetch_add(n, std::memory_order_relaxed); }
    void addBytes(qint64 n) { m_bytes.fetch_add(n, std::memory_order_relaxed); }

private:
    std::atomic<bool> m_cancelled { false };
    std::atomic<int> m_filesDone { 0 };
    std::atomic<int> m_filesTotal { 1 };
    std::atomic<qint64> m_urls { 0 };
    std::atomic<qint64> m_bytes { 0 };
};

struct RemoteLoadOptions
{
    FetchOptions fetch; // for each file; maxBytes is further held to what maxTotalBytes leaves
    ReadLimits limits;
    // For an index: fetch the sitemaps it lists.
    bool loadChildren = true;
    // Files read in all, the index included. Children past it are left unread, with a note.
    int maxFiles = 1000;
    // Bytes received in all (as sent, before decompression); 0 for no limit. Once reached, no
    // further child is fetched and those under way are stopped, with a note.
    qint64 maxTotalBytes = qint64(1) << 30;
    // Children fetched at the same time from one scheme, host and port, and in all.
    int perHost = 2;
    int maxParallel = 8;
    // Not owned; may be null. Updated as files arrive; a cancel() there stops the load.
    RemoteLoadProgress *progress = nullptr;
};

struct RemoteLoadResult
{
    // sitemaps[0] is the fetched file; an index's children follow in the order it lists
    // them, and children holds one link per index entry (sitemap -1 when not read). Every
    // sitemap read has source.location and publishLocation set to the URL it was fetched from
    // after redirects, so that scope rules judge its URLs against that. Findings about
    // children (missing, loops, nested indexes, limits, a cancel) are workspace findings with
    // entryIndex set to the index entry when there is one.
    Workspace workspace;
    // The fetch of the URL given, without its body. When it failed the workspace holds one
    // failed sitemap whose ReadError finding carries the Fetcher's message.
    FetchResult root;
    bool cancelled = false;
    // maxFiles or maxTotalBytes left children unread.
    bool truncated = false;

    bool ok() const { return root.ok(); }
};

// Opens a sitemap (or index, robots.txt, ...) from an http(s) URL: fetches it through the
// Fetcher, reads it with Loader::openBytes and, for an index, fetches its children, at most
// `perHost` at a time per host. A child that cannot be fetched gives ChildSitemapMissing with
// the Fetcher's message; a child that names the index itself or a URL already read gives
// IndexLoop and is not fetched again; a child that is itself an index is followed to its
// sitemaps (the checker reports it, NestedIndex, when an index lists it). Reading a document
// happens on the loader's thread, as it arrives.
//
// Lives on the thread that created it and needs that thread's event loop.
class RemoteLoader : public QObject
{
    Q_OBJECT

public:
    explicit RemoteLoader(const RemoteLoadOptions &options = {}, QObject *parent = nullptr);
    ~RemoteLoader() override;

    // Starts loading `url`. finished() is emitted once, later, from the event loop.
    void start(const QUrl &url);
    // The same from the answer to `url` fetched already (AgentComparison), body included: it is
    // read as start() reads its own, and an index's children are fetched.
    void startFrom(const FetchResult &fetched);
    // Stops fetching and finishes with what was read so far and a note that says so;
    // finished() is emitted before cancel() returns. Nothing happens once finished.
    void cancel();
    bool isRunning() const;
    // Complete once finished() was emitted.
    const RemoteLoadResult &result() const;
    RemoteLoadResult takeResult();

    // Fetches with a local event loop and returns when done; options.progress, when set, is
    // updated and polled for a cancel.
    static RemoteLoadResult load(const QUrl &url, const RemoteLoadOptions &options = {});
    static RemoteLoadResult load(const FetchResult &fetched, const RemoteLoadOptions &options);
    // Whether an input given by the user is an http or https URL, to be opened through here.
    static bool isRemote(const QString &input);

Q_SIGNALS:
    // After each file that was read or given up. filesTotal grows once the index is read.
    void progress(int filesDone, int filesTotal, qint64 urls, qint64 bytes);
    void finished();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Studio
