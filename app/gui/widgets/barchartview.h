#pragma once

#include "review/statistics.h"

#include <QChartView>

class QBarSet;
class QGraphicsSimpleTextItem;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace Studio {

// A small chart of counts as horizontal bars, largest first, drawn as the statistics dock draws
// its charts: the report's colours on the window's background, each bar's name above it with its
// count in bold. A click on a bar (or activate()) emits barActivated with the bar's key; the bar
// whose key setSelectedKey() names is drawn darker. It takes the height its bars need.
class BarChartView : public QChartView
{
    Q_OBJECT

public:
    explicit BarChartView(QWidget *parent = nullptr);

    // `title` names the chart for screen readers; bars that gather the rest (`rest`) are grey.
    void setBars(const QString &title, const QList<Statistics::Bar> &bars);
    const QList<Statistics::Bar> &bars() const { return m_bars; }
    void setSelectedKey(const QString &key); // empty: none
    QString selectedKey() const { return m_selected; }
    void activate(int bar);

    // The axis of counts both this view and the statistics dock draw: whole numbers from 0 to
    // `largest` (each one up to 5, nice steps beyond), in `style`'s font and palette, so that
    // the charts follow the window, light or dark.
    static QValueAxis *countAxis(qint64 largest, const QWidget *style);

signals:
    void barActivated(const QString &key);

private:
    void placeLabels();
    // Bars are listed largest first; the chart's categories run from the bottom up.
    int barAt(int category) const { return int(m_bars.size()) - 1 - category; }

    QList<Statistics::Bar> m_bars;
    QString m_selected;
    QHorizontalStackedBarSeries *m_series = nullptr; // owned by the chart
    // The regular bars' set and the rest's, each holding its bars' counts and zero elsewhere so
    // that every bar has its own colour; owned by the series.
    QBarSet *m_regular = nullptr;
    QBarSet *m_rest = nullptr;
    QList<QGraphicsSimpleTextItem *> m_labels, m_counts; // by bar; owned by the chart
};

} // namespace Studio
