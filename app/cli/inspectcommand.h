#pragma once

#include "command.h"

namespace Studio::Cli {

// inspect SITEMAP --property PROPERTY --out FILE: asks Search Console's URL Inspection API what
// Google did with each URL of the sitemap, within the API's quota, and appends the answers to
// FILE, the JSON lines `coverage --inspection` reads; a run stopped by the day's quota goes on
// where it stopped when run again.
class InspectCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(InspectCommand)

public:
    QString name() const override { return QStringLiteral("inspect"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
