#include "documentundoinfields.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>

namespace Studio {

bool DocumentUndoInFields::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || !m_panel->isAncestorOf(widget))
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool undo = key->matches(QKeySequence::Undo);
    if (!undo && !key->matches(QKeySequence::Redo))
        return false;
    auto *edit = qobject_cast<QLineEdit *>(widget);
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget); !edit && spin)
        edit = spin->findChild<QLineEdit *>();
    if (auto *combo = qobject_cast<QComboBox *>(widget); !edit && combo)
        edit = combo->lineEdit();
    if (!edit || (undo ? edit->isUndoAvailable() : edit->isRedoAvailable()))
        return false;
    event->ignore(); // not taken: the window's shortcut acts
    return true;
}

} // namespace Studio
