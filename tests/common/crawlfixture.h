#pragma once

#include "model/workspace.h"
#include "net/crawler.h"
#include "testhttpserver.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace Studio::Testing {

// A crawl built by hand, the same on every run, for the crawl tables' expected files
// (tests/data/crawltables/): https://example.com/ with pages of every verdict, a redirect chain
// and a loop, links whose anchors hold quotes, commas, CR, LF, tabs, Czech, Ukrainian and an
// emoji with each rel, a 120-character URL with a query string and a comma, and an image on an
// IDN host. Inlinks and link depths are settled as CrawlStore::load() settles them, so that the
// crawl kept in a store and read back writes the same tables.
CrawlResult hostileCrawl(bool settled = true);

// The sitemap that tests/data/crawltables/sitemap.xml is: the home page and the redirect's
// target, for the table of missing pages.
QString hostileCrawlSitemap();

// The schema version of the crawl store at `path` (PRAGMA user_version); -1 when it cannot be
// read.
int storeVersion(const QString &path);

// What the end-to-end tests of the crawl commands share: a site served on 127.0.0.1 by the
// test's own process while the CLI runs as a child of it (runCliServing), a folder for what the
// runs write, and what the tests ask of both. A test class derives from it (after QObject)
// and calls setUpSite() from its initTestCase(), then routes the site's pages.
class CrawlCliFixture
{
protected:
    TestHttpServer m_server;
    QTemporaryDir m_dir;

    // No proxy for this process (the children get none either), the folder made, the server
    // listening, with a bound of `maxRequests` on what the test's runs may ask all together
    // (TestHttpServer::setMaxRequests); false when one of them fails.
    bool setUpSite(int maxRequests);
    QString site() const { return m_server.url(QStringLiteral("/")).toString(); }
    QString file(const QString &name) const { return m_dir.filePath(name); }
    // The server's address of `path` (which may carry a query), fully encoded.
    QString siteUrl(const QString &path) const
    {
        return QString::fromLatin1(m_server.url(path).toEncoded());
    }
    // A sitemap file in the folder that lists the server's `paths`; its path, empty when it
    // cannot be written.
    QString writeSitemap(const QString &name, const QStringList &paths) const;
    // How often each target (path and query, as sent) was asked since the last clear.
    QHash<QByteArray, int> asked() const;
    // The same as lines "target ×N", sorted: for a failure's message.
    static QString asString(const QHash<QByteArray, int> &asked);
    // The path of each URL of the workspace's sitemaps, in document order.
    static QStringList paths(const Workspace &workspace);
    // The locations the sitemap file (and its children) lists, sorted.
    static QStringList locs(const QString &sitemap);
};

} // namespace Studio::Testing
