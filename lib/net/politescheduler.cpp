#include "politescheduler.h"

#include <limits>

namespace Studio {

namespace {

bool isRedirectError(FetchResult::Error error)
{
    using E = FetchResult::Error;
    return error == E::TooManyRedirects || error == E::RedirectLoop || error == E::InsecureRedirect
        || error == E::UnsupportedScheme;
}

} // namespace

// What the limits count: one origin, or one host name with all its origins
// (Options::perHostName).
struct PoliteScheduler::Server
{
    int active = 0; // requests in flight, robots.txt included
    qint64 nextStartMs = 0; // on m_clock: nothing starts before (the delay, a Retry-After)
    int crawlDelayMs = 0; // robots.txt's Crawl-delay, when obeyed
};

// One origin: its queue and its robots.txt.
struct PoliteScheduler::Host
{
    QString key; // originKey()
    QUrl origin; // scheme, host and port, as first met
    std::shared_ptr<Server> server;
    std::deque<Queued> queue;
    bool inRound = false; // listed in m_round
    Robots robots = Robots::Unknown;
    std::shared_ptr<const RobotsTxt> rules; // set for Rules
    FetchResult robotsFailure; // set for Unavailable
    QPointer<FetchReply> robotsReply; // while Fetching
};

PoliteScheduler::PoliteScheduler(Fetcher *fetcher, QObject *parent)
    : QObject(parent)
    , m_fetcher(fetcher)
{
    m_clock.start();
    m_wakeUp.setSingleShot(true);
    m_wakeUp.setTimerType(Qt::PreciseTimer); // the delay is a promise to the server
    connect(&m_wakeUp, &QTimer::timeout, this, &PoliteScheduler::ready);
}

PoliteScheduler::~PoliteScheduler()
{
    // A robots.txt still on its way is aborted, without a finished() to this object.
    for (const std::shared_ptr<Host> &host : std::as_const(m_hosts))
        delete host->robotsReply.data();
}

QString PoliteScheduler::originKey(const QUrl &url)
{
    const int port = url.port(url.scheme() == u"https" ? 443 : 80);
    return QStringLiteral("%1://%2:%3").arg(url.scheme(), url.host(), QString::number(port));
}

bool PoliteScheduler::asksToRetryLater(const FetchResult &answer)
{
    return (answer.httpStatus == 429 || answer.httpStatus == 503) && answer.retryAfterSeconds >= 0;
}

PoliteScheduler::Host &PoliteScheduler::hostFor(const QUrl &url)
{
    const QString key = originKey(url);
    std::shared_ptr<Host> &host = m_hosts[key];
    if (!host) {
        host = std::make_shared<Host>();
        host->key = key;
        host->origin = url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment
                                    | QUrl::RemoveUserInfo);
        std::shared_ptr<Server> &server
            = m_servers[m_options.perHostName ? host->origin.host() : key];
        if (!server)
            server = std::make_shared<Server>();
        host->server = server;
    }
    if (!host->inRound) {
        host->inRound = true;
        m_round.append(host);
    }
    return *host;
}

int PoliteScheduler::delayOf(const Server &server) const
{
    return qMax(m_options.delayMs, server.crawlDelayMs);
}

void PoliteScheduler::add(quint64 job, const QUrl &url)
{
    hostFor(url).queue.push_back({ job, url });
}

void PoliteScheduler::addFirst(quint64 job, const QUrl &url)
{
    hostFor(url).queue.push_front({ job, url });
}

void PoliteScheduler::finished(quint64 job)
{
    const std::shared_ptr<Server> server = m_running.take(job);
    if (!server)
        return;
    --server->active;
    --m_inFlight;
}

bool PoliteScheduler::retryLater(quint64 job, const QUrl &url, const FetchResult &answer)
{
    if (!asksToRetryLater(answer) || m_waited.contains(job))
        return false;
    m_waited.insert(job);
    Host &host = hostFor(url);
    // The whole server waits, not only this job: it said it is busy.
    const qint64 wait = qint64(qMin(answer.retryAfterSeconds, m_options.maxWaitSeconds)) * 1000;
    host.server->nextStartMs = qMax(host.server->nextStartMs, m_clock.elapsed() + wait);
    host.queue.push_front({ job, url });
    return true;
}

void PoliteScheduler::askRobotsAgain(const QUrl &url)
{
    const std::shared_ptr<Host> host = m_hosts.value(originKey(url));
    if (!host || host->robots == Robots::Fetching)
        return; // never asked, or being asked now
    host->robots = Robots::Unknown;
    host->rules.reset();
}

void PoliteScheduler::pump()
{
    const quint64 generation = m_generation;
    auto stopped = [&] {
        return generation != m_generation;
    };
    const qint64 now = m_clock.elapsed();
    const int perHost = qBound(1, m_options.perHost, Options::HostLimit);
    const int total = m_options.total > 0 ? m_options.total : std::numeric_limits<int>::max();
    qint64 wake = -1;
    bool progressed = true;
    // Round by round, one start per origin and round, so that one large site does not keep the
    // others waiting.
    while (progressed && m_inFlight < total && !m_round.isEmpty()) {
        progressed = false;
        wake = -1;
        for (qsizetype i = 0; i < m_round.size() && m_inFlight < total; ++i) {
            // Held here: a handler may reset() the scheduler.
            const std::shared_ptr<Host> held = m_round.at((m_next + i) % m_round.size());
            Host &host = *held;
            Server &server = *host.server;
            if (host.queue.empty() || server.active >= perHost)
                continue;
            if (m_options.obeyRobots) {
                if (host.robots == Robots::Fetching)
                    continue; // its jobs wait for the answer
                if (host.robots == Robots::Unavailable) {
                    // Nothing is fetched there (RFC 9309, 2.3.1.4): the whole queue is told so.
                    while (!host.queue.empty()) {
                        const Queued next = host.queue.front();
                        host.queue.pop_front();
                        if (m_handlers.unavailable)
                            m_handlers.unavailable(next.job, next.url, host.robotsFailure);
                        if (stopped())
                            return;
                    }
                    progressed = true;
                    continue;
                }
            }
            if (now < server.nextStartMs) {
                wake = wake < 0 ? server.nextStartMs : qMin(wake, server.nextStartMs);
                continue;
            }
            if (m_options.obeyRobots && host.robots == Robots::Unknown) {
                fetchRobots(host); // first, and under the same limits as a page
                progressed = true;
                continue;
            }
            const Queued next = host.queue.front();
            host.queue.pop_front();
            if (m_options.obeyRobots && host.robots == Robots::Rules && host.rules) {
                const std::shared_ptr<const RobotsTxt> rules = host.rules; // for decision.rule
                const RobotsTxt::Decision decision = rules->decide(m_options.robotsAgent, next.url);
                if (!decision.allowed) {
                    if (m_handlers.blocked)
                        m_handlers.blocked(next.job, next.url, host.origin, decision);
                    if (stopped())
                        return;
                    progressed = true;
                    continue;
                }
            }
            const qint64 startMs = m_clock.elapsed();
            const bool started = m_handlers.start(next.job, next.url);
            if (stopped())
                return;
            if (!started)
                continue;
            ++server.active;
            ++m_inFlight;
            server.nextStartMs = startMs + delayOf(server);
            m_running.insert(next.job, host.server);
            progressed = true;
        }
        if (!m_round.isEmpty())
            m_next = (m_next + 1) % m_round.size();
    }
    if (wake >= 0)
        m_wakeUp.start(int(qMax<qint64>(0, wake - now)));
    else
        m_wakeUp.stop();
}

void PoliteScheduler::fetchRobots(Host &host)
{
    Server &server = *host.server;
    host.robots = Robots::Fetching;
    ++server.active;
    ++m_inFlight;
    server.nextStartMs = m_clock.elapsed() + delayOf(server);
    FetchOptions options = m_options.robotsRequest;
    options.maxBytes = RobotsMaxBytes;
    options.cutAtMaxBytes = true;
    m_fetcher->setOptions(options);
    QUrl url = host.origin;
    url.setPath(QStringLiteral("/robots.txt"));
    FetchReply *reply = m_fetcher->fetch(url);
    host.robotsReply = reply;
    connect(reply, &FetchReply::finished, this,
            [this, reply, key = host.key] { robotsAnswered(key, reply); });
    if (m_handlers.robotsRequested)
        m_handlers.robotsRequested(url);
}

bool PoliteScheduler::readRobots(const QUrl &url)
{
    if (!m_options.obeyRobots)
        return false;
    Host &host = hostFor(url);
    if (host.robots != Robots::Unknown)
        return false;
    fetchRobots(host);
    return true;
}

void PoliteScheduler::robotsAnswered(const QString &key, FetchReply *reply)
{
    reply->deleteLater();
    const std::shared_ptr<Host> host = m_hosts.value(key);
    if (!host || host->robotsReply != reply)
        return; // stopped or reset meanwhile
    host->robotsReply = nullptr;
    --host->server->active;
    --m_inFlight;
    const FetchResult answer = reply->result();
    using E = FetchResult::Error;
    const int status = answer.httpStatus;
    if (answer.ok()) {
        auto rules = std::make_shared<RobotsTxt>(RobotsTxt::parse(answer.body));
        rules->setLocation(answer.finalUrl);
        const double crawlDelay = rules->crawlDelay(m_options.robotsAgent);
        if (m_options.obeyCrawlDelay && crawlDelay > 0) {
            // Obeyed, up to the longest wait taken from a server at all.
            Server &server = *host->server;
            const int ms = int(qMin<double>(crawlDelay, m_options.maxWaitSeconds) * 1000);
            server.crawlDelayMs = qMax(server.crawlDelayMs, ms);
            server.nextStartMs = qMax(server.nextStartMs, m_clock.elapsed() + delayOf(server));
        }
        host->rules = std::move(rules);
        host->robots = Robots::Rules;
    } else if (status == 429 || status >= 500
               || (status == 0 && !isRedirectError(answer.error) && answer.error != E::TooLarge
                   && answer.error != E::BadEncoding)) {
        // RFC 9309, 2.3.1.3 and 2.3.1.4: unreachable means complete disallow.
        host->robots = Robots::Unavailable;
        host->robotsFailure = answer;
    } else {
        // 4xx (2.3.1.3: "unavailable", everything allowed), too many redirects (2.3.1.2), or
        // a file that cannot be read.
        host->robots = Robots::AllowAll;
    }
    if (m_handlers.robotsRead)
        m_handlers.robotsRead(key, host->robots, answer,
                              host->robots == Robots::Rules ? host->rules : nullptr);
    ready();
}

void PoliteScheduler::ready()
{
    if (m_handlers.ready)
        m_handlers.ready();
    else
        pump();
}

void PoliteScheduler::clearQueues()
{
    ++m_generation;
    m_wakeUp.stop();
    for (const std::shared_ptr<Host> &host : std::as_const(m_hosts))
        host->queue.clear();
}

void PoliteScheduler::stop()
{
    ++m_generation;
    m_wakeUp.stop();
    for (const std::shared_ptr<Host> &host : std::as_const(m_hosts)) {
        host->queue.clear();
        host->inRound = false;
        if (host->robots == Robots::Fetching) {
            delete host->robotsReply.data(); // aborted, without a finished()
            host->robots = Robots::Unknown;
        }
    }
    for (const std::shared_ptr<Server> &server : std::as_const(m_servers))
        server->active = 0;
    m_round.clear();
    m_next = 0;
    m_running.clear();
    m_waited.clear();
    m_inFlight = 0;
}

void PoliteScheduler::reset()
{
    stop();
    m_hosts.clear();
    m_servers.clear();
}

qsizetype PoliteScheduler::queued() const
{
    qsizetype n = 0;
    for (const std::shared_ptr<Host> &host : std::as_const(m_hosts))
        n += qsizetype(host->queue.size());
    return n;
}

int PoliteScheduler::delayFor(const QUrl &url) const
{
    const std::shared_ptr<Host> host = m_hosts.value(originKey(url));
    return host ? delayOf(*host->server) : m_options.delayMs;
}

QString PoliteScheduler::serverKey(const QUrl &url) const
{
    return m_options.perHostName ? url.host() : originKey(url);
}

PoliteScheduler::Robots PoliteScheduler::robotsState(const QUrl &url) const
{
    const std::shared_ptr<Host> host = m_hosts.value(originKey(url));
    return host ? host->robots : Robots::Unknown;
}

} // namespace Studio
