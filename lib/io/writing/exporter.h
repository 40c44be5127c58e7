#pragma once

#include "io/segmenter.h"
#include "model/limits.h"
#include "model/workspace.h"
#include "util/w3cdatetime.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>

namespace Studio {

// What an export is asked to do. The defaults are the protocol's limits, compact XML, no gzip,
// an index named sitemap_index.xml.
struct ExportOptions
{
    // A file is closed before it would pass the first of these limits. Each may be lowered
    // (10 MB files, say), never raised above the protocol's.
    qsizetype maxUrls = Limits::MaxUrls;
    qint64 maxBytes = Limits::MaxFileBytes; // uncompressed, XML declaration and root included
    qsizetype maxNews = Limits::MaxNewsPerFile; // news:news elements per file

    // Entries with news, videos or images go to files of their own (with the first of these
    // that applies: an entry with news and images goes with the news).
    bool separateNews = false;
    bool separateVideos = false;
    bool separateImages = false;

    // Files of their own for each segment (`export --group-by`); null for none. The segments
    // are told apart in the files' names by {section}, each segment's name (SegmentNames), put
    // before {n} when the pattern does not have it, or before ".xml" without {n} either; a
    // segment that needs a single file has no number. Without segments, {section} is the first
    // folder of the path (Segmenter::byFolder()), empty for the pages at the top.
    Segmenter segments;

    // File names (see ExportPlan::patternHelp()): "sitemap-{n}.xml", "sitemap-{section}-{n:3}.xml".
    QString pattern = QStringLiteral("sitemap-{n}.xml");
    // The index's file name; gzipped when it ends in .gz. Empty: no index.
    QString indexName = QStringLiteral("sitemap_index.xml");
    // The URL of the folder the files are published in; a missing trailing '/' is added. The
    // index's <loc>s and the robots.txt lines start with it, and every entry is checked to lie
    // in its scope (host, scheme, port, folder).
    QString baseUrl;

    bool gzip = false; // each sitemap as .xml.gz
    int gzipLevel = 6; // zlib level, 1 (fast) … 9 (small); 6 is gzip's own default
    bool pretty = false; // indented, one element per line

    // A folder (created when missing; its parent must exist) or, when `zip` is set, a .zip
    // bundle that holds every file.
    QString target;
    bool zip = false;
    // Consent to replace files that exist: the same names in the folder, or the bundle.
    bool overwrite = false;
};

// One file of a plan.
struct ExportFile
{
    QString name; // as written, with ".gz" when gzipped
    ExportKind kind = ExportKind::Pages; // which files of their own (ExportOptions::separate*)
    // The {section} it holds: its segment's name, or without segments the first folder of its
    // URLs' path (empty for the pages at the top of the site, as without {section}).
    QString section;
    QList<qsizetype>
        entries; // positions in ExportPlan::entries, in input order (not by ExportStream)
    qsizetype urls = 0;
    qint64 bytes = 0; // exact uncompressed size
    qsizetype news = 0; // news:news elements
    W3cDateTime newestLastmod; // null when no entry has a valid lastmod

    qsizetype urlCount() const { return urls; }
};

// What an export will write, computed before any byte is: the files, the entries of each
// and each file's exact uncompressed size, the index, and what is wrong. A value: a wizard's
// preview shows it, Exporter::write() carries it out.
struct ExportPlan
{
    ExportOptions options;
    // What is exported, in input order (the workspace's urlset entries, or the chosen ones).
    QList<EntryRef> entries; // not kept by ExportStream
    qsizetype urls = 0; // what is written
    QList<ExportFile> files;
    qint64 indexBytes = 0; // exact size of the index (uncompressed); 0 without one

    // Why the plan cannot be written, one sentence each: options (pattern, limits, base URL)
    // and entries that cannot fit in a file alone. Empty when write() may go ahead.
    QStringList errors;
    // Findings about entries, each with its sitemap and entry for a view to go to: the
    // entries named in `errors` (SM302 File size limit, SM305 Too many news entries), and the
    // base URL's scope (SM402 URL not allowed, SM403 Path mismatch), which are reported but do
    // not stop the export: a sitemap may list another host's URLs when that host's
    // robots.txt points to it (sitemaps.org, "Sitemaps & Cross Submits").
    QList<Finding> findings;
    // Scope findings beyond the first MaxScopeFindings, counted but not listed.
    qsizetype findingsNotListed = 0;
    // Entries left out because their location is not an absolute http(s) URL (an empty one,
    // junk text, another scheme): one SM401 finding each, with its sitemap, entry and line.
    // Only valid locations are ever written.
    QList<Finding> leftOut;
    qsizetype leftOutNotListed = 0; // by ExportStream, beyond MaxScopeFindings
    // Relative locations resolved against the sitemap's publish location (else the base
    // URL): position in `entries` → the entry as written. Each has an SM414 notice in
    // `findings`.
    QHash<qsizetype, UrlEntry> resolved;

    // entries[i] as it is written.
    const UrlEntry &entry(const Workspace &workspace, qsizetype i) const;
    static constexpr qsizetype MaxScopeFindings = 1000;

    bool isWritable() const { return errors.isEmpty(); }
    qsizetype urlCount() const { return urls; }
    qint64 totalBytes() const; // the files and the index, uncompressed
    // The names written, files in order then the index.
    QStringList fileNames() const;
    QString indexFileName() const { return options.indexName; }
    // "https://example.com/sitemaps/" (with the trailing '/'); empty when the base URL is invalid.
    QString baseUrl() const;
    // The lines to add to robots.txt: the index's, or each file's without an index.
    QStringList robotsLines() const;

    // What the pattern may hold, for --help and the wizard's tooltip.
    static QString patternHelp();
};

// What write() did.
struct ExportResult
{
    enum class Status : quint8 {
        Written,
        TargetExists, // files to be replaced exist and ExportOptions::overwrite is not set
        Cancelled,
        Failed,
    };
    Status status = Status::Failed;
    // What went wrong and where (a file name and the system's reason); empty when written.
    QString error;
    QStringList written; // full paths (inside the bundle: bundle path + ':' + name), in plan order
    QStringList notWritten; // the plan's names when not Written
    QStringList existing; // for TargetExists: the paths in the way

    qsizetype files = 0; // sitemaps, without the index
    qsizetype urls = 0;
    qint64 uncompressedBytes = 0; // the files and the index
    qint64 storedBytes = 0; // after gzip (the same without it); for a bundle, its size
    QStringList robotsLines;

    bool ok() const { return status == Status::Written; }
};

// Splits a workspace into sitemap files and writes them, with an index and the robots.txt
// lines, to a folder or a zip bundle. The one way out for the wizard, Save As and
// `sitemap-studio-cli export`.
//
// plan() is cheap and does not touch the disk: it serialises each entry once (in parallel)
// to know its exact size, then fills each file greedily in input order. write() carries a
// plan out: every file is written (and gzipped) in parallel into a temporary folder beside
// the target, checked against its planned size, then renamed into place; on cancel or error
// nothing is left behind and what was already there is as it was.
//
// The workspace is not owned and must stay alive and unchanged from plan() until write()
// returns. plan() is const and may run on any thread; write() runs on the caller's thread
// (a worker's, for a GUI) and cancel() may be called from any other.
class Exporter : public QObject
{
    Q_OBJECT

public:
    explicit Exporter(const Workspace &workspace, QObject *parent = nullptr);
    ~Exporter() override;

    // `entries` picks what is exported; empty means every entry of every urlset.
    ExportPlan plan(const ExportOptions &options, const QList<EntryRef> &entries = {}) const;

    // The paths the plan would replace (to ask the user before writing with overwrite).
    static QStringList existingTargets(const ExportPlan &plan);

    // Blocks until written, cancelled or failed. Emits progress() from the threads doing the
    // work (connect with a queued connection to update a view).
    ExportResult write(const ExportPlan &plan);

    // Stops the write() under way (or the next one) as soon as each thread notices, within
    // a slice of about 256 KB; write() then returns Cancelled with nothing written.
    void cancel();

signals:
    // Uncompressed bytes serialised so far, of the plan's total.
    void progress(qint64 bytesDone, qint64 bytesTotal);

private:
    ExportResult writePlan(const ExportPlan &plan);

    const Workspace &m_workspace; // not owned
    std::atomic<bool> m_cancel = false;
};

} // namespace Studio
