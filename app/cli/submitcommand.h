#pragma once

#include "command.h"

#include "io/loader.h"

namespace Studio::Cli {

// submit --indexnow ENDPOINT --key KEY INPUT...: tells the search engines that take part in
// IndexNow about the URLs of the inputs, in batches of up to 10,000, and reports each answer.
class SubmitCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(SubmitCommand)

public:
    QString name() const override { return QStringLiteral("submit"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;

private:
    // --search-console PROPERTY: the sitemaps at the INPUT addresses submitted to Google.
    int submitToSearchConsole(const QCommandLineParser &parser, const QString &property,
                              const LoadOptions &loadOptions, bool json, bool dryRun);
};

} // namespace Studio::Cli
