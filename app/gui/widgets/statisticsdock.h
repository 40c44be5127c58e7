#pragma once

#include "review/coverage.h"
#include "review/statistics.h"

#include <QDockWidget>
#include <QFutureWatcher>
#include <QTimer>

#include <memory>

class QAbstractBarSeries;
class QBarSet;
class QChartView;
class QGraphicsSimpleTextItem;
class QScrollArea;
class QComboBox;
class QLabel;
class QStackedWidget;

namespace Studio {

class CoverageSession;
class EditorDocument;
class EntryFilterModel;
class FindingsModel;

// The review's charts for the open document: URLs per host, path segment, lastmod month,
// changefreq and priority, URLs with extensions, findings per rule and severity (see
// Statistics), one at a time, chosen in a combo box, with a summary line above.
//
// The numbers follow the document: a change restarts a short timer, and when it runs out the
// statistics are computed on a worker thread from an implicitly shared copy of the workspace
// and the findings, so that typing never waits for a million URLs to be counted. A result
// that a later change made stale is dropped and computed again. While the dock is hidden
// nothing is computed; showing it brings the charts up to date.
//
// The Segments chart shows the site's sections as an export by section would split them
// (by folder, two folders, language or content type), each with its images, videos, news
// and findings; only while it is shown are the sections counted. With Search Console's data
// imported (CoverageSession), each section's bar is split into its URLs indexed, not indexed,
// unknown to Google and not inspected, as a consultant asks "which part of the site is not
// indexed, and why": the tooltip names the reasons, and a click on a part shows its URLs.
//
// A click on a bar filters the entry table to the URLs it counts: through the filter model's
// entry predicate for the URL charts, and for the findings' charts by asking for the table's
// rule or severity filter (ruleChosen, severityChosen), which the window owns.
class StatisticsDock : public QDockWidget
{
    Q_OBJECT

public:
    // Quiet time after the last change before the statistics are computed again.
    static constexpr int UpdateDelayMs = 300;

    // None of the pointers is owned; they must outlive the dock.
    StatisticsDock(EditorDocument *document, FindingsModel *findings, EntryFilterModel *filter,
                   QWidget *parent = nullptr);
    ~StatisticsDock() override;

    // The numbers the chart shows (the last computation that was not stale).
    const Statistics &statistics() const { return *m_statistics; }
    Statistics::Chart chart() const { return m_chart; }
    void setChart(Statistics::Chart chart);
    // Shows the Segments chart of the sections `spec` names (as export's --group-by takes
    // it: "folder:1", "folder:2", "language", "type"), computing it when it is not yet.
    void setSegments(const QString &spec);
    QString segments() const { return m_segmentSpec; }
    // Search Console's data to split the sections' bars by (not owned; must outlive the dock).
    void setCoverage(CoverageSession *coverage);
    // Whether the chart shown splits the sections by Search Console's verdicts, and its counts
    // of the sections, by Segmenter key.
    bool showsCoverage() const { return m_chart == Statistics::Chart::Segments && m_hasCoverage; }
    const QHash<QString, CoverageJoin::Counts> &sectionCoverage() const { return m_coverage; }
    QChartView *chartView() const { return m_view; }
    // Which bar of the chart's statistics the chart's category `category` shows, and back;
    // -1 when there is none (the horizontal charts list the largest at the top, that is, last).
    int barAt(int category) const;
    int categoryOf(int bar) const;
    // What a click on bar `bar` (an index into statistics().bars(chart())) does; with Search
    // Console's data, a click on its part of `state` shows the section's URLs in that state.
    void activateBar(int bar, int state = -1);
    // True until the statistics reflect the document as it is now.
    bool isUpdatePending() const;

signals:
    // The user clicked a bar of the findings' charts: the table is to show the entries with
    // a finding of rule `ruleId`, or with a finding of at least `severity` (int(Severity)).
    void ruleChosen(const QString &ruleId);
    void severityChosen(int severity);
    // New numbers are shown.
    void statisticsUpdated();

private:
    // What a computation gives: the statistics, and Search Console's counts of the sections.
    struct Counted
    {
        Statistics statistics;
        QHash<QString, CoverageJoin::Counts> coverage;
        bool hasCoverage = false;
    };

    void scheduleUpdate();
    void startComputation();
    void computationFinished();
    void documentReset();
    void showChart();
    // Puts the bars' names and counts in place for the chart's current geometry.
    void placeLabels();
    void showSummary();
    void updateSelection();
    QString filterLabel(const Statistics::Bar &bar) const;
    // A segment's numbers: "1,204 URLs · 310 images · 2 errors"; without the URLs, what its
    // bar's count is followed by ("310 images · 2 errors").
    QString segmentCounts(const Statistics::Bar &bar, bool withUrls = true) const;
    // Search Console's counts of a section's bar (of the sections beyond the top bars, for
    // the rest), and what they say: "310 indexed · 12 not indexed"; with `reasons`, each
    // reason not indexed on its own line.
    CoverageJoin::Counts coverageOf(const Statistics::Bar &bar) const;
    QString coverageText(const CoverageJoin::Counts &counts, bool reasons) const;
    // A coverage state's name (int(CoverageJoin::UrlState)), as the legend writes it.
    static QString stateName(int state);
    // Whether the statistics shown hold the Segments chart of the sections chosen.
    bool segmentsCurrent() const { return m_computedSpec == m_segmentSpec; }

    EditorDocument *m_document; // not owned
    FindingsModel *m_findings; // not owned
    EntryFilterModel *m_filter; // not owned
    QComboBox *m_choice;
    QLabel *m_summary;
    // The coverage states' colours and names, above the chart while it shows them: a label
    // that wraps, where a chart's legend cuts the names short in a narrow dock.
    QLabel *m_legend;
    QStackedWidget *m_stack;
    QScrollArea *m_scroll;
    QChartView *m_view;
    QLabel *m_empty;
    QTimer m_delay;
    CoverageSession *m_coverageSession = nullptr; // not owned
    QFutureWatcher<Counted> m_watcher;
    bool m_stale = true; // the document changed since the last computation started
    // A computation was started and its result not yet taken (the watcher's own state turns
    // to finished before its signal arrives).
    bool m_computing = false;
    // Set to stop the computation under way; a new flag for each computation.
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
    // Shared with the table's filter predicate, which may outlive the next computation.
    std::shared_ptr<const Statistics> m_statistics;
    QHash<QString, CoverageJoin::Counts> m_coverage; // computed with m_statistics
    bool m_hasCoverage = false;
    Statistics::Chart m_chart = Statistics::Chart::Hosts;
    QString m_segmentSpec = QStringLiteral("folder:1"); // the sections the Segments chart shows
    QString m_computedSpec; // those m_statistics counted; empty when none
    QString m_computingSpec; // those of the computation under way
    QList<int> m_categoryBars; // category of the chart → bar of the statistics
    QList<QBarSet *> m_sets; // of the chart shown; owned by its series
    QList<int> m_setOfBar; // bar → index in m_sets of the set that draws it
    QAbstractBarSeries *m_series = nullptr; // of the chart shown, owned by it
    // The names and counts written beside the bars, by category; owned by the chart.
    QList<QGraphicsSimpleTextItem *> m_labelItems, m_countItems;
    // The Segments chart's: what else each section holds, after its count.
    QList<QGraphicsSimpleTextItem *> m_detailItems;
    // The bar the table is filtered to by this dock (a null key for none), to highlight it.
    Statistics::Chart m_filterChart = Statistics::Chart::Hosts;
    QString m_filterKey;
    QString m_filterSpec; // for the Segments chart: the sections the bar is one of
    bool m_filterRest = false;
    int m_filterState = -1; // the coverage state (CoverageJoin::UrlState) clicked; -1: none
    QString m_filterLabel; // what the filter model was given
};

} // namespace Studio
