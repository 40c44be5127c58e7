#include "reusedbuffer.h"

namespace Studio::ReusedBuffer {

namespace {

// Not worth keeping below this: glibc reuses smaller blocks of its own.
constexpr qsizetype MinKept = 256 * 1024;

thread_local QByteArray spare;

} // namespace

QByteArray take(qsizetype capacity)
{
    QByteArray out;
    if (spare.capacity() >= capacity && spare.isDetached())
        out = std::exchange(spare, QByteArray());
    out.resize(0);
    // New: an eighth more, so that the next file, of about the same size, fits too.
    if (out.capacity() < capacity)
        out.reserve(capacity + capacity / 8);
    return out;
}

void giveBack(QByteArray &&bytes)
{
    if (bytes.capacity() >= MinKept && bytes.isDetached() && bytes.capacity() > spare.capacity())
        spare = std::move(bytes);
    bytes = QByteArray();
}

} // namespace Studio::ReusedBuffer
