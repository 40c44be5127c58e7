// IndexNow submission against the local test server on 127.0.0.1: the plan (keys, hosts,
// batches of at most 10,000, duplicates and addresses left out, the key location), the JSON
// the endpoint receives, every answer the protocol defines (200, 202, 400, 403, 422, 429)
// reported per batch, a 429 or an unreachable endpoint stopping the batches after it, a
// redirect not followed for a POST, cancel, and the key file check. Proxies are switched off.

#include "io/loader.h"
#include "net/indexnow.h"
#include "testhttpserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

const QString Key = u"a1b2c3d4e5f6-0042"_s;

QStringList pages(const QString &origin, int count, int from = 0)
{
    QStringList urls;
    for (int i = from; i < from + count; ++i)
        urls.append(origin + u"/page/%1"_s.arg(i));
    return urls;
}

TestResponse withStatus(int status)
{
    TestResponse response;
    response.status = status;
    return response;
}

FetchOptions quick()
{
    FetchOptions options;
    options.timeoutMs = 5000;
    return options;
}

} // namespace

class TestIndexNow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void keys_data();
    void keys();
    void batchesOfTenThousandPerHost();
    void leftOut();
    void keyLocationForItsHostOnly();
    void urlsOfAWorkspace();
    void sendsTheProtocolsJson();
    void everyAnswerReported();
    void tooManyRequestsStopsTheRest();
    void unreachableEndpoint();
    void redirectNotFollowedForAPost();
    void temporaryRedirectKeepsThePost();
    void cancel();
    void keyFile();

private:
    TestHttpServer m_server;
};

void TestIndexNow::initTestCase()
{
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.listen());
}

void TestIndexNow::init()
{
    m_server.clearRequests();
}

void TestIndexNow::keys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("valid");
    QTest::newRow("eight") << u"abcdefgh"_s << true;
    QTest::newRow("seven") << u"abcdefg"_s << false;
    QTest::newRow("128") << QString(128, u'a') << true;
    QTest::newRow("129") << QString(129, u'a') << false;
    QTest::newRow("dashes and digits") << u"0f-9A-zZ-11"_s << true;
    QTest::newRow("underscore") << u"abcd_efgh"_s << false;
    QTest::newRow("space") << u"abcd efgh"_s << false;
    QTest::newRow("non-ASCII") << u"abcdéfgh"_s << false;
}

void TestIndexNow::keys()
{
    QFETCH(QString, key);
    QFETCH(bool, valid);
    QCOMPARE(IndexNow::isValidKey(key), valid);
    const IndexNowPlan plan = IndexNow::plan({ u"https://example.com/"_s }, key);
    QCOMPARE(plan.ok(), valid);
    QCOMPARE(plan.batches.isEmpty(), !valid);
}

void TestIndexNow::batchesOfTenThousandPerHost()
{
    // 25,001 URLs of one host and 3 of another, mixed: three batches for the first host (in
    // its own order), one for the second.
    QStringList urls = pages(u"https://www.example.com"_s, 12000);
    urls.insert(5, u"https://shop.example.com/a"_s);
    urls += pages(u"https://www.example.com"_s, 13001, 12000);
    urls += { u"https://shop.example.com/b"_s, u"https://shop.example.com/c"_s };

    const IndexNowPlan plan = IndexNow::plan(urls, Key);
    QVERIFY(plan.ok());
    QCOMPARE(plan.urls, 25004);
    QCOMPARE(plan.batches.size(), 4);
    QCOMPARE(plan.batches.at(0).host, u"www.example.com"_s);
    QCOMPARE(plan.batches.at(0).urls.size(), 10000);
    QCOMPARE(plan.batches.at(1).urls.size(), 10000);
    QCOMPARE(plan.batches.at(2).urls.size(), 5001);
    QCOMPARE(plan.batches.at(2).urls.last(), u"https://www.example.com/page/25000"_s);
    QCOMPARE(plan.batches.at(1).urls.first(), u"https://www.example.com/page/10000"_s);
    QCOMPARE(plan.batches.at(3).host, u"shop.example.com"_s);
    QCOMPARE(plan.batches.at(3).urls,
             QStringList({ u"https://shop.example.com/a"_s, u"https://shop.example.com/b"_s,
                           u"https://shop.example.com/c"_s }));
    // No key location given: none sent, and the key file is looked for at the root.
    QVERIFY(!plan.batches.at(0).keyLocation.isValid());
    QCOMPARE(plan.batches.at(0).keyFile, QUrl(u"https://www.example.com/"_s + Key + u".txt"_s));

    // A smaller batch size is honoured, a larger one is held to the protocol's 10,000.
    QCOMPARE(IndexNow::plan(urls.mid(0, 100), Key, {}, 30).batches.size(), 5); // 4 + 1
    QCOMPARE(IndexNow::plan(urls, Key, {}, 50000).batches.at(0).urls.size(), 10000);
}

void TestIndexNow::leftOut()
{
    const IndexNowPlan plan = IndexNow::plan(
        { u"https://example.com/a"_s, u"/relative"_s, u"ftp://example.com/file"_s,
          u"https://example.com/a"_s, u"https://example.com/b"_s, u"https://exa mple.com/x"_s },
        Key);
    QVERIFY(plan.ok());
    QCOMPARE(plan.urls, 2);
    QCOMPARE(plan.batches.size(), 1);
    QCOMPARE(plan.batches.first().urls,
             QStringList({ u"https://example.com/a"_s, u"https://example.com/b"_s }));
    QCOMPARE(plan.notes.size(), 2);
    QVERIFY2(plan.notes.at(0).startsWith(u"3 entries left out"_s), qPrintable(plan.notes.at(0)));
    QVERIFY(plan.notes.at(0).contains(u"\"/relative\""_s));
    QVERIFY2(plan.notes.at(1).startsWith(u"1 duplicate"_s), qPrintable(plan.notes.at(1)));

    // Non-ASCII hosts and paths go as the protocol expects them: encoded.
    const IndexNowPlan idn = IndexNow::plan({ u"https://bücher.example/straße"_s }, Key);
    QCOMPARE(idn.batches.first().host, u"xn--bcher-kva.example"_s);
    QCOMPARE(idn.batches.first().urls.first(), u"https://xn--bcher-kva.example/stra%C3%9Fe"_s);
}

void TestIndexNow::keyLocationForItsHostOnly()
{
    const QUrl location(u"https://www.example.com/keys/indexnow.txt"_s);
    const IndexNowPlan plan = IndexNow::plan(
        { u"https://www.example.com/a"_s, u"https://blog.example.com/b"_s }, Key, location);
    QCOMPARE(plan.batches.size(), 2);
    QCOMPARE(plan.batches.at(0).keyLocation, location);
    QCOMPARE(plan.batches.at(0).keyFile, location);
    QVERIFY(!plan.batches.at(1).keyLocation.isValid());
    QCOMPARE(plan.batches.at(1).keyFile, QUrl(u"https://blog.example.com/"_s + Key + u".txt"_s));
    QVERIFY(plan.notes.isEmpty());

    const QJsonObject o
        = QJsonDocument::fromJson(IndexNow::payload(plan.batches.at(0), Key)).object();
    QCOMPARE(o.value(u"keyLocation"_s).toString(), location.toString());
    QVERIFY(!QJsonDocument::fromJson(IndexNow::payload(plan.batches.at(1), Key))
                 .object()
                 .contains(u"keyLocation"_s));

    // On none of the hosts: said, and not sent.
    const IndexNowPlan elsewhere = IndexNow::plan({ u"https://www.example.com/a"_s }, Key,
                                                  QUrl(u"https://cdn.example.net/k.txt"_s));
    QVERIFY(!elsewhere.batches.first().keyLocation.isValid());
    QCOMPARE(elsewhere.notes.size(), 1);
    QVERIFY(elsewhere.notes.first().contains(u"cdn.example.net"_s));

    // Not an address to fetch: nothing can be submitted.
    const IndexNowPlan wrong
        = IndexNow::plan({ u"https://www.example.com/a"_s }, Key, QUrl(u"file:///k.txt"_s));
    QVERIFY(!wrong.ok());
    QVERIFY(wrong.batches.isEmpty());
}

void TestIndexNow::urlsOfAWorkspace()
{
    const QByteArray xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/new</loc><lastmod>2026-11-20</lastmod></url>
  <url><loc>https://example.com/old</loc><lastmod>2025-01-01T10:00:00+00:00</lastmod></url>
  <url><loc>https://example.com/undated</loc></url>
  <url><loc>https://example.com/same-day</loc><lastmod>2026-11-01T00:00:00Z</lastmod></url>
</urlset>
)";
    const Workspace workspace = Loader::openBytes(xml, u"sitemap.xml"_s);
    QCOMPARE(IndexNow::urlsOf(workspace),
             QStringList({ u"https://example.com/new"_s, u"https://example.com/old"_s,
                           u"https://example.com/undated"_s, u"https://example.com/same-day"_s }));
    QStringList notes;
    const QDateTime since(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC);
    QCOMPARE(IndexNow::urlsOf(workspace, since, &notes),
             QStringList({ u"https://example.com/new"_s, u"https://example.com/same-day"_s }));
    QCOMPARE(notes.size(), 2);
    QVERIFY(notes.at(0).startsWith(u"1 URLs without a lastmod"_s));
    QVERIFY(notes.at(1).startsWith(u"1 URLs last modified before"_s));

    // An index's entries are sitemaps, not pages to submit.
    const Workspace index = Loader::openBytes(
        R"(<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>https://example.com/part-1.xml</loc></sitemap></sitemapindex>)",
        u"index.xml"_s);
    QVERIFY(IndexNow::urlsOf(index).isEmpty());
}

void TestIndexNow::sendsTheProtocolsJson()
{
    m_server.route(u"/indexnow"_s, TestResponse::ok({}, "text/plain"));
    const QString origin = u"https://www.example.com"_s;
    const IndexNowPlan plan
        = IndexNow::plan(pages(origin, 10005), Key, QUrl(origin + u"/key.txt"_s));
    QCOMPARE(plan.batches.size(), 2);

    const QList<IndexNowAnswer> answers
        = IndexNow::submitBlocking(m_server.url(u"/indexnow"_s), plan, quick());
    QCOMPARE(answers.size(), 2);
    const QList<TestRequest> requests = m_server.requests(u"/indexnow"_s);
    QCOMPARE(requests.size(), 2);
    QStringList received;
    for (const TestRequest &request : requests) {
        QCOMPARE(request.method, "POST");
        QCOMPARE(request.header("Content-Type"), "application/json; charset=utf-8");
        QVERIFY(request.header("User-Agent").startsWith("SitemapStudio/"));
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(request.body, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.keys(), QStringList({ u"host"_s, u"key"_s, u"keyLocation"_s, u"urlList"_s }));
        QCOMPARE(o.value(u"host"_s).toString(), u"www.example.com"_s);
        QCOMPARE(o.value(u"key"_s).toString(), Key);
        QCOMPARE(o.value(u"keyLocation"_s).toString(), origin + u"/key.txt"_s);
        for (const QJsonValue &url : o.value(u"urlList"_s).toArray())
            received.append(url.toString());
    }
    // Every URL once, in order, 10,000 in the first request.
    QCOMPARE(received, pages(origin, 10005));
    QCOMPARE(QJsonDocument::fromJson(requests.first().body)
                 .object()
                 .value(u"urlList"_s)
                 .toArray()
                 .size(),
             10000);
    for (const IndexNowAnswer &answer : answers) {
        QVERIFY(answer.sent);
        QVERIFY(answer.accepted());
        QCOMPARE(answer.status, 200);
    }
    QCOMPARE(answers.at(1).urls, 5);
}

void TestIndexNow::everyAnswerReported()
{
    // Each batch gets the next answer of the protocol's table.
    const QList<int> statuses { 200, 202, 400, 403, 422, 429 };
    int next = 0;
    m_server.route(u"/indexnow"_s, [&](const TestRequest &) {
        const int status = statuses.value(next++, 500);
        return status < 300 ? withStatus(status) : TestResponse::error(status);
    });
    const IndexNowPlan plan
        = IndexNow::plan(pages(u"https://example.com"_s, 12), Key, {}, 2); // six batches
    QCOMPARE(plan.batches.size(), 6);
    IndexNow submitter(quick());
    QSignalSpy answered(&submitter, &IndexNow::answered);
    QSignalSpy finished(&submitter, &IndexNow::finished);
    submitter.submit(m_server.url(u"/indexnow"_s), plan);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(answered.size(), 6);

    const QList<IndexNowAnswer> answers = submitter.answers();
    QCOMPARE(answers.size(), 6);
    const QStringList starts { u"200 OK"_s,
                               u"202 Accepted"_s,
                               u"400 Bad Request"_s,
                               u"403 Forbidden"_s,
                               u"422 Unprocessable Entity"_s,
                               u"429 Too Many Requests"_s };
    for (int i = 0; i < 6; ++i) {
        const IndexNowAnswer &a = answers.at(i);
        QCOMPARE(a.batch, i);
        QVERIFY(a.sent);
        QCOMPARE(a.status, statuses.at(i));
        QCOMPARE(a.accepted(), i < 2);
        QCOMPARE(a.urls, 2);
        QVERIFY2(a.message.startsWith(starts.at(i)), qPrintable(a.message));
    }
    QVERIFY(answers.at(3).message.contains(u"key"_s));
    QVERIFY(answers.at(4).message.contains(u"do not belong to the host"_s));
    QCOMPARE(m_server.requests(u"/indexnow"_s).size(), 6);
}

void TestIndexNow::tooManyRequestsStopsTheRest()
{
    m_server.route(u"/indexnow"_s, [&](const TestRequest &) {
        return m_server.requests(u"/indexnow"_s).size() == 1
            ? TestResponse::ok({})
            : TestResponse::error(429).header("Retry-After", "3600");
    });
    const IndexNowPlan plan = IndexNow::plan(pages(u"https://example.com"_s, 4), Key, {}, 1);
    const QList<IndexNowAnswer> answers
        = IndexNow::submitBlocking(m_server.url(u"/indexnow"_s), plan, quick());
    QCOMPARE(answers.size(), 4);
    QVERIFY(answers.at(0).accepted());
    QCOMPARE(answers.at(1).status, 429);
    for (int i = 2; i < 4; ++i) {
        QVERIFY(!answers.at(i).sent);
        QCOMPARE(answers.at(i).status, 0);
        QVERIFY2(answers.at(i).message.contains(u"429"_s), qPrintable(answers.at(i).message));
    }
    // The endpoint saw two requests, not four.
    QCOMPARE(m_server.requests(u"/indexnow"_s).size(), 2);
}

void TestIndexNow::unreachableEndpoint()
{
    // A port that was free a moment ago: the connection is refused.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close();
    const IndexNowPlan plan = IndexNow::plan(pages(u"https://example.com"_s, 3), Key, {}, 1);
    const QList<IndexNowAnswer> answers = IndexNow::submitBlocking(
        QUrl(u"http://127.0.0.1:%1/indexnow"_s.arg(port)), plan, quick());
    QCOMPARE(answers.size(), 3);
    QVERIFY(!answers.at(0).sent);
    QCOMPARE(answers.at(0).error, FetchResult::Error::ConnectionRefused);
    QVERIFY(answers.at(0).message.contains(u"refused"_s, Qt::CaseInsensitive));
    QVERIFY(!answers.at(1).sent);
    QVERIFY(answers.at(1).message.startsWith(u"Not sent"_s));
}

void TestIndexNow::redirectNotFollowedForAPost()
{
    m_server.redirect(u"/moved"_s, "/indexnow", 301);
    m_server.route(u"/indexnow"_s, TestResponse::ok({}));
    const IndexNowPlan plan = IndexNow::plan(pages(u"https://example.com"_s, 2), Key, {}, 1);
    const QList<IndexNowAnswer> answers
        = IndexNow::submitBlocking(m_server.url(u"/moved"_s), plan, quick());
    QCOMPARE(answers.size(), 2);
    QCOMPARE(answers.at(0).status, 301);
    QVERIFY(!answers.at(0).accepted());
    QVERIFY2(answers.at(0).message.contains(m_server.url(u"/indexnow"_s).toString()),
             qPrintable(answers.at(0).message));
    QVERIFY(!answers.at(1).sent);
    // The submission was not turned into a GET, nor sent on.
    QVERIFY(m_server.requests(u"/indexnow"_s).isEmpty());
}

void TestIndexNow::temporaryRedirectKeepsThePost()
{
    m_server.redirect(u"/v1"_s, "/indexnow", 308);
    m_server.route(u"/indexnow"_s, withStatus(202));
    const IndexNowPlan plan = IndexNow::plan(pages(u"https://example.com"_s, 3), Key);
    const QList<IndexNowAnswer> answers
        = IndexNow::submitBlocking(m_server.url(u"/v1"_s), plan, quick());
    QCOMPARE(answers.size(), 1);
    QCOMPARE(answers.at(0).status, 202);
    QVERIFY(answers.at(0).accepted());
    const QList<TestRequest> requests = m_server.requests(u"/indexnow"_s);
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests.first().method, "POST");
    QCOMPARE(requests.first().body, IndexNow::payload(plan.batches.first(), Key));
}

void TestIndexNow::cancel()
{
    // The endpoint takes its time; the cancel comes while the first batch is under way.
    m_server.route(u"/indexnow"_s, [](const TestRequest &) {
        TestResponse response = TestResponse::ok({});
        response.delayMs = 3000;
        return response;
    });
    const IndexNowPlan plan = IndexNow::plan(pages(u"https://example.com"_s, 3), Key, {}, 1);
    IndexNow submitter(quick());
    QSignalSpy finished(&submitter, &IndexNow::finished);
    QSignalSpy arrived(&m_server, &TestHttpServer::requestReceived);
    submitter.submit(m_server.url(u"/indexnow"_s), plan);
    QVERIFY(arrived.wait(10000));
    QVERIFY(submitter.isRunning());
    submitter.cancel();
    QCOMPARE(finished.size(), 1);
    QVERIFY(!submitter.isRunning());
    for (const IndexNowAnswer &answer : submitter.answers()) {
        QVERIFY(!answer.sent);
        QVERIFY(answer.message.contains(u"cancelled"_s));
    }
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(m_server.requests(u"/indexnow"_s).size(), 1);
}

void TestIndexNow::keyFile()
{
    m_server.serve(u"/good.txt"_s, Key.toUtf8() + "\n", "text/plain");
    m_server.serve(u"/other.txt"_s, "another-key-123", "text/plain");
    FetchOptions options = quick();
    QVERIFY(
        IndexNow::checkKeyFile(Fetcher::fetchBlocking(m_server.url(u"/good.txt"_s), options), Key)
            .isEmpty());
    const QString wrong = IndexNow::checkKeyFile(
        Fetcher::fetchBlocking(m_server.url(u"/other.txt"_s), options), Key);
    QVERIFY2(wrong.contains(u"does not hold the key"_s) && wrong.contains(u"another-key-123"_s),
             qPrintable(wrong));
    const QString missing = IndexNow::checkKeyFile(
        Fetcher::fetchBlocking(m_server.url(u"/missing.txt"_s), options), Key);
    QVERIFY2(missing.contains(u"404"_s), qPrintable(missing));
}

QTEST_GUILESS_MAIN(TestIndexNow)
#include "tst_indexnow.moc"
