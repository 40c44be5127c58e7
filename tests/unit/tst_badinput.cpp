// Hostile and broken inputs through the whole loading path: InputSource (gzip, zip, caps),
// TextDecoder, XmlPrescan and XmlSitemapReader. Each row builds its input in memory, opens it
// with Loader::openBytes and checks the finding it must produce, the entries kept, whether the
// sitemap failed, and that reading stayed fast. None of the inputs may crash the process.

#include "hostileinput.h"
#include "io/writing/gzip.h"
#include "io/input/inputsource.h"
#include "io/loader.h"
#include "io/input/readlimits.h"
#include "model/rule.h"

#include <QElapsedTimer>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

// What a row expects. `entries` and `failed` are always checked; the other fields only when
// they are set.
struct Expect
{
    QLatin1StringView rule = {}; // a finding with this rule id must be present
    QString words = {}; // ...and the message of one of them must contain this (case-insensitive)
    QString wrongWords = {}; // ...and none of them may contain this
    int entries = 0; // entries of workspace.root()
    bool atLeast = false; // `entries` is a minimum: how much a partial recovery keeps varies
    bool failed = false; // workspace.root().failed
    qint64 line = 0; // the line of the first finding with `rule`
    QString firstLoc = {}; // the first entry's location
    int firstImages = -1; // images of the first entry
    QList<QLatin1StringView> absent = {}; // rule ids that must not appear
    bool noErrors = false; // no finding of severity Error at all
};
Q_DECLARE_METATYPE(Expect)
Q_DECLARE_METATYPE(Studio::LoadOptions)

namespace {

// Every row must be read within this time, whatever the input expands to. Rows take well under
// a second on a quiet machine; the margin is for a CI machine that loses CPU to its neighbours
// while another test program runs beside this one.
constexpr qint64 TimeBudgetMs = 4000;

// The same document with another encoding in its declaration.
QByteArray urlsetDeclaring(const QByteArray &encoding, const QByteArray &body)
{
    return urlset(body).replace("encoding=\"UTF-8\"", "encoding=\"" + encoding + '"');
}

qint64 lineOf(const QByteArray &text, qsizetype offset)
{
    return text.first(offset).count('\n') + 1;
}

// Flips the CRC-32 of the first entry of a zip in the central directory (where the reader
// takes it from) and in the local header when it is stored there too.
void corruptZipCrc(QByteArray &zip)
{
    const qsizetype central = zip.indexOf("PK\x01\x02");
    if (central >= 0)
        zip[central + 16] = char(zip[central + 16] ^ 0xFF);
    const bool localHasCrc = zip[14] || zip[15] || zip[16] || zip[17];
    if (zip.startsWith("PK\x03\x04") && localHasCrc)
        zip[14] = char(zip[14] ^ 0xFF);
}

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void open_data();
    void open();
    // gzip inflated a piece at a time (as fields' lines are found) gives what inflating it
    // whole gives: the same bytes, the same cap, the same errors.
    void gunzipInPieces_data();
    void gunzipInPieces();
    // A large plain file is read in two halves at once: byte for byte the file.
    void largeFileRead();

private:
    void addRow(const char *name, const QByteArray &bytes, const Expect &expect,
                const QString &location = u"case.xml"_s, const LoadOptions &options = {});

    // Built once: several hundred milliseconds of deflating each.
    QByteArray m_gzipBomb; // a urlset start tag, then spaces
    QByteArray m_spacesBomb; // spaces alone
    QByteArray m_zipBomb;
};

void TestBadInput::initTestCase()
{
    // All three inflate to more than the default per-document cap.
    const qint64 fill = ReadLimits::DefaultMaxBytes + MiB;
    m_gzipBomb = gzipWithSpaces(Declaration + "<urlset " + SitemapNs + ">\n", fill, "</urlset>\n");
    QVERIFY(!m_gzipBomb.isEmpty());
    QVERIFY(m_gzipBomb.size() < 1 * MiB);
    m_spacesBomb = gzipWithSpaces(QByteArray(), fill, QByteArray());
    QVERIFY(!m_spacesBomb.isEmpty());
    m_zipBomb = makeZip(
        { { u"sitemap.xml"_s, Declaration + "<urlset " + SitemapNs + ">\n", 0, nullptr, fill } });
    QVERIFY(!m_zipBomb.isEmpty());
    QVERIFY(m_zipBomb.size() < 1 * MiB);
}

void TestBadInput::addRow(const char *name, const QByteArray &bytes, const Expect &expect,
                          const QString &location, const LoadOptions &options)
{
    QTest::newRow(name) << bytes << location << options << expect;
}

void TestBadInput::open_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("location");
    QTest::addColumn<LoadOptions>("options");
    QTest::addColumn<Expect>("expect");

    // --- Cut-off and empty files ---
    {
        const QByteArray doc = urlset(urls(3));
        // Cut inside the third <loc>: the two complete entries are kept.
        addRow("truncated mid-entry", doc.first(doc.indexOf("page3") + 4),
               { .rule = RuleId::IncompleteFile, .words = u"ends before"_s, .entries = 2 });
    }
    addRow("truncated right after <urlset>", Declaration + "<urlset " + SitemapNs + ">",
           { .rule = RuleId::IncompleteFile, .words = u"ends before"_s, .entries = 0 });
    addRow("empty, 0 bytes", QByteArray(),
           { .rule = RuleId::ParsingError, .words = u"empty"_s, .failed = true });
    addRow("whitespace only", " \n\t\r\n  "_ba,
           { .rule = RuleId::ParsingError, .words = u"only whitespace"_s, .failed = true });

    // --- Not a sitemap ---
    addRow("HTML page",
           "<!DOCTYPE html>\n<html><head><title>Not found</title></head>"
           "<body><h1>404</h1></body></html>\n"_ba,
           { .rule = RuleId::UnsupportedFormat, .words = u"HTML"_s, .failed = true });
    // Feeds are read as urlsets of their items (tst_feedreader); other XML is refused.
    addRow("RSS root",
           Declaration
               + "<rss version=\"2.0\"><channel><title>News</title>"
                 "<item><link>https://example.com/a</link></item></channel></rss>\n",
           { .entries = 1, .noErrors = true });
    addRow("SVG root",
           Declaration + "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>News</title></svg>\n",
           { .rule = RuleId::UnsupportedFormat, .words = u"svg"_s, .failed = true });
    addRow("PNG image", "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06"_ba,
           { .rule = RuleId::UnsupportedFormat, .failed = true });

    // --- Prolog and namespaces ---
    addRow("UTF-8 BOM", "\xEF\xBB\xBF" + urlset(urls(2)), { .entries = 2, .noErrors = true });
    addRow("leading whitespace before <?xml", "\n  \n" + urlset(urls(2)),
           { .rule = RuleId::LeadingWhitespace, .words = u"whitespace"_s, .entries = 2 });
    addRow("namespace https with trailing slash",
           urlset(urls(2), "xmlns=\"https://www.sitemaps.org/schemas/sitemap/0.9/\""),
           { .rule = RuleId::IncorrectNamespace,
             .words = u"https://www.sitemaps.org/schemas/sitemap/0.9/"_s,
             .entries = 2 });
    addRow("namespace missing", urlset(urls(2), QByteArray()),
           { .rule = RuleId::IncorrectNamespace, .words = u"no namespace"_s, .entries = 2 });
    addRow("namespace old google.com",
           urlset(urls(2), "xmlns=\"http://www.google.com/schemas/sitemap/0.84\""),
           { .rule = RuleId::IncorrectNamespace, .words = u"google.com"_s, .entries = 2 });
    addRow("undeclared prefix image:image",
           urlset("  <url><loc>https://example.com/a</loc><image:image>"
                  "<image:loc>https://example.com/a.jpg</image:loc></image:image></url>\n"
                  + urls(1, 2)),
           { .rule = RuleId::UndeclaredPrefix,
             .words = u"image"_s,
             // The reading by prefix read the whole file: nothing was skipped or resumed.
             .wrongWords = u"resumed"_s,
             .entries = 2,
             .firstLoc = u"https://example.com/a"_s,
             .firstImages = 1 });

    // --- DTDs and entities: blanked out before any parser sees them, reported, and the rest
    // read; references to the entities stay unexpanded, each reported where it is ---
    {
        QByteArray laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n"
                            "  <!ENTITY lol0 \"lol\">\n";
        for (int i = 1; i <= 9; ++i) {
            laughs += "  <!ENTITY lol" + QByteArray::number(i) + " \"";
            for (int j = 0; j < 10; ++j)
                laughs += "&lol" + QByteArray::number(i - 1) + ';';
            laughs += "\">\n";
        }
        laughs += "]>\n<urlset " + SitemapNs
            + "><url><loc>https://example.com/&lol9;</loc></url></urlset>\n";
        addRow("billion laughs", laughs,
               { .rule = RuleId::UnsafeXml, .words = u"entity declarations: 10"_s, .entries = 1,
                 .line = 2, .firstLoc = u"https://example.com/&lol9;"_s });
        addRow("billion laughs: the reference", laughs,
               { .rule = RuleId::ParsingError, .words = u"&lol9; is not defined"_s, .entries = 1,
                 .line = 14 });
    }
    {
        // One 100 kB entity referenced 10,000 times: 1 GB of text if it were expanded.
        QByteArray refs;
        for (int i = 0; i < 10000; ++i)
            refs += "&big;";
        const QByteArray doc = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [<!ENTITY big \""
            + QByteArray(100000, 'a') + "\">]>\n<urlset " + SitemapNs
            + "><url><loc>https://example.com/" + refs + "</loc></url></urlset>\n";
        addRow("quadratic blow-up", doc,
               { .rule = RuleId::UnsafeXml, .words = u"internal DTD subset"_s, .entries = 1,
                 .line = 2 });
        addRow("quadratic blow-up: the references", doc,
               { .rule = RuleId::ParsingError, .words = u"&big; is not defined"_s, .entries = 1,
                 .line = 3 });
    }
    addRow("external entity file:///etc/passwd",
           "<?xml version=\"1.0\"?>\n"
           "<!DOCTYPE urlset [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<urlset "
               + SitemapNs + "><url><loc>https://example.com/&xxe;</loc></url></urlset>\n",
           { .rule = RuleId::UnsafeXml, .words = u"entity declarations: 1"_s, .entries = 1,
             .firstLoc = u"https://example.com/&xxe;"_s });
    addRow("DOCTYPE with internal subset",
           Declaration + "<!DOCTYPE urlset [ <!ELEMENT urlset ANY> ]>\n<urlset " + SitemapNs + ">\n"
               + urls(1) + "</urlset>\n",
           { .rule = RuleId::UnsafeXml, .words = u"internal DTD subset"_s, .entries = 1,
             .line = 2 });
    addRow("two DOCTYPEs",
           Declaration + "<!DOCTYPE urlset>\n<!DOCTYPE urlset>\n<urlset " + SitemapNs + ">\n"
               + urls(1) + "</urlset>\n",
           { .rule = RuleId::UnsafeXml, .words = u"second DOCTYPE"_s, .entries = 1, .line = 3 });
    {
        const QByteArray doc = urlset(urls(1) + "<!DOCTYPE urlset>\n" + urls(1, 2));
        addRow("DOCTYPE inside the body", doc,
               { .rule = RuleId::UnsafeXml,
                 .words = u"inside the document"_s,
                 .entries = 2,
                 .line = lineOf(doc, doc.indexOf("<!DOCTYPE")) });
    }
    addRow("DOCTYPE with external DTD, not fetched",
           Declaration + "<!DOCTYPE urlset SYSTEM \"file:///etc/passwd\">\n<urlset " + SitemapNs
               + ">\n" + urls(2) + "</urlset>\n",
           { .entries = 2, .absent = { RuleId::UnsafeXml }, .noErrors = true });
    // With an external DTD the parser cannot know &foo; and reports it unresolved instead of
    // failing; dropping it silently would change the URL.
    addRow("external DTD, unresolved &foo; in a loc",
           Declaration + "<!DOCTYPE urlset SYSTEM \"https://example.com/x.dtd\">\n<urlset "
               + SitemapNs + ">\n  <url><loc>https://example.com/a&foo;b</loc></url>\n</urlset>\n",
           { .rule = RuleId::ParsingError, .words = u"foo"_s, .entries = 1 });
    addRow("<!ENTITY and <!DOCTYPE inside a comment",
           urlset(urls(1) + "  <!-- <!ENTITY x \"y\"> <!DOCTYPE z [ ]> -->\n" + urls(1, 2)),
           { .entries = 2, .absent = { RuleId::UnsafeXml }, .noErrors = true });

    // --- Damaged markup and bytes: reading resumes at the next entry ---
    addRow("invalid UTF-8 in a loc",
           urlset("  <url><loc>https://example.com/caf\xFF</loc></url>\n" + urls(1, 2)),
           { .rule = RuleId::InvalidUtf8,
             .words = u"0xff"_s,
             .entries = 2,
             .firstLoc = u"https://example.com/caf\uFFFD"_s });
    {
        static const char badEntry[] = "  <url><loc>https://example.com/a\0b</loc></url>\n";
        const QByteArray bad(badEntry, sizeof badEntry - 1);
        const QByteArray doc = urlset(urls(1) + bad + urls(1, 3));
        addRow(
            "NUL byte in the middle", doc,
            { .rule = RuleId::ParsingError, .entries = 2, .line = lineOf(doc, doc.indexOf('\0')) });
    }
    {
        const QByteArray doc = urlset(
            urls(1) + "  <url><loc>https://example.com/?a=1&b=2</loc></url>\n" + urls(1, 3));
        // The most common breakage of generated sitemaps: read as the author meant it.
        addRow("bare & in a loc", doc,
               { .rule = RuleId::ParsingError,
                 .words = u"Unescaped '&' in \"&b=2\""_s,
                 .entries = 3,
                 .line = lineOf(doc, doc.indexOf('&')) });
    }
    {
        QByteArray body;
        for (int i = 0; i < 2000; ++i)
            body += "  <url><loc>https://example.com/?a=1&b=" + QByteArray::number(i)
                + "&amp;c=&#38;&#x26;</loc></url>\n";
        addRow("bare & in each of 2,000 entries", urlset(body),
               { .rule = RuleId::ParsingError,
                 .words = u"1900 more"_s,
                 .entries = 2000,
                 .firstLoc = u"https://example.com/?a=1&b=0&c=&&"_s });
    }
    {
        // An error in every entry: each resumption must cost little, and none is capped.
        QByteArray body;
        for (int i = 0; i < 3000; ++i)
            body += "  <url><loc>https://example.com/" + QByteArray::number(i)
                + "<</loc></url>\n";
        addRow("3,000 damaged entries, then 5 good ones", urlset(body + urls(5)),
               { .rule = RuleId::ParsingError, .words = u"resumed"_s, .entries = 5 });
    }
    addRow("junk after the root", urlset(urls(2)) + "junk\n",
           { .rule = RuleId::ParsingError, .words = u"Extra content"_s, .entries = 2 });
    addRow("<url> without <loc>",
           urlset("  <url><lastmod>2024-01-01</lastmod></url>\n" + urls(1, 2)),
           { .rule = RuleId::MissingTag, .words = u"no <loc>"_s, .entries = 2 });
    addRow("two <loc> in one <url>",
           urlset("  <url><loc>https://example.com/a</loc><loc>https://example.com/b</loc></url>\n"
                  + urls(1, 2)),
           { .rule = RuleId::TooManyTags,
             .words = u"more than once"_s,
             .entries = 2,
             .firstLoc = u"https://example.com/a"_s });
    addRow("<sitemap> inside a urlset",
           urlset(urls(1) + "  <sitemap><loc>https://example.com/s.xml</loc></sitemap>\n"
                  + urls(1, 2)),
           { .rule = RuleId::WrongChildElement, .words = u"<sitemap>"_s, .entries = 2 });

    // --- Encodings ---
    addRow("ISO-8859-1 declared, 0xE9 in a loc",
           urlsetDeclaring("ISO-8859-1", "  <url><loc>https://example.com/caf\xE9</loc></url>\n"),
           { .rule = RuleId::NotUtf8,
             .words = u"ISO-8859-1"_s,
             .entries = 1,
             .firstLoc = u"https://example.com/caf\u00E9"_s });
    addRow("windows-1252 declared, 0x80 in a loc",
           urlsetDeclaring("windows-1252", "  <url><loc>https://example.com/\x80</loc></url>\n"),
           { .rule = RuleId::NotUtf8,
             .words = u"windows-1252"_s,
             .entries = 1,
             .firstLoc = u"https://example.com/\u20AC"_s });
    {
        QStringEncoder toUtf16(QStringEncoder::Utf16LE);
        const QString text = QString::fromUtf8(urlsetDeclaring("UTF-16", urls(2)));
        const QByteArray utf16 = toUtf16(text);
        addRow("UTF-16LE with BOM", "\xFF\xFE" + utf16,
               { .rule = RuleId::NotUtf8, .words = u"UTF-16LE"_s, .entries = 2 });
    }
    addRow("unknown encoding declared", urlsetDeclaring("x-klingon", urls(2)),
           { .rule = RuleId::NotUtf8, .words = u"cannot be decoded"_s, .failed = true });

    // --- gzip ---
    {
        const QByteArray gz = gzipCompress(urlset(urls(200)));
        addRow("gzip truncated", gz.first(gz.size() / 2),
               { .rule = RuleId::CompressionError,
                 .words = u"truncated"_s,
                 .entries = 1,
                 .atLeast = true },
               u"case.xml.gz"_s);
    }
    {
        QByteArray gz = gzipCompress(urlset(urls(3)));
        // The trailer is CRC-32 then ISIZE, 4 bytes each.
        gz[gz.size() - 8] = char(gz[gz.size() - 8] ^ 0xFF);
        addRow("gzip with a flipped CRC byte", gz,
               { .rule = RuleId::CompressionError, .words = u"CRC"_s, .entries = 3 },
               u"case.xml.gz"_s);
    }
    {
        const QByteArray doc = urlset(urls(3));
        const qsizetype half = doc.size() / 2;
        addRow("gzip of two members",
               gzipCompress(doc.first(half)) + gzipCompress(doc.sliced(half)),
               { .entries = 3, .absent = { RuleId::CompressionError }, .noErrors = true },
               u"case.xml.gz"_s);
    }
    addRow("gzip bomb: <urlset>, then 65 MiB of spaces", m_gzipBomb,
           { .rule = RuleId::FileTooLarge, .words = u"decompression bomb"_s, .entries = 0, .failed = true },
           u"case.xml.gz"_s);
    addRow("gzip bomb: 65 MiB of spaces alone", m_spacesBomb,
           { .rule = RuleId::FileTooLarge, .words = u"decompression bomb"_s, .failed = true },
           u"case.xml.gz"_s);
    addRow("plain XML named .gz", urlset(urls(2)),
           { .entries = 2, .absent = { RuleId::CompressionError }, .noErrors = true },
           u"case.xml.gz"_s);
    addRow("gzip magic, then no gzip", "\x1f\x8bthis is not deflate data"_ba,
           { .rule = RuleId::CompressionError, .words = u"not valid gzip"_s, .failed = true },
           u"case.xml.gz"_s);
    addRow("gzip followed by garbage", gzipCompress(urlset(urls(2))) + "GARBAGE",
           { .rule = RuleId::CompressionError, .words = u"not gzip"_s, .entries = 2 },
           u"case.xml.gz"_s);
    addRow("gzip of an empty document", gzipCompress(QByteArrayView()),
           { .rule = RuleId::ParsingError, .words = u"empty"_s, .failed = true }, u"case.xml.gz"_s);

    // --- zip ---
    const QByteArray small = urlset(urls(2));
    addRow("zip entry ../evil.xml", makeZip({ { u"../evil.xml"_s, small } }),
           { .rule = RuleId::ArchiveEntrySkipped, .words = u"leads out"_s, .failed = true },
           u"bundle.zip"_s);
    addRow("zip entry ..\\evil.xml", makeZip({ { u"..\\evil.xml"_s, small } }),
           { .rule = RuleId::ArchiveEntrySkipped, .words = u"leads out"_s, .failed = true },
           u"bundle.zip"_s);
    addRow("zip entry /etc/x.xml", makeZip({ { u"/etc/x.xml"_s, small } }),
           { .rule = RuleId::ArchiveEntrySkipped, .words = u"absolute"_s, .failed = true },
           u"bundle.zip"_s);
    addRow("zip entry C:/x.xml", makeZip({ { u"C:/x.xml"_s, small } }),
           { .rule = RuleId::ArchiveEntrySkipped, .words = u"absolute"_s, .failed = true },
           u"bundle.zip"_s);
    // S_IFLNK | 0777 in the Unix mode half of the external attributes.
    addRow("zip symlink entry", makeZip({ { u"link.xml"_s, "/etc/passwd"_ba, 0120777u << 16 } }),
           { .rule = RuleId::ArchiveEntrySkipped, .words = u"symbolic link"_s, .failed = true },
           u"bundle.zip"_s);
    addRow("zip encrypted entry", makeZip({ { u"secret.xml"_s, small, 0, "password" } }),
           { .rule = RuleId::ArchiveEntrySkipped, .words = u"encrypted"_s, .failed = true },
           u"bundle.zip"_s);
    addRow("zip bomb: an entry of 65 MiB of spaces", m_zipBomb,
           { .rule = RuleId::ArchiveEntrySkipped, .words = u"reading limit"_s, .failed = true },
           u"bundle.zip"_s);
    addRow("zip with a good sitemap and a bad entry",
           makeZip({ { u"sitemap.xml"_s, urlset(urls(3)) }, { u"../evil.xml"_s, small } }),
           { .rule = RuleId::ArchiveEntrySkipped, .words = u"evil.xml"_s, .entries = 3 },
           u"bundle.zip"_s);
    {
        QByteArray zip = makeZip({ { u"sitemap.xml"_s, small } });
        corruptZipCrc(zip);
        addRow("zip entry with a wrong CRC", zip,
               { .rule = RuleId::CompressionError, .words = u"CRC"_s, .entries = 2 },
               u"bundle.zip"_s);
    }
    {
        LoadOptions options;
        options.limits.maxArchiveEntries = 3;
        QList<ZipEntry> entries;
        for (int i = 1; i <= 4; ++i)
            entries.append({ u"sitemap%1.xml"_s.arg(i), small });
        addRow("zip with more entries than the limit", makeZip(entries),
               { .rule = RuleId::FileTooLarge, .words = u"entries"_s, .failed = true },
               u"bundle.zip"_s, options);
    }
    addRow("zip header without central directory", "PK\x03\x04garbage garbage garbage"_ba,
           { .rule = RuleId::CompressionError, .words = u"central directory"_s, .failed = true },
           u"bundle.zip"_s);

    // --- Limits ---
    {
        QByteArray deep = "  <url><loc>https://example.com/deep</loc>";
        constexpr int Depth = 200000;
        deep.reserve(deep.size() + Depth * 7 + 64);
        for (int i = 0; i < Depth; ++i)
            deep += "<a>";
        for (int i = 0; i < Depth; ++i)
            deep += "</a>";
        deep += "</url>\n";
        // Reading stops at the limit: the entries before the deep one are all that is kept.
        addRow("200,000-deep nesting", urlset(urls(1) + deep + urls(1, 3)),
               { .rule = RuleId::NestingTooDeep, .words = u"more than 256"_s, .entries = 1 });
    }
    {
        LoadOptions options;
        options.limits.maxValueLength = 1 * MiB;
        const QByteArray longLoc
            = "  <url><loc>https://example.com/" + QByteArray(2 * MiB, 'a') + "</loc></url>\n";
        addRow("2 MiB value over a 1 MiB limit", urlset(urls(1) + longLoc + urls(1, 3)),
               { .rule = RuleId::ValueTooLong, .words = u"longer than"_s, .entries = 1 },
               u"case.xml"_s, options);
    }
    // Size alone: many small entries, and many attributes on one element.
    addRow("10,000 plain entries in 0.5 MB", urlset(urls(10000)),
           { .entries = 10000, .noErrors = true });
    {
        QByteArray attributes;
        for (int i = 0; i < 30000; ++i)
            attributes += " a" + QByteArray::number(i) + "=\"x\"";
        // Qt's parser checks duplicate attributes in quadratic time: refused before parsing.
        addRow("30,000 attributes on one <url>",
               urlset("  <url" + attributes + "><loc>https://example.com/a</loc></url>\n"),
               { .rule = RuleId::UnsafeXml, .words = u"more than 1000 attributes"_s, .failed = true });
    }
    {
        // The same with '>' inside the values, which a search for '>' alone would miss.
        QByteArray quoted;
        for (int i = 0; i < 30000; ++i)
            quoted += " a" + QByteArray::number(i) + "=\">\"";
        addRow("30,000 attributes with '>' in their values",
               urlset("  <url><loc" + quoted + ">https://example.com/a</loc></url>\n"),
               { .rule = RuleId::UnsafeXml, .words = u"more than 1000 attributes"_s, .failed = true });
    }
    {
        // A CDATA opener inside a processing instruction must not hide a DOCTYPE with entities
        // further on: instructions are skipped as a whole.
        QByteArray entityRefs;
        for (int i = 0; i < 3000; ++i)
            entityRefs += "&b;";
        addRow("DOCTYPE hidden behind <![CDATA[ in an instruction",
               Declaration + "<urlset " + SitemapNs + ">\n<?x <![CDATA[ ?>\n"
                   + "<!DOCTYPE urlset [<!ENTITY b \"" + QByteArray(4000, 'A') + "\">]>\n"
                   + "<url><loc>https://example.com/</loc><x a=\"" + entityRefs + "\"/></url>\n"
                   + "<?y ]]> ?>\n</urlset>\n",
               { .rule = RuleId::UnsafeXml, .words = u"inside the document"_s, .entries = 1 });
        addRow("<!ENTITY as text of an instruction is harmless",
               urlset("  <?note see <!ENTITY docs?>\n" + urls(2)),
               { .entries = 2, .absent = { RuleId::UnsafeXml }, .noErrors = true });
    }
    {
        // Damage in every entry whose end tag is spelled "</url >": recovery stays linear.
        QByteArray body;
        for (int i = 0; i < 8000; ++i)
            body += "<url><loc>https://example.com/page/" + QByteArray::number(i)
                + "</loc><a></b></url >\n";
        addRow("8,000 damaged entries ending in </url >", urlset(body),
               { .rule = RuleId::ParsingError, .entries = 8000 });
    }
    {
        // One line, 20,000 findings with columns: counted on, not from the line start.
        QByteArray body;
        for (int i = 0; i < 20000; ++i)
            body += "<url><loc>http://example.com/p/" + QByteArray::number(i) + " </loc></url>";
        addRow("20,000 whitespace findings on one line", urlset(body),
               { .rule = RuleId::WhitespaceInValue, .entries = 20000, .noErrors = true });
    }
    {
        LoadOptions options;
        options.limits.maxBytes = 4096;
        addRow("plain file over maxBytes", urlset(urls(200)),
               // 4096 bytes hold the declaration, the root and 78 whole entries.
               { .rule = RuleId::FileTooLarge, .words = u"only the first"_s, .entries = 78 },
               u"case.xml"_s, options);
    }
}

void TestBadInput::open()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, location);
    QFETCH(LoadOptions, options);
    QFETCH(Expect, expect);

    QElapsedTimer timer;
    timer.start();
    const Workspace workspace = Loader::openBytes(bytes, location, options);
    const qint64 elapsed = timer.elapsed();

    QVERIFY(!workspace.isEmpty());
    QList<Finding> findings = workspace.findings;
    for (const Sitemap &sitemap : workspace.sitemaps)
        findings += sitemap.findings;
    const QString all = describe(findings);
    // A failure message that lists every finding, for QVERIFY2 (used within one statement).
    auto context = [&all](const QString &what) {
        return (what + u"\nFindings:\n"_s + all).toLocal8Bit();
    };

    if (!expect.rule.isEmpty()) {
        const auto withRule = [&](const Finding &f) {
            return f.ruleId == expect.rule;
        };
        const auto first = std::find_if(findings.cbegin(), findings.cend(), withRule);
        QVERIFY2(first != findings.cend(),
                 context(u"no finding "_s + QString::fromLatin1(expect.rule)).constData());
        if (!expect.words.isEmpty()) {
            const bool mentioned
                = std::any_of(findings.cbegin(), findings.cend(), [&](const Finding &f) {
                      return withRule(f) && f.message.contains(expect.words, Qt::CaseInsensitive);
                  });
            QVERIFY2(mentioned,
                     context(u"no "_s + QString::fromLatin1(expect.rule) + u" finding mentions \""_s
                             + expect.words + u'"')
                         .constData());
        }
        if (!expect.wrongWords.isEmpty()) {
            const bool mentioned
                = std::any_of(findings.cbegin(), findings.cend(), [&](const Finding &f) {
                      return withRule(f)
                          && f.message.contains(expect.wrongWords, Qt::CaseInsensitive);
                  });
            QVERIFY2(!mentioned,
                     context(u"a "_s + QString::fromLatin1(expect.rule) + u" finding mentions \""_s
                             + expect.wrongWords + u'"')
                         .constData());
        }
        if (expect.line > 0)
            QCOMPARE(first->line, expect.line);
    }
    for (const QLatin1StringView rule : expect.absent)
        QVERIFY2(std::none_of(findings.cbegin(), findings.cend(),
                              [&](const Finding &f) { return f.ruleId == rule; }),
                 context(u"unexpected finding "_s + QString::fromLatin1(rule)).constData());
    if (expect.noErrors)
        QVERIFY2(std::none_of(findings.cbegin(), findings.cend(),
                              [](const Finding &f) { return f.severity == Severity::Error; }),
                 context(u"unexpected error"_s).constData());

    const Sitemap &root = workspace.root();
    QCOMPARE(root.failed, expect.failed);
    if (expect.atLeast) {
        const QString what
            = u"%1 entries, expected at least %2"_s.arg(root.entries.size()).arg(expect.entries);
        QVERIFY2(root.entries.size() >= expect.entries, context(what).constData());
    } else {
        QCOMPARE(root.entries.size(), qsizetype(expect.entries));
    }
    if (!expect.firstLoc.isEmpty())
        QCOMPARE(root.entries.first().loc(), expect.firstLoc);
    if (expect.firstImages >= 0)
        QCOMPARE(root.entries.first().images().size(), qsizetype(expect.firstImages));

    QVERIFY2(elapsed < TimeBudgetMs, qPrintable(u"took %1 ms"_s.arg(elapsed)));
}

void TestBadInput::gunzipInPieces_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qint64>("maxOutput");
    const QByteArray doc = urlset(urls(2000));
    const QByteArray gz = gzipCompress(doc);
    const qint64 all = doc.size();
    QTest::newRow("whole") << gz << all * 2;
    QTest::newRow("cap one byte short of the data") << gz << all - 1;
    QTest::newRow("cap exactly the size") << gz << all;
    QTest::newRow("cap one byte over") << gz << all + 1;
    QTest::newRow("cap inside the first piece") << gz << qint64(1000);
    QTest::newRow("cap at a piece's end") << gz << qint64(4096);
    QTest::newRow("truncated") << gz.first(gz.size() / 2) << all * 2;
    QByteArray flipped = gz;
    flipped[flipped.size() - 6] = char(flipped[flipped.size() - 6] ^ 0x55);
    QTest::newRow("flipped CRC byte") << flipped << all * 2;
    const qsizetype half = doc.size() / 2;
    QTest::newRow("two members")
        << gzipCompress(doc.first(half)) + gzipCompress(doc.sliced(half)) << all * 2;
    QTest::newRow("bomb") << m_gzipBomb << ReadLimits::DefaultMaxBytes;
    QTest::newRow("magic, then no gzip") << "\x1f\x8bthis is not deflate data"_ba << all;
    QTest::newRow("garbage after") << gz + "GARBAGE" << all * 2;
}

void TestBadInput::gunzipInPieces()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qint64, maxOutput);
    const InputSource::GunzipResult whole = InputSource::gunzip(bytes, maxOutput);
    QByteArray joined;
    int pieces = 0;
    const InputSource::GunzipResult inPieces
        = InputSource::gunzip(bytes, maxOutput, 4096, [&](QByteArrayView piece) {
              joined += piece;
              ++pieces;
              return true;
          });
    QVERIFY(inPieces.data.isEmpty());
    QCOMPARE(joined.size(), whole.data.size());
    QVERIFY(joined == whole.data);
    QCOMPARE(inPieces.members, whole.members);
    QCOMPARE(inPieces.incomplete, whole.incomplete);
    QCOMPARE(inPieces.bomb, whole.bomb);
    QCOMPARE(inPieces.cutByLimit, whole.cutByLimit);
    QCOMPARE(inPieces.findings.size(), whole.findings.size());
    for (qsizetype i = 0; i < whole.findings.size(); ++i) {
        QCOMPARE(inPieces.findings.at(i).ruleId, whole.findings.at(i).ruleId);
        // A bomb's message counts the compressed bytes read by then, which depends on how
        // much room each inflating step had.
        if (!whole.bomb)
            QCOMPARE(inPieces.findings.at(i).message, whole.findings.at(i).message);
    }
    QVERIFY(joined.size() <= maxOutput);
    // Data larger than the cap, by a single byte too, is cut there and says so.
    const qint64 inflated = InputSource::gunzip(bytes, qint64(1) << 40).data.size();
    QCOMPARE(whole.cutByLimit || whole.bomb, inflated > maxOutput);
    if (joined.size() > 4096)
        QVERIFY(pieces > 1);

    // Stopping early: what was handed on is the start of the whole.
    QByteArray first;
    InputSource::gunzip(bytes, maxOutput, 4096, [&](QByteArrayView piece) {
        first += piece;
        return false;
    });
    QVERIFY(first.size() <= 4096);
    QVERIFY(whole.data.startsWith(first));
}

QTEST_GUILESS_MAIN(TestBadInput)
void TestBadInput::largeFileRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Every line different, so that a half read into the wrong place, or twice, shows; an odd
    // size, so that the halves differ in length.
    QByteArray bytes = Declaration + "<urlset " + SitemapNs + ">\n";
    for (int i = 0; bytes.size() < 9 * MiB; ++i)
        bytes += "<url><loc>https://example.com/" + QByteArray::number(i) + "</loc></url>\n";
    bytes += "</urlset>\n ";
    QVERIFY(bytes.size() % 2 == 1);
    const QString path = dir.filePath(u"large.xml"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();

    for (const bool parallel : { true, false }) {
        ReadLimits limits;
        limits.parallel = parallel;
        InputSource input = InputSource::fromFile(path, limits);
        QVERIFY(input.findings().isEmpty());
        QCOMPARE(input.documents().size(), 1);
        QCOMPARE(input.storedBytes(), bytes.size());
        QVERIFY(input.documents().first().data == bytes);
    }
    LoadOptions options;
    options.loadChildren = false;
    const Workspace workspace = Loader::open(path, options);
    QCOMPARE(workspace.root().errorCount(), 0);
    QCOMPARE(workspace.root().entries.last().locUtf8(),
             "https://example.com/" + QByteArray::number(workspace.root().entries.size() - 1));
}

#include "tst_badinput.moc"
