#include "discovery.h"

#include "io/loader.h"
#include "io/readers/robotstxt.h"
#include "io/input/textdecoder.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

namespace Studio {

namespace {

QString display(const QUrl &url)
{
    return url.toString(QUrl::FullyEncoded);
}

bool isHttp(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == u"http" || scheme == u"https") && !url.host().isEmpty();
}

// Errors after which the site still answers: the next place is worth asking.
bool siteAnswered(FetchResult::Error error)
{
    using E = FetchResult::Error;
    return error == E::None || error == E::HttpStatus || error == E::TooLarge
        || error == E::BadEncoding || error == E::NotASitemap || error == E::TooManyRedirects
        || error == E::RedirectLoop || error == E::InsecureRedirect;
}

} // namespace

QLatin1StringView DiscoveredSitemap::originId(Origin origin)
{
    switch (origin) {
    case Origin::Given:
        return QLatin1StringView("given");
    case Origin::RobotsTxt:
        return QLatin1StringView("robots.txt");
    case Origin::Probe:
        return QLatin1StringView("probe");
    }
    return {};
}

struct Discovery::Private
{
    Discovery *q;
    Fetcher *fetcher = nullptr; // owned (child of q)
    FetchReply *reply = nullptr; // owned by the Fetcher
    DiscoveryResult result;
    bool running = false;
    qsizetype nextProbe = 0;
    QUrl origin; // scheme, host and port of the site, path "/"

    void fetch(const QUrl &url, void (Private::*then)(const FetchResult &));
    void robotsFinished(const FetchResult &r);
    void probeNext();
    void probeFinished(const FetchResult &r);
    void fail(const FetchResult &r);
    void finish();
};

void Discovery::Private::fetch(const QUrl &url, void (Private::*then)(const FetchResult &))
{
    reply = fetcher->fetch(url);
    QObject::connect(reply, &FetchReply::finished, q, [this, then] {
        FetchReply *done = reply;
        reply = nullptr;
        done->deleteLater();
        (this->*then)(done->result());
    });
}

void Discovery::Private::fail(const FetchResult &r)
{
    result.error = r.error;
    result.errorMessage = r.message;
    result.messages.append(r.message);
    finish();
}

void Discovery::Private::robotsFinished(const FetchResult &r)
{
    result.robotsTxtStatus = r.httpStatus;
    if (!siteAnswered(r.error)) {
        fail(r);
        return;
    }
    if (!r.ok()) {
        result.messages.append(tr("No robots.txt: %1").arg(r.message));
        probeNext();
        return;
    }
    result.robotsTxtFound = true;
    const RobotsTxt robots = RobotsTxt::parse(TextDecoder::decode(r.body).utf8);
    const QList<RobotsTxt::SitemapLine> &lines = robots.sitemaps();
    for (const Finding &f : robots.findings())
        if (f.field == FindingField::Loc && f.entryIndex >= 0)
            result.findings.append(f);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const RobotsTxt::SitemapLine &line = lines.at(i);
        const QUrl url(line.value, QUrl::TolerantMode);
        if (!isHttp(url) || url.isRelative()) {
            result.messages.append(
                tr("robots.txt line %1: \"%2\" is not an absolute http or https URL; skipped")
                    .arg(line.line)
                    .arg(line.value));
            continue;
        }
        DiscoveredSitemap found;
        found.url = url;
        found.origin = DiscoveredSitemap::Origin::RobotsTxt;
        found.line = line.line;
        result.sitemaps.append(found);
    }
    if (!result.sitemaps.isEmpty()) {
        result.messages.append(
            tr("%1 names %2 sitemaps", nullptr, int(result.sitemaps.size())).arg(display(result.robotsTxt)).arg(result.sitemaps.size()));
        finish();
        return;
    }
    result.messages.append(
        tr("%1 names no sitemap; the usual places are asked").arg(display(result.robotsTxt)));
    probeNext();
}

void Discovery::Private::probeNext()
{
    const QStringList paths = fallbackPaths();
    if (nextProbe >= paths.size()) {
        if (result.sitemaps.isEmpty())
            result.messages.append(
                tr("No sitemap found: %1 names none, and none of %2 answered with a sitemap")
                    .arg(display(result.robotsTxt), paths.join(QStringLiteral(", "))));
        finish();
        return;
    }
    QUrl url = origin;
    url.setPath(paths.at(nextProbe++));
    DiscoveryProbe probe;
    probe.url = url;
    result.probes.append(probe);
    fetch(url, &Private::probeFinished);
}

void Discovery::Private::probeFinished(const FetchResult &r)
{
    DiscoveryProbe &probe = result.probes.last();
    probe.httpStatus = r.httpStatus;
    probe.error = r.error;
    if (!siteAnswered(r.error)) {
        probe.message = r.message;
        fail(r);
        return;
    }
    if (!r.ok()) {
        probe.message = r.message;
        result.messages.append(r.message);
        probeNext();
        return;
    }
    // A site may answer 200 with a page for any address: only a sitemap counts.
    LoadOptions read;
    read.loadChildren = false;
    read.limits.parallel = false;
    const Workspace workspace = Loader::openBytes(r.body, display(r.finalUrl), read);
    const Sitemap &root = workspace.root();
    const bool sitemap = !root.failed
        && (root.source.format == SourceFormat::UrlSet
            || root.source.format == SourceFormat::SitemapIndex);
    if (!sitemap) {
        probe.error = FetchResult::Error::NotASitemap;
        probe.message
            = tr("%1 answered %2 but with no sitemap").arg(display(probe.url)).arg(r.httpStatus);
        result.messages.append(probe.message);
        probeNext();
        return;
    }
    probe.found = true;
    DiscoveredSitemap found;
    found.url = probe.url;
    found.origin = DiscoveredSitemap::Origin::Probe;
    result.sitemaps.append(found);
    result.messages.append(
        tr("%1 is a %2").arg(display(probe.url), sourceFormatName(root.source.format)));
    probeNext();
}

void Discovery::Private::finish()
{
    running = false;
    Q_EMIT q->finished();
}

Discovery::Discovery(const FetchOptions &options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    d->fetcher = new Fetcher(options, this);
}

Discovery::~Discovery()
{
    delete d->fetcher;
}

void Discovery::start(const QUrl &url)
{
    if (d->running)
        return;
    d->running = true;
    d->result = DiscoveryResult();
    d->result.given = url;
    d->nextProbe = 0;
    if (!isHttp(url)) {
        // Through the event loop, as promised.
        QTimer::singleShot(0, this, [this] {
            FetchResult r;
            r.requested = d->result.given;
            r.fail(FetchResult::Error::UnsupportedScheme,
                   tr("%1 is not an http or https address")
                       .arg(d->result.given.toString(QUrl::FullyEncoded)));
            d->fail(r);
        });
        return;
    }
    d->result.isSite = isSiteUrl(url);
    if (!d->result.isSite) {
        DiscoveredSitemap given;
        given.url = url;
        d->result.sitemaps.append(given);
        d->result.messages.append(
            tr("%1 names a file: it is taken as the sitemap").arg(display(url)));
        QTimer::singleShot(0, this, [this] { d->finish(); });
        return;
    }
    d->origin = url.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
    d->origin.setPath(QStringLiteral("/"));
    d->result.robotsTxt = d->origin;
    d->result.robotsTxt.setPath(QStringLiteral("/robots.txt"));
    // Of robots.txt no more is received than is read (its first 500 KiB, RFC 9309, 2.5): the
    // Sitemap lines of a larger file are taken from its start, as search engines take them.
    const FetchOptions given = d->fetcher->options();
    FetchOptions robots = given;
    robots.maxBytes = RobotsTxt::MaxBytes + 1;
    robots.cutAtMaxBytes = true;
    d->fetcher->setOptions(robots);
    d->fetch(d->result.robotsTxt, &Private::robotsFinished);
    d->fetcher->setOptions(given);
}

void Discovery::cancel()
{
    if (!d->running)
        return;
    if (d->reply) {
        // Finishes through the step's slot: Cancelled is no answer of the site.
        d->reply->cancel();
        return;
    }
    FetchResult r;
    r.fail(FetchResult::Error::Cancelled, tr("Discovery was cancelled"));
    d->fail(r);
}

bool Discovery::isRunning() const
{
    return d->running;
}

const DiscoveryResult &Discovery::result() const
{
    return d->result;
}

DiscoveryResult Discovery::discover(const QUrl &url, const FetchOptions &options)
{
    Discovery discovery(options);
    QEventLoop loop;
    connect(&discovery, &Discovery::finished, &loop, &QEventLoop::quit);
    discovery.start(url);
    if (discovery.isRunning())
        loop.exec();
    return discovery.result();
}

QStringList Discovery::fallbackPaths()
{
    return { QStringLiteral("/sitemap.xml"), QStringLiteral("/sitemap_index.xml"),
             QStringLiteral("/sitemap.xml.gz") };
}

bool Discovery::isSiteUrl(const QUrl &url)
{
    const QString path = url.path();
    return path.isEmpty() || path == u"/";
}

} // namespace Studio
