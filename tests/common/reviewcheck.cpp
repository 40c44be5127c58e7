#include "reviewcheck.h"

#include "model/workspace.h"
#include "review/report.h"
#include "io/fieldlocator.h"
#include "model/finding.h"
#include "model/rule.h"
#include "xmltree.h"

#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio::Testing {

QList<QStringList> rows(const XmlNode *table)
{
    QList<QStringList> out;
    if (!table)
        return out;
    for (const XmlNode *tr : table->findAll(u"tr"_s)) {
        QStringList cells;
        for (const XmlNode &cell : tr->children)
            if (cell.name == u"td")
                cells.append(cell.text());
        if (!cells.isEmpty())
            out.append(cells);
    }
    return out;
}

QString summaryValue(const XmlNode &html, const QString &label)
{
    for (const XmlNode *tr : html.findAll(u"tr"_s)) {
        if (tr->children.size() == 2 && tr->children.at(0).name == u"th"
            && tr->children.at(0).text() == label)
            return tr->children.at(1).text();
    }
    return {};
}

const XmlNode *firstWithClass(const XmlNode &root, const QString &element, const QString &cls)
{
    const QList<const XmlNode *> found = root.findAll(
        [&](const XmlNode &node) { return node.name == element && node.hasClass(cls); });
    return found.isEmpty() ? nullptr : found.first();
}

QSet<QString> reportRules(const XmlNode &root)
{
    QSet<QString> rules;
    for (const XmlNode *div : root.findAll(
             [](const XmlNode &node) { return node.name == u"div" && node.hasClass(u"rule"_s); }))
        rules.insert(div->attribute(u"id"_s).mid(5));
    return rules;
}

void verifyReportNamesEveryRule(const Workspace &workspace, const QList<Finding> &findings,
                                const QString &path, const QDateTime &now)
{
    const QString XhtmlNs = u"http://www.w3.org/1999/xhtml"_s;
    QMap<QString, qsizetype> expected; // rule → findings
    for (const Finding &f : findings)
        ++expected[QString(f.ruleId)];
    // The file has a requires_subscription of "YES" (the protocol's words are lower case): the
    // Checker reports that as SM509, so the report must have at least that rule and several
    // others.
    QVERIFY(expected.contains(QString(RuleId::InvalidYesNo)));
    QVERIFY2(expected.size() >= 5, qPrintable(expected.keys().join(u' ')));

    ReviewReport report(workspace, findings);
    report.setDate(now);
    const QByteArray html = report.toHtml();
    QString error;
    const XmlNode root = parseXmlTree(html, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(root.name, u"html"_s);
    QCOMPARE(root.namespaceUri, XhtmlNs);
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QCOMPARE(root.findAll(u"title"_s).first()->text(), report.title());
    QVERIFY(report.title().contains(QFileInfo(path).fileName()));

    // Summary.
    QCOMPARE(summaryValue(root, u"URLs"_s), u"7"_s);
    QCOMPARE(summaryValue(root, u"File"_s), QDir::cleanPath(path));
    QVERIFY(summaryValue(root, u"Files"_s).isEmpty()); // one file: named, not counted
    const Statistics::Summary &summary = report.statistics().summary();
    QVERIFY(summaryValue(root, u"Findings"_s)
                .contains(u"Errors: %1"_s.arg(QString::number(summary.errors))));
    QVERIFY(summary.errors > 0);

    // The overview: one row per rule, with the rule's findings counted.
    const QList<QStringList> overview = rows(firstWithClass(root, u"table"_s, u"rules"_s));
    QCOMPARE(overview.size(), expected.size());
    for (const QStringList &row : overview) {
        QCOMPARE(row.size(), 4);
        QVERIFY2(expected.contains(row.at(0)), qPrintable(row.at(0)));
        const Rule *rule = RuleCatalogue::find(QLatin1StringView(row.at(0).toLatin1()));
        QVERIFY(rule);
        QCOMPARE(row.at(1), rule->translatedTitle());
        QCOMPARE(row.at(2).toLower(), severityName(rule->severity));
        QCOMPARE(row.at(3), QString::number(expected.value(row.at(0))));
    }
    // Errors come first.
    const QStringList severities = [&] {
        QStringList list;
        for (const QStringList &row : overview)
            list.append(row.at(2));
        return list;
    }();
    QVERIFY(severities.lastIndexOf(u"Error"_s) < severities.indexOf(u"Warning"_s)
            || !severities.contains(u"Warning"_s));

    // One section per rule: its explanation, its fix where the catalogue has one, and the
    // first five findings as examples in the Checker's order.
    const QList<const XmlNode *> sections = root.findAll(
        [](const XmlNode &node) { return node.name == u"div" && node.hasClass(u"rule"_s); });
    QSet<QString> sectionRules;
    FieldLocator fields(&workspace);
    fields.locate(findings);
    for (const XmlNode *section : sections) {
        const QString id = section->attribute(u"id"_s).mid(5); // "rule-SM203"
        sectionRules.insert(id);
        const Rule *rule = RuleCatalogue::find(QLatin1StringView(id.toLatin1()));
        QVERIFY2(rule, qPrintable(id));
        QVERIFY(section->findAll(u"h3"_s).first()->text().contains(rule->translatedTitle()));
        const XmlNode *help = firstWithClass(*section, u"p"_s, u"help"_s);
        QVERIFY(help);
        QCOMPARE(help->text(), rule->translatedHelp());
        const XmlNode *fix = firstWithClass(*section, u"p"_s, u"fix"_s);
        QCOMPARE(bool(fix), rule->hasFix());
        if (fix)
            QVERIFY(fix->text().contains(rule->translatedFix()));

        QList<const Finding *> ofRule;
        for (const Finding &f : findings)
            if (QString(f.ruleId) == id)
                ofRule.append(&f);
        const QList<QStringList> examples
            = rows(firstWithClass(*section, u"table"_s, u"examples"_s));
        QCOMPARE(examples.size(), std::min<qsizetype>(5, ofRule.size()));
        for (qsizetype i = 0; i < examples.size(); ++i) {
            // One file: line, URL, message (the file is named in the summary).
            const Finding &f = *ofRule.at(i);
            QCOMPARE(examples.at(i).size(), 3);
            QCOMPARE(examples.at(i).at(2), f.message);
            const UrlEntry *entry = f.entryIndex >= 0
                ? &workspace.sitemaps.at(f.sitemap).entries.at(f.entryIndex)
                : nullptr;
            QCOMPARE(examples.at(i).at(1), entry ? entry->loc() : QString());
            // A finding about a field is on the field's own line (FieldLocator's tests say
            // where that is); another on its own line, or its entry's.
            const qint64 line = fields.lineOf(f) != f.line ? fields.lineOf(f)
                : f.line > 0                                ? f.line
                : entry                                     ? entry->sourceLine()
                                                            : 0;
            if (fields.lineOf(f) != f.line)
                QVERIFY(f.field != FindingField::None && entry && line > entry->sourceLine());
            QCOMPARE(examples.at(i).at(0), line > 0 ? QString::number(line) : QString());
        }
        const XmlNode *more = firstWithClass(*section, u"p"_s, u"note"_s);
        QCOMPARE(bool(more), ofRule.size() > 5);
        if (more)
            QVERIFY2(more->text().contains(QString::number(ofRule.size() - 5)),
                     qPrintable(more->text()));
    }
    QCOMPARE(sectionRules, QSet<QString>(expected.keyBegin(), expected.keyEnd()));
    QVERIFY(expected.value(QString(RuleId::UnescapedCharacters)) > 5); // a "more" note was seen

    // The file's locations hold & < > ' " once unescaped: they come back as they were, and
    // the raw text never carries them unescaped.
    const QString lastLoc = workspace.root().entries.last().loc();
    QCOMPARE(lastLoc, u"http://example.com/&><'\"/"_s);
    QVERIFY(!html.contains("example.com/&>"));
    QVERIFY(html.contains("example.com/&amp;&gt;&lt;&#39;&quot;/"));
}

QString render(const QList<Statistics::Bar> &bars)
{
    QStringList out;
    for (const Statistics::Bar &bar : bars)
        out.append(
            u"%1%2=%3"_s.arg(bar.key, bar.rest ? u"*"_s : QString(), QString::number(bar.count)));
    return out.join(u", "_s);
}

qsizetype matching(const Statistics &statistics, Statistics::Chart chart,
                   const Statistics::Bar &bar, const Workspace &workspace)
{
    qsizetype n = 0;
    for (const Sitemap &sitemap : workspace.sitemaps)
        if (!sitemap.isIndex())
            for (const UrlEntry &entry : sitemap.entries)
                n += statistics.matches(chart, bar, entry);
    return n;
}

void verifyMatchesCounts(const Statistics &statistics, const Workspace &workspace)
{
    using Chart = Statistics::Chart;
    for (Chart chart : { Chart::Hosts, Chart::PathSegments, Chart::LastmodMonths, Chart::Changefreq,
                         Chart::Priority, Chart::Extensions })
        for (const Statistics::Bar &bar : statistics.bars(chart))
            QVERIFY2(matching(statistics, chart, bar, workspace) == bar.count,
                     qPrintable(u"%1: %2"_s.arg(Statistics::title(chart), bar.label)));
}

void verifyTopSegments(const Statistics &statistics, const Workspace &workspace,
                       qsizetype others)
{
    const QList<Statistics::Bar> &bars = statistics.bars(Statistics::Chart::PathSegments);
    QCOMPARE(bars.size(), Statistics::TopBars + 1);
    QStringList allSegments;
    for (const UrlEntry &entry : workspace.root().entries) {
        const QString path = QUrl(entry.loc()).path();
        allSegments.append(u'/' + path.section(u'/', 1, 1));
    }
    allSegments.sort();
    QCOMPARE(allSegments.removeDuplicates(), 0);
    for (int i = 0; i < Statistics::TopBars; ++i) {
        QCOMPARE(bars.at(i).key, allSegments.at(i));
        QCOMPARE(bars.at(i).count, 1);
        QVERIFY(!bars.at(i).rest);
    }
    QCOMPARE(bars.first().key, u"/"_s);
    QCOMPARE(bars.at(1).key, u"/about"_s);
    QCOMPARE(bars.last(),
             (Statistics::Bar { u"Other (%1 segments)"_s.arg(others), u"other"_s, others, true }));
}

} // namespace Studio::Testing
