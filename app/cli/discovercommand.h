#pragma once

#include "command.h"

namespace Studio::Cli {

// discover [--json] SITE_URL: the sitemaps a site names in its robots.txt, or that answer at
// the usual places, and where each was found.
class DiscoverCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(DiscoverCommand)

public:
    QString name() const override { return QStringLiteral("discover"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
