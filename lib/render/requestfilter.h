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

// Every request a page makes passes here before it leaves (Qt 6 asks on the thread of the
// page): the crawl's rules applied to it as Google's renderer applies its own. Made: the
// page's scripts, style sheets and data (fetch, XMLHttpRequest), each only when the robots.txt
// of its origin allows it for the crawl's agent, with the crawl's credentials where they were
// given for its origin. Not made: images, fonts, media, frames, plugins, pings, prefetches and
// favicons (nothing a page's links or directives come from), requests to an origin whose
// robots.txt the crawl did not send (named in unknownOrigins(), for the crawl to read it and
// ask again), and any scheme but http, https, data and blob.
class RequestFilter : public QWebEngineUrlRequestInterceptor
{
public:
    void setSettings(const RenderProtocol::Settings &settings) { m_settings = settings; }
    // A new page: its robots.txt rules by origin (PoliteScheduler::originKey()), and the counts
    // started afresh.
    void beginPage(const QHash<QString, QByteArray> &robots);

    void interceptRequest(QWebEngineUrlRequestInfo &info) override;

    int requests() const { return m_requests; }
    int blocked() const { return m_blocked; }
    QStringList blockedByRobots() const { return m_blockedByRobots; }
    QStringList unknownOrigins() const { return m_unknownOrigins; }
    // Milliseconds since the page's last request was asked for.
    qint64 quietMs() const { return m_lastRequest.elapsed(); }

private:
    RenderProtocol::Settings m_settings;
    // Parsed once for every page that names the same text: the site's robots.txt comes with
    // every page.
    QHash<QString, std::shared_ptr<const RobotsTxt>> m_robots; // by origin
    QHash<QString, QByteArray> m_robotsText; // what m_robots was parsed from
    int m_requests = 0;
    int m_blocked = 0;
    QStringList m_blockedByRobots;
    QStringList m_unknownOrigins;
    QElapsedTimer m_lastRequest;
};

} // namespace Studio::Render
