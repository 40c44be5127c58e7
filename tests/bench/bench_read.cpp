// Reading benchmark: times Loader::open on the files given and prints throughput as one
// line of JSON per file, for tests/bench/run-bench.sh to set against xmllint and zcat measured
// in the same run. Not a test: it asserts nothing and is not registered with ctest.
//
//   bench_read [--repeat N] [--memory] [--max-bytes N] FILE...

#include "benchsupport.h"
#include "util/allocator.h"
#include "io/loader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace Studio;

int main(int argc, char *argv[])
{
    tuneAllocator(); // as the applications do
    QCoreApplication app(argc, argv);
    QStringList arguments = QCoreApplication::arguments().mid(1);
    int repeat = 5;
    bool memory = false;
    LoadOptions options;
    QStringList files;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == u"--repeat" && i + 1 < arguments.size())
            repeat = qMax(1, arguments.at(++i).toInt());
        else if (arguments.at(i) == u"--max-bytes" && i + 1 < arguments.size())
            options.limits.maxBytes = arguments.at(++i).toLongLong();
        else if (arguments.at(i) == u"--memory")
            memory = true;
        else
            files.append(arguments.at(i));
    }
    for (const QString &file : std::as_const(files)) {
        const qint64 rssBefore = procStatusKiB("VmRSS");
        qint64 best = -1;
        qsizetype urls = 0;
        qint64 bytes = 0;
        qint64 rssLoaded = 0;
        for (int r = 0; r < repeat; ++r) {
            QElapsedTimer timer;
            timer.start();
            const Workspace workspace = Loader::open(file, options);
            const qint64 ns = timer.nsecsElapsed();
            if (best < 0 || ns < best)
                best = ns;
            urls = 0;
            bytes = 0;
            for (const Sitemap &sitemap : workspace.sitemaps) {
                if (!sitemap.isIndex())
                    urls += sitemap.entries.size();
                bytes += sitemap.source.uncompressedBytes;
            }
            rssLoaded = procStatusKiB("VmRSS");
        }
        QJsonObject line { { QStringLiteral("file"), file },
                           { QStringLiteral("seconds"), best / 1e9 },
                           { QStringLiteral("urls"), urls },
                           { QStringLiteral("uncompressedBytes"), bytes },
                           { QStringLiteral("mbPerSecond"), bytes / 1e6 / (best / 1e9) },
                           { QStringLiteral("urlsPerSecond"), urls / (best / 1e9) } };
        if (memory) {
            // Resident memory while the workspace was alive, above what the process held
            // before, and the process's peak.
            line.insert(QStringLiteral("workspaceMiB"), (rssLoaded - rssBefore) / 1024.0);
            line.insert(QStringLiteral("peakMiB"), procStatusKiB("VmHWM") / 1024.0);
        }
        std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
        std::fflush(stdout);
    }
    return 0;
}
