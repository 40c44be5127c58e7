#include "urlentry.h"

#include "util/xmlspace.h"

namespace Studio {

namespace {

template<typename T>
const QList<T> &emptyList()
{
    static const QList<T> empty;
    return empty;
}

constexpr QLatin1StringView changefreqWords[] = {
    QLatin1StringView(""),       QLatin1StringView("always"), QLatin1StringView("hourly"),
    QLatin1StringView("daily"),  QLatin1StringView("weekly"), QLatin1StringView("monthly"),
    QLatin1StringView("yearly"), QLatin1StringView("never")
};

} // namespace

bool ChildCode::isDefaultOrder(QByteArrayView order)
{
    int last = 0;
    for (const char code : order) {
        const int r = rank(code);
        if (r < last) // outside the order (-1) too
            return false;
        last = r;
    }
    return true;
}

UrlEntryExtras &UrlEntry::extras()
{
    if (!m_extras)
        m_extras = new UrlEntryExtras;
    return *m_extras;
}

void UrlEntry::squeeze()
{
    if (m_extras && m_extras->isEmpty())
        m_extras.reset();
}

QLatin1StringView UrlEntry::changefreqWord(ChangeFreq changefreq)
{
    const int i = int(changefreq);
    return i > 0 && i <= int(ChangeFreq::Never) ? changefreqWords[i] : QLatin1StringView();
}

QString UrlEntry::changefreqName(ChangeFreq changefreq)
{
    return changefreqWord(changefreq).toString();
}

void UrlEntry::setChangefreq(ChangeFreq changefreq)
{
    m_changefreq = changefreq;
    if (m_extras && !m_extras->rawChangefreq.isEmpty()) {
        m_extras->rawChangefreq.clear();
        squeeze();
    }
}

void UrlEntry::setChangefreqText(QStringView input)
{
    const QStringView text = trimXmlSpace(input);
    if (text.isEmpty()) {
        setChangefreq(ChangeFreq::None);
        return;
    }
    for (int i = int(ChangeFreq::Always); i <= int(ChangeFreq::Never); ++i) {
        if (text == changefreqWords[i]) {
            setChangefreq(ChangeFreq(i));
            return;
        }
    }
    m_changefreq = ChangeFreq::Invalid;
    extras().rawChangefreq = text.toString();
}

QString UrlEntry::changefreqText() const
{
    if (m_changefreq == ChangeFreq::Invalid && m_extras)
        return m_extras->rawChangefreq;
    return changefreqName(m_changefreq);
}

void UrlEntry::setPriority(double priority)
{
    if (m_extras && !m_extras->rawPriority.isEmpty()) {
        m_extras->rawPriority.clear();
        squeeze();
    }
    if (priority < 0 || priority > 1) {
        m_priority = -1;
        m_priorityDecimals = -1;
        return;
    }
    m_priority = qint16(qRound(priority * 1000));
    // The shortest spelling with at least one decimal: 0.5, 0.25, 1.0.
    m_priorityDecimals = m_priority % 100 == 0 ? 1 : (m_priority % 10 == 0 ? 2 : 3);
}

namespace {

// A plain decimal: "0" or "1", or either with a point and one to three digits ("0.5", "0.80",
// "1.000"), at most 1. Its value in thousandths and the digits written after the point (-1 for
// no point), which keep the spelling; false for any other text, which is kept verbatim.
template<typename Char>
bool plainPriority(const Char *text, qsizetype size, int *value, int *decimals)
{
    if (size < 1 || (text[0] != Char('0') && text[0] != Char('1')))
        return false;
    const int whole = int(text[0] - Char('0'));
    if (size == 1) {
        *value = whole * 1000;
        *decimals = -1;
        return true;
    }
    if (size < 3 || size > 5 || text[1] != Char('.'))
        return false;
    int fraction = 0;
    for (qsizetype i = 2; i < size; ++i) {
        if (text[i] < Char('0') || text[i] > Char('9'))
            return false;
        fraction = fraction * 10 + int(text[i] - Char('0'));
    }
    for (qsizetype d = size - 2; d < 3; ++d)
        fraction *= 10;
    *value = whole * 1000 + fraction;
    *decimals = int(size - 2);
    return *value <= 1000;
}

} // namespace

void UrlEntry::setPriorityText(QStringView input)
{
    const QStringView text = trimXmlSpace(input);
    setPriority(-1);
    if (text.isEmpty())
        return;
    int value = 0, decimals = -1;
    if (plainPriority(text.utf16(), text.size(), &value, &decimals)) {
        m_priority = qint16(value);
        m_priorityDecimals = qint8(decimals);
        return;
    }
    bool ok = false;
    const double number = text.toDouble(&ok);
    extras().rawPriority = text.toString();
    if (ok && number >= 0 && number <= 1)
        m_priority = qint16(qRound(number * 1000));
}

bool UrlEntry::setPlainPriority(QByteArrayView text)
{
    int value = 0, decimals = -1;
    if (!plainPriority(text.data(), text.size(), &value, &decimals))
        return false;
    setPriority(-1); // a spelling kept before is gone
    m_priority = qint16(value);
    m_priorityDecimals = qint8(decimals);
    return true;
}

namespace {

// The priority as written from thousandths and the digits after the point; `buffer` holds 16.
template<typename Char>
int formatPriority(Char *buffer, qint16 priority, qint8 decimals)
{
    int n = 0;
    const int whole = priority / 1000;
    if (whole >= 10)
        buffer[n++] = Char('0' + whole / 10);
    buffer[n++] = Char('0' + whole % 10);
    if (decimals >= 0) {
        buffer[n++] = Char('.');
        const int fraction = priority % 1000;
        const Char digits[3] = {Char('0' + fraction / 100), Char('0' + fraction / 10 % 10),
                                Char('0' + fraction % 10)};
        for (int i = 0; i < qMin<int>(decimals, 3); ++i)
            buffer[n++] = digits[i];
    }
    return n;
}

} // namespace

QString UrlEntry::priorityText() const
{
    if (m_extras && !m_extras->rawPriority.isEmpty())
        return m_extras->rawPriority;
    if (m_priority < 0)
        return {};
    // One buffer, no temporaries: the writer asks for it on every entry of a save or export.
    char16_t buffer[16];
    const int n = formatPriority(buffer, m_priority, m_priorityDecimals);
    return QString(reinterpret_cast<const QChar *>(buffer), n);
}

int UrlEntry::priorityNumber(char *buffer) const
{
    if ((m_extras && !m_extras->rawPriority.isEmpty()) || m_priority < 0)
        return -1;
    return formatPriority(buffer, m_priority, m_priorityDecimals);
}

bool UrlEntry::appendPriorityNumber(QByteArray &out) const
{
    char buffer[16];
    const int n = priorityNumber(buffer);
    if (n < 0)
        return false;
    out.append(buffer, n);
    return true;
}

const QList<Image> &UrlEntry::images() const
{
    return m_extras ? m_extras->images : emptyList<Image>();
}

const QList<Video> &UrlEntry::videos() const
{
    return m_extras ? m_extras->videos : emptyList<Video>();
}

const QList<News> &UrlEntry::news() const
{
    return m_extras ? m_extras->news : emptyList<News>();
}

const QList<Alternate> &UrlEntry::alternates() const
{
    return m_extras ? m_extras->alternates : emptyList<Alternate>();
}

const QList<ForeignElement> &UrlEntry::foreignElements() const
{
    return m_extras ? m_extras->foreign : emptyList<ForeignElement>();
}

const QList<XmlAttribute> &UrlEntry::foreignAttributes() const
{
    return m_extras ? m_extras->attributes : emptyList<XmlAttribute>();
}

const QByteArray &UrlEntry::childOrder() const
{
    static const QByteArray empty;
    return m_extras ? m_extras->childOrder : empty;
}

QList<XmlAttribute> UrlEntry::fieldAttributes(char code) const
{
    if (m_extras)
        for (const FieldAttributes &f : m_extras->fieldAttributes)
            if (f.code == code)
                return f.attributes;
    return {};
}

void UrlEntry::setFieldAttributes(char code, const QList<XmlAttribute> &attributes)
{
    if (!m_extras && attributes.isEmpty())
        return;
    QList<FieldAttributes> &list = extras().fieldAttributes;
    list.removeIf([code](const FieldAttributes &f) { return f.code == code; });
    if (!attributes.isEmpty())
        list.append(FieldAttributes{code, attributes});
    squeeze();
}

void UrlEntry::setChildOrder(const QByteArray &order)
{
    if (order.isEmpty() && !m_extras)
        return;
    extras().childOrder = order;
    squeeze();
}

namespace {

// The bits of a packed lastmod, from the lowest:
// - the form (4): 0 none, then the precisions Year … Seconds, then a fraction of 1 … 6 digits;
// - the time zone (7): 0 none, 1 Z, else the offset in quarter hours plus ZoneBias;
// - the time of day in microseconds (37);
// - the day, counted from 1900-01-01 (16, to 2079-06-06).
constexpr int ZoneShift = 4, TimeShift = 11, DayShift = 48;
constexpr quint64 FormMask = 0xF, ZoneMask = 0x7F, TimeMask = (quint64(1) << 37) - 1;
constexpr int FirstFractionForm = int(W3cDateTime::Precision::Fraction); // one digit
constexpr int MaxFractionDigits = 6;
constexpr int ZoneBias = 58; // -14:00 (-56 quarters) is 2
constexpr qint64 MsPerDay = 86400000;
constexpr qint64 DayBias = 25567; // days from 1900-01-01 to 1970-01-01
constexpr qint64 MaxDay = 0xFFFF;
constexpr quint8 TimeZoneFlags = W3cDateTime::HasTimeZone | W3cDateTime::Zulu;

constexpr qint64 powerOfTen(int n)
{
    qint64 p = 1;
    while (n-- > 0)
        p *= 10;
    return p;
}

} // namespace

std::optional<quint64> UrlEntry::packLastmod(const W3cDateTime::Packed &value)
{
    using Precision = W3cDateTime::Precision;
    if (value == W3cDateTime::Packed())
        return 0;
    const int digits = value.flags >> W3cDateTime::FractionDigitsShift;
    const quint8 zoneFlags = value.flags & TimeZoneFlags;
    if ((value.flags & ~quint8(TimeZoneFlags) & ~quint8(0xF << W3cDateTime::FractionDigitsShift))
        || value.precision == Precision::None || digits > MaxFractionDigits
        || (value.precision == Precision::Fraction) != (digits > 0) || value.offsetMinutes % 15 != 0
        || (digits <= 3 && value.subMillis != 0))
        return std::nullopt;
    const quint64 form = value.precision == Precision::Fraction
        ? quint64(FirstFractionForm + digits - 1)
        : quint64(value.precision);
    quint64 zone = 0;
    const int quarters = value.offsetMinutes / 15;
    if (zoneFlags == TimeZoneFlags && quarters == 0)
        zone = 1;
    else if (zoneFlags == W3cDateTime::HasTimeZone && quarters >= -56 && quarters <= 56)
        zone = quint64(quarters + ZoneBias);
    else if (zoneFlags != 0 || quarters != 0)
        return std::nullopt;
    const qint64 day = value.wallClock / MsPerDay - (value.wallClock % MsPerDay < 0 ? 1 : 0);
    const qint64 msOfDay = value.wallClock - day * MsPerDay;
    const qint64 biasedDay = day + DayBias;
    if (biasedDay < 0 || biasedDay > MaxDay)
        return std::nullopt;
    // The digits past the third, as microseconds: subMillis holds them as a number.
    const qint64 micros
        = digits > 3 ? qint64(value.subMillis) * powerOfTen(MaxFractionDigits - digits) : 0;
    if (micros >= 1000)
        return std::nullopt;
    const quint64 time = quint64(msOfDay * 1000 + micros);
    return form | zone << ZoneShift | time << TimeShift | quint64(biasedDay) << DayShift;
}

W3cDateTime::Packed UrlEntry::unpackLastmod(quint64 packed)
{
    using Precision = W3cDateTime::Precision;
    W3cDateTime::Packed value;
    if (packed == 0)
        return value;
    const int form = int(packed & FormMask);
    int digits = 0;
    if (form >= FirstFractionForm) {
        digits = form - FirstFractionForm + 1;
        value.precision = Precision::Fraction;
    } else {
        value.precision = Precision(form);
    }
    const int zone = int((packed >> ZoneShift) & ZoneMask);
    quint8 flags = quint8(digits << W3cDateTime::FractionDigitsShift);
    if (zone == 1) {
        flags |= TimeZoneFlags;
    } else if (zone != 0) {
        flags |= W3cDateTime::HasTimeZone;
        value.offsetMinutes = qint16((zone - ZoneBias) * 15);
    }
    value.flags = flags;
    const qint64 time = qint64((packed >> TimeShift) & TimeMask);
    const qint64 day = qint64(packed >> DayShift) - DayBias;
    value.wallClock = day * MsPerDay + time / 1000;
    if (digits > 3)
        value.subMillis = quint32((time % 1000) / powerOfTen(MaxFractionDigits - digits));
    return value;
}

qint64 UrlEntry::instantOfPacked(quint64 packed, W3cDateTime::Precision *precision)
{
    const int form = int(packed & FormMask);
    *precision = form >= FirstFractionForm ? W3cDateTime::Precision::Fraction
                                           : W3cDateTime::Precision(form);
    const int zone = int((packed >> ZoneShift) & ZoneMask);
    const qint64 offsetMinutes = zone > 1 ? qint64(zone - ZoneBias) * 15 : 0; // 1 is Z
    const qint64 time = qint64((packed >> TimeShift) & TimeMask);
    const qint64 day = qint64(packed >> DayShift) - DayBias;
    return day * MsPerDay + time / 1000 - offsetMinutes * 60000;
}

void UrlEntry::setLastmodValue(const W3cDateTime::Packed &value)
{
    // Most entries: no extras, and a value that fits in the 8 bytes.
    if (!m_extras) {
        if (const std::optional<quint64> packed = packLastmod(value)) {
            m_lastmod = *packed;
            return;
        }
    }
    setLastmod(W3cDateTime(value, {}));
}

void UrlEntry::setLastmod(const W3cDateTime &lastmod)
{
    const std::optional<quint64> packed = packLastmod(lastmod.packed());
    m_lastmod = packed.value_or(LastmodOutOfLine);
    if (!packed)
        extras().lastmodValue = lastmod.packed();
    else if (m_extras && !(m_extras.constData()->lastmodValue == W3cDateTime::Packed()))
        m_extras->lastmodValue = {};
    if (lastmod.spelling())
        extras().lastmodSpelling = lastmod.spelling();
    else if (m_extras && m_extras.constData()->lastmodSpelling)
        m_extras->lastmodSpelling.reset();
    squeeze();
}

bool UrlEntry::sameFieldsAs(const UrlEntry &b) const
{
    const UrlEntry &a = *this;
    if (!(a.m_lastmod == b.m_lastmod) || a.m_priority != b.m_priority
        || a.m_priorityDecimals != b.m_priorityDecimals || a.m_changefreq != b.m_changefreq)
        return false;
    if (a.m_extras == b.m_extras)
        return true;
    const UrlEntryExtras empty;
    const UrlEntryExtras &x = a.m_extras ? *a.m_extras : empty;
    const UrlEntryExtras &y = b.m_extras ? *b.m_extras : empty;
    return x.images == y.images && x.videos == y.videos && x.news == y.news
        && x.alternates == y.alternates && x.foreign == y.foreign && x.attributes == y.attributes
        && x.fieldAttributes == y.fieldAttributes
        && x.rawChangefreq == y.rawChangefreq && x.rawPriority == y.rawPriority
        && x.childOrder == y.childOrder && a.lastmod() == b.lastmod();
}

} // namespace Studio
