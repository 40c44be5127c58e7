#pragma once

#include <QColor>
#include <QPalette>

#include <initializer_list>

class QLabel;

// Colours that carry a meaning (an error, an added URL) chosen for the palette in use, so that
// they read on light and dark themes alike: each keeps its hue and is made lighter or darker
// until its contrast with the background is at least WCAG's 4.5:1 for text.
namespace Studio::ThemeColours {

inline constexpr double MinContrast = 4.5;

// WCAG 2's relative luminance (0 black, 1 white) and contrast ratio (1 to 21).
double luminance(const QColor &colour);
double contrast(const QColor &a, const QColor &b);
// Whether the palette's text background is dark: a dark theme.
bool isDark(const QPalette &palette);
// `preferred`, lightened or darkened in its hue, until its contrast with every background is
// at least MinContrast.
QColor readable(const QColor &preferred, std::initializer_list<QColor> backgrounds);

enum class Meaning { Error, Warning, Added, Removed, Changed };
// Text of that meaning on the palette's `background` role (and its alternate rows when the
// background is Base, as in the views).
QColor text(Meaning meaning, const QPalette &palette,
            QPalette::ColorRole background = QPalette::Base);
// A label's text in the error colour on the window's background, or back to the palette's.
void markError(QLabel *label, bool error);
// A dark theme's palette, for `sitemap-studio --dark` and the tests: the window as on a dark
// desktop where the platform offers none (offscreen, for the screenshots).
QPalette darkPalette();
// The style sheet of a notice banner (a pale yellow box on light themes, a dark amber one on
// dark themes) on top of `palette`.
QString bannerStyleSheet(const QPalette &palette);

} // namespace Studio::ThemeColours
