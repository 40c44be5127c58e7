#pragma once

#include "appshell.h"
#include "contentfingerprint.h"
#include "crawlurlrules.h"
#include "fetcher.h"
#include "htmlpage.h"
#include "pagerenderer.h"
#include "siteaccess.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QMultiHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>
#include <QUrl>

#include <deque>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace Studio {

class MemoryBudget;
class MemoryShare;
class PoliteScheduler;
class RobotsTxt;
struct HtmlPage;

struct CrawlOptions
{
    enum class Scope : quint8 {
        Host, // every path of the start URL's scheme, host and port
        Folder, // the start URL's folder (its path up to the last '/') and below
    };

    Scope scope = Scope::Host;
    // http and https of the start host as one site (only when the user says so: they may
    // serve different things).
    bool bothSchemes = false;
    // Each limit ends the crawl when reached, and the result says which. 0 (-1 for the
    // depth) for none.
    int maxPages = 10000; // pages fetched, redirects included; robots.txt not counted
    int maxDepth = -1; // links followed from the start URL; 0 fetches the start URL only
    qint64 maxBytes = 0; // bytes received, all pages together
    int maxTimeMs = 0; // the crawl's own running time, pauses not counted
    int delayMs = 0; // between the starts of two requests to one host; robots.txt's
                     // Crawl-delay for this crawler raises it
    int perHost = 2; // requests at once per host, at most HostLimit
    static constexpr int HostLimit = 2;
    int timeoutMs = 15000; // a stall (FetchOptions::timeoutMs)
    // One request, from the first byte sent to the last received: a server that drips its
    // answer a byte at a time is given up at this point and the page named (CrawlCut::SlowPage).
    int pageTimeoutMs = 20000;
    // A page is read up to this size and the rest dropped (Google reads the first 15 MB of
    // an HTML file); the page is marked Truncated.
    qint64 maxPageBytes = 15 * 1024 * 1024;
    // One budget of memory for all pages together: the bytes being received, the pages
    // waiting to be read and being read, and what reading them makes (estimated from their
    // size). A page that would pass it waits, reading nothing from its server, until others
    // give their bytes back; no new request starts while one waits. Beside the crawl's own
    // tables, it is what a crawl holds, whatever its page limit. 0 for no budget.
    qint64 memoryBudget = 96 * 1024 * 1024;
    int maxRedirects = 10; // in one chain
    int maxRetryAfterSeconds = 60; // a longer Retry-After is waited this long, once
    QByteArray userAgent = defaultUserAgent();
    QString robotsAgent = QStringLiteral("SitemapStudio"); // the robots.txt product token
    bool obeyRobots = true;
    // -- Who the crawl is to the site (--user-agent, --auth, --cookie, --header) --
    // The crawler's name in robots meta tags and X-Robots-Tag values (CrawlerIdentity::metaAgent):
    // its directives count beside those for every crawler, those for other crawlers do not.
    // "googlebot" judges pages as Google does; empty for the general ones only.
    QByteArray metaAgent = QByteArrayLiteral("googlebot");
    // A login, cookies and headers, sent to the origins they name (robots.txt included) and
    // nowhere else. Secrets: never kept in a crawl store, so a resumed crawl is given them
    // again. Null for none.
    std::shared_ptr<const SiteCredentials> credentials;
    // The names of the credentials a crawl kept in a store was given (CrawlStore::load), never
    // their values: what a crawl gone on with asks for again. A store keeps the outline of
    // `credentials`, or this one when they are not given.
    CredentialsOutline keptCredentials;
    // Crawl traps (endless calendars, session ids in links, /a/b/a/b/… paths, pages of
    // countless links): links beyond these are not followed, and each cut is reported with
    // the trap's pattern (CrawlResult::cuts). 0 for none.
    int maxUrlLength = 2048; // characters of a URL, fully encoded (a sitemap's limit too)
    int maxQueryVariants = 1000; // URLs of one path that differ in their query only
    int maxSegmentRepeats = 3; // times one segment may occur in a URL's path
    int maxLinksPerPage = 5000; // links taken from one page, in the order written
    // Fetched too, as if linked from nowhere: the URLs of the sitemap under audit, so that
    // pages no link reaches are judged as well. Those outside the scope are left out.
    QList<QUrl> extraUrls;
    // Hosts (lower case) whose images an image sitemap takes though the crawl fetches no page
    // there, such as a CDN: their robots.txt is read once the pages are done, so that images
    // they disallow for Googlebot-Image are left out (CrawlResult::isDisallowed).
    QStringList imageHosts;

    // What earlier crawls knew of the site's pages (crawl --since): when the crawl settles,
    // each page whose content is unchanged keeps the time it was first seen
    // (CrawlResult::settleContent). Kept in a crawl store beside the crawl (CrawlStore::begin)
    // and given back by CrawlStore::load, so that a crawl gone on with keeps it. Null for none.
    std::shared_ptr<const CrawlHistory> history;
    // Whether pages read as HTML get a content fingerprint (ContentFingerprint). Off, no page
    // has content or history: for measuring what fingerprints cost (bench_crawl
    // --no-fingerprints), not offered to users.
    bool fingerprintContent = true;

    // Which URLs are asked for and listed, the query parameters removed from links, and the
    // publish URL (CrawlUrlRules). Links lose their tracking parameters before they are
    // queued; a URL the rules exclude is not asked for (counted as a cut of kind Excluded).
    CrawlUrlRules urlRules;

    // -- JavaScript (--render, --renderers) --
    // Which pages are rendered before they are read (RenderPolicy): their rendered DOM gives
    // their links, title, robots meta, canonical and hreflang, as Google's renderer gives
    // them. Nothing is rendered without a renderer (Crawler::setRenderer).
    RenderMode render = RenderMode::Auto;
    // Pages rendered at once; 0 for defaultRenderers().
    int renderers = 0;
    // Two a processor core, at most MaxRenderers: a renderer waits on the network most of the
    // time, and each holds some 100 MB.
    static int defaultRenderers();
    static constexpr int MaxRenderers = 8;
};

// One URL the crawl met, fetched or not. Small on purpose (168 bytes, and its links at 4 bytes
// each): URLs are ids into the result's table, strings shared there.
struct CrawledPage
{
    static constexpr quint32 NoUrl = 0xffffffffu;
    static constexpr quint16 Unreached = 0xffff; // linkDepth of a page no chain of links reaches

    // No underlying type: lupdate (Qt 6.4) loses the namespace of what follows an `enum E : T`
    // inside a class, and files its strings under a context tr() never asks for.
    enum Flag {
        Fetched = 0x1, // a request was made; status and error say how it went
        BlockedByRobots = 0x2, // not fetched: robots.txt disallows it
        RobotsUnavailable = 0x4, // not fetched: the host's robots.txt answered 5xx or nothing
        Html = 0x8, // an HTML answer whose body was read
        Truncated = 0x10, // the body was over maxPageBytes and read up to it
        NoindexMeta = 0x20,
        NofollowMeta = 0x40,
        NoindexHeader = 0x80, // X-Robots-Tag
        NofollowHeader = 0x100,
        ConflictingCanonicals = 0x200, // several different canonicals: none holds
        FromSitemap = 0x400, // one of CrawlOptions::extraUrls
        Retried = 0x800, // a 429 or 503 with Retry-After was waited out once
        LinksCut = 0x1000, // more links than CrawlOptions::maxLinksPerPage (or HtmlPage::MaxLinks)
        Start = 0x2000, // the start URL
        // A 200 whose <meta http-equiv="refresh"> sends the reader on at once: a redirect to
        // search engines, with `redirect` set to its target.
        MetaRefresh = 0x4000,
        // Read in part: more elements than HtmlPage::MaxElements, or nested deeper than
        // HtmlPage::MaxDepth. Links after the cut were not seen.
        PartlyRead = 0x8000,
    };

    quint32 url = NoUrl; // as first met (the result's url())
    // A 3xx's Location, resolved: where the chain goes on (redirectChain() walks it).
    quint32 redirect = NoUrl;
    quint32 canonical = NoUrl; // <link rel="canonical">, resolved; NoUrl when none
    qint16 status = 0; // the HTTP status; 0 when none came or not fetched
    // Links from the start URL as the crawl went (a redirect target keeps its source's): what
    // the depth limit counts. The sitemap's URLs (CrawlOptions::extraUrls) start at 0 here, as
    // further starts; linkDepth is what reports show.
    quint16 depth = 0;
    quint16 flags = 0;
    quint16 contentType = 0; // index into CrawlResult::contentTypes(); 0 is none
    FetchResult::Error error = FetchResult::Error::None; // the Fetcher's, or the redirect's
    // Where the page says when it changed (its date: CrawlResult::pageModified); None when it
    // does not say.
    PageDateSource modifiedSource = PageDateSource::None;
    // Clicks from the start page: the fewest followed links (a redirect or an hreflang
    // alternate counting as one) that lead to it from there, once the crawl is done
    // (CrawlResult::settleLinkDepths); Unreached when none does, as for a page found through
    // the sitemap alone.
    quint16 linkDepth = Unreached;
    qint64 bytes = 0; // received for this page
    qint64 lastModified = -1; // Last-Modified, ms since the epoch (UTC); -1 when none
    QString title;
    // Why a fetch failed (the Fetcher's message) or why the page was not fetched; empty
    // otherwise.
    QString message;
    // The fingerprint of the page's main content (ContentFingerprint), once made; 0 for none.
    // Its history is the result's (CrawlResult::content).
    quint64 fingerprint = 0;
    // <a href> within the scope, each once, self-links left out; each link's anchor text and
    // rel beside it in the result (CrawlResult::linkAnchor, linkRel). A link marked
    // rel="nofollow" is here, followed and counted as an inlink like any other: search engines
    // take it as a hint, and only the page's own nofollow (meta or header) stops a crawl.
    std::vector<quint32> links;
    quint32 externalLinks = 0; // <a href> outside the scope, counted only
    // From the request's start to the answer's last byte, in milliseconds (the last request
    // for a page asked more than once); 0 when not fetched.
    quint32 responseMs = 0;
    struct Alternate
    {
        quint32 hreflang; // index into CrawlResult::hreflangs()
        quint32 url;
    };
    std::vector<Alternate> alternates; // <link rel="alternate" hreflang>, as written

    bool has(Flag flag) const { return (flags & flag) != 0; }
    bool noindex() const { return has(NoindexMeta) || has(NoindexHeader); }
    bool nofollow() const { return has(NofollowMeta) || has(NofollowHeader); }
    bool isRedirect() const { return redirect != NoUrl; }
    // Done: fetched, or decided without a request (robots.txt). What a crawl store keeps.
    bool isDone() const { return has(Fetched) || has(BlockedByRobots) || has(RobotsUnavailable); }
};

// A crawl of 10,000 pages holds 10,000 of these (1.7 MB, with their links and titles besides):
// kept from growing.
static_assert(sizeof(CrawledPage) <= 168, "CrawledPage grew beyond 168 bytes");

// Something the crawl left out on purpose and says so: links of a crawl trap it did not follow,
// pages it gave up or read only in part. One per kind and pattern, counted.
struct CrawlCut
{
    enum class Kind : quint8 {
        LongUrl, // links longer than CrawlOptions::maxUrlLength
        QueryVariants, // more query variants of one path than maxQueryVariants
        RepeatedSegments, // a path segment more often than maxSegmentRepeats
        LinksPerPage, // the links of one page beyond maxLinksPerPage
        SlowPage, // no full answer within the stall or the page time limit
        PartlyRead, // HTML read in part (CrawledPage::PartlyRead)
        Excluded, // links to URLs CrawlOptions::urlRules excludes (pattern: the pattern)
    };

    Kind kind = Kind::LongUrl;
    // What the cuts share: a path pattern ("/calendar?…", "/a/b/a/b/a/…"), the page whose links
    // were cut; empty for SlowPage and PartlyRead, which name their pages in `examples`.
    QString pattern;
    qint64 count = 0; // links not followed, or pages
    int limit = 0; // the option's value when it cut
    QStringList examples; // the first few URLs cut (at most MaxExamples), fully encoded

    static constexpr int MaxExamples = 10;

    // A sentence for the summary, the dialog and reports: what was cut, where, how many and
    // why, with the examples.
    QString describe() const;
    // A stable name for JSON: "long-url", "query-variants", ...
    static QLatin1StringView kindId(Kind kind);
};

// What rendering did to one page (CrawlResult::rendering): kept for the pages rendered and for
// the application shells left unrendered, so that a static site's crawl holds none.
struct PageRendering
{
    // No underlying type, as CrawledPage::Flag (lupdate).
    enum Flag {
        Shell = 0x1, // its HTML as fetched is an application shell (AppShell)
        Rendered = 0x2, // what the crawl read of it is its rendered DOM
        TimedOut = 0x4, // did not settle within the page time: the DOM as it was then was read
        Failed = 0x8, // rendering failed (`message` says why): the HTML as fetched was read
        JavaScriptRedirect
        = 0x10, // its script sent the browser elsewhere (`CrawledPage::redirect`)
        // Noindex (meta or header) in the HTML as fetched: Google does not render such a page,
        // so its rendered links are not followed and what its script changes does not count.
        RawNoindex = 0x20,
        HreflangChanged = 0x40, // the rendered DOM's hreflang alternates differ from the HTML's
        ConflictingCanonicalsBefore = 0x80, // the HTML as fetched names several canonicals
        ConflictingCanonicalsAfter = 0x100, // the rendered DOM does
    };

    quint16 flags = 0;
    AppShell::Sign shell = AppShell::Sign::None;
    // The robots meta directives, the canonical (a URL id, CrawledPage::NoUrl for none) and
    // the title of the HTML as fetched and of the rendered DOM.
    RobotsDirectives robotsBefore, robotsAfter;
    quint32 canonicalBefore = CrawledPage::NoUrl;
    quint32 canonicalAfter = CrawledPage::NoUrl;
    QString titleBefore, titleAfter;
    // The links within the scope that only the rendered DOM holds (URL ids): what a crawler
    // that reads HTML alone never finds.
    std::vector<quint32> javascriptLinks;
    // The page's own requests robots.txt disallows for the crawl's agent (not made), the first
    // MaxBlockedShown of them; `blockedByRobots` counts them all.
    QStringList blockedResources;
    int blockedByRobots = 0;
    int requests = 0; // made by the page while it rendered
    quint32 elapsedMs = 0; // rendering, the retry included
    QString message; // why rendering failed

    static constexpr int MaxBlockedShown = 10;

    bool has(Flag flag) const { return (flags & flag) != 0; }
    bool changesRobots() const
    {
        return robotsBefore.noindex != robotsAfter.noindex
            || robotsBefore.nofollow != robotsAfter.nofollow;
    }
    bool changesCanonical() const
    {
        return canonicalBefore != canonicalAfter
            || has(ConflictingCanonicalsBefore) != has(ConflictingCanonicalsAfter);
    }
};

// The crawl's rendering as a whole (CrawlResult::rendering).
struct RenderTotals
{
    RenderMode mode = RenderMode::Never; // as the crawl was asked
    bool available = false; // a renderer was given: without one nothing is rendered
    int renderersStarted = 0;
    int pagesRendered = 0; // rendered, timed out included
    int timedOut = 0;
    int failed = 0;
    int shells = 0; // pages whose HTML is an application shell, rendered or not
    int retries = 0; // renderings done again once the robots.txt of origins they met was read
    int requests = 0; // made by the pages rendered
    int blockedByRobots = 0;
    qint64 elapsedMs = 0; // rendering, all pages together
    qint64 peakMemoryKiB = 0; // the renderers', together, at the most
};

// What a crawl found. Pages in the order they were met (breadth first); every URL met (pages,
// links, canonicals, hreflang targets, redirect targets) in one table, by id.
class CrawlResult
{
public:
    // Why a page will or will not be indexed, as the search consoles group it.
    enum class Indexability : quint8 {
        Indexable, // 200, HTML, not noindex, its own canonical, not blocked
        NotFetched, // a limit or a cancel came first
        Blocked, // robots.txt disallows it, or its robots.txt could not be read
        Redirect,
        NotFound, // 404 or 410
        Error, // another 4xx or 5xx, or no answer
        NotHtml,
        Noindex,
        CanonicalElsewhere,
    };

    QUrl startUrl;
    QList<CrawledPage> pages;
    // Why the crawl stopped before it ran out of URLs: one sentence per limit reached.
    QStringList limitsReached;
    // What it left out on purpose (traps, slow pages, pages read in part), in the order met.
    QList<CrawlCut> cuts;
    bool pageLimitReached = false;
    bool depthLimitReached = false;
    bool byteLimitReached = false;
    bool timeLimitReached = false;
    bool cancelled = false;
    // The start URL (or where its redirects lead) answered 401 or 403 (`loginStatus`): the
    // crawl ended there. `loginRealm` is the realm its WWW-Authenticate header named, if any.
    bool loginRequired = false;
    int loginStatus = 0;
    QString loginRealm;
    qint64 bytes = 0; // received in all
    qint64 elapsedMs = 0;
    int requests = 0; // pages and robots.txt files asked, retries and redirects included
    // The robots.txt files read, by origin ("http://host:port"), for what other crawlers may do:
    // the crawl obeys its own group, search engines theirs.
    QHash<QString, std::shared_ptr<const RobotsTxt>> robots;
    QHash<QString, QByteArray> robotsText; // what was read of each, for CrawlStore
    RenderTotals renderTotals;
    // When the crawl started (its first run, for one gone on with), ms since the epoch (UTC);
    // -1 when unknown (a crawl kept before content histories were). The time of this crawl in
    // its pages' content history.
    qint64 crawledAt = -1;
    // What earlier crawls knew of the site's pages (CrawlOptions::history, crawl --since), null
    // for nothing: each page is compared with it as it is fingerprinted.
    std::shared_ptr<const CrawlHistory> history;
    // The blocks of text on most of the pages (ContentFingerprint), this crawl's and those of
    // its history, once settled: what the fingerprints leave out.
    QSet<quint64> boilerplate;
    bool contentSettled = false; // boilerplate is settled

    // Whether the robots.txt the crawl read for `url`'s origin disallows it for `agent`
    // (a product token, "Googlebot"); false when none was read there.
    bool isDisallowed(const QUrl &url, QStringView agent) const;

    // Whether the crawl reached every URL it found (no limit, no cancel): only then does a
    // page no link reaches mean something.
    bool isComplete() const
    {
        return !pageLimitReached && !depthLimitReached && !byteLimitReached && !timeLimitReached
            && !cancelled;
    }

    qsizetype urlCount() const { return qsizetype(m_urls.size()); }
    QUrl url(quint32 id) const;
    QString urlText(quint32 id) const; // fully encoded, as fetched
    // The id of `url` as the duplicate rule normalises it (case of scheme and host, default
    // port, a trailing index.html, escapes, the fragment); NoUrl when the crawl did not meet it.
    quint32 find(const QUrl &url) const;
    quint32 find(QByteArrayView url) const;
    // The page of URL `id`; nullptr when it has none (met as a link only).
    const CrawledPage *page(quint32 id) const;
    const CrawledPage *page(const QUrl &url) const { return page(find(url)); }
    // How many crawled pages link to URL `id` (each page once; a page's link to itself and
    // links from nofollow pages not counted).
    quint32 inlinks(quint32 id) const;
    QByteArray contentType(const CrawledPage &page) const
    {
        return m_contentTypes.at(page.contentType);
    }
    QString hreflang(quint32 index) const { return m_hreflangs.at(index); }

    // The redirects from `page` on, each target once, in order; empty when it is no
    // redirect. A chain that comes back to a URL it passed ends there, with `loop` set.
    QList<quint32> redirectChain(const CrawledPage &page, bool *loop = nullptr) const;
    // Where the redirects from `page` end: the last URL of the chain, or the page itself.
    quint32 finalUrl(const CrawledPage &page) const;
    // Why `page` is or is not indexable; `why`, when given, gets a sentence for reports.
    Indexability indexability(const CrawledPage &page) const;
    bool isIndexable(const CrawledPage &page) const
    {
        return indexability(page) == Indexability::Indexable;
    }
    // A stable name for reports: "indexable", "noindex", "canonical-elsewhere", ...
    static QLatin1StringView indexabilityId(Indexability value);

    // Counts for the summary.
    int pagesFetched() const;
    int pagesFailed() const; // a 4xx or 5xx, no answer, an answer cut short, a refused redirect

    // Building (the Crawler's side).
    // Room for `urls` URLs and `pages` pages, so that a crawl loaded whole (CrawlStore) grows
    // its tables once rather than doubling them, old and new side by side, on the way.
    void reserve(qsizetype urls, qsizetype pages);
    quint32 intern(const QUrl &url); // the id of `url`, added when new
    quint32 internContentType(const QByteArray &type);
    quint32 internHreflang(const QString &code);
    qsizetype addPage(CrawledPage page); // index in pages
    qsizetype pageIndex(quint32 id) const; // -1 when URL `id` has no page
    void addInlink(quint32 id);
    // The fewest steps from the start page to each URL, by id: from each page reached its
    // <a href> links (unless it is nofollow), its hreflang alternates and where it redirects,
    // each a step. CrawledPage::Unreached for the URLs no chain reaches.
    std::vector<quint16> linkDepths() const;
    // Sets each page's linkDepth from linkDepths(): when a crawl ends, and when one is loaded.
    void settleLinkDepths();
    // What few pages have, kept apart so that the others do not pay for it: the page's own
    // modified date as written (see CrawledPage::modifiedSource) and its content images (URL
    // ids, in the page's order; HtmlPage::images).
    QString pageModified(const CrawledPage &page) const;
    const std::vector<quint32> &images(const CrawledPage &page) const;
    void setPageExtras(quint32 url, const QString &modified, std::vector<quint32> images);
    // What the crawl knows of `page`'s main content (ContentFingerprint): its fingerprint and
    // history; null for a page not read as HTML, or read before the boilerplate settled.
    std::optional<PageContent> content(const CrawledPage &page) const;
    // The blocks of `page` while they wait for the boilerplate to settle; null otherwise.
    const std::vector<quint64> *unsettledBlocks(const CrawledPage &page) const;
    // Page `index` was read as HTML, its main content these blocks (HtmlPage::contentBlocks).
    // Until the boilerplate is settled they are kept; the SamplePages-th page settles it, and
    // from then on each page is fingerprinted at once and given its history (PageContent): a
    // page whose content `history` knew keeps its first-seen and changed times, one whose
    // content changed takes this crawl's time for both, one never seen takes this crawl's as
    // first seen and as changed the date it states (not after the crawl), else this crawl's.
    // Last seen is this crawl's. The crawl's time is crawledAt (now, when unknown).
    void setContentBlocks(qsizetype index, std::vector<quint64> blocks);
    // Gives `page` (of this crawl, or about to be added) `content`; its last seen is the
    // crawl's. For a crawl loaded (CrawlStore).
    void setContent(CrawledPage &page, const PageContent &content);
    // What the history (crawl --since) knew of `page`'s content; null when it did not know the
    // page.
    const PageContent *earlierContent(const CrawledPage &page) const;
    // Forgets every page's content and the boilerplate, as a crawl kept before content was.
    void forgetContent();
    // Settles the boilerplate from the pages read so far, when fewer than SamplePages were:
    // called when a crawl ends.
    void settleContent();
    // The URL that answered when a redirect led to a form of the same URL that the crawl takes
    // as one (…/index.html → …/, http → https of one site); empty otherwise. Kept beside the
    // pages: a few have one.
    QString answeredUrl(const CrawledPage &page) const { return m_answeredUrls.value(page.url); }
    void setAnsweredUrl(quint32 url, const QString &answered);
    // What rendering did to `page`; null when it was neither rendered nor a shell.
    const PageRendering *rendering(const CrawledPage &page) const;
    void setRendering(quint32 url, PageRendering rendering);
    qsizetype renderingCount() const { return m_renderings.size(); }
    // The URLs (ids) that pages link to only in their rendered DOM, or that a JavaScript
    // redirect leads to, and that no page links to in its HTML as fetched, redirects to from
    // the server or names as an hreflang alternate; the start URL left out: the pages a crawler
    // that does not run JavaScript never reaches.
    QSet<quint32> reachedOnlyByJavaScript() const;
    // What the <a> of link `i` of `page` (page.links[i]) says: its anchor text (HtmlLink::anchor;
    // "" when it has none, and for a crawl kept before anchors were) and its rel flags
    // (HtmlLink::Rel). Kept beside the pages in flat arrays: the distinct texts once, as UTF-8
    // end to end, and four bytes a link (the text's id and the rel), so that CrawledPage stays
    // small, a site's menu linked from every page holds its words once, and a crawl of 200,000
    // pages of a dozen links each spends some 11 MB on them.
    QString linkAnchor(const CrawledPage &page, qsizetype i) const;
    quint8 linkRel(const CrawledPage &page, qsizetype i) const;
    // The anchor texts by id: 0 is "", ids count up as texts are met (CrawlStore writes those
    // it has not written yet). The index that finds a text's id is dropped when the crawl
    // settles (settleLinkDepths()) and made again when more texts come (a crawl gone on with).
    quint32 internAnchor(const QString &text);
    // Adds `text` as the next id without looking for it first: a crawl loaded (CrawlStore),
    // whose texts come distinct and in id order, builds no index on the way.
    quint32 appendAnchor(const QString &text);
    qsizetype anchorCount() const { return qsizetype(m_anchorStart.size()) - 1; }
    QString anchorText(quint32 id) const;
    // The anchor ids and rel flags of the page of URL `url`, each parallel to its links (empty
    // when none of its links has an anchor text, or a rel; else as many as it has links, which
    // the page must hold when it is read); linkAnchorIds() for CrawlStore.
    void setLinkDetails(quint32 url, std::vector<quint32> anchors, std::vector<quint8> rels);
    std::vector<quint32> linkAnchorIds(const CrawledPage &page) const;
    std::vector<quint8> linkRels(const CrawledPage &page) const;

private:
    std::vector<QByteArray> m_urls; // fully encoded
    QMultiHash<quint64, quint32> m_byHash; // Url::normalizedHash → id, confirmed on the text
    std::vector<qint32> m_pageOf; // by URL id: index in pages, -1 for none
    std::vector<quint32> m_inlinks; // by URL id
    QList<QByteArray> m_contentTypes { QByteArray() };
    QStringList m_hreflangs;
    struct PageExtras
    {
        QString modified;
        std::vector<quint32> images;
    };
    QHash<quint32, PageExtras> m_extras; // by page URL id
    QHash<quint32, PageRendering> m_renderings; // by page URL id
    // The content history of the pages whose differs from the crawl's own time (first seen
    // and changed at crawledAt): by page URL id, an index into m_contentTimes, where each
    // distinct pair is once. Most pages of most crawls have none.
    struct ContentTimes
    {
        qint64 firstSeen;
        QString changed;
    };
    QHash<quint32, quint32> m_contentHistory;
    std::vector<ContentTimes> m_contentTimes;
    QHash<std::pair<qint64, QString>, quint32> m_contentTimesIndex;
    // CrawledPage's answered URL, for the few pages that have one (answeredUrl()).
    QHash<quint32, QString> m_answeredUrls;
    // The pages read before the boilerplate settled (page index, blocks), in the order read.
    std::vector<std::pair<qsizetype, std::vector<quint64>>> m_unsettled;
    // crawledAt as a W3C Datetime, shared by the pages' `changed`, made when crawledAt was
    // m_crawledAtTextFor.
    QString m_crawledAtText;
    qint64 m_crawledAtTextFor = -2;
    // Fingerprints page `index` and gives it its history (setContentBlocks).
    void fingerprintPage(qsizetype index, const std::vector<quint64> &blocks);
    // The view of anchor text `id` in m_anchorBytes.
    QByteArrayView anchorView(quint32 id) const;
    // The first of the details of the links of the page of URL `url` in m_linkDetails (one a
    // link of the page), or NoDetails.
    quint32 detailsAt(quint32 url) const;
    static constexpr quint32 NoDetails = 0xffffffffu;
    // A link's detail: its anchor id in the low bits, its rel flags (HtmlLink::Rel) above, as
    // detail() gives it.
    static constexpr int RelShift = 29;
    static constexpr quint32 AnchorMask = (1u << RelShift) - 1;
    // The details are kept in three bytes each (21 bits of anchor id, 3 of rel) while the ids
    // fit, four once a crawl has more than two million distinct anchor texts.
    static constexpr int NarrowIdBits = 21;
    quint32 detail(size_t entry) const;
    void appendDetail(quint32 anchor, quint8 rel);

    // The anchor texts, UTF-8 one after another: text `id` from m_anchorStart[id] to
    // m_anchorStart[id + 1]; id 0 is "".
    QByteArray m_anchorBytes;
    std::vector<quint32> m_anchorStart { 0, 0 };
    QMultiHash<quint64, quint32> m_anchorIndex; // qHash of a text → its id, confirmed on it
    // For each page with link details, one detail a link, the page's links one after another,
    // m_detailBytes bytes each (little-endian).
    std::vector<quint8> m_linkDetails;
    int m_detailBytes = 3;
    std::vector<quint32> m_detailsAt; // by URL id: its page's first detail (an entry), or NoDetails
};

// A polite breadth-first crawler of one site. From the start URL (and the extra URLs) it
// fetches pages within the scope, reads each HTML page with HtmlPage and follows its
// <a href> links and hreflang alternates, one level of depth at a time, each URL once as the
// duplicate rule normalises it.
//
// Politeness is the PoliteScheduler's, as for the LinkChecker: robots.txt fetched once per host
// and obeyed for `robotsAgent` (its group, else '*'); a robots.txt that answers 5xx or nothing
// stops the crawl there (RFC 9309, 2.3.1.4); at most two requests at once per host name (http
// and https of a site are one server), `delayMs` (or the robots.txt Crawl-delay when larger)
// between two starts; a 429 or 503 with Retry-After waited out once. Redirects are followed hop by
// hop, each hop a request of its own under the same rules (its target becomes a page, so a URL that
// many pages reach through redirects is fetched once), the hops decided by Fetcher::decideRedirect.
// Only HTML bodies are read; other types get their status and headers. A page over maxPageBytes is
// read up to it. What the pages hold in memory together (bodies as they arrive, pages waiting to
// be read and being read) is kept within memoryBudget: a page that does not fit waits for the
// others, whatever the page limit.
//
// Lives on the thread that created it and needs its event loop; pages are read (gumbo) on a
// thread of its own, one at a time, so that a window's crawl never stalls it.
class Crawler : public QObject
{
    Q_OBJECT

public:
    explicit Crawler(const CrawlOptions &options = {}, QObject *parent = nullptr);
    ~Crawler() override;

    // Starts crawling from `start`. finished() follows from the event loop, also when `start`
    // is no http or https URL (then error() says so and nothing is fetched). A crawl running
    // is cancelled first.
    void start(const QUrl &start);
    // Goes on with a crawl that stopped before its end (kept by a CrawlStore and loaded, or
    // stopped in the window): its pages done stay as they are, its pages not done are asked,
    // and what their links, redirects and alternates lead to that is not yet a page is queued
    // again, breadth first, under the crawler's options (its limits count what `earlier`
    // fetched). Cuts and totals carry on from `earlier`.
    void resumeFrom(CrawlResult earlier);
    // Before `earlier` goes on (resumeFrom()): asks the page its start led to again, as
    // `options` say (a GET whose body is left unread), since a crawl store never keeps the
    // login. When it answers 401 or 403, sets loginRequired, loginStatus and loginRealm of
    // `earlier` and returns false: the rest would only be refused, page after page, and a
    // fresh crawl would have ended there too. True otherwise, and when the start page was not
    // fetched yet (the crawl asks it first). Waits in a local event loop.
    static bool loginStillHolds(CrawlResult *earlier, const CrawlOptions &options);
    // start() and a local event loop until finished().
    void crawlAndWait(const QUrl &start);
    // No new request starts until resume(); those in flight finish. The time limit stops too.
    void pause();
    void resume();
    // Stops: requests in flight are aborted, finished() is emitted; the result keeps what was
    // done, with `cancelled` set.
    void cancel();
    bool isRunning() const { return m_running; }

    CrawlOptions options() const { return m_options; }
    // For crawls started afterwards.
    void setOptions(const CrawlOptions &options) { m_options = options; }
    bool isPaused() const { return m_paused; }

    // The crawl's result, complete once finished() was emitted (and growing while it runs).
    const CrawlResult &result() const { return m_result; }
    // Takes the result out (the crawler keeps an empty one).
    CrawlResult takeResult();
    // Renders the pages CrawlOptions::render asks to render (not owned; it must outlive the
    // crawls that use it). Null, the default: nothing is rendered, and shells are only counted.
    void setRenderer(PageRenderer *renderer);
    // Set when the crawl could not start: an invalid start URL.
    QString error() const { return m_error; }

Q_SIGNALS:
    // Pages done (fetched or decided), URLs waiting, pages failed (no answer, 4xx, 5xx).
    void progress(int done, int queued, int failed);
    void pageDone(qsizetype index);
    void finished();

private:
    struct Job;
    struct Rendering;

    bool inScope(const QUrl &url) const;
    void setScope(const QUrl &url);
    void enqueue(const QUrl &url, quint16 depth, quint16 flags, quint8 hops = 0);
    // Queues the page of URL `id`, which exists, for fetching.
    void queueJob(quint32 id, const QUrl &url, quint16 depth, quint8 hops);
    void pump();
    // The scheduler's handlers: the next job may start, or robots.txt keeps it from starting.
    bool startNext(quint32 id);
    void blocked(quint32 id, const QUrl &origin, qint64 line, const QString &pattern);
    void robotsUnavailable(quint32 id, const FetchResult &robots);
    void startJob(Job job);
    // `share` is what the body holds of the memory budget (null without one).
    void jobDone(Job job, const FetchResult &fetched, std::unique_ptr<MemoryShare> share);
    // Queues `job` again, first on its host: a same-page redirect.
    void requeue(Job job);
    // Reads an HTML page on the parser thread, once the budget holds what reading it takes
    // (parseCost()); readPage() takes what it found.
    void parse(qsizetype index, const Job &job, const FetchResult &fetched,
               std::unique_ptr<MemoryShare> share);
    void startParse(qsizetype index, const Job &job, const FetchResult &fetched);
    // What reading a page of `bytes` bytes takes besides them: gumbo's tree and the lists
    // made of it, at most what HtmlPage::MaxElements leaves of a page.
    static qint64 parseCost(qint64 bytes);
    void readPage(qsizetype index, const Job &job, const HtmlPage &html);
    // A page read (from readPage()): its budget share given back, counted done, the crawl
    // goes on.
    void pageRead(qsizetype index);

    // -- Rendering (crawlrendering.cpp) --
    // Whether the page just read as `raw` is to be rendered (RenderPolicy); a shell left
    // unrendered is noted.
    bool wantsRendering(qsizetype index, const Job &job, const HtmlPage &raw);
    // Sends the page to the renderer; its links are read once it comes back (rendered()).
    void startRendering(qsizetype index, const Job &job, HtmlPage raw, QByteArray body,
                        QByteArray contentType);
    // Sends the page to the renderer when its server's gate lets it (RenderGate), else queues it
    // there.
    void askRenderer(quint64 id);
    // The page waiting first at `server`'s gate goes when nothing of that server renders and
    // its delay since the last answer has passed (else a wake-up is set for then); nothing
    // goes while the crawl is paused.
    void openRenderGate(const QString &server);
    void sendToRenderer(quint64 id);
    void rendered(quint64 id, const RenderedPage &page);
    // The rendered DOM read (off this thread, as raw pages are); then what the crawl takes of
    // the page: raw and rendered together (mergeRendered()).
    void readRendered(quint64 id, const HtmlPage &dom, const RenderedPage &page);
    // The robots.txt of `origin` was read (or could not be): renderings waiting for it go on.
    void renderRobotsRead(const QString &origin);
    // Drops the renderings under way (cancel, time limit); with `readRaw`, their pages are
    // read as fetched.
    void dropRenderings(bool readRaw);
    // The robots.txt texts a rendering's requests obey, by origin.
    QHash<QString, QByteArray> renderRobots() const;
    // Records that a limit was reached; with `stop`, no new request starts.
    void reachLimit(bool *flag, const QString &message, bool stop = true);
    // Whether a link to `url` falls into a crawl trap (CrawlOptions::maxUrlLength and the
    // others); if so the cut is counted and true returned.
    bool isTrap(const QUrl &url);
    // A link to `url` (URL `id`) at `depth` clicks from the start: queued unless it is a page
    // already, a trap, or beyond the depth limit.
    void followLink(const QUrl &url, quint32 id, quint16 depth);
    // Whether CrawlOptions::urlRules keep `url` from being asked for; if so the cut is counted
    // and true returned.
    bool isLeftOut(const QUrl &url);
    // Resets the run's state for start() and resumeFrom().
    void prepare();
    // false, with error() set and finished() to come, when `start` cannot be crawled.
    bool canStart(const QUrl &start);
    // The time limit started and the first requests asked, from the event loop.
    void go();
    // Queues what the pages done lead to (resumeFrom()).
    void requeueFrontier();
    void addCut(CrawlCut::Kind kind, const QString &pattern, int limit, const QUrl &example,
                qint64 count = 1);
    void stopQueue();
    void emitProgress();
    void finishIfDone();
    // Asks the robots.txt of the image hosts' origins the pages' images are on, where none
    // was read; true when something was asked.
    bool readImageHostsRobots();
    qsizetype queued() const;

    CrawlOptions m_options;
    Fetcher *m_fetcher; // owned (child)
    // Owned (child): per-host queues, the delay, the per-host limit, Retry-After, robots.txt.
    PoliteScheduler *m_scheduler;
    QHash<quint32, Job> m_jobs; // the queued ones, by page URL id (the scheduler's job number)
    QTimer m_deadline; // the time limit
    QThreadPool m_parser; // one thread for HtmlPage::parse
    QList<qsizetype> m_parsing; // pages being read there, or waiting to be
    // The run's budget (CrawlOptions::memoryBudget); null without one.
    std::shared_ptr<MemoryBudget> m_budget;
    // What the pages in m_parsing hold of it, by page index.
    std::unordered_map<qsizetype, std::unique_ptr<MemoryShare>> m_parseShares;
    // Pages fetched and not yet read beyond which no request starts (see pump()).
    static constexpr qsizetype MaxParseBacklog = 16;
    quint64 m_generation = 0; // of the crawl under way: a parse of an earlier one is dropped
    int m_timeLeftMs = 0; // of the time limit, while paused
    QElapsedTimer m_runClock; // since start(), for elapsedMs
    CrawlResult m_result;
    QString m_error;
    // The scope, as the URL parts it compares.
    QString m_scopeHost;
    int m_scopePort = -1;
    QString m_scopeScheme;
    QString m_scopeFolder;
    // Crawl traps: pages queued per path with a query (by a hash of the URL without it), and
    // the cut of each kind and pattern (index in m_result.cuts).
    QHash<quint64, quint32> m_queryVariants;
    QHash<std::pair<int, QString>, qsizetype> m_cutIndex;
    bool m_replaying = false; // requeueFrontier(): traps met again are not counted again
    qint64 m_elapsedBefore = 0; // of a resumed crawl's earlier runs
    int m_started = 0; // page requests started, toward maxPages
    int m_done = 0; // pages fetched or decided
    int m_failed = 0;
    bool m_running = false;
    bool m_paused = false;
    bool m_stopping = false; // a limit was reached: no new requests
    bool m_imageRobotsRead = false; // readImageHostsRobots() was called in this run
    quint32 m_startNext = CrawledPage::NoUrl; // where the start URL's redirects lead so far

    PageRenderer *m_renderer = nullptr; // not owned
    RenderPolicy m_renderPolicy;
    // The renderings under way, by the renderer's request id.
    std::unordered_map<quint64, Rendering> m_renderings;
    quint64 m_nextRendering = 1;
    // A page's own requests keep the pace the crawl keeps with its server: where the crawl waits
    // between two requests (CrawlOptions::delayMs, or robots.txt's Crawl-delay), one page of
    // that server renders at a time and the next goes the delay after the last answer; without
    // a delay, as many as the renderer takes.
    struct RenderGate
    {
        int inFlight = 0;
        std::deque<quint64> waiting; // renderings, in the order they were asked
        QElapsedTimer lastAnswer; // invalid until one came
        bool wakeQueued = false;
    };
    QHash<QString, RenderGate> m_renderGates; // by PoliteScheduler::serverKey()
    // robots.txt of every origin read in this run, as renderings are given it
    // (RenderRequest::robots).
    QHash<QString, QByteArray> m_renderRobots;
};

} // namespace Studio
