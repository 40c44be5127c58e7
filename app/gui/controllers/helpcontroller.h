#pragma once

#include <QObject>
#include <QStringList>

#include <functional>

class QAction;
class QMainWindow;

namespace Studio {

class Autosave;
class EditorDocument;
class EntryTableModel;
class ReviewController;
class ViewController;
class WindowServices;

// Help and settings: Help → User Guide (the guide offline, in the program), Keyboard
// Shortcuts (read from the menus), Edit → Preferences…, and the restart a language change
// asks for, from the Preferences or View → Language. The restart closes the window the usual
// way, so that unsaved work is asked about, and starts the program again only when it closed.
class HelpController : public QObject
{
    Q_OBJECT

public:
    // None is owned; all must outlive the controller. `window` holds the menus and is the one
    // a restart closes.
    HelpController(QMainWindow *window, WindowServices *services, EditorDocument *document,
                   EntryTableModel *model, ReviewController *review, ViewController *view,
                   Autosave *autosave);

    // Help → User Guide (F1), Help → Keyboard Shortcuts, Edit → Preferences… (Ctrl+, where
    // the desktop has no Preferences key), for the window's menus.
    QAction *userGuideAction() const { return m_userGuide; }
    QAction *shortcutsAction() const { return m_shortcuts; }
    QAction *preferencesAction() const { return m_preferences; }

    void showUserGuide();
    void showShortcuts();
    // Window-modal (open()): OK saves and applies; Restart Now saves, applies and restarts.
    void showPreferences();
    // The language `code` was chosen for the next start: asks whether to restart now.
    void offerRestart(const QString &code);
    // Closes the window (its unsaved work asked about) and, when it closed, starts the program
    // again with the document's file. False when the close was cancelled.
    bool restart();

    // Starts `program` with `arguments` apart from this process (QProcess::startDetached by
    // default); tests put a recorder in its place.
    using Relauncher = std::function<bool(const QString &program, const QStringList &arguments)>;
    void setRelauncher(Relauncher relauncher) { m_relaunch = std::move(relauncher); }

private:
    QMainWindow *m_window; // not owned
    WindowServices *m_services; // not owned
    EditorDocument *m_document; // not owned
    EntryTableModel *m_model; // not owned
    ReviewController *m_review; // not owned
    ViewController *m_view; // not owned
    Autosave *m_autosave; // not owned
    Relauncher m_relaunch;
    QAction *m_userGuide = nullptr; // owned (a child)
    QAction *m_shortcuts = nullptr;
    QAction *m_preferences = nullptr;
};

} // namespace Studio
