#pragma once

#include "command.h"

namespace Studio::Cli {

// rules [--json|--markdown]: lists the rule catalogue.
class RulesCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(RulesCommand)

public:
    QString name() const override { return QStringLiteral("rules"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
