#include "durablefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace Studio {

bool DurableFile::write(const QString &path, const QByteArray &bytes, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    // Unbuffered: Qt 6.4 flushes its write buffer with a single write(2) and takes a short
    // count as success, so on a full disk QSaveFile::commit() would put a truncated file in
    // place of the original. Written directly, the short count shows, and the next write
    // brings the system's error.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(tr("Could not write %1: %2. Nothing was changed on disk.")
                        .arg(shown, file.errorString()));
    if (!writeAll(file, bytes)) {
        const QString why = file.errorString();
        file.cancelWriting();
        return fail(tr("Could not write %1: %2. The file on disk is unchanged.").arg(shown, why));
    }
    if (!file.commit())
        return fail(tr("Could not write %1: %2. The file on disk is unchanged.")
                        .arg(shown, file.errorString()));
    if (!syncFolder(QFileInfo(path).absolutePath()))
        return fail(tr("%1 was written, but its folder could not be flushed to disk; a power "
                       "cut now could lose it")
                        .arg(shown));
    return true;
}

bool DurableFile::writeAll(QFileDevice &file, QByteArrayView bytes)
{
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = file.write(bytes.data() + done, bytes.size() - done);
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

bool DurableFile::syncFolder(const QString &folder)
{
#ifdef Q_OS_UNIX
    const int fd
        = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    int rc;
    do {
        rc = ::fsync(fd);
    } while (rc != 0 && errno == EINTR);
    // Some file systems cannot flush a directory (EINVAL): nothing more can be done there.
    const bool ok = rc == 0 || errno == EINVAL;
    ::close(fd);
    return ok;
#else
    Q_UNUSED(folder);
    return true;
#endif
}

} // namespace Studio
