#include "xmlprescan.h"

#include "textdecoder.h"

#include <QCoreApplication>

#include <cstring>

namespace Studio {

namespace {


bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool isNameStart(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':'
        || quint8(c) >= 0x80;
}

Finding unsafeAt(QByteArrayView text, qsizetype offset, const QString &message)
{
    qint64 line = 0, column = 0;
    TextDecoder::lineColumnAt(text, offset, &line, &column);
    return Finding::make(RuleId::UnsafeXml, message, line, column);
}

constexpr int MaxAttributes = 1000;

// The markup from `from` to the first '>' outside quoted values.
struct TagScan
{
    qsizetype end = -1; // offset of that '>'; -1 when the text ends first
    int quotedValues = 0; // attribute values seen, up to `maxValues` + 1
    qsizetype bracket = -1; // offset of the first '[' outside quotes
};

TagScan scanTag(QByteArrayView text, qsizetype from, int maxValues = INT_MAX)
{
    TagScan scan;
    char quote = 0;
    for (qsizetype j = from; j < text.size(); ++j) {
        const char c = text[j];
        if (quote) {
            if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
            if (++scan.quotedValues > maxValues)
                return scan;
        } else if (c == '[') {
            if (scan.bracket < 0)
                scan.bracket = j;
        } else if (c == '>') {
            scan.end = j;
            return scan;
        }
    }
    return scan;
}

// The offset of the first start tag with more than MaxAttributes attributes, or -1. Walks
// the markup once: comments, CDATA, instructions and declarations are skipped, and an
// attribute is counted at its opening quote.
qsizetype tagWithTooManyAttributes(QByteArrayView text)
{
    qsizetype i = 0;
    while (true) {
        const qsizetype lt = text.indexOf('<', i);
        if (lt < 0 || lt + 1 >= text.size())
            return -1;
        const QByteArrayView rest = text.sliced(lt);
        const char *close = rest.startsWith("<!--") ? "-->"
            : rest.startsWith("<![CDATA[")          ? "]]>"
            : rest.startsWith("<?")                 ? "?>"
            : (rest.startsWith("<!") || rest.startsWith("</")) ? ">"
                                                    : nullptr;
        if (close) {
            const qsizetype end = text.indexOf(close, lt + 2);
            if (end < 0)
                return -1;
            i = end + 1;
            continue;
        }
        const TagScan tag = scanTag(text, lt + 1, MaxAttributes);
        if (tag.quotedValues > MaxAttributes)
            return lt;
        if (tag.end < 0)
            return -1;
        i = tag.end + 1;
    }
}

// The offset after the '>' that closes a DOCTYPE whose internal subset starts at `from` (after
// its '['): the first ']' outside quoted values, comments and instructions, then its '>'.
// Counts the entity declarations on the way. The end of the text when it is not closed.
qsizetype subsetEnd(QByteArrayView text, qsizetype from, int *entities)
{
    qsizetype j = from;
    while (j < text.size()) {
        const char c = text[j];
        if (c == '"' || c == '\'') {
            const qsizetype close = text.indexOf(c, j + 1);
            j = close < 0 ? text.size() : close + 1;
        } else if (c == '<' && text.sliced(j).startsWith("<!--")) {
            const qsizetype close = text.indexOf("-->", j + 4);
            j = close < 0 ? text.size() : close + 3;
        } else if (c == '<' && text.sliced(j).startsWith("<?")) {
            const qsizetype close = text.indexOf("?>", j + 2);
            j = close < 0 ? text.size() : close + 2;
        } else if (c == ']') {
            const TagScan rest = scanTag(text, j + 1);
            return rest.end < 0 ? text.size() : rest.end + 1;
        } else {
            if (c == '<' && text.sliced(j).startsWith("<!ENTITY"))
                ++*entities;
            ++j;
        }
    }
    return text.size();
}

} // namespace

void XmlPrescan::blankOut(QByteArray &utf8, const QList<std::pair<qsizetype, qsizetype>> &ranges)
{
    if (ranges.isEmpty())
        return;
    QByteArray out;
    out.reserve(utf8.size());
    qsizetype copied = 0;
    for (const auto &[begin, end] : ranges) {
        out.append(QByteArrayView(utf8).sliced(copied, begin - copied));
        for (qsizetype i = begin; i < end; ++i) {
            const auto c = quint8(utf8.at(i));
            if (c == '\n' || c == '\r')
                out.append(char(c));
            else if (c >= 0xF0)
                out.append("  ", 2); // a surrogate pair in UTF-16
            else if (c < 0x80 || c >= 0xC0)
                out.append(' ');
            // continuation bytes: their character has its space already
        }
        copied = end;
    }
    out.append(QByteArrayView(utf8).sliced(copied));
    utf8 = std::move(out);
}

XmlPrescan XmlPrescan::scan(QByteArrayView text)
{
    XmlPrescan result;
    qsizetype i = 0;
    while (i < text.size() && isSpace(text[i]))
        ++i;
    result.isXml = i < text.size() && text[i] == '<';
    if (!result.isXml)
        return result;

    int doctypes = 0;
    // Inside the root only "<!" (declarations, comments, CDATA) and "<?" (instructions, which
    // may hold such text harmlessly) matter: glibc's memmem finds them several times faster
    // than a walk over every '<'. Text and attribute values cannot hold a '<'.
    // "<!" is found through its '!', which sitemaps hardly ever hold otherwise: memchr is
    // several times faster than memmem for a two-byte needle.
    auto findBang = [&text](qsizetype from) -> qsizetype {
        for (qsizetype at = from + 1; at < text.size(); ++at) {
            const void *bang = std::memchr(text.data() + at, '!', text.size() - at);
            if (!bang)
                return -1;
            at = static_cast<const char *>(bang) - text.data();
            if (text[at - 1] == '<')
                return at - 1;
        }
        return -1;
    };
    qsizetype nextBang = -2; // -2: not searched yet
    // Walk the markup that needs care; everything else is skipped with a memchr-speed search.
    while (true) {
        qsizetype lt = -1;
        if (result.rootStart < 0) {
            lt = text.indexOf('<', i);
        } else {
            // Instructions matter only before a "<!": look for them in that stretch alone,
            // so that a body without declarations costs one search.
            if (nextBang != -1 && nextBang < i)
                nextBang = findBang(i);
            if (nextBang < 0)
                break;
            const void *question = memmem(text.data() + i, nextBang - i, "<?", 2);
            lt = question ? static_cast<const char *>(question) - text.data() : nextBang;
        }
        if (lt < 0 || lt + 1 >= text.size())
            break;
        const char next = text[lt + 1];
        if (next == '!') {
            const QByteArrayView rest = text.sliced(lt);
            if (rest.startsWith("<!--")) {
                const qsizetype end = text.indexOf("-->", lt + 4);
                if (end < 0)
                    break;
                i = end + 3;
                continue;
            }
            if (rest.startsWith("<![CDATA[")) {
                const qsizetype end = text.indexOf("]]>", lt + 9);
                if (end < 0)
                    break;
                i = end + 3;
                continue;
            }
            if (rest.startsWith("<!DOCTYPE") || rest.startsWith("<!doctype")) {
                ++doctypes;
                // The declaration ends at the first '>' outside quotes; a '[' before it
                // opens an internal subset, which ends at its ']'.
                const TagScan doctype = scanTag(text, lt + 9);
                qsizetype end = doctype.end < 0 ? text.size() : doctype.end + 1;
                int entities = 0;
                if (doctype.bracket >= 0 && (doctype.end < 0 || doctype.bracket < doctype.end))
                    end = subsetEnd(text, doctype.bracket + 1, &entities);
                QString why;
                if (doctypes > 1)
                    why = tr("A second DOCTYPE declaration was found; it was ignored");
                else if (result.rootStart >= 0)
                    why = tr("A DOCTYPE declaration appears inside the document; it was ignored");
                else if (doctype.bracket >= 0 && (doctype.end < 0 || doctype.bracket < doctype.end))
                    why = tr("The DOCTYPE declares an internal DTD subset (entity "
                             "declarations: %1); sitemaps need none, and it can carry "
                             "entity-expansion attacks, so it was ignored: its entities are "
                             "never expanded")
                              .arg(entities);
                if (!why.isEmpty()) {
                    result.blanked.append({ lt, end });
                    result.ignored.append(unsafeAt(text, lt, why));
                }
                i = end;
                continue;
            }
            if (rest.startsWith("<!ENTITY")) {
                const TagScan entity = scanTag(text, lt + 8);
                const qsizetype end = entity.end < 0 ? text.size() : entity.end + 1;
                result.blanked.append({ lt, end });
                result.ignored.append(unsafeAt(text, lt, tr("An entity declaration (<!ENTITY) "
                                                            "outside a DOCTYPE was ignored")));
                i = end;
                continue;
            }
            i = lt + 2;
            continue;
        }
        if (next == '?') {
            const qsizetype end = text.indexOf("?>", lt + 2);
            if (end < 0)
                break;
            i = end + 2;
            continue;
        }
        if (result.rootStart < 0 && isNameStart(next)) {
            result.rootStart = lt;
            qsizetype j = lt + 1;
            while (j < text.size() && !isSpace(text[j]) && text[j] != '>' && text[j] != '/')
                ++j;
            result.rootQualifiedName = QString::fromUtf8(text.sliced(lt + 1, j - lt - 1));
            const qsizetype colon = result.rootQualifiedName.indexOf(u':');
            result.rootLocalName = result.rootQualifiedName.mid(colon + 1);
            const TagScan root = scanTag(text, j);
            if (root.end >= 0) {
                result.rootStartTagEnd = root.end + 1;
                result.rootSelfClosing = text[root.end - 1] == '/';
            }
            // Only DOCTYPEs and entities after this point matter now; continue the scan
            // past the start tag.
            i = result.rootStartTagEnd > 0 ? result.rootStartTagEnd : j;
            continue;
        }
        i = lt + 1;
    }

    const QString &local = result.rootLocalName;
    if (local == u"urlset")
        result.format = SourceFormat::UrlSet;
    else if (local == u"sitemapindex")
        result.format = SourceFormat::SitemapIndex;
    else if (local == u"rss" || local == u"RDF")
        result.format = SourceFormat::Rss;
    else if (local == u"feed")
        result.format = SourceFormat::Atom;
    return result;
}

namespace {

// Length of a valid reference starting at text[at] == '&' ("&amp;", "&#38;", "&#x26;"), or 0.
qsizetype referenceLength(QByteArrayView text, qsizetype at)
{
    static const char *const predefined[] = {"amp;", "lt;", "gt;", "apos;", "quot;"};
    const QByteArrayView rest = text.sliced(at + 1, qMin<qsizetype>(text.size() - at - 1, 16));
    for (const char *name : predefined)
        if (rest.startsWith(name))
            return 1 + qsizetype(qstrlen(name));
    if (!rest.startsWith('#'))
        return 0;
    const bool hex = rest.size() > 1 && rest[1] == 'x';
    qsizetype i = hex ? 2 : 1;
    const qsizetype digitsStart = i;
    while (i < rest.size()
           && ((rest[i] >= '0' && rest[i] <= '9')
               || (hex && ((rest[i] >= 'a' && rest[i] <= 'f') || (rest[i] >= 'A' && rest[i] <= 'F')))))
        ++i;
    return i > digitsStart && i < rest.size() && rest[i] == ';' ? i + 2 : 0;
}

// Length of a named entity reference starting at text[at] == '&' ("&name;"), or 0.
qsizetype entityNameLength(QByteArrayView text, qsizetype at)
{
    qsizetype i = at + 1;
    if (i >= text.size() || !isNameStart(text[i]) || text[i] == ':')
        return 0;
    while (i < text.size() && i - at < 64
           && (isNameStart(text[i]) || text[i] == '-' || text[i] == '.'
               || (text[i] >= '0' && text[i] <= '9')))
        ++i;
    return i < text.size() && text[i] == ';' ? i - at + 1 : 0;
}

// The next comment, CDATA section or processing instruction at or after `from`: its start
// and the offset after its end (the end of the text when it is not closed).
// The next "<" followed by `mark` ('!' or '?') at or after `from`, or -1. Found through the
// marks, which are rare in a sitemap's body, rather than through every '<', two per element.
qsizetype nextMarkup(QByteArrayView text, qsizetype from, char mark)
{
    qsizetype at = from + 1;
    while ((at = text.indexOf(mark, at)) > 0) {
        if (text[at - 1] == '<')
            return at - 1;
        ++at;
    }
    return -1;
}

std::pair<qsizetype, qsizetype> nextOpaque(QByteArrayView text, qsizetype from)
{
    qsizetype bang = nextMarkup(text, from, '!');
    qsizetype question = nextMarkup(text, from, '?');
    while (bang >= 0 || question >= 0) {
        const qsizetype at = question < 0 || (bang >= 0 && bang < question) ? bang : question;
        const QByteArrayView rest = text.sliced(at);
        const char *close = rest.startsWith("<!--") ? "-->"
            : rest.startsWith("<![CDATA[")          ? "]]>"
            : rest.startsWith("<?")                 ? "?>"
                                                    : nullptr;
        if (close) {
            const qsizetype end = text.indexOf(close, at + 2);
            return {at, end < 0 ? text.size() : end + qsizetype(qstrlen(close))};
        }
        bang = nextMarkup(text, at + 1, '!'); // "<!" of something else, such as <!DOCTYPE
    }
    return {-1, -1};
}

} // namespace

qsizetype XmlPrescan::escapeBareAmpersands(QByteArray &utf8, QList<Finding> *findings,
                                          QList<std::pair<qint64, qint64>> *repairedAt)
{
    qint64 repairsOnLine = 0; // before this one, on its line
    constexpr int MaxReported = 100;
    const QByteArrayView text(utf8);
    QByteArray repaired;
    qsizetype copied = 0; // text before this offset is in `repaired`
    qsizetype repairs = 0;
    qint64 line = 1;
    qsizetype counted = 0; // text before this offset is counted in line and unitsOnLine
    qint64 unitsOnLine = 0; // UTF-16 units from the line's start to `counted`
    // Comments and the like are looked for only once an '&' is found, and only up to it.
    std::pair<qsizetype, qsizetype> opaque{0, 0};
    qsizetype at = 0;
    while ((at = text.indexOf('&', at)) >= 0) {
        while (opaque.first >= 0 && opaque.second <= at)
            opaque = nextOpaque(text, opaque.second);
        if (opaque.first >= 0 && opaque.first < at) {
            at = opaque.second; // inside a comment, CDATA section or instruction
            continue;
        }
        if (referenceLength(text, at) > 0) {
            ++at;
            continue;
        }
        const qint64 lineBefore = line;
        // Lines and columns are counted on from the last '&', never from the line's start
        // again: a line of 50,000 references stays linear.
        while (counted < at) {
            const qsizetype newline = text.sliced(counted, at - counted).indexOf('\n');
            if (newline < 0) {
                unitsOnLine += TextDecoder::utf16Length(text.sliced(counted, at - counted));
                counted = at;
            } else {
                ++line;
                counted += newline + 1;
                unitsOnLine = 0;
            }
        }
        if (line != lineBefore)
            repairsOnLine = 0;
        const qint64 column = unitsOnLine + 1;
        if (repairedAt) // each earlier repair on the line moved this '&' 4 columns on
            repairedAt->append({line, column + 4 * repairsOnLine});
        ++repairsOnLine;
        if (repairs < MaxReported) {
            qsizetype end = at + 1;
            while (end < text.size() && end - at < 24 && text[end] != '<' && text[end] != '"'
                   && text[end] != '\n')
                ++end;
            const qsizetype name = entityNameLength(text, at);
            findings->append(Finding::make(
                RuleId::ParsingError,
                name > 0 ? tr("The entity reference %1 is not defined (a sitemap has only &amp;, "
                              "&lt;, &gt;, &apos; and &quot;, and a DOCTYPE's entities are never "
                              "expanded); it was read as the text \"%1\"")
                               .arg(QString::fromUtf8(text.sliced(at, name)))
                         : tr("Unescaped '&' in \"%1\"; it was read as a literal '&', which must "
                              "be written &amp;")
                               .arg(QString::fromUtf8(text.sliced(at, end - at))),
                line, column));
        }
        if (repaired.isEmpty())
            repaired.reserve(utf8.size() + 64);
        repaired.append(text.sliced(copied, at - copied));
        repaired.append("&amp;");
        copied = at + 1;
        ++repairs;
        ++at;
    }
    if (repairs == 0)
        return 0;
    repaired.append(text.sliced(copied));
    if (repairs > MaxReported)
        findings->append(Finding::make(
            RuleId::ParsingError,
            tr("%1 more unescaped '&' were read as literal '&'").arg(repairs - MaxReported)));
    utf8 = std::move(repaired);
    return repairs;
}

std::optional<Finding> XmlPrescan::attributeFlood(QByteArrayView text)
{
    // Where a 64 KiB block holds more '=' than sitemaps ever do, one exact walk decides.
    constexpr qsizetype Block = 64 * 1024;
    constexpr qsizetype SuspiciousEquals = 2000;
    for (qsizetype block = 0; block < text.size(); block += Block) {
        if (text.sliced(block, qMin(Block, text.size() - block)).count('=') <= SuspiciousEquals)
            continue;
        const qsizetype flood = tagWithTooManyAttributes(text);
        if (flood < 0)
            return std::nullopt;
        return unsafeAt(text, flood,
                        tr("An element has more than %1 attributes; the file is not read")
                            .arg(MaxAttributes));
    }
    return std::nullopt;
}

QString XmlPrescan::describeRoot(const QString &localName)
{
    static const QStringList htmlRoots = {
        QStringLiteral("html"), QStringLiteral("head"), QStringLiteral("body"),
        QStringLiteral("h1"),   QStringLiteral("h2"),   QStringLiteral("div"),
        QStringLiteral("p"),    QStringLiteral("title"), QStringLiteral("meta"),
        QStringLiteral("script")};
    if (htmlRoots.contains(localName, Qt::CaseInsensitive))
        return tr("an HTML page");
    if (localName == u"rss")
        return tr("an RSS 2.0 feed");
    if (localName == u"RDF")
        return tr("an RSS 1.0 (RDF) feed");
    if (localName == u"feed")
        return tr("an Atom feed");
    return tr("an XML document with root element <%1>").arg(localName);
}

void XmlPrescan::mapRepairedColumns(QList<Finding> &findings, qsizetype first,
                                    const QList<std::pair<qint64, qint64>> &repairedAt)
{
    if (repairedAt.isEmpty())
        return;
    for (qsizetype i = first; i < findings.size(); ++i) {
        Finding &f = findings[i];
        qint64 shift = 0;
        for (const auto &[line, column] : repairedAt)
            shift += line == f.line && column < f.column ? 4 : 0;
        f.column -= shift;
    }
}

} // namespace Studio
