#pragma once

#include "model/workspace.h"

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace Studio {

class EditorDocument;

// Keeps a copy of unsaved work in the application data folder, so that a crash loses at most
// the last interval: every sitemap of the workspace as written, with the source's path, size
// and modification time. Work that has no file yet (a new document, an import, a sitemap opened
// from the web) is kept too, in a folder of this session's own. The copy goes when the
// document is saved or its changes discarded.
//
// While a run keeps a copy it holds a lock file in its folder, so that another Sitemap Studio
// running at the same time neither offers nor removes it; a run that crashed leaves the lock of
// a process that no longer exists, which QLockFile takes as stale.
class Autosave : public QObject
{
    Q_OBJECT

public:
    struct Recovery
    {
        QString folder; // where the copy is
        QString source; // the file it belongs to; empty for work that had no file
        QString title; // what the window called the document
        QDateTime savedAt;
        // The source is no longer what the copy was made from (size or time differ): applying
        // the copy would silently undo changes made elsewhere.
        bool sourceChanged = false;
        int sitemaps = 0;
    };

    explicit Autosave(EditorDocument *document, QObject *parent = nullptr);
    ~Autosave() override;

    // The name the window shows for the document, kept with the copy (for work with no file,
    // the only way to tell copies apart).
    void setTitle(const QString &title) { m_title = title; }

    void setInterval(int msec) { m_timer.setInterval(msec); }
    // The minutes between two copies as the settings keep them (QSettings
    // "autosave/minutes", Edit → Preferences); 0 keeps no copy.
    static constexpr int DefaultMinutes = 1;
    static constexpr int MaxMinutes = 120;
    static int savedMinutes();
    static void saveMinutes(int minutes);
    // Takes savedMinutes() on: the copies' interval, or none.
    void applySavedInterval();
    // The milliseconds between two copies; 0 when none is kept.
    int interval() const { return m_timer.isActive() ? m_timer.interval() : 0; }
    // Writes the copy now when the document has unsaved changes; false when it could not.
    bool saveNow();
    // Removes the copy of the current document.
    void discard();
    // Moves a copy out of the way under a name of its own, so that this session's autosave
    // does not overwrite it; returns where it went (empty when it could not be moved).
    static QString keepAside(const Recovery &recovery);

    // The copy left for `source` by an earlier run, if any (not one a running Sitemap Studio
    // keeps).
    static std::optional<Recovery> find(const QString &source);
    // Every copy that runs which ended without closing their documents left, newest first;
    // copies that running instances keep, and copies kept aside, are not listed.
    static QList<Recovery> leftBehind();
    // The sitemaps of a copy of work that had no file, as a workspace of their own.
    static std::optional<Workspace> load(const Recovery &recovery);
    // The copy's sitemaps, in place of those of `workspace` (same count and kinds required);
    // false when the copy does not fit or cannot be read.
    static bool apply(const Recovery &recovery, Workspace *workspace);
    static void remove(const Recovery &recovery);
    static QString folderFor(const QString &source);
    // The folder every copy goes under (the application data folder's "autosave").
    static QString root();
    // Whether a running Sitemap Studio (this process too) holds the lock in `folder`: a copy
    // it keeps is neither offered nor removed by another.
    static bool isKeptByRunningSession(const QString &folder);
    // The name of the lock file a session holds in the folder of a copy it keeps.
    static QString lockFileName();

private:
    // The folder for the document as it is now: its file's, or this session's own.
    QString currentFolder();
    static Recovery readRecovery(const QString &folder, const QJsonObject &meta);

    EditorDocument *m_document; // not owned
    QTimer m_timer;
    int m_savedIndex = -1; // the undo stack's index at the last copy
    QString m_title;
    QString m_folder; // where the last copy went; empty when there is none
    QString m_untitledFolder; // this session's folder for work with no file
    std::unique_ptr<QLockFile> m_lock; // held on m_folder
};

} // namespace Studio
