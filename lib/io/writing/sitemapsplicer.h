#pragma once

#include "model/sitemap.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace Studio {

// Writes a sitemap over the file it was read from, keeping that file's bytes for everything
// that did not change: the XML declaration, the prolog and the root start tag as they were
// spelt, each unchanged entry with the whitespace and comments before it, and the end, so that
// a sitemap kept in git shows a diff of what the user changed and nothing else.
//
// An entry is kept when the file has one that reads as exactly the same entry, wherever it
// stood. An edited entry (the file's entry of the same location, or the one that stood in its
// place when the location itself changed) is written by editing that entry's bytes: a changed
// value replaces only the text of its element, a removed field drops its line, and a new field
// or extension item (an image, a video, a news item, an alternate) is put after its siblings
// with the indentation of the entry's children, so one new value is one new line. Where an
// edit cannot be made so (unknown elements changed, say), the entry is laid out anew in the
// indentation of the entry it replaces; new entries take the file's indentation. A namespace
// that new content needs and the root does not declare is added to the root start tag, after
// its last declaration, under the protocol's usual prefix; every other byte is kept.
//
// The file is read again for that, so nothing is recorded per entry while editing and a file
// changed on disk since it was opened can do no harm. The result is read back before it is
// returned and must read as the sitemap: every entry, the root's declarations (but those
// added) and attributes, the prolog and the unknown elements between entries, with no reading
// problem the original did not have. Where it would not, entries are laid out anew, and at
// worst the whole file is SitemapWriter::write()'s; Result::wholeRewrite says why, and plan()
// says so before saving.
class SitemapSplicer
{
public:
    // Why the whole file was laid out anew by SitemapWriter rather than spliced.
    enum class WholeRewrite : quint8 {
        None, // the original's bytes were kept for all that did not change
        NoOriginal, // there was no file to keep bytes from (new, from the web, in a zip)
        // The file had to be repaired to be read (damaged, an unescaped '&'), was not UTF-8,
        // had a reading error, or is not a urlset or an index.
        OriginalNotClean,
        RootChanged, // the root's declarations, attributes, prolog or epilogue were edited
        // The root lacks the sitemap namespace, or binds a prefix new content needs (image,
        // video, news, xhtml) to another namespace.
        NamespaceUnfit,
        // The file's markup could not be followed, or the spliced bytes did not read back as
        // the sitemap.
        Unverified,
    };

    struct Result
    {
        QByteArray bytes; // the file's content, uncompressed
        // What `bytes` read as: each entry's line (UrlEntry::sourceLine()) and the reader's
        // findings, so that lines shown after saving are those of the saved file.
        QList<quint32> lines;
        QList<Finding> findings;
        qsizetype keptEntries = 0; // entries whose original bytes were kept
        qsizetype editedEntries = 0; // entries written by editing their original's bytes
        bool keptHeader = false; // the prolog and root start tag are the original's
        bool readsBack = false; // `bytes` read as the sitemap (false only on a writer fault)
        // Namespace URIs declared on the root start tag for content that needs them; the
        // rest of the start tag is the original's.
        QStringList addedNamespaces;
        WholeRewrite wholeRewrite = WholeRewrite::None;
        bool rewroteWhole() const { return wholeRewrite != WholeRewrite::None; }
    };

    // What a save over `original` will do, without writing it: WholeRewrite::None when the
    // file's bytes are kept (then with the namespaces that will be added), else why the whole
    // file will be laid out anew. One read of `original`; a window asks before saving so that
    // it can warn the user. Unverified is only known by write(): a plan of None may still end
    // as a whole rewrite when the spliced bytes do not read back (a writer fault).
    struct Plan
    {
        WholeRewrite wholeRewrite = WholeRewrite::None;
        QStringList addedNamespaces;
        bool rewritesWhole() const { return wholeRewrite != WholeRewrite::None; }
    };
    static Plan plan(const Sitemap &sitemap, const QByteArray &original);

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
