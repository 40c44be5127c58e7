#include "workprogress.h"

#include <QApplication>

namespace Studio {

WorkProgress::WorkProgress(const QString &objectName, const QString &label,
                           const QString &cancelText, QWidget *parent, int minimumDurationMs)
    : QProgressDialog(label, cancelText, 0, 0, parent)
{
    setObjectName(objectName);
    setWindowTitle(QApplication::applicationDisplayName());
    setWindowModality(Qt::WindowModal); // no edits while the work runs
    setAutoClose(false);
    setAutoReset(false);
    setMinimumDuration(minimumDurationMs);
    // In place of the dialog's own timer, stopped by reset() (see the class comment): one
    // that keeps the minimum duration, and that finish() stops.
    reset();
    m_showTimer.setSingleShot(true);
    connect(&m_showTimer, &QTimer::timeout, this, &WorkProgress::forceShow);
    m_showTimer.start(minimumDurationMs);
}

WorkProgress::~WorkProgress()
{
    finish();
}

void WorkProgress::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_showTimer.stop();
    // reset() stops the dialog's own show timer; the flag keeps every other way shut.
    const bool close = autoClose();
    setAutoClose(true);
    reset();
    setAutoClose(close);
    hide();
}

void WorkProgress::setVisible(bool visible)
{
    if (visible && m_finished)
        return;
    QProgressDialog::setVisible(visible);
}

} // namespace Studio
