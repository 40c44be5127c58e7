#include "workspace.h"

#include <algorithm>

#include <QHash>

namespace Studio {

qsizetype Workspace::childrenLoaded() const
{
    qsizetype n = 0;
    for (const ChildLink &link : children)
        n += link.sitemap >= 0;
    return n;
}

qsizetype Workspace::childrenMissing() const
{
    qsizetype n = 0;
    for (const ChildLink &link : children)
        n += link.sitemap < 0 && link.repeatOf < 0 && !link.loop;
    return n;
}

qsizetype Workspace::entryCount() const
{
    qsizetype n = 0;
    for (const Sitemap &sitemap : sitemaps)
        n += sitemap.entries.size();
    return n;
}

qsizetype Workspace::childEntries() const
{
    qsizetype n = 0;
    for (const ChildLink &link : children)
        if (link.sitemap >= 0 && !sitemaps.at(link.sitemap).isIndex())
            n += sitemaps.at(link.sitemap).entries.size();
    return n;
}

QList<qsizetype> Workspace::urlSitemapsInOrder() const
{
    QList<qsizetype> order;
    if (sitemaps.isEmpty())
        return order;
    QList<bool> visited(sitemaps.size(), false);
    // Links by parent, in the order each parent lists them.
    QHash<qsizetype, QList<qsizetype>> byParent;
    for (const ChildLink &link : children)
        if (link.sitemap >= 0 && link.sitemap < sitemaps.size())
            byParent[link.parent].append(link.sitemap);
    const auto visit = [&](const auto &self, qsizetype s) -> void {
        if (visited.at(s))
            return;
        visited[s] = true;
        if (!sitemaps.at(s).isIndex() && !sitemaps.at(s).failed)
            order.append(s);
        for (const qsizetype child : byParent.value(s))
            self(self, child);
    };
    visit(visit, 0);
    for (qsizetype s = 1; s < sitemaps.size(); ++s)
        visit(visit, s);
    return order;
}

const UrlEntry *Workspace::indexEntryOf(const ChildLink &link) const
{
    if (link.parent < 0 || link.parent >= sitemaps.size())
        return nullptr;
    const QList<UrlEntry> &entries = sitemaps.at(link.parent).entries;
    return link.indexEntry >= 0 && link.indexEntry < entries.size() ? &entries.at(link.indexEntry)
                                                                    : nullptr;
}

bool Workspace::isBehindNestedIndex(qsizetype s) const
{
    // Up the chain of listing sitemaps; a sitemap is read once, so the chain has no cycle,
    // but the walk is bounded all the same.
    for (qsizetype step = 0; s > 0 && step < sitemaps.size(); ++step) {
        const auto link = std::find_if(children.cbegin(), children.cend(),
                                       [s](const ChildLink &l) { return l.sitemap == s; });
        if (link == children.cend() || link->parent < 0 || link->parent >= sitemaps.size())
            return false;
        const Sitemap &parent = sitemaps.at(link->parent);
        if (sitemaps.at(s).isIndex() && parent.isIndex()
            && parent.source.format != SourceFormat::Robots)
            return true;
        s = link->parent;
    }
    return false;
}

} // namespace Studio
