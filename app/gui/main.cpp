#include "dialogs/openurldialog.h"
#include "document/language.h"
#include "mainwindow.h"
#include "net/remoteloader.h"
#include "widgets/statisticsdock.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QPalette>
#include <QTimer>

namespace {

// A dark theme's palette, for --dark: to see the window as on a dark desktop where the
// platform offers none (offscreen, for the screenshots).
QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2d, 0x2d, 0x30), base(0x1e, 0x1e, 0x1e), text(0xe6, 0xe6, 0xe6);
    for (const auto role : { QPalette::Window, QPalette::Button })
        p.setColor(role, window);
    for (const auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText,
                             QPalette::ToolTipText, QPalette::BrightText })
        p.setColor(role, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x28));
    p.setColor(QPalette::Highlight, QColor(0x26, 0x4f, 0x78));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x45, 0x45, 0x48));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3a, 0x3d));
    p.setColor(QPalette::Mid, QColor(0x50, 0x50, 0x52));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Link, QColor(0x6c, 0xb6, 0xff));
    for (const auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

} // namespace

int main(int argc, char *argv[])
{
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
                                "changefreq, priority, extensions, rules, severities)."),
        QStringLiteral("name"));
    const QCommandLineOption dark(
        QStringLiteral("dark"),
        QApplication::translate("main", "Use the Fusion style with a dark palette."));
    parser.addOption(row);
    parser.addOption(tab);
    parser.addOption(chart);
    parser.addOption(dark);
    parser.process(app);
    if (parser.isSet(dark)) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
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
    if (parser.isSet(row) || parser.isSet(tab))
        window.showEntry(parser.value(row).toInt(), parser.value(tab));
    if (parser.isSet(chart)) {
        auto *dock = window.findChild<Studio::StatisticsDock *>();
        for (const Studio::Statistics::Chart c : Studio::Statistics::charts())
            if (Studio::Statistics::chartName(c) == parser.value(chart))
                dock->setChart(c);
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
