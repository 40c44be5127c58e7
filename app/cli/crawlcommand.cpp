#include "crawlcommand.h"

#include "crawlsupport.h"
#include "io/writing/durablefile.h"
#include "io/writing/exporter.h"
#include "io/writing/gzip.h"
#include "io/writing/sitemapwriter.h"
#include "model/workspace.h"
#include "net/crawlsitemap.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace Studio::Cli {

namespace {

// --lastmod names its source in the same breath (--lastmod history, --lastmod=header):
// QCommandLineParser has no option whose value may be left out, so the word after --lastmod,
// when it is a source (never a URL, which has a scheme), is given to --lastmod-source.
QStringList withLastmodSource(QStringList arguments)
{
    auto isSource = [](const QString &word) {
        return word == u"page" || word == u"header" || word == u"history";
    };
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString argument = arguments.at(i);
        if (argument == u"--")
            break;
        if (argument.startsWith(u"--lastmod=")) {
            arguments[i] = QStringLiteral("--lastmod");
            arguments.insert(i + 1, u"--lastmod-source="_s + argument.mid(10));
            ++i;
        } else if (argument == u"--lastmod" && i + 1 < arguments.size()
                   && isSource(arguments.at(i + 1))) {
            arguments[i + 1] = u"--lastmod-source="_s + arguments.at(i + 1);
            ++i;
        }
    }
    return arguments;
}

} // namespace

QString CrawlCommand::summary() const
{
    return tr("Crawl a site and write a sitemap of the pages search engines would index.");
}

int CrawlCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Crawls the site at URL breadth first, as a polite search engine crawler does "
           "(robots.txt and its Crawl-delay obeyed, two requests at once at most), and writes "
           "to FILE a sitemap of exactly the pages a search engine would index: those that "
           "answer 200 with HTML, are not noindex, are their own canonical and are not blocked "
           "by robots.txt. When they pass the limits of one file (--max-urls, 50,000 URLs or "
           "50 MB), FILE becomes an index of files named after it. Prints a summary, or with "
           "--json the crawl report.\n\n"
           "Exit status: 0 written, 1 written but the crawl was cut short by a limit, 2 nothing "
           "written (wrong call, the site could not be crawled, no indexable page, a write "
           "error)."));
    parser.addHelpOption();
    const QCommandLineOption outFile(QStringLiteral("out"),
                                     tr("The sitemap to write: FILE.xml or FILE.xml.gz."),
                                     QStringLiteral("file"));
    const QCommandLineOption lastmod(
        QStringLiteral("lastmod"),
        tr("Give each URL a lastmod: the date its page says it changed (JSON-LD dateModified, "
           "article:modified_time, og:updated_time, <time itemprop=dateModified>), else its "
           "Last-Modified header. --lastmod history (or header) names the source as "
           "--lastmod-source does."));
    const QCommandLineOption lastmodSource(
        QStringLiteral("lastmod-source"),
        tr("Where --lastmod takes dates from: page (the page's own date, else the header; the "
           "default), header (the Last-Modified header alone) or history (when the crawls saw "
           "the page's main content change: with --since, the time the first crawl saw its "
           "present content; for a page no earlier crawl saw, the date it states, else this "
           "crawl's time)."),
        QStringLiteral("page|header|history"), QStringLiteral("page"));
    const QCommandLineOption since(
        QStringLiteral("since"),
        tr("Carry on the content history of the crawl kept in FILE (by --save) into this one: a "
           "page whose main content is unchanged keeps the time it was first seen, a changed "
           "page takes this crawl's. Kept with --save."),
        QStringLiteral("file"));
    const QCommandLineOption images(
        QStringLiteral("images"),
        tr("Give each URL its page's content images as image:image entries (<img>, its largest "
           "srcset candidate, <picture> sources, og:image), those on the site's host or an "
           "--image-host and not blocked for Googlebot-Image."));
    const QCommandLineOption imageHost(
        QStringLiteral("image-host"),
        tr("With --images: a host whose images count as the site's too, such as a CDN "
           "(repeatable)."),
        QStringLiteral("host"));
    const QCommandLineOption hreflang(
        QStringLiteral("hreflang"),
        tr("Give each URL the hreflang alternates its page names (those that are indexable)."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  tr("Print the crawl report as JSON instead of the summary."));
    const QCommandLineOption maxUrls(
        QStringLiteral("max-urls"),
        tr("URLs per file at most before splitting (default %1).").arg(ExportOptions().maxUrls),
        QStringLiteral("n"));
    const QCommandLineOption baseUrl(
        QStringLiteral("base-url"),
        tr("When split: the URL of the folder the files are published in, for the index "
           "(default: the site's root)."),
        QStringLiteral("url"));
    const QCommandLineOption resume(
        QStringLiteral("resume"),
        tr("Go on with the crawl kept in FILE (by --save) from where it stopped, with its start "
           "URL and options (those given here are not used); it is kept there still."),
        QStringLiteral("file"));
    parser.addOptions({ outFile, lastmod, lastmodSource, since, images, imageHost, hreflang,
                        json, maxUrls, baseUrl, resume });
    const CrawlSupport support;
    support.add(parser);
    addAccessOptions(parser);
    parser.addPositionalArgument(QStringLiteral("URL"), tr("The page to start from."));
    if (!parse(parser, withLastmodSource(arguments)))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" crawl: ");
    auto fail = [&](const QString &why) {
        err() << prefix << why << Qt::endl;
        return int(Unusable);
    };

    const bool resuming = parser.isSet(resume);
    const QString dateSource = parser.value(lastmodSource).trimmed().toLower();
    if (dateSource != u"page" && dateSource != u"header" && dateSource != u"history")
        return fail(tr("--lastmod-source takes page, header or history, not \"%1\"")
                        .arg(parser.value(lastmodSource)));
    if (resuming && parser.isSet(since))
        return fail(tr("--resume goes on with the history the crawl kept was given; --since is "
                       "not needed"));
    if (resuming && !parser.positionalArguments().isEmpty())
        return fail(tr("--resume takes the start URL from the crawl kept; give no URL"));
    if (resuming && support.isSaving(parser))
        return fail(tr("--resume keeps the crawl where it was kept; --save is not needed"));
    if (!resuming && parser.positionalArguments().size() != 1)
        return fail(tr("needs exactly one URL to start from"));
    if (!parser.isSet(outFile))
        return fail(tr("needs --out FILE.xml or FILE.xml.gz"));
    const QString target = parser.value(outFile);
    const QString fileName = QFileInfo(target).fileName();
    const bool gzip = fileName.endsWith(u".xml.gz", Qt::CaseInsensitive);
    if (!gzip && !fileName.endsWith(u".xml", Qt::CaseInsensitive))
        return fail(
            tr("cannot tell the output format from \"%1\"; name it .xml or .xml.gz").arg(target));
    if (!QFileInfo(QFileInfo(target).absolutePath()).isDir())
        return fail(tr("the folder of \"%1\" does not exist").arg(target));
    CrawlOptions options;
    QString error;
    if (!support.readOptions(parser, &options, &error))
        return fail(error);
    if (!readAccessOptions(parser))
        return Unusable;
    ExportOptions exportOptions;
    if (parser.isSet(maxUrls)) {
        bool ok = false;
        exportOptions.maxUrls = parser.value(maxUrls).toInt(&ok);
        if (!ok || exportOptions.maxUrls < 1 || exportOptions.maxUrls > ExportOptions().maxUrls)
            return fail(tr("--max-urls takes a number from 1 to %1, not \"%2\"")
                            .arg(ExportOptions().maxUrls)
                            .arg(parser.value(maxUrls)));
    }
    CrawlStore store;
    CrawlResult earlier;
    QUrl start;
    if (resuming) {
        bool finished = false;
        if (!store.open(parser.value(resume), false, &error)
            || !store.load(&earlier, &options, &finished, &error))
            return fail(error);
        start = earlier.startUrl;
        if (!parser.isSet(json))
            out() << tr("Going on with the crawl of %1 kept in %2: %3 pages done")
                         .arg(start.toDisplayString(), parser.value(resume),
                              QLocale::c().toString(earlier.pages.size()))
                  << Qt::endl;
    } else {
        start = QUrl(parser.positionalArguments().constFirst(), QUrl::StrictMode);
        // The earlier crawl first: --save may name the same file, which begins afresh.
        if (parser.isSet(since)) {
            std::shared_ptr<const CrawlHistory> history
                = CrawlStore::historyOf(parser.value(since), &error);
            if (!history)
                return fail(error);
            if (history->isEmpty())
                err() << parser.value(since) << ": "
                      << tr("warning: this crawl holds no content history (it was kept by an "
                            "earlier version, or read no page as HTML); every page is new to it")
                      << Qt::endl;
            options.history = std::move(history);
        }
        if (!support.openSave(parser, &store, &error))
            return fail(error);
    }

    // The secrets are given again on a resume (never kept); the identity is the kept one's.
    CrawlSupport::applyAccess(access(), start, !resuming, &options);
    // Whether the login given now (or none) still opens the site, asked before the crawl goes
    // on: without the one it needs, each page left would only be refused.
    if (resuming && !earlier.isComplete() && !Crawler::loginStillHolds(&earlier, options))
        return fail(CrawlSupport::loginProblem(earlier, access()));

    // The CDN's robots.txt is read too, for the images it disallows.
    options.imageHosts.clear();
    if (parser.isSet(images))
        for (const QString &host : parser.values(imageHost))
            options.imageHosts.append(host.trimmed().toLower());
    const CrawlResult result = CrawlSupport::crawl(start, options, &error, !parser.isSet(json),
                                                   &store, resuming ? &earlier : nullptr);
    if (!error.isEmpty())
        return fail(error);
    if (const QString login = CrawlSupport::loginProblem(result, access()); !login.isEmpty())
        return fail(login);
    if (result.pagesFetched() == 0) {
        const QString why = result.pages.isEmpty() ? QString() : result.pages.first().message;
        return fail(tr("nothing could be crawled from %1: %2").arg(start.toDisplayString(), why));
    }

    GenerateOptions generate;
    generate.lastmod = parser.isSet(lastmod);
    generate.hreflang = parser.isSet(hreflang);
    generate.lastmodSource = dateSource == u"header" ? GenerateOptions::LastmodSource::Header
        : dateSource == u"history"                   ? GenerateOptions::LastmodSource::History
                                                     : GenerateOptions::LastmodSource::Page;
    generate.images = parser.isSet(images);
    generate.imageHosts = options.imageHosts;
    generate.urlRules = options.urlRules; // --no-list, --publish-url
    Workspace workspace;
    workspace.sitemaps.append(CrawlSitemap::generate(result, generate));
    const qsizetype urls = workspace.sitemaps.first().entries.size();
    if (urls == 0)
        return fail(tr("the crawl of %1 found no indexable page; nothing was written")
                        .arg(start.toDisplayString()));

    // Planned as an export: one file when it fits, else files named after FILE and an index.
    const QString stem = fileName.left(fileName.size() - (gzip ? 7 : 4));
    exportOptions.target = QFileInfo(target).absolutePath();
    exportOptions.pattern = stem + QStringLiteral("-{n}.xml");
    exportOptions.indexName = fileName;
    exportOptions.gzip = gzip;
    exportOptions.overwrite = true;
    exportOptions.baseUrl = parser.isSet(baseUrl) ? parser.value(baseUrl)
        : !options.urlRules.publishUrl.isEmpty()
        ? options.urlRules.publishedPrefix()
        : result.startUrl.adjusted(QUrl::RemovePath | QUrl::RemoveQuery).toString() + u'/';
    Exporter exporter(workspace);
    const ExportPlan plan = exporter.plan(exportOptions);
    QStringList written;
    if (plan.files.size() <= 1) {
        QByteArray bytes = SitemapWriter(workspace.sitemaps.first()).write();
        if (gzip)
            bytes = gzipCompress(bytes);
        if (!DurableFile::write(target, bytes, &error))
            return fail(error);
        written.append(QFileInfo(target).absoluteFilePath());
    } else {
        if (!plan.isWritable())
            return fail(plan.errors.join(QStringLiteral("; ")));
        const ExportResult done = exporter.write(plan);
        if (done.status != ExportResult::Status::Written)
            return fail(done.error);
        written = done.written;
    }

    if (parser.isSet(json)) {
        QJsonObject report = CrawlSupport::toJson(result, &generate);
        report.insert(QStringLiteral("written"), QJsonArray::fromStringList(written));
        report.insert(QStringLiteral("urls"), qint64(urls));
        out() << QJsonDocument(report).toJson();
    } else {
        for (const QString &line : CrawlSupport::summary(result))
            out() << line << '\n';
        out() << tr("%1 URLs written to %2")
                     .arg(QLocale::c().toString(qint64(urls)), written.join(QStringLiteral(", ")))
              << '\n';
    }
    out().flush();
    return result.isComplete() ? Done : FoundErrors;
}

} // namespace Studio::Cli
