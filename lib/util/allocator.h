#pragma once

namespace Studio {

// Sets the C library's allocator up for what the applications do: read files of a million
// entries on several threads. Each reading thread has its own heap, which glibc grows 128 KiB
// at a time, one mprotect call each; reading a rich 33 MB sitemap then spends a tenth of its
// time in those calls. Growing in steps of 64 MiB takes address space, not memory: pages are
// resident only once written. Called first thing in main() by the window, the CLI and the
// benchmarks; without glibc it does nothing.
void tuneAllocator();

} // namespace Studio
