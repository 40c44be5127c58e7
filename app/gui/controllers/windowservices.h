#pragma once

#include <QMessageBox>

#include <functional>

class QProgressDialog;
class QWidget;

namespace Studio {

// What the window's controllers need from the window around them: a parent for their
// dialogs, questions (which tests answer instead of a modal box), work on a thread of its own
// behind a window-modal progress, and the status bar. MainWindow provides them; a test of a
// controller can provide its own.
class WindowServices
{
public:
    virtual ~WindowServices() = default;

    virtual QWidget *dialogParent() = 0;
    virtual QMessageBox::StandardButton ask(QMessageBox::Icon icon, const QString &title,
                                            const QString &text,
                                            QMessageBox::StandardButtons buttons) = 0;
    // Runs `work` on a thread of its own while a window-modal progress keeps the document
    // from changing. Cancel calls `cancel`, which returns true when the wait may end at once
    // (the result is then dropped) and false when the thread is to be waited for; without
    // `cancel` there is no way out. `poll` updates the progress every 100 ms. False when
    // cancelled.
    virtual bool runInBackground(const QString &label, std::function<void()> work,
                                 std::function<bool()> cancel,
                                 std::function<void(QProgressDialog &)> poll = {}) = 0;
    virtual void showStatus(const QString &message, int timeoutMs) = 0;
    // True while the window waits for work (a load, a save, a search): nothing else starts.
    virtual bool isBusy() const = 0;
    virtual void setBusy(bool busy) = 0;
};

} // namespace Studio
