#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <cstring>
#include <utility>

namespace Studio {

// Immutable bytes (a URL's UTF-8) behind an 8-byte handle, where a QByteArray takes 24: ten
// million locations held by a window spare 150 MB. The bytes lie in a block that is an
// ordinary QByteArray allocation, reference-counted by Qt's own count: a copy of the handle
// counts on the block, toByteArray() hands out a QByteArray sharing it (no copy), and the
// block is freed when its last handle and array go.
//
// The handle is the address of a record: a 16-bit length (0xFFFF: a 64-bit one follows), the
// bytes and a terminating zero, as QByteArray's constData() promises. A record made by a
// ByteArrayPool lies in a 64 KiB-aligned segment of a pool block, and the segment's first 8
// bytes point at the block: the handle finds its block by aligning its address down. A record
// of its own (made from bytes directly) is marked by the handle's lowest bit and is the start
// of its block's data. Records are 2-byte aligned so that the bit is free.
//
// Written here because Qt has no string type smaller than QByteArray's three words, and one
// that counts on a shared block is what makes both the copy-free reading of a file and the
// copy-free QByteArray for callers possible.
class PooledBytes
{
public:
    PooledBytes() noexcept = default;
    // A copy of `bytes` in a block of its own; a null handle for empty bytes.
    explicit PooledBytes(QByteArrayView bytes);
    PooledBytes(const PooledBytes &other) noexcept
        : m_handle(other.m_handle)
    {
        ref();
    }
    PooledBytes(PooledBytes &&other) noexcept
        : m_handle(std::exchange(other.m_handle, 0))
    {
    }
    PooledBytes &operator=(const PooledBytes &other) noexcept
    {
        PooledBytes copy(other);
        swap(copy);
        return *this;
    }
    PooledBytes &operator=(PooledBytes &&other) noexcept
    {
        PooledBytes moved(std::move(other));
        swap(moved);
        return *this;
    }
    ~PooledBytes()
    {
        if (m_handle)
            deref();
    }
    void swap(PooledBytes &other) noexcept { std::swap(m_handle, other.m_handle); }

    bool isEmpty() const noexcept { return m_handle == 0; }
    qsizetype size() const noexcept { return isEmpty() ? 0 : recordSize(record()); }
    // The bytes, valid while this handle (or a copy, or an array from toByteArray()) lives.
    QByteArrayView view() const noexcept
    {
        if (isEmpty())
            return {};
        const char *r = record();
        const qsizetype size = recordSize(r);
        return QByteArrayView(r + headerSize(size), size);
    }
    // A QByteArray of the bytes that shares their block: no copy is made. Null when empty.
    QByteArray toByteArray() const;

    friend bool operator==(const PooledBytes &a, const PooledBytes &b) noexcept
    {
        return a.m_handle == b.m_handle || a.view() == b.view();
    }
    friend bool operator!=(const PooledBytes &a, const PooledBytes &b) noexcept
    {
        return !(a == b);
    }

private:
    friend class ByteArrayPool;

    // The record at `record` in `block`, whose reference the new handle takes over.
    static PooledBytes adopt(const char *record, bool ownBlock) noexcept
    {
        PooledBytes bytes;
        bytes.m_handle = reinterpret_cast<quintptr>(record) | (ownBlock ? OwnBlock : 0);
        return bytes;
    }

    static constexpr quintptr OwnBlock = 1;
    static constexpr quint16 LongSize = 0xFFFF;
    static constexpr quintptr SegmentSize = 64 * 1024;

    static qsizetype headerSize(qsizetype size) noexcept { return size < LongSize ? 2 : 10; }
    static qsizetype recordSize(const char *record) noexcept
    {
        quint16 size;
        std::memcpy(&size, record, sizeof size);
        if (size != LongSize)
            return size;
        quint64 longSize;
        std::memcpy(&longSize, record + 2, sizeof longSize);
        return qsizetype(longSize);
    }
    // Writes the record of `bytes` at `at`: its length, the bytes and a zero.
    static void writeRecord(char *at, QByteArrayView bytes) noexcept;
    static qsizetype recordBytes(qsizetype size) noexcept { return headerSize(size) + size + 1; }

    const char *record() const noexcept;
    QArrayData *block() const noexcept;
    void ref() const noexcept
    {
        if (!isEmpty())
            block()->ref();
    }
    void deref() noexcept; // of a handle that is not null

    quintptr m_handle = 0;
};

// Makes the records of many short PooledBytes side by side in shared blocks. A million URLs
// read from a file then cost their bytes and three bytes each, instead of a heap block, an
// array header and the allocator's rounding each (about a third more for a URL of 96 bytes),
// and reading them makes a few hundred allocations instead of a million.
//
// A string left alone in its block keeps the whole block; the pool is used where strings are
// made by the million and live and die together (the entries of a file).
//
// Not thread-safe: one pool per reading thread.
class ByteArrayPool
{
public:
    explicit ByteArrayPool(qsizetype blockSize = DefaultBlockSize);
    ~ByteArrayPool();
    ByteArrayPool(const ByteArrayPool &) = delete;
    ByteArrayPool &operator=(const ByteArrayPool &) = delete;

    // A copy of `bytes`, in the current segment when it fits there.
    PooledBytes make(QByteArrayView bytes);

    // Blocks are sixteen segments of 64 KiB, each made resident as it is entered.
    static constexpr qsizetype DefaultBlockSize = 16 * 64 * 1024;

private:
    void enterSegment();

    QArrayData *m_block = nullptr; // the pool's own reference to the current block
    char *m_blockEnd = nullptr;
    char *m_next = nullptr; // where the next record goes
    char *m_segmentEnd = nullptr;
    qsizetype m_blockSize;
};

} // namespace Studio

Q_DECLARE_TYPEINFO(Studio::PooledBytes, Q_RELOCATABLE_TYPE);
