#include "io/importer.h"
#include "io/loader.h"

#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

Workspace open(const QByteArray &bytes)
{
    return Loader::openBytes(bytes, u"import.txt"_s);
}

UrlEntry entry(const QString &loc, const QString &lastmod = {}, const QString &changefreq = {},
               const QString &priority = {})
{
    UrlEntry e(loc);
    if (!lastmod.isEmpty())
        e.setLastmod(W3cDateTime::fromString(lastmod));
    if (!changefreq.isEmpty())
        e.setChangefreqText(changefreq);
    if (!priority.isEmpty())
        e.setPriorityText(priority);
    return e;
}

QStringList locs(const QList<UrlEntry> &entries)
{
    QStringList out;
    for (const UrlEntry &e : entries)
        out.append(e.loc());
    return out;
}

Image image(const QString &loc)
{
    Image i;
    i.setLoc(loc);
    return i;
}

} // namespace

class TestImporter : public QObject
{
    Q_OBJECT

private slots:
    void resolvesRelativeLocations();
    void shapesOfLocations_data();
    void shapesOfLocations();
    void skipsWordsAndAddsSchemesOnRequest();
    void dropsDuplicates();
    void dropsNonWebUrlsAndTrackingOnRequest();
    void setsDefaultsOnlyWhereMissing();
    void dropsMedia();
    void indexWithoutChildren();
    void mergeAddsUpdatesAndReportsConflicts();
    void mergeTakingImported();
    void mergeAddsMissingImages();
};

void TestImporter::shapesOfLocations_data()
{
    QTest::addColumn<QByteArray>("location");
    QTest::addColumn<int>("shape");
    using S = Importer::Shape;
    const QList<std::pair<QByteArray, S>> rows {
        { "https://www.example-shop.com/en-gb/collections/garden?sort=price", S::Url },
        { "http://xn--bcher-kva.example/", S::Url },
        { "mailto:shop@example.org", S::Url },
        { "/about-us", S::Relative },
        { "//cdn.example/y", S::Relative },
        { "team/jobs", S::Relative },
        { "entry1", S::Relative },
        { "terms.html", S::Relative },
        { "index.php?id=7", S::Relative },
        { "v1.2/notes", S::Relative },
        { "not a url at all", S::NotUrl },
        { "https://www.example.com/a page", S::NotUrl },
        { "  ", S::NotUrl },
        { "shop.example.org/no-scheme", S::MissingScheme },
        { "www.example.com", S::MissingScheme },
        { "www.example.com:8080/x", S::MissingScheme },
        { "b\xc3\xbc" "cher.example/kategorie", S::MissingScheme },
        { "example.co.uk?x=1", S::MissingScheme },
    };
    for (const auto &[location, shape] : rows)
        QTest::newRow(location.constData()) << location << int(shape);
}

void TestImporter::shapesOfLocations()
{
    QFETCH(QByteArray, location);
    QFETCH(int, shape);
    QCOMPARE(int(Importer::shapeOf(location)), shape);
}

// Words are skipped and said; a host name without a scheme is skipped, or given the base's
// scheme on request, never resolved into the base's folder.
void TestImporter::skipsWordsAndAddsSchemesOnRequest()
{
    const Workspace source = open("https://shop.example.org/a\nnot a url at all\n"
                                  "shop.example.org/no-scheme\n/about\n");
    ImportOptions options;
    options.baseUrl = u"http://shop.example.org/blog/"_s;
    ImportBatch batch = Importer::prepare(source, options);
    QCOMPARE(locs(batch.entries), (QStringList { u"https://shop.example.org/a"_s,
                                                 u"http://shop.example.org/about"_s }));
    QCOMPARE(batch.skipped.size(), 2);
    QCOMPARE(batch.missingSchemes, 1);
    QCOMPARE(batch.skipped.at(0).line, 2);
    QCOMPARE(batch.skipped.at(1).line, 3);
    QVERIFY2(batch.skipped.at(1).message.contains(u"http://"_s),
             qPrintable(batch.skipped.at(1).message));
    options.addMissingScheme = true;
    batch = Importer::prepare(source, options);
    QCOMPARE(locs(batch.entries), (QStringList { u"https://shop.example.org/a"_s,
                                                 u"http://shop.example.org/no-scheme"_s,
                                                 u"http://shop.example.org/about"_s }));
    QCOMPARE(batch.schemesAdded, 1);
    QCOMPARE(batch.skipped.size(), 1);
}

void TestImporter::resolvesRelativeLocations()
{
    const Workspace source = open("/about\nteam/jobs\nhttps://other.example/x\n//cdn.example/y\n");
    ImportOptions options;
    ImportBatch batch = Importer::prepare(source, options);
    QCOMPARE(batch.resolved, 0);
    QCOMPARE(locs(batch.entries).first(), u"/about"_s); // kept as written without a base
    options.baseUrl = u"https://a.example/blog/post"_s;
    batch = Importer::prepare(source, options);
    QCOMPARE(batch.resolved, 3);
    QCOMPARE(locs(batch.entries),
             (QStringList { u"https://a.example/about"_s, u"https://a.example/blog/team/jobs"_s,
                            u"https://other.example/x"_s, u"https://cdn.example/y"_s }));
}

void TestImporter::dropsDuplicates()
{
    const QByteArray list = "https://a.example/\nhttps://A.EXAMPLE:443/index.html\n"
                            "https://a.example/b\nhttps://a.example/b#top\nhttps://a.example/c\n";
    ImportOptions options;
    QCOMPARE(Importer::prepare(open(list), options).entries.size(), 5);
    options.dropDuplicates = true;
    const ImportBatch batch = Importer::prepare(open(list), options);
    QCOMPARE(batch.duplicatesDropped, 2);
    // The first spelling of each URL is the one kept.
    QCOMPARE(locs(batch.entries),
             (QStringList { u"https://a.example/"_s, u"https://a.example/b"_s,
                            u"https://a.example/c"_s }));
}

// A newsletter's list: campaign parameters on most links, an ftp and a mailto among them. They
// are counted either way; the options drop the schemes a sitemap cannot list and strip the
// trackers, after which the duplicates they hid are duplicates.
void TestImporter::dropsNonWebUrlsAndTrackingOnRequest()
{
    const QByteArray list
        = "https://www.example-shop.com/en-gb/offers/winter-sale?utm_source=newsletter&utm_medium=email&utm_campaign=2026-12\n"
          "https://www.example-shop.com/en-gb/offers/winter-sale\n"
          "https://www.example-shop.com/en-gb/collections/garden?sort=price&fbclid=IwAR2x&page=2#reviews\n"
          "ftp://files.example-shop.com/catalogue-2026.pdf\n"
          "mailto:orders@example-shop.com\n"
          "https://xn--bcher-kva.example/b%C3%BCcher?GCLID=abc\n"
          "https://www.example-shop.com/en-gb/search?q=utm_source&utm=keep\n";
    ImportOptions options;
    ImportBatch batch = Importer::prepare(open(list), options);
    QCOMPARE(batch.entries.size(), 7);
    QCOMPARE(batch.nonWebUrls, 2);
    QCOMPARE(batch.trackedUrls, 3);
    options.dropNonWebUrls = true;
    options.stripTrackingParameters = true;
    options.dropDuplicates = true;
    batch = Importer::prepare(open(list), options);
    QCOMPARE(locs(batch.entries),
             (QStringList { u"https://www.example-shop.com/en-gb/offers/winter-sale"_s,
                            u"https://www.example-shop.com/en-gb/collections/garden?sort=price&page=2#reviews"_s,
                            u"https://xn--bcher-kva.example/b%C3%BCcher"_s,
                            u"https://www.example-shop.com/en-gb/search?q=utm_source&utm=keep"_s }));
    QCOMPARE(batch.duplicatesDropped, 1);
    QCOMPARE(batch.skipped.size(), 2);
    QVERIFY(batch.skipped.first().message.contains(u"ftp://files.example-shop.com"_s));
    QCOMPARE(batch.skipped.first().line, 4u);
}

void TestImporter::setsDefaultsOnlyWhereMissing()
{
    const QByteArray csv = "url,lastmod,priority\nhttps://a.example/1,2020-01-01,0.9\n"
                           "https://a.example/2,,\n";
    ImportOptions options;
    options.defaultLastmod = W3cDateTime::fromString(u"2024-05-01"_s);
    options.defaultChangefreq = ChangeFreq::Weekly;
    options.defaultPriority = 0.5;
    const ImportBatch batch = Importer::prepare(open(csv), options);
    QCOMPARE(batch.entries.size(), 2);
    QCOMPARE(batch.defaultsSet, 2); // changefreq for the first, everything for the second
    QCOMPARE(batch.entries.at(0).lastmod().toString(), u"2020-01-01"_s);
    QCOMPARE(batch.entries.at(0).priorityText(), u"0.9"_s);
    QCOMPARE(batch.entries.at(0).changefreq(), ChangeFreq::Weekly);
    QCOMPARE(batch.entries.at(1).lastmod().toString(), u"2024-05-01"_s);
    QCOMPARE(batch.entries.at(1).priority(), 0.5);
}

void TestImporter::dropsMedia()
{
    Workspace source;
    Sitemap sitemap;
    UrlEntry withMedia(u"https://a.example/"_s);
    withMedia.mutableImages().append(image(u"https://a.example/1.jpg"_s));
    withMedia.mutableImages().append(image(u"https://a.example/2.jpg"_s));
    Video video;
    video.setValue(VideoField::ContentLoc, u"https://a.example/v.mp4"_s);
    withMedia.mutableVideos().append(video);
    sitemap.entries.append(withMedia);
    source.sitemaps.append(sitemap);

    ImportOptions options;
    ImportBatch batch = Importer::prepare(source, options);
    QCOMPARE(batch.entries.first().images().size(), 2);
    QCOMPARE(batch.entries.first().videos().size(), 1);
    options.keepImages = false;
    batch = Importer::prepare(source, options);
    QCOMPARE(batch.imagesDropped, 2);
    QVERIFY(batch.entries.first().images().isEmpty());
    QCOMPARE(batch.entries.first().videos().size(), 1);
    options.keepVideos = false;
    batch = Importer::prepare(source, options);
    QCOMPARE(batch.videosDropped, 1);
    QVERIFY(!batch.entries.first().hasExtras()); // nothing left behind the pointer
}

void TestImporter::indexWithoutChildren()
{
    const QByteArray index = "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                             "<sitemap><loc>https://a.example/s1.xml</loc></sitemap>"
                             "</sitemapindex>";
    const ImportBatch batch = Importer::prepare(open(index), {});
    QCOMPARE(batch.kind, Sitemap::Kind::Index);
    QCOMPARE(locs(batch.entries), QStringList { u"https://a.example/s1.xml"_s });
}

void TestImporter::mergeAddsUpdatesAndReportsConflicts()
{
    const QList<UrlEntry> target {
        entry(u"https://a.example/1"_s, u"2024-01-01"_s, u"daily"_s, u"0.5"_s),
        entry(u"https://a.example/2"_s),
        entry(u"https://a.example/3"_s, u"2024-03-01"_s),
        entry(u"https://a.example/4"_s, u"2024-01-01"_s),
    };
    const QList<UrlEntry> incoming {
        entry(u"https://A.example/1"_s, u"2024-02-01"_s, u"weekly"_s, u"0.5"_s), // newer, conflict
        entry(u"https://a.example/2"_s, u"2024-02-01"_s, {}, u"0.8"_s), // fills in
        entry(u"https://a.example/3"_s, u"2023-12-01"_s), // older: conflict
        entry(u"https://a.example/4"_s, u"2024-01-01"_s), // same
        entry(u"https://a.example/5"_s), // new
    };
    const MergePlan plan = Importer::planMerge(target, incoming);
    QCOMPARE(locs(plan.added), QStringList { u"https://a.example/5"_s });
    QCOMPARE(plan.unchanged, 2); // 3 (its conflict kept the document's value) and 4
    QCOMPARE(plan.updated.size(), 2);
    QCOMPARE(plan.updated.at(0).first, 0);
    QCOMPARE(plan.updated.at(0).second.lastmod().toString(), u"2024-02-01"_s);
    QCOMPARE(plan.updated.at(0).second.changefreq(), ChangeFreq::Daily); // kept
    QCOMPARE(plan.updated.at(0).second.loc(), u"https://a.example/1"_s); // the document's spelling
    QCOMPARE(plan.updated.at(1).first, 1);
    QCOMPARE(plan.updated.at(1).second.priorityText(), u"0.8"_s);
    QCOMPARE(plan.conflicts.size(), 2);
    QCOMPARE(plan.conflicts.at(0).field, u"changefreq"_s);
    QCOMPARE(plan.conflicts.at(0).existing, u"daily"_s);
    QCOMPARE(plan.conflicts.at(0).imported, u"weekly"_s);
    QCOMPARE(plan.conflicts.at(1).field, u"lastmod"_s);
    QCOMPARE(plan.conflicts.at(1).target, 2);
    QCOMPARE(plan.conflicts.at(1).incoming, 2);

    QList<UrlEntry> merged = target;
    Importer::applyMerge(merged, plan);
    QCOMPARE(merged.size(), 5);
    QCOMPARE(merged.at(2).lastmod().toString(), u"2024-03-01"_s);
    QCOMPARE(merged.at(1).priorityText(), u"0.8"_s);
    QCOMPARE(merged.last().loc(), u"https://a.example/5"_s);
}

void TestImporter::mergeTakingImported()
{
    const QList<UrlEntry> target { entry(u"https://a.example/1"_s, u"2024-03-01"_s, u"daily"_s) };
    const QList<UrlEntry> incoming { entry(u"https://a.example/1"_s, u"2023-01-01"_s,
                                           u"yearly"_s) };
    const MergePlan plan
        = Importer::planMerge(target, incoming, Importer::ConflictPolicy::TakeImported);
    QCOMPARE(plan.conflicts.size(), 2); // still reported
    QCOMPARE(plan.updated.size(), 1);
    QCOMPARE(plan.updated.first().second.lastmod().toString(), u"2023-01-01"_s);
    QCOMPARE(plan.updated.first().second.changefreq(), ChangeFreq::Yearly);
}

void TestImporter::mergeAddsMissingImages()
{
    UrlEntry existing(u"https://a.example/"_s);
    existing.mutableImages().append(image(u"https://a.example/1.jpg"_s));
    UrlEntry imported(u"https://a.example/"_s);
    imported.mutableImages().append(image(u"https://a.example/1.jpg"_s));
    imported.mutableImages().append(image(u"https://a.example/2.jpg"_s));
    const MergePlan plan = Importer::planMerge({ existing }, { imported });
    QCOMPARE(plan.updated.size(), 1);
    QCOMPARE(plan.updated.first().second.images().size(), 2);
    // Nothing new a second time.
    QList<UrlEntry> merged { existing };
    Importer::applyMerge(merged, plan);
    const MergePlan again = Importer::planMerge(merged, { imported });
    QCOMPARE(again.updated.size(), 0);
    QCOMPARE(again.unchanged, 1);
}

QTEST_GUILESS_MAIN(TestImporter)
#include "tst_importer.moc"
