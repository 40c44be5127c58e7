#pragma once

#include <QDateTime>
#include <QExplicitlySharedDataPointer>
#include <QSharedData>
#include <QString>
#include <QStringView>

#include <optional>

namespace Studio {

// A W3C Datetime value (https://www.w3.org/TR/NOTE-datetime), the format of sitemap `lastmod`,
// video and news dates. Keeps the precision the text was written with, so an untouched value
// is written back exactly as it came: the original text is stored only when the canonical
// rendering of the parsed value would differ from it (lower-case separators, more than nine
// fraction digits, an offset without a colon, or text that does not parse at all).
class W3cDateTime
{
public:
    enum class Precision : quint8 {
        None, // no value
        Year, // YYYY
        Month, // YYYY-MM
        Day, // YYYY-MM-DD
        Minutes, // YYYY-MM-DDThh:mmTZD
        Seconds, // YYYY-MM-DDThh:mm:ssTZD
        Fraction, // YYYY-MM-DDThh:mm:ss.sTZD
    };

    // No underlying type: lupdate (Qt 6.4) loses the namespace of what follows an `enum E : T`
    // inside a class, and files its strings under a context tr() never asks for.
    enum Flag { HasTimeZone = 0x1, Zulu = 0x2, FractionDigitsShift = 4 };

    // The parsed value, 16 bytes, and the original spelling apart, null for a canonical value,
    // shared between copies. UrlEntry packs the value into 8 bytes.
    struct Packed
    {
        qint64 wallClock = 0; // the written date and time as milliseconds since 1970-01-01T00:00
        qint16 offsetMinutes = 0;
        Precision precision = Precision::None;
        quint8 flags = 0; // Flag bits; fraction digits (1..9) in the high nibble
        quint32 subMillis = 0; // fraction digits 4 … 9 as a number, when there are more than 3

        friend bool operator==(const Packed &, const Packed &) = default;
    };
    struct Spelling : QSharedData
    {
        QString text;
    };
    using SpellingPointer = QExplicitlySharedDataPointer<const Spelling>;

    W3cDateTime() = default;
    W3cDateTime(const Packed &value, SpellingPointer spelling)
        : m_v(value), m_original(std::move(spelling))
    {
    }
    const Packed &packed() const { return m_v; }
    const SpellingPointer &spelling() const { return m_original; }

    // Parses `text` after trimming surrounding whitespace. An empty text gives a null value;
    // text that is not a W3C Datetime gives an invalid value that still remembers the text.
    static W3cDateTime fromString(QStringView text);
    // The value of UTF-8 `text` in one of the canonical forms nearly every sitemap writes
    // (YYYY-MM-DD, and YYYY-MM-DDThh:mm:ss with up to 9 fraction digits and Z or an offset),
    // read straight from the bytes:
    // what fromString() makes of the same text. Nothing for any other text, which fromString()
    // reads (the reader's ten million lastmods spare their trip through UTF-16).
    static std::optional<Packed> commonForm(QByteArrayView text);
    // `dateTime` keeps its offset from UTC; `precision` chooses how much of it is written.
    static W3cDateTime fromDateTime(const QDateTime &dateTime,
                                    Precision precision = Precision::Seconds);

    bool isNull() const { return m_v.precision == Precision::None && !m_original; }
    bool isValid() const { return m_v.precision != Precision::None; }
    Precision precision() const { return m_v.precision; }
    // Times without a time zone designator are accepted while reading (they are common) but
    // are not W3C Datetime; rules report them.
    bool hasTimeZone() const { return m_v.flags & HasTimeZone; }
    // True when the value had to keep its original spelling to be written back unchanged.
    bool isNonCanonical() const { return bool(m_original); }

    // The instant as a QDateTime with the written offset (UTC when none was written).
    QDateTime toDateTime() const;
    // Milliseconds since the epoch, UTC; 0 for an invalid value.
    qint64 toMSecsSinceEpoch() const;
    // What the writer emits: the original text when it was not canonical, else the canonical
    // rendering. Empty for a null value.
    QString toString() const;
    QString canonicalString() const;
    // toString() as UTF-8, appended to `out` without a QString between: the writer asks for
    // it on every entry of a save or export.
    void appendUtf8(QByteArray &out) const;
    static constexpr int CanonicalMaxLength = 40;
    // appendUtf8() into `buffer` (CanonicalMaxLength bytes), its length, for a value written
    // in its canonical form (0 for an invalid one); -1 when appendUtf8() must write it (an
    // original spelling, a year past 9999). For the writer's plain-entry path.
    int canonicalUtf8(char *buffer) const;

    friend bool operator==(const W3cDateTime &a, const W3cDateTime &b)
    {
        return a.m_v == b.m_v
            && a.originalText() == b.originalText();
    }

private:
    QString originalText() const { return m_original ? m_original->text : QString(); }
    QString generalString() const; // canonicalString() for any year
    // The canonical text of a valid value into `buffer` (CanonicalMaxLength characters), its
    // length; -1 when only generalString() can write it (years past 9999, huge offsets).
    // Fraction digits kept as a value: microseconds and nanoseconds, as many programs write
    // them, need no copy of the text (one in twenty lastmods of some generated files).
    static constexpr int MaxFractionDigits = 9;
    template<typename Char>
    int formatCanonical(Char *buffer) const;
    void setOriginalText(QStringView text);

    Packed m_v;
    // The original spelling, shared between copies and never changed once made; behind one
    // pointer so that a value costs 24 bytes.
    SpellingPointer m_original; // only when not canonical
};

} // namespace Studio

// In every entry of a million-entry sitemap.
static_assert(sizeof(Studio::W3cDateTime) == 24, "W3cDateTime grew beyond 24 bytes");
