// Editor benchmark: opens a workspace in the real MainWindow (offscreen) and times what a user
// waits for: the load until the first rows are painted, one keystroke of the URL filter over
// every row (until its rows are painted, and how long it keeps the window busy), and one edit
// until the warnings dock shows its result; plus the peak memory. With --coverage, Search
// Console's data imported (File → Import Search Console Data…) until it is joined with every
// URL, and the coverage filter's "Not indexed" until its rows are painted.
// Prints one line of JSON for tests/bench/run-bench.sh. Not a test: it asserts nothing.
//
//   QT_QPA_PLATFORM=offscreen bench_gui FILE [--coverage INSPECTIONS.jsonl]
//   QT_QPA_PLATFORM=offscreen bench_gui --crawl CRAWL
//
// With --crawl, a crawl kept by crawl --save is opened instead (File → Open Crawl…) beside a
// sitemap of one URL the crawl never met (a sitemap with no URL is not audited, and this one
// lacks every page of the crawl, so that the audit lists one finding a page): the time until
// the Crawl view's rows are painted, and the peak memory once the findings are listed.

#include "commands/replaceentry.h"
#include "commands/replaceworkspace.h"
#include "controllers/coveragecontroller.h"
#include "controllers/crawlcontroller.h"
#include "document/auditsession.h"
#include "document/coveragesession.h"
#include "document/editordocument.h"
#include "mainwindow.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "models/sitetreemodel.h"
#include "widgets/statisticsdock.h"
#include "widgets/warningsdock.h"

#include "benchsupport.h"
#include "util/allocator.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QTableView>
#include <QTreeView>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>

using namespace Studio;

namespace {

double msSince(const QElapsedTimer &timer)
{
    return timer.nsecsElapsed() / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    tuneAllocator(); // as the applications do
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Sitemap Studio Bench"));
    const QStringList arguments = QApplication::arguments();
    if (arguments.size() < 2) {
        std::fprintf(stderr, "usage: bench_gui FILE\n");
        return 2;
    }
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();

    if (arguments.at(1) == u"--crawl" && arguments.size() > 2) {
        Workspace one;
        one.sitemaps.append(Sitemap());
        UrlEntry entry;
        entry.setLoc(QStringLiteral("https://www.example.com/"));
        one.sitemaps.first().entries.append(entry);
        window.document()->undoStack()->push(
            new ReplaceWorkspace(window.document(), std::move(one), QStringLiteral("One URL")));
        QApplication::processEvents();
        const qint64 rssBefore = procStatusKiB("VmRSS");
        QElapsedTimer timer;
        timer.start();
        QString error;
        if (!window.crawlController()->openCrawl(arguments.at(2), &error)) {
            std::fprintf(stderr, "bench_gui: %s\n", qPrintable(error));
            return 1;
        }
        auto *crawlTable = window.findChild<QTableView *>(QStringLiteral("crawlTable"));
        QApplication::processEvents();
        crawlTable->viewport()->repaint();
        const double shownMs = msSince(timer);
        // The audit's findings listed with the warnings too (they come after a short delay):
        // the memory is taken with everything the window holds of the crawl.
        const qsizetype audited = window.findChild<AuditSession *>()->findings().size();
        FindingsModel *warnings = window.findChild<WarningsDock *>()->model();
        QElapsedTimer waited;
        waited.start();
        while (warnings->rowCount() < audited && waited.elapsed() < 30000)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        const QJsonObject line {
            { QStringLiteral("pages"), crawlTable->model()->rowCount() },
            { QStringLiteral("findingsListed"), warnings->rowCount() },
            { QStringLiteral("shownMs"), shownMs },
            { QStringLiteral("heldMiB"), (procStatusKiB("VmRSS") - rssBefore) / 1024.0 },
            { QStringLiteral("peakMiB"), procStatusKiB("VmHWM") / 1024.0 },
        };
        std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
        return 0;
    }

    QElapsedTimer timer;
    timer.start();
    // When the document takes what was read: the rest until the first rows is the window's.
    double readMs = 0;
    QObject::connect(window.document(), &EditorDocument::reset, &window,
                     [&readMs, &timer] { readMs = msSince(timer); });
    if (!window.openFile(arguments.at(1)))
        return 1;
    auto *table = window.findChild<QTableView *>(QStringLiteral("entryTable"));
    table->viewport()->repaint();
    const double firstRowsMs = msSince(timer);
    QApplication::processEvents();
    const double loadedMs = msSince(timer);
    // A large file's rules run after its rows show (EditorDocument::isChecking()): until their
    // findings are in, with the window taking events meanwhile.
    if (window.document()->isChecking()) {
        QEventLoop loop;
        QObject::connect(window.document(), &EditorDocument::checkingChanged, &loop,
                         &QEventLoop::quit);
        loop.exec();
    }
    const double checkedMs = msSince(timer);
    const double loadedPeakMiB = procStatusKiB("VmHWM") / 1024.0;
    const int rows = table->model()->rowCount();

    // One keystroke of the URL filter, then the next ones narrowing it, then clearing, five
    // rounds. For each keystroke: the time until its rows are painted (the rows of a large
    // table are found on a thread while the window takes events), until the model has them,
    // and how long the window was busy (the keystroke itself, taking the answer in, painting).
    auto *filter = window.findChild<QLineEdit *>(QStringLiteral("filterEdit"));
    auto *proxy = qobject_cast<EntryFilterModel *>(table->model());
    // The window idle first: the statistics of the new findings computed (on the cores the
    // filter uses too), so that a keystroke that lets events in does not meet them.
    if (auto *statistics = window.findChild<StatisticsDock *>()) {
        QElapsedTimer waited;
        waited.start();
        while (statistics->isUpdatePending() && waited.elapsed() < 60000)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    const QStringList keystrokes { QStringLiteral("p"), QStringLiteral("p1"), QStringLiteral("p12"),
                                   QString() };
    // The answer comes as a queued call to the model: from its arrival until criteriaApplied()
    // the window is busy with it.
    struct AnswerTimer : QObject
    {
        QElapsedTimer clock;
        double arrived = -1;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::MetaCall && arrived < 0)
                arrived = clock.nsecsElapsed() / 1e6;
            return false;
        }
    } answer;
    double answerBusy = 0;
    QObject::connect(proxy, &EntryFilterModel::criteriaApplied, &answer, [&] {
        if (answer.arrived >= 0)
            answerBusy += answer.clock.nsecsElapsed() / 1e6 - answer.arrived;
        answer.arrived = -1;
    });
    proxy->installEventFilter(&answer);
    answer.clock.start();
    // On a table of millions of rows the first rows are shown before the rest: the time until
    // they are painted too (the whole answer's time when it comes at once).
    double firstShownAt = -1;
    QObject::connect(proxy, &EntryFilterModel::firstRowsShown, &answer, [&] {
        if (firstShownAt >= 0)
            return;
        table->viewport()->repaint();
        firstShownAt = msSince(timer);
        // The window is busy from the first answer's arrival until it is painted, then idle
        // until the whole answer arrives.
        if (answer.arrived >= 0)
            answerBusy += answer.clock.nsecsElapsed() / 1e6 - answer.arrived;
        answer.arrived = -1;
    });
    std::vector<std::vector<double>> shownMs(size_t(keystrokes.size())),
        answeredMs(size_t(keystrokes.size())), busyMs(size_t(keystrokes.size())),
        firstMs(size_t(keystrokes.size()));
    int matching = 0;
    for (int round = 0; round < 5; ++round) {
        for (qsizetype k = 0; k < keystrokes.size(); ++k) {
            answerBusy = 0;
            answer.arrived = -1;
            firstShownAt = -1;
            timer.restart();
            filter->setText(keystrokes.at(k));
            const double typedMs = msSince(timer);
            while (proxy->isPending())
                QApplication::processEvents(QEventLoop::WaitForMoreEvents);
            answeredMs[size_t(k)].push_back(msSince(timer));
            QElapsedTimer paint;
            paint.start();
            table->viewport()->repaint();
            shownMs[size_t(k)].push_back(msSince(timer));
            firstMs[size_t(k)].push_back(firstShownAt >= 0 ? firstShownAt
                                                           : shownMs[size_t(k)].back());
            busyMs[size_t(k)].push_back(typedMs + answerBusy + msSince(paint));
            if (keystrokes.at(k) == u"p12")
                matching = table->model()->rowCount();
        }
    }
    proxy->removeEventFilter(&answer);
    auto medianOf = [](std::vector<double> values) {
        std::sort(values.begin(), values.end());
        return values.at(values.size() / 2);
    };
    auto maxOf = [](const std::vector<double> &values) {
        return *std::max_element(values.cbegin(), values.cend());
    };
    // Per keystroke its median over the rounds; the slowest keystroke counts. The max is the
    // slowest single keystroke of every round.
    double filterMs = 0, filterModelMs = 0, filterBusyMs = 0, filterMaxMs = 0, filterBusyMaxMs = 0,
           filterFirstMs = 0;
    QJsonObject perKeystroke;
    for (qsizetype k = 0; k < keystrokes.size(); ++k) {
        const size_t i = size_t(k);
        filterMs = std::max(filterMs, medianOf(shownMs[i]));
        filterModelMs = std::max(filterModelMs, medianOf(answeredMs[i]));
        filterBusyMs = std::max(filterBusyMs, medianOf(busyMs[i]));
        filterMaxMs = std::max(filterMaxMs, maxOf(shownMs[i]));
        filterBusyMaxMs = std::max(filterBusyMaxMs, maxOf(busyMs[i]));
        filterFirstMs = std::max(filterFirstMs, medianOf(firstMs[i]));
        perKeystroke.insert(
            keystrokes.at(k).isEmpty() ? QStringLiteral("(cleared)") : keystrokes.at(k),
            QJsonObject { { QStringLiteral("shownMedianMs"), medianOf(shownMs[i]) },
                          { QStringLiteral("firstShownMedianMs"), medianOf(firstMs[i]) },
                          { QStringLiteral("shownMaxMs"), maxOf(shownMs[i]) },
                          { QStringLiteral("busyMedianMs"), medianOf(busyMs[i]) },
                          { QStringLiteral("busyMaxMs"), maxOf(busyMs[i]) } });
    }

    // Edits of single entries until the warnings dock has the new findings.
    EditorDocument *document = window.document();
    const FindingsModel *findings
        = window.findChild<WarningsDock *>(QStringLiteral("warningsDock"))->model();
    std::vector<double> editMs, modelMs;
    for (int i = 0; i < 41; ++i) {
        const EntryRef ref = window.entryModel()->entryAt(window.entryModel()->index(i * 997, 0));
        UrlEntry changed = document->entry(ref);
        changed.setLastmod(W3cDateTime::fromString(i % 2 ? QStringLiteral("2024-01-08 10:00")
                                                         : QStringLiteral("2024-01-08")));
        timer.restart();
        document->undoStack()->push(
            new ReplaceEntry(document, ref, changed, QStringLiteral("bench")));
        // The document, the checker and every model have their answer here; what follows is
        // painting what changed.
        modelMs.push_back(msSince(timer));
        QApplication::processEvents();
        editMs.push_back(msSince(timer));
    }
    auto median = [](std::vector<double> values) {
        std::sort(values.begin(), values.end());
        return values.at(values.size() / 2);
    };

    // Search Console's data: imported until joined with every URL (the findings listed), then
    // the coverage filter's "Not indexed" and back to every URL, five rounds, each until its
    // rows are painted; the slower median counts.
    double coverageJoinMs = 0, coverageFilterMs = 0;
    int notIndexed = 0;
    if (const qsizetype at = arguments.indexOf(QStringLiteral("--coverage"));
        at > 0 && at + 1 < arguments.size()) {
        CoverageSession *coverage = window.coverage();
        timer.restart();
        if (window.coverageController()->importFiles({ arguments.at(at + 1) }) != 1)
            return 1;
        while (coverage->isJoining())
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        QApplication::processEvents();
        coverageJoinMs = msSince(timer);
        auto *choice = window.findChild<QComboBox *>(QStringLiteral("coverageFilter"));
        const int notIndexedChoice = choice->findText(QStringLiteral("Not indexed"));
        std::vector<double> chosenMs, clearedMs;
        for (int round = 0; round < 5; ++round) {
            for (const int index : { notIndexedChoice, 0 }) {
                timer.restart();
                choice->setCurrentIndex(index);
                while (proxy->isPending())
                    QApplication::processEvents(QEventLoop::WaitForMoreEvents);
                table->viewport()->repaint();
                (index ? chosenMs : clearedMs).push_back(msSince(timer));
                if (index)
                    notIndexed = table->model()->rowCount();
            }
        }
        coverageFilterMs = std::max(median(chosenMs), median(clearedMs));
    }

    // The site tree on the same document: its hosts when it is first shown, then expanding the
    // host and the largest folder under it (each ordering only the level it shows), each until
    // painted.
    QTreeView siteView;
    siteView.resize(400, 800);
    SiteTreeModel siteModel(document);
    timer.restart();
    siteView.setModel(&siteModel);
    siteView.show();
    siteView.viewport()->repaint();
    const double siteFirstMs = msSince(timer);
    const QModelIndex host = siteModel.index(0, 0);
    timer.restart();
    siteView.expand(host);
    siteView.viewport()->repaint();
    const double siteHostMs = msSince(timer);
    QModelIndex largest;
    for (int row = 0; row < siteModel.rowCount(host); ++row) {
        const QModelIndex folder = siteModel.index(row, 0, host);
        if (siteModel.hasChildren(folder)
            && (!largest.isValid()
                || folder.data(SiteTreeModel::CountRole).toInt()
                    > largest.data(SiteTreeModel::CountRole).toInt()))
            largest = folder;
    }
    double folderMs = 0;
    int folderUrls = 0;
    if (largest.isValid()) {
        folderUrls = largest.data(SiteTreeModel::CountRole).toInt();
        timer.restart();
        siteView.expand(largest);
        siteView.viewport()->repaint();
        folderMs = msSince(timer);
    }
    // One URL edited into that folder, then back (undo): its page moves, until painted; the
    // slower of the two.
    double moveMs = 0;
    const qint32 firstUrls = document->workspace().root().isIndex() ? 1 : 0;
    if (largest.isValid() && firstUrls < document->workspace().sitemaps.size()) {
        const EntryRef ref { firstUrls, 0 };
        UrlEntry moved = document->entry(ref);
        moved.setLoc(largest.data(SiteTreeModel::PrefixRole).toString()
                     + QStringLiteral("moved-here.html"));
        timer.restart();
        document->undoStack()->push(
            new ReplaceEntry(document, ref, moved, QStringLiteral("bench")));
        siteView.viewport()->repaint();
        moveMs = msSince(timer);
        timer.restart();
        document->undoStack()->undo();
        siteView.viewport()->repaint();
        moveMs = std::max(moveMs, msSince(timer));
    }

    const QJsonObject line {
        { QStringLiteral("siteTreeFirstMs"), siteFirstMs },
        { QStringLiteral("siteTreeHostMs"), siteHostMs },
        { QStringLiteral("siteTreeFolderUrls"), folderUrls },
        { QStringLiteral("siteTreeFolderMs"), folderMs },
        { QStringLiteral("siteTreeMoveMs"), moveMs },
        { QStringLiteral("file"), arguments.at(1) },
        { QStringLiteral("rows"), rows },
        { QStringLiteral("readMs"), readMs },
        { QStringLiteral("firstRowsMs"), firstRowsMs },
        { QStringLiteral("loadedMs"), loadedMs },
        { QStringLiteral("findingsInMs"), checkedMs },
        // The slowest keystroke's median time until its rows are painted, and until the model
        // has them; the slowest single one; how long a keystroke keeps the window busy.
        { QStringLiteral("filterKeystrokeMaxMs"), filterMs },
        { QStringLiteral("filterFirstRowsMaxMs"), filterFirstMs },
        { QStringLiteral("filterModelMaxMs"), filterModelMs },
        { QStringLiteral("filterKeystrokeWorstMs"), filterMaxMs },
        { QStringLiteral("filterBusyMaxMs"), filterBusyMs },
        { QStringLiteral("filterBusyWorstMs"), filterBusyMaxMs },
        { QStringLiteral("filterKeystrokes"), perKeystroke },
        { QStringLiteral("filterMatches"), matching },
        { QStringLiteral("editToWarningsMedianMs"), median(editMs) },
        { QStringLiteral("editToWarningsMaxMs"),
          *std::max_element(editMs.cbegin(), editMs.cend()) },
        { QStringLiteral("editModelsMedianMs"), median(modelMs) },
        { QStringLiteral("findingsListed"), findings->rowCount() },
        { QStringLiteral("coverageJoinMs"), coverageJoinMs },
        { QStringLiteral("coverageFilterMs"), coverageFilterMs },
        { QStringLiteral("coverageNotIndexed"), notIndexed },
        { QStringLiteral("peakMiB"), procStatusKiB("VmHWM") / 1024.0 },
        { QStringLiteral("loadedPeakMiB"), loadedPeakMiB },
    };
    std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
    return 0;
}
