#include "exportcommand.h"

#include "io/loader.h"
#include "io/writing/durablefile.h"
#include "io/writing/exporter.h"
#include "io/writing/exportstream.h"
#include "io/writing/gzip.h"
#include "io/segmenter.h"
#include "io/writing/sitemapwriter.h"
#include "net/remoteloader.h"
#include "util/allocator.h"

#include <QCollator>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QSet>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Studio::Cli {

namespace {

// Scope findings printed before "… and N more".
constexpr qsizetype MaxPrintedFindings = 20;

QString number(qint64 value)
{
    return QLocale::c().toString(value);
}

// The shard (0 … count - 1) a URL belongs to: FNV-1a of its bytes, the same on every machine
// and in every run (qHash is seeded per process), so that N processes split a set between
// them without talking to each other.
qint64 shardOf(QByteArrayView url, qint64 count)
{
    quint64 hash = 0xcbf29ce484222325ULL;
    for (const char c : url) {
        hash ^= quint8(c);
        hash *= 0x100000001b3ULL;
    }
    return qint64(hash % quint64(count));
}

} // namespace

int ExportCommand::writeIndexOnly(const QString &folder, const QString &baseUrl,
                                  const QString &indexName, bool pretty, bool overwrite)
{
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" export: ");
    const QUrl base(baseUrl.endsWith(u'/') ? baseUrl : baseUrl + u'/', QUrl::StrictMode);
    if (!base.isValid() || (base.scheme() != u"http" && base.scheme() != u"https")
        || base.host().isEmpty()) {
        err() << prefix
              << tr("--base-url needs an absolute http or https URL, not \"%1\"").arg(baseUrl)
              << Qt::endl;
        return Unusable;
    }
    const QDir dir(folder);
    if (!dir.exists()) {
        err() << prefix << tr("%1 is not a folder").arg(folder) << Qt::endl;
        return Unusable;
    }
    if (dir.exists(indexName) && !overwrite) {
        err() << prefix << tr("%1 exists; add --force to replace it").arg(dir.filePath(indexName))
              << Qt::endl;
        return Unusable;
    }
    // Every sitemap file of the folder but the index, in name order.
    QStringList names = dir.entryList({ QStringLiteral("*.xml"), QStringLiteral("*.xml.gz") },
                                      QDir::Files, QDir::Name);
    names.removeAll(indexName);
    // sitemap-1-2 before sitemap-1-10, as the shards numbered them.
    QCollator natural;
    natural.setNumericMode(true);
    std::sort(names.begin(), names.end(), natural);
    if (names.isEmpty()) {
        err() << prefix << tr("%1 holds no sitemap file (*.xml, *.xml.gz)").arg(folder) << Qt::endl;
        return Unusable;
    }
    if (names.size() > Limits::MaxUrls) {
        err() << prefix
              << tr("%1 holds %2 sitemap files; an index lists %3 at most")
                     .arg(folder, number(names.size()), number(Limits::MaxUrls))
              << Qt::endl;
        return Unusable;
    }
    Sitemap index;
    index.kind = Sitemap::Kind::Index;
    LoadOptions options;
    options.loadChildren = false;
    qsizetype urls = 0;
    for (const QString &name : std::as_const(names)) {
        const Workspace one = Loader::open(dir.filePath(name), options);
        const Sitemap &sitemap = one.root();
        if (sitemap.failed || sitemap.isIndex()) {
            err() << prefix << tr("%1 is not a urlset; nothing was written").arg(dir.filePath(name))
                  << Qt::endl;
            return Unusable;
        }
        W3cDateTime newest;
        for (const UrlEntry &entry : sitemap.entries) {
            const W3cDateTime lastmod = entry.lastmod();
            if (lastmod.isValid()
                && (!newest.isValid() || lastmod.toMSecsSinceEpoch() > newest.toMSecsSinceEpoch()))
                newest = lastmod;
        }
        urls += sitemap.entries.size();
        UrlEntry entry(base.toString(QUrl::FullyEncoded) + name);
        entry.setLastmod(newest);
        index.entries.append(entry);
    }
    QByteArray bytes = SitemapWriter(index, WriteOptions { pretty }).write();
    if (indexName.endsWith(u".gz", Qt::CaseInsensitive))
        bytes = gzipCompress(bytes);
    QString error;
    if (!DurableFile::write(dir.filePath(indexName), bytes, &error)) {
        err() << prefix << error << Qt::endl;
        return Unusable;
    }
    out() << tr("Written: %1, the index of %2 files and %3 URLs")
                 .arg(dir.filePath(indexName), number(names.size()), number(urls))
          << '\n'
          << tr("robots.txt:") << '\n'
          << u"Sitemap: "_s + base.toString(QUrl::FullyEncoded) + indexName << Qt::endl;
    return Done;
}

QString ExportCommand::summary() const
{
    return tr("Split sitemaps into files within the limits, with an index and robots.txt lines.");
}

int ExportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    // Not setUp(): --max-bytes here is the size of a file to write, not a reading limit.
    parser.setApplicationDescription(
        tr("Reads every INPUT (an index brings the children found beside it) and writes their "
           "URLs, in order, to sitemap files that stay within the limits: a file is closed "
           "before the first of --max-urls, --max-bytes (uncompressed) or --max-news would be "
           "passed. Prints the plan (each file, its URLs and exact size), writes the files and "
           "the index into a temporary folder beside the target and renames them into place, "
           "then prints the lines for robots.txt.\n\nPattern: %1\n\nExit status: 0 written, 1 "
           "written but the input has errors (unreadable parts, URLs outside the base URL's "
           "scope), 2 nothing written (wrong call, unreadable input, a plan that cannot be "
           "written, the target exists without --force, a write error).")
            .arg(ExportPlan::patternHelp()));
    parser.addHelpOption();
    const ExportOptions defaults;
    const QCommandLineOption outDir(QStringLiteral("out"), tr("Write into folder <dir>."),
                                    QStringLiteral("dir"));
    const QCommandLineOption zipFile(QStringLiteral("zip"), tr("Write one zip bundle <file>."),
                                     QStringLiteral("file"));
    const QCommandLineOption baseUrl(QStringLiteral("base-url"),
                                     tr("The URL of the folder the files are published in."),
                                     QStringLiteral("url"));
    const QCommandLineOption maxUrls(
        QStringLiteral("max-urls"), tr("URLs per file at most (default %1).").arg(defaults.maxUrls),
        QStringLiteral("n"));
    const QCommandLineOption maxBytes(
        QStringLiteral("max-bytes"),
        tr("Uncompressed bytes per file at most (default %1).").arg(defaults.maxBytes),
        QStringLiteral("n"));
    const QCommandLineOption maxNews(
        QStringLiteral("max-news"),
        tr("news:news elements per file at most (default %1).").arg(defaults.maxNews),
        QStringLiteral("n"));
    const QCommandLineOption separate(QStringLiteral("separate"),
                                      tr("Entries with news, videos or images go to files of "
                                         "their own: a comma-separated list of news, videos, "
                                         "images."),
                                      QStringLiteral("kinds"));
    const QCommandLineOption groupBy(
        QStringLiteral("group-by"),
        tr("Files of their own for each segment: %1. {section} in --pattern is the segment's "
           "name (lower case letters, digits and '-'); a pattern without it has it put before "
           "{n}, or before .xml without {n}. A segment of one file has no number: "
           "sitemap-blog.xml, sitemap-shop-1.xml, sitemap-shop-2.xml.")
            .arg(Segmenter::specSyntax()),
        QStringLiteral("segments"));
    const QCommandLineOption gzip(QStringLiteral("gzip"), tr("Write each sitemap as .xml.gz."));
    const QCommandLineOption index(
        QStringLiteral("index"),
        tr("The index's file name (default %1; .gz to gzip it).").arg(defaults.indexName),
        QStringLiteral("name"));
    const QCommandLineOption noIndex(QStringLiteral("no-index"),
                                     tr("No index: robots.txt lists every file."));
    const QCommandLineOption pattern(QStringLiteral("pattern"),
                                     tr("File names (default %1).").arg(defaults.pattern),
                                     QStringLiteral("pattern"));
    const QCommandLineOption pretty(QStringLiteral("pretty"),
                                    tr("Indent, one element per line (default: compact)."));
    const QCommandLineOption force(QStringLiteral("force"),
                                   tr("Replace files (or the bundle) that exist."));
    const QCommandLineOption shard(
        QStringLiteral("shard"),
        tr("Write shard <K/N> of the input's URLs: those whose URL hashes to K of N. N "
           "processes (on one machine or many) each write theirs into the same --out folder, "
           "under names that carry K ({shard} in --pattern; default sitemap-{shard}-{n}.xml), "
           "and no index: --index-only writes it once all are done."),
        QStringLiteral("K/N"));
    const QCommandLineOption indexOnly(
        QStringLiteral("index-only"),
        tr("Write only the index of the sitemap files in folder <dir> (the shards' files): "
           "each file once, in name order, with the newest lastmod of its URLs."),
        QStringLiteral("dir"));
    for (const QCommandLineOption *option :
         { &outDir, &zipFile, &baseUrl, &maxUrls, &maxBytes, &maxNews, &separate, &groupBy, &gzip,
           &index, &noIndex, &pattern, &pretty, &force, &shard, &indexOnly })
        parser.addOption(*option);
    addPartialOption(parser);
    parser.addPositionalArgument(QStringLiteral("INPUT"), tr("Sitemaps to export: files or http(s) URLs."),
                                 QStringLiteral("INPUT..."));
    addRemoteOptions(parser);
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    if (!readRemoteLimits(parser))
        return Unusable;

    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" export: ");
    auto wrongCall = [&](const QString &why) {
        err() << prefix << why << Qt::endl;
        return Unusable;
    };
    if (parser.isSet(indexOnly)) {
        if (!parser.isSet(baseUrl))
            return wrongCall(
                tr("needs --base-url, the URL of the folder the files are published in"));
        if (!parser.positionalArguments().isEmpty() || parser.isSet(outDir) || parser.isSet(zipFile)
            || parser.isSet(shard) || parser.isSet(noIndex))
            return wrongCall(tr("--index-only DIR takes no INPUT, --out, --zip, --shard or "
                                "--no-index"));
        return writeIndexOnly(parser.value(indexOnly), parser.value(baseUrl),
                              parser.isSet(index) ? parser.value(index) : defaults.indexName,
                              parser.isSet(pretty), parser.isSet(force));
    }
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty())
        return wrongCall(tr("needs at least one INPUT"));
    if (parser.isSet(outDir) == parser.isSet(zipFile))
        return wrongCall(tr("needs one of --out DIR and --zip FILE"));
    if (!parser.isSet(baseUrl))
        return wrongCall(tr("needs --base-url, the URL of the folder the files are published in"));
    if (parser.isSet(index) && parser.isSet(noIndex))
        return wrongCall(tr("--index and --no-index exclude each other"));

    ExportOptions options;
    options.zip = parser.isSet(zipFile);
    options.target = parser.value(options.zip ? zipFile : outDir);
    options.baseUrl = parser.value(baseUrl);
    options.gzip = parser.isSet(gzip);
    options.pretty = parser.isSet(pretty);
    options.overwrite = parser.isSet(force);
    if (parser.isSet(pattern))
        options.pattern = parser.value(pattern);
    if (parser.isSet(index))
        options.indexName = parser.value(index);
    if (parser.isSet(noIndex))
        options.indexName.clear();
    // A shard: K of N, its files named apart, no index of its own.
    qint64 shardIndex = 0, shardCount = 0;
    if (parser.isSet(shard)) {
        const QStringList parts = parser.value(shard).split(u'/');
        bool kOk = false, nOk = false;
        if (parts.size() == 2) {
            shardIndex = parts.at(0).toLongLong(&kOk);
            shardCount = parts.at(1).toLongLong(&nOk);
        }
        if (!kOk || !nOk || shardCount < 1 || shardIndex < 1 || shardIndex > shardCount)
            return wrongCall(
                tr("--shard needs K/N with 1 <= K <= N, not \"%1\"").arg(parser.value(shard)));
        if (options.zip)
            return wrongCall(tr("--shard writes into a folder shared by the shards, not --zip"));
        if (parser.isSet(index))
            return wrongCall(tr("--shard writes no index: run --index-only DIR once the shards "
                                "are done"));
        if (parser.isSet(pattern) && !options.pattern.contains(u"{shard}"))
            return wrongCall(tr("--pattern needs {shard} with --shard, so that the shards' "
                                "file names never collide"));
        if (!parser.isSet(pattern))
            options.pattern = QStringLiteral("sitemap-{shard}-{n}.xml");
        // Padded to N's digits, so that the names sort in shard order.
        options.pattern.replace(
            u"{shard}"_s,
            QString::number(shardIndex).rightJustified(QString::number(shardCount).size(), u'0'));
        options.indexName.clear();
        // The shards share the folder: made here, so that each moves its files into it.
        if (!QDir().mkpath(options.target))
            return wrongCall(tr("the folder %1 cannot be made").arg(options.target));
    }
    auto count = [&](const QCommandLineOption &option, auto *value) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const qint64 n = parser.value(option).toLongLong(&ok);
        if (!ok || n <= 0) {
            wrongCall(tr("--%1 needs a positive number, not \"%2\"")
                          .arg(option.names().constFirst(), parser.value(option)));
            return false;
        }
        *value = n;
        return true;
    };
    if (!count(maxUrls, &options.maxUrls) || !count(maxBytes, &options.maxBytes)
        || !count(maxNews, &options.maxNews))
        return Unusable;
    if (parser.isSet(separate)) {
        for (const QString &kind : parser.value(separate).split(u',', Qt::SkipEmptyParts)) {
            const QString k = kind.trimmed();
            if (k == u"news")
                options.separateNews = true;
            else if (k == u"videos" || k == u"video")
                options.separateVideos = true;
            else if (k == u"images" || k == u"image")
                options.separateImages = true;
            else
                return wrongCall(tr("--separate takes news, videos and images, not \"%1\"").arg(k));
        }
    }

    if (parser.isSet(groupBy)) {
        QString error;
        options.segments = Segmenter::fromSpec(parser.value(groupBy), &error);
        if (options.segments.isNull())
            return wrongCall(u"--group-by: "_s + error);
    }

    // A folder written from local files streams: the memory of a few files whatever the size
    // of the set. A bundle is made in memory, and a remote input is read whole anyway.
    const bool remote = std::any_of(inputs.cbegin(), inputs.cend(), [](const QString &input) {
        return RemoteLoader::isRemote(input);
    });
    if (!options.zip && !remote)
        return runStreamed(parser, inputs, options, shardIndex, shardCount);

    // Every input into one workspace, in the order given.
    Workspace workspace;
    bool inputErrors = false;
    for (const QString &input : inputs) {
        Workspace one = openInput(input);
        if (!readable(parser, input, one))
            return Unusable;
        for (const Sitemap &sitemap : std::as_const(one.sitemaps)) {
            if (sitemap.errorCount() > 0) {
                inputErrors = true;
                printErrors(sitemap.source.location, sitemap.findings);
            }
        }
        workspace.sitemaps.append(std::move(one.sitemaps));
    }

    // The shard's URLs: those whose URL hashes to it, whichever input they come from.
    QList<EntryRef> chosen;
    if (shardCount > 0) {
        for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
            const Sitemap &sitemap = workspace.sitemaps.at(s);
            if (sitemap.isIndex())
                continue;
            for (qsizetype e = 0; e < sitemap.entries.size(); ++e) {
                const PooledView loc = sitemap.entries.at(e).locView();
                if (shardOf(loc, shardCount) == shardIndex - 1)
                    chosen.append(EntryRef { s, e });
            }
        }
        if (chosen.isEmpty())
            return emptyShard(shardIndex, shardCount, inputErrors);
    }
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(options, chosen);
    const auto location = [&workspace](qint32 sitemap) {
        return workspace.sitemaps.at(sitemap).source.location;
    };
    if (!printFindings(plan, location))
        return Unusable;
    printPlan(plan);
    const ExportResult result = exporter.write(plan);
    return printResult(plan, result, inputErrors);
}

bool ExportCommand::readable(const QCommandLineParser &parser, const QString &input,
                             const Workspace &one)
{
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" export: ");
    if (one.isEmpty() || one.root().failed) {
        if (!one.isEmpty())
            printErrors(input, one.root().findings);
        printErrors(input, one.findings);
        err() << prefix << tr("%1 cannot be read; nothing was written").arg(input) << Qt::endl;
        return false;
    }
    if (refusesPartial(parser, input, one,
                       tr("Raise the limits (--max-files, --max-total-bytes for a URL)")))
        return false;
    if (one.childrenMissing() > 0) {
        printErrors(input, one.findings);
        err() << prefix
              << tr("%1 of the %2 sitemaps %3 lists were not found beside it; nothing was "
                    "written")
                     .arg(one.childrenMissing())
                     .arg(one.children.size())
                     .arg(input)
              << Qt::endl;
        return false;
    }
    return true;
}

int ExportCommand::emptyShard(qint64 shardIndex, qint64 shardCount, bool inputErrors)
{
    out() << tr("Shard %1 of %2 holds no URL: nothing to write").arg(shardIndex).arg(shardCount)
          << Qt::endl;
    return inputErrors ? FoundErrors : Done;
}

int ExportCommand::runStreamed(const QCommandLineParser &parser, const QStringList &inputs,
                               const ExportOptions &options, qint64 shardIndex, qint64 shardCount)
{
    // The roots of the files declare what the entries use, known only once all are read: the
    // first pass assumes nothing is (true of text lists and of most sitemaps) and stops as
    // soon as that proves wrong; a survey of the input then learns what is, and a last pass
    // writes with that.
    tuneAllocatorForStreaming();
    ExportStream::Layout layout;
    for (ExportStream::Mode mode :
         { ExportStream::Mode::Write, ExportStream::Mode::Survey, ExportStream::Mode::Write }) {
        ExportStream stream(options, layout, mode);
        // The sitemaps with errors, printed once the pass is the one that writes.
        QList<std::pair<QString, QList<Finding>>> errors;
        for (const QString &input : inputs) {
            const int read = feed(parser, input, stream, shardIndex, shardCount, &errors);
            if (read != Done)
                return read;
            if (stream.needsLayout())
                break;
        }
        if (mode == ExportStream::Mode::Survey) {
            layout = stream.layout();
            continue;
        }
        if (stream.needsLayout())
            continue; // to the survey
        for (const auto &[location, findings] : std::as_const(errors))
            printErrors(location, findings);
        const bool inputErrors = !errors.isEmpty();
        if (shardCount > 0 && stream.entriesAdded() == 0)
            return emptyShard(shardIndex, shardCount, inputErrors);
        const ExportResult result = stream.finish();
        const ExportPlan &plan = stream.plan();
        const auto location = [&stream](qint32 source) {
            return stream.sourceLocation(source);
        };
        if (!printFindings(plan, location))
            return Unusable;
        printPlan(plan);
        return printResult(plan, result, inputErrors);
    }
    // The survey's layout did not hold for the pass after it: the input changed meanwhile.
    err() << QCoreApplication::applicationName()
          << " export: " << tr("the input changed while it was read; nothing was written")
          << Qt::endl;
    return Unusable;
}

int ExportCommand::feed(const QCommandLineParser &parser, const QString &input,
                        ExportStream &stream, qint64 shardIndex, qint64 shardCount,
                        QList<std::pair<QString, QList<Finding>>> *errors)
{
    // The shard's share of a document's entries.
    auto give = [&](Sitemap &sitemap, qint32 source) {
        if (shardCount == 0) {
            stream.addEntries(source, sitemap.entries);
            return;
        }
        QList<UrlEntry> mine;
        for (UrlEntry &entry : sitemap.entries) {
            const bool ours = [&] {
                const PooledView loc = entry.locView();
                return shardOf(loc, shardCount) == shardIndex - 1;
            }();
            if (ours)
                mine.append(std::move(entry));
        }
        stream.addEntries(source, mine);
    };
    auto whole = [&](Sitemap &sitemap) {
        if (sitemap.isIndex())
            return;
        give(sitemap, stream.addSource(sitemap));
    };
    // The files of an index are handed on as they are read, in the workspace's order (the
    // order Exporter takes them in). A file that comes before one already handed on (a
    // bundle's documents, read with the opened file) is not handed on here: from then on the
    // files are held, and all go in order once the input is read.
    LoadProgress progress;
    LoadOptions streaming;
    streaming.progress = &progress;
    streaming.keepChildEntries = false;
    QSet<qsizetype> given;
    QMap<qsizetype, Sitemap> held;
    bool holding = false;
    qsizetype next = 1;
    qint32 pieces = -1; // the text list's (or table's) source, once its first piece came
    streaming.tablesInPieces = true;
    streaming.textPieces = [&](Sitemap &piece) {
        if (pieces < 0)
            pieces = stream.addSource(piece);
        give(piece, pieces);
        if (stream.needsLayout())
            progress.cancel();
    };
    streaming.childInOrder = [&](qsizetype position, Sitemap &child) {
        holding = holding || position != next;
        next = position + 1;
        if (holding) {
            held.insert(position, std::move(child));
            return;
        }
        whole(child);
        given.insert(position);
        if (stream.needsLayout())
            progress.cancel();
    };
    Workspace one = openInput(input, streaming);
    if (stream.needsLayout())
        return Done;
    const bool partial
        = !one.limitsReached.isEmpty() && !parser.isSet(QStringLiteral("allow-partial"));
    if (one.isEmpty() || one.root().failed || partial || one.childrenMissing() > 0) {
        // Said as a whole read says it: the errors of the inputs before, then why not this.
        for (const auto &[location, findings] : std::as_const(*errors))
            printErrors(location, findings);
        readable(parser, input, one);
        return Unusable;
    }
    for (qsizetype at = 0; at < one.sitemaps.size(); ++at) {
        Sitemap &sitemap = one.sitemaps[at];
        if (sitemap.errorCount() > 0)
            errors->append({ sitemap.source.location, sitemap.findings });
        if (given.contains(at) || (at == 0 && pieces >= 0))
            continue;
        const auto kept = held.find(at);
        whole(kept != held.end() ? *kept : sitemap);
    }
    return Done;
}

bool ExportCommand::printFindings(const ExportPlan &plan,
                                  const std::function<QString(qint32)> &location)
{
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" export: ");
    // The findings, with their file and line, the way `check` prints them.
    for (qsizetype i = 0; i < plan.findings.size() && i < MaxPrintedFindings; ++i) {
        const Finding &f = plan.findings.at(i);
        const Rule *rule = f.rule();
        err() << location(f.sitemap) << ':';
        if (f.line > 0)
            err() << f.line << ':';
        err() << ' ' << severityName(f.severity) << ": "
              << (rule ? rule->translatedTitle() : QString()) << ": " << f.message << " ["
              << f.ruleId << "]\n";
    }
    const qsizetype unlisted
        = qMax<qsizetype>(0, plan.findings.size() - MaxPrintedFindings) + plan.findingsNotListed;
    if (unlisted > 0)
        err() << prefix << tr("… and %1 more findings").arg(unlisted) << '\n';
    err().flush();
    // Entries that are not absolute http(s) URLs are left out and listed; they make the
    // export's status 1.
    constexpr qsizetype MaxPrintedLeftOut = 10;
    for (qsizetype i = 0; i < plan.leftOut.size() && i < MaxPrintedLeftOut; ++i) {
        const Finding &f = plan.leftOut.at(i);
        err() << location(f.sitemap) << ':';
        if (f.line > 0)
            err() << f.line << ':';
        err() << ' ' << severityName(f.severity) << ": " << f.message << " [" << f.ruleId
              << "]\n";
    }
    const qsizetype leftOut = plan.leftOut.size() + plan.leftOutNotListed;
    if (leftOut > 0)
        err() << prefix
              << tr("%1 entries were left out: their location is not an absolute http or https "
                    "URL")
                     .arg(number(leftOut))
              << Qt::endl;
    if (!plan.isWritable()) {
        for (const QString &error : plan.errors)
            err() << prefix << error << '\n';
        err() << prefix << tr("nothing was written") << Qt::endl;
        return false;
    }
    return true;
}

void ExportCommand::printPlan(const ExportPlan &plan)
{
    // The plan, a file per line.
    const ExportOptions &options = plan.options;
    QTextStream &o = out();
    o << tr("Plan: %1 files, %2 URLs, %3 bytes uncompressed, to %4")
             .arg(number(plan.files.size()), number(plan.urlCount()), number(plan.totalBytes()),
                  options.target)
      << '\n';
    qsizetype width = options.indexName.size();
    for (const ExportFile &file : plan.files)
        width = qMax(width, file.name.size());
    for (const ExportFile &file : plan.files) {
        o << "  " << file.name.leftJustified(width) << "  "
          << tr("%1 URLs").arg(number(file.urlCount())).rightJustified(12) << "  "
          << tr("%1 bytes").arg(number(file.bytes)).rightJustified(18);
        if (file.news > 0)
            o << "  " << tr("%1 news").arg(number(file.news));
        if (file.newestLastmod.isValid())
            o << "  " << tr("lastmod %1").arg(file.newestLastmod.toString());
        o << '\n';
    }
    if (!options.indexName.isEmpty())
        o << "  " << options.indexName.leftJustified(width) << "  "
          << tr("index of %1").arg(number(plan.files.size())).rightJustified(12) << "  "
          << tr("%1 bytes").arg(number(plan.indexBytes)).rightJustified(18) << '\n';
    o.flush();
}

int ExportCommand::printResult(const ExportPlan &plan, const ExportResult &result, bool inputErrors)
{
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" export: ");
    const ExportOptions &options = plan.options;
    if (!result.ok()) {
        err() << prefix << result.error << Qt::endl;
        if (result.status == ExportResult::Status::TargetExists)
            err() << prefix << tr("add --force to replace") << Qt::endl;
        return Unusable;
    }
    QTextStream &o = out();
    o << tr("Written: %1 files and %2, %3 URLs, %4 bytes, %5 as stored%6")
             .arg(number(result.files))
             .arg(options.indexName.isEmpty() ? tr("no index") : tr("an index"))
             .arg(number(result.urls), number(result.uncompressedBytes), number(result.storedBytes),
                  options.zip ? tr(" in %1").arg(options.target) : QString())
      << '\n';
    o << tr("robots.txt:") << '\n';
    for (const QString &line : result.robotsLines)
        o << line << '\n';
    o.flush();
    const bool scopeErrors
        = std::any_of(plan.findings.cbegin(), plan.findings.cend(),
                      [](const Finding &f) { return f.severity == Severity::Error; });
    const bool leftOut = !plan.leftOut.isEmpty() || plan.leftOutNotListed > 0;
    return inputErrors || scopeErrors || leftOut ? FoundErrors : Done;
}

} // namespace Studio::Cli
