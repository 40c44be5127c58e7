#include "entrycheck.h"

#include "util/bytecount.h"
#include "util/cpufeatures.h"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(SITEMAP_STUDIO_HAS_AVX2_PATHS)
#include <immintrin.h>
#endif

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// Length in UTF-16 code units, which is what "characters" means to users and to the
// protocol's 2,048 limit.
qsizetype utf16Length(QByteArrayView utf8)
{
    qsizetype n = 0;
    for (const char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c & 0xc0) != 0x80)
            ++n;
        if (c >= 0xf0)
            ++n; // a surrogate pair
    }
    return n;
}

// The character at byte `pos` of `utf8`, for messages.
QString characterAt(QByteArrayView utf8, qsizetype pos)
{
    qsizetype len = 1;
    const auto c = static_cast<unsigned char>(utf8[pos]);
    if (c >= 0xf0)
        len = 4;
    else if (c >= 0xe0)
        len = 3;
    else if (c >= 0xc0)
        len = 2;
    const QString s = QString::fromUtf8(utf8.sliced(pos, qMin(len, utf8.size() - pos)));
    if (s.size() == 1
        && (s[0].unicode() < 0x20 || s[0].unicode() == 0x7f
            || (s[0].unicode() >= 0x80 && s[0].unicode() < 0xa0)))
        return QStringLiteral("U+%1").arg(s[0].unicode(), 4, 16, QLatin1Char('0')).toUpper();
    if (s == u" ")
        return QStringLiteral("space");
    return s;
}

// A control character in UTF-8: as firstControl() in valuerules.cpp, on the bytes.
qsizetype firstControlUtf8(QByteArrayView text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f)
            return i;
        if (c == 0xc2 && i + 1 < text.size()) {
            const auto next = static_cast<unsigned char>(text[i + 1]);
            if (next >= 0x80 && next < 0xa0)
                return i;
        }
        if (c == 0xef && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xbf
            && (static_cast<unsigned char>(text[i + 2]) & 0xfe) == 0xbe)
            return i;
    }
    return -1;
}

bool containsEntity(QByteArrayView text)
{
    const char *const end = text.data() + text.size();
    for (const char *p = text.data(); p < end; ++p) {
        p = static_cast<const char *>(std::memchr(p, '&', size_t(end - p)));
        if (!p)
            break;
        const QByteArrayView rest(p + 1, end);
        // The character after the '&' first: a query's "&b=" is settled by it.
        switch (rest.isEmpty() ? '\0' : rest.front()) {
        case 'a':
            if (rest.startsWith("amp;") || rest.startsWith("apos;"))
                return true;
            break;
        case 'l':
        case 'g':
            if (rest.sliced(1).startsWith("t;"))
                return true;
            break;
        case 'q':
            if (rest.startsWith("quot;"))
                return true;
            break;
        case '#':
            return true;
        default:
            break;
        }
    }
    return false;
}
// What one pass over a URL's bytes says about which of the slower checks can find anything.
enum ByteClass : quint8 {
    Unsafe = 0x1, // may need percent-encoding
    Control = 0x2, // a control character, or the lead byte of a C1 control or U+FFFE/U+FFFF
    Ampersand = 0x4, // may start an entity written as text
    // '%', which needs percent-encoding when it starts no escape: apart from Unsafe, so that
    // a URL whose only such bytes are its escapes (a tenth of a large site's, with words in
    // other scripts) has just those looked at.
    Percent = 0x8,
};

// The printable ASCII characters a URL must not hold unescaped ('%' is Percent).
constexpr char UnsafeAscii[] = { ' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '*', '[', ']' };

struct ByteClasses
{
    quint8 of[256] = {};
    constexpr ByteClasses()
    {
        for (int c = 0; c < 256; ++c) {
            if (c < 0x20 || c == 0x7f)
                of[c] |= Control | Unsafe;
            if (c >= 0x80)
                of[c] |= Unsafe;
        }
        of[0xc2] |= Control;
        of[0xef] |= Control;
        for (const char c : UnsafeAscii)
            of[static_cast<unsigned char>(c)] |= Unsafe;
        of[static_cast<unsigned char>('&')] |= Ampersand;
        of[static_cast<unsigned char>('%')] |= Percent;
    }
};
constexpr ByteClasses byteClasses;

// The bytes ByteClasses marks Unsafe, as the sixteen-byte pass finds them: ' ' and below and
// 0x80 and above in one signed comparison, [\]^ and {|} as ranges, the rest one by one.
struct ByteRange
{
    quint8 lo;
    quint8 hi;
};
constexpr ByteRange UnsafeRanges[] = { { 0x5b, 0x5e }, { 0x7b, 0x7d } };
constexpr char UnsafeSingles[] = { '"', '*', '<', '>', '`', '\x7f' };

constexpr bool rangesMatchTheTable()
{
    for (int c = 0; c < 256; ++c) {
        bool found = c <= ' ' || c >= 0x80;
        for (const ByteRange r : UnsafeRanges)
            found = found || (c >= r.lo && c <= r.hi);
        for (const char single : UnsafeSingles)
            found = found || c == static_cast<unsigned char>(single);
        if (found != bool(byteClasses.of[c] & Unsafe))
            return false;
    }
    return true;
}
static_assert(rangesMatchTheTable(), "UnsafeRanges and UnsafeSingles must be UnsafeAscii's bytes");

#if defined(SITEMAP_STUDIO_HAS_AVX2_PATHS)
// classesOf()'s sixteen-byte pass 32 bytes at a time, for a URL of at least 32 bytes where
// the processor has AVX2 (useAvx2()): the Ampersand and Percent classes when no byte may need
// escaping, else -1, and the URL is classed byte by byte.
__attribute__((target("avx2"))) int plainClassesAvx2(QByteArrayView url)
{
    const auto judge = [](const char *at, __m256i &unsafe, __m256i &ampersand, __m256i &percent)
        __attribute__((target("avx2")))
    {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(at));
        // Taken signed, 0x80 and above are below zero.
        __m256i marks = _mm256_cmpgt_epi8(_mm256_set1_epi8(' ' + 1), v);
        for (const ByteRange r : UnsafeRanges)
            marks = _mm256_or_si256(
                marks,
                _mm256_cmpgt_epi8(_mm256_set1_epi8(char(int(r.hi - r.lo) - 127)),
                                  _mm256_add_epi8(v, _mm256_set1_epi8(char(quint8(0x80 - r.lo))))));
        for (const char c : UnsafeSingles)
            marks = _mm256_or_si256(marks, _mm256_cmpeq_epi8(v, _mm256_set1_epi8(c)));
        unsafe = _mm256_or_si256(unsafe, marks);
        ampersand = _mm256_or_si256(ampersand, _mm256_cmpeq_epi8(v, _mm256_set1_epi8('&')));
        percent = _mm256_or_si256(percent, _mm256_cmpeq_epi8(v, _mm256_set1_epi8('%')));
    };
    __m256i unsafe = _mm256_setzero_si256(), ampersand = _mm256_setzero_si256(),
            percent = _mm256_setzero_si256();
    qsizetype at = 0;
    for (; url.size() - at >= 32; at += 32)
        judge(url.data() + at, unsafe, ampersand, percent);
    if (at < url.size())
        judge(url.data() + url.size() - 32, unsafe, ampersand, percent); // again in part
    if (!_mm256_testz_si256(unsafe, unsafe))
        return -1;
    return (_mm256_testz_si256(ampersand, ampersand) ? 0 : Ampersand)
        | (_mm256_testz_si256(percent, percent) ? 0 : Percent);
}
#endif

// The classes of the bytes of `url`, OR-ed. Every URL of a sitemap passes here, and a table
// look-up a byte was a third of checking one: where the processor can, sixteen bytes at a
// time say whether any byte may need escaping (UnsafeAscii, controls, DEL and non-ASCII, as
// ranges) or starts an entity; only a URL with such a byte is classed byte by byte.
quint8 classesOf(QByteArrayView url)
{
    quint8 classes = 0;
#if defined(SITEMAP_STUDIO_HAS_AVX2_PATHS)
    static const bool avx2 = useAvx2();
    if (avx2 && url.size() >= 32) {
        const int plain = plainClassesAvx2(url);
        if (plain >= 0)
            return quint8(plain);
    } else
#endif
#if defined(__SSE2__)
        if (url.size() >= 16) {
        __m128i unsafe = _mm_setzero_si128(), ampersand = _mm_setzero_si128(),
                percent = _mm_setzero_si128();
        const auto judge = [&](const char *at) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
            // Taken signed, 0x80 and above are below zero.
            __m128i marks = _mm_cmplt_epi8(v, _mm_set1_epi8(' ' + 1));
            for (const ByteRange r : UnsafeRanges)
                marks = _mm_or_si128(marks, bytesInRange(v, r.lo, r.hi));
            for (const char c : UnsafeSingles)
                marks = _mm_or_si128(marks, _mm_cmpeq_epi8(v, _mm_set1_epi8(c)));
            unsafe = _mm_or_si128(unsafe, marks);
            ampersand = _mm_or_si128(ampersand, _mm_cmpeq_epi8(v, _mm_set1_epi8('&')));
            percent = _mm_or_si128(percent, _mm_cmpeq_epi8(v, _mm_set1_epi8('%')));
        };
        qsizetype at = 0;
        for (; url.size() - at >= 16; at += 16)
            judge(url.data() + at);
        if (at < url.size())
            judge(url.data() + url.size() - 16); // the rest, with bytes judged already
        if (!_mm_movemask_epi8(unsafe))
            return (_mm_movemask_epi8(ampersand) ? Ampersand : 0)
                | (_mm_movemask_epi8(percent) ? Percent : 0);
    }
#endif
    for (const char c : url)
        classes |= byteClasses.of[static_cast<unsigned char>(c)];
    return classes;
}

} // namespace

namespace EntryRules {

void checkUrl(const EntryCheck &c, QByteArrayView url, const Url::Parts &parts, FindingField field,
              qint32 item, LazyLabel what, bool isLoc)
{
    QList<Finding> &out = c.out;
    if (url.isEmpty()) {
        out.append(c.make(RuleId::MissingTag, Checker::tr("%1 is empty").arg(what()), field, item));
        return;
    }
    const Url::Problem problem = Url::check(url, parts);
    if (problem != Url::Problem::None)
        out.append(c.make(RuleId::InvalidUrl,
                          Checker::tr("%1: %2").arg(what(), Url::problemText(problem, url)), field,
                          item));
    const quint8 classes = classesOf(url);
    const qsizetype control = classes & Control ? firstControlUtf8(url) : -1;
    if (control >= 0) {
        out.append(c.make(RuleId::ControlCharacter,
                          Checker::tr("%1 contains the control character %2 at position %3")
                              .arg(what(), characterAt(url, control))
                              .arg(utf16Length(url.first(control)) + 1),
                          field, item));
    } else if (classes & (Unsafe | Percent)) {
        // Tabs and line breaks are reported as invalid URLs above.
        const qsizetype bad
            = classes & Unsafe ? Url::firstUnescaped(url, true) : Url::firstBadEscape(url);
        if (bad >= 0)
            out.append(c.make(RuleId::UnescapedCharacters,
                              Checker::tr("%1 \"%2\" contains %3 at position %4, which must be "
                                          "percent-encoded")
                                  .arg(what(), QString::fromUtf8(url), characterAt(url, bad))
                                  .arg(utf16Length(url.first(bad)) + 1),
                              field, item));
    }
    if ((classes & Ampersand) && containsEntity(url))
        out.append(
            c.make(RuleId::DoubleEscaped,
                   Checker::tr("%1 \"%2\" contains an XML entity as text; it was escaped twice")
                       .arg(what(), QString::fromUtf8(url)),
                   field, item));
    if (!isLoc)
        return;
    if (url.size() > Limits::MaxUrlLength && utf16Length(url) > Limits::MaxUrlLength)
        out.append(c.make(RuleId::UrlTooLong,
                          Checker::tr("The URL has %1 characters; at most %2 are allowed")
                              .arg(utf16Length(url))
                              .arg(Limits::MaxUrlLength),
                          field, item));
    if ((problem == Url::Problem::None || problem == Url::Problem::Fragment)
        && (parts.hasQuery
            || (!parts.path.isEmpty()
                && std::memchr(parts.path.data(), ';', size_t(parts.path.size())) != nullptr))) {
        const QByteArray session = Url::sessionParameter(parts);
        if (!session.isEmpty())
            out.append(c.make(RuleId::SessionId,
                              Checker::tr("\"%1\" carries the session parameter \"%2\"")
                                  .arg(QString::fromUtf8(url), QString::fromUtf8(session)),
                              field, item));
    }
}

} // namespace EntryRules

} // namespace Studio
