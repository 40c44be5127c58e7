#pragma once

#include "command.h"

namespace Studio::Cli {

// export INPUT... --out DIR|--zip FILE --base-url URL [--max-urls N] [--max-bytes N]
//        [--max-news N] [--separate KINDS] [--gzip] [--index NAME|--no-index] [--pattern P]
//        [--pretty] [--force] [--shard K/N]: splits the inputs' URLs into sitemap files with an
// index, prints the plan, writes it, and prints the robots.txt lines.
// export --index-only DIR --base-url URL [--index NAME] [--pretty] [--force]: the index of
// the sitemap files in DIR, which shards wrote.
class ExportCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)

public:
    QString name() const override { return QStringLiteral("export"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;

private:
    int writeIndexOnly(const QString &folder, const QString &baseUrl, const QString &indexName,
                       bool pretty, bool overwrite);
};

} // namespace Studio::Cli
