// Checker::recheck against Checker::checkAll: after every one of many random edits of single
// entries, the incrementally updated findings and counts must equal those of a fresh full
// check of the edited workspace. The edits aim at the whole-set rules: duplicates (made and
// broken), hreflang clusters (links added, removed, pointed elsewhere), identical lastmod
// stamps, per-file news counts and the majority host behind an assumed publish location.

#include "io/loader.h"
#include "rules/checker.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

const QDateTime Now = QDateTime(QDate(2024, 6, 1), QTime(0, 0), Qt::UTC);

QByteArray generated(int count, const QByteArray &host, int seed)
{
    QRandomGenerator random { quint32(seed) };
    QByteArray body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                      "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\" "
                      "xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">\n";
    for (int i = 0; i < count; ++i) {
        const QByteArray loc = "https://" + host + "/p" + QByteArray::number(i);
        body += "<url><loc>" + loc + "</loc><lastmod>2024-01-0"
            + QByteArray::number(1 + random.bounded(3)) + "</lastmod>";
        // Clusters of three pages that link to each other.
        if (i % 7 < 3) {
            const int base = i - i % 7;
            for (int k = 0; k < 3; ++k)
                body += "<xhtml:link rel=\"alternate\" hreflang=\""
                    + QByteArray("ende"
                                 "fr")
                          .mid(k * 2, 2)
                    + "\" href=\"https://" + host + "/p" + QByteArray::number(base + k) + "\"/>";
        }
        if (i % 11 == 0)
            body += "<news:news><news:publication><news:name>P</news:name><news:language>en"
                    "</news:language></news:publication><news:publication_date>2024-05-31"
                    "</news:publication_date><news:title>T</news:title></news:news>";
        body += "</url>\n";
    }
    return body + "</urlset>\n";
}

QStringList canonical(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(u"%1 s%2 e%3 %4/%5 r%6:%7 %8"_s.arg(QString(f.ruleId))
                       .arg(f.sitemap)
                       .arg(f.entryIndex)
                       .arg(int(f.field))
                       .arg(f.item)
                       .arg(f.relatedSitemap)
                       .arg(f.relatedEntry)
                       .arg(f.message));
    out.sort();
    return out;
}

// One random edit of entry `e` of `sitemap`; the kinds aim at the set rules.
void edit(Workspace &workspace, qint32 s, qsizetype e, QRandomGenerator &random)
{
    Sitemap &sitemap = workspace.sitemaps[s];
    UrlEntry &entry = sitemap.entries[e];
    const auto pick = [&](qint32 inSitemap) -> const UrlEntry & {
        const QList<UrlEntry> &entries = workspace.sitemaps.at(inSitemap).entries;
        return entries.at(random.bounded(qsizetype(entries.size())));
    };
    const qint32 other = qint32(random.bounded(qsizetype(workspace.sitemaps.size())));
    switch (random.bounded(12)) {
    case 0: // a duplicate of another entry, maybe in another sitemap
        if (!workspace.sitemaps.at(other).isIndex())
            entry.setLoc(pick(other).loc());
        break;
    case 1: // a new URL
        entry.setLoc(u"https://example.com/new%1"_s.arg(random.bounded(50)));
        break;
    case 2: // another host: moves the majority when the publish location is assumed
        entry.setLoc(u"https://other.example/x%1"_s.arg(random.bounded(1000)));
        break;
    case 3: // one lastmod for all, or a different one
        entry.setLastmod(
            W3cDateTime::fromString(random.bounded(2) ? u"2024-01-01"_s : u"2024-01-05"_s));
        break;
    case 4:
        entry.setLastmod(W3cDateTime::fromString(u"2024-01-08 10:00"_s));
        break;
    case 5: { // an hreflang link to some entry
        Alternate a;
        a.rel = u"alternate"_s;
        a.hreflang = QStringList { u"en"_s, u"de"_s, u"fr"_s, u"it"_s }.at(random.bounded(4));
        a.href = pick(s).loc();
        entry.mutableAlternates().append(a);
        break;
    }
    case 6: // drop a link
        if (!entry.alternates().isEmpty())
            entry.mutableAlternates().removeAt(random.bounded(entry.alternates().size()));
        break;
    case 7: // a self link
        if (!entry.alternates().isEmpty()) {
            Alternate a;
            a.rel = u"alternate"_s;
            a.hreflang = u"x-default"_s;
            a.href = entry.loc();
            entry.mutableAlternates().append(a);
        }
        break;
    case 8:
        entry.setChangefreqText(random.bounded(2) ? u"Daily"_s : u"daily"_s);
        break;
    case 9: { // news on or off
        if (!entry.news().isEmpty()) {
            entry.mutableNews().clear();
        } else {
            News news;
            news.setValue(NewsField::PublicationName, u"P"_s);
            news.setValue(NewsField::PublicationLanguage, u"en"_s);
            news.setValue(NewsField::PublicationDate, u"2024-05-31"_s);
            news.setValue(NewsField::Title, u"T"_s);
            entry.mutableNews().append(news);
        }
        break;
    }
    case 10:
        entry.setLoc(QString());
        break;
    default: // the location of a linked page changes under its cluster
        entry.setLoc(entry.loc() + u"/moved"_s);
        break;
    }
    entry.squeeze();
}

void compareWithFullCheck(const Workspace &workspace, const Checker &incremental,
                          const CheckOptions &options, int step)
{
    Checker full(options);
    full.checkAll(workspace);
    const QStringList expected = canonical(full.findings());
    const QStringList actual = canonical(incremental.findings());
    if (expected != actual) {
        QStringList missing, extra;
        for (const QString &f : expected)
            if (!actual.contains(f))
                missing.append(f);
        for (const QString &f : actual)
            if (!expected.contains(f))
                extra.append(f);
        QFAIL(qPrintable(u"step %1\n  missing: %2\n  extra: %3"_s.arg(step).arg(
            missing.join(u"\n    "_s), extra.join(u"\n    "_s))));
    }
    for (const Severity severity : { Severity::Error, Severity::Warning, Severity::Notice })
        QCOMPARE(incremental.count(severity), full.count(severity));
}

} // namespace

class TestChecker : public QObject
{
    Q_OBJECT

private slots:
    void recheckMatchesFullCheck_data();
    void recheckMatchesFullCheck();
    void recheckReportsAffectedEntries();
    void structuralChange();
};

void TestChecker::recheckMatchesFullCheck_data()
{
    QTest::addColumn<bool>("publishKnown");
    QTest::addColumn<bool>("withChildren");
    QTest::addColumn<int>("seed");
    QTest::newRow("one sitemap, publish location given") << true << false << 1;
    QTest::newRow("one sitemap, assumed location") << false << false << 2;
    QTest::newRow("index with two children") << true << true << 3;
    QTest::newRow("index, assumed location") << false << true << 4;
}

void TestChecker::recheckMatchesFullCheck()
{
    QFETCH(bool, publishKnown);
    QFETCH(bool, withChildren);
    QFETCH(int, seed);
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace;
    if (withChildren) {
        workspace = Loader::openBytes(
            "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
            "<sitemap><loc>https://example.com/b.xml</loc></sitemap>\n</sitemapindex>\n",
            u"index.xml"_s, load);
        workspace.sitemaps.append(
            Loader::openBytes(generated(120, "example.com", seed), u"a.xml"_s, load).root());
        workspace.sitemaps.append(
            Loader::openBytes(generated(90, "example.com", seed + 100), u"b.xml"_s, load).root());
        workspace.children = { { 0, 1, u"a.xml"_s }, { 1, 2, u"b.xml"_s } };
    } else {
        workspace = Loader::openBytes(generated(150, "example.com", seed), u"s.xml"_s, load);
    }
    QVERIFY(!workspace.root().failed);
    CheckOptions options;
    options.now = Now;
    if (publishKnown)
        options.publishUrl = QUrl(u"https://example.com/sitemap.xml"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    compareWithFullCheck(workspace, checker, options, 0);

    QRandomGenerator random { quint32(seed) };
    for (int step = 1; step <= 400; ++step) {
        // Children get most edits; the index's own entries now and then.
        qint32 s = withChildren ? qint32(1 + random.bounded(2)) : 0;
        if (withChildren && random.bounded(20) == 0)
            s = 0;
        const qsizetype e = random.bounded(workspace.sitemaps.at(s).entries.size());
        if (s == 0 && withChildren)
            // Sometimes on another host: the child's URLs fall out of its scope.
            workspace.sitemaps[0].entries[e].setLoc(
                u"https://%1/c%2.xml"_s.arg(step % 2 ? u"example.com"_s : u"other.example"_s)
                    .arg(step));
        else
            edit(workspace, s, e, random);
        const QList<EntryRef> affected = checker.recheck(s, e);
        QVERIFY(!affected.isEmpty());
        QCOMPARE(affected.first(), (EntryRef { s, e }));
        compareWithFullCheck(workspace, checker, options, step);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestChecker::recheckReportsAffectedEntries()
{
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace
        = Loader::openBytes("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                            "<url><loc>https://example.com/a</loc></url>\n"
                            "<url><loc>https://example.com/b</loc></url>\n"
                            "<url><loc>https://example.com/c</loc></url>\n</urlset>\n",
                            u"s.xml"_s, load);
    CheckOptions options;
    options.publishUrl = QUrl(u"https://example.com/"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    QCOMPARE(checker.count(Severity::Warning), 0);
    // c becomes a duplicate of a: c gets the finding, a is reported as affected.
    workspace.sitemaps[0].entries[2].setLoc(u"https://example.com/a"_s);
    QList<EntryRef> affected = checker.recheck(2);
    QVERIFY(affected.contains(EntryRef { 0, 0 }));
    QCOMPARE(checker.entryFindings(0, 2).size(), 1);
    QCOMPARE(checker.entryFindings(0, 2).first().ruleId, RuleId::DuplicateUrl);
    QCOMPARE(checker.count(Severity::Warning), 1);
    // a moves away: c is the first of its URL now and loses its finding.
    workspace.sitemaps[0].entries[0].setLoc(u"https://example.com/z"_s);
    affected = checker.recheck(0);
    QVERIFY(affected.contains(EntryRef { 0, 2 }));
    QVERIFY(checker.entryFindings(0, 2).isEmpty());
    QCOMPARE(checker.count(Severity::Warning), 0);
}

void TestChecker::structuralChange()
{
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace = Loader::openBytes(generated(30, "example.com", 9), u"s.xml"_s, load);
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(u"https://example.com/"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    workspace.sitemaps[0].entries.removeAt(1);
    workspace.sitemaps[0].entries.append(workspace.sitemaps[0].entries.first());
    checker.sitemapChanged(0);
    compareWithFullCheck(workspace, checker, options, 0);
    const QList<Finding> findings = checker.entryFindings(0, workspace.root().entries.size() - 1);
    QVERIFY(std::any_of(findings.cbegin(), findings.cend(),
                        [](const Finding &f) { return f.ruleId == RuleId::DuplicateUrl; }));
}

QTEST_GUILESS_MAIN(TestChecker)
#include "tst_checker.moc"
