#include "crawldocument.h"

#include "document/autosave.h"
#include "net/crawlstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QUuid>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The autosave folder's crawls are folders of their own, beside the sitemaps' copies (which
// Autosave tells by their recovery.json, which these have not).
constexpr auto FolderPrefix = "crawl-"_L1;
constexpr auto StoreName = "crawl.crawl"_L1;

} // namespace

CrawlDocument::CrawlDocument(QObject *parent)
    : QObject(parent)
    , m_crawler(new Crawler(CrawlOptions(), this))
{
    setObjectName(u"crawlDocument"_s);
    connect(m_crawler, &Crawler::pageDone, this, [this](qsizetype index) {
        if (m_store)
            m_store->pageDone(m_crawler->result(), index);
        // A file of the user's that the crawl goes on in holds each page as it comes.
        setModified(m_filePath.isEmpty() || m_store == nullptr || !m_autosaveFolder.isEmpty());
        Q_EMIT pageDone(index);
    });
    connect(m_crawler, &Crawler::progress, this, [this](int done, int waiting, int failed) {
        m_done = done;
        m_waiting = waiting;
        m_failed = failed;
        Q_EMIT progressChanged();
    });
    connect(m_crawler, &Crawler::finished, this, &CrawlDocument::crawlFinished);
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
    const CrawlResult &result = crawl();
    return int(std::count_if(result.pages.cbegin(), result.pages.cend(),
                             [&](const CrawledPage &page) { return result.isIndexable(page); }));
}

QString CrawlDocument::summary() const
{
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
    QString text = tr("%1 pages done, %2 failed, %3 indexable")
                       .arg(locale.toString(done), locale.toString(failures.size()),
                            locale.toString(indexablePages()));
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
    for (qsizetype i = 0; i < failures.size() && i < ShownFailures; ++i) {
        const CrawledPage &page = *failures.at(i);
        // The status says it (the page's message repeats the URL); else why nothing came.
        const QString why = page.status >= 400 ? tr("HTTP %1").arg(page.status) : page.message;
        text += u'\n' + tr("Failed: %1 (%2)").arg(crawl.urlText(page.url), why);
    }
    if (failures.size() > ShownFailures)
        text += u'\n'
            + tr("… and %Ln more failed; the Crawl view lists them all", nullptr,
                 int(failures.size() - ShownFailures));
    return text;
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
    m_hasCrawl = true;
    m_running = true;
    m_finished = false;
    m_clock.start();
    m_pausedMs = 0;
    m_elapsedBefore = m_crawler->result().elapsedMs;
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
    dropAutosave();
    m_store.reset();
    m_crawl = CrawlResult();
    m_crawl.startUrl = start;
    m_options = options;
    m_filePath.clear();
    m_done = m_waiting = m_failed = 0;
    m_doneBefore = 0;
    Q_EMIT filePathChanged();
    // The copy is made before the first page, so that a kill at any point leaves it.
    QString why;
    if (!keepInAutosave(&why))
        qWarning("The crawl is not kept as it goes: %s", qPrintable(why));
    m_crawler->setOptions(options);
    setModified(true);
    m_crawler->start(start);
    beginRun();
    return true;
}

bool CrawlDocument::goOnWith(const QString &path, QString *error)
{
    auto store = std::make_unique<CrawlStore>();
    CrawlResult earlier;
    CrawlOptions options;
    bool finished = false;
    if (!store->open(path, false, error) || !store->load(&earlier, &options, &finished, error))
        return false;
    stop();
    dropAutosave();
    m_store = std::move(store);
    m_options = options;
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_crawl = CrawlResult();
    m_done = int(std::count_if(earlier.pages.cbegin(), earlier.pages.cend(),
                               [](const CrawledPage &page) { return page.isDone(); }));
    m_doneBefore = m_done;
    m_waiting = m_failed = 0;
    Q_EMIT filePathChanged();
    setModified(false); // the file takes each page as it comes
    m_crawler->setOptions(options);
    m_crawler->resumeFrom(std::move(earlier));
    beginRun();
    return true;
}

bool CrawlDocument::goOn(QString *error)
{
    if (!m_hasCrawl || isRunning())
        return false;
    // The pages go on into a new copy in the autosave folder, which holds those done first:
    // the crawl is unsaved work again until it is saved.
    dropAutosave();
    if (!keepInAutosave(error))
        return false;
    setModified(true);
    m_doneBefore = m_done
        = int(std::count_if(m_crawl.pages.cbegin(), m_crawl.pages.cend(),
                            [](const CrawledPage &page) { return page.isDone(); }));
    m_crawler->setOptions(m_options);
    m_crawler->resumeFrom(std::move(m_crawl));
    m_crawl = CrawlResult();
    beginRun();
    return true;
}

void CrawlDocument::pause()
{
    if (!m_crawler->isRunning() || isPaused())
        return;
    m_crawler->pause();
    m_pausedClock.start();
    Q_EMIT pausedChanged(true);
}

void CrawlDocument::resume()
{
    if (!m_crawler->isRunning() || !isPaused())
        return;
    m_pausedMs += m_pausedClock.elapsed();
    m_crawler->resume();
    Q_EMIT pausedChanged(false);
}

void CrawlDocument::stop()
{
    if (m_crawler->isRunning())
        m_crawler->cancel(); // finished() follows at once
}

void CrawlDocument::crawlFinished()
{
    m_crawl = m_crawler->takeResult();
    m_running = false;
    m_finished = true;
    QString error = m_crawler->error();
    if (m_store) {
        QString storeError;
        if (!m_store->finish(m_crawl, &storeError) && error.isEmpty())
            error = storeError;
        m_store.reset();
    }
    if (!m_crawler->error().isEmpty() && m_crawl.pages.isEmpty()) {
        // Nothing was crawled: no document was made.
        m_hasCrawl = false;
        dropAutosave();
        setModified(false);
    }
    Q_EMIT runningChanged(false);
    Q_EMIT progressChanged();
    Q_EMIT finished(error);
}

bool CrawlDocument::save(const QString &path, QString *error)
{
    if (!m_hasCrawl) {
        *error = tr("There is no crawl to save");
        return false;
    }
    const QString target = QFileInfo(path).absoluteFilePath();
    if (isRunning() && target == m_filePath && m_autosaveFolder.isEmpty()) {
        // The file takes each page as it comes already.
        return m_store && m_store->flush(crawl(), error);
    }
    const QString partial = target + u".part"_s;
    {
        std::unique_ptr<CrawlStore> store = writeWhole(partial, crawl(), m_options, error);
        if (!store)
            return false;
        if (!isRunning() && !store->finish(crawl(), error))
            return false;
        if (isRunning() && !store->flush(crawl(), error))
            return false;
    }
    for (const QString &suffix : { u"-wal"_s, u"-shm"_s })
        QFile::remove(partial + suffix);
    QFile::remove(target);
    if (!QFile::rename(partial, target)) {
        *error = tr("Cannot write %1").arg(QDir::toNativeSeparators(target));
        return false;
    }
    m_filePath = target;
    Q_EMIT filePathChanged();
    if (!isRunning())
        dropAutosave(); // the user's file holds it all now
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
    stop();
    dropAutosave();
    m_filePath = QFileInfo(path).absoluteFilePath();
    setCrawl(std::move(crawl), options);
    m_finished = finished;
    Q_EMIT filePathChanged();
    return true;
}

void CrawlDocument::setCrawl(CrawlResult crawl, const CrawlOptions &options)
{
    stop();
    m_store.reset();
    m_crawl = std::move(crawl);
    m_options = options;
    m_hasCrawl = true;
    m_finished = true;
    m_done = int(std::count_if(m_crawl.pages.cbegin(), m_crawl.pages.cend(),
                               [](const CrawledPage &page) { return page.isDone(); }));
    m_waiting = 0;
    m_failed = m_crawl.pagesFailed();
    setModified(false);
    Q_EMIT crawlReset();
    Q_EMIT progressChanged();
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
    stop();
    dropAutosave();
    m_filePath.clear();
    setCrawl(std::move(crawl), options);
    m_finished = finished;
    // Unsaved work: its copy stays until it is saved or discarded.
    m_autosaveFolder = recovery.folder;
    m_lock = std::move(lock);
    setModified(true);
    Q_EMIT filePathChanged();
    return true;
}

void CrawlDocument::close()
{
    stop();
    dropAutosave();
    m_store.reset();
    m_crawl = CrawlResult();
    m_hasCrawl = false;
    m_finished = false;
    m_filePath.clear();
    m_done = m_waiting = m_failed = 0;
    setModified(false);
    Q_EMIT filePathChanged();
    Q_EMIT crawlReset();
    Q_EMIT progressChanged();
}

std::unique_ptr<CrawlStore> CrawlDocument::writeWhole(const QString &path, const CrawlResult &crawl,
                                                      const CrawlOptions &options, QString *error)
{
    QFile::remove(path);
    for (const QString &suffix : { u"-wal"_s, u"-shm"_s })
        QFile::remove(path + suffix);
    auto store = std::make_unique<CrawlStore>();
    if (!store->open(path, true, error) || !store->begin(crawl.startUrl, options, error))
        return nullptr;
    for (qsizetype i = 0; i < crawl.pages.size(); ++i)
        if (crawl.pages.at(i).isDone())
            store->pageDone(crawl, i);
    return store;
}

bool CrawlDocument::keepInAutosave(QString *error)
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
        return false;
    }
    const CrawlResult &current = crawl();
    std::unique_ptr<CrawlStore> store
        = writeWhole(folder + u'/' + StoreName, current, m_options, error);
    if (!store || !store->flush(current, error)) {
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
        const QString store = folder + u'/' + StoreName;
        if (!QFile::exists(store) || Autosave::isKeptByRunningSession(folder))
            continue;
        Recovery recovery;
        recovery.folder = folder;
        recovery.store = store;
        CrawlResult crawl;
        CrawlOptions options;
        QString error;
        if (!CrawlStore::read(store, &crawl, &options, &recovery.finished, &error))
            continue; // not even its start was written: nothing to offer
        recovery.start = crawl.startUrl;
        recovery.pages = int(std::count_if(crawl.pages.cbegin(), crawl.pages.cend(),
                                           [](const CrawledPage &page) { return page.isDone(); }));
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
