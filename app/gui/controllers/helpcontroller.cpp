#include "helpcontroller.h"

#include "controllers/reviewcontroller.h"
#include "controllers/viewcontroller.h"
#include "controllers/windowservices.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/shortcutsdialog.h"
#include "dialogs/userguidedialog.h"
#include "document/autosave.h"
#include "document/editordocument.h"
#include "document/language.h"
#include "models/entrytablemodel.h"
#include "widgets/actionlook.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QProcess>
#include <QTextBrowser>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// Shows `dialog` in front, active, so that Escape and the keys reach it at once.
void bringToFront(QWidget *dialog)
{
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

} // namespace

HelpController::HelpController(QMainWindow *window, WindowServices *services,
                               EditorDocument *document, EntryTableModel *model,
                               ReviewController *review, ViewController *view, Autosave *autosave)
    : QObject(window)
    , m_window(window)
    , m_services(services)
    , m_document(document)
    , m_model(model)
    , m_review(review)
    , m_view(view)
    , m_autosave(autosave)
    , m_relaunch([](const QString &program, const QStringList &arguments) {
        return QProcess::startDetached(program, arguments);
    })
{
    connect(m_view, &ViewController::languageChosen, this, &HelpController::offerRestart);

    m_userGuide = new QAction(ActionLook::themeIcon(u"help-contents"_s), tr("&User Guide"), this);
    m_userGuide->setObjectName(u"actionUserGuide"_s);
    m_userGuide->setShortcut(QKeySequence::HelpContents);
    m_userGuide->setStatusTip(tr("How to use Sitemap Studio, task by task, with a search"));
    connect(m_userGuide, &QAction::triggered, this, &HelpController::showUserGuide);
    m_shortcuts = new QAction(tr("&Keyboard Shortcuts"), this);
    m_shortcuts->setObjectName(u"actionShortcuts"_s);
    m_shortcuts->setStatusTip(tr("Every menu item's keys, with a filter"));
    connect(m_shortcuts, &QAction::triggered, this, &HelpController::showShortcuts);
    m_preferences = new QAction(tr("Pr&eferences…"), this);
    m_preferences->setObjectName(u"actionPreferences"_s);
    // Ctrl+, where the desktop has no Preferences key (most Linux desktops).
    m_preferences->setShortcuts(
        ActionLook::withShortcut(QKeySequence::keyBindings(QKeySequence::Preferences),
                                 QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    m_preferences->setMenuRole(QAction::PreferencesRole);
    m_preferences->setStatusTip(tr("The language, autosave, the crawl's and the link check's "
                                   "defaults, the reading limit and the table's columns"));
    connect(m_preferences, &QAction::triggered, this, &HelpController::showPreferences);
}

void HelpController::showUserGuide()
{
    // One guide per window, where the reader left it.
    auto *guide = m_window->findChild<UserGuideDialog *>(u"userGuideDialog"_s);
    if (!guide) {
        guide = new UserGuideDialog(m_services->dialogParent());
        connect(guide, &UserGuideDialog::ruleCatalogueRequested, m_review,
                &ReviewController::showRuleCatalogue);
    }
    bringToFront(guide);
    guide->browser()->setFocus();
}

void HelpController::showShortcuts()
{
    // Made anew each time: the menus' actions and keys as they are now.
    delete m_window->findChild<ShortcutsDialog *>(u"shortcutsDialog"_s);
    auto *dialog = new ShortcutsDialog(m_window->menuBar(), m_services->dialogParent());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    bringToFront(dialog);
}

void HelpController::showPreferences()
{
    delete m_window->findChild<PreferencesDialog *>(u"preferencesDialog"_s);
    QList<PreferencesDialog::Column> columns;
    for (int column = 0; column < EntryTableModel::ColumnCount; ++column)
        columns.append({ m_model->headerData(column, Qt::Horizontal).toString(),
                         m_view->isColumnShown(column), column == EntryTableModel::Loc });
    auto *dialog = new PreferencesDialog(columns, m_services->dialogParent());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog, columns](int result) {
        if (result == QDialog::Rejected)
            return;
        // The dialog wrote the settings; what reads them at once takes them now.
        m_autosave->applySavedInterval();
        const QList<bool> shown = dialog->shownColumns();
        for (int column = 0; column < shown.size(); ++column)
            if (shown.at(column) != columns.at(column).shown && !columns.at(column).fixed)
                m_view->setColumnShown(column, shown.at(column));
        // Once the dialog has gone: the close asks its questions over the window.
        if (result == PreferencesDialog::RestartRequested)
            QTimer::singleShot(0, this, &HelpController::restart);
    });
    dialog->open();
}

void HelpController::offerRestart(const QString &code)
{
    if (code == Language::startedWith())
        return; // back to the language the window speaks: nothing to restart for
    const QString name = Language::spokenName(code);
    if (m_services->ask(QMessageBox::Question, tr("Language"),
                        tr("Sitemap Studio speaks %1 when it starts again.\n\nRestart it now? "
                           "Unsaved work is asked about first.")
                            .arg(name),
                        QMessageBox::Yes | QMessageBox::No)
        == QMessageBox::Yes)
        restart();
}

bool HelpController::restart()
{
    if (!m_window->close())
        return false;
    // The document's file, as the close left it (saved under a new name, perhaps).
    QStringList arguments;
    if (!m_document->filePath().isEmpty())
        arguments.append(m_document->filePath());
    return m_relaunch(QCoreApplication::applicationFilePath(), arguments);
}

} // namespace Studio
