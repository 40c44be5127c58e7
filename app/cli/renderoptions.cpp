#include "renderoptions.h"

#include "net/rendererprocesses.h"

#include <QJsonArray>
#include <QLocale>

namespace Studio::Cli {

namespace {

QString number(qint64 value)
{
    return QLocale::c().toString(value);
}

QJsonObject robotsJson(const RobotsDirectives &robots)
{
    return QJsonObject { { QStringLiteral("noindex"), robots.noindex },
                         { QStringLiteral("nofollow"), robots.nofollow } };
}

qint64 unrenderedShells(const CrawlResult &result)
{
    qint64 n = 0;
    for (const CrawledPage &page : result.pages)
        if (const PageRendering *rendering = result.rendering(page))
            n += rendering->has(PageRendering::Shell) && !rendering->has(PageRendering::Rendered);
    return n;
}

QJsonValue urlOrNull(const CrawlResult &result, quint32 id)
{
    return id == CrawledPage::NoUrl ? QJsonValue() : QJsonValue(result.urlText(id));
}

} // namespace

RenderOptions::RenderOptions(OptionSet &set)
    : m_render(set.declare(
        { QStringLiteral("render"),
          tr("Run pages' JavaScript before reading them, as Google renders them: never, auto "
             "(the default: pages whose HTML is an application shell, and every page of a site "
             "whose pages keep being shells) or always."),
          QStringLiteral("never|auto|always"), QStringLiteral("auto") }))
    , m_renderers(set.declare(
          { QStringLiteral("renderers"),
            tr("Renderers at once, each rendering up to four pages at a time (default: two a "
               "processor core, at most %1).")
                .arg(CrawlOptions::MaxRenderers),
            QStringLiteral("n") }))
{
}

QString RenderOptions::unavailableReason()
{
#if SITEMAP_STUDIO_HAS_RENDERER
    if (RendererProcesses::findProgram().isEmpty())
        return tr("JavaScript rendering is not available: the renderer program %1 was not found "
                  "beside %2 (or where SITEMAP_STUDIO_RENDERER names it)")
            .arg(QLatin1StringView(RendererProcesses::ProgramName),
                 QCoreApplication::applicationName());
    return {};
#else
    return tr("JavaScript rendering is not available: this build of %1 has no Qt WebEngine")
        .arg(QCoreApplication::applicationName());
#endif
}

bool RenderOptions::readOptions(const QCommandLineParser &parser, CrawlOptions *options,
                                QString *error) const
{
    if (!renderModeFromId(parser.value(m_render), &options->render)) {
        *error = tr("--render takes never, auto or always, not \"%1\"").arg(parser.value(m_render));
        return false;
    }
    if (parser.isSet(m_renderers)) {
        bool ok = false;
        const int n = parser.value(m_renderers).toInt(&ok);
        if (!ok || n < 1 || n > CrawlOptions::MaxRenderers) {
            *error = tr("--renderers takes a number from 1 to %1, not \"%2\"")
                         .arg(CrawlOptions::MaxRenderers)
                         .arg(parser.value(m_renderers));
            return false;
        }
        options->renderers = n;
    }
    // Asked for in so many words: a crawl that cannot render would not be what was asked.
    if (parser.isSet(m_render) && options->render != RenderMode::Never) {
        if (const QString why = unavailableReason(); !why.isEmpty()) {
            *error = tr("--render %1: %2").arg(renderModeId(options->render), why);
            return false;
        }
    }
    return true;
}

std::unique_ptr<PageRenderer> RenderOptions::makeRenderer(const CrawlOptions &options)
{
    if (!unavailableReason().isEmpty())
        return nullptr;
    return RendererProcesses::forCrawl(options);
}

QStringList RenderOptions::summary(const CrawlResult &result)
{
    const RenderTotals &totals = result.renderTotals;
    QStringList lines;
    if (totals.pagesRendered > 0 || totals.failed > 0) {
        lines.append(tr("Rendered %1 pages with JavaScript (--render %2) in %3 renderers, at "
                        "most %4 MiB of memory together; %5 did not settle within the page "
                        "time, %6 failed; %7 of the pages' own requests were not made, robots.txt "
                        "disallowing them")
                         .arg(number(totals.pagesRendered), renderModeId(totals.mode),
                              number(totals.renderersStarted),
                              number((totals.peakMemoryKiB + 1023) / 1024), number(totals.timedOut),
                              number(totals.failed), number(totals.blockedByRobots)));
        // The first failure says why the others did, as a rule.
        for (const CrawledPage &page : result.pages)
            if (const PageRendering *rendering = result.rendering(page); rendering
                && rendering->has(PageRendering::Failed) && !rendering->message.isEmpty()) {
                lines.append(tr("Rendering failed: %1").arg(rendering->message));
                break;
            }
    }
    const qint64 unrendered = unrenderedShells(result);
    if (unrendered > 0) {
        const QString why = totals.mode == RenderMode::Never ? tr("--render never")
            : !totals.available                              ? unavailableReason()
                                : tr("rendering failed or was cut short");
        lines.append(tr("Application shells that JavaScript builds, read as fetched without "
                        "their script's links and content: %1 (%2)")
                         .arg(number(unrendered), why.isEmpty() ? tr("not rendered") : why));
    }
    return lines;
}

QJsonObject RenderOptions::totalsJson(const CrawlResult &result)
{
    const RenderTotals &totals = result.renderTotals;
    const qint64 unrendered = unrenderedShells(result);
    return QJsonObject {
        { QStringLiteral("mode"), QString(renderModeId(totals.mode)) },
        { QStringLiteral("available"), totals.available },
        { QStringLiteral("renderersStarted"), totals.renderersStarted },
        { QStringLiteral("pagesRendered"), totals.pagesRendered },
        { QStringLiteral("timedOut"), totals.timedOut },
        { QStringLiteral("failed"), totals.failed },
        { QStringLiteral("shells"), totals.shells },
        { QStringLiteral("shellsNotRendered"), unrendered },
        { QStringLiteral("retries"), totals.retries },
        { QStringLiteral("requests"), totals.requests },
        { QStringLiteral("blockedByRobots"), totals.blockedByRobots },
        { QStringLiteral("elapsedMs"), totals.elapsedMs },
        { QStringLiteral("peakMemoryKiB"), totals.peakMemoryKiB },
    };
}

QJsonObject RenderOptions::pageJson(const CrawlResult &result, const CrawledPage &page)
{
    const PageRendering *rendering = result.rendering(page);
    if (!rendering)
        return {};
    QJsonObject o {
        { QStringLiteral("rendered"), rendering->has(PageRendering::Rendered) },
        { QStringLiteral("shell"), QString(AppShell::signId(rendering->shell)) },
    };
    if (!rendering->has(PageRendering::Rendered)) {
        if (!rendering->message.isEmpty())
            o.insert(QStringLiteral("message"), rendering->message);
        return o;
    }
    o.insert(QStringLiteral("settled"), !rendering->has(PageRendering::TimedOut));
    o.insert(QStringLiteral("elapsedMs"), qint64(rendering->elapsedMs));
    o.insert(QStringLiteral("requests"), rendering->requests);
    if (rendering->has(PageRendering::RawNoindex))
        o.insert(QStringLiteral("rawNoindex"), true);
    if (rendering->has(PageRendering::JavaScriptRedirect)) {
        o.insert(QStringLiteral("javascriptRedirect"), urlOrNull(result, page.redirect));
        return o;
    }
    o.insert(QStringLiteral("title"),
             QJsonObject { { QStringLiteral("before"), rendering->titleBefore },
                           { QStringLiteral("after"), rendering->titleAfter } });
    o.insert(QStringLiteral("robots"),
             QJsonObject { { QStringLiteral("before"), robotsJson(rendering->robotsBefore) },
                           { QStringLiteral("after"), robotsJson(rendering->robotsAfter) } });
    o.insert(
        QStringLiteral("canonical"),
        QJsonObject { { QStringLiteral("before"), urlOrNull(result, rendering->canonicalBefore) },
                      { QStringLiteral("after"), urlOrNull(result, rendering->canonicalAfter) } });
    if (rendering->has(PageRendering::HreflangChanged))
        o.insert(QStringLiteral("hreflangChanged"), true);
    QJsonArray links;
    for (const quint32 id : rendering->javascriptLinks)
        links.append(result.urlText(id));
    o.insert(QStringLiteral("javascriptLinks"), links);
    if (rendering->blockedByRobots > 0) {
        o.insert(QStringLiteral("blockedByRobots"), rendering->blockedByRobots);
        o.insert(QStringLiteral("blockedResources"),
                 QJsonArray::fromStringList(rendering->blockedResources));
    }
    return o;
}

} // namespace Studio::Cli
