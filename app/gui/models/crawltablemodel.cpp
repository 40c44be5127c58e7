#include "crawltablemodel.h"

#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "net/crawler.h"
#include "net/crawlsitemap.h"
#include "util/url.h"

#include <QLocale>

#include <algorithm>

namespace Studio {

namespace {

// (key, count), most first; ties by key.
QList<std::pair<QString, int>> mostFirst(const QHash<QString, int> &counts)
{
    QList<std::pair<QString, int>> out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out.append({ it.key(), it.value() });
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    return out;
}

} // namespace

CrawlTableModel::CrawlTableModel(CrawlDocument *crawls, EditorDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_crawls(crawls)
    , m_document(document)
    , m_insertTimer(new QTimer(this))
{
    // A few times a second: each insertion re-sorts a sorted view once.
    m_insertTimer->setInterval(250);
    connect(m_insertTimer, &QTimer::timeout, this, &CrawlTableModel::insertDone);
    // Emptied before another crawl is held, so that no view reads a page of the crawl gone in
    // the one that comes; filled once it is there.
    connect(m_crawls, &CrawlDocument::crawlAboutToBeReset, this, [this] {
        if (m_resetting)
            return;
        m_resetting = true;
        m_insertTimer->stop();
        m_pending.clear();
        beginResetModel();
        m_rows.clear();
    });
    connect(m_crawls, &CrawlDocument::crawlReset, this, &CrawlTableModel::reload);
    connect(m_crawls, &CrawlDocument::pageDone, this, [this](qsizetype index) {
        m_pending.append(quint32(index));
        if (!m_insertTimer->isActive())
            m_insertTimer->start();
    });
    connect(m_crawls, &CrawlDocument::runningChanged, this, &CrawlTableModel::runningChanged);
    for (auto signal : { &EditorDocument::reset, &EditorDocument::entriesChanged })
        connect(m_document, signal, this, &CrawlTableModel::documentChanged);
    connect(m_document, &EditorDocument::entryInserted, this, &CrawlTableModel::documentChanged);
    connect(m_document, &EditorDocument::entryRemoved, this, &CrawlTableModel::documentChanged);
    connect(m_document, &EditorDocument::entryChanged, this, &CrawlTableModel::documentChanged);
    reload();
}

const CrawlResult &CrawlTableModel::crawl() const
{
    return m_crawls->crawl();
}

void CrawlTableModel::insertDone()
{
    m_insertTimer->stop();
    if (!m_pending.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(m_pending.size()) - 1);
        m_rows.append(m_pending);
        m_pending.clear();
        endInsertRows();
    }
    // The pages met since link to those before: their inlinks grew. Told every few batches:
    // a view sorted by them sorts every row again.
    if (m_rows.size() > 0 && ++m_batches % InlinksEvery == 0)
        Q_EMIT dataChanged(index(0, Inlinks), index(rowCount() - 1, Inlinks));
}

void CrawlTableModel::runningChanged(bool running)
{
    if (running)
        return;
    // The crawl is whole now, and the crawler's result moved to the document (the same
    // pages, in the same places): what settles at the end (link depths, messages of the
    // pages left) is told for every row.
    insertDone();
    if (m_rows.isEmpty())
        return;
    // The rows came in the order the pages were done; a crawl opened from a file lists them
    // in the order they were met. They take that order now, so that the same crawl reads the
    // same either way, and what was selected stays selected.
    Q_EMIT layoutAboutToBeChanged();
    const QList<quint32> before = m_rows;
    std::sort(m_rows.begin(), m_rows.end());
    // Each page is one row: its new row is where it sorts (no table of the whole crawl).
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    for (const QModelIndex &old : from) {
        const auto at = std::lower_bound(m_rows.cbegin(), m_rows.cend(), before.at(old.row()));
        to.append(index(int(at - m_rows.cbegin()), old.column()));
    }
    changePersistentIndexList(from, to);
    Q_EMIT layoutChanged();
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void CrawlTableModel::reload()
{
    m_insertTimer->stop();
    m_pending.clear();
    if (!m_resetting)
        beginResetModel();
    m_resetting = false;
    m_rows.clear();
    if (m_crawls->hasCrawl()) {
        const CrawlResult &result = crawl();
        for (qsizetype i = 0; i < result.pages.size(); ++i)
            if (result.pages.at(i).isDone())
                m_rows.append(quint32(i));
    }
    listEntries();
    endResetModel();
}

void CrawlTableModel::documentChanged()
{
    // Listed again when next asked, and the column repainted once: a step that removes a
    // thousand entries sends a thousand signals, and each would list a large document again.
    m_listedStale = true;
    if (m_rows.isEmpty() || m_repaintPending)
        return;
    m_repaintPending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_repaintPending = false;
            if (!m_rows.isEmpty())
                Q_EMIT dataChanged(index(0, InSitemap), index(rowCount() - 1, InSitemap));
        },
        Qt::QueuedConnection);
}

void CrawlTableModel::listEntries() const
{
    m_listed.clear();
    m_listedStale = false;
    if (!m_crawls->hasCrawl())
        return;
    const QList<Sitemap> &sitemaps = m_document->workspace().sitemaps;
    for (qint32 s = 0; s < sitemaps.size(); ++s) {
        if (sitemaps.at(s).isIndex())
            continue;
        const QList<UrlEntry> &entries = sitemaps.at(s).entries;
        for (qsizetype e = 0; e < entries.size(); ++e) {
            const PooledView loc = entries.at(e).locView();
            m_listed.insert(Url::normalizedHash(loc), EntryRef { s, e });
        }
    }
}

QList<EntryRef> CrawlTableModel::entriesFor(const QString &url) const
{
    const QByteArray text = url.toUtf8();
    const QByteArray normal = Url::normalized(text);
    QList<EntryRef> refs;
    if (m_listedStale)
        listEntries();
    const QList<Sitemap> &sitemaps = m_document->workspace().sitemaps;
    for (auto it = m_listed.constFind(Url::normalizedHash(text));
         it != m_listed.cend() && it.key() == Url::normalizedHash(text); ++it) {
        const EntryRef &ref = it.value();
        if (ref.sitemap >= sitemaps.size() || ref.entry >= sitemaps.at(ref.sitemap).entries.size())
            continue;
        const PooledView loc = sitemaps.at(ref.sitemap).entries.at(ref.entry).locView();
        if (Url::normalized(loc) == normal)
            refs.append(ref);
    }
    std::sort(refs.begin(), refs.end(), [](const EntryRef &a, const EntryRef &b) {
        return a.sitemap != b.sitemap ? a.sitemap < b.sitemap : a.entry < b.entry;
    });
    return refs;
}

int CrawlTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CrawlTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const CrawledPage *CrawlTableModel::page(int row) const
{
    return row >= 0 && row < m_rows.size() && m_rows.at(row) < crawl().pages.size()
        ? &crawl().pages.at(m_rows.at(row))
        : nullptr;
}

bool CrawlTableModel::isListed(const CrawledPage &page) const
{
    return !entriesFor(crawl().urlText(page.url)).isEmpty();
}

QString CrawlTableModel::statusClass(const CrawledPage &page)
{
    if (!page.has(CrawledPage::Fetched))
        return QStringLiteral("blocked");
    if (page.status <= 0)
        return QStringLiteral("none");
    return QString::number(page.status / 100) + QStringLiteral("xx");
}

QString CrawlTableModel::statusKey(const CrawledPage &page)
{
    return page.has(CrawledPage::Fetched) && page.status > 0 ? QString::number(page.status)
                                                             : statusClass(page);
}

QString CrawlTableModel::statusText(const QString &key)
{
    if (key == u"none")
        return tr("No answer");
    if (key == u"blocked")
        return tr("Not asked (robots.txt)");
    return key;
}

QList<std::pair<QString, int>> CrawlTableModel::statusCounts() const
{
    QHash<QString, int> counts;
    for (const qsizetype index : m_rows)
        ++counts[statusKey(crawl().pages.at(index))];
    return mostFirst(counts);
}

QString CrawlTableModel::verdictText(const QString &id)
{
    for (int v = 0; v <= int(CrawlResult::Indexability::CanonicalElsewhere); ++v)
        if (CrawlResult::indexabilityId(CrawlResult::Indexability(v)) == id)
            return CrawlSitemap::verdictLabel(CrawlResult::Indexability(v));
    return id;
}

QList<std::pair<QString, int>> CrawlTableModel::verdictCounts() const
{
    QHash<QString, int> counts;
    for (const qsizetype index : m_rows)
        ++counts[QString(
            CrawlResult::indexabilityId(crawl().indexability(crawl().pages.at(index))))];
    return mostFirst(counts);
}

QVariant CrawlTableModel::data(const QModelIndex &index, int role) const
{
    const CrawledPage *p = page(index.row());
    if (!p)
        return {};
    const CrawlResult &result = crawl();
    const QString verdict = QString(CrawlResult::indexabilityId(result.indexability(*p)));
    switch (role) {
    case VerdictIdRole:
        return verdict;
    case StatusClassRole:
        return statusClass(*p);
    case StatusKeyRole:
        return statusKey(*p);
    case UrlIdRole:
        return qint64(p->url);
    case RenderingKeyRole:
        return renderingKey(result.rendering(*p));
    case Qt::ToolTipRole:
        if (index.column() == Verdict && !p->message.isEmpty())
            return p->message;
        if (index.column() == Url)
            return result.urlText(p->url);
        if (index.column() == JavaScript)
            if (const PageRendering *rendering = result.rendering(*p);
                rendering && !rendering->message.isEmpty())
                return rendering->message;
        if (index.column() == Depth && p->linkDepth == CrawledPage::Unreached)
            return tr("No chain of links from the start page reaches it: it was found through "
                      "the sitemap");
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Status:
        case Depth:
        case Inlinks:
        case Outlinks:
        case Size:
        case ResponseTime:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    case Qt::DisplayRole:
    case SortRole:
        break;
    default:
        return {};
    }
    const bool sorting = role == SortRole;
    switch (index.column()) {
    case Url:
        return result.url(p->url).toDisplayString();
    case Status:
        if (sorting)
            return p->status;
        if (!p->has(CrawledPage::Fetched))
            return tr("not asked");
        return p->status > 0 ? QString::number(p->status) : tr("no answer");
    case Verdict:
        return verdictText(verdict);
    case Canonical:
        return p->canonical == CrawledPage::NoUrl ? QString()
                                                  : result.url(p->canonical).toDisplayString();
    case RedirectTo:
        return p->isRedirect() ? result.url(result.finalUrl(*p)).toDisplayString() : QString();
    case Depth:
        // While the crawl runs, the links followed to reach it as the crawl went; the fewest
        // clicks from the start page are settled when it ends.
        if (m_crawls->isRunning())
            return p->depth;
        if (p->linkDepth == CrawledPage::Unreached) // found through the sitemap alone
            return sorting ? QVariant(int(CrawledPage::Unreached)) : QVariant(tr("not linked"));
        return p->linkDepth;
    case Inlinks:
        return result.inlinks(p->url);
    case Outlinks:
        return qint64(p->links.size() + p->externalLinks);
    case Title:
        return p->title;
    case ContentType:
        return QString::fromLatin1(result.contentType(*p).split(';').first());
    case Size:
        return sorting ? QVariant(p->bytes) : QVariant(QLocale().formattedDataSize(p->bytes));
    case ResponseTime:
        if (sorting)
            return p->responseMs;
        return p->has(CrawledPage::Fetched) ? tr("%1 ms").arg(QLocale().toString(p->responseMs))
                                            : QString();
    case InSitemap:
        return isListed(*p) ? (sorting ? 1 : QVariant(tr("Yes"))) : (sorting ? 0 : QVariant());
    case JavaScript:
        return renderingText(result.rendering(*p));
    default:
        return {};
    }
}

QVariant CrawlTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Url:
        return tr("URL");
    case Status:
        return tr("Status");
    case Verdict:
        return tr("Indexability");
    case Canonical:
        return tr("Canonical");
    case RedirectTo:
        return tr("Redirects to");
    case Depth:
        return tr("Depth");
    case Inlinks:
        return tr("Inlinks");
    case Outlinks:
        return tr("Outlinks");
    case Title:
        return tr("Title");
    case ContentType:
        return tr("Type");
    case Size:
        return tr("Size");
    case ResponseTime:
        return tr("Response time");
    case InSitemap:
        return tr("In sitemap");
    case JavaScript:
        return tr("JavaScript");
    default:
        return {};
    }
}

QString CrawlTableModel::renderingKey(const PageRendering *rendering)
{
    if (!rendering)
        return {};
    if (rendering->has(PageRendering::Rendered))
        return QStringLiteral("rendered");
    return rendering->has(PageRendering::Shell) ? QStringLiteral("shell") : QString();
}

QString CrawlTableModel::renderingText(const PageRendering *rendering)
{
    if (!rendering)
        return {};
    if (rendering->has(PageRendering::Rendered))
        return rendering->has(PageRendering::TimedOut) ? tr("rendered, did not settle")
                                                       : tr("rendered");
    if (rendering->has(PageRendering::Failed))
        return tr("rendering failed");
    return rendering->has(PageRendering::Shell) ? tr("app shell, not rendered") : QString();
}

// -- CrawlFilterModel -------------------------------------------------------------------------

CrawlFilterModel::CrawlFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CrawlTableModel::SortRole);
}

void CrawlFilterModel::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateRowsFilter();
}

void CrawlFilterModel::setVerdict(const QString &id)
{
    m_verdict = id;
    invalidateRowsFilter();
}

void CrawlFilterModel::setStatus(const QString &status)
{
    m_status = status;
    invalidateRowsFilter();
}

void CrawlFilterModel::setRendering(const QString &key)
{
    m_rendering = key;
    invalidateRowsFilter();
}

bool CrawlFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex url = model->index(sourceRow, CrawlTableModel::Url, sourceParent);
    if (!m_verdict.isEmpty() && url.data(CrawlTableModel::VerdictIdRole).toString() != m_verdict)
        return false;
    if (!m_status.isEmpty()
        && url.data(m_status.endsWith(u"xx") ? CrawlTableModel::StatusClassRole
                                             : CrawlTableModel::StatusKeyRole)
                .toString()
            != m_status)
        return false;
    if (!m_rendering.isEmpty()
        && url.data(CrawlTableModel::RenderingKeyRole).toString() != m_rendering)
        return false;
    if (m_text.isEmpty())
        return true;
    return url.data().toString().contains(m_text, Qt::CaseInsensitive)
        || model->index(sourceRow, CrawlTableModel::Title, sourceParent)
               .data()
               .toString()
               .contains(m_text, Qt::CaseInsensitive);
}

} // namespace Studio
