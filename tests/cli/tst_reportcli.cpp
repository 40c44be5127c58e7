// End to end: `sitemap-studio-cli report`. The report of a sample sitemap full of odd values
// names the rules that `check` finds in it and parses back as XML; --compare adds the changes
// with the right numbers; several inputs make one report; exit codes follow check's (0 no
// errors, 1 errors, 2 unreadable input or unwritable output), and a failure writes nothing.
// The report of a real-world corpus file: tests/realworld/tst_realworld_cli.cpp.

#include "clichecks.h"
#include "clirun.h"
#include "reviewcheck.h"
#include "testpaths.h"
#include "xmltree.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

const QString Now = cliNow();

QString sample(const QString &name)
{
    return TestPaths::data(name);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray urlset(const QByteArray &urls)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        + urls + "</urlset>\n";
}

// The rules `check` reports for `input`: the reference the report is held to.
QSet<QString> checkRules(const QString &input)
{
    return ruleIds(checkJson({ input }));
}

} // namespace

class TestReportCli : public QObject
{
    Q_OBJECT

private slots:
    void namesTheRulesCheckFinds();
    void noErrorsExitsZero();
    void compareAddsChanges();
    void severalInputs();
    void badOutputWritesNothing();
    void unreadableInputWritesNothing();
};

void TestReportCli::namesTheRulesCheckFinds()
{
    verifyReportNamesCheckRules(sample(u"urlset-escaped-every-extension.xml"_s), u"7"_s);
}

void TestReportCli::noErrorsExitsZero()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString input = dir.filePath(u"ok.xml"_s);
    QVERIFY(writeFile(input,
                      urlset("<url><loc>https://example.com/</loc></url>\n"
                             "<url><loc>https://example.com/a</loc></url>\n")));
    const QString target = dir.filePath(u"review.html"_s);
    const CliRun run = runCli({ u"report"_s, u"--html"_s, target, u"--publish-url"_s,
                                u"https://example.com/sitemap.xml"_s, input });
    QCOMPARE(run.exitCode, 0);
    QString error;
    const XmlNode root = parseXmlTree(readFile(target), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(reportRules(root).isEmpty());
    QVERIFY(root.text().contains(u"No findings"_s));
    QCOMPARE(summaryValue(root, u"URLs"_s), u"2"_s);
}

void TestReportCli::compareAddsChanges()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString older = dir.filePath(u"old.xml"_s);
    const QString newer = dir.filePath(u"new.xml"_s);
    QVERIFY(writeFile(older,
                      urlset("<url><loc>https://example.com/a</loc><priority>0.5</priority></url>\n"
                             "<url><loc>https://example.com/b</loc></url>\n"
                             "<url><loc>https://example.com/c</loc></url>\n")));
    QVERIFY(writeFile(newer,
                      urlset("<url><loc>https://example.com/c</loc></url>\n"
                             "<url><loc>https://example.com/a</loc><priority>0.9</priority></url>\n"
                             "<url><loc>https://example.com/new</loc></url>\n"
                             "<url><loc>https://example.com/newer</loc></url>\n")));
    const QString target = dir.filePath(u"review.html"_s);
    CliRun run = runCli({ u"report"_s, u"--html"_s, target, u"--compare"_s, older, newer });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("2 added, 1 removed, 1 changed"), run.out.constData());
    QString error;
    XmlNode root = parseXmlTree(readFile(target), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const XmlNode *changes = root.byId(u"changes"_s);
    QVERIFY(changes);
    QCOMPARE(changes->text(), u"Changes since old.xml"_s);
    QCOMPARE(summaryValue(root, u"Added"_s), u"2"_s);
    QCOMPARE(summaryValue(root, u"Removed"_s), u"1"_s);
    QCOMPARE(summaryValue(root, u"Changed"_s), u"1"_s);
    QCOMPARE(summaryValue(root, u"Unchanged"_s), u"1"_s);
    QStringList listed;
    for (const XmlNode *table : root.findAll([](const XmlNode &node) {
             return node.name == u"table" && node.hasClass(u"changes"_s);
         }))
        for (const XmlNode *td : table->findAll(u"td"_s))
            listed.append(td->text());
    QVERIFY2(listed.contains(u"https://example.com/new"_s)
                 && listed.contains(u"https://example.com/newer"_s)
                 && listed.contains(u"https://example.com/b"_s)
                 && listed.contains(u"https://example.com/a"_s) && listed.contains(u"priority"_s),
             qPrintable(listed.join(u" | "_s)));

    // Without --compare, no such section.
    run = runCli({ u"report"_s, u"--html"_s, target, newer });
    QCOMPARE(run.exitCode, 0);
    root = parseXmlTree(readFile(target), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!root.byId(u"changes"_s));
}

void TestReportCli::severalInputs()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString a = sample(u"protocol-example.xml"_s); // 5 URLs
    const QString b = sample(u"urlset-video-no-thumbnail-no-declaration.xml"_s); // 6 URLs, errors
    const QString target = dir.filePath(u"review.html"_s);
    const CliRun run = runCli({ u"report"_s, u"--now"_s, Now, u"--html"_s, target, a, b });
    QCOMPARE(run.exitCode, 1);
    QString error;
    const XmlNode root = parseXmlTree(readFile(target), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(summaryValue(root, u"URLs"_s), u"11"_s);
    QCOMPARE(summaryValue(root, u"Files"_s), u"2"_s);
    const QString title = root.findAll(u"h1"_s).first()->text();
    QVERIFY2(title.contains(QFileInfo(a).fileName()) && title.contains(QFileInfo(b).fileName()),
             qPrintable(title));
    // Each input's rules, and the examples name the file they are in.
    QCOMPARE(reportRules(root), checkRules(a) + checkRules(b));
    QStringList files;
    for (const XmlNode *table : root.findAll([](const XmlNode &node) {
             return node.name == u"table" && node.hasClass(u"examples"_s);
         }))
        for (const XmlNode *tr : table->findAll(u"tr"_s))
            if (!tr->children.isEmpty() && tr->children.first().name == u"td")
                files.append(tr->children.first().text());
    QVERIFY2(files.contains(QDir::cleanPath(b)), qPrintable(files.join(u' ')));
}

void TestReportCli::badOutputWritesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString input = sample(u"protocol-example.xml"_s);

    // A folder that does not exist: said before anything is read.
    const QString missing = dir.filePath(u"no-such-folder/review.html"_s);
    CliRun run = runCli({ u"report"_s, u"--html"_s, missing, input });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("does not exist"), run.err.constData());
    QVERIFY(run.err.contains("no-such-folder"));
    QVERIFY(!QFileInfo::exists(missing));

    // A folder given as the file.
    run = runCli({ u"report"_s, u"--html"_s, dir.path(), input });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("is a folder"), run.err.constData());

    // A folder where no file can be made (even as root): the durable write's own message.
    run = runCli({ u"report"_s, u"--html"_s, u"/proc/sitemap-studio-review.html"_s, input });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("/proc/sitemap-studio-review.html"), run.err.constData());
    QVERIFY(!QFileInfo::exists(u"/proc/sitemap-studio-review.html"_s));

    // No --html at all.
    run = runCli({ u"report"_s, input });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("--html"), run.err.constData());

    // A check option that is wrong, with the command's name.
    const QString target = dir.filePath(u"review.html"_s);
    run = runCli({ u"report"_s, u"--html"_s, target, u"--now"_s, u"soon"_s, input });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("report: --now needs a W3C Datetime"), run.err.constData());
    run = runCli({ u"report"_s, u"--html"_s, target, u"--publish-url"_s, u"ftp://x/"_s, input });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("--publish-url needs"), run.err.constData());
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
}

void TestReportCli::unreadableInputWritesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(u"review.html"_s);
    CliRun run = runCli({ u"report"_s, u"--html"_s, target, dir.filePath(u"absent.xml"_s) });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("absent.xml"), run.err.constData());
    QVERIFY(!QFileInfo::exists(target));

    // An older version that cannot be read is as fatal: the changes would be wrong.
    run = runCli({ u"report"_s, u"--html"_s, target, u"--compare"_s, dir.filePath(u"gone.xml"_s),
                   sample(u"protocol-example.xml"_s) });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("gone.xml"), run.err.constData());
    QVERIFY(!QFileInfo::exists(target));
}

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
