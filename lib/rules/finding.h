#pragma once

#include "rule.h"

#include <QString>

namespace Studio {

// Which value of an entry a finding is about, so that the editor can focus the field.
enum class FindingField : quint8 {
    None, Loc, Lastmod, Changefreq, Priority, Image, Video, News, Alternate, Element
};

// One problem found in a sitemap: which rule, where (entry, field, line:column) and a message
// that names the concrete value. Line and column are 1-based; 0 when unknown.
struct Finding
{
    QLatin1StringView ruleId;
    Severity severity = Severity::Error;
    QString message;
    qsizetype entryIndex = -1; // index in the sitemap's entries; -1 for the file as a whole
    FindingField field = FindingField::None;
    qint64 line = 0;
    qint64 column = 0;

    static Finding make(QLatin1StringView ruleId, const QString &message, qint64 line = 0,
                        qint64 column = 0);
    const Rule *rule() const { return RuleCatalogue::find(ruleId); }
    // "line:column: message", or the message alone when there is no position.
    QString toString() const;
};

} // namespace Studio
