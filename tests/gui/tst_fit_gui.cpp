// The window and every dialog on a 1024x700 screen in each language the window speaks:
// English, Czech and Ukrainian, whose words run up to half as long again. Each is opened as
// a user opens it (its menu action, a fresh configuration), and its geometry must lie inside
// the screen, with the fields, buttons and the panels' close buttons in view. Pictures of
// each (fit-LANG-NAME.png) go to SITEMAP_STUDIO_SCREENSHOTS when it is set.

#include "document/language.h"
#include "mainwindow.h"
#include "offscreenscreens.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QWizard>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

const QSize Screen(1024, 700);

// A sitemap whose first entry has an image, a video, a news item and alternates, so that
// every form of the Entry panel has something to show; 120-character URLs with queries.
QByteArray richSitemap()
{
    QByteArray xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
        xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"
        xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"
        xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://www.example-shop.com/en-gb/collections/outdoor-and-garden-furniture/products/teak-extending-table?colour=natural&amp;size=large</loc>
    <lastmod>2024-05-20T18:00:00+02:00</lastmod>
    <changefreq>weekly</changefreq>
    <priority>0.8</priority>
    <xhtml:link rel="alternate" hreflang="cs" href="https://www.example-shop.cz/kolekce/zahradni-nabytek/produkty/teakovy-rozkladaci-stul?barva=prirodni"/>
    <image:image><image:loc>https://cdn.example-shop.com/images/products/teak-extending-table/natural/large/front-view-1600x1200.jpg</image:loc></image:image>
    <video:video>
      <video:thumbnail_loc>https://cdn.example-shop.com/video/teak-table/thumbnail.jpg</video:thumbnail_loc>
      <video:title>How to extend the teak table</video:title>
      <video:description>Two people, two minutes: the extension leaf comes out and locks.</video:description>
      <video:content_loc>https://cdn.example-shop.com/video/teak-table/extend.mp4</video:content_loc>
    </video:video>
    <news:news>
      <news:publication><news:name>Example Shop Journal</news:name><news:language>en</news:language></news:publication>
      <news:publication_date>2024-05-20</news:publication_date>
      <news:title>The teak table that seats twelve</news:title>
    </news:news>
  </url>
)";
    for (int i = 0; i < 40; ++i)
        xml += "  <url><loc>https://www.example-shop.com/en-gb/collections/kitchen-and-dining/"
               "products/oak-bench-" + QByteArray::number(i) + "?colour=grey&amp;size=medium</loc>"
               "<lastmod>2024-05-1" + QByteArray::number(i % 10) + "</lastmod></url>\n";
    return xml + "</urlset>\n";
}

// Drops the translations installed so far and installs those of `language`.
void speak(const QString &language)
{
    for (QTranslator *translator : qApp->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    QLocale::setDefault(QLocale(language));
    QCOMPARE(Language::install(qApp, language), language);
}

// What of `widget` lies outside `area` (in global coordinates): "" when nothing does.
QString outside(const QWidget *widget, const QRect &area)
{
    const QRect global(widget->mapToGlobal(QPoint(0, 0)), widget->size());
    if (area.contains(global))
        return {};
    QString name = widget->objectName();
    if (name.isEmpty())
        name = QString::fromLatin1(widget->metaObject()->className());
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        name += u" “"_s + button->text() + u'”';
    return u"%1 at %2,%3 %4x%5"_s.arg(name)
        .arg(global.x())
        .arg(global.y())
        .arg(global.width())
        .arg(global.height());
}

// The widgets of `top` a user works with (fields, buttons) that are shown but not inside
// `area`.
QStringList cutOff(const QWidget *top, const QRect &area)
{
    QStringList cut;
    const auto check = [&](const QWidget *w) {
        if (w->isVisibleTo(top) && !w->visibleRegion().isEmpty()) {
            const QString where = outside(w, area);
            if (!where.isEmpty())
                cut.append(where);
        }
    };
    for (const QAbstractButton *button : top->findChildren<QAbstractButton *>())
        check(button);
    for (const QLineEdit *edit : top->findChildren<QLineEdit *>())
        check(edit);
    for (const QPlainTextEdit *edit : top->findChildren<QPlainTextEdit *>())
        check(edit);
    for (const QComboBox *box : top->findChildren<QComboBox *>())
        check(box);
    return cut;
}

// The dialog `window` shows that was not shown before: polled, as a modal one only shows
// inside exec().
QWidget *newDialog(const QSet<QWidget *> &before)
{
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top->isVisible() && !before.contains(top)
            && (qobject_cast<QDialog *>(top) || top->isWindow())
            && top->windowType() != Qt::Popup && top->windowType() != Qt::ToolTip
            && !qobject_cast<QMainWindow *>(top))
            return top;
    return nullptr;
}

// A window as the program makes it at its first start (no saved settings), with the rich
// sitemap open; the questions it asks get `answer`.
struct FreshWindow
{
    struct NoSettings
    {
        NoSettings() { QSettings().clear(); }
    } noSettings; // cleared before the window reads them
    QTemporaryDir dir;
    MainWindow window;
    bool opened = false;

    explicit FreshWindow(QMessageBox::StandardButton answer)
    {
        QFile file(dir.filePath(u"sitemap.xml"_s));
        if (file.open(QIODevice::WriteOnly))
            file.write(richSitemap());
        file.close();
        window.setPrompt([answer](QMessageBox::Icon, const QString &, const QString &,
                                  QMessageBox::StandardButtons) { return answer; });
        window.show();
        opened = QTest::qWaitForWindowExposed(&window)
            && window.openFile(dir.filePath(u"sitemap.xml"_s));
    }
};

} // namespace

class TestFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void windowFits_data();
    void windowFits();
    void dialogsFit_data();
    void dialogsFit();

private:
    void languages();
};

void TestFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QCoreApplication::setApplicationName(u"tst_fit_gui"_s);
    QCOMPARE(QGuiApplication::primaryScreen()->size(), Screen);
}

void TestFit::languages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("cs") << u"cs"_s;
    QTest::newRow("uk") << u"uk"_s;
}

void TestFit::windowFits_data()
{
    languages();
}

// The first window, as the program makes it at its first start, with a file whose entry
// fills every form: inside the screen, the Entry fields and the panels' buttons in view.
void TestFit::windowFits()
{
    QFETCH(QString, language);
    speak(language);
    FreshWindow fresh(QMessageBox::Discard);
    QVERIFY(fresh.opened);
    MainWindow &window = fresh.window;
    QTest::qWait(50);
    const QRect screen = window.screen()->availableGeometry();
    QVERIFY2(window.minimumSizeHint().width() <= screen.width(),
             qPrintable(u"minimum width %1"_s.arg(window.minimumSizeHint().width())));
    QVERIFY2(screen.contains(window.frameGeometry()),
             qPrintable(u"%1x%2"_s.arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height())));

    // Each form of the Entry panel in turn, and what it holds in view.
    auto *tabs = window.findChild<QTabWidget *>(u"entryTabs"_s);
    QVERIFY(tabs);
    QStringList cut;
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QTest::qWait(10);
        for (const QString &each : cutOff(tabs->currentWidget(), screen))
            cut.append(tabs->tabText(i) + u": "_s + each);
    }
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
        if (dock->isVisible())
            for (const QString &each : cutOff(dock, screen))
                if (!cut.contains(each))
                    cut.append(dock->windowTitle() + u": "_s + each);
    for (const QToolBar *bar : window.findChildren<QToolBar *>())
        if (bar->isVisible() && !screen.contains(QRect(bar->mapToGlobal(QPoint()), bar->size())))
            cut.append(u"toolbar "_s + bar->windowTitle());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
    Testing::shoot(&window, u"fit-%1-window"_s.arg(language));
}

void TestFit::dialogsFit_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("action");
    const QStringList actions = {
        u"actionOpenUrl"_s,       u"actionImport"_s,          u"actionExport"_s,
        u"actionReplaceInUrls"_s, u"actionSetFields"_s,       u"actionLinkCheckSettings"_s,
        u"actionReadingLimit"_s,  u"actionCrawlSite"_s,       u"actionCompareCrawls"_s,
        u"actionCompare"_s,       u"actionSubmitIndexNow"_s,  u"actionRules"_s,
        u"actionAbout"_s,         u"actionPreferences"_s,     u"actionUserGuide"_s,
        u"actionShortcuts"_s,      u"actionInspectCoverage"_s,
    };
    for (const QString &language : { u"en"_s, u"cs"_s, u"uk"_s })
        for (const QString &action : actions)
            QTest::addRow("%s %s", qPrintable(language), qPrintable(action)) << language << action;
}

// Each dialog and wizard the menus open: inside the screen, its buttons and fields in view.
void TestFit::dialogsFit()
{
    QFETCH(QString, language);
    QFETCH(QString, action);
    static QString spoken;
    if (spoken != language) {
        speak(language);
        spoken = language;
    }
    FreshWindow fresh(QMessageBox::Cancel);
    QVERIFY(fresh.opened);
    MainWindow &window = fresh.window;
    auto *trigger = window.findChild<QAction *>(action);
    QVERIFY2(trigger, qPrintable(action));

    QSet<QWidget *> before;
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top->isVisible())
            before.insert(top);
    QString problem;
    bool seen = false;
    const QRect screen = window.screen()->availableGeometry();
    // A modal dialog shows inside exec(): looked at from a timer, then closed.
    QTimer look;
    look.setInterval(20);
    connect(&look, &QTimer::timeout, this, [&] {
        QWidget *dialog = newDialog(before);
        if (!dialog || seen)
            return;
        seen = true;
        QTest::qWait(20);
        if (!screen.contains(dialog->frameGeometry()))
            problem = u"%1 at %2,%3 %4x%5"_s.arg(QString::fromLatin1(dialog->metaObject()->className()))
                          .arg(dialog->frameGeometry().x())
                          .arg(dialog->frameGeometry().y())
                          .arg(dialog->frameGeometry().width())
                          .arg(dialog->frameGeometry().height());
        else if (dialog->minimumSizeHint().width() > screen.width()
                 || dialog->minimumSizeHint().height() > screen.height())
            problem = u"minimum size %1x%2"_s.arg(dialog->minimumSizeHint().width())
                          .arg(dialog->minimumSizeHint().height());
        else
            problem = cutOff(dialog, screen).join(u'\n');
        Testing::shoot(dialog, u"fit-%1-%2"_s.arg(language, action.mid(6)));
        // A dialog's other tabs (the crawl dialog's Access and URLs), and what a toggle shows
        // (Open URL's site access), each looked at as the first.
        const auto lookAgain = [&](const QString &what) {
            QTest::qWait(20);
            if (!problem.isEmpty())
                return;
            if (!screen.contains(dialog->frameGeometry()))
                problem = u"%1: %2x%3"_s.arg(what)
                              .arg(dialog->frameGeometry().width())
                              .arg(dialog->frameGeometry().height());
            else
                problem = cutOff(dialog, screen).join(u'\n');
            Testing::shoot(dialog, u"fit-%1-%2-%3"_s.arg(language, action.mid(6), what));
        };
        if (auto *tabs = dialog->findChild<QTabWidget *>(u"crawlTabs"_s)) {
            for (int tab = 1; tab < tabs->count(); ++tab) {
                tabs->setCurrentIndex(tab);
                lookAgain(tabs->widget(tab)->objectName());
            }
            tabs->setCurrentIndex(0);
        }
        if (auto *toggle = dialog->findChild<QToolButton *>(u"openUrlAccessToggle"_s)) {
            toggle->click();
            lookAgain(u"access"_s);
        }
        // A wizard's every page, as Next reaches them (the import wizard with a pasted list).
        if (auto *wizard = qobject_cast<QWizard *>(dialog)) {
            if (auto *paste = wizard->findChild<QRadioButton *>(u"importFromPaste"_s)) {
                paste->setChecked(true);
                wizard->findChild<QPlainTextEdit *>(u"importPasteEdit"_s)
                    ->setPlainText(u"https://www.example-shop.com/en-gb/offers/winter-sale?utm_source=newsletter\n"
                                   "ftp://files.example-shop.com/catalogue.pdf\n"
                                   "https://www.example-shop.com/en-gb/products/teak-bench-180cm\n"_s);
            }
            for (int page = 1; page < 8 && problem.isEmpty(); ++page) {
                const int before = wizard->currentId();
                wizard->next();
                QTest::qWait(20);
                if (wizard->currentId() == before)
                    break;
                if (!screen.contains(wizard->frameGeometry()))
                    problem = u"page %1: %2x%3"_s.arg(wizard->currentId())
                                  .arg(wizard->frameGeometry().width())
                                  .arg(wizard->frameGeometry().height());
                else
                    problem = cutOff(wizard, screen).join(u'\n');
                Testing::shoot(wizard, u"fit-%1-%2-%3"_s.arg(language, action.mid(6)).arg(page));
            }
        }
        if (auto *modal = qobject_cast<QDialog *>(dialog))
            modal->reject();
        else
            dialog->close();
    });
    look.start();
    trigger->trigger();
    QVERIFY2(QTest::qWaitFor([&] { return seen; }, 5000), "no dialog was shown");
    look.stop();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// One 1024x700 screen, set up before the application starts.
int main(int argc, char *argv[])
{
    return Testing::runOnScreens<TestFit>(argc, argv, Testing::SmallScreen);
}

#include "tst_fit_gui.moc"
