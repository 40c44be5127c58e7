#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QFileDevice>
#include <QString>

namespace Studio {

// Writing a user's file so that no failure loses it. QSaveFile writes a temporary file beside
// the target, flushes it to disk and renames it over the original, so a failed write (disk
// full, a read-only folder, a file locked) leaves the original as it was; but it does not flush
// the folder, and after a power cut the rename itself may be lost, or the folder may name a
// file whose blocks never arrived. write() adds that flush of the folder (fsync of the
// directory, POSIX), which is what makes the rename durable.
class DurableFile
{
    Q_DECLARE_TR_FUNCTIONS(Studio::DurableFile)

public:
    // Replaces `path` with `bytes` in one step. On failure returns false, leaves the file
    // as it was and sets `error` to why (the system's reason, and that the file on disk is
    // unchanged).
    static bool write(const QString &path, const QByteArray &bytes, QString *error = nullptr);
    // Writes all of `bytes` to `file`, which must be open Unbuffered, going on after a short
    // write; false when the system refuses the rest (file.errorString() says why).
    static bool writeAll(QFileDevice &file, QByteArrayView bytes);
    // Flushes the folder's entries (renames, new and removed files) to disk; true where the
    // system has nothing of the kind to do.
    static bool syncFolder(const QString &folder);
};

} // namespace Studio
