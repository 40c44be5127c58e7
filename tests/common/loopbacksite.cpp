#include "loopbacksite.h"

#include <QDateTime>
#include <QLocale>

#include <memory>

namespace Studio::Testing {

namespace {

using namespace Qt::StringLiterals;

// What home links, besides the sections.
const QStringList HomeLinks {
    u"/about"_s,
    u"/contact"_s,
    u"/noindex-meta"_s,
    u"/noindex-header"_s,
    u"/noindex-googlebot"_s,
    u"/noindex-otherbot"_s,
    u"/nofollow"_s,
    u"/canon-elsewhere"_s,
    u"/canon-target"_s,
    u"/canon-self"_s,
    u"/moved"_s,
    u"/chain-1"_s,
    u"/loop-a"_s,
    u"/old/index.html"_s,
    u"/missing"_s,
    u"/gone"_s,
    u"/server-error"_s,
    u"/busy"_s,
    u"/private/secret"_s,
    u"/private/page"_s,
    u"/en/"_s,
    u"/base/dir/page"_s,
    u"/huge"_s,
    u"/file.pdf"_s,
    u"/never"_s,
};

QByteArray lastModified(int section)
{
    const QDateTime when(QDate(2024, 6, 10 + section), QTime(8, 0), Qt::UTC);
    return QLocale::c().toString(when, u"ddd, dd MMM yyyy hh:mm:ss 'GMT'"_s).toLatin1();
}

QByteArray alternates(const QList<std::pair<QString, QString>> &links)
{
    QByteArray head;
    for (const auto &[code, path] : links)
        head += "<link rel=\"alternate\" hreflang=\"" + code.toUtf8() + "\" href=\"" + path.toUtf8()
            + "\">\n";
    return head;
}

} // namespace

QByteArray LoopbackSite::page(const QString &title, const QStringList &links,
                              const QByteArray &head)
{
    QByteArray html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n<title>"
        + title.toHtmlEscaped().toUtf8() + "</title>\n" + head + "</head><body>\n<h1>"
        + title.toHtmlEscaped().toUtf8() + "</h1>\n<ul>\n";
    for (const QString &link : links)
        html += "<li><a href=\"" + link.toHtmlEscaped().toUtf8() + "\">" + link.toUtf8()
            + "</a></li>\n";
    return html + "</ul>\n</body></html>\n";
}

void LoopbackSite::install(TestHttpServer &server)
{
    // A few hundred pages are fetched; a crawler that fetches many more is wrong, and ends.
    server.setMaxRequests(2000);
    auto html = [&server](const QString &path, const QByteArray &body,
                          QList<std::pair<QByteArray, QByteArray>> headers = {}) {
        TestResponse response = TestResponse::ok(body, "text/html; charset=utf-8");
        response.delayMs = PageDelayMs;
        for (const auto &[name, value] : headers)
            response.header(name, value);
        server.route(path, response);
    };

    server.serve(u"/robots.txt"_s,
                 "# The loopback site\n"
                 "User-agent: OtherBot\n"
                 "Disallow: /\n"
                 "\n"
                 "User-agent: *\n"
                 "Disallow: /private/\n"
                 "Crawl-delay: 0.02\n",
                 "text/plain");

    QStringList home;
    for (int n = 0; n < Sections; ++n)
        home.append(u"/section/%1"_s.arg(n));
    home += HomeLinks;
    home.append(u"/index.html"_s); // the home page again, as the duplicate rule normalises it
    home.append(u"#top"_s);
    home.append(u"https://elsewhere.example/"_s);
    home.append(u"mailto:webmaster@example.com"_s);
    html(u"/"_s, page(u"Home"_s, home));

    for (int n = 0; n < Sections; ++n) {
        // Relative links without <base>: "N/item-0" from /section/N is /section/N/item-0.
        html(u"/section/%1"_s.arg(n),
             page(u"Section %1"_s.arg(n), { u"%1/item-0"_s.arg(n), u"/"_s }));
        for (int m = 0; m < ItemsPerSection; ++m) {
            QStringList links { u"../%1"_s.arg(n) };
            if (m + 1 < ItemsPerSection)
                links.append(u"item-%1"_s.arg(m + 1));
            html(u"/section/%1/item-%2"_s.arg(n).arg(m), page(u"Item %1.%2"_s.arg(n).arg(m), links),
                 { { "Last-Modified", lastModified(n) } });
        }
    }

    html(u"/about"_s, page(u"About"_s, { u"/"_s, u"/contact"_s }));
    html(u"/contact"_s, page(u"Contact"_s, { u"/"_s }),
         { { "Last-Modified", "Wed, 21 Oct 2015 07:28:00 GMT" } });
    html(u"/noindex-meta"_s,
         page(u"Noindex by meta"_s, { u"/only-from-noindex"_s },
              "<meta name=\"robots\" content=\"noindex, follow\">\n"));
    html(u"/only-from-noindex"_s, page(u"Linked only from a noindex page"_s, {}));
    html(u"/noindex-header"_s, page(u"Noindex by header"_s, {}), { { "X-Robots-Tag", "noindex" } });
    html(u"/noindex-googlebot"_s, page(u"Noindex for Googlebot"_s, {}),
         { { "X-Robots-Tag", "googlebot: noindex" } });
    html(u"/noindex-otherbot"_s, page(u"Noindex for another crawler"_s, {}),
         { { "X-Robots-Tag", "otherbot: noindex, nofollow" } });
    html(u"/nofollow"_s,
         page(u"Nofollow"_s, { u"/behind-nofollow"_s },
              "<meta name=\"robots\" content=\"nofollow\">\n"));
    html(u"/behind-nofollow"_s, page(u"Behind a nofollow page"_s, {}));
    html(u"/canon-elsewhere"_s,
         page(u"Canonical elsewhere"_s, {}, "<link rel=\"canonical\" href=\"/canon-target\">\n"));
    html(u"/canon-target"_s, page(u"Canonical target"_s, {}));
    html(u"/canon-self"_s,
         page(u"Canonical self"_s, {},
              "<link rel=\"canonical\" href=\"" + server.url(u"/canon-self"_s).toEncoded()
                  + "\">\n"));

    server.redirect(u"/moved"_s, "/moved-target", 301);
    html(u"/moved-target"_s, page(u"Moved here"_s, {}));
    server.redirect(u"/chain-1"_s, "/chain-2", 302);
    server.redirect(u"/chain-2"_s, server.url(u"/chain-end"_s).toEncoded(), 301);
    html(u"/chain-end"_s, page(u"End of the chain"_s, {}));
    server.redirectLoop(u"/loop-a"_s, u"/loop-b"_s);
    server.redirect(u"/old/index.html"_s, "/old/", 301);
    html(u"/old/"_s, page(u"Old folder"_s, {}));

    server.status(u"/missing"_s, 404);
    server.status(u"/gone"_s, 410);
    server.status(u"/server-error"_s, 500);
    auto busyCount = std::make_shared<int>(0);
    server.route(u"/busy"_s, [busyCount](const TestRequest &) {
        if ((*busyCount)++ == 0) {
            TestResponse response = TestResponse::error(429);
            response.header("Retry-After", "1");
            return response;
        }
        return TestResponse::ok(page(u"Busy, then fine"_s, {}), "text/html");
    });
    html(u"/private/secret"_s, page(u"Secret"_s, {}));
    html(u"/private/page"_s, page(u"Private"_s, {}));

    html(u"/en/"_s,
         page(u"English"_s, {},
              alternates({ { u"en"_s, u"/en/"_s },
                           { u"de"_s, u"/de/"_s },
                           { u"fr"_s, u"/fr/"_s },
                           { u"x-default"_s, u"/en/"_s } })));
    html(u"/de/"_s,
         page(u"Deutsch"_s, {},
              alternates(
                  { { u"de"_s, u"/de/"_s }, { u"en"_s, u"/en/"_s }, { u"fr"_s, u"/fr/"_s } })));
    // No return link to /de/.
    html(u"/fr/"_s,
         page(u"Français"_s, {}, alternates({ { u"fr"_s, u"/fr/"_s }, { u"en"_s, u"/en/"_s } })));

    html(u"/base/dir/page"_s, page(u"Base"_s, { u"target"_s }, "<base href=\"/base/other/\">\n"));
    html(u"/base/other/target"_s, page(u"Base target"_s, {}));
    html(u"/base/dir/target"_s, page(u"Not the base target"_s, {}));

    QByteArray huge = "<!DOCTYPE html><html><head><title>Huge</title></head><body>"
                      "<a href=\"/huge-start\">start</a>\n";
    while (huge.size() < HugeBytes)
        huge += "<p>Filler paragraph to make the page large.</p>\n";
    huge += "<a href=\"/huge-tail\">tail</a></body></html>\n";
    server.serve(u"/huge"_s, huge, "text/html");
    html(u"/huge-start"_s, page(u"Start of the huge page"_s, {}));
    html(u"/huge-tail"_s, page(u"Tail of the huge page"_s, {}));

    QByteArray pdf = "%PDF-1.4\n";
    for (int i = 0; i < 4096; ++i)
        pdf += char(i * 7 % 256);
    server.serve(u"/file.pdf"_s, pdf, "application/pdf");
    TestResponse never = TestResponse::ok(page(u"Never"_s, {}), "text/html");
    never.stallAfterBytes = 20;
    server.route(u"/never"_s, never);

    html(u"/orphan-1"_s, page(u"Orphan one"_s, { u"/"_s }));
    html(u"/orphan-2"_s, page(u"Orphan two"_s, {}));
    html(u"/orphan-noindex"_s,
         page(u"Orphan, noindex"_s, {}, "<meta name=\"robots\" content=\"noindex\">\n"));

    server.serve(u"/sitemap.xml"_s, sitemapXml(server.url(u""_s).toString()));
}

QStringList LoopbackSite::linkedPaths()
{
    QStringList paths { u"/"_s };
    for (int n = 0; n < Sections; ++n)
        paths.append(u"/section/%1"_s.arg(n));
    for (int n = 0; n < Sections; ++n)
        for (int m = 0; m < ItemsPerSection; ++m)
            paths.append(u"/section/%1/item-%2"_s.arg(n).arg(m));
    paths += HomeLinks;
    paths += { u"/only-from-noindex"_s,
               u"/moved-target"_s,
               u"/chain-2"_s,
               u"/chain-end"_s,
               u"/loop-b"_s,
               u"/de/"_s,
               u"/fr/"_s,
               u"/base/other/target"_s,
               u"/huge-start"_s };
    return paths;
}

QStringList LoopbackSite::indexablePaths()
{
    QStringList paths { u"/"_s };
    for (int n = 0; n < Sections; ++n)
        paths.append(u"/section/%1"_s.arg(n));
    for (int n = 0; n < Sections; ++n)
        for (int m = 0; m < ItemsPerSection; ++m)
            paths.append(u"/section/%1/item-%2"_s.arg(n).arg(m));
    paths += { u"/about"_s,
               u"/contact"_s,
               u"/only-from-noindex"_s,
               u"/noindex-otherbot"_s,
               u"/nofollow"_s,
               u"/canon-target"_s,
               u"/canon-self"_s,
               u"/moved-target"_s,
               u"/chain-end"_s,
               u"/old/index.html"_s,
               u"/busy"_s,
               u"/en/"_s,
               u"/de/"_s,
               u"/fr/"_s,
               u"/base/dir/page"_s,
               u"/base/other/target"_s,
               u"/huge"_s,
               u"/huge-start"_s };
    return paths;
}

QStringList LoopbackSite::sitemapPaths()
{
    QStringList paths { u"/"_s, u"/about"_s };
    for (int n = 0; n < Sections; ++n)
        paths.append(u"/section/%1"_s.arg(n));
    // Sections 5 to 9 have their items left out: indexable pages missing from the sitemap.
    for (int n = 0; n < 5; ++n)
        for (int m = 0; m < ItemsPerSection; ++m)
            paths.append(u"/section/%1/item-%2"_s.arg(n).arg(m));
    paths += { u"/noindex-meta"_s,
               u"/noindex-header"_s,
               u"/noindex-googlebot"_s,
               u"/canon-elsewhere"_s,
               u"/canon-self"_s,
               u"/moved"_s,
               u"/chain-1"_s,
               u"/loop-a"_s,
               u"/missing"_s,
               u"/gone"_s,
               u"/server-error"_s,
               u"/private/secret"_s,
               u"/file.pdf"_s,
               u"/orphan-1"_s,
               u"/orphan-2"_s,
               u"/orphan-noindex"_s,
               u"/en/"_s,
               u"/de/"_s,
               u"/fr/"_s };
    return paths;
}

QByteArray LoopbackSite::sitemapXml(const QString &base)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                     "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    auto link = [&base](const QString &code, const QString &path) {
        return "    <xhtml:link rel=\"alternate\" hreflang=\"" + code.toUtf8() + "\" href=\""
            + (base + path).toUtf8() + "\"/>\n";
    };
    for (const QString &path : sitemapPaths()) {
        xml += "  <url>\n    <loc>" + (base + path).toUtf8() + "</loc>\n";
        // The sitemap's hreflang: /en/ and /fr/ as their pages say; /de/ leaves out fr,
        // which its page names.
        if (path == u"/en/")
            xml += link(u"en"_s, u"/en/"_s) + link(u"de"_s, u"/de/"_s) + link(u"fr"_s, u"/fr/"_s)
                + link(u"x-default"_s, u"/en/"_s);
        else if (path == u"/de/")
            xml += link(u"de"_s, u"/de/"_s) + link(u"en"_s, u"/en/"_s);
        else if (path == u"/fr/")
            xml += link(u"fr"_s, u"/fr/"_s) + link(u"en"_s, u"/en/"_s);
        xml += "  </url>\n";
    }
    return xml + "</urlset>\n";
}

} // namespace Studio::Testing
