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
};

} // namespace Studio
