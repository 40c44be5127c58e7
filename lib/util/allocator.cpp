#include "allocator.h"

#include "bytearraypool.h"
#include "reusedbuffer.h"

#include <atomic>

#include <QFile>
#include <QSemaphore>
#include <QThreadPool>

#if defined(Q_OS_LINUX)
#include <sys/mman.h>
#include <unistd.h>
#endif

#if defined(__GLIBC__)
#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <memory>
#endif

namespace Studio {

namespace {

#if defined(__GLIBC__)
constexpr int TopPad = 64 * 1024 * 1024;
constexpr int StreamingTrimThreshold = 32 * 1024 * 1024;
// The locations' blocks (ByteArrayPool: 1 MiB and a 64 KiB alignment) come from the heaps,
// where a file's freed blocks are used again by the next, rather than from a mapping of their
// own each, whose pages are faulted in anew every time. Larger arrays (a file's inflated
// text) still get mappings of their own.
constexpr int MmapThreshold = 2 * 1024 * 1024;
// Whether tuneAllocator() set the pad, which releaseFreedMemory() then puts back.
std::atomic<bool> tuned = false;
#endif
// Whether prefault() asks for pages: not for a streaming command, whose heaps hand out the
// same resident pages file after file (a kernel walk over pages already there is 2% of stats).
std::atomic<bool> prefaulting = true;
#if defined(__GLIBC__)
// How long the pool's threads wait for each other, and the caller for them.
constexpr int MeetMs = 20;
constexpr int WaitMs = 250;

// Frees a block of the calling thread's own heap, so that glibc trims that heap's top down
// to M_TOP_PAD. The block is above glibc's threshold for trimming on free (64 KiB) and below
// the one for giving blocks a mapping of their own (MmapThreshold).
// `volatile`: a malloc() freed at once is otherwise left out by the compiler.
void trimOwnHeap()
{
    void *volatile block = std::malloc(96 * 1024);
    std::free(block);
}
#endif

#if defined(Q_OS_LINUX)
// The size of a transparent huge page: 2 MiB on x86-64 and on arm64 with 4 KiB pages.
quintptr hugePageSize()
{
    QFile file(QStringLiteral("/sys/kernel/mm/transparent_hugepage/hpage_pmd_size"));
    bool ok = false;
    const quintptr size
        = file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toULongLong(&ok) : 0;
    return ok && size > 0 && (size & (size - 1)) == 0 ? size : 2 * 1024 * 1024;
}

const quintptr PageSize = quintptr(sysconf(_SC_PAGESIZE));

// madvise() over the whole stretches of `stretch` bytes (a power of two) within
// [data, data + bytes); nothing when there are none.
void adviseWhole(void *data, qsizetype bytes, quintptr stretch, int advice)
{
    const quintptr begin = (quintptr(data) + stretch - 1) & ~(stretch - 1);
    const quintptr end = (quintptr(data) + quintptr(bytes)) & ~(stretch - 1);
    if (bytes > 0 && end > begin)
        madvise(reinterpret_cast<void *>(begin), size_t(end - begin), advice);
}
#endif

} // namespace

void tuneAllocator()
{
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, TopPad);
    mallopt(M_MMAP_THRESHOLD, MmapThreshold);
    tuned = true;
#endif
}

void tuneAllocatorForStreaming()
{
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, 0);
    // What a file's entries freed (their locations' blocks, most of all) stays in the heap for
    // the next file, up to this much per heap, instead of going back to the system and being
    // faulted in again a moment later: a twentieth of an export's time. The heaps of the
    // threads that read may keep that much each (export: 4 MiB more at 1,000,000 URLs).
    mallopt(M_TRIM_THRESHOLD, StreamingTrimThreshold);
    mallopt(M_MMAP_THRESHOLD, MmapThreshold);
    tuned = false;
#endif
    prefaulting = false;
}

bool allocatorTunedForStreaming()
{
    return !prefaulting.load(std::memory_order_relaxed);
}

qint64 heapBytesInUse()
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
    const struct mallinfo2 info = mallinfo2();
    return qint64(info.uordblks) + qint64(info.hblkhd);
#else
    return -1;
#endif
}

void releaseFreedMemory()
{
#if defined(__GLIBC__)
    // malloc_trim() hands back the free pages inside every heap and the free top of the main
    // one, but not the free top of a thread's heap: glibc trims that only when a block of that
    // heap is freed, and then down to M_TOP_PAD, which tuneAllocator() made 64 MiB. Reading a
    // million URLs left 0 or 10 MB there, by which thread freed last. So, with the pad at zero
    // for the moment, each thread of the pool frees a block of its own heap. The tasks wait a
    // moment for each other, so that each runs on a thread of its own; the caller, which may
    // be one of the pool's threads itself, waits for them only so long. Without the tuning the
    // pad is glibc's own, small, and the threads' heaps are trimmed as they free, once their
    // free top passes the trim threshold (32 MiB after tuneAllocatorForStreaming()).
    if (tuned) {
        struct Meeting
        {
            QSemaphore arrived;
            QSemaphore done;
        };
        const auto meeting = std::make_shared<Meeting>();
        mallopt(M_TOP_PAD, 0);
        ReusedBuffer::release();
        ByteArrayPool::releaseForThisThread();
        trimOwnHeap();
        QThreadPool *pool = QThreadPool::globalInstance();
        const int threads = pool->maxThreadCount();
        for (int i = 0; i < threads; ++i) {
            pool->start([meeting, threads] {
                meeting->arrived.release();
                meeting->arrived.tryAcquire(threads, MeetMs);
                meeting->arrived.release(threads);
                ReusedBuffer::release();
                ByteArrayPool::releaseForThisThread();
                trimOwnHeap();
                meeting->done.release();
            });
        }
        meeting->done.tryAcquire(threads, WaitMs);
        mallopt(M_TOP_PAD, TopPad);
    }
    malloc_trim(0);
#endif
}

void prefault(void *data, qsizetype bytes)
{
#if defined(Q_OS_LINUX)
#ifndef MADV_POPULATE_WRITE
    constexpr int MADV_POPULATE_WRITE = 23; // Linux 5.14; older headers lack it
#endif
    // An older kernel refuses it (EINVAL): the pages are faulted in as written.
    if (prefaulting.load(std::memory_order_relaxed))
        adviseWhole(data, bytes, PageSize, MADV_POPULATE_WRITE);
#else
    Q_UNUSED(data);
    Q_UNUSED(bytes);
#endif
}

void adviseHugePages(void *data, qsizetype bytes)
{
#if defined(Q_OS_LINUX)
    // A streaming command's arrays are written again file after file in the same pages, which
    // fault in once either way; a huge page only adds what its array leaves unwritten.
    if (!prefaulting.load(std::memory_order_relaxed))
        return;
    static const quintptr HugePageSize = hugePageSize();
    // With huge pages off, or a kernel without them, it fails (EINVAL) and nothing changes.
    adviseWhole(data, bytes, HugePageSize, MADV_HUGEPAGE);
#else
    Q_UNUSED(data);
    Q_UNUSED(bytes);
#endif
}

void adviseHugePagesForThisThreadsHeap()
{
#if defined(__GLIBC__) && defined(Q_OS_LINUX)
    thread_local bool advised = false;
    if (advised || !prefaulting.load(std::memory_order_relaxed))
        return;
    advised = true;
    // glibc's HEAP_MAX_SIZE on 64-bit systems: a thread's heap is a mapping of this size,
    // aligned to it, that starts with the heap's header.
    constexpr quintptr HeapBytes = quintptr(64) << 20;
    void *probe = std::malloc(64);
    const quintptr at = quintptr(probe);
    std::free(probe);
    // The main heap lies just below the program break; a thread's heap elsewhere.
    const quintptr brk = quintptr(sbrk(0));
    if (at < brk && brk - at < (quintptr(1) << 40))
        return;
    madvise(reinterpret_cast<void *>(at & ~(HeapBytes - 1)), HeapBytes, MADV_HUGEPAGE);
#endif
}

void releaseUnused(void *data, qsizetype bytes)
{
#if defined(Q_OS_LINUX)
    adviseWhole(data, bytes, PageSize, MADV_DONTNEED);
#else
    Q_UNUSED(data);
    Q_UNUSED(bytes);
#endif
}

} // namespace Studio
