// sitemap-studio-cli --compare-agents end to end: a sitemap given by address asked for as a
// crawler (Googlebot smartphone unless --user-agent says otherwise) and as a browser, against a
// site served on 127.0.0.1 by this process that treats crawlers otherwise: a firewall that
// refuses them (SM713, Couldn't fetch), a bot challenge page (SM714, Sitemap is HTML), a
// redirect to an older sitemap and another Content-Type (SM715), and a sitemap served alike
// (no finding). The findings in stats' text and JSON, check's JSON, urls' stderr and the
// report, the exit status each command gives them, and the requests the server received: the
// address asked once as each agent, with the same headers.

#include "clirun.h"
#include "crawlfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// The sitemap's address under each case's folder, with a query as shops write them.
const QString SitemapName
    = u"sitemap-produkty.xml?lang=cs&strana=1&razeni=nejnovejsi&v=2024-06-15"_s;
// Its URLs, in the sitemap's folder (so that no scope rule speaks): a
// category page whose address runs to 120 characters on www.example.com, with a query and a
// percent escape (modrá), a page named in Czech, and a plain one.
const QString Category = u"/produkty/kategorie/elektronika?barva=modr%C3%A1&velikost=XL"
                         "&razeni=cena-vzestupne&strana=2&od=10"_s;
const QString CzechPage = u"/knihy/%C4%8Desk%C3%A9-detektivky?vazba=pevn%C3%A1&jazyk=cs"_s;
const QString Plain = u"/o-nas"_s;
const QByteArray Token = "prv_tok_7d1c4b0e9a";

QByteArray urlset(const QStringList &locs)
{
    // The locations as written, escapes kept: only '&' is escaped for XML.
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <url><loc>" + loc.toUtf8().replace("&", "&amp;") + "</loc></url>\n";
    return xml + "</urlset>\n";
}

const QByteArray Challenge
    = "<!DOCTYPE html><html lang=\"en-US\"><head><title>Just a moment...</title>"
      "<meta http-equiv=\"refresh\" content=\"35\"></head><body><div id=\"challenge\">"
      "<noscript>Enable JavaScript and cookies to continue</noscript></div></body></html>\n";

bool isCrawler(const TestRequest &request)
{
    return request.header("User-Agent").toLower().contains("bot");
}

bool isGooglebot(const TestRequest &request)
{
    return request.header("User-Agent").contains("Googlebot");
}

} // namespace

class TestCompareAgents : public QObject, public CrawlCliFixture
{
    Q_OBJECT

private:
    QString sitemap(const QString &folder) const { return siteUrl(folder + SitemapName); }
    // The requests for the sitemap of `folder`.
    QList<TestRequest> sitemapRequests(const QString &folder) const
    {
        QList<TestRequest> out;
        for (const TestRequest &request : m_server.requests())
            if (QString::fromUtf8(request.target) == folder + SitemapName)
                out.append(request);
        return out;
    }
    TestResponse answer(const TestRequest &request) const;

private Q_SLOTS:
    void initTestCase();
    void init() { m_server.clearRequests(); }
    void servedToTheCrawler_data();
    void servedToTheCrawler();
    void otherCrawlersAndCommands();
};

TestResponse TestCompareAgents::answer(const TestRequest &request) const
{
    const QString path = request.path;
    // The pages of the sitemap's folder, as the scope rules want them.
    const QString folder = path.left(path.lastIndexOf(u'/'));
    const QByteArray sitemap = urlset(
        { siteUrl(folder + Category), siteUrl(folder + CzechPage), siteUrl(folder + Plain) });
    // A firewall that turns every crawler away.
    if (path.startsWith(u"/refused/") && isCrawler(request))
        return TestResponse::error(403, "<html><body>Access denied</body></html>")
            .header("Content-Type", "text/html");
    // A bot protection that shows Googlebot a challenge page.
    if (path.startsWith(u"/challenge/") && isGooglebot(request))
        return TestResponse::ok(Challenge, "text/html; charset=UTF-8");
    // Googlebot sent to the sitemap of an older site.
    if (path.startsWith(u"/moved/") && isGooglebot(request))
        return TestResponse::redirect("/legacy/sitemap-produkty.xml?v=2019", 301);
    if (path.startsWith(u"/legacy/"))
        return TestResponse::ok(urlset({ siteUrl(folder + Category), siteUrl(folder + Plain) }));
    // The file itself, labelled otherwise for Googlebot.
    if (path.startsWith(u"/typed/") && isGooglebot(request))
        return TestResponse::ok(sitemap, "text/plain; charset=utf-8");
    if (path.endsWith(u"/sitemap-produkty.xml"))
        return TestResponse::ok(sitemap, "application/xml");
    return TestResponse::error(404);
}

void TestCompareAgents::initTestCase()
{
    QCOMPARE((u"https://www.example.com"_s + Category).size(), 120);
    QVERIFY(setUpSite(1000));
    m_server.setFallback([this](const TestRequest &request) { return answer(request); });
}

void TestCompareAgents::servedToTheCrawler_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("rule"); // empty: none of SM713, SM714, SM715
    QTest::addColumn<QString>("severity");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("exitCode"); // of stats and of check with its default --fail-on
    QTest::addColumn<int>("entries"); // of the file read

    QTest::newRow("refused to crawlers")
        << u"/refused/"_s << u"SM713"_s << u"error"_s
        << QStringList { u"Couldn't fetch as Googlebot: "_s, u" answers Googlebot with HTTP 403 "_s,
                         u"and a browser with HTTP 200 (application/xml)"_s }
        << 1 << 3; // the browser's file is read
    QTest::newRow("challenge page to Googlebot")
        << u"/challenge/"_s << u"SM714"_s << u"error"_s
        << QStringList { u"Sitemap is HTML to Googlebot: "_s,
                         u"gives Googlebot an HTML page titled \"Just a moment...\" with HTTP "
                         "200 (text/html)"_s,
                         u"and a browser the sitemap with HTTP 200 (application/xml)"_s }
        << 1 << 3;
    QTest::newRow("another redirect for Googlebot")
        << u"/moved/"_s << u"SM715"_s << u"warning"_s
        << QStringList { u" redirects Googlebot to "_s, u"/legacy/sitemap-produkty.xml?v=2019"_s,
                         u"and a browser to no other address"_s }
        << 0 << 2; // the crawler's file is read: the older one
    QTest::newRow("another Content-Type for Googlebot")
        << u"/typed/"_s << u"SM715"_s << u"warning"_s
        << QStringList { u" is sent to Googlebot as text/plain and to a browser as "
                         "application/xml"_s }
        << 0 << 3;
    QTest::newRow("served alike") << u"/alike/"_s << QString() << QString() << QStringList() << 0
                                  << 3;
}

void TestCompareAgents::servedToTheCrawler()
{
    QFETCH(QString, folder);
    QFETCH(QString, rule);
    QFETCH(QString, severity);
    QFETCH(QStringList, words);
    QFETCH(int, exitCode);
    QFETCH(int, entries);

    const QString url = sitemap(folder);
    const QStringList header { u"--header"_s, u"X-Preview-Token: "_s + QString::fromLatin1(Token) };
    // stats --json: the finding at the file, beside what was read.
    const CliRun json = runCliServing(
        QStringList { u"stats"_s, u"--json"_s, u"--compare-agents"_s, url } + header);
    QVERIFY2(json.exitCode == exitCode, qPrintable(describe(json)));
    const QJsonObject input
        = QJsonDocument::fromJson(json.out)[u"inputs"_s].toArray().first().toObject();
    QCOMPARE(input[u"entries"_s].toInt(), entries);
    QStringList compared;
    for (const QJsonValue &f : input[u"findings"_s].toArray()) {
        const QString id = f[u"rule"_s].toString();
        if (id != u"SM713" && id != u"SM714" && id != u"SM715")
            continue;
        compared.append(id);
        QCOMPARE(f[u"severity"_s].toString(), severity);
        const QString message = f[u"message"_s].toString();
        QVERIFY2(message.contains(url), qPrintable(message));
        for (const QString &w : std::as_const(words))
            QVERIFY2(message.contains(w), qPrintable(message + u"\nlacks: "_s + w));
    }
    QCOMPARE(compared, rule.isEmpty() ? QStringList() : QStringList { rule });

    // The address was asked once as each agent, with the same headers: Googlebot smartphone
    // (no --user-agent) and a browser.
    const QList<TestRequest> asked = sitemapRequests(folder);
    QCOMPARE(asked.size(), 2);
    QVERIFY2(asked.at(0).header("User-Agent").contains("Nexus 5X")
                 && asked.at(0).header("User-Agent").contains("Googlebot/2.1"),
             asked.at(0).header("User-Agent").constData());
    QVERIFY2(asked.at(1).header("User-Agent").contains("Chrome/126.0.0.0 Safari/537.36")
                 && !isCrawler(asked.at(1)),
             asked.at(1).header("User-Agent").constData());
    for (const TestRequest &request : asked) {
        QCOMPARE(request.header("X-Preview-Token"), Token);
        QCOMPARE(request.header("Accept"), asked.at(0).header("Accept"));
    }

    // stats' text: "severity rule message".
    const CliRun text = runCliServing({ u"stats"_s, u"--compare-agents"_s, url });
    QVERIFY2(text.exitCode == exitCode, qPrintable(describe(text)));
    if (rule.isEmpty())
        QVERIFY2(!text.out.contains("SM71"), qPrintable(describe(text)));
    else
        QVERIFY2(text.out.contains(u"  %1 %2 "_s.arg(severity, rule).toUtf8())
                     && text.out.contains(words.first().toUtf8()),
                 qPrintable(describe(text)));

    // check: the same finding, with check's exit status.
    const CliRun check
        = runCliServing({ u"check"_s, u"--format"_s, u"json"_s, u"--compare-agents"_s, url });
    QVERIFY2(check.exitCode == exitCode, qPrintable(describe(check)));
    QStringList checked;
    for (const QJsonValue &f : QJsonDocument::fromJson(check.out)[u"findings"_s].toArray())
        if (f[u"rule"_s].toString().startsWith(u"SM71"))
            checked.append(f[u"rule"_s].toString());
    QCOMPARE(checked, compared);
    if (severity == u"warning") {
        const CliRun strict = runCliServing(
            { u"check"_s, u"--fail-on"_s, u"warning"_s, u"--compare-agents"_s, url });
        QVERIFY2(strict.exitCode == 1, qPrintable(describe(strict)));
    }
}

void TestCompareAgents::otherCrawlersAndCommands()
{
    // Another crawler, named in the finding and sent as chosen.
    CliRun run = runCliServing({ u"stats"_s, u"--compare-agents"_s, u"--user-agent"_s, u"bingbot"_s,
                                 sitemap(u"/refused/"_s) });
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    QVERIFY2(run.out.contains("error SM713 Couldn't fetch as bingbot: "),
             qPrintable(describe(run)));
    QVERIFY(sitemapRequests(u"/refused/"_s).first().header("User-Agent").contains("bingbot/2.0"));
    // A browser compared with a browser is no comparison.
    m_server.clearRequests();
    run = runCliServing({ u"stats"_s, u"--compare-agents"_s, u"--user-agent"_s, u"browser"_s,
                          sitemap(u"/refused/"_s) });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("--compare-agents compares a crawler with a browser"),
             qPrintable(describe(run)));
    QVERIFY(m_server.requests().isEmpty());
    // Without --compare-agents the crawler's refusal is a file that cannot be read.
    run = runCliServing(
        { u"stats"_s, u"--user-agent"_s, u"googlebot-smartphone"_s, sitemap(u"/refused/"_s) });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(!run.out.contains("SM713"), qPrintable(describe(run)));

    // urls: the URLs on stdout as a browser gets them, the finding on stderr.
    run = runCliServing({ u"urls"_s, u"--compare-agents"_s, sitemap(u"/refused/"_s) });
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    QCOMPARE(run.out.trimmed().split('\n').size(), 3);
    QVERIFY(run.out.contains(siteUrl(u"/refused"_s + Category).toUtf8()));
    QVERIFY2(run.err.contains(sitemap(u"/refused/"_s).toUtf8()
                              + ": error: Couldn't fetch as "
                                "Googlebot"),
             qPrintable(describe(run)));
    QVERIFY2(run.err.contains("[SM713]"), qPrintable(describe(run)));
    run = runCliServing({ u"urls"_s, u"--compare-agents"_s, sitemap(u"/alike/"_s) });
    QVERIFY2(run.exitCode == 0 && run.err.isEmpty(), qPrintable(describe(run)));

    // The review report lists it with the other findings.
    const QString html = file(u"challenge.html"_s);
    run = runCliServing(
        { u"report"_s, u"--compare-agents"_s, sitemap(u"/challenge/"_s), u"--html"_s, html });
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    QFile written(html);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray page = written.readAll();
    QVERIFY(page.contains("SM714"));
    QVERIFY(page.contains("Sitemap is HTML"));

    // A sitemap file has no agents to compare: read as ever.
    QFile local(file(u"local.xml"_s));
    QVERIFY(local.open(QIODevice::WriteOnly));
    local.write(urlset({ siteUrl(Category), siteUrl(CzechPage) }));
    local.close();
    m_server.clearRequests();
    run = runCliServing({ u"stats"_s, u"--compare-agents"_s, local.fileName() });
    QVERIFY2(run.exitCode == 0 && !run.out.contains("SM71"), qPrintable(describe(run)));
    QVERIFY(m_server.requests().isEmpty());
}

QTEST_GUILESS_MAIN(TestCompareAgents)
#include "tst_compareagents.moc"
