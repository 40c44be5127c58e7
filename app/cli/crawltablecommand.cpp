#include "crawltablecommand.h"

#include "io/writing/durablefile.h"
#include "model/workspace.h"
#include "net/crawlstore.h"
#include "net/crawltables.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace Studio::Cli {

QString CrawlTableCommand::summary() const
{
    return tr("Write a table of a kept crawl (pages, links, redirects, ...) as CSV, TSV or JSON.");
}

int CrawlTableCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Writes one table of the crawl kept in STORE (by crawl --save or audit --save): "
             "pages (status, indexability, canonical, redirect, depth, inlinks, title, ...), "
             "links (source, target, anchor text, rel, the target's status and indexability), "
             "redirects (one row per chain), images, broken-links (the links whose target "
             "answered 4xx or 5xx or did not answer, with their anchor text), missing-pages "
             "(the indexable pages that the sitemap given with --sitemap does not list), or "
             "history (each page's content fingerprint, when a crawl first and last saw that "
             "content, and when it is taken to have changed; see crawl --since).\n\n"
             "CSV follows RFC 4180 (fields quoted when they hold a comma, a double quote or a "
             "line break; lines end with CRLF; UTF-8 without a byte order mark); TSV quotes the "
             "same way around tabs; JSON is an array of objects. The first line of CSV and TSV "
             "and the keys of JSON are the columns' stable ids, the same in every language.\n\n"
             "Exit status: 0 written, 2 the crawl or the sitemap could not be read, the output "
             "could not be written, or the call is wrong."));
    const QCommandLineOption table(
        u"table"_s,
        tr("The table: pages, links, redirects, images, broken-links, missing-pages or "
           "history."),
        u"table"_s);
    const QCommandLineOption format(u"format"_s, tr("csv (default), tsv or json."), u"format"_s,
                                    u"csv"_s);
    const QCommandLineOption output(
        u"output"_s,
        tr("Write to FILE (replaced whole once written, never left half-written) instead of "
           "standard output."),
        u"file"_s);
    const QCommandLineOption sitemap(
        u"sitemap"_s,
        tr("The sitemap (a file or URL; an index with its sitemaps) that missing-pages "
           "compares the crawl with."),
        u"sitemap"_s);
    parser.addOptions({ table, format, output, sitemap });
    addRemoteOptions(parser);
    parser.addPositionalArgument(u"STORE"_s, tr("The kept crawl (a file of crawl --save)."));
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(u"help"_s))
        return Done;
    const QString prefix = QCoreApplication::applicationName() + u" crawl-table: "_s;
    auto fail = [&](const QString &why) {
        err() << prefix << why << Qt::endl;
        return int(Unusable);
    };

    const QStringList inputs = parser.positionalArguments();
    if (inputs.size() != 1)
        return fail(tr("needs exactly one STORE, a crawl kept by crawl --save"));
    if (!parser.isSet(table))
        return fail(tr("needs --table: pages, links, redirects, images, broken-links, "
                       "missing-pages or history"));
    CrawlTable::Kind kind = CrawlTable::Kind::Pages;
    if (!CrawlTable::kindFromId(parser.value(table), &kind))
        return fail(tr("--table takes pages, links, redirects, images, broken-links, "
                       "missing-pages or history, not \"%1\"")
                        .arg(parser.value(table)));
    CrawlTable::Format tableFormat = CrawlTable::Format::Csv;
    if (!CrawlTable::formatFromId(parser.value(format), &tableFormat))
        return fail(tr("--format takes csv, tsv or json, not \"%1\"").arg(parser.value(format)));
    if (CrawlTable::needsWorkspace(kind) && !parser.isSet(sitemap))
        return fail(tr("--table %1 needs --sitemap SITEMAP, the sitemap to compare the crawl "
                       "with")
                        .arg(CrawlTable::kindId(kind)));
    if (!CrawlTable::needsWorkspace(kind) && parser.isSet(sitemap))
        return fail(tr("--sitemap is for --table missing-pages only"));
    LoadOptions loadOptions;
    if (!readLimits(parser, &loadOptions.limits) || !readRemoteLimits(parser))
        return Unusable;

    // The store: a directory, a missing file and a file of another kind each get a message
    // that names it (CrawlStore's).
    const QString store = inputs.constFirst();
    if (QFileInfo(store).isDir())
        return fail(tr("%1 is a folder, not a crawl kept by Sitemap Studio")
                        .arg(QDir::toNativeSeparators(store)));
    CrawlResult crawl;
    CrawlOptions crawlOptions;
    bool finished = false;
    QString error;
    if (!CrawlStore::read(store, &crawl, &crawlOptions, &finished, &error))
        return fail(error);
    if (!finished)
        err() << QDir::toNativeSeparators(store) << ": "
              << tr("warning: this crawl did not run to its end (crawl --resume goes on with "
                    "it); its tables hold what it reached")
              << Qt::endl;

    Workspace workspace;
    if (CrawlTable::needsWorkspace(kind)) {
        const QString input = parser.value(sitemap);
        workspace = openInput(input, loadOptions);
        if (workspace.isEmpty() || workspace.root().failed) {
            if (!workspace.isEmpty())
                printErrors(input, workspace.root().findings);
            return fail(tr("%1 cannot be read").arg(input));
        }
        if (!workspace.limitsReached.isEmpty()) {
            // Pages counted missing because the sitemap was read in part would be wrong.
            for (const QString &limit : std::as_const(workspace.limitsReached))
                err() << input << ": " << limit << '\n';
            return fail(tr("%1 was read only in part; raise the limits (--max-bytes, "
                           "--max-files, --max-total-bytes) to compare it whole")
                            .arg(input));
        }
    }

    const CrawlTable rows = CrawlTable::make(kind, crawl, &workspace);
    if (!parser.isSet(output)) {
        out().flush();
        QFile stdOut;
        if (!stdOut.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered))
            return fail(stdOut.errorString());
        if (!rows.write(&stdOut, tableFormat, &error))
            return fail(tr("Could not write the table: %1").arg(error));
        return Done;
    }
    // Into a temporary file beside the target, renamed over it once whole and flushed, as
    // DurableFile writes: a failure leaves what was there.
    const QString target = parser.value(output);
    const QString shown = QDir::toNativeSeparators(target);
    QSaveFile file(target);
    // Unbuffered: each write's result is the disk's (see DurableFile::write()); the table
    // writes in chunks of its own.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(tr("Could not write %1: %2. Nothing was changed on disk.")
                        .arg(shown, file.errorString()));
    if (!rows.write(&file, tableFormat, &error)) {
        file.cancelWriting();
        return fail(tr("Could not write %1: %2. The file on disk is unchanged.").arg(shown, error));
    }
    if (!file.commit())
        return fail(tr("Could not write %1: %2. The file on disk is unchanged.")
                        .arg(shown, file.errorString()));
    if (!DurableFile::syncFolder(QFileInfo(target).absolutePath()))
        return fail(tr("%1 was written, but its folder could not be flushed to disk; a power "
                       "cut now could lose it")
                        .arg(shown));
    return Done;
}

} // namespace Studio::Cli
