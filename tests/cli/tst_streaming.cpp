// The commands that write an index's sitemaps as they read them (urls) give exactly what
// reading the whole set first gives: the URLs of every file in document order, with each
// one's source and line. The oracle is the Loader's workspace, read whole, walked in
// Workspace::urlSitemapsInOrder(). The sets are shaped as exports and CMSs write them: gzip
// children with long URLs, a nested index (its sitemaps come before those after it), a child
// read twice, a child missing or broken, a robots.txt naming sitemaps, a zip bundle, and
// every file of the real-world corpus when it is there.
//
// `check` likewise: a set held whole and the same set checked a file at a time (--memory 0),
// or switched from one to the other part way (a budget of a few MiB), report byte for byte
// the same findings.

#include "clirun.h"
#include "exportcheck.h"
#include "io/loader.h"
#include "io/writing/gzip.h"
#include "io/writing/sitemapwriter.h"
#include "testpaths.h"
#include "util/url.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <quazip.h>
#include <quazipfile.h>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// A urlset of `count` shop URLs (about 120 characters, with a query), the first numbered
// `first`.
QByteArray urlset(int first, int count)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = first; i < first + count; ++i)
        xml += "  <url><loc>https://www.example-shop.com/en-gb/collections/outdoor-and-garden/"
               "products/teak-extending-table-"
            + QByteArray::number(i) + "?colour=natural&amp;size=large</loc><lastmod>2024-0"
            + QByteArray::number(1 + i % 9) + "-1" + QByteArray::number(i % 10)
            + "</lastmod></url>\n";
    return xml + "</urlset>\n";
}

// A urlset whose URLs other files repeat and link to: every `step`-th URL is one of the shared
// pages (some spelt with an upper-case host or a default port), each shared page lists the
// other languages (the German one without its way back), lastmods in several forms and a few
// wrong, an image on every fifth entry, and a location that is no URL.
QByteArray overlappingUrlset(const QByteArray &language, int first, int count)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                     "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
                     "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    const QByteArray shop = "https://www.example-shop.com/";
    for (int i = first; i < first + count; ++i) {
        const QByteArray n = QByteArray::number(i);
        const bool shared = i % 7 == 0;
        const QByteArray host = shared && i % 3 == 0 ? "https://WWW.Example-Shop.com:443/" : shop;
        const QByteArray path = (shared ? QByteArray("en-gb") : language)
            + "/collections/outdoor-and-garden/products/teak-extending-table-" + n
            + "?colour=natural&amp;size=large";
        xml += "  <url>\n    <loc>" + host + path + "</loc>\n";
        xml += i % 11 == 0 ? "    <lastmod>2024-13-40</lastmod>\n"
            : i % 2 ? "    <lastmod>2024-05-0" + QByteArray::number(1 + i % 9) + "</lastmod>\n"
                    : "    <lastmod>2024-05-01T08:15:00+01:00</lastmod>\n";
        if (shared)
            for (const char *other : { "de", "fr", "en-gb" })
                if (QByteArrayView(other) != "de" || language != "de")
                    xml += "    <xhtml:link rel=\"alternate\" hreflang=\"" + QByteArray(other)
                        + "\" href=\"" + shop + other
                        + "/collections/outdoor-and-garden/products/teak-extending-table-" + n
                        + "?colour=natural&amp;size=large\"/>\n";
        if (i % 5 == 0)
            xml += "    <image:image><image:loc>https://cdn.example-shop.com/img/" + n
                + ".jpg</image:loc></image:image>\n";
        xml += "  </url>\n";
        if (i == first + 3)
            xml += "  <url><loc>teak table " + n + "</loc></url>\n";
    }
    return xml + "</urlset>\n";
}

QByteArray index(const QStringList &children)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &child : children)
        xml += "  <sitemap><loc>https://www.example-shop.com/" + child.toUtf8()
            + "</loc></sitemap>\n";
    return xml + "</sitemapindex>\n";
}

// What `urls --fields loc,source,line` prints for `path`, from the workspace read whole.
QByteArray expectedUrls(const QString &path)
{
    const Workspace workspace = Loader::open(path);
    QByteArray out;
    for (const qsizetype at : workspace.urlSitemapsInOrder()) {
        const Sitemap &sitemap = workspace.sitemaps.at(at);
        const QString source = sitemap.source.archiveEntry.isEmpty()
            ? sitemap.source.location
            : sitemap.source.location + u'!' + sitemap.source.archiveEntry;
        for (const UrlEntry &entry : sitemap.entries) {
            QString loc = entry.loc();
            loc.replace(u'\t', u' ').replace(u'\n', u' ').replace(u'\r', u' ');
            out += loc.toUtf8() + '\t' + source.toUtf8() + '\t'
                + (entry.sourceLine() > 0 ? QByteArray::number(entry.sourceLine()) : QByteArray())
                + '\n';
        }
    }
    return out;
}

// 12 MB of a shop's catalogue as CSV, read in two pieces: images only in the second (so that
// export's first pass, which assumes none, is proved wrong there), a quoted note with line
// ends, dates of several forms. Written once.
void writePiecesTable(const QString &path)
{
    if (QFileInfo::exists(path))
        return;
    QByteArray table = "URL,Last Modified,Image,Notes\n";
    for (int i = 0; table.size() < 12 * 1024 * 1024; ++i) {
        const QByteArray n = QByteArray::number(i);
        table += "https://www.example-shop.com/en-gb/collections/outdoor-and-garden/products/"
                 "teak-extending-table-"
            + n + "?colour=natural&size=large,"
            + (i % 2 ? "2026-10-0" + QByteArray::number(1 + i % 9) : "2026-11-02T08:15:00+01:00")
            + ','
            + (table.size() > 9 * 1024 * 1024 && i % 3 == 0
                   ? "https://cdn.example-shop.com/img/" + n + ".jpg"
                   : QByteArray())
            + ',' + (i % 1000 == 7 ? "\"two lines,\nwith a \"\"quote\"\"\"" : QByteArray("-"))
            + '\n';
    }
    writeFile(path, table);
}

// 9 MB of shop URLs, read in two pieces: a relative line, a line that is no URL, an IDN
// host, another host. Written once.
void writePiecesList(const QString &path)
{
    if (QFileInfo::exists(path))
        return;
    QByteArray list;
    for (int i = 0; list.size() < 9 * 1024 * 1024; ++i) {
        if (i == 62000)
            list += "/relative/page-62000\n";
        else if (i == 62001)
            list += "not a url at all\n";
        else if (i % 1000 == 999)
            list += "https://www.bücher.example/de/romane/buch-" + QByteArray::number(i) + "\n";
        else
            list += "https://www.example-shop.com/" + QByteArray(i % 3 ? "en-gb" : "de")
                + "/collections/outdoor-and-garden/products/teak-extending-table-"
                + QByteArray::number(i) + "?colour=natural&size=large&utm_source=newsletter\n";
    }
    writeFile(path, list);
}

// The corpus's files that are inputs: all but its manifest and notes.
QStringList corpusInputs()
{
    QStringList paths;
    QDirIterator it(TestPaths::corpusDir(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(u".tsv"_s) && !path.endsWith(u".md"_s))
            paths.append(path);
    }
    return paths;
}

// Every file of a folder, or of a zip bundle, by name.
QMap<QString, QByteArray> filesOf(const QString &path)
{
    QMap<QString, QByteArray> files;
    if (QFileInfo(path).isDir()) {
        const QDir dir(path);
        for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden, QDir::Name)) {
            QFile file(dir.filePath(name));
            if (file.open(QIODevice::ReadOnly))
                files.insert(name, file.readAll());
        }
        return files;
    }
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip))
        return files;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFile file(&zip);
        if (file.open(QIODevice::ReadOnly))
            files.insert(zip.getCurrentFileName(), file.readAll());
    }
    return files;
}

// The lines of an export's output from "Plan:" to the last file of the plan, without the
// target the first names.
QByteArray planLines(const QByteArray &out)
{
    QByteArray plan;
    bool in = false;
    for (const QByteArray &line : out.split('\n')) {
        in = (in && line.startsWith("  ")) || line.startsWith("Plan:");
        if (in)
            plan += (line.startsWith("Plan:") ? line.left(line.lastIndexOf(", to ")) : line) + '\n';
    }
    return plan;
}

// Asserts that `export INPUT OPTIONS... --out` (streamed) and `--zip` (read whole) agree.
void compareExports(const QString &input, const QStringList &options)
{
    QTemporaryDir dir;
    const QStringList common
        = QStringList { u"export"_s, input, u"--base-url"_s, u"https://www.example-shop.com/"_s }
        + options;
    const QString folder = dir.filePath(u"streamed"_s);
    const QString bundle = dir.filePath(u"whole.zip"_s);
    const CliRun streamed = runCli(common + QStringList { u"--out"_s, folder });
    const CliRun whole = runCli(common + QStringList { u"--zip"_s, bundle });
    QCOMPARE(streamed.exitCode, whole.exitCode);
    QCOMPARE(streamed.err, whole.err);
    QCOMPARE(planLines(streamed.out), planLines(whole.out));
    if (whole.exitCode == 2) {
        QVERIFY(!QFileInfo::exists(folder));
        QVERIFY(QDir(dir.path())
                    .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
                    .isEmpty());
        return;
    }
    QVERIFY(streamed.out.contains("Written: "));
    const QMap<QString, QByteArray> mine = filesOf(folder);
    const QMap<QString, QByteArray> theirs = filesOf(bundle);
    QVERIFY(!theirs.isEmpty());
    QCOMPARE(mine.keys(), theirs.keys());
    for (auto it = theirs.cbegin(); it != theirs.cend(); ++it)
        QVERIFY2(mine.value(it.key()) == it.value(), qPrintable(it.key()));
}

} // namespace

class TestStreaming : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void urlsAsReadWhole_data();
    void urlsAsReadWhole();
    void urlsOfTheCorpus();
    void textListInPieces_data();
    void textListInPieces();
    void tableInPieces_data();
    void tableInPieces();
    void exportInShards();
    void exportStreamsAsReadWhole_data();
    void exportStreamsAsReadWhole();
    void exportOfTheCorpus();
    void convertInPieces_data();
    void convertInPieces();
    void checkWholeOrByFile_data();
    void checkWholeOrByFile();
    void checkOfTheCorpus();
    void checkOfGeneratedSets_data();
    void checkOfGeneratedSets();

private:
    QTemporaryDir m_dir;
};

void TestStreaming::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QDir dir(m_dir.path());
    // A flat index of gzip children, as an export writes it: 12 files of 700 URLs.
    QDir().mkpath(dir.filePath(u"flat"_s));
    QStringList children;
    for (int i = 1; i <= 12; ++i) {
        const QString name = u"sitemap-%1.xml.gz"_s.arg(i);
        writeFile(dir.filePath(u"flat/"_s + name), gzipCompress(urlset(i * 1000, 700), 6));
        children.append(name);
    }
    writeFile(dir.filePath(u"flat/sitemap_index.xml"_s), index(children));

    // A nested index between two sitemaps, a child listed twice, one missing, one broken,
    // a loop back to the index.
    QDir().mkpath(dir.filePath(u"nested"_s));
    writeFile(dir.filePath(u"nested/a.xml"_s), urlset(1, 40));
    writeFile(dir.filePath(u"nested/b.xml.gz"_s), gzipCompress(urlset(100, 30)));
    writeFile(dir.filePath(u"nested/c.xml"_s), urlset(200, 20));
    writeFile(dir.filePath(u"nested/d.xml"_s), urlset(300, 10));
    writeFile(dir.filePath(u"nested/broken.xml"_s), "<urlset><url><loc>https://www.example");
    writeFile(dir.filePath(u"nested/news-index.xml"_s), index({ u"c.xml"_s, u"d.xml"_s }));
    writeFile(dir.filePath(u"nested/sitemap_index.xml"_s),
              index({ u"a.xml"_s, u"broken.xml"_s, u"news-index.xml"_s, u"b.xml.gz"_s,
                      u"a.xml"_s, u"missing.xml"_s, u"sitemap_index.xml"_s }));
    // The same files named by a robots.txt.
    writeFile(dir.filePath(u"nested/robots.txt"_s),
              "User-agent: *\nDisallow: /cart\n\nSitemap: https://www.example-shop.com/a.xml\n"
              "Sitemap: https://www.example-shop.com/b.xml.gz\n"
              "Sitemap: https://www.example-shop.com/news-index.xml\n");

    // Languages in files of their own that repeat and link to each other's URLs, gzipped and
    // not, the first file listed twice.
    QDir().mkpath(dir.filePath(u"overlap"_s));
    writeFile(dir.filePath(u"overlap/en.xml.gz"_s),
              gzipCompress(overlappingUrlset("en-gb", 1, 3000), 6));
    writeFile(dir.filePath(u"overlap/de.xml"_s), overlappingUrlset("de", 1, 2500));
    writeFile(dir.filePath(u"overlap/fr.xml.gz"_s),
              gzipCompress(overlappingUrlset("fr", 700, 2800)));
    writeFile(dir.filePath(u"overlap/sitemap_index.xml"_s),
              index({ u"en.xml.gz"_s, u"de.xml"_s, u"fr.xml.gz"_s, u"en.xml.gz"_s }));

    // A zip bundle of an index and its sitemaps.
    QuaZip zip(dir.filePath(u"bundle.zip"_s));
    QVERIFY(zip.open(QuaZip::mdCreate));
    const QList<std::pair<QString, QByteArray>> files {
        { u"sitemap_index.xml"_s, index({ u"one.xml"_s, u"two.xml"_s }) },
        { u"two.xml"_s, urlset(500, 15) },
        { u"one.xml"_s, urlset(400, 25) },
    };
    for (const auto &[name, bytes] : files) {
        QuaZipFile file(&zip);
        QVERIFY(file.open(QIODevice::WriteOnly, QuaZipNewInfo(name)));
        QCOMPARE(file.write(bytes), bytes.size());
        file.close();
    }
    zip.close();
}

void TestStreaming::urlsAsReadWhole_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("urls");
    QTest::newRow("flat gzip index") << u"flat/sitemap_index.xml"_s << 12 * 700;
    QTest::newRow("nested index") << u"nested/sitemap_index.xml"_s << 40 + 20 + 10 + 30;
    QTest::newRow("robots.txt") << u"nested/robots.txt"_s << 40 + 30 + 20 + 10;
    QTest::newRow("zip bundle") << u"bundle.zip"_s << 25 + 15;
    QTest::newRow("one gzip sitemap") << u"flat/sitemap-3.xml.gz"_s << 700;
}

void TestStreaming::urlsAsReadWhole()
{
    QFETCH(QString, input);
    QFETCH(int, urls);
    const QString path = QDir(m_dir.path()).filePath(input);
    const QByteArray expected = expectedUrls(path);
    QCOMPARE(expected.count('\n'), urls);
    const CliRun run = runCli({ u"urls"_s, u"--fields"_s, u"loc,source,line"_s, path });
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
    // Line by line, so that a difference is shown where it is.
    QCOMPARE(run.out.split('\n'), expected.split('\n'));
    // The default format, the locations alone, is the first column.
    QByteArray locs;
    for (const QByteArray &line : expected.split('\n'))
        if (!line.isEmpty())
            locs += line.left(line.indexOf('\t')) + '\n';
    QCOMPARE(runCli({ u"urls"_s, path }).out, locs);
}

void TestStreaming::urlsOfTheCorpus()
{
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    int files = 0;
    for (const QString &path : corpusInputs()) {
        const Workspace whole = Loader::open(path);
        if (whole.root().failed)
            continue;
        const CliRun run = runCli({ u"urls"_s, u"--fields"_s, u"loc,source,line"_s, path });
        QVERIFY2(run.out == expectedUrls(path), qPrintable(path));
        ++files;
    }
    QVERIFY2(files > 10, qPrintable(QString::number(files)));
    qInfo("%d corpus files listed as read whole", files);
}

// A text list of 110,000 shop URLs (13 MB, two pieces and a bit) as a database export
// writes it, with what the reader must keep exact across a piece's end: a run of comment
// lines around the first piece's end, CRLF and lone CR line ends, blank lines, a byte order
// mark, and an invalid UTF-8 byte in the second piece.
void TestStreaming::textListInPieces_data()
{
    QTest::addColumn<bool>("byteOrderMark");
    QTest::addColumn<QByteArray>("lineEnd");
    QTest::newRow("LF") << false << QByteArray("\n");
    QTest::newRow("CRLF, byte order mark") << true << QByteArray("\r\n");
}

void TestStreaming::textListInPieces()
{
    QFETCH(bool, byteOrderMark);
    QFETCH(QByteArray, lineEnd);
    constexpr qint64 PieceBytes = 8 * 1024 * 1024; // Loader::openTextInPieces
    QList<QByteArray> lines;
    for (int i = 0; i < 110000; ++i)
        lines.append("https://www.example-shop.com/en-gb/collections/outdoor-and-garden/products/"
                     "teak-extending-table-"
                     + QByteArray::number(i) + "?colour=natural&size=large");
    lines[3] = "# exported 2026-11-29";
    lines[10] = "";
    lines[20] = "   https://www.example-shop.com/with-blanks-around   ";
    lines[90000] = "https://www.example-shop.com/caf\xe9-latin1-byte";
    lines[95000] = "https://www.example-shop.com/a\rhttps://www.example-shop.com/b"; // a lone CR
    // The line holding the first piece's last byte, and those around it, are comments.
    qint64 offset = byteOrderMark ? 3 : 0;
    int atEnd = 0;
    for (int i = 0; i < lines.size(); ++i) {
        offset += lines.at(i).size() + lineEnd.size();
        if (offset >= PieceBytes) {
            atEnd = i;
            break;
        }
    }
    QVERIFY(atEnd > 0);
    // (As long as the lines they replace, so that the piece still ends there.)
    for (int i = atEnd - 2; i <= atEnd + 2; ++i)
        lines[i] = ("# section " + QByteArray::number(i)).leftJustified(lines.at(i).size(), '-');
    const QByteArray text = (byteOrderMark ? QByteArray("\xEF\xBB\xBF") : QByteArray())
        + lines.join(lineEnd) + lineEnd;
    const QString path = QDir(m_dir.path()).filePath(
        byteOrderMark ? u"export-bom.txt"_s : u"export.txt"_s);
    writeFile(path, text);

    // In the engine: the pieces give the entries and findings of the whole read.
    const Workspace whole = Loader::open(path);
    QCOMPARE(whole.root().source.format, SourceFormat::Text);
    QList<UrlEntry> entries;
    int calls = 0;
    LoadOptions options;
    options.textPieces = [&](Sitemap &piece) {
        ++calls;
        entries.append(piece.entries);
    };
    const Workspace streamed = Loader::open(path, options);
    QCOMPARE(calls, 2);
    QCOMPARE(streamed.sitemaps.size(), 1);
    QVERIFY(streamed.root().entries.isEmpty());
    QCOMPARE(entries.size(), whole.root().entries.size());
    for (qsizetype i = 0; i < entries.size(); ++i) {
        QCOMPARE(entries.at(i).loc(), whole.root().entries.at(i).loc());
        QCOMPARE(entries.at(i).sourceLine(), whole.root().entries.at(i).sourceLine());
    }
    auto described = [](const Sitemap &sitemap) {
        QStringList out;
        for (const Finding &f : sitemap.findings)
            out.append(u"%1 %2:%3 %4"_s.arg(QString(f.ruleId)).arg(f.line).arg(f.column).arg(
                f.message));
        return out;
    };
    QCOMPARE(described(streamed.root()), described(whole.root()));
    const QString said = described(whole.root()).join(u'\n');
    QVERIFY2(said.contains(u"Lines %1 to %2 are comments"_s.arg(atEnd - 1).arg(atEnd + 3)),
             qPrintable(said));
    QVERIFY2(said.contains(u"SM"_s) && said.contains(u"0xe9"_s), qPrintable(said));
    QCOMPARE(streamed.root().source.bytes, whole.root().source.bytes);
    QCOMPARE(streamed.root().source.encoding, whole.root().source.encoding);

    // stats counts what the whole read holds, and lists its findings.
    const CliRun stats = runCli({ u"stats"_s, u"--json"_s, path });
    QCOMPARE(stats.exitCode, 1);
    const QJsonObject counted
        = QJsonDocument::fromJson(stats.out)[u"inputs"_s].toArray().first().toObject();
    QCOMPARE(counted[u"entries"_s].toInteger(), whole.root().entries.size());
    QCOMPARE(counted[u"format"_s].toString(), u"text"_s);
    QCOMPARE(counted[u"bytes"_s].toInteger(), text.size());
    QStringList listed;
    for (const QJsonValue &f : counted[u"findings"_s].toArray())
        listed.append(u"%1 %2:%3 %4"_s.arg(f[u"rule"_s].toString()).arg(f[u"line"_s].toInteger())
                          .arg(f[u"column"_s].toInteger()).arg(f[u"message"_s].toString()));
    QCOMPARE(listed, described(whole.root()));

    // And urls prints what the whole read gives, exit 1 for the invalid byte.
    const CliRun run = runCli({ u"urls"_s, u"--fields"_s, u"loc,source,line"_s, path });
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out.split('\n'), expectedUrls(path).split('\n'));
}

void TestStreaming::tableInPieces_data()
{
    QTest::addColumn<bool>("byteOrderMark");
    QTest::addColumn<QByteArray>("lineEnd");
    QTest::newRow("LF") << false << QByteArray("\n");
    QTest::newRow("CRLF, byte order mark") << true << QByteArray("\r\n");
}

// A CSV export of a shop's catalogue, 20 MB: read in pieces (LoadOptions::tablesInPieces), it
// gives the entries and findings of the whole read. A quoted note with line ends, doubled
// quotes and commas spans the first piece's end, so that the piece must stop before its row;
// rows without a location are skipped and named by their line.
void TestStreaming::tableInPieces()
{
    QFETCH(bool, byteOrderMark);
    QFETCH(QByteArray, lineEnd);
    constexpr qint64 PieceBytes = 8 * 1024 * 1024; // Loader::openTextInPieces
    QByteArray text = byteOrderMark ? QByteArray("\xEF\xBB\xBF") : QByteArray();
    text += "URL,Last Modified,Priority,Image,Notes" + lineEnd;
    bool spanned = false;
    for (int i = 0; text.size() < 20 * 1024 * 1024; ++i) {
        const QByteArray n = QByteArray::number(i);
        QByteArray loc = "https://www.example-shop.com/en-gb/collections/outdoor-and-garden/"
                         "products/teak-extending-table-"
            + n + "?colour=natural&size=large";
        if (i % 7001 == 5)
            loc = "\"https://www.example-shop.com/search?q=teak,oak&sort=\"\"price\"\"\"";
        if (i % 9973 == 11)
            loc = ""; // skipped
        if (i % 4999 == 17)
            loc = "https://www.bücher-shop.de/kategorie/gartenmöbel/" + n;
        const QByteArray lastmod = i % 3 == 0 ? "2026-11-" + QByteArray::number(1 + i % 28)
            : i % 3 == 1                      ? "2026-10-05T08:30:00+01:00"
                                              : QByteArray();
        const QByteArray priority = i % 11 == 0 ? "0.8" : i % 11 == 1 ? "high" : "";
        const QByteArray images = i % 5 == 0 ? "https://cdn.example-shop.com/img/" + n
                + "-front.jpg | https://cdn.example-shop.com/img/" + n + "-side.jpg"
                                             : QByteArray();
        QByteArray notes = "plain note " + n;
        // Around the first piece's end: a note of many lines, which the cut falls into.
        if (!spanned && text.size() > PieceBytes - 64 * 1024) {
            spanned = true;
            notes = "\"";
            for (int k = 0; k < 4000; ++k)
                notes += "line " + QByteArray::number(k) + " of a note, with \"\"quotes\"\","
                    + lineEnd;
            notes += "\"";
        }
        text += loc + ',' + lastmod + ',' + priority + ",\"" + images + "\"," + notes + lineEnd;
    }
    QVERIFY(spanned);
    const QString path
        = QDir(m_dir.path()).filePath(byteOrderMark ? u"catalogue-bom.csv"_s : u"catalogue.csv"_s);
    writeFile(path, text);

    const Workspace whole = Loader::open(path);
    QCOMPARE(whole.root().source.format, SourceFormat::Csv);
    QList<UrlEntry> entries;
    int calls = 0;
    LoadOptions options;
    options.tablesInPieces = true;
    options.textPieces = [&](Sitemap &piece) {
        ++calls;
        entries.append(piece.entries);
    };
    const Workspace streamed = Loader::open(path, options);
    QCOMPARE(calls, 3);
    QCOMPARE(streamed.sitemaps.size(), 1);
    QCOMPARE(streamed.root().source.format, SourceFormat::Csv);
    QVERIFY(streamed.root().entries.isEmpty());
    const QList<UrlEntry> &expected = whole.root().entries;
    QCOMPARE(entries.size(), expected.size());
    QVERIFY(expected.size() > 100000);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (entries.at(i) == expected.at(i))
            continue;
        QCOMPARE(entries.at(i).loc(), expected.at(i).loc());
        QCOMPARE(entries.at(i).sourceLine(), expected.at(i).sourceLine());
        QCOMPARE(entries.at(i).lastmod().toString(), expected.at(i).lastmod().toString());
        QCOMPARE(entries.at(i).images().size(), expected.at(i).images().size());
        QVERIFY2(false, qPrintable(u"entry %1 differs"_s.arg(i)));
    }
    QStringList said, wholeSaid;
    for (const Finding &f : streamed.root().findings)
        said.append(f.toString());
    for (const Finding &f : whole.root().findings)
        wholeSaid.append(f.toString());
    QCOMPARE(said, wholeSaid);
    QVERIFY(wholeSaid.size() >= 10); // the rows without a location
    QCOMPARE(streamed.root().source.bytes, whole.root().source.bytes);

    // urls prints what the whole read gives.
    const CliRun run = runCli({ u"urls"_s, u"--fields"_s, u"loc,source,line"_s, path });
    QCOMPARE(run.out.split('\n'), expectedUrls(path).split('\n'));
}

// export --shard K/N in 4 processes at once into one folder, then --index-only: every URL
// of the input once, as one export writes them, in files within the limits that the
// official schemas accept, under names that never collide.
void TestStreaming::exportInShards()
{
    QTemporaryDir dir;
    // 12,000 URLs shaped like a shop's: long paths, queries, a German path in Unicode.
    QByteArray list;
    for (int i = 0; i < 12000; ++i)
        list += (i % 5 == 0 ? "https://www.example-shop.com/de/bücher/romane/buch-"
                            : "https://www.example-shop.com/en-gb/collections/outdoor-and-garden/"
                              "products/teak-extending-table-")
            + QByteArray::number(i) + "?colour=natural&size=large&utm_source=newsletter\n";
    const QString input = dir.filePath(u"urls.txt"_s);
    writeFile(input, list);
    const QString base = u"https://www.example-shop.com/"_s;

    // One export, the oracle.
    const QString whole = dir.filePath(u"whole"_s);
    const CliRun one = runCli({ u"export"_s, input, u"--out"_s, whole, u"--base-url"_s, base,
                                u"--max-urls"_s, u"1000"_s, u"--gzip"_s });
    QVERIFY2(one.exitCode == 0, one.err.constData());

    // Four shards at once, into one folder.
    const QString shards = dir.filePath(u"shards"_s);
    QList<QProcess *> running;
    for (int k = 1; k <= 4; ++k) {
        auto *process = new QProcess(this);
        process->start(QStringLiteral(SITEMAP_STUDIO_CLI),
                       { u"export"_s, input, u"--out"_s, shards, u"--base-url"_s, base,
                         u"--max-urls"_s, u"1000"_s, u"--gzip"_s, u"--shard"_s,
                         u"%1/4"_s.arg(k) });
        running.append(process);
    }
    for (QProcess *process : std::as_const(running)) {
        QVERIFY(process->waitForFinished(120000));
        QVERIFY2(process->exitCode() == 0, process->readAllStandardError().constData());
        delete process;
    }
    const QStringList files = QDir(shards).entryList(QDir::Files, QDir::Name);
    for (int k = 1; k <= 4; ++k)
        QVERIFY2(files.contains(u"sitemap-%1-1.xml.gz"_s.arg(k)), qPrintable(files.join(u' ')));
    QVERIFY(!files.contains(u"sitemap_index.xml"_s)); // the shards write no index
    const CliRun indexed
        = runCli({ u"export"_s, u"--index-only"_s, shards, u"--base-url"_s, base });
    QVERIFY2(indexed.exitCode == 0, indexed.err.constData());
    QVERIFY(indexed.out.contains("Sitemap: https://www.example-shop.com/sitemap_index.xml"));

    // The same URLs, each once, as the one export's; every file within its limits.
    const auto urlsOf = [](const QString &index, qsizetype *files) {
        const Workspace workspace = Loader::open(index);
        QStringList urls;
        *files = 0;
        for (const Sitemap &sitemap : workspace.sitemaps) {
            if (sitemap.isIndex())
                continue;
            ++*files;
            if (sitemap.entries.size() > 1000 || sitemap.source.uncompressedBytes > 50 * 1024 * 1024)
                qWarning("%s is over the limits", qPrintable(sitemap.source.location));
            for (const UrlEntry &entry : sitemap.entries)
                urls.append(entry.loc());
        }
        return urls;
    };
    qsizetype wholeFiles = 0, shardFiles = 0;
    QStringList expected = urlsOf(QDir(whole).filePath(u"sitemap_index.xml"_s), &wholeFiles);
    QStringList got = urlsOf(QDir(shards).filePath(u"sitemap_index.xml"_s), &shardFiles);
    QCOMPARE(expected.size(), 12000);
    QCOMPARE(got.size(), 12000);
    QCOMPARE(QSet<QString>(got.cbegin(), got.cend()).size(), 12000);
    std::sort(expected.begin(), expected.end());
    std::sort(got.begin(), got.end());
    QCOMPARE(got, expected);
    QCOMPARE(wholeFiles, 12);
    QVERIFY(shardFiles >= 12 && shardFiles <= 16);
    for (const QString &name : QDir(shards).entryList({ u"*.xml.gz"_s }, QDir::Files)) {
        const Workspace file = Loader::open(QDir(shards).filePath(name));
        QVERIFY2(file.root().entries.size() <= 1000, qPrintable(name));
    }

    // Refused: a shard out of range, a pattern without {shard}, an index of an empty folder.
    QCOMPARE(runCli({ u"export"_s, input, u"--out"_s, shards, u"--base-url"_s, base,
                      u"--shard"_s, u"5/4"_s })
                 .exitCode,
             2);
    QCOMPARE(runCli({ u"export"_s, input, u"--out"_s, shards, u"--base-url"_s, base,
                      u"--shard"_s, u"1/4"_s, u"--pattern"_s, u"sitemap-{n}.xml"_s })
                 .exitCode,
             2);
    QVERIFY(QDir().mkpath(dir.filePath(u"empty"_s)));
    QCOMPARE(runCli({ u"export"_s, u"--index-only"_s, dir.filePath(u"empty"_s), u"--base-url"_s,
                      base })
                 .exitCode,
             2);

    // The official schemas accept each file and the index.
    SITEMAP_STUDIO_REQUIRE_XSD();
    const QString xmllint = QStandardPaths::findExecutable(u"xmllint"_s);
    if (xmllint.isEmpty())
        QSKIP("xmllint is not on PATH (install libxml2-utils; ./dev.sh does)");
    QStringList paths;
    for (const QString &name : QDir(shards).entryList({ u"*.xml"_s, u"*.xml.gz"_s }, QDir::Files))
        paths.append(QDir(shards).filePath(name));
    QProcess check;
    check.start(xmllint, QStringList { u"--noout"_s, u"--schema"_s,
                                       TestPaths::xsdDir() + u"/all.xsd"_s }
                    + paths);
    QVERIFY(check.waitForFinished(60000));
    QVERIFY2(check.exitCode() == 0, check.readAllStandardError().constData());
}

// export reads a folder's inputs a document at a time (ExportStream); --zip reads them
// whole into one workspace (Exporter). Both give the same files, byte for byte, the same
// plan, the same messages and the same exit status, for an index of gzipped files, a
// robots.txt with a nested index, a bundle, a text list read in pieces, and every file of the
// corpus.
void TestStreaming::exportStreamsAsReadWhole_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QStringList>("options");
    const QDir dir(m_dir.path());
    QTest::newRow("gzip index") << dir.filePath(u"flat/sitemap_index.xml"_s)
                                << QStringList { u"--max-urls"_s, u"1000"_s, u"--gzip"_s };
    QTest::newRow("index with one missing")
        << dir.filePath(u"nested/sitemap_index.xml"_s) << QStringList();
    QTest::newRow("robots.txt, nested index")
        << dir.filePath(u"nested/robots.txt"_s) << QStringList { u"--max-urls"_s, u"7"_s };
    QTest::newRow("bundle") << dir.filePath(u"bundle.zip"_s)
                            << QStringList { u"--max-urls"_s, u"10"_s, u"--pretty"_s };
    QTest::newRow("text list in pieces")
        << dir.filePath(u"pieces.txt"_s) << QStringList { u"--max-bytes"_s, u"1000000"_s };
    QTest::newRow("table in pieces, images in the second")
        << dir.filePath(u"pieces.csv"_s) << QStringList { u"--gzip"_s };
    QTest::newRow("text list, sections")
        << dir.filePath(u"pieces.txt"_s)
        << QStringList { u"--pattern"_s, u"{section}-{n}.xml"_s, u"--gzip"_s };
}

void TestStreaming::exportStreamsAsReadWhole()
{
    QFETCH(QString, input);
    QFETCH(QStringList, options);
    if (input.endsWith(u"pieces.txt"_s))
        writePiecesList(input);
    if (input.endsWith(u"pieces.csv"_s))
        writePiecesTable(input);
    compareExports(input, options);
}

void TestStreaming::exportOfTheCorpus()
{
    // Every file of the corpus, in files of 20 KB: several files each, and not thousands.
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    for (const QString &path : corpusInputs()) {
        compareExports(path, { u"--max-bytes"_s, u"20000"_s });
        if (QTest::currentTestFailed()) {
            qWarning("in %s", qPrintable(path));
            return;
        }
    }
}

void TestStreaming::convertInPieces_data()
{
    QTest::addColumn<QString>("output");
    QTest::addColumn<bool>("compact");
    QTest::newRow("pretty") << u"out.xml"_s << false;
    QTest::newRow("compact, gzip") << u"out.xml.gz"_s << true;
}

// convert of a text list read in pieces writes each piece as it comes: the bytes
// SitemapWriter gives for the list read whole (gzip: what it decompresses to), the same
// messages.
void TestStreaming::convertInPieces()
{
    QFETCH(QString, output);
    QFETCH(bool, compact);
    const QString list = QDir(m_dir.path()).filePath(u"pieces.txt"_s);
    writePiecesList(list);
    QTemporaryDir dir;
    const QString target = dir.filePath(output);
    QStringList call { u"convert"_s, list, target };
    if (compact)
        call.append(u"--compact"_s);
    const CliRun run = runCli(call);
    QCOMPARE(run.exitCode, 0);

    const Workspace whole = Loader::open(list);
    QVERIFY(whole.root().entries.size() > 62000);
    // The relative line of the second piece is said with its line, as a whole read says it.
    qsizetype invalid = 0;
    qint64 firstLine = 0;
    for (const UrlEntry &entry : whole.root().entries)
        if (Url::check(entry.locUtf8(), Url::split(entry.locUtf8())) != Url::Problem::None
            && invalid++ == 0)
            firstLine = entry.sourceLine();
    QVERIFY(invalid > 0);
    QVERIFY(firstLine > 60000);
    QVERIFY2(run.err.contains(u"%1 of the %2 locations written are not absolute http or https "
                              u"URLs (the first at line %3 of"_s.arg(invalid)
                                  .arg(whole.root().entries.size())
                                  .arg(firstLine)
                                  .toUtf8()),
             run.err.constData());
    const QByteArray expected = SitemapWriter(whole.root(), WriteOptions { !compact }).write();
    QFile file(target);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray written = file.readAll();
    if (output.endsWith(u".gz"_s))
        written = Testing::gunzip(target);
    QCOMPARE(written.size(), expected.size());
    QVERIFY(written == expected);

    // Written through a temporary file that became the output: nothing else is left.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { output });
}

// check of a set held whole and of the same set a file at a time (--memory 0), or switched
// from one to the other once a few MiB are held: the same report, byte for byte, in every
// format.
void TestStreaming::checkWholeOrByFile_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("findings"); // at least, in the text report
    QTest::newRow("flat gzip index") << u"flat/sitemap_index.xml"_s << 1;
    QTest::newRow("nested index") << u"nested/sitemap_index.xml"_s << 3;
    QTest::newRow("robots.txt") << u"nested/robots.txt"_s << 0;
    QTest::newRow("zip bundle") << u"bundle.zip"_s << 1;
    QTest::newRow("files repeating and linking each other")
        << u"overlap/sitemap_index.xml"_s << 1000;
    QTest::newRow("text list of two pieces") << u"pieces.txt"_s << 3;
    QTest::newRow("CSV table of two pieces") << u"pieces.csv"_s << 2;
}

void TestStreaming::checkWholeOrByFile()
{
    QFETCH(QString, input);
    QFETCH(int, findings);
    const QString path = QDir(m_dir.path()).filePath(input);
    if (input == u"pieces.txt")
        writePiecesList(path);
    else if (input == u"pieces.csv")
        writePiecesTable(path);
    for (const QString &format : { u"text"_s, u"json"_s }) {
        const QStringList check {
            u"check"_s, u"--format"_s, format, u"--now"_s, u"2026-12-01T00:00:00Z"_s, path
        };
        const CliRun whole = runCli(check);
        QVERIFY2(whole.exitCode == 0 || whole.exitCode == 1, whole.err.constData());
        if (format == u"text")
            QVERIFY2(whole.out.count('\n') >= findings, whole.out.constData());
        for (const QString &mib : { u"0"_s, u"1"_s, u"3"_s, u"6"_s, u"1024"_s }) {
            const CliRun run = runCli(check + QStringList { u"--memory"_s, mib });
            QCOMPARE(run.exitCode, whole.exitCode);
            if (run.out != whole.out) {
                const QList<QByteArray> got = run.out.split('\n');
                const QList<QByteArray> expected = whole.out.split('\n');
                QCOMPARE(got, expected); // shows the first line that differs
            }
            QCOMPARE(run.err, whole.err);
        }
    }
}

void TestStreaming::checkOfTheCorpus()
{
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    int files = 0;
    for (const QString &path : corpusInputs()) {
        const QStringList check {
            u"check"_s, u"--format"_s, u"json"_s, u"--now"_s, u"2026-12-01T00:00:00Z"_s, path
        };
        const CliRun whole = runCli(check);
        const CliRun byFile = runCli(check + QStringList { u"--memory"_s, u"0"_s });
        QVERIFY2(byFile.exitCode == whole.exitCode, qPrintable(path));
        QVERIFY2(byFile.out == whole.out, qPrintable(path));
        files += whole.exitCode != 2;
    }
    QVERIFY2(files > 10, qPrintable(QString::number(files)));
    qInfo("%d corpus files checked whole and a file at a time", files);
}

// The benchmark's kinds of set, smaller, from the shared generator (../shared/tools, beside the
// corpus): rich URLs in gzipped files under an index, videos and news in one file, and a text
// list; each checked held whole and a file (or a piece) at a time gives the same report, byte
// for byte, in both formats.
void TestStreaming::checkOfGeneratedSets_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("input"); // in the generated folder
    QTest::newRow("S1-like: images, hreflang, split and gzipped")
        << QStringList { u"--urls"_s, u"6000"_s, u"--images-per-url"_s, u"1"_s,
                         u"--hreflang"_s, u"2"_s, u"--split"_s, u"--max-per-file"_s, u"1000"_s,
                         u"--gzip"_s }
        << u"sitemap-index.xml"_s;
    QTest::newRow("S3-like: no changefreq, split and gzipped")
        << QStringList { u"--urls"_s, u"20000"_s, u"--no-changefreq"_s, u"--split"_s,
                         u"--max-per-file"_s, u"2500"_s, u"--gzip"_s }
        << u"sitemap-index.xml"_s;
    QTest::newRow("S4-like: videos and news")
        << QStringList { u"--urls"_s, u"5000"_s, u"--video-every"_s, u"10"_s,
                         u"--news-every"_s, u"20"_s }
        << u"sitemap.xml"_s;
    QTest::newRow("text list")
        << QStringList { u"--urls"_s, u"30000"_s, u"--format"_s, u"txt"_s } << u"sitemap.txt"_s;
}

void TestStreaming::checkOfGeneratedSets()
{
    QFETCH(QStringList, options);
    QFETCH(QString, input);
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    // The corpus is ../shared/corpus/real; the generator ../shared/tools/gen_sitemap.py.
    const QString generator
        = QDir(TestPaths::corpusDir()).absoluteFilePath(u"../../tools/gen_sitemap.py"_s);
    if (!QFileInfo::exists(generator) || QStandardPaths::findExecutable(u"python3"_s).isEmpty())
        QSKIP("skipped: the shared generator or python3 is not here");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess generate;
    generate.start(u"python3"_s, QStringList { generator } + options + QStringList { dir.path() });
    QVERIFY(generate.waitForFinished(120000));
    QVERIFY2(generate.exitCode() == 0, generate.readAllStandardError().constData());
    const QString path = dir.filePath(input);
    QVERIFY2(QFileInfo::exists(path), qPrintable(QDir(dir.path()).entryList().join(u' ')));
    for (const QString &format : { u"text"_s, u"json"_s }) {
        const QStringList check {
            u"check"_s, u"--format"_s, format, u"--now"_s, u"2026-12-01T00:00:00Z"_s, path
        };
        const CliRun whole = runCli(check);
        QVERIFY2(whole.exitCode == 0 || whole.exitCode == 1, whole.err.constData());
        const CliRun byFile = runCli(check + QStringList { u"--memory"_s, u"0"_s });
        QCOMPARE(byFile.exitCode, whole.exitCode);
        if (byFile.out != whole.out)
            QCOMPARE(byFile.out.split('\n'), whole.out.split('\n'));
        QCOMPARE(byFile.err, whole.err);
        if (format == u"json")
            QVERIFY2(whole.out.contains("\"summary\""), whole.out.left(400).constData());
    }
}

QTEST_GUILESS_MAIN(TestStreaming)
#include "tst_streaming.moc"
