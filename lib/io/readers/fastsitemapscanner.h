#pragma once

#include "model/finding.h"
#include "model/namespaces.h"
#include "model/sitemap.h"
#include "model/urlentry.h"

#include <QByteArray>
#include <QHash>
#include <QList>

namespace Studio {

// The fast path of XmlSitemapReader: a scanner for the body of a sitemap written the way
// generators write them (protocol namespaces declared on the root, known elements only, no
// CDATA, no damage). It reads such a body several times faster than QXmlStreamReader, which
// spends most of its time building tokens this reader does not need.
//
// It gives up, and the caller reads the document with QXmlStreamReader, on anything outside
// that subset: an unknown or undeclared element, a namespace declaration inside the body,
// CDATA, processing instructions, a character reference to a forbidden character, a carriage
// return, any well-formedness doubt. So it never decides a question of XML on its own; for
// what it accepts its result equals QXmlStreamReader's, which the tests check on the corpus.
class FastSitemapScanner
{
public:
    struct Context
    {
        bool index = false; // <sitemapindex> of <sitemap>, else <urlset> of <url>
        // Declared on the root; "" for the default namespace.
        QList<std::pair<QByteArray, Ns>> prefixes;
        QByteArray rootQualifiedName;
        qint64 maxValueLength = 0; // longer values go to the XML parser's path, which reports them
        // Count the entries of a urlset (Result::counted) instead of making them: what is
        // read is checked as closely, and no location, date or list is kept.
        bool countEntries = false;
    };

    struct Result
    {
        bool accepted = false;
        QList<UrlEntry> entries;
        EntryCounts counted; // with Context::countEntries, in place of `entries`
        QList<Finding> findings;
    };

    // Scans bytes [begin, end) of `document`, which hold whole entries (and, when `last`,
    // the root end tag and what follows it). `line` and `column` give the position of
    // `begin` (1-based line, characters before it on its line).
    static Result scan(const QByteArray &document, qsizetype begin, qsizetype end, bool last,
                       qint64 line, qint64 column, const Context &context);
};

} // namespace Studio
