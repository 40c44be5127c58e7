// The one-click fixes as a whole: every fix leaves a value its rule no longer reports and brings
// no other error into the entry; a date-time gets a time zone (the one most of the file uses,
// else UTC) and its text says which; several fixes of one entry compose into one batch.

#include "io/loader.h"
#include "io/writing/sitemapwriter.h"
#include "rules/checker.h"
#include "rules/fixes.h"

#include "testpaths.h"

#include <QSet>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

const QDateTime Now = QDateTime(QDate(2024, 6, 1), QTime(0, 0), Qt::UTC);

// The sample files are published on hosts of their own; the others on example.com.
CheckOptions checkOptions(bool onExampleCom = true)
{
    CheckOptions options;
    options.now = Now;
    if (onExampleCom)
        options.publishUrl = QUrl(u"https://example.com/sitemap.xml"_s);
    return options;
}

QList<Finding> checked(const Workspace &workspace, bool onExampleCom = true)
{
    Checker checker(checkOptions(onExampleCom));
    checker.checkAll(workspace);
    return checker.findings();
}

Workspace read(const QByteArray &bytes)
{
    LoadOptions options;
    options.loadChildren = false;
    return Loader::openBytes(bytes, u"test.xml"_s, options);
}

Workspace readFile(const QString &name)
{
    LoadOptions options;
    options.loadChildren = false;
    return Loader::open(TestPaths::data(name), options);
}

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        + body + "</urlset>\n";
}

QByteArray lastmods(const QList<QByteArray> &values)
{
    QByteArray body;
    for (qsizetype i = 0; i < values.size(); ++i)
        body += "<url><loc>https://example.com/p" + QByteArray::number(i) + "</loc><lastmod>"
            + values.at(i) + "</lastmod></url>\n";
    return urlset(body);
}

// What identifies a finding across a fix: its rule and its place (the message names values).
struct Place
{
    QString rule;
    qint32 sitemap;
    qsizetype entry;
    FindingField field;
    qint32 item;
    qsizetype related;

    friend bool operator==(const Place &, const Place &) = default;
    friend size_t qHash(const Place &p, size_t seed = 0)
    {
        return qHashMulti(seed, p.rule, p.sitemap, p.entry, int(p.field), p.item, p.related);
    }
};

Place placeOf(const Finding &f)
{
    return { QString(f.ruleId), f.sitemap, f.entryIndex, f.field, f.item, f.relatedEntry };
}

// The errors about entry `entry` of `sitemap`, by rule, field and item.
QSet<Place> errorsOf(const QList<Finding> &findings, qint32 sitemap, qsizetype entry)
{
    QSet<Place> out;
    for (const Finding &f : findings)
        if (f.severity == Severity::Error && f.sitemap == sitemap && f.entryIndex == entry) {
            Place p = placeOf(f);
            p.related = -1;
            out.insert(p);
        }
    return out;
}

QString describe(const QList<Finding> &findings)
{
    QString out;
    for (const Finding &f : findings)
        out += u"\n    "_s + QString(f.ruleId) + u" entry "_s + QString::number(f.entryIndex)
            + u": "_s + f.toString();
    return out;
}

// The lastmod of the entry a fix of the first finding of `rule` writes.
QString fixedLastmod(const QByteArray &xml, QLatin1StringView rule, qsizetype entry,
                     QString *description = nullptr)
{
    const Workspace workspace = read(xml);
    for (const Finding &f : checked(workspace)) {
        if (f.ruleId != rule || f.entryIndex != entry)
            continue;
        const std::optional<Fix> fix = Fixes::fixFor(workspace, f);
        if (!fix)
            return u"<no fix>"_s;
        if (description)
            *description = fix->description;
        return fix->replacement.lastmod().toString();
    }
    return u"<no finding>"_s;
}

} // namespace

class TestFixes : public QObject
{
    Q_OBJECT

private slots:
    void everyFixLeavesAValidValue_data();
    void everyFixLeavesAValidValue();
    void fixAllLeavesNothingFixable_data();
    void fixAllLeavesNothingFixable();
    void dateGetsTheZoneMostOfTheFileUses();
    void dateFallsBackToUtc_data();
    void dateFallsBackToUtc();
    void oneDateFixLeavesNoOtherDateError_data();
    void oneDateFixLeavesNoOtherDateError();
    void extensionDatesGetAZone();
    void fixOfAFindingNoLongerCurrentIsNone();
    void hreflangFixTakesNoCodeInUse();
    void batchComposesFixesOfOneEntry();
    void batchRemovesLastFirst();
    void auditDateAndImageFixes();
    void duplicateContentGroup();
    void removalsOfImagesAndUrls();
};

void TestFixes::everyFixLeavesAValidValue_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("zone"); // what the dates without one get
    QTest::newRow("dates, mostly +02:00")
        << u"urlset-fixable-dates-mostly-plus-two.xml"_s << u"+02:00"_s;
    QTest::newRow("dates, two zones tied")
        << u"urlset-fixable-dates-two-zones-tied.xml"_s << u"Z"_s;
    QTest::newRow("dates, UTC as +00:00")
        << u"urlset-fixable-dates-utc-as-offset.xml"_s << u"+00:00"_s;
    QTest::newRow("values") << u"urlset-fixable-values.xml"_s << u"Z"_s;
}

void TestFixes::everyFixLeavesAValidValue()
{
    QFETCH(QString, file);
    QFETCH(QString, zone);
    const Workspace workspace = readFile(file);
    QVERIFY(!workspace.isEmpty() && !workspace.root().failed);
    int zonesAdded = 0;
    const QList<Finding> before = checked(workspace, false);
    int fixable = 0;
    for (const Finding &finding : before) {
        const std::optional<Fix> fix = Fixes::fixFor(workspace, finding);
        if (!fix)
            continue;
        ++fixable;
        const QString what = QString(finding.ruleId) + u" on entry "_s
            + QString::number(finding.entryIndex) + u": "_s + finding.message;
        QVERIFY2(!fix->description.isEmpty(), qPrintable(what));
        // "Write 2024-01-01T10:00+02:00 (the time zone most of the file uses)"
        if (fix->description.startsWith(u"Write "_s) && fix->description.endsWith(u')')) {
            ++zonesAdded;
            QVERIFY2(fix->description.section(u' ', 1, 1).endsWith(zone),
                     qPrintable(fix->description));
        }
        Workspace copy = workspace;
        Fixes::apply(copy, *fix);
        const QList<Finding> after = checked(copy, false);
        if (fix->kind == Fix::Kind::RemoveEntry) {
            // The copy went; the first stays, and nothing else changes but the places after it.
            QCOMPARE(copy.root().entries.size(), workspace.root().entries.size() - 1);
            const auto errors = [](const QList<Finding> &list) {
                return std::count_if(list.cbegin(), list.cend(), [](const Finding &f) {
                    return f.severity == Severity::Error;
                });
            };
            QVERIFY2(errors(after) <= errors(before), qPrintable(what + describe(after)));
            continue;
        }
        // The finding is gone ...
        const Place place = placeOf(finding);
        QVERIFY2(std::none_of(after.cbegin(), after.cend(),
                              [&](const Finding &f) { return placeOf(f) == place; }),
                 qPrintable(what + describe(after)));
        // ... and neither the entry nor the one the fix changed has an error it did not have.
        for (const qsizetype entry : { finding.entryIndex, fix->entry }) {
            const QSet<Place> errorsBefore = errorsOf(before, finding.sitemap, entry);
            const QSet<Place> errorsAfter = errorsOf(after, finding.sitemap, entry);
            QVERIFY2((errorsAfter - errorsBefore).isEmpty(), qPrintable(what + describe(after)));
        }
    }
    QVERIFY2(fixable >= 2, qPrintable(describe(before)));
    QVERIFY(zonesAdded > 0);
}

void TestFixes::fixAllLeavesNothingFixable_data()
{
    everyFixLeavesAValidValue_data();
}

void TestFixes::fixAllLeavesNothingFixable()
{
    QFETCH(QString, file);
    Workspace workspace = readFile(file);
    const QList<Finding> before = checked(workspace, false);
    Checker checker(checkOptions(false));
    const Fixes::Summary summary = Fixes::applyAll(workspace, checker);
    QVERIFY(summary.fixes > 0);
    const QList<Finding> after = checker.findings();
    QSet<QString> rulesBefore;
    for (const Finding &f : before)
        rulesBefore.insert(QString(f.ruleId));
    for (const Finding &f : after) {
        QVERIFY2(!Fixes::fixFor(workspace, f), qPrintable(f.toString()));
        QVERIFY2(f.severity != Severity::Error || rulesBefore.contains(QString(f.ruleId)),
                 qPrintable(describe(after)));
    }
    // No date rule is left: every date-time has its T, its colon and a zone.
    for (const Finding &f : after)
        QVERIFY2(f.ruleId != RuleId::DateWithoutTimeZone && f.ruleId != RuleId::DateSpaceSeparator
                     && f.ruleId != RuleId::DateOffsetWithoutColon,
                 qPrintable(describe(after)));
}

void TestFixes::dateGetsTheZoneMostOfTheFileUses()
{
    // Three at +02:00, one in UTC, one at -05:00, dates without a time not counted.
    const QByteArray xml
        = lastmods({ "2024-01-01 10:00", "2024-02-01T08:00:00+02:00", "2024-02-02T08:00:00+02:00",
                     "2024-02-03T08:00+02:00", "2024-02-04T08:00:00Z", "2024-02-05T08:00:00-05:00",
                     "2024-02-06", "2024-02-07", "2024-02-08", "2024-02-09" });
    QString description;
    QCOMPARE(fixedLastmod(xml, RuleId::DateSpaceSeparator, 0, &description),
             u"2024-01-01T10:00+02:00"_s);
    QCOMPARE(description, u"Write 2024-01-01T10:00+02:00 (the time zone most of the file uses)"_s);
    const Workspace workspace = read(xml);
    const TimeZoneChoice zone = Fixes::preferredTimeZone(workspace.root());
    QCOMPARE(zone.designator, u"+02:00"_s);
    QVERIFY(zone.fromFile);

    // Invalid and broken dates do not count: the two "+0100" lose to the one -05:00.
    const QByteArray broken
        = lastmods({ "2024-01-01T10:00", "2024-02-01T08:00:00+0100", "2024-02-02 08:00:00+0100",
                     "2024-13-40T08:00:00Z", "2024-02-03T08:00:00-05:00" });
    QCOMPARE(fixedLastmod(broken, RuleId::DateWithoutTimeZone, 0), u"2024-01-01T10:00-05:00"_s);
    // UTC as most of the file writes it.
    QCOMPARE(fixedLastmod(lastmods({ "2024-01-01T10:00:00", "2024-02-01T08:00:00Z",
                                     "2024-02-01T09:00:00Z" }),
                          RuleId::DateWithoutTimeZone, 0, &description),
             u"2024-01-01T10:00:00Z"_s);
    QCOMPARE(description, u"Write 2024-01-01T10:00:00Z (the time zone most of the file uses)"_s);
    QCOMPARE(fixedLastmod(lastmods({ "2024-01-01T10:00:00", "2024-02-01T08:00:00+00:00",
                                     "2024-02-01T09:00:00+00:00", "2024-02-01T09:00:00Z" }),
                          RuleId::DateWithoutTimeZone, 0),
             u"2024-01-01T10:00:00+00:00"_s);
}

void TestFixes::dateFallsBackToUtc_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no zones") << lastmods({ "2024-01-01 10:00", "2024-02-01", "2024-02-02" })
                              << u"2024-01-01T10:00Z"_s;
    QTest::newRow("tie") << lastmods(
        { "2024-01-01 10:00", "2024-02-01T08:00:00+01:00", "2024-02-02T08:00:00-05:00" })
                         << u"2024-01-01T10:00Z"_s;
    QTest::newRow("tie, UTC written +00:00")
        << lastmods({ "2024-01-01 10:00", "2024-02-01T08:00:00+01:00", "2024-02-02T08:00:00-05:00",
                      "2024-02-03T08:00:00+00:00" })
        << u"2024-01-01T10:00+00:00"_s;
    QTest::newRow("alone") << lastmods({ "2024-01-01 10:00" }) << u"2024-01-01T10:00Z"_s;
}

void TestFixes::dateFallsBackToUtc()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, expected);
    QString description;
    QCOMPARE(fixedLastmod(xml, RuleId::DateSpaceSeparator, 0, &description), expected);
    QCOMPARE(description, u"Write %1 (UTC)"_s.arg(expected));
    QVERIFY(!Fixes::preferredTimeZone(read(xml).root()).fromFile);
}

void TestFixes::oneDateFixLeavesNoOtherDateError_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("description");
    QTest::newRow("space, no zone")
        << QByteArray("2024-01-01 10:00") << QString(RuleId::DateSpaceSeparator)
        << u"2024-01-01T10:00Z"_s << u"Write 2024-01-01T10:00Z (UTC)"_s;
    QTest::newRow("space, zone") << QByteArray("2024-01-01 10:00:00+01:00")
                                 << QString(RuleId::DateSpaceSeparator)
                                 << u"2024-01-01T10:00:00+01:00"_s << u"Replace the space with T"_s;
    QTest::newRow("space, offset without colon")
        << QByteArray("2024-01-01 10:00:00+0100") << QString(RuleId::DateSpaceSeparator)
        << u"2024-01-01T10:00:00+01:00"_s << u"Replace the space with T"_s;
    QTest::newRow("lower-case t, no zone")
        << QByteArray("2024-01-01t10:00:00") << QString(RuleId::DateWithoutTimeZone)
        << u"2024-01-01T10:00:00Z"_s << u"Write 2024-01-01T10:00:00Z (UTC)"_s;
    QTest::newRow("lower-case t, offset without colon")
        << QByteArray("2024-01-01t10:00:00-0530") << QString(RuleId::DateOffsetWithoutColon)
        << u"2024-01-01T10:00:00-05:30"_s << u"Insert the colon into the offset"_s;
    QTest::newRow("no zone, fraction")
        << QByteArray("2024-01-01T10:00:00.5") << QString(RuleId::DateWithoutTimeZone)
        << u"2024-01-01T10:00:00.5Z"_s << u"Write 2024-01-01T10:00:00.5Z (UTC)"_s;
}

void TestFixes::oneDateFixLeavesNoOtherDateError()
{
    QFETCH(QByteArray, value);
    QFETCH(QString, rule);
    QFETCH(QString, expected);
    QFETCH(QString, description);
    const QByteArray xml = lastmods({ value });
    Workspace workspace = read(xml);
    const QList<Finding> before = checked(workspace);
    QCOMPARE(before.size(), 1);
    QCOMPARE(QString(before.first().ruleId), rule);
    const std::optional<Fix> fix = Fixes::fixFor(workspace, before.first());
    QVERIFY(fix);
    QCOMPARE(fix->replacement.lastmod().toString(), expected);
    QCOMPARE(fix->description, description);
    Fixes::apply(workspace, *fix);
    const QList<Finding> after = checked(workspace);
    QVERIFY2(after.isEmpty(), qPrintable(describe(after)));
}

void TestFixes::extensionDatesGetAZone()
{
    const QByteArray xml
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
          "        xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">\n"
          "<url><loc>https://example.com/a</loc><lastmod>2024-05-01T08:00:00+01:00</lastmod>"
          "</url>\n"
          "<url><loc>https://example.com/n</loc><news:news><news:publication><news:name>P"
          "</news:name><news:language>en</news:language></news:publication>"
          "<news:publication_date>2024-05-31 08:00</news:publication_date>"
          "<news:title>T</news:title></news:news></url>\n"
          "</urlset>\n";
    Workspace workspace = read(xml);
    const QList<Finding> before = checked(workspace);
    auto it = std::find_if(before.cbegin(), before.cend(), [](const Finding &f) {
        return f.ruleId == RuleId::DateSpaceSeparator && f.field == FindingField::News;
    });
    QVERIFY2(it != before.cend(), qPrintable(describe(before)));
    const std::optional<Fix> fix = Fixes::fixFor(workspace, *it);
    QVERIFY(fix);
    QCOMPARE(fix->replacement.news().first().value(NewsField::PublicationDate),
             u"2024-05-31T08:00+01:00"_s);
    QVERIFY(fix->description.contains(u"+01:00"_s));
}

void TestFixes::fixOfAFindingNoLongerCurrentIsNone()
{
    // The finding was made before the value was corrected: its fix does nothing, so none.
    const QByteArray xml = urlset("<url><loc>https://example.com/a</loc>"
                                  "<lastmod>2024-01-01 10:00:00Z</lastmod>"
                                  "<changefreq>Daily</changefreq></url>\n");
    Workspace workspace = read(xml);
    const QList<Finding> before = checked(workspace);
    QCOMPARE(before.size(), 2);
    for (const Finding &f : before) {
        const std::optional<Fix> fix = Fixes::fixFor(workspace, f);
        QVERIFY(fix);
        Fixes::apply(workspace, *fix);
    }
    for (const Finding &f : before)
        QVERIFY2(!Fixes::fixFor(workspace, f), qPrintable(f.toString()));
    // An entry that is no longer there has no fix either.
    workspace.sitemaps[0].entries.clear();
    for (const Finding &f : before)
        QVERIFY(!Fixes::fixFor(workspace, f));
}

void TestFixes::hreflangFixTakesNoCodeInUse()
{
    const QByteArray xml
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
          "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
          "<url><loc>https://example.com/fr/</loc>"
          "<xhtml:link rel=\"alternate\" hreflang=\"fr\" href=\"https://example.com/fr/\"/>"
          "<xhtml:link rel=\"alternate\" hreflang=\"en-GB\" href=\"https://example.com/en/\"/>"
          "<xhtml:link rel=\"alternate\" hreflang=\"en-UK\" href=\"https://example.com/uk/\"/>"
          "</url>\n</urlset>\n";
    const Workspace workspace = read(xml);
    const QList<Finding> findings = checked(workspace);
    auto it = std::find_if(findings.cbegin(), findings.cend(),
                           [](const Finding &f) { return f.ruleId == RuleId::InvalidHreflang; });
    QVERIFY2(it != findings.cend(), qPrintable(describe(findings)));
    // en-GB names another page already: renaming would make a duplicate.
    QVERIFY(!Fixes::fixFor(workspace, *it));
}

void TestFixes::batchComposesFixesOfOneEntry()
{
    const QByteArray xml
        = urlset("<url><loc>https://example.com/a</loc><lastmod>2024-01-01T09:00:00+03:00"
                 "</lastmod></url>\n"
                 "<url><loc>https://example.com/caf\xc3\xa9</loc>"
                 "<lastmod>2024-01-08 10:00</lastmod><changefreq>Daily</changefreq>"
                 "<priority>0,5</priority></url>\n");
    const Workspace workspace = read(xml);
    const QList<Finding> findings = checked(workspace);
    const FixBatch batch = Fixes::batchFor(workspace, findings);
    QCOMPARE(batch.fixes, 4);
    QVERIFY(batch.description.isEmpty()); // several
    QVERIFY(batch.removals.isEmpty());
    QCOMPARE(batch.replacedEntries, QList<qsizetype>({ 1 }));
    QCOMPARE(batch.replacedSitemaps, QList<qint32>({ 0 }));
    const UrlEntry &fixed = batch.replacements.first();
    QCOMPARE(fixed.loc(), u"https://example.com/caf%C3%A9"_s);
    QCOMPARE(fixed.lastmod().toString(), u"2024-01-08T10:00+03:00"_s);
    QCOMPARE(fixed.changefreqText(), u"daily"_s);
    QCOMPARE(fixed.priorityText(), u"0.5"_s);

    Workspace copy = workspace;
    copy.sitemaps[0].entries[1] = fixed;
    QVERIFY2(checked(copy).isEmpty(), qPrintable(describe(checked(copy))));

    // One finding: its own text.
    const FixBatch one = Fixes::batchFor(workspace, { findings.first() });
    QCOMPARE(one.fixes, 1);
    QVERIFY(!one.description.isEmpty());
}

void TestFixes::batchRemovesLastFirst()
{
    // Three copies of /a, the last two fixed alike before they are compared; /b's date.
    const QByteArray xml
        = urlset("<url><loc>https://example.com/a</loc><changefreq>daily</changefreq></url>\n"
                 "<url><loc>https://example.com/b</loc><lastmod>2024-01-01 10:00</lastmod>"
                 "</url>\n"
                 "<url><loc>https://example.com/a</loc><changefreq>Daily</changefreq></url>\n"
                 "<url><loc>https://example.com/a</loc><changefreq>daily</changefreq></url>\n");
    const Workspace workspace = read(xml);
    const QList<Finding> findings = checked(workspace);
    const FixBatch batch = Fixes::batchFor(workspace, findings);
    const QList<std::pair<qint32, qsizetype>> removals { { 0, 3 }, { 0, 2 } };
    QCOMPARE(batch.removals, removals);
    // /b is replaced; the copy at 2 is removed, so its changefreq fix is not kept apart.
    QCOMPARE(batch.replacedEntries, QList<qsizetype>({ 1 }));
    Workspace copy = workspace;
    for (qsizetype i = 0; i < batch.replacedEntries.size(); ++i)
        copy.sitemaps[batch.replacedSitemaps.at(i)].entries[batch.replacedEntries.at(i)]
            = batch.replacements.at(i);
    for (const auto &[sitemap, entry] : batch.removals)
        Fixes::removeEntry(copy, sitemap, entry);
    QCOMPARE(copy.root().entries.size(), 2);
    QVERIFY2(checked(copy).isEmpty(), qPrintable(describe(checked(copy))));
}

// The crawl audit's date and image findings (SM420, SM421, SM423, and SM431 and SM432 of the
// content history) carry what the page or the crawls say:
// the fix writes the page's date, or adds the page's images after the entry's own, and a batch
// of them is one replacement per entry.
void TestFixes::auditDateAndImageFixes()
{
    const QByteArray xml
        = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
          "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n"
          "<url><loc>https://example.com/a</loc><lastmod>2025-01-01</lastmod>"
          "<image:image><image:loc>https://example.com/img/a.jpg</image:loc></image:image></url>\n"
          "<url><loc>https://example.com/b</loc><lastmod>2020-01-01</lastmod></url>\n"
          "</urlset>\n";
    const Workspace workspace = read(xml);
    auto finding = [](QLatin1StringView rule, qsizetype entry, const QString &suggestion) {
        Finding f = Finding::make(rule, u"from the audit"_s);
        f.sitemap = 0;
        f.entryIndex = entry;
        f.suggestion = suggestion;
        return f;
    };
    const Finding late = finding(RuleId::LastmodLaterThanPage, 0, u"2024-05-01T10:00:00+02:00"_s);
    const Finding images = finding(RuleId::ImagesMissingFromEntry, 0,
                                   u"https://example.com/img/a.jpg https://example.com/img/b.png"_s);
    const Finding stale = finding(RuleId::LastmodStale, 1, u"2024-06-30"_s);

    const std::optional<Fix> dated = Fixes::fixFor(workspace, late);
    QVERIFY(dated && dated->kind == Fix::Kind::ReplaceEntry);
    QCOMPARE(dated->replacement.lastmod().toString(), u"2024-05-01T10:00:00+02:00"_s);
    QVERIFY2(dated->description.contains(u"2024-05-01T10:00:00+02:00"_s), qPrintable(dated->description));
    const std::optional<Fix> added = Fixes::fixFor(workspace, images);
    QVERIFY(added);
    QCOMPARE(added->replacement.images().size(), 2); // the one it had, and the one it lacked
    QCOMPARE(added->replacement.images().last().loc(), u"https://example.com/img/b.png"_s);
    QCOMPARE(Fixes::fixFor(workspace, stale)->replacement.lastmod().toString(), u"2024-06-30"_s);
    // Nothing to do: the entry says so already; no date to write.
    QVERIFY(!Fixes::fixFor(workspace, finding(RuleId::LastmodStale, 1, u"2020-01-01"_s)));
    QVERIFY(!Fixes::fixFor(workspace, finding(RuleId::LastmodStale, 1, QString())));
    QVERIFY(!Fixes::fixFor(workspace, finding(RuleId::ImagesMissingFromEntry, 0,
                                              u"https://example.com/img/a.jpg"_s)));

    // The content history's (SM431, SM432): the time the crawls saw the content change.
    for (const QLatin1StringView rule :
         { RuleId::LastmodDisprovedByContent, RuleId::LastmodMissedContentChange }) {
        const std::optional<Fix> history
            = Fixes::fixFor(workspace, finding(rule, 0, u"2024-03-04T05:06:07-05:00"_s));
        QVERIFY(history && history->kind == Fix::Kind::ReplaceEntry);
        QCOMPARE(history->replacement.lastmod().toString(), u"2024-03-04T05:06:07-05:00"_s);
        QCOMPARE(history->replacement.loc(), workspace.sitemaps.first().entries.first().loc());
        QVERIFY2(history->description.contains(u"content change"_s),
                 qPrintable(history->description));
        QVERIFY(!Fixes::fixFor(workspace, finding(rule, 1, u"2020-01-01"_s)));
        QVERIFY(!Fixes::fixFor(workspace, finding(rule, 0, u"not a date"_s)));
    }

    const FixBatch batch = Fixes::batchFor(workspace, { late, images, stale });
    QCOMPARE(batch.fixes, 3);
    QCOMPARE(batch.replacedEntries, QList<qsizetype>({ 0, 1 }));
    QCOMPARE(batch.replacements.first().lastmod().toString(), u"2024-05-01T10:00:00+02:00"_s);
    QCOMPARE(batch.replacements.first().images().size(), 2);
}

// A group of pages with one content (SM433): the finding's entry stays, the others named go,
// wherever they are listed, as one change; a group whose others are gone already has no fix.
void TestFixes::duplicateContentGroup()
{
    const QByteArray xml
        = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
          "<url><loc>https://www.example-shop.com/mugs/stoneware-mug-350ml?glaze=blue</loc></url>\n"
          "<url><loc>https://www.example-shop.com/about</loc></url>\n"
          "<url><loc>https://www.example-shop.com/mugs/stoneware-mug-350ml?glaze=red</loc></url>\n"
          "<url><loc>https://www.example-shop.com/mugs/stoneware-mug-350ml</loc></url>\n"
          "</urlset>\n";
    const Workspace workspace = read(xml);
    Finding finding = Finding::make(RuleId::DuplicateWithoutCanonical, u"from the audit"_s);
    finding.sitemap = 0;
    finding.entryIndex = 3;
    finding.suggestion = u"https://www.example-shop.com/mugs/stoneware-mug-350ml?glaze=blue\n"
                         "https://www.example-shop.com/mugs/stoneware-mug-350ml?glaze=red"_s;
    const std::optional<Fix> fix = Fixes::fixFor(workspace, finding);
    QVERIFY(fix && fix->kind == Fix::Kind::RemoveEntry);
    QVERIFY2(fix->description.contains(u"stoneware-mug-350ml"_s) && fix->description.contains(u'2'),
             qPrintable(fix->description));
    Workspace copy = workspace;
    Fixes::apply(copy, *fix);
    QCOMPARE(copy.root().entries.size(), 2);
    QCOMPARE(copy.root().entries.at(0).loc(), u"https://www.example-shop.com/about"_s);
    QCOMPARE(copy.root().entries.at(1).loc(),
             u"https://www.example-shop.com/mugs/stoneware-mug-350ml"_s);
    // As a batch (the window's Fix): the same two removals, last first.
    const FixBatch batch = Fixes::batchFor(workspace, { finding });
    QCOMPARE(batch.fixes, 1);
    QCOMPARE(batch.removals, (QList<std::pair<qint32, qsizetype>> { { 0, 2 }, { 0, 0 } }));
    // Already removed: nothing left to do.
    QVERIFY(!Fixes::fixFor(copy, [&] {
        Finding f = finding;
        f.entryIndex = 1;
        return f;
    }()));
}

// An image the link check or the audit found gone (SM411) or no image (SM424) leaves its
// entry; a page gone or blocked leaves the sitemap; a video's URL gone is the user's call.
void TestFixes::removalsOfImagesAndUrls()
{
    const QByteArray xml
        = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
          "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
          "xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\">\n"
          "<url><loc>https://www.example-shop.com/en-gb/collections/garden/products/"
          "teak-table?colour=natural&amp;size=large</loc>"
          "<image:image><image:loc>https://cdn.example-shop.com/a.jpg</image:loc></image:image>"
          "<image:image><image:loc>https://cdn.example-shop.com/gone.jpg</image:loc></image:image>"
          "<image:image><image:loc>https://cdn.example-shop.com/page.jpg</image:loc></image:image>"
          "</url>\n"
          "<url><loc>https://www.example-shop.com/b</loc><video:video>"
          "<video:thumbnail_loc>https://www.example-shop.com/t.jpg</video:thumbnail_loc>"
          "<video:title>T</video:title><video:description>D</video:description>"
          "<video:content_loc>https://www.example-shop.com/v.mp4</video:content_loc>"
          "</video:video></url>\n"
          "</urlset>\n";
    const Workspace workspace = read(xml);
    auto finding = [](QLatin1StringView rule, qsizetype entry, FindingField field, int item) {
        Finding f = Finding::make(rule, u"from the link check"_s);
        f.sitemap = 0;
        f.entryIndex = entry;
        f.field = field;
        f.item = item;
        return f;
    };
    const Finding gone = finding(RuleId::UrlNotFound, 0, FindingField::Image, 1);
    const Finding page = finding(RuleId::ImageNotAnImage, 0, FindingField::Image, 2);
    auto locs = [](const UrlEntry &entry) {
        QStringList out;
        for (const Image &image : entry.images())
            out.append(image.loc().section(u'/', -1));
        return out;
    };

    const std::optional<Fix> one = Fixes::fixFor(workspace, gone);
    QVERIFY(one && one->kind == Fix::Kind::ReplaceEntry);
    QCOMPARE(locs(one->replacement), (QStringList { u"a.jpg"_s, u"page.jpg"_s }));
    QCOMPARE(one->replacement.loc(), workspace.root().entries.first().loc());
    QVERIFY2(one->description.contains(u"https://cdn.example-shop.com/gone.jpg"_s),
             qPrintable(one->description));
    QCOMPARE(locs(Fixes::fixFor(workspace, page)->replacement),
             (QStringList { u"a.jpg"_s, u"gone.jpg"_s }));
    // Both, in either order: the images they name go, whatever the other removed first.
    for (const QList<Finding> &order : { QList<Finding> { gone, page }, QList<Finding> { page, gone } }) {
        const FixBatch batch = Fixes::batchFor(workspace, order);
        QCOMPARE(batch.fixes, 2);
        QVERIFY(batch.removals.isEmpty());
        QCOMPARE(batch.replacements.size(), 1);
        QCOMPARE(locs(batch.replacements.first()), QStringList { u"a.jpg"_s });
    }
    // An image the entry no longer has at that place; a video's URL; an SM424 on the page.
    QVERIFY(!Fixes::fixFor(workspace, finding(RuleId::UrlNotFound, 0, FindingField::Image, 3)));
    QVERIFY(!Fixes::fixFor(workspace, finding(RuleId::UrlNotFound, 1, FindingField::Video, 0)));
    QVERIFY(!Fixes::fixFor(workspace, finding(RuleId::ImageNotAnImage, 0, FindingField::Loc, -1)));
    // The page itself gone or blocked: the entry goes.
    for (const QLatin1StringView rule : { RuleId::UrlNotFound, RuleId::BlockedByRobots }) {
        const std::optional<Fix> removal
            = Fixes::fixFor(workspace, finding(rule, 1, FindingField::Loc, -1));
        QVERIFY(removal && removal->kind == Fix::Kind::RemoveEntry);
        QCOMPARE(removal->entry, 1);
    }
}

QTEST_GUILESS_MAIN(TestFixes)
#include "tst_fixes.moc"
