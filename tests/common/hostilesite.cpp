#include "hostilesite.h"

#include "io/writing/gzip.h"

namespace Studio::Testing {

namespace {

QByteArray html(const QByteArray &title, const QByteArray &body, const QByteArray &head = {})
{
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + title
        + "</title>" + head + "</head>\n<body>\n" + body + "\n</body></html>\n";
}

QByteArray anchor(const QByteArray &href, const QByteArray &text = "link")
{
    return "<a href=\"" + href + "\">" + text + "</a>\n";
}

// 1 GiB of "<p>a</p>" as concatenated gzip members of 1 MiB each (a valid gzip stream, as
// servers send it), built once: about 1.3 MB.
const QByteArray &bombBody()
{
    static const QByteArray body = [] {
        constexpr qint64 Member = 1024 * 1024;
        QByteArray plain;
        plain.reserve(Member);
        while (plain.size() + 8 <= Member)
            plain += "<p>a</p>";
        plain += QByteArray(Member - plain.size(), ' ');
        const QByteArray member = gzipCompress(plain);
        QByteArray out;
        out.reserve(member.size() * (HostileSite::BombBytes / Member));
        for (qint64 i = 0; i < HostileSite::BombBytes / Member; ++i)
            out += member;
        return out;
    }();
    return body;
}

const QByteArray &robotsBody(bool big)
{
    static const QByteArray small = "User-agent: *\nDisallow: /private/\n\n";
    static const QByteArray huge = [] {
        QByteArray text = small;
        const QByteArray comment
            = "# A very long robots.txt, as some content systems write it, full of comments.\n";
        text.reserve(HostileSite::RobotsCommentBytes + 100);
        while (text.size() < HostileSite::RobotsCommentBytes)
            text += comment;
        // Past the first 500 KiB: Google ignores it, and so must the crawler.
        return text + "User-agent: *\nAllow: /private/\n";
    }();
    return big ? huge : small;
}

// `bytes` of paragraphs of a thousand characters each: a long page of few elements.
QByteArray paragraphs(qint64 bytes)
{
    const QByteArray paragraph = "<p>" + QByteArray(993, 'w') + "</p>\n";
    QByteArray text;
    text.reserve(bytes + paragraph.size());
    while (text.size() < bytes)
        text += paragraph;
    return text;
}

} // namespace

void HostileSite::install(TestHttpServer &server, Cases cases, quint16 otherPort)
{
    QByteArray home;
    for (int i = 0; i < GoodPages; ++i)
        home += anchor("/good/" + QByteArray::number(i), "Good page " + QByteArray::number(i));
    home += anchor("/missing") + anchor("/broken") + anchor("/photo.png") + anchor("/private/x");
    if (cases & GzipBomb)
        home += anchor("/bomb");
    if (cases & Calendar)
        home += anchor("/calendar?month=1");
    if (cases & SessionIds)
        home += anchor("/shop/item?sid=1");
    if (cases & RepeatedSegments)
        home += anchor("/loop/");
    if (cases & ManyLinks)
        home += anchor("/many-links");
    if (cases & Drip)
        home += anchor("/drip");
    if (cases & MetaRefresh)
        home += anchor("/refresh");
    if (cases & JunkLinks)
        home += anchor("/junk");
    if (cases & EndlessBody)
        home += anchor("/endless");
    if (cases & BigPages)
        for (int i = 0; i < BigPageCount; ++i)
            home += anchor("/big/" + QByteArray::number(i), "Big page " + QByteArray::number(i));
    server.serve(QStringLiteral("/"), html("Home", home), "text/html; charset=utf-8");

    for (int i = 0; i < GoodPages; ++i)
        server.serve(QStringLiteral("/good/%1").arg(i),
                     html("Good page " + QByteArray::number(i),
                          anchor("/") + anchor("/good/" + QByteArray::number((i + 1) % GoodPages))),
                     "text/html; charset=utf-8");
    server.status(QStringLiteral("/missing"), 404);
    server.status(QStringLiteral("/broken"), 500);
    server.serve(QStringLiteral("/photo.png"), QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(64, 'x'),
                 "image/png");
    server.serve(QStringLiteral("/private/x"), html("Private", "secret"), "text/html");
    server.serve(QStringLiteral("/robots.txt"),
                 robotsBody(cases & BigRobotsTxt) + "Sitemap: " + server.url().toEncoded()
                     + "sitemap.xml\n",
                 "text/plain");
    QByteArray sitemap = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    QStringList listed = goodPaths(cases);
    if (cases & MetaRefresh) {
        // The refresh listed, its target not: the audit's fix writes the target in its place.
        listed.removeOne(QStringLiteral("/refresh-target"));
        listed.append(QStringLiteral("/refresh"));
    }
    if (cases & GzipBomb)
        listed.append(QStringLiteral("/bomb"));
    for (const QString &path : std::as_const(listed))
        sitemap += "<url><loc>" + server.url(path).toEncoded() + "</loc></url>\n";
    server.serve(QStringLiteral("/sitemap.xml"), sitemap + "</urlset>\n");

    if (cases & GzipBomb)
        server.route(QStringLiteral("/bomb"), [](const TestRequest &) {
            return TestResponse::ok(bombBody(), "text/html").header("Content-Encoding", "gzip");
        });
    if (cases & Calendar)
        server.route(QStringLiteral("/calendar"), [](const TestRequest &request) {
            const int month = QUrl::fromEncoded(request.target).query().section(u'=', 1).toInt();
            const QByteArray next = QByteArray::number(month + 1);
            return TestResponse::ok(html("Calendar, month " + QByteArray::number(month),
                                         anchor("/calendar?month=" + next, "Next month")
                                             + anchor("/good/0")),
                                    "text/html");
        });
    if (cases & SessionIds) {
        // A new session id in every link of every answer.
        auto shop = [](const TestRequest &request) {
            const int sid = QUrl::fromEncoded(request.target).query().section(u'=', 1).toInt();
            const QByteArray next = QByteArray::number(sid + 1);
            return TestResponse::ok(html("Shop", anchor("/shop/item?sid=" + next, "Item")
                                                     + anchor("/shop/cart?sid=" + next, "Cart")),
                                    "text/html");
        };
        server.route(QStringLiteral("/shop/item"), shop);
        server.route(QStringLiteral("/shop/cart"), shop);
    }
    if (cases & RepeatedSegments) {
        server.setFallback([](const TestRequest &request) {
            if (request.path.startsWith(u"/loop/"))
                return TestResponse::ok(html("Loop", anchor("a/b/", "Deeper") + anchor("/good/1")),
                                        "text/html");
            return TestResponse::error(404);
        });
    }
    if (cases & ManyLinks) {
        static const QByteArray many = [] {
            QByteArray body;
            body.reserve(ManyLinksCount * 30);
            for (int i = 0; i < ManyLinksCount; ++i)
                body += "<a href=\"/dead/" + QByteArray::number(i) + "\">" + QByteArray::number(i)
                    + "</a>\n";
            return html("Many links", body);
        }();
        server.serve(QStringLiteral("/many-links"), many, "text/html");
    }
    if (cases & Drip) {
        TestResponse drip = TestResponse::ok(html("Drip", QByteArray(1024 * 1024, 'x')),
                                             "text/html");
        drip.trickleBytes = 1;
        drip.trickleIntervalMs = 400;
        server.route(QStringLiteral("/drip"), drip);
    }
    if (cases & MetaRefresh) {
        server.serve(QStringLiteral("/refresh"),
                     html("Moved", anchor("/refresh-target", "here"),
                          "<meta http-equiv=\"Refresh\" content=\"0; URL='/refresh-target'\">"),
                     "text/html");
        server.serve(QStringLiteral("/refresh-target"), html("Refresh target", anchor("/")),
                     "text/html");
    }
    if (cases & EndlessBody) {
        static const QByteArray endless = "<!DOCTYPE html>\n<html><head><title>Endless</title>"
                                          "</head><body>\n"
            + paragraphs(EndlessBytes);
        TestResponse response = TestResponse::ok(endless, "text/html");
        response.framing = TestResponse::Framing::CloseDelimited;
        server.route(QStringLiteral("/endless"), response);
    }
    if (cases & BigPages) {
        // One body for all of them, held once.
        static const QByteArray big = html("Big page", anchor("/") + paragraphs(BigPageBytes));
        for (int i = 0; i < BigPageCount; ++i)
            server.serve(QStringLiteral("/big/%1").arg(i), big, "text/html; charset=utf-8");
    }
    if (cases & JunkLinks) {
        const QByteArray port = QByteArray::number(otherPort);
        QByteArray junk = anchor("javascript:alert(1)") + anchor("javascript:void(0)")
            + anchor("mailto:someone@example.com") + anchor("tel:+420123456789")
            + anchor("data:text/html,<p>x</p>") + anchor("http://127.0.0.1:" + port + "/other-port")
            + anchor("//127.0.0.1:" + port + "/scheme-relative") + anchor("/bad%zzescape")
            + anchor("/percent-at-end%") + anchor("/half%4") + anchor(QByteArray("/nul\0byte", 9)) + anchor("/tab\tin\tpath")
            + anchor("/control\x01\x02") + anchor("/long/" + QByteArray(100 * 1024, 'a'))
            + anchor("/long/query?" + QByteArray(100 * 1024, 'q')) + anchor("   ") + anchor("#top")
            + anchor("?") + anchor("http://[::1") + anchor("http://:80/") + anchor("https://");
        server.serve(QStringLiteral("/junk"), html("Junk", junk), "text/html");
    }
}

QStringList HostileSite::goodPaths(Cases cases)
{
    QStringList paths { QStringLiteral("/") };
    for (int i = 0; i < GoodPages; ++i)
        paths.append(QStringLiteral("/good/%1").arg(i));
    if (cases & MetaRefresh)
        paths.append(QStringLiteral("/refresh-target"));
    if (cases & BigPages)
        for (int i = 0; i < BigPageCount; ++i)
            paths.append(QStringLiteral("/big/%1").arg(i));
    return paths;
}

QStringList HostileSite::badPaths(Cases cases)
{
    QStringList paths { QStringLiteral("/missing"), QStringLiteral("/broken"),
                        QStringLiteral("/photo.png"), QStringLiteral("/private/x") };
    if (cases & MetaRefresh)
        paths.append(QStringLiteral("/refresh"));
    if (cases & Drip)
        paths.append(QStringLiteral("/drip"));
    if (cases & ManyLinks)
        paths.append(QStringLiteral("/dead/0"));
    return paths;
}

} // namespace Studio::Testing
