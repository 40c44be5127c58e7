#pragma once

#include "fetcher.h"
#include "model/finding.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

namespace Studio {

class PoliteScheduler;
class UrlEntry;
class Workspace;

// One address to check and the place in a workspace it came from, so that findings point
// there: an entry's loc (item -1, field Loc), an image (field Image) or a video location
// (field Video), item being the image's or video's index in the entry.
struct LinkTarget
{
    QUrl url;
    qint32 sitemap = 0;
    qsizetype entry = -1;
    qint32 item = -1;
    FindingField field = FindingField::Loc;
    quint32 line = 0; // the entry's line in its file; 0 when unknown

    friend bool operator==(const LinkTarget &, const LinkTarget &) = default;
};

// What the link checker found for one URL: the table columns (status, final URL, time) and
// what the findings are made of.
struct LinkResult
{
    QUrl url;
    // The first answer's status (a 3xx when redirected); 0 when none came or the URL was not
    // fetched.
    int status = 0;
    int finalStatus = 0; // of the last answer, after the redirects
    QUrl finalUrl; // after the redirects; the URL itself without one
    qint64 ms = 0; // the requests for this URL, summed; waits between them not counted
    FetchResult::Error error = FetchResult::Error::None; // the Fetcher's, of the last attempt
    QString message; // the Fetcher's, or why the URL was not fetched
    bool blockedByRobots = false; // not fetched: the host's robots.txt disallows it
    // Not fetched: the host's robots.txt answered 429 or 5xx, or could not be fetched at all
    // (`error` and `message` say which), so crawlers fetch nothing there.
    bool robotsUnavailable = false;
    bool usedGet = false; // HEAD was refused (405, 501) and GET answered
    QByteArray contentType; // of the last answer, as sent; empty when none came or none was said
    bool retried = false; // a 429 or 503 with Retry-After was waited out and asked again
    bool redirected() const { return finalUrl.isValid() && finalUrl != url; }
};

struct LinkCheckOptions
{
    int concurrency = 4; // requests at once, all hosts together; at least 1
    // Requests at once to one host (scheme, host and port); at most HostLimit whatever is asked.
    int perHost = 2;
    static constexpr int HostLimit = 2;
    int delayMs = 0; // between the starts of two requests to one host, robots.txt included
    int timeoutMs = 15000; // a stall (FetchOptions::timeoutMs)
    int totalTimeoutMs = 30000; // one request, redirects included
    int maxRetryAfterSeconds = 60; // a longer Retry-After is waited this long
    QByteArray userAgent = defaultUserAgent();
    // The product token matched against the robots.txt User-agent groups.
    QString robotsAgent = QStringLiteral("SitemapStudio");
    bool obeyRobots = true;
    // A login, cookies and headers for the origins they name (robots.txt included), never
    // sent elsewhere (FetchOptions::credentials). Null for none.
    std::shared_ptr<const SiteCredentials> credentials;
};

// The opt-in online check of a sitemap's URLs. For each URL it asks HEAD (GET, body capped and
// discarded, when HEAD is refused with 405 or 501), follows redirects hop by hop (each hop a
// request of its own, so the politeness rules and robots.txt hold for it too) and records the
// first status, the final URL and the time. It is polite, through the PoliteScheduler it shares
// with the Crawler: at most two requests at once per host (scheme, host and port), `delayMs`
// between the starts of two requests to one host, a 429 or 503 with Retry-After waited out
// (capped) before that host is asked again and the URL retried once, and the host's robots.txt
// fetched once and obeyed for `robotsAgent` (a blocked URL is not fetched). A robots.txt that
// answers 4xx allows everything; one that answers 5xx or cannot be fetched stops the checker from
// fetching anything on that host (RFC 9309, 2.3.1), and those URLs are reported as server error or
// unreachable, saying why.
//
// Results are kept for the life of the object (the session): checking a URL again answers from
// that cache without a request unless `force` is given. A URL listed by several targets is
// fetched once. Findings (SM409 to SM413) are made by findings() for the targets of the last
// check; a 403, a 429 that persists or any other 4xx gives none, only its status.
//
// Lives on the thread that created it and needs its event loop (checkAndWait() runs one).
class LinkChecker : public QObject
{
    Q_OBJECT

public:
    explicit LinkChecker(const LinkCheckOptions &options = {}, QObject *parent = nullptr);
    ~LinkChecker() override;

    LinkCheckOptions options() const { return m_options; }
    // For checks started afterwards.
    void setOptions(const LinkCheckOptions &options) { m_options = options; }

    // Every loc, image:loc and video content_loc, player_loc and thumbnail_loc of the
    // workspace (index entries included: their locs are sitemaps), in file order.
    static QList<LinkTarget> targets(const Workspace &workspace);
    // The same for one entry, placed as entry `index` of sitemap `sitemap`.
    static QList<LinkTarget> targets(const UrlEntry &entry, qint32 sitemap, qsizetype index);

    // Starts checking; finished() follows, from the event loop, even when everything was
    // cached. A check already running is cancelled first. With `force` the URLs, and the
    // robots.txt of their hosts, are fetched again rather than taken from the cache.
    void check(const QList<LinkTarget> &targets, bool force = false);
    // check() and a local event loop until finished().
    void checkAndWait(const QList<LinkTarget> &targets, bool force = false);
    // Stops: requests in flight are aborted, the queue is dropped, finished() is emitted. The
    // URLs not done keep no result.
    void cancel();
    bool isRunning() const { return m_running; }

    // The result for `url`; nullptr when it was not checked (or the check was cancelled).
    const LinkResult *result(const QUrl &url) const;
    QList<LinkTarget> lastTargets() const { return m_targets; }
    // The findings for the targets of the last check, in their order, with sitemap, entry,
    // item, field and line set from the target.
    QList<Finding> findings() const;
    // The finding for one result, without a place; ruleId empty when there is none.
    static Finding findingFor(const LinkResult &result);
    // The same, placed at `target`: its sitemap, entry, item, field and line. An image whose
    // URL answers 2xx with a type that is no image (text/html, say) gets SM424.
    static Finding findingFor(const LinkResult &result, const LinkTarget &target);
    // Forgets the session's results and robots.txt files.
    void clearCache();

Q_SIGNALS:
    // Done URLs of the current check (cached ones included) out of all its distinct URLs.
    void progress(int done, int total);
    void resultReady(const QUrl &url);
    void finished();

private:
    struct Job;

    void pump();
    void startJob(quint64 id, Job job);
    void jobDone(quint64 id, Job job, const FetchResult &fetched, qint64 ms);
    // Queues `job` again, first on the host of the address it asks next.
    void requeue(quint64 id, Job job);
    void record(LinkResult result);
    void finishIfDone();

    LinkCheckOptions m_options;
    Fetcher *m_fetcher; // owned (child)
    // Owned (child): per-host queues, the delay, the limits, Retry-After, and the robots.txt
    // files, kept for the session.
    PoliteScheduler *m_scheduler;
    QHash<quint64, Job> m_jobs; // the queued ones, by the scheduler's job number
    quint64 m_lastJob = 0;
    QElapsedTimer m_clock; // for LinkResult::ms
    QHash<QUrl, LinkResult> m_cache;
    QList<LinkTarget> m_targets;
    int m_total = 0;
    int m_done = 0;
    bool m_running = false;
};

} // namespace Studio
