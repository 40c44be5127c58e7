#pragma once

#include <QtGlobal>

namespace Studio {

// Sets the C library's allocator up for what the applications do: read files of a million
// entries on several threads. Each reading thread has its own heap, which glibc grows 128 KiB
// at a time, one mprotect call each; reading a rich 33 MB sitemap then spends a tenth of its
// time in those calls. Growing in steps of 64 MiB takes address space, not memory: pages are
// resident only once written. Called first thing in main() by the window, the CLI and the
// benchmarks; without glibc it does nothing.
void tuneAllocator();

// For a command that streams a set of any size through a few buffers: heaps that grow and
// shrink in small steps, so that what a thread freed goes back to the system instead of
// staying resident as the free top of its heap (up to 64 MiB each after tuneAllocator()),
// once more than 32 MiB of it is free.
void tuneAllocatorForStreaming();

// Whether tuneAllocatorForStreaming() was called.
bool allocatorTunedForStreaming();

// The bytes the program's heaps hand out at the moment, every thread's together (blocks in
// use, the large arrays mapped on their own included), for a command that keeps what it reads
// while it fits a budget (check); -1 where the C library cannot tell (not glibc). Locks each
// heap for a moment: for a call per file, not per entry.
qint64 heapBytesInUse();

// Hands back to the system what the heaps of every thread hold freed, the free top of each
// pool thread's heap included: after reading, which churns through buffers many times the
// size of what it keeps, on threads whose heaps glibc would otherwise keep resident for the
// rest of the session. After tuneAllocator(), the arrays each thread keeps for its next file
// (ReusedBuffer) and the current block of its pool of locations (ByteArrayPool::
// forThisThread()) go too. Waits a moment for the pool's threads. Without glibc it does
// nothing.
void releaseFreedMemory();

// Makes the whole pages within [data, data + bytes) resident in one system call, for memory
// that is about to be written from end to end (a block of locations, a reserved entry list).
// Each page faulted in one by one costs a trap; under a hypervisor that is about 12 µs a page
// (3 s a GiB), against about 5 µs a page for the same pages made resident at once. The
// contents are left as they are. Does nothing where the system cannot (before Linux 5.14, or
// without Linux), and nothing after tuneAllocatorForStreaming(): a streaming command's heaps
// hand out the same resident pages file after file, and walking them again only costs time.
void prefault(void *data, qsizetype bytes);

// Asks the system to back the whole 2 MiB stretches within [data, data + bytes) with huge
// pages, for a large array that will be written from end to end: the inflated text of a file,
// a block of locations, the entries of a file, the checker's tables. A huge page is one trap
// and one clearing instead of 512: reading the 10,000,000-URL index in the window makes about
// 1.3 GB resident, and a trap costs 5 to 12 µs a page under a hypervisor. Only an array with
// a whole aligned stretch of its own gains (at least 4 MiB, or a mapping of its own, which
// tuneAllocator() gives anything from 2 MiB). Pages never written stay out, as before, but a
// stretch once written is resident whole. Does nothing where the system cannot (transparent
// huge pages off, or no Linux), and nothing after tuneAllocatorForStreaming(), as prefault().
void adviseHugePages(void *data, qsizetype bytes);

// Asks for huge pages in the calling thread's own heap (glibc gives each thread but the main
// one a heap of its own, one mapping of 64 MiB made usable as it grows), once per thread:
// for the threads that read extensions, whose strings and lists fill tens of megabytes of small
// blocks, one trap per 4 KiB page each otherwise. Does nothing for the main thread, after
// tuneAllocatorForStreaming(), or where the system cannot.
void adviseHugePagesForThisThreadsHeap();

// Gives the whole pages within [data, data + bytes) back to the system, for the room of an
// array that will not be written after all (the rest of a file's entry list, reserved for
// the most entries the file could hold): after adviseHugePages(), a huge page written only
// in part is resident whole. The bytes there read as zeros if the array grows into them.
void releaseUnused(void *data, qsizetype bytes);

} // namespace Studio
