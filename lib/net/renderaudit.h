#pragma once

#include "crawler.h"
#include "model/finding.h"

#include <QCoreApplication>
#include <QSet>

#include <functional>

namespace Studio {

// What a crawl that rendered pages says of one page a sitemap lists, in Google's terms
// (SM425-SM430): noindex in the HTML that the page's script removes (Google does not render
// such a page), robots directives or a canonical the script changes, a page that only links
// its script writes lead to, a page that did not settle within the page time, resources
// robots.txt blocks. CrawlSitemap::audit() asks it for each listed page it judges.
class RenderAudit
{
    Q_DECLARE_TR_FUNCTIONS(Studio::RenderAudit)

public:
    using Add = std::function<Finding &(QLatin1StringView rule, const QString &message)>;

    // `url` is the page's URL for messages; `onlyByScript` is crawl.reachedOnlyByJavaScript().
    static void check(const CrawlResult &crawl, const CrawledPage &page, const QString &url,
                      const QSet<quint32> &onlyByScript, const Add &add);
    // "noindex, nofollow", "noindex", "nofollow" or "none" (no directive), for messages.
    static QString directives(const RobotsDirectives &robots);
};

} // namespace Studio
