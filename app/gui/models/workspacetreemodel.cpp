#include "workspacetreemodel.h"

#include "io/loader.h"
#include "util/url.h"

#include "document/editordocument.h"

#include <QFileInfo>
#include <QFont>

namespace Studio {

WorkspaceTreeModel::WorkspaceTreeModel(EditorDocument *document, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
{
    connect(document, &EditorDocument::reset, this, [this] {
        beginResetModel();
        m_announced.clear();
        endResetModel();
    });
    // Many entries changed in place (a profile change rechecks all, a fix or Set Fields edits
    // many): the sitemaps and entries stay where they are, so the tree is told what changed
    // rather than reset, which would collapse every node the user opened.
    connect(document, &EditorDocument::entriesChanged, this, [this] {
        // The item rows of the entries views were told about come or go as they changed;
        // everything else is read again through a layout change, which a view answers by
        // reading what it shows (a range of data changes made QTreeView visit every row).
        // A view that walked thousands of entries open (no user does; a model checker does)
        // is told once, by a reset, instead.
        if (m_announced.size() > 2000) {
            beginResetModel();
            m_announced.clear();
            endResetModel();
            return;
        }
        const QList<quintptr> announced = m_announced.keys();
        for (const quintptr key : announced)
            refreshEntry(EntryRef { sitemapOf(key), entryOf(key) });
        emit layoutAboutToBeChanged();
        emit layoutChanged();
    });
    connect(document, &EditorDocument::entryChanged, this, &WorkspaceTreeModel::refreshEntry);
    // Entries coming and going shift the entries after them, and the counts known for them.
    auto shift = [this](const EntryRef &ref, int by) {
        QHash<quintptr, int> shifted;
        for (auto it = m_announced.cbegin(); it != m_announced.cend(); ++it) {
            const qint32 s = sitemapOf(it.key());
            const qsizetype e = entryOf(it.key());
            if (s != ref.sitemap || e < ref.entry)
                shifted.insert(it.key(), it.value());
            else if (e > ref.entry || by > 0)
                shifted.insert(pack(EntryLevel, s, e + by), it.value());
        }
        m_announced = shifted;
    };
    connect(document, &EditorDocument::entryAboutToBeInserted, this, [this](const EntryRef &ref) {
        beginInsertRows(index(ref.sitemap, 0), int(ref.entry), int(ref.entry));
    });
    connect(document, &EditorDocument::entryInserted, this, [this, shift](const EntryRef &ref) {
        shift(ref, 1);
        endInsertRows();
        const QModelIndex sitemap = index(ref.sitemap, 0);
        emit dataChanged(sitemap, sitemap); // its count
    });
    connect(document, &EditorDocument::entryAboutToBeRemoved, this, [this](const EntryRef &ref) {
        beginRemoveRows(index(ref.sitemap, 0), int(ref.entry), int(ref.entry));
    });
    connect(document, &EditorDocument::entryRemoved, this, [this, shift](const EntryRef &ref) {
        shift(ref, -1);
        endRemoveRows();
        const QModelIndex sitemap = index(ref.sitemap, 0);
        emit dataChanged(sitemap, sitemap);
    });
}

quintptr WorkspaceTreeModel::pack(int level, qint32 sitemap, qsizetype entry, int item)
{
    return (quintptr(level) << 62) | (quintptr(sitemap & 0xfff) << 50)
        | (quintptr(entry & 0xffffffff) << 18) | quintptr(item & 0x3ffff);
}

int WorkspaceTreeModel::itemCount(const EntryRef &ref) const
{
    if (!m_document->isValid(ref))
        return 0;
    const UrlEntry &entry = m_document->entry(ref);
    if (!entry.hasExtras())
        return 0;
    return int(entry.images().size() + entry.videos().size() + entry.news().size()
               + entry.alternates().size());
}

QString WorkspaceTreeModel::itemText(const EntryRef &ref, int item) const
{
    const UrlEntry &entry = m_document->entry(ref);
    if (item < entry.images().size())
        return tr("Image: %1").arg(entry.images().at(item).loc());
    item -= int(entry.images().size());
    if (item < entry.videos().size())
        return tr("Video: %1").arg(entry.videos().at(item).title());
    item -= int(entry.videos().size());
    if (item < entry.news().size())
        return tr("News: %1").arg(entry.news().at(item).title());
    item -= int(entry.news().size());
    if (item < entry.alternates().size()) {
        const Alternate &a = entry.alternates().at(item);
        return a.hreflang.isEmpty() ? tr("Link (%1): %2").arg(a.rel, a.href)
                                    : tr("hreflang %1: %2").arg(a.hreflang, a.href);
    }
    return {};
}

void WorkspaceTreeModel::refreshEntry(const EntryRef &ref)
{
    const QModelIndex entry = indexFor(ref);
    if (!entry.isValid())
        return;
    emit dataChanged(entry, entry);
    const quintptr key = pack(EntryLevel, ref.sitemap, ref.entry);
    const auto known = m_announced.constFind(key);
    const int now = itemCount(ref);
    if (known == m_announced.cend()) {
        return;
    }
    const int before = *known;
    if (now < before) {
        beginRemoveRows(entry, now, before - 1);
        m_announced[key] = now;
        endRemoveRows();
    } else if (now > before) {
        beginInsertRows(entry, before, now - 1);
        m_announced[key] = now;
        endInsertRows();
    }
    if (qMin(now, before) > 0)
        emit dataChanged(index(0, 0, entry), index(qMin(now, before) - 1, 0, entry));
}

QModelIndex WorkspaceTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, pack(SitemapLevel, row));
    const quintptr id = parent.internalId();
    if (levelOf(id) == SitemapLevel)
        return createIndex(row, column, pack(EntryLevel, sitemapOf(id), row));
    if (levelOf(id) == EntryLevel)
        return createIndex(row, column, pack(ItemLevel, sitemapOf(id), entryOf(id), row));
    return {};
}

QModelIndex WorkspaceTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const quintptr id = child.internalId();
    switch (levelOf(id)) {
    case EntryLevel:
        return createIndex(sitemapOf(id), 0, pack(SitemapLevel, sitemapOf(id)));
    case ItemLevel:
        return createIndex(int(entryOf(id)), 0, pack(EntryLevel, sitemapOf(id), entryOf(id)));
    default:
        return {};
    }
}

int WorkspaceTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const Workspace &workspace = m_document->workspace();
    if (!parent.isValid())
        return int(workspace.sitemaps.size());
    const quintptr id = parent.internalId();
    switch (levelOf(id)) {
    case SitemapLevel:
        return sitemapOf(id) < workspace.sitemaps.size()
            ? int(workspace.sitemaps.at(sitemapOf(id)).entries.size())
            : 0;
    case EntryLevel: {
        const int count = itemCount(EntryRef { sitemapOf(id), entryOf(id) });
        m_announced.insert(id, count);
        return count;
    }
    default:
        return 0;
    }
}

bool WorkspaceTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

int WorkspaceTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QModelIndex WorkspaceTreeModel::indexFor(const EntryRef &ref) const
{
    if (!m_document->isValid(ref))
        return {};
    return createIndex(int(ref.entry), 0, pack(EntryLevel, ref.sitemap, ref.entry));
}

EntryRef WorkspaceTreeModel::entryAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return { 0, -1 };
    const quintptr id = index.internalId();
    if (levelOf(id) == SitemapLevel)
        return { sitemapOf(id), -1 };
    return { sitemapOf(id), entryOf(id) };
}

namespace {

// "https://www.example.com" of "https://www.example.com/a/b?c"; empty for a URL without a host
// or a path.
QByteArrayView originOf(QByteArrayView loc)
{
    const qsizetype path = Url::pathOffset(loc);
    return path < 0 ? QByteArrayView() : loc.first(path);
}

} // namespace

QVariant WorkspaceTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const quintptr id = index.internalId();
    const Workspace &workspace = m_document->workspace();
    if (role == SitemapRole)
        return sitemapOf(id);
    if (role == EntryRole)
        return levelOf(id) == SitemapLevel ? QVariant() : QVariant(qlonglong(entryOf(id)));
    if (role == LevelRole)
        return levelOf(id);
    if (role == Qt::FontRole) {
        if (levelOf(id) != SitemapLevel || !workspace.isBehindNestedIndex(sitemapOf(id)))
            return {};
        QFont font;
        font.setItalic(true);
        return font;
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (levelOf(id)) {
    case SitemapLevel: {
        const Sitemap &sitemap = workspace.sitemaps.at(sitemapOf(id));
        QString name = sitemap.source.archiveEntry.isEmpty()
            ? QFileInfo(sitemap.source.location).fileName()
            : sitemap.source.archiveEntry;
        // A document made in the window (a crawl, an import, New) has no file yet: the
        // window's title calls it so too.
        if (name.isEmpty())
            name = tr("Untitled");
        // Read so that every URL is seen, but not by Google (SM110): said in the label and
        // shown in italics, which stay visible when a narrow panel elides the label.
        if (workspace.isBehindNestedIndex(sitemapOf(id))) {
            const QString label = sitemap.isIndex()
                ? tr("%1 (index of %2 sitemaps, not read by Google)", nullptr, int(sitemap.entries.size()))
                      .arg(name)
                      .arg(sitemap.entries.size())
                : tr("%1 (%2 URLs, not read by Google)", nullptr, int(sitemap.entries.size())).arg(name).arg(sitemap.entries.size());
            return role == Qt::DisplayRole
                ? label
                : tr("%1\nGoogle does not read this file: it is an index listed by an index, "
                     "or listed below one (SM110).")
                      .arg(label);
        }
        const QString label = sitemap.isIndex()
            ? tr("%1 (index of %2 sitemaps)", nullptr, int(sitemap.entries.size())).arg(name).arg(sitemap.entries.size())
            : tr("%1 (%2 URLs)", nullptr, int(sitemap.entries.size())).arg(name).arg(sitemap.entries.size());
        // The host once, here, rather than in every entry's row.
        const PooledView first(sitemap.entries.isEmpty() ? PooledBytes()
                                                         : sitemap.entries.constFirst().location());
        const QByteArrayView origin = originOf(first);
        return origin.isEmpty()
            ? label
            : tr("%1 · %2").arg(label, QString::fromUtf8(origin.sliced(origin.indexOf("://") + 3)));
    }
    case EntryLevel: {
        const Sitemap &sitemap = workspace.sitemaps.at(sitemapOf(id));
        const QString loc = sitemap.entries.at(entryOf(id)).loc();
        if (role == Qt::ToolTipRole && workspace.isBehindNestedIndex(sitemapOf(id)))
            return tr("%1\nGoogle does not read this URL's sitemap: it is behind a nested "
                      "index (SM110).")
                .arg(loc);
        if (role == Qt::ToolTipRole)
            return loc;
        // A child sitemap by its file name; a page by its path when it is on the host the
        // file's row names (its first entry's); the whole URL in the tooltip.
        if (sitemap.isIndex()) {
            const QString file = Loader::childFileName(loc);
            if (!file.isEmpty())
                return file;
        }
        const PooledView utf8 = sitemap.entries.at(entryOf(id)).locView();
        const QByteArrayView origin = originOf(utf8);
        const PooledView first = sitemap.entries.constFirst().locView();
        if (!origin.isEmpty() && origin == originOf(first))
            return QString::fromUtf8(QByteArrayView(utf8).sliced(origin.size()));
        return loc;
    }
    case ItemLevel:
        return itemText(EntryRef { sitemapOf(id), entryOf(id) }, itemOf(id));
    default:
        return {};
    }
}

} // namespace Studio
