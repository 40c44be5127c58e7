#pragma once

#include <QByteArray>
#include <QByteArrayView>

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

} // namespace Studio
