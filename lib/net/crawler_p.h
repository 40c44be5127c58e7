#pragma once

// What the Crawler's files (crawler.cpp, crawlrendering.cpp, crawlresult.cpp) share of its
// insides.

#include "crawler.h"

#include <QLocale>
#include <QSet>

namespace Studio {

namespace CrawlerText {
// A count for a sentence: digits without grouping, the same whatever the system's locale.
inline QString number(qint64 value)
{
    return QLocale::c().toString(value);
}
} // namespace CrawlerText

struct Crawler::Job
{
    quint32 id = CrawledPage::NoUrl; // the page's URL
    // The address asked next: the page's URL, or a form of it that a redirect led to (see
    // CrawledPage::answeredUrl).
    QUrl url;
    QList<QUrl> visited; // the URL and each same-page redirect target
    quint16 depth = 0;
    quint8 hops = 0; // redirects that led here from another page
    bool counted = false; // counted toward maxPages
};

// A page sent to the renderer, and what it needs once it comes back.
struct Crawler::Rendering
{
    qsizetype index = -1; // in the result's pages
    Job job;
    HtmlPage raw; // the HTML as fetched, read
    QByteArray body; // as fetched, for the renderer (and a second rendering)
    QByteArray contentType;
    AppShell shell;
    // Asked again once the robots.txt of the origins its requests met is read; a page is
    // rendered twice at most.
    bool retried = false;
    QSet<QString> waitingFor; // origins whose robots.txt is being read for it
    RenderedPage answer; // the renderer's, while its DOM is read
    quint32 elapsedMs = 0; // rendering so far, every attempt
    // The render gate it went through (PoliteScheduler::serverKey()) while it renders; empty
    // when it went without one.
    QString gate;
};

} // namespace Studio
