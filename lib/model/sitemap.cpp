#include "sitemap.h"

#include <algorithm>

namespace Studio {

QString compressionName(Compression compression)
{
    switch (compression) {
    case Compression::None: return QStringLiteral("none");
    case Compression::Gzip: return QStringLiteral("gzip");
    case Compression::Zip: return QStringLiteral("zip");
    }
    return {};
}

QString sourceFormatName(SourceFormat format)
{
    switch (format) {
    case SourceFormat::Unknown: return QStringLiteral("unknown");
    case SourceFormat::UrlSet: return QStringLiteral("urlset");
    case SourceFormat::SitemapIndex: return QStringLiteral("sitemapindex");
    case SourceFormat::Text: return QStringLiteral("text");
    case SourceFormat::Rss: return QStringLiteral("rss");
    case SourceFormat::Atom: return QStringLiteral("atom");
    case SourceFormat::Robots: return QStringLiteral("robots");
    case SourceFormat::Csv: return QStringLiteral("csv");
    }
    return {};
}

qsizetype Sitemap::errorCount() const
{
    return std::count_if(findings.cbegin(), findings.cend(),
                         [](const Finding &f) { return f.severity == Severity::Error; });
}

qsizetype Sitemap::warningCount() const
{
    return std::count_if(findings.cbegin(), findings.cend(),
                         [](const Finding &f) { return f.severity == Severity::Warning; });
}

} // namespace Studio
