#include "crawlcontroller.h"

#include "commands/insertentry.h"
#include "commands/replaceworkspace.h"
#include "controllers/filecontroller.h"
#include "controllers/windowservices.h"
#include "dialogs/crawlcomparedialog.h"
#include "dialogs/crawldialog.h"
#include "dialogs/logindialog.h"
#include "document/accesssecrets.h"
#include "document/auditsession.h"
#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "net/crawlsettings.h"
#include "net/crawlsitemap.h"
#include "widgets/crawldock.h"
#include "widgets/savelocation.h"

#include <QAction>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace Studio {

CrawlController::CrawlController(EditorDocument *document, CrawlDocument *crawls,
                                 AuditSession *audit, FileController *files, CrawlDock *dock,
                                 WindowServices *window, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_crawls(crawls)
    , m_audit(audit)
    , m_files(files)
    , m_dock(dock)
    , m_window(window)
{
    createActions();
    connect(m_crawls, &CrawlDocument::runningChanged, this, [this](bool running) {
        if (running)
            showCrawl();
        updateActions();
    });
    connect(m_crawls, &CrawlDocument::crawlReset, this, [this] {
        // The compare dialog reads the open crawl: it goes with it.
        delete m_window->dialogParent()->findChild<CrawlCompareDialog *>(u"crawlCompareDialog"_s);
        if (m_crawls->hasCrawl())
            showCrawl();
        updateActions();
    });
    connect(m_crawls, &CrawlDocument::finished, this, &CrawlController::crawlFinished);
    // Said once, and at once: the user believes a crash would not lose the crawl.
    connect(m_crawls, &CrawlDocument::keepingFailed, this, [this](const QString &error) {
        m_window->ask(
            QMessageBox::Warning, tr("Crawl Not Kept"),
            tr("%1\n\nThe crawl goes on; save it (File → Save Crawl) to keep it.").arg(error),
            QMessageBox::Ok);
    });
    connect(m_crawls, &CrawlDocument::modifiedChanged, this, &CrawlController::updateActions);
    connect(m_audit, &AuditSession::crawlChanged, this, &CrawlController::updateActions);
    connect(m_dock, &CrawlDock::createSitemapRequested, this, &CrawlController::createSitemap);
    connect(m_dock, &CrawlDock::goOnRequested, this, &CrawlController::goOn);
    connect(m_dock, &CrawlDock::loginRequested, this, &CrawlController::enterLogin);
    m_crawls->setCredentialsPrompt([this](const QUrl &start, CrawlOptions *options) {
        return askCredentials(start, options);
    });
    updateActions();
}

void CrawlController::createActions()
{
    auto action = [this](const QString &name, const QString &text, const QString &tip) {
        auto *a = new QAction(text, this);
        a->setObjectName(name);
        a->setStatusTip(tip);
        return a;
    };
    m_openCrawl = action(u"actionOpenCrawl"_s, tr("Open Craw&l…"),
                         tr("Open a crawl kept in a file and judge the open sitemap by it"));
    connect(m_openCrawl, &QAction::triggered, this, &CrawlController::showOpenDialog);
    m_saveCrawl = action(u"actionSaveCrawl"_s, tr("Save Cra&wl"),
                         tr("Keep the crawl of the site in a file, to open again without the "
                            "network, compare with a later one or go on with"));
    connect(m_saveCrawl, &QAction::triggered, this, &CrawlController::save);
    m_saveCrawlAs = action(u"actionSaveCrawlAs"_s, tr("Sav&e Crawl As…"),
                           tr("Keep the crawl in another file"));
    connect(m_saveCrawlAs, &QAction::triggered, this, &CrawlController::showSaveAsDialog);
    m_closeCrawl = action(u"actionCloseCrawl"_s, tr("&Close Crawl"),
                          tr("Put the crawl away (an unsaved one is asked about first)"));
    connect(m_closeCrawl, &QAction::triggered, this, &CrawlController::closeCrawl);
    m_crawlSite = action(u"actionCrawlSite"_s, tr("Cra&wl Site…"),
                         tr("Crawl a site as a search engine does and make a sitemap of the "
                            "pages it would index"));
    connect(m_crawlSite, &QAction::triggered, this, [this] { showCrawlDialog(false); });
    m_auditSite = action(u"actionAuditSite"_s, tr("A&udit Sitemap Against Site…"),
                         tr("List with the warnings what search engines will refuse of the "
                            "open sitemap, and the indexable pages it lacks"));
    connect(m_auditSite, &QAction::triggered, this, &CrawlController::auditSite);
    m_createSitemap = action(u"actionCreateSitemapFromCrawl"_s, tr("Create Sitemap &from Crawl"),
                             tr("A new sitemap of the crawl's indexable pages"));
    connect(m_createSitemap, &QAction::triggered, this, &CrawlController::createSitemap);
    m_addMissing = action(u"actionAddMissingPages"_s, tr("Add the Missing &Pages"),
                          tr("Add to the sitemap the indexable pages the site audit found that "
                             "it does not list"));
    connect(m_addMissing, &QAction::triggered, this, &CrawlController::addMissingPages);
    m_compareCrawls = action(u"actionCompareCrawls"_s, tr("C&ompare Crawls…"),
                             tr("Compare two crawls of a site, the open one or saved ones: the "
                                "pages new, gone and changed"));
    connect(m_compareCrawls, &QAction::triggered, this, &CrawlController::showCompareCrawlsDialog);
}

QList<QAction *> CrawlController::fileActions() const
{
    return { m_openCrawl, m_saveCrawl, m_saveCrawlAs, m_closeCrawl };
}

QList<QAction *> CrawlController::toolsActions() const
{
    return { m_crawlSite, m_auditSite, m_createSitemap, m_addMissing, m_compareCrawls };
}

void CrawlController::updateActions()
{
    const bool has = m_crawls->hasCrawl();
    const bool settled = has && !m_crawls->isRunning();
    m_saveCrawl->setEnabled(has);
    m_saveCrawlAs->setEnabled(has);
    m_closeCrawl->setEnabled(has);
    m_createSitemap->setEnabled(settled);
    m_addMissing->setEnabled(m_audit->hasCrawl());
}

void CrawlController::showCrawl()
{
    const bool first = !m_dock->isVisible();
    m_dock->show();
    m_dock->raise();
    // Room for the table: two fifths of the window's height the first time it shows.
    if (auto *window = qobject_cast<QMainWindow *>(m_window->dialogParent()); window && first)
        window->resizeDocks({ m_dock }, { window->height() * 2 / 5 }, Qt::Vertical);
}

QUrl CrawlController::suggestedStart() const
{
    // The document's site, when its first URL names one.
    for (const Sitemap &sitemap : m_document->workspace().sitemaps)
        if (!sitemap.isIndex() && !sitemap.entries.isEmpty()) {
            const QUrl first(sitemap.entries.first().loc().trimmed());
            if (first.scheme() != u"http" && first.scheme() != u"https")
                return {};
            QUrl site = first.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
            site.setPath(u"/"_s);
            return site;
        }
    return {};
}

void CrawlController::showCrawlDialog(bool audit)
{
    delete m_window->dialogParent()->findChild<CrawlDialog *>(u"crawlDialog"_s);
    QList<QUrl> urls;
    for (const Sitemap &sitemap : m_document->workspace().sitemaps)
        if (!sitemap.isIndex())
            for (const UrlEntry &entry : sitemap.entries)
                urls.append(QUrl(entry.loc().trimmed(), QUrl::TolerantMode));
    auto *dialog = new CrawlDialog(suggestedStart(), urls, m_window->dialogParent(), m_secrets);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (audit) {
        dialog->setWindowTitle(tr("Audit Sitemap Against Site"));
        dialog->setWithDocument(true);
    }
    connect(dialog, &QDialog::finished, this, [this, dialog, audit](int result) {
        if (result == QDialog::Accepted) {
            // Kept for the session (and in the keyring when asked), never with the crawl.
            keepSecrets(dialog->startUrl(), dialog->secrets(), dialog->rememberSecrets());
            if (startCrawl(dialog->startUrl(), dialog->options(), dialog->generateOptions()))
                m_auditWhenDone = audit;
        } else if (result == CrawlDialog::GoOnWithKept) {
            goOnWith(dialog->keptCrawl());
        }
    });
    // Window-modal while it is set up; the crawl itself runs in the Crawl view.
    dialog->open();
}

bool CrawlController::startCrawl(const QUrl &start, const CrawlOptions &options,
                                 const GenerateOptions &generate)
{
    if (!maybeSave())
        return false;
    QString error;
    if (!m_crawls->start(start, options, &error)) {
        m_window->ask(QMessageBox::Warning, tr("Crawl Site"), error, QMessageBox::Ok);
        return false;
    }
    m_auditWhenDone = false;
    m_crawls->setGenerateOptions(generate);
    m_window->showStatus(tr("Crawling %1: the window stays usable, the Crawl view shows the "
                            "pages as they come")
                             .arg(start.toDisplayString()),
                         10000);
    return true;
}

bool CrawlController::startCrawlWithKeptChoices(const QUrl &start)
{
    // The dialog's fields as the last crawl left them, not shown; the secrets this session
    // was given for the site.
    CrawlDialog dialog(start, {}, m_window->dialogParent());
    CrawlOptions options = dialog.options();
    if (m_secrets && !options.credentials)
        options.credentials = m_secrets->given(start).credentialsFor(start);
    return startCrawl(start, options, dialog.generateOptions());
}

GenerateOptions CrawlController::keptGenerateOptions() const
{
    GenerateOptions options = CrawlDialog::keptGenerateOptions();
    options.urlRules = m_crawls->options().urlRules;
    return options;
}

void CrawlController::keepSecrets(const QUrl &site, const SiteSecrets &secrets, bool remember)
{
    if (!m_secrets)
        return;
    const QString name = site.host();
    m_secrets->keep(site, secrets, remember, this, [this, name](bool ok, const QString &error) {
        if (!ok)
            m_window->showStatus(tr("The keyring did not keep the login of %1 (%2): it is kept "
                                    "until Sitemap Studio ends")
                                     .arg(name, error),
                                 10000);
    });
}

bool CrawlController::askCredentials(const QUrl &start, CrawlOptions *options)
{
    const CredentialsOutline &kept = options->keptCredentials;
    const QLocale locale;
    QStringList given;
    if (!kept.user.isEmpty())
        given.append(tr("the login of the user “%1”").arg(kept.user));
    if (!kept.cookies.isEmpty())
        given.append(tr("cookies (%1)").arg(kept.cookies.join(u", "_s)));
    if (!kept.headers.isEmpty())
        given.append(tr("headers (%1)").arg(kept.headers.join(u", "_s)));
    const QString text
        = tr("The crawl of %1 was given %2. A kept crawl never holds their values: give them "
             "again to go on with it.")
              .arg(start.toDisplayString(), locale.createSeparatedList(given));
    LoginDialog dialog(start, text, tr("Go O&n"), true, kept, m_secrets, m_window->dialogParent());
    const int answer = dialog.exec();
    if (answer == QDialog::Rejected)
        return false;
    if (answer == QDialog::Accepted) {
        keepSecrets(start, dialog.secrets(), dialog.remember());
        options->credentials = dialog.credentials();
    }
    return true;
}

void CrawlController::enterLogin()
{
    if (!m_crawls->hasCrawl() || m_crawls->isRunning() || !m_crawls->crawl().loginRequired)
        return;
    delete m_window->dialogParent()->findChild<LoginDialog *>(u"loginDialog"_s);
    const QUrl start = m_crawls->crawl().startUrl;
    const CrawlOptions &options = m_crawls->options();
    const CredentialsOutline outline
        = options.credentials ? options.credentials->outline() : options.keptCredentials;
    const QString text = tr("%1\n\nGive the login, cookies or headers it asks for: the crawl "
                            "starts again with them.")
                             .arg(m_crawls->loginProblem());
    auto *dialog = new LoginDialog(start, text, tr("Crawl &Again"), false, outline, m_secrets,
                                   m_window->dialogParent());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, start] {
        keepSecrets(start, dialog->secrets(), dialog->remember());
        CrawlOptions again = m_crawls->options();
        again.credentials = dialog->credentials();
        const GenerateOptions generate = m_crawls->generateOptions();
        // What was crawled is the refusal alone: it goes without a question.
        m_auditWhenDone = false;
        m_crawls->close();
        startCrawl(start, again, generate);
    });
    dialog->open();
}

bool CrawlController::goOnWith(const QString &path)
{
    if (!maybeSave())
        return false;
    QString error;
    if (!m_crawls->goOnWith(path, &error)) {
        if (!error.isEmpty())
            m_window->ask(QMessageBox::Warning, tr("Go On with a Kept Crawl"), error,
                          QMessageBox::Ok);
        return false;
    }
    m_crawls->setGenerateOptions(keptGenerateOptions());
    m_window->showStatus(
        tr("Going on with the crawl of %1 kept in %2")
            .arg(m_crawls->crawl().startUrl.toDisplayString(), QDir::toNativeSeparators(path)),
        10000);
    return true;
}

bool CrawlController::goOn()
{
    QString error;
    if (!m_crawls->goOn(&error)) {
        if (!error.isEmpty())
            m_window->ask(QMessageBox::Warning, tr("Go On"), error, QMessageBox::Ok);
        return false;
    }
    return true;
}

void CrawlController::crawlFinished(const QString &error)
{
    if (!error.isEmpty() && !m_crawls->hasCrawl()) {
        m_window->ask(QMessageBox::Warning, tr("Crawl Site"), error, QMessageBox::Ok);
        return;
    }
    const QString summary = m_crawls->summary().section(u'\n', 0, 0);
    if (m_auditWhenDone) {
        m_auditWhenDone = false;
        m_window->showStatus(tr("Audit: %n findings listed with the warnings", nullptr,
                                int(m_audit->findings().size())),
                             10000);
        if (auto *warnings = m_window->dialogParent()->findChild<QWidget *>(u"warningsDock"_s)) {
            warnings->show();
            warnings->raise();
        }
        return;
    }
    m_window->showStatus(error.isEmpty() ? tr("Crawl done: %1").arg(summary)
                                         : tr("Crawl done: %1 (%2)").arg(summary, error),
                         10000);
}

void CrawlController::auditSite()
{
    if (m_crawls->isRunning()) {
        m_auditWhenDone = true;
        m_window->showStatus(tr("The audit follows when the crawl running ends"), 10000);
        return;
    }
    if (m_crawls->hasCrawl()) {
        const auto answer = m_window->ask(
            QMessageBox::Question, tr("Audit Sitemap Against Site"),
            tr("Audit the sitemap against the open crawl of %1 (%Ln pages)?\n\nYes uses it as "
               "it is; No crawls the site again first.",
               nullptr, m_crawls->pagesDone())
                .arg(m_crawls->siteName()),
            QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel);
        if (answer == QMessageBox::Cancel)
            return;
        if (answer == QMessageBox::Yes) {
            m_auditWhenDone = true;
            crawlFinished({});
            return;
        }
    }
    showCrawlDialog(true);
}

bool CrawlController::createSitemap()
{
    if (!m_crawls->hasCrawl() || m_crawls->isRunning() || !m_files->maybeSave())
        return false;
    const CrawlResult &crawl = m_crawls->crawl();
    Workspace workspace;
    workspace.sitemaps.append(CrawlSitemap::generate(crawl, m_crawls->generateOptions()));
    const QString summary = m_crawls->summary().section(u'\n', 0, 0);
    m_document->clear();
    // One undo step: undoing it gives the empty document.
    m_document->undoStack()->push(new ReplaceWorkspace(
        m_document, std::move(workspace), tr("Crawl %1").arg(crawl.startUrl.toDisplayString())));
    m_window->showStatus(summary, 10000);
    return true;
}

void CrawlController::addMissingPages()
{
    if (!m_audit->hasCrawl())
        return;
    const QList<UrlEntry> missing = m_audit->missingPages();
    if (missing.isEmpty()) {
        m_window->showStatus(tr("The sitemap lists every indexable page the crawl found"), 10000);
        return;
    }
    qint32 target = -1;
    const QList<Sitemap> &sitemaps = m_document->workspace().sitemaps;
    for (qint32 s = 0; s < sitemaps.size() && target < 0; ++s)
        if (!sitemaps.at(s).isIndex())
            target = s;
    if (target < 0)
        return; // an index alone: its pages go into one of its sitemaps, which is not loaded
    // One undo step for them all.
    QUndoStack *stack = m_document->undoStack();
    const QString text = tr("Add %n missing pages", nullptr, int(missing.size()));
    stack->beginMacro(text);
    qsizetype at = sitemaps.at(target).entries.size();
    for (const UrlEntry &entry : missing)
        stack->push(new InsertEntry(m_document, EntryRef { target, at++ }, entry, text));
    stack->endMacro();
    m_window->showStatus(text, 10000);
}

bool CrawlController::saveCrawl(const QString &path, QString *error)
{
    if (!m_crawls->save(path, error))
        return false;
    m_window->showStatus(tr("Saved the crawl in %1").arg(QDir::toNativeSeparators(path)), 10000);
    return true;
}

bool CrawlController::save()
{
    if (m_crawls->filePath().isEmpty())
        return showSaveAsDialog();
    return saveTo(m_crawls->filePath());
}

QString CrawlController::askWhereToSave()
{
    QString suggested = m_crawls->filePath();
    if (suggested.isEmpty()) {
        const QFileInfo document(m_document->filePath());
        const QString host = m_crawls->crawl().startUrl.host();
        suggested = SaveLocation::suggested(
            document.fileName().isEmpty() ? QString() : document.absolutePath(),
            (host.isEmpty() ? u"site"_s : host) + u'-'
                + QDate::currentDate().toString(Qt::ISODate) + u".crawl"_s);
    }
    QString path = QFileDialog::getSaveFileName(m_window->dialogParent(), tr("Save Crawl"),
                                                suggested, tr("Crawls (*.crawl)"));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += u".crawl"_s;
    SaveLocation::remember(path);
    return path;
}

bool CrawlController::saveTo(const QString &path)
{
    QString error;
    if (saveCrawl(path, &error))
        return true;
    m_window->ask(QMessageBox::Warning, tr("Save Crawl"), error, QMessageBox::Ok);
    return false;
}

bool CrawlController::showSaveAsDialog()
{
    if (!m_crawls->hasCrawl())
        return false;
    const QString path = askWhereToSave();
    return !path.isEmpty() && saveTo(path);
}

bool CrawlController::openCrawl(const QString &path, QString *error)
{
    if (!maybeSave()) {
        error->clear(); // the user kept the crawl open: nothing to say
        return false;
    }
    m_auditWhenDone = false;
    if (!m_crawls->open(path, error))
        return false;
    // A sitemap made of it holds what the crawl dialog's choices say, under its own URL rules.
    m_crawls->setGenerateOptions(keptGenerateOptions());
    m_window->showStatus(m_crawls->isFinished()
                             ? tr("Opened the crawl of %1 kept in %2")
                                   .arg(m_crawls->crawl().startUrl.toDisplayString(), path)
                             : tr("Opened the crawl of %1 kept in %2; it did not run to its end")
                                   .arg(m_crawls->crawl().startUrl.toDisplayString(), path),
                         10000);
    return true;
}

void CrawlController::showOpenDialog()
{
    const QFileInfo document(m_document->filePath());
    const QString path = QFileDialog::getOpenFileName(
        m_window->dialogParent(), tr("Open Crawl"),
        document.fileName().isEmpty() ? QDir::homePath() : document.absolutePath(),
        tr("Crawls (*.crawl);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openCrawl(path, &error) && !error.isEmpty())
        m_window->ask(QMessageBox::Warning, tr("Open Crawl"), error, QMessageBox::Ok);
}

bool CrawlController::closeCrawl()
{
    if (!maybeSave())
        return false;
    m_auditWhenDone = false;
    m_crawls->close();
    return true;
}

void CrawlController::showCompareCrawlsDialog()
{
    delete m_window->dialogParent()->findChild<CrawlCompareDialog *>(u"crawlCompareDialog"_s);
    auto *dialog = new CrawlCompareDialog(m_window->dialogParent());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_crawls->hasCrawl() && !m_crawls->isRunning())
        dialog->setOpenCrawl(&m_crawls->crawl(), m_crawls->displayName());
    dialog->show();
}

bool CrawlController::maybeSave()
{
    if (!m_crawls->hasCrawl() || (!m_crawls->isModified() && !m_crawls->isRunning()))
        return true;
    const int pages = m_crawls->pagesDone();
    const QString text = m_crawls->isRunning()
        ? tr("The crawl of %1 is still running (%Ln pages done so far) and is not saved. Save "
             "what it has done?\n\nThe crawl stops either way; a saved crawl can go on later.",
             nullptr, pages)
              .arg(m_crawls->siteName())
        : tr("The crawl of %1 (%Ln pages) is not saved. Save it?", nullptr, pages)
              .arg(m_crawls->siteName());
    const auto answer
        = m_window->ask(QMessageBox::Warning, tr("Unsaved crawl"), text,
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        // Where first: a Save given up leaves the crawl running.
        const QString path
            = m_crawls->filePath().isEmpty() ? askWhereToSave() : m_crawls->filePath();
        if (path.isEmpty())
            return false;
        m_crawls->stop();
        return saveTo(path);
    }
    // Discarded: its copy goes too.
    m_auditWhenDone = false;
    m_crawls->close();
    return true;
}

int CrawlController::offerLeftBehindCrawls()
{
    for (const CrawlDocument::Recovery &recovery : CrawlDocument::leftBehind()) {
        const QString when
            = QLocale().toString(recovery.savedAt.toLocalTime(), QLocale::ShortFormat);
        const auto answer = m_window->ask(
            QMessageBox::Question, tr("Unsaved crawl found"),
            tr("Sitemap Studio ended before the crawl of %1 was saved (%Ln pages done, the last "
               "at %2). Open it now?\n\nDiscard deletes it; Cancel keeps it for the next start.",
               nullptr, recovery.pages)
                .arg(recovery.start.toDisplayString(), when),
            QMessageBox::Open | QMessageBox::Discard | QMessageBox::Cancel);
        if (answer == QMessageBox::Discard) {
            CrawlDocument::remove(recovery);
            continue;
        }
        if (answer != QMessageBox::Open || !maybeSave())
            continue;
        QString error;
        if (!m_crawls->recover(recovery, &error)) {
            m_window->ask(QMessageBox::Warning, tr("Unsaved crawl found"), error, QMessageBox::Ok);
            continue;
        }
        m_crawls->setGenerateOptions(keptGenerateOptions());
        m_window->showStatus(tr("Recovered the crawl of %1: Go On takes it up where it stopped")
                                 .arg(recovery.start.toDisplayString()),
                             10000);
        return 1; // one crawl per window; the others are offered at the next start
    }
    return 0;
}

} // namespace Studio
