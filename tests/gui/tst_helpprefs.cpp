// Help and settings in the real window, on a 1024x700 screen: Help → User Guide (the guide
// offline, its search and its links), Keyboard Shortcuts (read from the menus), the Rule
// Catalogue's search, Edit → Preferences… (the settings the rest of the window reads, the
// language's restart) and View → Language's offer to restart.

#include "controllers/filecontroller.h"
#include "controllers/helpcontroller.h"
#include "dialogs/crawldialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/rulecataloguedialog.h"
#include "dialogs/shortcutsdialog.h"
#include "dialogs/userguidedialog.h"
#include "document/autosave.h"
#include "document/editordocument.h"
#include "document/language.h"
#include "document/linkchecksession.h"
#include "mainwindow.h"
#include "models/entrytablemodel.h"
#include "offscreenscreens.h"
#include "windowfixture.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// The window with its questions answered by `answer` and counted, and the restart's
// relaunch recorded instead of run.
struct Window : WindowFixture
{
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    QStringList prompts;
    QStringList relaunched; // the program, then its arguments

    Window()
    {
        window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
            prompts.append(text);
            return answer;
        });
        window.helpController()->setRelauncher(
            [this](const QString &program, const QStringList &arguments) {
                relaunched = QStringList { program } + arguments;
                return true;
            });
        window.resize(1000, 660);
    }
};

// Whether `dialog`'s frame lies within the screen it is on.
bool fitsScreen(QWidget *dialog)
{
    const QRect available = dialog->screen()->availableGeometry();
    const bool fits = available.contains(dialog->frameGeometry());
    if (!fits)
        qWarning() << dialog->objectName() << dialog->frameGeometry() << "on" << available;
    return fits;
}

// Clicks the link whose text is the first `text` in `browser`.
bool clickLink(QTextBrowser *browser, const QString &text, QString *href = nullptr)
{
    const QTextCursor found = browser->document()->find(text);
    if (found.isNull())
        return false;
    QTextCursor inside(browser->document());
    inside.setPosition(found.selectionStart() + 1);
    if (href)
        *href = inside.charFormat().anchorHref();
    browser->ensureCursorVisible();
    browser->setTextCursor(inside);
    browser->ensureCursorVisible();
    const QPoint at = browser->cursorRect(inside).center();
    if (!browser->viewport()->rect().contains(at))
        return false;
    QTest::mouseClick(browser->viewport(), Qt::LeftButton, Qt::NoModifier, at);
    return true;
}

// The top of the heading `text` in `browser`'s viewport, or -1 when there is none.
int headingTop(QTextBrowser *browser, const QString &text)
{
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next())
        if (block.blockFormat().headingLevel() > 0 && block.text() == text)
            return browser->cursorRect(QTextCursor(block)).top();
    return -1;
}

} // namespace

class TestHelpPrefs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void userGuide();
    void userGuideLinksToTheRules();
    void keyboardShortcuts();
    void ruleCatalogueSearch();
    void preferencesAreTheSettings();
    void preferencesLanguageOffersRestart();
    void viewLanguageOffersRestart();
    void preferencesFitInEveryLanguage_data();
    void preferencesFitInEveryLanguage();
};

void TestHelpPrefs::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QCoreApplication::setApplicationName(u"tst_helpprefs"_s);
    QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1024, 700));
}

void TestHelpPrefs::init()
{
    QSettings().clear();
}

void TestHelpPrefs::cleanup()
{
    QSettings().clear();
}

void TestHelpPrefs::userGuide()
{
    Window w;
    QVERIFY(QFile::exists(u":/guide/docs/user-guide.md"_s));
    QVERIFY(QFile::exists(u":/guide/docs/images/main-window.png"_s));
    auto *action = w.find<QAction>(u"actionUserGuide"_s);
    QVERIFY(action);
    QVERIFY(action->shortcuts().contains(QKeySequence(Qt::Key_F1)));
    action->trigger();
    auto *dialog = w.find<UserGuideDialog>(u"userGuideDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(fitsScreen(dialog));
    shoot(dialog, u"help-user-guide"_s);
    QTextBrowser *browser = dialog->browser();
    QCOMPARE(browser->objectName(), u"userGuideBrowser"_s);
    // The guide's headings, as headings.
    const QString text = browser->toPlainText();
    for (const QString &heading : { u"Sitemap Studio user guide"_s, u"Opening and creating"_s,
                                    u"Working from the web"_s, u"Keyboard shortcuts"_s })
        QVERIFY2(text.contains(heading), qPrintable(heading));
    QVERIFY(headingTop(browser, u"Importing"_s) > browser->viewport()->height());
    // Not the notes for the guide's writers.
    QVERIFY(!text.contains(u"optipng"_s));
    // Its sections beside it.
    auto *contents = dialog->findChild<QTreeWidget *>(u"userGuideContents"_s);
    QVERIFY(contents);
    QVERIFY(contents->topLevelItemCount() >= 10);
    QCOMPARE(contents->topLevelItem(0)->text(0), u"Opening and creating"_s);
    // The pictures are there, the screenshots of the whole window made to fit the page.
    QStringList pictures;
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat()) {
                const QTextImageFormat picture = it.fragment().charFormat().toImageFormat();
                pictures.append(picture.name());
                QVERIFY(!browser->document()
                             ->resource(QTextDocument::ImageResource,
                                        browser->source().resolved(QUrl(picture.name())))
                             .isNull());
                if (picture.name().endsWith(u"main-window.png"_s))
                    QVERIFY2(picture.width() > 0 && picture.width() < 1280, qPrintable(picture.name()));
            }
    QVERIFY2(pictures.size() >= 10, qPrintable(pictures.join(u' ')));
    QVERIFY(pictures.contains(u"images/main-window.png"_s));

    // A heading link of the guide's own list scrolls to its section.
    QCOMPARE(browser->verticalScrollBar()->value(), 0);
    QString href;
    QVERIFY(clickLink(browser, u"Importing"_s, &href));
    QCOMPARE(href, u"#importing"_s);
    QTRY_VERIFY(browser->verticalScrollBar()->value() > 0);
    const int top = headingTop(browser, u"Importing"_s);
    QVERIFY2(top >= -2 && top < browser->viewport()->height() / 4, qPrintable(QString::number(top)));
    // So does a line of the contents.
    const QList<QTreeWidgetItem *> keys
        = contents->findItems(u"Keyboard shortcuts"_s, Qt::MatchExactly);
    QCOMPARE(keys.size(), 1);
    contents->scrollToItem(keys.first());
    QTest::mouseClick(contents->viewport(), Qt::LeftButton, Qt::NoModifier,
                      contents->visualItemRect(keys.first()).center());
    QTRY_VERIFY(headingTop(browser, u"Keyboard shortcuts"_s) < browser->viewport()->height() / 4);

    // The search finds a word, the next match after it, and says when there is none.
    auto *find = dialog->findChild<QLineEdit *>(u"userGuideFind"_s);
    QVERIFY(find);
    typeInto(find, u"robots.txt"_s);
    QCOMPARE(browser->textCursor().selectedText(), u"robots.txt"_s);
    const int first = browser->textCursor().selectionStart();
    QTest::keyClick(find, Qt::Key_Return);
    QCOMPARE(browser->textCursor().selectedText(), u"robots.txt"_s);
    QVERIFY(browser->textCursor().selectionStart() > first);
    dialog->findChild<QToolButton *>(u"userGuideFindPrevious"_s)->click();
    QCOMPARE(browser->textCursor().selectionStart(), first);
    typeInto(find, u"qwxzzy"_s);
    QVERIFY(!dialog->find(u"qwxzzy"_s));
    QVERIFY(!dialog->findChild<QLabel *>(u"userGuideFindStatus"_s)->text().isEmpty());

    // Shown again, the same dialog.
    action->trigger();
    QCOMPARE(w.window.findChildren<UserGuideDialog *>().size(), 1);
}

void TestHelpPrefs::userGuideLinksToTheRules()
{
    Window w;
    w.find<QAction>(u"actionUserGuide"_s)->trigger();
    auto *dialog = w.find<UserGuideDialog>(u"userGuideDialog"_s);
    QVERIFY(dialog);
    QTextBrowser *browser = dialog->browser();
    // "[SM407](RULES.md#sm407-publish-location-assumed)": the catalogue, at the rule.
    const QTextCursor found = browser->document()->find(u"SM407"_s);
    QVERIFY(!found.isNull());
    QTextCursor at(browser->document());
    at.setPosition(found.selectionStart() + 1);
    browser->setTextCursor(at);
    browser->ensureCursorVisible();
    QVERIFY(clickLink(browser, u"SM407"_s));
    auto *rules = w.find<RuleCatalogueDialog>(u"rulesDialog"_s);
    QVERIFY(rules && rules->isVisible());
    QTRY_VERIFY(rules->browser()->verticalScrollBar()->value() > 0);
}

void TestHelpPrefs::keyboardShortcuts()
{
    Window w;
    w.find<QAction>(u"actionShortcuts"_s)->trigger();
    auto *dialog = w.find<ShortcutsDialog>(u"shortcutsDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(fitsScreen(dialog));
    shoot(dialog, u"help-shortcuts"_s);
    const QStringList all = dialog->shownLines();
    // Every action of the menus that has keys, and nothing else.
    int withKeys = 0;
    std::function<void(const QMenu *)> count = [&](const QMenu *menu) {
        for (const QAction *action : menu->actions()) {
            if (action->menu())
                count(action->menu());
            else if (!action->isSeparator() && !action->shortcuts().isEmpty())
                ++withKeys;
        }
    };
    for (const QAction *top : w.window.menuBar()->actions())
        count(top->menu());
    QCOMPARE(all.size(), withKeys);
    const QString save = QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText);
    QVERIFY2(all.contains(u"File: Save: "_s + save), qPrintable(all.join(u'\n')));
    QVERIFY2(all.contains(u"Help: User Guide: "_s
                          + QKeySequence(Qt::Key_F1).toString(QKeySequence::NativeText)),
             qPrintable(all.join(u'\n')));
    QVERIFY(all.contains(u"Edit: Go to Findings: F8"_s));

    // The filter keeps what matches each word.
    auto *filter = dialog->findChild<QLineEdit *>(u"shortcutsFilter"_s);
    QVERIFY(filter);
    typeInto(filter, u"save"_s);
    const QStringList saves = dialog->shownLines();
    QVERIFY(saves.size() < all.size());
    QVERIFY(saves.contains(u"File: Save: "_s + save));
    for (const QString &line : saves)
        QVERIFY2(line.contains(u"save"_s, Qt::CaseInsensitive), qPrintable(line));
    typeInto(filter, u"edit f8"_s);
    QCOMPARE(dialog->shownLines(), QStringList { u"Edit: Go to Findings: F8"_s });
    typeInto(filter, u"nothing like it"_s);
    QVERIFY(dialog->shownLines().isEmpty());
    auto *empty = dialog->findChild<QLabel *>(u"shortcutsEmpty"_s);
    QVERIFY(empty->isVisible());
    QVERIFY(empty->text().contains(u"nothing like it"_s));
    filter->clear();
    QCOMPARE(dialog->shownLines(), all);
    QVERIFY(!empty->isVisible());
}

void TestHelpPrefs::ruleCatalogueSearch()
{
    Window w;
    auto *action = w.find<QAction>(u"actionRules"_s);
    QVERIFY(action->shortcuts().contains(QKeySequence(Qt::SHIFT | Qt::Key_F1)));
    action->trigger();
    auto *dialog = w.find<RuleCatalogueDialog>(u"rulesDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(fitsScreen(dialog));
    QTextBrowser *browser = dialog->browser();
    QVERIFY(browser->toPlainText().contains(u"SM101 "_s));
    QVERIFY(browser->toPlainText().contains(u"SM407 "_s));
    auto *search = dialog->findChild<QLineEdit *>(u"rulesSearch"_s);
    QVERIFY(search);
    // An id: that rule alone.
    typeInto(search, u"sm407"_s);
    QVERIFY(browser->toPlainText().contains(u"SM407 "_s));
    QVERIFY(!browser->toPlainText().contains(u"SM101 "_s));
    shoot(dialog, u"help-rules-search"_s);
    // Words: each must be there, in any field.
    typeInto(search, u"publish location"_s);
    const QString found = browser->toPlainText();
    QVERIFY(found.contains(u"SM407 "_s));
    QVERIFY(!found.contains(u"SM101 "_s));
    // None.
    typeInto(search, u"qwxzzy"_s);
    QVERIFY2(browser->toPlainText().contains(u"No rule matches “qwxzzy”"_s),
             qPrintable(browser->toPlainText()));
    // A rule the search hides is shown all the same when asked for.
    dialog->showRule(u"SM101"_s);
    QVERIFY(search->text().isEmpty());
    QVERIFY(browser->toPlainText().contains(u"SM101 "_s));
}

void TestHelpPrefs::preferencesAreTheSettings()
{
    Window w;
    auto *action = w.find<QAction>(u"actionPreferences"_s);
    QVERIFY(action);
    QVERIFY(action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    action->trigger();
    auto *dialog = w.find<PreferencesDialog>(u"preferencesDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(fitsScreen(dialog));
    // Each page within the screen.
    auto *pages = dialog->findChild<QListWidget *>(u"preferencesPages"_s);
    QCOMPARE(pages->count(), 5);
    for (int page = 0; page < pages->count(); ++page) {
        pages->setCurrentRow(page);
        QVERIFY(dialog->minimumSizeHint().height()
                <= dialog->screen()->availableGeometry().height());
        shoot(dialog, u"preferences-%1"_s.arg(page));
    }
    QVERIFY(fitsScreen(dialog));

    // The crawl dialog's limits: what the crawl dialog opens with.
    dialog->showPage(u"preferencesCrawl"_s);
    dialog->findChild<QSpinBox *>(u"crawlMaxPages"_s)->setValue(1234);
    dialog->findChild<QSpinBox *>(u"crawlDelay"_s)->setValue(700);
    dialog->findChild<QComboBox *>(u"crawlScope"_s)->setCurrentIndex(1);
    // The rest.
    dialog->findChild<QSpinBox *>(u"preferencesReadingLimit"_s)->setValue(128);
    dialog->findChild<QSpinBox *>(u"linkCheckConcurrency"_s)->setValue(7);
    dialog->findChild<QSpinBox *>(u"autosaveMinutes"_s)->setValue(5);
    auto *lastmodColumn = dialog->findChild<QCheckBox *>(u"columnShown%1"_s.arg(EntryTableModel::Lastmod));
    QVERIFY(lastmodColumn && lastmodColumn->isChecked());
    lastmodColumn->setChecked(false);
    QVERIFY(!dialog->findChild<QCheckBox *>(u"columnShown0"_s)->isEnabled()); // the URL stays
    dialog->findChild<QDialogButtonBox *>(u"preferencesButtons"_s)
        ->button(QDialogButtonBox::Ok)
        ->click();
    QTRY_VERIFY(!w.window.findChild<PreferencesDialog *>());

    QCOMPARE(QSettings().value(u"crawl/maxPages"_s).toInt(), 1234);
    QCOMPARE(CrawlChoices::load().delayMs, 700);
    {
        CrawlDialog crawl(QUrl(), {}, &w.window);
        QCOMPARE(crawl.findChild<QSpinBox *>(u"crawlMaxPages"_s)->value(), 1234);
        QCOMPARE(crawl.options().maxPages, 1234);
        QCOMPARE(crawl.options().delayMs, 700);
        QCOMPARE(crawl.options().scope, CrawlOptions::Scope::Folder);
    }
    QCOMPARE(FileController::readLimits().maxBytes, qint64(128) * 1024 * 1024);
    QCOMPARE(LinkCheckSession::savedOptions().concurrency, 7);
    QCOMPARE(w.window.autosave()->interval(), 5 * 60 * 1000);
    auto *table = w.find<QTableView>(u"entryTable"_s);
    QVERIFY(table->horizontalHeader()->isSectionHidden(EntryTableModel::Lastmod));

    // Opened again, it shows what was chosen; autosave off stops the copies.
    action->trigger();
    dialog = w.find<PreferencesDialog>(u"preferencesDialog"_s);
    QVERIFY(dialog);
    QCOMPARE(dialog->findChild<QSpinBox *>(u"crawlMaxPages"_s)->value(), 1234);
    QVERIFY(!dialog->findChild<QCheckBox *>(u"columnShown%1"_s.arg(EntryTableModel::Lastmod))
                 ->isChecked());
    dialog->findChild<QCheckBox *>(u"autosaveEnabled"_s)->setChecked(false);
    dialog->findChild<QCheckBox *>(u"columnShown%1"_s.arg(EntryTableModel::Lastmod))->setChecked(true);
    dialog->findChild<QDialogButtonBox *>(u"preferencesButtons"_s)
        ->button(QDialogButtonBox::Ok)
        ->click();
    QCOMPARE(w.window.autosave()->interval(), 0);
    QCOMPARE(Autosave::savedMinutes(), 0);
    QVERIFY(!table->horizontalHeader()->isSectionHidden(EntryTableModel::Lastmod));

    // Cancel keeps the settings as they were.
    action->trigger();
    dialog = w.find<PreferencesDialog>(u"preferencesDialog"_s);
    dialog->findChild<QSpinBox *>(u"crawlMaxPages"_s)->setValue(99);
    dialog->findChild<QDialogButtonBox *>(u"preferencesButtons"_s)
        ->button(QDialogButtonBox::Cancel)
        ->click();
    QCOMPARE(CrawlChoices::load().maxPages, 1234);
}

void TestHelpPrefs::preferencesLanguageOffersRestart()
{
    Window w;
    // Unsaved work, which the restart asks about.
    w.find<QAction>(u"actionAddEntry"_s)->trigger();
    QVERIFY(w.window.document()->isModified());
    const QString spoken = Language::startedWith();
    QVERIFY(spoken.isEmpty());

    auto *action = w.find<QAction>(u"actionPreferences"_s);
    action->trigger();
    auto *dialog = w.find<PreferencesDialog>(u"preferencesDialog"_s);
    QVERIFY(dialog);
    auto *language = dialog->findChild<QComboBox *>(u"preferencesLanguage"_s);
    auto *notice = dialog->findChild<QLabel *>(u"languageNotice"_s);
    auto *restart = dialog->findChild<QPushButton *>(u"restartNow"_s);
    QVERIFY(language && notice && restart);
    // The language this run speaks: nothing to say.
    QVERIFY(!notice->isVisible() && !restart->isVisible());
    language->setCurrentIndex(language->findData(u"cs"_s));
    QVERIFY(notice->isVisible());
    QVERIFY2(notice->text().contains(u"Čeština"_s), qPrintable(notice->text()));
    QVERIFY(notice->text().contains(u"starts again"_s));
    QVERIFY(restart->isVisible());
    QVERIFY(fitsScreen(dialog));
    shoot(dialog, u"preferences-language"_s);
    language->setCurrentIndex(language->findData(spoken));
    QVERIFY(!notice->isVisible() && !restart->isVisible());
    language->setCurrentIndex(language->findData(u"cs"_s));

    // Restart Now, the unsaved work's question cancelled: no restart, the window stays.
    w.answer = QMessageBox::Cancel;
    restart->click();
    QTRY_VERIFY(!w.prompts.isEmpty());
    QCOMPARE(Language::chosen(), u"cs"_s); // saved all the same
    QVERIFY(w.window.isVisible());
    QVERIFY(w.relaunched.isEmpty());

    // Again, the work discarded: the window closes and the program starts again.
    action->trigger();
    dialog = w.find<PreferencesDialog>(u"preferencesDialog"_s);
    QVERIFY(dialog->findChild<QLabel *>(u"languageNotice"_s)->isVisible());
    w.prompts.clear();
    w.answer = QMessageBox::Discard;
    dialog->findChild<QPushButton *>(u"restartNow"_s)->click();
    QTRY_VERIFY(!w.relaunched.isEmpty());
    QVERIFY(!w.prompts.isEmpty());
    QVERIFY(!w.window.isVisible());
    QCOMPARE(w.relaunched.first(), QCoreApplication::applicationFilePath());
}

void TestHelpPrefs::viewLanguageOffersRestart()
{
    Window w;
    auto *ukrainian = w.find<QAction>(u"actionLanguage_uk"_s);
    QVERIFY(ukrainian);
    // Not now: the choice stays for the next start.
    w.answer = QMessageBox::No;
    ukrainian->trigger();
    QCOMPARE(w.prompts.size(), 1);
    QVERIFY2(w.prompts.first().contains(u"Українська"_s), qPrintable(w.prompts.first()));
    QCOMPARE(Language::chosen(), u"uk"_s);
    QVERIFY(w.relaunched.isEmpty());
    QVERIFY(w.window.isVisible());
    // Back to the language this run speaks: no question.
    w.find<QAction>(u"actionLanguage_system"_s)->trigger();
    QCOMPARE(w.prompts.size(), 1);
    // Yes: through the window's close (nothing unsaved to ask about), then the program again.
    w.answer = QMessageBox::Yes;
    w.find<QAction>(u"actionLanguage_cs"_s)->trigger();
    QCOMPARE(w.prompts.size(), 2);
    QVERIFY(!w.window.isVisible());
    QCOMPARE(w.relaunched.value(0), QCoreApplication::applicationFilePath());
    QCOMPARE(Language::chosen(), u"cs"_s);
}

void TestHelpPrefs::preferencesFitInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("cs") << u"cs"_s;
    QTest::newRow("uk") << u"uk"_s;
}

void TestHelpPrefs::preferencesFitInEveryLanguage()
{
    QFETCH(QString, language);
    QTranslator translator;
    if (language != u"en") {
        QVERIFY(translator.load(u":/i18n/sitemap-studio_"_s + language));
        QCoreApplication::installTranslator(&translator);
    }
    Window w;
    QList<QWidget *> dialogs;
    w.find<QAction>(u"actionPreferences"_s)->trigger();
    dialogs.append(w.find(u"preferencesDialog"_s));
    w.find<QAction>(u"actionShortcuts"_s)->trigger();
    dialogs.append(w.find(u"shortcutsDialog"_s));
    w.find<QAction>(u"actionRules"_s)->trigger();
    dialogs.append(w.find(u"rulesDialog"_s));
    w.find<QAction>(u"actionUserGuide"_s)->trigger();
    dialogs.append(w.find(u"userGuideDialog"_s));
    for (QWidget *dialog : dialogs) {
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY2(fitsScreen(dialog), qPrintable(dialog->objectName()));
        // Nothing cut: the layout has the room it asks for.
        QVERIFY2(dialog->width() >= dialog->minimumSizeHint().width()
                     && dialog->height() >= dialog->minimumSizeHint().height(),
                 qPrintable(dialog->objectName()));
        shoot(dialog, dialog->objectName() + u'-' + language);
    }
    // Each page of the Preferences, its longest labels included.
    auto *preferences = w.find<PreferencesDialog>(u"preferencesDialog"_s);
    auto *pages = preferences->findChild<QListWidget *>(u"preferencesPages"_s);
    preferences->findChild<QComboBox *>(u"preferencesLanguage"_s)
        ->setCurrentIndex(preferences->findChild<QComboBox *>(u"preferencesLanguage"_s)
                              ->findData(u"uk"_s));
    for (int page = 0; page < pages->count(); ++page) {
        pages->setCurrentRow(page);
        const QSize wanted = preferences->sizeHint().expandedTo(preferences->minimumSizeHint());
        const QSize room = preferences->screen()->availableGeometry().size();
        QVERIFY2(wanted.width() <= room.width() && wanted.height() <= room.height(),
                 qPrintable(u"page %1: %2x%3"_s.arg(page).arg(wanted.width()).arg(wanted.height())));
        shoot(preferences, u"preferences-%1-%2"_s.arg(language).arg(page));
    }
    QCoreApplication::removeTranslator(&translator);
}

int main(int argc, char *argv[])
{
    return Testing::runOnScreens<TestHelpPrefs>(argc, argv, Testing::SmallScreen);
}

#include "tst_helpprefs.moc"
