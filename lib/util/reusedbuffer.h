#pragma once

#include <QByteArray>

namespace Studio {

// The large arrays a reading thread fills file after file (the inflated text of each gzipped
// sitemap of an index), used again on that thread instead of allocated anew. glibc gives every
// block over 2 MiB a mapping of its own once the allocator is tuned (tuneAllocator(), its
// MmapThreshold), so a new 10 MB array is 2,500 pages faulted in and unmapped again for each
// file: a tenth of an export's time.
//
// Each thread keeps at most two arrays, the last two handed back, of 32 MiB at most each (a
// sitemap of 50,000 URLs is about 10 MB, gzipped about 2 MB): memory the thread held anyway
// while it read. One is taken only for an array of at least half its size, so that a small
// document does not carry a large array's pages.
namespace ReusedBuffer {

// An empty array with room for `capacity` bytes: the thread's own when it is large enough and
// its last one, else a new one.
QByteArray take(qsizetype capacity);
// Keeps `bytes` for the thread's next take() when nothing else shares it.
void giveBack(QByteArray &&bytes);
// Frees the thread's kept arrays: once a window has read a large set, the 40 MB that two
// threads kept would otherwise stay for the rest of the session (releaseFreedMemory()).
void release();
// The capacity of the arrays the calling thread keeps: what release() would free there.
qsizetype keptBytes();

} // namespace ReusedBuffer

} // namespace Studio
