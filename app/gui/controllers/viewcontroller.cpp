#include "viewcontroller.h"

#include <QScreen>

#include "document/editordocument.h"
#include "document/language.h"
#include "widgets/columnfitter.h"
#include "models/entrytablemodel.h"
#include "widgets/accessibility.h"
#include "widgets/warningsdock.h"

#include <QActionGroup>
#include <QDockWidget>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {


} // namespace

ViewController::ViewController(EditorDocument *document, EntryTableModel *model, QTableView *table,
                               WarningsDock *warnings, QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_model(model)
    , m_table(table)
    , m_warnings(warnings)
    , m_window(window)
{
    // The extension columns show when the document has such items: a plain sitemap's table
    // keeps its width for what it has.
    connect(m_document, &EditorDocument::opened, this, &ViewController::showExtensionColumns);
    // Each document's findings size the warnings to what they need, once it is open.
    connect(m_document, &EditorDocument::opened, this, &ViewController::fitWarningsDock,
            Qt::QueuedConnection);
    // The column chooser is the header's context menu too; the choice is kept with the
    // window state.
    QHeaderView *header = m_table->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this,
            [this, header](const QPoint &at) { columnMenu()->popup(header->mapToGlobal(at)); });
}

void ViewController::fillViewMenu(QMenu *view)
{
    // Each dock by its title, with a mnemonic of its own. The titles carry none: a tabified
    // dock's title becomes a tab, whose '&' would take a letter from the whole window.
    struct DockToggle
    {
        QString dock;
        QString action;
        QString text;
    };
    const DockToggle docks[] = {
        { QStringLiteral("entryEditorDock"), QStringLiteral("actionShowEntry"), tr("&Entry") },
        { QStringLiteral("treeDock"), QStringLiteral("actionShowWorkspace"), tr("&Workspace") },
        { QStringLiteral("warningsDock"), QStringLiteral("actionShowWarnings"), tr("W&arnings") },
        { QStringLiteral("historyDock"), QStringLiteral("actionShowHistory"), tr("&History") },
        { QStringLiteral("statisticsDock"), QStringLiteral("actionShowStatistics"),
          tr("&Statistics") },
        { QStringLiteral("compareView"), QStringLiteral("actionShowCompare"), tr("&Compare") },
        { QStringLiteral("crawlDock"), QStringLiteral("actionShowCrawl"), tr("C&rawl") },
    };
    for (const DockToggle &d : docks) {
        const auto *dock = m_window->findChild<QDockWidget *>(d.dock);
        Q_ASSERT_X(dock, "fillViewMenu", "a dock of the View menu is missing");
        if (!dock)
            continue;
        QAction *toggle = dock->toggleViewAction();
        toggle->setObjectName(d.action);
        toggle->setText(d.text);
        view->addAction(toggle);
    }
    view->addSeparator();
    view->addMenu(columnMenu());
    view->addMenu(languageMenu());
}

QMenu *ViewController::columnMenu()
{
    if (m_columnMenu)
        return m_columnMenu;
    m_columnMenu = new QMenu(tr("Col&umns"), m_window);
    m_columnMenu->setObjectName(QStringLiteral("columnMenu"));
    QHeaderView *header = m_table->horizontalHeader();
    QString taken; // the mnemonics given so far, one per column
    for (int column = 0; column < EntryTableModel::ColumnCount; ++column) {
        QAction *toggle = m_columnMenu->addAction(Accessibility::withMnemonic(
            m_model->headerData(column, Qt::Horizontal).toString(), &taken));
        toggle->setObjectName(u"columnAction%1"_s.arg(column));
        toggle->setCheckable(true);
        // The URL is what a row is about: it always stays.
        toggle->setEnabled(column != EntryTableModel::Loc);
        connect(toggle, &QAction::triggered, this,
                [this, column](bool on) { setColumnShown(column, on); });
    }
    connect(m_columnMenu, &QMenu::aboutToShow, this, [this, header] {
        const QList<QAction *> toggles = m_columnMenu->actions();
        for (int column = 0; column < toggles.size(); ++column) {
            const QSignalBlocker blocker(toggles.at(column));
            toggles.at(column)->setChecked(!header->isSectionHidden(column));
        }
    });
    return m_columnMenu;
}

bool ViewController::isColumnShown(int column) const
{
    return !m_table->horizontalHeader()->isSectionHidden(column);
}

void ViewController::setColumnShown(int column, bool shown)
{
    m_table->horizontalHeader()->setSectionHidden(column, !shown);
    // Chosen by hand: the column no longer follows the content.
    ColumnFitter::chooseByHand(column);
}

// View → Language: the language of the window, or the system's. It takes effect at the next
// start, since the windows take their texts as they are built.
QMenu *ViewController::languageMenu()
{
    auto *menu = new QMenu(tr("&Language"), m_window);
    menu->setObjectName(u"languageMenu"_s);
    auto *group = new QActionGroup(menu);
    const QString chosen = Language::chosen();
    const auto add = [&](const QString &code, const QString &text) {
        QAction *action = menu->addAction(text);
        action->setObjectName(u"actionLanguage_"_s + (code.isEmpty() ? u"system"_s : code));
        action->setCheckable(true);
        action->setChecked(code == chosen);
        action->setData(code);
        group->addAction(action);
    };
    add(QString(),
        tr("&System Language (%1)").arg(Language::nativeName(Language::match(QLocale::system()))));
    menu->addSeparator();
    for (const QString &code : Language::available())
        add(code, Language::nativeName(code));
    connect(group, &QActionGroup::triggered, this, [this](QAction *action) {
        const QString code = action->data().toString();
        if (code == Language::chosen())
            return;
        Language::setChosen(code);
        m_window->statusBar()->showMessage(
            tr("Sitemap Studio speaks %1 from its next start").arg(Language::spokenName(code)));
        emit languageChosen(code);
    });
    // Edit → Preferences chooses too: the menu shows what is chosen now.
    connect(menu, &QMenu::aboutToShow, menu, [group] {
        for (QAction *action : group->actions())
            action->setChecked(action->data().toString() == Language::chosen());
    });
    return menu;
}

void ViewController::showExtensionColumns()
{
    bool images = false, videos = false, news = false, alternates = false;
    for (const Sitemap &sitemap : m_document->workspace().sitemaps) {
        for (const UrlEntry &entry : sitemap.entries) {
            if (!entry.hasExtras())
                continue;
            images |= !entry.images().isEmpty();
            videos |= !entry.videos().isEmpty();
            news |= !entry.news().isEmpty();
            alternates |= !entry.alternates().isEmpty();
        }
        if (images && videos && news && alternates)
            break;
    }
    QHeaderView *header = m_table->horizontalHeader();
    const std::pair<int, bool> columns[] = { { EntryTableModel::Images, images },
                                             { EntryTableModel::Videos, videos },
                                             { EntryTableModel::News, news },
                                             { EntryTableModel::Alternates, alternates } };
    for (const auto &[column, has] : columns)
        if (!ColumnFitter::isChosenByHand(column))
            header->setSectionHidden(column, !has);
}

void ViewController::fitWarningsDock()
{
    // One finding must not take the table's room.
    QTreeView *view = m_warnings->view();
    const int rows = qBound(2, view->model()->rowCount(), 8);
    const int rowHeight = qMax(view->sizeHintForRow(0), m_window->fontMetrics().height() + 4);
    const int chrome = m_warnings->height() - view->viewport()->height();
    const int wanted = qMin(chrome + rows * rowHeight + 2, m_window->height() / 3);
    m_window->resizeDocks({ m_warnings }, { wanted }, Qt::Vertical);
}

void ViewController::arrangeFirstLayout(QMainWindow *window, int width, int treeIndentation)
{
    auto *editor = window->findChild<QDockWidget *>(QStringLiteral("entryEditorDock"));
    auto *tree = window->findChild<QDockWidget *>(QStringLiteral("treeDock"));
    if (editor && tree) {
        const int chars = window->fontMetrics().averageCharWidth();
        const int treeWidth = qMax(width / 7, chars * 30 + treeIndentation * 2 + chars * 4);
        const int editorWidth = qMax(editor->minimumSizeHint().width(), width * 2 / 7);
        if (width - treeWidth - editorWidth < chars * 100) {
            window->tabifyDockWidget(editor, tree);
            editor->raise();
            window->resizeDocks({ editor }, { editor->minimumSizeHint().width() }, Qt::Horizontal);
        } else {
            window->resizeDocks({ tree, editor }, { treeWidth, editorWidth }, Qt::Horizontal);
        }
    }
    fitWarningsDock();
}

QSize ViewController::fitToScreen(QWidget *window)
{
    QScreen *on = window->screen();
    if (!on || window->isMaximized() || window->isFullScreen())
        return window->size();
    const QRect available = on->availableGeometry();
    const QRect frame = window->frameGeometry();
    if (available.contains(frame))
        return window->size();
    // The frame's margins as the platform reports them now (none before a window manager has
    // framed the window): the whole frame, title bar included, fits the screen.
    const QSize margins = frame.size() - window->size();
    const QSize fitted = window->size()
                             .boundedTo(available.size() - margins)
                             .expandedTo(window->minimumSizeHint());
    const QSize outer = fitted + margins;
    window->resize(fitted);
    window->move(qBound(available.left(), frame.left(),
                        qMax(available.left(), available.right() - outer.width() + 1)),
                 qBound(available.top(), frame.top(),
                        qMax(available.top(), available.bottom() - outer.height() + 1)));
    return fitted;
}

} // namespace Studio
