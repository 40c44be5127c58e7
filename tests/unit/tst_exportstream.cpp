// ExportStream against Exporter: fed a document at a time, in pieces of any size, the stream
// writes the same files, byte for byte, as the plan of the whole workspace, with the same
// plan (names, URLs, sizes, news, lastmods), findings and errors; its roots learn what the
// entries use through a survey when the first pass meets an extension; and it leaves the
// target untouched until finish(), and nothing behind when it fails or is dropped.

#include "dirlisting.h"
#include "exportcheck.h"
#include "faultinjection.h"
#include "io/loader.h"
#include "io/writing/exporter.h"
#include "io/writing/exportstream.h"
#include "testpaths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

const QString Base = u"https://www.example-shop.com/"_s;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A shop's URLs: long paths, queries, an IDN path, some relative and some not URLs at all, a
// few on another host; every 7th with images, every 11th with hreflang, every 13th with a
// video, every 17th a news article; lastmods that vary.
Workspace shop(qsizetype count, qsizetype sitemaps)
{
    Workspace workspace;
    for (qsizetype s = 0; s < sitemaps; ++s) {
        Sitemap sitemap;
        sitemap.source.location = u"shop-%1.xml"_s.arg(s + 1);
        for (qsizetype i = s * count; i < (s + 1) * count; ++i) {
            QString loc;
            if (i % 97 == 5)
                loc = u"/relative/page-%1"_s.arg(i); // resolved against the base URL
            else if (i % 101 == 7)
                loc = u"not a url %1"_s.arg(i); // left out
            else if (i % 89 == 3)
                loc = u"https://cdn.example.net/asset-%1"_s.arg(i); // another host
            else if (i % 5 == 0)
                loc = Base + u"de/bücher/romane/buch-%1?seite=2&sort=preis"_s.arg(i);
            else
                loc = Base
                    + u"en-gb/collections/outdoor-and-garden-furniture/products/teak-table-%1"
                      u"?colour=natural&size=large&utm_source=newsletter"_s.arg(i);
            UrlEntry entry(loc);
            entry.setLastmod(
                W3cDateTime::fromString(u"20%1-%2-%3"_s.arg(20 + i % 5)
                                            .arg(1 + (i * 7) % 12, 2, 10, QChar(u'0'))
                                            .arg(1 + (i * 13) % 28, 2, 10, QChar(u'0'))));
            if (i % 7 == 0) {
                Image image;
                image.setValue(ImageField::Loc, Base + u"img/%1.jpg"_s.arg(i));
                entry.mutableImages() = { image, image };
            }
            if (i % 11 == 0) {
                Alternate alternate;
                alternate.rel = u"alternate"_s;
                alternate.hreflang = u"de"_s;
                alternate.href = Base + u"de/%1"_s.arg(i);
                entry.mutableAlternates() = { alternate };
            }
            if (i % 13 == 0) {
                Video video;
                video.setValue(VideoField::ThumbnailLoc, Base + u"thumb/%1.jpg"_s.arg(i));
                video.setValue(VideoField::Title, u"Video <%1> & more"_s.arg(i));
                video.setValue(VideoField::Description, u"A table in the garden"_s);
                video.setValue(VideoField::ContentLoc, Base + u"video/%1.mp4"_s.arg(i));
                entry.mutableVideos() = { video };
            }
            if (i % 17 == 0) {
                News news;
                news.setValue(NewsField::PublicationName, u"The Example Times"_s);
                news.setValue(NewsField::PublicationLanguage, u"en"_s);
                news.setValue(NewsField::PublicationDate, u"2024-05-01"_s);
                news.setValue(NewsField::Title, u"Story %1"_s.arg(i));
                entry.mutableNews() = { news };
            }
            sitemap.entries.append(entry);
        }
        workspace.sitemaps.append(sitemap);
    }
    return workspace;
}

// Every file of a folder, by name.
QMap<QString, QByteArray> filesIn(const QString &folder)
{
    QMap<QString, QByteArray> files;
    const QDir dir(folder);
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden, QDir::Name))
        files.insert(name, readAll(dir.filePath(name)));
    return files;
}

// Streams `workspace` as the CLI does: an optimistic pass, and when it needs the layout a
// survey and a pass with it. Entries go in pieces of `piece`.
ExportResult stream(const Workspace &workspace, const ExportOptions &options, qsizetype piece,
                    ExportPlan *plan, int *passes)
{
    ExportStream::Layout layout;
    *passes = 0;
    for (const ExportStream::Mode mode :
         { ExportStream::Mode::Write, ExportStream::Mode::Survey, ExportStream::Mode::Write }) {
        ++*passes;
        ExportStream export_(options, layout, mode);
        for (const Sitemap &sitemap : workspace.sitemaps) {
            if (sitemap.isIndex())
                continue;
            const qint32 source = export_.addSource(sitemap);
            for (qsizetype at = 0; at < sitemap.entries.size(); at += piece)
                export_.addEntries(source, sitemap.entries.mid(at, piece));
        }
        if (mode == ExportStream::Mode::Survey) {
            layout = export_.layout();
            continue;
        }
        if (export_.needsLayout())
            continue;
        const ExportResult result = export_.finish();
        *plan = export_.plan();
        return result;
    }
    return {};
}

// Asserts that the stream writes what Exporter writes for `workspace` with `options`.
void compareWithPlan(const Workspace &workspace, ExportOptions options, qsizetype piece,
                     int expectedPasses = 0)
{
    QTemporaryDir dir;
    options.target = dir.filePath(u"plan"_s);
    Exporter exporter(workspace);
    const ExportPlan expected = exporter.plan(options);
    const ExportResult written = expected.isWritable() ? exporter.write(expected) : ExportResult();

    options.target = dir.filePath(u"stream"_s);
    ExportPlan plan;
    int passes = 0;
    const ExportResult result = stream(workspace, options, piece, &plan, &passes);
    if (expectedPasses > 0)
        QCOMPARE(passes, expectedPasses);

    QCOMPARE(plan.errors, expected.errors);
    QCOMPARE(result.ok(), written.ok());
    QCOMPARE(plan.urlCount(), expected.urlCount());
    QCOMPARE(plan.files.size(), expected.files.size());
    for (qsizetype f = 0; f < plan.files.size(); ++f) {
        const ExportFile &a = plan.files.at(f);
        const ExportFile &b = expected.files.at(f);
        QCOMPARE(a.name, b.name);
        QCOMPARE(a.urlCount(), b.urlCount());
        QCOMPARE(a.bytes, b.bytes);
        QCOMPARE(a.news, b.news);
        QCOMPARE(a.newestLastmod.toString(), b.newestLastmod.toString());
    }
    QCOMPARE(plan.indexBytes, expected.indexBytes);
    QCOMPARE(plan.findings.size() + plan.findingsNotListed,
             expected.findings.size() + expected.findingsNotListed);
    for (qsizetype i = 0; i < qMin(plan.findings.size(), expected.findings.size()); ++i) {
        QCOMPARE(plan.findings.at(i).ruleId, expected.findings.at(i).ruleId);
        QCOMPARE(plan.findings.at(i).message, expected.findings.at(i).message);
        QCOMPARE(plan.findings.at(i).line, expected.findings.at(i).line);
    }
    QCOMPARE(plan.leftOut.size() + plan.leftOutNotListed, qsizetype(expected.leftOut.size()));
    if (!written.ok()) {
        QVERIFY(!QFileInfo::exists(options.target)); // nothing, not even a staging folder
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList { u"plan"_s }.mid(QFileInfo::exists(dir.filePath(u"plan"_s)) ? 0 : 1));
        return;
    }
    QCOMPARE(result.files, written.files);
    QCOMPARE(result.urls, written.urls);
    QCOMPARE(result.uncompressedBytes, written.uncompressedBytes);
    QCOMPARE(result.storedBytes, written.storedBytes);
    QCOMPARE(result.robotsLines, written.robotsLines);
    const QMap<QString, QByteArray> mine = filesIn(dir.filePath(u"stream"_s));
    const QMap<QString, QByteArray> theirs = filesIn(dir.filePath(u"plan"_s));
    QCOMPARE(mine.keys(), theirs.keys());
    for (auto it = theirs.cbegin(); it != theirs.cend(); ++it)
        QVERIFY2(mine.value(it.key()) == it.value(), qPrintable(it.key()));
    Testing::checkWrittenFiles(dir.filePath(u"stream"_s), plan);
}

// The segments of "folder:3", "language", "type" or "patterns" (books and furniture).
Segmenter segmentsOf(const QString &value)
{
    if (value.startsWith(u"folder"))
        return Segmenter::byFolder(value.section(u':', 1).toInt());
    if (value == u"language")
        return Segmenter::byLanguage();
    if (value == u"type")
        return Segmenter::byType();
    return Segmenter::byPatterns(
        { { u"books"_s, QRegularExpression(u"/b(ü|%C3%BC)cher/"_s) },
          { u"furniture"_s, QRegularExpression(u"teak-table-[0-9]*[05]\\?"_s) },
          { u"books"_s, QRegularExpression(u"/romane/"_s) } },
        u"pattern:patterns.txt"_s);
}

ExportOptions optionsOf(const QString &flags)
{
    ExportOptions options;
    options.baseUrl = Base;
    for (const QString &flag : flags.split(u' ', Qt::SkipEmptyParts)) {
        const QString name = flag.section(u'=', 0, 0);
        const QString value = flag.section(u'=', 1);
        if (name == u"gzip")
            options.gzip = true;
        else if (name == u"pretty")
            options.pretty = true;
        else if (name == u"urls")
            options.maxUrls = value.toLongLong();
        else if (name == u"bytes")
            options.maxBytes = value.toLongLong();
        else if (name == u"news")
            options.maxNews = value.toLongLong();
        else if (name == u"pattern")
            options.pattern = value;
        else if (name == u"index")
            options.indexName = value;
        else if (name == u"separate")
            options.separateNews = options.separateVideos = options.separateImages = true;
        else if (name == u"base")
            options.baseUrl = value;
        else if (name == u"group")
            options.segments = segmentsOf(value);
    }
    return options;
}

} // namespace

class TestExportStream : public QObject
{
    Q_OBJECT

private slots:
    void sameFilesAsThePlan_data();
    void sameFilesAsThePlan();
    void samples_data();
    void samples();
    void corpus();
    void aPlainListNeedsNoSurvey();
    void aForeignNamespaceIsDeclared();
    void errorsLeaveNothing_data();
    void errorsLeaveNothing();
    void existingFilesAreKept();
    void droppedStreamLeavesNothing();
    void failingDisk_data();
    void failingDisk();
};

void TestExportStream::sameFilesAsThePlan_data()
{
    QTest::addColumn<QString>("flags");
    QTest::addColumn<qsizetype>("piece");
    QTest::newRow("defaults, one piece") << QString() << qsizetype(1000000);
    QTest::newRow("files of 250, pieces of 37") << u"urls=250"_s << qsizetype(37);
    QTest::newRow("gzip, pretty, pieces of 1") << u"gzip pretty urls=400"_s << qsizetype(1);
    QTest::newRow("files of 60 KB") << u"bytes=60000"_s << qsizetype(500);
    QTest::newRow("news files of 9") << u"news=9 urls=700"_s << qsizetype(123);
    QTest::newRow("separate, kinds and sections")
        << u"separate urls=300 pattern=sitemap-{kind}-{section}-{n:3}.xml"_s << qsizetype(999);
    QTest::newRow("sections, gzip index")
        << u"pattern={section}_{n}.xml index=all.xml.gz gzip"_s << qsizetype(4096);
    QTest::newRow("base in a folder")
        << u"base=https://www.example-shop.com/en-gb/ urls=2000"_s << qsizetype(10000);
    QTest::newRow("no index") << u"index= urls=800"_s << qsizetype(300);
    QTest::newRow("segments by folder, gzip") << u"group=folder gzip urls=1500"_s << qsizetype(777);
    QTest::newRow("segments by folder:3, pattern with {section}")
        << u"group=folder:3 pattern={section}.{n:2}.xml urls=900"_s << qsizetype(5000);
    QTest::newRow("segments by language") << u"group=language urls=1000"_s << qsizetype(64);
    QTest::newRow("segments by type, separate")
        << u"group=type separate bytes=300000"_s << qsizetype(2500);
    QTest::newRow("segments by patterns, no index")
        << u"group=patterns index= urls=2500"_s << qsizetype(1000);
}

void TestExportStream::sameFilesAsThePlan()
{
    QFETCH(QString, flags);
    QFETCH(qsizetype, piece);
    // 3 sitemaps of 4,000 URLs: the extensions come early, so the first pass needs a survey.
    const Workspace workspace = shop(4000, 3);
    compareWithPlan(workspace, optionsOf(flags), piece, 3);
}

void TestExportStream::samples_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &name : QDir(TestPaths::data(QString())).entryList(QDir::Files)) {
        if (name.endsWith(u".xml") || name.endsWith(u".gz") || name.endsWith(u".txt"))
            QTest::newRow(qPrintable(name)) << TestPaths::data(name);
    }
}

namespace {

// Every file (sitemaps, indexes with their children, feeds, text lists, robots.txt): in files
// of 3 URLs or 20 KB, so that every file has several; and whole, gzipped.
void exportBothWays(const QString &path)
{
    const Workspace workspace = Loader::open(path);
    if (workspace.root().failed)
        return; // export refuses it before planning
    // Several files each, and not thousands (a folder of thousands of new files costs the
    // file system more than the test is about).
    qsizetype urls = 0;
    for (const Sitemap &sitemap : workspace.sitemaps)
        urls += sitemap.isIndex() ? 0 : sitemap.entries.size();
    compareWithPlan(workspace, optionsOf(urls < 300 ? u"urls=3 pretty"_s : u"bytes=20000 pretty"_s),
                    2);
    if (QTest::currentTestFailed())
        return;
    compareWithPlan(workspace, optionsOf(u"gzip"_s), 1000);
}

} // namespace

void TestExportStream::samples()
{
    QFETCH(QString, path);
    exportBothWays(path);
}

void TestExportStream::corpus()
{
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    QDirIterator it(TestPaths::corpusDir(), QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(u".tsv") || path.endsWith(u".md"))
            continue;
        ++files;
        exportBothWays(path);
        if (QTest::currentTestFailed()) {
            qWarning("in %s", qPrintable(path));
            return;
        }
    }
    qInfo("%d corpus files exported both ways", files);
}

void TestExportStream::aPlainListNeedsNoSurvey()
{
    // URLs without extensions, as a text list or a database export gives them: one pass.
    Workspace workspace = shop(3000, 2);
    for (Sitemap &sitemap : workspace.sitemaps)
        for (UrlEntry &entry : sitemap.entries)
            entry = UrlEntry(entry.loc());
    compareWithPlan(workspace, optionsOf(u"urls=700 gzip"_s), 512, 1);
}

void TestExportStream::aForeignNamespaceIsDeclared()
{
    // A source's own prefix (an unknown extension) reaches every root, as Exporter declares
    // it: the first pass stops at the source, the survey learns it.
    Workspace workspace = Loader::open(TestPaths::data(u"urlset-escaped-every-extension.xml"_s));
    QVERIFY(!workspace.root().failed);
    Sitemap plain;
    plain.source.location = u"plain.xml"_s;
    plain.namespaces.append({ u"mobile"_s, u"http://www.google.com/schemas/sitemap-mobile/1.0"_s });
    for (int i = 0; i < 10; ++i)
        plain.entries.append(UrlEntry(Base + u"plain/%1"_s.arg(i)));
    workspace.sitemaps.prepend(plain);
    compareWithPlan(workspace, optionsOf(u"urls=4"_s), 3, 3);
}

void TestExportStream::errorsLeaveNothing_data()
{
    QTest::addColumn<QString>("flags");
    QTest::newRow("an entry larger than a file") << u"bytes=300"_s;
    QTest::newRow("no {n} for many files") << u"urls=100 pattern=all.xml"_s;
    QTest::newRow("two files of one name")
        << u"urls=100 pattern=sitemap-{n}.xml index=sitemap-2.xml"_s;
    QTest::newRow("no base URL") << u"base="_s;
    QTest::newRow("more files than an index lists") << u"urls=1 bytes=2000"_s;
}

void TestExportStream::errorsLeaveNothing()
{
    // What Exporter refuses, the stream refuses with the same words, after writing its files
    // into the staging folder: nothing reaches the target, and the staging folder is gone.
    QFETCH(QString, flags);
    const Workspace workspace = shop(
        QLatin1StringView(QTest::currentDataTag()) == "more files than an index lists"_L1 ? 26000
                                                                                          : 2000,
        2);
    compareWithPlan(workspace, optionsOf(flags), 777);
}

void TestExportStream::existingFilesAreKept()
{
    QTemporaryDir dir;
    Workspace workspace = shop(1000, 1);
    for (UrlEntry &entry : workspace.sitemaps[0].entries)
        entry = UrlEntry(entry.loc());
    ExportOptions options = optionsOf(u"urls=300"_s);
    options.target = dir.path();
    QFile other(dir.filePath(u"sitemap-2.xml"_s));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("mine");
    other.close();
    {
        ExportPlan plan;
        int passes = 0;
        const ExportResult result = stream(workspace, options, 100, &plan, &passes);
        QCOMPARE(result.status, ExportResult::Status::TargetExists);
        QVERIFY(result.error.contains(u"sitemap-2.xml"_s));
        QCOMPARE(readAll(dir.filePath(u"sitemap-2.xml"_s)), "mine");
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList { u"sitemap-2.xml"_s });
    }
    // An index in the way is found before any file is written.
    QVERIFY(QFile::rename(dir.filePath(u"sitemap-2.xml"_s), dir.filePath(u"sitemap_index.xml"_s)));
    {
        ExportStream export_(options);
        const qint32 source = export_.addSource(workspace.root());
        export_.addEntries(source, workspace.root().entries);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList { u"sitemap_index.xml"_s });
        const ExportResult result = export_.finish();
        QCOMPARE(result.status, ExportResult::Status::TargetExists);
    }
    QCOMPARE(readAll(dir.filePath(u"sitemap_index.xml"_s)), "mine");
    // With consent, replaced.
    options.overwrite = true;
    ExportPlan plan;
    int passes = 0;
    QVERIFY(stream(workspace, options, 100, &plan, &passes).ok());
    QCOMPARE(plan.files.size(), 4);
    QVERIFY(readAll(dir.filePath(u"sitemap_index.xml"_s)).contains("sitemap-4.xml"));
}

void TestExportStream::droppedStreamLeavesNothing()
{
    // Files already closed and written into the staging folder go with the stream.
    QTemporaryDir dir;
    Workspace workspace = shop(5000, 1);
    for (UrlEntry &entry : workspace.sitemaps[0].entries)
        entry = UrlEntry(entry.loc());
    ExportOptions options = optionsOf(u"urls=100 gzip"_s);
    options.target = dir.filePath(u"out"_s);
    {
        ExportStream export_(options);
        const qint32 source = export_.addSource(workspace.root());
        export_.addEntries(source, workspace.root().entries);
        QVERIFY(!export_.needsLayout());
        // The staging folder beside the target holds the closed files.
        const QStringList staged
            = QDir(dir.path()).entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
        QCOMPARE(staged.size(), 1);
        QVERIFY(staged.constFirst().startsWith(u".out.export-"_s));
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList());
}

void TestExportStream::failingDisk_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("read-only folder") << u"readonly"_s;
    QTest::newRow("parent is a file") << u"parentfile"_s;
    QTest::newRow("file size limit mid-write") << u"fsize"_s;
}

void TestExportStream::failingDisk()
{
    // A disk that refuses the files (a read-only folder, a file where the folder should be, a
    // disk that fills half-way through a file): Failed, with why and which files were not
    // written, and nothing left anywhere.
    QFETCH(QString, how);
    QTemporaryDir dir;
    Workspace workspace = shop(6000, 1);
    for (UrlEntry &entry : workspace.sitemaps[0].entries)
        entry = UrlEntry(entry.loc());
    ExportOptions options = optionsOf(u"urls=1500"_s);
    options.target = dir.filePath(u"site/out"_s);
    QDir().mkpath(dir.filePath(u"site"_s));
    if (how == u"parentfile") {
        QFile file(dir.filePath(u"site/file"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        options.target = dir.filePath(u"site/file/out"_s);
    }
    const QStringList before = directoryListing(dir.path());
    ExportPlan plan;
    int passes = 0;
    ExportResult result;
    if (how == u"readonly") {
        Testing::ReadOnlyFolder readOnly(dir.filePath(u"site"_s));
        if (!readOnly.works())
            QSKIP("This system offers no way to make a folder read-only for this process");
        result = stream(workspace, options, 1000, &plan, &passes);
    } else if (how == u"fsize") {
        Testing::FileSizeLimit full(64 * 1024);
        QVERIFY(full.works());
        result = stream(workspace, options, 1000, &plan, &passes);
    } else {
        result = stream(workspace, options, 1000, &plan, &passes);
    }
    QCOMPARE(passes, 1);
    QCOMPARE(result.status, ExportResult::Status::Failed);
    QVERIFY(result.written.isEmpty());
    QCOMPARE(result.notWritten, plan.fileNames());
    QCOMPARE(plan.files.size(), 4);
    if (how == u"fsize")
        QVERIFY2(result.error.contains(u"File 1 of the export"_s), qPrintable(result.error));
    QVERIFY2(result.error.contains(u"Not written: sitemap-1.xml, sitemap-2.xml"_s),
             qPrintable(result.error));
    QCOMPARE(directoryListing(dir.path()), before);
}

QTEST_GUILESS_MAIN(TestExportStream)
#include "tst_exportstream.moc"
