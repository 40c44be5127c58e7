#pragma once

#include "command.h"

namespace Studio::Cli {

// crawl-table STORE --table KIND [--format csv|tsv|json] [--output FILE] [--sitemap SITEMAP]:
// one of a kept crawl's tables (CrawlTable) written for scripts and spreadsheets.
class CrawlTableCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CrawlTableCommand)

public:
    QString name() const override { return QStringLiteral("crawl-table"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
