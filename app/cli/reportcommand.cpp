#include "reportcommand.h"

#include "coveragecommand.h"
#include "crawlsupport.h"
#include "io/writing/durablefile.h"
#include "net/crawlsitemap.h"
#include "net/crawlstore.h"
#include "review/coverage.h"
#include "review/diff.h"
#include "review/report.h"
#include "rules/checker.h"
#include "util/url.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Studio::Cli {

namespace {

// Appends `part` (one input, checked) to `merged`, so that one report covers every input:
// its sitemaps follow those already there, and its findings' sitemap numbers move along.
void append(Workspace &merged, QList<Finding> &findings, const Workspace &part,
            const QList<Finding> &partFindings)
{
    const qint32 offset = qint32(merged.sitemaps.size());
    merged.sitemaps += part.sitemaps;
    for (Finding f : partFindings) {
        f.sitemap += offset;
        if (f.relatedSitemap >= 0)
            f.relatedSitemap += offset;
        findings.append(f);
    }
}

QString displayName(const QString &input)
{
    return input.startsWith(u"http://") || input.startsWith(u"https://")
        ? input
        : QFileInfo(input).fileName();
}

} // namespace

QString ReportCommand::summary() const
{
    return tr("Write a review of sitemaps as one HTML file: findings, charts, changes.");
}

int ReportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Reads each INPUT (a sitemap, sitemap index with the sitemaps beside it, .gz or "
             ".zip, or an http(s) URL), checks it against the rule catalogue and writes one "
             "self-contained HTML file: a summary of the files, the findings grouped by rule "
             "with explanations, examples and how to fix them, charts of hosts, sections, "
             "lastmod months, change frequencies, priorities and extensions, and with "
             "--compare what changed since an older version. With --site on another host than "
             "--publish-url (a staging site), the sitemap's URLs are asked for there and the "
             "site audit names them by their production address, as audit --publish-url "
             "does. With --inspection or --pages-export (as coverage takes them), a section says "
             "what Google says of the sitemap's URLs, per segment (--by, folders by default): "
             "submitted, indexed, not indexed by reason, unknown to Google, with findings "
             "SM901 to SM913.\n\n"
             "Exit status: 0 no errors found, 1 errors found (the report is written), 2 an "
             "input could not be read, the report could not be written, or the call is "
             "wrong."));
    const QCommandLineOption html(QStringList { QStringLiteral("html"), QStringLiteral("o") },
                                  tr("Write the report to <file> (required)."),
                                  QStringLiteral("file"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        tr("Compare with <old>, an earlier version (file or URL): added, removed and changed "
           "URLs."),
        QStringLiteral("old"));
    const QCommandLineOption title(QStringLiteral("title"),
                                   tr("The report's title (default: \"Sitemap review: NAME\")."),
                                   QStringLiteral("text"));
    const QCommandLineOption now(
        QStringLiteral("now"),
        tr("The date of the review, a W3C Datetime: what counts as the future for lastmod "
           "and as too old for news (default: the current time)."),
        QStringLiteral("date"));
    const QCommandLineOption noChildren(QStringLiteral("no-children"),
                                        tr("Read an index alone, without its children."));
    const QCommandLineOption crawlFile(
        QStringLiteral("crawl"),
        tr("Add a site audit: what the crawl kept in FILE (crawl --save) says of the sitemaps."),
        QStringLiteral("file"));
    const QCommandLineOption site(
        QStringLiteral("site"),
        tr("Add a site audit: crawl the site from URL first (with the crawl options of crawl; "
           "--save FILE keeps the crawl)."),
        QStringLiteral("url"));
    const QCommandLineOption by(
        QStringLiteral("by"),
        tr("With Google's data: count its section per segment, %1 (default: folder).")
            .arg(Segmenter::specSyntax()),
        QStringLiteral("segments"));
    parser.addOptions(
        { html, compare, title, publishUrlOption(), now, noChildren, crawlFile, site });
    parser.addOptions(CoverageCommand::dataOptions());
    parser.addOption(by);
    const CrawlSupport support(false); // --publish-url is check's here
    support.add(parser);
    parser.addPositionalArgument(QStringLiteral("INPUT"), tr("Files or http(s) URLs to review."),
                                 QStringLiteral("INPUT..."));
    addRemoteOptions(parser, Comparison::Offered);
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" report: ");
    auto fail = [&](const QString &why) {
        err() << prefix << why << Qt::endl;
        return int(Unusable);
    };

    LoadOptions loadOptions;
    if (!readLimits(parser, &loadOptions.limits) || !readRemoteLimits(parser))
        return Unusable;
    loadOptions.loadChildren = !parser.isSet(noChildren);
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty())
        return fail(tr("no INPUT given"));
    if (!parser.isSet(html))
        return fail(tr("--html FILE is required: where to write the report"));
    const QString target = parser.value(html);
    // Said before the inputs are read, which may take a while: a folder that is not there or a
    // folder given as the file. Anything else (no permission, a full disk) DurableFile says.
    const QFileInfo targetInfo(target);
    if (targetInfo.isDir())
        return fail(tr("cannot write the report to \"%1\": it is a folder").arg(target));
    if (!targetInfo.absoluteDir().exists())
        return fail(tr("cannot write the report to \"%1\": the folder \"%2\" does not exist")
                        .arg(target, QDir::toNativeSeparators(targetInfo.absolutePath())));

    // Google's data before the inputs, as coverage reads it: a wrong file stops at once.
    CoverageData coverage;
    Segmenter segments = Segmenter::byFolder();
    if (parser.isSet(by) && !CoverageCommand::hasData(parser))
        return fail(tr("--by counts Google's data: give --inspection FILE or --pages-export "
                       "FILE"));
    if (CoverageCommand::hasData(parser)) {
        QString error;
        if (!CoverageCommand::readData(parser, &coverage, &error))
            return fail(error);
        if (parser.isSet(by)) {
            segments = Segmenter::fromSpec(parser.value(by), &error);
            if (segments.isNull())
                return fail(u"--by: "_s + error);
        }
    }

    CheckOptions checkOptions;
    if (!readCheckOptions(parser, &checkOptions))
        return Unusable;
    checkOptions.forEditing = false; // read, reported, done

    Workspace merged;
    QList<Finding> findings;
    Checker checker(checkOptions);
    for (const QString &input : inputs) {
        const Workspace workspace = openInput(input, loadOptions);
        if (workspace.root().failed) {
            printErrors(input, workspace.root().findings);
            return fail(tr("\"%1\" could not be read; no report written").arg(input));
        }
        checker.checkAll(workspace);
        append(merged, findings, workspace, checker.findings());
    }

    Workspace older;
    SitemapDiff diff;
    if (parser.isSet(compare)) {
        const QString old = parser.value(compare);
        older = openInput(old, loadOptions);
        if (older.root().failed) {
            printErrors(old, older.root().findings);
            return fail(tr("\"%1\" could not be read; no report written").arg(old));
        }
        diff = SitemapDiff::compare(older, merged);
    }

    ReviewReport report(merged, findings);
    if (parser.isSet(title)) {
        report.setTitle(parser.value(title));
    } else if (inputs.size() > 1) {
        QStringList names;
        for (const QString &input : inputs)
            names.append(displayName(input));
        report.setTitle(ReviewReport::tr("Sitemap review: %1").arg(names.join(u", ")));
    }
    if (checkOptions.now.isValid())
        report.setDate(checkOptions.now);
    if (parser.isSet(compare))
        report.setComparison(diff, older, displayName(parser.value(compare)));
    qsizetype auditFindings = -1;
    if (parser.isSet(crawlFile) || parser.isSet(site)) {
        CrawlResult crawl;
        CrawlOptions options;
        QString error;
        if (parser.isSet(crawlFile)) {
            if (parser.isSet(site) || support.isSaving(parser))
                return fail(tr("--crawl takes the crawl kept; --site and --save are not needed"));
            CrawlOptions kept;
            bool finished = false;
            if (!CrawlStore::read(parser.value(crawlFile), &crawl, &kept, &finished, &error))
                return fail(error);
            // As audit --crawl: the publish URL and the --no-list patterns kept with the crawl.
            options.urlRules.publishUrl = kept.urlRules.publishUrl;
            options.urlRules.noList = kept.urlRules.noList;
        } else if (!support.readOptions(parser, &options, &error)) {
            return fail(error);
        }
        const QUrl start
            = parser.isSet(site) ? QUrl(parser.value(site), QUrl::StrictMode) : crawl.startUrl;
        // A production sitemap (--publish-url) against a staging site (--site, or the crawl
        // kept): its URLs are asked for at staging and the audit names them as it does, as
        // audit --publish-url does. On the sitemap's own host the publish URL is check's
        // alone.
        if (checkOptions.publishUrl.isValid()
            && Url::Scope::fromUrl(checkOptions.publishUrl.toEncoded()).origin
                != Url::Scope::fromUrl(start.toEncoded()).origin)
            options.urlRules.publishUrl
                = checkOptions.publishUrl.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
        Workspace judged = merged;
        CrawlSitemap::moveToStaging(judged, options.urlRules, start);
        if (parser.isSet(site)) {
            for (const Sitemap &sitemap : std::as_const(judged.sitemaps))
                if (!sitemap.isIndex())
                    for (const UrlEntry &entry : sitemap.entries)
                        options.extraUrls.append(QUrl(entry.loc().trimmed(), QUrl::TolerantMode));
            CrawlSupport::applyAccess(access(), start, true, &options);
            CrawlStore store;
            if (!support.openSave(parser, &store, &error))
                return fail(error);
            crawl = CrawlSupport::crawl(start, options, &error, false, &store);
            if (!error.isEmpty())
                return fail(error);
            if (const QString login = CrawlSupport::loginProblem(crawl, access()); !login.isEmpty())
                return fail(login);
            if (crawl.pagesFetched() == 0)
                return fail(tr("nothing could be crawled from %1").arg(start.toDisplayString()));
        }
        const SiteAudit audit = CrawlSitemap::siteAudit(judged, crawl, options.urlRules);
        auditFindings = audit.findings.size();
        report.setSiteAudit(audit);
    }

    qsizetype coverageFindings = -1;
    if (CoverageCommand::hasData(parser)) {
        CoverageJoin join(coverage, segments, CoverageJoin::Keep::Findings);
        for (qsizetype at = 0; at < merged.sitemaps.size(); ++at)
            join.add(merged.sitemaps.at(at), qint32(at));
        join.finish(0);
        coverageFindings = join.findings().size();
        report.setCoverage(join, coverage.records().size());
    }

    QString error;
    if (!DurableFile::write(target, report.toHtml(), &error))
        return fail(error);

    const Statistics::Summary &s = report.statistics().summary();
    out() << tr("%1: %2 URLs in %3 files; %4 errors, %5 warnings, %6 notices")
                 .arg(target, QString::number(s.urls), QString::number(s.files),
                      QString::number(s.errors), QString::number(s.warnings),
                      QString::number(s.notices));
    if (auditFindings >= 0)
        out() << ' ' << tr("(site audit: %1 findings)").arg(QString::number(auditFindings));
    if (coverageFindings >= 0)
        out() << ' ' << tr("(Search Console: %1 findings)").arg(QString::number(coverageFindings));
    if (parser.isSet(compare))
        out() << ' '
              << tr("(%1 added, %2 removed, %3 changed)")
                     .arg(QString::number(diff.added()), QString::number(diff.removed()),
                          QString::number(diff.changed()));
    out() << Qt::endl;
    return s.errors > 0 ? FoundErrors : Done;
}

} // namespace Studio::Cli
