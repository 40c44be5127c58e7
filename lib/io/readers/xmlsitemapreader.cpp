#include "xmlsitemapreader.h"

#include "fastsitemapscanner.h"
#include "model/namespaces.h"
#include "io/input/textdecoder.h"
#include "util/xmlspace.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QThread>
#include <QXmlStreamReader>
#include <QtConcurrent/QtConcurrentMap>

#include <optional>

namespace Studio {

namespace {


// Where a parse run's text comes from: bytes [begin, end) of the document, preceded by the
// document's head (prolog and root start tag) when the run does not start at 0, and followed
// by a synthetic root end tag when it does not run to the end. Positions the parser reports
// in that synthetic text are mapped back to the document's lines and columns.
struct RunSpan
{
    qsizetype begin = 0;
    qsizetype end = 0;
    bool withHead = false;
    bool withFooter = false;
    qint64 baseLine = 1; // line of `begin` in the document (1-based)
    qint64 baseColumn = 0; // characters before `begin` on its line
    bool first = true; // the run that reads the prolog and root
};

struct RunResult
{
    enum Status { Ok, Failed, Fatal, Truncated } status = Ok;
    QList<UrlEntry> entries;
    EntryCounts counted; // the fast scanner's, when it counts entries instead
    QList<Finding> findings;
    QList<PlacedForeignElement> foreign;
    // Root data, from the first run only.
    bool rootSeen = false;
    Sitemap::Kind kind = Sitemap::Kind::UrlSet;
    QString rootNamespace;
    QList<NamespaceDeclaration> namespaces;
    QList<XmlAttribute> rootAttributes;
    QList<PrologItem> prolog;
    QList<PrologItem> epilogue;
    // The parse error, when status is Failed or Truncated.
    QString errorString;
    qint64 errorLine = 0;
    qint64 errorColumn = 0;
    qsizetype errorOffset = -1; // byte offset in the document
    // The error lies in the synthetic end tag of a run cut short: the cut, not the file, is
    // to blame, and the part is read again to the end of the document.
    bool errorInFooter = false;
    // Line at which reading resumed after this run's error; 0: it did not.
    qint64 resumedAtLine = 0;
    // Line of an entry the error cut off and that was kept with what was read of it; 0: none.
    qint64 partialEntryLine = 0;
};

class ParseRun
{
public:
    ParseRun(const QByteArray &document, const XmlPrescan &prescan, const RunSpan &span,
             const ReadLimits &limits, bool namespaceProcessing)
        : m_document(document)
        , m_prescan(prescan)
        , m_span(span)
        , m_limits(limits)
        , m_namespaceProcessing(namespaceProcessing)
    {
    }

    RunResult run();

private:
    enum class Tag : quint8 {
        Other,
        UrlSet,
        SitemapIndex,
        Url,
        Sitemap,
        Loc,
        Lastmod,
        Changefreq,
        Priority,
        Image,
        Video,
        News,
        XhtmlLink,
    };

    struct Name
    {
        Ns ns = Ns::Other;
        QStringView uri;
        QStringView local;
        QString uriStorage; // backs `uri` when it was looked up by prefix
    };

    // Reads the next token, keeping track of the elements open below the root that declare
    // the default namespace empty (xmlns="").
    QXmlStreamReader::TokenType next();
    Name currentName();
    Tag classify(const Name &name) const;
    void noteNamespace(const Name &name);

    void readRoot();
    void readEntry();
    bool readSimpleText(QString *text, ForeignElement *asForeign);
    ForeignElement startForeign();
    // The current start tag's attributes (without namespace declarations).
    QList<XmlAttribute> readAttributes() const;
    bool readForeignChildren(ForeignElement &element, int depth);
    ForeignElement readForeign();
    template<typename Item, typename Mapper>
    Item readFieldItem(Ns ns, Mapper fieldFor);
    News readNews();
    // Reads one child of an image, video or news item as field `key` (0: unknown, kept
    // verbatim when `keepUnknown`). False when reading must stop.
    bool readField(const Name &name, int key, QList<ExtensionField> &fields, bool keepUnknown);
    void readAlternateOrForeign(UrlEntry &entry, QByteArray &order);
    void noteUnknown(const ForeignElement &element);

    void fatal(QLatin1StringView ruleId, const QString &message);
    void addFinding(QLatin1StringView ruleId, const QString &message, qsizetype entry = -1,
                    FindingField field = FindingField::None);
    void mapPosition(qint64 line, qint64 column, qint64 *outLine, qint64 *outColumn) const;
    qsizetype documentOffsetOf(qint64 characterOffset) const;

    const QByteArray &m_document;
    const XmlPrescan &m_prescan;
    RunSpan m_span;
    const ReadLimits &m_limits;
    bool m_namespaceProcessing;

    QByteArray m_text; // what the parser reads
    qsizetype m_headLength = 0;
    qint64 m_headLines = 0; // newlines in the head
    qint64 m_headLastLineChars = 0;
    QXmlStreamReader m_reader;
    RunResult m_result;
    bool m_fatal = false;
    int m_depth = 0;
    QHash<QString, QString> m_prefixes; // prefix → URI, when reading by prefix
    // Reading by prefix: what a declaration below the root hid, given back at its element's end.
    struct Shadowed
    {
        int depth; // as m_openElements
        QString prefix;
        std::optional<QString> previous;
    };
    QList<Shadowed> m_shadowed;
    // The root is in no namespace: the document is read as if in the sitemap namespace.
    bool m_rootInNoNamespace = false;
    int m_openElements = 0; // the root counted
    // Depth (as m_openElements) of the outermost open element below the root that declares
    // xmlns=""; 0: none.
    int m_emptyDefaultAt = 0;
    QSet<QString> m_notedNamespaces;
    QSet<QString> m_notedUnknown;
};

void ParseRun::addFinding(QLatin1StringView ruleId, const QString &message, qsizetype entry,
                          FindingField field)
{
    qint64 line = 0, column = 0;
    mapPosition(m_reader.lineNumber(), m_reader.columnNumber(), &line, &column);
    Finding finding = Finding::make(ruleId, message, line, column);
    finding.entryIndex = entry;
    finding.field = field;
    m_result.findings.append(std::move(finding));
}

void ParseRun::fatal(QLatin1StringView ruleId, const QString &message)
{
    addFinding(ruleId, message);
    m_fatal = true;
    m_reader.raiseError(message);
}

void ParseRun::mapPosition(qint64 line, qint64 column, qint64 *outLine, qint64 *outColumn) const
{
    // QXmlStreamReader: lines from 1, columns from 0. Findings: both from 1.
    const qint64 headLine = m_headLines + 1; // the line on which the span's text starts
    if (line < headLine) {
        *outLine = line;
        *outColumn = column + 1;
    } else if (line == headLine) {
        *outLine = m_span.baseLine;
        *outColumn = column - m_headLastLineChars + m_span.baseColumn + 1;
    } else {
        *outLine = m_span.baseLine + (line - headLine);
        *outColumn = column + 1;
    }
}

qsizetype ParseRun::documentOffsetOf(qint64 characterOffset) const
{
    // Walk the UTF-8 text counting UTF-16 units, as QXmlStreamReader counts characters.
    qint64 chars = 0;
    qsizetype i = 0;
    while (i < m_text.size() && chars < characterOffset) {
        const auto c = quint8(m_text[i]);
        const int length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        chars += length == 4 ? 2 : 1;
        i += length;
    }
    if (i < m_headLength)
        return qMin<qsizetype>(i, m_span.begin);
    // Past the span's end means inside the synthetic end tag.
    return m_span.begin + (i - m_headLength);
}

QXmlStreamReader::TokenType ParseRun::next()
{
    const QXmlStreamReader::TokenType token = m_reader.readNext();
    if (token == QXmlStreamReader::StartElement) {
        ++m_openElements;
        if (m_openElements > 1 && m_emptyDefaultAt == 0) {
            bool declaresEmpty = false;
            if (m_namespaceProcessing) {
                const QXmlStreamNamespaceDeclarations declarations
                    = m_reader.namespaceDeclarations();
                declaresEmpty
                    = std::any_of(declarations.cbegin(), declarations.cend(),
                                  [](const QXmlStreamNamespaceDeclaration &d) {
                                      return d.prefix().isEmpty() && d.namespaceUri().isEmpty();
                                  });
            } else {
                const QXmlStreamAttributes attributes = m_reader.attributes();
                declaresEmpty = std::any_of(
                    attributes.cbegin(), attributes.cend(), [](const QXmlStreamAttribute &a) {
                        return a.qualifiedName() == u"xmlns" && a.value().isEmpty();
                    });
            }
            if (declaresEmpty)
                m_emptyDefaultAt = m_openElements;
        }
        // Reading by prefix, the parser resolves nothing: the declarations below the root are
        // put in scope here, for the element and what it holds (the root's in readRoot()).
        if (!m_namespaceProcessing && m_openElements > 1) {
            const QXmlStreamAttributes attributes = m_reader.attributes();
            for (const QXmlStreamAttribute &a : attributes) {
                const QStringView q = a.qualifiedName();
                if (q != u"xmlns" && !q.startsWith(u"xmlns:"))
                    continue;
                const QString prefix = q == u"xmlns" ? QString() : q.mid(6).toString();
                const auto it = m_prefixes.constFind(prefix);
                m_shadowed.append({ m_openElements, prefix,
                                    it == m_prefixes.cend() ? std::nullopt
                                                            : std::optional<QString>(*it) });
                m_prefixes.insert(prefix, a.value().toString());
            }
        }
    } else if (token == QXmlStreamReader::EndElement) {
        if (m_openElements == m_emptyDefaultAt)
            m_emptyDefaultAt = 0;
        while (!m_shadowed.isEmpty() && m_shadowed.last().depth == m_openElements) {
            const Shadowed restored = m_shadowed.takeLast();
            if (restored.previous)
                m_prefixes.insert(restored.prefix, *restored.previous);
            else
                m_prefixes.remove(restored.prefix);
        }
        --m_openElements;
    }
    return token;
}

ParseRun::Name ParseRun::currentName()
{
    Name name;
    if (m_namespaceProcessing) {
        name.uri = m_reader.namespaceUri();
        name.local = m_reader.name();
    } else {
        const QStringView qualified = m_reader.qualifiedName();
        const qsizetype colon = qualified.indexOf(u':');
        const QString prefix = colon < 0 ? QString() : qualified.left(colon).toString();
        name.local = qualified.mid(colon + 1);
        const auto it = m_prefixes.constFind(prefix);
        name.uriStorage =
            it != m_prefixes.cend() ? *it : Namespaces::forWellKnownPrefix(prefix);
        name.uri = name.uriStorage;
    }
    name.ns = Namespaces::classify(name.uri);
    return name;
}

void ParseRun::noteNamespace(const Name &name)
{
    if (name.ns == Ns::Other || Namespaces::isCanonical(name.ns, name.uri))
        return;
    const QString uri = name.uri.toString();
    if (m_notedNamespaces.contains(uri))
        return;
    m_notedNamespaces.insert(uri);
    const QString expected = Namespaces::canonical(name.ns);
    if (uri.isEmpty())
        addFinding(RuleId::IncorrectNamespace,
                   XmlSitemapReader::tr("<%1> has no namespace; expected \"%2\"").arg(name.local, expected));
    else
        addFinding(RuleId::IncorrectNamespace,
                   XmlSitemapReader::tr("Namespace \"%1\" is not the protocol's \"%2\"").arg(uri, expected));
}

ParseRun::Tag ParseRun::classify(const Name &name) const
{
    const QStringView l = name.local;
    switch (name.ns) {
    case Ns::Sitemap:
        if (l == u"url")
            return Tag::Url;
        if (l == u"loc")
            return Tag::Loc;
        if (l == u"lastmod")
            return Tag::Lastmod;
        if (l == u"changefreq")
            return Tag::Changefreq;
        if (l == u"priority")
            return Tag::Priority;
        if (l == u"sitemap")
            return Tag::Sitemap;
        if (l == u"urlset")
            return Tag::UrlSet;
        if (l == u"sitemapindex")
            return Tag::SitemapIndex;
        return Tag::Other;
    case Ns::Image:
        return l == u"image" ? Tag::Image : Tag::Other;
    case Ns::Video:
        return l == u"video" ? Tag::Video : Tag::Other;
    case Ns::News:
        return l == u"news" ? Tag::News : Tag::Other;
    case Ns::Xhtml:
        return l == u"link" ? Tag::XhtmlLink : Tag::Other;
    case Ns::Other:
        return Tag::Other;
    }
    return Tag::Other;
}

RunResult ParseRun::run()
{
    // Assemble the text: head + span + footer. A run over the whole document shares its
    // bytes instead of copying them.
    if (!m_span.withHead && !m_span.withFooter && m_span.begin == 0
        && m_span.end == m_document.size()) {
        m_text = m_document;
    } else {
        if (m_span.withHead) {
            m_text.reserve(m_prescan.rootStartTagEnd + (m_span.end - m_span.begin) + 64);
            m_text.append(m_document.constData(), m_prescan.rootStartTagEnd);
            m_headLength = m_prescan.rootStartTagEnd;
            const QByteArrayView head(m_document.constData(), m_headLength);
            m_headLines = TextDecoder::countLineFeeds(head);
            const qsizetype lineStart = head.lastIndexOf('\n') + 1;
            m_headLastLineChars = TextDecoder::utf16Length(head.sliced(lineStart));
        }
        m_text.append(m_document.constData() + m_span.begin, m_span.end - m_span.begin);
        if (m_span.withFooter)
            m_text.append("</" + m_prescan.rootQualifiedName.toUtf8() + '>');
    }
    m_reader.setNamespaceProcessing(m_namespaceProcessing);
    m_reader.addData(m_text);

    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::StartElement) {
            readRoot();
        } else if (!m_result.rootSeen && m_span.first) {
            if (token == QXmlStreamReader::ProcessingInstruction) {
                const QString target = m_reader.processingInstructionTarget().toString();
                m_result.prolog.append(PrologItem{
                    PrologItem::ProcessingInstruction, target,
                    m_reader.processingInstructionData().toString()});
                if (target == u"xml-stylesheet")
                    addFinding(RuleId::Stylesheet,
                               XmlSitemapReader::tr("The file names a stylesheet: %1")
                                   .arg(m_reader.processingInstructionData()));
            } else if (token == QXmlStreamReader::Comment) {
                m_result.prolog.append(
                    PrologItem{PrologItem::Comment, QString(), m_reader.text().toString()});
            }
        } else if (m_result.rootSeen && !m_span.withFooter) {
            // After the root, in the part that holds the real end of the document.
            if (token == QXmlStreamReader::ProcessingInstruction)
                m_result.epilogue.append(PrologItem{
                    PrologItem::ProcessingInstruction,
                    m_reader.processingInstructionTarget().toString(),
                    m_reader.processingInstructionData().toString()});
            else if (token == QXmlStreamReader::Comment)
                m_result.epilogue.append(
                    PrologItem{PrologItem::Comment, QString(), m_reader.text().toString()});
        }
    }

    if (m_fatal) {
        m_result.status = RunResult::Fatal;
    } else if (m_reader.hasError()) {
        const bool atEnd = m_reader.error() == QXmlStreamReader::PrematureEndOfDocumentError;
        m_result.status = atEnd ? RunResult::Truncated : RunResult::Failed;
        // The parser quotes the offending character; make control characters visible.
        for (const QChar c : m_reader.errorString())
            m_result.errorString += c.unicode() < 0x20
                ? QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QChar(u'0'))
                : QString(c);
        mapPosition(m_reader.lineNumber(), m_reader.columnNumber(), &m_result.errorLine,
                    &m_result.errorColumn);
        m_result.errorOffset = documentOffsetOf(m_reader.characterOffset());
        m_result.errorInFooter = m_span.withFooter && m_result.errorOffset >= m_span.end;
    }
    return std::move(m_result);
}

void ParseRun::readRoot()
{
    if (!m_namespaceProcessing) {
        // Reading by prefix: learn the prefixes the root declares (every run has the root's
        // start tag, the first one as read and the others in their head).
        const QXmlStreamAttributes attributes = m_reader.attributes();
        for (const QXmlStreamAttribute &a : attributes) {
            const QStringView q = a.qualifiedName();
            if (q == u"xmlns")
                m_prefixes.insert(QString(), a.value().toString());
            else if (q.startsWith(u"xmlns:"))
                m_prefixes.insert(q.mid(6).toString(), a.value().toString());
        }
    }
    const Name name = currentName();
    const Tag tag = classify(name);
    m_rootInNoNamespace = name.uri.isEmpty();
    if (m_span.first) {
        m_result.rootSeen = true;
        m_result.kind = tag == Tag::SitemapIndex ? Sitemap::Kind::Index : Sitemap::Kind::UrlSet;
        m_result.rootNamespace = name.uri.toString();
        noteNamespace(name);
        if (name.ns != Ns::Sitemap && !name.uri.isEmpty())
            addFinding(RuleId::IncorrectNamespace,
                       XmlSitemapReader::tr("The root element's namespace \"%1\" is not the sitemap namespace "
                          "\"%2\"")
                           .arg(name.uri, Namespaces::canonical(Ns::Sitemap)));
        if (m_namespaceProcessing) {
            const QXmlStreamNamespaceDeclarations declarations = m_reader.namespaceDeclarations();
            for (const QXmlStreamNamespaceDeclaration &d : declarations)
                m_result.namespaces.append(
                    NamespaceDeclaration{d.prefix().toString(), d.namespaceUri().toString()});
        }
        const QXmlStreamAttributes attributes = m_reader.attributes();
        for (const QXmlStreamAttribute &a : attributes) {
            const QStringView q = a.qualifiedName();
            if (q == u"xmlns")
                m_result.namespaces.append(NamespaceDeclaration{QString(), a.value().toString()});
            else if (q.startsWith(u"xmlns:"))
                m_result.namespaces.append(
                    NamespaceDeclaration{q.mid(6).toString(), a.value().toString()});
            else
                m_result.rootAttributes.append(XmlAttribute{
                    a.namespaceUri().toString(), q.toString(), a.value().toString()});
        }
    } else {
        m_result.rootSeen = true;
    }
    const bool index = tag == Tag::SitemapIndex;
    const Tag entryTag = index ? Tag::Sitemap : Tag::Url;
    const Tag wrongTag = index ? Tag::Url : Tag::Sitemap;

    ++m_depth;
    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement)
            break;
        if (token == QXmlStreamReader::Comment) {
            m_result.foreign.append(PlacedForeignElement{
                m_result.entries.size(), ForeignElement::commentNode(m_reader.text().toString())});
            continue;
        }
        if (token != QXmlStreamReader::StartElement)
            continue;
        const Name child = currentName();
        const Tag childTag = classify(child);
        if (childTag == entryTag) {
            noteNamespace(child);
            readEntry();
            continue;
        }
        ForeignElement element = readForeign();
        if (childTag == wrongTag)
            addFinding(RuleId::WrongChildElement,
                       index ? XmlSitemapReader::tr("A <url> entry appears inside a sitemap index; it was kept "
                                  "but is not an index entry")
                             : XmlSitemapReader::tr("A <sitemap> entry appears inside a urlset; it was kept but "
                                  "is not a URL entry"));
        else
            noteUnknown(element);
        m_result.foreign.append(PlacedForeignElement{m_result.entries.size(), std::move(element)});
    }
    --m_depth;
    // Skip to the end; what follows the root is the parser's business (junk after the root
    // is a well-formedness error it reports).
}

void ParseRun::noteUnknown(const ForeignElement &element)
{
    if (m_fatal)
        return;
    const QString key = element.namespaceUri + u'|' + element.localName().toString();
    if (m_notedUnknown.contains(key))
        return;
    m_notedUnknown.insert(key);
    addFinding(RuleId::UnknownElement,
               element.namespaceUri.isEmpty()
                   ? XmlSitemapReader::tr("Unknown element <%1>; it is kept as it is").arg(element.qualifiedName)
                   : XmlSitemapReader::tr("Unknown element <%1> (namespace \"%2\"); it is kept as it is")
                         .arg(element.qualifiedName, element.namespaceUri));
}

QList<XmlAttribute> ParseRun::readAttributes() const
{
    QList<XmlAttribute> out;
    const QXmlStreamAttributes attributes = m_reader.attributes();
    for (const QXmlStreamAttribute &a : attributes) {
        const QStringView q = a.qualifiedName();
        if (!m_namespaceProcessing && (q == u"xmlns" || q.startsWith(u"xmlns:")))
            continue;
        out.append(XmlAttribute{a.namespaceUri().toString(), q.toString(), a.value().toString()});
    }
    return out;
}

ForeignElement ParseRun::startForeign()
{
    ForeignElement element;
    element.qualifiedName = m_reader.qualifiedName().toString();
    if (m_namespaceProcessing) {
        element.namespaceUri = m_reader.namespaceUri().toString();
        const QXmlStreamNamespaceDeclarations declarations = m_reader.namespaceDeclarations();
        for (const QXmlStreamNamespaceDeclaration &d : declarations)
            element.namespaceDeclarations.append(
                NamespaceDeclaration{d.prefix().toString(), d.namespaceUri().toString()});
    } else {
        element.namespaceUri = currentName().uri.toString();
    }
    // A document whose root is in no namespace is read as if in the sitemap namespace, and the
    // writer declares that namespace on the root as the default one. An unprefixed unknown
    // element in no namespace only because the root is (no element below the root around it
    // declares xmlns="") is in the namespace the root is taken to be in: it is recorded in the
    // sitemap namespace, as <url> and <loc> are, and written and read back in it, spelled as
    // it was. One in no namespace because the file says xmlns="" keeps no namespace, and the
    // writer writes it with xmlns="" (as it does one under a root in a namespace).
    if (element.namespaceUri.isEmpty() && m_rootInNoNamespace && m_emptyDefaultAt == 0
        && !element.qualifiedName.contains(u':'))
        element.namespaceUri = Namespaces::canonical(Ns::Sitemap);
    const QXmlStreamAttributes attributes = m_reader.attributes();
    for (const QXmlStreamAttribute &a : attributes) {
        const QStringView q = a.qualifiedName();
        if (!m_namespaceProcessing && (q == u"xmlns" || q.startsWith(u"xmlns:"))) {
            element.namespaceDeclarations.append(NamespaceDeclaration{
                q == u"xmlns" ? QString() : q.mid(6).toString(), a.value().toString()});
            continue;
        }
        element.attributes.append(
            XmlAttribute{a.namespaceUri().toString(), q.toString(), a.value().toString()});
    }
    // An unknown element in a variant of one of the protocol's namespaces (https, another
    // version, google.com's old one) belongs to that namespace, whose variant the namespace
    // finding reports; the writer writes it in the canonical one, as it does the root. It is
    // read in the canonical one too, so that what is read is what a save writes.
    if (const Ns ns = Namespaces::classify(element.namespaceUri);
        ns != Ns::Other && !element.namespaceUri.isEmpty()
        && !Namespaces::isCanonical(ns, element.namespaceUri))
        element.namespaceUri = Namespaces::canonical(ns);
    return element;
}

bool ParseRun::readForeignChildren(ForeignElement &element, int depth)
{
    if (depth > m_limits.maxDepth) {
        fatal(RuleId::NestingTooDeep,
              XmlSitemapReader::tr("Elements are nested more than %1 levels deep").arg(m_limits.maxDepth));
        return false;
    }
    qint64 textLength = 0;
    while (!m_reader.atEnd()) {
        switch (next()) {
        case QXmlStreamReader::StartElement: {
            ForeignElement child = startForeign();
            if (!readForeignChildren(child, depth + 1))
                return false;
            element.children.append(std::move(child));
            break;
        }
        case QXmlStreamReader::EndElement:
            return true;
        case QXmlStreamReader::Comment:
            element.children.append(ForeignElement::commentNode(m_reader.text().toString()));
            break;
        case QXmlStreamReader::Characters: {
            const QStringView text = m_reader.text();
            textLength += text.size();
            if (textLength > m_limits.maxValueLength) {
                fatal(RuleId::ValueTooLong, XmlSitemapReader::tr("A text value is longer than %1 characters")
                                                .arg(m_limits.maxValueLength));
                return false;
            }
            if (m_reader.isWhitespace())
                break;
            if (!element.children.isEmpty() && element.children.last().isText())
                element.children.last().text += text;
            else
                element.children.append(ForeignElement::textNode(text.toString()));
            break;
        }
        default:
            break;
        }
    }
    return false;
}

ForeignElement ParseRun::readForeign()
{
    ForeignElement element = startForeign();
    readForeignChildren(element, m_depth + 1);
    return element;
}

bool ParseRun::readSimpleText(QString *text, ForeignElement *asForeign)
{
    // Most values arrive as one Characters token; more only with CDATA sections or
    // references, so the first is taken without copying twice.
    QString collected;
    while (!m_reader.atEnd()) {
        switch (next()) {
        case QXmlStreamReader::Characters:
            if (collected.size() + m_reader.text().size() > m_limits.maxValueLength) {
                fatal(RuleId::ValueTooLong, XmlSitemapReader::tr("A text value is longer than %1 characters")
                                                .arg(m_limits.maxValueLength));
                return false;
            }
            collected += m_reader.text();
            break;
        case QXmlStreamReader::EndElement:
            *text = std::move(collected);
            return true;
        case QXmlStreamReader::StartElement: {
            // Markup inside a value: keep the whole element verbatim instead.
            if (!trimXmlSpace(collected).isEmpty())
                asForeign->children.append(ForeignElement::textNode(collected));
            ForeignElement child = startForeign();
            if (!readForeignChildren(child, m_depth + 2))
                return false;
            asForeign->children.append(std::move(child));
            readForeignChildren(*asForeign, m_depth + 1);
            return false;
        }
        default:
            break;
        }
    }
    return false;
}

void ParseRun::readEntry()
{
    UrlEntry entry;
    qint64 line = 0, column = 0;
    mapPosition(m_reader.lineNumber(), m_reader.columnNumber(), &line, &column);
    entry.setSourceLine(quint32(line));
    const qsizetype entryIndex = m_result.entries.size();
    if (!m_reader.attributes().isEmpty())
        entry.mutableForeignAttributes() = readAttributes();
    const QString entryName = m_reader.qualifiedName().toString();

    QByteArray order;
    QString bareText;
    bool hasLoc = false, hasLastmod = false, hasChangefreq = false, hasPriority = false;
    ++m_depth;

    auto keepAsForeign = [&](ForeignElement element) {
        entry.mutableForeignElements().append(std::move(element));
        order += ChildCode::Foreign;
    };

    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement)
            break;
        if (token == QXmlStreamReader::Characters) {
            if (!m_reader.isWhitespace())
                bareText += m_reader.text();
            continue;
        }
        if (token == QXmlStreamReader::Comment) {
            keepAsForeign(ForeignElement::commentNode(m_reader.text().toString()));
            continue;
        }
        if (token != QXmlStreamReader::StartElement)
            continue;
        const Name name = currentName();
        const Tag tag = classify(name);
        if (tag != Tag::Other)
            noteNamespace(name);
        switch (tag) {
        case Tag::Loc:
        case Tag::Lastmod:
        case Tag::Changefreq:
        case Tag::Priority: {
            bool &seen = tag == Tag::Loc ? hasLoc
                : tag == Tag::Lastmod    ? hasLastmod
                : tag == Tag::Changefreq ? hasChangefreq
                                         : hasPriority;
            ForeignElement element = startForeign();
            QString text;
            if (!readSimpleText(&text, &element)) {
                if (m_fatal || m_reader.hasError())
                    break;
                addFinding(RuleId::ParsingError,
                           XmlSitemapReader::tr("<%1> contains markup instead of a value; it was kept as it is")
                               .arg(element.qualifiedName),
                           entryIndex);
                keepAsForeign(std::move(element));
                break;
            }
            if (seen) {
                addFinding(RuleId::TooManyTags,
                           XmlSitemapReader::tr("<%1> appears more than once in this entry; the first is used")
                               .arg(element.qualifiedName),
                           entryIndex);
                element.children.append(ForeignElement::textNode(text));
                keepAsForeign(std::move(element));
                break;
            }
            seen = true;
            const char code = tag == Tag::Loc ? ChildCode::Loc
                : tag == Tag::Lastmod         ? ChildCode::Lastmod
                : tag == Tag::Changefreq      ? ChildCode::Changefreq
                                              : ChildCode::Priority;
            entry.setFieldAttributes(code, element.attributes);
            const QStringView value = trimXmlSpace(text);
            if (tag == Tag::Loc) {
                if (value.size() != text.size())
                    addFinding(RuleId::WhitespaceInValue,
                               XmlSitemapReader::tr("The URL in <loc> has whitespace around it"), entryIndex,
                               FindingField::Loc);
                entry.setLocUtf8(value.toUtf8());
                order += ChildCode::Loc;
            } else if (tag == Tag::Lastmod) {
                entry.setLastmod(W3cDateTime::fromString(value));
                order += ChildCode::Lastmod;
            } else if (tag == Tag::Changefreq) {
                entry.setChangefreqText(value);
                order += ChildCode::Changefreq;
            } else {
                entry.setPriorityText(value);
                order += ChildCode::Priority;
            }
            break;
        }
        case Tag::Image:
            entry.mutableImages().append(readFieldItem<Image>(Ns::Image, &imageFieldFor));
            order += ChildCode::Image;
            break;
        case Tag::Video:
            entry.mutableVideos().append(readFieldItem<Video>(Ns::Video, &videoFieldFor));
            order += ChildCode::Video;
            break;
        case Tag::News:
            entry.mutableNews().append(readNews());
            order += ChildCode::News;
            break;
        case Tag::XhtmlLink:
            readAlternateOrForeign(entry, order);
            break;
        default: {
            ForeignElement element = readForeign();
            noteUnknown(element);
            keepAsForeign(std::move(element));
            break;
        }
        }
        if (m_fatal)
            return;
        if (m_reader.hasError())
            break;
    }
    --m_depth;
    if (m_reader.hasError()) {
        // An entry cut off by an error or by the end of the file: its location and the values
        // read before the cut are kept, so the URL is not lost.
        if (hasLoc && !m_fatal) {
            m_result.partialEntryLine = line;
            if (!ChildCode::isDefaultOrder(order))
                entry.setChildOrder(order);
            m_result.entries.append(std::move(entry));
        }
        return;
    }

    if (!hasLoc) {
        const QStringView text = trimXmlSpace(bareText);
        if (!text.isEmpty()) {
            entry.setLocUtf8(text.toUtf8());
            order += ChildCode::BareText;
            addFinding(RuleId::MissingTag,
                       XmlSitemapReader::tr("<%1> has no <loc>; its text \"%2\" was taken as the location")
                           .arg(entryName, text),
                       entryIndex, FindingField::Loc);
        } else {
            addFinding(RuleId::MissingTag, XmlSitemapReader::tr("<%1> has no <loc>").arg(entryName), entryIndex,
                       FindingField::Loc);
        }
    }
    if (!ChildCode::isDefaultOrder(order))
        entry.setChildOrder(order);
    m_result.entries.append(std::move(entry));
}

void ParseRun::readAlternateOrForeign(UrlEntry &entry, QByteArray &order)
{
    ForeignElement element = startForeign();
    QString text;
    if (!readSimpleText(&text, &element) || !trimXmlSpace(text).isEmpty()
        || !element.namespaceDeclarations.isEmpty()) {
        if (m_fatal || m_reader.hasError())
            return;
        if (!text.isEmpty())
            element.children.append(ForeignElement::textNode(text));
        entry.mutableForeignElements().append(std::move(element));
        order += ChildCode::Foreign;
        return;
    }
    Alternate alternate;
    for (XmlAttribute &a : element.attributes) {
        if (a.namespaceUri.isEmpty() && a.qualifiedName == u"rel")
            alternate.rel = std::move(a.value);
        else if (a.namespaceUri.isEmpty() && a.qualifiedName == u"hreflang")
            alternate.hreflang = std::move(a.value);
        else if (a.namespaceUri.isEmpty() && a.qualifiedName == u"href")
            alternate.href = std::move(a.value);
        else
            alternate.otherAttributes.append(std::move(a));
    }
    entry.mutableAlternates().append(std::move(alternate));
    order += ChildCode::Alternate;
}

template<typename Item, typename Mapper>
Item ParseRun::readFieldItem(Ns ns, Mapper fieldFor)
{
    Item item;
    item.attributes() = readAttributes();
    ++m_depth;
    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement)
            break;
        if (token != QXmlStreamReader::StartElement)
            continue;
        const Name name = currentName();
        const auto key = name.ns == ns ? fieldFor(name.local) : decltype(fieldFor(name.local))();
        if (!readField(name, int(key), item.fields(), true))
            break;
    }
    --m_depth;
    return item;
}

bool ParseRun::readField(const Name &name, int key, QList<ExtensionField> &fields,
                         bool keepUnknown)
{
    ForeignElement element = startForeign();
    if (key == 0) {
        if (!readForeignChildren(element, m_depth + 1))
            return false;
        noteUnknown(element);
        if (keepUnknown)
            fields.append(ExtensionField{0, QString(), {}, {std::move(element)}});
        return true;
    }
    noteNamespace(name);
    QString text;
    if (!readSimpleText(&text, &element)) {
        if (m_fatal || m_reader.hasError())
            return false;
        // Markup inside a value: the whole element is kept verbatim.
        fields.append(ExtensionField{0, QString(), {}, {std::move(element)}});
        return true;
    }
    fields.append(
        ExtensionField{key, trimXmlSpace(text).toString(), std::move(element.attributes), {}});
    return true;
}

News ParseRun::readNews()
{
    News news;
    news.attributes() = readAttributes();
    ++m_depth;
    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement)
            break;
        if (token != QXmlStreamReader::StartElement)
            continue;
        const Name name = currentName();
        if (name.ns == Ns::News && name.local == u"publication") {
            noteNamespace(name);
            news.publicationAttributes = readAttributes();
            // name and language become fields of their own; anything else stays verbatim.
            ++m_depth;
            while (!m_reader.atEnd()) {
                const QXmlStreamReader::TokenType inner = next();
                if (inner == QXmlStreamReader::EndElement)
                    break;
                if (inner != QXmlStreamReader::StartElement)
                    continue;
                const Name innerName = currentName();
                NewsField key = NewsField::Unknown;
                if (innerName.ns == Ns::News && innerName.local == u"name")
                    key = NewsField::PublicationName;
                else if (innerName.ns == Ns::News && innerName.local == u"language")
                    key = NewsField::PublicationLanguage;
                // Unknown markup inside news:publication has no place in the model; it is
                // reported and not kept.
                if (!readField(innerName, int(key), news.fields(), false))
                    break;
            }
            --m_depth;
            continue;
        }
        const NewsField key = name.ns == Ns::News ? newsFieldFor(name.local) : NewsField::Unknown;
        if (!readField(name, int(key), news.fields(), true))
            break;
    }
    --m_depth;
    return news;
}

// Finds the start of the next entry element at or after `from`.
qsizetype findEntryStart(const QByteArray &document, qsizetype from, const QByteArray &entryTag)
{
    const QByteArray needle = '<' + entryTag;
    while (from < document.size()) {
        const qsizetype at = document.indexOf(needle, from);
        if (at < 0 || at + needle.size() >= document.size())
            return -1;
        const char next = document[at + needle.size()];
        if (next == '>' || next == ' ' || next == '\t' || next == '\n' || next == '\r'
            || next == '/')
            return at;
        from = at + 1;
    }
    return -1;
}

// The offset just after the next entry end tag ("</url>", "</url >") at or after `from`.
qsizetype findEntryEnd(const QByteArray &document, qsizetype from, const QByteArray &entryTag)
{
    const QByteArray needle = "</" + entryTag;
    while (from < document.size()) {
        const qsizetype at = document.indexOf(needle, from);
        if (at < 0)
            return -1;
        qsizetype i = at + needle.size();
        while (i < document.size()
               && (document[i] == ' ' || document[i] == '\t' || document[i] == '\n'
                   || document[i] == '\r'))
            ++i;
        if (i < document.size() && document[i] == '>')
            return i + 1;
        from = at + 1;
    }
    return -1;
}

QByteArray entryTagFor(const XmlPrescan &prescan)
{
    const qsizetype colon = prescan.rootQualifiedName.indexOf(u':');
    const QByteArray prefix =
        colon < 0 ? QByteArray() : prescan.rootQualifiedName.left(colon + 1).toUtf8();
    return prefix + (prescan.format == SourceFormat::SitemapIndex ? "sitemap" : "url");
}

void positionOf(const QByteArray &document, qsizetype offset, qint64 *line, qint64 *column)
{
    TextDecoder::lineColumnAt(document, offset, line, column);
    *column -= 1; // RunSpan counts characters before the offset
}

// The position of offset `to` from a known earlier one (`from` at *line, *column), counting
// only the text between them, so that many resumptions stay linear in the document's size.
void advancePosition(const QByteArray &document, qsizetype from, qsizetype to, qint64 *line,
                     qint64 *column)
{
    const QByteArrayView between(document.constData() + from, to - from);
    const qsizetype lastNewline = between.lastIndexOf('\n');
    if (lastNewline >= 0) {
        *line += TextDecoder::countLineFeeds(between);
        *column = 0;
        from += lastNewline + 1;
    }
    *column += TextDecoder::utf16Length(QByteArrayView(document).sliced(from, to - from));
}

// Reads the whole document in one thread, resuming after well-formedness errors.
//
// After an error, reading resumes at the next entry start tag. The rest of the document is
// then read in windows that end after an entry end tag, so that each resumption copies and
// parses a bounded amount of text and a file with an error in every entry is still read in
// linear time. Windows start small after an error and grow while the text is sound.
QList<RunResult> readSequential(const QByteArray &document, const XmlPrescan &prescan,
                                const ReadLimits &limits, bool namespaceProcessing)
{
    constexpr qsizetype MinWindow = 8 * 1024;
    constexpr qsizetype MaxWindow = 256 * 1024;
    qsizetype window = MinWindow;
    QList<RunResult> runs;
    RunSpan span{0, document.size(), false, false, 1, 0, true};
    const QByteArray entryTag = entryTagFor(prescan);

    auto windowed = [&](const RunSpan &previous, qsizetype begin) {
        RunSpan next{begin, document.size(), true, false, previous.baseLine,
                     previous.baseColumn, false};
        const qsizetype cut = findEntryEnd(document, begin + window, entryTag);
        if (cut >= 0 && cut < document.size()) {
            next.end = cut;
            next.withFooter = true;
        }
        advancePosition(document, previous.begin, begin, &next.baseLine, &next.baseColumn);
        return next;
    };

    while (true) {
        RunResult result = ParseRun(document, prescan, span, limits, namespaceProcessing).run();
        if (result.errorInFooter) {
            // The window cut through a construct (a comment or CDATA holding an end tag):
            // read the same part again to the end of the document.
            span.end = document.size();
            span.withFooter = false;
            continue;
        }
        const bool resumable = result.status == RunResult::Failed && result.rootSeen
            && result.errorOffset >= 0 && prescan.rootStartTagEnd > 0;
        const bool more = result.status == RunResult::Ok && span.end < document.size();
        const qsizetype errorOffset = qMax(result.errorOffset, span.begin + 1);
        runs.append(std::move(result));
        if (more) {
            window = qMin(window * 4, MaxWindow);
            span = windowed(span, span.end);
            continue;
        }
        if (!resumable)
            break;
        const qsizetype next = findEntryStart(document, errorOffset, entryTag);
        if (next < 0)
            break;
        window = MinWindow;
        span = windowed(span, next);
        runs.last().resumedAtLine = span.baseLine;
    }
    return runs;
}

// Fills `sitemap` from the runs, in document order.
void mergeRuns(QList<RunResult> &runs, bool usedFastPath, const XmlPrescan &prescan,
               Sitemap &sitemap)
{
    const RunResult &head = runs.first();
    sitemap.source.parser
        = usedFastPath ? SourceInfo::Parser::FastScanner : SourceInfo::Parser::XmlStreamReader;
    sitemap.kind = head.kind;
    sitemap.source.rootNamespace = head.rootNamespace;
    sitemap.source.rootName = prescan.rootQualifiedName;
    sitemap.namespaces = head.namespaces;
    sitemap.rootAttributes = head.rootAttributes;
    sitemap.prolog = head.prolog;
    sitemap.epilogue = runs.last().epilogue;
    sitemap.failed = !head.rootSeen;
    QSet<QString> onceOnly;
    qsizetype total = 0, withEntries = 0;
    for (const RunResult &run : runs) {
        total += run.entries.size();
        withEntries += run.entries.isEmpty() ? 0 : 1;
    }
    // One run's entries are taken as they are, not copied into a list of their own.
    const bool takeRun = withEntries == 1 && sitemap.entries.isEmpty();
    if (!takeRun)
        sitemap.entries.reserve(sitemap.entries.size() + total);
    for (RunResult &run : runs) {
        const qsizetype offset = sitemap.entries.size() + sitemap.counted.entries;
        for (Finding &finding : run.findings) {
            if (finding.ruleId == RuleId::IncorrectNamespace
                || finding.ruleId == RuleId::UnknownElement) {
                if (onceOnly.contains(finding.message))
                    continue;
                onceOnly.insert(finding.message);
            }
            if (finding.entryIndex >= 0)
                finding.entryIndex += offset;
            sitemap.findings.append(std::move(finding));
        }
        for (PlacedForeignElement &placed : run.foreign) {
            placed.beforeEntry += offset;
            sitemap.foreignElements.append(std::move(placed));
        }
        if (takeRun && !run.entries.isEmpty())
            sitemap.entries = std::move(run.entries);
        else
            sitemap.entries.append(std::move(run.entries));
        sitemap.counted += run.counted;
        const qsizetype read = sitemap.entries.size() + sitemap.counted.entries;
        const QString resumed = run.resumedAtLine > 0
            ? u' ' + XmlSitemapReader::tr("Reading resumed at line %1.").arg(run.resumedAtLine)
            : QString();
        QString partial;
        if (run.partialEntryLine > 0)
            partial = u' '
                + XmlSitemapReader::tr("The entry at line %1 that it cuts off was kept with the "
                                       "values read before it.")
                      .arg(run.partialEntryLine);
        if (run.status == RunResult::Failed) {
            sitemap.recovered = true;
            sitemap.findings.append(Finding::make(RuleId::ParsingError,
                                                  run.errorString + partial + resumed,
                                                  run.errorLine, run.errorColumn));
        } else if (run.status == RunResult::Truncated) {
            sitemap.recovered = true;
            sitemap.findings.append(Finding::make(
                RuleId::IncompleteFile,
                XmlSitemapReader::tr("The file ends before the document is complete (%1); the "
                                     "%2 entries before the end were kept.",
                                     nullptr, int(read))
                        .arg(run.errorString)
                        .arg(read)
                    + partial,
                run.errorLine, run.errorColumn));
        } else if (run.status == RunResult::Fatal) {
            sitemap.recovered = true;
        }
    }
    if (!sitemap.failed && sitemap.entries.isEmpty() && sitemap.counted.entries == 0)
        sitemap.findings.append(Finding::make(
            RuleId::EmptySitemap, sitemap.isIndex() ? XmlSitemapReader::tr("The sitemap index lists no sitemaps")
                                                    : XmlSitemapReader::tr("The sitemap lists no URLs")));
}

} // namespace

int XmlSitemapReader::partsFor(qsizetype bodyBytes) const
{
    if (!m_limits.parallel)
        return 1;
    constexpr qsizetype MinPartBytes = 2 * 1024 * 1024;
    const int threads = qMax(1, QThread::idealThreadCount());
    return int(qBound<qsizetype>(1, bodyBytes / MinPartBytes, qsizetype(threads)));
}

namespace {

// Splits the body after entry end tags into about `parts` spans, with their start positions.
QList<RunSpan> splitBody(const QByteArray &document, const XmlPrescan &prescan, int parts)
{
    const qsizetype bodyBegin = prescan.rootStartTagEnd;
    const QByteArray entryTag = entryTagFor(prescan);
    QList<RunSpan> spans;
    qsizetype begin = 0;
    for (int i = 1; i < parts; ++i) {
        const qsizetype target = bodyBegin + (document.size() - bodyBegin) * i / parts;
        const qsizetype cut = findEntryEnd(document, qMax(target, begin), entryTag);
        if (cut < 0)
            break;
        spans.append(RunSpan{begin, cut, begin > 0, true, 1, 0, begin == 0});
        begin = cut;
    }
    spans.append(RunSpan{begin, document.size(), begin > 0, false, 1, 0, begin == 0});
    // Lines of each part's start: the line feeds before each start, counted a part at a time
    // on all cores (a 33 MB file took 10 ms on one).
    QList<std::pair<qsizetype, qsizetype>> gaps; // [previous start, this start)
    for (qsizetype i = 0; i < spans.size(); ++i)
        gaps.append({ i == 0 ? 0 : spans.at(i - 1).begin, spans.at(i).begin });
    auto feedsIn = [&document](const std::pair<qsizetype, qsizetype> &gap) {
        return TextDecoder::countLineFeeds(
            QByteArrayView(document).sliced(gap.first, gap.second - gap.first));
    };
    // One part is the whole body, read on this thread (see partsFor()): nothing to count.
    const QList<qsizetype> feeds = spans.size() > 1
        ? QtConcurrent::blockingMapped<QList<qsizetype>>(gaps, feedsIn)
        : QList<qsizetype> { feedsIn(gaps.first()) };
    qint64 line = 1;
    for (qsizetype i = 0; i < spans.size(); ++i) {
        RunSpan &span = spans[i];
        line += feeds.at(i);
        span.baseLine = line;
        const qsizetype lineStart =
            QByteArrayView(document.constData(), span.begin).lastIndexOf('\n') + 1;
        span.baseColumn = TextDecoder::utf16Length(
            QByteArrayView(document).sliced(lineStart, span.begin - lineStart));
    }
    return spans;
}

// The fast path: the prolog and root through QXmlStreamReader, the body through
// FastSitemapScanner (in parts on several threads when it is large). Empty when the scanner
// declines the document.
QList<RunResult> readFast(const QByteArray &document, const XmlPrescan &prescan,
                          const ReadLimits &limits, int parts)
{
    const qsizetype bodyBegin = prescan.rootStartTagEnd;
    if (bodyBegin <= 0 || prescan.rootSelfClosing)
        return {};
    RunResult head = ParseRun(document, prescan, RunSpan{0, bodyBegin, false, true, 1, 0, true},
                              limits, true)
                         .run();
    if (head.status != RunResult::Ok || !head.rootSeen)
        return {};
    FastSitemapScanner::Context context;
    context.index = head.kind == Sitemap::Kind::Index;
    context.rootQualifiedName = prescan.rootQualifiedName.toUtf8();
    context.maxValueLength = limits.maxValueLength;
    context.countEntries = limits.countEntries;
    for (const NamespaceDeclaration &d : std::as_const(head.namespaces)) {
        const Ns ns = Namespaces::classify(d.namespaceUri);
        if (ns != Ns::Other && !Namespaces::isCanonical(ns, d.namespaceUri))
            return {}; // namespace findings come from the XML parser's path
        context.prefixes.append({d.prefix.toUtf8(), ns});
    }
    const qsizetype colon = prescan.rootQualifiedName.indexOf(u':');
    const QByteArray rootPrefix =
        colon < 0 ? QByteArray() : prescan.rootQualifiedName.left(colon).toUtf8();
    if (std::none_of(context.prefixes.cbegin(), context.prefixes.cend(), [&](const auto &p) {
            return p.first == rootPrefix && p.second == Ns::Sitemap;
        }))
        return {};

    QList<RunSpan> spans = splitBody(document, prescan, parts);
    spans.first().begin = bodyBegin;
    qint64 line = 0, column = 0;
    positionOf(document, bodyBegin, &line, &column);
    spans.first().baseLine = line;
    spans.first().baseColumn = column;
    // Every part but the last ends after an entry (and has a synthetic footer for the XML
    // parser's path); the last one holds the root end tag.
    auto scanSpan = [&document, &context](const RunSpan &span) {
        return FastSitemapScanner::scan(document, span.begin, span.end, !span.withFooter,
                                        span.baseLine, span.baseColumn, context);
    };
    QList<FastSitemapScanner::Result> results;
    if (spans.size() == 1) {
        results.append(scanSpan(spans.first()));
    } else {
        results = QtConcurrent::blockingMapped<QList<FastSitemapScanner::Result>>(
            spans, [&scanSpan](const RunSpan &span) { return scanSpan(span); });
    }
    QList<RunResult> runs{std::move(head)};
    for (FastSitemapScanner::Result &result : results) {
        if (!result.accepted)
            return {};
        RunResult run;
        run.rootSeen = true;
        run.entries = std::move(result.entries);
        run.counted = result.counted;
        run.findings = std::move(result.findings);
        runs.append(std::move(run));
    }
    return runs;
}

} // namespace

bool XmlSitemapReader::readFast(const QByteArray &document, const XmlPrescan &prescan,
                                Sitemap &sitemap) const
{
    if (!m_limits.fastPath)
        return false;
    QList<RunResult> runs = Studio::readFast(
        document, prescan, m_limits,
        prescan.rootStartTagEnd > 0 ? partsFor(document.size() - prescan.rootStartTagEnd) : 1);
    if (runs.isEmpty())
        return false;
    mergeRuns(runs, true, prescan, sitemap);
    return true;
}

void XmlSitemapReader::read(const QByteArray &document, const XmlPrescan &prescan,
                            Sitemap &sitemap, FastPath fastPath) const
{
    if (fastPath == FastPath::Try && readFast(document, prescan, sitemap))
        return;
    QList<RunResult> runs;

    // What follows is QXmlStreamReader's, which must not see an attribute flood. (The fast
    // scanner hands over any tag with more than a few attributes.)
    if (runs.isEmpty()) {
        if (const std::optional<Finding> flood = XmlPrescan::attributeFlood(document)) {
            sitemap.findings.append(*flood);
            sitemap.failed = true;
            return;
        }
    }

    // Parallel parse of a large, well-formed document.
    const qsizetype bodyBegin = prescan.rootStartTagEnd;
    const int parts = bodyBegin > 0 && runs.isEmpty() ? partsFor(document.size() - bodyBegin) : 1;
    if (parts > 1) {
        const QList<RunSpan> spans = splitBody(document, prescan, parts);
        if (spans.size() > 1) {
            const ReadLimits limits = m_limits;
            runs = QtConcurrent::blockingMapped<QList<RunResult>>(
                spans, [&document, &prescan, limits](const RunSpan &span) {
                    return ParseRun(document, prescan, span, limits, true).run();
                });
            const bool allOk = std::all_of(runs.cbegin(), runs.cend(), [](const RunResult &r) {
                return r.status == RunResult::Ok;
            });
            if (!allOk)
                runs.clear();
        }
    }

    if (runs.isEmpty()) {
        runs = readSequential(document, prescan, m_limits, true);
        // An undeclared prefix is a namespace error that reading by prefix gets past: if the
        // first run failed and a run by prefix gets further, the prefix reading is used.
        // One run by prefix tells; only then is the whole document read that way.
        const RunResult &first = runs.first();
        if (first.status == RunResult::Failed) {
            const RunResult alt =
                ParseRun(document, prescan, RunSpan{0, document.size(), false, false, 1, 0, true},
                         m_limits, false)
                    .run();
            if (alt.status == RunResult::Ok
                || (alt.status != RunResult::Fatal && alt.errorOffset > first.errorOffset)) {
                QList<RunResult> byPrefix = readSequential(document, prescan, m_limits, false);
                Finding note = Finding::make(
                    RuleId::UndeclaredPrefix,
                    tr("%1; the file was read by prefix instead").arg(first.errorString),
                    first.errorLine, first.errorColumn);
                runs = std::move(byPrefix);
                runs.first().findings.prepend(note);
            }
        }
    }

    mergeRuns(runs, false, prescan, sitemap);
}

} // namespace Studio
