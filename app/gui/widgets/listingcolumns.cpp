#include "listingcolumns.h"

#include <QStyle>

#include "net/crawler.h"

#include "widgets/columnfitter.h"

#include "document/editordocument.h"

#include <QHeaderView>
#include <QSettings>

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

namespace {

QString stateKey(ListingColumns::Kind kind)
{
    switch (kind) {
    case ListingColumns::Kind::Index:
        return QStringLiteral("mainWindow/tableHeaderIndex");
    case ListingColumns::Kind::Crawl:
        return QStringLiteral("mainWindow/tableHeaderCrawl");
    case ListingColumns::Kind::UrlSet:
        break;
    }
    return QStringLiteral("mainWindow/tableHeader");
}

} // namespace

void ListingColumns::saveStates(QSettings &settings)
{
    m_states.insert(int(m_kind), m_header->saveState());
    for (const Kind kind : { Kind::UrlSet, Kind::Index, Kind::Crawl })
        if (m_states.contains(int(kind)))
            settings.setValue(stateKey(kind), m_states.value(int(kind)));
}

void ListingColumns::restoreStates(const QSettings &settings)
{
    for (const Kind kind : { Kind::Index, Kind::Crawl })
        if (const QByteArray state = settings.value(stateKey(kind)).toByteArray(); !state.isEmpty())
            m_states.insert(int(kind), state);
}

bool ListingColumns::setCrawl(bool crawl)
{
    m_crawl = crawl;
    return apply(m_model->listing());
}

void ListingColumns::showCrawl(bool crawl, ColumnFitter *fitter)
{
    // As the user left them with a crawl before, if ever; else shown and fitted.
    if (setCrawl(crawl))
        return;
    for (int column = EntryTableModel::CrawlStatus; column <= EntryTableModel::Inlinks; ++column)
        m_header->setSectionHidden(column, !crawl);
    if (!crawl)
        return;
    // Every verdict reads whole: "Blocked by robots.txt", not "Blocke…ts.txt".
    const QFontMetrics metrics = m_header->fontMetrics();
    int widest = 0;
    for (int verdict = 0; verdict <= int(CrawlResult::Indexability::CanonicalElsewhere); ++verdict)
        widest
            = qMax(widest, metrics.horizontalAdvance(EntryTableModel::indexabilityText(verdict)));
    const int needed = widest + 2 * m_header->style()->pixelMetric(QStyle::PM_HeaderMargin)
        + metrics.averageCharWidth() * 2;
    if (m_header->sectionSize(EntryTableModel::Indexability) < needed)
        m_header->resizeSection(EntryTableModel::Indexability, needed);
    fitter->makeRoomFor(
        { EntryTableModel::CrawlStatus, EntryTableModel::Canonical, EntryTableModel::Inlinks });
}

void ListingColumns::showCoverage(bool coverage, ColumnFitter *fitter)
{
    const bool shownBefore = !m_header->isSectionHidden(EntryTableModel::Coverage);
    if (coverage && !m_coverage)
        m_coverageHidden = false; // data imported anew is shown
    m_coverage = coverage;
    apply(m_model->listing());
    if (!coverage || shownBefore || m_header->isSectionHidden(EntryTableModel::Coverage))
        return;
    // Room for "Not indexed: Crawled - currently not indexed" cut short; the tooltip and the
    // filter say it whole.
    const int wide = m_header->fontMetrics().averageCharWidth() * 36;
    if (m_header->sectionSize(EntryTableModel::Coverage) < wide)
        m_header->resizeSection(EntryTableModel::Coverage, wide);
    fitter->makeRoomFor({ EntryTableModel::Coverage });
}

bool ListingColumns::apply(Listing listing)
{
    const Kind kind = listing == Listing::Sitemaps ? Kind::Index
        : m_crawl                                  ? Kind::Crawl
                                                   : Kind::UrlSet;
    // The user's choice for the Coverage column, read before another kind's state replaces it.
    if (m_coverageApplied)
        m_coverageHidden = m_header->isSectionHidden(EntryTableModel::Coverage);
    bool restored = false;
    if (kind != m_kind) {
        // The columns as the user left them for what the rows were, kept; those of what they
        // are now, as the user left them, if ever.
        m_states.insert(int(m_kind), m_header->saveState());
        m_kind = kind;
        if (m_states.contains(int(kind)))
            restored = m_header->restoreState(m_states.value(int(kind)));
    }
    if (restored) {
        m_hidden.clear();
    } else if (listing == Listing::Sitemaps) {
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
    // Google's verdicts are about pages: an index's sitemaps have none.
    m_coverageApplied = m_coverage && listing != Listing::Sitemaps;
    m_header->setSectionHidden(EntryTableModel::Coverage, !m_coverageApplied || m_coverageHidden);
    return restored;
}

} // namespace Studio
