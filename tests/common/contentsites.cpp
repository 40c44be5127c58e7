#include "contentsites.h"

#include <QUrl>
#include <QUrlQuery>

#include <memory>

using namespace Qt::StringLiterals;

namespace Studio::Testing {

namespace {

const QString WpPost1 = u"/wp/2023/05/hello-world/"_s;
const QString WpPost2 = u"/wp/2023/06/garden-notes/"_s;
const QString WpPost3 = u"/wp/2023/07/tomatoes-in-pots/"_s;
const QString WpArchive
    = u"/wp/category/news/page/2/?orderby=date&order=desc&post_type=post&lang=en-GB"_s;
const QString DocsCli = u"/docs/reference/cli/?version=2.4&os=linux&arch=amd64&format=html"_s;
const QString ShopList
    = u"/shop/list.php?category=garden-tools&sort=price-asc&page=2&view=grid&per_page=24"_s;
const QString ShopItem1
    = u"/shop/item.php?id=1234&variant=green&size=large&ref=list-garden-tools"_s;
const QString ShopItem2 = u"/shop/item.php?id=5678&variant=red&size=small&ref=list-garden-tools"_s;

QByteArray utf8(const QString &text)
{
    return text.toUtf8();
}

// An href as HTML writes it: & escaped.
QString href(const QString &path)
{
    return QString(path).replace(u"&"_s, u"&amp;"_s);
}

// The time the page was made, as footers print it: a new one for every request.
QString clock(int request)
{
    return u"%1:%2:%3"_s.arg(9 + request / 3600 % 12, 2, 10, QLatin1Char('0'))
        .arg(request / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(request % 60, 2, 10, QLatin1Char('0'));
}

struct Post
{
    QString path;
    QString title;
    QStringList paragraphs;
};

QList<Post> posts(int version)
{
    QList<Post> all {
        { WpPost1,
          u"Hello world!"_s,
          { u"Welcome to our garden blog. This is the first post, where we say what the blog "
            "will be about: vegetables, compost and the weather."_s,
            u"We grow tomatoes, beans and far too much zucchini on a small plot behind the "
            "house."_s } },
        { WpPost2,
          u"Garden notes for June"_s,
          { u"June was dry. The beans climbed to the top of their poles in three weeks, and "
            "the slugs left them alone for once."_s,
            u"Next month: thinning the carrots and the first harvest of peas."_s } },
        { WpPost3,
          u"Tomatoes in pots"_s,
          { u"A pot of forty litres at least, a sunny wall and water every evening: that is "
            "all a tomato asks for."_s,
            u"Cherry varieties do best; beefsteaks split when the watering is uneven."_s } },
    };
    if (version == 2)
        all[0].paragraphs.append(
            u"Update: the zucchini won. We now give away three a day to the neighbours."_s);
    return all;
}

QByteArray wordpress(const QString &path, int version, int request)
{
    const QList<Post> all = posts(version);
    const Post *post = nullptr;
    for (const Post &p : all)
        if (p.path == path)
            post = &p;
    // The widgets and teasers rotate with every request.
    const Post &teaser = all.at(request % all.size());
    const int comments = request % 7;
    QString head = u"<title>%1 &#8211; Garden Blog</title>"_s.arg(post ? post->title
                                                                      : path == WpArchive
                                                                      ? u"News &#8211; Page 2"_s
                                                                      : u"Garden Blog"_s);
    if (path == WpPost1)
        head += u"<script type=\"application/ld+json\" class=\"yoast-schema-graph\">"
                "{\"@context\":\"https://schema.org\",\"@graph\":[{\"@type\":\"WebPage\","
                "\"@id\":\"%1\",\"datePublished\":\"2023-05-02T10:00:00+02:00\","
                "\"dateModified\":\"%2\"}]}</script>"_s.arg(WpPost1, ContentSites::statedDate());
    QString body
        = u"<div id=\"page\" class=\"site\"><a class=\"skip-link screen-reader-text\" "
          "href=\"#content\">Skip to content</a>"
          "<header id=\"masthead\" class=\"site-header\" role=\"banner\"><div "
          "class=\"site-branding\">"
          "<p class=\"site-title\"><a href=\"/wp/\">Garden Blog</a></p>"
          "<p class=\"site-description\">Vegetables, compost and the weather</p></div>"
          "<nav id=\"site-navigation\" class=\"primary-navigation\"><ul id=\"primary-menu-list\">"
          "<li class=\"menu-item\"><a href=\"/wp/\">Home</a></li>"
          "<li class=\"menu-item\"><a href=\"%1\">Hello world!</a></li>"
          "<li class=\"menu-item\"><a href=\"%2\">June</a></li>"
          "<li class=\"menu-item\"><a href=\"%3\">Tomatoes</a></li>"
          "<li class=\"menu-item\"><a href=\"%4\">News</a></li></ul></nav></header>"
          "<div id=\"content\" class=\"site-content\"><div id=\"primary\" class=\"content-area\">"
          "<main id=\"main\" class=\"site-main\">"_s.arg(href(WpPost1), href(WpPost2),
                                                         href(WpPost3), href(WpArchive));
    if (post) {
        body += u"<article id=\"post-1\" class=\"post-1 post type-post status-publish\">"
                "<header class=\"entry-header\"><h1 class=\"entry-title\">%1</h1>"
                "<div class=\"entry-meta\"><span class=\"posted-on\">Posted on <time "
                "class=\"entry-date published\" datetime=\"2023-05-02T10:00:00+02:00\">May 2, "
                "2023</time></span> <span class=\"byline\">by admin</span> "
                "<span class=\"comments-link\"><a href=\"%2#comments\">%3 Comments</a></span>"
                "</div></header><div class=\"entry-content\">"_s.arg(post->title, href(path))
                    .arg(comments);
        for (const QString &paragraph : post->paragraphs)
            body += u"\n<p>"_s + paragraph + u"</p>"_s;
        body += u"<div class=\"sharedaddy sd-sharing-enabled\"><h3 class=\"sd-title\">Share "
                "this:</h3><ul><li><a href=\"https://twitter.com/share\">Twitter (%1)</a></li>"
                "</ul></div></div>"
                "<footer class=\"entry-footer\"><span class=\"cat-links\">Posted in "
                "<a href=\"%2\">News</a></span></footer></article>"_s.arg(request * 3)
                    .arg(href(WpArchive));
        body += u"<section class=\"related-posts\"><h2>You may also like</h2><p><a "
                "href=\"%1\">%2</a></p></section>"_s.arg(href(teaser.path), teaser.title);
    } else {
        // The home page and the archive: a teaser article per post.
        if (path == WpArchive)
            body += u"<header class=\"page-header\"><h1 class=\"page-title\">Category: News</h1>"
                    "</header>"_s;
        for (const Post &p : all)
            body += u"<article class=\"post type-post\"><header class=\"entry-header\"><h2 "
                    "class=\"entry-title\"><a href=\"%1\">%2</a></h2></header><div "
                    "class=\"entry-summary\"><p>%3 [&hellip;]</p></div></article>"_s.arg(
                        href(p.path), p.title, p.paragraphs.first().left(60));
    }
    body += u"</main></div>"
            "<aside id=\"secondary\" class=\"widget-area\"><section class=\"widget "
            "widget_recent_entries\"><h2 class=\"widget-title\">Recent Posts</h2><ul><li><a "
            "href=\"%1\">%2</a></li></ul></section><section class=\"widget\"><h2>Visitors</h2>"
            "<p>%3 visitors today</p></section></aside></div>"
            "<div id=\"cookie-law-info-bar\" data-nosnippet=\"true\"><span>This website uses "
            "cookies to improve your experience.<a role=\"button\" class=\"cli_action_button\">"
            "Accept</a></span></div>"
            "<footer id=\"colophon\" class=\"site-footer\"><div class=\"site-info\">&copy; 2023 "
            "Garden Blog &middot; Page generated at %4 &middot; Proudly powered by WordPress"
            "</div></footer></div>"
            "<script src=\"/wp/wp-includes/js/wp-emoji-release.min.js?ver=6.2\"></script>"_s
                .arg(href(teaser.path), teaser.title)
                .arg(1000 + request * 17)
                .arg(clock(request));
    return utf8(u"<!DOCTYPE html>\n<html lang=\"en-GB\"><head><meta charset=\"UTF-8\">"_s + head
                + u"</head><body class=\"post-template-default single single-post\">"_s + body
                + u"</body></html>\n"_s);
}

QByteArray hugo(const QString &path, int version, int request)
{
    struct Doc
    {
        QString path;
        QString title;
        QString updated;
        QString text;
    };
    QList<Doc> docs {
        { u"/docs/"_s, u"Documentation"_s, u"March 1, 2023"_s,
          u"<p>Everything about Tomato Tracker: installing it, configuring it and its command "
          "line.</p>"_s },
        { u"/docs/install/"_s, u"Install"_s, u"April 12, 2023"_s,
          u"<p>Download the package for your system and run the installer.</p><pre><code>sudo "
          "apt install tomato-tracker\n</code></pre><p>Then start it once to create its "
          "configuration.</p>"_s },
        { u"/docs/configure/"_s, u"Configure"_s, u"May 3, 2023"_s,
          u"<p>The configuration lives in <code>~/.config/tomato/tracker.toml</code>.</p>"
          "<table><tr><th>Key</th><th>Default</th></tr><tr><td>interval</td><td>60</td></tr>"
          "</table>"_s },
        { DocsCli, u"Command line"_s, u"May 3, 2023"_s,
          u"<p><code>tomato-tracker watch</code> records the plants; <code>tomato-tracker "
          "report</code> prints the week.</p>"_s },
        { u"/docs/faq/"_s, u"FAQ"_s, u"February 2, 2023"_s,
          u"<h2 id=\"why\">Why tomatoes?</h2><p>Because they are the first thing everyone "
          "grows.</p>"_s },
    };
    if (version == 2) {
        docs[2].updated = u"June 20, 2023"_s;
        docs[2].text.replace(u"<td>60</td>"_s, u"<td>30</td>"_s);
    }
    const Doc *doc = &docs.first();
    for (const Doc &d : docs)
        if (d.path == path)
            doc = &d;
    QString menu;
    for (const Doc &d : docs)
        menu += u"<li><a href=\"%1\">%2</a></li>"_s.arg(href(d.path), d.title);
    const QString html
        = u"<!doctype html><html lang=\"en\" class=\"no-js\"><head><meta charset=\"utf-8\">"
          "<meta name=\"generator\" content=\"Hugo 0.111.3\"><title>%1 | Tomato Tracker</title>"
          "</head><body class=\"td-page\"><header><nav class=\"td-navbar\"><a "
          "class=\"navbar-brand\" href=\"/docs/\">Tomato Tracker</a><ul><li><a "
          "href=\"/docs/\">Docs</a></li><li><a href=\"/docs/faq/\">FAQ</a></li></ul></nav>"
          "</header><div class=\"container-fluid td-outer\"><div class=\"row\">"
          "<aside class=\"col-md-3 td-sidebar\"><nav id=\"td-section-nav\"><ul>%2</ul></nav>"
          "</aside><main class=\"col-md-9 td-main\" role=\"main\"><div class=\"td-content\">"
          "<h1>%1</h1>%3<div class=\"td-page-meta__lastmod\">Last updated on %4</div>"
          "<div class=\"feedback-widget\"><p>Was this page helpful? Yes (%5) No (%6)</p></div>"
          "</div></main></div></div><footer class=\"td-footer\"><p>Built with Hugo at %7 "
          "&middot; %8 page views</p></footer><script src=\"/docs/js/main.min.js\"></script>"
          "</body></html>\n"_s.arg(doc->title, menu, doc->text, doc->updated)
              .arg(request % 13)
              .arg(request % 5)
              .arg(clock(request))
              .arg(request * 101);
    return utf8(html);
}

QByteArray shop(const QString &path, int version, int request)
{
    struct Item
    {
        QString path;
        QString name;
        QString price;
    };
    QList<Item> items { { ShopItem1, u"Garden trowel, green, large"_s, u"€19.90"_s },
                        { ShopItem2, u"Watering can, red, small"_s, u"€12.50"_s } };
    if (version == 2)
        items[0].price = u"€17.90"_s;
    QString title = u"Green Fingers Shop"_s;
    QString content;
    if (path == u"/shop/"_s) {
        content = u"<h1>Welcome to Green Fingers</h1><p>Tools for the garden since 1998, sent "
                  "from our shop in Brno.</p>"_s;
    } else if (path == ShopList) {
        title = u"Garden tools, page 2"_s;
        content = u"<h1>Garden tools</h1><table class=\"products\">"_s;
        for (const Item &item : items)
            content += u"<tr><td><a href=\"%1\">%2</a></td><td>%3</td></tr>"_s.arg(
                href(item.path), item.name, item.price);
        content += u"</table>"_s;
    } else if (path == u"/shop/about.html"_s) {
        title = u"About us"_s;
        content = u"<h1>About us</h1><p>A family shop: three of us, a warehouse and a dog.</p>"_s;
    } else if (path == u"/shop/contact.html"_s) {
        title = u"Contact"_s;
        content = u"<h1>Contact</h1><p>Write to shop@greenfingers.example or call "
                  "+420 555 123 456.</p>"_s;
    } else {
        for (const Item &item : items)
            if (item.path == path) {
                title = item.name;
                content = u"<h1>%1</h1><p class=\"price\">Price: %2</p><p>In stock. Sent within "
                          "two days.</p>"_s.arg(item.name, item.price);
            }
    }
    // A promotion on every page, the same on each: a different one in version 2.
    const QString promotion = version == 1 ? u"Summer sale: 20% off all garden tools!"_s
                                           : u"Autumn sale: free delivery over €50!"_s;
    const QString html
        = u"<html><head><title>%1</title><meta http-equiv=\"Content-Type\" "
          "content=\"text/html; charset=utf-8\"></head><body bgcolor=\"#ffffff\">"
          "<table width=\"100%\"><tr><td><img src=\"/shop/logo.gif\" alt=\"Green Fingers\">"
          "</td></tr></table><div id=\"topmenu\"><a href=\"/shop/\">Home</a> | <a "
          "href=\"%2\">Garden tools</a> | <a href=\"/shop/about.html\">About us</a> | <a "
          "href=\"/shop/contact.html\">Contact</a></div><div class=\"promo\"><b>%3</b></div>"
          "<div id=\"content\">%4</div><div id=\"footer\">Visitors: %5 &nbsp;|&nbsp; Page "
          "generated in 0.0%6 s at %7</div></body></html>\n"_s
              .arg(title, href(ShopList), promotion, content)
              .arg(40000 + request * 7)
              .arg(request % 9 + 1)
              .arg(clock(request));
    return utf8(html);
}

} // namespace

QStringList ContentSites::sites()
{
    return { u"/wp/"_s, u"/docs/"_s, u"/shop/"_s };
}

QStringList ContentSites::paths(const QString &site)
{
    if (site == u"/wp/")
        return { u"/wp/"_s, WpPost1, WpPost2, WpPost3, WpArchive };
    if (site == u"/docs/")
        return { u"/docs/"_s, u"/docs/install/"_s, u"/docs/configure/"_s, DocsCli,
                 u"/docs/faq/"_s };
    return {
        u"/shop/"_s, ShopList, ShopItem1, ShopItem2, u"/shop/about.html"_s, u"/shop/contact.html"_s
    };
}

QStringList ContentSites::editedPaths()
{
    return { WpPost1, u"/docs/configure/"_s, ShopItem1, ShopList };
}

QString ContentSites::datedPath()
{
    return WpPost1;
}

QString ContentSites::statedDate()
{
    return u"2023-05-10T08:00:00.123+02:00"_s;
}

QByteArray ContentSites::page(const QString &path, int version, int request)
{
    if (path.startsWith(u"/wp/"))
        return wordpress(path, version, request);
    if (path.startsWith(u"/docs/"))
        return hugo(path, version, request);
    return shop(path, version, request);
}

void ContentSites::install(TestHttpServer &server, int version)
{
    auto requests = std::make_shared<int>(0);
    QSet<QString> routed;
    for (const QString &site : sites())
        for (const QString &path : paths(site)) {
            const QString route = QUrl(path).path();
            if (routed.contains(route))
                continue;
            routed.insert(route);
            server.route(route, [version, requests](const TestRequest &request) {
                const QString target = QString::fromUtf8(request.target);
                return TestResponse::ok(page(target, version, ++*requests),
                                        "text/html; charset=utf-8");
            });
        }
}

} // namespace Studio::Testing
