#include "gzip.h"

#include <libdeflate.h>

#include <memory>

namespace Studio {

namespace {

struct FreeCompressor
{
    void operator()(libdeflate_compressor *c) const { libdeflate_free_compressor(c); }
};
using Compressor = std::unique_ptr<libdeflate_compressor, FreeCompressor>;

enum class Framing { Gzip, Raw };

QByteArray compress(QByteArrayView data, int level, Framing framing)
{
    const Compressor compressor(libdeflate_alloc_compressor(qBound(1, level, 12)));
    if (!compressor)
        return {};
    const size_t bound = framing == Framing::Gzip
        ? libdeflate_gzip_compress_bound(compressor.get(), size_t(data.size()))
        : libdeflate_deflate_compress_bound(compressor.get(), size_t(data.size()));
    QByteArray out(qsizetype(bound), Qt::Uninitialized);
    const size_t written = framing == Framing::Gzip
        ? libdeflate_gzip_compress(compressor.get(), data.data(), size_t(data.size()),
                                   out.data(), bound)
        : libdeflate_deflate_compress(compressor.get(), data.data(), size_t(data.size()),
                                      out.data(), bound);
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

} // namespace Studio
