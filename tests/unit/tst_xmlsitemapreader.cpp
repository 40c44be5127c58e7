// XmlSitemapReader: the fast scanner, the parallel parse and the sequential QXmlStreamReader
// parse must give the same sitemap, findings and positions; tolerance of what the web serves.
// The same comparison over every urlset and index of the real-world corpus is in
// tests/realworld/tst_realworld_reading.cpp.

#include "io/loader.h"
#include "io/writing/sitemapwriter.h"
#include "io/input/textdecoder.h"
#include "sitemapcompare.h"

#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

LoadOptions options(bool fastPath, bool parallel, bool count = false)
{
    LoadOptions o;
    o.loadChildren = false;
    o.limits.fastPath = fastPath;
    o.limits.parallel = parallel;
    o.limits.countEntries = count;
    return o;
}

// A sitemap of `count` entries using every extension, large enough to be read in parts.
QByteArray richSitemap(int count)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<?xml-stylesheet type=\"text/xsl\" href=\"/sitemap.xsl\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                     "  xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"\n"
                     "  xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
                     "  xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\"\n"
                     "  xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">\n";
    for (int i = 0; i < count; ++i) {
        const QByteArray n = QByteArray::number(i);
        xml += "  <url>\n    <loc>https://example.com/p/" + n + "?a=1&amp;b=caf\xC3\xA9</loc>\n";
        if (i % 3 == 0)
            xml += "    <lastmod>2024-0" + QByteArray::number(1 + i % 9) + "-1" + QByteArray::number(i % 10) + "T10:00:00+02:00</lastmod>\n";
        if (i % 5 == 0)
            xml += "    <priority>0." + QByteArray::number(i % 10) + "0</priority>\n    <changefreq>weekly</changefreq>\n";
        if (i % 7 == 0)
            xml += "    <loc-comment-free/>\n"; // unknown: only the XML parser's path keeps it
        xml += "    <xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://example.com/de/" + n + "\"/>\n";
        if (i % 4 == 0)
            xml += "    <image:image><image:loc>https://cdn.example.com/" + n + ".jpg</image:loc>"
                   "<image:caption>A &lt;b&gt; &#233; caption</image:caption></image:image>\n";
        if (i % 11 == 0)
            xml += "    <video:video><video:title>T " + n + "</video:title><video:tag>a</video:tag>"
                   "<video:tag>b</video:tag><video:price currency=\"EUR\">1.5</video:price></video:video>\n";
        if (i % 13 == 0)
            xml += "    <news:news><news:publication><news:name>N</news:name><news:language>en"
                   "</news:language></news:publication><news:title> Title </news:title></news:news>\n";
        xml += "  </url>\n";
    }
    xml += "</urlset>\n";
    return xml;
}

} // namespace

class TestXmlSitemapReader : public QObject
{
    Q_OBJECT

private slots:
    void pathsAgree_data();
    void pathsAgree();
    void fastPathIsTaken();
    void positions();
    void lineFeeds_data();
    void lineFeeds();
    void prefixedRoot();
    void prologKept();
    void attributesKept();
    void commentsKept();
};

void TestXmlSitemapReader::pathsAgree_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("fastPathReads"); // else it hands the file to the XML parser
    QTest::newRow("rich, 20000 entries") << richSitemap(20000) << false;
    QByteArray plain = richSitemap(20000);
    plain.replace("    <loc-comment-free/>\n", "");
    QTest::newRow("rich without unknown elements, 20000 entries") << plain << true;
    // Old Mac line ends, with damage: every path counts the same lines.
    QByteArray cr = plain.left(200000);
    cr.truncate(cr.lastIndexOf("</url>") + 6);
    cr += "\n  <url><loc>https://example.com/x</b></url>\n  <url><loc> https://example.com/y</loc></url>\n</urlset>\n";
    cr.replace('\n', '\r');
    QTest::newRow("CR line ends") << cr << false;
    QTest::newRow("CRLF line ends") << QByteArray(cr).replace("\r", "\r\n") << false;
    // Findings about entries, which name them by their number, made by the fast path.
    QByteArray spaced = plain;
    spaced.replace("<loc>https://example.com/p/1", "<loc> https://example.com/p/1");
    QTest::newRow("whitespace around locations, read fast") << spaced << true;
    // Cut off in an entry, and empty.
    QTest::newRow("cut off") << plain.left(plain.size() / 2) << false;
    QTest::newRow("empty urlset") << QByteArray(
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n</urlset>\n")
                                  << true;
    QByteArray index = "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 3000; ++i)
        index += "<sitemap><loc>https://example.com/s" + QByteArray::number(i)
            + ".xml</loc><lastmod>2024-05-01</lastmod></sitemap>\n";
    index += "</sitemapindex>\n";
    QTest::newRow("index") << index << true;
    // The fast path classifies a value 32 or 16 bytes at a time (with AVX2 or SSE2: this test
    // runs a second time with SITEMAP_STUDIO_NO_AVX2 set), its last bytes as its last 16, and
    // a value shorter than 16 byte by byte: each character it must notice, at every offset of
    // values of every length across those blocks (short ones too), in locations, extension
    // fields and attribute values. A control character makes
    // the file not well-formed: both paths then report the same damage.
    struct Special
    {
        const char *name;
        QByteArray text;
        bool fast;
    };
    const QList<Special> specials {
        { "reference", "&amp;", true },
        { "character reference", "&#233;", true },
        { "bracket", "]", true },
        { "escaped CDATA end", "]]&gt;", true },
        { "U+FFFD", "\xEF\xBF\xBD", true },
        { "noncharacter U+FFFE", "\xEF\xBF\xBE", false },
        { "noncharacter U+FFFF", "\xEF\xBF\xBF", false },
        // A reference and the characters looked for apart from it, in one value.
        { "bracket and reference", "]&amp;]", true },
        { "CDATA end", "]]>", false },
        { "CDATA end after a reference", "&amp;]]>", false },
        { "noncharacter after a reference", "&lt;\xEF\xBF\xBE", false },
        { "undefined entity, escaped as a bare '&' first", "&nbsp;", true },
        // Character references XML refuses, which the fast path, tried before any repair,
        // must decline as the XML parser does (repaired, a bare '&' is read fast again).
        { "reference with a sign", "&#+38;", true },
        { "reference with a space", "&# 38;", true },
        { "hexadecimal reference with a space", "&#x 26;", true },
        { "reference with an upper-case X", "&#X26;", true },
        { "reference without digits", "&#;", true },
        { "hexadecimal reference without digits", "&#x;", true },
        { "reference without its semicolon", "&#38 ", true },
        { "reference with leading zeros", "&#0000000038;", true },
        { "reference to U+0000", "&#0;", false },
        { "reference to a surrogate", "&#xD800;", false },
        { "reference beyond U+10FFFF", "&#1114112;", false },
        { "reference to U+10FFFF", "&#x10FFFF;", true },
        { "tab", "\t", true },
        { "line feed", "\n", true },
        { "carriage return", "\r", false },
        { "control U+0001", "\x01", false },
        { "two-byte UTF-8", "\xC3\xA9", true },
    };
    // How a tag and the space between tags are written: the fast path reads the protocol's
    // plainly written tags (`<loc>`, `</loc>`) and runs of space of up to 16 bytes in one step
    // each, everything else the general way. Each spelling in 60 entries, so that the
    // entries fall at every place of the parallel parts and of those 16-byte steps.
    struct Spelling
    {
        const char *name;
        QByteArray entry; // %1: the entry's number
        bool fast;
        const char *root = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                           "xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\">";
        const char *rootEnd = "</urlset>";
    };
    const QList<Spelling> spellings {
        { "plain",
          "<url><loc>https://example.com/%1</loc><lastmod>2024-01-02</lastmod>"
          "<changefreq>daily</changefreq><priority>0.5</priority></url>",
          true },
        { "fields in another order",
          "<url><priority>0.5</priority><changefreq>daily</changefreq>"
          "<lastmod>2024-01-02</lastmod><loc>https://e.com/%1</loc></url>",
          true },
        { "space in the start tags",
          "<url ><loc >https://e.com/%1</loc><lastmod\n>2024-01-02"
          "</lastmod><priority\t>0.5</priority></url>",
          true },
        { "space in the end tags",
          "<url><loc>https://e.com/%1</loc ><lastmod>2024-01-02"
          "</lastmod\n\n></lastmod><priority>0.5</priority\t></url  >",
          false },
        { "space in the end tags, well-formed",
          "<url><loc>https://e.com/%1</loc ><lastmod>"
          "2024-01-02</lastmod\n\n><priority>0.5"
          "</priority\t></url  >",
          true },
        { "end tag of another field", "<url><loc>https://e.com/%1</lastmod></url>", false },
        { "end tag one letter off", "<url><loc>https://e.com/%1</lox></url>", false },
        { "end tag one letter short",
          "<url><priority>0.5</priorit><loc>https://e.com/%1</loc>"
          "</url>",
          false },
        { "end tag one letter long", "<url><loc>https://e.com/%1</locs></url>", false },
        { "entry end tag off", "<url><loc>https://e.com/%1</loc></urk>", false },
        { "names that begin as the fields'",
          "<url><loc>https://e.com/%1</loc><locale>x</locale>"
          "</url>",
          false },
        { "longer field name",
          "<url><loc>https://e.com/%1</loc><lastmodified>2024-01-02"
          "</lastmodified></url>",
          false },
        { "a field twice", "<url><loc>https://e.com/%1</loc><loc>https://e.com/b</loc></url>",
          false },
        { "an empty field element", "<url><loc>https://e.com/%1</loc><lastmod/></url>", false },
        { "an attribute on a field", "<url><loc a=\"b\">https://e.com/%1</loc></url>", false },
        { "an empty entry element", "<url/><url><loc>https://e.com/%1</loc></url>", false },
        { "upper-case names", "<url><LOC>https://e.com/%1</LOC></url>", false },
        { "long names in an extension",
          "<url><loc>https://e.com/%1</loc><video:video>"
          "<video:title>T</video:title><video:family_friendly>yes"
          "</video:family_friendly><video:requires_subscription>no"
          "</video:requires_subscription></video:video></url>",
          true },
        { "long end tag one letter off",
          "<url><loc>https://e.com/%1</loc><video:video>"
          "<video:family_friendly>yes</video:family_friendlx>"
          "</video:video></url>",
          false },
        { "long space between tags",
          "\n\n\n      \t    \n                    <url>\n\n  \n"
          "        <loc>https://e.com/%1</loc>\r\n\t\t<lastmod>"
          "2024-01-02</lastmod>                                 "
          "</url>\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n",
          true },
        { "line feeds only", "\n\n\n\n<url>\n<loc>https://e.com/%1</loc>\n\n</url>\n", true },
        { "no space at all", "<url><loc>https://e.com/%1</loc></url>", true },
        { "whitespace around a location", "<url><loc>\n  https://e.com/%1\n\n</loc></url>", true },
        { "protocol namespace with a prefix",
          "<sm:url><sm:loc>https://e.com/%1</sm:loc><sm:lastmod>2024-01-02</sm:lastmod></sm:url>",
          true, "<sm:urlset xmlns:sm=\"http://www.sitemaps.org/schemas/sitemap/0.9\">",
          "</sm:urlset>" },
        { "plain names without the default namespace",
          "<sm:url><loc>https://e.com/%1</loc></sm:url>", false,
          "<sm:urlset xmlns:sm=\"http://www.sitemaps.org/schemas/sitemap/0.9\">", "</sm:urlset>" },
        { "plain names in another default namespace",
          "<sm:url><loc>https://e.com/%1</loc></sm:url>", false,
          "<sm:urlset xmlns=\"http://example.com/other\" "
          "xmlns:sm=\"http://www.sitemaps.org/schemas/sitemap/0.9\">",
          "</sm:urlset>" },
    };
    // More children than an entry's order keeps on the stack (32), in the writer's order and
    // out of it at the first child past them and before.
    const char *imageRoot = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                            "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">";
    QByteArray images, first32, firstOne, rest;
    for (int i = 0; i < 40; ++i) {
        const QByteArray image = "<image:image><image:loc>https://e.com/i" + QByteArray::number(i)
            + ".jpg</image:loc></image:image>";
        images += image;
        if (i < 32)
            first32 += image;
        (i == 0 ? firstOne : rest) += image;
    }
    QList<Spelling> many {
        { "40 images in order", "<url><loc>https://e.com/%1</loc>" + images + "</url>", true,
          imageRoot },
        { "40 images, then the location",
          "<url><lastmod>2024-01-02</lastmod>" + images + "<loc>https://e.com/%1</loc></url>", true,
          imageRoot },
        { "32 images, then the location", "<url>" + first32 + "<loc>https://e.com/%1</loc></url>",
          true, imageRoot },
        { "the location after the first image",
          "<url>" + firstOne + "<loc>https://e.com/%1</loc>" + rest + "</url>", true, imageRoot },
    };
    for (const Spelling &spelling : spellings + many) {
        QByteArray xml = QByteArray(spelling.root) + "\n";
        for (int i = 0; i < 60; ++i)
            xml += QString::fromLatin1(spelling.entry).arg(i).toLatin1() + QByteArray(i % 17, ' ')
                + "\n";
        xml += QByteArray(spelling.rootEnd) + "\n";
        QTest::newRow(qPrintable(u"tags spelled: "_s + QLatin1StringView(spelling.name)))
            << xml << spelling.fast;
        // The same with the document ending right after the last tag: the last steps find
        // fewer than 16 bytes left.
        xml.chop(1);
        QTest::newRow(
            qPrintable(u"tags spelled, no line end: "_s + QLatin1StringView(spelling.name)))
            << xml << spelling.fast;
    }
    // The shortest documents, where every tag lies within the last 16 bytes.
    for (const QByteArray entry :
         { "<url><loc>a</loc></url>", "<url><loc>a</loc ></url>", "<url><loc>a</lox></url>",
           "<url><priority>1</priority>"
           "<loc>a</loc></url>" }) {
        const QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
            + entry + "</urlset>";
        QTest::newRow(qPrintable(u"short: "_s + QString::fromLatin1(entry)))
            << xml << !entry.contains("lox");
    }
    for (const auto &[name, special, fast] : specials) {
        QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                         "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
                         "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
        for (int offset = 0; offset < 72; ++offset) {
            const QByteArray before(offset, 'a');
            const QByteArray value = "https://example.com/" + before + special + "z";
            xml += "<url><loc>" + value + "</loc><image:image><image:loc>" + value
                + "</image:loc></image:image><xhtml:link rel=\"alternate\" hreflang=\"de\" "
                  "href=\""
                + QByteArray(value).replace("\t", " ").replace("\n", " ") + "\"/></url>\n";
            xml += "<url><loc>" + before.left(offset % 16) + special + "z</loc></url>\n";
        }
        xml += "</urlset>\n";
        QTest::newRow(qPrintable(u"special character at every offset: "_s + QLatin1StringView(name)))
            << xml << fast;
    }
}

void TestXmlSitemapReader::pathsAgree()
{
    QFETCH(QByteArray, bytes);
    const Workspace reference = Loader::openBytes(bytes, u"x.xml"_s, options(false, false));
    const Workspace parallel = Loader::openBytes(bytes, u"x.xml"_s, options(false, true));
    const Workspace fast = Loader::openBytes(bytes, u"x.xml"_s, options(true, true));
    const Workspace fastSerial = Loader::openBytes(bytes, u"x.xml"_s, options(true, false));
    Testing::compareSitemaps(reference.root(), parallel.root());
    Testing::compareSitemaps(reference.root(), fast.root());
    Testing::compareSitemaps(reference.root(), fastSerial.root());
    QFETCH(bool, fastPathReads);
    QCOMPARE(fastSerial.root().source.parser == SourceInfo::Parser::FastScanner, fastPathReads);
    // Counted instead of kept (stats), on each path: the same findings, numbering the same
    // entries, and as many entries and extension items.
    for (const auto &[fastPath, parallel] :
         { std::pair(true, true), std::pair(true, false), std::pair(false, false) }) {
        const Workspace counted
            = Loader::openBytes(bytes, u"x.xml"_s, options(fastPath, parallel, true));
        Testing::compareCounted(reference.root(), counted.root());
        if (fastPath)
            QCOMPARE(counted.root().source.parser == SourceInfo::Parser::FastScanner,
                     fastPathReads);
    }
}

void TestXmlSitemapReader::fastPathIsTaken()
{
    // The comparison above means something only if the fast path reads these files.
    QByteArray plain = richSitemap(2000);
    plain.replace("    <loc-comment-free/>\n", "");
    const Workspace fast = Loader::openBytes(plain, u"x.xml"_s, options(true, true));
    QCOMPARE(fast.root().source.parser, SourceInfo::Parser::FastScanner);
    QCOMPARE(fast.root().entries.size(), 2000);
    const Workspace unknown = Loader::openBytes(richSitemap(50), u"x.xml"_s, options(true, true));
    QCOMPARE(unknown.root().source.parser, SourceInfo::Parser::XmlStreamReader);
}

void TestXmlSitemapReader::positions()
{
    // Entry lines and finding positions survive the split into parts.
    const QByteArray bytes = richSitemap(30000);
    const Workspace fast = Loader::openBytes(bytes, u"x.xml"_s, options(true, true));
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i : {qsizetype(0), qsizetype(1), qsizetype(12345), qsizetype(29999)}) {
        const quint32 line = fast.root().entries.at(i).sourceLine();
        QCOMPARE(lines.at(line - 1).trimmed(), QByteArray("<url>"));
        QVERIFY(lines.at(line).contains("/p/" + QByteArray::number(i) + "?"));
    }
    // A parse error far into the file: reported at its line and column.
    QByteArray broken = richSitemap(30000);
    const qsizetype at = broken.indexOf("/p/25000?");
    broken.insert(at, "<");
    const qint64 line = broken.first(at).count('\n') + 1;
    const Workspace w = Loader::openBytes(broken, u"x.xml"_s, options(true, true));
    const auto f = std::find_if(w.root().findings.cbegin(), w.root().findings.cend(),
                                [](const Finding &f) { return f.ruleId == RuleId::ParsingError; });
    QVERIFY(f != w.root().findings.cend());
    QCOMPARE(f->line, line);
    QVERIFY(f->message.contains(u"resumed"_s));
    // Lone CRs end lines for every path, also after an error.
    const QByteArray cr = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\r"
                          "<url><loc>https://example.com/a</b></url>\r"
                          "<url>\r<loc> https://example.com/b</loc></url>\r</urlset>";
    for (bool fastPath : {true, false}) {
        const Sitemap s = Loader::openBytes(cr, u"x.xml"_s, options(fastPath, false)).root();
        QCOMPARE(s.entries.last().sourceLine(), 3u);
        QCOMPARE(s.findings.first().line, 2); // the damage
        QCOMPARE(s.findings.last().line, 4); // whitespace around b's URL, after </loc>
    }
    // Repaired '&'s do not shift the columns of later findings on their line.
    const QByteArray amp = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>"
                           "http://a/?x=1&y=2&z=3 </loc></url><url><loc>http://b/</loc><foo/>"
                           "</url></urlset>";
    const QList<Finding> ampFindings = Loader::openBytes(amp, u"x.xml"_s).root().findings;
    QCOMPARE(ampFindings.size(), 4);
    QCOMPARE(ampFindings.at(0).column, amp.indexOf('&') + 1);
    QCOMPARE(ampFindings.at(2).column, amp.indexOf("</loc>") + 7); // after </loc>
    QCOMPARE(ampFindings.at(3).column, amp.indexOf("<foo/>") + 7); // after <foo/>
    // The damaged entry lost its <loc> to the error; every other one is read.
    QCOMPARE(w.root().entries.size(), 29999);
}

void TestXmlSitemapReader::lineFeeds_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("none") << "<url>"_ba;
    QTest::newRow("only feeds") << "\n\n\n"_ba;
    QTest::newRow("first and last") << "\nabc\n"_ba;
    QTest::newRow("CRLF and lone CR") << "a\r\nb\rc\r\n"_ba;
    QTest::newRow("NUL bytes") << QByteArray("a\0\n\0b\n", 6);
    QByteArray large;
    for (int i = 0; i < 100000; ++i)
        large += QByteArray(i % 97, 'x') + (i % 5 ? "\n" : "\r\n");
    QTest::newRow("large, lines of every length") << large;
}

// The line feeds that number lines, as the parts of a large file are placed.
void TestXmlSitemapReader::lineFeeds()
{
    QFETCH(QByteArray, text);
    QCOMPARE(TextDecoder::countLineFeeds(text), qsizetype(std::count(text.cbegin(), text.cend(), '\n')));
    if (text.size() > 2)
        QCOMPARE(TextDecoder::countLineFeeds(QByteArrayView(text).sliced(1, text.size() - 2)),
                 qsizetype(std::count(text.cbegin() + 1, text.cend() - 1, '\n')));
}

void TestXmlSitemapReader::prefixedRoot()
{
    const QByteArray bytes =
        "<sit:urlset xmlns:sit=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
        "xmlns:img=\"http://www.google.com/schemas/sitemap-image/1.1\">"
        "<sit:url><sit:loc>https://example.com/</sit:loc><img:image><img:loc>"
        "https://example.com/a.png</img:loc></img:image></sit:url></sit:urlset>";
    for (bool fastPath : {true, false}) {
        const Workspace w = Loader::openBytes(bytes, u"x.xml"_s, options(fastPath, false));
        QCOMPARE(w.root().entries.size(), 1);
        QCOMPARE(w.root().entries.first().images().size(), 1);
        QCOMPARE(w.root().entries.first().images().first().loc(), u"https://example.com/a.png"_s);
        QVERIFY(w.root().findings.isEmpty());
    }
}

void TestXmlSitemapReader::prologKept()
{
    const QByteArray bytes = "\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<!-- generated -->\n"
                             "<?xml-stylesheet type=\"text/xsl\" href=\"s.xsl\"?>"
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                             "<url><loc>https://example.com/</loc></url></urlset>";
    const Workspace w = Loader::openBytes(bytes, u"x.xml"_s);
    const Sitemap &s = w.root();
    QCOMPARE(s.prolog.size(), 2);
    QCOMPARE(s.prolog.at(0).kind, PrologItem::Comment);
    QCOMPARE(s.prolog.at(1).target, u"xml-stylesheet"_s);
    QCOMPARE(s.findings.size(), 1);
    QCOMPARE(QString(s.findings.first().ruleId), QString(RuleId::Stylesheet));
    QCOMPARE(s.findings.first().line, 3);
}

void TestXmlSitemapReader::attributesKept()
{
    // Attributes the protocol does not define, on entries and extension items, survive a
    // read and a write.
    const QByteArray bytes =
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
        "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
        "xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">"
        "<url id=\"7\"><loc xml:lang=\"de\" id=\"l1\">https://example.com/</loc>"
        "<lastmod class=\"x\">2024-01-01</lastmod>"
        "<image:image role=\"hero\"><image:loc>https://example.com/a.png</image:loc></image:image>"
        "<news:news kind=\"x\"><news:publication lang=\"y\"><news:name>N</news:name>"
        "<news:language>en</news:language></news:publication><news:title>T</news:title>"
        "</news:news></url></urlset>";
    const Workspace first = Loader::openBytes(bytes, u"x.xml"_s);
    const UrlEntry &entry = first.root().entries.first();
    QCOMPARE(entry.foreignAttributes().size(), 1);
    QCOMPARE(entry.fieldAttributes(ChildCode::Loc).size(), 2);
    QCOMPARE(entry.fieldAttributes(ChildCode::Lastmod).first().value, u"x"_s);
    QCOMPARE(entry.images().first().attributes().first().value, u"hero"_s);
    QCOMPARE(entry.news().first().attributes().first().value, u"x"_s);
    QCOMPARE(entry.news().first().publicationAttributes.first().value, u"y"_s);
    const QByteArray written = SitemapWriter(first.root()).write();
    const Workspace second = Loader::openBytes(written, u"x.xml"_s);
    QVERIFY(second.root().findings.isEmpty());
    QVERIFY(second.root().entries.first() == entry);

    // Prefixed attributes anywhere: every prefix is declared where it is used.
    const QByteArray prefixed =
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
        "xmlns:s=\"http://www.sitemaps.org/schemas/sitemap/0.9\" s:version=\"2\" "
        "xmlns:ex=\"urn:example\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\" "
        "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">"
        "<url><loc>https://example.com/</loc><xhtml:link rel=\"alternate\" hreflang=\"de\" "
        "href=\"https://example.com/de\" ex:a=\"1\"/><image:image ex:b=\"2\"><image:loc "
        "ex:c=\"3\">https://example.com/a.png</image:loc></image:image></url></urlset>";
    const Workspace p1 = Loader::openBytes(prefixed, u"x.xml"_s);
    QVERIFY(p1.root().findings.isEmpty());
    const QByteArray rewritten = SitemapWriter(p1.root()).write();
    const Workspace p2 = Loader::openBytes(rewritten, u"x.xml"_s);
    QVERIFY2(p2.root().findings.isEmpty(), qPrintable(p2.root().findings.value(0).toString()));
    QVERIFY(p2.root().entries.first() == p1.root().entries.first());
    QCOMPARE(p2.root().rootAttributes, p1.root().rootAttributes);
}

void TestXmlSitemapReader::commentsKept()
{
    // Comments are the user's data too: between entries, inside an entry and after the root.
    const QByteArray bytes = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                             "<!-- first --><url><loc>https://example.com/</loc>"
                             "<!-- inside --></url><!-- between --><url><loc>"
                             "https://example.com/b</loc></url></urlset>\n<!-- generated by X -->";
    for (bool fastPath : {true, false}) {
        const Workspace w = Loader::openBytes(bytes, u"x.xml"_s, options(fastPath, false));
        const Sitemap &s = w.root();
        QCOMPARE(s.entries.size(), 2);
        QCOMPARE(s.foreignElements.size(), 2);
        QVERIFY(s.foreignElements.at(0).element.isComment());
        QCOMPARE(s.foreignElements.at(0).beforeEntry, 0);
        QCOMPARE(s.foreignElements.at(1).element.text, u" between "_s);
        QCOMPARE(s.foreignElements.at(1).beforeEntry, 1);
        QCOMPARE(s.entries.first().foreignElements().first().text, u" inside "_s);
        QCOMPARE(s.epilogue.size(), 1);
        QVERIFY(s.findings.isEmpty());

        const QByteArray written = SitemapWriter(s).write();
        for (const char *comment : {"<!-- first -->", "<!-- inside -->", "<!-- between -->",
                                    "<!-- generated by X -->"})
            QVERIFY2(written.contains(comment), comment);
        const Workspace again = Loader::openBytes(written, u"x.xml"_s, options(fastPath, false));
        QCOMPARE(again.root().foreignElements, s.foreignElements);
        QCOMPARE(again.root().epilogue, s.epilogue);
        QVERIFY(again.root().entries == s.entries);
    }
}

QTEST_GUILESS_MAIN(TestXmlSitemapReader)
#include "tst_xmlsitemapreader.moc"
