#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

// Runs the real sitemap-studio-cli binary for the end-to-end tests.
struct CliRun
{
    int exitCode = -1; // -1 timed out, -2 crashed
    QByteArray out;
    QByteArray err;
};

CliRun runCli(const QStringList &arguments);

// The same while this process's event loop keeps turning, for a CLI that talks to a test
// server living in this process; proxies are switched off in the child's environment, so
// that nothing leaves 127.0.0.1. Killed after `timeoutMs` (exitCode -1).
CliRun runCliServing(const QStringList &arguments, int timeoutMs = 120000);
// The same, killed with SIGKILL as soon as `killWhen` returns true (asked every 10 ms):
// exitCode -3 then.
CliRun runCliServing(const QStringList &arguments, int timeoutMs,
                     const std::function<bool()> &killWhen);

// "exit N", then the first 3,000 bytes of stdout and of stderr: a failed run for a message.
QString describe(const CliRun &run);
