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
    CrawlUrlRules read;
    if (!CrawlUrlRules::compile(QStringLiteral("--include"), parser.values(m_include),
                                &read.include, error)
        || !CrawlUrlRules::compile(QStringLiteral("--exclude"), parser.values(m_exclude),
                                   &read.exclude, error)
        || !CrawlUrlRules::compile(QStringLiteral("--no-list"), parser.values(m_noList),
                                   &read.noList, error))
        return false;
    const QStringList names = parser.values(m_stripParam);
    if (parser.isSet(m_keepAllParams) && !names.isEmpty()) {
        *error = tr("--keep-all-params keeps every parameter; it cannot go with --strip-param");
        return false;
    }
    read.parameters.defaults = !parser.isSet(m_keepAllParams);
    for (const QString &name : names) {
        const QString glob = name.trimmed();
        if (glob.isEmpty() || glob.contains(u'=') || glob.contains(u'&') || glob.contains(u'#')) {
            *error = tr("--strip-param takes a parameter name or a glob such as pk_*, not "
                        "\"%1\"")
                         .arg(name);
            return false;
        }
        read.parameters.extra.append(glob.toUtf8());
    }
    if (m_publishUrl && parser.isSet(*m_publishUrl)) {
        if (!readPublishUrl(parser.value(*m_publishUrl), &read.publishUrl, error))
            return false;
        read.publishUrl = read.publishUrl.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
    }
    *rules = std::move(read);
    return true;
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
