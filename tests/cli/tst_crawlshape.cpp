// sitemap-studio-cli crawl and audit with the URL rules (--include, --exclude, --no-list,
// --strip-param, --keep-all-params, --publish-url), end to end against a staging site served on
// 127.0.0.1 by this process: what the server is asked for, counted request by request (no
// excluded URL asked, each page once whatever tracking parameters its links carry), what the
// sitemap lists and under which address, the audit of a production sitemap against staging,
// the rules kept with a saved crawl and a resumed one, and the wrong calls.

#include "clirun.h"
#include "crawlfixture.h"
#include "io/loader.h"
#include "model/workspace.h"
#include "testhttpserver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// A category page whose production address runs to 120 characters, with a query and a percent
// escape (modrá), as shops write them.
const QString Category = u"/produkty/kategorie/elektronika?barva=modr%C3%A1&velikost=XL"
                         "&razeni=cena-vzestupne&strana=2&od=10"_s;

QByteArray page(const QString &title, const QStringList &links)
{
    QByteArray html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>" + title.toUtf8()
        + "</title></head><body>";
    for (const QString &link : links)
        html += "<a href=\"" + link.toUtf8().replace("&", "&amp;") + "\">" + link.toUtf8()
            + "</a>\n";
    return html + "</body></html>";
}

} // namespace

class TestCrawlShape : public QObject, public CrawlCliFixture
{
    Q_OBJECT

private:
    QString staging(const QString &path) const { return siteUrl(path); }
    // A production sitemap in the folder, of https://`host`/ (written as it is, Punycode for
    // an IDN); its path.
    QString productionSitemap(const QString &host = QStringLiteral("www.example.com")) const;
    CliRun crawl(const QString &out, const QStringList &more)
    {
        m_server.clearRequests();
        return runCliServing(
            QStringList { u"crawl"_s, site(), u"--out"_s, out, u"--timeout"_s, u"3000"_s } + more);
    }

private Q_SLOTS:
    void initTestCase();
    void trackingParametersStrippedByDefault();
    void stripParamCollapsesRefVariants();
    void keepAllParams();
    void excludeAndNoList();
    void includeOnly();
    void excludedStartRefused();
    void wrongCalls_data();
    void wrongCalls();
    void publishUrlRewritesTheSitemap();
    void auditOfAProductionSitemap();
    void reportOfAProductionSitemap();
    void rulesKeptWithASavedCrawl();
};

void TestCrawlShape::initTestCase()
{
    QVERIFY(setUpSite(2000));
    QCOMPARE((u"https://www.example.com"_s + Category).size(), 120);
    const QString category = Category;
    // The home page links each page under tracking variants, as newsletters and ads do.
    m_server.serve(
        u"/"_s,
        page(u"Domů"_s,
             { category, category + u"&utm_source=newsletter&utm_medium=email&utm_campaign=jaro"_s,
               category + u"&fbclid=IwAR2xQk9_Zt"_s,
               u"/produkty/kategorie/elektronika?gclid=Cj0KCQjw&barva=modr%C3%A1&velikost=XL"
               "&razeni=cena-vzestupne&strana=2&od=10"_s,
               u"/docs/guide/"_s, u"/docs/guide/?ref=home"_s, u"/docs/guide/?ref=nav"_s,
               u"/docs/guide/?ref=footer&utm_source=x"_s, u"/search?q=sitemap"_s,
               u"/search?q=seo&strana=2"_s, u"/tag/seo/"_s, u"/caf%C3%A9/menu?_ga=2.1234"_s,
               u"/private/draft"_s }),
        "text/html; charset=utf-8");
    m_server.serve(u"/produkty/kategorie/elektronika"_s,
                   page(u"Elektronika"_s,
                        { u"/"_s, u"/docs/guide/?ref=produkty"_s, u"/search?q=modr%C3%A1"_s }),
                   "text/html; charset=utf-8");
    m_server.serve(u"/docs/guide/"_s,
                   page(u"Guide"_s,
                        { u"/docs/api/?ref=guide&utm_source=docs"_s, u"/docs/api/"_s,
                          u"/private/draft?mc_cid=abc"_s }),
                   "text/html; charset=utf-8");
    m_server.serve(u"/docs/api/"_s, page(u"API"_s, { u"/docs/guide/?ref=api"_s }),
                   "text/html; charset=utf-8");
    m_server.serve(u"/tag/seo/"_s, page(u"Tag SEO"_s, { u"/docs/guide/?ref=tag"_s }),
                   "text/html; charset=utf-8");
    m_server.serve(u"/search"_s, page(u"Search"_s, { u"/search?q=more"_s }),
                   "text/html; charset=utf-8");
    m_server.serve(u"/café/menu"_s, page(u"Menu"_s, { u"/"_s }), "text/html; charset=utf-8");
    m_server.serve(u"/private/draft"_s, page(u"Draft"_s, {}), "text/html; charset=utf-8");
    m_server.setMaxRequests(2000);
}

void TestCrawlShape::trackingParametersStrippedByDefault()
{
    const QString out = file(u"default.xml"_s);
    const CliRun run = crawl(out, {});
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QHash<QByteArray, int> asked = this->asked();
    // Each page once, under its clean address; no tracking parameter reaches the server.
    for (auto it = asked.cbegin(); it != asked.cend(); ++it) {
        QVERIFY2(it.value() == 1, qPrintable(asString(asked)));
        for (const char *tracker : { "utm_", "fbclid", "gclid", "_ga", "mc_cid" })
            QVERIFY2(!it.key().contains(tracker), qPrintable(asString(asked)));
    }
    QCOMPARE(asked.value(Category.toLatin1()), 1);
    QCOMPARE(asked.value("/caf%C3%A9/menu"), 1);
    // ?ref= is no tracker by default: each variant is a page of its own.
    QCOMPARE(asked.value("/docs/guide/?ref=home"), 1);
    QCOMPARE(asked.value("/docs/guide/?ref=footer"), 1);
    const QStringList listed = locs(out);
    QVERIFY2(listed.contains(staging(Category)), qPrintable(listed.join(u'\n')));
    for (const QString &loc : listed)
        QVERIFY2(!loc.contains(u"utm_"_s) && !loc.contains(u"clid"_s), qPrintable(loc));
}

void TestCrawlShape::stripParamCollapsesRefVariants()
{
    const QString out = file(u"ref.xml"_s);
    const CliRun run = crawl(out, { u"--strip-param"_s, u"ref"_s, u"--json"_s });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QHash<QByteArray, int> asked = this->asked();
    for (auto it = asked.cbegin(); it != asked.cend(); ++it) {
        QVERIFY2(it.value() == 1, qPrintable(asString(asked)));
        QVERIFY2(!it.key().contains("ref=") && !it.key().contains("utm_"),
                 qPrintable(asString(asked)));
    }
    QCOMPARE(asked.value("/docs/guide/"), 1);
    QCOMPARE(asked.value("/docs/api/"), 1);
    const QStringList listed = locs(out);
    QCOMPARE(listed.count(staging(u"/docs/guide/"_s)), 1);
    for (const QString &loc : listed)
        QVERIFY2(!loc.contains(u"ref="_s), qPrintable(loc));

    // A glob: r?f and r* alike.
    const CliRun glob = crawl(file(u"glob.xml"_s), { u"--strip-param"_s, u"R*F"_s });
    QVERIFY2(glob.exitCode == 0, qPrintable(describe(glob)));
    QVERIFY2(!this->asked().contains("/docs/guide/?ref=home"), qPrintable(asString(this->asked())));
}

void TestCrawlShape::keepAllParams()
{
    const QString out = file(u"keep.xml"_s);
    const CliRun run = crawl(out, { u"--keep-all-params"_s });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QHash<QByteArray, int> asked = this->asked();
    QCOMPARE(asked.value(Category.toLatin1()), 1);
    QCOMPARE(asked.value(Category.toLatin1() + "&fbclid=IwAR2xQk9_Zt"), 1);
    QCOMPARE(asked.value("/caf%C3%A9/menu?_ga=2.1234"), 1);
    QVERIFY(!asked.contains("/caf%C3%A9/menu"));
    QVERIFY(locs(out).contains(staging(Category
                                       + u"&utm_source=newsletter&utm_medium=email"
                                         "&utm_campaign=jaro"_s)));
}

void TestCrawlShape::excludeAndNoList()
{
    const QString out = file(u"exclude.xml"_s);
    const CliRun run
        = crawl(out,
                { u"--exclude"_s, u"/search\\?q="_s, u"--exclude"_s, u"^https?://[^/]+/private/"_s,
                  u"--no-list"_s, u"/tag/"_s, u"--strip-param"_s, u"ref"_s, u"--json"_s });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QHash<QByteArray, int> asked = this->asked();
    for (auto it = asked.cbegin(); it != asked.cend(); ++it) {
        QVERIFY2(it.value() == 1, qPrintable(asString(asked)));
        QVERIFY2(!it.key().startsWith("/search") && !it.key().startsWith("/private"),
                 qPrintable(asString(asked)));
    }
    // Fetched and followed, not listed.
    QCOMPARE(asked.value("/tag/seo/"), 1);
    const QStringList listed = locs(out);
    QVERIFY(!listed.contains(staging(u"/tag/seo/"_s)));
    QVERIFY(listed.contains(staging(u"/docs/api/"_s)));
    QVERIFY(listed.contains(staging(u"/"_s)));
    // The report says what was left out, by pattern.
    const QJsonArray cuts = QJsonDocument::fromJson(run.out)[u"summary"_s][u"cuts"_s].toArray();
    QStringList patterns;
    for (const QJsonValue &cut : cuts)
        if (cut[u"kind"_s].toString() == u"excluded")
            patterns.append(cut[u"pattern"_s].toString());
    patterns.sort();
    QCOMPARE(patterns, QStringList({ u"/search\\?q="_s, u"^https?://[^/]+/private/"_s }));

    // The same in the text summary.
    const CliRun text = crawl(out, { u"--exclude"_s, u"/search\\?q="_s });
    QVERIFY2(text.exitCode == 0, qPrintable(describe(text)));
    QVERIFY2(text.out.contains("match the exclude pattern \"/search\\?q=\", not followed: 3"),
             qPrintable(describe(text)));

    // Matched in the URL as shown too: café as written, not only caf%C3%A9.
    const CliRun shown = crawl(out, { u"--exclude"_s, u"/café/"_s });
    QVERIFY2(shown.exitCode == 0, qPrintable(describe(shown)));
    QVERIFY(!this->asked().contains("/caf%C3%A9/menu"));
}

void TestCrawlShape::includeOnly()
{
    const QString out = file(u"include.xml"_s);
    const CliRun run = crawl(out, { u"--include"_s, u"/docs/"_s, u"--strip-param"_s, u"ref"_s });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QHash<QByteArray, int> asked = this->asked();
    QStringList targets;
    for (auto it = asked.cbegin(); it != asked.cend(); ++it)
        targets.append(QString::fromUtf8(it.key()) + u'×' + QString::number(it.value()));
    targets.sort();
    // The start URL for its links, robots.txt, and the pages the pattern takes, once each.
    QCOMPARE(targets,
             QStringList({ u"/docs/api/×1"_s, u"/docs/guide/×1"_s, u"/robots.txt×1"_s, u"/×1"_s }));
    // The start URL matches no --include: asked, not listed.
    QCOMPARE(locs(out), QStringList({ staging(u"/docs/api/"_s), staging(u"/docs/guide/"_s) }));
}

void TestCrawlShape::excludedStartRefused()
{
    const QString out = file(u"refused.xml"_s);
    const CliRun run = crawl(out, { u"--exclude"_s, u"127\\.0\\.0\\.1:\\d+/$"_s });
    QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
    QVERIFY2(run.err.contains("the start URL matches the exclude pattern \"127\\.0\\.0\\.1:\\d+/$\""),
             qPrintable(describe(run)));
    QVERIFY(m_server.requests().isEmpty());
    QVERIFY(!QFile::exists(out));
}

void TestCrawlShape::wrongCalls_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("include") << QStringList { u"--include"_s, u"/docs/(unclosed"_s }
                             << QByteArray("--include \"/docs/(unclosed\" is no valid regular "
                                           "expression");
    QTest::newRow("exclude") << QStringList { u"--exclude"_s, u"/ok/"_s, u"--exclude"_s,
                                              u"*.pdf"_s }
                             << QByteArray("--exclude \"*.pdf\" is no valid regular expression");
    QTest::newRow("no-list") << QStringList { u"--no-list"_s, u"[tag"_s }
                             << QByteArray("--no-list \"[tag\" is no valid regular expression");
    QTest::newRow("strip-param") << QStringList { u"--strip-param"_s, u"ref=1"_s }
                                 << QByteArray("--strip-param takes a parameter name");
    QTest::newRow("keep and strip")
        << QStringList { u"--keep-all-params"_s, u"--strip-param"_s, u"ref"_s }
        << QByteArray("cannot go with --strip-param");
    QTest::newRow("publish-url") << QStringList { u"--publish-url"_s, u"www.example.com/"_s }
                                 << QByteArray("--publish-url needs an absolute http or https URL");
}

void TestCrawlShape::wrongCalls()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, says);
    const QString out = file(u"wrong.xml"_s);
    const CliRun run = crawl(out, arguments);
    QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
    QVERIFY2(run.err.contains(says), qPrintable(describe(run)));
    QVERIFY(m_server.requests().isEmpty());
    // audit refuses them alike.
    const CliRun audit = runCliServing(
        QStringList { u"audit"_s, file(u"none.xml"_s), u"--site"_s, site() } + arguments);
    QVERIFY2(audit.exitCode == 2, qPrintable(describe(audit)));
    QVERIFY2(audit.err.contains(says), qPrintable(describe(audit)));
}

void TestCrawlShape::publishUrlRewritesTheSitemap()
{
    const QString out = file(u"published.xml"_s);
    const CliRun run = crawl(out,
                             { u"--publish-url"_s, u"https://www.bücher.example/shop/"_s,
                               u"--strip-param"_s, u"ref"_s, u"--no-list"_s, u"/search"_s });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QString production = u"https://www.xn--bcher-kva.example/shop"_s;
    const QStringList expected = QStringList {
        production + u"/"_s,
        production + u"/caf%C3%A9/menu"_s,
        production + u"/docs/api/"_s,
        production + u"/docs/guide/"_s,
        production + u"/private/draft"_s,
        production + Category,
        production + u"/tag/seo/"_s,
    };
    QCOMPARE(locs(out), expected);
    // Written as the file says, not only as the reader gives it back.
    QFile written(out);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray xml = written.readAll();
    QVERIFY(!xml.contains("127.0.0.1"));
    QVERIFY(xml.contains("<loc>https://www.xn--bcher-kva.example/shop/produkty/kategorie/"
                         "elektronika?barva=modr%C3%A1&amp;velikost=XL"));

    // The publish URL names the sitemap's own address: its folder counts, as for check.
    const CliRun file = crawl(out,
                              { u"--publish-url"_s, u"https://www.example.com/sitemap.xml"_s,
                                u"--include"_s, u"/docs/"_s, u"--strip-param"_s, u"ref"_s });
    QVERIFY2(file.exitCode == 0, qPrintable(describe(file)));
    QCOMPARE(locs(out),
             QStringList({ u"https://www.example.com/docs/api/"_s,
                           u"https://www.example.com/docs/guide/"_s }));
}

QString TestCrawlShape::productionSitemap(const QString &host) const
{
    // The production sitemap: a page that staging has, one it has lost, and not the API page.
    const QString sitemap = file(u"production-"_s + host + u".xml"_s);
    QFile out(sitemap);
    if (!out.open(QIODevice::WriteOnly))
        return {};
    const QByteArray site = "https://" + host.toLatin1();
    out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>"
              + site + "/</loc></url>\n<url><loc>" + site
              + "/docs/guide/</loc></url>\n<url><loc>" + site
              + "/zruseno/stara-stranka?id=42&amp;jazyk=cs</loc></url>\n</urlset>\n");
    return sitemap;
}

void TestCrawlShape::auditOfAProductionSitemap()
{
    const QString sitemap = productionSitemap();
    QVERIFY(!sitemap.isEmpty());
    m_server.clearRequests();
    const CliRun run
        = runCliServing({ u"audit"_s, sitemap, u"--site"_s, site(), u"--publish-url"_s,
                          u"https://www.example.com/"_s, u"--strip-param"_s, u"ref"_s,
                          u"--exclude"_s, u"/search|/private/"_s, u"--no-list"_s, u"/tag/|/caf"_s,
                          u"--format"_s, u"json"_s, u"--timeout"_s, u"3000"_s });
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    // The sitemap's URLs were asked at staging.
    const QHash<QByteArray, int> asked = this->asked();
    QCOMPARE(asked.value("/zruseno/stara-stranka?id=42&jazyk=cs"), 1);
    QCOMPARE(asked.value("/docs/guide/"), 1);
    QVERIFY(!asked.contains("/search?q=sitemap"));
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    QHash<QString, QStringList> byRule;
    for (const QJsonValue &finding : report[u"findings"_s].toArray()) {
        const QString message = finding[u"message"_s].toString();
        QVERIFY2(!message.contains(u"127.0.0.1"_s), qPrintable(message));
        byRule[finding[u"rule"_s].toString()].append(message);
    }
    // Named as the sitemap names them.
    QVERIFY2(
        byRule.value(u"SM411"_s).size() == 1
            && byRule.value(u"SM411"_s)
                   .constFirst()
                   .contains(u"https://www.example.com/zruseno/stara-stranka?id=42&jazyk=cs"_s),
        qPrintable(QString::fromUtf8(run.out)));
    // The pages the sitemap lacks, under their production address; --no-list ones not.
    QStringList missing = byRule.value(u"SM418"_s);
    QVERIFY2(missing.size() == 2, qPrintable(QString::fromUtf8(run.out)));
    missing.sort();
    QVERIFY2(missing.at(0).startsWith(u"https://www.example.com/docs/api/ "_s),
             qPrintable(missing.join(u'\n')));
    QVERIFY2(missing.at(1).startsWith(u"https://www.example.com/produkty/kategorie/"_s),
             qPrintable(missing.join(u'\n')));
}

// report --site STAGING --publish-url PROD of the production sitemap, as audit: its URLs asked
// at staging, the site audit naming them (the gone page, the pages it lacks) by their
// production address; and the same from a crawl of staging kept with its publish URL.
void TestCrawlShape::reportOfAProductionSitemap()
{
    // Production on an IDN host (www.bücher.example), which reports show in Unicode.
    const QString sitemap = productionSitemap(u"www.xn--bcher-kva.example"_s);
    QVERIFY(!sitemap.isEmpty());
    const QStringList rules { u"--strip-param"_s,     u"ref"_s,       u"--exclude"_s,
                              u"/search|/private/"_s, u"--no-list"_s, u"/tag/|/caf"_s,
                              u"--timeout"_s,         u"3000"_s };
    const QString production = u"https://www.xn--bcher-kva.example/"_s;
    // `gone`: whether the crawl asked for the page staging has lost (a crawl of the site alone
    // never meets it).
    auto judgedAsProduction = [&](const QString &html, bool gone) {
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray page = file.readAll();
        QCOMPARE(page.contains("SM411"), gone);
        // Either form of the host: as sent (Punycode) or as shown.
        const auto named = [&](const QByteArray &path) {
            return page.contains("https://www.xn--bcher-kva.example" + path)
                || page.contains("https://www.bücher.example" + path);
        };
        if (gone)
            QVERIFY2(named("/zruseno/stara-stranka?id=42&amp;jazyk=cs"),
                     "the gone page is not named by its production address");
        QVERIFY2(named("/docs/api/"),
                 "the page the sitemap lacks is not named by its production address");
        for (const QString &path : { u"/zruseno/"_s, u"/docs/api/"_s, u"/docs/guide/"_s })
            QVERIFY2(!page.contains(staging(path).toUtf8()), qPrintable(staging(path)));
    };

    m_server.clearRequests();
    const QString live = file(u"report-live.html"_s);
    CliRun run = runCliServing(QStringList { u"report"_s, sitemap, u"--site"_s, site(),
                                             u"--publish-url"_s, production, u"--html"_s, live }
                               + rules);
    QVERIFY2(run.exitCode <= 1, qPrintable(describe(run)));
    QVERIFY2(run.out.contains("(site audit: "), qPrintable(describe(run)));
    const QHash<QByteArray, int> asked = this->asked();
    QCOMPARE(asked.value("/zruseno/stara-stranka?id=42&jazyk=cs"), 1);
    QCOMPARE(asked.value("/docs/guide/"), 1);
    QVERIFY(!asked.contains("/search?q=sitemap"));
    judgedAsProduction(live, true);

    // A crawl of staging kept with its publish URL: the report of a kept crawl takes it, and
    // names the pages the sitemap lacks by their production address.
    const QString store = file(u"staging.crawl"_s);
    QFile::remove(store);
    run = crawl(file(u"staging.xml"_s),
                QStringList { u"--save"_s, store, u"--publish-url"_s, production } + rules);
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QString kept = file(u"report-kept.html"_s);
    run = runCliServing({ u"report"_s, sitemap, u"--crawl"_s, store, u"--html"_s, kept });
    QVERIFY2(run.exitCode <= 1, qPrintable(describe(run)));
    judgedAsProduction(kept, false);
}

void TestCrawlShape::rulesKeptWithASavedCrawl()
{
    const QString store = file(u"shaped.crawl"_s);
    const QString out = file(u"resumed.xml"_s);
    const QStringList rules { u"--exclude"_s,     u"/search|/private/"_s,
                              u"--strip-param"_s, u"ref"_s,
                              u"--no-list"_s,     u"/tag/"_s,
                              u"--publish-url"_s, u"https://www.example.com/"_s };
    // Killed after the start page: the rest is left to the resumed run.
    m_server.clearRequests();
    const CliRun killed = runCliServing(QStringList { u"crawl"_s, site(), u"--out"_s, out,
                                                      u"--save"_s, store, u"--delay"_s, u"300"_s }
                                            + rules,
                                        60000, [&] { return m_server.requests().size() >= 3; });
    QCOMPARE(killed.exitCode, -3);
    {
        // Kept in the store, patterns as written: no secret among them.
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"rules"_s);
        db.setDatabaseName(store);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"SELECT value FROM meta WHERE key = 'urlRules'"_s) && query.next());
        const QJsonObject kept = QJsonDocument::fromJson(query.value(0).toByteArray()).object();
        QCOMPARE(kept[u"exclude"_s].toArray().first().toString(), u"/search|/private/"_s);
        QCOMPARE(kept[u"stripParameters"_s].toArray().first().toString(), u"ref"_s);
        QCOMPARE(kept[u"publishUrl"_s].toString(), u"https://www.example.com/"_s);
        query = QSqlQuery();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"rules"_s);

    const CliRun resumed = runCliServing(
        { u"crawl"_s, u"--resume"_s, store, u"--out"_s, out, u"--timeout"_s, u"3000"_s });
    QVERIFY2(resumed.exitCode == 0, qPrintable(describe(resumed)));
    const QHash<QByteArray, int> asked = this->asked();
    for (auto it = asked.cbegin(); it != asked.cend(); ++it) {
        QVERIFY2(!it.key().startsWith("/search") && !it.key().startsWith("/private"),
                 qPrintable(asString(asked)));
        QVERIFY2(!it.key().contains("ref=") && !it.key().contains("utm_"),
                 qPrintable(asString(asked)));
        if (it.key() != "/robots.txt")
            QVERIFY2(it.value() <= 2, qPrintable(asString(asked)));
    }
    QCOMPARE(locs(out),
             QStringList(
                 { u"https://www.example.com/"_s, u"https://www.example.com/caf%C3%A9/menu"_s,
                   u"https://www.example.com/docs/api/"_s, u"https://www.example.com/docs/guide/"_s,
                   u"https://www.example.com"_s + Category }));
}

QTEST_GUILESS_MAIN(TestCrawlShape)
#include "tst_crawlshape.moc"
