#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <memory>

namespace Studio {

// Compression of whole buffers through libdeflate, which deflates a buffer in one pass about
// twice as fast as zlib at the same level, with output at least as small. Every file the
// project writes is built in memory first (at most 50 MB each), so nothing needs a stream.

// gzip (RFC 1952): no name, a zero time stamp, so the same bytes always give the same file.
// Level 1 (fast) … 12 (small); 6 is gzip's own default. Empty on failure (out of memory).
QByteArray gzipCompress(QByteArrayView data, int level = 9);

// A raw DEFLATE stream of `data`, as a zip entry holds it, and the CRC-32 of `data` that the
// entry's header records.
QByteArray deflateRaw(QByteArrayView data, int level, quint32 *crc);

// gzip made a piece at a time, for a file too large to build in memory first (convert of a
// list of millions of URLs): zlib's deflate stream, no name, a zero time stamp. libdeflate,
// which gzipCompress() uses, compresses whole buffers only, so the bytes differ from
// gzipCompress()'s for the same data; what they decompress to is the same.
class GzipStream
{
public:
    explicit GzipStream(int level = 9);
    ~GzipStream();
    GzipStream(const GzipStream &) = delete;
    GzipStream &operator=(const GzipStream &) = delete;

    // Compresses `data` and appends what is ready to `out`; false when zlib fails (out of
    // memory).
    bool add(QByteArrayView data, QByteArray &out);
    // The rest and the gzip trailer.
    bool finish(QByteArray &out);

private:
    bool run(QByteArrayView data, int flush, QByteArray &out);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Studio
