#pragma once

#include "pagerenderer.h"

#include <QHash>
#include <QLatin1StringView>
#include <QString>

namespace Studio {

struct HtmlPage;

// Whether a page's HTML, as fetched, is an application shell: a page that JavaScript builds in
// the browser (a single-page application of React, Vue, Angular, Svelte, … served as every host
// serves one: each path answers the same index.html), so that a crawler that reads the HTML
// alone finds no content and no link. Judged from HtmlPage::shell and the page's links: some
// scripts, little text a reader sees, and one of an empty application root (<div id="root">,
// <div id="app">, <app-root>), a <noscript> that asks for JavaScript, or no link at all.
// A page without a script is never a shell: there is nothing to run.
struct AppShell
{
    enum class Sign : quint8 {
        None, // not a shell
        EmptyRoot, // scripts, little text, an empty application root
        NoscriptAsks, // scripts, little text, a <noscript> asking for JavaScript
        NoLinks, // scripts, little text, no link
    };

    Sign sign = Sign::None;
    QString root; // the empty root as written ("div#root", "app-root") for EmptyRoot

    bool isShell() const { return sign != Sign::None; }

    // Visible characters below which a page with scripts may be a shell: a sentence or two,
    // what a cookie notice or a "Loading…" holds, not an article.
    static constexpr qsizetype ThinText = 400;

    static AppShell judge(const HtmlPage &page);
    // "empty-root", "noscript", "no-links"; "" for None.
    static QLatin1StringView signId(Sign sign);
};

// Which pages a crawl renders: RenderMode's rule, with Auto's memory of each host. In Auto a
// page is rendered when it is a shell, and every page of a host once the host's pages keep
// being shells: from its MinShells-th shell on, while shells are more than half of its HTML
// pages (a site that is one application renders its few server-built pages too).
class RenderPolicy
{
public:
    static constexpr int MinShells = 3;

    explicit RenderPolicy(RenderMode mode = RenderMode::Auto)
        : m_mode(mode)
    {
    }
    RenderMode mode() const { return m_mode; }

    // An HTML page of `host` (lower case) was read; `shell` is AppShell's verdict on it.
    // Whether to render it.
    bool decide(const QString &host, bool shell);
    // Whether every page of `host` is rendered now (Auto), or all are (Always).
    bool rendersWholeHost(const QString &host) const;

private:
    struct Tally
    {
        int pages = 0;
        int shells = 0;
    };
    RenderMode m_mode;
    QHash<QString, Tally> m_hosts;
};

} // namespace Studio
