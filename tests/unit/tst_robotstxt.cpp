// RobotsTxt and the robots.txt reader: golden cases for the syntax (comments, byte order
// marks, UTF-16, line ends, key case, space before the colon, rules before any User-agent),
// the RFC 9309 matching table, and the workspace's rules reaching the checker (SM409, also
// through recheck()). Every robots.txt of the real-world corpus (the manifest's count of
// Sitemap lines, the oddities its notes describe, heise's rules) is read in
// tests/realworld/tst_realworld_reading.cpp.

#include "io/loader.h"
#include "io/readers/robotstxt.h"
#include "rules/checker.h"
#include "readingcheck.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QStringConverter>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

QString goldenFolder()
{
    return QDir(TestPaths::goldenDir()).filePath(u"robots"_s);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

Workspace openAlone(const QString &path)
{
    LoadOptions options;
    options.loadChildren = false;
    return Loader::open(path, options);
}

// "SM401@12:10" for each finding, in order.
QStringList places(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(u"%1@%2:%3"_s.arg(QString(f.ruleId)).arg(f.line).arg(f.column));
    return out;
}

QString describe(const QList<Finding> &findings)
{
    QString out;
    for (const Finding &f : findings)
        out += u"\n    "_s + QString(f.ruleId) + u' ' + f.toString();
    return out;
}

// What a robots.txt read through the Loader gives, one line per item, for the golden files.
QStringList dump(const Workspace &workspace)
{
    QStringList out;
    const Sitemap &root = workspace.root();
    out.append(u"format: "_s + sourceFormatName(root.source.format));
    out.append(u"encoding: "_s + root.source.encoding);
    if (!workspace.robots)
        return out;
    const RobotsTxt &robots = *workspace.robots;
    if (root.entries.size() != robots.sitemaps().size())
        out.append(u"entries: %1"_s.arg(root.entries.size()));
    for (qsizetype i = 0; i < robots.sitemaps().size(); ++i) {
        const RobotsTxt::SitemapLine &line = robots.sitemaps().at(i);
        out.append(u"sitemap %1:%2 %3"_s.arg(line.line).arg(line.column).arg(line.value));
        if (root.entries.at(i).loc() != line.value || root.entries.at(i).sourceLine() != line.line)
            out.append(u"  entry differs: %1 line %2"_s.arg(root.entries.at(i).loc())
                           .arg(root.entries.at(i).sourceLine()));
    }
    for (const RobotsTxt::Group &group : robots.groups()) {
        out.append(u"group %1: %2"_s.arg(group.line).arg(group.userAgents.join(u" | ")));
        for (const RobotsTxt::PathRule &rule : group.rules)
            out.append(
                u"  %1 %2 %3"_s
                    .arg(rule.kind == RobotsTxt::PathRule::Allow ? u"allow"_s : u"disallow"_s)
                    .arg(rule.line)
                    .arg(rule.pattern)
                    .trimmed());
    }
    for (const Finding &f : root.findings)
        out.append(u"finding %1 %2:%3%4"_s.arg(QString(f.ruleId))
                       .arg(f.line)
                       .arg(f.column)
                       .arg(f.entryIndex >= 0 ? u" entry %1"_s.arg(f.entryIndex) : QString()));
    return out;
}

QList<Finding> checkWorkspace(const Workspace &workspace, const QString &publish = {})
{
    CheckOptions options;
    if (!publish.isEmpty())
        options.publishUrl = QUrl(publish);
    Checker checker(options);
    checker.checkAll(workspace);
    return checker.findings();
}

} // namespace

class TestRobotsTxt : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void lineEnds();
    void grouping();
    void crawlDelay();
    void messages();
    void detection_data();
    void detection();
    void matching_data();
    void matching();
    void matchingQUrl();
    void crossHostSitemaps();
    void relativeSitemapReportedOnce();
    void sitemapsBesideRobots();
    void nothingBesideRobots();
    void sitemapBesideRobotsIsChecked();
    void chainOnDisk();
    void childListedThreeTimesOnDisk();
    void misspeltKeys_data();
    void misspeltKeys();
    void firstFiveHundredKiB_data();
    void firstFiveHundredKiB();
};

// ---- syntax ----------------------------------------------------------------------------

void TestRobotsTxt::golden_data()
{
    QTest::addColumn<QString>("folder");
    const QString root = goldenFolder();
    QVERIFY2(!root.isEmpty(), "tests/corpus/robots not found");
    const QStringList cases = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY(cases.size() >= 6);
    for (const QString &name : cases)
        QTest::newRow(qPrintable(name)) << QDir(root).filePath(name);
}

void TestRobotsTxt::golden()
{
    QFETCH(QString, folder);
    const Workspace workspace = openAlone(folder + u"/robots.txt"_s);
    const QStringList actual = dump(workspace);
    const QStringList expected
        = QString::fromUtf8(readFile(folder + u"/expected.txt"_s)).split(u'\n', Qt::SkipEmptyParts);
    if (actual != expected)
        qWarning().noquote() << u"actual:\n"_s + actual.join(u'\n');
    QCOMPARE(actual, expected);
}

void TestRobotsTxt::lineEnds()
{
    // The same file with LF, CRLF, bare CR and a mix gives the same lines.
    const QByteArrayList lines { "User-agent: *", "Disallow: /a", "",
                                 "Sitemap: https://e.com/s.xml", "Allow: /a/b" };
    for (const QByteArray &end : { "\n"_ba, "\r\n"_ba, "\r"_ba }) {
        const RobotsTxt robots = RobotsTxt::parse(lines.join(end));
        QCOMPARE(robots.sitemaps().size(), 1);
        QCOMPARE(robots.sitemaps().first().line, 4);
        QCOMPARE(robots.groups().size(), 1);
        QCOMPARE(robots.groups().first().rules.size(), 2);
        QCOMPARE(robots.groups().first().rules.at(1).line, 5);
        QVERIFY(robots.findings().isEmpty());
    }
    const RobotsTxt mixed = RobotsTxt::parse("User-agent: *\r\nDisallow: /a\rSitemap: x\n");
    QCOMPARE(mixed.sitemaps().first().line, 3);
    QCOMPARE(mixed.groups().first().rules.first().line, 2);
}

void TestRobotsTxt::grouping()
{
    const RobotsTxt robots = RobotsTxt::parse("Disallow: /before\n"
                                              "User-agent: a\n"
                                              "\n"
                                              "user-agent: b # comment\n"
                                              "Sitemap: https://e.com/s.xml\n"
                                              "Crawl-delay: 10\n"
                                              "Disallow: /x\n"
                                              "Allow: /x/y\n"
                                              "Sitemap: https://e.com/t.xml\n"
                                              "User-agent: c\n"
                                              "Disallow:\n");
    // The rule before any User-agent is reported and dropped.
    QCOMPARE(places(robots.findings()), QStringList { u"SM709@1:1"_s });
    QCOMPARE(robots.groups().size(), 2);
    // Consecutive User-agent lines share a group; blank lines, Sitemap and Crawl-delay lines
    // do not end it; a rule does.
    QCOMPARE(robots.groups().at(0).userAgents, (QStringList { u"a"_s, u"b"_s }));
    QCOMPARE(robots.groups().at(0).line, 2);
    QCOMPARE(robots.groups().at(0).rules.size(), 2);
    QCOMPARE(robots.groups().at(0).rules.at(0).kind, RobotsTxt::PathRule::Disallow);
    QCOMPARE(robots.groups().at(0).rules.at(1).kind, RobotsTxt::PathRule::Allow);
    QCOMPARE(robots.groups().at(0).rules.at(1).pattern, u"/x/y"_s);
    QCOMPARE(robots.groups().at(1).userAgents, QStringList { u"c"_s });
    // An empty Disallow is a rule (the group is not reported as empty) that allows everything.
    QCOMPARE(robots.groups().at(1).rules.size(), 1);
    QVERIFY(robots.groups().at(1).rules.first().pattern.isEmpty());
    QVERIFY(robots.isAllowed(u"c", QUrl(u"https://e.com/x"_s)));
    QCOMPARE(robots.sitemaps().size(), 2);
}

void TestRobotsTxt::crawlDelay()
{
    const RobotsTxt robots = RobotsTxt::parse("User-agent: *\n"
                                              "Crawl-delay: 2\n"
                                              "Disallow: /private/\n"
                                              "User-agent: SitemapStudio\n"
                                              "Crawl-delay: 0.5\n"
                                              "Disallow: /slow/\n"
                                              "User-agent: other\n"
                                              "Crawl-delay: soon\n"
                                              "Disallow: /\n"
                                              "User-agent: *\n"
                                              "Crawl-delay: 3\n"
                                              "Allow: /\n");
    QCOMPARE(robots.groups().at(0).crawlDelay, 2.0);
    QCOMPARE(robots.groups().at(1).crawlDelay, 0.5);
    QCOMPARE(robots.groups().at(2).crawlDelay, -1.0);
    // The crawler's own group, matched by product token and case; else the largest of '*'.
    QCOMPARE(robots.crawlDelay(u"sitemapstudio/0.1"), 0.5);
    QCOMPARE(robots.crawlDelay(u"SitemapStudio"), 0.5);
    QCOMPARE(robots.crawlDelay(u"Googlebot"), 3.0);
    QCOMPARE(robots.crawlDelay(u"other"), -1.0);
    QCOMPARE(RobotsTxt::parse("User-agent: *\nDisallow: /\n").crawlDelay(u"x"), -1.0);
    // A Crawl-delay before any User-agent belongs to no group.
    QCOMPARE(RobotsTxt::parse("Crawl-delay: 9\nUser-agent: *\nDisallow: /\n").crawlDelay(u"x"),
             -1.0);
}

void TestRobotsTxt::messages()
{
    const RobotsTxt robots = RobotsTxt::parse("User-agent: *\n"
                                              "Disallow private\n"
                                              "Disallow: private\n"
                                              "Noindex: /a\n"
                                              "just words here\n"
                                              "Sitemap: /s.xml\n"
                                              "Sitemap: ftp://e.com/s.xml\n"
                                              "Sitemap:\n");
    const QList<Finding> &f = robots.findings();
    QCOMPARE(places(f),
             (QStringList { u"SM709@2:1"_s, u"SM709@3:11"_s, u"SM709@4:1"_s, u"SM709@5:1"_s,
                            u"SM401@6:10"_s, u"SM401@7:10"_s, u"SM709@8:1"_s }));
    QVERIFY2(f.at(0).message.contains(u"Disallow: private"_s), qPrintable(f.at(0).message));
    QVERIFY2(f.at(1).message.contains(u"/private"_s), qPrintable(f.at(1).message));
    QVERIFY2(f.at(2).message.contains(u"Noindex"_s), qPrintable(f.at(2).message));
    QVERIFY2(f.at(4).message.contains(u"absolute"_s), qPrintable(f.at(4).message));
    QCOMPARE(f.at(4).entryIndex, 0);
    QCOMPARE(f.at(4).field, FindingField::Loc);
    QVERIFY2(f.at(5).message.contains(u"http"_s), qPrintable(f.at(5).message));
    QCOMPARE(f.at(5).entryIndex, 1);
    // The empty Sitemap line gives no entry; the path without '/' is a rule matching nothing.
    QCOMPARE(robots.sitemaps().size(), 2);
    QCOMPARE(robots.groups().first().rules.size(), 1);
    QVERIFY(robots.isAllowed(u"Googlebot", QUrl(u"https://e.com/private"_s)));
}

void TestRobotsTxt::detection_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("robots");
    QTest::newRow("robots") << "User-agent: *\nDisallow: /\n"_ba << true;
    QTest::newRow("sitemap line alone") << "Sitemap: https://e.com/s.xml"_ba << true;
    QTest::newRow("comments and keys")
        << "# hello\n// note\n\nUSER-AGENT : x\nCrawl-delay 5\nHost: e.com\n"_ba << true;
    QTest::newRow("url list") << "https://e.com/a\nhttps://e.com/b\n"_ba << false;
    QTest::newRow("url list naming a sitemap")
        << "https://e.com/a\nhttps://e.com/b\nSitemap: https://e.com/s.xml\n"_ba << false;
    QTest::newRow("relative paths") << "/a\n/b\n"_ba << false;
    QTest::newRow("comments only") << "# nothing\n"_ba << false;
    QTest::newRow("csv") << "loc,lastmod\nhttps://e.com/a,2024-01-01\n"_ba << false;
}

void TestRobotsTxt::detection()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, robots);
    QCOMPARE(RobotsTxt::looksLikeRobotsTxt(text), robots);
    const Workspace workspace = Loader::openBytes(text, u"input.txt"_s);
    QCOMPARE(workspace.root().source.format == SourceFormat::Robots, robots);
    QCOMPARE(bool(workspace.robots), robots);
}

// ---- matching --------------------------------------------------------------------------

void TestRobotsTxt::matching_data()
{
    QTest::addColumn<QByteArray>("robots");
    QTest::addColumn<QString>("agent");
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<int>("line"); // of the deciding rule; 0 when none matched

    auto row = [](const char *name, const QByteArray &robots, const QString &agent,
                  const QByteArray &url, bool allowed, int line) {
        QTest::newRow(name) << robots << agent << url << allowed << line;
    };
    const QString g = u"Googlebot"_s;
    auto one = [](const QByteArray &rules) {
        return "User-agent: *\n" + rules;
    };

    // Prefixes, case-sensitive (Google's robots.txt documentation, "URL matching").
    const QByteArray fish = one("Disallow: /fish\n");
    row("prefix: exact", fish, g, "https://e.com/fish", false, 2);
    row("prefix: longer file", fish, g, "https://e.com/fish.html", false, 2);
    row("prefix: subfolder", fish, g, "https://e.com/fish/salmon.html", false, 2);
    row("prefix: longer name", fish, g, "https://e.com/fishheads", false, 2);
    row("prefix: case differs", fish, g, "https://e.com/Fish.asp", true, 0);
    row("prefix: not at start", fish, g, "https://e.com/catfish", true, 0);
    row("prefix: only in query", fish, g, "https://e.com/?id=fish", true, 0);
    row("prefix: trailing * is the same", one("Disallow: /fish*\n"), g, "https://e.com/fishheads",
        false, 2);
    const QByteArray folder = one("Disallow: /fish/\n");
    row("folder: itself", folder, g, "https://e.com/fish/", false, 2);
    row("folder: with query", folder, g, "https://e.com/fish/?id=anything", false, 2);
    row("folder: without slash", folder, g, "https://e.com/fish", true, 0);
    // '*' anywhere, '$' at the end.
    const QByteArray php = one("Disallow: /*.php\n");
    row("*: file", php, g, "https://e.com/index.php", false, 2);
    row("*: in a folder with query", php, g, "https://e.com/folder/filename.php?parameters", false,
        2);
    row("*: in the middle of a name", php, g, "https://e.com/folder/any.php.file.html", false, 2);
    row("*: root", php, g, "https://e.com/", true, 0);
    row("*: case differs", php, g, "https://e.com/windows.PHP", true, 0);
    const QByteArray phpEnd = one("Disallow: /*.php$\n");
    row("$: at the end", phpEnd, g, "https://e.com/folder/filename.php", false, 2);
    row("$: query after", phpEnd, g, "https://e.com/filename.php?parameters", true, 0);
    row("$: slash after", phpEnd, g, "https://e.com/filename.php/", true, 0);
    row("$: more after", phpEnd, g, "https://e.com/filename.php5", true, 0);
    row("$: exact path", one("Disallow: /a$\n"), g, "https://e.com/a", false, 2);
    row("$: exact path, longer", one("Disallow: /a$\n"), g, "https://e.com/ab", true, 0);
    row("*$ is *", one("Disallow: /a*$\n"), g, "https://e.com/ab", false, 2);
    row("two wildcards", one("Disallow: /fish*.php\n"), g,
        "https://e.com/fishheads/catfish.php?parameters", false, 2);
    row("wildcard pieces in order", one("Disallow: /*b*a\n"), g, "https://e.com/ab", true, 0);
    row("leading *", one("Disallow: */private\n"), g, "https://e.com/x/private", false, 2);
    row("query wildcard", one("Disallow: /*?\n"), g, "https://e.com/a?b=1", false, 2);
    row("query wildcard, no query", one("Disallow: /*?\n"), g, "https://e.com/a", true, 0);
    // The longest match wins; Allow on a tie.
    row("longest: allow longer", one("Allow: /p\nDisallow: /\n"), g, "https://e.com/page", true, 2);
    row("longest: tie goes to allow", one("Disallow: /folder\nAllow: /folder\n"), g,
        "https://e.com/folder/page", true, 3);
    row("longest: disallow longer", one("Allow: /page\nDisallow: /*.htm\n"), g,
        "https://e.com/page.htm", false, 3);
    row("longest: allow $ on root", one("Allow: /$\nDisallow: /\n"), g, "https://e.com/", true, 2);
    row("longest: disallow elsewhere", one("Allow: /$\nDisallow: /\n"), g, "https://e.com/page",
        false, 3);
    row("longest: the wildcard counts", one("Disallow: /forum/*\nAllow: /forum/\n"), g,
        "https://e.com/forum/", false, 2);
    // Percent-encoding (RFC 9309, section 2.2.2).
    row("%: pattern encoded, URL raw", one("Disallow: /foo/bar/%E3%83%84\n"), g,
        "https://e.com/foo/bar/\xe3\x83\x84", false, 2);
    row("%: pattern raw, URL encoded", one("Disallow: /foo/bar/\xe3\x83\x84\n"), g,
        "https://e.com/foo/bar/%E3%83%84", false, 2);
    row("%: lower-case hex", one("Disallow: /foo/bar/%e3%83%84\n"), g,
        "https://e.com/foo/bar/%E3%83%84", false, 2);
    row("%: unreserved decoded", one("Disallow: /foo/%62%61%7A\n"), g, "https://e.com/foo/baz",
        false, 2);
    row("%: tilde", one("Disallow: /~user\n"), g, "https://e.com/%7euser/x", false, 2);
    row("%: reserved stays encoded", one("Disallow: /a%2Fb\n"), g, "https://e.com/a/b", true, 0);
    row("%: reserved, hex case", one("Disallow: /a%2fb\n"), g, "https://e.com/a%2Fb", false, 2);
    row("%: space", one("Disallow: /a b\n"), g, "https://e.com/a%20b", false, 2);
    // What is always allowed, and what allows everything.
    row("/robots.txt", one("Disallow: /\n"), g, "https://e.com/robots.txt", true, 0);
    row("empty disallow", one("Disallow:\n"), g, "https://e.com/anything", true, 0);
    row("disallow everything", one("Disallow: /\n"), g, "https://e.com/anything", false, 2);
    row("empty path is /", one("Disallow: /$\n"), g, "https://e.com", false, 2);
    row("fragment ignored", one("Disallow: /a$\n"), g, "https://e.com/a#top", false, 2);
    row("relative reference", one("Disallow: /a\n"), g, "/a?b", false, 2);
    // Groups: the crawler's own, merged; else '*'; else everything is allowed.
    const QByteArray groups = "User-agent: Googlebot\nDisallow: /g\n\n"
                              "User-agent: *\nDisallow: /s\n\n"
                              "User-agent: bingbot\nDisallow: /b\n\n"
                              "User-agent: googlebot\nDisallow: /c\n";
    row("agent: own group", groups, g, "https://e.com/g", false, 2);
    row("agent: not the * group", groups, g, "https://e.com/s", true, 0);
    row("agent: groups merged", groups, g, "https://e.com/c", false, 11);
    row("agent: case-insensitive", groups, u"GOOGLEBOT"_s, "https://e.com/c", false, 11);
    row("agent: version ignored", groups, u"Googlebot/2.1"_s, "https://e.com/g", false, 2);
    row("agent: other crawler", groups, u"Bingbot"_s, "https://e.com/g", true, 0);
    row("agent: fallback to *", groups, u"DuckDuckBot"_s, "https://e.com/s", false, 5);
    row("agent: no group at all", "User-agent: other\nDisallow: /\n"_ba, g, "https://e.com/a", true,
        0);
    row("agent: own group without rules", "User-agent: *\nDisallow: /\nUser-agent: Googlebot\n"_ba,
        g, "https://e.com/a", true, 0);
    row("agent: shared group", "User-agent: a\nUser-agent: Googlebot\nDisallow: /x\n"_ba, g,
        "https://e.com/x", false, 3);
    row("agent: token before *", "User-agent: Mediapartners-Google*\nDisallow: /m\n"_ba,
        u"Mediapartners-Google"_s, "https://e.com/m", false, 2);
    row("agent: * with words after", "User-agent: * all others\nDisallow: /m\n"_ba, g,
        "https://e.com/m", false, 2);
    row("agent: prefix is not enough", "User-agent: Googlebot-News\nDisallow: /n\n"_ba, g,
        "https://e.com/n", true, 0);
}

void TestRobotsTxt::matching()
{
    QFETCH(QByteArray, robots);
    QFETCH(QString, agent);
    QFETCH(QByteArray, url);
    QFETCH(bool, allowed);
    QFETCH(int, line);
    const RobotsTxt parsed = RobotsTxt::parse(robots);
    const RobotsTxt::Decision decision = parsed.decide(agent, QByteArrayView(url));
    QCOMPARE(decision.allowed, allowed);
    QCOMPARE(decision.rule ? int(decision.rule->line) : 0, line);
    if (url.startsWith("https:"))
        QCOMPARE(parsed.isAllowed(agent, QUrl::fromEncoded(url)), allowed);
    // A copy decides the same, with rules of its own.
    const RobotsTxt copy = parsed;
    const RobotsTxt::Decision again = copy.decide(agent, QByteArrayView(url));
    QCOMPARE(again.allowed, allowed);
    QCOMPARE(again.rule ? int(again.rule->line) : 0, line);
}

void TestRobotsTxt::matchingQUrl()
{
    const RobotsTxt robots = RobotsTxt::parse("User-agent: *\nDisallow: /a b\nAllow: /caf\xc3\xa9\n"
                                              "Disallow: /caf\n");
    QVERIFY(!robots.isAllowed(u"Googlebot", QUrl(u"https://e.com/a b/c"_s)));
    QVERIFY(robots.isAllowed(u"Googlebot", QUrl(u"https://e.com/café"_s)));
    QVERIFY(!robots.isAllowed(u"Googlebot", QUrl(u"https://e.com/cafe"_s)));
    QVERIFY(robots.isAllowed(u"Googlebot", QUrl(u"https://e.com/"_s)));
}

// ---- the workspace and the checker -----------------------------------------------------

void TestRobotsTxt::crossHostSitemaps()
{
    // Both Sitemap lines name www.exmaple.com, a typo of the site's own host.
    const QString path = TestPaths::data(u"robots-cross-host-sitemaps.txt"_s);
    const QByteArray bytes = readFile(path);
    LoadOptions options;
    options.loadChildren = false;
    // Read from its URL: the Sitemap lines on another host get a notice, not an error.
    Workspace workspace
        = Loader::openBytes(bytes, u"https://www.example.com/robots.txt"_s, options);
    QVERIFY(workspace.robots);
    QCOMPARE(workspace.robots->location(), QUrl(u"https://www.example.com/robots.txt"_s));
    QList<Finding> findings = checkWorkspace(workspace);
    QList<Finding> crossHost = withRule(findings, RuleId::UrlNotAllowed);
    QCOMPARE(crossHost.size(), 2);
    for (const Finding &f : crossHost) {
        QCOMPARE(f.severity, Severity::Notice);
        QVERIFY2(f.message.contains(u"www.exmaple.com"_s)
                     && f.message.contains(u"www.example.com"_s),
                 qPrintable(f.message));
    }
    for (const Finding &f : findings)
        QVERIFY2(f.severity != Severity::Error, qPrintable(describe(findings)));
    // The same from disk with the publish URL given.
    workspace = openAlone(path);
    findings = checkWorkspace(workspace, u"https://www.example.com/robots.txt"_s);
    QCOMPARE(withRule(findings, RuleId::UrlNotAllowed).size(), 2);
    // No site known: nothing to compare with, and no host is assumed for a robots.txt.
    findings = checkWorkspace(workspace);
    QVERIFY2(withRule(findings, RuleId::UrlNotAllowed).isEmpty(), qPrintable(describe(findings)));
    QVERIFY(withRule(findings, RuleId::PublishLocationAssumed).isEmpty());
    // On its own host: nothing.
    findings = checkWorkspace(workspace, u"https://www.exmaple.com/robots.txt"_s);
    QVERIFY(withRule(findings, RuleId::UrlNotAllowed).isEmpty());
}

void TestRobotsTxt::relativeSitemapReportedOnce()
{
    // 'Sitemap: /sitemap.xml' on the first line: a path where a URL must be.
    Workspace workspace = openAlone(TestPaths::data(u"robots-relative-sitemap.txt"_s));
    verifyRelativeSitemapReportedOnce(workspace);
}

void TestRobotsTxt::sitemapsBesideRobots()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"robots.txt"_s),
              "User-agent: *\n"
              "Disallow: /private/\n"
              "Allow: /private/open\n"
              "\n"
              "Sitemap: https://example.com/sitemap.xml\n"
              "Sitemap: https://example.com/sitemap_index.xml\n"
              "Sitemap: https://cdn.example.net/other.xml\n");
    writeFile(dir.filePath(u"sitemap.xml"_s),
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://example.com/a</loc></url>\n"
              "<url><loc>https://example.com/private/b</loc></url>\n"
              "<url><loc>https://example.com/private/open</loc></url>\n"
              "<url><loc>https://elsewhere.example/private/c</loc></url>\n"
              "</urlset>\n");
    // An index named in robots.txt is no nested index.
    writeFile(dir.filePath(u"sitemap_index.xml"_s),
              "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<sitemap><loc>https://example.com/sitemap.xml</loc></sitemap>\n"
              "</sitemapindex>\n");
    // Published on another host, listing the robots.txt's site: a cross-submit.
    writeFile(dir.filePath(u"other.xml"_s),
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://example.com/x</loc></url>\n"
              "</urlset>\n");
    Workspace workspace = Loader::open(dir.filePath(u"robots.txt"_s));
    QVERIFY(workspace.robots);
    QCOMPARE(workspace.sitemaps.size(), 4);
    QCOMPARE(workspace.childrenLoaded(), 3);
    QVERIFY(workspace.findings.isEmpty());

    CheckOptions options;
    options.publishUrl = QUrl(u"https://example.com/robots.txt"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    QList<Finding> findings = checker.findings();
    QList<Finding> blocked = withRule(findings, RuleId::BlockedByRobots);
    QCOMPARE(blocked.size(), 1);
    QCOMPARE(blocked.first().sitemap, 1);
    QCOMPARE(blocked.first().entryIndex, 1);
    QCOMPARE(blocked.first().line, 3);
    QCOMPARE(blocked.first().severity, Severity::Warning);
    for (const QString &word :
         { u"https://example.com/private/b"_s, u"line 2"_s, u"/private/"_s, u"*"_s })
        QVERIFY2(blocked.first().message.contains(word), qPrintable(blocked.first().message));
    QVERIFY(withRule(findings, RuleId::NestedIndex).isEmpty());
    // other.xml's URL on the robots.txt's site is allowed; the one on a third host is not.
    const QList<Finding> notAllowed = withRule(findings, RuleId::UrlNotAllowed);
    QCOMPARE(notAllowed.size(), 2); // a notice for cdn.example.net, an error in sitemap.xml
    QCOMPARE(notAllowed.at(0).sitemap, 0);
    QCOMPARE(notAllowed.at(0).severity, Severity::Notice);
    QCOMPARE(notAllowed.at(1).sitemap, 1);
    QCOMPARE(notAllowed.at(1).entryIndex, 3);

    // recheck(): the rule follows an edit of the entry, and only of that entry.
    const qsizetype warnings = checker.count(Severity::Warning);
    workspace.sitemaps[1].entries[1].setLoc(u"https://example.com/public/b"_s);
    checker.recheck(1, 1);
    QVERIFY(withRule(checker.findings(), RuleId::BlockedByRobots).isEmpty());
    QCOMPARE(checker.count(Severity::Warning), warnings - 1);
    workspace.sitemaps[1].entries[0].setLoc(u"https://example.com/private/a"_s);
    checker.recheck(1, 0);
    blocked = withRule(checker.findings(), RuleId::BlockedByRobots);
    QCOMPARE(blocked.size(), 1);
    QCOMPARE(blocked.first().entryIndex, 0);
    QCOMPARE(checker.count(Severity::Warning), warnings);
    QCOMPARE(checker.entryFindings(1, 0).size(), 1);

    // Without a known site, every http(s) URL is tested.
    checker.setOptions({});
    checker.checkAll(workspace);
    QCOMPARE(withRule(checker.findings(), RuleId::BlockedByRobots).size(), 2);
    // Without rules, nothing.
    workspace.robots.reset();
    checker.checkAll(workspace);
    QVERIFY(withRule(checker.findings(), RuleId::BlockedByRobots).isEmpty());
}

void TestRobotsTxt::nothingBesideRobots()
{
    QTemporaryDir dir;
    // UTF-16 with a byte order mark, read from disk with none of its sitemaps beside it.
    QStringEncoder encoder(QStringEncoder::Utf16LE, QStringEncoder::Flag::WriteBom);
    const QByteArray bytes = encoder.encode(u"User-agent: *\r\nDisallow: /x\r\n"
                                            u"Sitemap: https://example.com/s\u00e9.xml\r\n"_s);
    writeFile(dir.filePath(u"robots.txt"_s), bytes);
    const Workspace workspace = Loader::open(dir.filePath(u"robots.txt"_s));
    QCOMPARE(workspace.root().source.encoding, u"UTF-16LE"_s);
    QCOMPARE(workspace.root().entries.size(), 1);
    QCOMPARE(workspace.root().entries.first().loc(), u"https://example.com/s\u00e9.xml"_s);
    QCOMPARE(workspace.sitemaps.size(), 1);
    QVERIFY(withRule(workspace.findings, RuleId::ChildSitemapMissing).isEmpty());
    const QList<Finding> findings = checkWorkspace(workspace);
    QVERIFY(withRule(findings, RuleId::NotUtf8).size() == 1);
    QVERIFY(withRule(findings, RuleId::ChildSitemapMissing).isEmpty());
    QVERIFY(withRule(findings, RuleId::BlockedByRobots).isEmpty());
}

void TestRobotsTxt::sitemapBesideRobotsIsChecked()
{
    // A site's robots.txt opened with its sitemap beside it: the sitemap is read as the
    // robots.txt's child and its URLs are checked against the rules.
    QTemporaryDir dir;
    writeFile(dir.filePath(u"robots.txt"_s), "User-agent: *\nDisallow: /private/\n"
                                            "Sitemap: https://example.com/sitemap.xml\n"
                                            "Sitemap: https://example.com/news.xml\n");
    writeFile(dir.filePath(u"sitemap.xml"_s),
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
              "<url><loc>https://example.com/a</loc></url>"
              "<url><loc>https://example.com/private/b</loc></url></urlset>");
    const Workspace workspace = Loader::open(dir.filePath(u"robots.txt"_s));
    QCOMPARE(workspace.sitemaps.size(), 2);
    QCOMPARE(workspace.children.size(), 2);
    QCOMPARE(workspace.children.first().sitemap, 1);
    QCOMPARE(workspace.children.last().sitemap, -1); // news.xml is not there: no finding
    const QList<Finding> findings = checkWorkspace(workspace);
    QVERIFY(withRule(findings, RuleId::ChildSitemapMissing).isEmpty());
    const QList<Finding> blocked = withRule(findings, RuleId::BlockedByRobots);
    QCOMPARE(blocked.size(), 1);
    QCOMPARE(blocked.first().sitemap, 1);
    QCOMPARE(blocked.first().entryIndex, 1);
}

void TestRobotsTxt::chainOnDisk()
{
    // robots.txt → sitemap_index.xml → three sitemaps, all beside it: every URL is read, in
    // the order the chain gives; the index lists itself and robots.txt too (loops, reported).
    QTemporaryDir dir;
    writeFile(dir.filePath(u"robots.txt"_s),
              "User-agent: *\nDisallow: /private/\n"
              "Sitemap: https://example.com/sitemap_index.xml\n"
              "Sitemap: https://example.com/extra.xml\n");
    writeFile(dir.filePath(u"sitemap_index.xml"_s),
              "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<sitemap><loc>https://example.com/post.xml</loc></sitemap>\n"
              "<sitemap><loc>https://example.com/page.xml</loc></sitemap>\n"
              "<sitemap><loc>https://example.com/sitemap_index.xml</loc></sitemap>\n"
              "<sitemap><loc>https://example.com/tag.xml</loc></sitemap>\n"
              "<sitemap><loc>https://example.com/robots.txt</loc></sitemap>\n"
              "</sitemapindex>\n");
    const auto urlset = [](const QByteArrayList &paths) {
        QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (const QByteArray &path : paths)
            xml += "<url><loc>https://example.com" + path + "</loc></url>\n";
        return xml + "</urlset>\n";
    };
    writeFile(dir.filePath(u"post.xml"_s), urlset({ "/p1", "/p2" }));
    writeFile(dir.filePath(u"page.xml"_s), urlset({ "/a" }));
    writeFile(dir.filePath(u"tag.xml"_s), urlset({ "/t1", "/t2", "/t3" }));
    writeFile(dir.filePath(u"extra.xml"_s), urlset({ "/x" }));

    LoadProgress progress;
    LoadOptions options;
    options.progress = &progress;
    const Workspace workspace = Loader::open(dir.filePath(u"robots.txt"_s), options);
    QCOMPARE(workspace.childEntries(), 7);
    QStringList paths;
    for (const qsizetype s : workspace.urlSitemapsInOrder())
        for (const UrlEntry &entry : workspace.sitemaps.at(s).entries)
            paths.append(QUrl(entry.loc()).path());
    QCOMPARE(paths, (QStringList { u"/p1"_s, u"/p2"_s, u"/a"_s, u"/t1"_s, u"/t2"_s, u"/t3"_s,
                                   u"/x"_s }));
    QCOMPARE(progress.filesDone(), progress.filesTotal());
    QCOMPARE(progress.filesTotal(), 6); // robots.txt, the index, four sitemaps
    // The loops are the index's own findings, at their entries' lines.
    const qsizetype index = workspace.children.at(0).sitemap;
    QVERIFY(workspace.sitemaps.at(index).isIndex());
    const QList<Finding> loops = withRule(workspace.sitemaps.at(index).findings,
                                          RuleId::IndexLoop);
    QCOMPARE(loops.size(), 2);
    QCOMPARE(loops.at(0).entryIndex, 2);
    QCOMPARE(loops.at(0).line, 4);
    QCOMPARE(loops.at(1).entryIndex, 4);
    QCOMPARE(workspace.childrenMissing(), 0);
    // An index named in robots.txt is no nested index; the robots.txt's rules reach the
    // sitemaps at the end of the chain.
    Checker checker;
    checker.checkAll(workspace);
    QVERIFY(withRule(checker.findings(), RuleId::NestedIndex).isEmpty());

    // The same file beside an index opened on its own: its children, not followed further.
    const Workspace alone = Loader::open(dir.filePath(u"sitemap_index.xml"_s));
    QCOMPARE(alone.childEntries(), 6);
}

void TestRobotsTxt::childListedThreeTimesOnDisk()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"robots.txt"_s),
              "Sitemap: https://example.com/sitemap_index.xml\n"
              "Sitemap: https://example.com/a.xml\n");
    writeFile(dir.filePath(u"sitemap_index.xml"_s),
              "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
              "<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
              "<sitemap><loc>https://EXAMPLE.com/a.xml#top</loc></sitemap>\n"
              "</sitemapindex>\n");
    writeFile(dir.filePath(u"a.xml"_s),
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://example.com/1</loc></url>\n"
              "<url><loc>https://example.com/2</loc></url>\n</urlset>\n");
    // Opened as an index: a.xml once, its two repeats duplicates.
    const Workspace index = Loader::open(dir.filePath(u"sitemap_index.xml"_s));
    QCOMPARE(index.sitemaps.size(), 2);
    QCOMPARE(index.childEntries(), 2);
    QCOMPARE(index.childrenMissing(), 0);
    QCOMPARE(index.children.at(1).repeatOf, 0);
    QCOMPARE(index.children.at(2).repeatOf, 0);
    Checker checker;
    checker.checkAll(index);
    const QList<Finding> duplicates = withRule(checker.findings(), RuleId::DuplicateUrl);
    QCOMPARE(duplicates.size(), 2);
    QCOMPARE(duplicates.at(0).entryIndex, 1);
    QCOMPARE(duplicates.at(1).entryIndex, 2);
    // Through robots.txt, which names a.xml itself too: still read once.
    const Workspace robots = Loader::open(dir.filePath(u"robots.txt"_s));
    QCOMPARE(robots.childEntries(), 2);
    qsizetype read = 0;
    for (const Sitemap &sitemap : robots.sitemaps)
        read += sitemap.source.location.endsWith(u"a.xml");
    QCOMPARE(read, 1);
}

void TestRobotsTxt::misspeltKeys_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QString>("correct");
    // Google's robots.txt parser reads these as the key; so does Sitemap Studio, with a notice.
    QTest::newRow("Site-map") << "Site-map"_ba << u"Sitemap"_s;
    QTest::newRow("site-map") << "site-map"_ba << u"Sitemap"_s;
    QTest::newRow("Useragent") << "Useragent"_ba << u"User-agent"_s;
    QTest::newRow("User agent") << "User agent"_ba << u"User-agent"_s;
    QTest::newRow("Dissallow") << "Dissallow"_ba << u"Disallow"_s;
    QTest::newRow("Dissalow") << "Dissalow"_ba << u"Disallow"_s;
    QTest::newRow("Disalow") << "Disalow"_ba << u"Disallow"_s;
    QTest::newRow("Diasllow") << "Diasllow"_ba << u"Disallow"_s;
    QTest::newRow("Disallaw") << "Disallaw"_ba << u"Disallow"_s;
}

void TestRobotsTxt::misspeltKeys()
{
    QFETCH(QByteArray, key);
    QFETCH(QString, correct);
    QByteArray text;
    if (correct == u"Sitemap")
        text = "User-agent: *\nDisallow: /x\n" + key + ": https://example.com/s.xml\n";
    else if (correct == u"User-agent")
        text = key + ": *\nDisallow: /x\nSitemap: https://example.com/s.xml\n";
    else
        text = "User-agent: *\n" + key + ": /x\nSitemap: https://example.com/s.xml\n";
    const RobotsTxt robots = RobotsTxt::parse(text);
    // Read as the key: the Sitemap line, the group and its rule are all there.
    QCOMPARE(robots.sitemaps().size(), 1);
    QCOMPARE(robots.sitemaps().first().value, u"https://example.com/s.xml"_s);
    QVERIFY(!robots.isAllowed(u"AnyBot", QUrl(u"https://example.com/x/1"_s)));
    QVERIFY(robots.isAllowed(u"AnyBot", QUrl(u"https://example.com/y"_s)));
    const QList<Finding> notices = withRule(robots.findings(), RuleId::MisspeltKey);
    QCOMPARE(notices.size(), 1);
    QCOMPARE(notices.first().severity, Severity::Notice);
    QVERIFY2(notices.first().message.contains(u"\""_s + correct + u":\""_s),
             qPrintable(notices.first().message));
    QVERIFY(withRule(robots.findings(), RuleId::ContentSkipped).isEmpty());
    // A key that is no misspelling is still skipped.
    const RobotsTxt other = RobotsTxt::parse("Sitemapz: https://example.com/s.xml\n");
    QVERIFY(other.sitemaps().isEmpty());
    QCOMPARE(withRule(other.findings(), RuleId::ContentSkipped).size(), 1);
}

// RFC 9309, 2.5, and Google: the first 500 KiB of a robots.txt are read and apply; the rest is
// ignored as if absent, a line cut by the limit with it, and a finding says where.
void TestRobotsTxt::firstFiveHundredKiB_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("privateAllowed");
    QTest::addColumn<int>("sitemaps");
    QTest::addColumn<qint64>("cutLine"); // 0: nothing ignored

    const QByteArray head = "User-agent: *\nDisallow: /private/\nSitemap: https://example.com/a.xml\n";
    auto comments = [](qsizetype bytes) {
        QByteArray text;
        const QByteArray line = "# padding, as generators write it, line after line after line\n";
        while (text.size() + line.size() <= bytes)
            text += line;
        return text + QByteArray(bytes - text.size() - 1, '#') + '\n';
    };
    const QByteArray after = "User-agent: *\nAllow: /private/\nSitemap: https://example.com/b.xml\n";
    QTest::newRow("small") << head + after << true << 2 << qint64(0);
    QTest::newRow("exactly 500 KiB")
        << head + comments(RobotsTxt::MaxBytes - head.size()) << false << 1 << qint64(0);
    QTest::newRow("10 MB: rules on top hold, the end is ignored")
        << head + comments(10 * 1024 * 1024) + after << false << 1 << qint64(-1);
    // A line that the limit cuts is dropped whole: "Allow: /priv" would allow too much.
    const QByteArray before = head + comments(RobotsTxt::MaxBytes - head.size() - 10);
    QTest::newRow("a line across the limit is dropped")
        << before + "Allow: /private/\n" << false << 1 << qint64(-1);
    QTest::newRow("CRLF and a BOM")
        << "\xEF\xBB\xBF" + QByteArray(head).replace("\n", "\r\n")
            + comments(RobotsTxt::MaxBytes) + after
        << false << 1 << qint64(-1);
}

void TestRobotsTxt::firstFiveHundredKiB()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, privateAllowed);
    QFETCH(int, sitemaps);
    QFETCH(qint64, cutLine);
    const RobotsTxt robots = RobotsTxt::parse(text);
    QCOMPARE(robots.isAllowed(u"Googlebot", QUrl(u"https://example.com/private/x"_s)),
             privateAllowed);
    QCOMPARE(robots.sitemaps().size(), sitemaps);
    const auto cut = std::find_if(robots.findings().cbegin(), robots.findings().cend(),
                                  [](const Finding &f) { return f.message.contains(u"KiB"_s); });
    if (cutLine == 0) {
        QCOMPARE(robots.ignoredBytes(), 0);
        QVERIFY(cut == robots.findings().cend());
        return;
    }
    QVERIFY(robots.ignoredBytes() > 0);
    QVERIFY(robots.ignoredBytes() < text.size());
    QVERIFY(cut != robots.findings().cend());
    QCOMPARE(cut->ruleId, RuleId::ContentSkipped);
    // The line named is the first one not read.
    const QByteArray read = text.first(text.size() - robots.ignoredBytes());
    QCOMPARE(cut->line, read.count('\n') + 1);
    QVERIFY2(cut->message.contains(u"500 KiB"_s), qPrintable(cut->message));
}

QTEST_GUILESS_MAIN(TestRobotsTxt)
#include "tst_robotstxt.moc"
