#pragma once

#include "command.h"

namespace Studio::Cli {

// convert INPUT OUTPUT [--pretty|--compact]: reads a sitemap and writes it again, gzipped when
// OUTPUT ends in .gz.
class ConvertCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ConvertCommand)

public:
    QString name() const override { return QStringLiteral("convert"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
