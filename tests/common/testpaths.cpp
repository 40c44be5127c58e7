#include "testpaths.h"
#include "testpathsconfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>

namespace {

// $variable if set, else the folder configured at build time; empty unless it holds `marker`.
QString collection(const char *variable, const QString &configured, const QString &marker)
{
    const QString fromEnvironment = qEnvironmentVariable(variable);
    const QString dir = fromEnvironment.isEmpty() ? configured : fromEnvironment;
    if (dir.isEmpty() || !QFileInfo::exists(QDir(dir).filePath(marker)))
        return {};
    return QDir(dir).absolutePath();
}

} // namespace

namespace TestPaths {

QString data(const QString &name)
{
    return QStringLiteral(SITEMAP_STUDIO_SOURCE_DIR "/tests/data/") + name;
}

QString goldenDir()
{
    return QStringLiteral(SITEMAP_STUDIO_SOURCE_DIR "/tests/corpus");
}

QString corpusDir()
{
    static const QString dir = collection("SITEMAP_STUDIO_CORPUS",
                                          QStringLiteral(SITEMAP_STUDIO_CORPUS_DEFAULT),
                                          QStringLiteral("MANIFEST.tsv"));
    return dir;
}

QString corpusFile(const QString &name)
{
    return corpusDir() + u'/' + name;
}

QString xsdDir()
{
    static const QString dir = collection("SITEMAP_STUDIO_XSD",
                                          QStringLiteral(SITEMAP_STUDIO_XSD_DEFAULT),
                                          QStringLiteral("all.xsd"));
    return dir;
}

bool rendererBuilt()
{
    return SITEMAP_STUDIO_RENDERER_BUILT != 0;
}

namespace {
// The folders named after this process: its settings' and its data's.
QStringList isolatedFolders;
void removeIsolated()
{
    for (const QString &folder : std::as_const(isolatedFolders))
        QDir(folder).removeRecursively();
}
} // namespace

void isolateSettings(const QString &name)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(
        QStringLiteral("%1 %2").arg(name).arg(QCoreApplication::applicationPid()));
    const QString organisation = QCoreApplication::organizationName();
    // ~/.qttest/config/ORGANISATION/APP.conf and ~/.qttest/share/ORGANISATION/APP: the folders
    // named after the organisation, which holds this process's id, are this process's alone.
    for (const QString &path :
         { QFileInfo(QSettings().fileName()).absolutePath(),
           QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) }) {
        QString folder = path;
        while (!folder.isEmpty() && QFileInfo(folder).fileName() != organisation
               && folder != QFileInfo(folder).absolutePath())
            folder = QFileInfo(folder).absolutePath();
        if (QFileInfo(folder).fileName() == organisation)
            isolatedFolders.append(folder);
    }
    qAddPostRoutine(removeIsolated);
}

bool collectionsRequired()
{
    return qEnvironmentVariableIntValue("SITEMAP_STUDIO_REQUIRE_CORPUS") == 1;
}

QString corpusMissing()
{
    return QStringLiteral("the real-world corpus is not here (set SITEMAP_STUDIO_CORPUS to a "
                          "folder holding MANIFEST.tsv, such as ../shared/corpus/real, to run it)");
}

QString xsdMissing()
{
    return QStringLiteral("the sitemap schemas are not here (set SITEMAP_STUDIO_XSD to a folder "
                          "holding all.xsd, such as ../shared/xsd, to run it)");
}

} // namespace TestPaths
