#include "checker_p.h"
#include "schemarules.h"

#include "io/readers/robotstxt.h"
#include "model/workspace.h"
#include "util/allocator.h"

#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// Url::originHash() of `url`, split into `parts`. The entries of a file mostly share one
// origin: each thread keeps the last "scheme://host:port" it hashed, and compares those bytes
// rather than hashing again.
quint64 originHashOf(QByteArrayView url, const Url::Parts &parts)
{
    const QByteArrayView last = parts.hasPort ? parts.port : parts.host;
    const qsizetype size = last.data() + last.size() - url.data();
    thread_local struct
    {
        char text[128];
        qsizetype size = -1;
        quint64 hash = 0;
    } seen;
    if (size == seen.size && std::memcmp(seen.text, url.data(), size_t(size)) == 0)
        return seen.hash;
    const quint64 hash = Url::originHash(parts);
    if (size <= qsizetype(sizeof seen.text)) {
        std::memcpy(seen.text, url.data(), size_t(size));
        seen.size = size;
        seen.hash = hash;
    }
    return hash;
}

// Entries checked per task: small enough that both cores stay busy to the end of a pass (a
// file of 50,000 rich entries in four tasks kept one core waiting a third of the time).
constexpr qsizetype ChunkSize = 2048;
// How many entries ahead the URL index is asked for the slot of an entry's URL.
constexpr qsizetype PrefetchAhead = 16;

// Per-entry results of the first pass, made in parallel and merged afterwards.
struct ChunkResult
{
    qsizetype begin = 0, end = 0;
    std::vector<std::pair<qsizetype, QList<Finding>>> findings;
    std::vector<std::pair<qsizetype, QList<quint64>>> links; // hreflang target hashes
};

} // namespace

quint64 CheckerDetail::originOf(QByteArrayView loc, const Url::Parts &parts)
{
    if (loc.isEmpty() || Url::defaultPort(parts.scheme) <= 0 || !parts.hasAuthority
        || parts.host.isEmpty())
        return 0;
    return originHashOf(loc, parts);
}

// ---- pass 1 ----------------------------------------------------------------------------

void Checker::Private::checkEntry(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out,
                                  EntryState &state, QList<quint64> &links) const
{
    const Sitemap &sitemap = sitemapAt(s);
    const EntryCheck c = entryCheck(s, e, entry, out);
    const PooledView loc = entry.locView();
    state = EntryState();
    const Url::Parts parts = Url::split(loc);
    if (!loc.isEmpty())
        state.urlHash = CheckerDetail::urlHashOf(loc, parts, sitemap.isIndex());
    const quint64 origin = CheckerDetail::originOf(loc, parts);
    state.origin = originNumber(origin);
    EntryRules::checkUrl(
        c, loc, parts, FindingField::Loc, -1,
        [&] { return sitemap.isIndex() ? run.sitemapUrlLabel : run.urlLabel; }, true);

    const W3cDateTime &lastmod = entry.lastmod();
    if (!lastmod.isNull()) {
        state.flags |= HasLastmod;
        EntryRules::checkDate(c, lastmod, FindingField::Lastmod, -1, run.lastmodLabel, true);
        const SharedPlaceholder &placeholder = sitemaps[size_t(s)].placeholder;
        if (placeholder.key != 0 && lastmod.isValid() && lastmodKey(lastmod) == placeholder.key
            && std::none_of(out.cbegin(), out.cend(), [](const Finding &f) {
                   return f.ruleId == RuleId::PlaceholderLastmod
                       && f.field == FindingField::Lastmod; // before the web: said already
               }))
            out.append(c.make(RuleId::PlaceholderLastmod,
                              Checker::tr("lastmod \"%1\" is shared by %2 URLs and lies %n "
                                          "years before every other lastmod of the file: a "
                                          "placeholder, not the page's last change",
                                          nullptr, placeholder.years)
                                  .arg(lastmod.toString())
                                  .arg(placeholder.count),
                              FindingField::Lastmod));
    }
    EntryRules::checkChangefreqAndPriority(c);
    if (run.robots && origin != 0 && !sitemap.isIndex()
        && (!run.robotsSite.isValid() || origin == run.robotsSite.origin))
        EntryRules::checkRobots(c);
    if (sitemap.isIndex())
        EntryRules::checkIndexEntry(c);
    if (run.strict()) {
        QList<SchemaRules::Problem> problems;
        SchemaRules::checkEntry(entry, sitemap.isIndex(), problems);
        for (const SchemaRules::Problem &p : problems)
            out.append(c.make(p.rule, p.message, p.field, p.item));
    }
    if (!entry.hasExtras())
        return;

    QStringList deprecated;
    if (!entry.images().isEmpty())
        EntryRules::checkImages(c, deprecated);
    if (!entry.videos().isEmpty())
        EntryRules::checkVideos(c, deprecated);
    if (!entry.news().isEmpty()) {
        state.news = quint32(std::min<qsizetype>(entry.news().size(), EntryState::MaxNews));
        EntryRules::checkNews(c, deprecated);
    }
    if (!entry.alternates().isEmpty()) {
        bool xDefault = false;
        EntryRules::checkAlternates(c, state.urlHash, links, &xDefault);
        if (!links.isEmpty()) {
            state.flags |= HasHreflang;
            if (!xDefault)
                state.flags |= NoXDefault;
        }
    }
    if (!deprecated.isEmpty())
        EntryRules::reportDeprecated(c, deprecated);
}

void Checker::Private::dropReportedOnRead(qint32 s, qsizetype e, QList<Finding> &out) const
{
    const SitemapState &st = sitemaps[size_t(s)];
    const auto it = st.readEntry.constFind(st.idAt(size_t(e)));
    if (it == st.readEntry.cend())
        return;
    auto isUrlProblem = [](const Finding &f) {
        return f.ruleId == RuleId::InvalidUrl && f.field == FindingField::Loc;
    };
    if (std::any_of(it->cbegin(), it->cend(), isUrlProblem))
        out.removeIf(isUrlProblem);
}

// ---- pass 2 ----------------------------------------------------------------------------

void Checker::Private::checkEntrySet(qint32 s, qsizetype e, const UrlEntry &entry,
                                     const EntryState &state, QList<Finding> &out) const
{
    const EntryCheck c = entryCheck(s, e, entry, out);
    const bool robotsRoot = workspace->root().source.format == SourceFormat::Robots;
    EntryRules::checkScope(c, sitemaps[size_t(s)].scope, originHash(state.origin), robotsRoot);
    if (cross) {
        checkAcrossFiles(c, s, e, state);
        return;
    }
    // Duplicates: every entry after the first of its group.
    if (state.urlHash != 0 && !dupGroups.isEmpty()) {
        const auto group = dupGroups.constFind(state.urlHash);
        if (group != dupGroups.cend() && group->first() != refOf(s, e)) {
            const EntryRef first = entryOf(group->first());
            EntryRules::checkDuplicate(c, sitemapAt(first.sitemap).entries.at(first.entry), first,
                                       sitemapAt(first.sitemap), idOf(group->first()));
        }
    }
    // hreflang return links: each alternate that is an entry of the workspace must list this
    // URL among its own alternates.
    if (state.flags & HasHreflang) {
        const auto mine = linksOf.constFind(refOf(s, e));
        if (mine == linksOf.cend())
            return;
        auto missing = [&](quint64 target) -> std::optional<EntryRules::RelatedEntry> {
            const std::optional<quint64> other = firstByUrl.find(target, hashOf());
            if (!other || sitemapAt(sitemapOf(*other)).isIndex())
                return std::nullopt;
            const auto theirs = linksOf.constFind(*other);
            if (theirs != linksOf.cend() && theirs->contains(state.urlHash))
                return std::nullopt;
            return EntryRules::RelatedEntry { sitemapOf(*other), idOf(*other) };
        };
        EntryRules::checkReturnLinks(c, state.urlHash, *mine, missing);
    }
}

// The same as the end of checkEntrySet(), from what CrossFileUrls knows of the files not in
// memory: the first entry of a URL (its location and line kept when its file was checked),
// and the links of the first entry of each URL.
void Checker::Private::checkAcrossFiles(const EntryCheck &c, qint32 s, qsizetype e,
                                        const EntryState &state) const
{
    if (state.urlHash != 0 && cross->isDuplicated(state.urlHash)) {
        const std::optional<CrossFileUrls::Ref> first = cross->firstOf(state.urlHash);
        if (first && (first->sitemap != s || first->entry != inFile(s, e))) {
            // In memory, or kept when its file (or its piece) was checked.
            const Sitemap &firstSitemap = sitemapAt(first->sitemap);
            const qsizetype held
                = first->entry - (first->sitemap == piece.sitemap ? piece.first : 0);
            const UrlEntry *entry = held >= 0 && held < firstSitemap.entries.size()
                ? &firstSitemap.entries.at(held)
                : cross->keptFirst(state.urlHash);
            if (entry)
                EntryRules::checkDuplicate(c, *entry, EntryRef { first->sitemap, first->entry },
                                           firstSitemap, first->entry);
        }
    }
    // The entry's own links, as checkAll() keeps them for the file in memory.
    const auto mine = linksOf.constFind(refOf(s, e));
    if (!(state.flags & HasHreflang) || mine == linksOf.cend())
        return;
    auto missing = [&](quint64 target) -> std::optional<EntryRules::RelatedEntry> {
        const std::optional<CrossFileUrls::Ref> other = cross->firstOf(target);
        if (!other || cross->isIndex(other->sitemap) || cross->linksTo(target, state.urlHash))
            return std::nullopt;
        return EntryRules::RelatedEntry { other->sitemap, other->entry };
    };
    EntryRules::checkReturnLinks(c, state.urlHash, *mine, missing);
}

// ---- whole files -----------------------------------------------------------------------

QList<Finding> Checker::Private::fileFindingsOf(qint32 s) const
{
    const SitemapState &st = sitemaps[size_t(s)];
    const Sitemap &sitemap = sitemapAt(s);
    FileRules::FileCounts counts;
    counts.scope = st.scope;
    counts.assumed = st.assumed;
    if (s == piece.sitemap) {
        const FileTally &tally = *piece.tally;
        counts.entries = tally.m_entries;
        counts.firstLastmod = tally.m_firstLastmod;
        counts.news = tally.m_news;
        counts.noXDefault = tally.m_noXDefault;
        counts.withLastmod = tally.m_withLastmod;
        counts.majorityCount = tally.m_origins.value(originHash(st.majorityOrigin)).count;
    } else {
        counts.entries = sitemap.entries.size();
        if (!sitemap.entries.isEmpty())
            counts.firstLastmod = sitemap.entries.first().lastmod();
        counts.news = st.news;
        counts.noXDefault = st.noXDefault;
        counts.withLastmod = st.withLastmod;
        counts.majorityCount = st.originCounts.value(st.majorityOrigin);
    }
    return FileRules::check(run, s, sitemap, counts, [this, s] { return sameStampEverywhere(s); });
}

QList<Finding> Checker::Private::entryResult(qint32 s, qsizetype e)
{
    const UrlEntry &entry = sitemapAt(s).entries.at(e);
    QList<Finding> out;
    EntryState state;
    QList<quint64> links;
    checkEntry(s, e, entry, out, state, links);
    dropReportedOnRead(s, e, out);
    checkEntrySet(s, e, entry, sitemaps[size_t(s)].states[size_t(e)], out);
    return out;
}

Checker::Private::Rescope Checker::Private::rescope(qint32 s, qsizetype indexEntry)
{
    Rescope result;
    SitemapState &st = sitemaps[size_t(s)];
    // An assumed publish location follows the majority host (on a tie, the earliest entry's);
    // when that changes, every entry of the file is judged anew.
    if (st.assumed || !st.scope.isValid()) {
        const Url::Scope before = st.scope;
        computeScope(s);
        result.wholeFile
            = before.origin != st.scope.origin || before.isValid() != st.scope.isValid();
    }
    // An index entry is where its child is published: the child's URLs are judged anew.
    if (sitemapAt(s).isIndex()) {
        for (const Workspace::ChildLink &link : workspace->children) {
            if (link.parent != s || (indexEntry >= 0 && link.indexEntry != indexEntry)
                || link.sitemap <= 0 || size_t(link.sitemap) >= sitemaps.size()
                || result.children.contains(qint32(link.sitemap)))
                continue;
            SitemapState &cst = sitemaps[size_t(link.sitemap)];
            const Url::Scope before = cst.scope;
            computeScope(qint32(link.sitemap));
            if (before.toString() != cst.scope.toString()
                || before.isValid() != cst.scope.isValid())
                result.children.append(qint32(link.sitemap));
            // Whether the location is assumed shows in the file's findings alone.
            adjustCounts(cst.file, -1);
            cst.file = fileFindingsOf(qint32(link.sitemap));
            adjustCounts(cst.file, 1);
        }
        adjustCounts(structural, -1);
        buildStructural();
        adjustCounts(structural, 1);
    }
    return result;
}

void Checker::Private::finish(qint32 s, const Rescope &rescope, QList<quint64> others, quint64 done,
                              QList<EntryRef> &affected)
{
    SitemapState &st = sitemaps[size_t(s)];
    if (rescope.wholeFile)
        for (qsizetype i = 0; i < qsizetype(st.states.size()); ++i)
            others.append(refOf(s, i));
    for (const qint32 child : rescope.children)
        for (qsizetype i = 0; i < qsizetype(sitemaps[size_t(child)].states.size()); ++i)
            others.append(refOf(child, i));
    std::sort(others.begin(), others.end());
    others.erase(std::unique(others.begin(), others.end()), others.end());
    for (const quint64 ref : std::as_const(others)) {
        const EntryRef r = entryOf(ref);
        if (ref == done || r.entry < 0)
            continue;
        setEntryFindings(r.sitemap, idOf(ref), entryResult(r.sitemap, r.entry));
        affected.append(r);
    }
    if (st.stampLost)
        countStamps(s);
    adjustCounts(st.file, -1);
    st.file = fileFindingsOf(s);
    adjustCounts(st.file, 1);
}

// ---- Checker ---------------------------------------------------------------------------

Checker::Checker(const CheckOptions &options)
    : d(std::make_unique<Private>())
{
    d->pending = options;
    d->run.options = options;
}

Checker::~Checker() = default;
Checker::Checker(Checker &&) noexcept = default;

void Checker::setCrossFileUrls(const CrossFileUrls *urls)
{
    d->cross = urls;
}

void Checker::setPiece(qint32 sitemap, qsizetype first, FileTally *tally)
{
    Q_ASSERT(!tally || d->cross);
    d->piece = tally ? Private::Piece { sitemap, first, tally } : Private::Piece();
}

void Checker::rebind(const Workspace &workspace)
{
    d->workspace = &workspace;
}

Checker &Checker::operator=(Checker &&) noexcept = default;

const CheckOptions &Checker::options() const
{
    return d->pending;
}

void Checker::setOptions(const CheckOptions &options)
{
    d->pending = options;
}

void Checker::checkAll(const Workspace &workspace)
{
    d->workspace = &workspace;
    CheckRun &run = d->run;
    run.options = d->pending;
    run.urlLabel = Checker::tr("The URL");
    run.sitemapUrlLabel = Checker::tr("The sitemap URL");
    run.lastmodLabel = Checker::tr("lastmod");
    run.missingSelfText = Checker::tr("The URL lists %1 language alternates but not itself");
    run.serial = d->serial;
    ++run.number;
    run.nowMs = (run.options.now.isValid() ? run.options.now : QDateTime::currentDateTimeUtc())
                    .toMSecsSinceEpoch();
    d->sitemaps.clear();
    d->sitemaps.resize(size_t(workspace.sitemaps.size()));
    d->workspaceFindings.clear();
    d->takeWorkspaceFindings();
    run.robots = workspace.robots;
    run.robotsSite = Url::Scope();
    if (!workspace.isEmpty()
        && (run.robots || workspace.root().source.format == SourceFormat::Robots)) {
        if (run.robots)
            run.robotsSite = Url::Scope::fromUrl(run.robots->location().toEncoded());
        if (!run.robotsSite.isValid())
            run.robotsSite = Url::Scope::fromUrl(run.options.publishUrl.toEncoded());
    }
    d->structural.clear();
    d->firstByUrl.clear();
    d->dupGroups.clear();
    d->linkedFrom.clear();
    d->linkedFromBuilt = false;
    d->linksOf.clear();
    // The URL index's room for every entry (15 MB a million, written whole) is made while the
    // files are prepared and checked, which do not touch it: on the calling thread before the
    // sets' thread, it held both back.
    Private *p = d.get();
    QFuture<void> reserving = QtConcurrent::run(
        [p, entries = workspace.entryCount()] { p->firstByUrl.reserve(entries); });

    // Each file's states, and its shared placeholder lastmod, which pass 1 tells each entry
    // of (a pass over the lastmods of the file): the files on both cores. A file checked piece
    // by piece (a text list, which has no lastmods) has no placeholder.
    {
        QList<qint32> files(workspace.sitemaps.size());
        std::iota(files.begin(), files.end(), 0);
        auto prepare = [&](qint32 s) {
            const Sitemap &sitemap = workspace.sitemaps.at(s);
            SitemapState &st = d->sitemaps[size_t(s)];
            const size_t n = size_t(sitemap.entries.size());
            if (st.states.capacity() < n) { // written from end to end in pass 1
                st.states.reserve(n);
                adviseHugePages(st.states.data(), qsizetype(n * sizeof(EntryState)));
                prefault(st.states.data(), qsizetype(n * sizeof(EntryState)));
            }
            st.states.resize(n);
            if (!sitemap.isIndex() && s != d->piece.sitemap
                && sitemap.entries.size() >= SharedPlaceholder::MinShared)
                st.placeholder = SharedPlaceholder::find(sitemap.entries);
        };
        if (files.size() > 1)
            QtConcurrent::blockingMap(files, prepare);
        else if (files.size() == 1)
            prepare(0);
    }

    // Pass 1, in parallel over chunks of entries.
    std::vector<ChunkResult> chunks;
    std::vector<qint32> chunkSitemap;
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        SitemapState &st = d->sitemaps[size_t(s)];
        for (Finding f : sitemap.findings) {
            f.sitemap = s;
            // The checker reports these itself, from the model as it is now.
            if (f.ruleId == RuleId::EmptySitemap || f.ruleId == RuleId::NestedIndex)
                continue;
            if (f.entryIndex >= 0 && f.ruleId == RuleId::MissingTag && f.field == FindingField::Loc
                && f.entryIndex < sitemap.entries.size()
                && !sitemap.entries.at(f.entryIndex).hasLoc())
                continue;
            if (f.entryIndex >= sitemap.entries.size())
                st.readStray.append(f);
            else if (f.entryIndex >= 0)
                st.readEntry[quint32(f.entryIndex)].append(f);
            else
                st.readFile.append(f);
        }
        for (qsizetype b = 0; b < sitemap.entries.size(); b += ChunkSize) {
            ChunkResult chunk;
            chunk.begin = b;
            chunk.end = qMin(b + ChunkSize, sitemap.entries.size());
            chunks.push_back(std::move(chunk));
            chunkSitemap.push_back(s);
        }
    }
    std::vector<size_t> order(chunks.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const Private *self = d.get();
    auto pass1 = [&](size_t i) {
        ChunkResult &chunk = chunks[i];
        const qint32 s = chunkSitemap[i];
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        std::vector<EntryState> &states = d->sitemaps[size_t(s)].states;
        QList<Finding> out;
        QList<quint64> links;
        for (qsizetype e = chunk.begin; e < chunk.end; ++e) {
            self->checkEntry(s, e, sitemap.entries.at(e), out, states[size_t(e)], links);
            if (!out.isEmpty()) {
                chunk.findings.emplace_back(e, std::move(out));
                out = QList<Finding>();
            }
            if (!links.isEmpty()) {
                chunk.links.emplace_back(e, std::move(links));
                links = QList<quint64>();
            }
        }
    };
    if (order.size() > 1)
        QtConcurrent::blockingMap(order, pass1);
    else if (order.size() == 1)
        pass1(0);

    // Counters and sets. The URL sets (firsts and duplicates) are built on a second thread
    // while this one fills each file's counters and findings, then the hreflang links' sets:
    // each touches data of its own. Entries go in order, so that the first of duplicates is
    // the earliest and links are listed in entry order.
    reserving.waitForFinished();
    QFuture<void> sets = QtConcurrent::run([p, &chunks, &chunkSitemap] {
        for (size_t i = 0; i < chunks.size(); ++i) {
            const ChunkResult &chunk = chunks[i];
            const qint32 s = chunkSitemap[i];
            const std::vector<EntryState> &states = p->sitemaps[size_t(s)].states;
            for (qsizetype e = chunk.begin; e < chunk.end; ++e) {
                if (e + PrefetchAhead < chunk.end)
                    p->firstByUrl.prefetch(states[size_t(e + PrefetchAhead)].urlHash);
                p->addUrl(s, e, states[size_t(e)]);
            }
        }
    });
    // Each file's table of findings made at its size once, not grown entry by entry.
    std::vector<qsizetype> listed(d->sitemaps.size(), 0);
    for (size_t i = 0; i < chunks.size(); ++i)
        listed[size_t(chunkSitemap[i])] += qsizetype(chunks[i].findings.size());
    for (size_t s = 0; s < listed.size(); ++s)
        if (listed[s] > 0)
            d->sitemaps[s].entry.reserve(listed[s]);
    for (size_t i = 0; i < chunks.size(); ++i) {
        ChunkResult &chunk = chunks[i];
        SitemapState &st = d->sitemaps[size_t(chunkSitemap[i])];
        for (auto &[e, list] : chunk.findings) {
            d->dropReportedOnRead(chunkSitemap[i], e, list);
            if (!list.isEmpty())
                st.entry.insert(quint32(e), std::move(list));
        }
        chunk.findings.clear();
        d->addCounters(st, st.states.data() + chunk.begin, chunk.end - chunk.begin);
    }
    qsizetype linking = 0;
    for (const ChunkResult &chunk : chunks)
        linking += qsizetype(chunk.links.size());
    d->linksOf.reserve(linking);
    for (size_t i = 0; i < chunks.size(); ++i)
        for (const auto &[e, list] : chunks[i].links)
            d->addLinks(d->refOf(chunkSitemap[i], e), list);
    if (run.options.forEditing)
        d->linkedFromSet();
    // While the sets' thread still adds URLs: it reads each state's urlHash only, and marking
    // the stamps writes the flags, another memory location of the state (and the files'
    // counters, which it does not read).
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
        d->countStamps(s);
    sets.waitForFinished();
    for (ChunkResult &chunk : chunks)
        chunk.links.clear();
    if (d->piece.tally && d->piece.sitemap < workspace.sitemaps.size())
        d->tallyPiece();
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
        d->computeScope(s);

    // Pass 2, in parallel again; the sets are only read.
    auto pass2 = [&](size_t i) {
        ChunkResult &chunk = chunks[i];
        const qint32 s = chunkSitemap[i];
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        const std::vector<EntryState> &states = self->sitemaps[size_t(s)].states;
        QList<Finding> out;
        for (qsizetype e = chunk.begin; e < chunk.end; ++e) {
            self->checkEntrySet(s, e, sitemap.entries.at(e), states[size_t(e)], out);
            if (!out.isEmpty()) {
                chunk.findings.emplace_back(e, std::move(out));
                out = QList<Finding>();
            }
        }
    };
    if (order.size() > 1)
        QtConcurrent::blockingMap(order, pass2);
    else if (order.size() == 1)
        pass2(0);
    for (size_t i = 0; i < chunks.size(); ++i) {
        SitemapState &st = d->sitemaps[size_t(chunkSitemap[i])];
        for (auto &[e, list] : chunks[i].findings)
            st.entry[quint32(e)].append(std::move(list));
    }

    d->buildStructural();
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
        d->sitemaps[size_t(s)].file = d->fileFindingsOf(s);
    d->countAll();
}

void Checker::Private::buildStructural()
{
    // An index that lists an index. A robots.txt may name sitemap indexes: it is no index in
    // the protocol's sense.
    structural.clear();
    for (const Workspace::ChildLink &link : workspace->children) {
        const UrlEntry *entry = workspace->indexEntryOf(link);
        if (!entry || link.sitemap <= 0 || link.sitemap >= workspace->sitemaps.size()
            || !workspace->sitemaps.at(link.sitemap).isIndex()
            || workspace->sitemaps.at(link.parent).source.format == SourceFormat::Robots)
            continue;
        structural.append(IndexRules::nestedIndex(*entry, qint32(link.parent), link.indexEntry));
    }
}

QList<EntryRef> Checker::recheck(qint32 s, qsizetype e)
{
    QList<EntryRef> affected;
    if (!d->workspace || s < 0 || size_t(s) >= d->sitemaps.size() || e < 0
        || size_t(e) >= d->sitemaps[size_t(s)].states.size())
        return affected;
    SitemapState &st = d->sitemaps[size_t(s)];
    const UrlEntry &entry = d->sitemapAt(s).entries.at(e);
    const quint64 ref = d->refOf(s, e);
    const EntryState old = st.states[size_t(e)];

    // A lastmod edited may make or unmake the file's shared placeholder.
    QList<quint64> others;
    d->refreshPlaceholder(s, others);
    QList<Finding> local;
    EntryState now;
    QList<quint64> links;
    d->checkEntry(s, e, entry, local, now, links);

    // Who may see a different result: this entry, the duplicates of its old and new URL, and,
    // when its URL or its own links changed, the entries whose hreflang links point at it.
    const QList<quint64> oldLinks = d->linksOf.value(ref);
    const bool linksChanged = old.urlHash != now.urlHash || oldLinks != links;
    d->collectAround(old.urlHash, linksChanged, others);
    d->removeFromSets(s, e, old);
    d->addCounters(st, old, -1);
    st.states[size_t(e)] = now;
    d->addCounters(st, now, 1);
    d->countStamp(st, st.states[size_t(e)], entry);
    d->addToSets(s, e, now, links);
    d->collectAround(now.urlHash, linksChanged, others);
    const Private::Rescope rescope = d->rescope(s, e);

    // The edited entry is written anew: what the reader said about its spelling is gone.
    if (const auto read = st.readEntry.find(idOf(ref)); read != st.readEntry.end()) {
        d->adjustCounts(*read, -1);
        st.readEntry.erase(read);
    }
    d->checkEntrySet(s, e, entry, now, local);
    d->setEntryFindings(s, idOf(ref), std::move(local));
    affected.append(EntryRef { s, e });
    d->finish(s, rescope, std::move(others), ref, affected);
    return affected;
}

QList<EntryRef> Checker::entryInserted(qint32 s, qsizetype e)
{
    if (!d->workspace || s < 0 || size_t(s) >= d->sitemaps.size()
        || s >= d->workspace->sitemaps.size() || e < 0
        || size_t(e) > d->sitemaps[size_t(s)].states.size()
        || size_t(d->sitemapAt(s).entries.size()) != d->sitemaps[size_t(s)].states.size() + 1) {
        sitemapChanged(s);
        return {};
    }
    SitemapState &st = d->sitemaps[size_t(s)];
    const Sitemap &sitemap = d->sitemapAt(s);
    const UrlEntry &entry = sitemap.entries.at(e);

    // The new entry gets an id; the later ones keep theirs and move one place down.
    st.keepIds();
    quint32 id = 0;
    if (!st.freeIds.empty()) {
        id = st.freeIds.back();
        st.freeIds.pop_back();
    } else {
        id = quint32(st.positions.size());
        st.positions.push_back(NoPosition);
    }
    st.ids.insert(st.ids.begin() + e, id);
    st.states.insert(st.states.begin() + e, EntryState());
    Private::renumber(st, e);
    for (Finding &f : st.readStray)
        if (f.entryIndex >= e)
            ++f.entryIndex;
    if (s == 0)
        d->takeWorkspaceFindings();

    // What the reader said about the entry, when it comes back (the undo of a removal), taken
    // as checkAll() takes it.
    QList<Finding> read;
    for (const Finding &f : sitemap.findings) {
        if (f.entryIndex != e || f.ruleId == RuleId::EmptySitemap
            || (f.ruleId == RuleId::MissingTag && f.field == FindingField::Loc && !entry.hasLoc()))
            continue;
        read.append(f);
        read.last().sitemap = s;
    }
    if (!read.isEmpty()) {
        d->adjustCounts(read, 1);
        st.readEntry.insert(id, std::move(read));
    }

    QList<quint64> others;
    d->refreshPlaceholder(s, others);
    QList<Finding> local;
    EntryState state;
    QList<quint64> links;
    d->checkEntry(s, e, entry, local, state, links);
    d->dropReportedOnRead(s, e, local);
    st.states[size_t(e)] = state;
    d->addCounters(st, state, 1);
    d->countStamp(st, st.states[size_t(e)], entry);
    d->addToSets(s, e, state, links);
    // Who may see a different result: the entries with its URL (one of them may no longer be
    // the first), those whose hreflang links point at it, and the duplicates that name the
    // place of a first entry that moved.
    d->collectAround(state.urlHash, true, others);
    d->collectRenumbered(s, e, others);
    const Private::Rescope rescope = d->rescope(s, -1);

    d->checkEntrySet(s, e, entry, state, local);
    d->setEntryFindings(s, id, std::move(local));
    QList<EntryRef> affected { EntryRef { s, e } };
    d->finish(s, rescope, std::move(others), pack(s, id), affected);
    return affected;
}

QList<EntryRef> Checker::entryRemoved(qint32 s, qsizetype e)
{
    if (!d->workspace || s < 0 || size_t(s) >= d->sitemaps.size()
        || s >= d->workspace->sitemaps.size() || e < 0
        || size_t(e) >= d->sitemaps[size_t(s)].states.size()
        || size_t(d->sitemapAt(s).entries.size()) + 1 != d->sitemaps[size_t(s)].states.size()) {
        sitemapChanged(s);
        return {};
    }
    SitemapState &st = d->sitemaps[size_t(s)];
    st.keepIds();
    const quint32 id = st.ids[size_t(e)];
    const EntryState old = st.states[size_t(e)];

    QList<quint64> others;
    d->collectAround(old.urlHash, true, others);
    d->removeFromSets(s, e, old);
    d->addCounters(st, old, -1);
    for (QHash<quint32, QList<Finding>> *table : { &st.entry, &st.readEntry }) {
        if (const auto it = table->find(id); it != table->end()) {
            d->adjustCounts(*it, -1);
            table->erase(it);
        }
    }

    // The later entries keep their ids and move one place up.
    st.ids.erase(st.ids.begin() + e);
    st.states.erase(st.states.begin() + e);
    st.positions[id] = NoPosition;
    st.freeIds.push_back(id);
    Private::renumber(st, e);
    for (Finding &f : st.readStray)
        if (f.entryIndex > e)
            --f.entryIndex;
    if (s == 0)
        d->takeWorkspaceFindings();

    d->collectRenumbered(s, e, others);
    d->refreshPlaceholder(s, others);
    const Private::Rescope rescope = d->rescope(s, -1);
    QList<EntryRef> affected { EntryRef { s, e } };
    d->finish(s, rescope, std::move(others), pack(s, id), affected);
    return affected;
}

void Checker::sitemapChanged(qint32 sitemap)
{
    Q_UNUSED(sitemap);
    if (d->workspace)
        checkAll(*d->workspace);
}

QList<Finding> Checker::findings(qint32 s) const
{
    QList<Finding> out;
    if (s < 0 || size_t(s) >= d->sitemaps.size())
        return out;
    const SitemapState &st = d->sitemaps[size_t(s)];
    // The entries' lists in entry order, the reader's before the rules' for each: read from
    // a file, they come out in line order already and need no sort (50,000 findings for a
    // file whose every entry has one).
    struct EntryList
    {
        qsizetype entry;
        const QList<Finding> *list;
        bool rules;
    };
    std::vector<EntryList> lists;
    lists.reserve(size_t(st.readEntry.size() + st.entry.size()));
    qsizetype count = 0;
    for (const auto *hash : { &st.readEntry, &st.entry }) {
        for (auto it = hash->cbegin(); it != hash->cend(); ++it) {
            lists.push_back({ qsizetype(st.positionOf(it.key())), &*it, hash == &st.entry });
            count += it->size();
        }
    }
    // Where most entries have a list, each is put in its place in one pass (a file with a
    // problem on every URL: the sort was most of the time here); else they are sorted.
    const qsizetype entries = qsizetype(st.states.size());
    if (qsizetype(lists.size()) >= entries / 4 && entries > 0) {
        std::vector<EntryList> placed(size_t(2 * entries), EntryList { -1, nullptr, false });
        bool inRange = true;
        for (const EntryList &l : lists) {
            if (l.entry < 0 || l.entry >= entries) {
                inRange = false;
                break;
            }
            placed[size_t(2 * l.entry + (l.rules ? 1 : 0))] = l;
        }
        if (inRange) {
            lists.clear();
            for (const EntryList &l : placed)
                if (l.list)
                    lists.push_back(l);
        }
    }
    const auto inOrder = [](const EntryList &a, const EntryList &b) {
        return a.entry != b.entry ? a.entry < b.entry : !a.rules && b.rules;
    };
    if (!std::is_sorted(lists.begin(), lists.end(), inOrder))
        std::sort(lists.begin(), lists.end(), inOrder);
    QList<Finding> others = st.readFile + st.file + st.readStray;
    for (const Finding &f : d->structural)
        if (f.sitemap == s)
            others.append(f);
    if (s == 0)
        others += d->workspaceFindings;
    out.reserve(count + others.size());
    for (const EntryList &l : lists)
        d->appendEntryFindings(out, *l.list, d->inFile(s, l.entry), l.rules);
    // Stable sorts and a stable merge keep findings alike in the order they are listed in:
    // the file's, the entries', the structure's. The entries' go first into the merge though
    // the file's came first before: no finding of the file (entry -1) or past its entries
    // (readStray) can tie with one of an entry, so only the structure's order counts there.
    if (!std::is_sorted(out.cbegin(), out.cend(), reportedBefore))
        std::stable_sort(out.begin(), out.end(), reportedBefore);
    if (!others.isEmpty()) {
        std::stable_sort(others.begin(), others.end(), reportedBefore);
        const qsizetype entries = out.size();
        out += others;
        std::inplace_merge(out.begin(), out.begin() + entries, out.end(), reportedBefore);
    }
    return out;
}

QList<Finding> Checker::findings() const
{
    // The first sitemap's list taken as it is (most checks have one, with a finding for
    // every entry at times), the others' appended.
    QList<Finding> out;
    for (qint32 s = 0; s < qint32(d->sitemaps.size()); ++s) {
        if (out.isEmpty())
            out = findings(s);
        else
            out += findings(s);
    }
    return out;
}

QList<Finding> Checker::entryFindings(qint32 s, qsizetype e) const
{
    QList<Finding> out;
    if (s < 0 || size_t(s) >= d->sitemaps.size())
        return out;
    const SitemapState &st = d->sitemaps[size_t(s)];
    if (e >= 0 && size_t(e) < st.states.size()) {
        const quint32 id = st.idAt(size_t(e));
        d->appendEntryFindings(out, st.readEntry.value(id), e, false);
        d->appendEntryFindings(out, st.entry.value(id), e, true);
    } else {
        for (const Finding &f : st.readStray)
            if (f.entryIndex == e)
                out.append(f);
    }
    for (const Finding &f : d->structural)
        if (f.sitemap == s && f.entryIndex == e)
            out.append(f);
    return out;
}

int Checker::worstSeverity(qint32 s, qsizetype e, QLatin1StringView ruleId) const
{
    if (s < 0 || size_t(s) >= d->sitemaps.size())
        return -1;
    int worst = -1;
    auto take = [&](const Finding &f) {
        if (ruleId.isEmpty() || f.ruleId == ruleId)
            worst = std::max(worst, int(f.severity));
    };
    const SitemapState &st = d->sitemaps[size_t(s)];
    if (e >= 0 && size_t(e) < st.states.size()) {
        for (const auto *hash : { &st.readEntry, &st.entry }) {
            const auto it = hash->constFind(st.idAt(size_t(e)));
            if (it != hash->cend())
                std::for_each(it->cbegin(), it->cend(), take);
        }
    } else {
        for (const Finding &f : st.readStray)
            if (f.entryIndex == e)
                take(f);
    }
    for (const Finding &f : d->structural)
        if (f.sitemap == s && f.entryIndex == e)
            take(f);
    return worst;
}

QList<Finding> Checker::fileFindings(qint32 s) const
{
    if (s < 0 || size_t(s) >= d->sitemaps.size())
        return {};
    return d->sitemaps[size_t(s)].readFile + d->sitemaps[size_t(s)].file;
}

qsizetype Checker::count(Severity severity) const
{
    return d->counts[int(severity)];
}

Url::Scope Checker::publishScope(qint32 s) const
{
    return s >= 0 && size_t(s) < d->sitemaps.size() ? d->sitemaps[size_t(s)].scope : Url::Scope();
}

bool Checker::isPublishLocationAssumed(qint32 s) const
{
    return s >= 0 && size_t(s) < d->sitemaps.size() && d->sitemaps[size_t(s)].assumed;
}

} // namespace Studio
