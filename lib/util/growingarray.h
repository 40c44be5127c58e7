#pragma once

#include <QtGlobal>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <utility>

namespace Studio {

// An array of plain values (trivially copyable) that grows in place, for tables of one value
// per URL that may pass any reservation made for them.
//
// std::vector grows by copying into new memory, so that for a moment both copies are resident:
// the records of 50,000,000 URLs (763 MiB), past their first reservation of 32 Mi, peaked at
// 1 GiB. This one grows with realloc(), which for a block of its own mapping (every large one)
// lets the kernel move the pages instead of copying them (glibc: mremap()), and takes only the
// room it is asked for: pages reserved and never written cost address space, not memory.
// Written here because no container at hand promises that: std::vector always copies, and
// QList copies on reserve().
template<typename T> class GrowingArray
{
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

public:
    GrowingArray() = default;
    GrowingArray(const GrowingArray &) = delete;
    GrowingArray &operator=(const GrowingArray &) = delete;
    GrowingArray(GrowingArray &&other) noexcept
        : m_data(std::exchange(other.m_data, nullptr))
        , m_size(std::exchange(other.m_size, 0))
        , m_capacity(std::exchange(other.m_capacity, 0))
    {
    }
    GrowingArray &operator=(GrowingArray &&other) noexcept
    {
        GrowingArray(std::move(other)).swap(*this);
        return *this;
    }
    ~GrowingArray() { std::free(m_data); }

    void swap(GrowingArray &other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        std::swap(m_capacity, other.m_capacity);
    }

    qsizetype size() const { return m_size; }
    qsizetype capacity() const { return m_capacity; }
    bool isEmpty() const { return m_size == 0; }
    T *begin() { return m_data; }
    T *end() { return m_data + m_size; }
    const T *begin() const { return m_data; }
    const T *end() const { return m_data + m_size; }
    const T *cbegin() const { return m_data; }
    const T *cend() const { return m_data + m_size; }
    T &operator[](qsizetype i)
    {
        Q_ASSERT(i >= 0 && i < m_size);
        return m_data[i];
    }
    const T &operator[](qsizetype i) const
    {
        Q_ASSERT(i >= 0 && i < m_size);
        return m_data[i];
    }

    // Room for `capacity` values in all; never shrinks.
    void reserve(qsizetype capacity)
    {
        if (capacity > m_capacity)
            reallocate(capacity);
    }
    void append(T value) // by value: it may be one of the array's own, which growing moves
    {
        if (m_size == m_capacity)
            grow(m_size + 1);
        m_data[m_size++] = value;
    }
    // `values` must not point into this array.
    void append(const T *values, qsizetype count)
    {
        if (count <= 0)
            return;
        if (m_size + count > m_capacity)
            grow(m_size + count);
        std::memcpy(static_cast<void *>(m_data + m_size), values, size_t(count) * sizeof(T));
        m_size += count;
    }
    // Drops the values from `size` on (keeping the room), as after std::remove_if().
    void truncate(qsizetype size)
    {
        Q_ASSERT(size >= 0 && size <= m_size);
        m_size = size;
    }
    // Frees the values and their room.
    void clear() { GrowingArray().swap(*this); }

private:
    void grow(qsizetype needed)
    {
        // Half as much again: the room beyond the values is only reserved, not written.
        reallocate(qMax(needed, m_capacity + m_capacity / 2 + 16));
    }
    void reallocate(qsizetype capacity)
    {
        if (size_t(capacity) > size_t(PTRDIFF_MAX) / sizeof(T))
            qBadAlloc();
        void *data = std::realloc(m_data, size_t(capacity) * sizeof(T));
        if (!data)
            qBadAlloc();
        m_data = static_cast<T *>(data);
        m_capacity = capacity;
    }

    T *m_data = nullptr;
    qsizetype m_size = 0;
    qsizetype m_capacity = 0;
};

} // namespace Studio
