#pragma once

#include <QByteArray>

namespace Studio {

// gzip (RFC 1952) through zlib's deflate with gzip framing. The header carries no name and
// a zero time stamp, so the same bytes always give the same file.
QByteArray gzipCompress(QByteArrayView data, int level = 9);

} // namespace Studio
