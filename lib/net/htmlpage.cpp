#include "htmlpage.h"

#include "contentfingerprint.h"
#include "util/w3cdatetime.h"

#include "io/input/textdecoder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QStringDecoder>
#include <QStringList>

#include <gumbo.h>

#include <cctype>
#include <cstring>
#include <vector>

namespace Studio {

namespace {

bool isAsciiSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

QByteArrayView trimmed(QByteArrayView text)
{
    qsizetype begin = 0, end = text.size();
    while (begin < end && isAsciiSpace(text[begin]))
        ++begin;
    while (end > begin && isAsciiSpace(text[end - 1]))
        --end;
    return text.sliced(begin, end - begin);
}

// `lower` is an ASCII keyword in lower case.
bool equalsLower(QByteArrayView text, QByteArrayView lower)
{
    return text.compare(lower, Qt::CaseInsensitive) == 0;
}

// Whether the space-separated token list `value` (a rel attribute) holds `token`.
bool hasToken(QByteArrayView value, QByteArrayView token)
{
    qsizetype at = 0;
    while (at < value.size()) {
        while (at < value.size() && isAsciiSpace(value[at]))
            ++at;
        qsizetype end = at;
        while (end < value.size() && !isAsciiSpace(value[end]))
            ++end;
        if (end > at && equalsLower(value.sliced(at, end - at), token))
            return true;
        at = end;
    }
    return false;
}

QByteArrayView attribute(const GumboElement &element, const char *name)
{
    const GumboAttribute *found = gumbo_get_attribute(&element.attributes, name);
    if (!found || !found->value)
        return {};
    return QByteArrayView(found->value, qsizetype(std::strlen(found->value)));
}

bool hasAttribute(const GumboElement &element, const char *name)
{
    return gumbo_get_attribute(&element.attributes, name) != nullptr;
}

// A <picture> element. Debian's gumbo predates it and reads it as an unknown element (which
// keeps its children, as browsers do): its name is taken from the tag as written.
bool isPicture(const GumboNode *node)
{
    if (!node || node->type != GUMBO_NODE_ELEMENT
        || node->v.element.tag_namespace != GUMBO_NAMESPACE_HTML)
        return false;
    const GumboElement &element = node->v.element;
    if (element.tag != GUMBO_TAG_UNKNOWN)
        return QByteArrayView(gumbo_normalized_tagname(element.tag)) == "picture";
    GumboStringPiece tag = element.original_tag;
    gumbo_tag_from_original_text(&tag);
    return equalsLower(QByteArrayView(tag.data, qsizetype(tag.length)), "picture");
}

// Directives that take a value after a colon; any other "word:" in an X-Robots-Tag value is
// the name of the crawler the directives after it are for.
bool isValuedDirective(QByteArrayView name)
{
    return equalsLower(name, "unavailable_after") || equalsLower(name, "max-snippet")
        || equalsLower(name, "max-image-preview") || equalsLower(name, "max-video-preview");
}

// The charset parameter of a Content-Type, lower case; empty without one.
QByteArray charsetOf(QByteArrayView contentType)
{
    const QByteArray lower = contentType.toByteArray().toLower();
    const qsizetype at = lower.indexOf("charset=");
    if (at < 0)
        return {};
    QByteArray value = lower.mid(at + 8);
    const qsizetype semicolon = value.indexOf(';');
    if (semicolon >= 0)
        value.truncate(semicolon);
    value = value.trimmed();
    if (value.size() >= 2 && (value.startsWith('"') || value.startsWith('\'')))
        value = value.mid(1, value.size() - 2);
    return value;
}

// <meta charset="…"> or <meta http-equiv content="…; charset=…"> in the first KiB, as the
// HTML prescan looks for it; lower case, empty when not found.
QByteArray declaredCharset(QByteArrayView html)
{
    const QByteArray head = html.first(qMin<qsizetype>(html.size(), 1024)).toByteArray().toLower();
    const qsizetype at = head.indexOf("charset=");
    if (at < 0)
        return {};
    qsizetype begin = at + 8;
    while (begin < head.size() && (head[begin] == '"' || head[begin] == '\'' || head[begin] == ' '))
        ++begin;
    qsizetype end = begin;
    while (end < head.size() && head[end] != '"' && head[end] != '\'' && head[end] != ';'
           && head[end] != '>' && head[end] != '/' && !isAsciiSpace(head[end]))
        ++end;
    return head.mid(begin, end - begin);
}

// The bytes as UTF-8 for gumbo, which reads nothing else. A page that is valid UTF-8 is
// taken as it is whatever it declares (the declaration is wrong more often than the bytes);
// otherwise a declared single-byte charset is converted, and anything else is left to gumbo,
// which replaces the invalid sequences.
QByteArray asUtf8(QByteArrayView html, QByteArrayView contentType)
{
    if (TextDecoder::firstInvalidUtf8(html) < 0)
        return QByteArray::fromRawData(html.data(), html.size());
    QByteArray charset = charsetOf(contentType);
    if (charset.isEmpty())
        charset = declaredCharset(html);
    // HTML reads these labels as windows-1252, whose printable range Latin-1 covers but for
    // 0x80-0x9F; the text taken from a page (the title) seldom uses those.
    if (charset == "iso-8859-1" || charset == "latin1" || charset == "windows-1252"
        || charset == "us-ascii" || charset == "cp1252" || charset == "iso-8859-15") {
        QStringDecoder decoder(QStringConverter::Latin1);
        return QString(decoder(html)).toUtf8();
    }
    return QByteArray::fromRawData(html.data(), html.size());
}

bool isVoidOrOptionalEnd(QByteArrayView name)
{
    // Void elements never nest; those whose end tag may be left out are closed by the next
    // of their kind, so neither deepens the tree as written.
    static constexpr QByteArrayView names[] = {
        "area",  "base",   "br",    "col",      "embed",  "hr",       "img",  "input",    "link",
        "meta",  "source", "track", "wbr",      "param",  "keygen",   "p",    "li",       "dt",
        "dd",    "tr",     "td",    "th",       "option", "optgroup", "rb",   "rt",       "rp",
        "thead", "tbody",  "tfoot", "colgroup", "html",   "head",     "body", "!doctype",
    };
    for (const QByteArrayView known : names)
        if (equalsLower(name, known))
            return true;
    return false;
}

bool isRawText(QByteArrayView name)
{
    return equalsLower(name, "script") || equalsLower(name, "style")
        || equalsLower(name, "textarea") || equalsLower(name, "title") || equalsLower(name, "xmp")
        || equalsLower(name, "iframe") || equalsLower(name, "noembed")
        || equalsLower(name, "noframes");
}

// Where to cut `html` so that gumbo's work and memory stay bounded, or -1 to read it whole.
// Gumbo walks the stack of open elements for most start tags, so a page of nested elements
// costs the square of its depth: 200,000 nested <div>s take minutes. The cost is estimated
// here from the tags as written (an over-estimate for sloppy markup) and the page cut at the
// tag where it passes `budget`; ordinary pages, even large ones, stay two orders of magnitude
// below. Gumbo's tree takes some 400 bytes an element with its text: 15 MB of "<p>a</p>",
// which a gzip body of 1.5 MB holds, would take 800 MB, so the page is cut as well at the
// start tag past `maxElements`. `*tooDeep` says which limit cut it.
qsizetype cutForParser(QByteArrayView html, qint64 budget, qint64 maxElements, bool *tooDeep)
{
    qint64 depth = 0, cost = 0, elements = 0;
    const qsizetype n = html.size();
    qsizetype at = 0;
    while (true) {
        const qsizetype open = html.indexOf('<', at);
        if (open < 0 || open + 1 >= n)
            return -1;
        at = open + 1;
        if (html.sliced(at).startsWith("!--")) {
            const qsizetype end = html.indexOf("-->", at + 3);
            if (end < 0)
                return -1;
            at = end + 3;
            continue;
        }
        const bool closing = html[at] == '/';
        const qsizetype nameBegin = at + (closing ? 1 : 0);
        qsizetype nameEnd = nameBegin;
        while (nameEnd < n && !isAsciiSpace(html[nameEnd]) && html[nameEnd] != '>'
               && html[nameEnd] != '/')
            ++nameEnd;
        const QByteArrayView name = html.sliced(nameBegin, nameEnd - nameBegin);
        if (name.isEmpty()
            || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '!'))
            continue;
        const qsizetype close = html.indexOf('>', nameEnd);
        if (close < 0)
            return -1;
        at = close + 1;
        if (closing) {
            if (!isVoidOrOptionalEnd(name))
                depth = qMax<qint64>(0, depth - 1);
            continue;
        }
        cost += depth + 1;
        *tooDeep = cost > budget;
        if (*tooDeep || ++elements > maxElements)
            return open;
        if (html[close - 1] == '/' || isVoidOrOptionalEnd(name))
            continue;
        if (isRawText(name)) {
            // Its text is no markup: skip to its end tag.
            const QByteArray end = "</" + name.toByteArray().toLower();
            qsizetype found = at;
            while (true) {
                found = html.indexOf('<', found);
                if (found < 0 || found + end.size() > n)
                    return -1;
                if (equalsLower(html.sliced(found, end.size()), end))
                    break;
                ++found;
            }
            at = found;
            continue;
        }
        ++depth;
    }
}

// The content of <meta http-equiv="refresh"> as the HTML standard reads it ("shared
// declarative refresh steps"): "5", "0; url=/next", "0;URL='/next'", "0, url = /next". Gives
// false when it is no refresh; `*url` stays empty when it reloads the page itself.
bool parseRefresh(QByteArrayView content, int *seconds, QByteArray *url)
{
    qsizetype at = 0;
    const qsizetype n = content.size();
    auto skipSpaces = [&] {
        while (at < n && isAsciiSpace(content[at]))
            ++at;
    };
    skipSpaces();
    const qsizetype digits = at;
    qint64 value = 0;
    while (at < n && content[at] >= '0' && content[at] <= '9') {
        value = qMin<qint64>(value * 10 + (content[at] - '0'), 1'000'000);
        ++at;
    }
    if (at == digits && (at >= n || content[at] != '.'))
        return false;
    while (at < n && ((content[at] >= '0' && content[at] <= '9') || content[at] == '.'))
        ++at;
    *seconds = int(value);
    url->clear();
    if (at >= n)
        return true;
    if (content[at] != ';' && content[at] != ',' && !isAsciiSpace(content[at]))
        return false;
    skipSpaces();
    if (at < n && (content[at] == ';' || content[at] == ','))
        ++at;
    skipSpaces();
    if (at + 3 <= n && equalsLower(content.sliced(at, 3), "url")) {
        qsizetype after = at + 3;
        while (after < n && isAsciiSpace(content[after]))
            ++after;
        if (after < n && content[after] == '=') {
            at = after + 1;
            skipSpaces();
        }
    }
    QByteArrayView rest = content.sliced(at);
    if (!rest.isEmpty() && (rest.front() == '\'' || rest.front() == '"')) {
        const char quote = rest.front();
        rest = rest.sliced(1);
        const qsizetype end = rest.indexOf(quote);
        if (end >= 0)
            rest = rest.first(end);
    }
    *url = trimmed(rest).toByteArray();
    return true;
}

// Cuts `text` to at most `limit` UTF-16 units, never between the halves of a surrogate pair
// (an emoji would turn into a lone half, which is no text).
void cutText(QString *text, qsizetype limit)
{
    if (text->size() <= limit)
        return;
    qsizetype at = limit;
    if (at > 0 && text->at(at - 1).isHighSurrogate())
        --at;
    text->truncate(at);
}

// The visible text of `node` (a <title>, a <time>, an <a>): its text nodes, those of <script>,
// <style> and <template> left out, whitespace collapsed, cut at `limit`; with `altWhenEmpty`
// and no text, the first non-empty alt of an <img> inside (an image link's words).
QString collapsedText(const GumboNode *node, qsizetype limit, bool altWhenEmpty = false)
{
    QByteArray text;
    QByteArray alt;
    std::vector<const GumboNode *> stack { node };
    while (!stack.empty() && text.size() < limit * 4) {
        const GumboNode *current = stack.back();
        stack.pop_back();
        if (current->type == GUMBO_NODE_TEXT || current->type == GUMBO_NODE_WHITESPACE
            || current->type == GUMBO_NODE_CDATA) {
            text += current->v.text.text;
            continue;
        }
        if (current->type != GUMBO_NODE_ELEMENT)
            continue;
        const GumboElement &element = current->v.element;
        if (element.tag == GUMBO_TAG_SCRIPT || element.tag == GUMBO_TAG_STYLE
            || element.tag == GUMBO_TAG_TEMPLATE)
            continue;
        if (altWhenEmpty && element.tag == GUMBO_TAG_IMG && alt.isEmpty())
            alt = trimmed(attribute(element, "alt")).toByteArray();
        // A word ends where a block or a line break does: "<p>One</p><p>Two</p>" reads as
        // two words.
        if (element.tag == GUMBO_TAG_BR || element.tag == GUMBO_TAG_P
            || element.tag == GUMBO_TAG_DIV || element.tag == GUMBO_TAG_LI)
            text += ' ';
        const GumboVector &children = element.children;
        for (unsigned i = children.length; i > 0; --i)
            stack.push_back(static_cast<const GumboNode *>(children.data[i - 1]));
    }
    QString out = QString::fromUtf8(text).simplified();
    if (out.isEmpty())
        out = QString::fromUtf8(alt).simplified();
    cutText(&out, limit);
    return out;
}

// Characters of `text` (UTF-8) that are not whitespace.
qsizetype visibleLength(const char *text)
{
    qsizetype n = 0;
    for (const char *c = text; *c; ++c)
        n += !isAsciiSpace(*c) && (quint8(*c) & 0xc0) != 0x80;
    return n;
}

// The name of `element` in lower case as written, for elements gumbo does not know too
// ("app-root").
QByteArray tagName(const GumboElement &element)
{
    if (element.tag != GUMBO_TAG_UNKNOWN)
        return QByteArray(gumbo_normalized_tagname(element.tag));
    GumboStringPiece tag = element.original_tag;
    gumbo_tag_from_original_text(&tag);
    return QByteArray(tag.data, qsizetype(tag.length)).toLower();
}

// Whether a <script> of that type attribute runs (classic or module), rather than holding
// data (JSON-LD, an import map, a template).
bool isRunnableScript(QByteArrayView type)
{
    type = trimmed(type);
    if (type.isEmpty() || equalsLower(type, "module"))
        return true;
    const QByteArray lower = type.toByteArray().toLower();
    return lower.contains("javascript") || lower.contains("ecmascript");
}

// The ids frameworks mount their application into (React's create-react-app and Vite
// templates, Vue, Next.js, Nuxt, Gatsby, Docusaurus, Quasar, Svelte's templates).
bool isAppRootId(QByteArrayView id)
{
    static constexpr const char *Ids[]
        = { "root",  "app",    "__next",     "__nuxt",   "___gatsby", "__docusaurus",
            "q-app", "svelte", "react-root", "app-root", "main-app" };
    id = trimmed(id);
    for (const char *known : Ids)
        if (equalsLower(id, known))
            return true;
    return false;
}

// An application's root element that holds nothing yet: no element but scripts, templates and
// <noscript>, and at most a few words ("Loading…").
bool isEmptyRoot(const GumboElement &element)
{
    constexpr qsizetype FewCharacters = 64;
    qsizetype text = 0;
    for (unsigned i = 0; i < element.children.length; ++i) {
        const auto *child = static_cast<const GumboNode *>(element.children.data[i]);
        if (child->type == GUMBO_NODE_TEXT || child->type == GUMBO_NODE_CDATA) {
            text += visibleLength(child->v.text.text);
        } else if (child->type == GUMBO_NODE_ELEMENT || child->type == GUMBO_NODE_TEMPLATE) {
            const GumboTag tag = child->v.element.tag;
            if (tag != GUMBO_TAG_SCRIPT && tag != GUMBO_TAG_TEMPLATE && tag != GUMBO_TAG_NOSCRIPT)
                return false;
        }
    }
    return text <= FewCharacters;
}

// Elements whose edges end a block of text (ContentBlockWriter): "<p>One</p><p>Two</p>" is two
// blocks, "<p>One <b>two</b></p>" one.
bool isBlockLevel(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_BODY:
    case GUMBO_TAG_P:
    case GUMBO_TAG_DIV:
    case GUMBO_TAG_LI:
    case GUMBO_TAG_UL:
    case GUMBO_TAG_OL:
    case GUMBO_TAG_DL:
    case GUMBO_TAG_DT:
    case GUMBO_TAG_DD:
    case GUMBO_TAG_H1:
    case GUMBO_TAG_H2:
    case GUMBO_TAG_H3:
    case GUMBO_TAG_H4:
    case GUMBO_TAG_H5:
    case GUMBO_TAG_H6:
    case GUMBO_TAG_HGROUP:
    case GUMBO_TAG_SECTION:
    case GUMBO_TAG_ARTICLE:
    case GUMBO_TAG_MAIN:
    case GUMBO_TAG_HEADER:
    case GUMBO_TAG_FOOTER:
    case GUMBO_TAG_NAV:
    case GUMBO_TAG_ASIDE:
    case GUMBO_TAG_ADDRESS:
    case GUMBO_TAG_BLOCKQUOTE:
    case GUMBO_TAG_PRE:
    case GUMBO_TAG_FIGURE:
    case GUMBO_TAG_FIGCAPTION:
    case GUMBO_TAG_TABLE:
    case GUMBO_TAG_CAPTION:
    case GUMBO_TAG_THEAD:
    case GUMBO_TAG_TBODY:
    case GUMBO_TAG_TFOOT:
    case GUMBO_TAG_TR:
    case GUMBO_TAG_TD:
    case GUMBO_TAG_TH:
    case GUMBO_TAG_FORM:
    case GUMBO_TAG_FIELDSET:
    case GUMBO_TAG_LEGEND:
    case GUMBO_TAG_DETAILS:
    case GUMBO_TAG_SUMMARY:
    case GUMBO_TAG_BR:
    case GUMBO_TAG_HR:
    case GUMBO_TAG_OPTION:
    case GUMBO_TAG_MENU:
    case GUMBO_TAG_CENTER:
    case GUMBO_TAG_LISTING:
        return true;
    default:
        return false;
    }
}

bool isHeading(GumboTag tag)
{
    return tag == GUMBO_TAG_H1 || tag == GUMBO_TAG_H2 || tag == GUMBO_TAG_H3 || tag == GUMBO_TAG_H4
        || tag == GUMBO_TAG_H5 || tag == GUMBO_TAG_H6;
}

// Whether the words of a class or id attribute name a part of the page around its content: a
// cookie or consent notice, a sidebar and its widgets, share buttons, related posts,
// breadcrumbs, a footer written in <div>s. Whole words only ("cookie-notice", "widget_area",
// "sidebar"), as themes write them, so that "sharepoint-guide" or "ads-free" is no match; the
// words Readability and its kin look for, the fewest that real themes need ("menu" and
// "header" are not among them: a restaurant's menu and a post's title are content).
bool namesBoilerplate(QByteArrayView names)
{
    static constexpr QByteArrayView Words[] = {
        "cookie",  "cookies", "consent", "gdpr",   "sidebar",    "widget",
        "widgets", "share",   "sharing", "social", "breadcrumb", "breadcrumbs",
        "related", "advert",  "popup",   "footer", "newsletter", "advertisement",
    };
    qsizetype at = 0;
    const qsizetype n = names.size();
    while (at < n) {
        while (at < n && !std::isalnum(static_cast<unsigned char>(names[at])))
            ++at;
        qsizetype end = at;
        while (end < n && std::isalnum(static_cast<unsigned char>(names[end])))
            ++end;
        if (end > at) {
            const QByteArrayView word = names.sliced(at, end - at);
            for (const QByteArrayView known : Words)
                if (equalsLower(word, known))
                    return true;
        }
        at = end;
    }
    return false;
}

// Whether `element`, in the body, is left out of the page's main content (ContentFingerprint):
// navigation, the page's footer, asides, what is not shown, and the ARIA roles of the same.
// <header> is not: it keeps its headings.
bool isLeftOutOfContent(const GumboElement &element)
{
    switch (element.tag) {
    case GUMBO_TAG_NAV:
    case GUMBO_TAG_FOOTER:
    case GUMBO_TAG_ASIDE:
    case GUMBO_TAG_SCRIPT:
    case GUMBO_TAG_STYLE:
    case GUMBO_TAG_NOSCRIPT:
    case GUMBO_TAG_TEMPLATE:
        return true;
    case GUMBO_TAG_BODY:
    case GUMBO_TAG_MAIN:
    case GUMBO_TAG_ARTICLE:
    case GUMBO_TAG_HTML:
        return false; // the content itself, whatever its classes say
    default:
        break;
    }
    if (element.attributes.length == 0)
        return false;
    if (hasAttribute(element, "hidden")
        || equalsLower(trimmed(attribute(element, "aria-hidden")), "true"))
        return true;
    const QByteArrayView role = trimmed(attribute(element, "role"));
    if (!role.isEmpty()
        && (equalsLower(role, "navigation") || equalsLower(role, "contentinfo")
            || equalsLower(role, "complementary") || equalsLower(role, "search")
            || equalsLower(role, "banner")))
        return true;
    return namesBoilerplate(attribute(element, "class"))
        || namesBoilerplate(attribute(element, "id"));
}
} // namespace

QString RobotsDirectives::toString() const
{
    if (noindex && nofollow)
        return QStringLiteral("noindex, nofollow");
    if (noindex)
        return QStringLiteral("noindex");
    if (nofollow)
        return QStringLiteral("nofollow");
    return {};
}

RobotsDirectives RobotsDirectives::parse(QByteArrayView directives)
{
    RobotsDirectives out;
    for (const QByteArrayView part :
         QByteArray::fromRawData(directives.data(), directives.size()).split(',')) {
        const QByteArrayView word = trimmed(part);
        if (equalsLower(word, "noindex"))
            out.noindex = true;
        else if (equalsLower(word, "nofollow"))
            out.nofollow = true;
        else if (equalsLower(word, "none"))
            out.noindex = out.nofollow = true;
    }
    return out;
}

RobotsDirectives RobotsDirectives::fromHeaders(const QList<QByteArray> &values,
                                               QByteArrayView forAgent)
{
    RobotsDirectives out;
    for (const QByteArray &value : values) {
        // Directives before any agent name are for every crawler.
        bool applies = true;
        for (const QByteArray &part : value.split(',')) {
            QByteArrayView word = trimmed(part);
            const qsizetype colon = word.indexOf(':');
            if (colon > 0 && !isValuedDirective(trimmed(word.first(colon)))) {
                const QByteArrayView agent = trimmed(word.first(colon));
                applies = !forAgent.isEmpty() && equalsLower(agent, forAgent);
                word = trimmed(word.sliced(colon + 1));
            }
            if (!applies)
                continue;
            out.merge(parse(word));
        }
    }
    return out;
}

QList<QByteArray>
RobotsDirectives::headerValues(const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    QList<QByteArray> values;
    for (const auto &[name, value] : headers)
        if (name.compare("X-Robots-Tag", Qt::CaseInsensitive) == 0)
            values.append(value);
    return values;
}

bool isHtmlContentType(QByteArrayView contentType)
{
    QByteArrayView type = contentType;
    const qsizetype semicolon = type.indexOf(';');
    if (semicolon >= 0)
        type = type.first(semicolon);
    type = trimmed(type);
    return equalsLower(type, "text/html") || equalsLower(type, "application/xhtml+xml");
}

QUrl HtmlPage::resolve(const QUrl &base, QByteArrayView href)
{
    // The URL parser of the HTML standard strips surrounding C0 controls and spaces and
    // removes tabs and line breaks anywhere.
    QByteArray cleaned;
    cleaned.reserve(href.size());
    for (const char c : trimmed(href))
        if (c != '\t' && c != '\n' && c != '\r')
            cleaned.append(c);
    // An empty reference is the document itself.
    const QUrl relative(QString::fromUtf8(cleaned), QUrl::TolerantMode);
    if (!cleaned.isEmpty() && !relative.isValid())
        return {};
    const QUrl resolved
        = (cleaned.isEmpty() ? base : base.resolved(relative)).adjusted(QUrl::RemoveFragment);
    const QString scheme = resolved.scheme();
    if ((scheme != u"http" && scheme != u"https") || resolved.host().isEmpty())
        return {};
    return resolved;
}

HtmlPage HtmlPage::parse(QByteArrayView html, const QUrl &url, QByteArrayView contentType,
                         QByteArrayView robotsAgent, bool contentBlocks)
{
    HtmlPage page;
    QByteArray utf8 = asUtf8(html, contentType);
    bool tooDeep = false;
    const qsizetype cut = cutForParser(utf8, NestingBudget, MaxElements, &tooDeep);
    if (cut >= 0) {
        utf8.truncate(cut);
        (tooDeep ? page.tooDeep : page.tooManyElements) = true;
    }
    GumboOptions options = kGumboDefaultOptions;
    // Parse errors are not reported; recording them costs memory on broken pages.
    options.max_errors = 0;
    GumboOutput *output = gumbo_parse_with_options(&options, utf8.constData(), size_t(utf8.size()));

    // The elements in document order, walked without recursion: a hostile page can nest
    // elements far deeper than the stack would allow.
    // What the main content takes of a node's text (ContentFingerprint), as bits.
    enum Content : quint8 {
        InBody = ContentBlockWriter::InBody,
        InMain = ContentBlockWriter::InMain,
        InArticle = ContentBlockWriter::InArticle,
        LeftOut = 0x10, // in a part that is not content (isLeftOutOfContent())
        HeaderOnly = 0x20, // in a <header>, not in one of its headings
        Regions = InBody | InMain | InArticle,
    };
    struct Step
    {
        const GumboNode *node;
        bool inHead;
        bool hidden = false; // in <script>, <style>, <template> or <noscript>: no visible text
        bool inNoscript = false;
        quint8 content = 0; // Content bits
        bool blockEnd = false; // not a node: the end of a block-level element
    };
    std::vector<Step> stack { { output->root, false } };
    ContentBlockWriter blocks;
    QByteArray noscriptText; // what the <noscript> elements say, for HtmlShellSigns
    const GumboNode *title = nullptr;
    struct Pending
    {
        QByteArray href;
        QByteArray hreflang;
    };
    struct Anchor
    {
        QByteArray href;
        HtmlLink link;
    };
    // hrefs wait for the end: a <base> later in the document still governs them.
    std::vector<Anchor> anchors;
    std::vector<QByteArray> canonicals;
    std::vector<Pending> alternates;
    QByteArray baseHref;
    bool hasBase = false;
    QByteArray refreshHref;
    bool hasRefresh = false;
    std::vector<QByteArray> imageRefs; // in document order, resolved at the end as anchors are
    QList<QByteArray> jsonLd; // each <script type="application/ld+json">'s text
    QByteArray articleModified, ogUpdated, timeModified;
    // A pixel: both dimensions written as 1 ("1", "1px").
    auto isPixel = [](const GumboElement &img) {
        auto one = [&img](const char *name) {
            QByteArrayView value = trimmed(attribute(img, name));
            if (value.endsWith("px"))
                value.chop(2);
            return value == "1";
        };
        return one("width") && one("height");
    };
    while (!stack.empty()) {
        const Step step = stack.back();
        stack.pop_back();
        if (step.blockEnd) {
            blocks.endBlock();
            continue;
        }
        const GumboNode *node = step.node;
        const bool contentText
            = contentBlocks && (step.content & (InBody | LeftOut | HeaderOnly)) == InBody;
        if (node->type == GUMBO_NODE_WHITESPACE) {
            if (contentText)
                blocks.text(" ", step.content & Regions);
            continue;
        }
        if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_CDATA) {
            if (contentText)
                blocks.text(node->v.text.text, step.content & Regions);
            constexpr qsizetype NoscriptCap = 4096;
            if (step.inNoscript && noscriptText.size() < NoscriptCap)
                noscriptText.append(node->v.text.text).append(' ');
            else if (!step.inHead && !step.hidden
                     && page.shell.textLength < HtmlShellSigns::TextCap)
                page.shell.textLength += visibleLength(node->v.text.text);
            continue;
        }
        if (node->type != GUMBO_NODE_ELEMENT && node->type != GUMBO_NODE_TEMPLATE)
            continue;
        const GumboElement &element = node->v.element;
        const bool inHead = step.inHead || element.tag == GUMBO_TAG_HEAD;
        const bool inNoscript = step.inNoscript || element.tag == GUMBO_TAG_NOSCRIPT;
        const bool hidden = step.hidden || inNoscript || element.tag == GUMBO_TAG_SCRIPT
            || element.tag == GUMBO_TAG_STYLE || element.tag == GUMBO_TAG_TEMPLATE;
        // Where its text stands for the main content (ContentFingerprint).
        quint8 content = step.content;
        const bool html = element.tag_namespace == GUMBO_NAMESPACE_HTML;
        if (html && element.tag == GUMBO_TAG_BODY)
            content |= InBody;
        // An SVG's text is an icon's name ("Search", "Menu") far more often than content.
        if ((content & InBody) && element.tag_namespace == GUMBO_NAMESPACE_SVG)
            content |= LeftOut;
        if ((content & InBody) && !(content & LeftOut) && html) {
            if (isLeftOutOfContent(element))
                content |= LeftOut;
            else if (element.tag == GUMBO_TAG_HEADER)
                content |= HeaderOnly;
            else if (isHeading(element.tag))
                content &= quint8(~HeaderOnly);
            if (element.tag == GUMBO_TAG_MAIN)
                content |= InMain;
            else if (element.tag == GUMBO_TAG_ARTICLE)
                content |= InArticle;
        }
        const bool block = (content & InBody) && html && isBlockLevel(element.tag);
        if (block && contentBlocks)
            blocks.endBlock();
        if (page.shell.emptyAppRoot.isEmpty() && !inHead && !hidden) {
            // An application's mount point, empty: by its id, or a custom element named for it
            // (Angular's <app-root>).
            const QByteArray name
                = element.tag == GUMBO_TAG_UNKNOWN ? tagName(element) : QByteArray();
            const QByteArrayView id = attribute(element, "id");
            const bool root = isAppRootId(id) || name == "app-root" || name.endsWith("-app");
            if (root && isEmptyRoot(element))
                page.shell.emptyAppRoot = QString::fromUtf8(
                    name.isEmpty() ? tagName(element) + '#' + trimmed(id).toByteArray() : name);
        }
        // Only HTML elements count: an SVG <a> or <title> is something else.
        if (element.tag_namespace == GUMBO_NAMESPACE_HTML) {
            switch (element.tag) {
            case GUMBO_TAG_TITLE:
                if (!title)
                    title = node;
                break;
            case GUMBO_TAG_BASE:
                if (!hasBase && hasAttribute(element, "href")) {
                    hasBase = true;
                    baseHref = attribute(element, "href").toByteArray();
                }
                break;
            case GUMBO_TAG_META: {
                const QByteArrayView name = trimmed(attribute(element, "name"));
                if (equalsLower(name, "robots")
                    || (!robotsAgent.isEmpty() && equalsLower(name, robotsAgent)))
                    page.robots.merge(RobotsDirectives::parse(attribute(element, "content")));
                // The first refresh counts, as in browsers.
                if (!hasRefresh && equalsLower(trimmed(attribute(element, "http-equiv")), "refresh")
                    && parseRefresh(attribute(element, "content"), &page.refreshSeconds,
                                    &refreshHref))
                    hasRefresh = true;
                const QByteArrayView property = trimmed(attribute(element, "property"));
                const QByteArrayView content = trimmed(attribute(element, "content"));
                if (content.isEmpty())
                    break;
                if (equalsLower(property, "og:image") || equalsLower(property, "og:image:url")
                    || equalsLower(property, "og:image:secure_url"))
                    imageRefs.push_back(content.toByteArray());
                else if (equalsLower(property, "article:modified_time")
                         && articleModified.isEmpty())
                    articleModified = content.toByteArray();
                else if (equalsLower(property, "og:updated_time") && ogUpdated.isEmpty())
                    ogUpdated = content.toByteArray();
                break;
            }
            case GUMBO_TAG_IMG:
                if (isPixel(element))
                    break;
                if (QByteArray largest = largestSrcsetCandidate(attribute(element, "srcset"));
                    !largest.isEmpty())
                    imageRefs.push_back(largest);
                else if (hasAttribute(element, "src"))
                    imageRefs.push_back(attribute(element, "src").toByteArray());
                break;
            case GUMBO_TAG_SOURCE:
                // Only a <picture>'s sources are images; a <video>'s or <audio>'s are not.
                if (isPicture(node->parent))
                    if (QByteArray largest = largestSrcsetCandidate(attribute(element, "srcset"));
                        !largest.isEmpty())
                        imageRefs.push_back(largest);
                break;
            case GUMBO_TAG_SCRIPT:
                if (isRunnableScript(attribute(element, "type"))
                    && (hasAttribute(element, "src") || element.children.length > 0))
                    ++page.shell.scripts;
                if (equalsLower(trimmed(attribute(element, "type")), "application/ld+json")) {
                    QByteArray text;
                    for (unsigned i = 0; i < element.children.length; ++i) {
                        const auto *child
                            = static_cast<const GumboNode *>(element.children.data[i]);
                        if (child->type == GUMBO_NODE_TEXT || child->type == GUMBO_NODE_CDATA
                            || child->type == GUMBO_NODE_WHITESPACE)
                            text += child->v.text.text;
                    }
                    jsonLd.append(text);
                }
                break;
            case GUMBO_TAG_TIME:
                if (timeModified.isEmpty()
                    && hasToken(attribute(element, "itemprop"), "dateModified")) {
                    timeModified = trimmed(attribute(element, "datetime")).toByteArray();
                    if (timeModified.isEmpty())
                        timeModified = collapsedText(node, 64).toUtf8();
                }
                break;
            case GUMBO_TAG_LINK: {
                const QByteArrayView rel = attribute(element, "rel");
                if (!hasAttribute(element, "href"))
                    break;
                // Search engines read canonical and alternate links in the head only.
                if (inHead && hasToken(rel, "canonical"))
                    canonicals.push_back(attribute(element, "href").toByteArray());
                if (inHead && hasToken(rel, "alternate") && hasAttribute(element, "hreflang"))
                    alternates.push_back({ attribute(element, "href").toByteArray(),
                                           trimmed(attribute(element, "hreflang")).toByteArray() });
                break;
            }
            case GUMBO_TAG_A:
                if (hasAttribute(element, "href"))
                    anchors.push_back({ attribute(element, "href").toByteArray(),
                                        { collapsedText(node, MaxAnchorLength, true),
                                          HtmlLink::parseRel(attribute(element, "rel")) } });
                break;
            default:
                break;
            }
        }
        const GumboVector &children = element.children;
        if (block && children.length > 0)
            stack.push_back({ node, inHead, hidden, inNoscript, content, true });
        for (unsigned i = children.length; i > 0; --i)
            stack.push_back({ static_cast<const GumboNode *>(children.data[i - 1]), inHead, hidden,
                              inNoscript, content });
    }
    page.contentBlocks = blocks.take();
    page.shell.noscriptAsksForJavaScript = noscriptText.toLower().contains("javascript");

    if (title)
        page.title = collapsedText(title, MaxTitleLength);
    QUrl base = url.adjusted(QUrl::RemoveFragment);
    if (hasBase) {
        // A base that does not resolve to http(s) leaves the page URL in force.
        const QUrl resolved = resolve(url, baseHref);
        if (resolved.isValid()) {
            page.base = resolved;
            base = resolved;
        }
    }
    if (hasRefresh && !refreshHref.isEmpty()) {
        const QUrl target = resolve(base, refreshHref);
        if (target != url.adjusted(QUrl::RemoveFragment))
            page.refresh = target;
    }
    if (!hasRefresh)
        page.refreshSeconds = -1;
    for (const QByteArray &href : canonicals) {
        const QUrl canonical = resolve(base, href);
        if (!canonical.isValid())
            continue;
        if (page.canonical.isValid() && page.canonical != canonical) {
            page.conflictingCanonicals = true;
            page.canonical.clear();
            break;
        }
        page.canonical = canonical;
    }
    for (const Pending &alternate : alternates) {
        const QUrl href = resolve(base, alternate.href);
        if (href.isValid())
            page.alternates.append({ QString::fromUtf8(alternate.hreflang), href });
    }
    QSet<QUrl> seenImages;
    for (const QByteArray &ref : imageRefs) {
        const QUrl image = resolve(base, ref); // invalid for data: and other schemes
        if (!image.isValid() || seenImages.contains(image))
            continue;
        if (page.images.size() >= MaxImages)
            break;
        seenImages.insert(image);
        page.images.append(image);
    }
    // The page's own date, from the first source that gives one that reads as a date.
    const std::pair<QString, PageDateSource> dates[] = {
        { jsonLdDateModified(jsonLd, url, page.canonical), PageDateSource::JsonLd },
        { QString::fromUtf8(articleModified), PageDateSource::ArticleModifiedTime },
        { QString::fromUtf8(ogUpdated), PageDateSource::OgUpdatedTime },
        { QString::fromUtf8(timeModified), PageDateSource::TimeElement },
    };
    for (const auto &[text, source] : dates)
        if (W3cDateTime::fromString(text).isValid()) {
            page.modified = text.trimmed();
            page.modifiedSource = source;
            break;
        }
    QSet<QUrl> seen;
    for (Anchor &anchor : anchors) {
        const QUrl link = resolve(base, anchor.href);
        if (!link.isValid() || seen.contains(link))
            continue; // the first <a> of a target holds: its text and rel are the ones kept
        if (page.links.size() >= MaxLinks) {
            page.linksCut = true;
            break;
        }
        seen.insert(link);
        page.links.append(link);
        page.linkDetails.append(std::move(anchor.link));
    }
    gumbo_destroy_output(&options, output);
    return page;
}

QByteArray HtmlPage::largestSrcsetCandidate(QByteArrayView srcset)
{
    // The HTML standard's srcset parsing, reduced to what choosing the largest needs: a URL
    // runs to the next whitespace (a trailing comma ends the candidate), its descriptors to
    // the next comma.
    QByteArray best;
    double bestWidth = -1, bestDensity = -1;
    qsizetype at = 0;
    const qsizetype size = srcset.size();
    while (at < size) {
        while (at < size && (isAsciiSpace(srcset[at]) || srcset[at] == ','))
            ++at;
        const qsizetype start = at;
        while (at < size && !isAsciiSpace(srcset[at]))
            ++at;
        QByteArrayView candidate = srcset.sliced(start, at - start);
        bool ended = false;
        while (candidate.endsWith(',')) {
            candidate.chop(1);
            ended = true;
        }
        double width = -1, density = 1;
        if (!ended) {
            const qsizetype descriptorStart = at;
            while (at < size && srcset[at] != ',')
                ++at;
            for (const QByteArray &descriptor : srcset.sliced(descriptorStart, at - descriptorStart)
                                                    .toByteArray()
                                                    .simplified()
                                                    .split(' ')) {
                if (descriptor.size() < 2)
                    continue; // a number and its unit letter at least
                bool ok = false;
                const double value = descriptor.first(descriptor.size() - 1).toDouble(&ok);
                if (ok && descriptor.endsWith('w'))
                    width = value;
                else if (ok && descriptor.endsWith('x'))
                    density = value;
            }
        }
        if (candidate.isEmpty())
            continue;
        // Widths outrank densities: a candidate with a width is compared by width.
        const bool better = width >= 0 ? width > bestWidth : bestWidth < 0 && density > bestDensity;
        if (better) {
            best = candidate.toByteArray();
            bestWidth = width;
            bestDensity = density;
        }
    }
    return best;
}

QString HtmlPage::jsonLdDateModified(const QList<QByteArray> &scripts, const QUrl &url,
                                     const QUrl &canonical)
{
    // Every node of every script: the top objects, the items of a top array, and @graph's.
    QList<QJsonObject> nodes;
    std::function<void(const QJsonValue &)> collect = [&](const QJsonValue &value) {
        if (value.isArray()) {
            for (const QJsonValue &item : value.toArray())
                collect(item);
        } else if (value.isObject()) {
            const QJsonObject object = value.toObject();
            nodes.append(object);
            if (object.contains(QLatin1StringView("@graph")))
                collect(object.value(QLatin1StringView("@graph")));
        }
    };
    for (const QByteArray &script : scripts) {
        const QJsonDocument document = QJsonDocument::fromJson(script.trimmed());
        collect(document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object()));
    }
    auto samePage = [&](const QJsonValue &value) {
        const QString text = value.isObject()
            ? value.toObject().value(QLatin1StringView("@id")).toString()
            : value.toString();
        if (text.isEmpty())
            return false;
        const QUrl named = QUrl(text).adjusted(QUrl::RemoveFragment | QUrl::StripTrailingSlash);
        for (const QUrl &page : { url, canonical })
            if (page.isValid()
                && named == page.adjusted(QUrl::RemoveFragment | QUrl::StripTrailingSlash))
                return true;
        return false;
    };
    auto isPageType = [](const QJsonValue &type) {
        const QJsonArray types = type.isArray() ? type.toArray() : QJsonArray { type };
        for (const QJsonValue &t : types)
            if (t.toString().endsWith(QLatin1StringView("Page")))
                return true;
        return false;
    };
    auto dateOf = [](const QJsonObject &node) {
        const QJsonValue date = node.value(QLatin1StringView("dateModified"));
        return date.isString() ? date.toString().trimmed() : QString();
    };
    const std::function<bool(const QJsonObject &)> tests[] = {
        [&](const QJsonObject &n) {
            return samePage(n.value(QLatin1StringView("@id")))
                || samePage(n.value(QLatin1StringView("url")));
        },
        [&](const QJsonObject &n) { return isPageType(n.value(QLatin1StringView("@type"))); },
        [&](const QJsonObject &n) {
            return samePage(n.value(QLatin1StringView("mainEntityOfPage")));
        },
    };
    for (const auto &test : tests)
        for (const QJsonObject &node : std::as_const(nodes))
            if (test(node) && !dateOf(node).isEmpty())
                return dateOf(node);
    QString only;
    for (const QJsonObject &node : std::as_const(nodes))
        if (const QString date = dateOf(node); !date.isEmpty()) {
            if (!only.isEmpty())
                return {}; // several, none of them the page's: none
            only = date;
        }
    return only;
}

QString HtmlLink::relText(quint8 rel)
{
    QStringList tokens;
    if (rel & NoFollow)
        tokens.append(QStringLiteral("nofollow"));
    if (rel & Sponsored)
        tokens.append(QStringLiteral("sponsored"));
    if (rel & Ugc)
        tokens.append(QStringLiteral("ugc"));
    return tokens.join(u' ');
}

quint8 HtmlLink::parseRel(QByteArrayView rel)
{
    quint8 flags = 0;
    if (hasToken(rel, "nofollow"))
        flags |= NoFollow;
    if (hasToken(rel, "sponsored"))
        flags |= Sponsored;
    if (hasToken(rel, "ugc"))
        flags |= Ugc;
    return flags;
}

QLatin1StringView pageDateSourceId(PageDateSource source)
{
    switch (source) {
    case PageDateSource::None:
        return {};
    case PageDateSource::JsonLd:
        return QLatin1StringView("json-ld");
    case PageDateSource::ArticleModifiedTime:
        return QLatin1StringView("article:modified_time");
    case PageDateSource::OgUpdatedTime:
        return QLatin1StringView("og:updated_time");
    case PageDateSource::TimeElement:
        return QLatin1StringView("time");
    case PageDateSource::LastModifiedHeader:
        return QLatin1StringView("last-modified");
    case PageDateSource::ContentHistory:
        return QLatin1StringView("history");
    }
    return {};
}

} // namespace Studio
