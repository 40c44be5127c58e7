#pragma once

#include <QList>
#include <QString>

// What the real-world corpus's MANIFEST.tsv says about each of its files, for the tests of
// this folder. Each of them calls SITEMAP_STUDIO_REQUIRE_CORPUS() first (testpaths.h), so the
// corpus is there when these are called.
namespace RealWorld {

struct ManifestRow
{
    QString file; // the file's name in the corpus, "rw-001-urlset-alltags-escaped.xml"
    QString source; // where it was taken from
    QString category; // "urlset-plain", "robots-txt", "feed-rss", "malformed-urlset", ...
    QString notes; // what a correct tool reports, with "[auto: ...]" facts (wf=yes, ...)
    int urlCount = 0; // URLs, feed items with a link, or a robots.txt's Sitemap lines
};

// Every row of MANIFEST.tsv, in its order; empty when it cannot be read.
QList<ManifestRow> manifest();
// The row of `file`; a row with an empty file name when there is none.
ManifestRow manifestRow(const QString &file);
// The path of the one corpus file whose name is `prefix` ("rw-097") and a '-', else empty.
QString fileStartingWith(const QString &prefix);

} // namespace RealWorld
