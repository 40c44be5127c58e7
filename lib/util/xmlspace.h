#pragma once

#include <QByteArrayView>
#include <QStringView>

namespace Studio {

// Trims XML whitespace (space, tab, CR, LF; XML 1.0 production S) only: a no-break space or
// an em space around a value is data, and is reported rather than silently dropped. For
// UTF-16 (QStringView) and UTF-8 (QByteArrayView) text alike.
namespace Detail {
template<typename View>
View trimXmlSpace(View text)
{
    auto isSpace = [](auto c) { return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r'; };
    qsizetype b = 0, e = text.size();
    while (b < e && isSpace(text[b]))
        ++b;
    while (e > b && isSpace(text[e - 1]))
        --e;
    return text.sliced(b, e - b);
}
} // namespace Detail

inline QStringView trimXmlSpace(QStringView text) { return Detail::trimXmlSpace(text); }
inline QByteArrayView trimXmlSpace(QByteArrayView text) { return Detail::trimXmlSpace(text); }

} // namespace Studio
