#include "columnfitter.h"

#include "document/editordocument.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "util/url.h"
#include "widgets/fitting.h"

#include <QHeaderView>
#include <QSettings>
#include <QStyle>
#include <QTableView>
#include <QtConcurrent/QtConcurrentMap>

namespace Studio {

namespace {

// The URL column's least width in characters, whatever the table's.
constexpr int MinimumUrlChars = 24;

const QString ChosenColumnsKey = QStringLiteral("mainWindow/chosenColumns");

// A date alone, or a time of 00:00:00 (in whatever zone it was written).
bool isMidnight(const W3cDateTime &lastmod)
{
    constexpr qint64 Day = 24 * 60 * 60 * 1000;
    const W3cDateTime::Packed &value = lastmod.packed();
    return value.precision <= W3cDateTime::Precision::Day
        || ((value.wallClock % Day + Day) % Day == 0 && value.subMillis == 0);
}

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
    connect(document, &EditorDocument::opened, this, [this] {
        m_newDocument = true;
        updateEmptyColumns();
    });
    connect(document, &EditorDocument::entryChanged, this, recount);
    connect(document, &EditorDocument::entryInserted, this, recount);
    connect(model, &EntryTableModel::listingChanged, this, recount);
    connect(findings, &QAbstractItemModel::modelReset, this, recount);
    connect(findings, &QAbstractItemModel::rowsInserted, this, recount);
    connect(findings, &QAbstractItemModel::rowsRemoved, this, recount);

    connect(m_header, &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (column == EntryTableModel::Loc)
            return;
        // Narrowed by hand no further than its title.
        if (size > 0 && size < headerWidth(column) && !m_header->isSectionHidden(column))
            m_header->resizeSection(column, headerWidth(column));
        else
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
        for (const int column : columns) {
            if (m_header->isSectionHidden(column))
                continue;
            const int least = headerWidth(column);
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
        bool lastmod = false, lastmodTime = false, changefreq = false, priority = false;
        bool any = false;
        QByteArray shared;
        QByteArray longest;

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
            lastmodTime = lastmodTime || other.lastmodTime;
            changefreq = changefreq || other.changefreq;
            priority = priority || other.priority;
            if (other.any)
                share(other.shared);
            if (other.longest.size() > longest.size())
                longest = other.longest;
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
            // (A lastmod that is not a date is a value too: the column shows it to be fixed.)
            if (!entry.lastmod().isNull()) {
                filled.lastmod = true;
                filled.lastmodTime = filled.lastmodTime
                    || (entry.lastmod().isValid() && !isMidnight(entry.lastmod()));
            }
            filled.changefreq = filled.changefreq || entry.changefreq() != ChangeFreq::None;
            filled.priority = filled.priority || entry.hasPriority();
            const PooledView loc = entry.locView();
            filled.share(loc);
            if (loc.view().size() > filled.longest.size())
                filled.longest = loc.view().toByteArray();
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
    m_model->setLongestLoc(QString::fromUtf8(all.longest));
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
    // A column empty in every row is hidden, as the extension columns are, unless the user
    // chose it (View → Columns): its room goes to the URL, and no title is cut to a few
    // letters. It comes back when a value appears; only another document hides one, so an
    // edit never takes a column away.
    const bool newDocument = std::exchange(m_newDocument, false);
    QList<int> empty;
    for (const auto &[column, has] : filled) {
        if (!has)
            empty.append(column);
        if (isChosenByHand(column))
            continue;
        const bool hidden = m_header->isSectionHidden(column);
        if (has && hidden)
            m_header->setSectionHidden(column, false);
        else if (!has && !hidden && newDocument)
            m_header->setSectionHidden(column, true);
    }
    m_model->setEmptyColumns(empty);
    // Dates whole: a column as wide as the longest of the file's kind (with a time or not).
    m_model->setLastmodDatesOnly(all.lastmod && !all.lastmodTime);
    // (An edit that brings the first time of day widens it: the dates stay whole.)
    if (all.lastmod
        && (newDocument || m_header->sectionSize(EntryTableModel::Lastmod) < lastmodWidth()))
        m_header->resizeSection(EntryTableModel::Lastmod, lastmodWidth());
    for (int column = 0; column < m_header->count(); ++column)
        if (column != EntryTableModel::Loc && !m_header->isSectionHidden(column)
            && m_header->sectionSize(column) < headerWidth(column))
            m_header->resizeSection(column, headerWidth(column));
    fit();
}

int ColumnFitter::headerWidth(int column) const
{
    return Fitting::headerWidth(m_header, column);
}

int ColumnFitter::lastmodWidth() const
{
    const QFontMetrics metrics = m_table->fontMetrics();
    const int margin
        = m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1;
    const QString longest = m_model->lastmodDatesOnly()
        ? QStringLiteral("2000-00-00")
        : QStringLiteral("2000-00-00T00:00:00.000+00:00");
    return qMax(headerWidth(EntryTableModel::Lastmod),
                metrics.horizontalAdvance(longest) + 2 * margin + 6);
}

bool ColumnFitter::isChosenByHand(int column)
{
    return QSettings().value(ChosenColumnsKey).toList().contains(column);
}

void ColumnFitter::chooseByHand(int column)
{
    QSettings settings;
    QVariantList chosen = settings.value(ChosenColumnsKey).toList();
    if (!chosen.contains(column))
        chosen.append(column);
    settings.setValue(ChosenColumnsKey, chosen);
}

bool ColumnFitter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

} // namespace Studio
