// sitemap-studio-cli crawl and audit --render, end to end: the real CLI starting the real
// renderer program (sitemap-studio-render, Qt WebEngine, offscreen) against a site served on
// 127.0.0.1 the way hosts serve a single-page application: every path answers its index.html,
// and a plain-JavaScript application with history routing writes each route's title and links
// into the DOM. Among its routes: one whose HTML says noindex and whose script removes it, one
// whose canonical the script sets, one that loads a script robots.txt disallows (which would
// add a link), one that never settles (it polls the server every 150 ms), and one that sends
// the browser elsewhere (location.href). A static site beside it, for auto.
//
// Skipped only in a build without Qt WebEngine (no renderer program), where what --render says
// instead is tested.

#include "clirun.h"
#include "testhttpserver.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// The application: its routes, each with a title and the links its page shows.
const QByteArray AppJs = R"js(
const routes = {
  '/': { title: 'Tea & Coffee', links: ['/products', '/about'] },
  '/products': { title: 'Products', links: ['/products/tea', '/products/coffee', '/'] },
  '/products/tea': { title: 'Tea', links: ['/products', '/products/coffee'] },
  '/products/coffee': { title: 'Coffee', links: ['/products', '/contact'] },
  '/about': { title: 'About us', links: ['/', '/contact', '/lifted-noindex', '/canonical-by-script',
                                          '/blocked-widget', '/never-settles', '/old-home'] },
  '/contact': { title: 'Contact', links: ['/'] },
  '/lifted-noindex': { title: 'Lifted', links: ['/', '/behind-lifted'] },
  '/canonical-by-script': { title: 'Canonical', links: ['/'], canonical: '/products' },
  '/blocked-widget': { title: 'Widget', links: ['/'] },
  '/never-settles': { title: 'Live prices', links: ['/'], poll: true },
};
function show() {
  const path = location.pathname;
  if (path === '/old-home') { location.href = '/products'; return; }
  const route = routes[path];
  const root = document.getElementById('app');
  root.textContent = '';
  if (!route) { document.title = 'Not found'; root.textContent = 'Not found'; return; }
  document.title = route.title + ' | Tea & Coffee';
  const heading = document.createElement('h1');
  heading.textContent = route.title;
  root.appendChild(heading);
  const nav = document.createElement('nav');
  for (const href of route.links) {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = (routes[href] || { title: href }).title;
    nav.appendChild(a);
  }
  root.appendChild(nav);
  if (path === '/lifted-noindex') {
    const robots = document.querySelector('meta[name="robots"]');
    if (robots) robots.remove();
  }
  if (route.canonical) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = route.canonical;
    document.head.appendChild(link);
  }
  if (route.poll) setInterval(() => fetch('/api/ping?t=' + Date.now()), 150);
  fetch('/api/content' + path).then((r) => r.json()).then((data) => {
    const p = document.createElement('p');
    p.textContent = data.text;
    root.appendChild(p);
  });
}
document.addEventListener('click', (event) => {
  const a = event.target.closest('a');
  if (a && a.origin === location.origin) {
    event.preventDefault();
    history.pushState(null, '', a.pathname);
    show();
  }
});
window.addEventListener('popstate', show);
show();
)js";

// What the robots.txt-blocked script would add: a link no crawl may find.
const QByteArray WidgetJs
    = "const a = document.createElement('a'); a.href = '/from-widget'; a.textContent = 'More';"
      "document.getElementById('app').appendChild(a);";

QByteArray indexHtml(const QByteArray &head = {}, const QByteArray &scripts = {})
{
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n"
           "<title>Tea &amp; Coffee</title>\n"
        + head + "<script type=\"module\" src=\"/app.js\"></script>\n" + scripts
        + "</head>\n<body>\n<noscript>You need to enable JavaScript to run this app.</noscript>\n"
          "<div id=\"app\"></div>\n</body>\n</html>\n";
}

QByteArray staticPage(const QByteArray &title, const QStringList &links)
{
    QByteArray html = "<!DOCTYPE html><html><head><title>" + title
        + "</title><script src=\"/menu.js\" defer></script></head><body><header><a href=\"/\">"
          "Home</a></header><main><h1>"
        + title
        + "</h1><p>A page written on the server, with its words and its links in the HTML, as "
          "static site generators write them. Nothing here needs a browser to be read.</p><p>"
          "The shop roasts its beans on Tuesdays and Fridays and sends them the same day; "
          "orders that reach it by noon go out with that day's roast, later ones with the "
          "next. Every bag carries its roast date, never a best-before date alone.</p>"
          "<nav><a href=\"/one\">One</a> <a href=\"/two\">Two</a></nav>";
    for (const QString &link : links)
        html += "<a href=\"" + link.toUtf8() + "\">" + link.toUtf8() + "</a>\n";
    return html + "</main></body></html>\n";
}

// A shop built on Preact (the npm package, its UMD build kept in tests/data/render/): a
// component per route, links that navigate with history.pushState, titles set as a route
// renders, a product list the shop's API gives. Every path answers the same index.html.
const QByteArray PreactShopJs = R"js(
const { h, render, Component } = preact;
const products = [
  { slug: 'gyokuro-asahi-kyoto-50-g', name: 'Gyokuro Asahi, Kyoto, 50 g' },
  { slug: 'sencha-fukamushi-shizuoka-100-g', name: 'Fukamushi sencha, Shizuoka, 100 g' },
  { slug: 'hojicha-roasted-kaga-80-g', name: 'Kaga hojicha, 80 g' },
];
function Link({ href, children }) {
  return h('a', { href, onClick: (e) => { e.preventDefault(); history.pushState(null, '', href); app.route(); } }, children);
}
function Nav() {
  return h('nav', null, h(Link, { href: '/' }, 'Home'), ' ', h(Link, { href: '/tea' }, 'Tea'), ' ',
           h(Link, { href: '/journal/brewing-gyokuro?lang=en' }, 'Brewing gyokuro'));
}
class App extends Component {
  constructor() { super(); this.state = { path: location.pathname + location.search, list: [] }; app = this; }
  componentDidMount() {
    fetch('/api/products.json').then((r) => r.json()).then((list) => this.setState({ list }));
    window.addEventListener('popstate', () => this.route());
  }
  route() { this.setState({ path: location.pathname + location.search }); }
  render(_, { path, list }) {
    const product = products.find((p) => path === '/tea/' + p.slug);
    let title = 'Not found', body = h('p', null, 'No such page.');
    if (path === '/') { title = 'Ocha & Co.'; body = h('p', null, 'Japanese green tea, shipped fresh.'); }
    else if (path === '/tea') {
      title = 'Tea';
      body = h('ul', null, list.map((p) => h('li', null, h(Link, { href: '/tea/' + p.slug }, p.name))));
    } else if (product) { title = product.name; body = h('p', null, 'From the spring harvest.'); }
    else if (path === '/journal/brewing-gyokuro?lang=en') { title = 'Brewing gyokuro'; body = h('p', null, 'Cool water, slow steep.'); }
    document.title = title + ' | Ocha & Co.';
    return h('main', null, h(Nav), h('h1', null, title), body);
  }
}
let app;
render(h(App), document.getElementById('root'));
)js";

const QByteArray PreactIndexHtml
    = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Ocha &amp; Co."
      "</title><script defer src=\"/assets/preact.min.umd.js\"></script><script defer "
      "src=\"/assets/shop.3c1f9a.js\"></script></head><body><div id=\"root\"></div></body>"
      "</html>\n";

QJsonObject json(const CliRun &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

} // namespace

class TestCrawlRender : public QObject
{
    Q_OBJECT

private:
    TestHttpServer m_app; // the application
    TestHttpServer m_static; // a static site
    TestHttpServer m_preact; // an application on a framework from npm
    QTemporaryDir m_dir;
    bool m_requireLogin = false;

    QString file(const QString &name) const { return m_dir.filePath(name); }
    // Short page times: the page that never settles is given up after this.
    static QStringList quick() { return { u"--timeout"_s, u"5000"_s, u"--page-time"_s, u"5"_s }; }

    static bool rendererBuilt() { return TestPaths::rendererBuilt(); }

    // The paths a crawl's JSON report says were fetched.
    static QSet<QString> fetched(const QJsonObject &report)
    {
        QSet<QString> out;
        for (const QJsonValue &value : report.value(u"pages"_s).toArray()) {
            const QJsonObject page = value.toObject();
            if (page.value(u"status"_s).toInt() > 0)
                out.insert(QUrl(page.value(u"url"_s).toString()).path());
        }
        return out;
    }
    static QJsonObject pageOf(const QJsonObject &report, const QString &path)
    {
        for (const QJsonValue &value : report.value(u"pages"_s).toArray())
            if (QUrl(value.toObject().value(u"url"_s).toString()).path() == path)
                return value.toObject();
        return {};
    }
    CliRun crawl(const QString &site, const QStringList &extra)
    {
        return runCliServing(
            QStringList { u"crawl"_s, site, u"--out"_s, file(u"out.xml"_s), u"--json"_s } + quick()
                + extra,
            240000);
    }

    TestResponse answer(const TestRequest &request)
    {
        if (m_requireLogin
            && request.header("Authorization") != "Basic " + QByteArray("tea:leaves").toBase64())
            return TestResponse::error(401).header("WWW-Authenticate", "Basic realm=\"shop\"");
        const QString path = request.path;
        if (path == u"/robots.txt")
            return TestResponse::ok("User-agent: *\nDisallow: /private/\n", "text/plain");
        if (path == u"/app.js")
            return TestResponse::ok(AppJs, "text/javascript");
        if (path == u"/private/widget.js")
            return TestResponse::ok(WidgetJs, "text/javascript");
        if (path == u"/api/ping")
            return TestResponse::ok("{\"ok\":true}", "application/json");
        if (path.startsWith(u"/api/content"))
            return TestResponse::ok("{\"text\":\"Fresh from the roaster, every week.\"}",
                                    "application/json");
        // Every other path answers the application's index.html, as hosts serve one; two
        // routes' HTML differ on the server.
        if (path == u"/lifted-noindex")
            return TestResponse::ok(indexHtml("<meta name=\"robots\" content=\"noindex\">\n"),
                                    "text/html; charset=utf-8");
        if (path == u"/blocked-widget")
            return TestResponse::ok(
                indexHtml({}, "<script src=\"/private/widget.js\" defer></script>\n"),
                "text/html; charset=utf-8");
        return TestResponse::ok(indexHtml(), "text/html; charset=utf-8");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_app.listen());
        QVERIFY(m_static.listen());
        m_app.setFallback([this](const TestRequest &request) { return answer(request); });
        m_static.setFallback([](const TestRequest &request) {
            const QString path = request.path;
            if (path == u"/robots.txt")
                return TestResponse::ok("User-agent: *\nDisallow:\n", "text/plain");
            if (path == u"/menu.js")
                return TestResponse::ok("document.documentElement.classList.add('js');",
                                        "text/javascript");
            if (path == u"/")
                return TestResponse::ok(staticPage("Home", { u"/one"_s, u"/two"_s, u"/three"_s }),
                                        "text/html");
            if (path == u"/one" || path == u"/two" || path == u"/three")
                return TestResponse::ok(staticPage(path.toUtf8(), { u"/"_s, u"/four"_s }),
                                        "text/html");
            if (path == u"/four")
                return TestResponse::ok(staticPage("Four", { u"/"_s }), "text/html");
            return TestResponse::error(404);
        });
        QFile preact(TestPaths::data(u"render/preact-10.29.8/preact.min.umd.js"_s));
        QVERIFY(preact.open(QIODevice::ReadOnly));
        QVERIFY(m_preact.listen());
        m_preact.setFallback([framework = preact.readAll()](const TestRequest &request) {
            if (request.path == u"/robots.txt")
                return TestResponse::ok("User-agent: *\nDisallow: /cart\n", "text/plain");
            if (request.path == u"/assets/preact.min.umd.js")
                return TestResponse::ok(framework, "text/javascript");
            if (request.path == u"/assets/shop.3c1f9a.js")
                return TestResponse::ok(PreactShopJs, "text/javascript");
            if (request.path == u"/api/products.json")
                return TestResponse::ok(
                    R"([{"slug":"gyokuro-asahi-kyoto-50-g","name":"Gyokuro Asahi, Kyoto, 50 g"},)"
                    R"({"slug":"sencha-fukamushi-shizuoka-100-g","name":"Fukamushi sencha, )"
                    R"(Shizuoka, 100 g"},{"slug":"hojicha-roasted-kaga-80-g","name":"Kaga )"
                    R"(hojicha, 80 g"}])",
                    "application/json");
            return TestResponse::ok(PreactIndexHtml, "text/html; charset=utf-8");
        });
        m_preact.setMaxRequests(2000);
        m_app.setMaxRequests(20000);
        m_static.setMaxRequests(2000);
    }
    void init()
    {
        m_app.clearRequests();
        m_static.clearRequests();
        m_preact.clearRequests();
        m_requireLogin = false;
        qunsetenv("SITEMAP_STUDIO_RENDERER");
    }

    // Every route of the application is found, each read from its rendered DOM.
    void alwaysFindsEveryRoute()
    {
        if (!rendererBuilt())
            QSKIP("this build has no Qt WebEngine: there is no renderer to test");
        const CliRun run = crawl(m_app.url().toString(), { u"--render"_s, u"always"_s });
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        const QJsonObject report = json(run);
        const QSet<QString> expected { u"/"_s,
                                       u"/products"_s,
                                       u"/products/tea"_s,
                                       u"/products/coffee"_s,
                                       u"/about"_s,
                                       u"/contact"_s,
                                       u"/lifted-noindex"_s,
                                       u"/canonical-by-script"_s,
                                       u"/blocked-widget"_s,
                                       u"/never-settles"_s,
                                       u"/old-home"_s };
        QCOMPARE(fetched(report), expected);

        const QJsonObject render
            = report.value(u"summary"_s).toObject().value(u"render"_s).toObject();
        QCOMPARE(render.value(u"mode"_s).toString(), u"always"_s);
        QCOMPARE(render.value(u"pagesRendered"_s).toInt(), expected.size());
        QCOMPARE(render.value(u"failed"_s).toInt(), 0);
        QCOMPARE(render.value(u"timedOut"_s).toInt(), 1); // /never-settles
        QVERIFY(render.value(u"renderersStarted"_s).toInt() >= 1);
        QVERIFY(render.value(u"peakMemoryKiB"_s).toInteger() > 10 * 1024);
        qInfo("rendered %d pages in %lld ms of rendering, %d renderers, at most %lld KiB",
              render.value(u"pagesRendered"_s).toInt(), render.value(u"elapsedMs"_s).toInteger(),
              render.value(u"renderersStarted"_s).toInt(),
              render.value(u"peakMemoryKiB"_s).toInteger());

        // A route's page: its title and links come from the DOM; the links only the DOM has.
        const QJsonObject products = pageOf(report, u"/products"_s);
        QCOMPARE(products.value(u"title"_s).toString(), u"Products | Tea & Coffee"_s);
        const QJsonObject productsRender = products.value(u"render"_s).toObject();
        QVERIFY(productsRender.value(u"rendered"_s).toBool());
        QVERIFY(productsRender.value(u"settled"_s).toBool());
        QCOMPARE(productsRender.value(u"shell"_s).toString(), u"empty-root"_s);
        QCOMPARE(productsRender.value(u"title"_s).toObject().value(u"before"_s).toString(),
                 u"Tea & Coffee"_s);
        QCOMPARE(productsRender.value(u"javascriptLinks"_s).toArray().size(), 3);

        // noindex in the HTML holds, though the script removes it; its links are not followed.
        const QJsonObject lifted = pageOf(report, u"/lifted-noindex"_s);
        QCOMPARE(lifted.value(u"indexability"_s).toString(), u"noindex"_s);
        const QJsonObject liftedRender = lifted.value(u"render"_s).toObject();
        QVERIFY(liftedRender.value(u"rawNoindex"_s).toBool());
        QVERIFY(liftedRender.value(u"robots"_s)
                    .toObject()
                    .value(u"before"_s)
                    .toObject()
                    .value(u"noindex"_s)
                    .toBool());
        QVERIFY(!liftedRender.value(u"robots"_s)
                     .toObject()
                     .value(u"after"_s)
                     .toObject()
                     .value(u"noindex"_s)
                     .toBool());
        QVERIFY(!fetched(report).contains(u"/behind-lifted"_s));

        // The canonical the script sets is the page's.
        const QJsonObject canonical = pageOf(report, u"/canonical-by-script"_s);
        QCOMPARE(QUrl(canonical.value(u"canonical"_s).toString()).path(), u"/products"_s);
        QCOMPARE(canonical.value(u"indexability"_s).toString(), u"canonical-elsewhere"_s);
        QVERIFY(canonical.value(u"render"_s)
                    .toObject()
                    .value(u"canonical"_s)
                    .toObject()
                    .value(u"before"_s)
                    .isNull());

        // The script robots.txt disallows is not loaded: its link is never seen.
        const QJsonObject widget
            = pageOf(report, u"/blocked-widget"_s).value(u"render"_s).toObject();
        QCOMPARE(widget.value(u"blockedByRobots"_s).toInt(), 1);
        QCOMPARE(QUrl(widget.value(u"blockedResources"_s).toArray().first().toString()).path(),
                 u"/private/widget.js"_s);
        QVERIFY(!fetched(report).contains(u"/from-widget"_s));
        QCOMPARE(m_app.requests(u"/private/widget.js"_s).size(), 0);

        // The page that polls forever is read when its time runs out.
        const QJsonObject live = pageOf(report, u"/never-settles"_s).value(u"render"_s).toObject();
        QVERIFY(live.value(u"rendered"_s).toBool());
        QVERIFY(!live.value(u"settled"_s).toBool());

        // location.href = '/products' on load: a redirect.
        const QJsonObject moved = pageOf(report, u"/old-home"_s);
        QCOMPARE(moved.value(u"indexability"_s).toString(), u"redirect"_s);
        QCOMPARE(QUrl(moved.value(u"render"_s).toObject().value(u"javascriptRedirect"_s).toString())
                     .path(),
                 u"/products"_s);

        // The page's own requests went out as the crawl: its user agent, not a browser's.
        const QList<TestRequest> scripts = m_app.requests(u"/app.js"_s);
        QVERIFY(!scripts.isEmpty());
        for (const TestRequest &request : scripts)
            QVERIFY2(
                request.header("User-Agent").startsWith("Mozilla/5.0 (compatible; SitemapStudio/")
                    || request.header("User-Agent").contains("SitemapStudio"),
                request.header("User-Agent").constData());
        // Images, fonts and favicons are not asked for.
        QCOMPARE(m_app.requests(u"/favicon.ico"_s).size(), 0);

        // The sitemap lists what Google would index of the application.
        QFile written(file(u"out.xml"_s));
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray xml = written.readAll();
        QVERIFY(xml.contains(m_app.url(u"/products/coffee"_s).toEncoded()));
        QVERIFY(!xml.contains(m_app.url(u"/lifted-noindex"_s).toEncoded()));
        QVERIFY(!xml.contains(m_app.url(u"/old-home"_s).toEncoded()));
    }

    // Without rendering, the crawl finds the shell and nothing behind it, and says why.
    // An application on Preact, as an npm project builds one: every route found in the
    // rendered DOM, each with the title its component sets; without rendering, the shell alone.
    void frameworkFromNpm()
    {
        if (!rendererBuilt())
            QSKIP("this build has no Qt WebEngine: there is no renderer to test");
        const CliRun run = crawl(m_preact.url().toString(), { u"--render"_s, u"always"_s });
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        const QJsonObject report = json(run);
        QSet<QString> found;
        for (const QJsonValue &value : report.value(u"pages"_s).toArray()) {
            const QJsonObject page = value.toObject();
            const QUrl url(page.value(u"url"_s).toString());
            found.insert(url.path() + (url.hasQuery() ? u"?"_s + url.query() : QString()));
            QVERIFY2(page.value(u"status"_s).toInt() == 200, qPrintable(url.toString()));
        }
        QCOMPARE(found, (QSet<QString> { u"/"_s, u"/tea"_s, u"/tea/gyokuro-asahi-kyoto-50-g"_s,
                                         u"/tea/sencha-fukamushi-shizuoka-100-g"_s,
                                         u"/tea/hojicha-roasted-kaga-80-g"_s,
                                         u"/journal/brewing-gyokuro?lang=en"_s }));
        QCOMPARE(pageOf(report, u"/tea/sencha-fukamushi-shizuoka-100-g"_s)
                     .value(u"title"_s)
                     .toString(),
                 u"Fukamushi sencha, Shizuoka, 100 g | Ocha & Co."_s);
        // The framework and the shop's script came from the site, the product list from its API.
        QVERIFY(!m_preact.requests(u"/assets/preact.min.umd.js"_s).isEmpty());
        QVERIFY(!m_preact.requests(u"/api/products.json"_s).isEmpty());

        const CliRun never = crawl(m_preact.url().toString(), { u"--render"_s, u"never"_s });
        QVERIFY2(never.exitCode == 0, qPrintable(describe(never)));
        QCOMPARE(fetched(json(never)), QSet<QString> { u"/"_s });
    }

    void neverFindsTheShell()
    {
        if (!rendererBuilt())
            QSKIP("this build has no Qt WebEngine: there is no renderer to test");
        const CliRun run = crawl(m_app.url().toString(), { u"--render"_s, u"never"_s });
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        const QJsonObject report = json(run);
        QCOMPARE(fetched(report), QSet<QString> { u"/"_s });
        const QJsonObject render
            = report.value(u"summary"_s).toObject().value(u"render"_s).toObject();
        QCOMPARE(render.value(u"renderersStarted"_s).toInt(), 0);
        QCOMPARE(render.value(u"shellsNotRendered"_s).toInt(), 1);
        QCOMPARE(
            pageOf(report, u"/"_s).value(u"render"_s).toObject().value(u"rendered"_s).toBool(true),
            false);
        QCOMPARE(m_app.requests(u"/app.js"_s).size(), 0);

        const CliRun text = runCliServing({ u"crawl"_s, m_app.url().toString(), u"--out"_s,
                                            file(u"never.xml"_s), u"--render"_s, u"never"_s });
        QVERIFY2(text.exitCode == 0, qPrintable(describe(text)));
        QVERIFY2(
            text.out.contains("Application shells that JavaScript builds, read as fetched without "
                              "their script's links and content: 1 (--render never)"),
            qPrintable(describe(text)));
    }

    // auto, the default, renders the application's shells and finds its routes.
    void autoRendersTheApplication()
    {
        if (!rendererBuilt())
            QSKIP("this build has no Qt WebEngine: there is no renderer to test");
        const CliRun run = crawl(m_app.url().toString(), { u"--renderers"_s, u"2"_s });
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        const QJsonObject report = json(run);
        QCOMPARE(fetched(report).size(), 11);
        const QJsonObject render
            = report.value(u"summary"_s).toObject().value(u"render"_s).toObject();
        QCOMPARE(render.value(u"mode"_s).toString(), u"auto"_s);
        QCOMPARE(render.value(u"pagesRendered"_s).toInt(), 11);
        QVERIFY(render.value(u"renderersStarted"_s).toInt() >= 1);
        QVERIFY(render.value(u"renderersStarted"_s).toInt() <= 2);
    }

    // auto on a static site renders no page and starts no renderer.
    void autoOnAStaticSite()
    {
        if (!rendererBuilt())
            QSKIP("this build has no Qt WebEngine: there is no renderer to test");
        const CliRun run = crawl(m_static.url().toString(), { u"--render"_s, u"auto"_s });
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        const QJsonObject report = json(run);
        QCOMPARE(fetched(report),
                 QSet<QString>({ u"/"_s, u"/one"_s, u"/two"_s, u"/three"_s, u"/four"_s }));
        const QJsonObject render
            = report.value(u"summary"_s).toObject().value(u"render"_s).toObject();
        QCOMPARE(render.value(u"renderersStarted"_s).toInt(), 0);
        QCOMPARE(render.value(u"pagesRendered"_s).toInt(), 0);
        QCOMPARE(render.value(u"shells"_s).toInt(), 0);
        // The pages' own script was never asked for: nothing ran them.
        QCOMPARE(m_static.requests(u"/menu.js"_s).size(), 0);
        for (const QJsonValue &page : report.value(u"pages"_s).toArray())
            QVERIFY(!page.toObject().contains(u"render"_s));
    }

    // The audit says, in Google's terms, what the application's JavaScript does to its pages.
    void auditFindings()
    {
        if (!rendererBuilt())
            QSKIP("this build has no Qt WebEngine: there is no renderer to test");
        QFile sitemap(file(u"app-sitemap.xml"_s));
        QVERIFY(sitemap.open(QIODevice::WriteOnly));
        sitemap.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
        for (const QString &path :
             { u"/"_s, u"/products"_s, u"/lifted-noindex"_s, u"/canonical-by-script"_s,
               u"/blocked-widget"_s, u"/never-settles"_s })
            sitemap.write("<url><loc>" + m_app.url(path).toEncoded() + "</loc></url>\n");
        sitemap.write("</urlset>\n");
        sitemap.close();
        const QString kept = file(u"app.crawl"_s);
        const CliRun run = runCliServing(
            QStringList { u"audit"_s, sitemap.fileName(), u"--site"_s, m_app.url().toString(),
                          u"--format"_s, u"json"_s, u"--render"_s, u"always"_s, u"--save"_s, kept }
                + quick(),
            240000);
        QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
        QHash<QString, QSet<QString>> byPath; // path → rules
        for (const QJsonValue &value : json(run).value(u"findings"_s).toArray()) {
            const QJsonObject finding = value.toObject();
            const QString rule = finding.value(u"rule"_s).toString();
            const qint64 entry = finding.value(u"entry"_s).toInteger(-1);
            static const QStringList listed { u"/"_s,
                                              u"/products"_s,
                                              u"/lifted-noindex"_s,
                                              u"/canonical-by-script"_s,
                                              u"/blocked-widget"_s,
                                              u"/never-settles"_s };
            byPath[entry >= 0 ? listed.value(entry) : QString()].insert(rule);
        }
        QVERIFY2(byPath.value(u"/lifted-noindex"_s).contains(u"SM425"_s),
                 qPrintable(describe(run)));
        QVERIFY(byPath.value(u"/lifted-noindex"_s).contains(u"SM415"_s));
        QVERIFY(byPath.value(u"/canonical-by-script"_s).contains(u"SM427"_s));
        QVERIFY(byPath.value(u"/blocked-widget"_s).contains(u"SM430"_s));
        QVERIFY(byPath.value(u"/never-settles"_s).contains(u"SM429"_s));
        QVERIFY(byPath.value(u"/products"_s).contains(u"SM428"_s));
        // The start page is reached without links; nothing is said of it.
        QVERIFY2(byPath.value(u"/"_s).isEmpty(), qPrintable(describe(run)));
        const QJsonObject render
            = json(run).value(u"crawl"_s).toObject().value(u"render"_s).toObject();
        QCOMPARE(render.value(u"mode"_s).toString(), u"always"_s);

        // The crawl kept by --save says the same without the network or a renderer.
        qputenv("SITEMAP_STUDIO_RENDERER", QFile::encodeName(file(u"no-such-renderer"_s)));
        const CliRun again = runCliServing(
            { u"audit"_s, sitemap.fileName(), u"--crawl"_s, kept, u"--format"_s, u"json"_s });
        qunsetenv("SITEMAP_STUDIO_RENDERER");
        QVERIFY2(again.exitCode == 1, qPrintable(describe(again)));
        QCOMPARE(json(again).value(u"findings"_s), json(run).value(u"findings"_s));
    }

    // The crawl's login goes with the page's own requests, as with its pages.
    void credentialsReachTheScripts()
    {
        if (!rendererBuilt())
            QSKIP("this build has no Qt WebEngine: there is no renderer to test");
        m_requireLogin = true;
        const CliRun run = crawl(
            m_app.url().toString(),
            { u"--render"_s, u"always"_s, u"--auth"_s, u"tea:leaves"_s, u"--max-pages"_s, u"3"_s });
        QVERIFY2(run.exitCode == 1, qPrintable(describe(run))); // the page limit cut it
        QCOMPARE(fetched(json(run)).size(), 3);
        const QList<TestRequest> scripts = m_app.requests(u"/app.js"_s);
        QVERIFY(!scripts.isEmpty());
        for (const TestRequest &request : scripts)
            QCOMPARE(request.header("Authorization"),
                     "Basic " + QByteArray("tea:leaves").toBase64());
    }

    // Where no renderer can be found (as in a build without Qt WebEngine): --render asked for
    // ends the call; the default crawls the HTML as fetched and says what it could not render.
    void notAvailable()
    {
        qputenv("SITEMAP_STUDIO_RENDERER", QFile::encodeName(file(u"no-such-renderer"_s)));
        for (const QString &mode : { u"always"_s, u"auto"_s }) {
            const CliRun run = runCliServing({ u"crawl"_s, m_app.url().toString(), u"--out"_s,
                                               file(u"na.xml"_s), u"--render"_s, mode });
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("--render " + mode.toUtf8()
                                      + ": JavaScript rendering is not available"),
                     qPrintable(describe(run)));
        }
        const CliRun never = runCliServing({ u"crawl"_s, m_app.url().toString(), u"--out"_s,
                                             file(u"na.xml"_s), u"--render"_s, u"never"_s });
        QVERIFY2(never.exitCode == 0, qPrintable(describe(never)));
        const CliRun byDefault
            = runCliServing({ u"crawl"_s, m_app.url().toString(), u"--out"_s, file(u"na.xml"_s) });
        QVERIFY2(byDefault.exitCode == 0, qPrintable(describe(byDefault)));
        QVERIFY2(byDefault.out.contains("JavaScript rendering is not available"),
                 qPrintable(describe(byDefault)));
        const CliRun wrong = runCliServing({ u"crawl"_s, m_app.url().toString(), u"--out"_s,
                                             file(u"na.xml"_s), u"--render"_s, u"sometimes"_s });
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY(wrong.err.contains("--render takes never, auto or always"));
        qunsetenv("SITEMAP_STUDIO_RENDERER");
    }
};

QTEST_GUILESS_MAIN(TestCrawlRender)
#include "tst_crawlrender.moc"
