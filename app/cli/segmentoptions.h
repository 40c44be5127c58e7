#pragma once

#include "io/segmenter.h"

#include <QCoreApplication>
#include <QString>

namespace Studio::Cli {

// The segments that export's --group-by and stats' --by name: "folder", "folder:DEPTH",
// "language", "type" or "pattern:FILE", FILE a text of "NAME REGEX" lines (blank lines and
// lines starting with '#' skipped). The syntax is the command line's; the engine takes a
// Segmenter.
class SegmentOptions
{
    Q_DECLARE_TR_FUNCTIONS(SegmentOptions)

public:
    // A null Segmenter with the reason in `error` when `spec` names none, or its FILE (read
    // from the current folder when relative) cannot be read or has a wrong line.
    static Segmenter parse(const QString &spec, QString *error);
    // The syntax, for --help.
    static QString syntaxHelp();
};

} // namespace Studio::Cli
