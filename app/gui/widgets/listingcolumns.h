#pragma once

#include "models/entrytablemodel.h"

#include <QList>
#include <QObject>

class QHeaderView;

namespace Studio {

class EditorDocument;

// Shows the entry table's columns that fit what its rows are: for the sitemaps of an index,
// whether each was read and its URL count, in place of the columns only URLs fill (change
// frequency, priority, the extensions). The columns it hid come back with the URLs, so that
// the user's choice of columns is kept.
class ListingColumns : public QObject
{
    Q_OBJECT

public:
    // None is owned; the object is a child of `header`.
    ListingColumns(EditorDocument *document, EntryTableModel *model, QHeaderView *header);

    // The header's state as the URLs show it, whatever the rows are now: what the window keeps
    // for the next session.
    QByteArray saveState();

private:
    void apply(EntryTableModel::Listing listing);

    EntryTableModel *m_model; // not owned
    QHeaderView *m_header; // not owned, the parent
    EntryTableModel::Listing m_applied = EntryTableModel::Listing::Urls;
    QList<int> m_hidden; // the URL columns hidden for the sitemaps, to show again
};

} // namespace Studio
