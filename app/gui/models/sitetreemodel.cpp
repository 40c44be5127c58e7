#include "sitetreemodel.h"

#include "document/editordocument.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace Studio {

namespace {

constexpr int UnknownWorst = -2;

// Where the part of `loc` after `from` ends a segment: at a '/' (a folder; the slash is
// included), or at the end, a '?' or a '#' (a page: -1).
qsizetype folderEnd(QByteArrayView loc, qsizetype from)
{
    for (qsizetype i = from; i < loc.size(); ++i) {
        const char c = loc[i];
        if (c == '/')
            return i + 1;
        if (c == '?' || c == '#')
            return -1;
    }
    return -1;
}

// The length of the host part of `loc` with the slash after it ("https://example.com/"), or
// -1 when it is no absolute URL.
qsizetype hostEnd(QByteArrayView loc)
{
    const qsizetype scheme = loc.indexOf("://");
    if (scheme <= 0)
        return -1;
    for (qsizetype i = scheme + 3; i < loc.size(); ++i) {
        const char c = loc[i];
        if (c == '/')
            return i + 1;
        if (c == '?' || c == '#')
            return -1;
    }
    return -1;
}

} // namespace

struct SiteTreeModel::Node
{
    int parent = -1;
    int row = 0; // among the parent's children
    qsizetype begin = 0, end = 0; // range of m_sorted
    qsizetype prefixLength = 0; // bytes of the location this node stands for
    bool page = false;
    bool childrenMade = false;
    std::vector<int> children;
    int worst = UnknownWorst;
};

SiteTreeModel::SiteTreeModel(EditorDocument *document, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
{
    rebuild();
    // Entries that come, go or change place: the tree is made again, lazily.
    const auto remake = [this] {
        beginResetModel();
        rebuild();
        endResetModel();
    };
    for (auto signal : { &EditorDocument::reset, &EditorDocument::entriesChanged })
        connect(document, signal, this, remake);
    for (auto signal : { &EditorDocument::entryInserted, &EditorDocument::entryRemoved })
        connect(document, signal, this, remake);
    // Findings change the worst severities: recounted when next shown.
    connect(document, &EditorDocument::findingsChanged, this, [this] {
        for (Node &node : m_nodes)
            node.worst = UnknownWorst;
        for (int n = 0; n < int(m_nodes.size()); ++n) {
            const Node &node = m_nodes[size_t(n)];
            if (node.childrenMade && !node.children.empty()) {
                const QModelIndex parent
                    = n == 0 ? QModelIndex() : createIndex(node.row, 0, quintptr(n));
                emit dataChanged(index(0, 0, parent), index(int(node.children.size()) - 1, 0, parent));
            }
        }
    });
}

SiteTreeModel::~SiteTreeModel() = default;

void SiteTreeModel::rebuild()
{
    m_sorted.clear();
    m_sortedValid = false;
    m_nodes.clear();
    m_nodes.push_back(Node()); // the root: its range is set once sorted
}

void SiteTreeModel::ensureSorted() const
{
    if (m_sortedValid)
        return;
    m_sortedValid = true;
    const Workspace &workspace = m_document->workspace();
    qsizetype total = 0;
    for (const Sitemap &sitemap : workspace.sitemaps)
        if (!sitemap.isIndex())
            total += sitemap.entries.size();
    // Byte order of the UTF-8 locations: every prefix, so every host and folder, is then one
    // contiguous range. A URL listed twice keeps its file order. The two halves are sorted on
    // two threads and merged: a million URLs are sorted once, when the site view is first
    // shown.
    using Item = std::pair<QByteArrayView, EntryRef>;
    std::vector<Item> items;
    items.reserve(size_t(total));
    for (qint32 s = 0; s < qint32(workspace.sitemaps.size()); ++s) {
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        if (sitemap.isIndex())
            continue;
        for (qsizetype e = 0; e < sitemap.entries.size(); ++e)
            items.emplace_back(sitemap.entries.at(e).locUtf8(), EntryRef { s, e });
    }
    const auto less = [](const Item &a, const Item &b) {
        const int order = a.first.compare(b.first);
        if (order != 0)
            return order < 0;
        return a.second.sitemap != b.second.sitemap ? a.second.sitemap < b.second.sitemap
                                                    : a.second.entry < b.second.entry;
    };
    const auto middle = items.begin() + qsizetype(items.size() / 2);
    if (items.size() > 20000) {
        QFuture<void> first = QtConcurrent::run([&] { std::sort(items.begin(), middle, less); });
        std::sort(middle, items.end(), less);
        first.waitForFinished();
        std::inplace_merge(items.begin(), middle, items.end(), less);
    } else {
        std::sort(items.begin(), items.end(), less);
    }
    m_sorted.reserve(items.size());
    for (const Item &item : items)
        m_sorted.push_back(item.second);
    m_nodes[0].begin = 0;
    m_nodes[0].end = qsizetype(m_sorted.size());
}

std::vector<SiteTreeModel::Node> SiteTreeModel::childrenOf(int n) const
{
    ensureSorted();
    std::vector<Node> children;
    const Node &node = m_nodes[size_t(n)];
    if (node.page)
        return children;
    const Workspace &workspace = m_document->workspace();
    auto locOf = [&](qsizetype i) -> QByteArrayView {
        const EntryRef &ref = m_sorted[size_t(i)];
        return workspace.sitemaps.at(ref.sitemap).entries.at(ref.entry).locUtf8();
    };
    const qsizetype end = node.end;
    const qsizetype from = node.prefixLength;
    qsizetype i = node.begin;
    while (i < end) {
        const QByteArrayView loc = locOf(i);
        // The child's prefix: the host at the top, the next folder below; none for a page.
        const qsizetype cut = n == 0 ? hostEnd(loc) : folderEnd(loc, from);
        Node child;
        child.parent = n;
        child.row = int(children.size());
        child.begin = i;
        if (cut < 0) {
            child.page = true;
            child.childrenMade = true;
            child.prefixLength = loc.size();
            child.end = i + 1;
        } else {
            // Every following location with the same prefix belongs to it: sorted, they
            // come next.
            const QByteArrayView prefix = loc.first(cut);
            qsizetype j = i + 1;
            while (j < end && locOf(j).startsWith(prefix))
                ++j;
            child.prefixLength = cut;
            child.end = j;
        }
        i = child.end;
        children.push_back(std::move(child));
    }
    return children;
}

void SiteTreeModel::adoptChildren(int n, std::vector<Node> children) const
{
    std::vector<int> ids;
    ids.reserve(children.size());
    for (Node &child : children) {
        ids.push_back(int(m_nodes.size()));
        m_nodes.push_back(std::move(child));
    }
    m_nodes[size_t(n)].children = std::move(ids);
    m_nodes[size_t(n)].childrenMade = true;
}

int SiteTreeModel::worstOf(int n) const
{
    Node &node = m_nodes[size_t(n)];
    if (node.worst != UnknownWorst)
        return node.worst;
    const Checker &checker = m_document->checker();
    int worst = -1;
    for (qsizetype i = node.begin; i < node.end && worst < int(Severity::Error); ++i)
        worst = qMax(worst, checker.worstSeverity(m_sorted[size_t(i)].sitemap, m_sorted[size_t(i)].entry));
    node.worst = worst;
    return worst;
}

QModelIndex SiteTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0 || row >= rowCount(parent))
        return {};
    const int n = parent.isValid() ? int(parent.internalId()) : 0;
    return createIndex(row, 0, quintptr(m_nodes[size_t(n)].children[size_t(row)]));
}

QModelIndex SiteTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const int p = m_nodes[size_t(child.internalId())].parent;
    if (p <= 0)
        return {};
    return createIndex(m_nodes[size_t(p)].row, 0, quintptr(p));
}

int SiteTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const int n = parent.isValid() ? int(parent.internalId()) : 0;
    // A node's children are made when their number is first asked for, which a view does
    // when the node is expanded (a collapsed one asks hasChildren() only): a million URLs
    // cost nothing until they are looked at, and no view ever saw another number.
    if (!m_nodes[size_t(n)].childrenMade)
        adoptChildren(n, childrenOf(n));
    return int(m_nodes[size_t(n)].children.size());
}

int SiteTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

bool SiteTreeModel::hasChildren(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return true;
    return !m_nodes[size_t(parent.internalId())].page;
}

QVariant SiteTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int n = int(index.internalId());
    const Node &node = m_nodes[size_t(n)];
    const EntryRef &first = m_sorted[size_t(node.begin)];
    const QByteArray &loc
        = m_document->workspace().sitemaps.at(first.sitemap).entries.at(first.entry).locUtf8();
    const qsizetype parentLength = node.parent > 0 ? m_nodes[size_t(node.parent)].prefixLength : 0;
    const qsizetype count = node.end - node.begin;
    switch (role) {
    case Qt::DisplayRole: {
        QString label = QString::fromUtf8(
            QByteArrayView(loc).sliced(parentLength, node.prefixLength - parentLength));
        if (node.parent == 0 && !node.page && label.endsWith(u'/'))
            label.chop(1); // "https://example.com"
        if (label.isEmpty())
            label = QStringLiteral("/"); // the folder's own page
        if (node.page)
            return label;
        return tr("%1 (%2)").arg(label, QLocale().toString(count));
    }
    case Qt::ToolTipRole:
        if (node.page)
            return QString::fromUtf8(loc);
        return tr("%1\n%n URLs", nullptr, int(count))
            .arg(QString::fromUtf8(QByteArrayView(loc).first(node.prefixLength)));
    case Qt::DecorationRole: {
        const int worst = worstOf(n);
        QStyle *style = QApplication::style();
        if (worst == int(Severity::Error))
            return style->standardIcon(QStyle::SP_MessageBoxCritical);
        if (worst == int(Severity::Warning))
            return style->standardIcon(QStyle::SP_MessageBoxWarning);
        if (worst == int(Severity::Notice))
            return style->standardIcon(QStyle::SP_MessageBoxInformation);
        return {};
    }
    case PrefixRole:
        return QString::fromUtf8(QByteArrayView(loc).first(node.prefixLength));
    case CountRole:
        return int(count);
    case SeverityRole:
        return worstOf(n);
    case EntryRole:
        return node.page ? QVariant::fromValue(first) : QVariant();
    default:
        return {};
    }
}

EntryRef SiteTreeModel::entryAt(const QModelIndex &index) const
{
    if (!index.isValid() || !m_nodes[size_t(index.internalId())].page)
        return EntryRef { 0, -1 };
    return m_sorted[size_t(m_nodes[size_t(index.internalId())].begin)];
}

QByteArray SiteTreeModel::prefixAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    const Node &node = m_nodes[size_t(index.internalId())];
    const EntryRef &first = m_sorted[size_t(node.begin)];
    return m_document->workspace()
        .sitemaps.at(first.sitemap)
        .entries.at(first.entry)
        .locUtf8()
        .first(node.prefixLength);
}

} // namespace Studio
