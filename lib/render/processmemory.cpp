#include "processmemory.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QList>

#include <unistd.h>

namespace Studio::Render {

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

qint64 field(const QByteArray &text, QByteArrayView name)
{
    for (const QByteArray &line : text.split('\n'))
        if (line.startsWith(name))
            return line.mid(name.size()).trimmed().split(' ').constFirst().toLongLong();
    return -1;
}

// Its proportional share of the memory it holds (Pss): the browser's processes share most of
// Qt WebEngine's pages, which a sum of their resident sizes would count once for each. Its
// resident size where the kernel does not say.
qint64 residentKiB(qint64 pid)
{
    const qint64 share = field(readAll(QStringLiteral("/proc/%1/smaps_rollup").arg(pid)), "Pss:");
    if (share >= 0)
        return share;
    return qMax<qint64>(0, field(readAll(QStringLiteral("/proc/%1/status").arg(pid)), "VmRSS:"));
}

// The children of every thread of `pid` (a child belongs to the thread that forked it).
QList<qint64> children(qint64 pid)
{
    QList<qint64> out;
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        for (const QByteArray &child :
             readAll(tasks.filePath(task + QStringLiteral("/children"))).split(' '))
            if (const qint64 id = child.trimmed().toLongLong(); id > 0)
                out.append(id);
    return out;
}

} // namespace

qint64 processTreeKiB()
{
    qint64 total = 0;
    QList<qint64> pending { qint64(::getpid()) };
    for (int seen = 0; !pending.isEmpty() && seen < 256; ++seen) {
        const qint64 pid = pending.takeLast();
        total += residentKiB(pid);
        pending += children(pid);
    }
    return total;
}

} // namespace Studio::Render
