#pragma once

#include <QtGlobal>

namespace Studio {

#if defined(__GNUC__) && defined(__x86_64__)
// Functions built for AVX2 beside the SSE2 baseline (__attribute__((target("avx2")))) exist.
#define SITEMAP_STUDIO_HAS_AVX2_PATHS 1
#endif

// Whether the byte searches that have an AVX2 path take it: the processor has AVX2 (nearly
// every x86-64 since 2013) and the environment variable SITEMAP_STUDIO_NO_AVX2 is not set, which
// the tests of the SSE2 paths set. The build's baseline is SSE2, so the choice is made at run
// time, once.
bool useAvx2();

} // namespace Studio
