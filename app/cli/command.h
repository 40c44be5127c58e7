#pragma once

#include "accessoptions.h"
#include "io/loader.h"
#include "io/input/readlimits.h"
#include "net/remoteloader.h"
#include "rules/checker.h"
#include "model/finding.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <type_traits>
#include <vector>

namespace Studio::Cli {

// Exit codes shared by every subcommand.
enum ExitCode : int {
    Done = 0, // the work is done and the input has no errors
    FoundErrors = 1, // the work is done, and the input has errors
    Unusable = 2, // the input could not be read, or the call is wrong
};

// One subcommand of sitemap-studio-cli. Each parses its own arguments with
// QCommandLineParser and reports through out() and err().
class Command
{
    Q_DECLARE_TR_FUNCTIONS(Command)

public:
    virtual ~Command() = default;

    virtual QString name() const = 0;
    virtual QString summary() const = 0;
    // `arguments` starts with the program name, followed by the subcommand's own arguments.
    virtual int run(const QStringList &arguments) = 0;

    static QTextStream &out();
    static QTextStream &err();

    // Keeps `value` until the process ends without ever destroying it: for what a command
    // still holds when it is done. The process exits right after, and freeing a million
    // entries one allocation at a time takes longer than the exit that drops them at once.
    // (Held through a static pointer, so that leak checkers see it as reachable.)
    template<typename T>
    static void keepUntilExit(T &&value)
    {
        static auto *kept = new std::vector<std::shared_ptr<void>>;
        kept->push_back(std::make_shared<std::decay_t<T>>(std::forward<T>(value)));
    }

protected:
    // Sets up `parser` with the description, help option and the reading-limit options all
    // commands that read share.
    void setUp(QCommandLineParser &parser, const QString &description) const;
    // Parses; on a wrong call prints why and returns false (exit with Unusable).
    bool parse(QCommandLineParser &parser, const QStringList &arguments) const;
    // Limits from --max-bytes; false with a message when the value is not a size.
    bool readLimits(const QCommandLineParser &parser, ReadLimits *limits) const;
    // --max-files and --max-total-bytes: how much of an index given by URL is fetched; the
    // access options (addAccessOptions()); and where offered (the commands that report what
    // they read), --compare-agents: an INPUT given by URL is asked for as a crawler and as a
    // browser, and openInput() adds what differs to the findings of its root
    // (AgentComparison).
    enum class Comparison : quint8 { NotOffered, Offered };
    void addRemoteOptions(QCommandLineParser &parser,
                          Comparison comparison = Comparison::NotOffered) const;
    // Reads them for openInput(); false with a message when a value is wrong.
    bool readRemoteLimits(const QCommandLineParser &parser);
    // --auth, --cookie, --header, --auth-origin and --user-agent (AccessOptions), for the
    // commands that fetch without addRemoteOptions(); readAccessOptions() reads them (false
    // with a message when a value is wrong) for openInput() and access().
    void addAccessOptions(QCommandLineParser &parser) const { m_access.add(parser); }
    bool readAccessOptions(const QCommandLineParser &parser);
    const AccessOptions &access() const { return m_access; }
    // --publish-url for the commands that check (check, report): where the sitemap is
    // published, for the scope rules.
    static const QCommandLineOption &publishUrlOption();
    // It and --now (which each command that checks describes in its own words): into
    // `options`; false with a message when a value is wrong.
    bool readCheckOptions(const QCommandLineParser &parser, CheckOptions *options) const;
    // Opens INPUT: a file through Loader::open, an http or https URL through RemoteLoader (an
    // index's children fetched too when options.loadChildren, within the remote limits). A
    // failed fetch gives a failed root whose ReadError finding carries the Fetcher's message,
    // as an unreadable file does.
    Workspace openInput(const QString &input, const LoadOptions &options = {}) const;
    // The one SITEMAP of a command that joins other data with a sitemap (coverage, inspect),
    // with the reading limits of `options` read: empty, with the reason said, on a wrong call.
    QString sitemapArgument(const QCommandLineParser &parser, LoadOptions *options);
    // Says "PROGRAM COMMAND: why" on stderr and returns Unusable: a wrong call.
    int refuse(const QString &why) const
    {
        complain(why);
        return Unusable;
    }
    // Prints the error findings of `findings` to stderr, each as "INPUT: line:column: message".
    static void printErrors(const QString &input, const QList<Finding> &findings);
    // --allow-partial, for the commands that write what they read.
    void addPartialOption(QCommandLineParser &parser) const;
    // True (with the reasons on stderr) when `workspace` was cut short by a reading limit and
    // --allow-partial is not given: the command then writes nothing and exits with Unusable.
    // `raise` says how to raise the limits for this command.
    bool refusesPartial(const QCommandLineParser &parser, const QString &input,
                        const Workspace &workspace, const QString &raise) const;

private:
    // Prints "PROGRAM COMMAND: why" to stderr; returns false.
    bool complain(const QString &why) const;
    int m_maxFiles = RemoteLoadOptions().maxFiles;
    qint64 m_maxTotalBytes = RemoteLoadOptions().maxTotalBytes;
    AccessOptions m_access;
    bool m_compareAgents = false;
    CrawlerIdentity m_crawler; // the crawler --compare-agents compares with a browser
};

} // namespace Studio::Cli
