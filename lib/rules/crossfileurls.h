#pragma once

#include "model/sitemap.h"
#include "model/workspace.h"
#include "util/growingarray.h"

#include <QHash>
#include <QList>
#include <QMutex>
#include <QSet>

#include <memory>
#include <optional>
#include <vector>

namespace Studio {

// What the rules across files (duplicate URLs, hreflang return links) need to know of a set
// too large to hold, so that a check can read its files one at a time and still report what a
// check of the whole workspace reports (Checker::setCrossFileUrls()).
//
// A first pass over the files gives it every entry's URL hash, in workspace order: 16 bytes a
// URL (the hash, its sitemap and entry), and 16 bytes for each hreflang link of the first
// entry of a URL. finish() sorts them. The second pass checks the files in workspace order;
// after each, keepFirsts() keeps the location and line of the entries that later files
// duplicate, so that the finding can name them and confirm the match on the normalised text,
// as Checker does.
class CrossFileUrls
{
public:
    struct Ref
    {
        qint32 sitemap = -1;
        qsizetype entry = -1;
    };

    // Pass 1: the entries of workspace sitemap `position`, each sitemap once and in order;
    // those of a file read in pieces (Checker::setPiece()) a piece at a time, in order, the
    // piece's first entry being number `first` of the file. Thread-safe for different
    // sitemaps.
    void add(qint32 position, const Sitemap &sitemap, qsizetype first = 0);
    // Room for `urls` more URLs: taken as written, so an estimate on the high side costs
    // address space, not memory, and spares the copies of a table that grows.
    void reserve(qsizetype urls);
    void finish();

    // The first entry, in workspace order, whose URL hash is `hash`; none when no entry has it.
    std::optional<Ref> firstOf(quint64 hash) const;
    // Whether more than one entry has URL hash `hash` (cheap: most have not).
    bool isDuplicated(quint64 hash) const { return m_duplicated.contains(hash); }
    // Whether sitemap `position` is an index.
    bool isIndex(qint32 position) const;
    // Whether the first entry with URL hash `owner` links (hreflang) to URL hash `target`.
    bool linksTo(quint64 owner, quint64 target) const;

    // Pass 2: after sitemap `position` was checked with its entries (or a piece of them, from
    // entry number `first` on), keeps those that are the first of a URL other entries repeat.
    void keepFirsts(qint32 position, const Sitemap &sitemap, qsizetype first = 0);
    // The first entry with URL hash `hash`, as keepFirsts() kept it (location and line).
    const UrlEntry *keptFirst(quint64 hash) const;

private:
    struct Record
    {
        quint64 hash;
        quint32 sitemap;
        quint32 entry;
    };
    struct Link
    {
        quint64 owner;
        quint64 target;
        quint32 sitemap;
        quint32 entry;
    };

    // One per URL: they grow in place past any reservation (GrowingArray).
    GrowingArray<Record> m_records;
    GrowingArray<Link> m_links; // pass 1
    std::vector<std::pair<quint64, quint64>> m_edges; // the first entries' links, sorted
    std::vector<bool> m_index;
    QSet<quint64> m_duplicated;
    QHash<quint64, UrlEntry> m_firsts;
    QMutex m_lock; // add() from several threads
};

} // namespace Studio
