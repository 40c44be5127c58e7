#pragma once

#include "review/statistics.h"

#include <QDateTime>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace Studio {
struct Finding;
class Workspace;
}

namespace Studio::Testing {

struct XmlNode;

// ---- the review report's HTML, read back with parseXmlTree --------------------------------

// The cells' texts of each row of `table` below the header row.
QList<QStringList> rows(const XmlNode *table);
// The value cell of the summary row labelled `label`.
QString summaryValue(const XmlNode &html, const QString &label);
// The first `element` below `root` with the class `cls`, else null.
const XmlNode *firstWithClass(const XmlNode &root, const QString &element, const QString &cls);
// The rule ids the report has a section for ("rule-SM203" → "SM203").
QSet<QString> reportRules(const XmlNode &root);

// The report of one file full of odd values (urlset-escaped-every-extension.xml or the corpus's
// alltags.xml: 7 URLs, SM509 and several other rules, more than five SM203 findings, a last
// location of "http://example.com/&><'\"/"), dated `now`, names every rule in `findings` with
// the catalogue's texts, the right counts and the first examples; `path` is the file read.
// Asserts with QTest: the caller returns when QTest::currentTestFailed().
void verifyReportNamesEveryRule(const Workspace &workspace, const QList<Finding> &findings,
                                const QString &path, const QDateTime &now);

// ---- the statistics -----------------------------------------------------------------------

// "key=count" for each bar, with a '*' after the key of a bar that gathers the rest.
QString render(const QList<Statistics::Bar> &bars);
// The URLs of `workspace` that `bar` matches.
qsizetype matching(const Statistics &statistics, Statistics::Chart chart,
                   const Statistics::Bar &bar, const Workspace &workspace);
// Every bar of the URL charts matches exactly as many URLs as it counts. Asserts with QTest.
void verifyMatchesCounts(const Statistics &statistics, const Workspace &workspace);
// A workspace whose URLs each have a path segment of their own, one of them "/" and one
// "/about": the top segments are the first keys in byte order, each counted once, and the last
// bar gathers the `others` remaining ones. Asserts with QTest.
void verifyTopSegments(const Statistics &statistics, const Workspace &workspace,
                       qsizetype others);

} // namespace Studio::Testing
