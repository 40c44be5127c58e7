#include "entrytablemodel.h"

#include "commands/replaceentry.h"
#include "document/auditsession.h"
#include "document/coveragesession.h"
#include "document/editordocument.h"
#include "document/linkchecksession.h"

#include <QBrush>
#include <QDateTime>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace Studio {

namespace {

// The worst of an entry's findings, with the title of the first of that severity.
std::pair<int, QString> worstFinding(const QList<Finding> &findings)
{
    int worst = -1;
    QString title;
    for (const Finding &f : findings) {
        if (int(f.severity) > worst) {
            worst = int(f.severity);
            const Rule *rule = f.rule();
            title = rule ? rule->translatedTitle() : QString(f.ruleId);
        }
    }
    return { worst, title };
}

// What Search Console says of a URL beyond its state: when Google last crawled it, the
// canonical Google chose where it is another URL, and as what it crawled.
QString coverageToolTip(const CoverageRecord &record)
{
    QStringList lines { CoverageSession::stateText(&record) };
    if (!record.lastCrawlTime.isEmpty()) {
        // The API writes RFC 3339 in UTC; an export writes a date as its locale does.
        const QDateTime at = QDateTime::fromString(record.lastCrawlTime, Qt::ISODateWithMs);
        lines.append(EntryTableModel::tr("Last crawled: %1")
                         .arg(at.isValid()
                                  ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat)
                                  : record.lastCrawlTime));
    }
    if (!record.googleCanonical.isEmpty()
        && CoverageData::keyOf(record.googleCanonical.toUtf8())
            != CoverageData::keyOf(record.url.toUtf8()))
        lines.append(EntryTableModel::tr("Google's canonical: %1").arg(record.googleCanonical));
    if (record.crawledAs == u"MOBILE")
        lines.append(EntryTableModel::tr("Crawled as: Googlebot smartphone"));
    else if (record.crawledAs == u"DESKTOP")
        lines.append(EntryTableModel::tr("Crawled as: Googlebot desktop"));
    else if (!record.crawledAs.isEmpty())
        lines.append(EntryTableModel::tr("Crawled as: %1").arg(record.crawledAs));
    // The file's name: its folder makes the tooltip as wide as the screen.
    lines.append(EntryTableModel::tr("From %1, line %2")
                     .arg(QFileInfo(record.file).fileName())
                     .arg(record.line));
    return lines.join(u'\n');
}

} // namespace

EntryTableModel::EntryTableModel(EditorDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    m_listing = openingListing();
    rebuildRanges();
    connect(document, &EditorDocument::reset, this, [this] {
        beginResetModel();
        m_listing = openingListing();
        rebuildRanges();
        m_justReset = true;
        endResetModel();
        emit listingChanged(m_listing);
    });
    connect(document, &EditorDocument::entryChanged, this, [this](const EntryRef &ref) {
        const qsizetype row = rowOf(ref);
        if (row >= 0)
            emit dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
    });
    connect(document, &EditorDocument::findingsChanged, this,
            [this](const QList<EntryRef> &entries) {
                // After a full check every entry's worst finding may differ; right after a reset
                // the views have read nothing yet.
                const bool fresh = std::exchange(m_justReset, false);
                if (entries.isEmpty() && m_rows > 0 && !fresh)
                    emit dataChanged(index(0, Finding), index(int(m_rows) - 1, Finding));
            });
    connect(document, &EditorDocument::entriesChanged, this, [this] {
        if (m_rows > 0)
            emit dataChanged(index(0, 0), index(int(m_rows) - 1, ColumnCount - 1));
    });
    // The entries of the other listing, and failed files, are not rows: their changes are not
    // announced, except to the URL counts of the sitemaps listed.
    auto countsChanged = [this] {
        if (m_listing == Listing::Sitemaps && m_rows > 0)
            emit dataChanged(index(0, ChildUrls), index(int(m_rows) - 1, ChildUrls));
    };
    connect(document, &EditorDocument::entryAboutToBeInserted, this, [this](const EntryRef &ref) {
        if (const Range *range = rangeOf(ref.sitemap))
            beginInsertRows({}, int(range->firstRow + ref.entry), int(range->firstRow + ref.entry));
    });
    connect(document, &EditorDocument::entryInserted, this,
            [this, countsChanged](const EntryRef &ref) {
                const bool listed = rangeOf(ref.sitemap);
                rebuildRanges();
                if (listed)
                    endInsertRows();
                else
                    countsChanged();
            });
    connect(document, &EditorDocument::entryAboutToBeRemoved, this, [this](const EntryRef &ref) {
        const qsizetype row = rowOf(ref);
        if (row >= 0)
            beginRemoveRows({}, int(row), int(row));
    });
    connect(document, &EditorDocument::entryRemoved, this,
            [this, countsChanged](const EntryRef &ref) {
                const bool listed = rangeOf(ref.sitemap);
                rebuildRanges();
                if (listed)
                    endRemoveRows();
                else
                    countsChanged();
            });
}

EntryTableModel::Listing EntryTableModel::openingListing() const
{
    bool indexEntries = false;
    for (const Sitemap &sitemap : m_document->workspace().sitemaps) {
        if (sitemap.failed)
            continue;
        if (!sitemap.isIndex() && !sitemap.entries.isEmpty())
            return Listing::Urls;
        indexEntries = indexEntries || (sitemap.isIndex() && !sitemap.entries.isEmpty());
    }
    return indexEntries ? Listing::Sitemaps : Listing::Urls;
}

void EntryTableModel::setListing(Listing listing)
{
    if (listing == m_listing)
        return;
    beginResetModel();
    m_listing = listing;
    rebuildRanges();
    endResetModel();
    emit listingChanged(m_listing);
}

void EntryTableModel::showListingFor(qint32 sitemap)
{
    const Workspace &workspace = m_document->workspace();
    if (sitemap < 0 || sitemap >= workspace.sitemaps.size()
        || workspace.sitemaps.at(sitemap).failed)
        return;
    setListing(workspace.sitemaps.at(sitemap).isIndex() ? Listing::Sitemaps : Listing::Urls);
}

const Workspace::ChildLink *EntryTableModel::linkOf(const EntryRef &ref) const
{
    const qsizetype row = rowOf(ref);
    if (m_listing != Listing::Sitemaps || row < 0 || m_links.at(row) < 0)
        return nullptr;
    return &m_document->workspace().children.at(m_links.at(row));
}

EntryTableModel::ChildState EntryTableModel::childState(const EntryRef &ref) const
{
    const Workspace::ChildLink *link = linkOf(ref);
    if (!link)
        return ChildState::NotLoaded;
    if (link->loop)
        return ChildState::Loop;
    if (link->repeatOf >= 0)
        return ChildState::ListedBefore;
    if (link->sitemap < 0)
        return ChildState::NotFound;
    return m_document->workspace().sitemaps.at(link->sitemap).failed ? ChildState::Unreadable
                                                                     : ChildState::Loaded;
}

qsizetype EntryTableModel::childUrlCount(const EntryRef &ref) const
{
    const Workspace::ChildLink *link = linkOf(ref);
    if (!link || link->sitemap < 0)
        return -1;
    const Sitemap &child = m_document->workspace().sitemaps.at(link->sitemap);
    return child.failed || child.isIndex() ? -1 : child.entries.size();
}

qint32 EntryTableModel::childSitemapOf(const EntryRef &ref) const
{
    const Workspace::ChildLink *link = linkOf(ref);
    if (!link || link->sitemap < 0 || m_document->workspace().sitemaps.at(link->sitemap).failed)
        return -1;
    return link->sitemap;
}

QString EntryTableModel::childStateText(ChildState state)
{
    switch (state) {
    case ChildState::Loaded:
        return tr("Loaded");
    case ChildState::NotFound:
        return tr("Not found");
    case ChildState::Unreadable:
        return tr("Not a sitemap");
    case ChildState::ListedBefore:
        return tr("Listed before");
    case ChildState::Loop:
        return tr("Loop");
    case ChildState::NotLoaded:
        return tr("Not loaded");
    }
    return {};
}

void EntryTableModel::setLinkCheck(const LinkCheckSession *linkCheck)
{
    if (m_linkCheck)
        disconnect(m_linkCheck, nullptr, this, nullptr);
    m_linkCheck = linkCheck;
    if (!linkCheck)
        return;
    connect(linkCheck, &LinkCheckSession::resultsChanged, this, [this] {
        if (m_rows > 0)
            emit dataChanged(index(0, LinkStatus), index(int(m_rows) - 1, ResponseTime));
    });
    connect(linkCheck, &LinkCheckSession::findingsChanged, this,
            &EntryTableModel::extraFindingsChanged);
}

void EntryTableModel::setAudit(const AuditSession *audit)
{
    if (m_audit)
        disconnect(m_audit, nullptr, this, nullptr);
    m_audit = audit;
    if (!audit)
        return;
    connect(audit, &AuditSession::crawlChanged, this, [this] {
        if (m_rows > 0)
            emit dataChanged(index(0, CrawlStatus), index(int(m_rows) - 1, Inlinks));
    });
    connect(audit, &AuditSession::findingsChanged, this, &EntryTableModel::extraFindingsChanged);
}

void EntryTableModel::setCoverage(const CoverageSession *coverage)
{
    if (m_coverage)
        disconnect(m_coverage, nullptr, this, nullptr);
    m_coverage = coverage;
    if (!coverage)
        return;
    connect(coverage, &CoverageSession::dataChanged, this, [this] {
        if (m_rows > 0)
            emit dataChanged(index(0, Coverage), index(int(m_rows) - 1, Coverage));
    });
    connect(coverage, &CoverageSession::findingsChanged, this,
            &EntryTableModel::extraFindingsChanged);
}

qint64 EntryTableModel::coverageSortKey(const UrlEntry &entry) const
{
    const CoverageRecord *record = m_coverage ? m_coverage->record(entry) : nullptr;
    if (!record)
        return std::numeric_limits<qint64>::min();
    switch (record->state) {
    case CoverageRecord::State::Indexed:
        return 0;
    case CoverageRecord::State::Unknown:
        return std::numeric_limits<qint64>::max();
    case CoverageRecord::State::NotIndexed:
        break;
    }
    // By the rule the reason earns, so that the reasons come together.
    return 1 + CoverageJoin::ruleFor(*record).mid(2).toString().toLongLong();
}

void EntryTableModel::extraFindingsChanged()
{
    m_extraFindings = {};
    m_extraIndexed = false;
    // Announced once control returns to the event loop: the sessions drop their findings while
    // the document is being reset, before this model has taken the new rows.
    if (std::exchange(m_extraAnnounced, true))
        return;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_extraAnnounced = false;
            if (m_rows > 0)
                emit dataChanged(index(0, Finding), index(int(m_rows) - 1, Finding));
        },
        Qt::QueuedConnection);
}

QList<Studio::Finding> EntryTableModel::findingsOf(const EntryRef &ref) const
{
    QList<Studio::Finding> findings = m_document->checker().entryFindings(ref.sitemap, ref.entry);
    auto key = [](qint32 sitemap, qsizetype entry) {
        return (quint64(quint32(sitemap)) << 40) | quint64(entry);
    };
    if (!m_extraIndexed) {
        m_extraIndexed = true;
        for (const QList<Studio::Finding> *list :
             { m_linkCheck ? &m_linkCheck->findings() : nullptr,
               m_audit ? &m_audit->findings() : nullptr,
               m_coverage ? &m_coverage->findings() : nullptr }) {
            if (!list)
                continue;
            for (const Studio::Finding &f : *list)
                if (f.entryIndex >= 0 && f.sitemap >= 0)
                    m_extraFindings.emplace_back(key(f.sitemap, f.entryIndex), &f);
        }
        // Stable: the link check's before the audit's and Search Console's, each in its own
        // order.
        std::stable_sort(m_extraFindings.begin(), m_extraFindings.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
    }
    const quint64 wanted = key(ref.sitemap, ref.entry);
    auto it = std::lower_bound(m_extraFindings.cbegin(), m_extraFindings.cend(), wanted,
                               [](const auto &a, quint64 k) { return a.first < k; });
    for (; it != m_extraFindings.cend() && it->first == wanted; ++it)
        findings.append(*it->second);
    return findings;
}

const CrawledPage *EntryTableModel::crawledPage(const UrlEntry &entry) const
{
    if (!m_audit || !m_audit->hasCrawl())
        return nullptr;
    const CrawlResult &crawl = m_audit->crawl();
    const PooledView loc = entry.locView();
    return crawl.page(crawl.find(loc));
}

qint64 EntryTableModel::crawlSortKey(const UrlEntry &entry, int column) const
{
    const CrawledPage *page = crawledPage(entry);
    if (!page)
        return std::numeric_limits<qint64>::min();
    const CrawlResult &crawl = m_audit->crawl();
    switch (column) {
    case CrawlStatus:
        return page->status;
    case Indexability:
        return qint64(crawl.indexability(*page));
    case Canonical:
        return page->canonical != CrawledPage::NoUrl && page->canonical != page->url;
    case Inlinks:
        return crawl.inlinks(page->url);
    default:
        return 0;
    }
}

QString EntryTableModel::indexabilityText(int value)
{
    using I = CrawlResult::Indexability;
    switch (I(value)) {
    case I::Indexable:
        return tr("Indexable");
    case I::NotFetched:
        return tr("Not crawled");
    case I::Blocked:
        return tr("Blocked by robots.txt");
    case I::Redirect:
        return tr("Redirect");
    case I::NotFound:
        return tr("Not found");
    case I::Error:
        return tr("Error");
    case I::NotHtml:
        return tr("Not HTML");
    case I::Noindex:
        return tr("Noindex");
    case I::CanonicalElsewhere:
        return tr("Canonical elsewhere");
    }
    return {};
}

qint64 EntryTableModel::linkSortKey(const UrlEntry &entry, int column) const
{
    const LinkResult *result = m_linkCheck ? m_linkCheck->result(entry.loc()) : nullptr;
    if (!result)
        return std::numeric_limits<qint64>::min();
    if (column == ResponseTime)
        return result->ms;
    // By the first answer, then the last; no answer (0) before any, robots.txt before that.
    const qint64 robots = result->blockedByRobots ? -2 : result->robotsUnavailable ? -1 : 0;
    return robots * 1000000 + qint64(result->status) * 1000 + result->finalStatus;
}

QString EntryTableModel::finalUrl(const UrlEntry &entry) const
{
    const LinkResult *result = m_linkCheck ? m_linkCheck->result(entry.loc()) : nullptr;
    return result && result->redirected() ? result->finalUrl.toDisplayString() : QString();
}

void EntryTableModel::rebuildRanges()
{
    m_ranges.clear();
    m_links.clear();
    m_rows = 0;
    const Workspace &workspace = m_document->workspace();
    const bool sitemaps = m_listing == Listing::Sitemaps;
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        if (sitemap.isIndex() != sitemaps || sitemap.failed)
            continue;
        m_ranges.append(Range { s, m_rows, sitemap.entries.size() });
        m_rows += sitemap.entries.size();
    }
    if (!sitemaps)
        return;
    m_links.fill(-1, m_rows);
    for (qsizetype l = 0; l < workspace.children.size(); ++l) {
        const Workspace::ChildLink &link = workspace.children.at(l);
        const Range *range = rangeOf(qint32(link.parent));
        if (range && link.indexEntry >= 0 && link.indexEntry < range->count)
            m_links[range->firstRow + link.indexEntry] = l;
    }
}

const EntryTableModel::Range *EntryTableModel::rangeOf(qint32 sitemap) const
{
    for (const Range &range : m_ranges)
        if (range.sitemap == sitemap)
            return &range;
    return nullptr;
}

qsizetype EntryTableModel::rowOf(const EntryRef &ref) const
{
    const Range *range = rangeOf(ref.sitemap);
    return range && ref.entry >= 0 && ref.entry < range->count ? range->firstRow + ref.entry : -1;
}

EntryRef EntryTableModel::entryAt(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this ? entryAt(index.row()) : EntryRef { 0, -1 };
}

EntryRef EntryTableModel::entryAt(int row) const
{
    if (row < 0 || row >= m_rows)
        return { 0, -1 };
    const auto it
        = std::upper_bound(m_ranges.cbegin(), m_ranges.cend(), qsizetype(row),
                           [](qsizetype r, const Range &range) { return r < range.firstRow; });
    const Range &range = *(it - 1);
    return EntryRef { range.sitemap, row - range.firstRow };
}

QModelIndex EntryTableModel::indexFor(const EntryRef &ref, int column) const
{
    const qsizetype row = rowOf(ref);
    return row < 0 ? QModelIndex() : index(int(row), column);
}

int EntryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows);
}

int EntryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EntryTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const EntryRef ref = entryAt(index);
    const UrlEntry &entry = m_document->entry(ref);
    switch (role) {
    case SitemapRole:
        return ref.sitemap;
    case EntryRole:
        return qlonglong(ref.entry);
    case SeverityRole:
        return worstFinding(findingsOf(ref)).first;
    case Qt::DisplayRole:
    case Qt::EditRole:
    case SortRole:
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == ResponseTime || index.column() == ChildUrls)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        // The whole URL, which the cell may show cut in the middle.
        if (index.column() == Loc)
            return entry.loc();
        if (index.column() == ChildStatus) {
            // Where the sitemap was looked for, which the status alone does not say.
            const Workspace::ChildLink *link = linkOf(ref);
            if (!link || link->resolvedLocation.isEmpty())
                return {};
            return childState(ref) == ChildState::NotFound
                ? tr("Looked for at %1").arg(link->resolvedLocation)
                : link->resolvedLocation;
        }
        if (index.column() == LinkStatus || index.column() == FinalUrl) {
            const LinkResult *result = m_linkCheck ? m_linkCheck->result(entry.loc()) : nullptr;
            if (!result)
                return {};
            if (index.column() == FinalUrl)
                return finalUrl(entry);
            return result->message.isEmpty() ? LinkCheckSession::statusText(*result)
                                             : result->message;
        }
        if (index.column() == Coverage) {
            const CoverageRecord *record = m_coverage ? m_coverage->record(entry) : nullptr;
            return record ? coverageToolTip(*record) : QVariant();
        }
        if (index.column() == Finding) {
            QStringList lines;
            for (const Studio::Finding &f : findingsOf(ref))
                lines.append(f.message);
            return lines.join(u'\n');
        }
        return {};
    default:
        return {};
    }
    auto count = [role](qsizetype n) -> QVariant {
        if (role == SortRole)
            return qlonglong(n);
        return n > 0 ? QVariant(qlonglong(n)) : QVariant();
    };
    switch (index.column()) {
    case Loc:
        return entry.loc();
    case Lastmod:
        if (role == SortRole)
            return entry.lastmod().isValid() ? entry.lastmod().toMSecsSinceEpoch()
                                             : std::numeric_limits<qint64>::min();
        // Where every lastmod is at midnight, the time says nothing: the date alone (the field
        // and the editor keep the whole value).
        if (role == Qt::DisplayRole && m_lastmodDatesOnly && entry.lastmod().isValid()
            && entry.lastmod().precision() > W3cDateTime::Precision::Day)
            return entry.lastmod().toString().left(10);
        return entry.lastmod().toString();
    case Changefreq:
        if (role == SortRole) // by frequency, not by name
            return int(entry.changefreq());
        return entry.changefreqText();
    case Priority:
        if (role == SortRole)
            return entry.priority();
        return entry.priorityText();
    case Images:
        return count(entry.images().size());
    case Videos:
        return count(entry.videos().size());
    case News:
        return count(entry.news().size());
    case Alternates:
        return count(entry.alternates().size());
    case Finding: {
        const auto [worst, title] = worstFinding(findingsOf(ref));
        if (role == SortRole)
            return worst;
        return title;
    }
    case LinkStatus: {
        if (role == SortRole)
            return linkSortKey(entry, LinkStatus);
        const LinkResult *result = m_linkCheck ? m_linkCheck->result(entry.loc()) : nullptr;
        return result ? LinkCheckSession::statusText(*result) : QString();
    }
    case FinalUrl:
        return finalUrl(entry);
    case ResponseTime: {
        if (role == SortRole)
            return linkSortKey(entry, ResponseTime);
        const LinkResult *result = m_linkCheck ? m_linkCheck->result(entry.loc()) : nullptr;
        return result && result->status != 0 ? QVariant(result->ms) : QVariant();
    }
    case CrawlStatus:
    case Indexability:
    case Canonical:
    case Inlinks: {
        const CrawledPage *page = crawledPage(entry);
        if (!page)
            return {};
        if (role == SortRole)
            return crawlSortKey(entry, index.column());
        const CrawlResult &crawl = m_audit->crawl();
        if (index.column() == CrawlStatus)
            return page->status > 0 ? QVariant(int(page->status)) : QVariant();
        if (index.column() == Indexability)
            return indexabilityText(int(crawl.indexability(*page)));
        if (index.column() == Canonical)
            return page->canonical != CrawledPage::NoUrl && page->canonical != page->url
                ? crawl.url(page->canonical).toDisplayString()
                : QString();
        return page->has(CrawledPage::Fetched) ? QVariant(qint64(crawl.inlinks(page->url)))
                                               : QVariant();
    }
    case Coverage: {
        if (role == SortRole)
            return coverageSortKey(entry);
        return CoverageSession::stateText(m_coverage ? m_coverage->record(entry) : nullptr);
    }
    case ChildStatus:
        if (m_listing != Listing::Sitemaps)
            return {};
        if (role == SortRole)
            return int(childState(ref));
        return childStateText(childState(ref));
    case ChildUrls: {
        if (m_listing != Listing::Sitemaps)
            return {};
        const qsizetype urls = childUrlCount(ref);
        if (role == SortRole)
            return qlonglong(urls);
        return urls < 0 ? QVariant() : QVariant(qlonglong(urls));
    }
    default:
        return {};
    }
}

bool EntryTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const EntryRef ref = entryAt(index);
    UrlEntry entry = m_document->entry(ref);
    const QString text = value.toString();
    QString field;
    switch (index.column()) {
    case Loc:
        entry.setLoc(text.trimmed());
        field = QStringLiteral("loc");
        break;
    case Lastmod:
        entry.setLastmod(W3cDateTime::fromString(text));
        field = QStringLiteral("lastmod");
        break;
    case Changefreq:
        entry.setChangefreqText(text);
        field = QStringLiteral("changefreq");
        break;
    case Priority:
        entry.setPriorityText(text);
        field = QStringLiteral("priority");
        break;
    default:
        return false;
    }
    if (entry == m_document->entry(ref))
        return false;
    m_document->undoStack()->push(
        new ReplaceEntry(m_document, ref, entry,
                         tr("Edit %1 of %2")
                             .arg(headerData(index.column(), Qt::Horizontal).toString(),
                                  m_document->entry(ref).loc()),
                         field));
    return true;
}

void EntryTableModel::setSharedPrefix(const QString &prefix)
{
    if (m_sharedPrefix == prefix)
        return;
    m_sharedPrefix = prefix;
    if (rowCount() > 0)
        emit dataChanged(index(0, Loc), index(rowCount() - 1, Loc), { Qt::DisplayRole });
    emit sharedPrefixChanged(prefix);
}

void EntryTableModel::setEmptyColumns(const QList<int> &columns)
{
    if (m_empty == columns)
        return;
    m_empty = columns;
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void EntryTableModel::setLastmodDatesOnly(bool datesOnly)
{
    if (m_lastmodDatesOnly == datesOnly)
        return;
    m_lastmodDatesOnly = datesOnly;
    if (rowCount() > 0)
        emit dataChanged(index(0, Lastmod), index(rowCount() - 1, Lastmod), { Qt::DisplayRole });
}

QVariant EntryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        const QString title = headerData(section, orientation, Qt::DisplayRole).toString();
        return m_empty.contains(section) ? tr("%1: empty in every row").arg(title) : title;
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Loc:
        return m_listing == Listing::Sitemaps ? tr("Sitemap") : tr("URL");
    case Lastmod:
        return tr("Last modified");
    case Changefreq:
        return tr("Change frequency");
    case Priority:
        return tr("Priority");
    case Images:
        return tr("Images");
    case Videos:
        return tr("Videos");
    case News:
        return tr("News");
    case Alternates:
        return tr("Alternates");
    case Finding:
        return tr("Worst finding");
    case LinkStatus:
        return tr("Status");
    case FinalUrl:
        return tr("Final URL");
    case ResponseTime:
        return tr("Time (ms)");
    case ChildStatus:
        return tr("Child sitemap");
    case ChildUrls:
        return tr("URLs");
    case CrawlStatus:
        return tr("Page status");
    case Indexability:
        return tr("Indexability");
    case Canonical:
        return tr("Canonical");
    case Inlinks:
        return tr("Inlinks");
    case Coverage:
        return tr("Coverage");
    default:
        return {};
    }
}

Qt::ItemFlags EntryTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    // An index entry has a location and a date only.
    if (index.isValid() && index.column() <= (m_listing == Listing::Sitemaps ? Lastmod : Priority))
        flags |= Qt::ItemIsEditable;
    return flags;
}

} // namespace Studio
