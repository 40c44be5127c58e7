#include "gzip.h"

#include "util/reusedbuffer.h"

#include <libdeflate.h>
#include <zlib.h>

#include <memory>

namespace Studio {

namespace {

struct FreeCompressor
{
    void operator()(libdeflate_compressor *c) const { libdeflate_free_compressor(c); }
};
using Compressor = std::unique_ptr<libdeflate_compressor, FreeCompressor>;

enum class Framing { Gzip, Raw };

// The calling thread's compressor for `level`: made once, not for each file (at level 6 it is
// half a megabyte, which glibc maps and unmaps each time).
libdeflate_compressor *compressorFor(int level)
{
    thread_local Compressor compressor;
    thread_local int made = 0;
    if (!compressor || made != level) {
        compressor.reset(libdeflate_alloc_compressor(level));
        made = compressor ? level : 0;
    }
    return compressor.get();
}

QByteArray compress(QByteArrayView data, int level, Framing framing)
{
    libdeflate_compressor *compressor = compressorFor(qBound(1, level, 12));
    if (!compressor)
        return {};
    const size_t bound = framing == Framing::Gzip
        ? libdeflate_gzip_compress_bound(compressor, size_t(data.size()))
        : libdeflate_deflate_compress_bound(compressor, size_t(data.size()));
    // The thread's array of the last file when it has room (ReusedBuffer::giveBack() by the
    // caller that wrote it).
    QByteArray out = ReusedBuffer::take(qsizetype(bound));
    out.resize(qsizetype(bound));
    const size_t written = framing == Framing::Gzip
        ? libdeflate_gzip_compress(compressor, data.data(), size_t(data.size()), out.data(), bound)
        : libdeflate_deflate_compress(compressor, data.data(), size_t(data.size()), out.data(),
                                      bound);
    if (written == 0)
        return {};
    out.truncate(qsizetype(written));
    return out;
}

} // namespace

QByteArray gzipCompress(QByteArrayView data, int level)
{
    return compress(data, level, Framing::Gzip);
}

QByteArray deflateRaw(QByteArrayView data, int level, quint32 *crc)
{
    *crc = libdeflate_crc32(0, data.data(), size_t(data.size()));
    return compress(data, level, Framing::Raw);
}

struct GzipStream::Private
{
    z_stream stream {};
    bool ok = false;
};

GzipStream::GzipStream(int level)
    : d(std::make_unique<Private>())
{
    // 15 + 16: the largest window, with a gzip header and trailer.
    d->ok
        = deflateInit2(&d->stream, qBound(1, level, 9), Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY)
        == Z_OK;
}

GzipStream::~GzipStream()
{
    if (d->ok)
        deflateEnd(&d->stream);
}

bool GzipStream::add(QByteArrayView data, QByteArray &out)
{
    return run(data, Z_NO_FLUSH, out);
}

bool GzipStream::finish(QByteArray &out)
{
    return run({}, Z_FINISH, out);
}

bool GzipStream::run(QByteArrayView data, int flush, QByteArray &out)
{
    if (!d->ok)
        return false;
    z_stream &z = d->stream;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    z.avail_in = uInt(data.size());
    for (;;) {
        const qsizetype at = out.size();
        const qsizetype room = qMax<qsizetype>(64 * 1024, data.size() / 4);
        out.resize(at + room);
        z.next_out = reinterpret_cast<Bytef *>(out.data() + at);
        z.avail_out = uInt(room);
        const int rc = deflate(&z, flush);
        out.resize(at + room - qsizetype(z.avail_out));
        if (rc == Z_STREAM_ERROR)
            return false;
        if (flush == Z_FINISH ? rc == Z_STREAM_END : z.avail_in == 0 && z.avail_out > 0)
            return true;
    }
}

} // namespace Studio
