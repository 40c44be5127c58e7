#include "crawlurlrules.h"

#include "crawlsettings.h"

#include <QJsonArray>

namespace Studio {

namespace {

QStringList patternsOf(const QList<QRegularExpression> &list)
{
    QStringList out;
    out.reserve(list.size());
    for (const QRegularExpression &re : list)
        out.append(re.pattern());
    return out;
}

QList<QRegularExpression> compiled(const QJsonValue &value)
{
    QList<QRegularExpression> out;
    const QJsonArray patterns = value.toArray();
    for (const QJsonValue &pattern : patterns) {
        QRegularExpression re(pattern.toString());
        if (re.isValid()) {
            re.optimize();
            out.append(re);
        }
    }
    return out;
}

// The folder of `url`: its path up to the last '/', fully encoded; "/" when it has none.
QString folderOf(const QUrl &url)
{
    const QString path = url.path(QUrl::FullyEncoded);
    const qsizetype slash = path.lastIndexOf(u'/');
    return slash < 0 ? QStringLiteral("/") : path.left(slash + 1);
}

// The scheme, host and port of `url`, without a user or a path.
QUrl originOf(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery
                        | QUrl::RemoveFragment);
}

// Where the URLs of `url`'s folder start, fully encoded: "https://www.example.com/shop/".
QString prefixOf(const QUrl &url)
{
    return QString::fromLatin1(originOf(url).toEncoded()) + folderOf(url);
}

bool sameSite(const QUrl &url, const QUrl &site)
{
    if (url.host().compare(site.host(), Qt::CaseInsensitive) != 0)
        return false;
    // Either scheme of the host (--both-schemes), each on its own port.
    if (url.scheme() == site.scheme())
        return url.port(Url::defaultPort(url.scheme().toLatin1()))
            == site.port(Url::defaultPort(site.scheme().toLatin1()));
    return true;
}

// `url`, of `from`'s site, moved to `to`'s: its path under the folder of `from` put under the
// folder of `to`, other paths kept.
QUrl moved(const QUrl &url, const QUrl &from, const QUrl &to)
{
    if (!sameSite(url, from))
        return url;
    QString path = url.path(QUrl::FullyEncoded);
    if (path.isEmpty())
        path = QStringLiteral("/");
    const QString fromFolder = folderOf(from);
    if (path.startsWith(fromFolder))
        path = folderOf(to) + path.mid(fromFolder.size());
    QByteArray text = originOf(to).toEncoded() + path.toLatin1();
    if (url.hasQuery())
        text += '?' + url.query(QUrl::FullyEncoded).toLatin1();
    if (url.hasFragment())
        text += '#' + url.fragment(QUrl::FullyEncoded).toLatin1();
    return QUrl::fromEncoded(text);
}

} // namespace

bool CrawlUrlRules::compile(const QString &option, const QStringList &patterns,
                            QList<QRegularExpression> *out, QString *error)
{
    UrlRuleSettings settings;
    settings.include = patterns;
    CrawlUrlRules rules;
    UrlRuleSettings::Problem problem;
    if (!settings.read(&rules, &problem)) {
        *error = QCoreApplication::translate("Studio::CrawlUrlRules",
                                             "%1 \"%2\" is no valid regular expression: %3 "
                                             "at character %4")
                     .arg(option, patterns.at(problem.index), problem.reason,
                          QString::number(problem.offset + 1));
        return false;
    }
    out->append(rules.include);
    return true;
}

bool CrawlUrlRules::matchesAny(const QList<QRegularExpression> &patterns, const QUrl &url,
                               QString *pattern)
{
    if (patterns.isEmpty())
        return false;
    const QString sent = QString::fromLatin1(url.toEncoded(QUrl::RemoveFragment));
    // As shown: escapes of non-ASCII characters decoded, and the host in Unicode whatever its
    // top-level domain (QUrl shows it so only for the domains of its list).
    QString shown = url.toString(QUrl::RemoveFragment);
    const QString ace = url.host(QUrl::FullyEncoded);
    const QString unicode = QUrl::fromAce(ace.toLatin1(), QUrl::IgnoreIDNWhitelist);
    const qsizetype host = unicode != ace ? shown.indexOf(ace) : -1;
    if (host >= 0)
        shown.replace(host, ace.size(), unicode);
    for (const QRegularExpression &re : patterns) {
        if (re.match(sent).hasMatch() || (shown != sent && re.match(shown).hasMatch())) {
            if (pattern)
                *pattern = re.pattern();
            return true;
        }
    }
    return false;
}

bool CrawlUrlRules::matchesExclude(const QUrl &url, QString *pattern) const
{
    return matchesAny(exclude, url, pattern);
}

bool CrawlUrlRules::matchesInclude(const QUrl &url) const
{
    return include.isEmpty() || matchesAny(include, url);
}

bool CrawlUrlRules::isExcluded(const QUrl &url, QString *why) const
{
    if (matchesExclude(url, why))
        return true;
    if (matchesInclude(url))
        return false;
    if (why)
        *why = QStringLiteral("--include");
    return true;
}

bool CrawlUrlRules::isListed(const QUrl &url) const
{
    return !matchesAny(noList, url);
}

QUrl CrawlUrlRules::withoutParameters(const QUrl &url) const
{
    if (!url.hasQuery() || (!parameters.defaults && parameters.extra.isEmpty()))
        return url;
    const QByteArray text = url.toEncoded();
    const QByteArray clean = Url::withoutTrackingParameters(text, parameters);
    return clean.size() == text.size() ? url : QUrl::fromEncoded(clean);
}

QUrl CrawlUrlRules::toPublished(const QUrl &url, const QUrl &start) const
{
    return publishUrl.isEmpty() ? url : moved(url, start, publishUrl);
}

QUrl CrawlUrlRules::fromPublished(const QUrl &url, const QUrl &start) const
{
    return publishUrl.isEmpty() ? url : moved(url, publishUrl, start);
}

QString CrawlUrlRules::stagingPrefix(const QUrl &start) const
{
    return publishUrl.isEmpty() ? QString() : prefixOf(start);
}

QString CrawlUrlRules::publishedPrefix() const
{
    return publishUrl.isEmpty() ? QString() : prefixOf(publishUrl);
}

QJsonObject CrawlUrlRules::toJson() const
{
    QJsonArray extra;
    for (const QByteArray &glob : parameters.extra)
        extra.append(QString::fromUtf8(glob));
    QJsonObject o {
        { QStringLiteral("include"), QJsonArray::fromStringList(patternsOf(include)) },
        { QStringLiteral("exclude"), QJsonArray::fromStringList(patternsOf(exclude)) },
        { QStringLiteral("noList"), QJsonArray::fromStringList(patternsOf(noList)) },
        { QStringLiteral("stripDefaultParameters"), parameters.defaults },
        { QStringLiteral("stripParameters"), extra },
    };
    if (!publishUrl.isEmpty())
        o.insert(QStringLiteral("publishUrl"), QString::fromLatin1(publishUrl.toEncoded()));
    return o;
}

CrawlUrlRules CrawlUrlRules::fromJson(const QJsonObject &json)
{
    CrawlUrlRules rules;
    rules.include = compiled(json.value(QStringLiteral("include")));
    rules.exclude = compiled(json.value(QStringLiteral("exclude")));
    rules.noList = compiled(json.value(QStringLiteral("noList")));
    rules.parameters.defaults = json.value(QStringLiteral("stripDefaultParameters")).toBool(true);
    const QJsonArray extra = json.value(QStringLiteral("stripParameters")).toArray();
    for (const QJsonValue &glob : extra)
        rules.parameters.extra.append(glob.toString().toUtf8());
    const QString publish = json.value(QStringLiteral("publishUrl")).toString();
    if (!publish.isEmpty())
        rules.publishUrl = QUrl::fromEncoded(publish.toLatin1());
    return rules;
}

} // namespace Studio
