// CrawlStore: a crawl of the loopback site kept as it goes and loaded again is the same crawl,
// page by page (status, verdict, redirects, canonicals, links, inlinks, hreflang, titles, dates,
// flags), with its cuts, totals, options and robots.txt decisions; files that are no crawl
// store, or one from a newer version, are refused with the reason; a crawl stopped at a page
// limit and resumed from its store ends with exactly the pages of an uninterrupted crawl, each
// page of the first run fetched once; each page's response time is kept, and a store of schema
// version 1 (before response times) is migrated when opened and loads the same pages; each
// link's anchor text (quotes, commas, line breaks, tabs, Czech, Ukrainian, an emoji) and rel
// are kept, and a store of version 3 (before anchors) is migrated, its links without them, or
// read as it is when it cannot be written; each page's content (blocks, fingerprint, first and
// last seen, changed), the crawl's time and boilerplate and the history it was given are kept,
// and a crawl killed before it settled settles when it goes on.

#include "crawlfixture.h"
#include "hostilesite.h"
#include "loopbacksite.h"
#include "net/crawler.h"
#include "net/crawlstore.h"
#include "testhttpserver.h"
#include "util/url.h"
#include "util/w3cdatetime.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

CrawlOptions quick()
{
    CrawlOptions options;
    options.timeoutMs = 1500;
    options.pageTimeoutMs = 8000;
    options.maxPageBytes = 256 * 1024;
    return options;
}

// Crawls (or goes on with `earlier`) and keeps the crawl in `store` as it goes.
CrawlResult crawlInto(CrawlStore &store, const QUrl &start, const CrawlOptions &options,
                      CrawlResult *earlier = nullptr)
{
    Crawler crawler(options);
    QObject::connect(&crawler, &Crawler::pageDone,
                     [&](qsizetype index) { store.pageDone(crawler.result(), index); });
    QSignalSpy finished(&crawler, &Crawler::finished);
    if (earlier) {
        crawler.resumeFrom(std::move(*earlier));
    } else {
        QString error;
        if (!store.begin(start, options, &error))
            QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        crawler.start(start);
    }
    if (!finished.wait(60000))
        QTest::qFail("finished() never came", __FILE__, __LINE__);
    QString error;
    if (!store.finish(crawler.result(), &error))
        QTest::qFail(qPrintable(error), __FILE__, __LINE__);
    return crawler.takeResult();
}

// One line per page with everything a report shows of it, URLs as text.
QStringList describe(const CrawlResult &crawl)
{
    QStringList lines;
    for (const CrawledPage &page : crawl.pages) {
        if (!page.isDone())
            continue; // met, not done: a store keeps only what was done
        // Each link with its anchor text and rel, quoted so that a text's own spaces and bars
        // stay apart from the separators.
        QStringList links;
        for (size_t i = 0; i < page.links.size(); ++i)
            links.append(crawl.urlText(page.links[i]) + u"[\""_s
                         + crawl.linkAnchor(page, qsizetype(i)) + u"\" "_s
                         + HtmlLink::relText(crawl.linkRel(page, qsizetype(i))) + u']');
        QStringList images;
        for (const quint32 id : crawl.images(page))
            images.append(crawl.urlText(id));
        QStringList alternates;
        for (const CrawledPage::Alternate &a : page.alternates)
            alternates.append(crawl.hreflang(a.hreflang) + u'=' + crawl.urlText(a.url));
        // The content's fingerprint and history, times against the crawl's own (a crawl gone
        // on with keeps the time its first run started).
        QString content;
        if (const std::optional<PageContent> c = crawl.content(page)) {
            const QString now = ContentFingerprint::timeText(crawl.crawledAt);
            content = ContentFingerprint::toHex(c->fingerprint) + u'/'
                + QString::number(c->firstSeen - crawl.crawledAt) + u'/'
                + QString::number(c->lastSeen - crawl.crawledAt) + u'/'
                + (c->changed == now ? u"now"_s : c->changed);
        }
        lines.append(QStringList {
            crawl.urlText(page.url), QString::number(page.status),
            QString(CrawlResult::indexabilityId(crawl.indexability(page))),
            page.isRedirect() ? crawl.urlText(page.redirect) : QString(),
            page.canonical == CrawledPage::NoUrl ? QString() : crawl.urlText(page.canonical),
            QString::number(page.depth), QString::number(page.linkDepth), QString::number(page.flags),
            QString::fromLatin1(crawl.contentType(page)), QString::number(int(page.error)),
            QString::number(page.bytes), QString::number(page.lastModified), page.title,
            page.message, crawl.answeredUrl(page), QString::number(page.externalLinks),
            QString::number(crawl.inlinks(page.url)), links.join(u' '), alternates.join(u' '),
            QString::number(page.responseMs), crawl.pageModified(page),
            QString(pageDateSourceId(page.modifiedSource)), images.join(u' '), content }
                         .join(u" | "));
    }
    lines.sort();
    return lines;
}

// Takes away what version 6 added (content and its history), as a store of version 5 lacks it.
void dropVersion6(QSqlQuery &query)
{
    for (const QString &column : { u"content_blocks"_s, u"fingerprint"_s, u"first_seen"_s,
                                   u"last_seen"_s, u"content_changed"_s })
        QVERIFY2(query.exec(u"ALTER TABLE pages DROP COLUMN "_s + column),
                 qPrintable(query.lastError().text()));
    QVERIFY(query.exec(u"DROP TABLE history"_s));
    QVERIFY(query.exec(
        u"DELETE FROM meta WHERE key IN ('crawledAt', 'boilerplate', 'historyBoilerplate')"_s));
}

} // namespace

class TestCrawlStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void keptAndLoadedAgain();
    void cutsAndOptionsKept();
    void notAStore_data();
    void notAStore();
    void resumedEndsAsUninterrupted();
    void responseTimesAndMigration();
    void anchorsKept();
    void anchorsMigratedFromVersion3();
    void contentHistoryKept();
    void contentSettledPastTheSample();

private:
    TestHttpServer m_server;
    QTemporaryDir m_dir;
};

void TestCrawlStore::initTestCase()
{
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_dir.isValid());
    QVERIFY(m_server.listen());
    LoopbackSite::install(m_server);
}

void TestCrawlStore::keptAndLoadedAgain()
{
    const QString path = m_dir.filePath(u"site.crawl"_s);
    CrawlResult crawled;
    {
        CrawlStore store;
        QString error;
        QVERIFY2(store.open(path, true, &error), qPrintable(error));
        crawled = crawlInto(store, m_server.url(u"/"_s), quick());
    }
    QVERIFY(crawled.isComplete());
    QVERIFY(crawled.pages.size() > 250);

    CrawlStore store;
    QString error;
    QVERIFY2(store.open(path, false, &error), qPrintable(error));
    CrawlResult loaded;
    CrawlOptions options;
    bool finished = false;
    QVERIFY2(store.load(&loaded, &options, &finished, &error), qPrintable(error));
    QVERIFY(finished);
    QVERIFY(loaded.isComplete());
    QCOMPARE(loaded.startUrl, crawled.startUrl);
    QCOMPARE(describe(loaded), describe(crawled));
    QCOMPARE(loaded.bytes, crawled.bytes);
    QCOMPARE(loaded.requests, crawled.requests);
    QCOMPARE(loaded.elapsedMs, crawled.elapsedMs);
    QCOMPARE(loaded.pagesFetched(), crawled.pagesFetched());
    QCOMPARE(loaded.pagesFailed(), crawled.pagesFailed());
    // robots.txt kept: what Googlebot may fetch is judged the same way without the network.
    for (const QString &path : { u"/private/secret"_s, u"/about"_s, u"/"_s })
        for (const QStringView agent : { u"Googlebot", u"SitemapStudio", u"otherbot" })
            QCOMPARE(loaded.isDisallowed(m_server.url(path), agent),
                     crawled.isDisallowed(m_server.url(path), agent));
    QVERIFY(loaded.isDisallowed(m_server.url(u"/private/secret"_s), u"Googlebot"));
    // A redirect chain followed across pages, as loaded.
    const CrawledPage *chain = loaded.page(m_server.url(u"/chain-1"_s));
    QVERIFY(chain);
    QCOMPARE(loaded.url(loaded.finalUrl(*chain)), m_server.url(u"/chain-end"_s));
}

void TestCrawlStore::cutsAndOptionsKept()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    HostileSite::install(server, HostileSite::Calendar | HostileSite::MetaRefresh, 1);
    CrawlOptions options = quick();
    options.maxQueryVariants = 5;
    options.maxDepth = 40;
    options.delayMs = 3;
    options.scope = CrawlOptions::Scope::Folder;
    options.extraUrls = { server.url(u"/good/3"_s), server.url(u"/not-linked"_s) };
    const QString path = m_dir.filePath(u"cuts.crawl"_s);
    CrawlStore store;
    QString error;
    QVERIFY2(store.open(path, true, &error), qPrintable(error));
    const CrawlResult crawled = crawlInto(store, server.url(u"/"_s), options);
    QCOMPARE(crawled.cuts.size(), 1);

    CrawlStore again;
    QVERIFY2(again.open(path, false, &error), qPrintable(error));
    CrawlResult loaded;
    CrawlOptions kept;
    bool finished = false;
    QVERIFY2(again.load(&loaded, &kept, &finished, &error), qPrintable(error));
    QCOMPARE(loaded.cuts.size(), 1);
    QCOMPARE(loaded.cuts.first().describe(), crawled.cuts.first().describe());
    QCOMPARE(loaded.cuts.first().examples, crawled.cuts.first().examples);
    QCOMPARE(kept.maxQueryVariants, 5);
    QCOMPARE(kept.maxDepth, 40);
    QCOMPARE(kept.delayMs, 3);
    QCOMPARE(kept.scope, CrawlOptions::Scope::Folder);
    QCOMPARE(kept.timeoutMs, 1500);
    QCOMPARE(kept.extraUrls, options.extraUrls);
    QCOMPARE(describe(loaded), describe(crawled));
    const CrawledPage *refresh = loaded.page(server.url(u"/refresh"_s));
    QVERIFY(refresh && refresh->has(CrawledPage::MetaRefresh));
    QCOMPARE(loaded.indexability(*refresh), CrawlResult::Indexability::Redirect);
}

void TestCrawlStore::notAStore_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes"); // written as the file; empty: made below
    QTest::addColumn<QString>("words");
    QTest::newRow("a sitemap") << u"sitemap.xml"_s
                               << QByteArray("<?xml version=\"1.0\"?><urlset/>")
                               << u"is not a crawl kept by Sitemap Studio"_s;
    QTest::newRow("another SQLite database") << u"other.db"_s << QByteArray()
                                             << u"is not a crawl kept by Sitemap Studio"_s;
    QTest::newRow("a newer version") << u"newer.crawl"_s << QByteArray()
                                     << u"newer Sitemap Studio"_s;
    QTest::newRow("no such file") << u"missing.crawl"_s << QByteArray() << u"does not exist"_s;
}

void TestCrawlStore::notAStore()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, words);
    const QString path = m_dir.filePath(name);
    if (!bytes.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    } else if (name == u"other.db") {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(u"CREATE TABLE notes (text TEXT)"_s));
        db.close();
    } else if (name == u"newer.crawl") {
        {
            CrawlStore store;
            QString error;
            QVERIFY(store.open(path, true, &error));
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"newer"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(u"PRAGMA user_version=%1"_s.arg(CrawlStore::SchemaVersion + 1)));
        db.close();
    }
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    CrawlStore store;
    QString error;
    QVERIFY(!store.open(path, name != u"missing.crawl", &error) || name == u"missing.crawl");
    if (name == u"missing.crawl")
        QVERIFY(!CrawlStore().open(path, false, &error));
    QVERIFY2(error.contains(words), qPrintable(error));
    QVERIFY2(error.contains(path), qPrintable(error));
    // Refused files are left as they were.
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        QCOMPARE(file.readAll(), before);
    else
        QVERIFY(!QFile::exists(path));
}

// A crawl cut at 40 pages, kept, loaded and resumed without a limit, ends with the pages of an
// uninterrupted crawl; what the first run fetched is not fetched again.
void TestCrawlStore::resumedEndsAsUninterrupted()
{
    m_server.clearRequests();
    CrawlOptions whole = quick();
    whole.maxPages = 0;
    CrawlResult uninterrupted;
    {
        CrawlStore store;
        QString error;
        QVERIFY(store.open(m_dir.filePath(u"whole.crawl"_s), true, &error));
        uninterrupted = crawlInto(store, m_server.url(u"/"_s), whole);
    }
    m_server.clearRequests();

    const QString path = m_dir.filePath(u"resumed.crawl"_s);
    CrawlOptions first = whole;
    first.maxPages = 40;
    {
        CrawlStore store;
        QString error;
        QVERIFY(store.open(path, true, &error));
        const CrawlResult cut = crawlInto(store, m_server.url(u"/"_s), first);
        QVERIFY(cut.pageLimitReached);
    }
    const QList<TestRequest> firstRun = m_server.requests();
    m_server.clearRequests();

    CrawlStore store;
    QString error;
    QVERIFY(store.open(path, false, &error));
    CrawlResult earlier;
    CrawlOptions options;
    bool finished = false;
    QVERIFY2(store.load(&earlier, &options, &finished, &error), qPrintable(error));
    QCOMPARE(options.maxPages, 40);
    QVERIFY(earlier.pagesFetched() <= 40);
    options.maxPages = 0;
    const CrawlResult resumed = crawlInto(store, {}, options, &earlier);
    QVERIFY2(resumed.isComplete(), qPrintable(resumed.limitsReached.join(u"; "_s)));
    QCOMPARE(describe(resumed).size(), describe(uninterrupted).size());
    QStringList a, b;
    for (const CrawledPage &page : resumed.pages)
        a.append(resumed.urlText(page.url) + u' '
                 + CrawlResult::indexabilityId(resumed.indexability(page)));
    for (const CrawledPage &page : uninterrupted.pages)
        b.append(uninterrupted.urlText(page.url) + u' '
                 + CrawlResult::indexabilityId(uninterrupted.indexability(page)));
    a.sort();
    b.sort();
    QCOMPARE(a, b);
    // Pages fetched by the first run are not asked again (robots.txt is).
    QSet<QString> before;
    for (const TestRequest &request : firstRun)
        if (request.path != u"/robots.txt" && request.path != u"/busy")
            before.insert(QString::fromUtf8(request.target));
    for (const TestRequest &request : m_server.requests())
        QVERIFY2(!before.contains(QString::fromUtf8(request.target)),
                 qPrintable(u"asked again: "_s + QString::fromUtf8(request.target)));
    // And the store holds the whole crawl now.
    CrawlStore reread;
    QVERIFY(reread.open(path, false, &error));
    CrawlResult loaded;
    QVERIFY(reread.load(&loaded, &options, &finished, &error));
    QVERIFY(finished);
    QCOMPARE(describe(loaded), describe(resumed));
    // Going on with a crawl that is whole asks for nothing but robots.txt: every page the
    // resumed run added was kept beside those of the first, none in their place.
    m_server.clearRequests();
    const CrawlResult again = crawlInto(reread, {}, options, &loaded);
    for (const TestRequest &request : m_server.requests())
        QCOMPARE(request.path, u"/robots.txt"_s);
    QCOMPARE(describe(again), describe(resumed));
}

namespace {

// Keeps `crawl` in a new store at `path`, page by page as a crawl does.
bool keep(const QString &path, const CrawlResult &crawl, QString *error)
{
    CrawlStore store;
    if (!store.open(path, true, error) || !store.begin(crawl.startUrl, CrawlOptions(), error))
        return false;
    for (qsizetype i = 0; i < crawl.pages.size(); ++i)
        store.pageDone(crawl, i);
    return store.finish(crawl, error);
}

} // namespace

// The hand-made crawl's hostile anchors, kept and read back as they were, each link's rel
// with them; a text met on several pages is kept once.
void TestCrawlStore::anchorsKept()
{
    const CrawlResult crawl = hostileCrawl();
    const QString path = m_dir.filePath(u"anchors.crawl"_s);
    QString error;
    QVERIFY2(keep(path, crawl, &error), qPrintable(error));
    CrawlResult loaded;
    CrawlOptions options;
    bool finished = false;
    QVERIFY2(CrawlStore::read(path, &loaded, &options, &finished, &error), qPrintable(error));
    QCOMPARE(describe(loaded), describe(crawl));
    const CrawledPage *home = loaded.page(QUrl(u"https://example.com/"_s));
    QVERIFY(home);
    QCOMPARE(loaded.linkAnchor(*home, 2), u"Say \"hi\", then\r\nleave\ttab"_s);
    QCOMPARE(loaded.linkAnchor(*home, 1), u"Ціни 💶"_s);
    QCOMPARE(loaded.linkRel(*home, 1), quint8(HtmlLink::NoFollow | HtmlLink::Ugc));
    QCOMPARE(loaded.linkAnchor(*home, 0), u"Přehled cen"_s);
    QCOMPARE(loaded.anchorCount(), crawl.anchorCount());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"anchors"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"SELECT count(*), count(DISTINCT text) FROM anchors"_s)
                && query.next());
        QCOMPARE(query.value(0).toInt(), query.value(1).toInt());
        QCOMPARE(query.value(0).toInt(), int(crawl.anchorCount()) - 1); // "" is never written
        db.close();
    }
    QSqlDatabase::removeDatabase(u"anchors"_s);
}

// The content of each page (its fingerprint and history), the crawl's time and boilerplate,
// and the history the crawl was given, kept and loaded again whole; a crawl killed before it
// settled keeps its pages' blocks, and settles when it goes on (with the history it was
// given). The fingerprint of a page without text is kept as one.
void TestCrawlStore::contentHistoryKept()
{
    const CrawlResult crawl = hostileCrawl();
    auto given = std::make_shared<CrawlHistory>();
    given->boilerplate = { 0xc00c1e, 0xbeef };
    PageContent old;
    old.fingerprint = 0x0123456789abcdef;
    old.firstSeen = 1700000000000;
    old.lastSeen = 1730000000000;
    old.changed = u"2023-11-14T22:13:20Z"_s; // as hostileCrawl()'s own history has it
    given->pages.insert(Url::normalized("https://example.com/"), old);
    old.fingerprint = 0xfedcba9876543210;
    old.changed = u"2023-11-14T23:13:20+01:00"_s;
    given->pages.insert(Url::normalized("https://example.com/gone-since"), old);
    CrawlOptions options;
    options.history = given;
    const QString path = m_dir.filePath(u"history.crawl"_s);
    QString error;
    {
        CrawlStore store;
        QVERIFY2(store.open(path, true, &error), qPrintable(error));
        QVERIFY2(store.begin(crawl.startUrl, options, &error), qPrintable(error));
        for (qsizetype i = 0; i < crawl.pages.size(); ++i)
            store.pageDone(crawl, i);
        QVERIFY2(store.finish(crawl, &error), qPrintable(error));
    }
    CrawlResult loaded;
    CrawlOptions loadedOptions;
    bool finished = false;
    QVERIFY2(CrawlStore::read(path, &loaded, &loadedOptions, &finished, &error),
             qPrintable(error));
    QCOMPARE(describe(loaded), describe(crawl));
    QCOMPARE(loaded.crawledAt, crawl.crawledAt);
    QCOMPARE(loaded.boilerplate, crawl.boilerplate);
    QVERIFY(loaded.contentSettled);
    QVERIFY(loaded.content(*loaded.page(QUrl(u"https://example.com/ua"_s))));
    QVERIFY(!loaded.content(*loaded.page(QUrl(u"https://example.com/missing"_s))));
    QVERIFY(loadedOptions.history);
    QCOMPARE(loadedOptions.history->boilerplate, given->boilerplate);
    QCOMPARE(loadedOptions.history->pages.size(), 2);
    for (auto it = given->pages.cbegin(); it != given->pages.cend(); ++it) {
        const PageContent back = loadedOptions.history->pages.value(it.key());
        QCOMPARE(back.fingerprint, it->fingerprint);
        QCOMPARE(back.firstSeen, it->firstSeen);
        QCOMPARE(back.lastSeen, it->lastSeen);
        QCOMPARE(back.changed, it->changed);
    }

    // Killed before it settled: the blocks kept, nothing fingerprinted; settled on going on.
    const QString killed = m_dir.filePath(u"history-killed.crawl"_s);
    {
        CrawlStore store;
        QVERIFY2(store.open(killed, true, &error), qPrintable(error));
        CrawlResult unsettled = hostileCrawl(false);
        CrawlOptions own;
        own.history = unsettled.history;
        QVERIFY2(store.begin(crawl.startUrl, own, &error), qPrintable(error));
        for (qsizetype i = 0; i < unsettled.pages.size(); ++i)
            store.pageDone(unsettled, i);
        QVERIFY2(store.flush(unsettled, &error), qPrintable(error));
    }
    QVERIFY2(CrawlStore::read(killed, &loaded, &loadedOptions, &finished, &error),
             qPrintable(error));
    QVERIFY(!finished);
    const CrawledPage &home = *loaded.page(QUrl(u"https://example.com/"_s));
    QVERIFY(!loaded.content(home));
    QCOMPARE(*loaded.unsettledBlocks(home), (std::vector<quint64> { 0x1111, 0xc00c1e, 0x2222 }));
    loaded.settleContent();
    QCOMPARE(describe(loaded), describe(crawl));
}

// A crawl past the sample: the pages written before the boilerplate settled are given their
// fingerprints by the next write and lose their blocks; no page of the store keeps blocks, and
// the store holds a few bytes a page for its content. Loaded again, each page's content is as
// the crawl had it, and a store killed after the sample goes on fingerprinting at once.
void TestCrawlStore::contentSettledPastTheSample()
{
    CrawlResult crawl;
    crawl.startUrl = QUrl(u"https://example.com/"_s);
    crawl.crawledAt = 1733011200000;
    CrawlOptions options;
    const QString path = m_dir.filePath(u"sample.crawl"_s);
    QString error;
    CrawlStore store;
    QVERIFY2(store.open(path, true, &error), qPrintable(error));
    QVERIFY2(store.begin(crawl.startUrl, options, &error), qPrintable(error));
    const int pages = ContentFingerprint::SamplePages * 2 + 10;
    for (int n = 0; n < pages; ++n) {
        CrawledPage page;
        page.url = crawl.intern(
            QUrl(u"https://example.com/shop/category-%1/product-with-a-long-name?colour=blue&size=%2"_s
                     .arg(n % 7)
                     .arg(n)));
        page.status = 200;
        page.flags = CrawledPage::Fetched | CrawledPage::Html;
        const qsizetype index = crawl.addPage(page);
        crawl.setContentBlocks(index, { 0x4e4e, 0xc00c1e, quint64(n) * 31 + 1, 0x4e4f });
        store.pageDone(crawl, index);
        if (n == 10)
            QVERIFY2(store.flush(crawl, &error), qPrintable(error));
    }
    QVERIFY2(store.finish(crawl, &error), qPrintable(error));
    QCOMPARE(crawl.boilerplate, (QSet<quint64> { 0x4e4e, 0xc00c1e, 0x4e4f }));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"sample"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"SELECT count(*), count(content_blocks), count(fingerprint),"
                           " count(first_seen), count(content_changed) FROM pages"_s)
                && query.next());
        QCOMPARE(query.value(0).toInt(), pages);
        QCOMPARE(query.value(1).toInt(), 0); // no blocks left
        QCOMPARE(query.value(2).toInt(), pages);
        QCOMPARE(query.value(3).toInt(), 0); // the crawl's own time: NULL
        QCOMPARE(query.value(4).toInt(), 0);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"sample"_s);
    CrawlResult loaded;
    CrawlOptions loadedOptions;
    bool finished = false;
    QVERIFY2(CrawlStore::read(path, &loaded, &loadedOptions, &finished, &error),
             qPrintable(error));
    QCOMPARE(describe(loaded), describe(crawl));
    QVERIFY(loaded.contentSettled);
    QCOMPARE(loaded.boilerplate, crawl.boilerplate);
    // Going on: a page read now is fingerprinted at once, under the kept boilerplate.
    CrawledPage more;
    more.url = loaded.intern(QUrl(u"https://example.com/more"_s));
    more.status = 200;
    more.flags = CrawledPage::Fetched | CrawledPage::Html;
    const qsizetype index = loaded.addPage(more);
    loaded.setContentBlocks(index, { 0x4e4e, 7 });
    QCOMPARE(loaded.content(loaded.pages.at(index))->fingerprint,
             ContentFingerprint::fingerprint({ 7 }, {}));
}

// A store of version 3, made as version 3 made it (no anchors table, no link columns), is
// migrated when opened: its links read without anchor text or rel, the rest as before. One that
// cannot be written is read as it is.
void TestCrawlStore::anchorsMigratedFromVersion3()
{
    CrawlResult crawl = hostileCrawl();
    const QString path = m_dir.filePath(u"version3.crawl"_s);
    QString error;
    QVERIFY2(keep(path, crawl, &error), qPrintable(error));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"downgrade3"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"ALTER TABLE pages DROP COLUMN link_anchors"_s));
        QVERIFY(query.exec(u"ALTER TABLE pages DROP COLUMN link_rels"_s));
        QVERIFY(query.exec(u"ALTER TABLE pages DROP COLUMN rendering"_s)); // version 5's
        dropVersion6(query);
        QVERIFY(query.exec(u"DROP TABLE anchors"_s));
        QVERIFY(query.exec(u"PRAGMA user_version=3"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"downgrade3"_s);
    QCOMPARE(storeVersion(path), 3);
    // What version 3 kept: the links without their details, the pages without their content.
    for (const CrawledPage &page : std::as_const(crawl.pages))
        crawl.setLinkDetails(page.url, {}, {});
    crawl.forgetContent();

    // Read-only first (when the file system refuses the writes: not for root), then written.
    const QString readOnly = m_dir.filePath(u"version3-readonly.crawl"_s);
    QVERIFY(QFile::copy(path, readOnly));
    QVERIFY(QFile::setPermissions(readOnly, QFileDevice::ReadOwner | QFileDevice::ReadUser));
    CrawlResult loaded;
    CrawlOptions options;
    bool finished = false;
    QVERIFY2(CrawlStore::read(readOnly, &loaded, &options, &finished, &error), qPrintable(error));
    QCOMPARE(describe(loaded), describe(crawl));
    if (QFileInfo(readOnly).isWritable() && !QFile(readOnly).open(QIODevice::ReadWrite))
        QCOMPARE(storeVersion(readOnly), 3);

    QVERIFY2(CrawlStore::read(path, &loaded, &options, &finished, &error), qPrintable(error));
    QCOMPARE(storeVersion(path), CrawlStore::SchemaVersion);
    QVERIFY(finished);
    QCOMPARE(describe(loaded), describe(crawl));
    const CrawledPage *home = loaded.page(QUrl(u"https://example.com/"_s));
    QCOMPARE(loaded.linkAnchor(*home, 0), QString());
    QCOMPARE(loaded.linkRel(*home, 1), quint8(0));

    // Written on after the migration (a resumed crawl): the new pages' anchors kept.
    CrawlResult more = hostileCrawl();
    const QString again = m_dir.filePath(u"version3-again.crawl"_s);
    QVERIFY(QFile::copy(path, again));
    {
        CrawlStore store;
        QVERIFY2(store.open(again, false, &error), qPrintable(error));
        CrawlResult resumed;
        QVERIFY2(store.load(&resumed, &options, &finished, &error), qPrintable(error));
        CrawledPage extra;
        extra.url = resumed.intern(QUrl(u"https://example.com/extra"_s));
        extra.flags = CrawledPage::Fetched | CrawledPage::Html;
        extra.status = 200;
        extra.links = { resumed.intern(QUrl(u"https://example.com/"_s)) };
        resumed.setLinkDetails(extra.url, { resumed.internAnchor(u"Zpět, \"domů\""_s) },
                               { HtmlLink::Sponsored });
        const qsizetype index = resumed.addPage(std::move(extra));
        store.pageDone(resumed, index);
        QVERIFY2(store.finish(resumed, &error), qPrintable(error));
    }
    QVERIFY2(CrawlStore::read(again, &loaded, &options, &finished, &error), qPrintable(error));
    const CrawledPage *extra = loaded.page(QUrl(u"https://example.com/extra"_s));
    QVERIFY(extra);
    QCOMPARE(loaded.linkAnchor(*extra, 0), u"Zpět, \"domů\""_s);
    QCOMPARE(loaded.linkRel(*extra, 0), quint8(HtmlLink::Sponsored));
}

QTEST_GUILESS_MAIN(TestCrawlStore)
#include "tst_crawlstore.moc"

// A page that answers after 400 ms is kept with its response time; a store of version 1, made
// by taking the column away again, is migrated when opened and loads as before, its times 0.
void TestCrawlStore::responseTimesAndMigration()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.serve(u"/"_s, "<html><head><title>Home</title><meta property=og:updated_time "
                         "content=2024-01-02T03:04:05Z></head><body><a href=\"/slow\">slow</a>"
                         "<img src=/a.png><img srcset=\"/b.png 1x, /b@2x.png 2x\"></body></html>",
                 "text/html");
    TestResponse slow = TestResponse::ok("<html><head><title>Slow</title></head></html>",
                                         "text/html");
    slow.delayMs = 400;
    server.route(u"/slow"_s, slow);
    const QString path = m_dir.filePath(u"times.crawl"_s);
    CrawlResult crawled;
    {
        CrawlStore store;
        QString error;
        QVERIFY2(store.open(path, true, &error), qPrintable(error));
        crawled = crawlInto(store, server.url(u"/"_s), quick());
    }
    const CrawledPage *slowPage = crawled.page(server.url(u"/slow"_s));
    QVERIFY(slowPage);
    QVERIFY2(slowPage->responseMs >= 400 && slowPage->responseMs < 5000,
             qPrintable(QString::number(slowPage->responseMs)));
    QVERIFY(crawled.page(server.url(u"/"_s))->responseMs < slowPage->responseMs);

    CrawlResult loaded;
    CrawlOptions options;
    bool finished = false;
    QString error;
    QVERIFY2(CrawlStore::read(path, &loaded, &options, &finished, &error), qPrintable(error));
    QCOMPARE(loaded.page(server.url(u"/slow"_s))->responseMs, slowPage->responseMs);
    // The page's own date and images, kept.
    const CrawledPage *home = loaded.page(server.url(u"/"_s));
    QCOMPARE(loaded.pageModified(*home), u"2024-01-02T03:04:05Z"_s);
    QCOMPARE(home->modifiedSource, PageDateSource::OgUpdatedTime);
    QCOMPARE(loaded.images(*home).size(), size_t(2));
    QCOMPARE(loaded.urlText(loaded.images(*home).back()), server.url(u"/b@2x.png"_s).toString());
    QCOMPARE(describe(loaded), describe(crawled));

    // Back to version 1: none of the columns added since.
    auto version = [&path](const QString &connection) {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        db.setDatabaseName(path);
        if (!db.open())
            return -1;
        QSqlQuery query(db);
        query.exec(u"PRAGMA user_version"_s);
        const int v = query.next() ? query.value(0).toInt() : -1;
        db.close();
        return v;
    };
    QCOMPARE(version(u"before"_s), CrawlStore::SchemaVersion);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"downgrade"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (const QString &column :
             { u"response_ms"_s, u"page_modified"_s, u"modified_source"_s, u"images"_s,
               u"link_anchors"_s, u"link_rels"_s, u"rendering"_s })
            QVERIFY2(query.exec(u"ALTER TABLE pages DROP COLUMN "_s + column),
                     qPrintable(query.lastError().text()));
        dropVersion6(query);
        QVERIFY(query.exec(u"DROP TABLE anchors"_s));
        QVERIFY(query.exec(u"PRAGMA user_version=1"_s));
        db.close();
    }
    QCOMPARE(version(u"downgraded"_s), 1);
    CrawlResult migrated;
    QVERIFY2(CrawlStore::read(path, &migrated, &options, &finished, &error), qPrintable(error));
    QCOMPARE(version(u"migrated"_s), CrawlStore::SchemaVersion);
    QVERIFY(finished);
    QCOMPARE(migrated.page(server.url(u"/slow"_s))->responseMs, 0u);
    QVERIFY(migrated.pageModified(*migrated.page(server.url(u"/"_s))).isEmpty());
    // Everything else as it was: what version 1 did not keep cleared on both sides.
    for (CrawledPage &page : crawled.pages) {
        page.responseMs = 0;
        page.modifiedSource = PageDateSource::None;
        crawled.setPageExtras(page.url, QString(), {});
        crawled.setLinkDetails(page.url, {}, {});
    }
    crawled.forgetContent();
    QCOMPARE(describe(migrated), describe(crawled));
}
