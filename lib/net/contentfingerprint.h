#pragma once

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>

#include <vector>

namespace Studio {

class CrawlResult;
struct CrawledPage;

// What a page says, as opposed to what its site prints around it: a fingerprint of its main
// content, so that a crawl can tell a page whose text changed from one whose footer clock,
// visitor counter or rotating teaser did.
//
// How it is made, in two steps:
//  1. While HtmlPage reads the page (the one walk gumbo's tree gets, no second parse), the text
//     of its main content is cut into blocks at the edges of block-level elements (paragraphs,
//     headings, list items, cells, divs, ...), each block's whitespace collapsed (ASCII spaces
//     and no-break spaces, runs to one, none at the ends) and hashed as it streams by
//     (ContentBlockWriter), so that a page keeps a few bytes a block and never its text. The
//     main content is the page's <main>, else its <article>s (those not inside another), else
//     its <body>; either way without <nav>, <footer>, <aside>, <script>, <style>, <noscript>,
//     <template>, their ARIA roles (navigation, contentinfo, complementary, search, banner), hidden
//     elements, and the elements that name themselves a cookie notice, a sidebar, a widget, share
//     buttons, related posts or a footer by class or id; a <header> keeps its headings alone (a
//     post's title, not its byline or comment count).
//  2. The blocks whose text repeats on most pages are boilerplate: a menu written in <div>s, a
//     cookie notice, a "free shipping" line. They are counted on the crawl's first SamplePages
//     pages read as HTML, whose blocks are kept until then; from that moment the boilerplate is
//     settled (with that of the history the crawl was given, crawl --since), those pages are
//     fingerprinted and their blocks let go, and each page read later is fingerprinted as it
//     comes (CrawlResult::setContentBlocks). The fingerprint is made of the page's blocks that
//     are not boilerplate, in their order: a block moved, added, removed or changed changes it.
//
// Why blocks and a sample rather than a text diff or a template learned per site: a block hash
// costs 8 bytes and no second read of the page; a block on most pages is among the first few
// hundred whatever the theme calls it; and a page keeps 8 bytes of fingerprint, not its blocks,
// so that a crawl of millions of pages holds and stores no more than that (keeping every
// page's blocks to the end cost a 100,000-page crawl a quarter of its memory and tripled its
// store). A crawl made --since another takes that one's boilerplate as its own too, so what
// was boilerplate stays so; and a page is compared with its earlier fingerprint under both
// crawls' boilerplate (its blocks are at hand when it is read), so that a block that became
// boilerplate in between changes nothing either.
namespace ContentFingerprint {

// Blocks kept of one page; the text past the last is hashed into it.
constexpr int MaxBlocks = 4096;
// A block is boilerplate when it is on more than half of the pages, once there are this many:
// on two or three pages, "most" says nothing.
constexpr int MinPages = 5;
// Pages whose blocks are counted before the boilerplate is settled (see above).
constexpr int SamplePages = 256;

// The fingerprint of the blocks of one page (ContentBlockWriter's hashes, in page order), those
// in `boilerplate` left out: the first 8 bytes of a SHA-256 of the hashes kept. A page without
// content text has one too, the fingerprint of nothing.
quint64 fingerprint(const std::vector<quint64> &blocks, const QSet<quint64> &boilerplate);
// The blocks on more than half of `pages` (each page's block hashes; a block counted once a
// page), when there are MinPages of them at least; none otherwise.
QSet<quint64> boilerplate(const std::vector<const std::vector<quint64> *> &pages);
// A crawl's time (ms since the epoch, UTC) as a W3C Datetime to the second, as a page's
// `changed` and the tables write it; empty for -1.
QString timeText(qint64 ms);
// 16 lower-case hex digits, as tables and reports show a fingerprint.
QString toHex(quint64 fingerprint);
// The value of 16 hex digits; false for anything else.
bool fromHex(QStringView hex, quint64 *fingerprint);

} // namespace ContentFingerprint

// Hashes the blocks of a page's text as HtmlPage's walk meets it: text() for each text node in
// order, endBlock() at each edge of a block-level element. Whitespace is collapsed as the bytes
// go by; a block without text gives no hash. The hash is 64-bit FNV-1a, fixed by this code
// alone (Qt's qHash differs between machines and runs), so that a kept crawl compares with the
// next on any machine.
class ContentBlockWriter
{
public:
    // `region`: which parts of the page the text is in (Region bits), for the page's
    // choice of its main content when the walk is done.
    void text(const char *utf8, quint8 region);
    void endBlock();

    // Bits of a block's region.
    enum Region : quint8 {
        InBody = 0x1, // in <body>, not in a part left out
        InMain = 0x2,
        InArticle = 0x4, // in an <article> not inside another
    };
    // The hashes of the blocks of the main content (see ContentFingerprint): those in <main>
    // when the page has one, else in its <article>s, else all; at most MaxBlocks.
    std::vector<quint64> take();

    // The hash of one block's text as the writer makes it (whitespace collapsed), for tests and
    // for callers that have the text at hand.
    static quint64 hashText(QByteArrayView utf8);

private:
    struct Block
    {
        quint64 hash;
        quint8 region;
    };
    static constexpr quint64 Offset = 14695981039346656037ull;
    static constexpr quint64 Prime = 1099511628211ull;
    std::vector<Block> m_blocks;
    quint64 m_hash = Offset;
    quint8 m_region = 0;
    bool m_any = false; // the block has text
    bool m_space = false; // whitespace waits to be written before the next character
    bool m_noBreak = false; // the last byte was 0xC2, perhaps the start of a no-break space
};

// What a crawl knows of one page's content once its boilerplate is settled
// (CrawlResult::content): the fingerprint and the page's history across crawls. Times are
// milliseconds since the epoch (UTC), -1 for none.
struct PageContent
{
    quint64 fingerprint = 0;
    // When a crawl first saw this content (this fingerprint) and when one last saw it: the start
    // of those crawls (CrawlResult::crawledAt).
    qint64 firstSeen = -1;
    qint64 lastSeen = -1;
    // When the content is taken to have last changed, a W3C Datetime to the second with its
    // zone: the first-seen time of the content, or, for a page no earlier crawl saw, the date
    // the page states (when it is not after the crawl). What crawl --lastmod history writes.
    // Pages of one crawl share the crawl's time as one string.
    QString changed;
};

// What earlier crawls knew of a site's pages (crawl --since): each page's content by its URL
// as the duplicate rule normalises it, and the boilerplate blocks of those crawls. Made from a
// kept crawl (of()), kept in the new crawl's store, and carried on from there.
struct CrawlHistory
{
    QHash<QByteArray, PageContent> pages; // by Url::normalized
    QSet<quint64> boilerplate;

    bool isEmpty() const { return pages.isEmpty(); }
    // The history `crawl` carries on: its own pages' content, settled, over what its own
    // history (`earlier`, null for none) knew of pages it did not read again.
    static CrawlHistory of(const CrawlResult &crawl, const CrawlHistory *earlier);
};

} // namespace Studio
