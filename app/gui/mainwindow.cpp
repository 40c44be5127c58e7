#include "mainwindow.h"

#include "controllers/coveragecontroller.h"
#include "controllers/crawlcontroller.h"
#include "controllers/editcontroller.h"
#include "controllers/filecontroller.h"
#include "controllers/helpcontroller.h"
#include "controllers/linkcheckcontroller.h"
#include "controllers/reviewcontroller.h"
#include "controllers/viewcontroller.h"
#include "document/accesssecrets.h"
#include "document/auditsession.h"
#include "document/autosave.h"
#include "document/coveragesession.h"
#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "document/language.h"
#include "document/linkchecksession.h"
#include "editors/alternateseditor.h"
#include "editors/generaleditor.h"
#include "editors/itemseditor.h"
#include "editors/xmleditor.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "models/workspacetreemodel.h"
#include "net/remoteloader.h"
#include "widgets/accessibility.h"
#include "widgets/actionlook.h"
#include "widgets/columnfitter.h"
#include "widgets/comparedock.h"
#include "widgets/crawldock.h"
#include "widgets/documentundoinfields.h"
#include "widgets/filterbar.h"
#include "widgets/listingcolumns.h"
#include "widgets/statisticsdock.h"
#include "widgets/tableactions.h"
#include "widgets/treepane.h"
#include "widgets/urldelegate.h"
#include "widgets/warningsdock.h"
#include "widgets/workprogress.h"
#include "wizards/exportwizard.h"
#include "wizards/importwizard.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QEventLoop>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QProgressDialog>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

using ActionLook::themeIcon;
using ActionLook::withShortcut;

namespace {

// Characters of an undo step shown in the Edit menu.
constexpr qsizetype MenuTextLength = 60;

// `text` cut in the middle to `length` characters at most: the start and the end, where a
// URL's host and page are, stay.
QString elidedMiddle(const QString &text, qsizetype length)
{
    if (text.size() <= length)
        return text;
    const qsizetype head = (length - 1) / 2;
    return text.left(head) + u'…' + text.right(length - 1 - head);
}

// Keeps a progress dialog up until its work is done: neither Escape nor closing the window
// dismisses it, for work that cannot stop half-way and must not meet an edit meanwhile.
class UntilDone : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Close) {
            event->ignore();
            return true;
        }
        if (event->type() == QEvent::KeyPress
            && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape)
            return true;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new EditorDocument(this))
    , m_autosave(new Autosave(m_document, this))
    , m_linkCheck(new LinkCheckSession(m_document, this))
    , m_crawls(new CrawlDocument(this))
    , m_audit(new AuditSession(m_document, m_crawls, this))
    , m_coverage(new CoverageSession(m_document, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    // A check of the whole document after a large edit runs on a thread, with progress.
    m_document->setBackgroundRunner(
        [this](const QString &label, const std::function<void()> &work) {
            runInBackground(label, work, {});
        });

    // The entry table with its filter.
    m_entryModel = new EntryTableModel(m_document, this);
    m_entryModel->setLinkCheck(m_linkCheck);
    m_entryModel->setAudit(m_audit);
    m_entryModel->setCoverage(m_coverage);
    m_entryProxy = new EntryFilterModel(m_document, m_entryModel, this);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableView(central);
    m_table->setObjectName(QStringLiteral("entryTable"));
    // Copy rows, export to CSV; the document's folder first.
    (new TableActions(m_table, QStringLiteral("entries")))->setFolder([this] {
        return m_document->filePath().isEmpty() ? QString()
                                                : QFileInfo(m_document->filePath()).absolutePath();
    });
    m_table->setAccessibleName(tr("Entries"));
    m_table->setModel(m_entryProxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    // Pages differ at the end of their URLs: cut in the middle, host and last segment stay.
    m_table->setTextElideMode(Qt::ElideMiddle);
    // Before that, what every row shares.
    m_table->setItemDelegateForColumn(
        EntryTableModel::Loc, new UrlDelegate(m_entryModel, UrlDelegate::Shown::Urls, m_table));
    // Search Console's words read from their start: "Not indexed: Crawled - curr…".
    m_table->setItemDelegateForColumn(EntryTableModel::Coverage, new ElideRightDelegate(m_table));
    // A million rows: fixed heights, so that the view never measures rows.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->resizeSection(EntryTableModel::Loc,
                                               fontMetrics().averageCharWidth() * 48);
    for (int column = EntryTableModel::Changefreq; column < EntryTableModel::Finding; ++column)
        m_table->horizontalHeader()->resizeSection(
            column,
            fontMetrics().horizontalAdvance(
                m_entryModel->headerData(column, Qt::Horizontal).toString())
                + 24);
    m_table->horizontalHeader()->resizeSection(EntryTableModel::Finding,
                                               fontMetrics().averageCharWidth() * 22);
    QHeaderView *header = m_table->horizontalHeader();
    // An index's sitemaps show whether each was read and its URLs instead of the URL columns.
    m_listingColumns = new ListingColumns(m_document, m_entryModel, header);
    // The filters and the count of the rows they leave, above the table.
    m_filterBar = new FilterBar(m_entryProxy, m_entryModel, central);
    m_filter = m_filterBar->urlEdit();
    m_filterBar->setCoverage(m_coverage);
    layout->addWidget(m_filterBar);
    // A new document starts with every row shown: filters kept from the last one would
    // make a full file look empty.
    connect(m_document, &EditorDocument::opened, m_filterBar, &FilterBar::clearFilters);
    layout->addWidget(m_table);
    setCentralWidget(central);

    // The entry editor.
    auto *editorDock = new QDockWidget(tr("Entry"), this);
    editorDock->setObjectName(QStringLiteral("entryEditorDock"));
    m_editorTabs = new QTabWidget(editorDock);
    m_editorTabs->setObjectName(QStringLiteral("entryTabs"));
    m_general = new GeneralEditor(m_document, m_editorTabs);
    m_editorTabs->addTab(m_general, tr("&General"));
    m_images = new ItemsEditor(ItemsEditor::Kind::Image, m_document, m_editorTabs);
    m_editorTabs->addTab(m_images, tr("&Images"));
    m_videos = new ItemsEditor(ItemsEditor::Kind::Video, m_document, m_editorTabs);
    m_editorTabs->addTab(m_videos, tr("Vide&os"));
    m_news = new ItemsEditor(ItemsEditor::Kind::News, m_document, m_editorTabs);
    m_editorTabs->addTab(m_news, tr("&News"));
    m_alternates = new AlternatesEditor(m_document, m_editorTabs);
    m_editorTabs->addTab(m_alternates, tr("&Alternates"));
    m_xml = new XmlEditor(m_document, m_editorTabs);
    m_editorTabs->addTab(m_xml, tr("&XML"));
    editorDock->setWidget(m_editorTabs);
    // Tab goes round a form's fields, so that what is typed after a field goes into the form;
    // Escape leaves the form for the table.
    Accessibility::keepTabInPages(m_editorTabs, m_table);
    qApp->installEventFilter(new DocumentUndoInFields(m_editorTabs, this));
    m_editorTabs->setMinimumWidth(fontMetrics().averageCharWidth() * 46);
    addDockWidget(Qt::RightDockWidgetArea, editorDock);
    // The tree of sitemaps, entries and their items, beside the table.
    m_treeModel = new WorkspaceTreeModel(m_document, this);
    auto *treeDock = new QDockWidget(tr("Workspace"), this);
    treeDock->setObjectName(QStringLiteral("treeDock"));
    m_tree = new QTreeView(treeDock);
    m_tree->setObjectName(QStringLiteral("workspaceTree"));
    m_tree->setAccessibleName(tr("Workspace"));
    m_tree->setModel(m_treeModel);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    // A page's path drops the folders every page shares first, as the table's URLs do.
    m_tree->setItemDelegate(new UrlDelegate(m_entryModel, UrlDelegate::Shown::Paths, m_tree));
    connect(m_entryModel, &EntryTableModel::sharedPrefixChanged, m_tree->viewport(),
            qOverload<>(&QWidget::update));
    // Beside the file view, the site: hosts, folders and pages. A folder chosen there shows
    // its URLs in the table, through the same filter a statistics bar uses (the chip names it
    // and clears it).
    auto *treePane = new TreePane(m_document, m_tree, treeDock);
    treeDock->setWidget(treePane);
    addDockWidget(Qt::LeftDockWidgetArea, treeDock);
    connect(treePane, &TreePane::pageChosen, this, &MainWindow::setCurrentEntry);
    connect(treePane, &TreePane::folderChosen, m_entryProxy, &EntryFilterModel::setFolderFilter);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (m_syncingSelection || m_document->isChanging() || !current.isValid())
                    return;
                const EntryRef ref = m_treeModel->entryAt(current);
                // A file: an index's sitemaps, or a child's URLs alone; nothing to edit.
                if (ref.entry < 0) {
                    browseSitemap(ref.sitemap);
                    setCurrentEntry(EntryRef { -1, -1 });
                    return;
                }
                // An entry of an index lists the index's sitemaps in the table; a URL, the
                // URLs (those of its own file when a child is being browsed).
                m_entryModel->showListingFor(ref.sitemap);
                const qint32 browsed = m_entryProxy->sitemapFilter();
                if (browsed >= 0 && browsed != ref.sitemap)
                    browseSitemap(ref.sitemap);
                if (m_document->isValid(ref))
                    setCurrentEntry(ref);
            });
    // Enter or a double-click on a row of an index's sitemaps opens that sitemap's URLs; the
    // row's fields are edited with F2 or the Entry panel.
    const QAbstractItemView::EditTriggers urlTriggers = m_table->editTriggers();
    connect(m_entryModel, &EntryTableModel::listingChanged, this,
            [this, urlTriggers](EntryTableModel::Listing listing) {
                m_table->setEditTriggers(listing == EntryTableModel::Listing::Sitemaps
                                             ? QAbstractItemView::EditKeyPressed
                                             : urlTriggers);
            });
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        if (m_entryModel->listing() != EntryTableModel::Listing::Sitemaps)
            return;
        const qint32 child
            = m_entryModel->childSitemapOf(m_entryModel->entryAt(m_entryProxy->mapToSource(index)));
        if (child <= 0)
            return;
        browseSitemap(child);
        m_syncingSelection = true;
        m_tree->setCurrentIndex(m_treeModel->index(child, 0));
        m_syncingSelection = false;
        setCurrentEntry(EntryRef { -1, -1 });
    });
    connect(m_document, &EditorDocument::reset, this, [this] {
        if (m_entryProxy->sitemapFilter() >= 0)
            m_entryProxy->setSitemapFilter(QString(), -1);
    });
    // An index opens with its sitemaps in sight; a urlset's URLs are the table's.
    connect(m_document, &EditorDocument::opened, this, [this] {
        for (int row = 0; row < m_treeModel->rowCount(); ++row)
            if (m_document->workspace().sitemaps.at(row).isIndex())
                m_tree->expand(m_treeModel->index(row, 0));
    });

    // The editors show the table's current entry. Rows inserted or removed before it shift
    // which entry that is without the current row changing: they are told again then too
    // (queued, so that the table has seen the change first).
    // A row the filter hides as the user edits it (its last error fixed, say) leaves the table
    // without a current row: the editors keep the entry rather than jump mid-word.
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && !m_document->isChanging())
                    syncEditors();
            });
    // A message about the document (an import's summary, a check's end) is dropped once the
    // document changes or another is opened: it would speak of what is no longer there.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, statusBar(),
            &QStatusBar::clearMessage);
    connect(m_document, &EditorDocument::reset, statusBar(), &QStatusBar::clearMessage);
    // A filter the user sets that hides the entry shown leaves the editors empty: they show
    // what the table offers, never a hidden row.
    connect(m_entryProxy, &EntryFilterModel::criteriaApplied, this, [this] {
        const EntryRef shown = m_general->entry();
        if (!m_document->isValid(shown)
            || m_document->workspace().sitemaps.at(shown.sitemap).isIndex())
            return;
        if (!m_entryProxy->mapFromSource(m_entryModel->indexFor(shown)).isValid()
            && m_entryModel->indexFor(shown).isValid())
            setCurrentEntry(EntryRef { -1, -1 });
    });
    for (auto signal : { &EditorDocument::entryInserted, &EditorDocument::entryRemoved })
        connect(m_document, signal, this, &MainWindow::syncEditors, Qt::QueuedConnection);
    connect(m_document, &EditorDocument::reset, this, &MainWindow::syncEditors,
            Qt::QueuedConnection);

    // Warnings and history.
    m_warnings = new WarningsDock(m_document, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_warnings);
    // The URL takes the room the other columns leave; empty columns give theirs up.
    m_columns = new ColumnFitter(m_document, m_entryModel, m_warnings->model(), m_table);
    connect(m_warnings, &WarningsDock::findingActivated, this, &MainWindow::goToFinding);
    auto *historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    auto *undoView = new QUndoView(m_document->undoStack(), historyDock);
    undoView->setObjectName(QStringLiteral("undoView"));
    undoView->setAccessibleName(tr("History"));
    undoView->setEmptyLabel(tr("<opened>"));
    undoView->setTextElideMode(Qt::ElideMiddle);
    historyDock->setWidget(undoView);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    tabifyDockWidget(editorDock, historyDock);
    // Statistics, beside the editor: a click on a bar filters the table, by the chart filter
    // (named by the chip in the filter bar, which also clears it) or, for the findings'
    // charts, by the rule and severity choices.
    m_statistics = new StatisticsDock(m_document, m_warnings->model(), m_entryProxy, this);
    m_statistics->setCoverage(m_coverage);
    addDockWidget(Qt::RightDockWidgetArea, m_statistics);
    tabifyDockWidget(editorDock, m_statistics);
    // Compare (Tools → Compare With), beside the warnings; hidden until a comparison is made.
    m_compare = new CompareDock(m_document, this);
    m_compare->setBackgroundRunner(
        [this](const QString &label, std::function<void()> work, std::function<bool()> cancel) {
            return runInBackground(label, std::move(work), std::move(cancel));
        });
    addDockWidget(Qt::BottomDockWidgetArea, m_compare);
    tabifyDockWidget(m_warnings, m_compare);
    m_compare->hide();
    connect(m_compare, &CompareDock::entryActivated, this, &MainWindow::setCurrentEntry);
    // The Crawl view: the crawl controller brings it forward when a crawl starts or arrives.
    m_crawlDock = new CrawlDock(m_crawls, m_audit, m_document, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_crawlDock);
    tabifyDockWidget(m_warnings, m_crawlDock);
    m_crawlDock->hide();
    // Tab walks the filter bar as it reads, then the table. In the table the arrows move from
    // cell to cell: Tab doing so too would keep the keyboard among a million rows.
    const QList<QWidget *> tabOrder = m_filterBar->tabOrder() + QList<QWidget *> { m_table };
    for (qsizetype i = 1; i < tabOrder.size(); ++i)
        setTabOrder(tabOrder.at(i - 1), tabOrder.at(i));
    m_table->setTabKeyNavigation(false);
    connect(m_statistics, &StatisticsDock::ruleChosen, m_filterBar, &FilterBar::chooseRule);
    connect(m_statistics, &StatisticsDock::severityChosen, m_filterBar, &FilterBar::chooseSeverity);
    editorDock->raise();
    resizeDocks({ editorDock }, { fontMetrics().averageCharWidth() * 52 }, Qt::Horizontal);
    m_view = new ViewController(m_document, m_entryModel, m_table, m_warnings, this);

    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("findingCounts"));
    statusBar()->addPermanentWidget(m_counts);
    // The findings from outside the checker: the link check's, the site audit's, then
    // Search Console's.
    auto showExtraFindings = [this] {
        m_warnings->model()->setExtraFindings(
            joined(joined(m_linkCheck->findings(), m_audit->findings()), m_coverage->findings()));
        updateCounts();
    };
    connect(m_linkCheck, &LinkCheckSession::findingsChanged, this, showExtraFindings);
    connect(m_audit, &AuditSession::findingsChanged, this, showExtraFindings);
    connect(m_coverage, &CoverageSession::findingsChanged, this, showExtraFindings);

    // The secrets of the sites the user logs in to: in memory, or in the keyring when asked.
    m_secrets = new AccessSecrets(this);
    // The File menu's work: opening, saving, the recent files and the reading limit.
    m_files = new FileController(m_document, m_autosave, this, this);
    m_files->setAccessSecrets(m_secrets);
    m_linkCheck->setAccessSecrets(m_secrets);
    // The Edit menu's work on the table's entries.
    m_edit = new EditController(m_document, m_entryModel, m_entryProxy, m_table, this, this);
    // The link check's actions, and its progress in the status bar (before the counts).
    m_linkChecks = new LinkCheckController(m_linkCheck, m_edit, m_table, statusBar(), this, this);
    statusBar()->removeWidget(m_counts);
    statusBar()->addPermanentWidget(m_counts);
    m_counts->show();
    // Reports, export and import, IndexNow and the link check's settings.
    m_review
        = new ReviewController(m_document, m_files, m_edit, m_linkCheck, m_compare, this, this);
    m_review->setAuditSession(m_audit);
    m_review->setCoverageSession(m_coverage);
    m_review->setCoverageSections([this] { return m_statistics->segments(); });
    // Search Console's data: File → Import Search Console Data…, Clear.
    m_coverageController = new CoverageController(m_coverage, this, this);
    m_coverageController->setInspectSources(
        m_document, [this] { return shownEntries(); }, [this] { return m_secrets->store(); });
    // The crawl document's menus, dialogs and questions.
    m_crawlController
        = new CrawlController(m_document, m_crawls, m_audit, m_files, m_crawlDock, this, this);
    m_crawlController->setAccessSecrets(m_secrets);
    // The user guide, the shortcuts, the preferences and the restart a language asks for.
    m_help = new HelpController(this, this, m_document, m_entryModel, m_review, m_view,
                                m_autosave);
    connect(m_edit, &EditController::entryAdded, this, [this] {
        m_editorTabs->setCurrentWidget(m_general);
        m_general->focusField(int(FindingField::Loc));
    });
    connect(m_files, &FileController::titleChanged, this, &MainWindow::updateTitle);
    connect(m_files, &FileController::opened, this, [this] {
        // (The columns' widths follow the new document in ColumnFitter.)
        if (m_entryProxy->rowCount() > 0)
            m_table->setCurrentIndex(m_entryProxy->index(0, EntryTableModel::Loc));
    });
    createActions();
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_document, &EditorDocument::findingsChanged, this, &MainWindow::updateCounts);
    connect(m_document, &EditorDocument::checkingChanged, this, &MainWindow::updateCounts);
    updateTitle();
    updateCounts();

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_table->horizontalHeader()->restoreState(
        settings.value(QStringLiteral("mainWindow/tableHeader")).toByteArray());
    // An index's and a crawl's columns as they were left, for when such rows come.
    m_listingColumns->restoreStates(settings);
    if (!settings.contains(QStringLiteral("mainWindow/geometry")) && screen())
        // 1280x800, or the screen's room when it has less; showEvent() fits the frame.
        resize(QSize(1280, 800).boundedTo(screen()->availableGeometry().size()));
    // The link columns stay out of the way until a check of this session fills them.
    for (int column = EntryTableModel::LinkStatus; column <= EntryTableModel::ResponseTime;
         ++column)
        m_table->horizontalHeader()->setSectionHidden(column, true);
    // So do the crawl's, until an audit gives the document a crawl; they go with it.
    auto showCrawlColumns = [this] {
        m_listingColumns->showCrawl(m_audit->hasCrawl(), m_columns);
    };
    showCrawlColumns();
    connect(m_audit, &AuditSession::crawlChanged, this, showCrawlColumns);
    // The Coverage column, while Search Console's data is imported.
    auto showCoverageColumn = [this] {
        m_listingColumns->showCoverage(m_coverage->hasData(), m_columns);
    };
    showCoverageColumn();
    connect(m_coverage, &CoverageSession::dataChanged, this, showCoverageColumn);
    m_table->horizontalHeader()->resizeSection(EntryTableModel::LinkStatus,
                                               fontMetrics().averageCharWidth() * 14);
    m_table->horizontalHeader()->resizeSection(EntryTableModel::FinalUrl,
                                               fontMetrics().averageCharWidth() * 40);

    // The Entry panel last in the Tab order: its forms keep the keyboard (Escape leaves them),
    // so the other panels come first on the way from the table.
    Accessibility::putLastInTabOrder(editorDock, m_filter);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    auto action = [this](const QString &name, const QString &text, const char *icon,
                         QKeySequence::StandardKey key) {
        // Without an icon of the project's own (nullptr), the desktop theme's if it has one.
        auto *a = new QAction(icon ? themeIcon(QString::fromLatin1(icon)) : QIcon(), text, this);
        a->setObjectName(name);
        a->setShortcut(key);
        return a;
    };
    QAction *newAction
        = action(QStringLiteral("actionNew"), tr("&New"), "document-new", QKeySequence::New);
    newAction->setStatusTip(tr("Start an empty sitemap"));
    connect(newAction, &QAction::triggered, this, &MainWindow::newDocument);
    QAction *open
        = action(QStringLiteral("actionOpen"), tr("&Open…"), "document-open", QKeySequence::Open);
    open->setStatusTip(tr("Open a sitemap, sitemap index, .gz or .zip"));
    connect(open, &QAction::triggered, m_files, &FileController::open);
    QAction *openUrl = action(QStringLiteral("actionOpenUrl"), tr("Open &URL…"), "document-open",
                              QKeySequence::UnknownKey);
    openUrl->setIcon(QIcon::fromTheme(QStringLiteral("document-open-remote"), open->icon()));
    openUrl->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openUrl->setStatusTip(tr("Open a sitemap from the web, or find a site's sitemaps through its "
                             "robots.txt"));
    connect(openUrl, &QAction::triggered, m_files, &FileController::showOpenUrlDialog);
    QAction *save
        = action(QStringLiteral("actionSave"), tr("&Save"), "document-save", QKeySequence::Save);
    save->setStatusTip(tr("Save the sitemap"));
    connect(save, &QAction::triggered, m_files, &FileController::save);
    QAction *saveAs = action(QStringLiteral("actionSaveAs"), tr("Save &As…"), "document-save-as",
                             QKeySequence::SaveAs);
    connect(saveAs, &QAction::triggered, m_files, &FileController::saveAs);
    QAction *exportAction = action(QStringLiteral("actionExport"), tr("E&xport…"),
                                   "document-export", QKeySequence::UnknownKey);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    exportAction->setStatusTip(tr("Split into sitemap files within the limits, with an index "
                                  "and the robots.txt lines"));
    connect(exportAction, &QAction::triggered, m_review, &ReviewController::showExportWizard);
    QAction *exportReportAction = action(QStringLiteral("actionExportReport"),
                                         tr("Export Re&port…"), nullptr, QKeySequence::UnknownKey);
    exportReportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    exportReportAction->setStatusTip(tr("Write a review of the sitemaps for a client: summary, "
                                        "findings with explanations and fixes, charts; as HTML "
                                        "or PDF"));
    connect(exportReportAction, &QAction::triggered, m_review,
            &ReviewController::showExportReportDialog);
    QAction *importAction = action(QStringLiteral("actionImport"), tr("&Import…"),
                                   "document-import", QKeySequence::UnknownKey);
    importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    importAction->setStatusTip(tr("Make a sitemap of a text list, a feed, a robots.txt or a CSV "
                                  "table, or merge one into this sitemap"));
    connect(importAction, &QAction::triggered, m_review, &ReviewController::showImportWizard);
    QAction *quit
        = action(QStringLiteral("actionQuit"), tr("&Quit"), "application-exit", QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(themeIcon(QStringLiteral("edit-undo")));
    // A step's text names its URL whole (the History list elides it); the menu item keeps a
    // sensible width: after the stack sets the text, the URL is cut in the middle.
    connect(m_document->undoStack(), &QUndoStack::undoTextChanged, undo,
            [undo](const QString &text) {
                if (!text.isEmpty())
                    undo->setText(tr("&Undo") + u' ' + elidedMiddle(text, MenuTextLength));
            });
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    // Ctrl+Y as well as the platform's own (Ctrl+Shift+Z on Linux): both are what people
    // coming from other editors press.
    redo->setShortcuts(withShortcut(QKeySequence::keyBindings(QKeySequence::Redo),
                                    QKeySequence(Qt::CTRL | Qt::Key_Y)));
    redo->setIcon(themeIcon(QStringLiteral("edit-redo")));
    connect(m_document->undoStack(), &QUndoStack::redoTextChanged, redo,
            [redo](const QString &text) {
                if (!text.isEmpty())
                    redo->setText(tr("&Redo") + u' ' + elidedMiddle(text, MenuTextLength));
            });
    QAction *remove = action(QStringLiteral("actionDeleteEntry"), tr("&Delete Entry"),
                             "edit-delete", QKeySequence::Delete);
    remove->setStatusTip(tr("Remove the selected entry from the sitemap"));
    connect(remove, &QAction::triggered, m_edit, &EditController::deleteCurrentEntry);

    QAction *add = action(QStringLiteral("actionAddEntry"), tr("&Add Entry"), "list-add",
                          QKeySequence::UnknownKey);
    add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    add->setStatusTip(tr("Add a URL after the selected entry"));
    connect(add, &QAction::triggered, this, [this] { m_edit->addEntry(false); });
    QAction *duplicate = action(QStringLiteral("actionDuplicateEntry"), tr("Dupl&icate Entry"),
                                "edit-copy", QKeySequence::UnknownKey);
    duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    duplicate->setStatusTip(tr("Copy the selected entry with all its images, videos, news and "
                               "alternates"));
    connect(duplicate, &QAction::triggered, this, [this] { m_edit->addEntry(true); });
    QAction *moveUp = action(QStringLiteral("actionMoveUp"), tr("&Move Entry Up"), "go-up",
                             QKeySequence::UnknownKey);
    moveUp->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up));
    moveUp->setStatusTip(tr("Move the selected entry one place up in its sitemap"));
    connect(moveUp, &QAction::triggered, this, [this] { m_edit->moveCurrentEntry(-1); });
    QAction *moveDown = action(QStringLiteral("actionMoveDown"), tr("Move Entry Do&wn"), "go-down",
                               QKeySequence::UnknownKey);
    moveDown->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down));
    moveDown->setStatusTip(tr("Move the selected entry one place down in its sitemap"));
    connect(moveDown, &QAction::triggered, this, [this] { m_edit->moveCurrentEntry(1); });
    QAction *revertAction = action(QStringLiteral("actionRevert"), tr("Re&vert"), "document-revert",
                                   QKeySequence::UnknownKey);
    revertAction->setStatusTip(tr("Read the file again, dropping the unsaved changes"));
    connect(revertAction, &QAction::triggered, m_files, &FileController::revert);
    // Shift+F1, "what is this": the rule of the finding at hand, explained.
    QAction *rules = action(QStringLiteral("actionRules"), tr("&Rule Catalogue"), nullptr,
                            QKeySequence::WhatsThis);
    rules->setShortcuts(withShortcut(QKeySequence::keyBindings(QKeySequence::WhatsThis),
                                     QKeySequence(Qt::SHIFT | Qt::Key_F1)));
    rules->setStatusTip(tr("Every rule Sitemap Studio checks, with its help text; opened at the "
                           "rule of the selected finding"));
    connect(rules, &QAction::triggered, this, &MainWindow::showRules);
    QAction *about = action(QStringLiteral("actionAbout"), tr("&About Sitemap Studio"),
                            "help-about", QKeySequence::UnknownKey);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);

    QAction *replace = action(QStringLiteral("actionReplaceInUrls"), tr("Re&place in URLs…"),
                              "edit-find-replace", QKeySequence::Replace);
    // Ctrl+H, which the docs name: the platform's Replace binding is empty on some desktops.
    replace->setShortcuts(withShortcut(QKeySequence::keyBindings(QKeySequence::Replace),
                                       QKeySequence(Qt::CTRL | Qt::Key_H)));
    replace->setStatusTip(tr("Find and replace in the URLs of the selection or of all entries, "
                             "for example http:// → https:// or a domain move"));
    connect(replace, &QAction::triggered, m_edit, &EditController::showReplaceDialog);
    QAction *setFields = action(QStringLiteral("actionSetFields"), tr("Set &Fields…"),
                                "document-properties", QKeySequence::UnknownKey);
    setFields->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    setFields->setStatusTip(tr("Set the change frequency, priority or last modification of the "
                               "selected entries, or of every entry the table shows"));
    connect(setFields, &QAction::triggered, m_edit, &EditController::showSetFieldsDialog);

    QAction *linkSettings = action(QStringLiteral("actionLinkCheckSettings"),
                                   tr("Link Check &Settings…"), nullptr, QKeySequence::UnknownKey);
    connect(linkSettings, &QAction::triggered, m_review, &ReviewController::showLinkCheckSettings);
    QAction *indexNow = action(QStringLiteral("actionSubmitIndexNow"), tr("Submit to &IndexNow…"),
                               nullptr, QKeySequence::UnknownKey);
    indexNow->setStatusTip(tr("Tell the search engines that take part in IndexNow about the "
                              "document's URLs, or those changed since a date"));
    connect(indexNow, &QAction::triggered, m_review, &ReviewController::showIndexNowDialog);
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(newAction);
    file->addAction(open);
    file->addAction(openUrl);
    file->addAction(save);
    file->addAction(saveAs);
    file->addSeparator();
    file->addAction(importAction);
    file->addAction(exportAction);
    file->addAction(exportReportAction);
    file->addSeparator();
    file->addActions(m_coverageController->fileActions());
    file->addSeparator();
    file->addActions(m_crawlController->fileActions());
    file->addSeparator();
    file->addAction(revertAction);
    QMenu *recentMenu = file->addMenu(tr("Open &Recent"));
    recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_files->setRecentMenu(recentMenu);
    file->addSeparator();
    file->addAction(quit);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(add);
    edit->addAction(duplicate);
    edit->addAction(remove);
    edit->addAction(moveUp);
    edit->addAction(moveDown);
    edit->addSeparator();
    edit->addAction(replace);
    edit->addAction(setFields);
    edit->addSeparator();
    // The filter above the table, from the keyboard: the usual Find key.
    QAction *filterAction
        = action(QStringLiteral("actionFilter"), tr("Fi&lter URLs"), nullptr, QKeySequence::Find);
    filterAction->setStatusTip(tr("Go to the filter above the table"));
    connect(filterAction, &QAction::triggered, this, [this] {
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
    edit->addAction(filterAction);
    // The findings from the keyboard: F8, the key editors use for the next problem.
    QAction *findingsAction = action(QStringLiteral("actionGoToFindings"), tr("Go to Fi&ndings"),
                                     nullptr, QKeySequence::UnknownKey);
    findingsAction->setShortcut(QKeySequence(Qt::Key_F8));
    findingsAction->setStatusTip(tr("Go to the list of findings in the Warnings panel"));
    connect(findingsAction, &QAction::triggered, this, [this] {
        m_warnings->show();
        m_warnings->raise();
        QTreeView *list = m_warnings->view();
        list->setFocus(Qt::ShortcutFocusReason);
        if (!list->currentIndex().isValid() && list->model()->rowCount() > 0)
            list->setCurrentIndex(list->model()->index(0, 0));
    });
    edit->addAction(findingsAction);
    edit->addSeparator();
    edit->addAction(m_help->preferencesAction());
    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_view->fillViewMenu(view);

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->setObjectName(QStringLiteral("toolsMenu"));
    tools->addActions(m_linkChecks->actions());
    tools->addSeparator();
    tools->addAction(linkSettings);
    QAction *readingLimit = action(QStringLiteral("actionReadingLimit"), tr("Reading Li&mit…"),
                                   nullptr, QKeySequence::UnknownKey);
    readingLimit->setStatusTip(tr("How much of a compressed file, zip entry or download is read"));
    connect(readingLimit, &QAction::triggered, m_files, &FileController::chooseReadingLimit);
    tools->addAction(readingLimit);
    tools->addSeparator();
    tools->addActions(m_crawlController->toolsActions());
    tools->addAction(indexNow);
    tools->addSeparator();
    QAction *compare = action(QStringLiteral("actionCompare"), tr("&Compare With…"), nullptr,
                              QKeySequence::UnknownKey);
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    compare->setStatusTip(tr("Compare the document with another sitemap, a web address or its "
                             "saved version: the URLs added, removed and changed"));
    connect(compare, &QAction::triggered, m_compare, &CompareDock::chooseAndCompare);
    tools->addAction(compare);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_help->userGuideAction());
    help->addAction(m_help->shortcutsAction());
    help->addAction(rules);
    help->addSeparator();
    help->addAction(about);

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->addAction(newAction);
    toolbar->addAction(open);
    toolbar->addAction(save);
    toolbar->addAction(importAction);
    toolbar->addAction(exportAction);
    toolbar->addSeparator();
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    toolbar->addSeparator();
    toolbar->addAction(add);
    toolbar->addAction(remove);
    toolbar->addAction(replace);
    toolbar->addAction(setFields);
    // A toolbar button's tooltip names it and its shortcut; the longer description is the
    // status tip, shown in the status bar as the pointer rests on the button or menu item.
    for (QAction *button : toolbar->actions())
        if (!button->isSeparator())
            Accessibility::keepToolTip(button);

    // The forms of many fields take the letters left by the menu bar and by the rest of the
    // window: the filter bar, the editor's tabs, and the docks, whose shortcuts hold even
    // behind another dock's tab.
    QString taken = Accessibility::mnemonicsOf(menuBar())
        + Accessibility::mnemonicsIn(centralWidget())
        + Accessibility::mnemonicsIn(m_editorTabs->tabBar());
    for (const QDockWidget *dock : findChildren<QDockWidget *>())
        if (dock->widget() != m_editorTabs)
            taken += Accessibility::mnemonicsIn(dock);
    for (ItemsEditor *editor : { m_images, m_videos, m_news })
        editor->assignMnemonics(taken);
}

void MainWindow::showEntry(int row, const QString &tab)
{
    const QModelIndex index = m_entryProxy->index(row, EntryTableModel::Loc);
    if (index.isValid())
        m_table->setCurrentIndex(index);
    if (QWidget *page = m_editorTabs->findChild<QWidget *>(tab))
        m_editorTabs->setCurrentWidget(page);
    // A dock's name ("statisticsDock", "historyDock") brings that dock to the front.
    if (auto *dock = findChild<QDockWidget *>(tab)) {
        dock->show();
        dock->raise();
    }
}

bool MainWindow::focusNextPrevChild(bool next)
{
    return Accessibility::moveToTabStop(this, next) || QMainWindow::focusNextPrevChild(next);
}

bool MainWindow::runInBackground(const QString &label, std::function<void()> work,
                                 std::function<bool()> cancel,
                                 std::function<void(QProgressDialog &)> poll)
{
    QThread *thread = QThread::create(std::move(work));
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    QEventLoop loop;
    connect(thread, &QThread::finished, &loop, &QEventLoop::quit);
    WorkProgress dialog(QStringLiteral("backgroundProgress"), label, tr("Cancel"), this);
    UntilDone untilDone;
    if (!cancel) {
        dialog.setCancelButton(nullptr);
        dialog.installEventFilter(&untilDone);
    }
    bool cancelled = false;
    connect(&dialog, &QProgressDialog::canceled, &loop, [&] {
        if (!cancel)
            return;
        cancelled = true;
        if (cancel())
            loop.quit();
        else
            dialog.setLabelText(tr("Cancelling…"));
    });
    QTimer timer;
    timer.setInterval(100);
    if (poll)
        connect(&timer, &QTimer::timeout, &dialog, [&dialog, &poll] { poll(dialog); });
    m_loading = true;
    thread->start();
    timer.start();
    loop.exec();
    m_loading = false;
    // Gone for good before the caller says how the work went.
    dialog.finish();
    return !cancelled;
}

void MainWindow::checkLinks(bool force)
{
    m_linkChecks->checkLinks(force);
}

void MainWindow::newDocument()
{
    if (!m_files->maybeSave())
        return;
    m_document->clear();
    statusBar()->showMessage(tr("New sitemap: add entries with %1")
                                 .arg(findChild<QAction *>(QStringLiteral("actionAddEntry"))
                                          ->shortcut()
                                          .toString(QKeySequence::NativeText)),
                             5000);
}

QMessageBox::StandardButton MainWindow::ask(QMessageBox::Icon icon, const QString &title,
                                            const QString &text,
                                            QMessageBox::StandardButtons buttons)
{
    if (m_prompt)
        return m_prompt(icon, title, text, buttons);
    QMessageBox box(icon, title, text, buttons, this);
    return QMessageBox::StandardButton(box.exec());
}

bool MainWindow::openFile(const QString &path)
{
    return m_files->openFile(path);
}

bool MainWindow::openUrl(const QUrl &url, const RemoteLoadOptions &options)
{
    return m_files->openUrl(url, options);
}

int MainWindow::offerLeftBehindWork()
{
    return m_files->offerLeftBehindWork() + m_crawlController->offerLeftBehindCrawls();
}

bool MainWindow::saveFile(const QString &path)
{
    return m_files->saveFile(path);
}

bool MainWindow::saveUrlList(const QString &path)
{
    return m_files->saveUrlList(path);
}

bool MainWindow::isSitemapFile() const
{
    return m_files->isSitemapFile();
}

QUrl MainWindow::sourceUrl() const
{
    return m_files->sourceUrl();
}

int MainWindow::replaceInUrls(const QString &pattern, const QString &replacement, bool regex,
                              bool selectionOnly)
{
    return m_edit->replaceInUrls(pattern, replacement, regex, selectionOnly);
}

int MainWindow::setFields(const FieldChanges &changes, const QList<EntryRef> &scope)
{
    return m_edit->setFields(changes, scope);
}

QList<EntryRef> MainWindow::shownEntries() const
{
    return m_edit->shownEntries();
}

void MainWindow::showExportWizard()
{
    m_review->showExportWizard();
}

bool MainWindow::exportReport(const QString &path)
{
    return m_review->exportReport(path);
}

void MainWindow::showImportWizard()
{
    m_review->showImportWizard();
}

void MainWindow::applyImport(const ImportWizard &wizard)
{
    m_review->applyImport(wizard);
}

QWidget *MainWindow::dialogParent()
{
    return this;
}

void MainWindow::showStatus(const QString &message, int timeoutMs)
{
    statusBar()->showMessage(message, timeoutMs);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_loading) { // the progress dialog's Cancel comes first
        event->ignore();
        return;
    }
    // The sitemap, then the crawl beside it: each names what is unsaved.
    if (!m_files->maybeSave() || !m_crawlController->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    m_listingColumns->saveStates(settings);
    event->accept();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // The size the window has once the platform has taken the fitted one.
    const int width = m_shownOnce ? this->width() : fitToScreen().width();
    // The first time, without a saved layout: the entry editor gets room for its tabs.
    if (!m_shownOnce && !QSettings().contains(QStringLiteral("mainWindow/state")))
        m_view->arrangeFirstLayout(this, width, m_tree->indentation());
    m_shownOnce = true;
}

QSize MainWindow::fitToScreen()
{
    return ViewController::fitToScreen(this);
}

void MainWindow::setCurrentEntry(const EntryRef &ref)
{
    if (m_syncingSelection)
        return;
    m_syncingSelection = true;
    const QModelIndex row = m_entryProxy->mapFromSource(m_entryModel->indexFor(ref));
    if (row.isValid() && row.row() != m_table->currentIndex().row()) {
        m_table->setCurrentIndex(row);
        m_table->scrollTo(row);
    }
    const QModelIndex node = m_treeModel->indexFor(ref);
    if (node.isValid() && m_treeModel->entryAt(m_tree->currentIndex()) != ref) {
        m_tree->setCurrentIndex(node);
        m_tree->scrollTo(node);
    }
    m_syncingSelection = false;
    m_general->setEntry(ref);
    m_images->setEntry(ref);
    m_videos->setEntry(ref);
    m_news->setEntry(ref);
    m_alternates->setEntry(ref);
    m_xml->setEntry(ref);
    // An index entry names a sitemap: it has no images, videos, news or alternates to edit.
    const bool indexEntry
        = m_document->isValid(ref) && m_document->workspace().sitemaps.at(ref.sitemap).isIndex();
    for (QWidget *page : { static_cast<QWidget *>(m_images), static_cast<QWidget *>(m_videos),
                           static_cast<QWidget *>(m_news), static_cast<QWidget *>(m_alternates) })
        m_editorTabs->setTabEnabled(m_editorTabs->indexOf(page), !indexEntry);
}

void MainWindow::browseSitemap(qint32 sitemap)
{
    const Workspace &workspace = m_document->workspace();
    if (sitemap < 0 || sitemap >= workspace.sitemaps.size())
        return;
    m_entryModel->showListingFor(sitemap);
    const Sitemap &file = workspace.sitemaps.at(sitemap);
    const auto urlsets = std::count_if(workspace.sitemaps.cbegin(), workspace.sitemaps.cend(),
                                       [](const Sitemap &s) { return !s.isIndex() && !s.failed; });
    if (file.isIndex() || file.failed || urlsets < 2) {
        if (m_entryProxy->sitemapFilter() >= 0)
            m_entryProxy->setSitemapFilter(QString(), -1);
        return;
    }
    const QString name = file.source.archiveEntry.isEmpty()
        ? QFileInfo(file.source.location).fileName()
        : file.source.archiveEntry;
    m_entryProxy->setSitemapFilter(tr("Sitemap: %1").arg(name), sitemap);
    m_table->scrollToTop();
}

void MainWindow::syncEditors()
{
    EntryRef ref = m_entryModel->entryAt(m_entryProxy->mapToSource(m_table->currentIndex()));
    // An index's own entries are in the tree only.
    if (!m_document->isValid(ref))
        ref = m_treeModel->entryAt(m_tree->currentIndex());
    if (m_syncingSelection)
        return;
    setCurrentEntry(ref);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    // Opened after the drop returns: a question asked inside it would hold the drag source.
    const QString path = urls.first().toLocalFile();
    event->acceptProposedAction();
    QMetaObject::invokeMethod(
        this,
        [this, path] {
            QString error; // a crawl kept in a file opens beside the sitemap
            if (!path.endsWith(u".crawl"_s, Qt::CaseInsensitive))
                m_files->openFile(path);
            else if (!m_crawlController->openCrawl(path, &error) && !error.isEmpty())
                ask(QMessageBox::Warning, tr("Open Crawl"), error, QMessageBox::Ok);
        },
        Qt::QueuedConnection);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Sitemap Studio").arg(m_files->documentName()));
    m_autosave->setTitle(m_files->documentName());
    setWindowModified(m_document->isModified());
}

void MainWindow::updateCounts()
{
    if (m_document->isChecking()) {
        const qsizetype entries = m_document->workspace().entryCount();
        m_counts->setText(tr("Checking %Ln entries…", nullptr,
                             int(qMin<qsizetype>(entries, std::numeric_limits<int>::max()))));
        return;
    }
    // The checker's findings, the link check's, the site audit's and Search Console's, as the
    // warnings dock lists them.
    const Checker &checker = m_document->checker();
    const auto count = [&](Severity severity) {
        return int(checker.count(severity) + m_linkCheck->count(severity)
                   + m_audit->count(severity) + m_coverage->count(severity));
    };
    m_counts->setText(tr("%1, %2, %3")
                          .arg(tr("%Ln errors", nullptr, count(Severity::Error)),
                               tr("%Ln warnings", nullptr, count(Severity::Warning)),
                               tr("%Ln notices", nullptr, count(Severity::Notice))));
}

void MainWindow::showRules()
{
    // F1 on a finding explains it: the rule of the finding selected in the warnings, else of
    // the current entry's first finding, else the catalogue from the top.
    QString rule = m_warnings->currentRule();
    if (rule.isEmpty()) {
        const EntryRef ref
            = m_entryModel->entryAt(m_entryProxy->mapToSource(m_table->currentIndex()));
        if (m_document->isValid(ref)) {
            const QList<Finding> findings
                = m_document->checker().entryFindings(ref.sitemap, ref.entry);
            if (!findings.isEmpty())
                rule = QString(findings.first().ruleId);
        }
    }
    m_review->showRuleCatalogue(rule);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Sitemap Studio"),
                       tr("<h3>Sitemap Studio %1</h3><p>Edits and checks XML sitemaps: "
                          "sitemaps.org 0.9 with the image, video, news and hreflang "
                          "extensions.</p><p>%2 rules; Qt %3.</p>")
                           .arg(QApplication::applicationVersion())
                           .arg(RuleCatalogue::rules().size())
                           .arg(QString::fromLatin1(qVersion())));
}

void MainWindow::goToFinding(Finding finding)
{
    // A finding about an index entry is shown among the index's sitemaps, about a URL among
    // the URLs.
    if (finding.entryIndex >= 0)
        m_entryModel->showListingFor(finding.sitemap);
    const QModelIndex source
        = m_entryModel->indexFor(EntryRef { finding.sitemap, finding.entryIndex });
    const QModelIndex index = m_entryProxy->mapFromSource(source);
    if (!index.isValid())
        return;
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    m_editorTabs->setCurrentWidget(m_general);
    m_general->focusField(int(finding.field));
}

} // namespace Studio
