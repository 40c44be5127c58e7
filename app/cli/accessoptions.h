#pragma once

#include "net/crawlsettings.h"
#include "optionset.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUrl>

#include <memory>

namespace Studio::Cli {

// How a command that fetches presents itself to a site: --auth USER:PASSWORD (or the
// environment variable SITEMAP_STUDIO_AUTH, which keeps it out of shell history), --cookie
// NAME=VALUE, --header "Name: value" (each repeatable), --auth-origin URL (further origins they
// go to, repeatable) and --user-agent. The secrets stay in memory; nothing here prints them.
class AccessOptions : public OptionSet
{
    Q_DECLARE_TR_FUNCTIONS(AccessOptions)

public:
    static constexpr char EnvironmentVariable[] = "SITEMAP_STUDIO_AUTH";

    AccessOptions();

    // Reads them; false with the reason in `error` when a value is wrong. The reason never
    // holds a secret.
    bool read(const QCommandLineParser &parser, QString *error);

    // Whether --auth (or the environment), --cookie or --header was given.
    bool hasCredentials() const { return !m_given.isEmpty(); }
    // The credentials for the site at `url`: its origin and the --auth-origin ones. Null when
    // none were given; without an http(s) `url`, the --auth-origin ones alone (null when there
    // are none either).
    std::shared_ptr<const SiteCredentials> credentialsFor(const QUrl &url) const
    {
        return credentialsFor(QList<QUrl> { url });
    }
    // The same for several sites at once (the URLs the link checker is given as INPUT).
    std::shared_ptr<const SiteCredentials> credentialsFor(const QList<QUrl> &sites) const;
    // From --user-agent, else CrawlerIdentity::standard().
    const CrawlerIdentity &identity() const { return m_identity; }
    bool hasIdentity() const { return m_identityGiven; }

private:
    const QCommandLineOption &m_auth, &m_cookie, &m_header, &m_authOrigin, &m_userAgent;
    SiteCredentials m_given;
    CrawlerIdentity m_identity = CrawlerIdentity::standard();
    bool m_identityGiven = false;
};

} // namespace Studio::Cli
