#pragma once

#include "accessoptions.h"
#include "crawlurloptions.h"
#include "net/crawler.h"
#include "net/crawlsitemap.h"
#include "net/crawlstore.h"
#include "renderoptions.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace Studio::Cli {

// The crawl options crawl, audit and report share (--scope, --both-schemes, --max-pages,
// --max-depth,
// --max-time, --delay, --timeout, --page-time, and the trap limits --max-url-length,
// --max-query-variants, --max-segment-repeats, --max-links-per-page), the URL rules
// (CrawlUrlOptions), JavaScript (RenderOptions: --render, --renderers), --save, and the crawl run
// and summary they print alike.
class CrawlSupport : public OptionSet
{
    Q_DECLARE_TR_FUNCTIONS(CrawlSupport)

public:
    // `publishUrl`: whether --publish-url is the crawl's (CrawlUrlOptions).
    explicit CrawlSupport(bool publishUrl = true);

    // Reads them into `options`; false with the reason in `error` when a value is wrong.
    bool readOptions(const QCommandLineParser &parser, CrawlOptions *options, QString *error) const;

    // Crawls from `start` with `options` and waits; a line of progress on stderr every few
    // seconds when `verbose`. With `store`, open, the crawl is kept there as it goes (begun
    // afresh unless `earlier` is given); with `earlier`, that crawl goes on
    // (Crawler::resumeFrom) rather than a new one starting.
    static CrawlResult crawl(const QUrl &start, const CrawlOptions &options, QString *error,
                             bool verbose, CrawlStore *store = nullptr,
                             CrawlResult *earlier = nullptr);
    // --save FILE, when given: the store opened (created when absent) in `store`; false with
    // the reason in `error` when it cannot be.
    bool openSave(const QCommandLineParser &parser, CrawlStore *store, QString *error) const;
    bool isSaving(const QCommandLineParser &parser) const { return parser.isSet(m_save); }
    // What --user-agent and the credentials options say, into `options` for a crawl from
    // `start`: the identity only when `identity` (a resumed crawl keeps its own), the
    // credentials for the start URL's origin and the --auth-origin ones.
    static void applyAccess(const AccessOptions &access, const QUrl &start, bool identity,
                            CrawlOptions *options);
    // When the start URL asked for a login or refused access (CrawlResult::loginRequired):
    // what to tell the user, ready for "PROGRAM COMMAND: "; empty otherwise.
    static QString loginProblem(const CrawlResult &result, const AccessOptions &access);
    // "Crawled N pages (F failed, I indexable) in S s, B bytes", then each limit reached and
    // each cut (traps, slow pages, pages read in part).
    static QStringList summary(const CrawlResult &result);
    // The crawl report: every page with its status, verdict, redirects, canonical, robots
    // directives, title, depth and inlinks, and the summary.
    // With `generate` (a crawl that writes a sitemap), each indexable page also says the
    // lastmod written and where it came from.
    static QJsonObject toJson(const CrawlResult &result, const GenerateOptions *generate = nullptr);

private:
    const QCommandLineOption &m_scope, &m_bothSchemes, &m_maxPages, &m_maxDepth, &m_maxTime,
        &m_delay, &m_timeout, &m_pageTime, &m_maxUrlLength, &m_maxQueryVariants,
        &m_maxSegmentRepeats, &m_maxLinksPerPage, &m_save;
    CrawlUrlOptions m_urlOptions;
    RenderOptions m_renderOptions;
};

} // namespace Studio::Cli
