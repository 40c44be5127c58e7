#pragma once

#include "command.h"

namespace Studio::Cli {

// diff [--json | --csv] OLD NEW: the URLs added, removed and changed between two sitemaps
// (or indexes with their children), matched by normalised URL.
class DiffCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)

public:
    QString name() const override { return QStringLiteral("diff"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
