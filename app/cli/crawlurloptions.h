#pragma once

#include "net/crawlsettings.h"
#include "optionset.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

namespace Studio::Cli {

// The options that shape which URLs a crawl asks for and lists, a part of the crawl options
// (CrawlSupport): --include, --exclude, --no-list (regular expressions, each repeatable),
// --strip-param (a parameter name glob, repeatable), --keep-all-params and --publish-url.
// What they build is a CrawlUrlRules, kept with a crawl that is saved.
class CrawlUrlOptions
{
    Q_DECLARE_TR_FUNCTIONS(CrawlUrlOptions)

public:
    // Declares them in `set`. Without `publishUrl`, --publish-url is left to the command
    // (report's says where its sitemap is published, for check's rules).
    CrawlUrlOptions(OptionSet &set, bool publishUrl);

    // Reads them into `rules`, each pattern compiled once; false with the reason in `error`
    // (naming the option and the pattern) when one is wrong.
    bool readOptions(const QCommandLineParser &parser, CrawlUrlRules *rules, QString *error) const;
    // A --publish-url as crawl, audit, check and report take it: an absolute http or https URL
    // (a folder, or a sitemap's own address, whose folder counts); false with the reason in
    // `error` when `text` is none.
    static bool readPublishUrl(const QString &text, QUrl *url, QString *error);

private:
    const QCommandLineOption &m_include, &m_exclude, &m_noList, &m_stripParam, &m_keepAllParams;
    const QCommandLineOption *m_publishUrl; // in the set; null when the command has its own
};

} // namespace Studio::Cli
