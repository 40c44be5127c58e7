#include "allocator.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Studio {

void tuneAllocator()
{
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, 64 * 1024 * 1024);
#endif
}

void releaseFreedMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace Studio
