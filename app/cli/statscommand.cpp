#include "statscommand.h"

#include "io/loader.h"
#include "io/segmenter.h"
#include "review/segmentstatistics.h"
#include "util/allocator.h"

#include <QMutex>
#include <QSet>

#include <optional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Studio::Cli {

namespace {

struct Counts : SegmentStatistics::Counts
{
    qsizetype childEntries = 0; // of the children counted as they were read
};

void countExtensions(const QList<UrlEntry> &entries, Counts &counts)
{
    for (const UrlEntry &entry : entries)
        SegmentStatistics::count(entry, counts);
}

void countFindings(const QList<Finding> &findings, Counts &counts)
{
    for (const Finding &f : findings)
        SegmentStatistics::count(f, counts);
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

QJsonObject countsJson(const SegmentStatistics::Counts &counts, bool urls)
{
    QJsonObject o;
    if (urls) {
        o.insert(QStringLiteral("urls"), counts.urls);
        o.insert(QStringLiteral("images"), counts.images);
        o.insert(QStringLiteral("videos"), counts.videos);
        o.insert(QStringLiteral("news"), counts.news);
        o.insert(QStringLiteral("alternates"), counts.alternates);
    }
    o.insert(QStringLiteral("errors"), counts.errors);
    o.insert(QStringLiteral("warnings"), counts.warnings);
    o.insert(QStringLiteral("notices"), counts.notices);
    return o;
}

QJsonArray segmentsJson(const SegmentStatistics &segments)
{
    QJsonArray rows;
    for (const SegmentStatistics::Row &row : segments.rows()) {
        QJsonObject o = countsJson(row.counts, true);
        o.insert(QStringLiteral("segment"), row.name);
        o.insert(QStringLiteral("key"), row.key);
        rows.append(o);
    }
    return rows;
}

// The segments as a table: a row each, then the findings of no segment.
void printSegments(QTextStream &s, const SegmentStatistics &segments)
{
    const QStringList columns { QStringLiteral("urls"),       QStringLiteral("images"),
                                QStringLiteral("videos"),     QStringLiteral("news"),
                                QStringLiteral("alternates"), QStringLiteral("errors"),
                                QStringLiteral("warnings"),   QStringLiteral("notices") };
    const QString none = QStringLiteral("(no segment)");
    qsizetype width = qMax<qsizetype>(none.size(), 7);
    for (const SegmentStatistics::Row &row : segments.rows())
        width = qMax(width, row.name.size());
    auto cells = [&](const SegmentStatistics::Counts &c, bool urls) {
        const qsizetype values[]
            = { c.urls, c.images, c.videos, c.news, c.alternates, c.errors, c.warnings, c.notices };
        QString line;
        for (qsizetype i = 0; i < columns.size(); ++i) {
            const bool blank = !urls && i < 5;
            line += QStringLiteral("  ")
                + (blank ? QString() : QString::number(values[i]))
                      .rightJustified(columns.at(i).size());
        }
        return line;
    };
    s << "  segments by " << segments.segmenter().spec() << ":\n";
    s << "    " << QStringLiteral("segment").leftJustified(width);
    for (const QString &column : columns)
        s << "  " << column;
    s << '\n';
    for (const SegmentStatistics::Row &row : segments.rows())
        s << "    " << row.name.leftJustified(width) << cells(row.counts, true) << '\n';
    s << "    " << none.leftJustified(width) << cells(segments.unsegmented(), false) << '\n';
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
    const QCommandLineOption by(QStringLiteral("by"),
                                tr("Count URLs, extensions and findings per segment too: "
                                   "%1. A finding counts in the segment of its entry; one "
                                   "about a file, in none.")
                                    .arg(Segmenter::specSyntax()),
                                QStringLiteral("segments"));
    parser.addOption(json);
    parser.addOption(noChildren);
    parser.addOption(by);
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
    Segmenter segmenter;
    if (parser.isSet(by)) {
        QString error;
        segmenter = Segmenter::fromSpec(parser.value(by), &error);
        if (segmenter.isNull()) {
            err() << QCoreApplication::applicationName() << " stats: --by: " << error << Qt::endl;
            return Unusable;
        }
    }
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
        // Counted as they were read (countChildEntries), or, where the children are kept for
        // the segments, here.
        EntryCounts counted = child.counted;
        for (const UrlEntry &entry : child.entries)
            counted.add(entry);
        const QMutexLocker lock(&childCountsMutex);
        childCounts.images += counted.images;
        childCounts.videos += counted.videos;
        childCounts.news += counted.news;
        childCounts.alternates += counted.alternates;
        childCounts.childEntries += counted.entries;
    };
    options.countChildEntries = true;
    // Segments are counted in the order of the files, so that they are named as an export
    // names them: each child as it comes, in order, then dropped. A child's findings added
    // after it was counted (its entries gone) count in no segment.
    std::optional<SegmentStatistics> segments;
    QHash<qsizetype, qsizetype> segmentedFindings; // child → its findings counted with it
    if (!segmenter.isNull()) {
        options.childInOrder = [&segments, &segmentedFindings](qsizetype position, Sitemap &child) {
            segments->add(child);
            segmentedFindings.insert(position, child.findings.size());
        };
    }
    // A large text list or table is counted piece by piece as it is read, and not kept either.
    Counts listCounts;
    qsizetype listEntries = 0;
    options.tablesInPieces = true;
    options.textPieces = [&listCounts, &listEntries, &segments](Sitemap &piece) {
        countExtensions(piece.entries, listCounts);
        listEntries += piece.entries.size();
        if (segments)
            segments->add(piece);
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
        segmentedFindings.clear();
        if (!segmenter.isNull())
            segments.emplace(segmenter);
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
        if (segments) {
            for (qsizetype at = 0; at < workspace.sitemaps.size(); ++at) {
                const Sitemap &sitemap = workspace.sitemaps.at(at);
                const auto counted = segmentedFindings.constFind(at);
                if (counted == segmentedFindings.cend())
                    segments->add(sitemap);
                else
                    segments->addUnsegmented(sitemap.findings.mid(*counted));
            }
            segments->addUnsegmented(workspace.findings);
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
        if (segments) {
            o.insert(QStringLiteral("segmentedBy"), segmenter.spec());
            o.insert(QStringLiteral("segments"), segmentsJson(*segments));
            o.insert(QStringLiteral("unsegmented"), countsJson(segments->unsegmented(), false));
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
            if (segments)
                printSegments(s, *segments);
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
