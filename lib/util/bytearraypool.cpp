#include "bytearraypool.h"

#include "allocator.h"

namespace Studio {

namespace {

using Block = QTypedArrayData<char>;

constexpr qsizetype OwnAlignment = alignof(Block::AlignmentDummy);

// Records start at even addresses: the handle's lowest bit tells a block of its own.
constexpr qsizetype even(qsizetype bytes)
{
    return (bytes + 1) & ~qsizetype(1);
}

} // namespace

PooledBytes::PooledBytes(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return;
    auto [block, data] = Block::allocate(recordBytes(bytes.size()));
    Q_CHECK_PTR(data);
    Q_ASSERT(data == Block::dataStart(block, OwnAlignment));
    writeRecord(data, bytes);
    // The handle is the address allocate() returned, not one worked out from the block's:
    // Qt declares allocate() like malloc, so the compiler may take the bytes written through
    // `data` as unreachable once `data` is dropped, and with link-time optimisation GCC 12 did
    // drop them (every location the XML reader made read as garbage).
    m_handle = reinterpret_cast<quintptr>(data) | OwnBlock;
}

void PooledBytes::writeRecord(char *at, QByteArrayView bytes) noexcept
{
    const qsizetype size = bytes.size();
    if (size < LongSize) {
        const quint16 shortSize = quint16(size);
        std::memcpy(at, &shortSize, sizeof shortSize);
    } else {
        const quint64 longSize = quint64(size);
        std::memcpy(at, &LongSize, sizeof LongSize);
        std::memcpy(at + 2, &longSize, sizeof longSize);
    }
    char *text = at + headerSize(size);
    std::memcpy(text, bytes.data(), size_t(size));
    text[size] = '\0';
}

QArrayData *PooledBytes::block() const noexcept
{
    if (m_handle & OwnBlock) {
        // The block's header lies just before its data (QArrayData::dataStart()).
        constexpr quintptr HeaderBytes
            = (sizeof(QArrayData) + OwnAlignment - 1) & ~quintptr(OwnAlignment - 1);
        return reinterpret_cast<QArrayData *>((m_handle & ~OwnBlock) - HeaderBytes);
    }
    // A pool's record: its segment starts with the block's address.
    QArrayData *block;
    std::memcpy(&block, reinterpret_cast<const void *>(m_handle & ~(SegmentSize - 1)),
                sizeof block);
    return block;
}

const char *PooledBytes::record() const noexcept
{
    return reinterpret_cast<const char *>(m_handle & ~OwnBlock);
}

void PooledBytes::deref() noexcept
{
    QArrayData *d = block();
    if (!d->deref())
        Block::deallocate(d);
}

QByteArray PooledBytes::toByteArray() const
{
    if (isEmpty())
        return QByteArray();
    const Parts bytes = parts();
    if (!bytes.head.isEmpty()) {
        QByteArray joined;
        joined.reserve(bytes.size());
        return joined.append(bytes.head).append(bytes.tail);
    }
    QArrayData *d = block();
    d->ref();
    return QByteArray(QByteArray::DataPointer(
        static_cast<Block *>(d), const_cast<char *>(bytes.tail.data()), bytes.tail.size()));
}

int PooledBytes::compare(const Parts &a, const Parts &b) noexcept
{
    // Locations of one site: the same origin record, or equal origins.
    if (a.head.size() == b.head.size() && (a.head.data() == b.head.data() || a.head == b.head)) {
        return a.tail.compare(b.tail);
    }
    const QByteArrayView left[2] = { a.head, a.tail };
    const QByteArrayView right[2] = { b.head, b.tail };
    int l = 0, r = 0;
    qsizetype lAt = 0, rAt = 0;
    for (;;) {
        while (l < 2 && lAt == left[l].size()) {
            ++l;
            lAt = 0;
        }
        while (r < 2 && rAt == right[r].size()) {
            ++r;
            rAt = 0;
        }
        if (l == 2 || r == 2)
            return l == 2 ? (r == 2 ? 0 : -1) : 1;
        const qsizetype n = qMin(left[l].size() - lAt, right[r].size() - rAt);
        if (const int order = std::memcmp(left[l].data() + lAt, right[r].data() + rAt, size_t(n)))
            return order < 0 ? -1 : 1;
        lAt += n;
        rAt += n;
    }
}

ByteArrayPool::ByteArrayPool(qsizetype blockSize)
    // A block is one segment or a whole number of them.
    : m_blockSize(blockSize <= qsizetype(PooledBytes::SegmentSize)
                      ? qMax<qsizetype>(blockSize, 64)
                      : (blockSize + qsizetype(PooledBytes::SegmentSize) - 1)
                          & ~qsizetype(PooledBytes::SegmentSize - 1))
{
}

ByteArrayPool::~ByteArrayPool()
{
    release();
}

void ByteArrayPool::release()
{
    if (!m_block)
        return;
    if (m_blockSize >= LargeBlockSize)
        releaseUnused(m_next, m_blockEnd - m_next);
    if (!m_block->deref())
        Block::deallocate(m_block);
    m_block = nullptr;
    m_blockEnd = m_next = m_segmentEnd = nullptr;
    m_origin = nullptr;
    m_lastOriginSize = 0;
}

ByteArrayPool &ByteArrayPool::forThisThread()
{
    thread_local ByteArrayPool pool(LargeBlockSize);
    return pool;
}

void ByteArrayPool::releaseForThisThread()
{
    forThisThread().release();
}

FileLocationPool::FileLocationPool()
    : m_pool(allocatorTunedForStreaming() ? m_own.emplace() : ByteArrayPool::forThisThread())
{
}

qsizetype ByteArrayPool::originLength(QByteArrayView bytes) noexcept
{
    // A scheme of a few letters, "://", then the authority up to the path, query or fragment.
    const qsizetype colon = bytes.first(qMin<qsizetype>(bytes.size(), 12)).indexOf(':');
    if (colon < 1 || !bytes.sliced(colon).startsWith("://"))
        return 0;
    const qsizetype from = colon + 3;
    const qsizetype scan = qMin(bytes.size(), MaxOrigin);
    qsizetype end = from;
    while (end < scan && bytes[end] != '/' && bytes[end] != '?' && bytes[end] != '#')
        ++end;
    // The origin must end before the bytes do and within MaxOrigin, and be long enough.
    if (end == scan || end < MinOrigin)
        return 0;
    return end;
}

PooledBytes ByteArrayPool::make(QByteArrayView bytes)
{
    const qsizetype size = bytes.size();
    if (size == 0)
        return PooledBytes();
    const qsizetype need = even(PooledBytes::recordBytes(size));
    // A long string would waste the rest of a segment: it gets a block of its own.
    if (need > qMin(m_blockSize, qsizetype(PooledBytes::SegmentSize)) / 16)
        return PooledBytes(bytes);

    // Most often the origin of the segment's record, and then it need not be looked for.
    if (m_origin) {
        const QByteArrayView origin = segmentOrigin();
        if (size > origin.size() && bytes.startsWith(origin)) {
            const char next = bytes[origin.size()];
            if (next == '/' || next == '?' || next == '#') {
                const QByteArrayView tail = bytes.sliced(origin.size());
                const qsizetype splitNeed = even(4 + tail.size() + 1);
                if (splitNeed <= m_segmentEnd - m_next)
                    return makeSplit(tail, splitNeed);
            }
        }
    }
    if (const qsizetype origin = originLength(bytes)) {
        const QByteArrayView head = bytes.first(origin);
        const QByteArrayView tail = bytes.sliced(origin);
        const qsizetype splitNeed = even(4 + tail.size() + 1);
        // The segment's origin with no room left for the record (the case above took the
        // rest), or the second URL in a row with this origin: from now on the segment, or the
        // next one, keeps it.
        const bool inSegment = m_origin && segmentOrigin() == head;
        if (inSegment || head == QByteArrayView(m_lastOrigin, m_lastOriginSize)) {
            const qsizetype originNeed = even(PooledBytes::recordBytes(origin));
            if (!m_next || originNeed + splitNeed > m_segmentEnd - m_next)
                enterSegment();
            m_origin = std::exchange(m_next, m_next + originNeed);
            PooledBytes::writeRecord(m_next - originNeed, head);
            return makeSplit(tail, splitNeed);
        }
        std::memcpy(m_lastOrigin, head.data(), size_t(origin));
        m_lastOriginSize = origin;
    }

    if (!m_next || need > m_segmentEnd - m_next)
        enterSegment();
    char *record = std::exchange(m_next, m_next + need);
    PooledBytes::writeRecord(record, bytes);
    m_block->ref();
    return PooledBytes::adopt(record, false);
}

PooledBytes ByteArrayPool::makeSplit(QByteArrayView tail, qsizetype need)
{
    Q_ASSERT(m_origin && need <= m_segmentEnd - m_next);
    char *record = std::exchange(m_next, m_next + need);
    const quint16 size = quint16(tail.size()) | PooledBytes::SplitMark;
    const quint16 originAt = quint16(m_origin - PooledBytes::segmentOf(record));
    std::memcpy(record, &size, sizeof size);
    std::memcpy(record + 2, &originAt, sizeof originAt);
    std::memcpy(record + 4, tail.data(), size_t(tail.size()));
    record[4 + tail.size()] = '\0';
    m_block->ref();
    return PooledBytes::adopt(record, false);
}

void ByteArrayPool::enterSegment()
{
    char *segment = m_segmentEnd;
    if (!m_block || m_segmentEnd == m_blockEnd) {
        if (m_block && !m_block->deref())
            Block::deallocate(m_block);
        // Aligned to a segment, so that a record finds the block from its own address; a
        // large block to a huge page (2 MiB on x86-64), so that it is whole huge pages (see
        // adviseHugePages()). The alignment takes address space, not memory: a large block
        // has a mapping of its own, whose pages before the aligned start are never written.
        constexpr qsizetype HugePage = 2 * 1024 * 1024;
        const qsizetype alignment
            = m_blockSize >= LargeBlockSize ? HugePage : qsizetype(PooledBytes::SegmentSize);
        QArrayData *block = nullptr;
        segment = static_cast<char *>(
            QArrayData::allocate(&block, 1, alignment, m_blockSize, QArrayData::KeepSize));
        Q_CHECK_PTR(segment);
        m_block = block;
        m_blockEnd = segment + m_blockSize;
        adviseHugePages(segment, m_blockSize);
    }
    m_segmentEnd = segment + qMin(m_blockEnd - segment, qsizetype(PooledBytes::SegmentSize));
    prefault(segment, m_segmentEnd - segment); // it will be filled
    std::memcpy(segment, &m_block, sizeof m_block);
    m_next = segment + sizeof m_block;
    m_origin = nullptr;
}

} // namespace Studio
