// MemoryBudget alone (shares that take, wait, give back, and the oldest going on when every
// holder waits), then with the Fetcher against the local test server: fetches sharing one
// budget stay within it, a page that does not fit waits without being taken for a stall and
// then comes whole, and a fetch cancelled while it waits gives everything back.

#include "net/fetcher.h"
#include "net/memorybudget.h"
#include "testhttpserver.h"

#include <QNetworkProxy>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 KiB = 1024;
constexpr qint64 MiB = 1024 * KiB;

QByteArray pageOf(qint64 bytes, char fill)
{
    return "<html><body>" + QByteArray(bytes - 26, fill) + "</body></html>";
}

} // namespace

class TestMemoryBudget : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }
    void takesWhatFits();
    void olderShareFirst();
    void oldestGoesOnWhenAllWait();
    void largerThanBudgetAlone();
    void droppedWait();
    void concurrentFetches_data();
    void concurrentFetches();
    void largePageWaits();
    void cancelWhileWaiting();
};

void TestMemoryBudget::takesWhatFits()
{
    const auto budget = std::make_shared<MemoryBudget>(100);
    const auto a = MemoryBudget::open(budget);
    const auto b = MemoryBudget::open(budget);
    QVERIFY(a->take(60, [] { QFAIL("taken at once"); }));
    bool taken = false;
    QVERIFY(!b->take(50, [&] { taken = true; }));
    QVERIFY(b->isWaiting());
    QCOMPARE(budget->waiting(), 1);
    QCOMPARE(budget->used(), 60);
    QTest::qWait(20);
    QVERIFY(!taken); // a still moves: b waits for it
    a->give(20);
    QTRY_VERIFY(taken);
    QCOMPARE(b->held(), 50);
    QCOMPARE(budget->used(), 90);
    QCOMPARE(budget->waiting(), 0);
    QCOMPARE(budget->peak(), 90);
}

void TestMemoryBudget::olderShareFirst()
{
    const auto budget = std::make_shared<MemoryBudget>(100);
    const auto a = MemoryBudget::open(budget);
    const auto b = MemoryBudget::open(budget);
    const auto c = MemoryBudget::open(budget);
    a->force(90);
    QStringList order;
    QVERIFY(!b->take(50, [&] { order.append(u"b"_s); }));
    // 5 bytes fit, but b asked first.
    QVERIFY(!c->take(5, [&] { order.append(u"c"_s); }));
    a->give(90);
    QTRY_COMPARE(order, (QStringList { u"b"_s, u"c"_s }));
    QCOMPARE(budget->used(), 55);
    QVERIFY(budget->peak() <= 100);
}

// Two pages half read, each waiting for room the other holds: the older goes on past the
// limit, the younger once the older gave its bytes back.
void TestMemoryBudget::oldestGoesOnWhenAllWait()
{
    const auto budget = std::make_shared<MemoryBudget>(100);
    auto a = MemoryBudget::open(budget);
    const auto b = MemoryBudget::open(budget);
    QVERIFY(a->take(60, {}));
    QVERIFY(b->take(30, {}));
    bool aTaken = false, bTaken = false;
    QVERIFY(!a->take(60, [&] { aTaken = true; }));
    QVERIFY(!b->take(30, [&] { bTaken = true; }));
    QTRY_VERIFY(aTaken);
    QCOMPARE(budget->used(), 150);
    QTest::qWait(20);
    QVERIFY(!bTaken);
    a.reset();
    QTRY_VERIFY(bTaken);
    QCOMPARE(budget->used(), 60);
}

// Alone, a holder takes what it needs, even more than the whole budget: nothing else could
// give room back.
void TestMemoryBudget::largerThanBudgetAlone()
{
    const auto budget = std::make_shared<MemoryBudget>(10);
    const auto a = MemoryBudget::open(budget);
    const auto idle = MemoryBudget::open(budget); // holds nothing
    QVERIFY(a->take(50, {}));
    QCOMPARE(budget->used(), 50);
    a->give(50);
    QCOMPARE(budget->used(), 0);
}

// A share that stops waiting, or goes, is never called back, and no longer holds the younger
// ones back.
void TestMemoryBudget::droppedWait()
{
    const auto budget = std::make_shared<MemoryBudget>(100);
    const auto a = MemoryBudget::open(budget);
    auto b = MemoryBudget::open(budget);
    const auto c = MemoryBudget::open(budget);
    const auto d = MemoryBudget::open(budget);
    a->force(100);
    bool bTaken = false, cTaken = false, dTaken = false;
    QVERIFY(!b->take(10, [&] { bTaken = true; }));
    QVERIFY(!c->take(10, [&] { cTaken = true; }));
    QVERIFY(!d->take(10, [&] { dTaken = true; }));
    b.reset();
    c->stopWaiting();
    QCOMPARE(budget->waiting(), 1);
    a->give(50);
    QTRY_VERIFY(dTaken);
    QTest::qWait(20);
    QVERIFY(!bTaken);
    QVERIFY(!cTaken);
    QCOMPARE(budget->used(), 60);
}

// Eight pages of 1 MiB fetched at once within 3 MiB: each body comes whole, and what the
// fetches hold together stays within the budget. A page that declares its length takes it
// whole before its first byte, so pages never wait half read; chunked ones take their bytes
// as they come, and when every one of them waits half read, the oldest goes on alone (at most
// its own body past the limit).
void TestMemoryBudget::concurrentFetches_data()
{
    QTest::addColumn<bool>("chunked");
    QTest::addColumn<qint64>("most");
    QTest::newRow("Content-Length") << false << 3 * MiB;
    QTest::newRow("chunked") << true << 4 * MiB;
}

void TestMemoryBudget::concurrentFetches()
{
    QFETCH(bool, chunked);
    QFETCH(qint64, most);
    TestHttpServer server;
    QVERIFY(server.listen());
    constexpr int Pages = 8;
    for (int i = 0; i < Pages; ++i) {
        TestResponse page = TestResponse::ok(pageOf(MiB, char('a' + i)), "text/html");
        if (chunked)
            page.framing = TestResponse::Framing::Chunked;
        server.route(u"/page/%1"_s.arg(i), page);
    }
    const auto budget = std::make_shared<MemoryBudget>(3 * MiB);
    FetchOptions options;
    options.budget = budget;
    options.maxBytes = 2 * MiB;
    Fetcher fetcher(options);
    int done = 0;
    qint64 mostHeld = 0;
    bool waited = false;
    for (int i = 0; i < Pages; ++i) {
        FetchReply *reply = fetcher.fetch(server.url(u"/page/%1"_s.arg(i)));
        connect(reply, &FetchReply::progress, this, [&] {
            mostHeld = qMax(mostHeld, budget->used());
            waited = waited || budget->waiting() > 0;
        });
        connect(reply, &FetchReply::finished, this, [&, reply, i] {
            const FetchResult &result = reply->result();
            QVERIFY2(result.ok(), qPrintable(result.message));
            QCOMPARE(result.body, pageOf(MiB, char('a' + i)));
            std::shared_ptr<MemoryShare> share = reply->takeShare();
            QVERIFY(share);
            QCOMPARE(share->held(), MiB);
            mostHeld = qMax(mostHeld, budget->used());
            reply->deleteLater();
            // The body is read for a moment, as a crawler would, then let go.
            QTimer::singleShot(20, this, [&done, share] { ++done; });
        });
    }
    QTRY_COMPARE_WITH_TIMEOUT(done, Pages, 20000);
    QCOMPARE(budget->used(), 0);
    QCOMPARE(budget->waiting(), 0);
    QVERIFY2(budget->peak() <= most, qPrintable(u"peak %1 KiB"_s.arg(budget->peak() / KiB)));
    QVERIFY(mostHeld <= budget->peak());
    QVERIFY(waited); // the budget was what held them back
    qInfo("peak %lld KiB", budget->peak() / KiB);
}

// A page that does not fit beside a page being read waits, reading nothing, for longer than
// the stall timeout and than its whole page time without being given up: the wait is the
// crawl's, not the server's; it comes whole once the other goes.
void TestMemoryBudget::largePageWaits()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.serve(u"/big"_s, pageOf(MiB, 'b'), "text/html");
    const auto budget = std::make_shared<MemoryBudget>(2 * MiB);
    auto reading = MemoryBudget::open(budget);
    reading->force(3 * MiB / 2);
    FetchOptions options;
    options.budget = budget;
    options.timeoutMs = 300;
    options.totalTimeoutMs = 500;
    Fetcher fetcher(options);
    FetchReply *reply = fetcher.fetch(server.url(u"/big"_s));
    QTRY_COMPARE(budget->waiting(), 1);
    QTest::qWait(900); // twice the stall timeout, and longer than the page time
    QVERIFY(!reply->isFinished());
    QVERIFY(budget->used() <= 2 * MiB);
    reading.reset();
    QTRY_VERIFY(reply->isFinished());
    QVERIFY2(reply->result().ok(), qPrintable(reply->result().message));
    QVERIFY(!reply->result().truncated);
    QCOMPARE(reply->result().body, pageOf(MiB, 'b'));
    QCOMPARE(budget->used(), MiB); // the body's, until the reply goes
    delete reply;
    QCOMPARE(budget->used(), 0);
    QVERIFY(budget->peak() <= 2 * MiB);
}

void TestMemoryBudget::cancelWhileWaiting()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.serve(u"/big"_s, pageOf(MiB, 'c'), "text/html");
    server.route(u"/gzip"_s, TestResponse::gzipEncoded(pageOf(MiB, 'g'), "text/html"));
    const auto budget = std::make_shared<MemoryBudget>(MiB);
    auto reading = MemoryBudget::open(budget);
    reading->force(MiB - 100 * KiB);
    FetchOptions options;
    options.budget = budget;
    Fetcher fetcher(options);
    for (const QString &path : { u"/big"_s, u"/gzip"_s }) {
        FetchReply *reply = fetcher.fetch(server.url(path));
        QTRY_COMPARE(budget->waiting(), 1);
        reply->cancel();
        QVERIFY(reply->isFinished());
        QCOMPARE(reply->result().error, FetchResult::Error::Cancelled);
        QCOMPARE(budget->waiting(), 0);
        QCOMPARE(budget->used(), reading->held());
        delete reply;
        QCOMPARE(budget->used(), reading->held());
    }
    // Once the room is there, the gzip page is decoded whole.
    reading.reset();
    FetchReply *reply = fetcher.fetch(server.url(u"/gzip"_s));
    QTRY_VERIFY(reply->isFinished());
    QVERIFY2(reply->result().ok(), qPrintable(reply->result().message));
    QCOMPARE(reply->result().body, pageOf(MiB, 'g'));
    delete reply;
    QCOMPARE(budget->used(), 0);
}

QTEST_GUILESS_MAIN(TestMemoryBudget)

#include "tst_memorybudget.moc"
