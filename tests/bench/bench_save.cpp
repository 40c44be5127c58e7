// Saving benchmark: the file FILE read, one entry in the middle given a new date, then saved
// as the window saves it (SitemapSplicer: the untouched entries' bytes kept, the result read
// back for its lines) and as the writer alone lays it out; the best of N runs of each, as one
// line of JSON for tests/bench/run-bench.sh to set against xmllint measured in the same run.
// Not a test: it asserts nothing and is not registered with ctest.
//
//   bench_save [--repeat N] FILE

#include "io/input/inputsource.h"
#include "io/loader.h"
#include "io/writing/sitemapsplicer.h"
#include "io/writing/sitemapwriter.h"
#include "util/allocator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace Studio;

int main(int argc, char *argv[])
{
    tuneAllocator(); // as the applications do
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    int repeat = 3;
    QString path;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == u"--repeat" && i + 1 < arguments.size())
            repeat = qMax(1, arguments.at(++i).toInt());
        else
            path = arguments.at(i);
    }
    InputSource input = InputSource::fromFile(path);
    if (input.documents().size() != 1) {
        std::fprintf(stderr, "bench_save: %s is not one sitemap\n", qPrintable(path));
        return 1;
    }
    const QByteArray original = input.takeData(0);
    LoadOptions options;
    options.loadChildren = false;
    Sitemap sitemap = Loader::openBytes(original, path, options).sitemaps.value(0);
    if (sitemap.entries.isEmpty())
        return 1;
    const qsizetype middle = sitemap.entries.size() / 2;
    sitemap.entries[middle].setLastmod(W3cDateTime::fromString(u"2026-11-29"));

    double writeS = 1e9, spliceS = 1e9;
    SitemapSplicer::Result result;
    for (int run = 0; run < repeat; ++run) {
        QElapsedTimer timer;
        timer.start();
        const QByteArray written = SitemapWriter(sitemap).write();
        writeS = std::min(writeS, timer.nsecsElapsed() / 1e9);
        timer.restart();
        result = SitemapSplicer::write(sitemap, original);
        spliceS = std::min(spliceS, timer.nsecsElapsed() / 1e9);
    }
    const QJsonObject line {
        { QStringLiteral("entries"), sitemap.entries.size() },
        { QStringLiteral("bytes"), original.size() },
        { QStringLiteral("keptEntries"), result.keptEntries },
        { QStringLiteral("writeSeconds"), writeS },
        { QStringLiteral("spliceSeconds"), spliceS },
    };
    std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
    return 0;
}
