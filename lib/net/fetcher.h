#pragma once

#include "io/input/readlimits.h"

#include <QByteArray>
#include <QDateTime>
#include <QLatin1StringView>
#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>
#include <utility>

class QNetworkAccessManager;

namespace Studio {

class MemoryBudget;
class MemoryShare;
class SiteCredentials;

// "SitemapStudio/<version> (+<project page>)": what servers see in their logs.
QByteArray defaultUserAgent();

// An HTTP date (RFC 9110, 5.6.7: IMF-fixdate "Sun, 06 Nov 1994 08:49:37 GMT", or RFC 2822 with
// a numeric zone) in UTC; invalid when it is neither. The obsolete RFC 850 and asctime forms
// are not read.
QDateTime parseHttpDate(QByteArrayView value);

// The project's own defaults for one fetch. Qt 6.4's (no transfer timeout, up to 50 redirects
// followed out of sight, decompression done by Qt before any cap of ours, "Mozilla/5.0") do not
// suit addresses that users paste or that a robots.txt names.
struct FetchOptions
{
    // A stall: no byte for this long (name lookup, connect, TLS, headers or body) ends the fetch
    // as TimedOut. A slow transfer that keeps moving is not stopped by it. 0 for no limit.
    int timeoutMs = 30000;
    // The whole fetch, redirects included; 0 for no limit. It stops a server that drips a byte
    // just often enough to defeat the stall timeout.
    int totalTimeoutMs = 0;
    int maxRedirects = 10;
    // Counted on the bytes as they arrive, whatever Content-Length says, and again on the body
    // after a gzip Content-Encoding is decoded.
    qint64 maxBytes = ReadLimits::DefaultMaxBytes;
    QByteArray userAgent = defaultUserAgent(); // empty: the default too
    // HEAD instead of GET (the link checker): redirects are followed with HEAD as well, and a
    // declared Content-Length is not held against maxBytes since no body comes.
    bool head = false;
    // A POST of postBody, sent with postContentType, instead of a GET (submissions). Only a
    // 307 or 308 redirect is followed, with the body sent again: 301, 302 and 303 would turn it
    // into a GET and lose the submission, so they end the fetch as HttpStatus, saying where
    // the server points.
    bool post = false;
    QByteArray postBody;
    QByteArray postContentType;
    // The Accept header of a GET or HEAD; empty for the default, which prefers XML.
    QByteArray accept;
    // When not empty, the media types (lower case, no parameters) whose body is wanted: a 2xx
    // answer of another Content-Type ends the fetch after its headers, without error, with an
    // empty body and bodySkipped set. The crawler reads HTML only and leaves images and PDFs
    // where they are.
    QList<QByteArray> bodyTypes;
    // A body over maxBytes is cut there instead of failing the fetch (the crawler reads the
    // start of a huge page as search engines do): the fetch succeeds with the first maxBytes
    // bytes, decoded ones for a gzip Content-Encoding, and `truncated` set. A declared
    // Content-Length over maxBytes then does not end the fetch either.
    bool cutAtMaxBytes = false;
    // When set, the bytes of the body are taken from this budget, shared with other fetches,
    // before they are read: the declared Content-Length before the first byte, else the body
    // as it arrives, and maxBytes before a gzip Content-Encoding is decoded (given back down
    // to the decoded size). A fetch they do not fit waits, reading nothing, and the server's
    // bytes wait in a window of ReadWindow bytes; a wait is neither a stall (timeoutMs) nor
    // part of the total time (totalTimeoutMs): on a busy machine a good page that waits
    // behind large ones is not given up. The body's share then goes with the reply
    // (FetchReply::takeShare()).
    std::shared_ptr<MemoryBudget> budget;
    // A login, cookies and headers for the origins they were given for: added to each request
    // whose URL they apply to, redirects included hop by hop, so that a redirect to another
    // host goes there without them. Null for none.
    std::shared_ptr<const SiteCredentials> credentials;
    static constexpr qint64 ReadWindow = 256 * 1024;
};

// What one fetch gave. On any error the body is empty; the message says what happened and
// where, ready to show to the user.
struct FetchResult
{
    enum class Error : quint8 {
        None,
        HostNotFound,
        ConnectionRefused,
        TimedOut, // a stall or the total time limit; never the user's cancel
        Cancelled, // the user's cancel
        Tls, // handshake failure or certificate errors; the message lists them
        HttpStatus, // neither 2xx nor a redirect to follow (a 3xx without Location too)
        TooLarge, // over maxBytes as received, as declared, or once decompressed
        TooManyRedirects,
        RedirectLoop,
        InsecureRedirect, // https → http, refused
        UnsupportedScheme, // an address (given or redirected to) that is not http or https
        BadEncoding, // a damaged gzip Content-Encoding or an encoding that was not asked for
        // Not set by the Fetcher, which moves bytes without reading them: callers that read
        // the body (discovery, opening a URL) set it through fail() when it is no sitemap.
        NotASitemap,
        // Anything else: an invalid address, a connection closed halfway, what the network stack
        // reports otherwise (the message carries its text).
        Other,
    };

    QUrl requested;
    QUrl finalUrl; // after the redirects; the URL that failed on an error
    int httpStatus = 0; // of the last answer; 0 when none came
    // 2xx only. Decoded when the server used a gzip Content-Encoding. A body that is itself a
    // gzip file (sitemap.xml.gz served as application/gzip) is left as it came: InputSource
    // sniffs it, and the document then records that it was compressed.
    QByteArray body;
    QByteArray contentType; // the header as sent, parameters included
    bool decodedGzip = false; // the body came with a gzip Content-Encoding and was decoded
    Error error = Error::None;
    QString message;
    QList<QUrl> redirects; // each address redirected to, in order; the last is finalUrl
    QList<int> redirectStatuses; // the 3xx status of each redirect followed, as redirects
    qint64 bytes = 0; // bytes of the last answer's body as received, before decoding
    // From a Retry-After header (delay in seconds, or a date turned into seconds from now);
    // -1 without one. Servers send it with 429 and 503.
    int retryAfterSeconds = -1;
    QList<std::pair<QByteArray, QByteArray>> headers; // of the last answer, as received
    bool truncated = false; // the body was cut at maxBytes (FetchOptions::cutAtMaxBytes)
    bool bodySkipped = false; // the body was not of a wanted type (FetchOptions::bodyTypes)

    bool ok() const { return error == Error::None; }
    // Marks the result failed and throws the body away.
    void fail(Error code, const QString &text);

    // A stable name for reports and JSON output ("host-not-found", "http-status", ...).
    static QLatin1StringView errorId(Error code);
};

// What to do with one redirect: where to go next, or why not to follow it.
struct RedirectDecision
{
    FetchResult::Error error = FetchResult::Error::None;
    QUrl target; // the Location resolved against the current URL; set also when refused
    QString message; // empty when the redirect is followed
};

class FetchReply;

// Fetches http and https URLs into memory with the options above. Redirects are followed by
// the Fetcher itself (Qt's manual redirect policy), so the count, loops and https → http are
// its own to report; Accept-Encoding is set here, which keeps Qt from decompressing behind the
// cap; TLS errors are reported and never ignored. Lives on the thread that created it; the
// network work runs in that thread's event loop.
class Fetcher : public QObject
{
    Q_OBJECT

public:
    explicit Fetcher(QObject *parent = nullptr);
    explicit Fetcher(const FetchOptions &options, QObject *parent = nullptr);
    ~Fetcher() override;

    FetchOptions options() const { return m_options; }
    // For fetches started afterwards.
    void setOptions(const FetchOptions &options) { m_options = options; }

    // Starts a fetch. The reply is a child of the Fetcher: delete it (deleteLater() from its
    // finished() slot) when done with it; deleting it earlier, or deleting the Fetcher, aborts
    // the transfer without a finished(). finished() is always emitted later, from the event
    // loop, never from inside fetch().
    FetchReply *fetch(const QUrl &url);

    // For the CLI, and for one short question the window asks before it goes on (is the login
    // still good?): fetches with a local event loop and returns when done, within the options'
    // time limits. The loop takes no user input, so that no click or key can re-enter the
    // caller while it waits; timers, the network and painting go on.
    static FetchResult fetchBlocking(const QUrl &url, const FetchOptions &options = {});

    // The redirect rule, apart from the network so that it can be tested alone. `location` is
    // the Location header as sent (relative ones are resolved against `current`); `visited`
    // holds the requested URL and every URL redirected to so far, so its size minus one is the
    // number of redirects already followed.
    static RedirectDecision decideRedirect(const QUrl &current, const QByteArray &location,
                                           const QList<QUrl> &visited, int maxRedirects);

private:
    FetchOptions m_options;
    QNetworkAccessManager *m_manager; // owned (child)
};

// One fetch in progress, or done. Created by Fetcher::fetch().
class FetchReply : public QObject
{
    Q_OBJECT

public:
    ~FetchReply() override;

    QUrl url() const { return m_result.requested; }
    bool isFinished() const { return m_finished; }
    // Complete once finished() was emitted.
    const FetchResult &result() const { return m_result; }

    // Stops the fetch and finishes it as Cancelled; nothing happens once it has finished.
    // finished() is emitted before cancel() returns.
    void cancel();

    // What the body holds of FetchOptions::budget once finished (its size), for the caller to
    // keep while it keeps the body; else given back when the reply is deleted. Null without a
    // budget, and after the first call.
    std::unique_ptr<MemoryShare> takeShare();

Q_SIGNALS:
    // Body bytes of the current answer as received (before decoding), after each piece that
    // arrives; total is the declared Content-Length, or -1 when the server did not say.
    void progress(qint64 received, qint64 total);
    void redirected(const QUrl &target);
    // Emitted once.
    void finished();

private:
    friend class Fetcher;
    struct Private;

    FetchReply(QNetworkAccessManager *manager, const QUrl &url, const FetchOptions &options,
               QObject *parent);

    std::unique_ptr<Private> d;
    FetchResult m_result;
    bool m_finished = false;
};

} // namespace Studio
