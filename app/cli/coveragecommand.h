#pragma once

#include "command.h"

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
};

} // namespace Studio::Cli
