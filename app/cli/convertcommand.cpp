#include "convertcommand.h"

#include "util/url.h"

#include "io/writing/durablefile.h"
#include "io/writing/gzip.h"
#include "io/loader.h"
#include "io/writing/sitemapwriter.h"

#include <QFileInfo>

namespace Studio::Cli {

QString ConvertCommand::summary() const
{
    return tr("Rewrite a sitemap with the protocol's namespaces, optionally gzipped.");
}

int ConvertCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Reads INPUT and writes it to OUTPUT as a UTF-8 sitemap with the protocol's "
             "namespaces, keeping unknown elements, the order of elements and the "
             "spelling of values. The format follows OUTPUT's name: .xml, or .xml.gz "
             "for gzip.\n\nExit status: 0 written, 1 written from an input with errors "
             "(what could be read), 2 nothing written."));
    const QCommandLineOption pretty(QStringLiteral("pretty"),
                                    tr("Indent, one element per line (the default)."));
    const QCommandLineOption compact(QStringLiteral("compact"),
                                     tr("No whitespace between elements."));
    parser.addOption(pretty);
    parser.addOption(compact);
    addPartialOption(parser);
    parser.addPositionalArgument(QStringLiteral("INPUT"),
                                 tr("The sitemap to read: a file or an http(s) URL."));
    parser.addPositionalArgument(QStringLiteral("OUTPUT"), tr("The file to write."));
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    LoadOptions options;
    if (!readLimits(parser, &options.limits))
        return Unusable;
    options.loadChildren = false;
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" convert: ");
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err() << prefix << tr("needs INPUT and OUTPUT") << Qt::endl;
        return Unusable;
    }
    if (parser.isSet(pretty) && parser.isSet(compact)) {
        err() << prefix << tr("--pretty and --compact exclude each other") << Qt::endl;
        return Unusable;
    }
    const QString &input = positional.at(0);
    const QString &output = positional.at(1);
    const QString suffix = QFileInfo(output).fileName().toLower();
    const bool gzip = suffix.endsWith(u".gz");
    const QString plainName = gzip ? suffix.chopped(3) : suffix;
    if (!plainName.endsWith(u".xml")) {
        err()
            << prefix
            << tr("cannot tell the output format from \"%1\"; name it .xml or .xml.gz").arg(output)
            << Qt::endl;
        return Unusable;
    }

    const Workspace workspace = openInput(input, options);
    const Sitemap &sitemap = workspace.root();
    if (sitemap.failed) {
        printErrors(input, sitemap.findings);
        err() << prefix << tr("%1 was not written").arg(output) << Qt::endl;
        return Unusable;
    }
    if (refusesPartial(parser, input, workspace, tr("Raise the reading limit with --max-bytes")))
        return Unusable;
    if (workspace.sitemaps.size() > 1)
        err() << prefix
              << tr("%1 holds %2 sitemaps; only the first is converted")
                     .arg(input)
                     .arg(workspace.sitemaps.size())
              << Qt::endl;

    WriteOptions writeOptions;
    writeOptions.pretty = !parser.isSet(compact);
    QByteArray bytes = SitemapWriter(sitemap, writeOptions).write();
    if (gzip)
        bytes = gzipCompress(bytes);

    QString error;
    if (!DurableFile::write(output, bytes, &error)) {
        err() << prefix << error << Qt::endl;
        return Unusable;
    }
    // convert rewrites what it has, lossless; it says what a search engine would refuse.
    qsizetype invalid = 0;
    qint64 firstLine = 0;
    for (const UrlEntry &entry : sitemap.entries) {
        const QByteArrayView loc = entry.locUtf8();
        if (Url::check(loc, Url::split(loc)) == Url::Problem::None)
            continue;
        if (invalid++ == 0)
            firstLine = entry.sourceLine();
    }
    if (invalid > 0)
        err() << prefix
              << tr("%1 of the %2 locations written are not absolute http or https URLs (the "
                    "first at line %3 of %4); search engines reject them, and export leaves "
                    "them out")
                     .arg(invalid)
                     .arg(sitemap.entries.size())
                     .arg(firstLine)
                     .arg(input)
              << Qt::endl;
    const qsizetype errors = sitemap.errorCount();
    if (errors > 0) {
        printErrors(input, sitemap.findings);
        err() << prefix
              << tr("%1 was written from what could be read of %2 (%3 errors)")
                     .arg(output, input)
                     .arg(errors)
              << Qt::endl;
        return FoundErrors;
    }
    return Done;
}

} // namespace Studio::Cli
