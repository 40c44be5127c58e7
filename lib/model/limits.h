#pragma once

#include <QtGlobal>

namespace Studio {

// The protocol's limits (sitemaps.org and Google's extensions), which the reader, the rules
// and the exporter all keep to.
namespace Limits {

inline constexpr qsizetype MaxUrls = 50000; // <url> per file, <sitemap> per index
inline constexpr qint64 MaxFileBytes = 52428800; // uncompressed, of a sitemap or an index
inline constexpr qsizetype MaxImages = 1000; // image:image per URL
inline constexpr qsizetype MaxNewsPerFile = 1000; // news:news per file
inline constexpr qsizetype MaxUrlLength = 2048; // characters of a location
inline constexpr qsizetype MaxVideoDescription = 2048;
inline constexpr qsizetype MaxVideoTags = 32;
inline constexpr int MaxVideoDuration = 28800; // seconds, from 1
inline constexpr qsizetype MaxVideoTitle = 100;
inline constexpr double MaxVideoRating = 5.0; // from 0.0
inline constexpr qint64 NewsMaxAgeMSecs = 2 * 24 * 3600 * 1000LL; // news:publication_date

} // namespace Limits

} // namespace Studio
