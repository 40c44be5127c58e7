#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

namespace Studio::Cli {

// How the commands that speak to Search Console (inspect, submit --search-console) get a token:
// SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN when set, else Google's sign-in with the OAuth client
// file of --client: with the refresh token an earlier sign-in kept in the desktop's keyring,
// else through the consent page, its address printed for the user to open, and its refresh
// token then kept in the keyring (never in a file; without a keyring, the next run asks again).
class SearchConsoleAccess
{
    Q_DECLARE_TR_FUNCTIONS(SearchConsoleAccess)

public:
    static const QCommandLineOption &clientOption();
    // Whether a token can be had at all (the environment's, or a --client file given).
    static bool canSignIn(const QCommandLineParser &parser);
    // Checks the --client file before anything else is done; empty when it reads.
    static QString checkClient(const QCommandLineParser &parser);
    // The token; empty with the reason in `error` when the sign-in failed or was not given.
    static QString token(const QCommandLineParser &parser, const char *scope, QString *error);
};

} // namespace Studio::Cli
