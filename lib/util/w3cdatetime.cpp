#include "w3cdatetime.h"

#include "xmlspace.h"

#include <QTimeZone>
#include <QtEndian>

#include <array>
#include <optional>

namespace Studio {

namespace {

constexpr qint64 MSecsPerDay = 86400000;

// Reads exactly `count` ASCII digits at `pos`; -1 when they are not there.
// Days from 1970-01-01 to year-month-day in the proleptic Gregorian calendar, as QDate counts
// them, or nothing when no such day exists (QDate has no year 0). The same arithmetic as
// QDate(year, month, day).toJulianDay() without its calendar machinery, which cost a tenth of
// reading a plain sitemap: every <lastmod> comes through here.
constexpr int monthDays[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

// The first day of each month of the years nearly every date falls in, as daysSinceEpoch()
// counts them: one look-up for the ten million lastmods of a large set.
constexpr int TableFirstYear = 1900, TableYears = 200;
struct MonthStarts
{
    std::array<qint32, TableYears * 12> days {};
    std::array<quint8, TableYears * 12> length {};
};
std::optional<qint64> computeDays(int year, int month, int day);
const MonthStarts &monthStarts()
{
    static const MonthStarts table = [] {
        MonthStarts t;
        for (int y = 0; y < TableYears; ++y) {
            const int year = TableFirstYear + y;
            const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
            for (int m = 0; m < 12; ++m) {
                t.days[size_t(y * 12 + m)] = qint32(*computeDays(year, m + 1, 1));
                t.length[size_t(y * 12 + m)] = quint8(monthDays[m] + (m == 1 && leap));
            }
        }
        return t;
    }();
    return table;
}

std::optional<qint64> daysSinceEpoch(int year, int month, int day)
{
    if (year >= TableFirstYear && year < TableFirstYear + TableYears && month >= 1 && month <= 12) {
        const MonthStarts &table = monthStarts();
        const size_t at = size_t((year - TableFirstYear) * 12 + month - 1);
        if (day < 1 || day > table.length[at])
            return std::nullopt;
        return table.days[at] + day - 1;
    }
    return computeDays(year, month, day);
}

std::optional<qint64> computeDays(int year, int month, int day)
{
    if (year < 1 || month < 1 || month > 12 || day < 1)
        return std::nullopt;
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if (day > monthDays[month - 1] + (month == 2 && leap))
        return std::nullopt;
    // Years counted from March, so that the leap day ends a year (H. Hinnant's days_from_civil).
    const int y = year - (month <= 2);
    const int era = y / 400;
    const int yearOfEra = y - era * 400;
    const int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    const int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return qint64(era) * 146097 + dayOfEra - 719468;
}

int readDigits(QStringView text, qsizetype pos, int count)
{
    if (pos + count > text.size())
        return -1;
    int value = 0;
    for (int i = 0; i < count; ++i) {
        const char16_t c = text[pos + i].unicode();
        if (c < u'0' || c > u'9')
            return -1;
        value = value * 10 + (c - u'0');
    }
    return value;
}

// commonForm()'s fields at fixed places, eight bytes at a time as a 64-bit word whose lane i is
// byte i (SWAR): one test tells whether every lane of `lanes` (0xFF lanes) is an ASCII digit,
// where a loop of two comparisons a byte was half of the parse of the form a sitemap writes a
// million times.
quint64 eightBytes(const char *at)
{
    return qFromLittleEndian<quint64>(at);
}

bool digitLanes(quint64 word, quint64 lanes)
{
    // A byte is 0x30 to 0x39 when its high half is 3 both as it is and with 6 added. A lane
    // that carries into the next fails the first test already.
    const quint64 high = lanes & 0xF0F0F0F0F0F0F0F0ULL;
    const quint64 threes = lanes & 0x3030303030303030ULL;
    return (word & high) == threes && ((word + (lanes & 0x0606060606060606ULL)) & high) == threes;
}

// The number of the two digits in lanes `first` and `first` + 1.
int twoDigits(quint64 word, int first)
{
    return int((word >> (8 * first)) & 0xF) * 10 + int((word >> (8 * first + 8)) & 0xF);
}

bool charIs(QStringView text, qsizetype pos, char16_t c)
{
    return pos < text.size() && text[pos].unicode() == c;
}

} // namespace

std::optional<W3cDateTime::Packed> W3cDateTime::commonForm(QByteArrayView text)
{
    const qsizetype n = text.size();
    if (n != 10 && n < 20)
        return std::nullopt;
    const auto isDigit = [](char c) {
        return c >= '0' && c <= '9';
    };
    const auto digits = [&](qsizetype at, int count) {
        int value = 0;
        for (int i = 0; i < count; ++i) {
            const char c = text[at + i];
            if (!isDigit(c))
                return -1;
            value = value * 10 + (c - '0');
        }
        return value;
    };
    // "YYYY-MM-" and "YY-MM-DD": digits and '-' in their lanes.
    const quint64 front = eightBytes(text.data()), back = eightBytes(text.data() + 2);
    if (!digitLanes(front, 0x00FFFF00FFFFFFFFULL) || !digitLanes(back, 0xFFFF000000000000ULL)
        || (front & 0xFF0000FF00000000ULL) != 0x2D00002D00000000ULL)
        return std::nullopt;
    // The year's four digits: pairs, then the pairs' number (lanes 0 and 1, 2 and 3).
    quint64 pairs = front & 0x0F0F0F0FULL;
    pairs = (pairs * 10 + (pairs >> 8)) & 0x00FF00FFULL;
    const int year = int((pairs * 100 + (pairs >> 16)) & 0xFFFF);
    const int month = twoDigits(front, 5), day = twoDigits(back, 6);
    Packed value;
    int hour = 0, minute = 0, second = 0, msec = 0;
    if (n == 10) {
        value.precision = Precision::Day;
    } else {
        // "hh:mm:ss" after the 'T'.
        const quint64 time = eightBytes(text.data() + 11);
        if (text[10] != 'T' || !digitLanes(time, 0xFFFF00FFFF00FFFFULL)
            || (time & 0x0000FF0000FF0000ULL) != 0x00003A00003A0000ULL)
            return std::nullopt;
        hour = twoDigits(time, 0);
        minute = twoDigits(time, 3);
        second = twoDigits(time, 6);
        if (hour > 23 || minute > 59 || second > 59)
            return std::nullopt;
        value.precision = Precision::Seconds;
        value.flags = HasTimeZone;
        qsizetype pos = 19;
        if (text[pos] == '.') {
            // A fraction of up to MaxFractionDigits digits (generators write 3 or 6), as
            // fromString() keeps it: the first three as milliseconds, the rest as a number.
            int count = 0;
            for (++pos; pos < n && isDigit(text[pos]); ++pos, ++count) {
                const int digit = text[pos] - '0';
                if (count < 3)
                    msec = msec * 10 + digit;
                else
                    value.subMillis = value.subMillis * 10 + quint32(digit);
            }
            if (count == 0 || count > MaxFractionDigits)
                return std::nullopt; // none, or more than are kept: a spelling of its own
            for (int d = count; d < 3; ++d)
                msec *= 10;
            value.precision = Precision::Fraction;
            value.flags |= quint8(count << FractionDigitsShift);
        }
        if (n - pos == 1) {
            if (text[pos] != 'Z')
                return std::nullopt;
            value.flags |= Zulu;
        } else if (n - pos == 6) {
            const char sign = text[pos];
            const int offsetHours = digits(pos + 1, 2), offsetMinutes = digits(pos + 4, 2);
            if ((sign != '+' && sign != '-') || text[pos + 3] != ':' || offsetHours < 0
                || offsetHours > 23 || offsetMinutes < 0 || offsetMinutes > 59
                || (sign == '-' && offsetHours == 0
                    && offsetMinutes == 0)) // "-00:00" keeps its text
                return std::nullopt;
            value.offsetMinutes
                = qint16((offsetHours * 60 + offsetMinutes) * (sign == '-' ? -1 : 1));
        } else {
            return std::nullopt;
        }
    }
    const std::optional<qint64> days = daysSinceEpoch(year, month, day);
    if (!days)
        return std::nullopt;
    value.wallClock = *days * MSecsPerDay + ((hour * 60 + minute) * 60 + second) * 1000 + msec;
    return value;
}

W3cDateTime W3cDateTime::fromString(QStringView input)
{
    const QStringView text = trimXmlSpace(input);
    W3cDateTime result;
    if (text.isEmpty())
        return result;

    bool canonical = true;
    auto invalid = [&] {
        W3cDateTime bad;
        bad.setOriginalText(text);
        return bad;
    };

    const int year = readDigits(text, 0, 4);
    if (year < 0)
        return invalid();
    int month = 1, day = 1, hour = 0, minute = 0, second = 0, msec = 0;
    Precision precision = Precision::Year;
    qsizetype pos = 4;
    quint8 flags = 0;
    qint16 offset = 0;

    if (pos < text.size()) {
        if (!charIs(text, pos, u'-') || (month = readDigits(text, pos + 1, 2)) < 0)
            return invalid();
        precision = Precision::Month;
        pos += 3;
    }
    if (pos < text.size()) {
        if (!charIs(text, pos, u'-') || (day = readDigits(text, pos + 1, 2)) < 0)
            return invalid();
        precision = Precision::Day;
        pos += 3;
    }
    if (pos < text.size()) {
        if (charIs(text, pos, u't') || charIs(text, pos, u' '))
            canonical = false;
        else if (!charIs(text, pos, u'T'))
            return invalid();
        hour = readDigits(text, pos + 1, 2);
        if (hour < 0 || !charIs(text, pos + 3, u':') || (minute = readDigits(text, pos + 4, 2)) < 0)
            return invalid();
        precision = Precision::Minutes;
        pos += 6;
        if (charIs(text, pos, u':')) {
            if ((second = readDigits(text, pos + 1, 2)) < 0)
                return invalid();
            precision = Precision::Seconds;
            pos += 3;
            if (charIs(text, pos, u'.')) {
                ++pos;
                int digits = 0;
                int fraction = 0;
                quint32 rest = 0; // digits 4 to 9, below the millisecond
                while (pos < text.size() && text[pos].isDigit() && text[pos].unicode() < 128) {
                    const int digit = text[pos].unicode() - u'0';
                    if (digits < 3)
                        fraction = fraction * 10 + digit;
                    else if (digits < MaxFractionDigits)
                        rest = rest * 10 + quint32(digit);
                    ++digits;
                    ++pos;
                }
                if (digits == 0)
                    return invalid();
                if (digits > MaxFractionDigits)
                    canonical = false;
                result.m_v.subMillis = rest;
                for (int d = digits; d < 3; ++d)
                    fraction *= 10;
                msec = fraction;
                precision = Precision::Fraction;
                flags |= quint8(qMin(digits, MaxFractionDigits) << FractionDigitsShift);
            }
        }
        // Time zone designator.
        if (pos < text.size()) {
            const char16_t c = text[pos].unicode();
            if (c == u'Z' || c == u'z') {
                flags |= HasTimeZone | Zulu;
                canonical = canonical && c == u'Z';
                ++pos;
            } else if (c == u'+' || c == u'-') {
                const int oh = readDigits(text, pos + 1, 2);
                int om = -1;
                qsizetype end = pos + 3;
                if (charIs(text, pos + 3, u':')) {
                    om = readDigits(text, pos + 4, 2);
                    end = pos + 6;
                } else {
                    om = readDigits(text, pos + 3, 2);
                    end = pos + 5;
                    canonical = false;
                }
                if (oh < 0 || om < 0 || oh > 23 || om > 59)
                    return invalid();
                if (c == u'-' && oh == 0 && om == 0)
                    canonical = false; // "-00:00" is written back as it came
                offset = qint16((oh * 60 + om) * (c == u'-' ? -1 : 1));
                flags |= HasTimeZone;
                pos = end;
            }
        }
    }
    if (pos != text.size())
        return invalid();

    const std::optional<qint64> days = daysSinceEpoch(year, month, day);
    if (!days || hour > 23 || minute > 59 || second > 59)
        return invalid();

    result.m_v.wallClock = *days * MSecsPerDay
        + ((hour * 60 + minute) * 60 + second) * 1000 + msec;
    result.m_v.offsetMinutes = offset;
    result.m_v.precision = precision;
    result.m_v.flags = flags;
    if (!canonical)
        result.setOriginalText(text);
    return result;
}

W3cDateTime W3cDateTime::fromDateTime(const QDateTime &dateTime, Precision precision)
{
    W3cDateTime result;
    if (!dateTime.isValid() || precision == Precision::None)
        return result;
    const int offsetSeconds = dateTime.offsetFromUtc();
    const QDateTime wall = dateTime.toUTC().addSecs(offsetSeconds);
    result.m_v.wallClock = wall.toMSecsSinceEpoch();
    result.m_v.offsetMinutes = qint16(offsetSeconds / 60);
    result.m_v.precision = precision;
    if (precision >= Precision::Minutes)
        result.m_v.flags = HasTimeZone | (offsetSeconds == 0 ? Zulu : 0);
    if (precision == Precision::Fraction)
        result.m_v.flags |= quint8(3 << FractionDigitsShift);
    return result;
}

QDateTime W3cDateTime::toDateTime() const
{
    if (!isValid())
        return {};
    const QDateTime wall = QDateTime::fromMSecsSinceEpoch(m_v.wallClock, Qt::UTC);
    return QDateTime(wall.date(), wall.time(), QTimeZone(m_v.offsetMinutes * 60));
}

qint64 W3cDateTime::toMSecsSinceEpoch() const
{
    return isValid() ? m_v.wallClock - qint64(m_v.offsetMinutes) * 60000 : 0;
}

QString W3cDateTime::toString() const
{
    return m_original ? m_original->text : canonicalString();
}

void W3cDateTime::setOriginalText(QStringView text)
{
    auto *spelling = new Spelling;
    spelling->text = text.toString();
    m_original = SpellingPointer(spelling);
}

template<typename Char>
int W3cDateTime::formatCanonical(Char *buffer) const
{
    // Written for every lastmod of every save and export (a million per file set), so built
    // in one buffer rather than from a dozen temporary strings; years outside 0 … 9999 are
    // left to generalString() (as are offsets of 100 hours, which only a hand-made value has).
    const qint64 days = m_v.wallClock >= 0 ? m_v.wallClock / MSecsPerDay
                                         : -((-m_v.wallClock + MSecsPerDay - 1) / MSecsPerDay);
    // The proleptic Gregorian date of a day count from 1970-01-01 (H. Hinnant's
    // civil_from_days, http://howardhinnant.github.io/date_algorithms.html).
    const qint64 z = days + 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 dayOfEra = z - era * 146097;
    const qint64 yearOfEra
        = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const qint64 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const qint64 mp = (5 * dayOfYear + 2) / 153;
    const int day = int(dayOfYear - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    const qint64 year = yearOfEra + era * 400 + (month <= 2);
    if (year >= 0 && year <= 9999 && qAbs(m_v.offsetMinutes) < 100 * 60) {
        const qint64 msOfDay = m_v.wallClock - days * MSecsPerDay;
        int n = 0;
        auto digits = [&](int value, int width) {
            for (int i = width - 1; i >= 0; --i, value /= 10)
                buffer[n + i] = Char('0' + value % 10);
            n += width;
        };
        digits(int(year), 4);
        if (m_v.precision >= Precision::Month) {
            buffer[n++] = Char('-');
            digits(month, 2);
        }
        if (m_v.precision >= Precision::Day) {
            buffer[n++] = Char('-');
            digits(day, 2);
        }
        if (m_v.precision >= Precision::Minutes) {
            buffer[n++] = Char('T');
            digits(int(msOfDay / 3600000), 2);
            buffer[n++] = Char(':');
            digits(int(msOfDay / 60000 % 60), 2);
            if (m_v.precision >= Precision::Seconds) {
                buffer[n++] = Char(':');
                digits(int(msOfDay / 1000 % 60), 2);
            }
            if (m_v.precision == Precision::Fraction) {
                const int shown = qMax(1, m_v.flags >> FractionDigitsShift);
                buffer[n++] = Char('.');
                Char fraction[3];
                int msec = int(msOfDay % 1000);
                for (int i = 2; i >= 0; --i, msec /= 10)
                    fraction[i] = Char('0' + msec % 10);
                for (int i = 0; i < qMin(shown, 3); ++i)
                    buffer[n++] = fraction[i];
                if (shown > 3)
                    digits(int(m_v.subMillis), shown - 3);
            }
            if (m_v.flags & Zulu) {
                buffer[n++] = Char('Z');
            } else if (m_v.flags & HasTimeZone) {
                const int abs = qAbs(m_v.offsetMinutes);
                buffer[n++] = Char(m_v.offsetMinutes < 0 ? '-' : '+');
                digits(abs / 60, 2);
                buffer[n++] = Char(':');
                digits(abs % 60, 2);
            }
        }
        return n;
    }
    return -1;
}

QString W3cDateTime::canonicalString() const
{
    if (!isValid())
        return {};
    char16_t buffer[CanonicalMaxLength];
    const int n = formatCanonical(buffer);
    return n < 0 ? generalString() : QString(reinterpret_cast<const QChar *>(buffer), n);
}

void W3cDateTime::appendUtf8(QByteArray &out) const
{
    if (m_original) {
        out += m_original->text.toUtf8();
        return;
    }
    if (!isValid())
        return;
    char buffer[CanonicalMaxLength];
    const int n = formatCanonical(buffer);
    if (n < 0)
        out += generalString().toUtf8();
    else
        out.append(buffer, n);
}

int W3cDateTime::canonicalUtf8(char *buffer) const
{
    if (m_original)
        return -1;
    return isValid() ? formatCanonical(buffer) : 0;
}

QString W3cDateTime::generalString() const
{
    const QDateTime wall = QDateTime::fromMSecsSinceEpoch(m_v.wallClock, Qt::UTC);
    const QDate d = wall.date();
    const QTime t = wall.time();
    auto two = [](int v) { return QString::number(v).rightJustified(2, u'0'); };
    QString out = QString::number(d.year()).rightJustified(4, u'0');
    if (m_v.precision >= Precision::Month)
        out += u'-' + two(d.month());
    if (m_v.precision >= Precision::Day)
        out += u'-' + two(d.day());
    if (m_v.precision >= Precision::Minutes) {
        out += u'T' + two(t.hour()) + u':' + two(t.minute());
        if (m_v.precision >= Precision::Seconds)
            out += u':' + two(t.second());
        if (m_v.precision == Precision::Fraction) {
            const int digits = qMax(1, m_v.flags >> FractionDigitsShift);
            QString fraction = QString::number(t.msec()).rightJustified(3, u'0');
            if (digits > 3)
                fraction += QString::number(m_v.subMillis).rightJustified(digits - 3, u'0');
            out += u'.' + fraction.left(digits);
        }
        if (m_v.flags & Zulu) {
            out += u'Z';
        } else if (m_v.flags & HasTimeZone) {
            const int abs = qAbs(m_v.offsetMinutes);
            out += (m_v.offsetMinutes < 0 ? u'-' : u'+') + two(abs / 60) + u':' + two(abs % 60);
        }
    }
    return out;
}

} // namespace Studio
