#pragma once

namespace Studio {
class Sitemap;
}

namespace Studio::Testing {

// The same sitemap, entries, findings and positions from two paths of the reader (the fast
// scanner, the parallel parse, the sequential parse): QCOMPARE on each part, so a difference
// fails the calling test with the first part that differs.
void compareSitemaps(const Sitemap &a, const Sitemap &b);
// `counted` is `kept` read again with its entries counted (ReadLimits::countEntries): the same
// but for a urlset's entries, which it holds as their counts (Sitemap::counted).
void compareCounted(const Sitemap &kept, const Sitemap &counted);

} // namespace Studio::Testing
