#pragma once

#include "util/allocator.h"

#include <QtGlobal>

#include <optional>
#include <utility>
#include <vector>

namespace Studio {

// A map from the 64-bit hash of a normalised URL to a 64-bit reference (the checker's first
// entry with that URL), for every entry of a workspace: a million entries cost 15 MB, where
// QHash<quint64, quint64> took 21 MB (a node of 16 bytes at most half the buckets used, plus
// its spans).
//
// Open addressing with linear probing, up to 80% full. A slot keeps the hash's low 32 bits,
// which also give its home slot, and the reference: 12 bytes. The whole hash is not kept,
// since the caller already holds it beside each entry: a lookup that meets the same low bits
// confirms the match through `hashOf(reference)`, which only duplicates (and the rare
// collision of low bits) cost. Growing and removing need nothing but the slots.
//
// Written here because no container at hand stores a key the caller can recompute.
class UrlIndex
{
public:
    // The reference of `hash`, if present.
    template<typename HashOf>
    std::optional<quint64> find(quint64 hash, HashOf &&hashOf) const
    {
        const qsizetype at = slotOf(hash, hashOf);
        if (at < 0)
            return std::nullopt;
        return m_slots[size_t(at)].ref();
    }
    // The reference of `hash` if present; else adds `hash` with `ref` and gives nothing. One
    // search where find() and then insert() took two: most URLs of a set are unique.
    template<typename HashOf>
    std::optional<quint64> findOrInsert(quint64 hash, quint64 ref, HashOf &&hashOf)
    {
        Q_ASSERT(ref != Slot::Empty);
        if ((m_size + 1) * 5 > capacity() * 4)
            rehash(qMax<qsizetype>(64, capacity() * 3 / 2 + 1));
        const quint32 low = quint32(hash);
        size_t at = home(low);
        for (; !m_slots[at].isEmpty(); at = next(at))
            if (m_slots[at].low == low && hashOf(m_slots[at].ref()) == hash)
                return m_slots[at].ref();
        m_slots[at].low = low;
        m_slots[at].setRef(ref);
        ++m_size;
        return std::nullopt;
    }
    // Points `hash`, which must be present, at `ref`.
    template<typename HashOf>
    void replace(quint64 hash, quint64 ref, HashOf &&hashOf)
    {
        const qsizetype at = slotOf(hash, hashOf);
        Q_ASSERT(at >= 0);
        m_slots[size_t(at)].setRef(ref);
    }
    // Adds `hash`, which must be absent.
    void insert(quint64 hash, quint64 ref)
    {
        Q_ASSERT(ref != Slot::Empty);
        if ((m_size + 1) * 5 > capacity() * 4)
            rehash(qMax<qsizetype>(64, capacity() * 3 / 2 + 1));
        size_t at = home(quint32(hash));
        while (!m_slots[at].isEmpty())
            at = next(at);
        m_slots[at].low = quint32(hash);
        m_slots[at].setRef(ref);
        ++m_size;
    }
    // Removes `hash`; false when it was absent.
    template<typename HashOf>
    bool remove(quint64 hash, HashOf &&hashOf)
    {
        const qsizetype found = slotOf(hash, hashOf);
        if (found < 0)
            return false;
        // Backward shift: the slots after the hole whose probe passes it move into it, so
        // that a probe never stops early at a hole and no tombstone is needed.
        size_t hole = size_t(found);
        for (size_t at = next(hole); !m_slots[at].isEmpty(); at = next(at)) {
            const size_t wanted = home(m_slots[at].low);
            // It stays when its home is in (hole, at], cyclically.
            const bool stays = hole < at ? (wanted > hole && wanted <= at)
                                         : (wanted > hole || wanted <= at);
            if (stays)
                continue;
            m_slots[hole] = m_slots[at];
            hole = at;
        }
        m_slots[hole] = Slot();
        --m_size;
        return true;
    }
    // Asks the processor for the slot where a search for `hash` starts, some searches ahead
    // of it: the slots of a million URLs lie far apart, and each search would otherwise wait
    // for memory.
    void prefetch(quint64 hash) const
    {
#if defined(__GNUC__)
        if (!m_slots.empty())
            __builtin_prefetch(&m_slots[home(quint32(hash))]);
#else
        Q_UNUSED(hash);
#endif
    }
    void reserve(qsizetype count)
    {
        const qsizetype wanted = count + count / 4 + 16;
        if (wanted > capacity())
            rehash(wanted);
    }
    void clear()
    {
        m_slots = {};
        m_size = 0;
    }
    qsizetype size() const { return m_size; }

private:
    struct Slot
    {
        static constexpr quint64 Empty = ~quint64(0);

        quint32 low = 0; // the hash's low 32 bits
        quint32 refLow = ~quint32(0);
        quint32 refHigh = ~quint32(0); // the reference in two halves: 12 bytes, not 16

        bool isEmpty() const { return refLow == ~quint32(0) && refHigh == ~quint32(0); }
        quint64 ref() const { return (quint64(refHigh) << 32) | refLow; }
        void setRef(quint64 ref)
        {
            refLow = quint32(ref);
            refHigh = quint32(ref >> 32);
        }
    };
    static_assert(sizeof(Slot) == 12);

    qsizetype capacity() const { return qsizetype(m_slots.size()); }
    // The home slot: the low bits spread over the capacity by a multiply and a shift
    // (D. Lemire's fast range), with no division and for any capacity.
    size_t home(quint32 low) const { return size_t((quint64(low) * quint64(m_slots.size())) >> 32); }
    size_t next(size_t at) const { return at + 1 == m_slots.size() ? 0 : at + 1; }

    template<typename HashOf>
    qsizetype slotOf(quint64 hash, HashOf &hashOf) const
    {
        if (m_slots.empty())
            return -1;
        const quint32 low = quint32(hash);
        for (size_t at = home(low); !m_slots[at].isEmpty(); at = next(at))
            if (m_slots[at].low == low && hashOf(m_slots[at].ref()) == hash)
                return qsizetype(at);
        return -1;
    }
    void rehash(qsizetype size)
    {
        Q_ASSERT(size < (qsizetype(1) << 32));
        std::vector<Slot> fresh;
        fresh.reserve(size_t(size));
        adviseHugePages(fresh.data(), size * qsizetype(sizeof(Slot)));
        prefault(fresh.data(), size * qsizetype(sizeof(Slot))); // all written below
        fresh.resize(size_t(size));
        const std::vector<Slot> old = std::exchange(m_slots, std::move(fresh));
        for (const Slot &slot : old) {
            if (slot.isEmpty())
                continue;
            size_t at = home(slot.low);
            while (!m_slots[at].isEmpty())
                at = next(at);
            m_slots[at] = slot;
        }
    }

    std::vector<Slot> m_slots;
    qsizetype m_size = 0;
};

} // namespace Studio
