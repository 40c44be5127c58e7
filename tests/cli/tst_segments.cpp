// End-to-end tests of segments on the real CLI: `export --group-by` and `stats --by`.
//
// The input is shaped like a large shop's: 120,000 URLs of about 120 characters with queries,
// in an index of three files, on an IDN host (in Unicode and in Punycode) and the shop's own,
// with Unicode folders written raw and escaped (/café/, /caf%C3%A9/, /straße/), hreflang
// clusters (de, en, fr and x-default), images, videos and news, a /pt-br/ prefix, and folders
// whose names meet others' once made safe for a file (/Shop/ and /shop/, /shop-2/ and the
// second file of /shop/). The test knows each URL's segment by the way it made it, not by
// asking the program.
//
// For each kind of segment: every URL of the input is in exactly one file, each file holds
// only its segment's URLs and stays within the limits given (and the protocol's), the index
// lists every file once, the files and the index pass the official schemas (xmllint, when
// ../shared/xsd is there), and the streaming export (--out) and the planned one (--zip) write
// the same bytes. stats --by gives, per segment, the counts the test made, and a pattern file
// that is wrong is refused with its file and line.

#include "clichecks.h"
#include "clirun.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>

#include <zlib.h>

using namespace Qt::StringLiterals;
namespace Testing = Studio::Testing;

namespace {

const QByteArray Shop = "https://www.example-shop.com";
const QString Base = u"https://www.example-shop.com/"_s;
constexpr int Total = 120000;
constexpr int PerFile = 40000;
constexpr qint64 ProtocolBytes = 52428800;
constexpr qsizetype ProtocolUrls = 50000;
constexpr qsizetype ProtocolNews = 1000;

// What a segment holds, as the test made it.
struct Tally
{
    qsizetype urls = 0, images = 0, videos = 0, news = 0, alternates = 0;
    qsizetype errors = 0, warnings = 0, notices = 0;
    bool operator==(const Tally &) const = default;
};

QString describe(const Tally &t)
{
    return u"urls %1 images %2 videos %3 news %4 alternates %5 errors %6 warnings %7 notices %8"_s
        .arg(t.urls)
        .arg(t.images)
        .arg(t.videos)
        .arg(t.news)
        .arg(t.alternates)
        .arg(t.errors)
        .arg(t.warnings)
        .arg(t.notices);
}

// One URL of the input and the segments it belongs to.
struct Made
{
    QByteArray loc;
    QString folder, language, type;
};

// The input: every URL in order, and each kind's segments with what they hold.
struct Input
{
    QList<Made> urls;
    QMap<QString, Tally> folder, language, type;
    QString index; // path of the index
};

// `loc` with a query parameter that brings it to 120 bytes.
QByteArray padded(QByteArray loc)
{
    loc += loc.contains('?') ? "&v=" : "?v=";
    while (loc.size() < 120)
        loc += char('a' + loc.size() % 26);
    return loc;
}

QByteArray escaped(QByteArray text)
{
    return text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
}

QByteArray hostOf(int i)
{
    if (i % 10 == 0)
        return "https://bücher.example";
    if (i % 10 == 1)
        return "https://xn--bcher-kva.example";
    return Shop;
}

QByteArray clusterLoc(const QByteArray &host, const QByteArray &language, int product)
{
    static const QMap<QByteArray, QByteArray> words { { "de", "produkte/gartenmoebel" },
                                                      { "en", "products/garden-furniture" },
                                                      { "fr", "produits/mobilier-de-jardin" } };
    return padded(host + '/' + language + '/' + words.value(language) + "/teak-"
                  + QByteArray::number(product) + "?colour=natural");
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// The 120,000 URLs, in an index of three files in `dir`.
Input makeInput(const QString &dir)
{
    Input input;
    QByteArray files[3];
    for (int i = 0; i < Total; ++i) {
        const QByteArray host = hostOf(i);
        const QByteArray n = QByteArray::number(i);
        const int r = i % 100;
        Made made;
        made.language = u"other"_s;
        QList<std::pair<QByteArray, QByteArray>> alternates;
        bool news = false;
        if (r < 45) {
            made.folder = u"shop"_s;
            made.loc = padded(host + "/shop/garden-furniture/teak-table-" + n
                              + "?colour=natural&size=large");
        } else if (r < 60) {
            made.folder = u"blog"_s;
            made.loc = padded(host + "/blog/2024/" + QByteArray::number(1 + i % 12)
                              + "/keeping-a-teak-table-through-winter-" + n
                              + "?utm_source=newsletter&utm_medium=email");
        } else if (r < 68) {
            made.folder = u"café"_s;
            made.loc = padded(host + "/café/menu/seasonal-dish-" + n + "?table=4&lang=fr");
        } else if (r < 72) {
            made.folder = u"café"_s; // the same folder, escaped
            made.loc = padded(host + "/caf%C3%A9/menu/seasonal-dish-" + n + "?table=4");
        } else if (r < 78) {
            made.folder = u"straße"_s;
            made.loc = padded(host + "/straße/karte/haltestelle-" + n + "?linie=5&richtung=nord");
        } else if (r == 78) {
            made.folder = u"Shop"_s; // "shop" once lower-cased
            made.loc = padded(host + "/Shop/legacy-item-" + n + "?old=1");
        } else if (r == 79) {
            made.folder = u"pt-br"_s;
            made.language = u"pt-br"_s;
            made.loc = padded(host + "/pt-br/produtos/mesa-de-teca-" + n + "?cor=natural");
        } else if (r < 82) {
            made.folder = u"shop-2"_s; // the name of shop's second file
            made.loc = padded(host + "/shop-2/clearance-" + n + "?sale=yes");
        } else if (r < 90) {
            // Clusters of three languages and x-default, each entry with its own link.
            static const QByteArray languages[] = { "de", "en", "fr" };
            const QByteArray language = languages[i % 3];
            const int product = i / 3;
            made.folder = QString::fromLatin1(language);
            made.language = made.folder;
            made.loc = clusterLoc(host, language, product);
            for (const QByteArray &other : languages)
                alternates.append({ other, clusterLoc(host, other, product) });
            alternates.append({ "x-default", clusterLoc(host, "en", product) });
        } else if (r < 95) {
            made.folder = QString(); // a page at the top
            made.loc = padded(host + "/teak-table-care-guide-" + n + "?ref=home&session=none");
        } else {
            made.folder = u"news"_s;
            news = true;
            made.loc = padded(host + "/news/2024/garden-furniture-story-" + n + "?edition=uk");
        }
        const int images = i % 7 == 0 ? 2 : 0;
        const int videos = i % 13 == 0 ? 1 : 0;
        made.type = news ? u"news"_s : videos ? u"videos"_s : images ? u"images"_s : u"pages"_s;
        const bool spaced = i % 997 == 0; // whitespace around <loc>: a notice (SM116)

        QByteArray &xml = files[i / PerFile];
        xml += "<url><loc>" + QByteArray(spaced ? "\n  " : "") + escaped(made.loc)
            + QByteArray(spaced ? "\n" : "") + "</loc><lastmod>2024-0"
            + QByteArray::number(1 + i % 9) + "-1" + QByteArray::number(i % 10) + "</lastmod>";
        for (const auto &[language, href] : std::as_const(alternates))
            xml += "<xhtml:link rel=\"alternate\" hreflang=\"" + language + "\" href=\""
                + escaped(href) + "\"/>";
        for (int k = 0; k < images; ++k)
            xml += "<image:image><image:loc>" + Shop + "/img/" + n + '-' + QByteArray::number(k)
                + ".jpg</image:loc></image:image>";
        if (videos)
            xml += "<video:video><video:thumbnail_loc>" + Shop + "/thumbs/" + n
                + ".jpg</video:thumbnail_loc><video:title>Teak table " + n
                + "</video:title><video:description>How the table is made &amp; "
                  "oiled</video:description><video:content_loc>"
                + Shop + "/video/" + n + ".mp4</video:content_loc></video:video>";
        if (news)
            xml += "<news:news><news:publication><news:name>The Garden "
                   "Times</news:name><news:language>en</news:language></news:publication>"
                   "<news:publication_date>2024-05-01</news:publication_date><news:title>Story "
                + n + "</news:title></news:news>";
        xml += "</url>\n";

        for (QMap<QString, Tally> *kind : { &input.folder, &input.language, &input.type }) {
            const QString &key = kind == &input.folder ? made.folder
                : kind == &input.language              ? made.language
                                                       : made.type;
            Tally &t = (*kind)[key];
            ++t.urls;
            t.images += images;
            t.videos += videos;
            t.news += news ? 1 : 0;
            t.alternates += alternates.size();
            t.notices += spaced ? 1 : 0;
        }
        input.urls.append(made);
    }
    QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int f = 0; f < 3; ++f) {
        const QString name = u"part-%1.xml"_s.arg(f + 1);
        writeFile(QDir(dir).filePath(name),
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                  "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\" "
                  "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
                  "xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\" "
                  "xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">\n"
                      + files[f] + "</urlset>\n");
        index += "<sitemap><loc>" + Base.toUtf8() + name.toUtf8() + "</loc></sitemap>\n";
    }
    input.index = QDir(dir).filePath(u"index.xml"_s);
    writeFile(input.index, index + "</sitemapindex>\n");
    return input;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray gunzip(const QByteArray &data)
{
    z_stream stream {};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK)
        return {};
    QByteArray out;
    char buffer[1 << 16];
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = uInt(data.size());
    int status = Z_OK;
    while (status == Z_OK) {
        stream.next_out = reinterpret_cast<Bytef *>(buffer);
        stream.avail_out = sizeof buffer;
        status = inflate(&stream, Z_NO_FLUSH);
        out.append(buffer, qsizetype(sizeof buffer - stream.avail_out));
    }
    inflateEnd(&stream);
    return status == Z_STREAM_END ? out : QByteArray();
}

// Every file of a folder, or of a zip bundle, by name, as stored.
QMap<QString, QByteArray> filesOf(const QString &path)
{
    QMap<QString, QByteArray> files;
    if (path.endsWith(u".zip")) {
        QuaZip zip(path);
        if (!zip.open(QuaZip::mdUnzip))
            return files;
        for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
            QuaZipFile entry(&zip);
            if (entry.open(QIODevice::ReadOnly))
                files.insert(entry.getActualFileName(), entry.readAll());
        }
        return files;
    }
    const QDir dir(path);
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden, QDir::Name))
        files.insert(name, readAll(dir.filePath(name)));
    return files;
}

// The <loc>s of a sitemap or an index, in order.
QList<QByteArray> locsOf(const QByteArray &xml)
{
    QList<QByteArray> locs;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == u"loc"
            && reader.namespaceUri() == u"http://www.sitemaps.org/schemas/sitemap/0.9")
            locs.append(reader.readElementText().trimmed().toUtf8());
    }
    if (reader.hasError())
        qWarning("XML error: %s", qPrintable(reader.errorString()));
    return locs;
}

QString xmllint()
{
    return QStandardPaths::findExecutable(u"xmllint"_s);
}

// Whether the official schemas can be used here; when they are required (CI) and absent, the
// test fails.
bool schemasHere()
{
    const bool here = !TestPaths::xsdDir().isEmpty() && !xmllint().isEmpty();
    if (!here && TestPaths::collectionsRequired())
        qWarning("the schemas or xmllint are missing: %s", qPrintable(TestPaths::xsdMissing()));
    return here;
}

// xmllint --schema all.xsd on each of `paths`; the first failure, or empty.
QString schemaErrors(const QStringList &paths)
{
    QProcess process;
    process.start(xmllint(),
                  QStringList { u"--noout"_s, u"--nonet"_s, u"--schema"_s,
                                TestPaths::xsdDir() + u"/all.xsd"_s }
                      + paths);
    if (!process.waitForFinished(300000))
        return u"xmllint did not finish"_s;
    if (process.exitCode() == 0)
        return {};
    return QString::fromUtf8(process.readAllStandardError().left(2000));
}

// What an export wrote, checked against the input: `segmentOf` names each URL's segment key,
// `nameOf` each key's file stem. Returns the files by name, uncompressed.
struct Written
{
    QMap<QString, QByteArray> files; // uncompressed, the index apart
    QByteArray index;
};

Written checkExport(const QString &target, const Input &input,
                    const std::function<QString(const Made &)> &segmentOf, qsizetype maxUrls,
                    qint64 maxBytes, const QString &indexName = u"sitemap_index.xml"_s)
{
    Written written;
    const QMap<QString, QByteArray> stored = filesOf(target);
    [&] {
        QVERIFY2(stored.contains(indexName), qPrintable(stored.keys().join(u' ')));
        written.index = stored.value(indexName);
        for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
            if (it.key() == indexName)
                continue;
            const QByteArray xml = it.key().endsWith(u".gz") ? gunzip(it.value()) : it.value();
            QVERIFY2(!xml.isEmpty(), qPrintable(it.key()));
            written.files.insert(it.key(), xml);
        }

        // The index lists every file once, under the base URL.
        QStringList listed;
        for (const QByteArray &loc : locsOf(written.index)) {
            QVERIFY2(loc.startsWith(Base.toUtf8()), loc.constData());
            listed.append(QString::fromUtf8(loc.sliced(Base.size())));
        }
        listed.sort();
        QCOMPARE(listed, QStringList(written.files.keys()));

        // Each file within the limits, holding one segment's URLs; every URL once.
        QHash<QByteArray, QString> fileOf; // URL → its file
        QHash<QString, QString> segmentOfFile; // file → the segment of its URLs
        for (auto it = written.files.cbegin(); it != written.files.cend(); ++it) {
            QVERIFY2(it.value().size() <= qMin(maxBytes, ProtocolBytes), qPrintable(it.key()));
            const QList<QByteArray> locs = locsOf(it.value());
            QVERIFY2(!locs.isEmpty(), qPrintable(it.key()));
            QVERIFY2(locs.size() <= qMin(maxUrls, ProtocolUrls),
                     qPrintable(u"%1: %2 URLs"_s.arg(it.key()).arg(locs.size())));
            QVERIFY2(it.value().count("<news:news>") <= ProtocolNews, qPrintable(it.key()));
            for (const QByteArray &loc : locs) {
                QVERIFY2(!fileOf.contains(loc), loc.constData());
                fileOf.insert(loc, it.key());
            }
        }
        QCOMPARE(fileOf.size(), qsizetype(input.urls.size()));
        QHash<QString, QString> fileSegment;
        for (const Made &made : input.urls) {
            const auto file = fileOf.constFind(made.loc);
            QVERIFY2(file != fileOf.cend(), made.loc.constData());
            const QString segment = segmentOf(made);
            const auto seen = fileSegment.constFind(*file);
            if (seen == fileSegment.cend())
                fileSegment.insert(*file, segment);
            else
                QVERIFY2(*seen == segment,
                         qPrintable(u"%1 holds %2 and %3"_s.arg(*file, *seen, segment)));
        }
        // No two segments share a file; a segment's files share its stem.
        QHash<QString, QString> stemOfSegment;
        static const QRegularExpression numbered(u"^(.*?)(-[0-9]+)?\\.xml(\\.gz)?$"_s);
        for (auto it = fileSegment.cbegin(); it != fileSegment.cend(); ++it) {
            const QString stem = numbered.match(it.key()).captured(1);
            const auto known = stemOfSegment.constFind(it.value());
            if (known == stemOfSegment.cend())
                stemOfSegment.insert(it.value(), stem);
            else
                QCOMPARE(*known, stem);
        }
        QCOMPARE(QSet<QString>(stemOfSegment.cbegin(), stemOfSegment.cend()).size(),
                 stemOfSegment.size());
    }();
    return written;
}

// The files and the index written out to `dir` and given to xmllint.
void checkSchemas(const Written &written, const QString &dir)
{
    if (!schemasHere()) {
        if (TestPaths::collectionsRequired())
            QFAIL(qPrintable(TestPaths::xsdMissing()));
        qInfo("schema check skipped: %s", qPrintable(TestPaths::xsdMissing()));
        return;
    }
    QStringList paths;
    for (auto it = written.files.cbegin(); it != written.files.cend(); ++it) {
        const QString path = QDir(dir).filePath(it.key() + u".check.xml"_s);
        writeFile(path, it.value());
        paths.append(path);
    }
    const QString index = QDir(dir).filePath(u"index.check.xml"_s);
    writeFile(index, written.index);
    paths.append(index);
    const QString errors = schemaErrors(paths);
    QVERIFY2(errors.isEmpty(), qPrintable(errors));
}

Tally tallyOf(const QJsonObject &o)
{
    Tally t;
    t.urls = o.value(u"urls"_s).toInteger();
    t.images = o.value(u"images"_s).toInteger();
    t.videos = o.value(u"videos"_s).toInteger();
    t.news = o.value(u"news"_s).toInteger();
    t.alternates = o.value(u"alternates"_s).toInteger();
    t.errors = o.value(u"errors"_s).toInteger();
    t.warnings = o.value(u"warnings"_s).toInteger();
    t.notices = o.value(u"notices"_s).toInteger();
    return t;
}

// The segments of `stats --json --by` by key, checked against what the test made; the names
// given in `names` when it is not null.
QMap<QString, Tally> checkSegments(const QJsonObject &stats, const QMap<QString, Tally> &expected,
                                   QSet<QString> *names = nullptr)
{
    QMap<QString, Tally> got;
    for (const QJsonValue &value : stats.value(u"segments"_s).toArray()) {
        const QJsonObject row = value.toObject();
        got.insert(row.value(u"key"_s).toString(), tallyOf(row));
        if (names)
            names->insert(row.value(u"segment"_s).toString());
    }
    [&] {
        QCOMPARE(got.keys(), expected.keys());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QVERIFY2(got.value(it.key()) == it.value(),
                     qPrintable(u"%1: got %2, made %3"_s.arg(
                         it.key(), describe(got.value(it.key())), describe(it.value()))));
    }();
    return got;
}

} // namespace

class TestSegments : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void byFolder();
    void byLanguage();
    void byType();
    void byPatterns();
    void statsBy_data();
    void statsBy();
    void statsFindings();
    void patternFileErrors_data();
    void patternFileErrors();
    void wrongCalls_data();
    void wrongCalls();

private:
    // Exports the input with `options` both ways (--out streams, --zip plans), checks that
    // the two wrote the same bytes, and returns what the folder holds.
    Written exportBothWays(const QString &name, const QStringList &options,
                           const std::function<QString(const Made &)> &segmentOf,
                           qsizetype maxUrls = ProtocolUrls, qint64 maxBytes = ProtocolBytes);

    QTemporaryDir m_dir;
    Input m_input;
};

void TestSegments::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString in = m_dir.filePath(u"in"_s);
    QVERIFY(QDir().mkpath(in));
    m_input = makeInput(in);
    QCOMPARE(m_input.urls.size(), Total);
}

Written TestSegments::exportBothWays(const QString &name, const QStringList &options,
                                     const std::function<QString(const Made &)> &segmentOf,
                                     qsizetype maxUrls, qint64 maxBytes)
{
    const QString folder = m_dir.filePath(name);
    const QString bundle = m_dir.filePath(name + u".zip"_s);
    const QStringList common { u"export"_s, m_input.index, u"--base-url"_s, Base };
    // The other hosts (the IDN shop) are outside the base URL's scope: written, with status 1.
    const CliRun streamed = runCli(common + options + QStringList { u"--out"_s, folder });
    const CliRun planned = runCli(common + options + QStringList { u"--zip"_s, bundle });
    Written written;
    [&] {
        QVERIFY2(streamed.exitCode == 0 || streamed.exitCode == 1, streamed.err.constData());
        QVERIFY2(streamed.out.contains("Written:"), streamed.err.constData());
        QVERIFY2(planned.exitCode == streamed.exitCode, planned.err.constData());
        // The same plan printed, but for the target.
        auto plan = [](const QByteArray &out, const QString &target) {
            const QString text = QString::fromUtf8(out);
            return text.first(text.indexOf(u"\nWritten:"_s)).remove(target);
        };
        QCOMPARE(plan(planned.out, bundle), plan(streamed.out, folder));
        const QMap<QString, QByteArray> fromFolder = filesOf(folder);
        const QMap<QString, QByteArray> fromBundle = filesOf(bundle);
        QCOMPARE(fromFolder.keys(), fromBundle.keys());
        for (auto it = fromFolder.cbegin(); it != fromFolder.cend(); ++it)
            QVERIFY2(it.value() == fromBundle.value(it.key()), qPrintable(it.key()));
        written = checkExport(folder, m_input, segmentOf, maxUrls, maxBytes);
        if (QTest::currentTestFailed())
            return;
        checkSchemas(written, m_dir.path());
    }();
    return written;
}

void TestSegments::byFolder()
{
    const Written written
        = exportBothWays(u"folder"_s, { u"--group-by"_s, u"folder"_s, u"--gzip"_s },
                         [](const Made &made) { return made.folder; });
    if (QTest::currentTestFailed())
        return;
    // Named after the folders; shop needs two files (50,000 URLs), news six (1,000 news), the
    // others one each, without a number. /Shop/ and /shop-2/ are told apart from shop's.
    const QStringList names = written.files.keys();
    QCOMPARE(
        names,
        QStringList({ u"sitemap-blog.xml.gz"_s, u"sitemap-cafe.xml.gz"_s, u"sitemap-de.xml.gz"_s,
                      u"sitemap-en.xml.gz"_s, u"sitemap-fr.xml.gz"_s, u"sitemap-news-1.xml.gz"_s,
                      u"sitemap-news-2.xml.gz"_s, u"sitemap-news-3.xml.gz"_s,
                      u"sitemap-news-4.xml.gz"_s, u"sitemap-news-5.xml.gz"_s,
                      u"sitemap-news-6.xml.gz"_s, u"sitemap-pt-br.xml.gz"_s,
                      u"sitemap-root.xml.gz"_s, u"sitemap-shop-1.xml.gz"_s,
                      u"sitemap-shop-2-x2.xml.gz"_s, u"sitemap-shop-2.xml.gz"_s,
                      u"sitemap-shop-x2.xml.gz"_s, u"sitemap-strasse.xml.gz"_s }));
    QCOMPARE(locsOf(written.files.value(u"sitemap-shop-1.xml.gz"_s)).size(), ProtocolUrls);
    QCOMPARE(locsOf(written.files.value(u"sitemap-shop-2.xml.gz"_s)).size(),
             m_input.folder.value(u"shop"_s).urls - ProtocolUrls);
    QCOMPARE(locsOf(written.files.value(u"sitemap-shop-2-x2.xml.gz"_s)).size(),
             m_input.folder.value(u"shop-2"_s).urls);
    QCOMPARE(locsOf(written.files.value(u"sitemap-shop-x2.xml.gz"_s)).size(),
             m_input.folder.value(u"Shop"_s).urls);
    // The café folder, raw and escaped, is one segment.
    QCOMPARE(locsOf(written.files.value(u"sitemap-cafe.xml.gz"_s)).size(),
             m_input.folder.value(u"café"_s).urls);
}

void TestSegments::byLanguage()
{
    const Written written = exportBothWays(
        u"language"_s, { u"--group-by"_s, u"language"_s, u"--max-urls"_s, u"7000"_s },
        [](const Made &made) { return made.language; }, 7000);
    if (QTest::currentTestFailed())
        return;
    // "other" needs many files; the languages one each.
    const QStringList names = written.files.keys();
    const qsizetype others = (m_input.language.value(u"other"_s).urls + 6999) / 7000;
    QCOMPARE(names.size(), 4 + others);
    for (const QString &language : { u"de"_s, u"en"_s, u"fr"_s, u"pt-br"_s })
        QVERIFY2(names.contains(u"sitemap-%1.xml"_s.arg(language)), qPrintable(language));
    QVERIFY(names.contains(u"sitemap-other-%1.xml"_s.arg(others)));
}

void TestSegments::byType()
{
    // A pattern without {section}: the segment goes before the number.
    const Written written = exportBothWays(
        u"type"_s,
        { u"--group-by"_s, u"type"_s, u"--max-bytes"_s, u"3000000"_s, u"--pattern"_s,
          u"urls-{n:3}.xml"_s },
        [](const Made &made) { return made.type; }, ProtocolUrls, 3000000);
    if (QTest::currentTestFailed())
        return;
    // Each type's files, numbered when there are several (news: 1,000 a file).
    QSet<QString> types;
    static const QRegularExpression name(u"^urls-(pages|images|videos|news)(-[0-9]{3})?\\.xml$"_s);
    for (const QString &file : written.files.keys()) {
        const QRegularExpressionMatch m = name.match(file);
        QVERIFY2(m.hasMatch(), qPrintable(file));
        types.insert(m.captured(1));
    }
    QCOMPARE(types, QSet<QString>({ u"pages"_s, u"images"_s, u"videos"_s, u"news"_s }));
    QVERIFY(written.files.contains(u"urls-news-006.xml"_s));
}

void TestSegments::byPatterns()
{
    const QString rules = m_dir.filePath(u"rules.txt"_s);
    writeFile(rules,
              "# the shop's sections, first match wins\n"
              "furniture  /[Ss]hop/\n"
              "stories    /(blog|news)/\n"
              "\n"
              "furniture  /shop-2/\n"
              "languages  ^https://[^/]+/(de|en|fr|pt-br)/\n");
    auto segmentOf = [](const Made &made) {
        if (made.folder.compare(u"shop"_s, Qt::CaseInsensitive) == 0 || made.folder == u"shop-2")
            return u"furniture"_s;
        if (made.folder == u"blog" || made.folder == u"news")
            return u"stories"_s;
        if (made.language != u"other")
            return u"languages"_s;
        return u"other"_s;
    };
    const Written written = exportBothWays(
        u"patterns"_s, { u"--group-by"_s, u"pattern:"_s + rules, u"--max-urls"_s, u"30000"_s },
        segmentOf, 30000);
    if (QTest::currentTestFailed())
        return;
    // furniture: 57,600 URLs in files of 30,000; stories: 6,000 news in files of 1,000.
    QCOMPARE(written.files.keys(),
             QStringList({ u"sitemap-furniture-1.xml"_s, u"sitemap-furniture-2.xml"_s,
                           u"sitemap-languages.xml"_s, u"sitemap-other.xml"_s,
                           u"sitemap-stories-1.xml"_s, u"sitemap-stories-2.xml"_s,
                           u"sitemap-stories-3.xml"_s, u"sitemap-stories-4.xml"_s,
                           u"sitemap-stories-5.xml"_s, u"sitemap-stories-6.xml"_s }));
}

void TestSegments::statsBy_data()
{
    QTest::addColumn<QString>("by");
    QTest::newRow("folder") << u"folder"_s;
    QTest::newRow("language") << u"language"_s;
    QTest::newRow("type") << u"type"_s;
}

void TestSegments::statsBy()
{
    QFETCH(QString, by);
    const QJsonObject o = Testing::statsJson(m_input.index, { u"--by"_s, by });
    QCOMPARE(o.value(u"segmentedBy"_s).toString(), by);
    const QMap<QString, Tally> &expected = by == u"folder" ? m_input.folder
        : by == u"language"                                ? m_input.language
                                                           : m_input.type;
    QSet<QString> names;
    const QMap<QString, Tally> got = checkSegments(o, expected, &names);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(names.size(), expected.size());
    // The totals are the segments' and the file findings'.
    const Tally unsegmented = tallyOf(o.value(u"unsegmented"_s).toObject());
    Tally sum = unsegmented;
    for (const Tally &t : std::as_const(got)) {
        sum.urls += t.urls;
        sum.notices += t.notices;
        sum.errors += t.errors;
        sum.warnings += t.warnings;
    }
    QCOMPARE(sum.urls, qsizetype(Total));
    QCOMPARE(o.value(u"childEntries"_s).toInteger(), Total);
    QCOMPARE(sum.errors, o.value(u"errors"_s).toInteger());
    QCOMPARE(sum.warnings, o.value(u"warnings"_s).toInteger());
    QCOMPARE(sum.notices, o.value(u"notices"_s).toInteger());
    // The names are the export's: folder's as the files of byFolder() are named.
    if (by == u"folder")
        QCOMPARE(
            names,
            QSet<QString>({ u"shop"_s, u"blog"_s, u"cafe"_s, u"strasse"_s, u"shop-x2"_s, u"pt-br"_s,
                            u"shop-2-x2"_s, u"de"_s, u"en"_s, u"fr"_s, u"root"_s, u"news"_s }));
}

void TestSegments::statsFindings()
{
    // Errors and notices about entries count in their segments; one about the file in none.
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"https://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    QMap<QString, Tally> expected;
    for (int i = 0; i < 90; ++i) {
        const QString folder = i % 3 == 0 ? u"a"_s : i % 3 == 1 ? u"b"_s : QString();
        const QByteArray path = folder.isEmpty() ? "/page-" : "/" + folder.toUtf8() + "/page-";
        const bool twice = i % 4 == 0; // two <changefreq>: an error (SM107)
        const bool spaced = i % 5 == 0; // whitespace around <loc>: a notice (SM116)
        xml += "<url><loc>" + QByteArray(spaced ? " " : "") + Shop + path + QByteArray::number(i)
            + QByteArray(spaced ? " " : "") + "</loc>"
            + QByteArray(twice ? "<changefreq>daily</changefreq><changefreq>weekly</changefreq>"
                               : "")
            + "</url>\n";
        Tally &t = expected[folder];
        ++t.urls;
        t.errors += twice;
        t.notices += spaced;
    }
    const QString path = m_dir.filePath(u"findings.xml"_s);
    writeFile(path, xml + "</urlset>\n");
    int status = 0;
    const QJsonObject o = Testing::statsJson(path, { u"--by"_s, u"folder"_s }, &status);
    QCOMPARE(status, 1); // the input has errors
    const QMap<QString, Tally> got = checkSegments(o, expected);
    if (QTest::currentTestFailed())
        return;
    // The https namespace is said of the file.
    const Tally unsegmented = tallyOf(o.value(u"unsegmented"_s).toObject());
    QVERIFY(unsegmented.errors + unsegmented.warnings + unsegmented.notices >= 1);
    qsizetype total = unsegmented.errors + unsegmented.warnings + unsegmented.notices;
    for (const Tally &t : std::as_const(got))
        total += t.errors + t.warnings + t.notices;
    QCOMPARE(total, o.value(u"findings"_s).toArray().size());

    // The text says the same, a row a segment and one for no segment.
    const CliRun run = runCli({ u"stats"_s, u"--by"_s, u"folder"_s, path });
    QCOMPARE(run.exitCode, 1); // the input has errors
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(u"segments by folder:"_s), run.out.constData());
    static const QRegularExpression rowA(u"\\n    a +30 +0 +0 +0 +0 +8 +0 +6\\n"_s);
    QVERIFY2(rowA.match(text).hasMatch(), run.out.constData());
    QVERIFY2(text.contains(u"\n    root "_s), run.out.constData());
    QVERIFY2(text.contains(u"\n    (no segment) "_s), run.out.constData());
}

void TestSegments::patternFileErrors_data()
{
    QTest::addColumn<QByteArray>("rules");
    QTest::addColumn<QString>("says");
    QTest::newRow("bad regex") << QByteArray("blog /blog/\n# next\nshop /shop/[0-9\n")
                               << u"rules-bad.txt:3: \"/shop/[0-9\" is not a valid regular"_s;
    QTest::newRow("no regex") << QByteArray("blog /blog/\nshop\n") << u"rules-bad.txt:2: "_s;
    QTest::newRow("bad repetition") << QByteArray("a *x\n") << u"rules-bad.txt:1: \"*x\""_s;
    QTest::newRow("empty") << QByteArray("\n# nothing\n") << u"has no NAME REGEX line"_s;
}

void TestSegments::patternFileErrors()
{
    QFETCH(QByteArray, rules);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(u"rules-bad.txt"_s);
    writeFile(path, rules);
    const QString out = QDir(dir.path()).filePath(u"out"_s);
    for (const QStringList &call :
         { QStringList { u"export"_s, m_dir.filePath(u"findings.xml"_s), u"--out"_s, out,
                         u"--base-url"_s, Base, u"--group-by"_s, u"pattern:"_s + path },
           QStringList { u"stats"_s, u"--by"_s, u"pattern:"_s + path,
                         m_dir.filePath(u"findings.xml"_s) } }) {
        const CliRun run = runCli(call);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(says), run.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
}

void TestSegments::wrongCalls_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    QTest::newRow("export, depth 0") << QStringList { u"export"_s, u"--group-by"_s, u"folder:0"_s }
                                     << u"--group-by: folder:DEPTH needs a DEPTH from 1"_s;
    QTest::newRow("export, unknown") << QStringList { u"export"_s, u"--group-by"_s, u"size"_s }
                                     << u"\"size\" is no segmentation"_s;
    QTest::newRow("export, depth a word")
        << QStringList { u"export"_s, u"--group-by"_s, u"folder:deep"_s } << u"not \"deep\""_s;
    QTest::newRow("stats, language with a value")
        << QStringList { u"stats"_s, u"--by"_s, u"language:de"_s }
        << u"\"language:de\" is no segmentation"_s;
    QTest::newRow("stats, pattern without a file")
        << QStringList { u"stats"_s, u"--by"_s, u"pattern:"_s } << u"needs the FILE"_s;
    QTest::newRow("stats, missing file")
        << QStringList { u"stats"_s, u"--by"_s, u"pattern:/no/such/rules.txt"_s }
        << u"/no/such/rules.txt cannot be read"_s;
}

void TestSegments::wrongCalls()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const QString out = m_dir.filePath(u"never"_s);
    QStringList call = arguments;
    call.append(m_dir.filePath(u"findings.xml"_s));
    if (arguments.first() == u"export")
        call += QStringList { u"--out"_s, out, u"--base-url"_s, Base };
    const CliRun run = runCli(call);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(says), run.err.constData());
    QVERIFY(!QFileInfo::exists(out));
}

QTEST_GUILESS_MAIN(TestSegments)
#include "tst_segments.moc"
