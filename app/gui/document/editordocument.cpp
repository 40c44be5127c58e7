#include "editordocument.h"

#include "io/loader.h"
#include "io/writing/durablefile.h"
#include "io/writing/gzip.h"
#include "io/writing/sitemapsplicer.h"
#include "io/writing/sitemapwriter.h"
#include "review/diff.h"
#include "rules/fixes.h"
#include "util/allocator.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFileInfo>
#include <QLocale>
#include <QSemaphore>
#include <QSet>

namespace Studio {

namespace {

QEvent::Type launchCheckEvent()
{
    static const auto type = QEvent::Type(QEvent::registerEventType());
    return type;
}

// Counts a mutator as running for as long as it does, however it returns.
struct ChangeGuard
{
    explicit ChangeGuard(int &counter)
        : m_counter(counter)
    {
        ++m_counter;
    }
    ~ChangeGuard() { --m_counter; }
    int &m_counter;
};

} // namespace

EditorDocument::EditorDocument(QObject *parent)
    : QObject(parent)
{
    m_workspace.sitemaps.append(Sitemap());
    m_checker.checkAll(m_workspace);
}

EditorDocument::~EditorDocument()
{
    // A background check reads its own copy of the workspace, but runs on the engine's pool
    // and globals: it ends before the document does.
    for (const QPointer<QThread> &thread : std::as_const(m_checkThreads))
        if (thread)
            thread->wait();
    // QUndoStack's destructor clears it, which would announce a clean stack to the listeners
    // (autosave would throw away the copy of unsaved work) from a half-destroyed document.
    m_undoStack.blockSignals(true);
}

EditorDocument::ReadResult EditorDocument::read(const QString &path, const CheckOptions &options,
                                                LoadProgress *progress, const ReadLimits &limits,
                                                qsizetype checkUpTo)
{
    ReadResult result { {}, Checker(options), {} };
    LoadOptions loadOptions;
    loadOptions.progress = progress;
    loadOptions.limits = limits;
    result.workspace = Loader::open(path, loadOptions);
    if (result.workspace.root().failed) {
        QStringList reasons;
        for (const Finding &f : result.workspace.root().findings)
            if (f.severity == Severity::Error)
                reasons.append(f.toString());
        result.error
            = reasons.isEmpty() ? tr("%1 is not a sitemap.").arg(path) : reasons.join(u'\n');
        return result;
    }
    if (progress && progress->isCancelled())
        return result;
    if (result.workspace.entryCount() > checkUpTo) {
        result.checked = false;
        releaseFreedMemory();
        return result;
    }
    if (progress)
        progress->setStage(LoadProgress::Checking);
    result.checker.checkAll(result.workspace);
    // What checking a large workspace worked with goes back to the system, as after reading.
    releaseFreedMemory();
    return result;
}

void EditorDocument::adopt(const QString &path, ReadResult &&result)
{
    emit aboutToChange();
    dropBackgroundCheck();
    m_undoStack.clear();
    m_workspace = std::move(result.workspace);
    m_checker = std::move(result.checker);
    // An unchecked checker stays unbound: bound, an insertion would make it check the whole
    // workspace in place.
    if (result.checked)
        m_checker.rebind(m_workspace);
    m_changedSitemaps.clear();
    m_published = m_workspace; // shares every list until an edit
    m_publishedAt = QDateTime::currentDateTime();
    m_filePath = path;
    if (!result.checked)
        startBackgroundCheck();
    emit reset();
    emit findingsChanged({});
    emit filePathChanged(m_filePath);
    emit opened();
    // The thread starts once the window has painted the new rows, which the check would
    // otherwise slow by seconds on two cores: posted behind the update requests the views
    // posted just now, which Qt posts at low priority too.
    if (!result.checked)
        QCoreApplication::postEvent(this, new QEvent(launchCheckEvent()), Qt::LowEventPriority);
}

struct EditorDocument::BackgroundCheck
{
    Workspace workspace; // shares the document's lists
    Checker checker;
    bool launched = false;
    // Released when the check is done: waitForCheck() waits on it from a thread of its own,
    // where the QThread, deleted on this one, is not to be touched.
    QSemaphore done;
};

void EditorDocument::startBackgroundCheck()
{
    auto check = std::make_shared<BackgroundCheck>();
    check->workspace = m_workspace;
    check->checker = Checker(m_checker.options());
    const bool wasChecking = isChecking();
    m_backgroundCheck = check;
    if (!wasChecking)
        emit checkingChanged(true);
}

bool EditorDocument::event(QEvent *event)
{
    if (event->type() != launchCheckEvent())
        return QObject::event(event);
    launchCheck();
    return true;
}

void EditorDocument::launchCheck()
{
    const std::shared_ptr<BackgroundCheck> check = m_backgroundCheck;
    if (!check || std::exchange(check->launched, true))
        return;
    QThread *thread = QThread::create([check] {
        check->checker.checkAll(check->workspace);
        // What checking a large workspace worked with goes back to the system, as in read().
        releaseFreedMemory();
        check->done.release();
    });
    thread->setObjectName(QStringLiteral("Checking"));
    m_checkThreads.append(thread);
    // Queued to this thread; `check` is compared, not kept, so that a dropped check's result
    // goes with its thread.
    connect(thread, &QThread::finished, this, [this, thread, weak = std::weak_ptr(check)] {
        m_checkThreads.removeAll(thread);
        const std::shared_ptr<BackgroundCheck> done = weak.lock();
        if (done && done == m_backgroundCheck)
            backgroundCheckDone(done);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

void EditorDocument::backgroundCheckDone(const std::shared_ptr<BackgroundCheck> &check)
{
    Q_ASSERT(check == m_backgroundCheck);
    emit aboutToChange();
    m_checker = std::move(check->checker);
    // The same lists as the copy it checked. The copy lets go of them now, not when its
    // thread is deleted, so that the edit waiting for this copies none of them.
    m_checker.rebind(m_workspace);
    check->workspace = Workspace();
    m_backgroundCheck.reset();
    emit checkingChanged(false);
    emit findingsChanged({});
}

void EditorDocument::dropBackgroundCheck()
{
    if (!m_backgroundCheck)
        return;
    m_backgroundCheck.reset();
    emit checkingChanged(false);
}

void EditorDocument::waitForCheck()
{
    while (m_backgroundCheck) {
        launchCheck();
        const std::shared_ptr<BackgroundCheck> check = m_backgroundCheck;
        const auto work = [check] {
            check->done.acquire();
            check->done.release();
        };
        if (m_backgroundRunner)
            m_backgroundRunner(tr("Checking…"), work);
        else
            work();
        // The runner's event loop may have taken the result in already.
        if (check == m_backgroundCheck)
            backgroundCheckDone(check);
    }
}

bool EditorDocument::load(const QString &path, QString *error)
{
    ReadResult result = read(path, m_checker.options());
    if (!result.error.isEmpty()) {
        if (error)
            *error = result.error;
        return false;
    }
    adopt(path, std::move(result));
    return true;
}

EditorDocument::SaveJob EditorDocument::planSave(const QString &path) const
{
    SaveJob job;
    job.path = path;
    // Every file that is to be written, checked before any is.
    for (const qint32 s : std::as_const(m_changedSitemaps)) {
        if (s <= 0 || s >= m_workspace.sitemaps.size())
            continue;
        const SourceInfo &source = m_workspace.sitemaps.at(s).source;
        if (!source.archiveEntry.isEmpty() || source.location.contains(u"://")) {
            job.error
                = tr("The child sitemap %1 was changed, but it was read from %2 and cannot "
                     "be written back there. Nothing was saved; export the workspace "
                     "instead.")
                      .arg(source.archiveEntry.isEmpty() ? source.location : source.archiveEntry,
                           source.archiveEntry.isEmpty() ? tr("the web") : tr("a zip bundle"));
            job.targets.clear();
            return job;
        }
        job.targets.append({ s, source.location, source.compression == Compression::Gzip });
    }
    job.targets.append({ 0, path, path.endsWith(u".gz", Qt::CaseInsensitive) });
    return job;
}

QString EditorDocument::wholeRewrites(QStringList *added) const
{
    QStringList lines;
    QList<qint32> changed(m_changedSitemaps.cbegin(), m_changedSitemaps.cend());
    std::sort(changed.begin(), changed.end());
    for (const qint32 s : std::as_const(changed)) {
        if (s < 0 || s >= m_workspace.sitemaps.size())
            continue;
        const Sitemap &sitemap = m_workspace.sitemaps.at(s);
        const QByteArray original = SitemapSplicer::originalOf(sitemap);
        if (original.isEmpty())
            continue; // nothing on disk to keep
        const SitemapSplicer::Plan plan = SitemapSplicer::plan(sitemap, original);
        if (added)
            for (const QString &uri : plan.addedNamespaces)
                added->append(uri);
        QString why;
        switch (plan.wholeRewrite) {
        case SitemapSplicer::WholeRewrite::None:
        case SitemapSplicer::WholeRewrite::NoOriginal:
            continue;
        case SitemapSplicer::WholeRewrite::OriginalNotClean:
            why = tr("it had to be repaired to be read, is not UTF-8, or is not a sitemap");
            break;
        case SitemapSplicer::WholeRewrite::RootChanged:
            why = tr("the declarations or attributes of its root element were edited");
            break;
        case SitemapSplicer::WholeRewrite::NamespaceUnfit:
            why = tr("its root does not declare the sitemap namespace, or gives an extension's "
                     "prefix to another namespace");
            break;
        case SitemapSplicer::WholeRewrite::Unverified:
            why = tr("its markup could not be followed");
            break;
        }
        lines.append(tr("%1: %2").arg(QFileInfo(sitemap.source.location).fileName(), why));
    }
    return lines.join(u'\n');
}

void EditorDocument::writeSave(const Workspace &workspace, SaveJob &job)
{
    for (const SaveJob::Target &target : std::as_const(job.targets)) {
        if (job.cancel->load()) {
            job.error = tr("Saving was cancelled; %1 and the files after it were not written.")
                            .arg(target.path);
            return;
        }
        const Sitemap &sitemap = workspace.sitemaps.at(target.sitemap);
        SitemapSplicer::Result result
            = SitemapSplicer::write(sitemap, SitemapSplicer::originalOf(sitemap));
        const QByteArray bytes
            = target.gzip ? gzipCompress(result.bytes) : std::exchange(result.bytes, {});
        if (!DurableFile::write(target.path, bytes, &job.error))
            return;
        job.written.append(target.sitemap);
        job.readBack.append({ std::move(result.lines), std::move(result.findings) });
    }
}

bool EditorDocument::finishSave(const SaveJob &job)
{
    waitForCheck();
    emit aboutToChange();
    for (const qint32 s : job.written)
        m_changedSitemaps.remove(s);
    // The lines and the reader's findings are those of the files as written now.
    bool linesMoved = false;
    for (qsizetype w = 0; w < job.written.size() && w < job.readBack.size(); ++w) {
        const qint32 s = job.written.at(w);
        Sitemap &sitemap = m_workspace.sitemaps[s];
        const SaveJob::ReadBack &back = job.readBack.at(w);
        const bool sameEntries = back.lines.size() == sitemap.entries.size();
        QList<Finding> findings = back.findings;
        for (Finding &f : findings)
            f.sitemap = s;
        // What loading an index's children said of its entries is not in the file itself.
        for (const Finding &f : std::as_const(sitemap.findings)) {
            if (f.ruleId != RuleId::IndexLoop && f.ruleId != RuleId::NestedIndex
                && f.ruleId != RuleId::ChildSitemapMissing)
                continue;
            findings.append(f);
            if (sameEntries && f.entryIndex >= 0 && f.entryIndex < back.lines.size())
                findings.last().line = back.lines.at(f.entryIndex);
        }
        if (sameEntries) {
            for (qsizetype i = 0; i < back.lines.size(); ++i) {
                if (sitemap.entries.at(i).sourceLine() == back.lines.at(i))
                    continue;
                sitemap.entries[i].setSourceLine(back.lines.at(i));
                linesMoved = true;
            }
        }
        linesMoved = linesMoved || findings != sitemap.findings;
        sitemap.findings = std::move(findings);
        sitemap.text.clear();
        if (s == 0 && job.path != sitemap.source.location) {
            // Saved elsewhere: that file is the one the lines, the fields' lines and the next
            // save's kept bytes come from.
            const SaveJob::Target &target = job.targets.constLast();
            sitemap.source.location = job.path;
            sitemap.source.archiveEntry.clear();
            sitemap.source.compression = target.gzip ? Compression::Gzip : Compression::None;
            sitemap.source.format
                = sitemap.isIndex() ? SourceFormat::SitemapIndex : SourceFormat::UrlSet;
            sitemap.source.encoding = QStringLiteral("UTF-8");
            linesMoved = true;
        }
    }
    if (linesMoved) {
        checkAllAgain(tr("Checking the saved file…"));
        emit entriesChanged();
        emit findingsChanged({});
    }
    if (!job.error.isEmpty() || !job.written.contains(0))
        return false;
    // What was written is complete now, whatever the original lacked.
    for (Sitemap &sitemap : m_workspace.sitemaps) {
        sitemap.recovered = false;
        sitemap.cutByLimit = false;
    }
    m_workspace.limitsReached.clear();
    m_undoStack.setClean();
    if (m_filePath != job.path) {
        m_filePath = job.path;
        emit filePathChanged(m_filePath);
    }
    return true;
}

bool EditorDocument::save(const QString &path, QString *error)
{
    SaveJob job = planSave(path);
    if (job.error.isEmpty())
        writeSave(m_workspace, job);
    const bool saved = finishSave(job);
    if (!saved && error)
        *error = job.error;
    return saved;
}

bool EditorDocument::saveUrlList(const QString &path, QString *error) const
{
    QByteArray bytes;
    for (const Sitemap &sitemap : m_workspace.sitemaps) {
        if (sitemap.isIndex() || sitemap.failed)
            continue;
        for (const UrlEntry &entry : sitemap.entries) {
            entry.location().appendTo(bytes);
            bytes += '\n';
        }
    }
    if (path.endsWith(u".gz", Qt::CaseInsensitive))
        bytes = gzipCompress(bytes);
    return DurableFile::write(path, bytes, error);
}

bool EditorDocument::differsFromPublished() const
{
    if (!hasPublished())
        return false;
    if (m_published.sitemaps.isSharedWith(m_workspace.sitemaps))
        return false;
    return !SitemapDiff::compare(m_published, m_workspace).isSame();
}

void EditorDocument::clear()
{
    ReadResult empty { {}, Checker(m_checker.options()), {} };
    empty.workspace.sitemaps.append(Sitemap());
    empty.checker.checkAll(empty.workspace);
    adopt(QString(), std::move(empty));
}

void EditorDocument::setCheckOptions(const CheckOptions &options)
{
    emit aboutToChange();
    m_checker.setOptions(options);
    checkAllAgain(tr("Checking with the new settings…"));
    emit entriesChanged();
    emit findingsChanged({});
}

bool EditorDocument::isInsertPosition(const EntryRef &ref) const
{
    return ref.sitemap >= 0 && ref.sitemap < m_workspace.sitemaps.size() && ref.entry >= 0
        && ref.entry <= m_workspace.sitemaps.at(ref.sitemap).entries.size();
}

bool EditorDocument::isValid(const EntryRef &ref) const
{
    return ref.sitemap >= 0 && ref.sitemap < m_workspace.sitemaps.size() && ref.entry >= 0
        && ref.entry < m_workspace.sitemaps.at(ref.sitemap).entries.size();
}

const UrlEntry &EditorDocument::entry(const EntryRef &ref) const
{
    return m_workspace.sitemaps.at(ref.sitemap).entries.at(ref.entry);
}

void EditorDocument::applyEntry(const EntryRef &ref, const UrlEntry &entry,
                                QList<EntryRef> *affected)
{
    Sitemap &sitemap = m_workspace.sitemaps[ref.sitemap];
    sitemap.entries[ref.entry] = entry;
    m_changedSitemaps.insert(ref.sitemap);
    // The entry is written anew: what the reader said about its spelling no longer applies
    // (the checker's contract).
    sitemap.findings.removeIf([&ref](const Finding &f) { return f.entryIndex == ref.entry; });
    const QList<EntryRef> changed = m_checker.recheck(ref.sitemap, ref.entry);
    for (const EntryRef &other : changed)
        emit entryChanged(other);
    *affected += changed;
}

void EditorDocument::setEntry(const EntryRef &ref, const UrlEntry &entry)
{
    waitForCheck();
    emit aboutToChange();
    const ChangeGuard guard(m_changing);
    if (!isValid(ref))
        return;
    QList<EntryRef> affected;
    applyEntry(ref, entry, &affected);
    emit findingsChanged(affected);
}

void EditorDocument::setEntries(const QList<EntryRef> &refs, const QList<UrlEntry> &entries)
{
    waitForCheck();
    emit aboutToChange();
    const ChangeGuard guard(m_changing);
    constexpr qsizetype RecheckLimit = 4096;
    if (refs.size() <= RecheckLimit) {
        QList<EntryRef> affected;
        for (qsizetype i = 0; i < refs.size(); ++i)
            if (isValid(refs.at(i)))
                applyEntry(refs.at(i), entries.at(i), &affected);
        emit findingsChanged(affected);
        return;
    }
    QHash<qint32, QSet<qsizetype>> edited;
    for (qsizetype i = 0; i < refs.size(); ++i) {
        const EntryRef &ref = refs.at(i);
        if (!isValid(ref))
            continue;
        m_workspace.sitemaps[ref.sitemap].entries[ref.entry] = entries.at(i);
        edited[ref.sitemap].insert(ref.entry);
        m_changedSitemaps.insert(ref.sitemap);
    }
    for (auto it = edited.cbegin(); it != edited.cend(); ++it)
        m_workspace.sitemaps[it.key()].findings.removeIf(
            [&set = it.value()](const Finding &f) { return set.contains(f.entryIndex); });
    checkAllAgain(tr("Checking %1 edited entries…").arg(QLocale().toString(refs.size())));
    emit entriesChanged();
    emit findingsChanged({});
}

void EditorDocument::checkAllAgain(const QString &label)
{
    dropBackgroundCheck();
    Checker fresh(m_checker.options());
    const Workspace &workspace = m_workspace;
    const auto work = [&fresh, &workspace] { fresh.checkAll(workspace); };
    if (m_backgroundRunner)
        m_backgroundRunner(label, work);
    else
        work();
    // The runner's event loop may have let a reader start meanwhile.
    emit aboutToChange();
    m_checker = std::move(fresh);
}

void EditorDocument::setWorkspace(const Workspace &workspace)
{
    emit aboutToChange();
    const ChangeGuard guard(m_changing);
    m_workspace = workspace;
    for (qint32 s = 0; s < m_workspace.sitemaps.size(); ++s)
        m_changedSitemaps.insert(s);
    dropBackgroundCheck();
    m_checker.checkAll(m_workspace);
    emit reset();
    emit findingsChanged({});
}

void EditorDocument::insertEntry(const EntryRef &ref, const UrlEntry &entry)
{
    waitForCheck();
    emit aboutToChange();
    const ChangeGuard guard(m_changing);
    if (!isInsertPosition(ref))
        return;
    emit entryAboutToBeInserted(ref);
    Fixes::insertEntry(m_workspace, ref.sitemap, ref.entry, entry);
    m_changedSitemaps.insert(ref.sitemap);
    // The checker first, so that the views meet the new row with its findings.
    const QList<EntryRef> affected = m_checker.entryInserted(ref.sitemap, ref.entry);
    emit entryInserted(ref);
    announceFindings(affected);
}

void EditorDocument::restoreEntry(const EntryRef &ref, const Removed &removed)
{
    waitForCheck();
    emit aboutToChange();
    const ChangeGuard guard(m_changing);
    if (!isInsertPosition(ref))
        return;
    emit entryAboutToBeInserted(ref);
    Sitemap &sitemap = m_workspace.sitemaps[ref.sitemap];
    sitemap.entries.insert(ref.entry, removed.entry);
    sitemap.findings = removed.findings;
    sitemap.foreignElements = removed.foreignElements;
    if (ref.sitemap == 0) {
        m_workspace.children = removed.children;
        m_workspace.findings = removed.workspaceFindings;
    }
    m_changedSitemaps.insert(ref.sitemap);
    const QList<EntryRef> affected = m_checker.entryInserted(ref.sitemap, ref.entry);
    emit entryInserted(ref);
    announceFindings(affected);
}

EditorDocument::Removed EditorDocument::removeEntry(const EntryRef &ref)
{
    waitForCheck();
    emit aboutToChange();
    const ChangeGuard guard(m_changing);
    Removed removed;
    if (!isValid(ref))
        return removed;
    const Sitemap &sitemap = m_workspace.sitemaps.at(ref.sitemap);
    removed.entry = sitemap.entries.at(ref.entry);
    removed.findings = sitemap.findings;
    removed.foreignElements = sitemap.foreignElements;
    removed.children = m_workspace.children;
    removed.workspaceFindings = m_workspace.findings;
    emit entryAboutToBeRemoved(ref);
    Fixes::removeEntry(m_workspace, ref.sitemap, ref.entry);
    m_changedSitemaps.insert(ref.sitemap);
    const QList<EntryRef> affected = m_checker.entryRemoved(ref.sitemap, ref.entry);
    emit entryRemoved(ref);
    announceFindings(affected);
    return removed;
}

void EditorDocument::announceFindings(const QList<EntryRef> &affected)
{
    // The first is the inserted entry, a new row, or the removed one's place; the others are
    // rows whose findings changed (a filter by severity may now show or hide them).
    for (qsizetype i = 1; i < affected.size(); ++i)
        emit entryChanged(affected.at(i));
    emit findingsChanged(affected);
}

} // namespace Studio
