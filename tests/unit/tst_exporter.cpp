// Exporter: the split limits at their exact boundaries (URLs, bytes, news), an entry too large
// for any file, the index and a round trip through the reader, gzip that `gzip -t` accepts,
// well-formed XML, names from patterns, the base URL's scope, zip bundles, and what a cancel,
// a failing disk or an existing target leave behind (nothing half-written, nothing replaced
// without consent). The same round trip on real files: tst_realworld_reading.

#include "dirlisting.h"
#include "faultinjection.h"
#include "io/writing/exporter.h"
#include "io/input/inputsource.h"
#include "io/loader.h"
#include "io/writing/sitemapwriter.h"
#include "exportcheck.h"
#include "testpaths.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>

#include <zlib.h>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

const QString Base = u"https://example.com/"_s;

QString locFor(qsizetype i, qsizetype padding = 0)
{
    QString loc = Base + u"p/"_s + QString::number(i);
    if (padding > 0)
        loc += u'-' + QString(padding - 1, u'x');
    return loc;
}

// One urlset of `count` entries with lastmods that vary, so that the index's lastmod is the
// newest of each file and not simply the last.
Workspace workspaceOf(qsizetype count, qsizetype padding = 0)
{
    Workspace workspace;
    Sitemap sitemap;
    sitemap.source.location = u"input.xml"_s;
    sitemap.entries.reserve(count);
    for (qsizetype i = 0; i < count; ++i) {
        UrlEntry entry(locFor(i, padding));
        entry.setLastmod(W3cDateTime::fromString(QStringLiteral("2024-%1-%2")
                                                     .arg(1 + (i * 7) % 12, 2, 10, QChar(u'0'))
                                                     .arg(1 + (i * 13) % 28, 2, 10, QChar(u'0'))));
        sitemap.entries.append(entry);
    }
    workspace.sitemaps.append(sitemap);
    return workspace;
}

News newsItem(qsizetype i)
{
    News news;
    news.setValue(NewsField::PublicationName, u"The Example Times"_s);
    news.setValue(NewsField::PublicationLanguage, u"en"_s);
    news.setValue(NewsField::PublicationDate, u"2024-05-01"_s);
    news.setValue(NewsField::Title, u"Story "_s + QString::number(i));
    return news;
}

ExportOptions optionsFor(const QString &target)
{
    ExportOptions options;
    options.baseUrl = Base;
    options.target = target;
    return options;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QList<UrlEntry> planned(const Workspace &workspace, const ExportPlan &plan)
{
    QList<UrlEntry> out;
    for (const EntryRef &ref : plan.entries)
        out.append(workspace.sitemaps.at(ref.sitemap).entries.at(ref.entry));
    return out;
}

// Frame (XML declaration, root start and end tags) of a compact file without extensions.
qint64 plainFrame()
{
    Sitemap empty;
    const SitemapWriter writer(empty, WriteOptions { false });
    return writer.header().size() + writer.footer().size();
}

qint64 entrySize(const UrlEntry &entry)
{
    Sitemap empty;
    const SitemapWriter writer(empty, WriteOptions { false });
    QByteArray out;
    writer.appendEntry(out, entry);
    return out.size();
}

} // namespace

class TestExporter : public QObject
{
    Q_OBJECT

private slots:
    void urlCountBoundary_data();
    void urlCountBoundary();
    void byteBoundary();
    void newsBoundary();
    void separateFiles();
    void entryTooLarge();
    void indexAndRoundTrip();
    void samplesRoundTrip_data();
    void samplesRoundTrip();
    void patterns_data();
    void patterns();
    void patternErrors_data();
    void patternErrors();
    void scope();
    void onlyValidLocationsAreWritten();
    void gzipFilesAreSmallAndSound();
    void chosenEntries();
    void zipBundle();
    void cancel();
    void failingDisk_data();
    void failingDisk();
    void existingTarget();
};

void TestExporter::urlCountBoundary_data()
{
    QTest::addColumn<qsizetype>("count");
    QTest::addColumn<QList<qsizetype>>("files");
    QTest::newRow("50,000: one file") << qsizetype(50000) << QList<qsizetype> { 50000 };
    QTest::newRow("50,001: two files") << qsizetype(50001) << QList<qsizetype> { 50000, 1 };
    QTest::newRow("100,001: three files")
        << qsizetype(100001) << QList<qsizetype> { 50000, 50000, 1 };
}

void TestExporter::urlCountBoundary()
{
    QFETCH(qsizetype, count);
    QFETCH(QList<qsizetype>, files);
    const Workspace workspace = workspaceOf(count);
    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    options.gzip = true;
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options);
    QVERIFY2(plan.isWritable(), qPrintable(plan.errors.join(u'\n')));
    QList<qsizetype> counts;
    for (const ExportFile &file : plan.files) {
        counts.append(file.urlCount());
        QVERIFY(file.bytes <= options.maxBytes);
    }
    QCOMPARE(counts, files);

    const ExportResult result = exporter.write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.urls, count);
    QCOMPARE(result.files, files.size());
    checkWrittenFiles(options.target, plan);
    if (QTest::currentTestFailed())
        return;

    // Read back through the index: every entry, in order.
    const Workspace back = Loader::open(QDir(options.target).filePath(u"sitemap_index.xml"_s));
    QCOMPARE(back.childrenLoaded(), files.size());
    QString why;
    QVERIFY2(sameEntries(urlEntries(back), urlEntries(workspace), &why), qPrintable(why));
}

void TestExporter::byteBoundary()
{
    // Long URLs so that the byte limit binds long before the count: a 10 MB limit (the value
    // users pick) over entries of about 1 KB. The last entry of the first file is padded so
    // that the first file comes out at the limit exactly.
    const qint64 limit = 10 * 1024 * 1024;
    const qsizetype padding = 1000;
    const qint64 frame = plainFrame();
    const qint64 typical = entrySize(UrlEntry(locFor(10000, padding)));
    // Same-width numbers keep every entry the same size.
    const qsizetype first = 10000;
    const qsizetype fit = qsizetype((limit - frame) / typical);
    const qint64 rest = (limit - frame) - fit * typical;
    QVERIFY(fit < 50000);

    auto build = [&](qsizetype count) {
        Workspace workspace;
        Sitemap sitemap;
        for (qsizetype i = 0; i < count; ++i)
            sitemap.entries.append(
                UrlEntry(locFor(first + i, padding + (i == fit - 1 ? rest : 0))));
        workspace.sitemaps.append(sitemap);
        return workspace;
    };
    const Workspace workspace = build(fit + 1);
    // The construction itself, measured with the writer: the first `fit` entries and the
    // frame make the limit exactly.
    {
        Sitemap head;
        head.entries = workspace.root().entries.first(fit);
        QCOMPARE(qint64(SitemapWriter(head, WriteOptions { false }).write().size()), limit);
    }

    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    options.maxBytes = limit;
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options);
    QVERIFY2(plan.isWritable(), qPrintable(plan.errors.join(u'\n')));
    QCOMPARE(plan.files.size(), 2);
    QCOMPARE(plan.files.at(0).urlCount(), fit);
    QCOMPARE(plan.files.at(0).bytes, limit); // the limit itself is allowed
    QCOMPARE(plan.files.at(1).urlCount(), 1);
    const ExportResult result = exporter.write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(QFileInfo(QDir(options.target).filePath(plan.files.at(0).name)).size(), limit);
    checkWrittenFiles(options.target, plan);
    if (QTest::currentTestFailed())
        return;

    // One byte less: the same entries no longer fit, the padded one moves on.
    options.maxBytes = limit - 1;
    const ExportPlan tighter = exporter.plan(options);
    QVERIFY(tighter.isWritable());
    QCOMPARE(tighter.files.size(), 2);
    QCOMPARE(tighter.files.at(0).urlCount(), fit - 1);
    QVERIFY(tighter.files.at(0).bytes <= limit - 1);
    QCOMPARE(tighter.files.at(1).urlCount(), 2);
    for (const ExportFile &file : tighter.files)
        QVERIFY(file.bytes <= options.maxBytes);
}

void TestExporter::newsBoundary()
{
    Workspace workspace;
    Sitemap sitemap;
    for (qsizetype i = 0; i < 1001; ++i) {
        UrlEntry entry(locFor(i));
        entry.mutableNews().append(newsItem(i));
        sitemap.entries.append(entry);
    }
    workspace.sitemaps.append(sitemap);
    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options);
    QVERIFY2(plan.isWritable(), qPrintable(plan.errors.join(u'\n')));
    QCOMPARE(plan.files.size(), 2);
    QCOMPARE(plan.files.at(0).news, 1000);
    QCOMPARE(plan.files.at(0).urlCount(), 1000);
    QCOMPARE(plan.files.at(1).news, 1);

    // 1,000 exactly: one file.
    workspace.sitemaps[0].entries.removeLast();
    QCOMPARE(Exporter(workspace).plan(options).files.size(), 1);
    workspace.sitemaps[0].entries.append(sitemap.entries.last());

    const ExportResult result = exporter.write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    checkWrittenFiles(options.target, plan);
    if (QTest::currentTestFailed())
        return;
    const Workspace back = Loader::open(QDir(options.target).filePath(u"sitemap_index.xml"_s));
    QString why;
    QVERIFY2(sameEntries(urlEntries(back), urlEntries(workspace), &why), qPrintable(why));
}

void TestExporter::separateFiles()
{
    // Every third entry has news, every fifth an image: with both separated, three groups.
    Workspace workspace;
    Sitemap sitemap;
    for (qsizetype i = 0; i < 30; ++i) {
        UrlEntry entry(locFor(i));
        if (i % 3 == 0)
            entry.mutableNews().append(newsItem(i));
        if (i % 5 == 0) {
            Image image;
            image.setValue(ImageField::Loc, Base + u"i/"_s + QString::number(i) + u".jpg"_s);
            entry.mutableImages().append(image);
        }
        sitemap.entries.append(entry);
    }
    workspace.sitemaps.append(sitemap);
    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    options.separateNews = true;
    options.separateImages = true;
    options.pattern = u"sitemap-{kind}-{n}.xml"_s;
    options.maxNews = 4;
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options);
    QVERIFY2(plan.isWritable(), qPrintable(plan.errors.join(u'\n')));
    QStringList names;
    QHash<QString, qsizetype> perKind;
    for (const ExportFile &file : plan.files) {
        names.append(file.name);
        for (const qsizetype i : file.entries) {
            const UrlEntry &entry = workspace.root().entries.at(plan.entries.at(i).entry);
            // News first: an entry with news and an image goes with the news.
            const ExportKind expected = entry.hasExtras() && !entry.news().isEmpty()
                ? ExportKind::News
                : (entry.hasExtras() && !entry.images().isEmpty() ? ExportKind::Images
                                                                  : ExportKind::Pages);
            QCOMPARE(file.kind, expected);
        }
        perKind[exportKindName(file.kind)] += file.urlCount();
    }
    // 10 news entries at 4 per file: 3 files; the pages' empty {kind} takes its '-' along.
    // Groups in the order of their first entry, each group's files together.
    QCOMPARE(
        names,
        QStringList({ u"sitemap-news-1.xml"_s, u"sitemap-news-2.xml"_s, u"sitemap-news-3.xml"_s,
                      u"sitemap-1.xml"_s, u"sitemap-images-1.xml"_s }));
    QCOMPARE(perKind.value(u"news"_s), 10);
    QCOMPARE(perKind.value(u"images"_s), 4);
    QCOMPARE(perKind.value(QString()), 16);
    const ExportResult result = exporter.write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    checkWrittenFiles(options.target, plan);
    if (QTest::currentTestFailed())
        return;
    // The pages' file declares no extension namespace it does not use.
    QVERIFY(!readAll(QDir(options.target).filePath(u"sitemap-1.xml"_s)).contains("xmlns:news"));
    QVERIFY(readAll(QDir(options.target).filePath(u"sitemap-news-1.xml"_s)).contains("xmlns:news"));
}

void TestExporter::entryTooLarge()
{
    Workspace workspace = workspaceOf(5);
    const QString huge = locFor(3, 5000);
    workspace.sitemaps[0].entries[3].setLoc(huge);
    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    options.maxBytes = 4096;
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options);
    QVERIFY(!plan.isWritable());
    QCOMPARE(plan.errors.size(), 1);
    QVERIFY2(plan.errors.first().contains(huge), qPrintable(plan.errors.first()));
    QCOMPARE(plan.findings.size(), 1);
    QCOMPARE(plan.findings.first().ruleId, RuleId::FileSizeLimit);
    QCOMPARE(plan.findings.first().entryIndex, 3);

    // Nothing is written from a plan that cannot be.
    const ExportResult result = exporter.write(plan);
    QCOMPARE(result.status, ExportResult::Status::Failed);
    QVERIFY(!QFileInfo::exists(options.target));
    QVERIFY(directoryListing(dir.path()).isEmpty());

    // News beyond the per-file limit in one entry.
    Workspace news = workspaceOf(2);
    for (int i = 0; i < 3; ++i)
        news.sitemaps[0].entries[1].mutableNews().append(newsItem(i));
    options = optionsFor(dir.filePath(u"out"_s));
    options.maxNews = 2;
    const ExportPlan newsPlan = Exporter(news).plan(options);
    QVERIFY(!newsPlan.isWritable());
    QCOMPARE(newsPlan.findings.first().ruleId, RuleId::TooManyNews);
    QVERIFY(newsPlan.errors.first().contains(news.root().entries.at(1).loc()));
}

void TestExporter::indexAndRoundTrip()
{
    const Workspace workspace = workspaceOf(2500);
    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    options.maxUrls = 1000;
    options.baseUrl = u"https://example.com/sitemaps"_s; // the '/' is added
    options.pattern = u"part-{n:3}.xml"_s;
    options.gzip = true;
    options.pretty = true;
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options);
    QVERIFY2(plan.isWritable(), qPrintable(plan.errors.join(u'\n')));
    QCOMPARE(plan.fileNames(),
             QStringList({ u"part-001.xml.gz"_s, u"part-002.xml.gz"_s, u"part-003.xml.gz"_s,
                           u"sitemap_index.xml"_s }));
    // The base URL's folder is /sitemaps/, and the URLs are at /p/: outside it.
    QCOMPARE(plan.findings.size() + plan.findingsNotListed, 2500);
    QCOMPARE(plan.findings.first().ruleId, RuleId::UrlNotAllowed);
    QCOMPARE(plan.robotsLines(),
             QStringList { u"Sitemap: https://example.com/sitemaps/sitemap_index.xml"_s });
    const ExportResult result = exporter.write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    checkWrittenFiles(options.target, plan);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(result.storedBytes < result.uncompressedBytes);

    // The index lists every file, with the newest lastmod of each.
    LoadOptions load;
    load.loadChildren = false;
    const Workspace index
        = Loader::open(QDir(options.target).filePath(u"sitemap_index.xml"_s), load);
    QVERIFY(index.root().isIndex());
    QCOMPARE(index.root().entries.size(), plan.files.size());
    for (qsizetype f = 0; f < plan.files.size(); ++f) {
        const UrlEntry &listed = index.root().entries.at(f);
        QCOMPARE(listed.loc(), u"https://example.com/sitemaps/"_s + plan.files.at(f).name);
        qint64 newest = 0;
        for (const qsizetype i : plan.files.at(f).entries)
            newest = qMax(newest, workspace.root().entries.at(i).lastmod().toMSecsSinceEpoch());
        QCOMPARE(listed.lastmod().toMSecsSinceEpoch(), newest);
    }
    // Index and children read back: exactly the input, in order.
    const Workspace back = Loader::open(QDir(options.target).filePath(u"sitemap_index.xml"_s));
    QCOMPARE(back.childrenLoaded(), 3);
    QCOMPARE(back.childrenMissing(), 0);
    QString why;
    QVERIFY2(sameEntries(urlEntries(back), urlEntries(workspace), &why), qPrintable(why));
}

void TestExporter::samplesRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name :
         { "urlset-escaped-every-extension.xml", "urlset-first-url-every-extension.xml",
           "urlset-news-site-offset-lastmods.xml", "urlset-bom-comment-indented-root.xml",
           "protocol-example.xml" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestExporter::samplesRoundTrip()
{
    // Files with every extension, markup characters and unknown elements (mobile:mobile),
    // split into files of two entries: read back, each entry is what was read.
    QFETCH(QString, file);
    const Workspace workspace = Loader::open(TestPaths::data(file));
    QVERIFY(!workspace.root().failed);
    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    options.maxUrls = 2;
    options.pretty = true;
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options);
    QVERIFY2(plan.isWritable(), qPrintable(plan.errors.join(u'\n')));
    const ExportResult result = exporter.write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    checkWrittenFiles(options.target, plan);
    if (QTest::currentTestFailed())
        return;
    const Workspace back = Loader::open(QDir(options.target).filePath(u"sitemap_index.xml"_s));
    QCOMPARE(back.childrenLoaded(), plan.files.size());
    QString why;
    QVERIFY2(sameEntries(urlEntries(back), urlEntries(workspace), &why), qPrintable(why));
}

void TestExporter::patterns_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("segments"); // --group-by
    QTest::addColumn<QStringList>("names");
    QTest::newRow("default") << u"sitemap-{n}.xml"_s << QString()
                             << QStringList { u"sitemap-1.xml"_s, u"sitemap-2.xml"_s,
                                              u"sitemap-3.xml"_s };
    QTest::newRow("padded") << u"s_{n:4}.xml"_s << QString()
                            << QStringList { u"s_0001.xml"_s, u"s_0002.xml"_s, u"s_0003.xml"_s };
    // Sections in the order they first come; top-level pages have none.
    QTest::newRow("section") << u"sitemap-{section}-{n}.xml"_s << QString()
                             << QStringList { u"sitemap-blog-1.xml"_s, u"sitemap-blog-2.xml"_s,
                                              u"sitemap-1.xml"_s, u"sitemap-shop-x-1.xml"_s };
    QTest::newRow("section first")
        << u"{section}_{n:2}.xml"_s << QString()
        << QStringList { u"blog_01.xml"_s, u"blog_02.xml"_s, u"01.xml"_s, u"shop-x_01.xml"_s };
    // Segments: the pages at the top are "root", a segment's only file has no number, and a
    // pattern without {section} has it before {n}, or before .xml.
    QTest::newRow("segments") << u"sitemap-{n}.xml"_s << u"folder"_s
                              << QStringList { u"sitemap-blog-1.xml"_s, u"sitemap-blog-2.xml"_s,
                                               u"sitemap-root.xml"_s, u"sitemap-shop-x.xml"_s };
    QTest::newRow("segments, section first")
        << u"{section}_{n:2}.xml"_s << u"folder"_s
        << QStringList { u"blog_01.xml"_s, u"blog_02.xml"_s, u"root.xml"_s, u"shop-x.xml"_s };
    // Without {n} either, {section} goes before .xml: all-pages.xml, for three files' worth.
    QTest::newRow("segments, no number") << u"all.xml"_s << u"type"_s << QStringList();
}

void TestExporter::patterns()
{
    QFETCH(QString, pattern);
    QFETCH(QString, segments);
    QFETCH(QStringList, names);
    Workspace workspace;
    Sitemap sitemap;
    for (const char *loc :
         { "https://example.com/blog/a", "https://example.com/blog/b", "https://example.com/about",
           "https://example.com/blog/c", "https://example.com/shop%20x/d" })
        sitemap.entries.append(UrlEntry(QString::fromLatin1(loc)));
    workspace.sitemaps.append(sitemap);
    ExportOptions options = optionsFor(u"unused"_s);
    options.pattern = pattern;
    options.maxUrls = 2;
    if (segments == u"folder")
        options.segments = Segmenter::byFolder();
    else if (segments == u"type")
        options.segments = Segmenter::byType();
    const ExportPlan plan = Exporter(workspace).plan(options);
    if (names.isEmpty()) {
        QVERIFY2(plan.errors.join(u'\n').contains(u"3 files are needed for \"all-pages.xml\""_s),
                 qPrintable(plan.errors.join(u'\n')));
        return;
    }
    QVERIFY2(plan.isWritable(), qPrintable(plan.errors.join(u'\n')));
    QStringList got;
    for (const ExportFile &file : plan.files)
        got.append(file.name);
    QCOMPARE(got, names);
}

void TestExporter::patternErrors_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("says");
    QTest::newRow("unknown token") << u"sitemap-{x}.xml"_s << u"{x}"_s;
    QTest::newRow("not xml") << u"sitemap-{n}.txt"_s << u".xml"_s;
    QTest::newRow("folder") << u"a/sitemap-{n}.xml"_s << u"plain file"_s;
    QTest::newRow("twice") << u"{n}-{n}.xml"_s << u"twice"_s;
    QTest::newRow("width") << u"s-{n:0}.xml"_s << u"width"_s;
    QTest::newRow("unclosed") << u"s-{n.xml"_s << u"without '}'"_s;
    QTest::newRow("no number, two files") << u"sitemap.xml"_s << u"has no {n}"_s;
}

void TestExporter::patternErrors()
{
    QFETCH(QString, pattern);
    QFETCH(QString, says);
    const Workspace workspace = workspaceOf(3);
    ExportOptions options = optionsFor(u"unused"_s);
    options.pattern = pattern;
    options.maxUrls = 2;
    const ExportPlan plan = Exporter(workspace).plan(options);
    QVERIFY(!plan.isWritable());
    QVERIFY2(plan.errors.join(u'\n').contains(says), qPrintable(plan.errors.join(u'\n')));

    // Without {n}, one file is fine.
    options.maxUrls = 3;
    if (pattern == u"sitemap.xml")
        QVERIFY(Exporter(workspace).plan(options).isWritable());
}

void TestExporter::onlyValidLocationsAreWritten()
{
    // What text lists, feeds and damaged files bring: an empty location, relative ones, a
    // sentence, another scheme. Only absolute http(s) URLs reach the files.
    QTemporaryDir dir;
    Workspace workspace;
    Sitemap sitemap;
    sitemap.source.location = u"in.txt"_s;
    const char *const locs[] = { "https://example.com/a",
                                 "",
                                 "/page-01",
                                 "Some other stuff which totally doesn't look like an URL",
                                 "//example.com/b",
                                 "ftp://example.com/c",
                                 "page.html",
                                 "https://example.com/d" };
    quint32 line = 1;
    for (const char *loc : locs) {
        UrlEntry entry(QString::fromLatin1(loc));
        entry.setSourceLine(line++);
        sitemap.entries.append(entry);
    }
    workspace.sitemaps.append(sitemap);
    const ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    ExportPlan plan = Exporter(workspace).plan(options);
    QVERIFY(plan.isWritable());
    // Left out, each with its line.
    QList<qint64> leftOutLines;
    for (const Finding &f : plan.leftOut) {
        QCOMPARE(f.ruleId, RuleId::InvalidUrl);
        QCOMPARE(f.severity, Severity::Error);
        leftOutLines.append(f.line);
    }
    QCOMPARE(leftOutLines, (QList<qint64> { 2, 4, 6, 7 }));
    QVERIFY(plan.leftOut.at(0).message.contains(u"empty"));
    // Resolved against the base URL (no publish location is known), with a notice each.
    QList<qint64> resolvedLines;
    for (const Finding &f : plan.findings)
        if (f.ruleId == RuleId::RelativeUrlResolved) {
            QCOMPARE(f.severity, Severity::Notice);
            resolvedLines.append(f.line);
        }
    QCOMPARE(resolvedLines, (QList<qint64> { 3, 5 }));
    QCOMPARE(plan.urlCount(), 4);
    const ExportResult result = Exporter(workspace).write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    const QByteArray written = readAll(dir.filePath(u"out/sitemap-1.xml"_s));
    QList<QByteArray> writtenLocs;
    for (qsizetype at = written.indexOf("<loc>"); at >= 0; at = written.indexOf("<loc>", at + 1))
        writtenLocs.append(written.mid(at + 5, written.indexOf("</loc>", at) - at - 5));
    QCOMPARE(writtenLocs, (QList<QByteArray> { "https://example.com/a", "https://example.com/page-01",
                                               "https://example.com/b", "https://example.com/d" }));
    // The planned sizes are the written ones: the resolved locations were measured.
    QCOMPARE(written.size(), plan.files.first().bytes);

    // A publish location known for the sitemap comes before the base URL.
    workspace.sitemaps[0].publishLocation = QUrl(u"https://www.example.org/maps/in.txt"_s);
    plan = Exporter(workspace).plan(options);
    QCOMPARE(plan.entry(workspace, 1).loc(), u"https://www.example.org/page-01"_s);
    QCOMPARE(plan.entry(workspace, 2).loc(), u"https://example.com/b"_s);
    QCOMPARE(plan.entry(workspace, 0).loc(), u"https://example.com/a"_s);
    // Placed against the base URL as resolved: only the one on the other host is out of scope.
    QList<qint64> outOfScope;
    for (const Finding &f : plan.findings)
        if (f.ruleId == RuleId::UrlNotAllowed)
            outOfScope.append(f.line);
    QCOMPARE(outOfScope, (QList<qint64> { 3 }));

    // Nothing valid at all: nothing to write.
    Workspace junk;
    Sitemap only;
    only.entries.append(UrlEntry(u"not a URL"_s));
    junk.sitemaps.append(only);
    QVERIFY(!Exporter(junk).plan(options).isWritable());
}

void TestExporter::gzipFilesAreSmallAndSound()
{
    // The exported .xml.gz files (libdeflate) are no larger than zlib makes at the same level,
    // within 1%, and each passes gzip -t.
    const QString gzip = QStandardPaths::findExecutable(u"gzip"_s);
    if (gzip.isEmpty())
        QSKIP("gzip is not installed");
    QTemporaryDir dir;
    Workspace workspace = workspaceOf(60000);
    for (qsizetype i = 0; i < workspace.sitemaps[0].entries.size(); i += 3)
        workspace.sitemaps[0].entries[i].setChangefreq(ChangeFreq::Weekly);
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    options.gzip = true;
    const ExportPlan plan = Exporter(workspace).plan(options);
    const ExportResult result = Exporter(workspace).write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(plan.files.size(), 2);
    for (const ExportFile &file : plan.files) {
        const QString path = dir.filePath(u"out/"_s + file.name);
        const QByteArray stored = readAll(path);
        // The same XML, deflated by zlib at level 6 with gzip framing.
        const Workspace back = Loader::open(path);
        QCOMPARE(back.root().entries.size(), file.urlCount());
        QByteArray xml = InputSource::fromBytes(stored, path).documents().first().data;
        QCOMPARE(xml.size(), file.bytes);
        z_stream stream {};
        QCOMPARE(deflateInit2(&stream, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
        QByteArray zlib(qsizetype(deflateBound(&stream, uLong(xml.size()))), Qt::Uninitialized);
        stream.next_in = reinterpret_cast<Bytef *>(xml.data());
        stream.avail_in = uInt(xml.size());
        stream.next_out = reinterpret_cast<Bytef *>(zlib.data());
        stream.avail_out = uInt(zlib.size());
        QCOMPARE(deflate(&stream, Z_FINISH), Z_STREAM_END);
        const qint64 zlibSize = qint64(stream.total_out);
        deflateEnd(&stream);
        qInfo("%s: %lld bytes, zlib -6 would make %lld", qPrintable(file.name),
              qint64(stored.size()), zlibSize);
        QVERIFY2(stored.size() <= zlibSize * 101 / 100,
                 qPrintable(u"%1 is %2 bytes, zlib level 6 makes %3"_s.arg(file.name)
                                .arg(stored.size())
                                .arg(zlibSize)));
        QProcess test;
        test.start(gzip, { u"-t"_s, path });
        QVERIFY(test.waitForFinished(60000));
        QCOMPARE(test.exitCode(), 0);
    }
}

void TestExporter::scope()
{
    Workspace workspace;
    Sitemap sitemap;
    sitemap.source.location = u"in.xml"_s;
    for (const char *loc : { "https://example.com/blog/a", "https://example.com/shop/b",
                             "https://www.example.com/blog/c", "http://example.com/blog/d",
                             "https://other.org/blog/e", "https://example.com/blog/f" })
        sitemap.entries.append(UrlEntry(QString::fromLatin1(loc)));
    workspace.sitemaps.append(sitemap);
    ExportOptions options = optionsFor(u"unused"_s);
    options.baseUrl = u"https://example.com/blog/"_s;
    const ExportPlan plan = Exporter(workspace).plan(options);
    // Reported, not blocking (cross submission through robots.txt is allowed).
    QVERIFY(plan.isWritable());
    QList<QPair<qsizetype, QString>> got;
    for (const Finding &f : plan.findings)
        got.append({ f.entryIndex, QString(f.ruleId) });
    const QList<QPair<qsizetype, QString>> expected {
        { 1, u"SM402"_s }, { 2, u"SM403"_s }, { 3, u"SM402"_s }, { 4, u"SM402"_s }
    };
    QCOMPARE(got, expected);
    // The ids are the catalogue's.
    for (const Finding &f : plan.findings)
        QVERIFY(f.rule());

    options.baseUrl = u"ftp://example.com/"_s;
    QVERIFY(!Exporter(workspace).plan(options).isWritable());
    options.baseUrl.clear();
    QVERIFY(!Exporter(workspace).plan(options).isWritable());
}

void TestExporter::chosenEntries()
{
    Workspace workspace = workspaceOf(10);
    Sitemap second;
    second.entries.append(UrlEntry(Base + u"second"_s));
    workspace.sitemaps.append(second);
    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    const QList<EntryRef> chosen { { 1, 0 }, { 0, 7 }, { 0, 2 } };
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options, chosen);
    QVERIFY2(plan.isWritable(), qPrintable(plan.errors.join(u'\n')));
    QCOMPARE(plan.urlCount(), 3);
    QVERIFY(exporter.write(plan).ok());
    const Workspace back = Loader::open(QDir(options.target).filePath(u"sitemap_index.xml"_s));
    QString why;
    QVERIFY2(sameEntries(urlEntries(back), planned(workspace, plan), &why), qPrintable(why));
    QCOMPARE(urlEntries(back).first().loc(), Base + u"second"_s);

    // A reference outside the workspace is an error, not a crash.
    QVERIFY(!exporter.plan(options, { { 0, 99 } }).isWritable());
}

void TestExporter::zipBundle()
{
    const Workspace workspace = workspaceOf(5000);
    for (const bool gzip : { false, true }) {
        QTemporaryDir dir;
        ExportOptions options = optionsFor(dir.filePath(u"bundle.zip"_s));
        options.zip = true;
        options.gzip = gzip;
        options.maxUrls = 2000;
        Exporter exporter(workspace);
        const ExportPlan plan = exporter.plan(options);
        const ExportResult result = exporter.write(plan);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(directoryListing(dir.path()).size(), 1); // the bundle alone, no staging left
        QCOMPARE(result.storedBytes, QFileInfo(options.target).size());

        // Each entry, read with QuaZip: the names of the plan, the planned bytes.
        QuaZip zip(options.target);
        QVERIFY(zip.open(QuaZip::mdUnzip));
        QStringList names;
        for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
            QuaZipFile file(&zip);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QByteArray data = file.readAll();
            file.close();
            QCOMPARE(file.getZipError(), UNZ_OK); // the CRC matched
            const QString name = zip.getCurrentFileName();
            names.append(name);
            if (name.endsWith(u".gz")) {
                const InputSource::GunzipResult unpacked = InputSource::gunzip(data, 1 << 30);
                QVERIFY(!unpacked.incomplete);
                data = unpacked.data;
            }
            QVERIFY2(xmlError(data).isEmpty(), qPrintable(name));
            const qsizetype at = plan.fileNames().indexOf(name);
            QVERIFY(at >= 0);
            QCOMPARE(data.size(),
                     at < plan.files.size() ? plan.files.at(at).bytes : plan.indexBytes);
        }
        QCOMPARE(names, plan.fileNames());
        // And through the loader, as the editor opens a bundle: every URL, in order. (The
        // reader does not open .gz entries inside a bundle; those are read one by one.)
        QList<UrlEntry> back;
        if (gzip) {
            QuaZip again(options.target);
            QVERIFY(again.open(QuaZip::mdUnzip));
            for (bool more = again.goToFirstFile(); more; more = again.goToNextFile()) {
                QuaZipFile file(&again);
                QVERIFY(file.open(QIODevice::ReadOnly));
                if (again.getCurrentFileName().endsWith(u".gz"))
                    back += urlEntries(Loader::openBytes(file.readAll(), u"part"_s));
            }
        } else {
            back = urlEntries(Loader::open(options.target));
        }
        QString why;
        QVERIFY2(sameEntries(back, urlEntries(workspace), &why), qPrintable(why));
    }
}

void TestExporter::cancel()
{
    const Workspace workspace = workspaceOf(60000);
    for (const bool existing : { false, true }) {
        QTemporaryDir dir;
        ExportOptions options = optionsFor(dir.filePath(u"out"_s));
        options.maxUrls = 5000;
        options.gzip = true;
        options.overwrite = true;
        if (existing) {
            QDir().mkpath(options.target);
            QFile old(QDir(options.target).filePath(u"sitemap-1.xml.gz"_s));
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old");
        }
        const QStringList before = directoryListing(dir.path());
        Exporter exporter(workspace);
        const ExportPlan plan = exporter.plan(options);
        int calls = 0;
        // Cancelled from within the work, as a GUI's Cancel reaches it from another thread.
        connect(
            &exporter, &Exporter::progress, &exporter,
            [&](qint64 done, qint64 total) {
                QVERIFY(done <= total);
                if (++calls == 3)
                    exporter.cancel();
            },
            Qt::DirectConnection);
        const ExportResult result = exporter.write(plan);
        QCOMPARE(result.status, ExportResult::Status::Cancelled);
        QVERIFY(calls >= 3);
        QCOMPARE(result.notWritten, plan.fileNames());
        QVERIFY(result.error.contains(u"sitemap-12.xml.gz"_s));
        QCOMPARE(directoryListing(dir.path()), before);

        // The next write goes through.
        disconnect(&exporter, nullptr, nullptr, nullptr);
        QVERIFY(exporter.write(plan).ok());
        checkWrittenFiles(options.target, plan);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestExporter::failingDisk_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("read-only folder") << u"readonly"_s;
    QTest::newRow("parent is a file") << u"parentfile"_s;
    QTest::newRow("file size limit mid-write") << u"fsize"_s;
    QTest::newRow("file size limit in the last write") << u"fsize-small"_s;
}

void TestExporter::failingDisk()
{
    QFETCH(QString, how);
    // Small files are written in one write each, below Qt's write buffer.
    const bool small = how == u"fsize-small";
    const Workspace workspace = workspaceOf(small ? 300 : 30000);
    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"site/out"_s));
    options.maxUrls = small ? 20 : 5000;
    QDir().mkpath(dir.filePath(u"site"_s));
    if (how == u"parentfile") {
        QFile file(dir.filePath(u"site/file"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        options.target = dir.filePath(u"site/file/out"_s);
    }
    const QStringList before = directoryListing(dir.path());
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options);
    ExportResult result;
    if (how == u"readonly") {
        ReadOnlyFolder readOnly(dir.filePath(u"site"_s));
        if (!readOnly.works())
            QSKIP("This system offers no way to make a folder read-only for this process");
        result = exporter.write(plan);
    } else if (how == u"fsize" || how == u"fsize-small") {
        // The process may write no file beyond the limit: the first slices go through, then
        // the disk "fills" half-way through a file (EFBIG), as a full disk fails a write.
        // Files below a slice and below Qt's write buffer fail only when flushed.
        const rlim_t limit = how == u"fsize" ? 256 * 1024 : 1500;
        if (small)
            QVERIFY2(plan.files.first().bytes > qint64(limit) && plan.files.first().bytes < 16384,
                     qPrintable(QString::number(plan.files.first().bytes)));
        FileSizeLimit full(limit);
        QVERIFY(full.works());
        result = exporter.write(plan);
    } else {
        result = exporter.write(plan);
    }
    QCOMPARE(result.status, ExportResult::Status::Failed);
    QVERIFY(!result.error.isEmpty());
    QCOMPARE(result.notWritten, plan.fileNames());
    QVERIFY(result.written.isEmpty());
    if (how.startsWith(u"fsize"))
        QVERIFY2(result.error.contains(u"sitemap-"_s), qPrintable(result.error));
    QVERIFY2(result.error.contains(u"Not written: sitemap-1.xml"_s), qPrintable(result.error));
    QCOMPARE(directoryListing(dir.path()), before);
}

void TestExporter::existingTarget()
{
    const Workspace workspace = workspaceOf(300);
    QTemporaryDir dir;
    ExportOptions options = optionsFor(dir.filePath(u"out"_s));
    options.maxUrls = 100;
    QDir().mkpath(options.target);
    auto put = [&](const QString &name, const QByteArray &bytes) {
        QFile file(QDir(options.target).filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    put(u"sitemap-2.xml"_s, "old two");
    put(u"robots.txt"_s, "User-agent: *\n");
    const QStringList before = directoryListing(dir.path());

    Exporter exporter(workspace);
    ExportPlan plan = exporter.plan(options);
    QCOMPARE(Exporter::existingTargets(plan),
             QStringList { QDir(options.target).filePath(u"sitemap-2.xml"_s) });
    ExportResult result = exporter.write(plan);
    QCOMPARE(result.status, ExportResult::Status::TargetExists);
    QCOMPARE(result.existing, Exporter::existingTargets(plan));
    QCOMPARE(directoryListing(dir.path()), before);

    // With consent: replaced, and what the export does not write is left alone.
    options.overwrite = true;
    plan = exporter.plan(options);
    result = exporter.write(plan);
    QVERIFY2(result.ok(), qPrintable(result.error));
    checkWrittenFiles(options.target, plan);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(readAll(QDir(options.target).filePath(u"robots.txt"_s)),
             QByteArray("User-agent: *\n"));
    QStringList after
        = QDir(options.target).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    QCOMPARE(after,
             QStringList({ u"robots.txt"_s, u"sitemap-1.xml"_s, u"sitemap-2.xml"_s,
                           u"sitemap-3.xml"_s, u"sitemap_index.xml"_s }));

    // A folder where a file goes is never replaced, consent or not.
    QDir().mkpath(QDir(options.target).filePath(u"sitemap-4.xml"_s));
    options.maxUrls = 50;
    plan = exporter.plan(options);
    const QStringList beforeFolder = directoryListing(dir.path());
    result = exporter.write(plan);
    QCOMPARE(result.status, ExportResult::Status::Failed);
    QVERIFY(result.error.contains(u"sitemap-4.xml"_s));
    QCOMPARE(directoryListing(dir.path()), beforeFolder);

    // A zip bundle that exists.
    options = optionsFor(dir.filePath(u"b.zip"_s));
    options.zip = true;
    options.maxUrls = 100;
    {
        QFile file(options.target);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a zip");
    }
    plan = exporter.plan(options);
    QCOMPARE(exporter.write(plan).status, ExportResult::Status::TargetExists);
    QCOMPARE(readAll(options.target), QByteArray("not a zip"));
    options.overwrite = true;
    QVERIFY(exporter.write(exporter.plan(options)).ok());
    QCOMPARE(Loader::open(options.target).sitemaps.size(), 4);
}

QTEST_GUILESS_MAIN(TestExporter)
#include "tst_exporter.moc"
