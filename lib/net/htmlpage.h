#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QUrl>

#include <utility>
#include <vector>

namespace Studio {

// What robots directives say to search engines about one page: from <meta name="robots">
// (and the crawler's own name, "googlebot" unless told otherwise), or from X-Robots-Tag
// headers. Only the two directives that decide
// indexing and link following are kept; "none" sets both, "all", "index", "follow" and the
// snippet and preview directives change nothing.
struct RobotsDirectives
{
    bool noindex = false;
    bool nofollow = false;

    bool any() const { return noindex || nofollow; }
    // The most restrictive of both, as Google combines conflicting directives.
    void merge(const RobotsDirectives &other)
    {
        noindex = noindex || other.noindex;
        nofollow = nofollow || other.nofollow;
    }
    // "noindex, nofollow", "noindex", "nofollow" or "" for reports.
    QString toString() const;

    // One meta robots content attribute or one X-Robots-Tag value without an agent prefix:
    // comma separated directives, any case and whitespace.
    static RobotsDirectives parse(QByteArrayView directives);
    // X-Robots-Tag header values, one per header line as received. A value may name the
    // crawler it is for ("googlebot: noindex"); such a prefix holds until the next one in the
    // same value. Directives without a prefix and those for `agent` (a lower-case name such as
    // "googlebot" or "bingbot", CrawlerIdentity::metaAgent; empty for none) count; those for
    // other crawlers do not. "unavailable_after: <date>" and the preview directives are
    // directives, not agent names.
    static RobotsDirectives fromHeaders(const QList<QByteArray> &values,
                                        QByteArrayView agent = "googlebot");
    // The X-Robots-Tag values among `headers` (the name compared case-insensitively).
    static QList<QByteArray> headerValues(const QList<std::pair<QByteArray, QByteArray>> &headers);
};

// One <link rel="alternate" hreflang="…" href="…">.
struct HtmlAlternate
{
    QString hreflang; // as written, trimmed
    QUrl href; // resolved against the base, without the fragment

    friend bool operator==(const HtmlAlternate &, const HtmlAlternate &) = default;
};

// What one <a href> says of its target besides the URL: its text, and the rel tokens that tell
// search engines how to take it.
struct HtmlLink
{
    // The rel tokens kept, as flags. Search engines take all three as hints about the link, not
    // as orders (none keeps a page out of the index), so a crawl records them and still
    // follows the link; only a page's own nofollow (meta or header) stops it.
    enum Rel : quint8 {
        NoFollow = 0x1,
        Sponsored = 0x2,
        Ugc = 0x4,
    };

    // The link's visible text, whitespace collapsed, trimmed, cut at HtmlPage::MaxAnchorLength;
    // when it has none, the alt of the first <img> inside that has one (an image link). Text
    // of <script>, <style> and <template> inside the link is not visible and not taken.
    QString anchor;
    quint8 rel = 0; // Rel flags

    // "nofollow sponsored ugc", the flags set in that order, space separated; "" for none.
    static QString relText(quint8 rel);
    // The Rel flags of a rel attribute (tokens in any case, other tokens ignored).
    static quint8 parseRel(QByteArrayView rel);

    friend bool operator==(const HtmlLink &, const HtmlLink &) = default;
};

// Where a page says when it was last changed, in the order a crawl believes them: the
// structured data first, then the Open Graph and article tags, then the markup.
enum class PageDateSource : quint8 {
    None,
    JsonLd, // "dateModified" of the JSON-LD node that is the page (in an @graph too)
    ArticleModifiedTime, // <meta property="article:modified_time">
    OgUpdatedTime, // <meta property="og:updated_time">
    TimeElement, // <time itemprop="dateModified" datetime="…">
    LastModifiedHeader, // not in the page: the HTTP header, the crawl's last resort
    // Not in the page either: when crawls saw its content change (PageContent::changed), a
    // lastmod source of its own (GenerateOptions::LastmodSource::History).
    ContentHistory,
};
// "json-ld", "article:modified_time", "og:updated_time", "time", "last-modified", "history";
// "" for None.
QLatin1StringView pageDateSourceId(PageDateSource source);

// What tells an application shell (a page that JavaScript builds in the browser) from a page
// whose HTML holds its content: AppShell judges them.
struct HtmlShellSigns
{
    // Characters of text a reader sees in the body, whitespace not counted: text of <script>,
    // <style>, <noscript> and <template> left out. Counted up to TextCap.
    qsizetype textLength = 0;
    // <script> elements that run: with a src, or with code inline (not JSON or a template).
    int scripts = 0;
    // An element that frameworks mount their application into, empty or holding a few words
    // ("Loading…"): <div id="root">, <div id="app">, <div id="__nuxt">, <app-root>, … As
    // written ("div#root", "app-root"); empty when the page has none.
    QString emptyAppRoot;
    // A <noscript> whose text asks for JavaScript ("You need to enable JavaScript to run this
    // app.").
    bool noscriptAsksForJavaScript = false;

    static constexpr qsizetype TextCap = 100000;
};

// What a crawler needs from one HTML page, read with gumbo (an HTML5 parser, so markup that
// browsers repair is read as browsers read it: unclosed elements, a missing <head>, stray
// end tags). The page itself is not kept.
struct HtmlPage
{
    QString title; // of the first <title>, whitespace collapsed; cut at MaxTitleLength
    // <base href>: the first with an href, resolved against the page URL (as browsers do);
    // invalid when there is none.
    QUrl base;
    // <link rel="canonical"> in the head, resolved against the base; invalid when there is
    // none, and when the head names more than one different canonical (search engines then
    // ignore them all: conflictingCanonicals tells).
    QUrl canonical;
    bool conflictingCanonicals = false;
    // <meta name="robots"> and <meta name="googlebot">, merged.
    RobotsDirectives robots;
    QList<HtmlAlternate> alternates; // in document order, as written (duplicates kept)
    // <a href> targets: resolved against the base, fragment dropped, http and https only,
    // each once, in the order of first appearance, at most MaxLinks.
    QList<QUrl> links;
    // What the <a> of each link says, parallel to `links` (linkDetails[i] is of links[i]): the
    // first <a> in document order that names the target, since each target is kept once. Kept
    // beside the URLs rather than in place of them so that the callers that only follow links
    // read them as before.
    QList<HtmlLink> linkDetails;
    bool linksCut = false; // the page held more distinct links than MaxLinks
    // The page's content images, resolved against the base, http and https only (never a
    // data: URI), each once, in document order, at most MaxImages: each <img>'s largest
    // srcset candidate (its src without a srcset), each <picture><source>'s largest, and
    // og:image. An <img> of width and height 1 (a tracking pixel) is left out.
    QList<QUrl> images;
    // When the page says it was last changed (the first source of PageDateSource's order that
    // gives a value), as written; empty with PageDateSource::None.
    QString modified;
    PageDateSource modifiedSource = PageDateSource::None;
    // The first <meta http-equiv="refresh" content="N; url=…">: its delay in seconds (-1 when
    // the page has none), and where it sends the reader, resolved against the base; invalid
    // when it reloads the page itself or names no http(s) URL. Google takes an instant one
    // (0 seconds) for a redirect.
    int refreshSeconds = -1;
    QUrl refresh;
    bool isInstantRefresh() const { return refreshSeconds == 0 && refresh.isValid(); }
    // What AppShell needs to tell whether JavaScript builds the page.
    HtmlShellSigns shell;
    // The page's main content as hashes of its blocks of text, in order (ContentBlockWriter):
    // its <main>, else its <article>s, else its <body>, without navigation, footers, asides and
    // what is not shown. What its fingerprint is made of once the crawl knows which blocks
    // repeat on most pages (ContentFingerprint).
    std::vector<quint64> contentBlocks;
    // The page nests its elements so deeply that reading it whole would take the parser
    // minutes (its cost grows with the square of the depth): it was read up to the tag where
    // the estimated work passed NestingBudget.
    bool tooDeep = false;
    // The page holds more elements than MaxElements, whose tree would take the parser more
    // memory than a crawl may spend on one page: it was read up to the first start tag past
    // them.
    bool tooManyElements = false;

    static constexpr qsizetype MaxTitleLength = 1024;
    static constexpr qsizetype MaxLinks = 10000;
    // Characters of an anchor text kept: enough for any real link's words (a whole paragraph
    // wrapped in one <a> is cut), so that 10,000 links stay a few MB.
    static constexpr qsizetype MaxAnchorLength = 256;
    static constexpr qsizetype MaxImages = 1000; // per page, as Google's image sitemaps allow
    // Steps of the parser's walks over its open elements, estimated from the tags: about two
    // seconds of work. A large ordinary page (15 MB, depth 50) needs a tenth of it.
    static constexpr qint64 NestingBudget = 200'000'000;
    // Elements read at most: some 50 MB of the parser's tree. A long article has a few
    // thousand, the largest real pages (long lists, HTML sitemaps of 10,000 links) tens of
    // thousands.
    static constexpr qint64 MaxElements = 120'000;

    // Parses `html`, the bytes of a page fetched from `url` (its final URL, after
    // redirects). `contentType` is the Content-Type header, whose charset is used when the
    // bytes are not UTF-8 (a single-byte page); gumbo reads UTF-8 only. `robotsAgent` is the
    // crawler whose <meta name="…"> counts beside <meta name="robots"> (lower case, as
    // CrawlerIdentity::metaAgent; empty for none). Without `contentBlocks`, contentBlocks is
    // left empty (CrawlOptions::fingerprintContent).
    static HtmlPage parse(QByteArrayView html, const QUrl &url, QByteArrayView contentType = {},
                          QByteArrayView robotsAgent = "googlebot", bool contentBlocks = true);

    // An href as a page writes it, resolved against `base` the way browsers do: leading and
    // trailing whitespace dropped, tabs and line breaks inside removed, the fragment dropped.
    // Invalid when it is not an http or https URL once resolved (mailto:, javascript:, a
    // bare fragment stays the page itself and is returned as such).
    static QUrl resolve(const QUrl &base, QByteArrayView href);
    // The largest candidate of a srcset attribute (by its width descriptor, else its pixel
    // density; a candidate without one counts as 1x), as written; empty when it has none.
    static QByteArray largestSrcsetCandidate(QByteArrayView srcset);
    // dateModified of the JSON-LD node that is the page at `url` (or `canonical`): the node
    // whose @id or url names the page, else a WebPage (or another …Page type), else the node
    // whose mainEntityOfPage names the page, else the only node that has one. Each script's
    // text in `scripts`; an @graph is looked into. Empty when none says.
    static QString jsonLdDateModified(const QList<QByteArray> &scripts, const QUrl &url,
                                      const QUrl &canonical);
};

// Whether a Content-Type header names an HTML document (text/html or application/xhtml+xml,
// parameters and case ignored).
bool isHtmlContentType(QByteArrayView contentType);

} // namespace Studio
