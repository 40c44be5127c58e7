#include "testhttpserver.h"

#include "io/writing/gzip.h"

#include <QHostAddress>
#include <QTcpSocket>
#include <QTimer>

namespace Studio::Testing {

namespace {

constexpr qsizetype MaxHeaderBytes = 64 * 1024;
constexpr qsizetype ChunkBytes = 8 * 1024;

QByteArray standardReason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 204:
        return "No Content";
    case 301:
        return "Moved Permanently";
    case 302:
        return "Found";
    case 303:
        return "See Other";
    case 307:
        return "Temporary Redirect";
    case 308:
        return "Permanent Redirect";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 410:
        return "Gone";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}

bool hasHeader(const QList<std::pair<QByteArray, QByteArray>> &headers, QByteArrayView name)
{
    for (const auto &header : headers)
        if (header.first.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

QByteArray chunked(const QByteArray &body)
{
    QByteArray out;
    for (qsizetype at = 0; at < body.size(); at += ChunkBytes) {
        const QByteArray slice = body.mid(at, ChunkBytes);
        out += QByteArray::number(slice.size(), 16) + "\r\n" + slice + "\r\n";
    }
    return out + "0\r\n\r\n";
}

} // namespace

QByteArray TestRequest::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

TestResponse &TestResponse::header(const QByteArray &name, const QByteArray &value)
{
    headers.append({ name, value });
    return *this;
}

TestResponse TestResponse::ok(const QByteArray &body, const QByteArray &contentType)
{
    TestResponse response;
    response.body = body;
    response.header("Content-Type", contentType);
    return response;
}

TestResponse TestResponse::gzipEncoded(const QByteArray &body, const QByteArray &contentType)
{
    TestResponse response = ok(gzipCompress(body), contentType);
    response.header("Content-Encoding", "gzip");
    return response;
}

TestResponse TestResponse::redirect(const QByteArray &location, int status)
{
    TestResponse response;
    response.status = status;
    response.header("Location", location);
    response.header("Content-Type", "text/html");
    response.body = "<a href=\"" + location + "\">moved</a>";
    return response;
}

TestResponse TestResponse::error(int status, const QByteArray &body)
{
    TestResponse response;
    response.status = status;
    response.header("Content-Type", "text/plain");
    response.body
        = body.isEmpty() ? QByteArray::number(status) + ' ' + standardReason(status) : body;
    return response;
}

QByteArray gzipBomb(qint64 expandedBytes)
{
    constexpr qint64 Member = 1024 * 1024;
    const QByteArray member = gzipCompress(QByteArray(Member, '\0'));
    QByteArray out;
    out.reserve((expandedBytes / Member + 1) * member.size());
    qint64 left = expandedBytes;
    for (; left >= Member; left -= Member)
        out += member;
    if (left > 0)
        out += gzipCompress(QByteArray(left, '\0'));
    return out;
}

// ---------------------------------------------------------------------------------------------

struct TestHttpServer::Connection
{
    QTcpSocket *socket = nullptr; // owned: a child of the server, deleted in drop()
    int id = 0;
    QByteArray buffer; // received, not yet read as a request
    bool busy = false; // answering a request; a following one waits in the buffer
    bool counted = false; // counted in the concurrency figures
    bool closeAfter = false; // close once the current answer is written
    // Gone or going: nothing more is read or written. The struct itself is freed later from
    // the event loop, so that the code that found it closed can still look.
    bool closed = false;
    QByteArray host; // the Host of the request being answered
};

TestHttpServer::TestHttpServer(QObject *parent)
    : QObject(parent)
{
    m_clock.start();
    connect(&m_server, &QTcpServer::newConnection, this, &TestHttpServer::accept);
}

TestHttpServer::~TestHttpServer()
{
    m_server.close();
    for (const auto &connection : m_connections) {
        if (connection->closed)
            continue; // its socket is deleted with this object at the latest
        disconnect(connection->socket, nullptr, this, nullptr);
        connection->socket->abort();
        delete connection->socket;
    }
    m_connections.clear();
}

bool TestHttpServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl TestHttpServer::url(const QString &path) const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(QString::number(port()), path));
}

void TestHttpServer::route(const QString &path, Handler handler)
{
    m_routes.insert(path, std::move(handler));
}

void TestHttpServer::route(const QString &path, const TestResponse &response)
{
    route(path, [response](const TestRequest &) { return response; });
}

void TestHttpServer::setFallback(Handler handler)
{
    m_fallback = std::move(handler);
}

void TestHttpServer::serve(const QString &path, const QByteArray &body,
                           const QByteArray &contentType)
{
    route(path, TestResponse::ok(body, contentType));
}

void TestHttpServer::redirect(const QString &from, const QByteArray &location, int status)
{
    route(from, TestResponse::redirect(location, status));
}

QString TestHttpServer::redirectChain(const QString &prefix, int count, const QByteArray &target)
{
    for (int i = 1; i <= count; ++i) {
        const QByteArray next = i == count ? target : (prefix + QString::number(i + 1)).toUtf8();
        redirect(prefix + QString::number(i), next, i % 2 ? 302 : 301);
    }
    return prefix + u'1';
}

void TestHttpServer::redirectLoop(const QString &a, const QString &b)
{
    redirect(a, b.toUtf8(), 302);
    redirect(b, a.toUtf8(), 302);
}

void TestHttpServer::slow(const QString &path, const QByteArray &body, int delayMs)
{
    TestResponse response = TestResponse::ok(body);
    response.delayMs = delayMs;
    route(path, response);
}

void TestHttpServer::stalled(const QString &path, const QByteArray &body, qint64 afterBytes)
{
    TestResponse response = TestResponse::ok(body);
    response.stallAfterBytes = afterBytes;
    route(path, response);
}

void TestHttpServer::status(const QString &path, int status, const QByteArray &body)
{
    route(path, TestResponse::error(status, body));
}

void TestHttpServer::tooManyRequests(const QString &path, int retryAfterSeconds)
{
    TestResponse response = TestResponse::error(429);
    response.header("Retry-After", QByteArray::number(retryAfterSeconds));
    route(path, response);
}

void TestHttpServer::decompressionBomb(const QString &path, qint64 expandedBytes)
{
    route(path, TestResponse::ok(gzipBomb(expandedBytes)).header("Content-Encoding", "gzip"));
}

void TestHttpServer::robotsTxt(const QStringList &sitemaps)
{
    QByteArray text = "User-agent: *\nDisallow: /private/\n";
    if (!sitemaps.isEmpty())
        text += '\n';
    for (const QString &sitemap : sitemaps)
        text += "Sitemap: " + sitemap.toUtf8() + '\n';
    serve(QStringLiteral("/robots.txt"), text, "text/plain");
}

QList<TestRequest> TestHttpServer::requests(const QString &path) const
{
    QList<TestRequest> out;
    for (const TestRequest &request : m_requests)
        if (request.path == path)
            out.append(request);
    return out;
}

QList<qint64> TestHttpServer::requestTimes(const QByteArray &host) const
{
    QList<qint64> out;
    for (const TestRequest &request : m_requests)
        if (request.header("Host") == host)
            out.append(request.receivedMs);
    return out;
}

void TestHttpServer::resetCounters()
{
    m_maxActive = m_active;
    m_maxActivePerHost = m_activePerHost;
}

void TestHttpServer::accept()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        socket->setParent(this);
        // The head and the body go out in two writes: without this, Nagle's algorithm holds
        // the second until the client's delayed ACK, 40 ms per answer on Linux.
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        auto connection = std::make_unique<Connection>();
        connection->socket = socket;
        connection->id = ++m_connectionCount;
        Connection *raw = connection.get();
        m_connections.push_back(std::move(connection));
        connect(socket, &QTcpSocket::readyRead, this, [this, raw] { readFrom(raw); });
        connect(socket, &QTcpSocket::disconnected, this, [this, raw] { drop(raw); });
        if (socket->bytesAvailable() > 0)
            readFrom(raw);
    }
}

void TestHttpServer::readFrom(Connection *connection)
{
    if (connection->closed)
        return;
    connection->buffer += connection->socket->readAll();
    while (!connection->closed && !connection->busy && !connection->buffer.isEmpty()) {
        QByteArray &buffer = connection->buffer;
        // Answers and closes; the connection may be gone when it returns.
        auto refuse = [&](int status) {
            buffer.clear();
            connection->busy = true; // nothing more is read from it
            connection->socket->write("HTTP/1.1 " + QByteArray::number(status) + ' '
                                      + standardReason(status)
                                      + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            connection->socket->disconnectFromHost();
        };
        // A request line starts with a method in capitals; a TLS hello starts with 0x16.
        if (buffer[0] < 'A' || buffer[0] > 'Z') {
            refuse(400);
            return;
        }
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0) {
            if (buffer.size() > MaxHeaderBytes)
                refuse(431);
            return;
        }
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
        if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1.")) {
            refuse(400);
            return;
        }
        TestRequest request;
        request.method = requestLine[0];
        request.target = requestLine[1];
        request.path = QUrl::fromPercentEncoding(request.target.left(
            request.target.contains('?') ? request.target.indexOf('?') : request.target.size()));
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines[i].trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon > 0)
                request.headers.append(
                    { line.left(colon).trimmed(), line.mid(colon + 1).trimmed() });
        }
        if (!request.header("Transfer-Encoding").isEmpty()) {
            refuse(501);
            return;
        }
        const qint64 length = request.header("Content-Length").toLongLong();
        if (buffer.size() < end + 4 + length)
            return; // the body is still coming
        request.body = buffer.mid(end + 4, length);
        buffer.remove(0, end + 4 + length);
        request.receivedMs = m_clock.elapsed();
        request.connection = connection->id;
        connection->busy = true;
        answer(connection, request);
    }
}

void TestHttpServer::answer(Connection *connection, const TestRequest &request)
{
    m_requests.append(request);
    connection->counted = true;
    connection->host = request.header("Host");
    m_maxActive = qMax(m_maxActive, ++m_active);
    const int perHost = ++m_activePerHost[connection->host];
    m_maxActivePerHost[connection->host]
        = qMax(m_maxActivePerHost.value(connection->host), perHost);
    Q_EMIT requestReceived(request);

    const Handler handler = m_routes.value(request.path, m_fallback);
    const bool refused = m_maxRequests > 0 && m_requests.size() > m_maxRequests;
    if (refused)
        ++m_refused;
    const TestResponse response = refused ? TestResponse::error(503)
        : handler                         ? handler(request)
                                          : TestResponse::error(404);
    if (response.delayMs <= 0) {
        send(connection, request, response);
        return;
    }
    QTcpSocket *socket = connection->socket;
    QTimer::singleShot(response.delayMs, socket, [this, socket, request, response] {
        if (Connection *connection = find(socket))
            send(connection, request, response);
    });
}

void TestHttpServer::send(Connection *connection, const TestRequest &request,
                          const TestResponse &response)
{
    const bool close = response.closeAfter
        || response.framing == TestResponse::Framing::CloseDelimited
        || request.header("Connection").compare("close", Qt::CaseInsensitive) == 0;
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' '
        + (response.reason.isEmpty() ? standardReason(response.status) : response.reason) + "\r\n";
    for (const auto &[name, value] : response.headers)
        head += name + ": " + value + "\r\n";
    if (!hasHeader(response.headers, "Content-Length")) {
        if (response.declaredLength >= 0)
            head += "Content-Length: " + QByteArray::number(response.declaredLength) + "\r\n";
        else if (response.framing == TestResponse::Framing::ContentLength)
            head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    }
    if (response.framing == TestResponse::Framing::Chunked
        && !hasHeader(response.headers, "Transfer-Encoding"))
        head += "Transfer-Encoding: chunked\r\n";
    connection->closeAfter = close;
    if (close)
        head += "Connection: close\r\n";
    head += "\r\n";
    const bool headTrickled = response.trickleHead && response.trickleBytes > 0;
    if (!headTrickled)
        connection->socket->write(head);

    QByteArray wire;
    if (request.method != "HEAD")
        wire = response.framing == TestResponse::Framing::Chunked ? chunked(response.body)
                                                                  : response.body;
    if (headTrickled)
        wire.prepend(head);
    if (response.stallAfterBytes >= 0) {
        // Held open and counted as active until the client leaves.
        connection->socket->write(wire.left(response.stallAfterBytes));
        return;
    }
    writeBody(connection, std::move(wire), response);
}

void TestHttpServer::writeBody(Connection *connection, QByteArray wire,
                               const TestResponse &response)
{
    QTcpSocket *socket = connection->socket;
    if (response.trickleBytes > 0 && wire.size() > response.trickleBytes) {
        socket->write(wire.left(response.trickleBytes));
        wire.remove(0, response.trickleBytes);
        QTimer::singleShot(response.trickleIntervalMs, socket,
                           [this, socket, wire = std::move(wire), response]() mutable {
                               if (Connection *connection = find(socket))
                                   writeBody(connection, std::move(wire), response);
                           });
        return;
    }
    socket->write(wire);
    requestDone(connection);
    if (connection->closeAfter) {
        socket->disconnectFromHost(); // after the pending bytes; may drop the connection
        return;
    }
    connection->busy = false;
    if (!connection->buffer.isEmpty()) {
        // The next request on this connection arrived meanwhile; read it from the event loop,
        // not from inside this answer.
        QMetaObject::invokeMethod(
            socket,
            [this, socket] {
                if (Connection *connection = find(socket))
                    readFrom(connection);
            },
            Qt::QueuedConnection);
    }
}

TestHttpServer::Connection *TestHttpServer::find(QTcpSocket *socket) const
{
    for (const auto &connection : m_connections)
        if (connection->socket == socket && !connection->closed)
            return connection.get();
    return nullptr;
}

void TestHttpServer::requestDone(Connection *connection)
{
    if (!connection->counted)
        return;
    connection->counted = false;
    --m_active;
    --m_activePerHost[connection->host];
}

void TestHttpServer::drop(Connection *connection)
{
    if (connection->closed)
        return;
    connection->closed = true;
    requestDone(connection);
    disconnect(connection->socket, nullptr, this, nullptr);
    connection->socket->deleteLater();
    QMetaObject::invokeMethod(
        this,
        [this, connection] {
            std::erase_if(m_connections, [connection](const std::unique_ptr<Connection> &c) {
                return c.get() == connection;
            });
        },
        Qt::QueuedConnection);
}

} // namespace Studio::Testing
