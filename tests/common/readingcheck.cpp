#include "readingcheck.h"

#include "io/loader.h"
#include "io/writing/sitemapwriter.h"
#include "rules/checker.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace Studio::Testing {

namespace {

QString describe(const QList<Finding> &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(QString(f.ruleId) + u' ' + f.toString());
    return lines.join(u'\n');
}

} // namespace

QList<Finding> withRule(const QList<Finding> &findings, QLatin1StringView rule)
{
    QList<Finding> out;
    for (const Finding &f : findings)
        if (f.ruleId == rule)
            out.append(f);
    return out;
}

void verifyRelativeSitemapReportedOnce(Workspace &workspace)
{
    Checker checker;
    checker.checkAll(workspace);
    // The reader's finding, with its column, stands for the checker's own.
    QList<Finding> invalid = withRule(checker.findings(), RuleId::InvalidUrl);
    QCOMPARE(invalid.size(), 1);
    QCOMPARE(invalid.first().entryIndex, 0);
    QCOMPARE(invalid.first().column, 10);
    QVERIFY2(invalid.first().message.contains(u"robots.txt"_s),
             qPrintable(invalid.first().message));
    QCOMPARE(checker.count(Severity::Error), 1);
    // Edited (still relative), the entry is judged by the checker alone: still one finding.
    workspace.sitemaps[0].entries[0].setLoc(u"/other.xml"_s);
    checker.recheck(0, 0);
    invalid = withRule(checker.findings(), RuleId::InvalidUrl);
    QCOMPARE(invalid.size(), 1);
    QVERIFY(invalid.first().message.contains(u"/other.xml"_s));
    QCOMPARE(checker.count(Severity::Error), 1);
    workspace.sitemaps[0].entries[0].setLoc(u"https://example.com/sitemap.xml"_s);
    checker.recheck(0, 0);
    QVERIFY(withRule(checker.findings(), RuleId::InvalidUrl).isEmpty());
    QCOMPARE(checker.count(Severity::Error), 0);
}

void verifyFeedRoundTrip(const QString &path, int videos)
{
    LoadOptions alone;
    alone.loadChildren = false;
    const Sitemap feed = Loader::open(path, alone).root();
    QVERIFY(!feed.entries.isEmpty());
    qsizetype videoCount = 0;
    for (const UrlEntry &e : feed.entries)
        videoCount += e.videos().size();
    QCOMPARE(videoCount, videos);

    // Written as a urlset, which must declare the protocol's and the extensions' namespaces
    // itself, and read back as one.
    const QByteArray xml = SitemapWriter(feed).write();
    const Workspace back = Loader::openBytes(xml, u"sitemap.xml"_s, alone);
    const Sitemap &sitemap = back.root();
    QVERIFY(!sitemap.failed);
    QVERIFY(!sitemap.recovered);
    QCOMPARE(sitemap.source.format, SourceFormat::UrlSet);
    QVERIFY2(sitemap.findings.isEmpty(), qPrintable(describe(sitemap.findings)));
    QCOMPARE(sitemap.entries.size(), feed.entries.size());
    for (qsizetype i = 0; i < feed.entries.size(); ++i)
        QVERIFY2(sitemap.entries.at(i) == feed.entries.at(i),
                 qPrintable(u"entry %1: %2"_s.arg(i).arg(feed.entries.at(i).loc())));
    if (videos > 0)
        QVERIFY(xml.contains("xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\""));
}

} // namespace Studio::Testing
