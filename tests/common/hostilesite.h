#pragma once

#include "testhttpserver.h"

#include <QByteArray>
#include <QFlags>
#include <QString>
#include <QStringList>

namespace Studio::Testing {

// A site that fights its crawler, served by a TestHttpServer on 127.0.0.1: twenty good pages
// beside whichever hostile cases are switched on, each linked from the home page.
//
//   /                     home: links /good/0 … /good/19, /missing (404), /broken (500),
//                         /photo.png (an image), /private/x, and the entry of each case
//   /good/N               plain pages, 200 HTML, each linking the next and home
//   /private/x            disallowed by robots.txt; a request for it is a failure
//   /robots.txt           "User-agent: *" Disallow: /private/, a Sitemap line, then
//                         (BigRobotsTxt) 10 MB of comments
//   /sitemap.xml          the good pages but /refresh-target, /refresh and /bomb (for the
//                         audit)
//
//   GzipBomb              /bomb: 1.3 MB on the wire with Content-Encoding: gzip, 1 GiB of
//                         "<p>a</p>" decoded
//   Calendar              /calendar?month=N links ?month=N+1, without end
//   SessionIds            /shop/item?sid=S links /shop/item?sid=S+1 and /shop/cart?sid=S+1
//   RepeatedSegments      /loop/ and below: each page links "a/b/" relative to itself
//   ManyLinks             /many-links: 100,000 links to /dead/N, each a 404
//   Drip                  /drip: 200 and headers, then a byte every 400 ms of a 1 MB page
//   MetaRefresh           /refresh: 200 with <meta http-equiv="refresh" content="0; url=…">
//                         to /refresh-target, a good page
//   JunkLinks             /junk: javascript:, mailto:, tel:, data:, another port, bad '%'
//                         escapes, a 100 KB URL, NUL bytes and controls in hrefs
//   EndlessBody           /endless: 200 HTML without a length whose body goes on (48 MiB) far
//                         past what a crawler reads of a page, the connection closed at its end
//   BigPages              /big/0 … /big/7: large ordinary pages (12 MiB of paragraphs each),
//                         all linked from home, so that a crawler has them at once
struct HostileSite
{
    enum Case {
        GzipBomb = 0x1,
        BigRobotsTxt = 0x2,
        Calendar = 0x4,
        SessionIds = 0x8,
        RepeatedSegments = 0x10,
        ManyLinks = 0x20,
        Drip = 0x40,
        MetaRefresh = 0x80,
        JunkLinks = 0x100,
        EndlessBody = 0x200,
        BigPages = 0x400,
        All = 0x7ff,
    };
    Q_DECLARE_FLAGS(Cases, Case)

    static constexpr int GoodPages = 20;
    static constexpr int ManyLinksCount = 100000;
    static constexpr qint64 BombBytes = qint64(1) << 30; // decoded
    static constexpr qint64 RobotsCommentBytes = 10 * 1024 * 1024;
    static constexpr qint64 EndlessBytes = 48 * 1024 * 1024;
    static constexpr int BigPageCount = 8;
    static constexpr qint64 BigPageBytes = 12 * 1024 * 1024;

    // Routes the site with `cases` on `server`, which listens already. `otherPort` is a port on 127.0.0.1 the junk
    // links point at, which nothing may connect to.
    static void install(TestHttpServer &server, Cases cases, quint16 otherPort);

    // The paths of the pages a crawl must find indexable: the good pages, home, for
    // MetaRefresh /refresh-target, and the big pages.
    static QStringList goodPaths(Cases cases);
    // Paths that answer other than 200 HTML, or that are redirects: never in a sitemap.
    static QStringList badPaths(Cases cases);
    // A request for one of these paths breaks robots.txt.
    static bool isDisallowed(const QString &path) { return path.startsWith(u"/private/"); }
};

Q_DECLARE_OPERATORS_FOR_FLAGS(HostileSite::Cases)

} // namespace Studio::Testing
