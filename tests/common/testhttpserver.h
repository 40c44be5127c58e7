#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTcpServer>
#include <QUrl>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

class QTcpSocket;

namespace Studio::Testing {

// One request as the server read it.
struct TestRequest
{
    QByteArray method;
    QByteArray target; // as sent: path and query
    QString path; // decoded path, without the query
    QList<std::pair<QByteArray, QByteArray>> headers; // names as sent
    QByteArray body;
    qint64 receivedMs = 0; // since the server started (monotonic)
    int connection = 0; // which connection it came on, counted from 1

    // The first header of that name, case-insensitively; empty when absent.
    QByteArray header(QByteArrayView name) const;
};

// What a route answers. The server adds Content-Length (or the chunked framing) and
// Connection: close where needed; headers set here win.
struct TestResponse
{
    enum class Framing : quint8 {
        ContentLength,
        Chunked,
        CloseDelimited, // no length: the end of the body is the end of the connection
    };

    int status = 200;
    QByteArray reason; // empty: the standard phrase
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;
    Framing framing = Framing::ContentLength;
    // A Content-Length to send instead of the body's size (a lying server); -1 for the truth.
    qint64 declaredLength = -1;
    int delayMs = 0; // before the status line
    // Send the headers and this many bytes of the body as framed, then nothing more: the
    // connection stays open until the client gives up. -1 sends everything.
    qint64 stallAfterBytes = -1;
    // Send the body in slices of this many bytes, one every trickleIntervalMs; 0 sends at once.
    qint64 trickleBytes = 0;
    int trickleIntervalMs = 0;
    // Trickle the status line and the headers too: a client that needs only the status (a
    // link checker) waits as long as one that reads the body.
    bool trickleHead = false;
    bool closeAfter = false; // close the connection after this answer

    TestResponse &header(const QByteArray &name, const QByteArray &value);

    static TestResponse ok(const QByteArray &body,
                           const QByteArray &contentType = "application/xml");
    // The body gzip-compressed and sent with Content-Encoding: gzip.
    static TestResponse gzipEncoded(const QByteArray &body,
                                    const QByteArray &contentType = "application/xml");
    static TestResponse redirect(const QByteArray &location, int status = 301);
    static TestResponse error(int status, const QByteArray &body = {});
};

// A gzip stream that expands to `expandedBytes` zero bytes while staying about a thousandth
// of that size (gzip members of 1 MiB of zeros, concatenated), built without ever holding the
// expanded bytes.
QByteArray gzipBomb(qint64 expandedBytes);

// A small HTTP/1.1 server on 127.0.0.1 for the network tests: routes (path → handler) answer
// with a TestResponse that may be delayed, stalled, trickled, chunked or lie about its length.
// It keeps connections alive, records every request and counts how many requests are being
// answered at once, in all and per Host header. Requests with a body need Content-Length;
// something that is not an HTTP request (a TLS hello) gets 400 and the connection is closed.
// Lives on the thread that created it; needs that thread's event loop to run.
class TestHttpServer : public QObject
{
    Q_OBJECT

public:
    using Handler = std::function<TestResponse(const TestRequest &)>;

    explicit TestHttpServer(QObject *parent = nullptr);
    ~TestHttpServer() override;

    // Listens on 127.0.0.1 on a free port.
    bool listen();
    quint16 port() const { return m_server.serverPort(); }
    // "http://127.0.0.1:<port>" + `path` (which may carry a query).
    QUrl url(const QString &path = QStringLiteral("/")) const;

    // Exact path, without the query; a later route for the same path replaces the earlier.
    void route(const QString &path, Handler handler);
    void route(const QString &path, const TestResponse &response);
    // For paths without a route; by default 404.
    void setFallback(Handler handler);

    // Route helpers for the common cases.
    void serve(const QString &path, const QByteArray &body,
               const QByteArray &contentType = "application/xml");
    void redirect(const QString &from, const QByteArray &location, int status = 301);
    // Registers prefix1 → prefix2 → ... → prefix<count> → target, each one a redirect, and
    // returns the path of the first.
    QString redirectChain(const QString &prefix, int count, const QByteArray &target);
    // a → b → a.
    void redirectLoop(const QString &a, const QString &b);
    void slow(const QString &path, const QByteArray &body, int delayMs);
    // The headers (with the full Content-Length) and `afterBytes` bytes of the body, then
    // nothing.
    void stalled(const QString &path, const QByteArray &body, qint64 afterBytes);
    void status(const QString &path, int status, const QByteArray &body = {});
    // 429 with Retry-After.
    void tooManyRequests(const QString &path, int retryAfterSeconds);
    void decompressionBomb(const QString &path, qint64 expandedBytes);
    // /robots.txt with a Sitemap line for each of `sitemaps` (none when empty) after a group
    // of rules.
    void robotsTxt(const QStringList &sitemaps);

    // A bound on the requests a test may make: those beyond `count` are not routed but
    // answered 503 and counted in refusedRequests(), so that a crawler that runs away ends
    // soon and the test sees it. 0 (the default) for none.
    void setMaxRequests(int count) { m_maxRequests = count; }
    int refusedRequests() const { return m_refused; }

    QList<TestRequest> requests() const { return m_requests; }
    QList<TestRequest> requests(const QString &path) const;
    void clearRequests() { m_requests.clear(); }
    // The most requests answered at the same time since the start or the last reset; a
    // request counts from its arrival until its last byte is written or its connection ends.
    int maxConcurrentRequests() const { return m_maxActive; }
    // The same for one Host header value ("127.0.0.1:8080").
    int maxConcurrentRequests(const QByteArray &host) const
    {
        return m_maxActivePerHost.value(host);
    }
    int activeRequests() const { return m_active; }
    void resetCounters();
    int connectionCount() const { return m_connectionCount; }
    // The receive times (TestRequest::receivedMs) of the requests with that Host header, in
    // order, for tests of a crawler's delay.
    QList<qint64> requestTimes(const QByteArray &host) const;

Q_SIGNALS:
    void requestReceived(const Studio::Testing::TestRequest &request);

private:
    struct Connection;

    void accept();
    void readFrom(Connection *connection);
    void answer(Connection *connection, const TestRequest &request);
    void send(Connection *connection, const TestRequest &request, const TestResponse &response);
    void writeBody(Connection *connection, QByteArray wire, const TestResponse &response);
    void requestDone(Connection *connection);
    void drop(Connection *connection);
    Connection *find(QTcpSocket *socket) const;

    QTcpServer m_server;
    QHash<QString, Handler> m_routes;
    Handler m_fallback;
    QList<TestRequest> m_requests;
    QElapsedTimer m_clock;
    std::vector<std::unique_ptr<Connection>> m_connections;
    int m_connectionCount = 0;
    int m_active = 0;
    int m_maxActive = 0;
    QHash<QByteArray, int> m_activePerHost;
    QHash<QByteArray, int> m_maxActivePerHost;
    int m_maxRequests = 0;
    int m_refused = 0;
};

} // namespace Studio::Testing
