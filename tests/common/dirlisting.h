#pragma once

#include <QString>
#include <QStringList>

// Every path under `dir` (hidden ones included), sorted, each file with its size, content hash
// and, when `withTimes`, its modification time: comparing two listings tells whether anything
// in the folder was added, removed or rewritten, not only renamed. Empty when `dir` does not
// exist.
QStringList directoryListing(const QString &dir, bool withTimes = false);
