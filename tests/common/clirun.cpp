#include "clirun.h"

#include <QProcess>

CliRun runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(SITEMAP_STUDIO_CLI), arguments);
    CliRun run;
    if (!process.waitForFinished(120000)) {
        process.kill();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}
