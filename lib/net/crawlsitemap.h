#pragma once

#include "model/sitemap.h"
#include "crawler.h"
#include "util/w3cdatetime.h"

#include <functional>
#include "model/siteaudit.h"
#include "model/finding.h"

#include <QCoreApplication>
#include <QList>

namespace Studio {

class Workspace;

struct GenerateOptions
{
    // <lastmod> for each page: from where lastmodSource says (pages without a date get none).
    // Off by default: a date that is not true teaches search engines to distrust them all.
    bool lastmod = false;
    enum class LastmodSource : quint8 {
        // The page's own modified date (CrawledPage::modifiedSource: JSON-LD, the article and
        // Open Graph tags, <time>), else its Last-Modified header.
        Page,
        // The Last-Modified header alone, which static hosts and CDNs often set to the time
        // of the last deploy, the same for every page.
        Header,
        // When the crawls saw the page's content change (PageContent::changed): the time the
        // first crawl saw its present content, or for a page no earlier crawl saw (crawl
        // --since), the date it states, else this crawl's time. To the second, with the zone.
        History,
    };
    LastmodSource lastmodSource = LastmodSource::Page;
    // <image:image> for each page's content images (HtmlPage::images) on the page's own host
    // or one of imageHosts (lower case), and not disallowed for Googlebot-Image by a
    // robots.txt the crawl read.
    bool images = false;
    QStringList imageHosts;
    // <xhtml:link rel="alternate" hreflang> from each page's own annotations, those whose
    // target is itself an indexable page of the crawl (an alternate that redirects, is
    // noindex or is not its own canonical would make the sitemap contradict itself).
    bool hreflang = false;

    // The crawl's URL rules (CrawlOptions::urlRules): pages whose URL matches a noList
    // pattern are left out (the start URL too when it matches no include pattern), and with a
    // publish URL the pages, images and alternates of the start URL's origin are listed under
    // it (CrawlUrlRules::toPublished).
    CrawlUrlRules urlRules;
};

// The crawl of a site turned into a sitemap (generation), and a sitemap checked against it
// (audit). Both read the crawl's verdicts (CrawlResult::indexability) and nothing else.
class CrawlSitemap
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::CrawlSitemap)
public:
    // A new sitemap of exactly the pages a search engine would index (status 200, HTML, not
    // noindex by meta or header, their own canonical, not blocked by robots.txt), in the order
    // the crawl met them, each under the URL that answered. A page that a limit kept the crawl
    // from is not in it, nor is a page never reached.
    static Sitemap generate(const CrawlResult &crawl, const GenerateOptions &options = {});

    // The audit: for each URL of the workspace's sitemaps that the crawl fetched, what search
    // consoles would say (SM409 blocked, SM410 redirect, SM411 404 or 410, SM412 5xx, SM413
    // no answer, SM415 noindex, SM416 canonical elsewhere, SM417 not HTML, SM419 not linked,
    // SM608 hreflang that disagrees), placed at the entry; then SM418 for each indexable page
    // no sitemap lists, about the first sitemap as a whole. SM419 only when the crawl was
    // complete (no limit cut it short). In sitemap and entry order, SM418 last. Pages that
    // `rules` keep out of a sitemap (noList) are not reported missing.
    static QList<Finding> audit(const Workspace &workspace, const CrawlResult &crawl,
                                const CrawlUrlRules &rules = CrawlUrlRules());

    // The indexable pages of the crawl that the workspace does not list, as entries made as
    // generate() makes them ("Add the missing pages").
    static QList<UrlEntry> missingPages(const Workspace &workspace, const CrawlResult &crawl,
                                        const GenerateOptions &options = {});
    // The same pages as indexes into crawl.pages, in crawl order (the missing-pages table).
    static QList<qsizetype> missingPageIndexes(const Workspace &workspace,
                                               const CrawlResult &crawl);
    // How many URLs the workspace's sitemaps list (`listed`) and how many of them the crawl
    // did not fetch (outside the site, or a limit came first), which audit() cannot judge: so
    // that a clean audit of a partial crawl is not taken for a clean sitemap.
    static qsizetype unjudged(const Workspace &workspace, const CrawlResult &crawl,
                              qsizetype *listed = nullptr);
    // The audit for the review report: audit()'s findings, the pages by verdict and by status,
    // the sitemap's URLs not judged, and the crawl's cuts and limits. With a publish URL in
    // `rules`, `workspace` is a production sitemap moved to staging (moveToStaging()), and
    // the findings and the pages not found name its URLs by their production address.
    static SiteAudit siteAudit(const Workspace &workspace, const CrawlResult &crawl,
                               const CrawlUrlRules &rules = CrawlUrlRules());
    // A production sitemap judged against a crawl of staging (--publish-url): the URLs of its
    // sitemaps (locations, images, hreflang links) of the publish URL's site moved to the
    // site crawled from `start` (CrawlUrlRules::fromPublished), so that they are asked there
    // and met in the crawl. Nothing without a publish URL.
    static void moveToStaging(Workspace &workspace, const CrawlUrlRules &rules, const QUrl &start);
    // Then the texts of `findings` (messages and the fixes' suggestions) that name the
    // staging site's URLs name them as the sitemap does, by their production address.
    static void nameAsPublished(QList<Finding> &findings, const CrawlUrlRules &rules,
                                const QUrl &start);
    // The pages the crawl found gone (404 or 410), each with the crawled pages that link to it
    // and their anchor texts (SiteAudit::notFound); `findings` are audit()'s for `workspace`,
    // which say which of them the sitemap lists. siteAudit() fills them in.
    static QList<SiteAudit::NotFoundPage> notFoundPages(const QList<Finding> &findings,
                                                        const Workspace &workspace,
                                                        const CrawlResult &crawl);
    // Where the lastmod that generate() writes for `page` comes from (LastModifiedHeader, a
    // source of the page's, or None when it writes none), and the date itself.
    static PageDateSource lastmodSource(const CrawlResult &crawl, const CrawledPage &page,
                                        GenerateOptions::LastmodSource preferred,
                                        W3cDateTime *date = nullptr);
    // A verdict for people: "Canonicalised elsewhere".
    static QString verdictLabel(CrawlResult::Indexability verdict);

private:
    using AddFinding = std::function<Finding &(QLatin1StringView rule, const QString &message)>;
    // SM420 and SM421 for an entry of an indexable page, and what SM422 counts: the dated
    // entries whose page gives a date of its own, and those that follow their header instead.
    static void checkDates(const UrlEntry &entry, const CrawledPage &page,
                           const CrawlResult &crawl, const QString &url, const AddFinding &add,
                           qsizetype *dated, qsizetype *likeHeader,
                           QHash<qint64, qsizetype> *headerDays);
    // SM431 and SM432: the entry's lastmod against its page's content history.
    static void checkHistory(const UrlEntry &entry, const CrawledPage &page,
                             const CrawlResult &crawl, const QString &url, const AddFinding &add);
    // SM423: the page's images on its own host that the entry lacks.
    static void checkImages(const UrlEntry &entry, const CrawledPage &page,
                            const CrawlResult &crawl, const QString &url, const AddFinding &add);
};

} // namespace Studio
