// What a crawl found and what it left out (CrawlResult, CrawlCut): the result's tables and the
// questions asked of them, apart from the Crawler that fills them.

#include "crawler.h"
#include "crawler_p.h"

#include "io/readers/robotstxt.h"
#include "politescheduler.h"

#include <QSet>

namespace Studio {

namespace {

using CrawlerText::number;

bool isRedirectError(FetchResult::Error error)
{
    using E = FetchResult::Error;
    return error == E::TooManyRedirects || error == E::RedirectLoop || error == E::InsecureRedirect
        || error == E::UnsupportedScheme;
}

// A URL for a sentence: as written, cut to `length` characters (a trap's links run to 100 KB).
QString elided(const QString &url, qsizetype length = 160)
{
    return url.size() <= length ? url : url.left(length - 1) + u'…';
}

} // namespace

// -- CrawlCut ---------------------------------------------------------------------------------

QLatin1StringView CrawlCut::kindId(Kind kind)
{
    switch (kind) {
    case Kind::LongUrl:
        return QLatin1StringView("long-url");
    case Kind::QueryVariants:
        return QLatin1StringView("query-variants");
    case Kind::RepeatedSegments:
        return QLatin1StringView("repeated-segments");
    case Kind::LinksPerPage:
        return QLatin1StringView("links-per-page");
    case Kind::SlowPage:
        return QLatin1StringView("slow-page");
    case Kind::PartlyRead:
        return QLatin1StringView("partly-read");
    case Kind::Excluded:
        return QLatin1StringView("excluded");
    }
    return {};
}

QString CrawlCut::describe() const
{
    QStringList shown;
    for (const QString &url : examples)
        shown.append(elided(url));
    const QString list = shown.join(QStringLiteral(", "))
        + (count > examples.size()
               ? Crawler::tr(" and %1 more").arg(number(count - examples.size()))
               : QString());
    const QString first = shown.value(0);
    switch (kind) {
    case Kind::LongUrl:
        return Crawler::tr("Crawl trap: links under %1 longer than %2 characters, not followed: "
                           "%3 (the first: %4)")
            .arg(elided(pattern), number(limit), number(count), first);
    case Kind::QueryVariants:
        return Crawler::tr("Crawl trap: %1 has more than %2 variants that differ in their query "
                           "(a calendar, filters or session ids); links to more of them, not "
                           "followed: %3 (the first: %4)")
            .arg(elided(pattern), number(limit), number(count), first);
    case Kind::RepeatedSegments:
        return Crawler::tr("Crawl trap: links that repeat a path segment more than %1 times, as "
                           "in %2, not followed: %3 (the first: %4)")
            .arg(number(limit), elided(pattern), number(count), first);
    case Kind::LinksPerPage:
        // The reader keeps HtmlPage::MaxLinks of a page, so what lies beyond is not counted.
        return count > 0
            ? Crawler::tr("%1 has more than %2 links; links after the first %2, not followed: %3")
                  .arg(elided(pattern), number(limit), number(count))
            : Crawler::tr("%1 has more than %2 links; those after the first %2 were not "
                          "followed")
                  .arg(elided(pattern), number(limit));
    case Kind::SlowPage:
        return Crawler::tr("Pages given up, sending too slowly or not at all (no full answer "
                           "within %1 s): %2")
            .arg(number(limit / 1000), list);
    case Kind::PartlyRead:
        return Crawler::tr("Pages read only in part, holding more than %1 elements or nested too "
                           "deep (links after the cut were not seen): %2")
            .arg(number(limit), list);
    case Kind::Excluded:
        return pattern == u"--include"
            ? Crawler::tr("Links to URLs that match no include pattern, not followed: %1 (the "
                          "first: %2)")
                  .arg(number(count), first)
            : Crawler::tr("Links to URLs that match the exclude pattern \"%1\", not followed: %2 "
                          "(the first: %3)")
                  .arg(pattern, number(count), first);
    }
    return {};
}

// -- CrawlResult ------------------------------------------------------------------------------

QUrl CrawlResult::url(quint32 id) const
{
    return id < m_urls.size() ? QUrl::fromEncoded(m_urls[id]) : QUrl();
}

QString CrawlResult::urlText(quint32 id) const
{
    return id < m_urls.size() ? QString::fromUtf8(m_urls[id]) : QString();
}

quint32 CrawlResult::find(QByteArrayView url) const
{
    auto lookUp = [this](QByteArrayView text) {
        const quint64 hash = Url::normalizedHash(text);
        auto it = m_byHash.constFind(hash);
        if (it == m_byHash.cend())
            return CrawledPage::NoUrl;
        // 64-bit hashes can collide: confirmed on the normalised text, as the duplicate rule
        // does.
        const QByteArray normal = Url::normalized(text);
        for (; it != m_byHash.cend() && it.key() == hash; ++it)
            if (Url::normalized(m_urls[it.value()]) == normal)
                return it.value();
        return CrawledPage::NoUrl;
    };
    const quint32 found = lookUp(url);
    if (found != CrawledPage::NoUrl || Url::firstUnescaped(url) < 0)
        return found;
    // Written with characters a URL escapes (a sitemap's raw "café" or a space): the table
    // holds URLs as fetched, escaped.
    return lookUp(QUrl(QString::fromUtf8(url), QUrl::TolerantMode).toEncoded(QUrl::RemoveFragment));
}

quint32 CrawlResult::find(const QUrl &url) const
{
    return find(url.toEncoded(QUrl::RemoveFragment));
}

void CrawlResult::reserve(qsizetype urls, qsizetype pages)
{
    m_urls.reserve(size_t(urls));
    m_byHash.reserve(urls);
    m_pageOf.reserve(size_t(urls));
    m_inlinks.reserve(size_t(urls));
    this->pages.reserve(pages);
}

quint32 CrawlResult::intern(const QUrl &url)
{
    const QByteArray text = url.toEncoded(QUrl::RemoveFragment);
    const quint32 found = find(text);
    if (found != CrawledPage::NoUrl)
        return found;
    const auto id = quint32(m_urls.size());
    m_urls.push_back(text);
    m_byHash.insert(Url::normalizedHash(text), id);
    m_pageOf.push_back(-1);
    m_inlinks.push_back(0);
    return id;
}

quint32 CrawlResult::internContentType(const QByteArray &type)
{
    const qsizetype at = m_contentTypes.indexOf(type);
    if (at >= 0)
        return quint32(at);
    m_contentTypes.append(type);
    return quint32(m_contentTypes.size() - 1);
}

quint32 CrawlResult::internHreflang(const QString &code)
{
    const qsizetype at = m_hreflangs.indexOf(code);
    if (at >= 0)
        return quint32(at);
    m_hreflangs.append(code);
    return quint32(m_hreflangs.size() - 1);
}

qsizetype CrawlResult::addPage(CrawledPage page)
{
    const quint32 id = page.url;
    pages.append(std::move(page));
    m_pageOf[id] = qint32(pages.size() - 1);
    return pages.size() - 1;
}

qsizetype CrawlResult::pageIndex(quint32 id) const
{
    return id < m_pageOf.size() ? m_pageOf[id] : -1;
}

const CrawledPage *CrawlResult::page(quint32 id) const
{
    const qsizetype index = pageIndex(id);
    return index < 0 ? nullptr : &pages.at(index);
}

void CrawlResult::addInlink(quint32 id)
{
    ++m_inlinks[id];
}

std::vector<quint16> CrawlResult::linkDepths() const
{
    const size_t count = m_urls.size();
    std::vector<quint16> depths(count, CrawledPage::Unreached);
    // Breadth first with steps of 0 (a redirect) and 1 (a link): a 0 step goes to the front of
    // the queue, so that each URL leaves it at its least depth.
    std::deque<quint32> queue;
    auto reach = [&](quint32 id, int depth, bool front) {
        const quint16 d = quint16(qMin<int>(depth, CrawledPage::Unreached - 1));
        if (id >= count || depths[id] <= d)
            return;
        depths[id] = d;
        front ? queue.push_front(id) : queue.push_back(id);
    };
    for (const CrawledPage &page : pages)
        if (page.has(CrawledPage::Start))
            reach(page.url, 0, false);
    std::vector<bool> done(count, false);
    while (!queue.empty()) {
        const quint32 id = queue.front();
        queue.pop_front();
        const CrawledPage *page = this->page(id);
        if (done[id] || !page)
            continue;
        done[id] = true;
        const int depth = depths[id];
        if (page->isRedirect())
            reach(page->redirect, depth, true); // a redirect is no click
        if (!page->has(CrawledPage::Fetched))
            continue;
        if (!page->nofollow())
            for (const quint32 link : page->links)
                reach(link, depth + 1, false);
        for (const CrawledPage::Alternate &alternate : page->alternates)
            reach(alternate.url, depth + 1, false);
    }
    return depths;
}

QString CrawlResult::pageModified(const CrawledPage &page) const
{
    const auto it = m_extras.constFind(page.url);
    return it == m_extras.cend() ? QString() : it->modified;
}

const std::vector<quint32> &CrawlResult::images(const CrawledPage &page) const
{
    static const std::vector<quint32> none;
    const auto it = m_extras.constFind(page.url);
    return it == m_extras.cend() ? none : it->images;
}

void CrawlResult::setPageExtras(quint32 url, const QString &modified, std::vector<quint32> images)
{
    if (modified.isEmpty() && images.empty())
        m_extras.remove(url);
    else
        m_extras.insert(url, PageExtras { modified, std::move(images) });
}

QByteArrayView CrawlResult::anchorView(quint32 id) const
{
    const quint32 from = m_anchorStart[id];
    return QByteArrayView(m_anchorBytes.constData() + from, m_anchorStart[id + 1] - from);
}

QString CrawlResult::anchorText(quint32 id) const
{
    return id < quint32(anchorCount()) ? QString::fromUtf8(anchorView(id)) : QString();
}

quint32 CrawlResult::detailsAt(quint32 url) const
{
    return url < m_detailsAt.size() ? m_detailsAt[url] : NoDetails;
}

quint32 CrawlResult::detail(size_t entry) const
{
    const quint8 *bytes = m_linkDetails.data() + entry * size_t(m_detailBytes);
    quint32 value = quint32(bytes[0]) | quint32(bytes[1]) << 8 | quint32(bytes[2]) << 16;
    if (m_detailBytes == 4)
        return value | quint32(bytes[3]) << 24;
    // Narrow: the rel flags sit above the 21 bits of the id.
    return (value & ((1u << NarrowIdBits) - 1)) | (value >> NarrowIdBits) << RelShift;
}

void CrawlResult::appendDetail(quint32 anchor, quint8 rel)
{
    if (m_detailBytes == 3 && anchor >= (1u << NarrowIdBits)) {
        // The ids outgrew three bytes: every detail is written again in four, once.
        std::vector<quint8> wide;
        const size_t entries = m_linkDetails.size() / 3;
        wide.reserve(entries * 4 + 64);
        for (size_t e = 0; e < entries; ++e) {
            const quint32 value = detail(e);
            for (int b = 0; b < 4; ++b)
                wide.push_back(quint8(value >> (8 * b)));
        }
        m_linkDetails = std::move(wide);
        m_detailBytes = 4;
    }
    const quint32 value = m_detailBytes == 4 ? (anchor & AnchorMask) | quint32(rel) << RelShift
                                             : anchor | quint32(rel) << NarrowIdBits;
    for (int b = 0; b < m_detailBytes; ++b)
        m_linkDetails.push_back(quint8(value >> (8 * b)));
}

QString CrawlResult::linkAnchor(const CrawledPage &page, qsizetype i) const
{
    const quint32 at = detailsAt(page.url);
    if (at == NoDetails || i < 0 || size_t(i) >= page.links.size())
        return QString();
    return anchorText(detail(size_t(at) + size_t(i)) & AnchorMask);
}

quint8 CrawlResult::linkRel(const CrawledPage &page, qsizetype i) const
{
    const quint32 at = detailsAt(page.url);
    if (at == NoDetails || i < 0 || size_t(i) >= page.links.size())
        return 0;
    return quint8(detail(size_t(at) + size_t(i)) >> RelShift);
}

quint32 CrawlResult::internAnchor(const QString &text)
{
    if (text.isEmpty())
        return 0;
    // The index went when the crawl settled: made again for the texts that come now.
    if (m_anchorIndex.isEmpty())
        for (quint32 id = 1; id < quint32(anchorCount()); ++id)
            m_anchorIndex.insert(qHash(anchorView(id)), id);
    const QByteArray utf8 = text.toUtf8();
    const quint64 hash = qHash(QByteArrayView(utf8));
    for (auto it = m_anchorIndex.constFind(hash); it != m_anchorIndex.cend() && it.key() == hash;
         ++it)
        if (anchorView(it.value()) == utf8)
            return it.value();
    const auto id = quint32(anchorCount());
    m_anchorBytes.append(utf8);
    m_anchorStart.push_back(quint32(m_anchorBytes.size()));
    m_anchorIndex.insert(hash, id);
    return id;
}

quint32 CrawlResult::appendAnchor(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    const auto id = quint32(anchorCount());
    m_anchorBytes.append(utf8);
    m_anchorStart.push_back(quint32(m_anchorBytes.size()));
    if (!m_anchorIndex.isEmpty())
        m_anchorIndex.insert(qHash(QByteArrayView(utf8)), id);
    return id;
}

void CrawlResult::setLinkDetails(quint32 url, std::vector<quint32> anchors,
                                 std::vector<quint8> rels)
{
    // A page whose links say nothing beyond their targets costs nothing here.
    const bool noAnchors
        = std::all_of(anchors.cbegin(), anchors.cend(), [](quint32 id) { return id == 0; });
    const bool noRels
        = std::all_of(rels.cbegin(), rels.cend(), [](quint8 rel) { return rel == 0; });
    if (noAnchors && noRels) {
        if (url < m_detailsAt.size())
            m_detailsAt[url] = NoDetails;
        return;
    }
    if (url >= m_detailsAt.size())
        m_detailsAt.resize(size_t(url) + 1, NoDetails);
    const size_t count = std::max(noAnchors ? 0 : anchors.size(), noRels ? 0 : rels.size());
    m_detailsAt[url] = quint32(m_linkDetails.size() / size_t(m_detailBytes));
    for (size_t i = 0; i < count; ++i)
        appendDetail(!noAnchors && i < anchors.size() ? anchors[i] & AnchorMask : 0,
                     !noRels && i < rels.size() ? rels[i] & 0x7 : 0);
}

std::vector<quint32> CrawlResult::linkAnchorIds(const CrawledPage &page) const
{
    std::vector<quint32> ids;
    const quint32 at = detailsAt(page.url);
    if (at == NoDetails)
        return ids;
    ids.reserve(page.links.size());
    bool any = false;
    for (size_t i = 0; i < page.links.size(); ++i) {
        ids.push_back(detail(size_t(at) + i) & AnchorMask);
        any = any || ids.back() != 0;
    }
    return any ? ids : std::vector<quint32>();
}

std::vector<quint8> CrawlResult::linkRels(const CrawledPage &page) const
{
    std::vector<quint8> rels;
    const quint32 at = detailsAt(page.url);
    if (at == NoDetails)
        return rels;
    rels.reserve(page.links.size());
    bool any = false;
    for (size_t i = 0; i < page.links.size(); ++i) {
        rels.push_back(quint8(detail(size_t(at) + i) >> RelShift));
        any = any || rels.back() != 0;
    }
    return any ? rels : std::vector<quint8>();
}

void CrawlResult::settleLinkDepths()
{
    const std::vector<quint16> depths = linkDepths();
    for (CrawledPage &page : pages)
        page.linkDepth = page.url < depths.size() ? depths[page.url] : CrawledPage::Unreached;
    // Settled: no text is looked up any more until more come (internAnchor() makes it again).
    m_anchorIndex.clear();
    m_anchorIndex.squeeze();
}

quint32 CrawlResult::inlinks(quint32 id) const
{
    return id < m_inlinks.size() ? m_inlinks[id] : 0;
}

QList<quint32> CrawlResult::redirectChain(const CrawledPage &start, bool *loop) const
{
    QList<quint32> chain;
    if (loop)
        *loop = false;
    const CrawledPage *current = &start;
    while (current && current->isRedirect()) {
        const quint32 next = current->redirect;
        if (next == start.url || chain.contains(next)) {
            if (loop)
                *loop = true;
            break;
        }
        chain.append(next);
        current = page(next);
    }
    return chain;
}

quint32 CrawlResult::finalUrl(const CrawledPage &page) const
{
    const QList<quint32> chain = redirectChain(page);
    return chain.isEmpty() ? page.url : chain.last();
}

CrawlResult::Indexability CrawlResult::indexability(const CrawledPage &page) const
{
    if (!page.has(CrawledPage::Fetched))
        return page.has(CrawledPage::BlockedByRobots) || page.has(CrawledPage::RobotsUnavailable)
            ? Indexability::Blocked
            : Indexability::NotFetched;
    if (page.isRedirect() || (page.status >= 300 && page.status < 400)
        || isRedirectError(page.error))
        return Indexability::Redirect;
    if (page.status == 404 || page.status == 410)
        return Indexability::NotFound;
    if (page.status < 200 || page.status >= 300 || page.error != FetchResult::Error::None)
        return Indexability::Error;
    if (!page.has(CrawledPage::Html))
        return Indexability::NotHtml;
    if (page.noindex())
        return Indexability::Noindex;
    if (page.canonical != CrawledPage::NoUrl && page.canonical != page.url)
        return Indexability::CanonicalElsewhere;
    return Indexability::Indexable;
}

QLatin1StringView CrawlResult::indexabilityId(Indexability value)
{
    switch (value) {
    case Indexability::Indexable:
        return QLatin1StringView("indexable");
    case Indexability::NotFetched:
        return QLatin1StringView("not-fetched");
    case Indexability::Blocked:
        return QLatin1StringView("blocked");
    case Indexability::Redirect:
        return QLatin1StringView("redirect");
    case Indexability::NotFound:
        return QLatin1StringView("not-found");
    case Indexability::Error:
        return QLatin1StringView("error");
    case Indexability::NotHtml:
        return QLatin1StringView("not-html");
    case Indexability::Noindex:
        return QLatin1StringView("noindex");
    case Indexability::CanonicalElsewhere:
        return QLatin1StringView("canonical-elsewhere");
    }
    return {};
}

bool CrawlResult::isDisallowed(const QUrl &url, QStringView agent) const
{
    const std::shared_ptr<const RobotsTxt> rules = robots.value(PoliteScheduler::originKey(url));
    return rules && !rules->isAllowed(agent, url);
}

int CrawlResult::pagesFetched() const
{
    int n = 0;
    for (const CrawledPage &page : pages)
        n += page.has(CrawledPage::Fetched);
    return n;
}

int CrawlResult::pagesFailed() const
{
    int n = 0;
    for (const CrawledPage &page : pages)
        n += page.has(CrawledPage::Fetched)
            && (page.status >= 400 || page.error != FetchResult::Error::None);
    return n;
}

} // namespace Studio
