#include "coveragesession.h"

#include "document/editordocument.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// An edit waits this long for the next before the join runs again.
constexpr int JoinDelayMs = 150;

} // namespace

CoverageSession::CoverageSession(EditorDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_data(std::make_shared<const CoverageData>())
{
    m_again.setSingleShot(true);
    m_again.setInterval(JoinDelayMs);
    connect(&m_again, &QTimer::timeout, this, &CoverageSession::join);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &CoverageSession::joined);
    // Another document is joined with the data at once: no burst of edits to wait for.
    connect(document, &EditorDocument::reset, this, [this] {
        if (!hasData())
            return;
        dropUntilJoined();
        m_again.stop();
        join();
    });
    connect(document, &EditorDocument::entryAboutToBeInserted, this,
            &CoverageSession::dropUntilJoined);
    connect(document, &EditorDocument::entryAboutToBeRemoved, this,
            &CoverageSession::dropUntilJoined);
    connect(document, &EditorDocument::entriesChanged, this, &CoverageSession::scheduleJoin);
    connect(document, &EditorDocument::entryChanged, this, &CoverageSession::scheduleJoin);
    connect(document, &EditorDocument::entryInserted, this, &CoverageSession::scheduleJoin);
    connect(document, &EditorDocument::entryRemoved, this, &CoverageSession::scheduleJoin);
}

CoverageSession::~CoverageSession()
{
    // The thread reads a copy of the workspace and its own share of the data: nothing here
    // goes away under it, but the window waits for it rather than leave it running.
    m_watcher.waitForFinished();
}

void CoverageSession::setData(std::shared_ptr<const CoverageData> data, int filesAdded)
{
    if (!data || data->isEmpty()) {
        clear();
        return;
    }
    m_data = std::move(data);
    m_files += filesAdded;
    Q_EMIT dataChanged();
    m_again.stop();
    join();
}

void CoverageSession::clear()
{
    m_again.stop();
    const bool had = hasData();
    m_data = std::make_shared<const CoverageData>();
    m_files = 0;
    // A join under way is of the data dropped: its answer is not taken.
    m_stale = m_running;
    m_total = {};
    if (!m_findings.isEmpty()) {
        m_findings.clear();
        Q_EMIT findingsChanged();
    }
    if (had)
        Q_EMIT dataChanged();
}

int CoverageSession::count(Severity severity) const
{
    return int(std::count_if(m_findings.cbegin(), m_findings.cend(),
                             [severity](const Finding &f) { return f.severity == severity; }));
}

const CoverageRecord *CoverageSession::record(const UrlEntry &entry) const
{
    if (m_data->isEmpty())
        return nullptr;
    const PooledView loc = entry.locView(); // no copy of the URL
    return m_data->find(loc);
}

QString CoverageSession::stateText(const CoverageRecord *record)
{
    if (!record)
        return {};
    switch (record->state) {
    case CoverageRecord::State::Indexed:
        return tr("Indexed");
    case CoverageRecord::State::Unknown:
        return tr("Unknown to Google");
    case CoverageRecord::State::NotIndexed:
        break;
    }
    const QString reason = CoverageJoin::countedReason(*record);
    return reason.isEmpty() ? tr("Not indexed") : tr("Not indexed: %1").arg(reason);
}

QStringList CoverageSession::reasons() const
{
    QStringList reasons;
    QSet<QString> seen;
    for (const CoverageRecord &record : m_data->records()) {
        if (record.state != CoverageRecord::State::NotIndexed)
            continue;
        const QString reason = CoverageJoin::countedReason(record);
        if (!reason.isEmpty() && !seen.contains(CoverageData::reasonKey(reason))) {
            seen.insert(CoverageData::reasonKey(reason));
            reasons.append(reason);
        }
    }
    return reasons;
}

std::function<bool(const UrlEntry &)> CoverageSession::predicate(Filter filter,
                                                                 const QString &reason) const
{
    if (filter == Filter::Any)
        return {};
    // The data as it is now, kept by the predicate: an import meanwhile replaces the
    // session's, not this.
    return [data = m_data, filter, key = CoverageData::reasonKey(reason)](const UrlEntry &entry) {
        const PooledView loc = entry.locView(); // no copy of the URL: a million rows
        const CoverageRecord *record = data->isEmpty() ? nullptr : data->find(loc);
        switch (filter) {
        case Filter::Any:
            return true;
        case Filter::NotInspected:
            return record == nullptr;
        case Filter::Indexed:
            return record && record->state == CoverageRecord::State::Indexed;
        case Filter::NotIndexed:
            return record && record->state == CoverageRecord::State::NotIndexed;
        case Filter::Unknown:
            return record && record->state == CoverageRecord::State::Unknown;
        case Filter::Reason:
            return record && record->state == CoverageRecord::State::NotIndexed
                && CoverageData::reasonKey(CoverageJoin::countedReason(*record)) == key;
        }
        return false;
    };
}

void CoverageSession::scheduleJoin()
{
    if (!hasData())
        return;
    // A join under way reads the document as it was: its answer is dropped.
    m_stale = m_stale || m_running;
    m_again.start();
}

void CoverageSession::dropUntilJoined()
{
    if (!hasData())
        return;
    m_stale = m_stale || m_running;
    if (!m_findings.isEmpty()) {
        m_findings.clear();
        Q_EMIT findingsChanged();
    }
    m_again.start();
}

void CoverageSession::join()
{
    m_again.stop();
    if (!hasData())
        return;
    if (m_running) {
        // One join at a time: the one running is dropped when it ends, and this one starts
        // then.
        m_stale = true;
        return;
    }
    m_running = true;
    m_stale = false;
    // Copies that share the document's lists and the data: an edit meanwhile copies what it
    // changes, so that the thread reads the document as it was when the join started.
    m_watcher.setFuture(QtConcurrent::run([workspace = m_document->workspace(), data = m_data] {
        CoverageJoin join(*data, {}, CoverageJoin::Keep::Findings);
        for (qsizetype at = 0; at < workspace.sitemaps.size(); ++at)
            join.add(workspace.sitemaps.at(at), qint32(at));
        join.finish(0);
        return Result { join.findings(), join.total() };
    }));
}

void CoverageSession::joined()
{
    m_running = false;
    if (m_stale) {
        // The document or the data changed meanwhile: joined again, after the edits pause.
        m_stale = false;
        if (hasData() && !m_again.isActive())
            join();
        return;
    }
    if (!hasData())
        return;
    const Result result = m_watcher.result();
    m_findings = result.findings;
    m_total = result.total;
    Q_EMIT findingsChanged();
}

} // namespace Studio
