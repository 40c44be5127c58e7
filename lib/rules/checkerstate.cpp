#include "checker_p.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace Studio {

quint32 Checker::Private::originNumber(quint64 hash) const
{
    if (hash == 0)
        return 0;
    // Entries of a file mostly share one origin: each thread remembers its last answer and
    // takes the lock only when the origin changes.
    thread_local struct
    {
        quint64 serial = 0;
        quint64 hash = 0;
        quint32 number = 0;
    } last;
    if (last.serial == serial && last.hash == hash)
        return last.number;
    QMutexLocker locker(&originLock);
    quint32 &number = originNumbers[hash];
    if (number == 0) {
        number = quint32(originHashes.size());
        originHashes.push_back(hash);
    }
    last = { serial, hash, number };
    return number;
}

void Checker::Private::countStamp(SitemapState &st, EntryState &state, const UrlEntry &entry)
{
    if (!(state.flags & HasLastmod) || st.stampLost)
        return; // none, or countStamps() marks them all
    const quint64 key = lastmodKey(entry);
    if (st.stampCount == 0)
        st.stampKey = key; // the only lastmod of the file
    if (key == st.stampKey) {
        state.flags |= CountsStamp;
        ++st.stampCount;
    }
}

SharedPlaceholder SharedPlaceholder::find(const QList<UrlEntry> &entries)
{
    // The oldest lastmod's key and count, and the oldest instant of the other keys: one pass,
    // nothing kept per entry. A value at the oldest instant in another precision counts as
    // another date ("2000-01-01" beside "2000-01-01T00:00:00Z"), and then the gap is nought.
    constexpr qint64 None = std::numeric_limits<qint64>::max();
    qint64 oldest = None, nextOldest = None;
    quint64 oldestKey = 0;
    qsizetype count = 0, dated = 0;
    const UrlEntry *first = nullptr;
    for (const UrlEntry &entry : entries) {
        qint64 at = 0;
        quint64 key = 0;
        W3cDateTime::Precision precision;
        if (entry.packedLastmodInstant(&at, &precision)) {
            key = instantKey(at, precision); // lastmodKey(), without unpacking the value
        } else {
            const W3cDateTime &lastmod = entry.lastmod();
            if (!lastmod.isValid())
                continue;
            at = lastmod.toMSecsSinceEpoch();
            key = lastmodKey(lastmod);
        }
        ++dated;
        if (count > 0 && key == oldestKey) {
            ++count;
        } else if (count == 0 || at < oldest) {
            nextOldest = std::min(nextOldest, oldest);
            oldest = at;
            oldestKey = key;
            count = 1;
            first = &entry;
        } else {
            nextOldest = std::min(nextOldest, at);
        }
    }
    SharedPlaceholder found;
    if (count < MinShared || dated - count < MinOthers || nextOldest == None)
        return found;
    // Midnight as written, in the value's own zone; a date without a time is one too.
    const W3cDateTime::Packed value = first->lastmod().packed();
    constexpr qint64 Day = 24 * 3600 * 1000LL;
    if (value.wallClock % Day != 0 || value.subMillis != 0)
        return found;
    const int years = int((nextOldest - oldest) / (Day * 36525 / 100));
    if (years < MinYears)
        return found;
    found.key = oldestKey;
    found.count = count;
    found.years = years;
    return found;
}

void Checker::Private::refreshPlaceholder(qint32 s, QList<quint64> &others)
{
    if (s == piece.sitemap || sitemapAt(s).isIndex())
        return;
    SitemapState &st = sitemaps[size_t(s)];
    const SharedPlaceholder now = SharedPlaceholder::find(sitemapAt(s).entries);
    if (now == st.placeholder)
        return;
    const quint64 before = st.placeholder.key;
    st.placeholder = now;
    const QList<UrlEntry> &entries = sitemapAt(s).entries;
    for (qsizetype e = 0; e < entries.size() && e < qsizetype(st.states.size()); ++e) {
        const W3cDateTime &lastmod = entries.at(e).lastmod();
        if (!lastmod.isValid())
            continue;
        const quint64 key = lastmodKey(lastmod);
        if ((before != 0 && key == before) || (now.key != 0 && key == now.key))
            others.append(refOf(s, e));
    }
}

void Checker::Private::countStamps(qint32 s)
{
    SitemapState &st = sitemaps[size_t(s)];
    const QList<UrlEntry> &entries = sitemapAt(s).entries;
    st.stampCount = 0;
    st.stampLost = false;
    for (size_t e = 0; e < st.states.size(); ++e) {
        EntryState &state = st.states[e];
        state.flags &= ~CountsStamp;
        if (!(state.flags & HasLastmod))
            continue;
        const quint64 key = lastmodKey(entries.at(qsizetype(e)));
        if (st.stampCount == 0)
            st.stampKey = key;
        if (key == st.stampKey) {
            state.flags |= CountsStamp;
            ++st.stampCount;
        }
    }
}

bool Checker::Private::sameStampEverywhere(qint32 s) const
{
    if (s == piece.sitemap)
        return piece.tally->m_withLastmod > 0 && piece.tally->m_sameStamp;
    const SitemapState &st = sitemaps[size_t(s)];
    if (!st.stampLost)
        return st.withLastmod > 0 && st.stampCount == st.withLastmod;
    // Lost since the last countStamps(): compared from the entries, without keeping it.
    const QList<UrlEntry> &entries = sitemapAt(s).entries;
    std::optional<quint64> first;
    for (size_t e = 0; e < st.states.size(); ++e) {
        if (!(st.states[e].flags & HasLastmod))
            continue;
        const quint64 key = lastmodKey(entries.at(qsizetype(e)));
        if (!first)
            first = key;
        else if (key != *first)
            return false;
    }
    return first.has_value();
}

void Checker::Private::tallyPiece()
{
    const SitemapState &st = sitemaps[size_t(piece.sitemap)];
    FileTally &tally = *piece.tally;
    const QList<UrlEntry> &entries = sitemapAt(piece.sitemap).entries;
    if (piece.first == 0 && !entries.isEmpty())
        tally.m_firstLastmod = entries.first().lastmod();
    if (st.withLastmod > 0) {
        if (st.stampCount != st.withLastmod)
            tally.m_sameStamp = false;
        else if (!tally.m_stamp)
            tally.m_stamp = st.stampKey;
        else if (*tally.m_stamp != st.stampKey)
            tally.m_sameStamp = false;
    }
    tally.m_withLastmod += st.withLastmod;
    tally.m_news += st.news;
    tally.m_noXDefault += st.noXDefault;
}

void Checker::Private::addCounters(SitemapState &st, const EntryState &state, int sign)
{
    addFlagCounters(st, state, sign);
    if (state.origin != 0) {
        qsizetype &count = st.originCounts[state.origin];
        count += sign;
        if (count == 0)
            st.originCounts.remove(state.origin);
    }
}

void Checker::Private::addCounters(SitemapState &st, const EntryState *states, qsizetype count)
{
    // The entries of a file are mostly on one origin, or in runs of one: a look-up a run.
    quint32 origin = 0;
    qsizetype run = 0;
    const auto endRun = [&] {
        if (origin != 0 && run > 0)
            st.originCounts[origin] += run;
    };
    for (qsizetype i = 0; i < count; ++i) {
        const EntryState &state = states[i];
        addFlagCounters(st, state, 1);
        if (state.origin != origin) {
            endRun();
            origin = state.origin;
            run = 0;
        }
        ++run;
    }
    endRun();
}

void Checker::Private::addFlagCounters(SitemapState &st, const EntryState &state, int sign)
{
    if (state.flags & HasLastmod) {
        st.withLastmod += sign;
        // Adding counts the stamp (countStamp(), which needs the entry); removing uncounts it.
        if (sign < 0 && (state.flags & CountsStamp) && --st.stampCount == 0 && st.withLastmod > 0)
            st.stampLost = true;
    }
    st.news += sign * qsizetype(state.news);
    if (state.flags & NoXDefault)
        st.noXDefault += sign;
}

void Checker::Private::addUrl(qint32 s, qsizetype e, const EntryState &state)
{
    const quint64 ref = refOf(s, e);
    if (state.urlHash != 0) {
        const std::optional<quint64> first = firstByUrl.findOrInsert(state.urlHash, ref, hashOf());
        if (first) {
            QList<quint64> &group = dupGroups[state.urlHash];
            if (group.isEmpty())
                group.append(*first);
            // checkAll() adds entries in order: at the end, without a search.
            if (precedes(group.last(), ref))
                group.append(ref);
            else
                group.insert(
                    std::lower_bound(group.begin(), group.end(), ref,
                                     [this](quint64 a, quint64 b) { return precedes(a, b); }),
                    ref);
            firstByUrl.replace(state.urlHash, group.first(), hashOf());
        }
    }
}

void Checker::Private::addLinks(quint64 ref, const QList<quint64> &links)
{
    if (!links.isEmpty()) {
        linksOf.insert(ref, links);
        if (linkedFromBuilt) {
            for (const quint64 target : links) {
                // A multiset: one element per link, so that removing the links of an entry
                // removes exactly what adding them added, without a search on insertion.
                linkedFrom[target].append(ref);
            }
        }
    }
}

const QHash<quint64, QVarLengthArray<quint64, 2>> &Checker::Private::linkedFromSet() const
{
    if (!linkedFromBuilt) {
        linkedFromBuilt = true;
        linkedFrom.clear();
        if (!linksOf.isEmpty()) {
            // Made at its size once rather than grown (and every node moved) a doubling at a
            // time: a target a link, but two an entry at most. Where the pages of a cluster
            // all list each other, the targets are those entries themselves (a cluster of 21
            // languages would otherwise reserve 21 times the room); where the alternates lie
            // outside the set, each is a target of its own.
            qsizetype links = 0;
            for (const QList<quint64> &list : linksOf)
                links += list.size();
            linkedFrom.reserve(qMin(links, 2 * linksOf.size()));
            for (qint32 s = 0; s < qint32(sitemaps.size()); ++s) {
                for (qsizetype e = 0; e < qsizetype(sitemaps[size_t(s)].states.size()); ++e) {
                    const quint64 ref = refOf(s, e);
                    if (const auto links = linksOf.constFind(ref); links != linksOf.cend())
                        for (const quint64 target : *links)
                            linkedFrom[target].append(ref);
                }
            }
        }
    }
    return linkedFrom;
}

void Checker::Private::removeFromSets(qint32 s, qsizetype e, const EntryState &state)
{
    const quint64 ref = refOf(s, e);
    if (state.urlHash != 0) {
        const auto group = dupGroups.find(state.urlHash);
        if (group != dupGroups.end()) {
            group->removeOne(ref);
            firstByUrl.replace(state.urlHash, group->first(), hashOf());
            if (group->size() == 1)
                dupGroups.erase(group);
        } else {
            firstByUrl.remove(state.urlHash, hashOf());
        }
    }
    const auto links = linksOf.find(ref);
    if (links != linksOf.end()) {
        linkedFromSet();
        for (const quint64 target : std::as_const(*links)) {
            const auto sources = linkedFrom.find(target);
            if (sources == linkedFrom.end())
                continue;
            if (const auto at = std::find(sources->begin(), sources->end(), ref);
                at != sources->end())
                sources->erase(at);
            if (sources->isEmpty())
                linkedFrom.erase(sources);
        }
        linksOf.erase(links);
    }
}

void Checker::Private::computeScope(qint32 s)
{
    SitemapState &st = sitemaps[size_t(s)];
    const Sitemap &sitemap = sitemapAt(s);
    st.scope = Url::Scope();
    st.assumed = false;
    st.majorityOrigin = 0;
    // A robots.txt's Sitemap lines may name any host: it has no scope.
    if (sitemap.source.format == SourceFormat::Robots)
        return;
    auto tryUrl = [&st](QByteArrayView url) {
        if (!st.scope.isValid() && !url.isEmpty())
            st.scope = Url::Scope::fromUrl(url);
    };
    // Where the file was fetched from, else where the user says it is published, else (for
    // a child) where its index lists it.
    if (sitemap.source.location.startsWith(u"http://", Qt::CaseInsensitive)
        || sitemap.source.location.startsWith(u"https://", Qt::CaseInsensitive))
        tryUrl(sitemap.source.location.toUtf8());
    if (s == 0)
        tryUrl(run.options.publishUrl.toEncoded());
    tryUrl(sitemap.publishLocation.toEncoded());
    if (s > 0) {
        for (const Workspace::ChildLink &link : workspace->children)
            if (link.sitemap == s)
                if (const UrlEntry *entry = workspace->indexEntryOf(link)) {
                    const PooledView loc = entry->locView();
                    tryUrl(loc);
                }
    }
    if (st.scope.isValid())
        return;
    if (s == piece.sitemap) {
        // The same choice, from the hosts of the whole file.
        const auto &origins = piece.tally->m_origins;
        qsizetype most = 0;
        for (const FileTally::Origin &o : origins)
            most = qMax(most, o.count);
        const FileTally::Origin *best = nullptr;
        quint64 bestOrigin = 0;
        for (auto it = origins.cbegin(); it != origins.cend(); ++it) {
            const FileTally::Origin &o = it.value();
            if (o.count == most && o.firstScoped >= 0
                && (!best || o.firstScoped < best->firstScoped)) {
                best = &o;
                bestOrigin = it.key();
            }
        }
        if (best) {
            st.scope = best->scope;
            st.majorityOrigin = originNumber(bestOrigin);
            st.assumed = true;
        }
        return;
    }
    // Assumed: the origin most entries use, and its root folder. On a tie the origin of the
    // earliest entry wins, so that the choice does not depend on hash order.
    qsizetype best = 0;
    for (auto it = st.originCounts.cbegin(); it != st.originCounts.cend(); ++it)
        best = qMax(best, it.value());
    if (best == 0)
        return;
    for (size_t e = 0; e < st.states.size(); ++e) {
        const quint32 origin = st.states[e].origin;
        if (origin == 0 || st.originCounts.value(origin) != best)
            continue;
        const PooledView loc = sitemap.entries.at(qsizetype(e)).locView();
        Url::Scope scope = Url::Scope::fromUrl(loc);
        if (!scope.isValid())
            continue;
        scope.folder = "/";
        st.scope = scope;
        st.majorityOrigin = origin;
        break;
    }
    st.assumed = st.scope.isValid();
}

void Checker::Private::setEntryFindings(qint32 s, quint32 id, QList<Finding> list)
{
    SitemapState &st = sitemaps[size_t(s)];
    const auto it = st.entry.find(id);
    if (it != st.entry.end()) {
        adjustCounts(*it, -1);
        if (list.isEmpty()) {
            st.entry.erase(it);
            return;
        }
        adjustCounts(list, 1);
        *it = std::move(list);
    } else if (!list.isEmpty()) {
        adjustCounts(list, 1);
        st.entry.insert(id, std::move(list));
    }
}

void Checker::Private::collectAround(quint64 urlHash, bool linkers, QList<quint64> &others) const
{
    if (urlHash == 0)
        return;
    if (const auto group = dupGroups.constFind(urlHash); group != dupGroups.cend())
        others += *group;
    if (!linkers)
        return;
    const auto &linking = linkedFromSet();
    if (const auto sources = linking.constFind(urlHash); sources != linking.cend())
        for (const quint64 source : *sources)
            others.append(source);
}

void Checker::Private::collectRenumbered(qint32 s, qsizetype from, QList<quint64> &others) const
{
    // A walk over the duplicated URLs only, most often none.
    for (const QList<quint64> &group : dupGroups) {
        const quint64 first = group.first();
        if (sitemapOf(first) == s && positionOf(first) >= from)
            for (auto it = group.cbegin() + 1; it != group.cend(); ++it)
                others.append(*it);
    }
}

void Checker::Private::renumber(SitemapState &st, qsizetype from)
{
    for (size_t i = size_t(from); i < st.ids.size(); ++i)
        st.positions[st.ids[i]] = quint32(i);
}

void Checker::Private::appendEntryFindings(QList<Finding> &out, const QList<Finding> &list,
                                           qsizetype e, bool translateRelated) const
{
    for (const Finding &stored : list) {
        Finding &f = out.emplace_back(stored);
        f.entryIndex = e;
        if (translateRelated && f.relatedEntry >= 0 && f.relatedSitemap >= 0
            && size_t(f.relatedSitemap) < sitemaps.size()) {
            const SitemapState &related = sitemaps[size_t(f.relatedSitemap)];
            if (!related.identityIds && size_t(f.relatedEntry) < related.positions.size())
                f.relatedEntry = related.positions[size_t(f.relatedEntry)];
        }
    }
}

void Checker::Private::countAll()
{
    counts[0] = counts[1] = counts[2] = 0;
    adjustCounts(workspaceFindings, 1);
    adjustCounts(structural, 1);
    for (const SitemapState &st : sitemaps) {
        adjustCounts(st.readFile, 1);
        adjustCounts(st.readStray, 1);
        adjustCounts(st.file, 1);
        for (const QList<Finding> &list : st.readEntry)
            adjustCounts(list, 1);
        for (const QList<Finding> &list : st.entry)
            adjustCounts(list, 1);
    }
}

} // namespace Studio
