// sitemap-studio-render: renders pages with JavaScript for a crawl (crawl --render), started
// by it and spoken to over standard input and output (net/renderprotocol.h); see
// net/rendererprocesses.h for why it is a program of its own.

#include "render/renderenvironment.h"
#include "render/renderserver.h"

#include <QGuiApplication>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 2 || std::strcmp(argv[1], "--protocol") != 0) {
        std::fprintf(stderr,
                     "sitemap-studio-render renders pages with JavaScript for "
                     "sitemap-studio-cli crawl --render and the window's crawl, which start it "
                     "and talk to it over its standard input and output. It is not run by "
                     "hand.\n");
        return 2;
    }
    Studio::Render::prepareEnvironment(); // before the application reads it
    const int protocol = Studio::Render::takeStandardOutput();
    if (protocol < 0) {
        std::perror("sitemap-studio-render: standard output");
        return 1;
    }
    // --pages N: pages rendered at once (RendererProcesses::PagesAtOnce); one without it.
    int atOnce = 1;
    if (argc >= 4 && std::strcmp(argv[2], "--pages") == 0)
        atOnce = std::clamp(std::atoi(argv[3]), 1, 16);
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("sitemap-studio-render"));
    QGuiApplication::setApplicationVersion(QStringLiteral(SITEMAP_STUDIO_VERSION));
    Studio::Render::RenderServer server(STDIN_FILENO, protocol, atOnce);
    server.start();
    return app.exec();
}
