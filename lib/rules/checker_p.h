#pragma once

// The Checker's engine, shared by checker.cpp (the passes and the rechecks) and
// checkerstate.cpp (what it keeps of every entry and file, and the sets across them). Not for
// use outside lib/rules/.

#include "checker.h"
#include "crossfileurls.h"
#include "entrycheck.h"
#include "filetally.h"
#include "urlindex.h"

#include <QHash>
#include <QList>
#include <QMutex>
#include <QVarLengthArray>

#include <atomic>
#include <vector>

namespace Studio {

namespace CheckerDetail {

// The workspace-wide sets know an entry as its sitemap and its id (see SitemapState::ids),
// packed in one number.
inline quint64 pack(qint32 sitemap, quint32 id)
{
    return (quint64(quint32(sitemap)) << 40) | quint64(id);
}
inline qint32 sitemapOf(quint64 ref)
{
    return qint32(ref >> 40);
}
inline quint32 idOf(quint64 ref)
{
    return quint32(ref & ((1ull << 40) - 1));
}
constexpr quint32 NoPosition = ~quint32(0);

// Index entries and URLs live in separate duplicate namespaces: a URL that is also listed as
// a sitemap is not a duplicate.
constexpr quint64 IndexSalt = 0x9e3779b97f4a7c15ull;
// The hash the duplicate and hreflang rules know a non-empty location `loc` by.
inline quint64 urlHashOf(QByteArrayView loc, const Url::Parts &parts, bool index)
{
    return Url::normalizedHash(loc, parts) ^ (index ? IndexSalt : 0);
}
// The origin the rules count a location's host by (Url::originHash()): 0 when `loc` is not
// an http(s) URL with a host.
quint64 originOf(QByteArrayView loc, const Url::Parts &parts);
// The URL hashes of the entry's hreflang links, in order, as checkAlternates() makes them.
void linkTargets(const UrlEntry &entry, QList<quint64> &links);

enum EntryFlag : quint8 {
    HasLastmod = 0x1,
    HasHreflang = 0x2,
    NoXDefault = 0x4,
    CountsStamp = 0x8, // the lastmod is the file's counted stamp (SitemapState::stampKey)
};

// Equal for lastmods that are the same stamp: the same instant at the same precision, or the
// same text for one that is not a date.
inline quint64 instantKey(qint64 msecs, W3cDateTime::Precision precision)
{
    return (quint64(msecs) << 3) ^ quint64(precision);
}
inline quint64 lastmodKey(const W3cDateTime &lastmod)
{
    return lastmod.isValid() ? instantKey(lastmod.toMSecsSinceEpoch(), lastmod.precision())
                             : qHash(lastmod.toString()) | 1;
}

// lastmodKey(entry.lastmod()), from the lastmod's packed form where the entry has one.
inline quint64 lastmodKey(const UrlEntry &entry)
{
    qint64 msecs = 0;
    W3cDateTime::Precision precision;
    if (entry.packedLastmodInstant(&msecs, &precision))
        return instantKey(msecs, precision);
    return lastmodKey(entry.lastmod());
}

// A URL the model holds as a QString (image, video and alternate URLs), as UTF-8 for the URL
// functions, on the stack when it is short: the checker looks at every one of them in a file,
// What the second pass and the counters need of an entry, kept for every entry: 16 bytes.
struct EntryState
{
    static constexpr quint32 MaxNews = (1u << 24) - 1;

    quint64 urlHash = 0; // normalised location (salted for index entries); 0 when empty
    // The number of the origin (Checker::Private::originNumber); 0 when not an http(s) URL
    // with a host.
    quint32 origin = 0;
    // <news:news> elements, up to MaxNews: more in one entry are far past the per-file limit
    // (1,000) that this counts for, and more than any file within the read limits holds.
    quint32 news : 24 = 0;
    quint32 flags : 8 = 0;
};
static_assert(sizeof(EntryState) == 16, "EntryState is kept for every entry: keep it small");

// Every entry has an id that stays with it while entries before it are inserted or removed,
// so that the sets and the tables of findings need no renumbering then: only `ids` and
// `positions` do, which is a move of memory. The findings kept by id hold a stale entryIndex
// (and a rule's relatedEntry holds the id of the related entry in relatedSitemap); both are
// made entry indexes when the findings are handed out (Checker::Private::appendEntryFindings).
// A lastmod that many entries of a file share at midnight, far older than every other date of
// the file: the generator's stand-in for pages it has no date for (a real Hugo site dates its
// 31 taxonomy pages 2000-01-01T00:00:00+00:00 and its other pages 2021 to 2023). Each entry
// that has it is told (SM513, with the lastmod's removal as the fix). Found from the file's
// lastmods alone in one pass (find()), again after each edit of the file.
struct SharedPlaceholder
{
    quint64 key = 0; // lastmodKey() of the shared value; 0 for none
    qsizetype count = 0; // the entries that have it
    int years = 0; // whole years from it to the file's next oldest lastmod

    // At least this many entries share it, at least this many others have a lastmod, and it
    // lies this many years before the oldest of those: a site whose oldest pages are dated
    // alike on one day has them a few days or months before the next, not years.
    static constexpr qsizetype MinShared = 5;
    static constexpr qsizetype MinOthers = 3;
    static constexpr int MinYears = 3;

    static SharedPlaceholder find(const QList<UrlEntry> &entries);
    friend bool operator==(const SharedPlaceholder &, const SharedPlaceholder &) = default;
};

struct SitemapState
{
    Url::Scope scope;
    bool assumed = false;
    quint32 majorityOrigin = 0; // an origin number
    QList<Finding> readFile; // found while reading, about the file
    QHash<quint32, QList<Finding>> readEntry; // found while reading, per entry id
    // Found while reading, about entries past the last one (an entry the reader dropped when an
    // error cut it off): their entryIndex moves as Sitemap::findings' does.
    QList<Finding> readStray;
    QHash<quint32, QList<Finding>> entry; // the rules', per entry id
    QList<Finding> file; // the rules', about the file
    std::vector<EntryState> states; // by entry index
    // Until the first insertion or removal each entry's id is its index, and the two tables
    // are left empty: 8 bytes an entry that a file only read, as the command line's are, does
    // not pay.
    bool identityIds = true;
    std::vector<quint32> ids; // by entry index
    std::vector<quint32> positions; // entry index by id; NoPosition for an id not in use
    std::vector<quint32> freeIds;
    // Whether every lastmod is the same stamp (SM: identical lastmod): the count of the
    // entries with one stamp, each marked CountsStamp, not a table of every distinct stamp
    // (as large as the file when dates vary) nor a key in every entry's state. When the last
    // entry counted changes, the stamp is lost until Private::countStamps() finds it again
    // from the entries.
    qsizetype withLastmod = 0;
    quint64 stampKey = 0;
    qsizetype stampCount = 0;
    bool stampLost = false;
    qsizetype news = 0;
    qsizetype noXDefault = 0;
    QHash<quint32, qsizetype> originCounts; // by origin number
    SharedPlaceholder placeholder;

    quint32 idAt(size_t e) const { return identityIds ? quint32(e) : ids[e]; }
    // The entry index of `id`; NoPosition for an id not in use.
    quint32 positionOf(quint32 id) const { return identityIds ? id : positions[id]; }
    // Makes the id tables before entries move.
    void keepIds()
    {
        if (!identityIds)
            return;
        ids.resize(states.size());
        for (size_t e = 0; e < ids.size(); ++e)
            ids[e] = quint32(e);
        positions = ids;
        identityIds = false;
    }
};

} // namespace CheckerDetail

using namespace CheckerDetail;

struct Checker::Private
{
public:
    CheckOptions pending; // setOptions(); takes effect at checkAll()
    // What the current results were made with (its options), and what the rule families
    // read about the run.
    CheckRun run;
    const Workspace *workspace = nullptr;
    std::vector<SitemapState> sitemaps;
    QList<Finding> workspaceFindings; // read-time findings about no single file
    QList<Finding> structural; // nested indexes, per index entry
    UrlIndex firstByUrl; // urlHash → the first entry with it
    // urlHash → entries in workspace order, when more than one.
    QHash<quint64, QList<quint64>> dupGroups;
    // hreflang target → entries linking to it; most targets have one or two. Only an edit
    // asks it (who links to the entry edited): checkAll() builds it only for a checker that
    // edits follow (CheckOptions::forEditing), as a hash insertion per link, each a miss in
    // the cache, took a tenth of a check of a file of hreflang clusters. linkedFromSet()
    // builds it, in entry order, when asked.
    mutable QHash<quint64, QVarLengthArray<quint64, 2>> linkedFrom;
    mutable bool linkedFromBuilt = false;
    const QHash<quint64, QVarLengthArray<quint64, 2>> &linkedFromSet() const;
    QHash<quint64, QList<quint64>> linksOf; // entry → its hreflang targets
    // Origins by number: an entry keeps its origin's number, 4 bytes instead of an 8-byte
    // hash. Numbers are handed out by the first pass's threads under a lock, and only read
    // (originHash) when no first pass runs. They stay for the checker's life: a site has few.
    mutable QMutex originLock;
    mutable QHash<quint64, quint32> originNumbers;
    mutable std::vector<quint64> originHashes { 0 }; // by number; 0 is "no origin"
    // Set for a check of a set read a file at a time: the duplicates and return links come
    // from it.
    const CrossFileUrls *cross = nullptr;
    // Set for a file checked a piece of its entries at a time (setPiece()): sitemap `sitemap`
    // holds entries `first` … of the file, and `tally` counts the whole file.
    struct Piece
    {
        qint32 sitemap = -1;
        qsizetype first = 0;
        FileTally *tally = nullptr;
    } piece;
    // The number in its file of entry `e` of sitemap `s`.
    qsizetype inFile(qint32 s, qsizetype e) const
    {
        return s == piece.sitemap ? e + piece.first : e;
    }
    // After the piece's counters: adds them to its tally.
    void tallyPiece();
    const quint64 serial = nextSerial++; // tells the checkers apart in originNumber's cache
    static inline std::atomic<quint64> nextSerial { 1 };
    quint32 originNumber(quint64 hash) const;
    quint64 originHash(quint32 number) const { return originHashes[number]; }
    qsizetype counts[3] = { 0, 0, 0 };

    const Sitemap &sitemapAt(qint32 s) const { return workspace->sitemaps.at(s); }
    quint64 refOf(qint32 s, qsizetype e) const
    {
        return pack(s, sitemaps[size_t(s)].idAt(size_t(e)));
    }
    // The entry index of `ref`; -1 when the entry was removed.
    qsizetype positionOf(quint64 ref) const
    {
        const quint32 p = sitemaps[size_t(sitemapOf(ref))].positionOf(idOf(ref));
        return p == NoPosition ? -1 : qsizetype(p);
    }
    EntryRef entryOf(quint64 ref) const { return EntryRef { sitemapOf(ref), positionOf(ref) }; }
    // The URL hash of the entry `ref`, which firstByUrl confirms its matches with.
    quint64 urlHashOf(quint64 ref) const
    {
        const SitemapState &st = sitemaps[size_t(sitemapOf(ref))];
        return st.states[st.positionOf(idOf(ref))].urlHash;
    }
    auto hashOf() const
    {
        return [this](quint64 ref) {
            return urlHashOf(ref);
        };
    }
    // In workspace order: by sitemap, then by entry index.
    bool precedes(quint64 a, quint64 b) const
    {
        return sitemapOf(a) != sitemapOf(b) ? sitemapOf(a) < sitemapOf(b)
                                            : positionOf(a) < positionOf(b);
    }
    // Appends the findings `list` of entry `e`, as views see them (see SitemapState).
    void appendEntryFindings(QList<Finding> &out, const QList<Finding> &list, qsizetype e,
                             bool translateRelated) const;

    EntryCheck entryCheck(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out) const
    {
        return EntryCheck { run, sitemapAt(s), s, e, entry, out };
    }

    // Pass 1: everything that depends on the entry alone.
    void checkEntry(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out,
                    EntryState &state, QList<quint64> &links) const;
    // Drops the checker's own finding of a location's problem when the reader reported it
    // already, with its exact place (a robots.txt's relative Sitemap line). Once the entry is
    // edited, the reader's finding goes and the checker's stands.
    void dropReportedOnRead(qint32 s, qsizetype e, QList<Finding> &out) const;
    // Pass 2: what depends on the other entries (scope, duplicates, hreflang return links).
    void checkEntrySet(qint32 s, qsizetype e, const UrlEntry &entry, const EntryState &state,
                       QList<Finding> &out) const;
    // The duplicates and return links of checkEntrySet(), from `cross`.
    void checkAcrossFiles(const EntryCheck &c, qint32 s, qsizetype e,
                          const EntryState &state) const;
    QList<Finding> fileFindingsOf(qint32 s) const;

    QList<Finding> entryResult(qint32 s, qsizetype e);
    void setEntryFindings(qint32 s, quint32 id, QList<Finding> list);
    void computeScope(qint32 s);
    // The entries whose result may depend on an entry with URL `urlHash`: those with the same
    // URL, and (with `linkers`) those whose hreflang links point at it.
    void collectAround(quint64 urlHash, bool linkers, QList<quint64> &others) const;
    // The duplicates whose first entry is at `from` or later in sitemap `s`: their message
    // names its place, which moves when an entry before it is inserted or removed.
    void collectRenumbered(qint32 s, qsizetype from, QList<quint64> &others) const;
    // After entries of sitemap `s` changed: computes the publish location assumed from the
    // majority host again, and for an index the locations of its children (of those that
    // entry `indexEntry` names; of all for -1) and its nested-index findings.
    struct Rescope
    {
        bool wholeFile = false; // the assumed location moved: every entry of `s` is judged anew
        QList<qint32> children; // children whose location moved (their file findings are new)
    };
    Rescope rescope(qint32 s, qsizetype indexEntry);
    // Checks `others` again (but not `done`, nor removed entries) and what `rescope` says,
    // appending them to `affected`; then the file findings of `s`.
    void finish(qint32 s, const Rescope &rescope, QList<quint64> others, quint64 done,
                QList<EntryRef> &affected);
    // Entry ids from `from` on moved: their positions follow.
    static void renumber(SitemapState &st, qsizetype from);
    void addToSets(qint32 s, qsizetype e, const EntryState &state, const QList<quint64> &links)
    {
        addUrl(s, e, state);
        addLinks(refOf(s, e), links);
    }
    // The two halves of addToSets(), which touch different sets: checkAll() builds them on
    // two threads at once.
    void addUrl(qint32 s, qsizetype e, const EntryState &state);
    void addLinks(quint64 ref, const QList<quint64> &links);
    void removeFromSets(qint32 s, qsizetype e, const EntryState &state);
    void addCounters(SitemapState &st, const EntryState &state, int sign);
    // addCounters(st, state, 1) for `count` added entries' states in a row.
    void addCounters(SitemapState &st, const EntryState *states, qsizetype count);
    // The counters but the origins'.
    void addFlagCounters(SitemapState &st, const EntryState &state, int sign);
    // Counts an added entry's lastmod towards the file's stamp, after addCounters().
    void countStamp(SitemapState &st, EntryState &state, const UrlEntry &entry);
    // Finds the file's stamp again from its entries and marks the entries that have it.
    void countStamps(qint32 s);
    // After an edit of sitemap `s`: finds its shared placeholder again, and when it is
    // another, adds the entries that had or have it to `others` to be judged anew.
    void refreshPlaceholder(qint32 s, QList<quint64> &others);
    bool sameStampEverywhere(qint32 s) const;
    void countAll();
    void buildStructural();
    // The loader's findings about the index entries (a child not found), as the workspace
    // now has them: the model moves them with their entries (Fixes::insertEntry and
    // removeEntry) and a removed entry's come back with it.
    // Nested indexes, which the loaders report too, come from buildStructural() alone.
    void takeWorkspaceFindings()
    {
        adjustCounts(workspaceFindings, -1);
        workspaceFindings = workspace->findings;
        workspaceFindings.removeIf(
            [](const Finding &f) { return f.ruleId == RuleId::NestedIndex; });
        adjustCounts(workspaceFindings, 1);
    }

    void adjustCounts(const QList<Finding> &findings, int sign)
    {
        for (const Finding &f : findings)
            counts[int(f.severity)] += sign;
    }
};

} // namespace Studio
