// The rule catalogue, rule by rule: for every rule an input that must trigger it and a near
// miss that must not. Each row is a small sitemap read through Loader::openBytes and checked
// with a fixed "now", so that the date rules are reproducible. everyRuleIsCovered() fails when
// a rule of the catalogue has no row of either kind.

#include "io/loader.h"
#include "io/readers/robotstxt.h"
#include "io/writing/sitemapwriter.h"
#include "rules/checker.h"
#include "rules/fixes.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Studio::CheckProfile)

namespace {

const QDateTime Now = QDateTime(QDate(2024, 6, 1), QTime(0, 0), Qt::UTC);
const QString DefaultPublish = u"https://example.com/sitemap.xml"_s;

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
           "        xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\"\n"
           "        xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\"\n"
           "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        + body + "</urlset>\n";
}

QByteArray index(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        + body + "</sitemapindex>\n";
}

QByteArray url(const QByteArray &loc, const QByteArray &inner = {})
{
    return "  <url><loc>" + loc + "</loc>" + inner + "</url>\n";
}

QByteArray lastmod(const QByteArray &value)
{
    return url("https://example.com/a", "<lastmod>" + value + "</lastmod>");
}

// A complete, valid video; `replace` swaps one element for another text (or drops it).
QByteArray video(const QByteArray &extra = {}, const QByteArray &drop = {},
                 const QByteArray &loc = "https://example.com/watch")
{
    QList<QByteArray> fields = {
        "<video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc>",
        "<video:title>A title</video:title>",
        "<video:description>A description</video:description>",
        "<video:content_loc>https://cdn.example.com/v.mp4</video:content_loc>",
    };
    QByteArray inner;
    for (const QByteArray &f : fields)
        if (drop.isEmpty() || !f.contains("<video:" + drop + ">"))
            inner += f;
    return url(loc, "<video:video>" + inner + extra + "</video:video>");
}

QByteArray news(const QByteArray &extra = {}, const QByteArray &drop = {},
                const QByteArray &date = "2024-05-31T12:00:00Z", const QByteArray &language = "en")
{
    QByteArray publication = "<news:publication>";
    if (drop != "name")
        publication += "<news:name>The Paper</news:name>";
    if (drop != "language")
        publication += "<news:language>" + language + "</news:language>";
    publication += "</news:publication>";
    QByteArray inner = drop == "publication" ? QByteArray() : publication;
    if (drop != "publication_date")
        inner += "<news:publication_date>" + date + "</news:publication_date>";
    if (drop != "title")
        inner += "<news:title>Headline</news:title>";
    return url("https://example.com/article", "<news:news>" + inner + extra + "</news:news>");
}

QByteArray alt(const QByteArray &lang, const QByteArray &href)
{
    return "<xhtml:link rel=\"alternate\" hreflang=\"" + lang + "\" href=\"" + href + "\"/>";
}

// `count` URLs with the same lastmod, the last one different when `oneDiffers`.
QByteArray sameLastmod(int count, bool oneDiffers)
{
    QByteArray body;
    for (int i = 0; i < count; ++i) {
        const QByteArray date = oneDiffers && i == count - 1 ? "2024-01-02" : "2024-01-01";
        body += url("https://example.com/p" + QByteArray::number(i),
                    "<lastmod>" + date + "</lastmod>");
    }
    return urlset(body);
}

QByteArray manyUrls(int count, const QByteArray &inner = {})
{
    QByteArray body;
    body.reserve(count * 60);
    for (int i = 0; i < count; ++i)
        body += url("https://example.com/p" + QByteArray::number(i), inner);
    return urlset(body);
}

QByteArray manySitemaps(int count)
{
    QByteArray body;
    for (int i = 0; i < count; ++i)
        body += "<sitemap><loc>https://example.com/s" + QByteArray::number(i)
            + ".xml</loc></sitemap>\n";
    return index(body);
}

QByteArray repeated(const QByteArray &text, int count)
{
    QByteArray out;
    for (int i = 0; i < count; ++i)
        out += text;
    return out;
}

QList<Finding> check(const QByteArray &bytes, CheckProfile profile, const QString &publish,
                     Workspace *workspaceOut = nullptr, const QByteArray &robots = {})
{
    LoadOptions options;
    options.loadChildren = false;
    Workspace workspace = Loader::openBytes(bytes, u"test.xml"_s, options);
    if (!robots.isEmpty())
        workspace.robots = std::make_shared<RobotsTxt>(RobotsTxt::parse(robots));
    CheckOptions checkOptions;
    checkOptions.profile = profile;
    checkOptions.now = Now;
    if (!publish.isEmpty())
        checkOptions.publishUrl = QUrl(publish);
    Checker checker(checkOptions);
    checker.checkAll(workspace);
    const QList<Finding> findings = checker.findings();
    if (workspaceOut)
        *workspaceOut = std::move(workspace);
    return findings;
}

QString describe(const QList<Finding> &findings)
{
    QString out;
    for (const Finding &f : findings)
        out += u"\n    "_s + QString(f.ruleId) + u' ' + f.toString();
    return out;
}

QSet<QString> &triggered()
{
    static QSet<QString> ids;
    return ids;
}
QSet<QString> &missed()
{
    static QSet<QString> ids;
    return ids;
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void rule_data();
    void rule();
    void urlBytesAtEveryPosition_data();
    void urlBytesAtEveryPosition();
    void inputRulesFromDisk();
    void everyRuleIsCovered();
    void catalogueIsComplete();
    void nestedIndex();
    void assumedHostTie();
    void fileSizeLimit();
    void fix_data();
    void fix();
    void duplicateFixKeepsDifferingEntries();
    void returnLinkFix();
    void fixAllConverges();
    void newsLanguageAdviceIsItsFix_data();
    void newsLanguageAdviceIsItsFix();
};

void TestRules::rule_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<CheckProfile>("profile");
    QTest::addColumn<QString>("publish");
    QTest::addColumn<QByteArray>("robots"); // the site's robots.txt, when the row needs one

    const auto se = CheckProfile::SearchEngines;
    const auto strict = CheckProfile::SchemaStrict;
    auto row = [&](const char *name, const QByteArray &input, QLatin1StringView rule, bool fires,
                   CheckProfile profile = CheckProfile::SearchEngines,
                   const QString &publish = DefaultPublish, const QByteArray &robots = {}) {
        QTest::newRow(name) << input << QString(rule) << fires << profile << publish << robots;
    };
    const QByteArray ok = urlset(url("https://example.com/a"));

    // Format
    row("parse: unclosed", urlset(url("https://example.com/a")).replace("</url>", "</ur>"),
        RuleId::ParsingError, true);
    row("parse: fine", ok, RuleId::ParsingError, false);
    row("format: html", "<html><body>moved</body></html>", RuleId::UnsupportedFormat, true);
    row("format: urlset", ok, RuleId::UnsupportedFormat, false);
    row("namespace: https", QByteArray(ok).replace("http://www.sitemaps", "https://www.sitemaps"),
        RuleId::IncorrectNamespace, true);
    row("namespace: trailing slash", QByteArray(ok).replace("sitemap/0.9\"", "sitemap/0.9/\""),
        RuleId::IncorrectNamespace, true);
    row("namespace: missing", "<urlset><url><loc>https://example.com/a</loc></url></urlset>",
        RuleId::IncorrectNamespace, true);
    row("namespace: old image 0.9",
        QByteArray(urlset(url("https://example.com/a",
                              "<image:image><image:loc>https://example.com/i.jpg</image:loc>"
                              "</image:image>")))
            .replace("sitemap-image/1.1", "sitemap-image/0.9"),
        RuleId::IncorrectNamespace, true);
    row("namespace: canonical", ok, RuleId::IncorrectNamespace, false);
    row("leading whitespace", "\n  " + ok, RuleId::LeadingWhitespace, true);
    row("leading whitespace: none", ok, RuleId::LeadingWhitespace, false);
    row("empty urlset", urlset({}), RuleId::EmptySitemap, true);
    row("empty: one url", ok, RuleId::EmptySitemap, false);
    row("missing loc", urlset("<url><lastmod>2024-01-01</lastmod></url>\n"), RuleId::MissingTag,
        true);
    row("missing video title", urlset(video({}, "title")), RuleId::MissingTag, true);
    row("missing video description", urlset(video({}, "description")), RuleId::MissingTag, true);
    row("missing video thumbnail", urlset(video({}, "thumbnail_loc")), RuleId::MissingTag, true);
    row("missing video content and player", urlset(video({}, "content_loc")), RuleId::MissingTag,
        true);
    row("missing news publication", urlset(news({}, "publication")), RuleId::MissingTag, true);
    row("missing news name", urlset(news({}, "name")), RuleId::MissingTag, true);
    row("missing news language", urlset(news({}, "language")), RuleId::MissingTag, true);
    row("missing news date", urlset(news({}, "publication_date")), RuleId::MissingTag, true);
    row("missing news title", urlset(news({}, "title")), RuleId::MissingTag, true);
    row("missing: complete video and news", urlset(video() + news()), RuleId::MissingTag, false);
    row("two loc",
        urlset("<url><loc>https://example.com/a</loc><loc>https://example.com/b</loc>"
               "</url>\n"),
        RuleId::TooManyTags, true);
    row("one loc", ok, RuleId::TooManyTags, false);
    row("restriction without relationship",
        urlset(video("<video:restriction>US</video:restriction>")), RuleId::MissingAttribute, true);
    row("platform without relationship", urlset(video("<video:platform>web</video:platform>")),
        RuleId::MissingAttribute, true);
    row("restriction with relationship",
        urlset(video("<video:restriction relationship=\"allow\">US</video:restriction>")),
        RuleId::MissingAttribute, false);
    row("relationship maybe",
        urlset(video("<video:restriction relationship=\"maybe\">US</video:restriction>")),
        RuleId::InvalidAttributeValue, true);
    row("price currency lower case", urlset(video("<video:price currency=\"eur\">1</video:price>")),
        RuleId::InvalidAttributeValue, true);
    row("relationship deny",
        urlset(video("<video:restriction relationship=\"deny\">US</video:restriction>")),
        RuleId::InvalidAttributeValue, false);
    row("sitemap inside urlset",
        urlset("<sitemap><loc>https://example.com/s.xml</loc></sitemap>\n"
               + url("https://example.com/a")),
        RuleId::WrongChildElement, true);
    row("url inside index", index("<url><loc>https://example.com/a</loc></url>\n"),
        RuleId::WrongChildElement, true);
    row("index of sitemaps", index("<sitemap><loc>https://example.com/s.xml</loc></sitemap>\n"),
        RuleId::WrongChildElement, false);
    row("unknown element", urlset(url("https://example.com/a", "<mine>x</mine>")),
        RuleId::UnknownElement, true);
    row("known elements only", ok, RuleId::UnknownElement, false);
    row("stylesheet",
        QByteArray(ok).replace("?>\n", "?>\n<?xml-stylesheet type=\"text/xsl\" href=\"s.xsl\"?>\n"),
        RuleId::Stylesheet, true);
    row("no stylesheet", ok, RuleId::Stylesheet, false);
    row("undeclared prefix",
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url>"
        "<loc>https://example.com/a</loc><image:image><image:loc>https://example.com/i.jpg"
        "</image:loc></image:image></url></urlset>",
        RuleId::UndeclaredPrefix, true);
    row("declared prefix",
        urlset(url("https://example.com/a",
                   "<image:image><image:loc>https://example.com/i.jpg</image:loc></image:image>")),
        RuleId::UndeclaredPrefix, false);
    row("incomplete file", urlset(url("https://example.com/a")).chopped(12), RuleId::IncompleteFile,
        true);
    row("complete file", ok, RuleId::IncompleteFile, false);
    row("whitespace around loc", urlset(url("\n   https://example.com/a  ")),
        RuleId::WhitespaceInValue, true);
    row("no whitespace around loc", ok, RuleId::WhitespaceInValue, false);
    row("index entry: priority",
        index("<sitemap><loc>https://example.com/s.xml</loc><priority>0.5</priority>"
              "</sitemap>\n"),
        RuleId::IndexEntryContent, true);
    row("index entry: changefreq",
        index("<sitemap><loc>https://example.com/s.xml</loc><changefreq>daily</changefreq>"
              "</sitemap>\n"),
        RuleId::IndexEntryContent, true);
    row("index entry: image",
        index("<sitemap><loc>https://example.com/s.xml</loc><image:image "
              "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"><image:loc>"
              "https://example.com/i.jpg</image:loc></image:image></sitemap>\n"),
        RuleId::IndexEntryContent, true);
    row("index entry: xhtml:link",
        index("<sitemap><loc>https://example.com/s.xml</loc><xhtml:link "
              "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\" rel=\"alternate\" hreflang=\"de\" "
              "href=\"https://example.com/de/s.xml\"/></sitemap>\n"),
        RuleId::IndexEntryContent, true);
    row("index entry: unknown element",
        index("<sitemap><loc>https://example.com/s.xml</loc>"
              "<m:extra xmlns:m=\"urn:example:mine\">x</m:extra></sitemap>\n"),
        RuleId::IndexEntryContent, true);
    row("index entry: loc, lastmod and a comment",
        index("<sitemap><loc>https://example.com/s.xml</loc><!-- weekly -->"
              "<lastmod>2024-01-01</lastmod></sitemap>\n"),
        RuleId::IndexEntryContent, false);
    row("index entry: two loc, which SM107 reports",
        index("<sitemap><loc>https://example.com/s.xml</loc><loc>https://example.com/t.xml</loc>"
              "</sitemap>\n"),
        RuleId::IndexEntryContent, false);
    row("url: priority and changefreq",
        urlset(url("https://example.com/a",
                   "<changefreq>daily</changefreq><priority>0.5</priority>")),
        RuleId::IndexEntryContent, false);

    // Encoding
    row("latin-1",
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url>"
        "<loc>https://example.com/caf\xe9</loc></url></urlset>",
        RuleId::NotUtf8, true);
    row("utf-8", ok, RuleId::NotUtf8, false);
    row("invalid utf-8", urlset(url("https://example.com/\xff\xfe")), RuleId::InvalidUtf8, true);
    row("valid utf-8", urlset(url("https://example.com/caf%C3%A9")), RuleId::InvalidUtf8, false);
    row("unescaped non-ASCII", urlset(url("https://example.com/caf\xc3\xa9")),
        RuleId::UnescapedCharacters, true);
    row("unescaped space", urlset(url("https://example.com/a b")), RuleId::UnescapedCharacters,
        true);
    row("unescaped asterisk", urlset(url("https://example.com/a*")), RuleId::UnescapedCharacters,
        true);
    row("unescaped brace", urlset(url("https://example.com/{id}")), RuleId::UnescapedCharacters,
        true);
    row("lone percent", urlset(url("https://example.com/100%")), RuleId::UnescapedCharacters, true);
    row("escaped", urlset(url("https://example.com/caf%C3%A9?q=a%20b&r=1")),
        RuleId::UnescapedCharacters, false);
    row("ipv6 host brackets", urlset(url("http://[2001:db8::1]:8080/a")),
        RuleId::UnescapedCharacters, false, se, u"http://[2001:db8::1]:8080/sitemap.xml"_s);
    row("double escaped", urlset(url("https://example.com/a?b=1&amp;amp;c=2")),
        RuleId::DoubleEscaped, true);
    row("escaped once", urlset(url("https://example.com/a?b=1&amp;c=2")), RuleId::DoubleEscaped,
        false);
    row("control character in title", urlset(video().replace("A title", "A \xc2\x85title")),
        RuleId::ControlCharacter, true);
    row("no control character", urlset(video()), RuleId::ControlCharacter, false);

    // Limits
    row("50,001 URLs", manyUrls(50001), RuleId::TooManyUrls, true);
    row("50,000 URLs", manyUrls(50000), RuleId::TooManyUrls, false);
    row("50,001 sitemaps", manySitemaps(50001), RuleId::TooManySitemaps, true);
    row("50,000 sitemaps", manySitemaps(50000), RuleId::TooManySitemaps, false);
    const QByteArray image = "<image:image><image:loc>https://example.com/i.jpg</image:loc>"
                             "</image:image>";
    row("1,001 images", urlset(url("https://example.com/a", repeated(image, 1001))),
        RuleId::TooManyImages, true);
    row("1,000 images", urlset(url("https://example.com/a", repeated(image, 1000))),
        RuleId::TooManyImages, false);
    {
        QByteArray body;
        for (int i = 0; i < 1001; ++i)
            body += QByteArray(news()).replace("/article", "/article" + QByteArray::number(i));
        row("1,001 news", urlset(body), RuleId::TooManyNews, true);
        body.chop(news().size() + 4);
        body = body.left(body.lastIndexOf("</url>\n") + 7);
        row("1,000 news", urlset(body), RuleId::TooManyNews, false);
    }
    row("2,049 characters", urlset(url("https://example.com/" + QByteArray(2049 - 20, 'a'))),
        RuleId::UrlTooLong, true);
    row("2,048 characters", urlset(url("https://example.com/" + QByteArray(2048 - 20, 'a'))),
        RuleId::UrlTooLong, false);
    row("description 2,049", urlset(video().replace("A description", QByteArray(2049, 'd'))),
        RuleId::VideoDescriptionTooLong, true);
    row("description 2,048", urlset(video().replace("A description", QByteArray(2048, 'd'))),
        RuleId::VideoDescriptionTooLong, false);
    row("33 tags", urlset(video(repeated("<video:tag>t</video:tag>", 33))),
        RuleId::TooManyVideoTags, true);
    row("32 tags", urlset(video(repeated("<video:tag>t</video:tag>", 32))),
        RuleId::TooManyVideoTags, false);
    row("duration 0", urlset(video("<video:duration>0</video:duration>")),
        RuleId::VideoDurationOutOfRange, true);
    row("duration 28,801", urlset(video("<video:duration>28801</video:duration>")),
        RuleId::VideoDurationOutOfRange, true);
    row("duration 28,800", urlset(video("<video:duration>28800</video:duration>")),
        RuleId::VideoDurationOutOfRange, false);
    row("duration 1", urlset(video("<video:duration>1</video:duration>")),
        RuleId::VideoDurationOutOfRange, false);
    row("rating 5.1", urlset(video("<video:rating>5.1</video:rating>")),
        RuleId::VideoRatingOutOfRange, true);
    row("rating -0.5", urlset(video("<video:rating>-0.5</video:rating>")),
        RuleId::VideoRatingOutOfRange, true);
    row("rating 5.0", urlset(video("<video:rating>5.0</video:rating>")),
        RuleId::VideoRatingOutOfRange, false);
    row("title 101", urlset(video().replace("A title", QByteArray(101, 't'))), RuleId::TitleTooLong,
        true);
    row("title 100", urlset(video().replace("A title", QByteArray(100, 't'))), RuleId::TitleTooLong,
        false);

    // URLs
    row("relative path", urlset(url("/page.html")), RuleId::InvalidUrl, true);
    row("relative name", urlset(url("page.html")), RuleId::InvalidUrl, true);
    row("no scheme", urlset(url("example.com/a")), RuleId::InvalidUrl, true);
    row("scheme-relative", urlset(url("//example.com/a")), RuleId::InvalidUrl, true);
    row("ftp", urlset(url("ftp://example.com/a")), RuleId::InvalidUrl, true);
    row("no host", urlset(url("https:///a")), RuleId::InvalidUrl, true);
    row("tab inside", urlset(url("https://example.com/a&#9;b")), RuleId::InvalidUrl, true);
    row("fragment", urlset(url("https://example.com/a#top")), RuleId::InvalidUrl, true);
    row("host and port without scheme", urlset(url("example.com:8080/a")), RuleId::InvalidUrl,
        true);
    row("host alone", urlset(url("example.com")), RuleId::InvalidUrl, true);
    row("space after a tab still reported", urlset(url("https://example.com/a&#9;b c")),
        RuleId::UnescapedCharacters, true);
    row("absolute with query", urlset(url("https://example.com/a?b=c&amp;d=e")), RuleId::InvalidUrl,
        false);
    row("other host", urlset(url("https://other.com/a")), RuleId::UrlNotAllowed, true);
    row("other scheme", urlset(url("http://example.com/a")), RuleId::UrlNotAllowed, true);
    row("other port", urlset(url("https://example.com:8443/a")), RuleId::UrlNotAllowed, true);
    row("outside folder", urlset(url("https://example.com/shop/a")), RuleId::UrlNotAllowed, true,
        se, u"https://example.com/blog/sitemap.xml"_s);
    row("inside folder", urlset(url("https://example.com/blog/a")), RuleId::UrlNotAllowed, false,
        se, u"https://example.com/blog/sitemap.xml"_s);
    row("same host, case and default port", urlset(url("HTTPS://Example.COM:443/a")),
        RuleId::UrlNotAllowed, false);
    row("www on plain host", urlset(url("https://www.example.com/a")), RuleId::PathMismatch, true);
    row("plain on www host", urlset(url("https://example.com/a")), RuleId::PathMismatch, true, se,
        u"https://www.example.com/sitemap.xml"_s);
    row("www on www host", urlset(url("https://www.example.com/a")), RuleId::PathMismatch, false,
        se, u"https://www.example.com/sitemap.xml"_s);
    row("www mismatch is not 'not allowed'", urlset(url("https://www.example.com/a")),
        RuleId::UrlNotAllowed, false);
    row("PHPSESSID", urlset(url("https://example.com/a?PHPSESSID=0123abcd")), RuleId::SessionId,
        true);
    row("jsessionid", urlset(url("https://example.com/a;jsessionid=0123abcd")), RuleId::SessionId,
        true);
    row("sid", urlset(url("https://example.com/a?x=1&amp;sid=99")), RuleId::SessionId, true);
    row("sidebar", urlset(url("https://example.com/a?sidebar=1")), RuleId::SessionId, false);
    row("duplicate", urlset(url("https://example.com/a") + url("https://example.com/a")),
        RuleId::DuplicateUrl, true);
    row("duplicate after case and port",
        urlset(url("https://example.com/a") + url("HTTPS://EXAMPLE.com:443/a")),
        RuleId::DuplicateUrl, true);
    row("duplicate index.html",
        urlset(url("https://example.com/") + url("https://example.com/index.html")),
        RuleId::DuplicateUrl, true);
    row("duplicate empty path", urlset(url("https://example.com") + url("https://example.com/")),
        RuleId::DuplicateUrl, true);
    row("path case differs", urlset(url("https://example.com/a") + url("https://example.com/A")),
        RuleId::DuplicateUrl, false);
    row("query differs",
        urlset(url("https://example.com/a?x=1") + url("https://example.com/a?x=2")),
        RuleId::DuplicateUrl, false);
    row("content_loc is page",
        urlset(video().replace("https://cdn.example.com/v.mp4", "https://example.com/watch")),
        RuleId::VideoUrlIsPageUrl, true);
    row("player_loc is page",
        urlset(video("<video:player_loc>https://example.com/watch/</video:player_loc>")
                   .replace("https://example.com/watch</loc>", "https://example.com/watch/</loc>")),
        RuleId::VideoUrlIsPageUrl, true);
    row("content_loc is media", urlset(video()), RuleId::VideoUrlIsPageUrl, false);
    row("content_loc is player_loc",
        urlset(video("<video:player_loc>https://cdn.example.com/v.mp4</video:player_loc>")),
        RuleId::VideoContentIsPlayer, true);
    row("content_loc and player_loc differ",
        urlset(video("<video:player_loc>https://example.com/player</video:player_loc>")),
        RuleId::VideoContentIsPlayer, false);
    row("publish location assumed", ok, RuleId::PublishLocationAssumed, true, se, QString());
    row("publish location given", ok, RuleId::PublishLocationAssumed, false);
    const QByteArray robots = "User-agent: *\nDisallow: /private/\nAllow: /private/open\n";
    row("blocked by robots.txt", urlset(url("https://example.com/private/a")),
        RuleId::BlockedByRobots, true, se, DefaultPublish, robots);
    row("blocked by robots.txt, no site known", urlset(url("https://example.com/private/a")),
        RuleId::BlockedByRobots, true, se, QString(), robots);
    row("allowed by robots.txt", urlset(url("https://example.com/public/a")),
        RuleId::BlockedByRobots, false, se, DefaultPublish, robots);
    row("allowed by a longer Allow", urlset(url("https://example.com/private/open")),
        RuleId::BlockedByRobots, false, se, DefaultPublish, robots);
    row("robots.txt of another site", urlset(url("https://other.example/private/a")),
        RuleId::BlockedByRobots, false, se, DefaultPublish, robots);
    row("Googlebot's own group", urlset(url("https://example.com/private/a")),
        RuleId::BlockedByRobots, false, se, DefaultPublish,
        "User-agent: Googlebot\nAllow: /\n\n" + robots);
    row("index entries are not tested",
        index("<sitemap><loc>https://example.com/private/s.xml"
              "</loc></sitemap>\n"),
        RuleId::BlockedByRobots, false, se, DefaultPublish, robots);
    row("no robots.txt", urlset(url("https://example.com/private/a")), RuleId::BlockedByRobots,
        false);
    row("ftp does not count toward the majority",
        urlset(url("ftp://files.example/1") + url("ftp://files.example/2")
               + url("https://example.com/a")),
        RuleId::UrlNotAllowed, false, se, QString());

    // Values
    row("month 13", urlset(lastmod("2024-13-01")), RuleId::InvalidDate, true);
    row("not a date", urlset(lastmod("yesterday")), RuleId::InvalidDate, true);
    row("date", urlset(lastmod("2024-01-08")), RuleId::InvalidDate, false);
    row("no time zone", urlset(lastmod("2024-01-08T10:00:00")), RuleId::DateWithoutTimeZone, true);
    row("Z", urlset(lastmod("2024-01-08T10:00:00Z")), RuleId::DateWithoutTimeZone, false);
    row("offset", urlset(lastmod("2024-01-08T10:00:00+01:00")), RuleId::DateWithoutTimeZone, false);
    row("offset without colon", urlset(lastmod("2024-01-08T10:00:00+0100")),
        RuleId::DateOffsetWithoutColon, true);
    row("offset with colon", urlset(lastmod("2024-01-08T10:00:00+01:00")),
        RuleId::DateOffsetWithoutColon, false);
    row("space instead of T", urlset(lastmod("2024-01-08 10:00")), RuleId::DateSpaceSeparator,
        true);
    row("T", urlset(lastmod("2024-01-08T10:00Z")), RuleId::DateSpaceSeparator, false);
    row("hh:mm accepted by search engines", urlset(lastmod("2024-01-08T10:00Z")),
        RuleId::InvalidDate, false);
    row("video date without zone",
        urlset(video("<video:publication_date>2024-01-08T10:00:00</video:publication_date>")),
        RuleId::DateWithoutTimeZone, true);
    row("lastmod in the future", urlset(lastmod("2024-06-03")), RuleId::LastmodInFuture, true);
    row("lastmod today", urlset(lastmod("2024-06-01")), RuleId::LastmodInFuture, false);
    // Before the first web page, 6 August 1991: what generators write for a date they lack.
    row("placeholder: Unix epoch", urlset(lastmod("1970-01-01T00:00:00+00:00")),
        RuleId::PlaceholderLastmod, true);
    row("placeholder: year 1", urlset(lastmod("0001-01-01")), RuleId::PlaceholderLastmod, true);
    row("placeholder: the day before the web", urlset(lastmod("1991-08-04")),
        RuleId::PlaceholderLastmod, true);
    row("placeholder: the web's first day, east of UTC",
        urlset(lastmod("1991-08-06T08:00:00+09:00")), RuleId::PlaceholderLastmod, false);
    row("placeholder: 2000-01-01 is a date pages have", urlset(lastmod("2000-01-01")),
        RuleId::PlaceholderLastmod, false);
    row("placeholder: an index entry's lastmod",
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><sitemap><loc>"
        "https://example.com/a.xml</loc><lastmod>1970-01-01</lastmod></sitemap></sitemapindex>",
        RuleId::PlaceholderLastmod, true);
    row("lastmod an hour ago", urlset(lastmod("2024-05-31T23:00:00Z")), RuleId::LastmodInFuture,
        false);
    row("lastmod in an hour", urlset(lastmod("2024-06-01T01:00:00Z")), RuleId::LastmodInFuture,
        true);
    row("10 identical stamps", sameLastmod(10, false), RuleId::IdenticalLastmod, true);
    row("10 stamps, one differs", sameLastmod(10, true), RuleId::IdenticalLastmod, false);
    row("9 identical stamps", sameLastmod(9, false), RuleId::IdenticalLastmod, false);
    row("priority 1.5", urlset(url("https://example.com/a", "<priority>1.5</priority>")),
        RuleId::InvalidPriority, true);
    row("priority high", urlset(url("https://example.com/a", "<priority>high</priority>")),
        RuleId::InvalidPriority, true);
    row("priority 0.80", urlset(url("https://example.com/a", "<priority>0.80</priority>")),
        RuleId::InvalidPriority, false);
    row("changefreq Daily", urlset(url("https://example.com/a", "<changefreq>Daily</changefreq>")),
        RuleId::InvalidChangefreq, true);
    row("changefreq sometimes",
        urlset(url("https://example.com/a", "<changefreq>sometimes</changefreq>")),
        RuleId::InvalidChangefreq, true);
    row("changefreq daily", urlset(url("https://example.com/a", "<changefreq>daily</changefreq>")),
        RuleId::InvalidChangefreq, false);
    row("family_friendly YES", urlset(video("<video:family_friendly>YES</video:family_friendly>")),
        RuleId::InvalidYesNo, true);
    row("live true", urlset(video("<video:live>true</video:live>")), RuleId::InvalidYesNo, true);
    row("family_friendly yes", urlset(video("<video:family_friendly>yes</video:family_friendly>")),
        RuleId::InvalidYesNo, false);
    row("restriction XX",
        urlset(video("<video:restriction relationship=\"allow\">US XX</video:restriction>")),
        RuleId::InvalidCountryCode, true);
    row("restriction UK",
        urlset(video("<video:restriction relationship=\"allow\">UK</video:restriction>")),
        RuleId::InvalidCountryCode, true);
    row("restriction US GB",
        urlset(video("<video:restriction relationship=\"allow\">US GB</video:restriction>")),
        RuleId::InvalidCountryCode, false);
    row("news language english", urlset(news({}, {}, "2024-05-31T12:00:00Z", "english")),
        RuleId::InvalidLanguageCode, true);
    row("news language en-US", urlset(news({}, {}, "2024-05-31T12:00:00Z", "en-US")),
        RuleId::InvalidLanguageCode, true);
    row("news language en", urlset(news()), RuleId::InvalidLanguageCode, false);
    row("news language zh-cn", urlset(news({}, {}, "2024-05-31T12:00:00Z", "zh-cn")),
        RuleId::InvalidLanguageCode, false);
    row("news language fil (3 letters)", urlset(news({}, {}, "2024-05-31T12:00:00Z", "fil")),
        RuleId::InvalidLanguageCode, false);
    // Read in any case: zh-CN is zh-cn, EN is en.
    for (const char *code : { "zh-CN", "ZH-TW", "zh-Cn", "EN", "Fil", "zh" })
        row(qPrintable(u"news language "_s + QLatin1StringView(code)),
            urlset(news({}, {}, "2024-05-31T12:00:00Z", code)), RuleId::InvalidLanguageCode,
            false);
    // Tags with a script or a region, and codes that are no language.
    for (const char *code : { "zh-Hans", "zh-Hant-TW", "zh-HK", "zh_CN", "pt-BR", "EN-us", "xx",
                              "english", "en-", "zh-cn-x" })
        row(qPrintable(u"news language "_s + QLatin1StringView(code)),
            urlset(news({}, {}, "2024-05-31T12:00:00Z", code)), RuleId::InvalidLanguageCode,
            true);
    row("platform desktop",
        urlset(video("<video:platform relationship=\"allow\">web desktop</video:platform>")),
        RuleId::InvalidValue, true);
    row("view count many", urlset(video("<video:view_count>many</video:view_count>")),
        RuleId::InvalidValue, true);
    row("platform web mobile",
        urlset(video("<video:platform relationship=\"allow\">web mobile</video:platform>"
                     "<video:view_count>12</video:view_count>")),
        RuleId::InvalidValue, false);

    // hreflang
    const QByteArray a = "https://example.com/en/", b = "https://example.com/de/";
    auto pair = [&](const QByteArray &aLinks, const QByteArray &bLinks) {
        return urlset(url(a, aLinks) + url(b, bLinks));
    };
    const QByteArray both = alt("en", a) + alt("de", b) + alt("x-default", a);
    row("hreflang en-UK", pair(alt("en-UK", a) + alt("de", b), both), RuleId::InvalidHreflang,
        true);
    row("hreflang region alone", pair(alt("gb", a) + alt("de", b), both), RuleId::InvalidHreflang,
        true);
    row("hreflang underscore", pair(alt("en_GB", a) + alt("de", b), both), RuleId::InvalidHreflang,
        true);
    row("hreflang en-GB, zh-Hant-TW, x-default",
        pair(alt("en-GB", a) + alt("zh-Hant-TW", b) + alt("x-default", a),
             alt("en-GB", a) + alt("zh-Hant-TW", b)),
        RuleId::InvalidHreflang, false);
    row("hreflang es-419", pair(alt("es-419", a) + alt("de", b), both), RuleId::InvalidHreflang,
        false);
    row("hreflang lower-case region", pair(alt("en-gb", a) + alt("de", b), both),
        RuleId::InvalidHreflang, false);
    row("missing self link", pair(alt("de", b), both), RuleId::HreflangMissingSelf, true);
    row("self link", pair(both, both), RuleId::HreflangMissingSelf, false);
    row("no return link", pair(both, alt("de", b)), RuleId::HreflangNoReturnLink, true);
    row("return links", pair(both, both), RuleId::HreflangNoReturnLink, false);
    row("conflicting hreflang", pair(both + alt("de", "https://example.com/de2/"), both),
        RuleId::HreflangDuplicate, true);
    row("same hreflang, same URL", pair(both + alt("de", b), both), RuleId::HreflangDuplicate,
        false);
    row("no x-default", pair(alt("en", a) + alt("de", b), alt("en", a) + alt("de", b)),
        RuleId::HreflangNoXDefault, true);
    row("x-default", pair(both, both), RuleId::HreflangNoXDefault, false);
    row("app link is not an alternate",
        urlset(url(a, "<xhtml:link rel=\"alternate\" href=\"android-app://com.example/x\"/>")),
        RuleId::HreflangNoXDefault, false);

    // News and deprecated tags
    row("news three days old", urlset(news({}, {}, "2024-05-29T00:00:00Z")), RuleId::NewsTooOld,
        true);
    row("news from yesterday", urlset(news()), RuleId::NewsTooOld, false);
    row("image caption",
        urlset(url("https://example.com/a",
                   "<image:image><image:loc>https://example.com/i.jpg</image:loc>"
                   "<image:caption>c</image:caption></image:image>")),
        RuleId::DeprecatedTag, true);
    row("video category", urlset(video("<video:category>c</video:category>")),
        RuleId::DeprecatedTag, true);
    row("news keywords", urlset(news("<news:keywords>k</news:keywords>")), RuleId::DeprecatedTag,
        true);
    row("current tags only", urlset(video() + news()), RuleId::DeprecatedTag, false);

    // Schema-strict profile
    row("strict: hh:mm", urlset(lastmod("2024-01-08T10:00Z")), RuleId::SchemaDate, true, strict);
    row("strict: year", urlset(lastmod("2024")), RuleId::SchemaDate, true, strict);
    row("strict: date", urlset(lastmod("2024-01-08")), RuleId::SchemaDate, false, strict);
    row("strict: seconds", urlset(lastmod("2024-01-08T10:00:00Z")), RuleId::SchemaDate, false,
        strict);
    row("search engines: hh:mm", urlset(lastmod("2024-01-08T10:00Z")), RuleId::SchemaDate, false);
    row("strict: 11 characters", urlset(url("http://e.co")), RuleId::SchemaLocTooShort, true,
        strict, u"http://e.co/sitemap.xml"_s);
    row("strict: 12 characters", urlset(url("http://ex.co")), RuleId::SchemaLocTooShort, false,
        strict, u"http://ex.co/sitemap.xml"_s);
    row("search engines: short", urlset(url("http://e.co")), RuleId::SchemaLocTooShort, false, se,
        u"http://e.co/sitemap.xml"_s);
    row("strict: lastmod before loc",
        urlset("<url><lastmod>2024-01-01</lastmod><loc>https://example.com/a</loc></url>\n"),
        RuleId::SchemaElementOrder, true, strict);
    row("strict: video before loc",
        urlset("<url><video:video><video:title>t</video:title></video:video>"
               "<loc>https://example.com/a</loc></url>\n"),
        RuleId::SchemaElementOrder, true, strict);
    row("strict: schema order",
        urlset(
            url("https://example.com/a", "<lastmod>2024-01-01</lastmod><priority>0.5</priority>")),
        RuleId::SchemaElementOrder, false, strict);
    row("strict: comments between the elements",
        urlset("<url><loc>https://example.com/a</loc><!-- c --><lastmod>2024-01-01</lastmod>"
               "</url>\n"),
        RuleId::SchemaElementOrder, false, strict);
    row("strict: lastmod before loc in <sitemap>",
        index("<sitemap><lastmod>2024-01-01</lastmod><loc>https://example.com/s.xml</loc>"
              "</sitemap>\n"),
        RuleId::SchemaElementOrder, true, strict);
    row("strict: image caption before loc",
        urlset(url("https://example.com/a",
                   "<image:image><image:caption>c</image:caption>"
                   "<image:loc>https://example.com/i.jpg</image:loc></image:image>")),
        RuleId::SchemaElementOrder, true, strict);
    row("strict: priority in <sitemap>",
        index("<sitemap><loc>https://example.com/s.xml</loc><priority>0.5</priority>"
              "</sitemap>\n"),
        RuleId::SchemaContent, true, strict);
    row("strict: mobile extension",
        urlset(url("https://example.com/a",
                   "<mobile:mobile xmlns:mobile=\"http://www.google.com/schemas/sitemap-mobile/"
                   "1.0\"/>")),
        RuleId::SchemaContent, true, strict);
    row("strict: news geo_locations", urlset(news("<news:geo_locations>x</news:geo_locations>")),
        RuleId::SchemaContent, true, strict);
    row("strict: lastmod in <sitemap>",
        index("<sitemap><loc>https://example.com/s.xml</loc><lastmod>2024-01-01</lastmod>"
              "</sitemap>\n"),
        RuleId::SchemaContent, false, strict);
    row("search engines: priority in <sitemap>",
        index("<sitemap><loc>https://example.com/s.xml</loc><priority>0.5</priority>"
              "</sitemap>\n"),
        RuleId::SchemaContent, false);
    row("strict: priority 1e-1", urlset(url("https://example.com/a", "<priority>1e-1</priority>")),
        RuleId::SchemaValue, true, strict);
    row("strict: changefreq Daily",
        urlset(url("https://example.com/a", "<changefreq>Daily</changefreq>")),
        RuleId::SchemaValue, true, strict);
    row("strict: news language en-US", urlset(news({}, {}, "2024-05-31T12:00:00Z", "en-US")),
        RuleId::SchemaValue, true, strict);
    row("strict: priority .5", urlset(url("https://example.com/a", "<priority>.5</priority>")),
        RuleId::SchemaValue, false, strict);
    row("strict: every video field valid",
        urlset(video("<video:duration>0</video:duration><video:family_friendly>YES"
                     "</video:family_friendly>")),
        RuleId::SchemaValue, false, strict);
    row("strict: attribute on <url>",
        urlset("<url id=\"1\"><loc>https://example.com/a</loc></url>\n"),
        RuleId::SchemaAttribute, true, strict);
    row("strict: video id without type", urlset(video("<video:id>x</video:id>")),
        RuleId::SchemaAttribute, true, strict);
    row("strict: hreflang en_US",
        urlset(url("https://example.com/a", alt("en_US", "https://example.com/a"))),
        RuleId::SchemaAttribute, true, strict);
    row("strict: xsi:schemaLocation",
        QByteArray(ok).replace(
            "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"",
            "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\" "
            "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
            "xsi:schemaLocation=\"http://www.sitemaps.org/schemas/sitemap/0.9 s.xsd\""),
        RuleId::SchemaAttribute, false, strict);
    row("strict: empty urlset", urlset({}), RuleId::SchemaMissingElement, true, strict);
    row("strict: empty index", index({}), RuleId::SchemaMissingElement, true, strict);
    row("strict: tvshow without video_type",
        urlset(video("<video:tvshow><video:show_title>S</video:show_title></video:tvshow>")),
        RuleId::SchemaMissingElement, true, strict);
    row("strict: one url", ok, RuleId::SchemaMissingElement, false, strict);
    row("search engines: empty urlset", urlset({}), RuleId::SchemaMissingElement, false);
}

void TestRules::rule()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, rule);
    QFETCH(bool, fires);
    QFETCH(CheckProfile, profile);
    QFETCH(QString, publish);
    QFETCH(QByteArray, robots);
    QVERIFY2(RuleCatalogue::find(QLatin1StringView(rule.toLatin1())), qPrintable(rule));
    const QList<Finding> findings = check(input, profile, publish, nullptr, robots);
    const bool found = std::any_of(findings.cbegin(), findings.cend(),
                                   [&](const Finding &f) { return f.ruleId == rule; });
    (fires ? triggered() : missed()).insert(rule);
    QVERIFY2(found == fires,
             qPrintable(u"%1 %2; findings:%3"_s.arg(rule, fires ? u"did not fire"_s : u"fired"_s,
                                                    describe(findings))));
    // Every finding names a rule of the catalogue and carries a message.
    for (const Finding &f : findings) {
        QVERIFY2(f.rule(), qPrintable(QString(f.ruleId)));
        QVERIFY(!f.message.isEmpty());
    }
}

void TestRules::everyRuleIsCovered()
{
    // The input rules (7xx) that need bytes in memory are covered by tst_badinput's table;
    // nested indexes and the file size need a workspace built by hand (below).
    QStringList noTrigger, noNearMiss;
    for (const Rule &rule : RuleCatalogue::rules()) {
        if ((rule.category == RuleCategory::Input && rule.id != RuleId::ReadError
             && rule.id != RuleId::ChildSitemapMissing)
            || rule.id == RuleId::NestedIndex || rule.id == RuleId::FileSizeLimit)
            continue;
        // The link checker's findings need a server: tst_linkchecker covers each of them with a
        // triggering case and a near miss against its local test server.
        if (rule.id == RuleId::UrlRedirects || rule.id == RuleId::UrlNotFound
            || rule.id == RuleId::UrlServerError || rule.id == RuleId::UrlUnreachable)
            continue;
        // An export resolves relative locations: tst_exporter covers SM414.
        if (rule.id == RuleId::RelativeUrlResolved)
            continue;
        // The crawl audit's findings need a site: tst_crawlsitemap covers where each fires
        // and where it does not, against the loopback site.
        if (rule.id == RuleId::SubmittedNoindex || rule.id == RuleId::NotSelectedCanonical
            || rule.id == RuleId::NotHtml || rule.id == RuleId::MissingFromSitemap
            || rule.id == RuleId::NotLinked || rule.id == RuleId::HreflangDisagrees)
            continue;
        // The audit's dates and images need pages that give them: tst_crawlcli's
        // auditOfDatesAndImages fires each against a site of dated pages, with a page whose
        // date agrees, pages without one and an image that is one beside them, and finds
        // nothing more.
        if (rule.id == RuleId::LastmodLaterThanPage || rule.id == RuleId::LastmodStale
            || rule.id == RuleId::LastmodFollowsDeploy || rule.id == RuleId::ImagesMissingFromEntry
            || rule.id == RuleId::ImageNotAnImage)
            continue;
        // The audit's rendering findings need rendered pages: tst_crawlrendering's
        // auditFindings fires each on its page beside rendered pages that earn none, and
        // tst_crawlrender with the real renderer.
        if (rule.id == RuleId::NoindexBeforeRendering
            || rule.id == RuleId::RobotsChangedByJavaScript
            || rule.id == RuleId::CanonicalChangedByJavaScript
            || rule.id == RuleId::LinkedOnlyByJavaScript || rule.id == RuleId::RenderingTimedOut
            || rule.id == RuleId::ResourcesBlockedByRobots)
            continue;
        // The content history's findings need crawls of a site in two versions:
        // tst_contenthistory's historyAcrossCrawls fires SM431 and SM432 beside entries dated
        // as the history says, and duplicatesByContent fires SM433 beside a page that names a
        // canonical, pages of nothing but the site's menus, and pages of their own.
        if (rule.id == RuleId::LastmodDisprovedByContent
            || rule.id == RuleId::LastmodMissedContentChange
            || rule.id == RuleId::DuplicateWithoutCanonical)
            continue;
        // The coverage rules need Google's verdicts: tst_coverage fires each from URL
        // Inspection results and Page indexing exports, beside URLs that earn none.
        if (rule.category == RuleCategory::Coverage)
            continue;
        if (!triggered().contains(QString(rule.id)))
            noTrigger.append(QString(rule.id));
        if (!missed().contains(QString(rule.id)))
            noNearMiss.append(QString(rule.id));
    }
    QVERIFY2(noTrigger.isEmpty(), qPrintable(u"no triggering row: "_s + noTrigger.join(u' ')));
    QVERIFY2(noNearMiss.isEmpty(), qPrintable(u"no near-miss row: "_s + noNearMiss.join(u' ')));
}

void TestRules::catalogueIsComplete()
{
    QSet<QString> ids;
    for (const Rule &rule : RuleCatalogue::rules()) {
        const QString id(rule.id);
        QVERIFY2(!ids.contains(id), qPrintable(u"duplicate id "_s + id));
        ids.insert(id);
        QVERIFY(id.size() == 5 && id.startsWith(u"SM"_s));
        QCOMPARE(id.at(2).digitValue(), int(rule.category));
        QVERIFY2(qstrlen(rule.title) > 3, qPrintable(id));
        QVERIFY2(qstrlen(rule.help) > 80, qPrintable(id));
        QVERIFY2(!rule.hasFix() || qstrlen(rule.fix) > 8, qPrintable(id));
    }
    QVERIFY(ids.size() >= 70);
}

void TestRules::nestedIndex()
{
    LoadOptions options;
    options.loadChildren = false;
    Workspace workspace
        = Loader::openBytes(index("<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
                                  "<sitemap><loc>https://example.com/b.xml</loc></sitemap>\n"),
                            u"index.xml"_s, options);
    workspace.sitemaps.append(
        Loader::openBytes(urlset(url("https://example.com/x")), u"a.xml"_s, options).root());
    workspace.sitemaps.append(
        Loader::openBytes(index("<sitemap><loc>https://example.com/c.xml</loc></sitemap>\n"),
                          u"b.xml"_s, options)
            .root());
    workspace.children = { { 0, 1, u"a.xml"_s }, { 1, 2, u"b.xml"_s } };
    Checker checker;
    checker.checkAll(workspace);
    QList<Finding> nested;
    for (const Finding &f : checker.findings())
        if (f.ruleId == RuleId::NestedIndex)
            nested.append(f);
    QCOMPARE(nested.size(), 1);
    QCOMPARE(nested.first().entryIndex, 1); // b.xml, not a.xml
    QVERIFY(nested.first().message.contains(u"b.xml"_s));
    // Each child is published where the index lists it: a.xml's URLs are in scope.
    QCOMPARE(checker.publishScope(1).toString(), "https://example.com/"_ba);
    QVERIFY(!checker.isPublishLocationAssumed(1));
}

void TestRules::urlBytesAtEveryPosition_data()
{
    QTest::addColumn<QByteArray>("written"); // as the XML writes it
    QTest::addColumn<QString>("rule");
    for (const char *c : { " ", "{", "}", "|", "\\", "^", "`", "[", "]", "*", "%x", "&lt;",
                           "&gt;", "&quot;", "\xc3\xa9" })
        QTest::newRow(c) << QByteArray(c) << QString(RuleId::UnescapedCharacters);
    QTest::newRow("C1 control") << QByteArray("\xc2\x85") << QString(RuleId::ControlCharacter);
    // DEL, and the first and last bytes outside printable ASCII that one signed comparison
    // of the sixteen-byte pass finds (0x80 and up: a four-byte character, U+10FFFF).
    QTest::newRow("DEL") << QByteArray("\x7f") << QString(RuleId::ControlCharacter);
    QTest::newRow("four-byte character")
        << QByteArray("\xf0\x9f\x98\x80") << QString(RuleId::UnescapedCharacters);
    QTest::newRow("U+10FFFF") << QByteArray("\xf4\x8f\xbf\xbf")
                              << QString(RuleId::UnescapedCharacters);
    QTest::newRow("entity as text") << QByteArray("&amp;amp;") << QString(RuleId::DoubleEscaped);
    for (const char *entity : { "&amp;lt;", "&amp;gt;", "&amp;quot;", "&amp;apos;" })
        QTest::newRow(entity) << QByteArray(entity) << QString(RuleId::DoubleEscaped);
    // An '&' that starts no entity: a query's parameters, a name cut short, at the end.
    for (const char *text : { "&amp;b=1&amp;lang=en", "&amp;amp", "&amp;l;", "&amp;gtx;",
                              "&amp;quote;", "&amp;apos", "&amp;" })
        QTest::newRow(text) << QByteArray(text) << QString();
    QTest::newRow("none") << QByteArray("x") << QString();
    // Escapes alone are looked at apart from the other bytes: well-formed ones in either case
    // need nothing; a '%' that starts none does, after good ones too.
    QTest::newRow("escapes") << QByteArray("%C3%A9%d0%bc") << QString();
    QTest::newRow("bad escape after good ones")
        << QByteArray("%C3%A9%Aq") << QString(RuleId::UnescapedCharacters);
    QTest::newRow("escape and a space")
        << QByteArray("%C3%A9 ") << QString(RuleId::UnescapedCharacters);
    // The neighbours of the ranges the sixteen-byte pass tests need no escape.
    QTest::newRow("safe neighbours") << QByteArray("!Z_z~$'()+,;=@") << QString();
}

// The URL's bytes are judged sixteen at a time and the rest one by one: a character that
// must be escaped is found wherever it stands in a URL of 120 characters.
void TestRules::urlBytesAtEveryPosition()
{
    QFETCH(QByteArray, written);
    QFETCH(QString, rule);
    const QByteArray start = "https://www.example.com/";
    for (int at = int(start.size()); at < 120; ++at) {
        QByteArray loc = start + QByteArray(at - start.size(), 'a') + written;
        loc += QByteArray(qMax(1, 120 - int(loc.size())), 'b'); // not at the end: trimmed there
        const QList<Finding> findings = check(urlset(url(loc)), CheckProfile::SearchEngines, {});
        QSet<QString> rules;
        for (const Finding &f : findings)
            rules.insert(QString(f.ruleId));
        for (const QLatin1StringView id :
             { RuleId::UnescapedCharacters, RuleId::ControlCharacter, RuleId::DoubleEscaped })
            QVERIFY2(rules.contains(id) == (id == rule),
                     qPrintable(u"at %1: %2"_s.arg(at).arg(describe(findings))));
    }
}

void TestRules::inputRulesFromDisk()
{
    QTemporaryDir dir;
    auto findingsOf = [](const QString &path) {
        const Workspace workspace = Loader::open(path);
        Checker checker;
        checker.checkAll(workspace);
        return checker.findings();
    };
    auto has = [](const QList<Finding> &findings, QLatin1StringView rule) {
        return std::count_if(findings.cbegin(), findings.cend(),
                             [rule](const Finding &f) { return f.ruleId == rule; });
    };
    // A file that is not there; one that is.
    const QString present = dir.filePath(u"present.xml"_s);
    QFile file(present);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(urlset(url("https://example.com/a")));
    file.close();
    QCOMPARE(has(findingsOf(dir.filePath(u"absent.xml"_s)), RuleId::ReadError), 1);
    QCOMPARE(has(findingsOf(present), RuleId::ReadError), 0);
    triggered().insert(QString(RuleId::ReadError));
    missed().insert(QString(RuleId::ReadError));
    // An index with one child beside it and one missing: one finding, for the missing one.
    QFile indexFile(dir.filePath(u"index.xml"_s));
    QVERIFY(indexFile.open(QIODevice::WriteOnly));
    indexFile.write(index("<sitemap><loc>https://example.com/present.xml</loc></sitemap>\n"
                          "<sitemap><loc>https://example.com/gone.xml</loc></sitemap>\n"));
    indexFile.close();
    const QList<Finding> findings = findingsOf(indexFile.fileName());
    QCOMPARE(has(findings, RuleId::ChildSitemapMissing), 1);
    const auto missing = std::find_if(findings.cbegin(), findings.cend(), [](const Finding &f) {
        return f.ruleId == RuleId::ChildSitemapMissing;
    });
    QVERIFY2(missing->message.contains(u"gone.xml"_s), qPrintable(missing->message));
    triggered().insert(QString(RuleId::ChildSitemapMissing));
    missed().insert(QString(RuleId::ChildSitemapMissing));
}

void TestRules::assumedHostTie()
{
    // Two hosts with two URLs each: the host of the earliest entry is assumed, whatever the
    // hash order, so that runs agree.
    for (int run = 0; run < 3; ++run) {
        const QList<Finding> findings
            = check(urlset(url("https://b.example/1") + url("https://a.example/1")
                           + url("https://a.example/2") + url("https://b.example/2")),
                    CheckProfile::SearchEngines, QString());
        QStringList notAllowed;
        for (const Finding &f : findings) {
            if (f.ruleId == RuleId::PublishLocationAssumed)
                QVERIFY2(f.message.contains(u"https://b.example/"_s), qPrintable(f.message));
            if (f.ruleId == RuleId::UrlNotAllowed)
                notAllowed.append(QString::number(f.entryIndex));
        }
        QCOMPARE(notAllowed, (QStringList { u"1"_s, u"2"_s }));
    }
}

void TestRules::fileSizeLimit()
{
    // The limit is on the uncompressed size as read; the row builds the model directly rather
    // than 50 MiB of XML.
    for (const qint64 bytes : { Checker::MaxFileBytes, Checker::MaxFileBytes + 1 }) {
        Workspace workspace;
        Sitemap sitemap;
        sitemap.entries.append(UrlEntry(u"https://example.com/a"_s));
        sitemap.source.uncompressedBytes = bytes;
        workspace.sitemaps.append(sitemap);
        Checker checker;
        checker.checkAll(workspace);
        const QList<Finding> findings = checker.fileFindings(0);
        const bool found = std::any_of(findings.cbegin(), findings.cend(), [](const Finding &f) {
            return f.ruleId == RuleId::FileSizeLimit;
        });
        QCOMPARE(found, bytes > Checker::MaxFileBytes);
    }
}

void TestRules::fix_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QByteArray>("expected"); // a fragment the fixed file must contain

    auto row = [](const char *name, const QByteArray &input, QLatin1StringView rule,
                  const QByteArray &expected) {
        QTest::newRow(name) << input << QString(rule) << expected;
    };
    row("percent-encode", urlset(url("https://example.com/caf\xc3\xa9 au lait")),
        RuleId::UnescapedCharacters, "<loc>https://example.com/caf%C3%A9%20au%20lait</loc>");
    row("IDN host",
        urlset(url("https://b\xc3\xbc"
                   "cher.example/a")),
        RuleId::UnescapedCharacters, "<loc>https://xn--bcher-kva.example/a</loc>");
    row("image loc",
        urlset(url("https://example.com/a",
                   "<image:image><image:loc>https://example.com/a b.jpg</image:loc>"
                   "</image:image>")),
        RuleId::UnescapedCharacters, "<image:loc>https://example.com/a%20b.jpg</image:loc>");
    row("double escaped", urlset(url("https://example.com/a?b=1&amp;amp;c=2")),
        RuleId::DoubleEscaped, "<loc>https://example.com/a?b=1&amp;c=2</loc>");
    row("session id", urlset(url("https://example.com/a?x=1&amp;PHPSESSID=abc&amp;y=2")),
        RuleId::SessionId, "<loc>https://example.com/a?x=1&amp;y=2</loc>");
    row("only session id", urlset(url("https://example.com/a?sid=abc")), RuleId::SessionId,
        "<loc>https://example.com/a</loc>");
    row("jsessionid", urlset(url("https://example.com/a;jsessionid=abc?x=1")), RuleId::SessionId,
        "<loc>https://example.com/a?x=1</loc>");
    row("offset colon", urlset(lastmod("2024-01-08T10:00:00+0100")), RuleId::DateOffsetWithoutColon,
        "<lastmod>2024-01-08T10:00:00+01:00</lastmod>");
    row("space to T", urlset(lastmod("2024-01-08 10:00:00Z")), RuleId::DateSpaceSeparator,
        "<lastmod>2024-01-08T10:00:00Z</lastmod>");
    row("space to T, then a zone", urlset(lastmod("2024-01-08 10:00")), RuleId::DateSpaceSeparator,
        "<lastmod>2024-01-08T10:00Z</lastmod>");
    row("no zone", urlset(lastmod("2024-01-08T10:00:00")), RuleId::DateWithoutTimeZone,
        "<lastmod>2024-01-08T10:00:00Z</lastmod>");
    row("double escaped, then percent-encoded", urlset(url("https://example.com/a?b=&amp;lt;")),
        RuleId::DoubleEscaped, "<loc>https://example.com/a?b=%3C</loc>");
    row("news date space", urlset(news({}, {}, "2024-05-31 12:00:00Z")), RuleId::DateSpaceSeparator,
        "<news:publication_date>2024-05-31T12:00:00Z</news:publication_date>");
    row("priority comma", urlset(url("https://example.com/a", "<priority>0,5</priority>")),
        RuleId::InvalidPriority, "<priority>0.5</priority>");
    row("changefreq case", urlset(url("https://example.com/a", "<changefreq>Weekly</changefreq>")),
        RuleId::InvalidChangefreq, "<changefreq>weekly</changefreq>");
    row("yes/no case", urlset(video("<video:family_friendly>YES</video:family_friendly>")),
        RuleId::InvalidYesNo, "<video:family_friendly>yes</video:family_friendly>");
    row("en-UK", urlset(url("https://example.com/a", alt("en-UK", "https://example.com/a"))),
        RuleId::InvalidHreflang, "hreflang=\"en-GB\"");
    row("deprecated", urlset(video("<video:category>c</video:category>")), RuleId::DeprecatedTag,
        "</video:content_loc></video:video>");
    row("index entry: priority and changefreq",
        index("<sitemap><loc>https://example.com/s.xml</loc><lastmod>2024-01-01</lastmod>"
              "<changefreq>daily</changefreq><priority>0.5</priority></sitemap>\n"),
        RuleId::IndexEntryContent,
        "<sitemap><loc>https://example.com/s.xml</loc><lastmod>2024-01-01</lastmod></sitemap>");
    row("index entry: out of order, an image and a comment",
        index("<sitemap><priority>0.5</priority><loc>https://example.com/s.xml</loc><!-- c -->"
              "<image:image xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">"
              "<image:loc>https://example.com/i.jpg</image:loc></image:image></sitemap>\n"),
        RuleId::IndexEntryContent,
        "<sitemap><loc>https://example.com/s.xml</loc><!-- c --></sitemap>");
    row("duplicate",
        urlset(url("https://example.com/a") + url("https://example.com/b")
               + url("https://example.com/a")),
        RuleId::DuplicateUrl,
        "<url><loc>https://example.com/a</loc></url><url><loc>https://example.com/b</loc></url>"
        "</urlset>");
}

void TestRules::fix()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, rule);
    QFETCH(QByteArray, expected);
    Workspace workspace;
    const QList<Finding> before
        = check(input, CheckProfile::SearchEngines, DefaultPublish, &workspace);
    auto it = std::find_if(before.cbegin(), before.cend(),
                           [&](const Finding &f) { return f.ruleId == rule; });
    QVERIFY2(it != before.cend(), qPrintable(describe(before)));
    QVERIFY(it->rule()->hasFix());
    const std::optional<Fix> fix = Fixes::fixFor(workspace, *it);
    QVERIFY(fix);
    QVERIFY(!fix->description.isEmpty());
    Fixes::apply(workspace, *fix);

    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(DefaultPublish);
    Checker checker(options);
    checker.checkAll(workspace);
    const QList<Finding> after = checker.findings();
    QVERIFY2(std::none_of(after.cbegin(), after.cend(),
                          [&](const Finding &f) { return f.ruleId == rule; }),
             qPrintable(describe(after)));
    WriteOptions compact;
    compact.pretty = false;
    const QByteArray written = SitemapWriter(workspace.root(), compact).write();
    QVERIFY2(written.contains(expected), written.constData());
}

void TestRules::duplicateFixKeepsDifferingEntries()
{
    // Same URL, different lastmod: removing either would lose data, so there is no fix.
    Workspace workspace;
    const QList<Finding> findings
        = check(urlset(url("https://example.com/a", "<lastmod>2024-01-01</lastmod>")
                       + url("https://example.com/a", "<lastmod>2024-02-01</lastmod>")),
                CheckProfile::SearchEngines, DefaultPublish, &workspace);
    auto it = std::find_if(findings.cbegin(), findings.cend(),
                           [](const Finding &f) { return f.ruleId == RuleId::DuplicateUrl; });
    QVERIFY(it != findings.cend());
    QCOMPARE(it->entryIndex, 1);
    QCOMPARE(it->relatedEntry, 0);
    QVERIFY(!Fixes::fixFor(workspace, *it));
}

void TestRules::returnLinkFix()
{
    const QByteArray a = "https://example.com/en/", b = "https://example.com/de/";
    Workspace workspace;
    const QList<Finding> findings = check(
        urlset(url(a, alt("en", a) + alt("de", b) + alt("x-default", a)) + url(b, alt("de", b))),
        CheckProfile::SearchEngines, DefaultPublish, &workspace);
    auto it = std::find_if(findings.cbegin(), findings.cend(), [](const Finding &f) {
        return f.ruleId == RuleId::HreflangNoReturnLink;
    });
    QVERIFY2(it != findings.cend(), qPrintable(describe(findings)));
    QCOMPARE(it->entryIndex, 0);
    QCOMPARE(it->relatedEntry, 1);
    const std::optional<Fix> fix = Fixes::fixFor(workspace, *it);
    QVERIFY(fix);
    QCOMPARE(fix->entry, 1); // the fix adds the link to the other URL
    Fixes::apply(workspace, *fix);
    const QList<Alternate> &alternates = workspace.root().entries.at(1).alternates();
    QCOMPARE(alternates.size(), 2);
    QCOMPARE(alternates.last().hreflang, u"en"_s);
    QCOMPARE(alternates.last().href, QString::fromUtf8(a));
}

void TestRules::fixAllConverges()
{
    // Several fixes on one entry (space and offset at once), duplicates removed, a date given
    // a time zone: applyAll leaves no fixable finding behind.
    Workspace workspace;
    check(urlset(url("https://example.com/a b",
                     "<lastmod>2024-01-08 10:00:00+0100</lastmod>"
                     "<changefreq>Daily</changefreq>")
                 + url("https://example.com/c") + url("https://example.com/c")
                 + url("https://example.com/d", "<lastmod>2024-01-08T10:00:00</lastmod>")),
          CheckProfile::SearchEngines, DefaultPublish, &workspace);
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(DefaultPublish);
    Checker checker(options);
    const Fixes::Summary summary = Fixes::applyAll(workspace, checker);
    QCOMPARE(summary.removed, 1);
    QVERIFY(summary.fixes >= 4);
    QCOMPARE(workspace.root().entries.size(), 3);
    QCOMPARE(workspace.root().entries.at(0).loc(), u"https://example.com/a%20b"_s);
    QCOMPARE(workspace.root().entries.at(0).lastmod().toString(), u"2024-01-08T10:00:00+01:00"_s);
    QCOMPARE(workspace.root().entries.at(0).changefreqText(), u"daily"_s);
    for (const Finding &f : checker.findings())
        QVERIFY2(!Fixes::fixFor(workspace, f), qPrintable(f.toString()));
    // The date without a zone gets UTC: the file wrote no valid zone to follow.
    QCOMPARE(workspace.root().entries.at(2).lastmod().toString(), u"2024-01-08T10:00:00Z"_s);
    const QList<Finding> left = checker.findings();
    QVERIFY2(left.isEmpty(), qPrintable(describe(left)));
}

void TestRules::newsLanguageAdviceIsItsFix_data()
{
    QTest::addColumn<QByteArray>("written");
    QTest::addColumn<QString>("advised"); // what the message says to write; empty for nothing
    QTest::newRow("zh-Hans") << QByteArray("zh-Hans") << u"zh-cn"_s;
    QTest::newRow("zh-Hant") << QByteArray("zh-Hant") << u"zh-tw"_s;
    QTest::newRow("zh-Hans-HK, the script decides") << QByteArray("zh-Hans-HK") << u"zh-cn"_s;
    QTest::newRow("zh-HK") << QByteArray("zh-HK") << u"zh-tw"_s;
    QTest::newRow("zh-SG") << QByteArray("zh-SG") << u"zh-cn"_s;
    QTest::newRow("zh_TW") << QByteArray("zh_TW") << u"zh-tw"_s;
    QTest::newRow("zh-US") << QByteArray("zh-US") << u"zh"_s;
    QTest::newRow("en-US") << QByteArray("en-US") << u"en"_s;
    QTest::newRow("pt-BR") << QByteArray("pt-BR") << u"pt"_s;
    QTest::newRow("ES-419") << QByteArray("ES-419") << u"es"_s;
    QTest::newRow("english") << QByteArray("english") << QString();
    QTest::newRow("xx-YY") << QByteArray("xx-YY") << QString();
}

void TestRules::newsLanguageAdviceIsItsFix()
{
    QFETCH(QByteArray, written);
    QFETCH(QString, advised);
    Workspace workspace;
    const QList<Finding> findings = check(urlset(news({}, {}, "2024-05-31T12:00:00Z", written)),
                                          CheckProfile::SearchEngines, DefaultPublish, &workspace);
    const auto it = std::find_if(findings.cbegin(), findings.cend(), [](const Finding &f) {
        return f.ruleId == RuleId::InvalidLanguageCode;
    });
    QVERIFY2(it != findings.cend(), qPrintable(describe(findings)));
    QVERIFY(it->message.contains(QString::fromLatin1(written)));
    const std::optional<Fix> fix = Fixes::fixFor(workspace, *it);
    if (advised.isEmpty()) {
        QVERIFY2(!it->message.contains(u"write"_s), qPrintable(it->message));
        QVERIFY(!fix);
        return;
    }
    // The message names the code, and the fix writes that code and nothing else.
    QVERIFY2(it->message.contains(u"write \"%1\""_s.arg(advised)), qPrintable(it->message));
    QVERIFY(fix);
    QVERIFY(!fix->description.isEmpty());
    Fixes::apply(workspace, *fix);
    QCOMPARE(workspace.root().entries.at(0).news().at(0).publicationLanguage(), advised);
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(DefaultPublish);
    Checker checker(options);
    checker.checkAll(workspace);
    const QList<Finding> after = checker.findings();
    QVERIFY2(std::none_of(after.cbegin(), after.cend(),
                          [](const Finding &f) { return f.ruleId == RuleId::InvalidLanguageCode; }),
             qPrintable(describe(after)));
}

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
