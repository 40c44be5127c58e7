#pragma once

#include "rules/checker.h"

#include <QAbstractItemModel>
#include <QHash>

namespace Studio {

class EditorDocument;

// The workspace as a tree: sitemaps, their entries, and each entry's images, videos, news
// items and alternates. No node objects: an index's internal id packs its level, sitemap,
// entry and item, and every answer is read from the document's contiguous entries, so a
// million entries cost nothing until they are shown.
class WorkspaceTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Level { SitemapLevel = 1, EntryLevel, ItemLevel };
    enum Role { SitemapRole = Qt::UserRole, EntryRole, LevelRole };

    explicit WorkspaceTreeModel(EditorDocument *document, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;

    QModelIndex indexFor(const EntryRef &ref) const;
    EntryRef entryAt(const QModelIndex &index) const; // the entry of an entry or item node

private:
    static quintptr pack(int level, qint32 sitemap, qsizetype entry = 0, int item = 0);
    static int levelOf(quintptr id) { return int(id >> 62); }
    static qint32 sitemapOf(quintptr id) { return qint32((id >> 50) & 0xfff); }
    static qsizetype entryOf(quintptr id) { return qsizetype((id >> 18) & 0xffffffff); }
    static int itemOf(quintptr id) { return int(id & 0x3ffff); }
    int itemCount(const EntryRef &ref) const;
    // Tells the views that the entry changed, and which of its item rows came or went.
    void refreshEntry(const EntryRef &ref);
    QString itemText(const EntryRef &ref, int item) const;

    EditorDocument *m_document; // not owned
    // The item counts views have been told about, per entry (keyed by pack()), so that a
    // change of an entry announces exactly the rows that came or went.
    mutable QHash<quintptr, int> m_announced;
};

} // namespace Studio
