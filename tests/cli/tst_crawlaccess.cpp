// sitemap-studio-cli crawling a site as the client really has it, end to end against two
// loopback servers: a staging shop behind HTTP basic auth (realm "staging") with a consent
// cookie and a preview header, and a partner host on another port. Each user agent against a
// robots.txt with groups for Googlebot, bingbot, a custom bot and '*' (the requests counted on
// the server), robots meta tags and X-Robots-Tag values aimed at one crawler, the exit and the
// words when the start page asks for a login or refuses access, credentials never sent to
// another host (after a redirect too), and the secrets never written anywhere.

#include "clirun.h"
#include "io/loader.h"
#include "model/workspace.h"
#include "testhttpserver.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// Distinctive secrets, so that a search for them in what was written cannot match by chance.
const QByteArray User = "preview-team";
const QByteArray Password = "Spr1ng!Launch-pw-7Qx9vK";
const QByteArray CookieValue = "consent-granted-c00k1e-5ecret-A83F";
const QByteArray SessionValue = "sess-9f86d081884c7d659a2feaa0c55ad015";
const QByteArray TokenValue = "prv_tok_3c6e0b8a9c15224a8228b9a98ca1531d";

QByteArray basic(const QByteArray &user, const QByteArray &password)
{
    return "Basic " + (user + ':' + password).toBase64();
}

// The shop's pages, with queries as real shops write them.
const QString Product = u"/products/linen-shirt-sand?variant=44718230&view=full"_s;
const QString HumansOnly = u"/for-humans-only/preview?campaign=spring-launch-2024&step=2"_s;
const QString NotForBing = u"/not-for-bing/compare?ids=881,882,883&currency=EUR"_s;
const QString Private = u"/private/drafts/2024-q3-pricing?rev=17&author=jdoe"_s;
const QString AcmeExcluded = u"/acme-excluded/report?id=9&format=full"_s;
const QString MetaGooglebot = u"/journal/behind-the-seams?page=1&sort=newest"_s;
const QString MetaBingbot = u"/journal/fabric-care-guide?lang=en-GB"_s;
const QString HeaderGooglebot = u"/lookbook/summer-2024?layout=grid&filter=linen"_s;
const QString HeaderBingbot = u"/lookbook/autumn-preview?layout=list"_s;

const QByteArray ShopRobotsTxt = "# staging.shop.example robots.txt\n"
                                 "User-agent: Googlebot\n"
                                 "Disallow: /for-humans-only/\n"
                                 "\n"
                                 "User-agent: bingbot\n"
                                 "Disallow: /not-for-bing/\n"
                                 "\n"
                                 "User-agent: AcmeAuditBot\n"
                                 "Disallow: /acme-excluded/\n"
                                 "\n"
                                 "User-agent: *\n"
                                 "Disallow: /private/\n";

QByteArray page(const QByteArray &title, const QByteArray &head = {}, const QStringList &links = {})
{
    QByteArray html = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
        + title + "</title>" + head + "</head><body><main><h1>" + title + "</h1>";
    for (const QString &link : links)
        html += "<a href=\"" + link.toUtf8().replace("&", "&amp;") + "\">" + link.toUtf8()
            + "</a>\n";
    return html + "</main></body></html>\n";
}

} // namespace

class TestCrawlAccess : public QObject
{
    Q_OBJECT

private:
    TestHttpServer m_site; // the staging shop
    TestHttpServer m_partner; // another host (another port: another origin)
    QTemporaryDir m_dir;
    // What the shop asks of each request; the tests set them.
    bool m_requireLogin = false;
    bool m_requireCookie = false;
    bool m_forbidden = false;

    QString site() const { return m_site.url(u"/"_s).toString(); }
    QString file(const QString &name) const { return m_dir.filePath(name); }
    static QStringList quick() { return { u"--timeout"_s, u"3000"_s }; }

    void reset()
    {
        m_requireLogin = m_requireCookie = m_forbidden = false;
        m_site.clearRequests();
        m_partner.clearRequests();
        qunsetenv("SITEMAP_STUDIO_AUTH");
    }
    // The request targets (path and query) the shop received, robots.txt included.
    QSet<QString> targets() const
    {
        QSet<QString> out;
        for (const TestRequest &request : m_site.requests())
            out.insert(QString::fromUtf8(request.target));
        return out;
    }
    int count(const QString &target) const
    {
        int n = 0;
        for (const TestRequest &request : m_site.requests())
            n += request.target == target.toUtf8();
        return n;
    }
    TestResponse answer(const TestRequest &request);
    // A sitemap file listing the product page.
    QString localSitemap() const
    {
        QFile out(file(u"local-sitemap.xml"_s));
        if (!out.open(QIODevice::WriteOnly))
            return {};
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>"
                  + m_site.url(Product).toEncoded().replace("&", "&amp;")
                  + "</loc></url></urlset>\n");
        return out.fileName();
    }
    QStringList writtenPaths(const QString &sitemap) const
    {
        QStringList out;
        const Workspace written = Loader::open(sitemap);
        for (const Sitemap &s : written.sitemaps)
            for (const UrlEntry &entry : s.entries)
                out.append(QString::fromUtf8(
                    QUrl(entry.loc()).toEncoded(QUrl::RemoveScheme | QUrl::RemoveAuthority)));
        return out;
    }

private Q_SLOTS:
    void initTestCase();
    void init() { reset(); }
    void basicAuthSentWithTheFirstRequest();
    void basicAuthFromTheEnvironment();
    void loginAskedWithoutAuth();
    void loginRefused();
    void startPageForbidden();
    void cookieAndHeader();
    void credentialsStayOnTheirOrigin();
    void inputsLinkCheckAndDiscoveryCarryTheLogin();
    void userAgents_data();
    void userAgents();
    void secretsNeverWritten();
    void resumedCrawlAsksForTheLoginAgain();
    void submitCarriesTheAccessOptions();
    void wrongCalls();
};

TestResponse TestCrawlAccess::answer(const TestRequest &request)
{
    if (m_forbidden)
        return TestResponse::error(403, page("403 Forbidden"));
    if (m_requireLogin && request.header("Authorization") != basic(User, Password))
        return TestResponse::error(401, page("401 Authorization Required"))
            .header("WWW-Authenticate", "Basic realm=\"staging\", charset=\"UTF-8\"");
    const QString path = request.path;
    if (path == u"/robots.txt")
        return TestResponse::ok(ShopRobotsTxt, "text/plain");
    if (path == u"/sitemap.xml") {
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (const QString &p : { u"/"_s, Product })
            xml += "<url><loc>" + m_site.url(p).toEncoded().replace("&", "&amp;")
                + "</loc></url>\n";
        return TestResponse::ok(xml + "</urlset>\n");
    }
    // A consent wall hides the shop from those without the cookie and the preview token.
    if (m_requireCookie
        && (!request.header("Cookie").contains("consent=" + CookieValue)
            || request.header("X-Preview-Token") != TokenValue))
        return TestResponse::ok(page("We value your privacy", {}, { u"/consent"_s }),
                                "text/html; charset=utf-8");
    if (path == u"/") {
        return TestResponse::ok(
            page("Linen & Co. — staging",
                 "<link rel=\"canonical\" href=\"" + m_site.url().toEncoded() + "\">",
                 { Product, HumansOnly, NotForBing, Private, AcmeExcluded, MetaGooglebot,
                   MetaBingbot, HeaderGooglebot, HeaderBingbot }),
            "text/html; charset=utf-8");
    }
    const QString target = QString::fromUtf8(request.target);
    if (target == MetaGooglebot)
        return TestResponse::ok(
            page("Behind the seams", "<meta name=\"googlebot\" content=\"noindex\">"),
            "text/html; charset=utf-8");
    if (target == MetaBingbot)
        return TestResponse::ok(
            page("Fabric care guide", "<meta name=\"BingBot\" content=\"noindex, follow\">"),
            "text/html; charset=utf-8");
    if (target == HeaderGooglebot)
        return TestResponse::ok(page("Summer lookbook"), "text/html; charset=utf-8")
            .header("X-Robots-Tag", "googlebot: noindex");
    if (target == HeaderBingbot)
        return TestResponse::ok(page("Autumn preview"), "text/html; charset=utf-8")
            .header("X-Robots-Tag", "max-snippet: 50, bingbot: noindex, nofollow");
    if (target == Product || target == HumansOnly || target == NotForBing || target == Private
        || target == AcmeExcluded)
        return TestResponse::ok(page("Page " + request.target), "text/html; charset=utf-8");
    if (path == u"/go/partner")
        return TestResponse::redirect(
            m_partner.url(u"/landing?from=staging&offer=summer-24"_s).toEncoded(), 302);
    if (path == u"/feeds/sitemap.xml")
        return TestResponse::redirect(m_partner.url(u"/cdn/sitemap.xml?v=2024-06"_s).toEncoded(),
                                      301);
    return TestResponse::error(404, page("Not found"));
}

void TestCrawlAccess::initTestCase()
{
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_dir.isValid());
    QVERIFY(m_site.listen());
    QVERIFY(m_partner.listen());
    m_site.setFallback([this](const TestRequest &request) { return answer(request); });
    m_partner.setFallback([this](const TestRequest &request) {
        if (request.path == u"/robots.txt")
            return TestResponse::ok("User-agent: *\nDisallow:\n", "text/plain");
        if (request.path == u"/cdn/sitemap.xml") {
            const QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                   "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                                   "<url><loc>"
                + m_partner.url(u"/landing"_s).toEncoded() + "</loc></url></urlset>\n";
            return TestResponse::ok(xml);
        }
        return TestResponse::ok(page("Partner landing", {}, { u"/partner-offers?season=summer"_s }),
                                "text/html; charset=utf-8");
    });
    m_site.setMaxRequests(3000);
    m_partner.setMaxRequests(1000);
}

void TestCrawlAccess::basicAuthSentWithTheFirstRequest()
{
    m_requireLogin = true;
    const QString out = file(u"auth.xml"_s);
    const CliRun run = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out, u"--auth"_s,
                                                   QString::fromUtf8(User + ':' + Password) }
                                     + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    // Every request carried the login, robots.txt included; each page asked once (no 401
    // round trip).
    const QList<TestRequest> requests = m_site.requests();
    QVERIFY(requests.size() > 5);
    for (const TestRequest &request : requests) {
        QCOMPARE(request.header("Authorization"), basic(User, Password));
        QCOMPARE(count(QString::fromUtf8(request.target)), 1);
    }
    QVERIFY(targets().contains(u"/robots.txt"_s));
    QVERIFY(writtenPaths(out).contains(Product));
}

void TestCrawlAccess::basicAuthFromTheEnvironment()
{
    m_requireLogin = true;
    qputenv("SITEMAP_STUDIO_AUTH", User + ':' + Password);
    const QString out = file(u"env.xml"_s);
    const CliRun run = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out } + quick());
    qunsetenv("SITEMAP_STUDIO_AUTH");
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QCOMPARE(count(u"/"_s), 1);
    QVERIFY(writtenPaths(out).contains(Product));
}

void TestCrawlAccess::loginAskedWithoutAuth()
{
    m_requireLogin = true;
    const QString out = file(u"nologin.xml"_s);
    const CliRun run = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out } + quick());
    QCOMPARE(run.exitCode, 2);
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.contains(u"the site asks for a login (HTTP 401"_s), qPrintable(describe(run)));
    QVERIFY2(err.contains(u"realm \"staging\""_s), qPrintable(err));
    QVERIFY2(err.contains(u"give --auth"_s), qPrintable(err));
    QVERIFY(!QFile::exists(out));
    // The crawl ended at the start page: nothing else was asked but robots.txt.
    QVERIFY2(QSet<QString>({ u"/"_s, u"/robots.txt"_s }).contains(targets()),
             qPrintable(QStringList(targets().values()).join(u' ')));

    // audit of a sitemap file against the site says the same.
    const CliRun audit
        = runCliServing(QStringList { u"audit"_s, localSitemap(), u"--site"_s, site() } + quick());
    QCOMPARE(audit.exitCode, 2);
    QVERIFY2(audit.err.contains("the site asks for a login (HTTP 401"),
             qPrintable(describe(audit)));
}

void TestCrawlAccess::loginRefused()
{
    m_requireLogin = true;
    const QByteArray wrong = "Wr0ng-pa55word-Zt4";
    const CliRun run
        = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, file(u"refused.xml"_s),
                                      u"--auth"_s, QString::fromUtf8(User + ':' + wrong) }
                        + quick());
    QCOMPARE(run.exitCode, 2);
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.contains(u"refused the login of the user \"preview-team\" (HTTP 401, realm "
                          "\"staging\")"_s),
             qPrintable(describe(run)));
    QVERIFY(!run.err.contains(wrong) && !run.out.contains(wrong));
    QCOMPARE(count(u"/"_s), 1);
}

void TestCrawlAccess::startPageForbidden()
{
    m_forbidden = true;
    const CliRun run = runCliServing(
        QStringList { u"crawl"_s, site(), u"--out"_s, file(u"forbidden.xml"_s) } + quick());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("refuses access (HTTP 403)"), qPrintable(describe(run)));
    QVERIFY2(run.err.contains("--auth, --cookie or --header"), qPrintable(describe(run)));
}

void TestCrawlAccess::cookieAndHeader()
{
    m_requireCookie = true;
    // Without them: the consent wall, no shop page.
    const QString wall = file(u"wall.xml"_s);
    CliRun run = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, wall } + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY(!writtenPaths(wall).contains(Product));

    reset();
    m_requireCookie = true;
    const QString out = file(u"cookie.xml"_s);
    run = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out, u"--cookie"_s,
                                      u"consent="_s + QString::fromUtf8(CookieValue), u"--cookie"_s,
                                      u"session_id="_s + QString::fromUtf8(SessionValue),
                                      u"--header"_s,
                                      u"X-Preview-Token: "_s + QString::fromUtf8(TokenValue) }
                        + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY(writtenPaths(out).contains(Product));
    for (const TestRequest &request : m_site.requests()) {
        QCOMPARE(request.header("Cookie"),
                 "consent=" + CookieValue + "; session_id=" + SessionValue);
        QCOMPARE(request.header("X-Preview-Token"), TokenValue);
    }
}

void TestCrawlAccess::credentialsStayOnTheirOrigin()
{
    // The start URL redirects to the partner host: the crawl follows it there (its site is
    // where the start leads), without the staging login.
    const QStringList secrets {
        u"--auth"_s,   QString::fromUtf8(User + ':' + Password),
        u"--cookie"_s, u"consent="_s + QString::fromUtf8(CookieValue),
        u"--header"_s, u"X-Preview-Token: "_s + QString::fromUtf8(TokenValue)
    };
    CliRun run = runCliServing(QStringList { u"crawl"_s, m_site.url(u"/go/partner"_s).toString(),
                                             u"--out"_s, file(u"partner.xml"_s) }
                               + secrets + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY(!m_partner.requests().isEmpty());
    QCOMPARE(m_site.requests(u"/go/partner"_s).size(), 1);
    QCOMPARE(m_site.requests(u"/go/partner"_s).first().header("Authorization"),
             basic(User, Password));
    for (const TestRequest &request : m_partner.requests()) {
        QVERIFY2(request.header("Authorization").isEmpty(), request.target.constData());
        QVERIFY(request.header("Cookie").isEmpty());
        QVERIFY(request.header("X-Preview-Token").isEmpty());
    }

    // A sitemap given by URL whose redirect (followed inside one fetch) leads to the partner.
    reset();
    run = runCliServing(QStringList { u"urls"_s, m_site.url(u"/feeds/sitemap.xml"_s).toString() }
                        + secrets);
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY(run.out.contains("/landing"));
    QCOMPARE(m_site.requests(u"/feeds/sitemap.xml"_s).first().header("Authorization"),
             basic(User, Password));
    QCOMPARE(m_partner.requests(u"/cdn/sitemap.xml"_s).size(), 1);
    QVERIFY(m_partner.requests(u"/cdn/sitemap.xml"_s).first().header("Authorization").isEmpty());
    QVERIFY(m_partner.requests(u"/cdn/sitemap.xml"_s).first().header("Cookie").isEmpty());

    // Named with --auth-origin, the partner gets them too.
    reset();
    run = runCliServing(QStringList { u"urls"_s, m_site.url(u"/feeds/sitemap.xml"_s).toString(),
                                      u"--auth-origin"_s, m_partner.url().toString() }
                        + secrets);
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QCOMPARE(m_partner.requests(u"/cdn/sitemap.xml"_s).first().header("Authorization"),
             basic(User, Password));
}

void TestCrawlAccess::inputsLinkCheckAndDiscoveryCarryTheLogin()
{
    m_requireLogin = true;
    const QString login = QString::fromUtf8(User + ':' + Password);
    const QString sitemap = m_site.url(u"/sitemap.xml"_s).toString();

    // Without the login, a sitemap by URL cannot be read, and says why.
    CliRun run = runCliServing({ u"stats"_s, sitemap });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("401 Unauthorized: it asks for a login (realm \"staging\")"),
             qPrintable(describe(run)));

    for (const QString &command : { u"stats"_s, u"urls"_s, u"check"_s }) {
        m_site.clearRequests();
        run = runCliServing({ command, sitemap, u"--auth"_s, login });
        QVERIFY2(run.exitCode == 0 || (command == u"check" && run.exitCode == 1),
                 qPrintable(command + u": "_s + describe(run)));
        QCOMPARE(m_site.requests(u"/sitemap.xml"_s).size(), 1);
    }

    // The link checker: every URL asked with the login, as the user agent chosen.
    m_site.clearRequests();
    run = runCliServing({ u"check"_s, sitemap, u"--online"_s, u"--auth"_s, login, u"--user-agent"_s,
                          u"bingbot"_s });
    QVERIFY2(run.exitCode <= 1, qPrintable(describe(run)));
    QVERIFY(!m_site.requests(u"/products/linen-shirt-sand"_s).isEmpty());
    for (const TestRequest &request : m_site.requests()) {
        QCOMPARE(request.header("Authorization"), basic(User, Password));
        QVERIFY(request.header("User-Agent").contains("bingbot/2.0"));
    }

    // A sitemap file checked online needs the origin named.
    const QString local = localSitemap();
    run = runCliServing({ u"check"_s, local, u"--online"_s, u"--auth"_s, login });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("--auth-origin"), qPrintable(describe(run)));
    m_site.clearRequests();
    run = runCliServing(
        { u"check"_s, local, u"--online"_s, u"--auth"_s, login, u"--auth-origin"_s, site() });
    QVERIFY2(run.exitCode <= 1, qPrintable(describe(run)));
    QCOMPARE(m_site.requests(u"/products/linen-shirt-sand"_s).size(), 1);

    // discover reads robots.txt and the usual places with the login.
    m_site.clearRequests();
    run = runCliServing({ u"discover"_s, site(), u"--auth"_s, login });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY(run.out.contains("/sitemap.xml"));
    QCOMPARE(m_site.requests(u"/robots.txt"_s).first().header("Authorization"),
             basic(User, Password));
}

void TestCrawlAccess::userAgents_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<QByteArray>("sent"); // a part of the User-Agent header
    QTest::addColumn<QStringList>("notRequested");
    QTest::addColumn<QStringList>("notIndexed"); // of the pages fetched

    const QStringList googleDisallowed { HumansOnly };
    QTest::newRow("googlebot-smartphone")
        << u"googlebot-smartphone"_s
        << QByteArray("Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) "
                      "AppleWebKit/537.36 (KHTML, like Gecko) Chrome/")
        << googleDisallowed << QStringList { MetaGooglebot, HeaderGooglebot };
    QTest::newRow("googlebot-desktop")
        << u"googlebot-desktop"_s
        << QByteArray("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
                      "Googlebot/2.1; +http://www.google.com/bot.html) Chrome/")
        << googleDisallowed << QStringList { MetaGooglebot, HeaderGooglebot };
    QTest::newRow("bingbot") << u"bingbot"_s
                             << QByteArray(
                                    "compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm")
                             << QStringList { NotForBing }
                             << QStringList { MetaBingbot, HeaderBingbot };
    QTest::newRow("browser") << u"browser"_s
                             << QByteArray("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit")
                             << QStringList { Private } << QStringList();
    QTest::newRow("custom bot") << u"AcmeAuditBot/3.1 (+https://acme.example/bot)"_s
                                << QByteArray("AcmeAuditBot/3.1 (+https://acme.example/bot)")
                                << QStringList { AcmeExcluded } << QStringList();
    QTest::newRow("custom browser string")
        << u"Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0"_s
        << QByteArray("Firefox/127.0") << QStringList { Private } << QStringList();
}

void TestCrawlAccess::userAgents()
{
    QFETCH(QString, choice);
    QFETCH(QByteArray, sent);
    QFETCH(QStringList, notRequested);
    QFETCH(QStringList, notIndexed);

    const QString out = file(u"agent.xml"_s);
    QFile::remove(out);
    const CliRun run = runCliServing(
        QStringList { u"crawl"_s, site(), u"--out"_s, out, u"--user-agent"_s, choice } + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    for (const TestRequest &request : m_site.requests())
        QVERIFY2(request.header("User-Agent").contains(sent), request.header("User-Agent"));

    const QStringList all { Product,       HumansOnly,  NotForBing,      Private,      AcmeExcluded,
                            MetaGooglebot, MetaBingbot, HeaderGooglebot, HeaderBingbot };
    const QSet<QString> asked = targets();
    const QStringList written = writtenPaths(out);
    for (const QString &target : all) {
        const bool blocked = notRequested.contains(target);
        QVERIFY2(asked.contains(target) != blocked,
                 qPrintable(u"%1 %2"_s.arg(target, blocked ? u"asked"_s : u"not asked"_s)));
        const bool listed = !blocked && !notIndexed.contains(target);
        QVERIFY2(written.contains(target) == listed,
                 qPrintable(u"%1 %2"_s.arg(target, listed ? u"not listed"_s : u"listed"_s)));
    }
}

void TestCrawlAccess::secretsNeverWritten()
{
    m_requireLogin = true;
    m_requireCookie = true;
    const QString folder = file(u"secrets"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString store = folder + u"/crawl.sqlite"_s;
    const QStringList secrets {
        u"--auth"_s,   QString::fromUtf8(User + ':' + Password),
        u"--cookie"_s, u"consent="_s + QString::fromUtf8(CookieValue),
        u"--cookie"_s, u"session_id="_s + QString::fromUtf8(SessionValue),
        u"--header"_s, u"X-Preview-Token: "_s + QString::fromUtf8(TokenValue)
    };
    QList<CliRun> runs;
    runs.append(runCliServing(
        QStringList { u"crawl"_s, site(), u"--out"_s, folder + u"/sitemap.xml"_s, u"--save"_s,
                      store, u"--json"_s, u"--user-agent"_s, u"googlebot-smartphone"_s }
        + secrets + quick()));
    QVERIFY2(runs.last().exitCode == 0, qPrintable(describe(runs.last())));
    QVERIFY(QFile::exists(store));
    // Going on with the crawl kept: the secrets are given again, read from the options.
    runs.append(runCliServing(
        QStringList { u"crawl"_s, u"--resume"_s, store, u"--out"_s, folder + u"/resumed.xml"_s }
        + secrets + quick()));
    QVERIFY2(runs.last().exitCode == 0, qPrintable(describe(runs.last())));
    // The audit of the sitemap by URL, in every format, and the report with the site audit.
    const QString sitemap = m_site.url(u"/sitemap.xml"_s).toString();
    for (const QString &format : { u"text"_s, u"json"_s, u"sarif"_s }) {
        runs.append(runCliServing(QStringList { u"audit"_s, sitemap, u"--site"_s, site(),
                                                u"--format"_s, format, u"--save"_s,
                                                folder + u"/audit-"_s + format + u".sqlite"_s }
                                  + secrets + quick()));
        QVERIFY2(runs.last().exitCode <= 1, qPrintable(describe(runs.last())));
    }
    runs.append(runCliServing(QStringList { u"report"_s, sitemap, u"--site"_s, site(), u"--html"_s,
                                            folder + u"/report.html"_s }
                              + secrets + quick()));
    QVERIFY2(runs.last().exitCode <= 1, qPrintable(describe(runs.last())));
    QVERIFY(QFile::exists(folder + u"/report.html"_s));
    runs.append(runCliServing(
        QStringList { u"check"_s, sitemap, u"--online"_s, u"--format"_s, u"json"_s } + secrets));
    QVERIFY2(runs.last().exitCode <= 1, qPrintable(describe(runs.last())));
    // A refused login says so without the password.
    runs.append(runCliServing(
        QStringList { u"crawl"_s, site(), u"--out"_s, folder + u"/refused.xml"_s, u"--auth"_s,
                      QString::fromUtf8(User) + u":x"_s + QString::fromUtf8(Password) }
        + quick()));
    QCOMPARE(runs.last().exitCode, 2);

    const QList<QByteArray> needles { Password, (User + ':' + Password).toBase64(), CookieValue,
                                      SessionValue, TokenValue };
    int files = 0;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        ++files;
        for (const QByteArray &needle : needles)
            QVERIFY2(!bytes.contains(needle),
                     qPrintable(u"%1 holds a secret"_s.arg(QFileInfo(path).fileName())));
    }
    QVERIFY2(files >= 7, qPrintable(QString::number(files))); // sitemaps, stores, report
    for (const CliRun &run : std::as_const(runs))
        for (const QByteArray &needle : needles)
            QVERIFY2(!run.out.contains(needle) && !run.err.contains(needle),
                     qPrintable(describe(run)));
}

// A crawl kept with --save keeps no login: going on with it without one ends at once with the
// words of a fresh crawl, asking nothing but the start page; a wrong password says so; the
// login read from the environment again lets it end.
void TestCrawlAccess::resumedCrawlAsksForTheLoginAgain()
{
    m_requireLogin = true;
    const QString login = QString::fromUtf8(User + ':' + Password);
    const QString store = file(u"login-kept.crawl"_s);
    const QString out = file(u"login-resumed.xml"_s);
    QFile::remove(store);
    // Killed once the start page and another were asked (the start page is kept at once).
    const CliRun killed
        = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out, u"--save"_s, store,
                                      u"--auth"_s, login, u"--delay"_s, u"300"_s }
                            + quick(),
                        60000, [&] { return m_site.requests().size() >= 3; });
    QCOMPARE(killed.exitCode, -3);
    QVERIFY(!QFile::exists(out));

    // What a fresh crawl without the login says.
    m_site.clearRequests();
    const CliRun fresh = runCliServing(
        QStringList { u"crawl"_s, site(), u"--out"_s, file(u"fresh.xml"_s) } + quick());
    QCOMPARE(fresh.exitCode, 2);
    const QByteArray said = fresh.err.trimmed();
    QVERIFY2(said.contains("the site asks for a login (HTTP 401 at " + site().toUtf8()
                           + ", realm \"staging\"): give --auth USER:PASSWORD, or set "
                             "SITEMAP_STUDIO_AUTH"),
             qPrintable(describe(fresh)));

    // Going on without it says the same, having asked the start page alone.
    m_site.clearRequests();
    const QStringList resume { u"crawl"_s, u"--resume"_s, store, u"--out"_s, out };
    CliRun run = runCliServing(resume + quick());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.trimmed().endsWith(said.mid(said.indexOf("the site asks"))),
             qPrintable(describe(run)));
    QCOMPARE(QStringList(targets().values()), QStringList { u"/"_s });
    QVERIFY(!QFile::exists(out));

    // With a wrong password: the login refused, the user named, no password shown.
    m_site.clearRequests();
    run = runCliServing(resume + QStringList { u"--auth"_s, QString::fromUtf8(User) + u":wrong"_s }
                        + quick());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("refused the login of the user \"preview-team\" (HTTP 401, realm "
                              "\"staging\"): check --auth"),
             qPrintable(describe(run)));
    QCOMPARE(count(u"/"_s), 1);

    // The login from the environment: the crawl goes on to its end, each request logged in.
    m_site.clearRequests();
    qputenv("SITEMAP_STUDIO_AUTH", User + ':' + Password);
    run = runCliServing(resume + quick());
    qunsetenv("SITEMAP_STUDIO_AUTH");
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    for (const TestRequest &request : m_site.requests())
        QCOMPARE(request.header("Authorization"), basic(User, Password));
    QVERIFY(writtenPaths(out).contains(Product));
    QVERIFY(count(u"/"_s) <= 1);
}

// submit takes the access options for its INPUT given by address: the sitemap is asked with
// the login, cookie, header and user agent given. What it sends elsewhere carries none of the
// secrets: the key file is asked as the search engine asks it (the crawler chosen, no login),
// the IndexNow endpoint (another origin) gets the submission alone.
void TestCrawlAccess::submitCarriesTheAccessOptions()
{
    m_requireLogin = true;
    const QString key = u"5a1e5c0ffee0b7e4"_s;
    m_partner.route(u"/indexnow"_s, TestResponse::ok({}));
    const QString sitemap = m_site.url(u"/sitemap.xml"_s).toString();
    const QStringList access {
        u"--auth"_s,       QString::fromUtf8(User + ':' + Password),
        u"--cookie"_s,     u"consent="_s + QString::fromUtf8(CookieValue),
        u"--header"_s,     u"X-Preview-Token: "_s + QString::fromUtf8(TokenValue),
        u"--user-agent"_s, u"bingbot"_s,
    };
    const QStringList submit { u"submit"_s, u"--indexnow"_s,
                               m_partner.url(u"/indexnow"_s).toString(), u"--key"_s, key };

    // The key file behind the login, as the staging site has it: the engines could not read
    // it, and neither does the check, so nothing is sent.
    CliRun run = runCliServing(submit + QStringList { u"--verify-key"_s, sitemap } + access);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("401"), qPrintable(describe(run)));
    QVERIFY(m_partner.requests(u"/indexnow"_s).isEmpty());
    const QList<TestRequest> keyFile = m_site.requests(u"/"_s + key + u".txt"_s);
    QCOMPARE(keyFile.size(), 1);
    QVERIFY(keyFile.first().header("Authorization").isEmpty());
    QVERIFY(keyFile.first().header("Cookie").isEmpty());
    QVERIFY(keyFile.first().header("X-Preview-Token").isEmpty());
    QVERIFY(keyFile.first().header("User-Agent").contains("bingbot/2.0"));

    // A key file served to all: the URLs are submitted.
    reset();
    m_requireLogin = true;
    m_site.route(u"/"_s + key + u".txt"_s, TestResponse::ok(key.toUtf8(), "text/plain"));
    run = runCliServing(submit + QStringList { u"--verify-key"_s, sitemap } + access);
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY(run.out.contains("2 of 2 URLs accepted"));
    // The sitemap asked once, with everything given.
    const QList<TestRequest> asked = m_site.requests(u"/sitemap.xml"_s);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.first().header("Authorization"), basic(User, Password));
    QCOMPARE(asked.first().header("Cookie"), "consent=" + CookieValue);
    QCOMPARE(asked.first().header("X-Preview-Token"), TokenValue);
    QVERIFY(asked.first().header("User-Agent").contains("bingbot/2.0"));
    // The endpoint: the submission, none of the secrets, the program's own User-Agent.
    const QList<TestRequest> posts = m_partner.requests(u"/indexnow"_s);
    QCOMPARE(posts.size(), 1);
    const TestRequest &post = posts.first();
    QVERIFY(post.header("Authorization").isEmpty());
    QVERIFY(post.header("Cookie").isEmpty());
    QVERIFY(post.header("X-Preview-Token").isEmpty());
    QVERIFY2(post.header("User-Agent").startsWith("SitemapStudio/"),
             post.header("User-Agent").constData());
    for (const QByteArray &secret : { Password, CookieValue, TokenValue })
        QVERIFY(!post.body.contains(secret));
    QCOMPARE(QJsonDocument::fromJson(post.body)[u"urlList"_s].toArray().size(), 2);
    m_site.route(u"/"_s + key + u".txt"_s,
                 [this](const TestRequest &request) { return answer(request); });
}

void TestCrawlAccess::wrongCalls()
{
    struct Case
    {
        QStringList arguments;
        QByteArray says;
    };
    const QString out = file(u"wrong.xml"_s);
    const QList<Case> cases {
        { { u"--auth"_s, u"no-colon-here"_s }, "--auth takes USER:PASSWORD" },
        { { u"--cookie"_s, u"=value"_s }, "--cookie takes NAME=VALUE" },
        { { u"--header"_s, u"Bad Header Name: x"_s }, "--header takes" },
        { { u"--auth-origin"_s, u"ftp://example.com/"_s, u"--auth"_s, u"a:b"_s },
          "--auth-origin takes an http or https URL" },
        { { u"--auth-origin"_s, u"https://example.com/"_s }, "--auth-origin goes with" },
    };
    for (const Case &c : cases) {
        const CliRun run
            = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out } + c.arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(c.says), qPrintable(describe(run)));
        QVERIFY(!run.err.contains("no-colon-here"));
    }
    QVERIFY(m_site.requests().isEmpty());
}

QTEST_GUILESS_MAIN(TestCrawlAccess)
#include "tst_crawlaccess.moc"
