#pragma once

#include "review/diff.h"

#include <QAbstractTableModel>

#include <memory>

namespace Studio {

// One comparison as the Compare view shows it: the older side as it was read, the document as
// it was when compared (an implicitly shared copy, so later edits leave it alone), and the
// diff between them.
struct Comparison
{
    Workspace older;
    Workspace newer;
    SitemapDiff diff;
    QString olderName; // for people: a file name, an address, "the saved version"
};

// The items of a comparison, one row each: change, URL, changed fields, old and new lastmod.
// Reads the comparison directly, so a million items cost no row objects.
class DiffModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Change, Loc, Fields, OldLastmod, NewLastmod, ColumnCount };
    enum Role {
        ChangeRole = Qt::UserRole, // int(SitemapDiff::Change)
        FieldsRole, // int(SitemapDiff::Fields)
        ItemRole, // the row's position in the diff's items
    };

    explicit DiffModel(QObject *parent = nullptr);

    // Replaces what the model shows (a reset); null shows nothing.
    void setComparison(std::shared_ptr<const Comparison> comparison);
    const Comparison *comparison() const { return m_comparison.get(); }
    // The item a row shows; null for an invalid index.
    const SitemapDiff::Item *itemAt(const QModelIndex &index) const;
    const SitemapDiff::Item *itemAt(int row) const;

    // "Added", "Removed", "Changed", translated.
    static QString changeTitle(SitemapDiff::Change change);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // "priority: 0.5 → 0.8" for each field that changed, one per line.
    QString fieldsToolTip(const SitemapDiff::Item &item) const;

    std::shared_ptr<const Comparison> m_comparison;
};

} // namespace Studio
