#pragma once

#include "sitemap.h"

#include <QList>

#include <memory>

namespace Studio {

class RobotsTxt;

// The unit the editor edits and the CLI checks: one sitemap, or an index plus the children
// it could load. sitemaps[0] is the file that was opened; for an index, children follow in
// the order the index lists them.
class Workspace
{
public:
    // How an index entry was resolved to a child sitemap.
    struct ChildLink
    {
        qsizetype indexEntry = -1; // entry of the index (sitemaps[0])
        qsizetype sitemap = -1; // position in sitemaps; -1 when not loaded
        QString resolvedLocation; // the file or URL that was tried
    };

    QList<Sitemap> sitemaps;
    QList<ChildLink> children;
    // Problems that belong to no single file (a child that was not found, ...).
    QList<Finding> findings;
    // The rules of the site's robots.txt when known (a robots.txt opened with its sitemaps, or
    // given to check --robots): the checker reports the URLs they block. Shared, read-only.
    std::shared_ptr<const RobotsTxt> robots;

    bool isEmpty() const { return sitemaps.isEmpty(); }
    const Sitemap &root() const { return sitemaps.first(); }
    qsizetype childrenLoaded() const;
    qsizetype childrenMissing() const;
    // URLs in the loaded children (an index's own entries are not counted).
    qsizetype childEntries() const;
};

} // namespace Studio
