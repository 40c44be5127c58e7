#include "cpufeatures.h"

namespace Studio {

bool useAvx2()
{
#if defined(SITEMAP_STUDIO_HAS_AVX2_PATHS)
    static const bool avx2
        = __builtin_cpu_supports("avx2") && qEnvironmentVariableIsEmpty("SITEMAP_STUDIO_NO_AVX2");
    return avx2;
#else
    return false;
#endif
}

} // namespace Studio
