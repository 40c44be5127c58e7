#include "filebytes.h"

#include <QFile>
#include <QList>

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
    // Myers' greedy walk: the fewest lines removed and added (d), in time (n + m) * d.
    const auto same = [&](qsizetype x, qsizetype y) { return a.at(head + x) == b.at(head + y); };
    const qsizetype offset = n + m + 1;
    QList<qsizetype> v(2 * offset + 1, 0);
    qsizetype edits = n + m;
    for (qsizetype d = 0; d <= n + m; ++d) {
        bool done = false;
        for (qsizetype k = -d; k <= d; k += 2) {
            qsizetype x = k == -d || (k != d && v.at(offset + k - 1) < v.at(offset + k + 1))
                ? v.at(offset + k + 1)
                : v.at(offset + k - 1) + 1;
            qsizetype y = x - k;
            while (x < n && y < m && same(x, y))
                ++x, ++y;
            v[offset + k] = x;
            if (x >= n && y >= m) {
                done = true;
                break;
            }
        }
        if (done) {
            edits = d;
            break;
        }
    }
    const int common = int((n + m - edits) / 2);
    return { int(n) - common, int(m) - common };
}
