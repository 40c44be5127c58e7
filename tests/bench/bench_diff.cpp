// Diff benchmark: reads two sets of sitemaps once, then times SitemapDiff::compare on them
// (and the JSON of the result) and prints one line of JSON for tests/bench/run-bench.sh, which
// sets it against reading the same two sets in this process and against the references it
// measures in the same run. Not a test: it asserts nothing and is not registered with ctest.
//
//   bench_diff [--repeat N] [--max-bytes N] OLD NEW

#include "util/allocator.h"
#include "io/loader.h"
#include "review/diff.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace Studio;

namespace {

qsizetype urlCount(const Workspace &workspace)
{
    qsizetype urls = 0;
    for (const Sitemap &sitemap : workspace.sitemaps)
        if (!sitemap.isIndex())
            urls += sitemap.entries.size();
    return urls;
}

} // namespace

int main(int argc, char *argv[])
{
    tuneAllocator(); // as the applications do
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    int repeat = 5;
    LoadOptions options;
    QStringList files;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == u"--repeat" && i + 1 < arguments.size())
            repeat = qMax(1, arguments.at(++i).toInt());
        else if (arguments.at(i) == u"--max-bytes" && i + 1 < arguments.size())
            options.limits.maxBytes = arguments.at(++i).toLongLong();
        else
            files.append(arguments.at(i));
    }
    if (files.size() != 2) {
        std::fprintf(stderr, "usage: bench_diff [--repeat N] [--max-bytes N] OLD NEW\n");
        return 2;
    }

    QElapsedTimer timer;
    timer.start();
    const Workspace older = Loader::open(files.at(0), options);
    const Workspace newer = Loader::open(files.at(1), options);
    const qint64 readNs = timer.nsecsElapsed();

    qint64 best = -1;
    SitemapDiff diff;
    for (int r = 0; r < repeat; ++r) {
        timer.restart();
        diff = SitemapDiff::compare(older, newer);
        const qint64 ns = timer.nsecsElapsed();
        if (best < 0 || ns < best)
            best = ns;
    }
    timer.restart();
    const QByteArray json = diff.toJson(older, newer);
    const qint64 jsonNs = timer.nsecsElapsed();

    const qsizetype urls = urlCount(older) + urlCount(newer);
    const QJsonObject line {
        { QStringLiteral("oldUrls"), urlCount(older) },
        { QStringLiteral("newUrls"), urlCount(newer) },
        { QStringLiteral("added"), diff.added() },
        { QStringLiteral("removed"), diff.removed() },
        { QStringLiteral("changed"), diff.changed() },
        { QStringLiteral("unchanged"), diff.unchanged() },
        { QStringLiteral("readSeconds"), readNs / 1e9 },
        { QStringLiteral("diffSeconds"), best / 1e9 },
        { QStringLiteral("urlsPerSecond"), urls / (best / 1e9) },
        { QStringLiteral("jsonSeconds"), jsonNs / 1e9 },
        { QStringLiteral("jsonBytes"), json.size() },
    };
    std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
    return 0;
}
