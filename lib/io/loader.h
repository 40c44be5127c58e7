#pragma once

#include "io/input/inputsource.h"
#include "model/workspace.h"
#include "io/input/readlimits.h"

#include <QCoreApplication>
#include <QHash>

#include <atomic>
#include <functional>

namespace Studio {

// Follows a load running on another thread, and stops it. The loader reads the file, then
// the children of an index, and looks here before each child; the caller polls the counters
// (a timer in the GUI), so the engine needs no event loop and sends no signals across threads.
class LoadProgress
{
public:
    enum Stage { Reading, Checking };

    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    int filesDone() const { return m_filesDone.load(std::memory_order_relaxed); }
    int filesTotal() const { return m_filesTotal.load(std::memory_order_relaxed); }
    Stage stage() const { return Stage(m_stage.load(std::memory_order_relaxed)); }

    // For the loader and its callers.
    void setFilesTotal(int total) { m_filesTotal.store(total, std::memory_order_relaxed); }
    void fileDone() { m_filesDone.fetch_add(1, std::memory_order_relaxed); }
    void setStage(Stage stage) { m_stage.store(stage, std::memory_order_relaxed); }

private:
    std::atomic<bool> m_cancelled { false };
    std::atomic<int> m_filesDone { 0 };
    std::atomic<int> m_filesTotal { 1 };
    std::atomic<int> m_stage { Reading };
};

struct LoadOptions
{
    ReadLimits limits;
    // For an index read from disk: look for its children beside it and read them.
    bool loadChildren = true;
    // Not owned; may be null. After a cancel the workspace returned is incomplete: children
    // not read yet are left out.
    LoadProgress *progress = nullptr;
    // Called with each sitemap file that an index (or robots.txt) names and that is read from
    // disk beside it, on the thread that read it and as soon as it is read; several threads
    // call it at once. With keepChildEntries false the workspace then keeps such a urlset
    // without its entries (its source, findings and link stay; an index keeps them, for its
    // own children): a command that looks at each file once (stats) holds the entries of one
    // file per thread instead of those of every file.
    std::function<void(const Sitemap &)> childRead;
    bool keepChildEntries = true;
    // With keepChildEntries false and no childInOrder: such a urlset's entries are counted as
    // they are read (Sitemap::counted, ReadLimits::countEntries), never made, for a command
    // that needs only how many there are and what they carry (stats).
    bool countChildEntries = false;
    // Called like childRead, but on the calling thread and in the order the workspace lists
    // the files (Workspace::sitemaps), with a few files read ahead in parallel: a command that
    // writes each file's URLs as they come (urls) holds those few at once. The entries may be
    // moved out; with keepChildEntries false those left are dropped after the call.
    std::function<void(qsizetype position, Sitemap &child)> childInOrder;
    // Called on the calling thread before the children of an index are read from disk and
    // before a text list is read in pieces (again for each nested index): where a command
    // that drops what it read (stats) learns that it streams, and tunes for it
    // (tuneAllocatorForStreaming()), which would only slow down the reading of a single file.
    std::function<void()> streamingStarts;
    // With it set, a text list of more than a few megabytes opened from a local file is read
    // in pieces, each handed on here in order (its entries, lines numbered from the file's
    // start) and then dropped; the workspace's sitemap keeps the list's source and findings
    // and no entries. A command that looks at each URL once (urls, stats) holds one piece.
    // A cancel (LoadProgress::cancel()) stops before the next piece.
    std::function<void(Sitemap &piece)> textPieces;
    // With textPieces, a CSV or TSV table as large is read in pieces too (its rows may give
    // lastmods and images: a command that writes a sitemap's header before its entries cannot
    // take them).
    bool tablesInPieces = false;
    // Keep the text of files not stored compressed in Sitemap::text, up to this many bytes
    // in all (first read, first kept), for a command that reports fields' lines (check): it
    // then needs no second read of them. The others are read again one at a time, and
    // compressed files inflated again a piece at a time: their text is not held.
    qint64 keepTextBytes = 0;
};

// The one way in: from a path (or bytes) to a Workspace, through InputSource, TextDecoder and
// the reader the content calls for. The GUI and the CLI both open files through it.
class Loader
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::Loader)
public:
    static Workspace open(const QString &path, const LoadOptions &options = {});
    static Workspace openBytes(const QByteArray &bytes, const QString &location,
                               const LoadOptions &options = {});

    // Reads one document of an input into a Sitemap. A document that is not a sitemap gives a
    // Sitemap with `failed` set and a finding that says what it is.
    // The document's bytes are moved into the reader when the caller gives them up.
    // With keepText, the document's text stays in Sitemap::text.
    static Sitemap readDocument(InputDocument document, const QString &location,
                                const ReadLimits &limits, bool keepText = false);

    // Reads a sitemap an index names from its file beside it, as the loader reads children
    // (with `limits`, whose `parallel` the loader clears for children): again, for a command
    // that dropped its entries after a first read (check of a large index). `keepText` says
    // whether the document's text stays in Sitemap::text.
    static Sitemap readChild(const QString &path, const ReadLimits &limits,
                             const std::function<bool(const InputDocument &)> &keepText = {});

    // The file name an index entry's location points to: its last path segment, or an empty
    // string when it has none that could name a file in the index's folder.
    static QString childFileName(const QString &loc);

    // What a reader says of index entry `loc` that names a sitemap index (NestedIndex): the
    // loaders follow it, so that every URL is seen, but Google does not.
    static QString nestedIndexMessage(const QString &loc);

private:
    // Fills workspace.limitsReached from what the input and its documents say.
    static void noteLimits(Workspace &workspace, const InputSource &input,
                           const ReadLimits &limits);
    // A plain text list (or table, with LoadOptions::tablesInPieces) of more than one piece,
    // read and handed on piece by piece (LoadOptions::textPieces); false, with nothing read,
    // for anything else.
    static bool openTextInPieces(const QString &path, const LoadOptions &options,
                                 Workspace *workspace);
    static Workspace fromInput(InputSource &input, const LoadOptions &options,
                               const QString &folder);
    // Reads the children that the index (or robots.txt) sitemaps[parent] lists: bundle
    // entries (sitemaps 1 … fromBundle - 1) by name, else files in `folder`. readKeys maps each
    // file already read to its link (-1 for the opened file), for loops and repeats.
    // textBudget: what is left of LoadOptions::keepTextBytes.
    static void loadChildren(Workspace &workspace, qsizetype parent, const QString &folder,
                             qsizetype fromBundle, const LoadOptions &options,
                             QHash<QString, qsizetype> &readKeys,
                             std::atomic<qint64> &textBudget);
};

} // namespace Studio
