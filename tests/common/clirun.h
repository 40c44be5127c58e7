#pragma once

#include <QByteArray>
#include <QStringList>

// Runs the real sitemap-studio-cli binary for the end-to-end tests.
struct CliRun
{
    int exitCode = -1; // -1 timed out, -2 crashed
    QByteArray out;
    QByteArray err;
};

CliRun runCli(const QStringList &arguments);
