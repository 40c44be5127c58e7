#include "statisticsdock.h"

#include "barchartview.h"

#include "document/coveragesession.h"
#include "document/editordocument.h"
#include "models/entryfiltermodel.h"
#include "models/findingsmodel.h"
#include "review/svgchart.h"

#include <QAction>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QLegend>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QStackedBarSeries>
#include <QStackedWidget>
#include <QToolTip>
#include <QValueAxis>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

using Chart = Statistics::Chart;
using Bar = Statistics::Bar;

// How a bar is filled. The chart draws one bar set per fill, stacked, each holding its bars'
// counts and zero elsewhere, so that every category shows one bar in its own colour.
enum Fill { Regular, Rest, ErrorFill, WarningFill, NoticeFill, FillCount };

Fill fillOf(Severity severity)
{
    return severity == Severity::Error ? ErrorFill
        : severity == Severity::Warning ? WarningFill
                                        : NoticeFill;
}

// Findings take their severity's colour (a rule's bar, its rule's); bars that gather the rest
// are grey.
Fill fillOf(Chart chart, const Bar &bar)
{
    if (chart == Chart::Severities)
        return fillOf(bar.key == severityName(Severity::Error)       ? Severity::Error
                          : bar.key == severityName(Severity::Warning) ? Severity::Warning
                                                                       : Severity::Notice);
    if (chart == Chart::Rules) {
        const Rule *rule = RuleCatalogue::find(QLatin1StringView(bar.key.toLatin1()));
        return rule ? fillOf(rule->severity) : Regular;
    }
    return bar.rest ? Rest : Regular;
}

QColor colourOf(Fill fill)
{
    // The report's colours, so that the window and the HTML report look alike.
    switch (fill) {
    case Regular: return QColor(QString(SvgChart::BarColour));
    case Rest: return QColor(QString(SvgChart::RestColour));
    case ErrorFill: return QColor(QString(SvgChart::ErrorColour));
    case WarningFill: return QColor(QString(SvgChart::WarningColour));
    case NoticeFill: return QColor(QString(SvgChart::NoticeColour));
    case FillCount: break;
    }
    return {};
}

// More months than this are labelled at the quarters only, more than MonthsByYear at each
// January only, so that the labels do not overlap.
constexpr int MonthsByQuarter = 36;
constexpr int MonthsByYear = 120;
// Up to this many months each has its count above its bar.
constexpr int MaxCountedMonths = 24;
// The share of a row that a horizontal bar takes; the rest holds its name above it.
constexpr qreal BarThickness = 0.45;
// The chart choice's role for the sections a Segments item shows ("folder:1").
constexpr int SpecRole = Qt::UserRole + 1;

using UrlState = CoverageJoin::UrlState;
constexpr UrlState CoverageStates[]
    = { UrlState::Indexed, UrlState::NotIndexed, UrlState::Unknown, UrlState::NotInspected };

qsizetype countOf(const CoverageJoin::Counts &counts, UrlState state)
{
    switch (state) {
    case UrlState::Indexed: return counts.indexed;
    case UrlState::NotIndexed: return counts.notIndexed;
    case UrlState::Unknown: return counts.unknown;
    case UrlState::NotInspected: return counts.notInspected;
    }
    return 0;
}

// Each state's part of a section's bar: told apart by lightness as well as hue (blue, orange,
// purple, light grey), so that they read apart without colour vision too.
QColor colourOf(UrlState state)
{
    switch (state) {
    case UrlState::Indexed: return QColor(QString(SvgChart::BarColour));
    case UrlState::NotIndexed: return QColor(QString(SvgChart::WarningColour));
    case UrlState::Unknown: return QColor(u"#8e44ad"_s);
    case UrlState::NotInspected: return QColor(u"#c9ced4"_s);
    }
    return {};
}

} // namespace

StatisticsDock::StatisticsDock(EditorDocument *document, FindingsModel *findings,
                               EntryFilterModel *filter, QWidget *parent)
    : QDockWidget(tr("Statistics"), parent)
    , m_document(document)
    , m_findings(findings)
    , m_filter(filter)
    , m_statistics(std::make_shared<const Statistics>())
{
    setObjectName(u"statisticsDock"_s);
    toggleViewAction()->setObjectName(u"actionShowStatistics"_s);
    toggleViewAction()->setStatusTip(tr("Show or hide the charts of hosts, dates and findings"));

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new QHBoxLayout;
    m_choice = new QComboBox(content);
    // The longest chart's name ("Adresy URL podle sekcí: dvě úrovně složek") would set the
    // dock's width, and with it the window's; the list shows the names whole.
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(18);
    m_choice->setObjectName(u"statisticsChartChoice"_s);
    m_choice->setAccessibleName(tr("Chart"));
    for (Chart chart : Statistics::charts())
        m_choice->addItem(Statistics::title(chart), int(chart));
    // The sections an export can split by (Export → Split by), apart from patterns, which
    // need a file.
    const std::pair<QString, QString> sections[] = {
        { tr("URLs per section: folder"), u"folder:1"_s },
        { tr("URLs per section: two folder levels"), u"folder:2"_s },
        { tr("URLs per section: language"), u"language"_s },
        { tr("URLs per section: content type"), u"type"_s },
    };
    for (const auto &[title, spec] : sections) {
        m_choice->addItem(title, int(Chart::Segments));
        m_choice->setItemData(m_choice->count() - 1, spec, SpecRole);
    }
    // No mnemonic: the letters of "Chart" are the entry editor's and the menus', and a dock
    // behind another's tab keeps its shortcuts.
    auto *choiceLabel = new QLabel(tr("Chart:"), content);
    choiceLabel->setBuddy(m_choice);
    bar->addWidget(choiceLabel);
    bar->addWidget(m_choice, 1);
    layout->addLayout(bar);
    m_summary = new QLabel(content);
    m_summary->setObjectName(u"statisticsSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_legend = new QLabel(content);
    m_legend->setObjectName(u"statisticsLegend"_s);
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    m_legend->hide();
    layout->addWidget(m_legend);

    m_stack = new QStackedWidget(content);
    m_stack->setObjectName(u"statisticsStack"_s);
    m_view = new QChartView;
    m_view->setObjectName(u"statisticsChartView"_s);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumWidth(fontMetrics().averageCharWidth() * 30);
    m_view->setToolTip(tr("Click a bar to show its entries in the table"));
    m_view->setAccessibleName(tr("Statistics chart"));
    // The chart takes the height its bars need to be read; the dock scrolls when it is less.
    m_scroll = new QScrollArea(m_stack);
    m_scroll->setObjectName(u"statisticsScroll"_s);
    m_scroll->setWidget(m_view);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_empty = new QLabel(m_stack);
    m_empty->setObjectName(u"statisticsEmpty"_s);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    m_stack->addWidget(m_scroll);
    m_stack->addWidget(m_empty);
    layout->addWidget(m_stack, 1);
    setWidget(content);

    m_delay.setSingleShot(true);
    m_delay.setInterval(UpdateDelayMs);
    connect(&m_delay, &QTimer::timeout, this, &StatisticsDock::startComputation);
    connect(&m_watcher, &QFutureWatcherBase::finished, this,
            &StatisticsDock::computationFinished);
    connect(m_choice, &QComboBox::currentIndexChanged, this, [this] {
        const Chart chart = Chart(m_choice->currentData().toInt());
        if (chart == Chart::Segments)
            setSegments(m_choice->currentData(SpecRole).toString());
        else
            setChart(chart);
    });

    // Every change of the entries or the findings; the findings model follows the checker
    // (and adds the link check's), so its changes cover the findings of edits too.
    connect(document, &EditorDocument::reset, this, &StatisticsDock::documentReset);
    connect(document, &EditorDocument::entryChanged, this, &StatisticsDock::scheduleUpdate);
    connect(document, &EditorDocument::entriesChanged, this, &StatisticsDock::scheduleUpdate);
    connect(document, &EditorDocument::entryInserted, this, &StatisticsDock::scheduleUpdate);
    connect(document, &EditorDocument::entryRemoved, this, &StatisticsDock::scheduleUpdate);
    connect(findings, &QAbstractItemModel::modelReset, this, &StatisticsDock::scheduleUpdate);
    connect(findings, &QAbstractItemModel::rowsInserted, this, &StatisticsDock::scheduleUpdate);
    connect(findings, &QAbstractItemModel::rowsRemoved, this, &StatisticsDock::scheduleUpdate);
    connect(findings, &QAbstractItemModel::dataChanged, this, &StatisticsDock::scheduleUpdate);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_stale) {
            m_delay.stop();
            startComputation();
        }
    });
    connect(filter, &EntryFilterModel::entryPredicateChanged, this, [this](const QString &label) {
        // Cleared, or set by someone else: this dock's bar is no longer the filter.
        if (m_filterKey.isNull() || label == m_filterLabel)
            return;
        m_filterKey = QString();
        m_filterLabel.clear();
        updateSelection();
    });

    showSummary();
    showChart();
    scheduleUpdate();
}

StatisticsDock::~StatisticsDock() = default;

void StatisticsDock::setChart(Chart chart)
{
    if (chart == Chart::Segments) {
        setSegments(m_segmentSpec);
        return;
    }
    if (chart == m_chart)
        return;
    m_chart = chart;
    const int index = m_choice->findData(int(chart));
    if (index != m_choice->currentIndex())
        m_choice->setCurrentIndex(index);
    showChart();
}

void StatisticsDock::setSegments(const QString &spec)
{
    if (m_chart == Chart::Segments && spec == m_segmentSpec)
        return;
    m_chart = Chart::Segments;
    m_segmentSpec = spec;
    for (int i = 0; i < m_choice->count(); ++i)
        if (m_choice->itemData(i, SpecRole).toString() == spec) {
            if (i != m_choice->currentIndex())
                m_choice->setCurrentIndex(i);
            break;
        }
    if (!segmentsCurrent() && m_computingSpec != spec) {
        // Counted afresh for these sections; a computation for others is dropped.
        m_stale = true;
        m_cancel->store(true);
        m_delay.stop();
        startComputation();
    }
    showChart();
}

void StatisticsDock::setCoverage(CoverageSession *coverage)
{
    m_coverageSession = coverage;
    // Data imported or cleared: the sections' bars are split anew. The other charts do not
    // show it, and are not counted again for it.
    connect(coverage, &CoverageSession::dataChanged, this, [this] {
        if (m_chart != Chart::Segments && !m_hasCoverage)
            return;
        m_stale = true;
        m_cancel->store(true);
        m_delay.stop();
        startComputation();
    });
}

int StatisticsDock::barAt(int category) const
{
    return category >= 0 && category < m_categoryBars.size() ? m_categoryBars.at(category) : -1;
}

int StatisticsDock::categoryOf(int bar) const
{
    return int(m_categoryBars.indexOf(bar));
}

bool StatisticsDock::isUpdatePending() const
{
    return m_stale || m_delay.isActive() || m_computing;
}

void StatisticsDock::scheduleUpdate()
{
    m_stale = true;
    // A computation under way counts what is no longer there: stop it, so that a burst of
    // edits does not keep a core busy with results that are dropped.
    m_cancel->store(true);
    m_delay.start();
}

void StatisticsDock::startComputation()
{
    // A hidden dock computes nothing; becoming visible brings it up to date. One computation
    // at a time: the one running starts the next when it ends.
    if (!isVisible() || m_computing)
        return;
    m_stale = false;
    m_computing = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    // The sections are counted while their chart is shown (keyOf() parses every URL).
    m_computingSpec = m_chart == Chart::Segments ? m_segmentSpec : QString();
    QString unused;
    const Segmenter sections = m_computingSpec.isEmpty()
        ? Segmenter()
        : Segmenter::fromSpec(m_computingSpec, &unused);
    // Search Console's verdicts are joined with the sections only: a lookup a URL.
    std::shared_ptr<const CoverageData> coverage;
    if (!sections.isNull() && m_coverageSession && m_coverageSession->hasData())
        coverage = m_coverageSession->data();
    // Copies that share the document's data; an edit while they are in use copies what it
    // changes, so the worker reads a consistent snapshot.
    m_watcher.setFuture(QtConcurrent::run([workspace = m_document->workspace(),
                                           findings = m_findings->findings(),
                                           cancel = m_cancel, sections, coverage] {
        Counted counted { Statistics::compute(workspace, findings, cancel.get(), sections), {},
                          false };
        if (!coverage)
            return counted;
        CoverageJoin join(*coverage, sections, CoverageJoin::Keep::Counts);
        for (qsizetype at = 0; at < workspace.sitemaps.size(); ++at)
            join.add(workspace.sitemaps.at(at), qint32(at), cancel.get());
        for (const CoverageJoin::Row &row : join.rows())
            counted.coverage.insert(row.key, row.counts);
        counted.hasCoverage = true;
        return counted;
    }));
}

void StatisticsDock::computationFinished()
{
    m_computing = false;
    if (m_stale) {
        m_computingSpec.clear();
        // The document changed meanwhile: drop the result. The timer starts the next
        // computation when the changes pause; if it already ran out, start it now.
        if (!m_delay.isActive())
            startComputation();
        return;
    }
    Counted counted = m_watcher.result();
    m_statistics = std::make_shared<const Statistics>(std::move(counted.statistics));
    m_coverage = std::move(counted.coverage);
    m_hasCoverage = counted.hasCoverage;
    m_computedSpec = std::exchange(m_computingSpec, QString());
    showSummary();
    showChart();
    emit statisticsUpdated();
}

void StatisticsDock::documentReset()
{
    // Another document: a bar of the last one no longer names its URLs.
    if (!m_filterKey.isNull()) {
        m_filterKey = QString();
        m_filterLabel.clear();
        m_filter->clearEntryPredicate();
    }
    // A document just opened: no burst of edits to wait for.
    m_stale = true;
    m_cancel->store(true);
    m_delay.stop();
    startComputation();
}

QString StatisticsDock::filterLabel(const Bar &bar) const
{
    const QString &value = bar.label;
    switch (m_chart) {
    case Chart::Hosts: return tr("Host: %1").arg(value);
    case Chart::PathSegments: return tr("Path: %1").arg(value);
    case Chart::LastmodMonths: return tr("Lastmod: %1").arg(value);
    case Chart::Changefreq: return tr("Changefreq: %1").arg(value);
    case Chart::Priority: return tr("Priority: %1").arg(value);
    case Chart::Extensions: return tr("With %1").arg(value.toLower());
    case Chart::Segments: return bar.rest ? tr("Other sections") : tr("Section: %1").arg(value);
    case Chart::Rules:
    case Chart::Severities: break;
    }
    return value;
}

QString StatisticsDock::segmentCounts(const Bar &bar, bool withUrls) const
{
    const QLocale locale;
    SegmentStatistics::Counts counts;
    if (bar.rest) {
        // The sections beyond the top bars, together.
        const QList<Bar> &bars = m_statistics->bars(Chart::Segments);
        for (const SegmentStatistics::Row &row : m_statistics->segments().rows()) {
            const bool shown = std::any_of(bars.cbegin(), bars.cend(), [&](const Bar &b) {
                return !b.rest && b.key == row.key;
            });
            if (shown)
                continue;
            counts.urls += row.counts.urls;
            counts.images += row.counts.images;
            counts.videos += row.counts.videos;
            counts.news += row.counts.news;
            counts.errors += row.counts.errors;
            counts.warnings += row.counts.warnings;
            counts.notices += row.counts.notices;
        }
    } else {
        for (const SegmentStatistics::Row &row : m_statistics->segments().rows())
            if (row.key == bar.key) {
                counts = row.counts;
                break;
            }
    }
    QStringList parts;
    if (withUrls)
        parts.append(tr("%Ln URLs", nullptr, int(counts.urls)));
    if (counts.images > 0)
        parts.append(tr("%Ln images", nullptr, int(counts.images)));
    if (counts.videos > 0)
        parts.append(tr("%Ln videos", nullptr, int(counts.videos)));
    if (counts.news > 0)
        parts.append(tr("%Ln news", nullptr, int(counts.news)));
    if (counts.errors > 0)
        parts.append(tr("%Ln errors", nullptr, int(counts.errors)));
    if (counts.warnings > 0)
        parts.append(tr("%Ln warnings", nullptr, int(counts.warnings)));
    if (counts.notices > 0)
        parts.append(tr("%Ln notices", nullptr, int(counts.notices)));
    return parts.join(u" · "_s);
}

CoverageJoin::Counts StatisticsDock::coverageOf(const Bar &bar) const
{
    if (!bar.rest)
        return m_coverage.value(bar.key);
    // The sections beyond the top bars, together.
    CoverageJoin::Counts sum;
    const QList<Bar> &bars = m_statistics->bars(Chart::Segments);
    for (auto it = m_coverage.cbegin(); it != m_coverage.cend(); ++it) {
        const bool shown = std::any_of(bars.cbegin(), bars.cend(), [&](const Bar &b) {
            return !b.rest && b.key == it.key();
        });
        if (shown)
            continue;
        const CoverageJoin::Counts &c = it.value();
        sum.submitted += c.submitted;
        sum.indexed += c.indexed;
        sum.notIndexed += c.notIndexed;
        sum.unknown += c.unknown;
        sum.notInspected += c.notInspected;
        for (const CoverageJoin::Reason &reason : c.reasons) {
            auto known = std::find_if(sum.reasons.begin(), sum.reasons.end(),
                                      [&](const auto &r) { return r.text == reason.text; });
            if (known == sum.reasons.end())
                sum.reasons.append(reason);
            else
                known->urls += reason.urls;
        }
    }
    return sum;
}

QString StatisticsDock::coverageText(const CoverageJoin::Counts &counts, bool reasons) const
{
    QStringList parts;
    if (counts.indexed > 0)
        parts.append(tr("%Ln indexed", nullptr, int(counts.indexed)));
    if (counts.notIndexed > 0)
        parts.append(tr("%Ln not indexed", nullptr, int(counts.notIndexed)));
    if (counts.unknown > 0)
        parts.append(tr("%Ln unknown to Google", nullptr, int(counts.unknown)));
    if (counts.notInspected > 0)
        parts.append(tr("%Ln not inspected", nullptr, int(counts.notInspected)));
    QString text = parts.join(u" · "_s);
    if (!reasons)
        return text;
    // The reasons, the most frequent first, as Search Console's report lists them.
    QList<CoverageJoin::Reason> sorted = counts.reasons;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto &a, const auto &b) { return a.urls > b.urls; });
    for (const CoverageJoin::Reason &reason : std::as_const(sorted))
        text += u'\n' + tr("Not indexed: %1: %2").arg(reason.text, QLocale().toString(reason.urls));
    return text;
}

QString StatisticsDock::stateName(int state)
{
    switch (UrlState(state)) {
    case UrlState::Indexed: return tr("Indexed");
    case UrlState::NotIndexed: return tr("Not indexed");
    case UrlState::Unknown: return tr("Unknown to Google");
    case UrlState::NotInspected: return tr("Not inspected");
    }
    return {};
}

void StatisticsDock::activateBar(int index, int state)
{
    const QList<Bar> &bars = m_statistics->bars(m_chart);
    if (index < 0 || index >= bars.size())
        return;
    const Bar bar = bars.at(index);
    switch (m_chart) {
    case Chart::Rules:
        emit ruleChosen(bar.key);
        return;
    case Chart::Severities:
        emit severityChosen(int(bar.key == severityName(Severity::Error)       ? Severity::Error
                                    : bar.key == severityName(Severity::Warning) ? Severity::Warning
                                                                                 : Severity::Notice));
        return;
    default:
        break;
    }
    m_filterChart = m_chart;
    m_filterSpec = m_chart == Chart::Segments ? m_computedSpec : QString();
    m_filterKey = bar.key;
    m_filterRest = bar.rest;
    m_filterLabel = filterLabel(bar);
    // A part of a section's bar: its URLs in that state, as the coverage filter finds them.
    std::function<bool(const UrlEntry &)> inState;
    m_filterState = showsCoverage() && m_coverageSession ? state : -1;
    if (m_filterState >= 0) {
        using Filter = CoverageSession::Filter;
        const Filter filter = UrlState(state) == UrlState::Indexed ? Filter::Indexed
            : UrlState(state) == UrlState::NotIndexed              ? Filter::NotIndexed
            : UrlState(state) == UrlState::Unknown                 ? Filter::Unknown
                                                                   : Filter::NotInspected;
        inState = m_coverageSession->predicate(filter);
        m_filterLabel = tr("%1, %2").arg(m_filterLabel, stateName(state).toLower());
    }
    // The predicate keeps the statistics it was made from: "other" means the hosts beyond
    // the top bars that were clicked, even after the numbers are computed again.
    const std::shared_ptr<const Statistics> statistics = m_statistics;
    const Chart chart = m_chart;
    m_filter->setEntryPredicate(m_filterLabel,
                                [statistics, chart, bar, inState](const UrlEntry &entry) {
                                    return statistics->matches(chart, bar, entry)
                                        && (!inState || inState(entry));
                                });
    updateSelection();
}

void StatisticsDock::showSummary()
{
    const Statistics::Summary &s = m_statistics->summary();
    const QLocale locale;
    QStringList formats;
    for (auto it = s.formats.cbegin(); it != s.formats.cend(); ++it)
        formats.append(s.formats.size() == 1 ? it.key()
                                             : tr("%1: %2").arg(it.key(), locale.toString(it.value())));
    QString files = s.failedFiles > 0
        ? tr("%1, %2 unreadable").arg(locale.toString(s.files), locale.toString(s.failedFiles))
        : locale.toString(s.files);
    if (!formats.isEmpty())
        files = tr("%1 (%2)").arg(files, formats.join(u"; "_s));
    QString size = locale.formattedDataSize(s.bytes);
    if (s.uncompressedBytes > s.bytes)
        size = tr("%1, %2 uncompressed").arg(size, locale.formattedDataSize(s.uncompressedBytes));
    QString text = tr("URLs: %1 · Files: %2 · Size: %3\nErrors: %4 · Warnings: %5 · Notices: %6")
                       .arg(locale.toString(s.urls), files, size, locale.toString(s.errors),
                            locale.toString(s.warnings), locale.toString(s.notices));
    if (m_hasCoverage) {
        // What Google made of the whole, beside what the sections' bars show of each part.
        CoverageJoin::Counts total;
        for (const CoverageJoin::Counts &c : std::as_const(m_coverage)) {
            total.indexed += c.indexed;
            total.notIndexed += c.notIndexed;
            total.unknown += c.unknown;
            total.notInspected += c.notInspected;
        }
        text += u'\n' + tr("Search Console: %1").arg(coverageText(total, false));
    }
    m_summary->setText(text);
}

void StatisticsDock::showChart()
{
    const QList<Bar> &bars = m_statistics->bars(m_chart);
    m_categoryBars.clear();
    m_sets.clear();
    m_setOfBar.clear();
    m_labelItems.clear();
    m_countItems.clear();
    m_detailItems.clear();
    m_series = nullptr;
    qsizetype largest = 0;
    for (const Bar &bar : bars)
        largest = std::max(largest, bar.count);
    const bool counting = m_chart == Chart::Segments && !segmentsCurrent();
    if (largest == 0 || counting) {
        const bool findings = m_chart == Chart::Rules || m_chart == Chart::Severities;
        m_empty->setText(counting || (isUpdatePending() && m_statistics->summary().files == 0)
                             ? tr("Counting…")
                         : findings ? tr("No findings: the checks found nothing to report.")
                                    : tr("No URLs to count."));
        m_legend->hide();
        m_stack->setCurrentWidget(m_empty);
        return;
    }

    // Horizontal bars read best for names (hosts, paths, rules): the largest at the top,
    // which is the last category of a horizontal chart. Months stand upright, oldest first.
    const bool upright = m_chart == Chart::LastmodMonths;
    const qsizetype n = bars.size();
    for (qsizetype category = 0; category < n; ++category)
        m_categoryBars.append(int(upright ? category : n - 1 - category));

    // Months are the category axis's labels; names are written above their bars (placeLabels)
    // where they have the chart's whole width, instead of the axis's share of it.
    QStringList categories;
    for (qsizetype category = 0; category < n; ++category) {
        const Bar &bar = bars.at(m_categoryBars.at(category));
        QString label = upright ? bar.label : QString::number(category);
        if (upright && !bar.rest && n > MonthsByQuarter) {
            // "2024-03": labelled at the quarters, or at each January beyond that.
            const int month = bar.key.mid(5, 2).toInt();
            if (n > MonthsByYear ? month > 1 : (month - 1) % 3 != 0)
                label.clear();
        }
        // Categories must differ: unlabelled months get invisible padding.
        while (categories.contains(label))
            label += QChar(0x200B);
        categories.append(label);
    }

    const QFontMetrics metrics(font());
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->hide();
    if (showsCoverage()) {
        // Each name kept whole on its line.
        QStringList names;
        for (const UrlState state : CoverageStates)
            names.append(u"<span style=\"color:%1\">\u25A0</span>&nbsp;%2"_s.arg(
                colourOf(state).name(),
                stateName(int(state)).toHtmlEscaped().replace(u' ', u"&nbsp;"_s)));
        m_legend->setText(names.join(u" &nbsp; "_s));
    }
    m_legend->setVisible(showsCoverage());
    chart->setBackgroundRoundness(0);
    // Room above the top bar for its name or count.
    chart->setMargins(QMargins(4, metrics.height() + 4, 12, 2));
    QAbstractBarSeries *series = upright ? static_cast<QAbstractBarSeries *>(new QStackedBarSeries)
                                         : new QHorizontalStackedBarSeries;
    series->setBarWidth(upright ? 0.8 : BarThickness);
    if (showsCoverage()) {
        // A set per state, each section's bar split into its parts; the legend names them.
        for (const UrlState state : CoverageStates) {
            auto *set = new QBarSet(stateName(int(state)));
            const QColor colour = colourOf(state);
            set->setColor(colour);
            set->setBorderColor(colour);
            set->setSelectedColor(colour.darker(160));
            set->setLabelColor(palette().color(QPalette::Text));
            QList<qreal> values(n, 0.0);
            for (qsizetype category = 0; category < n; ++category)
                values[category]
                    = qreal(countOf(coverageOf(bars.at(m_categoryBars.at(category))), state));
            set->append(values);
            m_sets.append(set);
        }
    } else {
        int setOfFill[FillCount];
        std::fill(std::begin(setOfFill), std::end(setOfFill), -1);
        for (const Bar &bar : bars) {
            const Fill fill = fillOf(m_chart, bar);
            if (setOfFill[fill] < 0) {
                setOfFill[fill] = int(m_sets.size());
                auto *set = new QBarSet(QString::number(fill));
                const QColor colour = colourOf(fill);
                set->setColor(colour);
                set->setBorderColor(colour);
                set->setSelectedColor(colour.darker(160));
                m_sets.append(set);
            }
            m_setOfBar.append(setOfFill[fill]);
        }
        for (qsizetype s = 0; s < m_sets.size(); ++s) {
            QList<qreal> values(n, 0.0);
            for (qsizetype category = 0; category < n; ++category) {
                const int bar = m_categoryBars.at(category);
                if (m_setOfBar.at(bar) == s)
                    values[category] = qreal(bars.at(bar).count);
            }
            m_sets.at(s)->append(values);
        }
    }
    series->append(m_sets);
    chart->addSeries(series);
    m_series = series;

    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    categoryAxis->setGridLineVisible(false);
    categoryAxis->setLabelsFont(font());
    if (upright && n > 12)
        categoryAxis->setLabelsAngle(-90);
    QValueAxis *valueAxis = BarChartView::countAxis(largest, this);
    chart->addAxis(categoryAxis, upright ? Qt::AlignBottom : Qt::AlignLeft);
    chart->addAxis(valueAxis, upright ? Qt::AlignLeft : Qt::AlignBottom);
    series->attachAxis(categoryAxis);
    series->attachAxis(valueAxis);
    categoryAxis->setVisible(upright);
    // The window's colours, light or dark, rather than the chart theme's white.
    chart->setBackgroundBrush(palette().color(QPalette::Base));
    categoryAxis->setLabelsColor(palette().color(QPalette::Text));
    categoryAxis->setLinePenColor(palette().color(QPalette::Mid));
    categoryAxis->setGridLineColor(palette().color(QPalette::Mid));
    // What a screen reader says of the chart, which it cannot see: its first bars.
    QStringList described;
    for (const Bar &bar : bars.mid(0, 5))
        described.append(showsCoverage()
                             ? tr("%1: %2 (%3)").arg(bar.label, QLocale().toString(bar.count),
                                                     coverageText(coverageOf(bar), false))
                             : tr("%1: %2").arg(bar.label, QLocale().toString(bar.count)));
    m_view->setAccessibleDescription(
        tr("%1. %2").arg(Statistics::title(m_chart), described.join(u"; "_s)));

    // A name and a count per bar; months have only their count, when there is room for it.
    // They lie above the grid lines, which the chart draws over its plain children.
    constexpr qreal LabelZ = 100;
    QFont bold = font();
    bold.setBold(true);
    const bool counts = !upright || n <= MaxCountedMonths;
    for (qsizetype category = 0; category < n && counts; ++category) {
        const Bar &bar = bars.at(m_categoryBars.at(category));
        if (!upright) {
            auto *label = new QGraphicsSimpleTextItem(chart);
            label->setFont(font());
            label->setBrush(palette().color(QPalette::Text));
            label->setZValue(LabelZ);
            m_labelItems.append(label);
        }
        auto *count = new QGraphicsSimpleTextItem(QLocale().toString(bar.count), chart);
        if (m_chart == Chart::Segments) {
            // With Search Console's data, what Google made of the section's URLs; the
            // tooltip has the rest.
            auto *detail = new QGraphicsSimpleTextItem(
                showsCoverage() ? coverageText(coverageOf(bar), false) : segmentCounts(bar, false),
                chart);
            detail->setData(0, detail->text()); // whole, for placeLabels() to shorten
            detail->setFont(font());
            detail->setBrush(palette().color(QPalette::Text));
            detail->setZValue(LabelZ);
            m_detailItems.append(detail);
        }
        count->setFont(bold);
        count->setBrush(palette().color(QPalette::Text));
        count->setZValue(LabelZ);
        m_countItems.append(count);
    }

    connect(series, &QAbstractBarSeries::clicked, this, [this](int category, QBarSet *set) {
        activateBar(barAt(category), showsCoverage() ? int(m_sets.indexOf(set)) : -1);
    });
    connect(series, &QAbstractBarSeries::hovered, this,
            [this](bool entered, int category, QBarSet *) {
                const int bar = barAt(category);
                const QList<Bar> &bars = m_statistics->bars(m_chart);
                if (!entered || bar < 0 || bar >= bars.size()) {
                    m_view->unsetCursor();
                    QToolTip::hideText();
                    return;
                }
                m_view->setCursor(Qt::PointingHandCursor);
                const bool findings = m_chart == Chart::Rules || m_chart == Chart::Severities;
                QString tip = findings
                    ? tr("%1: %2 findings\nClick to show the entries that have them", nullptr,
                         int(bars.at(bar).count))
                    : tr("%1: %2 URLs\nClick to show them in the table", nullptr,
                         int(bars.at(bar).count));
                tip = tip.arg(bars.at(bar).label, QLocale().toString(bars.at(bar).count));
                if (showsCoverage())
                    tip = tr("%1: %2\n%3\nClick a part to show its URLs in the table")
                              .arg(bars.at(bar).label, segmentCounts(bars.at(bar)),
                                   coverageText(coverageOf(bars.at(bar)), true));
                else if (m_chart == Chart::Segments)
                    tip = tr("%1: %2\nClick to show them in the table")
                              .arg(bars.at(bar).label, segmentCounts(bars.at(bar)));
                QToolTip::showText(QCursor::pos(), tip, m_view);
            });
    connect(chart, &QChart::plotAreaChanged, this, &StatisticsDock::placeLabels);

    // Horizontal charts take the height their rows need and scroll; months fill the dock.
    const int rowHeight = int((metrics.height() + 4) / (1.0 - BarThickness));
    m_view->setMinimumHeight(upright ? metrics.height() * 14
                                     : int(n) * rowHeight + metrics.height() * 3 + 12);
    QChart *old = m_view->chart();
    m_view->setChart(chart);
    delete old;
    m_stack->setCurrentWidget(m_scroll);
    placeLabels();
    updateSelection();
}

void StatisticsDock::placeLabels()
{
    QChart *chart = m_view->chart();
    if (!m_series || !chart)
        return;
    const QList<Bar> &bars = m_statistics->bars(m_chart);
    const QRectF plot = chart->plotArea();
    const QFontMetricsF metrics(font());
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);
    const bool upright = m_chart == Chart::LastmodMonths;
    for (qsizetype category = 0; category < m_countItems.size(); ++category) {
        const int bar = m_categoryBars.at(category);
        const qreal count = qreal(bars.at(bar).count);
        QGraphicsSimpleTextItem *countItem = m_countItems.at(category);
        const qreal countWidth = boldMetrics.horizontalAdvance(countItem->text());
        if (upright) {
            // Above the bar, centred.
            const QPointF top = chart->mapToPosition(QPointF(qreal(category), count), m_series);
            countItem->setPos(top.x() - countWidth / 2, top.y() - boldMetrics.height() - 1);
            continue;
        }
        // The name above the bar's left end, then the count; the name shortened in the middle
        // to leave the count room ("www.exam…ple.com"); the tooltip has it whole.
        const QPointF barTop
            = chart->mapToPosition(QPointF(0, qreal(category) + BarThickness / 2), m_series);
        const qreal y = barTop.y() - metrics.height() - 1;
        QGraphicsSimpleTextItem *label = m_labelItems.at(category);
        const QString text = metrics.elidedText(bars.at(bar).label, Qt::ElideMiddle,
                                                plot.width() - countWidth - metrics.height());
        label->setText(text);
        label->setPos(plot.left(), y);
        const qreal countX = plot.left() + metrics.horizontalAdvance(text) + metrics.height() / 2;
        countItem->setPos(countX, y);
        if (category < m_detailItems.size()) {
            // A section's images, videos, news and findings after its count, shortened at the
            // end where the row has no room (the tooltip has them all).
            QGraphicsSimpleTextItem *detail = m_detailItems.at(category);
            const QString whole = detail->data(0).toString();
            const QString dot = whole.isEmpty() ? QString() : u" · "_s;
            const qreal x = countX + countWidth;
            detail->setText(metrics.elidedText(dot + whole, Qt::ElideRight, plot.right() - x));
            detail->setPos(x, y);
        }
    }
}

void StatisticsDock::updateSelection()
{
    for (QBarSet *set : std::as_const(m_sets))
        set->deselectAllBars();
    if (m_filterKey.isNull() || m_filterChart != m_chart
        || (m_chart == Chart::Segments && m_filterSpec != m_computedSpec))
        return;
    const QList<Bar> &bars = m_statistics->bars(m_chart);
    for (qsizetype bar = 0; bar < bars.size(); ++bar) {
        if (bars.at(bar).key != m_filterKey || bars.at(bar).rest != m_filterRest)
            continue;
        const int category = categoryOf(int(bar));
        if (category < 0)
            return;
        if (showsCoverage()) {
            // The part clicked, or the whole bar when the section was chosen otherwise.
            for (qsizetype s = 0; s < m_sets.size(); ++s)
                if (m_filterState < 0 || m_filterState == s)
                    m_sets.at(s)->selectBar(category);
        } else if (bar < m_setOfBar.size()) {
            m_sets.at(m_setOfBar.at(bar))->selectBar(category);
        }
        return;
    }
}

} // namespace Studio
