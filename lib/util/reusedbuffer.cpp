#include "reusedbuffer.h"

#include "allocator.h"

#include <utility>

namespace Studio::ReusedBuffer {

namespace {

// Not worth keeping below this: glibc reuses smaller blocks of its own.
constexpr qsizetype MinKept = 256 * 1024;
// Nor above this: a rare large document's array is not held for the rest of the run.
constexpr qsizetype MaxKept = 32 * 1024 * 1024;

// The last two arrays handed back, the newer first: a gzipped file's stored bytes and its
// inflated text are both taken again for the next file.
thread_local QByteArray spares[2];

bool fits(const QByteArray &spare, qsizetype capacity)
{
    return spare.capacity() >= capacity && spare.capacity() / 2 <= capacity && spare.isDetached();
}

} // namespace

QByteArray take(qsizetype capacity)
{
    QByteArray out;
    // The smaller of the two when both fit.
    int chosen = -1;
    for (int i = 0; i < 2; ++i)
        if (fits(spares[i], capacity)
            && (chosen < 0 || spares[i].capacity() < spares[chosen].capacity()))
            chosen = i;
    if (chosen >= 0) {
        out = std::exchange(spares[chosen], QByteArray());
        if (chosen == 0)
            std::swap(spares[0], spares[1]); // the other stays, now the newer
    }
    out.resize(0);
    // New: an eighth more, so that the next file, of about the same size, fits too.
    if (out.capacity() < capacity) {
        out.reserve(capacity + capacity / 8);
        adviseHugePages(out.data(), out.capacity()); // a file's text is written end to end
    }
    return out;
}

void giveBack(QByteArray &&bytes)
{
    if (bytes.capacity() >= MinKept && bytes.capacity() <= MaxKept && bytes.isDetached()) {
        spares[1] = std::exchange(spares[0], std::move(bytes));
    }
    bytes = QByteArray();
}

void release()
{
    spares[0] = QByteArray();
    spares[1] = QByteArray();
}

qsizetype keptBytes()
{
    return spares[0].capacity() + spares[1].capacity();
}

} // namespace Studio::ReusedBuffer
