#include "hostileinput.h"

#include "io/writing/gzip.h"

#include <QBuffer>
#include <QDateTime>
#include <QIODevice>
#include <QStringList>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <zlib.h>

namespace Studio::Testing {

QByteArray urls(int count, int first)
{
    QByteArray out;
    for (int i = first; i < first + count; ++i)
        out += "  <url><loc>https://example.com/page" + QByteArray::number(i) + "</loc></url>\n";
    return out;
}

QByteArray urlset(const QByteArray &body, const QByteArray &rootAttributes)
{
    return Declaration + "<urlset " + rootAttributes + ">\n" + body + "</urlset>\n";
}

namespace {

// `head`, `fill` spaces and `tail` through zlib's deflate at level 9, with the framing
// `windowBits` asks for.
QByteArray deflateWithSpaces(const QByteArray &head, qint64 fill, const QByteArray &tail,
                             int windowBits, int memLevel)
{
    z_stream stream {};
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, windowBits, memLevel,
                     Z_DEFAULT_STRATEGY)
        != Z_OK)
        return {};
    QByteArray out;
    char buffer[1 << 16];
    auto feed = [&](QByteArrayView data, int flush) {
        stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
        stream.avail_in = uInt(data.size());
        do {
            stream.next_out = reinterpret_cast<Bytef *>(buffer);
            stream.avail_out = sizeof buffer;
            deflate(&stream, flush);
            out.append(buffer, qsizetype(sizeof buffer - stream.avail_out));
        } while (stream.avail_out == 0);
    };
    feed(head, Z_NO_FLUSH);
    const QByteArray spaces(MiB, ' ');
    for (qint64 left = fill; left > 0; left -= MiB)
        feed(QByteArrayView(spaces).first(qMin(left, MiB)), Z_NO_FLUSH);
    feed(tail, Z_FINISH);
    deflateEnd(&stream);
    return out;
}

} // namespace

QByteArray gzipWithSpaces(const QByteArray &head, qint64 fill, const QByteArray &tail)
{
    // windowBits 31 = 15 + 16: gzip framing.
    return deflateWithSpaces(head, fill, tail, 31, 9);
}

QByteArray deflateRawWithSpaces(const QByteArray &head, qint64 fill, const QByteArray &tail,
                                quint32 *crc)
{
    uLong sum = crc32(0L, Z_NULL, 0);
    sum = crc32(sum, reinterpret_cast<const Bytef *>(head.constData()), uInt(head.size()));
    const QByteArray spaces(MiB, ' ');
    for (qint64 left = fill; left > 0; left -= MiB)
        sum = crc32(sum, reinterpret_cast<const Bytef *>(spaces.constData()),
                    uInt(qMin(left, MiB)));
    sum = crc32(sum, reinterpret_cast<const Bytef *>(tail.constData()), uInt(tail.size()));
    *crc = quint32(sum);
    // windowBits -15: no framing, as a zip entry holds its data.
    return deflateWithSpaces(head, fill, tail, -MAX_WBITS, 8);
}

bool writeGzipBomb(QIODevice &out, QByteArrayView head, qint64 fill, char fillByte,
                   QByteArrayView tail)
{
    auto write = [&out](const QByteArray &bytes) {
        return out.write(bytes) == bytes.size();
    };
    if (!head.isEmpty() && !write(gzipCompress(head)))
        return false;
    const QByteArray member = gzipCompress(QByteArray(MiB, fillByte));
    qint64 left = fill;
    for (; left >= MiB; left -= MiB)
        if (!write(member))
            return false;
    if (left > 0 && !write(gzipCompress(QByteArray(left, fillByte))))
        return false;
    return tail.isEmpty() || write(gzipCompress(tail));
}

bool writeZip(QIODevice *device, const QList<ZipEntry> &entries)
{
    QuaZip zip(device);
    if (!zip.open(QuaZip::mdCreate))
        return false;
    const QByteArray spaces(MiB, ' ');
    for (const ZipEntry &entry : entries) {
        QuaZipNewInfo info(entry.name);
        info.dateTime = QDateTime(QDate(2024, 1, 1), QTime(0, 0));
        info.externalAttr = entry.externalAttributes;
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::WriteOnly, info, entry.password, 0, entry.method))
            return false;
        file.write(entry.data);
        for (qint64 left = entry.extraSpaces; left > 0; left -= MiB)
            file.write(spaces.constData(), qMin(left, MiB));
        file.close();
        if (file.getZipError() != ZIP_OK)
            return false;
    }
    zip.close();
    return zip.getZipError() == ZIP_OK;
}

QByteArray makeZip(const QList<ZipEntry> &entries)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    return writeZip(&buffer, entries) ? bytes : QByteArray();
}

QString describe(const QList<Finding> &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(QString::fromLatin1(f.ruleId) + u' ' + f.toString());
    return lines.join(u'\n');
}

} // namespace Studio::Testing
