#include "auditcommand.h"
#include "checkcommand.h"
#include "command.h"
#include "convertcommand.h"
#include "coveragecommand.h"
#include "inspectcommand.h"
#include "crawlcommand.h"
#include "crawldiffcommand.h"
#include "crawltablecommand.h"
#include "diffcommand.h"
#include "discovercommand.h"
#include "exportcommand.h"
#include "reportcommand.h"
#include "rulescommand.h"
#include "statscommand.h"
#include "submitcommand.h"
#include "urlscommand.h"

#include "util/allocator.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

using namespace Studio::Cli;

namespace {

void printUsage(QTextStream &stream, const std::vector<std::unique_ptr<Command>> &commands)
{
    stream << QCoreApplication::translate("main",
                                          "Usage: %1 COMMAND [OPTIONS] ARGUMENTS\n\n"
                                          "Reads, checks and writes sitemaps.\n\nCommands:\n")
                  .arg(QCoreApplication::applicationName());
    // The summaries in one column, at least two spaces after the longest name.
    qsizetype width = 0;
    for (const auto &command : commands)
        width = qMax(width, command->name().size() + 2);
    for (const auto &command : commands)
        stream << "  " << command->name().leftJustified(width) << command->summary() << '\n';
    stream << '\n'
           << QCoreApplication::translate("main", "'%1 COMMAND --help' describes a command.\n"
                                                  "Exit status: 0 done, 1 done with errors "
                                                  "found in the input, 2 input unreadable or "
                                                  "wrong call.")
                  .arg(QCoreApplication::applicationName())
           << Qt::endl;
}

} // namespace

int main(int argc, char *argv[])
{
    Studio::tuneAllocator();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("sitemap-studio-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SITEMAP_STUDIO_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Sitemap Studio"));

    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<StatsCommand>());
    commands.push_back(std::make_unique<UrlsCommand>());
    commands.push_back(std::make_unique<ConvertCommand>());
    commands.push_back(std::make_unique<CheckCommand>());
    commands.push_back(std::make_unique<ReportCommand>());
    commands.push_back(std::make_unique<DiffCommand>());
    commands.push_back(std::make_unique<ExportCommand>());
    commands.push_back(std::make_unique<RulesCommand>());
    commands.push_back(std::make_unique<DiscoverCommand>());
    commands.push_back(std::make_unique<SubmitCommand>());
    commands.push_back(std::make_unique<CrawlCommand>());
    commands.push_back(std::make_unique<AuditCommand>());
    commands.push_back(std::make_unique<CrawlDiffCommand>());
    commands.push_back(std::make_unique<CrawlTableCommand>());
    commands.push_back(std::make_unique<CoverageCommand>());
    commands.push_back(std::make_unique<InspectCommand>());

    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) {
        printUsage(Command::err(), commands);
        return Unusable;
    }
    const QString &first = arguments.at(1);
    if (first == u"--help" || first == u"-h" || first == u"help") {
        printUsage(Command::out(), commands);
        return Done;
    }
    if (first == u"--version" || first == u"-v") {
        Command::out() << QCoreApplication::applicationName() << ' '
                       << QCoreApplication::applicationVersion() << Qt::endl;
        return Done;
    }
    for (const auto &command : commands) {
        if (command->name() == first) {
            QStringList rest = arguments.mid(2);
            rest.prepend(arguments.at(0));
            return command->run(rest);
        }
    }
    Command::err() << QCoreApplication::translate("main", "%1: unknown command \"%2\"")
                          .arg(QCoreApplication::applicationName(), first)
                   << '\n';
    printUsage(Command::err(), commands);
    return Unusable;
}
