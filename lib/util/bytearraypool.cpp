#include "bytearraypool.h"

#include "allocator.h"

#include <cstring>

namespace Studio {

ByteArrayPool::ByteArrayPool(qsizetype blockSize) : m_blockSize(blockSize) { }

QByteArray ByteArrayPool::make(QByteArrayView bytes)
{
    const qsizetype size = bytes.size();
    // A long string would waste the rest of a block: it gets a block of its own.
    if (size == 0 || size > m_blockSize / 16)
        return bytes.toByteArray();
    if (!m_block.d_ptr() || m_used + size + 1 > m_blockSize) {
        m_block = QByteArray::DataPointer(
            QTypedArrayData<char>::allocate(m_blockSize, QArrayData::KeepSize));
        Q_CHECK_PTR(m_block.data());
        prefault(m_block.data(), m_blockSize); // it will be filled
        m_used = 0;
    }
    char *at = m_block.data() + m_used;
    std::memcpy(at, bytes.data(), size_t(size));
    at[size] = '\0'; // QByteArray's data ends with a zero, as constData() promises
    m_used += size + 1;
    m_block.d_ptr()->ref();
    return QByteArray(QByteArray::DataPointer(m_block.d_ptr(), at, size));
}

} // namespace Studio
