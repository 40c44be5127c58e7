#pragma once

#include "testhttpserver.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Studio::Testing {

// A web site of a few hundred pages served by a TestHttpServer on 127.0.0.1, made by the tests
// themselves, with every case a crawler and the audit rules must tell apart. The lists below
// are the truth the crawler and audit tests compare against; each is a list of paths.
//
//   /                      home: links to the sections and to every special page below
//   /section/N             N = 0..9, each linking its items
//   /section/N/item-M      M = 0..24, relative links to the next item and back ("../N")
//   /about, /contact       plain pages (contact: Last-Modified)
//   /noindex-meta          <meta name="robots" content="noindex, follow">, links to
//   /only-from-noindex     …which no other page links: crawled, indexable
//   /noindex-header        X-Robots-Tag: noindex
//   /noindex-googlebot     X-Robots-Tag: googlebot: noindex
//   /noindex-otherbot      X-Robots-Tag: otherbot: noindex (indexable)
//   /nofollow              <meta name="robots" content="nofollow">, links to /behind-nofollow
//                          (not followed, so never fetched)
//   /canon-elsewhere       canonical → /canon-target (which home links too)
//   /canon-self            canonical → itself
//   /moved                 301 → /moved-target
//   /chain-1               302 → /chain-2, 301 → /chain-end
//   /loop-a                302 → /loop-b, 302 → /loop-a
//   /old/index.html        301 → /old/ (the same page as the duplicate rule normalises it)
//   /missing, /gone        404, 410
//   /server-error          500
//   /busy                  429 with Retry-After: 1 the first time, then 200
//   /private/secret, /private/page   disallowed by robots.txt for '*'
//   /en/, /de/, /fr/       an hreflang cluster, home links /en/ only; /fr/ does not link
//                          back to /de/
//   /base/dir/page         <base href="/base/other/">, relative link "target" →
//   /base/other/target
//   /huge                  2 MiB of HTML: a link near the start, /huge-tail at the end
//   /file.pdf              a binary application/pdf
//   /never                 headers, a little body, then nothing (never finishes)
//   /orphan-1, /orphan-2, /orphan-noindex   exist but no page links them: only the sitemap
//   /robots.txt            "User-agent: *" Disallow: /private/, Crawl-delay: 0.02; a group
//                          for another crawler that disallows everything
//   /sitemap.xml           the sitemap the audit tests check (see sitemapPaths())
struct LoopbackSite
{
    static constexpr int Sections = 10;
    static constexpr int ItemsPerSection = 25;
    static constexpr int PageDelayMs = 30; // each page answers this late, so requests overlap
    static constexpr int CrawlDelayMs = 20; // robots.txt's Crawl-delay
    static constexpr qint64 HugeBytes = 2 * 1024 * 1024;

    // Routes every page on `server` (and a request budget).
    static void install(TestHttpServer &server);

    // The pages the crawler reaches by links from "/", each once, as their paths (redirect
    // targets included; /old/index.html as met).
    static QStringList linkedPaths();
    // Of those, the indexable ones: 200, HTML, not noindex, their own canonical.
    static QStringList indexablePaths();
    // The sitemap's locations, as paths.
    static QStringList sitemapPaths();
    // The sitemap served at /sitemap.xml, with its locations on `base`
    // ("http://127.0.0.1:port").
    static QByteArray sitemapXml(const QString &base);
    // The HTML of a page with that title, head markup and links.
    static QByteArray page(const QString &title, const QStringList &links,
                           const QByteArray &head = {});
};

} // namespace Studio::Testing
