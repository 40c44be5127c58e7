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
// Built lazily for a million URLs: the URL entries are sorted by location once, when the
// tree is first asked for, so that every folder is a contiguous range of that order; a node's
// children are made when it is expanded (when a view first asks their number), by one pass over its range (a folder of 50,000 URLs
// in a few milliseconds), and its worst finding when it is first shown. Nothing is made for
// the folders never opened.
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
    // The URL prefix a host or folder node stands for ("https://example.com/blog/"); a page
    // node's whole URL.
    QByteArray prefixAt(const QModelIndex &index) const;

private:
    struct Node;
    void rebuild();
    void ensureSorted() const;
    // The children of node `n` (hosts for the root; folders and pages below), made from its
    // range; adoptChildren() makes them the node's.
    std::vector<Node> childrenOf(int n) const;
    void adoptChildren(int n, std::vector<Node> children) const;
    int worstOf(int node) const;

    EditorDocument *m_document; // not owned
    // Every URL entry, sorted by location; a node covers [begin, end) of it.
    mutable std::vector<EntryRef> m_sorted;
    mutable bool m_sortedValid = false;
    mutable std::vector<Node> m_nodes; // 0 is the invisible root
};

} // namespace Studio
