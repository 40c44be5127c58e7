#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

class QIODevice;

// Builders of hostile inputs shared by the bad-input and attack tests: sitemap text, gzip and
// zip bombs written without ever holding their expanded size, zip bundles with any entry name
// or mode.
namespace Studio::Testing {

inline constexpr qint64 MiB = 1024 * 1024;

inline const QByteArray Declaration
    = QByteArrayLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
inline const QByteArray SitemapNs
    = QByteArrayLiteral("xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"");

// `count` plain entries, pages first .. first + count - 1, one per line.
QByteArray urls(int count, int first = 1);
// A complete urlset document around `body`.
QByteArray urlset(const QByteArray &body, const QByteArray &rootAttributes = SitemapNs);

// A single gzip stream of `head`, `fill` spaces and `tail`, deflated from one reused 1 MiB
// buffer: deflating costs time in proportion to `fill` (about 0.2 s per 64 MiB).
QByteArray gzipWithSpaces(const QByteArray &head, qint64 fill, const QByteArray &tail);
// The same as a raw deflate stream (a zip entry's data); `crc` receives the data's CRC-32.
QByteArray deflateRawWithSpaces(const QByteArray &head, qint64 fill, const QByteArray &tail,
                                quint32 *crc);

// Writes gzip members to `out`: `head`, then `fill` bytes of `fillByte` as members of 1 MiB
// each (one member compressed once and repeated), then `tail`. A reader must treat the
// concatenation as one stream, so 2 GiB of expansion costs 2 MB of file and no deflating
// beyond the first MiB. Empty `head` or `tail` write no member. False on a write error.
bool writeGzipBomb(QIODevice &out, QByteArrayView head, qint64 fill, char fillByte,
                   QByteArrayView tail);

struct ZipEntry
{
    QString name = {};
    QByteArray data = {};
    quint32 externalAttributes = 0; // Unix mode in the high 16 bits
    const char *password = nullptr; // traditional PKWARE encryption when set
    qint64 extraSpaces = 0; // spaces appended after `data`, written 1 MiB at a time
    int method = 8; // 8 deflate, 0 stored (cheap for many small entries)
};

// A zip bundle written by QuaZip to `device` (opened or not) or into memory; false or empty
// when QuaZip fails.
bool writeZip(QIODevice *device, const QList<ZipEntry> &entries);
QByteArray makeZip(const QList<ZipEntry> &entries);

// One line per finding, "SM101 line:column: message", for failure messages.
QString describe(const QList<Finding> &findings);

} // namespace Studio::Testing
