// sitemap-studio-render: renders pages with JavaScript for a crawl (crawl --render), started
// by it and spoken to over standard input and output (net/renderprotocol.h); see
// net/rendererprocesses.h for why it is a program of its own.

#include "render/renderenvironment.h"
#include "render/renderserver.h"

#include <QGuiApplication>

#include <cstdio>
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
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("sitemap-studio-render"));
    QGuiApplication::setApplicationVersion(QStringLiteral(SITEMAP_STUDIO_VERSION));
    Studio::Render::RenderServer server(STDIN_FILENO, protocol);
    server.start();
    return app.exec();
}
