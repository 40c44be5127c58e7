// LinkChecker against the local test server on 127.0.0.1: each finding (SM409 to SM413) with a
// triggering case and a near miss, HEAD with the GET fallback, robots.txt obeyed for the
// checker's own User-Agent, Retry-After waited out, the politeness limits (at most two
// requests at once per host, the delay between two requests to one host, hosts in parallel),
// cancel, the session cache, and the places findings point at. No test reaches an address
// outside 127.0.0.1 (proxies are switched off).

#include "io/loader.h"
#include "net/linkchecker.h"
#include "testhttpserver.h"

#include <QElapsedTimer>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

LinkCheckOptions quick()
{
    LinkCheckOptions options;
    options.timeoutMs = 5000;
    options.totalTimeoutMs = 10000;
    return options;
}

QList<LinkTarget> targetsFor(const QList<QUrl> &urls)
{
    QList<LinkTarget> targets;
    for (qsizetype i = 0; i < urls.size(); ++i)
        targets.append(LinkTarget { urls.at(i), 0, i });
    return targets;
}

// The rule id of the one finding for `url`; empty when there is none.
QString ruleOf(const LinkChecker &checker, const QUrl &url)
{
    const LinkResult *result = checker.result(url);
    if (!result)
        return u"(not checked)"_s;
    return QString(LinkChecker::findingFor(*result).ruleId);
}

QList<TestRequest> requestsTo(const TestHttpServer &server, const QString &path)
{
    return server.requests(path);
}

} // namespace

class TestLinkChecker : public QObject
{
    Q_OBJECT

private:
    // Checks one URL on a fresh checker and returns its result.
    LinkResult checkOne(const QUrl &url, const LinkCheckOptions &options = quick())
    {
        LinkChecker checker(options);
        checker.checkAndWait(targetsFor({ url }));
        const LinkResult *result = checker.result(url);
        return result ? *result : LinkResult();
    }

    TestHttpServer m_server;

private Q_SLOTS:
    void initTestCase();
    void init();

    void ok();
    void redirect();
    void redirectToMissingPage();
    void status_data();
    void status();
    void unreachable();
    void headRefused_data();
    void headRefused();
    void robotsBlocked();
    void robotsOverFiveHundredKiB();
    void drippingAnswerGivenUp();
    void robotsUnavailable();
    void retryAfter();
    void atMostTwoPerHost();
    void delayBetweenRequests();
    void hostsInParallel();
    void cancel();
    void sessionCache();
    void findingsPointAtTheirPlace();
};

void TestLinkChecker::initTestCase()
{
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.listen());
}

void TestLinkChecker::init()
{
    m_server.clearRequests();
    m_server.resetCounters();
}

void TestLinkChecker::ok()
{
    m_server.serve(u"/ok"_s, "<html/>", "text/html");
    const QUrl url = m_server.url(u"/ok"_s);
    LinkChecker checker(quick());
    QSignalSpy finished(&checker, &LinkChecker::finished);
    QSignalSpy progress(&checker, &LinkChecker::progress);
    checker.check(targetsFor({ url }));
    QVERIFY(checker.isRunning());
    QCOMPARE(finished.count(), 0); // never from inside check()
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.count(), 1);
    QVERIFY(!checker.isRunning());
    const LinkResult *result = checker.result(url);
    QVERIFY(result);
    QCOMPARE(result->status, 200);
    QCOMPARE(result->finalStatus, 200);
    QCOMPARE(result->finalUrl, url);
    QVERIFY(!result->redirected());
    QVERIFY(!result->usedGet);
    QVERIFY(result->ms >= 0);
    QCOMPARE(result->error, FetchResult::Error::None);
    QVERIFY(checker.findings().isEmpty()); // near miss of SM410 to SM413
    QCOMPARE(progress.last().at(0).toInt(), 1);
    QCOMPARE(progress.last().at(1).toInt(), 1);
    // HEAD, and the robots.txt (a 404 here: everything allowed) before it.
    const QList<TestRequest> requests = m_server.requests();
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests.at(0).path, u"/robots.txt"_s);
    QCOMPARE(requests.at(1).method, "HEAD");
    QVERIFY(requests.at(1).header("User-Agent").startsWith("SitemapStudio/"));
}

void TestLinkChecker::redirect()
{
    m_server.serve(u"/new"_s, "<html/>", "text/html");
    m_server.redirect(u"/old"_s, "/new", 301);
    const QUrl url = m_server.url(u"/old"_s);
    LinkChecker checker(quick());
    checker.checkAndWait(targetsFor({ url }));
    const LinkResult *result = checker.result(url);
    QVERIFY(result);
    QCOMPARE(result->status, 301);
    QCOMPARE(result->finalStatus, 200);
    QCOMPARE(result->finalUrl, m_server.url(u"/new"_s));
    const QList<Finding> findings = checker.findings();
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.first().ruleId, RuleId::UrlRedirects);
    QCOMPARE(findings.first().severity, Severity::Warning);
    for (const QString &word :
         { url.toDisplayString(), m_server.url(u"/new"_s).toDisplayString(), u"301"_s })
        QVERIFY2(findings.first().message.contains(word), qPrintable(findings.first().message));
}

void TestLinkChecker::redirectToMissingPage()
{
    m_server.redirect(u"/moved-away"_s, "/nothing-here", 302);
    const QUrl url = m_server.url(u"/moved-away"_s);
    LinkChecker checker(quick());
    checker.checkAndWait(targetsFor({ url }));
    // The worse of the two is reported: the final 404, naming the redirect.
    QCOMPARE(ruleOf(checker, url), QString(RuleId::UrlNotFound));
    const QString message = checker.findings().first().message;
    QVERIFY2(message.contains(m_server.url(u"/nothing-here"_s).toDisplayString()),
             qPrintable(message));
    QVERIFY2(message.contains(u"302"_s) && message.contains(u"404"_s), qPrintable(message));
}

void TestLinkChecker::status_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("rule"); // empty: no finding
    QTest::newRow("404") << 404 << QString(RuleId::UrlNotFound);
    QTest::newRow("410") << 410 << QString(RuleId::UrlNotFound);
    QTest::newRow("500") << 500 << QString(RuleId::UrlServerError);
    QTest::newRow("503") << 503 << QString(RuleId::UrlServerError); // without Retry-After
    QTest::newRow("502") << 502 << QString(RuleId::UrlServerError);
    // Near misses: answered, so not SM413; not 404/410, so not SM411; not 5xx, so not SM412.
    QTest::newRow("403") << 403 << QString();
    QTest::newRow("401") << 401 << QString();
    QTest::newRow("400") << 400 << QString();
    QTest::newRow("204") << 204 << QString();
}

void TestLinkChecker::status()
{
    QFETCH(int, status);
    QFETCH(QString, rule);
    const QString path = u"/status-%1"_s.arg(status);
    m_server.status(path, status);
    const QUrl url = m_server.url(path);
    LinkChecker checker(quick());
    checker.checkAndWait(targetsFor({ url }));
    const LinkResult *result = checker.result(url);
    QVERIFY(result);
    QCOMPARE(result->status, status);
    QCOMPARE(ruleOf(checker, url), rule);
    const QList<Finding> findings = checker.findings();
    QCOMPARE(findings.size(), rule.isEmpty() ? 0 : 1);
    if (!rule.isEmpty()) {
        QVERIFY2(findings.first().message.contains(url.toDisplayString()),
                 qPrintable(findings.first().message));
        QVERIFY2(findings.first().message.contains(QString::number(status)),
                 qPrintable(findings.first().message));
        QCOMPARE(findings.first().severity, Severity::Error);
    }
}

void TestLinkChecker::unreachable()
{
    quint16 closedPort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        closedPort = probe.serverPort();
    }
    const QUrl url(u"http://127.0.0.1:%1/page"_s.arg(closedPort));
    LinkChecker checker(quick());
    checker.checkAndWait(targetsFor({ url }));
    const LinkResult *result = checker.result(url);
    QVERIFY(result);
    QCOMPARE(result->status, 0);
    QCOMPARE(result->error, FetchResult::Error::ConnectionRefused);
    // The robots.txt could not be fetched either: the URL is not fetched, and reported as
    // unreachable with the reason.
    const QList<Finding> findings = checker.findings();
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.first().ruleId, RuleId::UrlUnreachable);
    QVERIFY2(findings.first().message.contains(url.toDisplayString()),
             qPrintable(findings.first().message));
    QVERIFY2(findings.first().message.contains(u"refused"_s), qPrintable(findings.first().message));

    // Without robots.txt the URL itself is fetched, and refused.
    LinkCheckOptions noRobots = quick();
    noRobots.obeyRobots = false;
    const LinkResult direct = checkOne(url, noRobots);
    QCOMPARE(direct.error, FetchResult::Error::ConnectionRefused);
    QVERIFY(!direct.robotsUnavailable);
    QCOMPARE(QString(LinkChecker::findingFor(direct).ruleId), QString(RuleId::UrlUnreachable));

    // Near miss: a server that answers, even with 404, is reachable.
    const LinkResult answered = checkOne(m_server.url(u"/no-such-page"_s));
    QCOMPARE(answered.status, 404);
    QVERIFY(LinkChecker::findingFor(answered).ruleId != RuleId::UrlUnreachable);
}

void TestLinkChecker::headRefused_data()
{
    QTest::addColumn<int>("refusal");
    QTest::newRow("405") << 405;
    QTest::newRow("501") << 501;
}

void TestLinkChecker::headRefused()
{
    QFETCH(int, refusal);
    const QString path = u"/no-head-%1"_s.arg(refusal);
    m_server.route(path, [refusal](const TestRequest &request) {
        if (request.method == "HEAD")
            return TestResponse::error(refusal);
        // A body over the GET's cap: the status counts, the rest is not read.
        return TestResponse::ok(QByteArray(200 * 1024, 'x'), "text/html");
    });
    const QUrl url = m_server.url(path);
    const LinkResult result = checkOne(url);
    QCOMPARE(result.status, 200);
    QVERIFY(result.usedGet);
    QCOMPARE(result.error, FetchResult::Error::None);
    QVERIFY(LinkChecker::findingFor(result).ruleId.isEmpty());
    const QList<TestRequest> requests = requestsTo(m_server, path);
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests.at(0).method, "HEAD");
    QCOMPARE(requests.at(1).method, "GET");

    // Near miss: a GET that fails after the refused HEAD is reported as the GET's answer.
    const QString missing = u"/no-head-missing-%1"_s.arg(refusal);
    m_server.route(missing, [refusal](const TestRequest &request) {
        return TestResponse::error(request.method == "HEAD" ? refusal : 404);
    });
    const LinkResult gone = checkOne(m_server.url(missing));
    QCOMPARE(gone.status, 404);
    QCOMPARE(QString(LinkChecker::findingFor(gone).ruleId), QString(RuleId::UrlNotFound));
}

void TestLinkChecker::robotsBlocked()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    // The checker's own group wins over '*'.
    server.serve(u"/robots.txt"_s,
                 "User-agent: *\nDisallow: /\n\n"
                 "User-agent: SitemapStudio\nDisallow: /secret/\n",
                 "text/plain");
    server.serve(u"/public"_s, "<html/>", "text/html");
    server.serve(u"/secret/page"_s, "<html/>", "text/html");
    const QUrl blocked = server.url(u"/secret/page"_s);
    const QUrl allowed = server.url(u"/public"_s);
    LinkChecker checker(quick());
    checker.checkAndWait(targetsFor({ blocked, allowed }));
    QVERIFY(checker.result(blocked)->blockedByRobots);
    QCOMPARE(checker.result(blocked)->status, 0);
    QCOMPARE(ruleOf(checker, blocked), QString(RuleId::BlockedByRobots));
    QCOMPARE(ruleOf(checker, allowed), QString()); // the near miss
    QVERIFY(server.requests(u"/secret/page"_s).isEmpty()); // never asked
    QCOMPARE(server.requests(u"/public"_s).size(), 1);
    QCOMPARE(server.requests(u"/robots.txt"_s).size(), 1);
    const QList<Finding> findings = checker.findings();
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.first().entryIndex, 0);
    for (const QString &word :
         { blocked.toDisplayString(), u"did not fetch"_s, u"/secret/"_s, u"SitemapStudio"_s })
        QVERIFY2(findings.first().message.contains(word), qPrintable(findings.first().message));

    // Without obeyRobots the URL is fetched.
    LinkCheckOptions ignoring = quick();
    ignoring.obeyRobots = false;
    const LinkResult fetched = checkOne(blocked, ignoring);
    QCOMPARE(fetched.status, 200);
    QCOMPARE(server.requests(u"/secret/page"_s).size(), 1);
}

// The link checker asks robots.txt through the scheduler the crawler uses: a file of 10 MB is
// read to its first 500 KiB, and the Disallow on its second line holds.
void TestLinkChecker::robotsOverFiveHundredKiB()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    QByteArray robots = "User-agent: *\nDisallow: /secret/\n";
    while (robots.size() < 10 * 1024 * 1024)
        robots += "# comments after the rules, megabytes of them\n";
    robots += "User-agent: *\nAllow: /secret/\n"; // past 500 KiB: ignored
    server.serve(u"/robots.txt"_s, robots, "text/plain");
    server.serve(u"/secret/page"_s, "<html/>", "text/html");
    const QUrl blocked = server.url(u"/secret/page"_s);
    LinkChecker checker(quick());
    checker.checkAndWait(targetsFor({ blocked }));
    QVERIFY(checker.result(blocked)->blockedByRobots);
    QCOMPARE(ruleOf(checker, blocked), QString(RuleId::BlockedByRobots));
    QVERIFY(server.requests(u"/secret/page"_s).isEmpty());
}

// A server that drips its answer a byte at a time is given up at the total time of a request,
// however steadily the bytes come (the stall timeout never fires).
void TestLinkChecker::drippingAnswerGivenUp()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.status(u"/robots.txt"_s, 404);
    TestResponse drip = TestResponse::ok(QByteArray(100000, 'x'), "text/html");
    drip.trickleBytes = 1;
    drip.trickleIntervalMs = 100;
    drip.trickleHead = true; // the status itself comes a byte at a time
    server.route(u"/drip"_s, drip);
    LinkCheckOptions options = quick();
    options.totalTimeoutMs = 1500;
    QElapsedTimer timer;
    timer.start();
    const LinkResult result = checkOne(server.url(u"/drip"_s), options);
    QVERIFY2(timer.elapsed() < 8000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(result.error, FetchResult::Error::TimedOut);
    QCOMPARE(QString(LinkChecker::findingFor(result).ruleId), QString(RuleId::UrlUnreachable));
}

void TestLinkChecker::robotsUnavailable()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.status(u"/robots.txt"_s, 500);
    server.serve(u"/page"_s, "<html/>", "text/html");
    const QUrl url = server.url(u"/page"_s);
    LinkChecker checker(quick());
    checker.checkAndWait(targetsFor({ url }));
    QVERIFY(checker.result(url)->robotsUnavailable);
    QCOMPARE(ruleOf(checker, url), QString(RuleId::UrlServerError));
    QVERIFY(server.requests(u"/page"_s).isEmpty());
    const QString message = checker.findings().first().message;
    QVERIFY2(message.contains(url.toDisplayString()) && message.contains(u"robots.txt"_s),
             qPrintable(message));
}

void TestLinkChecker::retryAfter()
{
    int calls = 0;
    m_server.route(u"/busy"_s, [&calls](const TestRequest &) {
        if (++calls == 1) {
            TestResponse response = TestResponse::error(429);
            response.header("Retry-After", "1");
            return response;
        }
        return TestResponse::ok("<html/>", "text/html");
    });
    const QUrl url = m_server.url(u"/busy"_s);
    const LinkResult result = checkOne(url);
    QCOMPARE(result.status, 200);
    QVERIFY(result.retried);
    QVERIFY(LinkChecker::findingFor(result).ruleId.isEmpty());
    const QList<TestRequest> requests = requestsTo(m_server, u"/busy"_s);
    QCOMPARE(requests.size(), 2);
    const qint64 waited = requests.at(1).receivedMs - requests.at(0).receivedMs;
    QVERIFY2(waited >= 950, qPrintable(QString::number(waited)));

    // Retried once only: a 503 that persists is a server error, a 429 that persists no finding.
    m_server.route(u"/down"_s, [](const TestRequest &) {
        TestResponse response = TestResponse::error(503);
        response.header("Retry-After", "0");
        return response;
    });
    const LinkResult down = checkOne(m_server.url(u"/down"_s));
    QVERIFY(down.retried);
    QCOMPARE(requestsTo(m_server, u"/down"_s).size(), 2);
    QCOMPARE(QString(LinkChecker::findingFor(down).ruleId), QString(RuleId::UrlServerError));
    m_server.tooManyRequests(u"/throttled"_s, 0);
    const LinkResult throttled = checkOne(m_server.url(u"/throttled"_s));
    QCOMPARE(throttled.status, 429);
    QVERIFY(LinkChecker::findingFor(throttled).ruleId.isEmpty());
}

void TestLinkChecker::atMostTwoPerHost()
{
    QList<QUrl> urls;
    for (int i = 0; i < 20; ++i) {
        const QString path = u"/slow-%1"_s.arg(i);
        m_server.slow(path, "<html/>", 60);
        urls.append(m_server.url(path));
    }
    LinkCheckOptions options = quick();
    options.concurrency = 8;
    options.perHost = 8; // asked for more: capped at 2
    LinkChecker checker(options);
    checker.checkAndWait(targetsFor(urls));
    for (const QUrl &url : std::as_const(urls))
        QCOMPARE(checker.result(url)->status, 200);
    const QByteArray host = "127.0.0.1:" + QByteArray::number(m_server.port());
    QCOMPARE(m_server.maxConcurrentRequests(host), 2); // two at once, never more
    QCOMPARE(m_server.maxConcurrentRequests(), 2);
}

void TestLinkChecker::delayBetweenRequests()
{
    QList<QUrl> urls;
    for (int i = 0; i < 6; ++i) {
        const QString path = u"/paced-%1"_s.arg(i);
        m_server.serve(path, "<html/>", "text/html");
        urls.append(m_server.url(path));
    }
    // A redirect's next hop is a request like any other: it waits its turn too.
    m_server.redirect(u"/paced-moved"_s, "/paced-0", 301);
    urls.append(m_server.url(u"/paced-moved"_s));
    LinkCheckOptions options = quick();
    options.concurrency = 8;
    options.delayMs = 100;
    LinkChecker checker(options);
    QElapsedTimer clock;
    clock.start();
    checker.checkAndWait(targetsFor(urls));
    const QList<TestRequest> requests = m_server.requests(); // robots.txt included
    QCOMPARE(requests.size(), 9);
    // The checker spaces the starts by 100 ms. The server sees them with the jitter of the
    // loopback and of a new connection on a loaded machine, which can move single arrivals (so
    // single gaps are not compared) but not compress the run by more than one delay.
    const qint64 span = requests.last().receivedMs - requests.first().receivedMs;
    QVERIFY2(span >= (requests.size() - 2) * 100, qPrintable(QString::number(span)));
    QVERIFY(clock.elapsed() >= 800);
    QCOMPARE(checker.result(urls.last())->finalUrl, m_server.url(u"/paced-0"_s));
}

void TestLinkChecker::hostsInParallel()
{
    // Two servers are two hosts (host and port are the politeness key): 4 slow URLs on each,
    // with 2 at once per host and 4 in all, take two rounds, not four.
    TestHttpServer other;
    QVERIFY(other.listen());
    QList<QUrl> urls;
    for (int i = 0; i < 4; ++i) {
        const QString path = u"/parallel-%1"_s.arg(i);
        m_server.slow(path, "<html/>", 300);
        other.slow(path, "<html/>", 300);
        urls.append(m_server.url(path));
        urls.append(other.url(path));
    }
    LinkCheckOptions options = quick();
    options.concurrency = 4;
    LinkChecker checker(options);
    // In parallel: a request reaches one server while the other is still answering (each
    // answer takes 300 ms). Seen by the servers, not by a clock, so a loaded machine cannot
    // make it fail.
    bool overlapped = false;
    connect(&m_server, &TestHttpServer::requestReceived, &other,
            [&] { overlapped = overlapped || other.activeRequests() > 0; });
    connect(&other, &TestHttpServer::requestReceived, &m_server,
            [&] { overlapped = overlapped || m_server.activeRequests() > 0; });
    checker.checkAndWait(targetsFor(urls));
    disconnect(&m_server, &TestHttpServer::requestReceived, &other, nullptr);
    disconnect(&other, &TestHttpServer::requestReceived, &m_server, nullptr);
    QCOMPARE(m_server.maxConcurrentRequests(), 2);
    QCOMPARE(other.maxConcurrentRequests(), 2);
    QVERIFY(overlapped);

    // The same through host names: 127.0.0.1 and localhost are two hosts of one server.
    const QUrl viaName(u"http://localhost:%1/parallel-0"_s.arg(m_server.port()));
    LinkChecker named(options);
    m_server.resetCounters();
    named.checkAndWait(
        targetsFor({ viaName, m_server.url(u"/parallel-1"_s), m_server.url(u"/parallel-2"_s) }));
    if (named.result(viaName)->status != 200)
        QSKIP("localhost does not reach 127.0.0.1 here");
    QVERIFY(m_server.maxConcurrentRequests() >= 2);
    QVERIFY(m_server.maxConcurrentRequests("localhost:" + QByteArray::number(m_server.port()))
            <= 2);
}

void TestLinkChecker::cancel()
{
    QList<QUrl> urls;
    for (int i = 0; i < 10; ++i) {
        const QString path = u"/cancelled-%1"_s.arg(i);
        m_server.slow(path, "<html/>", 300);
        urls.append(m_server.url(path));
    }
    LinkChecker checker(quick());
    QSignalSpy finished(&checker, &LinkChecker::finished);
    checker.check(targetsFor(urls));
    QTRY_VERIFY_WITH_TIMEOUT(m_server.requests().size() >= 2, 5000);
    checker.cancel();
    QCOMPARE(finished.count(), 1);
    QVERIFY(!checker.isRunning());
    // Nothing more is asked. Requests the checker sent before the cancel may still reach the
    // server afterwards (at most the two a host allows at once), but none after them.
    const qsizetype seen = m_server.requests().size();
    QTest::qWait(800);
    const qsizetype settled = m_server.requests().size();
    QVERIFY2(settled <= seen + 2, qPrintable(u"%1 requests after the cancel"_s.arg(settled - seen)));
    QTest::qWait(800);
    QCOMPARE(m_server.requests().size(), settled);
    QCOMPARE(finished.count(), 1);
    int done = 0;
    for (const QUrl &url : std::as_const(urls))
        done += checker.result(url) ? 1 : 0;
    QVERIFY(done < urls.size());

    // A checker cancelled can check again.
    checker.checkAndWait(targetsFor({ urls.first() }));
    QCOMPARE(checker.result(urls.first())->status, 200);
}

void TestLinkChecker::sessionCache()
{
    m_server.serve(u"/cached"_s, "<html/>", "text/html");
    const QUrl url = m_server.url(u"/cached"_s);
    LinkChecker checker(quick());
    checker.checkAndWait(targetsFor({ url, url })); // one URL twice: fetched once
    QCOMPARE(m_server.requests(u"/cached"_s).size(), 1);
    m_server.clearRequests();

    QSignalSpy finished(&checker, &LinkChecker::finished);
    checker.checkAndWait(targetsFor({ url }));
    QCOMPARE(finished.count(), 1);
    QVERIFY(m_server.requests().isEmpty()); // neither the URL nor robots.txt again
    QCOMPARE(checker.result(url)->status, 200);

    // A re-check fetches again, robots.txt included.
    m_server.status(u"/cached"_s, 410);
    checker.checkAndWait(targetsFor({ url }), true);
    QCOMPARE(m_server.requests(u"/cached"_s).size(), 1);
    QCOMPARE(m_server.requests(u"/robots.txt"_s).size(), 1);
    QCOMPARE(ruleOf(checker, url), QString(RuleId::UrlNotFound));
    checker.clearCache();
    QVERIFY(!checker.result(url));
}

void TestLinkChecker::findingsPointAtTheirPlace()
{
    m_server.serve(u"/page"_s, "<html/>", "text/html");
    m_server.status(u"/missing.jpg"_s, 404);
    m_server.status(u"/broken.mp4"_s, 500);
    const QByteArray base = m_server.url(u"/"_s).toEncoded();
    const QByteArray xml
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
          "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
          "        xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\">\n"
          "<url><loc>"
        + base + "page</loc></url>\n<url><loc>" + base
        + "page</loc>\n"
          "  <image:image><image:loc>"
        + base + "page</image:loc></image:image>\n  <image:image><image:loc>" + base
        + "missing.jpg</image:loc></image:image>\n"
          "  <video:video><video:thumbnail_loc>"
        + base
        + "page</video:thumbnail_loc><video:title>t</video:title>"
          "<video:description>d</video:description><video:content_loc>"
        + base + "broken.mp4</video:content_loc></video:video>\n</url>\n</urlset>\n";
    const Workspace workspace = Loader::openBytes(xml, u"sitemap.xml"_s);
    QCOMPARE(workspace.root().entries.size(), 2);
    const QList<LinkTarget> targets = LinkChecker::targets(workspace);
    QCOMPARE(targets.size(), 6);
    LinkChecker checker(quick());
    checker.checkAndWait(targets);
    QCOMPARE(m_server.requests(u"/page"_s).size(), 1); // four targets, one request
    const QList<Finding> findings = checker.findings();
    QCOMPARE(findings.size(), 3);
    // The first image is the page, which answers as HTML: no image (the video's thumbnail,
    // the same page, is judged by the video rules, not this one).
    QCOMPARE(findings.at(0).ruleId, RuleId::ImageNotAnImage);
    QCOMPARE(findings.at(0).entryIndex, 1);
    QCOMPARE(findings.at(0).field, FindingField::Image);
    QCOMPARE(findings.at(0).item, 0);
    QCOMPARE(findings.at(1).ruleId, RuleId::UrlNotFound);
    QCOMPARE(findings.at(1).entryIndex, 1);
    QCOMPARE(findings.at(1).field, FindingField::Image);
    QCOMPARE(findings.at(1).item, 1);
    QCOMPARE(findings.at(1).line, workspace.root().entries.at(1).sourceLine());
    QCOMPARE(findings.at(2).ruleId, RuleId::UrlServerError);
    QCOMPARE(findings.at(2).field, FindingField::Video);
    QCOMPARE(findings.at(2).item, 0);
}

QTEST_GUILESS_MAIN(TestLinkChecker)
#include "tst_linkchecker.moc"
