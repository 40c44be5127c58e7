#include "searchconsoleaccess.h"

#include "command.h"
#include "net/searchconsole.h"
#include "net/secretstore.h"

#include <QEventLoop>
#include <QTimer>

namespace Studio::Cli {

namespace {

// How long the consent page may take: a person reads it and clicks.
constexpr int SignInTimeoutMs = 5 * 60 * 1000;
// How long the keyring may take to answer before the command goes on without it.
constexpr int KeyringTimeoutMs = 3000;

QString environmentToken()
{
    return SearchConsoleAuthorization::environmentToken();
}

} // namespace

const QCommandLineOption &SearchConsoleAccess::clientOption()
{
    static const QCommandLineOption option(
        QStringLiteral("client"),
        tr("The OAuth client file (client_secret_….json) of your Google Cloud project, to sign "
           "in to Search Console; or give a token in SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN."),
        QStringLiteral("file"));
    return option;
}

bool SearchConsoleAccess::canSignIn(const QCommandLineParser &parser)
{
    return !environmentToken().isEmpty() || parser.isSet(clientOption());
}

QString SearchConsoleAccess::checkClient(const QCommandLineParser &parser)
{
    if (!environmentToken().isEmpty())
        return {};
    if (!parser.isSet(clientOption()))
        return tr("sign in to Google: give --client FILE (the OAuth client of your Google Cloud "
                  "project), or an access token in SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN");
    QString error;
    if (OAuthClient::read(parser.value(clientOption()), &error).clientId.isEmpty())
        return error;
    return {};
}

QString SearchConsoleAccess::token(const QCommandLineParser &parser, const char *scope,
                                   QString *error)
{
    if (const QString given = environmentToken(); !given.isEmpty())
        return given;
    *error = checkClient(parser);
    if (!error->isEmpty())
        return {};
    const OAuthClient client = OAuthClient::read(parser.value(clientOption()), error);
    KeychainSecretStore keyring(nullptr, KeyringTimeoutMs);
    SearchConsoleAuthorization authorization(client, scope, &keyring);
    QEventLoop loop;
    QString refused;
    QObject::connect(&authorization, &SearchConsoleAuthorization::authorizeWithBrowser, &loop,
                     [](const QUrl &url) {
                         Command::err() << tr("Open this address in a browser on this machine "
                                              "and let Sitemap Studio use Search Console:")
                                        << "\n  " << url.toString(QUrl::FullyEncoded) << "\n"
                                        << tr("Waiting for Google's answer…") << Qt::endl;
                     });
    QObject::connect(&authorization, &SearchConsoleAuthorization::notKept, &loop,
                     [](const QString &why) {
                         Command::err()
                             << tr("The sign-in is not kept (%1): the next run asks again.")
                                    .arg(why)
                             << Qt::endl;
                     });
    QObject::connect(&authorization, &SearchConsoleAuthorization::granted, &loop,
                     &QEventLoop::quit);
    QObject::connect(&authorization, &SearchConsoleAuthorization::failed, &loop,
                     [&](const QString &message) {
                         refused = message;
                         loop.quit();
                     });
    QTimer::singleShot(SignInTimeoutMs, &loop, [&] {
        refused = tr("no answer from Google within %n minutes", nullptr, SignInTimeoutMs / 60000);
        loop.quit();
    });
    authorization.start();
    loop.exec();
    if (authorization.token().isEmpty()) {
        *error = refused.isEmpty() ? tr("the sign-in did not finish") : refused;
        return {};
    }
    return authorization.token();
}

} // namespace Studio::Cli
