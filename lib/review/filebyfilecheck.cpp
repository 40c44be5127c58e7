#include "filebyfilecheck.h"

#include "io/fieldlocator.h"
#include "io/readers/robotstxt.h"
#include "rules/checker.h"
#include "rules/crossfileurls.h"
#include "rules/filetally.h"
#include "util/allocator.h"

#include <QFileInfo>
#include <QHash>
#include <QScopeGuard>
#include <QSet>

#include <map>
#include <utility>

namespace Studio {

namespace {

// The URL table's first reservation: taken as written, so an estimate on the high side costs
// address space, not memory. At most 32 Mi URLs (512 MiB of address space, which any machine
// grants); past that the table grows as it must.
constexpr qsizetype MaxReserved = qsizetype(1) << 25;

// Pass 2 of a text list (or table) read in pieces (pass 1 gave `cross` and `tally`): each piece
// read again, checked with the whole file's hosts and URLs, and dropped; the file's own findings
// last, from the tally.
void checkInPieces(const QString &path, const LoadOptions &streaming, Checker &checker,
                   CrossFileUrls &cross, FileTally &tally, Workspace *workspace,
                   QList<Finding> *findings, QString *changed)
{
    checker.setCrossFileUrls(&cross);
    const auto done = qScopeGuard([&checker] {
        checker.setCrossFileUrls(nullptr);
        checker.setPiece(-1, 0, nullptr);
    });
    Sitemap &list = workspace->sitemaps[0];
    // The list's own findings (comments, rows without a location) are the file's: set aside
    // while the pieces are checked, each of which would copy them all, and back for the end.
    QList<Finding> fileOwn = std::exchange(list.findings, QList<Finding>());
    qsizetype first = 0;
    bool grew = false;
    QList<Finding> entries;
    LoadOptions again = streaming;
    again.textPieces = [&](Sitemap &piece) {
        if (grew || first + piece.entries.size() > tally.entries()) {
            grew = true;
            return;
        }
        list.entries = std::move(piece.entries);
        checker.setPiece(0, first, &tally);
        checker.checkAll(*workspace);
        // The entries' findings only: the file's come once, at the end. A list's or table's
        // entries are lines, which their findings name already (FieldLocator looks into
        // sitemaps only).
        const QList<Finding> found = checker.findings(0);
        for (const Finding &f : found)
            if (f.entryIndex >= 0)
                entries.append(f);
        cross.keepFirsts(0, list, first);
        first += list.entries.size();
        list.entries = QList<UrlEntry>();
    };
    Loader::open(path, again); // what it gives is the pieces, each checked as it came
    if (grew || first != tally.entries()) {
        *changed = path;
        entries.clear();
    }
    list.findings = std::move(fileOwn);
    checker.setPiece(0, first, &tally);
    checker.checkAll(*workspace);
    *findings = checker.findings(0);
    const qsizetype own = findings->size();
    findings->append(std::move(entries));
    std::inplace_merge(findings->begin(), findings->begin() + own, findings->end(), reportedBefore);
}

} // namespace

bool checkFileByFile(const QString &path, const LoadOptions &options,
                     const std::shared_ptr<const RobotsTxt> &robots, Checker &checker,
                     Workspace *workspace, QList<Finding> *findings, QString *changed,
                     qint64 wholeBytes)
{
    // Pass 1: every file read once. While the heaps hold no more than wholeBytes, the files'
    // entries are kept: a set that fits is then checked whole by the caller, with no second
    // read and no URL table. Once it does not fit, every URL is hashed (CrossFileUrls), those
    // of the files kept so far first, and the entries of the files an index names are dropped
    // as they come.
    CrossFileUrls cross;
    QHash<qsizetype, qsizetype> dropped; // position → its number of entries
    QSet<qsizetype> added;
    bool whole = wholeBytes > 0;
    // The files kept while the set is whole, by position: a urlset's entries moved out of the
    // file the loader holds (put back at the end), an index's shared with it.
    std::map<qsizetype, Sitemap> kept;
    qint64 keptTextBytes = 0; // where the heap cannot tell its size: what the files' text was
    LoadOptions streaming = options;
    streaming.keepChildEntries = whole;
    // The text a whole set keeps for locating its findings counts against its budget.
    streaming.keepTextBytes = whole ? qMin(options.keepTextBytes, wholeBytes / 4) : 0;
    LoadProgress progress;
    if (!streaming.progress)
        streaming.progress = &progress;
    bool reserved = false;
    const auto hashAll = [&](qsizetype position, Sitemap &child) {
        if (!reserved) {
            // As many URLs as the files to read may hold within the protocol's limit.
            reserved = true;
            cross.reserve(qMin(MaxReserved,
                               qsizetype(streaming.progress->filesTotal()) * Limits::MaxUrls));
        }
        cross.add(qint32(position), child);
        added.insert(position);
        if (!child.isIndex()) {
            dropped.insert(position, child.entries.size());
            child.entries = QList<UrlEntry>();
        }
    };
    const auto fits = [&](const Sitemap &child) {
        const qint64 inUse = heapBytesInUse();
        if (inUse >= 0)
            return inUse <= wholeBytes;
        // Without the heap's own count: an entry takes about what its text did, and six times
        // as much where its text is short beside its extensions.
        keptTextBytes += child.source.uncompressedBytes;
        return 6 * keptTextBytes <= wholeBytes;
    };
    streaming.childInOrder = [&](qsizetype position, Sitemap &child) {
        if (child.failed)
            return;
        if (whole) {
            Sitemap &keep = kept[position];
            keep.kind = child.kind;
            if (child.isIndex())
                keep.entries = child.entries;
            else
                keep.entries = std::move(child.entries);
            if (fits(child))
                return;
            // Too large to hold: read a file at a time from here on, in heaps that give back
            // what each file frees.
            whole = false;
            tuneAllocatorForStreaming();
            for (auto &[at, sitemap] : kept)
                hashAll(at, sitemap);
            kept.clear();
            releaseFreedMemory(); // the entries held so far, up to the budget
            return;
        }
        hashAll(position, child);
    };
    // A text list or table too large to hold comes in pieces: its URLs hashed and its hosts
    // counted as they come. A listed URL takes about six times its line once read.
    FileTally tally;
    bool inPieces = false;
    if (!whole || 6 * QFileInfo(path).size() > wholeBytes) {
        streaming.tablesInPieces = true;
        streaming.textPieces = [&](Sitemap &piece) {
            if (!inPieces) {
                // A URL's line takes 16 bytes or more.
                inPieces = true;
                tuneAllocatorForStreaming();
                cross.reserve(qMin(MaxReserved, qsizetype(QFileInfo(path).size() / 16)));
            }
            cross.add(0, piece, tally.entries());
            tally.addHosts(piece);
        };
    }
    *workspace = Loader::open(path, streaming);
    if (robots)
        workspace->robots = robots;
    if (workspace->root().failed)
        return false;
    if (inPieces) {
        cross.finish();
        streaming.textPieces = nullptr;
        checkInPieces(path, streaming, checker, cross, tally, workspace, findings, changed);
        return true;
    }
    if (whole) {
        for (auto &[at, sitemap] : kept)
            if (!sitemap.isIndex())
                workspace->sitemaps[at].entries = std::move(sitemap.entries);
        return false; // the workspace holds it all
    }
    if (dropped.isEmpty())
        return false; // nothing was dropped (a sitemap, a text list): the workspace holds it all
    for (qint32 s = 0; s < workspace->sitemaps.size(); ++s)
        if (!workspace->sitemaps.at(s).failed && !added.contains(s))
            cross.add(s, workspace->sitemaps.at(s));
    cross.finish();

    // Pass 2, in workspace order: each dropped file read again and checked with the others
    // held as they are (without entries), its findings located in it, its entries dropped.
    // The files held whole (the indexes, the opened file) are checked once, without any.
    checker.setCrossFileUrls(&cross);
    const auto done = qScopeGuard([&checker] { checker.setCrossFileUrls(nullptr); });
    checker.checkAll(*workspace);
    QHash<qint32, QList<Finding>> held;
    for (qint32 s = 0; s < workspace->sitemaps.size(); ++s)
        if (!dropped.contains(s))
            held.insert(s, checker.findings(s));
    ReadLimits childLimits = options.limits;
    childLimits.parallel = false;
    for (qint32 s = 0; s < workspace->sitemaps.size(); ++s) {
        QList<Finding> found;
        Sitemap &sitemap = workspace->sitemaps[s];
        if (!dropped.contains(s)) {
            found = held.take(s);
        } else {
            Sitemap again = Loader::readChild(sitemap.source.location, childLimits);
            if (again.entries.size() != dropped.value(s)) {
                if (changed->isEmpty())
                    *changed = sitemap.source.location;
                continue;
            }
            sitemap.entries = std::move(again.entries);
            checker.checkAll(*workspace);
            found = checker.findings(s);
        }
        FieldLocator fields(workspace);
        fields.locate(found);
        for (Finding &f : found)
            f.line = fields.lineOf(f);
        if (dropped.contains(s)) {
            cross.keepFirsts(s, sitemap);
            sitemap.entries = QList<UrlEntry>();
        }
        findings->append(std::move(found));
    }
    return true;
}

} // namespace Studio
