#pragma once

#include <QByteArrayView>

#include <algorithm>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace Studio {

// How many times `byte` occurs in `bytes`. Written here because std::count compiles to a byte
// at a time at -O2 (three instructions a byte), and counting the lines of a whole sitemap
// before its findings are located took longer than locating them; sixteen bytes are
// compared at once where the processor can.
inline qsizetype countByte(QByteArrayView bytes, char byte)
{
    const char *at = bytes.data();
    const char *const end = at + bytes.size();
    qsizetype count = 0;
#if defined(__SSE2__)
    // Each lane counts matches down from zero (a match compares as -1), and the lanes are
    // summed before any could wrap: no popcount, which the baseline x86-64 lacks.
    const __m128i wanted = _mm_set1_epi8(byte);
    while (end - at >= 16) {
        const qsizetype blocks = std::min<qsizetype>((end - at) / 16, 255);
        __m128i lanes = _mm_setzero_si128();
        for (qsizetype b = 0; b < blocks; ++b, at += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
            lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(v, wanted));
        }
        const __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
        count += _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
    }
#endif
    return count + std::count(at, end, byte);
}

#if defined(__SSE2__)
// The lanes of `v` from `lo` to `hi` as 0xff: v - lo, taken unsigned, is at most hi - lo,
// compared signed once the top bit is flipped.
inline __m128i bytesInRange(__m128i v, quint8 lo, quint8 hi)
{
    const __m128i shifted = _mm_add_epi8(v, _mm_set1_epi8(char(quint8(0x80 - lo))));
    return _mm_cmplt_epi8(shifted, _mm_set1_epi8(char(int(hi - lo) - 127)));
}
#endif

// Whether `bytes` holds a byte from `lo` to `hi` (a control byte, a capital letter): sixteen at
// a time where the processor can, the last ones as the last sixteen, some of them looked at
// again. For the short texts of a URL, where a search a byte at a time was a tenth of its check.
inline bool containsByteInRange(QByteArrayView bytes, quint8 lo, quint8 hi)
{
    qsizetype at = 0;
#if defined(__SSE2__)
    const auto any = [&](qsizetype from) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes.data() + from));
        return _mm_movemask_epi8(bytesInRange(v, lo, hi)) != 0;
    };
    for (; bytes.size() - at >= 16; at += 16)
        if (any(at))
            return true;
    if (at > 0)
        return at < bytes.size() && any(bytes.size() - 16);
#endif
    for (; at < bytes.size(); ++at)
        if (quint8(bytes[at]) >= lo && quint8(bytes[at]) <= hi)
            return true;
    return false;
}

} // namespace Studio
