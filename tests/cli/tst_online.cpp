// sitemap-studio-cli against the local test server on 127.0.0.1, end to end: discover --json on
// a site, stats --json and check on a sitemap index given by URL, a URL that cannot be fetched,
// the limits on what an index brings (--max-files, --max-total-bytes), a chain of nested
// indexes over HTTP and on disk, and submit --indexnow.
// The server lives in this process and the CLI runs as a child process, so the test keeps its
// event loop turning while the CLI runs. Proxies are switched off in the child's environment:
// nothing leaves 127.0.0.1.

#include "clirun.h"
#include "testhttpserver.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

using Run = CliRun;

// Runs the CLI while the event loop keeps answering its requests.
Run runOnline(const QStringList &arguments)
{
    return runCliServing(arguments);
}

QByteArray urlset(const QStringList &locs)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <url><loc>" + loc.toUtf8() + "</loc></url>\n";
    return xml + "</urlset>\n";
}

} // namespace

class TestOnline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void discoverJson();
    void discoverNothing();
    void statsOfRemoteIndex();
    void nestedIndexChain_data();
    void nestedIndexChain();
    void checkOfRemoteSitemap();
    void unfetchableInput();
    void remoteLimits();
    void submitIndexNow();
    void submitDryRunAndWrongCalls();
    void submitVerifiesTheKey();

private:
    TestHttpServer m_server;
    TestHttpServer m_empty;
};

void TestOnline::initTestCase()
{
    QVERIFY(m_server.listen());
    QVERIFY(m_empty.listen());
    const QUrl index = m_server.url(u"/sitemap_index.xml"_s);
    m_server.serve(u"/robots.txt"_s,
                   "User-agent: *\nDisallow: /private\nSitemap: " + index.toEncoded() + "\n",
                   "text/plain");
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 3; ++i) {
        const QString path = u"/part-%1.xml"_s.arg(i);
        QStringList locs;
        for (int u = 0; u < 4; ++u)
            locs.append(m_server.url(u"/page-%1-%2"_s.arg(i).arg(u)).toString());
        m_server.serve(path, urlset(locs));
        xml += "  <sitemap><loc>" + m_server.url(path).toEncoded() + "</loc></sitemap>\n";
    }
    xml += "  <sitemap><loc>" + m_server.url(u"/missing.xml"_s).toEncoded()
        + "</loc></sitemap>\n</sitemapindex>\n";
    m_server.serve(u"/sitemap_index.xml"_s, xml);
    m_server.serve(u"/other-host.xml"_s,
                   urlset({ m_server.url(u"/a"_s).toString(), u"http://other.example/b"_s }));
}

void TestOnline::discoverJson()
{
    const Run run = runOnline({ u"discover"_s, u"--json"_s, m_server.url(u"/"_s).toString() });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QVERIFY(o.value(u"reachable"_s).toBool());
    QVERIFY(o.value(u"robotsTxt"_s).toObject().value(u"found"_s).toBool());
    const QJsonArray sitemaps = o.value(u"sitemaps"_s).toArray();
    QCOMPARE(sitemaps.size(), 1);
    const QJsonObject first = sitemaps.first().toObject();
    QCOMPARE(first.value(u"url"_s).toString(), m_server.url(u"/sitemap_index.xml"_s).toString());
    QCOMPARE(first.value(u"source"_s).toString(), u"robots.txt"_s);
    QCOMPARE(first.value(u"line"_s).toInt(), 3);

    // The text form: one line per sitemap.
    const Run text = runOnline({ u"discover"_s, m_server.url(u"/"_s).toString() });
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("robots.txt line 3"));
}

void TestOnline::discoverNothing()
{
    const Run run = runOnline({ u"discover"_s, u"--json"_s, m_empty.url(u"/"_s).toString() });
    QCOMPARE(run.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QVERIFY(o.value(u"reachable"_s).toBool());
    QVERIFY(o.value(u"sitemaps"_s).toArray().isEmpty());
    QCOMPARE(o.value(u"probes"_s).toArray().size(), 3);

    const Run wrong = runOnline({ u"discover"_s });
    QCOMPARE(wrong.exitCode, 2);
}

void TestOnline::statsOfRemoteIndex()
{
    const QString input = m_server.url(u"/sitemap_index.xml"_s).toString();
    const Run run = runOnline({ u"stats"_s, u"--json"_s, input });
    QVERIFY2(run.exitCode == 0, run.out.constData());
    const QJsonObject o
        = QJsonDocument::fromJson(run.out).object().value(u"inputs"_s).toArray().first().toObject();
    QCOMPARE(o.value(u"input"_s).toString(), input);
    QCOMPARE(o.value(u"format"_s).toString(), u"sitemapindex"_s);
    QCOMPARE(o.value(u"entries"_s).toInt(), 4);
    QCOMPARE(o.value(u"childrenLoaded"_s).toInt(), 3);
    QCOMPARE(o.value(u"childrenMissing"_s).toInt(), 1);
    QCOMPARE(o.value(u"childEntries"_s).toInt(), 12);
    bool missing404 = false;
    for (const QJsonValue &f : o.value(u"findings"_s).toArray())
        missing404 = missing404
            || (f.toObject().value(u"rule"_s).toString() == u"SM708"_s
                && f.toObject().value(u"message"_s).toString().contains(u"404"));
    QVERIFY(missing404);
}

void TestOnline::nestedIndexChain_data()
{
    QTest::addColumn<bool>("overHttp");
    QTest::newRow("http") << true;
    QTest::newRow("disk") << false;
}

void TestOnline::nestedIndexChain()
{
    // ultimate-sitemap-parser's test_sitemap_tree_for_homepage: robots.txt > index >
    // (sitemap, index > sitemap). Every URL is read and listed; the inner index is SM110.
    QFETCH(bool, overHttp);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString base = overHttp ? m_server.url(u"/nest/"_s).toString()
                                  : u"https://www.example.org/nest/"_s;
    const QStringList pages {
        base + u"en-gb/collections/outdoor-and-garden-furniture/products/"
               "teak-extending-table-17-seats-weatherproof?colour=natural&size=large"_s,
        base + u"about/"_s, base + u"contact/"_s
    };
    const QStringList news { base + u"news/2026/11/one"_s, base + u"news/2026/11/two"_s,
                             base + u"news/2026/11/%C3%BCber-uns"_s };
    auto index = [&base](const QStringList &names) {
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (const QString &name : names)
            xml += "  <sitemap><loc>" + (base + name).toUtf8() + "</loc></sitemap>\n";
        return xml + "</sitemapindex>\n";
    };
    auto escaped = [](const QStringList &locs) {
        QStringList out;
        for (const QString &loc : locs)
            out.append(loc.toHtmlEscaped());
        return out;
    };
    const QList<std::pair<QString, QByteArray>> files {
        { u"robots.txt"_s,
          "User-agent: *\nDisallow: /private/\nSitemap: " + (base + u"sitemap_index.xml"_s).toUtf8()
              + "\n" },
        { u"sitemap_index.xml"_s, index({ u"sitemap_pages.xml"_s, u"sitemap_news_index.xml"_s }) },
        { u"sitemap_pages.xml"_s, urlset(escaped(pages)) },
        { u"sitemap_news_index.xml"_s, index({ u"sitemap_news_1.xml"_s }) },
        { u"sitemap_news_1.xml"_s, urlset(escaped(news)) },
    };
    for (const auto &[name, bytes] : files) {
        if (overHttp) {
            m_server.serve(u"/nest/"_s + name, bytes);
        } else {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
    }
    const QString input = overHttp ? base + u"robots.txt"_s : dir.filePath(u"robots.txt"_s);

    // Read with an error, the nested index: exit status 1, every URL printed.
    const Run urls = runOnline({ u"urls"_s, input });
    QVERIFY2(urls.exitCode == 1, urls.err.constData());
    QCOMPARE(QString::fromUtf8(urls.out).split(u'\n', Qt::SkipEmptyParts), pages + news);

    // The inner index reported once, on the entry of the index that lists it.
    const Run stats = runOnline({ u"stats"_s, u"--json"_s, input });
    QVERIFY2(stats.exitCode == 1, stats.out.constData());
    const QJsonObject o = QJsonDocument::fromJson(stats.out)
                              .object()
                              .value(u"inputs"_s)
                              .toArray()
                              .first()
                              .toObject();
    QCOMPARE(o.value(u"childEntries"_s).toInt(), 6);
    QCOMPARE(o.value(u"childrenLoaded"_s).toInt(), 4);
    QCOMPARE(o.value(u"errors"_s).toInt(), 1);
    QStringList nested;
    for (const QJsonValue &f : o.value(u"findings"_s).toArray())
        if (f.toObject().value(u"rule"_s).toString() == u"SM110"_s)
            nested.append(f.toObject().value(u"message"_s).toString());
    QCOMPARE(nested.size(), 1);
    QVERIFY2(nested.first().contains(u"sitemap_news_index.xml"_s), qPrintable(nested.first()));

    // Checked, once.
    const Run check = runOnline({ u"check"_s, u"--format=json"_s, input });
    QVERIFY2(check.exitCode == 1, check.err.constData());
    qsizetype checked = 0;
    for (const QJsonValue &f :
         QJsonDocument::fromJson(check.out).object().value(u"findings"_s).toArray())
        checked += f.toObject().value(u"rule"_s).toString() == u"SM110"_s;
    QCOMPARE(checked, 1);
}

void TestOnline::checkOfRemoteSitemap()
{
    // The fetched address is the publish location: the other host's URL is out of scope.
    const Run run = runOnline(
        { u"check"_s, u"--format=json"_s, m_server.url(u"/other-host.xml"_s).toString() });
    QVERIFY2(run.exitCode == 1, run.err.constData());
    const QJsonArray findings
        = QJsonDocument::fromJson(run.out).object().value(u"findings"_s).toArray();
    bool outOfScope = false;
    for (const QJsonValue &f : findings)
        outOfScope = outOfScope
            || (f.toObject().value(u"rule"_s).toString() == u"SM402"_s
                && f.toObject().value(u"entry"_s).toInt() == 1);
    QVERIFY2(outOfScope, run.out.constData());
}

void TestOnline::unfetchableInput()
{
    const Run run = runOnline({ u"stats"_s, m_server.url(u"/nothing.xml"_s).toString() });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("404"), run.err.constData());

    const Run convert = runOnline({ u"convert"_s, m_server.url(u"/nothing.xml"_s).toString(),
                                    QDir::temp().filePath(u"never-written.xml"_s) });
    QCOMPARE(convert.exitCode, 2);
    QVERIFY(convert.err.contains("404"));
}

void TestOnline::remoteLimits()
{
    const QString input = m_server.url(u"/sitemap_index.xml"_s).toString();
    m_server.clearRequests();
    // The index and one child: the other three entries are left unread, and said so.
    const Run run = runOnline({ u"stats"_s, u"--json"_s, u"--max-files=2"_s, input });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject o
        = QJsonDocument::fromJson(run.out).object().value(u"inputs"_s).toArray().first().toObject();
    QCOMPARE(o.value(u"childrenLoaded"_s).toInt(), 1);
    QCOMPARE(o.value(u"childEntries"_s).toInt(), 4);
    bool said = false;
    for (const QJsonValue &f : o.value(u"findings"_s).toArray())
        said = said
            || f.toObject()
                   .value(u"message"_s)
                   .toString()
                   .contains(u"At most 2 files are read; 3 more sitemaps"_s);
    QVERIFY2(said, run.out.constData());
    int childRequests = 0;
    for (const TestRequest &r : m_server.requests())
        childRequests += r.path.startsWith(u"/part-"_s) || r.path == u"/missing.xml"_s;
    QCOMPARE(childRequests, 1);

    // A total of a few bytes: the index alone is read.
    const Run bytes = runOnline({ u"stats"_s, u"--json"_s, u"--max-total-bytes=10"_s, input });
    QVERIFY(bytes.out.contains("\"childrenLoaded\": 0"));

    const Run wrong = runOnline({ u"check"_s, u"--max-files=0"_s, input });
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY(wrong.err.contains("--max-files"));
    const Run wrongBytes = runOnline({ u"export"_s, u"--max-total-bytes=lots"_s, input });
    QCOMPARE(wrongBytes.exitCode, 2);
    QVERIFY(wrongBytes.err.contains("--max-total-bytes"));
}

void TestOnline::submitIndexNow()
{
    // The pages of the remote index, 12 in all, submitted in batches of 5: the endpoint
    // accepts the first, and refuses the second as not belonging to the host.
    int answered = 0;
    m_server.route(u"/indexnow"_s, [&](const TestRequest &) {
        return ++answered == 1 ? TestResponse::ok({}) : TestResponse::error(422);
    });
    const QString key = u"0123456789abcdef"_s;
    const Run run = runOnline(
        { u"submit"_s, u"--indexnow"_s, m_server.url(u"/indexnow"_s).toString(), u"--key"_s, key,
          u"--batch-size=5"_s, m_server.url(u"/sitemap_index.xml"_s).toString() });
    QCOMPARE(run.exitCode, 1);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines.at(0).startsWith("batch 1/3: 5 URLs of 127.0.0.1: 200 OK"), lines.at(0));
    QVERIFY2(lines.at(1).startsWith("batch 2/3: 5 URLs of 127.0.0.1: 422 Unprocessable Entity"),
             lines.at(1));
    QVERIFY2(lines.at(2).startsWith("batch 3/3: 2 URLs of 127.0.0.1: 422"), lines.at(2));
    QCOMPARE(lines.at(3), "5 of 12 URLs accepted, in 1 of 3 batches");

    const QList<TestRequest> posts = m_server.requests(u"/indexnow"_s);
    QCOMPARE(posts.size(), 3);
    QStringList sent;
    for (const TestRequest &post : posts) {
        QCOMPARE(post.method, "POST");
        const QJsonObject o = QJsonDocument::fromJson(post.body).object();
        QCOMPARE(o.value(u"key"_s).toString(), key);
        QCOMPARE(o.value(u"host"_s).toString(), u"127.0.0.1"_s);
        for (const QJsonValue &url : o.value(u"urlList"_s).toArray())
            sent.append(url.toString());
    }
    QCOMPARE(sent.size(), 12);
    QCOMPARE(sent.first(), m_server.url(u"/page-0-0"_s).toString());
    QCOMPARE(sent.last(), m_server.url(u"/page-2-3"_s).toString());

    // JSON: every answer, with its status.
    answered = 1; // all refused from here on
    const Run json = runOnline({ u"submit"_s, u"--json"_s, u"--indexnow"_s,
                                 m_server.url(u"/indexnow"_s).toString(), u"--key"_s, key,
                                 m_server.url(u"/part-0.xml"_s).toString() });
    QCOMPARE(json.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(o.value(u"urls"_s).toInt(), 4);
    QCOMPARE(o.value(u"accepted"_s).toInt(), 0);
    const QJsonObject batch = o.value(u"batches"_s).toArray().first().toObject();
    QCOMPARE(batch.value(u"status"_s).toInt(), 422);
    QVERIFY(batch.value(u"sent"_s).toBool());
    QVERIFY(!batch.value(u"accepted"_s).toBool());
}

void TestOnline::submitDryRunAndWrongCalls()
{
    m_server.clearRequests();
    const QString endpoint = m_server.url(u"/indexnow"_s).toString();
    const QString input = m_server.url(u"/part-1.xml"_s).toString();
    const Run dry = runOnline({ u"submit"_s, u"--dry-run"_s, u"--json"_s, u"--indexnow"_s, endpoint,
                                u"--key"_s, u"0123456789abcdef"_s, input });
    QCOMPARE(dry.exitCode, 0);
    const QJsonObject request = QJsonDocument::fromJson(dry.out)
                                    .object()
                                    .value(u"batches"_s)
                                    .toArray()
                                    .first()
                                    .toObject()
                                    .value(u"request"_s)
                                    .toObject();
    QCOMPARE(request.value(u"urlList"_s).toArray().size(), 4);
    QVERIFY(m_server.requests(u"/indexnow"_s).isEmpty());

    const Run badKey
        = runOnline({ u"submit"_s, u"--indexnow"_s, endpoint, u"--key"_s, u"short"_s, input });
    QCOMPARE(badKey.exitCode, 2);
    QVERIFY(badKey.err.contains("8 to 128 characters"));
    const Run noEndpoint = runOnline({ u"submit"_s, u"--key"_s, u"0123456789abcdef"_s, input });
    QCOMPARE(noEndpoint.exitCode, 2);
    QVERIFY(noEndpoint.err.contains("--indexnow"));
    const Run badSince = runOnline({ u"submit"_s, u"--indexnow"_s, endpoint, u"--key"_s,
                                     u"0123456789abcdef"_s, u"--since=yesterday"_s, input });
    QCOMPARE(badSince.exitCode, 2);
    const Run unreadable
        = runOnline({ u"submit"_s, u"--indexnow"_s, endpoint, u"--key"_s, u"0123456789abcdef"_s,
                      m_server.url(u"/nothing.xml"_s).toString() });
    QCOMPARE(unreadable.exitCode, 2);
    QVERIFY(m_server.requests(u"/indexnow"_s).isEmpty());
}

void TestOnline::submitVerifiesTheKey()
{
    m_server.clearRequests();
    m_server.route(u"/indexnow"_s, TestResponse::ok({}));
    const QString key = u"feedface-0001"_s;
    const QStringList call { u"submit"_s,
                             u"--verify-key"_s,
                             u"--indexnow"_s,
                             m_server.url(u"/indexnow"_s).toString(),
                             u"--key"_s,
                             key,
                             m_server.url(u"/part-2.xml"_s).toString() };
    // No key file yet: nothing is sent.
    const Run missing = runOnline(call);
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("404"), missing.err.constData());
    QVERIFY(m_server.requests(u"/indexnow"_s).isEmpty());

    m_server.serve(u"/"_s + key + u".txt"_s, key.toUtf8() + "\r\n", "text/plain");
    const Run run = runOnline(call);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.out.contains("4 of 4 URLs accepted, in 1 of 1 batches"));
    QCOMPARE(m_server.requests(u"/indexnow"_s).size(), 1);
}

QTEST_GUILESS_MAIN(TestOnline)
#include "tst_online.moc"
