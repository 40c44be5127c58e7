#include "segmentstatistics.h"

#include <vector>

namespace Studio {

SegmentStatistics::SegmentStatistics(const Segmenter &segmenter)
    : m_segmenter(segmenter)
{
}

qsizetype SegmentStatistics::rowOf(const QString &key)
{
    const auto it = m_rowByKey.constFind(key);
    if (it != m_rowByKey.cend())
        return *it;
    m_rows.append({ m_names.nameOf(key), key, {} });
    m_rowByKey.insert(key, m_rows.size() - 1);
    return m_rows.size() - 1;
}

void SegmentStatistics::add(const Sitemap &sitemap)
{
    const bool urls = !sitemap.isIndex();
    std::vector<qsizetype> rowOfEntry; // the row of each entry, for its findings
    if (urls) {
        rowOfEntry.reserve(size_t(sitemap.entries.size()));
        for (const UrlEntry &entry : sitemap.entries) {
            const qsizetype row = rowOf(m_segmenter.keyOf(entry));
            rowOfEntry.push_back(row);
            count(entry, m_rows[row].counts);
        }
    }
    for (const Finding &f : sitemap.findings) {
        const bool ofEntry = f.entryIndex >= 0 && size_t(f.entryIndex) < rowOfEntry.size();
        count(f, ofEntry ? m_rows[rowOfEntry[size_t(f.entryIndex)]].counts : m_unsegmented);
    }
}

void SegmentStatistics::addEntries(const Sitemap &sitemap)
{
    if (sitemap.isIndex())
        return;
    for (const UrlEntry &entry : sitemap.entries)
        count(entry, m_rows[rowOf(m_segmenter.keyOf(entry))].counts);
}

void SegmentStatistics::addFindings(const Workspace &workspace, const QList<Finding> &findings)
{
    for (const Finding &f : findings) {
        const Sitemap *sitemap = f.sitemap >= 0 && f.sitemap < workspace.sitemaps.size()
            ? &workspace.sitemaps.at(f.sitemap)
            : nullptr;
        if (!sitemap || sitemap->isIndex() || f.entryIndex < 0
            || f.entryIndex >= sitemap->entries.size()) {
            count(f, m_unsegmented);
            continue;
        }
        count(f, m_rows[rowOf(m_segmenter.keyOf(sitemap->entries.at(f.entryIndex)))].counts);
    }
}

void SegmentStatistics::addUnsegmented(const QList<Finding> &findings)
{
    for (const Finding &f : findings)
        count(f, m_unsegmented);
}

} // namespace Studio
