#include "accessoptions.h"

namespace Studio::Cli {

AccessOptions::AccessOptions()
    : m_auth(declare(
        { QStringLiteral("auth"),
          tr("Log in to the site with HTTP basic authentication, sent with the first request "
             "(also read from the environment variable %1, which keeps it out of shell "
             "history). Sent to the site's origin and the --auth-origin ones only.")
              .arg(QLatin1StringView(EnvironmentVariable)),
          QStringLiteral("user:password") }))
    , m_cookie(declare({ QStringLiteral("cookie"),
                         tr("Send this cookie to the site, such as a consent or preview cookie "
                            "(repeatable)."),
                         QStringLiteral("name=value") }))
    , m_header(declare({ QStringLiteral("header"),
                         tr("Send this request header to the site, such as a preview token "
                            "(repeatable)."),
                         QStringLiteral("Name: value") }))
    , m_authOrigin(
          declare({ QStringLiteral("auth-origin"),
                    tr("Send --auth, --cookie and --header to this origin (scheme, host and port "
                       "of URL) too, besides the site's own (repeatable). Never to others, "
                       "redirects included."),
                    QStringLiteral("url") }))
    , m_userAgent(
          declare({ QStringLiteral("user-agent"),
                    tr("Fetch as googlebot-smartphone, googlebot-desktop, bingbot or browser (the "
                       "User-Agent sent, the robots.txt group obeyed and the robots meta tags "
                       "heeded follow it), or send TEXT as the User-Agent (its product token "
                       "picks the robots.txt group)."),
                    QStringLiteral("name|text") }))
{
}

bool AccessOptions::read(const QCommandLineParser &parser, QString *error)
{
    m_given = SiteCredentials();
    QString login;
    QString from;
    if (parser.isSet(m_auth)) {
        login = parser.value(m_auth);
        from = QStringLiteral("--auth");
    } else if (qEnvironmentVariableIsSet(EnvironmentVariable)) {
        login = qEnvironmentVariable(EnvironmentVariable);
        from = QLatin1StringView(EnvironmentVariable);
    }
    // The messages name what was wrong, never the value: it may hold the password.
    if (!from.isEmpty() && !login.isEmpty() && !m_given.setLogin(login)) {
        *error = tr("%1 takes USER:PASSWORD (a user name, a colon, then the password)").arg(from);
        return false;
    }
    for (const QString &cookie : parser.values(m_cookie)) {
        if (!m_given.addCookie(cookie)) {
            *error = tr("--cookie takes NAME=VALUE, a cookie name and a value without ';' or "
                        "','");
            return false;
        }
    }
    for (const QString &header : parser.values(m_header)) {
        if (!m_given.addHeader(header)) {
            *error = tr("--header takes \"Name: value\", a header name, a colon and a value on "
                        "one line");
            return false;
        }
    }
    for (const QString &origin : parser.values(m_authOrigin)) {
        if (!m_given.addOrigin(QUrl(origin, QUrl::StrictMode))) {
            *error = tr("--auth-origin takes an http or https URL, not \"%1\"").arg(origin);
            return false;
        }
    }
    if (parser.isSet(m_authOrigin) && m_given.isEmpty()) {
        *error = tr("--auth-origin goes with --auth, --cookie or --header");
        return false;
    }
    m_identity = CrawlerIdentity::standard();
    m_identityGiven = parser.isSet(m_userAgent);
    if (m_identityGiven && !CrawlerIdentity::fromChoice(parser.value(m_userAgent), &m_identity)) {
        *error = tr("--user-agent takes %1, or the text of a User-Agent header")
                     .arg(CrawlerIdentity::choices().join(QStringLiteral(", ")));
        return false;
    }
    return true;
}

std::shared_ptr<const SiteCredentials> AccessOptions::credentialsFor(const QList<QUrl> &sites) const
{
    if (m_given.isEmpty())
        return nullptr;
    auto credentials = std::make_shared<SiteCredentials>(m_given);
    for (const QUrl &url : sites)
        credentials->addOrigin(url);
    if (credentials->origins().isEmpty())
        return nullptr;
    return credentials;
}

} // namespace Studio::Cli
