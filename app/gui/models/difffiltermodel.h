#pragma once

#include "review/diff.h"

#include <QSortFilterProxyModel>

namespace Studio {

class DiffModel;

// Filters and sorts the Compare view's rows: by kind of change, by a changed field, and by a
// text in the URL. Reads the diff's items directly rather than through QVariant.
class DiffFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit DiffFilterModel(DiffModel *source, QObject *parent = nullptr);

    void setChangeShown(SitemapDiff::Change change, bool shown);
    bool isChangeShown(SitemapDiff::Change change) const;
    // Only changed URLs whose changes include `field`; no flag shows every row again.
    void setField(SitemapDiff::Fields field);
    SitemapDiff::Fields field() const { return m_field; }
    // URLs that contain `text`, in any case; empty shows all.
    void setText(const QString &text);
    QString text() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    DiffModel *m_source; // not owned
    bool m_shown[3] = { true, true, true }; // by SitemapDiff::Change
    SitemapDiff::Fields m_field;
    QString m_text;
};

} // namespace Studio
