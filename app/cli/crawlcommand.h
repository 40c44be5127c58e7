#pragma once

#include "command.h"

namespace Studio::Cli {

// crawl URL --out FILE.xml[.gz] [--lastmod] [--hreflang] [--json] [crawl options]: crawls the
// site and writes a sitemap of its indexable pages, split through the exporter (an index at
// FILE) when it passes the limits of one file.
class CrawlCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CrawlCommand)

public:
    QString name() const override { return QStringLiteral("crawl"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
