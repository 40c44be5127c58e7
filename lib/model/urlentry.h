#pragma once

#include "extensions.h"
#include "foreignelement.h"
#include "util/bytearraypool.h"
#include "util/w3cdatetime.h"

#include <QByteArray>
#include <QList>
#include <QSharedData>
#include <QSharedDataPointer>
#include <QString>

#include <optional>

namespace Studio {

enum class ChangeFreq : quint8 { None, Always, Hourly, Daily, Weekly, Monthly, Yearly, Never, Invalid };

// The order of an entry's children as found, one code per child, kept only when it differs
// from the order the writer uses by default, so that saving an untouched file keeps it.
namespace ChildCode {
constexpr char Loc = 'L', Lastmod = 'M', Changefreq = 'C', Priority = 'P', Alternate = 'A',
               Image = 'I', Video = 'V', News = 'N', Foreign = 'F';
// The location was written as bare text inside the entry instead of in a <loc> element.
constexpr char BareText = 'T';
// The writer's default order: loc, lastmod, changefreq, priority, alternates, images, videos,
// news, unknown elements. True when `order` follows it (and so need not be stored).
bool isDefaultOrder(QByteArrayView order);
// The codes in the default order.
inline constexpr char DefaultOrder[] = {Loc, Lastmod, Changefreq, Priority, Alternate,
                                        Image, Video, News, Foreign};
// The place of `code` in DefaultOrder; -1 for a code outside it.
constexpr int rank(char code)
{
    for (int r = 0; r < int(sizeof DefaultOrder); ++r)
        if (DefaultOrder[r] == code)
            return r;
    return -1;
}
} // namespace ChildCode

// Attributes found on <loc>, <lastmod>, <changefreq> or <priority> (`code` is the ChildCode);
// the protocol defines none, but a file's own are kept.
struct FieldAttributes
{
    char code = 0;
    QList<XmlAttribute> attributes;

    friend bool operator==(const FieldAttributes &, const FieldAttributes &) = default;
};

// Everything an entry may have beyond loc, lastmod, changefreq and priority. Shared between
// copies and detached on write; a plain URL has none of it and pays one null pointer.
struct UrlEntryExtras : QSharedData
{
    QList<Image> images;
    QList<Video> videos;
    QList<News> news;
    QList<Alternate> alternates;
    QList<ForeignElement> foreign; // unknown child elements, verbatim
    QList<XmlAttribute> attributes; // unknown attributes of <url> / <sitemap>
    QList<FieldAttributes> fieldAttributes;
    QString rawChangefreq; // original spelling when not one of the protocol's values
    QString rawPriority; // original spelling when not a plain decimal
    W3cDateTime::SpellingPointer lastmodSpelling; // the lastmod's, when it keeps one
    // The lastmod's value when it does not fit in the entry's 8 bytes (UrlEntry::packLastmod()).
    W3cDateTime::Packed lastmodValue;
    QByteArray childOrder; // ChildCode letters in document order; empty for the default order

    bool isEmpty() const
    {
        return images.isEmpty() && videos.isEmpty() && news.isEmpty() && alternates.isEmpty()
            && foreign.isEmpty() && attributes.isEmpty() && fieldAttributes.isEmpty()
            && rawChangefreq.isEmpty() && rawPriority.isEmpty() && childOrder.isEmpty()
            && !lastmodSpelling && lastmodValue == W3cDateTime::Packed();
    }
};

// One <url> of a urlset or one <sitemap> of an index. A value type held by the million in
// contiguous storage: the location is kept as UTF-8 (half the memory of UTF-16 for the ASCII
// that URLs mostly are) behind an 8-byte handle (PooledBytes), the common fields are inline
// and compact, and the rest lives behind one shared pointer that is null for a plain URL.
class UrlEntry
{
public:
    UrlEntry() = default;
    explicit UrlEntry(const QString &loc)
        : m_loc(QByteArrayView(loc.toUtf8()))
    {
    }

    QString loc() const
    {
        const PooledView utf8(m_loc);
        return QString::fromUtf8(utf8.view());
    }
    // The location's UTF-8 as one view (joined on the stack when the entry keeps it in two
    // parts, see PooledBytes): what the rules and the views read, with no reference counted.
    // Keep it in a local (`const PooledView loc = entry.locView();`): its view lives with it.
    PooledView locView() const { return PooledView(m_loc); }
    // Whether the entry has a location; cheaper than locView().isEmpty().
    bool hasLoc() const { return !m_loc.isEmpty(); }
    // The same as an array, which shares the entry's bytes when they are in one part. Null
    // when empty.
    QByteArray locUtf8() const { return m_loc.toByteArray(); }
    const PooledBytes &location() const { return m_loc; }
    void setLoc(const QString &loc) { m_loc = PooledBytes(QByteArrayView(loc.toUtf8())); }
    void setLocUtf8(QByteArrayView loc) { m_loc = PooledBytes(loc); }
    void setLocation(PooledBytes loc) { m_loc = std::move(loc); }

    // Kept in two parts: the value inline in 8 bytes (packLastmod()), its original spelling
    // (rare) in the extras, with the value too when it does not fit.
    W3cDateTime lastmod() const
    {
        if (!m_extras)
            return W3cDateTime(unpackLastmod(m_lastmod), {});
        return W3cDateTime(m_lastmod == LastmodOutOfLine ? m_extras->lastmodValue
                                                         : unpackLastmod(m_lastmod),
                           m_extras->lastmodSpelling);
    }
    void setLastmod(const W3cDateTime &lastmod);
    // setLastmod(W3cDateTime(value, {})): a value read with no spelling of its own, without the
    // W3cDateTime (the reader's path for every plain lastmod).
    void setLastmodValue(const W3cDateTime::Packed &value);
    // The lastmod's instant (lastmod().toMSecsSinceEpoch()) and precision, read from its 8
    // bytes without a W3cDateTime: for the checker, which asks it of every entry in several
    // passes. False, nothing set, when the entry has no lastmod or keeps it in its extras
    // (every value that is not a date among them); lastmod() tells then.
    bool packedLastmodInstant(qint64 *msecs, W3cDateTime::Precision *precision) const
    {
        if (m_lastmod == 0 || m_lastmod == LastmodOutOfLine)
            return false;
        *msecs = instantOfPacked(m_lastmod, precision);
        return true;
    }

    ChangeFreq changefreq() const { return m_changefreq; }
    void setChangefreq(ChangeFreq changefreq);
    // Parses a written value: the protocol's lower-case words; anything else is kept as
    // written and reads as ChangeFreq::Invalid.
    void setChangefreqText(QStringView text);
    QString changefreqText() const;
    static QString changefreqName(ChangeFreq changefreq);
    // The same word, as the writer copies it; empty for None and Invalid.
    static QLatin1StringView changefreqWord(ChangeFreq changefreq);

    bool hasPriority() const { return m_priority >= 0 || !rawPriority().isEmpty(); }
    // The priority as 0.0 … 1.0; -1 when there is none or it is not a number.
    double priority() const { return m_priority < 0 ? -1.0 : m_priority / 1000.0; }
    void setPriority(double priority); // -1 removes it
    void setPriorityText(QStringView text);
    // setPriorityText() for the plain decimals it keeps as a number ("0.8", "1.0"), written
    // exactly, with no space around them: true when `text` is one and was set; false, nothing
    // changed, for any other text.
    bool setPlainPriority(QByteArrayView text);
    QString priorityText() const;
    // priorityText() appended to `out` as UTF-8 when it is the number the entry holds (only
    // digits and a point, nothing to escape); false, and nothing appended, when there is none
    // or it keeps a spelling of its own.
    bool appendPriorityNumber(QByteArray &out) const;
    // The same into `buffer` (16 bytes): its length, or -1 when appendPriorityNumber() would
    // append nothing.
    int priorityNumber(char *buffer) const;

    const QList<Image> &images() const;
    const QList<Video> &videos() const;
    const QList<News> &news() const;
    const QList<Alternate> &alternates() const;
    const QList<ForeignElement> &foreignElements() const;
    const QList<XmlAttribute> &foreignAttributes() const;
    const QByteArray &childOrder() const;
    // Attributes of the <loc>, <lastmod>, <changefreq> or <priority> element (ChildCode).
    QList<XmlAttribute> fieldAttributes(char code) const;
    void setFieldAttributes(char code, const QList<XmlAttribute> &attributes);

    QList<Image> &mutableImages() { return extras().images; }
    QList<Video> &mutableVideos() { return extras().videos; }
    QList<News> &mutableNews() { return extras().news; }
    QList<Alternate> &mutableAlternates() { return extras().alternates; }
    QList<ForeignElement> &mutableForeignElements() { return extras().foreign; }
    QList<XmlAttribute> &mutableForeignAttributes() { return extras().attributes; }
    void setChildOrder(const QByteArray &order);

    bool hasExtras() const { return m_extras; }
    // Drops the extras block again when edits have emptied it.
    void squeeze();

    // Line on which the element's start tag ends in the file it was read from (where a
    // parser reports it); 0 when the entry was created here.
    quint32 sourceLine() const { return m_sourceLine; }
    void setSourceLine(quint32 line) { m_sourceLine = line; }

    // Equality of content; the source line does not count.
    friend bool operator==(const UrlEntry &a, const UrlEntry &b)
    {
        return a.m_loc == b.m_loc && a.sameFieldsAs(b);
    }
    // Equality of everything but the location (and the source line): for a caller that has
    // compared the locations already.
    bool sameFieldsAs(const UrlEntry &other) const;

    // A lastmod in 8 bytes, for the entries of a ten-million-URL set: every value from 1900 to
    // 2079 with at most six fraction digits and an offset of whole quarter hours within 14
    // hours (every time zone in use). None otherwise: the entry keeps that value in its
    // extras.
    static std::optional<quint64> packLastmod(const W3cDateTime::Packed &value);
    static W3cDateTime::Packed unpackLastmod(quint64 packed);
    // unpackLastmod(packed)'s instant and precision, without the rest.
    static qint64 instantOfPacked(quint64 packed, W3cDateTime::Precision *precision);

private:
    // m_lastmod's mark for a value kept in the extras: a form no value has.
    static constexpr quint64 LastmodOutOfLine = 0xF;

    UrlEntryExtras &extras();
    QString rawPriority() const { return m_extras ? m_extras->rawPriority : QString(); }

    PooledBytes m_loc;
    quint64 m_lastmod = 0; // packLastmod(); 0 is no lastmod
    qint16 m_priority = -1; // thousandths; -1 none or not a number (then see rawPriority)
    qint8 m_priorityDecimals = -1; // digits written after the point; -1 no point
    ChangeFreq m_changefreq = ChangeFreq::None;
    quint32 m_sourceLine = 0;
    QSharedDataPointer<UrlEntryExtras> m_extras;
};

} // namespace Studio

Q_DECLARE_TYPEINFO(Studio::UrlEntry, Q_RELOCATABLE_TYPE);

// Ten million entries live in contiguous lists: keep the inline part at 32 bytes.
static_assert(sizeof(Studio::UrlEntry) <= 32, "UrlEntry grew beyond 32 bytes");
