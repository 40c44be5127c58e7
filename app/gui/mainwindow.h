#pragma once

#include <QMainWindow>
#include <QMessageBox>
#include <QUrl>

#include "controllers/windowservices.h"
#include "io/input/readlimits.h"
#include "model/finding.h"

#include <functional>

class QLabel;
class QProgressDialog;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QMenu;
class QTabWidget;
class QTreeView;
class QProgressBar;
class QToolButton;

namespace Studio {

class ImportWizard;
class AuditSession;
class CoverageController;
class CoverageSession;
class LinkCheckSession;
struct RemoteLoadOptions;

class AccessSecrets;
class Autosave;
class CrawlController;
class CrawlDocument;
class EditController;
class LinkCheckController;
class FileController;
class HelpController;
class ReviewController;
class ViewController;
class EditorDocument;
class EntryFilterModel;
class FilterBar;
class ColumnFitter;
class ListingColumns;
class EntryTableModel;
class WorkspaceTreeModel;
class AlternatesEditor;
class GeneralEditor;
class ReplaceDialog;
class SetFieldsDialog;
struct FieldChanges;
class ItemsEditor;
class XmlEditor;
class WarningsDock;
class StatisticsDock;
class CompareDock;
class CrawlDock;
struct Finding;
struct EntryRef;

// Wires the parts together: the document, the entry table, the entry editor, the warnings and
// undo history docks, menus and the status bar. The parts live in their own files.
class MainWindow : public QMainWindow, public WindowServices
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    EditorDocument *document() const { return m_document; }
    EntryTableModel *entryModel() const { return m_entryModel; }
    WorkspaceTreeModel *treeModel() const { return m_treeModel; }
    Autosave *autosave() const { return m_autosave; }

    bool openFile(const QString &path);
    // Offers the unsaved work that earlier runs left behind when they ended without closing
    // (Autosave::leftBehind()): open it, discard it or keep it for later. Called once at start.
    // Returns how many were opened (one at most: a window holds one document).
    int offerLeftBehindWork();
    CrawlDocument *crawlDocument() const { return m_crawls; }
    CrawlController *crawlController() const { return m_crawlController; }
    // The logins, cookies and headers given this session, and the keyring they are remembered
    // in when the user asks (tests set a store of their own: AccessSecrets::setStore()).
    AccessSecrets *accessSecrets() const { return m_secrets; }
    HelpController *helpController() const { return m_help; }
    // Opens a sitemap from the web, off the GUI thread with progress and Cancel. For a site's
    // address (Discovery::isSiteUrl) its sitemaps are looked for first; when there are several
    // the user picks one. Failures are shown and keep the current document. The document then
    // has no file: Save asks where to write it.
    bool openUrl(const QUrl &url, const RemoteLoadOptions &options);
    // The address the document was fetched from; invalid when it was not (or was saved since).
    QUrl sourceUrl() const;
    // Link → Check Links: the selected entries (all when none is selected); with `force` the
    // session's cached answers are asked again.
    void checkLinks(bool force);
    LinkCheckSession *linkCheck() const { return m_linkCheck; }
    // Search Console's data imported, joined with the document, and its File menu's work.
    CoverageSession *coverage() const { return m_coverage; }
    CoverageController *coverageController() const { return m_coverageController; }
    // Selects row `row` of the table and shows the entry editor's tab whose object name is
    // `tab` ("generalEditor", "videoEditor", ...), or the dock of that name
    // ("statisticsDock"): for the documentation's screenshots.
    void showEntry(int row, const QString &tab);
    // Replaces `pattern` (a regular expression when `regex`) by `replacement` in the URLs of
    // the selected entries or of all, as one undo step; returns how many URLs changed.
    int replaceInUrls(const QString &pattern, const QString &replacement, bool regex,
                      bool selectionOnly);
    // Sets the fields `changes` names on the entries of `scope` as one undo step; the number
    // of entries that changed.
    int setFields(const FieldChanges &changes, const QList<EntryRef> &scope);
    // Every entry the table shows, in its order.
    QList<EntryRef> shownEntries() const;
    bool saveFile(const QString &path);
    // Asks, then writes the URLs as a text list: a copy, the document keeps its file.
    bool saveUrlList(const QString &path);
    // File → Export: the export wizard over the document, its selection and the filtered rows.
    void showExportWizard();
    // File → Export Report: the review of the document (summary, findings by rule with their
    // explanations, charts) as HTML, or as PDF when `path` ends in .pdf. On failure says why
    // and returns false.
    bool exportReport(const QString &path);
    // File → Import: the import wizard; its result replaces the workspace as one undo step.
    void showImportWizard();
    void applyImport(const ImportWizard &wizard);
    // False when the document was read from a list, feed, robots.txt or table, which Save
    // must not overwrite with a sitemap.
    bool isSitemapFile() const;

    // Asks the user a question (QMessageBox by default). Tests answer it instead, since a
    // modal box would block them.
    using Prompt = std::function<QMessageBox::StandardButton(
        QMessageBox::Icon icon, const QString &title, const QString &text,
        QMessageBox::StandardButtons buttons)>;
    void setPrompt(Prompt prompt) { m_prompt = std::move(prompt); }

    // WindowServices, for the controllers.
    QWidget *dialogParent() override;
    QMessageBox::StandardButton ask(QMessageBox::Icon icon, const QString &title,
                                    const QString &text,
                                    QMessageBox::StandardButtons buttons) override;
    bool runInBackground(const QString &label, std::function<void()> work,
                         std::function<bool()> cancel,
                         std::function<void(QProgressDialog &)> poll = {}) override;
    void showStatus(const QString &message, int timeoutMs) override;
    bool isBusy() const override { return m_loading; }
    void setBusy(bool busy) override { m_loading = busy; }

protected:
    void closeEvent(QCloseEvent *event) override;
    // Tab and Shift+Tab stop only where a user sees (Accessibility::isTabStop()).
    bool focusNextPrevChild(bool next) override;
    void showEvent(QShowEvent *event) override;
    // Shrinks and moves the window so that its frame lies within the available screen: the
    // first size, or a saved one from a larger screen, on a smaller one.
    // Returns the size it is given.
    QSize fitToScreen();
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void updateTitle();
    void updateCounts();
    void showRules();
    void showAbout();
    void newDocument();
    // By value: the finding comes from the findings model, which moving in the table may
    // rebuild.
    void goToFinding(Studio::Finding finding);
    void syncEditors();
    // Shows `ref` in the editors and makes it current in the table and the tree.
    void setCurrentEntry(const Studio::EntryRef &ref);
    // Shows the URLs of `sitemap` alone when the workspace has several (a child of an index
    // browsed, said in the filter bar), or an index's sitemaps.
    void browseSitemap(qint32 sitemap);

    EditorDocument *m_document; // owned (QObject child)
    Autosave *m_autosave; // owned (QObject child)
    FileController *m_files; // owned (QObject child)
    EditController *m_edit; // owned (QObject child)
    ReviewController *m_review; // owned (QObject child)
    ViewController *m_view; // owned (QObject child)
    HelpController *m_help; // owned (QObject child)
    EntryTableModel *m_entryModel;
    EntryFilterModel *m_entryProxy;
    QTableView *m_table;
    ListingColumns *m_listingColumns; // owned by the table's header
    ColumnFitter *m_columns; // owned by the table
    WorkspaceTreeModel *m_treeModel;
    QTreeView *m_tree;
    bool m_syncingSelection = false;
    FilterBar *m_filterBar;
    QLineEdit *m_filter; // the filter bar's URL text
    QTabWidget *m_editorTabs;
    GeneralEditor *m_general;
    ItemsEditor *m_images;
    ItemsEditor *m_videos;
    ItemsEditor *m_news;
    AlternatesEditor *m_alternates;
    XmlEditor *m_xml;
    WarningsDock *m_warnings;
    StatisticsDock *m_statistics; // owned (QObject child)
    CompareDock *m_compare; // owned (QObject child)
    CrawlDock *m_crawlDock; // owned (QObject child)
    QLabel *m_counts;
    Prompt m_prompt;
    bool m_shownOnce = false;
    bool m_loading = false; // runInBackground() waits for its thread
    LinkCheckSession *m_linkCheck; // owned (QObject child)
    CrawlDocument *m_crawls; // owned (QObject child)
    AuditSession *m_audit; // owned (QObject child)
    CoverageSession *m_coverage; // owned (QObject child)
    CoverageController *m_coverageController; // owned (QObject child)
    CrawlController *m_crawlController; // owned (QObject child)
    AccessSecrets *m_secrets; // owned (QObject child)
    LinkCheckController *m_linkChecks; // owned (QObject child)
};

} // namespace Studio
