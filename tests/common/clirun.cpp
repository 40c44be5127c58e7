#include "clirun.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QTest>

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

CliRun runCliServing(const QStringList &arguments, int timeoutMs)
{
    return runCliServing(arguments, timeoutMs, {});
}

CliRun runCliServing(const QStringList &arguments, int timeoutMs,
                     const std::function<bool()> &killWhen)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name :
         { "http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY" })
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("no_proxy"), QStringLiteral("127.0.0.1,localhost"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SITEMAP_STUDIO_CLI), arguments);
    CliRun run;
    if (!process.waitForStarted(30000))
        return run;
    QDeadlineTimer deadline(timeoutMs);
    while (process.state() != QProcess::NotRunning && !deadline.hasExpired()) {
        QTest::qWait(10);
        if (killWhen && process.state() != QProcess::NotRunning && killWhen()) {
            process.kill(); // SIGKILL: no chance to write anything more
            process.waitForFinished();
            run.exitCode = -3;
            run.out = process.readAllStandardOutput();
            run.err = process.readAllStandardError();
            return run;
        }
    }
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString describe(const CliRun &run)
{
    return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3")
        .arg(run.exitCode)
        .arg(QString::fromUtf8(run.out.left(3000)), QString::fromUtf8(run.err.left(3000)));
}
