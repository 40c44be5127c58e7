#pragma once

#include "fetcher.h"
#include "model/finding.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUrl>

namespace Studio {

// A sitemap's address asked for as a search engine's crawler and as a browser, and what the
// site serves the crawler otherwise, in the words of Search Console (--compare-agents): an
// error status or no answer to the crawler alone, "Couldn't fetch" (SM713); an HTML page (a bot
// challenge, a consent or login page) to the crawler where a browser is given the sitemap,
// "Sitemap is HTML" (SM714); another status, Content-Type or redirect target (SM715). The two
// requests differ in their User-Agent alone: the same Accept header, credentials and limits.
struct AgentComparison
{
    Q_DECLARE_TR_FUNCTIONS(Studio::AgentComparison)

public:
    FetchResult crawler; // the answer to the crawler, its body included
    FetchResult browser; // the answer to the browser
    QList<Finding> findings; // about the file as a whole; none when both were served alike

    // Whether the answer to read is the browser's: the crawler was given no sitemap (an error,
    // an HTML page) where the browser was given one, which is then read for what it holds.
    bool readsBrowsers() const;
    const FetchResult &answerToRead() const { return readsBrowsers() ? browser : crawler; }

    // Asks `url` with `crawler`'s options, then with browserOptions(crawler), one after the
    // other, and compares the answers. `crawlerName` names the crawler in the findings
    // ("Googlebot"). Waits in a local event loop.
    static AgentComparison run(const QUrl &url, const FetchOptions &crawler,
                               const QString &crawlerName);
    // `crawler`'s options with a browser's User-Agent (CrawlerIdentity's "browser").
    static FetchOptions browserOptions(const FetchOptions &crawler);
    // The findings for two answers, apart from the network.
    static QList<Finding> compare(const FetchResult &crawler, const FetchResult &browser,
                                  const QString &crawlerName);
    // Whether `body` is an HTML page rather than a sitemap: it opens (after a byte order mark
    // and white space) with an HTML doctype or an <html> element, or names <html> in its first
    // kilobyte and no sitemap root.
    static bool isHtmlPage(QByteArrayView body);
    // Whether `finding` is one of the comparison's (SM713, SM714, SM715).
    static bool isComparison(const Finding &finding);

private:
    // An answer as a finding names it: "HTTP 403", "HTTP 200 (application/xml)", "no answer
    // (timed-out)".
    static QString describe(const FetchResult &answer);
};

} // namespace Studio
