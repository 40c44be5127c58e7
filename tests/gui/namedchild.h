#pragma once

#include <QWidget>

// The child of `parent` named `name`, with a warning naming it when there is none, so that a
// renamed widget fails its test with a word on which.
template<typename T> T *child(const QWidget &parent, const QString &name)
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        qWarning("no child %s", qPrintable(name));
    return found;
}
