// Discovery and RemoteLoader against the local test server on 127.0.0.1: robots.txt Sitemap
// lines with their line numbers, the fallback places asked in order (a page answering 200 is no
// sitemap), nothing found, an unreachable site, a sitemap URL given directly; following a
// 20-file index with progress, two requests at a time per host and a cancel that keeps what
// was read; loops, nested indexes, missing children, the file and byte limits, a failed root,
// and the fetched URL as the publish location for scope rules. No test reaches an address
// outside 127.0.0.1 (proxies are switched off).

#include "net/discovery.h"
#include "net/remoteloader.h"
#include "rules/checker.h"
#include "testhttpserver.h"

#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

FetchOptions quick()
{
    FetchOptions options;
    options.timeoutMs = 5000;
    return options;
}

RemoteLoadOptions quickLoad()
{
    RemoteLoadOptions options;
    options.fetch = quick();
    return options;
}

QByteArray urlset(const QStringList &locs)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <url><loc>" + loc.toHtmlEscaped().toUtf8() + "</loc></url>\n";
    return xml + "</urlset>\n";
}

QByteArray sitemapIndex(const QList<QUrl> &children)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QUrl &child : children)
        xml += "  <sitemap><loc>" + child.toEncoded() + "</loc></sitemap>\n";
    return xml + "</sitemapindex>\n";
}

QList<Finding> findingsOf(const Workspace &workspace, QLatin1StringView rule)
{
    QList<Finding> found;
    for (const Finding &f : workspace.findings)
        if (f.ruleId == rule)
            found.append(f);
    return found;
}

QStringList requestedPaths(const TestHttpServer &server)
{
    QStringList paths;
    for (const TestRequest &request : server.requests())
        paths.append(request.path);
    return paths;
}

} // namespace

class TestDiscovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void robotsTxtSitemapLines();
    void robotsTxtReadToFiveHundredKiB();
    void fallbacksAskedInOrder();
    void nothingFound();
    void unreachableSite();
    void sitemapUrlGiven();

    void indexOfTwentyFiles();
    void cancelKeepsWhatWasRead();
    void blockingCancelThroughProgress();
    void loopsAreReported();
    void nestedIndexIsFollowed_data();
    void nestedIndexIsFollowed();
    void robotsIndexSitemapsChain();
    void childListedThreeTimesIsReadOnce();
    void loopThroughRobotsIsNotFollowed();
    void missingChildNamesStatus();
    void maxFilesIsHonoured();
    void maxTotalBytesIsHonoured();
    void rootFailure();
    void fetchedUrlIsPublishLocation();

private:
    // Twenty children of five URLs each, slow enough that fetches overlap.
    QList<QUrl> serveTwentyChildren();
    QUrl url(const QString &path) const { return m_server->url(path); }
    QByteArray host() const { return "127.0.0.1:" + QByteArray::number(m_server->port()); }

    std::unique_ptr<TestHttpServer> m_server;
};

void TestDiscovery::initTestCase()
{
    // Nothing may leave 127.0.0.1, whatever proxy the environment names.
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
}

void TestDiscovery::init()
{
    m_server = std::make_unique<TestHttpServer>();
    QVERIFY(m_server->listen());
}

void TestDiscovery::cleanup()
{
    m_server.reset();
}

void TestDiscovery::robotsTxtSitemapLines()
{
    const QUrl a = url(u"/maps/a.xml"_s);
    const QUrl b = url(u"/maps/b.xml.gz"_s);
    m_server->serve(u"/robots.txt"_s,
                    "User-agent: *\nDisallow: /private\n\nSitemap: " + a.toEncoded()
                        + "\nSitemap: " + b.toEncoded() + "\nSitemap: /relative.xml\n",
                    "text/plain");

    const DiscoveryResult result = Discovery::discover(url(u"/"_s), quick());
    QVERIFY(result.reachable());
    QVERIFY(result.isSite);
    QVERIFY(result.robotsTxtFound);
    QCOMPARE(result.robotsTxtStatus, 200);
    QCOMPARE(result.sitemaps.size(), 2);
    QCOMPARE(result.sitemaps.at(0).url, a);
    QCOMPARE(result.sitemaps.at(0).origin, DiscoveredSitemap::Origin::RobotsTxt);
    QCOMPARE(result.sitemaps.at(0).line, 4);
    QCOMPARE(result.sitemaps.at(1).url, b);
    QCOMPARE(result.sitemaps.at(1).line, 5);
    // The relative line is reported, with its line, and skipped.
    QVERIFY(!result.findings.isEmpty());
    QCOMPARE(result.findings.first().line, 6);
    QVERIFY(result.messages.join(u'\n').contains(u"line 6"));
    // robots.txt named sitemaps: no place was probed.
    QCOMPARE(requestedPaths(*m_server), QStringList { u"/robots.txt"_s });
    QVERIFY(result.probes.isEmpty());
}

// A robots.txt of 10 MB: its Sitemap line on top is found, the one past 500 KiB is not (search
// engines do not read it), and the file's size is no failure.
void TestDiscovery::robotsTxtReadToFiveHundredKiB()
{
    const QUrl a = url(u"/maps/a.xml"_s);
    QByteArray robots = "User-agent: *\nDisallow: /private\nSitemap: " + a.toEncoded() + "\n";
    while (robots.size() < 10 * 1024 * 1024)
        robots += "# generated comments, megabytes of them, before the last Sitemap line\n";
    robots += "Sitemap: " + url(u"/maps/late.xml"_s).toEncoded() + "\n";
    m_server->serve(u"/robots.txt"_s, robots, "text/plain");

    const DiscoveryResult result = Discovery::discover(url(u"/"_s), quick());
    QVERIFY(result.robotsTxtFound);
    QCOMPARE(result.sitemaps.size(), 1);
    QCOMPARE(result.sitemaps.first().url, a);
    QCOMPARE(requestedPaths(*m_server), QStringList { u"/robots.txt"_s });
}

void TestDiscovery::fallbacksAskedInOrder()
{
    m_server->serve(u"/robots.txt"_s, "User-agent: *\nDisallow: /admin\n", "text/plain");
    // A site that answers 200 with a page for any address: that is no sitemap.
    m_server->serve(u"/sitemap.xml"_s, "<!DOCTYPE html><html><body>Not here</body></html>",
                    "text/html");
    m_server->serve(u"/sitemap_index.xml"_s, sitemapIndex({ url(u"/s1.xml"_s) }));

    const DiscoveryResult result = Discovery::discover(url(u"/"_s), quick());
    QVERIFY(result.reachable());
    QVERIFY(result.robotsTxtFound);
    QCOMPARE(requestedPaths(*m_server),
             (QStringList { u"/robots.txt"_s, u"/sitemap.xml"_s, u"/sitemap_index.xml"_s,
                            u"/sitemap.xml.gz"_s }));
    QCOMPARE(result.probes.size(), 3);
    QVERIFY(!result.probes.at(0).found);
    QCOMPARE(result.probes.at(0).httpStatus, 200);
    QCOMPARE(result.probes.at(0).error, FetchResult::Error::NotASitemap);
    QVERIFY(result.probes.at(1).found);
    QVERIFY(!result.probes.at(2).found);
    QCOMPARE(result.probes.at(2).httpStatus, 404);
    QCOMPARE(result.sitemaps.size(), 1);
    QCOMPARE(result.sitemaps.first().url, url(u"/sitemap_index.xml"_s));
    QCOMPARE(result.sitemaps.first().origin, DiscoveredSitemap::Origin::Probe);
}

void TestDiscovery::nothingFound()
{
    const DiscoveryResult result = Discovery::discover(url(QString()), quick());
    QVERIFY(result.reachable());
    QVERIFY(result.isSite);
    QVERIFY(!result.robotsTxtFound);
    QCOMPARE(result.robotsTxtStatus, 404);
    QVERIFY(result.sitemaps.isEmpty());
    QCOMPARE(result.probes.size(), 3);
    QVERIFY(!result.messages.isEmpty());
    QVERIFY2(result.messages.last().startsWith(u"No sitemap found"),
             qPrintable(result.messages.last()));
}

void TestDiscovery::unreachableSite()
{
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const quint16 port = closed.serverPort();
    closed.close();
    const DiscoveryResult result
        = Discovery::discover(QUrl(u"http://127.0.0.1:%1/"_s.arg(port)), quick());
    QVERIFY(!result.reachable());
    QCOMPARE(result.error, FetchResult::Error::ConnectionRefused);
    QVERIFY(!result.errorMessage.isEmpty());
    QVERIFY(result.probes.isEmpty());

    const DiscoveryResult ftp = Discovery::discover(QUrl(u"ftp://127.0.0.1/"_s), quick());
    QCOMPARE(ftp.error, FetchResult::Error::UnsupportedScheme);
}

void TestDiscovery::sitemapUrlGiven()
{
    const DiscoveryResult result = Discovery::discover(url(u"/maps/sitemap.xml"_s), quick());
    QVERIFY(result.reachable());
    QVERIFY(!result.isSite);
    QCOMPARE(result.sitemaps.size(), 1);
    QCOMPARE(result.sitemaps.first().url, url(u"/maps/sitemap.xml"_s));
    QCOMPARE(result.sitemaps.first().origin, DiscoveredSitemap::Origin::Given);
    QVERIFY(m_server->requests().isEmpty());
}

QList<QUrl> TestDiscovery::serveTwentyChildren()
{
    QList<QUrl> children;
    for (int i = 0; i < 20; ++i) {
        const QString path = u"/maps/part-%1.xml"_s.arg(i);
        QStringList locs;
        for (int u = 0; u < 5; ++u)
            locs.append(url(u"/page-%1-%2"_s.arg(i).arg(u)).toString());
        TestResponse response = TestResponse::ok(urlset(locs));
        response.delayMs = 40;
        m_server->route(path, response);
        children.append(url(path));
    }
    m_server->serve(u"/sitemap_index.xml"_s, sitemapIndex(children));
    return children;
}

void TestDiscovery::indexOfTwentyFiles()
{
    const QList<QUrl> children = serveTwentyChildren();
    RemoteLoader loader(quickLoad());
    struct Step
    {
        int done, total;
        qint64 urls, bytes;
    };
    QList<Step> steps;
    connect(&loader, &RemoteLoader::progress, this,
            [&steps](int done, int total, qint64 urls, qint64 bytes) {
                steps.append({ done, total, urls, bytes });
            });
    QSignalSpy finished(&loader, &RemoteLoader::finished);
    loader.start(url(u"/sitemap_index.xml"_s));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.size(), 1);

    const RemoteLoadResult &result = loader.result();
    QVERIFY(result.ok());
    QVERIFY(!result.cancelled);
    QVERIFY(!result.truncated);
    const Workspace &ws = result.workspace;
    QVERIFY(ws.root().isIndex());
    QCOMPARE(ws.children.size(), 20);
    QCOMPARE(ws.childrenLoaded(), 20);
    QCOMPARE(ws.sitemaps.size(), 21);
    QCOMPARE(ws.childEntries(), 100);
    QVERIFY(ws.findings.isEmpty());
    for (int i = 0; i < 20; ++i) {
        const Workspace::ChildLink &link = ws.children.at(i);
        QCOMPARE(link.indexEntry, i);
        QCOMPARE(link.resolvedLocation, children.at(i).toString());
        // In the index's order, whatever order they arrived in.
        const Sitemap &child = ws.sitemaps.at(link.sitemap);
        QCOMPARE(child.source.location, children.at(i).toString());
        QCOMPARE(child.publishLocation, children.at(i));
    }
    QCOMPARE(ws.root().source.location, url(u"/sitemap_index.xml"_s).toString());

    // Progress: once per file, monotonic, up to the index and its 20 children.
    QCOMPARE(steps.size(), 21);
    for (qsizetype i = 1; i < steps.size(); ++i) {
        QVERIFY(steps.at(i).done > steps.at(i - 1).done);
        QVERIFY(steps.at(i).urls >= steps.at(i - 1).urls);
        QVERIFY(steps.at(i).bytes > steps.at(i - 1).bytes);
        QCOMPARE(steps.at(i).total, 21);
    }
    QCOMPARE(steps.last().done, 21);
    QCOMPARE(steps.last().urls, 100);
    QCOMPARE(m_server->requests().size(), 21);
    QVERIFY(steps.last().bytes > 20 * 5 * 40);

    // Two at a time for the one host: never more, and the overlap happened.
    QCOMPARE(m_server->maxConcurrentRequests(host()), 2);
}

void TestDiscovery::cancelKeepsWhatWasRead()
{
    serveTwentyChildren();
    RemoteLoader loader(quickLoad());
    int lastDone = 0;
    connect(&loader, &RemoteLoader::progress, this, [&](int done, int, qint64, qint64) {
        lastDone = done;
        if (done == 5)
            loader.cancel();
    });
    QSignalSpy finished(&loader, &RemoteLoader::finished);
    loader.start(url(u"/sitemap_index.xml"_s));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.size(), 1);
    QVERIFY(!loader.isRunning());
    QCOMPARE(lastDone, 5);

    const RemoteLoadResult &result = loader.result();
    QVERIFY(result.ok());
    QVERIFY(result.cancelled);
    const Workspace &ws = result.workspace;
    // The index and the four children read before the cancel are kept; the rest are links
    // without a sitemap.
    QCOMPARE(ws.children.size(), 20);
    QCOMPARE(ws.childrenLoaded(), 4);
    QCOMPARE(ws.sitemaps.size(), 5);
    const QList<Finding> notes = findingsOf(ws, RuleId::ChildSitemapMissing);
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes.first().message.contains(u"cancelled after 5 of 21 files"),
             qPrintable(notes.first().message));
    // Nothing more is asked once cancelled: the five files read and at most the one fetch
    // that was under way beside the fifth (aborted; the server may log it a little later).
    QTest::qWait(200);
    QVERIFY2(m_server->requests().size() <= 6,
             qPrintable(QString::number(m_server->requests().size())));
}

void TestDiscovery::blockingCancelThroughProgress()
{
    serveTwentyChildren();
    RemoteLoadProgress progress;
    RemoteLoadOptions options = quickLoad();
    options.progress = &progress;
    // The GUI's way: a timer polls the counters and cancels.
    QTimer watcher;
    watcher.setInterval(5);
    connect(&watcher, &QTimer::timeout, this, [&progress] {
        if (progress.filesDone() >= 4)
            progress.cancel();
    });
    watcher.start();
    const RemoteLoadResult result = RemoteLoader::load(url(u"/sitemap_index.xml"_s), options);
    QVERIFY(result.cancelled);
    QCOMPARE(progress.filesTotal(), 21);
    QVERIFY(progress.filesDone() >= 4);
    QVERIFY(progress.filesDone() < 21);
    QCOMPARE(result.workspace.childrenLoaded(), progress.filesDone() - 1);
    QCOMPARE(progress.urls(), 5 * (progress.filesDone() - 1));
    QVERIFY(progress.bytes() > 0);
}

void TestDiscovery::loopsAreReported()
{
    const QUrl self = url(u"/sitemap_index.xml"_s);
    const QUrl a = url(u"/a.xml"_s);
    const QUrl b = url(u"/b.xml"_s);
    m_server->serve(u"/a.xml"_s, urlset({ url(u"/1"_s).toString() }));
    m_server->serve(u"/b.xml"_s, urlset({ url(u"/2"_s).toString() }));
    // c.xml redirects to a.xml, already read.
    m_server->redirect(u"/c.xml"_s, a.toEncoded());
    // Listed with a default-free spelling of itself.
    m_server->serve(u"/sitemap_index.xml"_s, sitemapIndex({ self, a, b, a, url(u"/c.xml"_s) }));

    const RemoteLoadResult result = RemoteLoader::load(self, quickLoad());
    QVERIFY(result.ok());
    const Workspace &ws = result.workspace;
    QCOMPARE(ws.children.size(), 5);
    QCOMPARE(ws.childrenLoaded(), 2);
    const QList<Finding> loops = findingsOf(ws, RuleId::IndexLoop);
    QCOMPARE(loops.size(), 2);
    QCOMPARE(loops.at(0).entryIndex, 0);
    QVERIFY(loops.at(0).message.contains(u"names the index itself"));
    QVERIFY(ws.children.at(0).loop);
    QCOMPARE(loops.at(1).entryIndex, 4);
    QVERIFY(loops.at(1).message.contains(u"redirects"));
    // a.xml listed again is read once; the checker reports the entry as a duplicate.
    QCOMPARE(ws.children.at(3).repeatOf, 1);
    QCOMPARE(ws.children.at(3).sitemap, -1);
    QCOMPARE(ws.childrenMissing(), 1); // c.xml, which redirects to what was read
    QCOMPARE(m_server->requests(u"/a.xml"_s).size(), 2); // once listed, once redirected to
    QCOMPARE(m_server->requests(u"/sitemap_index.xml"_s).size(), 1);
}

void TestDiscovery::robotsIndexSitemapsChain()
{
    // The chain most CMSs serve: robots.txt names sitemap_index.xml, which lists the sitemaps.
    m_server->serve(u"/robots.txt"_s,
                    "User-agent: *\nDisallow: /private/\nSitemap: " + url(u"/sitemap_index.xml"_s).toEncoded()
                        + "\nSitemap: " + url(u"/extra.xml"_s).toEncoded() + "\n");
    m_server->serve(u"/sitemap_index.xml"_s,
                    sitemapIndex({ url(u"/post.xml"_s), url(u"/page.xml"_s), url(u"/tag.xml"_s) }));
    m_server->serve(u"/post.xml"_s, urlset({ url(u"/p1"_s).toString(), url(u"/p2"_s).toString() }));
    m_server->serve(u"/page.xml"_s, urlset({ url(u"/a"_s).toString() }));
    m_server->serve(u"/tag.xml"_s, urlset({ url(u"/t1"_s).toString(), url(u"/t2"_s).toString(),
                                             url(u"/t3"_s).toString() }));
    m_server->serve(u"/extra.xml"_s, urlset({ url(u"/x"_s).toString() }));

    RemoteLoadProgress progress;
    RemoteLoadOptions options = quickLoad();
    options.progress = &progress;
    const RemoteLoadResult result = RemoteLoader::load(url(u"/robots.txt"_s), options);
    QVERIFY(result.ok());
    const Workspace &ws = result.workspace;
    QCOMPARE(ws.root().source.format, SourceFormat::Robots);
    QCOMPARE(ws.childrenLoaded(), 5); // the index, its three sitemaps and extra.xml
    QCOMPARE(ws.childEntries(), 2 + 1 + 3 + 1);
    QStringList locs;
    for (const qsizetype s : ws.urlSitemapsInOrder())
        for (const UrlEntry &entry : ws.sitemaps.at(s).entries)
            locs.append(QUrl(entry.loc()).path());
    // Document order: the index's sitemaps where the index stands, then extra.xml.
    QCOMPARE(locs, (QStringList { u"/p1"_s, u"/p2"_s, u"/a"_s, u"/t1"_s, u"/t2"_s, u"/t3"_s,
                                  u"/x"_s }));
    // The sitemaps the index lists hang under it.
    const qsizetype index = ws.children.at(0).sitemap;
    QVERIFY(ws.sitemaps.at(index).isIndex());
    qsizetype underIndex = 0;
    for (const Workspace::ChildLink &link : ws.children)
        underIndex += link.parent == index && link.sitemap > 0;
    QCOMPARE(underIndex, 3);
    QCOMPARE(progress.filesTotal(), 6);
    QCOMPARE(progress.filesDone(), 6);
    // A robots.txt may name an index: no nested-index finding.
    Checker checker;
    checker.checkAll(ws);
    for (const Finding &f : checker.findings())
        QVERIFY2(f.ruleId != RuleId::NestedIndex, qPrintable(f.message));
    QVERIFY(ws.limitsReached.isEmpty());
}

void TestDiscovery::childListedThreeTimesIsReadOnce()
{
    m_server->serve(u"/a.xml"_s, urlset({ url(u"/1"_s).toString(), url(u"/2"_s).toString() }));
    // The same child three times, the last with a fragment, which normalisation drops.
    m_server->serve(u"/sitemap_index.xml"_s,
                    sitemapIndex({ url(u"/a.xml"_s), url(u"/a.xml"_s),
                                   QUrl(url(u"/a.xml"_s).toString() + u"#top"_s) }));
    const RemoteLoadResult result = RemoteLoader::load(url(u"/sitemap_index.xml"_s), quickLoad());
    QVERIFY(result.ok());
    const Workspace &ws = result.workspace;
    QCOMPARE(ws.childrenLoaded(), 1);
    QCOMPARE(ws.childEntries(), 2);
    QCOMPARE(ws.childrenMissing(), 0);
    QCOMPARE(ws.children.at(1).repeatOf, 0);
    QCOMPARE(ws.children.at(2).repeatOf, 0);
    QCOMPARE(m_server->requests(u"/a.xml"_s).size(), 1);
    // The repeated entries get a duplicate finding from the checker.
    Checker checker;
    checker.checkAll(ws);
    int duplicates = 0;
    for (const Finding &f : checker.findings())
        duplicates += f.ruleId == RuleId::DuplicateUrl && f.sitemap == 0;
    QCOMPARE(duplicates, 2);
}

void TestDiscovery::loopThroughRobotsIsNotFollowed()
{
    // robots.txt → index → the index itself and robots.txt: reported, never fetched again.
    m_server->serve(u"/robots.txt"_s, "Sitemap: " + url(u"/sitemap_index.xml"_s).toEncoded() + "\n");
    m_server->serve(u"/sitemap_index.xml"_s,
                    sitemapIndex({ url(u"/sitemap_index.xml"_s), url(u"/robots.txt"_s),
                                   url(u"/a.xml"_s) }));
    m_server->serve(u"/a.xml"_s, urlset({ url(u"/1"_s).toString() }));
    const RemoteLoadResult result = RemoteLoader::load(url(u"/robots.txt"_s), quickLoad());
    const Workspace &ws = result.workspace;
    const qsizetype index = ws.children.at(0).sitemap;
    QVERIFY(index > 0);
    int loops = 0;
    for (const Finding &f : ws.sitemaps.at(index).findings)
        loops += f.ruleId == RuleId::IndexLoop;
    QCOMPARE(loops, 2);
    QCOMPARE(ws.childEntries(), 1);
    QCOMPARE(m_server->requests(u"/sitemap_index.xml"_s).size(), 1);
    QCOMPARE(m_server->requests(u"/robots.txt"_s).size(), 1);
}

void TestDiscovery::nestedIndexIsFollowed_data()
{
    // Where the outer index comes from, and how deep the nesting goes.
    QTest::addColumn<bool>("fromRobots");
    QTest::addColumn<int>("depth"); // indexes below the outer index, each listing the next
    QTest::newRow("index > index > sitemap") << false << 1;
    QTest::newRow("index > index > index > sitemap") << false << 2;
    // ultimate-sitemap-parser's test_sitemap_tree_for_homepage: robots.txt > index >
    // (sitemap, index > sitemap), six URLs in all.
    QTest::newRow("robots.txt > index > index > sitemap") << true << 1;
    QTest::newRow("robots.txt > index > index > index > sitemap") << true << 2;
}

void TestDiscovery::nestedIndexIsFollowed()
{
    QFETCH(bool, fromRobots);
    QFETCH(int, depth);
    // Real shops' URLs: long paths with queries, a path with UTF-8 escaped.
    auto page = [this](const QString &path) { return QString::fromLatin1(url(path).toEncoded()); };
    const QStringList pages {
        page(u"/en-gb/collections/outdoor-and-garden-furniture/products/"
             "teak-extending-table-17-seats-weatherproof?colour=natural&size=large"_s),
        page(u"/about/"_s), page(u"/contact/"_s)
    };
    const QStringList news { page(u"/news/2026/11/one"_s), page(u"/news/2026/11/two"_s),
                             page(u"/news/2026/11/%C3%BCber-uns"_s) };
    m_server->serve(u"/sitemap_pages.xml"_s, urlset(pages));
    m_server->serve(u"/sitemap_news_1.xml"_s, urlset(news));
    // The innermost index lists the news sitemap; each index above it lists the next.
    QUrl inner = url(u"/sitemap_news_1.xml"_s);
    for (int level = depth; level >= 1; --level) {
        const QString path = u"/nested-%1.xml"_s.arg(level);
        m_server->serve(path, sitemapIndex({ inner }));
        inner = url(path);
    }
    m_server->serve(u"/sitemap_index.xml"_s, sitemapIndex({ url(u"/sitemap_pages.xml"_s), inner }));
    m_server->serve(u"/robots.txt"_s,
                    "User-agent: *\nDisallow: /private/\nSitemap: "
                        + url(u"/sitemap_index.xml"_s).toEncoded() + "\n");

    const QUrl start = fromRobots ? url(u"/robots.txt"_s) : url(u"/sitemap_index.xml"_s);
    const RemoteLoadResult result = RemoteLoader::load(start, quickLoad());
    QVERIFY(result.ok());
    const Workspace &ws = result.workspace;
    // Every URL is read, in document order, and each file once.
    QStringList locs;
    for (const qsizetype s : ws.urlSitemapsInOrder())
        for (const UrlEntry &entry : ws.sitemaps.at(s).entries)
            locs.append(entry.loc());
    QCOMPARE(locs, pages + news);
    QCOMPARE(ws.childEntries(), 6);
    QCOMPARE(ws.childrenLoaded(), (fromRobots ? 1 : 0) + 2 + depth);
    QCOMPARE(m_server->requests(u"/sitemap_news_1.xml"_s).size(), 1);

    // Each index listed by an index is reported once, on the entry that lists it: while
    // reading (what stats prints) and by the checker, which does not repeat the reader's.
    qsizetype read = findingsOf(ws, RuleId::NestedIndex).size();
    for (const Sitemap &sitemap : ws.sitemaps)
        for (const Finding &f : sitemap.findings)
            read += f.ruleId == RuleId::NestedIndex;
    QCOMPARE(read, qsizetype(depth));
    Checker checker;
    checker.checkAll(ws);
    QList<Finding> checked;
    for (const Finding &f : checker.findings())
        if (f.ruleId == RuleId::NestedIndex)
            checked.append(f);
    QCOMPARE(checked.size(), depth);
    const qsizetype outer = fromRobots ? ws.children.at(0).sitemap : 0;
    QCOMPARE(checked.first().sitemap, qint32(outer));
    QCOMPARE(checked.first().entryIndex, 1);
    QVERIFY(checked.first().message.contains(u"nested-1.xml"_s));
    QVERIFY(checked.first().message.contains(u"Google reads neither"_s));
    QStringList errors;
    for (const Finding &f : checker.findings())
        if (f.severity == Severity::Error)
            errors.append(f.ruleId + u": "_s + f.message);
    QVERIFY2(errors.size() == depth, qPrintable(errors.join(u'\n')));

    // What Google reads and what it does not: the pages' sitemap is read, every file from the
    // first nested index down is not.
    for (qsizetype s = 0; s < ws.sitemaps.size(); ++s) {
        const Sitemap &sitemap = ws.sitemaps.at(s);
        const bool nested = sitemap.source.location.contains(u"nested-"_s)
            || sitemap.source.location.contains(u"news_1"_s);
        QVERIFY2(ws.isBehindNestedIndex(s) == nested, qPrintable(sitemap.source.location));
    }
}

void TestDiscovery::missingChildNamesStatus()
{
    m_server->serve(u"/a.xml"_s, urlset({ url(u"/1"_s).toString() }));
    m_server->status(u"/gone.xml"_s, 410);
    m_server->serve(
        u"/sitemap_index.xml"_s,
        sitemapIndex({ url(u"/a.xml"_s), url(u"/missing.xml"_s), url(u"/gone.xml"_s) }));

    const RemoteLoadResult result = RemoteLoader::load(url(u"/sitemap_index.xml"_s), quickLoad());
    QVERIFY(result.ok());
    const QList<Finding> missing = findingsOf(result.workspace, RuleId::ChildSitemapMissing);
    QCOMPARE(missing.size(), 2);
    QCOMPARE(missing.at(0).entryIndex, 1);
    QVERIFY2(missing.at(0).message.contains(u"404"), qPrintable(missing.at(0).message));
    QCOMPARE(missing.at(1).entryIndex, 2);
    QVERIFY2(missing.at(1).message.contains(u"410"), qPrintable(missing.at(1).message));
    QCOMPARE(result.workspace.childrenLoaded(), 1);
    QCOMPARE(result.workspace.childrenMissing(), 2);
}

void TestDiscovery::maxFilesIsHonoured()
{
    serveTwentyChildren();
    RemoteLoadOptions options = quickLoad();
    options.maxFiles = 4;
    const RemoteLoadResult result = RemoteLoader::load(url(u"/sitemap_index.xml"_s), options);
    QVERIFY(result.ok());
    QVERIFY(result.truncated);
    QCOMPARE(result.workspace.childrenLoaded(), 3);
    QCOMPARE(result.workspace.children.size(), 20);
    QCOMPARE(m_server->requests().size(), 4);
    const QList<Finding> notes = findingsOf(result.workspace, RuleId::ChildSitemapMissing);
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes.first().message.contains(u"At most 4 files"), qPrintable(notes.first().message));
    // A cut-down workspace: export and convert refuse it without --allow-partial.
    QCOMPARE(result.workspace.limitsReached.size(), 1);
    QVERIFY2(result.workspace.limitsReached.first().contains(u"At most 4 files"),
             qPrintable(result.workspace.limitsReached.first()));
}

void TestDiscovery::maxTotalBytesIsHonoured()
{
    const QList<QUrl> children = serveTwentyChildren();
    const qint64 indexBytes = sitemapIndex(children).size();
    const qint64 childBytes = urlset({ url(u"/page-1-1"_s).toString() }).size() * 5;
    RemoteLoadOptions options = quickLoad();
    options.perHost = 1; // one after the other: the count is exact
    // The index and a few children, not all.
    options.maxTotalBytes = indexBytes + 3 * childBytes + childBytes / 2;
    const RemoteLoadResult result = RemoteLoader::load(url(u"/sitemap_index.xml"_s), options);
    QVERIFY(result.ok());
    QVERIFY(result.truncated);
    QVERIFY(!result.workspace.limitsReached.isEmpty());
    QVERIFY(result.workspace.childrenLoaded() > 0);
    QVERIFY(result.workspace.childrenLoaded() < 20);
    qint64 bytes = 0;
    for (const Sitemap &sitemap : result.workspace.sitemaps)
        bytes += sitemap.source.bytes;
    QVERIFY(bytes <= options.maxTotalBytes);
    const QList<Finding> notes = findingsOf(result.workspace, RuleId::ChildSitemapMissing);
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes.first().message.contains(u"limit of"), qPrintable(notes.first().message));
}

void TestDiscovery::rootFailure()
{
    const RemoteLoadResult result = RemoteLoader::load(url(u"/nothing.xml"_s), quickLoad());
    QVERIFY(!result.ok());
    QCOMPARE(result.root.error, FetchResult::Error::HttpStatus);
    QCOMPARE(result.root.httpStatus, 404);
    QCOMPARE(result.workspace.sitemaps.size(), 1);
    QVERIFY(result.workspace.root().failed);
    QCOMPARE(result.workspace.root().findings.size(), 1);
    QCOMPARE(result.workspace.root().findings.first().ruleId, RuleId::ReadError);
    QVERIFY(result.workspace.root().findings.first().message.contains(u"404"));
}

void TestDiscovery::fetchedUrlIsPublishLocation()
{
    // Reached through a redirect: the final address is where the file is published.
    m_server->serve(u"/maps/sitemap.xml"_s,
                    urlset({ url(u"/maps/page"_s).toString(), u"http://other.example/page"_s }));
    m_server->redirect(u"/old.xml"_s, url(u"/maps/sitemap.xml"_s).toEncoded());
    const RemoteLoadResult result = RemoteLoader::load(url(u"/old.xml"_s), quickLoad());
    QVERIFY(result.ok());
    const Sitemap &root = result.workspace.root();
    QCOMPARE(root.publishLocation, url(u"/maps/sitemap.xml"_s));
    QCOMPARE(root.source.location, url(u"/maps/sitemap.xml"_s).toString());

    Checker checker;
    checker.checkAll(result.workspace);
    QList<Finding> scope;
    for (const Finding &f : checker.findings())
        if (f.ruleId == RuleId::UrlNotAllowed)
            scope.append(f);
    QCOMPARE(scope.size(), 1);
    QCOMPARE(scope.first().entryIndex, 1);
}

QTEST_GUILESS_MAIN(TestDiscovery)
#include "tst_discovery.moc"
