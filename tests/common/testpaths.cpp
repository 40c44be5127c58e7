#include "testpaths.h"
#include "testpathsconfig.h"

#include <QDir>
#include <QFileInfo>

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
