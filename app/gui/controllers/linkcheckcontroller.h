#pragma once

#include <QObject>

class QAction;
class QProgressBar;
class QStatusBar;
class QTableView;
class QToolButton;

namespace Studio {

class EditController;
class LinkCheckSession;
class WindowServices;

// The window's side of the link check, which runs while the user works on: Tools → Check
// Links and Re-check Links (the selected entries, or all), their progress and Cancel in the
// status bar, the table's link columns shown beside the URL at the first check of the session,
// and a word in the status bar when it ends.
class LinkCheckController : public QObject
{
    Q_OBJECT

public:
    // None is owned; all must outlive the controller. The progress and Cancel go into
    // `statusBar`.
    LinkCheckController(LinkCheckSession *linkCheck, EditController *edit, QTableView *table,
                        QStatusBar *statusBar, WindowServices *window, QObject *parent = nullptr);

    // Check Links, Re-check Links (object names actionCheckLinks, actionRecheckLinks).
    QList<QAction *> actions() const { return { m_check, m_recheck }; }
    // The selected entries (all when none is selected); with `force` the session's cached
    // answers are asked again.
    void checkLinks(bool force);

private:
    void started();
    void finished(bool cancelled);

    LinkCheckSession *m_linkCheck; // not owned
    EditController *m_edit; // not owned
    QTableView *m_table; // not owned
    WindowServices *m_window; // not owned
    QAction *m_check; // owned (child)
    QAction *m_recheck; // owned (child)
    QProgressBar *m_progress; // in the status bar while links are checked
    QToolButton *m_cancel; // in the status bar
    bool m_columnsShown = false; // shown at the first check of the session
};

} // namespace Studio
