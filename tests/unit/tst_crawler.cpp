// Crawler against the loopback site (tests/common/loopbacksite.h) served on 127.0.0.1: exactly
// which pages it records and what it records of each (status, redirects and their chains, the
// loop, noindex by meta and by header for Google and not for another crawler, nofollow,
// canonicals, hreflang, titles, Last-Modified, links and inlinks, depth, the cut huge page, the
// PDF left unread, the page that never finishes, the 429 waited out, the folder robots.txt
// blocks), that it asks robots.txt once and first, fetches each page once as the duplicate rule
// normalises it, never more than two at once per host, and keeps the Crawl-delay and the
// configured delay between starts; then the limits (pages, depth, bytes, time), pause, resume
// and cancel, the URLs of a sitemap fetched too, the folder scope, a start URL that redirects
// to another site, a robots.txt that cannot be read, an invalid start, one URL found however
// it is spelt, and a large page read without stopping the event loop. Every wait is bounded;
// the server refuses requests beyond a budget.

#include "hostilesite.h"
#include "loopbacksite.h"
#include "net/crawler.h"
#include "net/htmlpage.h"
#include "testhttpserver.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QTcpServer>
#include <QNetworkProxy>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

using Page = CrawledPage;
using Indexability = CrawlResult::Indexability;

QString pathOf(const CrawlResult &result, quint32 id)
{
    const QUrl url = result.url(id);
    QString path = url.path();
    if (url.hasQuery())
        path += u'?' + url.query();
    return path;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestCrawler : public QObject
{
    Q_OBJECT

private:
    TestHttpServer m_server;
    CrawlResult m_site; // the whole site, crawled once by initTestCase
    QList<TestRequest> m_siteRequests;

    // The options the site tests share: short timeouts, a small page cap.
    static CrawlOptions quick()
    {
        CrawlOptions options;
        options.timeoutMs = 1500;
        options.pageTimeoutMs = 8000;
        options.maxPageBytes = 256 * 1024;
        return options;
    }

    // Crawls from `start` and waits, at most a minute, for finished(), which must come once.
    static CrawlResult crawl(const QUrl &start, const CrawlOptions &options,
                             Crawler **keep = nullptr)
    {
        Crawler crawler(options);
        QSignalSpy finished(&crawler, &Crawler::finished);
        crawler.start(start);
        if (!finished.wait(60000)) {
            QTest::qFail("finished() never came", __FILE__, __LINE__);
            return {};
        }
        QTest::qWait(20);
        if (finished.count() != 1)
            QTest::qFail("finished() came more than once", __FILE__, __LINE__);
        Q_UNUSED(keep);
        return crawler.takeResult();
    }

    const Page &page(const QString &path) const
    {
        static const Page none;
        const Page *found = m_site.page(m_server.url(path));
        if (!found) {
            qWarning("no page for %s", qPrintable(path));
            return none;
        }
        return *found;
    }

    QStringList paths(const QList<quint32> &ids) const
    {
        QStringList out;
        for (const quint32 id : ids)
            out.append(pathOf(m_site, id));
        return out;
    }

    int requestsFor(const QString &path) const
    {
        int n = 0;
        for (const TestRequest &request : m_siteRequests)
            n += request.path == path;
        return n;
    }

private Q_SLOTS:
    void initTestCase();
    void pagesRecorded();
    void eachPageFetchedOnce();
    void robotsTxtFirstAndObeyed();
    void perHostLimitAndCrawlDelay();
    void indexability();
    void statusesAndRedirects();
    void robotsDirectives();
    void canonicalsAndHreflang();
    void linksDepthAndInlinks();
    void anchorsAndRel();
    void linkDetailsPastTwoMillionAnchors();
    void bodies();
    void retryAfter();
    void pageLimit();
    void depthLimit();
    void byteLimit();
    void timeLimit();
    void pauseResumeCancel();
    void configuredDelay();
    void ownRobotsGroup();
    void robotsUnavailable();
    void sitemapUrls();
    void folderScope();
    void startRedirectsToAnotherSite();
    void invalidStart();
    void resultFind();
    void parsingLeavesTheEventLoopFree();
    void traps_data();
    void traps();
    void trapLimitsOff();
    void metaRefreshIsARedirect();
    void slowAndPartlyReadPagesNamed();
    void smallMemoryBudget();
    void cancelWhilePagesWaitForMemory();
};

void TestCrawler::initTestCase()
{
    // Nothing may leave 127.0.0.1, whatever proxy the environment names.
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.listen());
    LoopbackSite::install(m_server);
    m_site = crawl(m_server.url(u"/"_s), quick());
    m_siteRequests = m_server.requests();
    QVERIFY(!m_site.pages.isEmpty());
    QCOMPARE(m_server.refusedRequests(), 0);
}

void TestCrawler::pagesRecorded()
{
    QVERIFY2(m_site.isComplete(), qPrintable(m_site.limitsReached.join(u"; "_s)));
    QVERIFY(m_site.limitsReached.isEmpty());
    QStringList recorded;
    for (const Page &p : std::as_const(m_site.pages))
        recorded.append(pathOf(m_site, p.url));
    // Each page once, exactly those the links reach: not /behind-nofollow (behind a nofollow
    // page), not /huge-tail (after the cut), not /base/dir/target (the base decides), not
    // /index.html (the home page), not the orphans.
    QCOMPARE(recorded.size(), QSet<QString>(recorded.cbegin(), recorded.cend()).size());
    QCOMPARE(sorted(recorded), sorted(LoopbackSite::linkedPaths()));
    QCOMPARE(m_site.pages.first().url, m_site.find(m_server.url(u"/"_s)));
    QVERIFY(m_site.pages.first().has(Page::Start));
    QCOMPARE(m_site.startUrl, m_server.url(u"/"_s));
}

void TestCrawler::eachPageFetchedOnce()
{
    for (const QString &path : LoopbackSite::linkedPaths()) {
        int expected = 1;
        if (path.startsWith(u"/private/"))
            expected = 0; // blocked
        else if (path == u"/busy")
            expected = 2; // 429, then the retry
        QVERIFY2(requestsFor(path) == expected,
                 qPrintable(u"%1 asked %2 times"_s.arg(path).arg(requestsFor(path))));
    }
    // /old/index.html redirected to /old/, the same page as normalised: asked within its page.
    QCOMPARE(requestsFor(u"/old/"_s), 1);
    for (const QString &never : { u"/index.html"_s, u"/behind-nofollow"_s, u"/huge-tail"_s,
                                  u"/base/dir/target"_s, u"/orphan-1"_s, u"/sitemap.xml"_s })
        QVERIFY2(requestsFor(never) == 0, qPrintable(never));
    const int pages = int(LoopbackSite::linkedPaths().size()) - 2 /* private */ + 1 /* busy */
        + 1 /* /old/ */ + 1 /* robots.txt */;
    QCOMPARE(m_siteRequests.size(), pages);
    QCOMPARE(m_site.requests, pages);
    for (const TestRequest &request : std::as_const(m_siteRequests)) {
        QVERIFY(request.header("User-Agent").startsWith("SitemapStudio/"));
        QVERIFY(request.method == "GET");
    }
}

void TestCrawler::robotsTxtFirstAndObeyed()
{
    QCOMPARE(m_siteRequests.first().path, u"/robots.txt"_s);
    QCOMPARE(requestsFor(u"/robots.txt"_s), 1);
    // The group for another crawler (Disallow: /) is not ours: '*' is.
    for (const QString &path : { u"/private/secret"_s, u"/private/page"_s }) {
        const Page &blocked = page(path);
        QVERIFY(blocked.has(Page::BlockedByRobots));
        QVERIFY(!blocked.has(Page::Fetched));
        QCOMPARE(blocked.status, 0);
        QVERIFY2(blocked.message.contains(u"robots.txt"_s), qPrintable(blocked.message));
        QVERIFY2(blocked.message.contains(u"/private/"_s), qPrintable(blocked.message));
        QCOMPARE(m_site.indexability(blocked), Indexability::Blocked);
    }
}

void TestCrawler::perHostLimitAndCrawlDelay()
{
    const QByteArray host = "127.0.0.1:" + QByteArray::number(m_server.port());
    // Pages answer in 30 ms and may start every 20 ms: two at once happens, three never.
    QCOMPARE(m_server.maxConcurrentRequests(host), 2);
    // Crawl-delay: 0.02 between starts. Receive times add the network's jitter to each start,
    // so each gap is checked with room for it and the whole run without.
    const QList<qint64> times = m_server.requestTimes(host);
    QVERIFY(times.size() > 250);
    const qint64 span = times.last() - times.at(1); // from the first page after robots.txt
    const qint64 least = qint64(times.size() - 2) * LoopbackSite::CrawlDelayMs;
    QVERIFY2(span >= least - 30, qPrintable(u"%1 ms for %2 starts"_s.arg(span).arg(times.size())));
    // A request received late on a busy machine shortens the gap after it; a crawler that
    // ignored the delay would start half its requests at once, two by two.
    int tooClose = 0;
    for (qsizetype i = 2; i < times.size(); ++i)
        tooClose += times.at(i) - times.at(i - 1) < LoopbackSite::CrawlDelayMs / 2;
    QVERIFY2(tooClose <= times.size() / 50,
             qPrintable(u"%1 of %2 starts within half the delay"_s.arg(tooClose).arg(times.size())));
}

void TestCrawler::indexability()
{
    QStringList indexable;
    for (const Page &p : std::as_const(m_site.pages))
        if (m_site.isIndexable(p))
            indexable.append(pathOf(m_site, p.url));
    QCOMPARE(sorted(indexable), sorted(LoopbackSite::indexablePaths()));

    const QList<std::pair<QString, Indexability>> cases {
        { u"/noindex-meta"_s, Indexability::Noindex },
        { u"/noindex-header"_s, Indexability::Noindex },
        { u"/noindex-googlebot"_s, Indexability::Noindex },
        { u"/canon-elsewhere"_s, Indexability::CanonicalElsewhere },
        { u"/moved"_s, Indexability::Redirect },
        { u"/chain-1"_s, Indexability::Redirect },
        { u"/chain-2"_s, Indexability::Redirect },
        { u"/loop-a"_s, Indexability::Redirect },
        { u"/loop-b"_s, Indexability::Redirect },
        { u"/missing"_s, Indexability::NotFound },
        { u"/gone"_s, Indexability::NotFound },
        { u"/server-error"_s, Indexability::Error },
        { u"/never"_s, Indexability::Error },
        { u"/file.pdf"_s, Indexability::NotHtml },
        { u"/private/secret"_s, Indexability::Blocked },
    };
    for (const auto &[path, expected] : cases)
        QVERIFY2(m_site.indexability(page(path)) == expected,
                 qPrintable(u"%1: %2"_s.arg(
                     path, CrawlResult::indexabilityId(m_site.indexability(page(path))))));
    QCOMPARE(m_site.pagesFetched(), int(LoopbackSite::linkedPaths().size()) - 2);
    // 404, 410, 500, and the page that never finished.
    QCOMPARE(m_site.pagesFailed(), 4);
    QVERIFY(!m_site.isIndexable(page(u"/never"_s)));
}

void TestCrawler::statusesAndRedirects()
{
    QCOMPARE(page(u"/"_s).status, 200);
    QCOMPARE(page(u"/missing"_s).status, 404);
    QCOMPARE(page(u"/gone"_s).status, 410);
    QCOMPARE(page(u"/server-error"_s).status, 500);

    const Page &moved = page(u"/moved"_s);
    QCOMPARE(moved.status, 301);
    QCOMPARE(pathOf(m_site, moved.redirect), u"/moved-target"_s);
    QCOMPARE(paths(m_site.redirectChain(moved)), QStringList { u"/moved-target"_s });
    QCOMPARE(pathOf(m_site, m_site.finalUrl(moved)), u"/moved-target"_s);
    QCOMPARE(page(u"/moved-target"_s).status, 200);

    const Page &chain = page(u"/chain-1"_s);
    QCOMPARE(chain.status, 302);
    QCOMPARE(page(u"/chain-2"_s).status, 301);
    bool loop = true;
    QCOMPARE(paths(m_site.redirectChain(chain, &loop)),
             (QStringList { u"/chain-2"_s, u"/chain-end"_s }));
    QVERIFY(!loop);
    QCOMPARE(pathOf(m_site, m_site.finalUrl(chain)), u"/chain-end"_s);

    const Page &a = page(u"/loop-a"_s);
    QCOMPARE(a.status, 302);
    QCOMPARE(paths(m_site.redirectChain(a, &loop)), QStringList { u"/loop-b"_s });
    QVERIFY(loop);
    QCOMPARE(paths(m_site.redirectChain(page(u"/loop-b"_s), &loop)), QStringList { u"/loop-a"_s });
    QVERIFY(loop);
    QVERIFY(m_site.redirectChain(page(u"/"_s)).isEmpty());

    // Another spelling of the same page: one page, answered at /old/.
    const Page &old = page(u"/old/index.html"_s);
    QCOMPARE(&old, &page(u"/old/"_s));
    QCOMPARE(old.status, 200);
    QVERIFY(!old.isRedirect());
    QCOMPARE(QUrl(m_site.answeredUrl(old)).path(), u"/old/"_s);
    QCOMPARE(old.title, u"Old folder"_s);
}

void TestCrawler::robotsDirectives()
{
    QVERIFY(page(u"/noindex-meta"_s).has(Page::NoindexMeta));
    QVERIFY(!page(u"/noindex-meta"_s).has(Page::NoindexHeader));
    QVERIFY(!page(u"/noindex-meta"_s).nofollow());
    QVERIFY(page(u"/noindex-header"_s).has(Page::NoindexHeader));
    QVERIFY(!page(u"/noindex-header"_s).has(Page::NoindexMeta));
    QVERIFY(page(u"/noindex-googlebot"_s).has(Page::NoindexHeader));
    QVERIFY(!page(u"/noindex-otherbot"_s).noindex());
    QVERIFY(!page(u"/noindex-otherbot"_s).nofollow());
    QVERIFY(page(u"/nofollow"_s).has(Page::NofollowMeta));
    QVERIFY(!page(u"/nofollow"_s).noindex());
    // The noindex page's links are followed; the nofollow page's are recorded, not followed.
    QCOMPARE(m_site.indexability(page(u"/only-from-noindex"_s)), Indexability::Indexable);
    QCOMPARE(m_site.inlinks(m_site.find(m_server.url(u"/only-from-noindex"_s))), 1u);
    const Page &nofollow = page(u"/nofollow"_s);
    QCOMPARE(nofollow.links.size(), size_t(1));
    QCOMPARE(pathOf(m_site, nofollow.links.front()), u"/behind-nofollow"_s);
    QCOMPARE(m_site.inlinks(nofollow.links.front()), 0u);
    QVERIFY(!m_site.page(nofollow.links.front()));
}

void TestCrawler::canonicalsAndHreflang()
{
    const Page &elsewhere = page(u"/canon-elsewhere"_s);
    QCOMPARE(pathOf(m_site, elsewhere.canonical), u"/canon-target"_s);
    const Page &self = page(u"/canon-self"_s);
    QCOMPARE(self.canonical, self.url);
    QCOMPARE(page(u"/about"_s).canonical, Page::NoUrl);

    auto alternates = [this](const QString &path) {
        QStringList out;
        for (const Page::Alternate &a : page(path).alternates)
            out.append(m_site.hreflang(a.hreflang) + u'=' + pathOf(m_site, a.url));
        return out;
    };
    QCOMPARE(alternates(u"/en/"_s),
             (QStringList { u"en=/en/"_s, u"de=/de/"_s, u"fr=/fr/"_s, u"x-default=/en/"_s }));
    QCOMPARE(alternates(u"/de/"_s), (QStringList { u"de=/de/"_s, u"en=/en/"_s, u"fr=/fr/"_s }));
    QCOMPARE(alternates(u"/fr/"_s), (QStringList { u"fr=/fr/"_s, u"en=/en/"_s }));
    // Reached through the alternates, one level deeper; hreflang links are no inlinks.
    QCOMPARE(page(u"/de/"_s).depth, page(u"/en/"_s).depth + 1);
    QCOMPARE(m_site.inlinks(m_site.find(m_server.url(u"/de/"_s))), 0u);
}

void TestCrawler::linksDepthAndInlinks()
{
    QCOMPARE(page(u"/"_s).depth, 0);
    QCOMPARE(page(u"/section/3"_s).depth, 1);
    QCOMPARE(page(u"/section/3/item-0"_s).depth, 2);
    QCOMPARE(page(u"/section/3/item-24"_s).depth, 26);
    // A redirect is no click.
    QCOMPARE(page(u"/moved-target"_s).depth, page(u"/moved"_s).depth);
    QCOMPARE(page(u"/chain-end"_s).depth, 1);
    // Without sitemap URLs the clicks from the start page are the crawl's depth.
    for (const CrawledPage &p : m_site.pages)
        if (p.isDone())
            QCOMPARE(p.linkDepth, p.depth);

    // Relative links without a base, resolved against the page.
    QStringList item;
    for (const quint32 id : page(u"/section/3/item-5"_s).links)
        item.append(pathOf(m_site, id));
    QCOMPARE(item, (QStringList { u"/section/3"_s, u"/section/3/item-6"_s }));
    // With <base href="/base/other/">.
    QCOMPARE(page(u"/base/dir/page"_s).links.size(), size_t(1));
    QCOMPARE(pathOf(m_site, page(u"/base/dir/page"_s).links.front()), u"/base/other/target"_s);

    // Home: its own link (and /index.html, #top) left out, the external one counted.
    const Page &home = page(u"/"_s);
    QCOMPARE(home.links.size(), size_t(LoopbackSite::Sections + 25));
    QCOMPARE(home.externalLinks, 1u);
    // Each linking page counts once: the home page from the sections, about and contact.
    QCOMPARE(m_site.inlinks(home.url), 12u);
    QCOMPARE(m_site.inlinks(m_site.find(m_server.url(u"/section/3"_s))), 26u);
    QCOMPARE(m_site.inlinks(m_site.find(m_server.url(u"/contact"_s))), 2u);
    QCOMPARE(m_site.inlinks(m_site.find(m_server.url(u"/section/3/item-7"_s))), 1u);
}

void TestCrawler::bodies()
{
    QCOMPARE(page(u"/"_s).title, u"Home"_s);
    QCOMPARE(page(u"/fr/"_s).title, u"Français"_s);
    QVERIFY(page(u"/"_s).has(Page::Html));
    QCOMPARE(m_site.contentType(page(u"/"_s)), QByteArray("text/html; charset=utf-8"));

    QCOMPARE(page(u"/contact"_s).lastModified,
             QDateTime(QDate(2015, 10, 21), QTime(7, 28), Qt::UTC).toMSecsSinceEpoch());
    QCOMPARE(page(u"/section/2/item-4"_s).lastModified,
             QDateTime(QDate(2024, 6, 12), QTime(8, 0), Qt::UTC).toMSecsSinceEpoch());
    QCOMPARE(page(u"/about"_s).lastModified, -1);

    // Cut at 256 KiB: the link at its start is followed, the one at its end never seen.
    const Page &huge = page(u"/huge"_s);
    QVERIFY(huge.has(Page::Truncated));
    QVERIFY(huge.has(Page::Html));
    QCOMPARE(huge.status, 200);
    QVERIFY(huge.bytes <= 256 * 1024 + 1);
    QCOMPARE(huge.links.size(), size_t(1));
    QCOMPARE(huge.title, u"Huge"_s);

    // The PDF: status and type, its body not read.
    const Page &pdf = page(u"/file.pdf"_s);
    QCOMPARE(pdf.status, 200);
    QVERIFY(!pdf.has(Page::Html));
    QCOMPARE(m_site.contentType(pdf), QByteArray("application/pdf"));
    QVERIFY(pdf.links.empty());
    QVERIFY(pdf.title.isEmpty());

    // Never finishes: the stall timeout ends it, the headers' status kept.
    const Page &never = page(u"/never"_s);
    QCOMPARE(never.error, FetchResult::Error::TimedOut);
    QCOMPARE(never.status, 200);
    QVERIFY2(never.message.contains(u"timed out"_s), qPrintable(never.message));
}

void TestCrawler::retryAfter()
{
    const Page &busy = page(u"/busy"_s);
    QVERIFY(busy.has(Page::Retried));
    QCOMPARE(busy.status, 200);
    QList<qint64> times;
    for (const TestRequest &request : std::as_const(m_siteRequests))
        if (request.path == u"/busy")
            times.append(request.receivedMs);
    QCOMPARE(times.size(), 2);
    QVERIFY2(times.at(1) - times.at(0) >= 950,
             qPrintable(QString::number(times.at(1) - times.at(0))));
}

void TestCrawler::pageLimit()
{
    m_server.clearRequests();
    CrawlOptions options = quick();
    options.maxPages = 20;
    const CrawlResult result = crawl(m_server.url(u"/"_s), options);
    QVERIFY(result.pageLimitReached);
    QVERIFY(!result.isComplete());
    QCOMPARE(result.limitsReached.size(), 1);
    QVERIFY2(result.limitsReached.first().contains(u"limit of 20 pages"_s),
             qPrintable(result.limitsReached.first()));
    QCOMPARE(result.pagesFetched(), 20);
    QCOMPARE(m_server.requests().size(), 21); // and robots.txt
    // The first twenty in breadth-first order: the home page, then its links in order.
    QCOMPARE(pathOf(result, result.pages.at(1).url), u"/section/0"_s);
    for (const Page &p : result.pages)
        if (!p.has(Page::Fetched) && !p.has(Page::BlockedByRobots))
            QCOMPARE(result.indexability(p), Indexability::NotFetched);
}

void TestCrawler::depthLimit()
{
    m_server.clearRequests();
    CrawlOptions options = quick();
    options.maxDepth = 2;
    const CrawlResult result = crawl(m_server.url(u"/"_s), options);
    QVERIFY(result.depthLimitReached);
    QVERIFY(!result.pageLimitReached);
    QCOMPARE(result.limitsReached.size(), 1);
    for (const Page &p : result.pages)
        QVERIFY(p.depth <= 2);
    QVERIFY(result.page(m_server.url(u"/section/4/item-0"_s)));
    QVERIFY(!result.page(m_server.url(u"/section/4/item-1"_s)));
    QVERIFY(m_server.requests(u"/section/4/item-1"_s).isEmpty());
    // Depth 0: the start page alone.
    options.maxDepth = 0;
    m_server.clearRequests();
    const CrawlResult home = crawl(m_server.url(u"/"_s), options);
    QCOMPARE(home.pages.size(), 1);
    QCOMPARE(m_server.requests().size(), 2);
}

void TestCrawler::byteLimit()
{
    m_server.clearRequests();
    CrawlOptions options = quick();
    options.maxBytes = 20 * 1024;
    const CrawlResult result = crawl(m_server.url(u"/"_s), options);
    QVERIFY(result.byteLimitReached);
    QVERIFY(result.bytes >= 20 * 1024);
    QVERIFY(result.pagesFetched() < 60);
    QVERIFY2(result.limitsReached.first().contains(u"20480 bytes"_s),
             qPrintable(result.limitsReached.first()));
    // Nothing started once the limit was reached: only those in flight then finished.
    QVERIFY(m_server.requests().size() <= result.pagesFetched() + 1 + 1);
}

void TestCrawler::timeLimit()
{
    m_server.clearRequests();
    CrawlOptions options = quick();
    options.maxTimeMs = 600;
    QElapsedTimer clock;
    clock.start();
    const CrawlResult result = crawl(m_server.url(u"/"_s), options);
    QVERIFY(result.timeLimitReached);
    QVERIFY(clock.elapsed() < 5000);
    QVERIFY(result.elapsedMs >= 600);
    QVERIFY(result.pagesFetched() > 3);
    QVERIFY(result.pagesFetched() < 200);
    QTest::qWait(200); // it really stopped: the server saw no more than it started
    QVERIFY(int(m_server.requests().size()) <= result.requests);
}

void TestCrawler::pauseResumeCancel()
{
    m_server.clearRequests();
    Crawler crawler(quick());
    QSignalSpy finished(&crawler, &Crawler::finished);
    QSignalSpy progress(&crawler, &Crawler::progress);
    crawler.start(m_server.url(u"/"_s));
    QTRY_VERIFY_WITH_TIMEOUT(crawler.result().pagesFetched() >= 15, 30000);
    crawler.pause();
    QVERIFY(crawler.isPaused());
    QVERIFY(crawler.isRunning());
    QTest::qWait(300); // what was in flight finishes
    const int asked = int(m_server.requests().size());
    const int done = crawler.result().pagesFetched();
    QTest::qWait(500);
    QCOMPARE(int(m_server.requests().size()), asked);
    QCOMPARE(crawler.result().pagesFetched(), done);
    QCOMPARE(finished.count(), 0);

    crawler.resume();
    QTRY_VERIFY_WITH_TIMEOUT(crawler.result().pagesFetched() >= done + 15, 30000);
    crawler.cancel();
    QCOMPARE(finished.count(), 1);
    QVERIFY(!crawler.isRunning());
    QVERIFY(crawler.result().cancelled);
    QVERIFY(!crawler.result().isComplete());
    // Nothing starts after the cancel. A request sent just before it may still reach the
    // server, none after: the server never sees more than the crawler started.
    const int started = crawler.result().requests;
    QTest::qWait(300);
    QCOMPARE(crawler.result().requests, started);
    QVERIFY(int(m_server.requests().size()) <= started);
    QCOMPARE(finished.count(), 1);

    // Progress: done rises, the last report matches the result.
    QVERIFY(progress.size() > 10);
    int lastDone = -1;
    for (const QList<QVariant> &args : std::as_const(progress)) {
        QVERIFY(args.at(0).toInt() >= lastDone);
        lastDone = args.at(0).toInt();
    }
    QCOMPARE(progress.last().at(1).toInt(), 0); // nothing queued after the cancel
}

void TestCrawler::configuredDelay()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setMaxRequests(100);
    QStringList links;
    for (int i = 0; i < 7; ++i)
        links.append(u"/p%1"_s.arg(i));
    server.serve(u"/"_s, LoopbackSite::page(u"Home"_s, links), "text/html");
    for (const QString &link : std::as_const(links))
        server.serve(link, LoopbackSite::page(link, {}), "text/html");
    CrawlOptions options = quick();
    options.delayMs = 200;
    const CrawlResult result = crawl(server.url(u"/"_s), options);
    QCOMPARE(result.pagesFetched(), 8);
    // robots.txt (a 404 here) counts as a request too.
    const QList<qint64> times
        = server.requestTimes("127.0.0.1:" + QByteArray::number(server.port()));
    QCOMPARE(times.size(), 9);
    for (qsizetype i = 1; i < times.size(); ++i)
        QVERIFY2(times.at(i) - times.at(i - 1) >= 150,
                 qPrintable(u"gap %1: %2 ms"_s.arg(i).arg(times.at(i) - times.at(i - 1))));
    QVERIFY(times.last() - times.first() >= 8 * 200 - 50);
    QCOMPARE(server.maxConcurrentRequests("127.0.0.1:" + QByteArray::number(server.port())), 1);
}

// Each link keeps the anchor text and rel of its first <a>; a link marked rel="nofollow" (or
// sponsored, ugc) is followed and counted as an inlink all the same: search engines take the
// token as a hint, and only a page's own nofollow stops the crawl.
// A link's details are kept in three bytes while the anchor ids fit in 21 bits, then in four:
// the details written before the switch read the same after it, and the ids past it whole.
void TestCrawler::linkDetailsPastTwoMillionAnchors()
{
    CrawlResult crawl;
    const quint32 home = crawl.intern(QUrl(u"https://www.example.cz/"_s));
    const quint32 shop = crawl.intern(QUrl(u"https://www.example.cz/obchod?kategorie=lavice&strana=2"_s));
    const quint32 blog = crawl.intern(QUrl(u"https://www.example.cz/blog/"_s));
    CrawledPage first;
    first.url = home;
    first.links = { shop, blog };
    crawl.addPage(first);
    const quint32 narrowLast = (1u << 21) - 1;
    // Ids up to the last that fits in three bytes.
    while (quint32(crawl.anchorCount()) <= narrowLast)
        crawl.appendAnchor(u"Odkaz %1"_s.arg(crawl.anchorCount()));
    crawl.setLinkDetails(home, { narrowLast, 1 }, { 0x1 | 0x4, 0x2 });
    QCOMPARE(crawl.linkAnchor(*crawl.page(home), 0), u"Odkaz %1"_s.arg(narrowLast));
    QCOMPARE(crawl.linkRel(*crawl.page(home), 0), quint8(0x5));
    // The next id does not fit: every detail is written again in four bytes.
    const quint32 wide = crawl.appendAnchor(u"Ціни 💶"_s);
    QCOMPARE(wide, narrowLast + 1);
    CrawledPage second;
    second.url = shop;
    second.links = { home };
    crawl.addPage(second);
    crawl.setLinkDetails(shop, { wide }, { 0x4 });
    QCOMPARE(crawl.linkAnchor(*crawl.page(shop), 0), u"Ціни 💶"_s);
    QCOMPARE(crawl.linkRel(*crawl.page(shop), 0), quint8(0x4));
    QCOMPARE(crawl.linkAnchor(*crawl.page(home), 0), u"Odkaz %1"_s.arg(narrowLast));
    QCOMPARE(crawl.linkRel(*crawl.page(home), 0), quint8(0x5));
    QCOMPARE(crawl.linkAnchor(*crawl.page(home), 1), u"Odkaz 1"_s);
    QCOMPARE(crawl.linkRel(*crawl.page(home), 1), quint8(0x2));
    QCOMPARE(crawl.linkAnchorIds(*crawl.page(home)), (std::vector<quint32> { narrowLast, 1 }));
    QCOMPARE(crawl.linkRels(*crawl.page(shop)), (std::vector<quint8> { 0x4 }));
    // The index made again finds a text met before, and a new one gets the next id.
    QCOMPARE(crawl.internAnchor(u"Odkaz 1"_s), 1u);
    QCOMPARE(crawl.internAnchor(u"Ceník, \"akce\""_s), wide + 1);
}

void TestCrawler::anchorsAndRel()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setMaxRequests(100);
    server.serve(
        u"/"_s,
        QString(u"<title>Home</title><a href=/a rel=\"nofollow ugc\">Přehled <b>cen</b></a>"
                "<a href=/b><img src=/b.png alt=\"Ціни 💶\"></a>"
                "<a href=/a>second, not kept</a><a href=https://elsewhere.example/>out</a>"
                "<a href=/c rel=sponsored></a>"_s)
            .toUtf8(),
        "text/html; charset=utf-8");
    for (const QString &path : { u"/a"_s, u"/b"_s, u"/c"_s })
        server.serve(path, LoopbackSite::page(path, {}), "text/html");
    const CrawlResult result = crawl(server.url(u"/"_s), quick());
    QCOMPARE(result.pagesFetched(), 4);
    const Page *home = result.page(server.url(u"/"_s));
    QVERIFY(home);
    QCOMPARE(home->links.size(), size_t(3));
    QCOMPARE(home->externalLinks, 1u);
    QStringList anchors;
    QStringList rels;
    for (size_t i = 0; i < home->links.size(); ++i) {
        anchors.append(result.linkAnchor(*home, qsizetype(i)));
        rels.append(HtmlLink::relText(result.linkRel(*home, qsizetype(i))));
    }
    QCOMPARE(anchors, (QStringList { u"Přehled cen"_s, u"Ціни 💶"_s, QString() }));
    QCOMPARE(rels, (QStringList { u"nofollow ugc"_s, QString(), u"sponsored"_s }));
    QCOMPARE(result.inlinks(result.find(server.url(u"/a"_s))), 1u);
    QCOMPARE(result.inlinks(result.find(server.url(u"/c"_s))), 1u);
    // Out of range: nothing, never a crash.
    QCOMPARE(result.linkAnchor(*home, 3), QString());
    QCOMPARE(result.linkRel(*home, -1), quint8(0));
}

void TestCrawler::ownRobotsGroup()
{
    // A group for the crawler's own token wins over '*', with its own Crawl-delay.
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setMaxRequests(100);
    server.serve(u"/robots.txt"_s,
                 "User-agent: *\nDisallow: /\n\n"
                 "User-agent: SitemapStudio\nDisallow: /own-blocked/\nCrawl-delay: 0.25\n",
                 "text/plain");
    server.serve(u"/"_s, LoopbackSite::page(u"Home"_s, { u"/a"_s, u"/b"_s, u"/own-blocked/x"_s }),
                 "text/html");
    server.serve(u"/a"_s, LoopbackSite::page(u"A"_s, {}), "text/html");
    server.serve(u"/b"_s, LoopbackSite::page(u"B"_s, {}), "text/html");
    const CrawlResult result = crawl(server.url(u"/"_s), quick());
    QCOMPARE(result.pagesFetched(), 3);
    QVERIFY(result.page(server.url(u"/own-blocked/x"_s))->has(Page::BlockedByRobots));
    const QList<qint64> times
        = server.requestTimes("127.0.0.1:" + QByteArray::number(server.port()));
    QCOMPARE(times.size(), 4);
    // The delay is known once robots.txt is read: between the pages.
    for (qsizetype i = 2; i < times.size(); ++i)
        QVERIFY2(times.at(i) - times.at(i - 1) >= 200,
                 qPrintable(QString::number(times.at(i) - times.at(i - 1))));
}

void TestCrawler::robotsUnavailable()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setMaxRequests(100);
    server.status(u"/robots.txt"_s, 503);
    server.serve(u"/"_s, LoopbackSite::page(u"Home"_s, {}), "text/html");
    const CrawlResult result = crawl(server.url(u"/"_s), quick());
    QCOMPARE(server.requests().size(), 1);
    QCOMPARE(result.pages.size(), 1);
    const Page &home = result.pages.first();
    QVERIFY(home.has(Page::RobotsUnavailable));
    QVERIFY(!home.has(Page::Fetched));
    QCOMPARE(result.indexability(home), Indexability::Blocked);
    QVERIFY2(home.message.contains(u"503"_s), qPrintable(home.message));
}

void TestCrawler::sitemapUrls()
{
    m_server.clearRequests();
    CrawlOptions options = quick();
    for (const QString &path : LoopbackSite::sitemapPaths())
        options.extraUrls.append(m_server.url(path));
    options.extraUrls.append(QUrl(u"https://elsewhere.example/page"_s)); // outside: left out
    const CrawlResult result = crawl(m_server.url(u"/"_s), options);
    QVERIFY(result.isComplete());
    QCOMPARE(m_server.refusedRequests(), 0);
    for (const QString &orphan : { u"/orphan-1"_s, u"/orphan-2"_s, u"/orphan-noindex"_s }) {
        const Page *p = result.page(m_server.url(orphan));
        QVERIFY2(p, qPrintable(orphan));
        QVERIFY(p->has(Page::FromSitemap));
        QVERIFY(p->has(Page::Fetched));
        QCOMPARE(result.inlinks(p->url), 0u);
    }
    QVERIFY(result.page(m_server.url(u"/orphan-noindex"_s))->noindex());
    QVERIFY(result.page(m_server.url(u"/"_s))->has(Page::FromSitemap));
    QVERIFY(result.page(m_server.url(u"/about"_s))->has(Page::FromSitemap));
    QVERIFY(!result.page(m_server.url(u"/contact"_s))->has(Page::FromSitemap));
    QVERIFY(result.find(QUrl(u"https://elsewhere.example/page"_s)) == Page::NoUrl);
    QCOMPARE(result.pages.size(), LoopbackSite::linkedPaths().size() + 3);
    // /orphan-1 links the home page: one more inlink than without it.
    QCOMPARE(result.inlinks(result.find(m_server.url(u"/"_s))), 13u);
    // The sitemap's URLs were fetched as further starts, yet each page's clicks from the start
    // page are those of the crawl without them (the linked pages' depth there), and the
    // orphans, which no link reaches, have none.
    int deep = 0;
    for (const Page &linked : m_site.pages) {
        if (!linked.isDone())
            continue;
        const Page *p = result.page(m_site.url(linked.url));
        QVERIFY(p);
        QCOMPARE(p->linkDepth, linked.depth);
        deep += p->linkDepth > 1 && p->has(Page::FromSitemap) && p->depth == 0;
    }
    QVERIFY(deep > 0); // sitemap URLs deep in the site, fetched at the crawl's depth 0
    for (const QString &orphan : { u"/orphan-1"_s, u"/orphan-2"_s, u"/orphan-noindex"_s })
        QCOMPARE(result.page(m_server.url(orphan))->linkDepth, Page::Unreached);
}

void TestCrawler::folderScope()
{
    m_server.clearRequests();
    CrawlOptions options = quick();
    options.scope = CrawlOptions::Scope::Folder;
    const CrawlResult result = crawl(m_server.url(u"/section/6/item-20"_s), options);
    QStringList recorded;
    for (const Page &p : result.pages)
        recorded.append(pathOf(result, p.url));
    // Its folder, /section/6/: the next items; "../6" (/section/6) is outside.
    QCOMPARE(
        recorded,
        (QStringList { u"/section/6/item-20"_s, u"/section/6/item-21"_s, u"/section/6/item-22"_s,
                       u"/section/6/item-23"_s, u"/section/6/item-24"_s }));
    QCOMPARE(result.pages.first().links.size(), size_t(1));
}

void TestCrawler::startRedirectsToAnotherSite()
{
    // http://old-site/ → http://new-site/: the crawl goes on at the new site.
    TestHttpServer old;
    QVERIFY(old.listen());
    old.setMaxRequests(20);
    old.redirect(u"/"_s, m_server.url(u"/section/1/item-22"_s).toEncoded(), 301);
    m_server.clearRequests();
    // In the folder scope, so that the crawl stays small: /section/1/ of the new site.
    CrawlOptions options = quick();
    options.scope = CrawlOptions::Scope::Folder;
    const CrawlResult result = crawl(old.url(u"/"_s), options);
    QCOMPARE(result.pages.size(), 4);
    QCOMPARE(result.pages.at(0).status, 301);
    QCOMPARE(result.url(result.pages.at(1).url), m_server.url(u"/section/1/item-22"_s));
    QCOMPARE(result.url(result.pages.at(3).url), m_server.url(u"/section/1/item-24"_s));
    QCOMPARE(result.indexability(result.pages.at(3)), Indexability::Indexable);
    QCOMPARE(old.requests().size(), 2); // robots.txt and /
}

void TestCrawler::invalidStart()
{
    Crawler crawler;
    QSignalSpy finished(&crawler, &Crawler::finished);
    crawler.start(QUrl(u"ftp://example.com/"_s));
    QVERIFY(finished.wait(5000));
    QVERIFY2(crawler.error().contains(u"ftp://example.com/"_s), qPrintable(crawler.error()));
    QVERIFY(crawler.result().pages.isEmpty());
    crawler.start(QUrl(u"not a url"_s));
    QVERIFY(finished.wait(5000));
    QVERIFY(!crawler.error().isEmpty());
}

void TestCrawler::resultFind()
{
    // One URL, however a sitemap or a page spells it, as the duplicate rule normalises it.
    CrawlResult result;
    const quint32 id = result.intern(QUrl(u"https://Example.COM/caf%C3%A9/index.html?a=1"_s));
    QCOMPARE(result.intern(QUrl(u"https://example.com:443/caf%c3%a9/?a=1"_s)), id);
    for (const char *text :
         { "https://example.com/caf%C3%A9/index.html?a=1",
           "HTTPS://EXAMPLE.com:443/caf%c3%a9/?a=1#part", "https://example.com/café/?a=1" })
        QVERIFY2(result.find(QByteArrayView(text)) == id, text);
    QCOMPARE(result.find(QUrl(u"https://example.com/caf%C3%A9/?a=2"_s)), Page::NoUrl);
    QCOMPARE(result.find(QUrl(u"http://example.com/caf%C3%A9/?a=1"_s)), Page::NoUrl);
    QCOMPARE(result.urlCount(), 1);
    QVERIFY(!result.page(id));
    QCOMPARE(result.inlinks(id), 0u);
    QCOMPARE(result.url(id), QUrl(u"https://example.com/caf%C3%A9/index.html?a=1"_s));
}

void TestCrawler::parsingLeavesTheEventLoopFree()
{
    // A page of 8 MB takes gumbo a second or more: read on the crawler's parser thread, the
    // event loop (a window's) keeps turning meanwhile.
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setMaxRequests(50);
    QByteArray big = "<title>Big</title>";
    while (big.size() < 8 * 1024 * 1024)
        big += "<div class=row><p>Some text, <b>bold</b> and <a href=/x>a link</a>.</p></div>\n";
    server.serve(u"/"_s, LoopbackSite::page(u"Home"_s, { u"/big"_s }), "text/html");
    server.serve(u"/big"_s, big, "text/html");
    CrawlOptions options = quick();
    options.maxPageBytes = 16 * 1024 * 1024;
    QElapsedTimer clock;
    qint64 last = 0, worst = 0;
    QTimer tick;
    tick.setInterval(10);
    connect(&tick, &QTimer::timeout, this, [&] {
        const qint64 now = clock.elapsed();
        worst = qMax(worst, now - last);
        last = now;
    });
    Crawler crawler(options);
    QSignalSpy finished(&crawler, &Crawler::finished);
    clock.start();
    tick.start();
    crawler.start(server.url(u"/"_s));
    QVERIFY(finished.wait(60000));
    tick.stop();
    const Page *page = crawler.result().page(server.url(u"/big"_s));
    QVERIFY(page);
    QVERIFY(page->has(Page::Html));
    QCOMPARE(page->title, u"Big"_s);
    QCOMPARE(page->links.size(), size_t(1));
    QVERIFY2(worst < 500, qPrintable(u"the event loop stood still for %1 ms"_s.arg(worst)));

    // Stopped while the page is being read: it counts as not fetched, not as a page without
    // HTML, and finished() comes at once.
    crawler.start(server.url(u"/"_s));
    QTRY_VERIFY_WITH_TIMEOUT(
        crawler.result().page(server.url(u"/big"_s))
            && crawler.result().page(server.url(u"/big"_s))->has(Page::Fetched),
        30000);
    const int before = int(finished.size());
    crawler.cancel();
    QCOMPARE(int(finished.size()), before + 1);
    const Page *cut = crawler.result().page(server.url(u"/big"_s));
    if (!cut->has(Page::Html)) { // the parse had not finished, as it almost never has
        QVERIFY(!cut->has(Page::Fetched));
        QCOMPARE(crawler.result().indexability(*cut), Indexability::NotFetched);
    }
    QTest::qWait(1500); // the parse ends; its result belongs to no crawl
    QCOMPARE(int(finished.size()), before + 1);
}

// Crawl traps, each on a site of its own beside twenty good pages: the trap's links beyond its
// limit are not followed, the cut is reported once with its pattern, a count and the first
// URLs, and every good page is still crawled.
void TestCrawler::traps_data()
{
    QTest::addColumn<int>("cases");
    QTest::addColumn<CrawlCut::Kind>("kind");
    QTest::addColumn<QString>("pattern"); // a path pattern, or the page ("" for none)
    QTest::addColumn<QString>("example"); // the path (and query) of the first URL cut
    QTest::addColumn<QString>("prefix"); // of the paths that must stay within `most`
    QTest::addColumn<int>("most");

    using H = HostileSite;
    using K = CrawlCut::Kind;
    QTest::newRow("calendar") << int(H::Calendar) << K::QueryVariants << u"/calendar?…"_s
                              << u"/calendar?month=11"_s << u"/calendar"_s << 10;
    QTest::newRow("session ids") << int(H::SessionIds) << K::QueryVariants << u"/shop/item?…"_s
                                 << u"/shop/item?sid="_s << u"/shop/item"_s << 10;
    QTest::newRow("repeated segments")
        << int(H::RepeatedSegments) << K::RepeatedSegments << u"/loop/a/b/a/b/a/b/a/…"_s
        << u"/loop/a/b/a/b/a/b/a/b/"_s << u"/loop/"_s << 4;
    QTest::newRow("links per page") << int(H::ManyLinks) << K::LinksPerPage << u"/many-links"_s
                                    << QString() << u"/dead/"_s << 50;
    QTest::newRow("long URLs") << int(H::JunkLinks) << K::LongUrl << u"/long/…"_s
                               << u"/long/aaaa"_s << u"/long/"_s << 0;
}

void TestCrawler::traps()
{
    QFETCH(int, cases);
    QFETCH(CrawlCut::Kind, kind);
    QFETCH(QString, pattern);
    QFETCH(QString, example);
    QFETCH(QString, prefix);
    QFETCH(int, most);
    TestHttpServer server;
    QVERIFY(server.listen());
    QTcpServer other; // what the junk links point at
    QVERIFY(other.listen(QHostAddress::LocalHost));
    HostileSite::install(server, HostileSite::Cases(cases), other.serverPort());
    server.setMaxRequests(2000);
    CrawlOptions options = quick();
    options.maxQueryVariants = 10;
    options.maxLinksPerPage = 50; // the home page has 30
    options.maxPages = 1000;
    const CrawlResult result = crawl(server.url(), options);

    QVERIFY(!result.pageLimitReached);
    QCOMPARE(server.refusedRequests(), 0);
    // The trap's cuts (one per pattern: the shop's item and cart) and no other trap; a page of
    // 100,000 links is also read in part.
    QList<CrawlCut> cuts;
    for (const CrawlCut &cut : result.cuts) {
        if (cut.kind == kind)
            cuts.append(cut);
        else
            QCOMPARE(cut.kind, CrawlCut::Kind::PartlyRead);
    }
    QVERIFY(!cuts.isEmpty());
    const CrawlCut &cut = cuts.first();
    QCOMPARE(cut.count > 0, true);
    if (kind == CrawlCut::Kind::LinksPerPage) {
        QCOMPARE(cut.pattern, server.url(pattern).toString());
        QVERIFY(cut.count < HostileSite::ManyLinksCount);
        QCOMPARE(cut.limit, 50);
    } else {
        QCOMPARE(cut.pattern, pattern);
        QVERIFY(!cut.examples.isEmpty());
        QVERIFY2(cut.examples.first().startsWith(server.url(u"/"_s).toString().chopped(1) + example),
                 qPrintable(cut.examples.first().left(200)));
    }
    const QString sentence = cut.describe();
    QVERIFY2(sentence.contains(QLocale::c().toString(cut.limit)), qPrintable(sentence));
    QVERIFY2(sentence.size() < 1000, qPrintable(sentence.left(300))); // 100 KB URLs elided

    QStringList asked;
    for (const TestRequest &request : server.requests())
        asked.append(request.path);
    QVERIFY(asked.count(u"/robots.txt"_s) == 1);
    const auto trapped = std::count_if(asked.cbegin(), asked.cend(),
                                       [&](const QString &p) { return p.startsWith(prefix); });
    QVERIFY2(trapped <= most, qPrintable(u"%1 requests under %2"_s.arg(trapped).arg(prefix)));
    for (const QString &path : HostileSite::goodPaths(HostileSite::Cases(cases))) {
        const Page *good = result.page(server.url(path));
        QVERIFY2(good && result.isIndexable(*good), qPrintable(path));
    }
    // Nothing but http(s) of the site was asked: the junk went nowhere.
    QVERIFY(!other.hasPendingConnections());
    for (const QString &path : asked)
        QVERIFY2(!path.contains(u"javascript"_s) && !path.contains(u"mailto"_s), qPrintable(path));
}

// 0 switches each trap limit off: the same link is then followed.
void TestCrawler::trapLimitsOff()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    HostileSite::install(server, HostileSite::RepeatedSegments | HostileSite::Calendar, 1);
    CrawlOptions options = quick();
    options.maxSegmentRepeats = 0;
    options.maxQueryVariants = 0;
    options.maxPages = 80;
    const CrawlResult result = crawl(server.url(), options);
    QVERIFY(result.cuts.isEmpty());
    QVERIFY(result.pageLimitReached); // the traps ate the pages, as they would
    QVERIFY(result.page(server.url(u"/loop/a/b/a/b/a/b/a/b/"_s)));
    QVERIFY(result.page(server.url(u"/calendar?month=12"_s)));
}

// <meta http-equiv="refresh" content="0; url=..."> is a redirect to search engines: the page is
// not indexable, its target is fetched (as deep as the page) and is.
void TestCrawler::metaRefreshIsARedirect()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    HostileSite::install(server, HostileSite::MetaRefresh, 1);
    server.serve(u"/slow-refresh"_s,
                 LoopbackSite::page(u"Later"_s, {}, "<meta http-equiv=refresh content=\"5; url=/good/1\">"),
                 "text/html");
    server.serve(u"/self-refresh"_s,
                 LoopbackSite::page(u"Reload"_s, {}, "<meta http-equiv=refresh content=0>"),
                 "text/html");
    CrawlOptions options = quick();
    options.extraUrls = { server.url(u"/slow-refresh"_s), server.url(u"/self-refresh"_s) };
    const CrawlResult result = crawl(server.url(), options);
    const Page *refresh = result.page(server.url(u"/refresh"_s));
    QVERIFY(refresh);
    QCOMPARE(refresh->status, 200);
    QVERIFY(refresh->has(Page::MetaRefresh));
    QCOMPARE(result.indexability(*refresh), Indexability::Redirect);
    QCOMPARE(result.url(refresh->redirect), server.url(u"/refresh-target"_s));
    QCOMPARE(result.url(result.finalUrl(*refresh)), server.url(u"/refresh-target"_s));
    const Page *target = result.page(server.url(u"/refresh-target"_s));
    QVERIFY(target && result.isIndexable(*target));
    QCOMPARE(target->depth, refresh->depth);
    // A delayed refresh, and one that reloads the page itself, are no redirect.
    for (const QString &path : { u"/slow-refresh"_s, u"/self-refresh"_s }) {
        const Page *page = result.page(server.url(path));
        QVERIFY(page && !page->has(Page::MetaRefresh));
        QCOMPARE(result.indexability(*page), Indexability::Indexable);
    }
}

// A page that drips its answer is given up at the page time and named; a page too big for the
// reader's tree is read in part and named; both once, in the result's cuts.
void TestCrawler::slowAndPartlyReadPagesNamed()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    HostileSite::install(server, HostileSite::Drip | HostileSite::GzipBomb, 1);
    CrawlOptions options = quick();
    options.pageTimeoutMs = 1500;
    options.maxPageBytes = CrawlOptions().maxPageBytes; // 15 MB of the bomb's 1 GiB
    QElapsedTimer timer;
    timer.start();
    const CrawlResult result = crawl(server.url(), options);
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(result.cuts.size(), 2);
    for (const CrawlCut &cut : result.cuts) {
        QCOMPARE(cut.count, 1);
        QVERIFY(cut.pattern.isEmpty());
        if (cut.kind == CrawlCut::Kind::SlowPage) {
            QCOMPARE(cut.examples, QStringList { server.url(u"/drip"_s).toString() });
            QCOMPARE(cut.limit, 1500);
            QVERIFY2(cut.describe().contains(u"/drip"_s), qPrintable(cut.describe()));
        } else {
            QCOMPARE(cut.kind, CrawlCut::Kind::PartlyRead);
            QCOMPARE(cut.examples, QStringList { server.url(u"/bomb"_s).toString() });
            QVERIFY2(cut.describe().contains(u"120000"_s), qPrintable(cut.describe()));
        }
    }
    const Page *drip = result.page(server.url(u"/drip"_s));
    QVERIFY(drip);
    QCOMPARE(drip->error, FetchResult::Error::TimedOut);
    const Page *bomb = result.page(server.url(u"/bomb"_s));
    QVERIFY(bomb && bomb->has(Page::PartlyRead) && bomb->has(Page::Truncated));
}

// The memory budget holds pages back, never the crawl: within a budget smaller than any of the
// hostile site's big pages (the bomb decoded, the page of 100,000 links), every page still
// comes, one after the other, and every trap is still cut and named.
void TestCrawler::smallMemoryBudget()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    QTcpServer other;
    QVERIFY(other.listen(QHostAddress::LocalHost));
    HostileSite::install(server, HostileSite::All, other.serverPort());
    server.setMaxRequests(2000);
    CrawlOptions options = quick();
    options.pageTimeoutMs = 1500;
    options.maxPageBytes = CrawlOptions().maxPageBytes;
    options.maxQueryVariants = 10;
    options.maxLinksPerPage = 50;
    options.memoryBudget = 256 * 1024;
    const CrawlResult result = crawl(server.url(), options);
    QVERIFY(result.isComplete());
    QCOMPARE(server.refusedRequests(), 0);
    QSet<CrawlCut::Kind> kinds;
    for (const CrawlCut &cut : result.cuts)
        kinds.insert(cut.kind);
    using K = CrawlCut::Kind;
    QCOMPARE(kinds,
             (QSet<K> { K::LongUrl, K::QueryVariants, K::RepeatedSegments, K::LinksPerPage,
                        K::SlowPage, K::PartlyRead }));
    for (const QString &path : HostileSite::goodPaths(HostileSite::All)) {
        const Page *good = result.page(server.url(path));
        QVERIFY2(good && result.isIndexable(*good), qPrintable(path));
    }
    const Page *bomb = result.page(server.url(u"/bomb"_s));
    QVERIFY(bomb && bomb->has(Page::PartlyRead) && bomb->has(Page::Truncated));
}

// A cancel while pages wait for the memory budget (each page of 1 MiB, the budget a few
// bytes) ends the crawl at once and leaves nothing waiting.
void TestCrawler::cancelWhilePagesWaitForMemory()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    QByteArray home = "<html><body>";
    for (int i = 0; i < 20; ++i)
        home += "<a href=\"/big/" + QByteArray::number(i) + "\">" + QByteArray::number(i) + "</a>";
    server.serve(u"/"_s, home + "</body></html>", "text/html");
    server.setFallback([](const TestRequest &) {
        TestResponse page = TestResponse::ok(
            "<html><body>" + QByteArray(1024 * 1024, 'x') + "</body></html>", "text/html");
        page.framing = TestResponse::Framing::Chunked;
        return page;
    });
    CrawlOptions options = quick();
    options.maxPageBytes = 2 * 1024 * 1024;
    options.memoryBudget = 64 * 1024;
    Crawler crawler(options);
    QSignalSpy finished(&crawler, &Crawler::finished);
    bool cancelled = false;
    connect(&crawler, &Crawler::pageDone, this, [&](qsizetype index) {
        if (index > 0 && !cancelled) {
            cancelled = true;
            crawler.cancel();
        }
    });
    crawler.start(server.url());
    QVERIFY(finished.wait(30000));
    QVERIFY(cancelled);
    QVERIFY(!crawler.isRunning());
    QVERIFY(crawler.result().cancelled);
    QTest::qWait(100);
    QCOMPARE(finished.count(), 1);
}

QTEST_GUILESS_MAIN(TestCrawler)
#include "tst_crawler.moc"
