#include "auditcommand.h"

#include "crawlsupport.h"
#include "findingreport.h"
#include "model/workspace.h"
#include "net/crawlsitemap.h"
#include "net/linkchecker.h"

#include <QDir>
#include <QJsonDocument>

namespace Studio::Cli {

QString AuditCommand::summary() const
{
    return tr("Crawl the site of a sitemap and report what search engines will refuse of it.");
}

int AuditCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Reads SITEMAP (a file or URL; an index with its sitemaps), crawls the site at "
             "--site (its URLs too, so that pages no link reaches are judged) as a polite "
             "search engine crawler does, and reports in the words of the search consoles what "
             "they will refuse: URLs marked noindex (SM415), not their own canonical (SM416), "
             "redirected (SM410), not found (SM411), server errors (SM412), unreachable "
             "(SM413), blocked by robots.txt (SM409), not HTML (SM417), orphans that no chain "
             "of links from the start page reaches (SM419), hreflang that the page and the sitemap "
             "give differently (SM608), the indexable pages the sitemap lacks (SM418), lastmod "
             "values later (SM420) or earlier (SM421) than the pages' own dates or following the "
             "deploy time (SM422), and images the pages show that their entries lack (SM423); "
             "with --images the sitemap's image URLs are asked too (SM410 to SM413, SM424); "
             "pages rendered with JavaScript (--render) add what their scripts change that "
             "Google reads (SM425 to SM430). "
             "Output as check's: text, json or sarif.\n\n"
             "Exit status: 0 nothing at or above --fail-on, 1 findings at or above it, 2 the "
             "sitemap could not be read, the site could not be crawled, or the call is wrong."));
    const QCommandLineOption site(
        QStringLiteral("site"),
        tr("The page to start the crawl from (default: the root of SITEMAP's host when it is "
           "a URL)."),
        QStringLiteral("url"));
    const QCommandLineOption format(QStringLiteral("format"),
                                    tr("Output format: text (default), json or sarif."),
                                    QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption failOn(QStringLiteral("fail-on"),
                                    tr("Exit with 1 when findings of this severity or above "
                                       "exist: error (default), warning or notice."),
                                    QStringLiteral("severity"), QStringLiteral("error"));
    const QCommandLineOption crawlFile(
        QStringLiteral("crawl"),
        tr("Judge SITEMAP against the crawl kept in FILE (by crawl or audit --save) instead of "
           "crawling: no network is needed."),
        QStringLiteral("file"));
    const QCommandLineOption images(
        QStringLiteral("images"),
        tr("Ask for each image URL of the sitemap too (HEAD, GET where HEAD is refused, as "
           "politely as the crawl): images that redirect, are not found, fail or are no "
           "image."));
    parser.addOptions({ site, format, failOn, crawlFile, images });
    const CrawlSupport support;
    support.add(parser);
    addRemoteOptions(parser);
    parser.addPositionalArgument(QStringLiteral("SITEMAP"), tr("The sitemap to audit."));
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" audit: ");
    auto fail = [&](const QString &why) {
        err() << prefix << why << Qt::endl;
        return int(Unusable);
    };

    if (parser.positionalArguments().size() != 1)
        return fail(tr("needs exactly one SITEMAP"));
    const QString input = parser.positionalArguments().constFirst();
    const QString formatName = parser.value(format);
    if (formatName != u"text" && formatName != u"json" && formatName != u"sarif")
        return fail(tr("--format takes text, json or sarif, not \"%1\"").arg(formatName));
    Severity threshold = Severity::Error;
    if (!parseSeverity(parser.value(failOn), &threshold))
        return fail(
            tr("--fail-on takes error, warning or notice, not \"%1\"").arg(parser.value(failOn)));
    CrawlOptions options;
    QString error;
    if (!support.readOptions(parser, &options, &error))
        return fail(error);
    LoadOptions loadOptions;
    if (!readLimits(parser, &loadOptions.limits) || !readRemoteLimits(parser))
        return Unusable;
    QUrl start;
    const bool kept = parser.isSet(crawlFile);
    if (kept && (parser.isSet(site) || support.isSaving(parser)))
        return fail(tr("--crawl takes the crawl kept; --site and --save are not needed"));
    if (kept) {
        // Set below from the crawl kept.
    } else if (parser.isSet(site)) {
        start = QUrl(parser.value(site), QUrl::StrictMode);
    } else {
        const QUrl sitemapUrl(input, QUrl::StrictMode);
        if (sitemapUrl.scheme() != u"http" && sitemapUrl.scheme() != u"https")
            return fail(tr("needs --site URL, the page to start the crawl from"));
        start = sitemapUrl.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment);
        start.setPath(QStringLiteral("/"));
    }

    Workspace workspace = openInput(input, loadOptions);
    if (workspace.isEmpty() || workspace.root().failed) {
        if (!workspace.isEmpty())
            printErrors(input, workspace.root().findings);
        return fail(tr("%1 cannot be read").arg(input));
    }
    // --publish-url: the sitemap lists production URLs and the crawl runs on staging; its URLs
    // are asked at staging, and the findings name them as the sitemap does.
    const CrawlUrlRules &rules = options.urlRules;
    if (!kept) {
        CrawlSitemap::moveToStaging(workspace, rules, start);
        for (const Sitemap &sitemap : std::as_const(workspace.sitemaps))
            if (!sitemap.isIndex())
                for (const UrlEntry &entry : sitemap.entries)
                    options.extraUrls.append(QUrl(entry.loc().trimmed(), QUrl::TolerantMode));
    }

    CrawlSupport::applyAccess(access(), start, true, &options);
    CrawlResult result;
    if (kept) {
        CrawlOptions keptOptions;
        bool finished = false;
        if (!CrawlStore::read(parser.value(crawlFile), &result, &keptOptions, &finished, &error))
            return fail(error);
        // The rules of the crawl kept, unless given here.
        if (!parser.isSet(QStringLiteral("publish-url")))
            options.urlRules.publishUrl = keptOptions.urlRules.publishUrl;
        if (options.urlRules.noList.isEmpty())
            options.urlRules.noList = keptOptions.urlRules.noList;
        CrawlSitemap::moveToStaging(workspace, rules, result.startUrl);
        if (!finished && formatName == u"text")
            err() << tr("The crawl kept in %1 did not run to its end (crawl --resume goes on "
                        "with it): what it did not reach is not judged")
                         .arg(parser.value(crawlFile))
                  << Qt::endl;
    } else {
        CrawlStore store;
        if (!support.openSave(parser, &store, &error))
            return fail(error);
        result = CrawlSupport::crawl(start, options, &error, formatName == u"text", &store);
    }
    if (!error.isEmpty())
        return fail(error);
    if (const QString login = CrawlSupport::loginProblem(result, access()); !login.isEmpty())
        return fail(login);
    if (result.pagesFetched() == 0) {
        const QString why = result.pages.isEmpty() ? QString() : result.pages.first().message;
        return fail(tr("nothing could be crawled from %1: %2").arg(start.toDisplayString(), why));
    }

    QList<Finding> findings = CrawlSitemap::audit(workspace, result, rules);
    if (parser.isSet(images)) {
        // The images, checked as the link checker checks URLs, within the crawl's politeness.
        QList<LinkTarget> targets;
        for (const LinkTarget &target : LinkChecker::targets(workspace))
            if (target.field == FindingField::Image)
                targets.append(target);
        LinkCheckOptions check;
        check.delayMs = options.delayMs;
        check.timeoutMs = options.timeoutMs;
        check.perHost = options.perHost;
        check.userAgent = options.userAgent;
        check.robotsAgent = options.robotsAgent;
        check.obeyRobots = options.obeyRobots;
        check.credentials = options.credentials;
        LinkChecker checker(check);
        checker.checkAndWait(targets);
        findings += checker.findings();
    }
    // The sitemap's URLs the crawl did not fetch (outside the site, or a limit came first)
    // are not judged: say how many, so that a clean report of a partial crawl is not taken
    // for a clean sitemap.
    qsizetype listed = 0;
    const qsizetype unjudged = CrawlSitemap::unjudged(workspace, result, &listed);
    // Named as the sitemap names them: the staging URLs in the messages, and in the fixes'
    // suggestions, go back to production.
    CrawlSitemap::nameAsPublished(findings, rules, result.startUrl);
    QList<ReportedFinding> reported;
    qsizetype counts[3] = { 0, 0, 0 };
    int exitCode = Done;
    for (const Finding &f : findings) {
        const Sitemap &sitemap = workspace.sitemaps.at(f.sitemap);
        const QString file = f.sitemap == 0 ? input
            : sitemap.source.archiveEntry.isEmpty()
            ? QDir::fromNativeSeparators(sitemap.source.location)
            : input + u'/' + sitemap.source.archiveEntry;
        reported.append(ReportedFinding { file, f });
        ++counts[int(f.severity)];
        if (f.severity >= threshold)
            exitCode = FoundErrors;
    }

    if (formatName == u"json") {
        QJsonObject report = QJsonDocument::fromJson(findingsJson(reported, counts)).object();
        QJsonObject crawl
            = CrawlSupport::toJson(result).value(QStringLiteral("summary")).toObject();
        crawl.insert(QStringLiteral("start"), result.startUrl.toString(QUrl::FullyEncoded));
        crawl.insert(QStringLiteral("sitemapUrls"), qint64(listed));
        crawl.insert(QStringLiteral("sitemapUrlsNotFetched"), qint64(unjudged));
        report.insert(QStringLiteral("crawl"), crawl);
        out() << QJsonDocument(report).toJson();
    } else if (formatName == u"sarif") {
        out() << findingsSarif(reported, { input });
    } else {
        printFindings(reported);
    }
    out().flush();
    if (formatName == u"text") {
        for (const QString &line : CrawlSupport::summary(result))
            err() << line << '\n';
        if (unjudged > 0)
            err() << tr("%1 of the sitemap's %2 URLs were not fetched (no link led the crawl "
                        "there, they are outside the site, or a limit came first) and are not "
                        "judged",
                        nullptr, int(listed))
                         .arg(unjudged)
                         .arg(listed)
                  << '\n';
        err() << tr("%1 errors, %2 warnings, %3 notices")
                     .arg(counts[int(Severity::Error)])
                     .arg(counts[int(Severity::Warning)])
                     .arg(counts[int(Severity::Notice)])
              << Qt::endl;
    }
    keepUntilExit(std::move(workspace));
    return exitCode;
}

} // namespace Studio::Cli
