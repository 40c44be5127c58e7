#pragma once

#include "rules/checker.h"

#include <QAbstractTableModel>

namespace Studio {

class EditorDocument;
class LinkCheckSession;
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
        // The link checker's answer for the entry's URL, from the session's cache: empty until
        // it was checked. Looked up for the cells asked for only; nothing is kept per row.
        LinkStatus,
        FinalUrl, // after the redirects; empty when there was none
        ResponseTime, // in milliseconds
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

    // The results the link columns show; not owned, may be null (the columns stay empty).
    void setLinkCheck(const LinkCheckSession *linkCheck);
    // The order of `entry` in the link column `column` (unchecked first), and its final URL:
    // what the filter model sorts by.
    qint64 linkSortKey(const UrlEntry &entry, int column) const;
    QString finalUrl(const UrlEntry &entry) const;

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
    const LinkCheckSession *m_linkCheck = nullptr; // not owned
    QList<Range> m_ranges;
    qsizetype m_rows = 0;
    bool m_justReset = false;
};

} // namespace Studio
