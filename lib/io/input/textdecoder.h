#pragma once

#include "model/finding.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QList>
#include <QString>

#include <cstring>

namespace Studio {

// A document's bytes as UTF-8, ready for a parser, with line and column positions unchanged:
// the byte order mark is dropped, the XML declaration is blanked out with spaces (so the
// parser reads UTF-8 whatever the declaration said, and whitespace before it is no longer an
// error), UTF-16 and declared single-byte encodings are converted, and invalid UTF-8
// sequences are replaced by U+FFFD.
struct DecodedText
{
    QByteArray utf8;
    QString encoding; // as found: "UTF-8", "UTF-16LE", "ISO-8859-1", ...
    bool hadByteOrderMark = false;
    bool hadXmlDeclaration = false;
    QList<Finding> findings;
    bool failed = false; // an encoding that cannot be decoded; utf8 is empty
};

class TextDecoder
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::TextDecoder)
public:
    // `raw` given up by the caller (moved in) becomes the result's bytes when it is UTF-8,
    // without a copy of the document.
    static DecodedText decode(QByteArray raw);

    // Byte offset of the first invalid UTF-8 sequence (RFC 3629: no overlong forms, no
    // surrogates, nothing above U+10FFFF); -1 when all of `bytes` is valid. Written here
    // because Qt's validator is private and reports no position.
    static qsizetype firstInvalidUtf8(QByteArrayView bytes);
    // How many UTF-16 units the UTF-8 `text` decodes to: the unit QXmlStreamReader and
    // QString count columns in (a character outside the BMP counts twice).
    static qint64 utf16Length(QByteArrayView text)
    {
        qint64 units = 0;
        for (const char c : text) {
            const auto b = quint8(c);
            units += ((b & 0xC0) != 0x80) + (b >= 0xF0);
        }
        return units;
    }
    // The line feeds in `text`. With memchr: Qt's count('\n') goes a byte at a time, 18 ms
    // for a 33 MB sitemap against 4.
    static qsizetype countLineFeeds(QByteArrayView text)
    {
        qsizetype count = 0;
        const char *p = text.data();
        const char *const end = p + text.size();
        while (p < end) {
            p = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
            if (!p)
                break;
            ++count;
            ++p;
        }
        return count;
    }
    // 1-based line and column (in UTF-16 units) of byte `offset` of UTF-8 `text`.
    static void lineColumnAt(QByteArrayView text, qsizetype offset, qint64 *line, qint64 *column);
    // The finding decode() makes for the first invalid UTF-8 sequence: at offset `at` of
    // `text`, which starts at byte `textOffset` of the file and after `linesBefore` lines.
    static Finding invalidUtf8(QByteArrayView text, qsizetype at, qint64 textOffset = 0,
                               qint64 linesBefore = 0);
    // A carriage return not followed by a line feed becomes one, as decode() leaves the text.
    static void normaliseLoneCarriageReturns(QByteArray &utf8);
};

} // namespace Studio
