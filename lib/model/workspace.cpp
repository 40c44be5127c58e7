#include "workspace.h"

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
    return children.size() - childrenLoaded();
}

qsizetype Workspace::childEntries() const
{
    qsizetype n = 0;
    for (const ChildLink &link : children)
        if (link.sitemap >= 0)
            n += sitemaps.at(link.sitemap).entries.size();
    return n;
}

} // namespace Studio
