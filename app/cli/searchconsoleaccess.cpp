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

// Where a sign-in's refresh token is kept: one per OAuth client and scope.
QString keyringKey(const OAuthClient &client, const char *scope)
{
    return QStringLiteral("search-console %1 %2").arg(client.clientId, QLatin1String(scope));
}

QString environmentToken()
{
    return qEnvironmentVariable("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN");
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
    QEventLoop loop;
    // The refresh token an earlier run kept in the keyring spares the consent page.
    KeychainSecretStore keyring(nullptr, KeyringTimeoutMs);
    const QString key = keyringKey(client, scope);
    QString kept, keyringProblem;
    keyring.read(key, &loop,
                 [&](bool ok, bool found, const QByteArray &value, const QString &why) {
                     if (ok && found)
                         kept = QString::fromUtf8(value);
                     if (!ok)
                         keyringProblem = why;
                     loop.quit();
                 });
    loop.exec();
    SearchConsoleSignIn signIn(client, scope);
    QString refused;
    QObject::connect(&signIn, &SearchConsoleSignIn::authorizeWithBrowser, &loop,
                     [](const QUrl &url) {
                         Command::err() << tr("Open this address in a browser on this machine "
                                              "and let Sitemap Studio use Search Console:")
                                        << "\n  " << url.toString(QUrl::FullyEncoded) << "\n"
                                        << tr("Waiting for Google's answer…") << Qt::endl;
                     });
    QObject::connect(&signIn, &SearchConsoleSignIn::granted, &loop, &QEventLoop::quit);
    QObject::connect(&signIn, &SearchConsoleSignIn::failed, &loop, [&](const QString &message) {
        refused = message;
        loop.quit();
    });
    QTimer::singleShot(SignInTimeoutMs, &loop, [&] {
        refused = tr("no answer from Google within %n minutes", nullptr, SignInTimeoutMs / 60000);
        loop.quit();
    });
    signIn.start(kept);
    loop.exec();
    if (signIn.token().isEmpty()) {
        *error = refused.isEmpty() ? tr("the sign-in did not finish") : refused;
        return {};
    }
    const QString refresh = signIn.refreshToken();
    if (!refresh.isEmpty() && refresh != kept && keyringProblem.isEmpty()) {
        keyring.write(key, refresh.toUtf8(), &loop, [&](bool ok, const QString &why) {
            if (!ok)
                keyringProblem = why;
            loop.quit();
        });
        loop.exec();
    }
    if (!refresh.isEmpty() && !keyringProblem.isEmpty())
        Command::err() << tr("The sign-in is not kept (%1): the next run asks again.")
                              .arg(keyringProblem)
                       << Qt::endl;
    return signIn.token();
}

} // namespace Studio::Cli
