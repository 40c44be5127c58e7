// checkFileByFile() against Checker::checkAll() over the whole workspace: the same findings,
// equal in every member (rule, message, entry, field, line and column after FieldLocator, the
// related entry), in the same order, for indexes whose files repeat each other's URLs (the
// same bytes, and the same URL spelt otherwise), link to each other with hreflang (with and
// without the link back), nest, fail to read, are missing or listed twice; and for every index
// of the corpus.

#include "io/fieldlocator.h"
#include "io/loader.h"
#include "io/writing/gzip.h"
#include "review/filebyfilecheck.h"
#include "rules/checker.h"
#include "testpaths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <QThread>
#include <QThreadPool>

#include <atomic>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray urlset(const QList<QByteArray> &entries)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                     "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    for (const QByteArray &entry : entries)
        xml += "  <url>\n" + entry + "  </url>\n";
    return xml + "</urlset>\n";
}

QByteArray page(const QByteArray &loc, const QByteArray &more = {})
{
    return "    <loc>" + loc + "</loc>\n    <lastmod>2024-05-01</lastmod>\n" + more;
}

QByteArray alternate(const QByteArray &language, const QByteArray &href)
{
    return "    <xhtml:link rel=\"alternate\" hreflang=\"" + language + "\" href=\"" + href
        + "\"/>\n";
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

const QByteArray Shop = "https://www.example-shop.com/";

// The whole check, as `check` did it before files were checked one at a time.
QList<Finding> wholeCheck(const QString &path, Workspace *workspace)
{
    *workspace = Loader::open(path);
    Checker checker;
    checker.checkAll(*workspace);
    QList<Finding> findings = checker.findings();
    FieldLocator fields(workspace);
    fields.locate(findings);
    for (Finding &f : findings)
        f.line = fields.lineOf(f);
    return findings;
}

QString describe(const Finding &f)
{
    return u"sitemap %1 entry %2 item %3 line %4:%5 %6 [%7] related %8/%9: %10"_s.arg(f.sitemap)
        .arg(f.entryIndex)
        .arg(f.item)
        .arg(f.line)
        .arg(f.column)
        .arg(int(f.field))
        .arg(f.ruleId)
        .arg(f.relatedSitemap)
        .arg(f.relatedEntry)
        .arg(f.message);
}

// Asserts that the two checks of `path` agree; returns the number of findings.
qsizetype compareChecks(const QString &path)
{
    Workspace whole;
    const QList<Finding> expected = wholeCheck(path, &whole);
    Workspace workspace;
    QList<Finding> found;
    QString changed;
    Checker checker;
    const bool byFile
        = checkFileByFile(path, LoadOptions(), nullptr, checker, &workspace, &found, &changed);
    if (!byFile) {
        // Nothing to drop: the caller checks the workspace as a whole.
        if (!workspace.root().failed) {
            checker.checkAll(workspace);
            found = checker.findings();
            FieldLocator fields(&workspace);
            fields.locate(found);
            for (Finding &f : found)
                f.line = fields.lineOf(f);
        } else {
            found = expected;
        }
    }
    [&] {
        QVERIFY(changed.isEmpty());
        for (qsizetype i = 0; i < qMin(found.size(), expected.size()); ++i)
            QCOMPARE(describe(found.at(i)), describe(expected.at(i)));
        QCOMPARE(found.size(), expected.size());
        QVERIFY(found == expected);
    }();
    return byFile ? expected.size() : -1;
}

// Writes `text` (a list or table of a few pieces) as `path`, asserts that checking it a piece
// at a time agrees with the whole check, and returns the whole check's findings.
QList<Finding> checkedInPieces(const QString &path, const QByteArray &text)
{
    QList<Finding> all;
    [&] {
        QVERIFY(text.size() > 2 * 8 * 1024 * 1024); // Loader::openTextInPieces's 8 MB
        writeFile(path, text);
        const qsizetype found = compareChecks(path);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(found > 0); // checked in pieces
        Workspace whole;
        all = wholeCheck(path, &whole);
    }();
    return all;
}

qsizetype countOf(const QList<Finding> &findings, QLatin1StringView rule)
{
    return std::count_if(findings.cbegin(), findings.cend(),
                         [&](const Finding &f) { return f.ruleId == rule; });
}

} // namespace

class TestFileByFileCheck : public QObject
{
    Q_OBJECT

private slots:
    void sameAsTheWholeCheck();
    void corpus();
    void aFileChangedBetweenTheReads();
    void aTextListInPieces();
    void aTableInPieces_data();
    void aTableInPieces();
    void childrenHandedOnInOrderWhileTheNextAreRead();
};

void TestFileByFileCheck::sameAsTheWholeCheck()
{
    QTemporaryDir dir;
    const QDir d(dir.path());
    // a.xml: a duplicate inside the file, an hreflang cluster with c.xml (en → de, de links
    // back; en → fr, fr does not), a page repeated in b.xml and d.xml.
    writeFile(
        d.filePath(u"a.xml"_s),
        urlset({ page(Shop + "en/garden/teak-table?colour=natural&amp;size=large",
                      alternate("en", Shop + "en/garden/teak-table?colour=natural&amp;size=large")
                          + alternate("de", Shop + "de/garten/teak-tisch")
                          + alternate("fr", Shop + "fr/jardin/table-teck")
                          + alternate("x-default",
                                      Shop + "en/garden/teak-table?colour=natural&amp;size=large")),
                 page(Shop + "en/about"), page(Shop + "en/contact"), page(Shop + "en/about"),
                 page(Shop + "en/shared-page"), page("") }));
    // b.xml.gz: the same URL spelt otherwise (upper-case host, default port), the same bytes,
    // a page on another host, a link to a page of an index (never a return-link finding).
    writeFile(
        d.filePath(u"b.xml.gz"_s),
        gzipCompress(
            urlset({ page("HTTPS://WWW.EXAMPLE-SHOP.COM:443/en/about"),
                     page(Shop + "en/shared-page"), page("https://cdn.example.net/asset-1"),
                     page(Shop + "en/blog/one",
                          alternate("en", Shop + "en/blog/one") + alternate("de", Shop + "c.xml")),
                     page(Shop + "en/b-only") }),
            6));
    // nested.xml: an index inside the index, its own entry repeated.
    writeFile(d.filePath(u"nested.xml"_s), index({ u"c.xml"_s, u"d.xml"_s, u"c.xml"_s }));
    // c.xml: the other side of the cluster; de links back to en, fr does not.
    writeFile(
        d.filePath(u"c.xml"_s),
        urlset({ page(Shop + "de/garten/teak-tisch",
                      alternate("de", Shop + "de/garten/teak-tisch")
                          + alternate("en",
                                      Shop + "en/garden/teak-table?colour=natural&amp;size=large")),
                 page(Shop + "fr/jardin/table-teck",
                      alternate("fr", Shop + "fr/jardin/table-teck")
                          + alternate("de", Shop + "de/garten/teak-tisch")),
                 page(Shop + "en/contact") }));
    // d.xml: every date the same (a file rule), the shared page a third time.
    QList<QByteArray> same;
    for (int i = 0; i < 14; ++i)
        same.append(page(Shop + "en/archive/" + QByteArray::number(i)));
    same.append(page(Shop + "en/shared-page"));
    writeFile(d.filePath(u"d.xml"_s), urlset(same));
    writeFile(d.filePath(u"broken.xml"_s), "<urlset><url><loc>https://www.example");
    writeFile(d.filePath(u"index.xml"_s),
              index({ u"a.xml"_s, u"b.xml.gz"_s, u"broken.xml"_s, u"nested.xml"_s, u"missing.xml"_s,
                      u"a.xml"_s, u"d.xml"_s }));
    const qsizetype found = compareChecks(d.filePath(u"index.xml"_s));
    if (QTest::currentTestFailed())
        return;
    // The set has what the test is about: duplicates across files and return links.
    Workspace whole;
    const QList<Finding> all = wholeCheck(d.filePath(u"index.xml"_s), &whole);
    QCOMPARE(found, all.size());
    auto count = [&all](QLatin1StringView rule, bool acrossFiles) {
        return std::count_if(all.cbegin(), all.cend(), [&](const Finding &f) {
            return f.ruleId == rule && (!acrossFiles || f.relatedSitemap != f.sitemap);
        });
    };
    QVERIFY(count(RuleId::DuplicateUrl, true) >= 3);
    QVERIFY(count(RuleId::DuplicateUrl, false) > count(RuleId::DuplicateUrl, true));
    QVERIFY(count(RuleId::HreflangNoReturnLink, true) >= 1);
}

void TestFileByFileCheck::corpus()
{
    // Every file of the corpus: the indexes with their files beside them checked a file at a
    // time, the rest as a whole, either way as the whole check says.
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    const QString corpus = TestPaths::corpusDir();
    QDirIterator it(corpus, QDir::Files, QDirIterator::Subdirectories);
    int files = 0, byFile = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(u".tsv") || path.endsWith(u".md"))
            continue;
        ++files;
        byFile += compareChecks(path) >= 0 ? 1 : 0;
        if (QTest::currentTestFailed()) {
            qWarning("in %s", qPrintable(path));
            return;
        }
    }
    // The corpus's indexes come without their files (those are the fixture's job above): they
    // are checked whole, and must still agree.
    qInfo("%d corpus files, %d of them checked a file at a time", files, byFile);
}

void TestFileByFileCheck::aFileChangedBetweenTheReads()
{
    // A file that has another number of entries when read again is left out, and named.
    QTemporaryDir dir;
    const QDir d(dir.path());
    writeFile(d.filePath(u"a.xml"_s), urlset({ page(Shop + "a"), page(Shop + "b") }));
    writeFile(d.filePath(u"b.xml"_s), urlset({ page(Shop + "c"), page(Shop + "a") }));
    writeFile(d.filePath(u"index.xml"_s), index({ u"a.xml"_s, u"b.xml"_s }));
    Workspace workspace;
    QList<Finding> found;
    QString changed;
    Checker checker;
    LoadOptions options;
    // The second file grows once the first read is done (the first file is read again then).
    bool grown = false;
    options.childRead = [&](const Sitemap &sitemap) {
        if (!grown && sitemap.source.location.endsWith(u"b.xml"_s)) {
            grown = true;
            writeFile(d.filePath(u"b.xml"_s),
                      urlset({ page(Shop + "c"), page(Shop + "a"), page(Shop + "d") }));
        }
    };
    QVERIFY(checkFileByFile(d.filePath(u"index.xml"_s), options, nullptr, checker, &workspace,
                            &found, &changed));
    QCOMPARE(changed, d.filePath(u"b.xml"_s));
    for (const Finding &f : std::as_const(found))
        QVERIFY2(f.sitemap != 2, qPrintable(describe(f)));
}

void TestFileByFileCheck::aTextListInPieces()
{
    // A text list of a few pieces (the loader cuts them at 8 MB): its entries are checked a
    // piece at a time, and must come out as the whole check says. The first pieces list only
    // the shop's pages, but most of the file is on another host: the location assumed from the
    // majority host is the whole file's, not a piece's. URLs of the first piece come back in
    // the last (duplicates across pieces), among comments, broken lines and IDNs.
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(u"urls.txt"_s);
    QByteArray text;
    const int lines = 200000;
    text.reserve(lines * 120);
    QList<QByteArray> early;
    for (int i = 0; i < lines; ++i) {
        const QByteArray n = QByteArray::number(i);
        QByteArray line;
        if (i % 997 == 13) {
            line = "# section " + n;
        } else if (i % 1201 == 7) {
            line = Shop + "en/search?q=teak table " + n; // a space: not a URL
        } else if (i % 1499 == 3) {
            line = "https://bücher.example-shop.de/kategorie/gartenmöbel/" + n;
        } else if (i > lines / 2 && i % 211 == 0 && !early.isEmpty()) {
            line = early.at((i / 211) % early.size());
        } else if (i < lines * 2 / 5) {
            line = Shop + "en/garden/furniture/outdoor-dining/teak-table-" + n
                + "?colour=natural&size=large&utm_source=newsletter&utm_campaign=spring";
            if (i % 500 == 0)
                early.append(line);
        } else {
            line = "https://www.example-garden.co.uk/products/category/outdoor/item-" + n
                + "?variant=" + QByteArray::number(i * 7 % 13) + "&ref=feed";
        }
        text += line + (i % 3 == 0 ? "\r\n" : "\n");
    }
    const QList<Finding> all = checkedInPieces(path, text);
    if (QTest::currentTestFailed())
        return;
    auto count = [&all](QLatin1StringView rule) { return countOf(all, rule); };
    // What the pieces must agree on is there: duplicates of the first piece's URLs, the
    // majority host's location (the shop's pages are off it), the file's limits.
    QVERIFY(count(RuleId::DuplicateUrl) >= 100);
    QCOMPARE(count(RuleId::PublishLocationAssumed), 1);
    QVERIFY(count(RuleId::TooManyUrls) == 1);
    const auto assumed = std::find_if(all.cbegin(), all.cend(), [](const Finding &f) {
        return f.ruleId == RuleId::PublishLocationAssumed;
    });
    QVERIFY2(assumed->message.contains(u"example-garden"_s), qPrintable(assumed->message));
}

void TestFileByFileCheck::aTableInPieces_data()
{
    QTest::addColumn<bool>("oneStamp");
    QTest::newRow("every lastmod the same") << true;
    QTest::newRow("the pieces after the first have another lastmod") << false;
}

void TestFileByFileCheck::aTableInPieces()
{
    // A CSV export checked a piece at a time: the file rules that count every row (one lastmod
    // for all, news and limits) see the whole table, and URLs of the first piece repeated in
    // the last are duplicates.
    QFETCH(bool, oneStamp);
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(u"catalogue.csv"_s);
    QByteArray text = "URL,Last Modified,Priority\n";
    const int rows = 180000;
    constexpr qint64 PieceBytes = 8 * 1024 * 1024; // Loader::openTextInPieces
    bool pastFirstPiece = false;
    for (int i = 0; i < rows; ++i) {
        // The last 100 rows repeat the first 100.
        const int page = i < rows - 100 ? i : i - rows + 100;
        const QByteArray loc = Shop + "en/garden/furniture/outdoor-dining/teak-table-"
            + QByteArray::number(page) + "?colour=natural&size=large&utm_source=newsletter";
        // The rows after the first piece (which ends at the last line end of its 8 MiB) have
        // another stamp, each piece one of its own: only the pieces together tell.
        const qsizetype size = loc.size() + 26;
        pastFirstPiece = pastFirstPiece || text.size() + size > PieceBytes;
        const QByteArray lastmod
            = !oneStamp && pastFirstPiece ? "2026-11-02T10:00:00Z" : "2026-11-01T10:00:00Z";
        const QByteArray row = loc + ',' + lastmod + ',' + (i % 9 == 0 ? "1.5" : "0.5") + '\n';
        QCOMPARE(row.size(), size);
        text += row;
    }
    const QList<Finding> all = checkedInPieces(path, text);
    if (QTest::currentTestFailed())
        return;
    auto count = [&all](QLatin1StringView rule) { return countOf(all, rule); };
    QCOMPARE(count(RuleId::IdenticalLastmod), oneStamp ? 1 : 0);
    QVERIFY(count(RuleId::DuplicateUrl) >= 99);
}

void TestFileByFileCheck::childrenHandedOnInOrderWhileTheNextAreRead()
{
    // The streaming read under the file-by-file check, the export and urls: an index's files
    // are handed on in the index's order, each once, though they are read in parallel and a
    // large file takes longer than the small ones after it; the next files are read while one
    // is handed on (which takes its time, as an export's writing does); and no more are held
    // read than before, in batches of two per thread.
    QTemporaryDir dir;
    const QDir d(dir.path());
    QStringList names;
    for (int f = 0; f < 24; ++f) {
        QList<QByteArray> pages;
        const int count = f % 5 == 0 ? 20000 : 1 + f; // every fifth file large
        for (int i = 0; i < count; ++i)
            pages.append(page(Shop + "en/catalogue/file-" + QByteArray::number(f) + "/product-"
                              + QByteArray::number(i) + "?colour=natural&amp;size=large"));
        const QString name = u"part-%1.xml"_s.arg(f);
        writeFile(d.filePath(name), urlset(pages));
        names.append(name);
    }
    writeFile(d.filePath(u"index.xml"_s), index(names));

    std::atomic<int> read { 0 };
    std::atomic<int> handedOn { 0 };
    std::atomic<bool> handingOn { false };
    std::atomic<int> readMeanwhile { 0 };
    std::atomic<int> mostHeld { 0 };
    QStringList order;
    QList<qsizetype> positions;
    LoadOptions options;
    options.keepChildEntries = false;
    options.childRead = [&](const Sitemap &) {
        const int held = ++read - handedOn;
        int most = mostHeld;
        while (held > most && !mostHeld.compare_exchange_weak(most, held)) { }
        if (handingOn)
            ++readMeanwhile;
    };
    options.childInOrder = [&](qsizetype position, Sitemap &child) {
        handingOn = true;
        positions.append(position);
        order.append(QFileInfo(child.source.location).fileName());
        const int expected = QFileInfo(child.source.location).baseName().section(u'-', 1).toInt();
        QCOMPARE(child.entries.size(), expected % 5 == 0 ? 20000 : 1 + expected);
        QThread::msleep(15);
        ++handedOn;
        handingOn = false;
    };
    const Workspace workspace = Loader::open(d.filePath(u"index.xml"_s), options);
    QVERIFY(!workspace.root().failed);
    QCOMPARE(order, names);
    for (qsizetype i = 0; i < positions.size(); ++i)
        QCOMPARE(positions.at(i), i + 1);
    QVERIFY2(readMeanwhile > 0, "no file was read while another was handed on");
    QVERIFY2(mostHeld <= qMax(4, 2 * QThreadPool::globalInstance()->maxThreadCount()),
             qPrintable(QString::number(mostHeld)));
}

QTEST_GUILESS_MAIN(TestFileByFileCheck)
#include "tst_filebyfilecheck.moc"
