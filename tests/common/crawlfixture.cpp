#include "crawlfixture.h"

#include "util/url.h"

#include "io/loader.h"
#include "testpaths.h"

#include <QFile>
#include <QNetworkProxy>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace Studio::Testing {

namespace {

struct Link
{
    QString path;
    QString anchor;
    quint8 rel = 0;
};

} // namespace

CrawlResult hostileCrawl(bool settled)
{
    CrawlResult crawl;
    const QString site = QStringLiteral("https://example.com");
    auto id = [&](const QString &path) {
        return crawl.intern(QUrl(path.startsWith(u"http") ? path : site + path));
    };
    const QString longPath = QStringLiteral(
        "/ceny/prehled?kategorie=elektronika&razeni=cena,vzestupne&strana=2&filtr=skladem"
        "&utm_source=mailing12");
    Q_ASSERT((site + longPath).size() == 120);
    crawl.startUrl = QUrl(site + u'/');
    const quint32 html = crawl.internContentType("text/html; charset=utf-8");
    const quint32 pdf = crawl.internContentType("application/pdf");

    auto page = [&](const QString &path, qint16 status, quint16 flags) {
        CrawledPage p;
        p.url = id(path);
        p.status = status;
        p.flags = quint16(flags | CrawledPage::Fetched);
        p.contentType = quint16((flags & CrawledPage::Html) ? html : 0);
        p.bytes = 1000 + path.size();
        p.responseMs = quint32(10 + path.size());
        return p;
    };
    auto addLinks = [&](CrawledPage &p, const QList<Link> &links) {
        std::vector<quint32> anchors;
        std::vector<quint8> rels;
        for (const Link &link : links) {
            p.links.push_back(id(link.path));
            anchors.push_back(crawl.internAnchor(link.anchor));
            rels.push_back(link.rel);
        }
        crawl.setLinkDetails(p.url, std::move(anchors), std::move(rels));
    };

    CrawledPage home = page(QStringLiteral("/"), 200, CrawledPage::Html | CrawledPage::Start);
    home.title = QStringLiteral("Home, \"sweet\" home");
    home.lastModified = 1700000000000; // 2023-11-14T22:13:20Z
    home.externalLinks = 3;
    addLinks(
        home,
        { { longPath, QStringLiteral("Přehled cen") },
          { QStringLiteral("/ua"), QStringLiteral("Ціни 💶"), HtmlLink::NoFollow | HtmlLink::Ugc },
          { QStringLiteral("/missing"), QStringLiteral("Say \"hi\", then\r\nleave\ttab") },
          { QStringLiteral("/old"), QStringLiteral("Old, moved") },
          { QStringLiteral("/server-error"), QString(), HtmlLink::Sponsored },
          { QStringLiteral("/timeout"), QStringLiteral("Slow =1+2") },
          { QStringLiteral("/loop-a"), QStringLiteral("Loop") },
          { QStringLiteral("/blocked"), QStringLiteral("Private") },
          { QStringLiteral("/file.pdf"), QStringLiteral("Price list (PDF)") },
          { QStringLiteral("/never"), QStringLiteral("Never fetched") } });
    crawl.setPageExtras(home.url, QStringLiteral("2023-11-01"),
                        { id(QStringLiteral("https://bücher.example/bild.png")),
                          id(QStringLiteral("/img/logo,small.png")) });
    crawl.addPage(std::move(home));

    CrawledPage prices = page(longPath, 200, CrawledPage::Html);
    prices.title = QStringLiteral("Přehled cen — Ціни");
    addLinks(prices,
             { { QStringLiteral("/"), QStringLiteral("Domů") },
               { QStringLiteral("/missing"), QStringLiteral("missing, again") } });
    crawl.setPageExtras(prices.url, QString(), { id(QStringLiteral("/img/logo,small.png")) });
    crawl.addPage(std::move(prices));

    CrawledPage ua = page(QStringLiteral("/ua"), 200, CrawledPage::Html | CrawledPage::NoindexMeta);
    ua.title = QStringLiteral("Line one\nline \"two\"");
    ua.canonical = id(QStringLiteral("/"));
    addLinks(ua, { { QStringLiteral("/"), QStringLiteral("Головна") } });
    crawl.addPage(std::move(ua));

    CrawledPage missing = page(QStringLiteral("/missing"), 404, 0);
    missing.error = FetchResult::Error::HttpStatus;
    crawl.addPage(std::move(missing));

    CrawledPage old = page(QStringLiteral("/old"), 301, 0);
    old.redirect = id(QStringLiteral("/new"));
    crawl.addPage(std::move(old));
    CrawledPage moved = page(QStringLiteral("/new"), 302, 0);
    moved.redirect = id(QStringLiteral("/final"));
    crawl.addPage(std::move(moved));
    CrawledPage final = page(QStringLiteral("/final"), 200, CrawledPage::Html);
    final.title = QStringLiteral("Final\tstop");
    crawl.setAnsweredUrl(final.url, site + QStringLiteral("/final/"));
    crawl.addPage(std::move(final));

    CrawledPage serverError = page(QStringLiteral("/server-error"), 503, 0);
    serverError.error = FetchResult::Error::HttpStatus;
    serverError.message = QStringLiteral("Service Unavailable, try \"later\"");
    crawl.addPage(std::move(serverError));

    CrawledPage timeout = page(QStringLiteral("/timeout"), 0, 0);
    timeout.error = FetchResult::Error::TimedOut;
    timeout.bytes = 0;
    crawl.addPage(std::move(timeout));

    CrawledPage loopA = page(QStringLiteral("/loop-a"), 301, 0);
    loopA.redirect = id(QStringLiteral("/loop-b"));
    crawl.addPage(std::move(loopA));
    CrawledPage loopB = page(QStringLiteral("/loop-b"), 308, 0);
    loopB.redirect = id(QStringLiteral("/loop-a"));
    crawl.addPage(std::move(loopB));

    CrawledPage blocked;
    blocked.url = id(QStringLiteral("/blocked"));
    blocked.flags = CrawledPage::BlockedByRobots;
    blocked.message = QStringLiteral("Not fetched: robots.txt line 2, \"Disallow: /blocked\"");
    crawl.addPage(std::move(blocked));

    CrawledPage file = page(QStringLiteral("/file.pdf"), 200, 0);
    file.contentType = quint16(pdf);
    crawl.addPage(std::move(file));

    // As CrawlStore::load() counts them: each followed HTML page's links.
    for (const CrawledPage &p : std::as_const(crawl.pages))
        if (p.has(CrawledPage::Html) && !p.nofollow())
            for (const quint32 target : p.links)
                crawl.addInlink(target);
    crawl.settleLinkDepths();
    // The content of the pages read as HTML, settled against an earlier crawl that saw the home
    // page as it is now and the prices page otherwise; /ua is new and states no date.
    crawl.crawledAt = 1733011200000; // 2024-12-01T00:00:00Z
    CrawlHistory history;
    history.boilerplate = { 0xc00c1e };
    PageContent before;
    before.fingerprint = ContentFingerprint::fingerprint({ 0x1111, 0x2222 }, history.boilerplate);
    before.firstSeen = 1700000000000; // 2023-11-14T22:13:20Z
    before.lastSeen = 1730000000000;
    before.changed = QStringLiteral("2023-11-14T22:13:20Z");
    history.pages.insert(Url::normalized(crawl.urlText(id(QStringLiteral("/"))).toUtf8()), before);
    before.fingerprint = ContentFingerprint::fingerprint({ 0x3333, 0x4444 }, history.boilerplate);
    history.pages.insert(Url::normalized(crawl.urlText(id(longPath)).toUtf8()), before);
    crawl.history = std::make_shared<CrawlHistory>(std::move(history));
    auto read = [&crawl](quint32 url, std::vector<quint64> blocks) {
        for (qsizetype i = 0; i < crawl.pages.size(); ++i)
            if (crawl.pages.at(i).url == url)
                crawl.setContentBlocks(i, std::move(blocks));
    };
    read(id(QStringLiteral("/")), { 0x1111, 0xc00c1e, 0x2222 });
    read(id(longPath), { 0x3333, 0xc00c1e });
    read(id(QStringLiteral("/ua")), {});
    if (settled)
        crawl.settleContent();
    return crawl;
}

int storeVersion(const QString &path)
{
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("version"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            query.exec(QStringLiteral("PRAGMA user_version"));
            version = query.next() ? query.value(0).toInt() : -1;
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("version"));
    return version;
}

QString hostileCrawlSitemap()
{
    return TestPaths::data(QStringLiteral("crawltables/sitemap.xml"));
}

bool CrawlCliFixture::setUpSite(int maxRequests)
{
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    if (!m_dir.isValid() || !m_server.listen())
        return false;
    m_server.setMaxRequests(maxRequests);
    return true;
}

QString CrawlCliFixture::writeSitemap(const QString &name, const QStringList &paths) const
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &path : paths)
        xml += "  <url><loc>" + m_server.url(path).toEncoded().replace("&", "&amp;")
            + "</loc></url>\n";
    xml += "</urlset>\n";
    QFile out(file(name));
    if (!out.open(QIODevice::WriteOnly) || out.write(xml) != xml.size())
        return {};
    return out.fileName();
}

QHash<QByteArray, int> CrawlCliFixture::asked() const
{
    QHash<QByteArray, int> out;
    for (const TestRequest &request : m_server.requests())
        ++out[request.target];
    return out;
}

QString CrawlCliFixture::asString(const QHash<QByteArray, int> &asked)
{
    QStringList out;
    for (auto it = asked.cbegin(); it != asked.cend(); ++it)
        out.append(QString::fromUtf8(it.key()) + QStringLiteral(" ×")
                   + QString::number(it.value()));
    out.sort();
    return out.join(u'\n');
}

QStringList CrawlCliFixture::paths(const Workspace &workspace)
{
    QStringList out;
    for (const Sitemap &sitemap : workspace.sitemaps)
        for (const UrlEntry &entry : sitemap.entries)
            out.append(QUrl(entry.loc()).path());
    return out;
}

QStringList CrawlCliFixture::locs(const QString &sitemap)
{
    QStringList out;
    const Workspace workspace = Loader::open(sitemap);
    for (const Sitemap &s : workspace.sitemaps)
        for (const UrlEntry &entry : s.entries)
            out.append(entry.loc());
    out.sort();
    return out;
}

} // namespace Studio::Testing
