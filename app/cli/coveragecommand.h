#pragma once

#include "command.h"

#include <QCommandLineOption>

namespace Studio {
class CoverageData;
}

namespace Studio::Cli {

// coverage SITEMAP --inspection FILE [--pages-export FILE [--reason TEXT]]... [--by SEGMENTS]
// [--json]: Search Console's verdicts, read from files, joined with a sitemap's URLs.
class CoverageCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CoverageCommand)

public:
    QString name() const override { return QStringLiteral("coverage"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;

    // The options that give Google's data, --inspection FILE, --pages-export FILE and
    // --reason TEXT after an export, as coverage and report take them.
    static QList<QCommandLineOption> dataOptions();
    // Whether `parser` was given any of Google's data.
    static bool hasData(const QCommandLineParser &parser);
    // Reads the data the options name into `data`, the exports first; false with the message
    // in `error` (the file and line of what is wrong, or what the call lacks).
    static bool readData(const QCommandLineParser &parser, CoverageData *data, QString *error);
};

} // namespace Studio::Cli
