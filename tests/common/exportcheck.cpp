#include "exportcheck.h"

#include "io/writing/exporter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace Studio::Testing {

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

bool gzipTest(const QString &path, QString *why)
{
    QProcess gzip;
    gzip.start(u"gzip"_s, { u"-t"_s, path });
    if (!gzip.waitForFinished(60000)) {
        *why = u"gzip -t did not finish: "_s + gzip.errorString();
        return false;
    }
    *why = QString::fromLocal8Bit(gzip.readAllStandardError());
    return gzip.exitStatus() == QProcess::NormalExit && gzip.exitCode() == 0;
}

QByteArray gunzip(const QString &path)
{
    QProcess gzip;
    gzip.start(u"gzip"_s, { u"-dc"_s, path });
    gzip.waitForFinished(60000);
    return gzip.readAllStandardOutput();
}

QString xmlError(const QByteArray &xml)
{
    QXmlStreamReader reader(xml);
    while (!reader.atEnd())
        reader.readNext();
    return reader.hasError() ? u"%1 at %2:%3"_s.arg(reader.errorString())
                                   .arg(reader.lineNumber())
                                   .arg(reader.columnNumber())
                             : QString();
}

void checkWrittenFiles(const QString &dir, const ExportPlan &plan)
{
    for (const ExportFile &file : plan.files) {
        const QString path = QDir(dir).filePath(file.name);
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        QByteArray xml = readAll(path);
        if (file.name.endsWith(u".gz")) {
            QString why;
            QVERIFY2(gzipTest(path, &why), qPrintable(file.name + u": "_s + why));
            xml = gunzip(path);
        }
        QCOMPARE(xml.size(), file.bytes);
        const QString error = xmlError(xml);
        QVERIFY2(error.isEmpty(), qPrintable(file.name + u": "_s + error));
    }
    if (!plan.options.indexName.isEmpty()) {
        const QString path = QDir(dir).filePath(plan.options.indexName);
        const QByteArray index
            = plan.options.indexName.endsWith(u".gz") ? gunzip(path) : readAll(path);
        QCOMPARE(index.size(), plan.indexBytes);
        QVERIFY2(xmlError(index).isEmpty(), qPrintable(xmlError(index)));
    }
}

bool sameEntries(const QList<UrlEntry> &a, const QList<UrlEntry> &b, QString *why)
{
    if (a.size() != b.size()) {
        *why = u"%1 entries instead of %2"_s.arg(a.size()).arg(b.size());
        return false;
    }
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!(a.at(i) == b.at(i))) {
            *why = u"entry %1 differs: %2 / %3"_s.arg(i).arg(a.at(i).loc(), b.at(i).loc());
            return false;
        }
    }
    return true;
}

QList<UrlEntry> urlEntries(const Workspace &workspace)
{
    QList<UrlEntry> out;
    for (const Sitemap &sitemap : workspace.sitemaps)
        if (!sitemap.isIndex())
            out += sitemap.entries;
    return out;
}

} // namespace Studio::Testing
