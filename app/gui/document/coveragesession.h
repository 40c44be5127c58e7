#pragma once

#include "model/finding.h"
#include "review/coverage.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>

namespace Studio {

class EditorDocument;
class UrlEntry;

// Search Console's verdicts imported into the window (File → Import Search Console Data…),
// joined with the open document: the Coverage column and filter read the data, the Warnings
// panel shows the join's findings (rules SM901-SM913) beside the link check's and the audit's.
//
// The data is about a site, not a file, as the link check's answers are: another document
// opened keeps it and is joined with it anew; Clear drops it. It is held as an immutable
// shared value, replaced whole by an import, so that a filter or a join that runs on another
// thread keeps reading the data it was given.
//
// The join runs on a thread (CoverageJoin reads every URL): at once for new data or a new
// document, shortly after an edit (a burst of edits costs one join). An insertion or a removal
// drops the findings at once, so that no view reads a finding whose entry moved, until they
// are joined again; a join whose document or data changed while it ran is dropped.
class CoverageSession : public QObject
{
    Q_OBJECT

public:
    // Not owned; must outlive the session.
    explicit CoverageSession(EditorDocument *document, QObject *parent = nullptr);
    ~CoverageSession() override;

    // Never null: empty data when nothing is imported.
    std::shared_ptr<const CoverageData> data() const { return m_data; }
    bool hasData() const { return !m_data->isEmpty(); }
    // Replaces the data (an import gives the data so far with its files added, `filesAdded`
    // of them); empty data is clear().
    void setData(std::shared_ptr<const CoverageData> data, int filesAdded = 0);
    // How many files the data was read from.
    int fileCount() const { return m_files; }
    void clear();

    // The record of `entry`'s URL; nullptr when Google's data does not name it.
    const CoverageRecord *record(const UrlEntry &entry) const;
    // What the Coverage column says of a record: "Indexed", "Not indexed: Crawled - currently
    // not indexed", "Unknown to Google"; empty for none (not inspected).
    static QString stateText(const CoverageRecord *record);
    // The reasons of the records not indexed, in the order they first came, each once (as
    // CoverageData::reasonKey() compares them).
    QStringList reasons() const;

    // What the coverage filter keeps.
    enum class Filter { Any, Indexed, NotIndexed, Unknown, NotInspected, Reason };
    // The entries `filter` keeps (`reason` for Filter::Reason); a null predicate for Any. Safe
    // to call from several threads at once: it holds the data as it is now.
    std::function<bool(const UrlEntry &)> predicate(Filter filter,
                                                    const QString &reason = {}) const;

    // The join's findings for the document as it is now; empty without data.
    const QList<Finding> &findings() const { return m_findings; }
    int count(Severity severity) const;
    // The join's counts of the document's URLs, as last joined.
    const CoverageJoin::Counts &total() const { return m_total; }
    // True while the findings wait for a join (scheduled or running).
    bool isJoining() const { return m_again.isActive() || m_running; }

Q_SIGNALS:
    // Data imported or cleared: hasData(), data() and reasons() changed.
    void dataChanged();
    void findingsChanged();

private:
    struct Result
    {
        QList<Finding> findings;
        CoverageJoin::Counts total;
    };
    void join();
    void joined();
    void scheduleJoin();
    void dropUntilJoined();

    EditorDocument *m_document; // not owned
    std::shared_ptr<const CoverageData> m_data;
    QList<Finding> m_findings;
    CoverageJoin::Counts m_total;
    QTimer m_again;
    QFutureWatcher<Result> m_watcher;
    int m_files = 0;
    bool m_running = false;
    bool m_stale = false; // the document or the data changed since the running join started
};

} // namespace Studio
