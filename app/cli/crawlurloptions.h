#pragma once

#include "net/crawlurlrules.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

namespace Studio::Cli {

// The options that shape which URLs a crawl asks for and lists, for crawl and audit:
// --include, --exclude, --no-list (regular expressions, each repeatable), --strip-param
// (a parameter name glob, repeatable), --keep-all-params and --publish-url. What they
// build is a CrawlUrlRules, kept with a crawl that is saved.
class CrawlUrlOptions
{
    Q_DECLARE_TR_FUNCTIONS(CrawlUrlOptions)

public:
    // Without `publishUrl`, --publish-url is left to the command (report's says where its
    // sitemap is published, for check's rules).
    explicit CrawlUrlOptions(bool publishUrl = true);

    void addOptions(QCommandLineParser &parser) const;
    // Reads them into `rules`, each pattern compiled once; false with the reason in `error`
    // (naming the option and the pattern) when one is wrong.
    bool readOptions(const QCommandLineParser &parser, CrawlUrlRules *rules, QString *error) const;

private:
    QCommandLineOption m_include, m_exclude, m_noList, m_stripParam, m_keepAllParams, m_publishUrl;
    bool m_offersPublishUrl = true;
};

} // namespace Studio::Cli
