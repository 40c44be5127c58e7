#include "sitemapwriter.h"

#include "model/namespaces.h"

#include <array>
#include <cstring>

namespace Studio {

namespace {

// Characters XML 1.0 cannot carry even as references: C0 controls but tab, LF and CR,
// unpaired surrogates, U+FFFE and U+FFFF. Only edits can bring them in; they are dropped.
bool isForbidden(char32_t c)
{
    return (c < 0x20 && c != 0x9 && c != 0xA && c != 0xD) || c == 0xFFFE || c == 0xFFFF
        || (c >= 0xD800 && c <= 0xDFFF);
}

void appendSpecial(QByteArray &out, char c, bool attribute)
{
    switch (c) {
    case '&': out += "&amp;"; return;
    case '<': out += "&lt;"; return;
    case '>': out += "&gt;"; return;
    case '\'': out += "&apos;"; return;
    case '"': out += "&quot;"; return;
    case '\r': out += "&#13;"; return;
    case '\t': out += attribute ? "&#9;" : "\t"; return;
    case '\n': out += attribute ? "&#10;" : "\n"; return;
    default: out += c; return;
    }
}

bool needsEscape(char c)
{
    return c == '&' || c == '<' || c == '>' || c == '\'' || c == '"' || quint8(c) < 0x20;
}

// The bytes of UTF-8 text that need a look: what is escaped, and 0xEF, which may start U+FFFE
// or U+FFFF. One table load per byte: every location of an export goes through here.
constexpr auto mayNeedWork = [] {
    std::array<bool, 256> table {};
    for (int c = 0; c < 0x20; ++c)
        table[size_t(c)] = true;
    for (const char c : { '&', '<', '>', '\'', '"' })
        table[quint8(c)] = true;
    table[0xEF] = true;
    return table;
}();

struct UsedNamespaces
{
    bool image = false, video = false, news = false, xhtml = false;
};

UsedNamespaces usedNamespaces(const Sitemap &sitemap)
{
    UsedNamespaces used;
    for (const UrlEntry &entry : sitemap.entries) {
        if (!entry.hasExtras())
            continue;
        used.image |= !entry.images().isEmpty();
        used.video |= !entry.videos().isEmpty();
        used.news |= !entry.news().isEmpty();
        used.xhtml |= !entry.alternates().isEmpty();
    }
    // Declared in the original but unused: kept, so that the file keeps its shape.
    for (const NamespaceDeclaration &d : sitemap.namespaces) {
        switch (Namespaces::classify(d.namespaceUri)) {
        case Ns::Image: used.image = true; break;
        case Ns::Video: used.video = true; break;
        case Ns::News: used.news = true; break;
        case Ns::Xhtml: used.xhtml = !d.prefix.isEmpty() || used.xhtml; break;
        default: break;
        }
    }
    return used;
}

// The prefixes the root declares: the protocol's, then the file's own foreign ones.
QList<NamespaceDeclaration> rootDeclarations(const Sitemap &sitemap)
{
    const UsedNamespaces used = usedNamespaces(sitemap);
    QList<NamespaceDeclaration> out;
    out.append({QString(), Namespaces::canonical(Ns::Sitemap)});
    if (used.xhtml)
        out.append({Namespaces::canonicalPrefix(Ns::Xhtml), Namespaces::canonical(Ns::Xhtml)});
    if (used.image)
        out.append({Namespaces::canonicalPrefix(Ns::Image), Namespaces::canonical(Ns::Image)});
    if (used.video)
        out.append({Namespaces::canonicalPrefix(Ns::Video), Namespaces::canonical(Ns::Video)});
    if (used.news)
        out.append({Namespaces::canonicalPrefix(Ns::News), Namespaces::canonical(Ns::News)});
    for (const NamespaceDeclaration &d : sitemap.namespaces) {
        if (d.prefix.isEmpty() || Namespaces::classify(d.namespaceUri) != Ns::Other)
            continue;
        const bool taken = std::any_of(out.cbegin(), out.cend(), [&](const auto &o) {
            return o.prefix == d.prefix;
        });
        if (!taken)
            out.append(d);
    }
    return out;
}

} // namespace

void SitemapWriter::appendEscapedUtf8(QByteArray &out, QByteArrayView utf8, bool attribute)
{
    qsizetype start = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const char c = utf8[i];
        if (!mayNeedWork[quint8(c)])
            continue;
        // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not XML characters: dropped.
        if (quint8(c) == 0xEF && i + 2 < utf8.size() && quint8(utf8[i + 1]) == 0xBF
            && (quint8(utf8[i + 2]) & 0xFE) == 0xBE) {
            out.append(utf8.data() + start, i - start);
            i += 2;
            start = i + 1;
            continue;
        }
        if (!needsEscape(c))
            continue;
        out.append(utf8.data() + start, i - start);
        if (quint8(c) >= 0x20 || c == '\t' || c == '\n' || c == '\r')
            appendSpecial(out, c, attribute);
        start = i + 1;
    }
    out.append(utf8.data() + start, utf8.size() - start);
}

void SitemapWriter::appendEscapedLocation(QByteArray &out, const UrlEntry &entry)
{
    // A location's parts split before a '/', '?' or '#' (PooledBytes): no character that
    // escaping looks at spans them.
    const PooledBytes::Parts parts = entry.location().parts();
    appendEscapedUtf8(out, parts.head);
    appendEscapedUtf8(out, parts.tail);
}

void SitemapWriter::appendEscaped(QByteArray &out, QStringView text, bool attribute)
{
    bool plain = true;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0x80 || needsEscape(char(u))) {
            plain = false;
            break;
        }
    }
    if (plain) {
        const qsizetype at = out.size();
        out.resize(at + text.size());
        char *dst = out.data() + at;
        for (const QChar c : text)
            *dst++ = char(c.unicode());
        return;
    }
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            const QByteArray utf8 = text.sliced(i, 2).toUtf8();
            out += utf8;
            ++i;
            continue;
        }
        if (isForbidden(c))
            continue;
        if (c < 0x80) {
            appendSpecial(out, char(c), attribute);
        } else {
            const QChar ch{char16_t(c)};
            out += QStringView(&ch, 1).toUtf8();
        }
    }
}

void SitemapWriter::indent(QByteArray &out, int depth) const
{
    if (m_options.pretty)
        out.append(depth * 2, ' ');
}

void SitemapWriter::newline(QByteArray &out) const
{
    if (m_options.pretty)
        out += '\n';
}

SitemapWriter::SitemapWriter(const Sitemap &sitemap, const WriteOptions &options)
    : m_sitemap(sitemap)
    , m_options(options)
    , m_declarations(rootDeclarations(sitemap))
{
    for (const NamespaceDeclaration &d : std::as_const(m_declarations))
        m_rootScope.insert(d.prefix, d.namespaceUri);
    // Prefixed root attributes whose prefix the protocol's declarations do not bind (a
    // protocol namespace declared under a second prefix, say) are declared on the root too.
    for (const XmlAttribute &a : sitemap.rootAttributes) {
        const qsizetype colon = a.qualifiedName.indexOf(u':');
        if (colon < 0 || a.namespaceUri.isEmpty())
            continue;
        const QString prefix = a.qualifiedName.left(colon);
        if (prefix == u"xml" || m_rootScope.value(prefix) == a.namespaceUri)
            continue;
        m_declarations.append({prefix, a.namespaceUri});
        m_rootScope.insert(prefix, a.namespaceUri);
    }
}

void SitemapWriter::appendAttributes(QByteArray &out, const Scope &scope,
                                     const QList<XmlAttribute> &attributes) const
{
    if (attributes.isEmpty())
        return;
    Scope inner = scope;
    bindAttributePrefixes(out, inner, attributes);
    for (const XmlAttribute &a : attributes)
        appendAttribute(out, a.qualifiedName, a.value);
}

void SitemapWriter::bindAttributePrefixes(QByteArray &out, Scope &scope,
                                          const QList<XmlAttribute> &attributes) const
{
    for (const XmlAttribute &a : attributes) {
        const qsizetype colon = a.qualifiedName.indexOf(u':');
        if (colon < 0 || a.namespaceUri.isEmpty())
            continue;
        const QString prefix = a.qualifiedName.left(colon);
        if (prefix == u"xml" || (scope.contains(prefix) && scope.value(prefix) == a.namespaceUri))
            continue;
        scope.insert(prefix, a.namespaceUri);
        appendAttribute(out, QStringLiteral("xmlns:") + prefix, a.namespaceUri);
    }
}

void SitemapWriter::appendAttribute(QByteArray &out, const QString &qualifiedName,
                                    const QString &value) const
{
    out += ' ' + qualifiedName.toUtf8() + "=\"";
    appendEscaped(out, value, true);
    out += '"';
}

QByteArray SitemapWriter::header() const
{
    const Sitemap &sitemap = m_sitemap;
    QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    for (const PrologItem &item : sitemap.prolog) {
        if (item.kind == PrologItem::ProcessingInstruction) {
            out += "<?" + item.target.toUtf8();
            if (!item.data.isEmpty())
                out += ' ' + item.data.toUtf8();
            out += "?>\n";
        } else {
            out += "<!--" + item.data.toUtf8() + "-->\n";
        }
    }
    out += sitemap.isIndex() ? "<sitemapindex" : "<urlset";
    for (const NamespaceDeclaration &d : m_declarations) {
        appendAttribute(out, d.prefix.isEmpty() ? QStringLiteral("xmlns") : QStringLiteral("xmlns:") + d.prefix,
                        d.namespaceUri);
    }
    for (const XmlAttribute &a : sitemap.rootAttributes)
        appendAttribute(out, a.qualifiedName, a.value);
    out += '>';
    newline(out);
    return out;
}

void SitemapWriter::appendRootForeign(QByteArray &out, const ForeignElement &element) const
{
    appendForeign(out, element, m_rootScope, 1, m_options.pretty);
}

QByteArray SitemapWriter::footer() const
{
    const Sitemap &sitemap = m_sitemap;
    QByteArray out;
    for (const PlacedForeignElement &placed : sitemap.foreignElements)
        if (placed.beforeEntry >= sitemap.entries.size())
            appendForeign(out, placed.element, m_rootScope, 1, m_options.pretty);
    out += sitemap.isIndex() ? "</sitemapindex>" : "</urlset>";
    out += '\n';
    for (const PrologItem &item : sitemap.epilogue) {
        if (item.kind == PrologItem::ProcessingInstruction)
            out += "<?" + item.target.toUtf8() + (item.data.isEmpty() ? QByteArray() : ' ' + item.data.toUtf8()) + "?>\n";
        else
            out += "<!--" + item.data.toUtf8() + "-->\n";
    }
    return out;
}

void SitemapWriter::appendForeign(QByteArray &out, const ForeignElement &element,
                                  const Scope &outer, int depth, bool pretty) const
{
    if (element.isText()) {
        appendEscaped(out, element.text);
        return;
    }
    if (element.isComment()) {
        // "--" cannot appear inside a comment; a model edited into one gets a space between.
        QString text = element.text;
        while (text.contains(u"--"))
            text.replace(QStringLiteral("--"), QStringLiteral("- -"));
        if (text.endsWith(u'-'))
            text += u' ';
        if (pretty)
            out.append(depth * 2, ' ');
        out += "<!--" + text.toUtf8() + "-->";
        if (pretty)
            out += '\n';
        return;
    }
    // Elements of the protocol's namespaces take the canonical URI and prefix, so that a file
    // with a wrong namespace variant is written with the right one consistently. No namespace
    // is not a variant here: the reader records an unknown element in no namespace only when
    // the file put it there (an xmlns="" below the root, or a root in a namespace that leaves
    // the default one undeclared); one that merely shares a root in no namespace is recorded
    // in the sitemap namespace the root is taken to be in. So it stays in no namespace, with
    // an xmlns="" when the default namespace in scope is another.
    const Ns ns
        = element.namespaceUri.isEmpty() ? Ns::Other : Namespaces::classify(element.namespaceUri);
    const bool known = ns != Ns::Other;
    QString name = element.qualifiedName;
    QString uri = element.namespaceUri;
    if (known) {
        const QString prefix = Namespaces::canonicalPrefix(ns);
        name = prefix.isEmpty() ? element.localName().toString()
                                : prefix + u':' + element.localName().toString();
        uri = Namespaces::canonical(ns);
    }
    Scope scope = outer;
    QByteArray declarations;
    for (const NamespaceDeclaration &d : element.namespaceDeclarations) {
        if (known && Namespaces::classify(d.namespaceUri) == ns)
            continue;
        if (scope.value(d.prefix) == d.namespaceUri && scope.contains(d.prefix))
            continue;
        scope.insert(d.prefix, d.namespaceUri);
        appendAttribute(declarations,
                        d.prefix.isEmpty() ? QStringLiteral("xmlns") : QStringLiteral("xmlns:") + d.prefix,
                        d.namespaceUri);
    }
    // Bind the element's own prefix when nothing in scope does. A prefix in no namespace is
    // one the file used without declaring it (read by prefix, with an error saying so): XML
    // 1.0 has no way to declare it so, and xmlns:p="" would make the file unreadable to a
    // namespace-aware parser. It is written as found, undeclared, and reads back the same.
    const qsizetype colon = name.indexOf(u':');
    const QString prefix = colon < 0 ? QString() : name.left(colon);
    const bool bound = scope.contains(prefix) ? scope.value(prefix) == uri : uri.isEmpty();
    if (!bound) {
        scope.insert(prefix, uri);
        appendAttribute(declarations,
                        prefix.isEmpty() ? QStringLiteral("xmlns") : QStringLiteral("xmlns:") + prefix, uri);
    }
    bindAttributePrefixes(declarations, scope, element.attributes);
    if (pretty)
        out.append(depth * 2, ' ');
    out += '<' + name.toUtf8() + declarations;
    for (const XmlAttribute &a : element.attributes)
        appendAttribute(out, a.qualifiedName, a.value);
    if (element.children.isEmpty()) {
        out += "/>";
        if (pretty)
            out += '\n';
        return;
    }
    out += '>';
    // Text is data: an element with text children is written without indentation inside.
    const bool mixed = std::any_of(element.children.cbegin(), element.children.cend(),
                                   [](const ForeignElement &c) { return c.isText(); });
    if (pretty && !mixed)
        out += '\n';
    for (const ForeignElement &child : element.children)
        appendForeign(out, child, scope, depth + 1, pretty && !mixed);
    if (pretty && !mixed)
        out.append(depth * 2, ' ');
    out += "</" + name.toUtf8() + '>';
    if (pretty)
        out += '\n';
}

// A plain entry's parts: the location, the date and the priority as they are written.
struct SitemapWriter::PlainEntry
{
    PooledBytes::Parts loc; // written part by part: a location need not be joined
    QByteArrayView changefreq;
    char date[W3cDateTime::CanonicalMaxLength];
    char priority[16];
    int dateLength = 0;
    int priorityLength = 0;
    qsizetype bytes = 0;
};

bool SitemapWriter::plainEntry(const UrlEntry &entry, PlainEntry &plain) const
{
    if (entry.hasExtras())
        return false;
    plain.loc = entry.location().parts();
    for (const QByteArrayView part : { plain.loc.head, plain.loc.tail })
        for (const char c : part)
            if (mayNeedWork[quint8(c)])
                return false;
    plain.dateLength = entry.lastmod().canonicalUtf8(plain.date);
    if (plain.dateLength < 0)
        return false;
    const ChangeFreq changefreq = entry.changefreq();
    if (changefreq == ChangeFreq::Invalid)
        return false;
    const QLatin1StringView word = UrlEntry::changefreqWord(changefreq);
    plain.changefreq = QByteArrayView(word.data(), word.size());
    plain.priorityLength = qMax(0, entry.priorityNumber(plain.priority));
    plain.bytes = 0;
    layOutPlainEntry(plain, [&plain](QByteArrayView piece) { plain.bytes += piece.size(); });
    return true;
}

// The pieces of a plain entry in order, as appendEntry() lays them out (a field is written
// when it has a value): counted by plainEntry(), copied by appendPlainEntry().
template<typename Put>
void SitemapWriter::layOutPlainEntry(const PlainEntry &plain, Put put) const
{
    const bool pretty = m_options.pretty;
    const QByteArrayView tag = m_sitemap.isIndex() ? "sitemap" : "url";
    if (pretty)
        put("  ");
    put("<");
    put(tag);
    put(pretty ? ">\n" : ">");
    // A value in up to two parts (a location's origin and the rest; see PooledBytes).
    auto field = [&](QByteArrayView open, PooledBytes::Parts value, QByteArrayView close) {
        if (value.size() == 0)
            return;
        if (pretty)
            put("    ");
        put(open);
        if (!value.head.isEmpty())
            put(value.head);
        put(value.tail);
        put(close);
        if (pretty)
            put("\n");
    };
    field("<loc>", plain.loc, "</loc>");
    field("<lastmod>", { {}, QByteArrayView(plain.date, plain.dateLength) }, "</lastmod>");
    field("<changefreq>", { {}, plain.changefreq }, "</changefreq>");
    field("<priority>", { {}, QByteArrayView(plain.priority, plain.priorityLength) },
          "</priority>");
    if (pretty)
        put("  ");
    put("</");
    put(tag);
    put(pretty ? ">\n" : ">");
}

void SitemapWriter::appendPlainEntry(QByteArray &out, const PlainEntry &plain) const
{
    const qsizetype at = out.size();
    out.resize(at + plain.bytes);
    char *p = out.data() + at;
    layOutPlainEntry(plain, [&p](QByteArrayView piece) {
        std::memcpy(p, piece.data(), size_t(piece.size()));
        p += piece.size();
    });
    Q_ASSERT(p == out.constData() + out.size());
}

qsizetype SitemapWriter::entryBytes(const UrlEntry &entry, QByteArray &scratch) const
{
    PlainEntry plain;
    if (plainEntry(entry, plain))
        return plain.bytes;
    scratch.resize(0);
    appendEntry(scratch, entry);
    return scratch.size();
}

void SitemapWriter::appendEntry(QByteArray &out, const UrlEntry &entry) const
{
    // Most entries of a large set are plain: copied in, without the general path's work.
    if (!entry.hasExtras()) {
        PlainEntry plain;
        if (plainEntry(entry, plain)) {
            appendPlainEntry(out, plain);
            return;
        }
    }
    const char *const tag = m_sitemap.isIndex() ? "sitemap" : "url";
    const Scope &scope = m_rootScope;

    indent(out, 1);
    out += '<';
    out += tag;
    if (!entry.foreignAttributes().isEmpty()) {
        Scope entryScope = scope;
        bindAttributePrefixes(out, entryScope, entry.foreignAttributes());
    }
    for (const XmlAttribute &a : entry.foreignAttributes())
        appendAttribute(out, a.qualifiedName, a.value);
    out += '>';
    newline(out);

    auto simple = [&](const char *name, char code, auto appendValue) {
        indent(out, 2);
        out += '<';
        out += name;
        if (entry.hasExtras())
            appendAttributes(out, scope, entry.fieldAttributes(code));
        out += '>';
        appendValue();
        out += "</";
        out += name;
        out += '>';
        newline(out);
    };
    auto fieldElement = [&](const QString &qualified, const ExtensionField &field, int depth) {
        if (field.key == 0) {
            for (const ForeignElement &element : field.foreign)
                appendForeign(out, element, scope, depth, m_options.pretty);
            return;
        }
        indent(out, depth);
        out += '<' + qualified.toUtf8();
        appendAttributes(out, scope, field.attributes);
        out += '>';
        appendEscaped(out, field.text);
        out += "</" + qualified.toUtf8() + '>';
        newline(out);
    };

    qsizetype images = 0, videos = 0, news = 0, alternates = 0, foreign = 0;
    bool loc = false, lastmod = false, changefreq = false, priority = false;
    auto writeOne = [&](char code) {
        switch (code) {
        case ChildCode::Loc:
            if (!loc && entry.hasLoc())
                simple("loc", ChildCode::Loc, [&] { appendEscapedLocation(out, entry); });
            loc = true;
            break;
        case ChildCode::BareText:
            if (!loc) {
                indent(out, 2);
                appendEscapedLocation(out, entry);
                newline(out);
            }
            loc = true;
            break;
        case ChildCode::Lastmod:
            if (!lastmod && !entry.lastmod().isNull())
                simple("lastmod", ChildCode::Lastmod, [&] {
                    // A canonical value is digits and separators: nothing to escape.
                    if (entry.lastmod().isNonCanonical())
                        appendEscaped(out, entry.lastmod().toString());
                    else
                        entry.lastmod().appendUtf8(out);
                });
            lastmod = true;
            break;
        case ChildCode::Changefreq:
            if (!changefreq && entry.changefreq() != ChangeFreq::None)
                simple("changefreq", ChildCode::Changefreq, [&] { appendEscaped(out, entry.changefreqText()); });
            changefreq = true;
            break;
        case ChildCode::Priority:
            if (!priority && entry.hasPriority())
                simple("priority", ChildCode::Priority, [&] {
                    if (!entry.appendPriorityNumber(out))
                        appendEscaped(out, entry.priorityText());
                });
            priority = true;
            break;
        case ChildCode::Alternate:
            if (alternates < entry.alternates().size()) {
                const Alternate &a = entry.alternates().at(alternates++);
                indent(out, 2);
                out += "<xhtml:link";
                if (!a.rel.isNull())
                    appendAttribute(out, QStringLiteral("rel"), a.rel);
                if (!a.hreflang.isNull())
                    appendAttribute(out, QStringLiteral("hreflang"), a.hreflang);
                if (!a.href.isNull())
                    appendAttribute(out, QStringLiteral("href"), a.href);
                appendAttributes(out, scope, a.otherAttributes);
                out += "/>";
                newline(out);
            }
            break;
        case ChildCode::Image:
            if (images < entry.images().size()) {
                const Image &image = entry.images().at(images++);
                indent(out, 2);
                out += "<image:image";
                appendAttributes(out, scope, image.attributes());
                out += '>';
                newline(out);
                for (const ExtensionField &field : image.fields())
                    fieldElement(QStringLiteral("image:") + imageFieldName(ImageField(field.key)), field, 3);
                indent(out, 2);
                out += "</image:image>";
                newline(out);
            }
            break;
        case ChildCode::Video:
            if (videos < entry.videos().size()) {
                const Video &video = entry.videos().at(videos++);
                indent(out, 2);
                out += "<video:video";
                appendAttributes(out, scope, video.attributes());
                out += '>';
                newline(out);
                for (const ExtensionField &field : video.fields())
                    fieldElement(QStringLiteral("video:") + videoFieldName(VideoField(field.key)), field, 3);
                indent(out, 2);
                out += "</video:video>";
                newline(out);
            }
            break;
        case ChildCode::News:
            if (news < entry.news().size()) {
                const News &item = entry.news().at(news++);
                indent(out, 2);
                out += "<news:news";
                appendAttributes(out, scope, item.attributes());
                out += '>';
                newline(out);
                bool publicationWritten = false;
                for (const ExtensionField &field : item.fields()) {
                    const auto key = NewsField(field.key);
                    if (key == NewsField::PublicationName
                        || key == NewsField::PublicationLanguage) {
                        if (publicationWritten)
                            continue;
                        publicationWritten = true;
                        indent(out, 3);
                        out += "<news:publication";
                        appendAttributes(out, scope, item.publicationAttributes);
                        out += '>';
                        newline(out);
                        for (const ExtensionField &inner : item.fields())
                            if (inner.key == int(NewsField::PublicationName))
                                fieldElement(QStringLiteral("news:name"), inner, 4);
                            else if (inner.key == int(NewsField::PublicationLanguage))
                                fieldElement(QStringLiteral("news:language"), inner, 4);
                        indent(out, 3);
                        out += "</news:publication>";
                        newline(out);
                        continue;
                    }
                    fieldElement(QStringLiteral("news:") + newsFieldName(key), field, 3);
                }
                indent(out, 2);
                out += "</news:news>";
                newline(out);
            }
            break;
        case ChildCode::Foreign:
            if (foreign < entry.foreignElements().size())
                appendForeign(out, entry.foreignElements().at(foreign++), scope, 2,
                              m_options.pretty);
            break;
        default:
            break;
        }
    };

    for (const char code : entry.childOrder())
        writeOne(code);
    // What the recorded order does not cover (new or edited content), in the default order.
    for (const char code : ChildCode::DefaultOrder) {
        switch (code) {
        case ChildCode::Alternate:
            while (alternates < entry.alternates().size())
                writeOne(code);
            break;
        case ChildCode::Image:
            while (images < entry.images().size())
                writeOne(code);
            break;
        case ChildCode::Video:
            while (videos < entry.videos().size())
                writeOne(code);
            break;
        case ChildCode::News:
            while (news < entry.news().size())
                writeOne(code);
            break;
        case ChildCode::Foreign:
            while (foreign < entry.foreignElements().size())
                writeOne(code);
            break;
        default:
            writeOne(code);
            break;
        }
    }

    indent(out, 1);
    out += "</";
    out += tag;
    out += '>';
    newline(out);
}

QByteArray SitemapWriter::write() const
{
    const Sitemap &sitemap = m_sitemap;
    QByteArray out = header();
    out.reserve(out.size() + sitemap.entries.size() * 160);
    qsizetype placed = 0;
    for (qsizetype i = 0; i < sitemap.entries.size(); ++i) {
        while (placed < sitemap.foreignElements.size()
               && sitemap.foreignElements.at(placed).beforeEntry <= i)
            appendRootForeign(out, sitemap.foreignElements.at(placed++).element);
        appendEntry(out, sitemap.entries.at(i));
    }
    out += footer();
    return out;
}

} // namespace Studio
