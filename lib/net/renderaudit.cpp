#include "renderaudit.h"

#include "model/rule.h"

namespace Studio {

QString RenderAudit::directives(const RobotsDirectives &robots)
{
    return robots.any() ? robots.toString() : tr("none");
}

void RenderAudit::check(const CrawlResult &crawl, const CrawledPage &page, const QString &url,
                        const QSet<quint32> &onlyByScript, const Add &add)
{
    auto canonical = [&](quint32 id) {
        return id == CrawledPage::NoUrl ? tr("none") : crawl.url(id).toDisplayString();
    };
    if (onlyByScript.contains(page.url))
        add(RuleId::LinkedOnlyByJavaScript,
            tr("%1 is reached only through links that JavaScript writes: no crawled page's HTML "
               "as sent links to it")
                .arg(url));
    const PageRendering *rendering = crawl.rendering(page);
    if (!rendering || !rendering->has(PageRendering::Rendered)
        || rendering->has(PageRendering::JavaScriptRedirect))
        return;
    const bool lifted = rendering->robotsBefore.noindex && !rendering->robotsAfter.noindex;
    if (lifted)
        add(RuleId::NoindexBeforeRendering,
            tr("%1 says noindex in its HTML, and its JavaScript changes that to %2; Google does "
               "not render a noindex page, so the page stays out of the index")
                .arg(url, directives(rendering->robotsAfter)));
    else if (rendering->changesRobots())
        add(RuleId::RobotsChangedByJavaScript,
            tr("The robots meta directives of %1 are %2 in its HTML and %3 once its JavaScript "
               "ran")
                .arg(url, directives(rendering->robotsBefore), directives(rendering->robotsAfter)));
    if (rendering->changesCanonical())
        add(RuleId::CanonicalChangedByJavaScript,
            tr("The canonical URL of %1 is %2 in its HTML and %3 once its JavaScript ran")
                .arg(url,
                     rendering->has(PageRendering::ConflictingCanonicalsBefore)
                         ? tr("several that differ")
                         : canonical(rendering->canonicalBefore),
                     rendering->has(PageRendering::ConflictingCanonicalsAfter)
                         ? tr("several that differ")
                         : canonical(rendering->canonicalAfter)));
    if (rendering->has(PageRendering::TimedOut))
        add(RuleId::RenderingTimedOut,
            tr("%1 did not settle within the page time (%2 ms): its requests went on, and it was "
               "read as it stood then")
                .arg(url)
                .arg(rendering->elapsedMs));
    if (rendering->blockedByRobots > 0) {
        QString list = rendering->blockedResources.join(QStringLiteral(", "));
        if (rendering->blockedByRobots > rendering->blockedResources.size())
            list += tr(" and %1 more")
                        .arg(rendering->blockedByRobots - rendering->blockedResources.size());
        add(RuleId::ResourcesBlockedByRobots,
            tr("Rendering %1 needed resources that robots.txt disallows, not loaded: %2")
                .arg(url, list));
    }
}

} // namespace Studio
