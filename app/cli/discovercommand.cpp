#include "discovercommand.h"

#include "net/discovery.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace Studio::Cli {

namespace {

QString display(const QUrl &url)
{
    return url.toString(QUrl::FullyEncoded);
}

QJsonObject toJson(const DiscoveryResult &result)
{
    QJsonArray sitemaps;
    for (const DiscoveredSitemap &s : result.sitemaps) {
        QJsonObject o { { QStringLiteral("url"), display(s.url) },
                        { QStringLiteral("source"),
                          QString(DiscoveredSitemap::originId(s.origin)) } };
        if (s.origin == DiscoveredSitemap::Origin::RobotsTxt)
            o.insert(QStringLiteral("line"), s.line);
        sitemaps.append(o);
    }
    QJsonArray probes;
    for (const DiscoveryProbe &p : result.probes) {
        QJsonObject o { { QStringLiteral("url"), display(p.url) },
                        { QStringLiteral("found"), p.found },
                        { QStringLiteral("status"), p.httpStatus } };
        if (!p.message.isEmpty())
            o.insert(QStringLiteral("message"), p.message);
        probes.append(o);
    }
    QJsonObject o {
        { QStringLiteral("input"), display(result.given) },
        { QStringLiteral("site"), result.isSite },
        { QStringLiteral("reachable"), result.reachable() },
        { QStringLiteral("sitemaps"), sitemaps },
        { QStringLiteral("probes"), probes },
        { QStringLiteral("messages"), QJsonArray::fromStringList(result.messages) },
    };
    if (result.robotsTxt.isValid())
        o.insert(QStringLiteral("robotsTxt"),
                 QJsonObject { { QStringLiteral("url"), display(result.robotsTxt) },
                               { QStringLiteral("found"), result.robotsTxtFound },
                               { QStringLiteral("status"), result.robotsTxtStatus } });
    if (!result.reachable()) {
        o.insert(QStringLiteral("error"), QString(FetchResult::errorId(result.error)));
        o.insert(QStringLiteral("errorMessage"), result.errorMessage);
    }
    return o;
}

} // namespace

QString DiscoverCommand::summary() const
{
    return tr("Find the sitemaps of a site (robots.txt, then the usual places).");
}

int DiscoverCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser,
          tr("Reads SITE_URL/robots.txt and lists its Sitemap lines. When it names none, "
             "asks /sitemap.xml, /sitemap_index.xml and /sitemap.xml.gz in that order "
             "and lists those that answer with a sitemap. A URL that names a file is "
             "taken as the sitemap itself.\n\nExit status: 0 sitemaps found, 1 none "
             "found, 2 the site could not be reached or the call is wrong."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    parser.addOption(json);
    addAccessOptions(parser);
    parser.addPositionalArgument(QStringLiteral("SITE_URL"),
                                 tr("The site (http or https), or a sitemap's URL."));
    if (!parse(parser, arguments))
        return Unusable;
    if (parser.isSet(QStringLiteral("help")))
        return Done;
    const QString prefix = QCoreApplication::applicationName() + QStringLiteral(" discover: ");
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << prefix << tr("needs one SITE_URL") << Qt::endl;
        return Unusable;
    }
    const QUrl site = QUrl::fromUserInput(positional.first());
    FetchOptions options;
    ReadLimits limits;
    if (!readLimits(parser, &limits) || !readAccessOptions(parser))
        return Unusable;
    options.maxBytes = limits.maxBytes;
    options.userAgent = access().identity().userAgent;
    options.credentials = access().credentialsFor(site);

    const DiscoveryResult result = Discovery::discover(site, options);
    if (parser.isSet(json)) {
        out() << QJsonDocument(toJson(result)).toJson();
    } else {
        QTextStream &s = out();
        for (const DiscoveredSitemap &found : result.sitemaps) {
            s << display(found.url) << "  (";
            switch (found.origin) {
            case DiscoveredSitemap::Origin::Given:
                s << tr("given");
                break;
            case DiscoveredSitemap::Origin::RobotsTxt:
                s << tr("robots.txt line %1").arg(found.line);
                break;
            case DiscoveredSitemap::Origin::Probe:
                s << tr("found at the usual place");
                break;
            }
            s << ")\n";
        }
        for (const QString &message : result.messages)
            err() << message << '\n';
        err().flush();
    }
    out().flush();
    if (!result.reachable()) {
        err() << prefix << result.errorMessage << Qt::endl;
        return Unusable;
    }
    return result.sitemaps.isEmpty() ? FoundErrors : Done;
}

} // namespace Studio::Cli
