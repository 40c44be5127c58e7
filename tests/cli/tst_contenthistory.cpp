// sitemap-studio-cli crawl --since, --lastmod history, crawl-diff's content changes and
// crawl-table --table history, end to end, against sites shaped as WordPress, Hugo and an old
// shop write them (tests/common/contentsites.h) served on 127.0.0.1 in two versions, their
// clocks, visitor counters, comment counts, teasers and promotions changing on every request:
// crawled again unchanged, every page keeps its fingerprint, its first-seen time and its
// lastmod, and crawl-diff finds nothing; crawled in version 2, exactly the edited pages get a new
// fingerprint, this crawl's time as first seen and lastmod, and are crawl-diff's content
// changes; a page never seen before takes the date it states (to the second, its zone kept),
// else the crawl's time. A store of version 5 (before content) opens, is migrated, has no
// history to give, and says so. The ways of writing --lastmod history, and the wrong calls.

#include "clirun.h"
#include "contentsites.h"
#include "crawlfixture.h"
#include "io/loader.h"
#include "model/workspace.h"
#include "net/crawlstore.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QThread>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// Each URL of a sitemap file with its lastmod as written.
QHash<QString, QString> lastmods(const QString &sitemap)
{
    QHash<QString, QString> out;
    const Workspace workspace = Loader::open(sitemap);
    for (const Sitemap &s : workspace.sitemaps)
        for (const UrlEntry &entry : s.entries)
            out.insert(entry.loc(), entry.lastmod().toString());
    return out;
}

// A crawl's times are to the second: the next crawl starts in a later one.
void nextSecond()
{
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    while (QDateTime::currentSecsSinceEpoch() == now)
        QThread::msleep(50);
}

} // namespace

class TestContentHistory : public QObject, public CrawlCliFixture
{
    Q_OBJECT

private:
    // crawl of `site` (a folder of ContentSites) into `name`.xml and `name`.crawl with
    // --lastmod history and `more`; the JSON report's pages by URL.
    QHash<QString, QJsonObject> crawl(const QString &site, const QString &name,
                                      const QStringList &more = {});
    // crawl-table STORE --table history --format json, by URL.
    QHash<QString, QJsonObject> history(const QString &store);

private Q_SLOTS:
    void initTestCase();
    void historyAcrossCrawls_data();
    void historyAcrossCrawls();
    void duplicatesByContent();
    void storeOfVersion5();
    void lastmodSpellingsAndWrongCalls();
};

void TestContentHistory::initTestCase()
{
    QVERIFY(setUpSite(3000));
}

QHash<QString, QJsonObject> TestContentHistory::crawl(const QString &site, const QString &name,
                                                      const QStringList &more)
{
    const CliRun run = runCliServing(QStringList { u"crawl"_s, siteUrl(site), u"--scope"_s,
                                                   u"folder"_s, u"--out"_s, file(name + u".xml"_s),
                                                   u"--save"_s, file(name + u".crawl"_s),
                                                   u"--lastmod"_s, u"history"_s, u"--json"_s }
                                     + more);
    QHash<QString, QJsonObject> pages;
    if (run.exitCode != 0) {
        QTest::qFail(qPrintable(describe(run)), __FILE__, __LINE__);
        return pages;
    }
    for (const QJsonValue &page : QJsonDocument::fromJson(run.out)[u"pages"_s].toArray())
        pages.insert(page[u"url"_s].toString(), page.toObject());
    return pages;
}

QHash<QString, QJsonObject> TestContentHistory::history(const QString &store)
{
    const CliRun run = runCliServing(
        { u"crawl-table"_s, store, u"--table"_s, u"history"_s, u"--format"_s, u"json"_s });
    QHash<QString, QJsonObject> rows;
    if (run.exitCode != 0) {
        QTest::qFail(qPrintable(describe(run)), __FILE__, __LINE__);
        return rows;
    }
    for (const QJsonValue &row : QJsonDocument::fromJson(run.out).array())
        rows.insert(row[u"url"_s].toString(), row.toObject());
    return rows;
}

void TestContentHistory::historyAcrossCrawls_data()
{
    QTest::addColumn<QString>("site");
    for (const QString &site : ContentSites::sites())
        QTest::newRow(qPrintable(site)) << site;
}

void TestContentHistory::historyAcrossCrawls()
{
    QFETCH(QString, site);
    const QString name = site.mid(1).chopped(1); // "wp", "docs", "shop"
    const QStringList paths = ContentSites::paths(site);

    // The first crawl: every page new to the history.
    ContentSites::install(m_server, 1);
    const QHash<QString, QJsonObject> first = crawl(site, name + u"-1"_s);
    QCOMPARE(first.size(), paths.size());
    const QString firstTime = first.value(siteUrl(site))[u"firstSeen"_s].toString();
    QVERIFY2(QDateTime::fromString(firstTime, Qt::ISODate).isValid(), qPrintable(firstTime));
    QVERIFY(
        qAbs(QDateTime::fromString(firstTime, Qt::ISODate).secsTo(QDateTime::currentDateTimeUtc()))
        < 600);
    const QHash<QString, QString> firstLastmods = lastmods(file(name + u"-1.xml"_s));
    QCOMPARE(firstLastmods.size(), paths.size());
    for (const QString &path : paths) {
        const QString url = siteUrl(path);
        QVERIFY2(first.contains(url), qPrintable(url));
        QCOMPARE(first.value(url)[u"firstSeen"_s].toString(), firstTime);
        QCOMPARE(first.value(url)[u"lastSeen"_s].toString(), firstTime);
        QCOMPARE(first.value(url)[u"lastmodSource"_s].toString(), u"history"_s);
        // The date the page states, to the second with its zone; else the crawl's time.
        QCOMPARE(firstLastmods.value(url),
                 path == ContentSites::datedPath() ? u"2023-05-10T08:00:00+02:00"_s : firstTime);
    }

    // Again, a second later: only the boilerplate changed. Nothing moves.
    nextSecond();
    const QHash<QString, QJsonObject> again
        = crawl(site, name + u"-2"_s, { u"--since"_s, file(name + u"-1.crawl"_s) });
    const QString againTime = again.value(siteUrl(site))[u"lastSeen"_s].toString();
    QVERIFY(againTime != firstTime);
    QCOMPARE(lastmods(file(name + u"-2.xml"_s)), firstLastmods);
    for (const QString &path : paths) {
        const QString url = siteUrl(path);
        QCOMPARE(again.value(url)[u"fingerprint"_s], first.value(url)[u"fingerprint"_s]);
        QCOMPARE(again.value(url)[u"firstSeen"_s].toString(), firstTime);
        QCOMPARE(again.value(url)[u"lastSeen"_s].toString(), againTime);
    }
    const CliRun same = runCliServing(
        { u"crawl-diff"_s, file(name + u"-1.crawl"_s), file(name + u"-2.crawl"_s) });
    QVERIFY2(same.exitCode == 0 && same.out.contains("0 new, 0 gone, 0 changed"),
             qPrintable(describe(same)));

    // Version 2: the edited pages alone are new content.
    ContentSites::install(m_server, 2);
    nextSecond();
    const QHash<QString, QJsonObject> second
        = crawl(site, name + u"-3"_s, { u"--since"_s, file(name + u"-2.crawl"_s) });
    const QString secondTime = second.value(siteUrl(site))[u"lastSeen"_s].toString();
    QVERIFY(secondTime != againTime);
    const QHash<QString, QString> secondLastmods = lastmods(file(name + u"-3.xml"_s));
    QStringList edited;
    for (const QString &path : paths) {
        const QString url = siteUrl(path);
        const bool changed = ContentSites::editedPaths().contains(path);
        if (changed)
            edited.append(url);
        QCOMPARE(second.value(url)[u"fingerprint"_s] != first.value(url)[u"fingerprint"_s],
                 changed);
        QCOMPARE(second.value(url)[u"firstSeen"_s].toString(), changed ? secondTime : firstTime);
        QCOMPARE(secondLastmods.value(url), changed ? secondTime : firstLastmods.value(url));
    }
    QVERIFY(!edited.isEmpty());

    // The audit of sitemaps made for the history (audit --crawl of the third crawl): every
    // other unedited page dated the second crawl's time, when the content stood still (SM431,
    // its own change as the fix); the first edited page dated the first crawl's time, before
    // the second crawl saw the content it had then (SM432, this crawl's time as the fix); the
    // rest dated as the history says, which is no finding.
    {
        QFile sitemap(file(name + u"-audit.xml"_s));
        QVERIFY(sitemap.open(QIODevice::WriteOnly));
        sitemap.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
        QSet<QString> expectedFindings; // "entry rule suggestion"
        int unedited = 0;
        for (qsizetype i = 0; i < paths.size(); ++i) {
            const QString url = siteUrl(paths.at(i));
            QString lastmod = secondLastmods.value(url);
            if (edited.contains(url) && url == edited.constFirst()) {
                lastmod = firstTime;
                expectedFindings.insert(u"%1 SM432 %2"_s.arg(i).arg(secondTime));
            } else if (!edited.contains(url) && unedited++ % 2 == 0) {
                lastmod = againTime;
                expectedFindings.insert(u"%1 SM431 %2"_s.arg(i).arg(firstLastmods.value(url)));
            }
            sitemap.write("<url><loc>" + url.toUtf8() + "</loc><lastmod>" + lastmod.toUtf8()
                          + "</lastmod></url>\n");
        }
        sitemap.write("</urlset>\n");
        sitemap.close();
        const CliRun audit = runCliServing({ u"audit"_s, sitemap.fileName(), u"--crawl"_s,
                                             file(name + u"-3.crawl"_s), u"--format"_s,
                                             u"json"_s });
        QVERIFY2(audit.exitCode == 0 || audit.exitCode == 1, qPrintable(describe(audit))); // warnings
        QSet<QString> found;
        for (const QJsonValue &f : QJsonDocument::fromJson(audit.out)[u"findings"_s].toArray()) {
            const QString rule = f[u"rule"_s].toString();
            if (rule == u"SM431" || rule == u"SM432")
                found.insert(u"%1 %2 %3"_s.arg(f[u"entry"_s].toInteger())
                                 .arg(rule, f[u"suggestion"_s].toString()));
        }
        QCOMPARE(found, expectedFindings);
        // The same sitemap against the second crawl, whose history is the first's: no date
        // of it lies between two crawls that saw one content, nor before a change.
        const CliRun earlier = runCliServing({ u"audit"_s, sitemap.fileName(), u"--crawl"_s,
                                               file(name + u"-2.crawl"_s), u"--format"_s,
                                               u"json"_s });
        for (const QJsonValue &f : QJsonDocument::fromJson(earlier.out)[u"findings"_s].toArray())
            QVERIFY2(f[u"rule"_s].toString() != u"SM431" && f[u"rule"_s].toString() != u"SM432",
                     qPrintable(describe(earlier)));
    }

    // crawl-diff: exactly those, as content changes alone.
    const CliRun diff = runCliServing(
        { u"crawl-diff"_s, file(name + u"-2.crawl"_s), file(name + u"-3.crawl"_s) });
    QCOMPARE(diff.exitCode, 1);
    QStringList lines = QString::fromUtf8(diff.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.takeLast(),
             u"0 new, 0 gone, %1 changed, %2 unchanged (%1 content)"_s.arg(edited.size())
                 .arg(paths.size() - edited.size()));
    QStringList expected;
    for (const QString &url : std::as_const(edited))
        expected.append(u"~ %1: content changed"_s.arg(url));
    lines.sort();
    expected.sort();
    QCOMPARE(lines, expected);
    const CliRun json
        = runCliServing({ u"crawl-diff"_s, file(name + u"-2.crawl"_s), file(name + u"-3.crawl"_s),
                          u"--json"_s, u"--field"_s, u"content"_s });
    const QJsonObject report = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(report[u"summary"_s][u"fields"_s][u"content"_s].toInt(), edited.size());
    for (const QJsonValue &change : report[u"changes"_s].toArray()) {
        QCOMPARE(change[u"fields"_s].toArray(), QJsonArray { u"content"_s });
        const QString url = change[u"url"_s].toString();
        QVERIFY(edited.contains(url));
        QCOMPARE(change[u"before"_s][u"fingerprint"_s], again.value(url)[u"fingerprint"_s]);
        QCOMPARE(change[u"after"_s][u"fingerprint"_s], second.value(url)[u"fingerprint"_s]);
    }
    QCOMPARE(report[u"changes"_s].toArray().size(), edited.size());

    // crawl-table --table history: the same history as the crawl said.
    const QHash<QString, QJsonObject> table = history(file(name + u"-3.crawl"_s));
    QCOMPARE(table.size(), paths.size());
    for (const QString &path : paths) {
        const QString url = siteUrl(path);
        const QJsonObject row = table.value(url);
        QCOMPARE(row[u"status"_s].toInt(), 200);
        QCOMPARE(row[u"fingerprint"_s], second.value(url)[u"fingerprint"_s]);
        QCOMPARE(row[u"first_seen"_s].toString(), second.value(url)[u"firstSeen"_s].toString());
        QCOMPARE(row[u"last_seen"_s].toString(), secondTime);
        QCOMPARE(row[u"content_changed"_s].toString(), secondLastmods.value(url));
    }
    const CliRun csv = runCliServing(
        { u"crawl-table"_s, file(name + u"-3.crawl"_s), u"--table"_s, u"history"_s });
    QVERIFY(csv.out.startsWith("url,status,fingerprint,first_seen,last_seen,content_changed\r\n"));
    QCOMPARE(csv.out.count("\r\n"), paths.size() + 1);

    // The history goes on from a crawl that was itself given one: a fourth crawl of version 2
    // keeps the first crawl's times for the pages never edited.
    nextSecond();
    const QHash<QString, QJsonObject> fourth
        = crawl(site, name + u"-4"_s, { u"--since"_s, file(name + u"-3.crawl"_s) });
    QCOMPARE(lastmods(file(name + u"-4.xml"_s)), secondLastmods);
    for (const QString &path : paths)
        QCOMPARE(fourth.value(siteUrl(path))[u"firstSeen"_s],
                 second.value(siteUrl(path))[u"firstSeen"_s]);
}

// Sitemap URLs whose pages have one main content and name no canonical among them: one SM433
// a group, on its first entry, naming every URL of it, the others as the fix's to remove. A
// page that names another as its canonical is no part of a group (SM416 says it); pages with
// nothing but the site's menus and footers are no one's duplicates; the boilerplate differing
// on every request (a clock, a teaser) changes nothing.
void TestContentHistory::duplicatesByContent()
{
    int request = 0;
    auto page = [&request](const QString &title, const QByteArray &article,
                           const QByteArray &head = {}) {
        ++request;
        return "<!DOCTYPE html><html><head><meta charset=utf-8><title>" + title.toUtf8()
            + "</title>" + head
            + "</head><body><nav><a href=\"/dup/\">Home</a> <a href=\"/dup/about\">About</a>"
              "</nav>"
            + (article.isEmpty() ? QByteArray()
                                 : "<div class=\"promo\">Free delivery on orders over 50 EUR</div>"
                                   "<main><h1>" + title.toUtf8() + "</h1>" + article + "</main>")
            + "<aside>Teaser " + QByteArray::number(request) + "</aside><footer>Served at 10:0"
            + QByteArray::number(request % 10) + "</footer></body></html>";
    };
    const QByteArray teapot
        = "<p>The Ceramic Teapot 1.2 l keeps tea hot for an hour. Dishwasher safe.</p>"
          "<ul><li>Capacity: 1.2 l</li><li>Material: stoneware</li></ul>";
    const QByteArray kettle = "<p>A kettle of brushed steel, 1.7 l, with a limescale filter.</p>";
    const QByteArray mug = "<p>A mug of 350 ml, glazed inside and out.</p>";
    const QStringList listed {
        u"/dup/teapot-red"_s, u"/dup/teapot-blue"_s, u"/dup/kettle"_s,
        u"/dup/kettle-print"_s, u"/dup/mug-1"_s, u"/dup/mug-2"_s,
        u"/dup/mug-3"_s, u"/dup/empty-1"_s, u"/dup/empty-2"_s,
        u"/dup/about"_s,
    };
    QByteArray links;
    for (const QString &path : listed)
        links += "<li><a href=\"" + path.toUtf8() + "\">" + path.toUtf8() + "</a></li>";
    m_server.serve(u"/dup/"_s, page(u"Home"_s, "<ul>" + links + "</ul>"), "text/html");
    m_server.serve(u"/dup/teapot-red"_s, page(u"Teapot"_s, teapot), "text/html");
    m_server.serve(u"/dup/teapot-blue"_s, page(u"Teapot"_s, teapot), "text/html");
    m_server.serve(u"/dup/kettle"_s, page(u"Kettle"_s, kettle), "text/html");
    m_server.serve(u"/dup/kettle-print"_s,
                   page(u"Kettle"_s, kettle, "<link rel=canonical href=\"/dup/kettle\">"),
                   "text/html");
    for (const QString &path : { u"/dup/mug-1"_s, u"/dup/mug-2"_s, u"/dup/mug-3"_s })
        m_server.serve(path, page(u"Mug"_s, mug), "text/html");
    m_server.serve(u"/dup/empty-1"_s, page(u"Empty"_s, {}), "text/html");
    m_server.serve(u"/dup/empty-2"_s, page(u"Empty"_s, {}), "text/html");
    m_server.serve(u"/dup/about"_s, page(u"About"_s, "<p>A shop of tea things since 1998.</p>"),
                   "text/html");
    const QString store = file(u"dup.crawl"_s);
    const CliRun crawled = runCliServing({ u"crawl"_s, siteUrl(u"/dup/"_s), u"--scope"_s,
                                           u"folder"_s, u"--out"_s, file(u"dup-crawl.xml"_s),
                                           u"--save"_s, store });
    QVERIFY2(crawled.exitCode == 0, qPrintable(describe(crawled)));

    QFile sitemap(file(u"dup.xml"_s));
    QVERIFY(sitemap.open(QIODevice::WriteOnly));
    sitemap.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for (const QString &path : listed)
        sitemap.write("<url><loc>" + siteUrl(path).toUtf8() + "</loc></url>\n");
    sitemap.write("</urlset>\n");
    sitemap.close();
    const CliRun audit = runCliServing(
        { u"audit"_s, sitemap.fileName(), u"--crawl"_s, store, u"--format"_s, u"json"_s });
    QVERIFY2(audit.exitCode == 0 || audit.exitCode == 1, qPrintable(describe(audit))); // warnings
    QStringList found;
    bool printCanonical = false;
    for (const QJsonValue &f : QJsonDocument::fromJson(audit.out)[u"findings"_s].toArray()) {
        const QString rule = f[u"rule"_s].toString();
        const qint64 entry = f[u"entry"_s].toInteger();
        if (rule == u"SM416" && entry == listed.indexOf(u"/dup/kettle-print"_s))
            printCanonical = true;
        if (rule != u"SM433")
            continue;
        found.append(u"%1 %2"_s.arg(entry).arg(f[u"suggestion"_s].toString()));
        QVERIFY2(f[u"message"_s].toString().contains(siteUrl(listed.value(entry))),
                 qPrintable(f[u"message"_s].toString()));
    }
    QVERIFY(printCanonical);
    QCOMPARE(found,
             (QStringList { u"0 %1"_s.arg(siteUrl(u"/dup/teapot-blue"_s)),
                            u"4 %1\n%2"_s.arg(siteUrl(u"/dup/mug-2"_s), siteUrl(u"/dup/mug-3"_s)) }));
}

// A crawl kept by version 5 (before content) is migrated when opened; it has no history to
// give, which crawl --since says, and every page is new to the crawl that follows.
void TestContentHistory::storeOfVersion5()
{
    ContentSites::install(m_server, 1);
    crawl(u"/docs/"_s, u"v6"_s);
    const QString old = file(u"v5.crawl"_s);
    QFile::remove(old);
    QVERIFY(QFile::copy(file(u"v6.crawl"_s), old));
    {
        // As version 5 made it: none of version 6's columns, table and meta rows.
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"downgrade"_s);
        db.setDatabaseName(old);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (const QString &column : { u"content_blocks"_s, u"fingerprint"_s, u"first_seen"_s,
                                       u"last_seen"_s, u"content_changed"_s })
            QVERIFY2(query.exec(u"ALTER TABLE pages DROP COLUMN "_s + column),
                     qPrintable(query.lastError().text()));
        QVERIFY(query.exec(u"DROP TABLE history"_s));
        QVERIFY(query.exec(
            u"DELETE FROM meta WHERE key IN ('crawledAt', 'boilerplate', 'historyBoilerplate')"_s));
        QVERIFY(query.exec(u"PRAGMA user_version=5"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"downgrade"_s);
    QCOMPARE(storeVersion(old), 5);

    // Read (and migrated): its pages as before, no history.
    const CliRun pages = runCliServing(
        { u"crawl-table"_s, old, u"--table"_s, u"pages"_s, u"--format"_s, u"json"_s });
    QVERIFY2(pages.exitCode == 0, qPrintable(describe(pages)));
    QCOMPARE(QJsonDocument::fromJson(pages.out).array().size(),
             ContentSites::paths(u"/docs/"_s).size());
    QCOMPARE(storeVersion(old), CrawlStore::SchemaVersion);
    QVERIFY(history(old).isEmpty());

    // Given as --since: said, and every page new (this crawl's time: none states a date).
    nextSecond();
    const CliRun run
        = runCliServing({ u"crawl"_s, siteUrl(u"/docs/"_s), u"--scope"_s, u"folder"_s, u"--out"_s,
                          file(u"after-v5.xml"_s), u"--save"_s, file(u"after-v5.crawl"_s),
                          u"--since"_s, old, u"--lastmod"_s, u"history"_s, u"--json"_s });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY2(run.err.contains("holds no content history"), qPrintable(describe(run)));
    const QJsonArray crawled = QJsonDocument::fromJson(run.out)[u"pages"_s].toArray();
    const QString now = crawled.first()[u"firstSeen"_s].toString();
    for (const QString &lastmod : lastmods(file(u"after-v5.xml"_s)))
        QCOMPARE(lastmod, now);
    // crawl-diff compares no content it does not have: the migrated crawl against the new one
    // finds nothing.
    const CliRun diff = runCliServing({ u"crawl-diff"_s, old, file(u"after-v5.crawl"_s) });
    QVERIFY2(diff.exitCode == 0, qPrintable(describe(diff)));
}

void TestContentHistory::lastmodSpellingsAndWrongCalls()
{
    ContentSites::install(m_server, 1);
    crawl(u"/shop/"_s, u"spelling"_s);
    const QHash<QString, QString> expected = lastmods(file(u"spelling.xml"_s));
    // --lastmod=history and --lastmod --lastmod-source history write what --lastmod history
    // did, given the same history.
    int n = 0;
    for (const QStringList &spelling :
         { QStringList { u"--lastmod=history"_s },
           QStringList { u"--lastmod"_s, u"--lastmod-source"_s, u"history"_s } }) {
        const QString out = file(u"spelling-%1.xml"_s.arg(++n));
        const CliRun run = runCliServing(QStringList { u"crawl"_s, siteUrl(u"/shop/"_s),
                                                       u"--scope"_s, u"folder"_s, u"--out"_s, out,
                                                       u"--since"_s, file(u"spelling.crawl"_s) }
                                         + spelling);
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        QCOMPARE(lastmods(out), expected);
    }
    // --lastmod header still takes the header alone: the shop sends none, so no lastmod.
    const CliRun header
        = runCliServing({ u"crawl"_s, siteUrl(u"/shop/"_s), u"--scope"_s, u"folder"_s, u"--out"_s,
                          file(u"header.xml"_s), u"--lastmod"_s, u"header"_s });
    QVERIFY2(header.exitCode == 0, qPrintable(describe(header)));
    for (const QString &lastmod : lastmods(file(u"header.xml"_s)))
        QVERIFY(lastmod.isEmpty());

    for (const auto &[arguments, says] :
         { std::pair { QStringList { u"crawl"_s, siteUrl(u"/shop/"_s), u"--out"_s, file(u"x.xml"_s),
                                     u"--lastmod-source"_s, u"yesterday"_s },
                       "page, header or history"_ba },
           std::pair { QStringList { u"crawl"_s, siteUrl(u"/shop/"_s), u"--out"_s, file(u"x.xml"_s),
                                     u"--since"_s, file(u"none.crawl"_s) },
                       "does not exist"_ba },
           std::pair { QStringList { u"crawl"_s, u"--resume"_s, file(u"spelling.crawl"_s),
                                     u"--out"_s, file(u"x.xml"_s), u"--since"_s,
                                     file(u"spelling.crawl"_s) },
                       "--since is not needed"_ba },
           std::pair { QStringList { u"crawl-diff"_s, file(u"spelling.crawl"_s),
                                     file(u"spelling.crawl"_s), u"--field"_s, u"words"_s },
                       "content"_ba } }) {
        const CliRun refused = runCliServing(arguments);
        QVERIFY2(refused.exitCode == 2 && refused.err.contains(says),
                 qPrintable(describe(refused)));
    }
}

QTEST_GUILESS_MAIN(TestContentHistory)
#include "tst_contenthistory.moc"
