// End-to-end tests of `sitemap-studio-cli export`: the plan and the robots.txt lines it prints,
// the files it writes (gzip -t, read back), an existing target without and with --force, zip
// bundles, an index as input, a read-only target, and wrong calls.

#include "clichecks.h"
#include "clirun.h"
#include "dirlisting.h"
#include "hostileinput.h"
#include "io/writing/gzip.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <quazip/quazip.h>

#include <unistd.h>

using namespace Qt::StringLiterals;
namespace Testing = Studio::Testing;
using Studio::Testing::statsJson;

namespace {

// A urlset of `count` URLs on https://example.com/.
QByteArray sitemapXml(int count)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i)
        xml += "<url><loc>https://example.com/page/" + QByteArray::number(i)
            + "</loc><lastmod>2024-03-" + QByteArray::number(1 + i % 28).rightJustified(2, '0')
            + "</lastmod></url>\n";
    return xml + "</urlset>\n";
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QStringList lines(const QByteArray &out)
{
    return QString::fromUtf8(out).split(u'\n', Qt::SkipEmptyParts);
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void folderWithGzip();
    void existingTarget();
    void readOnlyTarget();
    void zipBundle();
    void indexAsInput();
    void scopeAndErrors();
    void largeFileIsReadWhole();
    void cutDownReadWritesNothing();
    void invalidLocationsAreLeftOut();
    void urlsListsWhatExportWrites();
    void robotsChain();
    void wrongCalls_data();
    void wrongCalls();

private:
    QTemporaryDir m_dir;
    QString m_input;
};

void TestExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_input = m_dir.filePath(u"in.xml"_s);
    writeFile(m_input, sitemapXml(2500));
}

void TestExport::folderWithGzip()
{
    const QString out = m_dir.filePath(u"gz"_s);
    const CliRun run
        = runCli({ u"export"_s, m_input, u"--out"_s, out, u"--base-url"_s,
                   u"https://example.com/"_s, u"--gzip"_s, u"--max-urls"_s, u"1000"_s });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QStringList printed = lines(run.out);
    // The plan: a line for the whole, one per file with its URLs, one for the index.
    QVERIFY2(printed.first().startsWith(u"Plan: 3 files, 2500 URLs"_s), run.out.constData());
    QVERIFY(printed.at(1).contains(u"sitemap-1.xml.gz"_s));
    QVERIFY(printed.at(1).contains(u"1000 URLs"_s));
    QVERIFY(printed.at(3).contains(u"sitemap-3.xml.gz"_s));
    QVERIFY(printed.at(3).contains(u"500 URLs"_s));
    QVERIFY(printed.at(4).startsWith(u"  sitemap_index.xml"_s));
    // Then the robots.txt lines, last.
    QCOMPARE(printed.last(), u"Sitemap: https://example.com/sitemap_index.xml"_s);
    QCOMPARE(printed.at(printed.size() - 2), u"robots.txt:"_s);

    QStringList names = QDir(out).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(names,
             QStringList({ u"sitemap-1.xml.gz"_s, u"sitemap-2.xml.gz"_s, u"sitemap-3.xml.gz"_s,
                           u"sitemap_index.xml"_s }));
    for (const QString &name : names) {
        if (!name.endsWith(u".gz"))
            continue;
        QProcess gzip;
        gzip.start(u"gzip"_s, { u"-t"_s, QDir(out).filePath(name) });
        QVERIFY(gzip.waitForFinished(60000));
        QVERIFY2(gzip.exitCode() == 0, gzip.readAllStandardError().constData());
    }
    // Read back through the index: all URLs, and nothing left beside the folder.
    const QJsonObject back = statsJson(QDir(out).filePath(u"sitemap_index.xml"_s));
    QCOMPARE(back.value(u"childrenLoaded"_s).toInt(), 3);
    QCOMPARE(back.value(u"childEntries"_s).toInt(), 2500);
    QCOMPARE(QDir(m_dir.path()).entryList({ u".gz*"_s }, QDir::AllEntries | QDir::Hidden).size(),
             0);
}

void TestExport::existingTarget()
{
    const QString out = m_dir.filePath(u"again"_s);
    const QStringList call { u"export"_s,     m_input,
                             u"--out"_s,      out,
                             u"--base-url"_s, u"https://example.com/"_s,
                             u"--max-urls"_s, u"1000"_s };
    QCOMPARE(runCli(call).exitCode, 0);
    const QStringList before = directoryListing(m_dir.path(), true);

    // Without --force: exit 2, nothing touched.
    QTest::qWait(20); // a rewrite would show in the modification times
    CliRun run = runCli(call + QStringList { u"--max-urls"_s, u"600"_s });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("--force"), run.err.constData());
    QVERIFY2(run.err.contains("sitemap-1.xml"), run.err.constData());
    QCOMPARE(directoryListing(m_dir.path(), true), before);

    // With --force: replaced by the new split.
    run = runCli(call + QStringList { u"--max-urls"_s, u"600"_s, u"--force"_s });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(statsJson(QDir(out).filePath(u"sitemap-1.xml"_s)).value(u"entries"_s).toInt(), 600);
    const QJsonObject back = statsJson(QDir(out).filePath(u"sitemap_index.xml"_s));
    QCOMPARE(back.value(u"entries"_s).toInt(), 5);
    QCOMPARE(back.value(u"childEntries"_s).toInt(), 2500);
}

void TestExport::readOnlyTarget()
{
    // A read-only target folder (its parent writable): the export fails, says which files
    // were not written, and leaves nothing in the folder or beside it.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString parent = dir.filePath(u"site"_s);
    const QString out = QDir(parent).filePath(u"sitemaps"_s);
    QVERIFY(QDir().mkpath(out));
    const QString input = QDir(parent).filePath(u"in.xml"_s);
    writeFile(input, sitemapXml(1200));
    const auto all = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
        | QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
        | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
    const auto readOnly = QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup
        | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther;
    QVERIFY(QFile::setPermissions(dir.path(), readOnly | QFileDevice::WriteOwner));
    QVERIFY(QFile::setPermissions(parent, all));
    QVERIFY(QFile::setPermissions(out, readOnly));
    QFile::setPermissions(input, readOnly);
    const QStringList before = directoryListing(parent, true);

    QStringList call { u"export"_s,     input,
                       u"--out"_s,      out,
                       u"--base-url"_s, u"https://example.com/"_s,
                       u"--max-urls"_s, u"500"_s };
    CliRun run;
    if (::geteuid() == 0) {
        // Permissions do not stop root: the CLI runs as nobody (setpriv, util-linux).
        const QString setpriv = QStandardPaths::findExecutable(u"setpriv"_s);
        if (setpriv.isEmpty())
            QSKIP("running as root without setpriv: a read-only folder does not stop root");
        const QStringList asNobody { u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s };
        if (QProcess::execute(
                setpriv,
                asNobody + QStringList { QStringLiteral(SITEMAP_STUDIO_CLI), u"--version"_s })
            != 0)
            QSKIP("running as root, and nobody cannot run the CLI from this build folder");
        QProcess process;
        process.start(setpriv,
                      QStringList { u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s,
                                    QStringLiteral(SITEMAP_STUDIO_CLI) }
                          + call);
        QVERIFY(process.waitForFinished(60000));
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
        run.err = process.readAllStandardError();
    } else {
        run = runCli(call);
    }
    QVERIFY2(run.exitCode == 2, run.err.constData());
    // Said which files were not written, and left nothing: no file in the folder, no staging
    // folder beside it.
    QVERIFY2(run.err.contains("sitemap-1.xml"), run.err.constData());
    QCOMPARE(directoryListing(parent, true), before);
    QVERIFY(QDir(out).isEmpty());
    QFile::setPermissions(out, all); // so that QTemporaryDir can remove it
}

void TestExport::zipBundle()
{
    const QString bundle = m_dir.filePath(u"bundle.zip"_s);
    const CliRun run = runCli({ u"export"_s, m_input, u"--zip"_s, bundle, u"--base-url"_s,
                                u"https://example.com/"_s, u"--max-urls"_s, u"1000"_s,
                                u"--pattern"_s, u"part-{n:2}.xml"_s, u"--pretty"_s });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QuaZip zip(bundle);
    QVERIFY(zip.open(QuaZip::mdUnzip));
    QCOMPARE(zip.getFileNameList(),
             QStringList(
                 { u"part-01.xml"_s, u"part-02.xml"_s, u"part-03.xml"_s, u"sitemap_index.xml"_s }));
    zip.close();
    // The bundle opens as the index with its children.
    const QJsonObject back = statsJson(bundle);
    QCOMPARE(back.value(u"format"_s).toString(), u"sitemapindex"_s);
    QCOMPARE(back.value(u"childEntries"_s).toInt(), 2500);
    QCOMPARE(back.value(u"errors"_s).toInt(), 0);

    // An existing bundle: 2 without --force.
    const QStringList before = directoryListing(m_dir.path(), true);
    QCOMPARE(runCli({ u"export"_s, m_input, u"--zip"_s, bundle, u"--base-url"_s,
                      u"https://example.com/"_s })
                 .exitCode,
             2);
    QCOMPARE(directoryListing(m_dir.path(), true), before);
}

void TestExport::indexAsInput()
{
    // An index brings its children: the 2500 URLs, split again in two.
    const QString first = m_dir.filePath(u"first"_s);
    QCOMPARE(runCli({ u"export"_s, m_input, u"--out"_s, first, u"--base-url"_s,
                      u"https://example.com/"_s, u"--max-urls"_s, u"1000"_s, u"--gzip"_s })
                 .exitCode,
             0);
    const QString second = m_dir.filePath(u"second"_s);
    CliRun run = runCli({ u"export"_s, QDir(first).filePath(u"sitemap_index.xml"_s), u"--out"_s,
                          second, u"--base-url"_s, u"https://example.com/"_s, u"--max-urls"_s,
                          u"2000"_s, u"--index"_s, u"index.xml"_s });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.out.startsWith("Plan: 2 files, 2500 URLs"));
    QCOMPARE(statsJson(QDir(second).filePath(u"index.xml"_s)).value(u"childEntries"_s).toInt(),
             2500);

    // A child that is missing: nothing written.
    QVERIFY(QFile::remove(QDir(first).filePath(u"sitemap-2.xml.gz"_s)));
    const QString third = m_dir.filePath(u"third"_s);
    run = runCli({ u"export"_s, QDir(first).filePath(u"sitemap_index.xml"_s), u"--out"_s, third,
                   u"--base-url"_s, u"https://example.com/"_s });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("not found"), run.err.constData());
    QVERIFY(!QFileInfo::exists(third));
}

void TestExport::scopeAndErrors()
{
    // URLs outside the base URL's scope: reported with the catalogue's rule, written, exit 1.
    const QString out = m_dir.filePath(u"scope"_s);
    CliRun run = runCli({ u"export"_s, m_input, u"--out"_s, out, u"--base-url"_s,
                          u"https://example.com/other/"_s });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("URL not allowed") && run.err.contains("[SM402]"),
             run.err.constData());
    QVERIFY2(run.err.contains("2480 more"), run.err.constData());
    QVERIFY(run.out.contains("Sitemap: https://example.com/other/sitemap_index.xml"));
    QVERIFY(QFileInfo::exists(QDir(out).filePath(u"sitemap-1.xml"_s)));

    // An entry that cannot fit: named, exit 2, nothing written.
    const QString tiny = m_dir.filePath(u"tiny"_s);
    run = runCli({ u"export"_s, m_input, u"--out"_s, tiny, u"--base-url"_s,
                   u"https://example.com/"_s, u"--max-bytes"_s, u"150"_s });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("https://example.com/page/0") && run.err.contains("[SM302]"),
             run.err.constData());
    QVERIFY(!QFileInfo::exists(tiny));
}

void TestExport::largeFileIsReadWhole()
{
    // 120,000 URLs in about 80 MB: more than the 64 MiB that limits what expands, but a plain
    // file on disk is read whole, so the export holds every URL.
    const QString big = m_dir.filePath(u"big.xml"_s);
    {
        QFile file(big);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                   "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                   "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n");
        const QByteArray caption(560, 'c');
        for (int i = 0; i < 120000; ++i)
            file.write("<url><loc>https://example.com/p/" + QByteArray::number(i)
                       + "</loc><image:image><image:loc>https://example.com/i/"
                       + QByteArray::number(i) + ".jpg</image:loc><image:caption>" + caption
                       + "</image:caption></image:image></url>\n");
        file.write("</urlset>\n");
    }
    QVERIFY(QFileInfo(big).size() > 80'000'000);
    const QString out = m_dir.filePath(u"big-out"_s);
    const CliRun run = runCli({ u"export"_s, big, u"--out"_s, out, u"--base-url"_s,
                                u"https://example.com/"_s, u"--gzip"_s });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("Written: 3 files and an index, 120000 URLs"),
             run.out.constData());
    QCOMPARE(statsJson(QDir(out).filePath(u"sitemap_index.xml"_s)).value(u"childEntries"_s).toInt(),
             120000);
    // A cap the user sets still applies, and then nothing is written.
    const CliRun capped = runCli({ u"convert"_s, u"--max-bytes"_s, u"1000000"_s, big,
                                   m_dir.filePath(u"capped.xml"_s) });
    QCOMPARE(capped.exitCode, 2);
    QVERIFY2(capped.err.contains("--allow-partial"), capped.err.constData());
    QVERIFY(!QFileInfo::exists(m_dir.filePath(u"capped.xml"_s)));
}

void TestExport::cutDownReadWritesNothing()
{
    // A gzip file that expands beyond the reading limit of 64 MiB (not a bomb: it compresses
    // as sitemaps do): read in part, so export and convert write nothing unless asked.
    const QString gz = m_dir.filePath(u"long.xml.gz"_s);
    {
        QByteArray xml = Testing::Declaration + "<urlset " + Testing::SitemapNs + ">\n";
        xml.reserve(70 * Testing::MiB);
        for (int i = 0; xml.size() < 66 * Testing::MiB; ++i)
            xml += "<url><loc>https://example.com/p/" + QByteArray::number(i) + '/'
                + QByteArray::number(quint32(i) * 2654435761u, 36) + "</loc></url>\n";
        writeFile(gz, Studio::gzipCompress(xml + "</urlset>\n", 1));
    }
    const QString out = m_dir.filePath(u"cut"_s);
    CliRun run = runCli({ u"export"_s, gz, u"--out"_s, out, u"--base-url"_s,
                          u"https://example.com/"_s });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("read only in part") && run.err.contains("reading limit"),
             run.err.constData());
    QVERIFY(!QFileInfo::exists(out));
    const QString converted = m_dir.filePath(u"cut.xml"_s);
    run = runCli({ u"convert"_s, gz, converted });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!QFileInfo::exists(converted));
    // With consent, what was read is written.
    run = runCli({ u"export"_s, gz, u"--out"_s, out, u"--base-url"_s, u"https://example.com/"_s,
                   u"--allow-partial"_s });
    QVERIFY2(run.exitCode <= 1, run.err.constData());
    QVERIFY2(run.out.contains("Written: ") && QFileInfo::exists(QDir(out).filePath(u"sitemap-1.xml"_s)),
             run.out.constData());
    run = runCli({ u"convert"_s, u"--allow-partial"_s, gz, converted });
    QVERIFY(QFileInfo::exists(converted));
}

void TestExport::invalidLocationsAreLeftOut()
{
    const QString input = m_dir.filePath(u"mixed.xml"_s);
    writeFile(input, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                     "<url><loc>https://example.com/ok</loc></url>\n"
                     "<url><loc></loc></url>\n"
                     "<url><loc>/page-01</loc></url>\n"
                     "<url><loc>Some other stuff which totally doesn't look like an URL</loc></url>\n"
                     "</urlset>\n");
    const QString out = m_dir.filePath(u"mixed-out"_s);
    const CliRun run = runCli({ u"export"_s, input, u"--out"_s, out, u"--base-url"_s,
                                u"https://example.com/"_s });
    QCOMPARE(run.exitCode, 1);
    // The left-out entries with their positions, and how many.
    QVERIFY2(run.err.contains("mixed.xml:4: error") && run.err.contains("mixed.xml:6: error"),
             run.err.constData());
    QVERIFY2(run.err.contains("2 entries were left out"), run.err.constData());
    QVERIFY2(run.err.contains("mixed.xml:5: notice") && run.err.contains("[SM414]"),
             run.err.constData());
    QFile written(QDir(out).filePath(u"sitemap-1.xml"_s));
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray xml = written.readAll();
    QCOMPARE(xml.count("<loc>"), 2);
    QVERIFY(xml.contains("<loc>https://example.com/page-01</loc>"));
    QVERIFY(!xml.contains("<loc></loc>") && !xml.contains("stuff"));
    // convert is lossless, and says what a search engine would refuse.
    const CliRun converted = runCli({ u"convert"_s, input, m_dir.filePath(u"mixed-copy.xml"_s) });
    QCOMPARE(converted.exitCode, 0);
    QVERIFY2(converted.err.contains("3 of the 4 locations"), converted.err.constData());
}

void TestExport::urlsListsWhatExportWrites()
{
    // urls prints every URL the input brings; export writes the same ones.
    const QString out = m_dir.filePath(u"urls-out"_s);
    QCOMPARE(runCli({ u"export"_s, m_input, u"--out"_s, out, u"--base-url"_s,
                      u"https://example.com/"_s, u"--max-urls"_s, u"700"_s })
                 .exitCode,
             0);
    const CliRun listed = runCli({ u"urls"_s, m_input });
    QCOMPARE(listed.exitCode, 0);
    const CliRun relisted = runCli({ u"urls"_s, QDir(out).filePath(u"sitemap_index.xml"_s) });
    QCOMPARE(relisted.exitCode, 0);
    QStringList a = lines(listed.out), b = lines(relisted.out);
    QCOMPARE(a.size(), 2500);
    QCOMPARE(a, b); // the same URLs, in the same order
    // Other formats and fields.
    const CliRun tsv = runCli({ u"urls"_s, u"--format"_s, u"tsv"_s, m_input });
    QCOMPARE(lines(tsv.out).first(), u"loc\tlastmod\tchangefreq\tpriority"_s);
    QCOMPARE(lines(tsv.out).at(1), u"https://example.com/page/0\t2024-03-01\t\t"_s);
    const CliRun jsonl = runCli({ u"urls"_s, u"--format"_s, u"jsonl"_s, u"--fields"_s,
                                  u"loc,line"_s, m_input });
    const QJsonObject first = QJsonDocument::fromJson(lines(jsonl.out).first().toUtf8()).object();
    QCOMPARE(first.value(u"loc"_s).toString(), u"https://example.com/page/0"_s);
    QCOMPARE(first.value(u"line"_s).toInt(), 3);
    QCOMPARE(runCli({ u"urls"_s, u"--fields"_s, u"nope"_s, m_input }).exitCode, 2);
    QCOMPARE(runCli({ u"urls"_s, u"--format"_s, u"csv"_s, m_input }).exitCode, 2);
    QCOMPARE(runCli({ u"urls"_s, m_dir.filePath(u"missing.xml"_s) }).exitCode, 2);
}

void TestExport::robotsChain()
{
    // robots.txt → index → three sitemaps on disk: stats, urls and export see every URL.
    QDir site(m_dir.filePath(u"site"_s));
    QVERIFY(site.mkpath(u"."_s));
    writeFile(site.filePath(u"robots.txt"_s),
              "User-agent: *\nDisallow: /private/\n"
              "Site-map: https://example.com/sitemap_index.xml\n");
    writeFile(site.filePath(u"sitemap_index.xml"_s),
              "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
              "<sitemap><loc>https://example.com/b.xml</loc></sitemap>\n"
              "<sitemap><loc>https://example.com/c.xml</loc></sitemap>\n"
              "<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
              "</sitemapindex>\n");
    for (const char *name : { "a", "b", "c" }) {
        QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < 3; ++i)
            xml += "<url><loc>https://example.com/" + QByteArray(name) + '/'
                + QByteArray::number(i) + "</loc></url>\n";
        writeFile(site.filePath(QString::fromLatin1(name) + u".xml"_s), xml + "</urlset>\n");
    }
    const QString robots = site.filePath(u"robots.txt"_s);
    QCOMPARE(statsJson(robots).value(u"childEntries"_s).toInt(), 9);
    const CliRun listed = runCli({ u"urls"_s, robots });
    QCOMPARE(lines(listed.out).size(), 9);
    QCOMPARE(lines(listed.out).first(), u"https://example.com/a/0"_s);
    QCOMPARE(lines(listed.out).last(), u"https://example.com/c/2"_s);
    const CliRun checked = runCli({ u"check"_s, robots });
    QVERIFY2(checked.out.contains("[SM712]") && checked.out.contains("[SM405]"),
             checked.out.constData());
    const QString out = m_dir.filePath(u"site-out"_s);
    const CliRun exported = runCli({ u"export"_s, robots, u"--out"_s, out, u"--base-url"_s,
                                     u"https://example.com/"_s });
    QVERIFY2(exported.exitCode <= 1, exported.err.constData());
    QVERIFY2(exported.out.contains("9 URLs"), exported.out.constData());
}

void TestExport::wrongCalls_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("no base URL") << QStringList { u"--out"_s, u"x"_s } << QByteArray("--base-url");
    QTest::newRow("no target") << QStringList { u"--base-url"_s, u"https://example.com/"_s }
                               << QByteArray("--out");
    QTest::newRow("both targets") << QStringList {
        u"--out"_s, u"x"_s, u"--zip"_s, u"x.zip"_s, u"--base-url"_s, u"https://example.com/"_s
    } << QByteArray("--out");
    QTest::newRow("bad pattern") << QStringList { u"--out"_s,      u"x"_s,
                                                  u"--base-url"_s, u"https://example.com/"_s,
                                                  u"--pattern"_s,  u"s-{x}.xml"_s }
                                 << QByteArray("{x}");
    QTest::newRow("over the protocol")
        << QStringList { u"--out"_s,      u"x"_s,    u"--base-url"_s, u"https://example.com/"_s,
                         u"--max-urls"_s, u"50001"_s }
        << QByteArray("50000");
    QTest::newRow("not a number") << QStringList {
        u"--out"_s, u"x"_s, u"--base-url"_s, u"https://example.com/"_s, u"--max-bytes"_s, u"10MB"_s
    } << QByteArray("--max-bytes");
    QTest::newRow("bad separate") << QStringList {
        u"--out"_s, u"x"_s, u"--base-url"_s, u"https://example.com/"_s, u"--separate"_s, u"audio"_s
    } << QByteArray("audio");
}

void TestExport::wrongCalls()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, says);
    // Targets in the test's folder, where a wrong write would show.
    for (QString &argument : arguments)
        if (argument == u"x" || argument == u"x.zip")
            argument = m_dir.filePath(argument);
    const QStringList before = directoryListing(m_dir.path(), true);
    const CliRun run = runCli(QStringList { u"export"_s, m_input } + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(says), run.err.constData());
    QCOMPARE(directoryListing(m_dir.path(), true), before);
}

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
