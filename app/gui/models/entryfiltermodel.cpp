#include "entryfiltermodel.h"

#include "document/editordocument.h"
#include "entrytablemodel.h"

namespace Studio {

namespace {

// Case-insensitive for ASCII letters, exact for everything else: what users mean in URLs.
bool containsFolded(QByteArrayView haystack, QByteArrayView lowerNeedle)
{
    const qsizetype n = lowerNeedle.size();
    if (n == 0)
        return true;
    const char first = lowerNeedle[0];
    const char firstUpper = first >= 'a' && first <= 'z' ? char(first - 32) : first;
    for (qsizetype i = 0; i + n <= haystack.size(); ++i) {
        const char c = haystack[i];
        if (c != first && c != firstUpper)
            continue;
        qsizetype k = 1;
        for (; k < n; ++k) {
            char h = haystack[i + k];
            if (h >= 'A' && h <= 'Z')
                h = char(h + 32);
            if (h != lowerNeedle[k])
                break;
        }
        if (k == n)
            return true;
    }
    return false;
}

} // namespace

EntryFilterModel::EntryFilterModel(EditorDocument *document, EntryTableModel *source,
                                   QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_document(document)
    , m_source(source)
{
    setObjectName(QStringLiteral("entryProxy"));
    setSourceModel(source);
    setSortRole(EntryTableModel::SortRole);
    // Rows whose findings change must be filtered again when a severity or rule is asked for.
    setDynamicSortFilter(true);
}

bool EntryFilterModel::setUrlFilter(const QString &text, bool regex)
{
    if (regex && !text.isEmpty()) {
        QRegularExpression expression(text, QRegularExpression::CaseInsensitiveOption);
        if (!expression.isValid())
            return false;
        m_expression = expression;
        m_needle.clear();
    } else {
        m_expression = QRegularExpression();
        QByteArray needle = text.toUtf8();
        for (char &c : needle)
            if (c >= 'A' && c <= 'Z')
                c = char(c + 32);
        m_needle = needle;
    }
    refilter();
    return true;
}

void EntryFilterModel::setMinimumSeverity(int severity)
{
    m_minimumSeverity = severity;
    refilter();
}

void EntryFilterModel::setRule(const QString &ruleId)
{
    m_rule = ruleId;
    refilter();
}

void EntryFilterModel::setExtension(Extension extension)
{
    m_extension = extension;
    refilter();
}

void EntryFilterModel::refilter()
{
    constexpr int IncrementalLimit = 20000;
    if (m_source->rowCount() <= IncrementalLimit) {
        invalidateFilter(); // keeps the selection
        return;
    }
    const int column = sortColumn();
    const Qt::SortOrder order = sortOrder();
    setSourceModel(nullptr);
    setSourceModel(m_source);
    if (column >= 0)
        sort(column, order);
}

bool EntryFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const EntryRef ref = m_source->entryAt(m_source->index(sourceRow, 0));
    if (!m_document->isValid(ref))
        return false;
    const UrlEntry &entry = m_document->entry(ref);
    if (!m_needle.isEmpty() && !containsFolded(entry.locUtf8(), m_needle))
        return false;
    switch (m_extension) {
    case AnyExtension:
        break;
    case WithImages:
        if (entry.images().isEmpty())
            return false;
        break;
    case WithVideos:
        if (entry.videos().isEmpty())
            return false;
        break;
    case WithNews:
        if (entry.news().isEmpty())
            return false;
        break;
    case WithAlternates:
        if (entry.alternates().isEmpty())
            return false;
        break;
    }
    if (m_expression.isValid() && !m_expression.pattern().isEmpty()
        && !m_expression.match(entry.loc()).hasMatch())
        return false;
    if (m_minimumSeverity >= 0 || !m_rule.isEmpty()) {
        const QList<Finding> findings = m_document->checker().entryFindings(ref.sitemap, ref.entry);
        bool severe = m_minimumSeverity < 0, ruled = m_rule.isEmpty();
        for (const Finding &f : findings) {
            severe = severe || int(f.severity) >= m_minimumSeverity;
            ruled = ruled || f.ruleId == m_rule;
        }
        if (!severe || !ruled)
            return false;
    }
    return true;
}

} // namespace Studio
