#include "entryfiltermodel.h"

#include "document/editordocument.h"
#include "entrytablemodel.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSemaphore>
#include <QVarLengthArray>
#include <QtAlgorithms>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <numeric>

namespace Studio {

namespace {

// Below this many rows one thread filters; above, the rows are split over the cores.
constexpr int ParallelRows = 20000;
// A change of the criteria that shows or hides more separate runs of rows than this is
// announced as a reset: each run costs the view a pass over all its rows.
constexpr int MaxRuns = 16;
// A source change of more rows than this is filtered again as a whole.
constexpr int MaxRowByRow = 64;

bool isAsciiLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Whether `bytes`, with ASCII letters folded to lower case, equal `lowerNeedle`.
bool equalsFolded(QByteArrayView bytes, QByteArrayView lowerNeedle)
{
    if (bytes.size() != lowerNeedle.size())
        return false;
    for (qsizetype k = 0; k < bytes.size(); ++k) {
        char b = bytes[k];
        if (b >= 'A' && b <= 'Z')
            b = char(b + 32);
        if (b != lowerNeedle[k])
            return false;
    }
    return true;
}

// Whether `haystack` contains `lowerNeedle`, ASCII letters in any case and every other byte
// exactly: what users mean in URLs. It looks for a byte of the needle that is not a letter
// with memchr (digits, '/', '.', '-' are in most URL searches), and otherwise compares with
// the letters' case bit cleared.
bool containsFolded(QByteArrayView haystack, QByteArrayView lowerNeedle)
{
    const qsizetype n = lowerNeedle.size();
    if (n == 0)
        return true;
    if (n > haystack.size())
        return false;
    auto matchesAt = [&](qsizetype at) {
        return equalsFolded(haystack.sliced(at, n), lowerNeedle);
    };
    const char *begin = haystack.data();
    const qsizetype last = haystack.size() - n; // last possible start
    qsizetype anchor = 0;
    while (anchor < n && isAsciiLetter(lowerNeedle[anchor]))
        ++anchor;
    if (anchor < n) {
        const char byte = lowerNeedle[anchor];
        qsizetype from = anchor;
        while (from <= last + anchor) {
            const void *hit = std::memchr(begin + from, byte, size_t(last + anchor - from + 1));
            if (!hit)
                return false;
            const qsizetype at = static_cast<const char *>(hit) - begin - anchor;
            if (matchesAt(at))
                return true;
            from = at + anchor + 1;
        }
        return false;
    }
    const char first = lowerNeedle[0]; // a lower-case letter: c | 0x20 folds only its pair
    for (qsizetype at = 0; at <= last; ++at) {
        if ((haystack[at] | 0x20) == first && matchesAt(at))
            return true;
    }
    return false;
}

// The value rows are ordered by in `column`, for every column but the location.
qint64 sortKey(const EditorDocument &document, const EntryTableModel &source, const EntryRef &ref,
               const UrlEntry &entry, int column)
{
    switch (column) {
    case EntryTableModel::LinkStatus:
    case EntryTableModel::ResponseTime:
        return source.linkSortKey(entry, column);
    case EntryTableModel::Lastmod:
        return entry.lastmod().isValid() ? entry.lastmod().toMSecsSinceEpoch()
                                         : std::numeric_limits<qint64>::min();
    case EntryTableModel::Changefreq:
        return qint64(entry.changefreq());
    case EntryTableModel::Priority:
        return qint64(entry.priority() * 1000);
    case EntryTableModel::Images:
        return entry.images().size();
    case EntryTableModel::Videos:
        return entry.videos().size();
    case EntryTableModel::News:
        return entry.news().size();
    case EntryTableModel::Alternates:
        return entry.alternates().size();
    case EntryTableModel::Finding:
        return document.checker().worstSeverity(ref.sitemap, ref.entry);
    case EntryTableModel::ChildStatus:
        return qint64(source.childState(ref));
    case EntryTableModel::ChildUrls:
        return source.childUrlCount(ref);
    case EntryTableModel::CrawlStatus:
    case EntryTableModel::Indexability:
    case EntryTableModel::Canonical:
    case EntryTableModel::Inlinks:
        return source.crawlSortKey(entry, column);
    case EntryTableModel::Coverage:
        return source.coverageSortKey(entry);
    default:
        return 0;
    }
}

} // namespace

struct EntryFilterModel::Criteria
{
    QByteArray needle; // lower-case UTF-8; empty for none
    QString pattern; // a regular expression; empty for none
    int minimumSeverity = -1;
    QByteArray rule;
    Extension extension = AnyExtension;
    qint64 from = std::numeric_limits<qint64>::min(); // lastmod range in ms since the epoch
    qint64 to = std::numeric_limits<qint64>::max();
    bool lastmodRange = false;
    EntryPredicate predicate; // null for none
    EntryPredicate coverage; // Search Console's state; null for any
    qint32 sitemap = -1; // the one sitemap whose rows are shown; -1 for all
    QString predicateLabel; // of the predicate or the sitemap

    bool any() const
    {
        return !needle.isEmpty() || !pattern.isEmpty() || minimumSeverity >= 0 || !rule.isEmpty()
            || extension != AnyExtension || lastmodRange || predicate || coverage || sitemap >= 0;
    }
};

// What replacing the rows shown by `rows` takes: the runs of rows that leave (in the old
// numbering) and arrive (in the new one), or a layout change when there are more than
// MaxRuns.
struct EntryFilterModel::Change
{
    QList<int> rows;
    QList<std::pair<int, int>> removed, inserted; // first, last
    bool same = false; // the rows shown already
    bool relayout = false; // announced as one layout change, with no runs worked out
    bool many() const { return relayout || removed.size() + inserted.size() > MaxRuns; }
};

// Tests rows against the criteria. One per thread: each has its own regular expression.
class EntryFilterModel::Matcher
{
public:
    Matcher(const Criteria &criteria, const EditorDocument &document, const EntryTableModel &source)
        : m_criteria(criteria)
        , m_document(document)
        , m_source(source)
    {
        if (!criteria.pattern.isEmpty())
            m_expression
                = QRegularExpression(criteria.pattern, QRegularExpression::CaseInsensitiveOption);
    }

    bool accepts(int sourceRow) const
    {
        const EntryRef ref = entryAt(sourceRow);
        if (ref.entry < 0 || (m_criteria.sitemap >= 0 && ref.sitemap != m_criteria.sitemap))
            return false;
        const UrlEntry &entry = m_entries[ref.entry];
        const Criteria &c = m_criteria;
        if (!c.needle.isEmpty() && !containsNeedle(entry.location().parts()))
            return false;
        if (c.predicate && !c.predicate(entry))
            return false;
        if (c.coverage && !c.coverage(entry))
            return false;
        switch (c.extension) {
        case AnyExtension:
            break;
        case WithImages:
            if (entry.images().isEmpty())
                return false;
            break;
        case WithVideos:
            if (entry.videos().isEmpty())
                return false;
            break;
        case WithNews:
            if (entry.news().isEmpty())
                return false;
            break;
        case WithAlternates:
            if (entry.alternates().isEmpty())
                return false;
            break;
        }
        if (c.lastmodRange) {
            if (!entry.lastmod().isValid())
                return false;
            const qint64 at = entry.lastmod().toMSecsSinceEpoch();
            if (at < c.from || at > c.to)
                return false;
        }
        if (c.minimumSeverity >= 0
            && m_document.checker().worstSeverity(ref.sitemap, ref.entry) < c.minimumSeverity)
            return false;
        if (!c.rule.isEmpty()
            && m_document.checker().worstSeverity(ref.sitemap, ref.entry, QLatin1StringView(c.rule))
                < 0)
            return false;
        if (!c.pattern.isEmpty() && m_expression.isValid()
            && !m_expression.match(entry.loc()).hasMatch())
            return false;
        return true;
    }

private:
    // Whether a location holds the needle, without joining its parts (PooledBytes): its
    // origin, then the rest of the URL, then across the seam. What the origin gives is worked
    // out once for the hundreds of rows in a row that share its record.
    bool containsNeedle(const PooledBytes::Parts &parts) const
    {
        const QByteArrayView needle(m_criteria.needle);
        if (parts.head.isEmpty())
            return containsFolded(parts.tail, needle);
        if (parts.head.data() != m_head) {
            m_head = parts.head.data();
            m_headHolds = containsFolded(parts.head, needle);
            // The lengths k for which the origin ends with the needle's first k bytes.
            m_seams.clear();
            for (qsizetype k = qMin(needle.size() - 1, parts.head.size()); k >= 1; --k)
                if (equalsFolded(parts.head.last(k), needle.first(k)))
                    m_seams.append(k);
        }
        if (m_headHolds || containsFolded(parts.tail, needle))
            return true;
        for (const qsizetype k : std::as_const(m_seams)) {
            const QByteArrayView rest = needle.sliced(k);
            if (parts.tail.size() >= rest.size()
                && equalsFolded(parts.tail.first(rest.size()), rest))
                return true;
        }
        return false;
    }

    // The entry of a source row, m_entries pointing at its sitemap's; entry -1 for none. The
    // source's rows are runs of a sitemap's entries: within the run of the row before, the
    // entry is found without looking the row up.
    EntryRef entryAt(int sourceRow) const
    {
        if (sourceRow >= m_runFirst && sourceRow < m_runEnd)
            return { m_runSitemap, sourceRow - m_runFirst };
        const EntryRef ref = m_source.entryAt(sourceRow);
        if (!m_document.isValid(ref))
            return { 0, -1 };
        const QList<UrlEntry> &entries = m_document.workspace().sitemaps.at(ref.sitemap).entries;
        m_runSitemap = ref.sitemap;
        m_runFirst = sourceRow - ref.entry;
        m_runEnd = int(m_runFirst + entries.size());
        m_entries = entries.constData();
        return ref;
    }

    const Criteria &m_criteria;
    const EditorDocument &m_document;
    const EntryTableModel &m_source;
    QRegularExpression m_expression;
    mutable qint32 m_runSitemap = -1; // the run entryAt() found last: its sitemap, its rows
    mutable int m_runFirst = 0;
    mutable int m_runEnd = 0;
    mutable const UrlEntry *m_entries = nullptr;
    mutable const char *m_head = nullptr; // the origin the two below are about
    mutable bool m_headHolds = false;
    mutable QVarLengthArray<qsizetype, 8> m_seams;
};

EntryFilterModel::EntryFilterModel(EditorDocument *document, EntryTableModel *source,
                                   QObject *parent)
    : QAbstractProxyModel(parent)
    , m_document(document)
    , m_source(source)
    , m_criteria(std::make_unique<Criteria>())
{
    setObjectName(QStringLiteral("entryProxy"));
    QAbstractProxyModel::setSourceModel(source);
    m_workers.setMaxThreadCount(1);
    m_workers.setObjectName(QStringLiteral("Filtering"));
    // A worker reads the document, the source and the order: it stops before any of them
    // changes.
    connect(document, &EditorDocument::aboutToChange, this, &EntryFilterModel::stopWorker);
    const auto beginReset = [this] {
        stopWorker();
        beginResetModel();
    };
    connect(source, &QAbstractItemModel::modelAboutToBeReset, this, beginReset);
    connect(source, &QAbstractItemModel::modelReset, this, &EntryFilterModel::sourceReset);
    connect(source, &QAbstractItemModel::layoutAboutToBeChanged, this, beginReset);
    connect(source, &QAbstractItemModel::layoutChanged, this, &EntryFilterModel::sourceReset);
    connect(source, &QAbstractItemModel::dataChanged, this, &EntryFilterModel::sourceDataChanged);
    connect(source, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            &EntryFilterModel::sourceRowsAboutToBeRemoved);
    connect(source, &QAbstractItemModel::rowsRemoved, this, &EntryFilterModel::sourceRowsRemoved);
    connect(source, &QAbstractItemModel::rowsAboutToBeInserted, this,
            [this](const QModelIndex &, int first, int last) {
                stopWorker();
                // Every row shown: the rows come as the source's do, announced before.
                if (m_every)
                    beginInsertRows({}, first, last);
            });
    connect(source, &QAbstractItemModel::rowsInserted, this, &EntryFilterModel::sourceRowsInserted);
    connect(source, &QAbstractItemModel::headerDataChanged, this,
            &EntryFilterModel::headerDataChanged);
    resetRows();
}

void EntryFilterModel::resetRows()
{
    dropWorker();
    markShown();
    if (!m_criteria->any() && m_order.empty()) {
        m_every = true;
        m_everyCount = m_source->rowCount();
        m_rows = QList<int>();
        std::vector<int>().swap(m_proxyRows);
        return;
    }
    m_every = false;
    m_rows = matchingRows(*m_criteria, nullptr);
    rebuildProxyRows();
    settle();
}

void EntryFilterModel::spell()
{
    if (!m_every)
        return;
    m_every = false;
    m_rows.resize(m_everyCount);
    std::iota(m_rows.begin(), m_rows.end(), 0);
    rebuildProxyRows();
}

void EntryFilterModel::showEveryRow()
{
    if (m_every)
        return;
    // One layout change, the rows spelt out nowhere (40 MB at ten million rows): the current
    // row and the selection move to their entries' places.
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex &index : before)
        after.append(createIndex(m_rows.at(index.row()), index.column()));
    m_every = true;
    m_everyCount = m_source->rowCount();
    m_rows = QList<int>();
    std::vector<int>().swap(m_proxyRows);
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void EntryFilterModel::settle()
{
    if (m_every || m_criteria->any() || !m_order.empty() || m_rows.size() != m_source->rowCount())
        return;
    m_every = true;
    m_everyCount = int(m_rows.size());
    m_rows = QList<int>();
    std::vector<int>().swap(m_proxyRows);
}

EntryFilterModel::~EntryFilterModel()
{
    if (m_cancel)
        m_cancel->store(true);
    m_workers.waitForDone();
}

bool EntryFilterModel::setUrlFilter(const QString &text, bool regex)
{
    Criteria &c = *m_criteria;
    if (regex && !text.isEmpty()) {
        if (!QRegularExpression(text).isValid())
            return false;
        const bool same = c.pattern == text && c.needle.isEmpty();
        c.pattern = text;
        c.needle.clear();
        if (!same)
            applyUrlFilter(false);
        return true;
    }
    QByteArray needle = text.toUtf8();
    for (char &ch : needle)
        if (ch >= 'A' && ch <= 'Z')
            ch = char(ch + 32);
    if (needle == c.needle && c.pattern.isEmpty())
        return true;
    // Any location holding the new text holds the one the rows shown were found for: only
    // they can match. (Not the text set last: its rows may still be being found.)
    const bool narrowing = m_shownKnown && needle.contains(m_shownNeedle);
    c.pattern.clear();
    c.needle = needle;
    applyUrlFilter(narrowing);
    return true;
}

void EntryFilterModel::applyUrlFilter(bool narrowing)
{
    // Nothing filters and nothing sorts (the text cleared): every row, at once at any size.
    if (!m_criteria->any() && m_order.empty()) {
        dropWorker();
        markShown();
        showEveryRow();
        emit criteriaApplied();
        return;
    }
    const qsizetype toTest = narrowing && !m_every ? m_rows.size() : m_source->rowCount();
    if (toTest < m_backgroundFrom)
        applyCriteria(narrowing);
    else
        startWorker(narrowing);
}

void EntryFilterModel::startWorker(bool narrowing)
{
    if (m_cancel)
        m_cancel->store(true); // an earlier keystroke's: its answer is not wanted
    const quint64 generation = ++m_generation;
    m_pending = true;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    // Copies that share their data: a change of the rows shown stops this worker first.
    const bool fromShown = narrowing && !m_every;
    m_workers.start([this, criteria = *m_criteria, shown = m_rows, every = m_every,
                     everyCount = m_everyCount, fromShown, cancel, generation,
                     firstFrom = m_firstRowsFrom] {
        if (cancel->load())
            return;
        const QList<int> *candidates = fromShown ? &shown : nullptr;
        const int toTest = candidates ? int(candidates->size()) : m_source->rowCount();
        // On a table of millions of rows, where testing every row takes a tenth of a second
        // (reading every location, a gigabyte at ten million rows), the first rows in display
        // order that match are shown at once, and the rest join them below when found: the
        // rows on screen do not wait for the bottom of the table. They are exactly the
        // matches among the first rows tested, so the rest only ever append.
        QList<int> first;
        int tested = 0;
        if (toTest >= firstFrom) {
            first
                = firstMatchingRows(criteria, candidates, FirstRowsWanted,
                                    std::max(toTest / 16, FirstRowsWanted), cancel.get(), &tested);
            if (cancel->load())
                return;
            // Where the rows shown already begin with these (every row still matching, say),
            // the top of the table is right as it is: no first answer, which would shrink the
            // view only for the whole answer to grow it again.
            const bool sameTop = int(first.size()) == tested && (every || fromShown);
            if (tested < toTest && !first.isEmpty() && !sameTop) {
                // One layout change: the runs of millions of rows leaving, each announced, cost
                // the view far more than laying out the few rows that stay.
                Change change;
                change.rows = first;
                change.relayout = true;
                auto laidOut = std::make_shared<QSemaphore>();
                QMetaObject::invokeMethod(
                    this,
                    [this, generation, laidOut, change = std::move(change)]() mutable {
                        const auto done = qScopeGuard([laidOut] { laidOut->release(); });
                        if (generation != m_generation)
                            return;
                        showChange(std::move(change));
                        // The rows shown are not all of the text's: the next keystroke
                        // cannot narrow them.
                        m_shownKnown = false;
                        m_partial = true;
                        emit firstRowsShown();
                    },
                    Qt::QueuedConnection);
                // The window lays the first rows out before the rest are looked for on every
                // core: on two cores, the search's threads would leave it half of one (a
                // layout of ten million rows down to a few takes it 25 ms alone).
                for (int waited = 0; waited < 40 && !cancel->load() && !laidOut->tryAcquire(1, 4);
                     waited += 4) { }
            } else {
                if (sameTop && tested < toTest) {
                    // The top of the table is already this text's: said so (the rows shown
                    // hold every row this text can match, so the next keystroke may still
                    // narrow them).
                    QMetaObject::invokeMethod(
                        this,
                        [this, generation] {
                            if (generation == m_generation)
                                emit firstRowsShown();
                        },
                        Qt::QueuedConnection);
                }
                first.clear();
                tested = 0;
            }
        }
        QList<int> rows = matchingRows(criteria, candidates, cancel.get(), tested);
        if (cancel->load())
            return;
        // After the first rows (both answers are queued in order and dropped together), the
        // rest as one layout change too: rows inserted one run at a time below a view's few
        // rows would cost it a section of its header each.
        Change change;
        if (tested > 0) {
            change.rows = first + rows;
            change.relayout = true;
        } else {
            change = changeTo(shown, every, everyCount, std::move(rows));
        }
        // Always queued, never in the middle of a keystroke. The destructor waits for this
        // thread, and an answer posted to a deleted model is dropped with it.
        QMetaObject::invokeMethod(
            this,
            [this, generation, change = std::move(change)]() mutable {
                if (generation != m_generation)
                    return; // typed on, or the data changed meanwhile
                m_cancel.reset();
                m_pending = false;
                m_partial = false;
                showChange(std::move(change));
                markShown();
                settle();
                emit criteriaApplied();
            },
            Qt::QueuedConnection);
    });
}

void EntryFilterModel::dropWorker()
{
    if (!m_pending)
        return;
    if (m_cancel)
        m_cancel->store(true);
    m_workers.waitForDone();
    m_cancel.reset();
    m_pending = false;
    m_partial = false;
    ++m_generation;
}

void EntryFilterModel::stopWorker()
{
    if (!m_pending)
        return;
    dropWorker();
    // Rows may now change one by one for the new text while the rest are shown for the old
    // one: narrowing them would be wrong, so the next search is over every row.
    m_shownKnown = false;
    m_pending = true;
    QMetaObject::invokeMethod(
        this,
        [this, generation = m_generation] {
            if (generation == m_generation && m_pending)
                applyUrlFilter(false);
        },
        Qt::QueuedConnection);
}

void EntryFilterModel::waitForRows()
{
    while (m_pending) {
        // The answer, or the search started again, is posted to this object; so are the first
        // rows, which the worker waits a moment for.
        m_workers.waitForDone(4);
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
}

void EntryFilterModel::markShown()
{
    m_shownNeedle = m_criteria->needle;
    m_shownKnown = m_criteria->pattern.isEmpty();
}

void EntryFilterModel::setMinimumSeverity(int severity)
{
    if (std::exchange(m_criteria->minimumSeverity, severity) != severity)
        applyCriteria();
}

void EntryFilterModel::setRule(const QString &ruleId)
{
    const QByteArray rule = ruleId.toLatin1();
    if (std::exchange(m_criteria->rule, rule) != rule)
        applyCriteria();
}

void EntryFilterModel::setExtension(Extension extension)
{
    if (std::exchange(m_criteria->extension, extension) != extension)
        applyCriteria();
}

void EntryFilterModel::setLastmodRange(const QDateTime &from, const QDateTime &to)
{
    Criteria &c = *m_criteria;
    c.from = from.isValid() ? from.toMSecsSinceEpoch() : std::numeric_limits<qint64>::min();
    c.to = to.isValid() ? to.toMSecsSinceEpoch() : std::numeric_limits<qint64>::max();
    c.lastmodRange = from.isValid() || to.isValid();
    applyCriteria();
}

void EntryFilterModel::setEntryPredicate(const QString &label, EntryPredicate predicate)
{
    Criteria &c = *m_criteria;
    if (!c.predicate && !predicate && c.sitemap < 0)
        return;
    c.predicate = std::move(predicate);
    c.sitemap = -1;
    c.predicateLabel = c.predicate ? label : QString();
    applyCriteria();
    emit entryPredicateChanged(c.predicateLabel);
}

void EntryFilterModel::setCoverageFilter(EntryPredicate predicate)
{
    Criteria &c = *m_criteria;
    if (!c.coverage && !predicate)
        return;
    c.coverage = std::move(predicate);
    applyCriteria();
}

void EntryFilterModel::setSitemapFilter(const QString &label, qint32 sitemap)
{
    Criteria &c = *m_criteria;
    if (c.sitemap == sitemap && !c.predicate)
        return;
    c.predicate = nullptr;
    c.sitemap = sitemap;
    c.predicateLabel = sitemap >= 0 ? label : QString();
    applyCriteria();
    emit entryPredicateChanged(c.predicateLabel);
}

qint32 EntryFilterModel::sitemapFilter() const
{
    return m_criteria->sitemap;
}

bool EntryFilterModel::isFiltering() const
{
    return m_criteria->any();
}

void EntryFilterModel::setFolderFilter(const QString &prefix)
{
    // The entry predicate holds one at a time: a folder's is cleared only while it is shown.
    if (prefix.isEmpty()) {
        if (!m_folderLabel.isEmpty() && entryPredicateLabel() == m_folderLabel)
            clearEntryPredicate();
        m_folderLabel.clear();
        return;
    }
    const QByteArray utf8 = prefix.toUtf8();
    m_folderLabel = tr("Folder: %1").arg(prefix);
    setEntryPredicate(m_folderLabel,
                      [utf8](const UrlEntry &entry) { return entry.locView().startsWith(utf8); });
}

QString EntryFilterModel::entryPredicateLabel() const
{
    return m_criteria->predicateLabel;
}

void EntryFilterModel::applyCriteria(bool narrowing)
{
    refilter(narrowing);
    emit criteriaApplied();
}

void EntryFilterModel::refilter(bool narrowing)
{
    // Found here for the criteria as they are: a worker's answer would come too late.
    dropWorker();
    markShown();
    if (!m_criteria->any() && m_order.empty()) {
        // Every row in the source's order (the last filter cleared). On a large table, with
        // no list of them made (spelt out, compared with the rows shown and then dropped, a
        // million rows took a tenth of a second).
        if (!m_every && m_source->rowCount() >= m_backgroundFrom)
            showEveryRow();
        if (m_every)
            return;
    }
    // From every row, the matching ones are found without spelling every row out first.
    applyRows(matchingRows(*m_criteria, narrowing && !m_every ? &m_rows : nullptr));
    settle();
}

int EntryFilterModel::displayedRow(const QList<int> *candidates, int i) const
{
    return candidates ? candidates->at(i) : m_order.empty() ? i : m_order[size_t(i)];
}

QList<int> EntryFilterModel::firstMatchingRows(const Criteria &criteria,
                                               const QList<int> *candidates, int wanted, int limit,
                                               const std::atomic<bool> *cancel, int *tested) const
{
    const int n = candidates ? int(candidates->size()) : m_source->rowCount();
    QList<int> rows;
    *tested = 0;
    if (!criteria.any())
        return rows;
    const Matcher matcher(criteria, *m_document, *m_source);
    // In steps, so that a rare text stops near its limit and a common one near `wanted`.
    constexpr int Step = 4096;
    int i = 0;
    while (i < n && i < limit && rows.size() < wanted) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return {};
        for (const int end = std::min(n, i + Step); i < end; ++i)
            if (const int row = displayedRow(candidates, i); matcher.accepts(row))
                rows.append(row);
    }
    *tested = i;
    return rows;
}

QList<int> EntryFilterModel::matchingRows(const Criteria &criteria, const QList<int> *candidates,
                                          const std::atomic<bool> *cancel, int from) const
{
    const auto cancelled = [cancel] {
        return cancel && cancel->load(std::memory_order_relaxed);
    };
    const int sourceRows = m_source->rowCount();
    const int n = candidates ? int(candidates->size()) : sourceRows;
    auto rowAt = [&](int i) { return displayedRow(candidates, i); };
    QList<int> rows;
    if (!criteria.any()) {
        if (candidates)
            return candidates->mid(from);
        rows.resize(n - from);
        if (m_order.empty())
            std::iota(rows.begin(), rows.end(), from);
        else
            std::copy(m_order.cbegin() + from, m_order.cend(), rows.begin());
        return rows;
    }
    if (n - from < ParallelRows) {
        const Matcher matcher(criteria, *m_document, *m_source);
        for (int i = from; i < n; ++i) {
            if (i % 4096 == 0 && cancelled())
                return {};
            if (const int row = rowAt(i); matcher.accepts(row))
                rows.append(row);
        }
        return rows;
    }
    // Spans of a few thousand rows, so that both cores stay busy to the end, each marking its
    // matches in its own words of a bit set; the rows are then spelt out once, into a list of
    // the right size (kept lists per span, then joined, took twice the rows' memory).
    constexpr int Span = 16384;
    static_assert(Span % 64 == 0);
    // Bits counted from `from`: each span then has words of its own.
    std::vector<quint64> matched(size_t(n - from + 63) / 64, 0);
    QList<int> spans;
    for (int begin = from; begin < n; begin += Span)
        spans.append(begin);
    QtConcurrent::blockingMap(spans, [&](int begin) {
        if (cancelled())
            return;
        const Matcher matcher(criteria, *m_document, *m_source);
        for (int i = begin, end = std::min(n, begin + Span); i < end; ++i)
            if (matcher.accepts(rowAt(i)))
                matched[size_t(i - from) / 64] |= quint64(1) << ((i - from) % 64);
    });
    if (cancelled())
        return {};
    qsizetype total = 0;
    for (quint64 word : matched)
        total += qPopulationCount(word);
    rows.reserve(total);
    for (size_t w = 0; w < matched.size(); ++w)
        for (quint64 word = matched[w]; word != 0; word &= word - 1)
            rows.append(rowAt(from + int(w * 64) + qCountTrailingZeroBits(word)));
    return rows;
}

void EntryFilterModel::applyRows(QList<int> rows)
{
    showChange(changeTo(m_rows, m_every, m_everyCount, std::move(rows)));
}

EntryFilterModel::Change EntryFilterModel::changeTo(const QList<int> &shownRows, bool every,
                                                    int everyCount, QList<int> found) const
{
    Change change;
    const QList<int> &rows = found; // read only: no detaching at every row
    // The rows shown now, spelt out or every row (0, 1, 2 …).
    const qsizetype shown = every ? everyCount : shownRows.size();
    auto shownAt = [&](qsizetype i) {
        return every ? int(i) : shownRows[i];
    };
    if (!every && rows == shownRows) {
        change.same = true;
        return change;
    }
    // Both lists are in display order; walk them side by side and collect the runs of rows
    // that leave (in the old numbering) and arrive (in the new one).
    std::vector<int> rank;
    if (!m_order.empty()) {
        rank.resize(m_order.size());
        for (size_t i = 0; i < m_order.size(); ++i)
            rank[size_t(m_order[i])] = int(i);
    }
    auto before = [&](int a, int b) {
        return rank.empty() ? a < b : rank[a] < rank[b];
    };
    auto addRun = [](QList<std::pair<int, int>> &runs, int at) {
        if (!runs.isEmpty() && runs.last().second == at - 1)
            runs.last().second = at;
        else
            runs.append({ at, at });
    };
    qsizetype i = 0, j = 0;
    while ((i < shown || j < rows.size()) && !change.many()) {
        if (j == rows.size() || (i < shown && before(shownAt(i), rows[j]))) {
            addRun(change.removed, int(i++));
        } else if (i == shown || before(rows[j], shownAt(i))) {
            addRun(change.inserted, int(j++));
        } else {
            ++i;
            ++j;
        }
    }
    change.same = change.removed.isEmpty() && change.inserted.isEmpty();
    change.rows = std::move(found);
    return change;
}

void EntryFilterModel::showChange(Change change)
{
    if (change.same)
        return; // every row still (m_every), the same rows
    QList<int> &rows = change.rows;
    if (change.many()) {
        // One layout change rather than a reset: the current row and the selection stay on
        // their entries where these are still shown.
        emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        const QModelIndexList before = persistentIndexList();
        QList<std::pair<int, int>> sourceCells; // source row, column
        sourceCells.reserve(before.size());
        for (const QModelIndex &index : before)
            sourceCells.append({ m_every ? index.row() : m_rows.at(index.row()), index.column() });
        m_every = false;
        m_rows = std::move(rows);
        rebuildProxyRows();
        QModelIndexList after;
        after.reserve(before.size());
        for (const auto &[row, column] : std::as_const(sourceCells)) {
            const int at = proxyRowOf(row);
            after.append(at < 0 ? QModelIndex() : createIndex(at, column));
        }
        changePersistentIndexList(before, after);
        emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
        return;
    }
    spell();
    for (auto run = change.removed.crbegin(); run != change.removed.crend(); ++run) {
        beginRemoveRows({}, run->first, run->second);
        m_rows.remove(run->first, run->second - run->first + 1);
        rebuildProxyRows();
        endRemoveRows();
    }
    for (const auto &[first, last] : std::as_const(change.inserted)) {
        beginInsertRows({}, first, last);
        m_rows.insert(first, last - first + 1, 0);
        std::copy(rows.cbegin() + first, rows.cbegin() + last + 1, m_rows.begin() + first);
        rebuildProxyRows();
        endInsertRows();
    }
    Q_ASSERT(m_rows == rows);
}

void EntryFilterModel::rebuildProxyRows()
{
    if (m_order.empty()) {
        std::vector<int>().swap(m_proxyRows); // proxyRowOf() halves m_rows
        return;
    }
    m_proxyRows.assign(size_t(m_source->rowCount()), -1);
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        m_proxyRows[size_t(m_rows[i])] = int(i);
}

int EntryFilterModel::proxyRowOf(int sourceRow) const
{
    if (m_every)
        return sourceRow >= 0 && sourceRow < m_everyCount ? sourceRow : -1;
    if (!m_order.empty())
        return sourceRow >= 0 && size_t(sourceRow) < m_proxyRows.size()
            ? m_proxyRows[size_t(sourceRow)]
            : -1;
    // Unsorted, the rows shown are in the source's order: found by halving, with no map of
    // every source row kept (4 MB a million rows).
    const auto it = std::lower_bound(m_rows.cbegin(), m_rows.cend(), sourceRow);
    return it != m_rows.cend() && *it == sourceRow ? int(it - m_rows.cbegin()) : -1;
}

bool EntryFilterModel::displayLess(int a, int b) const
{
    if (m_sortColumn < 0)
        return a < b;
    const EntryRef refA = m_source->entryAt(a), refB = m_source->entryAt(b);
    const UrlEntry &entryA = m_document->entry(refA), &entryB = m_document->entry(refB);
    int order = 0;
    if (m_sortColumn == EntryTableModel::Loc) {
        order = PooledBytes::compare(entryA.location(), entryB.location());
    } else if (m_sortColumn == EntryTableModel::FinalUrl) {
        order = m_source->finalUrl(entryA).compare(m_source->finalUrl(entryB));
    } else {
        const qint64 keyA = sortKey(*m_document, *m_source, refA, entryA, m_sortColumn);
        const qint64 keyB = sortKey(*m_document, *m_source, refB, entryB, m_sortColumn);
        order = keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
    }
    if (order == 0)
        return a < b;
    return m_sortOrder == Qt::AscendingOrder ? order < 0 : order > 0;
}

int EntryFilterModel::insertPosition(const QList<int> &rows, int sourceRow) const
{
    return int(std::lower_bound(rows.cbegin(), rows.cend(), sourceRow,
                                [this](int a, int b) { return displayLess(a, b); })
               - rows.cbegin());
}

void EntryFilterModel::sort(int column, Qt::SortOrder order)
{
    if (column == m_sortColumn && (column < 0 || order == m_sortOrder))
        return;
    stopWorker();
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    spell();
    const QModelIndexList before = persistentIndexList();
    QList<std::pair<int, int>> sourceCells; // source row, column
    sourceCells.reserve(before.size());
    for (const QModelIndex &index : before)
        sourceCells.append({ m_rows.at(index.row()), index.column() });

    m_sortColumn = column < 0 || column >= EntryTableModel::ColumnCount ? -1 : column;
    m_sortOrder = order;
    m_order.clear();
    if (m_sortColumn < 0) {
        std::sort(m_rows.begin(), m_rows.end());
    } else {
        // The keys once, then a sort of row numbers by them.
        const int n = m_source->rowCount();
        m_order.resize(size_t(n));
        std::iota(m_order.begin(), m_order.end(), 0);
        const bool ascending = order == Qt::AscendingOrder;
        if (m_sortColumn == EntryTableModel::Loc) {
            std::vector<const PooledBytes *> locs(static_cast<size_t>(n));
            for (int row = 0; row < n; ++row)
                locs[size_t(row)] = &m_document->entry(m_source->entryAt(row)).location();
            std::sort(m_order.begin(), m_order.end(), [&](int a, int b) {
                const int c = PooledBytes::compare(*locs[size_t(a)], *locs[size_t(b)]);
                return c == 0 ? a < b : ascending ? c < 0 : c > 0;
            });
        } else if (m_sortColumn == EntryTableModel::FinalUrl) {
            // Most rows have none (unchecked or not redirected): empty strings, no allocation.
            std::vector<QString> finals(static_cast<size_t>(n));
            for (int row = 0; row < n; ++row)
                finals[size_t(row)] = m_source->finalUrl(m_document->entry(m_source->entryAt(row)));
            std::sort(m_order.begin(), m_order.end(), [&](int a, int b) {
                const int c = finals[size_t(a)].compare(finals[size_t(b)]);
                return c == 0 ? a < b : ascending ? c < 0 : c > 0;
            });
        } else {
            std::vector<qint64> keys(static_cast<size_t>(n));
            for (int row = 0; row < n; ++row) {
                const EntryRef ref = m_source->entryAt(row);
                keys[size_t(row)]
                    = sortKey(*m_document, *m_source, ref, m_document->entry(ref), column);
            }
            std::sort(m_order.begin(), m_order.end(), [&](int a, int b) {
                const qint64 ka = keys[size_t(a)], kb = keys[size_t(b)];
                return ka == kb ? a < b : ascending ? ka < kb : ka > kb;
            });
        }
        std::vector<bool> shown(size_t(n), false);
        for (int row : std::as_const(m_rows))
            shown[size_t(row)] = true;
        QList<int> rows;
        rows.reserve(m_rows.size());
        for (int row : m_order)
            if (shown[size_t(row)])
                rows.append(row);
        m_rows = std::move(rows);
    }
    rebuildProxyRows();

    QModelIndexList after;
    after.reserve(before.size());
    for (const auto &[row, column] : std::as_const(sourceCells))
        after.append(createIndex(proxyRowOf(row), column));
    changePersistentIndexList(before, after);
    settle();
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void EntryFilterModel::resortRow(int proxyRow)
{
    const int row = m_rows.at(proxyRow);
    const bool inPlace = (proxyRow == 0 || !displayLess(row, m_rows.at(proxyRow - 1)))
        && (proxyRow == m_rows.size() - 1 || !displayLess(m_rows.at(proxyRow + 1), row));
    if (inPlace)
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<std::pair<int, int>> sourceCells;
    sourceCells.reserve(before.size());
    for (const QModelIndex &index : before)
        sourceCells.append({ m_rows.at(index.row()), index.column() });
    m_rows.remove(proxyRow);
    m_rows.insert(insertPosition(m_rows, row), row);
    rebuildProxyRows();
    QModelIndexList after;
    after.reserve(before.size());
    for (const auto &[source, column] : std::as_const(sourceCells))
        after.append(createIndex(proxyRowOf(source), column));
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void EntryFilterModel::sourceReset()
{
    // Begun on the source's "about to" signal.
    const int column = std::exchange(m_sortColumn, -1);
    m_order.clear();
    resetRows();
    endResetModel();
    if (column >= 0)
        sort(column, m_sortOrder);
}

void EntryFilterModel::sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    if (!topLeft.isValid() || !bottomRight.isValid())
        return;
    const int first = topLeft.row(), last = bottomRight.row();
    const bool keyChanged
        = m_sortColumn >= topLeft.column() && m_sortColumn <= bottomRight.column();
    if (topLeft.column() >= EntryTableModel::LinkStatus) {
        // The link checker's columns: no filter reads them, only the order may change.
        if (keyChanged) {
            const int column = std::exchange(m_sortColumn, -1);
            sort(column, m_sortOrder);
        }
        if (rowCount() > 0)
            emit dataChanged(index(0, topLeft.column()),
                             index(rowCount() - 1, bottomRight.column()));
        return;
    }
    // The rows shown may change from here on. (No filter reads the link checker's columns: a
    // link check does not stop a worker above, unless sort() changes the order.)
    stopWorker();
    if (m_every) {
        // No filter and no order: the rows are the source's.
        emit dataChanged(index(first, topLeft.column()), index(last, bottomRight.column()));
        return;
    }
    if (last - first + 1 > MaxRowByRow) {
        // A full check or a bulk edit: sort and filter again as a whole.
        if (keyChanged) {
            const int column = std::exchange(m_sortColumn, -1);
            sort(column, m_sortOrder);
        }
        refilter();
        if (rowCount() > 0)
            emit dataChanged(index(0, topLeft.column()),
                             index(rowCount() - 1, bottomRight.column()));
        return;
    }
    const Matcher matcher(*m_criteria, *m_document, *m_source);
    for (int row = first; row <= last; ++row) {
        if (keyChanged && !m_order.empty()) {
            // Keep the order of every row, shown or not, for the next filter change.
            m_order.erase(std::find(m_order.begin(), m_order.end(), row));
            m_order.insert(std::lower_bound(m_order.begin(), m_order.end(), row,
                                            [this](int a, int b) { return displayLess(a, b); }),
                           row);
        }
        const bool matches = matcher.accepts(row);
        const int proxyRow = proxyRowOf(row);
        if (proxyRow < 0 && matches) {
            const int at = insertPosition(m_rows, row);
            beginInsertRows({}, at, at);
            m_rows.insert(at, row);
            rebuildProxyRows();
            endInsertRows();
        } else if (proxyRow >= 0 && !matches) {
            beginRemoveRows({}, proxyRow, proxyRow);
            m_rows.remove(proxyRow);
            rebuildProxyRows();
            endRemoveRows();
        } else if (proxyRow >= 0) {
            if (keyChanged)
                resortRow(proxyRow);
            const int at = proxyRowOf(row);
            emit dataChanged(index(at, topLeft.column()), index(at, bottomRight.column()));
        }
    }
}

void EntryFilterModel::sourceRowsAboutToBeRemoved(const QModelIndex &, int first, int last)
{
    stopWorker();
    if (m_every) {
        beginRemoveRows({}, first, last); // ended with the source's removal
        return;
    }
    QList<int> leaving; // proxy rows, last first
    for (int row = first; row <= last; ++row)
        if (const int proxyRow = proxyRowOf(row); proxyRow >= 0)
            leaving.append(proxyRow);
    std::sort(leaving.begin(), leaving.end(), std::greater<>());
    for (int proxyRow : std::as_const(leaving)) {
        beginRemoveRows({}, proxyRow, proxyRow);
        m_rows.remove(proxyRow);
        rebuildProxyRows();
        endRemoveRows();
    }
}

void EntryFilterModel::sourceRowsRemoved(const QModelIndex &, int first, int last)
{
    if (m_every) {
        m_everyCount -= last - first + 1;
        endRemoveRows();
        return;
    }
    const int count = last - first + 1;
    auto shift = [&](int &row) {
        if (row > last)
            row -= count;
    };
    std::erase_if(m_order, [&](int row) { return row >= first && row <= last; });
    std::for_each(m_order.begin(), m_order.end(), shift);
    std::for_each(m_rows.begin(), m_rows.end(), shift);
    rebuildProxyRows();
}

void EntryFilterModel::sourceRowsInserted(const QModelIndex &, int first, int last)
{
    if (m_every) {
        m_everyCount += last - first + 1;
        endInsertRows(); // begun on the source's "about to"
        return;
    }
    const int count = last - first + 1;
    auto shift = [&](int &row) {
        if (row >= first)
            row += count;
    };
    std::for_each(m_order.begin(), m_order.end(), shift);
    std::for_each(m_rows.begin(), m_rows.end(), shift);
    rebuildProxyRows();
    const Matcher matcher(*m_criteria, *m_document, *m_source);
    for (int row = first; row <= last; ++row) {
        if (m_sortColumn >= 0)
            m_order.insert(std::lower_bound(m_order.begin(), m_order.end(), row,
                                            [this](int a, int b) { return displayLess(a, b); }),
                           row);
        if (!matcher.accepts(row))
            continue;
        const int at = insertPosition(m_rows, row);
        beginInsertRows({}, at, at);
        m_rows.insert(at, row);
        rebuildProxyRows();
        endInsertRows();
    }
}

QModelIndex EntryFilterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= rowCount() || column < 0
        || column >= EntryTableModel::ColumnCount)
        return {};
    return createIndex(row, column);
}

QModelIndex EntryFilterModel::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex EntryFilterModel::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int EntryFilterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_every ? m_everyCount : int(m_rows.size());
}

int EntryFilterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : EntryTableModel::ColumnCount;
}

bool EntryFilterModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && rowCount() > 0;
}

QVariant EntryFilterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal)
        return m_source->headerData(section, orientation, role);
    // Rows are numbered as in the whole table, so that a filtered row keeps its number.
    if (role == Qt::DisplayRole && section >= 0 && section < rowCount())
        return (m_every ? section : m_rows.at(section)) + 1;
    return QAbstractProxyModel::headerData(section, orientation, role);
}

QModelIndex EntryFilterModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || proxyIndex.model() != this || proxyIndex.row() >= rowCount())
        return {};
    const int row = proxyIndex.row();
    return m_source->index(m_every ? row : m_rows.at(row), proxyIndex.column());
}

QModelIndex EntryFilterModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid())
        return {};
    if (m_every)
        return sourceIndex.row() < m_everyCount
            ? createIndex(sourceIndex.row(), sourceIndex.column())
            : QModelIndex();
    const int row = proxyRowOf(sourceIndex.row());
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

} // namespace Studio
