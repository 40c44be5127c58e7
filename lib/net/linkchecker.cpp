#include "linkchecker.h"

#include "io/readers/robotstxt.h"
#include "model/workspace.h"
#include "politescheduler.h"

#include <QEventLoop>
#include <QSet>

namespace Studio {

namespace {

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

static_assert(LinkCheckOptions::HostLimit == PoliteScheduler::Options::HostLimit);

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
    bool retried = false; // a Retry-After was waited out
    qint64 ms = 0;
};

LinkChecker::LinkChecker(const LinkCheckOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_fetcher(new Fetcher(this))
    , m_scheduler(new PoliteScheduler(m_fetcher, this))
{
    m_clock.start();
    PoliteScheduler::Handlers handlers;
    handlers.start = [this](quint64 id, const QUrl &) {
        startJob(id, m_jobs.take(id));
        return true;
    };
    // A URL robots.txt keeps from being fetched, at `url` (where its redirects led so far).
    auto notFetched = [this](quint64 id, const QUrl &url) {
        const Job job = m_jobs.take(id);
        LinkResult result;
        result.url = job.url;
        result.status = job.firstStatus;
        result.finalUrl = url;
        return result;
    };
    handlers.blocked = [this, notFetched](quint64 id, const QUrl &url, const QUrl &origin,
                                          const RobotsTxt::Decision &decision) {
        LinkResult result = notFetched(id, url);
        result.blockedByRobots = true;
        const QString rule = decision.rule
            ? tr("line %1: %2: %3")
                  .arg(QString::number(decision.rule->line),
                       decision.rule->kind == RobotsTxt::PathRule::Allow
                           ? QStringLiteral("Allow")
                           : QStringLiteral("Disallow"),
                       decision.rule->pattern)
            : QString();
        result.message = tr("The link checker did not fetch %1: the robots.txt of %2 disallows "
                            "it for %3 (%4)")
                             .arg(display(url), display(origin), m_options.robotsAgent, rule);
        record(std::move(result));
    };
    handlers.unavailable = [this, notFetched](quint64 id, const QUrl &url,
                                              const FetchResult &robots) {
        LinkResult result = notFetched(id, url);
        result.robotsUnavailable = true;
        result.error = robots.error;
        result.message = tr("The link checker did not fetch %1: %2; while a site's robots.txt "
                            "cannot be read, crawlers fetch nothing there")
                             .arg(display(url), robots.message);
        record(std::move(result));
    };
    handlers.ready = [this] {
        pump();
    };
    m_scheduler->setHandlers(std::move(handlers));
}

LinkChecker::~LinkChecker()
{
    // The replies (and their connections to this object) go first, without a finished().
    delete m_scheduler;
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

void LinkChecker::check(const QList<LinkTarget> &targets, bool force)
{
    if (m_running)
        cancel();
    m_targets = targets;
    m_running = true;
    m_total = 0;
    m_done = 0;
    PoliteScheduler::Options politeness;
    politeness.perHost = m_options.perHost;
    politeness.total = qMax(1, m_options.concurrency);
    politeness.delayMs = m_options.delayMs;
    politeness.maxWaitSeconds = m_options.maxRetryAfterSeconds;
    politeness.obeyRobots = m_options.obeyRobots;
    politeness.robotsAgent = m_options.robotsAgent;
    politeness.robotsRequest.timeoutMs = m_options.timeoutMs;
    politeness.robotsRequest.totalTimeoutMs = m_options.totalTimeoutMs;
    politeness.robotsRequest.userAgent = m_options.userAgent;
    politeness.robotsRequest.credentials = m_options.credentials;
    m_scheduler->setOptions(politeness);
    m_scheduler->stop(); // a fresh round; the hosts' robots.txt and delays are kept
    m_jobs.clear();

    QSet<QUrl> seen;
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
        if (force)
            m_scheduler->askRobotsAgain(url);
        m_jobs.insert(++m_lastJob, Job { url, url, { url } });
        m_scheduler->add(m_lastJob, url);
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
    m_scheduler->stop();
    m_jobs.clear();
    // Deleting a reply aborts its transfer without a finished().
    qDeleteAll(m_fetcher->findChildren<FetchReply *>(Qt::FindDirectChildrenOnly));
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
        m_scheduler->reset();
}

void LinkChecker::pump()
{
    if (!m_running)
        return;
    m_scheduler->pump(); // starts jobs, and records those robots.txt keeps from starting
    if (!m_running)
        return; // a slot of resultReady() cancelled
    finishIfDone();
}

void LinkChecker::startJob(quint64 id, Job job)
{
    const qint64 started = m_clock.elapsed();
    FetchOptions options;
    options.timeoutMs = m_options.timeoutMs;
    options.totalTimeoutMs = m_options.totalTimeoutMs;
    options.userAgent = m_options.userAgent;
    options.credentials = m_options.credentials;
    options.head = !job.useGet;
    options.maxRedirects = 0; // followed here, hop by hop: see Job::current
    if (job.useGet)
        options.maxBytes = GetMaxBytes;
    m_fetcher->setOptions(options);
    FetchReply *reply = m_fetcher->fetch(job.current);
    connect(reply, &FetchReply::finished, this, [this, reply, id, job, started] {
        const FetchResult fetched = reply->result();
        reply->deleteLater();
        jobDone(id, job, fetched, m_clock.elapsed() - started);
    });
}

void LinkChecker::requeue(quint64 id, Job job)
{
    const QUrl url = job.current;
    m_jobs.insert(id, std::move(job));
    m_scheduler->addFirst(id, url);
}

void LinkChecker::jobDone(quint64 id, Job job, const FetchResult &fetched, qint64 ms)
{
    m_scheduler->finished(id);
    job.ms += ms;
    const int status = fetched.httpStatus;
    if (!job.useGet && (status == 405 || status == 501)) {
        job.useGet = true;
        requeue(id, std::move(job));
        pump();
        return;
    }
    // A 429 or 503 with Retry-After: the host is left alone that long, the URL asked again.
    if (m_scheduler->retryLater(id, job.current, fetched)) {
        job.retried = true;
        m_jobs.insert(id, std::move(job));
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
            requeue(id, std::move(job));
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
    result.contentType = fetched.contentType;
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
    if (!m_running || m_scheduler->inFlight() > 0 || m_scheduler->queued() > 0)
        return;
    m_running = false;
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
    // An image that answers, but with a page or a file of another kind (a soft 404 that shows
    // an HTML error page, a moved image whose URL now serves the site's home page). A server
    // that says only application/octet-stream is given the benefit of the doubt.
    const QByteArray type = result.contentType.split(';').first().trimmed().toLower();
    if (finding.ruleId.isEmpty() && target.field == FindingField::Image && result.finalStatus >= 200
        && result.finalStatus < 300 && !type.isEmpty() && !type.startsWith("image/")
        && type != "application/octet-stream")
        finding = Finding::make(RuleId::ImageNotAnImage,
                                tr("The image %1 answers with %2, not an image")
                                    .arg(display(result.finalUrl.isValid() ? result.finalUrl
                                                                           : result.url),
                                         QString::fromLatin1(type)));
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
