#pragma once

#include "rules/checker.h"

#include <QAbstractTableModel>

namespace Studio {

class EditorDocument;
class UrlEntry;

// One row per URL of the workspace (the entries of every urlset, in order; an index's own
// entries are not URLs). Reads the document's contiguous entries directly; editing pushes a
// ReplaceEntry command instead of changing data.
class EntryTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Loc,
        Lastmod,
        Changefreq,
        Priority,
        Images,
        Videos,
        News,
        Alternates,
        Finding,
        ColumnCount
    };
    enum Role {
        SitemapRole = Qt::UserRole,
        EntryRole,
        SeverityRole, // worst severity of the entry's findings as int; -1 for none
        SortRole,
    };

    explicit EntryTableModel(EditorDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    QModelIndex indexFor(const EntryRef &ref, int column = Loc) const;
    EntryRef entryAt(const QModelIndex &index) const;
    EntryRef entryAt(int row) const; // { 0, -1 } when there is no such row

private:
    // A run of rows that are the entries of one urlset.
    struct Range
    {
        qint32 sitemap = 0;
        qsizetype firstRow = 0;
        qsizetype count = 0;
    };
    void rebuildRanges();
    qsizetype rowOf(const EntryRef &ref) const;
    const Range *rangeOf(qint32 sitemap) const; // nullptr when its entries are not rows

    EditorDocument *m_document; // not owned
    QList<Range> m_ranges;
    qsizetype m_rows = 0;
    bool m_justReset = false;
};

} // namespace Studio
