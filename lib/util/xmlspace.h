#pragma once

#include <QStringView>

namespace Studio {

// Trims XML whitespace (space, tab, CR, LF; XML 1.0 production S) only: a no-break space or
// an em space around a value is data, and is reported rather than silently dropped.
inline QStringView trimXmlSpace(QStringView text)
{
    auto isSpace = [](QChar c) { return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r'; };
    qsizetype b = 0, e = text.size();
    while (b < e && isSpace(text[b]))
        ++b;
    while (e > b && isSpace(text[e - 1]))
        --e;
    return text.sliced(b, e - b);
}

} // namespace Studio
