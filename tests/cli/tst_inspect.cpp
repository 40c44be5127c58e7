// End-to-end tests of `inspect` on the real CLI against a Google of its own on 127.0.0.1: the
// OAuth 2.0 installed-app flow (the consent page's address printed, the browser's return to
// the command's loopback server, the code exchanged at the client file's token_uri), the URL
// Inspection API answered as Google answers it, the answers appended as JSON lines that
// `coverage` reads, the day's quota stopping a run and the next run going on where it stopped,
// a 429 waited out, refusals (401, 403) and wrong calls; and that the token is written nowhere.
// Also the engine's InspectionQuota and InspectionLog, whose clock the tests set.

#include "clirun.h"
#include "net/searchconsole.h"
#include "searchconsolefiles.h"
#include "testhttpserver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;
using namespace Studio::Testing::SearchConsoleFiles;

namespace {

const QString Property = inspectedProperty();
const QByteArray Token = "ya29.a0AfB_test-access-token-Zq81xK3mFf90bLw7uQ";
const QByteArray Code = "4/0AeanS0b-test-authorization-code-RTx8";
const QByteArray RefreshToken = "1//09test-refresh-token-CgYIARAAGAkSNwF";

// The shop's URLs as a sitemap lists them, and one of another site that the property does not
// hold (the API answers it 400).
const QStringList ShopUrls = inspectedShopUrls();
const QString ForeignUrl = u"https://www.b\u00fccher-laden.de/neuerscheinungen/"_s;





// The lines of a JSON lines file, parsed.
QList<QJsonObject> linesOf(const QString &path)
{
    QList<QJsonObject> lines;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            lines.append(QJsonDocument::fromJson(line).object());
    return lines;
}

} // namespace

class TestInspect : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void quotaPacesCalls();
    void logCountsToday();
    void clientFiles();
    void signsInAndInspects();
    void quotaStopsAndTheNextRunGoesOn();
    void tooManyRequestsWaitedOut();
    void refusals_data();
    void refusals();
    void wrongCalls_data();
    void wrongCalls();
    void apiAddressForTestsOnly();
    void refreshSparesTheConsent();
    void submitsSitemaps();

private:
    // The API's routes; `answer` decides for each inspection.
    void serveApi(std::function<TestResponse(const QString &url)> answer = {});
    QStringList inspectedUrls() const; // in the order the API was asked
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    TestHttpServer m_google;
    QString m_sitemap;
    QString m_client;
    QList<QByteArray> m_authorizations; // the Authorization headers the API saw
};

void TestInspect::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_google.listen());
    // The command's API calls go to this server; the sign-in's, to the client file's URLs.
    qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_API", m_google.url().toString().toUtf8());
    qunsetenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN");
    // No keyring for the command: D-Bus pointed at nothing, as on a server; the keyring's own
    // use is the window's tests' (tst_crawlaccess_gui).
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sitemap-studio-tests-bus");
    m_sitemap = path(u"sitemap.xml"_s);
    QFile sitemap(m_sitemap);
    QVERIFY(sitemap.open(QIODevice::WriteOnly));
    sitemap.write(urlset(ShopUrls + QStringList { ForeignUrl }));
    sitemap.close();
    m_client = path(u"client_secret_81234-desktop.apps.googleusercontent.com.json"_s);
    QFile client(m_client);
    QVERIFY(client.open(QIODevice::WriteOnly));
    client.write(QJsonDocument(
                     QJsonObject {
                         { u"installed"_s,
                           QJsonObject {
                               { u"client_id"_s, u"81234-desktop.apps.googleusercontent.com"_s },
                               { u"project_id"_s, u"shop-seo-2024"_s },
                               { u"auth_uri"_s, m_google.url(u"/o/oauth2/auth"_s).toString() },
                               { u"token_uri"_s, m_google.url(u"/token"_s).toString() },
                               { u"client_secret"_s, u"GOCSPX-test-client-secret"_s },
                               { u"redirect_uris"_s, QJsonArray { u"http://localhost"_s } },
                           } } })
                     .toJson());
    client.close();
}

void TestInspect::init()
{
    QFile::remove(path(u"inspections.jsonl"_s));
    m_google.clearRequests();
    m_authorizations.clear();
    qunsetenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN");
    serveApi();
}

void TestInspect::serveApi(std::function<TestResponse(const QString &url)> answer)
{
    m_google.route(u"/v1/urlInspection/index:inspect"_s,
                   [this, answer](const TestRequest &request) {
                       m_authorizations.append(request.header("Authorization"));
                       const QJsonObject body = QJsonDocument::fromJson(request.body).object();
                       const QString url = body.value(u"inspectionUrl"_s).toString();
                       if (request.method != "POST" || body.value(u"siteUrl"_s) != Property
                           || !request.header("Content-Type").startsWith("application/json"))
                           return apiError(400, u"Bad request"_s, u"INVALID_ARGUMENT"_s);
                       if (answer)
                           return answer(url);
                       if (request.header("Authorization") != "Bearer " + Token)
                           return apiError(401, u"Request had invalid authentication "
                                                 "credentials."_s,
                                           u"UNAUTHENTICATED"_s);
                       if (!url.startsWith(Property))
                           return apiError(400, u"URL is not part of the property."_s,
                                           u"INVALID_ARGUMENT"_s);
                       return apiJson(200, { { u"inspectionResult"_s, inspectionResultFor(url) } });
                   });
}

QStringList TestInspect::inspectedUrls() const
{
    QStringList urls;
    for (const TestRequest &request : m_google.requests())
        if (request.path == u"/v1/urlInspection/index:inspect"_s)
            urls.append(QJsonDocument::fromJson(request.body)
                            .object()
                            .value(u"inspectionUrl"_s)
                            .toString());
    return urls;
}

// At most perMinute calls in any minute, at most perDay in the day, those made before counted.
void TestInspect::quotaPacesCalls()
{
    InspectionQuota quota(3, 5, 1);
    QCOMPARE(quota.waitBefore(0), 0);
    quota.count(0);
    quota.count(10'000);
    quota.count(20'000);
    // The fourth in the minute waits until the first leaves it.
    QCOMPARE(quota.waitBefore(25'000), 35'000);
    QCOMPARE(quota.waitBefore(60'000), 0);
    quota.count(60'000);
    QCOMPARE(quota.usedToday(), 5);
    QCOMPARE(quota.waitBefore(200'000), -1); // the day's five, one of them before
    InspectionQuota google;
    QCOMPARE(google.perDay(), 2000);
    for (int i = 0; i < 600; ++i)
        google.count(i);
    QCOMPARE(google.waitBefore(600), 60'000 - 600);
}

// What a file holds for the property: its URLs, and today's counted in Pacific Time, as
// Google's quota day runs; lines of another property skipped, a wrong line refused with its
// place.
void TestInspect::logCountsToday()
{
    const QString file = path(u"log.jsonl"_s);
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    auto line = [&](const QString &url, const QString &site, const QString &at) {
        QJsonObject object { { u"inspectionUrl"_s, url },
                             { u"inspectionResult"_s, inspectionResultFor(url) } };
        if (!site.isEmpty())
            object.insert(u"siteUrl"_s, site);
        if (!at.isEmpty())
            object.insert(u"inspectedAt"_s, at);
        out.write(QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n');
    };
    // 2024-07-10 06:30 UTC is 23:30 on the 9th in Los Angeles: yesterday's quota there.
    line(ShopUrls.at(0), Property, u"2024-07-10T06:30:00.000Z"_s);
    line(ShopUrls.at(1), Property, u"2024-07-10T08:00:00.000Z"_s);
    line(ShopUrls.at(2), Property, u"2024-07-10T18:59:59.000Z"_s);
    line(ShopUrls.at(3), u"sc-domain:other.example"_s, u"2024-07-10T09:00:00.000Z"_s);
    line(ShopUrls.at(4), QString(), QString()); // saved by another tool
    out.write("\n");
    out.close();
    QString error;
    const QDateTime now = QDateTime::fromString(u"2024-07-10T20:00:00Z"_s, Qt::ISODate);
    const InspectionLog log = InspectionLog::read(file, Property, now, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(log.today, 2);
    QCOMPARE(log.done,
             (QSet<QString> { ShopUrls.at(0), ShopUrls.at(1), ShopUrls.at(2), ShopUrls.at(4) }));
    QVERIFY(InspectionLog::read(path(u"missing.jsonl"_s), Property, now, &error).done.isEmpty());
    QVERIFY(error.isEmpty());
    QVERIFY(out.open(QIODevice::Append));
    out.write("{\"inspectionUrl\": \"https://www.example-shop.com/x\"\n");
    out.close();
    InspectionLog::read(file, Property, now, &error);
    QCOMPARE(error, file + u":7: not a JSON object; each line holds one inspection"_s);
}

void TestInspect::clientFiles()
{
    QString error;
    const OAuthClient client = OAuthClient::read(m_client, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(client.clientId, u"81234-desktop.apps.googleusercontent.com"_s);
    QCOMPARE(client.tokenUri, m_google.url(u"/token"_s));
    const OAuthClient web = OAuthClient::fromJson(
        R"({"web":{"client_id":"a.apps.googleusercontent.com","client_secret":"s",
            "auth_uri":"https://accounts.google.com/o/oauth2/auth",
            "token_uri":"https://oauth2.googleapis.com/token"}})",
        u"web.json"_s, &error);
    QCOMPARE(web.authUri, QUrl(u"https://accounts.google.com/o/oauth2/auth"_s));
    QVERIFY(OAuthClient::fromJson("{\"type\": \"service_account\", \"private_key\": \"k\"}",
                                  u"key.json"_s, &error)
                .clientId.isEmpty());
    QVERIFY2(error.startsWith(u"key.json has no \"installed\""_s), qPrintable(error));
    QVERIFY(OAuthClient::fromJson("not json", u"x.json"_s, &error).clientId.isEmpty());
    QVERIFY(error.startsWith(u"x.json is not an OAuth client file"_s));
}

// The whole sign-in as a person gives it: the command prints Google's consent page, the
// "browser" comes back to the command's loopback address with a code, the command exchanges
// the code and inspects every URL with the token it got; the foreign URL is refused by the
// API alone. The token is in no output and no file.
void TestInspect::signsInAndInspects()
{
    QList<QUrlQuery> tokenRequests;
    m_google.route(u"/token"_s, [&](const TestRequest &request) {
        tokenRequests.append(QUrlQuery(QString::fromUtf8(request.body)));
        return apiJson(200, { { u"access_token"_s, QString::fromLatin1(Token) },
                                 { u"refresh_token"_s, QString::fromLatin1(RefreshToken) },
                                 { u"expires_in"_s, 3599 },
                                 { u"scope"_s, QString::fromLatin1(SearchConsole::ReadOnlyScope) },
                                 { u"token_type"_s, u"Bearer"_s } });
    });
    const QString out = path(u"inspections.jsonl"_s);
    QProcess process;
    process.start(QStringLiteral(SITEMAP_STUDIO_CLI),
                  { u"inspect"_s, m_sitemap, u"--property"_s, Property, u"--out"_s, out,
                    u"--client"_s, m_client });
    QVERIFY(process.waitForStarted());
    QByteArray err;
    QUrl consent;
    QVERIFY(QTest::qWaitFor(
        [&] {
            err += process.readAllStandardError();
            const qsizetype at = err.indexOf("\n  ");
            const qsizetype end = at < 0 ? -1 : err.indexOf('\n', at + 3);
            if (end < 0)
                return false;
            consent = QUrl(QString::fromUtf8(err.mid(at + 3, end - at - 3)));
            return true;
        },
        30000));
    QVERIFY2(err.contains("Open this address in a browser"), err.constData());
    QCOMPARE(consent.path(), u"/o/oauth2/auth"_s);
    const QUrlQuery asked(consent);
    QCOMPARE(asked.queryItemValue(u"response_type"_s), u"code"_s);
    // Offline access, so that Google gives a refresh token for the keyring.
    QCOMPARE(asked.queryItemValue(u"access_type"_s), u"offline"_s);
    QCOMPARE(asked.queryItemValue(u"client_id"_s), u"81234-desktop.apps.googleusercontent.com"_s);
    QCOMPARE(asked.queryItemValue(u"scope"_s, QUrl::FullyDecoded),
             QString::fromLatin1(SearchConsole::ReadOnlyScope));
    const QUrl redirect(asked.queryItemValue(u"redirect_uri"_s, QUrl::FullyDecoded));
    QCOMPARE(redirect.host(), u"127.0.0.1"_s);

    // Google, after the person consents, sends the browser back with a code.
    QUrl back = redirect;
    QUrlQuery query;
    query.addQueryItem(u"state"_s, asked.queryItemValue(u"state"_s));
    query.addQueryItem(u"code"_s, QString::fromLatin1(QUrl::toPercentEncoding(QString::fromLatin1(Code))));
    query.addQueryItem(u"scope"_s, QString::fromLatin1(SearchConsole::ReadOnlyScope));
    back.setQuery(query);
    QNetworkAccessManager browser;
    browser.setProxy(QNetworkProxy::NoProxy);
    QNetworkReply *page = browser.get(QNetworkRequest(back));
    QVERIFY(QTest::qWaitFor([page] { return page->isFinished(); }, 30000));
    QVERIFY2(page->readAll().contains("You can close this page"), "the browser's page");
    delete page;

    QVERIFY(QTest::qWaitFor([&] { return process.state() == QProcess::NotRunning; }, 60000));
    err += process.readAllStandardError();
    const QByteArray stdOut = process.readAllStandardOutput();
    // The foreign URL refused by the API: the run says so and ends with 1.
    QCOMPARE(process.exitCode(), 1);
    // Without a keyring the refresh token is not kept, and the run says so.
    QVERIFY2(err.contains("The sign-in is not kept ("), err.constData());
    QVERIFY2(err.contains("URL is not part of the property"), err.constData());

    QCOMPARE(tokenRequests.size(), 1);
    QCOMPARE(tokenRequests.first().queryItemValue(u"grant_type"_s), u"authorization_code"_s);
    QCOMPARE(tokenRequests.first().queryItemValue(u"code"_s, QUrl::FullyDecoded),
             QString::fromLatin1(Code));
    QCOMPARE(inspectedUrls(), ShopUrls + QStringList { ForeignUrl });
    for (const QByteArray &authorization : std::as_const(m_authorizations))
        QCOMPARE(authorization, "Bearer " + Token);

    const QList<QJsonObject> lines = linesOf(out);
    QCOMPARE(lines.size(), ShopUrls.size());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QCOMPARE(lines.at(i).value(u"inspectionUrl"_s).toString(), ShopUrls.at(i));
        QCOMPARE(lines.at(i).value(u"siteUrl"_s).toString(), Property);
        QCOMPARE(lines.at(i).value(u"inspectionResult"_s).toObject(), inspectionResultFor(ShopUrls.at(i)));
        QVERIFY(QDateTime::fromString(lines.at(i).value(u"inspectedAt"_s).toString(),
                                      Qt::ISODateWithMs)
                    .isValid());
    }
    // The URLs printed, one a line.
    QCOMPARE(stdOut, ShopUrls.join(u'\n').toUtf8() + '\n');
    // The token: in none of what the command wrote.
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    for (const QByteArray &written : { file.readAll(), stdOut, err })
        QVERIFY(!written.contains(Token) && !written.contains(Code)
                && !written.contains(RefreshToken));

    // `coverage` reads what inspect wrote.
    const CliRun coverage = runCli({ u"coverage"_s, m_sitemap, u"--inspection"_s, out,
                                     u"--json"_s });
    QVERIFY2(coverage.exitCode == 1, qPrintable(describe(coverage))); // the 404 is an error
    const QJsonObject total
        = QJsonDocument::fromJson(coverage.out).object().value(u"total"_s).toObject();
    QCOMPARE(total.value(u"indexed"_s).toInt(), 3);
    QCOMPARE(total.value(u"notIndexed"_s).toInt(), 2);
    QCOMPARE(total.value(u"notInspected"_s).toInt(), 1); // the foreign one
}

// --per-day 2: two inspected, the run stops and says why (exit 1); the same day again nothing
// more (today's two are in the file); a larger quota goes on with the three left alone.
void TestInspect::quotaStopsAndTheNextRunGoesOn()
{
    qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN", Token);
    const QString out = path(u"inspections.jsonl"_s);
    QFile shop(path(u"shop.xml"_s));
    QVERIFY(shop.open(QIODevice::WriteOnly));
    shop.write(urlset(ShopUrls));
    shop.close();
    const QStringList call { u"inspect"_s, shop.fileName(), u"--property"_s, Property,
                             u"--out"_s, out };
    CliRun run = runCliServing(call + QStringList { u"--per-day"_s, u"2"_s });
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    QVERIFY2(run.err.contains("Stopped: the day's 2 inspections for " + Property.toUtf8()
                              + " are spent"),
             qPrintable(describe(run)));
    QVERIFY2(run.err.contains("2 inspected") && run.err.contains("3 left"),
             qPrintable(describe(run)));
    QCOMPARE(inspectedUrls(), ShopUrls.mid(0, 2));

    m_google.clearRequests();
    run = runCliServing(call + QStringList { u"--per-day"_s, u"2"_s });
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    QVERIFY(inspectedUrls().isEmpty());

    run = runCliServing(call + QStringList { u"--per-day"_s, u"10"_s, u"--json"_s });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QCOMPARE(inspectedUrls(), ShopUrls.mid(2));
    const QJsonObject summary = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(summary.value(u"inspected"_s).toInt(), 3);
    QCOMPARE(summary.value(u"already"_s).toInt(), 2);
    QCOMPARE(summary.value(u"left"_s).toInt(), 0);
    QStringList written;
    for (const QJsonObject &line : linesOf(out))
        written.append(line.value(u"inspectionUrl"_s).toString());
    QCOMPARE(written, ShopUrls);

    // Nothing left: said, and nothing asked.
    m_google.clearRequests();
    run = runCliServing(call);
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY(run.err.contains("nothing to inspect"));
    QVERIFY(inspectedUrls().isEmpty());
}

// Google's per-minute limit answered 429 with Retry-After: the command waits and asks again.
void TestInspect::tooManyRequestsWaitedOut()
{
    qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN", Token);
    int calls = 0;
    serveApi([&calls](const QString &url) {
        if (++calls == 2) {
            TestResponse busy = apiError(
                429, u"Quota exceeded for quota metric 'URL inspection requests' and limit "
                     "'per minute per site'."_s,
                u"RESOURCE_EXHAUSTED"_s);
            busy.header("Retry-After", "1");
            return busy;
        }
        return apiJson(200, { { u"inspectionResult"_s, inspectionResultFor(url) } });
    });
    QFile shop(path(u"shop.xml"_s));
    QVERIFY(shop.open(QIODevice::WriteOnly));
    shop.write(urlset(ShopUrls.mid(0, 3)));
    shop.close();
    const CliRun run = runCliServing({ u"inspect"_s, shop.fileName(), u"--property"_s, Property,
                                       u"--out"_s, path(u"inspections.jsonl"_s) });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QStringList asked = inspectedUrls();
    QCOMPARE(asked, (QStringList { ShopUrls.at(0), ShopUrls.at(1), ShopUrls.at(1), ShopUrls.at(2) }));
    QList<qint64> times;
    for (const TestRequest &request : m_google.requests())
        times.append(request.receivedMs);
    QVERIFY2(times.at(2) - times.at(1) >= 950, "the retry waited the second it was told");
    QCOMPARE(linesOf(path(u"inspections.jsonl"_s)).size(), 3);
}

void TestInspect::refusals_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("says");
    QTest::newRow("401") << 401 << u"Google did not take the sign-in (HTTP 401"_s;
    QTest::newRow("403") << 403
                         << u"Search Console refused to inspect URLs of https://www.example-shop.com/ (HTTP 403: User does not have sufficient permission"_s;
    QTest::newRow("500 again and again") << 500 << u"answered HTTP 500 again and again"_s;
}

// A refusal ends the run at once (exit 2), saying what to do; nothing is written.
void TestInspect::refusals()
{
    QFETCH(int, status);
    QFETCH(QString, says);
    qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN", Token);
    serveApi([status](const QString &) {
        return status == 403
            ? apiError(403, u"User does not have sufficient permission for site "
                            "'https://www.example-shop.com/'."_s,
                       u"PERMISSION_DENIED"_s)
            : apiError(status, u"Backend Error"_s, u"UNAVAILABLE"_s);
    });
    const CliRun run = runCliServing({ u"inspect"_s, m_sitemap, u"--property"_s, Property,
                                       u"--out"_s, path(u"inspections.jsonl"_s) });
    QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
    QVERIFY2(run.err.contains(says.toUtf8()), qPrintable(describe(run)));
    QVERIFY(linesOf(path(u"inspections.jsonl"_s)).isEmpty());
    QVERIFY(!run.err.contains(Token));
    QCOMPARE(inspectedUrls().size(), status == 500 ? 3 : 1);
}

void TestInspect::wrongCalls_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("withToken");
    QTest::addColumn<QString>("says");
    const QString out = u"--out=/tmp/never-written-inspections.jsonl"_s;
    QTest::newRow("no property") << QStringList { out } << true << u"give the Search Console property"_s;
    QTest::newRow("not a property")
        << QStringList { u"--property"_s, u"www.example-shop.com"_s, out } << true
        << u"\"www.example-shop.com\" is not a property"_s;
    QTest::newRow("no out") << QStringList { u"--property"_s, Property } << true
                            << u"give the file the answers go to"_s;
    QTest::newRow("no sign-in") << QStringList { u"--property"_s, Property, out } << false
                                << u"sign in to Google: give --client FILE"_s;
    QTest::newRow("a key, not a client")
        << QStringList { u"--property"_s, Property, out, u"--client"_s, u"KEY"_s } << false
        << u"has no \"installed\" (or \"web\") client"_s;
    QTest::newRow("per-minute") << QStringList { u"--property"_s, Property, out,
                                                 u"--per-minute"_s, u"601"_s }
                                << true << u"--per-minute takes a number from 1 to 600"_s;
    QTest::newRow("per-day") << QStringList { u"--property"_s, Property, out, u"--per-day"_s,
                                              u"0"_s }
                             << true << u"--per-day takes a number from 1 to 2000"_s;
}

void TestInspect::wrongCalls()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, withToken);
    QFETCH(QString, says);
    if (withToken)
        qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN", Token);
    const QString key = path(u"service-account.json"_s);
    QFile file(key);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"type": "service_account", "private_key_id": "k1", "private_key": "x"})");
    file.close();
    arguments.replaceInStrings(u"KEY"_s, key);
    const CliRun run = runCliServing(QStringList { u"inspect"_s, m_sitemap } + arguments);
    QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
    QVERIFY2(run.err.contains(says.toUtf8()), qPrintable(describe(run)));
    QVERIFY(inspectedUrls().isEmpty());
    QVERIFY(!QFile::exists(u"/tmp/never-written-inspections.jsonl"_s));
}

// The API's address is Google's; the environment may move it to a loopback server (a test's)
// and nowhere else, so that no setting sends a user's token to another host.
void TestInspect::apiAddressForTestsOnly()
{
    const QByteArray kept = qgetenv("SITEMAP_STUDIO_SEARCH_CONSOLE_API");
    const auto restore = qScopeGuard([&] { qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_API", kept); });
    qunsetenv("SITEMAP_STUDIO_SEARCH_CONSOLE_API");
    QCOMPARE(UrlInspector::endpoint(),
             QUrl(u"https://searchconsole.googleapis.com/v1/urlInspection/index:inspect"_s));
    QCOMPARE(SearchConsole::apiUrl(u"/webmasters/v3/sites"_s),
             QUrl(u"https://www.googleapis.com/webmasters/v3/sites"_s));
    for (const char *elsewhere : { "http://proxy.example.com:3128", "https://10.0.0.8:8443",
                                   "http://127.0.0.1.attacker.example:80" }) {
        qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_API", elsewhere);
        QCOMPARE(UrlInspector::endpoint().host(), u"searchconsole.googleapis.com"_s);
    }
    for (const char *loopback : { "http://127.0.0.1:8080", "http://[::1]:9000", "http://localhost:7" }) {
        qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_API", loopback);
        const QUrl url = UrlInspector::endpoint();
        QCOMPARE(url.scheme(), u"http"_s);
        QCOMPARE(url.port(), QUrl(QString::fromLatin1(loopback)).port());
        QCOMPARE(url.path(), u"/v1/urlInspection/index:inspect"_s);
    }
}

// A refresh token kept from an earlier sign-in gets a new access token without the consent
// page; one Google no longer takes leads to the consent page after all.
void TestInspect::refreshSparesTheConsent()
{
    bool refuse = false;
    QList<QUrlQuery> asked;
    m_google.route(u"/token"_s, [&](const TestRequest &request) {
        asked.append(QUrlQuery(QString::fromUtf8(request.body)));
        if (refuse)
            return apiJson(400, { { u"error"_s, u"invalid_grant"_s },
                                     { u"error_description"_s, u"Token has been expired or revoked."_s } });
        return apiJson(200, { { u"access_token"_s, QString::fromLatin1(Token) },
                                 { u"expires_in"_s, 3599 },
                                 { u"token_type"_s, u"Bearer"_s } });
    });
    QString error;
    const OAuthClient client = OAuthClient::read(m_client, &error);
    {
        SearchConsoleSignIn signIn(client, SearchConsole::FullScope);
        bool consent = false, granted = false;
        connect(&signIn, &SearchConsoleSignIn::authorizeWithBrowser, this, [&] { consent = true; });
        connect(&signIn, &SearchConsoleSignIn::granted, this, [&] { granted = true; });
        signIn.start(QString::fromLatin1(RefreshToken));
        QVERIFY(QTest::qWaitFor([&] { return granted; }, 30000));
        QVERIFY(!consent);
        QCOMPARE(signIn.token(), QString::fromLatin1(Token));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().queryItemValue(u"grant_type"_s), u"refresh_token"_s);
        QCOMPARE(asked.first().queryItemValue(u"refresh_token"_s, QUrl::FullyDecoded),
                 QString::fromLatin1(RefreshToken));
    }
    refuse = true;
    asked.clear();
    SearchConsoleSignIn signIn(client);
    QUrl consent;
    bool failed = false;
    connect(&signIn, &SearchConsoleSignIn::authorizeWithBrowser, this,
            [&](const QUrl &url) { consent = url; });
    connect(&signIn, &SearchConsoleSignIn::failed, this, [&] { failed = true; });
    signIn.start(QString::fromLatin1(RefreshToken));
    QVERIFY(QTest::qWaitFor([&] { return consent.isValid() || failed; }, 30000));
    QVERIFY(!failed);
    QCOMPARE(consent.path(), u"/o/oauth2/auth"_s);
    QVERIFY(signIn.token().isEmpty());
    QVERIFY(signIn.refreshToken().isEmpty());
}

// submit --search-console: each sitemap read first (within the property, a sitemap), then PUT
// to the Sitemaps API with the property and the sitemap escaped whole in the path; a refusal
// said; nothing sent for a sitemap outside the property or a page that is no sitemap.
void TestInspect::submitsSitemaps()
{
    qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN", Token);
    const QString property = m_google.url(u"/"_s).toString();
    m_google.route(u"/sitemap.xml"_s, TestResponse::ok(urlset(ShopUrls)));
    m_google.route(u"/news/sitemap-news.xml"_s, TestResponse::ok(urlset(ShopUrls.mid(1, 2))));
    m_google.route(u"/about"_s, TestResponse::ok("<!doctype html><title>About us</title>",
                                                 "text/html; charset=utf-8"));
    int answerWith = 204;
    QList<TestRequest> puts;
    m_google.setFallback([&](const TestRequest &request) {
        if (request.method != "PUT")
            return TestResponse::error(404);
        puts.append(request);
        if (answerWith == 403)
            return apiError(403, u"User does not have sufficient permission for site '%1'."_s
                                     .arg(property),
                            u"PERMISSION_DENIED"_s);
        TestResponse done = TestResponse::ok({}, "application/json");
        done.status = answerWith;
        return done;
    });
    const QString sitemap = m_google.url(u"/sitemap.xml"_s).toString();
    const QString news = m_google.url(u"/news/sitemap-news.xml"_s).toString();
    CliRun run = runCliServing({ u"submit"_s, u"--search-console"_s, property, sitemap, news });
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QCOMPARE(puts.size(), 2);
    const QByteArray escapedProperty = QUrl::toPercentEncoding(property);
    QCOMPARE(puts.at(0).target, "/webmasters/v3/sites/" + escapedProperty + "/sitemaps/"
                                    + QUrl::toPercentEncoding(sitemap));
    QCOMPARE(puts.at(1).target, "/webmasters/v3/sites/" + escapedProperty + "/sitemaps/"
                                    + QUrl::toPercentEncoding(news));
    QCOMPARE(puts.at(0).header("Authorization"), "Bearer " + Token);
    QVERIFY2(run.out.contains(sitemap.toUtf8() + ": submitted"), qPrintable(describe(run)));
    QVERIFY(!run.out.contains(Token) && !run.err.contains(Token));

    // Refused: said, exit 1.
    puts.clear();
    answerWith = 403;
    run = runCliServing({ u"submit"_s, u"--search-console"_s, property, sitemap, u"--json"_s });
    QVERIFY2(run.exitCode == 1, qPrintable(describe(run)));
    const QJsonObject answer
        = QJsonDocument::fromJson(run.out).object().value(u"sitemaps"_s).toArray().at(0).toObject();
    QCOMPARE(answer.value(u"status"_s).toInt(), 403);
    QVERIFY(answer.value(u"message"_s).toString().contains(u"owner or a full user of "_s + property));

    // Nothing sent: outside the property, a page that is no sitemap, no property, IndexNow too.
    puts.clear();
    answerWith = 204;
    const QList<std::pair<QStringList, QString>> refused {
        { { u"--search-console"_s, u"https://www.example-shop.com/"_s, sitemap },
          u"is not within the property https://www.example-shop.com/"_s },
        { { u"--search-console"_s, property, m_google.url(u"/about"_s).toString() },
          u"cannot be read as a sitemap; nothing was sent"_s },
        { { u"--search-console"_s, u"example-shop.com"_s, sitemap },
          u"is not a property as Search Console writes one"_s },
        { { u"--search-console"_s, property, u"--indexnow"_s, u"https://api.indexnow.org/indexnow"_s,
            sitemap },
          u"give one of them"_s },
        { { u"--search-console"_s, property, path(u"sitemap.xml"_s) },
          u"is not a web address"_s },
    };
    for (const auto &[arguments, says] : refused) {
        run = runCliServing(QStringList { u"submit"_s } + arguments);
        QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
        QVERIFY2(run.err.contains(says.toUtf8()), qPrintable(describe(run)));
    }
    QVERIFY(puts.isEmpty());
}

QTEST_GUILESS_MAIN(TestInspect)
#include "tst_inspect.moc"
