// Export benchmark: reads a workspace, then times Exporter::plan() and Exporter::write() of
// all its URLs split at the protocol's limits and gzipped, with an index, into a fresh folder.
// Prints one line of JSON for tests/bench/run-bench.sh, which sets it against `gzip -6` of
// the same uncompressed bytes and the npm `sitemap` package. Not a test: it asserts nothing
// and is not registered with ctest.
//
//   bench_export [--repeat N] [--threads N] [--keep DIR] INPUT
//
// --keep DIR leaves the last run's files in DIR (replaced on each run), for the reference
// tools to work on the same bytes; --threads caps the thread pool (1 shows what the parallel
// compression gains).

#include "util/allocator.h"
#include "io/writing/exporter.h"
#include "io/loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QThreadPool>

#include <cstdio>

using namespace Studio;

int main(int argc, char *argv[])
{
    tuneAllocator(); // as the applications do
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    int repeat = 3;
    QString keep;
    QString input;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == u"--repeat" && i + 1 < arguments.size())
            repeat = qMax(1, arguments.at(++i).toInt());
        else if (arguments.at(i) == u"--threads" && i + 1 < arguments.size())
            QThreadPool::globalInstance()->setMaxThreadCount(qMax(1, arguments.at(++i).toInt()));
        else if (arguments.at(i) == u"--keep" && i + 1 < arguments.size())
            keep = arguments.at(++i);
        else
            input = arguments.at(i);
    }
    if (input.isEmpty()) {
        std::fprintf(stderr, "usage: bench_export [--repeat N] [--threads N] [--keep DIR] INPUT\n");
        return 2;
    }

    QElapsedTimer timer;
    timer.start();
    const Workspace workspace = Loader::open(input);
    const qint64 readNs = timer.nsecsElapsed();

    QTemporaryDir scratch;
    const QString target = keep.isEmpty() ? scratch.filePath(QStringLiteral("out")) : keep;
    ExportOptions options;
    options.gzip = true;
    options.baseUrl = QStringLiteral("https://www.example.com/");
    options.target = target;

    qint64 bestPlan = -1, bestWrite = -1, bestTotal = -1;
    ExportResult result;
    qsizetype findings = 0;
    for (int r = 0; r < repeat; ++r) {
        QDir(target).removeRecursively();
        Exporter exporter(workspace);
        timer.restart();
        const ExportPlan plan = exporter.plan(options);
        const qint64 planNs = timer.nsecsElapsed();
        if (!plan.isWritable()) {
            std::fprintf(stderr, "%s\n", qPrintable(plan.errors.join(u'\n')));
            return 1;
        }
        findings = plan.findings.size() + plan.findingsNotListed;
        timer.restart();
        result = exporter.write(plan);
        const qint64 writeNs = timer.nsecsElapsed();
        if (!result.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(result.error));
            return 1;
        }
        if (bestTotal < 0 || planNs + writeNs < bestTotal) {
            bestTotal = planNs + writeNs;
            bestPlan = planNs;
            bestWrite = writeNs;
        }
    }
    if (keep.isEmpty())
        QDir(target).removeRecursively();

    const QJsonObject line {
        { QStringLiteral("file"), input },
        { QStringLiteral("urls"), qint64(result.urls) },
        { QStringLiteral("files"), qint64(result.files) },
        { QStringLiteral("uncompressedBytes"), result.uncompressedBytes },
        { QStringLiteral("storedBytes"), result.storedBytes },
        { QStringLiteral("scopeFindings"), qint64(findings) },
        { QStringLiteral("threads"), QThreadPool::globalInstance()->maxThreadCount() },
        { QStringLiteral("readSeconds"), readNs / 1e9 },
        { QStringLiteral("planSeconds"), bestPlan / 1e9 },
        { QStringLiteral("writeSeconds"), bestWrite / 1e9 },
        { QStringLiteral("seconds"), bestTotal / 1e9 },
    };
    std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
    return 0;
}
