#include "difffiltermodel.h"

#include "diffmodel.h"

using namespace Qt::StringLiterals;

namespace Studio {

DiffFilterModel::DiffFilterModel(DiffModel *source, QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_source(source)
{
    setObjectName(u"diffFilterModel"_s);
    setSourceModel(source);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void DiffFilterModel::setChangeShown(SitemapDiff::Change change, bool shown)
{
    if (m_shown[int(change)] == shown)
        return;
    m_shown[int(change)] = shown;
    invalidateRowsFilter();
}

bool DiffFilterModel::isChangeShown(SitemapDiff::Change change) const
{
    return m_shown[int(change)];
}

void DiffFilterModel::setField(SitemapDiff::Fields field)
{
    if (m_field == field)
        return;
    m_field = field;
    invalidateRowsFilter();
}

void DiffFilterModel::setText(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    invalidateRowsFilter();
}

bool DiffFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const SitemapDiff::Item *item = m_source->itemAt(sourceRow);
    if (!item || !m_shown[int(item->change)])
        return false;
    if (m_field && !(item->fields & m_field))
        return false;
    return m_text.isEmpty() || item->loc.contains(m_text, Qt::CaseInsensitive);
}

bool DiffFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const SitemapDiff::Item *a = m_source->itemAt(left);
    const SitemapDiff::Item *b = m_source->itemAt(right);
    if (a && b && left.column() == DiffModel::Change && a->change != b->change)
        return int(a->change) < int(b->change);
    if (a && b && left.column() == DiffModel::Loc)
        return QString::compare(a->loc, b->loc, Qt::CaseInsensitive) < 0;
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace Studio
