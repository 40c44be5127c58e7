#include "linkchecker.h"

#include "io/readers/robotstxt.h"
#include "model/workspace.h"

#include <QEventLoop>
#include <QSet>

#include <deque>

namespace Studio {

namespace {

// A robots.txt is read up to this size; RFC 9309 asks for at least 500 KiB.
constexpr qint64 RobotsMaxBytes = 512 * 1024;
// The GET that replaces a refused HEAD reads no more than this: the status is what counts.
constexpr qint64 GetMaxBytes = 16 * 1024;
// Redirects followed for one URL, as the Fetcher's default.
constexpr int MaxRedirects = 10;

QUrl cacheKey(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveFragment);
}

bool isCheckable(const QUrl &url)
{
    return url.isValid() && !url.host().isEmpty()
        && (url.scheme() == u"http" || url.scheme() == u"https");
}

QUrl parseLocation(const QString &text)
{
    return QUrl(text.trimmed(), QUrl::TolerantMode);
}

// The loc, image:loc and video locations of one entry, appended to `out` in file order.
void appendTargets(QList<LinkTarget> &out, const UrlEntry &entry, qint32 sitemap, qsizetype index)
{
    const quint32 line = entry.sourceLine();
    auto add = [&](const QString &text, qint32 item, FindingField field) {
        const QUrl url = parseLocation(text);
        if (isCheckable(url))
            out.append(LinkTarget { url, sitemap, index, item, field, line });
    };
    add(entry.loc(), -1, FindingField::Loc);
    if (!entry.hasExtras())
        return;
    const QList<Image> &images = entry.images();
    for (qint32 i = 0; i < images.size(); ++i)
        add(images.at(i).loc(), i, FindingField::Image);
    const QList<Video> &videos = entry.videos();
    for (qint32 v = 0; v < videos.size(); ++v) {
        const Video &video = videos.at(v);
        for (const QString &location :
             { video.contentLoc(), video.playerLoc(), video.thumbnailLoc() })
            if (!location.trimmed().isEmpty())
                add(location, v, FindingField::Video);
    }
}

QString display(const QUrl &url)
{
    return url.toDisplayString();
}

bool isRedirectError(FetchResult::Error error)
{
    using E = FetchResult::Error;
    return error == E::TooManyRedirects || error == E::RedirectLoop || error == E::InsecureRedirect
        || error == E::UnsupportedScheme;
}

} // namespace

struct LinkChecker::Job
{
    QUrl url; // as listed: the cache key
    // The address asked next: the URL, or where its redirects led so far. Each hop is a request
    // of its own, queued on its host, so that the delay, the per-host limit and robots.txt hold
    // for redirects too.
    QUrl current;
    QList<QUrl> visited; // the URL and each redirect target, for Fetcher::decideRedirect
    int firstStatus = 0; // of the first redirect
    bool useGet = false; // HEAD was refused
    bool retried = false; // a Retry-After was waited out once
    qint64 ms = 0;
};

struct LinkChecker::Host
{
    enum class Robots : quint8 {
        Unknown, // not fetched in this session (or a forced check asked again)
        Fetching,
        AllowAll, // none, 4xx, or unreadable: nothing is disallowed
        Rules,
        Unavailable, // 429, 5xx or no answer: crawlers fetch nothing here
    };

    QUrl origin; // scheme, host and port
    Robots robots = Robots::Unknown;
    std::shared_ptr<const RobotsTxt> rules; // set for Rules
    FetchResult robotsFailure; // set for Unavailable
    int active = 0; // requests in flight, robots.txt included
    qint64 nextStartMs = 0; // on m_clock: the delay or a Retry-After
    std::deque<Job> queue;
};

LinkChecker::LinkChecker(const LinkCheckOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_fetcher(new Fetcher(this))
{
    m_clock.start();
    m_wakeUp.setSingleShot(true);
    m_wakeUp.setTimerType(Qt::PreciseTimer); // the delay is a promise to the server
    connect(&m_wakeUp, &QTimer::timeout, this, &LinkChecker::pump);
}

LinkChecker::~LinkChecker()
{
    // The replies (and their connections to this object) go first, without a finished().
    delete m_fetcher;
}

QList<LinkTarget> LinkChecker::targets(const UrlEntry &entry, qint32 sitemap, qsizetype index)
{
    QList<LinkTarget> out;
    appendTargets(out, entry, sitemap, index);
    return out;
}

QList<LinkTarget> LinkChecker::targets(const Workspace &workspace)
{
    QList<LinkTarget> out;
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
        const QList<UrlEntry> &entries = workspace.sitemaps.at(s).entries;
        for (qsizetype e = 0; e < entries.size(); ++e)
            appendTargets(out, entries.at(e), s, e);
    }
    return out;
}

QString LinkChecker::hostKey(const QUrl &url)
{
    const int port = url.port(url.scheme() == u"https" ? 443 : 80);
    return QStringLiteral("%1://%2:%3").arg(url.scheme(), url.host(), QString::number(port));
}

LinkChecker::Host &LinkChecker::hostFor(const QUrl &url)
{
    const QString key = hostKey(url);
    std::shared_ptr<Host> &host = m_hosts[key];
    if (!host) {
        host = std::make_shared<Host>();
        host->origin = url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment
                                    | QUrl::RemoveUserInfo);
    }
    return *host;
}

void LinkChecker::check(const QList<LinkTarget> &targets, bool force)
{
    if (m_running)
        cancel();
    m_targets = targets;
    m_running = true;
    m_total = 0;
    m_done = 0;
    m_active = 0;
    m_hostOrder.clear();
    m_nextHost = 0;

    QSet<QUrl> seen;
    QSet<QString> robotsAskedAgain;
    for (const LinkTarget &target : targets) {
        if (!isCheckable(target.url))
            continue;
        const QUrl url = cacheKey(target.url);
        if (seen.contains(url))
            continue;
        seen.insert(url);
        ++m_total;
        if (force)
            m_cache.remove(url);
        if (m_cache.contains(url)) {
            ++m_done;
            continue;
        }
        const QString key = hostKey(url);
        Host &host = hostFor(url);
        if (force && !robotsAskedAgain.contains(key)) {
            robotsAskedAgain.insert(key);
            host.robots = Host::Robots::Unknown;
            host.rules.reset();
        }
        host.queue.push_back(Job { url, url, { url } });
        if (!m_hostOrder.contains(key))
            m_hostOrder.append(key);
    }
    // From the event loop, so that finished() never comes from inside check().
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!m_running)
                return;
            Q_EMIT progress(m_done, m_total);
            pump();
        },
        Qt::QueuedConnection);
}

void LinkChecker::checkAndWait(const QList<LinkTarget> &targets, bool force)
{
    check(targets, force);
    QEventLoop loop;
    connect(this, &LinkChecker::finished, &loop, &QEventLoop::quit);
    if (m_running)
        loop.exec();
}

void LinkChecker::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    m_wakeUp.stop();
    // Deleting a reply aborts its transfer without a finished().
    qDeleteAll(m_fetcher->findChildren<FetchReply *>(Qt::FindDirectChildrenOnly));
    for (const std::shared_ptr<Host> &host : std::as_const(m_hosts)) {
        host->queue.clear();
        host->active = 0;
        if (host->robots == Host::Robots::Fetching)
            host->robots = Host::Robots::Unknown;
    }
    m_active = 0;
    Q_EMIT finished();
}

const LinkResult *LinkChecker::result(const QUrl &url) const
{
    const auto it = m_cache.constFind(cacheKey(url));
    return it == m_cache.cend() ? nullptr : &it.value();
}

void LinkChecker::clearCache()
{
    m_cache.clear();
    if (!m_running)
        m_hosts.clear();
}

void LinkChecker::pump()
{
    if (!m_running)
        return;
    const qint64 now = m_clock.elapsed();
    const int total = qMax(1, m_options.concurrency);
    const int perHost = qBound(1, m_options.perHost, LinkCheckOptions::HostLimit);
    qint64 wake = -1;
    bool progressed = true;
    // Round by round, one request per host and round, so that one large host does not keep
    // the others waiting.
    while (progressed && m_active < total && !m_hostOrder.isEmpty()) {
        progressed = false;
        wake = -1;
        for (qsizetype i = 0; i < m_hostOrder.size() && m_active < total; ++i) {
            const QString &key = m_hostOrder.at((m_nextHost + i) % m_hostOrder.size());
            Host &host = *m_hosts.value(key);
            if (host.queue.empty() || host.active >= perHost)
                continue;
            if (m_options.obeyRobots) {
                if (host.robots == Host::Robots::Fetching)
                    continue;
                if (host.robots == Host::Robots::Unavailable) {
                    while (!host.queue.empty()) {
                        const Job job = host.queue.front();
                        host.queue.pop_front();
                        LinkResult result;
                        result.url = job.url;
                        result.status = job.firstStatus;
                        result.finalUrl = job.current;
                        result.robotsUnavailable = true;
                        result.error = host.robotsFailure.error;
                        result.message
                            = tr("The link checker did not fetch %1: %2; while a site's "
                                 "robots.txt cannot be read, crawlers fetch nothing there")
                                  .arg(display(job.current), host.robotsFailure.message);
                        record(std::move(result));
                    }
                    progressed = true;
                    continue;
                }
            }
            if (now < host.nextStartMs) {
                wake = wake < 0 ? host.nextStartMs : qMin(wake, host.nextStartMs);
                continue;
            }
            if (m_options.obeyRobots && host.robots == Host::Robots::Unknown) {
                startRobots(host);
                progressed = true;
                continue;
            }
            Job job = host.queue.front();
            host.queue.pop_front();
            if (m_options.obeyRobots && host.robots == Host::Robots::Rules && host.rules) {
                const RobotsTxt::Decision decision
                    = host.rules->decide(m_options.robotsAgent, job.current);
                if (!decision.allowed) {
                    LinkResult result;
                    result.url = job.url;
                    result.status = job.firstStatus;
                    result.finalUrl = job.current;
                    result.blockedByRobots = true;
                    const QString rule = decision.rule
                        ? tr("line %1: %2: %3")
                              .arg(QString::number(decision.rule->line),
                                   decision.rule->kind == RobotsTxt::PathRule::Allow
                                       ? QStringLiteral("Allow")
                                       : QStringLiteral("Disallow"),
                                   decision.rule->pattern)
                        : QString();
                    result.message
                        = tr("The link checker did not fetch %1: the robots.txt of %2 disallows "
                             "it for %3 (%4)")
                              .arg(display(job.current), display(host.origin),
                                   m_options.robotsAgent, rule);
                    record(std::move(result));
                    progressed = true;
                    continue;
                }
            }
            startJob(host, std::move(job));
            progressed = true;
        }
        m_nextHost = (m_nextHost + 1) % m_hostOrder.size();
    }
    if (!m_running)
        return; // a slot of resultReady() cancelled
    if (wake >= 0)
        m_wakeUp.start(int(qMax<qint64>(0, wake - now)));
    else
        m_wakeUp.stop();
    finishIfDone();
}

void LinkChecker::startRobots(Host &host)
{
    host.robots = Host::Robots::Fetching;
    ++host.active;
    ++m_active;
    host.nextStartMs = m_clock.elapsed() + m_options.delayMs;
    FetchOptions options;
    options.timeoutMs = m_options.timeoutMs;
    options.totalTimeoutMs = m_options.totalTimeoutMs;
    options.userAgent = m_options.userAgent;
    options.maxBytes = RobotsMaxBytes;
    m_fetcher->setOptions(options);
    QUrl url = host.origin;
    url.setPath(QStringLiteral("/robots.txt"));
    FetchReply *reply = m_fetcher->fetch(url);
    const QString key = hostKey(host.origin);
    connect(reply, &FetchReply::finished, this, [this, reply, key] {
        const FetchResult fetched = reply->result();
        reply->deleteLater();
        robotsDone(key, fetched);
    });
}

void LinkChecker::robotsDone(const QString &key, const FetchResult &fetched)
{
    Host &host = *m_hosts.value(key);
    --host.active;
    --m_active;
    using E = FetchResult::Error;
    const int status = fetched.httpStatus;
    if (fetched.ok()) {
        auto rules = std::make_shared<RobotsTxt>(RobotsTxt::parse(fetched.body));
        rules->setLocation(fetched.finalUrl);
        host.rules = std::move(rules);
        host.robots = Host::Robots::Rules;
    } else if (status == 429 || status >= 500
               || (status == 0 && !isRedirectError(fetched.error) && fetched.error != E::TooLarge
                   && fetched.error != E::BadEncoding)) {
        // RFC 9309, 2.3.1.3 and 2.3.1.4: unreachable means complete disallow.
        host.robots = Host::Robots::Unavailable;
        host.robotsFailure = fetched;
    } else {
        // 4xx (2.3.1.3: "unavailable", everything allowed), too many redirects (2.3.1.2), or
        // a file that cannot be read.
        host.robots = Host::Robots::AllowAll;
    }
    pump();
}

void LinkChecker::startJob(Host &host, Job job)
{
    ++host.active;
    ++m_active;
    const qint64 started = m_clock.elapsed();
    host.nextStartMs = started + m_options.delayMs;
    FetchOptions options;
    options.timeoutMs = m_options.timeoutMs;
    options.totalTimeoutMs = m_options.totalTimeoutMs;
    options.userAgent = m_options.userAgent;
    options.head = !job.useGet;
    options.maxRedirects = 0; // followed here, hop by hop: see Job::current
    if (job.useGet)
        options.maxBytes = GetMaxBytes;
    m_fetcher->setOptions(options);
    FetchReply *reply = m_fetcher->fetch(job.current);
    const QString key = hostKey(host.origin);
    connect(reply, &FetchReply::finished, this, [this, reply, key, job, started] {
        const FetchResult fetched = reply->result();
        reply->deleteLater();
        jobDone(key, job, fetched, m_clock.elapsed() - started);
    });
}

void LinkChecker::jobDone(const QString &key, Job job, const FetchResult &fetched, qint64 ms)
{
    Host &host = *m_hosts.value(key);
    --host.active;
    --m_active;
    job.ms += ms;
    const int status = fetched.httpStatus;
    if (!job.useGet && (status == 405 || status == 501)) {
        job.useGet = true;
        host.queue.push_front(std::move(job));
        pump();
        return;
    }
    if ((status == 429 || status == 503) && fetched.retryAfterSeconds >= 0 && !job.retried) {
        const qint64 wait
            = qint64(qMin(fetched.retryAfterSeconds, m_options.maxRetryAfterSeconds)) * 1000;
        host.nextStartMs = qMax(host.nextStartMs, m_clock.elapsed() + wait);
        job.retried = true;
        host.queue.push_front(std::move(job));
        pump();
        return;
    }
    LinkResult result;
    result.error = fetched.error;
    result.message = fetched.message;
    // With maxRedirects 0 the Fetcher reports a redirect it may follow as TooManyRedirects.
    if (fetched.error == FetchResult::Error::TooManyRedirects && status >= 300 && status < 400) {
        QByteArray location;
        for (const auto &[name, value] : fetched.headers)
            if (name.compare("Location", Qt::CaseInsensitive) == 0)
                location = value;
        const RedirectDecision decision
            = Fetcher::decideRedirect(job.current, location, job.visited, MaxRedirects);
        if (decision.error == FetchResult::Error::None) {
            if (job.firstStatus == 0)
                job.firstStatus = status;
            job.visited.append(decision.target);
            job.current = decision.target;
            const QString nextKey = hostKey(decision.target);
            hostFor(decision.target).queue.push_front(std::move(job));
            if (!m_hostOrder.contains(nextKey))
                m_hostOrder.append(nextKey);
            pump();
            return;
        }
        result.error = decision.error;
        result.message = decision.message;
    }
    result.url = job.url;
    result.status = job.firstStatus ? job.firstStatus : status;
    result.finalStatus = status;
    result.finalUrl = job.current;
    result.ms = job.ms;
    result.usedGet = job.useGet;
    result.retried = job.retried;
    // The GET's byte cap is ours: a page larger than it answered all the same.
    if (status >= 200 && status < 300
        && (fetched.error == FetchResult::Error::TooLarge
            || fetched.error == FetchResult::Error::BadEncoding)) {
        result.error = FetchResult::Error::None;
        result.message.clear();
    }
    record(std::move(result));
    pump();
}

void LinkChecker::record(LinkResult result)
{
    const QUrl url = result.url;
    m_cache.insert(url, std::move(result));
    ++m_done;
    Q_EMIT resultReady(url);
    Q_EMIT progress(m_done, m_total);
}

void LinkChecker::finishIfDone()
{
    if (!m_running || m_active > 0)
        return;
    for (const QString &key : std::as_const(m_hostOrder))
        if (!m_hosts.value(key)->queue.empty())
            return;
    m_running = false;
    m_wakeUp.stop();
    Q_EMIT finished();
}

Finding LinkChecker::findingFor(const LinkResult &result)
{
    using E = FetchResult::Error;
    const QString url = display(result.url);
    if (result.blockedByRobots)
        return Finding::make(RuleId::BlockedByRobots, result.message);
    if (result.robotsUnavailable)
        return Finding::make(result.error == E::HttpStatus ? RuleId::UrlServerError
                                                           : RuleId::UrlUnreachable,
                             result.message);
    const int status = result.finalStatus;
    const bool redirected = result.redirected();
    const QString finalUrl = display(result.finalUrl);
    if (status >= 200 && status < 300) {
        if (!redirected)
            return {};
        return Finding::make(
            RuleId::UrlRedirects,
            tr("%1 redirects (HTTP %2) to %3, which answered %4")
                .arg(url, QString::number(result.status), finalUrl, QString::number(status)));
    }
    if (isRedirectError(result.error) || (status >= 300 && status < 400))
        return Finding::make(RuleId::UrlRedirects, result.message);
    auto withRedirect = [&](const QString &message) {
        return redirected ? tr("%1 redirects (HTTP %2) to %3: %4")
                                .arg(url, QString::number(result.status), finalUrl, message)
                          : message;
    };
    if (status == 404 || status == 410)
        return Finding::make(RuleId::UrlNotFound, withRedirect(result.message));
    if (status >= 500 && status < 600)
        return Finding::make(RuleId::UrlServerError, withRedirect(result.message));
    if (status == 0 && result.error != E::None && result.error != E::Cancelled)
        return Finding::make(RuleId::UrlUnreachable, withRedirect(result.message));
    return {}; // 403, 401, a 429 that persists, ...: the status column says it
}

Finding LinkChecker::findingFor(const LinkResult &result, const LinkTarget &target)
{
    Finding finding = findingFor(result);
    finding.sitemap = target.sitemap;
    finding.entryIndex = target.entry;
    finding.item = target.item;
    finding.field = target.field;
    finding.line = target.line;
    return finding;
}

QList<Finding> LinkChecker::findings() const
{
    QList<Finding> out;
    for (const LinkTarget &target : m_targets) {
        const LinkResult *checked = result(target.url);
        if (!checked)
            continue;
        Finding finding = findingFor(*checked, target);
        if (!finding.ruleId.isEmpty())
            out.append(std::move(finding));
    }
    return out;
}

} // namespace Studio
