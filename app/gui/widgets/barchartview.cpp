#include "barchartview.h"

#include "review/svgchart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The share of a row that a bar takes; the rest holds its name above it (as the statistics
// dock's horizontal charts).
constexpr qreal BarThickness = 0.45;

} // namespace

BarChartView::BarChartView(QWidget *parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumWidth(fontMetrics().averageCharWidth() * 30);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void BarChartView::setBars(const QString &title, const QList<Statistics::Bar> &bars)
{
    m_bars = bars;
    std::stable_sort(m_bars.begin(), m_bars.end(),
                     [](const Statistics::Bar &a, const Statistics::Bar &b) {
                         return a.rest != b.rest ? b.rest : a.count > b.count;
                     });
    m_labels.clear();
    m_counts.clear();
    const qsizetype n = m_bars.size();
    qint64 largest = 1;
    QStringList categories;
    QList<qreal> regular(n, 0.0), rest(n, 0.0);
    for (qsizetype category = 0; category < n; ++category) {
        const Statistics::Bar &bar = m_bars.at(barAt(int(category)));
        largest = qMax(largest, bar.count);
        (bar.rest ? rest : regular)[category] = qreal(bar.count);
        categories.append(QString::number(category)); // hidden: the names are drawn above
    }

    const QFontMetrics metrics(font());
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->hide();
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, metrics.height() + 4, 12, 2));
    chart->setBackgroundBrush(palette().color(QPalette::Base));
    m_series = new QHorizontalStackedBarSeries;
    m_series->setBarWidth(BarThickness);
    auto makeSet = [](const QList<qreal> &values, QLatin1StringView colourName) {
        auto *set = new QBarSet(QString());
        const QColor colour { QString(colourName) };
        set->setColor(colour);
        set->setBorderColor(colour);
        set->setSelectedColor(colour.darker(160));
        set->append(values);
        return set;
    };
    m_regular = makeSet(regular, SvgChart::BarColour);
    m_rest = makeSet(rest, SvgChart::RestColour);
    m_series->append(QList<QBarSet *> { m_regular, m_rest });
    chart->addSeries(m_series);

    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    QValueAxis *valueAxis = countAxis(largest, this);
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    chart->addAxis(valueAxis, Qt::AlignBottom);
    m_series->attachAxis(categoryAxis);
    m_series->attachAxis(valueAxis);
    categoryAxis->setVisible(false);

    QFont bold = font();
    bold.setBold(true);
    for (const Statistics::Bar &bar : std::as_const(m_bars)) {
        auto *label = new QGraphicsSimpleTextItem(chart);
        label->setFont(font());
        label->setBrush(palette().color(QPalette::Text));
        label->setZValue(100); // above the grid lines
        m_labels.append(label);
        auto *count = new QGraphicsSimpleTextItem(QLocale().toString(bar.count), chart);
        count->setFont(bold);
        count->setBrush(palette().color(QPalette::Text));
        count->setZValue(100);
        m_counts.append(count);
    }
    QStringList described;
    for (const Statistics::Bar &bar : std::as_const(m_bars))
        described.append(tr("%1: %2").arg(bar.label, QLocale().toString(bar.count)));
    setAccessibleName(title);
    setAccessibleDescription(described.join(u"; "_s));

    connect(m_series, &QAbstractBarSeries::clicked, this,
            [this](int category, QBarSet *) { activate(barAt(category)); });
    connect(m_series, &QAbstractBarSeries::hovered, this,
            [this](bool entered, int category, QBarSet *) {
                const int bar = barAt(category);
                if (!entered || bar < 0 || bar >= m_bars.size()) {
                    unsetCursor();
                    QToolTip::hideText();
                    return;
                }
                setCursor(Qt::PointingHandCursor);
                QToolTip::showText(QCursor::pos(),
                                   tr("%1: %2 pages\nClick to show them in the table", nullptr,
                                      int(m_bars.at(bar).count))
                                       .arg(m_bars.at(bar).label,
                                            QLocale().toString(m_bars.at(bar).count)),
                                   this);
            });
    connect(chart, &QChart::plotAreaChanged, this, &BarChartView::placeLabels);

    const int rowHeight = int((metrics.height() + 4) / (1.0 - BarThickness));
    setFixedHeight(int(qMax<qsizetype>(n, 1)) * rowHeight + metrics.height() * 3 + 12);
    QChart *old = this->chart();
    setChart(chart);
    delete old;
    placeLabels();
    setSelectedKey(m_selected);
}

QValueAxis *BarChartView::countAxis(qint64 largest, const QWidget *style)
{
    auto *axis = new QValueAxis;
    axis->setLabelFormat(u"%d"_s);
    axis->setLabelsFont(style->font());
    axis->setRange(0, qreal(largest));
    if (largest <= 5)
        axis->setTickCount(int(largest) + 1);
    else
        axis->applyNiceNumbers();
    axis->setMinorTickCount(0);
    axis->setLabelsColor(style->palette().color(QPalette::Text));
    axis->setLinePenColor(style->palette().color(QPalette::Mid));
    axis->setGridLineColor(style->palette().color(QPalette::Mid));
    return axis;
}

void BarChartView::setSelectedKey(const QString &key)
{
    m_selected = key;
    if (!m_regular)
        return;
    m_regular->deselectAllBars();
    m_rest->deselectAllBars();
    for (qsizetype bar = 0; bar < m_bars.size(); ++bar)
        if (!key.isEmpty() && m_bars.at(bar).key == key) {
            const int category = int(m_bars.size() - 1 - bar);
            (m_bars.at(bar).rest ? m_rest : m_regular)->selectBar(category);
        }
}

void BarChartView::activate(int bar)
{
    if (bar >= 0 && bar < m_bars.size())
        emit barActivated(m_bars.at(bar).key);
}

void BarChartView::placeLabels()
{
    QChart *chart = this->chart();
    if (!m_series || !chart)
        return;
    const QRectF plot = chart->plotArea();
    const QFontMetricsF metrics(font());
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);
    for (qsizetype bar = 0; bar < m_bars.size(); ++bar) {
        const int category = int(m_bars.size() - 1 - bar);
        QGraphicsSimpleTextItem *count = m_counts.at(bar);
        const qreal countWidth = boldMetrics.horizontalAdvance(count->text());
        // The name above the bar's left end, then the count; the name shortened at its end
        // to leave the count room; the tooltip has it whole.
        const QPointF barTop
            = chart->mapToPosition(QPointF(0, qreal(category) + BarThickness / 2), m_series);
        const qreal y = barTop.y() - metrics.height() - 1;
        QGraphicsSimpleTextItem *label = m_labels.at(bar);
        const QString text = metrics.elidedText(m_bars.at(bar).label, Qt::ElideRight,
                                                plot.width() - countWidth - metrics.height());
        label->setText(text);
        label->setPos(plot.left(), y);
        count->setPos(plot.left() + metrics.horizontalAdvance(text) + metrics.height() / 2, y);
    }
}

} // namespace Studio
