#pragma once

#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

namespace Studio::Testing {

// The fixed present the end-to-end tests give `--now`, so that "in the future" and "too old"
// do not depend on the day the test runs.
QString cliNow();

// `check --format json --now cliNow()` with `arguments`: its report, and its exit status in
// `exitCode` when given.
QJsonObject checkJson(const QStringList &arguments, int *exitCode = nullptr);
// `stats --json` of `input` with `extra` options before it: the object of that input, and the
// exit status in `exitCode` when given.
QJsonObject statsJson(const QString &input, const QStringList &extra = {}, int *exitCode = nullptr);
// The rule ids of a `check` JSON report's findings, of `severity` alone when given.
QSet<QString> ruleIds(const QJsonObject &report, const QString &severity = {});

// `convert input out.xml` and `convert input out.xml.gz`: read back, each is the same model
// with no new error, and the same canonical XML as `input`. Asserts with QTest: the caller
// returns when QTest::currentTestFailed().
void verifyConvertRoundTrip(const QString &input);

// `report --html` of `input`, a file with errors and `urls` URLs: exit 1, and the report names
// the rules `check` finds (at least 5), has charts and no changes, and is dated cliNow().
// Asserts with QTest.
void verifyReportNamesCheckRules(const QString &input, const QString &urls);

} // namespace Studio::Testing
