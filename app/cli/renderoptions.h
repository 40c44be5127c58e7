#pragma once

#include "net/crawler.h"
#include "optionset.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <memory>

namespace Studio {
class PageRenderer;
}

namespace Studio::Cli {

// JavaScript in a crawl, a part of the crawl options (CrawlSupport): --render
// never|auto|always and --renderers N; the renderer made for a crawl; and what a crawl's
// summary and JSON say of rendering.
//
// The pages are rendered by the program sitemap-studio-render (RendererProcesses): the command
// line itself runs no browser and links no Qt Gui. A build without Qt WebEngine has no such
// program: --render auto or always then ends the call with a message, and the default (auto,
// not asked for) crawls the HTML as fetched and says how many pages it could not render.
class RenderOptions
{
    Q_DECLARE_TR_FUNCTIONS(RenderOptions)

public:
    // Declares them in `set`.
    explicit RenderOptions(OptionSet &set);

    // Into `options`; false with the reason in `error` when a value is wrong, or when rendering
    // is asked for and this build or installation cannot render.
    bool readOptions(const QCommandLineParser &parser, CrawlOptions *options, QString *error) const;

    // The renderer for a crawl with `options`; null when it renders nothing or cannot.
    static std::unique_ptr<PageRenderer> makeRenderer(const CrawlOptions &options);
    // Why pages cannot be rendered here; empty when they can.
    static QString unavailableReason();

    // Lines for a crawl's summary: what was rendered, what did not settle or failed, and the
    // shells left unrendered; none for a crawl that met no shell and rendered nothing.
    static QStringList summary(const CrawlResult &result);
    // The summary's "render" object, and a page's (null when rendering did not touch it).
    static QJsonObject totalsJson(const CrawlResult &result);
    static QJsonObject pageJson(const CrawlResult &result, const CrawledPage &page);

private:
    const QCommandLineOption &m_render, &m_renderers;
};

} // namespace Studio::Cli
