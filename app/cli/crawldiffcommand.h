#pragma once

#include "command.h"

namespace Studio::Cli {

// crawl-diff OLD NEW [--json] [--kind K] [--field F] [--filter TEXT]: two crawls of one site
// kept by crawl --save, compared page by page (CrawlDiff).
class CrawlDiffCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CrawlDiffCommand)

public:
    QString name() const override { return QStringLiteral("crawl-diff"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
