#include "appshell.h"

#include "htmlpage.h"

namespace Studio {

QLatin1StringView renderModeId(RenderMode mode)
{
    switch (mode) {
    case RenderMode::Never:
        return QLatin1StringView("never");
    case RenderMode::Auto:
        return QLatin1StringView("auto");
    case RenderMode::Always:
        return QLatin1StringView("always");
    }
    return {};
}

bool renderModeFromId(QStringView id, RenderMode *mode)
{
    for (const RenderMode m : { RenderMode::Never, RenderMode::Auto, RenderMode::Always })
        if (id.trimmed().compare(renderModeId(m), Qt::CaseInsensitive) == 0) {
            *mode = m;
            return true;
        }
    return false;
}

AppShell AppShell::judge(const HtmlPage &page)
{
    AppShell verdict;
    const HtmlShellSigns &signs = page.shell;
    if (signs.scripts == 0 || signs.textLength >= ThinText)
        return verdict;
    if (!signs.emptyAppRoot.isEmpty()) {
        verdict.sign = Sign::EmptyRoot;
        verdict.root = signs.emptyAppRoot;
    } else if (signs.noscriptAsksForJavaScript) {
        verdict.sign = Sign::NoscriptAsks;
    } else if (page.links.isEmpty()) {
        verdict.sign = Sign::NoLinks;
    }
    return verdict;
}

QLatin1StringView AppShell::signId(Sign sign)
{
    switch (sign) {
    case Sign::None:
        return {};
    case Sign::EmptyRoot:
        return QLatin1StringView("empty-root");
    case Sign::NoscriptAsks:
        return QLatin1StringView("noscript");
    case Sign::NoLinks:
        return QLatin1StringView("no-links");
    }
    return {};
}

bool RenderPolicy::decide(const QString &host, bool shell)
{
    switch (m_mode) {
    case RenderMode::Never:
        return false;
    case RenderMode::Always:
        return true;
    case RenderMode::Auto:
        break;
    }
    // The host's pages so far decide before this one counts: a page that is no shell on a
    // host of shells is rendered too.
    const bool wholeHost = rendersWholeHost(host);
    Tally &tally = m_hosts[host];
    ++tally.pages;
    tally.shells += shell;
    return shell || wholeHost;
}

bool RenderPolicy::rendersWholeHost(const QString &host) const
{
    if (m_mode != RenderMode::Auto)
        return m_mode == RenderMode::Always;
    const Tally tally = m_hosts.value(host);
    return tally.shells >= MinShells && tally.shells * 2 > tally.pages;
}

} // namespace Studio
