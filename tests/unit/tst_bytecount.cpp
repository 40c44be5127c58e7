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

QTEST_APPLESS_MAIN(TestByteCount)
#include "tst_bytecount.moc"
