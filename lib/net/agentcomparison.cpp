#include "agentcomparison.h"

#include "siteaccess.h"

#include <QRegularExpression>

namespace Studio {

namespace {

// The media type of a Content-Type header, lower case, without its parameters.
QByteArray mediaType(const QByteArray &contentType)
{
    const qsizetype semicolon = contentType.indexOf(';');
    return (semicolon < 0 ? contentType : contentType.left(semicolon)).trimmed().toLower();
}

// Where an answer came from after its redirects, as two answers are compared.
QByteArray landing(const FetchResult &answer)
{
    return answer.finalUrl.adjusted(QUrl::NormalizePathSegments | QUrl::RemoveFragment).toEncoded();
}

// The title of an HTML page, for the finding: a challenge page names itself there ("Just a
// moment..."); empty when it has none in its first 64 KiB.
QString titleOf(const QByteArray &html)
{
    static const QRegularExpression title(
        QStringLiteral("<title[^>]*>\\s*([^<]{1,200}?)\\s*</title>"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = title.match(QString::fromUtf8(html.left(64 * 1024)));
    return match.hasMatch() ? match.captured(1).simplified() : QString();
}

} // namespace

QString AgentComparison::describe(const FetchResult &answer)
{
    if (answer.httpStatus <= 0)
        return tr("no answer (%1)").arg(FetchResult::errorId(answer.error));
    const QByteArray type = mediaType(answer.contentType);
    if (!answer.ok() || type.isEmpty())
        return tr("HTTP %1").arg(answer.httpStatus);
    return tr("HTTP %1 (%2)").arg(answer.httpStatus).arg(QString::fromLatin1(type));
}

bool AgentComparison::isHtmlPage(QByteArrayView body)
{
    if (body.startsWith("\xEF\xBB\xBF"))
        body = body.sliced(3);
    const QByteArray start
        = body.first(qMin<qsizetype>(body.size(), 1024)).toByteArray().trimmed().toLower();
    if (start.startsWith("<!doctype html") || start.startsWith("<html"))
        return true;
    return start.contains("<html") && !start.contains("<urlset")
        && !start.contains("<sitemapindex");
}

bool AgentComparison::isComparison(const Finding &finding)
{
    return finding.ruleId == RuleId::CouldNotFetch || finding.ruleId == RuleId::SitemapIsHtml
        || finding.ruleId == RuleId::ServedDifferently;
}

bool AgentComparison::readsBrowsers() const
{
    return (!crawler.ok() || isHtmlPage(crawler.body)) && browser.ok() && !isHtmlPage(browser.body);
}

FetchOptions AgentComparison::browserOptions(const FetchOptions &crawler)
{
    CrawlerIdentity browser;
    CrawlerIdentity::fromChoice(QStringLiteral("browser"), &browser);
    FetchOptions options = crawler;
    options.userAgent = browser.userAgent;
    return options;
}

AgentComparison AgentComparison::run(const QUrl &url, const FetchOptions &crawler,
                                     const QString &crawlerName)
{
    AgentComparison comparison;
    comparison.crawler = Fetcher::fetchBlocking(url, crawler);
    comparison.browser = Fetcher::fetchBlocking(url, browserOptions(crawler));
    comparison.findings = compare(comparison.crawler, comparison.browser, crawlerName);
    return comparison;
}

QList<Finding> AgentComparison::compare(const FetchResult &crawler, const FetchResult &browser,
                                        const QString &crawlerName)
{
    QList<Finding> out;
    const QString url = crawler.requested.toString(QUrl::FullyEncoded);
    const QString toCrawler = describe(crawler);
    const QString toBrowser = describe(browser);
    if (!crawler.ok()) {
        // Both refused alike is no difference: the reading error says it.
        if (browser.ok() || crawler.httpStatus != browser.httpStatus
            || crawler.error != browser.error)
            out.append(Finding::make(RuleId::CouldNotFetch,
                                     tr("Couldn't fetch as %1: %2 answers %1 with %3 and a "
                                        "browser with %4")
                                         .arg(crawlerName, url, toCrawler, toBrowser)));
        return out;
    }
    if (!browser.ok()) {
        out.append(Finding::make(RuleId::ServedDifferently,
                                 tr("%1 answers %2 with %3 and a browser with %4")
                                     .arg(url, crawlerName, toCrawler, toBrowser)));
        return out;
    }
    if (isHtmlPage(crawler.body) && !isHtmlPage(browser.body)) {
        const QString title = titleOf(crawler.body);
        out.append(Finding::make(
            RuleId::SitemapIsHtml,
            title.isEmpty()
                ? tr("Sitemap is HTML to %1: %2 gives %1 an HTML page with %3 and a browser "
                     "the sitemap with %4")
                      .arg(crawlerName, url, toCrawler, toBrowser)
                : tr("Sitemap is HTML to %1: %2 gives %1 an HTML page titled \"%3\" with %4 "
                     "and a browser the sitemap with %5")
                      .arg(crawlerName, url, title, toCrawler, toBrowser)));
    } else if (mediaType(crawler.contentType) != mediaType(browser.contentType)) {
        const auto typeOf = [](const FetchResult &answer) {
            const QByteArray type = mediaType(answer.contentType);
            return type.isEmpty() ? tr("no Content-Type") : QString::fromLatin1(type);
        };
        out.append(Finding::make(RuleId::ServedDifferently,
                                 tr("%1 is sent to %2 as %3 and to a browser as %4")
                                     .arg(url, crawlerName, typeOf(crawler), typeOf(browser))));
    } else if (crawler.httpStatus != browser.httpStatus) {
        out.append(Finding::make(RuleId::ServedDifferently,
                                 tr("%1 answers %2 with %3 and a browser with %4")
                                     .arg(url, crawlerName, toCrawler, toBrowser)));
    }
    if (landing(crawler) != landing(browser)) {
        const auto target = [](const FetchResult &answer) {
            return answer.redirects.isEmpty() ? tr("no other address")
                                              : answer.finalUrl.toString(QUrl::FullyEncoded);
        };
        out.append(Finding::make(RuleId::ServedDifferently,
                                 tr("%1 redirects %2 to %3 and a browser to %4")
                                     .arg(url, crawlerName, target(crawler), target(browser))));
    }
    return out;
}

} // namespace Studio
