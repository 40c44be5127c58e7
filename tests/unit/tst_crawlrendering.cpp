// The Crawler's rendering hook, against sites served on 127.0.0.1 and a renderer made for the
// test (no browser: each page's "rendered DOM" is what the test says it is), so that what the
// crawl does with a rendering is checked exactly and fast. Which pages it sends (none of a
// static site in auto, every shell, every page in always, none in never); what the renderer
// is given (the HTML as fetched, the page's URL, the robots.txt it knows); the links, title,
// robots and canonical read from the rendered DOM, the links only the DOM has, the raw HTML's
// noindex that holds and keeps the DOM's links unfollowed, a JavaScript redirect taken as a
// redirect, a page that did not settle, a renderer that fails, an origin whose robots.txt is
// read before the page is rendered again, and the pages only JavaScript reaches. The real
// renderer is tried end to end in tests/cli/tst_crawlrender.cpp.

#include "io/loader.h"
#include "model/rule.h"
#include "model/workspace.h"
#include "net/crawler.h"
#include "net/crawlsitemap.h"
#include "net/crawlstore.h"
#include "net/politescheduler.h"
#include "testhttpserver.h"

#include <QElapsedTimer>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// Renders by asking `answer`, from the event loop, `capacity` pages at once at most.
class ScriptedRenderer : public PageRenderer
{
public:
    std::function<RenderedPage(const RenderRequest &)> answer;
    QList<RenderRequest> requests; // in the order asked
    RenderSettings settings;
    int starts = 0;
    int cancels = 0;
    int answerMs = 5; // how long a page takes
    // When each page was asked and answered (ms on `clock`), in the order asked.
    struct Span
    {
        QString path;
        qint64 asked = 0;
        qint64 answered = -1;
    };
    QList<Span> spans;
    QElapsedTimer clock;
    int mostAtOnce = 0;

    void setSettings(const RenderSettings &given) override { settings = given; }
    void render(quint64 id, const RenderRequest &request) override
    {
        if (!clock.isValid())
            clock.start();
        requests.append(request);
        starts = qMax(starts, 1);
        m_pending.insert(id);
        mostAtOnce = qMax(mostAtOnce, int(m_pending.size()));
        const qsizetype span = spans.size();
        spans.append({ request.url.path(), clock.elapsed() });
        QTimer::singleShot(answerMs, this, [this, id, request, span] {
            if (m_pending.remove(id)) {
                spans[span].answered = clock.elapsed();
                Q_EMIT rendered(id, answer(request));
            }
        });
    }
    void cancel() override
    {
        ++cancels;
        m_pending.clear();
    }
    int capacity() const override { return 2; }
    int started() const override { return starts; }

private:
    QSet<quint64> m_pending; // asked, not yet answered nor cancelled
};

RenderedPage dom(const QByteArray &html, const QUrl &url)
{
    RenderedPage page;
    page.outcome = RenderedPage::Outcome::Settled;
    page.html = html;
    page.finalUrl = url;
    page.elapsedMs = 40;
    page.memoryKiB = 90000;
    return page;
}

QByteArray shell(const QByteArray &head = {})
{
    return "<!doctype html><html><head><title>Shop</title>" + head
        + "<script type=\"module\" src=\"/assets/index.js\"></script></head><body><noscript>You "
          "need to enable JavaScript to run this app.</noscript><div id=\"app\"></div></body>"
          "</html>";
}

QByteArray page(const QByteArray &title, const QStringList &links, const QByteArray &head = {})
{
    QByteArray html = "<html><head><title>" + title + "</title>" + head + "</head><body><h1>"
        + title + "</h1><p>Some words about " + title + " so that it reads as a page.</p>";
    for (const QString &link : links)
        html += "<a href=\"" + link.toUtf8() + "\">" + link.toUtf8() + "</a> ";
    return html + "</body></html>";
}

QStringList pathsOf(const CrawlResult &result, bool fetchedOnly = true)
{
    QStringList out;
    for (const CrawledPage &p : result.pages)
        if (!fetchedOnly || p.has(CrawledPage::Fetched))
            out.append(result.url(p.url).path());
    out.sort();
    return out;
}

} // namespace

class TestCrawlRendering : public QObject
{
    Q_OBJECT

private:
    TestHttpServer m_site;
    TestHttpServer m_cdn; // another origin, for the scripts of a page
    // The application's routes and the links each one's DOM shows (built by its script).
    QHash<QString, QStringList> m_routes {
        { u"/"_s, { u"/shop"_s, u"/about"_s } },
        { u"/shop"_s, { u"/shop/boots"_s, u"/shop/coats"_s, u"/"_s } },
        { u"/shop/boots"_s, { u"/shop"_s } },
        { u"/shop/coats"_s, { u"/shop"_s, u"/sale"_s } },
        { u"/about"_s, { u"/"_s } },
        { u"/sale"_s, { u"/shop"_s } },
    };

    CrawlResult crawl(const CrawlOptions &options, PageRenderer *renderer,
                      const QString &start = u"/"_s)
    {
        Crawler crawler(options);
        crawler.setRenderer(renderer);
        QSignalSpy finished(&crawler, &Crawler::finished);
        crawler.start(m_site.url(start));
        if (!finished.wait(60000))
            qWarning("the crawl did not finish");
        return crawler.takeResult();
    }

    static CrawlOptions options(RenderMode mode)
    {
        CrawlOptions o;
        o.render = mode;
        o.timeoutMs = 3000;
        o.pageTimeoutMs = 5000;
        return o;
    }

    // The application's DOM for the route of `request`.
    RenderedPage application(const RenderRequest &request) const
    {
        const QString path = request.url.path();
        return dom(page("Route " + path.toUtf8(), m_routes.value(path)), request.url);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        QVERIFY(m_site.listen());
        QVERIFY(m_cdn.listen());
        m_site.setMaxRequests(2000);
        m_cdn.setMaxRequests(200);
        m_cdn.serve(u"/robots.txt"_s, "User-agent: *\nDisallow: /private/\n", "text/plain");
    }

    void init()
    {
        m_site.clearRequests();
        m_cdn.clearRequests();
        // By default the site is the application: every path answers its index.html.
        m_site.setFallback(
            [](const TestRequest &) { return TestResponse::ok(shell(), "text/html"); });
        m_site.serve(u"/robots.txt"_s, "User-agent: *\nDisallow: /admin/\n", "text/plain");
    }

    void alwaysFindsEveryRoute()
    {
        ScriptedRenderer renderer;
        renderer.answer = [this](const RenderRequest &r) {
            return application(r);
        };
        const CrawlResult result = crawl(options(RenderMode::Always), &renderer);
        QCOMPARE(pathsOf(result),
                 QStringList({ u"/"_s, u"/about"_s, u"/sale"_s, u"/shop"_s, u"/shop/boots"_s,
                               u"/shop/coats"_s }));
        QCOMPARE(result.renderTotals.pagesRendered, 6);
        QCOMPARE(result.renderTotals.mode, RenderMode::Always);
        QCOMPARE(result.renderTotals.renderersStarted, 1);
        QCOMPARE(result.renderTotals.shells, 6);
        QCOMPARE(result.renderTotals.peakMemoryKiB, 90000);
        // What the renderer was given: the HTML as fetched, under the page's URL, with the
        // site's robots.txt, and the crawl's identity.
        QCOMPARE(renderer.requests.size(), 6);
        const RenderRequest &first = renderer.requests.first();
        QCOMPARE(first.url, m_site.url(u"/"_s));
        QCOMPARE(first.html, shell());
        QCOMPARE(first.contentType, QByteArray("text/html"));
        const QString origin = PoliteScheduler::originKey(m_site.url());
        QCOMPARE(first.robots.value(origin), QByteArray("User-agent: *\nDisallow: /admin/\n"));
        QCOMPARE(renderer.settings.userAgent, CrawlOptions().userAgent);
        QCOMPARE(renderer.settings.pageTimeMs, 5000);
        // Each page read from its DOM: its title, its links, those only the DOM has.
        const CrawledPage *shop = result.page(m_site.url(u"/shop"_s));
        QVERIFY(shop);
        QCOMPARE(shop->title, u"Route /shop"_s);
        QCOMPARE(shop->links.size(), size_t(3));
        const PageRendering *rendering = result.rendering(*shop);
        QVERIFY(rendering);
        QVERIFY(rendering->has(PageRendering::Rendered));
        QVERIFY(rendering->has(PageRendering::Shell));
        QCOMPARE(rendering->shell, AppShell::Sign::EmptyRoot);
        QCOMPARE(rendering->titleBefore, u"Shop"_s);
        QCOMPARE(rendering->titleAfter, u"Route /shop"_s);
        QCOMPARE(rendering->javascriptLinks.size(), size_t(3));
        QVERIFY(!rendering->changesRobots());
        QVERIFY(!rendering->changesCanonical());
        QVERIFY(result.isIndexable(*shop));
        // Every route but the start is reached only through links the script writes.
        QSet<QString> onlyScripted;
        for (const quint32 id : result.reachedOnlyByJavaScript())
            onlyScripted.insert(result.url(id).path());
        QCOMPARE(onlyScripted,
                 QSet<QString>(
                     { u"/shop"_s, u"/about"_s, u"/shop/boots"_s, u"/shop/coats"_s, u"/sale"_s }));
    }

    void neverFindsTheShell()
    {
        ScriptedRenderer renderer;
        renderer.answer = [this](const RenderRequest &r) {
            return application(r);
        };
        const CrawlResult result = crawl(options(RenderMode::Never), &renderer);
        QCOMPARE(pathsOf(result), QStringList { u"/"_s });
        QCOMPARE(renderer.requests.size(), 0);
        QCOMPARE(result.renderTotals.pagesRendered, 0);
        QCOMPARE(result.renderTotals.shells, 1);
        const PageRendering *noted = result.rendering(result.pages.first());
        QVERIFY(noted);
        QVERIFY(noted->has(PageRendering::Shell));
        QVERIFY(!noted->has(PageRendering::Rendered));
    }

    void autoRendersShells()
    {
        ScriptedRenderer renderer;
        renderer.answer = [this](const RenderRequest &r) {
            return application(r);
        };
        const CrawlResult result = crawl(options(RenderMode::Auto), &renderer);
        QCOMPARE(pathsOf(result).size(), 6);
        QCOMPARE(result.renderTotals.pagesRendered, 6);
    }

    // A static site: no page is a shell, none goes to the renderer, no renderer starts.
    void autoRendersNothingOfAStaticSite()
    {
        m_site.setFallback([](const TestRequest &request) {
            const QString path = request.path;
            if (path == u"/")
                return TestResponse::ok(page("Home", { u"/a"_s, u"/b"_s }), "text/html");
            if (path == u"/a" || path == u"/b")
                return TestResponse::ok(
                    page(path.toUtf8(), { u"/"_s, u"/c"_s }, "<script src=\"/menu.js\"></script>"),
                    "text/html");
            if (path == u"/c")
                return TestResponse::ok(page("C", { u"/"_s }), "text/html");
            return TestResponse::error(404);
        });
        ScriptedRenderer renderer;
        renderer.answer = [this](const RenderRequest &r) {
            return application(r);
        };
        const CrawlResult result = crawl(options(RenderMode::Auto), &renderer);
        QCOMPARE(pathsOf(result), QStringList({ u"/"_s, u"/a"_s, u"/b"_s, u"/c"_s }));
        QCOMPARE(renderer.requests.size(), 0);
        QCOMPARE(result.renderTotals.renderersStarted, 0);
        QCOMPARE(result.renderTotals.shells, 0);
        QCOMPARE(result.renderingCount(), 0);
    }

    // Without a renderer nothing is rendered, whatever was asked, and shells are counted.
    void noRenderer()
    {
        const CrawlResult result = crawl(options(RenderMode::Always), nullptr);
        QCOMPARE(pathsOf(result), QStringList { u"/"_s });
        QCOMPARE(result.renderTotals.mode, RenderMode::Always);
        QCOMPARE(result.renderTotals.pagesRendered, 0);
        QVERIFY(!result.renderTotals.available);
        QCOMPARE(result.renderTotals.shells, 1);
    }

    // noindex in the HTML as fetched, lifted by the script: Google does not render the page,
    // so it stays noindex, and the links its script writes are not followed.
    void rawNoindexHolds()
    {
        m_site.setFallback([](const TestRequest &request) {
            if (request.path == u"/")
                return TestResponse::ok(shell("<meta name=\"robots\" content=\"noindex\">"),
                                        "text/html");
            return TestResponse::ok(shell(), "text/html");
        });
        ScriptedRenderer renderer;
        renderer.answer = [](const RenderRequest &r) {
            return dom(page("Lifted", { u"/hidden"_s }, "<meta name=\"robots\" content=\"all\">"),
                       r.url);
        };
        const CrawlResult result = crawl(options(RenderMode::Always), &renderer);
        QCOMPARE(pathsOf(result), QStringList { u"/"_s });
        const CrawledPage &home = result.pages.first();
        QVERIFY(home.has(CrawledPage::NoindexMeta));
        QCOMPARE(result.indexability(home), CrawlResult::Indexability::Noindex);
        const PageRendering *rendering = result.rendering(home);
        QVERIFY(rendering);
        QVERIFY(rendering->has(PageRendering::RawNoindex));
        QVERIFY(rendering->robotsBefore.noindex);
        QVERIFY(!rendering->robotsAfter.noindex);
        QVERIFY(rendering->changesRobots());
        QCOMPARE(rendering->javascriptLinks.size(), size_t(1));
        QVERIFY(home.links.empty());
    }

    // noindex added by the script counts; a canonical set by the script is the page's.
    void scriptDirectives()
    {
        m_site.setFallback([](const TestRequest &request) {
            if (request.path == u"/")
                return TestResponse::ok(page("Home", { u"/added-noindex"_s, u"/canon"_s }),
                                        "text/html");
            return TestResponse::ok(shell(), "text/html");
        });
        ScriptedRenderer renderer;
        renderer.answer = [this](const RenderRequest &r) {
            const QString path = r.url.path();
            if (path == u"/added-noindex")
                return dom(page("Added", {}, "<meta name=\"robots\" content=\"noindex\">"), r.url);
            if (path == u"/canon")
                return dom(page("Canon", {},
                                "<link rel=\"canonical\" href=\"" + m_site.url(u"/"_s).toEncoded()
                                    + "\">"),
                           r.url);
            return dom(page("Home", { u"/added-noindex"_s, u"/canon"_s }), r.url);
        };
        const CrawlResult result = crawl(options(RenderMode::Auto), &renderer);
        QCOMPARE(pathsOf(result), QStringList({ u"/"_s, u"/added-noindex"_s, u"/canon"_s }));
        QCOMPARE(renderer.requests.size(), 2); // the two shells, not the home page
        const CrawledPage *added = result.page(m_site.url(u"/added-noindex"_s));
        QVERIFY(added->has(CrawledPage::NoindexMeta));
        QVERIFY(result.rendering(*added)->changesRobots());
        QVERIFY(!result.rendering(*added)->has(PageRendering::RawNoindex));
        const CrawledPage *canon = result.page(m_site.url(u"/canon"_s));
        QCOMPARE(result.url(canon->canonical), m_site.url(u"/"_s));
        QCOMPARE(result.indexability(*canon), CrawlResult::Indexability::CanonicalElsewhere);
        QVERIFY(result.rendering(*canon)->changesCanonical());
        QCOMPARE(result.rendering(*canon)->canonicalBefore, CrawledPage::NoUrl);
        // Reached by links of the HTML: not a JavaScript-only page.
        QVERIFY(result.reachedOnlyByJavaScript().isEmpty());
    }

    // location.href = … on load: a redirect, its target crawled as a redirect's.
    void javascriptRedirect()
    {
        ScriptedRenderer renderer;
        renderer.answer = [this](const RenderRequest &r) {
            if (r.url.path() == u"/")
                return dom(QByteArray(), m_site.url(u"/welcome"_s));
            return dom(page("Welcome", {}), r.url);
        };
        const CrawlResult result = crawl(options(RenderMode::Always), &renderer);
        QCOMPARE(pathsOf(result), QStringList({ u"/"_s, u"/welcome"_s }));
        const CrawledPage &home = result.pages.first();
        QCOMPARE(result.url(home.redirect), m_site.url(u"/welcome"_s));
        QCOMPARE(result.indexability(home), CrawlResult::Indexability::Redirect);
        QVERIFY(result.rendering(home)->has(PageRendering::JavaScriptRedirect));
        QVERIFY(result.isIndexable(*result.page(m_site.url(u"/welcome"_s))));
    }

    void timedOutAndFailed()
    {
        ScriptedRenderer renderer;
        renderer.answer = [this](const RenderRequest &r) {
            if (r.url.path() == u"/shop") {
                RenderedPage failed;
                failed.error = u"the renderer crashed"_s;
                return failed;
            }
            RenderedPage page = application(r);
            if (r.url.path() == u"/")
                page.outcome = RenderedPage::Outcome::TimedOut;
            return page;
        };
        const CrawlResult result = crawl(options(RenderMode::Always), &renderer);
        // The start page's DOM, read when its time ran out, still leads on; /shop's failure
        // leaves it read as fetched: its routes are not found.
        QCOMPARE(pathsOf(result), QStringList({ u"/"_s, u"/about"_s, u"/shop"_s }));
        QCOMPARE(result.renderTotals.timedOut, 1);
        QCOMPARE(result.renderTotals.failed, 1);
        QVERIFY(result.rendering(result.pages.first())->has(PageRendering::TimedOut));
        const PageRendering *shop = result.rendering(*result.page(m_site.url(u"/shop"_s)));
        QVERIFY(shop->has(PageRendering::Failed));
        QCOMPARE(shop->message, u"the renderer crashed"_s);
    }

    // The page's script comes from another origin, whose robots.txt the crawl has not read:
    // the renderer says so, the crawl reads it, and the page is rendered again with it.
    void unknownOriginReadThenRenderedAgain()
    {
        const QString cdn = PoliteScheduler::originKey(m_cdn.url());
        ScriptedRenderer renderer;
        renderer.answer = [&](const RenderRequest &r) {
            RenderedPage page = application(r);
            if (!r.robots.contains(cdn)) {
                page.unknownOrigins = QStringList { cdn };
                page.html = shell(); // without its script, nothing was built
            } else {
                page.blockedByRobots = QStringList { m_cdn.url(u"/private/x.js"_s).toString() };
            }
            return page;
        };
        CrawlOptions o = options(RenderMode::Always);
        o.maxPages = 1;
        const CrawlResult result = crawl(o, &renderer);
        QCOMPARE(renderer.requests.size(), 2);
        QVERIFY(!renderer.requests.at(0).robots.contains(cdn));
        QCOMPARE(renderer.requests.at(1).robots.value(cdn),
                 QByteArray("User-agent: *\nDisallow: /private/\n"));
        QCOMPARE(m_cdn.requests(u"/robots.txt"_s).size(), 1);
        QCOMPARE(result.renderTotals.retries, 1);
        const PageRendering *home = result.rendering(result.pages.first());
        QCOMPARE(home->javascriptLinks.size(), size_t(2)); // the second rendering's DOM
        QCOMPARE(home->blockedByRobots, 1);
        QCOMPARE(home->blockedResources, QStringList { m_cdn.url(u"/private/x.js"_s).toString() });
        QCOMPARE(result.renderTotals.blockedByRobots, 1);
    }

    // The audit's rendering findings (SM425-SM430), each on the page that earns it and on no
    // other: the rendered pages that change nothing, the start page and the pages reached by
    // links of the HTML are the near misses.
    void auditFindings()
    {
        const QStringList html { u"/plain"_s, u"/lifted"_s, u"/added"_s,
                                 u"/canon"_s, u"/slow"_s,   u"/blocked"_s };
        m_site.setFallback([html](const TestRequest &request) {
            const QString path = request.path;
            if (path == u"/")
                return TestResponse::ok(page("Home", html), "text/html");
            if (path == u"/lifted")
                return TestResponse::ok(shell("<meta name=\"robots\" content=\"noindex\">"),
                                        "text/html");
            if (path == u"/canon")
                return TestResponse::ok(shell("<link rel=\"canonical\" href=\"/canon\">"),
                                        "text/html");
            return TestResponse::ok(shell(), "text/html");
        });
        ScriptedRenderer renderer;
        renderer.answer = [this, html](const RenderRequest &r) {
            const QString path = r.url.path();
            QByteArray head;
            QStringList links;
            if (path == u"/")
                links = html;
            if (path == u"/plain")
                links = { u"/scripted"_s };
            if (path == u"/added")
                head = "<meta name=\"robots\" content=\"nofollow\">";
            if (path == u"/canon")
                head = "<link rel=\"canonical\" href=\"/plain\">";
            RenderedPage answer = dom(page(path.toUtf8(), links, head), r.url);
            if (path == u"/slow")
                answer.outcome = RenderedPage::Outcome::TimedOut;
            if (path == u"/blocked")
                answer.blockedByRobots = { m_site.url(u"/admin/app.js"_s).toString() };
            return answer;
        };
        const CrawlResult result = crawl(options(RenderMode::Always), &renderer);
        QCOMPARE(pathsOf(result).size(), 8);

        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                         "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        const QStringList listed = QStringList { u"/"_s } + html + QStringList { u"/scripted"_s };
        for (const QString &path : listed)
            xml += "<url><loc>" + m_site.url(path).toEncoded() + "</loc></url>\n";
        const Workspace workspace = Loader::openBytes(xml + "</urlset>\n", u"sitemap.xml"_s);
        QHash<QString, QStringList> rules; // path → the rendering rules found there
        for (const Finding &f : CrawlSitemap::audit(workspace, result)) {
            const QString id(f.ruleId);
            if (id.compare(u"SM425") >= 0 && id.compare(u"SM430") <= 0)
                rules[listed.value(f.entryIndex)].append(id);
        }
        QCOMPARE(rules.value(u"/lifted"_s), QStringList { u"SM425"_s });
        QCOMPARE(rules.value(u"/added"_s), QStringList { u"SM426"_s });
        QCOMPARE(rules.value(u"/canon"_s), QStringList { u"SM427"_s });
        QCOMPARE(rules.value(u"/scripted"_s), QStringList { u"SM428"_s });
        QCOMPARE(rules.value(u"/slow"_s), QStringList { u"SM429"_s });
        QCOMPARE(rules.value(u"/blocked"_s), QStringList { u"SM430"_s });
        QCOMPARE(rules.value(u"/"_s), QStringList());
        QCOMPARE(rules.value(u"/plain"_s), QStringList());
        QCOMPARE(rules.size(), 6);
        // The messages say what changed.
        for (const Finding &f : CrawlSitemap::audit(workspace, result)) {
            if (f.ruleId == RuleId::CanonicalChangedByJavaScript)
                QVERIFY2(f.message.contains(m_site.url(u"/canon"_s).toDisplayString()
                                            + u" in its HTML and "_s
                                            + m_site.url(u"/plain"_s).toDisplayString()),
                         qPrintable(f.message));
            if (f.ruleId == RuleId::RobotsChangedByJavaScript)
                QVERIFY2(f.message.contains(u"none in its HTML and nofollow"_s),
                         qPrintable(f.message));
            if (f.ruleId == RuleId::ResourcesBlockedByRobots)
                QVERIFY2(f.message.contains(u"/admin/app.js"_s), qPrintable(f.message));
        }
    }

    // A crawl kept in a store (version 5) keeps what rendering did to each page and the
    // totals; read back, it is audited as the crawl itself was.
    void keptInAStore()
    {
        m_site.setFallback([](const TestRequest &request) {
            if (request.path == u"/")
                return TestResponse::ok(page("Home", { u"/lifted"_s, u"/canon"_s }), "text/html");
            if (request.path == u"/lifted")
                return TestResponse::ok(shell("<meta name=\"robots\" content=\"noindex\">"),
                                        "text/html");
            return TestResponse::ok(shell(), "text/html");
        });
        ScriptedRenderer renderer;
        renderer.answer = [this](const RenderRequest &r) {
            const QString path = r.url.path();
            RenderedPage answer = dom(
                page(path.toUtf8(), path == u"/canon" ? QStringList { u"/deep"_s } : QStringList(),
                     path == u"/canon" ? QByteArray("<link rel=\"canonical\" href=\"/\">")
                                       : QByteArray()),
                r.url);
            if (path == u"/deep")
                answer.outcome = RenderedPage::Outcome::TimedOut;
            if (path == u"/lifted")
                answer.blockedByRobots = { m_site.url(u"/admin/a.js"_s).toString() };
            return answer;
        };
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"rendered.crawl"_s);
        CrawlResult crawled;
        {
            CrawlStore store;
            QString error;
            QVERIFY2(store.open(path, true, &error), qPrintable(error));
            Crawler crawler(options(RenderMode::Auto));
            crawler.setRenderer(&renderer);
            QVERIFY2(store.begin(m_site.url(u"/"_s), crawler.options(), &error), qPrintable(error));
            connect(&crawler, &Crawler::pageDone, this,
                    [&](qsizetype index) { store.pageDone(crawler.result(), index); });
            QSignalSpy finished(&crawler, &Crawler::finished);
            crawler.start(m_site.url(u"/"_s));
            QVERIFY(finished.wait(30000));
            QVERIFY2(store.finish(crawler.result(), &error), qPrintable(error));
            crawled = crawler.takeResult();
        }
        QCOMPARE(pathsOf(crawled), QStringList({ u"/"_s, u"/canon"_s, u"/deep"_s, u"/lifted"_s }));
        CrawlResult kept;
        CrawlOptions keptOptions;
        bool finished = false;
        QString error;
        QVERIFY2(CrawlStore::read(path, &kept, &keptOptions, &finished, &error), qPrintable(error));
        QCOMPARE(keptOptions.render, RenderMode::Auto);
        QCOMPARE(kept.renderingCount(), crawled.renderingCount());
        QCOMPARE(kept.renderingCount(), 3); // the three shells; the home page is none
        for (const CrawledPage &p : crawled.pages) {
            const PageRendering *a = crawled.rendering(p);
            const PageRendering *b = kept.rendering(*kept.page(crawled.url(p.url)));
            QCOMPARE(bool(a), bool(b));
            if (!a)
                continue;
            QCOMPARE(b->flags, a->flags);
            QCOMPARE(b->shell, a->shell);
            QCOMPARE(b->robotsBefore.noindex, a->robotsBefore.noindex);
            QCOMPARE(b->robotsAfter.noindex, a->robotsAfter.noindex);
            QCOMPARE(kept.url(b->canonicalAfter), crawled.url(a->canonicalAfter));
            QCOMPARE(b->titleBefore, a->titleBefore);
            QCOMPARE(b->titleAfter, a->titleAfter);
            QCOMPARE(b->javascriptLinks.size(), a->javascriptLinks.size());
            QCOMPARE(b->blockedResources, a->blockedResources);
            QCOMPARE(b->elapsedMs, a->elapsedMs);
        }
        QCOMPARE(kept.renderTotals.pagesRendered, 3);
        QCOMPARE(kept.renderTotals.timedOut, 1);
        QCOMPARE(kept.renderTotals.mode, RenderMode::Auto);
        QCOMPARE(kept.renderTotals.peakMemoryKiB, 90000);
        QCOMPARE(kept.reachedOnlyByJavaScript(), crawled.reachedOnlyByJavaScript());

        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                         "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (const QString &listed : { u"/"_s, u"/canon"_s, u"/deep"_s, u"/lifted"_s })
            xml += "<url><loc>" + m_site.url(listed).toEncoded() + "</loc></url>\n";
        const Workspace workspace = Loader::openBytes(xml + "</urlset>\n", u"sitemap.xml"_s);
        auto ids = [&](const CrawlResult &result) {
            QStringList out;
            for (const Finding &f : CrawlSitemap::audit(workspace, result))
                out.append(QString(f.ruleId) + u' ' + QString::number(f.entryIndex));
            return out;
        };
        const QStringList fromCrawl = ids(crawled);
        QCOMPARE(ids(kept), fromCrawl);
        for (const char *expected : { "SM425 3", "SM427 1", "SM428 2", "SM429 2", "SM430 3" })
            QVERIFY2(fromCrawl.contains(QString::fromLatin1(expected)),
                     qPrintable(fromCrawl.join(u", "_s)));
    }

    // Cancelled while pages render: they are left as not fetched, nothing comes after.
    // Where the crawl waits between two requests to a server, a page's own requests keep that
    // pace: one page of the site renders at a time, the next the delay after the last answer.
    // Without a delay, pages render side by side.
    void delayPacesRenderings()
    {
        ScriptedRenderer paced;
        paced.answerMs = 250; // longer than the delay: without the gate, renderings overlap
        paced.answer = [this](const RenderRequest &r) {
            return application(r);
        };
        CrawlOptions withDelay = options(RenderMode::Always);
        withDelay.delayMs = 120;
        const CrawlResult result = crawl(withDelay, &paced);
        QCOMPARE(result.renderTotals.pagesRendered, 6);
        QCOMPARE(paced.mostAtOnce, 1);
        for (qsizetype i = 1; i < paced.spans.size(); ++i) {
            const auto &before = paced.spans.at(i - 1);
            const auto &after = paced.spans.at(i);
            QVERIFY2(before.answered >= 0 && after.asked - before.answered >= 110,
                     qPrintable(u"%1 answered at %2 ms, %3 asked at %4 ms"_s.arg(
                         before.path, QString::number(before.answered), after.path,
                         QString::number(after.asked))));
        }

        ScriptedRenderer free;
        free.answerMs = 250;
        free.answer = paced.answer;
        const CrawlResult unpaced = crawl(options(RenderMode::Always), &free);
        QCOMPARE(unpaced.renderTotals.pagesRendered, 6);
        QVERIFY2(free.mostAtOnce >= 2, qPrintable(QString::number(free.mostAtOnce)));
    }

    void cancelWhileRendering()
    {
        ScriptedRenderer renderer;
        renderer.answer = [this](const RenderRequest &r) {
            return application(r);
        };
        Crawler crawler(options(RenderMode::Always));
        crawler.setRenderer(&renderer);
        QSignalSpy finished(&crawler, &Crawler::finished);
        connect(&renderer, &PageRenderer::rendered, &crawler, [&] {
            if (crawler.isRunning())
                crawler.cancel();
        });
        crawler.start(m_site.url(u"/"_s));
        QVERIFY(finished.wait(20000));
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);
        QVERIFY(crawler.result().cancelled);
        QVERIFY(renderer.cancels >= 1);
    }
};

QTEST_GUILESS_MAIN(TestCrawlRendering)
#include "tst_crawlrendering.moc"
