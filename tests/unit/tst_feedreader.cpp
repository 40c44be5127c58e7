// FeedReader: RSS 2.0, RSS 1.0, Media RSS, Atom 1.0 and 0.3 read into a urlset through the
// real path (Loader, TextDecoder, the reader registry), with every oddity reported, and the
// result written back as a sitemap that reads the same. The feeds of the real-world corpus,
// with what its manifest says of each, are in tests/realworld/tst_realworld_reading.cpp.

#include "io/readers/documentreader.h"
#include "io/readers/feedreader.h"
#include "io/loader.h"
#include "io/writing/sitemapwriter.h"
#include "readingcheck.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

LoadOptions options()
{
    LoadOptions o;
    o.loadChildren = false;
    return o;
}

Sitemap readBytes(const QByteArray &bytes, const LoadOptions &o = options())
{
    return Loader::openBytes(bytes, u"feed.xml"_s, o).root();
}

Sitemap readFile(const QString &path)
{
    return Loader::open(path, options()).root();
}

// The feeds of this test: tests/corpus/feeds.
QString feedsDir()
{
    return QDir(TestPaths::goldenDir()).filePath(u"feeds"_s);
}

QString feedFile(const QString &name)
{
    return QDir(feedsDir()).filePath(name);
}

QByteArray rss(const QByteArray &items, const QByteArray &namespaces = {})
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"" + namespaces
        + ">\n<channel>\n<title>T</title>\n" + items + "</channel>\n</rss>\n";
}

QByteArray atom(const QByteArray &entries, const QByteArray &rootAttributes = {},
                const QByteArray &ns = "http://www.w3.org/2005/Atom")
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<feed xmlns=\"" + ns + "\"" + rootAttributes
        + ">\n<title>T</title>\n" + entries + "</feed>\n";
}

QList<Finding> findingsOf(const Sitemap &sitemap, QLatin1StringView rule)
{
    QList<Finding> out;
    for (const Finding &f : sitemap.findings)
        if (f.ruleId == rule)
            out.append(f);
    return out;
}

QStringList ruleIds(const Sitemap &sitemap)
{
    QStringList out;
    for (const Finding &f : sitemap.findings)
        out.append(QString(f.ruleId));
    return out;
}

QString describe(const Sitemap &sitemap)
{
    QStringList lines;
    for (const Finding &f : sitemap.findings)
        lines.append(QString(f.ruleId) + u' ' + f.toString());
    return lines.join(u'\n');
}

QStringList locs(const Sitemap &sitemap)
{
    QStringList out;
    for (const UrlEntry &e : sitemap.entries)
        out.append(e.loc());
    return out;
}

QStringList imageLocs(const UrlEntry &entry)
{
    QStringList out;
    for (const Image &image : entry.images())
        out.append(image.loc());
    return out;
}

// 1-based line and column just after the first occurrence of `needle` in single-line `xml`
// text's line: where QXmlStreamReader reports a start tag that ends there.
qint64 columnAfter(const QByteArray &line, const QByteArray &needle)
{
    const qsizetype at = line.indexOf(needle);
    return at < 0 ? -1 : at + needle.size() + 1;
}

} // namespace

class TestFeedReader : public QObject
{
    Q_OBJECT

private slots:
    void registry();
    void sourceLines_data();
    void sourceLines();

    void rssDates_data();
    void rssDates();
    void badDate();
    void dcDate();
    void atomDates_data();
    void atomDates();
    void rss10();

    void guid_data();
    void guid();
    void skippedItems();
    void merchantFeed();
    void atomFallbacks();

    void xmlBase_data();
    void xmlBase();

    void mediaRss();
    void mediaGroup();
    void plainText_data();
    void plainText();

    void truncated();
    void malformed();
    void bareAmpersand();
    void utf16();
    void unknownElements();
    void limits();
    void roundTrip_data();
    void roundTrip();
};

void TestFeedReader::registry()
{
    const QList<const DocumentReader *> &readers = DocumentReaders::all();
    QVERIFY(readers.size() >= 3);
    QCOMPARE(readers.at(0)->formatName(), u"urlset"_s);
    QCOMPARE(readers.at(1)->formatName(), u"rss"_s);
    QCOMPARE(readers.at(2)->formatName(), u"atom"_s);
    const QByteArray rssText = rss("");
    const QByteArray rdfText
        = "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"/>";
    const QByteArray atomText = atom("");
    QCOMPARE(DocumentReaders::find(rssText, XmlPrescan::scan(rssText)), readers.at(1));
    QCOMPARE(DocumentReaders::find(rdfText, XmlPrescan::scan(rdfText)), readers.at(1));
    QCOMPARE(DocumentReaders::find(atomText, XmlPrescan::scan(atomText)), readers.at(2));
}

void TestFeedReader::sourceLines_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("items");
    QTest::newRow("rss 2.0") << feedFile(u"rss20-mrss-video.xml"_s) << 3;
    QTest::newRow("rss 1.0") << feedFile(u"rss10-rdf.xml"_s) << 3;
}

void TestFeedReader::sourceLines()
{
    // Each entry starts at its <item>'s line.
    QFETCH(QString, path);
    QFETCH(int, items);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<quint32> itemLines;
    quint32 line = 0;
    while (!file.atEnd()) {
        ++line;
        const QByteArray text = file.readLine();
        if (text.contains("<item>") || text.contains("<item "))
            itemLines.append(line);
    }
    const Sitemap s = readFile(path);
    QList<quint32> entryLines;
    for (const UrlEntry &e : s.entries)
        entryLines.append(e.sourceLine());
    QCOMPARE(entryLines.size(), items);
    QCOMPARE(entryLines, itemLines);
}

void TestFeedReader::rssDates_data()
{
    QTest::addColumn<QString>("pubDate");
    QTest::addColumn<QString>("lastmod"); // empty: not a date

    QTest::newRow("rfc822 GMT") << u"Sat, 07 Sep 2002 00:00:01 GMT"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("+0000") << u"Sat, 07 Sep 2002 00:00:01 +0000"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("-0000") << u"Sat, 07 Sep 2002 00:00:01 -0000"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("+0200") << u"Sat, 07 Sep 2002 02:00:01 +0200"_s
                           << u"2002-09-07T02:00:01+02:00"_s;
    QTest::newRow("-0930") << u"Sat, 07 Sep 2002 02:00:01 -0930"_s
                           << u"2002-09-07T02:00:01-09:30"_s;
    QTest::newRow("UT") << u"Sat, 07 Sep 2002 00:00:01 UT"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("EST") << u"Sat, 07 Sep 2002 00:00:01 EST"_s << u"2002-09-07T00:00:01-05:00"_s;
    QTest::newRow("EDT") << u"Sat, 07 Sep 2002 00:00:01 EDT"_s << u"2002-09-07T00:00:01-04:00"_s;
    QTest::newRow("CST") << u"Sat, 07 Sep 2002 00:00:01 CST"_s << u"2002-09-07T00:00:01-06:00"_s;
    QTest::newRow("CDT") << u"Sat, 07 Sep 2002 00:00:01 CDT"_s << u"2002-09-07T00:00:01-05:00"_s;
    QTest::newRow("MST") << u"Sat, 07 Sep 2002 00:00:01 MST"_s << u"2002-09-07T00:00:01-07:00"_s;
    QTest::newRow("MDT") << u"Sat, 07 Sep 2002 00:00:01 MDT"_s << u"2002-09-07T00:00:01-06:00"_s;
    QTest::newRow("PST") << u"Sat, 07 Sep 2002 00:00:01 PST"_s << u"2002-09-07T00:00:01-08:00"_s;
    QTest::newRow("PDT") << u"Sat, 07 Sep 2002 00:00:01 PDT"_s << u"2002-09-07T00:00:01-07:00"_s;
    QTest::newRow("military Z") << u"Sat, 07 Sep 2002 00:00:01 Z"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("military A") << u"Sat, 07 Sep 2002 00:00:01 A"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("single-digit day")
        << u"Sat, 7 Sep 2002 00:00:01 GMT"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("single-digit hour")
        << u"Sat, 7 Sep 2002 9:05:01 GMT"_s << u"2002-09-07T09:05:01Z"_s;
    QTest::newRow("no weekday") << u"07 Sep 2002 00:00:01 GMT"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("two-digit year 02")
        << u"Sat, 07 Sep 02 00:00:01 GMT"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("two-digit year 99")
        << u"Tue, 07 Sep 99 00:00:01 GMT"_s << u"1999-09-07T00:00:01Z"_s;
    QTest::newRow("extra whitespace")
        << u"  Sat,   07  Sep\t2002 \n 00:00:01   GMT  "_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("no space after comma")
        << u"Sat,07 Sep 2002 00:00:01 GMT"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("no seconds") << u"Sat, 07 Sep 2002 10:30 +0100"_s
                                << u"2002-09-07T10:30:00+01:00"_s;
    QTest::newRow("comment after zone")
        << u"Tue, 10 Jun 2003 04:00:00 -0700 (PDT)"_s << u"2003-06-10T04:00:00-07:00"_s;
    QTest::newRow("case and full names")
        << u"saturday, 07 SEPTEMBER 2002 00:00:01 gmt"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("dashes") << u"Sat, 07-Sep-2002 00:00:01 GMT"_s << u"2002-09-07T00:00:01Z"_s;
    QTest::newRow("leap second") << u"Sat, 07 Sep 2002 23:59:60 GMT"_s << u"2002-09-07T23:59:59Z"_s;
    QTest::newRow("offset with colon")
        << u"Sat, 07 Sep 2002 00:00:01 +05:30"_s << u"2002-09-07T00:00:01+05:30"_s;
    // No zone: a time without a time zone, which the checker reports.
    QTest::newRow("no zone") << u"Sat, 07 Sep 2002 00:00:01"_s << u"2002-09-07T00:00:01"_s;
    QTest::newRow("asctime") << u"Sat Sep  7 00:00:01 2002"_s << u"2002-09-07T00:00:01"_s;
    QTest::newRow("date only") << u"Sat, 07 Sep 2002"_s << u"2002-09-07"_s;
    QTest::newRow("W3C instead") << u"2002-09-07T00:00:01+02:00"_s
                                 << u"2002-09-07T00:00:01+02:00"_s;

    QTest::newRow("words") << u"not a date"_s << QString();
    QTest::newRow("31 September") << u"Mon, 31 Sep 2002 00:00:01 GMT"_s << QString();
    QTest::newRow("unknown month") << u"Sat, 07 Foo 2002 00:00:01 GMT"_s << QString();
    QTest::newRow("hour 24") << u"Sat, 07 Sep 2002 24:00:01 GMT"_s << QString();
    QTest::newRow("zone not in RFC 822") << u"Sat, 07 Sep 2002 00:00:01 CEST"_s << QString();
    QTest::newRow("five-digit offset") << u"Sat, 07 Sep 2002 00:00:01 +02000"_s << QString();
    QTest::newRow("trailing word") << u"Sat, 07 Sep 2002 00:00:01 GMT later"_s << QString();
    QTest::newRow("five-digit year") << u"Sat, 07 Sep 20020 00:00:01 GMT"_s << QString();
    QTest::newRow("bad W3C") << u"2002-13-45"_s << QString();
}

void TestFeedReader::rssDates()
{
    QFETCH(QString, pubDate);
    QFETCH(QString, lastmod);

    // Straight through the parser, and through the loader as a feed's item.
    const W3cDateTime parsed = FeedReader::parseRssDate(pubDate);
    QCOMPARE(parsed.isValid(), !lastmod.isEmpty());
    if (!lastmod.isEmpty())
        QCOMPARE(parsed.toString(), lastmod);

    const QByteArray xml = rss("<item>\n<link>https://example.com/a</link>\n<pubDate>"
                               + pubDate.toUtf8() + "</pubDate>\n</item>\n");
    const Sitemap s = readBytes(xml);
    QCOMPARE(s.entries.size(), 1);
    QCOMPARE(s.entries.at(0).lastmod().toString(), lastmod);
    QCOMPARE(findingsOf(s, RuleId::InvalidDate).size(), lastmod.isEmpty() ? 1 : 0);
    // A time written without a zone stays without one, for the checker to report.
    const QString time = lastmod.mid(10);
    const bool zoneless = lastmod.contains(u'T') && !time.endsWith(u'Z') && !time.contains(u'+')
        && !time.contains(u'-');
    if (zoneless)
        QVERIFY(!s.entries.at(0).lastmod().hasTimeZone());
}

void TestFeedReader::badDate()
{
    const QByteArray xml = rss("<item>\n<link>https://example.com/a</link>\n"
                               "  <pubDate>Someday soon</pubDate>\n</item>\n"
                               "<item>\n<link>https://example.com/b</link>\n"
                               "  <pubDate>32 Jan 2020 10:00 GMT</pubDate>\n"
                               "  <dc:date>2020-02-01T10:00:00Z</dc:date>\n</item>\n",
                               " xmlns:dc=\"http://purl.org/dc/elements/1.1/\"");
    const Sitemap s = readBytes(xml);
    QCOMPARE(s.entries.size(), 2);
    QVERIFY(s.entries.at(0).lastmod().isNull());
    // A bad pubDate is reported; the dc:date after it still gives the lastmod.
    QCOMPARE(s.entries.at(1).lastmod().toString(), u"2020-02-01T10:00:00Z"_s);
    const QList<Finding> bad = findingsOf(s, RuleId::InvalidDate);
    QCOMPARE(bad.size(), 2);
    QCOMPARE(bad.at(0).entryIndex, 0);
    QCOMPARE(bad.at(0).field, FindingField::Lastmod);
    QCOMPARE(bad.at(0).line, 7);
    QCOMPARE(bad.at(0).column, 12); // after "  <pubDate>"
    QVERIFY2(bad.at(0).message.contains(u"\"Someday soon\""_s), qPrintable(bad.at(0).message));
    QVERIFY(bad.at(0).message.contains(u"RFC 822"_s));
    QCOMPARE(bad.at(1).entryIndex, 1);
    QCOMPARE(bad.at(1).line, 11);
    QVERIFY(bad.at(1).message.contains(u"32 Jan 2020 10:00 GMT"_s));
    QCOMPARE(s.findings.size(), 2);
}

void TestFeedReader::dcDate()
{
    const QByteArray xml = rss("<item><link>https://example.com/a</link>"
                               "<dc:date>2021-04-05T06:07:08+03:00</dc:date></item>\n"
                               "<item><link>https://example.com/b</link>"
                               "<dc:date>2021-04-05T06:07:08+03:00</dc:date>"
                               "<pubDate>Mon, 05 Apr 2021 10:00:00 GMT</pubDate></item>\n"
                               "<item><link>https://example.com/c</link>"
                               "<dc:date>5 April</dc:date></item>\n",
                               " xmlns:dc=\"http://purl.org/dc/elements/1.1/\"");
    const Sitemap s = readBytes(xml);
    QCOMPARE(s.entries.size(), 3);
    QCOMPARE(s.entries.at(0).lastmod().toString(), u"2021-04-05T06:07:08+03:00"_s);
    // pubDate first, whatever the order.
    QCOMPARE(s.entries.at(1).lastmod().toString(), u"2021-04-05T10:00:00Z"_s);
    QVERIFY(s.entries.at(2).lastmod().isNull());
    const QList<Finding> bad = findingsOf(s, RuleId::InvalidDate);
    QCOMPARE(bad.size(), 1);
    QCOMPARE(bad.at(0).entryIndex, 2);
    QVERIFY(bad.at(0).message.contains(u"<dc:date>"_s));
    QVERIFY(bad.at(0).message.contains(u"W3C Datetime"_s));
}

void TestFeedReader::atomDates_data()
{
    QTest::addColumn<QByteArray>("ns");
    QTest::addColumn<QByteArray>("dates");
    QTest::addColumn<QString>("lastmod");
    QTest::addColumn<int>("invalid");

    const QByteArray atom10 = "http://www.w3.org/2005/Atom";
    const QByteArray atom03 = "http://purl.org/atom/ns#";
    QTest::newRow("updated") << atom10
                             << QByteArray("<published>2003-12-12T10:00:00Z</published>"
                                           "<updated>2003-12-13T18:30:02Z</updated>")
                             << u"2003-12-13T18:30:02Z"_s << 0;
    QTest::newRow("offset") << atom10 << QByteArray("<updated>2003-12-13T18:30:02-05:00</updated>")
                            << u"2003-12-13T18:30:02-05:00"_s << 0;
    QTest::newRow("fraction") << atom10 << QByteArray("<updated>2003-12-13T18:30:02.25Z</updated>")
                              << u"2003-12-13T18:30:02.25Z"_s << 0;
    QTest::newRow("published only")
        << atom10 << QByteArray("<published>2003-12-12T10:00:00+01:00</published>")
        << u"2003-12-12T10:00:00+01:00"_s << 0;
    QTest::newRow("bad updated")
        << atom10
        << QByteArray("<updated>13/12/2003</updated><published>2003-12-12T10:00:00Z</published>")
        << u"2003-12-12T10:00:00Z"_s << 1;
    QTest::newRow("0.3 modified")
        << atom03
        << QByteArray(
               "<issued>2003-12-12T10:00:00Z</issued><modified>2003-12-13T18:30:02Z</modified>")
        << u"2003-12-13T18:30:02Z"_s << 0;
    // Atom 0.3 lets <issued> have no time zone.
    QTest::newRow("0.3 issued") << atom03 << QByteArray("<issued>2003-12-12T10:00:00</issued>")
                                << u"2003-12-12T10:00:00"_s << 0;
    QTest::newRow("none") << atom10 << QByteArray() << QString() << 0;
}

void TestFeedReader::atomDates()
{
    QFETCH(QByteArray, ns);
    QFETCH(QByteArray, dates);
    QFETCH(QString, lastmod);
    QFETCH(int, invalid);

    const Sitemap s = readBytes(
        atom("<entry><link href=\"https://example.com/a\"/>" + dates + "</entry>\n", {}, ns));
    QCOMPARE(s.entries.size(), 1);
    QCOMPARE(s.entries.at(0).lastmod().toString(), lastmod);
    const QList<Finding> bad = findingsOf(s, RuleId::InvalidDate);
    QCOMPARE(bad.size(), invalid);
    if (invalid)
        QVERIFY(bad.at(0).message.contains(u"RFC 3339"_s));
    QCOMPARE(s.findings.size(), invalid);
}

void TestFeedReader::rss10()
{
    const Sitemap s = readFile(feedFile(u"rss10-rdf.xml"_s));
    QCOMPARE(s.source.format, SourceFormat::Rss);
    // The channel is no item; an item without <link> gives its rdf:about.
    QCOMPARE(locs(s),
             QStringList({ u"https://www.example.org/a"_s, u"https://www.example.org/b"_s,
                           u"https://www.example.org/c"_s }));
    QCOMPARE(s.entries.at(0).lastmod().toString(), u"2024-05-01T12:00:00+02:00"_s);
    QCOMPARE(s.entries.at(1).lastmod().toString(), u"2024-05-02"_s);
    QVERIFY(s.entries.at(2).lastmod().isNull());
    QCOMPARE(ruleIds(s), QStringList({ u"SM501"_s }));
    QCOMPARE(s.findings.at(0).entryIndex, 2);
    QCOMPARE(s.entries.at(0).sourceLine(), 15u);
}

void TestFeedReader::guid_data()
{
    QTest::addColumn<QByteArray>("item");
    QTest::addColumn<QString>("loc"); // empty: skipped
    QTest::addColumn<QStringList>("rules");

    QTest::newRow("link wins") << QByteArray("<link>https://e.com/link</link>"
                                             "<guid>https://e.com/guid</guid>")
                               << u"https://e.com/link"_s << QStringList();
    QTest::newRow("guid, no attribute") << QByteArray("<guid>https://e.com/guid</guid>")
                                        << u"https://e.com/guid"_s << QStringList();
    QTest::newRow("guid isPermaLink=true")
        << QByteArray("<guid isPermaLink=\"true\">https://e.com/guid</guid>")
        << u"https://e.com/guid"_s << QStringList();
    QTest::newRow("empty link, guid") << QByteArray("<link> </link><guid>https://e.com/guid</guid>")
                                      << u"https://e.com/guid"_s << QStringList();
    QTest::newRow("guid isPermaLink=false, URL")
        << QByteArray("<guid isPermaLink=\"false\">https://e.com/guid</guid>")
        << u"https://e.com/guid"_s << QStringList({ u"SM710"_s });
    QTest::newRow("guid isPermaLink=false, not a URL")
        << QByteArray("<guid isPermaLink=\"false\">7bd204c6-1655</guid>") << QString()
        << QStringList({ u"SM709"_s, u"SM105"_s });
    QTest::newRow("guid isPermaLink=false, relative")
        << QByteArray("<guid isPermaLink=\"false\">/posts/1</guid>") << QString()
        << QStringList({ u"SM709"_s, u"SM105"_s });
}

void TestFeedReader::guid()
{
    QFETCH(QByteArray, item);
    QFETCH(QString, loc);
    QFETCH(QStringList, rules);

    const Sitemap s = readBytes(rss("<item><title>x</title>" + item + "</item>\n"));
    QCOMPARE(locs(s), loc.isEmpty() ? QStringList() : QStringList { loc });
    QVERIFY2(ruleIds(s) == rules, qPrintable(describe(s)));
    if (!rules.isEmpty()) {
        const Finding &f = s.findings.first();
        QCOMPARE(f.line, 5);
        QCOMPARE(f.entryIndex, loc.isEmpty() ? -1 : 0);
        QVERIFY2(f.message.contains(u"Item 1 at line 5"_s), qPrintable(f.message));
        QVERIFY2(f.message.contains(u"<guid>"_s), qPrintable(f.message));
    }
}

void TestFeedReader::skippedItems()
{
    const QByteArray xml = rss("<item>\n<title>no link</title>\n</item>\n"
                               "<item>\n<link>https://e.com/2</link>\n</item>\n"
                               "<item>\n<link></link>\n</item>\n");
    const Sitemap s = readBytes(xml);
    QCOMPARE(locs(s), QStringList({ u"https://e.com/2"_s }));
    const QList<Finding> skipped = findingsOf(s, RuleId::ContentSkipped);
    QCOMPARE(skipped.size(), 2);
    QCOMPARE(skipped.at(0).line, 5);
    QCOMPARE(skipped.at(0).message, u"Item 1 at line 5 has no <link> or <guid>; skipped"_s);
    QCOMPARE(skipped.at(1).line, 11);
    QVERIFY(skipped.at(1).message.startsWith(u"Item 3 at line 11 has an empty <link>"_s));
    QCOMPARE(s.findings.size(), 2);

    // Nothing at all: the sitemap says it is empty.
    const Sitemap none = readBytes(rss("<item><title>x</title></item>"));
    QCOMPARE(ruleIds(none), QStringList({ u"SM709"_s, u"SM105"_s }));
    const Sitemap empty = readBytes(rss(""));
    QCOMPARE(ruleIds(empty), QStringList({ u"SM105"_s }));
    QCOMPARE(empty.findings.at(0).message, u"The feed lists no items"_s);
}

void TestFeedReader::atomFallbacks()
{
    const QByteArray xml
        = atom("<entry>\n<link rel=\"edit\" href=\"https://e.com/edit/1\"/>\n"
               "<link rel=\"alternate\" type=\"application/pdf\" href=\"https://e.com/1.pdf\"/>\n"
               "<link rel=\"alternate\" type=\"text/html\" href=\"https://e.com/1\"/>\n</entry>\n"
               "<entry>\n<link rel=\"edit\" href=\"https://e.com/edit/2\"/>\n"
               "<id>https://e.com/2</id>\n</entry>\n"
               "<entry>\n<link rel=\"edit\" href=\"https://e.com/edit/3\"/>\n"
               "<id>tag:e.com,2024:3</id>\n</entry>\n"
               "<entry>\n<title>no link</title>\n</entry>\n"
               "<entry>\n<link rel=\"http://www.iana.org/assignments/relation/alternate\" "
               "href=\"https://e.com/5\"/>\n</entry>\n");
    const Sitemap s = readBytes(xml);
    QCOMPARE(locs(s),
             QStringList({ u"https://e.com/1"_s, u"https://e.com/2"_s, u"https://e.com/5"_s }));
    QVERIFY2(ruleIds(s) == QStringList({ u"SM710"_s, u"SM709"_s, u"SM709"_s }),
             qPrintable(describe(s)));
    QVERIFY(s.findings.at(0).message.contains(u"<id> \"https://e.com/2\""_s));
    QCOMPARE(s.findings.at(0).entryIndex, 1);
    QCOMPARE(s.findings.at(1).message,
             u"Entry 3 at line 13 has no alternate <link> (only rel=\"edit\") and no <id> that "
             "is a URL; skipped"_s);
    QCOMPARE(s.findings.at(2).line, 17);
}

void TestFeedReader::xmlBase_data()
{
    QTest::addColumn<QByteArray>("rootAttributes");
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QString>("loc");

    QTest::newRow("feed, entry and link")
        << QByteArray(" xml:base=\"http://example.org/blog/\"")
        << QByteArray(
               "<entry xml:base=\"2024/\"><link xml:base=\"posts/\" href=\"a.html\"/></entry>")
        << u"http://example.org/blog/2024/posts/a.html"_s;
    QTest::newRow("entry replaces the last segment")
        << QByteArray(" xml:base=\"http://example.org/blog/index.atom\"")
        << QByteArray("<entry xml:base=\"2024\"><link href=\"a\"/></entry>")
        << u"http://example.org/blog/a"_s;
    QTest::newRow("absolute path")
        << QByteArray(" xml:base=\"http://example.org/blog/\"")
        << QByteArray("<entry><link href=\"/about\"/></entry>") << u"http://example.org/about"_s;
    QTest::newRow("dot segments") << QByteArray(" xml:base=\"http://example.org/a/b/\"")
                                  << QByteArray("<entry><link href=\"../c?x=1#top\"/></entry>")
                                  << u"http://example.org/a/c?x=1#top"_s;
    QTest::newRow("absolute entry base")
        << QByteArray(" xml:base=\"http://example.org/blog/\"")
        << QByteArray("<entry xml:base=\"https://other.example/x/\"><link href=\"y\"/></entry>")
        << u"https://other.example/x/y"_s;
    QTest::newRow("absolute href kept as written")
        << QByteArray(" xml:base=\"http://example.org/\"")
        << QByteArray("<entry><link href=\"https://e.com/a%41?b=c d\"/></entry>")
        << u"https://e.com/a%41?b=c d"_s;
    QTest::newRow("empty href is the base")
        << QByteArray(" xml:base=\"http://example.org/blog/\"")
        << QByteArray("<entry xml:base=\"post-1\"><link href=\"\"/></entry>")
        << u"http://example.org/blog/post-1"_s;
    QTest::newRow("no base: as written")
        << QByteArray() << QByteArray("<entry><link href=\"a.html\"/></entry>") << u"a.html"_s;
    QTest::newRow("relative bases only: as written")
        << QByteArray(" xml:base=\"blog/\"")
        << QByteArray("<entry xml:base=\"2024/\"><link href=\"a.html\"/></entry>") << u"a.html"_s;
    QTest::newRow("base after the entry does not count")
        << QByteArray()
        << QByteArray("<entry><link href=\"a.html\"/></entry><entry xml:base=\"http://x.org/\">"
                      "<link href=\"b\"/></entry>")
        << u"a.html"_s;
}

void TestFeedReader::xmlBase()
{
    QFETCH(QByteArray, rootAttributes);
    QFETCH(QByteArray, entry);
    QFETCH(QString, loc);

    const Sitemap s = readBytes(atom(entry + '\n', rootAttributes));
    QVERIFY(!s.entries.isEmpty());
    QCOMPARE(s.entries.at(0).loc(), loc);
    QVERIFY2(s.findings.isEmpty(), qPrintable(describe(s)));
}

void TestFeedReader::mediaRss()
{
    const Sitemap s = readFile(feedFile(u"rss20-mrss-video.xml"_s));
    QCOMPARE(s.entries.size(), 3);

    // A video with its own thumbnail: the item's thumbnail is no image of it.
    const UrlEntry &first = s.entries.at(0);
    QCOMPARE(first.lastmod().toString(), u"2024-03-05T14:30:00+01:00"_s);
    QCOMPARE(imageLocs(first), QStringList({ u"https://cdn.example.com/1-still.jpg"_s }));
    QCOMPARE(first.videos().size(), 1);
    const Video &video = first.videos().at(0);
    QCOMPARE(video.contentLoc(), u"https://cdn.example.com/1.mp4"_s);
    QCOMPARE(video.thumbnailLoc(), u"https://cdn.example.com/1-thumb.jpg"_s);
    QCOMPARE(video.title(), u"A video"_s);
    // The item's HTML description as plain text.
    QCOMPARE(video.value(VideoField::Description), u"The first video & more\u2026"_s);
    QCOMPARE(video.value(VideoField::Duration), u"95"_s);
    QVERIFY(!video.has(VideoField::PlayerLoc));
    // In Google's order.
    QList<int> keys;
    for (const ExtensionField &f : video.fields())
        keys.append(f.key);
    QCOMPARE(keys,
             QList<int>({ int(VideoField::ThumbnailLoc), int(VideoField::Title),
                          int(VideoField::Description), int(VideoField::ContentLoc),
                          int(VideoField::Duration) }));

    // No video: content images, an image enclosure and the thumbnail, each once.
    const UrlEntry &second = s.entries.at(1);
    QCOMPARE(second.lastmod().toString(), u"2024-03-06T08:00:00Z"_s);
    QCOMPARE(
        imageLocs(second),
        QStringList({ u"https://cdn.example.com/2a.png"_s, u"https://cdn.example.com/2b.webp"_s,
                      u"https://cdn.example.com/2c.jpg"_s }));
    QVERIFY(second.videos().isEmpty());

    // A video enclosure takes the item's media:title; the audio enclosure is reported.
    const UrlEntry &third = s.entries.at(2);
    QVERIFY(third.images().isEmpty());
    QCOMPARE(third.videos().size(), 1);
    QCOMPARE(third.videos().at(0).contentLoc(), u"https://cdn.example.com/3.webm"_s);
    QCOMPARE(third.videos().at(0).title(), u"Media title three"_s);
    QCOMPARE(third.videos().at(0).value(VideoField::Description), u"Plain text."_s);
    QVERIFY(third.videos().at(0).thumbnailLoc().isEmpty());
    QCOMPARE(ruleIds(s), QStringList({ u"SM709"_s }));
    QVERIFY(s.findings.at(0).message.contains(u"https://cdn.example.com/3.mp3"_s));
    QCOMPARE(s.findings.at(0).line, 33);
}

void TestFeedReader::mediaGroup()
{
    const Sitemap s = readFile(feedFile(u"atom10-media-group.xml"_s));
    QCOMPARE(s.source.format, SourceFormat::Atom);
    QCOMPARE(locs(s),
             QStringList({ u"https://video.example.com/watch?v=1"_s,
                           u"https://video.example.com/watch?v=2"_s }));
    QCOMPARE(s.entries.at(0).lastmod().toString(), u"2024-03-01T09:30:00+01:00"_s);
    QCOMPARE(s.entries.at(0).videos().size(), 1);
    const Video &video = s.entries.at(0).videos().at(0);
    QCOMPARE(video.title(), u"Media title one"_s);
    QCOMPARE(video.thumbnailLoc(), u"https://cdn.example.com/v1.jpg"_s);
    QCOMPARE(video.contentLoc(), u"https://cdn.example.com/v1.mp4"_s);
    QCOMPARE(video.value(VideoField::Description), u"First line & more. Second line."_s);
    QCOMPARE(video.value(VideoField::Duration), u"212"_s);
    QVERIFY(s.entries.at(0).images().isEmpty());
    // A Flash player is neither image nor video: the group's thumbnail is the entry's image.
    QVERIFY(s.entries.at(1).videos().isEmpty());
    QCOMPARE(imageLocs(s.entries.at(1)), QStringList({ u"https://cdn.example.com/v2.jpg"_s }));
    QCOMPARE(ruleIds(s), QStringList({ u"SM709"_s }));
    QCOMPARE(s.findings.at(0).line, 27);
}

void TestFeedReader::plainText_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("text");

    QTest::newRow("tags") << u"<p>One <b>bold</b> word</p><p>Two</p>"_s << u"One bold word Two"_s;
    QTest::newRow("entities") << u"Caf&eacute; &amp; &#233;&#x41; &hellip; &nbsp;x"_s
                              << u"Caf\u00e9 & \u00e9A \u2026 x"_s;
    QTest::newRow("escaped markup stays text")
        << u"&lt;b&gt;not a tag&lt;/b&gt;"_s << u"<b>not a tag</b>"_s;
    QTest::newRow("attributes with >")
        << u"<a href=\"x?a>b\" title='c>d'>link</a> text"_s << u"link text"_s;
    QTest::newRow("script and comments")
        << u"a<script>var x = '<p>';</script>b<!-- <p>c</p> -->d<style>p{}</style>e"_s << u"abde"_s;
    QTest::newRow("lone < and &") << u"1 < 2 & 3 &unknown; &#xZZ;"_s
                                  << u"1 < 2 & 3 &unknown; &#xZZ;"_s;
    QTest::newRow("whitespace") << u"  a\n\t b  <br/>c "_s << u"a b c"_s;
}

void TestFeedReader::plainText()
{
    QFETCH(QString, html);
    QFETCH(QString, text);
    QCOMPARE(FeedReader::plainText(html), text);
}

void TestFeedReader::truncated()
{
    // Cut inside an item that has its link: the item is kept, the rest is reported.
    const QByteArray cut = "<rss version=\"2.0\"><channel>\n"
                           "<item><link>https://e.com/1</link></item>\n"
                           "<item><link>https://e.com/2</link><title>Two";
    const Sitemap s = readBytes(cut);
    QVERIFY(!s.failed);
    QVERIFY(s.recovered);
    QCOMPARE(locs(s), QStringList({ u"https://e.com/1"_s, u"https://e.com/2"_s }));
    const QList<Finding> incomplete = findingsOf(s, RuleId::IncompleteFile);
    QCOMPARE(incomplete.size(), 1);
    QCOMPARE(incomplete.at(0).line, 3);
    QVERIFY(incomplete.at(0).column > 0);
    QVERIFY2(incomplete.at(0).message.contains(u"The item at line 3 that it cuts off was kept"_s),
             qPrintable(incomplete.at(0).message));
    // No "skipped" for an item the end cut off.
    QVERIFY(findingsOf(s, RuleId::ContentSkipped).isEmpty());
}

void TestFeedReader::malformed()
{
    const QByteArray xml = "<rss version=\"2.0\"><channel>\n"
                           "<item><link>https://e.com/1</link></item>\n"
                           "<item><link>https://e.com/2</link></item>\n"
                           "<item><title>1 < 2</title><link>https://e.com/3</link></item>\n"
                           "<item><link>https://e.com/4</link></item>\n"
                           "</channel></rss>\n";
    const Sitemap s = readBytes(xml);
    QVERIFY(!s.failed);
    QVERIFY(s.recovered);
    QCOMPARE(locs(s), QStringList({ u"https://e.com/1"_s, u"https://e.com/2"_s }));
    QCOMPARE(ruleIds(s), QStringList({ u"SM101"_s }));
    const Finding &f = s.findings.at(0);
    QCOMPARE(f.line, 4);
    QCOMPARE(f.column, 18); // where QXmlStreamReader stops: after "< 2"
    QVERIFY2(f.message.contains(u"the 2 entries before it were kept"_s), qPrintable(f.message));
}

void TestFeedReader::bareAmpersand()
{
    const QByteArray line = "<rss><channel><item><link>http://e.com/?a=1&b=2</link>"
                            "<pubDate>bad</pubDate></item></channel></rss>";
    const Sitemap s = readBytes(line);
    QCOMPARE(locs(s), QStringList({ u"http://e.com/?a=1&b=2"_s }));
    QVERIFY2(ruleIds(s) == QStringList({ u"SM101"_s, u"SM501"_s }), qPrintable(describe(s)));
    // The repair is reported where the '&' is, and the later finding where the file has it.
    QCOMPARE(s.findings.at(0).line, 1);
    QCOMPARE(s.findings.at(0).column, line.indexOf('&') + 1);
    QVERIFY(s.findings.at(0).message.contains(u"Unescaped '&'"_s));
    QCOMPARE(s.findings.at(1).line, 1);
    QCOMPARE(s.findings.at(1).column, columnAfter(line, "<pubDate>"));
    QVERIFY(!s.recovered);
}

void TestFeedReader::utf16()
{
    const Sitemap s = readFile(feedFile(u"rss20-utf16be-bom.xml"_s));
    QCOMPARE(s.source.format, SourceFormat::Rss);
    QCOMPARE(s.source.encoding, u"UTF-16BE"_s);
    QCOMPARE(locs(s),
             QStringList({ u"https://www.example.com/caf%C3%A9"_s,
                           u"https://www.example.com/z%C3%BCrich"_s }));
    QCOMPARE(s.entries.at(0).lastmod().toString(), u"2024-02-01T10:00:00Z"_s);
    QCOMPARE(s.entries.at(0).sourceLine(), 5u);
    QCOMPARE(ruleIds(s), QStringList({ u"SM201"_s }));
    QVERIFY(!s.recovered);

    // UTF-16LE with an item, built here.
    const QString text
        = u"<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<rss><channel>\n"
          "<item><title>\u00c9t\u00e9</title><link>https://e.com/\u00e9t\u00e9</link>"
          "</item></channel></rss>"_s;
    QByteArray le("\xFF\xFE");
    for (const QChar c : text) {
        le.append(char(c.unicode() & 0xFF));
        le.append(char(c.unicode() >> 8));
    }
    const Sitemap fromLe = readBytes(le);
    QCOMPARE(fromLe.source.encoding, u"UTF-16LE"_s);
    QCOMPARE(locs(fromLe), QStringList({ u"https://e.com/\u00e9t\u00e9"_s }));
}

void TestFeedReader::unknownElements()
{
    const QByteArray xml = rss("<x:rank xmlns:x=\"urn:x\">1</x:rank>\n"
                               "<item><link>https://e.com/1</link><x:rank xmlns:x=\"urn:x\">2"
                               "</x:rank><dc:creator>A</dc:creator>"
                               "<content:encoded>&lt;p&gt;x&lt;/p&gt;</content:encoded></item>\n"
                               "<item><link>https://e.com/2</link><x:rank xmlns:x=\"urn:x\">3"
                               "</x:rank><y:z xmlns:y=\"urn:y\"/></item>\n",
                               " xmlns:dc=\"http://purl.org/dc/elements/1.1/\""
                               " xmlns:content=\"http://purl.org/rss/1.0/modules/content/\"");
    const Sitemap s = readBytes(xml);
    QCOMPARE(s.entries.size(), 2);
    // Once per element name; the feed formats' own modules are not unknown.
    QVERIFY2(ruleIds(s) == QStringList({ u"SM112"_s, u"SM112"_s }), qPrintable(describe(s)));
    QVERIFY(s.findings.at(0).message.contains(u"<x:rank>"_s));
    QCOMPARE(s.findings.at(0).line, 5);
    QVERIFY(s.findings.at(1).message.contains(u"\"urn:y\""_s));
    QVERIFY(s.entries.at(0).foreignElements().isEmpty());
    QVERIFY(s.foreignElements.isEmpty());

    // A <feed> in no namespace is read as Atom 1.0 and said.
    const Sitemap noNs = readBytes("<feed><entry><link href=\"https://e.com/1\"/></entry></feed>");
    QCOMPARE(locs(noNs), QStringList({ u"https://e.com/1"_s }));
    QCOMPARE(ruleIds(noNs), QStringList({ u"SM103"_s }));
}

void TestFeedReader::limits()
{
    LoadOptions shallow = options();
    shallow.limits.maxDepth = 6;
    const Sitemap deep = readBytes(rss("<item><link>https://e.com/1</link></item>\n"
                                       "<item><link>https://e.com/2</link><a><b><c><d><e/></d>"
                                       "</c></b></a></item>\n"
                                       "<item><link>https://e.com/3</link></item>\n"),
                                   shallow);
    QVERIFY(deep.recovered);
    QCOMPARE(locs(deep), QStringList({ u"https://e.com/1"_s }));
    QCOMPARE(ruleIds(deep), QStringList({ u"SM703"_s }));

    LoadOptions shortValues = options();
    shortValues.limits.maxValueLength = 40;
    const Sitemap longValue = readBytes(rss("<item><link>https://e.com/1</link></item>\n"
                                            "<item><link>https://e.com/2</link><description>"
                                            + QByteArray(30, 'x') + "<![CDATA["
                                            + QByteArray(30, 'y') + "]]></description></item>\n"),
                                        shortValues);
    QVERIFY(longValue.recovered);
    QCOMPARE(locs(longValue), QStringList({ u"https://e.com/1"_s }));
    QCOMPARE(ruleIds(longValue), QStringList({ u"SM706"_s }));

    QByteArray flood = "<item";
    for (int i = 0; i < 2500; ++i)
        flood += " a" + QByteArray::number(i) + "=\"1\"";
    const Sitemap flooded = readBytes(rss(flood + "><link>https://e.com/1</link></item>"));
    QVERIFY2(flooded.failed, qPrintable(describe(flooded)));
    QVERIFY(flooded.entries.isEmpty());
    QCOMPARE(ruleIds(flooded), QStringList({ u"SM702"_s }));
}

void TestFeedReader::roundTrip_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("videos");
    QTest::newRow("mrss video") << feedFile(u"rss20-mrss-video.xml"_s) << 2;
    QTest::newRow("atom media group") << feedFile(u"atom10-media-group.xml"_s) << 1;
    QTest::newRow("rss 1.0") << feedFile(u"rss10-rdf.xml"_s) << 0;
}

void TestFeedReader::roundTrip()
{
    QFETCH(QString, path);
    QFETCH(int, videos);
    Testing::verifyFeedRoundTrip(path, videos);
}

QTEST_GUILESS_MAIN(TestFeedReader)
void TestFeedReader::merchantFeed()
{
    // A Google Merchant Center product feed: RSS 2.0 items whose page is <g:link>.
    const QByteArray feed
        = "<?xml version=\"1.0\"?>\n"
          "<rss version=\"2.0\" xmlns:g=\"http://base.google.com/ns/1.0\">\n"
          "<channel><title>Shop</title><link>https://shop.example.com/</link>\n"
          "<item><g:id>A1</g:id><title>Kettle</title>\n"
          "  <g:link>https://shop.example.com/kettle</g:link><g:price>20 EUR</g:price></item>\n"
          "<item><g:id>A2</g:id><title>Teapot</title>\n"
          "  <g:link> </g:link><g:link>https://shop.example.com/teapot</g:link></item>\n"
          "<item><title>Mug</title><link>https://shop.example.com/mug</link>\n"
          "  <g:link>https://shop.example.com/ignored</g:link></item>\n"
          "<item><guid>https://shop.example.com/cup</guid>\n"
          "  <g:link>https://shop.example.com/cup-by-link</g:link></item>\n"
          "<item><g:id>A5</g:id><title>No page</title></item>\n"
          "</channel></rss>\n";
    const Sitemap s = readBytes(feed);
    QStringList locs;
    for (const UrlEntry &entry : s.entries)
        locs.append(entry.loc());
    // A <link> and a permalink guid come first; <g:link> when there is neither.
    QCOMPARE(locs, (QStringList { u"https://shop.example.com/kettle"_s,
                                  u"https://shop.example.com/teapot"_s,
                                  u"https://shop.example.com/mug"_s,
                                  u"https://shop.example.com/cup"_s }));
    QList<Finding> fallbacks;
    for (const Finding &f : s.findings)
        if (f.ruleId == RuleId::LocationFallback)
            fallbacks.append(f);
    QCOMPARE(fallbacks.size(), 2);
    QCOMPARE(fallbacks.at(0).entryIndex, 0);
    QCOMPARE(fallbacks.at(0).line, 5);
    QVERIFY2(fallbacks.at(0).message.contains(u"<g:link>"), qPrintable(fallbacks.at(0).message));
    QCOMPARE(fallbacks.at(1).entryIndex, 1);
    // The item with no page at all is skipped and reported; the g: namespace is no unknown one.
    int skipped = 0;
    for (const Finding &f : s.findings) {
        skipped += f.ruleId == RuleId::ContentSkipped;
        QVERIFY2(f.ruleId != RuleId::UnknownElement, qPrintable(f.message));
    }
    QCOMPARE(skipped, 1);
}

#include "tst_feedreader.moc"

