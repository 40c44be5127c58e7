#include "inspectcommand.h"

#include "searchconsoleaccess.h"

#include "io/loader.h"
#include "net/searchconsole.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace Studio::Cli {

QString InspectCommand::summary() const
{
    return tr("Ask Search Console's URL Inspection API what Google did with each URL.");
}

int InspectCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Reads SITEMAP (a sitemap, an index with its children; a file or an http(s) URL) "
             "and asks Search Console's URL Inspection API about each of its URLs, as the "
             "Search Console property PROPERTY (https://www.example.com/ or "
             "sc-domain:example.com) that the account signed in owns or fully uses. Each "
             "answer is appended to FILE as it comes, a JSON object a line, which "
             "`coverage SITEMAP --inspection FILE` joins with the sitemap.\n\n"
             "The API takes 2,000 inspections a day and 600 a minute per property: the calls "
             "are paced, and a run that spends the day's quota stops and says so; the same "
             "command run again (the next day, Pacific Time) skips the URLs FILE holds for "
             "the property and goes on.\n\n"
             "Signing in: with --client FILE, the OAuth client (Desktop app) of your own "
             "Google Cloud project, as its console downloads it. The command prints the "
             "address of Google's consent page; open it in a browser on this machine, and "
             "Google sends the browser back to the command on 127.0.0.1. Or give an access "
             "token in the environment variable SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN (such as "
             "`gcloud auth print-access-token` gives, with the webmasters.readonly scope). "
             "The token is kept in memory for the run, never written.\n\n"
             "Exit status: 0 every URL inspected (or none left), 1 URLs left (the quota is "
             "spent, or the API refused some URLs; run again), 2 a wrong call, a sitemap or "
             "file that cannot be read, a sign-in refused, or the property refused."));
    const QCommandLineOption property(QStringLiteral("property"),
                                      tr("The Search Console property the URLs belong to."),
                                      QStringLiteral("property"));
    const QCommandLineOption outFile(
        QStringLiteral("out"),
        tr("The JSON lines file the answers are appended to (made when missing)."),
        QStringLiteral("file"));
    const QCommandLineOption &client = SearchConsoleAccess::clientOption();
    const QCommandLineOption perMinute(
        QStringLiteral("per-minute"),
        tr("Inspections a minute at most (default and most %1).")
            .arg(InspectionQuota::GooglePerMinute),
        QStringLiteral("n"));
    const QCommandLineOption perDay(
        QStringLiteral("per-day"),
        tr("Inspections of the property a day at most, this run and the day's earlier ones in "
           "FILE counted (default and most %1).")
            .arg(InspectionQuota::GooglePerDay),
        QStringLiteral("n"));
    const QCommandLineOption language(
        QStringLiteral("language"),
        tr("The language of the coverage states' words (default en-US, the words `coverage` "
           "knows)."),
        QStringLiteral("code"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  tr("Print a JSON summary instead of a line a URL."));
    parser.addOptions({ property, outFile, client, perMinute, perDay, language, json });
    parser.addPositionalArgument(QStringLiteral("SITEMAP"),
                                 tr("The sitemap or index, a file or an http(s) URL."));
    addRemoteOptions(parser);
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    const auto complain = [this](const QString &why) { return refuse(why); };
    LoadOptions loadOptions;
    const QString input = sitemapArgument(parser, &loadOptions);
    if (input.isEmpty())
        return Unusable;
    const QString site = parser.value(property).trimmed();
    if (site.isEmpty())
        return complain(tr("give the Search Console property: --property "
                           "https://www.example.com/ or --property sc-domain:example.com"));
    if (!site.startsWith(u"sc-domain:"_s) && !site.startsWith(u"https://"_s)
        && !site.startsWith(u"http://"_s))
        return complain(tr("--property \"%1\" is not a property as Search Console writes one: "
                           "a URL prefix (https://www.example.com/) or sc-domain:example.com")
                            .arg(site));
    const QString outPath = parser.value(outFile);
    if (outPath.isEmpty())
        return complain(tr("give the file the answers go to: --out FILE"));
    const auto count = [&](const QCommandLineOption &option, int most, int *into) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        *into = parser.value(option).toInt(&ok);
        if (ok && *into >= 1 && *into <= most)
            return true;
        complain(tr("--%1 takes a number from 1 to %2, not \"%3\"")
                     .arg(option.names().constFirst())
                     .arg(most)
                     .arg(parser.value(option)));
        return false;
    };
    UrlInspector::Options options;
    options.property = site;
    options.outPath = outPath;
    if (!count(perMinute, InspectionQuota::GooglePerMinute, &options.perMinute)
        || !count(perDay, InspectionQuota::GooglePerDay, &options.perDay))
        return Unusable;
    if (parser.isSet(language))
        options.languageCode = parser.value(language);
    if (const QString why = SearchConsoleAccess::checkClient(parser); !why.isEmpty())
        return complain(why);

    // What the file holds already: skipped, and today's counted against the quota.
    QString error;
    const InspectionLog log
        = InspectionLog::read(outPath, site, QDateTime::currentDateTimeUtc(), &error);
    if (!error.isEmpty())
        return complain(error);
    options.usedToday = log.today;

    const Workspace workspace = openInput(input, loadOptions);
    if (workspace.isEmpty() || workspace.root().failed)
        return complain(tr("%1: not readable as a sitemap").arg(input));
    QStringList urls;
    QSet<QString> seen;
    qsizetype already = 0;
    for (const Sitemap &sitemap : workspace.sitemaps) {
        printErrors(input, sitemap.findings);
        if (sitemap.isIndex())
            continue;
        for (const UrlEntry &entry : sitemap.entries) {
            const QString loc = entry.loc();
            if (loc.isEmpty() || seen.contains(loc))
                continue;
            seen.insert(loc);
            if (log.done.contains(loc))
                ++already;
            else
                urls.append(loc);
        }
    }
    const bool asJson = parser.isSet(json);
    if (urls.isEmpty()) {
        err() << tr("%1: every URL (%2) is in %3 already; nothing to inspect")
                     .arg(input)
                     .arg(already)
                     .arg(outPath)
              << Qt::endl;
        if (asJson)
            out() << QJsonDocument(QJsonObject { { u"inspected"_s, 0 },
                                                 { u"already"_s, double(already) },
                                                 { u"left"_s, 0 } })
                         .toJson(QJsonDocument::Compact)
                  << Qt::endl;
        return Done;
    }

    // Signing in, when no token was given: the consent page's address for the user.
    options.token = SearchConsoleAccess::token(parser, SearchConsole::ReadOnlyScope, &error);
    if (options.token.isEmpty())
        return complain(error);

    QEventLoop loop;
    UrlInspector inspector(options);
    QObject::connect(&inspector, &UrlInspector::inspected, &loop,
                     [asJson](const QString &url, int done, int total) {
                         if (!asJson)
                             out() << url << Qt::endl;
                         if (done % 50 == 0 || done == total)
                             err() << tr("%1 of %2 inspected").arg(done).arg(total) << Qt::endl;
                     });
    QObject::connect(&inspector, &UrlInspector::urlFailed, &loop,
                     [](const QString &url, const QString &message) {
                         err() << url << ": " << message << Qt::endl;
                     });
    QObject::connect(&inspector, &UrlInspector::finished, &loop, &QEventLoop::quit);
    inspector.start(urls);
    loop.exec();
    const UrlInspector::Summary &summary = inspector.summary();
    if (asJson)
        out() << QJsonDocument(QJsonObject {
                                   { u"inspected"_s, summary.inspected },
                                   { u"failed"_s, summary.failed },
                                   { u"already"_s, double(already) },
                                   { u"left"_s, double(summary.left.size()) },
                                   { u"stopped"_s, summary.message },
                               })
                     .toJson(QJsonDocument::Compact)
              << Qt::endl;
    err() << tr("%1: %2 inspected, appended to %3").arg(input).arg(summary.inspected).arg(outPath);
    if (already > 0)
        err() << tr("; %1 there already").arg(already);
    if (!summary.left.isEmpty())
        err() << tr("; %1 left").arg(summary.left.size());
    err() << Qt::endl;
    switch (summary.stop) {
    case UrlInspector::Stop::Done:
        return summary.failed > 0 ? FoundErrors : Done;
    case UrlInspector::Stop::QuotaSpent:
        err() << tr("Stopped: %1").arg(summary.message) << Qt::endl;
        return FoundErrors;
    case UrlInspector::Stop::Refused:
    case UrlInspector::Stop::Failed:
    case UrlInspector::Stop::Stopped:
        return complain(summary.message);
    }
    return Unusable;
}

} // namespace Studio::Cli
