#pragma once

#include "extensions.h"

#include <QString>
#include <QStringView>

namespace Studio {

// The namespaces a sitemap may use, recognised by URI with the variants found on the web.
enum class Ns : quint8 { Other, Sitemap, Image, Video, News, Xhtml };

namespace Namespaces {

inline constexpr char16_t SitemapUri[] = u"http://www.sitemaps.org/schemas/sitemap/0.9";
inline constexpr char16_t ImageUri[] = u"http://www.google.com/schemas/sitemap-image/1.1";
inline constexpr char16_t VideoUri[] = u"http://www.google.com/schemas/sitemap-video/1.1";
inline constexpr char16_t NewsUri[] = u"http://www.google.com/schemas/sitemap-news/0.9";
inline constexpr char16_t XhtmlUri[] = u"http://www.w3.org/1999/xhtml";

// Which namespace `uri` means, accepting the variants search engines tolerate: `https://`,
// a trailing slash, google.com's old sitemap namespace, other versions of an extension, and
// no namespace at all for the sitemap's own elements.
Ns classify(QStringView uri);
bool isCanonical(Ns ns, QStringView uri);
QString canonical(Ns ns);
// The prefix the writer uses ("" for the sitemap's default namespace).
QString canonicalPrefix(Ns ns);
// The namespace a conventional prefix stands for when a file uses it undeclared.
QString forWellKnownPrefix(QStringView prefix);

} // namespace Namespaces

// Element names of the extension fields, both ways.
QString imageFieldName(ImageField field);
QString videoFieldName(VideoField field);
QString newsFieldName(NewsField field);
ImageField imageFieldFor(QStringView localName);
VideoField videoFieldFor(QStringView localName);
NewsField newsFieldFor(QStringView localName);

} // namespace Studio
