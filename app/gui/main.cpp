#include "controllers/crawlcontroller.h"
#include "dialogs/openurldialog.h"
#include "document/language.h"
#include "mainwindow.h"
#include "net/remoteloader.h"
#include "util/allocator.h"
#include "widgets/statisticsdock.h"
#include "widgets/themecolours.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QTimer>

int main(int argc, char *argv[])
{
    Studio::tuneAllocator();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Sitemap Studio"));
    QApplication::setApplicationVersion(QStringLiteral(SITEMAP_STUDIO_VERSION));
    QApplication::setOrganizationName(QStringLiteral("Sitemap Studio"));
    QApplication::setDesktopFileName(QStringLiteral(SITEMAP_STUDIO_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/sitemap-studio.svg")));
    // Before anything takes its texts: the language chosen in View → Language, or the system's.
    Studio::Language::install(&app, Studio::Language::chosen());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Edits and checks XML sitemaps."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        QApplication::translate("main", "A sitemap to open: a file, or an http(s) address."));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main",
                                "Save a picture of the window to <file> once FILE is "
                                "loaded, then quit (for the documentation)."),
        QStringLiteral("file"));
    parser.addOption(screenshot);
    const QCommandLineOption row(QStringLiteral("row"),
                                 QApplication::translate("main", "Select table row <n>."),
                                 QStringLiteral("n"));
    const QCommandLineOption tab(
        QStringLiteral("tab"),
        QApplication::translate("main",
                                "Show the entry editor's tab <name> (generalEditor, "
                                "imageEditor, videoEditor, newsEditor, alternateEditor, "
                                "xmlEditor), or bring the dock <name> to the front "
                                "(warningsDock, historyDock, statisticsDock, compareView)."),
        QStringLiteral("name"));
    const QCommandLineOption chart(
        QStringLiteral("chart"),
        QApplication::translate("main",
                                "Show the statistics chart <name> (hosts, paths, lastmod, "
                                "changefreq, priority, extensions, rules, severities, or "
                                "segments:SPEC, the URLs per section of an export's --group-by "
                                "SPEC: segments:folder:1, segments:language)."),
        QStringLiteral("name"));
    const QCommandLineOption dark(
        QStringLiteral("dark"),
        QApplication::translate("main", "Use the Fusion style with a dark palette."));
    const QCommandLineOption crawl(
        QStringLiteral("crawl"),
        QApplication::translate("main",
                                "Crawl the site at <url> in the Crawl view at start, with the "
                                "choices of the last crawl."),
        QStringLiteral("url"));
    parser.addOption(crawl);
    parser.addOption(row);
    parser.addOption(tab);
    parser.addOption(chart);
    parser.addOption(dark);
    parser.process(app);
    if (parser.isSet(dark)) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(Studio::ThemeColours::darkPalette());
    }

    Studio::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        if (Studio::RemoteLoader::isRemote(files.first()))
            window.openUrl(QUrl(files.first(), QUrl::TolerantMode),
                           Studio::OpenUrlDialog::savedOptions());
        else
            window.openFile(QFileInfo(files.first()).absoluteFilePath());
    }
    // After the file given, whose own copy openFile() offers: what else earlier runs left.
    if (!parser.isSet(screenshot))
        window.offerLeftBehindWork();
    if (parser.isSet(crawl))
        window.crawlController()->startCrawlWithKeptChoices(
            QUrl::fromUserInput(parser.value(crawl)));
    if (parser.isSet(row) || parser.isSet(tab))
        window.showEntry(parser.value(row).toInt(), parser.value(tab));
    if (parser.isSet(chart)) {
        auto *dock = window.findChild<Studio::StatisticsDock *>();
        const QString name = parser.value(chart);
        for (const Studio::Statistics::Chart c : Studio::Statistics::charts())
            if (Studio::Statistics::chartName(c) == name)
                dock->setChart(c);
        if (name.startsWith(QLatin1String("segments:")))
            dock->setSegments(name.section(QLatin1Char(':'), 1));
        dock->show();
        dock->raise();
    }
    if (parser.isSet(screenshot)) {
        const QString target = parser.value(screenshot);
        QTimer::singleShot(500, &window, [&window, target] {
            const bool saved = window.grab().save(target);
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
