#pragma once

#include "io/input/readlimits.h"
#include "fetcher.h"
#include "model/finding.h"

#include <QLatin1StringView>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace Studio {

// A sitemap that discovery found, and where it learnt of it.
struct DiscoveredSitemap
{
    enum class Origin : quint8 {
        Given, // the URL given names a file: that file is the sitemap
        RobotsTxt, // a Sitemap line of the site's robots.txt
        Probe, // one of the usual places, which answered with a sitemap
    };

    QUrl url;
    Origin origin = Origin::Given;
    qint64 line = 0; // of the robots.txt, for RobotsTxt

    // "given", "robots.txt", "probe": for reports and JSON.
    static QLatin1StringView originId(Origin origin);
};

// One of the usual places asked, when robots.txt names no sitemap.
struct DiscoveryProbe
{
    QUrl url;
    bool found = false; // answered 2xx with a sitemap or sitemap index
    int httpStatus = 0; // 0 when no answer came
    FetchResult::Error error = FetchResult::Error::None;
    QString message; // why it does not count, when it does not; empty when found
};

struct DiscoveryResult
{
    QUrl given;
    // The URL named the site (an empty path or "/"), not a file.
    bool isSite = false;
    QUrl robotsTxt; // the address asked; invalid when not asked
    bool robotsTxtFound = false; // it answered 2xx
    int robotsTxtStatus = 0;
    QList<DiscoveredSitemap> sitemaps; // in the order found
    QList<DiscoveryProbe> probes; // in the order asked
    // What the robots.txt says of its Sitemap lines (relative ones, other schemes), with the
    // line; their entryIndex is the line's index among the Sitemap lines.
    QList<Finding> findings;
    // What was done and found, in order, for the user.
    QStringList messages;
    // Set when the site could not be reached at all (name, connection, TLS, timeout), or the
    // address cannot be asked (not http or https); then nothing else was tried.
    FetchResult::Error error = FetchResult::Error::None;
    QString errorMessage;

    bool reachable() const { return error == FetchResult::Error::None; }
};

// Finds a site's sitemaps. For a site (an address whose path is empty or "/") it reads
// /robots.txt and lists its Sitemap lines (absolute http(s) ones; others are reported and
// skipped); when the robots.txt is missing or names none, it asks /sitemap.xml,
// /sitemap_index.xml and /sitemap.xml.gz in that order and lists those that answer with a
// sitemap. An address that names a file is taken as the sitemap itself, unasked. Requests go
// one at a time.
//
// Lives on the thread that created it and needs that thread's event loop.
class Discovery : public QObject
{
    Q_OBJECT

public:
    explicit Discovery(const FetchOptions &options = {}, QObject *parent = nullptr);
    ~Discovery() override;

    // finished() is emitted once, later, from the event loop.
    void start(const QUrl &url);
    // Stops; the result says Cancelled. finished() is emitted before cancel() returns.
    void cancel();
    bool isRunning() const;
    // Complete once finished() was emitted.
    const DiscoveryResult &result() const;

    static DiscoveryResult discover(const QUrl &url, const FetchOptions &options = {});
    // The usual places, in the order they are asked: "/sitemap.xml", ...
    static QStringList fallbackPaths();
    // Whether the address names a site rather than a file.
    static bool isSiteUrl(const QUrl &url);

Q_SIGNALS:
    void finished();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Studio
