#include "reusedbuffer.h"

#include <utility>

namespace Studio::ReusedBuffer {

namespace {

// Not worth keeping below this: glibc reuses smaller blocks of its own.
constexpr qsizetype MinKept = 256 * 1024;
// Nor above this: a rare large document's array is not held for the rest of the run.
constexpr qsizetype MaxKept = 32 * 1024 * 1024;

thread_local QByteArray spare;

} // namespace

QByteArray take(qsizetype capacity)
{
    QByteArray out;
    if (spare.capacity() >= capacity && spare.capacity() / 2 <= capacity && spare.isDetached())
        out = std::exchange(spare, QByteArray());
    out.resize(0);
    // New: an eighth more, so that the next file, of about the same size, fits too.
    if (out.capacity() < capacity)
        out.reserve(capacity + capacity / 8);
    return out;
}

void giveBack(QByteArray &&bytes)
{
    if (bytes.capacity() >= MinKept && bytes.capacity() <= MaxKept && bytes.isDetached())
        spare = std::move(bytes);
    bytes = QByteArray();
}

} // namespace Studio::ReusedBuffer
