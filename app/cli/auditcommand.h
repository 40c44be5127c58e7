#pragma once

#include "command.h"

namespace Studio::Cli {

// audit SITEMAP [--site URL] [--format text|json|sarif] [--fail-on SEVERITY] [crawl options]:
// crawls the site (the sitemap's URLs too) and reports what search engines will refuse of
// the sitemap and what it lacks, in check's formats and exit codes.
class AuditCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(AuditCommand)

public:
    QString name() const override { return QStringLiteral("audit"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
