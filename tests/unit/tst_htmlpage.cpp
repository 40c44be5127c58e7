// HtmlPage and RobotsDirectives: what the crawler reads from one page and its headers. Covered:
// the title (entities, whitespace, only the first, an SVG title ignored), meta robots and
// googlebot in any case and spacing with several directives and "none", other crawlers' metas
// ignored, X-Robots-Tag with and without an agent prefix and unavailable_after's colon,
// canonical resolved against the page and against <base>, a canonical in the body ignored,
// conflicting canonicals, hreflang alternates, links resolved (relative, root-relative,
// protocol-relative, ../, query), fragments dropped, non-http schemes dropped, duplicates
// merged, the <base> that comes after the links, markup gumbo repairs (no head, unclosed
// elements, stray tags), a Latin-1 page, a page nested so deeply that gumbo would take
// minutes (cut, and ordinary depth not cut), the link cap; each link's anchor text (nested
// markup, an image's alt, whitespace collapsed, the first <a> of a target, long texts cut, script
// text left out) and rel tokens (nofollow, sponsored, ugc in any case and order).

#include "net/htmlpage.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

const QUrl PageUrl(u"https://example.com/shop/item.html?x=1"_s);

QList<QUrl> urls(const QStringList &texts)
{
    QList<QUrl> out;
    for (const QString &text : texts)
        out.append(QUrl(text));
    return out;
}

} // namespace

class TestHtmlPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void title_data();
    void title();
    void metaRobots_data();
    void metaRobots();
    void xRobotsTag_data();
    void xRobotsTag();
    void headerValues();
    void directivesForTheCrawlerChosen();
    void canonical_data();
    void canonical();
    void alternates();
    void links_data();
    void links();
    void baseAfterLinks();
    void malformed();
    void latin1();
    void deepNesting();
    void linkCap();
    void anchors_data();
    void anchors();
    void anchorCut();
    void manyElements_data();
    void metaRefresh_data();
    void metaRefresh();
    void manyElements();
    void contentType_data();
    void contentType();
    void images_data();
    void images();
    void imageCap();
    void srcset_data();
    void srcset();
    void pageDate_data();
    void pageDate();
};

void TestHtmlPage::title_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QString>("title");
    QTest::newRow("plain") << QByteArray("<html><head><title>Shop</title></head></html>")
                           << u"Shop"_s;
    QTest::newRow("whitespace") << QByteArray("<title>\n  Red \t  shoes\n</title>")
                                << u"Red shoes"_s;
    QTest::newRow("entities") << QByteArray(
        "<title>Tom &amp; Jerry &lt;3 &eacute;t&eacute;</title>")
                              << u"Tom & Jerry <3 été"_s;
    QTest::newRow("first only") << QByteArray("<title>One</title><title>Two</title>") << u"One"_s;
    QTest::newRow("none") << QByteArray("<p>no title</p>") << QString();
    QTest::newRow("svg title") << QByteArray("<body><svg><title>Icon</title></svg><p>x</p></body>")
                               << QString();
    QTest::newRow("markup inside is text")
        << QByteArray("<title>a <b>bold</b> move</title>") << u"a <b>bold</b> move"_s;
    QTest::newRow("utf-8") << QByteArray("<title>Příliš žluťoučký</title>")
                           << u"Příliš žluťoučký"_s;
}

void TestHtmlPage::title()
{
    QFETCH(QByteArray, html);
    QFETCH(QString, title);
    QCOMPARE(HtmlPage::parse(html, PageUrl).title, title);
}

void TestHtmlPage::metaRobots_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<bool>("noindex");
    QTest::addColumn<bool>("nofollow");
    QTest::newRow("none given") << QByteArray("<head><title>x</title></head>") << false << false;
    QTest::newRow("noindex") << QByteArray("<meta name=robots content=noindex>") << true << false;
    QTest::newRow("upper case") << QByteArray("<META NAME=\"ROBOTS\" CONTENT=\"NOINDEX\">") << true
                                << false;
    QTest::newRow("spaces and two directives")
        << QByteArray("<meta name=\" robots \" content=\"  nofollow ,   noindex \">") << true
        << true;
    QTest::newRow("none means both")
        << QByteArray("<meta name=robots content=none>") << true << true;
    QTest::newRow("index, follow")
        << QByteArray("<meta name=robots content=\"index, follow\">") << false << false;
    QTest::newRow("googlebot") << QByteArray("<meta name=googlebot content=noindex>") << true
                               << false;
    QTest::newRow("googlebot adds to robots")
        << QByteArray("<meta name=robots content=nofollow><meta name=GoogleBot content=noindex>")
        << true << true;
    QTest::newRow("other crawler ignored")
        << QByteArray("<meta name=bingbot content=noindex>") << false << false;
    QTest::newRow("snippet directives ignored")
        << QByteArray("<meta name=robots content=\"max-snippet:20, noarchive\">") << false << false;
    QTest::newRow("no content") << QByteArray("<meta name=robots>") << false << false;
    QTest::newRow("in the body counts")
        << QByteArray("<body><p>x</p><meta name=robots content=noindex></body>") << true << false;
    QTest::newRow("noindexing is no word")
        << QByteArray("<meta name=robots content=noindexing>") << false << false;
}

void TestHtmlPage::metaRobots()
{
    QFETCH(QByteArray, html);
    QFETCH(bool, noindex);
    QFETCH(bool, nofollow);
    const RobotsDirectives robots = HtmlPage::parse(html, PageUrl).robots;
    QCOMPARE(robots.noindex, noindex);
    QCOMPARE(robots.nofollow, nofollow);
}

void TestHtmlPage::xRobotsTag_data()
{
    QTest::addColumn<QList<QByteArray>>("values");
    QTest::addColumn<bool>("noindex");
    QTest::addColumn<bool>("nofollow");
    QTest::newRow("nothing") << QList<QByteArray>() << false << false;
    QTest::newRow("noindex") << QList<QByteArray> { "noindex" } << true << false;
    QTest::newRow("case and spaces")
        << QList<QByteArray> { "  NoIndex ,NOFOLLOW  " } << true << true;
    QTest::newRow("none") << QList<QByteArray> { "none" } << true << true;
    QTest::newRow("googlebot prefix")
        << QList<QByteArray> { "googlebot: noindex" } << true << false;
    QTest::newRow("googlebot prefix, upper case")
        << QList<QByteArray> { "GOOGLEBOT:nofollow" } << false << true;
    QTest::newRow("other crawler")
        << QList<QByteArray> { "otherbot: noindex, nofollow" } << false << false;
    QTest::newRow("two headers") << QList<QByteArray> { "otherbot: noindex", "googlebot: nofollow" }
                                 << false << true;
    QTest::newRow("prefix holds until the next one")
        << QList<QByteArray> { "googlebot: nofollow, noindex, bingbot: none" } << true << true;
    QTest::newRow("other crawler then google")
        << QList<QByteArray> { "bingbot: noindex, googlebot: nofollow" } << false << true;
    QTest::newRow("unavailable_after is no agent")
        << QList<QByteArray> { "unavailable_after: 25 Jun 2010 15:00:00 PST, noindex" } << true
        << false;
    QTest::newRow("max-snippet is no agent")
        << QList<QByteArray> { "max-snippet: 20, nofollow" } << false << true;
    QTest::newRow("all") << QList<QByteArray> { "all" } << false << false;
}

void TestHtmlPage::xRobotsTag()
{
    QFETCH(QList<QByteArray>, values);
    QFETCH(bool, noindex);
    QFETCH(bool, nofollow);
    const RobotsDirectives robots = RobotsDirectives::fromHeaders(values);
    QCOMPARE(robots.noindex, noindex);
    QCOMPARE(robots.nofollow, nofollow);
}

void TestHtmlPage::headerValues()
{
    const QList<std::pair<QByteArray, QByteArray>> headers {
        { "Content-Type", "text/html" },
        { "x-robots-tag", "noindex" },
        { "X-Robots-Tag", "googlebot: nofollow" },
    };
    QCOMPARE(RobotsDirectives::headerValues(headers),
             (QList<QByteArray> { "noindex", "googlebot: nofollow" }));
    const RobotsDirectives both
        = RobotsDirectives::fromHeaders(RobotsDirectives::headerValues(headers));
    QCOMPARE(both.toString(), u"noindex, nofollow"_s);
    QCOMPARE(RobotsDirectives().toString(), QString());
}

void TestHtmlPage::directivesForTheCrawlerChosen()
{
    // The header: those for the crawler chosen count, those for others do not.
    const QList<QByteArray> values { "bingbot: noindex", "googlebot: nofollow",
                                     "unavailable_after: 2025-06-30, otherbot: none" };
    QCOMPARE(RobotsDirectives::fromHeaders(values, "googlebot").toString(), u"nofollow"_s);
    QCOMPARE(RobotsDirectives::fromHeaders(values, "bingbot").toString(), u"noindex"_s);
    QCOMPARE(RobotsDirectives::fromHeaders(values, "").toString(), QString());
    QCOMPARE(RobotsDirectives::fromHeaders({ "noindex" }, "").toString(), u"noindex"_s);

    // The meta tags: the crawler's own name, any case, beside "robots".
    const QByteArray html = "<html><head><meta name=\"Googlebot\" content=\"noindex\">"
                            "<meta name=\"BINGBOT\" content=\"nofollow\">"
                            "<meta name=\"robots\" content=\"max-image-preview:large\">"
                            "</head><body></body></html>";
    QCOMPARE(HtmlPage::parse(html, PageUrl).robots.toString(), u"noindex"_s);
    QCOMPARE(HtmlPage::parse(html, PageUrl, {}, "googlebot").robots.toString(), u"noindex"_s);
    QCOMPARE(HtmlPage::parse(html, PageUrl, {}, "bingbot").robots.toString(), u"nofollow"_s);
    QCOMPARE(HtmlPage::parse(html, PageUrl, {}, "").robots.toString(), QString());
}

void TestHtmlPage::canonical_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QUrl>("canonical");
    QTest::addColumn<bool>("conflicting");
    QTest::newRow("absolute") << QByteArray(
        "<link rel=canonical href=\"https://example.com/shop/item\">")
                              << QUrl(u"https://example.com/shop/item"_s) << false;
    QTest::newRow("relative to the page")
        << QByteArray("<link rel=canonical href=\"other.html\">")
        << QUrl(u"https://example.com/shop/other.html"_s) << false;
    QTest::newRow("relative to base")
        << QByteArray("<base href=\"https://example.com/de/\"><link rel=canonical href=item>")
        << QUrl(u"https://example.com/de/item"_s) << false;
    QTest::newRow("relative base")
        << QByteArray("<base href=\"/de/\"><link rel=canonical href=item>")
        << QUrl(u"https://example.com/de/item"_s) << false;
    QTest::newRow("rel in upper case with others")
        << QByteArray("<link rel=\"  Prefetch CANONICAL \" href=/x#frag>")
        << QUrl(u"https://example.com/x"_s) << false;
    QTest::newRow("self") << QByteArray("<link rel=canonical href=\"\">")
                          << QUrl(u"https://example.com/shop/item.html?x=1"_s) << false;
    QTest::newRow("in the body ignored")
        << QByteArray("<html><head></head><body><p>x</p><link rel=canonical href=/b></body>")
        << QUrl() << false;
    QTest::newRow("two equal") << QByteArray(
        "<link rel=canonical href=/a><link rel=canonical href=\"https://example.com/a\">")
                               << QUrl(u"https://example.com/a"_s) << false;
    QTest::newRow("two different")
        << QByteArray("<link rel=canonical href=/a><link rel=canonical href=/b>") << QUrl() << true;
    QTest::newRow("no href") << QByteArray("<link rel=canonical>") << QUrl() << false;
    QTest::newRow("mailto") << QByteArray("<link rel=canonical href=\"mailto:a@b.c\">") << QUrl()
                            << false;
}

void TestHtmlPage::canonical()
{
    QFETCH(QByteArray, html);
    QFETCH(QUrl, canonical);
    QFETCH(bool, conflicting);
    const HtmlPage page = HtmlPage::parse(html, PageUrl);
    QCOMPARE(page.canonical, canonical);
    QCOMPARE(page.conflictingCanonicals, conflicting);
}

void TestHtmlPage::alternates()
{
    const QByteArray html = "<html><head>"
                            "<base href=\"https://example.com/intl/\">"
                            "<link rel=alternate hreflang=\"en\" href=\"en/\">"
                            "<LINK REL=\"Alternate\" HREFLANG=\" de-AT \" href=\"/de-at/#top\">"
                            "<link rel=alternate hreflang=x-default href=\"https://example.com/\">"
                            "<link rel=alternate type=application/rss+xml href=feed.xml>"
                            "<link rel=alternate hreflang=fr>"
                            "</head><body>"
                            "<link rel=alternate hreflang=it href=/it/>"
                            "</body></html>";
    const HtmlPage page = HtmlPage::parse(html, PageUrl);
    const QList<HtmlAlternate> expected {
        { u"en"_s, QUrl(u"https://example.com/intl/en/"_s) },
        { u"de-AT"_s, QUrl(u"https://example.com/de-at/"_s) },
        { u"x-default"_s, QUrl(u"https://example.com/"_s) },
    };
    QCOMPARE(page.alternates, expected);
    QCOMPARE(page.base, QUrl(u"https://example.com/intl/"_s));
}

void TestHtmlPage::links_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QList<QUrl>>("links");
    QTest::newRow("relative forms")
        << QByteArray("<a href=a.html>1</a><a href=\"/root\">2</a><a href=\"../up\">3</a>"
                      "<a href=\"?q=2\">4</a><a href=\"//cdn.example.org/x\">5</a>"
                      "<a href=\"http://other.example/\">6</a>")
        << urls({ u"https://example.com/shop/a.html"_s, u"https://example.com/root"_s,
                  u"https://example.com/up"_s, u"https://example.com/shop/item.html?q=2"_s,
                  u"https://cdn.example.org/x"_s, u"http://other.example/"_s });
    QTest::newRow("fragments dropped and merged")
        << QByteArray("<a href=\"#top\">top</a><a href=b#x>b</a><a href=\"b#y\">b</a>")
        << urls({ u"https://example.com/shop/item.html?x=1"_s, u"https://example.com/shop/b"_s });
    QTest::newRow("other schemes dropped")
        << QByteArray("<a href=\"mailto:a@example.com\">m</a><a href=\"javascript:go()\">j</a>"
                      "<a href=\"tel:+1\">t</a><a href=\"ftp://example.com/f\">f</a>"
                      "<a href=\"data:text/html,x\">d</a><a>no href</a><a href=c>c</a>")
        << urls({ u"https://example.com/shop/c"_s });
    QTest::newRow("whitespace in href") << QByteArray("<a href=\"  \n/spaced\t path \n \">s</a>")
                                        << urls({ u"https://example.com/spaced%20path"_s });
    QTest::newRow("base") << QByteArray(
        "<head><base href=\"https://example.com/blog/\"></head><body><a href=post>p</a>"
        "<a href=/abs>a</a></body>")
                          << urls({ u"https://example.com/blog/post"_s,
                                    u"https://example.com/abs"_s });
    QTest::newRow("relative base") << QByteArray("<base href=\"../de/\"><a href=x>x</a>")
                                   << urls({ u"https://example.com/de/x"_s });
    QTest::newRow("first base wins")
        << QByteArray("<base target=_blank><base href=/one/><base href=/two/><a href=x>x</a>")
        << urls({ u"https://example.com/one/x"_s });
    QTest::newRow("base of another scheme ignored")
        << QByteArray("<base href=\"javascript:void(0)\"><a href=x>x</a>")
        << urls({ u"https://example.com/shop/x"_s });
    QTest::newRow("svg a ignored")
        << QByteArray("<svg><a href=/svg-link>s</a></svg><a href=/html-link>h</a>")
        << urls({ u"https://example.com/html-link"_s });
    QTest::newRow("entities") << QByteArray("<a href=\"/p?a=1&amp;b=2\">e</a>")
                              << urls({ u"https://example.com/p?a=1&b=2"_s });
}

void TestHtmlPage::links()
{
    QFETCH(QByteArray, html);
    QFETCH(QList<QUrl>, links);
    QCOMPARE(HtmlPage::parse(html, PageUrl).links, links);
}

void TestHtmlPage::baseAfterLinks()
{
    // The base governs every URL of the document, wherever it stands.
    const QByteArray html = "<a href=early>e</a><base href=\"https://example.com/late/\">";
    QCOMPARE(HtmlPage::parse(html, PageUrl).links, urls({ u"https://example.com/late/early"_s }));
}

void TestHtmlPage::malformed()
{
    // No <html>, no <head>, unclosed elements, a stray end tag, an unquoted attribute with
    // a slash, and a truncated last tag: gumbo builds the tree browsers would.
    const QByteArray html = "<title>Broken<meta name=robots content=noindex>\n"
                            "<link rel=canonical href=/canon/>"
                            "</div></span><p><a href=/one>one<p><a href=/two/>two"
                            "<table><tr><td><a href=three>three</table>"
                            "<a href=\"/four";
    const HtmlPage page = HtmlPage::parse(html, PageUrl);
    // The unclosed <title> takes the rest of the document as its text (RCDATA): what a
    // browser does, and why nothing after it counts.
    QVERIFY(page.title.startsWith(u"Broken<meta"_s));
    QVERIFY(!page.robots.noindex);
    QVERIFY(page.links.isEmpty());

    const QByteArray repaired = "<title>Fine</title><meta name=robots content=noindex>\n"
                                "<link rel=canonical href=/canon/>"
                                "</div></span><p><a href=/one>one<p><a href=/two/>two"
                                "<table><tr><td><a href=three>three</table>"
                                "<a href=\"/four\">four";
    const HtmlPage fixed = HtmlPage::parse(repaired, PageUrl);
    QCOMPARE(fixed.title, u"Fine"_s);
    QVERIFY(fixed.robots.noindex);
    QCOMPARE(fixed.canonical, QUrl(u"https://example.com/canon/"_s));
    QCOMPARE(fixed.links,
             urls({ u"https://example.com/one"_s, u"https://example.com/two/"_s,
                    u"https://example.com/shop/three"_s, u"https://example.com/four"_s }));

    // Cut in the middle of a tag, as a size cap cuts: what came before is read.
    const QByteArray cut = "<html><head><title>Cut</title></head><body><a href=/a>a</a><a hr";
    const HtmlPage partial = HtmlPage::parse(cut, PageUrl);
    QCOMPARE(partial.title, u"Cut"_s);
    QCOMPARE(partial.links, urls({ u"https://example.com/a"_s }));

    // Not HTML at all.
    const HtmlPage binary = HtmlPage::parse(QByteArray("\x00\x01\xff\xfe<\x00a", 7), PageUrl);
    QVERIFY(binary.links.isEmpty());
    QVERIFY(binary.title.isEmpty());
    QVERIFY(HtmlPage::parse(QByteArray(), PageUrl).links.isEmpty());
}

void TestHtmlPage::latin1()
{
    const QByteArray html = "<title>Caf\xe9 cr\xe8me</title><a href=\"/caf\xe9\">x</a>";
    QCOMPARE(HtmlPage::parse(html, PageUrl, "text/html; charset=ISO-8859-1").title,
             u"Café crème"_s);
    // Declared in the page rather than the header.
    const QByteArray declared = "<meta charset=\"windows-1252\">" + html;
    const HtmlPage page = HtmlPage::parse(declared, PageUrl, "text/html");
    QCOMPARE(page.title, u"Café crème"_s);
    QCOMPARE(page.links, urls({ u"https://example.com/caf%C3%A9"_s }));
    // Valid UTF-8 is read as UTF-8 whatever the header claims.
    QCOMPARE(HtmlPage::parse("<title>Café</title>", PageUrl, "text/html; charset=iso-8859-1").title,
             u"Café"_s);
}

void TestHtmlPage::deepNesting()
{
    // gumbo's work grows with the square of the nesting: 200,000 nested <div>s took it two
    // and a half minutes. Such a page is read up to where the work passes the budget, in
    // about two seconds, and says so.
    constexpr int Depth = 200000;
    QByteArray html = "<title>Deep</title><a href=/top>t</a>";
    html.reserve(Depth * 5 + 100);
    for (int i = 0; i < Depth; ++i)
        html += "<div>";
    html += "<a href=/bottom>b</a>";
    QElapsedTimer clock;
    clock.start();
    const HtmlPage page = HtmlPage::parse(html, PageUrl);
    QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(page.tooDeep);
    QCOMPARE(page.title, u"Deep"_s);
    QCOMPARE(page.links, urls({ u"https://example.com/top"_s }));

    // Ordinary depth, closed or not, optional end tags, void elements, comments and scripts
    // holding "<div>": read whole.
    QByteArray ordinary = "<title>Fine</title>";
    for (int i = 0; i < 400; ++i)
        ordinary += "<div class=x><p>para<li>item<br><img src=a.png><!-- <div><div> -->"
                    "<script>var s = '<div><div><div>';</script><span>s</span>";
    ordinary += "<a href=/bottom>b</a>";
    for (int i = 0; i < 400; ++i)
        ordinary += "</div>";
    for (int i = 0; i < 5000; ++i)
        ordinary += "<p><a href=/same>x</a></p>";
    const HtmlPage fine = HtmlPage::parse(ordinary, PageUrl);
    QVERIFY(!fine.tooDeep);
    QCOMPARE(fine.links, urls({ u"https://example.com/bottom"_s, u"https://example.com/same"_s }));
}

void TestHtmlPage::linkCap()
{
    QByteArray html;
    for (qsizetype i = 0; i < HtmlPage::MaxLinks + 5; ++i)
        html += "<a href=/p" + QByteArray::number(i) + ">x</a>";
    const HtmlPage page = HtmlPage::parse(html, PageUrl);
    QCOMPARE(page.links.size(), HtmlPage::MaxLinks);
    QVERIFY(page.linksCut);
    QCOMPARE(page.links.last(),
             QUrl(u"https://example.com/p"_s + QString::number(HtmlPage::MaxLinks - 1)));
}

void TestHtmlPage::anchors_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QStringList>("anchors");
    QTest::addColumn<QList<int>>("rels");
    QTest::newRow("plain") << QByteArray("<a href=/a>Prices</a>") << QStringList { u"Prices"_s }
                           << QList<int> { 0 };
    QTest::newRow("nested markup") << QByteArray("<a href=/a><span>Přehled</span> <b>cen</b>"
                                                 "<i>!</i></a>")
                                   << QStringList { u"Přehled cen!"_s } << QList<int> { 0 };
    QTest::newRow("blocks are words") << QByteArray("<a href=/a><div>One</div><div>Two</div></a>")
                                      << QStringList { u"One Two"_s } << QList<int> { 0 };
    QTest::newRow("whitespace collapsed")
        << QByteArray("<a href=/a>\n  Ціни \t  і\r\n  знижки &nbsp; </a>")
        << QStringList { u"Ціни і знижки"_s } << QList<int> { 0 };
    QTest::newRow("entities and quotes")
        << QByteArray("<a href=/a>Say &quot;hi&quot;, &amp; go</a>")
        << QStringList { u"Say \"hi\", & go"_s } << QList<int> { 0 };
    QTest::newRow("image alt") << QByteArray("<a href=/a><img src=x.png alt=\" Home  page \"></a>")
                               << QStringList { u"Home page"_s } << QList<int> { 0 };
    QTest::newRow("text before alt") << QByteArray("<a href=/a><img src=x.png alt=Logo> Shop</a>")
                                     << QStringList { u"Shop"_s } << QList<int> { 0 };
    QTest::newRow("second image's alt") << QByteArray("<a href=/a><img src=x.png alt=\"\">"
                                                      "<img src=y.png alt=Cart></a>")
                                        << QStringList { u"Cart"_s } << QList<int> { 0 };
    QTest::newRow("empty") << QByteArray("<a href=/a><img src=x.png></a>")
                           << QStringList { QString() } << QList<int> { 0 };
    QTest::newRow("script left out") << QByteArray("<a href=/a>Go<script>var x = 1;</script>"
                                                   "<style>a{}</style></a>")
                                     << QStringList { u"Go"_s } << QList<int> { 0 };
    QTest::newRow("emoji") << QByteArray("<a href=/a>Ціни 💶</a>") << QStringList { u"Ціни 💶"_s }
                           << QList<int> { 0 };
    QTest::newRow("rel nofollow ugc")
        << QByteArray("<a href=/a rel=\"nofollow ugc\">c</a>") << QStringList { u"c"_s }
        << QList<int> { HtmlLink::NoFollow | HtmlLink::Ugc };
    QTest::newRow("rel any case, other tokens")
        << QByteArray("<a href=/a rel=\" noopener  SPONSORED "
                      "NoFollow\">c</a>")
        << QStringList { u"c"_s } << QList<int> { HtmlLink::NoFollow | HtmlLink::Sponsored };
    QTest::newRow("rel none of them") << QByteArray("<a href=/a rel=\"noopener noreferrer\">c</a>")
                                      << QStringList { u"c"_s } << QList<int> { 0 };
    QTest::newRow("first anchor wins")
        << QByteArray("<a href=/a rel=nofollow>First</a><a href=/b>B</a><a href=/a>Second</a>"
                      "<a href=\"/a#top\" rel=ugc>Third</a>")
        << QStringList { u"First"_s, u"B"_s } << QList<int> { HtmlLink::NoFollow, 0 };
    QTest::newRow("first anchor wins even when empty")
        << QByteArray("<a href=/a></a><a href=/a>Text</a>") << QStringList { QString() }
        << QList<int> { 0 };
    QTest::newRow("dropped links take their anchors along")
        << QByteArray("<a href=mailto:x@example.com>Mail</a><a href=/a>A</a>")
        << QStringList { u"A"_s } << QList<int> { 0 };
}

void TestHtmlPage::anchors()
{
    QFETCH(QByteArray, html);
    QFETCH(QStringList, anchors);
    QFETCH(QList<int>, rels);
    const HtmlPage page = HtmlPage::parse(html, PageUrl);
    QCOMPARE(page.linkDetails.size(), page.links.size());
    QStringList gotAnchors;
    QList<int> gotRels;
    for (const HtmlLink &link : page.linkDetails) {
        gotAnchors.append(link.anchor);
        gotRels.append(link.rel);
    }
    QCOMPARE(gotAnchors, anchors);
    QCOMPARE(gotRels, rels);
}

void TestHtmlPage::anchorCut()
{
    // A paragraph in one link is cut at MaxAnchorLength, never in the middle of an emoji.
    const QString words = QString(u"slovo "_s).repeated(100);
    HtmlPage page = HtmlPage::parse("<a href=/a>" + words.toUtf8() + "</a>", PageUrl);
    QCOMPARE(page.linkDetails.constFirst().anchor, words.left(HtmlPage::MaxAnchorLength));
    const QString emoji = QString(u"a"_s).repeated(HtmlPage::MaxAnchorLength - 1) + u"💶💶"_s;
    page = HtmlPage::parse("<a href=/a>" + emoji.toUtf8() + "</a>", PageUrl);
    QCOMPARE(page.linkDetails.constFirst().anchor, emoji.left(HtmlPage::MaxAnchorLength - 1));
    QCOMPARE(HtmlLink::relText(HtmlLink::NoFollow | HtmlLink::Sponsored | HtmlLink::Ugc),
             u"nofollow sponsored ugc"_s);
    QCOMPARE(HtmlLink::relText(0), QString());
}

void TestHtmlPage::manyElements_data()
{
    // 15 MB of small elements, which a gzip body of 1.5 MB holds: read up to MaxElements, in
    // bounded time, whatever the kind of element.
    QTest::addColumn<QByteArray>("unit");
    QTest::newRow("<p>a</p>") << QByteArray("<p>a</p>");
    QTest::newRow("void <br>") << QByteArray("<br>");
    QTest::newRow("optional end <li>") << QByteArray("<li>x");
    QTest::newRow("<img> with attributes")
        << QByteArray("<img src=\"/media/catalog/product/cache/1/a.jpg\" alt=\"Teak table\" "
                      "width=\"300\" height=\"200\" loading=\"lazy\">");
    QTest::newRow("<span> in <div>") << QByteArray("<div class=\"c\"><span>s</span></div>\n");
}

void TestHtmlPage::manyElements()
{
    QFETCH(QByteArray, unit);
    QByteArray html = "<!DOCTYPE html><html><head><title>Many</title></head><body>"
                      "<a href=\"/top\">top</a>";
    const qsizetype target = 15 * 1024 * 1024;
    html.reserve(target + 64);
    while (html.size() < target)
        html += unit;
    html += "<a href=\"/bottom\">bottom</a></body></html>";
    QElapsedTimer clock;
    clock.start();
    const HtmlPage page = HtmlPage::parse(html, PageUrl);
    QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(page.tooManyElements);
    QVERIFY(!page.tooDeep);
    QCOMPARE(page.title, u"Many"_s);
    QCOMPARE(page.links, urls({ u"https://example.com/top"_s }));

    // Just under the limit: read whole.
    QByteArray fits = "<title>Fits</title>";
    for (qint64 i = 0; i < HtmlPage::MaxElements - 10; ++i)
        fits += "<br>";
    fits += "<a href=/bottom>b</a>";
    const HtmlPage whole = HtmlPage::parse(fits, PageUrl);
    QVERIFY(!whole.tooManyElements);
    QCOMPARE(whole.links, urls({ u"https://example.com/bottom"_s }));
}

void TestHtmlPage::metaRefresh_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<int>("seconds"); // -1: no refresh
    QTest::addColumn<QString>("target"); // empty: none (the page itself, or not http(s))
    QTest::addColumn<bool>("instant");
    auto meta = [](const QByteArray &content) {
        return "<meta http-equiv=\"refresh\" content=\"" + content + "\">";
    };
    const QString next = u"https://example.com/next"_s;
    QTest::newRow("0; url=") << meta("0; url=/next") << 0 << next << true;
    QTest::newRow("0;URL='…'") << meta("0;URL='/next'") << 0 << next << true;
    QTest::newRow("0, url = …") << meta("0, url = /next") << 0 << next << true;
    QTest::newRow("no url= word") << meta("0; /next") << 0 << next << true;
    QTest::newRow("decimal delay") << meta("0.0; url=/next") << 0 << next << true;
    QTest::newRow("other host, double quotes")
        << QByteArray("<meta http-equiv=\"refresh\" content='0; url=\"https://www.example.org/"
                      "en-gb/collections/garden?colour=natural&size=large\"'>")
        << 0 << u"https://www.example.org/en-gb/collections/garden?colour=natural&size=large"_s
        << true;
    QTest::newRow("fragment dropped") << meta("0; url=/next#top") << 0 << next << true;
    QTest::newRow("HTTP-EQUIV=Refresh")
        << QByteArray("<META HTTP-EQUIV=\"Refresh\" CONTENT=\"0; URL=/next\">") << 0 << next
        << true;
    QTest::newRow("against <base>")
        << QByteArray("<base href=\"https://example.com/shop/\">" + meta("0; url=next")) << 0
        << u"https://example.com/shop/next"_s << true;
    QTest::newRow("delayed") << meta("5; url=/next") << 5 << next << false;
    QTest::newRow("reload") << meta("30") << 30 << QString() << false;
    QTest::newRow("to itself") << meta("0; url=item.html?x=1#top") << 0 << QString() << false;
    QTest::newRow("javascript:") << meta("0; url=javascript:alert(1)") << 0 << QString()
                                 << false;
    QTest::newRow("no number") << meta("soon; url=/next") << -1 << QString() << false;
    QTest::newRow("first counts") << meta("0; url=/next") + meta("0; url=/other") << 0 << next
                                  << true;
    QTest::newRow("none") << QByteArray("<meta name=\"robots\" content=\"index\">") << -1
                          << QString() << false;
}

void TestHtmlPage::metaRefresh()
{
    QFETCH(QByteArray, head);
    QFETCH(int, seconds);
    QFETCH(QString, target);
    QFETCH(bool, instant);
    const HtmlPage page = HtmlPage::parse(
        "<!DOCTYPE html><html><head>" + head + "<title>Moved</title></head><body></body></html>",
        PageUrl);
    QCOMPARE(page.refreshSeconds, seconds);
    QCOMPARE(page.refresh, target.isEmpty() ? QUrl() : QUrl(target));
    QCOMPARE(page.isInstantRefresh(), instant);
}

void TestHtmlPage::contentType_data()
{
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<bool>("html");
    QTest::newRow("text/html") << QByteArray("text/html") << true;
    QTest::newRow("charset") << QByteArray("text/html; charset=utf-8") << true;
    QTest::newRow("case and space") << QByteArray("  Text/HTML ;charset=x") << true;
    QTest::newRow("xhtml") << QByteArray("application/xhtml+xml") << true;
    QTest::newRow("plain") << QByteArray("text/plain") << false;
    QTest::newRow("pdf") << QByteArray("application/pdf") << false;
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("prefix only") << QByteArray("text/htmlx") << false;
}

void TestHtmlPage::contentType()
{
    QFETCH(QByteArray, contentType);
    QFETCH(bool, html);
    QCOMPARE(isHtmlContentType(contentType), html);
}

void TestHtmlPage::images_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QList<QUrl>>("images");
    QTest::newRow("relative, absolute, protocol-relative")
        << QByteArray("<img src=photo.jpg><img src=\"/img/a.png\"><img src=\"//cdn.example.net/b.webp\">"
                      "<img src=\"https://other.example/c.gif\">")
        << urls({ u"https://example.com/shop/photo.jpg"_s, u"https://example.com/img/a.png"_s,
                  u"https://cdn.example.net/b.webp"_s, u"https://other.example/c.gif"_s });
    QTest::newRow("srcset's largest rather than src")
        << QByteArray("<img src=small.jpg srcset=\"small.jpg 480w, large.jpg 1600w, medium.jpg 800w\">")
        << urls({ u"https://example.com/shop/large.jpg"_s });
    QTest::newRow("picture sources, then the img")
        << QByteArray("<picture><source type=image/avif srcset=\"hero.avif 1x, hero-2x.avif 2x\">"
                      "<source srcset=hero.webp><img src=hero.jpg alt=Hero></picture>"
                      "<video><source src=clip.mp4></video>")
        << urls({ u"https://example.com/shop/hero-2x.avif"_s, u"https://example.com/shop/hero.webp"_s,
                  u"https://example.com/shop/hero.jpg"_s });
    QTest::newRow("og:image in the head")
        << QByteArray("<head><meta property=\"og:image\" content=\"https://example.com/og/card.png\">"
                      "<meta property=og:image:secure_url content=/og/secure.png></head><body>"
                      "<img src=/og/card.png></body>")
        << urls({ u"https://example.com/og/card.png"_s, u"https://example.com/og/secure.png"_s });
    QTest::newRow("data URIs and pixels left out")
        << QByteArray("<img src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\">"
                      "<img src=/t.gif width=1 height=1><img src=/t2.gif width=\"1px\" height=\"1\">"
                      "<img src=/thin.png width=1 height=300><img>")
        << urls({ u"https://example.com/thin.png"_s });
    QTest::newRow("each once, base honoured")
        << QByteArray("<base href=\"https://example.com/media/\"><img src=a.jpg><img src=a.jpg#x>"
                      "<img src=\" a.jpg \">")
        << urls({ u"https://example.com/media/a.jpg"_s });
    QTest::newRow("an SVG image is no <img>")
        << QByteArray("<svg><image href=/vector.png /></svg><img src=/raster.png>")
        << urls({ u"https://example.com/raster.png"_s });
}

void TestHtmlPage::images()
{
    QFETCH(QByteArray, html);
    QFETCH(QList<QUrl>, images);
    QCOMPARE(HtmlPage::parse(html, PageUrl).images, images);
}

void TestHtmlPage::imageCap()
{
    QByteArray html;
    for (int i = 0; i < HtmlPage::MaxImages + 50; ++i)
        html += "<img src=/i/" + QByteArray::number(i) + ".jpg>";
    const HtmlPage page = HtmlPage::parse(html, PageUrl);
    QCOMPARE(page.images.size(), HtmlPage::MaxImages);
    QCOMPARE(page.images.last(), QUrl(u"https://example.com/i/%1.jpg"_s.arg(HtmlPage::MaxImages - 1)));
}

void TestHtmlPage::srcset_data()
{
    QTest::addColumn<QByteArray>("srcset");
    QTest::addColumn<QByteArray>("largest");
    QTest::newRow("widths") << QByteArray("a.jpg 480w, b.jpg 1200w, c.jpg 800w") << QByteArray("b.jpg");
    QTest::newRow("densities") << QByteArray("a.jpg, b.jpg 2x, c.jpg 1.5x") << QByteArray("b.jpg");
    QTest::newRow("no descriptor is 1x") << QByteArray("a.jpg 0.5x, b.jpg") << QByteArray("b.jpg");
    QTest::newRow("commas in the URL") << QByteArray("/img/w_400,h_300/a.jpg 400w, /img/w_800,h_600/a.jpg 800w")
                                       << QByteArray("/img/w_800,h_600/a.jpg");
    QTest::newRow("no spaces after commas") << QByteArray("a.jpg 1x,b.jpg 3x,c.jpg 2x") << QByteArray("b.jpg");
    QTest::newRow("line breaks") << QByteArray("\n  a.jpg 320w,\n  b.jpg 640w\n") << QByteArray("b.jpg");
    QTest::newRow("empty") << QByteArray("  ") << QByteArray();
}

void TestHtmlPage::srcset()
{
    QFETCH(QByteArray, srcset);
    QFETCH(QByteArray, largest);
    QCOMPARE(HtmlPage::largestSrcsetCandidate(srcset), largest);
}

void TestHtmlPage::pageDate_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("source");
    const QByteArray all
        = "<head><script type=application/ld+json>{\"@context\":\"https://schema.org\","
          "\"@type\":\"BlogPosting\",\"dateModified\":\"2024-05-01T10:00:00+02:00\"}</script>"
          "<meta property=article:modified_time content=2024-04-01T00:00:00Z>"
          "<meta property=og:updated_time content=2024-03-01T00:00:00Z></head>"
          "<body><time itemprop=dateModified datetime=2024-02-01>1 Feb</time></body>";
    QTest::newRow("JSON-LD first") << all << u"2024-05-01T10:00:00+02:00"_s << u"json-ld"_s;
    QTest::newRow("article:modified_time next")
        << QByteArray(all).replace("dateModified\":\"2024-05-01T10:00:00+02:00", "datePublished\":\"2024-01-01")
        << u"2024-04-01T00:00:00Z"_s << u"article:modified_time"_s;
    QTest::newRow("og:updated_time")
        << QByteArray("<meta property=og:updated_time content=\"2023-12-24T18:30:00+01:00\">"
                      "<time itemprop=dateModified datetime=2020-01-01>")
        << u"2023-12-24T18:30:00+01:00"_s << u"og:updated_time"_s;
    QTest::newRow("time element, datetime or text")
        << QByteArray("<p>Updated <time itemprop=\"dateModified\">2022-11-03</time></p>")
        << u"2022-11-03"_s << u"time"_s;
    QTest::newRow("a date that does not read is passed over")
        << QByteArray("<meta property=article:modified_time content=\"last Tuesday\">"
                      "<meta property=og:updated_time content=2021-06-07>")
        << u"2021-06-07"_s << u"og:updated_time"_s;
    QTest::newRow("graph: the WebPage node, not the site's")
        << QByteArray("<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\",\"@graph\":["
                      "{\"@type\":\"WebSite\",\"@id\":\"https://example.com/#website\",\"dateModified\":\"2019-01-01\"},"
                      "{\"@type\":[\"WebPage\",\"ItemPage\"],\"@id\":\"https://example.com/other/#webpage\","
                      "\"dateModified\":\"2024-06-30T08:00:00+00:00\"}]}</script>")
        << u"2024-06-30T08:00:00+00:00"_s << u"json-ld"_s;
    QTest::newRow("graph: the node whose @id is the page wins over a WebPage")
        << QByteArray("<script type=\"application/ld+json\">[{\"@type\":\"WebPage\",\"url\":\"https://example.com/\","
                      "\"dateModified\":\"2018-01-01\"},{\"@type\":\"Product\","
                      "\"@id\":\"https://example.com/shop/item.html?x=1#product\",\"dateModified\":\"2024-07-07\"}]</script>")
        << u"2024-07-07"_s << u"json-ld"_s;
    QTest::newRow("several nodes, none the page: no JSON-LD date")
        << QByteArray("<script type=application/ld+json>[{\"@type\":\"Person\",\"dateModified\":\"2018-01-01\"},"
                      "{\"@type\":\"Organization\",\"dateModified\":\"2017-01-01\"}]</script>"
                      "<meta property=og:updated_time content=2024-08-08>")
        << u"2024-08-08"_s << u"og:updated_time"_s;
    QTest::newRow("broken JSON-LD is passed over")
        << QByteArray("<script type=application/ld+json>{\"dateModified\": \"2024-01-01\",</script>"
                      "<time itemprop=dateModified datetime=2023-03-03T03:03:03Z></time>")
        << u"2023-03-03T03:03:03Z"_s << u"time"_s;
    QTest::newRow("none") << QByteArray("<p>No dates here</p>") << QString() << QString();
}

void TestHtmlPage::pageDate()
{
    QFETCH(QByteArray, html);
    QFETCH(QString, date);
    QFETCH(QString, source);
    const HtmlPage page = HtmlPage::parse(html, PageUrl);
    QCOMPARE(page.modified, date);
    QCOMPARE(QString(pageDateSourceId(page.modifiedSource)), source);
}

QTEST_GUILESS_MAIN(TestHtmlPage)
#include "tst_htmlpage.moc"
