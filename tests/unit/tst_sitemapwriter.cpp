// SitemapWriter: the protocol's entity escaping, streaming output equal to write(), the
// namespaces the root declares, the child order kept from the file, unknown elements with the
// declarations they need, indexes, the prolog, and a lossless round trip through the reader.

#include "io/loader.h"
#include "io/writing/sitemapwriter.h"

#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

constexpr auto SitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9"_L1;
constexpr auto ImageNs = "http://www.google.com/schemas/sitemap-image/1.1"_L1;

// Reads `xml` as a file would be read, without looking for an index's children.
Workspace read(const QByteArray &xml)
{
    LoadOptions options;
    options.loadChildren = false;
    return Loader::openBytes(xml, u"x.xml"_s, options);
}

QByteArray write(const Sitemap &sitemap, bool pretty = true)
{
    return SitemapWriter(sitemap, WriteOptions { pretty }).write();
}

// The root element's start tag, from '<' to '>'.
QByteArray rootStartTag(const QByteArray &xml)
{
    qsizetype at = xml.indexOf("<urlset");
    if (at < 0)
        at = xml.indexOf("<sitemapindex");
    if (at < 0)
        return {};
    return xml.mid(at, xml.indexOf('>', at) - at + 1);
}

ForeignElement element(const QString &uri, const QString &name,
                       const QList<XmlAttribute> &attributes = {},
                       const QList<ForeignElement> &children = {})
{
    ForeignElement e;
    e.namespaceUri = uri;
    e.qualifiedName = name;
    e.attributes = attributes;
    e.children = children;
    return e;
}

ForeignElement withoutDeclarations(ForeignElement e)
{
    e.namespaceDeclarations.clear();
    for (ForeignElement &child : e.children)
        child = withoutDeclarations(child);
    return e;
}

template<typename Key>
ExtensionField field(Key key, const QString &text, const QList<XmlAttribute> &attributes = {})
{
    return ExtensionField { int(key), text, attributes, {} };
}

XmlAttribute attribute(const QString &name, const QString &value)
{
    return XmlAttribute { QString(), name, value };
}

Image image(const QString &loc)
{
    Image i;
    i.setLoc(loc);
    return i;
}

// A sitemap built in code with every field the model has.
Sitemap everyField()
{
    Sitemap sitemap;

    UrlEntry full(u"https://example.com/full?x=1&y=2"_s);
    full.setLastmod(W3cDateTime::fromString(u"2024-02-29T23:59:58+01:00"));
    full.setChangefreq(ChangeFreq::Weekly);
    full.setPriority(0.8);
    full.mutableForeignAttributes().append(attribute(u"data-id"_s, u"7"_s));

    full.mutableAlternates().append(
        Alternate { u"alternate"_s, u"de"_s, u"https://example.com/de/full"_s, {} });
    full.mutableAlternates().append(Alternate { u"alternate"_s,
                                                u"x-default"_s,
                                                u"https://example.com/full"_s,
                                                { attribute(u"media"_s, u"only screen"_s) } });

    Image deprecated;
    deprecated.fields() = {
        field(ImageField::Loc, u"https://cdn.example.com/a.jpg"_s),
        field(ImageField::Caption, u"A caption with <b> & \"quotes\""_s),
        field(ImageField::GeoLocation, u"Limerick, Ireland"_s),
        field(ImageField::Title, u"Caf\u00e9 \u65e5\u672c"_s),
        field(ImageField::License, u"https://example.com/license"_s),
    };
    full.mutableImages().append(deprecated);
    full.mutableImages().append(image(u"https://cdn.example.com/b.png"_s));

    Video video;
    video.fields() = {
        field(VideoField::ThumbnailLoc, u"https://example.com/thumb.jpg"_s),
        field(VideoField::Title, u"Grilling steaks"_s),
        field(VideoField::Description, u"Alkis shows you how to get perfectly done steaks"_s),
        field(VideoField::ContentLoc, u"https://example.com/video.mp4"_s),
        field(VideoField::PlayerLoc, u"https://example.com/player?video=123"_s,
              { attribute(u"allow_embed"_s, u"yes"_s), attribute(u"autoplay"_s, u"ap=1"_s) }),
        field(VideoField::Duration, u"600"_s),
        field(VideoField::ExpirationDate, u"2030-11-05T19:20:30+08:00"_s),
        field(VideoField::Rating, u"4.2"_s),
        field(VideoField::ViewCount, u"12345"_s),
        field(VideoField::PublicationDate, u"2007-11-05T19:20:30+08:00"_s),
        field(VideoField::FamilyFriendly, u"yes"_s),
        field(VideoField::Restriction, u"IE GB US CA"_s,
              { attribute(u"relationship"_s, u"allow"_s) }),
        field(VideoField::Platform, u"web tv"_s, { attribute(u"relationship"_s, u"allow"_s) }),
        field(VideoField::RequiresSubscription, u"yes"_s),
        field(VideoField::Uploader, u"GrillyMcGrillerson"_s,
              { attribute(u"info"_s, u"https://example.com/users/grillymcgrillerson"_s) }),
        field(VideoField::Live, u"no"_s),
        field(VideoField::Tag, u"steak"_s),
        field(VideoField::Tag, u"meat"_s),
        field(VideoField::Tag, u"summer"_s),
        field(VideoField::Category, u"Grilling"_s),
        field(VideoField::GalleryLoc, u"https://example.com/gallery"_s,
              { attribute(u"title"_s, u"Grilling"_s) }),
        field(VideoField::Price, u"1.99"_s,
              { attribute(u"currency"_s, u"EUR"_s), attribute(u"type"_s, u"rent"_s),
                attribute(u"resolution"_s, u"HD"_s) }),
        field(VideoField::Price, u"0.99"_s,
              { attribute(u"currency"_s, u"USD"_s), attribute(u"type"_s, u"own"_s),
                attribute(u"resolution"_s, u"SD"_s) }),
        field(VideoField::Id, u"123"_s, { attribute(u"type"_s, u"url"_s) }),
        field(VideoField::ContentSegmentLoc, u"https://example.com/segment1.mp4"_s,
              { attribute(u"duration"_s, u"300"_s) }),
    };
    full.mutableVideos().append(video);

    News news;
    news.fields() = {
        field(NewsField::PublicationName, u"The Example Times"_s),
        field(NewsField::PublicationLanguage, u"en"_s),
        field(NewsField::PublicationDate, u"2008-12-23"_s),
        field(NewsField::Title, u"Companies A, B in Merger Talks"_s),
        field(NewsField::Access, u"Subscription"_s),
        field(NewsField::Genres, u"PressRelease, Blog"_s),
        field(NewsField::Keywords, u"business, merger, acquisition, A, B"_s),
        field(NewsField::StockTickers, u"NASDAQ:A, NASDAQ:B"_s),
    };
    full.mutableNews().append(news);
    sitemap.entries.append(full);

    UrlEntry plain(u"https://example.com/plain"_s);
    plain.setLastmod(W3cDateTime::fromString(u"2005-01-01"));
    sitemap.entries.append(plain);

    UrlEntry spelled(u"https://example.com/spelled"_s);
    spelled.setPriorityText(u"0.80");
    spelled.setChangefreqText(u"Daily");
    sitemap.entries.append(spelled);

    UrlEntry odd(u"https://example.com/odd"_s);
    odd.setPriorityText(u"high");
    sitemap.entries.append(odd);
    return sitemap;
}

} // namespace

class TestSitemapWriter : public QObject
{
    Q_OBJECT

private slots:
    void escapeFunctions_data();
    void escapeFunctions();
    void escapedDocument();
    void nonAscii();
    void controlCharacters();
    void nonCharactersInLocation();
    void streamingEqualsWrite_data();
    void streamingEqualsWrite();
    void plainEntries_data();
    void plainEntries();
    void declaresOnlyUsedNamespaces();
    void keepsForeignRootNamespaces();
    void canonicalSitemapNamespace_data();
    void canonicalSitemapNamespace();
    void keepsChildOrder();
    void foreignElementDeclarations();
    void foreignPrefixDeclaredOnRoot();
    void unknownElementNamespaces_data();
    void unknownElementNamespaces();
    void undeclaredPrefixes();
    void prefixedAttributeOnUrl();
    void prefixedAttributesBuiltInCode();
    void index();
    void stylesheet();
    void roundTrip_data();
    void roundTrip();
};

void TestSitemapWriter::escapeFunctions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QByteArray>("attribute");
    QTest::newRow("plain") << u"abc"_s << "abc"_ba
                           << "abc"_ba;
    QTest::newRow("amp") << u"&"_s << "&amp;"_ba
                         << "&amp;"_ba;
    QTest::newRow("lt") << u"<"_s << "&lt;"_ba
                        << "&lt;"_ba;
    QTest::newRow("gt") << u">"_s << "&gt;"_ba
                        << "&gt;"_ba;
    QTest::newRow("apos") << u"'"_s << "&apos;"_ba
                          << "&apos;"_ba;
    QTest::newRow("quot") << u"\""_s << "&quot;"_ba
                          << "&quot;"_ba;
    QTest::newRow("all") << u"a&b<c>d'e\"f"_s << "a&amp;b&lt;c&gt;d&apos;e&quot;f"_ba
                         << "a&amp;b&lt;c&gt;d&apos;e&quot;f"_ba;
    QTest::newRow("entity text") << u"&amp;"_s << "&amp;amp;"_ba
                                 << "&amp;amp;"_ba;
    QTest::newRow("tab newline") << u"a\tb\nc"_s << "a\tb\nc"_ba
                                 << "a&#9;b&#10;c"_ba;
    QTest::newRow("cr") << u"a\rb"_s << "a&#13;b"_ba
                        << "a&#13;b"_ba;
    QTest::newRow("non-ascii") << u"\u00e9&\u65e5"_s << "\xC3\xA9&amp;\xE6\x97\xA5"_ba
                               << "\xC3\xA9&amp;\xE6\x97\xA5"_ba;
    QTest::newRow("control") << u"a\u0001b\u001Fc"_s << "abc"_ba
                             << "abc"_ba;
    QTest::newRow("U+FFFE") << u"a\uFFFEb"_s << "ab"_ba
                            << "ab"_ba;
    QTest::newRow("U+FFFF") << u"a\uFFFFb"_s << "ab"_ba
                            << "ab"_ba;
}

void TestSitemapWriter::escapeFunctions()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, attribute);

    QByteArray out = "x"_ba;
    SitemapWriter::appendEscaped(out, text);
    QCOMPARE(out, "x"_ba + content);
    out.clear();
    SitemapWriter::appendEscaped(out, text, true);
    QCOMPARE(out, attribute);

    // The UTF-8 path (used for locations) escapes the same way.
    out.clear();
    SitemapWriter::appendEscapedUtf8(out, text.toUtf8());
    QCOMPARE(out, content);
    out.clear();
    SitemapWriter::appendEscapedUtf8(out, text.toUtf8(), true);
    QCOMPARE(out, attribute);
}

// Every special character in text and in attribute values is entity-escaped, as the
// sitemaps.org protocol requires.
void TestSitemapWriter::escapedDocument()
{
    const QString special = u"https://example.com/?a=1&b='x'&c=\"y\"<z>"_s;
    Sitemap sitemap;
    UrlEntry entry(special);
    entry.mutableAlternates().append(Alternate { u"alternate"_s, u"de"_s, special, {} });
    sitemap.entries.append(entry);

    const QByteArray expected
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
          "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
          "  <url>\n"
          "    "
          "<loc>https://example.com/?a=1&amp;b=&apos;x&apos;&amp;c=&quot;y&quot;&lt;z&gt;</loc>\n"
          "    <xhtml:link rel=\"alternate\" hreflang=\"de\" "
          "href=\"https://example.com/?a=1&amp;b=&apos;x&apos;&amp;c=&quot;y&quot;&lt;z&gt;\"/>\n"
          "  </url>\n"
          "</urlset>\n"_ba;
    const QByteArray written = write(sitemap);
    QCOMPARE(written, expected);

    // The same escaping in extension values, unknown attributes and unknown elements.
    Sitemap more;
    UrlEntry rich(u"https://example.com/"_s);
    Image picture = image(special);
    picture.setValue(ImageField::Caption, special);
    rich.mutableImages().append(picture);
    rich.mutableForeignAttributes().append(attribute(u"note"_s, special));
    rich.mutableForeignElements().append(element(u"urn:example"_s, u"ex:e"_s,
                                                 { attribute(u"v"_s, special) },
                                                 { ForeignElement::textNode(special) }));
    more.entries.append(rich);
    const QByteArray escaped
        = "https://example.com/?a=1&amp;b=&apos;x&apos;&amp;c=&quot;y&quot;&lt;z&gt;"_ba;
    const QByteArray out = write(more);
    QVERIFY2(out.contains("<image:loc>" + escaped + "</image:loc>"), out.constData());
    QVERIFY2(out.contains("<image:caption>" + escaped + "</image:caption>"), out.constData());
    QVERIFY2(out.contains("<url note=\"" + escaped + "\">"), out.constData());
    QVERIFY2(
        out.contains("<ex:e xmlns:ex=\"urn:example\" v=\"" + escaped + "\">" + escaped + "</ex:e>"),
        out.constData());
    QVERIFY(!out.contains("'x'"));
    QVERIFY(!out.contains("\"y\""));

    // And it reads back as the same values.
    const Workspace back = read(written);
    QCOMPARE(back.sitemaps.size(), 1);
    QCOMPARE(back.root().entries.size(), 1);
    QCOMPARE(back.root().entries.first(), entry);
    const Workspace backMore = read(out);
    QCOMPARE(backMore.root().entries.size(), 1);
    QCOMPARE(backMore.root().entries.first().images(), rich.images());
    QCOMPARE(backMore.root().entries.first().foreignAttributes(), rich.foreignAttributes());
}

void TestSitemapWriter::nonAscii()
{
    // é, 日本 and an emoji (a surrogate pair in UTF-16) as raw UTF-8, not as references.
    const QString text = u"https://example.com/caf\u00e9/\u65e5\u672c/\U0001F600"_s;
    const QByteArray utf8 = "https://example.com/caf\xC3\xA9/\xE6\x97\xA5\xE6\x9C\xAC/"
                            "\xF0\x9F\x98\x80"_ba;
    QCOMPARE(text.toUtf8(), utf8);

    Sitemap sitemap;
    UrlEntry entry(text);
    Image picture = image(text);
    picture.setValue(ImageField::Title, text);
    entry.mutableImages().append(picture);
    entry.mutableAlternates().append(Alternate { u"alternate"_s, u"ja"_s, text, {} });
    sitemap.entries.append(entry);

    const QByteArray out = write(sitemap);
    QVERIFY2(out.contains("<loc>" + utf8 + "</loc>"), out.constData());
    QVERIFY2(out.contains("<image:loc>" + utf8 + "</image:loc>"), out.constData());
    QVERIFY2(out.contains("<image:title>" + utf8 + "</image:title>"), out.constData());
    QVERIFY2(out.contains("href=\"" + utf8 + "\""), out.constData());
    QVERIFY(!out.contains("&#"));

    const Workspace back = read(out);
    QCOMPARE(back.root().entries.size(), 1);
    QCOMPARE(back.root().entries.first(), entry);
}

// Characters XML 1.0 cannot carry even as references are dropped, so that the file stays
// well-formed.
void TestSitemapWriter::controlCharacters()
{
    Sitemap sitemap;
    UrlEntry entry(u"https://example.com/a\u0001b"_s);
    Image picture = image(u"https://example.com/i\u0001.png"_s);
    picture.setValue(ImageField::Caption, u"x\u0001y"_s);
    entry.mutableImages().append(picture);
    entry.mutableAlternates().append(
        Alternate { u"alternate"_s, u"d\u0001e"_s, u"https://example.com/\u0001de"_s, {} });
    sitemap.entries.append(entry);

    const QByteArray out = write(sitemap);
    QVERIFY(!out.contains('\x01'));
    QVERIFY(!out.contains("&#1;"));
    QVERIFY2(out.contains("<loc>https://example.com/ab</loc>"), out.constData());
    QVERIFY2(out.contains("<image:loc>https://example.com/i.png</image:loc>"), out.constData());
    QVERIFY2(out.contains("<image:caption>xy</image:caption>"), out.constData());
    QVERIFY2(out.contains("hreflang=\"de\" href=\"https://example.com/de\""), out.constData());

    const Workspace back = read(out);
    QCOMPARE(back.root().entries.size(), 1);
    QCOMPARE(back.root().entries.first().loc(), u"https://example.com/ab"_s);
    QCOMPARE(back.root().errorCount(), 0);
}

// U+FFFE and U+FFFF cannot be carried by XML 1.0 either; a location edited to hold one must
// not make the file unreadable.
void TestSitemapWriter::nonCharactersInLocation()
{
    Sitemap sitemap;
    sitemap.entries.append(UrlEntry(u"https://example.com/a\uFFFFb\uFFFE"_s));
    Image picture = image(u"https://example.com/i\uFFFF.png"_s);
    sitemap.entries.first().mutableImages().append(picture);

    const QByteArray out = write(sitemap);
    QVERIFY2(out.contains("<image:loc>https://example.com/i.png</image:loc>"), out.constData());
    QVERIFY2(out.contains("<loc>https://example.com/ab</loc>"), out.constData());

    const Workspace back = read(out);
    QCOMPARE(back.root().errorCount(), 0);
    QCOMPARE(back.root().entries.size(), 1);
    QCOMPARE(back.root().entries.first().loc(), u"https://example.com/ab"_s);
}

void TestSitemapWriter::streamingEqualsWrite_data()
{
    QTest::addColumn<bool>("pretty");
    QTest::addColumn<bool>("index");
    QTest::newRow("pretty") << true << false;
    QTest::newRow("compact") << false << false;
    QTest::newRow("pretty index") << true << true;
    QTest::newRow("compact index") << false << true;
}

// The exporter measures entries one by one: header() + every entry + footer() must be exactly
// what write() gives.
void TestSitemapWriter::streamingEqualsWrite()
{
    QFETCH(bool, pretty);
    QFETCH(bool, index);

    Sitemap sitemap = everyField();
    if (index) {
        sitemap.kind = Sitemap::Kind::Index;
        for (UrlEntry &entry : sitemap.entries)
            entry = UrlEntry(entry.loc());
        sitemap.entries[0].setLastmod(W3cDateTime::fromString(u"2024-01-01"));
    } else {
        // An entry read with its own child order and unknown content.
        sitemap.entries[1].mutableForeignElements().append(
            element(u"urn:example"_s, u"ex:note"_s, {}, { ForeignElement::textNode(u"n"_s) }));
        sitemap.entries[1].setChildOrder("FML");
    }
    sitemap.prolog.append(PrologItem { PrologItem::ProcessingInstruction, u"xml-stylesheet"_s,
                                       u"type=\"text/xsl\" href=\"/s.xsl\""_s });
    sitemap.prolog.append(PrologItem { PrologItem::Comment, QString(), u" generated "_s });
    sitemap.rootAttributes.append(XmlAttribute { u"http://www.w3.org/2001/XMLSchema-instance"_s,
                                                 u"xsi:schemaLocation"_s, u"a b"_s });
    sitemap.namespaces.append(
        NamespaceDeclaration { u"xsi"_s, u"http://www.w3.org/2001/XMLSchema-instance"_s });
    // Unknown elements after the last entry belong to the footer.
    sitemap.foreignElements.append(PlacedForeignElement {
        sitemap.entries.size(), element(u"urn:example"_s, u"ex:trailer"_s) });

    const SitemapWriter writer(sitemap, WriteOptions { pretty });
    QByteArray streamed = writer.header();
    for (const UrlEntry &entry : std::as_const(sitemap.entries))
        writer.appendEntry(streamed, entry);
    streamed += writer.footer();
    const QByteArray whole = writer.write();
    QCOMPARE(streamed, whole);

    QVERIFY(whole.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"));
    QVERIFY(whole.endsWith(index ? "</sitemapindex>\n" : "</urlset>\n"));
    QCOMPARE(whole.contains("\n  <"), pretty);
    QVERIFY(whole.contains("<ex:trailer xmlns:ex=\"urn:example\"/>"));

    // Each entry on its own is the part of the whole between the header and the footer.
    QByteArray entries;
    for (const UrlEntry &entry : std::as_const(sitemap.entries))
        writer.appendEntry(entries, entry);
    QCOMPARE(writer.header().size() + entries.size() + writer.footer().size(), whole.size());
    QVERIFY(whole.contains(entries));

    // The document is well-formed and reads back without errors.
    const Workspace back = read(whole);
    QCOMPARE(back.sitemaps.size(), 1);
    QCOMPARE(back.root().errorCount(), 0);
    QCOMPARE(back.root().entries.size(), sitemap.entries.size());
}

// The root declares the extension namespaces the entries use, and no others.
void TestSitemapWriter::declaresOnlyUsedNamespaces()
{
    Sitemap plain;
    plain.entries.append(UrlEntry(u"https://example.com/"_s));
    QCOMPARE(rootStartTag(write(plain)),
             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"_ba);

    Sitemap images;
    images.entries.append(UrlEntry(u"https://example.com/"_s));
    UrlEntry withImage(u"https://example.com/i"_s);
    withImage.mutableImages().append(image(u"https://example.com/i.png"_s));
    images.entries.append(withImage);
    const QByteArray tag = rootStartTag(write(images));
    QCOMPARE(tag,
             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
             "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">"_ba);
    QVERIFY(!tag.contains("xmlns:video"));
    QVERIFY(!tag.contains("xmlns:news"));
    QVERIFY(!tag.contains("xmlns:xhtml"));

    Sitemap videos;
    UrlEntry withVideo(u"https://example.com/v"_s);
    Video video;
    video.fields().append(field(VideoField::Title, u"T"_s));
    withVideo.mutableVideos().append(video);
    videos.entries.append(withVideo);
    const QByteArray videoTag = rootStartTag(write(videos));
    QVERIFY(videoTag.contains("xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\""));
    QVERIFY(!videoTag.contains("xmlns:image"));

    const QByteArray all = rootStartTag(write(everyField()));
    QVERIFY(all.contains("xmlns:image="));
    QVERIFY(all.contains("xmlns:video="));
    QVERIFY(all.contains("xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\""));
    QVERIFY(all.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""));
}

// A foreign namespace declared on the original root is declared again, and elements using it
// need no declaration of their own.
void TestSitemapWriter::keepsForeignRootNamespaces()
{
    const QByteArray xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:mobile="http://www.google.com/schemas/sitemap-mobile/1.0">
  <url>
    <loc>https://example.com/</loc>
    <mobile:mobile/>
  </url>
</urlset>
)"_ba;
    const Workspace workspace = read(xml);
    QCOMPARE(workspace.sitemaps.size(), 1);
    const QByteArray out = write(workspace.root());
    const QByteArray tag = rootStartTag(out);
    QVERIFY2(tag.contains("xmlns:mobile=\"http://www.google.com/schemas/sitemap-mobile/1.0\""),
             tag.constData());
    QVERIFY2(out.contains("<mobile:mobile/>"), out.constData());
    QCOMPARE(out.count("xmlns:mobile"), 1);
    QVERIFY(!tag.contains("xmlns:image"));

    // Unused, it is still kept: the file keeps its shape.
    const QByteArray unused = R"(<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:mobile="http://www.google.com/schemas/sitemap-mobile/1.0">
  <url><loc>https://example.com/</loc></url>
</urlset>)"_ba;
    QVERIFY(rootStartTag(write(read(unused).root())).contains("xmlns:mobile="));
}

void TestSitemapWriter::canonicalSitemapNamespace_data()
{
    QTest::addColumn<QByteArray>("variant");
    QTest::newRow("google.com") << "http://www.google.com/schemas/sitemap/0.84"_ba;
    QTest::newRow("google.com 0.9") << "http://www.google.com/schemas/sitemap/0.9"_ba;
    QTest::newRow("https") << "https://www.sitemaps.org/schemas/sitemap/0.9"_ba;
    QTest::newRow("trailing slash") << "http://www.sitemaps.org/schemas/sitemap/0.9/"_ba;
}

// A model read from a file with a variant of the sitemap namespace is written with the
// canonical one.
void TestSitemapWriter::canonicalSitemapNamespace()
{
    QFETCH(QByteArray, variant);
    const QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"" + variant
        + "\" xmlns:image=\"https://www.google.com/schemas/sitemap-image/1.1\">\n"
          "  <url><loc>https://example.com/</loc><lastmod>2024-01-01</lastmod>"
          "<image:image><image:loc>https://example.com/a.png</image:loc></image:image></url>\n"
          "</urlset>\n";
    const Workspace workspace = read(xml);
    QCOMPARE(workspace.sitemaps.size(), 1);
    QCOMPARE(workspace.root().entries.size(), 1);
    const QByteArray out = write(workspace.root());
    QVERIFY2(out.contains("xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""),
             out.constData());
    QVERIFY2(!out.contains(variant + '"'), out.constData());
    QVERIFY2(out.contains("xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\""),
             out.constData());
    QVERIFY(!out.contains("https://www.google.com/schemas/sitemap-image/1.1"));
    QCOMPARE(out.count("xmlns="), 1);
    QCOMPARE(out.count("xmlns:image="), 1);

    // Written canonically, the entries are the same.
    const Workspace back = read(out);
    QCOMPARE(back.root().entries, workspace.root().entries);
    QCOMPARE(back.root().source.rootNamespace, QString(SitemapNs));
}

// The order of an entry's children as found in the file is kept; content added later is
// written too.
void TestSitemapWriter::keepsChildOrder()
{
    const QByteArray xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
  <url>
    <video:video>
      <video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>
      <video:title>Title</video:title>
      <video:description>Description</video:description>
      <video:content_loc>https://example.com/v.mp4</video:content_loc>
    </video:video>
    <loc>https://example.com/</loc>
    <lastmod>2024-01-01</lastmod>
  </url>
</urlset>
)"_ba;
    const Workspace workspace = read(xml);
    QCOMPARE(workspace.sitemaps.size(), 1);
    Sitemap sitemap = workspace.root();
    QCOMPARE(sitemap.entries.size(), 1);
    QCOMPARE(sitemap.entries.first().childOrder(), "VLM"_ba);

    const QByteArray out = write(sitemap);
    const qsizetype video = out.indexOf("<video:video>");
    const qsizetype loc = out.indexOf("<loc>");
    const qsizetype lastmod = out.indexOf("<lastmod>");
    QVERIFY2(video >= 0 && loc >= 0 && lastmod >= 0, out.constData());
    QVERIFY2(video < loc, out.constData());
    QVERIFY2(loc < lastmod, out.constData());

    // An image added by an edit is written (and its namespace declared).
    sitemap.entries.first().mutableImages().append(image(u"https://example.com/new.png"_s));
    const QByteArray edited = write(sitemap);
    QVERIFY2(edited.contains("<image:image>"), edited.constData());
    QVERIFY2(edited.contains("<image:loc>https://example.com/new.png</image:loc>"),
             edited.constData());
    QVERIFY(rootStartTag(edited).contains("xmlns:image=\"" + QByteArray(ImageNs.data()) + '"'));
    QVERIFY2(edited.indexOf("<video:video>") < edited.indexOf("<loc>"), edited.constData());
    QVERIFY2(edited.indexOf("<loc>") < edited.indexOf("<lastmod>"), edited.constData());

    const Workspace back = read(edited);
    QCOMPARE(back.root().entries.size(), 1);
    QCOMPARE(back.root().entries.first().images(), sitemap.entries.first().images());
    QCOMPARE(back.root().entries.first().videos(), sitemap.entries.first().videos());
}

// An unknown element whose prefix the root does not bind (or binds to another namespace)
// declares it on itself.
void TestSitemapWriter::foreignElementDeclarations()
{
    Sitemap sitemap;
    UrlEntry entry(u"https://example.com/"_s);
    entry.mutableImages().append(image(u"https://example.com/a.png"_s)); // the root binds image:
    const QList<ForeignElement> originals = {
        element(u"urn:example:ext"_s, u"ex:thing"_s, { attribute(u"kind"_s, u"a&b"_s) },
                { ForeignElement::textNode(u"hello <world>"_s) }),
        element(u"urn:example:ext"_s, u"ex:group"_s, {},
                { element(u"urn:example:ext"_s, u"ex:part"_s, { attribute(u"n"_s, u"1"_s) }),
                  element(u"urn:example:ext"_s, u"ex:part"_s, {},
                          { ForeignElement::textNode(u"two"_s) }) }),
        element(u"urn:other:image"_s, u"image:thing"_s, {},
                { ForeignElement::textNode(u"not a Google image"_s) }),
        element(u"urn:plain"_s, u"widget"_s),
    };
    entry.mutableForeignElements() = originals;
    sitemap.entries.append(entry);

    const QByteArray out = write(sitemap);
    QVERIFY2(out.contains("<ex:thing xmlns:ex=\"urn:example:ext\" kind=\"a&amp;b\">"
                          "hello &lt;world&gt;</ex:thing>"),
             out.constData());
    QVERIFY2(out.contains("<ex:group xmlns:ex=\"urn:example:ext\">"), out.constData());
    QVERIFY2(out.contains("<ex:part n=\"1\"/>"), out.constData()); // bound by its parent
    QVERIFY2(out.contains("<ex:part>two</ex:part>"), out.constData());
    QVERIFY2(out.contains("<image:thing xmlns:image=\"urn:other:image\">not a Google image"
                          "</image:thing>"),
             out.constData());
    QVERIFY2(out.contains("<widget xmlns=\"urn:plain\"/>"), out.constData());
    QVERIFY(rootStartTag(out).contains("xmlns:image=\"" + QByteArray(ImageNs.data()) + '"'));
    QVERIFY(!rootStartTag(out).contains("urn:"));

    const Workspace back = read(out);
    QCOMPARE(back.sitemaps.size(), 1);
    QCOMPARE(back.root().errorCount(), 0);
    QCOMPARE(back.root().entries.size(), 1);
    const UrlEntry &readEntry = back.root().entries.first();
    QCOMPARE(readEntry.images(), entry.images()); // the real image is still an image
    QCOMPARE(readEntry.foreignElements().size(), originals.size());
    for (qsizetype i = 0; i < originals.size(); ++i)
        QCOMPARE(withoutDeclarations(readEntry.foreignElements().at(i)), originals.at(i));
    // The declarations found are the ones the writer had to add, on the outer elements only.
    const auto declared = [&](qsizetype i) {
        return readEntry.foreignElements().at(i).namespaceDeclarations;
    };
    QCOMPARE(declared(0), (QList<NamespaceDeclaration> { { u"ex"_s, u"urn:example:ext"_s } }));
    QCOMPARE(declared(1), (QList<NamespaceDeclaration> { { u"ex"_s, u"urn:example:ext"_s } }));
    QVERIFY(readEntry.foreignElements().at(1).children.at(0).namespaceDeclarations.isEmpty());
    QCOMPARE(declared(2), (QList<NamespaceDeclaration> { { u"image"_s, u"urn:other:image"_s } }));
    QCOMPARE(declared(3), (QList<NamespaceDeclaration> { { QString(), u"urn:plain"_s } }));

    // Written again as read (declarations and all), the file and the elements are unchanged.
    const QByteArray again = write(back.root());
    QCOMPARE(again, out);
    const Workspace backAgain = read(again);
    QCOMPARE(backAgain.root().entries.size(), 1);
    QCOMPARE(backAgain.root().entries.first().foreignElements(), readEntry.foreignElements());
}

void TestSitemapWriter::foreignPrefixDeclaredOnRoot()
{
    Sitemap sitemap;
    sitemap.namespaces.append(NamespaceDeclaration { u"ex"_s, u"urn:example:ext"_s });
    UrlEntry entry(u"https://example.com/"_s);
    entry.mutableForeignElements().append(
        element(u"urn:example:ext"_s, u"ex:thing"_s, {}, { ForeignElement::textNode(u"t"_s) }));
    sitemap.entries.append(entry);
    const QByteArray out = write(sitemap);
    QVERIFY2(rootStartTag(out).contains(" xmlns:ex=\"urn:example:ext\""), out.constData());
    QVERIFY2(out.contains("<ex:thing>t</ex:thing>"), out.constData());
    QCOMPARE(out.count("xmlns:ex="), 1);

    const Workspace back = read(out);
    QCOMPARE(back.root().entries.size(), 1);
    QCOMPARE(back.root().entries.first().foreignElements(), entry.foreignElements());
}

void TestSitemapWriter::unknownElementNamespaces_data()
{
#define GoogleNs "http://www.google.com/schemas/sitemap/0.84"
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("namespaceUri"); // of <foo> and <bar> as read
    QTest::addColumn<QByteArray>("written"); // how <foo> is written

    // No namespace anywhere (tests/fuzz/regressions/fuzz_roundtrip/
    // unknown-element-without-namespace.xml): the document is read as if in the sitemap
    // namespace, which the writer declares on the root, and the unknown elements with it.
    QTest::newRow("root in no namespace") << R"(<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <foo a="1">text<baz/></foo>
  <sitemap><loc>https://example.com/a.xml</loc><bar>b</bar></sitemap>
</sitemapindex>
)"_ba << QString(SitemapNs) << R"(<foo a="1">text<baz/></foo>)"_ba;
    // xmlns="" on the root says no more than its absence.
    QTest::newRow("root with xmlns=\"\"") << R"(<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="">
  <foo a="1">text<baz/></foo>
  <sitemap><loc>https://example.com/a.xml</loc><bar>b</bar></sitemap>
</sitemapindex>
)"_ba << QString(SitemapNs) << R"(<foo a="1">text<baz/></foo>)"_ba;
    // Put in no namespace on purpose: they stay there.
    QTest::newRow("explicit xmlns=\"\"") << R"(<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <foo xmlns="" a="1">text<baz/></foo>
  <sitemap><loc>https://example.com/a.xml</loc><bar xmlns="">b</bar></sitemap>
</sitemapindex>
)"_ba << QString() << R"(<foo xmlns="" a="1">text<baz/></foo>)"_ba;
    QTest::newRow("explicit xmlns=\"\" in a document without namespace")
        << R"(<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex>
  <foo xmlns="" a="1">text<baz/></foo>
  <sitemap><loc>https://example.com/a.xml</loc><bar xmlns="">b</bar></sitemap>
</sitemapindex>
)"_ba << QString()
        << R"(<foo xmlns="" a="1">text<baz/></foo>)"_ba;
    QTest::newRow("prefixed root") << R"(<?xml version="1.0" encoding="UTF-8"?>
<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
  <foo a="1">text<baz/></foo>
  <sm:sitemap><sm:loc>https://example.com/a.xml</sm:loc><bar>b</bar></sm:sitemap>
</sm:sitemapindex>
)"_ba << QString() << R"(<foo xmlns="" a="1">text<baz/></foo>)"_ba;
    // The root in a misspelled sitemap namespace, which the writer spells right
    // (tests/fuzz/regressions/fuzz_roundtrip/misspelled-namespace-unknown-element.xml): the
    // unknown elements that have it from the root are read in the right one, which they are
    // written and read back in.
    QTest::newRow("misspelled root namespace") << R"(<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="https://www.sitemaps.org/schemas/sitemap/0.9/">
  <foo a="1">text<baz/></foo>
  <sitemap><loc>https://example.com/a.xml</loc><bar>b</bar></sitemap>
</sitemapindex>
)"_ba << QString(SitemapNs) << R"(<foo a="1">text<baz/></foo>)"_ba;
    // Declared misspelled on the unknown elements themselves: the same.
    QTest::newRow("misspelled, declared on the element")
        << QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                      "  <foo xmlns=\"" GoogleNs "\" a=\"1\">text<baz/></foo>\n"
                      "  <sitemap><loc>https://example.com/a.xml</loc>\n"
                      "    <bar xmlns=\"" GoogleNs "\">b</bar></sitemap>\n"
                      "</sitemapindex>\n")
        << QString(SitemapNs) << R"(<foo a="1">text<baz/></foo>)"_ba;
#undef GoogleNs
}

// An unknown element keeps its namespace through a save: the one it has as read is the one
// it has in the written file, whether the file left it without a namespace because the whole
// document has none (the sitemap namespace the root is taken to be in, and written in) or
// because it said so with xmlns="". One in a misspelled sitemap namespace is in the sitemap
// namespace, read and written as such, wherever the misspelling was declared.
void TestSitemapWriter::unknownElementNamespaces()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, namespaceUri);
    QFETCH(QByteArray, written);

    const Workspace workspace = read(xml);
    QCOMPARE(workspace.sitemaps.size(), 1);
    const Sitemap &sitemap = workspace.root();
    QVERIFY(!sitemap.failed);
    QVERIFY(!sitemap.recovered);
    QCOMPARE(sitemap.entries.size(), 1);
    QCOMPARE(sitemap.foreignElements.size(), 1);
    const ForeignElement &foo = sitemap.foreignElements.first().element;
    QCOMPARE(foo.qualifiedName, u"foo"_s);
    QCOMPARE(foo.namespaceUri, namespaceUri);
    QCOMPARE(foo.children.size(), 2);
    QCOMPARE(foo.children.at(1).namespaceUri, namespaceUri);
    QCOMPARE(sitemap.entries.first().foreignElements().size(), 1);
    QCOMPARE(sitemap.entries.first().foreignElements().first().namespaceUri, namespaceUri);

    const QByteArray out = write(sitemap, false);
    QVERIFY2(out.contains(written), out.constData());
    const Workspace back = read(out);
    QCOMPARE(back.sitemaps.size(), 1);
    const Sitemap &readBack = back.root();
    QVERIFY(!readBack.failed);
    QVERIFY(!readBack.recovered);
    QCOMPARE(readBack.errorCount(), 0);
    QCOMPARE(readBack.foreignElements.size(), 1);
    // The same elements, declarations aside (the writer adds the xmlns="" a namespaced root
    // makes necessary).
    QCOMPARE(withoutDeclarations(readBack.foreignElements.first().element),
             withoutDeclarations(foo));
    QCOMPARE(readBack.foreignElements.first().beforeEntry, 0);
    QCOMPARE(readBack.entries.size(), 1);
    QCOMPARE(withoutDeclarations(readBack.entries.first().foreignElements().first()),
             withoutDeclarations(sitemap.entries.first().foreignElements().first()));
    QCOMPARE(write(readBack, false), out);
}

// A prefixed attribute needs its prefix bound too, here one declared on <url> itself in the
// original file.
// A file that uses a prefix it never declares is read by prefix (with an error saying so).
// The declarations below its root still count for the elements inside them, and a prefix left
// undeclared is written undeclared as found: never as xmlns:p="", which XML 1.0 forbids, nor
// declared twice.
void TestSitemapWriter::undeclaredPrefixes()
{
    const QByteArray xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/a</loc><p:foo>x</p:foo></url>
  <url><loc>https://example.com/b</loc><q:bar xmlns:q="urn:q"><q:baz/></q:bar></url>
  <url><loc>https://example.com/c</loc><q:bar>outside its declaration</q:bar></url>
</urlset>
)"_ba;
    const Workspace workspace = read(xml);
    const Sitemap &sitemap = workspace.root();
    QCOMPARE(sitemap.entries.size(), 3);
    QVERIFY(sitemap.errorCount() > 0); // p is not declared
    const ForeignElement &foo = sitemap.entries.at(0).foreignElements().first();
    QCOMPARE(foo.qualifiedName, u"p:foo"_s);
    QCOMPARE(foo.namespaceUri, QString());
    const ForeignElement &bar = sitemap.entries.at(1).foreignElements().first();
    QCOMPARE(bar.namespaceUri, u"urn:q"_s);
    QCOMPARE(bar.children.first().namespaceUri, u"urn:q"_s); // <q:baz/> inside it
    // The declaration ends with its element.
    QCOMPARE(sitemap.entries.at(2).foreignElements().first().namespaceUri, QString());

    const QByteArray out = write(sitemap, false);
    QVERIFY2(!out.contains("=\"\""), out.constData());
    QVERIFY2(out.contains("<p:foo>x</p:foo>"), out.constData());
    QCOMPARE(out.count("xmlns:q="), 1);
    QVERIFY2(out.contains(R"(<q:bar xmlns:q="urn:q"><q:baz/></q:bar>)"), out.constData());
    const Workspace back = read(out);
    QCOMPARE(back.root().entries.size(), 3);
    for (qsizetype i = 0; i < 3; ++i)
        QCOMPARE(back.root().entries.at(i).foreignElements(),
                 sitemap.entries.at(i).foreignElements());
    QCOMPARE(write(back.root(), false), out);
}

void TestSitemapWriter::prefixedAttributeOnUrl()
{
    const QByteArray xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url xmlns:ex="urn:example:ext" ex:id="1">
    <loc>https://example.com/</loc>
    <ex:thing ex:a="2"/>
  </url>
</urlset>
)"_ba;
    const Workspace workspace = read(xml);
    QCOMPARE(workspace.root().errorCount(), 0);
    QCOMPARE(workspace.root().entries.size(), 1);
    const UrlEntry &original = workspace.root().entries.first();
    QCOMPARE(original.foreignAttributes(),
             (QList<XmlAttribute> { { u"urn:example:ext"_s, u"ex:id"_s, u"1"_s } }));

    const QByteArray out = write(workspace.root());
    const Workspace back = read(out);
    QVERIFY2(back.root().errorCount() == 0, out.constData());
    QCOMPARE(back.root().entries.size(), 1);
    const UrlEntry &rewritten = back.root().entries.first();
    QCOMPARE(rewritten.foreignAttributes(), original.foreignAttributes());
    QCOMPARE(rewritten.foreignElements().size(), 1);
    QCOMPARE(withoutDeclarations(rewritten.foreignElements().first()),
             withoutDeclarations(original.foreignElements().first()));
}

// The same for prefixed attributes of an entry and of an unknown element built in code.
void TestSitemapWriter::prefixedAttributesBuiltInCode()
{
    Sitemap built;
    UrlEntry entry(u"https://example.com/"_s);
    entry.mutableForeignAttributes().append(XmlAttribute { u"urn:z"_s, u"z:id"_s, u"9"_s });
    entry.mutableForeignElements().append(element(
        u"urn:example:ext"_s, u"ex:thing"_s, { XmlAttribute { u"urn:y"_s, u"y:a"_s, u"1"_s } }));
    built.entries.append(entry);
    const QByteArray builtOut = write(built);
    const Workspace builtBack = read(builtOut);
    QVERIFY2(builtBack.root().errorCount() == 0, builtOut.constData());
    QCOMPARE(builtBack.root().entries.size(), 1);
    QCOMPARE(builtBack.root().entries.first().foreignAttributes(), entry.foreignAttributes());
    QCOMPARE(withoutDeclarations(builtBack.root().entries.first().foreignElements().value(0)),
             entry.foreignElements().first());
}

void TestSitemapWriter::plainEntries_data()
{
    // An entry's fields as given, then as they must be written (escaped, canonical).
    QTest::addColumn<QString>("loc");
    QTest::addColumn<QString>("lastmod");
    QTest::addColumn<QString>("changefreq");
    QTest::addColumn<QString>("priority");
    QTest::addColumn<QByteArray>("writtenLoc");
    QTest::addColumn<QByteArray>("writtenLastmod");
    QTest::addColumn<QByteArray>("writtenPriority");

    const QString loc = u"https://example.com/a/b?c=1"_s;
    const QByteArray utf8 = loc.toUtf8();
    QTest::newRow("location only") << loc << QString() << QString() << QString() << utf8
                                   << QByteArray() << QByteArray();
    QTest::newRow("year") << loc << u"2005"_s << QString() << QString() << utf8 << "2005"_ba
                          << QByteArray();
    QTest::newRow("day") << loc << u"2024-02-29"_s << QString() << QString() << utf8
                         << "2024-02-29"_ba << QByteArray();
    QTest::newRow("seconds, Z") << loc << u"2024-01-01T10:00:00Z"_s << u"daily"_s << u"0.5"_s
                                << utf8 << "2024-01-01T10:00:00Z"_ba << "0.5"_ba;
    QTest::newRow("minutes, offset") << loc << u"1999-12-31T23:59-05:30"_s << u"never"_s
                                     << u"1.0"_s << utf8 << "1999-12-31T23:59-05:30"_ba
                                     << "1.0"_ba;
    QTest::newRow("no zone") << loc << u"2023-03-01T10:00:00"_s << QString() << QString()
                             << utf8 << "2023-03-01T10:00:00"_ba << QByteArray();
    QTest::newRow("six fraction digits") << loc << u"2024-06-01T08:09:10.123456+02:00"_s
                                         << u"always"_s << u"1"_s << utf8
                                         << "2024-06-01T08:09:10.123456+02:00"_ba << "1"_ba;
    QTest::newRow("month, three decimals") << loc << u"2024-06"_s << u"yearly"_s << u"0.125"_s
                                           << utf8 << "2024-06"_ba << "0.125"_ba;
    for (const char *word : { "hourly", "weekly", "monthly" })
        QTest::addRow("changefreq %s", word) << loc << QString() << QString::fromLatin1(word)
                                             << u"0.0"_s << utf8 << QByteArray() << "0.0"_ba;
    QTest::newRow("non-ASCII location") << u"https://example.com/grüße/日本"_s << QString()
                                        << QString() << QString()
                                        << u"https://example.com/grüße/日本"_s.toUtf8()
                                        << QByteArray() << QByteArray();
    // What the plain path hands on to the general one.
    QTest::newRow("location to escape") << u"https://example.com/?a=1&b='2'"_s << u"2024-01-01"_s
                                        << QString() << QString()
                                        << "https://example.com/?a=1&amp;b=&apos;2&apos;"_ba
                                        << "2024-01-01"_ba << QByteArray();
    QTest::newRow("U+FFFF dropped") << u"https://example.com/x\uFFFFy"_s << QString()
                                    << QString() << QString() << "https://example.com/xy"_ba
                                    << QByteArray() << QByteArray();
    QTest::newRow("EF lead byte kept") << u"https://example.com/\uF000"_s << QString()
                                       << QString() << QString()
                                       << u"https://example.com/\uF000"_s.toUtf8()
                                       << QByteArray() << QByteArray();
    QTest::newRow("date kept as written") << loc << u"2024-01-01T10:00:00+0000"_s << QString()
                                          << QString() << utf8
                                          << "2024-01-01T10:00:00+0000"_ba << QByteArray();
    QTest::newRow("changefreq kept as written") << loc << QString() << u"sometimes"_s
                                                << QString() << utf8 << QByteArray()
                                                << QByteArray();
    QTest::newRow("priority kept as written") << loc << QString() << QString() << u"high"_s
                                              << utf8 << QByteArray() << "high"_ba;
    QTest::newRow("no location") << QString() << u"2024-01-01"_s << QString() << QString()
                                 << QByteArray() << "2024-01-01"_ba << QByteArray();
}

// An entry with nothing but the four fields is written by a path of its own, and measured
// without being written: both must give what the general path gives, byte for byte, pretty
// and compact, in a urlset and in an index.
void TestSitemapWriter::plainEntries()
{
    QFETCH(QString, loc);
    QFETCH(QString, lastmod);
    QFETCH(QString, changefreq);
    QFETCH(QString, priority);
    QFETCH(QByteArray, writtenLoc);
    QFETCH(QByteArray, writtenLastmod);
    QFETCH(QByteArray, writtenPriority);

    UrlEntry entry(loc);
    if (!lastmod.isEmpty()) {
        entry.setLastmod(W3cDateTime::fromString(lastmod));
        QVERIFY(!entry.lastmod().isNull());
    }
    if (!changefreq.isEmpty())
        entry.setChangefreqText(changefreq);
    if (!priority.isEmpty())
        entry.setPriorityText(priority);

    for (const bool index : { false, true }) {
        for (const bool pretty : { true, false }) {
            Sitemap sitemap;
            sitemap.kind = index ? Sitemap::Kind::Index : Sitemap::Kind::UrlSet;
            const SitemapWriter writer(sitemap, WriteOptions { pretty });
            const QByteArray tag = index ? "sitemap" : "url";
            const QByteArray indent = pretty ? "  " : "";
            const QByteArray newline = pretty ? "\n" : "";
            QByteArray expected = indent + '<' + tag + '>' + newline;
            auto field = [&](const QByteArray &name, const QByteArray &value) {
                if (!value.isEmpty())
                    expected += indent + indent + '<' + name + '>' + value + "</" + name + '>'
                        + newline;
            };
            field("loc", writtenLoc);
            field("lastmod", writtenLastmod);
            field("changefreq", changefreq.toUtf8());
            field("priority", writtenPriority);
            expected += indent + "</" + tag + '>' + newline;

            QByteArray out = "before";
            writer.appendEntry(out, entry);
            QCOMPARE(out, "before" + expected);
            QByteArray scratch = "left over";
            QCOMPARE(writer.entryBytes(entry, scratch), expected.size());
        }
    }
}

void TestSitemapWriter::index()
{
    Sitemap sitemap;
    sitemap.kind = Sitemap::Kind::Index;
    UrlEntry first(u"https://example.com/sitemap-1.xml.gz"_s);
    first.setLastmod(W3cDateTime::fromString(u"2024-01-01T10:00:00+00:00"));
    sitemap.entries.append(first);
    sitemap.entries.append(UrlEntry(u"https://example.com/sitemap-2.xml?a=1&b=2"_s));

    const QByteArray out = write(sitemap);
    const QByteArray expected
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
          "  <sitemap>\n"
          "    <loc>https://example.com/sitemap-1.xml.gz</loc>\n"
          "    <lastmod>2024-01-01T10:00:00+00:00</lastmod>\n"
          "  </sitemap>\n"
          "  <sitemap>\n"
          "    <loc>https://example.com/sitemap-2.xml?a=1&amp;b=2</loc>\n"
          "  </sitemap>\n"
          "</sitemapindex>\n"_ba;
    QCOMPARE(out, expected);
    QVERIFY(!out.contains("<url"));

    const QByteArray compact = write(sitemap, false);
    QVERIFY2(compact.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                              "<sitemap><loc>https://example.com/sitemap-1.xml.gz</loc>"),
             compact.constData());

    const Workspace back = read(out);
    QCOMPARE(back.sitemaps.size(), 1);
    QCOMPARE(back.root().kind, Sitemap::Kind::Index);
    QCOMPARE(back.root().entries, sitemap.entries);
}

void TestSitemapWriter::stylesheet()
{
    const QByteArray xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/</loc></url>
</urlset>
)"_ba;
    const Workspace workspace = read(xml);
    QCOMPARE(workspace.sitemaps.size(), 1);
    QCOMPARE(workspace.root().prolog.size(), 1);
    const QByteArray out = write(workspace.root());
    QVERIFY2(out.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<?xml-stylesheet type=\"text/xsl\" href=\"/sitemap.xsl\"?>\n"
                            "<urlset "),
             out.constData());
    QCOMPARE(read(out).root().prolog, workspace.root().prolog);
}

void TestSitemapWriter::roundTrip_data()
{
    QTest::addColumn<bool>("pretty");
    QTest::newRow("pretty") << true;
    QTest::newRow("compact") << false;
}

// A model with every field, written and read back, gives the same entries.
void TestSitemapWriter::roundTrip()
{
    QFETCH(bool, pretty);
    const Sitemap sitemap = everyField();
    const QByteArray out = write(sitemap, pretty);

    const Workspace back = read(out);
    QCOMPARE(back.sitemaps.size(), 1);
    const Sitemap &readBack = back.root();
    QVERIFY(!readBack.failed);
    QVERIFY(!readBack.recovered);
    QCOMPARE(readBack.errorCount(), 0);
    QCOMPARE(readBack.entries.size(), sitemap.entries.size());
    for (qsizetype i = 0; i < sitemap.entries.size(); ++i) {
        const UrlEntry &a = readBack.entries.at(i);
        const UrlEntry &b = sitemap.entries.at(i);
        // Field by field first, for a readable failure.
        QCOMPARE(a.loc(), b.loc());
        QCOMPARE(a.lastmod().toString(), b.lastmod().toString());
        QCOMPARE(a.changefreqText(), b.changefreqText());
        QCOMPARE(a.priorityText(), b.priorityText());
        QCOMPARE(a.alternates(), b.alternates());
        QCOMPARE(a.images(), b.images());
        QCOMPARE(a.videos().size(), b.videos().size());
        for (qsizetype v = 0; v < b.videos().size(); ++v)
            QCOMPARE(a.videos().at(v).fields(), b.videos().at(v).fields());
        QCOMPARE(a.news(), b.news());
        QCOMPARE(a.foreignAttributes(), b.foreignAttributes());
        QCOMPARE(a.foreignElements(), b.foreignElements());
        QCOMPARE(a.childOrder(), b.childOrder());
        QVERIFY(a == b);
    }
    QCOMPARE(readBack.entries, sitemap.entries);

    // Deprecated and repeated fields came back as such.
    const Video &video = readBack.entries.first().videos().first();
    QCOMPARE(video.values(VideoField::Tag), (QStringList { u"steak"_s, u"meat"_s, u"summer"_s }));
    QCOMPARE(video.count(VideoField::Price), 2);
    QCOMPARE(video.attribute(VideoField::Price, u"currency"), u"EUR"_s);
    QCOMPARE(video.attribute(VideoField::PlayerLoc, u"autoplay"), u"ap=1"_s);
    QCOMPARE(readBack.entries.first().news().first().publicationName(), u"The Example Times"_s);
    QCOMPARE(readBack.entries.first().news().first().publicationLanguage(), u"en"_s);
    QCOMPARE(readBack.entries.first().images().first().value(ImageField::License),
             u"https://example.com/license"_s);
    QCOMPARE(readBack.entries.at(2).changefreq(), ChangeFreq::Invalid);

    // Written again, the bytes are the same.
    QCOMPARE(write(readBack, pretty), out);
}

QTEST_GUILESS_MAIN(TestSitemapWriter)
#include "tst_sitemapwriter.moc"
