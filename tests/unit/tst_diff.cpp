// SitemapDiff on crafted pairs: what counts as added, removed and changed, field by field;
// order and spelling that do not count; duplicates; an index with its children; and the CSV
// and JSON exports read back.

#include "io/loader.h"
#include "review/diff.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

QByteArray urlset(const QByteArray &urls)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "  xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
           "  xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\"\n"
           "  xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\"\n"
           "  xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        + urls + "</urlset>\n";
}

QByteArray url(const QByteArray &loc, const QByteArray &rest = {})
{
    return "<url><loc>" + loc + "</loc>" + rest + "</url>\n";
}

Workspace open(const QByteArray &bytes)
{
    Workspace workspace = Loader::openBytes(bytes, u"sitemap.xml"_s);
    Q_ASSERT(!workspace.root().failed);
    return workspace;
}

// A list of plain URLs: "https://example.com/<name>" for each name.
Workspace plain(const QList<QByteArray> &names)
{
    QByteArray urls;
    for (const QByteArray &name : names)
        urls += url("https://example.com/" + name);
    return open(urlset(urls));
}

// An entry with every field the diff compares.
const QByteArray FullEntry
    = "<lastmod>2024-01-01</lastmod><changefreq>daily</changefreq><priority>0.5</priority>"
      "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://example.com/de/a\"/>"
      "<image:image><image:loc>https://example.com/a.jpg</image:loc></image:image>"
      "<video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>"
      "<video:title>Tour</video:title><video:description>A tour</video:description>"
      "<video:content_loc>https://example.com/v.mp4</video:content_loc></video:video>"
      "<news:news><news:publication><news:name>Daily</news:name>"
      "<news:language>en</news:language></news:publication>"
      "<news:publication_date>2024-01-01</news:publication_date>"
      "<news:title>Headline</news:title></news:news>";

const UrlEntry &entryAt(const Workspace &workspace, const EntryRef &ref)
{
    return workspace.sitemaps.at(ref.sitemap).entries.at(ref.entry);
}

// RFC 4180: quoted cells with doubled quotes, CRLF between records.
QList<QStringList> parseCsv(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                cell += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row.append(cell);
            cell.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            row.append(cell);
            rows.append(row);
            row.clear();
            cell.clear();
            ++i;
        } else {
            cell += c;
        }
    }
    if (!row.isEmpty() || !cell.isEmpty())
        rows.append(row << cell);
    return rows;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QByteArray index(const QList<QByteArray> &children, const QByteArray &lastmod)
{
    QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QByteArray &child : children)
        out += "<sitemap><loc>https://example.com/" + child + "</loc><lastmod>" + lastmod
            + "</lastmod></sitemap>\n";
    return out + "</sitemapindex>\n";
}

} // namespace

class TestDiff : public QObject
{
    Q_OBJECT

private slots:
    void identical();
    void added();
    void removed();
    void fieldChanges_data();
    void fieldChanges();
    void sameValuesWrittenAlike();
    void reorderingOnly();
    void duplicates();
    void duplicatesInLargeSets();
    void normalisation();
    void emptySides();
    void indexWithChildren();
    void itemOrder();
    void csvReadBack();
    void jsonReadBack();
    void names();
    void largeShuffled();
};

void TestDiff::identical()
{
    const Workspace a = plain({ "a", "b", "c" });
    const SitemapDiff diff = SitemapDiff::compare(a, a);
    QVERIFY(diff.isSame());
    QCOMPARE(diff.unchanged(), 3);
    QCOMPARE(diff.added() + diff.removed() + diff.changed(), 0);
}

void TestDiff::added()
{
    const Workspace older = plain({ "a", "b" });
    const Workspace newer = plain({ "a", "new", "b" });
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    QVERIFY(!diff.isSame());
    QCOMPARE(diff.added(), 1);
    QCOMPARE(diff.removed(), 0);
    QCOMPARE(diff.changed(), 0);
    QCOMPARE(diff.unchanged(), 2);
    QCOMPARE(diff.items().size(), 1);
    const SitemapDiff::Item &item = diff.items().first();
    QCOMPARE(item.change, SitemapDiff::Change::Added);
    QCOMPARE(item.loc, u"https://example.com/new"_s);
    QCOMPARE(item.older.entry, -1);
    QCOMPARE(item.newer.entry, 1);
    QCOMPARE(entryAt(newer, item.newer).loc(), item.loc);
    QVERIFY(!item.fields);
}

void TestDiff::removed()
{
    const Workspace older = plain({ "a", "gone", "b" });
    const Workspace newer = plain({ "a", "b" });
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    QCOMPARE(diff.removed(), 1);
    QCOMPARE(diff.added(), 0);
    QCOMPARE(diff.unchanged(), 2);
    const SitemapDiff::Item &item = diff.items().first();
    QCOMPARE(item.change, SitemapDiff::Change::Removed);
    QCOMPARE(item.loc, u"https://example.com/gone"_s);
    QCOMPARE(item.older.entry, 1);
    QCOMPARE(item.newer.entry, -1);
}

void TestDiff::fieldChanges_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<int>("expected");

    QTest::newRow("lastmod date") << "<lastmod>2024-01-01</lastmod>"_ba
                                  << "<lastmod>2024-02-01</lastmod>"_ba
                                  << int(SitemapDiff::Lastmod);
    // The same day written with a time is another statement (midnight UTC, to the second):
    // what a crawler reads changed, so it counts.
    QTest::newRow("lastmod precision")
        << "<lastmod>2024-01-01</lastmod>"_ba
        << "<lastmod>2024-01-01T00:00:00Z</lastmod>"_ba << int(SitemapDiff::Lastmod);
    QTest::newRow("lastmod removed") << "<lastmod>2024-01-01</lastmod>"_ba
                                     << ""_ba << int(SitemapDiff::Lastmod);
    QTest::newRow("changefreq") << "<changefreq>daily</changefreq>"_ba
                                << "<changefreq>weekly</changefreq>"_ba
                                << int(SitemapDiff::Changefreq);
    QTest::newRow("changefreq invalid spelling")
        << "<changefreq>daily</changefreq>"_ba
        << "<changefreq>Daily</changefreq>"_ba << int(SitemapDiff::Changefreq);
    QTest::newRow("priority") << "<priority>0.5</priority>"_ba
                              << "<priority>0.8</priority>"_ba << int(SitemapDiff::Priority);
    QTest::newRow("priority digits")
        << "<priority>0.5</priority>"_ba
        << "<priority>0.50</priority>"_ba << int(SitemapDiff::Priority);
    QTest::newRow("image loc") << "https://example.com/a.jpg</image:loc>"_ba
                               << "https://example.com/b.jpg</image:loc>"_ba
                               << int(SitemapDiff::Images);
    QTest::newRow("image added")
        << "</image:image>"_ba
        << "</image:image><image:image><image:loc>https://example.com/c.jpg</image:loc>"
           "</image:image>"_ba
        << int(SitemapDiff::Images);
    QTest::newRow("video title") << "<video:title>Tour</video:title>"_ba
                                 << "<video:title>New tour</video:title>"_ba
                                 << int(SitemapDiff::Videos);
    QTest::newRow("news title") << "<news:title>Headline</news:title>"_ba
                                << "<news:title>Other headline</news:title>"_ba
                                << int(SitemapDiff::News);
    QTest::newRow("alternate href")
        << "href=\"https://example.com/de/a\""_ba
        << "href=\"https://example.com/de/b\""_ba << int(SitemapDiff::Alternates);
    QTest::newRow("alternate language") << "hreflang=\"de\""_ba
                                        << "hreflang=\"fr\""_ba << int(SitemapDiff::Alternates);
    QTest::newRow("lastmod and priority")
        << "<lastmod>2024-01-01</lastmod><changefreq>daily</changefreq><priority>0.5</priority>"_ba
        << "<lastmod>2024-03-01</lastmod><changefreq>daily</changefreq><priority>0.9</priority>"_ba
        << int(SitemapDiff::Lastmod | SitemapDiff::Priority);
    // Unknown elements are kept by the editor but are not what the diff compares.
    QTest::newRow("unknown element only") << "</news:news>"_ba
                                          << "</news:news><extra>kept</extra>"_ba << 0;
}

void TestDiff::fieldChanges()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(int, expected);

    QByteArray changed = FullEntry;
    QVERIFY2(changed.contains(from), from.constData());
    changed.replace(from, to);
    const Workspace older = open(
        urlset(url("https://example.com/a", FullEntry) + url("https://example.com/b", FullEntry)));
    const Workspace newer = open(
        urlset(url("https://example.com/a", changed) + url("https://example.com/b", FullEntry)));
    // The reader saw every extension of the full entry.
    const UrlEntry &full = older.root().entries.first();
    QCOMPARE(full.images().size(), 1);
    QCOMPARE(full.videos().size(), 1);
    QCOMPARE(full.news().size(), 1);
    QCOMPARE(full.alternates().size(), 1);

    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    QCOMPARE(diff.added(), 0);
    QCOMPARE(diff.removed(), 0);
    if (expected == 0) {
        QVERIFY(diff.isSame());
        QCOMPARE(diff.unchanged(), 2);
        return;
    }
    QCOMPARE(diff.changed(), 1);
    QCOMPARE(diff.unchanged(), 1);
    const SitemapDiff::Item &item = diff.items().first();
    QCOMPARE(item.change, SitemapDiff::Change::Changed);
    QCOMPARE(item.loc, u"https://example.com/a"_s);
    QCOMPARE(int(item.fields.toInt()), expected);
    QCOMPARE(item.older, (EntryRef { 0, 0 }));
    QCOMPARE(item.newer, (EntryRef { 0, 0 }));
    QCOMPARE(SitemapDiff::differences(older.root().entries.first(), newer.root().entries.first()),
             item.fields);
}

void TestDiff::sameValuesWrittenAlike()
{
    // Whitespace around values and another order of the children write the same fields.
    const Workspace older = open(urlset(
        url("https://example.com/a", "<lastmod>2024-01-01</lastmod><priority>0.5</priority>")));
    const Workspace newer
        = open(urlset("<url><priority> 0.5 </priority><lastmod>\n  2024-01-01\n</lastmod>"
                      "<loc>https://example.com/a</loc></url>\n"));
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    QVERIFY2(diff.isSame(),
             qPrintable(SitemapDiff::fieldNames(diff.items().value(0).fields).join(u", ")));
}

void TestDiff::reorderingOnly()
{
    const Workspace older
        = open(urlset(url("https://example.com/a", "<priority>0.1</priority>")
                      + url("https://example.com/b", "<priority>0.2</priority>")
                      + url("https://example.com/c", "<priority>0.3</priority>")));
    const Workspace newer
        = open(urlset(url("https://example.com/c", "<priority>0.3</priority>")
                      + url("https://example.com/a", "<priority>0.1</priority>")
                      + url("https://example.com/b", "<priority>0.2</priority>")));
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    QVERIFY(diff.isSame());
    QCOMPARE(diff.unchanged(), 3);
}

void TestDiff::duplicates()
{
    {
        // The second occurrence is gone: one removal, of the second one.
        const SitemapDiff diff
            = SitemapDiff::compare(plain({ "a", "a", "b" }), plain({ "a", "b" }));
        QCOMPARE(diff.removed(), 1);
        QCOMPARE(diff.unchanged(), 2);
        QCOMPARE(diff.items().first().loc, u"https://example.com/a"_s);
        QCOMPARE(diff.items().first().older.entry, 1);
    }
    {
        // A second occurrence appears: one addition, the later one.
        const SitemapDiff diff
            = SitemapDiff::compare(plain({ "a", "b" }), plain({ "a", "b", "a" }));
        QCOMPARE(diff.added(), 1);
        QCOMPARE(diff.unchanged(), 2);
        QCOMPARE(diff.items().first().newer.entry, 2);
    }
    {
        // Three and three: all matched.
        const SitemapDiff diff
            = SitemapDiff::compare(plain({ "a", "a", "b", "a" }), plain({ "a", "b", "a", "a" }));
        QVERIFY(diff.isSame());
        QCOMPARE(diff.unchanged(), 4);
    }
    {
        // Occurrences pair up in order: the first with the first, the second with the second.
        const Workspace older
            = open(urlset(url("https://example.com/a", "<priority>0.1</priority>")
                          + url("https://example.com/a", "<priority>0.2</priority>")));
        const Workspace newer
            = open(urlset(url("https://example.com/a", "<priority>0.1</priority>")
                          + url("https://example.com/a", "<priority>0.3</priority>")));
        const SitemapDiff diff = SitemapDiff::compare(older, newer);
        QCOMPARE(diff.changed(), 1);
        QCOMPARE(diff.unchanged(), 1);
        QCOMPARE(diff.items().first().older.entry, 1);
        QCOMPARE(diff.items().first().newer.entry, 1);
        QCOMPARE(diff.items().first().fields, SitemapDiff::Fields(SitemapDiff::Priority));
    }
}

// Large sets are matched on all cores, their URLs parted by hash: occurrences of a URL still
// pair up in order, the first with the first.
void TestDiff::duplicatesInLargeSets()
{
    constexpr int Urls = 20000;
    Workspace older;
    older.sitemaps.append(Sitemap());
    Workspace newer;
    newer.sitemaps.append(Sitemap());
    // Each URL three times, the occurrences told apart by their priority (0.1, 0.2, 0.3); in
    // the newer set every seventh URL has lost its second occurrence.
    for (int k = 0; k < 3; ++k) {
        for (int u = 0; u < Urls; ++u) {
            UrlEntry entry(u"https://example.com/page/%1"_s.arg(u));
            entry.setPriority(0.1 * (k + 1));
            older.sitemaps[0].entries.append(entry);
            if (!(u % 7 == 0 && k == 1))
                newer.sitemaps[0].entries.append(entry);
        }
    }
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    const int thinned = (Urls + 6) / 7;
    // The first occurrences pair; the second older with the third newer (a priority
    // changed); the third older is the one removed.
    QCOMPARE(diff.removed(), thinned);
    QCOMPARE(diff.changed(), thinned);
    QCOMPARE(diff.added(), 0);
    QCOMPARE(diff.unchanged(), 3 * Urls - 2 * thinned);
    for (const SitemapDiff::Item &item : diff.items()) {
        if (item.change == SitemapDiff::Change::Removed) {
            QVERIFY(item.older.entry >= 2 * Urls); // a third occurrence
        } else {
            QCOMPARE(item.change, SitemapDiff::Change::Changed);
            QVERIFY(item.older.entry >= Urls && item.older.entry < 2 * Urls);
            QCOMPARE(item.fields, SitemapDiff::Fields(SitemapDiff::Priority));
        }
    }
}

void TestDiff::normalisation()
{
    const Workspace older
        = open(urlset(url("http://example.com/") + url("https://example.com/shop/index.html")
                      + url("https://example.com/a%2fb") + url("https://example.com/page#top")
                      + url("https://example.com/Path")));
    const Workspace newer
        = open(urlset(url("HTTP://EXAMPLE.com/") + url("https://example.com:443/shop/")
                      + url("https://example.com/a%2Fb") + url("https://example.com/page")
                      + url("https://example.com/path")));
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    // The path is case-sensitive: /Path and /path are two URLs.
    QCOMPARE(diff.added(), 1);
    QCOMPARE(diff.removed(), 1);
    QCOMPARE(diff.changed(), 4);
    QCOMPARE(diff.unchanged(), 0);
    const QList<SitemapDiff::Item> &items = diff.items();
    QCOMPARE(items.at(0).change, SitemapDiff::Change::Changed);
    QCOMPARE(items.at(0).loc, u"HTTP://EXAMPLE.com/"_s); // as the newer side writes it
    QCOMPARE(items.at(0).fields, SitemapDiff::Fields(SitemapDiff::Loc));
    QCOMPARE(items.at(1).loc, u"https://example.com:443/shop/"_s);
    QCOMPARE(items.at(1).fields, SitemapDiff::Fields(SitemapDiff::Loc));
    QCOMPARE(items.at(2).fields, SitemapDiff::Fields(SitemapDiff::Loc));
    QCOMPARE(items.at(3).fields, SitemapDiff::Fields(SitemapDiff::Loc));
    QCOMPARE(items.at(4).change, SitemapDiff::Change::Added);
    QCOMPARE(items.at(4).loc, u"https://example.com/path"_s);
    QCOMPARE(items.at(5).change, SitemapDiff::Change::Removed);
    QCOMPARE(items.at(5).loc, u"https://example.com/Path"_s);
}

void TestDiff::emptySides()
{
    const Workspace empty = open(urlset({}));
    const Workspace two = plain({ "a", "b" });
    SitemapDiff diff = SitemapDiff::compare(empty, two);
    QCOMPARE(diff.added(), 2);
    QCOMPARE(diff.items().size(), 2);
    diff = SitemapDiff::compare(two, empty);
    QCOMPARE(diff.removed(), 2);
    diff = SitemapDiff::compare(empty, empty);
    QVERIFY(diff.isSame());
    QCOMPARE(diff.unchanged(), 0);
    QVERIFY(SitemapDiff::compare(Workspace(), Workspace()).isSame());
}

void TestDiff::indexWithChildren()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QDir(dir.path()).mkdir(u"old"_s);
    QDir(dir.path()).mkdir(u"new"_s);
    // Old: one.xml {a, b}, two.xml {c}. New: one.xml {a}, two.xml {c with a lastmod, b, d}:
    // b moved between the files (no change), c changed, d added; the index's own stamps
    // changed too, but its entries are sitemaps, not URLs.
    writeFile(dir.filePath(u"old/index.xml"_s), index({ "one.xml", "two.xml" }, "2024-01-01"));
    writeFile(dir.filePath(u"old/one.xml"_s),
              urlset(url("https://example.com/a") + url("https://example.com/b")));
    writeFile(dir.filePath(u"old/two.xml"_s), urlset(url("https://example.com/c")));
    writeFile(dir.filePath(u"new/index.xml"_s), index({ "one.xml", "two.xml" }, "2024-06-01"));
    writeFile(dir.filePath(u"new/one.xml"_s), urlset(url("https://example.com/a")));
    writeFile(dir.filePath(u"new/two.xml"_s),
              urlset(url("https://example.com/c", "<lastmod>2024-06-01</lastmod>")
                     + url("https://example.com/b") + url("https://example.com/d")));
    const Workspace older = Loader::open(dir.filePath(u"old/index.xml"_s));
    const Workspace newer = Loader::open(dir.filePath(u"new/index.xml"_s));
    QCOMPARE(older.sitemaps.size(), 3);
    QCOMPARE(newer.sitemaps.size(), 3);
    QCOMPARE(newer.childrenLoaded(), 2);

    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    QCOMPARE(diff.added(), 1);
    QCOMPARE(diff.removed(), 0);
    QCOMPARE(diff.changed(), 1);
    QCOMPARE(diff.unchanged(), 2);
    const SitemapDiff::Item &changed = diff.items().at(0);
    QCOMPARE(changed.loc, u"https://example.com/c"_s);
    QCOMPARE(changed.fields, SitemapDiff::Fields(SitemapDiff::Lastmod));
    // References point into the children, where the entries are.
    QVERIFY(!older.sitemaps.at(changed.older.sitemap).isIndex());
    QCOMPARE(entryAt(older, changed.older).loc(), changed.loc);
    QCOMPARE(entryAt(newer, changed.newer).loc(), changed.loc);
    QVERIFY(newer.sitemaps.at(changed.newer.sitemap).source.location.endsWith(u"new/two.xml"));
    const SitemapDiff::Item &added = diff.items().at(1);
    QCOMPARE(added.loc, u"https://example.com/d"_s);
    QCOMPARE(added.newer.entry, 2);
    QCOMPARE(entryAt(newer, added.newer).loc(), added.loc);

    // The index alone against the same index with children: every URL is new.
    LoadOptions alone;
    alone.loadChildren = false;
    const SitemapDiff fromIndex
        = SitemapDiff::compare(Loader::open(dir.filePath(u"old/index.xml"_s), alone), newer);
    QCOMPARE(fromIndex.added(), 4);
    QCOMPARE(fromIndex.unchanged(), 0);
}

void TestDiff::itemOrder()
{
    // Added and changed in the newer side's order, then removed in the older side's order.
    const Workspace older = open(urlset(
        url("https://example.com/r1") + url("https://example.com/c2", "<priority>0.1</priority>")
        + url("https://example.com/r2")
        + url("https://example.com/c1", "<priority>0.1</priority>")));
    const Workspace newer = open(urlset(url("https://example.com/c1", "<priority>0.2</priority>")
                                        + url("https://example.com/a1")
                                        + url("https://example.com/c2", "<priority>0.2</priority>")
                                        + url("https://example.com/a2")));
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    QStringList order;
    for (const SitemapDiff::Item &item : diff.items())
        order.append(SitemapDiff::changeName(item.change) + u' ' + item.loc.section(u'/', -1));
    QCOMPARE(order,
             (QStringList { u"changed c1"_s, u"added a1"_s, u"changed c2"_s, u"added a2"_s,
                            u"removed r1"_s, u"removed r2"_s }));
}

void TestDiff::csvReadBack()
{
    const Workspace older = open(
        urlset(url("https://example.com/a,b", "<lastmod>2024-01-01</lastmod>")
               + url("https://example.com/q?x=&quot;y&quot;", "<lastmod>2024-01-01</lastmod>")
               + url("https://example.com/gone", "<lastmod>2023-05-05</lastmod>")
               + url("https://example.com/same")));
    const Workspace newer
        = open(urlset(url("https://example.com/a,b",
                          "<lastmod>2024-02-02T10:00:00+01:00</lastmod><priority>0.4</priority>")
                      + url("https://example.com/q?x=&quot;y&quot;",
                            "<lastmod>2024-01-01</lastmod>"
                            "<changefreq>daily</changefreq>")
                      + url("https://example.com/same") + url("=HYPERLINK(\"x\")")));
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    const QByteArray csv = diff.toCsv(older, newer);
    QVERIFY(csv.endsWith("\r\n"));
    const QList<QStringList> rows = parseCsv(csv);
    QCOMPARE(rows.size(), 1 + 4);
    QCOMPARE(
        rows.at(0),
        (QStringList { u"change"_s, u"loc"_s, u"fields"_s, u"old lastmod"_s, u"new lastmod"_s }));
    for (const QStringList &row : rows)
        QCOMPARE(row.size(), 5);
    QCOMPARE(rows.at(1),
             (QStringList { u"changed"_s, u"https://example.com/a,b"_s, u"lastmod priority"_s,
                            u"2024-01-01"_s, u"2024-02-02T10:00:00+01:00"_s }));
    QCOMPARE(rows.at(2),
             (QStringList { u"changed"_s, u"https://example.com/q?x=\"y\""_s, u"changefreq"_s,
                            u"2024-01-01"_s, u"2024-01-01"_s }));
    // A cell a spreadsheet would evaluate is defused.
    QCOMPARE(
        rows.at(3),
        (QStringList { u"added"_s, u"'=HYPERLINK(\"x\")"_s, QString(), QString(), QString() }));
    QCOMPARE(rows.at(4),
             (QStringList { u"removed"_s, u"https://example.com/gone"_s, QString(), u"2023-05-05"_s,
                            QString() }));
    // An empty diff is the header alone.
    QCOMPARE(SitemapDiff::compare(older, older).toCsv(older, older),
             "change,loc,fields,old lastmod,new lastmod\r\n"_ba);
}

void TestDiff::jsonReadBack()
{
    const Workspace older = open(
        urlset(url("https://example.com/a", "<lastmod>2024-01-01</lastmod><priority>0.5</priority>")
               + url("https://example.com/gone") + url("https://example.com/same")));
    const Workspace newer = open(
        urlset(url("https://example.com/same")
               + url("https://example.com/a",
                     "<lastmod>2024-01-01</lastmod><priority>0.5</priority>"
                     "<image:image><image:loc>https://example.com/i.jpg</image:loc></image:image>"
                     "<image:image><image:loc>https://example.com/j.jpg</image:loc></image:image>")
               + url("https://example.com/new\xc3\xa9?q=\"\\\"")));
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(diff.toJson(older, newer), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = document.object();
    QCOMPARE(root.value(u"added"_s).toInt(), 1);
    QCOMPARE(root.value(u"removed"_s).toInt(), 1);
    QCOMPARE(root.value(u"changed"_s).toInt(), 1);
    QCOMPARE(root.value(u"unchanged"_s).toInt(), 1);
    const QJsonArray items = root.value(u"items"_s).toArray();
    QCOMPARE(items.size(), 3);

    const QJsonObject changed = items.at(0).toObject();
    QCOMPARE(changed.value(u"change"_s).toString(), u"changed"_s);
    QCOMPARE(changed.value(u"loc"_s).toString(), u"https://example.com/a"_s);
    QCOMPARE(changed.value(u"fields"_s).toArray(), (QJsonArray { u"images"_s }));
    const QJsonObject before = changed.value(u"old"_s).toObject();
    const QJsonObject after = changed.value(u"new"_s).toObject();
    QCOMPARE(before.value(u"entry"_s).toInt(), 0);
    QCOMPARE(after.value(u"entry"_s).toInt(), 1);
    QCOMPARE(before.value(u"images"_s).toInt(), 0);
    QCOMPARE(after.value(u"images"_s).toInt(), 2);
    QCOMPARE(after.value(u"lastmod"_s).toString(), u"2024-01-01"_s);
    QCOMPARE(after.value(u"priority"_s).toString(), u"0.5"_s);
    QVERIFY(after.value(u"changefreq"_s).isNull());
    QCOMPARE(after.value(u"sitemap"_s).toString(), u"sitemap.xml"_s);

    const QJsonObject added = items.at(1).toObject();
    QCOMPARE(added.value(u"change"_s).toString(), u"added"_s);
    // Non-ASCII, quotes and backslashes survive the round trip.
    QCOMPARE(added.value(u"loc"_s).toString(), u"https://example.com/new\u00e9?q=\"\\\""_s);
    QVERIFY(!added.contains(u"old"_s));
    QCOMPARE(added.value(u"new"_s).toObject().value(u"loc"_s).toString(),
             added.value(u"loc"_s).toString());
    QVERIFY(added.value(u"new"_s).toObject().value(u"lastmod"_s).isNull());
    QCOMPARE(added.value(u"fields"_s).toArray(), QJsonArray());

    const QJsonObject removed = items.at(2).toObject();
    QCOMPARE(removed.value(u"change"_s).toString(), u"removed"_s);
    QVERIFY(removed.contains(u"old"_s));
    QVERIFY(!removed.contains(u"new"_s));
    QCOMPARE(removed.value(u"old"_s).toObject().value(u"entry"_s).toInt(), 1);
}

void TestDiff::names()
{
    QCOMPARE(SitemapDiff::fieldNames(SitemapDiff::Lastmod | SitemapDiff::Images | SitemapDiff::Loc
                                     | SitemapDiff::Alternates),
             (QStringList { u"loc"_s, u"lastmod"_s, u"images"_s, u"alternates"_s }));
    QCOMPARE(SitemapDiff::fieldNames({}), QStringList());
    QCOMPARE(SitemapDiff::changeName(SitemapDiff::Change::Removed), u"removed"_s);
    QCOMPARE(SitemapDiff::fieldName(SitemapDiff::Changefreq), u"changefreq"_s);
}

void TestDiff::largeShuffled()
{
    // 200,000 URLs against the same shuffled, less every 100th, with every 50th changed and
    // 1,000 new ones: counted exactly, and in time linear in the size.
    constexpr int N = 200000;
    Workspace older;
    older.sitemaps.append(Sitemap());
    Workspace newer;
    newer.sitemaps.append(Sitemap());
    QList<UrlEntry> &from = older.sitemaps[0].entries;
    QList<UrlEntry> &to = newer.sitemaps[0].entries;
    from.reserve(N);
    for (int i = 0; i < N; ++i) {
        UrlEntry entry(u"https://www.example.com/products/item-%1.html"_s.arg(i));
        entry.setPriority(0.5);
        from.append(entry);
        if (i % 100 == 0)
            continue;
        if (i % 50 == 25)
            entry.setPriority(0.7);
        to.append(entry);
    }
    for (int i = 0; i < 1000; ++i)
        to.append(UrlEntry(u"https://www.example.com/new/%1"_s.arg(i)));
    QRandomGenerator random(7);
    for (qsizetype i = to.size() - 1; i > 0; --i)
        to.swapItemsAt(i, random.bounded(i + 1));

    QElapsedTimer timer;
    timer.start();
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    const qint64 ms = timer.elapsed();
    QCOMPARE(diff.removed(), N / 100);
    QCOMPARE(diff.changed(), N / 50);
    QCOMPARE(diff.added(), 1000);
    QCOMPARE(diff.unchanged(), N - N / 100 - N / 50);
    for (const SitemapDiff::Item &item : diff.items()) {
        if (item.change == SitemapDiff::Change::Changed)
            QCOMPARE(item.fields, SitemapDiff::Fields(SitemapDiff::Priority));
    }
    qInfo("compared %d against %lld URLs in %lld ms", N, qlonglong(to.size()), qlonglong(ms));
    // A generous bound for a loaded two-core machine; pairwise comparison would take hours.
    QVERIFY2(ms < 5000, qPrintable(u"%1 ms"_s.arg(ms)));
}

QTEST_GUILESS_MAIN(TestDiff)
#include "tst_diff.moc"
