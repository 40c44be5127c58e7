#include "convertcommand.h"

#include "util/url.h"

#include "io/loader.h"
#include "io/writing/durablefile.h"
#include "io/writing/gzip.h"
#include "io/writing/sitemapwriter.h"
#include "net/remoteloader.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace Studio::Cli {

namespace {

// Writes a text list's pieces (LoadOptions::textPieces) as one sitemap, into a QSaveFile that
// replaces the output only at commit(): the bytes SitemapWriter::write() gives for the whole
// list (the header and footer of a text list do not depend on its entries), gzipped through
// GzipStream for .gz.
class PieceWriter
{
public:
    PieceWriter(const QString &output, bool gzip, const WriteOptions &options)
        : m_file(output)
        , m_gzip(gzip)
        , m_options(options)
    {
    }

    void add(const Sitemap &piece)
    {
        if (!m_error.isEmpty())
            return;
        QByteArray xml;
        if (!m_started) {
            m_started = true;
            // Unbuffered: each write's result is the disk's (see DurableFile::write()).
            if (!m_file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
                fail(m_file.errorString());
                return;
            }
            Sitemap shell = piece;
            shell.entries.clear();
            m_writer = std::make_unique<Sitemap>(shell);
            xml = SitemapWriter(*m_writer, m_options).header();
        }
        const SitemapWriter writer(*m_writer, m_options);
        for (const UrlEntry &entry : piece.entries) {
            writer.appendEntry(xml, entry);
            const PooledView loc = entry.locView();
            if (Url::check(loc, Url::split(loc)) != Url::Problem::None && m_invalid++ == 0)
                m_firstInvalidLine = entry.sourceLine();
        }
        m_entries += piece.entries.size();
        write(xml);
    }

    bool started() const { return m_started; }
    qsizetype entries() const { return m_entries; }
    qsizetype invalid() const { return m_invalid; }
    qint64 firstInvalidLine() const { return m_firstInvalidLine; }

    bool commit(QString *error)
    {
        if (m_error.isEmpty() && m_writer)
            write(SitemapWriter(*m_writer, m_options).footer(), true);
        if (m_error.isEmpty() && !m_file.commit())
            fail(m_file.errorString());
        if (m_error.isEmpty()
            && !DurableFile::syncFolder(QFileInfo(m_file.fileName()).absolutePath()))
            fail(ConvertCommand::tr("its folder could not be flushed to disk"));
        if (!m_error.isEmpty())
            m_file.cancelWriting();
        *error = m_error;
        return m_error.isEmpty();
    }

private:
    void write(const QByteArray &xml, bool last = false)
    {
        QByteArray packed;
        if (m_gzip && !(m_deflate.add(xml, packed) && (!last || m_deflate.finish(packed)))) {
            fail(ConvertCommand::tr("out of memory"));
            return;
        }
        if (!DurableFile::writeAll(m_file, m_gzip ? packed : xml))
            fail(m_file.errorString());
    }
    void fail(const QString &why)
    {
        if (m_error.isEmpty())
            m_error = ConvertCommand::tr("Could not write %1: %2. The file on disk is unchanged.")
                          .arg(QDir::toNativeSeparators(m_file.fileName()), why);
    }

    QSaveFile m_file;
    bool m_gzip;
    WriteOptions m_options;
    GzipStream m_deflate;
    std::unique_ptr<Sitemap> m_writer; // the list's root, without entries
    bool m_started = false;
    QString m_error;
    qsizetype m_entries = 0;
    qsizetype m_invalid = 0;
    qint64 m_firstInvalidLine = 0;
};

} // namespace

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

    // A large text list read from disk is converted a piece at a time, straight into the
    // output: the memory of one piece whatever the number of URLs.
    WriteOptions writeOptions;
    writeOptions.pretty = !parser.isSet(compact);
    PieceWriter pieces(output, gzip, writeOptions);
    if (!RemoteLoader::isRemote(input))
        options.textPieces = [&pieces](Sitemap &piece) {
            pieces.add(piece);
        };
    const Workspace workspace = openInput(input, options);
    const Sitemap &sitemap = workspace.root();
    if (pieces.started()) {
        if (refusesPartial(parser, input, workspace,
                           tr("Raise the reading limit with --max-bytes")))
            return Unusable; // the output is left as it was
        QString error;
        if (!pieces.commit(&error)) {
            err() << prefix << error << Qt::endl;
            return Unusable;
        }
        return reportConverted(input, output, sitemap, pieces.entries(), pieces.invalid(),
                               pieces.firstInvalidLine());
    }
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
        const PooledView loc = entry.locView();
        if (Url::check(loc, Url::split(loc)) == Url::Problem::None)
            continue;
        if (invalid++ == 0)
            firstLine = entry.sourceLine();
    }
    return reportConverted(input, output, sitemap, sitemap.entries.size(), invalid, firstLine);
}

int ConvertCommand::reportConverted(const QString &input, const QString &output,
                                    const Sitemap &sitemap, qsizetype entries, qsizetype invalid,
                                    qint64 firstLine)
{
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" convert: ");
    if (invalid > 0)
        err() << prefix
              << tr("%1 of the %2 locations written are not absolute http or https URLs (the "
                    "first at line %3 of %4); search engines reject them, and export leaves "
                    "them out")
                     .arg(invalid)
                     .arg(entries)
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
