#include "sitetreemodel.h"

#include "document/editordocument.h"

#include <QApplication>
#include <QHash>
#include <QLocale>
#include <QStyle>
#include <QTimer>

#include <algorithm>
#include <numeric>

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

// Entries moved, added or removed at once beyond which the tree is made again instead (a bulk
// edit of thousands of entries): each costs a pass over the list.
constexpr int MovesPerBurst = 64;
// The same, counted in entries passed over: some 16 changes of a million URLs.
constexpr qsizetype WorkPerBurst = 16000000;

} // namespace

struct SiteTreeModel::Node
{
    int parent = -1; // -2 once removed
    int row = 0; // among the parent's children
    qsizetype begin = 0, end = 0; // range of m_order
    qsizetype prefixLength = 0; // bytes of the location this node stands for
    QByteArray prefix; // a host's or folder's; a page's key is its entry's location
    bool page = false;
    bool childrenMade = false;
    std::vector<int> children;
    int worst = UnknownWorst;

    bool removed() const { return parent == -2; }
};

SiteTreeModel::SiteTreeModel(EditorDocument *document, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
{
    rebuild();
    // A new workspace, or many entries at once: the tree is made again, lazily.
    for (auto signal : { &EditorDocument::reset, &EditorDocument::entriesChanged })
        connect(document, signal, this, &SiteTreeModel::remake);
    // One entry edited in place (its location in the form or the table, or undone), added or
    // removed: its page moves, comes or goes, node by node.
    connect(document, &EditorDocument::entryChanged, this, &SiteTreeModel::entryChanged);
    connect(document, &EditorDocument::entryInserted, this, &SiteTreeModel::entryInserted);
    connect(document, &EditorDocument::entryAboutToBeRemoved, this,
            &SiteTreeModel::entryAboutToBeRemoved);
    connect(document, &EditorDocument::entryRemoved, this, &SiteTreeModel::entryRemoved);
    // Findings change the worst severities: recounted when next shown.
    connect(document, &EditorDocument::findingsChanged, this, [this] {
        for (Node &node : m_nodes)
            node.worst = UnknownWorst;
        for (int n = 0; n < int(m_nodes.size()); ++n) {
            const Node &node = m_nodes[size_t(n)];
            if (!node.removed() && node.childrenMade && !node.children.empty()) {
                const QModelIndex parent = indexOf(n);
                emit dataChanged(index(0, 0, parent),
                                 index(int(node.children.size()) - 1, 0, parent));
            }
        }
    });
}

SiteTreeModel::~SiteTreeModel() = default;

void SiteTreeModel::remake()
{
    beginResetModel();
    rebuild();
    endResetModel();
}

bool SiteTreeModel::followsOneMore()
{
    // Counted until the event loop runs again: a bulk edit, or a macro of many steps, ends
    // before it does.
    if (m_moves++ == 0)
        QTimer::singleShot(0, this, [this] {
            m_moves = 0;
            m_work = 0;
        });
    m_work += qsizetype(m_order.size());
    return m_moves <= MovesPerBurst && m_work <= WorkPerBurst;
}

bool SiteTreeModel::isFollowing(const EntryRef &ref) const
{
    // Made, and of a urlset: an index's entries are no pages (and may change its children).
    return m_orderMade && m_nodes[0].childrenMade && ref.sitemap >= 0
        && ref.sitemap < m_document->workspace().sitemaps.size()
        && !m_document->workspace().sitemaps.at(ref.sitemap).isIndex();
}

void SiteTreeModel::renumber(qint32 sitemap, quint32 from, int delta)
{
    for (quint32 &number : m_order)
        if (number >= from)
            number = quint32(qint64(number) + delta);
    for (Span &span : m_spans)
        if (span.sitemap > sitemap)
            span.first = quint32(qint64(span.first) + delta);
    // Made again when next needed, once the list holds every number again.
    m_positionOf.clear();
}

void SiteTreeModel::entryInserted(const EntryRef &ref)
{
    if (!isFollowing(ref) || !followsOneMore()) {
        if (m_orderMade)
            remake();
        return;
    }
    // The entries after it moved one place down; it goes where its location belongs.
    const quint32 number = numberAt(ref);
    renumber(ref.sitemap, number, 1);
    qsizetype at = 0;
    const PooledView loc = m_document->entry(ref).locView();
    const std::vector<int> counted = putIn(number, loc, &at);
    notePositions(at, qsizetype(m_order.size()));
    for (const int n : counted) {
        if (n > 0) {
            const QModelIndex node = indexOf(n);
            emit dataChanged(node, node);
        }
    }
}

void SiteTreeModel::entryAboutToBeRemoved(const EntryRef &ref)
{
    m_removing = false;
    if (!isFollowing(ref) || !followsOneMore())
        return; // made again once it is gone
    if (m_positionOf.empty())
        notePositions(0, qsizetype(m_order.size()));
    const std::vector<int> counted = takeOut(m_positionOf[numberAt(ref)]);
    m_removing = true;
    for (const int n : counted) {
        if (n > 0 && !m_nodes[size_t(n)].removed()) {
            const QModelIndex node = indexOf(n);
            emit dataChanged(node, node);
        }
    }
}

void SiteTreeModel::entryRemoved(const EntryRef &ref)
{
    if (!m_removing) {
        if (m_orderMade)
            remake();
        return;
    }
    m_removing = false;
    // The entries after it moved one place up.
    renumber(ref.sitemap, numberAt(ref) + 1, -1);
}

void SiteTreeModel::rebuild()
{
    m_order.clear();
    m_order.shrink_to_fit();
    m_positionOf.clear();
    m_positionOf.shrink_to_fit();
    m_spans.clear();
    m_orderMade = false;
    m_nodes.clear();
    m_nodes.push_back(Node()); // the root: its range is set with the list
}

void SiteTreeModel::ensureOrder() const
{
    if (m_orderMade)
        return;
    m_orderMade = true;
    const Workspace &workspace = m_document->workspace();
    qsizetype total = 0;
    for (const Sitemap &sitemap : workspace.sitemaps)
        if (!sitemap.isIndex())
            total += sitemap.entries.size();
    Q_ASSERT(total < qsizetype(NotNumbered));
    m_order.resize(size_t(total));
    std::iota(m_order.begin(), m_order.end(), quint32(0));
    quint32 first = 0;
    for (qint32 s = 0; s < qint32(workspace.sitemaps.size()); ++s) {
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        if (sitemap.isIndex())
            continue;
        // Empty ones too: an entry may be added to them.
        m_spans.push_back(Span { first, s });
        first += quint32(sitemap.entries.size());
    }
    m_nodes[0].begin = 0;
    m_nodes[0].end = qsizetype(m_order.size());
}

EntryRef SiteTreeModel::refOf(quint32 number) const
{
    // Most lookups come in list order: the span of the last one first.
    if (m_lastSpan >= m_spans.size() || number < m_spans[m_lastSpan].first
        || (m_lastSpan + 1 < m_spans.size() && number >= m_spans[m_lastSpan + 1].first)) {
        const auto after = std::upper_bound(m_spans.cbegin(), m_spans.cend(), number,
                                            [](quint32 n, const Span &span) { return n < span.first; });
        m_lastSpan = size_t(after - m_spans.cbegin()) - 1;
    }
    const Span &span = m_spans[m_lastSpan];
    return EntryRef { span.sitemap, qsizetype(number - span.first) };
}

quint32 SiteTreeModel::numberAt(const EntryRef &ref) const
{
    const auto span = std::lower_bound(m_spans.cbegin(), m_spans.cend(), ref.sitemap,
                                       [](const Span &span, qint32 s) { return span.sitemap < s; });
    Q_ASSERT(span != m_spans.cend() && span->sitemap == ref.sitemap);
    return span->first + quint32(ref.entry);
}

quint32 SiteTreeModel::numberOf(const EntryRef &ref) const
{
    const auto span = std::lower_bound(m_spans.cbegin(), m_spans.cend(), ref.sitemap,
                                       [](const Span &span, qint32 s) { return span.sitemap < s; });
    if (span == m_spans.cend() || span->sitemap != ref.sitemap || ref.entry < 0)
        return NotNumbered;
    const quint32 number = span->first + quint32(ref.entry);
    const bool inSpan = span + 1 == m_spans.cend() ? number < quint32(m_order.size())
                                                    : number < (span + 1)->first;
    return inSpan ? number : NotNumbered;
}

const PooledBytes &SiteTreeModel::locationAt(qsizetype position) const
{
    const EntryRef ref = refOf(m_order[size_t(position)]);
    return m_document->workspace().sitemaps.at(ref.sitemap).entries.at(ref.entry).location();
}

PooledBytes::Parts SiteTreeModel::keyOf(const Node &child) const
{
    return child.page ? locationAt(child.begin).parts()
                      : PooledBytes::Parts { {}, QByteArrayView(child.prefix) };
}

qsizetype SiteTreeModel::childCut(int n, QByteArrayView loc) const
{
    return n == 0 ? hostEnd(loc) : folderEnd(loc, m_nodes[size_t(n)].prefixLength);
}

std::vector<SiteTreeModel::Node> SiteTreeModel::childrenOf(int n) const
{
    ensureOrder();
    std::vector<Node> children;
    const Node &node = m_nodes[size_t(n)];
    if (node.page)
        return children;
    // One pass over the range: each location goes to the group of its host or next folder
    // (the same as the one before, mostly), or is a page of its own.
    struct Group
    {
        // A page's location, or the child's prefix: one of `folderKeys`.
        PooledBytes::Parts key;
        quint32 first = 0; // the number of its first entry
        qsizetype count = 0;
        qsizetype at = 0; // where the group starts in the range, once ordered
        bool page = false;
    };
    std::vector<Group> groups;
    const qsizetype size = node.end - node.begin;
    std::vector<int> groupOf(static_cast<size_t>(size));
    // The hosts' and folders' prefixes, copied out of the locations, whose bytes may lie in
    // two parts (PooledBytes): the views in `folders` and the keys see their arrays' bytes,
    // which stay where they are as the list grows.
    std::vector<QByteArray> folderKeys;
    QHash<QByteArrayView, int> folders;
    int last = -1;
    for (qsizetype i = 0; i < size; ++i) {
        const quint32 ref = m_order[size_t(node.begin + i)];
        const PooledBytes &location = locationAt(node.begin + i);
        const PooledView loc(location);
        const qsizetype cut = childCut(n, loc);
        if (cut < 0) {
            groupOf[size_t(i)] = int(groups.size());
            groups.push_back(Group { location.parts(), ref, 1, 0, true });
            continue;
        }
        const QByteArrayView key = loc.view().first(cut);
        if (last < 0 || groups[size_t(last)].key.tail != key) {
            const auto found = folders.constFind(key);
            if (found == folders.cend()) {
                last = int(groups.size());
                folderKeys.push_back(key.toByteArray());
                const QByteArrayView kept(folderKeys.back());
                groups.push_back(Group { { {}, kept }, ref, 0, 0, false });
                folders.insert(kept, last);
            } else {
                last = *found;
            }
        }
        ++groups[size_t(last)].count;
        groupOf[size_t(i)] = last;
    }
    // Only the groups are ordered, by the bytes of their keys: a host's or folder's prefix
    // sorts among the pages as its locations would. A URL listed twice keeps its file order.
    std::vector<int> order(groups.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&groups](int a, int b) {
        const Group &x = groups[size_t(a)];
        const Group &y = groups[size_t(b)];
        const int c = PooledBytes::compare(x.key, y.key);
        return c != 0 ? c < 0 : x.first < y.first;
    });
    qsizetype at = 0;
    for (const int g : order) {
        groups[size_t(g)].at = at;
        at += groups[size_t(g)].count;
    }
    if (groups.size() > 1) {
        // Each entry's place in the ordered range, then the range permuted in place, cycle by
        // cycle: no second list of the range (4 MB for the host of a million URLs).
        std::vector<int> &destination = groupOf;
        std::vector<qsizetype> next(groups.size());
        for (size_t g = 0; g < groups.size(); ++g)
            next[g] = groups[g].at;
        for (qsizetype i = 0; i < size; ++i)
            destination[size_t(i)] = int(next[size_t(groupOf[size_t(i)])]++);
        quint32 *range = m_order.data() + node.begin;
        for (qsizetype i = 0; i < size; ++i) {
            while (destination[size_t(i)] != int(i)) {
                const int to = destination[size_t(i)];
                std::swap(range[i], range[to]);
                std::swap(destination[size_t(i)], destination[size_t(to)]);
            }
        }
        if (!m_positionOf.empty())
            notePositions(node.begin, node.end);
    }
    children.reserve(groups.size());
    for (const int g : order) {
        const Group &group = groups[size_t(g)];
        Node child;
        child.parent = n;
        child.row = int(children.size());
        child.begin = node.begin + group.at;
        child.end = child.begin + group.count;
        child.prefixLength = group.key.size();
        if (group.page) {
            child.page = true;
            child.childrenMade = true;
        } else {
            child.prefix = group.key.tail.toByteArray();
        }
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
    for (qsizetype i = node.begin; i < node.end && worst < int(Severity::Error); ++i) {
        const EntryRef ref = refOf(m_order[size_t(i)]);
        worst = qMax(worst, checker.worstSeverity(ref.sitemap, ref.entry));
    }
    node.worst = worst;
    return worst;
}

void SiteTreeModel::notePositions(qsizetype from, qsizetype to) const
{
    if (m_positionOf.empty()) {
        if (from != 0 || to != qsizetype(m_order.size()))
            return; // not asked for yet: made whole when first needed
        m_positionOf.resize(m_order.size());
    }
    for (qsizetype i = from; i < to; ++i)
        m_positionOf[m_order[size_t(i)]] = quint32(i);
}

QModelIndex SiteTreeModel::indexOf(int n) const
{
    return n <= 0 ? QModelIndex() : createIndex(m_nodes[size_t(n)].row, 0, quintptr(n));
}

std::vector<int> SiteTreeModel::pathTo(qsizetype position) const
{
    std::vector<int> path { 0 };
    int n = 0;
    while (m_nodes[size_t(n)].childrenMade && !m_nodes[size_t(n)].page) {
        const std::vector<int> &children = m_nodes[size_t(n)].children;
        // The last child that begins at or before the position.
        const auto after = std::upper_bound(
            children.cbegin(), children.cend(), position,
            [this](qsizetype p, int child) { return p < m_nodes[size_t(child)].begin; });
        if (after == children.cbegin())
            break;
        n = *(after - 1);
        path.push_back(n);
    }
    return path;
}

bool SiteTreeModel::fitsWhereItIs(const std::vector<int> &path, qsizetype position,
                                  QByteArrayView loc) const
{
    // Under every host and folder it is in.
    for (size_t i = 1; i < path.size(); ++i) {
        const Node &node = m_nodes[size_t(path[i])];
        if (!node.page && !loc.startsWith(node.prefix))
            return false;
    }
    const int last = path.back();
    const Node &node = m_nodes[size_t(last)];
    if (!node.page)
        return true; // in a folder not opened yet, whose entries have no order
    // Still a page of its folder, between the same neighbours.
    if (childCut(node.parent, loc) >= 0)
        return false;
    const quint32 ref = m_order[size_t(position)];
    const std::vector<int> &siblings = m_nodes[size_t(node.parent)].children;
    const PooledBytes::Parts own { {}, loc };
    if (node.row > 0) {
        const Node &previous = m_nodes[size_t(siblings[size_t(node.row - 1)])];
        const int c = PooledBytes::compare(keyOf(previous), own);
        if (c > 0 || (c == 0 && !(m_order[size_t(previous.begin)] < ref)))
            return false;
    }
    if (size_t(node.row) + 1 < siblings.size()) {
        const Node &next = m_nodes[size_t(siblings[size_t(node.row + 1)])];
        const int c = PooledBytes::compare(keyOf(next), own);
        if (c < 0 || (c == 0 && m_order[size_t(next.begin)] < ref))
            return false;
    }
    return true;
}

void SiteTreeModel::shiftRanges(const std::vector<int> &path, qsizetype position, int delta)
{
    for (int n = 0; n < int(m_nodes.size()); ++n) {
        Node &node = m_nodes[size_t(n)];
        if (node.removed())
            continue;
        if (std::find(path.cbegin(), path.cend(), n) != path.cend()) {
            node.end += delta;
        } else if (delta < 0 ? node.begin > position : node.begin >= position) {
            node.begin += delta;
            node.end += delta;
        }
    }
}

std::vector<int> SiteTreeModel::takeOut(qsizetype position)
{
    std::vector<int> path = pathTo(position);
    // The nodes left empty go: the entry's page, and the folders above it of no other URL.
    size_t gone = 0;
    for (size_t i = path.size(); i-- > 1;) {
        const Node &node = m_nodes[size_t(path[i])];
        if (node.end - node.begin != 1)
            break;
        gone = i;
    }
    if (gone == 0) {
        shiftRanges(path, position, -1);
        m_order.erase(m_order.begin() + position);
        return path;
    }
    const int node = path[gone];
    const int parent = path[gone - 1];
    const int row = m_nodes[size_t(node)].row;
    beginRemoveRows(indexOf(parent), row, row);
    std::vector<int> &siblings = m_nodes[size_t(parent)].children;
    siblings.erase(siblings.begin() + row);
    for (size_t r = size_t(row); r < siblings.size(); ++r)
        m_nodes[size_t(siblings[r])].row = int(r);
    for (size_t i = gone; i < path.size(); ++i)
        m_nodes[size_t(path[i])].parent = -2;
    path.resize(gone);
    shiftRanges(path, position, -1);
    m_order.erase(m_order.begin() + position);
    endRemoveRows();
    return path;
}

std::vector<int> SiteTreeModel::putIn(quint32 ref, QByteArrayView loc, qsizetype *at)
{
    std::vector<int> path { 0 };
    int n = 0;
    while (m_nodes[size_t(n)].childrenMade) {
        // The child that holds the location, or the row where a new one goes.
        const qsizetype cut = childCut(n, loc);
        const QByteArrayView key = cut < 0 ? loc : loc.first(cut);
        const std::vector<int> &children = m_nodes[size_t(n)].children;
        size_t row = 0;
        bool into = false;
        for (; row < children.size(); ++row) {
            const Node &child = m_nodes[size_t(children[row])];
            if (!child.page && cut >= 0 && child.prefix == key) {
                into = true;
                break;
            }
            const int c = PooledBytes::compare(keyOf(child), PooledBytes::Parts { {}, key });
            if (c > 0 || (c == 0 && ref < m_order[size_t(child.begin)]))
                break;
        }
        if (into) {
            n = children[row];
            path.push_back(n);
            continue;
        }
        const qsizetype position
            = row < children.size() ? m_nodes[size_t(children[row])].begin : m_nodes[size_t(n)].end;
        beginInsertRows(indexOf(n), int(row), int(row));
        shiftRanges(path, position, 1);
        m_order.insert(m_order.begin() + position, ref);
        *at = position;
        Node child;
        child.parent = n;
        child.row = int(row);
        child.begin = position;
        child.end = position + 1;
        child.prefixLength = key.size();
        if (cut < 0) {
            child.page = true;
            child.childrenMade = true;
        } else {
            child.prefix = key.toByteArray();
        }
        const int id = int(m_nodes.size());
        m_nodes.push_back(std::move(child));
        std::vector<int> &siblings = m_nodes[size_t(n)].children;
        siblings.insert(siblings.begin() + qsizetype(row), id);
        for (size_t r = row + 1; r < siblings.size(); ++r)
            m_nodes[size_t(siblings[r])].row = int(r);
        endInsertRows();
        return path;
    }
    // Into a folder not opened yet: anywhere in its range, at its end.
    const qsizetype position = m_nodes[size_t(n)].end;
    shiftRanges(path, position, 1);
    m_order.insert(m_order.begin() + position, ref);
    *at = position;
    return path;
}

void SiteTreeModel::entryChanged(const EntryRef &ref)
{
    if (!isFollowing(ref))
        return;
    const quint32 number = numberOf(ref);
    if (number == NotNumbered)
        return; // an index's entry
    if (m_positionOf.empty())
        notePositions(0, qsizetype(m_order.size()));
    const qsizetype position = m_positionOf[number];
    const PooledView loc(locationAt(position));
    const std::vector<int> path = pathTo(position);
    if (fitsWhereItIs(path, position, loc)) {
        // Its location may read differently in the same place.
        if (m_nodes[size_t(path.back())].page) {
            const QModelIndex page = indexOf(path.back());
            emit dataChanged(page, page);
        }
        return;
    }
    if (!followsOneMore()) {
        remake(); // too many at once: made again, lazily
        return;
    }
    std::vector<int> counted = takeOut(position);
    qsizetype now = position;
    const std::vector<int> more = putIn(number, loc, &now);
    // The entries between the two places moved by one.
    notePositions(std::min(position, now), std::max(position, now) + 1);
    counted.insert(counted.end(), more.cbegin(), more.cend());
    for (const int n : counted) {
        if (n > 0 && !m_nodes[size_t(n)].removed()) {
            const QModelIndex node = indexOf(n);
            emit dataChanged(node, node);
        }
    }
    emit pageMoved(ref);
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
    // A host's or folder's prefix; a page's whole location, read as it is now.
    const PooledView page(node.page ? locationAt(node.begin) : PooledBytes());
    const QByteArrayView key = node.page ? page.view() : QByteArrayView(node.prefix);
    const qsizetype parentLength = node.parent > 0 ? m_nodes[size_t(node.parent)].prefixLength : 0;
    const qsizetype count = node.end - node.begin;
    switch (role) {
    case Qt::DisplayRole: {
        QString label = QString::fromUtf8(key.sliced(qMin(parentLength, key.size())));
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
            return QString::fromUtf8(key);
        return tr("%1\n%n URLs", nullptr, int(count)).arg(QString::fromUtf8(key));
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
        return QString::fromUtf8(key);
    case CountRole:
        return int(count);
    case SeverityRole:
        return worstOf(n);
    case EntryRole:
        return node.page ? QVariant::fromValue(refOf(m_order[size_t(node.begin)])) : QVariant();
    default:
        return {};
    }
}

EntryRef SiteTreeModel::entryAt(const QModelIndex &index) const
{
    if (!index.isValid() || !m_nodes[size_t(index.internalId())].page)
        return EntryRef { 0, -1 };
    return refOf(m_order[size_t(m_nodes[size_t(index.internalId())].begin)]);
}

QModelIndex SiteTreeModel::indexFor(const EntryRef &ref) const
{
    ensureOrder();
    const quint32 number = numberOf(ref);
    if (number == NotNumbered)
        return {};
    int n = 0;
    while (!m_nodes[size_t(n)].page) {
        if (!m_nodes[size_t(n)].childrenMade)
            adoptChildren(n, childrenOf(n)); // which orders the node's range
        const Node &node = m_nodes[size_t(n)];
        const auto from = m_order.cbegin() + node.begin;
        const auto found = std::find(from, m_order.cbegin() + node.end, number);
        if (found == m_order.cbegin() + node.end)
            return {};
        const qsizetype position = found - m_order.cbegin();
        const auto after = std::upper_bound(
            node.children.cbegin(), node.children.cend(), position,
            [this](qsizetype p, int child) { return p < m_nodes[size_t(child)].begin; });
        if (after == node.children.cbegin())
            return {};
        n = *(after - 1);
    }
    return indexOf(n);
}

QByteArray SiteTreeModel::prefixAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    const Node &node = m_nodes[size_t(index.internalId())];
    return node.page ? locationAt(node.begin).toByteArray() : node.prefix;
}

} // namespace Studio
