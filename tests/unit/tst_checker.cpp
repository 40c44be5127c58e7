// Checker::recheck, Checker::entryInserted and Checker::entryRemoved against
// Checker::checkAll: after every one of many random edits of single entries, insertions,
// removals (and their undo) and moves, the incrementally updated findings and counts must
// equal those of a fresh full check of the edited workspace, in the same order; and every
// entry whose findings changed must be among those the checker reports. The edits aim at the
// whole-set rules: duplicates (made and broken, and their first entry moved), hreflang
// clusters (links added, removed, pointed elsewhere, their targets moved), identical lastmod
// stamps, per-file limits, the majority host behind an assumed publish location and an
// index's children.

#include "io/writing/gzip.h"
#include "io/loader.h"
#include "io/input/textdecoder.h"
#include "rules/checker.h"
#include "io/fieldlocator.h"
#include "rules/fixes.h"

#include <QFile>
#include <QRandomGenerator>
#include <QStringBuilder>
#include <QTemporaryDir>
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
        // Now and then spaces around the location: a finding made while reading.
        body += "<url><loc>" + (i % 13 == 5 ? " " + loc + " " : loc) + "</loc><lastmod>2024-01-0"
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

// A finding with every field but its place (sitemap and entry); `related` stands for its
// related entry. Concatenated rather than with arg(): the tests render findings by the million.
QString describe(const Finding &f, qsizetype related)
{
    return QString(f.ruleId) % u' ' % QString::number(int(f.severity)) % u' '
        % QString::number(int(f.field)) % u'/' % QString::number(f.item) % u" r"
        % QString::number(f.relatedSitemap) % u':' % QString::number(related) % u' '
        % QString::number(f.line) % u':' % QString::number(f.column) % u' ' % f.message;
}

// Every field, in the order given.
QStringList rendered(const QList<Finding> &findings)
{
    QStringList out;
    out.reserve(findings.size());
    for (const Finding &f : findings)
        out.append(u's' % QString::number(f.sitemap) % u" e" % QString::number(f.entryIndex) % u' '
                   % describe(f, f.relatedEntry));
    return out;
}

void compareWithFullCheck(const Workspace &workspace, const Checker &incremental,
                          const CheckOptions &options, int step)
{
    Checker full(options);
    full.checkAll(workspace);
    const QStringList expectedInOrder = rendered(full.findings());
    const QStringList actualInOrder = rendered(incremental.findings());
    QStringList expected = expectedInOrder, actual = actualInOrder;
    expected.sort();
    actual.sort();
    if (expected != actual) {
        QStringList missing, extra;
        for (const QString &f : std::as_const(expected))
            if (!actual.contains(f))
                missing.append(f);
        for (const QString &f : std::as_const(actual))
            if (!expected.contains(f))
                extra.append(f);
        QFAIL(qPrintable(u"step %1\n  missing: %2\n  extra: %3"_s.arg(step).arg(
            missing.join(u"\n    "_s), extra.join(u"\n    "_s))));
    }
    // The same order too.
    for (qsizetype i = 0; i < expectedInOrder.size(); ++i)
        if (expectedInOrder.at(i) != actualInOrder.at(i))
            QFAIL(qPrintable(
                u"step %1, finding %2\n  expected: %3\n  actual: %4"_s.arg(step).arg(i).arg(
                    expectedInOrder.at(i), actualInOrder.at(i))));
    for (const Severity severity : { Severity::Error, Severity::Warning, Severity::Notice })
        QCOMPARE(incremental.count(severity), full.count(severity));
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
        QCOMPARE(rendered(incremental.fileFindings(s)), rendered(full.fileFindings(s)));
}

// Where the entries of before an edit are after it: an insertion at `at` moves the entries
// from there on one place down, a removal (`by` -1) those after it one place up.
struct Shift
{
    qint32 sitemap = -1;
    qsizetype at = 0;
    int by = 0;

    qsizetype map(qint32 s, qsizetype e) const
    {
        if (s != sitemap || e < at || by == 0)
            return e;
        if (by < 0 && e == at)
            return -1; // removed
        return e + by;
    }
};

using EntrySnapshot = QHash<std::pair<qint32, qsizetype>, QStringList>;

// The findings of every entry that has any, by the place the entry has after an edit that
// `shift` describes (the related entry mapped the same way), to tell which entries the edit
// changed.
EntrySnapshot entrySnapshot(const Workspace &workspace, const Checker &checker,
                            const Shift &shift = {})
{
    EntrySnapshot out;
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
        for (qsizetype e = 0; e < workspace.sitemaps.at(s).entries.size(); ++e) {
            const qsizetype to = shift.map(s, e);
            const QList<Finding> findings = checker.entryFindings(s, e);
            if (to < 0 || findings.isEmpty())
                continue;
            QStringList described;
            for (const Finding &f : findings) {
                // QCOMPARE, in a function that returns a value.
                if (!QTest::qCompare(f.entryIndex, e, "f.entryIndex", "e", __FILE__, __LINE__))
                    return out;
                described.append(describe(f,
                                          f.relatedEntry < 0
                                              ? f.relatedEntry
                                              : shift.map(f.relatedSitemap, f.relatedEntry)));
            }
            out.insert({ s, to }, described);
        }
    }
    return out;
}

// Every entry whose findings differ between the snapshots must be in `affected`.
void compareAffected(const EntrySnapshot &before, const EntrySnapshot &after,
                     const QList<EntryRef> &affected, int step)
{
    QSet<std::pair<qint32, qsizetype>> places;
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        places.insert(it.key());
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        places.insert(it.key());
    for (const auto &place : std::as_const(places)) {
        const QStringList old = before.value(place), now = after.value(place);
        if (old == now || affected.contains(EntryRef { place.first, place.second }))
            continue;
        QFAIL(qPrintable(u"step %1: entry %2:%3 changed but was not reported\n  before: %4\n"
                         "  after: %5"_s.arg(step)
                             .arg(place.first)
                             .arg(place.second)
                             .arg(old.join(u"; "_s), now.join(u"; "_s))));
    }
}

// What EditorDocument::removeEntry keeps for undo, and what restoreEntry puts back.
struct Removed
{
    UrlEntry entry;
    QList<Finding> findings;
    QList<PlacedForeignElement> foreignElements;
    QList<Workspace::ChildLink> children;
    QList<Finding> workspaceFindings;
};

Removed removeEntry(Workspace &workspace, qint32 s, qsizetype e)
{
    const Sitemap &sitemap = workspace.sitemaps.at(s);
    Removed removed { sitemap.entries.at(e), sitemap.findings, sitemap.foreignElements,
                      workspace.children, workspace.findings };
    Fixes::removeEntry(workspace, s, e);
    return removed;
}

void restoreEntry(Workspace &workspace, qint32 s, qsizetype e, const Removed &removed)
{
    Sitemap &sitemap = workspace.sitemaps[s];
    sitemap.entries.insert(e, removed.entry);
    sitemap.findings = removed.findings;
    sitemap.foreignElements = removed.foreignElements;
    if (s == 0) {
        workspace.children = removed.children;
        workspace.findings = removed.workspaceFindings;
    }
}

// Structural edits, each followed by the checker's call and every comparison.
class StructuralEditor
{
public:
    StructuralEditor(Workspace &workspace, Checker &checker, const CheckOptions &options)
        : m_workspace(workspace)
        , m_checker(checker)
        , m_options(options)
    {
    }
    int step = 0; // counts the checker's calls, to name them in failures

    void insert(qint32 s, qsizetype e, const UrlEntry &entry)
    {
        const auto before = entrySnapshot(m_workspace, m_checker, Shift { s, e, 1 });
        Fixes::insertEntry(m_workspace, s, e, entry);
        verify(before, m_checker.entryInserted(s, e), EntryRef { s, e });
    }
    Removed remove(qint32 s, qsizetype e)
    {
        const auto before = entrySnapshot(m_workspace, m_checker, Shift { s, e, -1 });
        Removed removed = removeEntry(m_workspace, s, e);
        verify(before, m_checker.entryRemoved(s, e), EntryRef { s, e });
        return removed;
    }
    void restore(qint32 s, qsizetype e, const Removed &removed)
    {
        const auto before = entrySnapshot(m_workspace, m_checker, Shift { s, e, 1 });
        restoreEntry(m_workspace, s, e, removed);
        verify(before, m_checker.entryInserted(s, e), EntryRef { s, e });
    }
    void move(qint32 s, qsizetype from, qsizetype to)
    {
        const UrlEntry entry = m_workspace.sitemaps.at(s).entries.at(from);
        remove(s, from);
        if (!QTest::currentTestFailed())
            insert(s, to, entry);
    }

private:
    void verify(const EntrySnapshot &before, const QList<EntryRef> &affected, const EntryRef &first)
    {
        ++step;
        QVERIFY2(!affected.isEmpty(), qPrintable(u"step %1"_s.arg(step)));
        QCOMPARE(affected.first(), first);
        compareAffected(before, entrySnapshot(m_workspace, m_checker), affected, step);
        if (!QTest::currentTestFailed())
            compareWithFullCheck(m_workspace, m_checker, m_options, step);
    }

    Workspace &m_workspace;
    Checker &m_checker;
    const CheckOptions &m_options;
};

// The index of an entry of `s` that some hreflang link of `s` points at, or a random one.
qsizetype linkTarget(const Sitemap &sitemap, QRandomGenerator &random)
{
    const qsizetype n = sitemap.entries.size();
    const UrlEntry &linking = sitemap.entries.at(random.bounded(n));
    if (linking.alternates().isEmpty())
        return random.bounded(n);
    const QString href = linking.alternates().at(random.bounded(linking.alternates().size())).href;
    for (qsizetype e = 0; e < n; ++e)
        if (sitemap.entries.at(e).loc() == href)
            return e;
    return random.bounded(n);
}

} // namespace

class TestChecker : public QObject
{
    Q_OBJECT

private slots:
    void aNewDocumentIsNotEmptyYet();
    void recheckMatchesFullCheck_data();
    void recheckMatchesFullCheck();
    void recheckReportsAffectedEntries();
    void structuralChange();
    void structuralEditsAcrossLimits();
    void structuralEditsOfWholeFileRules();
    void majorityHostCountedInRuns();
    void structuralEditsKeepReadingFindings();
    void structuralEditsOfAnIndexMoveItsChildFindings();
    void structuralEditsReportMovedDuplicates();
    void identicalLastmodFollowsEdits();
    void sharedPlaceholderLastmod_data();
    void sharedPlaceholderLastmod();
    void sharedPlaceholderFollowsEdits();
    void fieldLines_data();
    void fieldLines();
    void fieldLinesOfLargeFiles_data();
    void fieldLinesOfLargeFiles();
    void findingsInOrder();
    void keptText();
};

void TestChecker::recheckMatchesFullCheck_data()
{
    QTest::addColumn<bool>("publishKnown");
    QTest::addColumn<bool>("withChildren");
    QTest::addColumn<int>("seed");
    QTest::addColumn<bool>("schemaStrict");
    QTest::addColumn<bool>("forEditing");
    QTest::newRow("one sitemap, publish location given") << true << false << 1 << false << true;
    QTest::newRow("one sitemap, assumed location") << false << false << 2 << false << true;
    QTest::newRow("index with two children") << true << true << 3 << false << true;
    QTest::newRow("index, assumed location") << false << true << 4 << false << true;
    QTest::newRow("one sitemap, schema-strict") << true << false << 5 << true << true;
    QTest::newRow("index, schema-strict") << true << true << 6 << true << true;
    // Checked as the CLI reports, without what only edits ask: the first edit builds it.
    QTest::newRow("one sitemap, checked for a report") << true << false << 7 << false << false;
    QTest::newRow("index, checked for a report") << true << true << 8 << false << false;
}

void TestChecker::recheckMatchesFullCheck()
{
    QFETCH(bool, publishKnown);
    QFETCH(bool, withChildren);
    QFETCH(int, seed);
    QFETCH(bool, schemaStrict);
    QFETCH(bool, forEditing);
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
    if (schemaStrict)
        options.profile = CheckProfile::SchemaStrict;
    options.forEditing = forEditing;
    Checker checker(options);
    checker.checkAll(workspace);
    compareWithFullCheck(workspace, checker, options, 0);

    QRandomGenerator random { quint32(seed) };
    StructuralEditor structural(workspace, checker, options);
    for (int step = 1; step <= 400; ++step) {
        // Children get most edits; the index's own entries now and then.
        qint32 s = withChildren ? qint32(1 + random.bounded(2)) : 0;
        if (withChildren && random.bounded(20) == 0)
            s = 0;
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        const qsizetype n = sitemap.entries.size();
        const int kind = random.bounded(10);
        structural.step = step * 10; // its calls are steps 10 * step + 1, + 2, ...
        if (kind == 6 || (kind == 7 && n < 3)) {
            // A new entry anywhere: a copy of another entry (a duplicate with the same links,
            // maybe of another sitemap), or a new page linking into a cluster.
            UrlEntry entry;
            const qint32 from = withChildren && s != 0 ? qint32(1 + random.bounded(2)) : s;
            const Sitemap &source = workspace.sitemaps.at(from);
            if (s == 0 && withChildren) {
                entry.setLoc(u"https://example.com/n%1.xml"_s.arg(step));
            } else if (random.bounded(2) || source.entries.isEmpty()) {
                entry.setLoc(u"https://example.com/new%1"_s.arg(random.bounded(50)));
                if (!sitemap.entries.isEmpty()) {
                    Alternate a;
                    a.rel = u"alternate"_s;
                    a.hreflang = u"it"_s;
                    a.href = sitemap.entries.at(linkTarget(sitemap, random)).loc();
                    entry.mutableAlternates().append(a);
                }
            } else {
                entry = source.entries.at(random.bounded(source.entries.size()));
            }
            structural.insert(s, random.bounded(n + 1), entry);
        } else if (kind == 7) {
            structural.remove(s, random.bounded(n));
        } else if (kind == 8 && n > 1) {
            // Often an entry that hreflang links point at, so that they follow it.
            structural.move(s, linkTarget(sitemap, random), random.bounded(n));
        } else if (kind == 9 && n > 1) {
            // A removal and its undo: the entry comes back with what the reader said about it.
            const qsizetype e = s == 0 ? random.bounded(n) : linkTarget(sitemap, random);
            const Removed removed = structural.remove(s, e);
            if (!QTest::currentTestFailed())
                structural.restore(s, e, removed);
        } else {
            const qsizetype e = random.bounded(n);
            const auto before = entrySnapshot(workspace, checker);
            if (s == 0 && withChildren) {
                // Sometimes on another host: the child's URLs fall out of its scope.
                workspace.sitemaps[0].entries[e].setLoc(
                    u"https://%1/c%2.xml"_s.arg(step % 2 ? u"example.com"_s : u"other.example"_s)
                        .arg(step));
            } else {
                edit(workspace, s, e, random);
            }
            // The entry is written anew: the reader's findings about it go (the checker's
            // contract, kept by EditorDocument).
            workspace.sitemaps[s].findings.removeIf(
                [e](const Finding &f) { return f.entryIndex == e; });
            const QList<EntryRef> affected = checker.recheck(s, e);
            QVERIFY(!affected.isEmpty());
            QCOMPARE(affected.first(), (EntryRef { s, e }));
            compareAffected(before, entrySnapshot(workspace, checker), affected, step);
            if (!QTest::currentTestFailed())
                compareWithFullCheck(workspace, checker, options, step);
        }
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

// Files pushed over and back under the limits: 50,000 URLs, 1,000 news entries.
void TestChecker::structuralEditsAcrossLimits()
{
    QByteArray body = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                      "xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">\n";
    for (qsizetype i = 0; i < Checker::MaxUrls; ++i) {
        body += "<url><loc>https://example.com/" + QByteArray::number(i) + "</loc>";
        if (i < Checker::MaxNewsPerFile)
            body += "<news:news><news:publication><news:name>P</news:name><news:language>en"
                    "</news:language></news:publication><news:publication_date>2024-05-31"
                    "</news:publication_date><news:title>T</news:title></news:news>";
        body += "</url>\n";
    }
    body += "</urlset>\n";
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace = Loader::openBytes(body, u"s.xml"_s, load);
    QCOMPARE(workspace.root().entries.size(), Checker::MaxUrls);
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(u"https://example.com/"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    auto hasFileFinding = [&](QLatin1StringView rule) {
        const QList<Finding> file = checker.fileFindings(0);
        return std::any_of(file.cbegin(), file.cend(),
                           [rule](const Finding &f) { return f.ruleId == rule; });
    };
    QVERIFY(!hasFileFinding(RuleId::TooManyUrls));
    QVERIFY(!hasFileFinding(RuleId::TooManyNews));

    StructuralEditor editor(workspace, checker, options);
    // One more URL, with news: over both limits; a duplicate of the first entry too.
    editor.insert(0, 7, workspace.root().entries.at(0));
    QVERIFY(hasFileFinding(RuleId::TooManyUrls));
    QVERIFY(hasFileFinding(RuleId::TooManyNews));
    // The first one goes: back under both, and the copy is no longer a duplicate.
    editor.remove(0, 0);
    QVERIFY(!hasFileFinding(RuleId::TooManyUrls));
    QVERIFY(!hasFileFinding(RuleId::TooManyNews));
    QVERIFY(checker.entryFindings(0, 6).isEmpty());
    // Moved to the end and back.
    editor.move(0, 6, Checker::MaxUrls - 1);
    editor.move(0, Checker::MaxUrls - 1, 0);
    // A URL without news past the limit, then removed again.
    editor.insert(0, Checker::MaxUrls, workspace.root().entries.at(Checker::MaxUrls - 1));
    QVERIFY(hasFileFinding(RuleId::TooManyUrls));
    QVERIFY(!hasFileFinding(RuleId::TooManyNews));
    editor.remove(0, 3);
    QVERIFY(!hasFileFinding(RuleId::TooManyUrls));
}

// The rules about a file as a whole that depend on its entries' order or number: identical
// lastmod stamps (named after the first entry's), an empty file, and the publish location
// assumed from the majority host (on a tie, the earliest entry's).
void TestChecker::structuralEditsOfWholeFileRules()
{
    QByteArray body = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 10; ++i)
        body += "<url><loc>https://" + QByteArray(i % 2 ? "a.example" : "b.example") + "/p"
            + QByteArray::number(i) + "</loc><lastmod>"
            + QByteArray(i == 3 ? "2024-01-01T10:00:00+02:00" : "2024-01-01T08:00:00Z")
            + "</lastmod></url>\n";
    body += "</urlset>\n";
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace = Loader::openBytes(body, u"s.xml"_s, load);
    CheckOptions options; // no publish location: assumed
    options.now = Now;
    Checker checker(options);
    checker.checkAll(workspace);
    QVERIFY(checker.isPublishLocationAssumed(0));
    QCOMPARE(checker.publishScope(0).host, QByteArray("b.example"));
    auto fileRules = [&] {
        QStringList rules;
        for (const Finding &f : checker.fileFindings(0))
            rules.append(QString(f.ruleId));
        return rules;
    };
    QVERIFY(fileRules().contains(QString(RuleId::IdenticalLastmod)));

    StructuralEditor editor(workspace, checker, options);
    // The same instant written another way comes first: the message names it.
    editor.move(0, 3, 0);
    // The tie between the hosts goes the other way: every URL is judged anew.
    QCOMPARE(checker.publishScope(0).host, QByteArray("a.example"));
    editor.move(0, 1, 0);
    QCOMPARE(checker.publishScope(0).host, QByteArray("b.example"));
    // Nine URLs are too few to report one lastmod for all; ten again are not.
    Removed removed = editor.remove(0, 4);
    QVERIFY(!fileRules().contains(QString(RuleId::IdenticalLastmod)));
    editor.restore(0, 4, removed);
    QVERIFY(fileRules().contains(QString(RuleId::IdenticalLastmod)));
    // A majority for a.example.
    UrlEntry extra = workspace.root().entries.at(1);
    extra.setLoc(u"https://a.example/extra"_s);
    editor.insert(0, 10, extra);
    QCOMPARE(checker.publishScope(0).host, QByteArray("a.example"));
    // Down to no entry at all and back.
    while (!workspace.root().entries.isEmpty() && !QTest::currentTestFailed())
        editor.remove(0, workspace.root().entries.size() / 2);
    QVERIFY(fileRules().contains(QString(RuleId::EmptySitemap)));
    QVERIFY(!checker.publishScope(0).isValid());
    editor.insert(0, 0, extra);
    editor.insert(0, 0, extra);
    QCOMPARE(checker.entryFindings(0, 1).size(), 1);
}

// The URLs of each host are counted run by run of the same host in a full check, and one by
// one as entries are edited: runs of every length, broken by URLs without an http(s) host,
// give the counts the assumed publish location names, and the edits keep them.
void TestChecker::majorityHostCountedInRuns()
{
    struct Run
    {
        const char *prefix;
        int length;
    };
    // www.example.com: 3 + 1 + 2 + 7 = 13 of 27; shop.example.com: 4 + 5 = 9; the rest none.
    const QList<Run> runs { { "https://www.example.com/", 3 },
                            { "ftp://files.example.com/", 1 },
                            { "https://www.example.com/", 1 },
                            { "https://shop.example.com/", 4 },
                            { "https://www.example.com/", 2 },
                            { "/relative/", 2 },
                            { "https://shop.example.com/", 5 },
                            { "https://www.example.com/", 7 },
                            { "mailto:someone@", 2 } };
    QByteArray body = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    int n = 0;
    for (const Run &run : runs)
        for (int i = 0; i < run.length; ++i)
            body += "<url><loc>" + QByteArray(run.prefix) + "p" + QByteArray::number(n++)
                + "</loc></url>\n";
    body += "</urlset>\n";
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace = Loader::openBytes(body, u"s.xml"_s, load);
    CheckOptions options; // no publish location: assumed from the majority host
    options.now = Now;
    Checker checker(options);
    checker.checkAll(workspace);
    const auto assumed = [&]() -> QString {
        for (const Finding &f : checker.fileFindings(0))
            if (f.ruleId == RuleId::PublishLocationAssumed)
                return f.message;
        return {};
    };
    QCOMPARE(checker.publishScope(0).host, QByteArray("www.example.com"));
    QVERIFY2(assumed().contains(u"the host of 13 of 27 URLs"_s), qPrintable(assumed()));
    // Counted one by one from here: the same counts.
    StructuralEditor editor(workspace, checker, options);
    UrlEntry shop = workspace.root().entries.at(5);
    for (int i = 0; i < 3; ++i)
        editor.insert(0, 2 * i, shop);
    QVERIFY2(assumed().contains(u"the host of 13 of 30 URLs"_s), qPrintable(assumed()));
    for (int i = 0; i < 5; ++i)
        editor.insert(0, 11, shop);
    QCOMPARE(checker.publishScope(0).host, QByteArray("shop.example.com"));
    QVERIFY2(assumed().contains(u"the host of 17 of 35 URLs"_s), qPrintable(assumed()));
}

// A sitemap read from nowhere (the window's File → New) is a document being written: it is
// not reported as empty. One read from a file is.
void TestChecker::aNewDocumentIsNotEmptyYet()
{
    const auto emptyFound = [](const Workspace &workspace) {
        Checker checker;
        checker.checkAll(workspace);
        for (const Finding &f : checker.findings())
            if (f.ruleId == RuleId::EmptySitemap)
                return true;
        return false;
    };
    Workspace fresh;
    fresh.sitemaps.append(Sitemap());
    QVERIFY(!emptyFound(fresh));
    Workspace read = Loader::openBytes(
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"></urlset>", u"empty.xml"_s);
    QVERIFY(emptyFound(read));
}

// One lastmod for every URL is found again when the entry that held the stamp the checker
// counted is edited away from it, and lost when any entry differs.
void TestChecker::identicalLastmodFollowsEdits()
{
    QByteArray body = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 10; ++i)
        body += "<url><loc>https://example.com/p" + QByteArray::number(i) + "</loc><lastmod>"
            + QByteArray(i == 0 ? "2023-05-05" : "2024-01-01") + "</lastmod></url>\n";
    body += "</urlset>\n";
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace = Loader::openBytes(body, u"s.xml"_s, load);
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(u"https://example.com/sitemap.xml"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    auto identical = [&](const Checker &c) {
        const QList<Finding> findings = c.fileFindings(0);
        return std::any_of(findings.cbegin(), findings.cend(), [](const Finding &f) {
            return f.ruleId == RuleId::IdenticalLastmod;
        });
    };
    auto fresh = [&] {
        Checker again(options);
        again.checkAll(workspace);
        return identical(again);
    };
    auto setLastmod = [&](qsizetype e, const QString &text) {
        workspace.sitemaps[0].entries[e].setLastmod(W3cDateTime::fromString(text));
        checker.recheck(0, e);
    };
    QVERIFY(!identical(checker));
    // The first entry's stamp, the one counted, goes: the rest all agree.
    setLastmod(0, u"2024-01-01"_s);
    QVERIFY(identical(checker));
    QVERIFY(fresh());
    setLastmod(5, u"2022-02-02"_s);
    QVERIFY(!identical(checker));
    QVERIFY(!fresh());
    setLastmod(5, u"2024-01-01"_s);
    QVERIFY(identical(checker));
    // Every entry moves to a new stamp, one by one.
    for (qsizetype e = 0; e < 10; ++e) {
        setLastmod(e, u"2025-03-03"_s);
        QCOMPARE(identical(checker), e == 9);
        QCOMPARE(identical(checker), fresh());
    }
    // An entry without a lastmod: not every URL has one.
    workspace.sitemaps[0].entries[2].setLastmod(W3cDateTime());
    checker.recheck(0, 2);
    QVERIFY(!identical(checker));
    QCOMPARE(identical(checker), fresh());
}

// A file of `shared` entries with the lastmod `placeholder` after `others` entries dated from
// `firstOther` on, a day apart at 09:30 in +01:00; taxonomy-shaped and article-shaped URLs as
// a static site generator writes them.
QByteArray placeholderFile(qsizetype shared, const QByteArray &placeholder, qsizetype others,
                           const QDate &firstOther, const QByteArray &otherTime = "T09:30:00+01:00")
{
    QByteArray body = "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n"
                      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (qsizetype i = 0; i < others; ++i)
        body += "  <url>\n    <loc>https://blog.example.org/posts/"
            + firstOther.addDays(i).toString(u"yyyy/MM"_s).toUtf8()
            + "/a-long-article-title-about-sitemaps-part-" + QByteArray::number(i)
            + "/?utm_source=feed&amp;ref=" + QByteArray::number(i * 7) + "</loc>\n    <lastmod>"
            + firstOther.addDays(i).toString(Qt::ISODate).toUtf8() + otherTime
            + "</lastmod>\n  </url>\n";
    for (qsizetype i = 0; i < shared; ++i)
        body += "  <url>\n    <loc>https://blog.example.org/tags/tag-" + QByteArray::number(i)
            + "/</loc>\n    <lastmod>" + placeholder + "</lastmod>\n  </url>\n";
    body += "</urlset>\n";
    return body;
}

QList<Finding> placeholderFindings(const Checker &checker)
{
    QList<Finding> out;
    for (const Finding &f : checker.findings(0))
        if (f.ruleId == RuleId::PlaceholderLastmod)
            out.append(f);
    return out;
}

// A lastmod many entries share at midnight, years before every other lastmod of the file, is a
// placeholder; what looks like one but is not (too few share it, too few others, too close, not
// midnight, the file's one stamp) is not. A date before the web is told once, not twice.
void TestChecker::sharedPlaceholderLastmod_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("expected"); // entries told
    QTest::addColumn<QString>("says"); // in each message; empty for none
    const QDate articles(2021, 3, 4);
    QTest::newRow("Hugo's taxonomy pages")
        << placeholderFile(31, "2000-01-01T00:00:00+00:00", 60, articles) << 31
        << u"lastmod \"2000-01-01T00:00:00+00:00\" is shared by 31 URLs and lies 21 years before"_s;
    QTest::newRow("a date alone") << placeholderFile(5, "2010-06-01", 20, QDate(2016, 1, 1)) << 5
                                  << u"shared by 5 URLs and lies 5 years"_s;
    QTest::newRow("midnight in its own zone")
        << placeholderFile(8, "2001-01-01T00:00:00+02:00", 5, QDate(2019, 7, 1)) << 8
        << u"18 years"_s;
    QTest::newRow("Zulu midnight") << placeholderFile(6, "1999-12-31T00:00:00Z", 4, articles)
                                   << 6 << u"21 years"_s;
    QTest::newRow("four share it") << placeholderFile(4, "2000-01-01", 60, articles) << 0
                                   << QString();
    QTest::newRow("two others") << placeholderFile(20, "2000-01-01", 2, articles) << 0 << QString();
    QTest::newRow("two years before")
        << placeholderFile(10, "2019-01-01T00:00:00+00:00", 30, articles) << 0 << QString();
    QTest::newRow("not midnight")
        << placeholderFile(10, "2000-01-01T10:00:00+00:00", 30, articles) << 0 << QString();
    QTest::newRow("one second past midnight")
        << placeholderFile(10, "2000-01-01T00:00:01+00:00", 30, articles) << 0 << QString();
    QTest::newRow("the oldest articles, not the shared date")
        << placeholderFile(10, "2023-01-01", 30, QDate(2005, 1, 1)) << 0 << QString();
    QTest::newRow("every entry one stamp")
        << placeholderFile(10, "2000-01-01", 0, articles) << 0 << QString();
    // The same instant in another precision is another date beside it: no gap.
    QTest::newRow("the same day written twice")
        << placeholderFile(10, "2000-01-01", 30, QDate(2000, 1, 1), "T00:00:00Z") << 0
        << QString();
    QTest::newRow("before the web, told once")
        << placeholderFile(12, "1970-01-01T00:00:00Z", 30, articles) << 12
        << u"lies before the web began"_s;
}

void TestChecker::sharedPlaceholderLastmod()
{
    QFETCH(QByteArray, file);
    QFETCH(int, expected);
    QFETCH(QString, says);
    LoadOptions load;
    load.loadChildren = false;
    const Workspace workspace = Loader::openBytes(file, u"sitemap.xml"_s, load);
    QVERIFY(!workspace.sitemaps.isEmpty());
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(u"https://blog.example.org/sitemap.xml"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    const QList<Finding> findings = placeholderFindings(checker);
    QCOMPARE(findings.size(), expected);
    QSet<qsizetype> entries;
    for (const Finding &f : findings) {
        QVERIFY2(f.message.contains(says), qPrintable(f.message));
        QCOMPARE(f.field, FindingField::Lastmod);
        QCOMPARE(f.severity, Severity::Warning);
        QVERIFY(f.line > 0);
        entries.insert(f.entryIndex);
        // The fix removes the lastmod.
        const std::optional<Fix> fix = Fixes::fixFor(workspace, f);
        QVERIFY(fix.has_value());
        QVERIFY(fix->replacement.lastmod().isNull());
        QVERIFY(workspace.sitemaps.at(0).entries.at(f.entryIndex).loc().contains(u"/tags/"_s));
    }
    QCOMPARE(entries.size(), findings.size());
}

// The placeholder follows edits as a full check sees it: an entry's lastmod moved away until
// too few share it, back again, a dated entry removed until too few others are left, put back,
// and a new entry with the shared lastmod inserted.
void TestChecker::sharedPlaceholderFollowsEdits()
{
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace = Loader::openBytes(
        placeholderFile(6, "2000-01-01T00:00:00+00:00", 4, QDate(2021, 3, 4)), u"s.xml"_s, load);
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(u"https://blog.example.org/sitemap.xml"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    QCOMPARE(placeholderFindings(checker).size(), 6);
    const qsizetype firstTag = 4; // the 4 articles come first
    auto setLastmod = [&](qsizetype e, const QString &text) {
        const auto before = entrySnapshot(workspace, checker);
        workspace.sitemaps[0].entries[e].setLastmod(W3cDateTime::fromString(text));
        compareAffected(before, entrySnapshot(workspace, checker), checker.recheck(0, e), 0);
        compareWithFullCheck(workspace, checker, options, 0);
    };
    // One of the six moves to a real date: five still share it, and say so.
    setLastmod(firstTag, u"2022-05-05T10:00:00+01:00"_s);
    QCOMPARE(placeholderFindings(checker).size(), 5);
    QVERIFY(placeholderFindings(checker).first().message.contains(u"shared by 5 URLs"_s));
    // Another: four are no placeholder.
    setLastmod(firstTag + 1, u"2022-05-06T10:00:00+01:00"_s);
    QCOMPARE(placeholderFindings(checker).size(), 0);
    // Back: five again, each told.
    setLastmod(firstTag + 1, u"2000-01-01T00:00:00+00:00"_s);
    QCOMPARE(placeholderFindings(checker).size(), 5);
    // The gap: the oldest article moved to 1998 leaves the shared date no longer the oldest.
    setLastmod(0, u"1998-02-02T09:00:00+01:00"_s);
    QCOMPARE(placeholderFindings(checker).size(), 0);
    setLastmod(0, u"2021-03-04T09:30:00+01:00"_s);
    QCOMPARE(placeholderFindings(checker).size(), 5);

    StructuralEditor editor(workspace, checker, options);
    // Removing dated entries until two are left (with the one moved above, six dated others).
    QList<Removed> removed;
    for (int i = 0; i < 4; ++i)
        removed.append(editor.remove(0, 0));
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(placeholderFindings(checker).size(), 0); // five share it; 2 dated others
    for (int i = 3; i >= 0; --i)
        editor.restore(0, 0, removed.at(i));
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(placeholderFindings(checker).size(), 5);
    UrlEntry tag(u"https://blog.example.org/tags/new-tag/"_s);
    tag.setLastmod(W3cDateTime::fromString(u"2000-01-01T00:00:00+00:00"_s));
    editor.insert(0, 2, tag);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(placeholderFindings(checker).size(), 6);
    QVERIFY(placeholderFindings(checker).first().message.contains(u"shared by 6 URLs"_s));
}

// What the reader said about an entry goes with it, comes back with its undo, follows it when
// entries before it come and go; so do findings about an entry the reader dropped.
void TestChecker::structuralEditsKeepReadingFindings()
{
    // The last entry is cut off by the end of the file before its location: the reader drops
    // it, but keeps what it found wrong with it.
    const QByteArray body = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                            "<url><loc> https://example.com/a </loc></url>\n"
                            "<url><loc>https://example.com/b</loc></url>\n"
                            "<url><loc> https://example.com/c</loc></url>\n"
                            "<url><lastmod>2024-01-01</lastmod><lastmod>2024-01-02</lastmod>";
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace = Loader::openBytes(body, u"s.xml"_s, load);
    QCOMPARE(workspace.root().entries.size(), 3);
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(u"https://example.com/"_s);
    Checker checker(options);
    checker.checkAll(workspace);
    const QList<Finding> read = workspace.root().findings;
    QVERIFY(std::any_of(read.cbegin(), read.cend(),
                        [](const Finding &f) { return f.entryIndex == 0; }));
    QVERIFY(std::any_of(read.cbegin(), read.cend(),
                        [](const Finding &f) { return f.entryIndex == 3; }));

    StructuralEditor editor(workspace, checker, options);
    editor.insert(0, 0, workspace.root().entries.at(1));
    Removed removed = editor.remove(0, 1);
    editor.restore(0, 1, removed);
    editor.move(0, 3, 0);
    editor.move(0, 0, 3);
    removed = editor.remove(0, 3);
    editor.restore(0, 3, removed);
    editor.insert(0, 2, workspace.root().entries.at(0));
    while (!workspace.root().entries.isEmpty() && !QTest::currentTestFailed())
        editor.remove(0, 0);
}

// The loader's findings about index entries (a child not found) follow their entries when
// entries are inserted or removed before them, go with a removed entry and come back with it.
void TestChecker::structuralEditsOfAnIndexMoveItsChildFindings()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&dir](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    write(u"index.xml"_s,
          "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
          "<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
          "<sitemap><loc>https://example.com/missing-1.xml</loc></sitemap>\n"
          "<sitemap><loc>https://example.com/missing-2.xml</loc></sitemap>\n"
          "</sitemapindex>\n");
    write(u"a.xml"_s, "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                     "<url><loc>https://example.com/x</loc></url>\n</urlset>\n");
    Workspace workspace = Loader::open(dir.filePath(u"index.xml"_s));
    QCOMPARE(workspace.sitemaps.size(), 2);
    CheckOptions options;
    options.now = Now;
    Checker checker(options);
    checker.checkAll(workspace);
    // Which index entries the "not found" findings name, by their loc.
    const auto missing = [&workspace, &checker] {
        QStringList locs;
        for (const Finding &f : checker.findings(0))
            if (f.ruleId == RuleId::ChildSitemapMissing)
                locs.append(workspace.root().entries.value(f.entryIndex).loc());
        return locs;
    };
    const QStringList both { u"https://example.com/missing-1.xml"_s,
                             u"https://example.com/missing-2.xml"_s };
    QCOMPARE(missing(), both);

    StructuralEditor editor(workspace, checker, options);
    UrlEntry extra;
    extra.setLoc(u"https://example.com/b.xml"_s);
    editor.insert(0, 0, extra);
    QCOMPARE(missing(), both);
    Removed removed = editor.remove(0, 2); // missing-1
    QCOMPARE(missing(), QStringList { both.at(1) });
    editor.restore(0, 2, removed);
    QCOMPARE(missing(), both);
    // A move is a removal and an insertion of the entry as it is now: like the reader's
    // findings about an entry, what the loader said goes with the removal; the rest still
    // names the right entries.
    editor.move(0, 3, 0);
    QCOMPARE(missing(), QStringList { both.at(0) });
    QCOMPARE(workspace.root().entries.at(0).loc(), both.at(1));
    while (!workspace.root().entries.isEmpty() && !QTest::currentTestFailed())
        editor.remove(0, 0);
    QVERIFY(missing().isEmpty());
}

// Inserting or removing an entry before the first of duplicates changes the place their
// message names: they are reported, in this and in other sitemaps.
void TestChecker::structuralEditsReportMovedDuplicates()
{
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace = Loader::openBytes(
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        "<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
        "<sitemap><loc>https://example.com/b.xml</loc></sitemap>\n</sitemapindex>\n",
        u"index.xml"_s, load);
    const QByteArray urls = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                            "<url><loc>https://example.com/x</loc></url>\n"
                            "<url><loc>https://example.com/y</loc></url>\n"
                            "<url><loc>https://example.com/x</loc></url>\n</urlset>\n";
    workspace.sitemaps.append(Loader::openBytes(urls, u"a.xml"_s, load).root());
    workspace.sitemaps.append(Loader::openBytes(urls, u"b.xml"_s, load).root());
    workspace.children = { { 0, 1, u"a.xml"_s }, { 1, 2, u"b.xml"_s } };
    CheckOptions options;
    options.now = Now;
    Checker checker(options);
    checker.checkAll(workspace);
    StructuralEditor editor(workspace, checker, options);
    UrlEntry z;
    z.setLoc(u"https://example.com/z"_s);
    editor.insert(1, 0, z);
    QVERIFY(checker.entryFindings(2, 0).first().message.contains(u"entry 2 of"_s));
    editor.remove(1, 0);
    QVERIFY(checker.entryFindings(2, 0).first().message.contains(u"entry 1 of"_s));
    // The index's entries: children lose and regain where they are published.
    Removed removed = editor.remove(0, 0);
    editor.restore(0, 0, removed);
    editor.move(0, 1, 0);
}

void TestChecker::fieldLines_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("entryLine");
    QTest::addColumn<int>("ordinal");
    QTest::addColumn<QByteArray>("loc");
    QTest::addColumn<int>("field");
    QTest::addColumn<int>("item");
    QTest::addColumn<QString>("hint");
    QTest::addColumn<int>("line");

    const QByteArray entry = "<urlset>\n"
                             "<url>\n" // 2
                             "  <loc> https://e.com/a?x=1&amp;y=2 </loc>\n"
                             "  <!-- <lastmod>in a comment</lastmod> -->\n"
                             "  <lastmod\n"
                             "    >2024</lastmod>\n" // the tag starts on 5
                             "  <img:image><img:title>T</img:title>\n" // 7
                             "    <img:loc>https://e.com/1.png</img:loc></img:image>\n" // 8
                             "  <img:image/>\n" // 9
                             "  <extra:thing a=\"x>y\"/>\n" // 10
                             "</url>\n"
                             "<url><loc>https://e.com/b</loc><priority>9</priority></url>\n" // 12
                             "</urlset>\n";
    const QByteArray a = "https://e.com/a?x=1&y=2";
    const int lastmod = int(FindingField::Lastmod), image = int(FindingField::Image);
    QTest::newRow("lastmod") << entry << 2 << 0 << a << lastmod << -1 << QString() << 5;
    QTest::newRow("loc") << entry << 2 << 0 << a << int(FindingField::Loc) << -1 << QString() << 3;
    QTest::newRow("image title") << entry << 2 << 0 << a << image << 0 << u"image:title"_s << 7;
    QTest::newRow("image loc") << entry << 2 << 0 << a << image << 0 << u"image:loc"_s << 8;
    QTest::newRow("image, no hint") << entry << 2 << 0 << a << image << 0 << QString() << 7;
    QTest::newRow("empty image") << entry << 2 << 0 << a << image << 1 << u"image:loc"_s << 9;
    QTest::newRow("the whole list: its first image")
        << entry << 2 << 0 << a << image << -1 << QString() << 7;
    QTest::newRow("the whole list of an entry with none")
        << entry << 12 << 0 << QByteArray("https://e.com/b") << image << -1 << QString() << 0;
    QTest::newRow("no third image") << entry << 2 << 0 << a << image << 2 << QString() << 0;
    QTest::newRow("unknown element") << entry << 2 << 0 << a << int(FindingField::Element) << -1
                                     << u"extra:thing"_s << 10;
    QTest::newRow("not in this entry") << entry << 2 << 0 << a << int(FindingField::Priority)
                                       << -1 << QString() << 0;
    QTest::newRow("another loc: the file changed")
        << entry << 2 << 0 << QByteArray("https://e.com/z") << lastmod << -1 << QString() << 0;
    QTest::newRow("second on its line") << entry << 12 << 0 << QByteArray("https://e.com/b")
                                        << int(FindingField::Priority) << -1 << QString() << 12;
    QTest::newRow("past the end") << entry << 40 << 0 << a << lastmod << -1 << QString() << 0;
}

void TestChecker::fieldLines()
{
    QFETCH(QByteArray, text);
    QFETCH(int, entryLine);
    QFETCH(int, ordinal);
    QFETCH(QByteArray, loc);
    QFETCH(int, field);
    QFETCH(int, item);
    QFETCH(QString, hint);
    QFETCH(int, line);
    QCOMPARE(FieldLocator::lineIn(text, entryLine, ordinal, loc, FindingField(field), item, hint),
             qint64(line));
}

void TestChecker::fieldLinesOfLargeFiles_data()
{
    QTest::addColumn<QString>("form");
    QTest::newRow("plain UTF-8") << u"plain"_s;
    QTest::newRow("CRLF") << u"plain crlf"_s;
    QTest::newRow("lone CRs") << u"plain cr"_s;
    QTest::newRow("ISO-8859-1") << u"plain latin1"_s;
    QTest::newRow("gzip, inflated a piece at a time") << u"gzip"_s;
    QTest::newRow("gzip with CRLF, a piece at a time") << u"gzip crlf"_s;
    QTest::newRow("gzip with lone CRs, decoded whole") << u"gzip cr"_s;
    QTest::newRow("gzip in ISO-8859-1, decoded whole") << u"gzip latin1"_s;
    QTest::newRow("a byte that is not UTF-8") << u"plain badbyte"_s;
    QTest::newRow("gzip with a byte that is not UTF-8, decoded whole") << u"gzip badbyte"_s;
    // The text the loader kept (LoadOptions::keepText), the file gone from disk meanwhile.
    QTest::newRow("kept text") << u"kept"_s;
    QTest::newRow("kept text with CRLF") << u"kept crlf"_s;
    QTest::newRow("kept text with lone CRs") << u"kept cr"_s;
    QTest::newRow("kept text in ISO-8859-1") << u"kept latin1"_s;
}

// A file large enough to be searched on all cores, in every form it may be read in: each
// field's line as it was written, whatever the layout of its entry.
void TestChecker::fieldLinesOfLargeFiles()
{
    QFETCH(QString, form);
    const bool gzip = form.startsWith(u"gzip");
    const QByteArray lineEnd = form.endsWith(u"crlf") ? "\r\n" : form.endsWith(u"cr") ? "\r" : "\n";
    QByteArray text = form.endsWith(u"latin1") ? "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>"
                                         : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
    text += lineEnd + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">" + lineEnd;
    qint64 line = 3;
    FieldLocator::Job::File file;
    QHash<quint64, qint64> expected;
    QRandomGenerator random(7);
    const int entries = 40000;
    for (int e = 0; e < entries; ++e) {
        const QByteArray loc = "https://e.com/p/" + QByteArray::number(e) + "?a=1&amp;b=\"x>\"";
        const qint64 entryLine = line;
        // One of three layouts: all on one line, a field per line, or the tag cut over lines.
        const int layout = int(random.bounded(3));
        const QByteArray gap = layout == 0 ? QByteArray(" ") : lineEnd + "  ";
        text += "<url title='a > b'>" + gap + "<loc>" + loc + "</loc>" + gap;
        line += layout == 0 ? 0 : 2;
        const qint64 lastmodLine = line;
        if (layout == 2) {
            text += "<lastmod" + lineEnd + "  >2024-01-01</lastmod>" + lineEnd;
            line += 2;
        } else {
            text += "<lastmod>2024-01-01</lastmod>" + gap;
            line += layout == 1 ? 1 : 0;
        }
        text += "</url>" + lineEnd;
        ++line;
        if (form.endsWith(u"badbyte") && e == entries / 2) {
            text += "<!-- caf\xe9 -->" + lineEnd; // Latin-1, undeclared: the decoder's U+FFFD
            ++line;
        }
        const quint64 key = quint64(e) + 1;
        // Every 97th field names an entry whose <loc> the file no longer says: not found.
        const bool stale = e % 97 == 0;
        const QByteArray written = stale
            ? QByteArray("https://e.com/other")
            : "https://e.com/p/" + QByteArray::number(e) + "?a=1&b=\"x>\"";
        file.fields.append({ key, entryLine, 0, file.locs.size(), written.size(),
                             FindingField::Lastmod, -1, QString() });
        file.locs += written;
        expected.insert(key, stale ? 0 : lastmodLine);
    }
    text += "</urlset>" + lineEnd;
    QVERIFY2(text.size() > 4 << 20, "large enough to be cut into ranges");

    QTemporaryDir dir;
    const QString path = dir.filePath(gzip ? u"big.xml.gz"_s : u"big.xml"_s);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(gzip ? gzipCompress(text, 1) : text);
    out.close();
    file.location = path;
    if (form.startsWith(u"kept")) {
        file.text = TextDecoder::decode(text).utf8;
        QVERIFY(QFile::remove(path));
    }
    FieldLocator::Job job;
    job.files.append(file);
    const QHash<quint64, qint64> lines = FieldLocator::run(job);
    QCOMPARE(lines.size(), expected.size());
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        QVERIFY2(lines.value(it.key(), -1) == it.value(),
                 qPrintable(u"entry %1: line %2, expected %3"_s.arg(it.key() - 1)
                                .arg(lines.value(it.key(), -1))
                                .arg(it.value())));
}

// The findings come out by sitemap, line, entry and column; among findings alike, the file's
// first, then the reader's and the rules' of each entry, then the structure's, as a stable
// sort of them all in that order gives. Read from a file they are in that order already; an
// inserted entry (line 0) makes them sort.
void TestChecker::findingsInOrder()
{
    LoadOptions load;
    load.loadChildren = false;
    Workspace workspace = Loader::openBytes(generated(300, "example.com", 5), u"s.xml"_s, load);
    workspace.findings.append(Finding::make(RuleId::ReadError, u"a workspace finding"_s));
    // An entry with a finding of the reader's and one of the rules' at the same place.
    Sitemap &sitemap = workspace.sitemaps[0];
    sitemap.entries[20].setChangefreqText(u"sometimes"_s);
    Finding read20 = Finding::make(RuleId::WhitespaceInValue, u"read"_s,
                                   sitemap.entries.at(20).sourceLine());
    read20.entryIndex = 20;
    sitemap.findings.append(read20);
    CheckOptions options;
    options.now = Now;
    options.publishUrl = QUrl(u"https://example.com/"_s);
    Checker checker(options);
    checker.checkAll(workspace);

    auto expected = [&] {
        QList<Finding> all = checker.fileFindings(0);
        for (qsizetype e = 0; e < workspace.root().entries.size(); ++e)
            all += checker.entryFindings(0, e);
        all += workspace.findings;
        std::stable_sort(all.begin(), all.end(), [](const Finding &a, const Finding &b) {
            return std::tuple(a.sitemap, a.line, a.entryIndex, a.column)
                < std::tuple(b.sitemap, b.line, b.entryIndex, b.column);
        });
        return all;
    };
    const QList<Finding> read = checker.findings(0);
    QVERIFY(read.size() > 20);
    // The reader's about an entry (spaces around a location) and the rules' about it.
    QVERIFY(std::any_of(read.cbegin(), read.cend(), [&](const Finding &f) {
        return f.entryIndex == 5 && f.ruleId == RuleId::WhitespaceInValue;
    }));
    QCOMPARE(read, expected());
    QCOMPARE(checker.findings(), read);
    const auto at20 = std::find_if(read.cbegin(), read.cend(),
                                   [](const Finding &f) { return f.entryIndex == 20; });
    QVERIFY(at20 != read.cend());
    QCOMPARE(at20->message, u"read"_s);
    QCOMPARE((at20 + 1)->ruleId, RuleId::InvalidChangefreq);

    // Entries with no line, inserted before and among the others: sorted.
    UrlEntry inserted(u"https://example.com/p7"_s); // a duplicate: a finding of its own
    Fixes::insertEntry(workspace, 0, 0, inserted);
    checker.entryInserted(0, 0);
    Fixes::insertEntry(workspace, 0, 150, inserted);
    checker.entryInserted(0, 150);
    const QList<Finding> edited = checker.findings(0);
    QCOMPARE(edited, expected());
    QVERIFY(std::any_of(edited.cbegin(), edited.cend(),
                        [](const Finding &f) { return f.entryIndex == 150 && f.line == 0; }));
}

// A command that reports fields' lines keeps the text of what it read, when it was not
// stored compressed: the lines are then found without reading the file again.
void TestChecker::keptText()
{
    QTemporaryDir dir;
    const QByteArray child = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                             "<url>\n<loc>https://example.com/a</loc>\n"
                             "<lastmod>2024-13-01</lastmod>\n</url>\n</urlset>\n";
    const QByteArray index = "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                             "<sitemap><loc>https://example.com/plain.xml</loc></sitemap>\n"
                             "<sitemap><loc>https://example.com/packed.xml.gz</loc></sitemap>\n"
                             "</sitemapindex>\n";
    auto write = [&dir](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    write(u"index.xml"_s, index);
    write(u"plain.xml"_s, child);
    write(u"packed.xml.gz"_s, gzipCompress(child));

    LoadOptions load;
    QCOMPARE(Loader::open(dir.filePath(u"index.xml"_s), load).root().text, QByteArray());
    // Within a budget: the index fits, its child does not; first read, first kept.
    load.keepTextBytes = index.size() + child.size() - 1;
    Workspace partly = Loader::open(dir.filePath(u"index.xml"_s), load);
    QCOMPARE(partly.sitemaps.size(), 3);
    QCOMPARE(partly.root().text, index);
    for (const Sitemap &sitemap : std::as_const(partly.sitemaps))
        if (!sitemap.isIndex())
            QCOMPARE(sitemap.text, QByteArray());
    load.keepTextBytes = index.size() + child.size();
    Workspace workspace = Loader::open(dir.filePath(u"index.xml"_s), load);
    QCOMPARE(workspace.sitemaps.size(), 3);
    QCOMPARE(workspace.root().text, index);
    for (const Sitemap &sitemap : std::as_const(workspace.sitemaps)) {
        if (sitemap.source.location.endsWith(u"plain.xml"))
            QCOMPARE(sitemap.text, TextDecoder::decode(child).utf8); // the declaration blanked
        else if (sitemap.source.location.endsWith(u".gz"))
            QCOMPARE(sitemap.text, QByteArray()); // inflated again a piece at a time instead
    }

    // Without its text kept, the child is read again for its lines.
    {
        Checker checker;
        checker.checkAll(partly);
        const QList<Finding> findings = checker.findings();
        FieldLocator fields(&partly);
        fields.locate(findings);
        int located = 0;
        for (const Finding &f : findings)
            if (f.field == FindingField::Lastmod && fields.lineOf(f) == 5)
                ++located;
        QCOMPARE(located, 2);
    }

    // The plain file's lines come from the kept text: it may be gone from disk.
    Checker checker;
    checker.checkAll(workspace);
    const QList<Finding> findings = checker.findings();
    QVERIFY(QFile::remove(dir.filePath(u"plain.xml"_s)));
    FieldLocator fields(&workspace);
    fields.locate(findings);
    int located = 0;
    for (const Finding &f : findings) {
        if (f.field != FindingField::Lastmod)
            continue;
        QCOMPARE(fields.lineOf(f), 5); // the <lastmod>, not the <url> on line 3
        ++located;
    }
    QCOMPARE(located, 2);
}

QTEST_GUILESS_MAIN(TestChecker)
#include "tst_checker.moc"
