#include "searchconsole.h"

#include "secretstore.h"

#include <QEventLoop>
#include <QFile>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QOAuth2AuthorizationCodeFlow>
#include <QOAuthHttpServerReplyHandler>
#include <QTimeZone>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace Studio {

// ---- SearchConsole -----------------------------------------------------------------------

QUrl SearchConsole::apiUrl(const QString &path)
{
    QUrl url(path.startsWith(u"/webmasters/"_s) ? u"https://www.googleapis.com"_s
                                                 : u"https://searchconsole.googleapis.com"_s);
    url.setPath(path, QUrl::TolerantMode);
    const QUrl other(qEnvironmentVariable("SITEMAP_STUDIO_SEARCH_CONSOLE_API"));
    const QHostAddress host(other.host());
    if (other.isValid() && (host.isLoopback() || other.host() == u"localhost"_s)) {
        url.setScheme(other.scheme());
        url.setHost(other.host());
        url.setPort(other.port());
    }
    return url;
}

SearchConsole::Submission SearchConsole::submitSitemap(const QString &property,
                                                       const QString &sitemap,
                                                       const QString &token)
{
    // The property and the sitemap's address are path segments: escaped whole, '/' and ':'
    // included, as the API's reference asks.
    const QUrl url = apiUrl(u"/webmasters/v3/sites/%1/sitemaps/%2"_s.arg(
        QString::fromLatin1(QUrl::toPercentEncoding(property)),
        QString::fromLatin1(QUrl::toPercentEncoding(sitemap))));
    QNetworkAccessManager network;
    QNetworkRequest request(url);
    request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    request.setTransferTimeout(60'000);
    QNetworkReply *reply = network.put(request, QByteArray());
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    Submission answer;
    answer.sitemap = sitemap;
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString said = QJsonDocument::fromJson(reply->readAll())
                             .object()
                             .value(u"error"_s)
                             .toObject()
                             .value(u"message"_s)
                             .toString();
    answer.accepted = answer.status == 200 || answer.status == 204;
    if (answer.accepted)
        answer.message = QCoreApplication::translate(
            "Studio::SearchConsole", "submitted: Search Console reads it in the coming days "
                                     "and shows it under Sitemaps");
    else if (answer.status == 0)
        answer.message = QCoreApplication::translate("Studio::SearchConsole",
                                                     "%1 could not be reached: %2")
                             .arg(url.host(), reply->errorString());
    else if (answer.status == 403)
        answer.message = QCoreApplication::translate(
                             "Studio::SearchConsole",
                             "refused (HTTP 403: %1): the account signed in must be an owner "
                             "or a full user of %2, and the sitemap must lie within it")
                             .arg(said, property);
    else if (answer.status == 401)
        answer.message = QCoreApplication::translate(
                             "Studio::SearchConsole",
                             "Google did not take the sign-in (HTTP 401: %1)")
                             .arg(said);
    else
        answer.message = QCoreApplication::translate("Studio::SearchConsole",
                                                     "refused (HTTP %1: %2)")
                             .arg(answer.status)
                             .arg(said.isEmpty() ? reply->errorString() : said);
    delete reply;
    return answer;
}

// ---- OAuthClient -------------------------------------------------------------------------

OAuthClient OAuthClient::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("Studio::SearchConsole", "%1 cannot be read: %2")
                     .arg(path, file.errorString());
        return {};
    }
    // A client file is a few hundred bytes; anything far larger is not one.
    return fromJson(file.read(1 << 20), path, error);
}

OAuthClient OAuthClient::fromJson(const QByteArray &json, const QString &file, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *error = QCoreApplication::translate("Studio::SearchConsole", "%1 is not an OAuth client file (JSON as the Google Cloud console "
                    "downloads it: {\"installed\": {\"client_id\": …}})")
                     .arg(file);
        return {};
    }
    QJsonObject client = document.object().value(u"installed"_s).toObject();
    if (client.isEmpty())
        client = document.object().value(u"web"_s).toObject();
    OAuthClient read;
    read.clientId = client.value(u"client_id"_s).toString();
    read.clientSecret = client.value(u"client_secret"_s).toString();
    read.authUri = QUrl(client.value(u"auth_uri"_s).toString(), QUrl::StrictMode);
    read.tokenUri = QUrl(client.value(u"token_uri"_s).toString(), QUrl::StrictMode);
    const auto webUrl = [](const QUrl &url) {
        return url.isValid() && (url.scheme() == u"https" || url.scheme() == u"http")
            && !url.host().isEmpty();
    };
    if (read.clientId.isEmpty() || !webUrl(read.authUri) || !webUrl(read.tokenUri)) {
        *error = QCoreApplication::translate("Studio::SearchConsole", "%1 has no \"installed\" (or \"web\") client with a client_id, an auth_uri "
                    "and a token_uri: make an OAuth client of the Desktop app kind in the "
                    "Google Cloud console and download its JSON")
                     .arg(file);
        return {};
    }
    return read;
}

// ---- SearchConsoleSignIn -------------------------------------------------------------------

SearchConsoleSignIn::SearchConsoleSignIn(const OAuthClient &client, const char *scope,
                                         QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_scope(QString::fromLatin1(scope))
{
}

SearchConsoleSignIn::~SearchConsoleSignIn() = default;

QOAuth2AuthorizationCodeFlow *SearchConsoleSignIn::newFlow()
{
    if (m_flow)
        m_flow->deleteLater();
    m_flow = new QOAuth2AuthorizationCodeFlow(this);
    m_flow->setAuthorizationUrl(m_client.authUri);
    m_flow->setAccessTokenUrl(m_client.tokenUri);
    m_flow->setClientIdentifier(m_client.clientId);
    m_flow->setClientIdentifierSharedKey(m_client.clientSecret);
    m_flow->setScope(m_scope);
    m_flow->setModifyParametersFunction(
        [](QAbstractOAuth::Stage stage, QMultiMap<QString, QVariant> *parameters) {
            // A refresh token comes only with offline access, and only from a consent given
            // now: the one kept may be gone from the keyring.
            if (stage == QAbstractOAuth::Stage::RequestingAuthorization) {
                parameters->insert(u"access_type"_s, u"offline"_s);
                parameters->insert(u"prompt"_s, u"consent"_s);
            }
            // Google's codes hold a '/' ("4/0Ae…") that it sends back escaped ("4%2F0Ae…"),
            // and Qt 6.4's reply handler passes the query's value on as it came: the code is
            // exchanged as Google gave it, not escaped twice (Google refuses it so,
            // "invalid_grant").
            if (stage == QAbstractOAuth::Stage::RequestingAccessToken) {
                const auto code = parameters->find(u"code"_s);
                if (code != parameters->end())
                    *code = QUrl::fromPercentEncoding(code->toByteArray());
            }
        });
    connect(m_flow, &QAbstractOAuth::authorizeWithBrowser, this,
            &SearchConsoleSignIn::authorizeWithBrowser);
    QOAuth2AuthorizationCodeFlow *flow = m_flow;
    connect(m_flow, &QAbstractOAuth::granted, this, [this, flow] {
        if (m_done || flow != m_flow)
            return;
        m_done = true;
        m_token = flow->token();
        if (!flow->refreshToken().isEmpty())
            m_refreshToken = flow->refreshToken();
        emit granted();
    });
    connect(m_flow, &QAbstractOAuth2::error, this,
            [this, flow](const QString &error, const QString &description, const QUrl &) {
                if (flow != m_flow)
                    return;
                fail(description.isEmpty()
                         ? tr("Google refused the sign-in: %1").arg(error)
                         : tr("Google refused the sign-in: %1 (%2)").arg(error, description));
            });
    connect(m_flow, &QAbstractOAuth::requestFailed, this,
            [this, flow](QAbstractOAuth::Error error) {
                if (flow != m_flow)
                    return;
                fail(error == QAbstractOAuth::Error::NetworkError
                         ? tr("The token address of the client file could not be reached")
                         : tr("Google's answer to the sign-in could not be used"));
            });
    return m_flow;
}

void SearchConsoleSignIn::fail(const QString &message)
{
    if (m_done)
        return;
    if (m_refreshing) {
        // The token kept is no longer good: the consent page instead.
        m_refreshing = false;
        m_refreshToken.clear();
        QTimer::singleShot(0, this, &SearchConsoleSignIn::grant);
        return;
    }
    m_done = true;
    emit failed(message);
}

void SearchConsoleSignIn::start(const QString &refreshToken)
{
    if (refreshToken.isEmpty()) {
        grant();
        return;
    }
    // The refresh asked for by hand (RFC 6749, 6): Qt 6.4's reply handlers drop an error
    // answer without a signal, and a token Google revoked would leave the sign-in waiting
    // for ever instead of going to the consent page.
    m_refreshing = true;
    m_refreshToken = refreshToken;
    auto *network = new QNetworkAccessManager(this);
    QNetworkRequest request(m_client.tokenUri);
    request.setHeader(QNetworkRequest::ContentTypeHeader,
                      u"application/x-www-form-urlencoded"_s);
    request.setTransferTimeout(60'000);
    QUrlQuery form;
    const auto add = [&form](const QString &name, const QString &value) {
        form.addQueryItem(name, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    };
    add(u"grant_type"_s, u"refresh_token"_s);
    add(u"refresh_token"_s, refreshToken);
    add(u"client_id"_s, m_client.clientId);
    add(u"client_secret"_s, m_client.clientSecret);
    QNetworkReply *reply
        = network->post(request, form.toString(QUrl::FullyEncoded).toUtf8());
    connect(reply, &QNetworkReply::finished, this, [this, reply, network] {
        reply->deleteLater();
        network->deleteLater();
        const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
        const QString token = answer.value(u"access_token"_s).toString();
        if (reply->error() != QNetworkReply::NoError || token.isEmpty()) {
            fail(answer.value(u"error_description"_s).toString());
            return;
        }
        if (m_done)
            return;
        m_done = true;
        m_refreshing = false;
        m_token = token;
        // Google may give a new refresh token; most times it keeps the one it had.
        if (const QString next = answer.value(u"refresh_token"_s).toString(); !next.isEmpty())
            m_refreshToken = next;
        emit granted();
    });
}

void SearchConsoleSignIn::grant()
{
    QOAuth2AuthorizationCodeFlow *flow = newFlow();
    // Google sends the browser back to this program on the loopback address, on a port of the
    // system's choosing: what Google's installed-app flow asks for (no port to configure, no
    // other machine can reach it).
    auto *handler = new QOAuthHttpServerReplyHandler(QHostAddress::LocalHost, 0, flow);
    handler->setCallbackText(
        tr("Sitemap Studio may now use Search Console. You can close this page."));
    flow->setReplyHandler(handler);
    if (!handler->isListening()) {
        QTimer::singleShot(0, this, [this] {
            fail(tr("No port on 127.0.0.1 could be opened for Google's answer"));
        });
        return;
    }
    flow->grant();
}

// ---- InspectionQuota -----------------------------------------------------------------------

InspectionQuota::InspectionQuota(int perMinute, int perDay, int usedToday)
    : m_perMinute(qMax(1, perMinute))
    , m_perDay(qMax(0, perDay))
    , m_usedToday(usedToday)
{
}

qint64 InspectionQuota::waitBefore(qint64 nowMs) const
{
    if (m_usedToday >= m_perDay)
        return -1;
    constexpr qint64 Minute = 60'000;
    if (qsizetype(m_lastMinute.size()) < m_perMinute)
        return 0;
    // The oldest call of the last minute leaves the window a minute after it was made.
    const qint64 oldest = m_lastMinute[m_lastMinute.size() - size_t(m_perMinute)];
    return qMax<qint64>(0, oldest + Minute - nowMs);
}

void InspectionQuota::count(qint64 nowMs)
{
    ++m_usedToday;
    m_lastMinute.push_back(nowMs);
    while (!m_lastMinute.empty() && m_lastMinute.front() <= nowMs - 60'000)
        m_lastMinute.pop_front();
}

// ---- InspectionLog -------------------------------------------------------------------------

QDate InspectionLog::quotaDay(const QDateTime &when)
{
    static const QTimeZone pacific("America/Los_Angeles");
    // Without the zone database the offset of standard time: off by an hour in summer.
    return pacific.isValid() ? when.toTimeZone(pacific).date()
                             : when.toUTC().addSecs(-8 * 3600).date();
}

InspectionLog InspectionLog::read(const QString &path, const QString &property,
                                  const QDateTime &now, QString *error)
{
    InspectionLog log;
    QFile file(path);
    if (!file.exists())
        return log;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("Studio::SearchConsole", "%1 cannot be read: %2")
                     .arg(path, file.errorString());
        return log;
    }
    const QDate today = quotaDay(now);
    qint64 number = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++number;
        if (line.isEmpty())
            continue;
        const QJsonDocument document = QJsonDocument::fromJson(line);
        if (!document.isObject()) {
            *error = QCoreApplication::translate(
                         "Studio::SearchConsole",
                         "%1:%2: not a JSON object; each line holds one inspection")
                         .arg(path)
                         .arg(number);
            return {};
        }
        const QJsonObject object = document.object();
        const QString site = object.value(u"siteUrl"_s).toString();
        // Lines from elsewhere (the API's results saved by another tool) name no property:
        // they count as done for any.
        if (!site.isEmpty() && site != property)
            continue;
        log.done.insert(object.value(u"inspectionUrl"_s).toString());
        const QDateTime at = QDateTime::fromString(object.value(u"inspectedAt"_s).toString(),
                                                   Qt::ISODateWithMs);
        if (at.isValid() && quotaDay(at) == today)
            ++log.today;
    }
    return log;
}

// ---- SearchConsoleAuthorization ----------------------------------------------------------

QString SearchConsoleAuthorization::environmentToken()
{
    return qEnvironmentVariable("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN");
}

SearchConsoleAuthorization::SearchConsoleAuthorization(const OAuthClient &client,
                                                       const char *scope, SecretStore *keyring,
                                                       QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_scope(scope)
    , m_keyring(keyring)
{
}

SearchConsoleAuthorization::~SearchConsoleAuthorization() = default;

QString SearchConsoleAuthorization::keyringKey() const
{
    return u"search-console %1 %2"_s.arg(m_client.clientId, QLatin1StringView(m_scope));
}

void SearchConsoleAuthorization::start()
{
    if (const QString given = environmentToken(); !given.isEmpty()) {
        m_token = given;
        QTimer::singleShot(0, this, &SearchConsoleAuthorization::granted);
        return;
    }
    if (m_client.clientId.isEmpty()) {
        QTimer::singleShot(0, this, [this] {
            emit failed(tr("no OAuth client to sign in to Google with"));
        });
        return;
    }
    if (!m_keyring) {
        QTimer::singleShot(0, this, [this] { signIn({}); });
        return;
    }
    // The refresh token an earlier sign-in kept spares the consent page; a keyring that
    // cannot be read only costs that.
    m_keyring->read(keyringKey(), this,
                    [this](bool ok, bool found, const QByteArray &value, const QString &) {
                        signIn(ok && found ? QString::fromUtf8(value) : QString());
                    });
}

void SearchConsoleAuthorization::signIn(const QString &kept)
{
    m_signIn = new SearchConsoleSignIn(m_client, m_scope, this);
    connect(m_signIn, &SearchConsoleSignIn::authorizeWithBrowser, this,
            &SearchConsoleAuthorization::authorizeWithBrowser);
    connect(m_signIn, &SearchConsoleSignIn::failed, this, &SearchConsoleAuthorization::failed);
    connect(m_signIn, &SearchConsoleSignIn::granted, this, [this, kept] { keep(kept); });
    m_signIn->start(kept);
}

void SearchConsoleAuthorization::keep(const QString &kept)
{
    m_token = m_signIn->token();
    const QString refresh = m_signIn->refreshToken();
    if (refresh.isEmpty() || refresh == kept) {
        emit granted();
        return;
    }
    if (!m_keyring) {
        emit notKept(tr("no keyring"));
        emit granted();
        return;
    }
    m_keyring->write(keyringKey(), refresh.toUtf8(), this, [this](bool ok, const QString &why) {
        if (!ok)
            emit notKept(why);
        emit granted();
    });
}

// ---- UrlInspector --------------------------------------------------------------------------

QUrl UrlInspector::endpoint()
{
    return SearchConsole::apiUrl(u"/v1/urlInspection/index:inspect"_s);
}

UrlInspector::UrlInspector(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_network(new QNetworkAccessManager(this))
    , m_quota(options.perMinute, options.perDay, options.usedToday)
{
    m_wait.setSingleShot(true);
    connect(&m_wait, &QTimer::timeout, this, &UrlInspector::send);
}

UrlInspector::~UrlInspector() = default;

void UrlInspector::start(const QStringList &urls)
{
    m_urls = urls;
    m_at = 0;
    m_clock.start();
    m_out = std::make_unique<QFile>(m_options.outPath);
    if (!m_out->open(QIODevice::WriteOnly | QIODevice::Append)) {
        const QString why = m_out->errorString();
        QTimer::singleShot(0, this, [this, why] {
            finish(Stop::Failed, tr("%1 cannot be written: %2").arg(m_options.outPath, why));
        });
        return;
    }
    QTimer::singleShot(0, this, &UrlInspector::next);
}

void UrlInspector::next()
{
    if (m_finished)
        return;
    if (m_at >= m_urls.size()) {
        finish(Stop::Done, {});
        return;
    }
    const qint64 wait = m_quota.waitBefore(now());
    if (wait < 0) {
        finish(Stop::QuotaSpent,
               tr("the day's %n inspections for %1 are spent; run the same command again "
                  "tomorrow (Pacific Time) to go on where it stopped",
                  nullptr, m_quota.perDay())
                   .arg(m_options.property));
        return;
    }
    m_wait.start(int(wait));
}

void UrlInspector::stop()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    finish(Stop::Stopped, tr("stopped"));
}

void UrlInspector::send()
{
    m_quota.count(now());
    QNetworkRequest request(endpoint());
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
    request.setRawHeader("Authorization", "Bearer " + m_options.token.toUtf8());
    request.setTransferTimeout(60'000);
    const QJsonObject body { { u"inspectionUrl"_s, m_urls.at(m_at) },
                             { u"siteUrl"_s, m_options.property },
                             { u"languageCode"_s, m_options.languageCode } };
    QNetworkReply *reply
        = m_network->post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    m_reply = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] { answered(reply); });
}

void UrlInspector::answered(QNetworkReply *reply)
{
    reply->deleteLater();
    if (m_finished)
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray bytes = reply->readAll();
    const QString url = m_urls.at(m_at);
    // The API's error: {"error": {"code", "message", "status"}}.
    const QString apiMessage = QJsonDocument::fromJson(bytes)
                                   .object()
                                   .value(u"error"_s)
                                   .toObject()
                                   .value(u"message"_s)
                                   .toString();
    const QString said = apiMessage.isEmpty() ? reply->errorString() : apiMessage;
    if (status == 200) {
        const QJsonObject result
            = QJsonDocument::fromJson(bytes).object().value(u"inspectionResult"_s).toObject();
        if (result.isEmpty()) {
            finish(Stop::Failed,
                   tr("the API answered %1 without an inspectionResult").arg(url));
            return;
        }
        const QJsonObject line {
            { u"inspectionUrl"_s, url },
            { u"siteUrl"_s, m_options.property },
            { u"inspectedAt"_s,
              QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) },
            { u"inspectionResult"_s, result },
        };
        const QByteArray text = QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
        if (m_out->write(text) != text.size() || !m_out->flush()) {
            finish(Stop::Failed,
                   tr("%1 cannot be written: %2").arg(m_options.outPath, m_out->errorString()));
            return;
        }
        ++m_summary.inspected;
        m_retries = 0;
        ++m_at;
        emit inspected(url, int(m_at), int(m_urls.size()));
        next();
        return;
    }
    if (status == 429 || (status >= 500 && status < 600)) {
        // Google's per-minute limit, or a passing failure: waited out and asked again; a
        // day's quota spent says so in its message and waits for no minute.
        if (status == 429 && apiMessage.contains(u"per day"_s, Qt::CaseInsensitive)) {
            finish(Stop::QuotaSpent, tr("Search Console says: %1").arg(said));
            return;
        }
        if (++m_retries > (status == 429 ? 5 : 2)) {
            finish(Stop::Failed, tr("%1 answered HTTP %2 again and again: %3")
                                     .arg(endpoint().host())
                                     .arg(status)
                                     .arg(said));
            return;
        }
        bool ok = false;
        const int retryAfter = reply->rawHeader("Retry-After").toInt(&ok);
        const int waitMs = status == 429 ? (ok ? qBound(1, retryAfter, 600) * 1000 : 60'000)
                                         : 2000 * m_retries;
        m_wait.start(waitMs);
        return;
    }
    if (status == 401) {
        finish(Stop::Refused,
               tr("Google did not take the sign-in (HTTP 401: %1); run the command again to "
                  "sign in anew")
                   .arg(said));
        return;
    }
    if (status == 403) {
        finish(Stop::Refused,
               tr("Search Console refused to inspect URLs of %1 (HTTP 403: %2): the account "
                  "signed in must be an owner or a full user of that property, written as "
                  "Search Console writes it (https://www.example.com/ or sc-domain:example.com)")
                   .arg(m_options.property, said));
        return;
    }
    if (status == 400) {
        // This URL alone (not in the property, not a URL): said, and the next one asked.
        ++m_summary.failed;
        emit urlFailed(url, tr("HTTP 400: %1").arg(said));
        m_retries = 0;
        ++m_at;
        next();
        return;
    }
    finish(Stop::Failed, status == 0 ? tr("%1 could not be reached: %2")
                                           .arg(endpoint().host(), reply->errorString())
                                     : tr("%1 answered HTTP %2: %3")
                                           .arg(endpoint().host())
                                           .arg(status)
                                           .arg(said));
}

void UrlInspector::finish(Stop stop, const QString &message)
{
    if (m_finished)
        return;
    m_finished = true;
    m_wait.stop();
    if (m_out && m_out->isOpen())
        m_out->close();
    m_summary.stop = stop;
    m_summary.message = message;
    m_summary.left = m_urls.mid(m_at);
    emit finished();
}

} // namespace Studio
