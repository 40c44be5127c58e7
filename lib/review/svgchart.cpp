#include "svgchart.h"

#include "xmltext.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

constexpr int Margin = 16;
constexpr int TitleSize = 15;
constexpr int FontSize = 12;
constexpr int SmallSize = 11;
constexpr int RowHeight = 22;
constexpr int BarHeight = 14;
constexpr double MaxLabelWidth = 240; // longer labels are cut, the full text in a tooltip
constexpr double BarArea = 300; // the longest bar
constexpr double PlotHeight = 180; // of the histogram
constexpr double PlotWidth = 560; // what the histogram's bars share, within limits
constexpr QLatin1StringView TextColour { "#222222" };
constexpr QLatin1StringView AxisColour { "#8a939c" };
constexpr QLatin1StringView MutedColour { "#5f6b76" }; // text: 5.4:1 against white
constexpr QLatin1StringView GridColour { "#e3e6ea" };

// The advance of `text` in DejaVu Sans at `size` pixels, near enough to size the chart: no
// font is at hand here (that would be Qt Gui), so widths come from the font's typical
// proportions, erring wide so that nothing is clipped.
double textWidth(QStringView text, double size)
{
    static constexpr QStringView narrow = u"iljtfr.,:;'|!/()[] ";
    double em = 0;
    for (const QChar c : text) {
        if (narrow.contains(c))
            em += 0.38;
        else if (c.isUpper() || c == u'm' || c == u'w' || c == u'%' || c == u'@' || c == u'…')
            em += 0.82;
        else if (c.isDigit())
            em += 0.64;
        else
            em += 0.62;
    }
    return em * size;
}

// `text` cut at the end with "…" to fit `width` at `size`.
QString elided(const QString &text, double width, double size)
{
    if (textWidth(text, size) <= width)
        return text;
    QString cut = text;
    while (!cut.isEmpty() && textWidth(cut, size) + textWidth(u"…", size) > width)
        cut.chop(1);
    return cut + u'…';
}

// Coordinates with at most one decimal, so that the SVG stays short and reads well.
QString num(double value)
{
    return QString::number(std::round(value * 10) / 10, 'g', 10);
}

// A step between grid lines of 1, 2 or 5 times a power of ten, so that `max` needs about four.
qsizetype niceStep(qsizetype max)
{
    const double rough = double(max) / 4;
    if (rough <= 1)
        return 1;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    const double mantissa = rough / power;
    const double nice = mantissa <= 1 ? 1 : mantissa <= 2 ? 2 : mantissa <= 5 ? 5 : 10;
    return std::max<qsizetype>(1, qsizetype(nice * power));
}

QString colourOf(const Statistics::Bar &bar, const QHash<QString, QString> &colours)
{
    if (const auto it = colours.constFind(bar.key); it != colours.cend())
        return *it;
    return bar.rest ? QString(SvgChart::RestColour) : QString(SvgChart::BarColour);
}

QString open(int width, int height, const QString &title)
{
    // Presentation attributes rather than a <style> sheet: every SVG reader, QSvgRenderer's
    // Tiny 1.2 subset included, honours them.
    return u"<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%1\" height=\"%2\" "
           "viewBox=\"0 0 %1 %2\"><title>%3</title>"
           "<rect x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" fill=\"#ffffff\"/>"
           "<g font-family=\"%4\" font-size=\"%5\" fill=\"%6\">"
           "<text x=\"%7\" y=\"%8\" font-size=\"%9\" font-weight=\"bold\">%3</text>"_s.arg(
               QString::number(width), QString::number(height), xmlEscaped(title),
               xmlEscaped(QString(SvgChart::FontFamily)), QString::number(FontSize), TextColour,
               QString::number(Margin), QString::number(Margin + TitleSize - 2),
               QString::number(TitleSize));
}

constexpr QLatin1StringView Close { "</g></svg>" };

} // namespace

SvgChart SvgChart::render(const QString &title, const QList<Statistics::Bar> &bars, Style style,
                          const QHash<QString, QString> &colours)
{
    SvgChart chart;
    if (bars.isEmpty())
        chart.renderEmpty(title);
    else if (style == Style::Histogram)
        chart.renderHistogram(title, bars, colours);
    else
        chart.renderBars(title, bars, colours);
    return chart;
}

SvgChart SvgChart::render(const Statistics &statistics, Statistics::Chart chart)
{
    QHash<QString, QString> colours;
    if (chart == Statistics::Chart::Severities) {
        colours.insert(u"error"_s, ErrorColour);
        colours.insert(u"warning"_s, WarningColour);
        colours.insert(u"notice"_s, NoticeColour);
    }
    return render(Statistics::title(chart), statistics.bars(chart), styleFor(chart), colours);
}

SvgChart::Style SvgChart::styleFor(Statistics::Chart chart)
{
    return chart == Statistics::Chart::LastmodMonths ? Style::Histogram : Style::Bars;
}

QByteArray SvgChart::document() const
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + m_svg.toUtf8() + '\n';
}

void SvgChart::renderEmpty(const QString &title)
{
    const QString note = tr("Nothing to count");
    m_width = int(std::ceil(std::max(textWidth(title, TitleSize), textWidth(note, FontSize))))
        + 2 * Margin;
    m_height = Margin + TitleSize + 12 + FontSize + Margin;
    m_svg = open(m_width, m_height, title)
        + u"<text x=\"%1\" y=\"%2\" fill=\"%3\" font-style=\"italic\">%4</text>"_s.arg(
            QString::number(Margin), QString::number(Margin + TitleSize + 12 + FontSize - 2),
            MutedColour, xmlEscaped(note))
        + Close;
}

void SvgChart::renderBars(const QString &title, const QList<Statistics::Bar> &bars,
                          const QHash<QString, QString> &colours)
{
    const QLocale locale;
    qsizetype max = 0;
    double labelWidth = 40, countWidth = 0;
    QStringList labels, counts;
    for (const Statistics::Bar &bar : bars) {
        max = std::max(max, bar.count);
        labels.append(elided(bar.label, MaxLabelWidth, FontSize));
        counts.append(locale.toString(qint64(bar.count)));
        labelWidth = std::max(labelWidth, textWidth(labels.last(), FontSize));
        countWidth = std::max(countWidth, textWidth(counts.last(), FontSize));
    }
    labelWidth = std::ceil(labelWidth);
    const double barX = Margin + labelWidth + 8;
    const int top = Margin + TitleSize + 14;
    m_width = int(std::ceil(std::max(barX + BarArea + 6 + countWidth + Margin,
                                     textWidth(title, TitleSize) + 2 * Margin)));
    m_height = top + int(bars.size()) * RowHeight - (RowHeight - BarHeight) + Margin;

    QString svg = open(m_width, m_height, title);
    for (qsizetype i = 0; i < bars.size(); ++i) {
        const Statistics::Bar &bar = bars.at(i);
        const double y = top + double(i) * RowHeight;
        const double length = max > 0 ? BarArea * double(bar.count) / double(max) : 0;
        const double textY = y + BarHeight - 3;
        svg += u"<g><title>%1: %2</title>"_s.arg(xmlEscaped(bar.label), counts.at(i));
        svg += u"<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text>"_s.arg(
            num(barX - 8), num(textY), xmlEscaped(labels.at(i)));
        if (bar.count > 0)
            svg += u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"/>"_s.arg(
                num(barX), num(y), num(std::max(1.0, length)), QString::number(BarHeight),
                colourOf(bar, colours));
        svg += u"<text x=\"%1\" y=\"%2\">%3</text></g>"_s.arg(num(barX + length + 6), num(textY),
                                                              counts.at(i));
    }
    svg += u"<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"%4\" stroke-width=\"1\"/>"_s
               .arg(num(barX - 0.5), num(top - 4), num(m_height - Margin + 4), AxisColour);
    m_svg = svg + Close;
}

void SvgChart::renderHistogram(const QString &title, const QList<Statistics::Bar> &bars,
                               const QHash<QString, QString> &colours)
{
    const QLocale locale;
    // The time axis first, then what stands apart ("no lastmod") after a gap of one slot.
    QList<Statistics::Bar> ordered;
    qsizetype rest = 0;
    for (const Statistics::Bar &bar : bars)
        if (!bar.rest)
            ordered.append(bar);
    for (const Statistics::Bar &bar : bars) {
        if (bar.rest) {
            ordered.append(bar);
            ++rest;
        }
    }
    const qsizetype main = ordered.size() - rest;
    const qsizetype slotCount = ordered.size() + (rest > 0 && main > 0 ? 1 : 0);
    const double slot = std::clamp(PlotWidth / double(slotCount), 8.0, 36.0);
    const double barWidth = std::max(4.0, slot * 0.78);
    auto slotX = [&](qsizetype i) {
        return double(i < main ? i : i + (main > 0 ? 1 : 0)) * slot;
    };

    qsizetype max = 0;
    for (const Statistics::Bar &bar : std::as_const(ordered))
        max = std::max(max, bar.count);
    const qsizetype step = niceStep(max);
    const qsizetype topTick = std::max<qsizetype>(step, (max + step - 1) / step * step);

    // Rotated labels need about 15 pixels between them; with narrower slotCount every k-th is
    // written (always those standing apart).
    const qsizetype labelEvery = qsizetype(std::ceil(15.0 / slot));
    double labelWidth = 0;
    QStringList labels;
    for (qsizetype i = 0; i < ordered.size(); ++i) {
        labels.append(elided(ordered.at(i).label, 120, SmallSize));
        if (i >= main || i % labelEvery == 0)
            labelWidth = std::max(labelWidth, textWidth(labels.last(), SmallSize));
    }
    const double diagonal = labelWidth * 0.71; // the labels run at 45 degrees
    const double tickWidth = textWidth(locale.toString(qint64(topTick)), SmallSize);
    const double plotX = std::ceil(Margin + std::max(tickWidth + 8, diagonal - slot / 2));
    const double plotTop = Margin + TitleSize + 18;
    const double plotBottom = plotTop + PlotHeight;
    const double plotWidth = slot * double(slotCount);
    m_width = int(
        std::ceil(std::max(plotX + plotWidth + Margin, textWidth(title, TitleSize) + 2 * Margin)));
    m_height = int(std::ceil(plotBottom + 10 + diagonal + SmallSize + Margin));

    QString svg = open(m_width, m_height, title);
    for (qsizetype tick = 0; tick <= topTick; tick += step) {
        const double y = plotBottom - PlotHeight * double(tick) / double(topTick);
        if (tick > 0)
            svg += u"<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%4\" "
                   "stroke-width=\"1\"/>"_s.arg(num(plotX), num(y), num(plotX + plotWidth),
                                                GridColour);
        svg += u"<text x=\"%1\" y=\"%2\" font-size=\"%3\" text-anchor=\"end\" "
               "fill=\"%4\">%5</text>"_s.arg(num(plotX - 6), num(y + 4), QString::number(SmallSize),
                                             MutedColour, locale.toString(qint64(tick)));
    }
    for (qsizetype i = 0; i < ordered.size(); ++i) {
        const Statistics::Bar &bar = ordered.at(i);
        const QString count = locale.toString(qint64(bar.count));
        const double x = plotX + slotX(i) + (slot - barWidth) / 2;
        const double centre = x + barWidth / 2;
        const double height = PlotHeight * double(bar.count) / double(topTick);
        svg += u"<g><title>%1: %2</title>"_s.arg(xmlEscaped(bar.label), count);
        if (bar.count > 0)
            svg += u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"/>"_s.arg(
                num(x), num(plotBottom - height), num(barWidth), num(std::max(1.0, height)),
                colourOf(bar, colours));
        if (textWidth(count, 10) + 2 <= slot)
            svg += u"<text x=\"%1\" y=\"%2\" font-size=\"10\" text-anchor=\"middle\">%3</text>"_s
                       .arg(num(centre), num(plotBottom - height - 4), count);
        if (i >= main || i % labelEvery == 0)
            svg += u"<text x=\"%1\" y=\"%2\" font-size=\"%3\" text-anchor=\"end\" "
                   "transform=\"rotate(-45 %1 %2)\">%4</text>"_s.arg(
                       num(centre + 4), num(plotBottom + 12), QString::number(SmallSize),
                       xmlEscaped(labels.at(i)));
        svg += u"</g>"_s;
    }
    svg += u"<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%4\" stroke-width=\"1\"/>"_s
               .arg(num(plotX), num(plotBottom + 0.5), num(plotX + plotWidth), AxisColour);
    m_svg = svg + Close;
}

} // namespace Studio
