#include "themecolours.h"

#include <QLabel>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Studio::ThemeColours {

namespace {

double linear(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

// The hue each meaning starts from, for light and for dark backgrounds: the light ones deep,
// the dark ones pale, as most themes do it. readable() then makes sure of the contrast.
QColor preferred(Meaning meaning, bool dark)
{
    switch (meaning) {
    case Meaning::Error:
    case Meaning::Removed:
        return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
    case Meaning::Warning:
    case Meaning::Changed:
        return dark ? QColor(0xff, 0xc8, 0x57) : QColor(0x8a, 0x55, 0x00);
    case Meaning::Added:
        return dark ? QColor(0x7b, 0xd8, 0x8f) : QColor(0x1b, 0x6e, 0x35);
    }
    return {};
}

} // namespace

double luminance(const QColor &colour)
{
    const QColor rgb = colour.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF())
        + 0.0722 * linear(rgb.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor readable(const QColor &preferred, std::initializer_list<QColor> backgrounds)
{
    auto reads = [&backgrounds](const QColor &c) {
        return std::all_of(backgrounds.begin(), backgrounds.end(),
                           [&c](const QColor &b) { return contrast(c, b) >= MinContrast; });
    };
    if (reads(preferred))
        return preferred;
    // Away from the backgrounds: darker on light ones, lighter on dark ones. Black or white
    // always reaches 4.5:1 against one colour; against several it is the best there is.
    double mean = 0;
    for (const QColor &b : backgrounds)
        mean += luminance(b);
    mean /= std::max<qsizetype>(1, qsizetype(backgrounds.size()));
    const bool darken = mean > 0.18;
    const QColor hsl = preferred.toHsl();
    for (int step = 1; step <= 50; ++step) {
        const int lightness = darken ? hsl.lightness() * (50 - step) / 50
                                     : hsl.lightness() + (255 - hsl.lightness()) * step / 50;
        const QColor candidate
            = QColor::fromHsl(hsl.hslHue(), hsl.hslSaturation(), lightness).toRgb();
        if (reads(candidate))
            return candidate;
    }
    return darken ? QColor(Qt::black) : QColor(Qt::white);
}

QColor text(Meaning meaning, const QPalette &palette, QPalette::ColorRole background)
{
    const QColor start = preferred(meaning, isDark(palette));
    if (background == QPalette::Base)
        return readable(start,
                        { palette.color(QPalette::Base), palette.color(QPalette::AlternateBase) });
    return readable(start, { palette.color(background) });
}

void markError(QLabel *label, bool error)
{
    if (!error) {
        label->setPalette(QPalette()); // the inherited palette again, all of it
        return;
    }
    // Only the text's role is set: the label keeps following the rest of the palette.
    const QPalette inherited
        = label->parentWidget() ? label->parentWidget()->palette() : label->palette();
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, text(Meaning::Error, inherited, QPalette::Window));
    label->setPalette(palette);
}

QString bannerStyleSheet(const QPalette &palette)
{
    const bool dark = isDark(palette);
    const QColor background = dark ? QColor(0x3d, 0x32, 0x08) : QColor(0xff, 0xf4, 0xce);
    const QColor border = dark ? QColor(0x7a, 0x65, 0x20) : QColor(0xe8, 0xd4, 0x8a);
    const QColor text
        = readable(dark ? QColor(0xff, 0xe3, 0x94) : QColor(0x5c, 0x44, 0x00), { background });
    return u"QLabel { background: %1; color: %2; border: 1px solid %3; padding: 4px; }"_s.arg(
        background.name(), text.name(), border.name());
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2d, 0x2d, 0x30), base(0x1e, 0x1e, 0x1e), text(0xe6, 0xe6, 0xe6);
    for (const auto role : { QPalette::Window, QPalette::Button })
        p.setColor(role, window);
    for (const auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText,
                             QPalette::ToolTipText, QPalette::BrightText })
        p.setColor(role, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x28));
    p.setColor(QPalette::Highlight, QColor(0x26, 0x4f, 0x78));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x45, 0x45, 0x48));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3a, 0x3d));
    p.setColor(QPalette::Mid, QColor(0x50, 0x50, 0x52));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Link, QColor(0x6c, 0xb6, 0xff));
    for (const auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

} // namespace Studio::ThemeColours
