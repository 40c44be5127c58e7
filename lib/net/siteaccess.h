#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>
#include <utility>

namespace Studio {

// What a crawl keeps of the credentials it was given: the user's name, the names of the
// cookies and headers and the origins they went to; never a password or a value. A crawl
// store holds it, so that a crawl gone on with knows which secrets to ask for again.
struct CredentialsOutline
{
    QString user;
    QStringList cookies; // names
    QStringList headers; // names
    QStringList origins; // "http://host:port"

    bool isEmpty() const { return user.isEmpty() && cookies.isEmpty() && headers.isEmpty(); }
    QJsonObject toJson() const;
    static CredentialsOutline fromJson(const QJsonObject &json);
};

// What a site behind a login asks of each request: HTTP basic credentials, cookies and headers,
// and the origins they may be sent to. Secrets: they live in memory for the session only.
// Nothing here is written to a crawl store, a report, JSON or a log; messages name the user
// at most, never a password or a value.
//
// They go to the origins given (the start URL's, and those the user names) and to nowhere
// else: each request of a redirect chain asks again for its own URL, so a redirect to another
// host is fetched without them. An http origin covers the https form of the same host too (an
// upgrade leaks nothing); an https origin never covers http.
class SiteCredentials
{
public:
    using Header = std::pair<QByteArray, QByteArray>;

    bool isEmpty() const { return m_user.isEmpty() && m_cookies.isEmpty() && m_headers.isEmpty(); }
    bool hasLogin() const { return !m_user.isEmpty(); }
    QString user() const { return m_user; }

    // "USER:PASSWORD" (the password may hold ':'); false when there is no ':' or no user.
    bool setLogin(const QString &userAndPassword);
    // "NAME=VALUE"; false when there is no '=' or no name, or either holds what a Cookie
    // header cannot carry (';', ',', control characters).
    bool addCookie(const QString &nameAndValue);
    // "Name: value"; false when the name is no header name (RFC 9110 token) or the value holds
    // a line break.
    bool addHeader(const QString &line);

    // An origin they may go to: the scheme, host and port of `url`; false when it is no http
    // or https URL.
    bool addOrigin(const QUrl &url);
    QStringList origins() const { return m_origins; }
    // Whether a request to `url` carries them.
    bool appliesTo(const QUrl &url) const;

    // The request headers to add for `url` (Authorization, Cookie, then the user's own, in the
    // order given); empty when they do not apply there.
    QList<Header> headersFor(const QUrl &url) const;

    // A copy that goes to the origins of `sites` too (the start URL, the sitemaps given);
    // null when there is nothing to send or no origin to send it to.
    std::shared_ptr<const SiteCredentials> forSites(const QList<QUrl> &sites) const;
    // The names without the values (CredentialsOutline).
    CredentialsOutline outline() const;

    // Every secret value, for the tests that look for them where they must not be.
    QList<QByteArray> secrets() const;

    // "http://host:port" as compared here (default ports spelled out).
    static QString originOf(const QUrl &url);
    // The realm a 401 answer's WWW-Authenticate header names ("Basic realm=\"staging\""),
    // printable characters only; empty when none does.
    static QString realmOf(const QList<Header> &headers);

private:
    QString m_user;
    QByteArray m_authorization; // "Basic …"
    QList<Header> m_cookies;
    QList<Header> m_headers;
    QStringList m_origins;
};

// Who the crawl says it is: the User-Agent sent, the robots.txt group obeyed, and the name in
// robots meta tags and X-Robots-Tag values whose directives count besides those for every
// crawler.
struct CrawlerIdentity
{
    QByteArray userAgent;
    QString robotsAgent; // a robots.txt product token ("Googlebot"), or "*" for the '*' group
    // Lower case ("googlebot", "bingbot"); empty when only the directives for all crawlers
    // count.
    QByteArray metaAgent;

    // The project's own: SitemapStudio in the User-Agent and in robots.txt, the page judged
    // as Google judges it (googlebot meta directives count).
    static CrawlerIdentity standard();
    // --user-agent: googlebot-smartphone, googlebot-desktop, bingbot, browser, or any other
    // text, sent as it is and obeyed as its product token ("MyBot/1.0" → MyBot; "Mozilla/5.0
    // (compatible; MyBot/1.0)" → MyBot; a browser's string → '*'). False for an empty text or
    // one with control characters.
    static bool fromChoice(const QString &choice, CrawlerIdentity *identity);
    // The names fromChoice() knows.
    static QStringList choices();
};

} // namespace Studio
