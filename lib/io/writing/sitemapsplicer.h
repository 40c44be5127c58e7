#pragma once

#include "model/sitemap.h"

#include <QByteArray>
#include <QList>

namespace Studio {

// Writes a sitemap over the file it was read from, keeping that file's bytes for everything
// that did not change: the XML declaration, the prolog and the root start tag as they were
// spelt, each unchanged entry with the whitespace and comments before it, and the end. Only
// entries that were edited or added are laid out anew (by SitemapWriter), so that a sitemap
// kept in git shows a diff of what the user changed and nothing else.
//
// An entry is kept when the file has one that reads as exactly the same entry, wherever it
// stood; the file is read again for that, so nothing is recorded per entry while editing and
// a file changed on disk since it was opened can do no harm. The result is read back before
// it is returned and must read as the sitemap: every entry, the root's declarations and
// attributes, the prolog and the unknown elements between entries, with no reading problem the
// original did not have. Where it would not (a namespace the original root does not declare,
// a file that was damaged, not UTF-8, or had to be repaired to be read), entries are laid out
// anew, and at worst the whole file is SitemapWriter::write()'s.
class SitemapSplicer
{
public:
    struct Result
    {
        QByteArray bytes; // the file's content, uncompressed
        // What `bytes` read as: each entry's line (UrlEntry::sourceLine()) and the reader's
        // findings, so that lines shown after saving are those of the saved file.
        QList<quint32> lines;
        QList<Finding> findings;
        qsizetype keptEntries = 0; // entries whose original bytes were kept
        bool keptHeader = false; // the prolog and root start tag are the original's
        bool readsBack = false; // `bytes` read as the sitemap (false only on a writer fault)
    };

    // `original` is the content (uncompressed) of the file the sitemap was read from; empty
    // when there is none, and then the result is SitemapWriter's, read back for its lines.
    static Result write(const Sitemap &sitemap, const QByteArray &original);

    // The text (uncompressed) of the local file `sitemap` was read from, as it is on disk now;
    // empty when it came from the web or a zip bundle, or cannot be read whole.
    static QByteArray originalOf(const Sitemap &sitemap);

    // Where the elements of a well-formed document are: the end of the root's start tag, the
    // children of the root (start of '<' to the end of their end tag) with their local names,
    // and the start of the root's end tag. A plain scan of the markup (comments, CDATA,
    // processing instructions, a DOCTYPE, quoted attribute values), for a document a reader
    // has read without an error; `valid` is false for anything it cannot follow.
    struct Layout
    {
        struct Child
        {
            qsizetype start = 0;
            qsizetype end = 0;
            QByteArrayView localName;
        };
        qsizetype rootOpenEnd = -1;
        qsizetype rootCloseStart = -1;
        QList<Child> children;
        bool valid = false;
    };
    static Layout layout(QByteArrayView document);
};

} // namespace Studio
