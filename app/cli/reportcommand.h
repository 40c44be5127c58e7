#pragma once

#include "command.h"

namespace Studio::Cli {

// report --html FILE [--compare OLD] [--title TEXT] [--publish-url URL] [--now DATE] INPUT...:
// the consultant's review of the inputs as one self-contained HTML file.
class ReportCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)

public:
    QString name() const override { return QStringLiteral("report"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
