#pragma once

#include "foreignelement.h"
#include "finding.h"
#include "urlentry.h"

#include <QList>
#include <QString>
#include <QUrl>

namespace Studio {

enum class Compression : quint8 { None, Gzip, Zip };

// What a file turned out to be after sniffing its content.
enum class SourceFormat : quint8 { Unknown, UrlSet, SitemapIndex, Text, Rss, Atom, Robots, Csv };

QString compressionName(Compression compression);
QString sourceFormatName(SourceFormat format);

// Where a sitemap came from and how it was stored there.
struct SourceInfo
{
    QString location; // file path or URL as given
    QString archiveEntry; // the entry's name when read from a zip bundle
    Compression compression = Compression::None;
    SourceFormat format = SourceFormat::Unknown;
    QString encoding = QStringLiteral("UTF-8"); // as found (declared or from the BOM)
    qint64 bytes = 0; // as stored
    qint64 uncompressedBytes = 0;
    // The root's namespace URI as found (may be a wrong variant or empty).
    QString rootNamespace;
    // The root's qualified name as found ("urlset", "sit:urlset").
    QString rootName;
    // Which parser read the body: the fast scanner for plain sitemaps, else QXmlStreamReader.
    enum class Parser : quint8 { None, XmlStreamReader, FastScanner } parser = Parser::None;
};

// Something before the root element kept for the writer: a processing instruction such as
// <?xml-stylesheet?>, or a comment.
struct PrologItem
{
    // No underlying type: lupdate (Qt 6.4) loses the namespace of what follows an `enum E : T`
    // inside a class, and files its strings under a context tr() never asks for.
    enum Kind { ProcessingInstruction, Comment } kind = ProcessingInstruction;
    QString target; // PI target
    QString data; // PI data or comment text

    friend bool operator==(const PrologItem &, const PrologItem &) = default;
};

// An unknown element directly under the root, kept before entry `beforeEntry`.
struct PlacedForeignElement
{
    qsizetype beforeEntry = 0;
    ForeignElement element;

    friend bool operator==(const PlacedForeignElement &, const PlacedForeignElement &) = default;
};

// How many entries a urlset has and the extension items they carry, for a file whose entries
// were counted as they were read rather than kept (ReadLimits::countEntries).
struct EntryCounts
{
    qsizetype entries = 0, images = 0, videos = 0, news = 0, alternates = 0;

    void add(const UrlEntry &entry)
    {
        ++entries;
        if (!entry.hasExtras())
            return;
        images += entry.images().size();
        videos += entry.videos().size();
        news += entry.news().size();
        alternates += entry.alternates().size();
    }
    EntryCounts &operator+=(const EntryCounts &other)
    {
        entries += other.entries;
        images += other.images;
        videos += other.videos;
        news += other.news;
        alternates += other.alternates;
        return *this;
    }
    friend bool operator==(const EntryCounts &, const EntryCounts &) = default;
};

// One sitemap file: a <urlset> of pages or a <sitemapindex> of sitemaps, with everything
// needed to write it back as it was read.
class Sitemap
{
public:
    enum class Kind : quint8 { UrlSet, Index };

    Kind kind = Kind::UrlSet;
    SourceInfo source;
    // Where the file is (or will be) published; scope rules test URLs against it.
    QUrl publishLocation;

    QList<UrlEntry> entries;
    // The entries a reader asked to count them (ReadLimits::countEntries) read and did not
    // keep: `entries` is then empty, and the findings' entry indexes count these.
    EntryCounts counted;

    // Namespaces declared on the root as found, including unused ones, and its other
    // attributes (xsi:schemaLocation, ...). The writer puts the protocol's namespaces first.
    QList<NamespaceDeclaration> namespaces;
    QList<XmlAttribute> rootAttributes;
    QList<PrologItem> prolog;
    // Comments and processing instructions after the root element.
    QList<PrologItem> epilogue;
    QList<PlacedForeignElement> foreignElements;

    // Problems met while reading, with line and column.
    QList<Finding> findings;
    // True when part of the file could not be read: saving over it would lose that part.
    bool recovered = false;
    // True when a reading limit (not damage) cut the file short: its end was never read.
    bool cutByLimit = false;
    // True when not even a root element could be read; entries is empty.
    bool failed = false;
    // The file's text as read (UTF-8), kept only when LoadOptions::keepTextBytes asks, for finding
    // the lines of fields without reading the file again. Says nothing of later edits.
    QByteArray text;

    bool isIndex() const { return kind == Kind::Index; }
    qsizetype errorCount() const;
    qsizetype warningCount() const;
};

} // namespace Studio
