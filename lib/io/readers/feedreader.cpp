#include "feedreader.h"

#include "util/url.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QSet>
#include <QTime>
#include <QTimeZone>
#include <QUrl>
#include <QXmlStreamReader>

#include <optional>

namespace Studio {

namespace {


constexpr QStringView Atom10Uri = u"http://www.w3.org/2005/Atom";
constexpr QStringView Atom03Uri = u"http://purl.org/atom/ns#";
constexpr QStringView Rss10Uri = u"http://purl.org/rss/1.0/";
constexpr QStringView Rss090Uri = u"http://my.netscape.com/rdf/simple/0.9/";
constexpr QStringView RdfUri = u"http://www.w3.org/1999/02/22-rdf-syntax-ns#";
constexpr QStringView DublinCoreUri = u"http://purl.org/dc/elements/1.1/";
constexpr QStringView XmlUri = u"http://www.w3.org/XML/1998/namespace";
// Google Merchant Center product feeds: RSS 2.0 items whose page is <g:link>.
constexpr QStringView GoogleMerchantUri = u"http://base.google.com/ns/1.0";

bool isMediaRss(QStringView uri)
{
    // The slash is missing in some feeds; readers accept both.
    return uri == u"http://search.yahoo.com/mrss/" || uri == u"http://search.yahoo.com/mrss";
}

// Namespaces whose elements feeds commonly carry and that have nothing to give a sitemap:
// they are passed over without a finding. An element of any other namespace is reported once.
bool isFeedVocabulary(QStringView uri)
{
    static constexpr QStringView known[] = {
        Atom10Uri,
        Atom03Uri,
        Rss10Uri,
        Rss090Uri,
        RdfUri,
        DublinCoreUri,
        GoogleMerchantUri,
        u"http://purl.org/dc/terms/",
        u"http://purl.org/rss/1.0/modules/content/",
        u"http://purl.org/rss/1.0/modules/syndication/",
        u"http://purl.org/rss/1.0/modules/slash/",
        u"http://purl.org/rss/1.0/modules/taxonomy/",
        u"http://purl.org/rss/1.0/modules/image/",
        u"http://purl.org/syndication/thread/1.0",
        u"http://wellformedweb.org/CommentAPI/",
        u"http://webns.net/mvcb/",
        u"http://madskills.com/public/xml/rss/module/trackback/",
        u"http://www.itunes.com/dtds/podcast-1.0.dtd",
        u"http://www.google.com/schemas/play-podcasts/1.0",
        u"https://podcastindex.org/namespace/1.0",
        u"http://www.georss.org/georss",
        u"http://www.w3.org/2003/01/geo/wgs84_pos#",
        u"http://rssnamespace.org/feedburner/ext/1.0",
        u"http://a9.com/-/spec/opensearch/1.1/",
        u"http://backend.userland.com/creativeCommonsRssModule",
        u"http://web.resource.org/cc/",
        u"http://www.youtube.com/xml/schemas/2015",
        u"http://www.w3.org/1999/xhtml",
    };
    if (uri.isEmpty() || isMediaRss(uri))
        return true;
    return std::find(std::begin(known), std::end(known), uri) != std::end(known);
}

struct Position
{
    qint64 line = 0;
    qint64 column = 0;
};

// A date element of an item, kept until the item ends, when the one that gives the lastmod
// is chosen.
struct DateValue
{
    enum Syntax : quint8 { Rfc822, W3c, Rfc3339 };
    int rank = 0; // lower is preferred
    Syntax syntax = W3c;
    QString element; // qualified name, for messages
    QString text;
    Position at;
};

// What media:title, media:description, media:thumbnail and media:player say at one level:
// a media:content, a media:group or the item.
struct MediaScope
{
    QString title;
    QString description;
    QStringList thumbnails;
    QString player;
};

// A media:content, an RSS <enclosure> or an Atom link with rel="enclosure".
struct MediaItem
{
    QString url;
    QString type;
    QString medium;
    QString duration;
    MediaScope own;
    int group = -1; // index in Item::groups; -1 at the item's level
    Position at;
};

struct AtomLink
{
    QString rel;
    QString type;
    QString href; // resolved against xml:base
    bool fromText = false; // no href attribute: the element's text
    Position at;
};

struct Item
{
    int number = 0; // 1-based, in document order
    Position at;
    QString link; // the first non-empty <link> (RSS)
    bool linkSeen = false;
    QString guid;
    bool guidIsPermaLink = true;
    QString about; // rdf:about (RSS 1.0)
    QString merchantLink; // the first non-empty <g:link> of a Google Merchant feed
    Position merchantLinkAt;
    QString id; // atom:id
    QList<AtomLink> links;
    QList<DateValue> dates;
    QString title;
    QString description;
    QString content; // Atom <content>, the description when there is no summary
    MediaScope media;
    QList<MediaScope> groups;
    QList<MediaItem> mediaItems;
};

enum class MediaKind : quint8 { Image, Video, Other };

MediaKind mediaKind(const MediaItem &m)
{
    const QString medium = m.medium.trimmed().toLower();
    if (medium == u"image")
        return MediaKind::Image;
    if (medium == u"video")
        return MediaKind::Video;
    if (!medium.isEmpty())
        return MediaKind::Other; // audio, document, executable
    const QString type = m.type.trimmed().toLower();
    if (type.startsWith(u"image/"))
        return MediaKind::Image;
    if (type.startsWith(u"video/") || type == u"application/x-mpegurl"
        || type == u"application/vnd.apple.mpegurl" || type == u"application/dash+xml")
        return MediaKind::Video;
    if (!type.isEmpty())
        return MediaKind::Other;
    // Neither says: Media RSS makes both optional, and many feeds (the Guardian's) give only
    // the URL, whose file name tells.
    QStringView path = m.url;
    for (qsizetype i = 0; i < path.size(); ++i)
        if (path.at(i) == u'?' || path.at(i) == u'#') {
            path = path.left(i);
            break;
        }
    const qsizetype dot = path.lastIndexOf(u'.');
    if (dot < 0 || path.indexOf(u'/', dot) >= 0)
        return MediaKind::Other;
    const QString suffix = path.mid(dot + 1).toString().toLower();
    static const QSet<QString> images
        = { QStringLiteral("jpg"), QStringLiteral("jpeg"), QStringLiteral("png"),
            QStringLiteral("gif"), QStringLiteral("webp"), QStringLiteral("avif"),
            QStringLiteral("bmp"), QStringLiteral("svg"),  QStringLiteral("tif"),
            QStringLiteral("tiff") };
    static const QSet<QString> videos
        = { QStringLiteral("mp4"),  QStringLiteral("m4v"), QStringLiteral("mov"),
            QStringLiteral("webm"), QStringLiteral("ogv"), QStringLiteral("flv"),
            QStringLiteral("avi"),  QStringLiteral("wmv"), QStringLiteral("mpg"),
            QStringLiteral("mpeg"), QStringLiteral("mkv"), QStringLiteral("3gp"),
            QStringLiteral("m3u8"), QStringLiteral("mpd") };
    if (images.contains(suffix))
        return MediaKind::Image;
    if (videos.contains(suffix))
        return MediaKind::Video;
    return MediaKind::Other;
}

// An absolute http(s) URL with a host: good enough to stand for an item that names no link.
bool isWebUrl(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    const Url::Parts parts = Url::split(utf8);
    const QByteArray scheme = parts.scheme.toByteArray().toLower();
    return parts.hasScheme && (scheme == "http" || scheme == "https") && parts.hasAuthority
        && !parts.host.isEmpty() && !text.contains(u' ');
}

// `href` resolved against `base` (RFC 3986, as XML Base asks), or as written when `base` does
// not make it absolute or it is absolute already.
QString resolve(const QUrl &base, const QString &href)
{
    if (base.isEmpty() || base.isRelative())
        return href;
    const QUrl url(href, QUrl::TolerantMode);
    if (!url.isRelative())
        return href;
    const QUrl resolved = base.resolved(url);
    return resolved.isRelative() ? href : resolved.toString(QUrl::FullyEncoded);
}

// Text of a plain-text value: whitespace runs collapsed, trimmed.
QString simplifiedText(const QString &text)
{
    return text.simplified();
}

// An Atom text construct (or a media:title/description) by its type attribute.
QString textConstruct(const QString &text, QStringView type)
{
    if (type.contains(u"html", Qt::CaseInsensitive))
        return type.contains(u"xhtml", Qt::CaseInsensitive) ? simplifiedText(text)
                                                            : FeedReader::plainText(text);
    return simplifiedText(text);
}

class FeedParser
{
public:
    FeedParser(const QByteArray &text, const ReadLimits &limits, Sitemap &sitemap)
        : m_text(text)
        , m_limits(limits)
        , m_sitemap(sitemap)
    {
    }

    void run();

private:
    enum class Dialect : quint8 { Rss, Rdf, Atom10, Atom03 };

    bool isAtom() const { return m_dialect == Dialect::Atom10 || m_dialect == Dialect::Atom03; }
    // The namespace of the item's own elements: RSS's (none, 1.0 or 0.90), or the root's.
    bool isItemVocabulary(QStringView uri) const
    {
        if (isAtom())
            return uri == m_rootNamespace;
        return uri.isEmpty() || uri == Rss10Uri || uri == Rss090Uri;
    }
    bool isItemStart() const
    {
        return m_reader.name() == (isAtom() ? u"entry" : u"item")
            && isItemVocabulary(m_reader.namespaceUri());
    }

    // QXmlStreamReader::readNext, keeping the xml:base in scope and the limits.
    QXmlStreamReader::TokenType next();
    Position position() const { return { m_reader.lineNumber(), m_reader.columnNumber() + 1 }; }
    QUrl base() const { return m_bases.isEmpty() ? QUrl() : m_bases.last(); }
    QString attribute(QStringView name) const
    {
        return m_reader.attributes().value(QString(), name.toString()).toString();
    }
    void addFinding(QLatin1StringView ruleId, const QString &message, Position at,
                    qsizetype entry = -1, FindingField field = FindingField::None);
    void fatal(QLatin1StringView ruleId, const QString &message);
    // Reads the text of the current element and of its descendants up to its end tag. False
    // when reading must stop.
    bool readText(QString *text);
    void skipElement();
    void noteUnknown();

    void readRoot();
    void readItem();
    void readItemChild(Item &item);
    void readRssChild(Item &item);
    void readAtomChild(Item &item);
    // A media:* element at the item's level or in a group (`group` >= 0).
    void readMediaChild(Item &item, int group);
    void readMediaGroup(Item &item);
    void readMediaContent(Item &item, int group);
    // media:title, media:description, media:thumbnail and media:player; false for others.
    bool readMediaDetail(MediaScope &scope);
    void addDate(Item &item, int rank, DateValue::Syntax syntax);

    void finishItem(const Item &item, bool cutOff);
    QString locationOf(const Item &item, bool cutOff);
    W3cDateTime lastmodOf(const Item &item, qsizetype entryIndex);
    void addMedia(const Item &item, UrlEntry &entry);
    void finish();

    const QByteArray &m_text;
    const ReadLimits &m_limits;
    Sitemap &m_sitemap;
    QXmlStreamReader m_reader;
    Dialect m_dialect = Dialect::Rss;
    QString m_rootNamespace;
    QString m_rootName;
    Position m_rootAt;
    bool m_rootSeen = false;
    bool m_channelSeen = false;
    bool m_fatal = false;
    int m_items = 0;
    qint64 m_partialItemLine = 0;
    QList<QUrl> m_bases; // the xml:base in scope of each open element
    QSet<QString> m_notedUnknown;
    int m_otherMedia = 0;
    QString m_firstOtherMedia;
    Position m_firstOtherMediaAt;
};

QXmlStreamReader::TokenType FeedParser::next()
{
    const QXmlStreamReader::TokenType token = m_reader.readNext();
    switch (token) {
    case QXmlStreamReader::StartElement: {
        QUrl scope = base();
        const QXmlStreamAttributes attributes = m_reader.attributes();
        for (const QXmlStreamAttribute &a : attributes) {
            if (a.namespaceUri() == XmlUri && a.name() == u"base") {
                const QUrl value(a.value().toString(), QUrl::TolerantMode);
                scope = scope.isEmpty() ? value : scope.resolved(value);
                break;
            }
        }
        m_bases.append(scope);
        if (m_bases.size() > m_limits.maxDepth) {
            fatal(RuleId::NestingTooDeep,
                  FeedReader::tr("Elements are nested more than %1 levels deep").arg(m_limits.maxDepth));
            return QXmlStreamReader::Invalid;
        }
        break;
    }
    case QXmlStreamReader::EndElement:
        if (!m_bases.isEmpty())
            m_bases.removeLast();
        break;
    case QXmlStreamReader::Characters:
        if (m_reader.text().size() > m_limits.maxValueLength) {
            fatal(RuleId::ValueTooLong,
                  FeedReader::tr("A text value is longer than %1 characters").arg(m_limits.maxValueLength));
            return QXmlStreamReader::Invalid;
        }
        break;
    default:
        break;
    }
    return token;
}

void FeedParser::addFinding(QLatin1StringView ruleId, const QString &message, Position at,
                            qsizetype entry, FindingField field)
{
    Finding finding = Finding::make(ruleId, message, at.line, at.column);
    finding.entryIndex = entry;
    finding.field = field;
    m_sitemap.findings.append(std::move(finding));
}

void FeedParser::fatal(QLatin1StringView ruleId, const QString &message)
{
    addFinding(ruleId, message, position());
    m_fatal = true;
    m_reader.raiseError(message);
}

bool FeedParser::readText(QString *text)
{
    const qsizetype depth = m_bases.size();
    QString collected;
    while (!m_reader.atEnd()) {
        switch (next()) {
        case QXmlStreamReader::Characters:
            if (collected.size() + m_reader.text().size() > m_limits.maxValueLength) {
                fatal(RuleId::ValueTooLong,
                      FeedReader::tr("A text value is longer than %1 characters").arg(m_limits.maxValueLength));
                return false;
            }
            collected += m_reader.text();
            break;
        case QXmlStreamReader::EndElement:
            if (m_bases.size() < depth) {
                *text = std::move(collected);
                return true;
            }
            break;
        default:
            break;
        }
    }
    return false;
}

void FeedParser::skipElement()
{
    const qsizetype depth = m_bases.size();
    while (!m_reader.atEnd()) {
        if (next() == QXmlStreamReader::EndElement && m_bases.size() < depth)
            return;
    }
}

void FeedParser::noteUnknown()
{
    const QString uri = m_reader.namespaceUri().toString();
    const QString key = uri + u'|' + m_reader.name().toString();
    if (m_notedUnknown.contains(key))
        return;
    m_notedUnknown.insert(key);
    addFinding(RuleId::UnknownElement,
               FeedReader::tr("Unknown element <%1> (namespace \"%2\"); it has no place in a sitemap and "
                  "is not kept")
                   .arg(m_reader.qualifiedName(), uri),
               position());
}

void FeedParser::run()
{
    m_reader.setNamespaceProcessing(true);
    m_reader.addData(m_text);
    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::StartElement) {
            readRoot();
        } else if (token == QXmlStreamReader::ProcessingInstruction && !m_rootSeen
                   && m_reader.processingInstructionTarget() == u"xml-stylesheet") {
            // A stylesheet made for the feed would not show the urlset the feed becomes.
            addFinding(RuleId::Stylesheet,
                       FeedReader::tr("The file names a stylesheet: %1; it was made for the feed and is not "
                          "kept")
                           .arg(m_reader.processingInstructionData()),
                       position());
        }
    }
    finish();
}

void FeedParser::readRoot()
{
    m_rootSeen = true;
    m_rootAt = position();
    m_rootNamespace = m_reader.namespaceUri().toString();
    m_rootName = m_reader.qualifiedName().toString();
    const QStringView local = m_reader.name();
    if (local == u"feed") {
        if (m_rootNamespace == Atom03Uri) {
            m_dialect = Dialect::Atom03;
        } else {
            m_dialect = Dialect::Atom10;
            if (m_rootNamespace != Atom10Uri)
                addFinding(RuleId::IncorrectNamespace,
                           m_rootNamespace.isEmpty()
                               ? FeedReader::tr("<%1> has no namespace; it was read as an Atom 1.0 feed "
                                    "(\"%2\")")
                                     .arg(m_rootName, Atom10Uri.toString())
                               : FeedReader::tr("Namespace \"%1\" is neither Atom 1.0's \"%2\" nor Atom "
                                    "0.3's; it was read as an Atom 1.0 feed")
                                     .arg(m_rootNamespace, Atom10Uri.toString()),
                           m_rootAt);
        }
    } else {
        m_dialect = local == u"RDF" ? Dialect::Rdf : Dialect::Rss;
    }
    m_sitemap.source.rootNamespace = m_rootNamespace;
    m_sitemap.source.rootName = m_rootName;

    // Items are looked for at any depth (in <channel> for RSS 2.0, beside it for RSS 1.0, in
    // the root for Atom), so that a feed that puts them elsewhere still gives its entries.
    const qsizetype rootDepth = m_bases.size();
    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement && m_bases.size() < rootDepth)
            return;
        if (token != QXmlStreamReader::StartElement)
            continue;
        if (isItemStart()) {
            readItem();
            continue;
        }
        const QStringView uri = m_reader.namespaceUri();
        if (!isFeedVocabulary(uri)) {
            noteUnknown();
            skipElement();
            continue;
        }
        if (m_reader.name() == u"channel")
            m_channelSeen = true;
    }
}

void FeedParser::readItem()
{
    Item item;
    item.number = ++m_items;
    item.at = position();
    if (m_dialect == Dialect::Rdf) {
        const QXmlStreamAttributes attributes = m_reader.attributes();
        for (const QXmlStreamAttribute &a : attributes)
            if (a.namespaceUri() == RdfUri && a.name() == u"about")
                item.about = resolve(base(), a.value().trimmed().toString());
    }
    const qsizetype depth = m_bases.size();
    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement && m_bases.size() < depth)
            break;
        if (token == QXmlStreamReader::StartElement)
            readItemChild(item);
    }
    if (m_fatal)
        return;
    finishItem(item, m_reader.hasError());
}

void FeedParser::readItemChild(Item &item)
{
    const QStringView uri = m_reader.namespaceUri();
    if (isMediaRss(uri)) {
        readMediaChild(item, -1);
    } else if (uri == DublinCoreUri && m_reader.name() == u"date") {
        addDate(item, 1, DateValue::W3c);
    } else if (uri == GoogleMerchantUri && m_reader.name() == u"link" && !isAtom()) {
        const Position at = position();
        QString text;
        if (readText(&text) && item.merchantLink.isEmpty() && !text.trimmed().isEmpty()) {
            item.merchantLink = resolve(base(), text.trimmed());
            item.merchantLinkAt = at;
        }
    } else if (isItemVocabulary(uri)) {
        if (isAtom())
            readAtomChild(item);
        else
            readRssChild(item);
    } else {
        if (!isFeedVocabulary(uri))
            noteUnknown();
        skipElement();
    }
}

void FeedParser::addDate(Item &item, int rank, DateValue::Syntax syntax)
{
    DateValue date;
    date.rank = rank;
    date.syntax = syntax;
    date.element = m_reader.qualifiedName().toString();
    date.at = position();
    if (!readText(&date.text))
        return;
    date.text = date.text.trimmed();
    // The first of each element counts; an empty one says nothing.
    const bool seen = std::any_of(item.dates.cbegin(), item.dates.cend(),
                                  [&](const DateValue &d) { return d.element == date.element; });
    if (!seen && !date.text.isEmpty())
        item.dates.append(std::move(date));
}

void FeedParser::readRssChild(Item &item)
{
    const QString local = m_reader.name().toString();
    const QUrl scope = base();
    QString text;
    if (local == u"link") {
        if (!readText(&text))
            return;
        item.linkSeen = true;
        text = text.trimmed();
        if (item.link.isEmpty() && !text.isEmpty())
            item.link = resolve(scope, text);
    } else if (local == u"guid") {
        const QString permaLink = attribute(u"isPermaLink").trimmed();
        if (!readText(&text) || !item.guid.isEmpty())
            return;
        item.guid = resolve(scope, text.trimmed());
        item.guidIsPermaLink
            = permaLink.isEmpty() || permaLink.compare(u"true", Qt::CaseInsensitive) == 0;
    } else if (local == u"pubDate") {
        addDate(item, 0, DateValue::Rfc822);
    } else if (local == u"title") {
        if (readText(&text) && item.title.isEmpty())
            item.title = simplifiedText(text);
    } else if (local == u"description") {
        if (readText(&text) && item.description.isEmpty())
            item.description = FeedReader::plainText(text);
    } else if (local == u"enclosure") {
        MediaItem media;
        media.url = resolve(scope, attribute(u"url").trimmed());
        media.type = attribute(u"type");
        media.at = position();
        skipElement();
        if (!media.url.isEmpty())
            item.mediaItems.append(std::move(media));
    } else {
        skipElement();
    }
}

void FeedParser::readAtomChild(Item &item)
{
    const QString local = m_reader.name().toString();
    const QUrl scope = base();
    const bool atom03 = m_dialect == Dialect::Atom03;
    QString text;
    if (local == u"link") {
        AtomLink link;
        link.at = position();
        link.rel = attribute(u"rel").trimmed().toLower();
        link.rel.remove(QStringLiteral("http://www.iana.org/assignments/relation/"));
        if (link.rel.isEmpty())
            link.rel = QStringLiteral("alternate");
        link.type = attribute(u"type").trimmed();
        const QXmlStreamAttributes attributes = m_reader.attributes();
        const bool hasHref = attributes.hasAttribute(QString(), QStringLiteral("href"));
        QString href = attribute(u"href").trimmed();
        if (hasHref) {
            skipElement();
        } else {
            // Atom 0.3 feeds were written with the URL as the element's text; lenient readers
            // take it.
            if (!readText(&text))
                return;
            href = text.trimmed();
            link.fromText = !href.isEmpty();
        }
        // href="" is a reference to the base itself.
        if (href.isEmpty() && !(hasHref && !scope.isEmpty() && !scope.isRelative()))
            return;
        link.href = resolve(scope, href);
        if (link.rel == u"enclosure") {
            MediaItem media;
            media.url = link.href;
            media.type = link.type;
            media.at = link.at;
            item.mediaItems.append(std::move(media));
        }
        item.links.append(std::move(link));
    } else if (local == u"id") {
        if (readText(&text) && item.id.isEmpty())
            item.id = text.trimmed();
    } else if (local == u"updated" || local == u"modified") {
        addDate(item, 0, atom03 ? DateValue::W3c : DateValue::Rfc3339);
    } else if (local == u"published" || local == u"issued") {
        addDate(item, 1, atom03 ? DateValue::W3c : DateValue::Rfc3339);
    } else if (local == u"title" || local == u"summary" || local == u"content") {
        // Atom 1.0 says "text", "html" or "xhtml"; Atom 0.3 a MIME type and a mode.
        const QString type = attribute(u"type");
        const QString mode = attribute(u"mode");
        if (!readText(&text))
            return;
        const QString value
            = atom03 && mode == u"xml" ? simplifiedText(text) : textConstruct(text, type);
        QString &field = local == u"title" ? item.title
            : local == u"summary"          ? item.description
                                           : item.content;
        if (field.isEmpty())
            field = value;
    } else {
        skipElement();
    }
}

bool FeedParser::readMediaDetail(MediaScope &scope)
{
    const QStringView local = m_reader.name();
    if (local == u"thumbnail" || local == u"player") {
        const QString url = resolve(base(), attribute(u"url").trimmed());
        if (!url.isEmpty()) {
            if (local == u"thumbnail")
                scope.thumbnails.append(url);
            else if (scope.player.isEmpty())
                scope.player = url;
        }
        skipElement();
        return true;
    }
    if (local == u"title" || local == u"description") {
        const bool title = local == u"title";
        const QString type = attribute(u"type");
        QString text;
        if (!readText(&text))
            return true;
        QString &field = title ? scope.title : scope.description;
        if (field.isEmpty())
            field = textConstruct(text, type);
        return true;
    }
    return false;
}

void FeedParser::readMediaChild(Item &item, int group)
{
    const QStringView local = m_reader.name();
    if (local == u"content") {
        readMediaContent(item, group);
    } else if (local == u"group" && group < 0) {
        readMediaGroup(item);
    } else {
        MediaScope &scope = group < 0 ? item.media : item.groups[group];
        if (!readMediaDetail(scope))
            skipElement(); // media:credit, media:keywords, ...: nothing for a sitemap
    }
}

void FeedParser::readMediaGroup(Item &item)
{
    const int group = int(item.groups.size());
    item.groups.append(MediaScope());
    const qsizetype depth = m_bases.size();
    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement && m_bases.size() < depth)
            return;
        if (token != QXmlStreamReader::StartElement)
            continue;
        const QStringView uri = m_reader.namespaceUri();
        if (isMediaRss(uri)) {
            readMediaChild(item, group);
        } else {
            if (!isFeedVocabulary(uri))
                noteUnknown();
            skipElement();
        }
    }
}

void FeedParser::readMediaContent(Item &item, int group)
{
    MediaItem media;
    media.group = group;
    media.at = position();
    media.url = resolve(base(), attribute(u"url").trimmed());
    media.type = attribute(u"type");
    media.medium = attribute(u"medium");
    media.duration = attribute(u"duration").trimmed();
    const qsizetype depth = m_bases.size();
    while (!m_reader.atEnd()) {
        const QXmlStreamReader::TokenType token = next();
        if (token == QXmlStreamReader::EndElement && m_bases.size() < depth)
            break;
        if (token != QXmlStreamReader::StartElement)
            continue;
        const QStringView uri = m_reader.namespaceUri();
        if (isMediaRss(uri) && readMediaDetail(media.own))
            continue;
        if (!isFeedVocabulary(uri))
            noteUnknown();
        skipElement();
    }
    if (!media.url.isEmpty())
        item.mediaItems.append(std::move(media));
}

QString FeedParser::locationOf(const Item &item, bool cutOff)
{
    const qsizetype entryIndex = m_sitemap.entries.size();
    const QString line = QString::number(item.at.line);
    auto taken
        = [&](QLatin1StringView ruleId, const QString &message, Position at, const QString &loc) {
              addFinding(ruleId, message, at, entryIndex, FindingField::Loc);
              return loc;
          };
    // An item the end of the file or an error cut off: the parsing error says so.
    auto skipped = [&](const QString &message) {
        if (!cutOff)
            addFinding(RuleId::ContentSkipped, message, item.at);
        return QString();
    };

    if (isAtom()) {
        const AtomLink *alternate = nullptr;
        const AtomLink *self = nullptr;
        QStringList rels;
        for (const AtomLink &link : item.links) {
            const auto isHtml = [](const QString &type) {
                return type.isEmpty() || type.contains(u"html", Qt::CaseInsensitive);
            };
            if (link.rel == u"alternate") {
                if (!alternate || (!isHtml(alternate->type) && isHtml(link.type)))
                    alternate = &link;
            } else if (link.rel == u"self" && !self) {
                self = &link;
            }
            if (!rels.contains(link.rel))
                rels.append(link.rel);
        }
        if (alternate) {
            if (alternate->fromText)
                return taken(RuleId::LocationFallback,
                             FeedReader::tr("The <link> of entry %1 at line %2 has no href attribute; its "
                                "text \"%3\" was taken as the location")
                                 .arg(item.number)
                                 .arg(line, alternate->href),
                             alternate->at, alternate->href);
            return alternate->href;
        }
        if (self)
            return taken(RuleId::LocationFallback,
                         FeedReader::tr("Entry %1 at line %2 has no alternate <link>; its rel=\"self\" link "
                            "\"%3\" was taken as the location")
                             .arg(item.number)
                             .arg(line, self->href),
                         self->at, self->href);
        if (isWebUrl(item.id))
            return taken(RuleId::LocationFallback,
                         FeedReader::tr("Entry %1 at line %2 has no alternate <link>; its <id> \"%3\" was "
                            "taken as the location")
                             .arg(item.number)
                             .arg(line, item.id),
                         item.at, item.id);
        if (rels.isEmpty())
            return skipped(FeedReader::tr("Entry %1 at line %2 has no <link> and no <id> that is a URL; "
                              "skipped")
                               .arg(item.number)
                               .arg(line));
        return skipped(FeedReader::tr("Entry %1 at line %2 has no alternate <link> (only rel=\"%3\") and no "
                          "<id> that is a URL; skipped")
                           .arg(item.number)
                           .arg(line, rels.join(QStringLiteral("\", \""))));
    }

    if (!item.link.isEmpty())
        return item.link;
    // RSS 1.0 names each item's resource in rdf:about, which its spec says is usually the
    // same as the link.
    if (!item.about.isEmpty())
        return item.about;
    // A product of a Google Merchant feed names its page in <g:link>, a guid (when there is
    // one) being a product number more often than a page.
    if (!item.merchantLink.isEmpty()
        && !(item.guidIsPermaLink && isWebUrl(item.guid)))
        return taken(RuleId::LocationFallback,
                     FeedReader::tr("Item %1 at line %2 has no <link>; its Google Merchant "
                                    "<g:link> \"%3\" was taken as the location")
                         .arg(item.number)
                         .arg(line, item.merchantLink),
                     item.merchantLinkAt, item.merchantLink);
    if (!item.guid.isEmpty()) {
        // RSS 2.0: a guid is the item's permalink unless isPermaLink says "false".
        if (item.guidIsPermaLink)
            return item.guid;
        if (isWebUrl(item.guid))
            return taken(RuleId::LocationFallback,
                         FeedReader::tr("Item %1 at line %2 has no <link>; its <guid> \"%3\", marked "
                            "isPermaLink=\"false\", was taken as the location")
                             .arg(item.number)
                             .arg(line, item.guid),
                         item.at, item.guid);
        return skipped(FeedReader::tr("Item %1 at line %2 has no <link>, and its <guid> \"%3\" is not a "
                          "permalink; skipped")
                           .arg(item.number)
                           .arg(line, item.guid));
    }
    if (item.linkSeen)
        return skipped(FeedReader::tr("Item %1 at line %2 has an empty <link> and no <guid>; skipped")
                           .arg(item.number)
                           .arg(line));
    return skipped(
        FeedReader::tr("Item %1 at line %2 has no <link> or <guid>; skipped").arg(item.number).arg(line));
}

W3cDateTime FeedParser::lastmodOf(const Item &item, qsizetype entryIndex)
{
    QList<DateValue> dates = item.dates;
    std::stable_sort(dates.begin(), dates.end(),
                     [](const DateValue &a, const DateValue &b) { return a.rank < b.rank; });
    for (const DateValue &date : std::as_const(dates)) {
        const W3cDateTime value = date.syntax == DateValue::Rfc822
            ? FeedReader::parseRssDate(date.text)
            : W3cDateTime::fromString(date.text);
        if (value.isValid())
            return value;
        const QString message = date.syntax == DateValue::Rfc822
            ? FeedReader::tr("<%1> \"%2\" is not an RFC 822 date; it gives no lastmod")
            : date.syntax == DateValue::Rfc3339
            ? FeedReader::tr("<%1> \"%2\" is not an RFC 3339 date; it gives no lastmod")
            : FeedReader::tr("<%1> \"%2\" is not a W3C Datetime; it gives no lastmod");
        addFinding(RuleId::InvalidDate, message.arg(date.element, date.text), date.at, entryIndex,
                   FindingField::Lastmod);
    }
    return {};
}

void FeedParser::addMedia(const Item &item, UrlEntry &entry)
{
    QSet<QString> imageLocs;
    QSet<QString> videoLocs;
    QList<Image> images;
    QList<Video> videos;
    auto addImage = [&](const QString &loc) {
        if (loc.isEmpty() || imageLocs.contains(loc))
            return;
        imageLocs.insert(loc);
        Image image;
        image.setLoc(loc);
        images.append(std::move(image));
    };
    // The first non-empty value among a media item's own, its group's and the item's.
    auto pick = [&item](const MediaItem &m, auto member) {
        if (!(m.own.*member).isEmpty())
            return m.own.*member;
        if (m.group >= 0 && !(item.groups.at(m.group).*member).isEmpty())
            return item.groups.at(m.group).*member;
        return item.media.*member;
    };

    for (const MediaItem &m : item.mediaItems) {
        switch (mediaKind(m)) {
        case MediaKind::Image:
            addImage(m.url);
            break;
        case MediaKind::Video: {
            if (videoLocs.contains(m.url))
                break;
            videoLocs.insert(m.url);
            Video video;
            const QStringList thumbnails = pick(m, &MediaScope::thumbnails);
            QString title = pick(m, &MediaScope::title);
            QString description = pick(m, &MediaScope::description);
            // Google's order: thumbnail_loc, title, description, content_loc, player_loc,
            // duration.
            video.setValue(VideoField::ThumbnailLoc, thumbnails.value(0));
            video.setValue(VideoField::Title, title.isEmpty() ? item.title : title);
            video.setValue(VideoField::Description,
                           !description.isEmpty()            ? description
                               : !item.description.isEmpty() ? item.description
                                                             : FeedReader::plainText(item.content));
            video.setValue(VideoField::ContentLoc, m.url);
            video.setValue(VideoField::PlayerLoc, pick(m, &MediaScope::player));
            const bool integer = !m.duration.isEmpty()
                && std::all_of(m.duration.cbegin(), m.duration.cend(),
                               [](QChar c) { return c >= u'0' && c <= u'9'; });
            if (integer)
                video.setValue(VideoField::Duration, m.duration);
            videos.append(std::move(video));
            break;
        }
        case MediaKind::Other:
            if (m_otherMedia++ == 0) {
                m_firstOtherMedia = m.url;
                m_firstOtherMediaAt = m.at;
            }
            break;
        }
    }
    // Thumbnails are a video's; an item without a video shows them as its images.
    if (videos.isEmpty()) {
        for (const MediaItem &m : item.mediaItems)
            for (const QString &thumbnail : m.own.thumbnails)
                addImage(thumbnail);
        for (const MediaScope &group : item.groups)
            for (const QString &thumbnail : group.thumbnails)
                addImage(thumbnail);
        for (const QString &thumbnail : item.media.thumbnails)
            addImage(thumbnail);
    }
    if (!images.isEmpty())
        entry.mutableImages() = std::move(images);
    if (!videos.isEmpty())
        entry.mutableVideos() = std::move(videos);
}

void FeedParser::finishItem(const Item &item, bool cutOff)
{
    const QString loc = locationOf(item, cutOff);
    if (loc.isEmpty())
        return;
    if (cutOff)
        m_partialItemLine = item.at.line;
    UrlEntry entry(loc);
    entry.setSourceLine(quint32(item.at.line));
    entry.setLastmod(lastmodOf(item, m_sitemap.entries.size()));
    addMedia(item, entry);
    m_sitemap.entries.append(std::move(entry));
}

void FeedParser::finish()
{
    // Audio, documents, players: a sitemap has no place for them. Said once per file, since
    // a podcast has one in every item.
    if (m_otherMedia == 1)
        addFinding(RuleId::ContentSkipped,
                   FeedReader::tr("The media item or enclosure \"%1\" is neither an image nor a video; it "
                      "was not kept")
                       .arg(m_firstOtherMedia),
                   m_firstOtherMediaAt);
    else if (m_otherMedia > 1)
        addFinding(RuleId::ContentSkipped,
                   FeedReader::tr("%1 media items or enclosures are neither images nor videos and were not "
                      "kept; the first is \"%2\"")
                       .arg(m_otherMedia)
                       .arg(m_firstOtherMedia),
                   m_firstOtherMediaAt);

    if (m_fatal) {
        m_sitemap.recovered = true;
    } else if (m_reader.hasError()) {
        m_sitemap.recovered = true;
        // The parser quotes the offending character; make control characters visible.
        QString error;
        for (const QChar c : m_reader.errorString())
            error += c.unicode() < 0x20
                ? QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QChar(u'0'))
                : QString(c);
        const QString partial = m_partialItemLine > 0 ? u' '
                + FeedReader::tr("The item at line %1 that it cuts off was kept with the values read "
                     "before it.")
                      .arg(m_partialItemLine)
                                                      : QString();
        const Position at = position();
        if (m_reader.error() == QXmlStreamReader::PrematureEndOfDocumentError)
            addFinding(RuleId::IncompleteFile,
                       FeedReader::tr("The file ends before the document is complete (%1); the %2 entries "
                          "before the end were kept.",
                          nullptr, int(m_sitemap.entries.size()))
                               .arg(error)
                               .arg(m_sitemap.entries.size())
                           + partial,
                       at);
        else
            addFinding(RuleId::ParsingError,
                       FeedReader::tr("%1; the %2 entries before it were kept and the rest of the feed was "
                          "not read.",
                          nullptr, int(m_sitemap.entries.size()))
                               .arg(error)
                               .arg(m_sitemap.entries.size())
                           + partial,
                       at);
    }
    if (!m_rootSeen) {
        m_sitemap.failed = true;
        return;
    }
    if (!m_sitemap.entries.isEmpty())
        return;
    if (m_items == 1)
        addFinding(RuleId::EmptySitemap, FeedReader::tr("The feed's only item has no location"), m_rootAt);
    else if (m_items > 1)
        addFinding(RuleId::EmptySitemap,
                   //: The count is over a limit of at least two: two or more.
                   FeedReader::tr("None of the feed's %1 items has a location").arg(m_items), m_rootAt);
    else if (m_dialect == Dialect::Rss && !m_channelSeen)
        addFinding(RuleId::EmptySitemap, FeedReader::tr("The feed has no <channel> and lists no items"),
                   m_rootAt);
    else
        addFinding(RuleId::EmptySitemap, FeedReader::tr("The feed lists no items"), m_rootAt);
}

// RFC 822 date parsing --------------------------------------------------------------------

// Offsets of the zone names RFC 822 (section 5.1) defines, in seconds.
std::optional<int> zoneOffset(QStringView zone)
{
    if (zone.startsWith(u'+') || zone.startsWith(u'-')) {
        QString digits = zone.mid(1).toString();
        digits.remove(u':');
        if ((digits.size() != 4 && digits.size() != 2)
            || !std::all_of(digits.cbegin(), digits.cend(), [](QChar c) { return c.isDigit(); }))
            return std::nullopt;
        const int hours = digits.left(2).toInt();
        const int minutes = digits.size() == 4 ? digits.mid(2).toInt() : 0;
        if (hours > 23 || minutes > 59)
            return std::nullopt;
        return (zone.startsWith(u'-') ? -1 : 1) * (hours * 3600 + minutes * 60);
    }
    const QString name = zone.toString().toUpper();
    static const QHash<QString, int> names = {
        { QStringLiteral("UT"), 0 },          { QStringLiteral("UTC"), 0 },
        { QStringLiteral("GMT"), 0 },         { QStringLiteral("Z"), 0 },
        { QStringLiteral("EST"), -5 * 3600 }, { QStringLiteral("EDT"), -4 * 3600 },
        { QStringLiteral("CST"), -6 * 3600 }, { QStringLiteral("CDT"), -5 * 3600 },
        { QStringLiteral("MST"), -7 * 3600 }, { QStringLiteral("MDT"), -6 * 3600 },
        { QStringLiteral("PST"), -8 * 3600 }, { QStringLiteral("PDT"), -7 * 3600 },
    };
    const auto it = names.constFind(name);
    if (it != names.cend())
        return *it;
    // RFC 822's one-letter military zones were defined with the wrong sign; RFC 2822
    // (section 4.3) says to read them as -0000, an unknown zone, which is UTC here.
    if (name.size() == 1 && name.at(0) >= u'A' && name.at(0) <= u'Z' && name.at(0) != u'J')
        return 0;
    return std::nullopt;
}

bool allLetters(QStringView s)
{
    return !s.isEmpty() && std::all_of(s.cbegin(), s.cend(), [](QChar c) { return c.isLetter(); });
}

bool allDigits(QStringView s)
{
    return !s.isEmpty()
        && std::all_of(s.cbegin(), s.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

bool isWeekday(QStringView s)
{
    static const QStringList days
        = { QStringLiteral("mon"), QStringLiteral("tue"), QStringLiteral("wed"),
            QStringLiteral("thu"), QStringLiteral("fri"), QStringLiteral("sat"),
            QStringLiteral("sun") };
    return allLetters(s) && s.size() >= 3 && days.contains(s.left(3).toString().toLower());
}

// 1 … 12, or 0 when `s` is not a month's name (or its first three letters).
int monthOf(QStringView s)
{
    static const QStringList months
        = { QStringLiteral("jan"), QStringLiteral("feb"), QStringLiteral("mar"),
            QStringLiteral("apr"), QStringLiteral("may"), QStringLiteral("jun"),
            QStringLiteral("jul"), QStringLiteral("aug"), QStringLiteral("sep"),
            QStringLiteral("oct"), QStringLiteral("nov"), QStringLiteral("dec") };
    if (!allLetters(s) || s.size() < 3)
        return 0;
    return int(months.indexOf(s.left(3).toString().toLower())) + 1;
}

// "hh:mm" or "hh:mm:ss"; a leap second reads as :59.
std::optional<QTime> timeOf(QStringView s)
{
    const QList<QStringView> parts = s.split(u':');
    if (parts.size() < 2 || parts.size() > 3)
        return std::nullopt;
    for (const QStringView part : parts)
        if (!allDigits(part) || part.size() > 2)
            return std::nullopt;
    if (parts.at(1).size() != 2 || (parts.size() == 3 && parts.at(2).size() != 2))
        return std::nullopt;
    const int seconds = parts.size() == 3 ? parts.at(2).toInt() : 0;
    const QTime time(parts.at(0).toInt(), parts.at(1).toInt(), seconds == 60 ? 59 : seconds);
    if (!time.isValid())
        return std::nullopt;
    return time;
}

} // namespace

W3cDateTime FeedReader::parseRssDate(QStringView text)
{
    // Written here rather than with Qt::RFC2822Date: Qt 6.4 reads only GMT and numeric
    // offsets (not EST, PDT or the other RFC 822 zone names), takes a two-digit year as a
    // year of the first century, and does not take a comment after the zone, all of which
    // feeds write.
    QStringView trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    // A W3C Datetime where RFC 822 belongs is a common mistake, and unambiguous.
    if (trimmed.size() >= 4 && allDigits(trimmed.left(4))
        && (trimmed.size() == 4 || trimmed.at(4) == u'-')) {
        const W3cDateTime w3c = W3cDateTime::fromString(trimmed);
        return w3c.isValid() ? w3c : W3cDateTime();
    }
    // A trailing comment: "-0700 (PDT)".
    const qsizetype comment = trimmed.indexOf(u'(');
    if (comment >= 0) {
        if (!trimmed.endsWith(u')'))
            return {};
        trimmed = trimmed.left(comment).trimmed();
    }
    // Words, split at whitespace and commas; "07-Sep-2002" (RFC 850) splits at its dashes.
    QList<QStringView> words;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= trimmed.size(); ++i) {
        const bool separator
            = i == trimmed.size() || trimmed.at(i).isSpace() || trimmed.at(i) == u',';
        if (!separator) {
            if (start < 0)
                start = i;
            continue;
        }
        if (start < 0)
            continue;
        const QStringView word = trimmed.sliced(start, i - start);
        start = -1;
        const bool dashedDate = word.contains(u'-') && !word.startsWith(u'-')
            && std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isLetter(); });
        if (dashedDate) {
            for (const QStringView part : word.split(u'-'))
                words.append(part);
        } else {
            words.append(word);
        }
    }

    qsizetype i = 0;
    auto take = [&]() -> QStringView {
        return i < words.size() ? words.at(i++) : QStringView();
    };
    auto peek = [&]() -> QStringView {
        return i < words.size() ? words.at(i) : QStringView();
    };
    if (isWeekday(peek()))
        ++i;
    QStringView dayText, monthText, yearText, timeText;
    if (monthOf(peek()) > 0) {
        // asctime() and RFC 850 order: "Sep 7 00:00:01 2002", "Sep 7 2002 00:00:01".
        monthText = take();
        dayText = take();
        if (peek().contains(u':')) {
            timeText = take();
            yearText = take();
        } else {
            yearText = take();
            if (peek().contains(u':'))
                timeText = take();
        }
    } else {
        dayText = take();
        monthText = take();
        yearText = take();
        if (peek().contains(u':'))
            timeText = take();
    }
    const QStringView zoneText = take();
    if (i < words.size())
        return {};

    if (!allDigits(dayText) || dayText.size() > 2 || !allDigits(yearText))
        return {};
    const int month = monthOf(monthText);
    int year = yearText.toInt();
    // RFC 2822, section 4.3: two-digit years from 50 are of the 1900s, below of the 2000s;
    // three-digit years count from 1900.
    if (yearText.size() == 2)
        year += year < 50 ? 2000 : 1900;
    else if (yearText.size() == 3)
        year += 1900;
    else if (yearText.size() != 4)
        return {};
    const QDate date(year, month, dayText.toInt());
    if (month == 0 || !date.isValid())
        return {};
    if (timeText.isEmpty()) {
        if (!zoneText.isEmpty() && !zoneOffset(zoneText))
            return {};
        return W3cDateTime::fromString(date.toString(Qt::ISODate));
    }
    const std::optional<QTime> time = timeOf(timeText);
    if (!time)
        return {};
    if (zoneText.isEmpty()) {
        // No zone: a time without a time zone, which the checker reports.
        return W3cDateTime::fromString(date.toString(Qt::ISODate) + u'T'
                                       + time->toString(QStringLiteral("HH:mm:ss")));
    }
    const std::optional<int> offset = zoneOffset(zoneText);
    if (!offset)
        return {};
    return W3cDateTime::fromDateTime(QDateTime(date, *time, QTimeZone(*offset)),
                                     W3cDateTime::Precision::Seconds);
}

namespace {

// Named references HTML descriptions use most; others are left as written.
const QHash<QString, char16_t> &htmlEntities()
{
    static const QHash<QString, char16_t> entities = {
        { QStringLiteral("amp"), u'&' },         { QStringLiteral("lt"), u'<' },
        { QStringLiteral("gt"), u'>' },          { QStringLiteral("quot"), u'"' },
        { QStringLiteral("apos"), u'\'' },       { QStringLiteral("nbsp"), u'\u00A0' },
        { QStringLiteral("hellip"), u'\u2026' }, { QStringLiteral("mdash"), u'\u2014' },
        { QStringLiteral("ndash"), u'\u2013' },  { QStringLiteral("lsquo"), u'\u2018' },
        { QStringLiteral("rsquo"), u'\u2019' },  { QStringLiteral("ldquo"), u'\u201C' },
        { QStringLiteral("rdquo"), u'\u201D' },  { QStringLiteral("laquo"), u'\u00AB' },
        { QStringLiteral("raquo"), u'\u00BB' },  { QStringLiteral("bull"), u'\u2022' },
        { QStringLiteral("middot"), u'\u00B7' }, { QStringLiteral("copy"), u'\u00A9' },
        { QStringLiteral("reg"), u'\u00AE' },    { QStringLiteral("trade"), u'\u2122' },
        { QStringLiteral("euro"), u'\u20AC' },   { QStringLiteral("pound"), u'\u00A3' },
        { QStringLiteral("yen"), u'\u00A5' },    { QStringLiteral("cent"), u'\u00A2' },
        { QStringLiteral("deg"), u'\u00B0' },    { QStringLiteral("times"), u'\u00D7' },
        { QStringLiteral("eacute"), u'\u00E9' }, { QStringLiteral("egrave"), u'\u00E8' },
        { QStringLiteral("agrave"), u'\u00E0' }, { QStringLiteral("aacute"), u'\u00E1' },
        { QStringLiteral("ccedil"), u'\u00E7' }, { QStringLiteral("auml"), u'\u00E4' },
        { QStringLiteral("ouml"), u'\u00F6' },   { QStringLiteral("uuml"), u'\u00FC' },
        { QStringLiteral("szlig"), u'\u00DF' },  { QStringLiteral("iacute"), u'\u00ED' },
        { QStringLiteral("oacute"), u'\u00F3' }, { QStringLiteral("uacute"), u'\u00FA' },
        { QStringLiteral("ntilde"), u'\u00F1' },
    };
    return entities;
}

bool isBlockTag(QStringView name)
{
    static const QSet<QString> blocks
        = { QStringLiteral("p"),          QStringLiteral("br"),         QStringLiteral("div"),
            QStringLiteral("li"),         QStringLiteral("ul"),         QStringLiteral("ol"),
            QStringLiteral("h1"),         QStringLiteral("h2"),         QStringLiteral("h3"),
            QStringLiteral("h4"),         QStringLiteral("h5"),         QStringLiteral("h6"),
            QStringLiteral("tr"),         QStringLiteral("td"),         QStringLiteral("th"),
            QStringLiteral("table"),      QStringLiteral("blockquote"), QStringLiteral("hr"),
            QStringLiteral("section"),    QStringLiteral("article"),    QStringLiteral("figure"),
            QStringLiteral("figcaption"), QStringLiteral("pre"),        QStringLiteral("img") };
    return blocks.contains(name.toString().toLower());
}

} // namespace

QString FeedReader::plainText(QStringView html)
{
    // Tags first, then references: "&lt;b&gt;" in the HTML is the text "<b>".
    QString text;
    text.reserve(html.size());
    qsizetype i = 0;
    while (i < html.size()) {
        const QChar c = html.at(i);
        const QChar after = i + 1 < html.size() ? html.at(i + 1) : QChar();
        if (c != u'<' || !(after.isLetter() || after == u'/' || after == u'!' || after == u'?')) {
            text += c;
            ++i;
            continue;
        }
        if (html.sliced(i).startsWith(u"<!--")) {
            const qsizetype end = html.indexOf(u"-->", i + 4);
            i = end < 0 ? html.size() : end + 3;
            continue;
        }
        qsizetype nameStart = i + 1 + (after == u'/');
        qsizetype nameEnd = nameStart;
        while (nameEnd < html.size() && (html.at(nameEnd).isLetterOrNumber()))
            ++nameEnd;
        const QStringView name = html.sliced(nameStart, nameEnd - nameStart);
        // The end of the tag: the first '>' outside quoted attribute values.
        QChar quote;
        qsizetype j = nameEnd;
        for (; j < html.size(); ++j) {
            const QChar d = html.at(j);
            if (!quote.isNull()) {
                if (d == quote)
                    quote = QChar();
            } else if (d == u'"' || d == u'\'') {
                quote = d;
            } else if (d == u'>') {
                break;
            }
        }
        i = j + 1;
        const bool script = name.compare(u"script", Qt::CaseInsensitive) == 0
            || name.compare(u"style", Qt::CaseInsensitive) == 0;
        if (script && after != u'/') {
            // Their content is not text.
            const QString close = QStringLiteral("</") + name.toString();
            const qsizetype end = html.indexOf(close, i, Qt::CaseInsensitive);
            const qsizetype closeEnd = end < 0 ? -1 : html.indexOf(u'>', end);
            i = closeEnd < 0 ? html.size() : closeEnd + 1;
            continue;
        }
        if (isBlockTag(name))
            text += u' ';
    }

    QString decoded;
    decoded.reserve(text.size());
    for (qsizetype k = 0; k < text.size(); ++k) {
        const QChar c = text.at(k);
        const qsizetype semicolon = c == u'&' ? text.indexOf(u';', k + 1) : -1;
        if (semicolon < 0 || semicolon - k > 12) {
            decoded += c;
            continue;
        }
        const QStringView reference = QStringView(text).sliced(k + 1, semicolon - k - 1);
        if (reference.startsWith(u'#')) {
            const bool hex
                = reference.size() > 1 && (reference.at(1) == u'x' || reference.at(1) == u'X');
            bool ok = false;
            const uint code = reference.mid(hex ? 2 : 1).toUInt(&ok, hex ? 16 : 10);
            if (ok && code > 0 && code <= 0x10FFFF && !(code >= 0xD800 && code <= 0xDFFF)) {
                const char32_t ucs4 = code;
                decoded += QString::fromUcs4(&ucs4, 1);
                k = semicolon;
                continue;
            }
        } else {
            const auto it = htmlEntities().constFind(reference.toString());
            if (it != htmlEntities().cend()) {
                decoded += QChar(*it);
                k = semicolon;
                continue;
            }
        }
        decoded += c;
    }
    return decoded.simplified();
}

void FeedReader::read(const QByteArray &utf8, const XmlPrescan &prescan, Sitemap &sitemap) const
{
    Q_UNUSED(prescan);
    sitemap.kind = Sitemap::Kind::UrlSet;
    sitemap.source.parser = SourceInfo::Parser::XmlStreamReader;
    if (const std::optional<Finding> flood = XmlPrescan::attributeFlood(utf8)) {
        sitemap.findings.append(*flood);
        sitemap.failed = true;
        return;
    }
    // A raw '&' in a link's query string is repaired and reported, as in sitemaps; a copy of
    // the text is made only then.
    QByteArray text = utf8;
    QList<std::pair<qint64, qint64>> repairs;
    XmlPrescan::escapeBareAmpersands(text, &sitemap.findings, &repairs);
    const qsizetype first = sitemap.findings.size();
    FeedParser(text, m_limits, sitemap).run();
    XmlPrescan::mapRepairedColumns(sitemap.findings, first, repairs);
}

} // namespace Studio
