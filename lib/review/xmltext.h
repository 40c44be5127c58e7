#pragma once

#include <QString>
#include <QStringView>

namespace Studio {

// Text for markup written by hand (the review's SVG charts and its XHTML-compatible HTML):
// the five characters with a meaning in XML are escaped, so `text` works in element content
// and in a quoted attribute alike. Characters that XML 1.0 does not allow at all (C0 controls
// other than tab, line feed and carriage return, U+FFFE, U+FFFF, an unpaired surrogate) become
// U+FFFD: a finding's message quotes what the file held, control characters included
// (SM205), and one such character must not make the whole report unreadable.
QString xmlEscaped(QStringView text);

} // namespace Studio
