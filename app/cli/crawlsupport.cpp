#include "crawlsupport.h"

#include "command.h"
#include "util/allocator.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

namespace Studio::Cli {

namespace {

QString number(qint64 value)
{
    return QLocale::c().toString(value);
}

} // namespace

CrawlSupport::CrawlSupport(bool publishUrl)
    : m_scope(
        declare({ QStringLiteral("scope"),
                  tr("host (default): every page of the start URL's host; folder: the start URL's "
                     "folder and below."),
                  QStringLiteral("scope"), QStringLiteral("host") }))
    , m_bothSchemes(declare(
          { QStringLiteral("both-schemes"), tr("Take http and https of the host as one site.") }))
    , m_maxPages(declare({ QStringLiteral("max-pages"),
                           tr("Stop after fetching this many pages (default %1; 0 for no limit).")
                               .arg(CrawlOptions().maxPages),
                           QStringLiteral("n") }))
    , m_maxDepth(
          declare({ QStringLiteral("max-depth"),
                    tr("Follow links this many clicks from the start URL at most (default: no "
                       "limit)."),
                    QStringLiteral("n") }))
    , m_maxTime(
          declare({ QStringLiteral("max-time"),
                    tr("Stop after this many seconds (default: no limit)."), QStringLiteral("s") }))
    , m_delay(
          declare({ QStringLiteral("delay"),
                    tr("Milliseconds between the starts of two requests to the site (default 0; a "
                       "larger robots.txt Crawl-delay wins)."),
                    QStringLiteral("ms") }))
    , m_timeout(
          declare({ QStringLiteral("timeout"),
                    tr("Give up on a page that sends nothing for this many milliseconds (default "
                       "%1).")
                        .arg(CrawlOptions().timeoutMs),
                    QStringLiteral("ms") }))
    , m_pageTime(
          declare({ QStringLiteral("page-time"),
                    tr("Give up on a page that takes more than this many seconds in all, however "
                       "slowly it keeps sending (default %1).")
                        .arg(CrawlOptions().pageTimeoutMs / 1000),
                    QStringLiteral("s") }))
    , m_maxUrlLength(
          declare({ QStringLiteral("max-url-length"),
                    tr("Crawl trap: do not follow links longer than this many characters "
                       "(default %1; 0 for no limit).")
                        .arg(CrawlOptions().maxUrlLength),
                    QStringLiteral("n") }))
    , m_maxQueryVariants(
          declare({ QStringLiteral("max-query-variants"),
                    tr("Crawl trap: follow at most this many URLs of one path that differ "
                       "in their query (default %1; 0 for no limit).")
                        .arg(CrawlOptions().maxQueryVariants),
                    QStringLiteral("n") }))
    , m_maxSegmentRepeats(
          declare({ QStringLiteral("max-segment-repeats"),
                    tr("Crawl trap: do not follow links whose path has one segment more "
                       "than this many times, as in /a/b/a/b/a/b/a (default %1; 0 for no "
                       "limit).")
                        .arg(CrawlOptions().maxSegmentRepeats),
                    QStringLiteral("n") }))
    , m_maxLinksPerPage(
          declare({ QStringLiteral("max-links-per-page"),
                    tr("Crawl trap: take at most this many links of one page (default %1; "
                       "0 for no limit).")
                        .arg(CrawlOptions().maxLinksPerPage),
                    QStringLiteral("n") }))
    , m_save(
          declare({ QStringLiteral("save"),
                    tr("Keep the crawl in FILE as it goes (an SQLite crawl store): a crawl killed "
                       "half-way goes on with crawl --resume FILE, and audit --crawl FILE reads it "
                       "without the network."),
                    QStringLiteral("file") }))
    , m_urlOptions(*this, publishUrl)
    , m_renderOptions(*this)
{
}

bool CrawlSupport::readOptions(const QCommandLineParser &parser, CrawlOptions *options,
                               QString *error) const
{
    const QString scope = parser.value(m_scope);
    if (scope == u"host") {
        options->scope = CrawlOptions::Scope::Host;
    } else if (scope == u"folder") {
        options->scope = CrawlOptions::Scope::Folder;
    } else {
        *error = tr("--scope takes host or folder, not \"%1\"").arg(scope);
        return false;
    }
    options->bothSchemes = parser.isSet(m_bothSchemes);
    auto count = [&](const QCommandLineOption &option, int least, int *value) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const int n = parser.value(option).toInt(&ok);
        if (!ok || n < least) {
            *error = tr("--%1 takes a whole number of %2 or more, not \"%3\"")
                         .arg(option.names().constFirst(), QString::number(least),
                              parser.value(option));
            return false;
        }
        *value = n;
        return true;
    };
    int seconds = 0;
    int pageSeconds = 0;
    if (!count(m_maxPages, 0, &options->maxPages) || !count(m_maxDepth, 0, &options->maxDepth)
        || !count(m_maxTime, 1, &seconds) || !count(m_delay, 0, &options->delayMs)
        || !count(m_timeout, 100, &options->timeoutMs) || !count(m_pageTime, 1, &pageSeconds)
        || !count(m_maxUrlLength, 0, &options->maxUrlLength)
        || !count(m_maxQueryVariants, 0, &options->maxQueryVariants)
        || !count(m_maxSegmentRepeats, 0, &options->maxSegmentRepeats)
        || !count(m_maxLinksPerPage, 0, &options->maxLinksPerPage))
        return false;
    if (seconds > 0)
        options->maxTimeMs = seconds * 1000;
    if (pageSeconds > 0) {
        if (pageSeconds > 24 * 3600) {
            *error = tr("--page-time takes at most a day's seconds (86400), not \"%1\"")
                         .arg(parser.value(m_pageTime));
            return false;
        }
        options->pageTimeoutMs = pageSeconds * 1000;
    }
    return m_urlOptions.readOptions(parser, &options->urlRules, error)
        && m_renderOptions.readOptions(parser, options, error);
}

bool CrawlSupport::openSave(const QCommandLineParser &parser, CrawlStore *store,
                            QString *error) const
{
    if (!parser.isSet(m_save))
        return true;
    const QString path = parser.value(m_save);
    if (!QFileInfo(QFileInfo(path).absolutePath()).isDir()) {
        *error = tr("the folder of \"%1\" does not exist").arg(path);
        return false;
    }
    return store->open(path, true, error);
}

CrawlResult CrawlSupport::crawl(const QUrl &start, const CrawlOptions &options, QString *error,
                                bool verbose, CrawlStore *store, CrawlResult *earlier)
{
    // A crawl streams pages through buffers (bodies, parse trees) on three threads: the main
    // one, Qt's network thread and the parser's. With the pad of tuneAllocator(), each of their
    // heaps kept up to 64 MiB freed on top of what the memory budget holds (a hostile site with
    // every trap at once peaked at 160-194 MiB, against 115 MiB with one heap); heaps that hand
    // back what they free keep the crawl near its budget (131-146 MiB).
    tuneAllocatorForStreaming();
    // Before the crawler, which uses it to its end.
    const std::unique_ptr<PageRenderer> renderer = RenderOptions::makeRenderer(options);
    Crawler crawler(options);
    crawler.setRenderer(renderer.get());
    if (store && store->isOpen()) {
        if (!earlier && !store->begin(start, options, error))
            return {};
        QObject::connect(&crawler, &Crawler::pageDone, [&](qsizetype index) {
            store->pageDone(crawler.result(), index);
        });
    }
    QElapsedTimer sinceReport;
    sinceReport.start();
    if (verbose)
        QObject::connect(&crawler, &Crawler::progress, [&](int done, int queued, int failed) {
            if (sinceReport.elapsed() < 5000)
                return;
            sinceReport.restart();
            Command::err() << tr("… %1 pages done, %2 waiting, %3 failed")
                                  .arg(number(done), number(queued), number(failed))
                           << Qt::endl;
        });
    if (earlier) {
        crawler.resumeFrom(std::move(*earlier));
        QEventLoop loop;
        QObject::connect(&crawler, &Crawler::finished, &loop, &QEventLoop::quit);
        if (crawler.isRunning())
            loop.exec();
    } else {
        crawler.crawlAndWait(start);
    }
    *error = crawler.error();
    if (error->isEmpty() && store && store->isOpen()
        && !store->finish(crawler.result(), error))
        *error = tr("the crawl could not be kept: %1").arg(*error);
    return crawler.takeResult();
}

void CrawlSupport::applyAccess(const AccessOptions &access, const QUrl &start, bool identity,
                               CrawlOptions *options)
{
    if (identity && access.hasIdentity())
        applyIdentity(access.identity(), options);
    options->credentials = access.credentialsFor(start);
}

QString CrawlSupport::loginProblem(const CrawlResult &result, const AccessOptions &access)
{
    const LoginRefusal refusal = LoginRefusal::of(result);
    if (refusal.isEmpty())
        return {};
    const QString url = refusal.url.toDisplayString();
    const std::shared_ptr<const SiteCredentials> given = access.credentialsFor(result.startUrl);
    if (refusal.status == 403) {
        if (given)
            return tr("%1 refuses access (HTTP 403) with the login, cookies or headers given")
                .arg(url);
        return tr("%1 refuses access (HTTP 403): it may want a login, a cookie or a header "
                  "(give --auth, --cookie or --header), or it turns this user agent away")
            .arg(url);
    }
    const QString realm = refusal.realm;
    if (given && given->hasLogin()) {
        if (realm.isEmpty())
            return tr("%1 refused the login of the user \"%2\" (HTTP 401): check --auth")
                .arg(url, given->user());
        return tr("%1 refused the login of the user \"%2\" (HTTP 401, realm \"%3\"): check "
                  "--auth")
            .arg(url, given->user(), realm);
    }
    if (realm.isEmpty())
        return tr("the site asks for a login (HTTP 401 at %1): give --auth USER:PASSWORD, or "
                  "set %2")
            .arg(url, QLatin1StringView(AccessOptions::EnvironmentVariable));
    return tr("the site asks for a login (HTTP 401 at %1, realm \"%2\"): give --auth "
              "USER:PASSWORD, or set %3")
        .arg(url, realm, QLatin1StringView(AccessOptions::EnvironmentVariable));
}

QStringList CrawlSupport::summary(const CrawlResult &result)
{
    int indexable = 0;
    for (const CrawledPage &page : result.pages)
        indexable += result.isIndexable(page);
    QStringList lines { tr("Crawled %1 pages of %2 (%3 failed, %4 indexable) in %5 s, %6 bytes "
                           "received")
                            .arg(number(result.pagesFetched()), result.startUrl.toDisplayString(),
                                 number(result.pagesFailed()), number(indexable),
                                 QLocale::c().toString(result.elapsedMs / 1000.0, 'f', 1),
                                 number(result.bytes)) };
    lines += result.limitsReached;
    for (const CrawlCut &cut : result.cuts)
        lines.append(cut.describe());
    lines += RenderOptions::summary(result);
    if (result.cancelled)
        lines.append(tr("The crawl was cancelled"));
    return lines;
}

QJsonObject CrawlSupport::toJson(const CrawlResult &result, const GenerateOptions *generate)
{
    QJsonArray pages;
    for (const CrawledPage &page : result.pages) {
        QJsonObject o {
            { QStringLiteral("url"), result.urlText(page.url) },
            { QStringLiteral("status"), page.status },
            { QStringLiteral("indexability"),
              QString(CrawlResult::indexabilityId(result.indexability(page))) },
            // Clicks from the start page; null when no chain of links reaches it.
            { QStringLiteral("depth"),
              page.linkDepth == CrawledPage::Unreached ? QJsonValue() : QJsonValue(page.linkDepth) },
            { QStringLiteral("inlinks"), qint64(result.inlinks(page.url)) },
        };
        if (const QString answered = result.answeredUrl(page); !answered.isEmpty())
            o.insert(QStringLiteral("answeredUrl"), answered);
        if (page.has(CrawledPage::Fetched))
            o.insert(QStringLiteral("responseMs"), qint64(page.responseMs));
        if (page.isRedirect()) {
            bool loop = false;
            QJsonArray chain;
            for (const quint32 id : result.redirectChain(page, &loop))
                chain.append(result.urlText(id));
            o.insert(QStringLiteral("redirects"), chain);
            o.insert(QStringLiteral("finalUrl"), result.urlText(result.finalUrl(page)));
            if (loop)
                o.insert(QStringLiteral("redirectLoop"), true);
        }
        if (page.canonical != CrawledPage::NoUrl)
            o.insert(QStringLiteral("canonical"), result.urlText(page.canonical));
        if (!result.contentType(page).isEmpty())
            o.insert(QStringLiteral("contentType"), QString::fromLatin1(result.contentType(page)));
        if (page.noindex())
            o.insert(QStringLiteral("noindex"), true);
        if (page.nofollow())
            o.insert(QStringLiteral("nofollow"), true);
        if (page.has(CrawledPage::Truncated))
            o.insert(QStringLiteral("truncated"), true);
        if (page.has(CrawledPage::BlockedByRobots))
            o.insert(QStringLiteral("blockedByRobots"), true);
        if (page.has(CrawledPage::MetaRefresh))
            o.insert(QStringLiteral("metaRefresh"), true);
        if (page.has(CrawledPage::PartlyRead))
            o.insert(QStringLiteral("partlyRead"), true);
        if (page.has(CrawledPage::LinksCut))
            o.insert(QStringLiteral("linksCut"), true);
        if (!page.title.isEmpty())
            o.insert(QStringLiteral("title"), page.title);
        if (page.lastModified >= 0)
            o.insert(
                QStringLiteral("lastModified"),
                QDateTime::fromMSecsSinceEpoch(page.lastModified, Qt::UTC).toString(Qt::ISODate));
        if (page.modifiedSource != PageDateSource::None) {
            o.insert(QStringLiteral("modified"), result.pageModified(page));
            o.insert(QStringLiteral("modifiedSource"), QString(pageDateSourceId(page.modifiedSource)));
        }
        if (const std::optional<PageContent> content = result.content(page)) {
            // The content's fingerprint and history (ContentFingerprint), times as lastmods
            // write them.
            auto time = [](qint64 ms) {
                return ms < 0 ? QJsonValue() : QJsonValue(ContentFingerprint::timeText(ms));
            };
            o.insert(QStringLiteral("fingerprint"),
                     ContentFingerprint::toHex(content->fingerprint));
            o.insert(QStringLiteral("firstSeen"), time(content->firstSeen));
            o.insert(QStringLiteral("lastSeen"), time(content->lastSeen));
            o.insert(QStringLiteral("contentChanged"), content->changed);
        }
        if (generate && generate->lastmod && result.isIndexable(page)) {
            W3cDateTime date;
            const PageDateSource source
                = CrawlSitemap::lastmodSource(result, page, generate->lastmodSource, &date);
            if (source != PageDateSource::None) {
                o.insert(QStringLiteral("lastmod"), date.toString());
                o.insert(QStringLiteral("lastmodSource"), QString(pageDateSourceId(source)));
            }
        }
        if (!result.images(page).empty()) {
            QJsonArray images;
            for (const quint32 id : result.images(page))
                images.append(result.urlText(id));
            o.insert(QStringLiteral("images"), images);
        }
        if (!page.alternates.empty()) {
            QJsonArray alternates;
            for (const CrawledPage::Alternate &a : page.alternates)
                alternates.append(
                    QJsonObject { { QStringLiteral("hreflang"), result.hreflang(a.hreflang) },
                                  { QStringLiteral("href"), result.urlText(a.url) } });
            o.insert(QStringLiteral("hreflang"), alternates);
        }
        if (page.error != FetchResult::Error::None)
            o.insert(QStringLiteral("error"), QString(FetchResult::errorId(page.error)));
        if (!page.message.isEmpty())
            o.insert(QStringLiteral("message"), page.message);
        if (const QJsonObject rendering = RenderOptions::pageJson(result, page);
            !rendering.isEmpty())
            o.insert(QStringLiteral("render"), rendering);
        pages.append(o);
    }
    int indexable = 0;
    for (const CrawledPage &page : result.pages)
        indexable += result.isIndexable(page);
    QJsonArray cuts;
    for (const CrawlCut &cut : result.cuts) {
        QJsonObject o {
            { QStringLiteral("kind"), QString(CrawlCut::kindId(cut.kind)) },
            { QStringLiteral("count"), cut.count },
            { QStringLiteral("limit"), cut.limit },
            { QStringLiteral("examples"), QJsonArray::fromStringList(cut.examples) },
            { QStringLiteral("message"), cut.describe() },
        };
        if (!cut.pattern.isEmpty())
            o.insert(QStringLiteral("pattern"), cut.pattern);
        cuts.append(o);
    }
    return QJsonObject {
        { QStringLiteral("start"), result.startUrl.toString(QUrl::FullyEncoded) },
        { QStringLiteral("pages"), pages },
        { QStringLiteral("summary"),
          QJsonObject {
              { QStringLiteral("fetched"), result.pagesFetched() },
              { QStringLiteral("failed"), result.pagesFailed() },
              { QStringLiteral("indexable"), indexable },
              { QStringLiteral("requests"), result.requests },
              { QStringLiteral("bytes"), result.bytes },
              { QStringLiteral("elapsedMs"), result.elapsedMs },
              { QStringLiteral("complete"), result.isComplete() },
              { QStringLiteral("limitsReached"), QJsonArray::fromStringList(result.limitsReached) },
              { QStringLiteral("cuts"), cuts },
              { QStringLiteral("render"), RenderOptions::totalsJson(result) },
          } },
    };
}

} // namespace Studio::Cli
