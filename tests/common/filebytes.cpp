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

LineChanges lineChanges(const QByteArray &before, const QByteArray &after)
{
    const QList<QByteArray> a = before.split('\n');
    const QList<QByteArray> b = after.split('\n');
    // The common start and end first: the table is then only as large as the changed middle.
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a.at(head) == b.at(head))
        ++head;
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head
           && a.at(a.size() - 1 - tail) == b.at(b.size() - 1 - tail))
        ++tail;
    const qsizetype n = a.size() - head - tail, m = b.size() - head - tail;
    QList<int> row(m + 1, 0), previous(m + 1, 0);
    for (qsizetype i = 1; i <= n; ++i) {
        std::swap(row, previous);
        for (qsizetype j = 1; j <= m; ++j)
            row[j] = a.at(head + i - 1) == b.at(head + j - 1)
                ? previous.at(j - 1) + 1
                : std::max(previous.at(j), row.at(j - 1));
    }
    const int common = n == 0 ? 0 : row.at(m);
    return { int(n) - common, int(m) - common };
}
