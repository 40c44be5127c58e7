#include "textdecoder.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <cstring>

namespace Studio {

namespace {


bool isXmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// windows-1252 differs from ISO-8859-1 in 0x80..0x9F. Qt decodes it only when built with
// ICU, so the 32 code points are mapped here; 0 marks the five unassigned bytes.
constexpr char16_t windows1252High[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

QString decodeWindows1252(QByteArrayView bytes)
{
    QString out(bytes.size(), Qt::Uninitialized);
    char16_t *dst = reinterpret_cast<char16_t *>(out.data());
    for (const char c : bytes) {
        const auto b = quint8(c);
        char16_t u = b;
        if (b >= 0x80 && b < 0xA0)
            u = windows1252High[b - 0x80] ? windows1252High[b - 0x80] : char16_t(0xFFFD);
        *dst++ = u;
    }
    return out;
}

struct XmlDeclaration
{
    qsizetype begin = -1; // offset of "<?xml"
    qsizetype end = -1; // offset after "?>"
    QByteArray encoding;
};

// The XML declaration at the start of 8-bit text, after optional whitespace.
XmlDeclaration findDeclaration(QByteArrayView text)
{
    XmlDeclaration decl;
    qsizetype i = 0;
    while (i < text.size() && isXmlSpace(text[i]))
        ++i;
    if (!text.sliced(i).startsWith("<?xml") || i + 5 >= text.size() || !isXmlSpace(text[i + 5]))
        return decl;
    const qsizetype close = text.indexOf("?>", i);
    if (close < 0 || close - i > 512)
        return decl;
    decl.begin = i;
    decl.end = close + 2;
    const QByteArrayView body = text.sliced(i, close - i);
    const qsizetype at = body.indexOf("encoding");
    if (at >= 0) {
        qsizetype j = at + 8;
        while (j < body.size() && (isXmlSpace(body[j]) || body[j] == '='))
            ++j;
        if (j < body.size() && (body[j] == '"' || body[j] == '\'')) {
            const char quote = body[j];
            const qsizetype endQuote = body.indexOf(quote, j + 1);
            if (endQuote > j)
                decl.encoding = body.sliced(j + 1, endQuote - j - 1).toByteArray();
        }
    }
    return decl;
}

// XML parsers read a lone CR as a line end (XML 1.0, section 2.11). Making it an LF here,
// byte for byte, lets every part of the reader count lines the same way by LF alone; a CR
// before an LF stays, since the pair counts once either way.
// The last step for every encoding: line ends made uniform and the declaration blanked.
void blankDeclaration(QByteArray &utf8);

void prepareForParser(QByteArray &utf8)
{
    TextDecoder::normaliseLoneCarriageReturns(utf8);
    blankDeclaration(utf8);
}

void blankDeclaration(QByteArray &utf8)
{
    const XmlDeclaration decl = findDeclaration(utf8);
    if (decl.begin < 0)
        return;
    for (qsizetype i = decl.begin; i < decl.end; ++i)
        if (utf8[i] != '\n' && utf8[i] != '\r')
            utf8[i] = ' ';
}

} // namespace

Finding TextDecoder::invalidUtf8(QByteArrayView text, qsizetype at, qint64 textOffset,
                                 qint64 linesBefore)
{
    qint64 line = 0, column = 0;
    lineColumnAt(text, at, &line, &column);
    return Finding::make(RuleId::InvalidUtf8,
                         tr("Byte 0x%1 at offset %2 starts an invalid UTF-8 sequence; invalid "
                            "bytes were replaced by U+FFFD")
                             .arg(quint8(text[at]), 2, 16, QChar(u'0'))
                             .arg(at + textOffset),
                         line + linesBefore, column);
}

void TextDecoder::normaliseLoneCarriageReturns(QByteArray &utf8)
{
    qsizetype at = utf8.indexOf('\r');
    while (at >= 0) {
        if (at + 1 >= utf8.size() || utf8[at + 1] != '\n')
            utf8[at] = '\n';
        at = utf8.indexOf('\r', at + 1);
    }
}

qsizetype TextDecoder::firstInvalidUtf8(QByteArrayView bytes)
{
    const auto *begin = reinterpret_cast<const quint8 *>(bytes.data());
    const quint8 *p = begin;
    const quint8 *end = begin + bytes.size();
    while (p < end) {
        // ASCII 32 bytes at a time, then 8: the whole text of every file passes here before
        // it is parsed, on one core.
        while (end - p >= 32) {
            quint64 words[4];
            std::memcpy(words, p, sizeof words);
            if ((words[0] | words[1] | words[2] | words[3]) & 0x8080808080808080ULL)
                break;
            p += 32;
        }
        while (end - p >= 8) {
            quint64 word;
            std::memcpy(&word, p, 8);
            if (word & 0x8080808080808080ULL)
                break;
            p += 8;
        }
        if (p >= end)
            break;
        const quint8 c = *p;
        if (c < 0x80) {
            ++p;
            continue;
        }
        int trail;
        char32_t cp;
        if (c >= 0xC2 && c <= 0xDF) {
            trail = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            trail = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            trail = 3;
            cp = c & 0x07;
        } else {
            return p - begin;
        }
        if (end - p <= trail)
            return p - begin;
        for (int i = 1; i <= trail; ++i) {
            if ((p[i] & 0xC0) != 0x80)
                return p - begin;
            cp = (cp << 6) | (p[i] & 0x3F);
        }
        if ((trail == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)))
            || (trail == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
            return p - begin;
        p += trail + 1;
    }
    return -1;
}

void TextDecoder::lineColumnAt(QByteArrayView text, qsizetype offset, qint64 *line,
                               qint64 *column)
{
    offset = qBound<qsizetype>(0, offset, text.size());
    const QByteArrayView before = text.first(offset);
    *line = countLineFeeds(before) + 1;
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    *column = utf16Length(text.sliced(lineStart, offset - lineStart)) + 1;
}

DecodedText TextDecoder::decode(QByteArray raw)
{
    DecodedText result;
    QByteArrayView bytes(raw);

    auto notUtf8 = [&](const QString &encoding) {
        result.encoding = encoding;
        result.findings.append(Finding::make(
            RuleId::NotUtf8,
            tr("The file is encoded in %1, not UTF-8; it was converted while reading")
                .arg(encoding)));
    };

    // UTF-16 with a byte order mark, or without one when the text starts with "<".
    const bool le = bytes.startsWith("\xFF\xFE") || bytes.startsWith(QByteArrayView("<\0", 2));
    const bool be = bytes.startsWith("\xFE\xFF") || bytes.startsWith(QByteArrayView("\0<", 2));
    if (le || be) {
        result.hadByteOrderMark = bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF");
        QStringDecoder decoder(le ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE,
                               QStringDecoder::Flag::Stateless);
        const QString text = decoder.decode(bytes.sliced(result.hadByteOrderMark ? 2 : 0));
        result.utf8 = text.toUtf8();
        notUtf8(le ? QStringLiteral("UTF-16LE") : QStringLiteral("UTF-16BE"));
        if (decoder.hasError())
            result.findings.append(Finding::make(
                RuleId::InvalidUtf8, tr("The UTF-16 text contains unpaired surrogates or an odd "
                                        "final byte; they were replaced by U+FFFD")));
        if (text.startsWith(QChar(0xFEFF)))
            result.utf8.remove(0, 3);
        result.hadXmlDeclaration = findDeclaration(result.utf8).begin >= 0;
        prepareForParser(result.utf8);
        return result;
    }

    if (bytes.startsWith("\xEF\xBB\xBF")) {
        result.hadByteOrderMark = true;
        bytes = bytes.sliced(3);
    }
    const XmlDeclaration decl = findDeclaration(bytes);
    result.hadXmlDeclaration = decl.begin >= 0;
    if (decl.begin > 0) {
        qint64 line = 0, column = 0;
        lineColumnAt(bytes, decl.begin, &line, &column);
        result.findings.append(Finding::make(
            RuleId::LeadingWhitespace,
            tr("%n whitespace character(s) precede the XML declaration", nullptr,
               int(decl.begin)),
            line, column));
    }
    const QByteArray declared = decl.encoding.trimmed().toLower();
    result.encoding = QStringLiteral("UTF-8");

    if (!declared.isEmpty() && declared != "utf-8" && declared != "utf8"
        && declared != "us-ascii" && declared != "ascii" && !result.hadByteOrderMark) {
        QString text;
        if (declared == "iso-8859-1" || declared == "latin1" || declared == "latin-1"
            || declared == "iso8859-1") {
            text = QString::fromLatin1(bytes);
            notUtf8(QStringLiteral("ISO-8859-1"));
        } else if (declared == "windows-1252" || declared == "cp1252") {
            text = decodeWindows1252(bytes);
            notUtf8(QStringLiteral("windows-1252"));
        } else if (declared.startsWith("utf-16")) {
            // Declared UTF-16 but stored as 8-bit text: the declaration is wrong; the
            // bytes are read as UTF-8 below.
            result.findings.append(Finding::make(
                RuleId::NotUtf8, tr("The file declares encoding \"%1\" but is stored as 8-bit "
                                    "text; it was read as UTF-8")
                                     .arg(QString::fromLatin1(decl.encoding))));
        } else {
            QStringDecoder decoder(declared.constData(), QStringDecoder::Flag::Stateless);
            if (!decoder.isValid()) {
                result.failed = true;
                result.encoding = QString::fromLatin1(decl.encoding);
                result.findings.append(Finding::make(
                    RuleId::NotUtf8,
                    tr("The file declares encoding \"%1\", which cannot be decoded; sitemaps "
                       "must be UTF-8")
                        .arg(QString::fromLatin1(decl.encoding))));
                return result;
            }
            text = decoder.decode(bytes);
            notUtf8(QString::fromLatin1(decl.encoding));
        }
        if (!text.isNull()) {
            result.utf8 = text.toUtf8();
            prepareForParser(result.utf8);
            return result;
        }
    }

    // The bytes themselves: a move when the caller gave them up; when it kept them, the
    // changes below (the byte order mark, the declaration blanked) make one copy.
    if (result.hadByteOrderMark)
        raw.remove(0, 3);
    result.utf8 = std::move(raw);
    const qsizetype invalid = firstInvalidUtf8(result.utf8);
    if (invalid >= 0) {
        result.findings.append(
            invalidUtf8(result.utf8, invalid, result.hadByteOrderMark ? 3 : 0));
        result.utf8 = QString::fromUtf8(result.utf8).toUtf8();
    }
    prepareForParser(result.utf8);
    return result;
}

} // namespace Studio
