#include "crossfileurls.h"

#include "checker_p.h"

#include <QMutex>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>

namespace Studio {

namespace {

// Entries hashed per parallel slice.
constexpr qsizetype Slice = 4096;

} // namespace

void CrossFileUrls::add(qint32 position, const Sitemap &sitemap, qsizetype first)
{
    const bool index = sitemap.isIndex();
    const qsizetype count = sitemap.entries.size();
    // Each slice's records and links, made in parallel, then appended under the lock.
    struct Part
    {
        std::vector<Record> records;
        std::vector<Link> links;
    };
    QList<qsizetype> slices;
    for (qsizetype from = 0; from < count; from += Slice)
        slices.append(from);
    std::vector<Part> parts(size_t(slices.size()));
    QtConcurrent::blockingMap(slices, [&](qsizetype from) {
        Part &part = parts[size_t(from / Slice)];
        part.records.reserve(size_t(qMin(Slice, count - from)));
        QList<quint64> targets;
        for (qsizetype e = from; e < qMin(count, from + Slice); ++e) {
            const UrlEntry &entry = sitemap.entries.at(e);
            const PooledView loc = entry.locView();
            if (loc.isEmpty())
                continue;
            const quint64 hash = CheckerDetail::urlHashOf(loc, Url::split(loc), index);
            part.records.push_back({ hash, quint32(position), quint32(first + e) });
            if (!entry.hasExtras() || entry.alternates().isEmpty())
                continue;
            targets.clear();
            CheckerDetail::linkTargets(entry, targets);
            for (const quint64 target : std::as_const(targets))
                part.links.push_back({ hash, target, quint32(position), quint32(first + e) });
        }
    });
    QMutexLocker locker(&m_lock);
    if (m_index.size() <= size_t(position))
        m_index.resize(size_t(position) + 1, false);
    m_index[size_t(position)] = index;
    for (const Part &part : parts) {
        m_records.append(part.records.data(), qsizetype(part.records.size()));
        m_links.append(part.links.data(), qsizetype(part.links.size()));
    }
}

void CrossFileUrls::reserve(qsizetype urls)
{
    QMutexLocker locker(&m_lock);
    m_records.reserve(m_records.size() + urls);
}

void CrossFileUrls::finish()
{
    // By hash, then in workspace order: the first of each hash leads its run.
    std::sort(m_records.begin(), m_records.end(), [](const Record &a, const Record &b) {
        return a.hash != b.hash      ? a.hash < b.hash
            : a.sitemap != b.sitemap ? a.sitemap < b.sitemap
                                     : a.entry < b.entry;
    });
    m_duplicated.clear();
    for (qsizetype i = 1; i < m_records.size(); ++i)
        if (m_records[i].hash == m_records[i - 1].hash)
            m_duplicated.insert(m_records[i].hash);
    // Only the links of the first entry of a URL count (Checker looks up the first entry of a
    // link's target, and then its links).
    const Link *kept = std::remove_if(m_links.begin(), m_links.end(), [this](const Link &link) {
        const std::optional<Ref> first = firstOf(link.owner);
        return !first || first->sitemap != qint32(link.sitemap)
            || first->entry != qsizetype(link.entry);
    });
    m_links.truncate(kept - m_links.cbegin());
    m_edges.clear();
    m_edges.reserve(size_t(m_links.size()));
    for (const Link &link : m_links)
        m_edges.emplace_back(link.owner, link.target);
    m_links.clear();
    std::sort(m_edges.begin(), m_edges.end());
    m_edges.erase(std::unique(m_edges.begin(), m_edges.end()), m_edges.end());
    m_edges.shrink_to_fit();
}

std::optional<CrossFileUrls::Ref> CrossFileUrls::firstOf(quint64 hash) const
{
    const auto it = std::lower_bound(m_records.cbegin(), m_records.cend(), hash,
                                     [](const Record &r, quint64 h) { return r.hash < h; });
    if (it == m_records.cend() || it->hash != hash)
        return std::nullopt;
    return Ref { qint32(it->sitemap), qsizetype(it->entry) };
}

bool CrossFileUrls::isIndex(qint32 position) const
{
    return position >= 0 && size_t(position) < m_index.size() && m_index[size_t(position)];
}

bool CrossFileUrls::linksTo(quint64 owner, quint64 target) const
{
    return std::binary_search(m_edges.cbegin(), m_edges.cend(), std::pair(owner, target));
}

void CrossFileUrls::keepFirsts(qint32 position, const Sitemap &sitemap, qsizetype first)
{
    if (m_duplicated.isEmpty())
        return;
    const bool index = sitemap.isIndex();
    for (qsizetype e = 0; e < sitemap.entries.size(); ++e) {
        const UrlEntry &entry = sitemap.entries.at(e);
        const PooledView loc = entry.locView();
        if (loc.isEmpty())
            continue;
        const quint64 hash = CheckerDetail::urlHashOf(loc, Url::split(loc), index);
        if (!m_duplicated.contains(hash))
            continue;
        const std::optional<Ref> firstRef = firstOf(hash);
        if (!firstRef || firstRef->sitemap != position || firstRef->entry != first + e)
            continue;
        UrlEntry kept;
        kept.setLocUtf8(loc);
        kept.setSourceLine(entry.sourceLine());
        m_firsts.insert(hash, kept);
    }
}

const UrlEntry *CrossFileUrls::keptFirst(quint64 hash) const
{
    const auto it = m_firsts.constFind(hash);
    return it == m_firsts.cend() ? nullptr : &*it;
}

} // namespace Studio
