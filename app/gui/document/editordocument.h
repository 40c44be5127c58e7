#pragma once

#include "io/loader.h"
#include "model/workspace.h"
#include "rules/checker.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QThread>
#include <QUndoStack>

#include <atomic>
#include <functional>
#include <limits>
#include <memory>

namespace Studio {

// The open document: owns the Workspace, its QUndoStack and the Checker that keeps its findings
// current. Views read it; only undo commands call the mutators, each of which rechecks what it
// touched and says so through the signals. Modified means the undo stack is not clean.
class EditorDocument : public QObject
{
    Q_OBJECT

public:
    explicit EditorDocument(QObject *parent = nullptr);
    ~EditorDocument() override;

    // Saving in three steps, so that the writing can run on another thread while the window
    // keeps the document from changing: planSave() on the document's thread checks what is to
    // be written, writeSave() (any thread) writes it, finishSave() records the result.
    struct SaveJob
    {
        struct Target
        {
            qint32 sitemap;
            QString path;
            bool gzip;
        };
        QString path; // the document's new file
        QList<Target> targets; // changed children first, the opened file last
        QList<qint32> written; // sitemaps whose file was written
        // What each written file reads as (its entries' lines and the reader's findings), in
        // the order of `written`.
        struct ReadBack
        {
            QList<quint32> lines;
            QList<Finding> findings;
        };
        QList<ReadBack> readBack;
        QString error;
        std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
    };
    SaveJob planSave(const QString &path) const;
    // Why saving will lay a changed file out anew rather than keep its bytes (SitemapSplicer),
    // one line per such file, for the window to say before it saves; empty when every file
    // keeps its bytes for all that did not change. `added` gets the namespaces a save adds to
    // a root start tag ("xmlns:image").
    QString wholeRewrites(QStringList *added = nullptr) const;
    // Writes each target through QSaveFile, over the file it was read from with the bytes of
    // what did not change kept (SitemapSplicer); stops at the first failure or at a cancel, before
    // the file in hand is committed (the files not reached are left as they were).
    static void writeSave(const Workspace &workspace, SaveJob &job);
    // True when everything was written.
    bool finishSave(const SaveJob &job);
    // What reading a file gives, checked: made on any thread by read(), taken over by adopt().
    struct ReadResult
    {
        Workspace workspace;
        Checker checker;
        QString error; // why nothing could be read; empty when the workspace is usable
        bool checked = true; // false: the checker has not seen the workspace yet
    };
    // Reads and checks `path` with `options`; thread-safe, touches no document. A workspace of
    // more than `checkUpTo` entries is left unchecked, for adopt() to check in the background.
    // With a progress that was cancelled, the result is incomplete and not to be adopted.
    static ReadResult read(const QString &path, const CheckOptions &options,
                           LoadProgress *progress = nullptr, const ReadLimits &limits = {},
                           qsizetype checkUpTo = std::numeric_limits<qsizetype>::max());
    // Takes over what read() gave for `path`, in place of the current workspace. An unchecked
    // result is shown at once, with no findings, and checked on a thread (isChecking()).
    void adopt(const QString &path, ReadResult &&result);

    // Checking a large workspace in the background, so that its rows show while the rules run
    // (ten million entries take seconds). Meanwhile the views read the workspace and find no
    // findings yet, and an edit waits for the findings before it is made (every mutator calls
    // waitForCheck()): the thread reads a copy of the workspace that shares every list with
    // the document's, which stays unchanged until the thread is done. A check made in place
    // (new settings, a new workspace) takes over from it.
    bool isChecking() const { return bool(m_backgroundCheck); }
    // Returns once the findings of a background check are in, the window showing that it
    // waits (through the background runner): before an edit, and for what needs every finding
    // (a report).
    void waitForCheck();
    // The number of entries from which opening a file checks it in the background: read()'s
    // `checkUpTo` is one less. Below it the check takes a fraction of a second.
    qsizetype backgroundCheckFrom() const { return m_backgroundCheckFrom; }
    void setBackgroundCheckFrom(qsizetype entries) { m_backgroundCheckFrom = entries; }
    // read() and adopt() in one; false with a reason when nothing could be read (the current
    // workspace is then kept).
    bool load(const QString &path, QString *error = nullptr);
    // Writes the opened file (sitemaps[0]) to `path`, gzipped when the name ends in .gz, and
    // every child sitemap changed since it was read back to its own file (in the compression
    // it had), each through QSaveFile. Refuses, writing nothing, when a changed child cannot be
    // written back (read from a zip bundle or the web). On success `path` becomes the
    // document's file and the stack is marked clean.
    bool save(const QString &path, QString *error = nullptr);
    // Writes the locations of every URL, one per line (UTF-8, LF), to `path` through
    // QSaveFile. A copy: the document keeps its file and its modified state.
    bool saveUrlList(const QString &path, QString *error = nullptr) const;
    // An empty sitemap with no file, in place of the current workspace.
    void clear();

    // Runs `work` on another thread and returns once it is done, the window showing `label`
    // with progress and taking no edits meanwhile. The document hands it the checks that read
    // a whole workspace after an edit; without a runner they run in place.
    using BackgroundRunner
        = std::function<void(const QString &label, const std::function<void()> &work)>;
    void setBackgroundRunner(BackgroundRunner runner) { m_backgroundRunner = std::move(runner); }

    const Workspace &workspace() const { return m_workspace; }
    // The published version: the sitemap as the document was opened, from a file or fetched
    // from an address, before any change made in the window. The program cannot see an upload,
    // so it takes what it read as what the site serves: fetched from the site, it is exactly
    // that; a file on disk is the copy the consultant was given (or the site's own file).
    // Saving does not publish: a fix saved to a file is still not on the site, so the
    // published version stays the one opened until another document is opened (a new
    // document, having none, has no published version). Recovered work and an import are
    // changes to it, not another published version.
    //
    // A copy of the workspace as adopted, kept for the report (ReviewReport's fixes not yet
    // published): it shares every list with the document until an edit detaches the lists it
    // touches, so it costs nothing while nothing changes, and after edits the edited
    // sitemaps' entry arrays once more (about 32 bytes per entry: 32 MB for a sitemap of a
    // million URLs), their texts and extensions still shared. Reading the file again at
    // report time would cost nothing meanwhile, but cannot serve a document fetched from an
    // address, or a file saved over or changed on disk since.
    const Workspace &published() const { return m_published; }
    // When the published version was read; invalid for a new document.
    QDateTime publishedAt() const { return m_publishedAt; }
    bool hasPublished() const
    {
        return !m_published.isEmpty() && !m_published.root().source.location.isEmpty();
    }
    // Whether the document's URLs or their values differ from the published version's (as
    // SitemapDiff sees them: unknown elements do not count). Immediate while the document
    // still shares its lists with it; a comparison of every URL otherwise (hashing, linear).
    bool differsFromPublished() const;
    const Checker &checker() const { return m_checker; }
    QUndoStack *undoStack() { return &m_undoStack; }
    QString filePath() const { return m_filePath; }
    bool isModified() const { return !m_undoStack.isClean(); }
    const UrlEntry &entry(const EntryRef &ref) const;
    bool isValid(const EntryRef &ref) const;
    // True while a mutator runs: views that react to the signals (a filter hiding the edited
    // row, say) can tell a change of the document from a user's navigation.
    bool isChanging() const { return m_changing > 0; }

    // The profile and publish location the rules use; checks the workspace again.
    void setCheckOptions(const CheckOptions &options);
    const CheckOptions &checkOptions() const { return m_checker.options(); }

    // What removing an entry changed besides the entry list, so that undo restores it exactly:
    // the file's reading findings, its placed unknown elements and the index's child links.
    struct Removed
    {
        UrlEntry entry;
        QList<Finding> findings;
        QList<PlacedForeignElement> foreignElements;
        QList<Workspace::ChildLink> children;
        QList<Finding> workspaceFindings; // the loader's, about index entries
    };

    // Mutators: for undo commands only.
    void setEntry(const EntryRef &ref, const UrlEntry &entry);
    // Many entries at once (bulk edits): beyond a few thousand, one full check replaces the
    // per-entry rechecks.
    void setEntries(const QList<EntryRef> &refs, const QList<UrlEntry> &entries);
    // Inserting and removing recheck only the entries whose findings may change (see
    // Checker::entryInserted()); findingsChanged() names them after the inserted entry or the
    // removed one's place.
    void insertEntry(const EntryRef &ref, const UrlEntry &entry);
    // Puts back an entry that removeEntry() took out, with everything it changed.
    void restoreEntry(const EntryRef &ref, const Removed &removed);
    // Everything at once (recovered work): views read the workspace again.
    void setWorkspace(const Workspace &workspace);
    Removed removeEntry(const EntryRef &ref);

signals:
    // The workspace or its findings are about to change (any mutator, a check's findings
    // taken in, a new workspace): whatever reads them on another thread stops before this
    // returns.
    void aboutToChange();
    // A new workspace was loaded: everything is to be read again.
    void reset();
    // Another document took this one's place (opened from a file or URL, or a new one), as
    // opposed to a change of this one that also resets the views.
    void opened();
    void entryChanged(const Studio::EntryRef &ref);
    // Many entries changed at once: views read every row again.
    void entriesChanged();
    void entryAboutToBeInserted(const Studio::EntryRef &ref);
    void entryInserted(const Studio::EntryRef &ref);
    void entryAboutToBeRemoved(const Studio::EntryRef &ref);
    void entryRemoved(const Studio::EntryRef &ref);
    // The findings changed; `entries` are the entries whose findings may differ (empty: all).
    // After an insertion the inserted entry comes first, after a removal the removed one's
    // place (whatever entry is there now).
    void findingsChanged(const QList<Studio::EntryRef> &entries);
    void filePathChanged(const QString &path);
    // A background check started (true), or its findings came in or it was superseded (false).
    void checkingChanged(bool checking);

protected:
    bool event(QEvent *event) override;

private:
    void applyEntry(const EntryRef &ref, const UrlEntry &entry, QList<EntryRef> *affected);
    // After an insertion or a removal: entryChanged() for the entries the checker rechecked
    // besides the first, then findingsChanged().
    void announceFindings(const QList<EntryRef> &affected);
    bool isInsertPosition(const EntryRef &ref) const; // an entry index up to the count
    // Checks the whole workspace anew into a new Checker, through the background runner, and
    // puts it in the place of the current one. For changes that keep every entry where it was:
    // views that repaint meanwhile read the current findings, about entries that all still
    // exist, and the workspace does not change, since the window takes no edits while it waits.
    void checkAllAgain(const QString &label);

    struct BackgroundCheck;
    // Makes the check; launchCheck() starts its thread, once (adopt() posts it).
    void startBackgroundCheck();
    void launchCheck();
    void backgroundCheckDone(const std::shared_ptr<BackgroundCheck> &check);
    // A check in place takes over: the background one's result is dropped when it comes.
    void dropBackgroundCheck();

    Workspace m_workspace;
    Workspace m_published; // see published()
    QDateTime m_publishedAt;
    QSet<qint32> m_changedSitemaps; // edited since they were read or saved
    int m_changing = 0;
    Checker m_checker;
    std::shared_ptr<BackgroundCheck> m_backgroundCheck;
    QList<QPointer<QThread>> m_checkThreads; // waited for by the destructor
    qsizetype m_backgroundCheckFrom = 250'000;
    BackgroundRunner m_backgroundRunner;
    QUndoStack m_undoStack;
    QString m_filePath;
};

} // namespace Studio

Q_DECLARE_METATYPE(Studio::EntryRef)
