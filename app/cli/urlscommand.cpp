#include "urlscommand.h"

#include "net/agentcomparison.h"
#include "util/allocator.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace Studio::Cli {

namespace {

// The fields a line may hold, in the order --fields names them.
enum class Field { Loc, Lastmod, Changefreq, Priority, Images, Videos, News, Alternates, Source,
                   Line };

struct FieldName
{
    const char16_t *name;
    Field field;
};
constexpr FieldName FieldNames[] = {
    { u"loc", Field::Loc },         { u"lastmod", Field::Lastmod },
    { u"changefreq", Field::Changefreq }, { u"priority", Field::Priority },
    { u"images", Field::Images },   { u"videos", Field::Videos },
    { u"news", Field::News },       { u"alternates", Field::Alternates },
    { u"source", Field::Source },   { u"line", Field::Line },
};

QString fieldName(Field field)
{
    for (const FieldName &f : FieldNames)
        if (f.field == field)
            return QString::fromUtf16(f.name);
    return {};
}

// The value of `field` for `entry` of `sitemap`, as text; an empty string when it has none.
QString textOf(Field field, const UrlEntry &entry, const Sitemap &sitemap)
{
    switch (field) {
    case Field::Loc:
        return entry.loc();
    case Field::Lastmod:
        return entry.lastmod().toString();
    case Field::Changefreq:
        return entry.changefreqText();
    case Field::Priority:
        return entry.hasPriority() ? entry.priorityText() : QString();
    case Field::Images:
        return QString::number(entry.images().size());
    case Field::Videos:
        return QString::number(entry.videos().size());
    case Field::News:
        return QString::number(entry.news().size());
    case Field::Alternates:
        return QString::number(entry.alternates().size());
    case Field::Source:
        return sitemap.source.archiveEntry.isEmpty()
            ? sitemap.source.location
            : sitemap.source.location + u'!' + sitemap.source.archiveEntry;
    case Field::Line:
        return entry.sourceLine() > 0 ? QString::number(entry.sourceLine()) : QString();
    }
    return {};
}

bool isCount(Field field)
{
    return field == Field::Images || field == Field::Videos || field == Field::News
        || field == Field::Alternates || field == Field::Line;
}

// A TSV cell: tabs and line breaks, which no URL holds but other text may, become spaces.
QString tsvCell(QString text)
{
    for (QChar &c : text)
        if (c == u'\t' || c == u'\n' || c == u'\r')
            c = u' ';
    return text;
}

} // namespace

QString UrlsCommand::summary() const
{
    return tr("List every URL the inputs bring, one per line.");
}

int UrlsCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Reads each INPUT (a sitemap, index, robots.txt, text list, feed, .gz or .zip, from "
             "a file or an http(s) URL) as every other command does, children and chains "
             "included, and prints every URL it brings in document order, one per line.\n\n"
             "Formats: text (the fields separated by tabs; the location alone by default), "
             "tsv (a header line, then the fields separated by tabs), jsonl (a JSON object per "
             "line). Fields: loc, lastmod, changefreq, priority, images, videos, news, "
             "alternates (counts), source (the file), line.\n\nExit status: 0 read without "
             "errors, 1 read with errors, 2 an input could not be read."));
    const QCommandLineOption format(QStringLiteral("format"),
                                    tr("text, tsv or jsonl (default text)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption fields(
        QStringLiteral("fields"),
        tr("The fields of each line, separated by commas (default: loc for text, "
           "loc,lastmod,changefreq,priority for tsv and jsonl)."),
        QStringLiteral("LIST"));
    const QCommandLineOption noChildren(QStringLiteral("no-children"),
                                        tr("Read an index alone, without its children."));
    parser.addOption(format);
    parser.addOption(fields);
    parser.addOption(noChildren);
    parser.addPositionalArgument(QStringLiteral("INPUT"), tr("Files or http(s) URLs to read."),
                                 QStringLiteral("INPUT..."));
    addRemoteOptions(parser, Comparison::Offered);
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    auto wrong = [](const QString &why) {
        err() << QCoreApplication::applicationName() << " urls: " << why << Qt::endl;
        return Unusable;
    };
    const QString formatName = parser.value(format);
    if (formatName != u"text" && formatName != u"tsv" && formatName != u"jsonl")
        return wrong(tr("unknown format \"%1\"; use text, tsv or jsonl").arg(formatName));
    QList<Field> chosen;
    const QString fieldList = parser.isSet(fields)
        ? parser.value(fields)
        : formatName == u"text" ? QStringLiteral("loc")
                                : QStringLiteral("loc,lastmod,changefreq,priority");
    for (const QString &name : fieldList.split(u',', Qt::SkipEmptyParts)) {
        const auto known = std::find_if(std::begin(FieldNames), std::end(FieldNames),
                                        [&](const FieldName &f) {
                                            return name.trimmed() == QStringView(f.name);
                                        });
        if (known == std::end(FieldNames))
            return wrong(tr("unknown field \"%1\"").arg(name));
        chosen.append(known->field);
    }
    if (chosen.isEmpty())
        return wrong(tr("--fields names no field"));
    LoadOptions options;
    if (!readLimits(parser, &options.limits) || !readRemoteLimits(parser))
        return Unusable;
    options.loadChildren = !parser.isSet(noChildren);
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty())
        return wrong(tr("no INPUT given"));

    QTextStream &s = out();
    if (formatName == u"tsv") {
        QStringList header;
        for (const Field field : chosen)
            header.append(fieldName(field));
        s << header.join(u'\t') << '\n';
    }
    auto print = [&](const Sitemap &sitemap, const QList<UrlEntry> &entries) {
        for (const UrlEntry &entry : entries) {
            if (formatName == u"jsonl") {
                QJsonObject o;
                for (const Field field : chosen) {
                    const QString text = textOf(field, entry, sitemap);
                    if (isCount(field))
                        o.insert(fieldName(field), text.isEmpty() ? QJsonValue()
                                                                  : QJsonValue(text.toLongLong()));
                    else
                        o.insert(fieldName(field), text.isEmpty() ? QJsonValue() : text);
                }
                s << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
            } else {
                QStringList cells;
                for (const Field field : chosen)
                    cells.append(tsvCell(textOf(field, entry, sitemap)));
                s << cells.join(u'\t') << '\n';
            }
        }
    };
    // Each file's entries are printed and dropped: heaps that give back what a file freed.
    tuneAllocatorForStreaming();
    int exitCode = Done;
    for (const QString &input : inputs) {
        // An index's sitemaps, and a large text list's or table's pieces, are written as read
        // and then dropped, so that a set of any size costs the memory of a few files. The
        // order is the document order (Workspace::urlSitemapsInOrder): the index's sitemaps
        // in the order it lists them, a nested index's before the sitemaps after it. So once
        // a nested index is met, the files after it are held until the end, where they are
        // written in that order.
        QSet<qsizetype> written;
        QHash<qsizetype, QList<UrlEntry>> held;
        bool holding = false;
        qsizetype next = 1; // the position that follows the opened file's own
        LoadOptions streaming = options;
        streaming.keepChildEntries = false;
        streaming.tablesInPieces = true;
        streaming.textPieces = [&](Sitemap &piece) { print(piece, piece.entries); };
        streaming.childInOrder = [&](qsizetype position, Sitemap &child) {
            // Only the opened index's (or robots.txt's) files come right after it; a bundle's
            // documents come first.
            holding = holding || position != next;
            next = position + 1;
            if (child.failed)
                return;
            if (child.isIndex()) {
                holding = true;
                return;
            }
            if (holding) {
                held.insert(position, std::move(child.entries));
                return;
            }
            print(child, child.entries);
            written.insert(position);
        };
        const Workspace workspace = openInput(input, streaming);
        if (workspace.root().failed) {
            printErrors(input, workspace.root().findings);
            exitCode = Unusable;
            continue;
        }
        // What --compare-agents found: on stderr, beside the URLs.
        for (const Finding &f : workspace.root().findings)
            if (AgentComparison::isComparison(f))
                err() << input << ": " << severityName(f.severity) << ": " << f.toString() << " ["
                      << f.ruleId << "]\n";
        err().flush();
        bool errors = false;
        for (const Sitemap &sitemap : workspace.sitemaps)
            for (const Finding &f : sitemap.findings)
                errors = errors || f.severity == Severity::Error;
        for (const Finding &f : workspace.findings)
            errors = errors || f.severity == Severity::Error;
        if (errors && exitCode == Done)
            exitCode = FoundErrors;
        for (const qsizetype at : workspace.urlSitemapsInOrder()) {
            if (written.contains(at))
                continue;
            const Sitemap &sitemap = workspace.sitemaps.at(at);
            const auto kept = held.constFind(at);
            print(sitemap, kept != held.cend() ? *kept : sitemap.entries);
        }
    }
    s.flush();
    return exitCode;
}

} // namespace Studio::Cli
