#pragma once

#include <QByteArray>
#include <QStringList>
#include <QStringView>

namespace Studio {

// Rows of text fields as comma-separated values (RFC 4180) or tab-separated values, the one
// place that quotes them: crawl tables written by the engine and the CLI, and any table the
// window exports or copies.
//
// A field is quoted when it holds the separator, a double quote, CR or LF (a tab-separated
// field the same way, as spreadsheet programs paste them): it is then wrapped in double quotes
// and each double quote inside doubled. Nothing else is touched, so a reader gets back exactly
// the text written. Lines end with CRLF in both forms (RFC 4180's line end, and what spreadsheet
// programs put on the clipboard); the bytes are UTF-8 without a byte order mark.
class DelimitedText
{
public:
    enum class Separator {
        Comma,
        Tab,
    };

    // `fields` as one line, its CRLF included.
    static QByteArray line(const QStringList &fields, Separator separator);
    // The same, appended to `out`, for writers that fill a buffer row by row.
    static void appendLine(QByteArray *out, const QStringList &fields, Separator separator);
    // One field, quoted if it needs to be, appended to `out` (no separator).
    static void appendField(QByteArray *out, QStringView field, Separator separator);
    static bool needsQuotes(QStringView field, Separator separator);
};

} // namespace Studio
