#include "listingcolumns.h"

#include "document/editordocument.h"

#include <QHeaderView>

namespace Studio {

namespace {

using Listing = EntryTableModel::Listing;

// The columns that only URLs fill.
constexpr int UrlColumns[]
    = { EntryTableModel::Changefreq, EntryTableModel::Priority, EntryTableModel::Images,
        EntryTableModel::Videos,     EntryTableModel::News,     EntryTableModel::Alternates };

} // namespace

ListingColumns::ListingColumns(EditorDocument *document, EntryTableModel *model,
                               QHeaderView *header)
    : QObject(header)
    , m_model(model)
    , m_header(header)
{
    connect(model, &EntryTableModel::listingChanged, this, &ListingColumns::apply);
    // A new document's extension columns are chosen by what it holds once it is open; for its
    // sitemaps they stay out of the way all the same.
    connect(
        document, &EditorDocument::opened, this, [this] { apply(m_model->listing()); },
        Qt::QueuedConnection);
    apply(model->listing());
    // Again once the window has restored the header of the last session, which may have been
    // saved before these columns existed and show them.
    QMetaObject::invokeMethod(
        this, [this] { apply(m_model->listing()); }, Qt::QueuedConnection);
}

QByteArray ListingColumns::saveState()
{
    const Listing shown = m_applied;
    apply(Listing::Urls);
    const QByteArray state = m_header->saveState();
    apply(shown);
    return state;
}

void ListingColumns::apply(Listing listing)
{
    if (listing == Listing::Sitemaps) {
        for (const int column : UrlColumns) {
            if (m_header->isSectionHidden(column))
                continue;
            m_header->hideSection(column);
            if (!m_hidden.contains(column))
                m_hidden.append(column);
        }
    } else if (m_applied == Listing::Sitemaps) {
        for (const int column : std::as_const(m_hidden))
            m_header->showSection(column);
        m_hidden.clear();
    }
    m_applied = listing;
    for (const int column : { EntryTableModel::ChildStatus, EntryTableModel::ChildUrls })
        m_header->setSectionHidden(column, listing != Listing::Sitemaps);
}

} // namespace Studio
