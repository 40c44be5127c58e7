#pragma once

#include "command.h"
#include "io/writing/exporter.h"

#include <functional>

namespace Studio {
class ExportStream;
}

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
    // Reads the inputs a document at a time into ExportStream (a folder from local files).
    int runStreamed(const QCommandLineParser &parser, const QStringList &inputs,
                    const ExportOptions &options, qint64 shardIndex, qint64 shardCount);
    // One input into `stream`: Done, or Unusable when it cannot be read whole. The sitemaps
    // with errors go to `errors`.
    int feed(const QCommandLineParser &parser, const QString &input, ExportStream &stream,
             qint64 shardIndex, qint64 shardCount,
             QList<std::pair<QString, QList<Finding>>> *errors);
    // False (with what is wrong said) when `one` cannot be exported.
    bool readable(const QCommandLineParser &parser, const QString &input, const Workspace &one);
    int emptyShard(qint64 shardIndex, qint64 shardCount, bool inputErrors);
    // The findings and entries left out; false, with the errors said, when the plan cannot
    // be written.
    bool printFindings(const ExportPlan &plan, const std::function<QString(qint32)> &location);
    void printPlan(const ExportPlan &plan);
    int printResult(const ExportPlan &plan, const ExportResult &result, bool inputErrors);
    int writeIndexOnly(const QString &folder, const QString &baseUrl, const QString &indexName,
                       bool pretty, bool overwrite);
};

} // namespace Studio::Cli
