#include "namespaces.h"

namespace Studio {

namespace {

// Strips "http://" or "https://", a leading "www." and a trailing slash.
QStringView core(QStringView uri)
{
    if (uri.startsWith(u"https://"))
        uri = uri.sliced(8);
    else if (uri.startsWith(u"http://"))
        uri = uri.sliced(7);
    if (uri.startsWith(u"www."))
        uri = uri.sliced(4);
    if (uri.endsWith(u'/'))
        uri.chop(1);
    return uri;
}

const char16_t *const imageNames[] = {u"", u"loc", u"caption", u"geo_location", u"title",
                                      u"license"};
const char16_t *const videoNames[] = {
    u"",         u"thumbnail_loc", u"title",         u"description",  u"content_loc",
    u"player_loc", u"duration",    u"expiration_date", u"rating",     u"view_count",
    u"publication_date", u"family_friendly", u"restriction", u"platform",
    u"requires_subscription", u"uploader", u"live", u"tag", u"category", u"gallery_loc",
    u"price", u"id", u"content_segment_loc"};
const char16_t *const newsNames[] = {u"",      u"name",   u"language", u"publication_date",
                                     u"title", u"access", u"genres",   u"keywords",
                                     u"stock_tickers", u"geo_locations"};

template<typename Enum, size_t N>
Enum lookup(const char16_t *const (&names)[N], QStringView name)
{
    for (size_t i = 1; i < N; ++i)
        if (name == names[i])
            return Enum(i);
    return Enum(0);
}

template<size_t N>
QString nameOf(const char16_t *const (&names)[N], int key)
{
    return key > 0 && size_t(key) < N ? QString::fromUtf16(names[key]) : QString();
}

} // namespace

Ns Namespaces::classify(QStringView uri)
{
    if (uri.isEmpty())
        return Ns::Sitemap;
    if (uri == SitemapUri)
        return Ns::Sitemap;
    if (uri == ImageUri)
        return Ns::Image;
    const QStringView c = core(uri);
    if (c.startsWith(u"sitemaps.org/schemas/sitemap/")
        || c.startsWith(u"google.com/schemas/sitemap/"))
        return Ns::Sitemap;
    if (c.startsWith(u"google.com/schemas/sitemap-image/")
        || c.startsWith(u"sitemaps.org/schemas/sitemap-image/"))
        return Ns::Image;
    if (c.startsWith(u"google.com/schemas/sitemap-video/")
        || c.startsWith(u"sitemaps.org/schemas/sitemap-video/"))
        return Ns::Video;
    if (c.startsWith(u"google.com/schemas/sitemap-news/")
        || c.startsWith(u"sitemaps.org/schemas/sitemap-news/"))
        return Ns::News;
    if (c == u"w3.org/1999/xhtml")
        return Ns::Xhtml;
    return Ns::Other;
}

bool Namespaces::isCanonical(Ns ns, QStringView uri)
{
    return uri == canonical(ns);
}

QString Namespaces::canonical(Ns ns)
{
    switch (ns) {
    case Ns::Sitemap: return QString::fromUtf16(SitemapUri);
    case Ns::Image: return QString::fromUtf16(ImageUri);
    case Ns::Video: return QString::fromUtf16(VideoUri);
    case Ns::News: return QString::fromUtf16(NewsUri);
    case Ns::Xhtml: return QString::fromUtf16(XhtmlUri);
    case Ns::Other: break;
    }
    return {};
}

QString Namespaces::canonicalPrefix(Ns ns)
{
    switch (ns) {
    case Ns::Sitemap: return {};
    case Ns::Image: return QStringLiteral("image");
    case Ns::Video: return QStringLiteral("video");
    case Ns::News: return QStringLiteral("news");
    case Ns::Xhtml: return QStringLiteral("xhtml");
    case Ns::Other: break;
    }
    return {};
}

QString Namespaces::forWellKnownPrefix(QStringView prefix)
{
    if (prefix.isEmpty())
        return QString::fromUtf16(SitemapUri);
    if (prefix == u"image")
        return QString::fromUtf16(ImageUri);
    if (prefix == u"video")
        return QString::fromUtf16(VideoUri);
    if (prefix == u"news")
        return QString::fromUtf16(NewsUri);
    if (prefix == u"xhtml")
        return QString::fromUtf16(XhtmlUri);
    if (prefix == u"mobile")
        return QStringLiteral("http://www.google.com/schemas/sitemap-mobile/1.0");
    return {};
}

QString imageFieldName(ImageField field) { return nameOf(imageNames, int(field)); }
QString videoFieldName(VideoField field) { return nameOf(videoNames, int(field)); }
QString newsFieldName(NewsField field) { return nameOf(newsNames, int(field)); }
ImageField imageFieldFor(QStringView name) { return lookup<ImageField>(imageNames, name); }
VideoField videoFieldFor(QStringView name) { return lookup<VideoField>(videoNames, name); }

NewsField newsFieldFor(QStringView name)
{
    // name and language live inside news:publication; they are not direct children.
    const NewsField field = lookup<NewsField>(newsNames, name);
    return field == NewsField::PublicationName || field == NewsField::PublicationLanguage
        ? NewsField::Unknown
        : field;
}

} // namespace Studio
