// The official schemas as the oracle: sitemaps.org's sitemap.xsd and siteindex.xsd with Google's
// image, video and news extensions and XHTML for xhtml:link, through all.xsd in
// ../shared/xsd and `xmllint --schema` (libxml2). They are a test oracle only; the product
// does not ship them.
//
// For every XML sitemap and index of the real-world corpus and every generated case below:
//  - the schema-strict profile agrees with xmllint: `check --profile schema-strict` reports an
//    error of the format or schema category exactly when xmllint rejects the file, except for
//    the cases of the Exceptions table, where the two disagree on purpose (each says why, and
//    the test checks that they still disagree in the way it says);
//  - every file Sitemap Studio writes from an input that xmllint accepts validates too:
//    `convert` (pretty, and compact gzipped), `export` (compact and pretty, its index
//    included) and Save (SitemapWriter, which EditorDocument::writeSave calls, with its
//    defaults).
// Skipped when the corpus, the schemas or xmllint are absent (SITEMAP_STUDIO_REQUIRE_CORPUS=1
// makes that a failure).

#include "clirun.h"
#include "io/writing/gzip.h"
#include "io/loader.h"
#include "io/writing/sitemapwriter.h"
#include "realworld.h"
#include "model/rule.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

const QString Now = u"2026-01-01T00:00:00Z"_s;
constexpr int ProcessTimeoutMs = 120000;

// ---- building the generated cases ------------------------------------------------------

QByteArray urlset(const QByteArray &body, const QByteArray &rootExtra = {})
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
           "        xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\"\n"
           "        xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\"\n"
           "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""
        + rootExtra + ">\n" + body + "</urlset>\n";
}

QByteArray sitemapIndex(const QByteArray &body, const QByteArray &rootExtra = {})
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
        + rootExtra + ">\n" + body + "</sitemapindex>\n";
}

// A <url> of https://example.com/page with `inner` after its <loc>.
QByteArray url(const QByteArray &inner = {}, const QByteArray &loc = "https://example.com/page")
{
    return "  <url>\n    <loc>" + loc + "</loc>\n    " + inner + "\n  </url>\n";
}

QByteArray sitemapEntry(const QByteArray &inner = {},
                        const QByteArray &loc = "https://example.com/sitemap-a.xml")
{
    return "  <sitemap>\n    <loc>" + loc + "</loc>\n    " + inner + "\n  </sitemap>\n";
}

QByteArray image(const QByteArray &fields)
{
    return "<image:image>" + fields + "</image:image>";
}

const QByteArray ImageLoc = "<image:loc>https://example.com/photo.jpg</image:loc>";

// A video with every field of sitemap-video.xsd, in its order, with every attribute.
QByteArray fullVideoFields()
{
    return "<video:thumbnail_loc>https://example.com/thumbs/1.jpg</video:thumbnail_loc>\n"
           "<video:title>Grilling steaks for summer</video:title>\n"
           "<video:description>How to get perfectly done steaks every time</video:description>\n"
           "<video:content_loc>https://cdn.example.com/video1.mp4</video:content_loc>\n"
           "<video:player_loc allow_embed=\"yes\" autoplay=\"ap=1\">"
           "https://example.com/player?video=1</video:player_loc>\n"
           "<video:duration>600</video:duration>\n"
           "<video:expiration_date>2030-11-05T19:20:30+08:00</video:expiration_date>\n"
           "<video:rating>4.2</video:rating>\n"
           "<video:content_segment_loc duration=\"300\">https://cdn.example.com/part1.mp4"
           "</video:content_segment_loc>\n"
           "<video:content_segment_loc duration=\"300\">https://cdn.example.com/part2.mp4"
           "</video:content_segment_loc>\n"
           "<video:view_count>12345</video:view_count>\n"
           "<video:publication_date>2007-11-05T19:20:30+08:00</video:publication_date>\n"
           "<video:tag>steak</video:tag><video:tag>meat</video:tag>\n"
           "<video:category>Grilling</video:category>\n"
           "<video:family_friendly>yes</video:family_friendly>\n"
           "<video:restriction relationship=\"allow\">IE GB US CA</video:restriction>\n"
           "<video:gallery_loc title=\"Cooking videos\">https://example.com/gallery/1"
           "</video:gallery_loc>\n"
           "<video:price currency=\"EUR\" type=\"rent\" resolution=\"HD\">1.99</video:price>\n"
           "<video:price currency=\"USD\" type=\"RENT\" resolution=\"sd\">0.99</video:price>\n"
           "<video:requires_subscription>yes</video:requires_subscription>\n"
           "<video:uploader info=\"https://example.com/users/grilly\">Grilly</video:uploader>\n"
           "<video:tvshow><video:show_title>Grilling</video:show_title>"
           "<video:video_type>full</video:video_type>"
           "<video:episode_title>Steaks</video:episode_title>"
           "<video:season_number>1</video:season_number>"
           "<video:episode_number>2</video:episode_number>"
           "<video:premier_date>2010-11-05</video:premier_date></video:tvshow>\n"
           "<video:platform relationship=\"allow\">web tv</video:platform>\n"
           "<video:live>no</video:live>\n"
           "<video:id type=\"url\">https://example.com/ids/1</video:id>\n";
}

// A minimal valid video with `extra` fields after its required ones (and a content_loc).
QByteArray video(const QByteArray &extra = {}, const QByteArray &head = {})
{
    const QByteArray required
        = head.isEmpty() ? "<video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>"
                           "<video:title>A title</video:title>"
                           "<video:description>A description</video:description>"
                         : head;
    return "<video:video>" + required
        + "<video:content_loc>https://cdn.example.com/v.mp4</video:content_loc>" + extra
        + "</video:video>";
}

// A valid news item; `publication`, `middle` (between the publication and the date) and
// `tail` (after the title) are spliced in.
QByteArray news(const QByteArray &tail = {}, const QByteArray &middle = {},
                const QByteArray &language = "en")
{
    return "<news:news><news:publication><news:name>The Paper</news:name><news:language>"
        + language + "</news:language></news:publication>" + middle
        + "<news:publication_date>2024-05-31T12:00:00Z</news:publication_date>"
          "<news:title>Headline</news:title>"
        + tail + "</news:news>";
}

QByteArray fullNews()
{
    return news("<news:keywords>business, merger</news:keywords>"
                "<news:stock_tickers>NASDAQ:AMAT, BOM:500325</news:stock_tickers>",
                "<news:access>Subscription</news:access><news:genres>PressRelease, Blog"
                "</news:genres>");
}

QByteArray link(const QByteArray &hreflang, const QByteArray &href,
                const QByteArray &extra = {})
{
    return "<xhtml:link rel=\"alternate\" hreflang=\"" + hreflang + "\" href=\"" + href + "\""
        + extra + "/>";
}

// One generated input: what xmllint must say of it and, when it rejects it, the rule of the
// schema-strict profile that reports why.
struct Case
{
    const char *name;
    QByteArray xml;
    bool valid;
    QLatin1StringView rule; // empty for a valid case
    // Further files written beside it (an index's children), name and content.
    QList<std::pair<QString, QByteArray>> beside = {};
};

// A case where the schema-strict profile and the schemas disagree on purpose.
struct Exception
{
    const char *name;
    QByteArray xml;
    bool xmllintRejects;
    bool checkerRejects;
    const char *reason;
};

QList<Case> generatedCases()
{
    const QByteArray every = url("<lastmod>2024-01-08T10:00:00+01:00</lastmod>"
                                 "<changefreq>weekly</changefreq><priority>0.8</priority>\n"
                                 + link("en", "https://example.com/page")
                                 + link("de", "https://example.com/de/page")
                                 + link("x-default", "https://example.com/page") + "\n"
                                 + image(ImageLoc
                                         + "<image:caption>A caption</image:caption>"
                                           "<image:geo_location>Limerick, Ireland"
                                           "</image:geo_location><image:title>A title"
                                           "</image:title><image:license>"
                                           "https://example.com/license</image:license>")
                                 + image("<image:loc>https://example.com/second.png"
                                         "</image:loc>")
                                 + "\n<video:video>\n" + fullVideoFields() + "</video:video>\n"
                                 + fullNews())
        + url("<lastmod>2024-01-08</lastmod>"
              + link("en", "https://example.com/page") + link("de", "https://example.com/de/page")
              + link("x-default", "https://example.com/page"),
              "https://example.com/de/page");
    const QByteArray child = urlset(url("<lastmod>2024-01-01</lastmod>"));
    const QByteArray validIndex
        = sitemapIndex(sitemapEntry("<lastmod>2024-01-08T10:00:00Z</lastmod>")
                       + sitemapEntry("<lastmod>2024-01-09</lastmod>",
                                      "https://example.com/sitemap-b.xml"));
    const QList<std::pair<QString, QByteArray>> children
        = { { u"sitemap-a.xml"_s, child },
            { u"sitemap-b.xml"_s, urlset(url({}, "https://example.com/other")) } };
    const QLatin1StringView none;
    using namespace RuleId;

    QList<Case> cases = {
        // Valid: every extension and every spelling the schemas take.
        { "valid: every extension, every video field", urlset(every), true, none },
        { "valid: dates of every xsd form",
          urlset(url("<lastmod>2024-01-08</lastmod>")
                 + url("<lastmod>2024-01-08T10:00:00Z</lastmod>", "https://example.com/b")
                 + url("<lastmod>2024-01-08T10:00:00.123+01:00</lastmod>", "https://example.com/c")
                 + url("<lastmod>2024-01-08T10:00:00</lastmod>", "https://example.com/d")
                 + url("<lastmod>2024-01-08-05:00</lastmod>", "https://example.com/e")),
          true, none },
        { "valid: priority spellings",
          urlset(url("<priority>1.</priority>") + url("<priority>.5</priority>", "https://example.com/b")
                 + url("<priority>+0.50</priority>", "https://example.com/c")
                 + url("<priority>1</priority>", "https://example.com/d")),
          true, none },
        { "valid: loc of exactly 12 characters", urlset(url({}, "http://ab.co")), true, none },
        { "valid: xsi:schemaLocation and comments between the elements",
          urlset("  <url><!-- first --><loc>https://example.com/page</loc><!-- then -->"
                 "<lastmod>2024-01-01</lastmod><!-- last --><priority>0.5</priority></url>\n",
                 " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
                 "        xsi:schemaLocation=\"http://www.sitemaps.org/schemas/sitemap/0.9 "
                 "http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd\""),
          true, none },
        { "valid: video with player_loc only, deny lists",
          urlset(url("<video:video><video:thumbnail_loc>https://example.com/t.jpg"
                     "</video:thumbnail_loc><video:title>T</video:title><video:description>D"
                     "</video:description><video:player_loc>https://example.com/player"
                     "</video:player_loc><video:restriction relationship=\"deny\">CN"
                     "</video:restriction><video:platform relationship=\"deny\">mobile"
                     "</video:platform></video:video>")),
          true, none },
        { "valid: hreflang with script and region",
          urlset(url(link("zh-Hant-TW", "https://example.com/page") + link("x-default", "https://example.com/page"))),
          true, none },
        { "valid: xhtml:link declaring its own namespace",
          urlset(url("<xhtml:link xmlns:xhtml=\"http://www.w3.org/1999/xhtml\" rel=\"alternate\" "
                     "hreflang=\"en\" href=\"https://example.com/page\"/>")),
          true, none },
        { "valid: index with lastmod, children beside it", validIndex, true, none, children },
        { "valid: image:image inside a <sitemap> of an index",
          sitemapIndex(sitemapEntry(image(ImageLoc)),
                       " xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\""),
          true, none },

        // Index mistakes.
        { "index: priority in <sitemap>", sitemapIndex(sitemapEntry("<priority>0.5</priority>")),
          false, SchemaContent },
        { "index: changefreq in <sitemap>",
          sitemapIndex(sitemapEntry("<lastmod>2024-01-01</lastmod><changefreq>daily</changefreq>")),
          false, SchemaContent },
        { "index: a <url> among the sitemaps",
          sitemapIndex(sitemapEntry() + "  <url><loc>https://example.com/page</loc></url>\n"),
          false, WrongChildElement },
        { "index: <sitemap> without loc",
          sitemapIndex("  <sitemap><lastmod>2024-01-01</lastmod></sitemap>\n"), false, MissingTag },
        { "index: lastmod year and month", sitemapIndex(sitemapEntry("<lastmod>2024-01</lastmod>")),
          false, SchemaDate },
        { "index: lastmod hh:mm", sitemapIndex(sitemapEntry("<lastmod>2024-01-08T10:00+01:00</lastmod>")),
          false, SchemaDate },
        { "index: lastmod with a space", sitemapIndex(sitemapEntry("<lastmod>2024-01-08 10:00:00</lastmod>")),
          false, SchemaDate },
        { "index: lastmod dd/mm/yyyy", sitemapIndex(sitemapEntry("<lastmod>08/01/2024</lastmod>")),
          false, SchemaDate },
        { "index: lastmod 29 February 2023", sitemapIndex(sitemapEntry("<lastmod>2023-02-29</lastmod>")),
          false, SchemaDate },
        { "index: loc of 11 characters", sitemapIndex(sitemapEntry({}, "http://a.co")), false,
          SchemaLocTooShort },
        { "index: lastmod before loc",
          sitemapIndex("  <sitemap><lastmod>2024-01-01</lastmod><loc>https://example.com/s.xml"
                       "</loc></sitemap>\n"),
          false, SchemaElementOrder },
        { "index: element of an unknown namespace in <sitemap>",
          sitemapIndex(sitemapEntry("<m:extra xmlns:m=\"urn:example:mine\">x</m:extra>")), false,
          SchemaContent },
        { "index: unknown element of the sitemap namespace under the root",
          sitemapIndex("  <foo>bar</foo>\n" + sitemapEntry()), false, SchemaContent },
        { "index: no sitemap at all", sitemapIndex({}), false, SchemaMissingElement },
        { "index: attribute on <sitemap>",
          sitemapIndex("  <sitemap id=\"a\"><loc>https://example.com/s.xml</loc></sitemap>\n"),
          false, SchemaAttribute },

        // Urlset mistakes.
        { "urlset: priority 1.5", urlset(url("<priority>1.5</priority>")), false, SchemaValue },
        { "urlset: priority 1e-1", urlset(url("<priority>1e-1</priority>")), false, SchemaValue },
        { "urlset: priority 1.00000000000000001",
          urlset(url("<priority>1.00000000000000001</priority>")), false, SchemaValue },
        { "urlset: changefreq Daily", urlset(url("<changefreq>Daily</changefreq>")), false,
          SchemaValue },
        { "urlset: priority before lastmod",
          urlset(url("<priority>0.5</priority><lastmod>2024-01-01</lastmod>")), false,
          SchemaElementOrder },
        { "urlset: lastmod after an image",
          urlset(url(image(ImageLoc) + "<lastmod>2024-01-01</lastmod>")), false,
          SchemaElementOrder },
        { "urlset: lastmod hh:mm", urlset(url("<lastmod>2024-01-08T10:00Z</lastmod>")), false,
          SchemaDate },
        { "urlset: lastmod offset without colon",
          urlset(url("<lastmod>2024-01-08T10:00:00+0100</lastmod>")), false, SchemaDate },
        { "urlset: no url at all", urlset({}), false, SchemaMissingElement },
        { "urlset: loc with a broken percent escape", urlset(url({}, "https://example.com/%zz")),
          false, SchemaValue },
        { "urlset: loc of 2,049 characters",
          urlset(url({}, "https://example.com/" + QByteArray(2049 - 20, 'a'))), false,
          SchemaValue },
        { "urlset: Google mobile extension",
          urlset(url("<mobile:mobile/>"),
                 " xmlns:mobile=\"http://www.google.com/schemas/sitemap-mobile/1.0\""),
          false, SchemaContent },
        { "urlset: element in no namespace in <url>", urlset(url("<foo xmlns=\"\">x</foo>")),
          false, SchemaContent },
        { "urlset: unknown element after the last url",
          urlset(url() + "  <m:x xmlns:m=\"urn:example:mine\"/>\n"), false, SchemaContent },
        { "urlset: attribute on the root", urlset(url(), " generator=\"cms\""), false,
          SchemaAttribute },
        { "urlset: attribute on <url>",
          urlset("  <url priority=\"high\"><loc>https://example.com/page</loc></url>\n"), false,
          SchemaAttribute },
        { "urlset: attribute on <loc>",
          urlset("  <url><loc type=\"page\">https://example.com/page</loc></url>\n"), false,
          SchemaAttribute },
        { "urlset: two locs",
          urlset("  <url><loc>https://example.com/a</loc><loc>https://example.com/b</loc>"
                 "</url>\n"),
          false, TooManyTags },
        { "image: caption before loc",
          urlset(url(image("<image:caption>c</image:caption>" + ImageLoc))), false,
          SchemaElementOrder },
        { "image: geo_location after title",
          urlset(url(image(ImageLoc + "<image:title>t</image:title><image:geo_location>g"
                                      "</image:geo_location>"))),
          false, SchemaElementOrder },
        { "image: attribute on image:image",
          urlset(url("<image:image id=\"1\">" + ImageLoc + "</image:image>")), false,
          SchemaAttribute },
        { "image: unknown child", urlset(url(image(ImageLoc + "<image:width>10</image:width>"))),
          false, SchemaContent },
        { "image: no loc", urlset(url(image("<image:title>t</image:title>"))), false, MissingTag },
        { "image: loc with two fragments",
          urlset(url(image("<image:loc>https://example.com/a#b#c</image:loc>"))), false,
          SchemaValue },
        { "video: description before title",
          urlset(url(video({}, "<video:thumbnail_loc>https://example.com/t.jpg"
                               "</video:thumbnail_loc><video:description>D</video:description>"
                               "<video:title>T</video:title>"))),
          false, SchemaElementOrder },
        { "video: tag after category",
          urlset(url(video("<video:category>c</video:category><video:tag>t</video:tag>"))), false,
          SchemaElementOrder },
        { "video: duration -5", urlset(url(video("<video:duration>-5</video:duration>"))), false,
          SchemaValue },
        { "video: duration 28801", urlset(url(video("<video:duration>28801</video:duration>"))),
          false, SchemaValue },
        { "video: rating 5.5", urlset(url(video("<video:rating>5.5</video:rating>"))), false,
          SchemaValue },
        { "video: title of 101 characters",
          urlset(url(video({}, "<video:thumbnail_loc>https://example.com/t.jpg"
                               "</video:thumbnail_loc><video:title>"
                               + QByteArray(101, 't')
                               + "</video:title><video:description>D</video:description>"))),
          false, SchemaValue },
        { "video: family_friendly true",
          urlset(url(video("<video:family_friendly>true</video:family_friendly>"))), false,
          SchemaValue },
        { "video: restriction in lower case",
          urlset(url(video("<video:restriction relationship=\"allow\">us</video:restriction>"))),
          false, SchemaValue },
        { "video: platform desktop",
          urlset(url(video("<video:platform relationship=\"allow\">desktop</video:platform>"))),
          false, SchemaValue },
        { "video: restriction without relationship",
          urlset(url(video("<video:restriction>US</video:restriction>"))), false,
          MissingAttribute },
        { "video: price currency with a non-ASCII letter",
          urlset(url(video("<video:price currency=\"\xc3\x84UR\">1</video:price>"))), false,
          SchemaAttribute },
        { "video: price type own",
          urlset(url(video("<video:price currency=\"EUR\" type=\"own\">1</video:price>"))), false,
          SchemaAttribute },
        { "video: id without type", urlset(url(video("<video:id>x</video:id>"))), false,
          SchemaAttribute },
        { "video: unknown attribute on player_loc",
          urlset(url(video("<video:player_loc foo=\"1\">https://example.com/p</video:player_loc>"))),
          false, SchemaAttribute },
        { "video: unknown element", urlset(url(video("<video:bogus>x</video:bogus>"))), false,
          SchemaContent },
        { "video: 33 tags", urlset(url(video(QByteArray("<video:tag>t</video:tag>").repeated(33)))),
          false, SchemaContent },
        { "video: tvshow without video_type",
          urlset(url(video("<video:tvshow><video:show_title>S</video:show_title></video:tvshow>"))),
          false, SchemaMissingElement },
        { "video: tvshow season 0",
          urlset(url(video("<video:tvshow><video:show_title>S</video:show_title><video:video_type>"
                           "clip</video:video_type><video:season_number>0</video:season_number>"
                           "</video:tvshow>"))),
          false, SchemaValue },
        { "video: no title", urlset(url(video({}, "<video:thumbnail_loc>https://example.com/t.jpg"
                                                  "</video:thumbnail_loc><video:description>D"
                                                  "</video:description>"))),
          false, MissingTag },
        { "video: publication_date of a year", urlset(url(video("<video:publication_date>2024"
                                                                "</video:publication_date>"))),
          false, SchemaDate },
        { "news: language en-US", urlset(url(news({}, {}, "en-US"))), false, SchemaValue },
        { "news: geo_locations", urlset(url(news("<news:geo_locations>Berlin</news:geo_locations>"))),
          false, SchemaContent },
        { "news: genres in lower case", urlset(url(news({}, "<news:genres>blog</news:genres>"))),
          false, SchemaValue },
        { "news: access after the date",
          urlset(url(news("<news:access>Subscription</news:access>"))), false,
          SchemaElementOrder },
        { "news: stock tickers with an underscore",
          urlset(url(news("<news:stock_tickers>NAS_DAQ:A</news:stock_tickers>"))), false,
          SchemaValue },
        { "news: no title",
          urlset(url("<news:news><news:publication><news:name>P</news:name><news:language>en"
                     "</news:language></news:publication><news:publication_date>2024-05-31"
                     "</news:publication_date></news:news>")),
          false, MissingTag },
        { "xhtml:link hreflang en_US",
          urlset(url(link("en_US", "https://example.com/page"))), false, SchemaAttribute },
        { "xhtml:link empty hreflang", urlset(url(link({}, "https://example.com/page"))), false,
          SchemaAttribute },
        { "xhtml:link unknown attribute",
          urlset(url(link("en", "https://example.com/page", " foo=\"1\""))), false,
          SchemaAttribute },
        { "xhtml:link dir up", urlset(url(link("en", "https://example.com/page", " dir=\"up\""))),
          false, SchemaAttribute },
        { "xhtml:link with text",
          urlset(url("<xhtml:link rel=\"alternate\" hreflang=\"en\" "
                     "href=\"https://example.com/page\">text</xhtml:link>")),
          false, SchemaContent },
    };
    return cases;
}

const QList<Exception> &exceptions()
{
    static const QList<Exception> table = {
        { "video without content_loc or player_loc",
          urlset(url("<video:video><video:thumbnail_loc>https://example.com/t.jpg"
                     "</video:thumbnail_loc><video:title>T</video:title><video:description>D"
                     "</video:description></video:video>")),
          false, true,
          "sitemap-video.xsd makes both optional, as an xsd:sequence cannot say 'one of them'; "
          "Google requires content_loc or player_loc, so SM106 (format) reports the video" },
        { "video:price type=\"purchase\"",
          urlset(url(video("<video:price currency=\"EUR\" type=\"purchase\">1</video:price>"))),
          false, true,
          "the 2010 schema spells the option purchase; Google's documentation takes rent or "
          "own, so SM109 (format) reports purchase (and SM806 reports own, which the schema "
          "refuses)" },
        { "video:uploader info as a relative URL",
          urlset(url(video("<video:uploader info=\"/users/grilly\">Grilly</video:uploader>"))),
          false, true,
          "xsd:anyURI takes relative references; Google wants the absolute URL of the "
          "uploader's page, so SM109 (format) reports it" },
        { "empty image:loc",
          urlset(url(image("<image:loc></image:loc>"))), false, true,
          "xsd:anyURI takes the empty string; an image without a location is of no use, so "
          "SM106 (format) reports the empty <image:loc>" },
        { "changefreq with spaces around it",
          urlset(url("<changefreq> daily </changefreq>")), true, false,
          "the schema's enumeration is an xsd:string that keeps whitespace; search engines trim "
          "values and so does the reader, which the checker sees (Save and export write "
          "'daily', which validates)" },
        { "empty <lastmod/>", urlset(url("<lastmod/>")), true, false,
          "xsd:date rejects the empty string; the reader takes an empty value for no value, "
          "as search engines do, and Save and export leave the element out, which validates" },
        { "text beside the elements of <url>",
          urlset("  <url><loc>https://example.com/page</loc>stray text</url>\n"), true, false,
          "<url> has element-only content; the reader keeps only the elements, so the checker "
          "does not see the text (Save and export drop it, which validates)" },
        { "an XHTML element other than link in <url>",
          urlset(url("<xhtml:meta content=\"x\"/>")), false, true,
          "the strict xsd:any of <url> accepts any element XHTML 1.0 declares; a sitemap uses "
          "xhtml:link alone and search engines ignore the rest, so SM804 reports it rather "
          "than validating all of XHTML" },
        { "image:image directly under <urlset>, before the first <url>",
          urlset("  " + image(ImageLoc) + "\n" + url()), false, true,
          "the root's strict xsd:any before the first <url> takes any declared element; an "
          "image belongs to a page, so SM804 reports it where search engines ignore it" },
        { "a byte that is not UTF-8", urlset(url({}, "https://example.com/caf\xe9")), true,
          false,
          "xmllint refuses the file as not well-formed; the reader decodes it with U+FFFD and "
          "reports SM202, an error of the encoding category, not of the format" },
    };
    return table;
}

// ---- running the tools -----------------------------------------------------------------

struct Run
{
    int exitCode = -1; // -1 timed out or did not start, -2 crashed
    QByteArray out;
    QByteArray err;
};

Run runProcess(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    Run run;
    if (!process.waitForStarted(ProcessTimeoutMs))
        return run;
    if (!process.waitForFinished(ProcessTimeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString xmllintPath()
{
    return QStandardPaths::findExecutable(u"xmllint"_s);
}

// xmllint's verdict: 0 valid, 1 not well-formed, 3 not valid; anything else is a failure of
// the oracle itself (the schema did not load, the file could not be read).
struct Oracle
{
    bool ok = false; // xmllint gave a verdict
    bool valid = false;
    QString errors; // its first lines, for messages
};

Oracle xmllint(const QString &path)
{
    const Run run = runProcess(
        xmllintPath(),
        { u"--noout"_s, u"--nonet"_s, u"--schema"_s, TestPaths::xsdDir() + u"/all.xsd"_s, path });
    Oracle oracle;
    QStringList lines;
    for (const QByteArray &line : run.err.split('\n'))
        if (!line.isEmpty() && !line.contains("Skipping import") && !line.contains("validates")
            && lines.size() < 4)
            lines.append(QString::fromUtf8(line.left(300)));
    oracle.errors = lines.join(u"\n    "_s);
    oracle.ok = run.exitCode == 0 || run.exitCode == 1 || run.exitCode == 3;
    oracle.valid = run.exitCode == 0;
    if (!oracle.ok)
        oracle.errors = u"xmllint exit %1: %2"_s.arg(run.exitCode).arg(oracle.errors);
    return oracle;
}

bool isFormatOrSchemaError(const QString &ruleId, const QString &severity)
{
    const QByteArray id = ruleId.toLatin1();
    const Rule *rule = RuleCatalogue::find(QLatin1StringView(id));
    return rule && severity == u"error"
        && (rule->category == RuleCategory::Format || rule->category == RuleCategory::Schema);
}

// What `check --profile schema-strict` says of a file: the format and schema errors it
// reports. An input the CLI cannot read at all (exit 2) is judged by the findings of the
// reading, which the CLI prints as errors.
struct Verdict
{
    bool ok = false;
    QStringList errorRules; // format and schema errors, sorted, once each
    QString findings; // every finding, for messages
    bool rejects() const { return !errorRules.isEmpty(); }
};

Verdict schemaStrict(const QString &path)
{
    Verdict verdict;
    const CliRun run = runCli({ u"check"_s, u"--profile"_s, u"schema-strict"_s, u"--no-children"_s,
                                u"--format"_s, u"json"_s, u"--now"_s, Now, path });
    QStringList all;
    auto note = [&](const QString &rule, const QString &severity, const QString &message) {
        all.append(u"%1 %2: %3"_s.arg(rule, severity, message.left(160)));
        if (isFormatOrSchemaError(rule, severity) && !verdict.errorRules.contains(rule))
            verdict.errorRules.append(rule);
    };
    if (run.exitCode == 2) {
        LoadOptions options;
        options.loadChildren = false;
        const Workspace workspace = Loader::open(path, options);
        for (const Finding &f : workspace.root().findings)
            note(QString(f.ruleId), severityName(f.severity), f.message);
        verdict.ok = workspace.root().failed;
    } else if (run.exitCode == 0 || run.exitCode == 1) {
        const QJsonArray findings
            = QJsonDocument::fromJson(run.out).object().value(u"findings"_s).toArray();
        for (const QJsonValue &v : findings) {
            const QJsonObject f = v.toObject();
            note(f.value(u"rule"_s).toString(), f.value(u"severity"_s).toString(),
                 f.value(u"message"_s).toString());
        }
        verdict.ok = true;
    }
    if (!verdict.ok)
        all.prepend(u"check exit %1: %2"_s.arg(run.exitCode).arg(QString::fromUtf8(run.err)));
    verdict.errorRules.sort();
    verdict.findings = all.join(u"\n    "_s);
    return verdict;
}

QString describe(const Oracle &oracle, const Verdict &verdict)
{
    return u"\n  xmllint: %1\n    %2\n  schema-strict errors: [%3]\n    %4"_s.arg(
        oracle.valid ? u"valid"_s : u"rejects"_s, oracle.errors, verdict.errorRules.join(u", "),
        verdict.findings);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QString slug(const QString &name)
{
    QString s = name.toLower();
    s.replace(QRegularExpression(u"[^a-z0-9]+"_s), u"-"_s);
    return s.left(60);
}

// The corpus files that are XML sitemaps or indexes (or claim to be), as tst_realworld_cli
// selects them.
bool isSitemapCategory(const RealWorld::ManifestRow &row)
{
    return row.category.contains(u"urlset") || row.category.contains(u"sitemapindex")
        || row.category == u"malformed-gzip" || row.category == u"malformed-not-sitemap";
}

} // namespace

class TestRealWorldSchema : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void schemaStrictAgreesWithXmllint_data();
    void schemaStrictAgreesWithXmllint();
    void writtenFilesValidate_data();
    void writtenFilesValidate();

private:
    // The inputs: the corpus's sitemaps and the generated cases, written to m_dir.
    void addInputs();

    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_paths; // the generated files, in the tables' order
    QHash<QString, Case> m_cases; // by file path
    QHash<QString, Exception> m_exceptions; // by file path
};

void TestRealWorldSchema::initTestCase()
{
    SITEMAP_STUDIO_REQUIRE_XSD();
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    SITEMAP_STUDIO_REQUIRE_COLLECTION(
        !xmllintPath().isEmpty(),
        u"xmllint is not on PATH (install libxml2-utils; ./dev.sh does)"_s);
    QVERIFY2(QFile::exists(QStringLiteral(SITEMAP_STUDIO_CLI)), SITEMAP_STUDIO_CLI);
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    // The oracle works: the schemas' own examples come out as their README says.
    QVERIFY(xmllint(TestPaths::xsdDir() + u"/valid-urlset.xml"_s).valid);
    QVERIFY(xmllint(TestPaths::xsdDir() + u"/valid-index.xml"_s).valid);
    const Oracle invalid = xmllint(TestPaths::xsdDir() + u"/invalid-urlset.xml"_s);
    QVERIFY2(invalid.ok && !invalid.valid, qPrintable(invalid.errors));

    QSet<QString> names;
    for (const Case &c : generatedCases()) {
        const QString name = QString::fromUtf8(c.name);
        QVERIFY2(!names.contains(name), c.name);
        names.insert(name);
        const QString folder = m_dir->filePath(slug(name));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + u"/sitemap.xml"_s;
        QVERIFY(writeFile(path, c.xml));
        for (const auto &[file, bytes] : c.beside)
            QVERIFY(writeFile(folder + u'/' + file, bytes));
        m_cases.insert(path, c);
        m_paths.append(path);
    }
    for (const Exception &e : exceptions()) {
        const QString name = QString::fromUtf8(e.name);
        QVERIFY2(!names.contains(name), e.name);
        names.insert(name);
        QVERIFY2(e.xmllintRejects != e.checkerRejects, e.name);
        QVERIFY2(qstrlen(e.reason) > 40, e.name);
        const QString folder = m_dir->filePath(u"exception-"_s + slug(name));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + u"/sitemap.xml"_s;
        QVERIFY(writeFile(path, e.xml));
        m_exceptions.insert(path, e);
        m_paths.append(path);
    }
}

void TestRealWorldSchema::addInputs()
{
    QTest::addColumn<QString>("path");
    int corpusFiles = 0;
    for (const RealWorld::ManifestRow &row : RealWorld::manifest()) {
        if (!isSitemapCategory(row))
            continue;
        QTest::newRow(qPrintable(u"corpus: "_s + row.file)) << TestPaths::corpusFile(row.file);
        ++corpusFiles;
    }
    QVERIFY2(corpusFiles >= 40, "the corpus's MANIFEST.tsv lists few sitemaps");
    for (const QString &path : std::as_const(m_paths)) {
        const bool generated = m_cases.contains(path);
        const QString name = QString::fromUtf8(generated ? m_cases.value(path).name
                                                         : m_exceptions.value(path).name);
        QTest::newRow(qPrintable((generated ? u"generated: "_s : u"exception: "_s) + name))
            << path;
    }
}

void TestRealWorldSchema::schemaStrictAgreesWithXmllint_data()
{
    addInputs();
}

void TestRealWorldSchema::schemaStrictAgreesWithXmllint()
{
    QFETCH(QString, path);
    const Oracle oracle = xmllint(path);
    QVERIFY2(oracle.ok, qPrintable(oracle.errors));
    const Verdict verdict = schemaStrict(path);
    QVERIFY2(verdict.ok, qPrintable(verdict.findings));
    const QString details = describe(oracle, verdict);

    if (m_exceptions.contains(path)) {
        // A disagreement on purpose: both sides still say what the table says.
        const Exception e = m_exceptions.value(path);
        QVERIFY2(oracle.valid == !e.xmllintRejects,
                 qPrintable(u"xmllint changed its mind"_s + details));
        QVERIFY2(verdict.rejects() == e.checkerRejects,
                 qPrintable(u"schema-strict changed its mind (%1)"_s.arg(QString::fromUtf8(e.reason))
                            + details));
        return;
    }
    if (m_cases.contains(path)) {
        // The generated input is what its name says, for the schemas...
        const Case c = m_cases.value(path);
        QVERIFY2(oracle.valid == c.valid, qPrintable(u"the case is not what it says"_s + details));
        // ... and the rule meant to catch it is among the errors.
        if (!c.rule.isEmpty())
            QVERIFY2(verdict.errorRules.contains(QString(c.rule)),
                     qPrintable(QString(c.rule) + u" not reported"_s + details));
    }
    QVERIFY2(verdict.rejects() == !oracle.valid,
             qPrintable((oracle.valid ? u"schema-strict rejects a valid file"_s
                                      : u"schema-strict accepts a file the schemas reject"_s)
                        + details));
}

void TestRealWorldSchema::writtenFilesValidate_data()
{
    addInputs();
}

// From every input the schemas accept, each file Sitemap Studio writes is accepted too.
void TestRealWorldSchema::writtenFilesValidate()
{
    QFETCH(QString, path);
    const Oracle input = xmllint(path);
    QVERIFY2(input.ok, qPrintable(input.errors));
    if (!input.valid)
        return; // nothing is promised for an input the schemas reject
    QTemporaryDir out;
    QVERIFY(out.isValid());
    QStringList written;
    auto validate = [&](const QString &file, const QString &how) {
        const Oracle oracle = xmllint(file);
        QVERIFY2(oracle.ok && oracle.valid,
                 qPrintable(u"%1 wrote %2, which the schemas reject:\n    %3"_s.arg(how, file,
                                                                                  oracle.errors)));
        written.append(file);
    };

    // convert, pretty and compact gzipped.
    const QString converted = out.filePath(u"converted.xml"_s);
    CliRun run = runCli({ u"convert"_s, path, converted });
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
    validate(converted, u"convert"_s);
    const QString compact = out.filePath(u"converted.xml.gz"_s);
    run = runCli({ u"convert"_s, u"--compact"_s, path, compact });
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
    validate(compact, u"convert --compact"_s);

    // Save: what EditorDocument::writeSave writes, SitemapWriter with its defaults.
    LoadOptions options;
    options.loadChildren = false;
    const Workspace opened = Loader::open(path, options);
    QVERIFY(!opened.root().failed);
    const QByteArray xml = SitemapWriter(opened.root()).write();
    const QString saved = out.filePath(u"saved.xml"_s);
    QVERIFY(writeFile(saved, xml));
    validate(saved, u"Save (SitemapWriter)"_s);
    const QString savedGz = out.filePath(u"saved.xml.gz"_s); // Save to a .gz name
    QVERIFY(writeFile(savedGz, gzipCompress(xml)));
    validate(savedGz, u"Save (SitemapWriter, gzipCompress)"_s);

    // export, compact and pretty, with the host of the first URL as the base URL. An index
    // exports its children's URLs: only when they are beside it.
    const Workspace workspace = Loader::open(path);
    QString base;
    qsizetype urls = 0;
    for (const Sitemap &sitemap : workspace.sitemaps) {
        if (sitemap.isIndex())
            continue;
        for (const UrlEntry &entry : sitemap.entries) {
            const QUrl u(entry.loc());
            if (!u.isValid() || (u.scheme() != u"http" && u.scheme() != u"https") || u.host().isEmpty())
                continue;
            ++urls;
            if (base.isEmpty())
                base = u.scheme() + u"://"_s + u.authority() + u'/';
        }
    }
    if (urls > 0) {
        const QList<QStringList> modes = {
            {},
            { u"--pretty"_s },
            { u"--separate"_s, u"news,videos,images"_s, u"--gzip"_s },
        };
        for (qsizetype m = 0; m < modes.size(); ++m) {
            const QString how = (u"export "_s + modes.at(m).join(u' ')).trimmed();
            const QString dir = out.filePath(u"export-%1"_s.arg(m));
            run = runCli(QStringList { u"export"_s, u"--out"_s, dir, u"--base-url"_s, base }
                         + modes.at(m) + QStringList { path });
            QVERIFY2(run.exitCode == 0 || run.exitCode == 1,
                     qPrintable(u"%1 exit %2: %3"_s.arg(how).arg(run.exitCode).arg(
                         QString::fromUtf8(run.err))));
            const QStringList files
                = QDir(dir).entryList({ u"*.xml"_s, u"*.xml.gz"_s }, QDir::Files);
            QVERIFY2(files.size() >= 2, qPrintable(files.join(u", "))); // sitemaps and the index
            for (const QString &file : files)
                validate(QDir(dir).filePath(file), how);
        }
    } else {
        // Nothing to export (an index whose children are not beside it): the index itself
        // went through convert and Save above.
        QVERIFY(workspace.root().isIndex());
    }
    QVERIFY(written.size() >= 3);
}

QTEST_GUILESS_MAIN(TestRealWorldSchema)
#include "tst_realworld_schema.moc"
