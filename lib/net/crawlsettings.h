#pragma once

#include "crawlurlrules.h"
#include "siteaccess.h"

#include <QString>
#include <QStringList>
#include <QUrl>

namespace Studio {

class CrawlResult;
struct CrawlOptions;

// How a network path presents itself to a site, as the user writes it: the command line's
// --user-agent, --auth, --cookie, --header and --auth-origin values, and the window's fields
// (a line of a field, one value). read() makes the engine's types of them, so that the command
// line and the window take and refuse the same; each words its own messages from the Problem,
// which names a field and a place, never a value (it may be secret).
struct AccessSettings
{
    // A CrawlerIdentity::choices() name or the text of a User-Agent header; empty for the
    // project's own (CrawlerIdentity::standard()).
    QString userAgent;
    QString login; // "USER:PASSWORD"; empty for none. Secret.
    QStringList cookies; // "NAME=VALUE" each; the values are secret
    QStringList headers; // "Name: value" each; the values are secret
    QStringList origins; // URLs of further origins the login, cookies and headers go to

    enum class Field : quint8 {
        None,
        UserAgent,
        Login,
        Cookie,
        Header,
        Origin,
        OriginsAlone, // origins given with nothing to send to them
    };
    struct Problem
    {
        Field field = Field::None;
        qsizetype index = -1; // the value's place in its list; -1 for a field of one value
    };

    bool hasSecrets() const { return !login.isEmpty() || !cookies.isEmpty() || !headers.isEmpty(); }
    // Reads them: the credentials (with the origins given; SiteCredentials::forSites() adds
    // the site's own) and the identity. False at the first value that is wrong, saying where.
    bool read(SiteCredentials *credentials, CrawlerIdentity *identity, Problem *problem) const;
};

// `identity` into `options`: the User-Agent sent, the robots.txt group obeyed and the name in
// robots meta tags and X-Robots-Tag values that counts.
void applyIdentity(const CrawlerIdentity &identity, CrawlOptions *options);

// Which URLs a crawl asks for and lists, as the user writes it: the command line's --include,
// --exclude, --no-list, --strip-param, --keep-all-params and --publish-url, and the window's
// fields. read() makes a CrawlUrlRules of them, each pattern compiled once.
struct UrlRuleSettings
{
    QStringList include; // regular expressions
    QStringList exclude;
    QStringList noList;
    QStringList stripParams; // parameter names or globs (pk_*)
    bool keepAllParams = false;
    QString publishUrl; // empty for none

    enum class Field : quint8 {
        None,
        Include,
        Exclude,
        NoList,
        StripParam,
        KeepAllParams, // given with stripParams: one says keep all, the other remove some
        PublishUrl,
    };
    struct Problem
    {
        Field field = Field::None;
        qsizetype index = -1; // the value's place in its list; -1 for a field of one value
        QString reason; // a pattern's: what QRegularExpression says is wrong with it
        int offset = -1; // and where, counted from 0
    };

    bool isEmpty() const
    {
        return include.isEmpty() && exclude.isEmpty() && noList.isEmpty() && stripParams.isEmpty()
            && !keepAllParams && publishUrl.isEmpty();
    }
    // False at the first value that is wrong, saying where and why.
    bool read(CrawlUrlRules *rules, Problem *problem) const;
    // The rules as written (a crawl kept: its store holds them).
    static UrlRuleSettings of(const CrawlUrlRules &rules);
};

// How the start page turned a crawl away (CrawlResult::loginRequired): where the start URL's
// redirects led, the status there (401 or 403) and the realm a 401 named.
struct LoginRefusal
{
    int status = 0; // 0 when the crawl was not turned away
    QUrl url;
    QString realm;

    bool isEmpty() const { return status == 0; }
    static LoginRefusal of(const CrawlResult &result);
};

} // namespace Studio
