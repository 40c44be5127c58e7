#include "checkcommand.h"

#include "findingreport.h"
#include "io/fieldlocator.h"
#include "io/loader.h"
#include "io/readers/robotstxt.h"
#include "io/writing/durablefile.h"
#include "io/writing/gzip.h"
#include "io/writing/sitemapsplicer.h"
#include "net/linkchecker.h"
#include "net/remoteloader.h"
#include "review/filebyfilecheck.h"
#include "rules/checker.h"
#include "rules/fixes.h"
#include "util/allocator.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QUrl>

#include <QScopeGuard>

#include <memory>

namespace Studio::Cli {

QString CheckCommand::summary() const
{
    return tr("Check sitemaps against the rule catalogue; optionally fix what is safe.");
}

int CheckCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Reads each INPUT (a sitemap, sitemap index or robots.txt with the sitemaps found "
             "beside it, .gz or .zip) and checks it against every rule of the catalogue "
             "('sitemap-studio-cli rules' lists them). Text output is one line per finding: "
             "file:line:column: severity: title: message [rule].\n\n"
             "Exit status: 0 nothing at or above --fail-on, 1 findings at or above it, "
             "2 an input could not be read or the call is wrong."));
    const QCommandLineOption format(QStringLiteral("format"),
                                    tr("Output format: text (default), json or sarif."),
                                    QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption failOn(QStringLiteral("fail-on"),
                                    tr("Exit with 1 when findings of this severity or above "
                                       "exist: error (default), warning or notice."),
                                    QStringLiteral("severity"), QStringLiteral("error"));
    const QCommandLineOption profile(
        QStringLiteral("profile"),
        tr("search-engines (default): what search engines accept; schema-strict: also what "
           "the sitemaps.org XML schemas reject."),
        QStringLiteral("profile"), QStringLiteral("search-engines"));
    const QCommandLineOption fix(QStringLiteral("fix"),
                                 tr("Apply every safe fix to a copy written to --output, then "
                                    "report what is left."));
    const QCommandLineOption output(QStringLiteral("output"),
                                    tr("With --fix: the file to write (.xml or .xml.gz); never "
                                       "the input itself."),
                                    QStringLiteral("file"));
    const QCommandLineOption noChildren(QStringLiteral("no-children"),
                                        tr("Check an index alone, without its children."));
    const QCommandLineOption now(QStringLiteral("now"),
                                 tr("Take this W3C Datetime as the present, for reproducible "
                                    "reports (default: the current time)."),
                                 QStringLiteral("datetime"));
    const QCommandLineOption robots(
        QStringLiteral("robots"),
        tr("The site's robots.txt: URLs its rules block for Googlebot are reported (SM409). "
           "With --publish-url only URLs on that site are tested, else every http(s) URL."),
        QStringLiteral("file"));
    const QCommandLineOption online(
        QStringLiteral("online"),
        tr("Also fetch every URL, image and video location (HEAD, GET when HEAD is refused) "
           "and report redirects (SM410), 404/410 (SM411), 5xx (SM412), no answer (SM413) and "
           "URLs the host's robots.txt blocks for the checker (SM409, not fetched)."));
    const QCommandLineOption concurrency(
        QStringLiteral("concurrency"),
        tr("With --online: requests at once, all hosts together (default 2); never more than "
           "2 at once to one host."),
        QStringLiteral("n"), QStringLiteral("2"));
    const QCommandLineOption delay(
        QStringLiteral("delay"),
        tr("With --online: milliseconds between the starts of two requests to one host "
           "(default 0)."),
        QStringLiteral("ms"), QStringLiteral("0"));
    const QCommandLineOption memory(
        QStringLiteral("memory"),
        tr("A local set is checked whole while what it holds fits in this many MiB (default "
           "1024); a larger one a file at a time, in the memory of a few files and 16 bytes a "
           "URL, and in about twice the time. The findings are the same."),
        QStringLiteral("mib"), QStringLiteral("1024"));
    parser.addOptions({ format, publishUrlOption(), failOn, profile, fix, output, noChildren, now,
                        robots, online, concurrency, delay, memory });
    parser.addPositionalArgument(QStringLiteral("INPUT"), tr("Files or http(s) URLs to check."),
                                 QStringLiteral("INPUT..."));
    addRemoteOptions(parser, Comparison::Offered);
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" check: ");
    auto wrongCall = [&](const QString &why) {
        err() << prefix << why << Qt::endl;
        return int(Unusable);
    };

    LoadOptions loadOptions;
    if (!readLimits(parser, &loadOptions.limits))
        return Unusable;
    if (!readRemoteLimits(parser))
        return Unusable;
    loadOptions.loadChildren = !parser.isSet(noChildren);
    // The findings' fields are looked up in the text afterwards: kept, not read twice, up to
    // the size of a few large sitemaps; the rest is read again a file at a time.
    loadOptions.keepTextBytes = 256 << 20;
    const QString formatName = parser.value(format);
    if (formatName != u"text" && formatName != u"json" && formatName != u"sarif")
        return wrongCall(tr("--format takes text, json or sarif, not \"%1\"").arg(formatName));
    Severity threshold = Severity::Error;
    if (!parseSeverity(parser.value(failOn), &threshold))
        return wrongCall(
            tr("--fail-on takes error, warning or notice, not \"%1\"").arg(parser.value(failOn)));
    CheckOptions checkOptions;
    if (parser.value(profile) == u"schema-strict")
        checkOptions.profile = CheckProfile::SchemaStrict;
    else if (parser.value(profile) != u"search-engines")
        return wrongCall(tr("--profile takes search-engines or schema-strict, not \"%1\"")
                             .arg(parser.value(profile)));
    if (!readCheckOptions(parser, &checkOptions))
        return Unusable;
    checkOptions.forEditing = parser.isSet(fix); // only the fixes edit
    LinkCheckOptions linkOptions;
    {
        bool ok = false;
        linkOptions.concurrency = parser.value(concurrency).toInt(&ok);
        if (!ok || linkOptions.concurrency < 1)
            return wrongCall(tr("--concurrency takes a number of 1 or more, not \"%1\"")
                                 .arg(parser.value(concurrency)));
        linkOptions.delayMs = parser.value(delay).toInt(&ok);
        if (!ok || linkOptions.delayMs < 0)
            return wrongCall(tr("--delay takes a number of milliseconds, 0 or more, not \"%1\"")
                                 .arg(parser.value(delay)));
        if (!parser.isSet(online) && (parser.isSet(concurrency) || parser.isSet(delay)))
            return wrongCall(tr("--concurrency and --delay go with --online"));
    }
    qint64 wholeBytes = 0;
    {
        bool ok = false;
        const qint64 mib = parser.value(memory).toLongLong(&ok);
        if (!ok || mib < 0 || mib > (qint64(1) << 40))
            return wrongCall(tr("--memory takes a number of MiB, 0 or more, not \"%1\"")
                                 .arg(parser.value(memory)));
        wholeBytes = mib << 20;
    }
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty())
        return wrongCall(tr("no INPUT given"));
    // The link checker presents itself as --user-agent says, and sends the credentials to the
    // origins of the INPUT URLs and the --auth-origin ones.
    {
        QList<QUrl> sites;
        for (const QString &input : inputs)
            if (RemoteLoader::isRemote(input))
                sites.append(QUrl(input, QUrl::TolerantMode));
        linkOptions.userAgent = access().identity().userAgent;
        linkOptions.robotsAgent = access().identity().robotsAgent;
        linkOptions.credentials = access().credentialsFor(sites);
        if (parser.isSet(online) && access().hasCredentials() && !linkOptions.credentials)
            return wrongCall(tr("with a sitemap file, --auth, --cookie and --header need "
                                "--auth-origin URL: the site they may be sent to"));
    }
    if (parser.isSet(fix) != parser.isSet(output))
        return wrongCall(tr("--fix and --output go together"));
    if (parser.isSet(fix)) {
        if (inputs.size() != 1)
            return wrongCall(tr("--fix takes exactly one INPUT"));
        if (QFileInfo(parser.value(output)).absoluteFilePath()
            == QFileInfo(inputs.first()).absoluteFilePath())
            return wrongCall(tr("--output must not be the input: fixes go to a copy"));
        const QString name = QFileInfo(parser.value(output)).fileName().toLower();
        if (!name.endsWith(u".xml") && !name.endsWith(u".xml.gz"))
            return wrongCall(tr("cannot tell the output format from \"%1\"; name it .xml or "
                                ".xml.gz")
                                 .arg(parser.value(output)));
    }

    std::shared_ptr<const RobotsTxt> robotsRules;
    if (parser.isSet(robots)) {
        LoadOptions robotsOptions = loadOptions;
        robotsOptions.loadChildren = false;
        const QString path = parser.value(robots);
        const Workspace robotsFile = Loader::open(path, robotsOptions);
        if (!robotsFile.robots) {
            printErrors(path, robotsFile.root().findings);
            return wrongCall(tr("--robots needs a robots.txt; \"%1\" is none").arg(path));
        }
        robotsRules = robotsFile.robots;
    }

    int exitCode = Done;
    QList<ReportedFinding> reported;
    qsizetype counts[3] = { 0, 0, 0 };
    Checker checker(checkOptions);
    // One for all inputs: a URL listed by several is fetched once.
    std::unique_ptr<LinkChecker> linkChecker;
    if (parser.isSet(online))
        linkChecker = std::make_unique<LinkChecker>(linkOptions);
    for (const QString &input : inputs) {
        // A local set is read whole while it fits --memory, else checked a file at a time, in
        // the memory of one file and 16 bytes a URL. What needs the whole workspace (fixes,
        // fetching every URL) and a remote input, read whole, go on the workspace.
        const bool inPieces = !parser.isSet(fix) && !linkChecker && loadOptions.loadChildren
            && !RemoteLoader::isRemote(input);
        Workspace workspace;
        QList<Finding> findings;
        bool located = false;
        if (inPieces) {
            QString changed;
            located = checkFileByFile(input, loadOptions, robotsRules, checker, &workspace,
                                      &findings, &changed, wholeBytes);
            if (!changed.isEmpty())
                err()
                    << prefix
                    << tr("%1 changed while it was checked; its findings are left out").arg(changed)
                    << Qt::endl;
        } else {
            workspace = openInput(input, loadOptions);
            if (robotsRules)
                workspace.robots = robotsRules;
        }
        if (workspace.root().failed) {
            printErrors(input, workspace.root().findings);
            exitCode = Unusable;
            continue;
        }
        if (parser.isSet(fix)) {
            // Only the opened file is written, so only its entries are fixed; the children's
            // findings are reported as they are on disk.
            const Fixes::Summary done = Fixes::applyAll(workspace, checker, 0);
            const QString target = parser.value(output);
            // Written as the window saves: what no fix touched keeps the input's bytes.
            QByteArray bytes = SitemapSplicer::write(workspace.root(),
                                                     SitemapSplicer::originalOf(workspace.root()))
                                   .bytes;
            if (target.endsWith(u".gz", Qt::CaseInsensitive))
                bytes = gzipCompress(bytes);
            QString error;
            if (!DurableFile::write(target, bytes, &error)) {
                err() << prefix << error << Qt::endl;
                return Unusable;
            }
            err() << prefix
                  << tr("%1 fixes applied (%2 entries changed, %3 removed); written to %4")
                         .arg(done.fixes)
                         .arg(done.replaced)
                         .arg(done.removed)
                         .arg(target)
                  << Qt::endl;
            if (workspace.sitemaps.size() > 1)
                err() << prefix
                      << tr("only the index itself was written; check each child sitemap "
                            "with --fix to fix its entries")
                      << Qt::endl;
        } else if (!located) {
            checker.checkAll(workspace);
        }
        if (!located) {
            findings = checker.findings();
            if (linkChecker) {
                linkChecker->checkAndWait(LinkChecker::targets(workspace));
                findings += linkChecker->findings();
            }
            // A finding about a field is reported on the field's own line, found in the file.
            FieldLocator fields(&workspace);
            fields.locate(findings);
            for (Finding &f : findings)
                f.line = fields.lineOf(f);
        }
        // Each sitemap's name once; the findings are moved, not copied.
        QList<QString> files(workspace.sitemaps.size());
        for (qsizetype s = 0; s < workspace.sitemaps.size(); ++s) {
            const Sitemap &sitemap = workspace.sitemaps.at(s);
            files[s] = s == 0 ? input
                : sitemap.source.archiveEntry.isEmpty()
                ? QDir::fromNativeSeparators(sitemap.source.location)
                : input + u'/' + sitemap.source.archiveEntry;
        }
        reported.reserve(reported.size() + findings.size());
        for (Finding &f : findings) {
            ++counts[int(f.severity)];
            if (f.severity >= threshold && exitCode == Done)
                exitCode = FoundErrors;
            const qint32 sitemap = f.sitemap;
            reported.append(ReportedFinding { files.at(sitemap), std::move(f) });
        }
        if (&input == &inputs.constLast())
            keepUntilExit(std::move(workspace));
    }
    keepUntilExit(std::move(checker));

    if (formatName == u"json")
        out() << findingsJson(reported, counts);
    else if (formatName == u"sarif")
        out() << findingsSarif(reported, inputs);
    else
        printFindings(reported);
    out().flush();
    if (formatName == u"text")
        err() << tr("%1 errors, %2 warnings, %3 notices")
                     .arg(counts[int(Severity::Error)])
                     .arg(counts[int(Severity::Warning)])
                     .arg(counts[int(Severity::Notice)])
              << Qt::endl;
    return exitCode;
}

} // namespace Studio::Cli
