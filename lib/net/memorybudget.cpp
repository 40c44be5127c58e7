#include "memorybudget.h"

#include <QMetaObject>

#include <algorithm>

namespace Studio {

MemoryBudget::MemoryBudget(qint64 limit)
    : m_limit(qMax<qint64>(limit, 1))
{
}

MemoryBudget::~MemoryBudget() = default; // its shares hold it: none is left

int MemoryBudget::waiting() const
{
    return int(std::count_if(m_shares.cbegin(), m_shares.cend(),
                             [](const MemoryShare *share) { return share->isWaiting(); }));
}

std::unique_ptr<MemoryShare> MemoryBudget::open(const std::shared_ptr<MemoryBudget> &budget)
{
    std::unique_ptr<MemoryShare> share(new MemoryShare(budget, budget->m_nextSerial++));
    budget->m_shares.push_back(share.get());
    return share;
}

bool MemoryBudget::fits(const MemoryShare *share, qint64 bytes) const
{
    for (const MemoryShare *other : m_shares) {
        if (other == share)
            break;
        if (other->isWaiting())
            return false; // behind an older share
    }
    if (m_used + bytes <= m_limit)
        return true;
    // The oldest waiting share, and no share that holds bytes can give any back: it goes on,
    // or the holders would wait for each other for ever.
    return std::none_of(m_shares.cbegin(), m_shares.cend(), [share](const MemoryShare *other) {
        return other != share && other->m_held > 0 && !other->isWaiting();
    });
}

void MemoryBudget::add(qint64 bytes)
{
    m_used += bytes;
    m_peak = qMax(m_peak, m_used);
}

void MemoryBudget::scheduleWake()
{
    if (m_wakeScheduled)
        return;
    m_wakeScheduled = true;
    QMetaObject::invokeMethod(this, &MemoryBudget::wake, Qt::QueuedConnection);
}

void MemoryBudget::wake()
{
    m_wakeScheduled = false;
    const std::shared_ptr<MemoryBudget> keep = weak_from_this().lock(); // through the callbacks
    // A callback may open, close, give or take again: the shares are looked at anew after each,
    // and each is served once a wake-up.
    std::vector<quint64> served;
    for (;;) {
        const auto next
            = std::find_if(m_shares.cbegin(), m_shares.cend(), [&](const MemoryShare *s) {
                  return s->isWaiting()
                      && std::find(served.cbegin(), served.cend(), s->m_serial) == served.cend();
              });
        if (next == m_shares.cend() || !fits(*next, (*next)->m_wanted))
            return;
        MemoryShare *share = *next;
        served.push_back(share->m_serial);
        add(share->m_wanted);
        share->m_held += std::exchange(share->m_wanted, 0);
        const std::function<void()> taken = std::exchange(share->m_taken, {});
        if (taken)
            taken();
    }
}

MemoryShare::MemoryShare(std::shared_ptr<MemoryBudget> budget, quint64 serial)
    : m_budget(std::move(budget))
    , m_serial(serial)
{
}

MemoryShare::~MemoryShare()
{
    auto &shares = m_budget->m_shares;
    shares.erase(std::find(shares.begin(), shares.end(), this));
    m_budget->m_used -= m_held;
    if (m_held > 0 || isWaiting())
        m_budget->scheduleWake();
}

bool MemoryShare::tryTake(qint64 bytes)
{
    if (bytes <= 0)
        return true;
    if (!m_budget->fits(this, bytes))
        return false;
    m_held += bytes;
    m_budget->add(bytes);
    return true;
}

bool MemoryShare::take(qint64 bytes, std::function<void()> taken)
{
    m_wanted = 0;
    m_taken = {};
    if (tryTake(bytes))
        return true;
    m_wanted = bytes;
    m_taken = std::move(taken);
    // This share waiting may be what leaves the oldest one free to go on.
    m_budget->scheduleWake();
    return false;
}

void MemoryShare::force(qint64 bytes)
{
    if (bytes <= 0)
        return;
    m_held += bytes;
    m_budget->add(bytes);
}

void MemoryShare::give(qint64 bytes)
{
    bytes = qMin(bytes, m_held);
    if (bytes <= 0)
        return;
    m_held -= bytes;
    m_budget->m_used -= bytes;
    m_budget->scheduleWake();
}

void MemoryShare::stopWaiting()
{
    if (!isWaiting())
        return;
    m_wanted = 0;
    m_taken = {};
    m_budget->scheduleWake(); // younger shares may go now
}

} // namespace Studio
