#pragma once

#include "model/sitemap.h"

#include <QByteArray>
#include <QHash>

namespace Studio {

struct WriteOptions
{
    bool pretty = true; // indent with two spaces, one element per line
};

// Writes a Sitemap as UTF-8 XML with the protocol's namespaces, keeping everything the reader
// kept (unknown elements and attributes, child order, the spelling of values, stylesheet
// instructions), so that an untouched document is written back XML-equivalent to what was
// read.
//
// Written by hand rather than with QXmlStreamWriter because the protocol requires every data
// value to be entity-escaped, including ' and " in text (&apos; &quot;), which
// QXmlStreamWriter does not do, and because the exporter needs each entry's exact byte size
// without writing a file: header() + entries + footer() is byte for byte what write() gives.
class SitemapWriter
{
public:
    // Works on `sitemap` (not owned), which must outlive the writer; the namespaces the root
    // declares are worked out once here.
    explicit SitemapWriter(const Sitemap &sitemap, const WriteOptions &options = {});

    QByteArray write() const;

    // The XML declaration, the prolog and the root start tag.
    QByteArray header() const;
    // One entry of the sitemap (or any entry to be written into a file like it).
    void appendEntry(QByteArray &out, const UrlEntry &entry) const;
    // Unknown elements after the last entry and the root end tag.
    QByteArray footer() const;
    // An unknown element directly under the root, as write() lays it out before an entry.
    void appendRootForeign(QByteArray &out, const ForeignElement &element) const;
    // The namespaces the root start tag declares, which the entries' elements rely on.
    const QList<NamespaceDeclaration> &declarations() const { return m_declarations; }
    // The number of bytes appendEntry() adds for `entry`. A plain entry (the four fields and
    // nothing to escape) is measured without being written; any other is written into
    // `scratch` (emptied first) and measured there.
    qsizetype entryBytes(const UrlEntry &entry, QByteArray &scratch) const;

    // Appends `text` escaped for element content or attribute values.
    static void appendEscaped(QByteArray &out, QStringView text, bool attribute = false);
    static void appendEscapedUtf8(QByteArray &out, QByteArrayView utf8, bool attribute = false);
    // The entry's location, escaped as appendEscapedUtf8() does.
    static void appendEscapedLocation(QByteArray &out, const UrlEntry &entry);

private:
    using Scope = QHash<QString, QString>; // prefix → namespace URI in scope
    struct PlainEntry;

    // The parts of an entry with no extras, ready to be copied, and its exact size; false when
    // it needs the general path (a location to escape, a date written as found).
    bool plainEntry(const UrlEntry &entry, PlainEntry &plain) const;
    void appendPlainEntry(QByteArray &out, const PlainEntry &plain) const;
    template<typename Put>
    void layOutPlainEntry(const PlainEntry &plain, Put put) const;

    void appendForeign(QByteArray &out, const ForeignElement &element, const Scope &scope,
                       int depth, bool pretty) const;
    void appendAttribute(QByteArray &out, const QString &qualifiedName, const QString &value) const;
    // Writes `attributes`, declaring first the prefixes that `scope` does not bind.
    void appendAttributes(QByteArray &out, const Scope &scope,
                          const QList<XmlAttribute> &attributes) const;
    // Declares the prefixes of `attributes` that `scope` does not bind (and adds them to it).
    void bindAttributePrefixes(QByteArray &out, Scope &scope,
                               const QList<XmlAttribute> &attributes) const;
    void indent(QByteArray &out, int depth) const;
    void newline(QByteArray &out) const;

    const Sitemap &m_sitemap;
    WriteOptions m_options;
    QList<NamespaceDeclaration> m_declarations; // on the root
    Scope m_rootScope;
};

} // namespace Studio
