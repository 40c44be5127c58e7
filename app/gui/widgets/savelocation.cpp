#include "savelocation.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStringList>

namespace Studio::SaveLocation {

namespace {
const QString LastFolderKey = QStringLiteral("dialogs/lastSaveFolder");
const QString RecentFilesKey = QStringLiteral("recentFiles");

bool isFolder(const QString &path)
{
    return !path.isEmpty() && QFileInfo(path).isDir();
}
} // namespace

QString folder(const QString &preferred)
{
    if (isFolder(preferred))
        return QDir(preferred).absolutePath();
    QSettings settings;
    const QString last = settings.value(LastFolderKey).toString();
    if (isFolder(last))
        return last;
    // The recent files hold web addresses too: only a file on disk has a folder.
    for (const QString &recent : settings.value(RecentFilesKey).toStringList()) {
        const QFileInfo file(recent);
        if (!recent.contains(u"://") && isFolder(file.absolutePath()))
            return file.absolutePath();
    }
    return QDir::homePath();
}

QString suggested(const QString &preferred, const QString &name)
{
    return QDir(folder(preferred)).filePath(name);
}

void remember(const QString &path)
{
    if (!path.isEmpty())
        QSettings().setValue(LastFolderKey, QFileInfo(path).absolutePath());
}

} // namespace Studio::SaveLocation
