#include "rules/entrycheck.h"
#include "util/bytecount.h"

#include <QTest>

#include <algorithm>

using namespace Studio;

class TestByteCount : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithCountingByHand_data();
    void agreesWithCountingByHand();
    void everyStartAndLength();
    void rangeAtEveryOffset();
    void narrowAsciiAtEveryOffset();
    void utf8UrlAgreesWithToUtf8();
};

void TestByteCount::agreesWithCountingByHand_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<char>("byte");
    QTest::newRow("empty") << QByteArray() << '\n';
    QTest::newRow("shorter than a block") << QByteArray("a\nb\n\nc") << '\n';
    QTest::newRow("one block, all of it") << QByteArray(16, '\n') << '\n';
    // More than 255 blocks of matches: the lanes are summed before a byte could wrap.
    QTest::newRow("every byte, 300 blocks and a tail") << QByteArray(300 * 16 + 7, '\n') << '\n';
    QTest::newRow("none") << QByteArray(5000, 'x') << '\n';
    QTest::newRow("high bytes") << QByteArray(4099, char(0xC3)) << char(0xC3);
    QByteArray sitemap;
    for (int i = 0; i < 2000; ++i)
        sitemap += "<url><loc>https://www.example.com/katalog/" + QByteArray::number(i * 7919)
            + "?seite=" + QByteArray::number(i) + "</loc></url>\r\n";
    QTest::newRow("lines of a sitemap") << sitemap << '\n';
    QTest::newRow("carriage returns") << sitemap << '\r';
    QTest::newRow("a zero byte") << QByteArray("a\0b\0\0", 5) << '\0';
}

void TestByteCount::agreesWithCountingByHand()
{
    QFETCH(QByteArray, bytes);
    QFETCH(char, byte);
    qsizetype expected = 0;
    for (char c : bytes)
        expected += c == byte;
    QCOMPARE(countByte(bytes, byte), expected);
}

// Unaligned starts and every length around a block's edges.
void TestByteCount::everyStartAndLength()
{
    QByteArray bytes;
    for (int i = 0; i < 600; ++i)
        bytes += char(i % 7 == 0 || i % 11 == 0 ? '\n' : 'a' + i % 26);
    for (qsizetype start = 0; start < 40; ++start)
        for (qsizetype length = 0; start + length <= bytes.size(); length += 1 + length / 8) {
            const QByteArrayView part = QByteArrayView(bytes).sliced(start, length);
            QCOMPARE(countByte(part, '\n'), qsizetype(std::count(part.begin(), part.end(), '\n')));
        }
}

// A byte of the range at each offset of texts of 0 to 60 bytes (past three blocks), and the
// bytes just outside it, against a search by hand: control bytes, capitals, the high half.
void TestByteCount::rangeAtEveryOffset()
{
    struct Range
    {
        quint8 lo, hi;
    };
    for (const Range r :
         { Range { 0x00, 0x1F }, Range { 'A', 'Z' }, Range { 0x80, 0xFF }, Range { 0x5B, 0x5E } }) {
        for (qsizetype length = 0; length <= 60; ++length) {
            const QByteArray clean(length, 'q');
            QVERIFY(!containsByteInRange(clean, r.lo, r.hi));
            for (qsizetype at = 0; at < length; ++at) {
                for (const int b : { int(r.lo) - 1, int(r.lo), int(r.hi), int(r.hi) + 1 }) {
                    if (b < 0 || b > 0xFF)
                        continue;
                    QByteArray text = clean;
                    text[at] = char(b);
                    const bool expected = b >= r.lo && b <= r.hi;
                    QVERIFY2(containsByteInRange(text, r.lo, r.hi) == expected,
                             qPrintable(QStringLiteral("byte %1 at %2 of %3, range %4-%5")
                                            .arg(b)
                                            .arg(at)
                                            .arg(length)
                                            .arg(r.lo)
                                            .arg(r.hi)));
                }
            }
        }
    }
}

// ASCII texts of 0 to 70 characters (past four blocks) narrowed byte for byte, and a character
// that is not ASCII at each offset refused: those whose low byte is ASCII or zero (U+0100,
// U+4141, U+FF00), whose high byte is zero (U+0080, U+00FF), and the ends of the range.
void TestByteCount::narrowAsciiAtEveryOffset()
{
    for (qsizetype length = 0; length <= 70; ++length) {
        QString text(length, Qt::Uninitialized);
        for (qsizetype i = 0; i < length; ++i)
            text[i] = QChar(char16_t(i * 37 % 128)); // NUL and DEL among them
        QByteArray out(length, '\xAA');
        QVERIFY(narrowAscii(text, out.data()));
        QCOMPARE(out, text.toLatin1());
        for (qsizetype at = 0; at < length; ++at) {
            for (const char16_t c :
                 { u'\u0080', u'\u00FF', u'\u0100', u'\u0180', u'\u07FF', u'\u4141',
                   char16_t(0xD83D), u'\uFF00', u'\uFF80', u'\uFFFF' }) {
                QString wide = text;
                wide[at] = QChar(c);
                QVERIFY2(!narrowAscii(wide, out.data()),
                         qPrintable(QStringLiteral("U+%1 at %2 of %3")
                                        .arg(int(c), 4, 16, QLatin1Char('0'))
                                        .arg(at)
                                        .arg(length)));
            }
        }
    }
}

// The bytes the checker judges a URL stored as text by: what Qt's UTF-8 encoder makes of it,
// for URLs as sitemaps hold them, ASCII or not, short and long.
void TestByteCount::utf8UrlAgreesWithToUtf8()
{
    const QString query = QStringLiteral(
        "https://www.example.com/catalogue/outdoor-equipment/tents/4-person?colour=forest-green"
        "&sort=price_asc&utm_source=newsletter&utm_medium=email&page=2");
    QStringList urls { QString(),
                       QStringLiteral("https://a.example/"),
                       query,
                       QStringLiteral("https://bücher.example/straße?q=größe"),
                       QStringLiteral("https://例え.jp/テスト/ページ"),
                       QStringLiteral("https://example.com/emoji/\U0001F600/end"),
                       QString(query).append(QChar(0xE9)),
                       QString(query).prepend(QChar(0xE9)) };
    // A lone surrogate (no UTF-8 of its own): U+FFFD, as the encoder makes it.
    urls.append(QStringLiteral("https://example.com/") + QChar(0xD800) + QLatin1Char('x'));
    for (const QString &url : std::as_const(urls)) {
        const Utf8Url utf8(url);
        QStringEncoder encoder(QStringEncoder::Utf8);
        const QByteArray expected = encoder.encode(url);
        QCOMPARE(utf8.view().toByteArray(), expected);
        QCOMPARE(utf8.isEmpty(), url.isEmpty());
    }
}

QTEST_APPLESS_MAIN(TestByteCount)
#include "tst_bytecount.moc"
