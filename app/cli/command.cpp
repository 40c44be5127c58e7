#include "command.h"

#include "net/remoteloader.h"

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

} // namespace

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
        err() << QCoreApplication::applicationName() << ' ' << name() << ": "
              << parser.errorText() << '\n';
        err() << tr("Try '%1 %2 --help'.").arg(QCoreApplication::applicationName(), name())
              << Qt::endl;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText().replace(QCoreApplication::applicationName(),
                                           QCoreApplication::applicationName() + u' ' + name());
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
    return true;
}

Workspace Command::openInput(const QString &input, const LoadOptions &options)
{
    if (!RemoteLoader::isRemote(input))
        return Loader::open(input, options);
    RemoteLoadOptions remote;
    remote.limits = options.limits;
    remote.loadChildren = options.loadChildren;
    return RemoteLoader::load(QUrl(input, QUrl::TolerantMode), remote).workspace;
}

void Command::printErrors(const QString &input, const QList<Finding> &findings)
{
    for (const Finding &f : findings)
        if (f.severity == Severity::Error)
            err() << input << ": " << f.toString() << '\n';
    err().flush();
}

} // namespace Studio::Cli
