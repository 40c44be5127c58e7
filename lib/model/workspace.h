#pragma once

#include "sitemap.h"

#include <QList>
#include <QStringList>

#include <memory>

namespace Studio {

class RobotsTxt;

// A place in a workspace: sitemap and entry.
struct EntryRef
{
    qint32 sitemap = 0;
    qsizetype entry = -1;

    friend bool operator==(const EntryRef &, const EntryRef &) = default;
};

// The unit the editor edits and the CLI checks: one sitemap, or an index plus the children
// it could load. sitemaps[0] is the file that was opened; for an index, children follow in
// the order the index lists them.
class Workspace
{
public:
    // How an index entry was resolved to a child sitemap. Entries of the opened file have
    // parent 0. A robots.txt is not an index in the protocol's sense: the indexes it names are
    // followed to their sitemaps too, whose links have the index's position as parent.
    struct ChildLink
    {
        qsizetype indexEntry = -1; // entry of sitemaps[parent]
        qsizetype sitemap = -1; // position in sitemaps; -1 when not loaded
        QString resolvedLocation; // the file or URL that was tried
        qsizetype parent = 0; // position in sitemaps of the index (or robots.txt) listing it
        // Set when the location was already read for an earlier link (the same sitemap listed
        // twice): that link's position in children. The sitemap is read once; sitemap is -1.
        qsizetype repeatOf = -1;
        // Set when the location is the index itself or one that lists it (SM711): not read.
        bool loop = false;
    };

    QList<Sitemap> sitemaps;
    QList<ChildLink> children;
    // Problems that belong to no single file (a child that was not found, ...).
    QList<Finding> findings;
    // The rules of the site's robots.txt when known (a robots.txt opened with its sitemaps, or
    // given to check --robots): the checker reports the URLs they block. Shared, read-only.
    std::shared_ptr<const RobotsTxt> robots;
    // Why the workspace holds less than its input because of a limit: a document cut at a
    // reading limit, bundle entries or children left unread. One sentence each, naming the
    // limit; empty when everything was read (damage aside, which findings report). Writing
    // such a workspace as if it were whole would publish a cut-down copy.
    QStringList limitsReached;

    bool isEmpty() const { return sitemaps.isEmpty(); }
    const Sitemap &root() const { return sitemaps.first(); }
    qsizetype childrenLoaded() const;
    // Links that name a sitemap that could not be read (a repeated one or a loop is not
    // missing).
    qsizetype childrenMissing() const;
    // URLs in the loaded children (an index's own entries are not counted).
    qsizetype childEntries() const;
    // Entries of every sitemap, an index's included: what a full check goes through.
    qsizetype entryCount() const;
    // The entry of sitemaps[link.parent] that names the link's sitemap, or null when the link
    // no longer has one (the entry was removed).
    const UrlEntry *indexEntryOf(const ChildLink &link) const;
    // The sitemaps that hold URLs (no index, no failed file), in document order: each as the
    // chain lists it (robots.txt → index → sitemaps, depth first), then any read but not
    // listed (a bundle's extra files). The order `urls` prints and a reader expects.
    QList<qsizetype> urlSitemapsInOrder() const;
    // Whether sitemaps[s] is an index listed by an index, or is listed below one: the loaders
    // read it so that every URL is seen, but Google does not (NestedIndex). A robots.txt is
    // no index here: the indexes it names are read by search engines.
    bool isBehindNestedIndex(qsizetype s) const;
};

} // namespace Studio
