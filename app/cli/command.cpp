#include "command.h"

#include "crawlurloptions.h"
#include "net/agentcomparison.h"
#include "util/w3cdatetime.h"

#include <cstdio>

namespace Studio::Cli {

namespace {

const QCommandLineOption &maxBytesOption()
{
    static const QCommandLineOption option(
        QStringLiteral("max-bytes"),
        QCoreApplication::translate("Command",
                                    "Read at most <bytes> per document after decompression "
                                    "(default %1).")
            .arg(ReadLimits::DefaultMaxBytes),
        QStringLiteral("bytes"));
    return option;
}

const QCommandLineOption &maxFilesOption()
{
    static const QCommandLineOption option(
        QStringLiteral("max-files"),
        QCoreApplication::translate("Command",
                                    "For an index given by URL: fetch at most <n> files, the "
                                    "index included (default %1).")
            .arg(RemoteLoadOptions().maxFiles),
        QStringLiteral("n"));
    return option;
}

const QCommandLineOption &maxTotalBytesOption()
{
    static const QCommandLineOption option(
        QStringLiteral("max-total-bytes"),
        QCoreApplication::translate("Command",
                                    "For an index given by URL: receive at most <bytes> in all, "
                                    "as sent (default %1; 0 for no limit).")
            .arg(RemoteLoadOptions().maxTotalBytes),
        QStringLiteral("bytes"));
    return option;
}

const QCommandLineOption &compareAgentsOption()
{
    static const QCommandLineOption option(
        QStringLiteral("compare-agents"),
        QCoreApplication::translate(
            "Command",
            "For an INPUT given by URL: ask for it as the crawler of --user-agent (Googlebot "
            "smartphone when none is chosen) and as a browser, and report what the site serves "
            "the crawler otherwise: an error status (SM713, Couldn't fetch), an HTML page such "
            "as a bot challenge (SM714, Sitemap is HTML), another status, Content-Type or "
            "redirect target (SM715)."));
    return option;
}

} // namespace

const QCommandLineOption &Command::publishUrlOption()
{
    static const QCommandLineOption option(
        QStringLiteral("publish-url"),
        tr("Where the sitemap is published; URLs outside its host and folder are reported. "
           "Without it the host most URLs use is assumed."),
        QStringLiteral("url"));
    return option;
}

QTextStream &Command::out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &Command::err()
{
    static QTextStream stream(stderr);
    return stream;
}

void Command::setUp(QCommandLineParser &parser, const QString &description) const
{
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addOption(maxBytesOption());
}

bool Command::parse(QCommandLineParser &parser, const QStringList &arguments) const
{
    if (!parser.parse(arguments)) {
        err() << QCoreApplication::applicationName() << ' ' << name() << ": " << parser.errorText()
              << '\n';
        err() << tr("Try '%1 %2 --help'.").arg(QCoreApplication::applicationName(), name())
              << Qt::endl;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        // The usage line names the program; it is run as "program command". Only that first
        // mention: the description may name the program on its own ("... rules lists them").
        QString help = parser.helpText();
        const QString program = QCoreApplication::applicationName();
        const qsizetype at = help.indexOf(program);
        if (at >= 0)
            help.insert(at + program.size(), u' ' + name());
        out() << help;
        out().flush();
        return true;
    }
    return true;
}

bool Command::readLimits(const QCommandLineParser &parser, ReadLimits *limits) const
{
    if (!parser.isSet(maxBytesOption()))
        return true;
    bool ok = false;
    const qint64 bytes = parser.value(maxBytesOption()).toLongLong(&ok);
    if (!ok || bytes <= 0) {
        err() << QCoreApplication::applicationName() << ' ' << name() << ": "
              << tr("--max-bytes needs a positive number of bytes, not \"%1\"")
                     .arg(parser.value(maxBytesOption()))
              << Qt::endl;
        return false;
    }
    limits->maxBytes = bytes;
    limits->capLocalFiles = true;
    return true;
}

void Command::addRemoteOptions(QCommandLineParser &parser, Comparison comparison) const
{
    parser.addOption(maxFilesOption());
    parser.addOption(maxTotalBytesOption());
    if (comparison == Comparison::Offered)
        parser.addOption(compareAgentsOption());
    addAccessOptions(parser);
}

void Command::addPartialOption(QCommandLineParser &parser) const
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("allow-partial"),
        tr("Write what was read even when a reading limit cut the input short.")));
}

bool Command::refusesPartial(const QCommandLineParser &parser, const QString &input,
                             const Workspace &workspace, const QString &raise) const
{
    if (workspace.limitsReached.isEmpty() || parser.isSet(QStringLiteral("allow-partial")))
        return false;
    for (const QString &reason : workspace.limitsReached)
        complain(reason);
    complain(tr("%1 was read only in part, so nothing was written: a copy would lack what was "
                "not read. %2, or add --allow-partial to write what was read")
                 .arg(input, raise));
    return true;
}

QString Command::sitemapArgument(const QCommandLineParser &parser, LoadOptions *options)
{
    if (!readLimits(parser, &options->limits) || !readRemoteLimits(parser))
        return {};
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        complain(positional.isEmpty() ? tr("no SITEMAP given")
                                      : tr("one SITEMAP, not %1").arg(positional.size()));
        return {};
    }
    return positional.constFirst();
}

bool Command::complain(const QString &why) const
{
    err() << QCoreApplication::applicationName() << ' ' << name() << ": " << why << Qt::endl;
    return false;
}

bool Command::readCheckOptions(const QCommandLineParser &parser, CheckOptions *options) const
{
    QString error;
    if (parser.isSet(publishUrlOption())
        && !CrawlUrlOptions::readPublishUrl(parser.value(publishUrlOption()), &options->publishUrl,
                                            &error))
        return complain(error);
    const QString now = QStringLiteral("now");
    if (parser.isSet(now)) {
        const W3cDateTime date = W3cDateTime::fromString(parser.value(now));
        if (!date.isValid())
            return complain(tr("--now needs a W3C Datetime, not \"%1\"").arg(parser.value(now)));
        options->now = date.toDateTime();
    }
    return true;
}

bool Command::readRemoteLimits(const QCommandLineParser &parser)
{
    const auto wrong = [this](const QString &why) { return complain(why); };
    bool ok = true;
    if (parser.isSet(maxFilesOption())) {
        const int files = parser.value(maxFilesOption()).toInt(&ok);
        if (!ok || files < 1)
            return wrong(tr("--max-files needs a number of files of at least 1, not \"%1\"")
                             .arg(parser.value(maxFilesOption())));
        m_maxFiles = files;
    }
    if (parser.isSet(maxTotalBytesOption())) {
        const qint64 bytes = parser.value(maxTotalBytesOption()).toLongLong(&ok);
        if (!ok || bytes < 0)
            return wrong(tr("--max-total-bytes needs a number of bytes (0 for no limit), not "
                            "\"%1\"")
                             .arg(parser.value(maxTotalBytesOption())));
        m_maxTotalBytes = bytes;
    }
    if (!readAccessOptions(parser))
        return false;
    // Set only where offered: elsewhere the parser refused it as an unknown option.
    m_compareAgents = parser.optionNames().contains(compareAgentsOption().names().constFirst());
    if (!m_compareAgents)
        return true;
    CrawlerIdentity browser;
    CrawlerIdentity::fromChoice(QStringLiteral("browser"), &browser);
    if (m_access.identity().userAgent == browser.userAgent)
        return wrong(tr("--compare-agents compares a crawler with a browser: choose a crawler "
                        "with --user-agent, not browser"));
    if (!m_access.hasIdentity())
        CrawlerIdentity::fromChoice(QStringLiteral("googlebot-smartphone"), &m_crawler);
    else
        m_crawler = m_access.identity();
    return true;
}

bool Command::readAccessOptions(const QCommandLineParser &parser)
{
    QString error;
    return m_access.read(parser, &error) || complain(error);
}

Workspace Command::openInput(const QString &input, const LoadOptions &options) const
{
    if (!RemoteLoader::isRemote(input))
        return Loader::open(input, options);
    RemoteLoadOptions remote;
    remote.limits = options.limits;
    remote.loadChildren = options.loadChildren;
    remote.maxFiles = m_maxFiles;
    remote.maxTotalBytes = m_maxTotalBytes;
    remote.fetch.userAgent = m_access.identity().userAgent;
    const QUrl url(input, QUrl::TolerantMode);
    remote.fetch.credentials = m_access.credentialsFor(url);
    if (!m_compareAgents)
        return RemoteLoader::load(url, remote).workspace;
    // Asked as the crawler and as a browser; read is the crawler's answer, or the browser's
    // where only the browser was given the sitemap (its children are then asked as a browser
    // too), so that the rest of the file is judged all the same.
    remote.fetch.userAgent = m_crawler.userAgent;
    const QString name = m_crawler.robotsAgent == u"*" ? tr("the crawler") : m_crawler.robotsAgent;
    const AgentComparison compared = AgentComparison::run(url, remote.fetch, name);
    if (compared.readsBrowsers())
        remote.fetch = AgentComparison::browserOptions(remote.fetch);
    Workspace workspace = RemoteLoader::load(compared.answerToRead(), remote).workspace;
    if (!workspace.isEmpty())
        workspace.sitemaps.first().findings += compared.findings;
    return workspace;
}

void Command::printErrors(const QString &input, const QList<Finding> &findings)
{
    for (const Finding &f : findings)
        if (f.severity == Severity::Error)
            err() << input << ": " << f.toString() << '\n';
    err().flush();
}

} // namespace Studio::Cli
