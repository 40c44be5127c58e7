#include "bytearraypool.h"

#include "allocator.h"

namespace Studio {

namespace {

using Block = QTypedArrayData<char>;

constexpr qsizetype OwnAlignment = alignof(Block::AlignmentDummy);

} // namespace

PooledBytes::PooledBytes(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return;
    auto [block, data] = Block::allocate(recordBytes(bytes.size()));
    Q_CHECK_PTR(data);
    writeRecord(data, bytes);
    m_handle = reinterpret_cast<quintptr>(static_cast<QArrayData *>(block)) | OwnBlock;
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
    if (m_handle & OwnBlock)
        return reinterpret_cast<QArrayData *>(m_handle & ~OwnBlock);
    // A pool's record: its segment starts with the block's address.
    QArrayData *block;
    std::memcpy(&block, reinterpret_cast<const void *>(m_handle & ~(SegmentSize - 1)),
                sizeof block);
    return block;
}

const char *PooledBytes::record() const noexcept
{
    if (m_handle & OwnBlock)
        return Block::dataStart(block(), OwnAlignment);
    return reinterpret_cast<const char *>(m_handle);
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
    QArrayData *d = block();
    d->ref();
    const QByteArrayView bytes = view();
    return QByteArray(QByteArray::DataPointer(static_cast<Block *>(d),
                                              const_cast<char *>(bytes.data()), bytes.size()));
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
    if (m_block && !m_block->deref())
        Block::deallocate(m_block);
}

PooledBytes ByteArrayPool::make(QByteArrayView bytes)
{
    const qsizetype size = bytes.size();
    if (size == 0)
        return PooledBytes();
    // Records start at even addresses: the handle's lowest bit tells a block of its own.
    const qsizetype need = (PooledBytes::recordBytes(size) + 1) & ~qsizetype(1);
    // A long string would waste the rest of a segment: it gets a block of its own.
    if (need > qMin(m_blockSize, qsizetype(PooledBytes::SegmentSize)) / 16)
        return PooledBytes(bytes);
    if (!m_next || need > m_segmentEnd - m_next)
        enterSegment();
    char *record = std::exchange(m_next, m_next + need);
    PooledBytes::writeRecord(record, bytes);
    m_block->ref();
    return PooledBytes::adopt(record, false);
}

void ByteArrayPool::enterSegment()
{
    char *segment = m_segmentEnd;
    if (!m_block || m_segmentEnd == m_blockEnd) {
        if (m_block && !m_block->deref())
            Block::deallocate(m_block);
        // Aligned to a segment, so that a record finds the block from its own address.
        QArrayData *block = nullptr;
        segment = static_cast<char *>(QArrayData::allocate(
            &block, 1, qsizetype(PooledBytes::SegmentSize), m_blockSize, QArrayData::KeepSize));
        Q_CHECK_PTR(segment);
        m_block = block;
        m_blockEnd = segment + m_blockSize;
    }
    m_segmentEnd = segment + qMin(m_blockEnd - segment, qsizetype(PooledBytes::SegmentSize));
    prefault(segment, m_segmentEnd - segment); // it will be filled
    std::memcpy(segment, &m_block, sizeof m_block);
    m_next = segment + sizeof m_block;
}

} // namespace Studio
