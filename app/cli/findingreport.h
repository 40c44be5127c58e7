#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Studio::Cli {

// The report formats of the commands that check (check, audit), so that a finding reads the
// same whichever found it.

// One finding with the input it belongs to (a child sitemap's own path for an index).
struct ReportedFinding
{
    QString input;
    Finding finding;
};

// Text to stdout, one line per finding: "input:line:column: severity: title: message [rule]".
void printFindings(const QList<ReportedFinding> &findings);
// {"error": n, "warning": n, "notice": n} from counts indexed by Severity.
QJsonObject findingCountsJson(const qsizetype counts[3]);
// {"findings": [...], "summary": {...}}.
QByteArray findingsJson(const QList<ReportedFinding> &findings, const qsizetype counts[3]);
// SARIF 2.1.0 (OASIS), the format code hosts and CI systems read to show findings inline.
QByteArray findingsSarif(const QList<ReportedFinding> &findings, const QStringList &inputs);
// "error", "warning" or "notice" (--fail-on); false for anything else.
bool parseSeverity(const QString &text, Severity *severity);

} // namespace Studio::Cli
