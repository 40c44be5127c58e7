#pragma once

#include "rules/checker.h"

#include <QAbstractItemModel>
#include <QByteArray>

#include <memory>
#include <vector>

namespace Studio {

class EditorDocument;

// The workspace as the site it describes: hosts, then the folders of their paths, then the
// pages, each node with its number of URLs and its worst finding. The view a webmaster
// expects beside the file view (WorkspaceTreeModel).
//
// Built lazily for a million URLs: every URL entry has a place in one list, and a node covers
// a contiguous range of it. A node's children are made when it is expanded (when a view first
// asks their number), by one pass over its range that groups it by the next host, folder or
// page and orders only those groups: the list is put in order level by level, as far as the
// user looks, and nothing is sorted for the folders never opened. A node's worst finding is
// found when it is first shown.
//
// An entry edited, added or removed moves, adds or removes its page, node by node (rows
// removed and inserted, counts updated); bulk edits make the tree again, lazily.
class SiteTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Role {
        PrefixRole = Qt::UserRole, // QString: the URL prefix of a host or folder, the page's URL
        CountRole, // int: the URLs under the node
        SeverityRole, // int: the worst severity of their findings, -1 for none
        EntryRole, // EntryRef of a page; invalid for a host or folder
    };

    explicit SiteTreeModel(EditorDocument *document, QObject *parent = nullptr);
    ~SiteTreeModel() override;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The entry of a page node; { 0, -1 } for a host or folder.
    EntryRef entryAt(const QModelIndex &index) const;
    // The page node of entry `ref`, made with the folders above it if need be; invalid for an
    // index's entry.
    QModelIndex indexFor(const EntryRef &ref) const;
    // The URL prefix a host or folder node stands for ("https://example.com/blog/"); a page
    // node's whole URL.
    QByteArray prefixAt(const QModelIndex &index) const;

signals:
    // The page of entry `ref` moved to another place (its location was edited).
    void pageMoved(const Studio::EntryRef &ref);

private:
    struct Node;
    void rebuild();
    // The list of every URL entry, in the workspace's order, made when first needed.
    void ensureOrder() const;
    // The children of node `n` (hosts for the root; folders and pages below), made from its
    // range, which this puts in their order; adoptChildren() makes them the node's.
    std::vector<Node> childrenOf(int n) const;
    void adoptChildren(int n, std::vector<Node> children) const;
    int worstOf(int node) const;
    QModelIndex indexOf(int node) const;
    // The location of the entry at `position` of the order (read with PooledView or by parts).
    const PooledBytes &locationAt(qsizetype position) const;
    // The bytes a child sorts by: a host's or folder's prefix, or a page's location.
    PooledBytes::Parts keyOf(const Node &child) const;
    // Where the children of node `n` split `loc`: the length of the host or folder prefix of
    // the child that `loc` belongs to, or -1 when it is a page of `n`.
    qsizetype childCut(int n, QByteArrayView loc) const;
    void remake();
    // Entry `ref` changed: its page moves to where its location now belongs.
    void entryChanged(const EntryRef &ref);
    void entryInserted(const EntryRef &ref);
    void entryAboutToBeRemoved(const EntryRef &ref);
    void entryRemoved(const EntryRef &ref);
    // Whether the tree follows a change of entry `ref` node by node (it is made, the entry is
    // a page's).
    bool isFollowing(const EntryRef &ref) const;
    // Counts one more change followed node by node; false past the number worth following.
    bool followsOneMore();
    // The entries numbered from `from` on moved by `delta` places, and so did the sitemaps
    // after `sitemap`.
    void renumber(qint32 sitemap, quint32 from, int delta);
    // The made nodes whose range holds list position `position`, from the root down.
    std::vector<int> pathTo(qsizetype position) const;
    bool fitsWhereItIs(const std::vector<int> &path, qsizetype position, QByteArrayView loc) const;
    // Takes the entry at `position` out of the list and of the nodes over it; returns the
    // nodes whose count changed.
    std::vector<int> takeOut(qsizetype position);
    // Puts `ref` (at `loc`) in the list where it belongs, at `*at`; returns the nodes whose
    // count changed.
    std::vector<int> putIn(quint32 ref, QByteArrayView loc, qsizetype *at);
    // The list changed in [from, to): where its entries are now. Made whole the first time an
    // edit asks (from 0 to the end), and kept from then on.
    void notePositions(qsizetype from, qsizetype to) const;
    // Shifts the ranges of the nodes that are not `path`'s by `delta` from `position` on, and
    // makes those of `path` `delta` longer.
    void shiftRanges(const std::vector<int> &path, qsizetype position, int delta);

    EditorDocument *m_document; // not owned
    // Every URL entry, by its number; each node covers [begin, end) of it, its children one
    // after the other.
    mutable std::vector<quint32> m_order;
    // Entries are numbered in the workspace's order, sitemap after sitemap (indexes left out):
    // the list then holds 4 bytes an entry, not an EntryRef of 16 (4 MB for a million URLs,
    // and as much again while a level is put in order).
    struct Span
    {
        quint32 first; // the number of the sitemap's first entry
        qint32 sitemap;
    };
    mutable std::vector<Span> m_spans;
    mutable size_t m_lastSpan = 0;
    // Each entry's place in m_order, by its number; empty until an edit needs it.
    mutable std::vector<quint32> m_positionOf;
    static constexpr quint32 NotNumbered = ~quint32(0);
    EntryRef refOf(quint32 number) const;
    quint32 numberOf(const EntryRef &ref) const; // NotNumbered for an index's entry
    // The number `ref` has, or takes when it is added, in a sitemap of URLs (unchecked).
    quint32 numberAt(const EntryRef &ref) const;
    mutable bool m_orderMade = false;
    mutable std::vector<Node> m_nodes; // 0 is the invisible root; removed nodes stay, unused
    int m_moves = 0; // changes followed node by node since the event loop last ran
    qsizetype m_work = 0; // the entries they passed over
    bool m_removing = false; // entryAboutToBeRemoved() took the entry out
};

} // namespace Studio
