// End-to-end tests of the real sitemap-studio-cli binary: the project's sample sitemaps
// through `stats`, exit codes, index children, and `convert` round trips compared model to
// model and as canonical XML. The same over every file of the real-world corpus:
// tests/realworld/tst_realworld_cli.cpp.

#include "canonicalxml.h"
#include "clichecks.h"
#include "clirun.h"
#include "io/writing/gzip.h"
#include "io/loader.h"
#include "testpaths.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

using Run = CliRun;

QJsonObject statsJson(const QString &path, const QStringList &extra = {})
{
    const Run run = runCli(QStringList{u"stats"_s, u"--json"_s} + extra + QStringList{path});
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    return root.value(u"inputs"_s).toArray().first().toObject();
}

QString sample(const QString &name)
{
    return TestPaths::data(name);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray urlset(int urls, const QString &host = u"https://example.com"_s)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < urls; ++i)
        xml += "  <url><loc>" + host.toUtf8() + "/page-" + QByteArray::number(i)
            + "</loc></url>\n";
    xml += "</urlset>\n";
    return xml;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void textOutput();
    void exitCodes_data();
    void exitCodes();
    void commandHelp();
    void indexChildren();
    void statsCountsChildrenOnce();
    void statsCountsAsItKeeps();
    void zipBundle();
    void roundTrip_data();
    void roundTrip();
    void convertCompactAndErrors();

private:
    QTemporaryDir m_scratch; // files made by the test, such as an empty one
};

void TestCli::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(SITEMAP_STUDIO_CLI)), SITEMAP_STUDIO_CLI);
    QVERIFY(m_scratch.isValid());
    writeFile(m_scratch.filePath(u"empty.xml"_s), {});
}

void TestCli::textOutput()
{
    // Extension counts and compression, in the plain text form.
    const Run all = runCli({u"stats"_s, sample(u"urlset-escaped-every-extension.xml"_s)});
    QCOMPARE(all.exitCode, 0);
    const QString text = QString::fromUtf8(all.out);
    for (const char *line : {"entries: 7", "images: 5", "videos: 3", "news: 1", "alternates: 4",
                             "format: urlset", "compression: none"})
        QVERIFY2(text.contains(QString::fromLatin1(line)), line);

    // The protocol's limit of 50,000 URLs, each with a language alternate, gzipped.
    QByteArray full = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                      "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    for (int i = 0; i < 50000; ++i) {
        const QByteArray n = QByteArray::number(i);
        full += "<url><loc>https://www.example.com/hotel-" + n + ".html</loc>"
                "<xhtml:link rel=\"alternate\" hreflang=\"fr\" href=\"https://fr.example.com/hotel-"
            + n + ".html\"/></url>\n";
    }
    full += "</urlset>\n";
    const QString fullPath = m_scratch.filePath(u"sitemap-50000.xml.gz"_s);
    writeFile(fullPath, gzipCompress(full));
    const QJsonObject gz = statsJson(fullPath);
    QCOMPARE(gz.value(u"compression"_s).toString(), u"gzip"_s);
    QCOMPARE(gz.value(u"entries"_s).toInt(), 50000);
    QCOMPARE(gz.value(u"alternates"_s).toInt(), 50000);
    QCOMPARE(gz.value(u"uncompressedBytes"_s).toInteger(), full.size());
    QVERIFY(gz.value(u"bytes"_s).toInteger() < full.size() / 4);

    // Plain XML named .gz: the content decides.
    const QJsonObject misnamed = statsJson(sample(u"urlset-plain-xml-named.xml.gz"_s));
    QCOMPARE(misnamed.value(u"compression"_s).toString(), u"none"_s);
    QCOMPARE(misnamed.value(u"entries"_s).toInt(), 3);

    // Errors carry line and column.
    const QJsonObject broken = statsJson(sample(u"urlset-unescaped-lt.xml"_s));
    const QJsonObject finding = broken.value(u"findings"_s).toArray().first().toObject();
    QCOMPARE(finding.value(u"rule"_s).toString(), u"SM101"_s);
    QCOMPARE(finding.value(u"line"_s).toInt(), 6);
    QVERIFY(finding.value(u"column"_s).toInt() > 0);
}

void TestCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stderrContains");
    QTest::newRow("clean") << QStringList{u"stats"_s, sample(u"protocol-example.xml"_s)}
                           << 0 << QString();
    QTest::newRow("errors in input")
        << QStringList{u"stats"_s, sample(u"urlset-old-google-namespace.xml"_s)} << 1
        << QString();
    QTest::newRow("html page")
        << QStringList{u"stats"_s, sample(u"sitemap-xml-is-html-page.xml"_s)} << 2
        << u"HTML page"_s;
    QTest::newRow("missing file") << QStringList{u"stats"_s, u"/nonexistent/sitemap.xml"_s} << 2
                                  << u"/nonexistent/sitemap.xml"_s;
    QTest::newRow("no input") << QStringList{u"stats"_s} << 2 << u"no INPUT"_s;
    QTest::newRow("unknown option") << QStringList{u"stats"_s, u"--frobnicate"_s, u"x"_s} << 2
                                    << u"frobnicate"_s;
    QTest::newRow("unknown command") << QStringList{u"frobnicate"_s} << 2 << u"frobnicate"_s;
    QTest::newRow("no command") << QStringList{} << 2 << u"Usage"_s;
    QTest::newRow("bad max-bytes")
        << QStringList{u"stats"_s, u"--max-bytes"_s, u"lots"_s, sample(u"protocol-example.xml"_s)}
        << 2 << u"--max-bytes"_s;
    QTest::newRow("over max-bytes")
        << QStringList{u"stats"_s, u"--max-bytes"_s, u"100"_s, sample(u"protocol-example.xml"_s)}
        << 1 << QString();
    QTest::newRow("help") << QStringList{u"stats"_s, u"--help"_s} << 0 << QString();
    QTest::newRow("convert wrong call") << QStringList{u"convert"_s, u"only-one"_s} << 2
                                        << u"INPUT and OUTPUT"_s;
    QTest::newRow("convert unreadable")
        << QStringList{u"convert"_s, m_scratch.filePath(u"empty.xml"_s),
                       u"/tmp/never-written.xml"_s}
        << 2 << u"empty"_s;
}

void TestCli::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stderrContains);
    const Run run = runCli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    if (!stderrContains.isEmpty())
        QVERIFY2(QString::fromUtf8(run.err).contains(stderrContains), run.err.constData());
    if (arguments.contains(u"/tmp/never-written.xml"_s))
        QVERIFY(!QFile::exists(u"/tmp/never-written.xml"_s));
}

// A command's help names it after the program in the usage line, and only there: the
// description's own mentions of the program stay as written.
void TestCli::commandHelp()
{
    const Run run = runCli({ u"check"_s, u"--help"_s });
    QCOMPARE(run.exitCode, 0);
    const QString help = QString::fromUtf8(run.out);
    const QString usage = help.section(u'\n', 0, 0);
    QVERIFY2(usage.startsWith(u"Usage: "_s) && usage.contains(u"sitemap-studio-cli check "_s),
             qPrintable(usage));
    QVERIFY2(help.contains(u"'sitemap-studio-cli rules' lists them"_s), qPrintable(help));
    QVERIFY(!help.contains(u"sitemap-studio-cli check rules"_s));
}

void TestCli::indexChildren()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray index =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        "  <sitemap><loc>https://example.com/s/part-1.xml</loc></sitemap>\n"
        "  <sitemap><loc>https://example.com/s/part-2.xml.gz</loc></sitemap>\n"
        "  <sitemap><loc>https://example.com/s/part-3.xml</loc></sitemap>\n"
        "  <sitemap><loc>https://example.com/s/../../etc/passwd</loc></sitemap>\n"
        "</sitemapindex>\n";
    writeFile(dir.filePath(u"index.xml"_s), index);
    writeFile(dir.filePath(u"part-1.xml"_s), urlset(3));
    // The second child is gzipped; the loader sniffs it.
    QProcess gzip;
    writeFile(dir.filePath(u"part-2.xml"_s), urlset(4));
    gzip.start(u"gzip"_s, {u"-n"_s, dir.filePath(u"part-2.xml"_s)});
    QVERIFY(gzip.waitForFinished());
    QVERIFY(QFile::exists(dir.filePath(u"part-2.xml.gz"_s)));

    const QJsonObject stats = statsJson(dir.filePath(u"index.xml"_s));
    QCOMPARE(stats.value(u"format"_s).toString(), u"sitemapindex"_s);
    QCOMPARE(stats.value(u"entries"_s).toInt(), 4);
    QCOMPARE(stats.value(u"childrenLoaded"_s).toInt(), 2);
    QCOMPARE(stats.value(u"childrenMissing"_s).toInt(), 2);
    QCOMPARE(stats.value(u"childEntries"_s).toInt(), 7);
    QVERIFY(stats.value(u"warnings"_s).toInt() >= 2);

    const QJsonObject alone = statsJson(dir.filePath(u"index.xml"_s), {u"--no-children"_s});
    QCOMPARE(alone.value(u"childrenLoaded"_s).toInt(), 0);
    QCOMPARE(alone.value(u"childEntries"_s).toInt(), 0);
    QCOMPARE(alone.value(u"warnings"_s).toInt(), 0);
}

void TestCli::statsCountsChildrenOnce()
{
    // stats counts each child as it is read and keeps none of their entries: what it reports
    // for a chain (robots.txt, an index, its sitemaps, one of them listed twice) must still be
    // every file counted once, with the extensions of every child.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray rich = readFile(sample(u"urlset-escaped-every-extension.xml"_s));
    const QJsonObject one = statsJson(sample(u"urlset-escaped-every-extension.xml"_s));
    writeFile(dir.filePath(u"rich.xml"_s), rich);
    writeFile(dir.filePath(u"plain.xml"_s), urlset(5));
    writeFile(dir.filePath(u"index.xml"_s),
              "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
              "<sitemap><loc>https://example.com/rich.xml</loc></sitemap>"
              "<sitemap><loc>https://example.com/plain.xml</loc></sitemap>"
              "<sitemap><loc>https://example.com/rich.xml</loc></sitemap></sitemapindex>");
    writeFile(dir.filePath(u"robots.txt"_s),
              "User-agent: *\nDisallow:\nSitemap: https://example.com/index.xml\n"
              "Sitemap: https://example.com/plain.xml\n");

    const QJsonObject index = statsJson(dir.filePath(u"index.xml"_s));
    QCOMPARE(index.value(u"childrenLoaded"_s).toInt(), 2);
    QCOMPARE(index.value(u"childEntries"_s).toInt(), one.value(u"entries"_s).toInt() + 5);
    for (const QString &key : {u"images"_s, u"videos"_s, u"news"_s, u"alternates"_s}) {
        QVERIFY2(one.value(key).toInt() > 0, qPrintable(key));
        QCOMPARE(index.value(key).toInt(), one.value(key).toInt());
    }
    // Through robots.txt: the index is followed to its sitemaps; plain.xml, named by both,
    // is read once.
    const QJsonObject robots = statsJson(dir.filePath(u"robots.txt"_s));
    QCOMPARE(robots.value(u"childEntries"_s).toInt(), one.value(u"entries"_s).toInt() + 5);
    QCOMPARE(robots.value(u"images"_s).toInt(), one.value(u"images"_s).toInt());
    // The counts do not depend on the order the threads finish in.
    for (int i = 0; i < 5; ++i)
        QCOMPARE(statsJson(dir.filePath(u"index.xml"_s)), index);
}

void TestCli::statsCountsAsItKeeps()
{
    // stats counts an index's children as they are read and makes none of their entries;
    // with --by it keeps each child's entries for its segments. Both must give the same
    // numbers and findings, for children of every kind: read by the fast scanner (with every
    // extension and findings about its entries), by the XML parser (escaped, damaged,
    // unknown elements), a text list and a feed.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray fast = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                      " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"\n"
                      " xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
                      " xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\"\n"
                      " xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">\n";
    for (int i = 0; i < 400; ++i) {
        const QByteArray n = QByteArray::number(i);
        const QByteArray loc = "https://www.example.com/catalogue/" + n
            + "/wireless-noise-cancelling-headphones?utm_source=feed&amp;colour=black&amp;size="
            + n;
        fast += "<url><loc>" + QByteArray(i % 9 == 0 ? " " : "") + loc + "</loc>"
            + "<lastmod>2024-03-" + QByteArray::number(10 + i % 18) + "</lastmod>"
            + "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://www.example.de/" + n
            + "\"/><xhtml:link rel=\"alternate\" hreflang=\"x-default\" "
              "href=\"https://www.example.com/"
            + n + "\"/>";
        if (i % 3 == 0)
            fast += "<image:image><image:loc>https://cdn.example.com/" + n
                + ".jpg</image:loc></image:image><image:image><image:loc>https://cdn.example.com/"
                + n + "b.jpg</image:loc></image:image>";
        if (i % 7 == 0)
            fast += "<video:video><video:thumbnail_loc>https://cdn.example.com/" + n
                + ".png</video:thumbnail_loc><video:title>Clip " + n
                + "</video:title><video:description>A clip</video:description>"
                  "<video:content_loc>https://cdn.example.com/"
                + n
                + ".mp4</video:content_loc>"
                  "</video:video>";
        if (i % 11 == 0)
            fast += "<news:news><news:publication><news:name>Example</news:name><news:language>en"
                    "</news:language></news:publication><news:publication_date>2024-03-01"
                    "</news:publication_date><news:title>Item "
                + n + "</news:title></news:news>";
        fast += "</url>\n";
    }
    fast += "</urlset>\n";
    writeFile(dir.filePath(u"fast.xml"_s), fast);
    writeFile(dir.filePath(u"escaped.xml"_s),
              readFile(sample(u"urlset-escaped-every-extension.xml"_s)));
    writeFile(dir.filePath(u"damaged.xml"_s), readFile(sample(u"urlset-unclosed-url-tag.xml"_s)));
    writeFile(dir.filePath(u"cut.xml"_s), fast.left(fast.size() / 2));
    writeFile(dir.filePath(u"list.txt"_s),
              "https://www.example.com/a\nhttps://www.example.com/b?x=1\nnot a url\n");
    writeFile(dir.filePath(u"feed.rss"_s),
              "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>T</title>"
              "<item><link>https://www.example.com/post-1</link></item>"
              "<item><link>https://www.example.com/post-2</link></item></channel></rss>");
    QByteArray index = "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const char *name :
         { "fast.xml", "escaped.xml", "damaged.xml", "cut.xml", "list.txt", "feed.rss" })
        index += QByteArray("<sitemap><loc>https://www.example.com/") + name + "</loc></sitemap>\n";
    index += "</sitemapindex>\n";
    writeFile(dir.filePath(u"index.xml"_s), index);

    const QJsonObject counted = statsJson(dir.filePath(u"index.xml"_s));
    const QJsonObject kept = statsJson(dir.filePath(u"index.xml"_s), { u"--by"_s, u"folder"_s });
    QCOMPARE(counted.value(u"childrenLoaded"_s).toInt(), 6);
    QVERIFY(counted.value(u"childEntries"_s).toInt() > 400 + 200);
    for (const QString &key :
         { u"entries"_s, u"childEntries"_s, u"images"_s, u"videos"_s, u"news"_s, u"alternates"_s,
           u"errors"_s, u"warnings"_s, u"notices"_s, u"findings"_s })
        QVERIFY2(counted.value(key) == kept.value(key), qPrintable(key));
    for (const QString &key : { u"images"_s, u"videos"_s, u"news"_s, u"alternates"_s })
        QVERIFY2(counted.value(key).toInt() > 0, qPrintable(key));
    // The whitespace around every ninth location of the fast child: found, each on its entry.
    int spaced = 0;
    for (const auto &f : counted.value(u"findings"_s).toArray())
        spaced += f.toObject().value(u"message"_s).toString().contains(u"whitespace"_s)
            && f.toObject().value(u"file"_s).toString().endsWith(u"fast.xml"_s);
    QCOMPARE(spaced, (400 + 8) / 9);
}

void TestCli::zipBundle()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"bundle.zip"_s);
    {
        QuaZip zip(path);
        QVERIFY(zip.open(QuaZip::mdCreate));
        auto add = [&](const QString &name, const QByteArray &bytes) {
            QuaZipFile file(&zip);
            QVERIFY(file.open(QIODevice::WriteOnly, QuaZipNewInfo(name)));
            file.write(bytes);
            file.close();
        };
        add(u"sitemap_index.xml"_s,
            "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
            "<sitemap><loc>https://example.com/a.xml</loc></sitemap>"
            "<sitemap><loc>https://example.com/b.xml</loc></sitemap></sitemapindex>");
        add(u"a.xml"_s, urlset(2));
        add(u"b.xml"_s, urlset(5));
        add(u"../escape.xml"_s, urlset(1));
        zip.close();
    }
    const QJsonObject stats = statsJson(path);
    QCOMPARE(stats.value(u"compression"_s).toString(), u"zip"_s);
    QCOMPARE(stats.value(u"format"_s).toString(), u"sitemapindex"_s);
    QCOMPARE(stats.value(u"childrenLoaded"_s).toInt(), 2);
    QCOMPARE(stats.value(u"childEntries"_s).toInt(), 7);
    bool skipped = false;
    for (const auto &f : stats.value(u"findings"_s).toArray())
        skipped |= f.toObject().value(u"rule"_s).toString() == u"SM704"_s
            && f.toObject().value(u"message"_s).toString().contains(u"../escape.xml"_s);
    QVERIFY(skipped);
    // Nothing was extracted beside the bundle.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"bundle.zip"_s});
    QVERIFY(!QFile::exists(QFileInfo(dir.path()).dir().filePath(u"escape.xml"_s)));
}

void TestCli::roundTrip_data()
{
    // The well-formed samples: every extension, markup characters, comments, a byte order
    // mark, unknown elements, a wrong namespace, whitespace around values, no declaration.
    QTest::addColumn<QString>("file");
    for (const char *name :
         {"protocol-example.xml", "urlset-escaped-every-extension.xml",
          "urlset-first-url-every-extension.xml", "urlset-news-site-offset-lastmods.xml",
          "urlset-bom-comment-indented-root.xml", "urlset-plain-xml-named.xml.gz",
          "urlset-old-google-namespace.xml", "urlset-video-no-thumbnail-no-declaration.xml"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestCli::roundTrip()
{
    QFETCH(QString, file);
    Testing::verifyConvertRoundTrip(sample(file));
}

void TestCli::convertCompactAndErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = sample(u"urlset-first-url-every-extension.xml"_s);
    const QString pretty = dir.filePath(u"pretty.xml"_s);
    const QString compact = dir.filePath(u"compact.xml"_s);
    QCOMPARE(runCli({u"convert"_s, source, pretty}).exitCode, 0);
    QCOMPARE(runCli({u"convert"_s, u"--compact"_s, source, compact}).exitCode, 0);
    const QByteArray p = readFile(pretty);
    const QByteArray c = readFile(compact);
    QVERIFY(c.size() < p.size());
    QVERIFY(!c.contains("\n  <url>"));
    QVERIFY(p.contains("\n  <url>\n    <loc>"));
    QCOMPARE(Testing::canonicalXml(c), Testing::canonicalXml(p));
    // Protocol escaping of every special character.
    QVERIFY(readFile(pretty).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"));

    // An unknown output format writes nothing.
    const Run wrong = runCli({u"convert"_s, source, dir.filePath(u"out.csv"_s)});
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY(!QFile::exists(dir.filePath(u"out.csv"_s)));

    // A damaged input is converted from what could be read, with exit status 1.
    const QString damaged = dir.filePath(u"damaged.xml"_s);
    const Run run =
        runCli({u"convert"_s, sample(u"urlset-unescaped-lt.xml"_s), damaged});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(QString::fromUtf8(run.err).contains(u"6:"_s));
    LoadOptions options;
    const Workspace recovered = Loader::open(damaged, options);
    QCOMPARE(recovered.root().entries.size(), 1);
    QCOMPARE(recovered.root().errorCount(), 0);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
