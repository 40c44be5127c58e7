#pragma once

#include "io/segmenter.h"
#include "model/finding.h"
#include "model/sitemap.h"
#include "model/workspace.h"

#include <QHash>
#include <QList>
#include <QString>

namespace Studio {

// What each segment of a set holds (`stats --by`): its URLs, their images, videos, news and
// alternates, and the findings about its entries. A finding with an entry belongs to the
// segment of that entry; one about a file, or about an entry its file does not hold (an
// element that gave no URL), belongs to no segment and is counted apart.
//
// Fed a document at a time (add()), so that a command that reads an index's children one
// after the other and drops them keeps only the counts. Segments are listed in the order
// they first come and named as SegmentNames names them: as an export of the same input
// (`export --group-by`) names its files.
class SegmentStatistics
{
public:
    struct Counts
    {
        qsizetype urls = 0, images = 0, videos = 0, news = 0, alternates = 0;
        qsizetype errors = 0, warnings = 0, notices = 0;
    };
    struct Row
    {
        QString name; // for files and reports ("blog", "root", "pt-br")
        QString key; // as Segmenter::keyOf() gives it ("Blog", "", "pt-br")
        Counts counts;
    };

    explicit SegmentStatistics(const Segmenter &segmenter);

    // What one URL adds to `counts` (itself and its extensions), and what one finding adds.
    // Inline: stats calls it for every URL of a set.
    static void count(const UrlEntry &entry, Counts &counts)
    {
        ++counts.urls;
        if (!entry.hasExtras())
            return;
        counts.images += entry.images().size();
        counts.videos += entry.videos().size();
        counts.news += entry.news().size();
        counts.alternates += entry.alternates().size();
    }
    static void count(const Finding &finding, Counts &counts)
    {
        counts.errors += finding.severity == Severity::Error;
        counts.warnings += finding.severity == Severity::Warning;
        counts.notices += finding.severity == Severity::Notice;
    }

    // The entries of a urlset (none for an index) and its findings.
    void add(const Sitemap &sitemap);
    // Findings of no document (the workspace's): counted apart.
    void addUnsegmented(const QList<Finding> &findings);
    // The entries of a urlset alone (none for an index), and then findings of a whole
    // workspace that holds them (a window's, which the checker keeps apart from the
    // documents): each counted in the segment of the entry it is about (Finding::sitemap,
    // Finding::entryIndex), else apart.
    void addEntries(const Sitemap &sitemap);
    void addFindings(const Workspace &workspace, const QList<Finding> &findings);

    const Segmenter &segmenter() const { return m_segmenter; }
    const QList<Row> &rows() const { return m_rows; }
    // The findings of no segment (urls and the extensions stay 0).
    const Counts &unsegmented() const { return m_unsegmented; }

private:
    qsizetype rowOf(const QString &key);

    Segmenter m_segmenter;
    SegmentNames m_names;
    QList<Row> m_rows;
    QHash<QString, qsizetype> m_rowByKey;
    Counts m_unsegmented;
};

} // namespace Studio
