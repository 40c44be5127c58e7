#include "gzip.h"

#include <zlib.h>

namespace Studio {

QByteArray gzipCompress(QByteArrayView data, int level)
{
    z_stream stream{};
    // 16 + MAX_WBITS asks zlib for gzip framing.
    if (deflateInit2(&stream, level, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out;
    out.resize(qsizetype(deflateBound(&stream, uLong(data.size()))));
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = uInt(out.size());
    const int status = deflate(&stream, Z_FINISH);
    out.truncate(qsizetype(stream.total_out));
    deflateEnd(&stream);
    return status == Z_STREAM_END ? out : QByteArray();
}

struct DeflateStream::State
{
    z_stream stream{};
    bool ready = false;
};

DeflateStream::DeflateStream(int level, Framing framing)
    : d(std::make_unique<State>())
    , m_framing(framing)
{
    // 16 + MAX_WBITS asks for gzip framing, -MAX_WBITS for none (a zip entry's data).
    const int windowBits = framing == Framing::Gzip ? 16 + MAX_WBITS : -MAX_WBITS;
    d->ready
        = deflateInit2(&d->stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY) == Z_OK;
    m_crc = quint32(crc32(0L, Z_NULL, 0));
}

DeflateStream::~DeflateStream()
{
    if (d->ready)
        deflateEnd(&d->stream);
}

bool DeflateStream::append(QByteArrayView data, QByteArray &out, bool finish)
{
    if (!d->ready)
        return false;
    z_stream &stream = d->stream;
    // gzip framing carries its own CRC, computed by deflate; a raw stream's is kept here.
    if (m_framing == Framing::Raw)
        m_crc = quint32(
            crc32(m_crc, reinterpret_cast<const Bytef *>(data.data()), uInt(data.size())));
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    stream.avail_in = uInt(data.size());
    const int flush = finish ? Z_FINISH : Z_NO_FLUSH;
    while (true) {
        // Room for what this slice can give, and more while deflate keeps filling it.
        const qsizetype at = out.size();
        const qsizetype room
            = qMax<qsizetype>(qsizetype(deflateBound(&stream, stream.avail_in)), 1 << 14);
        out.resize(at + room);
        stream.next_out = reinterpret_cast<Bytef *>(out.data() + at);
        stream.avail_out = uInt(room);
        const int status = deflate(&stream, flush);
        out.truncate(at + room - qsizetype(stream.avail_out));
        if (status == Z_STREAM_ERROR)
            return false;
        if (finish ? status == Z_STREAM_END : (stream.avail_in == 0 && stream.avail_out > 0))
            return true;
    }
}

} // namespace Studio
