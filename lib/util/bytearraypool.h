#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace Studio {

// Makes many short QByteArrays whose bytes lie side by side in shared blocks. Each one is an
// ordinary QByteArray: it holds a reference to its block (Qt's own reference count), detaches
// on write like any shared array, and the block is freed when its last string goes. A million
// URLs read from a file then cost their bytes and one terminating zero each, instead of a heap
// block, an array header and the allocator's rounding each (about a third more for a URL of
// 96 bytes), and reading them makes a few thousand allocations instead of a million.
//
// Qt has no public way to make a QByteArray that shares part of a larger array; this builds
// one from QByteArray's data pointer type, which is how QByteArray itself is made. A string
// left alone in its block keeps the whole block; it is used where strings are made by the
// million and live and die together (the entries of a file).
//
// Not thread-safe: one pool per reading thread.
class ByteArrayPool
{
public:
    explicit ByteArrayPool(qsizetype blockSize = DefaultBlockSize);

    // A copy of `bytes`, in the current block when it fits there.
    QByteArray make(QByteArrayView bytes);

    static constexpr qsizetype DefaultBlockSize = 64 * 1024;

private:
    QByteArray::DataPointer m_block; // holds the pool's own reference to the current block
    qsizetype m_used = 0;
    qsizetype m_blockSize;
};

} // namespace Studio
