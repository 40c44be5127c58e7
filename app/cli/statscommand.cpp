#include "statscommand.h"

#include "io/loader.h"
#include "util/allocator.h"

#include <QMutex>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Studio::Cli {

namespace {

struct Counts
{
    qsizetype images = 0, videos = 0, news = 0, alternates = 0;
    qsizetype errors = 0, warnings = 0, notices = 0;
    qsizetype childEntries = 0; // of the children counted as they were read
};

void countExtensions(const QList<UrlEntry> &entries, Counts &counts)
{
    for (const UrlEntry &entry : entries) {
        if (!entry.hasExtras())
            continue;
        counts.images += entry.images().size();
        counts.videos += entry.videos().size();
        counts.news += entry.news().size();
        counts.alternates += entry.alternates().size();
    }
}

void countFindings(const QList<Finding> &findings, Counts &counts)
{
    for (const Finding &f : findings) {
        counts.errors += f.severity == Severity::Error;
        counts.warnings += f.severity == Severity::Warning;
        counts.notices += f.severity == Severity::Notice;
    }
}

QJsonObject findingJson(const Finding &f, const QString &file)
{
    QJsonObject o{{QStringLiteral("rule"), QString(f.ruleId)},
                  {QStringLiteral("severity"), severityName(f.severity)},
                  {QStringLiteral("message"), f.message}};
    if (!file.isEmpty())
        o.insert(QStringLiteral("file"), file);
    if (f.line > 0) {
        o.insert(QStringLiteral("line"), f.line);
        o.insert(QStringLiteral("column"), f.column);
    }
    if (f.entryIndex >= 0)
        o.insert(QStringLiteral("entry"), f.entryIndex);
    return o;
}

} // namespace

QString StatsCommand::summary() const
{
    return tr("Count the entries, extensions and problems of sitemaps.");
}

int StatsCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser, tr("Reads each INPUT (a sitemap, sitemap index, .gz or .zip) and prints its "
                     "format, compression, entries, images, videos, news, alternates, sizes "
                     "and the errors and warnings met while reading. For an index, the child "
                     "sitemaps found beside it are read too, and images, videos, news and "
                     "alternates count their entries.\n\nExit status: 0 read without errors, "
                     "1 read with errors, 2 an input could not be read."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption noChildren(QStringLiteral("no-children"),
                                        tr("Read an index alone, without its children."));
    parser.addOption(json);
    parser.addOption(noChildren);
    parser.addPositionalArgument(QStringLiteral("INPUT"), tr("Files or http(s) URLs to read."),
                                 QStringLiteral("INPUT..."));
    addRemoteOptions(parser, Comparison::Offered);
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    LoadOptions options;
    if (!readLimits(parser, &options.limits))
        return Unusable;
    if (!readRemoteLimits(parser))
        return Unusable;
    options.loadChildren = !parser.isSet(noChildren);
    // The children of an index are counted as they are read and not kept: a million URLs in
    // twenty files need the memory of two files (one per thread), not of twenty, on heaps
    // that give back what a file freed. Only then: a single file is read on heaps that grow
    // in large steps (tuneAllocator()), which a streaming command's would make a sixth slower
    // (a system call to grow them every 128 KiB, each stalling the other thread).
    options.streamingStarts = tuneAllocatorForStreaming;
    Counts childCounts;
    QMutex childCountsMutex;
    options.keepChildEntries = false;
    options.childRead = [&childCounts, &childCountsMutex](const Sitemap &child) {
        if (child.isIndex())
            return;
        Counts counts;
        countExtensions(child.entries, counts);
        const QMutexLocker lock(&childCountsMutex);
        childCounts.images += counts.images;
        childCounts.videos += counts.videos;
        childCounts.news += counts.news;
        childCounts.alternates += counts.alternates;
        childCounts.childEntries += child.entries.size();
    };
    // A large text list or table is counted piece by piece as it is read, and not kept either.
    Counts listCounts;
    qsizetype listEntries = 0;
    options.tablesInPieces = true;
    options.textPieces = [&listCounts, &listEntries](Sitemap &piece) {
        countExtensions(piece.entries, listCounts);
        listEntries += piece.entries.size();
    };
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty()) {
        err() << QCoreApplication::applicationName() << " stats: " << tr("no INPUT given")
              << Qt::endl;
        return Unusable;
    }

    int exitCode = Done;
    QJsonArray results;
    for (const QString &input : inputs) {
        childCounts = Counts();
        listCounts = Counts();
        listEntries = 0;
        Workspace workspace = openInput(input, options);
        const Sitemap &root = workspace.root();
        Counts counts = childCounts;
        counts.images += listCounts.images;
        counts.videos += listCounts.videos;
        counts.news += listCounts.news;
        counts.alternates += listCounts.alternates;
        QJsonArray findings;
        for (const Sitemap &sitemap : workspace.sitemaps) {
            countFindings(sitemap.findings, counts);
            const QString file = &sitemap == &root ? QString()
                : sitemap.source.archiveEntry.isEmpty() ? sitemap.source.location
                                                        : sitemap.source.archiveEntry;
            for (const Finding &f : sitemap.findings)
                findings.append(findingJson(f, file));
            if (sitemap.isIndex() && &sitemap != &root)
                continue;
            // Children read from disk come without their entries (counted as they were
            // read); the root and the children of a URL or a bundle come with them.
            countExtensions(sitemap.entries, counts);
        }
        countFindings(workspace.findings, counts);
        for (const Finding &f : workspace.findings)
            findings.append(findingJson(f, QString()));

        const bool unreadable = root.failed;
        if (unreadable)
            exitCode = Unusable;
        else if (counts.errors > 0 && exitCode == Done)
            exitCode = FoundErrors;

        QJsonObject o{
            {QStringLiteral("input"), input},
            {QStringLiteral("format"), sourceFormatName(root.source.format)},
            {QStringLiteral("compression"), compressionName(root.source.compression)},
            {QStringLiteral("encoding"), root.source.encoding},
            {QStringLiteral("entries"), root.entries.size() + listEntries},
            {QStringLiteral("images"), counts.images},
            {QStringLiteral("videos"), counts.videos},
            {QStringLiteral("news"), counts.news},
            {QStringLiteral("alternates"), counts.alternates},
            {QStringLiteral("bytes"), root.source.bytes},
            {QStringLiteral("uncompressedBytes"), root.source.uncompressedBytes},
            {QStringLiteral("errors"), counts.errors},
            {QStringLiteral("warnings"), counts.warnings},
            {QStringLiteral("notices"), counts.notices},
            {QStringLiteral("readable"), !unreadable},
            {QStringLiteral("recovered"), root.recovered},
        };
        if (root.isIndex() && !root.failed) {
            o.insert(QStringLiteral("childrenLoaded"), workspace.childrenLoaded());
            o.insert(QStringLiteral("childrenMissing"), workspace.childrenMissing());
            o.insert(QStringLiteral("childEntries"),
                     workspace.childEntries() + counts.childEntries);
        }
        o.insert(QStringLiteral("findings"), findings);
        results.append(o);

        if (!parser.isSet(json)) {
            QTextStream &s = out();
            s << input << '\n';
            for (const QString &key :
                 {QStringLiteral("format"), QStringLiteral("compression"),
                  QStringLiteral("encoding"), QStringLiteral("entries"), QStringLiteral("images"),
                  QStringLiteral("videos"), QStringLiteral("news"), QStringLiteral("alternates"),
                  QStringLiteral("bytes"), QStringLiteral("uncompressedBytes"),
                  QStringLiteral("childrenLoaded"), QStringLiteral("childrenMissing"),
                  QStringLiteral("childEntries"), QStringLiteral("errors"),
                  QStringLiteral("warnings"), QStringLiteral("notices")}) {
                if (o.contains(key))
                    s << "  " << key << ": " << o.value(key).toVariant().toString() << '\n';
            }
            for (const auto &value : std::as_const(findings)) {
                const QJsonObject f = value.toObject();
                s << "  " << f.value(QStringLiteral("severity")).toString() << ' '
                  << f.value(QStringLiteral("rule")).toString() << ' ';
                if (f.contains(QStringLiteral("file")))
                    s << f.value(QStringLiteral("file")).toString() << ':';
                if (f.contains(QStringLiteral("line")))
                    s << f.value(QStringLiteral("line")).toInteger() << ':'
                      << f.value(QStringLiteral("column")).toInteger() << ": ";
                s << f.value(QStringLiteral("message")).toString() << '\n';
            }
        }
        if (unreadable) {
            const Finding *reason = nullptr;
            for (const Finding &f : root.findings) {
                if (f.severity == Severity::Error) {
                    reason = &f;
                    break;
                }
            }
            err() << input << ": "
                  << (reason ? reason->toString() : tr("not readable as a sitemap")) << Qt::endl;
        }
        if (&input == &inputs.constLast())
            keepUntilExit(std::move(workspace));
    }
    if (parser.isSet(json))
        out() << QJsonDocument(QJsonObject{{QStringLiteral("inputs"), results}}).toJson();
    out().flush();
    return exitCode;
}

} // namespace Studio::Cli
