// `sitemap-studio-cli diff` end to end, the real binary on crafted pairs: exit codes (0 the
// same, 1 different, 2 unreadable or a wrong call), the plain listing, --json and --csv read
// back, compressed and index inputs, and an OLD given by URL from the local test server (the
// server lives in this process, so the test keeps its event loop turning while the CLI runs).

#include "clirun.h"
#include "testhttpserver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

using Run = CliRun;

// The CLI run while the event loop keeps answering the test server's requests.
Run runDiff(const QStringList &arguments)
{
    return runCliServing(QStringList { u"diff"_s } + arguments);
}

QByteArray urlset(const QByteArray &urls)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "  xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n"
        + urls + "</urlset>\n";
}

QByteArray url(const QByteArray &loc, const QByteArray &rest = {})
{
    return "  <url><loc>" + loc + "</loc>" + rest + "</url>\n";
}

QByteArray image(const QByteArray &loc)
{
    return "<image:image><image:loc>" + loc + "</image:loc></image:image>";
}

// A gzip member of `bytes` (zlib's deflate with the gzip wrapper).
QByteArray gzip(const QByteArray &bytes)
{
    z_stream stream {};
    deflateInit2(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(int(deflateBound(&stream, uLong(bytes.size()))) + 64, Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.constData()));
    stream.avail_in = uInt(bytes.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = uInt(out.size());
    deflate(&stream, Z_FINISH);
    out.resize(qsizetype(stream.total_out));
    deflateEnd(&stream);
    return out;
}

QStringList lines(const QByteArray &out)
{
    return QString::fromUtf8(out).split(u'\n', Qt::SkipEmptyParts);
}

} // namespace

class TestDiffCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void same();
    void different();
    void json();
    void csv();
    void compressedAndIndex();
    void unreadable();
    void wrongCalls();
    void remoteOld();

private:
    QString write(const QString &name, const QByteArray &bytes);

    QTemporaryDir m_dir;
    QString m_old;
    QString m_new;
    TestHttpServer m_server;
};

QString TestDiffCommand::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(bytes);
    return path;
}

void TestDiffCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_server.listen());
    // Old: a, b (lastmod), c (image), d. New: c with another image, a, b with a new lastmod,
    // e; d is gone.
    m_old = write(u"old.xml"_s,
                  urlset(url("https://example.com/a")
                         + url("https://example.com/b", "<lastmod>2024-01-01</lastmod>")
                         + url("https://example.com/c", image("https://example.com/c1.jpg"))
                         + url("https://example.com/d")));
    m_new = write(u"new.xml"_s,
                  urlset(url("https://example.com/c", image("https://example.com/c2.jpg"))
                         + url("https://example.com/a")
                         + url("https://example.com/b",
                               "<lastmod>2024-03-01</lastmod><priority>0.9</priority>")
                         + url("https://example.com/e")));
}

void TestDiffCommand::same()
{
    // The same URLs and fields in another order and with other whitespace.
    const QString reordered
        = write(u"reordered.xml"_s,
                urlset(url("https://example.com/d")
                       + url("https://example.com/c", image("https://example.com/c1.jpg"))
                       + url("https://example.com/a")
                       + "  <url>\n    <loc> https://example.com/b </loc>\n"
                         "    <lastmod>2024-01-01</lastmod>\n  </url>\n"));
    const Run run = runDiff({ m_old, reordered });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(lines(run.out), QStringList { u"0 added, 0 removed, 0 changed, 4 unchanged"_s });
    QVERIFY2(run.err.isEmpty(), run.err.constData());

    const Run self = runDiff({ m_old, m_old });
    QCOMPARE(self.exitCode, 0);
}

void TestDiffCommand::different()
{
    const Run run = runDiff({ m_old, m_new });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(lines(run.out),
             (QStringList { u"1 added, 1 removed, 2 changed, 1 unchanged"_s,
                            u"~ https://example.com/c (images)"_s,
                            u"~ https://example.com/b (lastmod, priority)"_s,
                            u"+ https://example.com/e"_s, u"- https://example.com/d"_s }));

    // The other way round, additions and removals swap.
    const Run back = runDiff({ m_new, m_old });
    QCOMPARE(back.exitCode, 1);
    QCOMPARE(lines(back.out).first(), u"1 added, 1 removed, 2 changed, 1 unchanged"_s);
    QVERIFY(lines(back.out).contains(u"+ https://example.com/d"_s));
    QVERIFY(lines(back.out).contains(u"- https://example.com/e"_s));
}

void TestDiffCommand::json()
{
    const Run run = runDiff({ u"--json"_s, m_old, m_new });
    QCOMPARE(run.exitCode, 1);
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(run.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(root.value(u"added"_s).toInt(), 1);
    QCOMPARE(root.value(u"removed"_s).toInt(), 1);
    QCOMPARE(root.value(u"changed"_s).toInt(), 2);
    QCOMPARE(root.value(u"unchanged"_s).toInt(), 1);
    const QJsonArray items = root.value(u"items"_s).toArray();
    QCOMPARE(items.size(), 4);
    const QJsonObject b = items.at(1).toObject();
    QCOMPARE(b.value(u"loc"_s).toString(), u"https://example.com/b"_s);
    QCOMPARE(b.value(u"fields"_s).toArray(), (QJsonArray { u"lastmod"_s, u"priority"_s }));
    QCOMPARE(b.value(u"old"_s).toObject().value(u"lastmod"_s).toString(), u"2024-01-01"_s);
    QCOMPARE(b.value(u"new"_s).toObject().value(u"lastmod"_s).toString(), u"2024-03-01"_s);
    QCOMPARE(b.value(u"old"_s).toObject().value(u"sitemap"_s).toString(), m_old);
    QCOMPARE(b.value(u"new"_s).toObject().value(u"entry"_s).toInt(), 2);
    QCOMPARE(items.at(3).toObject().value(u"change"_s).toString(), u"removed"_s);

    const Run same = runDiff({ u"--json"_s, m_old, m_old });
    QCOMPARE(same.exitCode, 0);
    const QJsonObject none = QJsonDocument::fromJson(same.out).object();
    QCOMPARE(none.value(u"unchanged"_s).toInt(), 4);
    QCOMPARE(none.value(u"items"_s).toArray().size(), 0);
}

void TestDiffCommand::csv()
{
    const Run run = runDiff({ u"--csv"_s, m_old, m_new });
    QCOMPARE(run.exitCode, 1);
    const QList<QByteArray> rows = run.out.split('\n');
    QCOMPARE(rows.size(), 1 + 4 + 1); // header, items, the empty rest after the last CRLF
    QCOMPARE(rows.at(0), "change,loc,fields,old lastmod,new lastmod\r"_ba);
    QCOMPARE(rows.at(2),
             "changed,https://example.com/b,lastmod priority,2024-01-01,2024-03-01\r"_ba);
    QCOMPARE(rows.at(3), "added,https://example.com/e,,,\r"_ba);
}

void TestDiffCommand::compressedAndIndex()
{
    // The new side gzipped, and split under an index: the same URLs compare the same.
    QFile plain(m_new);
    QVERIFY(plain.open(QIODevice::ReadOnly));
    const QString gz = write(u"new.xml.gz"_s, gzip(plain.readAll()));
    const Run zipped = runDiff({ m_new, gz });
    QCOMPARE(zipped.exitCode, 0);

    write(u"split/one.xml"_s,
          urlset(url("https://example.com/a")
                 + url("https://example.com/b", "<lastmod>2024-01-01</lastmod>")));
    write(u"split/two.xml"_s,
          urlset(url("https://example.com/c", image("https://example.com/c1.jpg"))
                 + url("https://example.com/d")));
    const QString index
        = write(u"split/index.xml"_s,
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                "<sitemap><loc>https://example.com/one.xml</loc></sitemap>\n"
                "<sitemap><loc>https://example.com/two.xml</loc></sitemap>\n"
                "</sitemapindex>\n");
    const Run split = runDiff({ m_old, index });
    QCOMPARE(split.exitCode, 0);
    QCOMPARE(lines(split.out).first(), u"0 added, 0 removed, 0 changed, 4 unchanged"_s);

    // A child that cannot be read: said on stderr, and its URLs count as removed.
    QFile::remove(m_dir.filePath(u"split/two.xml"_s));
    const Run missing = runDiff({ m_old, index });
    QCOMPARE(missing.exitCode, 1);
    QCOMPARE(lines(missing.out).first(), u"0 added, 2 removed, 0 changed, 2 unchanged"_s);
    QVERIFY2(missing.err.contains("could not be read"), missing.err.constData());
}

void TestDiffCommand::unreadable()
{
    const Run nothing = runDiff({ m_old, m_dir.filePath(u"no-such-file.xml"_s) });
    QCOMPARE(nothing.exitCode, 2);
    QVERIFY(nothing.out.isEmpty());
    QVERIFY(nothing.err.contains("no-such-file.xml"));

    const QString html
        = write(u"page.html"_s, "<!DOCTYPE html><html><body><p>Not a sitemap</p></body></html>");
    const Run notSitemap = runDiff({ html, m_new });
    QCOMPARE(notSitemap.exitCode, 2);
    QVERIFY(notSitemap.err.contains("page.html"));

    const QString broken = write(u"broken.xml.gz"_s, "\x1f\x8b\x08 this is not gzip");
    QCOMPARE(runDiff({ m_old, broken }).exitCode, 2);
}

void TestDiffCommand::wrongCalls()
{
    QCOMPARE(runDiff({ m_old }).exitCode, 2);
    QCOMPARE(runDiff({ m_old, m_new, m_new }).exitCode, 2);
    QCOMPARE(runDiff({ u"--json"_s, u"--csv"_s, m_old, m_new }).exitCode, 2);
    QCOMPARE(runDiff({ u"--no-such-option"_s, m_old, m_new }).exitCode, 2);
    const Run help = runDiff({ u"--help"_s });
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("OLD"));
    QVERIFY(help.out.contains("--json"));
}

void TestDiffCommand::remoteOld()
{
    QFile file(m_old);
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_server.serve(u"/sitemap.xml"_s, file.readAll());
    const Run run = runDiff({ m_server.url(u"/sitemap.xml"_s).toString(), m_new });
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(lines(run.out).first(), u"1 added, 1 removed, 2 changed, 1 unchanged"_s);

    const Run gone = runDiff({ m_server.url(u"/gone.xml"_s).toString(), m_new });
    QCOMPARE(gone.exitCode, 2);
    QVERIFY(gone.err.contains("gone.xml"));
}

QTEST_GUILESS_MAIN(TestDiffCommand)
#include "tst_diffcommand.moc"
