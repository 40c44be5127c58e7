// Checking benchmark: reads a workspace, times a full Checker::checkAll against the reading
// time measured in the same run, then edits single entries and times each Checker::recheck,
// then inserts, removes and moves entries and times the checker's update after each.
// Prints one line of JSON per file for tests/bench/run-bench.sh. Not a test: it asserts
// nothing and is not registered with ctest.
//
//   bench_check [--repeat N] [--edits N] FILE...

#include "util/allocator.h"
#include "io/loader.h"
#include "rules/checker.h"
#include "rules/fixes.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace Studio;

namespace {

// The kinds of edit a user makes in the editor, chosen so that the whole-set rules are
// exercised: a new URL, a duplicate of another entry, a lastmod change, a broken value.
void edit(Workspace &workspace, qint32 s, qsizetype e, int kind, QRandomGenerator &random)
{
    QList<UrlEntry> &entries = workspace.sitemaps[s].entries;
    UrlEntry &entry = entries[e];
    switch (kind % 4) {
    case 0:
        entry.setLoc(entry.loc() + QStringLiteral("-edited"));
        break;
    case 1:
        entry.setLoc(entries.at(random.bounded(entries.size())).loc());
        break;
    case 2:
        entry.setLastmod(W3cDateTime::fromString(QStringLiteral("2024-01-08T10:00:00Z")));
        break;
    default:
        entry.setChangefreqText(QStringLiteral("Sometimes"));
        break;
    }
}

// Median and maximum in milliseconds.
std::pair<double, double> medianAndMax(std::vector<qint64> times)
{
    if (times.empty())
        return { 0.0, 0.0 };
    std::sort(times.begin(), times.end());
    return { times[times.size() / 2] / 1e6, times.back() / 1e6 };
}

} // namespace

int main(int argc, char *argv[])
{
    tuneAllocator(); // as the applications do
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    int repeat = 3;
    int edits = 2000;
    QStringList files;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == u"--repeat" && i + 1 < arguments.size())
            repeat = qMax(1, arguments.at(++i).toInt());
        else if (arguments.at(i) == u"--edits" && i + 1 < arguments.size())
            edits = qMax(1, arguments.at(++i).toInt());
        else
            files.append(arguments.at(i));
    }
    for (const QString &file : std::as_const(files)) {
        qint64 bestRead = -1, bestCheck = -1;
        Workspace workspace;
        for (int r = 0; r < repeat; ++r) {
            QElapsedTimer timer;
            timer.start();
            workspace = Loader::open(file);
            const qint64 read = timer.nsecsElapsed();
            bestRead = bestRead < 0 ? read : qMin(bestRead, read);
        }
        qsizetype urls = 0;
        for (const Sitemap &sitemap : std::as_const(workspace.sitemaps))
            if (!sitemap.isIndex())
                urls += sitemap.entries.size();
        Checker checker;
        for (int r = 0; r < repeat; ++r) {
            QElapsedTimer timer;
            timer.start();
            checker.checkAll(workspace);
            const qint64 check = timer.nsecsElapsed();
            bestCheck = bestCheck < 0 ? check : qMin(bestCheck, check);
        }
        const qsizetype findings = checker.count(Severity::Error) + checker.count(Severity::Warning)
            + checker.count(Severity::Notice);

        // Single edits, each followed by a recheck, spread over the urlsets.
        QList<qint32> urlsets;
        for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
            if (!workspace.sitemaps.at(s).isIndex() && !workspace.sitemaps.at(s).entries.isEmpty())
                urlsets.append(s);
        std::vector<qint64> times;
        QRandomGenerator random(20241122);
        for (int i = 0; i < edits && !urlsets.isEmpty(); ++i) {
            const qint32 s = urlsets.at(random.bounded(urlsets.size()));
            const qsizetype e = random.bounded(workspace.sitemaps.at(s).entries.size());
            edit(workspace, s, e, i, random);
            QElapsedTimer timer;
            timer.start();
            checker.recheck(s, e);
            times.push_back(timer.nsecsElapsed());
        }
        std::sort(times.begin(), times.end());
        auto percentile = [&times](double p) {
            return times.empty()
                ? 0.0
                : times[std::min(times.size() - 1, size_t(p * double(times.size())))] / 1e6;
        };

        // Structural edits as the editor makes them: a new entry (a new URL, or a duplicate of
        // another entry), a deletion, a move (a removal and an insertion, timed together).
        std::vector<qint64> inserts, removals, moves;
        for (int i = 0; i < edits && !urlsets.isEmpty(); ++i) {
            const qint32 s = urlsets.at(random.bounded(urlsets.size()));
            QList<UrlEntry> &entries = workspace.sitemaps[s].entries;
            QElapsedTimer timer;
            switch (i % 3) {
            case 0: {
                const qsizetype at = random.bounded(entries.size() + 1);
                UrlEntry entry = entries.at(random.bounded(entries.size()));
                if (i % 2)
                    entry.setLoc(entry.loc() + QStringLiteral("-new"));
                entry.setSourceLine(0);
                Fixes::insertEntry(workspace, s, at, entry);
                timer.start();
                checker.entryInserted(s, at);
                inserts.push_back(timer.nsecsElapsed());
                break;
            }
            case 1: {
                if (entries.size() < 2)
                    break;
                const qsizetype at = random.bounded(entries.size());
                Fixes::removeEntry(workspace, s, at);
                timer.start();
                checker.entryRemoved(s, at);
                removals.push_back(timer.nsecsElapsed());
                break;
            }
            default: {
                const qsizetype from = random.bounded(entries.size());
                const qsizetype to = random.bounded(entries.size());
                const UrlEntry entry = entries.at(from);
                Fixes::removeEntry(workspace, s, from);
                timer.start();
                checker.entryRemoved(s, from);
                qint64 elapsed = timer.nsecsElapsed();
                Fixes::insertEntry(workspace, s, to, entry);
                timer.start();
                checker.entryInserted(s, to);
                elapsed += timer.nsecsElapsed();
                moves.push_back(elapsed);
                break;
            }
            }
        }
        const auto [insertMedian, insertMax] = medianAndMax(inserts);
        const auto [removeMedian, removeMax] = medianAndMax(removals);
        const auto [moveMedian, moveMax] = medianAndMax(moves);

        const QJsonObject line {
            { QStringLiteral("file"), file },
            { QStringLiteral("urls"), urls },
            { QStringLiteral("readSeconds"), bestRead / 1e9 },
            { QStringLiteral("checkSeconds"), bestCheck / 1e9 },
            { QStringLiteral("findings"), findings },
            { QStringLiteral("edits"), qint64(times.size()) },
            { QStringLiteral("recheckMedianMs"), percentile(0.5) },
            { QStringLiteral("recheckP99Ms"), percentile(0.99) },
            { QStringLiteral("recheckMaxMs"), times.empty() ? 0.0 : times.back() / 1e6 },
            { QStringLiteral("structuralEdits"),
              qint64(inserts.size() + removals.size() + moves.size()) },
            { QStringLiteral("insertMedianMs"), insertMedian },
            { QStringLiteral("insertMaxMs"), insertMax },
            { QStringLiteral("removeMedianMs"), removeMedian },
            { QStringLiteral("removeMaxMs"), removeMax },
            { QStringLiteral("moveMedianMs"), moveMedian },
            { QStringLiteral("moveMaxMs"), moveMax },
        };
        std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
        std::fflush(stdout);
    }
    return 0;
}
