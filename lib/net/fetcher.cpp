#include "fetcher.h"

#include "io/input/inputsource.h"
#include "memorybudget.h"
#include "siteaccess.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

#if QT_CONFIG(ssl)
#include <QSslError>
#endif

#include <climits>
#include <utility>

namespace Studio {

namespace {

// The project's page (HOMEPAGE_URL of the top CMakeLists.txt), named in the User-Agent so that
// a webmaster who sees the fetches in a log can find out what made them.
constexpr char ProjectPage[] = SITEMAP_STUDIO_HOMEPAGE;

// Called as translate("Fetcher", "...") so that lupdate files every message under one context;
// the classes' own translate("Fetcher", ) would split them between Studio::Fetcher and
// Studio::FetchReply.
QString translate(const char *context, const char *text)
{
    return QCoreApplication::translate(context, text);
}

QString display(const QUrl &url)
{
    return url.toDisplayString();
}

QString sizeText(qint64 bytes)
{
    return QLocale::c().toString(bytes);
}

QString secondsText(int ms)
{
    return QLocale::c().toString(ms / 1000.0, 'g', 6);
}

bool isRedirectStatus(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

bool isHttpScheme(const QUrl &url)
{
    const QString scheme = url.scheme();
    return scheme == u"http" || scheme == u"https";
}

// The form in which two addresses count as the same for loop detection: no fragment (it never
// reaches the server), dot segments resolved, the scheme's default port left out.
QUrl loopKey(const QUrl &url)
{
    QUrl key = url.adjusted(QUrl::RemoveFragment | QUrl::NormalizePathSegments);
    if ((key.scheme() == u"http" && key.port() == 80)
        || (key.scheme() == u"https" && key.port() == 443))
        key.setPort(-1);
    return key;
}

QString hostAndPort(const QUrl &url)
{
    const int port = url.port(url.scheme() == u"https" ? 443 : 80);
    return QStringLiteral("%1:%2").arg(url.host(), QString::number(port));
}

// The standard reason phrases (RFC 9110, RFC 6585): a server's own phrase may be empty (HTTP/2
// has none) or anything at all.
QString reasonPhrase(int status, const QByteArray &fromServer)
{
    switch (status) {
    case 300:
        return QStringLiteral("Multiple Choices");
    case 301:
        return QStringLiteral("Moved Permanently");
    case 302:
        return QStringLiteral("Found");
    case 303:
        return QStringLiteral("See Other");
    case 304:
        return QStringLiteral("Not Modified");
    case 307:
        return QStringLiteral("Temporary Redirect");
    case 308:
        return QStringLiteral("Permanent Redirect");
    case 400:
        return QStringLiteral("Bad Request");
    case 401:
        return QStringLiteral("Unauthorized");
    case 402:
        return QStringLiteral("Payment Required");
    case 403:
        return QStringLiteral("Forbidden");
    case 404:
        return QStringLiteral("Not Found");
    case 405:
        return QStringLiteral("Method Not Allowed");
    case 406:
        return QStringLiteral("Not Acceptable");
    case 407:
        return QStringLiteral("Proxy Authentication Required");
    case 408:
        return QStringLiteral("Request Timeout");
    case 409:
        return QStringLiteral("Conflict");
    case 410:
        return QStringLiteral("Gone");
    case 411:
        return QStringLiteral("Length Required");
    case 412:
        return QStringLiteral("Precondition Failed");
    case 413:
        return QStringLiteral("Content Too Large");
    case 414:
        return QStringLiteral("URI Too Long");
    case 415:
        return QStringLiteral("Unsupported Media Type");
    case 416:
        return QStringLiteral("Range Not Satisfiable");
    case 421:
        return QStringLiteral("Misdirected Request");
    case 429:
        return QStringLiteral("Too Many Requests");
    case 431:
        return QStringLiteral("Request Header Fields Too Large");
    case 451:
        return QStringLiteral("Unavailable For Legal Reasons");
    case 500:
        return QStringLiteral("Internal Server Error");
    case 501:
        return QStringLiteral("Not Implemented");
    case 502:
        return QStringLiteral("Bad Gateway");
    case 503:
        return QStringLiteral("Service Unavailable");
    case 504:
        return QStringLiteral("Gateway Timeout");
    case 505:
        return QStringLiteral("HTTP Version Not Supported");
    default:
        break;
    }
    QString phrase;
    for (const char c : fromServer.left(60))
        if (c >= 0x20 && c < 0x7f)
            phrase.append(QLatin1Char(c));
    return phrase.trimmed();
}

// Retry-After (RFC 9110, 10.2.3): a delay in seconds or an HTTP date.
int parseRetryAfter(const QByteArray &value)
{
    const QByteArray text = value.trimmed();
    if (text.isEmpty())
        return -1;
    bool isNumber = false;
    const qint64 seconds = text.toLongLong(&isNumber);
    if (isNumber)
        return seconds < 0 ? -1 : int(qMin<qint64>(seconds, INT_MAX));
    const QDateTime when = parseHttpDate(text);
    if (!when.isValid())
        return -1;
    return int(qBound<qint64>(0, QDateTime::currentDateTimeUtc().secsTo(when), qint64(INT_MAX)));
}

} // namespace

QDateTime parseHttpDate(QByteArrayView value)
{
    const QString date = QString::fromLatin1(value.trimmed());
    QDateTime when
        = QLocale::c().toDateTime(date, QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'"));
    if (!when.isValid()) {
        // A weekday that does not match the date: the date counts (as browsers read it).
        const qsizetype comma = date.indexOf(u',');
        if (comma > 0)
            when = QLocale::c().toDateTime(date.mid(comma + 1).trimmed(),
                                           QStringLiteral("dd MMM yyyy hh:mm:ss 'GMT'"));
    }
    if (when.isValid()) {
        when.setTimeSpec(Qt::UTC);
        return when;
    }
    when = QDateTime::fromString(date, Qt::RFC2822Date);
    return when.isValid() ? when.toUTC() : QDateTime();
}

QByteArray defaultUserAgent()
{
    return QByteArrayLiteral("SitemapStudio/" SITEMAP_STUDIO_VERSION " (+") + ProjectPage + ')';
}

void FetchResult::fail(Error code, const QString &text)
{
    error = code;
    message = text;
    body.clear();
    body.squeeze();
    decodedGzip = false;
}

QLatin1StringView FetchResult::errorId(Error code)
{
    switch (code) {
    case Error::None:
        return QLatin1StringView("none");
    case Error::HostNotFound:
        return QLatin1StringView("host-not-found");
    case Error::ConnectionRefused:
        return QLatin1StringView("connection-refused");
    case Error::TimedOut:
        return QLatin1StringView("timed-out");
    case Error::Cancelled:
        return QLatin1StringView("cancelled");
    case Error::Tls:
        return QLatin1StringView("tls");
    case Error::HttpStatus:
        return QLatin1StringView("http-status");
    case Error::TooLarge:
        return QLatin1StringView("too-large");
    case Error::TooManyRedirects:
        return QLatin1StringView("too-many-redirects");
    case Error::RedirectLoop:
        return QLatin1StringView("redirect-loop");
    case Error::InsecureRedirect:
        return QLatin1StringView("insecure-redirect");
    case Error::UnsupportedScheme:
        return QLatin1StringView("unsupported-scheme");
    case Error::BadEncoding:
        return QLatin1StringView("bad-encoding");
    case Error::NotASitemap:
        return QLatin1StringView("not-a-sitemap");
    case Error::Other:
        return QLatin1StringView("other");
    }
    return QLatin1StringView("other");
}

// ---------------------------------------------------------------------------------------------

struct FetchReply::Private
{
    FetchReply *q;
    QNetworkAccessManager *manager; // not owned: the Fetcher's, which outlives its replies
    FetchOptions options;
    // The answer being received; owned while set (deleted by detach()). A QPointer because
    // the network manager deletes its replies when it goes first.
    QPointer<QNetworkReply> reply;
    qint64 declaredLength = -1; // the current answer's Content-Length; -1 without one
    QList<QUrl> visited; // the requested URL and every URL redirected to
    QByteArray raw; // the current answer's body as received
    bool headersHandled = false;
    bool headersSeen = false; // any byte of the current answer arrived
    QStringList tlsErrors;
    QTimer stallTimer;
    QTimer totalTimer;
    // Of options.budget, while the fetch runs: what `raw` holds and `credit`, then the body.
    std::unique_ptr<MemoryShare> share;
    qint64 credit = 0; // bytes taken from the budget and not read yet
    bool decodeTaken = false; // maxBytes taken for decoding the body
    bool finishPending = false; // the transfer ended while its last bytes waited for the budget
    // The page time left when the fetch began to wait for the budget; -1 while it does not
    // wait. A wait is the crawl's, not the server's: it does not count against the page.
    int pausedTotalMs = -1;

    Private(FetchReply *reply, QNetworkAccessManager *networkManager, const FetchOptions &opts)
        : q(reply)
        , manager(networkManager)
        , options(opts)
    {
    }

    FetchResult &result() { return q->m_result; }
    QUrl current() const { return visited.last(); }

    void restartStallTimer()
    {
        // Bytes that still come into Qt's window while the fetch waits for the budget do not
        // start it: the wait is the crawl's, not the server's.
        if (options.timeoutMs > 0 && !(share && share->isWaiting()))
            stallTimer.start(options.timeoutMs);
    }
    void request(const QUrl &url);
    // Lets go of the current answer. `abort` stops its transfer at once; without it the
    // transfer stops when the reply is deleted, which is what an answer with an HTTP error
    // status needs (Qt sets its own error after metaDataChanged(), and an abort before that
    // makes it warn).
    void detach(bool abort = true);
    void finish(FetchResult::Error error = FetchResult::Error::None, const QString &text = {});
    // False when the answer's headers ended the fetch (an error) or started the next request
    // (a redirect).
    bool handleHeaders();
    // What a 401 says: that a login is asked (and for which realm), or that the one sent was
    // refused. Names the user at most.
    QString unauthorized(const QString &where, const QList<SiteCredentials::Header> &headers) const;
    // Follows the redirect the current answer gave, or finishes with the reason not to.
    bool followRedirect(int status, const QByteArray &location);
    void readBody();
    void onFinished();
    void finishWithNetworkError(QNetworkReply::NetworkError code, const QString &errorString);
    void decodeAndFinish();
    // Whether `bytes` more may be held now; if not, readBody() or decodeAndFinish() is called
    // again once they were taken, and the stall timer waits meanwhile.
    bool takeFromBudget(qint64 bytes, bool forDecoding);
};

bool FetchReply::Private::takeFromBudget(qint64 bytes, bool forDecoding)
{
    auto taken = [this, bytes, forDecoding] {
        if (q->m_finished)
            return;
        if (pausedTotalMs >= 0)
            totalTimer.start(qMax(1, std::exchange(pausedTotalMs, -1)));
        if (forDecoding) {
            decodeTaken = true;
            decodeAndFinish();
            return;
        }
        credit += bytes;
        restartStallTimer();
        readBody();
        if (finishPending && !q->m_finished && !share->isWaiting()) {
            finishPending = false;
            onFinished();
        }
    };
    if (share->take(bytes, taken))
        return true;
    // The budget keeps it waiting, not the server: neither timer runs meanwhile.
    stallTimer.stop();
    if (totalTimer.isActive()) {
        pausedTotalMs = totalTimer.remainingTime();
        totalTimer.stop();
    }
    return false;
}

void FetchReply::Private::request(const QUrl &url)
{
    raw.clear();
    declaredLength = -1;
    headersHandled = false;
    headersSeen = false;
    tlsErrors.clear();
    result().finalUrl = url;
    result().bytes = 0;
    result().truncated = false;
    result().bodySkipped = false;
    if (share) {
        share->stopWaiting();
        share->give(share->held());
    }
    credit = 0;
    decodeTaken = false;
    finishPending = false;

    QNetworkRequest request(url.adjusted(QUrl::RemoveFragment));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                         QNetworkRequest::AlwaysNetwork);
    // The stall timer below replaces Qt's transfer timeout: it covers the name lookup and the
    // connection too, and an abort of our own is never mistaken for the user's cancel.
    request.setTransferTimeout(0);
    request.setRawHeader("User-Agent",
                         options.userAgent.isEmpty() ? defaultUserAgent() : options.userAgent);
    // Set here, so Qt does not decompress by itself: the cap must see the decompressed bytes.
    request.setRawHeader("Accept-Encoding", "gzip");
    if (options.post) {
        request.setRawHeader("Accept", "application/json, */*;q=0.8");
        request.setRawHeader("Content-Type", options.postContentType);
    } else {
        request.setRawHeader("Accept",
                             options.accept.isEmpty()
                                 ? QByteArray("application/xml, text/xml;q=0.9, */*;q=0.8")
                                 : options.accept);
    }
    // Checked for each URL of a chain: another host never gets them. Set on the first
    // request, so that basic auth needs no 401 round trip; the user's headers win over ours.
    if (options.credentials)
        for (const auto &[name, value] : options.credentials->headersFor(url))
            request.setRawHeader(name, value);
    if (options.post)
        reply = manager->post(request, options.postBody);
    else
        reply = options.head ? manager->head(request) : manager->get(request);
    // With a budget, what waits for it waits at the server, not in Qt's buffer.
    if (share)
        reply->setReadBufferSize(FetchOptions::ReadWindow);
    restartStallTimer();

    QObject::connect(reply, &QNetworkReply::metaDataChanged, q, [this] {
        restartStallTimer();
        headersSeen = true;
        if (!headersHandled)
            handleHeaders();
    });
    QObject::connect(reply, &QNetworkReply::readyRead, q, [this] {
        restartStallTimer();
        headersSeen = true;
        if (!headersHandled && !handleHeaders())
            return;
        readBody();
    });
#if QT_CONFIG(ssl)
    QObject::connect(reply, &QNetworkReply::sslErrors, q, [this](const QList<QSslError> &errors) {
        // Reported, never ignored: the handshake then fails and finished() says so.
        for (const QSslError &error : errors)
            tlsErrors.append(error.errorString());
    });
#endif
    QObject::connect(reply, &QNetworkReply::finished, q, [this] { onFinished(); });
}

void FetchReply::Private::detach(bool abort)
{
    if (!reply)
        return;
    QNetworkReply *old = reply;
    reply = nullptr;
    QObject::disconnect(old, nullptr, q, nullptr);
    if (abort && old->isRunning() && old->error() == QNetworkReply::NoError)
        old->abort();
    old->deleteLater();
}

void FetchReply::Private::finish(FetchResult::Error error, const QString &text)
{
    if (q->m_finished)
        return;
    detach();
    stallTimer.stop();
    totalTimer.stop();
    if (error != FetchResult::Error::None)
        result().fail(error, text);
    raw.clear();
    if (share) {
        // From now on the share is the body's.
        share->stopWaiting();
        const qint64 body = result().body.size();
        if (share->held() > body)
            share->give(share->held() - body);
        else
            share->force(body - share->held());
        credit = 0;
    }
    q->m_finished = true;
    Q_EMIT q->finished();
}

QString FetchReply::Private::unauthorized(const QString &where,
                                          const QList<SiteCredentials::Header> &headers) const
{
    const QString realm = SiteCredentials::realmOf(headers);
    const SiteCredentials *credentials = options.credentials.get();
    if (credentials && credentials->hasLogin() && credentials->appliesTo(current())) {
        if (realm.isEmpty())
            return translate("Fetcher",
                             "%1 answered 401 Unauthorized: the login of the user \"%2\" was "
                             "refused")
                .arg(where, credentials->user());
        return translate("Fetcher",
                         "%1 answered 401 Unauthorized: the login of the user \"%2\" was "
                         "refused (realm \"%3\")")
            .arg(where, credentials->user(), realm);
    }
    if (realm.isEmpty())
        return translate("Fetcher", "%1 answered 401 Unauthorized: it asks for a login").arg(where);
    return translate("Fetcher", "%1 answered 401 Unauthorized: it asks for a login (realm \"%2\")")
        .arg(where, realm);
}

bool FetchReply::Private::handleHeaders()
{
    headersHandled = true;
    FetchResult &r = result();
    const QString where = display(current());
    const QVariant statusValue = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const int status = statusValue.isValid() ? statusValue.toInt() : 0;
    r.httpStatus = status;
    r.headers = reply->rawHeaderPairs();
    r.contentType = reply->rawHeader("Content-Type");
    r.retryAfterSeconds = parseRetryAfter(reply->rawHeader("Retry-After"));
    if (status == 0)
        return true; // no HTTP answer; finished() tells what happened

    if (status < 200 || status >= 300) {
        const QByteArray location = reply->rawHeader("Location");
        const QByteArray serverPhrase
            = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
        detach(false); // its body is not needed
        if (isRedirectStatus(status))
            return followRedirect(status, location);
        const QString phrase = reasonPhrase(status, serverPhrase);
        if (r.retryAfterSeconds >= 0)
            finish(FetchResult::Error::HttpStatus,
                   translate("Fetcher", "%1 answered %2 %3 and asks to retry after %4 seconds")
                       .arg(where, QString::number(status), phrase,
                            QString::number(r.retryAfterSeconds)));
        else if (status == 401)
            finish(FetchResult::Error::HttpStatus, unauthorized(where, r.headers));
        else
            finish(FetchResult::Error::HttpStatus,
                   translate("Fetcher", "%1 answered %2 %3")
                       .arg(where, QString::number(status), phrase)
                       .trimmed());
        return false;
    }

    if (!options.head && !options.bodyTypes.isEmpty()) {
        QByteArray type = r.contentType;
        const qsizetype semicolon = type.indexOf(';');
        if (semicolon >= 0)
            type.truncate(semicolon);
        if (!options.bodyTypes.contains(type.trimmed().toLower())) {
            r.bodySkipped = true;
            finish();
            return false;
        }
    }

    // A declared length over the cap ends the fetch at once; one under it is not trusted, the
    // bytes are counted as they come.
    bool hasLength = false;
    const qint64 declared = reply->rawHeader("Content-Length").trimmed().toLongLong(&hasLength);
    declaredLength = hasLength && declared >= 0 ? declared : -1;
    if (!options.head && !options.cutAtMaxBytes && declaredLength > options.maxBytes) {
        finish(FetchResult::Error::TooLarge,
               translate("Fetcher", "%1 declares %2 bytes, more than the limit of %3 bytes")
                   .arg(where, sizeText(declared), sizeText(options.maxBytes)));
        return false;
    }
    return true;
}

bool FetchReply::Private::followRedirect(int status, const QByteArray &location)
{
    if (location.trimmed().isEmpty()) {
        finish(
            FetchResult::Error::HttpStatus,
            translate("Fetcher", "%1 answered %2 %3 without saying where to (no Location header)")
                .arg(display(current()), QString::number(status), reasonPhrase(status, {})));
        return false;
    }
    const RedirectDecision decision
        = Fetcher::decideRedirect(current(), location, visited, options.maxRedirects);
    if (decision.error != FetchResult::Error::None) {
        finish(decision.error, decision.message);
        return false;
    }
    if (options.post && status != 307 && status != 308) {
        finish(FetchResult::Error::HttpStatus,
               translate("Fetcher",
                         "%1 answered %2 %3 and points to %4; the submission is not sent on "
                         "there as a GET: send it to that address instead")
                   .arg(display(current()), QString::number(status), reasonPhrase(status, {}),
                        display(decision.target)));
        return false;
    }
    visited.append(decision.target);
    result().redirects.append(decision.target);
    result().redirectStatuses.append(status);
    Q_EMIT q->redirected(decision.target);
    request(decision.target);
    return false;
}

void FetchReply::Private::readBody()
{
    if (!reply || (share && share->isWaiting()))
        return;
    const qint64 available = reply->bytesAvailable();
    if (available <= 0)
        return;
    // One byte over the cap is enough to know; the rest is never read into memory.
    const qint64 room = options.maxBytes - raw.size();
    const qint64 wanted = qMin(available, room + 1);
    if (share && credit < wanted) {
        // A declared length is taken whole before the first byte (up to the cap): such a page
        // never waits half read, holding bytes that others wait for.
        qint64 ask = wanted - credit;
        if (raw.isEmpty() && declaredLength > 0)
            ask = qMax(ask, qMin(declaredLength, room + 1) - credit);
        if (!takeFromBudget(ask, false))
            return;
        credit += ask;
    }
    const QByteArray chunk = reply->read(wanted);
    if (share)
        credit = qMax<qint64>(0, credit - chunk.size());
    result().bytes += chunk.size();
    if (chunk.size() > room && options.cutAtMaxBytes) {
        raw.append(chunk.first(room));
        result().truncated = true;
        detach();
        decodeAndFinish();
        return;
    }
    if (chunk.size() > room) {
        finish(FetchResult::Error::TooLarge,
               translate("Fetcher", "%1 sent more than the limit of %2 bytes")
                   .arg(display(current()), sizeText(options.maxBytes)));
        return;
    }
    raw.append(chunk);
    Q_EMIT q->progress(result().bytes, declaredLength);
}

void FetchReply::Private::onFinished()
{
    if (!reply || q->m_finished)
        return;
    const QNetworkReply::NetworkError code = reply->error();
    const QString errorString = reply->errorString();
    if (!headersHandled && reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).isValid()
        && !handleHeaders())
        return;
    if (code != QNetworkReply::NoError) {
        finishWithNetworkError(code, errorString);
        return;
    }
    readBody();
    if (q->m_finished)
        return;
    if (share && share->isWaiting()) {
        finishPending = true; // the last bytes are read once the budget has room for them
        return;
    }
    detach();
    decodeAndFinish();
}

void FetchReply::Private::finishWithNetworkError(QNetworkReply::NetworkError code,
                                                 const QString &errorString)
{
    using E = FetchResult::Error;
    const QUrl url = current();
    const QString where = display(url);
    switch (code) {
    case QNetworkReply::HostNotFoundError:
        finish(E::HostNotFound,
               translate("Fetcher", "Cannot fetch %1: the host %2 was not found")
                   .arg(where, url.host()));
        return;
    case QNetworkReply::ConnectionRefusedError:
        finish(E::ConnectionRefused,
               translate("Fetcher", "Cannot fetch %1: %2 refused the connection")
                   .arg(where, hostAndPort(url)));
        return;
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError:
        // The Fetcher aborts only after detaching, so a cancel seen here is the network
        // stack's own time limit.
        finish(E::TimedOut,
               translate("Fetcher", "Cannot fetch %1: the connection to %2 timed out")
                   .arg(where, hostAndPort(url)));
        return;
    case QNetworkReply::SslHandshakeFailedError:
        finish(E::Tls,
               translate("Fetcher", "Cannot fetch %1: the secure connection to %2 failed: %3")
                   .arg(where, hostAndPort(url),
                        tlsErrors.isEmpty() ? errorString : tlsErrors.join(QStringLiteral("; "))));
        return;
    case QNetworkReply::RemoteHostClosedError:
        finish(E::Other,
               translate("Fetcher",
                         "Cannot fetch %1: the server closed the connection before the answer was "
                         "complete (%2 bytes received)")
                   .arg(where, sizeText(result().bytes)));
        return;
    default:
        break;
    }
    if (!tlsErrors.isEmpty()) {
        finish(E::Tls,
               translate("Fetcher", "Cannot fetch %1: the secure connection to %2 failed: %3")
                   .arg(where, hostAndPort(url), tlsErrors.join(QStringLiteral("; "))));
        return;
    }
    finish(E::Other, translate("Fetcher", "Cannot fetch %1: %2").arg(where, errorString));
}

void FetchReply::Private::decodeAndFinish()
{
    using E = FetchResult::Error;
    FetchResult &r = result();
    const QString where = display(current());
    QByteArray encodingHeader;
    for (const auto &[name, value] : std::as_const(r.headers))
        if (name.compare("Content-Encoding", Qt::CaseInsensitive) == 0)
            encodingHeader += (encodingHeader.isEmpty() ? "" : ",") + value;

    bool gzip = false;
    for (const QByteArray &part : encodingHeader.split(',')) {
        const QByteArray token = part.trimmed().toLower();
        if (token.isEmpty() || token == "identity")
            continue;
        if (token == "gzip" || token == "x-gzip") {
            gzip = true;
            continue;
        }
        finish(E::BadEncoding,
               translate("Fetcher",
                         "%1 sent its content in the encoding \"%2\", which was not asked for and "
                         "cannot be decoded")
                   .arg(where, QString::fromLatin1(token)));
        return;
    }

    // Sniffed, not trusted: a body labelled gzip that is not gzip is taken as it is (servers
    // that label a plain file get that wrong). A second gzip layer inside is left for
    // InputSource, like any .gz body.
    const bool isGzipData = raw.size() >= 2 && quint8(raw[0]) == 0x1f && quint8(raw[1]) == 0x8b;
    if (gzip && isGzipData) {
        if (share && !decodeTaken) {
            if (!takeFromBudget(options.maxBytes, true))
                return;
            decodeTaken = true;
        }
        InputSource::GunzipResult decoded = InputSource::gunzip(raw, options.maxBytes);
        raw.clear();
        // Cut by the cap, before or after decoding: the start is what was asked for.
        if (options.cutAtMaxBytes
            && (decoded.cutByLimit || decoded.bomb || (r.truncated && decoded.incomplete))) {
            r.body = std::move(decoded.data);
            r.decodedGzip = true;
            r.truncated = true;
            finish();
            return;
        }
        for (const Finding &finding : std::as_const(decoded.findings)) {
            if (finding.ruleId == RuleId::FileTooLarge) {
                finish(
                    E::TooLarge,
                    translate("Fetcher",
                              "%1 expands to more than the limit of %2 bytes when its gzip content "
                              "encoding is decoded (a decompression bomb)")
                        .arg(where, sizeText(options.maxBytes)));
                return;
            }
        }
        if (decoded.incomplete) {
            finish(E::BadEncoding,
                   translate("Fetcher", "%1 sent a damaged gzip content encoding: %2")
                       .arg(where,
                            decoded.findings.isEmpty() ? QString()
                                                       : decoded.findings.first().message));
            return;
        }
        r.body = std::move(decoded.data);
        r.decodedGzip = true;
    } else {
        r.body = std::move(raw);
    }
    finish();
}

// ---------------------------------------------------------------------------------------------

FetchReply::FetchReply(QNetworkAccessManager *manager, const QUrl &url, const FetchOptions &options,
                       QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, manager, options))
{
    m_result.requested = url;
    m_result.finalUrl = url;
    d->visited.append(url);
    if (options.budget)
        d->share = MemoryBudget::open(options.budget);

    d->stallTimer.setSingleShot(true);
    QObject::connect(&d->stallTimer, &QTimer::timeout, this, [this] {
        const QString where = display(d->current());
        const QString seconds = secondsText(d->options.timeoutMs);
        if (d->headersSeen)
            d->finish(
                FetchResult::Error::TimedOut,
                translate("Fetcher", "Cannot fetch %1: no data arrived for %2 seconds (timed out)")
                    .arg(where, seconds));
        else
            d->finish(
                FetchResult::Error::TimedOut,
                translate("Fetcher",
                          "Cannot fetch %1: the server did not answer within %2 seconds (timed "
                          "out)")
                    .arg(where, seconds));
    });
    d->totalTimer.setSingleShot(true);
    QObject::connect(&d->totalTimer, &QTimer::timeout, this, [this] {
        d->finish(
            FetchResult::Error::TimedOut,
            translate("Fetcher", "Cannot fetch %1: it took longer than %2 seconds (timed out)")
                .arg(display(d->current()), secondsText(d->options.totalTimeoutMs)));
    });

    // Refusals are reported from the event loop too, like every other result.
    auto refuse = [this](FetchResult::Error error, const QString &text) {
        QMetaObject::invokeMethod(
            this, [this, error, text] { d->finish(error, text); }, Qt::QueuedConnection);
    };
    if (!url.isValid() || (isHttpScheme(url) && url.host().isEmpty())) {
        refuse(FetchResult::Error::Other,
               translate("Fetcher", "Cannot fetch \"%1\": it is not a valid address")
                   .arg(url.toString()));
        return;
    }
    if (!isHttpScheme(url)) {
        refuse(FetchResult::Error::UnsupportedScheme,
               translate("Fetcher", "Cannot fetch %1: only http and https addresses can be fetched")
                   .arg(display(url)));
        return;
    }
    if (options.totalTimeoutMs > 0)
        d->totalTimer.start(options.totalTimeoutMs);
    d->request(url);
}

FetchReply::~FetchReply()
{
    d->detach();
}

std::unique_ptr<MemoryShare> FetchReply::takeShare()
{
    return std::move(d->share);
}

void FetchReply::cancel()
{
    d->finish(FetchResult::Error::Cancelled,
              translate("Fetcher", "Fetching %1 was cancelled").arg(display(d->current())));
}

// ---------------------------------------------------------------------------------------------

Fetcher::Fetcher(QObject *parent)
    : Fetcher(FetchOptions(), parent)
{
}

Fetcher::Fetcher(const FetchOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_manager(new QNetworkAccessManager(this))
{
    m_manager->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

Fetcher::~Fetcher()
{
    // The replies go before the network manager that their transfers belong to.
    qDeleteAll(findChildren<FetchReply *>(Qt::FindDirectChildrenOnly));
}

FetchReply *Fetcher::fetch(const QUrl &url)
{
    return new FetchReply(m_manager, url, m_options, this);
}

FetchResult Fetcher::fetchBlocking(const QUrl &url, const FetchOptions &options)
{
    Fetcher fetcher(options);
    FetchReply *reply = fetcher.fetch(url);
    QEventLoop loop;
    QObject::connect(reply, &FetchReply::finished, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    return reply->result();
}

RedirectDecision Fetcher::decideRedirect(const QUrl &current, const QByteArray &location,
                                         const QList<QUrl> &visited, int maxRedirects)
{
    using E = FetchResult::Error;
    RedirectDecision decision;
    const QString from = display(current);
    const QByteArray text = location.trimmed();
    if (text.isEmpty()) {
        decision.error = E::Other;
        decision.message
            = translate("Fetcher", "%1 redirects without saying where to (no Location header)")
                  .arg(from);
        return decision;
    }
    const QUrl relative(QString::fromUtf8(text), QUrl::TolerantMode);
    if (!relative.isValid()) {
        decision.error = E::Other;
        decision.message = translate("Fetcher", "%1 redirects to an invalid address: %2")
                               .arg(from, QString::fromUtf8(text));
        return decision;
    }
    decision.target = current.resolved(relative);
    const QString to = display(decision.target);
    if (!isHttpScheme(decision.target)) {
        decision.error = E::UnsupportedScheme;
        decision.message
            = translate("Fetcher",
                        "%1 redirects to %2, which is not an http or https address; the "
                        "redirect is not followed")
                  .arg(from, to);
        return decision;
    }
    if (current.scheme() == u"https" && decision.target.scheme() == u"http") {
        decision.error = E::InsecureRedirect;
        decision.message
            = translate("Fetcher",
                        "%1 redirects from https to the insecure address %2; the redirect "
                        "is not followed")
                  .arg(from, to);
        return decision;
    }
    const QUrl key = loopKey(decision.target);
    for (const QUrl &seen : visited) {
        if (loopKey(seen) == key) {
            decision.error = E::RedirectLoop;
            decision.message
                = translate("Fetcher",
                            "%1 redirects back to %2, which was already visited (a redirect loop)")
                      .arg(from, to);
            return decision;
        }
    }
    if (visited.size() - 1 >= maxRedirects) {
        decision.error = E::TooManyRedirects;
        decision.message
            = translate("Fetcher",
                        "Fetching %1 took more than %2 redirects; the next one, from %3 to "
                        "%4, is not followed")
                  .arg(visited.isEmpty() ? from : display(visited.first()),
                       QString::number(maxRedirects), from, to);
        return decision;
    }
    return decision;
}

} // namespace Studio
