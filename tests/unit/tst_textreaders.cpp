#include "io/readers/csvreader.h"
#include "io/writing/gzip.h"
#include "io/loader.h"
#include "io/readers/textlistreader.h"
#include "rules/checker.h"

#include <QStringConverter>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

Workspace open(const QByteArray &bytes, bool parallel = true)
{
    LoadOptions options;
    options.limits.parallel = parallel;
    options.limits.maxBytes = 256 * 1024 * 1024;
    return Loader::openBytes(bytes, u"list.txt"_s, options);
}

QStringList locs(const Sitemap &sitemap)
{
    QStringList out;
    for (const UrlEntry &entry : sitemap.entries)
        out.append(entry.loc());
    return out;
}

QList<quint32> lines(const Sitemap &sitemap)
{
    QList<quint32> out;
    for (const UrlEntry &entry : sitemap.entries)
        out.append(entry.sourceLine());
    return out;
}

QStringList ruleIds(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(QString(f.ruleId));
    return out;
}

QList<Finding> checked(const Workspace &workspace)
{
    Checker checker;
    checker.checkAll(workspace);
    return checker.findings();
}

} // namespace

class TestTextReaders : public QObject
{
    Q_OBJECT

private slots:
    void lineEnds_data();
    void lineEnds();
    void encodings_data();
    void encodings();
    void gzipped();
    void comments();
    void relativeAndDuplicatesKeptAndReported();
    void whitespaceInsideUrlIsKept();
    void partsJoinLikeOneRead();
    void detection_data();
    void detection();

    void csvHeaderMapping();
    void csvGuessedWithoutHeader();
    void csvQuotedFields();
    void csvDelimiters_data();
    void csvDelimiters();
    void csvUserMapping();
    void csvRowsWithoutLocation();
};

void TestTextReaders::lineEnds_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<quint32>>("lines");
    const QList<quint32> abc { 1, 2, 3 };
    QTest::newRow("LF") << "https://a.example/1\nhttps://a.example/2\nhttps://a.example/3\n"_ba
                        << abc;
    QTest::newRow("CRLF")
        << "https://a.example/1\r\nhttps://a.example/2\r\nhttps://a.example/3\r\n"_ba << abc;
    QTest::newRow("CR") << "https://a.example/1\rhttps://a.example/2\rhttps://a.example/3\r"_ba
                        << abc;
    QTest::newRow("mixed, no final end")
        << "https://a.example/1\r\nhttps://a.example/2\rhttps://a.example/3"_ba << abc;
    QTest::newRow("blank lines and spaces")
        << "\n  https://a.example/1  \r\n\t\r\n\rhttps://a.example/2\n\nhttps://a.example/3\t\n\n"_ba
        << QList<quint32> { 2, 5, 7 };
    QTest::newRow("CR then LF as two ends")
        << "https://a.example/1\r\rhttps://a.example/2\n\r\nhttps://a.example/3"_ba
        << QList<quint32> { 1, 3, 5 };
}

void TestTextReaders::lineEnds()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<quint32>, lines);
    const Workspace workspace = open(text);
    const Sitemap &sitemap = workspace.root();
    QVERIFY(!sitemap.failed);
    QCOMPARE(sitemap.source.format, SourceFormat::Text);
    QCOMPARE(locs(sitemap),
             (QStringList { u"https://a.example/1"_s, u"https://a.example/2"_s,
                            u"https://a.example/3"_s }));
    QCOMPARE(::lines(sitemap), lines);
    QVERIFY2(sitemap.findings.isEmpty(), qPrintable(ruleIds(sitemap.findings).join(u' ')));
}

void TestTextReaders::encodings_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding");
    const QString text = u"https://a.example/caf\u00e9\r\nhttps://a.example/2\r\n"_s;
    QTest::newRow("UTF-8") << text.toUtf8() << u"UTF-8"_s;
    QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBF" + text.toUtf8()) << u"UTF-8"_s;
    QStringEncoder le(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    QTest::newRow("UTF-16LE BOM") << QByteArray(le.encode(text)) << u"UTF-16LE"_s;
    QStringEncoder be(QStringConverter::Utf16BE, QStringConverter::Flag::WriteBom);
    QTest::newRow("UTF-16BE BOM") << QByteArray(be.encode(text)) << u"UTF-16BE"_s;
}

void TestTextReaders::encodings()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, encoding);
    const Workspace workspace = open(bytes);
    const Sitemap &sitemap = workspace.root();
    QCOMPARE(sitemap.source.format, SourceFormat::Text);
    QCOMPARE(sitemap.source.encoding, encoding);
    QCOMPARE(locs(sitemap),
             (QStringList { u"https://a.example/caf\u00e9"_s, u"https://a.example/2"_s }));
    // UTF-16 is decoded, and reported: the protocol asks for UTF-8.
    QCOMPARE(ruleIds(sitemap.findings).contains(QString(RuleId::NotUtf8)),
             encoding.startsWith(u"UTF-16"));
}

void TestTextReaders::gzipped()
{
    const QByteArray text = "https://a.example/1\nhttps://a.example/2\n";
    const Workspace workspace = open(gzipCompress(text));
    QCOMPARE(workspace.root().source.compression, Compression::Gzip);
    QCOMPARE(workspace.root().source.format, SourceFormat::Text);
    QCOMPARE(workspace.root().entries.size(), 2);
    // The real-world corpus's gzipped list (rw-020) is read in tst_realworld_reading.
}

void TestTextReaders::comments()
{
    const QByteArray text = "# generated by a crawler\n"
                            "# on Monday\n"
                            "https://a.example/1\n"
                            "  # indented comment\n"
                            "https://a.example/2\n"
                            "# a\n\n# b\n"; // a blank line ends a run
    const Workspace workspace = open(text);
    const Sitemap &sitemap = workspace.root();
    QCOMPARE(locs(sitemap), (QStringList { u"https://a.example/1"_s, u"https://a.example/2"_s }));
    QCOMPARE(sitemap.findings.size(), 4);
    QList<qint64> where;
    for (const Finding &f : sitemap.findings) {
        QCOMPARE(f.ruleId, RuleId::ContentSkipped);
        QCOMPARE(f.severity, Severity::Warning);
        where.append(f.line);
    }
    QCOMPARE(where, (QList<qint64> { 1, 4, 6, 8 }));
    QVERIFY(sitemap.findings.first().message.contains(u"Lines 1 to 2"_s));
    QVERIFY(sitemap.findings.at(1).message.contains(u"Line 4 "_s));
}

void TestTextReaders::relativeAndDuplicatesKeptAndReported()
{
    const QByteArray text = "https://a.example/1\n/about\nhttps://A.example:443/1\nnot-a-url\n";
    const Workspace workspace = open(text);
    QCOMPARE(workspace.root().entries.size(), 4);
    const QList<Finding> findings = checked(workspace);
    auto at = [&findings](QLatin1StringView rule) {
        QList<qint64> lines;
        for (const Finding &f : findings)
            if (f.ruleId == rule)
                lines.append(f.line);
        return lines;
    };
    QCOMPARE(at(RuleId::InvalidUrl), (QList<qint64> { 2, 4 }));
    QCOMPARE(at(RuleId::DuplicateUrl), (QList<qint64> { 3 }));
}

void TestTextReaders::whitespaceInsideUrlIsKept()
{
    // A tab inside a URL (the shared corpus has such lines) is a broken URL, not a comment:
    // kept as written for the checker, so the count is the file's.
    const Workspace workspace = open("https://a.example/video-\tkid\nhttps://a.example/x y\n");
    QCOMPARE(locs(workspace.root()),
             (QStringList { u"https://a.example/video-\tkid"_s, u"https://a.example/x y"_s }));
    const QList<Finding> findings = checked(workspace);
    QVERIFY(std::any_of(findings.cbegin(), findings.cend(), [](const Finding &f) {
        return f.ruleId == RuleId::InvalidUrl && f.line == 1;
    }));
}

void TestTextReaders::partsJoinLikeOneRead()
{
    // Large enough to be split across threads, with comment runs, CRs and CRLFs at places
    // that fall on part ends: the parallel read must equal the sequential one.
    QByteArray text;
    int n = 0;
    while (text.size() < 20 * 1024 * 1024) {
        if (n % 9973 == 0)
            text += "# comment " + QByteArray::number(n) + "\n# more\n";
        text += "https://a.example/page/" + QByteArray::number(n++);
        text += n % 3 == 0 ? "\r\n" : (n % 1001 == 0 ? "\r" : "\n");
    }
    const Workspace parallel = open(text, true);
    const Workspace serial = open(text, false);
    QVERIFY(parallel.root().entries.size() > 500000);
    QCOMPARE(parallel.root().entries.size(), serial.root().entries.size());
    QCOMPARE(parallel.root().entries, serial.root().entries);
    QCOMPARE(lines(parallel.root()), lines(serial.root()));
    QCOMPARE(parallel.root().findings, serial.root().findings);
    QCOMPARE(parallel.root().findings.size(), (n + 9972) / 9973);
}

void TestTextReaders::detection_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("format");
    QTest::newRow("list") << "https://a.example/\n"_ba << u"text"_s;
    QTest::newRow("relative paths") << "/a\n/b\n/c\n"_ba << u"text"_s;
    QTest::newRow("csv") << "url,lastmod\nhttps://a.example/,2024-01-01\n"_ba << u"csv"_s;
    QTest::newRow("tsv without header")
        << "https://a.example/1\t2024-01-01\nhttps://a.example/2\t2024-01-02\n"_ba << u"csv"_s;
    QTest::newRow("prose") << "Dear webmaster,\nplease find our pages below.\n"_ba << u"unknown"_s;
}

void TestTextReaders::detection()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, format);
    const Workspace workspace = open(bytes);
    QCOMPARE(sourceFormatName(workspace.root().source.format), format);
    QCOMPARE(workspace.root().failed, format == u"unknown");
}

void TestTextReaders::csvHeaderMapping()
{
    const QByteArray csv = "Address,Status Code,Last Modified,Priority,Change Frequency,Image\n"
                           "https://a.example/,200,2024-01-08,0.8,daily,https://a.example/a.jpg\n"
                           "https://a.example/b,200,,,weekly,\n";
    const CsvMapping mapping = CsvReader::detect(csv);
    QVERIFY(mapping.header);
    QCOMPARE(mapping.delimiter, ',');
    QCOMPARE(mapping.loc, 0);
    QCOMPARE(mapping.lastmod, 2);
    QCOMPARE(mapping.priority, 3);
    QCOMPARE(mapping.changefreq, 4);
    QCOMPARE(mapping.imageLoc, 5);
    QCOMPARE(mapping.roleOf(1), CsvMapping::Ignore);

    const Workspace workspace = open(csv);
    const Sitemap &sitemap = workspace.root();
    QCOMPARE(sitemap.source.format, SourceFormat::Csv);
    QCOMPARE(sitemap.entries.size(), 2);
    const UrlEntry &first = sitemap.entries.first();
    QCOMPARE(first.loc(), u"https://a.example/"_s);
    QCOMPARE(first.lastmod().toString(), u"2024-01-08"_s);
    QCOMPARE(first.priorityText(), u"0.8"_s);
    QCOMPARE(first.changefreq(), ChangeFreq::Daily);
    QCOMPARE(first.images().size(), 1);
    QCOMPARE(first.images().first().loc(), u"https://a.example/a.jpg"_s);
    QCOMPARE(first.sourceLine(), 2u);
    const UrlEntry &second = sitemap.entries.at(1);
    QVERIFY(second.lastmod().isNull());
    QVERIFY(!second.hasPriority());
    QCOMPARE(second.changefreq(), ChangeFreq::Weekly);
    QVERIFY(second.images().isEmpty());
}

void TestTextReaders::csvGuessedWithoutHeader()
{
    const QByteArray tsv = "https://a.example/1\t2024-01-01T10:00:00+01:00\t0.5\tmonthly\n"
                           "https://a.example/2\t2024-02-01\t1.0\tnever\n";
    const CsvMapping mapping = CsvReader::detect(tsv);
    QVERIFY(!mapping.header);
    QCOMPARE(mapping.delimiter, '\t');
    QCOMPARE(mapping.loc, 0);
    QCOMPARE(mapping.lastmod, 1);
    QCOMPARE(mapping.priority, 2);
    QCOMPARE(mapping.changefreq, 3);
    const Workspace workspace = open(tsv);
    QCOMPARE(workspace.root().entries.size(), 2);
    QCOMPARE(workspace.root().entries.first().lastmod().toString(), u"2024-01-01T10:00:00+01:00"_s);
}

void TestTextReaders::csvQuotedFields()
{
    const QByteArray csv = "\"url\",\"title\"\n"
                           "\"https://a.example/?q=a,b\",\"A \"\"quoted\"\" title\"\n"
                           "\"https://a.example/2\",\"two\nlines\"\r\n"
                           "https://a.example/3,plain\n"
                           "\" https://a.example/4\n\",four\n";
    const QList<CsvReader::Row> rows = CsvReader::rows(csv, ',');
    QCOMPARE(rows.size(), 5);
    QCOMPARE(rows.at(1).fields,
             (QStringList { u"https://a.example/?q=a,b"_s, u"A \"quoted\" title"_s }));
    QCOMPARE(rows.at(2).fields, (QStringList { u"https://a.example/2"_s, u"two\nlines"_s }));
    QCOMPARE(rows.at(3).line, 5); // the quoted line break counts
    // A quoted value keeps its blanks as a field, but not as a sitemap value: the entry is the
    // one the same values give in XML, which reads a loc trimmed
    // (tests/fuzz/regressions/fuzz_roundtrip/csv-loc-with-trailing-newline.csv).
    QCOMPARE(rows.at(4).fields, (QStringList { u" https://a.example/4\n"_s, u"four"_s }));
    const Workspace workspace = open(csv);
    QCOMPARE(locs(workspace.root()),
             (QStringList { u"https://a.example/?q=a,b"_s, u"https://a.example/2"_s,
                            u"https://a.example/3"_s, u"https://a.example/4"_s }));
    QCOMPARE(lines(workspace.root()), (QList<quint32> { 2, 3, 5, 6 }));
}

void TestTextReaders::csvDelimiters_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<char>("delimiter");
    QTest::newRow("comma") << "loc,priority\nhttps://a.example/,0.5\n"_ba << ',';
    QTest::newRow("semicolon") << "loc;priority\nhttps://a.example/;0,5\n"_ba << ';';
    QTest::newRow("tab") << "loc\tpriority\nhttps://a.example/\t0.5\n"_ba << '\t';
}

void TestTextReaders::csvDelimiters()
{
    QFETCH(QByteArray, bytes);
    QFETCH(char, delimiter);
    const CsvMapping mapping = CsvReader::detect(bytes);
    QCOMPARE(mapping.delimiter, delimiter);
    QCOMPARE(mapping.loc, 0);
    QCOMPARE(mapping.priority, 1);
    const Workspace workspace = open(bytes);
    QCOMPARE(locs(workspace.root()), QStringList { u"https://a.example/"_s });
}

void TestTextReaders::csvUserMapping()
{
    // The wizard's mapping wins over detection: here the second URL column is the location
    // and the first one is ignored; several images in one cell.
    const QByteArray csv = "source,target,pictures\n"
                           "https://old.example/a,https://new.example/a,https://new.example/1.png "
                           "| https://new.example/2.png\n";
    CsvMapping mapping = CsvReader::detect(csv);
    QCOMPARE(mapping.loc, 0);
    mapping.setRole(1, CsvMapping::Loc);
    QCOMPARE(mapping.loc, 1);
    mapping.setRole(2, CsvMapping::ImageLoc);
    Sitemap sitemap;
    CsvReader::read(csv, mapping, sitemap);
    QCOMPARE(locs(sitemap), QStringList { u"https://new.example/a"_s });
    QCOMPARE(sitemap.entries.first().images().size(), 2);
    QCOMPARE(sitemap.entries.first().images().at(1).loc(), u"https://new.example/2.png"_s);
    // Setting a role on a column takes it from the column that had it.
    mapping.setRole(0, CsvMapping::ImageLoc);
    QCOMPARE(mapping.imageLoc, 0);
    QCOMPARE(mapping.roleOf(2), CsvMapping::Ignore);
}

void TestTextReaders::csvRowsWithoutLocation()
{
    const QByteArray csv = "url,priority\nhttps://a.example/,0.5\n,0.3\nhttps://a.example/b,\n";
    const Workspace workspace = open(csv);
    const Sitemap &sitemap = workspace.root();
    QCOMPARE(sitemap.entries.size(), 2);
    QCOMPARE(sitemap.findings.size(), 1);
    QCOMPARE(sitemap.findings.first().ruleId, RuleId::ContentSkipped);
    QCOMPARE(sitemap.findings.first().line, 3);
}

QTEST_GUILESS_MAIN(TestTextReaders)
#include "tst_textreaders.moc"
