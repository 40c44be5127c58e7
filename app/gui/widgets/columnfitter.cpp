#include "columnfitter.h"

#include "document/editordocument.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "util/url.h"

#include <QHeaderView>
#include <QStyle>
#include <QTableView>
#include <QtConcurrent/QtConcurrentMap>

namespace Studio {

namespace {

// The URL column's least width in characters, whatever the table's.
constexpr int MinimumUrlChars = 24;

} // namespace

ColumnFitter::ColumnFitter(EditorDocument *document, EntryTableModel *model,
                           const FindingsModel *findings, QTableView *table)
    : QObject(table)
    , m_document(document)
    , m_model(model)
    , m_findings(findings)
    , m_table(table)
    , m_header(table->horizontalHeader())
{
    // What the rows hold is counted once the edits of a moment are done: a million rows take
    // a few milliseconds, not one pass per keystroke.
    m_recount.setSingleShot(true);
    m_recount.setInterval(150);
    connect(&m_recount, &QTimer::timeout, this, &ColumnFitter::updateEmptyColumns);
    const auto recount = [this] {
        m_recount.start();
    };
    for (auto signal : { &EditorDocument::reset, &EditorDocument::entriesChanged })
        connect(document, signal, this, recount);
    connect(document, &EditorDocument::opened, this, &ColumnFitter::updateEmptyColumns);
    connect(document, &EditorDocument::entryChanged, this, recount);
    connect(document, &EditorDocument::entryInserted, this, recount);
    connect(model, &EntryTableModel::listingChanged, this, recount);
    connect(findings, &QAbstractItemModel::modelReset, this, recount);
    connect(findings, &QAbstractItemModel::rowsInserted, this, recount);
    connect(findings, &QAbstractItemModel::rowsRemoved, this, recount);

    connect(m_header, &QHeaderView::sectionResized, this, [this](int column) {
        if (column != EntryTableModel::Loc)
            fit();
    });
    connect(m_header, &QHeaderView::sectionCountChanged, this, &ColumnFitter::fit);
    table->viewport()->installEventFilter(this);
}

int ColumnFitter::urlFloor() const
{
    return qMax(m_table->fontMetrics().averageCharWidth() * MinimumUrlChars,
                (m_table->viewport()->width() + 2) / 3);
}

int ColumnFitter::collapsedWidth() const
{
    // About four letters of the header ("Chan"), between its margins.
    const QFontMetrics metrics = m_header->fontMetrics();
    return metrics.horizontalAdvance(QStringLiteral("Wor…"))
        + 2 * m_header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, m_header) + 4;
}

void ColumnFitter::fit()
{
    if (m_fitting)
        return;
    m_fitting = true;
    int others = 0;
    for (int column = 0; column < m_header->count(); ++column)
        if (column != EntryTableModel::Loc && !m_header->isSectionHidden(column))
            others += m_header->sectionSize(column);
    const int wanted = qMax(urlFloor(), m_table->viewport()->width() - others);
    if (m_header->sectionSize(EntryTableModel::Loc) != wanted)
        m_header->resizeSection(EntryTableModel::Loc, wanted);
    m_fitting = false;
}

void ColumnFitter::makeRoomFor(const QList<int> &columns)
{
    // What the URL leaves, shared by the new columns in proportion to their widths.
    int room
        = m_table->viewport()->width() - qMax(urlFloor(), m_table->viewport()->width() * 2 / 5);
    int wanted = 0;
    for (int column = 0; column < m_header->count(); ++column) {
        if (column == EntryTableModel::Loc || m_header->isSectionHidden(column))
            continue;
        if (columns.contains(column))
            wanted += m_header->sectionSize(column);
        else
            room -= m_header->sectionSize(column);
    }
    if (wanted > room && wanted > 0) {
        const int least = collapsedWidth() * 2;
        for (const int column : columns) {
            if (m_header->isSectionHidden(column))
                continue;
            const int size = m_header->sectionSize(column);
            m_header->resizeSection(column,
                                    qMax(least, int(qint64(size) * qMax(room, 0) / wanted)));
        }
    }
    fit();
}

void ColumnFitter::updateEmptyColumns()
{
    // What the listed entries hold, and the start their locations share, byte by byte (null
    // until the first): worked out over spans of entries on both cores, since ten million
    // locations take a quarter of a second to go through on one, and then merged.
    struct Filled
    {
        bool lastmod = false, changefreq = false, priority = false;
        bool any = false;
        QByteArray shared;

        void share(QByteArrayView loc)
        {
            if (!any) {
                shared = loc.toByteArray();
                any = true;
            } else if (!loc.startsWith(shared)) {
                qsizetype same = 0;
                const qsizetype most = qMin(loc.size(), shared.size());
                while (same < most && loc.at(same) == shared.at(same))
                    ++same;
                shared.truncate(same);
            }
        }
        void merge(const Filled &other)
        {
            lastmod = lastmod || other.lastmod;
            changefreq = changefreq || other.changefreq;
            priority = priority || other.priority;
            if (other.any)
                share(other.shared);
        }
    };
    struct Span
    {
        const QList<UrlEntry> *entries;
        qsizetype begin, end;
    };
    constexpr qsizetype SpanEntries = 65536;
    const bool indexes = m_model->listing() == EntryTableModel::Listing::Sitemaps;
    QList<Span> spans;
    for (const Sitemap &sitemap : m_document->workspace().sitemaps) {
        if (sitemap.isIndex() != indexes)
            continue;
        for (qsizetype begin = 0; begin < sitemap.entries.size(); begin += SpanEntries)
            spans.append(
                { &sitemap.entries, begin, qMin(sitemap.entries.size(), begin + SpanEntries) });
    }
    const auto scan = [](const Span &span) {
        Filled filled;
        for (qsizetype e = span.begin; e < span.end; ++e) {
            const UrlEntry &entry = span.entries->at(e);
            filled.lastmod = filled.lastmod || entry.lastmod().isValid();
            filled.changefreq = filled.changefreq || entry.changefreq() != ChangeFreq::None;
            filled.priority = filled.priority || entry.hasPriority();
            const PooledView loc = entry.locView();
            filled.share(loc);
        }
        return filled;
    };
    Filled all;
    if (spans.size() > 1) {
        all = QtConcurrent::blockingMappedReduced<Filled>(
            spans, scan, [](Filled &into, const Filled &span) { into.merge(span); });
    } else if (!spans.isEmpty()) {
        all = scan(spans.first());
    }
    // To the last '/', and only when that keeps the host: "https://" alone says nothing.
    QByteArray &shared = all.shared;
    shared.truncate(Url::pathOffset(shared) < 0 ? 0 : shared.lastIndexOf('/') + 1);
    m_model->setSharedPrefix(QString::fromUtf8(shared));
    bool finding = false;
    for (const Finding &f : m_findings->findings()) {
        if (f.entryIndex >= 0) {
            finding = true;
            break;
        }
    }
    const std::pair<int, bool> filled[] = { { EntryTableModel::Lastmod, all.lastmod },
                                            { EntryTableModel::Changefreq, all.changefreq },
                                            { EntryTableModel::Priority, all.priority },
                                            { EntryTableModel::Finding, finding } };
    for (const auto &[column, has] : filled) {
        const bool collapsed = m_collapsed.contains(column);
        // Its header's width: what a column kept narrow by the last session widens to.
        const int natural = m_header->fontMetrics().horizontalAdvance(
                                m_model->headerData(column, Qt::Horizontal).toString())
            + 24;
        const int size = m_header->sectionSize(column);
        if (has && collapsed) {
            m_collapsed.removeOne(column);
            m_header->resizeSection(column, m_widthBefore.value(column, natural));
        } else if (has && size <= collapsedWidth()) {
            m_header->resizeSection(column, natural);
        } else if (!has && !collapsed) {
            m_collapsed.append(column);
            m_widthBefore.insert(column, size > collapsedWidth() ? size : natural);
            m_header->resizeSection(column, collapsedWidth());
        }
    }
    m_model->setCollapsedColumns(m_collapsed);
    fit();
}

bool ColumnFitter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

} // namespace Studio
