#include "util/w3cdatetime.h"

#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

class TestW3cDateTime : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void subMillisecondDigits();
    void invalid_data();
    void invalid();
    void instant();
    void calendarAgreesWithQDate();
    void fromDateTime();
    void commonFormAgreesWithFromString();
    void commonFormAtEveryByte();
};

void TestW3cDateTime::roundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("precision");
    QTest::addColumn<bool>("canonical");
    using P = W3cDateTime::Precision;
    QTest::newRow("year") << u"2005"_s << int(P::Year) << true;
    QTest::newRow("month") << u"2005-01"_s << int(P::Month) << true;
    QTest::newRow("day") << u"2005-01-01"_s << int(P::Day) << true;
    QTest::newRow("minutes") << u"2004-12-23T18:00+00:00"_s << int(P::Minutes) << true;
    QTest::newRow("seconds Z") << u"2004-12-23T18:00:15Z"_s << int(P::Seconds) << true;
    QTest::newRow("seconds offset") << u"2004-12-23T18:00:15+02:00"_s << int(P::Seconds) << true;
    QTest::newRow("negative offset") << u"2004-12-23T18:00:15-05:30"_s << int(P::Seconds) << true;
    QTest::newRow("millis") << u"2023-03-01T10:00:00.000Z"_s << int(P::Fraction) << true;
    QTest::newRow("one digit") << u"2023-03-01T10:00:00.5Z"_s << int(P::Fraction) << true;
    // Up to nine fraction digits are kept as a number, not as a copy of the text.
    QTest::newRow("four digits") << u"2023-03-01T10:00:00.1230+01:00"_s << int(P::Fraction) << true;
    QTest::newRow("micros") << u"2023-03-01T10:00:00.123456Z"_s << int(P::Fraction) << true;
    QTest::newRow("micros, zeros") << u"2023-03-01T10:00:00.000001-04:00"_s << int(P::Fraction)
                                   << true;
    QTest::newRow("nanos") << u"9999-12-31T23:59:59.999999999+14:00"_s << int(P::Fraction) << true;
    QTest::newRow("ten digits") << u"2023-03-01T10:00:00.1234567891Z"_s << int(P::Fraction) << false;
    QTest::newRow("micros, lower z") << u"2023-03-01T10:00:00.123456z"_s << int(P::Fraction) << false;
    QTest::newRow("no colon offset") << u"2023-03-01T10:00:00+0200"_s << int(P::Seconds) << false;
    QTest::newRow("lower t") << u"2023-03-01t10:00:00Z"_s << int(P::Seconds) << false;
    QTest::newRow("no zone") << u"2023-03-01T10:00:00"_s << int(P::Seconds) << true;
    QTest::newRow("minus zero offset") << u"2023-03-01T10:00:00-00:00"_s << int(P::Seconds) << false;
}

void TestW3cDateTime::roundTrip()
{
    QFETCH(QString, text);
    QFETCH(int, precision);
    QFETCH(bool, canonical);
    const W3cDateTime value = W3cDateTime::fromString(text);
    QVERIFY(value.isValid());
    QCOMPARE(int(value.precision()), precision);
    QCOMPARE(value.toString(), text);
    QCOMPARE(!value.isNonCanonical(), canonical);
    QCOMPARE(W3cDateTime::fromString(u"  "_s + text + u"\n"_s).toString(), text);
    // The writer's UTF-8 form is the same text.
    QByteArray utf8 = "x";
    value.appendUtf8(utf8);
    QCOMPARE(utf8, "x" + text.toUtf8());
}

void TestW3cDateTime::subMillisecondDigits()
{
    const W3cDateTime micros = W3cDateTime::fromString(u"2023-03-01T10:00:00.123456Z");
    const W3cDateTime other = W3cDateTime::fromString(u"2023-03-01T10:00:00.123457Z");
    const W3cDateTime millis = W3cDateTime::fromString(u"2023-03-01T10:00:00.123Z");
    // The same millisecond, different values: what is below it counts for equality, not for
    // the instant.
    QCOMPARE(micros.toMSecsSinceEpoch(), millis.toMSecsSinceEpoch());
    QCOMPARE(micros.toMSecsSinceEpoch(), other.toMSecsSinceEpoch());
    QVERIFY(micros != other);
    QVERIFY(micros != millis);
    QVERIFY(micros == W3cDateTime::fromString(u" 2023-03-01T10:00:00.123456Z "));
    QCOMPARE(micros.canonicalString(), u"2023-03-01T10:00:00.123456Z"_s);
}

void TestW3cDateTime::invalid_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("words") << u"yesterday"_s;
    QTest::newRow("month 13") << u"2020-13-01"_s;
    QTest::newRow("feb 30") << u"2020-02-30"_s;
    QTest::newRow("short year") << u"20-01-01"_s;
    QTest::newRow("one digit month") << u"2020-1-01"_s;
    QTest::newRow("hour 24") << u"2020-01-01T24:00:00Z"_s;
    QTest::newRow("trailing junk") << u"2020-01-01Tx"_s;
    QTest::newRow("rfc822") << u"Tue, 10 Jun 2003 04:00:00 GMT"_s;
    // Only XML whitespace is trimmed; a no-break space is part of the (invalid) value.
    QTest::newRow("no-break space") << u"2024-01-02\u00A0"_s;
}

void TestW3cDateTime::invalid()
{
    QFETCH(QString, text);
    const W3cDateTime value = W3cDateTime::fromString(text);
    QVERIFY(!value.isValid());
    QVERIFY(!value.isNull());
    QCOMPARE(value.toString(), text); // kept as written
}

void TestW3cDateTime::instant()
{
    const W3cDateTime a = W3cDateTime::fromString(u"2004-12-23T18:00:15+02:00");
    const W3cDateTime b = W3cDateTime::fromString(u"2004-12-23T16:00:15Z");
    QCOMPARE(a.toMSecsSinceEpoch(), b.toMSecsSinceEpoch());
    QCOMPARE(a.toDateTime().offsetFromUtc(), 7200);
    QCOMPARE(a.toDateTime().toUTC(), b.toDateTime().toUTC());
    QVERIFY(W3cDateTime::fromString(u"").isNull());
}

void TestW3cDateTime::calendarAgreesWithQDate()
{
    // The reader counts days itself; it must agree with QDate on every day of the years where
    // calendars differ (the first years, centuries, 400-year cycles, the epoch, the last year,
    // the ends of the table of month starts, 1900 to 2099),
    // including which days do not exist.
    const QDate epoch(1970, 1, 1);
    for (const int year :
         { 1,    2,    3,    4,    99,   100,  399,  400,  401,  1582, 1600, 1700, 1899,
           1900, 1901, 1969, 1970, 1971, 2000, 2023, 2024, 2096, 2099, 2100, 2400, 9999 }) {
        for (int month = 0; month <= 13; ++month) {
            for (int day = 0; day <= 32; ++day) {
                const QString text = u"%1-%2-%3"_s.arg(year, 4, 10, QChar(u'0'))
                                         .arg(month, 2, 10, QChar(u'0'))
                                         .arg(day, 2, 10, QChar(u'0'));
                const W3cDateTime value = W3cDateTime::fromString(text);
                const QDate date(year, month, day);
                QVERIFY2(value.isValid() == date.isValid(), qPrintable(text));
                if (date.isValid())
                    QVERIFY2(value.toMSecsSinceEpoch()
                                 == epoch.daysTo(date) * qint64(24 * 3600 * 1000),
                             qPrintable(text));
            }
        }
    }
    QVERIFY(!W3cDateTime::fromString(u"0000-01-01").isValid()); // QDate has no year 0
    QCOMPARE(W3cDateTime::fromString(u"1969-12-31T23:59:59Z").toMSecsSinceEpoch(), -1000);
}

void TestW3cDateTime::fromDateTime()
{
    const QDateTime dt(QDate(2024, 2, 29), QTime(23, 59, 58), Qt::OffsetFromUTC, -3600);
    QCOMPARE(W3cDateTime::fromDateTime(dt).toString(), QStringLiteral("2024-02-29T23:59:58-01:00"));
    QCOMPARE(W3cDateTime::fromDateTime(dt, W3cDateTime::Precision::Day).toString(),
             QStringLiteral("2024-02-29"));
    QCOMPARE(W3cDateTime::fromDateTime(dt.toUTC()).toString(), u"2024-03-01T00:59:58Z"_s);
    // Past the years the canonical formatter writes: the general path, in UTF-8 too.
    const W3cDateTime far = W3cDateTime::fromDateTime(
        QDateTime(QDate(12024, 5, 6), QTime(1, 2, 3), Qt::UTC));
    QByteArray utf8;
    far.appendUtf8(utf8);
    QCOMPARE(utf8, far.toString().toUtf8());
    QVERIFY(utf8.startsWith("12024-05-06"));
}

void TestW3cDateTime::commonFormAgreesWithFromString()
{
    // Every date, time and zone of the shapes the reader takes straight from the bytes, valid
    // and not: where commonForm() gives a value it is fromString()'s, with no spelling kept;
    // where fromString() gives a canonical date or a time to the second or to a fraction of
    // it, with Z or an offset, commonForm() gives it too. The rest (other precisions, spellings,
    // damage) is left to fromString().
    QStringList dates;
    for (const char *year : { "0000", "0001", "1899", "1900", "1969", "1970", "2000", "2023",
                              "2024", "2100", "9999", "20x4" })
        for (const char *month : { "00", "01", "02", "04", "12", "13", "1-" })
            for (const char *day : { "00", "01", "28", "29", "30", "31", "32" })
                dates << u"%1-%2-%3"_s.arg(QLatin1StringView(year), QLatin1StringView(month),
                                           QLatin1StringView(day));
    const QStringList times { u""_s, u"T00:00:00"_s, u"T23:59:59"_s, u"T24:00:00"_s, u"T12:60:00"_s,
                              u"T12:00:60"_s, u"t12:00:00"_s, u" 12:00:00"_s, u"T12:00"_s,
                              u"T12:00:00.5"_s, u"T1:00:000"_s, u"T12-00:00"_s,
                              // Fractions of every length kept, and past it; none; not digits.
                              u"T23:59:59.12"_s, u"T00:00:00.123"_s, u"T12:34:56.1234"_s,
                              u"T12:34:56.12345"_s, u"T12:34:56.999999"_s, u"T12:34:56.1234567"_s,
                              u"T12:34:56.12345678"_s, u"T12:34:56.123456789"_s,
                              u"T12:34:56.1234567890"_s, u"T12:34:56."_s, u"T12:34:56.x"_s,
                              u"T12:34:56.5.5"_s, u"T12:34:56.\u0665"_s };
    const QStringList zones { u""_s,       u"Z"_s,      u"z"_s,      u"+00:00"_s, u"-00:00"_s,
                              u"+05:30"_s, u"-03:45"_s, u"+14:00"_s, u"+23:59"_s, u"+24:00"_s,
                              u"-12:60"_s, u"+0530"_s,  u"+05:3x"_s, u"*05:30"_s, u"Z "_s };
    QStringList texts = { u"2024/01/01"_s, u"2024-1-01"_s, u" 2024-01-01"_s,
                          u"\uFF12\uFF10\uFF12\uFF14-01-01"_s, u"2024-01-01T10:00:00\u00A0Z"_s };
    for (const QString &date : std::as_const(dates))
        for (const QString &time : times)
            for (const QString &zone : zones)
                if (!time.isEmpty() || zone.isEmpty())
                    texts << date + time + zone;
    int common = 0;
    for (const QString &text : std::as_const(texts)) {
        const W3cDateTime parsed = W3cDateTime::fromString(text);
        const std::optional<W3cDateTime::Packed> fast = W3cDateTime::commonForm(text.toUtf8());
        if (fast) {
            ++common;
            QVERIFY2(parsed.isValid() && !parsed.isNonCanonical(), qPrintable(text));
            QVERIFY2(*fast == parsed.packed(), qPrintable(text));
            continue;
        }
        // (The reader trims a value before it asks; fromString() trims it itself.)
        const bool shape = text.trimmed() == text && parsed.isValid() && !parsed.isNonCanonical()
            && (parsed.precision() == W3cDateTime::Precision::Day
                || ((parsed.precision() == W3cDateTime::Precision::Seconds
                     || parsed.precision() == W3cDateTime::Precision::Fraction)
                    && parsed.hasTimeZone()));
        QVERIFY2(!shape, qPrintable(u"left to fromString(): "_s + text));
    }
    // Both kinds of every valid day, and the times with their zones.
    QVERIFY2(common > 1000, qPrintable(QString::number(common)));
    QVERIFY(W3cDateTime::commonForm("2024-02-29"));
    QVERIFY(!W3cDateTime::commonForm("2023-02-29"));
    QCOMPARE(W3cDateTime::commonForm("2024-05-06T07:08:09+05:30")->offsetMinutes, 330);
}

void TestW3cDateTime::commonFormAtEveryByte()
{
    // Each byte of the date and the time, in turn, replaced by every digit and by the bytes
    // next to the digits and separators (and those whose high half is 3, or that carry when 6 is
    // added): commonForm() takes the text only where fromString() reads the same value from
    // it, and leaves none of fromString()'s plain values to it.
    const QByteArrayList bases { "2024-05-06", "1987-11-30T07:08:09Z",
                                 "2031-02-28T23:59:59.123456+05:30" };
    QByteArray bytes = "0123456789";
    for (const char c : { '\0', ' ', '+', ',', '-', '.', '/', ':', ';', '?', 'T', 'Z', 't' })
        bytes += c;
    for (const int b : { 0x3A, 0x3F, 0x40, 0x7F, 0x80, 0xB0, 0xC9, 0xF0, 0xF9, 0xFA, 0xFF })
        bytes += char(b);
    int common = 0;
    for (const QByteArray &base : bases) {
        for (qsizetype at = 0; at < qMin<qsizetype>(base.size(), 19); ++at) {
            for (const char b : std::as_const(bytes)) {
                QByteArray text = base;
                text[at] = b;
                const W3cDateTime parsed = W3cDateTime::fromString(QString::fromLatin1(text));
                const std::optional<W3cDateTime::Packed> fast = W3cDateTime::commonForm(text);
                const QByteArray what = text.toPercentEncoding();
                const bool plain
                    = text.trimmed() == text && parsed.isValid() && !parsed.isNonCanonical();
                QVERIFY2(bool(fast) == plain, what.constData());
                if (fast) {
                    ++common;
                    QVERIFY2(*fast == parsed.packed(), what.constData());
                }
            }
        }
    }
    // The digits in every place, less the months, days and hours past their end.
    QVERIFY2(common > 250, qPrintable(QString::number(common)));
}

QTEST_GUILESS_MAIN(TestW3cDateTime)
#include "tst_w3cdatetime.moc"
