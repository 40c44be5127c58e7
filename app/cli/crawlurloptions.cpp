#include "crawlurloptions.h"

#include "util/url.h"

namespace Studio::Cli {

CrawlUrlOptions::CrawlUrlOptions(OptionSet &set, bool publishUrl)
    : m_include(set.declare(
        { QStringLiteral("include"),
          tr("Ask only for URLs that match this regular expression (searched in the "
             "absolute URL; repeatable: any one matches). The start URL is asked all the "
             "same, for its links, and listed only when it matches."),
          QStringLiteral("regex") }))
    , m_exclude(set.declare(
          { QStringLiteral("exclude"),
            tr("Never ask for URLs that match this regular expression (repeatable); a start "
               "URL that matches is refused."),
            QStringLiteral("regex") }))
    , m_noList(set.declare(
          { QStringLiteral("no-list"),
            tr("Ask for and follow URLs that match this regular expression, but do not list "
               "them in the sitemap (repeatable)."),
            QStringLiteral("regex") }))
    , m_stripParam(set.declare(
          { QStringLiteral("strip-param"),
            tr("Remove this query parameter from links before they are queued, besides "
               "the tracking parameters removed by default (utm_*, fbclid, gclid, "
               "msclkid, dclid, yclid, mc_cid, mc_eid, _ga, _gl); a name or a glob such "
               "as pk_* (repeatable)."),
            QStringLiteral("name") }))
    , m_keepAllParams(
          set.declare({ QStringLiteral("keep-all-params"),
                        tr("Keep every query parameter of links, tracking parameters included.") }))
    , m_publishUrl(
          publishUrl ? &set.declare(
              { QStringLiteral("publish-url"),
                tr("Where the site is published when the crawl runs on another host "
                   "(staging), the start URL's folder standing for its folder: crawl lists "
                   "the pages of the start URL's host under it; audit asks for a production "
                   "sitemap's URLs at the start URL's host and names them as the sitemap "
                   "does."),
                QStringLiteral("url") })
                     : nullptr)
{
}

bool CrawlUrlOptions::readOptions(const QCommandLineParser &parser, CrawlUrlRules *rules,
                                  QString *error) const
{
    UrlRuleSettings settings;
    settings.include = parser.values(m_include);
    settings.exclude = parser.values(m_exclude);
    settings.noList = parser.values(m_noList);
    settings.stripParams = parser.values(m_stripParam);
    settings.keepAllParams = parser.isSet(m_keepAllParams);
    if (m_publishUrl && parser.isSet(*m_publishUrl)) {
        settings.publishUrl = parser.value(*m_publishUrl);
        // Given, it must name a URL: an empty one is no address either.
        if (settings.publishUrl.trimmed().isEmpty()) {
            *error = tr("--publish-url needs an absolute http or https URL, not \"%1\"")
                         .arg(settings.publishUrl);
            return false;
        }
    }
    UrlRuleSettings::Problem problem;
    if (settings.read(rules, &problem))
        return true;
    using Field = UrlRuleSettings::Field;
    // The engine's words for a pattern (CrawlUrlRules::compile), naming the option.
    const auto pattern = [&](const QString &option, const QStringList &patterns) {
        QList<QRegularExpression> unused;
        QString why;
        CrawlUrlRules::compile(option, { patterns.at(problem.index) }, &unused, &why);
        return why;
    };
    switch (problem.field) {
    case Field::Include:
        *error = pattern(QStringLiteral("--include"), settings.include);
        break;
    case Field::Exclude:
        *error = pattern(QStringLiteral("--exclude"), settings.exclude);
        break;
    case Field::NoList:
        *error = pattern(QStringLiteral("--no-list"), settings.noList);
        break;
    case Field::KeepAllParams:
        *error = tr("--keep-all-params keeps every parameter; it cannot go with --strip-param");
        break;
    case Field::StripParam:
        *error = tr("--strip-param takes a parameter name or a glob such as pk_*, not \"%1\"")
                     .arg(settings.stripParams.at(problem.index));
        break;
    case Field::PublishUrl:
    case Field::None:
        *error = tr("--publish-url needs an absolute http or https URL, not \"%1\"")
                     .arg(settings.publishUrl);
        break;
    }
    return false;
}

bool CrawlUrlOptions::readPublishUrl(const QString &text, QUrl *url, QString *error)
{
    *url = QUrl(text, QUrl::TolerantMode);
    if (Url::Scope::fromUrl(url->toEncoded()).isValid())
        return true;
    *error = tr("--publish-url needs an absolute http or https URL, not \"%1\"").arg(text);
    return false;
}

} // namespace Studio::Cli
