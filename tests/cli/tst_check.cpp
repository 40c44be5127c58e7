// End-to-end tests of `sitemap-studio-cli check` and `rules`: the real binary's text, JSON and
// SARIF formats, exit codes and --fail-on, --publish-url, --profile, --fix and --robots; and
// `check --online` against the local test server. The findings on every file of the
// real-world corpus (what its manifest's notes describe, no errors in the valid files) and
// `stats` on its text lists, feeds and robots.txt files: tests/realworld/tst_realworld_cli.cpp.

#include "clichecks.h"
#include "clirun.h"
#include "filebytes.h"
#include "io/writing/gzip.h"
#include "model/rule.h"
#include "testhttpserver.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// A fixed present, so that "in the future" and "too old" do not depend on the day the test
// runs.
const QString Now = Testing::cliNow();

using Run = CliRun;

QString sample(const QString &name)
{
    return TestPaths::data(name);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const QByteArray Sample
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
      "  <url><loc>https://example.com/a</loc><lastmod>2024-01-08 10:00:00Z</lastmod></url>\n"
      "  <url><loc>https://example.com/b</loc><changefreq>Daily</changefreq></url>\n"
      "  <url><loc>https://example.com/caf\xc3\xa9</loc></url>\n"
      "  <url><loc>https://example.com/a</loc><lastmod>2024-01-08 10:00:00Z</lastmod></url>\n"
      "  <url><loc>https://example.com/d</loc><lastmod>2024-01-08T10:00</lastmod></url>\n"
      "</urlset>\n";

} // namespace

class TestCheck : public QObject
{
    Q_OBJECT

private slots:
    void textFormat();
    void jsonFormat();
    void textAgreesWithJsonAtScale();
    void sarifFormat();
    void fieldsOnTheirOwnLines();
    void exitCodes();
    void publishUrl();
    void profile();
    void fixWritesACopy();
    void fixWritesTheTimeZone();
    void fixRefusesTheInput();
    void fixChangesOneLineOfAMkDocsFile();
    void rulesList();
    void robotsOption();
    void online();
};

void TestCheck::textFormat()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sample.xml"_s);
    writeFile(path, Sample);
    const Run run = runCli({ u"check"_s, u"--publish-url"_s, u"https://example.com/"_s, path });
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 5);
    // file:line[:column]: severity: title: message [id]
    static const QRegularExpression format(
        u"^(.+?):(\\d+:)?(\\d+:)? (error|warning|notice): (.+) \\[(SM\\d{3})\\]$"_s);
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = format.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(1), path);
        const Rule *rule = RuleCatalogue::find(QLatin1StringView(m.captured(6).toLatin1()));
        QVERIFY(rule);
        QCOMPARE(severityName(rule->severity), m.captured(4));
        // Titles may hold a colon themselves: the title is matched whole.
        QVERIFY2(m.captured(5).startsWith(rule->translatedTitle() + u": "_s), qPrintable(line));
    }
    // Entries carry the line they were read from.
    QVERIFY(lines.contains(path
                           + u":3: error: Invalid date: space instead of T: lastmod "
                             "\"2024-01-08 10:00:00Z\" separates date and time with a space "
                             "instead of T [SM504]"_s));
    QVERIFY(lines.filter(u":6: warning: Duplicate URL:"_s).size() == 1);
    QVERIFY(lines.filter(u":5: error: Unescaped characters in URL:"_s).size() == 1);
    QVERIFY(run.err.contains("errors,"));
}

void TestCheck::jsonFormat()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sample.xml"_s);
    writeFile(path, Sample);
    int exitCode = -1;
    const QJsonObject report
        = checkJson({ u"--publish-url"_s, u"https://example.com/"_s, path }, &exitCode);
    QCOMPARE(exitCode, 1);
    const QJsonArray findings = report.value(u"findings"_s).toArray();
    QVERIFY(findings.size() >= 5);
    int counts[3] = { 0, 0, 0 };
    for (const QJsonValue &v : findings) {
        const QJsonObject f = v.toObject();
        for (const QString &key : { u"rule"_s, u"title"_s, u"severity"_s, u"message"_s, u"input"_s,
                                    u"entry"_s, u"field"_s, u"line"_s, u"column"_s })
            QVERIFY2(f.contains(key), qPrintable(key));
        QCOMPARE(f.value(u"input"_s).toString(), path);
        const QString severity = f.value(u"severity"_s).toString();
        counts[severity == u"error" ? 0 : severity == u"warning" ? 1 : 2]++;
        if (f.value(u"rule"_s).toString() == u"SM405") {
            QCOMPARE(f.value(u"entry"_s).toInt(), 3);
            QCOMPARE(f.value(u"field"_s).toString(), u"loc"_s);
            QCOMPARE(f.value(u"line"_s).toInt(), 6);
            QVERIFY(f.value(u"column"_s).isNull());
        }
    }
    const QJsonObject summary = report.value(u"summary"_s).toObject();
    QCOMPARE(summary.value(u"error"_s).toInt(), counts[0]);
    QCOMPARE(summary.value(u"warning"_s).toInt(), counts[1]);
    QCOMPARE(summary.value(u"notice"_s).toInt(), counts[2]);
    QVERIFY(counts[0] >= 3);
}

// Many findings, printed a block at a time by all cores: the text gives every finding the
// JSON gives, in the same order, each line whole, non-ASCII messages as UTF-8.
void TestCheck::textAgreesWithJsonAtScale()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"many.xml"_s);
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                     "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    constexpr int Entries = 16000;
    for (int i = 0; i < Entries; ++i) {
        // Shared messages (no self link), messages of their own (a date, a URL with raw
        // non-ASCII characters of an IDN host), and entries with none.
        const QByteArray n = QByteArray::number(i);
        const QByteArray host = i % 3 ? "https://www.example.com" : "https://bücher.example";
        const QByteArray loc = host + "/katalog/abteilung-" + n
            + "/produkte?utm_source=newsletter&amp;farbe=grün&amp;größe=" + n
            + "&amp;sortierung=preis-aufsteigend&amp;seite=" + QByteArray::number(i % 97);
        xml += "<url><loc>" + loc + "</loc>";
        if (i % 5 == 1)
            xml += "<lastmod>2024-13-" + QByteArray::number(10 + i % 20) + "</lastmod>";
        if (i % 2 == 0)
            xml += "\n  <xhtml:link rel=\"alternate\" hreflang=\"de\" "
                   "href=\"https://de.example.com/"
                + n
                + "\"/><xhtml:link rel=\"alternate\" hreflang=\"en\" "
                  "href=\"https://en.example.com/"
                + n + "\"/>";
        xml += "</url>\n";
    }
    xml += "</urlset>\n";
    writeFile(path, xml);

    const CliRun text = runCli({ u"check"_s, u"--now"_s, Now, path });
    int exitCode = -1;
    const QJsonObject report = checkJson({ path }, &exitCode);
    QCOMPARE(text.exitCode, exitCode);
    const QJsonArray findings = report.value(u"findings"_s).toArray();
    QVERIFY2(findings.size() > 3 * 8192, qPrintable(QString::number(findings.size())));
    QVERIFY(text.out.endsWith('\n'));
    const QList<QByteArray> lines = text.out.chopped(1).split('\n');
    QCOMPARE(lines.size(), findings.size());
    qsizetype nonAscii = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QJsonObject f = findings.at(i).toObject();
        QString expected = f.value(u"input"_s).toString() + u':';
        if (f.value(u"line"_s).toInt() > 0) {
            expected += QString::number(f.value(u"line"_s).toInt()) + u':';
            if (f.value(u"column"_s).toInt() > 0)
                expected += QString::number(f.value(u"column"_s).toInt()) + u':';
        }
        expected += u' ' + f.value(u"severity"_s).toString() + u": "_s
            + f.value(u"title"_s).toString() + u": "_s + f.value(u"message"_s).toString() + u" ["_s
            + f.value(u"rule"_s).toString() + u']';
        QCOMPARE(QString::fromUtf8(lines.at(i)), expected);
        if (expected.contains(u'ü'))
            ++nonAscii;
    }
    QVERIFY(nonAscii > 1000);
}

void TestCheck::sarifFormat()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sample.xml"_s);
    writeFile(path, Sample);
    const Run run = runCli({ u"check"_s, u"--format"_s, u"sarif"_s, u"--now"_s, Now, path });
    QCOMPARE(run.exitCode, 1);
    QJsonParseError error;
    const QJsonObject sarif = QJsonDocument::fromJson(run.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(sarif.value(u"version"_s).toString(), u"2.1.0"_s);
    QVERIFY(sarif.value(u"$schema"_s).toString().contains(u"sarif-2.1.0"_s));
    const QJsonObject runObject = sarif.value(u"runs"_s).toArray().first().toObject();
    const QJsonObject driver = runObject.value(u"tool"_s).toObject().value(u"driver"_s).toObject();
    QCOMPARE(driver.value(u"name"_s).toString(), u"Sitemap Studio"_s);
    const QJsonArray rules = driver.value(u"rules"_s).toArray();
    QCOMPARE(rules.size(), RuleCatalogue::rules().size());
    const QJsonArray results = runObject.value(u"results"_s).toArray();
    QVERIFY(results.size() >= 5);
    bool sawRegion = false;
    for (const QJsonValue &v : results) {
        const QJsonObject r = v.toObject();
        const QString id = r.value(u"ruleId"_s).toString();
        const int index = r.value(u"ruleIndex"_s).toInt(-1);
        QVERIFY(index >= 0 && index < rules.size());
        QCOMPARE(rules.at(index).toObject().value(u"id"_s).toString(), id);
        const QString level = r.value(u"level"_s).toString();
        QVERIFY2(level == u"error" || level == u"warning" || level == u"note", qPrintable(level));
        QVERIFY(!r.value(u"message"_s).toObject().value(u"text"_s).toString().isEmpty());
        const QJsonObject physical = r.value(u"locations"_s)
                                         .toArray()
                                         .first()
                                         .toObject()
                                         .value(u"physicalLocation"_s)
                                         .toObject();
        QVERIFY(physical.value(u"artifactLocation"_s)
                    .toObject()
                    .value(u"uri"_s)
                    .toString()
                    .startsWith(u"file://"_s));
        if (physical.contains(u"region"_s)) {
            sawRegion = true;
            QVERIFY(physical.value(u"region"_s).toObject().value(u"startLine"_s).toInt() >= 1);
        }
    }
    QVERIFY(sawRegion);
}

void TestCheck::fieldsOnTheirOwnLines()
{
    // A finding about a field is on the field's line, found in the file from the line its
    // <url> starts on: in text, JSON and SARIF, plain or gzipped.
    const QByteArray xml
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
          "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n"
          "  <url>\n"
          "    <loc>https://example.com/a</loc>\n"
          "    <lastmod>2024-01-08 10:00:00Z</lastmod>\n" // 6
          "    <image:image>\n"
          "      <image:loc>https://example.com/a b.png</image:loc>\n" // 8
          "    </image:image>\n"
          "    <image:image><!-- <image:loc> in a comment -->\n"
          "      <image:loc>https://example.com/c d.png</image:loc>\n" // 11
          "    </image:image>\n"
          "  </url>\n"
          "  <url><loc>https://example.com/b</loc><lastmod>2024-13-01</lastmod></url><url>\n" // 14
          "    <loc>https://example.com/e</loc>\n"
          "    <changefreq>Sometimes</changefreq>\n" // 16
          "  </url>\n"
          "  <url>\n"
          "    <loc>https://example.com/c</loc>\n"
          "    <priority>7</priority>\n" // 20
          "  </url>\n"
          "</urlset>\n";
    const QMap<QString, int> expected = {
        { u"SM504/-1"_s, 6 }, { u"SM203/0"_s, 8 }, { u"SM203/1"_s, 11 },
        { u"SM501/-1"_s, 14 }, { u"SM508/-1"_s, 16 }, { u"SM507/-1"_s, 20 },
    };
    QTemporaryDir dir;
    for (const QString &name : { u"fields.xml"_s, u"fields.xml.gz"_s }) {
        const QString path = dir.filePath(name);
        writeFile(path, name.endsWith(u".gz"_s) ? gzipCompress(xml) : xml);
        const QStringList args = { u"--publish-url"_s, u"https://example.com/"_s, path };
        int exitCode = -1;
        const QJsonArray findings
            = checkJson(args, &exitCode).value(u"findings"_s).toArray();
        QMap<QString, int> lines;
        for (const QJsonValue &v : findings) {
            const QJsonObject f = v.toObject();
            if (f.value(u"field"_s).isNull())
                continue;
            const int item = f.value(u"message"_s).toString().startsWith(u"Image 2"_s) ? 1
                : f.value(u"message"_s).toString().startsWith(u"Image 1"_s)            ? 0
                                                                                      : -1;
            lines.insert(f.value(u"rule"_s).toString() + u'/' + QString::number(item),
                         f.value(u"line"_s).toInt());
        }
        QCOMPARE(lines, expected);
        const Run text = runCli(QStringList { u"check"_s } + args);
        QVERIFY2(text.out.contains(path.toUtf8() + ":6: error: Invalid date: space instead of T"),
                 text.out.constData());
        const Run sarif = runCli(QStringList { u"check"_s, u"--format"_s, u"sarif"_s } + args);
        QVERIFY(sarif.out.contains("\"startLine\": 20"));
    }
}

void TestCheck::exitCodes()
{
    QTemporaryDir dir;
    const QString warnings = dir.filePath(u"warnings.xml"_s);
    // A duplicate is a warning; nothing is an error.
    writeFile(warnings,
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://example.com/a</loc></url>\n"
              "<url><loc>https://example.com/a</loc></url>\n</urlset>\n");
    const QStringList base { u"check"_s, u"--publish-url"_s, u"https://example.com/"_s };
    QCOMPARE(runCli(base + QStringList { warnings }).exitCode, 0);
    QCOMPARE(runCli(base + QStringList { u"--fail-on"_s, u"error"_s, warnings }).exitCode, 0);
    QCOMPARE(runCli(base + QStringList { u"--fail-on"_s, u"warning"_s, warnings }).exitCode, 1);
    QCOMPARE(runCli(base + QStringList { u"--fail-on"_s, u"notice"_s, warnings }).exitCode, 1);
    // Unreadable input, even beside a readable one, and wrong calls: 2.
    const Run missing = runCli(base + QStringList { warnings, dir.filePath(u"none.xml"_s) });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("none.xml"));
    QCOMPARE(runCli({ u"check"_s, sample(u"sitemap-xml-is-html-page.xml"_s) }).exitCode, 2);
    QCOMPARE(runCli({ u"check"_s, u"--format"_s, u"xml"_s, warnings }).exitCode, 2);
    QCOMPARE(runCli({ u"check"_s, u"--fail-on"_s, u"fatal"_s, warnings }).exitCode, 2);
    QCOMPARE(runCli({ u"check"_s, u"--profile"_s, u"lenient"_s, warnings }).exitCode, 2);
    QCOMPARE(runCli({ u"check"_s, u"--publish-url"_s, u"example.com"_s, warnings }).exitCode, 2);
    QCOMPARE(runCli({ u"check"_s }).exitCode, 2);
}

void TestCheck::publishUrl()
{
    const QString file = sample(u"protocol-example.xml"_s);
    // No location known: the majority host is assumed, with a notice.
    QJsonObject report = checkJson({ file });
    QVERIFY(ruleIds(report).contains(u"SM407"_s));
    QVERIFY(!ruleIds(report).contains(u"SM402"_s));
    // Published on another host: every URL is not allowed.
    report = checkJson({ u"--publish-url"_s, u"https://other.example/sitemap.xml"_s, file });
    QVERIFY(!ruleIds(report).contains(u"SM407"_s));
    int notAllowed = 0;
    for (const QJsonValue &v : report.value(u"findings"_s).toArray())
        notAllowed += v.toObject().value(u"rule"_s).toString() == u"SM402";
    QCOMPARE(notAllowed, 5);
    // www vs non-www is a path mismatch, not a foreign host.
    report = checkJson({ u"--publish-url"_s, u"http://example.com/sitemap.xml"_s, file });
    QVERIFY(ruleIds(report).contains(u"SM403"_s));
    QVERIFY(!ruleIds(report).contains(u"SM402"_s));
}

void TestCheck::profile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"minutes.xml"_s);
    writeFile(path,
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://example.com/a</loc><lastmod>2024-01-08T10:00Z</lastmod>"
              "</url>\n</urlset>\n");
    int exitCode = -1;
    QJsonObject report = checkJson({ path }, &exitCode);
    QCOMPARE(exitCode, 0);
    QVERIFY(!ruleIds(report).contains(u"SM801"_s));
    report = checkJson({ u"--profile"_s, u"schema-strict"_s, path }, &exitCode);
    QCOMPARE(exitCode, 1);
    QVERIFY(ruleIds(report).contains(u"SM801"_s));
}

void TestCheck::fixWritesACopy()
{
    QTemporaryDir dir;
    const QString input = dir.filePath(u"sample.xml"_s);
    const QString output = dir.filePath(u"fixed.xml.gz"_s);
    writeFile(input, Sample);
    const Run run = runCli({ u"check"_s, u"--publish-url"_s, u"https://example.com/"_s, u"--fix"_s,
                             u"--output"_s, output, input });
    QVERIFY2(run.err.contains("fixes applied"), run.err.constData());
    QCOMPARE(readFile(input), Sample); // the input is never touched
    QVERIFY(QFile::exists(output));
    // Nothing is left: the date without a time zone got one too.
    QCOMPARE(run.exitCode, 0);
    const QJsonObject after = checkJson({ u"--publish-url"_s, u"https://example.com/"_s, output });
    const QSet<QString> ids = ruleIds(after);
    for (const QString &fixed : { u"SM504"_s, u"SM508"_s, u"SM203"_s, u"SM405"_s, u"SM502"_s })
        QVERIFY2(!ids.contains(fixed), qPrintable(fixed));
    const QJsonObject stats
        = QJsonDocument::fromJson(runCli({ u"stats"_s, u"--json"_s, output }).out)
              .object()
              .value(u"inputs"_s)
              .toArray()
              .first()
              .toObject();
    QCOMPARE(stats.value(u"compression"_s).toString(), u"gzip"_s);
    QCOMPARE(stats.value(u"entries"_s).toInt(), 4); // the duplicate went
}

void TestCheck::fixWritesTheTimeZone()
{
    // Most of the file writes +05:30: the dates without a zone get it, whether the fix is
    // the space's or the zone's own; a file without zones gets UTC.
    QTemporaryDir dir;
    const QString input = dir.filePath(u"india.xml"_s);
    const QString output = dir.filePath(u"fixed.xml"_s);
    writeFile(input,
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://example.com/</loc><lastmod>2024-01-01T09:00:00+05:30</lastmod>"
              "</url>\n"
              "<url><loc>https://example.com/a</loc><lastmod>2024-01-02T09:00+05:30</lastmod>"
              "</url>\n"
              "<url><loc>https://example.com/b</loc><lastmod>2024-01-03T09:00:00Z</lastmod>"
              "</url>\n"
              "<url><loc>https://example.com/c</loc><lastmod>2024-01-04 10:00</lastmod></url>\n"
              "<url><loc>https://example.com/d</loc><lastmod>2024-01-05T11:00:00</lastmod></url>\n"
              "</urlset>\n");
    const Run run = runCli({ u"check"_s, u"--publish-url"_s, u"https://example.com/"_s, u"--fix"_s,
                             u"--output"_s, output, input });
    QVERIFY2(run.err.contains("2 fixes applied"), run.err.constData());
    QCOMPARE(run.exitCode, 0);
    const QByteArray fixed = readFile(output);
    QVERIFY2(fixed.contains("<lastmod>2024-01-04T10:00+05:30</lastmod>"), fixed.constData());
    QVERIFY2(fixed.contains("<lastmod>2024-01-05T11:00:00+05:30</lastmod>"), fixed.constData());
    QVERIFY(fixed.contains("<lastmod>2024-01-03T09:00:00Z</lastmod>")); // the others as they were
    // Byte for byte the input but for the two dates: the fixed entries stay one line each, as
    // the file writes them (SitemapSplicer), and the diff shows the fixes alone.
    QCOMPARE(fixed,
             readFile(input)
                 .replace("2024-01-04 10:00", "2024-01-04T10:00+05:30")
                 .replace("2024-01-05T11:00:00<", "2024-01-05T11:00:00+05:30<"));
    const QSet<QString> ids
        = ruleIds(checkJson({ u"--publish-url"_s, u"https://example.com/"_s, output }));
    QVERIFY(!ids.contains(u"SM502"_s) && !ids.contains(u"SM504"_s));

    writeFile(input,
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://example.com/</loc><lastmod>2024-01-04 10:00</lastmod></url>\n"
              "</urlset>\n");
    QCOMPARE(runCli({ u"check"_s, u"--publish-url"_s, u"https://example.com/"_s, u"--fix"_s,
                      u"--output"_s, output, input })
                 .exitCode,
             0);
    QVERIFY2(readFile(output).contains("<lastmod>2024-01-04T10:00Z</lastmod>"),
             readFile(output).constData());
}

void TestCheck::fixRefusesTheInput()
{
    QTemporaryDir dir;
    const QString input = dir.filePath(u"sample.xml"_s);
    writeFile(input, Sample);
    const Run run = runCli({ u"check"_s, u"--fix"_s, u"--output"_s, input, input });
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(readFile(input), Sample);
    QCOMPARE(runCli({ u"check"_s, u"--fix"_s, input }).exitCode, 2); // no --output
    QCOMPARE(
        runCli({ u"check"_s, u"--fix"_s, u"--output"_s, dir.filePath(u"x.txt"_s), input }).exitCode,
        2);
}

void TestCheck::fixChangesOneLineOfAMkDocsFile()
{
    // MkDocs writes its sitemap with children five spaces in and </url><url> on one line: a
    // fixed value is one changed line, the rest of the file as it was.
    QTemporaryDir dir;
    const QString input = dir.filePath(u"sitemap.xml"_s);
    const QString output = dir.filePath(u"fixed.xml"_s);
    const QByteArray mkdocs
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
          "    <url>\n"
          "         <loc>https://docs.example.com/</loc>\n"
          "         <lastmod>2024-01-05</lastmod>\n"
          "    </url><url>\n"
          "         <loc>https://docs.example.com/getting-started/</loc>\n"
          "         <lastmod>2024-01-05</lastmod>\n"
          "         <changefreq>Weekly</changefreq>\n"
          "    </url><url>\n"
          "         <loc>https://docs.example.com/user-guide/configuration/</loc>\n"
          "         <lastmod>2024-01-05</lastmod>\n"
          "    </url><url>\n"
          "         <loc>https://docs.example.com/about/release-notes/</loc>\n"
          "         <lastmod>2024-01-05</lastmod>\n"
          "    </url>\n"
          "</urlset>\n";
    writeFile(input, mkdocs);
    const Run run = runCli({ u"check"_s, u"--publish-url"_s, u"https://docs.example.com/"_s,
                             u"--fix"_s, u"--output"_s, output, input });
    QVERIFY2(run.err.contains("1 fixes applied"), run.err.constData());
    QCOMPARE(run.exitCode, 0);
    const QByteArray fixed = readFile(output);
    const LineChanges changes = lineChanges(mkdocs, fixed);
    QVERIFY2(changes.removed == 1 && changes.added == 1, fixed.constData());
    QCOMPARE(fixed, QByteArray(mkdocs).replace("Weekly", "weekly"));
}

void TestCheck::rulesList()
{
    const Run json = runCli({ u"rules"_s, u"--json"_s });
    QCOMPARE(json.exitCode, 0);
    const QJsonArray rules = QJsonDocument::fromJson(json.out).object().value(u"rules"_s).toArray();
    QCOMPARE(rules.size(), RuleCatalogue::rules().size());
    int withFix = 0;
    for (const QJsonValue &v : rules) {
        const QJsonObject r = v.toObject();
        QVERIFY(r.value(u"id"_s).toString().startsWith(u"SM"_s));
        QVERIFY(!r.value(u"title"_s).toString().isEmpty());
        QVERIFY(r.value(u"help"_s).toString().size() > 80);
        withFix += r.value(u"fix"_s).isString();
    }
    QVERIFY(withFix >= 10);
    const Run text = runCli({ u"rules"_s });
    QCOMPARE(text.exitCode, 0);
    for (const Rule &rule : RuleCatalogue::rules())
        QVERIFY(text.out.contains(QByteArray(rule.id.data(), rule.id.size())));
    const Run markdown = runCli({ u"rules"_s, u"--markdown"_s });
    QVERIFY(markdown.out.startsWith("# Rules"));
    QVERIFY(markdown.out.contains("## SM405: Duplicate URL"));
}

void TestCheck::robotsOption()
{
    QTemporaryDir dir;
    const QString robots = dir.filePath(u"robots.txt"_s);
    const QString sitemap = dir.filePath(u"sitemap.xml"_s);
    writeFile(robots,
              "User-agent: *\n"
              "Disallow: /private/\n"
              "Allow: /private/open\n"
              "\n"
              "User-agent: Googlebot-Image\n"
              "Disallow: /\n");
    writeFile(sitemap,
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://example.com/a</loc></url>\n"
              "<url><loc>https://example.com/private/b</loc></url>\n"
              "<url><loc>https://example.com/private/open</loc></url>\n"
              "</urlset>\n");
    const QString publish = u"https://example.com/sitemap.xml"_s;
    int exitCode = -1;
    QJsonObject report
        = checkJson({ u"--robots"_s, robots, u"--publish-url"_s, publish, sitemap }, &exitCode);
    QList<QJsonObject> blocked;
    for (const QJsonValue &v : report.value(u"findings"_s).toArray())
        if (v.toObject().value(u"rule"_s).toString() == u"SM409")
            blocked.append(v.toObject());
    QCOMPARE(blocked.size(), 1);
    const QJsonObject f = blocked.first();
    QCOMPARE(f.value(u"severity"_s).toString(), u"warning"_s);
    QCOMPARE(f.value(u"entry"_s).toInt(), 1);
    QCOMPARE(f.value(u"line"_s).toInt(), 3);
    QCOMPARE(f.value(u"input"_s).toString(), sitemap);
    const QString message = f.value(u"message"_s).toString();
    for (const QString &word : { u"https://example.com/private/b"_s, u"line 2"_s, u"/private/"_s })
        QVERIFY2(message.contains(word), qPrintable(message));
    QCOMPARE(exitCode, 0); // a warning
    checkJson({ u"--robots"_s, robots, u"--fail-on"_s, u"warning"_s, sitemap }, &exitCode);
    QCOMPARE(exitCode, 1);
    // The text format names the rule.
    const Run text = runCli({ u"check"_s, u"--robots"_s, robots, sitemap });
    QVERIFY2(text.out.contains("[SM409]"), text.out.constData());
    // Without --robots, nothing is blocked; with the robots.txt of another site, neither.
    QVERIFY(!ruleIds(checkJson({ u"--publish-url"_s, publish, sitemap })).contains(u"SM409"_s));
    QVERIFY(!ruleIds(checkJson({ u"--robots"_s, robots, u"--publish-url"_s,
                                 u"https://other.example/sitemap.xml"_s, sitemap }))
                 .contains(u"SM409"_s));
    // A robots.txt opened as the input brings its rules to the sitemaps beside it.
    writeFile(robots, readFile(robots) + "Sitemap: https://example.com/sitemap.xml\n");
    report
        = checkJson({ u"--publish-url"_s, u"https://example.com/robots.txt"_s, robots }, &exitCode);
    QVERIFY2(ruleIds(report).contains(u"SM409"_s), QJsonDocument(report).toJson().constData());
    QCOMPARE(exitCode, 0);
    // --fix leaves the blocked URL: the window offers its removal, which the user decides.
    const QString fixed = dir.filePath(u"fixed.xml"_s);
    const Run fix = runCli({ u"check"_s, u"--robots"_s, robots, u"--publish-url"_s, publish,
                             u"--fix"_s, u"--output"_s, fixed, sitemap });
    QVERIFY2(readFile(fixed).contains("https://example.com/private/b"), fix.err.constData());
    QVERIFY(ruleIds(checkJson({ u"--robots"_s, robots, u"--publish-url"_s, publish, fixed }))
                .contains(u"SM409"_s));
    // --robots needs a robots.txt.
    Run wrong = runCli({ u"check"_s, u"--robots"_s, sitemap, sitemap });
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY2(wrong.err.contains("robots.txt"), wrong.err.constData());
    wrong = runCli({ u"check"_s, u"--robots"_s, dir.filePath(u"missing.txt"_s), sitemap });
    QCOMPARE(wrong.exitCode, 2);

    // A robots.txt's Sitemap lines may name other hosts (here a typo of its own): a notice,
    // never an error.
    report = checkJson({ u"--no-children"_s, u"--publish-url"_s,
                         u"https://www.example.com/robots.txt"_s,
                         sample(u"robots-cross-host-sitemaps.txt"_s) },
                       &exitCode);
    QCOMPARE(exitCode, 0);
    int crossHost = 0;
    for (const QJsonValue &v : report.value(u"findings"_s).toArray())
        crossHost += v.toObject().value(u"rule"_s).toString() == u"SM402"
            && v.toObject().value(u"severity"_s).toString() == u"notice";
    QCOMPARE(crossHost, 2);
}

// runCliServing() (clirun.h): runCli() would block the thread the test server needs.
void TestCheck::online()
{
    Testing::TestHttpServer server;
    QVERIFY(server.listen());
    server.serve(u"/robots.txt"_s, "User-agent: SitemapStudio\nDisallow: /private/\n",
                 "text/plain");
    server.serve(u"/ok"_s, "<html/>", "text/html");
    server.redirect(u"/old"_s, "/ok", 301);
    server.status(u"/gone"_s, 410);
    server.status(u"/broken"_s, 500);
    server.serve(u"/private/page"_s, "<html/>", "text/html");
    QList<QUrl> urls;
    for (int i = 0; i < 6; ++i) {
        const QString path = u"/slow-%1"_s.arg(i);
        server.slow(path, "<html/>", 100);
        urls.append(server.url(path));
    }
    QTemporaryDir dir;
    const QString sitemap = dir.filePath(u"sitemap.xml"_s);
    QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const char *path : { "/ok", "/old", "/gone", "/broken", "/private/page" })
        xml += "<url><loc>" + server.url(QString::fromLatin1(path)).toEncoded() + "</loc></url>\n";
    for (const QUrl &url : std::as_const(urls))
        xml += "<url><loc>" + url.toEncoded() + "</loc></url>\n";
    xml += "</urlset>\n";
    writeFile(sitemap, xml);

    const QString publish = server.url(u"/sitemap.xml"_s).toString();
    const Run run = runCliServing({ u"check"_s, u"--format"_s, u"json"_s, u"--now"_s, Now,
                                    u"--publish-url"_s, publish, u"--online"_s, u"--concurrency"_s,
                                    u"8"_s, u"--delay"_s, u"50"_s, sitemap });
    QCOMPARE(run.exitCode, 1); // 410 and 500 are errors
    const QJsonArray findings
        = QJsonDocument::fromJson(run.out).object().value(u"findings"_s).toArray();
    QMap<qint64, QString> byEntry;
    for (const QJsonValue &v : findings) {
        const QJsonObject f = v.toObject();
        byEntry.insert(f.value(u"entry"_s).toInteger(), f.value(u"rule"_s).toString());
        QCOMPARE(f.value(u"input"_s).toString(), sitemap);
    }
    const QMap<qint64, QString> expected {
        { 1, u"SM410"_s }, { 2, u"SM411"_s }, { 3, u"SM412"_s }, { 4, u"SM409"_s }
    };
    QCOMPARE(byEntry, expected);
    QVERIFY(server.requests(u"/private/page"_s).isEmpty());
    QCOMPARE(server.requests(u"/robots.txt"_s).size(), 1);
    QVERIFY(server.maxConcurrentRequests() <= 2); // one host: two at once at most
    const QList<Testing::TestRequest> requests = server.requests();
    // 50 ms apart as the checker starts them, redirect hops included. The server sees them
    // with the jitter of the loopback on a loaded machine, which can move single arrivals (so
    // single gaps are not compared) but not compress the run by more than one delay; without
    // the delay the run takes a few milliseconds.
    const qint64 span = requests.last().receivedMs - requests.first().receivedMs;
    QVERIFY2(span >= (requests.size() - 2) * 50, qPrintable(QString::number(span)));

    // Offline, nothing is fetched; --concurrency alone is a wrong call.
    server.clearRequests();
    const Run offline = runCliServing({ u"check"_s, u"--publish-url"_s, publish, sitemap });
    QCOMPARE(offline.exitCode, 0);
    QVERIFY(server.requests().isEmpty());
    QCOMPARE(runCliServing({ u"check"_s, u"--concurrency"_s, u"3"_s, sitemap }).exitCode, 2);
    QCOMPARE(runCliServing({ u"check"_s, u"--online"_s, u"--delay"_s, u"x"_s, sitemap }).exitCode,
             2);

    // The text format names the rules.
    const Run text = runCliServing({ u"check"_s, u"--online"_s, sitemap });
    QVERIFY2(text.out.contains("[SM411]") && text.out.contains("[SM410]"), text.out.constData());
}

QTEST_GUILESS_MAIN(TestCheck)
#include "tst_check.moc"
