#include "realworld.h"

#include "testpaths.h"

#include <QDir>
#include <QFile>

namespace RealWorld {

QList<ManifestRow> manifest()
{
    QFile file(TestPaths::corpusFile(QStringLiteral("MANIFEST.tsv")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<ManifestRow> rows;
    file.readLine(); // the header
    while (!file.atEnd()) {
        const QStringList cells = QString::fromUtf8(file.readLine()).trimmed().split(u'\t');
        if (cells.size() < 5)
            continue;
        rows.append({ cells.at(0), cells.at(1), cells.at(2), cells.at(3), cells.last().toInt() });
    }
    return rows;
}

ManifestRow manifestRow(const QString &file)
{
    const QList<ManifestRow> rows = manifest();
    for (const ManifestRow &row : rows)
        if (row.file == file)
            return row;
    return {};
}

QString fileStartingWith(const QString &prefix)
{
    const QDir corpus(TestPaths::corpusDir());
    const QStringList names = corpus.entryList({ prefix + QStringLiteral("-*") }, QDir::Files);
    return names.size() == 1 ? corpus.filePath(names.first()) : QString();
}

} // namespace RealWorld
