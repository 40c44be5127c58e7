#include "crawldocument.h"

#include "document/autosave.h"
#include "io/writing/durablefile.h"
#include "net/crawlsettings.h"
#include "net/crawlstore.h"
#include "net/rendererprocesses.h"
#include "util/allocator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QLockFile>
#include <QUuid>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The autosave folder's crawls are folders of their own, beside the sitemaps' copies (which
// Autosave tells by their recovery.json, which these have not).
constexpr auto FolderPrefix = "crawl-"_L1;
constexpr auto StoreName = "crawl.crawl"_L1;
// A folder of a crawl that no running Sitemap Studio holds and whose store cannot be read is
// removed once it is this old (younger, it may be one being made).
constexpr qint64 StaleFolderSeconds = 600;

void removeStoreFiles(const QString &path)
{
    for (const QString &suffix : { QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s })
        QFile::remove(path + suffix);
}

int doneCount(const CrawlResult &crawl)
{
    return int(std::count_if(crawl.pages.cbegin(), crawl.pages.cend(),
                             [](const CrawledPage &page) { return page.isDone(); }));
}

} // namespace

CrawlDocument::CrawlDocument(QObject *parent)
    : QObject(parent)
{
    setObjectName(u"crawlDocument"_s);
    // The store writes a batch as pages come; a slow site or a pause would leave the last
    // pages waiting, which a kill would lose.
    m_flushTimer.setInterval(2000);
    connect(&m_flushTimer, &QTimer::timeout, this, &CrawlDocument::flushStore);
}

Crawler *CrawlDocument::crawler()
{
    if (m_crawler)
        return m_crawler;
    m_crawler = new Crawler(CrawlOptions(), this);
    connect(m_crawler, &Crawler::pageDone, this, [this](qsizetype index) {
        if (m_store)
            m_store->pageDone(m_crawler->result(), index);
        // Saved only while each page goes to the user's file as it comes (a crawl gone on
        // with in its file), and that file is still the crawl's.
        setModified(!m_store || m_storeFailed
                    || QFileInfo(m_store->path()).absoluteFilePath() != m_filePath);
        Q_EMIT pageDone(index);
    });
    connect(m_crawler, &Crawler::progress, this, [this](int done, int waiting, int failed) {
        m_done = done;
        m_waiting = waiting;
        m_failed = failed;
        Q_EMIT progressChanged();
    });
    connect(m_crawler, &Crawler::finished, this, &CrawlDocument::crawlFinished);
    return m_crawler;
}

CrawlDocument::~CrawlDocument()
{
    if (m_running) {
        // What was done is in the store (the copy or the user's file); the rest is lost with
        // the window, as after a kill, and offered back at the next start.
        disconnect(m_crawler, nullptr, this, nullptr);
        if (m_store)
            m_store->flush(m_crawler->result());
        m_crawler->cancel();
    }
    delete m_crawler; // before the renderers it holds
}

Crawler *CrawlDocument::crawlerFor(const CrawlOptions &options)
{
    Crawler *crawler = this->crawler();
    crawler->setOptions(options);
    // Renderers of their own for each crawl, so that none carries a page's state into the next;
    // a renderer starts when the first page to render comes, so that a static site starts none.
    crawler->setRenderer(nullptr);
    m_renderer = RendererProcesses::forCrawl(options);
    crawler->setRenderer(m_renderer.get());
    return crawler;
}

bool CrawlDocument::flushStore()
{
    if (!m_store || !m_running)
        return true;
    QString error;
    if (m_store->flush(m_crawler->result(), &error))
        return true;
    storeFailed(error);
    return false;
}

void CrawlDocument::storeFailed(const QString &error)
{
    // The pages are in memory still: the crawl is unsaved work, and the user is told once.
    const bool first = !m_storeFailed;
    m_storeFailed = true;
    setModified(true);
    if (first)
        Q_EMIT keepingFailed(error);
}

QString CrawlDocument::siteName() const
{
    const QUrl &start = crawl().startUrl;
    return start.host().isEmpty() ? start.toDisplayString() : start.host();
}

QString CrawlDocument::displayName() const
{
    return tr("the crawl of %1 (%Ln pages)", nullptr, m_done).arg(siteName());
}

int CrawlDocument::indexablePages() const
{
    if (m_indexable >= 0 && !m_running)
        return m_indexable;
    const CrawlResult &result = crawl();
    const int indexable
        = int(std::count_if(result.pages.cbegin(), result.pages.cend(),
                            [&](const CrawledPage &page) { return result.isIndexable(page); }));
    if (!m_running)
        m_indexable = indexable;
    return indexable;
}

void CrawlDocument::forgetSummary()
{
    m_summary.clear();
    m_briefSummary.clear();
    m_indexable = -1;
}

QString CrawlDocument::summary(bool withFailures) const
{
    QString &cached = withFailures ? m_summary : m_briefSummary;
    if (!cached.isEmpty() && !m_running)
        return cached;
    const CrawlResult &crawl = this->crawl();
    // In the live counts' words: pages done are fetched or decided without a request.
    int done = 0;
    QList<const CrawledPage *> failures;
    for (const CrawledPage &page : crawl.pages) {
        done += page.isDone();
        if (page.has(CrawledPage::Fetched)
            && (page.status >= 400 || page.error != FetchResult::Error::None))
            failures.append(&page);
    }
    const QLocale locale;
    QString text = tr("%1 pages done, %2 failed, %3 indexable", nullptr, int(done))
                       .arg(locale.toString(done), locale.toString(failures.size()),
                            locale.toString(indexablePages()));
    // First: nothing else was crawled.
    if (const QString login = loginProblem(); !login.isEmpty())
        text = login + u'\n' + text;
    if (const int notFetched = done - crawl.pagesFetched(); notFetched > 0)
        text += u'\n'
            + tr("%Ln of them not fetched: robots.txt disallows them or could not be read", nullptr,
                 notFetched);
    if (crawl.cancelled)
        text += u'\n'
            + (m_finished ? tr("Stopped before the end: Go On takes it up where it stopped.")
                          : tr("Cut short when Sitemap Studio ended: Go On takes it up where it "
                               "stopped."));
    for (const QString &limit : crawl.limitsReached)
        text += u'\n' + limit;
    for (const CrawlCut &cut : crawl.cuts)
        text += u'\n' + cut.describe();
    // Which failed, and why: the first few.
    constexpr int ShownFailures = 5;
    for (qsizetype i = 0; withFailures && i < failures.size() && i < ShownFailures; ++i) {
        const CrawledPage &page = *failures.at(i);
        // The status says it (the page's message repeats the URL); else why nothing came.
        const QString why = page.status >= 400 ? tr("HTTP %1").arg(page.status) : page.message;
        text += u'\n' + tr("Failed: %1 (%2)").arg(crawl.urlText(page.url), why);
    }
    if (withFailures && failures.size() > ShownFailures)
        text += u'\n'
            + tr("… and %Ln more failed; the Crawl view lists them all", nullptr,
                 int(failures.size() - ShownFailures));
    if (!m_running)
        cached = text;
    return text;
}

bool CrawlDocument::needsLoginCheck(const CrawlOptions &options)
{
    return options.credentials || !options.keptCredentials.isEmpty();
}

bool CrawlDocument::loginStillHolds(CrawlResult *crawl, const CrawlOptions &options)
{
    // One request, within the page time; the window shows that it waits and takes no input
    // meanwhile (Fetcher::fetchBlocking), so nothing can start, close or go on under it.
    QGuiApplication::setOverrideCursor(Qt::BusyCursor);
    const bool holds = Crawler::loginStillHolds(crawl, options);
    QGuiApplication::restoreOverrideCursor();
    return holds;
}

QString CrawlDocument::loginProblem(const CrawlResult &crawl,
                                    const std::shared_ptr<const SiteCredentials> &given)
{
    const LoginRefusal refusal = LoginRefusal::of(crawl);
    if (refusal.isEmpty())
        return {};
    const QString url = refusal.url.toDisplayString();
    if (refusal.status == 403) {
        if (given && given->appliesTo(refusal.url))
            return tr("%1 refuses access (HTTP 403) with the login, cookies or headers given.")
                .arg(url);
        return tr("%1 refuses access (HTTP 403): it may want a login, a cookie or a header, or "
                  "it turns this user agent away.")
            .arg(url);
    }
    if (given && given->hasLogin() && given->appliesTo(refusal.url)) {
        if (refusal.realm.isEmpty())
            return tr("%1 refused the login of the user “%2” (HTTP 401).").arg(url, given->user());
        return tr("%1 refused the login of the user “%2” (HTTP 401, realm “%3”).")
            .arg(url, given->user(), refusal.realm);
    }
    if (refusal.realm.isEmpty())
        return tr("The site asks for a login (HTTP 401 at %1).").arg(url);
    return tr("The site asks for a login (HTTP 401 at %1, realm “%2”).").arg(url, refusal.realm);
}

QString CrawlDocument::autosavePath() const
{
    return m_autosaveFolder.isEmpty() ? QString() : m_autosaveFolder + u'/' + StoreName;
}

qint64 CrawlDocument::elapsedMs() const
{
    if (!isRunning())
        return crawl().elapsedMs;
    const qint64 paused = m_pausedMs + (isPaused() ? m_pausedClock.elapsed() : 0);
    return m_elapsedBefore + m_clock.elapsed() - paused;
}

double CrawlDocument::pagesPerSecond() const
{
    const qint64 ms = elapsedMs() - m_elapsedBefore;
    return ms > 0 ? (m_done - m_doneBefore) * 1000.0 / double(ms) : 0.0;
}

void CrawlDocument::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

void CrawlDocument::beginRun()
{
    forgetSummary();
    m_hasCrawl = true;
    m_running = true;
    m_finished = false;
    m_storeFailed = false;
    m_clock.start();
    m_pausedMs = 0;
    m_elapsedBefore = m_crawler->result().elapsedMs;
    m_flushTimer.start();
    Q_EMIT crawlReset();
    Q_EMIT runningChanged(true);
    Q_EMIT progressChanged();
}

bool CrawlDocument::start(const QUrl &start, const CrawlOptions &options, QString *error)
{
    if (!start.isValid() || start.host().isEmpty()
        || (start.scheme() != u"http" && start.scheme() != u"https")) {
        *error = tr("Enter the http or https address of a page of the site.");
        return false;
    }
    stop();
    Q_EMIT crawlAboutToBeReset();
    dropAutosave();
    m_store.reset();
    m_crawl = CrawlResult();
    m_crawl.startUrl = start;
    m_options = options;
    m_filePath.clear();
    m_done = m_waiting = m_failed = 0;
    m_doneBefore = 0;
    // The copy is made before the first page comes, so that a kill at any point leaves it.
    QString why;
    const bool kept = keepInAutosave(m_crawl, &why);
    crawlerFor(options);
    m_crawler->start(start);
    beginRun();
    if (!kept)
        storeFailed(tr("The crawl is not kept as it goes, and a crash would lose it: %1").arg(why));
    setModified(true);
    Q_EMIT filePathChanged();
    return true;
}

bool CrawlDocument::goOnWith(const QString &path, QString *error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    auto store = std::make_unique<CrawlStore>();
    CrawlResult earlier;
    CrawlOptions options;
    bool finished = false;
    if (!store->open(absolute, false, error) || !store->load(&earlier, &options, &finished, error))
        return false;
    // Its secrets were never kept: they are asked for again.
    if (!options.credentials && !options.keptCredentials.isEmpty() && m_credentialsPrompt
        && !m_credentialsPrompt(earlier.startUrl, &options)) {
        error->clear();
        return false;
    }
    if (!earlier.isComplete() && needsLoginCheck(options)
        && !loginStillHolds(&earlier, options)) {
        *error = loginProblem(earlier, options.credentials);
        return false;
    }
    stop();
    Q_EMIT crawlAboutToBeReset();
    dropAutosave();
    m_store = std::move(store);
    m_options = options;
    m_filePath = absolute;
    m_crawl = CrawlResult();
    m_doneBefore = m_done = doneCount(earlier);
    m_waiting = m_failed = 0;
    crawlerFor(options);
    m_crawler->resumeFrom(std::move(earlier));
    beginRun();
    setModified(false); // the file takes each page as it comes
    Q_EMIT filePathChanged();
    return true;
}

bool CrawlDocument::goOn(QString *error)
{
    if (!m_hasCrawl || isRunning())
        return false;
    // Opened or recovered: its secrets were never kept, and are asked for again.
    CrawlOptions options = m_options;
    if (!options.credentials && !options.keptCredentials.isEmpty() && m_credentialsPrompt
        && !m_credentialsPrompt(m_crawl.startUrl, &options)) {
        error->clear();
        return false;
    }
    // A refusal is said, and the crawl held stays as it was.
    if (!m_crawl.isComplete() && needsLoginCheck(options)) {
        const bool required = m_crawl.loginRequired;
        const int status = m_crawl.loginStatus;
        const QString realm = m_crawl.loginRealm;
        if (!loginStillHolds(&m_crawl, options)) {
            *error = loginProblem(m_crawl, options.credentials);
            m_crawl.loginRequired = required;
            m_crawl.loginStatus = status;
            m_crawl.loginRealm = realm;
            return false;
        }
    }
    m_options = options;
    // The pages go on into a new copy in the autosave folder, which holds those done first:
    // the crawl is unsaved work again until it is saved. The old copy (a recovered crawl's
    // only one) goes only once the new one holds it all.
    const QString oldFolder = m_autosaveFolder;
    std::unique_ptr<QLockFile> oldLock = std::move(m_lock);
    m_autosaveFolder.clear();
    if (!keepInAutosave(m_crawl, error)) {
        m_autosaveFolder = oldFolder;
        m_lock = std::move(oldLock);
        return false;
    }
    if (!oldFolder.isEmpty()) {
        oldLock.reset();
        QDir(oldFolder).removeRecursively();
    }
    m_doneBefore = m_done = doneCount(m_crawl);
    Q_EMIT crawlAboutToBeReset();
    crawlerFor(m_options);
    m_crawler->resumeFrom(std::move(m_crawl));
    m_crawl = CrawlResult();
    beginRun();
    setModified(true);
    return true;
}

void CrawlDocument::pause()
{
    if (!m_running || isPaused())
        return;
    m_crawler->pause();
    m_pausedClock.start();
    flushStore(); // what was done is kept while it waits
    Q_EMIT pausedChanged(true);
}

void CrawlDocument::resume()
{
    if (!m_running || !isPaused())
        return;
    m_pausedMs += m_pausedClock.elapsed();
    m_crawler->resume();
    Q_EMIT pausedChanged(false);
}

void CrawlDocument::stop()
{
    if (m_crawler && m_crawler->isRunning())
        m_crawler->cancel(); // finished() follows at once
}

void CrawlDocument::crawlFinished()
{
    // The same pages, moved: views that index them read the same ones from here on.
    m_crawl = m_crawler->takeResult();
    m_running = false;
    forgetSummary();
    m_flushTimer.stop();
    m_finished = true;
    QString error = m_crawler->error();
    if (m_store) {
        QString storeError;
        if (!m_store->finish(m_crawl, &storeError)) {
            storeFailed(storeError);
            if (error.isEmpty())
                error = storeError;
        }
        m_store.reset();
    }
    Q_EMIT runningChanged(false);
    Q_EMIT progressChanged();
    Q_EMIT finished(error);
}

bool CrawlDocument::replaceFile(const QString &from, const QString &to, QString *error)
{
    // A stale log of an earlier database at `to` must not be read into the new one.
    QFile::remove(to + u"-wal"_s);
    QFile::remove(to + u"-shm"_s);
    // rename(2) replaces `to` in one step: the old file stays whole until the new one is there.
    if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) != 0) {
        *error = tr("Cannot write %1").arg(QDir::toNativeSeparators(to));
        return false;
    }
    DurableFile::syncFolder(QFileInfo(to).absolutePath());
    return true;
}

bool CrawlDocument::save(const QString &path, QString *error)
{
    if (!m_hasCrawl) {
        *error = tr("There is no crawl to save");
        return false;
    }
    const QString target = QFileInfo(path).absoluteFilePath();
    if (isRunning() && m_store && !m_storeFailed
        && QFileInfo(m_store->path()).absoluteFilePath() == target) {
        // The file takes each page as it comes already.
        if (!m_store->flush(crawl(), error))
            return false;
        m_filePath = target;
        setModified(false);
        return true;
    }
    // Written beside the target and renamed over it only once whole; nothing is left behind
    // when it fails.
    const QString partial = target + u".part"_s;
    bool written = false;
    {
        std::unique_ptr<CrawlStore> store = writeWhole(partial, crawl(), m_options, error);
        written
            = store && (isRunning() ? store->flush(crawl(), error) : store->finish(crawl(), error));
    }
    if (written) {
        QFile::remove(partial + u"-wal"_s);
        QFile::remove(partial + u"-shm"_s);
        written = replaceFile(partial, target, error);
    }
    if (!written) {
        removeStoreFiles(partial);
        return false;
    }
    m_filePath = target;
    Q_EMIT filePathChanged();
    if (!isRunning())
        dropAutosave(); // the user's file holds it all now
    // While it runs, the next page makes it unsaved again (the copy goes on in the autosave
    // folder, not in this file).
    setModified(false);
    return true;
}

bool CrawlDocument::open(const QString &path, QString *error)
{
    CrawlResult crawl;
    CrawlOptions options;
    bool finished = false;
    if (!CrawlStore::read(path, &crawl, &options, &finished, error))
        return false;
    // What reading it took (the database's pages, each row's text) goes back before the views
    // and the audit take theirs: a crawl of 200,000 pages is some 200 MB held.
    releaseFreedMemory();
    setCrawl(std::move(crawl), options);
    m_finished = finished;
    forgetSummary(); // it says whether the crawl ran to its end
    m_filePath = QFileInfo(path).absoluteFilePath();
    Q_EMIT filePathChanged();
    return true;
}

void CrawlDocument::setCrawl(CrawlResult crawl, const CrawlOptions &options)
{
    stop();
    Q_EMIT crawlAboutToBeReset();
    // Another crawl: the file and the copy of the one held are not its own.
    dropAutosave();
    m_store.reset();
    m_filePath.clear();
    m_crawl = std::move(crawl);
    forgetSummary();
    m_options = options;
    m_hasCrawl = true;
    m_finished = true;
    m_storeFailed = false;
    m_done = doneCount(m_crawl);
    m_waiting = 0;
    m_failed = m_crawl.pagesFailed();
    setModified(false);
    Q_EMIT crawlReset();
    Q_EMIT progressChanged();
    Q_EMIT filePathChanged();
}

bool CrawlDocument::recover(const Recovery &recovery, QString *error)
{
    CrawlResult crawl;
    CrawlOptions options;
    bool finished = false;
    if (!CrawlStore::read(recovery.store, &crawl, &options, &finished, error))
        return false;
    auto lock = std::make_unique<QLockFile>(recovery.folder + u'/' + Autosave::lockFileName());
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) {
        *error
            = tr("Another Sitemap Studio keeps %1").arg(QDir::toNativeSeparators(recovery.folder));
        return false;
    }
    setCrawl(std::move(crawl), options);
    m_finished = finished;
    forgetSummary(); // it says whether the crawl ran to its end
    // Unsaved work: its copy stays until it is saved or discarded.
    m_autosaveFolder = recovery.folder;
    m_lock = std::move(lock);
    setModified(true);
    return true;
}

void CrawlDocument::close()
{
    stop();
    Q_EMIT crawlAboutToBeReset();
    dropAutosave();
    m_store.reset();
    m_crawl = CrawlResult();
    forgetSummary();
    m_hasCrawl = false;
    m_finished = false;
    m_storeFailed = false;
    m_filePath.clear();
    m_done = m_waiting = m_failed = 0;
    setModified(false);
    Q_EMIT crawlReset();
    Q_EMIT progressChanged();
    Q_EMIT filePathChanged();
}

std::unique_ptr<CrawlStore> CrawlDocument::writeWhole(const QString &path, const CrawlResult &crawl,
                                                      const CrawlOptions &options, QString *error)
{
    removeStoreFiles(path);
    auto store = std::make_unique<CrawlStore>();
    if (!store->open(path, true, error) || !store->begin(crawl.startUrl, options, error))
        return nullptr;
    for (qsizetype i = 0; i < crawl.pages.size(); ++i)
        if (crawl.pages.at(i).isDone())
            store->pageDone(crawl, i);
    return store;
}

bool CrawlDocument::keepInAutosave(const CrawlResult &crawl, QString *error)
{
    const QString folder = Autosave::root() + u'/' + FolderPrefix
        + QUuid::createUuid().toString(QUuid::Id128).left(16);
    if (!QDir().mkpath(folder)) {
        *error = tr("Cannot make the folder %1").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    auto lock = std::make_unique<QLockFile>(folder + u'/' + Autosave::lockFileName());
    lock->setStaleLockTime(0); // stale only when its process is gone
    if (!lock->tryLock(0)) {
        *error = tr("Cannot lock %1").arg(QDir::toNativeSeparators(folder));
        QDir(folder).removeRecursively();
        return false;
    }
    std::unique_ptr<CrawlStore> store
        = writeWhole(folder + u'/' + StoreName, crawl, m_options, error);
    if (!store || !store->flush(crawl, error)) {
        lock.reset();
        QDir(folder).removeRecursively();
        return false;
    }
    m_store = std::move(store);
    m_autosaveFolder = folder;
    m_lock = std::move(lock);
    return true;
}

void CrawlDocument::dropAutosave()
{
    if (m_autosaveFolder.isEmpty())
        return;
    if (m_store && m_store->path().startsWith(m_autosaveFolder))
        m_store.reset();
    m_lock.reset();
    QDir(m_autosaveFolder).removeRecursively();
    m_autosaveFolder.clear();
}

QList<CrawlDocument::Recovery> CrawlDocument::leftBehind()
{
    QList<Recovery> found;
    const QDir root(Autosave::root());
    for (const QString &name : root.entryList({ FolderPrefix + u'*' }, QDir::Dirs)) {
        const QString folder = root.filePath(name);
        if (Autosave::isKeptByRunningSession(folder))
            continue;
        const QString store = folder + u'/' + StoreName;
        Recovery recovery;
        recovery.folder = folder;
        recovery.store = store;
        CrawlResult crawl;
        CrawlOptions options;
        QString error;
        if (!QFile::exists(store)
            || !CrawlStore::read(store, &crawl, &options, &recovery.finished, &error)) {
            // Not even its start was written (a kill while it was made): nothing to offer,
            // and nobody will: it goes once it is surely not being made.
            if (QFileInfo(folder).lastModified().secsTo(QDateTime::currentDateTime())
                > StaleFolderSeconds)
                QDir(folder).removeRecursively();
            continue;
        }
        recovery.start = crawl.startUrl;
        recovery.pages = doneCount(crawl);
        QDateTime newest = QFileInfo(store).lastModified();
        const QFileInfo wal(store + u"-wal"_s);
        if (wal.exists() && wal.lastModified() > newest)
            newest = wal.lastModified();
        recovery.savedAt = newest;
        found.append(recovery);
    }
    std::sort(found.begin(), found.end(),
              [](const Recovery &a, const Recovery &b) { return a.savedAt > b.savedAt; });
    return found;
}

void CrawlDocument::remove(const Recovery &recovery)
{
    QDir(recovery.folder).removeRecursively();
}

} // namespace Studio
