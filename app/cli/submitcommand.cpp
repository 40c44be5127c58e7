#include "submitcommand.h"

#include "net/indexnow.h"
#include "net/searchconsole.h"
#include "searchconsoleaccess.h"
#include "util/w3cdatetime.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace Studio::Cli {

QString SubmitCommand::summary() const
{
    return tr("Submit new or changed URLs to search engines through IndexNow.");
}

int SubmitCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Reads every INPUT (a sitemap, an index with its children, a text list, a feed; a "
             "file or an http(s) URL) and POSTs its URLs to an IndexNow endpoint, such as "
             "https://api.indexnow.org/indexnow, as the protocol describes: one JSON request "
             "per host and per 10,000 URLs, with the site's key. The engines fetch the key "
             "from https://HOST/KEY.txt, or from --key-location, to check that the submission "
             "comes from the site. Each batch's answer is printed: 200 and 202 accept, 400, "
             "403, 422 and 429 refuse, saying why. A 429 stops the batches after it.\n\n"
             "The HTTP 'ping' addresses of older sitemap documents are retired (Google's "
             "answers 404 since 2023); list the sitemaps in robots.txt instead (the export "
             "command prints the lines).\n\nExit status: 0 every batch accepted (or nothing "
             "to submit), 1 a batch refused or not sent, 2 nothing sent (wrong call, "
             "unreadable input, a key file that does not hold the key, an endpoint that "
             "cannot be reached).\n\n"
             "With --search-console PROPERTY, each INPUT is instead a sitemap's address, "
             "submitted to Google through Search Console's Sitemaps API for the property "
             "(https://www.example.com/ or sc-domain:example.com), after it was read and "
             "found to be a sitemap within the property. Signing in is as for inspect "
             "(--client FILE, or SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN), with full access to "
             "Search Console: submitting changes the property. Exit status: 0 every sitemap "
             "submitted, 1 one refused, 2 nothing sent."));
    const QCommandLineOption indexNow(QStringLiteral("indexnow"),
                                      tr("The IndexNow endpoint to POST to."),
                                      QStringLiteral("endpoint"));
    const QCommandLineOption key(QStringLiteral("key"),
                                 tr("The site's IndexNow key (8 to 128 of a-z, A-Z, 0-9, -)."),
                                 QStringLiteral("key"));
    const QCommandLineOption keyLocation(
        QStringLiteral("key-location"),
        tr("Where the key file is, when not at the root of the host as /KEY.txt."),
        QStringLiteral("url"));
    const QCommandLineOption since(QStringLiteral("since"),
                                   tr("Only URLs whose lastmod is at or after <date> (a W3C "
                                      "Datetime); URLs without a lastmod are left out."),
                                   QStringLiteral("date"));
    const QCommandLineOption batchSize(
        QStringLiteral("batch-size"),
        tr("URLs per request at most (default and most %1).").arg(IndexNow::MaxUrlsPerBatch),
        QStringLiteral("n"));
    const QCommandLineOption verifyKey(
        QStringLiteral("verify-key"),
        tr("Fetch each host's key file first, as a search engine would (as --user-agent says, "
           "without --auth, --cookie or --header), and send nothing unless it holds the key."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                    tr("Print the batches (with --json, the requests' bodies) "
                                       "and send nothing."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption searchConsole(
        QStringLiteral("search-console"),
        tr("Submit the sitemaps at the INPUT addresses to Google for this Search Console "
           "property, instead of their URLs to IndexNow."),
        QStringLiteral("property"));
    for (const QCommandLineOption *option :
         { &indexNow, &key, &keyLocation, &since, &batchSize, &verifyKey, &dryRun, &json,
           &searchConsole, &SearchConsoleAccess::clientOption() })
        parser.addOption(*option);
    parser.addPositionalArgument(QStringLiteral("INPUT"),
                                 tr("Where the URLs come from: files or http(s) URLs."),
                                 QStringLiteral("INPUT..."));
    addRemoteOptions(parser);
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" submit: ");
    auto wrongCall = [&](const QString &why) {
        err() << prefix << why << Qt::endl;
        return int(Unusable);
    };

    LoadOptions loadOptions;
    if (!readLimits(parser, &loadOptions.limits) || !readRemoteLimits(parser))
        return Unusable;
    if (parser.isSet(searchConsole))
        return submitToSearchConsole(parser, parser.value(searchConsole), loadOptions,
                                     parser.isSet(json), parser.isSet(dryRun));
    if (!parser.isSet(indexNow))
        return wrongCall(tr("--indexnow ENDPOINT is needed: the address to submit to"));
    const QUrl endpoint(parser.value(indexNow), QUrl::StrictMode);
    if (!endpoint.isValid() || (endpoint.scheme() != u"http" && endpoint.scheme() != u"https")
        || endpoint.host().isEmpty())
        return wrongCall(tr("--indexnow needs an http or https address, not \"%1\"")
                             .arg(parser.value(indexNow)));
    if (!parser.isSet(key))
        return wrongCall(tr("--key KEY is needed: the site's IndexNow key"));
    QDateTime sinceDate;
    if (parser.isSet(since)) {
        const W3cDateTime date = W3cDateTime::fromString(parser.value(since));
        if (!date.isValid())
            return wrongCall(
                tr("--since needs a W3C Datetime, not \"%1\"").arg(parser.value(since)));
        sinceDate = date.toDateTime();
    }
    int perBatch = IndexNow::MaxUrlsPerBatch;
    if (parser.isSet(batchSize)) {
        bool ok = false;
        perBatch = parser.value(batchSize).toInt(&ok);
        if (!ok || perBatch < 1 || perBatch > IndexNow::MaxUrlsPerBatch)
            return wrongCall(tr("--batch-size takes a number from 1 to %1, not \"%2\"")
                                 .arg(IndexNow::MaxUrlsPerBatch)
                                 .arg(parser.value(batchSize)));
    }
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty())
        return wrongCall(tr("no INPUT given"));

    QStringList urls;
    QStringList notes;
    for (const QString &input : inputs) {
        const Workspace workspace = openInput(input, loadOptions);
        if (workspace.isEmpty() || workspace.root().failed) {
            if (!workspace.isEmpty())
                printErrors(input, workspace.root().findings);
            err() << prefix << tr("%1 cannot be read; nothing was sent").arg(input) << Qt::endl;
            return Unusable;
        }
        urls += IndexNow::urlsOf(workspace, sinceDate, &notes);
    }
    const IndexNowPlan plan = IndexNow::plan(
        urls, parser.value(key),
        parser.isSet(keyLocation) ? QUrl(parser.value(keyLocation), QUrl::StrictMode) : QUrl(),
        perBatch);
    if (!plan.ok())
        return wrongCall(plan.error);
    notes += plan.notes;
    for (const QString &note : std::as_const(notes))
        err() << prefix << note << '\n';
    err().flush();

    if (parser.isSet(verifyKey) && !parser.isSet(dryRun)) {
        QSet<QUrl> checked;
        for (const IndexNowBatch &batch : plan.batches) {
            if (checked.contains(batch.keyFile))
                continue;
            checked.insert(batch.keyFile);
            // Asked as the search engine asks it: as the crawler chosen, and without the
            // login, cookies and headers given for INPUT, which the engine does not have.
            FetchOptions options;
            options.userAgent = access().identity().userAgent;
            options.maxBytes = 4096; // a key file holds one key of 128 characters at most
            const QString problem
                = IndexNow::checkKeyFile(Fetcher::fetchBlocking(batch.keyFile, options), plan.key);
            if (!problem.isEmpty()) {
                err() << prefix << problem << '\n' << prefix << tr("nothing was sent") << Qt::endl;
                return Unusable;
            }
        }
    }

    const qsizetype total = plan.batches.size();
    QList<IndexNowAnswer> answers;
    if (!parser.isSet(dryRun))
        answers = IndexNow::submitBlocking(endpoint, plan);

    int accepted = 0;
    int reached = 0;
    qsizetype acceptedUrls = 0;
    QJsonArray batches;
    for (qsizetype i = 0; i < total; ++i) {
        const IndexNowBatch &batch = plan.batches.at(i);
        const IndexNowAnswer *answer = answers.isEmpty() ? nullptr : &answers.at(i);
        if (answer && answer->accepted()) {
            ++accepted;
            acceptedUrls += answer->urls;
        }
        if (answer && answer->sent)
            ++reached;
        if (parser.isSet(json)) {
            QJsonObject o { { QStringLiteral("batch"), int(i + 1) },
                            { QStringLiteral("host"), batch.host },
                            { QStringLiteral("urls"), batch.urls.size() } };
            if (answer) {
                o.insert(QStringLiteral("sent"), answer->sent);
                o.insert(QStringLiteral("status"), answer->status);
                o.insert(QStringLiteral("accepted"), answer->accepted());
                o.insert(QStringLiteral("message"), answer->message);
            } else {
                o.insert(QStringLiteral("request"),
                         QJsonDocument::fromJson(IndexNow::payload(batch, plan.key)).object());
            }
            batches.append(o);
        } else {
            out() << tr("batch %1/%2: %3 URLs of %4: %5")
                         .arg(i + 1)
                         .arg(total)
                         .arg(batch.urls.size())
                         .arg(batch.host, answer ? answer->message : tr("not sent (dry run)"))
                  << '\n';
        }
    }
    if (parser.isSet(json)) {
        QJsonObject o { { QStringLiteral("endpoint"), endpoint.toString(QUrl::FullyEncoded) },
                        { QStringLiteral("urls"), plan.urls },
                        { QStringLiteral("dryRun"), parser.isSet(dryRun) },
                        { QStringLiteral("accepted"), accepted },
                        { QStringLiteral("batches"), batches },
                        { QStringLiteral("notes"), QJsonArray::fromStringList(notes) } };
        out() << QJsonDocument(o).toJson();
    } else if (!parser.isSet(dryRun)) {
        out() << tr("%1 of %2 URLs accepted, in %3 of %4 batches")
                     .arg(acceptedUrls)
                     .arg(plan.urls)
                     .arg(accepted)
                     .arg(total)
              << '\n';
    }
    out().flush();
    if (total == 0 && !parser.isSet(json))
        err() << prefix << tr("nothing to submit") << Qt::endl;
    if (parser.isSet(dryRun) || accepted == total)
        return Done;
    return reached == 0 ? Unusable : FoundErrors;
}

int SubmitCommand::submitToSearchConsole(const QCommandLineParser &parser, const QString &property,
                                         const LoadOptions &loadOptions, bool json, bool dryRun)
{
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" submit: ");
    auto wrongCall = [&](const QString &why) {
        err() << prefix << why << Qt::endl;
        return int(Unusable);
    };
    if (parser.isSet(QStringLiteral("indexnow")) || parser.isSet(QStringLiteral("key")))
        return wrongCall(tr("--search-console submits sitemaps to Google, --indexnow URLs to "
                            "IndexNow: give one of them"));
    const bool domain = property.startsWith(QStringLiteral("sc-domain:"));
    const QUrl prefixUrl(property, QUrl::StrictMode);
    if (!domain
        && (!prefixUrl.isValid() || prefixUrl.host().isEmpty()
            || (prefixUrl.scheme() != u"https" && prefixUrl.scheme() != u"http")))
        return wrongCall(tr("--search-console \"%1\" is not a property as Search Console "
                            "writes one: a URL prefix (https://www.example.com/) or "
                            "sc-domain:example.com")
                             .arg(property));
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty())
        return wrongCall(tr("no INPUT given: the addresses of the sitemaps to submit"));
    if (const QString why = SearchConsoleAccess::checkClient(parser); !why.isEmpty())
        return wrongCall(why);
    // Each sitemap must be one Google can fetch, within the property, and a sitemap: what
    // Search Console would otherwise report as "Couldn't fetch" or an error days later.
    for (const QString &input : inputs) {
        const QUrl url(input, QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != u"https" && url.scheme() != u"http")
            || url.host().isEmpty())
            return wrongCall(tr("%1 is not a web address: Search Console fetches the sitemaps "
                                "it is given from the site, so INPUT is the sitemap's address")
                                 .arg(input));
        const QString host = url.host().toLower();
        const QString domainName = property.mid(10).toLower();
        const bool within = domain ? host == domainName || host.endsWith(u'.' + domainName)
                                   : input.startsWith(property);
        if (!within)
            return wrongCall(tr("%1 is not within the property %2; Search Console takes only "
                                "sitemaps of the property")
                                 .arg(input, property));
        const Workspace workspace = openInput(input, loadOptions);
        if (workspace.isEmpty() || workspace.root().failed
            || workspace.root().source.format == SourceFormat::Unknown) {
            if (!workspace.isEmpty())
                printErrors(input, workspace.root().findings);
            return wrongCall(tr("%1 cannot be read as a sitemap; nothing was sent").arg(input));
        }
    }
    QList<SearchConsole::Submission> answers;
    if (!dryRun) {
        QString error;
        const QString token = SearchConsoleAccess::token(parser, SearchConsole::FullScope, &error);
        if (token.isEmpty())
            return wrongCall(error);
        for (const QString &input : inputs)
            answers.append(SearchConsole::submitSitemap(property, input, token));
    }
    int accepted = 0, reached = 0;
    QJsonArray sitemaps;
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        const SearchConsole::Submission *answer = dryRun ? nullptr : &answers.at(i);
        accepted += answer && answer->accepted;
        reached += answer && answer->status != 0;
        const QString said = answer ? answer->message : tr("not sent (dry run)");
        if (json)
            sitemaps.append(QJsonObject { { QStringLiteral("sitemap"), inputs.at(i) },
                                          { QStringLiteral("status"), answer ? answer->status : 0 },
                                          { QStringLiteral("accepted"),
                                            answer && answer->accepted },
                                          { QStringLiteral("message"), said } });
        else
            out() << inputs.at(i) << ": " << said << '\n';
    }
    if (json)
        out() << QJsonDocument(QJsonObject { { QStringLiteral("property"), property },
                                             { QStringLiteral("dryRun"), dryRun },
                                             { QStringLiteral("accepted"), accepted },
                                             { QStringLiteral("sitemaps"), sitemaps } })
                     .toJson();
    out().flush();
    if (dryRun || accepted == inputs.size())
        return Done;
    return reached == 0 ? Unusable : FoundErrors;
}

} // namespace Studio::Cli
