#include "io/loader.h"
#include "model/urlentry.h"
#include "model/workspace.h"
#include "procstatus.h"
#include "util/allocator.h"
#include "util/bytearraypool.h"
#include "util/growingarray.h"
#include "util/reusedbuffer.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <thread>
#include <vector>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// `size` bytes of a repeating pattern that no page of zeros matches.
QByteArray patterned(qsizetype size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < bytes.size(); ++i)
        bytes[i] = char('a' + i % 23);
    return bytes;
}

// A record of the check's URL table (CrossFileUrls): a hash, a file and an entry.
struct Record
{
    quint64 hash;
    quint32 sitemap;
    quint32 entry;
};

Record recordOf(qsizetype i)
{
    return { quint64(i) * 0x9E3779B97F4A7C15ull, quint32(i / 50000), quint32(i % 50000) };
}

} // namespace

// A million entries live in one contiguous list: the inline part must stay small.
static_assert(sizeof(UrlEntry) <= 48, "UrlEntry grew beyond 48 bytes");

class TestUrlEntry : public QObject
{
    Q_OBJECT

private slots:
    void plainPriority_data();
    void plainPriority();
    void verbatimPriority_data();
    void verbatimPriority();
    void setPriority_data();
    void setPriority();
    void priorityEdits();
    void changefreqWords_data();
    void changefreqWords();
    void changefreqVerbatim_data();
    void changefreqVerbatim();
    void setChangefreqClearsRawText();
    void plainEntryHasNoExtras();
    void compact();
    void lastmodPacking_data();
    void lastmodPacking();
    void packedInstantOfEveryZone();
    void lastmodLeavesTheExtras();
    void plainPriorityBytesAgree();
    void lastmodValueAgrees();
    void copiesDetach();
    void equality();
    void defaultOrder_data();
    void defaultOrder();
    void pooledStringsAreIndependent();
    void pooledBytesOfEveryLength_data();
    void pooledBytesOfEveryLength();
    void pooledStringsOutliveThePool();
    void pooledLocationsKeepTheirOriginOnce();
    void whatIsKeptApartAsAnOrigin_data();
    void whatIsKeptApartAsAnOrigin();
    void splitBytesCompareAsJoined();
    void pooledViewOfLongLocation();
    void readLocationsShareBlocks();
    void listLocationsShareBlocks();
    void readBuffersAreUsedAgain();
    void storedAndInflatedAreBothKept();
    void prefaultKeepsTheContents();
    void hugePageAdviceKeepsTheContents();
    void unusedRoomIsGivenBackByWholePages();
    void largeBlocksHoldLocationsWhole();
    void thisThreadsPoolGoesOnFilling();
    void aReadEntryListIsNotCopied();
    void growingArrayKeepsItsValues();
    void growingArrayGrowsInPlace();
};

void TestUrlEntry::plainPriority_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    QTest::newRow("0.5") << u"0.5"_s << 0.5;
    QTest::newRow("0.80") << u"0.80"_s << 0.8;
    QTest::newRow("1") << u"1"_s << 1.0;
    QTest::newRow("1.0") << u"1.0"_s << 1.0;
    QTest::newRow("1.000") << u"1.000"_s << 1.0;
    QTest::newRow("0") << u"0"_s << 0.0;
    QTest::newRow("0.0") << u"0.0"_s << 0.0;
    QTest::newRow("0.125") << u"0.125"_s << 0.125;
}

// A plain decimal is held as a number plus its digits and written back exactly as it came,
// without the extras block.
void TestUrlEntry::plainPriority()
{
    QFETCH(QString, text);
    QFETCH(double, value);
    UrlEntry entry(u"https://example.com/"_s);
    entry.setPriorityText(text);
    QVERIFY(entry.hasPriority());
    QCOMPARE(entry.priority(), value);
    QCOMPARE(entry.priorityText(), text);
    QVERIFY(!entry.hasExtras());
    QByteArray utf8 = "x";
    QVERIFY(entry.appendPriorityNumber(utf8));
    QCOMPARE(utf8, "x" + text.toUtf8()); // what the writer writes

    // Whitespace around the value is not part of its spelling.
    UrlEntry padded(u"https://example.com/"_s);
    padded.setPriorityText(u"  "_s + text + u"\n"_s);
    QCOMPARE(padded.priorityText(), text);
    QCOMPARE(padded, entry);
}

void TestUrlEntry::verbatimPriority_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    QTest::newRow(".5") << u".5"_s << 0.5;
    QTest::newRow("+0.5") << u"+0.5"_s << 0.5;
    QTest::newRow("0.50000") << u"0.50000"_s << 0.5;
    QTest::newRow("high") << u"high"_s << -1.0;
    QTest::newRow("1.5") << u"1.5"_s << -1.0;
    QTest::newRow("-0.5") << u"-0.5"_s << -1.0;
    QTest::newRow("2") << u"2"_s << -1.0;
}

// Any other spelling is kept as written; it reads as a number only when it still parses in
// range.
void TestUrlEntry::verbatimPriority()
{
    QFETCH(QString, text);
    QFETCH(double, value);
    UrlEntry entry(u"https://example.com/"_s);
    entry.setPriorityText(text);
    QVERIFY(entry.hasPriority());
    QCOMPARE(entry.priorityText(), text);
    QCOMPARE(entry.priority(), value);
    QVERIFY(entry.hasExtras());
}

void TestUrlEntry::setPriority_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("0.25") << 0.25 << u"0.25"_s;
    QTest::newRow("1") << 1.0 << u"1.0"_s;
    QTest::newRow("0.5") << 0.5 << u"0.5"_s;
    QTest::newRow("0") << 0.0 << u"0.0"_s;
    QTest::newRow("0.125") << 0.125 << u"0.125"_s;
    QTest::newRow("0.8") << 0.8 << u"0.8"_s;
}

void TestUrlEntry::setPriority()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    UrlEntry entry(u"https://example.com/"_s);
    entry.setPriority(value);
    QVERIFY(entry.hasPriority());
    QCOMPARE(entry.priorityText(), text);
    QCOMPARE(entry.priority(), value);
    QVERIFY(!entry.hasExtras());
}

void TestUrlEntry::priorityEdits()
{
    UrlEntry entry(u"https://example.com/"_s);
    QVERIFY(!entry.hasPriority());
    QCOMPARE(entry.priority(), -1.0);
    QVERIFY(entry.priorityText().isEmpty());
    QByteArray utf8;
    QVERIFY(!entry.appendPriorityNumber(utf8));

    // A number set over a verbatim spelling replaces it and gives the extras block back.
    entry.setPriorityText(u"high");
    QVERIFY(entry.hasExtras());
    QVERIFY(!entry.appendPriorityNumber(utf8)); // a spelling of its own: the writer escapes it
    QVERIFY(utf8.isEmpty());
    entry.setPriority(0.25);
    QCOMPARE(entry.priorityText(), u"0.25"_s);
    QVERIFY(!entry.hasExtras());

    // -1, out of range or an empty text removes it.
    entry.setPriority(-1);
    QVERIFY(!entry.hasPriority());
    QVERIFY(entry.priorityText().isEmpty());
    entry.setPriority(0.5);
    entry.setPriority(1.5);
    QVERIFY(!entry.hasPriority());
    entry.setPriorityText(u".5");
    entry.setPriorityText(u"");
    QVERIFY(!entry.hasPriority());
    QVERIFY(!entry.hasExtras());
}

void TestUrlEntry::changefreqWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("value");
    QTest::newRow("always") << u"always"_s << int(ChangeFreq::Always);
    QTest::newRow("hourly") << u"hourly"_s << int(ChangeFreq::Hourly);
    QTest::newRow("daily") << u"daily"_s << int(ChangeFreq::Daily);
    QTest::newRow("weekly") << u"weekly"_s << int(ChangeFreq::Weekly);
    QTest::newRow("monthly") << u"monthly"_s << int(ChangeFreq::Monthly);
    QTest::newRow("yearly") << u"yearly"_s << int(ChangeFreq::Yearly);
    QTest::newRow("never") << u"never"_s << int(ChangeFreq::Never);
}

void TestUrlEntry::changefreqWords()
{
    QFETCH(QString, text);
    QFETCH(int, value);
    const auto changefreq = ChangeFreq(value);
    UrlEntry entry(u"https://example.com/"_s);
    entry.setChangefreqText(text);
    QCOMPARE(entry.changefreq(), changefreq);
    QCOMPARE(entry.changefreqText(), text);
    QCOMPARE(UrlEntry::changefreqName(changefreq), text);
    QVERIFY(!entry.hasExtras());

    UrlEntry set(u"https://example.com/"_s);
    set.setChangefreq(changefreq);
    QCOMPARE(set.changefreqText(), text);
    QCOMPARE(set, entry);
}

void TestUrlEntry::changefreqVerbatim_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("Daily") << u"Daily"_s;
    QTest::newRow("sometimes") << u"sometimes"_s;
    QTest::newRow("DAILY") << u"DAILY"_s;
}

void TestUrlEntry::changefreqVerbatim()
{
    QFETCH(QString, text);
    UrlEntry entry(u"https://example.com/"_s);
    entry.setChangefreqText(text);
    QCOMPARE(entry.changefreq(), ChangeFreq::Invalid);
    QCOMPARE(entry.changefreqText(), text);
    QVERIFY(entry.hasExtras());
}

void TestUrlEntry::setChangefreqClearsRawText()
{
    UrlEntry entry(u"https://example.com/"_s);
    entry.setChangefreqText(u"Daily");
    QCOMPARE(entry.changefreq(), ChangeFreq::Invalid);
    entry.setChangefreq(ChangeFreq::Weekly);
    QCOMPARE(entry.changefreq(), ChangeFreq::Weekly);
    QCOMPARE(entry.changefreqText(), u"weekly"_s);
    QVERIFY(!entry.hasExtras());

    // Marking it invalid afterwards does not bring the old spelling back.
    entry.setChangefreq(ChangeFreq::Invalid);
    QVERIFY(entry.changefreqText().isEmpty());

    entry.setChangefreqText(u"sometimes");
    entry.setChangefreqText(u"");
    QCOMPARE(entry.changefreq(), ChangeFreq::None);
    QVERIFY(entry.changefreqText().isEmpty());
    QVERIFY(!entry.hasExtras());
    QVERIFY(UrlEntry::changefreqName(ChangeFreq::None).isEmpty());
    QVERIFY(UrlEntry::changefreqName(ChangeFreq::Invalid).isEmpty());
}

void TestUrlEntry::plainEntryHasNoExtras()
{
    UrlEntry entry(u"https://example.com/page"_s);
    entry.setLastmod(W3cDateTime::fromString(u"2024-05-01"));
    entry.setChangefreq(ChangeFreq::Daily);
    entry.setPriority(0.8);
    QVERIFY(!entry.hasExtras());

    // Reading the extension lists does not create the block either.
    QVERIFY(entry.images().isEmpty());
    QVERIFY(entry.videos().isEmpty());
    QVERIFY(entry.news().isEmpty());
    QVERIFY(entry.alternates().isEmpty());
    QVERIFY(entry.foreignElements().isEmpty());
    QVERIFY(entry.foreignAttributes().isEmpty());
    QVERIFY(entry.childOrder().isEmpty());
    entry.setChildOrder(QByteArray());
    QVERIFY(!entry.hasExtras());

    // Edits that empty the block again let squeeze() drop it.
    Image image;
    image.setLoc(u"https://example.com/a.png"_s);
    entry.mutableImages().append(image);
    QVERIFY(entry.hasExtras());
    entry.squeeze();
    QVERIFY(entry.hasExtras());
    entry.mutableImages().clear();
    entry.squeeze();
    QVERIFY(!entry.hasExtras());

    // A recorded child order lives in the block too; clearing it gives the block back.
    entry.setChildOrder("VLM");
    QVERIFY(entry.hasExtras());
    QCOMPARE(entry.childOrder(), "VLM"_ba);
    entry.setChildOrder(QByteArray());
    QVERIFY(!entry.hasExtras());

    QCOMPARE(entry.loc(), u"https://example.com/page"_s);
    QCOMPARE(entry.locUtf8(), "https://example.com/page"_ba);
}

void TestUrlEntry::compact()
{
    QVERIFY2(sizeof(UrlEntry) <= 48, qPrintable(u"sizeof(UrlEntry) is %1"_s.arg(sizeof(UrlEntry))));
}

void TestUrlEntry::lastmodPacking_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("fits"); // fits in the entry's 8 bytes, no extras

    // Every precision, time zones of whole quarter hours at both ends of those in use, years at
    // both ends of the format: what real sitemaps write.
    QTest::newRow("year") << u"2024"_s << true;
    QTest::newRow("month") << u"2024-02"_s << true;
    QTest::newRow("day") << u"2024-02-29"_s << true;
    QTest::newRow("minutes, Z") << u"2024-02-29T23:59Z"_s << true;
    QTest::newRow("seconds, +00:00") << u"2021-07-16T08:05:09+00:00"_s << true;
    QTest::newRow("Nepal") << u"2023-11-05T10:15:00+05:45"_s << true;
    QTest::newRow("Newfoundland") << u"2023-11-05T10:15:00-03:30"_s << true;
    QTest::newRow("Kiribati") << u"2023-11-05T10:15:00+14:00"_s << true;
    QTest::newRow("Baker Island") << u"2023-11-05T10:15:00-12:00"_s << true;
    QTest::newRow("no time zone") << u"2023-11-05T10:15:00"_s << true;
    QTest::newRow("one digit") << u"2023-11-05T10:15:00.5Z"_s << true;
    QTest::newRow("two digits") << u"2023-11-05T10:15:00.50+01:00"_s << true;
    QTest::newRow("milliseconds") << u"2023-11-05T10:15:00.123-07:00"_s << true;
    QTest::newRow("four digits") << u"2023-11-05T10:15:00.1000Z"_s << true;
    QTest::newRow("five digits") << u"2023-11-05T10:15:00.00001Z"_s << true;
    // Python's isoformat() and many generators after it
    QTest::newRow("microseconds") << u"2023-11-05T10:15:00.123456+05:30"_s << true;
    QTest::newRow("last microsecond") << u"2023-12-31T23:59:59.999999Z"_s << true;
    QTest::newRow("epoch") << u"1970-01-01T00:00:00+00:00"_s << true;
    QTest::newRow("before 1970") << u"1969-12-31T23:59:59.5-01:00"_s << true;
    QTest::newRow("1900") << u"1900-01-01"_s << true;
    QTest::newRow("2079") << u"2079-06-06T23:59:59.999999+14:00"_s << true;
    // Kept whole in the extras: more than six fraction digits, an offset that is not whole
    // quarter hours or further than 14 hours, a year out of range (.NET's DateTime.MinValue).
    QTest::newRow("nanoseconds") << u"2023-11-05T10:15:00.123456789+02:00"_s << false;
    QTest::newRow("seven digits") << u"2023-11-05T10:15:00.1000000Z"_s << false;
    QTest::newRow("odd offset") << u"2023-11-05T10:15:00+00:01"_s << false;
    QTest::newRow("historic offset") << u"1937-01-01T00:00:00+00:20"_s << false;
    QTest::newRow("15 hours") << u"2023-11-05T10:15:00+15:00"_s << false;
    QTest::newRow("year 0001") << u"0001-01-01T00:00:00+00:00"_s << false;
    QTest::newRow("year 9999") << u"9999-12-31T23:59:59.999Z"_s << false;
    QTest::newRow("1899") << u"1899-12-31"_s << false;
    QTest::newRow("2079-06-07") << u"2079-06-07"_s << false;
}

void TestUrlEntry::lastmodPacking()
{
    QFETCH(QString, text);
    QFETCH(bool, fits);
    const W3cDateTime value = W3cDateTime::fromString(text);
    QVERIFY2(value.isValid(), qPrintable(text));
    QCOMPARE(UrlEntry::packLastmod(value.packed()).has_value(), fits);

    UrlEntry entry(u"https://www.example.com/p"_s);
    entry.setLastmod(value);
    QCOMPARE(entry.hasExtras(), !fits);
    QCOMPARE(entry.lastmod(), value);
    QVERIFY(entry.lastmod().packed() == value.packed());
    QCOMPARE(entry.lastmod().toString(), text);
    QCOMPARE(entry.lastmod().toMSecsSinceEpoch(), value.toMSecsSinceEpoch());
    if (fits)
        QVERIFY(UrlEntry::unpackLastmod(*UrlEntry::packLastmod(value.packed())) == value.packed());
    // The instant read from the 8 bytes, as the checker asks it, is the value's.
    qint64 msecs = -1;
    W3cDateTime::Precision precision = W3cDateTime::Precision::None;
    QCOMPARE(entry.packedLastmodInstant(&msecs, &precision), fits);
    if (fits) {
        QCOMPARE(msecs, value.toMSecsSinceEpoch());
        QCOMPARE(precision, value.precision());
    }

    // Entries are equal by value, whichever way each keeps it.
    UrlEntry same(u"https://www.example.com/p"_s);
    same.setLastmod(W3cDateTime::fromString(text));
    QCOMPARE(same, entry);
    UrlEntry other = same;
    other.setLastmod(W3cDateTime::fromString(u"2023-11-05T10:15:01Z"_s));
    QVERIFY(!(other == entry));
}

void TestUrlEntry::packedInstantOfEveryZone()
{
    // Every offset of whole quarter hours within 14 hours, with and without its sign's
    // spellings, at every precision that has a time, on both sides of 1970 and of midnight.
    int compared = 0;
    for (const char *at : { "1969-12-31T23:30:15", "2024-02-29T00:05:59", "2079-06-06T23:59:59" }) {
        for (const char *fraction : { "", ".5", ".25", ".125", ".1234", ".12345", ".999999" }) {
            for (int quarters = -56; quarters <= 56; ++quarters) {
                const int minutes = std::abs(quarters) * 15;
                const QString zone = quarters == 0
                    ? u"Z"_s
                    : QString::asprintf("%c%02d:%02d", quarters < 0 ? '-' : '+', minutes / 60,
                                        minutes % 60);
                const QString text = QString::fromLatin1(at) + QLatin1StringView(fraction) + zone;
                const W3cDateTime value = W3cDateTime::fromString(text);
                if (!UrlEntry::packLastmod(value.packed()))
                    continue; // past 2079-06-06 in UTC
                UrlEntry entry(u"https://www.example.com/p"_s);
                entry.setLastmod(value);
                qint64 msecs = 0;
                W3cDateTime::Precision precision = W3cDateTime::Precision::None;
                QVERIFY2(entry.packedLastmodInstant(&msecs, &precision), qPrintable(text));
                QCOMPARE(msecs, value.toMSecsSinceEpoch());
                QCOMPARE(precision, value.precision());
                ++compared;
            }
        }
    }
    QVERIFY(compared > 2000);
    // A spelling of its own beside a value that fits: the value is still in the 8 bytes.
    UrlEntry entry(u"https://www.example.com/p"_s);
    entry.setLastmod(W3cDateTime::fromString(u"2023-11-05t10:15:00z"_s));
    qint64 msecs = 0;
    W3cDateTime::Precision precision;
    QVERIFY(entry.packedLastmodInstant(&msecs, &precision));
    QCOMPARE(msecs, entry.lastmod().toMSecsSinceEpoch());
    // None, or not a date: lastmod() tells.
    entry.setLastmod(W3cDateTime());
    QVERIFY(!entry.packedLastmodInstant(&msecs, &precision));
    entry.setLastmod(W3cDateTime::fromString(u"yesterday"_s));
    QVERIFY(!entry.packedLastmodInstant(&msecs, &precision));
}

void TestUrlEntry::lastmodLeavesTheExtras()
{
    // A value kept whole, then one that fits: the extras go again.
    UrlEntry entry(u"https://www.example.com/p"_s);
    entry.setLastmod(W3cDateTime::fromString(u"2023-11-05T10:15:00.1234567Z"_s));
    QVERIFY(entry.hasExtras());
    entry.setLastmod(W3cDateTime::fromString(u"2023-11-05"_s));
    QVERIFY(!entry.hasExtras());
    QCOMPARE(entry.lastmod().toString(), u"2023-11-05"_s);
    // A spelling of its own is kept with a value that fits, and dropped with the next value.
    entry.setLastmod(W3cDateTime::fromString(u"2023-11-05t10:15:00z"_s));
    QVERIFY(entry.hasExtras());
    QCOMPARE(entry.lastmod().toString(), u"2023-11-05t10:15:00z"_s);
    entry.setLastmod(W3cDateTime());
    QVERIFY(!entry.hasExtras());
    QVERIFY(entry.lastmod().isNull());
    // A copy sharing the extras keeps its own value when the other changes.
    entry.setLastmod(W3cDateTime::fromString(u"2023-11-05T10:15:00.123456789Z"_s));
    const UrlEntry copy = entry;
    entry.setLastmod(W3cDateTime::fromString(u"2020-01-01"_s));
    QCOMPARE(copy.lastmod().toString(), u"2023-11-05T10:15:00.123456789Z"_s);
    QCOMPARE(entry.lastmod().toString(), u"2020-01-01"_s);
}

// The reader's byte path for a priority gives what setPriorityText() gives for every text of up
// to five bytes over digits, the point, spaces and other bytes, and refuses what that keeps
// verbatim or trims; on an entry that kept a spelling before, the spelling goes.
void TestUrlEntry::plainPriorityBytesAgree()
{
    const QByteArray alphabet = "0125 9.x-";
    QByteArrayList texts { QByteArray() };
    for (int length = 1; length <= 5; ++length) {
        QByteArrayList longer;
        for (const QByteArray &t : std::as_const(texts))
            if (t.size() == length - 1)
                for (const char c : alphabet)
                    longer << t + c;
        texts += longer;
    }
    texts << "0.5\xC2\xA0"
          << "\xEF\xBC\x90.5"
          << "0.5\t"
          << "1.0000"
          << "0.1234";
    int plain = 0;
    for (const QByteArray &text : std::as_const(texts)) {
        for (const bool spelledBefore : { false, true }) {
            UrlEntry fast(u"https://www.example.com/a?b=c&d=e"_s), general = fast;
            if (spelledBefore) {
                fast.setPriorityText(u"high"_s);
                general.setPriorityText(u"high"_s);
            }
            general.setPriorityText(QString::fromUtf8(text));
            const bool taken = fast.setPlainPriority(text);
            const QByteArray what = text.toPercentEncoding();
            // What the protocol's plain decimals look like, independently of the parser.
            static const QRegularExpression plainForm(u"^[01](\\.[0-9]{1,3})?$"_s);
            QCOMPARE(taken,
                     plainForm.match(QString::fromLatin1(text)).hasMatch() && text.toDouble() <= 1);
            if (taken) {
                QCOMPARE(fast.priority(), text.toDouble());
                ++plain;
                QVERIFY2(fast == general, what.constData());
                QVERIFY2(!fast.hasExtras(), what.constData());
                QCOMPARE(fast.priorityText(), QString::fromUtf8(text));
            } else {
                // Left to setPriorityText(): a spelling kept, nothing there, or space around.
                QVERIFY2(general.hasExtras() || QString::fromUtf8(text).trimmed().isEmpty()
                             || QString::fromUtf8(text).trimmed() != QString::fromUtf8(text),
                         what.constData());
                if (!spelledBefore)
                    QVERIFY2(!fast.hasPriority(), what.constData());
            }
        }
    }
    // "0", "1", "1.0", "1.00", "1.000", and "0." with one to three of the alphabet's five
    // digits; each twice.
    QCOMPARE(plain, 2 * (2 + 3 + 5 + 25 + 125));
}

// The reader's path for a lastmod value gives what setLastmod() gives, for values that fit in
// the 8 bytes and values that do not, on an entry with no extras, one with other extras, and
// one that kept a lastmod of its own before.
void TestUrlEntry::lastmodValueAgrees()
{
    const QStringList texts { u"2023-11-05"_s,
                              u"2023-11-05T10:15:00Z"_s,
                              u"2023-11-05T10:15:00.123+05:30"_s,
                              u"2023-11-05T10:15:00.123456-03:45"_s,
                              u"2023-11-05T10:15:00.1234567Z"_s,
                              u"2023-11-05T10:15:00+05:17"_s,
                              u"1850-01-01"_s,
                              u"2099-12-31T23:59:59Z"_s };
    for (const QString &text : texts) {
        const W3cDateTime value = W3cDateTime::fromString(text);
        QVERIFY2(value.isValid() && !value.spelling(), qPrintable(text));
        for (int before = 0; before < 3; ++before) {
            UrlEntry fast(u"https://www.example.com/p"_s);
            if (before == 1)
                fast.setPriorityText(u"high"_s); // extras of another field
            else if (before == 2)
                fast.setLastmod(W3cDateTime::fromString(u"2023-11-05t10:15:00z"_s));
            UrlEntry general = fast;
            fast.setLastmodValue(value.packed());
            general.setLastmod(W3cDateTime(value.packed(), {}));
            QVERIFY2(fast == general, qPrintable(text));
            QCOMPARE(fast.hasExtras(), general.hasExtras());
            QCOMPARE(fast.lastmod().toString(), text);
        }
    }
}

void TestUrlEntry::copiesDetach()
{
    UrlEntry original(u"https://example.com/"_s);
    Image first;
    first.setLoc(u"https://example.com/1.png"_s);
    first.setValue(ImageField::Caption, u"One"_s);
    original.mutableImages().append(first);

    UrlEntry copy = original;
    QCOMPARE(copy, original);
    copy.mutableImages()[0].setLoc(u"https://example.com/changed.png"_s);
    Image second;
    second.setLoc(u"https://example.com/2.png"_s);
    copy.mutableImages().append(second);

    QCOMPARE(original.images().size(), 1);
    QCOMPARE(original.images().at(0).loc(), u"https://example.com/1.png"_s);
    QCOMPARE(original.images().at(0), first);
    QCOMPARE(copy.images().size(), 2);
    QCOMPARE(copy.images().at(0).loc(), u"https://example.com/changed.png"_s);
    QVERIFY(!(copy == original));

    // And the other way round: editing the original leaves a copy alone.
    UrlEntry snapshot = original;
    original.mutableImages().clear();
    QCOMPARE(snapshot.images().size(), 1);
    QCOMPARE(snapshot.images().at(0), first);

    // Plain fields are values too.
    UrlEntry plain(u"https://example.com/a"_s);
    UrlEntry plainCopy = plain;
    plainCopy.setLoc(u"https://example.com/b"_s);
    plainCopy.setPriority(0.3);
    QCOMPARE(plain.loc(), u"https://example.com/a"_s);
    QVERIFY(!plain.hasPriority());
}

void TestUrlEntry::equality()
{
    UrlEntry a(u"https://example.com/"_s);
    a.setLastmod(W3cDateTime::fromString(u"2024-01-02T03:04:05Z"));
    a.setPriority(0.5);
    a.setSourceLine(3);
    UrlEntry b = a;
    b.setSourceLine(700);
    QCOMPARE(a, b); // the source line does not count

    // Extras blocks of their own with the same content compare equal.
    Alternate alternate { u"alternate"_s, u"de"_s, u"https://example.com/de/"_s, {} };
    a.mutableAlternates().append(alternate);
    b.mutableAlternates().append(alternate);
    QCOMPARE(a, b);

    // An empty extras block equals none.
    UrlEntry c(u"https://example.com/x"_s);
    UrlEntry d(u"https://example.com/x"_s);
    c.mutableVideos();
    QVERIFY(c.hasExtras());
    QVERIFY(!d.hasExtras());
    QCOMPARE(c, d);

    // Every field counts; sameFieldsAs() counts every field but the location.
    UrlEntry e = d;
    e.setChangefreq(ChangeFreq::Never);
    QVERIFY(!(e == d));
    QVERIFY(!e.sameFieldsAs(d));
    e = d;
    e.setLastmod(W3cDateTime::fromString(u"2024"));
    QVERIFY(!(e == d));
    QVERIFY(!e.sameFieldsAs(d));
    e = d;
    e.setPriority(0.5);
    QVERIFY(!(e == d));
    QVERIFY(!e.sameFieldsAs(d));
    e = d;
    e.setLoc(u"https://example.com/y"_s);
    QVERIFY(!(e == d));
    QVERIFY(e.sameFieldsAs(d));
    e = d;
    e.mutableForeignAttributes().append(XmlAttribute { QString(), u"id"_s, u"1"_s });
    QVERIFY(!(e == d));
    QVERIFY(!e.sameFieldsAs(d));
    e = d;
    e.setChildOrder("PL");
    QVERIFY(!(e == d));
    QVERIFY(!e.sameFieldsAs(d));
    QVERIFY(c.sameFieldsAs(d) && d.sameFieldsAs(c));
}

void TestUrlEntry::defaultOrder_data()
{
    QTest::addColumn<QByteArray>("order");
    QTest::addColumn<bool>("isDefault");
    QTest::newRow("empty") << QByteArray() << true;
    QTest::newRow("loc only") << "L"_ba << true;
    QTest::newRow("LMCP") << "LMCP"_ba << true;
    QTest::newRow("all") << "LMCPAIVNF"_ba << true;
    QTest::newRow("gaps") << "LPIN"_ba << true;
    QTest::newRow("repeats") << "LAAIIIVF"_ba << true;
    QTest::newRow("lastmod first") << "ML"_ba << false;
    QTest::newRow("video first") << "VLM"_ba << false;
    QTest::newRow("foreign before image") << "LFI"_ba << false;
    QTest::newRow("loc again") << "LIL"_ba << false;
    QTest::newRow("bare text") << "T"_ba << false;
    QTest::newRow("unknown code") << "LX"_ba << false;
}

void TestUrlEntry::defaultOrder()
{
    QFETCH(QByteArray, order);
    QFETCH(bool, isDefault);
    QCOMPARE(ChildCode::isDefaultOrder(order), isDefault);
}

namespace {

// The block a QByteArray's bytes lie in.
const QArrayData *blockOf(const QByteArray &bytes)
{
    return const_cast<QByteArray &>(bytes).data_ptr().d_ptr();
}

} // namespace

void TestUrlEntry::pooledStringsAreIndependent()
{
    static_assert(sizeof(PooledBytes) == sizeof(void *));
    ByteArrayPool pool(1024);
    const PooledBytes a = pool.make("https://a.example/");
    const PooledBytes b = pool.make("https://b.example/");
    const PooledBytes empty = pool.make(QByteArrayView("", 0));
    QVERIFY(empty.isEmpty());
    QCOMPARE(empty.size(), 0);
    QVERIFY(empty.toByteArray().isNull());
    QCOMPARE(a.view(), "https://a.example/");
    QCOMPARE(b.size(), 18);
    // Side by side in one block, each ending with a zero: its length (2 bytes), the bytes, the
    // zero, and one byte more to an even address.
    QCOMPARE(static_cast<const void *>(b.view().data()),
             static_cast<const void *>(a.view().data() + 18 + 1 + 1 + 2));
    QCOMPARE(a.view().data()[a.size()], '\0');
    QCOMPARE(strlen(b.view().data()), size_t(b.size()));

    // The array a handle hands out shares its bytes and block; writing to it copies them and
    // leaves the handle and its neighbour as they were.
    QByteArray array = a.toByteArray();
    QCOMPARE(array, "https://a.example/");
    QVERIFY(array.constData() == a.view().data());
    QVERIFY(blockOf(array) == blockOf(b.toByteArray()));
    array.append("page");
    QCOMPARE(array, "https://a.example/page");
    QCOMPARE(a.view(), "https://a.example/");
    QCOMPARE(b.view(), "https://b.example/");
    array[8] = 'A';
    QCOMPARE(a.view(), "https://a.example/");

    // A long string gets a block of its own and leaves the shared block's space to the next
    // short one.
    const PooledBytes c = pool.make("https://c.example/");
    const PooledBytes longer = pool.make(QByteArray(200, 'x'));
    const PooledBytes d = pool.make("https://d.example/");
    QCOMPARE(longer.view(), QByteArray(200, 'x'));
    QVERIFY(blockOf(longer.toByteArray()) != blockOf(c.toByteArray()));
    QCOMPARE(static_cast<const void *>(d.view().data()),
             static_cast<const void *>(c.view().data() + 18 + 1 + 1 + 2));

    // Copies, moves and equality.
    PooledBytes copy = c;
    QVERIFY(copy == c);
    QVERIFY(copy != d);
    QVERIFY(PooledBytes(QByteArrayView("https://c.example/")) == c); // by content
    PooledBytes moved = std::move(copy);
    QVERIFY(copy.isEmpty());
    QCOMPARE(moved.view(), "https://c.example/");
    moved = d;
    QCOMPARE(moved.view(), "https://d.example/");
    moved = PooledBytes();
    QVERIFY(moved.isEmpty());
}

void TestUrlEntry::pooledBytesOfEveryLength_data()
{
    QTest::addColumn<qsizetype>("size");
    for (qsizetype size : { 1, 2, 255, 256, 4000, 65534, 65535, 65536, 200000 })
        QTest::addRow("%lld", qlonglong(size)) << size;
}

void TestUrlEntry::pooledBytesOfEveryLength()
{
    // The length is kept in 2 bytes up to 65,534 and in 10 from 65,535 on.
    QFETCH(qsizetype, size);
    QByteArray bytes(size, '\0');
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char('a' + i % 26);
    ByteArrayPool pool;
    for (const PooledBytes &made : { PooledBytes(bytes), pool.make(bytes) }) {
        QCOMPARE(made.size(), size);
        QCOMPARE(made.view(), bytes);
        QCOMPARE(made.view().data()[size], '\0');
        QCOMPARE(made.toByteArray(), bytes);
    }
}

void TestUrlEntry::pooledStringsOutliveThePool()
{
    PooledBytes kept;
    QByteArray array;
    QList<PooledBytes> later;
    {
        // Records in each of a block's segments: each finds the block from its own address.
        // (Paths without an origin: records in one part, whose arrays share the block.)
        ByteArrayPool pool;
        QList<PooledBytes> strings;
        for (int i = 0; i < 30000; ++i) // about 900 KB: one block of sixteen segments
            strings.append(pool.make(QByteArray::number(i).prepend("/example.com/")));
        QVERIFY(strings.constLast().view().data() - strings.constFirst().view().data()
                > 8 * 64 * 1024);
        const QArrayData *block = blockOf(strings.constFirst().toByteArray());
        for (int i = 0; i < strings.size(); i += 997)
            QVERIFY(blockOf(strings.at(i).toByteArray()) == block);
        kept = strings.at(7);
        array = strings.at(20000).toByteArray();
        later = { strings.at(29999) };
    } // the pool and every other string of the block are gone
    QCOMPARE(kept.view(), "/example.com/7");
    QCOMPARE(array, "/example.com/20000");
    QCOMPARE(later.constFirst().view(), "/example.com/29999");
    kept = PooledBytes();
    later.clear();
    // The last array of a block grows like any other.
    array.append("/more");
    QCOMPARE(array, "/example.com/20000/more");

    // Split records outlive their pool too: the origin record is in their block.
    PooledBytes split;
    {
        ByteArrayPool pool;
        QList<PooledBytes> strings;
        for (int i = 0; i < 30000; ++i)
            strings.append(pool.make(QByteArray::number(i).prepend("https://www.example.com/p/")));
        split = strings.at(12345);
    }
    QVERIFY(split.isSplit());
    QCOMPARE(split.parts().head, "https://www.example.com");
    QCOMPARE(split.toByteArray(), "https://www.example.com/p/12345");
}

void TestUrlEntry::pooledLocationsKeepTheirOriginOnce()
{
    // Five thousand URLs of one shop, 120 characters and more with queries, across many
    // segments and blocks: each reads back whole, and each but the first keeps only what
    // follows its origin.
    const QByteArray origin = "https://www.example-shop.co.uk";
    ByteArrayPool pool;
    QList<QByteArray> urls;
    QList<PooledBytes> made;
    for (int i = 0; i < 5000; ++i) {
        urls.append(origin + "/en-gb/collections/outdoor-furniture/products/teak-garden-bench-"
                    + QByteArray::number(i) + "?variant=" + QByteArray::number(40000000 + i * 7)
                    + "&utm_source=google&amp;utm_medium=cpc");
        made.append(pool.make(urls.constLast()));
    }
    QVERIFY(!made.constFirst().isSplit()); // the first of a run keeps its own origin
    const char *previousHead = nullptr;
    int origins = 0;
    for (qsizetype i = 0; i < made.size(); ++i) {
        const PooledBytes &bytes = made.at(i);
        QCOMPARE(bytes.size(), urls.at(i).size());
        QCOMPARE(bytes.toByteArray(), urls.at(i));
        const PooledView joined(bytes);
        QCOMPARE(joined.view(), urls.at(i));
        QVERIFY(bytes == PooledBytes(urls.at(i)));
        if (i == 0)
            continue;
        QVERIFY(bytes.isSplit());
        const PooledBytes::Parts parts = bytes.parts();
        QCOMPARE(parts.head, origin);
        QCOMPARE(parts.tail, urls.at(i).sliced(origin.size()));
        QCOMPARE(parts.tail.data()[parts.tail.size()], '\0');
        if (parts.head.data() != previousHead)
            ++origins;
        previousHead = parts.head.data();
    }
    // One origin record a 64 KiB segment (about 540 URLs of this length), not one a URL.
    QVERIFY2(origins >= 5000 * 121 / (64 * 1024) && origins <= 5000 * 140 / (64 * 1024) + 2,
             qPrintable(QString::number(origins)));
    // Side by side: a split record is its tail, 4 bytes before it and a zero after.
    const QByteArrayView a = made.at(10).parts().tail, b = made.at(11).parts().tail;
    QCOMPARE(qsizetype(b.data() - a.data()), ((4 + a.size() + 1) + 1) & ~qsizetype(1));

    // Origins that change: a URL is split only when the one before it had its origin, so
    // that a list of many sites pays nothing.
    ByteArrayPool mixed;
    const QList<QByteArray> sites { "https://www.example.com/a",  "https://shop.example.org/b",
                                    "https://www.example.com/c",  "https://shop.example.org/d",
                                    "https://shop.example.org/e", "https://shop.example.org/f",
                                    "https://www.example.com/g",  "https://www.example.com/h" };
    QList<PooledBytes> kept;
    for (const QByteArray &url : sites)
        kept.append(mixed.make(url));
    const QList<bool> split { false, false, false, false, true, true, false, true };
    for (qsizetype i = 0; i < sites.size(); ++i) {
        QCOMPARE(kept.at(i).isSplit(), split.at(i));
        QCOMPARE(kept.at(i).toByteArray(), sites.at(i));
    }
    // The same origin record serves the run that follows it.
    QVERIFY(kept.at(4).parts().head.data() == kept.at(5).parts().head.data());
}

void TestUrlEntry::whatIsKeptApartAsAnOrigin_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<QByteArray>("head"); // empty when the record stays in one part
    QTest::newRow("path") << QByteArray("https://www.example.com/a/b")
                          << QByteArray("https://www.example.com");
    QTest::newRow("query") << QByteArray("https://www.example.com?p=1")
                           << QByteArray("https://www.example.com");
    QTest::newRow("fragment") << QByteArray("https://www.example.com#top")
                              << QByteArray("https://www.example.com");
    QTest::newRow("port and user") << QByteArray("http://user@www.example.com:8080/x")
                                   << QByteArray("http://user@www.example.com:8080");
    QTest::newRow("IDN") << QByteArray("https://www.b\xc3\xbc"
                                       "cher.de/k\xc3\xb6ln")
                         << QByteArray("https://www.b\xc3\xbc"
                                       "cher.de");
    QTest::newRow("punycode") << QByteArray("https://xn--bcher-kva.example/")
                              << QByteArray("https://xn--bcher-kva.example");
    QTest::newRow("ftp") << QByteArray("ftp://files.example.com/a.zip")
                         << QByteArray("ftp://files.example.com");
    QTest::newRow("short origin") << QByteArray("http://a.co/x") << QByteArray();
    QTest::newRow("no path") << QByteArray("https://www.example.com") << QByteArray();
    QTest::newRow("relative") << QByteArray("/products/teak-garden-bench") << QByteArray();
    QTest::newRow("no scheme") << QByteArray("www.example.com/products/x") << QByteArray();
    QTest::newRow("urn") << QByteArray("urn:isbn:0451450523/and-more-text") << QByteArray();
    QTest::newRow("colon late") << QByteArray("www.example.com/a://b/c/d") << QByteArray();
    QTest::newRow("long host") << QByteArray("https://" + QByteArray(300, 'h') + ".example/x")
                               << QByteArray();
    QTest::newRow("not a URL") << QByteArray("just some words that a text list held")
                               << QByteArray();
}

void TestUrlEntry::whatIsKeptApartAsAnOrigin()
{
    QFETCH(QByteArray, url);
    QFETCH(QByteArray, head);
    ByteArrayPool pool;
    const PooledBytes first = pool.make(url);
    const PooledBytes second = pool.make(url);
    QVERIFY(!first.isSplit());
    QCOMPARE(second.isSplit(), !head.isEmpty());
    QCOMPARE(second.parts().head, head);
    QCOMPARE(second.toByteArray(), url);
    const PooledView joined(second);
    QCOMPARE(joined.view(), url);
    QVERIFY(first == second);
    QCOMPARE(PooledBytes::compare(first, second), 0);
    UrlEntry entry;
    entry.setLocation(second);
    QCOMPARE(entry.loc(), QString::fromUtf8(url));
    QCOMPARE(entry.locUtf8(), url);
}

void TestUrlEntry::splitBytesCompareAsJoined()
{
    // Every pair of a set made split and whole compares as the joined bytes do: origins that
    // are prefixes of each other, locations that are prefixes of each other, a seam in the
    // middle of the bytes compared.
    const QList<QByteArray> urls {
        "https://www.example.com/",
        "https://www.example.com/a",
        "https://www.example.com/a/b",
        "https://www.example.com/b",
        "https://www.example.com?x",
        "https://www.example.co/z",
        "https://www.example.comx/a",
        "https://www.example.com.au/a",
        "https://www.example.com:8080/a",
        "https://shop.example.com/a",
        "http://www.example.com/a",
        "https://www.example.com/\xc3\xa9t\xc3\xa9",
        "/www.example.com/a",
        "https://www.example.com",
    };
    ByteArrayPool pool;
    QList<PooledBytes> split, whole;
    for (const QByteArray &url : urls) {
        pool.make(url); // the one before with the same origin: the next is split
        split.append(pool.make(url));
        whole.append(PooledBytes(url));
    }
    int splitCount = 0;
    for (qsizetype i = 0; i < urls.size(); ++i) {
        splitCount += split.at(i).isSplit();
        for (qsizetype j = 0; j < urls.size(); ++j) {
            const int expected = urls.at(i).compare(urls.at(j)) < 0 ? -1
                : urls.at(i) == urls.at(j)                          ? 0
                                                                    : 1;
            const auto sign = [](int c) {
                return c < 0 ? -1 : c > 0 ? 1 : 0;
            };
            QCOMPARE(sign(PooledBytes::compare(split.at(i), split.at(j))), expected);
            QCOMPARE(sign(PooledBytes::compare(split.at(i), whole.at(j))), expected);
            QCOMPARE(sign(PooledBytes::compare(whole.at(i), split.at(j))), expected);
            QCOMPARE(split.at(i) == whole.at(j), expected == 0);
            QCOMPARE(split.at(i) == split.at(j), expected == 0);
        }
    }
    QCOMPARE(splitCount, urls.size() - 2); // all but the path alone and the bare origin
}

void TestUrlEntry::pooledViewOfLongLocation()
{
    // Longer than the view's own buffer: joined on the heap, read back whole.
    const QByteArray url = "https://www.example.com/search?q=" + QByteArray(1500, 'q') + "&page=2";
    ByteArrayPool pool;
    pool.make(url);
    const PooledBytes bytes = pool.make(url);
    QVERIFY(bytes.isSplit());
    const PooledView joined(bytes);
    QCOMPARE(joined.size(), url.size());
    QCOMPARE(joined.view(), url);
    QVERIFY(joined.startsWith("https://www.example.com/search"));
    QVERIFY(joined.contains("&page=2"));
    QVERIFY(joined == QByteArrayView(url));
    // Past a sixteenth of a segment: a block of its own, in one part.
    const QByteArray longer = "https://www.example.com/" + QByteArray(5000, 'x');
    pool.make(longer);
    const PooledBytes own = pool.make(longer);
    QVERIFY(!own.isSplit());
    QCOMPARE(own.view(), longer);
}

void TestUrlEntry::readLocationsShareBlocks()
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 100; ++i)
        xml += "<url><loc>https://www.example.com/page-" + QByteArray::number(i) + "</loc></url>\n";
    xml += "</urlset>\n";
    const Workspace workspace = Loader::openBytes(xml, QStringLiteral("pool.xml"));
    QCOMPARE(workspace.sitemaps.size(), 1);
    const Sitemap &sitemap = workspace.root();
    QCOMPARE(sitemap.entries.size(), 100);
    QCOMPARE(sitemap.entries.at(99).locUtf8(), "https://www.example.com/page-99");
    // A million locations cost their bytes: the reader puts them in shared blocks, not one
    // heap block each, and keeps their origin once (the first entry's is its own).
    QVERIFY(!sitemap.entries.at(0).location().isSplit());
    const PooledBytes::Parts second = sitemap.entries.at(1).location().parts();
    const PooledBytes::Parts last = sitemap.entries.at(99).location().parts();
    QCOMPARE(second.head, "https://www.example.com");
    QCOMPARE(last.tail, "/page-99");
    QVERIFY(last.head.data() == second.head.data());
    QCOMPARE(sitemap.entries.at(99).loc(), u"https://www.example.com/page-99"_s);
    const PooledView view = sitemap.entries.at(99).locView();
    QCOMPARE(view.view(), "https://www.example.com/page-99");
    // Editing one entry's location leaves the others alone.
    Sitemap edited = sitemap;
    QByteArray loc = edited.entries.at(5).locUtf8();
    loc.append("?changed");
    edited.entries[5].setLocUtf8(loc);
    QCOMPARE(edited.entries.at(5).locUtf8(), "https://www.example.com/page-5?changed");
    QCOMPARE(edited.entries.at(6).locUtf8(), "https://www.example.com/page-6");
    QCOMPARE(sitemap.entries.at(5).locUtf8(), "https://www.example.com/page-5");
}

void TestUrlEntry::listLocationsShareBlocks()
{
    // A text list large enough to be read in parts on several threads (more than 4 MB): its
    // locations too are kept in shared blocks with their origin once, and read back exactly,
    // with CRLF and blank lines, spaces around them, an IDN host and one location longer than
    // a segment (64 KiB, a block of its own).
    const auto location = [](int i) {
        const QByteArray host = i % 7 == 0 ? "https://xn--bcher-kva.example.de"
                                           : "https://www.example-garden-shop.co.uk";
        return host + "/products/outdoor/teak-table-" + QByteArray::number(i)
            + "?colour=natural&size=large&utm_source=newsletter&id=" + QByteArray::number(i * 7919);
    };
    const QByteArray longOne = "https://www.example.org/search?q=" + QByteArray(70000, 'q');
    QByteArray list;
    for (int i = 0; i < 80000; ++i) {
        list += (i % 11 == 0 ? "  " : "") + location(i) + (i % 3 == 0 ? "\r\n" : "\n");
        if (i % 1000 == 0)
            list += "\n";
        if (i == 30000)
            list += longOne + '\n';
    }
    QVERIFY(list.size() > 2 * 4 * 1024 * 1024);
    const Workspace workspace = Loader::openBytes(list, QStringLiteral("urls.txt"));
    const Sitemap &sitemap = workspace.root();
    QCOMPARE(sitemap.source.format, SourceFormat::Text);
    QCOMPARE(sitemap.entries.size(), 80001);
    qsizetype split = 0;
    for (qsizetype i = 0, n = 0; i < sitemap.entries.size(); ++i) {
        const QByteArray expected = i == 30001 ? longOne : location(int(n++));
        if (sitemap.entries.at(i).locUtf8() != expected)
            QFAIL(qPrintable(u"entry %1: %2"_s.arg(i).arg(sitemap.entries.at(i).loc().left(200))));
        split += sitemap.entries.at(i).location().isSplit() ? 1 : 0;
    }
    // Six in seven follow a URL of their own host: split, their origin kept once a segment.
    QVERIFY2(split > 80000 / 2, qPrintable(QString::number(split)));
    const PooledBytes::Parts a = sitemap.entries.at(2).location().parts();
    const PooledBytes::Parts b = sitemap.entries.at(3).location().parts();
    QCOMPARE(a.head, "https://www.example-garden-shop.co.uk");
    QVERIFY(a.head.data() == b.head.data());
    QVERIFY(!sitemap.entries.at(30001).location().isSplit());
}

void TestUrlEntry::readBuffersAreUsedAgain()
{
    // A thread's array handed back is the next one taken, when it has room and nothing else
    // holds it: the pages of a large read are not mapped anew for every file.
    QByteArray first = ReusedBuffer::take(1 << 20);
    QVERIFY(first.capacity() >= 1 << 20);
    QVERIFY(first.isEmpty());
    first.fill('x', 1 << 20);
    const char *pages = first.constData();
    ReusedBuffer::giveBack(std::move(first));
    QVERIFY(first.isNull());
    QByteArray second = ReusedBuffer::take(1000 * 1000);
    QCOMPARE(second.constData(), pages);
    QVERIFY(second.isEmpty()); // taken empty, whatever it held

    // Too small for what is asked: a new one, the spare left for later.
    ReusedBuffer::giveBack(std::move(second));
    QByteArray larger = ReusedBuffer::take(4 << 20);
    QVERIFY(larger.constData() != pages);
    QVERIFY(larger.capacity() >= 4 << 20);

    // An array another holder shares is not kept: its bytes are still that holder's.
    larger.fill('y', 4 << 20);
    const QByteArray holder = larger;
    const char *held = larger.constData();
    ReusedBuffer::giveBack(std::move(larger));
    QByteArray next = ReusedBuffer::take(2 << 20);
    QVERIFY(next.constData() != held);
    next.append("overwrites nothing");
    QCOMPARE(holder.size(), 4 << 20);
    QVERIFY(holder.startsWith("yyyy"));

    // A document much smaller than the spare does not carry the spare's pages.
    const char *nextPages = next.constData();
    ReusedBuffer::giveBack(std::move(next));
    const QByteArray small = ReusedBuffer::take(300 * 1024);
    QVERIFY(small.constData() != nextPages);
    QVERIFY(small.capacity() < 2 << 20);

    // Each thread keeps its own.
    QByteArray other;
    qsizetype keptThere = -1;
    std::thread([&other, &keptThere] {
        other = ReusedBuffer::take(1 << 20);
        keptThere = ReusedBuffer::keptBytes();
    }).join();
    QVERIFY(other.constData() != pages);
    QCOMPARE(keptThere, 0);

    // release() frees what the thread keeps: the next array taken is a new one.
    QVERIFY(ReusedBuffer::keptBytes() >= 2 << 20); // `next`'s spare at least
    ReusedBuffer::release();
    QCOMPARE(ReusedBuffer::keptBytes(), 0);
    const QByteArray afterRelease = ReusedBuffer::take(1 << 20);
    QCOMPARE(ReusedBuffer::keptBytes(), 0);
    QVERIFY(afterRelease.capacity() >= 1 << 20);
}

void TestUrlEntry::storedAndInflatedAreBothKept()
{
    // A gzipped file's stored bytes and its inflated text, handed back in that order, are each
    // taken again for the next file's; a third array handed back replaces the older one. On a
    // thread of its own, which starts with nothing kept; compared here.
    struct Seen
    {
        const char *stored, *text, *third;
        const char *nextStored, *nextText, *small, *again;
    } seen {};
    std::thread([&seen] {
        QByteArray stored = ReusedBuffer::take(2 << 20);
        stored.fill('s', 2 << 20);
        seen.stored = stored.constData();
        QByteArray text = ReusedBuffer::take(8 << 20);
        text.fill('t', 8 << 20);
        seen.text = text.constData();
        ReusedBuffer::giveBack(std::move(stored));
        ReusedBuffer::giveBack(std::move(text));

        QByteArray nextStored = ReusedBuffer::take((2 << 20) - 4096);
        QByteArray nextText = ReusedBuffer::take((8 << 20) - 4096);
        seen.nextStored = nextStored.constData();
        seen.nextText = nextText.constData();

        // A small document takes the small array, not the large one.
        ReusedBuffer::giveBack(std::move(nextText));
        ReusedBuffer::giveBack(std::move(nextStored));
        QByteArray small = ReusedBuffer::take(3 << 19);
        seen.small = small.constData();

        // Too large for the text's array: a new one. Handed back after the small one, it
        // pushes the text's out, which would otherwise be taken next, as the smaller of two
        // that fit.
        QByteArray third = ReusedBuffer::take(10 << 20);
        seen.third = third.constData();
        ReusedBuffer::giveBack(std::move(small)); // kept: small, the text's
        ReusedBuffer::giveBack(std::move(third)); // kept: third, small
        seen.again = ReusedBuffer::take(8 << 20).constData();
    }).join();
    // Pointers compared as addresses: the arrays are gone with the thread.
    QVERIFY(seen.nextStored == seen.stored);
    QVERIFY(seen.nextText == seen.text);
    QVERIFY(seen.small == seen.stored);
    QVERIFY(seen.third != seen.text);
    QVERIFY(seen.again == seen.third);
}

void TestUrlEntry::prefaultKeepsTheContents()
{
    // Made resident, a written array keeps its bytes, whatever its alignment and length.
    for (const qsizetype offset : { 0, 1, 4095, 4096, 5000 }) {
        for (const qsizetype length : { 0, 1, 4096, 3 * 4096 + 17, 1 << 20 }) {
            QByteArray bytes = patterned(offset + length + 8192);
            const QByteArray before = bytes;
            prefault(bytes.data() + offset, length);
            QVERIFY(bytes == before);
        }
    }
    prefault(nullptr, 0);
    prefault(nullptr, -1);
}

void TestUrlEntry::hugePageAdviceKeepsTheContents()
{
    // Advice on huge pages changes how an array is backed, never what it holds: written
    // arrays of any alignment and length, from under a page to several huge pages.
    for (const qsizetype offset : { 0, 1, 4095, 2 * 1024 * 1024 - 1 }) {
        for (const qsizetype length : { 0, 1, 4096, 2 * 1024 * 1024, 5 * 1024 * 1024 + 17 }) {
            QByteArray bytes = patterned(offset + length + 8192);
            const QByteArray before = bytes;
            adviseHugePages(bytes.data() + offset, length);
            QVERIFY(bytes == before);
            // Written again after the advice: the new bytes read back.
            bytes.fill('z');
            QCOMPARE(bytes.count('z'), bytes.size());
        }
    }
    adviseHugePages(nullptr, 0);
    adviseHugePages(nullptr, -1);
    releaseUnused(nullptr, 0);
    releaseUnused(nullptr, -1);
}

void TestUrlEntry::unusedRoomIsGivenBackByWholePages()
{
    // Only the whole pages inside the range go (read as zeros on Linux); the bytes of the
    // pages it only touches stay, so that the array's used part before it is never harmed.
    const qsizetype page = 4096;
    QByteArray bytes = patterned(64 * page);
    const QByteArray before = bytes;
    const qsizetype from = 3 * page + 100; // inside a page
    const qsizetype length = 20 * page;
    releaseUnused(bytes.data() + from, length);
    const quintptr base = quintptr(bytes.constData());
    const qsizetype firstWhole = qsizetype(((base + from + page - 1) & ~quintptr(page - 1)) - base);
    const qsizetype endWhole = qsizetype(((base + from + length) & ~quintptr(page - 1)) - base);
    QVERIFY(endWhole - firstWhole >= 18 * page);
    QCOMPARE(bytes.first(firstWhole), before.first(firstWhole));
    QCOMPARE(bytes.sliced(endWhole), before.sliced(endWhole));
#if defined(Q_OS_LINUX)
    QCOMPARE(bytes.sliced(firstWhole, endWhole - firstWhole).count('\0'), endWhole - firstWhole);
#endif
    // The room is the array's still: written again, it holds what was written.
    bytes.fill('q');
    QCOMPARE(bytes.count('q'), bytes.size());
}

void TestUrlEntry::largeBlocksHoldLocationsWhole()
{
    // 120-character locations of one shop with queries, over several large blocks: every
    // record reads back whole, and the records outlive the pool, which gives back the part of
    // its last block it never filled.
    const auto location = [](int i) {
        return "https://www.example-garden-shop.co.uk/products/outdoor/teak-table-"
            + QByteArray::number(i)
            + "?colour=natural&size=large&utm_source=newsletter&id=" + QByteArray::number(i * 7919);
    };
    QList<PooledBytes> kept;
    {
        ByteArrayPool pool(ByteArrayPool::LargeBlockSize);
        for (int i = 0; i < 120000; ++i) // about 11 MB of records: three blocks
            kept.append(pool.make(location(i)));
    } // the pool is gone, its last block given back in part
    for (qsizetype i = 0; i < kept.size(); ++i) {
        if (kept.at(i).toByteArray() != location(int(i)))
            QFAIL(qPrintable(u"location %1 read back as %2"_s.arg(i).arg(
                QString::fromUtf8(kept.at(i).toByteArray()))));
    }
    QVERIFY(kept.constLast().isSplit()); // the shop's origin kept once per segment

    // A large block starts on a huge page. Its records (paths: one part each, whose arrays
    // share the block) lie within the block's size of the huge page the lowest one is in;
    // not so for a full block that started a 64 KiB segment past a huge page.
    constexpr quintptr HugePage = 2 * 1024 * 1024;
    ByteArrayPool pool(ByteArrayPool::LargeBlockSize);
    QList<PooledBytes> paths;
    for (int i = 0; i < 150000; ++i)
        paths.append(pool.make(location(i).sliced(37)));
    QHash<const QArrayData *, std::pair<quintptr, quintptr>> spans;
    for (const PooledBytes &record : std::as_const(paths)) {
        QVERIFY(!record.isSplit());
        const quintptr at = quintptr(record.view().data());
        auto &span = spans[blockOf(record.toByteArray())];
        span.first = span.first ? qMin(span.first, at) : at;
        span.second = qMax(span.second, at);
    }
    QVERIFY2(spans.size() >= 3, qPrintable(QString::number(spans.size())));
    spans.remove(blockOf(paths.constLast().toByteArray())); // the last, filled in part
    for (const auto &span : std::as_const(spans)) {
        QVERIFY(span.second - span.first > quintptr(ByteArrayPool::LargeBlockSize) * 9 / 10);
        QVERIFY(span.second - (span.first & ~(HugePage - 1))
                < quintptr(ByteArrayPool::LargeBlockSize));
    }
}

void TestUrlEntry::thisThreadsPoolGoesOnFilling()
{
    // Each thread has a pool of its own; a thread's second file goes on filling the block its
    // first left, and records outlive the thread's release of its pool and the thread itself.
    struct Seen
    {
        const char *lastOfFirst = nullptr;
        const char *firstOfSecond = nullptr;
        const char *afterRelease = nullptr;
        ByteArrayPool *pool = nullptr;
        QList<PooledBytes> records;
    };
    const auto run = [](Seen &seen, const QByteArray &host) {
        seen.pool = &ByteArrayPool::forThisThread();
        QList<PooledBytes> first, second;
        for (int i = 0; i < 500; ++i)
            first.append(ByteArrayPool::forThisThread().make(host + "/a/" + QByteArray::number(i)));
        for (int i = 0; i < 500; ++i)
            second.append(
                ByteArrayPool::forThisThread().make(host + "/b/" + QByteArray::number(i)));
        seen.lastOfFirst = first.constLast().parts().tail.data();
        seen.firstOfSecond = second.constFirst().parts().tail.data();
        ByteArrayPool::releaseForThisThread();
        const PooledBytes after = ByteArrayPool::forThisThread().make(host + "/c/");
        seen.afterRelease = after.parts().tail.data();
        seen.records = first + second + QList<PooledBytes> { after };
    };
    Seen one, two;
    std::thread a([&] { run(one, "https://one.example.org"); });
    std::thread b([&] { run(two, "https://two.example.org"); });
    a.join();
    b.join();
    QVERIFY(one.pool != two.pool);
    for (const Seen *seen : { &one, &two }) {
        // Side by side in one segment: the second file's first record right after the first's
        // last, and a new block once the pool was released.
        QVERIFY(seen->firstOfSecond > seen->lastOfFirst);
        QVERIFY(seen->firstOfSecond - seen->lastOfFirst < 64);
        QVERIFY(seen->afterRelease < seen->lastOfFirst
                || seen->afterRelease - seen->lastOfFirst > 64 * 1024);
        QCOMPARE(seen->records.size(), 1001);
    }
    QCOMPARE(one.records.at(0).toByteArray(), "https://one.example.org/a/0");
    QCOMPARE(one.records.at(999).toByteArray(), "https://one.example.org/b/499");
    QCOMPARE(one.records.at(1000).toByteArray(), "https://one.example.org/c/");
    QCOMPARE(two.records.at(500).toByteArray(), "https://two.example.org/b/0");
    QCOMPARE(two.records.at(1000).toByteArray(), "https://two.example.org/c/");
}

void TestUrlEntry::aReadEntryListIsNotCopied()
{
    // A file read in one part keeps the list its entries were read into, with room for about
    // a 200-byte entry in every 128 bytes of it (the rest of the room is never touched).
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 3000; ++i)
        xml += "<url><loc>https://www.example.com/products/garden/teak-table-"
            + QByteArray::number(i)
            + "?colour=natural&amp;size=large</loc><lastmod>2026-11-29</lastmod></url>\n";
    xml += "</urlset>\n";
    LoadOptions options;
    options.limits.parallel = false;
    const Workspace workspace = Loader::openBytes(xml, QStringLiteral("one-part.xml"), options);
    const Sitemap &sitemap = workspace.root();
    QCOMPARE(sitemap.entries.size(), 3000);
    QCOMPARE(
        sitemap.entries.at(2999).loc(),
        QStringLiteral(
            "https://www.example.com/products/garden/teak-table-2999?colour=natural&size=large"));
    // Read into a list reserved up front, and that list kept: more room than a copy of exactly
    // 3,000 entries would have (each entry here takes about 140 bytes).
    QVERIFY(sitemap.entries.capacity() >= xml.size() / 128);
    QVERIFY(sitemap.entries.capacity() > sitemap.entries.size());
}

void TestUrlEntry::growingArrayKeepsItsValues()
{
    // Past its reservation several times, one by one and in ranges, as the check's URL table
    // fills file after file.
    GrowingArray<Record> records;
    records.reserve(1000);
    QCOMPARE(records.capacity(), 1000);
    for (qsizetype i = 0; i < 250000; ++i)
        records.append(recordOf(i));
    std::vector<Record> file;
    for (qsizetype i = 250000; i < 350000; ++i)
        file.push_back(recordOf(i));
    records.append(file.data(), qsizetype(file.size()));
    records.append(file.data(), 0);
    QCOMPARE(records.size(), 350000);
    QVERIFY(records.capacity() >= records.size());
    for (qsizetype i = 0; i < records.size(); ++i) {
        const Record expected = recordOf(i);
        if (records[i].hash != expected.hash || records[i].sitemap != expected.sitemap
            || records[i].entry != expected.entry)
            QFAIL(qPrintable(u"record %1 changed"_s.arg(i)));
    }
    // A reservation below the size changes nothing; dropping the tail keeps the room.
    const qsizetype room = records.capacity();
    records.reserve(10);
    QCOMPARE(records.capacity(), room);
    records.truncate(100);
    QCOMPARE(records.size(), 100);
    QCOMPARE(records.capacity(), room);
    QCOMPARE(records.end() - records.begin(), 100);
    QCOMPARE(records[99].entry, recordOf(99).entry);
    // Moved, the values go along; cleared, nothing is left.
    GrowingArray<Record> moved = std::move(records);
    QCOMPARE(moved.size(), 100);
    QCOMPARE(records.size(), 0);
    QCOMPARE(moved[42].hash, recordOf(42).hash);
    moved.clear();
    QVERIFY(moved.isEmpty());
    QCOMPARE(moved.capacity(), 0);
    moved.append(recordOf(7));
    QCOMPARE(moved[0].hash, recordOf(7).hash);
    // A value of the array itself, appended as the array grows, arrives whole.
    while (moved.size() < moved.capacity())
        moved.append(recordOf(moved.size()));
    moved.append(moved[0]);
    QCOMPARE(moved[moved.size() - 1].hash, recordOf(7).hash);
    QCOMPARE(moved[moved.size() - 1].entry, recordOf(7).entry);
}

void TestUrlEntry::growingArrayGrowsInPlace()
{
#if !defined(Q_OS_LINUX) || !defined(__GLIBC__)
    QSKIP("Growing in place is glibc's realloc() of a mapping (mremap)");
#else
    // A table of 128 MiB, written to its last reserved value, then grown: the pages move to
    // the larger mapping, so that the peak stays near one copy. Copying (std::vector) holds
    // both for a moment: 256 MiB.
    constexpr qsizetype Count = 8 * 1024 * 1024;
    constexpr qint64 Bytes = Count * qint64(sizeof(Record));
    GrowingArray<Record> records;
    records.reserve(Count);
    for (qsizetype i = 0; i < Count; ++i)
        records.append(recordOf(i));
    QFile clear(u"/proc/self/clear_refs"_s);
    if (!clear.open(QIODevice::WriteOnly) || clear.write("5") != 1)
        QSKIP("The kernel does not reset the peak resident memory here");
    clear.close();
    const qint64 before = procStatusKiB("VmHWM") * 1024;
    QVERIFY(before > Bytes);
    for (qsizetype i = Count; i < Count + 1000; ++i)
        records.append(recordOf(i));
    QVERIFY(records.capacity() > Count);
    const qint64 grown = procStatusKiB("VmHWM") * 1024 - before;
    QVERIFY2(grown < Bytes / 4, qPrintable(u"the peak rose by %1 MiB"_s.arg(grown >> 20)));
    QCOMPARE(records[Count - 1].hash, recordOf(Count - 1).hash);
    QCOMPARE(records[Count + 999].entry, recordOf(Count + 999).entry);
#endif
}

QTEST_GUILESS_MAIN(TestUrlEntry)
#include "tst_urlentry.moc"
