#pragma once

#include "model/sitemap.h"
#include "io/input/readlimits.h"

#include <QCoreApplication>
#include <QByteArrayView>
#include <QList>
#include <QStringList>

namespace Studio {

// Which column of a CSV or TSV file holds what; -1 for none.
struct CsvMapping
{
    enum Role { Ignore, Loc, Lastmod, Changefreq, Priority, ImageLoc };

    char delimiter = ','; // ',', ';' or '\t'
    bool header = false; // the first row names the columns
    int loc = -1;
    int lastmod = -1;
    int changefreq = -1;
    int priority = -1;
    int imageLoc = -1;

    Role roleOf(int column) const;
    void setRole(int column, Role role); // clears any other column of that role
    static QString roleName(Role role); // "loc", "lastmod", ... ; "" for Ignore

    friend bool operator==(const CsvMapping &, const CsvMapping &) = default;
};

// Reads a table of URLs (CSV, RFC 4180, or tab-separated, as spreadsheets and crawlers
// export them) into a urlset: one entry per row with a location, the columns chosen by a
// CsvMapping. Quoted fields may hold delimiters, doubled quotes and line breaks.
//
// Detection guesses the mapping from a header row ("URL", "Address", "Last Modified",
// "Priority", "Image", ...) or, without one, from what the columns hold; the import wizard
// shows the guess and lets the user change it. Rows without a location are skipped and
// reported; values are kept as written, so the checker reports the invalid ones.
class CsvReader
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::CsvReader)
public:
    struct Row
    {
        QStringList fields;
        qint64 line = 0; // where the row starts
        qsizetype end = 0; // the byte after it, its line end included
        bool ended = false; // it ended with a line end, not with the text
    };

    // Whether `utf8` (not XML) is a table: its first rows split into the same number (two or
    // more) of fields at one delimiter, and a column holds URLs.
    static bool looksLikeTable(QByteArrayView utf8);
    // The mapping that detection proposes.
    static CsvMapping detect(QByteArrayView utf8);
    // The rows of `utf8` split at `delimiter`, at most `maxRows` (-1 for all), lines numbered
    // from `firstLine`.
    static QList<Row> rows(QByteArrayView utf8, char delimiter, qsizetype maxRows = -1,
                           qint64 firstLine = 1);

    // Fills `sitemap` (kind, entries, findings); its source info is the caller's.
    static void read(QByteArrayView utf8, const CsvMapping &mapping, Sitemap &sitemap);
    // For a table read in pieces (the loader's, for a large file): appends the rows of `utf8`,
    // the piece that starts on line `firstLine`, to `sitemap`, up to the last row that ends in
    // it (all of them when `last`), and returns the bytes they take; the rest (a quoted field
    // cut by the piece's end) starts the next piece. The header, when `mapping` has one, is the
    // first row read: `mapping.header` is cleared once it was.
    static qsizetype readPiece(QByteArrayView utf8, CsvMapping &mapping, Sitemap &sitemap,
                               qint64 firstLine, bool last);

private:
    static void addRows(const QList<Row> &rows, const CsvMapping &mapping, Sitemap &sitemap);
};

} // namespace Studio
