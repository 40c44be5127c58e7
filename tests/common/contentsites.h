#pragma once

#include "testhttpserver.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Studio::Testing {

// Three small sites in the shapes real generators write, for the content fingerprints
// (ContentFingerprint) and their history across crawls, each crawled on its own (the start URL
// of its folder, --scope folder), served on one TestHttpServer in two versions:
//
//   /wp/...    WordPress-like (twentytwentyone and its plugins): a header with the site's <nav>,
//              <main> holding the post's <article> (its entry header with the byline and a
//              comment count, the entry content, an entry footer), "related posts" teasers, an
//              <aside> of widgets, the GDPR plugin's cookie bar, a <footer> with the time the
//              page was made and a visitor counter. JSON-LD dateModified on one post.
//   /docs/...  Hugo-like docs: a header <nav>, a sidebar <aside> menu with the table of contents,
//              <main> with the page and its "Last updated" line, a <footer> "built at" time.
//   /shop/...  A shop of 2005, table and div markup without <main>, <article>, <nav> or
//              <footer>: a top menu of links and a promotion line in plain <div>s on every page
//              (the promotion differs between the versions), a #footer with a counter and the
//              time; listing and item pages with long URLs with queries.
//
// What changes on every request: the clocks, the counters, the comment counts, the teasers and
// the widgets (rotating). What version 2 changes beside that: the promotion line of the shop
// (on every page) and the main content of editedPaths() alone.
struct ContentSites
{
    // The folders of the sites, each crawled from there: "/wp/", "/docs/", "/shop/".
    static QStringList sites();
    // The pages of a site, as paths with their queries, the start page first.
    static QStringList paths(const QString &site);
    // The pages whose main content version 2 edits: a post gets a paragraph, a docs page a new
    // default, an item a new price (and so does the list that shows it).
    static QStringList editedPaths();
    // The date that one post states (JSON-LD dateModified) and its path.
    static QString datedPath();
    static QString statedDate(); // as the page writes it
    // Routes every page of the three sites on `server`, as `version` (1 or 2) has them.
    static void install(TestHttpServer &server, int version);
    // The HTML of the page at `path` (with its query) in `version`; `request` numbers the
    // request, and the clocks, counters and teasers follow it.
    static QByteArray page(const QString &path, int version, int request);
};

} // namespace Studio::Testing
