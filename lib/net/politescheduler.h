#pragma once

#include "fetcher.h"
#include "io/readers/robotstxt.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <deque>
#include <functional>
#include <memory>

namespace Studio {

// When requests to web servers may start: the politeness the Crawler and the LinkChecker share,
// kept in one place so that a fix to it lands once.
//
// The owner queues jobs, each known by a number of its own and the URL it asks next; the
// scheduler calls the owner back when a job may start (Handlers::start), when robots.txt
// disallows it (blocked) or when that robots.txt cannot be read (unavailable). What a job is
// and what its answer means stay with the owner. The rules kept here, per origin (scheme, host
// and port):
//
// - One queue per origin, served round by round, one start per origin and round, so that a
//   large site does not keep the others waiting; origins never wait for each other except
//   through Options::total.
// - At most Options::perHost requests at once to one server and Options::total in all; robots.txt
//   counts as a request.
// - Options::delayMs between the starts of two requests to one server (raised by robots.txt's
//   Crawl-delay when obeyCrawlDelay is set), and nothing started there while a Retry-After
//   runs (retryLater()). Both are cut to Options::maxWaitSeconds.
// - robots.txt fetched once per origin, before its first job, and obeyed for
//   Options::robotsAgent (its group, else '*'). An answer that cannot be read as rules decides
//   as RFC 9309, 2.3.1 says: 4xx (other than 429), too many redirects, or a file too large or
//   damaged allow everything; 429, 5xx or no answer at all disallow everything until it is
//   asked again.
//
// A "server" is what the limits count: one origin, or with Options::perHostName one host name
// with all its origins (http and https of a site crawled as one).
//
// Nothing starts on its own: after a change of its own (a robots.txt answered, a wait ran out)
// the scheduler calls Handlers::ready, and the owner calls pump(), which starts what may start
// now. The owner calls pump() too after its own changes (jobs added, a request finished). Every
// handler but robotsRequested may call back into the scheduler (add jobs, clearQueues(),
// stop(), reset()); a pump under way ends at any of the last three.
//
// Lives on the thread that created it and needs its event loop.
class PoliteScheduler : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        // Requests at once to one server, robots.txt included; kept between 1 and HostLimit.
        int perHost = 2;
        static constexpr int HostLimit = 2;
        int total = 0; // requests at once, all servers together; 0 for no limit
        int delayMs = 0; // between the starts of two requests to one server
        // The longest wait a server can ask for: a longer Retry-After or Crawl-delay is cut
        // to this.
        int maxWaitSeconds = 60;
        bool obeyRobots = true;
        QString robotsAgent = QStringLiteral("SitemapStudio"); // the robots.txt product token
        // The Crawl-delay of robotsAgent's group raises delayMs for that server.
        bool obeyCrawlDelay = false;
        // The limits (in flight, delay, Retry-After) count per host name, shared by the origins
        // of that name, rather than per origin.
        bool perHostName = false;
        // How robots.txt is asked (timeouts, User-Agent, Accept); its size cap is RobotsMaxBytes.
        FetchOptions robotsRequest;
    };

    // What is received of a robots.txt: RobotsTxt::MaxBytes, which is what is read of it
    // (RFC 9309, 2.5), and a byte more, so that the parser knows the file went on. The rest is
    // not downloaded; a larger file is no error, its first 500 KiB apply.
    static constexpr qint64 RobotsMaxBytes = RobotsTxt::MaxBytes + 1;

    // What the scheduler knows of an origin's robots.txt.
    enum class Robots : quint8 {
        Unknown, // not asked yet, or to be asked again
        Fetching,
        AllowAll, // 4xx, too many redirects, or unreadable: nothing is disallowed
        Rules, // read: its rules decide
        Unavailable, // 429, 5xx or no answer: nothing may be fetched there
    };
    Q_ENUM(Robots)

    // The owner's side. start is required; the others may stay empty.
    struct Handlers
    {
        // Job `job` may start its request to `url` now. Returns true when the owner started it:
        // the scheduler counts it in flight until finished(job), and the server's delay runs
        // from now. False when the owner declines (a limit of its own): the job leaves the
        // queue and nothing is counted.
        std::function<bool(quint64 job, const QUrl &url)> start;
        // robots.txt of `origin` disallows `url`: the job leaves the queue without a request.
        // `decision.rule` points into a RobotsTxt the scheduler keeps alive during the call.
        std::function<void(quint64 job, const QUrl &url, const QUrl &origin,
                           const RobotsTxt::Decision &decision)>
            blocked;
        // robots.txt of `url`'s origin could not be read (`answer` says how it failed): the job
        // leaves the queue without a request.
        std::function<void(quint64 job, const QUrl &url, const FetchResult &answer)> unavailable;
        // A request for robots.txt started. A notice only: it does not call back.
        std::function<void(const QUrl &robotsUrl)> robotsRequested;
        // robots.txt of `origin` (originKey()) answered; `rules` is set when state is Rules.
        std::function<void(const QString &origin, Robots state, const FetchResult &answer,
                           const std::shared_ptr<const RobotsTxt> &rules)>
            robotsRead;
        // Something may start now: call pump(). Empty: the scheduler calls pump() itself.
        std::function<void()> ready;
    };

    // robots.txt is asked through `fetcher` (not owned), which must outlive the scheduler.
    explicit PoliteScheduler(Fetcher *fetcher, QObject *parent = nullptr);
    ~PoliteScheduler() override;

    Options options() const { return m_options; }
    void setOptions(const Options &options) { m_options = options; }
    void setHandlers(Handlers handlers) { m_handlers = std::move(handlers); }

    // "scheme://host:port", the port always written: the key of an origin.
    static QString originKey(const QUrl &url);
    // Whether `answer` asks to be asked again later: a 429 or 503 with Retry-After.
    static bool asksToRetryLater(const FetchResult &answer);

    // Queues `job` to ask `url`, last in its origin's queue.
    void add(quint64 job, const QUrl &url);
    // Queues `job` first in `url`'s origin's queue: a job going on (its next redirect hop, a
    // GET after a refused HEAD).
    void addFirst(quint64 job, const QUrl &url);
    // The request started for `job` is over: its place is free. Call it before anything else
    // about that answer (retryLater(), addFirst()). Unknown jobs are ignored.
    void finished(quint64 job);
    // When `answer` asks to be asked again later (asksToRetryLater()) and `job` has not waited
    // yet: nothing more starts at `url`'s server for the Retry-After (at most maxWaitSeconds),
    // `job` is queued first to ask `url` again, and true is returned. Otherwise false: the
    // answer is final. A job waits once (its number is remembered until stop()).
    bool retryLater(quint64 job, const QUrl &url, const FetchResult &answer);
    // robots.txt of `url`'s origin is asked again before its next request (a forced re-check).
    void askRobotsAgain(const QUrl &url);
    // Asks robots.txt of `url`'s origin now, with no job waiting for it, when it was never
    // asked: for what other agents may do there (robotsRead tells). False when nothing is
    // asked (known already, being asked, or robots.txt not obeyed).
    bool readRobots(const QUrl &url);

    // Starts what may start now, round by round, and sets the timer for the next server whose
    // wait runs out.
    void pump();

    // Drops every queued job; requests in flight go on.
    void clearQueues();
    // Drops every queued job and forgets the requests in flight (the owner has aborted its
    // own; a robots.txt being fetched is aborted here and asked again later). The round starts
    // afresh. Origins keep their robots.txt, delay and Retry-After.
    void stop();
    // stop(), and forgets every origin and server: a new session.
    void reset();

    qsizetype queued() const; // jobs waiting, all origins together
    int inFlight() const { return m_inFlight; } // requests, robots.txt included
    Robots robotsState(const QUrl &url) const; // Unknown for an origin never met
    // The delay between two requests to `url`'s server: Options::delayMs, or its robots.txt's
    // Crawl-delay when read and larger.
    int delayFor(const QUrl &url) const;
    // What the limits count `url` under: its host name with Options::perHostName, else its
    // origin (originKey()).
    QString serverKey(const QUrl &url) const;

private:
    struct Server;
    struct Host;
    struct Queued
    {
        quint64 job;
        QUrl url;
    };

    Host &hostFor(const QUrl &url);
    int delayOf(const Server &server) const;
    void fetchRobots(Host &host);
    void robotsAnswered(const QString &key, FetchReply *reply);
    void ready();

    Options m_options;
    Handlers m_handlers;
    Fetcher *m_fetcher; // not owned
    QTimer m_wakeUp; // for the next server whose delay or Retry-After runs out
    QElapsedTimer m_clock;
    QHash<QString, std::shared_ptr<Host>> m_hosts; // by originKey()
    QHash<QString, std::shared_ptr<Server>> m_servers; // by origin key or host name
    QList<std::shared_ptr<Host>> m_round; // origins with jobs since the last stop(), in order
    qsizetype m_next = 0; // where the next round begins in m_round
    QHash<quint64, std::shared_ptr<Server>> m_running; // jobs in flight, and where
    QSet<quint64> m_waited; // jobs that waited out a Retry-After
    int m_inFlight = 0;
    // Changes at every clearQueues(), stop() and reset(), so that a pump under way sees it and
    // ends.
    quint64 m_generation = 0;
};

} // namespace Studio
