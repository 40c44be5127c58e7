#include "filebytes.h"

#include <QFile>

using namespace Qt::StringLiterals;

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString firstDifference(const QByteArray &actual, const QByteArray &expected)
{
    qsizetype at = 0;
    while (at < actual.size() && at < expected.size() && actual[at] == expected[at])
        ++at;
    return u"first difference at byte %1: got \"%2\", expected \"%3\""_s.arg(at).arg(
        QString::fromUtf8(actual.mid(at, 60)), QString::fromUtf8(expected.mid(at, 60)));
}
