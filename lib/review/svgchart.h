#pragma once

#include "statistics.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace Studio {

// A bar chart of the review drawn as SVG 1.1 text: horizontal bars with their labels and
// counts, or a vertical histogram (lastmod months). The SVG stands alone: sizes follow from the
// data, a viewBox lets it scale, text is escaped, fonts are generic families, and it refers to
// nothing outside itself, so it can be inlined in the HTML report, saved as a file, or drawn by
// QSvgRenderer for the PDF.
//
// Written by hand rather than with Qt Charts or QSvgGenerator: those live in Qt Gui, Widgets
// and Svg, and the CLI, which writes the same report, links the engine alone.
class SvgChart
{
    Q_DECLARE_TR_FUNCTIONS(Studio::SvgChart)

public:
    enum class Style : quint8 {
        Bars, // one horizontal bar per row: label, bar, count
        Histogram, // vertical bars along a time axis; bars with `rest` set stand apart
    };

    // An empty chart: no SVG, no size.
    SvgChart() = default;

    // `colours` maps a bar's key to a fill ("#c62828"); other bars take the chart's blue, and
    // bars that gather the rest a grey.
    static SvgChart render(const QString &title, const QList<Statistics::Bar> &bars,
                           Style style = Style::Bars, const QHash<QString, QString> &colours = {});
    // The style and colours that suit `chart` (a histogram for lastmod months, severity
    // colours for severities).
    static SvgChart render(const Statistics &statistics, Statistics::Chart chart);
    static Style styleFor(Statistics::Chart chart);

    // The <svg> element alone, for inline use in HTML.
    const QString &svg() const { return m_svg; }
    // A complete SVG file: the XML declaration, then svg().
    QByteArray document() const;
    // The natural size in CSS pixels (the viewBox).
    int width() const { return m_width; }
    int height() const { return m_height; }

    // The font and colours (readable on white); the report's stylesheet uses the same.
    static constexpr QLatin1StringView FontFamily {
        "'DejaVu Sans', 'Segoe UI', Arial, sans-serif"
    };
    static constexpr QLatin1StringView BarColour { "#2f6db5" };
    static constexpr QLatin1StringView RestColour { "#9aa4af" };
    static constexpr QLatin1StringView ErrorColour { "#c62828" };
    static constexpr QLatin1StringView WarningColour { "#b86e00" };
    static constexpr QLatin1StringView NoticeColour { "#5c6bc0" };

private:
    void renderBars(const QString &title, const QList<Statistics::Bar> &bars,
                    const QHash<QString, QString> &colours);
    void renderHistogram(const QString &title, const QList<Statistics::Bar> &bars,
                         const QHash<QString, QString> &colours);
    void renderEmpty(const QString &title);

    QString m_svg;
    int m_width = 0;
    int m_height = 0;
};

} // namespace Studio
