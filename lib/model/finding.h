#pragma once

#include "rule.h"

#include <QList>
#include <QString>

namespace Studio {

// Which value of an entry a finding is about, so that the editor can focus the field.
enum class FindingField : quint8 {
    None, Loc, Lastmod, Changefreq, Priority, Image, Video, News, Alternate, Element
};

QString findingFieldName(FindingField field); // "loc", "lastmod", ...; "" for None

// One problem found in a sitemap: which rule, where (sitemap, entry, field and item,
// line:column) and a message that names the concrete value. Line and column are 1-based;
// 0 when unknown.
struct Finding
{
    QLatin1StringView ruleId;
    Severity severity = Severity::Error;
    QString message;
    qsizetype entryIndex = -1; // index in the sitemap's entries; -1 for the file as a whole
    qint32 sitemap = 0; // index in the workspace's sitemaps
    qint32 item = -1; // which image, video, news item or alternate; -1 for none
    // The other entry a finding is about (the first of a duplicate, the alternate that does
    // not link back), so that views can jump there and fixes can reach it; -1 for none.
    qint32 relatedSitemap = -1;
    qsizetype relatedEntry = -1;
    FindingField field = FindingField::None;
    qint64 line = 0;
    qint64 column = 0;
    // A value found outside the file that the rule's fix writes: the URL a redirect leads
    // to, the page's canonical (crawl audit). Empty for most findings.
    QString suggestion;

    static Finding make(QLatin1StringView ruleId, const QString &message, qint64 line = 0,
                        qint64 column = 0);
    const Rule *rule() const { return RuleCatalogue::find(ruleId); }
    // "line:column: message", or the message alone when there is no position.
    QString toString() const;

    friend bool operator==(const Finding &, const Finding &) = default;
};

// The order findings are reported in: by sitemap, line, entry and column.
inline bool reportedBefore(const Finding &a, const Finding &b)
{
    if (a.sitemap != b.sitemap)
        return a.sitemap < b.sitemap;
    if (a.line != b.line)
        return a.line < b.line;
    if (a.entryIndex != b.entryIndex)
        return a.entryIndex < b.entryIndex;
    return a.column < b.column;
}

// `first` then `second`, sharing the list that is not empty when the other is: an audit of a
// large crawl brings hundreds of thousands of findings, and views pass them on without copies.
inline QList<Finding> joined(const QList<Finding> &first, const QList<Finding> &second)
{
    return first.isEmpty() ? second : second.isEmpty() ? first : first + second;
}

} // namespace Studio
