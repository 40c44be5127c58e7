#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QList>
#include <QString>

// How the window's actions look and what keys they take, shared by the window and the
// controllers that make actions of their own.
namespace Studio::ActionLook {

// The icon `name` of the desktop's theme, or the bundled one when the theme has none.
QIcon themeIcon(const QString &name);

// `bindings` (a platform's keys for a standard action) with `extra` added when it is not among
// them: the key the documentation names works on every desktop.
QList<QKeySequence> withShortcut(QList<QKeySequence> bindings, const QKeySequence &extra);

} // namespace Studio::ActionLook
