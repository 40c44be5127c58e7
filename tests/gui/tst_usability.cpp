// Usability of the editor window, driven offscreen through the real widgets: keyboard access
// (every menu item's mnemonic, shortcuts that do not clash, Alt+letter reaching the fields,
// Tab walking each form in visual order), tooltips that name a toolbar action's shortcut and
// say what a field takes and which rules check it, accessible names on the custom widgets,
// and colours that read on dark and light palettes alike (WCAG contrast of 4.5:1 at least).

#include "dialogs/comparesourcedialog.h"
#include "dialogs/crawldialog.h"
#include "dialogs/indexnowdialog.h"
#include "dialogs/logindialog.h"
#include "dialogs/openurldialog.h"
#include "dialogs/replacedialog.h"
#include "dialogs/setfieldsdialog.h"
#include "document/editordocument.h"
#include "io/loader.h"
#include "mainwindow.h"
#include "model/namespaces.h"
#include "models/diffmodel.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "models/workspacetreemodel.h"
#include "rules/checker.h"
#include "widgets/comparedock.h"
#include "widgets/statisticsdock.h"
#include "widgets/themecolours.h"
#include "widgets/warningsdock.h"
#include "wizards/exportwizard.h"
#include "wizards/importwizard.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QWizard>

#include <cmath>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

constexpr int Patience = 60000;

// One entry with every kind of item, so that each tab of the entry editor has its form
// enabled, and a second entry with an error and a warning for the findings' colours.
const QByteArray Sample = R"(<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:xhtml="http://www.w3.org/1999/xhtml"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
        xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"
        xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
  <url>
    <loc>https://www.example.com/</loc>
    <lastmod>2024-10-30T09:15:00+00:00</lastmod>
    <changefreq>daily</changefreq>
    <priority>1.0</priority>
    <xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/"/>
    <image:image><image:loc>https://cdn.example.com/a.jpg</image:loc></image:image>
    <video:video>
      <video:thumbnail_loc>https://cdn.example.com/t.jpg</video:thumbnail_loc>
      <video:title>A chair</video:title>
      <video:description>Four steps.</video:description>
      <video:content_loc>https://cdn.example.com/v.mp4</video:content_loc>
    </video:video>
    <news:news>
      <news:publication><news:name>News</news:name><news:language>en</news:language></news:publication>
      <news:publication_date>2024-11-20T08:00:00+01:00</news:publication_date>
      <news:title>Autumn</news:title>
    </news:news>
  </url>
  <url>
    <loc>https://www.example.com/b</loc>
    <lastmod>2024-13-45</lastmod>
    <priority>7</priority>
  </url>
</urlset>
)";

// WCAG 2.x: the relative luminance of an sRGB colour and the contrast ratio of two, written
// out here rather than taken from the application, so that the test checks it.
double relativeLuminance(const QColor &colour)
{
    auto channel = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const QColor c = colour.toRgb();
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette lightPalette()
{
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
    return fusion->standardPalette();
}

// With SITEMAP_STUDIO_SCREENSHOTS set to a folder, a picture of `widget` is saved there.
void shoot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS");
    if (!folder.isEmpty())
        QVERIFY(widget->grab().save(folder + u'/' + name + u".png"_s));
}

// "Alt+S" for "&Save", as Qt reads it; empty when the text has no mnemonic.
QString mnemonic(const QString &text)
{
    return QKeySequence::mnemonic(text).toString();
}

QString nameOf(const QObject *object)
{
    if (!object)
        return u"(none)"_s;
    if (!object->objectName().isEmpty())
        return object->objectName();
    if (auto *button = qobject_cast<const QAbstractButton *>(object))
        return u"%1 \"%2\""_s.arg(QString::fromLatin1(object->metaObject()->className()),
                                  button->text());
    return QString::fromLatin1(object->metaObject()->className());
}

// Every mnemonic the user can press in `roots` as they are shown (buttons, labels with a
// buddy, group boxes, tabs), and the menu bar's; the clashes, one line each.
QStringList mnemonicClashes(const QList<QWidget *> &roots, const QMenuBar *menuBar = nullptr)
{
    QMultiMap<QString, QString> owners;
    if (menuBar)
        for (const QAction *action : menuBar->actions())
            owners.insert(mnemonic(action->text()), u"menu "_s + action->text());
    for (QWidget *root : roots) {
        QList<QWidget *> widgets = root->findChildren<QWidget *>();
        widgets.prepend(root);
        for (QWidget *w : std::as_const(widgets)) {
            if (!w->isVisible())
                continue;
            if (auto *button = qobject_cast<QAbstractButton *>(w))
                owners.insert(mnemonic(button->text()), nameOf(w));
            else if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
                owners.insert(mnemonic(label->text()), u"label of "_s + nameOf(label->buddy()));
            else if (auto *group = qobject_cast<QGroupBox *>(w))
                owners.insert(mnemonic(group->title()), nameOf(w));
            else if (auto *tabs = qobject_cast<QTabBar *>(w))
                for (int i = 0; i < tabs->count(); ++i)
                    owners.insert(mnemonic(tabs->tabText(i)), u"tab "_s + tabs->tabText(i));
        }
    }
    owners.remove(QString());
    QStringList clashes;
    for (const QString &key : owners.uniqueKeys())
        if (owners.count(key) > 1)
            clashes.append(key + u": "_s + QStringList(owners.values(key)).join(u", "_s));
    return clashes;
}

// Labels that show a mnemonic but have no buddy: their '&' is drawn as is and reaches nothing.
QStringList labelsWithoutBuddy(QWidget *root)
{
    QStringList found;
    for (QLabel *label : root->findChildren<QLabel *>())
        if (label->isVisible() && label->textFormat() != Qt::RichText && !label->buddy()
            && !mnemonic(label->text()).isEmpty())
            found.append(label->text());
    return found;
}

// The widgets Tab reaches from `first`, `count` of them, `first` included. A widget of
// several parts (a date's day, month and year) takes a Tab for each: it counts once.
QStringList tabWalk(QWidget *first, int count)
{
    QApplication::setActiveWindow(first->window());
    first->setFocus(Qt::TabFocusReason);
    QStringList visited;
    for (int presses = 0; visited.size() < count && presses < count * 4; ++presses) {
        QWidget *focus = QApplication::focusWidget();
        if (visited.isEmpty() || visited.last() != nameOf(focus))
            visited.append(nameOf(focus));
        if (!focus)
            break;
        QTest::keyClick(focus, Qt::Key_Tab);
    }
    return visited;
}

bool isInput(const QWidget *w)
{
    // The line edit inside a combo box or a spin box is the box's, which is what is named.
    if (qobject_cast<const QLineEdit *>(w))
        return !qobject_cast<const QComboBox *>(w->parentWidget())
            && !qobject_cast<const QAbstractSpinBox *>(w->parentWidget());
    return qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractSpinBox *>(w)
        || qobject_cast<const QPlainTextEdit *>(w) || qobject_cast<const QTextEdit *>(w);
}

// The inputs of `root` that are neither a label's buddy nor named for assistive technology.
QStringList unnamedInputs(QWidget *root)
{
    QSet<const QWidget *> buddies;
    for (const QLabel *label : root->findChildren<QLabel *>())
        if (label->buddy())
            buddies.insert(label->buddy());
    QStringList found;
    for (QWidget *w : root->findChildren<QWidget *>())
        if (isInput(w) && w->isVisible() && !buddies.contains(w) && w->accessibleName().isEmpty())
            found.append(nameOf(w));
    return found;
}

struct Window
{
    MainWindow window;
    QTemporaryDir dir;
    QList<QAbstractItemModelTester *> testers;

    Window()
    {
        window.setPrompt([](QMessageBox::Icon, const QString &, const QString &,
                            QMessageBox::StandardButtons) { return QMessageBox::Discard; });
        window.show();
        for (QAbstractItemModel *model :
             { static_cast<QAbstractItemModel *>(window.entryModel()),
               static_cast<QAbstractItemModel *>(window.treeModel()),
               static_cast<QAbstractItemModel *>(
                   window.findChild<WarningsDock *>(u"warningsDock"_s)->model()) })
            testers.append(new QAbstractItemModelTester(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest, &window));
    }

    bool open()
    {
        const QString path = dir.filePath(u"sample.xml"_s);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(Sample) != Sample.size())
            return false;
        file.close();
        return window.openFile(path);
    }

    template<typename T = QWidget> T *find(const QString &name) const
    {
        T *child = window.findChild<T *>(name);
        if (!child)
            qWarning("no child %s", qPrintable(name));
        return child;
    }

    QTabWidget *tabs() const { return find<QTabWidget>(u"entryTabs"_s); }
    QDockWidget *dock(const QString &name) const { return find<QDockWidget>(name); }
};

// The menus under `menu`, depth first. The lists of names are left out: the recent files
// (the user's names, numbered) and the languages (each in its own language and script).
void collectMenus(QMenu *menu, QList<QMenu *> *menus)
{
    if (menu->objectName() == u"recentMenu" || menu->objectName() == u"languageMenu")
        return;
    menus->append(menu);
    for (QAction *action : menu->actions())
        if (action->menu())
            collectMenus(action->menu(), menus);
}

} // namespace

class TestUsability : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void everyMenuItemHasAMnemonic();
    void shortcutsAreStandardAndUnique();
    void toolbarTooltipsNameTheShortcut();
    void mnemonicsDoNotClashInTheWindow();
    void altLetterReachesTheFields();
    void dialogsHaveMnemonicsAndBuddies();
    void tabWalksTheEntryEditor();
    void tabWalksTheDialogs();
    void tabWalksTheWizards();
    void formFieldsExplainTheirRules();
    void customWidgetsAreNamed();
    void coloursReadOnThePalette_data();
    void coloursReadOnThePalette();
};

void TestUsability::initTestCase()
{
    // Settings and the autosave folder go to a test location, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QCoreApplication::setApplicationName(u"tst_usability"_s);
    QSettings().clear();
    // Fusion draws from the palette alone, so that a palette set here is the one painted.
    QApplication::setStyle(u"Fusion"_s);
}

void TestUsability::cleanup()
{
    QApplication::setPalette(lightPalette());
}

void TestUsability::everyMenuItemHasAMnemonic()
{
    Window w;
    QMenuBar *bar = w.window.menuBar();
    QStringList top;
    for (QAction *action : bar->actions()) {
        const QString key = mnemonic(action->text());
        QVERIFY2(!key.isEmpty(), qPrintable(action->text()));
        QVERIFY2(!top.contains(key), qPrintable(action->text()));
        top.append(key);
    }
    QList<QMenu *> menus;
    for (QAction *action : bar->actions())
        collectMenus(action->menu(), &menus);
    QVERIFY(menus.size() >= 6); // File, Edit, View, Tools, Help, and View → Columns
    int items = 0;
    for (QMenu *menu : std::as_const(menus)) {
        QStringList keys;
        for (QAction *action : menu->actions()) {
            if (action->isSeparator())
                continue;
            ++items;
            const QString key = mnemonic(action->text());
            QVERIFY2(!key.isEmpty(),
                     qPrintable(u"%1 → %2 has no mnemonic"_s.arg(menu->title(), action->text())));
            QVERIFY2(!keys.contains(key),
                     qPrintable(u"%1 → %2: %3 is taken"_s.arg(menu->title(), action->text(), key)));
            keys.append(key);
        }
    }
    QVERIFY(items >= 40);

    // Every dock can be shown again from View, by a mnemonic of its own.
    QMenu *view = nullptr;
    for (QAction *action : bar->actions())
        if (action->menu()->findChild<QAction *>(u"actionShowEntry"_s)
            || action->menu()->actions().contains(w.dock(u"entryEditorDock"_s)->toggleViewAction()))
            view = action->menu();
    QVERIFY(view);
    for (QDockWidget *dock : w.window.findChildren<QDockWidget *>()) {
        QVERIFY2(view->actions().contains(dock->toggleViewAction()),
                 qPrintable(dock->objectName()));
        QVERIFY(!mnemonic(dock->toggleViewAction()->text()).isEmpty());
        // The title itself carries none: as a tab of tabified docks it would take a letter
        // from the whole window.
        QVERIFY(mnemonic(dock->windowTitle()).isEmpty());
    }
}

void TestUsability::shortcutsAreStandardAndUnique()
{
    Window w;
    // The platform's keys where Qt knows one for the action.
    const std::pair<const char *, QKeySequence::StandardKey> standard[] = {
        { "actionNew", QKeySequence::New },
        { "actionOpen", QKeySequence::Open },
        { "actionSave", QKeySequence::Save },
        { "actionSaveAs", QKeySequence::SaveAs },
        { "actionQuit", QKeySequence::Quit },
        { "actionUndo", QKeySequence::Undo },
        { "actionRedo", QKeySequence::Redo },
        { "actionDeleteEntry", QKeySequence::Delete },
        { "actionUserGuide", QKeySequence::HelpContents },
        { "actionRules", QKeySequence::WhatsThis },
        { "actionPreferences", QKeySequence::Preferences },
        { "actionReplaceInUrls", QKeySequence::Replace },
        { "actionFilter", QKeySequence::Find },
    };
    for (const auto &[name, key] : standard) {
        auto *action = w.find<QAction>(QString::fromLatin1(name));
        QVERIFY(action);
        if (QKeySequence::keyBindings(key).isEmpty())
            continue; // the platform has none
        QVERIFY2(action->shortcuts().contains(QKeySequence::keyBindings(key).first()), name);
    }
    // The common actions without a standard key have one of their own.
    for (const char *name :
         { "actionOpenUrl", "actionImport", "actionExport", "actionExportReport", "actionAddEntry",
           "actionDuplicateEntry", "actionMoveUp", "actionMoveDown", "actionSetFields",
           "actionCheckLinks", "actionCompare" })
        QVERIFY2(!w.find<QAction>(QString::fromLatin1(name))->shortcut().isEmpty(), name);

    // No key does two things.
    QHash<QKeySequence, QString> owner;
    for (QAction *action : w.window.findChildren<QAction *>()) {
        for (const QKeySequence &key : action->shortcuts()) {
            QVERIFY2(!owner.contains(key),
                     qPrintable(u"%1 is both %2 and %3"_s.arg(key.toString(), owner.value(key),
                                                              nameOf(action))));
            owner.insert(key, nameOf(action));
        }
    }
    QVERIFY(owner.size() >= 20);

    // The Find key goes to the filter above the table.
    QVERIFY(QTest::qWaitForWindowActive(&w.window));
    w.find(u"entryTable"_s)->setFocus();
    QTest::keySequence(&w.window, QKeySequence::keyBindings(QKeySequence::Find).first());
    QCOMPARE(nameOf(QApplication::focusWidget()), u"filterEdit"_s);
}

void TestUsability::toolbarTooltipsNameTheShortcut()
{
    Window w;
    auto *toolbar = w.find<QToolBar>(u"mainToolBar"_s);
    int checked = 0;
    for (QAction *action : toolbar->actions()) {
        if (action->isSeparator())
            continue;
        ++checked;
        const QString tip = action->toolTip();
        QVERIFY2(!tip.isEmpty(), qPrintable(nameOf(action)));
        // The name without its '&' and '…'; then the shortcut as the platform writes it.
        QString name = action->text();
        name.remove(u'&');
        name.remove(u'…');
        QVERIFY2(tip.startsWith(name.trimmed()), qPrintable(tip));
        QVERIFY2(!tip.contains(u'&') && !tip.contains(u'…'), qPrintable(tip));
        if (!action->shortcut().isEmpty())
            QVERIFY2(
                tip.endsWith(u"(%1)"_s.arg(action->shortcut().toString(QKeySequence::NativeText))),
                qPrintable(tip));
    }
    QVERIFY(checked >= 8);
    auto *save = w.find<QAction>(u"actionSave"_s);
    QCOMPARE(
        save->toolTip(),
        u"Save (%1)"_s.arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)));
    // The description moved to the status tip, where the status bar shows it.
    QVERIFY(!save->statusTip().isEmpty());
    // A changed shortcut shows at once, and so does an undo action's changing text.
    save->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    QCOMPARE(save->toolTip(),
             u"Save (%1)"_s.arg(
                 QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S).toString(QKeySequence::NativeText)));
    save->setShortcut(QKeySequence());
    QCOMPARE(save->toolTip(), u"Save"_s);
    QVERIFY(w.open());
    auto *undo = w.find<QAction>(u"actionUndo"_s);
    w.find<QLineEdit>(u"priorityEdit"_s)->setText(u"0.4"_s);
    emit w.find<QLineEdit>(u"priorityEdit"_s)->textEdited(u"0.4"_s);
    QVERIFY(undo->isEnabled());
    QVERIFY2(undo->toolTip().startsWith(u"Undo "_s) && undo->toolTip().contains(u"priority"_s),
             qPrintable(undo->toolTip()));
}

void TestUsability::mnemonicsDoNotClashInTheWindow()
{
    // Alt+letter is unique in the whole window, on each tab of the entry editor. A dock
    // behind another's tab keeps its shortcuts (Qt moves it out of sight but leaves it shown),
    // so every dock counts, the Compare view too once it has been opened.
    Window w;
    QVERIFY(w.open());
    QMenuBar *bar = w.window.menuBar();
    QTabWidget *tabs = w.tabs();
    auto checkAll = [&] {
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            const QStringList clashes = mnemonicClashes({ &w.window }, bar);
            QVERIFY2(clashes.isEmpty(),
                     qPrintable(tabs->tabText(tab) + u": "_s + clashes.join(u" | "_s)));
        }
    };
    checkAll();
    if (QTest::currentTestFailed())
        return;
    QDockWidget *compare = w.dock(u"compareView"_s);
    compare->show();
    QVERIFY(compare->isVisible());
    checkAll();
    // Labels with a mnemonic reach their fields.
    QVERIFY2(labelsWithoutBuddy(&w.window).isEmpty(),
             qPrintable(labelsWithoutBuddy(&w.window).join(u" | "_s)));
}

void TestUsability::altLetterReachesTheFields()
{
    Window w;
    QVERIFY(w.open());
    QVERIFY(QTest::qWaitForWindowActive(&w.window));
    QTabWidget *tabs = w.tabs();
    // General, Images and News: every field has a label whose Alt+letter goes to it.
    for (const QString &page :
         { u"generalEditor"_s, u"imageEditor"_s, u"newsEditor"_s, u"videoEditor"_s }) {
        tabs->setCurrentWidget(w.find(page));
        QWidget *form = tabs->currentWidget();
        int reached = 0;
        for (QLabel *label : form->findChildren<QLabel *>()) {
            if (!label->buddy() || !label->isVisible())
                continue;
            const QString key = mnemonic(label->text());
            if (key.isEmpty()) {
                // The fields in use take the free letters first; a deprecated one may go
                // without when none is left, and so may the video's many (but not those
                // Google requires, below).
                QVERIFY2(label->text().contains(u"deprecated"_s) || page == u"videoEditor",
                         qPrintable(label->text()));
                continue;
            }
            w.find(u"entryTable"_s)->setFocus();
            QTest::keySequence(&w.window, QKeySequence(key));
            QVERIFY2(QApplication::focusWidget() == label->buddy()
                         || label->buddy()->isAncestorOf(QApplication::focusWidget()),
                     qPrintable(u"%1 → %2, not %3"_s.arg(key, nameOf(label->buddy()),
                                                         nameOf(QApplication::focusWidget()))));
            ++reached;
        }
        // General's four fields, News's four in use, the image's location; the video's take
        // the letters the window leaves them (b, c, l, p, s, u, w and y at least are free
        // and in their names).
        QVERIFY2(reached >= (page == u"imageEditor"       ? 1
                                 : page == u"videoEditor" ? 8
                                                          : 4),
                 qPrintable(u"%1: %2"_s.arg(page).arg(reached)));
        // Each field of the form is some label's buddy.
        QVERIFY2((unnamedInputs(form)).isEmpty(), qPrintable((unnamedInputs(form)).join(u" | "_s)));
    }
    // The video form gives its letters to the fields in use first: every one that Google
    // requires has one.
    tabs->setCurrentWidget(w.find(u"videoEditor"_s));
    for (const VideoField field :
         { VideoField::ThumbnailLoc, VideoField::Title, VideoField::Description,
           VideoField::ContentLoc, VideoField::PlayerLoc }) {
        QWidget *edit = w.find(u"video_"_s + videoFieldName(field));
        bool has = false;
        for (QLabel *label : edit->parentWidget()->findChildren<QLabel *>())
            has = has || (label->buddy() == edit && !mnemonic(label->text()).isEmpty());
        QVERIFY2(has, qPrintable(edit->objectName()));
    }
}

void TestUsability::dialogsHaveMnemonicsAndBuddies()
{
    Window w;
    QVERIFY(w.open());
    auto check = [](QWidget *dialog) {
        dialog->show();
        shoot(dialog, u"usability-"_s + dialog->objectName());
        QVERIFY2((mnemonicClashes({ dialog })).isEmpty(),
                 qPrintable((mnemonicClashes({ dialog })).join(u" | "_s)));
        QVERIFY2((labelsWithoutBuddy(dialog)).isEmpty(),
                 qPrintable((labelsWithoutBuddy(dialog)).join(u" | "_s)));
        QVERIFY2((unnamedInputs(dialog)).isEmpty(),
                 qPrintable((unnamedInputs(dialog)).join(u" | "_s)));
    };
    {
        ReplaceDialog dialog(&w.window);
        check(&dialog);
    }
    {
        SetFieldsDialog dialog(&w.window);
        dialog.setScope(3, 5);
        check(&dialog);
    }
    {
        OpenUrlDialog dialog(&w.window);
        check(&dialog);
        // Its site access shown: the user agent, the login, the cookies and headers.
        dialog.showAccess(true);
        check(&dialog);
    }
    {
        // The crawl dialog, each of its tabs.
        CrawlDialog dialog(QUrl(u"https://www.example.com/"_s), {}, &w.window);
        auto *tabs = dialog.findChild<QTabWidget *>(u"crawlTabs"_s);
        QVERIFY(tabs);
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            check(&dialog);
        }
    }
    {
        CredentialsOutline outline;
        outline.user = u"preview"_s;
        LoginDialog dialog(QUrl(u"https://staging.example.com/"_s), u"Log in again."_s, u"Go O&n"_s,
                           true, outline, nullptr, &w.window);
        check(&dialog);
    }
    {
        CompareSourceDialog dialog(w.window.document()->filePath(), &w.window);
        check(&dialog);
    }
    {
        IndexNowDialog dialog(w.window.document()->workspace(), &w.window);
        check(&dialog);
    }
    // The link check settings, a modal dialog of the window's own.
    QTimer::singleShot(0, &w.window, [&check] {
        QWidget *dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        check(dialog);
        dialog->close();
    });
    w.find<QAction>(u"actionLinkCheckSettings"_s)->trigger();
    // The wizards, page by page, their buttons (Back, Next, Finish) included.
    {
        ExportWizard wizard(ExportSource::of(*w.window.document()), &w.window);
        wizard.show();
        for (int page = 0; page < 4; ++page) {
            QVERIFY2((mnemonicClashes({ &wizard })).isEmpty(),
                     qPrintable((mnemonicClashes({ &wizard })).join(u" | "_s)));
            QVERIFY2((labelsWithoutBuddy(&wizard)).isEmpty(),
                     qPrintable((labelsWithoutBuddy(&wizard)).join(u" | "_s)));
            shoot(&wizard, u"usability-"_s + wizard.currentPage()->objectName());
            QVERIFY2((unnamedInputs(wizard.currentPage())).isEmpty(),
                     qPrintable((unnamedInputs(wizard.currentPage())).join(u" | "_s)));
            if (page < 3) {
                wizard.next();
                QCOMPARE(wizard.currentId(), page + 1);
            }
        }
    }
    {
        ImportWizard wizard(w.window.document()->workspace(), u"sample.xml"_s, &w.window);
        wizard.show();
        wizard.findChild<QRadioButton *>(u"importFromPaste"_s)->setChecked(true);
        wizard.findChild<QPlainTextEdit *>(u"importPasteEdit"_s)
            ->setPlainText(u"https://www.example.com/a\nhttps://www.example.com/b\n"_s);
        for (int page = 0; page < 4; ++page) {
            QVERIFY2((mnemonicClashes({ &wizard })).isEmpty(),
                     qPrintable((mnemonicClashes({ &wizard })).join(u" | "_s)));
            QVERIFY2((labelsWithoutBuddy(&wizard)).isEmpty(),
                     qPrintable((labelsWithoutBuddy(&wizard)).join(u" | "_s)));
            shoot(&wizard, u"usability-"_s + wizard.currentPage()->objectName());
            QVERIFY2((unnamedInputs(wizard.currentPage())).isEmpty(),
                     qPrintable((unnamedInputs(wizard.currentPage())).join(u" | "_s)));
            if (page < 3) {
                const int before = wizard.currentId();
                wizard.next();
                QTRY_VERIFY_WITH_TIMEOUT(wizard.currentId() != before, Patience);
            }
        }
    }
}

void TestUsability::tabWalksTheEntryEditor()
{
    Window w;
    QVERIFY(w.open());
    QVERIFY(QTest::qWaitForWindowActive(&w.window));
    QTabWidget *tabs = w.tabs();

    tabs->setCurrentWidget(w.find(u"generalEditor"_s));
    const QStringList general
        = { u"locEdit"_s,          u"lastmodEdit"_s,     u"lastmodPickButton"_s,
            u"lastmodNowButton"_s, u"changefreqCombo"_s, u"priorityEdit"_s };
    QCOMPARE(tabWalk(w.find(u"locEdit"_s), int(general.size())), general);

    tabs->setCurrentWidget(w.find(u"imageEditor"_s));
    QStringList images = { u"imageList"_s, u"imageAddButton"_s, u"imageRemoveButton"_s };
    for (const ImageField f : { ImageField::Loc, ImageField::Caption, ImageField::Title,
                                ImageField::GeoLocation, ImageField::License })
        images.append(u"image_"_s + imageFieldName(f));
    QCOMPARE(tabWalk(w.find(u"imageList"_s), int(images.size())), images);

    tabs->setCurrentWidget(w.find(u"newsEditor"_s));
    QStringList news = { u"newsList"_s, u"newsAddButton"_s, u"newsRemoveButton"_s };
    for (int f = int(NewsField::PublicationName); f <= int(NewsField::GeoLocations); ++f)
        news.append(u"news_"_s + newsFieldName(NewsField(f)));
    QCOMPARE(tabWalk(w.find(u"newsList"_s), int(news.size())), news);

    // The video form is long: its fields in the order the form shows them, top to bottom.
    tabs->setCurrentWidget(w.find(u"videoEditor"_s));
    QStringList videos = { u"videoList"_s, u"videoAddButton"_s, u"videoRemoveButton"_s };
    auto *videoForm = w.find(u"video_title"_s)->parentWidget();
    auto *formLayout = qobject_cast<QFormLayout *>(videoForm->layout());
    QVERIFY(formLayout);
    for (int row = 0; row < formLayout->rowCount(); ++row) {
        QLayoutItem *item = formLayout->itemAt(row, QFormLayout::FieldRole);
        QVERIFY(item && item->layout());
        videos.append(item->layout()->itemAt(0)->widget()->objectName());
    }
    QVERIFY(videos.size() > 20);
    QCOMPARE(videos.at(3), u"video_thumbnail_loc"_s);
    QCOMPARE(tabWalk(w.find(u"videoList"_s), int(videos.size())), videos);

    // The table of links: Tab leaves it rather than walking its cells.
    tabs->setCurrentWidget(w.find(u"alternateEditor"_s));
    const QStringList alternates
        = { u"alternateTable"_s, u"hreflangPicker"_s, u"alternateAddButton"_s,
            u"alternateRemoveButton"_s, u"reciprocalButton"_s };
    QCOMPARE(tabWalk(w.find(u"alternateTable"_s), int(alternates.size())), alternates);

    // The XML: Tab leaves the text for Revert, then Apply, as they stand.
    tabs->setCurrentWidget(w.find(u"xmlEditor"_s));
    auto *xml = w.find<QPlainTextEdit>(u"xmlEdit"_s);
    xml->setFocus();
    QTest::keyClick(xml, Qt::Key_End, Qt::ControlModifier);
    QTest::keyClicks(xml, u" "_s);
    const QString typed = xml->toPlainText();
    const QStringList xmlOrder = { u"xmlEdit"_s, u"xmlRevertButton"_s, u"xmlApplyButton"_s };
    QCOMPARE(tabWalk(xml, int(xmlOrder.size())), xmlOrder);
    QCOMPARE(xml->toPlainText(), typed); // no tab character typed

    // The filter bar, in the order it reads, then the table; the dates showing "any" let Tab
    // go on too.
    const QStringList filterBar
        = { u"filterEdit"_s,      u"filterRegexCheck"_s,    u"lastmodFromFilter"_s,
            u"lastmodToFilter"_s, u"entrySeverityFilter"_s, u"entryRuleFilter"_s,
            u"extensionFilter"_s, u"entryTable"_s };
    QCOMPARE(tabWalk(w.find(u"filterEdit"_s), int(filterBar.size())), filterBar);
}

void TestUsability::tabWalksTheDialogs()
{
    Window w;
    QVERIFY(w.open());
    auto walk = [](QWidget *dialog, const QString &first, int count) {
        dialog->show();
        dialog->activateWindow();
        if (!QTest::qWaitForWindowActive(dialog))
            return QStringList { u"not active"_s };
        return tabWalk(dialog->findChild<QWidget *>(first), count);
    };
    {
        ReplaceDialog dialog(&w.window);
        dialog.findChild<QLineEdit *>(u"findEdit"_s)->setText(u"http://"_s);
        const QStringList order
            = { u"findEdit"_s, u"replaceEdit"_s, u"regexCheck"_s, u"selectionOnlyCheck"_s };
        QCOMPARE(walk(&dialog, order.first(), int(order.size())), order);
    }
    {
        SetFieldsDialog dialog(&w.window);
        dialog.setScope(3, 5);
        for (const QString &name :
             { u"setChangefreqCheck"_s, u"setPriorityCheck"_s, u"setLastmodCheck"_s })
            dialog.findChild<QCheckBox *>(name)->setChecked(true);
        // The date's field walks its parts: the date, how much of it, the zone.
        const QStringList order
            = { u"setChangefreqCheck"_s, u"setChangefreqCombo"_s, u"setPriorityCheck"_s,
                u"setPrioritySpin"_s,    u"setLastmodCheck"_s,    u"setLastmodMode"_s,
                u"dateTimeEdit"_s,       u"dateTimePrecision"_s,  u"dateTimeZone"_s,
                u"scopeSelection"_s };
        QCOMPARE(walk(&dialog, order.first(), int(order.size())), order);
    }
    {
        OpenUrlDialog dialog(&w.window);
        const QStringList order = { u"openUrlEdit"_s, u"openUrlFollowIndex"_s, u"openUrlMaxFiles"_s,
                                    u"openUrlMaxMegabytes"_s };
        QCOMPARE(walk(&dialog, order.first(), int(order.size())), order);
    }
    {
        CompareSourceDialog dialog(w.window.document()->filePath(), &w.window);
        dialog.findChild<QRadioButton *>(u"compareFileChoice"_s)->setChecked(true);
        // A group of radio buttons is one stop (the arrows choose within it); the fields
        // stand under their buttons.
        const QStringList order = { u"compareFileChoice"_s, u"compareFileEdit"_s,
                                    u"compareBrowseButton"_s, u"compareUrlEdit"_s };
        QCOMPARE(walk(&dialog, order.first(), int(order.size())), order);
    }
    {
        IndexNowDialog dialog(w.window.document()->workspace(), &w.window);
        dialog.findChild<QCheckBox *>(u"indexNowSinceCheck"_s)->setChecked(true);
        const QStringList order
            = { u"indexNowEndpoint"_s,   u"indexNowKey"_s,   u"indexNowKeyLocation"_s,
                u"indexNowSinceCheck"_s, u"indexNowSince"_s, u"indexNowVerifyKey"_s };
        QCOMPARE(walk(&dialog, order.first(), int(order.size())), order);
    }
    // The calendar of the General tab's Pick… button.
    w.find<QToolButton>(u"lastmodPickButton"_s)->click();
    auto *picker = w.find<QDialog>(u"lastmodDialog"_s);
    QVERIFY(picker);
    const QStringList pickerOrder
        = { u"dateTimeEdit"_s, u"dateTimePrecision"_s, u"dateTimeZone"_s };
    QCOMPARE(walk(picker, pickerOrder.first(), int(pickerOrder.size())), pickerOrder);
    picker->reject();
}

void TestUsability::tabWalksTheWizards()
{
    Window w;
    QVERIFY(w.open());
    ExportWizard wizard(ExportSource::of(*w.window.document()), &w.window);
    wizard.show();
    wizard.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&wizard));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ExportWizard::LimitsPageId));
    const QStringList limits
        = { u"maxUrlsSpin"_s, u"maxBytesCombo"_s, u"maxBytesSpin"_s, u"maxNewsSpin"_s,
            u"splitByCombo"_s, u"patternEdit"_s, u"indexNameEdit"_s, u"previewTable"_s };
    if (!wizard.findChild<QWidget *>(u"maxBytesSpin"_s)->isEnabled())
        wizard.findChild<QComboBox *>(u"maxBytesCombo"_s)
            ->setCurrentIndex(wizard.findChild<QComboBox *>(u"maxBytesCombo"_s)->count() - 1);
    QCOMPARE(tabWalk(wizard.findChild<QWidget *>(limits.first()), int(limits.size())), limits);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ExportWizard::LocationPageId));
    const QStringList location
        = { u"baseUrlEdit"_s, u"targetFolderRadio"_s, u"targetEdit"_s, u"targetBrowseButton"_s };
    QCOMPARE(tabWalk(wizard.findChild<QWidget *>(location.first()), int(location.size())),
             location);
    wizard.findChild<QLineEdit *>(u"targetEdit"_s)->setText(w.dir.filePath(u"out"_s));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ExportWizard::OptionsPageId));
    // The format is one stop (its radio buttons take the arrows), then the boxes as they stand.
    const QStringList options
        = { u"compactRadio"_s,      u"gzipCheck"_s,           u"indexCheck"_s,
            u"separateNewsCheck"_s, u"separateVideosCheck"_s, u"separateImagesCheck"_s };
    QCOMPARE(tabWalk(wizard.findChild<QWidget *>(options.first()), int(options.size())), options);

    // The import: the source page, where Tab leaves the pasted text, and the preview, whose
    // table Tab leaves too.
    ImportWizard import(w.window.document()->workspace(), u"sample.xml"_s, &w.window);
    import.show();
    import.findChild<QRadioButton *>(u"importFromFile"_s)->setChecked(true);
    const QStringList source
        = { u"importFromFile"_s, u"importFileEdit"_s,  u"importBrowse"_s,
            u"importUrlEdit"_s,  u"importPasteEdit"_s, u"importPasteButton"_s };
    QCOMPARE(tabWalk(import.findChild<QWidget *>(source.first()), int(source.size())), source);
    import.findChild<QRadioButton *>(u"importFromPaste"_s)->setChecked(true);
    import.findChild<QPlainTextEdit *>(u"importPasteEdit"_s)
        ->setPlainText(u"https://www.example.com/a\nhttps://www.example.com/b\n"_s);
    import.next();
    QTRY_COMPARE_WITH_TIMEOUT(import.currentId(), 1, Patience);
    const QStringList preview = tabWalk(import.findChild<QWidget *>(u"importFormat"_s), 3);
    QCOMPARE(preview.mid(0, 2), (QStringList { u"importFormat"_s, u"importPreviewTable"_s }));
    QCOMPARE(preview.size(), 3); // out of the table, to the wizard's buttons
    import.next();
    QTRY_COMPARE_WITH_TIMEOUT(import.currentId(), 2, Patience);
    const QStringList importOptions
        = { u"importBaseUrl"_s, u"importDropDuplicates"_s, u"importSetLastmod"_s,
            u"importChangefreq"_s, u"importPriority"_s };
    QCOMPARE(tabWalk(import.findChild<QWidget *>(importOptions.first()), int(importOptions.size())),
             importOptions);
}

void TestUsability::formFieldsExplainTheirRules()
{
    Window w;
    QVERIFY(w.open());
    QTabWidget *tabs = w.tabs();
    // Every field of the entry editor says what it takes.
    for (const QString &page : { u"generalEditor"_s, u"imageEditor"_s, u"videoEditor"_s,
                                 u"newsEditor"_s, u"alternateEditor"_s }) {
        tabs->setCurrentWidget(w.find(page));
        int fields = 0;
        for (QWidget *field : tabs->currentWidget()->findChildren<QWidget *>()) {
            if (!isInput(field) || !field->isVisible())
                continue;
            ++fields;
            QVERIFY2(!field->toolTip().trimmed().isEmpty(), qPrintable(nameOf(field)));
        }
        QVERIFY2(fields >= 1, qPrintable(page));
    }
    // hreflang and href: on the table's headers and on every cell.
    auto *links = w.find<QTableWidget>(u"alternateTable"_s);
    QVERIFY(links->rowCount() >= 2);
    for (int column = 0; column < links->columnCount(); ++column) {
        QVERIFY(!links->horizontalHeaderItem(column)->toolTip().isEmpty());
        QCOMPARE(links->item(0, column)->toolTip(), links->horizontalHeaderItem(column)->toolTip());
    }
    QVERIFY(links->horizontalHeaderItem(0)->toolTip().contains(u"x-default"_s));
    QVERIFY(links->horizontalHeaderItem(0)->toolTip().contains(QString(RuleId::InvalidHreflang)));
    QVERIFY(
        links->horizontalHeaderItem(1)->toolTip().contains(QString(RuleId::HreflangNoReturnLink)));

    // The limits are the checker's, written as the locale writes numbers, and the rules that
    // check a field are named by id and title.
    const QLocale locale;
    auto tip = [&w](const QString &name) {
        return w.find(name)->toolTip();
    };
    auto title = [](QLatin1StringView id) {
        return RuleCatalogue::find(id)->translatedTitle();
    };
    QVERIFY(tip(u"locEdit"_s).contains(locale.toString(Checker::MaxUrlLength)));
    QVERIFY(tip(u"locEdit"_s).contains(title(RuleId::UrlTooLong)));
    QVERIFY(tip(u"priorityEdit"_s).startsWith(u"From 0.0 to 1.0"_s));
    QVERIFY(tip(u"priorityEdit"_s).contains(QString(RuleId::InvalidPriority)));
    QVERIFY(tip(u"lastmodEdit"_s).contains(u"W3C Datetime"_s));
    QVERIFY(tip(u"changefreqCombo"_s).contains(QString(RuleId::InvalidChangefreq)));
    QVERIFY(tip(u"image_loc"_s).contains(locale.toString(Checker::MaxImages)));
    QVERIFY(tip(u"video_title"_s).contains(locale.toString(Checker::MaxVideoTitle)));
    QVERIFY(tip(u"video_title"_s).contains(title(RuleId::TitleTooLong)));
    QVERIFY(tip(u"video_description"_s).contains(locale.toString(Checker::MaxVideoDescription)));
    QVERIFY(tip(u"video_description"_s).contains(QString(RuleId::VideoDescriptionTooLong)));
    QVERIFY(tip(u"video_duration"_s).contains(locale.toString(Checker::MaxVideoDuration)));
    QVERIFY(tip(u"video_rating"_s).contains(locale.toString(Checker::MaxVideoRating, 'f', 1)));
    QVERIFY(tip(u"video_tag"_s).contains(locale.toString(Checker::MaxVideoTags)));
    QVERIFY(w.find<QLineEdit>(u"video_tag"_s)
                ->placeholderText()
                .contains(locale.toString(Checker::MaxVideoTags)));
    QVERIFY(tip(u"video_family_friendly"_s).contains(QString(RuleId::InvalidYesNo)));
    QVERIFY(tip(u"news_language"_s).contains(QString(RuleId::InvalidLanguageCode)));
    QVERIFY(tip(u"news_publication_date"_s).contains(title(RuleId::NewsTooOld)));
    QVERIFY(tip(u"image_caption"_s).contains(u"Deprecated"_s));
    QVERIFY(tip(u"video_restriction_relationship"_s).contains(u"allow, deny"_s));
}

void TestUsability::customWidgetsAreNamed()
{
    Window w;
    QVERIFY(w.open());
    w.dock(u"statisticsDock"_s)->show();
    w.dock(u"statisticsDock"_s)->raise();
    // The window's own widgets, found by name.
    for (const QString &name :
         { u"chartFilterChip"_s, u"chartFilterClear"_s, u"statisticsChartView"_s, u"compareTable"_s,
           u"findingsView"_s, u"entryTable"_s, u"workspaceTree"_s, u"undoView"_s, u"imageList"_s,
           u"videoList"_s, u"newsList"_s, u"alternateTable"_s, u"xmlEdit"_s, u"filterEdit"_s,
           u"publishUrlEdit"_s, u"hreflangPicker"_s })
        QVERIFY2(!w.find(name)->accessibleName().isEmpty(), qPrintable(name));
    // The chart tells what it shows, which a screen reader cannot see.
    auto *chart = w.find(u"statisticsChartView"_s);
    QTRY_VERIFY_WITH_TIMEOUT(!chart->accessibleDescription().isEmpty(), Patience);
    // Every view of items, and every tool button that shows only an icon.
    for (QAbstractItemView *view : w.window.findChildren<QAbstractItemView *>())
        if (!qobject_cast<QHeaderView *>(view) && view->parentWidget()
            && !qobject_cast<QComboBox *>(view->parentWidget()->parentWidget()))
            QVERIFY2(!view->accessibleName().isEmpty(), qPrintable(nameOf(view)));
    for (QToolButton *button : w.window.findChildren<QToolButton *>())
        if (button->toolButtonStyle() == Qt::ToolButtonIconOnly && !button->defaultAction()
            && !button->icon().isNull() && !button->objectName().startsWith(u"qt_"_s))
            QVERIFY2(!button->accessibleName().isEmpty(), qPrintable(nameOf(button)));
    // The date field of the Set Fields dialog.
    SetFieldsDialog dialog(&w.window);
    QVERIFY(!dialog.findChild<QWidget *>(u"setLastmodField"_s)->accessibleName().isEmpty());
    // Every input of the window is a label's buddy or has a name of its own.
    const auto tabs = w.tabs();
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QVERIFY2((unnamedInputs(&w.window)).isEmpty(),
                 qPrintable((unnamedInputs(&w.window)).join(u" | "_s)));
    }
}

void TestUsability::coloursReadOnThePalette_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::newRow("dark") << ThemeColours::darkPalette();
    QTest::newRow("light") << lightPalette();
}

void TestUsability::coloursReadOnThePalette()
{
    QFETCH(QPalette, palette);
    QApplication::setPalette(palette);
    const QColor base = palette.color(QPalette::Base);
    const QColor alternate = palette.color(QPalette::AlternateBase);
    const QColor window = palette.color(QPalette::Window);
    auto reads = [](const QColor &text, const QColor &background) {
        return contrastRatio(text, background) >= 4.5;
    };

    // The Compare view's Added, Removed and Changed, on the table's rows.
    Window w;
    QVERIFY(w.open());
    Workspace older = w.window.document()->workspace();
    older.sitemaps[0].entries[0].setPriorityText(u"0.2"_s); // changed
    older.sitemaps[0].entries.removeAt(1); // added in the newer
    older.sitemaps[0].entries.append(UrlEntry(u"https://www.example.com/gone"_s)); // removed
    auto comparison = std::make_shared<Comparison>();
    comparison->older = older;
    comparison->newer = w.window.document()->workspace();
    comparison->diff = SitemapDiff::compare(comparison->older, comparison->newer);
    DiffModel diff;
    QAbstractItemModelTester tester(&diff, QAbstractItemModelTester::FailureReportingMode::QtTest);
    diff.setComparison(comparison);
    QSet<int> changes;
    for (int row = 0; row < diff.rowCount(); ++row) {
        const QModelIndex index = diff.index(row, DiffModel::Change);
        const QVariant brush = index.data(Qt::ForegroundRole);
        QVERIFY(brush.canConvert<QBrush>());
        const QColor colour = brush.value<QBrush>().color();
        QVERIFY2(
            reads(colour, base) && reads(colour, alternate),
            qPrintable(u"%1 %2 on %3: %4"_s.arg(index.data().toString(), colour.name(), base.name())
                           .arg(contrastRatio(colour, base))));
        changes.insert(index.data(DiffModel::ChangeRole).toInt());
    }
    QCOMPARE(changes.size(), 3);

    // The warnings' severities.
    const FindingsModel *findings = w.find<WarningsDock>(u"warningsDock"_s)->model();
    QSet<int> severities;
    for (int row = 0; row < findings->rowCount(); ++row) {
        const QModelIndex index = findings->index(row, FindingsModel::SeverityColumn);
        const QVariant brush = index.data(Qt::ForegroundRole);
        if (!brush.isValid())
            continue;
        const QColor colour = brush.value<QBrush>().color();
        QVERIFY2(reads(colour, base) && reads(colour, alternate), qPrintable(colour.name()));
        severities.insert(index.data(FindingsModel::SeverityRole).toInt());
    }
    QVERIFY(severities.contains(int(Severity::Error)));
    QVERIFY(severities.contains(int(Severity::Warning)));
    // Every background a model gives reads with the text on it.
    for (const QAbstractItemModel *model :
         { static_cast<const QAbstractItemModel *>(findings),
           static_cast<const QAbstractItemModel *>(&diff),
           static_cast<const QAbstractItemModel *>(w.window.entryModel()) })
        for (int row = 0; row < model->rowCount(); ++row)
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                const QVariant background = index.data(Qt::BackgroundRole);
                if (!background.isValid())
                    continue;
                const QVariant foreground = index.data(Qt::ForegroundRole);
                const QColor text = foreground.isValid() ? foreground.value<QBrush>().color()
                                                         : palette.color(QPalette::Text);
                QVERIFY(reads(text, background.value<QBrush>().color()));
            }

    // A field over its limit, and an error under a field.
    w.tabs()->setCurrentWidget(w.find(u"videoEditor"_s));
    auto *description = w.find<QLineEdit>(u"video_description"_s);
    description->setText(QString(Checker::MaxVideoDescription + 1, u'x'));
    emit description->textEdited(description->text());
    auto *hint = w.find<QLabel>(u"video_descriptionHint"_s);
    QVERIFY(hint->palette().color(QPalette::WindowText) != palette.color(QPalette::WindowText));
    QVERIFY(reads(hint->palette().color(QPalette::WindowText), window));
    auto *publish = w.find<QLineEdit>(u"publishUrlEdit"_s);
    publish->setText(u"not a location"_s);
    emit publish->editingFinished();
    QVERIFY(publish->palette().color(QPalette::Text) != palette.color(QPalette::Text));
    QVERIFY(reads(publish->palette().color(QPalette::Text), base));
    {
        OpenUrlDialog dialog(&w.window);
        dialog.show();
        dialog.findChild<QLineEdit *>(u"openUrlEdit"_s)->setText(u"ftp://x"_s);
        dialog.accept();
        auto *error = dialog.findChild<QLabel *>(u"openUrlError"_s);
        QVERIFY(error->isVisible());
        QVERIFY(reads(error->palette().color(QPalette::WindowText), window));
    }

    // The Compare view's banner, once the document changes after a comparison.
    auto *compare = w.find<CompareDock>(u"compareView"_s);
    compare->show();
    QVERIFY(compare->compareWithFile(w.window.document()->filePath()));
    w.find<QLineEdit>(u"priorityEdit"_s)->setText(u"0.3"_s);
    emit w.find<QLineEdit>(u"priorityEdit"_s)->textEdited(u"0.3"_s);
    auto *banner = w.find<QLabel>(u"compareStale"_s);
    QTRY_VERIFY(banner->isVisible());
    const QRegularExpressionMatch colours
        = QRegularExpression(u"background: (#[0-9a-f]{6}); color: (#[0-9a-f]{6})"_s)
              .match(banner->styleSheet());
    QVERIFY2(colours.hasMatch(), qPrintable(banner->styleSheet()));
    QVERIFY(reads(QColor(colours.captured(2)), QColor(colours.captured(1))));
    // On a dark theme a dark banner, not a pale box.
    QCOMPARE(QColor(colours.captured(1)).lightness() < 128,
             palette.color(QPalette::Base).lightness() < 128);
    compare->raise();
    shoot(&w.window, u"usability-compare-"_s + QString::fromLatin1(QTest::currentDataTag()));

    // The statistics chart on the palette's base, its labels in its text colour.
    auto *stats = w.find<StatisticsDock>(u"statisticsDock"_s);
    stats->show();
    stats->raise();
    auto *view = w.find<QChartView>(u"statisticsChartView"_s);
    QTRY_VERIFY_WITH_TIMEOUT(view->chart() && !view->chart()->axes().isEmpty(), Patience);
    QCOMPARE(view->chart()->backgroundBrush().color(), base);
    for (QAbstractAxis *axis : view->chart()->axes())
        QVERIFY(reads(axis->labelsColor(), base));
}

QTEST_MAIN(TestUsability)
#include "tst_usability.moc"
