// Segments: the key each kind of segmentation gives an entry (folders at depths, hreflang and
// path prefixes, content types, patterns), names safe for files (accents, other scripts, case)
// that two segments never share, not even through a file's number, and the per-segment counts
// of SegmentStatistics. Reading a pattern file and its errors: tst_segments, on the CLI.

#include "io/segmenter.h"
#include "review/segmentstatistics.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

UrlEntry entryWith(const QString &loc, const QList<std::pair<QString, QString>> &alternates = {})
{
    UrlEntry entry(loc);
    for (const auto &[hreflang, href] : alternates) {
        Alternate alternate;
        alternate.rel = u"alternate"_s;
        alternate.hreflang = hreflang;
        alternate.href = href;
        entry.mutableAlternates().append(alternate);
    }
    return entry;
}

} // namespace

class TestSegmenter : public QObject
{
    Q_OBJECT

private slots:
    void folders_data();
    void folders();
    void languages_data();
    void languages();
    void types();
    void patterns();
    void specs_data();
    void specs();
    void specPatternFiles();
    void fileSafe_data();
    void fileSafe();
    void namesAreTold_data();
    void namesAreTold();
    void namesNeverMeet();
    void statistics();
};

void TestSegmenter::folders_data()
{
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("loc");
    QTest::addColumn<QString>("key");
    QTest::newRow("first folder") << 1 << u"https://example.com/blog/a-post"_s << u"blog"_s;
    QTest::newRow("a page at the top") << 1 << u"https://example.com/about"_s << QString();
    QTest::newRow("the home page") << 1 << u"https://example.com/"_s << QString();
    QTest::newRow("no path") << 1 << u"https://example.com"_s << QString();
    QTest::newRow("a query with a slash")
        << 1 << u"https://example.com/search?q=a/b"_s << QString();
    QTest::newRow("two deep") << 2 << u"https://example.com/blog/2024/a"_s << u"blog/2024"_s;
    QTest::newRow("two deep, one there") << 2 << u"https://example.com/blog/a"_s << u"blog"_s;
    QTest::newRow("escapes decoded") << 1 << u"https://example.com/caf%C3%A9/menu"_s << u"café"_s;
    QTest::newRow("an IRI as written") << 1 << u"https://例え.jp/straße/karte"_s << u"straße"_s;
    QTest::newRow("case kept") << 1 << u"https://example.com/Blog/a"_s << u"Blog"_s;
}

void TestSegmenter::folders()
{
    QFETCH(int, depth);
    QFETCH(QString, loc);
    QFETCH(QString, key);
    QCOMPARE(Segmenter::byFolder(depth).keyOf(UrlEntry(loc)), key);
}

void TestSegmenter::languages_data()
{
    QTest::addColumn<QString>("loc");
    QTest::addColumn<QString>("hreflang"); // the entry's own alternate, "" for none
    QTest::addColumn<QString>("key");
    QTest::newRow("own hreflang") << u"https://example.com/produkt/1"_s << u"de-AT"_s << u"de-at"_s;
    QTest::newRow("own hreflang over the path")
        << u"https://example.com/fr/produit"_s << u"fr-CA"_s << u"fr-ca"_s;
    QTest::newRow("x-default is no language")
        << u"https://example.com/de/produkt"_s << u"x-default"_s << u"de"_s;
    QTest::newRow("path prefix") << u"https://example.com/de/produkt"_s << QString() << u"de"_s;
    QTest::newRow("path with region")
        << u"https://example.com/pt-br/produto"_s << QString() << u"pt-br"_s;
    QTest::newRow("path with underscore")
        << u"https://example.com/en_GB/shop"_s << QString() << u"en-gb"_s;
    QTest::newRow("path with script")
        << u"https://example.com/zh-hant/shop"_s << QString() << u"zh-hant"_s;
    QTest::newRow("a language's home") << u"https://example.com/it"_s << QString() << u"it"_s;
    QTest::newRow("a word") << u"https://example.com/blog/post"_s << QString() << u"other"_s;
    QTest::newRow("not a region") << u"https://example.com/de-xx/post"_s << QString() << u"other"_s;
    QTest::newRow("the top") << u"https://example.com/"_s << QString() << u"other"_s;
}

void TestSegmenter::languages()
{
    QFETCH(QString, loc);
    QFETCH(QString, hreflang);
    QFETCH(QString, key);
    QList<std::pair<QString, QString>> alternates;
    // Another language's alternate comes first: only the entry's own counts.
    alternates.append({ u"es"_s, u"https://example.com/es/otro"_s });
    if (!hreflang.isEmpty())
        alternates.append({ hreflang, loc });
    QCOMPARE(Segmenter::byLanguage().keyOf(entryWith(loc, alternates)), key);
}

void TestSegmenter::types()
{
    const Segmenter type = Segmenter::byType();
    UrlEntry page(u"https://example.com/a"_s);
    QCOMPARE(type.keyOf(page), u"pages"_s);
    UrlEntry withImage = page;
    withImage.mutableImages().append(Image());
    QCOMPARE(type.keyOf(withImage), u"images"_s);
    UrlEntry withVideo = withImage;
    withVideo.mutableVideos().append(Video());
    QCOMPARE(type.keyOf(withVideo), u"videos"_s);
    UrlEntry withNews = withVideo;
    withNews.mutableNews().append(News());
    QCOMPARE(type.keyOf(withNews), u"news"_s);
    // Alternates alone make no type.
    QCOMPARE(type.keyOf(entryWith(page.loc(), { { u"de"_s, u"https://example.com/de/a"_s } })),
             u"pages"_s);
}

void TestSegmenter::patterns()
{
    auto pattern = [](const QString &name, const QString &regex) {
        return Segmenter::Pattern { name, QRegularExpression(regex) };
    };
    const Segmenter segmenter = Segmenter::byPatterns(
        { pattern(u"products"_s, u"/products/[0-9]+"_s),
          pattern(u"blog"_s, u"^https://example\\.com/(blog|news)/"_s),
          pattern(u"products"_s, u"\\?sku="_s), pattern(u"café"_s, u"/caf(é|%C3%A9)/"_s) },
        u"pattern:segments.txt"_s);
    QCOMPARE(segmenter.spec(), u"pattern:segments.txt"_s);
    auto key = [&](const QString &loc) {
        return segmenter.keyOf(UrlEntry(loc));
    };
    QCOMPARE(key(u"https://example.com/products/123"_s), u"products"_s);
    QCOMPARE(key(u"https://example.com/blog/a"_s), u"blog"_s);
    // The first match wins: products comes before blog.
    QCOMPARE(key(u"https://example.com/news/products/9"_s), u"products"_s);
    QCOMPARE(key(u"https://example.com/cart?sku=4"_s), u"products"_s);
    QCOMPARE(key(u"https://example.com/caf%C3%A9/menu"_s), u"café"_s);
    QCOMPARE(key(u"https://example.com/about"_s), u"other"_s);
}

// Every spec that export's --group-by, stats' --by and the export wizard give fromSpec(): the
// ones it takes give the same segmenter as the engine's own constructors, and each wrong one is
// refused with a reason that names what is wrong.
void TestSegmenter::specs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("wantSpec"); // empty: refused
    QTest::addColumn<QString>("reason");
    QTest::newRow("folder") << u"folder"_s << u"folder"_s << QString();
    QTest::newRow("folder:1") << u"folder:1"_s << u"folder"_s << QString();
    QTest::newRow("folder:3") << u"folder:3"_s << u"folder:3"_s << QString();
    QTest::newRow("folder:10") << u"folder:10"_s << u"folder:10"_s << QString();
    QTest::newRow("folder:0") << u"folder:0"_s << QString() << u"from 1 to 10, not \"0\""_s;
    QTest::newRow("folder:11") << u"folder:11"_s << QString() << u"not \"11\""_s;
    QTest::newRow("folder:two") << u"folder:two"_s << QString() << u"not \"two\""_s;
    QTest::newRow("folder:") << u"folder:"_s << QString() << u"not \"\""_s;
    QTest::newRow("language") << u"language"_s << u"language"_s << QString();
    QTest::newRow("language:de") << u"language:de"_s << QString()
                                 << u"\"language:de\" is no segmentation"_s;
    QTest::newRow("type") << u"type"_s << u"type"_s << QString();
    QTest::newRow("type:x") << u"type:x"_s << QString() << u"is no segmentation"_s;
    QTest::newRow("pattern:") << u"pattern:"_s << QString() << u"needs the FILE"_s;
    QTest::newRow("pattern") << u"pattern"_s << QString() << u"needs the FILE"_s;
    QTest::newRow("missing file") << u"pattern:/no/such/rules.txt"_s << QString()
                                  << u"/no/such/rules.txt cannot be read"_s;
    QTest::newRow("size") << u"size"_s << QString() << u"language (the entry's own"_s;
    QTest::newRow("empty") << QString() << QString() << u"is no segmentation"_s;
}

void TestSegmenter::specs()
{
    QFETCH(QString, spec);
    QFETCH(QString, wantSpec);
    QFETCH(QString, reason);
    QString error;
    const Segmenter segmenter = Segmenter::fromSpec(spec, &error);
    if (wantSpec.isEmpty()) {
        QVERIFY(segmenter.isNull());
        QVERIFY2(error.contains(reason), qPrintable(error));
        return;
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(segmenter.spec(), wantSpec);
    const UrlEntry entry(u"https://example.com/de/blog/2024/a?x=1"_s);
    const Segmenter same = wantSpec == u"language"_s ? Segmenter::byLanguage()
        : wantSpec == u"type"_s                      ? Segmenter::byType()
                                                     : Segmenter::byFolder(segmenter.depth());
    QCOMPARE(segmenter.by(), same.by());
    QCOMPARE(segmenter.keyOf(entry), same.keyOf(entry));
}

// A pattern file through fromSpec(): read from its path, its wrong line named by path and line,
// and one larger than a pattern file can be refused before it is read.
void TestSegmenter::specPatternFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(file.fileName()));
        return file.fileName();
    };
    QString error;
    const QString good = write(u"rules.txt"_s,
                               "# sections\r\nshop /shop/\r\n\r\nblog ^https://example\\.com/blog/\r\n");
    const Segmenter segmenter = Segmenter::fromSpec(u"pattern:"_s + good, &error);
    QVERIFY2(!segmenter.isNull(), qPrintable(error));
    QCOMPARE(segmenter.spec(), u"pattern:"_s + good);
    QCOMPARE(segmenter.keyOf(UrlEntry(u"https://example.com/shop/a"_s)), u"shop"_s);
    QCOMPARE(segmenter.keyOf(UrlEntry(u"https://example.com/blog/a"_s)), u"blog"_s);
    QCOMPARE(segmenter.keyOf(UrlEntry(u"https://example.com/"_s)), u"other"_s);

    const QString wrong = write(u"wrong.txt"_s, "shop /shop/\nblog [unclosed\n");
    QVERIFY(Segmenter::fromSpec(u"pattern:"_s + wrong, &error).isNull());
    QVERIFY2(error.startsWith(wrong + u":2: \"[unclosed\" is not a valid regular expression"_s),
             qPrintable(error));

    const QString empty = write(u"empty.txt"_s, "# nothing yet\n\n");
    QVERIFY(Segmenter::fromSpec(u"pattern:"_s + empty, &error).isNull());
    QCOMPARE(error, empty + u" has no NAME REGEX line"_s);

    QByteArray big = "shop /shop/\n";
    big += QByteArray(Segmenter::MaxPatternFileSize, '#');
    const QString huge = write(u"huge.txt"_s, big);
    QVERIFY(Segmenter::fromSpec(u"pattern:"_s + huge, &error).isNull());
    QVERIFY2(error.startsWith(huge + u" is larger than 1024 KiB"_s), qPrintable(error));
}

void TestSegmenter::fileSafe_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("safe");
    QTest::newRow("plain") << u"blog"_s << u"blog"_s;
    QTest::newRow("case") << u"Blog"_s << u"blog"_s;
    QTest::newRow("accent") << u"café"_s << u"cafe"_s;
    QTest::newRow("sharp s") << u"Straße"_s << u"strasse"_s;
    QTest::newRow("ligatures") << u"Œuvre-Æsir"_s << u"oeuvre-aesir"_s;
    QTest::newRow("spaces and signs") << u"shop x & more!"_s << u"shop-x-more"_s;
    QTest::newRow("depth") << u"blog/2024"_s << u"blog-2024"_s;
    QTest::newRow("region") << u"pt-br"_s << u"pt-br"_s;
    QTest::newRow("cyrillic") << u"новости"_s << u"xn--b1amnebsh"_s;
    QTest::newRow("japanese and latin") << u"ニュース/2024"_s << u"xn--zck9awe6d-2024"_s;
    QTest::newRow("nothing left") << u"!!!"_s << QString();
    QTest::newRow("long") << QString(100, u'a') << QString(64, u'a');
}

void TestSegmenter::fileSafe()
{
    QFETCH(QString, key);
    QFETCH(QString, safe);
    QCOMPARE(Segmenter::fileSafe(key), safe);
    static const QRegularExpression allowed(u"^[a-z0-9]+(-+[a-z0-9]+)*$"_s);
    if (!safe.isEmpty())
        QVERIFY(allowed.match(safe).hasMatch());
}

void TestSegmenter::namesAreTold_data()
{
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("case and accents") << QStringList { u"cafe"_s, u"Café"_s, u"CAFE"_s }
                                      << QStringList { u"cafe"_s, u"cafe-x2"_s, u"cafe-x3"_s };
    QTest::newRow("the top and a folder root")
        << QStringList { QString(), u"root"_s } << QStringList { u"root"_s, u"root-x2"_s };
    QTest::newRow("a numbered name after its stem")
        << QStringList { u"shop"_s, u"shop-2"_s, u"shop-3-1"_s }
        << QStringList { u"shop"_s, u"shop-2-x2"_s, u"shop-3-1"_s };
    QTest::newRow("a stem after its numbered name")
        << QStringList { u"shop-2"_s, u"shop"_s } << QStringList { u"shop-2"_s, u"shop-x2"_s };
    QTest::newRow("a suffix taken") << QStringList { u"a"_s, u"a-x2"_s, u"A"_s }
                                    << QStringList { u"a"_s, u"a-x2"_s, u"a-x3"_s };
    QTest::newRow("nothing safe") << QStringList { u"!"_s, u"?"_s }
                                  << QStringList { u"segment"_s, u"segment-x2"_s };
}

void TestSegmenter::namesAreTold()
{
    QFETCH(QStringList, keys);
    QFETCH(QStringList, names);
    SegmentNames given;
    QStringList got;
    for (const QString &key : std::as_const(keys))
        got.append(given.nameOf(key));
    QCOMPARE(got, names);
    // Asked again, in another order: the same.
    for (qsizetype i = keys.size() - 1; i >= 0; --i)
        QCOMPARE(given.nameOf(keys.at(i)), names.at(i));
}

void TestSegmenter::namesNeverMeet()
{
    // Keys that fold onto each other (case, accents, signs, numbers at the end), in a random
    // order: every name differs, and no name is another's followed by "-" and digits, which
    // a second file of that segment would be named.
    const QStringList parts { u"shop"_s, u"Shop"_s, u"shöp"_s, u"2"_s,  u"-"_s,
                              u" "_s,    u"x2"_s,   u"é"_s,    u"10"_s, u"/"_s };
    QRandomGenerator random(57);
    for (int round = 0; round < 20; ++round) {
        SegmentNames given;
        QSet<QString> names;
        QSet<QString> keys;
        for (int i = 0; i < 300; ++i) {
            QString key;
            for (int n = random.bounded(1, 5); n > 0; --n)
                key += parts.at(random.bounded(int(parts.size())));
            const QString name = given.nameOf(key);
            if (keys.contains(key))
                continue;
            keys.insert(key);
            QVERIFY2(!names.contains(name), qPrintable(key + u" → "_s + name));
            names.insert(name);
        }
        static const QRegularExpression numbered(u"^(.+)-[0-9]+$"_s);
        for (const QString &name : std::as_const(names)) {
            const QRegularExpressionMatch m = numbered.match(name);
            QVERIFY2(!m.hasMatch() || !names.contains(m.captured(1)), qPrintable(name));
        }
    }
}

void TestSegmenter::statistics()
{
    Sitemap sitemap;
    sitemap.entries.append(entryWith(u"https://example.com/blog/a"_s,
                                     { { u"de"_s, u"https://example.com/de/blog/a"_s } }));
    UrlEntry shop(u"https://example.com/shop/1"_s);
    shop.mutableImages() = { Image(), Image() };
    shop.mutableVideos() = { Video() };
    sitemap.entries.append(shop);
    sitemap.entries.append(UrlEntry(u"https://example.com/blog/b"_s));
    sitemap.entries.append(UrlEntry(u"https://example.com/"_s));
    auto finding = [](Severity severity, qsizetype entry) {
        Finding f = Finding::make(RuleId::InvalidDate, u"x"_s);
        f.severity = severity;
        f.entryIndex = entry;
        return f;
    };
    sitemap.findings = { finding(Severity::Error, 1), finding(Severity::Warning, 2),
                         finding(Severity::Notice, 0), finding(Severity::Error, -1),
                         finding(Severity::Warning, 9) }; // no such entry: no segment

    SegmentStatistics stats(Segmenter::byFolder(1));
    stats.add(sitemap);
    Sitemap index;
    index.kind = Sitemap::Kind::Index;
    index.entries.append(UrlEntry(u"https://example.com/other/sitemap.xml"_s));
    index.findings = { finding(Severity::Notice, 0) };
    stats.add(index); // an index's entries are no URLs
    stats.addUnsegmented({ finding(Severity::Error, 0) });

    const QList<SegmentStatistics::Row> &rows = stats.rows();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).name, u"blog"_s);
    QCOMPARE(rows.at(0).counts.urls, 2);
    QCOMPARE(rows.at(0).counts.alternates, 1);
    QCOMPARE(rows.at(0).counts.warnings, 1);
    QCOMPARE(rows.at(0).counts.notices, 1);
    QCOMPARE(rows.at(1).name, u"shop"_s);
    QCOMPARE(rows.at(1).counts.images, 2);
    QCOMPARE(rows.at(1).counts.videos, 1);
    QCOMPARE(rows.at(1).counts.errors, 1);
    QCOMPARE(rows.at(2).name, u"root"_s);
    QCOMPARE(rows.at(2).key, QString());
    QCOMPARE(rows.at(2).counts.urls, 1);
    QCOMPARE(stats.unsegmented().errors, 2);
    QCOMPARE(stats.unsegmented().warnings, 1);
    QCOMPARE(stats.unsegmented().notices, 1);
    QCOMPARE(stats.unsegmented().urls, 0);
}

QTEST_GUILESS_MAIN(TestSegmenter)
#include "tst_segmenter.moc"
