// sitemap-studio-cli crawl and audit end to end, against the loopback site
// (tests/common/loopbacksite.h) served on 127.0.0.1 by this process while the CLI runs as a
// child: the sitemap crawl writes (exactly the indexable pages; .gz, lastmod and hreflang on
// request; split with an index past --max-urls), its summary and --json report, the exit codes
// of a crawl cut by a limit and of wrong calls or an unreachable site; audit's findings in
// text, json and sarif with check's exit codes, a sitemap given by URL without --site. Every
// run is bounded in time; the server refuses requests beyond a budget.

#include "clirun.h"
#include "crawlfixture.h"
#include "filebytes.h"
#include "hostilesite.h"
#include "io/loader.h"
#include "loopbacksite.h"
#include "model/workspace.h"
#include "net/crawlstore.h"
#include "reviewcheck.h"
#include "testhttpserver.h"
#include "testpaths.h"
#include "xmltree.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QProcess>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestCrawlCli : public QObject, public CrawlCliFixture
{
    Q_OBJECT

private:
    // The stall timeout of the runs: the page that never finishes costs this long.
    static QStringList quick() { return { u"--timeout"_s, u"1500"_s }; }

    // What a crawl with the CLI's defaults finds indexable: the huge page is read whole
    // (15 MB cap), so the link at its end counts too.
    static QStringList indexable()
    {
        QStringList expected = LoopbackSite::indexablePaths();
        expected.replace(expected.indexOf(u"/old/index.html"_s), u"/old/"_s);
        expected.append(u"/huge-tail"_s);
        return expected;
    }

private Q_SLOTS:
    void initTestCase();
    void crawlWritesTheIndexablePages();
    void crawlJsonGzipLastmodHreflang();
    void crawlSplitsWithAnIndex();
    void crawlCutByALimit();
    void crawlWrongCalls();
    void crawlTrapsAndSlowPagesNamed();
    void crawlKilledAndResumed();
    void auditOfAKeptCrawl();
    void crawlDiffOfTwoVersions();
    void reportWithTheSiteAudit();
    void auditText();
    void auditJsonAndExitCodes();
    void auditSarif();
    void auditSitemapByUrl();
    void imagesAndPageDates();
    void auditOfDatesAndImages_data();
    void auditOfDatesAndImages();
    void crawlTableOfAKeptCrawl_data();
    void crawlTableOfAKeptCrawl();
    void crawlTableOfAVersion3Store();
    void crawlTableOfALiveCrawl();
    void crawlTableWrongCalls();

private:
    // The hand-made crawl of tests/common/crawlfixture kept in a store, once.
    QString hostileStore();
    QString m_hostileStore;
};

void TestCrawlCli::initTestCase()
{
    QVERIFY(setUpSite(5000)); // every run of this test together
    LoopbackSite::install(m_server);
}

void TestCrawlCli::crawlWritesTheIndexablePages()
{
    const QString out = file(u"site.xml"_s);
    const CliRun run = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out } + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const Workspace written = Loader::open(out);
    QCOMPARE(written.sitemaps.size(), 1);
    QVERIFY(written.sitemaps.first().findings.isEmpty());
    const QStringList locs = paths(written);
    QCOMPARE(sorted(locs), sorted(indexable()));
    QCOMPARE(locs.first(), u"/"_s);
    // No lastmod and no alternates unless asked.
    for (const UrlEntry &entry : written.sitemaps.first().entries) {
        QVERIFY(entry.lastmod().isNull());
        QVERIFY(entry.alternates().isEmpty());
    }
    const QString summary = QString::fromUtf8(run.out);
    QVERIFY2(
        summary.contains(u"Crawled %1 pages"_s.arg(LoopbackSite::linkedPaths().size() - 2 + 1)),
        qPrintable(summary));
    QVERIFY2(summary.contains(u"%1 URLs written to "_s.arg(indexable().size())),
             qPrintable(summary));
    QCOMPARE(m_server.refusedRequests(), 0);
}

void TestCrawlCli::crawlJsonGzipLastmodHreflang()
{
    const QString out = file(u"site.xml.gz"_s);
    const CliRun run = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out,
                                                   u"--lastmod"_s, u"--hreflang"_s, u"--json"_s }
                                     + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QFile gz(out);
    QVERIFY(gz.open(QIODevice::ReadOnly));
    QVERIFY(gz.read(2) == QByteArray("\x1f\x8b"));
    const Workspace written = Loader::open(out);
    QCOMPARE(sorted(paths(written)), sorted(indexable()));
    for (const UrlEntry &entry : written.sitemaps.first().entries) {
        const QString path = QUrl(entry.loc()).path();
        if (path == u"/contact")
            QCOMPARE(entry.lastmod().toString(), u"2015-10-21T07:28:00Z"_s);
        if (path == u"/en/")
            QCOMPARE(entry.alternates().size(), 4);
        if (path == u"/about")
            QVERIFY(entry.lastmod().isNull());
    }

    QJsonParseError error;
    const QJsonObject report = QJsonDocument::fromJson(run.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonObject summary = report.value(u"summary"_s).toObject();
    QCOMPARE(summary.value(u"indexable"_s).toInt(), int(indexable().size()));
    QCOMPARE(summary.value(u"failed"_s).toInt(), 4);
    QVERIFY(summary.value(u"complete"_s).toBool());
    QCOMPARE(report.value(u"urls"_s).toInt(), int(indexable().size()));
    QCOMPARE(report.value(u"written"_s).toArray().size(), 1);
    QCOMPARE(report.value(u"start"_s).toString(), site());
    // Each page once, with its verdict; a few looked at closely.
    const QJsonArray pages = report.value(u"pages"_s).toArray();
    QCOMPARE(pages.size(), LoopbackSite::linkedPaths().size() + 1);
    QHash<QString, QJsonObject> byPath;
    for (const QJsonValue &page : pages)
        byPath.insert(QUrl(page[u"url"_s].toString()).path(), page.toObject());
    QCOMPARE(byPath.value(u"/noindex-header"_s).value(u"indexability"_s).toString(), u"noindex"_s);
    QCOMPARE(byPath.value(u"/canon-elsewhere"_s).value(u"indexability"_s).toString(),
             u"canonical-elsewhere"_s);
    QCOMPARE(byPath.value(u"/chain-1"_s).value(u"redirects"_s).toArray().size(), 2);
    QVERIFY(byPath.value(u"/loop-a"_s).value(u"redirectLoop"_s).toBool());
    QVERIFY(byPath.value(u"/private/secret"_s).value(u"blockedByRobots"_s).toBool());
    QCOMPARE(byPath.value(u"/file.pdf"_s).value(u"contentType"_s).toString(), u"application/pdf"_s);
    QCOMPARE(byPath.value(u"/never"_s).value(u"error"_s).toString(), u"timed-out"_s);
    QCOMPARE(byPath.value(u"/section/2"_s).value(u"inlinks"_s).toInt(), 26);
    QCOMPARE(byPath.value(u"/"_s).value(u"title"_s).toString(), u"Home"_s);
    QVERIFY(run.err.isEmpty() || !run.err.contains("error"));
}

void TestCrawlCli::crawlSplitsWithAnIndex()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"split.xml"_s);
    const CliRun run = runCliServing(
        QStringList { u"crawl"_s, site(), u"--out"_s, out, u"--max-urls"_s, u"100"_s } + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const int files = int((indexable().size() + 99) / 100);
    QStringList names = QDir(dir.path()).entryList(QDir::Files);
    QStringList expected { u"split.xml"_s };
    for (int n = 1; n <= files; ++n)
        expected.append(u"split-%1.xml"_s.arg(n));
    QCOMPARE(sorted(names), sorted(expected));
    // The index lists the files under the site's root; opened, it brings them all.
    const Workspace index = Loader::open(out);
    QVERIFY(index.root().isIndex());
    QCOMPARE(index.root().entries.size(), files);
    QCOMPARE(index.root().entries.first().loc(), site() + u"split-1.xml"_s);
    QCOMPARE(sorted(paths(index).mid(files)), sorted(indexable()));
}

void TestCrawlCli::crawlCutByALimit()
{
    const QString out = file(u"limited.xml"_s);
    const CliRun run = runCliServing(
        QStringList { u"crawl"_s, site(), u"--out"_s, out, u"--max-pages"_s, u"20"_s } + quick());
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    QVERIFY2(run.out.contains("limit of 20 pages"), qPrintable(describe(run)));
    const Workspace written = Loader::open(out);
    // Of the first twenty pages met, four are noindex or canonicalised elsewhere.
    QCOMPARE(written.sitemaps.first().entries.size(), 16);
    const CliRun depth
        = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out, u"--max-depth"_s, u"1"_s,
                                      u"--scope"_s, u"folder"_s }
                        + quick());
    QVERIFY2(depth.exitCode == 1, qPrintable(describe(depth)));
    QVERIFY2(depth.out.contains("depth limit of 1"), qPrintable(describe(depth)));
}

void TestCrawlCli::crawlWrongCalls()
{
    auto refused = [this](const QStringList &arguments, const QByteArray &says) {
        const CliRun run = runCliServing(arguments);
        QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
        QVERIFY2(run.err.contains(says), qPrintable(describe(run)));
        QVERIFY(run.out.isEmpty());
    };
    const QString out = file(u"wrong.xml"_s);
    refused({ u"crawl"_s, site() }, "--out");
    refused({ u"crawl"_s, site(), u"--out"_s, file(u"wrong.txt"_s) }, ".xml or .xml.gz");
    refused({ u"crawl"_s, u"ftp://example.com/"_s, u"--out"_s, out }, "only http and https");
    refused({ u"crawl"_s, site(), u"--out"_s, out, u"--scope"_s, u"site"_s }, "--scope");
    refused({ u"crawl"_s, site(), u"--out"_s, out, u"--max-pages"_s, u"lots"_s }, "--max-pages");
    refused({ u"crawl"_s, site(), u"--out"_s, file(u"no/such/folder/x.xml"_s) }, "does not exist");
    // A port nobody listens on.
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const quint16 port = closed.serverPort();
    closed.close();
    refused({ u"crawl"_s, u"http://127.0.0.1:%1/"_s.arg(port), u"--out"_s, out },
            "nothing could be crawled");
    QVERIFY(!QFile::exists(out));
}

// The trap limits and the page time are crawl's (and audit's) options; what they cut is named
// in the summary, with the trap's pattern and the page, and the crawl still ends with 0.
void TestCrawlCli::crawlTrapsAndSlowPagesNamed()
{
    TestHttpServer hostile;
    QVERIFY(hostile.listen());
    hostile.setMaxRequests(500);
    HostileSite::install(hostile, HostileSite::Calendar | HostileSite::Drip
                             | HostileSite::RepeatedSegments,
                         1);
    const QString out = file(u"hostile.xml"_s);
    const CliRun run = runCliServing({ u"crawl"_s, hostile.url(u"/"_s).toString(), u"--out"_s,
                                       out, u"--max-query-variants"_s, u"7"_s, u"--page-time"_s,
                                       u"2"_s, u"--max-segment-repeats"_s, u"2"_s },
                                     30000);
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    for (const QByteArray &words :
         { "Crawl trap: /calendar?… has more than 7 variants"_ba,
           "Crawl trap: links that repeat a path segment more than 2 times, as in /loop/a/b/a/b/a/…"_ba,
           "no full answer within 2 s): " + hostile.url(u"/drip"_s).toEncoded() })
        QVERIFY2(run.out.contains(words), qPrintable(QString::fromUtf8(words) + u'\n' + describe(run)));
    QCOMPARE(hostile.requests(u"/calendar"_s).size(), 7);
    QCOMPARE(hostile.requests(u"/loop/a/b/a/b/"_s).size(), 1);
    QVERIFY(hostile.requests(u"/loop/a/b/a/b/a/b/"_s).isEmpty());

    // Wrong values are refused, naming the option.
    for (const QStringList &wrong :
         { QStringList { u"--page-time"_s, u"0"_s }, { u"--page-time"_s, u"100000"_s },
           { u"--max-url-length"_s, u"-1"_s }, { u"--max-query-variants"_s, u"many"_s },
           { u"--max-links-per-page"_s, u"1.5"_s } }) {
        const CliRun refused = runCliServing(
            QStringList { u"crawl"_s, hostile.url(u"/"_s).toString(), u"--out"_s, out } + wrong);
        QVERIFY2(refused.exitCode == 2, qPrintable(describe(refused)));
        QVERIFY2(refused.err.contains(wrong.first().toUtf8()), qPrintable(describe(refused)));
    }
    for (const QString &command : { u"crawl"_s, u"audit"_s }) {
        const CliRun help = runCli({ command, u"--help"_s });
        for (const char *option : { "--page-time", "--max-url-length", "--max-query-variants",
                                    "--max-segment-repeats", "--max-links-per-page" })
            QVERIFY2(help.out.contains(option), option);
    }
}

// A crawl kept with --save and killed with SIGKILL half-way goes on with --resume and ends with
// exactly the sitemap and pages of an uninterrupted crawl; no page is asked more than twice in
// all (once more at most, for the batch the kill lost).
void TestCrawlCli::crawlKilledAndResumed()
{
    const QString whole = file(u"uninterrupted.xml"_s);
    const CliRun reference
        = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, whole, u"--json"_s } + quick());
    QVERIFY2(reference.exitCode == 0, qPrintable(describe(reference)));

    m_server.clearRequests();
    const QString store = file(u"killed.crawl"_s);
    const QString out = file(u"resumed.xml"_s);
    const int pages = int(LoopbackSite::linkedPaths().size());
    // Killed once half the site was asked for: pages are kept in batches as they are done.
    const CliRun killed = runCliServing(
        QStringList { u"crawl"_s, site(), u"--out"_s, out, u"--save"_s, store } + quick(), 60000,
        [&] { return m_server.requests().size() > pages / 2; });
    QCOMPARE(killed.exitCode, -3);
    QVERIFY(QFile::exists(store));
    QVERIFY(!QFile::exists(out));
    const QList<TestRequest> firstRun = m_server.requests();

    const CliRun resumed = runCliServing({ u"crawl"_s, u"--resume"_s, store, u"--out"_s, out, u"--json"_s });
    QVERIFY2(resumed.exitCode == 0, qPrintable(describe(resumed)));
    QCOMPARE(sorted(paths(Loader::open(out))), sorted(paths(Loader::open(whole))));
    auto verdicts = [](const QByteArray &json) {
        QStringList out;
        for (const QJsonValue &page : QJsonDocument::fromJson(json)[u"pages"_s].toArray())
            out.append(QUrl(page[u"url"_s].toString()).path() + u' '
                       + page[u"indexability"_s].toString() + u' '
                       + QString::number(page[u"depth"_s].toInt()));
        out.sort();
        return out;
    };
    QCOMPARE(verdicts(resumed.out), verdicts(reference.out));
    QHash<QByteArray, int> asked;
    for (const TestRequest &request : m_server.requests())
        ++asked[request.target];
    int again = 0;
    for (auto it = asked.cbegin(); it != asked.cend(); ++it) {
        if (it.key() == "/robots.txt" || it.key() == "/busy")
            continue; // asked by each run; /busy answers 429 first
        QVERIFY2(it.value() <= 2, qPrintable(QString::fromUtf8(it.key())));
        again += it.value() == 2;
    }
    // The kill lost at most the pages of one batch and those in flight.
    QVERIFY2(again < CrawlStore::BatchPages, qPrintable(QString::number(again)));
    QVERIFY(m_server.requests().size() > firstRun.size()); // the resumed run asked for more

    // A finished crawl resumed has nothing left to do, and says so by asking nothing.
    m_server.clearRequests();
    const CliRun nothingLeft = runCliServing({ u"crawl"_s, u"--resume"_s, store, u"--out"_s, out });
    QVERIFY2(nothingLeft.exitCode == 0, qPrintable(describe(nothingLeft)));
    for (const TestRequest &request : m_server.requests())
        QCOMPARE(request.path, u"/robots.txt"_s);

    auto refused = [](const QStringList &arguments, const QByteArray &says) {
        const CliRun run = runCliServing(arguments);
        QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
        QVERIFY2(run.err.contains(says), qPrintable(describe(run)));
    };
    refused({ u"crawl"_s, site(), u"--resume"_s, store, u"--out"_s, out }, "give no URL");
    refused({ u"crawl"_s, u"--resume"_s, file(u"none.crawl"_s), u"--out"_s, out }, "does not exist");
    refused({ u"crawl"_s, u"--resume"_s, out, u"--out"_s, file(u"x.xml"_s) },
            "is not a crawl kept by Sitemap Studio");
    refused({ u"crawl"_s, site(), u"--out"_s, out, u"--save"_s, file(u"no/such/dir/s.crawl"_s) },
            "does not exist");
}

// audit --crawl judges a sitemap against a kept crawl without the network, with the findings
// the live audit gives.
void TestCrawlCli::auditOfAKeptCrawl()
{
    const QString sitemap = writeSitemap(
        u"kept.xml"_s, { u"/"_s, u"/about"_s, u"/missing"_s, u"/moved"_s, u"/noindex-meta"_s,
                         u"/canon-elsewhere"_s, u"/private/page"_s, u"/orphan-1"_s });
    const QString store = file(u"audit.crawl"_s);
    const CliRun live = runCliServing(QStringList { u"audit"_s, sitemap, u"--site"_s, site(),
                                                    u"--format"_s, u"json"_s, u"--save"_s, store }
                                      + quick());
    QVERIFY2(live.exitCode == 1, qPrintable(describe(live)));
    m_server.clearRequests();
    const CliRun kept = runCliServing(
        { u"audit"_s, sitemap, u"--crawl"_s, store, u"--format"_s, u"json"_s });
    QVERIFY2(kept.exitCode == 1, qPrintable(describe(kept)));
    QVERIFY(m_server.requests().isEmpty()); // no network
    auto findings = [](const QByteArray &json) {
        QStringList out;
        for (const QJsonValue &f : QJsonDocument::fromJson(json)[u"findings"_s].toArray())
            out.append(f[u"rule"_s].toString() + u' ' + f[u"message"_s].toString());
        out.sort();
        return out;
    };
    QVERIFY(findings(live.out).size() >= 8);
    QCOMPARE(findings(kept.out), findings(live.out));
    const CliRun refused = runCliServing(
        { u"audit"_s, sitemap, u"--crawl"_s, store, u"--site"_s, site() });
    QVERIFY2(refused.exitCode == 2 && refused.err.contains("--crawl"), qPrintable(describe(refused)));
}

// Two crawls of two versions of a generated site, kept and compared: each kind of change found
// once with its fields, the counts, the filters, JSON, the exit codes.
void TestCrawlCli::crawlDiffOfTwoVersions()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    constexpr int Pages = 60;
    auto install = [&server](int version) {
        QStringList links;
        for (int i = 0; i < Pages; ++i)
            if (!(version == 2 && i == 7)) // gone in version 2: no longer linked, 404
                links.append(u"/page/%1"_s.arg(i));
        if (version == 2)
            links.append(u"/page/new"_s);
        server.serve(u"/"_s, LoopbackSite::page(u"Home"_s, links), "text/html");
        for (int i = 0; i < Pages; ++i) {
            const QString path = u"/page/%1"_s.arg(i);
            QByteArray head;
            if (version == 2 && i == 12)
                head = "<link rel=canonical href=\"/page/13\">";
            QString title = u"Page %1"_s.arg(i);
            if (version == 2 && i == 20)
                title = u"Page twenty, renamed"_s;
            if (version == 2 && i == 7)
                server.status(path, 404);
            else if (version == 2 && i == 30)
                server.redirect(path, "/page/31");
            else
                server.serve(path, LoopbackSite::page(title, { u"/"_s }, head), "text/html");
        }
        if (version == 2)
            server.serve(u"/page/new"_s, LoopbackSite::page(u"New"_s, { u"/"_s }), "text/html");
    };
    const QString older = file(u"v1.crawl"_s), newer = file(u"v2.crawl"_s);
    install(1);
    QCOMPARE(runCliServing({ u"crawl"_s, server.url(u"/"_s).toString(), u"--out"_s,
                             file(u"v1.xml"_s), u"--save"_s, older })
                 .exitCode,
             0);
    install(2);
    QCOMPARE(runCliServing({ u"crawl"_s, server.url(u"/"_s).toString(), u"--out"_s,
                             file(u"v2.xml"_s), u"--save"_s, newer })
                 .exitCode,
             0);

    const CliRun text = runCliServing({ u"crawl-diff"_s, older, newer });
    QVERIFY2(text.exitCode == 1, qPrintable(describe(text)));
    const QString base = server.url(u"/"_s).toString().chopped(1);
    for (const QString &line :
         { u"+ %1/page/new (200, indexable)"_s.arg(base),
           u"- %1/page/7 (200, indexable)"_s.arg(base),
           u"~ %1/page/12: indexability indexable → canonical-elsewhere; canonical none → "
           "%1/page/13\n"_s.arg(base),
           u"~ %1/page/20: title \"Page 20\" → \"Page twenty, renamed\"; content changed\n"_s.arg(
               base),
           // Its list of links lost a page and gained one: its text changed.
           u"~ %1/: content changed\n"_s.arg(base),
           u"~ %1/page/30: status 200 → 301; indexability indexable → redirect; redirect none → "
           "%1/page/31\n"_s.arg(base),
           u"1 new, 1 gone, 4 changed, %1 unchanged"_s.arg(Pages + 1 - 5) })
        QVERIFY2(QString::fromUtf8(text.out).contains(line),
                 qPrintable(line + u"\n"_s + describe(text)));

    const CliRun json = runCliServing({ u"crawl-diff"_s, older, newer, u"--json"_s });
    QCOMPARE(json.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(report[u"summary"_s][u"new"_s].toInt(), 1);
    QCOMPARE(report[u"summary"_s][u"gone"_s].toInt(), 1);
    QCOMPARE(report[u"summary"_s][u"changed"_s].toInt(), 4);
    QCOMPARE(report[u"summary"_s][u"fields"_s][u"indexability"_s].toInt(), 2);
    QCOMPARE(report[u"summary"_s][u"fields"_s][u"content"_s].toInt(), 2);
    QCOMPARE(report[u"changes"_s].toArray().size(), 6);
    const QJsonObject renamed = [&] {
        for (const QJsonValue &c : report[u"changes"_s].toArray())
            if (c[u"url"_s].toString().endsWith(u"/page/20"_s))
                return c.toObject();
        return QJsonObject();
    }();
    QCOMPARE(renamed[u"fields"_s].toArray(), (QJsonArray { u"title"_s, u"content"_s }));
    QCOMPARE(renamed[u"before"_s][u"title"_s].toString(), u"Page 20"_s);

    // Filters: by kind, by field, by URL text.
    const CliRun gone = runCliServing({ u"crawl-diff"_s, older, newer, u"--kind"_s, u"gone"_s });
    QCOMPARE(gone.out.count("\n- "), 0); // the first line starts the output
    QVERIFY(gone.out.startsWith("- "));
    QCOMPARE(gone.out.count('\n'), 2); // the gone page and the counts
    const CliRun byField = runCliServing(
        { u"crawl-diff"_s, older, newer, u"--field"_s, u"indexability"_s, u"--json"_s });
    QCOMPARE(QJsonDocument::fromJson(byField.out)[u"changes"_s].toArray().size(), 2);
    const CliRun byText
        = runCliServing({ u"crawl-diff"_s, older, newer, u"--filter"_s, u"/page/3"_s });
    QVERIFY(byText.out.startsWith("~ ") && byText.out.count('\n') == 2);
    // A crawl against itself: nothing differs, exit 0.
    const CliRun same = runCliServing({ u"crawl-diff"_s, newer, newer });
    QVERIFY2(same.exitCode == 0, qPrintable(describe(same)));
    QVERIFY(same.out.contains("0 new, 0 gone, 0 changed"));
    for (const auto &[arguments, says] :
         { std::pair { QStringList { u"crawl-diff"_s, older }, "two kept crawls"_ba },
           std::pair { QStringList { u"crawl-diff"_s, older, file(u"v1.xml"_s) },
                       "not a crawl kept"_ba },
           std::pair { QStringList { u"crawl-diff"_s, older, newer, u"--kind"_s, u"moved"_s },
                       "--kind"_ba },
           std::pair { QStringList { u"crawl-diff"_s, older, newer, u"--field"_s, u"size"_s },
                       "--field"_ba } }) {
        const CliRun refused = runCliServing(arguments);
        QVERIFY2(refused.exitCode == 2 && refused.err.contains(says), qPrintable(describe(refused)));
    }
}

// report --crawl adds a site audit that lists each finding audit gives for the same crawl
// (every one for rules with few, the first ones and how many more otherwise), with the charts;
// report --site crawls first and says the same.
void TestCrawlCli::reportWithTheSiteAudit()
{
    const QString sitemap = writeSitemap(
        u"reported.xml"_s, { u"/"_s, u"/about"_s, u"/missing"_s, u"/moved"_s, u"/chain-1"_s,
                             u"/noindex-meta"_s, u"/canon-elsewhere"_s, u"/private/page"_s,
                             u"/orphan-1"_s, u"/file.pdf"_s });
    const QString store = file(u"reported.crawl"_s);
    const CliRun audit = runCliServing(QStringList { u"audit"_s, sitemap, u"--site"_s, site(),
                                                     u"--format"_s, u"json"_s, u"--save"_s, store }
                                       + quick());
    QVERIFY2(audit.exitCode == 1, qPrintable(describe(audit)));
    QMultiHash<QString, QString> expected; // rule → message
    QHash<QString, int> severities; // "error" → findings
    for (const QJsonValue &f : QJsonDocument::fromJson(audit.out)[u"findings"_s].toArray()) {
        expected.insert(f[u"rule"_s].toString(), f[u"message"_s].toString());
        ++severities[f[u"severity"_s].toString()];
    }
    QVERIFY(expected.uniqueKeys().size() >= 6);
    QVERIFY(severities.value(u"error"_s) > 0);

    auto check = [&](const QString &html) {
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const XmlNode root = parseXmlTree(file.readAll(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const XmlNode *section = root.byId(u"site-audit"_s);
        QVERIFY(section);
        QCOMPARE(section->findAll(u"svg"_s).size(), 2); // by indexability, by status
        // Each chart once in the whole report, and every id once.
        QCOMPARE(root.findAll([](const XmlNode &n) {
                         return n.name == u"title" && n.text() == u"Crawled pages by indexability";
                     }).size(),
                 1);
        QStringList ids;
        for (const XmlNode *n : root.findAll([](const XmlNode &n) { return n.attributes.contains(u"id"_s); }))
            ids.append(n->attribute(u"id"_s));
        QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());
        // The summary counts the audit's findings by severity and leads to them.
        const QString audited = summaryValue(root, u"Site audit"_s);
        QVERIFY2(audited.contains(u"Errors: %1"_s.arg(severities.value(u"error"_s)))
                     && audited.contains(u"Warnings: %1"_s.arg(severities.value(u"warning"_s))),
                 qPrintable(audited));
        // Every example names its URL, the pages the sitemap lacks included.
        for (const XmlNode *table : section->findAll([](const XmlNode &n) {
                 return n.name == u"table" && n.hasClass(u"examples"_s);
             }))
            for (const QStringList &cells : rows(table))
                QVERIFY2(cells.first().startsWith(u"http://"_s), qPrintable(cells.join(u" | "_s)));
        for (const QString &rule : expected.uniqueKeys()) {
            const XmlNode *div = section->byId(u"audit-"_s + rule);
            QVERIFY2(div, qPrintable(rule));
            const QStringList messages = expected.values(rule);
            QVERIFY2(div->text().contains(u"Pages: %1"_s.arg(messages.size())),
                     qPrintable(rule + u": "_s + div->text().left(300)));
            const int limit = rule == u"SM418" || rule == u"SM419" ? 25 : 5;
            int listed = 0;
            for (const QString &message : messages)
                listed += div->text().contains(message);
            QCOMPARE(listed, qMin(limit, int(messages.size())));
            if (messages.size() > limit)
                QVERIFY(div->text().contains(u"… and %1 more."_s.arg(messages.size() - limit)));
        }
    };
    const QString fromStore = file(u"audit-kept.html"_s);
    m_server.clearRequests();
    const CliRun kept = runCliServing(
        { u"report"_s, sitemap, u"--crawl"_s, store, u"--html"_s, fromStore });
    QVERIFY2(kept.exitCode == 0 || kept.exitCode == 1, qPrintable(describe(kept)));
    QVERIFY(m_server.requests().isEmpty()); // from the kept crawl alone
    QVERIFY2(kept.out.contains("(site audit: %1 findings)"_ba.replace("%1", QByteArray::number(expected.size()))),
             qPrintable(describe(kept)));
    check(fromStore);
    const QString crawled = file(u"audit-crawled.html"_s);
    const CliRun live = runCliServing(
        QStringList { u"report"_s, sitemap, u"--site"_s, site(), u"--html"_s, crawled } + quick());
    QVERIFY2(live.exitCode == 0 || live.exitCode == 1, qPrintable(describe(live)));
    check(crawled);
    // A crawl kept without the sitemap's URLs: those no link reaches are said not judged.
    const QString linkedOnly = file(u"linked-only.crawl"_s);
    QVERIFY(runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, file(u"linked.xml"_s),
                                        u"--save"_s, linkedOnly }
                          + quick())
                .exitCode
            <= 1);
    const QString partial = file(u"audit-linked-only.html"_s);
    QVERIFY(runCliServing({ u"report"_s, sitemap, u"--crawl"_s, linkedOnly, u"--html"_s, partial })
                .exitCode
            <= 1);
    {
        QFile html(partial);
        QVERIFY(html.open(QIODevice::ReadOnly));
        QString error;
        const XmlNode root = parseXmlTree(html.readAll(), &error);
        const XmlNode *section = root.byId(u"site-audit"_s);
        QVERIFY2(section, qPrintable(error));
        QVERIFY2(section->text().contains(u"of the sitemap's 10 URLs were not fetched"_s),
                 qPrintable(section->text().left(600)));
    }
    // Without either, no such section.
    const QString plain = file(u"plain.html"_s);
    QVERIFY(runCliServing({ u"report"_s, sitemap, u"--html"_s, plain }).exitCode <= 1);
    QFile file(plain);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains("site-audit"));
}

void TestCrawlCli::auditText()
{
    const QString sitemap = file(u"audit.xml"_s);
    QFile xml(sitemap);
    QVERIFY(xml.open(QIODevice::WriteOnly));
    xml.write(LoopbackSite::sitemapXml(m_server.url(u""_s).toString()));
    xml.close();
    const CliRun run
        = runCliServing(QStringList { u"audit"_s, sitemap, u"--site"_s, site() } + quick());
    // Errors (noindex, 404, 500): exit 1, as check.
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    QHash<QString, QStringList> byRule;
    for (const QByteArray &line : run.out.split('\n')) {
        if (line.isEmpty())
            continue;
        const QString text = QString::fromUtf8(line);
        QVERIFY2(text.startsWith(sitemap + u':'), qPrintable(text));
        const QString rule = text.section(u'[', -1).chopped(1);
        byRule[rule].append(text);
    }
    QCOMPARE(byRule.value(u"SM415"_s).size(), 4);
    QCOMPARE(byRule.value(u"SM416"_s).size(), 1);
    QCOMPARE(byRule.value(u"SM410"_s).size(), 3);
    QCOMPARE(byRule.value(u"SM411"_s).size(), 2);
    QCOMPARE(byRule.value(u"SM412"_s).size(), 1);
    QCOMPARE(byRule.value(u"SM409"_s).size(), 1);
    QCOMPARE(byRule.value(u"SM417"_s).size(), 1);
    QCOMPARE(byRule.value(u"SM419"_s).size(), 3);
    QCOMPARE(byRule.value(u"SM608"_s).size(), 1);
    // Every indexable page but the 141 the sitemap lists.
    QCOMPARE(byRule.value(u"SM418"_s).size(), int(indexable().size()) - 141);
    QCOMPARE(byRule.size(), 10);
    QVERIFY2(
        byRule.value(u"SM415"_s).first().contains(u"error: Submitted URL marked 'noindex': "_s),
        qPrintable(byRule.value(u"SM415"_s).first()));
    QVERIFY(byRule.value(u"SM608"_s).first().contains(u"/de/"_s));
    QVERIFY(run.err.contains("Crawled "));
    QVERIFY2(run.err.contains("7 errors"), qPrintable(describe(run)));
}

void TestCrawlCli::auditJsonAndExitCodes()
{
    // Only pages that are fine: the missing pages are warnings, under the default --fail-on.
    const QString fine = writeSitemap(u"fine.xml"_s, { u"/"_s, u"/about"_s, u"/contact"_s });
    const CliRun run = runCliServing(
        QStringList { u"audit"_s, fine, u"--site"_s, site(), u"--format"_s, u"json"_s } + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QJsonParseError error;
    const QJsonObject report = QJsonDocument::fromJson(run.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonArray findings = report.value(u"findings"_s).toArray();
    QCOMPARE(findings.size(), int(indexable().size()) - 3);
    for (const QJsonValue &f : findings) {
        QCOMPARE(f[u"rule"_s].toString(), u"SM418"_s);
        QCOMPARE(f[u"severity"_s].toString(), u"warning"_s);
        QCOMPARE(f[u"title"_s].toString(), u"Indexable page missing from the sitemap"_s);
    }
    QCOMPARE(report.value(u"summary"_s)[u"warning"_s].toInt(), findings.size());
    QCOMPARE(report.value(u"crawl"_s)[u"start"_s].toString(), site());
    QVERIFY(report.value(u"crawl"_s)[u"complete"_s].toBool());
    QCOMPARE(report.value(u"crawl"_s)[u"sitemapUrls"_s].toInt(), 3);
    QCOMPARE(report.value(u"crawl"_s)[u"sitemapUrlsNotFetched"_s].toInt(), 0);

    const CliRun strict = runCliServing(
        QStringList { u"audit"_s, fine, u"--site"_s, site(), u"--fail-on"_s, u"warning"_s }
        + quick());
    QVERIFY2(strict.exitCode == 1, qPrintable(describe(strict)));

    auto refused = [](const QStringList &arguments, const QByteArray &says) {
        const CliRun run = runCliServing(arguments);
        QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
        QVERIFY2(run.err.contains(says), qPrintable(describe(run)));
    };
    refused({ u"audit"_s, fine }, "--site");
    refused({ u"audit"_s, fine, u"--site"_s, site(), u"--format"_s, u"xml"_s }, "--format");
    refused({ u"audit"_s, fine, u"--site"_s, site(), u"--fail-on"_s, u"never"_s }, "--fail-on");
    refused({ u"audit"_s, file(u"absent.xml"_s), u"--site"_s, site() }, "cannot be read");
}

void TestCrawlCli::auditSarif()
{
    const QString sitemap
        = writeSitemap(u"sarif.xml"_s, { u"/noindex-meta"_s, u"/moved"_s, u"/about"_s });
    const CliRun run
        = runCliServing(QStringList { u"audit"_s, sitemap, u"--site"_s, site(), u"--format"_s,
                                      u"sarif"_s, u"--max-depth"_s, u"1"_s }
                        + quick());
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    const QJsonObject sarif = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(sarif.value(u"version"_s).toString(), u"2.1.0"_s);
    const QJsonArray results = sarif.value(u"runs"_s)[0][u"results"_s].toArray();
    QStringList rules;
    for (const QJsonValue &result : results) {
        rules.append(result[u"ruleId"_s].toString());
        // At the entry's line, but for SM418, which is about the file.
        const int line
            = result[u"locations"_s][0][u"physicalLocation"_s][u"region"_s][u"startLine"_s].toInt();
        QCOMPARE(line > 0, result[u"ruleId"_s].toString() != u"SM418");
    }
    // Depth 1: the items are never reached, so no orphan notice (the crawl is incomplete),
    // and only the pages at depth 0 and 1 can be missing.
    QVERIFY(rules.contains(u"SM415"_s));
    QVERIFY(rules.contains(u"SM410"_s));
    QVERIFY(!rules.contains(u"SM419"_s));

    // A sitemap URL the crawl never fetches (here: another site) is not judged, and said so.
    const QString elsewhere = file(u"elsewhere.xml"_s);
    QFile xml(elsewhere);
    QVERIFY(xml.open(QIODevice::WriteOnly));
    xml.write("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
              "<url><loc>https://elsewhere.invalid/page</loc></url>"
              "<url><loc>"
              + m_server.url(u"/about"_s).toEncoded() + "</loc></url></urlset>");
    xml.close();
    const CliRun text = runCliServing(
        QStringList { u"audit"_s, elsewhere, u"--site"_s, site(), u"--max-pages"_s, u"5"_s }
        + quick());
    QVERIFY2(text.exitCode == 0, qPrintable(describe(text)));
    QVERIFY2(text.err.contains("1 of the sitemap's 2 URLs were not fetched"),
             qPrintable(describe(text)));
}

void TestCrawlCli::auditSitemapByUrl()
{
    // The sitemap fetched from the site; the crawl starts at its root without --site.
    const CliRun run
        = runCliServing(QStringList { u"audit"_s, m_server.url(u"/sitemap.xml"_s).toString(),
                                      u"--format"_s, u"json"_s }
                        + quick());
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(report.value(u"crawl"_s)[u"start"_s].toString(), site());
    QCOMPARE(report.value(u"summary"_s)[u"error"_s].toInt(), 7); // SM415 4, SM411 2, SM412
}

// A site whose pages carry each date source (conflicting ones too, to check the order) and
// images in every form, all sent with one Last-Modified: the time of the last deploy. `cdn`
// ("http://localhost:port") serves its images, and `closedCdn` is a CDN that answers nothing.
static void installDatedSite(TestHttpServer &server,
                             const QByteArray &cdn = "https://cdn.example.net",
                             const QByteArray &closedCdn = "https://closed-cdn.example.net")
{
    server.serve(u"/robots.txt"_s,
                 "User-agent: Googlebot-Image\nDisallow: /blocked-images/\n\nUser-agent: *\nAllow: /\n",
                 "text/plain");
    // Every page carries the same Last-Modified: the time of the last deploy.
    auto page = [&server](const QString &path, const QByteArray &head, const QByteArray &body) {
        TestResponse response = TestResponse::ok(
            "<!DOCTYPE html><html><head><title>" + path.toUtf8() + "</title>" + head
                + "</head><body>" + body + "</body></html>",
            "text/html");
        response.header("Last-Modified", "Wed, 01 Jan 2025 00:00:00 GMT");
        server.route(path, response);
    };
    page(u"/"_s, {},
         "<a href=/a>a</a><a href=/b>b</a><a href=/c>c</a><a href=/d>d</a><a href=/e>e</a>"
         "<a href=/f>f</a><a href=/g>g</a>");
    // JSON-LD (an @graph whose WebPage is this page) beats the Open Graph date.
    page(u"/a"_s,
         "<script type=application/ld+json>{\"@context\":\"https://schema.org\",\"@graph\":["
         "{\"@type\":\"WebSite\",\"dateModified\":\"2019-09-09\"},{\"@type\":\"WebPage\","
         "\"@id\":\"" + server.url(u"/a"_s).toEncoded() + "#webpage\",\"dateModified\":\"2024-05-01T10:00:00+02:00\"}]}"
         "</script><meta property=og:updated_time content=2023-01-01T00:00:00Z>",
         "<img src=img/a1.jpg alt=one><img src=img/a1-small.jpg srcset=\"img/a1-small.jpg 480w, "
         "img/a1-large.jpg 1600w\" alt=two>");
    // The article tag beats og:updated_time; images in a <picture>, og:image on the CDN, and
    // one on a host nobody named.
    page(u"/b"_s,
         "<meta property=og:updated_time content=2022-02-02T00:00:00Z>"
         "<meta property=article:modified_time content=2024-04-02T08:00:00Z>"
         "<meta property=og:image content=" + cdn + "/og/b.png>",
         "<picture><source srcset=\"/img/b.avif 1x, /img/b@2x.avif 2x\" type=image/avif>"
         "<img src=/img/b.jpg alt=b></picture><img src=https://elsewhere.example/x.png>"
         "<img src=" + cdn + "/private/proof.png><img src=" + closedCdn + "/b-zoom.jpg>");
    // A date only; a data: URI, a tracking pixel, an image blocked for Googlebot-Image, and a
    // broken one (written: the audit finds it).
    page(u"/c"_s, "<meta property=og:updated_time content=2024-03-03>",
         "<img src=\"data:image/png;base64,iVBORw0KGgo=\"><img src=/px.gif width=1 height=1>"
         "<img src=/blocked-images/secret.png><img src=/img/broken.png>");
    page(u"/d"_s, {},
         "<p>Updated <time itemprop=dateModified datetime=2024-02-04T12:00:00+01:00>4 Feb</time></p>");
    page(u"/e"_s, {}, "<p>No date in the page.</p>");
    page(u"/f"_s, "<meta name=robots content=noindex>", "<img src=/img/f.jpg>");
    page(u"/g"_s, "<meta property=og:updated_time content=2024-07-07>", "<p>Seventh.</p>");
    // Image files for audit --images: one that is, one moved, one that is a page; the rest 404.
    server.serve(u"/img/a1.jpg"_s, QByteArray("\xff\xd8\xff\xe0 JFIF", 10), "image/jpeg");
    server.redirect(u"/img/moved.png"_s, "/img/a1.jpg");
    server.serve(u"/img/page.png"_s, "<!DOCTYPE html><title>Not here</title>", "text/html");

}

// crawl --images --lastmod on a site whose pages carry each date source (conflicting ones too,
// to check the order) and images in every form: the file written is exactly the one expected,
// and valid against the official image schema. --lastmod-source header keeps the deploy-time
// header; --json names each date's source.
void TestCrawlCli::imagesAndPageDates()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    // The CDN, on another host name: its robots.txt keeps Googlebot-Image out of /private/. A
    // second CDN answers nothing, so its robots.txt cannot be read: none of its images is
    // taken (RFC 9309, 2.3.1.4).
    TestHttpServer cdnServer;
    QVERIFY(cdnServer.listen());
    cdnServer.serve(u"/robots.txt"_s, "User-agent: Googlebot-Image\nDisallow: /private/\n",
                    "text/plain");
    const QByteArray cdn = "http://localhost:" + QByteArray::number(cdnServer.port());
    quint16 closedPort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        closedPort = probe.serverPort();
    }
    const QByteArray closedCdn = "http://localhost:" + QByteArray::number(closedPort);
    installDatedSite(server, cdn, closedCdn);
    const QString site = server.url(u"/"_s).toString();
    const QString out = file(u"images.xml"_s);
    const CliRun run = runCliServing(QStringList { u"crawl"_s, site, u"--out"_s, out, u"--images"_s,
                                                   u"--image-host"_s, u"LocalHost"_s,
                                                   u"--lastmod"_s, u"--json"_s }
                                     + quick());
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QByteArray root = server.url(u""_s).toEncoded();
    auto url = [&root](const char *path, const char *lastmod, const QList<QByteArray> &images) {
        QByteArray xml = "  <url>\n    <loc>" + root + path + "</loc>\n    <lastmod>" + lastmod
            + "</lastmod>\n";
        for (const QByteArray &image : images)
            xml += "    <image:image>\n      <image:loc>" + image + "</image:loc>\n    </image:image>\n";
        return xml + "  </url>\n";
    };
    const QByteArray expected
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
          "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n"
        + url("/", "2025-01-01T00:00:00Z", {})
        + url("/a", "2024-05-01T10:00:00+02:00", { root + "/img/a1.jpg", root + "/img/a1-large.jpg" })
        + url("/b", "2024-04-02T08:00:00Z",
              { cdn + "/og/b.png", root + "/img/b@2x.avif", root + "/img/b.jpg" })
        + url("/c", "2024-03-03", { root + "/img/broken.png" })
        + url("/d", "2024-02-04T12:00:00+01:00", {})
        + url("/e", "2025-01-01T00:00:00Z", {})
        + url("/g", "2024-07-07", {})
        + "</urlset>\n";
    QFile written(out);
    QVERIFY(written.open(QIODevice::ReadOnly));
    // Line by line, so that a difference is shown where it is.
    QCOMPARE(QString::fromUtf8(written.readAll()).split(u'\n'), QString::fromUtf8(expected).split(u'\n'));
    // The CDN was asked its robots.txt once, and nothing else.
    QCOMPARE(cdnServer.requests().size(), 1);
    QCOMPARE(cdnServer.requests().first().path, u"/robots.txt"_s);

    // Where each date came from.
    QHash<QString, QString> sources;
    for (const QJsonValue &p : QJsonDocument::fromJson(run.out)[u"pages"_s].toArray())
        if (p.toObject().contains(u"lastmodSource"_s))
            sources.insert(QUrl(p[u"url"_s].toString()).path(), p[u"lastmodSource"_s].toString());
    const QHash<QString, QString> expectedSources {
        { u"/"_s, u"last-modified"_s }, { u"/a"_s, u"json-ld"_s },
        { u"/b"_s, u"article:modified_time"_s }, { u"/c"_s, u"og:updated_time"_s },
        { u"/d"_s, u"time"_s }, { u"/e"_s, u"last-modified"_s }, { u"/g"_s, u"og:updated_time"_s },
    };
    QCOMPARE(sources, expectedSources);

    // The header alone: every page the deploy's date.
    const QString headerOnly = file(u"header-dates.xml"_s);
    QVERIFY(runCliServing(QStringList { u"crawl"_s, site, u"--out"_s, headerOnly, u"--lastmod"_s,
                                        u"--lastmod-source"_s, u"header"_s }
                          + quick())
                .exitCode
            == 0);
    const Workspace dated = Loader::open(headerOnly);
    QCOMPARE(dated.sitemaps.first().entries.size(), 7);
    for (const UrlEntry &entry : dated.sitemaps.first().entries)
        QCOMPARE(entry.lastmod().toString(), u"2025-01-01T00:00:00Z"_s);
    const CliRun wrong = runCliServing(
        { u"crawl"_s, site, u"--out"_s, file(u"never.xml"_s), u"--lastmod-source"_s, u"guess"_s });
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY2(wrong.err.contains("--lastmod-source takes page, header or history"),
             qPrintable(describe(wrong)));

    // The official image schema accepts the file.
    SITEMAP_STUDIO_REQUIRE_XSD();
    const QString xmllint = QStandardPaths::findExecutable(u"xmllint"_s);
    if (xmllint.isEmpty())
        QSKIP("xmllint is not on PATH (install libxml2-utils; ./dev.sh does)");
    QProcess check;
    check.start(xmllint, { u"--noout"_s, u"--schema"_s, TestPaths::xsdDir() + u"/all.xsd"_s, out });
    QVERIFY(check.waitForFinished(30000));
    QVERIFY2(check.exitCode() == 0, check.readAllStandardError().constData());
}

// audit of a sitemap with true, late, stale and deploy-time dates, and entries that lack their
// pages' images, against the dated site: exactly the expected findings, each a row, with the
// page's date as the fix of each date finding.
void TestCrawlCli::auditOfDatesAndImages_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("path"); // "" for the file
    QTest::addColumn<QString>("words");
    QTest::addColumn<QString>("suggestion");
    QTest::newRow("stale") << u"SM421"_s << u"/a"_s
                           << u"The lastmod 2024-01-01 of %1/a is earlier than the page's own date "
                              "2024-05-01T10:00:00+02:00 (its json-ld): the page changed since"_s
                           << u"2024-05-01T10:00:00+02:00"_s;
    QTest::newRow("late, the deploy's") << u"SM420"_s << u"/b"_s
                                        << u"is later than the page's own date 2024-04-02T08:00:00Z "
                                           "(its article:modified_time)"_s
                                        << u"2024-04-02T08:00:00Z"_s;
    QTest::newRow("late, a date") << u"SM420"_s << u"/c"_s
                                  << u"The lastmod 2025-01-01 of %1/c is later than the page's own "
                                     "date 2024-03-03 (its og:updated_time)"_s
                                  << u"2024-03-03"_s;
    QTest::newRow("late, Open Graph") << u"SM420"_s << u"/g"_s << u"2024-07-07 (its og:updated_time)"_s
                                      << u"2024-07-07"_s;
    QTest::newRow("the deploy") << u"SM422"_s << QString()
                                << u"3 of the 5 URLs whose pages give their own date carry their "
                                   "Last-Modified header's date instead (3 of them 2025-01-01"_s
                                << QString();
    QTest::newRow("an image the entry lacks") << u"SM423"_s << u"/a"_s
                                              << u"shows images its entry lacks (1): %1/img/a1-large.jpg"_s
                                              << u"%1/img/a1-large.jpg"_s;
    QTest::newRow("a picture the entry lacks")
        << u"SM423"_s << u"/b"_s << u"shows images its entry lacks (2): %1/img/b@2x.avif, %1/img/b.jpg"_s
        << u"%1/img/b@2x.avif %1/img/b.jpg"_s;
    QTest::newRow("a broken image, not the blocked one")
        << u"SM423"_s << u"/c"_s << u"shows images its entry lacks (1): %1/img/broken.png"_s
        << u"%1/img/broken.png"_s;
    QTest::newRow("an image that moved") << u"SM410"_s << u"/g"_s
                                         << u"%1/img/moved.png redirects (HTTP 301) to %1/img/a1.jpg"_s
                                         << QString();
    QTest::newRow("an image not found") << u"SM411"_s << u"/e"_s << u"%1/img/broken.png"_s << QString();
    QTest::newRow("an image that is a page") << u"SM424"_s << u"/d"_s
                                             << u"The image %1/img/page.png answers with text/html, "
                                                "not an image"_s
                                             << QString();
}

void TestCrawlCli::auditOfDatesAndImages()
{
    QFETCH(QString, rule);
    QFETCH(QString, path);
    QFETCH(QString, words);
    QFETCH(QString, suggestion);
    // The sitemap's paths, in its order: a finding names its entry by number.
    auto pathOf = [](const QJsonValue &finding) {
        static const QStringList paths { u"/"_s, u"/a"_s, u"/b"_s, u"/c"_s, u"/d"_s, u"/e"_s, u"/g"_s };
        return finding[u"entry"_s].isNull() ? QString() : paths.value(finding[u"entry"_s].toInt());
    };
    // One audit for every row.
    static TestHttpServer server;
    static QJsonArray findings;
    static QString root;
    if (root.isEmpty()) {
        QVERIFY(server.listen());
        installDatedSite(server);
        root = server.url(u""_s).toString();
        auto url = [](const QString &root, const char *path, const char *lastmod,
                      const char *image = nullptr) {
            QByteArray xml = "<url><loc>" + root.toUtf8() + path + "</loc><lastmod>" + lastmod
                + "</lastmod>";
            if (image)
                xml += "<image:image><image:loc>" + root.toUtf8() + image + "</image:loc></image:image>";
            return xml + "</url>\n";
        };
        const QByteArray xml
            = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
              "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n"
            + url(root, "/", "2025-01-01T00:00:00Z") // no date of its own: nothing to compare
            + url(root, "/a", "2024-01-01", "/img/a1.jpg") // stale
            + url(root, "/b", "2025-01-01T00:00:00Z") // the deploy
            + url(root, "/c", "2025-01-01") // the deploy, as a date
            + url(root, "/d", "2024-02-04T11:00:00Z", "/img/page.png") // true: the page's 12:00+01:00
            + url(root, "/e", "2023-01-01", "/img/broken.png") // no date of its own
            + url(root, "/g", "2025-01-01T00:00:00Z", "/img/moved.png") // the deploy
            + "</urlset>\n";
        const QString sitemap = file(u"dated.xml"_s);
        QFile out(sitemap);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(xml);
        out.close();
        auto audit = [&](bool images, QJsonArray *into) {
            const CliRun run = runCliServing(
                QStringList { u"audit"_s, sitemap, u"--site"_s, server.url(u"/"_s).toString(),
                              u"--format"_s, u"json"_s }
                + (images ? QStringList { u"--images"_s } : QStringList()) + quick());
            *into = QJsonDocument::fromJson(run.out)[u"findings"_s].toArray();
            QStringList found;
            for (const QJsonValue &f : std::as_const(*into))
                found.append(f[u"rule"_s].toString() + u' ' + pathOf(f));
            found.sort();
            return std::pair { run.exitCode, found };
        };
        // Exactly the rows' findings, no more; the images' only with --images. An image not
        // found is an error: exit 1.
        const QStringList dates { u"SM420 /b"_s, u"SM420 /c"_s, u"SM420 /g"_s, u"SM421 /a"_s,
                                  u"SM422 "_s, u"SM423 /a"_s, u"SM423 /b"_s, u"SM423 /c"_s };
        QJsonArray withoutImages;
        const auto [plainExit, plain] = audit(false, &withoutImages);
        QCOMPARE(plainExit, 0); // warnings and notices only
        QCOMPARE(plain, dates);
        const auto [imagesExit, all] = audit(true, &findings);
        QCOMPARE(imagesExit, 1);
        QStringList expected = dates + QStringList { u"SM410 /g"_s, u"SM411 /e"_s, u"SM424 /d"_s };
        expected.sort();
        QCOMPARE(all, expected);
    }
    QJsonValue match;
    for (const QJsonValue &f : std::as_const(findings))
        if (f[u"rule"_s].toString() == rule && pathOf(f) == path)
            match = f;
    QVERIFY2(match.isObject(), qPrintable(rule + u' ' + path));
    QVERIFY2(match[u"message"_s].toString().contains(words.arg(root)),
             qPrintable(match[u"message"_s].toString()));
    QCOMPARE(match[u"suggestion"_s].toString(), suggestion.arg(root));
}


QString TestCrawlCli::hostileStore()
{
    if (!m_hostileStore.isEmpty())
        return m_hostileStore;
    const CrawlResult crawl = hostileCrawl();
    const QString path = file(u"hostile.crawl"_s);
    CrawlStore store;
    QString error;
    if (!store.open(path, true, &error) || !store.begin(crawl.startUrl, CrawlOptions(), &error))
        return {};
    for (qsizetype i = 0; i < crawl.pages.size(); ++i)
        store.pageDone(crawl, i);
    if (!store.finish(crawl, &error))
        return {};
    m_hostileStore = path;
    return path;
}

void TestCrawlCli::crawlTableOfAKeptCrawl_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("format");
    for (const char *table :
         { "pages", "links", "redirects", "images", "broken-links", "missing-pages" })
        for (const char *format : { "csv", "tsv", "json" })
            QTest::addRow("%s.%s", table, format)
                << QString::fromLatin1(table) << QString::fromLatin1(format);
}

// Every table of a kept crawl in every format, to standard output and to a file, byte for byte
// the engine's expected files (tests/data/crawltables/): the store keeps all the tables need.
void TestCrawlCli::crawlTableOfAKeptCrawl()
{
    QFETCH(QString, table);
    QFETCH(QString, format);
    const QString store = hostileStore();
    QVERIFY(!store.isEmpty());
    const QByteArray expected = fileBytes(TestPaths::data(u"crawltables/%1.%2"_s.arg(table, format)));
    QVERIFY(!expected.isEmpty());
    QStringList arguments { u"crawl-table"_s, store, u"--table"_s, table, u"--format"_s, format };
    if (table == u"missing-pages")
        arguments << u"--sitemap"_s << hostileCrawlSitemap();
    const CliRun run = runCli(arguments);
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY2(run.out == expected, qPrintable(firstDifference(run.out, expected)));
    QVERIFY2(run.err.isEmpty(), run.err.constData());

    // To a file, which replaces what was there whole and leaves nothing else in its folder.
    QTemporaryDir folder;
    const QString output = folder.filePath(u"table.out"_s);
    QFile old(output);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write(QByteArray(100000, 'x'));
    old.close();
    const CliRun written = runCli(arguments + QStringList { u"--output"_s, output });
    QVERIFY2(written.exitCode == 0, qPrintable(describe(written)));
    QVERIFY(written.out.isEmpty());
    const QByteArray bytes = fileBytes(output);
    QVERIFY2(bytes == expected, qPrintable(firstDifference(bytes, expected)));
    QCOMPARE(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList { u"table.out"_s });
}

// A store of version 3 (before anchors) still gives its links, with empty anchors and rels; it
// is migrated on the way.
void TestCrawlCli::crawlTableOfAVersion3Store()
{
    const QString store = file(u"version3.crawl"_s);
    QFile::remove(store);
    QVERIFY(QFile::copy(hostileStore(), store));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"downgrade"_s);
        db.setDatabaseName(store);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"ALTER TABLE pages DROP COLUMN link_anchors"_s));
        QVERIFY(query.exec(u"ALTER TABLE pages DROP COLUMN link_rels"_s));
        QVERIFY(query.exec(u"DROP TABLE anchors"_s));
        QVERIFY(query.exec(u"PRAGMA user_version=3"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"downgrade"_s);
    for (const char *format : { "csv", "json" }) {
        const CliRun run = runCli({ u"crawl-table"_s, store, u"--table"_s, u"links"_s,
                                    u"--format"_s, QString::fromLatin1(format) });
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        const QByteArray expected = fileBytes(
            TestPaths::data(u"crawltables/links-version3.%1"_s.arg(QLatin1StringView(format))));
        QVERIFY(!expected.isEmpty());
        QVERIFY2(run.out == expected, qPrintable(firstDifference(run.out, expected)));
    }
}

// A live crawl of pages whose titles and anchors hold quotes, commas, line breaks, tabs and
// UTF-8, kept with --save: the tables of links and pages as the parser read them (whitespace
// collapsed), compared whole with the server's address written as {site} and the timings
// blanked.
void TestCrawlCli::crawlTableOfALiveCrawl()
{
    TestHttpServer server;
    QVERIFY(server.listen());
    server.serve(u"/"_s,
                 QString(u"<html><head><title>Ceník, \"akce\" &amp; Ціни</title></head><body>"
                         "<a href=\"/ceny?a=1,2\">Přehled\n   cen,\t\"nejlepší\"</a>"
                         "<a href=/ua rel=\"nofollow UGC\"><img src=/u.png alt=\"Ціни 💶\"></a>"
                         "<a href=/gone rel=sponsored>Say \"hi\", <b>then</b>\r\nleave</a>"
                         "<a href=\"/ceny?a=1,2\">second anchor, not kept</a>"
                         "</body></html>"_s)
                     .toUtf8(),
                 "text/html; charset=utf-8");
    server.serve(u"/ceny"_s, QString(u"<title>Přehled cen</title><a href=/>Domů</a>"_s).toUtf8(),
                 "text/html; charset=utf-8");
    server.serve(u"/ua"_s, QString(u"<title>Ціни\tі\nзнижки</title>"_s).toUtf8(),
                 "text/html; charset=utf-8");
    const QString store = file(u"live-tables.crawl"_s);
    const QString out = file(u"live-tables.xml"_s);
    const CliRun crawl = runCliServing(QStringList { u"crawl"_s, server.url(u"/"_s).toString(),
                                                     u"--out"_s, out, u"--save"_s, store }
                                       + quick());
    QVERIFY2(crawl.exitCode == 0, qPrintable(describe(crawl)));
    const QString site = server.url(u"/"_s).toString().chopped(1);
    auto table = [&](const QString &name) {
        const CliRun run = runCli({ u"crawl-table"_s, store, u"--table"_s, name });
        if (run.exitCode != 0)
            QTest::qFail(qPrintable(describe(run)), __FILE__, __LINE__);
        return QString::fromUtf8(run.out).replace(site, u"{site}"_s);
    };
    QCOMPARE(table(u"links"_s),
             u"source,target,anchor,rel,target_status,target_indexability\r\n"
             "{site}/,\"{site}/ceny?a=1,2\",\"Přehled cen, \"\"nejlepší\"\"\",,200,indexable\r\n"
             "{site}/,{site}/ua,Ціни 💶,nofollow ugc,200,indexable\r\n"
             "{site}/,{site}/gone,\"Say \"\"hi\"\", then leave\",sponsored,404,not-found\r\n"
             "\"{site}/ceny?a=1,2\",{site}/,Domů,,200,indexable\r\n"_s);
    // The broken link with the server's reason, whatever words the Fetcher gives it.
    const QString broken = table(u"broken-links"_s);
    QVERIFY2(broken.startsWith(u"source,target,anchor,target_status,why\r\n"
                               "{site}/,{site}/gone,\"Say \"\"hi\"\", then leave\",404,"_s)
                 && broken.count(u"\r\n"_s) == 2 && broken.endsWith(u"\r\n"_s),
             qPrintable(broken));
    // The pages, timings and sizes aside (they vary from run to run).
    const QString pages = table(u"pages"_s);
    QVERIFY2(pages.startsWith(u"url,status,indexability,message,canonical,redirect,final_url,"
                              "depth,inlinks,outlinks,external_links,title,content_type,bytes,"
                              "response_ms,last_modified\r\n"_s),
             qPrintable(pages));
    QVERIFY2(pages.contains(u"\r\n{site}/,200,indexable,,,,{site}/,0,1,3,0,"
                            "\"Ceník, \"\"akce\"\" & Ціни\",text/html; charset=utf-8,"_s),
             qPrintable(pages));
    QVERIFY2(pages.contains(u"\r\n{site}/ua,200,indexable,,,,{site}/ua,1,1,0,0,Ціни і знижки,"_s),
             qPrintable(pages));
}

// Wrong calls and unreadable stores: exit 2, and a message that says what and where.
void TestCrawlCli::crawlTableWrongCalls()
{
    const QString store = hostileStore();
    auto refused = [&](const QStringList &arguments, const QString &message) {
        const CliRun run = runCli(QStringList { u"crawl-table"_s } + arguments);
        QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
        QVERIFY2(QString::fromUtf8(run.err).contains(message), qPrintable(describe(run)));
        QVERIFY(run.out.isEmpty());
    };
    const QString missing = file(u"no-such.crawl"_s);
    refused({ missing, u"--table"_s, u"pages"_s }, missing + u" does not exist"_s);
    refused({ hostileCrawlSitemap(), u"--table"_s, u"pages"_s },
            hostileCrawlSitemap() + u" is not a crawl kept by Sitemap Studio"_s);
    refused({ m_dir.path(), u"--table"_s, u"pages"_s }, m_dir.path() + u" is a folder"_s);
    const QString empty = file(u"empty-database.crawl"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other"_s);
        db.setDatabaseName(empty);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(u"CREATE TABLE t (x)"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"other"_s);
    refused({ empty, u"--table"_s, u"pages"_s },
            empty + u" is not a crawl kept by Sitemap Studio"_s);
    refused({ store }, u"needs --table"_s);
    refused({ u"--table"_s, u"pages"_s }, u"needs exactly one STORE"_s);
    refused({ store, u"--table"_s, u"Pages"_s }, u"--table takes pages, links"_s);
    refused({ store, u"--table"_s, u"links"_s, u"--format"_s, u"xlsx"_s },
            u"--format takes csv, tsv or json, not \"xlsx\""_s);
    refused({ store, u"--table"_s, u"missing-pages"_s }, u"needs --sitemap"_s);
    refused({ store, u"--table"_s, u"links"_s, u"--sitemap"_s, hostileCrawlSitemap() },
            u"--sitemap is for --table missing-pages only"_s);
    refused({ store, u"--table"_s, u"missing-pages"_s, u"--sitemap"_s, missing },
            missing + u" cannot be read"_s);
    const QString nowhere = file(u"no/such/folder/table.csv"_s);
    refused({ store, u"--table"_s, u"links"_s, u"--output"_s, nowhere },
            u"Could not write %1"_s.arg(nowhere));
    QVERIFY(!QFileInfo::exists(nowhere));
}

QTEST_GUILESS_MAIN(TestCrawlCli)
#include "tst_crawlcli.moc"
