#pragma once

#include <QObject>

#include <functional>
#include <memory>
#include <vector>

namespace Studio {

class MemoryShare;

// One budget of memory for the bytes that many transfers hold at once: the bodies being
// received, the pages waiting to be read and being read, and what reading them makes. Each
// holder (a page, from its first byte to the end of its reading) has a MemoryShare, and takes bytes
// from the budget before it holds them; when they do not fit, it waits, and is called back
// from the event loop once they were taken for it.
//
// Shares are served oldest first: while an older share waits, a younger one waits behind it,
// so that a large page is not starved by a stream of small ones. Nothing waits for ever: when
// every share that holds bytes waits too (none of them can give any back), the oldest waiting
// share is given its bytes past the limit, and the others wait until it gives them back. The
// budget is passed then by what that one holder goes on to take (for a crawled page: the rest
// of its body as it comes, its decoding, its reading). Holders that take what they need at
// once, before holding anything (a body of a declared length), never leave it so.
//
// Shared (std::shared_ptr) by its shares, so that either may go first. Used from one thread,
// the one whose event loop calls the waiting shares back.
class MemoryBudget : public QObject, public std::enable_shared_from_this<MemoryBudget>
{
    Q_OBJECT

public:
    explicit MemoryBudget(qint64 limit);
    ~MemoryBudget() override;

    qint64 limit() const { return m_limit; }
    qint64 used() const { return m_used; } // by every share together
    qint64 peak() const { return m_peak; } // the most used at once
    // Shares waiting for bytes.
    int waiting() const;

    // A new share, behind every share opened before it.
    static std::unique_ptr<MemoryShare> open(const std::shared_ptr<MemoryBudget> &budget);

private:
    friend class MemoryShare;

    // Whether `share` may take `bytes` now.
    bool fits(const MemoryShare *share, qint64 bytes) const;
    void add(qint64 bytes);
    // Gives the waiting shares that fit their bytes, oldest first, from the event loop.
    void scheduleWake();
    void wake();

    qint64 m_limit;
    qint64 m_used = 0;
    qint64 m_peak = 0;
    quint64 m_nextSerial = 0;
    std::vector<MemoryShare *> m_shares; // not owned; open ones, oldest first
    bool m_wakeScheduled = false;
};

// What one holder takes from a MemoryBudget. Gives everything back when destroyed; a wait
// still pending is dropped then, its callback never called.
class MemoryShare
{
public:
    ~MemoryShare();
    MemoryShare(const MemoryShare &) = delete;
    MemoryShare &operator=(const MemoryShare &) = delete;

    qint64 held() const { return m_held; }
    bool isWaiting() const { return m_wanted > 0; }

    // Takes `bytes` when they fit and no older share waits, and returns true. Otherwise
    // returns false, and `taken` is called from the event loop once the bytes were taken for
    // this share. One wait at a time: asking again while waiting replaces it.
    bool take(qint64 bytes, std::function<void()> taken);
    // Takes `bytes` when they fit as take() would, and returns true; else false, without
    // waiting.
    bool tryTake(qint64 bytes);
    // Takes `bytes` whatever the room: for bytes that are in memory already.
    void force(qint64 bytes);
    // Gives back `bytes` (at most what it holds).
    void give(qint64 bytes);
    // Drops the wait, if any: its callback is not called.
    void stopWaiting();

private:
    friend class MemoryBudget;
    MemoryShare(std::shared_ptr<MemoryBudget> budget, quint64 serial);

    std::shared_ptr<MemoryBudget> m_budget;
    quint64 m_serial;
    qint64 m_held = 0;
    qint64 m_wanted = 0; // bytes waited for; 0 when not waiting
    std::function<void()> m_taken;
};

} // namespace Studio
