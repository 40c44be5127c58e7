#include "requestfilter.h"

#include "net/politescheduler.h"
#include "net/siteaccess.h"

namespace Studio::Render {

void RequestFilter::beginPage(const QHash<QString, QByteArray> &robots)
{
    for (auto it = robots.cbegin(); it != robots.cend(); ++it) {
        if (m_robots.contains(it.key()) && m_robotsText.value(it.key()) == it.value())
            continue;
        m_robots.insert(it.key(), std::make_shared<RobotsTxt>(RobotsTxt::parse(it.value())));
        m_robotsText.insert(it.key(), it.value());
    }
    for (const QString &origin : m_robots.keys())
        if (!robots.contains(origin)) {
            m_robots.remove(origin);
            m_robotsText.remove(origin);
        }
    m_requests = 0;
    m_blocked = 0;
    m_blockedByRobots.clear();
    m_unknownOrigins.clear();
    m_lastRequest.start();
}

void RequestFilter::interceptRequest(QWebEngineUrlRequestInfo &info)
{
    using Type = QWebEngineUrlRequestInfo::ResourceType;
    const QUrl url = info.requestUrl();
    const QString scheme = url.scheme();
    if (scheme == u"data" || scheme == u"blob" || scheme == u"about")
        return;
    m_lastRequest.start();
    auto refuse = [&] {
        info.block(true);
        ++m_blocked;
    };
    if (scheme != u"http" && scheme != u"https") {
        refuse();
        return;
    }
    switch (info.resourceType()) {
    case Type::ResourceTypeImage:
    case Type::ResourceTypeFontResource:
    case Type::ResourceTypeMedia:
    case Type::ResourceTypeObject:
    case Type::ResourceTypeSubFrame:
    case Type::ResourceTypeFavicon:
    case Type::ResourceTypePing:
    case Type::ResourceTypeCspReport:
    case Type::ResourceTypePrefetch:
    case Type::ResourceTypePluginResource:
    case Type::ResourceTypeNavigationPreloadSubFrame:
        refuse();
        return;
    default:
        break;
    }
    const bool document = info.resourceType() == Type::ResourceTypeMainFrame;
    if (m_settings.obeyRobots && !document) {
        const QString origin = PoliteScheduler::originKey(url);
        const auto rules = m_robots.constFind(origin);
        if (rules == m_robots.cend()) {
            if (!m_unknownOrigins.contains(origin))
                m_unknownOrigins.append(origin);
            refuse();
            return;
        }
        if (!(*rules)->isAllowed(m_settings.robotsAgent, url)) {
            m_blockedByRobots.append(QString::fromUtf8(url.toEncoded()));
            refuse();
            return;
        }
    }
    for (const auto &[name, value] :
         m_settings.headersByOrigin.value(SiteCredentials::originOf(url)))
        info.setHttpHeader(name, value);
    ++m_requests;
}

} // namespace Studio::Render
