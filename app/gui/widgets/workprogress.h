#pragma once

#include <QProgressDialog>
#include <QTimer>

namespace Studio {

// The window-modal progress of work the window waits for (a load, a fetch, a site's sitemaps
// looked for), with Cancel. It comes up once the work has taken the minimum duration, and never
// after finish(): one failure gives one message, with no progress left to come up over it.
//
// QProgressDialog alone does not promise either. Its constructor arms a timer at its default
// minimum duration (4 s) that setMinimumDuration() does not re-arm while the bar has no value
// (a range of 0 to 0 never gets one), and that hide() does not stop: the progress of a slow
// search came up only after 4 s, and a dialog that outlived its work (hidden while the message
// after a quick failure waited for the user) showed itself over that message and stayed, with
// nothing left to end it.
class WorkProgress : public QProgressDialog
{
    Q_OBJECT

public:
    static constexpr int DefaultMinimumDurationMs = 400;

    // `cancelText` is the Cancel button's, translated by the caller.
    WorkProgress(const QString &objectName, const QString &label, const QString &cancelText,
                 QWidget *parent, int minimumDurationMs = DefaultMinimumDurationMs);
    ~WorkProgress() override;

    // The work is over: the dialog goes and does not come up again, whatever its timers or a
    // later setValue() would do. Call it before telling the user how the work went.
    void finish();
    bool isFinished() const { return m_finished; }

    void setVisible(bool visible) override;

private:
    QTimer m_showTimer;
    bool m_finished = false;
};

} // namespace Studio
