#include "requestfilter.h"

#include "net/politescheduler.h"
#include "net/siteaccess.h"

namespace Studio::Render {

RobotsCache::Rules RobotsCache::rulesFor(const QHash<QString, QByteArray> &robots)
{
    for (auto it = robots.cbegin(); it != robots.cend(); ++it) {
        if (m_rules.contains(it.key()) && m_texts.value(it.key()) == it.value())
            continue;
        m_rules.insert(it.key(), std::make_shared<RobotsTxt>(RobotsTxt::parse(it.value())));
        m_texts.insert(it.key(), it.value());
    }
    for (const QString &origin : m_rules.keys())
        if (!robots.contains(origin)) {
            m_rules.remove(origin);
            m_texts.remove(origin);
        }
    return m_rules;
}

RequestFilter::RequestFilter(const RenderProtocol::Settings &settings, RobotsCache::Rules robots)
    : m_settings(settings)
    , m_robots(std::move(robots))
{
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
