#include "dirlisting.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

QStringList directoryListing(const QString &dir, bool withTimes)
{
    QStringList out;
    if (!QFileInfo::exists(dir))
        return out;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info(path);
        QString line = QDir(dir).relativeFilePath(path);
        if (info.isFile()) {
            QFile file(path);
            file.open(QIODevice::ReadOnly);
            line += u' ' + QString::number(info.size());
            if (withTimes)
                line += u' ' + QString::number(info.lastModified().toMSecsSinceEpoch());
            line += u' ' + QString::number(qHash(file.readAll()));
        }
        out.append(line);
    }
    out.sort();
    return out;
}
