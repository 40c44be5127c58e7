#include "siteaccess.h"

#include "fetcher.h"

#include <QJsonArray>

namespace Studio {

namespace {

// The Chrome version the evergreen crawlers name (W.X.Y.Z in Google's and Bing's documented
// strings): a stable release, as the crawlers send one.
#define STUDIO_CHROME_VERSION "126.0.6478.126"

// RFC 9110, 5.6.2: tchar.
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text)
        if (!isTokenChar(c))
            return false;
    return true;
}

bool hasControl(QByteArrayView text)
{
    for (const char c : text)
        if ((quint8(c) < 0x20 && c != '\t') || c == 0x7f)
            return true;
    return false;
}

// The product token that opens `text` ("MyBot/1.0 …" → "MyBot"); empty when it opens with none.
QByteArray productToken(QByteArrayView text)
{
    qsizetype end = 0;
    while (end < text.size() && isTokenChar(text[end]))
        ++end;
    return text.first(end).toByteArray();
}

// The choices of --user-agent by name: the strings Google and Bing document for their evergreen
// crawlers, and Chrome on Windows as it reports itself (the minor version numbers frozen at 0).
struct KnownCrawler
{
    QLatin1StringView choice;
    const char *userAgent;
    QLatin1StringView robotsAgent;
    const char *metaAgent; // "" for none
};

const KnownCrawler knownCrawlers[] = {
    { QLatin1StringView("googlebot-smartphone"),
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like "
      "Gecko) Chrome/" STUDIO_CHROME_VERSION " Mobile Safari/537.36 (compatible; Googlebot/2.1; "
      "+http://www.google.com/bot.html)",
      QLatin1StringView("Googlebot"), "googlebot" },
    { QLatin1StringView("googlebot-desktop"),
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; "
      "+http://www.google.com/bot.html) Chrome/" STUDIO_CHROME_VERSION " Safari/537.36",
      QLatin1StringView("Googlebot"), "googlebot" },
    { QLatin1StringView("bingbot"),
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; "
      "+http://www.bing.com/bingbot.htm) Chrome/" STUDIO_CHROME_VERSION " Safari/537.36",
      QLatin1StringView("bingbot"), "bingbot" },
    { QLatin1StringView("browser"),
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
      "Chrome/126.0.0.0 Safari/537.36",
      QLatin1StringView("*"), "" },
};

QJsonArray jsonArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList stringList(const QJsonValue &value)
{
    QStringList out;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array)
        if (item.isString())
            out.append(item.toString());
    return out;
}

} // namespace

QJsonObject CredentialsOutline::toJson() const
{
    QJsonObject json;
    if (!user.isEmpty())
        json.insert(QStringLiteral("user"), user);
    if (!cookies.isEmpty())
        json.insert(QStringLiteral("cookies"), jsonArray(cookies));
    if (!headers.isEmpty())
        json.insert(QStringLiteral("headers"), jsonArray(headers));
    if (!origins.isEmpty())
        json.insert(QStringLiteral("origins"), jsonArray(origins));
    return json;
}

CredentialsOutline CredentialsOutline::fromJson(const QJsonObject &json)
{
    CredentialsOutline outline;
    outline.user = json.value(QStringLiteral("user")).toString();
    outline.cookies = stringList(json.value(QStringLiteral("cookies")));
    outline.headers = stringList(json.value(QStringLiteral("headers")));
    outline.origins = stringList(json.value(QStringLiteral("origins")));
    return outline;
}

bool SiteCredentials::setLogin(const QString &userAndPassword)
{
    const qsizetype colon = userAndPassword.indexOf(u':');
    if (colon <= 0)
        return false;
    const QByteArray pair = userAndPassword.toUtf8();
    if (hasControl(pair))
        return false;
    m_user = userAndPassword.left(colon);
    m_authorization = "Basic " + pair.toBase64();
    return true;
}

bool SiteCredentials::addCookie(const QString &nameAndValue)
{
    const QByteArray text = nameAndValue.toUtf8();
    const qsizetype equals = text.indexOf('=');
    if (equals <= 0)
        return false;
    const QByteArray name = text.first(equals).trimmed();
    const QByteArray value = text.sliced(equals + 1).trimmed();
    if (!isToken(name) || hasControl(value) || value.contains(';') || value.contains(','))
        return false;
    m_cookies.append({ name, value });
    return true;
}

bool SiteCredentials::addHeader(const QString &line)
{
    const QByteArray text = line.toUtf8();
    const qsizetype colon = text.indexOf(':');
    if (colon <= 0)
        return false;
    const QByteArray name = text.first(colon).trimmed();
    const QByteArray value = text.sliced(colon + 1).trimmed();
    if (!isToken(name) || hasControl(value))
        return false;
    m_headers.append({ name, value });
    return true;
}

QString SiteCredentials::originOf(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if ((scheme != u"http" && scheme != u"https") || url.host().isEmpty())
        return {};
    const int port = url.port(scheme == u"https" ? 443 : 80);
    return QStringLiteral("%1://%2:%3").arg(scheme, url.host().toLower(), QString::number(port));
}

QString SiteCredentials::realmOf(const QList<Header> &headers)
{
    for (const auto &[name, value] : headers) {
        if (name.compare("WWW-Authenticate", Qt::CaseInsensitive) != 0)
            continue;
        const qsizetype at = value.toLower().indexOf("realm=");
        if (at < 0)
            continue;
        QByteArrayView rest = QByteArrayView(value).sliced(at + 6).trimmed();
        QByteArray realm;
        if (rest.startsWith('"')) {
            for (qsizetype i = 1; i < rest.size() && rest[i] != '"'; ++i) {
                if (rest[i] == '\\' && i + 1 < rest.size())
                    ++i;
                realm.append(rest[i]);
            }
        } else {
            for (const char c : rest) {
                if (c == ',' || c == ' ')
                    break;
                realm.append(c);
            }
        }
        QString out;
        for (const QChar c : QString::fromUtf8(realm.left(200)))
            if (c.isPrint())
                out.append(c);
        return out;
    }
    return {};
}

bool SiteCredentials::addOrigin(const QUrl &url)
{
    const QString origin = originOf(url);
    if (origin.isEmpty())
        return false;
    if (!m_origins.contains(origin))
        m_origins.append(origin);
    return true;
}

bool SiteCredentials::appliesTo(const QUrl &url) const
{
    const QString origin = originOf(url);
    if (origin.isEmpty())
        return false;
    if (m_origins.contains(origin))
        return true;
    // https://host:443 is the upgrade of http://host:80.
    if (url.scheme().compare(u"https", Qt::CaseInsensitive) == 0 && url.port(443) == 443) {
        const QString plain = QStringLiteral("http://%1:80").arg(url.host().toLower());
        return m_origins.contains(plain);
    }
    return false;
}

QList<SiteCredentials::Header> SiteCredentials::headersFor(const QUrl &url) const
{
    QList<Header> out;
    if (isEmpty() || !appliesTo(url))
        return out;
    if (!m_authorization.isEmpty())
        out.append({ QByteArrayLiteral("Authorization"), m_authorization });
    if (!m_cookies.isEmpty()) {
        QByteArray cookie;
        for (const auto &[name, value] : m_cookies)
            cookie += (cookie.isEmpty() ? "" : "; ") + name + '=' + value;
        out.append({ QByteArrayLiteral("Cookie"), cookie });
    }
    out += m_headers;
    return out;
}

std::shared_ptr<const SiteCredentials> SiteCredentials::forSites(const QList<QUrl> &sites) const
{
    if (isEmpty())
        return nullptr;
    auto credentials = std::make_shared<SiteCredentials>(*this);
    for (const QUrl &url : sites)
        credentials->addOrigin(url);
    if (credentials->origins().isEmpty())
        return nullptr;
    return credentials;
}

CredentialsOutline SiteCredentials::outline() const
{
    CredentialsOutline outline;
    outline.user = m_user;
    for (const auto &[name, value] : m_cookies)
        outline.cookies.append(QString::fromLatin1(name));
    for (const auto &[name, value] : m_headers)
        outline.headers.append(QString::fromLatin1(name));
    outline.origins = m_origins;
    return outline;
}

QList<QByteArray> SiteCredentials::secrets() const
{
    QList<QByteArray> out;
    if (!m_authorization.isEmpty()) {
        out.append(m_authorization.sliced(6));
        out.append(
            QByteArray::fromBase64(m_authorization.sliced(6)).sliced(m_user.toUtf8().size() + 1));
    }
    for (const auto &[name, value] : m_cookies)
        out.append(value);
    for (const auto &[name, value] : m_headers)
        out.append(value);
    return out;
}

CrawlerIdentity CrawlerIdentity::standard()
{
    return { defaultUserAgent(), QStringLiteral("SitemapStudio"), QByteArrayLiteral("googlebot") };
}

QStringList CrawlerIdentity::choices()
{
    QStringList names;
    for (const KnownCrawler &known : knownCrawlers)
        names.append(known.choice);
    return names;
}

bool CrawlerIdentity::fromChoice(const QString &choice, CrawlerIdentity *identity)
{
    const QString name = choice.trimmed();
    for (const KnownCrawler &known : knownCrawlers) {
        if (name.compare(known.choice, Qt::CaseInsensitive) == 0) {
            *identity
                = { QByteArray(known.userAgent), known.robotsAgent, QByteArray(known.metaAgent) };
            return true;
        }
    }
    const QByteArray text = name.toUtf8();
    if (text.isEmpty() || hasControl(text))
        return false;
    // A crawler that dresses as a browser names itself after "compatible;".
    QByteArray token;
    const qsizetype compatible = text.indexOf("compatible;");
    if (compatible >= 0)
        token = productToken(QByteArrayView(text).sliced(compatible + 11).trimmed());
    if (token.isEmpty())
        token = productToken(text);
    if (token.isEmpty() || token.compare("Mozilla", Qt::CaseInsensitive) == 0)
        *identity = { text, QStringLiteral("*"), QByteArray() };
    else
        *identity = { text, QString::fromLatin1(token), token.toLower() };
    return true;
}

} // namespace Studio
