#include "crawlsitemap.h"

#include "renderaudit.h"

#include "model/workspace.h"
#include "rules/checker.h"
#include "util/url.h"
#include "util/w3cdatetime.h"

#include <QDateTime>
#include <QHash>
#include <QSet>

namespace Studio {

namespace {

using Indexability = CrawlResult::Indexability;

// Where an indexable page is listed: where it answered (a page met as /old/index.html that
// answered at /old/ is listed as /old/).
QString location(const CrawlResult &crawl, const CrawledPage &page)
{
    const QString answered = crawl.answeredUrl(page);
    return answered.isEmpty() ? crawl.urlText(page.url) : answered;
}

// Each URL of `entry` (its location, its images' and its hreflang links') as `move` gives it.
void moveUrls(UrlEntry &entry, const std::function<QString(const QString &)> &move)
{
    entry.setLoc(move(entry.loc()));
    if (!entry.images().isEmpty())
        for (Image &image : entry.mutableImages())
            image.setLoc(move(image.loc()));
    if (!entry.alternates().isEmpty())
        for (Alternate &link : entry.mutableAlternates())
            link.href = move(link.href);
}

// The staging site's URLs (of `start`) in a text, named by their production address instead,
// in both the forms texts show them: fully encoded and as shown to people.
class PublishedNames
{
public:
    PublishedNames(const CrawlUrlRules &rules, const QUrl &start)
        : m_staging(rules.stagingPrefix(start))
        , m_production(rules.publishedPrefix())
        , m_stagingShown(shown(m_staging))
        , m_productionShown(shown(m_production))
    {
    }

    void rename(QString *text) const
    {
        if (m_staging.isEmpty())
            return;
        text->replace(m_staging, m_production);
        if (m_stagingShown != m_staging)
            text->replace(m_stagingShown, m_productionShown);
    }

private:
    static QString shown(const QString &encoded)
    {
        return QUrl::fromEncoded(encoded.toLatin1()).toDisplayString();
    }

    QString m_staging, m_production, m_stagingShown, m_productionShown;
};

QString display(const CrawlResult &crawl, quint32 id)
{
    return crawl.url(id).toDisplayString();
}

UrlEntry entryFor(const CrawlResult &crawl, const CrawledPage &page, const GenerateOptions &options)
{
    UrlEntry entry;
    entry.setLoc(location(crawl, page));
    W3cDateTime date;
    if (options.lastmod
        && CrawlSitemap::lastmodSource(crawl, page, options.lastmodSource, &date)
            != PageDateSource::None)
        entry.setLastmod(date);
    if (options.images) {
        const QString pageHost = crawl.url(page.url).host().toLower();
        for (const quint32 id : crawl.images(page)) {
            const QUrl image = crawl.url(id);
            const QString host = image.host().toLower();
            if ((host != pageHost && !options.imageHosts.contains(host))
                || crawl.isDisallowed(image, u"Googlebot-Image"))
                continue;
            Image item;
            item.setLoc(crawl.urlText(id));
            entry.mutableImages().append(item);
        }
    }
    if (options.hreflang) {
        for (const CrawledPage::Alternate &alternate : page.alternates) {
            const CrawledPage *target = crawl.page(alternate.url);
            if (!target || !crawl.isIndexable(*target))
                continue;
            Alternate link;
            link.rel = QStringLiteral("alternate");
            link.hreflang = crawl.hreflang(alternate.hreflang);
            link.href = location(crawl, *target);
            entry.mutableAlternates().append(link);
        }
    }
    const CrawlUrlRules &rules = options.urlRules;
    if (!rules.publishUrl.isEmpty())
        moveUrls(entry, [&](const QString &url) {
            return QString::fromLatin1(
                rules.toPublished(QUrl::fromEncoded(url.toUtf8()), crawl.startUrl).toEncoded());
        });
    return entry;
}

// Whether the sitemap written may list `page` by the crawl's URL rules.
bool listable(const CrawlResult &crawl, const CrawledPage &page, const CrawlUrlRules &rules)
{
    const QUrl url = crawl.url(page.url);
    if (!rules.isListed(url))
        return false;
    // The start URL is asked for its links even when it matches no include pattern.
    return !page.has(CrawledPage::Start) || rules.matchesInclude(url);
}

// The sitemap entries by normalised location (the duplicate rule's form), the first of each.
QHash<QByteArray, EntryRef> listedEntries(const Workspace &workspace)
{
    QHash<QByteArray, EntryRef> listed;
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        if (sitemap.isIndex())
            continue;
        for (qsizetype e = 0; e < sitemap.entries.size(); ++e) {
            const PooledView loc = sitemap.entries.at(e).locView();
            listed.insert(Url::normalized(loc), EntryRef { s, e });
        }
    }
    return listed;
}

// Where a page is listed: by the URL it was met at, or the one that answered.
const EntryRef *listing(const QHash<QByteArray, EntryRef> &listed, const CrawlResult &crawl,
                        const CrawledPage &page)
{
    auto it = listed.constFind(Url::normalized(crawl.urlText(page.url).toUtf8()));
    if (const QString answered = crawl.answeredUrl(page); it == listed.cend() && !answered.isEmpty())
        it = listed.constFind(Url::normalized(answered.toUtf8()));
    return it == listed.cend() ? nullptr : &it.value();
}

// Orphans by reachability: which URLs a chain of followed links from the start page reaches,
// and for those it does not, how many crawled pages share their island (pages that link to
// each other, but that no chain from the start page enters).
struct Reachability
{
    std::vector<bool> reached; // by URL id
    std::vector<quint32> island; // by URL id: the number of crawled pages in its island
};

// Reached: what a chain of followed links from the start page reaches (CrawlResult::linkDepths).
Reachability reachability(const CrawlResult &crawl)
{
    const size_t count = size_t(crawl.urlCount());
    Reachability result;
    result.reached.assign(count, false);
    const std::vector<quint16> depths = crawl.linkDepths();
    for (size_t id = 0; id < count; ++id)
        result.reached[id] = depths[id] != CrawledPage::Unreached;

    // Islands: the pages not reached, joined by the links between them either way.
    std::vector<quint32> parent(count);
    for (size_t id = 0; id < count; ++id)
        parent[id] = quint32(id);
    auto root = [&parent](quint32 id) {
        while (parent[id] != id)
            id = parent[id] = parent[parent[id]];
        return id;
    };
    auto unite = [&](quint32 a, quint32 b) {
        if (a < count && b < count && !result.reached[a] && !result.reached[b])
            parent[root(a)] = root(b);
    };
    for (const CrawledPage &page : crawl.pages) {
        if (result.reached[page.url])
            continue;
        if (page.isRedirect())
            unite(page.url, page.redirect);
        if (!page.nofollow())
            for (const quint32 id : page.links)
                unite(page.url, id);
        for (const CrawledPage::Alternate &alternate : page.alternates)
            unite(page.url, alternate.url);
    }
    std::vector<quint32> pagesIn(count, 0);
    for (const CrawledPage &page : crawl.pages)
        if (!result.reached[page.url] && page.has(CrawledPage::Fetched))
            ++pagesIn[root(page.url)];
    result.island.assign(count, 0);
    for (size_t id = 0; id < count; ++id)
        if (!result.reached[id])
            result.island[id] = pagesIn[root(quint32(id))];
    return result;
}

QString chainText(const CrawlResult &crawl, const CrawledPage &page, const QList<quint32> &chain)
{
    QStringList steps { display(crawl, page.url) };
    for (const quint32 id : chain)
        steps.append(display(crawl, id));
    return steps.join(QStringLiteral(" → "));
}

} // namespace

Sitemap CrawlSitemap::generate(const CrawlResult &crawl, const GenerateOptions &options)
{
    Sitemap sitemap;
    sitemap.kind = Sitemap::Kind::UrlSet;
    for (const CrawledPage &page : crawl.pages)
        if (crawl.isIndexable(page) && listable(crawl, page, options.urlRules))
            sitemap.entries.append(entryFor(crawl, page, options));
    return sitemap;
}

QList<UrlEntry> CrawlSitemap::missingPages(const Workspace &workspace, const CrawlResult &crawl,
                                           const GenerateOptions &options)
{
    QList<UrlEntry> out;
    for (const qsizetype index : missingPageIndexes(workspace, crawl))
        out.append(entryFor(crawl, crawl.pages.at(index), options));
    return out;
}

QList<qsizetype> CrawlSitemap::missingPageIndexes(const Workspace &workspace,
                                                  const CrawlResult &crawl)
{
    const QHash<QByteArray, EntryRef> listed = listedEntries(workspace);
    QList<qsizetype> out;
    for (qsizetype i = 0; i < crawl.pages.size(); ++i)
        if (crawl.isIndexable(crawl.pages.at(i)) && !listing(listed, crawl, crawl.pages.at(i)))
            out.append(i);
    return out;
}

namespace {

// URLs that must follow their header's date, at least, before the file is said to follow the
// deploy: two pages can share a date by chance.
constexpr qsizetype MinDeployPattern = 3;

// Whether `a` is later than `b` by more than the coarser of their precisions allows: a day
// between dates, a day between a date and a time (a page's "2024-05-20" and a sitemap's
// "2024-05-20T18:00:00+00:00" are one day), and a minute between times.
qint64 lateBy(const W3cDateTime &a, const W3cDateTime &b)
{
    constexpr qint64 Day = 86'400'000;
    const bool days = a.precision() <= W3cDateTime::Precision::Day
        || b.precision() <= W3cDateTime::Precision::Day;
    const qint64 difference = a.toMSecsSinceEpoch() - b.toMSecsSinceEpoch();
    return days ? (difference > Day ? difference : 0) : (difference > 60'000 ? difference : 0);
}

} // namespace

void CrawlSitemap::checkDates(const UrlEntry &entry, const CrawledPage &page,
                              const CrawlResult &crawl, const QString &url, const AddFinding &add,
                              qsizetype *dated, qsizetype *likeHeader,
                              QHash<qint64, qsizetype> *headerDays)
{
    const W3cDateTime listed = entry.lastmod();
    if (!listed.isValid() || page.modifiedSource == PageDateSource::None)
        return;
    const W3cDateTime own = W3cDateTime::fromString(crawl.pageModified(page));
    if (!own.isValid())
        return;
    ++*dated;
    const QString where = QString(pageDateSourceId(page.modifiedSource));
    const bool late = lateBy(listed, own) > 0;
    if (!late && lateBy(own, listed) == 0)
        return; // the page agrees
    Finding &finding = late
        ? add(RuleId::LastmodLaterThanPage,
              tr("The lastmod %1 of %2 is later than the page's own date %3 (its %4)")
                  .arg(listed.toString(), url, own.toString(), where))
        : add(RuleId::LastmodStale,
              tr("The lastmod %1 of %2 is earlier than the page's own date %3 (its %4): the page "
                 "changed since")
                  .arg(listed.toString(), url, own.toString(), where));
    finding.field = FindingField::Lastmod;
    finding.suggestion = own.toString();
    if (page.lastModified >= 0) {
        const QDate headerDay = QDateTime::fromMSecsSinceEpoch(page.lastModified, Qt::UTC).date();
        if (listed.toDateTime().toUTC().date() == headerDay) {
            ++*likeHeader;
            ++(*headerDays)[headerDay.toJulianDay()];
        }
    }
}

void CrawlSitemap::checkHistory(const UrlEntry &entry, const CrawledPage &page,
                                const CrawlResult &crawl, const QString &url,
                                const AddFinding &add)
{
    const W3cDateTime listed = entry.lastmod();
    const std::optional<PageContent> content = crawl.content(page);
    if (!listed.isValid() || !content || content->firstSeen < 0 || crawl.crawledAt < 0)
        return;
    auto time = [](qint64 ms) {
        return W3cDateTime::fromDateTime(QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC));
    };
    // The crawls' times are exact to the second; the lastmod stands for the span its precision
    // leaves open ("2024-05-20" is all of that day in its zone), and is judged by its whole span.
    const qint64 from = listed.toMSecsSinceEpoch();
    const qint64 span = listed.precision() <= W3cDateTime::Precision::Day ? 86'400'000
        : listed.precision() == W3cDateTime::Precision::Minutes       ? 60'000
                                                                      : 1'000;
    const qint64 to = from + span - 1;
    const W3cDateTime firstSeen = time(content->firstSeen), crawled = time(crawl.crawledAt);
    Finding *finding = nullptr;
    if (content->firstSeen < crawl.crawledAt) {
        // Seen as it is now by an earlier crawl and by this one: no change in between.
        if (listed.precision() >= W3cDateTime::Precision::Day && from > content->firstSeen
            && to < crawl.crawledAt)
            finding = &add(RuleId::LastmodDisprovedByContent,
                           tr("The lastmod %1 of %2 claims a change the crawls disprove: the "
                              "crawl of %3 saw the content the page has now, and the crawl of "
                              "%4 saw it unchanged; it last changed %5")
                               .arg(listed.toString(), url, firstSeen.toString(),
                                    crawled.toString(), content->changed));
    } else if (const PageContent *old = crawl.earlierContent(page)) {
        // Changed since an earlier crawl saw the page: the lastmod should be later than that.
        if (old->lastSeen >= 0 && to < old->lastSeen)
            finding = &add(RuleId::LastmodMissedContentChange,
                           tr("The content of %1 changed after its lastmod %2: the crawl of %3 "
                              "saw other content, the crawl of %4 the content it has now")
                               .arg(url, listed.toString(), time(old->lastSeen).toString(),
                                    crawled.toString()));
    }
    if (finding) {
        finding->field = FindingField::Lastmod;
        finding->suggestion = content->changed;
    }
}

void CrawlSitemap::checkImages(const UrlEntry &entry, const CrawledPage &page,
                               const CrawlResult &crawl, const QString &url, const AddFinding &add)
{
    QSet<QByteArray> listed;
    for (const Image &image : entry.images())
        listed.insert(Url::normalized(image.loc().toUtf8()));
    const QString host = crawl.url(page.url).host().toLower();
    QStringList missing;
    for (const quint32 id : crawl.images(page)) {
        const QString image = crawl.urlText(id);
        if (crawl.url(id).host().toLower() == host
            && !listed.contains(Url::normalized(image.toUtf8()))
            && !crawl.isDisallowed(crawl.url(id), u"Googlebot-Image"))
            missing.append(image);
    }
    if (missing.isEmpty())
        return;
    Finding &finding = add(RuleId::ImagesMissingFromEntry,
                           tr("%1 shows images its entry lacks (%2): %3")
                               .arg(url, QString::number(missing.size()),
                                    missing.mid(0, 3).join(QStringLiteral(", "))
                                        + (missing.size() > 3 ? QStringLiteral(", …") : QString())));
    finding.field = FindingField::Image;
    finding.suggestion = missing.join(u' '); // URLs hold no space: the fix adds each
}

QList<Finding> CrawlSitemap::audit(const Workspace &workspace, const CrawlResult &crawl,
                                   const CrawlUrlRules &rules)
{
    QList<Finding> findings;
    const QHash<QByteArray, EntryRef> listed = listedEntries(workspace);
    const Reachability reach = reachability(crawl);
    const QString start = crawl.startUrl.toDisplayString();
    const QSet<quint32> onlyByScript = crawl.reachedOnlyByJavaScript();
    // Listed indexable pages by their content's fingerprint, for SM433; a page without content
    // of its own (nothing but boilerplate) is no one's duplicate.
    struct Listed
    {
        qint32 sitemap;
        qsizetype entry;
        quint32 page;
    };
    QHash<quint64, QList<Listed>> byContent;
    const quint64 nothing = ContentFingerprint::fingerprint({}, crawl.boilerplate);

    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        if (sitemap.isIndex())
            continue;
        // Images are checked only in a file that lists some: the site uses image sitemaps.
        const bool listsImages = std::any_of(sitemap.entries.cbegin(), sitemap.entries.cend(),
                                             [](const UrlEntry &e) { return !e.images().isEmpty(); });
        // Lastmods against the pages' dates and their headers, for the file's own finding.
        qsizetype dated = 0, likeHeader = 0;
        QHash<qint64, qsizetype> headerDays; // the headers' days those follow, by count
        for (qsizetype e = 0; e < sitemap.entries.size(); ++e) {
            const UrlEntry &entry = sitemap.entries.at(e);
            const PooledView loc = entry.locView();
            const CrawledPage *page = crawl.page(crawl.find(loc));
            if (!page)
                continue; // outside the crawl's scope, or never reached
            const QString url = display(crawl, page->url);
            auto add = [&](QLatin1StringView rule, const QString &message) -> Finding & {
                Finding finding = Finding::make(rule, message);
                finding.sitemap = s;
                finding.entryIndex = e;
                finding.field = FindingField::Loc;
                finding.line = entry.sourceLine();
                findings.append(std::move(finding));
                return findings.last();
            };
            // Where the fix should point: the page `id` when it is indexable, and to the entry
            // that lists it already when there is one (then this entry goes).
            auto pointTo = [&](Finding &finding, quint32 id) {
                const CrawledPage *target = crawl.page(id);
                if (!target || !crawl.isIndexable(*target))
                    return;
                if (const EntryRef *other = listing(listed, crawl, *target)) {
                    finding.relatedSitemap = other->sitemap;
                    finding.relatedEntry = other->entry;
                } else {
                    finding.suggestion = location(crawl, *target);
                }
            };

            // What the crawl may fetch, Googlebot may not: the search console reports it
            // blocked, whatever the page says.
            if (page->has(CrawledPage::Fetched)
                && crawl.isDisallowed(crawl.url(page->url), u"Googlebot")) {
                add(RuleId::BlockedByRobots,
                    tr("%1 is blocked by robots.txt for Googlebot (the crawl, allowed by the "
                       "group it obeys, fetched it)")
                        .arg(url));
                continue;
            }
            switch (crawl.indexability(*page)) {
            case Indexability::NotFetched:
                continue;
            case Indexability::Blocked:
                if (page->has(CrawledPage::BlockedByRobots))
                    add(RuleId::BlockedByRobots,
                        tr("%1 is blocked by robots.txt: %2").arg(url, page->message));
                else
                    add(page->error == FetchResult::Error::HttpStatus ? RuleId::UrlServerError
                                                                      : RuleId::UrlUnreachable,
                        tr("%1 was not fetched: %2").arg(url, page->message));
                continue;
            case Indexability::Redirect: {
                bool loop = false;
                const QList<quint32> chain = crawl.redirectChain(*page, &loop);
                if (loop) {
                    add(RuleId::UrlRedirects,
                        tr("%1 redirects in a loop: %2").arg(url, chainText(crawl, *page, chain)));
                } else if (page->error != FetchResult::Error::None) {
                    add(RuleId::UrlRedirects, page->message);
                } else {
                    const quint32 last = chain.isEmpty() ? page->redirect : chain.last();
                    const CrawledPage *end = crawl.page(last);
                    // An instant meta refresh answers 200: the redirect is in the page, as a
                    // JavaScript redirect's is in its script.
                    const PageRendering *rendering = crawl.rendering(*page);
                    const QString status = page->has(CrawledPage::MetaRefresh)
                        ? tr("an instant meta refresh")
                        : rendering && rendering->has(PageRendering::JavaScriptRedirect)
                        ? tr("a JavaScript redirect")
                        : tr("HTTP %1").arg(page->status);
                    Finding &finding = chain.size() > 1
                        ? add(RuleId::UrlRedirects,
                              tr("%1 redirects (%2) to %3, which answered %4, through %5")
                                  .arg(url, status, display(crawl, last),
                                       end ? QString::number(end->status) : tr("nothing yet"),
                                       chainText(crawl, *page, chain)))
                        : add(RuleId::UrlRedirects,
                              tr("%1 redirects (%2) to %3, which answered %4")
                                  .arg(url, status, display(crawl, last),
                                       end ? QString::number(end->status) : tr("nothing yet")));
                    pointTo(finding, last);
                }
                continue;
            }
            case Indexability::NotFound:
                add(RuleId::UrlNotFound,
                    tr("%1 answered %2 (%3)")
                        .arg(url, QString::number(page->status),
                             page->status == 410 ? tr("Gone") : tr("Not Found")));
                continue;
            case Indexability::Error:
                if (page->status >= 500)
                    add(RuleId::UrlServerError, page->message);
                else if (page->status == 0 || page->error != FetchResult::Error::None)
                    add(RuleId::UrlUnreachable, page->message);
                continue; // 401, 403, a 429 that persists: the status says it
            case Indexability::NotHtml:
                add(RuleId::NotHtml,
                    crawl.contentType(*page).isEmpty()
                        ? tr("%1 is a document of no type, not an HTML page").arg(url)
                        : tr("%1 is %2, not an HTML page")
                              .arg(url, QString::fromLatin1(crawl.contentType(*page))));
                break;
            case Indexability::Noindex: {
                QString where;
                if (page->has(CrawledPage::NoindexMeta) && page->has(CrawledPage::NoindexHeader))
                    where = tr("its robots meta tag and its X-Robots-Tag header");
                else if (page->has(CrawledPage::NoindexMeta))
                    where = tr("its robots meta tag");
                else
                    where = tr("its X-Robots-Tag header");
                add(RuleId::SubmittedNoindex, tr("%1 is marked noindex by %2").arg(url, where));
                break;
            }
            case Indexability::CanonicalElsewhere: {
                Finding &finding = add(RuleId::NotSelectedCanonical,
                                       tr("%1 names %2 as its canonical URL")
                                           .arg(url, display(crawl, page->canonical)));
                pointTo(finding, page->canonical);
                break;
            }
            case Indexability::Indexable: {
                // hreflang: only when both give some, and they differ.
                QSet<QString> inPage, inSitemap;
                for (const CrawledPage::Alternate &a : page->alternates)
                    inPage.insert(
                        crawl.hreflang(a.hreflang).toLower() + u' '
                        + QString::fromUtf8(Url::normalized(crawl.urlText(a.url).toUtf8())));
                for (const Alternate &a : entry.alternates())
                    if (!a.hreflang.isEmpty())
                        inSitemap.insert(a.hreflang.trimmed().toLower() + u' '
                                         + QString::fromUtf8(Url::normalized(a.href.toUtf8())));
                checkDates(entry, *page, crawl, url, add, &dated, &likeHeader, &headerDays);
                checkHistory(entry, *page, crawl, url, add);
                if (const std::optional<PageContent> content = crawl.content(*page);
                    content && content->fingerprint != nothing) {
                    QList<Listed> &group = byContent[content->fingerprint];
                    if (std::none_of(group.cbegin(), group.cend(),
                                     [page](const Listed &l) { return l.page == page->url; }))
                        group.append({ s, e, page->url });
                }
                if (listsImages)
                    checkImages(entry, *page, crawl, url, add);
                if (!inPage.isEmpty() && !inSitemap.isEmpty() && inPage != inSitemap) {
                    QStringList pageOnly, sitemapOnly;
                    for (const QString &link : std::as_const(inPage))
                        if (!inSitemap.contains(link))
                            pageOnly.append(link);
                    for (const QString &link : std::as_const(inSitemap))
                        if (!inPage.contains(link))
                            sitemapOnly.append(link);
                    pageOnly.sort();
                    sitemapOnly.sort();
                    auto list = [](const QStringList &links) {
                        QStringList out;
                        for (const QString &link : links)
                            out.append(QString(link).replace(u' ', QStringLiteral(" → ")));
                        return out.isEmpty() ? tr("nothing") : out.join(QStringLiteral(", "));
                    };
                    add(RuleId::HreflangDisagrees,
                        tr("The hreflang of %1 differs between the page and the sitemap: only the "
                           "page gives %2; only the sitemap gives %3")
                            .arg(url, list(pageOnly), list(sitemapOnly)));
                }
                break;
            }
            }
            RenderAudit::check(crawl, *page, url, onlyByScript, add);
            // Fetched and answered: does a chain of links from the start page reach it?
            if (crawl.isComplete() && !reach.reached[page->url]) {
                const quint32 island = reach.island[page->url];
                add(RuleId::NotLinked,
                    island > 1
                        ? tr("%1 is in the sitemap, but no chain of followed links from the start "
                             "page %2 reaches it: it is one of %3 crawled pages that link only "
                             "among themselves")
                              .arg(url, start)
                              .arg(island)
                        : tr("%1 is in the sitemap, but no chain of followed links from the start "
                             "page %2 reaches it")
                              .arg(url, start));
            }
        }
        // Most dated URLs on their header's day while their pages say otherwise: the deploy.
        if (dated > 0 && likeHeader * 2 > dated && likeHeader >= MinDeployPattern) {
            qint64 day = 0;
            qsizetype most = 0;
            for (auto it = headerDays.cbegin(); it != headerDays.cend(); ++it)
                if (it.value() > most) {
                    most = it.value();
                    day = it.key();
                }
            Finding finding = Finding::make(
                RuleId::LastmodFollowsDeploy,
                tr("%1 of the %2 URLs whose pages give their own date carry their Last-Modified "
                   "header's date instead (%3 of them %4, the time of a deploy rather than of "
                   "their pages)",
                   nullptr, int(dated))
                    .arg(likeHeader)
                    .arg(dated)
                    .arg(most)
                    .arg(QDate::fromJulianDay(day).toString(Qt::ISODate)));
            finding.sitemap = s;
            finding.entryIndex = -1;
            findings.append(std::move(finding));
        }
    }

    // Groups of listed pages with one content, each its own canonical: one finding a group,
    // on its first entry, in the order the sitemaps list them.
    QList<QList<Listed>> groups;
    for (const QList<Listed> &group : std::as_const(byContent))
        if (group.size() > 1)
            groups.append(group);
    std::sort(groups.begin(), groups.end(), [](const QList<Listed> &a, const QList<Listed> &b) {
        return std::pair(a.first().sitemap, a.first().entry)
            < std::pair(b.first().sitemap, b.first().entry);
    });
    for (const QList<Listed> &group : std::as_const(groups)) {
        const UrlEntry &kept = workspace.sitemaps.at(group.first().sitemap)
                                   .entries.at(group.first().entry);
        QStringList urls, others;
        for (const Listed &l : group) {
            urls.append(display(crawl, l.page));
            if (&l != &group.first())
                others.append(workspace.sitemaps.at(l.sitemap).entries.at(l.entry).loc());
        }
        Finding finding = Finding::make(
            RuleId::DuplicateWithoutCanonical,
            tr("%n pages of the sitemap have the same main content, and none names one of them "
               "as its canonical URL: %1",
               nullptr, int(group.size()))
                .arg(urls.join(QStringLiteral(", "))));
        finding.sitemap = group.first().sitemap;
        finding.entryIndex = group.first().entry;
        finding.field = FindingField::Loc;
        finding.line = kept.sourceLine();
        finding.suggestion = others.join(u'\n');
        findings.append(std::move(finding));
    }

    // The indexable pages no sitemap lists, about the first sitemap of URLs as a whole.
    qint32 first = 0;
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
        if (!workspace.sitemaps.at(s).isIndex()) {
            first = s;
            break;
        }
    for (const CrawledPage &page : crawl.pages) {
        if (!crawl.isIndexable(page) || listing(listed, crawl, page)
            || !listable(crawl, page, rules))
            continue;
        const quint32 links = crawl.inlinks(page.url);
        Finding finding = Finding::make(
            RuleId::MissingFromSitemap,
            // No plural here: the command line shows the engine's messages untranslated.
            tr("%1 is indexable, but no sitemap lists it (crawled pages linking to it: %2)")
                .arg(location(crawl, page), QString::number(links)));
        finding.sitemap = first;
        finding.suggestion = location(crawl, page);
        findings.append(std::move(finding));
    }
    return findings;
}

QString CrawlSitemap::verdictLabel(Indexability verdict)
{
    switch (verdict) {
    case Indexability::Indexable:
        return tr("Indexable");
    case Indexability::NotFetched:
        return tr("Not fetched");
    case Indexability::Blocked:
        return tr("Blocked by robots.txt");
    case Indexability::Redirect:
        return tr("Redirect");
    case Indexability::NotFound:
        return tr("Not found (404, 410)");
    case Indexability::Error:
        return tr("Error or no answer");
    case Indexability::NotHtml:
        return tr("Not HTML");
    case Indexability::Noindex:
        return tr("Marked noindex");
    case Indexability::CanonicalElsewhere:
        return tr("Canonicalised elsewhere");
    }
    return {};
}

PageDateSource CrawlSitemap::lastmodSource(const CrawlResult &crawl, const CrawledPage &page,
                                          GenerateOptions::LastmodSource preferred,
                                          W3cDateTime *date)
{
    W3cDateTime found;
    PageDateSource source = PageDateSource::None;
    if (preferred == GenerateOptions::LastmodSource::History) {
        // The history alone: a page not read as HTML has none, and gets no lastmod.
        if (const std::optional<PageContent> content = crawl.content(page)) {
            found = W3cDateTime::fromString(content->changed);
            if (found.isValid())
                source = PageDateSource::ContentHistory;
        }
        if (date)
            *date = found;
        return source;
    }
    if (preferred == GenerateOptions::LastmodSource::Page
        && page.modifiedSource != PageDateSource::None) {
        found = W3cDateTime::fromString(crawl.pageModified(page));
        if (found.isValid())
            source = page.modifiedSource;
    }
    if (source == PageDateSource::None && page.lastModified >= 0) {
        found = W3cDateTime::fromDateTime(QDateTime::fromMSecsSinceEpoch(page.lastModified, Qt::UTC));
        source = PageDateSource::LastModifiedHeader;
    }
    if (date)
        *date = found;
    return source;
}

qsizetype CrawlSitemap::unjudged(const Workspace &workspace, const CrawlResult &crawl,
                                 qsizetype *listed)
{
    qsizetype urls = 0, count = 0;
    for (const Sitemap &sitemap : workspace.sitemaps) {
        if (sitemap.isIndex())
            continue;
        for (const UrlEntry &entry : sitemap.entries) {
            ++urls;
            const PooledView loc = entry.locView();
            const CrawledPage *page = crawl.page(crawl.find(loc));
            if (!page || crawl.indexability(*page) == CrawlResult::Indexability::NotFetched)
                ++count;
        }
    }
    if (listed)
        *listed = urls;
    return count;
}

void CrawlSitemap::moveToStaging(Workspace &workspace, const CrawlUrlRules &rules,
                                 const QUrl &start)
{
    if (rules.publishUrl.isEmpty())
        return;
    const auto staged = [&](const QString &url) {
        return QString::fromLatin1(
            rules.fromPublished(QUrl(url.trimmed(), QUrl::TolerantMode), start).toEncoded());
    };
    for (Sitemap &sitemap : workspace.sitemaps)
        if (!sitemap.isIndex())
            for (UrlEntry &entry : sitemap.entries)
                moveUrls(entry, staged);
}

void CrawlSitemap::nameAsPublished(QList<Finding> &findings, const CrawlUrlRules &rules,
                                   const QUrl &start)
{
    const PublishedNames names(rules, start);
    for (Finding &f : findings) {
        names.rename(&f.message);
        names.rename(&f.suggestion);
    }
}

SiteAudit CrawlSitemap::siteAudit(const Workspace &workspace, const CrawlResult &crawl,
                                  const CrawlUrlRules &rules)
{
    SiteAudit audit;
    audit.site = crawl.startUrl.toDisplayString();
    audit.complete = crawl.isComplete();
    audit.findings = CrawlSitemap::audit(workspace, crawl, rules);
    audit.sitemapUrlsNotJudged = unjudged(workspace, crawl, &audit.sitemapUrls);
    QHash<int, qint64> verdicts;
    QHash<QString, qint64> statuses;
    for (const CrawledPage &page : crawl.pages) {
        const bool fetched = page.has(CrawledPage::Fetched);
        if (!page.isDone())
            continue;
        ++audit.pagesDone;
        audit.pagesCrawled += fetched;
        ++verdicts[int(crawl.indexability(page))];
        ++statuses[!fetched           ? tr("not asked (robots.txt)")
                       : page.status > 0 ? QString::number(page.status)
                                         : tr("no answer")];
    }
    for (auto it = verdicts.cbegin(); it != verdicts.cend(); ++it)
        audit.verdicts.append({ verdictLabel(Indexability(it.key())), it.value() });
    for (auto it = statuses.cbegin(); it != statuses.cend(); ++it)
        audit.statuses.append({ it.key(), it.value() });
    auto mostFirst = [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    };
    std::sort(audit.verdicts.begin(), audit.verdicts.end(), mostFirst);
    std::sort(audit.statuses.begin(), audit.statuses.end(), mostFirst);
    audit.cuts = crawl.limitsReached;
    for (const CrawlCut &cut : crawl.cuts)
        audit.cuts.append(cut.describe());
    audit.notFound = notFoundPages(audit.findings, workspace, crawl);
    if (!rules.publishUrl.isEmpty()) {
        const PublishedNames names(rules, crawl.startUrl);
        nameAsPublished(audit.findings, rules, crawl.startUrl);
        for (SiteAudit::NotFoundPage &page : audit.notFound) {
            names.rename(&page.url);
            for (SiteAudit::NotFoundPage::Link &link : page.links)
                names.rename(&link.from);
        }
    }
    return audit;
}

QList<SiteAudit::NotFoundPage> CrawlSitemap::notFoundPages(const QList<Finding> &findings,
                                                           const Workspace &workspace,
                                                           const CrawlResult &crawl)
{
    // The gone pages by URL id, then one pass over every link of the crawl: linear in the
    // links, and the pages that link to a gone page kept up to MaxLinks each.
    QHash<quint32, qsizetype> gone;
    QList<SiteAudit::NotFoundPage> pages;
    for (const CrawledPage &page : crawl.pages) {
        if (!page.has(CrawledPage::Fetched) || crawl.indexability(page) != Indexability::NotFound)
            continue;
        gone.insert(page.url, pages.size());
        SiteAudit::NotFoundPage notFound;
        notFound.url = display(crawl, page.url);
        notFound.status = page.status;
        pages.append(std::move(notFound));
    }
    if (pages.isEmpty())
        return pages;
    // Those the sitemap lists: SM411 is about their entries.
    for (const Finding &f : findings) {
        if (f.ruleId != RuleId::UrlNotFound || f.sitemap < 0
            || f.sitemap >= workspace.sitemaps.size())
            continue;
        const QList<UrlEntry> &entries = workspace.sitemaps.at(f.sitemap).entries;
        if (f.entryIndex < 0 || f.entryIndex >= entries.size())
            continue;
        const PooledView loc = entries.at(f.entryIndex).locView();
        const auto at = gone.constFind(crawl.find(loc));
        if (at != gone.cend())
            pages[*at].inSitemap = true;
    }
    for (const CrawledPage &page : crawl.pages) {
        for (qsizetype i = 0; i < qsizetype(page.links.size()); ++i) {
            const auto at = gone.constFind(page.links[size_t(i)]);
            if (at == gone.cend())
                continue;
            SiteAudit::NotFoundPage &target = pages[*at];
            ++target.linkCount;
            if (target.links.size() < SiteAudit::MaxLinks)
                target.links.append({ display(crawl, page.url), crawl.linkAnchor(page, i) });
        }
    }
    std::stable_sort(pages.begin(), pages.end(),
                     [](const SiteAudit::NotFoundPage &a, const SiteAudit::NotFoundPage &b) {
                         if (a.inSitemap != b.inSitemap)
                             return a.inSitemap;
                         return a.linkCount > b.linkCount;
                     });
    return pages;
}

} // namespace Studio
