#include "crawler.h"
#include "crawler_p.h"

#include "htmlpage.h"
#include "io/readers/robotstxt.h"
#include "memorybudget.h"
#include "politescheduler.h"
#include "siteaccess.h"
#include "util/url.h"

#include <QDateTime>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QLocale>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <deque>

namespace Studio {

namespace {

// The Accept header of a page's request.
constexpr char PageAccept[] = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

QString display(const QUrl &url)
{
    return url.toDisplayString();
}

using CrawlerText::number;

bool isHttpUrl(const QUrl &url)
{
    return url.isValid() && !url.host().isEmpty()
        && (url.scheme() == u"http" || url.scheme() == u"https");
}

QByteArray headerValue(const FetchResult &fetched, QByteArrayView name)
{
    for (const auto &[key, value] : fetched.headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

int defaultPort(const QString &scheme)
{
    return scheme == u"https" ? 443 : 80;
}

// The path up to and including the segment that occurs more than `repeats` times, then "…"
// ("/a/b/a/b/a/b/a/…"): every deeper URL of the trap shares it. Empty when no segment does.
QString repeatedSegmentPattern(const QString &path, int repeats)
{
    QHash<QStringView, int> seen;
    qsizetype begin = 0;
    while (begin < path.size()) {
        qsizetype end = path.indexOf(u'/', begin);
        if (end < 0)
            end = path.size();
        const QStringView segment = QStringView(path).sliced(begin, end - begin);
        if (!segment.isEmpty() && ++seen[segment] > repeats)
            return path.left(end) + QStringLiteral("/…");
        begin = end + 1;
    }
    return {};
}

} // namespace

// -- Crawler ----------------------------------------------------------------------------------

static_assert(CrawlOptions::HostLimit == PoliteScheduler::Options::HostLimit);

Crawler::Crawler(const CrawlOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_fetcher(new Fetcher(this))
    , m_scheduler(new PoliteScheduler(m_fetcher, this))
{
    m_parser.setMaxThreadCount(1);
    m_scheduler->setHandlers({
        .start = [this](quint64 id, const QUrl &) { return startNext(quint32(id)); },
        .blocked =
            [this](quint64 id, const QUrl &, const QUrl &origin,
                   const RobotsTxt::Decision &decision) {
                blocked(quint32(id), origin, decision.rule ? decision.rule->line : 0,
                        decision.rule ? decision.rule->pattern : QString());
            },
        .unavailable
        = [this](quint64 id, const QUrl &,
                 const FetchResult &robots) { robotsUnavailable(quint32(id), robots); },
        .robotsRequested = [this](const QUrl &) { ++m_result.requests; },
        .robotsRead =
            [this](const QString &origin, PoliteScheduler::Robots state, const FetchResult &answer,
                   const std::shared_ptr<const RobotsTxt> &rules) {
                m_result.bytes += answer.bytes;
                // What a rendering's requests obey there: the rules, nothing disallowed (none,
                // or a 4xx), or everything (unavailable, RFC 9309, 2.3.1.4).
                m_renderRobots.insert(origin,
                                      rules ? answer.body
                                          : state == PoliteScheduler::Robots::Unavailable
                                          ? QByteArrayLiteral("User-agent: *\nDisallow: /\n")
                                          : QByteArray());
                if (rules) {
                    m_result.robots.insert(origin, rules);
                    m_result.robotsText.insert(origin, answer.body);
                } else if (state == PoliteScheduler::Robots::Unavailable
                           && m_options.imageHosts.contains(QUrl(origin).host().toLower())) {
                    // An image host whose robots.txt cannot be read is disallowed whole (RFC
                    // 9309, 2.3.1.4), as a crawler there would take it; kept as rules that say
                    // so, for the store to keep too.
                    const QByteArray text = "# robots.txt unavailable: " + answer.message.toUtf8()
                        + "\nUser-agent: *\nDisallow: /\n";
                    auto closed = std::make_shared<RobotsTxt>(RobotsTxt::parse(text));
                    closed->setLocation(answer.finalUrl);
                    m_result.robots.insert(origin, closed);
                    m_result.robotsText.insert(origin, text);
                }
                renderRobotsRead(origin);
            },
        .ready = [this] { pump(); },
    });
    m_deadline.setSingleShot(true);
    m_deadline.setTimerType(Qt::PreciseTimer);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        reachLimit(&m_result.timeLimitReached,
                   tr("The crawl stopped at its time limit of %1 seconds")
                       .arg(number(m_options.maxTimeMs / 1000)));
        // What is in flight is dropped: the limit is a promise to the user.
        m_scheduler->stop();
        dropRenderings(true); // pages being rendered are read as fetched
        qDeleteAll(m_fetcher->findChildren<FetchReply *>(Qt::FindDirectChildrenOnly));
        finishIfDone();
    });
}

Crawler::~Crawler()
{
    delete m_scheduler; // before the Fetcher it asks robots.txt through
    delete m_fetcher; // the replies, and their connections to this object, go first
}

void Crawler::setScope(const QUrl &url)
{
    m_scopeScheme = url.scheme();
    m_scopeHost = url.host().toLower();
    m_scopePort = url.port(defaultPort(m_scopeScheme));
    const QString path = url.path().isEmpty() ? QStringLiteral("/") : url.path();
    m_scopeFolder = m_options.scope == CrawlOptions::Scope::Folder
        ? path.left(path.lastIndexOf(u'/') + 1)
        : QStringLiteral("/");
}

bool Crawler::inScope(const QUrl &url) const
{
    if (!isHttpUrl(url) || url.host().toLower() != m_scopeHost)
        return false;
    const int port = url.port(defaultPort(url.scheme()));
    if (url.scheme() == m_scopeScheme) {
        if (port != m_scopePort)
            return false;
    } else {
        // The other scheme of the site: on its own default port when the start URL used its
        // own, else on the same port.
        if (!m_options.bothSchemes)
            return false;
        const bool startDefault = m_scopePort == defaultPort(m_scopeScheme);
        if (startDefault ? port != defaultPort(url.scheme()) : port != m_scopePort)
            return false;
    }
    const QString path = url.path().isEmpty() ? QStringLiteral("/") : url.path();
    return path.startsWith(m_scopeFolder);
}

void Crawler::prepare()
{
    if (m_running)
        cancel();
    ++m_generation; // what is still being read belongs to no crawl now
    m_parsing.clear();
    m_parseShares.clear();
    dropRenderings(false);
    m_renderPolicy = RenderPolicy(m_renderer ? m_options.render : RenderMode::Never);
    m_renderRobots.clear();
    // A budget of its own: what an earlier run still reads gives back to the earlier one.
    m_budget = m_options.memoryBudget > 0 ? std::make_shared<MemoryBudget>(m_options.memoryBudget)
                                          : nullptr;
    m_error.clear();
    m_imageRobotsRead = false;
    PoliteScheduler::Options politeness;
    politeness.perHost = m_options.perHost;
    politeness.delayMs = m_options.delayMs;
    politeness.maxWaitSeconds = m_options.maxRetryAfterSeconds;
    politeness.obeyRobots = m_options.obeyRobots;
    politeness.robotsAgent = m_options.robotsAgent;
    politeness.obeyCrawlDelay = true;
    politeness.perHostName = true; // http and https of the site are one server
    politeness.robotsRequest.timeoutMs = m_options.timeoutMs;
    politeness.robotsRequest.totalTimeoutMs = m_options.pageTimeoutMs;
    politeness.robotsRequest.userAgent = m_options.userAgent;
    politeness.robotsRequest.credentials = m_options.credentials;
    politeness.robotsRequest.accept = "text/plain, */*;q=0.5";
    m_scheduler->reset();
    m_scheduler->setOptions(politeness);
    m_jobs.clear();
    m_queryVariants.clear();
    m_cutIndex.clear();
    m_started = 0;
    m_done = 0;
    m_failed = 0;
    m_elapsedBefore = 0;
    m_paused = false;
    m_stopping = false;
    m_startNext = CrawledPage::NoUrl;
    m_running = true;
    m_runClock.start();
}

bool Crawler::canStart(const QUrl &start)
{
    QString pattern;
    if (isHttpUrl(start) && !m_options.urlRules.matchesExclude(start, &pattern))
        return true;
    if (isHttpUrl(start))
        m_error = tr("Cannot crawl \"%1\": the start URL matches the exclude pattern \"%2\"")
                      .arg(start.toString(), pattern);
    else
        m_error = tr("Cannot crawl \"%1\": only http and https addresses with a host can be "
                     "crawled")
                      .arg(start.toString());
    QMetaObject::invokeMethod(this, &Crawler::finishIfDone, Qt::QueuedConnection);
    return false;
}

void Crawler::go()
{
    m_result.renderTotals.mode = m_options.render;
    m_result.renderTotals.available = m_renderer != nullptr;
    if (m_renderer) {
        RenderSettings settings;
        settings.userAgent = m_options.userAgent;
        settings.robotsAgent = m_options.robotsAgent;
        settings.obeyRobots = m_options.obeyRobots;
        settings.credentials = m_options.credentials;
        settings.pageTimeMs = m_options.pageTimeoutMs;
        m_renderer->setSettings(settings);
    }
    if (m_options.maxTimeMs > 0)
        m_deadline.start(m_options.maxTimeMs);
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!m_running)
                return;
            emitProgress();
            pump();
        },
        Qt::QueuedConnection);
}

void Crawler::start(const QUrl &start)
{
    prepare();
    m_result = CrawlResult();
    m_result.startUrl = start.adjusted(QUrl::RemoveFragment);
    // The crawl's time in its pages' content history: to the second, as lastmods write it.
    m_result.crawledAt = QDateTime::currentSecsSinceEpoch() * 1000;
    m_result.history = m_options.history;

    if (!canStart(start))
        return;
    setScope(start);
    enqueue(m_result.startUrl, 0, CrawledPage::Start);
    requeueFrontier(); // the sitemap's URLs
    go();
}

void Crawler::resumeFrom(CrawlResult earlier)
{
    prepare();
    m_result = std::move(earlier);
    if (m_result.crawledAt < 0) // kept before crawls had a time: it is this run's
        m_result.crawledAt = QDateTime::currentSecsSinceEpoch() * 1000;
    if (!m_result.history)
        m_result.history = m_options.history;
    const QUrl start = m_result.startUrl;
    if (!canStart(start))
        return;
    // What stopped the earlier run is asked again under this run's limits.
    m_result.limitsReached.clear();
    m_result.pageLimitReached = m_result.depthLimitReached = m_result.byteLimitReached
        = m_result.timeLimitReached = m_result.cancelled = false;
    m_elapsedBefore = m_result.elapsedMs;
    for (qsizetype i = 0; i < m_result.cuts.size(); ++i) {
        const CrawlCut &cut = m_result.cuts.at(i);
        m_cutIndex.insert({ int(cut.kind), cut.pattern }, i);
    }
    setScope(start);
    const CrawledPage *first = m_result.page(m_result.find(start));
    if (first && first->isRedirect() && !inScope(m_result.url(first->redirect)))
        setScope(m_result.url(first->redirect)); // as the first run did
    for (CrawledPage &page : m_result.pages) {
        if (!page.isDone()) {
            // Met and not done (a crawl stopped in the window): asked now.
            page.message.clear();
            queueJob(page.url, m_result.url(page.url), page.depth, 0);
            continue;
        }
        ++m_done;
        if (page.has(CrawledPage::Fetched)) {
            ++m_started;
            if (page.status >= 400 || page.error != FetchResult::Error::None)
                ++m_failed;
        }
        const QUrl url = m_result.url(page.url);
        if (url.hasQuery())
            ++m_queryVariants[Url::normalizedHash(
                url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment).toEncoded())];
    }
    if (!first)
        enqueue(start, 0, CrawledPage::Start);
    requeueFrontier();
    go();
}

bool Crawler::loginStillHolds(CrawlResult *earlier, const CrawlOptions &options)
{
    const CrawledPage *start = earlier->page(earlier->find(earlier->startUrl));
    if (!start || !start->has(CrawledPage::Fetched))
        return true;
    FetchOptions fetch;
    fetch.timeoutMs = options.timeoutMs;
    fetch.totalTimeoutMs = options.pageTimeoutMs;
    fetch.userAgent = options.userAgent;
    fetch.credentials = options.credentials;
    fetch.maxRedirects = 0;
    fetch.accept = PageAccept;
    // A GET, as the crawl asks (some servers refuse HEAD), of no type whose body is wanted.
    fetch.bodyTypes = { QByteArrayLiteral("application/x-sitemap-studio-none") };
    const FetchResult answer
        = Fetcher::fetchBlocking(earlier->url(earlier->finalUrl(*start)), fetch);
    if (answer.httpStatus != 401 && answer.httpStatus != 403)
        return true;
    earlier->loginRequired = true;
    earlier->loginStatus = answer.httpStatus;
    earlier->loginRealm = SiteCredentials::realmOf(answer.headers);
    return false;
}

void Crawler::requeueFrontier()
{
    // The sitemap's URLs, as if linked from nowhere.
    for (const QUrl &extra : std::as_const(m_options.extraUrls)) {
        const QUrl url = extra.adjusted(QUrl::RemoveFragment);
        if (!inScope(url) || m_options.urlRules.isExcluded(url))
            continue;
        const quint32 id = m_result.intern(url);
        const qsizetype known = m_result.pageIndex(id);
        if (known >= 0)
            m_result.pages[known].flags |= CrawledPage::FromSitemap;
        else
            enqueue(url, 0, CrawledPage::FromSitemap);
    }
    // What the pages done lead to, in the order they were met: as readPage() and jobDone()
    // queued it, so that a resumed crawl reaches what an uninterrupted one does.
    m_replaying = true;
    const qsizetype done = m_result.pages.size();
    for (qsizetype i = 0; i < done; ++i) {
        const CrawledPage page = m_result.pages.at(i); // a copy: enqueue() moves the list
        auto follow = [&](quint32 id, quint16 depth) {
            if (m_result.pageIndex(id) < 0 && inScope(m_result.url(id)))
                followLink(m_result.url(id), id, depth);
        };
        if (page.isRedirect() && page.error == FetchResult::Error::None) {
            const QUrl target = m_result.url(page.redirect);
            if (inScope(target) && m_result.pageIndex(page.redirect) < 0 && !isLeftOut(target))
                enqueue(target, page.depth, 0, 1);
        }
        if (!page.has(CrawledPage::Html) || page.nofollow())
            continue;
        for (const quint32 id : page.links)
            follow(id, quint16(page.depth + 1));
        for (const CrawledPage::Alternate &alternate : page.alternates)
            if (alternate.url != page.url)
                follow(alternate.url, quint16(page.depth + 1));
    }
    m_replaying = false;
}

void Crawler::crawlAndWait(const QUrl &start)
{
    this->start(start);
    QEventLoop loop;
    connect(this, &Crawler::finished, &loop, &QEventLoop::quit);
    if (m_running)
        loop.exec();
}

void Crawler::pause()
{
    if (!m_running || m_paused)
        return;
    m_paused = true; // pump() starts nothing now; the scheduler's wake-ups are ignored
    if (m_deadline.isActive()) {
        m_timeLeftMs = qMax(1, m_deadline.remainingTime());
        m_deadline.stop();
    }
}

void Crawler::resume()
{
    if (!m_running || !m_paused)
        return;
    m_paused = false;
    // The pages held at their servers' gates while paused go on.
    for (const QString &server : m_renderGates.keys())
        openRenderGate(server);
    if (m_timeLeftMs > 0) {
        m_deadline.start(m_timeLeftMs);
        m_timeLeftMs = 0;
    }
    pump();
}

void Crawler::cancel()
{
    if (!m_running)
        return;
    m_result.cancelled = true;
    m_scheduler->stop();
    m_jobs.clear();
    qDeleteAll(m_fetcher->findChildren<FetchReply *>(Qt::FindDirectChildrenOnly));
    // Pages still being read (or rendered) are left as not fetched: what they hold was never
    // seen.
    dropRenderings(false);
    ++m_generation;
    for (const qsizetype index : std::as_const(m_parsing))
        m_result.pages[index].flags &= ~CrawledPage::Fetched;
    m_parsing.clear();
    m_parseShares.clear();
    m_paused = false;
    finishIfDone();
}

CrawlResult Crawler::takeResult()
{
    return std::exchange(m_result, CrawlResult());
}

void Crawler::enqueue(const QUrl &url, quint16 depth, quint16 flags, quint8 hops)
{
    const quint32 id = m_result.intern(url);
    if (m_result.pageIndex(id) >= 0)
        return;
    CrawledPage page;
    page.url = id;
    page.depth = depth;
    page.flags = flags;
    m_result.addPage(std::move(page));
    if (m_stopping)
        return; // met, but a limit came first: it stays NotFetched
    queueJob(id, url, depth, hops);
}

void Crawler::queueJob(quint32 id, const QUrl &url, quint16 depth, quint8 hops)
{
    Job job;
    job.id = id;
    job.url = url;
    job.visited = { url };
    job.depth = depth;
    job.hops = hops;
    m_jobs.insert(id, std::move(job));
    m_scheduler->add(id, url);
}

void Crawler::requeue(Job job)
{
    const quint32 id = job.id;
    const QUrl url = job.url;
    m_jobs.insert(id, std::move(job));
    m_scheduler->addFirst(id, url);
}

qsizetype Crawler::queued() const
{
    return m_scheduler->queued();
}

void Crawler::emitProgress()
{
    Q_EMIT progress(m_done, int(queued()), m_failed);
}

void Crawler::reachLimit(bool *flag, const QString &message, bool stop)
{
    if (!*flag) {
        *flag = true;
        m_result.limitsReached.append(message);
    }
    if (stop)
        stopQueue();
}

bool Crawler::isLeftOut(const QUrl &url)
{
    QString pattern;
    if (!m_options.urlRules.isExcluded(url, &pattern))
        return false;
    addCut(CrawlCut::Kind::Excluded, pattern, 0, url);
    return true;
}

void Crawler::followLink(const QUrl &url, quint32 id, quint16 depth)
{
    if (m_result.pageIndex(id) >= 0 || isLeftOut(url) || isTrap(url))
        return;
    if (m_options.maxDepth >= 0 && depth > m_options.maxDepth) {
        reachLimit(&m_result.depthLimitReached,
                   tr("The crawl did not follow links beyond its depth limit of %1 from the "
                      "start page")
                       .arg(number(m_options.maxDepth)),
                   false);
        return;
    }
    enqueue(url, depth, 0);
}

void Crawler::addCut(CrawlCut::Kind kind, const QString &pattern, int limit, const QUrl &example,
                     qint64 count)
{
    if (m_replaying)
        return; // counted when the earlier run met it
    const std::pair<int, QString> key { int(kind), pattern };
    qsizetype at = m_cutIndex.value(key, -1);
    if (at < 0) {
        CrawlCut cut;
        cut.kind = kind;
        cut.pattern = pattern;
        cut.limit = limit;
        m_result.cuts.append(std::move(cut));
        at = m_result.cuts.size() - 1;
        m_cutIndex.insert(key, at);
    }
    CrawlCut &cut = m_result.cuts[at];
    cut.count += count;
    if (example.isValid() && cut.examples.size() < CrawlCut::MaxExamples)
        cut.examples.append(QString::fromUtf8(example.toEncoded()));
}

bool Crawler::isTrap(const QUrl &url)
{
    using Kind = CrawlCut::Kind;
    const QByteArray text = url.toEncoded(QUrl::RemoveFragment);
    const QString path = url.path(QUrl::FullyEncoded);
    if (m_options.maxUrlLength > 0 && text.size() > m_options.maxUrlLength) {
        // Grouped by the first segment: junk links differ everywhere after it.
        const qsizetype slash = path.indexOf(u'/', 1);
        const QString pattern = slash > 0       ? path.left(slash + 1) + u'…'
            : path.size() > 1 || url.hasQuery() ? path + u'…'
                                                : QStringLiteral("/");
        addCut(Kind::LongUrl, pattern, m_options.maxUrlLength, url);
        return true;
    }
    if (m_options.maxSegmentRepeats > 0) {
        const QString pattern = repeatedSegmentPattern(path, m_options.maxSegmentRepeats);
        if (!pattern.isEmpty()) {
            addCut(Kind::RepeatedSegments, pattern, m_options.maxSegmentRepeats, url);
            return true;
        }
    }
    if (m_options.maxQueryVariants > 0 && url.hasQuery()) {
        const QByteArray bare = url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment).toEncoded();
        quint32 &variants = m_queryVariants[Url::normalizedHash(bare)];
        if (variants >= quint32(m_options.maxQueryVariants)) {
            addCut(Kind::QueryVariants, path + QStringLiteral("?…"), m_options.maxQueryVariants,
                   url);
            return true;
        }
        ++variants;
    }
    return false;
}

void Crawler::stopQueue()
{
    m_stopping = true;
    m_scheduler->clearQueues();
    m_jobs.clear();
}

void Crawler::pump()
{
    if (!m_running || m_paused)
        return;
    // While the parser thread is behind, no new page is asked: the bodies waiting for it would
    // pile up (a loopback site answers faster than gumbo reads), and the heap with them. Nor
    // while a page waits for the memory budget: a new one would only wait behind it.
    if (!m_stopping && m_parsing.size() < MaxParseBacklog && !(m_budget && m_budget->waiting() > 0))
        m_scheduler->pump(); // calls startNext(), blocked() and robotsUnavailable()
    if (!m_running)
        return;
    finishIfDone();
}

bool Crawler::startNext(quint32 id)
{
    Job job = m_jobs.take(id);
    if (!job.counted) {
        if (m_options.maxPages > 0 && m_started >= m_options.maxPages) {
            const qsizetype left = queued() + 1; // this one too
            reachLimit(&m_result.pageLimitReached,
                       tr("The crawl stopped at its limit of %1 pages; %2 URLs it found "
                          "were not fetched",
                          nullptr, int(left))
                           .arg(number(m_options.maxPages), number(left)));
            return false;
        }
        job.counted = true;
        ++m_started;
    }
    startJob(std::move(job));
    return true;
}

void Crawler::blocked(quint32 id, const QUrl &origin, qint64 line, const QString &pattern)
{
    const Job job = m_jobs.take(id);
    const qsizetype index = m_result.pageIndex(id);
    CrawledPage &page = m_result.pages[index];
    page.flags |= CrawledPage::BlockedByRobots;
    page.message = tr("Not fetched: the robots.txt of %1 disallows %2 for %3 (line %4: "
                      "Disallow: %5)")
                       .arg(display(origin), display(job.url), m_options.robotsAgent,
                            QString::number(line), pattern);
    ++m_done;
    Q_EMIT pageDone(index);
    emitProgress();
}

void Crawler::robotsUnavailable(quint32 id, const FetchResult &robots)
{
    m_jobs.remove(id);
    const qsizetype index = m_result.pageIndex(id);
    CrawledPage &page = m_result.pages[index];
    page.flags |= CrawledPage::RobotsUnavailable;
    page.error = robots.error;
    page.message = tr("Not fetched: %1; while a site's robots.txt cannot be read, crawlers fetch "
                      "nothing there")
                       .arg(robots.message);
    ++m_done;
    Q_EMIT pageDone(index);
    emitProgress();
}

void Crawler::startJob(Job job)
{
    ++m_result.requests;
    FetchOptions options;
    options.timeoutMs = m_options.timeoutMs;
    options.totalTimeoutMs = m_options.pageTimeoutMs;
    options.userAgent = m_options.userAgent;
    options.credentials = m_options.credentials;
    options.maxRedirects = 0; // followed here, hop by hop
    options.maxBytes = m_options.maxPageBytes;
    options.cutAtMaxBytes = true;
    options.bodyTypes = { "text/html", "application/xhtml+xml" };
    options.accept = PageAccept;
    options.budget = m_budget;
    m_fetcher->setOptions(options);
    FetchReply *reply = m_fetcher->fetch(job.url);
    QElapsedTimer timer;
    timer.start();
    connect(reply, &FetchReply::finished, this, [this, reply, job, timer] {
        const FetchResult fetched = reply->result();
        std::unique_ptr<MemoryShare> share = reply->takeShare();
        reply->deleteLater();
        if (const qsizetype index = m_result.pageIndex(job.id); index >= 0)
            m_result.pages[index].responseMs = quint32(qMin<qint64>(timer.elapsed(), UINT32_MAX));
        jobDone(job, fetched, std::move(share));
    });
}

void Crawler::jobDone(Job job, const FetchResult &fetched, std::unique_ptr<MemoryShare> share)
{
    m_scheduler->finished(job.id);
    m_result.bytes += fetched.bytes;
    const qsizetype index = m_result.pageIndex(job.id);
    const int status = fetched.httpStatus;
    auto limitBytes = [this] {
        if (m_options.maxBytes > 0 && m_result.bytes >= m_options.maxBytes)
            reachLimit(&m_result.byteLimitReached,
                       tr("The crawl stopped at its limit of %1 bytes received")
                           .arg(number(m_options.maxBytes)));
    };
    auto again = [&] {
        limitBytes();
        pump();
    };

    // A 429 or 503 with Retry-After: the host is left alone that long, the page asked again.
    if (!m_stopping && m_scheduler->retryLater(job.id, job.url, fetched)) {
        m_result.pages[index].flags |= CrawledPage::Retried;
        m_result.pages[index].bytes += fetched.bytes;
        m_jobs.insert(job.id, std::move(job));
        again();
        return;
    }
    // With maxRedirects 0 the Fetcher reports a redirect to follow as TooManyRedirects.
    const bool redirect
        = fetched.error == FetchResult::Error::TooManyRedirects && status >= 300 && status < 400;
    RedirectDecision decision;
    quint32 target = CrawledPage::NoUrl;
    if (redirect) {
        decision = Fetcher::decideRedirect(job.url, headerValue(fetched, "Location"), job.visited,
                                           m_options.maxRedirects);
        if (decision.target.isValid())
            target = m_result.intern(decision.target);
        if (decision.error == FetchResult::Error::None && target == job.id) {
            // Another spelling of the same page (…/index.html → …/): asked again as part of
            // this page.
            m_result.pages[index].bytes += fetched.bytes;
            job.url = decision.target;
            job.visited.append(decision.target);
            requeue(std::move(job));
            again();
            return;
        }
    }

    CrawledPage &page = m_result.pages[index];
    page.flags |= CrawledPage::Fetched;
    page.status = qint16(status);
    page.bytes += fetched.bytes;
    page.error = fetched.error;
    page.message = fetched.message;
    page.contentType = quint16(m_result.internContentType(fetched.contentType));
    if (job.url != m_result.url(job.id))
        m_result.setAnsweredUrl(page.url, QString::fromUtf8(job.url.toEncoded()));
    const RobotsDirectives header = RobotsDirectives::fromHeaders(
        RobotsDirectives::headerValues(fetched.headers), m_options.metaAgent);
    if (header.noindex)
        page.flags |= CrawledPage::NoindexHeader;
    if (header.nofollow)
        page.flags |= CrawledPage::NofollowHeader;
    const QDateTime modified = parseHttpDate(headerValue(fetched, "Last-Modified"));
    if (modified.isValid())
        page.lastModified = modified.toMSecsSinceEpoch();
    if (fetched.truncated)
        page.flags |= CrawledPage::Truncated;
    if (redirect) {
        page.redirect = target;
        if (decision.error != FetchResult::Error::None) {
            page.error = decision.error;
            page.message = decision.message;
        } else {
            page.error = FetchResult::Error::None;
            page.message.clear();
            // http://site/ → https://www.site/: the site is where the start URL leads.
            if (page.has(CrawledPage::Start) && !inScope(decision.target))
                setScope(decision.target);
            if (page.has(CrawledPage::Start) || job.id == m_startNext)
                m_startNext = target;
            if (inScope(decision.target) && m_result.pageIndex(target) < 0
                && !isLeftOut(decision.target)) {
                if (job.hops >= m_options.maxRedirects) {
                    page.error = FetchResult::Error::TooManyRedirects;
                    page.message = tr("%1 is the end of more than %2 redirects; the next one, to "
                                      "%3, is not followed")
                                       .arg(display(job.url), number(m_options.maxRedirects),
                                            display(decision.target));
                } else {
                    // A redirect is no click: its target is as deep as its source.
                    enqueue(decision.target, job.depth, 0, quint8(job.hops + 1));
                }
            }
        }
    }
    if (fetched.error == FetchResult::Error::TimedOut)
        addCut(CrawlCut::Kind::SlowPage, QString(), m_options.pageTimeoutMs, job.url);
    // A site that keeps its start page behind a login keeps the rest there too: every further
    // request would only be refused.
    if ((status == 401 || status == 403)
        && (m_result.pages.at(index).has(CrawledPage::Start) || job.id == m_startNext)) {
        m_result.loginRequired = true;
        m_result.loginStatus = status;
        m_result.loginRealm = SiteCredentials::realmOf(fetched.headers);
        stopQueue();
    }
    const CrawledPage &done = m_result.pages.at(index);
    if (done.status >= 400 || done.error != FetchResult::Error::None)
        ++m_failed;
    if (!redirect && fetched.ok() && !fetched.bodySkipped
        && isHtmlContentType(fetched.contentType)) {
        parse(index, job, fetched, std::move(share)); // done when read
    } else {
        ++m_done;
        Q_EMIT pageDone(index);
        emitProgress();
    }
    again();
}

qint64 Crawler::parseCost(qint64 bytes)
{
    // Measured: a page cut at HtmlPage::MaxElements small elements takes some 72 MB to read
    // (gumbo's nodes, the walk's stack, the texts), an ordinary page a few times its size.
    constexpr qint64 Factor = 16;
    constexpr qint64 Most = 72 * 1024 * 1024;
    return qMin(bytes * Factor, Most);
}

void Crawler::parse(qsizetype index, const Job &job, const FetchResult &fetched,
                    std::unique_ptr<MemoryShare> share)
{
    m_parsing.append(index);
    if (!share) {
        startParse(index, job, fetched);
        return;
    }
    // The body is held already; what reading it makes is taken before it is read.
    MemoryShare *held = share.get();
    m_parseShares[index] = std::move(share);
    const qint64 cost = parseCost(fetched.body.size());
    if (held->tryTake(cost)) {
        startParse(index, job, fetched);
        return;
    }
    const quint64 generation = m_generation;
    held->take(cost, [this, index, job, fetched, generation] {
        if (generation == m_generation)
            startParse(index, job, fetched);
    });
}

void Crawler::startParse(qsizetype index, const Job &job, const FetchResult &fetched)
{
    // Off this thread: gumbo takes a second or two for a page of several megabytes, and the
    // window's crawl runs in its event loop. One parser thread keeps the pages in the order
    // they came, so that the crawl stays breadth first.
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<HtmlPage>(this);
    connect(
        watcher, &QFutureWatcher<HtmlPage>::finished, this,
        [this, watcher, index, job, generation, body = fetched.body, type = fetched.contentType] {
            watcher->deleteLater();
            if (generation != m_generation)
                return; // cancelled, or another crawl started meanwhile
            HtmlPage raw = watcher->result();
            if (wantsRendering(index, job, raw)) {
                // Still in m_parsing, with its share of the budget, until it is read.
                startRendering(index, job, std::move(raw), body, type);
                return;
            }
            m_parsing.removeOne(index);
            readPage(index, job, raw);
            pageRead(index);
        });
    watcher->setFuture(QtConcurrent::run(
        &m_parser,
        [body = fetched.body, url = job.url, type = fetched.contentType,
         agent = m_options.metaAgent, blocks = m_options.fingerprintContent] {
            return HtmlPage::parse(body, url, type, agent, blocks);
        }));
}

void Crawler::pageRead(qsizetype index)
{
    m_parseShares.erase(index); // read: its bytes go back to the budget
    ++m_done;
    Q_EMIT pageDone(index);
    emitProgress();
    pump();
}

void Crawler::readPage(qsizetype index, const Job &job, const HtmlPage &html)
{
    // Read into locals first: following the links adds pages, which moves the page list.
    quint16 flags = CrawledPage::Html;
    if (html.robots.noindex)
        flags |= CrawledPage::NoindexMeta;
    if (html.robots.nofollow)
        flags |= CrawledPage::NofollowMeta;
    if (html.conflictingCanonicals)
        flags |= CrawledPage::ConflictingCanonicals;
    if (html.tooManyElements || html.tooDeep) {
        flags |= CrawledPage::PartlyRead;
        addCut(CrawlCut::Kind::PartlyRead, QString(), int(HtmlPage::MaxElements), job.url);
    }
    const quint32 self = job.id;
    const quint16 depth = job.depth;
    const bool follow
        = !(html.robots.nofollow || m_result.pages.at(index).has(CrawledPage::NofollowHeader));
    const quint32 canonical
        = html.canonical.isValid() ? m_result.intern(html.canonical) : CrawledPage::NoUrl;

    auto follows = [&](const QUrl &url, quint32 id) {
        if (follow)
            followLink(url, id, quint16(depth + 1));
    };

    // An instant meta refresh is a redirect to search engines: the page is not indexed, its
    // target is, and is fetched as a redirect's would be (as deep as this page, so before the
    // links, which may lead there too).
    quint32 refresh = CrawledPage::NoUrl;
    if (html.isInstantRefresh() && isHttpUrl(html.refresh)) {
        const QUrl target
            = m_options.urlRules.withoutParameters(html.refresh.adjusted(QUrl::RemoveFragment));
        const quint32 id = m_result.intern(target);
        if (id != self) {
            refresh = id;
            flags |= CrawledPage::MetaRefresh;
            if (inScope(target) && m_result.pageIndex(id) < 0 && job.hops < m_options.maxRedirects
                && !isLeftOut(target))
                enqueue(target, depth, 0, quint8(job.hops + 1));
        }
    }
    // The links taken: the first maxLinksPerPage as written (a page of 100,000 links to
    // nowhere is a trap too).
    const qsizetype maxLinks = m_options.maxLinksPerPage > 0
        ? qMin<qsizetype>(m_options.maxLinksPerPage, html.links.size())
        : html.links.size();
    if (maxLinks < html.links.size() || html.linksCut) {
        flags |= CrawledPage::LinksCut;
        addCut(CrawlCut::Kind::LinksPerPage, QString::fromUtf8(job.url.toEncoded()), int(maxLinks),
               QUrl(), html.links.size() - maxLinks);
    }
    std::vector<quint32> links;
    std::vector<quint32> anchors; // parallel to links
    std::vector<quint8> rels;
    QSet<quint32> seen;
    quint32 external = 0;
    links.reserve(size_t(maxLinks));
    anchors.reserve(size_t(maxLinks));
    rels.reserve(size_t(maxLinks));
    const CrawlUrlRules &rules = m_options.urlRules;
    for (qsizetype i = 0; i < maxLinks; ++i) {
        // Tracking parameters go before the link is met, so that /a?utm_source=x is /a.
        const QUrl link = rules.withoutParameters(html.links.at(i));
        if (!inScope(link)) {
            ++external;
            continue;
        }
        const quint32 id = m_result.intern(link);
        if (id == self || seen.contains(id))
            continue; // the page itself, or one page spelt two ways (the first spelling's <a>)
        seen.insert(id);
        links.push_back(id);
        const HtmlLink details = i < html.linkDetails.size() ? html.linkDetails.at(i) : HtmlLink();
        anchors.push_back(m_result.internAnchor(details.anchor));
        rels.push_back(details.rel);
        if (follow)
            m_result.addInlink(id);
        follows(link, id);
    }
    std::vector<CrawledPage::Alternate> alternates;
    alternates.reserve(size_t(html.alternates.size()));
    for (const HtmlAlternate &alternate : html.alternates) {
        const QUrl href = rules.withoutParameters(alternate.href);
        const quint32 id = m_result.intern(href);
        alternates.push_back({ m_result.internHreflang(alternate.hreflang), id });
        if (id != self && inScope(href))
            follows(href, id);
    }
    links.shrink_to_fit();
    std::vector<quint32> images;
    images.reserve(size_t(html.images.size()));
    for (const QUrl &image : html.images)
        images.push_back(m_result.intern(image));
    m_result.setPageExtras(self, html.modified, std::move(images));
    m_result.setLinkDetails(self, std::move(anchors), std::move(rels));
    CrawledPage &page = m_result.pages[index];
    page.modifiedSource = html.modifiedSource;
    if (m_options.fingerprintContent) // after its date: a new page's history takes it
        m_result.setContentBlocks(index, html.contentBlocks);
    page.flags |= flags;
    if (refresh != CrawledPage::NoUrl)
        page.redirect = refresh;
    page.title = html.title;
    page.canonical = canonical;
    page.links = std::move(links);
    page.externalLinks = external;
    page.alternates = std::move(alternates);
}

bool Crawler::readImageHostsRobots()
{
    if (m_options.imageHosts.isEmpty() || !m_options.obeyRobots)
        return false;
    QSet<QString> asked;
    bool any = false;
    for (const CrawledPage &page : std::as_const(m_result.pages)) {
        for (const quint32 id : m_result.images(page)) {
            const QUrl url = m_result.url(id);
            const QString origin = PoliteScheduler::originKey(url);
            if (asked.contains(origin) || m_result.robots.contains(origin)
                || !m_options.imageHosts.contains(url.host().toLower()))
                continue;
            asked.insert(origin);
            any = m_scheduler->readRobots(url) || any;
        }
    }
    return any;
}

void Crawler::finishIfDone()
{
    if (!m_running || m_scheduler->inFlight() > 0 || !m_parsing.isEmpty()
        || (!m_stopping && queued() > 0))
        return;
    if (!m_imageRobotsRead && !m_result.cancelled && !m_result.timeLimitReached) {
        m_imageRobotsRead = true;
        if (readImageHostsRobots())
            return; // finished once they answer
    }
    m_running = false;
    m_paused = false;
    m_deadline.stop();
    m_result.elapsedMs = m_elapsedBefore + m_runClock.elapsed();
    if (m_renderer) {
        m_result.renderTotals.renderersStarted = m_renderer->started();
        m_result.renderTotals.peakMemoryKiB
            = qMax(m_result.renderTotals.peakMemoryKiB, m_renderer->peakMemoryKiB());
    }
    m_result.settleLinkDepths();
    m_result.settleContent();
    // One string shared by every page left (a crawl cut short may leave thousands).
    const QString left = m_result.cancelled ? tr("Not fetched: the crawl was cancelled first")
                                            : tr("Not fetched: a limit of the crawl came first");
    for (CrawledPage &page : m_result.pages)
        if (!page.has(CrawledPage::Fetched) && page.message.isEmpty())
            page.message = left;
    emitProgress();
    Q_EMIT finished();
}

} // namespace Studio
