#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <cstring>
#include <optional>
#include <utility>

namespace Studio {

// Immutable bytes (a URL's UTF-8) behind an 8-byte handle, where a QByteArray takes 24: ten
// million locations held by a window spare 150 MB. The bytes lie in a block that is an
// ordinary QByteArray allocation, reference-counted by Qt's own count: a copy of the handle
// counts on the block, and the block is freed when its last handle and array go.
//
// The handle is the address of a record: a 16-bit length (0xFFFF: a 64-bit one follows), the
// bytes and a terminating zero, as QByteArray's constData() promises. A record made by a
// ByteArrayPool lies in a 64 KiB-aligned segment of a pool block, and the segment's first 8
// bytes point at the block: the handle finds its block by aligning its address down. A record
// of its own (made from bytes directly) is marked by the handle's lowest bit and is the start
// of its block's data, the block's header just before it. Records are 2-byte aligned so that
// the bit is free.
//
// A pool's record may also be split (parts()): its first part, a URL's origin that the URLs
// around it share, is a record of its own earlier in the same segment, and the split record
// holds its length with the top bit set, the 16-bit offset of that origin record in the
// segment, the rest of the bytes and a zero. Every URL of a file then pays its origin once a
// segment instead of once each: 20 bytes a URL of a site such as https://www.example.com, 200
// MB of a ten-million-URL window. The bytes of a split record are not contiguous: view() is
// for one that is not, PooledView joins them, and comparisons and the writer go by parts.
//
// Written here because Qt has no string type smaller than QByteArray's three words, and one
// that counts on a shared block is what makes both the copy-free reading of a file and the
// copy-free QByteArray for callers possible.
class PooledBytes
{
public:
    // The bytes in two parts, `head` then `tail`; `head` is empty unless the record is split.
    struct Parts
    {
        QByteArrayView head;
        QByteArrayView tail;

        qsizetype size() const noexcept { return head.size() + tail.size(); }
    };

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
    qsizetype size() const noexcept { return parts().size(); }
    // Whether the bytes lie in two parts (see parts()).
    bool isSplit() const noexcept
    {
        return !isEmpty() && !(m_handle & OwnBlock) && (shortSize(record()) & SplitMark);
    }
    // The bytes, valid while this handle (or a copy, or an array from toByteArray()) lives.
    Parts parts() const noexcept
    {
        if (isEmpty())
            return {};
        const char *r = record();
        if (m_handle & OwnBlock)
            return { {}, QByteArrayView(r + headerSize(recordSize(r)), recordSize(r)) };
        const quint16 size = shortSize(r);
        if (!(size & SplitMark))
            return { {}, QByteArrayView(r + 2, size) };
        quint16 originAt;
        std::memcpy(&originAt, r + 2, sizeof originAt);
        const char *origin = segmentOf(r) + originAt;
        return { QByteArrayView(origin + 2, shortSize(origin)),
                 QByteArrayView(r + 4, size & ~SplitMark) };
    }
    // The bytes of a record that is not split (!isSplit()), as one view.
    QByteArrayView view() const noexcept
    {
        Q_ASSERT(!isSplit());
        return parts().tail;
    }
    // A QByteArray of the bytes: it shares their block when they are not split (no copy).
    // Null when empty.
    QByteArray toByteArray() const;
    // Appends the bytes to `out`.
    void appendTo(QByteArray &out) const
    {
        const Parts p = parts();
        out.append(p.head).append(p.tail);
    }

    friend bool operator==(const PooledBytes &a, const PooledBytes &b) noexcept
    {
        return a.m_handle == b.m_handle || compare(a.parts(), b.parts()) == 0;
    }
    friend bool operator!=(const PooledBytes &a, const PooledBytes &b) noexcept
    {
        return !(a == b);
    }
    // Byte order of the two sequences of parts (as QByteArrayView::compare(): <0, 0, >0),
    // without joining them.
    static int compare(const Parts &a, const Parts &b) noexcept;
    static int compare(const PooledBytes &a, const PooledBytes &b) noexcept
    {
        return a.m_handle == b.m_handle ? 0 : compare(a.parts(), b.parts());
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
    // In a pool record's length: the record is split. A pool's records are far shorter.
    static constexpr quint16 SplitMark = 0x8000;
    static constexpr quintptr SegmentSize = 64 * 1024;

    static const char *segmentOf(const char *record) noexcept
    {
        return reinterpret_cast<const char *>(reinterpret_cast<quintptr>(record)
                                              & ~(SegmentSize - 1));
    }
    static quint16 shortSize(const char *record) noexcept
    {
        quint16 size;
        std::memcpy(&size, record, sizeof size);
        return size;
    }
    static qsizetype headerSize(qsizetype size) noexcept { return size < LongSize ? 2 : 10; }
    static qsizetype recordSize(const char *record) noexcept
    {
        const quint16 size = shortSize(record);
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

// The bytes of a PooledBytes as one view, joined on the stack when the record is split: what
// the URL functions, the rules and the views read. It lives where it is made (it cannot be
// copied or moved, and the view of one that is about to go cannot be taken), so that the view
// never outlives the joined bytes:
//
//     const PooledView loc = entry.locView();   // fine
//     Url::split(loc);                          // fine: a view of a PooledView that lives
//     QByteArrayView v = entry.locView();       // does not compile
class PooledView
{
public:
    explicit PooledView(const PooledBytes &bytes)
    {
        const PooledBytes::Parts parts = bytes.parts();
        if (parts.head.isEmpty()) {
            m_view = parts.tail;
            return;
        }
        const qsizetype size = parts.size();
        char *joined = m_buffer;
        if (size > qsizetype(sizeof m_buffer)) {
            m_long.resize(size);
            joined = m_long.data();
        }
        std::memcpy(joined, parts.head.data(), size_t(parts.head.size()));
        std::memcpy(joined + parts.head.size(), parts.tail.data(), size_t(parts.tail.size()));
        m_view = QByteArrayView(joined, size);
    }
    PooledView(const PooledView &) = delete;
    PooledView &operator=(const PooledView &) = delete;

    QByteArrayView view() const & noexcept { return m_view; }
    QByteArrayView view() const && = delete;
    operator QByteArrayView() const & noexcept { return m_view; }
    operator QByteArrayView() const && = delete;

    qsizetype size() const noexcept { return m_view.size(); }
    bool isEmpty() const noexcept { return m_view.isEmpty(); }
    bool startsWith(QByteArrayView prefix) const noexcept { return m_view.startsWith(prefix); }
    bool contains(QByteArrayView bytes) const noexcept { return m_view.contains(bytes); }

    friend bool operator==(const PooledView &a, QByteArrayView b) noexcept { return a.m_view == b; }

private:
    QByteArrayView m_view;
    QByteArray m_long; // the joined bytes when they pass the buffer
    char m_buffer[240];
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

    // A copy of `bytes`, in the current segment when it fits there. A URL whose origin the
    // one before it had too is split (PooledBytes::parts()): its origin is kept once in the
    // segment.
    PooledBytes make(QByteArrayView bytes);

    // The calling thread's pool of large blocks, for strings that are kept by the million
    // (the locations of the files a thread reads for the window): the thread's next file goes
    // on filling its last block, so that every block is filled to its end and can be all huge
    // pages. A file's records keep their blocks as long as they live, as with any pool. The
    // pool keeps its current block until the thread ends or releaseForThisThread().
    static ByteArrayPool &forThisThread();
    static void releaseForThisThread();

    // Blocks are sixteen segments of 64 KiB, each made resident as it is entered.
    static constexpr qsizetype DefaultBlockSize = 16 * 64 * 1024;
    // From this size on, blocks are aligned to a huge page and asked to be made of them (see
    // adviseHugePages()); the pool gives back the part of its last block it did not fill, as
    // a huge page written in part is resident whole.
    static constexpr qsizetype LargeBlockSize = 4 * 1024 * 1024;
    // Origins are kept apart from this length (a shorter one saves little more than the split
    // record's extra two bytes) up to the longer one.
    static constexpr qsizetype MinOrigin = 12;
    static constexpr qsizetype MaxOrigin = 256;

private:
    void release();
    void enterSegment();
    // Where a URL's origin (scheme, "://" and authority) ends in `bytes`; 0 when it has none
    // worth keeping apart.
    static qsizetype originLength(QByteArrayView bytes) noexcept;
    // The bytes of the segment's origin record (m_origin, which must be set).
    QByteArrayView segmentOrigin() const
    {
        return QByteArrayView(m_origin + 2, PooledBytes::shortSize(m_origin));
    }
    // A split record of `tail` after the segment's origin record, taking `need` bytes.
    PooledBytes makeSplit(QByteArrayView tail, qsizetype need);

    QArrayData *m_block = nullptr; // the pool's own reference to the current block
    char *m_blockEnd = nullptr;
    char *m_next = nullptr; // where the next record goes
    char *m_segmentEnd = nullptr;
    // The origin record of the current segment (a record no handle points at); null when it
    // has none yet.
    const char *m_origin = nullptr;
    // The origin of the URL made last when it had no record in the segment: a second URL with
    // it makes its record.
    char m_lastOrigin[MaxOrigin];
    qsizetype m_lastOriginSize = 0;
    qsizetype m_blockSize;
};

// The pool a reader makes one file's locations in: the thread's (ByteArrayPool::
// forThisThread()) where they are kept for the session, so that the blocks are filled to
// their ends; one of the file's own after tuneAllocatorForStreaming(), where a command drops
// a file's entries once it is through with them and its blocks should go with them.
class FileLocationPool
{
public:
    FileLocationPool();
    FileLocationPool(const FileLocationPool &) = delete;
    FileLocationPool &operator=(const FileLocationPool &) = delete;

    ByteArrayPool &pool() { return m_pool; }

private:
    std::optional<ByteArrayPool> m_own;
    ByteArrayPool &m_pool;
};

} // namespace Studio

Q_DECLARE_TYPEINFO(Studio::PooledBytes, Q_RELOCATABLE_TYPE);
