#include "clichecks.h"

#include "canonicalxml.h"
#include "clirun.h"
#include "io/loader.h"
#include "reviewcheck.h"
#include "xmltree.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio::Testing {

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

QString cliNow()
{
    return u"2026-01-01T00:00:00Z"_s;
}

QJsonObject checkJson(const QStringList &arguments, int *exitCode)
{
    const CliRun run = runCli(
        QStringList { u"check"_s, u"--format"_s, u"json"_s, u"--now"_s, cliNow() } + arguments);
    if (exitCode)
        *exitCode = run.exitCode;
    return QJsonDocument::fromJson(run.out).object();
}

QJsonObject statsJson(const QString &input, const QStringList &extra, int *exitCode)
{
    const CliRun run
        = runCli(QStringList { u"stats"_s, u"--json"_s } + extra + QStringList { input });
    if (exitCode)
        *exitCode = run.exitCode;
    return QJsonDocument::fromJson(run.out)
        .object()
        .value(u"inputs"_s)
        .toArray()
        .first()
        .toObject();
}

QSet<QString> ruleIds(const QJsonObject &report, const QString &severity)
{
    QSet<QString> ids;
    for (const QJsonValue &v : report.value(u"findings"_s).toArray()) {
        const QJsonObject f = v.toObject();
        if (severity.isEmpty() || f.value(u"severity"_s).toString() == severity)
            ids.insert(f.value(u"rule"_s).toString());
    }
    return ids;
}

void verifyConvertRoundTrip(const QString &input)
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LoadOptions options;
    options.loadChildren = false;
    const Workspace original = Loader::open(input, options);
    QVERIFY(!original.root().failed);

    for (const QString &name : { u"out.xml"_s, u"out.xml.gz"_s }) {
        const QString output = dir.filePath(name);
        const CliRun run = runCli({ u"convert"_s, input, output });
        QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
        QCOMPARE(run.exitCode == 1, original.root().errorCount() > 0);

        // The same model...
        const Workspace rewritten = Loader::open(output, options);
        const Sitemap &a = original.root();
        const Sitemap &b = rewritten.root();
        QCOMPARE(b.kind, a.kind);
        QCOMPARE(b.entries.size(), a.entries.size());
        for (qsizetype i = 0; i < a.entries.size(); ++i)
            QVERIFY2(a.entries.at(i) == b.entries.at(i),
                     qPrintable(u"entry %1 differs: %2"_s.arg(i).arg(a.entries.at(i).loc())));
        QCOMPARE(b.foreignElements, a.foreignElements);
        QCOMPARE(b.prolog, a.prolog);
        QCOMPARE(b.rootAttributes, a.rootAttributes);
        // ...no new problems (namespace and whitespace findings are fixed by the rewrite, and
        // what is kept as it was, such as bare text for a <loc>, is reported as before)...
        for (const Finding &f : b.findings)
            if (f.severity == Severity::Error)
                QVERIFY2(std::any_of(a.findings.cbegin(), a.findings.cend(),
                                     [&](const Finding &o) { return o.ruleId == f.ruleId; }),
                         qPrintable(f.toString()));
        QCOMPARE(b.source.compression,
                 name.endsWith(u".gz") ? Compression::Gzip : Compression::None);

        // ...and the same XML content.
        QString error;
        const QStringList before = canonicalXml(readMaybeGzipped(input), &error);
        QVERIFY2(!before.isEmpty(), qPrintable(error));
        const QStringList after = canonicalXml(readMaybeGzipped(output), &error);
        QVERIFY2(!after.isEmpty(), qPrintable(error));
        if (before != after) {
            for (qsizetype i = 0; i < qMin(before.size(), after.size()); ++i)
                if (before.at(i) != after.at(i))
                    QFAIL(qPrintable(
                        u"line %1:\n< %2\n> %3"_s.arg(i).arg(before.at(i), after.at(i))));
            QCOMPARE(after.size(), before.size());
        }
    }
}

void verifyReportNamesCheckRules(const QString &input, const QString &urls)
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(u"review.html"_s);
    const CliRun run = runCli({ u"report"_s, u"--now"_s, cliNow(), u"--html"_s, target, input });
    // The file has errors (unescaped characters, an invalid yes/no value): exit 1, as check.
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(target.toUtf8()), run.out.constData());
    const QByteArray html = readFile(target);
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QString error;
    const XmlNode root = parseXmlTree(html, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(root.name, u"html"_s);

    // The rules `check` reports are the report's.
    const QSet<QString> expected = ruleIds(checkJson({ input }));
    QVERIFY(expected.size() >= 5);
    QCOMPARE(reportRules(root), expected);
    QCOMPARE(summaryValue(root, u"URLs"_s), urls);
    QVERIFY(!root.findAll(u"svg"_s).isEmpty());
    QVERIFY(!root.byId(u"changes"_s));
    // The date given is the review's date.
    QVERIFY(root.text().contains(u"2026"_s));
}

} // namespace Studio::Testing
