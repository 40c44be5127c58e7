#include "crawlsettings.h"

#include "crawler.h"
#include "util/url.h"

namespace Studio {

namespace {

bool fail(AccessSettings::Problem *problem, AccessSettings::Field field, qsizetype index = -1)
{
    *problem = { field, index };
    return false;
}

// Compiles each of `patterns` into `out`, optimised once; false at the first that is no valid
// expression, with `problem` naming it.
bool compile(const QStringList &patterns, UrlRuleSettings::Field field,
             QList<QRegularExpression> *out, UrlRuleSettings::Problem *problem)
{
    for (qsizetype i = 0; i < patterns.size(); ++i) {
        QRegularExpression re(patterns.at(i));
        if (!re.isValid()) {
            *problem = { field, i, re.errorString(), int(re.patternErrorOffset()) };
            return false;
        }
        re.optimize();
        out->append(re);
    }
    return true;
}

QStringList patternsOf(const QList<QRegularExpression> &list)
{
    QStringList out;
    for (const QRegularExpression &re : list)
        out.append(re.pattern());
    return out;
}

} // namespace

bool AccessSettings::read(SiteCredentials *credentials, CrawlerIdentity *identity,
                          Problem *problem) const
{
    SiteCredentials given;
    if (!login.isEmpty() && !given.setLogin(login))
        return fail(problem, Field::Login);
    for (qsizetype i = 0; i < cookies.size(); ++i)
        if (!given.addCookie(cookies.at(i)))
            return fail(problem, Field::Cookie, i);
    for (qsizetype i = 0; i < headers.size(); ++i)
        if (!given.addHeader(headers.at(i)))
            return fail(problem, Field::Header, i);
    for (qsizetype i = 0; i < origins.size(); ++i)
        if (!given.addOrigin(QUrl(origins.at(i).trimmed(), QUrl::StrictMode)))
            return fail(problem, Field::Origin, i);
    if (!origins.isEmpty() && given.isEmpty())
        return fail(problem, Field::OriginsAlone);
    CrawlerIdentity who = CrawlerIdentity::standard();
    if (!userAgent.trimmed().isEmpty() && !CrawlerIdentity::fromChoice(userAgent, &who))
        return fail(problem, Field::UserAgent);
    *credentials = std::move(given);
    *identity = std::move(who);
    *problem = {};
    return true;
}

void applyIdentity(const CrawlerIdentity &identity, CrawlOptions *options)
{
    options->userAgent = identity.userAgent;
    options->robotsAgent = identity.robotsAgent;
    options->metaAgent = identity.metaAgent;
}

bool UrlRuleSettings::read(CrawlUrlRules *rules, Problem *problem) const
{
    CrawlUrlRules read;
    if (!compile(include, Field::Include, &read.include, problem)
        || !compile(exclude, Field::Exclude, &read.exclude, problem)
        || !compile(noList, Field::NoList, &read.noList, problem))
        return false;
    if (keepAllParams && !stripParams.isEmpty()) {
        *problem = { Field::KeepAllParams, -1, {}, -1 };
        return false;
    }
    read.parameters.defaults = !keepAllParams;
    for (qsizetype i = 0; i < stripParams.size(); ++i) {
        const QString glob = stripParams.at(i).trimmed();
        if (glob.isEmpty() || glob.contains(u'=') || glob.contains(u'&') || glob.contains(u'#')) {
            *problem = { Field::StripParam, i, {}, -1 };
            return false;
        }
        read.parameters.extra.append(glob.toUtf8());
    }
    if (!publishUrl.trimmed().isEmpty()) {
        // As check's --publish-url: an absolute http or https URL (a folder, or the sitemap's
        // own address, whose folder counts).
        read.publishUrl = QUrl(publishUrl.trimmed(), QUrl::TolerantMode);
        if (!Url::Scope::fromUrl(read.publishUrl.toEncoded()).isValid()) {
            *problem = { Field::PublishUrl, -1, {}, -1 };
            return false;
        }
        read.publishUrl = read.publishUrl.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
    }
    *rules = std::move(read);
    *problem = {};
    return true;
}

UrlRuleSettings UrlRuleSettings::of(const CrawlUrlRules &rules)
{
    UrlRuleSettings settings;
    settings.include = patternsOf(rules.include);
    settings.exclude = patternsOf(rules.exclude);
    settings.noList = patternsOf(rules.noList);
    for (const QByteArray &glob : rules.parameters.extra)
        settings.stripParams.append(QString::fromUtf8(glob));
    settings.keepAllParams = !rules.parameters.defaults;
    settings.publishUrl = rules.publishUrl.toString();
    return settings;
}

LoginRefusal LoginRefusal::of(const CrawlResult &result)
{
    if (!result.loginRequired)
        return {};
    const CrawledPage *start = nullptr;
    for (const CrawledPage &page : result.pages) {
        if (page.has(CrawledPage::Start)) {
            start = result.page(result.finalUrl(page));
            break;
        }
    }
    LoginRefusal refusal;
    // The crawl's own word (a kept crawl asked again says it there), else the page's.
    refusal.status = result.loginStatus != 0 ? result.loginStatus
        : start && start->status == 403      ? 403
                                             : 401;
    refusal.url = start ? result.url(start->url) : result.startUrl;
    refusal.realm = result.loginRealm;
    return refusal;
}

} // namespace Studio
