#include "coveragecommand.h"

#include "review/coverage.h"
#include "io/segmenter.h"
#include "util/allocator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio::Cli {

namespace {

// The name of the file at `position`, as the other commands print it.
QString fileName(const Workspace &workspace, qint32 position)
{
    if (position < 0 || position >= workspace.sitemaps.size())
        return QString();
    const auto &source = workspace.sitemaps.at(position).source;
    return source.archiveEntry.isEmpty() ? source.location : source.archiveEntry;
}

QString sourceName(CoverageRecord::Source source)
{
    return source == CoverageRecord::Source::Inspection ? QStringLiteral("inspection")
                                                        : QStringLiteral("pages-export");
}

QString recordStateName(CoverageRecord::State state)
{
    switch (state) {
    case CoverageRecord::State::Indexed:
        return QStringLiteral("indexed");
    case CoverageRecord::State::NotIndexed:
        return QStringLiteral("not-indexed");
    case CoverageRecord::State::Unknown:
        return QStringLiteral("unknown");
    }
    return {};
}

// The reasons of `counts`, the most frequent first (the first to come first among equals).
QList<CoverageJoin::Reason> byFrequency(const CoverageJoin::Counts &counts)
{
    QList<CoverageJoin::Reason> reasons = counts.reasons;
    std::stable_sort(reasons.begin(), reasons.end(),
                     [](const CoverageJoin::Reason &a, const CoverageJoin::Reason &b) {
                         return a.urls > b.urls;
                     });
    return reasons;
}

QJsonObject countsJson(const CoverageJoin::Counts &counts)
{
    QJsonArray reasons;
    for (const CoverageJoin::Reason &reason : byFrequency(counts))
        reasons.append(QJsonObject { { QStringLiteral("reason"), reason.text },
                                     { QStringLiteral("urls"), reason.urls } });
    return QJsonObject {
        { QStringLiteral("submitted"), counts.submitted },
        { QStringLiteral("indexed"), counts.indexed },
        { QStringLiteral("notIndexed"), counts.notIndexed },
        { QStringLiteral("unknown"), counts.unknown },
        { QStringLiteral("notInspected"), counts.notInspected },
        { QStringLiteral("reasons"), reasons },
    };
}

// What Google says of a URL, the fields a record has.
void insertRecord(QJsonObject &o, const CoverageRecord &record)
{
    const auto insert = [&o](const char *key, const QString &value) {
        if (!value.isEmpty())
            o.insert(QLatin1StringView(key), value);
    };
    insert("reason", record.reason);
    o.insert(QStringLiteral("source"), sourceName(record.source));
    o.insert(QStringLiteral("sourceFile"), record.file);
    o.insert(QStringLiteral("sourceLine"), record.line);
    insert("verdict", record.verdict);
    insert("lastCrawlTime", record.lastCrawlTime);
    insert("pageFetchState", record.pageFetchState);
    insert("robotsTxtState", record.robotsTxtState);
    insert("indexingState", record.indexingState);
    insert("googleCanonical", record.googleCanonical);
    insert("userCanonical", record.userCanonical);
    insert("crawledAs", record.crawledAs);
    if (!record.sitemaps.isEmpty())
        o.insert(QStringLiteral("sitemaps"), QJsonArray::fromStringList(record.sitemaps));
}

// The table of counts: a row per segment, then all of them.
void printCounts(QTextStream &s, const CoverageJoin &join)
{
    const QStringList columns { QStringLiteral("submitted"), QStringLiteral("indexed"),
                                QStringLiteral("not-indexed"), QStringLiteral("unknown"),
                                QStringLiteral("not-inspected") };
    const QString all = QStringLiteral("(all)");
    qsizetype width = qMax<qsizetype>(all.size(), 7);
    for (const CoverageJoin::Row &row : join.rows())
        width = qMax(width, row.name.size());
    const auto line = [&](const QString &name, const CoverageJoin::Counts &c) {
        const qsizetype values[]
            = { c.submitted, c.indexed, c.notIndexed, c.unknown, c.notInspected };
        s << "  " << name.leftJustified(width);
        for (qsizetype i = 0; i < columns.size(); ++i)
            s << "  " << QString::number(values[i]).rightJustified(columns.at(i).size());
        s << '\n';
    };
    s << "  " << QStringLiteral("segment").leftJustified(width);
    for (const QString &column : columns)
        s << "  " << column;
    s << '\n';
    for (const CoverageJoin::Row &row : join.rows())
        line(row.name, row.counts);
    line(all, join.total());

    // Why the URLs are not indexed, per segment.
    QList<std::pair<QString, CoverageJoin::Reason>> reasons;
    for (const CoverageJoin::Row &row : join.rows())
        for (const CoverageJoin::Reason &reason : byFrequency(row.counts))
            reasons.append({ row.name, reason });
    if (join.rows().isEmpty())
        for (const CoverageJoin::Reason &reason : byFrequency(join.total()))
            reasons.append({ all, reason });
    if (reasons.isEmpty())
        return;
    qsizetype reasonWidth = 0;
    for (const auto &[segment, reason] : std::as_const(reasons))
        reasonWidth = qMax(reasonWidth, reason.text.size());
    s << "  not indexed, by reason:\n";
    for (const auto &[segment, reason] : std::as_const(reasons))
        s << "    " << segment.leftJustified(width) << "  "
          << reason.text.leftJustified(reasonWidth) << "  " << reason.urls << '\n';
}

} // namespace

QString CoverageCommand::summary() const
{
    return tr("Join Search Console's verdicts (URL Inspection results, Page indexing exports) "
              "with a sitemap.");
}

QList<QCommandLineOption> CoverageCommand::dataOptions()
{
    QCommandLineOption inspection(
        QStringLiteral("inspection"),
        tr("URL Inspection API results: a JSON object a line, {\"inspectionUrl\": URL, "
           "\"inspectionResult\": the API's result}. May be given more than once."),
        QStringLiteral("file"));
    QCommandLineOption pagesExport(
        QStringLiteral("pages-export"),
        tr("A Page indexing export of Search Console: the zip it downloads (Table.csv, "
           "Metadata.csv, Chart.csv) or the table alone as CSV. May be given more than once."),
        QStringLiteral("file"));
    QCommandLineOption reason(
        QStringLiteral("reason"),
        tr("After a --pages-export: the reason its pages are listed under, in Search Console's "
           "words (\"Crawled - currently not indexed\"; \"Indexed\" for the indexed pages), "
           "where the export does not say (a CSV alone)."),
        QStringLiteral("text"));
    return { inspection, pagesExport, reason };
}

bool CoverageCommand::hasData(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("inspection"))
        || parser.isSet(QStringLiteral("pages-export"));
}

bool CoverageCommand::readData(const QCommandLineParser &parser, CoverageData *data, QString *error)
{
    const QString pagesExport = QStringLiteral("pages-export");
    const QString reason = QStringLiteral("reason");
    const auto complain = [error](const QString &why) {
        *error = why;
        return false;
    };
    // Each --reason belongs to the --pages-export before it: optionNames() keeps the order
    // the options came in, repeats included.
    const QStringList exports = parser.values(pagesExport);
    const QStringList reasons = parser.values(reason);
    QStringList reasonOf(exports.size());
    {
        qsizetype exportsSeen = 0, reasonsSeen = 0;
        for (const QString &option : parser.optionNames()) {
            if (option == pagesExport) {
                ++exportsSeen;
            } else if (option == reason) {
                const QString text = reasons.value(reasonsSeen++);
                if (exportsSeen == 0)
                    return complain(tr("--reason \"%1\" comes before any --pages-export; give "
                                       "it after the export it is about")
                                        .arg(text));
                if (!reasonOf[exportsSeen - 1].isEmpty())
                    return complain(tr("two reasons for %1; give one --reason after each "
                                       "--pages-export")
                                        .arg(exports.at(exportsSeen - 1)));
                reasonOf[exportsSeen - 1] = text;
            }
        }
    }

    for (qsizetype i = 0; i < exports.size(); ++i) {
        bool reasonMissing = false;
        if (!data->readPagesExport(exports.at(i), reasonOf.at(i), error, &reasonMissing)) {
            if (reasonMissing)
                return complain(tr("%1: the export does not say which reason its pages are "
                                   "listed under (it has no Metadata.csv with an Issue); give "
                                   "it with --reason TEXT after the file, such as --reason "
                                   "\"Crawled - currently not indexed\"")
                                    .arg(exports.at(i)));
            return false;
        }
    }
    for (const QString &file : parser.values(QStringLiteral("inspection")))
        if (!data->readInspection(file, error))
            return false;
    return true;
}

int CoverageCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Reads SITEMAP (a sitemap, an index with its children, .gz or .zip) and what "
             "Google says of its URLs, from files: URL Inspection API results (--inspection) "
             "and Search Console's Page indexing exports (--pages-export). Prints, per segment, "
             "the URLs submitted, indexed, not indexed by reason, unknown to Google and not "
             "inspected; each URL's state (--json); and findings in Search Console's words, "
             "each on its sitemap entry: rules SM901 to SM913 ('rules' lists them).\n\n"
             "A later record of a URL replaces an earlier one, an inspection is never replaced "
             "by an export's row.\n\nExit status: 0 no errors found, 1 findings of severity "
             "error (a URL blocked, noindex, not found, a server or redirect error), 2 a file "
             "could not be read or is wrong (the message names the file and line), or a wrong "
             "call."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption by(QStringLiteral("by"),
                                tr("Count per segment: %1.").arg(Segmenter::specSyntax()),
                                QStringLiteral("segments"));
    parser.addOptions(dataOptions());
    parser.addOptions({ json, by });
    parser.addPositionalArgument(QStringLiteral("SITEMAP"),
                                 tr("The sitemap or index, a file or an http(s) URL."));
    addRemoteOptions(parser);
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    const auto complain = [this](const QString &why) { return refuse(why); };
    LoadOptions options;
    const QString input = sitemapArgument(parser, &options);
    if (input.isEmpty())
        return Unusable;
    if (!hasData(parser))
        return complain(tr("give Google's data: --inspection FILE, --pages-export FILE, or "
                           "both"));
    Segmenter segmenter;
    if (parser.isSet(by)) {
        QString error;
        segmenter = Segmenter::fromSpec(parser.value(by), &error);
        if (segmenter.isNull())
            return complain(u"--by: "_s + error);
    }

    // Google's data first: a wrong file stops before the sitemap is read.
    CoverageData data;
    if (QString error; !readData(parser, &data, &error))
        return complain(error);

    // The sitemap's files joined as they come, in order; an index's children are not kept.
    // Each URL's state is written in JSON only; the text lists the counts and the findings.
    CoverageJoin join(data, segmenter,
                      parser.isSet(json) ? CoverageJoin::Keep::Urls : CoverageJoin::Keep::Findings);
    QSet<qsizetype> joined;
    options.streamingStarts = tuneAllocatorForStreaming;
    options.keepChildEntries = false;
    options.childInOrder = [&join, &joined](qsizetype position, Sitemap &child) {
        join.add(child, qint32(position));
        joined.insert(position);
    };
    Workspace workspace = openInput(input, options);
    if (workspace.isEmpty() || workspace.root().failed) {
        const Finding *why = nullptr;
        if (!workspace.isEmpty())
            for (const Finding &f : workspace.root().findings)
                if (f.severity == Severity::Error && !why)
                    why = &f;
        return complain(
            u"%1: %2"_s.arg(input, why ? why->toString() : tr("not readable as a sitemap")));
    }
    bool readingErrors = false;
    for (qsizetype at = 0; at < workspace.sitemaps.size(); ++at) {
        const Sitemap &sitemap = workspace.sitemaps.at(at);
        if (!joined.contains(at))
            join.add(sitemap, qint32(at));
        // What reading found wrong goes to stderr: the join is about Google's verdicts.
        printErrors(fileName(workspace, qint32(at)), sitemap.findings);
        for (const Finding &f : sitemap.findings)
            readingErrors = readingErrors || f.severity == Severity::Error;
    }
    join.finish(0);

    const QList<CoverageRecord> &records = data.records();
    const auto rowName = [&join](qsizetype row) {
        return row >= 0 ? join.rows().at(row).name : QString();
    };
    bool errors = readingErrors;
    for (const Finding &f : join.findings())
        errors = errors || f.severity == Severity::Error;

    if (parser.isSet(json)) {
        QJsonObject o { { QStringLiteral("sitemap"), input },
                        { QStringLiteral("records"), records.size() },
                        { QStringLiteral("total"), countsJson(join.total()) } };
        if (!segmenter.isNull()) {
            o.insert(QStringLiteral("segmentedBy"), segmenter.spec());
            QJsonArray segments;
            for (const CoverageJoin::Row &row : join.rows()) {
                QJsonObject r = countsJson(row.counts);
                r.insert(QStringLiteral("segment"), row.name);
                r.insert(QStringLiteral("key"), row.key);
                segments.append(r);
            }
            o.insert(QStringLiteral("segments"), segments);
        }
        QJsonArray urls;
        for (const CoverageJoin::Url &url : join.urls()) {
            QJsonObject u { { QStringLiteral("url"), url.loc },
                            { QStringLiteral("file"), fileName(workspace, url.sitemap) },
                            { QStringLiteral("entry"), url.entry },
                            { QStringLiteral("state"), CoverageJoin::stateName(url.state) } };
            if (url.row >= 0)
                u.insert(QStringLiteral("segment"), rowName(url.row));
            if (url.record >= 0)
                insertRecord(u, records.at(url.record));
            urls.append(u);
        }
        o.insert(QStringLiteral("urls"), urls);
        QJsonArray unlisted;
        for (const qsizetype at : join.unlisted()) {
            const CoverageRecord &record = records.at(at);
            QJsonObject u { { QStringLiteral("url"), record.url },
                            { QStringLiteral("state"), recordStateName(record.state) } };
            insertRecord(u, record);
            unlisted.append(u);
        }
        o.insert(QStringLiteral("unlisted"), unlisted);
        QJsonArray findings;
        for (const Finding &f : join.findings()) {
            QJsonObject j { { QStringLiteral("rule"), QString(f.ruleId) },
                            { QStringLiteral("severity"), severityName(f.severity) },
                            { QStringLiteral("title"), f.rule()->translatedTitle() },
                            { QStringLiteral("message"), f.message },
                            { QStringLiteral("file"), fileName(workspace, f.sitemap) } };
            if (f.entryIndex >= 0) {
                j.insert(QStringLiteral("entry"), f.entryIndex);
                if (f.line > 0)
                    j.insert(QStringLiteral("line"), f.line);
            }
            if (!f.suggestion.isEmpty())
                j.insert(QStringLiteral("suggestion"), f.suggestion);
            if (f.relatedEntry >= 0) {
                j.insert(QStringLiteral("relatedFile"), fileName(workspace, f.relatedSitemap));
                j.insert(QStringLiteral("relatedEntry"), f.relatedEntry);
            }
            findings.append(j);
        }
        o.insert(QStringLiteral("findings"), findings);
        out() << QJsonDocument(o).toJson();
    } else {
        QTextStream &s = out();
        s << input << ": " << join.total().submitted << " URLs, " << records.size()
          << " known to Google from the files given";
        if (!segmenter.isNull())
            s << "; segments by " << segmenter.spec();
        s << '\n';
        printCounts(s, join);
        for (const Finding &f : join.findings()) {
            s << "  " << fileName(workspace, f.sitemap) << ':';
            if (f.line > 0)
                s << f.line << ':';
            s << ' ' << severityName(f.severity) << ": " << f.rule()->translatedTitle() << ": "
              << f.message << " [" << f.ruleId << "]\n";
        }
    }
    out().flush();
    keepUntilExit(std::move(workspace));
    return errors ? FoundErrors : Done;
}

} // namespace Studio::Cli
