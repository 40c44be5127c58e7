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

} // namespace

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
                if (doctypes > 1) {
                    result.unsafe = unsafeAt(text, lt, tr("A second DOCTYPE declaration was "
                                                          "found; the file is not read"));
                    return result;
                }
                if (result.rootStart >= 0) {
                    result.unsafe = unsafeAt(text, lt, tr("A DOCTYPE declaration appears inside "
                                                          "the document; the file is not read"));
                    return result;
                }
                // The declaration ends at the first '>' outside quotes; a '[' before it
                // opens an internal subset.
                const TagScan doctype = scanTag(text, lt + 9);
                if (doctype.bracket >= 0) {
                    result.unsafe = unsafeAt(
                        text, lt,
                        tr("The DOCTYPE declares an internal DTD subset; sitemaps need none, "
                           "and it can carry entity-expansion attacks, so the file is not read"));
                    return result;
                }
                i = doctype.end < 0 ? text.size() : doctype.end + 1;
                continue;
            }
            if (rest.startsWith("<!ENTITY")) {
                result.unsafe = unsafeAt(text, lt, tr("An entity declaration (<!ENTITY) was "
                                                      "found; the file is not read"));
                return result;
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

// The next comment, CDATA section or processing instruction at or after `from`: its start
// and the offset after its end (the end of the text when it is not closed).
std::pair<qsizetype, qsizetype> nextOpaque(QByteArrayView text, qsizetype from)
{
    qsizetype at = from;
    while ((at = text.indexOf('<', at)) >= 0 && at + 1 < text.size()) {
        const QByteArrayView rest = text.sliced(at);
        const char *close = rest.startsWith("<!--") ? "-->"
            : rest.startsWith("<![CDATA[")          ? "]]>"
            : rest.startsWith("<?")                 ? "?>"
                                                    : nullptr;
        if (close) {
            const qsizetype end = text.indexOf(close, at + 2);
            return {at, end < 0 ? text.size() : end + qsizetype(qstrlen(close))};
        }
        at += 1;
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
    qsizetype lineStart = 0, counted = 0;
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
        for (; counted < at; ++counted)
            if (text[counted] == '\n') {
                ++line;
                lineStart = counted + 1;
            }
        if (line != lineBefore)
            repairsOnLine = 0;
        const qint64 column = TextDecoder::utf16Length(text.sliced(lineStart, at - lineStart)) + 1;
        if (repairedAt) // each earlier repair on the line moved this '&' 4 columns on
            repairedAt->append({line, column + 4 * repairsOnLine});
        ++repairsOnLine;
        if (repairs < MaxReported) {
            qsizetype end = at + 1;
            while (end < text.size() && end - at < 24 && text[end] != '<' && text[end] != '"'
                   && text[end] != '\n')
                ++end;
            findings->append(Finding::make(
                RuleId::ParsingError,
                tr("Unescaped '&' in \"%1\"; it was read as a literal '&', which must be "
                   "written &amp;")
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
