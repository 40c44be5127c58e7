#include "crawldiffcommand.h"

#include "net/crawldiff.h"
#include "net/crawlstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Studio::Cli {

QString CrawlDiffCommand::summary() const
{
    return tr("Compare two kept crawls of a site: pages new, gone and changed.");
}

int CrawlDiffCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Compares two crawls of a site kept by crawl --save (or audit --save): the pages "
             "NEW has that OLD had not, those gone from it, and those whose status, "
             "indexability, canonical, redirect target, title, content or depth changed. The "
             "content is the page's main text, compared without what repeats on most pages "
             "(menus, cookie notices) and without navigation, headers, footers and asides, so "
             "that a changed clock or teaser is no change. Pages are matched by their "
             "normalised URL. Prints a line per page (+ new, - gone, "
             "~ changed, with what changed) and the counts, or with --json both for scripts.\n\n"
             "Exit status: 0 the crawls found the same pages alike, 1 they differ, 2 a crawl "
             "could not be read or the call is wrong."));
    const QCommandLineOption json(u"json"_s, tr("Print the comparison as JSON."));
    const QCommandLineOption kind(
        u"kind"_s, tr("Only these kinds of change, comma-separated: new, gone, changed."),
        u"kinds"_s);
    const QCommandLineOption field(
        u"field"_s,
        tr("Only pages changed in one of these, comma-separated: status, indexability, "
           "canonical, redirect, title, content, depth."),
        u"fields"_s);
    const QCommandLineOption filter(u"filter"_s, tr("Only pages whose URL contains TEXT."),
                                    u"text"_s);
    parser.addOptions({ json, kind, field, filter });
    parser.addPositionalArgument(u"OLD"_s, tr("The earlier crawl (a file of crawl --save)."));
    parser.addPositionalArgument(u"NEW"_s, tr("The later crawl."));
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(u"help"_s))
        return Done;
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" crawl-diff: ");
    auto fail = [&](const QString &why) {
        err() << prefix << why << Qt::endl;
        return int(Unusable);
    };
    const QStringList inputs = parser.positionalArguments();
    if (inputs.size() != 2)
        return fail(tr("needs two kept crawls, OLD and NEW"));

    // The filters, checked before anything is read.
    QList<CrawlDiff::Kind> kinds;
    for (const QString &name : parser.value(kind).split(u',', Qt::SkipEmptyParts)) {
        bool known = false;
        for (const CrawlDiff::Kind k :
             { CrawlDiff::Kind::New, CrawlDiff::Kind::Gone, CrawlDiff::Kind::Changed })
            if (name.trimmed() == CrawlDiff::kindName(k)) {
                kinds.append(k);
                known = true;
            }
        if (!known)
            return fail(tr("--kind takes new, gone or changed, not \"%1\"").arg(name));
    }
    int fields = 0;
    for (const QString &name : parser.value(field).split(u',', Qt::SkipEmptyParts)) {
        bool known = false;
        for (int bit = 1; bit <= CrawlDiff::LastField; bit <<= 1)
            if (name.trimmed() == CrawlDiff::fieldName(CrawlDiff::Field(bit))) {
                fields |= bit;
                known = true;
            }
        if (!known)
            return fail(tr("--field takes status, indexability, canonical, redirect, title, "
                           "content or depth, not \"%1\"")
                            .arg(name));
    }

    CrawlResult crawls[2];
    for (int i = 0; i < 2; ++i) {
        CrawlOptions options;
        bool finished = false;
        QString error;
        if (!CrawlStore::read(inputs.at(i), &crawls[i], &options, &finished, &error))
            return fail(error);
        if (!finished)
            err() << inputs.at(i) << ": "
                  << tr("warning: this crawl did not run to its end (crawl --resume goes on "
                        "with it); pages it did not reach show as new or gone")
                  << Qt::endl;
    }
    const CrawlDiff diff = CrawlDiff::compare(crawls[0], crawls[1]);
    const QString text = parser.value(filter);
    auto shown = [&](const CrawlDiff::Change &change) {
        return (kinds.isEmpty() || kinds.contains(change.kind))
            && (fields == 0 || (change.fields & fields) != 0)
            && (text.isEmpty() || change.url.contains(text, Qt::CaseInsensitive));
    };

    if (parser.isSet(json)) {
        QJsonObject report = diff.toJson();
        const QJsonArray changes = report.value(u"changes"_s).toArray();
        // The counts stay those of the whole comparison; the list is the one filtered.
        QJsonArray filtered;
        for (qsizetype i = 0; i < diff.changes().size(); ++i)
            if (shown(diff.changes().at(i)))
                filtered.append(changes.at(i));
        report.insert(u"changes"_s, filtered);
        report.insert(u"old"_s, inputs.at(0));
        report.insert(u"new"_s, inputs.at(1));
        out() << QJsonDocument(report).toJson();
    } else {
        QTextStream &s = out();
        for (const CrawlDiff::Change &change : diff.changes()) {
            if (!shown(change))
                continue;
            switch (change.kind) {
            case CrawlDiff::Kind::New:
                s << "+ " << change.url << " (" << change.after.status << ", "
                  << change.after.indexability << ")\n";
                break;
            case CrawlDiff::Kind::Gone:
                s << "- " << change.url << " (" << change.before.status << ", "
                  << change.before.indexability << ")\n";
                break;
            case CrawlDiff::Kind::Changed:
                s << "~ " << change.url << ": " << CrawlDiff::describe(change) << '\n';
                break;
            }
        }
        QStringList byField;
        for (int bit = 1; bit <= CrawlDiff::LastField; bit <<= 1)
            if (const qsizetype n = diff.count(CrawlDiff::Field(bit)))
                byField.append(u"%1 %2"_s.arg(n).arg(CrawlDiff::fieldName(CrawlDiff::Field(bit))));
        s << tr("%1 new, %2 gone, %3 changed, %4 unchanged")
                 .arg(diff.count(CrawlDiff::Kind::New))
                 .arg(diff.count(CrawlDiff::Kind::Gone))
                 .arg(diff.count(CrawlDiff::Kind::Changed))
                 .arg(diff.unchanged())
          << (byField.isEmpty() ? QString() : u" ("_s + byField.join(u", "_s) + u')') << '\n';
        s.flush();
    }
    return diff.isSame() ? int(Done) : int(FoundErrors);
}

} // namespace Studio::Cli
