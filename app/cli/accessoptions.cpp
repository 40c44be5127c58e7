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
    AccessSettings settings;
    QString from;
    if (parser.isSet(m_auth)) {
        settings.login = parser.value(m_auth);
        from = QStringLiteral("--auth");
    } else if (qEnvironmentVariableIsSet(EnvironmentVariable)) {
        settings.login = qEnvironmentVariable(EnvironmentVariable);
        from = QLatin1StringView(EnvironmentVariable);
    }
    settings.cookies = parser.values(m_cookie);
    settings.headers = parser.values(m_header);
    settings.origins = parser.values(m_authOrigin);
    m_identityGiven = parser.isSet(m_userAgent);
    if (m_identityGiven)
        settings.userAgent = parser.value(m_userAgent);
    m_given = SiteCredentials();
    m_identity = CrawlerIdentity::standard();
    AccessSettings::Problem problem;
    // An empty --user-agent names no crawler (empty settings stand for the project's own).
    if (m_identityGiven && settings.userAgent.trimmed().isEmpty())
        problem.field = AccessSettings::Field::UserAgent;
    else if (settings.read(&m_given, &m_identity, &problem))
        return true;
    // The messages name what was wrong, never the value: it may hold the password.
    using Field = AccessSettings::Field;
    switch (problem.field) {
    case Field::Login:
        *error = tr("%1 takes USER:PASSWORD (a user name, a colon, then the password)").arg(from);
        break;
    case Field::Cookie:
        *error = tr("--cookie takes NAME=VALUE, a cookie name and a value without ';' or ','");
        break;
    case Field::Header:
        *error = tr("--header takes \"Name: value\", a header name, a colon and a value on one "
                    "line");
        break;
    case Field::Origin:
        *error = tr("--auth-origin takes an http or https URL, not \"%1\"")
                     .arg(settings.origins.at(problem.index));
        break;
    case Field::OriginsAlone:
        *error = tr("--auth-origin goes with --auth, --cookie or --header");
        break;
    case Field::UserAgent:
    case Field::None:
        *error = tr("--user-agent takes %1, or the text of a User-Agent header")
                     .arg(CrawlerIdentity::choices().join(QStringLiteral(", ")));
        break;
    }
    m_given = SiteCredentials();
    return false;
}

std::shared_ptr<const SiteCredentials> AccessOptions::credentialsFor(const QList<QUrl> &sites) const
{
    return m_given.forSites(sites);
}

} // namespace Studio::Cli
