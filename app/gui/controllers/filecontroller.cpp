#include "filecontroller.h"

#include "commands/replaceworkspace.h"
#include "controllers/windowservices.h"
#include "dialogs/openurldialog.h"
#include "document/accesssecrets.h"
#include "document/autosave.h"
#include "document/editordocument.h"
#include "model/namespaces.h"
#include "net/discovery.h"
#include "net/remoteloader.h"
#include "widgets/fitting.h"
#include "widgets/savelocation.h"
#include "widgets/workprogress.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Studio {

FileController::FileController(EditorDocument *document, Autosave *autosave,
                               WindowServices *window, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_autosave(autosave)
    , m_window(window)
{
    // A file given (opened, saved as, or none for a new document) replaces the address the
    // document was fetched from; openUrl() sets it after the document took the workspace.
    connect(document, &EditorDocument::filePathChanged, this, [this] {
        m_sourceUrl.clear();
        emit titleChanged();
    });
}

void FileController::setRecentMenu(QMenu *menu)
{
    m_recentMenu = menu;
    updateRecentFiles();
}

bool FileController::openFile(const QString &path)
{
    if (m_window->isBusy() || !maybeSave())
        return false;
    // Reading and checking run on a thread of their own (their parallel parts use the pool).
    // Cancel returns at once: the thread finishes the file it is in and its result is dropped,
    // so everything it touches is shared with it. A large workspace is checked after it is
    // shown, in the background (EditorDocument::isChecking()).
    auto progress = std::make_shared<LoadProgress>();
    auto result = std::make_shared<EditorDocument::ReadResult>();
    const QString name = QFileInfo(path).fileName();
    m_window->runInBackground(
        tr("Opening %1…").arg(name),
        [progress, result, path, options = m_document->checkOptions(), limits = readLimits(),
         checkUpTo = m_document->backgroundCheckFrom() - 1] {
            *result = EditorDocument::read(path, options, progress.get(), limits, checkUpTo);
        },
        [progress] {
            progress->cancel();
            return true;
        },
        [progress, name](QProgressDialog &dialog) {
            const int total = progress->filesTotal();
            if (progress->stage() == LoadProgress::Checking) {
                dialog.setLabelText(tr("Checking %1…").arg(name));
                dialog.setRange(0, 0);
            } else if (total > 1) {
                dialog.setLabelText(tr("Reading %1: %2 of %Ln files", nullptr, total)
                                        .arg(name)
                                        .arg(progress->filesDone()));
                dialog.setRange(0, total);
            }
            dialog.setValue(total > 1 ? progress->filesDone() : 0);
        });
    if (progress->isCancelled()) {
        m_window->showStatus(tr("Opening %1 was cancelled").arg(path), 5000);
        return false;
    }
    if (!result->error.isEmpty()) {
        m_window->ask(QMessageBox::Critical, tr("Open"),
            tr("Could not open %1:\n%2").arg(path, result->error), QMessageBox::Ok);
        return false;
    }
    m_document->adopt(path, std::move(*result));
    addRecentFile(path);
    tellReadInPart(path);
    offerRecovery(path);
    emit opened();
    m_window->showStatus(tr("Opened %1").arg(path), 5000);
    return true;
}

void FileController::offerRecovery(const QString &path)
{
    const std::optional<Autosave::Recovery> recovery = Autosave::find(path);
    if (!recovery)
        return;
    const QString when = QLocale().toString(recovery->savedAt.toLocalTime(), QLocale::ShortFormat);
    if (recovery->sourceChanged) {
        const QString kept = Autosave::keepAside(*recovery);
        m_window->ask(QMessageBox::Warning, tr("Unsaved changes found"),
            tr("Changes to %1 made before %2 were not saved when Sitemap Studio last ended. The "
               "file has changed on disk since, so they were not applied: they would undo those "
               "changes. The copy was kept in %3.")
                .arg(QFileInfo(path).fileName(), when,
                     QDir::toNativeSeparators(kept.isEmpty() ? recovery->folder : kept)),
            QMessageBox::Ok);
        return;
    }
    const auto answer = m_recoverWithoutAsking
        ? QMessageBox::Yes
        : m_window->ask(QMessageBox::Question, tr("Unsaved changes found"),
              tr("Changes to %1 made before %2 were not saved when Sitemap Studio "
                 "last ended. Recover them?")
                  .arg(QFileInfo(path).fileName(), when),
              QMessageBox::Yes | QMessageBox::No);
    if (answer != QMessageBox::Yes) {
        Autosave::remove(*recovery);
        return;
    }
    Workspace recovered = m_document->workspace();
    if (!Autosave::apply(*recovery, &recovered)) {
        m_window->ask(QMessageBox::Warning, tr("Unsaved changes found"),
            tr("The copy in %1 could not be read; it was left there.")
                .arg(QDir::toNativeSeparators(recovery->folder)),
            QMessageBox::Ok);
        return;
    }
    m_document->undoStack()->push(
        new ReplaceWorkspace(m_document, std::move(recovered), tr("Recover unsaved changes")));
    // The copy is this session's now: kept under its lock, and no longer offered elsewhere.
    m_autosave->saveNow();
    m_window->showStatus(tr("Recovered the changes made before %1").arg(when), 10000);
}

int FileController::offerLeftBehindWork()
{
    int recovered = 0;
    for (const Autosave::Recovery &recovery : Autosave::leftBehind()) {
        const QString when
            = QLocale().toString(recovery.savedAt.toLocalTime(), QLocale::ShortFormat);
        const QString what = recovery.source.isEmpty()
            ? (recovery.title.isEmpty() ? tr("an untitled sitemap") : recovery.title)
            : QDir::toNativeSeparators(recovery.source);
        const auto answer = m_window->ask(
            QMessageBox::Question, tr("Unsaved work found"),
            tr("Sitemap Studio ended without saving the changes to %1 made before %2. Open them "
               "now?\n\nDiscard deletes them; Cancel keeps them for the next start.")
                .arg(what, when),
            QMessageBox::Open | QMessageBox::Discard | QMessageBox::Cancel);
        if (answer == QMessageBox::Discard) {
            Autosave::remove(recovery);
            continue;
        }
        if (answer != QMessageBox::Open || !maybeSave())
            continue;
        if (!recovery.source.isEmpty()) {
            // The file is read as it is on disk and the copy applied on top (or, when the
            // file changed since, kept aside with a message saying so).
            m_recoverWithoutAsking = true;
            const bool opened = openFile(recovery.source);
            m_recoverWithoutAsking = false;
            if (!opened)
                continue;
        } else {
            std::optional<Workspace> workspace = Autosave::load(recovery);
            if (!workspace) {
                m_window->ask(QMessageBox::Warning, tr("Unsaved work found"),
                    tr("The copy in %1 could not be read; it was left there.")
                        .arg(QDir::toNativeSeparators(recovery.folder)),
                    QMessageBox::Ok);
                continue;
            }
            // Recovered work is unsaved work: one undo step on an empty document.
            m_document->clear();
            const QString location = workspace->root().source.location;
            m_document->undoStack()->push(new ReplaceWorkspace(m_document, std::move(*workspace),
                                                               tr("Recover unsaved changes")));
            m_sourceUrl = RemoteLoader::isRemote(location) ? QUrl(location) : QUrl();
            emit titleChanged();
            Autosave::remove(recovery);
            m_autosave->saveNow();
            m_window->showStatus(tr("Recovered the changes made before %1").arg(when), 10000);
        }
        ++recovered;
        break; // one document per window; the others are offered at the next start
    }
    return recovered;
}

bool FileController::saveFile(const QString &path)
{
    if (m_window->isBusy() || !confirmWritingPart(tr("Save")))
        return false;
    // A file is laid out anew only where its bytes cannot be kept: said before, since the
    // diff will show every line.
    QStringList added;
    const QString rewrites = m_document->wholeRewrites(&added);
    if (!rewrites.isEmpty()
        && m_window->ask(QMessageBox::Warning, tr("Save"),
                         tr("Saving writes these files anew, every line laid out by Sitemap "
                            "Studio, rather than changing only what was edited:\n\n%1\n\n"
                            "Save all the same?")
                             .arg(rewrites),
                         QMessageBox::Save | QMessageBox::Cancel)
            != QMessageBox::Save)
        return false;
    // Written on a thread of its own while the progress dialog keeps the document from
    // changing; Cancel stops before the next file is committed, and waits for the thread,
    // which reads the workspace until it ends.
    auto job = std::make_shared<EditorDocument::SaveJob>(m_document->planSave(path));
    if (job->error.isEmpty()) {
        const Workspace *workspace = &m_document->workspace();
        m_window->runInBackground(
            tr("Saving %1…").arg(QFileInfo(path).fileName()),
            [job, workspace] { EditorDocument::writeSave(*workspace, *job); },
            [job] {
                job->cancel->store(true);
                return false;
            });
    }
    if (!m_document->finishSave(*job)) {
        m_window->ask(QMessageBox::Critical, tr("Save"), job->error, QMessageBox::Ok);
        return false;
    }
    // A namespace new content needs went into the root start tag: the one other line changed.
    QStringList prefixes;
    for (const QString &uri : std::as_const(added))
        if (const QString prefix = Namespaces::canonicalPrefix(Namespaces::classify(uri));
            !prefix.isEmpty())
            prefixes.append(QStringLiteral("xmlns:") + prefix);
    m_window->showStatus(prefixes.isEmpty()
                             ? tr("Saved %1").arg(path)
                             : tr("Saved %1; its root element now declares %2")
                                   .arg(path, prefixes.join(QStringLiteral(", "))),
                         5000);
    return true;
}

void FileController::open()
{
    const QString path = QFileDialog::getOpenFileName(
        m_window->dialogParent(), tr("Open Sitemap"), QFileInfo(m_document->filePath()).path(),
        tr("Sitemaps (*.xml *.xml.gz *.gz *.zip);;Lists, feeds, robots.txt and tables (*.txt "
           "*.txt.gz *.rss *.atom *.xml *.csv *.tsv);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void FileController::showOpenUrlDialog()
{
    if (m_window->isBusy())
        return;
    delete m_window->dialogParent()->findChild<OpenUrlDialog *>(QStringLiteral("openUrlDialog"));
    auto *dialog = new OpenUrlDialog(m_window->dialogParent(), m_secrets);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const QUrl url = dialog->url();
        const RemoteLoadOptions options = dialog->options();
        // Kept for the session (and in the keyring when asked), never with the document.
        if (m_secrets)
            m_secrets->keep(url, dialog->secrets(), dialog->rememberSecrets(), this,
                            [this, host = url.host()](bool ok, const QString &error) {
                                if (!ok)
                                    m_window->showStatus(
                                        tr("The keyring did not keep the login of %1 (%2): it "
                                           "is kept until Sitemap Studio ends")
                                            .arg(host, error),
                                        10000);
                            });
        // After the dialog has gone: the questions and progress that follow are the window's.
        QMetaObject::invokeMethod(
            this, [this, url, options] { openUrl(url, options); }, Qt::QueuedConnection);
    });
    dialog->open();
}

bool FileController::openUrl(const QUrl &url, const RemoteLoadOptions &given)
{
    if (m_window->isBusy() || !maybeSave())
        return false;
    RemoteLoadOptions options = given;
    if (!options.fetch.credentials && m_secrets)
        options.fetch.credentials = m_secrets->given(url).credentialsFor(url);
    QUrl sitemap = url;
    if (Discovery::isSiteUrl(url)) {
        sitemap = discoverSitemap(url, options.fetch);
        if (!sitemap.isValid())
            return false;
    }
    return loadUrl(sitemap, options);
}

QUrl FileController::discoverSitemap(const QUrl &site, const FetchOptions &fetch)
{
    // Discovery asks one address after the other in this thread's event loop; the window
    // paints meanwhile and the modal progress keeps the document as it is. The login goes to
    // the site's robots.txt and sitemaps (its origin), never to another host.
    Discovery discovery(fetch);
    {
        WorkProgress progress(QStringLiteral("discoveryProgress"),
                              tr("Looking for the sitemaps of %1…").arg(site.toDisplayString()),
                              tr("Cancel"), m_window->dialogParent());
        QEventLoop loop;
        connect(&discovery, &Discovery::finished, &loop, &QEventLoop::quit);
        connect(&progress, &QProgressDialog::canceled, &discovery, &Discovery::cancel);
        m_window->setBusy(true);
        discovery.start(site);
        if (discovery.isRunning())
            loop.exec();
        m_window->setBusy(false);
        // Gone for good before the message below: one failure, one message.
        progress.finish();
    }
    const DiscoveryResult &result = discovery.result();
    if (result.error == FetchResult::Error::Cancelled) {
        m_window->showStatus(
            tr("Looking for the sitemaps of %1 was cancelled").arg(site.toDisplayString()), 5000);
        return {};
    }
    if (!result.reachable()) {
        m_window->ask(QMessageBox::Critical, tr("Open URL"),
            tr("Could not open %1:\n%2").arg(site.toDisplayString(), result.errorMessage),
            QMessageBox::Ok);
        return {};
    }
    if (result.sitemaps.isEmpty()) {
        QStringList asked = result.messages;
        if (asked.isEmpty())
            for (const DiscoveryProbe &probe : result.probes)
                asked.append(probe.message);
        m_window->ask(QMessageBox::Warning, tr("Open URL"),
            tr("No sitemap was found for %1.\n\n%2").arg(site.toDisplayString(), asked.join(u'\n')),
            QMessageBox::Ok);
        return {};
    }
    if (result.sitemaps.size() == 1)
        return result.sitemaps.first().url;
    SitemapChoiceDialog choice(site, result.sitemaps, m_window->dialogParent());
    if (choice.exec() != QDialog::Accepted)
        return {};
    return choice.chosen();
}

bool FileController::loadUrl(const QUrl &url, const RemoteLoadOptions &options)
{
    // Fetching, reading and checking run on a thread of their own, the fetches in its own
    // event loop. Cancel stops the fetches there and waits the moment it takes; what was read
    // is then dropped, like a cancelled Open.
    struct Loaded
    {
        RemoteLoadProgress progress;
        bool ok = false;
        bool cancelled = false;
        bool truncated = false;
        QUrl finalUrl;
        QString error;
        EditorDocument::ReadResult read;
    };
    auto loaded = std::make_shared<Loaded>();
    loaded->read.checker = Checker(m_document->checkOptions());
    RemoteLoadOptions remote = options;
    remote.progress = &loaded->progress;
    const QString name = url.toDisplayString();
    m_window->runInBackground(
        tr("Opening %1…").arg(name),
        [loaded, url, remote, checkFrom = m_document->backgroundCheckFrom()] {
            RemoteLoadResult result = RemoteLoader::load(url, remote);
            loaded->cancelled = result.cancelled || loaded->progress.isCancelled();
            loaded->truncated = result.truncated;
            loaded->finalUrl = result.root.finalUrl;
            if (loaded->cancelled)
                return;
            if (!result.ok()) {
                loaded->error = result.root.message;
                return;
            }
            if (result.workspace.isEmpty() || result.workspace.root().failed) {
                QStringList reasons;
                if (!result.workspace.isEmpty())
                    for (const Finding &f : std::as_const(result.workspace.root().findings))
                        if (f.severity == Severity::Error)
                            reasons.append(f.toString());
                loaded->error = reasons.isEmpty()
                    ? EditorDocument::tr("%1 is not a sitemap.").arg(url.toDisplayString())
                    : reasons.join(u'\n');
                return;
            }
            loaded->read.workspace = std::move(result.workspace);
            // A large one is checked once shown (EditorDocument::adopt()).
            loaded->read.checked = loaded->read.workspace.entryCount() < checkFrom;
            if (loaded->read.checked)
                loaded->read.checker.checkAll(loaded->read.workspace);
            loaded->ok = true;
        },
        [loaded] {
            loaded->progress.cancel();
            return false;
        },
        [loaded, name](QProgressDialog &dialog) {
            const RemoteLoadProgress &p = loaded->progress;
            const int total = p.filesTotal();
            const QLocale locale;
            dialog.setLabelText(tr("Opening %1\nfiles %2/%3, %4 URLs, %5")
                                    .arg(name)
                                    .arg(p.filesDone())
                                    .arg(total)
                                    .arg(locale.toString(p.urls()))
                                    .arg(locale.formattedDataSize(p.bytes())));
            dialog.setRange(0, total > 1 ? total : 0);
            dialog.setValue(total > 1 ? p.filesDone() : 0);
        });
    if (loaded->cancelled) {
        m_window->showStatus(tr("Opening %1 was cancelled").arg(name), 5000);
        return false;
    }
    if (!loaded->ok) {
        m_window->ask(QMessageBox::Critical, tr("Open URL"),
            tr("Could not open %1:\n%2").arg(name, loaded->error), QMessageBox::Ok);
        return false;
    }
    m_document->adopt(QString(), std::move(loaded->read));
    m_sourceUrl = loaded->finalUrl.isValid() ? loaded->finalUrl : url;
    emit titleChanged();
    addRecentFile(url.toString());
    tellReadInPart(url.toDisplayString());
    emit opened();
    m_window->showStatus(loaded->truncated
                                 ? tr("Opened %1; the limits left some sitemaps unread (see the "
                                      "warnings)")
                                       .arg(name)
                                 : tr("Opened %1").arg(name),
                             loaded->truncated ? 15000 : 5000);
    return true;
}

QString FileController::documentName() const
{
    if (m_sourceUrl.isValid())
        return m_sourceUrl.toDisplayString();
    return m_document->filePath().isEmpty() ? tr("Untitled")
                                            : QFileInfo(m_document->filePath()).fileName();
}

bool FileController::save()
{
    // A list, feed, robots.txt or table is not written over with a sitemap: Save As.
    if (!isSitemapFile())
        return saveAs();
    const QString path = m_document->filePath();
    // A file read with recovery would lose what could not be read: ask first.
    if (!path.isEmpty() && m_document->workspace().root().recovered) {
        const auto answer = m_window->ask(QMessageBox::Warning, tr("Save"),
                                tr("%1 could only be read in part. Saving over it drops what "
                                   "could not be read. Save under another name instead?")
                                    .arg(path),
                                QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel);
        if (answer == QMessageBox::Cancel)
            return false;
        if (answer == QMessageBox::Yes)
            return saveAs();
    }
    return path.isEmpty() ? saveAs() : saveFile(path);
}

bool FileController::saveAs()
{
    const QString textFilter = tr("URL list, one per line (*.txt)");
    QString filter;
    QString suggested = m_document->filePath();
    // Fetched from the web: the name it has there, in the folder of the dialog's choice.
    if (suggested.isEmpty() && m_sourceUrl.isValid())
        suggested = m_sourceUrl.fileName().isEmpty() ? u"sitemap.xml"_s : m_sourceUrl.fileName();
    // A new document (made by a crawl, an import or File → New): sitemap.xml, in the folder
    // of the file last opened or saved.
    if (suggested.isEmpty()) {
        suggested = SaveLocation::suggested(QString(), u"sitemap.xml"_s);
    }
    if (!isSitemapFile()) {
        const QFileInfo info(suggested);
        suggested = info.dir().filePath(info.completeBaseName().section(u'.', 0, 0) + u".xml"_s);
    }
    const QString path = QFileDialog::getSaveFileName(
        m_window->dialogParent(), tr("Save Sitemap As"), suggested,
        tr("Sitemap (*.xml);;Gzipped sitemap (*.xml.gz)") + u";;"_s + textFilter, &filter);
    if (path.isEmpty())
        return false;
    SaveLocation::remember(path);
    if (filter == textFilter || path.endsWith(u".txt", Qt::CaseInsensitive))
        return saveUrlList(path);
    return saveFile(path);
}

bool FileController::saveUrlList(const QString &path)
{
    // A list holds the locations alone: say what stays behind, and keep the document on its
    // sitemap file, since the list is a copy of part of it.
    const auto answer = m_window->ask(QMessageBox::Question, tr("Save as URL List"),
                            tr("A URL list keeps only the locations: last modification, change "
                               "frequency, priority, images, videos, news and alternates are "
                               "not written. The document stays open as %1.")
                                .arg(m_document->filePath().isEmpty() ? tr("an unsaved sitemap")
                                                                      : m_document->filePath()),
                            QMessageBox::Save | QMessageBox::Cancel);
    if (answer != QMessageBox::Save)
        return false;
    QString error;
    if (!m_document->saveUrlList(path, &error)) {
        m_window->ask(QMessageBox::Critical, tr("Save"), error, QMessageBox::Ok);
        return false;
    }
    m_window->showStatus(tr("Wrote the URL list %1").arg(path), 5000);
    return true;
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = m_window->ask(QMessageBox::Warning, tr("Unsaved changes"),
                            tr("%1 has unsaved changes. Save them?")
                                .arg(m_document->filePath().isEmpty() && !m_sourceUrl.isValid()
                                         ? tr("The sitemap")
                                         : documentName()),
                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    if (answer == QMessageBox::Discard) {
        m_autosave->discard();
        return true;
    }
    return false;
}

namespace {

const QString ReadingLimitKey = QStringLiteral("reading/maxMegabytes");

} // namespace

ReadLimits FileController::readLimits()
{
    ReadLimits limits;
    const qint64 megabytes = QSettings().value(ReadingLimitKey, 0).toLongLong();
    if (megabytes > 0)
        limits.maxBytes = megabytes * 1024 * 1024;
    return limits;
}

int FileController::readingLimitMegabytes()
{
    return int(readLimits().maxBytes / (1024 * 1024));
}

void FileController::setReadingLimitMegabytes(int megabytes)
{
    QSettings().setValue(ReadingLimitKey, megabytes);
}

void FileController::chooseReadingLimit()
{
    QInputDialog dialog(m_window->dialogParent());
    dialog.setObjectName(QStringLiteral("readingLimitDialog"));
    dialog.setWindowTitle(tr("Reading Limit"));
    dialog.setLabelText(
        tr("Read at most this many megabytes of a compressed file, a zip entry or a download "
           "(an uncompressed file on disk is always read whole). Files opened from now on use "
           "it:"));
    dialog.setInputMode(QInputDialog::IntInput);
    dialog.setIntRange(1, MaxReadingLimitMegabytes);
    dialog.setIntStep(16);
    dialog.setIntValue(readingLimitMegabytes());
    // The question wraps rather than widening the dialog past a small screen.
    Fitting::wrapLongLabels(&dialog);
    if (dialog.exec() == QDialog::Accepted)
        setReadingLimitMegabytes(dialog.intValue());
}

void FileController::tellReadInPart(const QString &name)
{
    const QStringList &reasons = m_document->workspace().limitsReached;
    if (reasons.isEmpty())
        return;
    m_window->ask(QMessageBox::Warning, tr("Read in Part"),
        tr("%1 was read only in part:\n\n%2\n\nThe reading limit is %3 MB (Tools → Reading "
           "Limit…); raise it and open the file again to read it whole. Until then, Save and "
           "Export ask before writing a copy that lacks what was not read.")
            .arg(name, reasons.join(u'\n'))
            .arg(readLimits().maxBytes / (1024 * 1024)),
        QMessageBox::Ok);
}

bool FileController::confirmWritingPart(const QString &title)
{
    const QStringList &reasons = m_document->workspace().limitsReached;
    if (reasons.isEmpty())
        return true;
    return m_window->ask(QMessageBox::Warning, title,
               tr("The document was read only in part:\n\n%1\n\nWhat you write now lacks what "
                  "was not read. Write it all the same?")
                   .arg(reasons.join(u'\n')),
               QMessageBox::Yes | QMessageBox::Cancel)
        == QMessageBox::Yes;
}

void FileController::revert()
{
    const QString path = m_document->filePath();
    if (path.isEmpty() || !m_document->isModified())
        return;
    if (m_window->ask(QMessageBox::Question, tr("Revert"),
            tr("Drop the unsaved changes and read %1 again?").arg(QFileInfo(path).fileName()),
            QMessageBox::Yes | QMessageBox::No)
        != QMessageBox::Yes)
        return;
    m_autosave->discard();
    QString error;
    if (!m_document->load(path, &error))
        m_window->ask(QMessageBox::Critical, tr("Revert"), error, QMessageBox::Ok);
}

void FileController::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    // Addresses are kept as they are, files by their absolute path.
    const QString absolute
        = RemoteLoader::isRemote(path) ? path : QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > 10)
        files.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), files);
    updateRecentFiles();
}

void FileController::updateRecentFiles()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    // "&1 sitemap.xml": the number is the mnemonic, from 1 to 9; an '&' in the name is literal.
    auto entryText = [](int i, QString name) {
        name.replace(u'&', u"&&"_s);
        return (i < 9 ? u"&%1 %2"_s : u"%1 %2"_s).arg(i + 1).arg(name);
    };
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        if (RemoteLoader::isRemote(path)) {
            const QUrl url(path, QUrl::TolerantMode);
            QAction *open = m_recentMenu->addAction(entryText(i, url.toDisplayString()));
            open->setToolTip(url.toDisplayString());
            connect(open, &QAction::triggered, this,
                    [this, url] { openUrl(url, OpenUrlDialog::savedOptions()); });
            continue;
        }
        QAction *open = m_recentMenu->addAction(entryText(i, QFileInfo(path).fileName()));
        open->setToolTip(QDir::toNativeSeparators(path));
        connect(open, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

bool FileController::isSitemapFile() const
{
    if (m_document->filePath().isEmpty() || m_document->workspace().isEmpty())
        return true;
    switch (m_document->workspace().root().source.format) {
    case SourceFormat::Text:
    case SourceFormat::Rss:
    case SourceFormat::Atom:
    case SourceFormat::Robots:
    case SourceFormat::Csv:
        return false;
    case SourceFormat::Unknown:
    case SourceFormat::UrlSet:
    case SourceFormat::SitemapIndex:
        break;
    }
    return true;
}

} // namespace Studio
