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

QTEST_APPLESS_MAIN(TestByteCount)
#include "tst_bytecount.moc"
