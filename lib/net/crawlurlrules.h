#pragma once

#include "util/url.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Studio {

// Which URLs a crawl asks for and lists, and under which address: the patterns, the query
// parameters it removes and the production address of a staging site. None of it is secret:
// a crawl store keeps it (CrawlStore), so that a resumed crawl goes on as it began.
//
// Patterns are regular expressions (QRegularExpression, Perl syntax) searched anywhere in the
// absolute URL, as sent (percent escapes, an IDN host in Punycode) and as shown (escapes of
// non-ASCII characters decoded, the host in Unicode): a URL matches when either form does.
// Anchor them with ^ and $ to match the whole URL; (?i) makes one ignore case.
struct CrawlUrlRules
{
    // A URL that matches none of these (when there are some) is not asked for; the start URL
    // is asked all the same, for its links, and left out of the sitemap.
    QList<QRegularExpression> include;
    // A URL that matches one of these is not asked for (a start URL that does is refused).
    QList<QRegularExpression> exclude;
    // Asked for and followed, not listed in the sitemap written (tag pages, search pages).
    QList<QRegularExpression> noList;
    // The query parameters removed from each link before it is queued, so that a page linked
    // with tracking parameters is asked once under its own address.
    Url::TrackingParameters parameters;
    // Where the site is published (production) when the crawl runs on another host (staging):
    // the sitemap written lists the pages of the start URL's origin under this address
    // (toPublished()). Empty for none.
    QUrl publishUrl;

    // Compiles `patterns` into `out` (optimised once, here); false with an error that names
    // `option` and the pattern when one is no valid expression.
    static bool compile(const QString &option, const QStringList &patterns,
                        QList<QRegularExpression> *out, QString *error);

    // The pattern of `exclude` that `url` matches, or of `include` that it does not (then
    // "--include"); empty when the URL may be asked for.
    bool isExcluded(const QUrl &url, QString *why = nullptr) const;
    bool matchesExclude(const QUrl &url, QString *pattern = nullptr) const;
    bool matchesInclude(const QUrl &url) const;
    // Whether the sitemap written may list `url` (no noList pattern matches it).
    bool isListed(const QUrl &url) const;
    // `url` without the parameters of `parameters`.
    QUrl withoutParameters(const QUrl &url) const;

    // The address of `url` in production when it is of the origin of `start` (either scheme
    // of its host): the publish URL's origin, and, when `url` lies in the folder of `start`,
    // the publish URL's folder in place of it (https://staging.example.com/a?b →
    // https://www.example.com/a?b; with --publish-url https://www.example.com/shop/,
    // https://www.example.com/shop/a?b). Other URLs, and all without a publish URL, as they are.
    QUrl toPublished(const QUrl &url, const QUrl &start) const;
    // The reverse: a production URL (of the publish URL's origin) at the staging site.
    QUrl fromPublished(const QUrl &url, const QUrl &start) const;
    // The start of every URL of the site that toPublished() changes, on staging (from `start`)
    // and in production, fully encoded: "https://staging.example.com/" and
    // "https://www.example.com/shop/". Empty without a publish URL.
    QString stagingPrefix(const QUrl &start) const;
    QString publishedPrefix() const;

    // What a crawl store keeps (patterns as written).
    QJsonObject toJson() const;
    static CrawlUrlRules fromJson(const QJsonObject &json);
    bool isEmpty() const
    {
        return include.isEmpty() && exclude.isEmpty() && noList.isEmpty() && parameters.defaults
            && parameters.extra.isEmpty() && publishUrl.isEmpty();
    }

private:
    static bool matchesAny(const QList<QRegularExpression> &patterns, const QUrl &url,
                           QString *pattern = nullptr);
};

} // namespace Studio
