#include "xmlprescan.h"

#include "textdecoder.h"

#include <QCoreApplication>

namespace Studio {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("XmlPrescan", text);
}

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
    // Walk the markup that needs care; everything else is skipped with a memchr-speed search.
    while (true) {
        // Inside the root only declarations matter: search for "<!" alone.
        const qsizetype lt = result.rootStart < 0 ? text.indexOf('<', i) : text.indexOf("<!", i);
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
                char quote = 0;
                qsizetype j = lt + 9;
                for (; j < text.size(); ++j) {
                    const char c = text[j];
                    if (quote) {
                        if (c == quote)
                            quote = 0;
                    } else if (c == '"' || c == '\'') {
                        quote = c;
                    } else if (c == '[') {
                        result.unsafe = unsafeAt(
                            text, lt,
                            tr("The DOCTYPE declares an internal DTD subset; sitemaps need "
                               "none, and it can carry entity-expansion attacks, so the file "
                               "is not read"));
                        return result;
                    } else if (c == '>') {
                        break;
                    }
                }
                i = j + 1;
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
            char quote = 0;
            for (; j < text.size(); ++j) {
                const char c = text[j];
                if (quote) {
                    if (c == quote)
                        quote = 0;
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '>') {
                    result.rootStartTagEnd = j + 1;
                    result.rootSelfClosing = text[j - 1] == '/';
                    break;
                }
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

} // namespace Studio
