#pragma once

#include <QByteArray>

#include <memory>

namespace Studio {

// gzip (RFC 1952) through zlib's deflate with gzip framing. The header carries no name and
// a zero time stamp, so the same bytes always give the same file.
QByteArray gzipCompress(QByteArrayView data, int level = 9);

// The same framing (or a raw deflate stream, as zip entries hold) fed piece by piece, so
// that a file of 50 MB is compressed in small slices that stay in the cache and need no
// second buffer of its size. One stream per thread; not copyable.
class DeflateStream
{
public:
    enum class Framing { Gzip, Raw };

    explicit DeflateStream(int level = 6, Framing framing = Framing::Gzip);
    ~DeflateStream();
    DeflateStream(const DeflateStream &) = delete;
    DeflateStream &operator=(const DeflateStream &) = delete;

    // Compresses `data` and appends what deflate gives out to `out`; `finish` ends the
    // stream (the gzip trailer). False when zlib fails (out of memory).
    bool append(QByteArrayView data, QByteArray &out, bool finish = false);
    // CRC-32 of everything appended so far (what a zip entry's header records); raw streams
    // only.
    quint32 crc() const { return m_crc; }

private:
    struct State;
    std::unique_ptr<State> d;
    Framing m_framing;
    quint32 m_crc = 0;
};

} // namespace Studio
