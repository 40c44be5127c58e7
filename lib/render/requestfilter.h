#pragma once

#include "io/readers/robotstxt.h"
#include "net/renderprotocol.h"

#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <QWebEngineUrlRequestInterceptor>

#include <memory>

namespace Studio::Render {

// The robots.txt files the crawl sends with each page, parsed once for all the pages that
// name the same text: a site's robots.txt comes with every page.
class RobotsCache
{
public:
    using Rules = QHash<QString, std::shared_ptr<const RobotsTxt>>; // by origin

    // The rules of `robots` (text by origin, PoliteScheduler::originKey()); origins the crawl
    // no longer sends are forgotten.
    Rules rulesFor(const QHash<QString, QByteArray> &robots);

private:
    Rules m_rules;
    QHash<QString, QByteArray> m_texts; // what m_rules was parsed from
};

// Every request one page makes passes here before it leaves (a page's own interceptor; Qt 6
// asks on the thread of the page): the crawl's rules applied to it as Google's renderer
// applies its own. Made: the page's scripts, style sheets and data (fetch, XMLHttpRequest),
// each only when the robots.txt of its origin allows it for the crawl's agent, with the
// crawl's credentials where they were given for its origin. Not made: images, fonts, media,
// frames, plugins, pings, prefetches and favicons (nothing a page's links or directives come
// from), requests to an origin whose robots.txt the crawl did not send (named in
// unknownOrigins(), for the crawl to read it and ask again), and any scheme but http, https,
// data and blob. One a page, so that what it counts is that page's alone while others render
// beside it.
class RequestFilter : public QWebEngineUrlRequestInterceptor
{
public:
    RequestFilter(const RenderProtocol::Settings &settings, RobotsCache::Rules robots);

    void interceptRequest(QWebEngineUrlRequestInfo &info) override;

    int requests() const { return m_requests; }
    int blocked() const { return m_blocked; }
    QStringList blockedByRobots() const { return m_blockedByRobots; }
    QStringList unknownOrigins() const { return m_unknownOrigins; }
    // Milliseconds since the page's last request was asked for.
    qint64 quietMs() const { return m_lastRequest.elapsed(); }

private:
    RenderProtocol::Settings m_settings;
    RobotsCache::Rules m_robots;
    int m_requests = 0;
    int m_blocked = 0;
    QStringList m_blockedByRobots;
    QStringList m_unknownOrigins;
    QElapsedTimer m_lastRequest;
};

} // namespace Studio::Render
