#include "rules/urlindex.h"

#include <QHash>
#include <QRandomGenerator>
#include <QTest>

using namespace Studio;

// UrlIndex against QHash under random insertions, replacements and removals: the hashes are
// drawn so that many share their low 32 bits (the part a slot keeps) and crowd few home slots,
// so that probing, wrapping round the end, backward shifts and growth are all exercised.
class TestUrlIndex : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithQHash_data();
    void agreesWithQHash();
    void emptyAndReserve();
};

void TestUrlIndex::agreesWithQHash_data()
{
    QTest::addColumn<int>("lowValues"); // how many distinct low halves the hashes use
    QTest::addColumn<int>("operations");
    QTest::addColumn<bool>("reserved");
    QTest::newRow("few low halves") << 7 << 20000 << false;
    QTest::newRow("many low halves") << 100000 << 50000 << false;
    QTest::newRow("reserved up front") << 5000 << 30000 << true;
}

void TestUrlIndex::agreesWithQHash()
{
    QFETCH(int, lowValues);
    QFETCH(int, operations);
    QFETCH(bool, reserved);
    QRandomGenerator random(quint32(lowValues + operations));
    // The caller's side: each reference's hash, as the checker keeps it in the entry's state.
    QHash<quint64, quint64> hashOfRef;
    QHash<quint64, quint64> reference; // hash → ref
    UrlIndex index;
    if (reserved)
        index.reserve(operations / 2);
    const auto hashOf = [&hashOfRef](quint64 ref) { return hashOfRef.value(ref); };
    quint64 nextRef = 0;
    const auto drawHash = [&] {
        const quint64 high = random.bounded(64u);
        const quint64 low = random.bounded(quint32(lowValues)) * 2654435761u;
        return (high << 32) | quint32(low);
    };
    for (int i = 0; i < operations; ++i) {
        const quint64 hash = drawHash();
        const int what = random.bounded(10);
        if (random.bounded(3) == 0) {
            // One search that finds or adds, as checkAll() adds its URLs.
            const quint64 ref = nextRef;
            hashOfRef.insert(ref, hash);
            const auto got = index.findOrInsert(hash, ref, hashOf);
            QCOMPARE(got.has_value(), reference.contains(hash));
            if (got) {
                QCOMPARE(*got, reference.value(hash));
                hashOfRef.remove(ref);
            } else {
                reference.insert(hash, ref);
                ++nextRef;
            }
            QCOMPARE(index.size(), reference.size());
            continue;
        }
        const auto found = index.find(hash, hashOf);
        QCOMPARE(found.has_value(), reference.contains(hash));
        if (found)
            QCOMPARE(*found, reference.value(hash));
        if (what < 6 && !found) {
            const quint64 ref = nextRef++;
            hashOfRef.insert(ref, hash);
            index.insert(hash, ref);
            reference.insert(hash, ref);
        } else if (what < 8 && found) {
            const quint64 ref = nextRef++;
            hashOfRef.insert(ref, hash);
            index.replace(hash, ref, hashOf);
            reference.insert(hash, ref);
        } else if (found) {
            QVERIFY(index.remove(hash, hashOf));
            reference.remove(hash);
        } else {
            QVERIFY(!index.remove(hash, hashOf));
        }
        QCOMPARE(index.size(), reference.size());
    }
    // Every hash is found with its reference, and nothing else is.
    for (auto it = reference.cbegin(); it != reference.cend(); ++it)
        QCOMPARE(index.find(it.key(), hashOf), std::optional<quint64>(it.value()));
    for (int i = 0; i < 1000; ++i) {
        const quint64 hash = drawHash();
        QCOMPARE(index.find(hash, hashOf).has_value(), reference.contains(hash));
    }
    // Removing everything leaves an empty index that still works.
    const QList<quint64> keys = reference.keys();
    for (const quint64 hash : keys)
        QVERIFY(index.remove(hash, hashOf));
    QCOMPARE(index.size(), 0);
    QVERIFY(!index.find(keys.isEmpty() ? 1 : keys.first(), hashOf));
}

void TestUrlIndex::emptyAndReserve()
{
    UrlIndex index;
    const auto hashOf = [](quint64 ref) { return ref * 3; };
    QVERIFY(!index.find(42, hashOf));
    QVERIFY(!index.remove(42, hashOf));
    index.reserve(10);
    QVERIFY(!index.find(42, hashOf));
    // Hashes equal in their low 32 bits are told apart through the caller's hash.
    index.insert(3, 1);
    index.insert(3 + (quint64(1) << 32) * 3, (quint64(1) << 32) + 1);
    QCOMPARE(index.find(3, hashOf), std::optional<quint64>(1));
    QCOMPARE(index.find(3 + (quint64(1) << 32) * 3, hashOf),
             std::optional<quint64>((quint64(1) << 32) + 1));
    index.clear();
    QCOMPARE(index.size(), 0);
    QVERIFY(!index.find(3, hashOf));
}

QTEST_GUILESS_MAIN(TestUrlIndex)
#include "tst_urlindex.moc"
