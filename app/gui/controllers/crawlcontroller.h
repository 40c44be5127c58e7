#pragma once

#include <QObject>
#include <QUrl>

class QAction;

namespace Studio {

class AccessSecrets;
class AuditSession;
class CrawlDialog;
class CrawlDock;
class CrawlDocument;
class EditorDocument;
class FileController;
class WindowServices;
struct CrawlOptions;
struct GenerateOptions;
struct SiteSecrets;

// The window's side of the crawl document: its menu entries (File → Open Crawl…, Save Crawl,
// Save Crawl As…, Close Crawl; Tools → Crawl Site…, Audit Sitemap Against Site…, Create
// Sitemap from Crawl, Add the Missing Pages, Compare Crawls…), the crawl dialog that sets a
// crawl up, the Crawl view brought forward when a crawl starts or arrives, the question
// before an unsaved crawl is replaced or the window closes, and the unsaved crawls a run that
// ended without closing left behind.
class CrawlController : public QObject
{
    Q_OBJECT

public:
    // None is owned; all must outlive the controller.
    CrawlController(EditorDocument *document, CrawlDocument *crawls, AuditSession *audit,
                    FileController *files, CrawlDock *dock, WindowServices *window,
                    QObject *parent = nullptr);

    // The secrets of this session and the keyring, for the crawl dialog and the question before
    // a kept crawl goes on. Not owned; may be null (then nothing is filled or remembered).
    void setAccessSecrets(AccessSecrets *secrets) { m_secrets = secrets; }

    // The menu entries, made once (their object names are "action…").
    QList<QAction *> fileActions() const;
    QList<QAction *> toolsActions() const;

    // Tools → Crawl Site…: the dialog; Start runs the crawl in the Crawl view. With `audit`
    // the open sitemap's URLs are fetched too and the findings shown when it ends.
    void showCrawlDialog(bool audit = false);
    // Runs a crawl of `start` in the Crawl view, after asking about an unsaved crawl; false
    // when the user kept it or `start` is no web address.
    bool startCrawl(const QUrl &start, const CrawlOptions &options,
                    const GenerateOptions &generate);
    // A crawl with the choices the crawl dialog kept (`sitemap-studio --crawl URL`).
    bool startCrawlWithKeptChoices(const QUrl &start);
    // Goes on with the crawl kept in `path` / with the open crawl, cut short.
    bool goOnWith(const QString &path);
    bool goOn();
    // Tools → Audit Sitemap Against Site…: with the open crawl, or a new one.
    void auditSite();
    // Enter Login… of the Crawl view, after the start page asked for a login or refused
    // access: the login dialog, then the same crawl again with what it was given.
    void enterLogin();
    // Create Sitemap: a new sitemap document of the crawl's indexable pages, one undo step
    // (the unsaved sitemap is asked about first). The crawl stays.
    bool createSitemap();
    // Tools → Add the Missing Pages: the audit's indexable pages the sitemap lacks, appended
    // to its first sitemap of URLs as one undo step.
    void addMissingPages();

    // File → Save Crawl (its file, else asks), Save Crawl As…, Open Crawl…, Close Crawl.
    bool save();
    bool showSaveAsDialog();
    void showOpenDialog();
    bool saveCrawl(const QString &path, QString *error);
    // Asks about an unsaved crawl first; false with `error` when the file cannot be read.
    bool openCrawl(const QString &path, QString *error);
    bool closeCrawl();
    // Tools → Compare Crawls…: two crawls compared page by page, the open one as one side.
    void showCompareCrawlsDialog();

    // Before an unsaved crawl goes (another crawl, closing the window): Save, Discard or
    // Cancel, naming the crawl. True when it may go (saved, discarded, or nothing unsaved).
    bool maybeSave();
    // Offers the unsaved crawls earlier runs left behind: open one, discard them or keep them
    // for later. Returns how many were opened (one at most).
    int offerLeftBehindCrawls();

private:
    void createActions();
    // The file dialog for the crawl (its file, else one named after the site); empty when
    // cancelled.
    QString askWhereToSave();
    // saveCrawl(), saying why when it fails.
    bool saveTo(const QString &path);
    void showCrawl();
    void crawlFinished(const QString &error);
    void updateActions();
    QUrl suggestedStart() const;
    // The question before a crawl that was given a login, cookies or headers goes on without
    // them (CrawlDocument::CredentialsPrompt).
    bool askCredentials(const QUrl &start, CrawlOptions *options);
    // Keeps the secrets given for `site` (AccessSecrets::keep), saying in the status bar when
    // the keyring did not take them.
    void keepSecrets(const QUrl &site, const SiteSecrets &secrets, bool remember);
    // How a sitemap is made of a crawl opened, recovered or gone on with: the dialog's last
    // choices, the crawl's own URL rules.
    GenerateOptions keptGenerateOptions() const;

    EditorDocument *m_document; // not owned
    CrawlDocument *m_crawls; // not owned
    AuditSession *m_audit; // not owned
    FileController *m_files; // not owned
    CrawlDock *m_dock; // not owned
    WindowServices *m_window; // not owned
    AccessSecrets *m_secrets = nullptr; // not owned; may be null
    bool m_auditWhenDone = false; // the crawl running was started by the audit
    // The actions, children of this controller.
    QAction *m_openCrawl = nullptr;
    QAction *m_saveCrawl = nullptr;
    QAction *m_saveCrawlAs = nullptr;
    QAction *m_closeCrawl = nullptr;
    QAction *m_crawlSite = nullptr;
    QAction *m_auditSite = nullptr;
    QAction *m_createSitemap = nullptr;
    QAction *m_addMissing = nullptr;
    QAction *m_compareCrawls = nullptr;
};

} // namespace Studio
