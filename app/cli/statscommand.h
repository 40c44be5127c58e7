#pragma once

#include "command.h"

namespace Studio::Cli {

// stats [--json] [--no-children] INPUT...: what each input holds and how many problems
// reading it found.
class StatsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(StatsCommand)

public:
    QString name() const override { return QStringLiteral("stats"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
