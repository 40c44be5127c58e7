// Crawl benchmark: the Crawler against a loopback site of N pages (10,000 by default) served by
// the tests' HTTP server on a thread of its own, with no delay: pages per second, the peak
// memory of the process and what the crawl result holds, and the CPU time of the crawler's
// own thread (scheduling, links, bookkeeping; gumbo runs on its parser thread and Qt's network
// on another) apart from the server's. Prints one line of JSON for tests/bench/run-bench.sh.
// Not a test: it asserts only that every page was crawled, and is not registered with ctest.
//
//   bench_crawl [--pages N] [--page-bytes N] [--save FILE] [--site-images] [--images]
//               [--app] [--render never|auto|always] [--renderers N]
//
// With --save the crawl is kept in FILE as it goes (CrawlStore), as `crawl --save` keeps it.
// The crawl is then made into a sitemap, as `crawl` makes it, and timed with it. With
// --site-images each page shows two images (an <img> and one with a srcset); with --images
// the sitemap lists them (`crawl --images`).
//
// With --app the site is a single-page application, as hosts serve one: every path answers the
// same index.html, an empty app root and a script that draws the route's links (the same tree)
// after asking the server for the route's data. --render sets the crawl's rendering; a crawl
// that renders uses the renderer program (RendererProcesses::findProgram(): set
// SITEMAP_STUDIO_RENDERER to it), and its renderers' peak memory is reported with the process's.

#include "benchsupport.h"
#include "net/crawler.h"
#include "net/crawlsitemap.h"
#include "net/crawlstore.h"
#include "net/rendererprocesses.h"
#include "testhttpserver.h"
#include "util/allocator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QThread>

#include <cstdio>
#include <ctime>
#include <future>

using namespace Studio;
using namespace Studio::Testing;

namespace {

// CPU seconds of the calling thread.
double threadCpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

double processCpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// Page n of a site shaped as a tree of ten children per page (depth 4 for 10,000 pages), each
// page also linking the home page, its parent and its next sibling, with a title, a canonical
// to itself, and text up to about `bytes` bytes.
QByteArray page(int n, int pages, int bytes, bool images)
{
    QByteArray html = "<!DOCTYPE html><html><head><meta charset=utf-8><title>Page "
        + QByteArray::number(n) + "</title><link rel=canonical href=\"/p/" + QByteArray::number(n)
        + "\"></head><body><nav><a href=\"/p/0\">Home</a> <a href=\"/p/"
        + QByteArray::number(n > 0 ? (n - 1) / 10 : 0) + "\">Up</a> <a href=\"/p/"
        + QByteArray::number(n + 1 < pages ? n + 1 : 0) + "\">Next</a></nav><ul>";
    for (int c = 10 * n + 1; c <= 10 * n + 10 && c < pages; ++c)
        html += "<li><a href=\"/p/" + QByteArray::number(c) + "\">Child " + QByteArray::number(c)
            + "</a></li>";
    html += "</ul>";
    if (images)
        html += "<img src=\"/img/" + QByteArray::number(n) + ".jpg\" alt=\"Photo\"><img srcset=\"/img/"
            + QByteArray::number(n) + "-480.webp 480w, /img/" + QByteArray::number(n)
            + "-1200.webp 1200w\" alt=\"Detail\">";
    while (html.size() < bytes)
        html += "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod.</p>";
    return html + "</body></html>";
}

// The application's index.html: the same for every path.
const QByteArray AppHtml
    = "<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>Shop</title>"
      "<script src=\"/static/app.js\" defer></script></head><body><noscript>You need to "
      "enable JavaScript to run this app.</noscript><div id=app></div></body></html>";

// Its script: the route's page of the same tree as page(), drawn once its data came.
QByteArray appScript(int pages)
{
    return "const pages = " + QByteArray::number(pages) + R"js(;
const n = parseInt(location.pathname.replace(/^\/p\//, ''), 10) || 0;
fetch('/api/' + n).then((r) => r.json()).then((data) => {
  document.title = data.title;
  const root = document.getElementById('app');
  const add = (href, text) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    root.appendChild(a);
  };
  add('/p/0', 'Home');
  add('/p/' + (n > 0 ? Math.floor((n - 1) / 10) : 0), 'Up');
  add('/p/' + (n + 1 < pages ? n + 1 : 0), 'Next');
  for (let c = 10 * n + 1; c <= 10 * n + 10 && c < pages; ++c) add('/p/' + c, 'Child ' + c);
  const p = document.createElement('p');
  p.textContent = data.text;
  root.appendChild(p);
});
)js";
}

} // namespace

int main(int argc, char *argv[])
{
    tuneAllocator(); // as the applications do
    QCoreApplication app(argc, argv);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    int pages = 10000;
    int pageBytes = 4096;
    QString savePath;
    bool fingerprints = true;
    bool siteImages = false, withImages = false, spa = false;
    RenderMode render = RenderMode::Auto;
    int renderers = 0;
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString value = arguments.value(i + 1);
        if (arguments.at(i) == u"--site-images") {
            siteImages = true;
        } else if (arguments.at(i) == u"--images") {
            withImages = true;
        } else if (arguments.at(i) == u"--app") {
            spa = true;
        } else if (arguments.at(i) == u"--render") {
            if (!renderModeFromId(value, &render)) {
                std::fprintf(stderr, "bench_crawl: --render takes never, auto or always\n");
                return 2;
            }
            ++i;
        } else if (arguments.at(i) == u"--renderers") {
            renderers = qMax(1, value.toInt());
            ++i;
        } else if (arguments.at(i) == u"--pages") {
            pages = qMax(1, value.toInt());
            ++i;
        } else if (arguments.at(i) == u"--page-bytes") {
            pageBytes = qMax(0, value.toInt());
            ++i;
        } else if (arguments.at(i) == u"--save") {
            savePath = value;
            ++i;
        } else if (arguments.at(i) == u"--no-fingerprints") {
            fingerprints = false; // what content fingerprints cost: the crawl without them
        }
    }

    // The server on its own thread, so that its work is not counted as the crawler's.
    std::promise<quint16> listening;
    double serverCpu = 0;
    QThread *serverThread = QThread::create([&] {
        TestHttpServer server;
        const QByteArray script = appScript(pages);
        server.setFallback([&server, &script, pages, pageBytes, siteImages,
                            spa](const TestRequest &request) {
            // The server's log of requests is not the crawler's memory.
            if (server.requests().size() >= 100)
                server.clearRequests();
            if (spa) {
                if (request.path == u"/static/app.js")
                    return TestResponse::ok(script, "text/javascript");
                if (request.path.startsWith(u"/api/"))
                    return TestResponse::ok("{\"title\":\"Page " + request.path.mid(5).toUtf8()
                                                + "\",\"text\":\"Fresh from the roaster.\"}",
                                            "application/json");
                if (request.path == u"/robots.txt")
                    return TestResponse::error(404);
                return TestResponse::ok(AppHtml, "text/html; charset=utf-8");
            }
            bool ok = false;
            const int n = request.path.startsWith(u"/p/") ? request.path.mid(3).toInt(&ok) : -1;
            if (!ok || n < 0 || n >= pages)
                return TestResponse::error(404);
            return TestResponse::ok(page(n, pages, pageBytes, siteImages),
                                    "text/html; charset=utf-8");
        });
        listening.set_value(server.listen() ? server.port() : 0);
        QEventLoop loop;
        loop.exec();
        serverCpu = threadCpuSeconds();
    });
    serverThread->start();
    const quint16 port = listening.get_future().get();
    if (port == 0) {
        std::fprintf(stderr, "bench_crawl: the server could not listen\n");
        return 1;
    }

    CrawlOptions options;
    options.maxPages = 0;
    options.delayMs = 0;
    options.render = render;
    options.renderers = renderers;
    options.fingerprintContent = fingerprints;
    Crawler crawler(options);
    const std::unique_ptr<RendererProcesses> renderer = RendererProcesses::forCrawl(options);
    if (render != RenderMode::Never && spa && !renderer) {
        std::fprintf(stderr, "bench_crawl: the renderer program was not found "
                             "(SITEMAP_STUDIO_RENDERER)\n");
        return 1;
    }
    crawler.setRenderer(renderer.get());
    CrawlStore store;
    const QUrl start(QStringLiteral("http://127.0.0.1:%1/p/0").arg(port));
    if (!savePath.isEmpty()) {
        QFile::remove(savePath);
        QString error;
        if (!store.open(savePath, true, &error) || !store.begin(start, options, &error)) {
            std::fprintf(stderr, "bench_crawl: %s\n", qPrintable(error));
            return 1;
        }
        QObject::connect(&crawler, &Crawler::pageDone,
                         [&](qsizetype index) { store.pageDone(crawler.result(), index); });
    }
    const qint64 rssBefore = procStatusKiB("VmRSS");
    const double cpuBefore = threadCpuSeconds();
    const double processBefore = processCpuSeconds();
    QElapsedTimer timer;
    timer.start();
    crawler.crawlAndWait(start);
    if (store.isOpen())
        store.finish(crawler.result()); // the last batch, timed with the crawl
    // The sitemap made of it, as `crawl` makes it (with its images when asked).
    GenerateOptions generate;
    generate.images = withImages;
    const Sitemap sitemap = CrawlSitemap::generate(crawler.result(), generate);
    const double seconds = timer.nsecsElapsed() / 1e9;
    qsizetype imagesListed = 0;
    for (const UrlEntry &entry : sitemap.entries)
        imagesListed += entry.images().size();
    const double crawlerCpu = threadCpuSeconds() - cpuBefore;
    const double processCpu = processCpuSeconds() - processBefore;
    const qint64 rssAfter = procStatusKiB("VmRSS");
    const CrawlResult &result = crawler.result();
    serverThread->quit();
    serverThread->wait();
    delete serverThread;

    const int fetched = result.pagesFetched();
    int indexable = 0, fingerprinted = 0;
    for (const CrawledPage &p : result.pages) {
        indexable += result.isIndexable(p);
        fingerprinted += p.fingerprint != 0;
    }
    QJsonObject line {
        { QStringLiteral("pages"), fetched },
        { QStringLiteral("indexable"), indexable },
        { QStringLiteral("fingerprinted"), fingerprinted },
        { QStringLiteral("seconds"), seconds },
        { QStringLiteral("pagesPerSecond"), fetched / seconds },
        { QStringLiteral("bytes"), result.bytes },
        { QStringLiteral("crawlerCpuSeconds"), crawlerCpu },
        { QStringLiteral("serverCpuSeconds"), serverCpu },
        { QStringLiteral("processCpuSeconds"), processCpu },
        // Of the process's CPU during the crawl, the crawler thread's share (Qt's network
        // thread, which moves the bytes, is the rest besides the server).
        { QStringLiteral("crawlerCpuShare"), processCpu > 0 ? crawlerCpu / processCpu : 0.0 },
        { QStringLiteral("resultMiB"), (rssAfter - rssBefore) / 1024.0 },
        { QStringLiteral("peakMiB"), procStatusKiB("VmHWM") / 1024.0 },
        { QStringLiteral("imagesListed"), qint64(imagesListed) },
        { QStringLiteral("rendered"), qint64(result.renderTotals.pagesRendered) },
        { QStringLiteral("renderersStarted"), result.renderTotals.renderersStarted },
        // The renderers' processes together at their peak, as they said (RendererProcesses).
        { QStringLiteral("renderersPeakMiB"), result.renderTotals.peakMemoryKiB / 1024.0 },
    };
    std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    return fetched == pages ? 0 : 1;
}
