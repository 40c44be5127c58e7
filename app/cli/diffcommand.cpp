#include "diffcommand.h"

#include "review/diff.h"

#include <QFile>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace Studio::Cli {

namespace {

// Writes bytes as they are: the JSON and CSV are UTF-8 already, and can be large.
void writeRaw(const QByteArray &bytes)
{
    Command::out().flush();
    QFile stdOut;
    if (stdOut.open(stdout, QIODevice::WriteOnly))
        stdOut.write(bytes);
}

} // namespace

QString DiffCommand::summary() const
{
    return tr("Compare two sitemaps: URLs added, removed and changed.");
}

int DiffCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Compares the URLs of OLD and NEW (sitemaps, sitemap indexes with their children, "
             ".gz or .zip files, or http(s) URLs) and lists the URLs added, removed and "
             "changed, and for a changed one which fields differ: loc (the same URL written "
             "otherwise), lastmod, changefreq, priority, images, videos, news, alternates. "
             "URLs are matched by their normalised form (scheme and host case, default port, "
             "fragment, a trailing index.html), whatever their order and file.\n\n"
             "Exit status: 0 the same URLs and fields, 1 they differ, 2 an input could not be "
             "read."));
    const QCommandLineOption json(u"json"_s, tr("Print the differences as JSON."));
    const QCommandLineOption csv(u"csv"_s, tr("Print the differences as CSV."));
    parser.addOption(json);
    parser.addOption(csv);
    parser.addPositionalArgument(u"OLD"_s, tr("The earlier sitemap: a file or an http(s) URL."));
    parser.addPositionalArgument(u"NEW"_s, tr("The later sitemap: a file or an http(s) URL."));
    addRemoteOptions(parser);
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(u"help"_s))
        return Done;
    LoadOptions options;
    if (!readLimits(parser, &options.limits) || !readRemoteLimits(parser))
        return Unusable;
    const QStringList inputs = parser.positionalArguments();
    if (inputs.size() != 2) {
        err() << QCoreApplication::applicationName()
              << " diff: " << tr("needs two inputs, OLD and NEW") << Qt::endl;
        return Unusable;
    }
    if (parser.isSet(json) && parser.isSet(csv)) {
        err() << QCoreApplication::applicationName()
              << " diff: " << tr("--json and --csv cannot be combined") << Qt::endl;
        return Unusable;
    }

    Workspace sides[2];
    bool readable = true;
    for (int i = 0; i < 2; ++i) {
        sides[i] = openInput(inputs.at(i), options);
        const Workspace &workspace = sides[i];
        if (workspace.isEmpty() || workspace.root().failed) {
            if (!workspace.isEmpty())
                printErrors(inputs.at(i), workspace.root().findings);
            else
                err() << inputs.at(i) << ": " << tr("not readable as a sitemap") << Qt::endl;
            readable = false;
            continue;
        }
        // A child that could not be read would show all its URLs as added or removed.
        if (const qsizetype missing = workspace.childrenMissing(); missing > 0)
            err() << inputs.at(i) << ": "
                  << tr("warning: child sitemaps that could not be read: %1; their URLs are "
                        "not compared")
                         .arg(missing)
                  << Qt::endl;
    }
    if (!readable)
        return Unusable;

    const Workspace &older = sides[0];
    const Workspace &newer = sides[1];
    const SitemapDiff diff = SitemapDiff::compare(older, newer);
    if (parser.isSet(json)) {
        writeRaw(diff.toJson(older, newer));
    } else if (parser.isSet(csv)) {
        writeRaw(diff.toCsv(older, newer));
    } else {
        QTextStream &s = out();
        s << tr("%1 added, %2 removed, %3 changed, %4 unchanged")
                 .arg(diff.added())
                 .arg(diff.removed())
                 .arg(diff.changed())
                 .arg(diff.unchanged())
          << '\n';
        for (const SitemapDiff::Item &item : diff.items()) {
            switch (item.change) {
            case SitemapDiff::Change::Added:
                s << "+ " << item.loc << '\n';
                break;
            case SitemapDiff::Change::Removed:
                s << "- " << item.loc << '\n';
                break;
            case SitemapDiff::Change::Changed:
                s << "~ " << item.loc << " (" << SitemapDiff::fieldNames(item.fields).join(u", "_s)
                  << ")\n";
                break;
            }
        }
        s.flush();
    }
    return diff.isSame() ? int(Done) : int(FoundErrors);
}

} // namespace Studio::Cli
