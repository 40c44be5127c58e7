#pragma once

#include <QtGlobal>

namespace Studio {

// Caps that keep reading bounded in time and memory whatever a file contains.
struct ReadLimits
{
    // The protocol's 50 MiB per uncompressed sitemap plus a margin for files that break it,
    // which are still opened so that the limit can be reported.
    static constexpr qint64 DefaultMaxBytes = 50 * 1024 * 1024 + 14 * 1024 * 1024;
    // Sitemap text compresses about 5 to 20 times. Compressed data that expands beyond a cap
    // at more than this ratio is a decompression bomb, not a sitemap: it is not parsed.
    static constexpr qint64 MaxCompressionRatio = 200;

    qint64 maxBytes = DefaultMaxBytes; // per document, after decompression
    // A local uncompressed file's size is known before it is read, and splitting an
    // over-large file is exactly what users bring: it is read whole, whatever its size, unless
    // the user sets a cap (--max-bytes). maxBytes protects against what expands: gzip, zip
    // entries and what arrives over the network.
    bool capLocalFiles = false;
    qint64 maxTotalBytes = 1024LL * 1024 * 1024; // all entries of a zip bundle together
    int maxArchiveEntries = 10000;
    int maxDepth = 256; // element nesting; sitemaps need 5
    qint64 maxValueLength = 1024 * 1024; // one text value, in characters
    // Split a large document at entry boundaries and parse the parts on several threads.
    bool parallel = true;
    // Read plain, undamaged sitemaps with FastSitemapScanner instead of QXmlStreamReader.
    bool fastPath = true;
    // Count a urlset's entries and their extension items (Sitemap::counted) instead of keeping
    // them, for a command that needs only how many (stats): no location, date or list is made.
    bool countEntries = false;
};

} // namespace Studio
