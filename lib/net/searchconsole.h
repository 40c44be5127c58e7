#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUrl>

#include <deque>
#include <functional>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QOAuth2AuthorizationCodeFlow;

namespace Studio {

namespace SearchConsole {

// Google's address for `path` under its Search Console APIs ("https://searchconsole.googleapis.com"
// + "/v1/urlInspection/index:inspect"), or under www.googleapis.com for the older Webmasters
// v3 paths ("/webmasters/v3/…"). SITEMAP_STUDIO_SEARCH_CONSOLE_API replaces the scheme, host and
// port for tests only: it is taken when it names a loopback address (127.0.0.1, ::1,
// localhost) and ignored otherwise, so that no setting can send a user's token elsewhere.
QUrl apiUrl(const QString &path);

// Read-only access to Search Console (URL Inspection), and full access (submitting sitemaps).
inline constexpr char ReadOnlyScope[] = "https://www.googleapis.com/auth/webmasters.readonly";
inline constexpr char FullScope[] = "https://www.googleapis.com/auth/webmasters";

// The answer to one sitemap submitted through the Sitemaps API (PUT
// /webmasters/v3/sites/{siteUrl}/sitemaps/{feedpath}).
struct Submission
{
    QString sitemap;
    int status = 0; // 0 when no HTTP answer came
    bool accepted = false; // 200 or 204
    QString message; // what the answer means, or why none came
};
// Submits `sitemap` for `property` with `token`, waiting for the answer (a local event loop
// that takes no user input).
Submission submitSitemap(const QString &property, const QString &sitemap, const QString &token);

} // namespace SearchConsole

// The OAuth 2.0 client of an installed application, as the Google Cloud console downloads it
// (client_secret_….json): {"installed": {"client_id", "client_secret", "auth_uri",
// "token_uri", …}} ("web" for a web application's is read alike). The user makes it for their
// own Cloud project; the program ships none.
struct OAuthClient
{
    QString clientId;
    QString clientSecret;
    QUrl authUri;
    QUrl tokenUri;

    // Null (an empty clientId) with the reason in `error` when the file cannot be read or is
    // not such a client.
    static OAuthClient read(const QString &path, QString *error);
    static OAuthClient fromJson(const QByteArray &json, const QString &file, QString *error);
};

// Google's consent for this program to read Search Console as the user: the installed-app
// flow of OAuth 2.0 through Qt Network Authorization. The browser is sent to the consent page
// (authorizeWithBrowser(): the window opens it, the command line prints it), Google sends the
// browser back to a one-time server on 127.0.0.1, and the code it brings is exchanged for an
// access token at the client's token_uri. The token lives in memory only: nothing of it is
// written anywhere.
class SearchConsoleSignIn : public QObject
{
    Q_OBJECT

public:
    // `scope`: SearchConsole::ReadOnlyScope or FullScope.
    explicit SearchConsoleSignIn(const OAuthClient &client,
                                 const char *scope = SearchConsole::ReadOnlyScope,
                                 QObject *parent = nullptr);
    ~SearchConsoleSignIn() override;

    // Starts the flow: authorizeWithBrowser() comes with the consent page's address, then
    // granted() or failed(). With the refresh token an earlier sign-in gave (kept in the
    // keyring), a new access token is asked for without the consent page; when Google no
    // longer takes it (revoked, expired), the consent page comes after all.
    void start(const QString &refreshToken = {});
    QString token() const { return m_token; }
    // What a later start() takes instead of the consent page; empty when Google gave none.
    QString refreshToken() const { return m_refreshToken; }

signals:
    void authorizeWithBrowser(const QUrl &url);
    void granted();
    void failed(const QString &message);

private:
    // A flow of its own for each try: one that failed to refresh is not used again.
    QOAuth2AuthorizationCodeFlow *newFlow();
    void grant();
    void fail(const QString &message);

    OAuthClient m_client;
    QString m_scope;
    QOAuth2AuthorizationCodeFlow *m_flow = nullptr; // a child
    QString m_token;
    QString m_refreshToken;
    bool m_refreshing = false;
    bool m_done = false;
};

class SecretStore;

// A token for Search Console, as the command line and the window get one: the access token in
// SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN when it is set (scripts, tests); else Google's sign-in
// (SearchConsoleSignIn) with the user's OAuth client, where the refresh token an earlier
// sign-in kept in the keyring spares the consent page, and the new refresh token is kept there
// in turn, one per client and scope. Nothing of a token is written anywhere else: without a
// keyring (`keyring` null, or one that fails) the next sign-in asks again, and notKept() says
// why.
class SearchConsoleAuthorization : public QObject
{
    Q_OBJECT

public:
    // The token the environment gives; empty when it gives none.
    static QString environmentToken();

    // `client` may be null (no clientId) when environmentToken() is set. `keyring` is not
    // owned and may be null.
    SearchConsoleAuthorization(const OAuthClient &client, const char *scope, SecretStore *keyring,
                               QObject *parent = nullptr);
    ~SearchConsoleAuthorization() override;

    // granted() or failed() comes, from the event loop, never from within start().
    void start();
    QString token() const { return m_token; }

signals:
    // The consent page to open in a browser on this machine.
    void authorizeWithBrowser(const QUrl &url);
    void granted();
    void failed(const QString &message);
    // The sign-in succeeded but its refresh token could not be kept in the keyring.
    void notKept(const QString &why);

private:
    void signIn(const QString &kept);
    void keep(const QString &kept);
    QString keyringKey() const;

    OAuthClient m_client;
    const char *m_scope;
    QPointer<SecretStore> m_keyring;
    SearchConsoleSignIn *m_signIn = nullptr; // a child
    QString m_token;
};

// The URL Inspection API's limits for one property: at most perMinute calls in any minute and
// perDay in a day (Google's quota: 600 a minute and 2,000 a day per property; the day runs
// from midnight to midnight Pacific Time). Times are milliseconds of the caller's clock.
class InspectionQuota
{
public:
    static constexpr int GooglePerMinute = 600;
    static constexpr int GooglePerDay = 2000;

    explicit InspectionQuota(int perMinute = GooglePerMinute, int perDay = GooglePerDay,
                             int usedToday = 0);
    // How long to wait before the next call at `nowMs`: 0 now, -1 when the day's calls are
    // spent.
    qint64 waitBefore(qint64 nowMs) const;
    void count(qint64 nowMs);
    int usedToday() const { return m_usedToday; }
    int perDay() const { return m_perDay; }

private:
    int m_perMinute;
    int m_perDay;
    int m_usedToday;
    std::deque<qint64> m_lastMinute; // the calls of the last minute
};

// What an inspections file already holds: the URLs inspected for a property, and how many of
// them today (Pacific Time, as Google counts the quota), so that a run goes on where the last
// stopped. The file is the JSON lines `coverage --inspection` reads; each line that inspect
// wrote also carries "siteUrl" (the property) and "inspectedAt".
struct InspectionLog
{
    QSet<QString> done; // URLs inspected for the property, as written
    int today = 0;

    // A missing file is an empty log; a line that is not JSON is an error with its place.
    static InspectionLog read(const QString &path, const QString &property, const QDateTime &now,
                              QString *error);
    // The day Google's quota counts in: the date in Pacific Time.
    static QDate quotaDay(const QDateTime &when);
};

// Inspects URLs one after the other with the URL Inspection API (POST
// https://searchconsole.googleapis.com/v1/urlInspection/index:inspect, {"inspectionUrl",
// "siteUrl", "languageCode"}), within an InspectionQuota, and appends each result to a JSON
// lines file as it comes, flushed, so that a run stopped anywhere keeps what it got:
// {"inspectionUrl": …, "siteUrl": …, "inspectedAt": …, "inspectionResult": {…}}.
//
// A 429 is waited out (Retry-After, else a minute) and asked again, a 5xx asked again twice; a
// 401 or 403 ends the run (the token expired, or the account may not read the property), and so
// does a quota that is spent for the day. The token is sent in the Authorization header alone
// and written nowhere.
class UrlInspector : public QObject
{
    Q_OBJECT

public:
    // The API's address (SearchConsole::apiUrl()).
    static QUrl endpoint();

    struct Options
    {
        QString property; // "https://www.example.com/" or "sc-domain:example.com"
        QString token; // OAuth 2.0 access token
        QString languageCode = QStringLiteral("en-US"); // of coverageState's words
        QString outPath;
        int perMinute = InspectionQuota::GooglePerMinute;
        int perDay = InspectionQuota::GooglePerDay;
        int usedToday = 0; // calls of this day made before (InspectionLog::today)
    };
    enum class Stop : quint8 { Done, QuotaSpent, Refused, Failed, Stopped };
    struct Summary
    {
        int inspected = 0;
        int failed = 0; // URLs the API answered with an error of that URL alone (400)
        Stop stop = Stop::Done;
        QString message; // why it stopped, when not Done
        QStringList left; // not inspected
    };

    explicit UrlInspector(const Options &options, QObject *parent = nullptr);
    ~UrlInspector() override;

    void start(const QStringList &urls);
    // Ends the run now (Stop::Stopped): the call under way is dropped, its URL left for the
    // next run; what was answered is in the file. finished() comes at once.
    void stop();
    const Summary &summary() const { return m_summary; }

signals:
    void inspected(const QString &url, int done, int total);
    void urlFailed(const QString &url, const QString &message);
    void finished();

private:
    void next();
    void send();
    void answered(QNetworkReply *reply);
    void finish(Stop stop, const QString &message);
    qint64 now() const { return m_clock.elapsed(); }

    Options m_options;
    QNetworkAccessManager *m_network = nullptr; // a child
    InspectionQuota m_quota;
    QElapsedTimer m_clock;
    QTimer m_wait;
    QStringList m_urls;
    qsizetype m_at = 0;
    int m_retries = 0;
    std::unique_ptr<class QFile> m_out;
    QPointer<QNetworkReply> m_reply; // the call under way
    Summary m_summary;
    bool m_finished = false;
};

} // namespace Studio
