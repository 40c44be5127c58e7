#pragma once

#include "finding.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace Studio {

// What a crawl of a sitemap's site says of it, as plain data: made by CrawlSitemap::siteAudit
// (net/), shown by the review report (review/), so that neither needs the other.
struct SiteAudit
{
    QString site; // the start page, for people
    qint64 pagesCrawled = 0; // fetched
    qint64 pagesDone = 0; // fetched or decided without a request (robots.txt)
    bool complete = true; // no limit and no cancel cut the crawl short
    qint64 sitemapUrls = 0; // listed by the sitemaps audited
    qint64 sitemapUrlsNotJudged = 0; // of those, not fetched by the crawl: not judged
    // Pages by verdict and by HTTP status, labels for people, most first.
    QList<std::pair<QString, qint64>> verdicts;
    QList<std::pair<QString, qint64>> statuses;
    // The audit's findings (CrawlSitemap::audit) at the sitemap's entries, or at none for the
    // pages it lacks (SM418).
    QList<Finding> findings;
    QStringList cuts; // what the crawl left out or stopped at, a sentence each

    // A page the crawl found gone (404 or 410), with the crawled pages that link to it: what
    // a consultant needs to mend the links, not only to drop the URL from the sitemap.
    struct NotFoundPage
    {
        struct Link
        {
            QString from; // the linking page, as fetched
            QString anchor; // the link's anchor text; empty when it has none
        };
        QString url;
        int status = 404;
        bool inSitemap = false; // the audited sitemaps list it (SM411 is about it)
        // The first MaxLinks linking pages, in crawl order; `linkCount` counts them all.
        QList<Link> links;
        qint64 linkCount = 0;
    };
    // The links each NotFoundPage keeps: a menu link to a gone page repeats on every page.
    static constexpr qsizetype MaxLinks = 20;
    // The pages not found, those the sitemap lists first, then by how many pages link to
    // them; every one the crawl met (a report shows the first ones).
    QList<NotFoundPage> notFound;
};

} // namespace Studio
