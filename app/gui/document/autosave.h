#pragma once

#include "model/workspace.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>

#include <optional>

namespace Studio {

class EditorDocument;

// Keeps a copy of unsaved work in the application data folder, so that a crash loses at most
// the last interval: every sitemap of the workspace as written, with the source's path, size
// and modification time. The copy goes when the document is saved or its changes discarded.
class Autosave : public QObject
{
    Q_OBJECT

public:
    struct Recovery
    {
        QString folder; // where the copy is
        QString source; // the file it belongs to
        QDateTime savedAt;
        // The source is no longer what the copy was made from (size or time differ): applying
        // the copy would silently undo changes made elsewhere.
        bool sourceChanged = false;
        int sitemaps = 0;
    };

    explicit Autosave(EditorDocument *document, QObject *parent = nullptr);

    void setInterval(int msec) { m_timer.setInterval(msec); }
    // Writes the copy now when the document has unsaved changes; false when it could not.
    bool saveNow();
    // Removes the copy of the current document.
    void discard();
    // Moves a copy out of the way under a name of its own, so that this session's autosave
    // does not overwrite it; returns where it went (empty when it could not be moved).
    static QString keepAside(const Recovery &recovery);

    // The copy left for `source` by an earlier run, if any.
    static std::optional<Recovery> find(const QString &source);
    // The copy's sitemaps, in place of those of `workspace` (same count and kinds required);
    // false when the copy does not fit or cannot be read.
    static bool apply(const Recovery &recovery, Workspace *workspace);
    static void remove(const Recovery &recovery);
    static QString folderFor(const QString &source);

private:
    EditorDocument *m_document; // not owned
    QTimer m_timer;
    int m_savedIndex = -1; // the undo stack's index at the last copy
};

} // namespace Studio
