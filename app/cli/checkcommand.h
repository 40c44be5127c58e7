#pragma once

#include "command.h"

namespace Studio::Cli {

// check [--format text|json|sarif] [--publish-url URL] [--fail-on LEVEL] [--profile P]
//       [--fix --output FILE] INPUT...: runs the rule catalogue and reports its findings.
class CheckCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CheckCommand)

public:
    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
