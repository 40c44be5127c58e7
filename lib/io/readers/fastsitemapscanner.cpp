#include "fastsitemapscanner.h"

#include "util/allocator.h"
#include "util/bytearraypool.h"
#include "util/cpufeatures.h"
#include "util/xmlspace.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QVarLengthArray>

#include <array>
#include <cstring>
#include <iterator>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(SITEMAP_STUDIO_HAS_AVX2_PATHS)
#include <immintrin.h>
#endif

namespace Studio {

namespace {

// The ASCII bytes of names, by table: names are read several times an entry.
struct NameChars
{
    bool of[256] = {};
    constexpr NameChars()
    {
        for (int c = 0; c < 256; ++c)
            of[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '_' || c == '-' || c == '.' || c == ':';
    }
};
constexpr NameChars nameChars;

inline bool isNameChar(char c)
{
    return nameChars.of[static_cast<unsigned char>(c)];
}

// Whether two names are the same, inline: QByteArrayView's operator== calls into Qt for every
// pair of the same length, and the names of each element are compared several times (5% of
// reading a sitemap). Against a literal the compiler compares a word or two.
inline bool same(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size()
        && (a.isEmpty() || std::memcmp(a.data(), b.data(), size_t(a.size())) == 0);
}

void appendUtf8(QByteArray &out, char32_t c)
{
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

// `utf8` as a QString. Unlike QString::fromUtf8, which drops a byte order mark at the start
// of what it decodes, keeps a U+FEFF that starts a value: inside a document it is data, and
// QXmlStreamReader, which decodes the whole document, keeps it.
QString fromUtf8(QByteArrayView utf8)
{
    if (!utf8.startsWith("\xEF\xBB\xBF"))
        return QString::fromUtf8(utf8);
    QStringDecoder decoder(QStringDecoder::Utf8,
                           QStringDecoder::Flag::Stateless
                               | QStringDecoder::Flag::ConvertInitialBom);
    return decoder.decode(utf8);
}

// Calls `use` with `text` as a QStringView without a heap allocation for short ASCII text.
template<typename Use>
void withStringView(QByteArrayView text, Use use)
{
    char16_t buffer[64];
    if (text.size() <= 64) {
        bool ascii = true;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const auto c = quint8(text[i]);
            ascii &= c < 0x80;
            buffer[i] = c;
        }
        if (ascii) {
            use(QStringView(buffer, text.size()));
            return;
        }
    }
    use(QStringView(fromUtf8(text)));
}

// What a value holds that the plain path cares about: every byte of every value of a file goes
// through here, so it looks at 16 bytes at a time where SSE2 is there (all x86-64), a value's
// last bytes as its last 16, and through a table of each byte's flags for values shorter than
// 16 and elsewhere. No library offers this particular test.
enum ValueFlag : int {
    HasControl = 1, // a control character other than tab and line feed (CR included)
    HasReference = 2, // '&'
    HasNewline = 4,
    HasSpecial = 8, // ']' or the lead byte 0xEF of a possible noncharacter
};

// classify()'s flags of each byte, for the bytes the vector loop leaves.
constexpr std::array<quint8, 256> byteFlags = [] {
    std::array<quint8, 256> flags {};
    for (int u = 0; u < 0x20; ++u)
        flags[size_t(u)] = HasControl;
    flags['\t'] = 0;
    flags['\n'] = HasNewline;
    flags['&'] = HasReference;
    flags[']'] = flags[0xEF] = HasSpecial;
    return flags;
}();

#if defined(__SSE2__)
// Which of 16 bytes carry each of classify()'s flags, one byte lane each.
struct ByteLanes
{
    __m128i control, newline, reference, special;

    explicit ByteLanes(__m128i v)
    {
        // Unsigned v < 0x20, as a signed comparison with the top bits flipped.
        const __m128i low = _mm_cmplt_epi8(_mm_xor_si128(v, _mm_set1_epi8(char(0x80))),
                                           _mm_set1_epi8(char(0x20 ^ 0x80)));
        newline = _mm_cmpeq_epi8(v, _mm_set1_epi8('\n'));
        const __m128i space = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\t')), newline);
        control = _mm_andnot_si128(space, low);
        reference = _mm_cmpeq_epi8(v, _mm_set1_epi8('&'));
        special = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(']')),
                               _mm_cmpeq_epi8(v, _mm_set1_epi8(char(0xEF))));
    }
    static __m128i load(const char *at)
    {
        return _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
    }
};
#endif

int classify(QByteArrayView text)
{
    const char *p = text.data();
    const qsizetype n = text.size();
    qsizetype i = 0;
    int flags = 0;
#if defined(__SSE2__)
    __m128i control = _mm_setzero_si128(), special = _mm_setzero_si128();
    __m128i newline = _mm_setzero_si128(), reference = _mm_setzero_si128();
    const auto classify16 = [&](const char *at) {
        const ByteLanes lanes(ByteLanes::load(at));
        control = _mm_or_si128(control, lanes.control);
        newline = _mm_or_si128(newline, lanes.newline);
        reference = _mm_or_si128(reference, lanes.reference);
        special = _mm_or_si128(special, lanes.special);
    };
    for (; i + 16 <= n; i += 16)
        classify16(p + i);
    // The last bytes as the last 16, again in part: the flags only gather.
    if (i < n && n >= 16) {
        classify16(p + n - 16);
        i = n;
    }
    flags = (_mm_movemask_epi8(control) ? HasControl : 0)
        | (_mm_movemask_epi8(reference) ? HasReference : 0)
        | (_mm_movemask_epi8(special) ? HasSpecial : 0)
        | (_mm_movemask_epi8(newline) ? HasNewline : 0);
#endif
    for (; i < n; ++i)
        flags |= byteFlags[quint8(p[i])];
    return flags;
}

// The first '<' from `p` on (nullptr if there is none before `end`), with classify()'s flags of
// the bytes before it in `*flags`: one pass over a value, where a search for its end and then
// a look at its bytes took two (a call to memchr and a second read of every byte). Every
// value of a file goes through here.
const char *textEndSse2(const char *p, const char *end, int *flags)
{
    int found = 0;
#if defined(__SSE2__)
    for (; end - p >= 16; p += 16) {
        const __m128i v = ByteLanes::load(p);
        const __m128i isLt = _mm_cmpeq_epi8(v, _mm_set1_epi8('<'));
        // Most blocks of a value hold none of the bytes looked for: one test for them all,
        // with tab and line feed among the controls (rare in values, told apart below).
        const __m128i low = _mm_cmplt_epi8(_mm_xor_si128(v, _mm_set1_epi8(char(0x80))),
                                           _mm_set1_epi8(char(0x20 ^ 0x80)));
        if (!_mm_movemask_epi8(_mm_or_si128(
                _mm_or_si128(_mm_or_si128(isLt, low), _mm_cmpeq_epi8(v, _mm_set1_epi8('&'))),
                _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(']')),
                             _mm_cmpeq_epi8(v, _mm_set1_epi8(char(0xEF)))))))
            continue;
        const ByteLanes lanes(v);
        const unsigned ltMask = unsigned(_mm_movemask_epi8(isLt));
        const unsigned control = unsigned(_mm_movemask_epi8(lanes.control));
        const unsigned newline = unsigned(_mm_movemask_epi8(lanes.newline));
        const unsigned reference = unsigned(_mm_movemask_epi8(lanes.reference));
        const unsigned special = unsigned(_mm_movemask_epi8(lanes.special));
        // The bytes before the first '<' of the block, or all 16.
        const unsigned before = ltMask ? (ltMask & (0u - ltMask)) - 1 : 0xFFFFu;
        found |= (control & before ? HasControl : 0) | (reference & before ? HasReference : 0)
            | (newline & before ? HasNewline : 0) | (special & before ? HasSpecial : 0);
        if (ltMask) {
            *flags = found;
            return p + __builtin_ctz(ltMask);
        }
    }
#endif
    for (; p < end; ++p) {
        if (*p == '<') {
            *flags = found;
            return p;
        }
        found |= byteFlags[quint8(*p)];
    }
    *flags = found;
    return nullptr;
}

#if defined(SITEMAP_STUDIO_HAS_AVX2_PATHS)
// textEndSse2() 32 bytes at a time, where the processor has AVX2 (useAvx2()): a location of a
// hundred bytes is three steps instead of six. The last bytes, fewer than 32, go to
// textEndSse2().
__attribute__((target("avx2"))) const char *textEndAvx2(const char *p, const char *end, int *flags)
{
    int found = 0;
    for (; end - p >= 32; p += 32) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
        const __m256i isLt = _mm256_cmpeq_epi8(v, _mm256_set1_epi8('<'));
        // Unsigned v < 0x20, as a signed comparison with the top bits flipped.
        const __m256i low = _mm256_cmpgt_epi8(_mm256_set1_epi8(char(0x20 ^ 0x80)),
                                              _mm256_xor_si256(v, _mm256_set1_epi8(char(0x80))));
        const __m256i reference = _mm256_cmpeq_epi8(v, _mm256_set1_epi8('&'));
        const __m256i special = _mm256_or_si256(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(']')),
                                                _mm256_cmpeq_epi8(v, _mm256_set1_epi8(char(0xEF))));
        const __m256i any
            = _mm256_or_si256(_mm256_or_si256(isLt, low), _mm256_or_si256(reference, special));
        if (_mm256_testz_si256(any, any))
            continue;
        const __m256i newline = _mm256_cmpeq_epi8(v, _mm256_set1_epi8('\n'));
        const __m256i control = _mm256_andnot_si256(
            _mm256_or_si256(newline, _mm256_cmpeq_epi8(v, _mm256_set1_epi8('\t'))), low);
        const unsigned ltMask = unsigned(_mm256_movemask_epi8(isLt));
        // The bytes before the first '<' of the block, or all 32.
        const unsigned before = ltMask ? (ltMask & (0u - ltMask)) - 1 : ~0u;
        found |= (unsigned(_mm256_movemask_epi8(control)) & before ? HasControl : 0)
            | (unsigned(_mm256_movemask_epi8(reference)) & before ? HasReference : 0)
            | (unsigned(_mm256_movemask_epi8(newline)) & before ? HasNewline : 0)
            | (unsigned(_mm256_movemask_epi8(special)) & before ? HasSpecial : 0);
        if (ltMask) {
            *flags = found;
            return p + __builtin_ctz(ltMask);
        }
    }
    int rest = 0;
    const char *lt = textEndSse2(p, end, &rest);
    *flags = found | rest;
    return lt;
}
#endif

using TextEnd = const char *(*)(const char *p, const char *end, int *flags);

TextEnd textEndFunction()
{
#if defined(SITEMAP_STUDIO_HAS_AVX2_PATHS)
    if (useAvx2())
        return textEndAvx2;
#endif
    return textEndSse2;
}

struct Attribute
{
    QByteArrayView name;
    QByteArrayView value; // decoded: a view of the document or of `decoded`
    QByteArray decoded;
};

struct Tag
{
    QByteArrayView qualifiedName;
    QByteArrayView prefix;
    QByteArrayView localName;
    QList<Attribute> attributes;
    bool selfClosing = false;
};

// The codes of an entry's children as they come (ChildCode), and whether they still follow the
// writer's default order (as ChildCode::isDefaultOrder() tells, child by child): the entry keeps
// the codes only when they do not. Inline, on the stack for the usual few children, where
// a QVarLengthArray call a child and the order's check at the end were 3% of reading.
class ChildOrder
{
public:
    Q_ALWAYS_INLINE void append(char code)
    {
        const int rank = ChildCode::rank(code); // a constant: the callers name the code
        m_default = m_default && rank >= m_rank;
        m_rank = rank;
        if (m_size < qsizetype(sizeof m_first))
            m_first[m_size] = code;
        else if (m_size == qsizetype(sizeof m_first))
            m_more = QByteArray(m_first, m_size) + code;
        else
            m_more += code;
        ++m_size;
    }
    bool isDefault() const { return m_default; }
    QByteArrayView codes() const
    {
        return m_size <= qsizetype(sizeof m_first) ? QByteArrayView(m_first, m_size)
                                                   : QByteArrayView(m_more);
    }

private:
    char m_first[32];
    qsizetype m_size = 0;
    QByteArray m_more; // all the codes, past the first 32
    int m_rank = 0;
    bool m_default = true;
};

class Scanner
{
public:
    Scanner(const QByteArray &document, qsizetype begin, qsizetype end, qint64 line, qint64 column,
            const FastSitemapScanner::Context &context)
        : m_document(document.constData())
        , m_p(document.constData() + begin)
        , m_end(document.constData() + end)
        , m_line(line)
        , m_lineStart(document.constData() + begin)
        , m_lineStartChars(column)
        , m_context(context)
        , m_plainSitemap(defaultIsSitemap(context))
        , m_textEnd(textEndFunction())
    {
    }

    bool run(bool last, FastSitemapScanner::Result &result);

private:
    // Moves to `to`, counting the lines passed. The spans are short (the space between
    // tags, a value): a plain loop beats a memchr call per line.
    // Past the whitespace at the current position, its line feeds counted on the way: one
    // pass, where a search for its end and a count of its lines took two.
    // Inline, as the next three: each runs several times an entry, and a call each was a
    // tenth of the reading.
    Q_ALWAYS_INLINE void skipSpace()
    {
        const char *q = m_p;
#if defined(__SSE2__)
        // Most runs between tags are a line feed and an indent, within 16 bytes: one step
        // finds their end and their line feeds, where the loop below takes a turn per byte.
        if (m_end - q >= 16) {
            const __m128i v = ByteLanes::load(q);
            const __m128i newline = _mm_cmpeq_epi8(v, _mm_set1_epi8('\n'));
            const __m128i space
                = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')), newline),
                               _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\t')),
                                            _mm_cmpeq_epi8(v, _mm_set1_epi8('\r'))));
            const unsigned other = ~unsigned(_mm_movemask_epi8(space)) & 0xFFFFu;
            if (other) {
                const unsigned run = qCountTrailingZeroBits(other);
                const unsigned lines = unsigned(_mm_movemask_epi8(newline)) & ((1u << run) - 1);
                if (lines) {
                    // Mostly one: a population count is a library call without POPCNT.
                    m_line += (lines & (lines - 1)) ? qPopulationCount(lines) : 1;
                    m_lineStart = q + (31 - qCountLeadingZeroBits(lines)) + 1;
                    m_lineStartChars = 0;
                }
                m_p = q + run;
                return;
            }
        }
#endif
        skipLongSpace();
    }
    // The rest of skipSpace(): a run of 16 bytes or more, or near the end.
    Q_NEVER_INLINE void skipLongSpace()
    {
        const char *q = m_p;
        for (; q < m_end; ++q) {
            const char c = *q;
            if (c == '\n') {
                ++m_line;
                m_lineStart = q + 1;
                m_lineStartChars = 0;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                break;
            }
        }
        m_p = q;
    }
    void advanceTo(const char *to)
    {
        for (const char *q = m_p; q < to; ++q) {
            if (*q == '\n') {
                ++m_line;
                m_lineStart = q + 1;
                m_lineStartChars = 0;
            }
        }
        m_p = to;
    }
    // 1-based column of the current position in UTF-16 units, as QXmlStreamReader counts.
    // Counted on from the last position asked on the same line, so that a long line with
    // many findings stays linear.
    qint64 column()
    {
        if (m_columnLineStart != m_lineStart || m_columnAt > m_p) {
            m_columnLineStart = m_lineStart;
            m_columnAt = m_lineStart;
            m_columnChars = m_lineStartChars;
        }
        for (; m_columnAt < m_p; ++m_columnAt) {
            const auto c = quint8(*m_columnAt);
            m_columnChars += (c & 0xC0) != 0x80;
            m_columnChars += c >= 0xF0; // a surrogate pair
        }
        return m_columnChars + 1;
    }
    // Compared inline: the literals are two to four characters, asked at every tag.
    template<qsizetype N>
    bool startsWith(const char (&literal)[N]) const
    {
        constexpr qsizetype n = N - 1;
        // With its length known, the compiler compares a word or two, without a call.
        return m_end - m_p >= n && std::memcmp(m_p, literal, n) == 0;
    }

    // The protocol's own fields of an entry, as bits of the fields seen.
    enum Field : int {
        NoField = 0,
        LocField = 1,
        LastmodField = 2,
        ChangefreqField = 4,
        PriorityField = 8
    };
    static Field fieldNamed(QByteArrayView localName);
    // At '<': a field's start tag written plainly (`<loc>`: no prefix, no attribute, no
    // space) where the default namespace is the protocol's, read past with its name in
    // `*name`; NoField, nothing read, for anything else, which readStartTag() then reads.
    // Nearly every generator writes every field so: the general reading of a tag and the
    // look-up of its prefix were a fifth of a sitemap's reading.
    Field readPlainFieldTag(QByteArrayView *name);
    // At '<': the entry's start tag written plainly (`<url>`, `<sitemap>`), read past.
    bool readPlainEntryTag(QByteArrayView *name);
    // The value of field `field` of the entry being read, its start tag read. Inline in its one
    // caller, readEntry(), as the compiler chose until the lastmod and the priority were set
    // from their bytes: out of line, the call cost what those saved.
    Q_ALWAYS_INLINE bool readField(Field field, QByteArrayView qualifiedName, bool counting,
                                   qsizetype entryIndex, UrlEntry *entry, ChildOrder *order,
                                   FastSitemapScanner::Result &result);

    // False at a comment.
    Q_ALWAYS_INLINE bool skipSpaceAndComments()
    {
        skipSpace();
        // Comments are kept in the model; the XML parser's path reads them.
        return !startsWith("<!--");
    }
    // A name, with how many colons it has and where the last one is (-1: none).
    bool readName(QByteArrayView *name, int *colons, qsizetype *lastColon);
    bool readStartTag(Tag *tag);
    Q_ALWAYS_INLINE bool readEndTag(QByteArrayView qualifiedName)
    {
#if defined(__SSE2__)
        // `</name>` as written nearly always, in one step, when the name is a view of its
        // start tag, before this end tag in the same document: then 16 bytes can be read from
        // either where 18 are left here. (The root's name is the context's own copy.)
        const qsizetype n = qualifiedName.size();
        const quintptr name = quintptr(qualifiedName.data());
        if (n <= 15 && m_end - m_p >= 18 && name >= quintptr(m_document) && name < quintptr(m_p)
            && m_p[0] == '<' && m_p[1] == '/' && m_p[n + 2] == '>') {
            const unsigned equal = unsigned(_mm_movemask_epi8(
                _mm_cmpeq_epi8(ByteLanes::load(m_p + 2), ByteLanes::load(qualifiedName.data()))));
            const unsigned lanes = (1u << n) - 1;
            if ((equal & lanes) != lanes)
                return false;
            m_p += n + 3;
            return true;
        }
#endif
        return readAnyEndTag(qualifiedName);
    }
    // readEndTag() for any end tag: a name of any length, space before the '>'.
    bool readAnyEndTag(QByteArrayView qualifiedName);
    // The text up to the next '<' as `text`: a view of the document, or of `scratch` when
    // references had to be decoded.
    Q_ALWAYS_INLINE bool readText(QByteArrayView *text, QByteArray *scratch);
    // `newline` tells whether `raw` holds a line feed.
    bool decode(QByteArrayView raw, QByteArray *scratch, QByteArrayView *out, bool *newline) const
    {
        return decode(raw, classify(raw), scratch, out, newline);
    }
    // The same, with classify()'s `flags` of `raw` known.
    bool decode(QByteArrayView raw, int flags, QByteArray *scratch, QByteArrayView *out,
                bool *newline) const;
    bool resolve(const Tag &tag, Ns *ns) const;
    bool readEntry(FastSitemapScanner::Result &result);
    template<typename Item>
    bool readItem(const Tag &tag, Ns ns, Item *item);
    bool readNews(const Tag &tag, News *news);
    bool readFields(const Tag &owner, Ns ns, QList<ExtensionField> *fields, bool inPublication);
    // The text of field `child` (its start tag read) as field `key`; false for key 0.
    bool readFieldValue(const Tag &child, int key, QList<ExtensionField> *fields);

    // Whether the default namespace (no prefix) is the protocol's, for the plain tags.
    static bool defaultIsSitemap(const FastSitemapScanner::Context &context)
    {
        for (const auto &[prefix, uri] : context.prefixes)
            if (prefix.isEmpty())
                return uri == Ns::Sitemap; // the first, as resolve() takes it
        return false;
    }

    const char *m_document;
    const char *m_p;
    const char *m_end;
    qint64 m_line;
    const char *m_lineStart;
    qint64 m_lineStartChars;
    const FastSitemapScanner::Context &m_context;
    const bool m_plainSitemap; // defaultIsSitemap()
    const TextEnd m_textEnd; // textEndFunction()
    QByteArray m_scratch; // decoded text, reused
    // An entry's start tag and its children's, and its alternates as they come: reused entry
    // after entry, so that their lists are not allocated and grown again for each (the
    // alternates are copied to the entry once, at their number).
    Tag m_entryTag;
    Tag m_childTag;
    Tag m_fieldTag; // a field of an image, video or news item (never nested in another)
    QList<Alternate> m_alternates;
    // Short values that repeat across entries (rel="alternate", hreflang codes, attribute
    // names): one shared QString each instead of one allocation per occurrence.
    QString intern(QByteArrayView value);
    QHash<QByteArray, QString> m_interned;
    // The entries' locations, side by side in shared blocks (see ByteArrayPool).
    FileLocationPool m_locationPool;
    ByteArrayPool &m_locations = m_locationPool.pool();
    qsizetype m_prefaultedEntries = 0; // the entries whose pages prefault() made resident
    const char *m_columnLineStart = nullptr;
    const char *m_columnAt = nullptr;
    qint64 m_columnChars = 0;
};

QString Scanner::intern(QByteArrayView value)
{
    constexpr qsizetype MaxLength = 24;
    constexpr qsizetype MaxValues = 256; // a file with many distinct codes stops sharing them
    if (value.size() > MaxLength)
        return fromUtf8(value);
    const auto it = m_interned.constFind(QByteArray::fromRawData(value.data(), value.size()));
    if (it != m_interned.cend())
        return *it;
    QString text = fromUtf8(value);
    if (m_interned.size() < MaxValues)
        m_interned.insert(value.toByteArray(), text);
    return text;
}

bool Scanner::readName(QByteArrayView *name, int *colons, qsizetype *lastColon)
{
    const char *q = m_p;
    if (q >= m_end || !((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || *q == '_'))
        return false;
    int found = 0;
    qsizetype last = -1;
    for (; q < m_end && isNameChar(*q); ++q) {
        if (*q == ':') {
            ++found;
            last = q - m_p;
        }
    }
    *name = QByteArrayView(m_p, q - m_p);
    *colons = found;
    *lastColon = last;
    m_p = q;
    return true;
}

bool Scanner::decode(QByteArrayView raw, int flags, QByteArray *scratch, QByteArrayView *result,
                     bool *newline) const
{
    // Plain text needs no copy beyond the one into `out`; anything that the XML parser
    // would treat specially sends the document to it.
    *newline = flags & HasNewline;
    if (flags & HasControl)
        return false; // control characters; CR needs line-end normalisation
    if ((flags & HasSpecial)
        && (raw.contains("]]>") || raw.contains("\xEF\xBF\xBE") || raw.contains("\xEF\xBF\xBF")))
        return false;
    if (!(flags & HasReference)) {
        *result = raw;
        return true;
    }
    QByteArray *out = scratch;
    out->clear();
    out->reserve(raw.size());
    // memchr straight, as elsewhere in this file: QByteArrayView::indexOf() goes through Qt's
    // general search for each '&' and ';' of a URL's query.
    const auto find = [raw](char c, qsizetype from) -> qsizetype {
        const void *at = std::memchr(raw.data() + from, c, size_t(raw.size() - from));
        return at ? static_cast<const char *>(at) - raw.data() : -1;
    };
    qsizetype i = 0;
    while (i < raw.size()) {
        const qsizetype amp = find('&', i);
        if (amp < 0) {
            out->append(raw.sliced(i));
            break;
        }
        out->append(raw.sliced(i, amp - i));
        const qsizetype semicolon = find(';', amp);
        if (semicolon < 0 || semicolon - amp > 12)
            return false;
        const QByteArrayView ref = raw.sliced(amp + 1, semicolon - amp - 1);
        if (same(ref, "amp"))
            *out += '&';
        else if (same(ref, "lt"))
            *out += '<';
        else if (same(ref, "gt"))
            *out += '>';
        else if (same(ref, "apos"))
            *out += '\'';
        else if (same(ref, "quot"))
            *out += '"';
        else if (ref.startsWith('#')) {
            // Digits only, as XML has them: QByteArray::toUInt() also takes a sign and
            // whitespace, which the XML parser refuses (and a repair would keep as text).
            const bool hex = ref.startsWith("#x");
            const QByteArrayView digits = ref.sliced(hex ? 2 : 1);
            bool ok = !digits.isEmpty();
            quint64 code = 0; // at most 10 digits: no overflow
            for (const char c : digits) {
                const int digit = c >= '0' && c <= '9' ? c - '0'
                    : hex && c >= 'a' && c <= 'f'      ? c - 'a' + 10
                    : hex && c >= 'A' && c <= 'F'      ? c - 'A' + 10
                                                       : -1;
                ok &= digit >= 0;
                code = code * (hex ? 16 : 10) + quint64(qMax(digit, 0));
            }
            const bool allowed = code == 0x9 || code == 0xA || code == 0xD
                || (code >= 0x20 && code < 0xD800) || (code > 0xDFFF && code < 0xFFFE)
                || (code > 0xFFFF && code <= 0x10FFFF);
            if (!ok || !allowed)
                return false;
            appendUtf8(*out, char32_t(code));
        } else {
            return false;
        }
        i = semicolon + 1;
    }
    *result = *out;
    return true;
}

bool Scanner::readStartTag(Tag *tag)
{
    // At '<'.
    ++m_p;
    int colons = 0;
    qsizetype colon = -1;
    if (!readName(&tag->qualifiedName, &colons, &colon) || colons > 1)
        return false;
    tag->prefix = colon < 0 ? QByteArrayView() : tag->qualifiedName.first(colon);
    tag->localName = tag->qualifiedName.sliced(colon + 1);
    if (tag->localName.isEmpty())
        return false;
    tag->attributes.clear();
    tag->selfClosing = false;
    while (true) {
        const char *const before = m_p;
        skipSpace();
        const bool spaced = m_p != before;
        if (m_p >= m_end)
            return false;
        if (*m_p == '>') {
            ++m_p;
            return true;
        }
        if (*m_p == '/') {
            if (m_p + 1 >= m_end || m_p[1] != '>')
                return false;
            m_p += 2;
            tag->selfClosing = true;
            return true;
        }
        if (!spaced)
            return false;
        Attribute attribute;
        if (!readName(&attribute.name, &colons, &colon) || colons > 0
            || attribute.name.startsWith("xmlns"))
            return false;
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\t'))
            ++m_p;
        if (m_p >= m_end || *m_p != '=')
            return false;
        ++m_p;
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\t'))
            ++m_p;
        if (m_p >= m_end || (*m_p != '"' && *m_p != '\''))
            return false;
        const char quote = *m_p++;
        const char *close = static_cast<const char *>(std::memchr(m_p, quote, m_end - m_p));
        if (!close)
            return false;
        const QByteArrayView raw(m_p, close - m_p);
        // '<' is not allowed; whitespace other than spaces is normalised by XML parsers.
        if (raw.contains('<') || raw.contains('\t') || raw.contains('\n'))
            return false;
        bool newline = false; // none: a line feed sent the value to the XML parser above
        if (!decode(raw, &attribute.decoded, &attribute.value, &newline))
            return false;
        // Sitemap elements have a few attributes; many go to the XML parser's path.
        if (tag->attributes.size() >= 16)
            return false;
        for (const Attribute &other : std::as_const(tag->attributes))
            if (same(other.name, attribute.name))
                return false;
        tag->attributes.append(std::move(attribute));
        if (!tag->attributes.last().decoded.isNull())
            tag->attributes.last().value = tag->attributes.last().decoded;
        m_p = close + 1;
    }
}

bool Scanner::readAnyEndTag(QByteArrayView qualifiedName)
{
    if (!startsWith("</"))
        return false;
    m_p += 2;
    const qsizetype n = qualifiedName.size();
    if (m_end - m_p < n)
        return false;
    // (The plain spelling took readEndTag()'s one step; this is the rare rest.)
    if (std::memcmp(m_p, qualifiedName.data(), size_t(n)) != 0)
        return false;
    m_p += n;
    if (m_p < m_end && *m_p != '>')
        skipSpace(); // `</loc >`, rarely
    if (m_p >= m_end || *m_p != '>')
        return false;
    ++m_p;
    return true;
}

bool Scanner::readText(QByteArrayView *text, QByteArray *scratch)
{
    int flags = 0;
    const char *lt = m_textEnd(m_p, m_end, &flags);
    if (!lt)
        return false;
    const QByteArrayView raw(m_p, lt - m_p);
    if (raw.size() > m_context.maxValueLength)
        return false;
    if (!flags) { // most values: plain text on one line
        *text = raw;
        m_p = lt;
    } else {
        bool newline = false;
        if (!decode(raw, flags, scratch, text, &newline))
            return false;
        if (newline)
            advanceTo(lt);
        else
            m_p = lt;
    }
    // CDATA sections, comments and child elements inside a value go to the XML parser.
    return startsWith("</");
}

bool Scanner::resolve(const Tag &tag, Ns *ns) const
{
    for (const auto &[prefix, uri] : m_context.prefixes) {
        if (same(prefix, tag.prefix)) {
            *ns = uri;
            return true;
        }
    }
    return false;
}

bool Scanner::readFields(const Tag &owner, Ns ns, QList<ExtensionField> *fields,
                         bool inPublication)
{
    Tag &child = m_fieldTag;
    while (true) {
        if (!skipSpaceAndComments() || m_p >= m_end || *m_p != '<')
            return false;
        if (startsWith("</"))
            return readEndTag(owner.qualifiedName);
        if (m_p + 1 < m_end && (m_p[1] == '!' || m_p[1] == '?'))
            return false;
        if (!readStartTag(&child))
            return false;
        Ns childNs;
        if (!resolve(child, &childNs) || childNs != ns)
            return false;
        int key = 0;
        withStringView(child.localName, [&](QStringView local) {
            if (ns == Ns::Image)
                key = int(imageFieldFor(local));
            else if (ns == Ns::Video)
                key = int(videoFieldFor(local));
            else if (inPublication)
                key = local == u"name" ? int(NewsField::PublicationName)
                    : local == u"language" ? int(NewsField::PublicationLanguage)
                                           : 0;
            else
                key = int(newsFieldFor(local));
        });
        if (!readFieldValue(child, key, fields))
            return false;
    }
}

bool Scanner::readFieldValue(const Tag &child, int key, QList<ExtensionField> *fields)
{
    if (key == 0)
        return false;
    QByteArrayView text;
    if (!child.selfClosing && (!readText(&text, &m_scratch) || !readEndTag(child.qualifiedName)))
        return false;
    ExtensionField field;
    field.key = key;
    field.text = fromUtf8(trimXmlSpace(text));
    for (const Attribute &a : std::as_const(child.attributes))
        field.attributes.append(
            XmlAttribute{QString(), intern(a.name), fromUtf8(a.value)});
    fields->append(std::move(field));
    return true;
}

template<typename Item>
bool Scanner::readItem(const Tag &tag, Ns ns, Item *item)
{
    if (!tag.attributes.isEmpty())
        return false;
    if (tag.selfClosing)
        return true;
    return readFields(tag, ns, &item->fields(), false);
}

bool Scanner::readNews(const Tag &tag, News *news)
{
    if (!tag.attributes.isEmpty())
        return false;
    if (tag.selfClosing)
        return true;
    Tag child;
    while (true) {
        if (!skipSpaceAndComments() || m_p >= m_end || *m_p != '<')
            return false;
        if (startsWith("</"))
            return readEndTag(tag.qualifiedName);
        if (m_p + 1 < m_end && (m_p[1] == '!' || m_p[1] == '?'))
            return false;
        if (!readStartTag(&child))
            return false;
        Ns childNs;
        if (!resolve(child, &childNs) || childNs != Ns::News)
            return false;
        if (same(child.localName, "publication")) {
            for (const Attribute &a : std::as_const(child.attributes))
                news->publicationAttributes.append(XmlAttribute{
                    QString(), intern(a.name), fromUtf8(a.value)});
            if (!child.selfClosing && !readFields(child, Ns::News, &news->fields(), true))
                return false;
            continue;
        }
        int key = 0;
        withStringView(child.localName,
                       [&key](QStringView local) { key = int(newsFieldFor(local)); });
        if (!readFieldValue(child, key, &news->fields()))
            return false;
    }
}

Scanner::Field Scanner::fieldNamed(QByteArrayView localName)
{
    return same(localName, "loc")       ? LocField
        : same(localName, "lastmod")    ? LastmodField
        : same(localName, "changefreq") ? ChangefreqField
        : same(localName, "priority")   ? PriorityField
                                        : NoField;
}

Scanner::Field Scanner::readPlainFieldTag(QByteArrayView *name)
{
    if (!m_plainSitemap || m_end - m_p < 12) // the longest, "<changefreq>"; else the general way
        return NoField;
    // The names' bytes are compared with the lengths the compiler knows: a word or two each.
    const auto is = [this]<qsizetype N>(const char(&tag)[N]) {
        return std::memcmp(m_p, tag, N - 1) == 0;
    };
    Field field = NoField;
    qsizetype length = 0; // of the name
    switch (m_p[1]) {
    case 'l':
        if (is("<loc>"))
            field = LocField, length = 3;
        else if (is("<lastmod>"))
            field = LastmodField, length = 7;
        break;
    case 'c':
        if (is("<changefreq>"))
            field = ChangefreqField, length = 10;
        break;
    case 'p':
        if (is("<priority>"))
            field = PriorityField, length = 8;
        break;
    default:
        break;
    }
    if (field != NoField) {
        *name = QByteArrayView(m_p + 1, length);
        m_p += length + 2;
    }
    return field;
}

bool Scanner::readPlainEntryTag(QByteArrayView *name)
{
    if (!m_plainSitemap)
        return false;
    const qsizetype length = m_context.index ? 7 : 3;
    if (m_end - m_p < length + 2
        || !(m_context.index ? startsWith("<sitemap>") : startsWith("<url>")))
        return false;
    *name = QByteArrayView(m_p + 1, length);
    m_p += length + 2;
    return true;
}

bool Scanner::readField(Field field, QByteArrayView qualifiedName, bool counting,
                        qsizetype entryIndex, UrlEntry *entry, ChildOrder *order,
                        FastSitemapScanner::Result &result)
{
    QByteArrayView text;
    if (!readText(&text, &m_scratch) || !readEndTag(qualifiedName))
        return false;
    // Most values have no space around them: two bytes tell.
    const QByteArrayView value
        = text.isEmpty() || (quint8(text.front()) > ' ' && quint8(text.back()) > ' ')
        ? text
        : trimXmlSpace(text);
    switch (field) {
    case LocField:
        if (value.size() != text.size()) {
            Finding finding = Finding::make(
                RuleId::WhitespaceInValue,
                QCoreApplication::translate("XmlSitemapReader",
                                            "The URL in <loc> has whitespace around it"),
                m_line, column());
            finding.entryIndex = entryIndex;
            finding.field = FindingField::Loc;
            result.findings.append(std::move(finding));
        }
        if (counting)
            return true;
        entry->setLocation(m_locations.make(value));
        order->append(ChildCode::Loc);
        return true;
    case LastmodField:
        if (counting)
            return true;
        if (const std::optional<W3cDateTime::Packed> common = W3cDateTime::commonForm(value)) {
            entry->setLastmodValue(*common);
        } else {
            withStringView(value,
                           [&](QStringView v) { entry->setLastmod(W3cDateTime::fromString(v)); });
        }
        order->append(ChildCode::Lastmod);
        return true;
    case ChangefreqField:
        if (counting)
            return true;
        withStringView(value, [&](QStringView v) { entry->setChangefreqText(v); });
        order->append(ChildCode::Changefreq);
        return true;
    case PriorityField:
        if (counting)
            return true;
        if (!entry->setPlainPriority(value))
            withStringView(value, [&](QStringView v) { entry->setPriorityText(v); });
        order->append(ChildCode::Priority);
        return true;
    case NoField:
        break;
    }
    return false;
}

bool Scanner::readEntry(FastSitemapScanner::Result &result)
{
    Tag &tag = m_entryTag;
    QByteArrayView entryName;
    if (!readPlainEntryTag(&entryName)) {
        Ns ns;
        if (!readStartTag(&tag) || !resolve(tag, &ns) || ns != Ns::Sitemap
            || !(m_context.index ? same(tag.localName, "sitemap") : same(tag.localName, "url"))
            || !tag.attributes.isEmpty() || tag.selfClosing)
            return false;
        entryName = tag.qualifiedName;
    }
    // Counted, not kept: the values are read and checked as closely, and not stored.
    const bool counting = m_context.countEntries && !m_context.index;
    const qsizetype entryIndex = result.entries.size() + result.counted.entries;
    qsizetype alternates = 0;
    UrlEntry entry;
    entry.setSourceLine(quint32(m_line));
    ChildOrder order;
    int seen = NoField; // the fields read
    Tag &child = m_childTag;
    m_alternates.clear();
    while (true) {
        if (!skipSpaceAndComments() || m_p >= m_end || *m_p != '<')
            return false; // bare text or the end of the span
        if (startsWith("</")) {
            if (!readEndTag(entryName))
                return false;
            break;
        }
        if (m_p + 1 < m_end && (m_p[1] == '!' || m_p[1] == '?'))
            return false;
        QByteArrayView fieldName;
        Field field = readPlainFieldTag(&fieldName);
        Ns childNs = Ns::Sitemap;
        if (field == NoField) {
            if (!readStartTag(&child) || !resolve(child, &childNs))
                return false;
            if (childNs == Ns::Sitemap) {
                field = fieldNamed(child.localName);
                if (field == NoField || child.selfClosing || !child.attributes.isEmpty())
                    return false;
                fieldName = child.qualifiedName;
            }
        }
        if (field != NoField) {
            if (seen & field)
                return false;
            seen |= field;
            if (!readField(field, fieldName, counting, entryIndex, &entry, &order, result))
                return false;
            continue;
        }
        if (childNs == Ns::Xhtml && same(child.localName, "link")) {
            if (!child.selfClosing)
                return false;
            if (counting) {
                ++alternates;
                continue;
            }
            Alternate alternate;
            for (const Attribute &a : std::as_const(child.attributes)) {
                if (same(a.name, "rel"))
                    alternate.rel = intern(a.value);
                else if (same(a.name, "hreflang"))
                    alternate.hreflang = intern(a.value);
                else if (same(a.name, "href"))
                    alternate.href = fromUtf8(a.value);
                else
                    alternate.otherAttributes.append(XmlAttribute{
                        QString(), intern(a.name), fromUtf8(a.value)});
            }
            m_alternates.append(std::move(alternate));
            order.append(ChildCode::Alternate);
            continue;
        }
        if (childNs == Ns::Image && same(child.localName, "image")) {
            Image image;
            if (!readItem(child, Ns::Image, &image))
                return false;
            entry.mutableImages().append(std::move(image));
            order.append(ChildCode::Image);
            continue;
        }
        if (childNs == Ns::Video && same(child.localName, "video")) {
            Video video;
            if (!readItem(child, Ns::Video, &video))
                return false;
            entry.mutableVideos().append(std::move(video));
            order.append(ChildCode::Video);
            continue;
        }
        if (childNs == Ns::News && same(child.localName, "news")) {
            News news;
            if (!readNews(child, &news))
                return false;
            entry.mutableNews().append(std::move(news));
            order.append(ChildCode::News);
            continue;
        }
        return false; // unknown elements are kept verbatim by the XML parser's path
    }
    if (!(seen & LocField))
        return false; // the XML parser's path reports it
    if (counting) {
        result.counted.add(entry);
        result.counted.alternates += alternates;
        return true;
    }
    // Extensions fill the thread's heap with small blocks (their strings and lists), a
    // plain URL none: the heap asks for huge pages at the first entry that has them.
    if (entry.hasExtras() || !m_alternates.isEmpty())
        adviseHugePagesForThisThreadsHeap();
    if (!m_alternates.isEmpty())
        entry.mutableAlternates() = QList<Alternate>(std::make_move_iterator(m_alternates.begin()),
                                                     std::make_move_iterator(m_alternates.end()));
    if (!order.isDefault())
        entry.setChildOrder(order.codes().toByteArray());
    // The list was reserved for the whole file and is written entry after entry: its pages are
    // made resident a window ahead, in one call each (see prefault()).
    if (result.entries.size() >= m_prefaultedEntries
        && result.entries.size() < result.entries.capacity()) {
        constexpr qsizetype Window = 1024; // 56 KiB of entries
        const qsizetype count = qMin(Window, result.entries.capacity() - result.entries.size());
        prefault(result.entries.data() + result.entries.size(),
                 count * qsizetype(sizeof(UrlEntry)));
        m_prefaultedEntries = result.entries.size() + count;
    }
    result.entries.append(std::move(entry));
    return true;
}

bool Scanner::run(bool last, FastSitemapScanner::Result &result)
{
    while (true) {
        if (!skipSpaceAndComments())
            return false;
        if (m_p >= m_end)
            return !last; // a part ends after an entry; the last one needs the root end tag
        if (*m_p != '<')
            return false;
        if (startsWith("</")) {
            if (!last || !readEndTag(m_context.rootQualifiedName))
                return false;
            // After the root only whitespace (comments and instructions there are kept, by
            // the XML parser's path).
            return skipSpaceAndComments() && m_p >= m_end;
        }
        if (m_p + 1 < m_end && (m_p[1] == '!' || m_p[1] == '?'))
            return false;
        if (!readEntry(result))
            return false;
    }
}

} // namespace

FastSitemapScanner::Result FastSitemapScanner::scan(const QByteArray &document, qsizetype begin,
                                                    qsizetype end, bool last, qint64 line,
                                                    qint64 column, const Context &context)
{
    Result result;
    // Room for the entries of a typical file (about 200 bytes each) at once, in huge pages
    // where it is large enough: grown entry by entry, the list is copied into new pages again
    // and again. Room not used is given back at the end.
    if (!context.countEntries || context.index) {
        result.entries.reserve((end - begin) / 128 + 1);
        adviseHugePages(result.entries.data(),
                        result.entries.capacity() * qsizetype(sizeof(UrlEntry)));
    }
    Scanner scanner(document, begin, end, line, column, context);
    result.accepted = scanner.run(last, result);
    if (!result.accepted) {
        result.entries.clear();
        result.counted = EntryCounts();
        result.findings.clear();
    }
    // The room the file's entries did not take: no longer kept resident by a huge page.
    releaseUnused(result.entries.data() + result.entries.size(),
                  (result.entries.capacity() - result.entries.size())
                      * qsizetype(sizeof(UrlEntry)));
    return result;
}

} // namespace Studio
