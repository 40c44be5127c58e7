// PoliteScheduler alone, driven by a bare owner (a job is one GET of its URL) against local
// test servers on 127.0.0.1: at most perHost requests at once to one server (capped at two) and
// `total` in all, the delay between two starts to one server, a Retry-After waited out once and
// cut to maxWaitSeconds with the whole server held meanwhile, robots.txt asked once per origin
// and first, and what its answers mean (rules obeyed; 4xx allows everything; 429, 5xx or no
// answer disallows everything), the Crawl-delay, origins that do not wait for each other (and a
// host name that shares its limits when asked), and handlers that stop the scheduler. Timing
// is checked as orders and lower bounds only, so that a loaded machine cannot fail a test.

#include "net/fetcher.h"
#include "net/politescheduler.h"
#include "testhttpserver.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QNetworkProxy>
#include <QTcpServer>
#include <QTest>

#include <functional>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

using Robots = PoliteScheduler::Robots;

// The owner the Crawler and the LinkChecker are, cut to the bone: a job is one GET of its URL,
// a 429 or 503 with Retry-After goes back through retryLater(), and everything that happens is
// logged in order ("start 3", "answer 3 200", "blocked 4", "unavailable 5").
class Owner : public QObject
{
public:
    explicit Owner(const PoliteScheduler::Options &options)
    {
        m_clock.start();
        scheduler.setOptions(options);
        PoliteScheduler::Handlers handlers;
        handlers.start = [this](quint64 job, const QUrl &url) {
            return start(job, url);
        };
        handlers.blocked = [this](quint64 job, const QUrl &, const QUrl &origin,
                                  const RobotsTxt::Decision &decision) {
            log.append(u"blocked %1"_s.arg(job));
            blockedBy.insert(job, decision.rule ? decision.rule->pattern : QString());
            blockedOrigin = origin;
            ++resolved;
        };
        handlers.unavailable = [this](quint64 job, const QUrl &, const FetchResult &robots) {
            log.append(u"unavailable %1"_s.arg(job));
            robotsFailure = robots;
            ++resolved;
        };
        handlers.robotsRequested = [this](const QUrl &url) {
            log.append(u"robots %1"_s.arg(url.port()));
            ++robotsRequests;
        };
        handlers.robotsRead = [this](const QString &origin, Robots state,
                                     const FetchResult &answer,
                                     const std::shared_ptr<const RobotsTxt> &rules) {
            robotsStates.insert(origin, state);
            robotsBytes = qMax(robotsBytes, qint64(answer.body.size()));
            QVERIFY((state == Robots::Rules) == bool(rules));
        };
        scheduler.setHandlers(std::move(handlers));
    }

    void add(quint64 job, const QUrl &url) { scheduler.add(job, url); }

    // Pumps and waits until `jobs` jobs are resolved (answered, blocked or unavailable) and
    // nothing is in flight.
    bool run(int jobs, int timeoutMs = 20000)
    {
        scheduler.pump();
        QDeadlineTimer deadline(timeoutMs);
        while (!(resolved >= jobs && inFlight == 0 && scheduler.inFlight() == 0)) {
            if (deadline.hasExpired())
                return false;
            QTest::qWait(5);
        }
        return true;
    }

    Fetcher fetcher; // before the scheduler, which asks robots.txt through it
    PoliteScheduler scheduler { &fetcher };
    QStringList log;
    QList<qint64> startMs; // of every page request, on the owner's clock, in order
    QHash<quint64, int> answers; // the final status of each job answered
    QHash<quint64, QString> blockedBy; // the Disallow pattern that blocked each job
    QUrl blockedOrigin;
    FetchResult robotsFailure;
    QHash<QString, Robots> robotsStates;
    qint64 robotsBytes = 0; // the largest robots.txt body handed over
    int inFlight = 0;
    int maxInFlight = 0;
    int resolved = 0;
    int robotsRequests = 0;
    // When set, asked before each start: false declines it.
    std::function<bool(quint64 job)> mayStart;

private:
    bool start(quint64 job, const QUrl &url)
    {
        const qint64 now = m_clock.elapsed();
        if (mayStart && !mayStart(job))
            return false;
        startMs.append(now);
        log.append(u"start %1"_s.arg(job));
        maxInFlight = qMax(maxInFlight, ++inFlight);
        FetchOptions options;
        options.timeoutMs = 5000;
        options.totalTimeoutMs = 10000;
        options.maxRedirects = 0;
        fetcher.setOptions(options);
        FetchReply *reply = fetcher.fetch(url);
        connect(reply, &FetchReply::finished, this, [this, reply, job, url] {
            const FetchResult answer = reply->result();
            reply->deleteLater();
            --inFlight;
            scheduler.finished(job);
            if (scheduler.retryLater(job, url, answer)) {
                log.append(u"wait %1"_s.arg(job));
            } else {
                log.append(u"answer %1 %2"_s.arg(job).arg(answer.httpStatus));
                answers.insert(job, answer.httpStatus);
                ++resolved;
            }
            scheduler.pump();
        });
        return true;
    }

    QElapsedTimer m_clock;
};

PoliteScheduler::Options noRobots()
{
    PoliteScheduler::Options options;
    options.obeyRobots = false;
    options.robotsRequest.timeoutMs = 5000;
    return options;
}

PoliteScheduler::Options withRobots()
{
    PoliteScheduler::Options options = noRobots();
    options.obeyRobots = true;
    return options;
}

QByteArray hostOf(const TestHttpServer &server)
{
    return "127.0.0.1:" + QByteArray::number(server.port());
}

QStringList pathsOf(const QList<TestRequest> &requests)
{
    QStringList out;
    for (const TestRequest &request : requests)
        out.append(request.path);
    return out;
}

} // namespace

class TestPoliteScheduler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void originKey();
    void asksToRetryLater_data();
    void asksToRetryLater();
    void perHostLimit_data();
    void perHostLimit();
    void totalLimit();
    void delayBetweenStarts();
    void retryAfterWaitedOnceAndCapped();
    void robotsOncePerOriginAndFirst();
    void robotsAnswers_data();
    void robotsAnswers();
    void robotsIgnoredWhenAsked();
    void robotsAskedAgain();
    void crawlDelayObeyedAndCapped();
    void originsDoNotWaitForEachOther();
    void hostNameSharesItsLimits();
    void handlersMayStop();
};

void TestPoliteScheduler::initTestCase()
{
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
}

void TestPoliteScheduler::originKey()
{
    QCOMPARE(PoliteScheduler::originKey(QUrl(u"http://example.com/a?b#c"_s)),
             u"http://example.com:80"_s);
    QCOMPARE(PoliteScheduler::originKey(QUrl(u"https://Example.COM:443/"_s)),
             u"https://example.com:443"_s);
    QCOMPARE(PoliteScheduler::originKey(QUrl(u"https://example.com:8443/x"_s)),
             u"https://example.com:8443"_s);
}

void TestPoliteScheduler::asksToRetryLater_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("retryAfter"); // -1: no header
    QTest::addColumn<bool>("asks");
    QTest::newRow("429 with Retry-After") << 429 << 5 << true;
    QTest::newRow("503 with Retry-After") << 503 << 0 << true;
    QTest::newRow("429 without") << 429 << -1 << false;
    QTest::newRow("503 without") << 503 << -1 << false;
    QTest::newRow("500 with Retry-After") << 500 << 5 << false;
    QTest::newRow("200 with Retry-After") << 200 << 5 << false;
}

void TestPoliteScheduler::asksToRetryLater()
{
    QFETCH(int, status);
    QFETCH(int, retryAfter);
    QFETCH(bool, asks);
    FetchResult answer;
    answer.httpStatus = status;
    answer.retryAfterSeconds = retryAfter;
    QCOMPARE(PoliteScheduler::asksToRetryLater(answer), asks);
    // retryLater() takes only what asks, and holds nothing otherwise.
    Fetcher fetcher;
    PoliteScheduler scheduler(&fetcher);
    QCOMPARE(scheduler.retryLater(1, QUrl(u"http://127.0.0.1:9/"_s), answer), asks);
    QCOMPARE(scheduler.queued(), asks ? 1 : 0);
}

void TestPoliteScheduler::perHostLimit_data()
{
    QTest::addColumn<int>("asked");
    QTest::addColumn<int>("expected");
    QTest::newRow("one") << 1 << 1;
    QTest::newRow("two") << 2 << 2;
    QTest::newRow("five, capped at two") << 5 << 2;
    QTest::newRow("zero, raised to one") << 0 << 1;
}

void TestPoliteScheduler::perHostLimit()
{
    QFETCH(int, asked);
    QFETCH(int, expected);
    TestHttpServer server;
    QVERIFY(server.listen());
    PoliteScheduler::Options options = withRobots(); // robots.txt (a 404) counts too
    options.perHost = asked;
    Owner owner(options);
    for (int i = 0; i < 8; ++i) {
        const QString path = u"/slow-%1"_s.arg(i);
        server.slow(path, "<html/>", 80);
        owner.add(quint64(i), server.url(path));
    }
    QVERIFY(owner.run(8));
    QCOMPARE(owner.answers.size(), 8);
    for (const int status : std::as_const(owner.answers))
        QCOMPARE(status, 200);
    // Counted by the scheduler's owner and seen by the server: never more, and reached.
    QCOMPARE(owner.maxInFlight, expected);
    QCOMPARE(server.maxConcurrentRequests(hostOf(server)), expected);
    QCOMPARE(server.requests().size(), 9);
    QCOMPARE(owner.scheduler.inFlight(), 0);
    QCOMPARE(owner.scheduler.queued(), 0);
}

void TestPoliteScheduler::totalLimit()
{
    TestHttpServer a, b;
    QVERIFY(a.listen());
    QVERIFY(b.listen());
    PoliteScheduler::Options options = noRobots();
    options.total = 3;
    Owner owner(options);
    for (int i = 0; i < 4; ++i) {
        const QString path = u"/slow-%1"_s.arg(i);
        a.slow(path, "<html/>", 80);
        b.slow(path, "<html/>", 80);
        owner.add(quint64(i), a.url(path));
        owner.add(quint64(10 + i), b.url(path));
    }
    QVERIFY(owner.run(8));
    QCOMPARE(owner.maxInFlight, 3);
    QVERIFY(a.maxConcurrentRequests() <= 2);
    QVERIFY(b.maxConcurrentRequests() <= 2);
    // Round by round: the first two starts go one to each server, not both to the first.
    QCOMPARE(owner.log.mid(0, 2), (QStringList { u"start 0"_s, u"start 10"_s }));
}

void TestPoliteScheduler::delayBetweenStarts()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    constexpr int DelayMs = 150;
    PoliteScheduler::Options options = withRobots();
    options.delayMs = DelayMs;
    Owner owner(options);
    for (int i = 0; i < 5; ++i) {
        const QString path = u"/paced-%1"_s.arg(i);
        server.serve(path, "<html/>", "text/html");
        owner.add(quint64(i), server.url(path));
    }
    QVERIFY(owner.run(5));
    // The starts as the owner saw them: never closer than the delay (a millisecond of clock
    // rounding aside), however late the event loop ran.
    QCOMPARE(owner.startMs.size(), 5);
    for (qsizetype i = 1; i < owner.startMs.size(); ++i)
        QVERIFY2(owner.startMs.at(i) - owner.startMs.at(i - 1) >= DelayMs - 2,
                 qPrintable(
                     u"gap %1: %2 ms"_s.arg(i).arg(owner.startMs.at(i) - owner.startMs.at(i - 1))));
    // As the server saw them, robots.txt included: single arrivals jitter, the whole run cannot
    // be shorter than all its delays but one.
    const QList<qint64> times = server.requestTimes(hostOf(server));
    QCOMPARE(times.size(), 6);
    QCOMPARE(server.requests().first().path, u"/robots.txt"_s);
    QVERIFY2(times.last() - times.first() >= (times.size() - 2) * DelayMs,
             qPrintable(QString::number(times.last() - times.first())));
}

void TestPoliteScheduler::retryAfterWaitedOnceAndCapped()
{
    // /busy asks for an hour every time; the scheduler waits one second (its cap), once.
    TestHttpServer busy, other;
    QVERIFY(busy.listen());
    QVERIFY(other.listen());
    busy.tooManyRequests(u"/busy"_s, 3600);
    busy.serve(u"/next"_s, "<html/>", "text/html");
    other.serve(u"/elsewhere"_s, "<html/>", "text/html");
    PoliteScheduler::Options options = noRobots();
    options.perHost = 1;
    options.maxWaitSeconds = 1;
    Owner owner(options);
    owner.add(1, busy.url(u"/busy"_s));
    owner.add(2, busy.url(u"/next"_s));
    owner.add(3, other.url(u"/elsewhere"_s));
    QElapsedTimer clock;
    clock.start();
    QVERIFY(owner.run(3, 30000)); // an hour's wait would end it here
    QCOMPARE(owner.answers.value(1), 429); // the second 429 is final
    QCOMPARE(owner.answers.value(2), 200);
    QCOMPARE(owner.answers.value(3), 200);
    QCOMPARE(owner.log.count(u"wait 1"_s), 1);
    QVERIFY(clock.elapsed() >= 950);

    // The busy server heard /busy twice, at least the cap apart, and /next only after the wait:
    // the whole server waits, not only the job.
    const QList<TestRequest> requests = busy.requests();
    QCOMPARE(pathsOf(requests), (QStringList { u"/busy"_s, u"/busy"_s, u"/next"_s }));
    const qint64 waited = requests.at(1).receivedMs - requests.at(0).receivedMs;
    QVERIFY2(waited >= 950, qPrintable(QString::number(waited)));
    // The other server did not wait for it: answered before /busy was asked again.
    const qsizetype elsewhere = owner.log.indexOf(u"answer 3 200"_s);
    const qsizetype again = owner.log.lastIndexOf(u"start 1"_s);
    QVERIFY(elsewhere >= 0);
    QVERIFY2(elsewhere < again, qPrintable(owner.log.join(u", "_s)));
}

void TestPoliteScheduler::robotsOncePerOriginAndFirst()
{
    TestHttpServer a, b;
    QVERIFY(a.listen());
    QVERIFY(b.listen());
    for (TestHttpServer *server : { &a, &b }) {
        server->serve(u"/robots.txt"_s, "User-agent: *\nDisallow: /private/\n", "text/plain");
        for (int i = 0; i < 4; ++i)
            server->serve(u"/p%1"_s.arg(i), "<html/>", "text/html");
    }
    Owner owner(withRobots());
    for (int i = 0; i < 4; ++i) {
        owner.add(quint64(i), a.url(u"/p%1"_s.arg(i)));
        owner.add(quint64(10 + i), b.url(u"/p%1"_s.arg(i)));
    }
    QVERIFY(owner.run(8));
    QCOMPARE(owner.robotsRequests, 2);
    for (const TestHttpServer *server : { &a, &b }) {
        const QList<TestRequest> requests = server->requests();
        QCOMPARE(requests.size(), 5);
        QCOMPARE(requests.first().path, u"/robots.txt"_s);
        QCOMPARE(server->requests(u"/robots.txt"_s).size(), 1);
        QCOMPARE(owner.scheduler.robotsState(server->url()), Robots::Rules);
        QCOMPARE(owner.robotsStates.value(PoliteScheduler::originKey(server->url())),
                 Robots::Rules);
    }
    // Jobs added later to a known origin are decided by the robots.txt already read.
    owner.add(20, a.url(u"/private/late"_s));
    owner.add(21, a.url(u"/p0"_s));
    QVERIFY(owner.run(10));
    QCOMPARE(owner.robotsRequests, 2);
    QVERIFY(owner.blockedBy.contains(20));
    QCOMPARE(owner.answers.value(21), 200);
}

void TestPoliteScheduler::robotsAnswers_data()
{
    QTest::addColumn<int>("status"); // of /robots.txt; 0: nothing listens
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<Robots>("state");
    QTest::addColumn<QStringList>("fetched"); // the pages asked, robots.txt aside

    const QStringList both { u"/private/page"_s, u"/public"_s };
    const QStringList none;
    QTest::newRow("rules") << 200 << QByteArray("User-agent: *\nDisallow: /private/\n")
                           << Robots::Rules << QStringList { u"/public"_s };
    QTest::newRow("own group wins")
        << 200
        << QByteArray("User-agent: *\nDisallow: /\n\nUser-agent: SitemapStudio\n"
                      "Disallow: /private/\n")
        << Robots::Rules << QStringList { u"/public"_s };
    // RFC 9309, 2.5: the first 500 KiB apply; a larger file is neither an error nor
    // "allow all", and what lies beyond is not read (not even downloaded).
    QByteArray padding;
    while (padding.size() < 10 * 1024 * 1024)
        padding += "# a robots.txt padded with comments, as some content systems write it\n";
    QTest::newRow("10 MB, its rules on top")
        << 200 << QByteArray("User-agent: *\nDisallow: /private/\n") + padding << Robots::Rules
        << QStringList { u"/public"_s };
    QTest::newRow("10 MB, its rules past 500 KiB")
        << 200 << padding + "User-agent: *\nDisallow: /private/\n" << Robots::Rules << both;
    QTest::newRow("404 allows all") << 404 << QByteArray() << Robots::AllowAll << both;
    QTest::newRow("403 allows all") << 403 << QByteArray() << Robots::AllowAll << both;
    QTest::newRow("410 allows all") << 410 << QByteArray() << Robots::AllowAll << both;
    QTest::newRow("429 disallows all") << 429 << QByteArray() << Robots::Unavailable << none;
    QTest::newRow("500 disallows all") << 500 << QByteArray() << Robots::Unavailable << none;
    QTest::newRow("503 disallows all") << 503 << QByteArray() << Robots::Unavailable << none;
    QTest::newRow("no answer disallows all") << 0 << QByteArray() << Robots::Unavailable << none;
}

void TestPoliteScheduler::robotsAnswers()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(Robots, state);
    QFETCH(QStringList, fetched);
    TestHttpServer server;
    QVERIFY(server.listen());
    QUrl base = server.url();
    if (status == 0) { // a port where nothing listens
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        base.setPort(probe.serverPort());
    } else if (status == 200) {
        server.serve(u"/robots.txt"_s, body, "text/plain");
    } else {
        server.status(u"/robots.txt"_s, status);
    }
    server.serve(u"/public"_s, "<html/>", "text/html");
    server.serve(u"/private/page"_s, "<html/>", "text/html");
    QUrl privatePage = base, publicPage = base;
    privatePage.setPath(u"/private/page"_s);
    publicPage.setPath(u"/public"_s);

    Owner owner(withRobots());
    owner.add(1, privatePage);
    owner.add(2, publicPage);
    QVERIFY(owner.run(2));
    QCOMPARE(owner.robotsRequests, 1);
    QCOMPARE(owner.scheduler.robotsState(base), state);
    // No more of a robots.txt than is read is held.
    QVERIFY(owner.robotsBytes <= PoliteScheduler::RobotsMaxBytes);
    QCOMPARE(owner.robotsStates.value(PoliteScheduler::originKey(base)), state);
    QStringList asked = pathsOf(server.requests());
    asked.removeAll(u"/robots.txt"_s);
    asked.sort();
    QCOMPARE(asked, fetched);
    // Each job is told what became of it, once.
    QCOMPARE(owner.resolved, 2);
    if (state == Robots::Unavailable) {
        QCOMPARE(owner.log.count(u"unavailable 1"_s) + owner.log.count(u"unavailable 2"_s), 2);
        QVERIFY(!owner.robotsFailure.ok());
        if (status == 0)
            QCOMPARE(owner.robotsFailure.error, FetchResult::Error::ConnectionRefused);
        else
            QCOMPARE(owner.robotsFailure.httpStatus, status);
    } else if (state == Robots::Rules && !fetched.contains(u"/private/page"_s)) {
        QCOMPARE(owner.blockedBy.value(1), u"/private/"_s);
        QCOMPARE(owner.blockedOrigin, server.url().adjusted(QUrl::RemovePath));
        QCOMPARE(owner.answers.value(2), 200);
    } else {
        QCOMPARE(owner.answers.value(1), 200);
        QCOMPARE(owner.answers.value(2), 200);
    }
}

void TestPoliteScheduler::robotsIgnoredWhenAsked()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.serve(u"/robots.txt"_s, "User-agent: *\nDisallow: /\n", "text/plain");
    server.serve(u"/page"_s, "<html/>", "text/html");
    Owner owner(noRobots());
    owner.add(1, server.url(u"/page"_s));
    QVERIFY(owner.run(1));
    QCOMPARE(owner.answers.value(1), 200);
    QCOMPARE(pathsOf(server.requests()), QStringList { u"/page"_s });
    QCOMPARE(owner.robotsRequests, 0);
}

void TestPoliteScheduler::robotsAskedAgain()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.serve(u"/robots.txt"_s, "User-agent: *\nDisallow: /private/\n", "text/plain");
    server.serve(u"/private/page"_s, "<html/>", "text/html");
    Owner owner(withRobots());
    owner.add(1, server.url(u"/private/page"_s));
    QVERIFY(owner.run(1));
    QVERIFY(owner.blockedBy.contains(1));

    // The site changed its robots.txt: kept until asked again, then obeyed.
    server.status(u"/robots.txt"_s, 404);
    owner.add(2, server.url(u"/private/page"_s));
    QVERIFY(owner.run(2));
    QVERIFY(owner.blockedBy.contains(2));
    owner.scheduler.askRobotsAgain(server.url());
    QCOMPARE(owner.scheduler.robotsState(server.url()), Robots::Unknown);
    owner.add(3, server.url(u"/private/page"_s));
    QVERIFY(owner.run(3));
    QCOMPARE(owner.answers.value(3), 200);
    QCOMPARE(server.requests(u"/robots.txt"_s).size(), 2);

    // A stop() while robots.txt is on its way aborts it; it is asked again with the next job.
    TestHttpServer slow;
    QVERIFY(slow.listen());
    slow.slow(u"/robots.txt"_s, "User-agent: *\nAllow: /\n", 2000);
    slow.serve(u"/page"_s, "<html/>", "text/html");
    owner.add(4, slow.url(u"/page"_s));
    owner.scheduler.pump();
    QCOMPARE(owner.scheduler.robotsState(slow.url()), Robots::Fetching);
    QCOMPARE(owner.scheduler.inFlight(), 1);
    owner.scheduler.stop();
    QCOMPARE(owner.scheduler.inFlight(), 0);
    QCOMPARE(owner.scheduler.queued(), 0);
    QCOMPARE(owner.scheduler.robotsState(slow.url()), Robots::Unknown);
    owner.scheduler.finished(4); // unknown now: ignored
    QCOMPARE(owner.scheduler.inFlight(), 0);
    owner.add(5, slow.url(u"/page"_s));
    QVERIFY(owner.run(4));
    QCOMPARE(owner.answers.value(5), 200);
    QCOMPARE(owner.scheduler.robotsState(slow.url()), Robots::Rules);
}

void TestPoliteScheduler::crawlDelayObeyedAndCapped()
{
    // Crawl-delay: 30 for our group, cut to maxWaitSeconds (1): a second between the pages.
    TestHttpServer server;
    QVERIFY(server.listen());
    server.serve(u"/robots.txt"_s,
                 "User-agent: *\nCrawl-delay: 0\n\nUser-agent: SitemapStudio\nCrawl-delay: 30\n",
                 "text/plain");
    for (int i = 0; i < 3; ++i)
        server.serve(u"/p%1"_s.arg(i), "<html/>", "text/html");
    PoliteScheduler::Options options = withRobots();
    options.obeyCrawlDelay = true;
    options.maxWaitSeconds = 1;
    Owner owner(options);
    for (int i = 0; i < 3; ++i)
        owner.add(quint64(i), server.url(u"/p%1"_s.arg(i)));
    QVERIFY(owner.run(3, 30000)); // thirty seconds a page would end it here
    QCOMPARE(owner.startMs.size(), 3);
    for (qsizetype i = 1; i < owner.startMs.size(); ++i)
        QVERIFY2(owner.startMs.at(i) - owner.startMs.at(i - 1) >= 1000 - 2,
                 qPrintable(QString::number(owner.startMs.at(i) - owner.startMs.at(i - 1))));
    const QList<qint64> times = server.requestTimes(hostOf(server));
    QCOMPARE(times.size(), 4);
    QVERIFY2(times.last() - times.at(1) >= 1000,
             qPrintable(QString::number(times.last() - times.at(1))));

    // Not obeyed unless asked: the same robots.txt, no wait between the pages beyond the
    // (zero) delay. Checked as an order: both pages are in flight together.
    TestHttpServer quick;
    QVERIFY(quick.listen());
    quick.serve(u"/robots.txt"_s, "User-agent: SitemapStudio\nCrawl-delay: 30\n", "text/plain");
    quick.slow(u"/a"_s, "<html/>", 300);
    quick.slow(u"/b"_s, "<html/>", 300);
    Owner plain(withRobots());
    plain.add(1, quick.url(u"/a"_s));
    plain.add(2, quick.url(u"/b"_s));
    QVERIFY(plain.run(2));
    QCOMPARE(plain.maxInFlight, 2);
}

void TestPoliteScheduler::originsDoNotWaitForEachOther()
{
    // A slow site (each page 1.5 s, one at a time, its robots.txt slow too) and a quick one:
    // the quick one is done before the slow one has answered anything.
    TestHttpServer slowSite, quickSite;
    QVERIFY(slowSite.listen());
    QVERIFY(quickSite.listen());
    slowSite.slow(u"/robots.txt"_s, "User-agent: *\nAllow: /\n", 1500);
    slowSite.slow(u"/a"_s, "<html/>", 1500);
    for (int i = 0; i < 4; ++i)
        quickSite.serve(u"/q%1"_s.arg(i), "<html/>", "text/html");
    PoliteScheduler::Options options = withRobots();
    options.perHost = 1;
    Owner owner(options);
    owner.add(1, slowSite.url(u"/a"_s));
    for (int i = 0; i < 4; ++i)
        owner.add(quint64(10 + i), quickSite.url(u"/q%1"_s.arg(i)));
    QVERIFY(owner.run(5, 30000));
    const qsizetype slowStart = owner.log.indexOf(u"start 1"_s);
    QVERIFY(slowStart >= 0);
    for (int i = 0; i < 4; ++i) {
        const qsizetype quick = owner.log.indexOf(u"answer %1 200"_s.arg(10 + i));
        QVERIFY2(quick >= 0 && quick < slowStart, qPrintable(owner.log.join(u", "_s)));
    }
}

void TestPoliteScheduler::hostNameSharesItsLimits()
{
    // Two servers on 127.0.0.1 are two origins of one host name: apart by default, one server
    // with perHostName.
    TestHttpServer a, b;
    QVERIFY(a.listen());
    QVERIFY(b.listen());
    for (int i = 0; i < 3; ++i) {
        a.slow(u"/p%1"_s.arg(i), "<html/>", 100);
        b.slow(u"/p%1"_s.arg(i), "<html/>", 100);
    }
    for (const bool shared : { false, true }) {
        PoliteScheduler::Options options = noRobots();
        options.perHost = 1;
        options.perHostName = shared;
        Owner owner(options);
        for (int i = 0; i < 3; ++i) {
            owner.add(quint64(i), a.url(u"/p%1"_s.arg(i)));
            owner.add(quint64(10 + i), b.url(u"/p%1"_s.arg(i)));
        }
        QVERIFY(owner.run(6));
        QCOMPARE(owner.maxInFlight, shared ? 1 : 2);
    }
}

void TestPoliteScheduler::handlersMayStop()
{
    // An owner limit reached inside start: the job is declined, the queues dropped, and the
    // pump under way starts nothing more.
    TestHttpServer server;
    QVERIFY(server.listen());
    for (int i = 0; i < 6; ++i)
        server.slow(u"/p%1"_s.arg(i), "<html/>", 50);
    Owner owner(noRobots());
    int asked = 0;
    owner.mayStart = [&](quint64) {
        if (++asked == 2) {
            owner.scheduler.clearQueues();
            return false;
        }
        return true;
    };
    for (int i = 0; i < 6; ++i)
        owner.add(quint64(i), server.url(u"/p%1"_s.arg(i)));
    owner.scheduler.pump();
    QCOMPARE(asked, 2);
    QCOMPARE(owner.scheduler.queued(), 0);
    QCOMPARE(owner.scheduler.inFlight(), 1);
    QVERIFY(owner.run(1));
    QTest::qWait(100);
    QCOMPARE(server.requests().size(), 1);

    // reset() from a blocked handler: the pump ends, nothing is left.
    TestHttpServer robots;
    QVERIFY(robots.listen());
    robots.serve(u"/robots.txt"_s, "User-agent: *\nDisallow: /\n", "text/plain");
    Owner resetting(withRobots());
    PoliteScheduler::Handlers handlers;
    int blocked = 0;
    handlers.start = [](quint64, const QUrl &) {
        return true;
    };
    handlers.blocked = [&](quint64, const QUrl &, const QUrl &, const RobotsTxt::Decision &) {
        ++blocked;
        resetting.scheduler.reset();
    };
    resetting.scheduler.setHandlers(handlers);
    for (int i = 0; i < 3; ++i)
        resetting.add(quint64(i), robots.url(u"/p%1"_s.arg(i)));
    resetting.scheduler.pump();
    QTRY_COMPARE_WITH_TIMEOUT(blocked, 1, 10000);
    QTest::qWait(50);
    QCOMPARE(blocked, 1);
    QCOMPARE(resetting.scheduler.queued(), 0);
    QCOMPARE(resetting.scheduler.inFlight(), 0);
    QCOMPARE(resetting.scheduler.robotsState(robots.url()), Robots::Unknown);
}

QTEST_GUILESS_MAIN(TestPoliteScheduler)
#include "tst_politescheduler.moc"
