#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

// A field of /proc/self/status in KiB ("VmRSS", "VmHWM": the resident memory now and at its
// peak); -1 where the kernel does not say (no /proc, or no such field).
inline qint64 procStatusKiB(const char *field)
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : file.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').first().toLongLong();
    return -1;
}
