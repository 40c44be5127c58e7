// Crawl benchmark: the Crawler against a loopback site of N pages (10,000 by default) served by
// the tests' HTTP server on a thread of its own, with no delay: pages per second, the peak
// memory of the process and what the crawl result holds, and the CPU time of the crawler's
// own thread (scheduling, links, bookkeeping; gumbo runs on its parser thread and Qt's network
// on another) apart from the server's. Prints one line of JSON for tests/bench/run-bench.sh.
// Not a test: it asserts only that every page was crawled, and is not registered with ctest.
//
//   bench_crawl [--pages N] [--page-bytes N] [--save FILE] [--site-images] [--images]
//
// With --save the crawl is kept in FILE as it goes (CrawlStore), as `crawl --save` keeps it.
// The crawl is then made into a sitemap, as `crawl` makes it, and timed with it. With
// --site-images each page shows two images (an <img> and one with a srcset); with --images
// the sitemap lists them (`crawl --images`).

#include "benchsupport.h"
#include "net/crawler.h"
#include "net/crawlsitemap.h"
#include "net/crawlstore.h"
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

} // namespace

int main(int argc, char *argv[])
{
    tuneAllocator(); // as the applications do
    QCoreApplication app(argc, argv);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    int pages = 10000;
    int pageBytes = 4096;
    QString savePath;
    bool siteImages = false, withImages = false;
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString value = arguments.value(i + 1);
        if (arguments.at(i) == u"--site-images") {
            siteImages = true;
        } else if (arguments.at(i) == u"--images") {
            withImages = true;
        } else if (arguments.at(i) == u"--pages") {
            pages = qMax(1, value.toInt());
            ++i;
        } else if (arguments.at(i) == u"--page-bytes") {
            pageBytes = qMax(0, value.toInt());
            ++i;
        } else if (arguments.at(i) == u"--save") {
            savePath = value;
            ++i;
        }
    }

    // The server on its own thread, so that its work is not counted as the crawler's.
    std::promise<quint16> listening;
    double serverCpu = 0;
    QThread *serverThread = QThread::create([&] {
        TestHttpServer server;
        server.setFallback([&server, pages, pageBytes, siteImages](const TestRequest &request) {
            // The server's log of requests is not the crawler's memory.
            if (server.requests().size() >= 100)
                server.clearRequests();
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
    Crawler crawler(options);
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
    int indexable = 0;
    for (const CrawledPage &p : result.pages)
        indexable += result.isIndexable(p);
    QJsonObject line {
        { QStringLiteral("pages"), fetched },
        { QStringLiteral("indexable"), indexable },
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
    };
    std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    return fetched == pages ? 0 : 1;
}
