#pragma once

#include "io/segmenter.h"
#include "model/finding.h"
#include "model/workspace.h"
#include "review/segmentstatistics.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

#include <atomic>

namespace Studio {

class UrlEntry;

// What a consultant asks first about a set of sitemaps: what is in there and how it is spread.
// Computed from a workspace and its findings in one pass; plain values, so the window's charts,
// the CLI's report and the tests read the same numbers.
//
// URLs are the entries of every urlset in the workspace (an index's own entries are sitemaps,
// not URLs, and are counted as files).
class Statistics
{
    Q_DECLARE_TR_FUNCTIONS(Studio::Statistics)

public:
    enum class Chart : quint8 {
        Hosts, // URLs per host, the 20 largest and "other"
        PathSegments, // URLs per first path segment ("/products"), the 20 largest and "other"
        LastmodMonths, // URLs per lastmod month ("2024-03"), oldest first; "no lastmod" apart
        Changefreq, // URLs per changefreq value, in the protocol's order; "none" apart
        Priority, // URLs per priority (0.0 to 1.0 in steps of 0.1); "none" apart
        Extensions, // URLs with images, videos, news, alternates (one URL may count in several)
        Rules, // findings per rule, most first
        Severities, // findings per severity: errors, warnings, notices
        // URLs per segment of the Segmenter given to compute() (sections of the site: folders,
        // languages, content types, patterns), the 20 largest and "other"; empty without one.
        // Not among charts(): a view asks for it with the segmentation it shows.
        Segments,
    };
    static constexpr int TopBars = 20;

    // One bar. `key` names what it counts in a form matches() reads: the host (lower case; ""
    // for none), the segment ("/products", "/" for the root), "2024-03" (or "2024" for a
    // lastmod that gives only a year), the changefreq word, "0.5", "images" | "videos" |
    // "news" | "alternates", the rule id, "error" | "warning" | "notice", the segment's key
    // (Segmenter::keyOf(); its label is the segment's name, as an export names its files). A
    // bar that gathers
    // the rest has `rest` set and the key "other" (beyond the top bars), "none" (no lastmod,
    // changefreq or priority) or "invalid" (a value that is there but not one the protocol
    // allows: a lastmod that does not parse, an unknown changefreq word, a priority that is
    // not a number from 0.0 to 1.0). Rest bars are left out when they would count nothing;
    // the protocol's changefreq and priority values, the four extensions and the three
    // severities always have their bar, so that two sets' charts line up.
    struct Bar
    {
        QString label; // for people, translated
        QString key;
        qsizetype count = 0;
        bool rest = false;

        friend bool operator==(const Bar &, const Bar &) = default;
    };

    // The numbers of the review's summary.
    struct Summary
    {
        qsizetype files = 0; // sitemaps in the workspace, an index counted
        qsizetype indexFiles = 0;
        qsizetype urls = 0;
        qsizetype failedFiles = 0; // could not be read (a child the index names but that was
                                   // not found is no file here; its finding says so)
        qint64 bytes = 0; // as stored
        qint64 uncompressedBytes = 0;
        // "XML", "XML, gzip", "Text", "RSS", "Atom", "robots.txt", "CSV", "Unknown" (a file
        // that could not be read), each with ", gzip" or ", zip" when compressed → files.
        QMap<QString, qsizetype> formats;
        qsizetype errors = 0, warnings = 0, notices = 0;
    };

    Statistics() = default;
    // One pass over the URLs, counting in hashes: under a second for a million URLs. The
    // findings are those the caller shows (the checker's, plus the link check's if any).
    // When `cancel` turns true (another thread may set it), the pass stops early and the
    // result is incomplete: for a caller that no longer wants it.
    // With a `segments` Segmenter, the Segments chart and segments() count its segments too.
    static Statistics compute(const Workspace &workspace, const QList<Finding> &findings,
                              const std::atomic<bool> *cancel = nullptr,
                              const Segmenter &segments = {});

    const Summary &summary() const { return m_summary; }
    const QList<Bar> &bars(Chart chart) const;
    // What each segment holds, when compute() was given a Segmenter: its URLs, images,
    // videos, news and alternates, and the findings about its entries (those of no entry are
    // counted apart); the Segments chart's bars are its rows, the largest first.
    const SegmentStatistics &segments() const { return m_segments; }
    static QString title(Chart chart); // "URLs per host", translated
    // A stable name for scripts and options, not translated: "hosts", "paths", "lastmod",
    // "changefreq", "priority", "extensions", "rules", "severities".
    static QString chartName(Chart chart);
    static QList<Chart> charts(); // every chart, in the order views show them

    // Whether `entry` is among the URLs `bar` of `chart` counts (Hosts to Extensions). For
    // Rules and Severities the findings decide, so this is false: views filter those by rule
    // and severity. For Segments, the segment the Segmenter given to compute() puts it in.
    bool matches(Chart chart, const Bar &bar, const UrlEntry &entry) const;

private:
    Summary m_summary;
    QList<QList<Bar>> m_bars; // by Chart
    QSet<QByteArray> m_topHosts, m_topSegments; // the keys of the top bars, UTF-8
    SegmentStatistics m_segments { Segmenter() };
    QSet<QString> m_topSections; // the keys of the Segments chart's top bars
};

} // namespace Studio
