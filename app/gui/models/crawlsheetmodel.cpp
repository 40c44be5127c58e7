#include "crawlsheetmodel.h"

#include "document/crawldocument.h"
#include "document/editordocument.h"

#include <QTimer>

namespace Studio {

namespace {

// The columns of a kind, without a crawl.
const CrawlTable &columnsOf(CrawlTable::Kind kind)
{
    static const CrawlResult none;
    static const std::vector<CrawlTable> tables = [] {
        std::vector<CrawlTable> all;
        for (const CrawlTable::Kind each : CrawlTable::kinds())
            all.push_back(CrawlTable::make(each, none));
        return all;
    }();
    return tables.at(size_t(CrawlTable::kinds().indexOf(kind)));
}

} // namespace

CrawlSheetModel::CrawlSheetModel(CrawlTable::Kind kind, CrawlDocument *crawls,
                                 EditorDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_kind(kind)
    , m_crawls(crawls)
    , m_document(document)
    , m_columns(columnsOf(kind).columnCount())
    , m_again(new QTimer(this))
{
    m_again->setSingleShot(true);
    m_again->setInterval(300);
    connect(m_again, &QTimer::timeout, this, &CrawlSheetModel::rebuild);
    // Dropped before another crawl is held: the table refers to the crawl's pages.
    connect(crawls, &CrawlDocument::crawlAboutToBeReset, this, [this] {
        if (m_resetting)
            return;
        m_resetting = true;
        m_again->stop();
        beginResetModel();
        m_table.reset();
    });
    connect(crawls, &CrawlDocument::crawlReset, this, &CrawlSheetModel::rebuild);
    connect(crawls, &CrawlDocument::runningChanged, this, &CrawlSheetModel::rebuild);
    if (CrawlTable::needsWorkspace(kind)) {
        // A burst of edits makes the table once.
        auto later = [this] {
            if (m_table)
                m_again->start();
            else
                m_stale = true;
        };
        connect(document, &EditorDocument::reset, this, later);
        connect(document, &EditorDocument::entriesChanged, this, later);
        connect(document, &EditorDocument::entryChanged, this, later);
        connect(document, &EditorDocument::entryInserted, this, later);
        connect(document, &EditorDocument::entryRemoved, this, later);
    }
    rebuild();
}

CrawlSheetModel::~CrawlSheetModel() = default;

const CrawlTable &CrawlSheetModel::columns() const
{
    return columnsOf(m_kind);
}

void CrawlSheetModel::setActive(bool active)
{
    m_active = active;
    if (active && m_stale)
        rebuild();
}

void CrawlSheetModel::rebuild()
{
    m_again->stop();
    if (!m_resetting)
        beginResetModel();
    m_resetting = false;
    m_table.reset();
    // The crawl the table refers to must not change under it: a running one grows.
    m_stale = !m_active;
    if (m_active && m_crawls->hasCrawl() && !m_crawls->isRunning())
        m_table = CrawlTable::make(m_kind, m_crawls->crawl(), &m_document->workspace());
    endResetModel();
}

int CrawlSheetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_table ? 0 : int(qMin<qsizetype>(m_table->rowCount(), INT_MAX));
}

int CrawlSheetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant CrawlSheetModel::data(const QModelIndex &index, int role) const
{
    if (!m_table || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const bool number = m_table->columnType(index.column()) == CrawlTable::ColumnType::Number;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return m_table->cell(index.row(), index.column());
    case SortRole: {
        const QString text = m_table->cell(index.row(), index.column());
        if (number)
            return text.isEmpty() ? QVariant(-1.0) : QVariant(text.toDouble());
        return text;
    }
    case Qt::TextAlignmentRole:
        return number ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    default:
        return {};
    }
}

QVariant CrawlSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0
        || section >= m_columns)
        return {};
    return columnsOf(m_kind).columnTitle(section);
}

} // namespace Studio
