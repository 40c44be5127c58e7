#pragma once

#include "net/crawler.h"
#include "net/crawlsitemap.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>

class QLockFile;

namespace Studio {

class CrawlStore;
class RendererProcesses;

// The crawl of a site, a document of its own beside the sitemap: what Tools → Crawl Site…
// runs, File → Open Crawl… reads and File → Save Crawl… writes. It has its own unsaved state
// and outlives the sitemaps opened beside it; only another crawl, or closing it, replaces it.
//
// While it runs the crawl grows in place (crawl() is the crawler's result) and pageDone()
// tells the views of each page as it is done. A crawl that no file of the user's holds is kept
// as it goes in a crawl store of its own in the autosave folder (a folder "crawl-…" with a
// lock, as Autosave keeps sitemaps): a crash or a kill leaves it there, and the next start
// offers it back (leftBehind()). Saving it, discarding it or closing it removes that copy.
class CrawlDocument : public QObject
{
    Q_OBJECT

public:
    // An unsaved crawl that a run which ended without closing it left in the autosave folder.
    struct Recovery
    {
        QString folder;
        QString store; // the crawl store in it
        QUrl start;
        int pages = 0; // done
        QDateTime savedAt; // the store's last write
        bool finished = false; // ran to its end (a limit or a Stop included)
    };

    explicit CrawlDocument(QObject *parent = nullptr);
    // A crawl still running is stopped; its copy in the autosave folder stays (see the class).
    ~CrawlDocument() override;

    bool hasCrawl() const { return m_hasCrawl; }
    // From start() (or goOn…()) until finished(): the crawler's own flag drops a moment
    // before its result is taken over, which views must not see.
    bool isRunning() const { return m_running; }
    bool isPaused() const { return m_crawler && m_crawler->isPaused(); }
    // Pages were done that no file of the user's holds: closing asks first.
    bool isModified() const { return m_modified; }
    // Ran to its end, a limit or a Stop included; false for one a kill cut short, and while
    // it runs.
    bool isFinished() const { return m_hasCrawl && !isRunning() && m_finished; }
    // The crawl; it grows while the crawl runs.
    const CrawlResult &crawl() const { return isRunning() ? m_crawler->result() : m_crawl; }
    const CrawlOptions &options() const { return m_options; }
    // How a sitemap is made of it (Create Sitemap): the choices of the crawl dialog.
    const GenerateOptions &generateOptions() const { return m_generate; }
    void setGenerateOptions(const GenerateOptions &options) { m_generate = options; }
    // The user's file the crawl was opened from, saved to or goes on in; empty for none.
    QString filePath() const { return m_filePath; }
    // The crawled site's host (its start URL when it has none), for sentences.
    QString siteName() const;
    // "the crawl of example.org (209 pages)", for lists.
    QString displayName() const;
    // What the crawl found, for the status bar and the Crawl view: pages, failures, indexable
    // pages, whether it was stopped, limits reached, what it cut, and (`withFailures`) the
    // first few pages that failed, named, last.
    QString summary(bool withFailures = true) const;
    int indexablePages() const;
    // Where the unsaved crawl is kept as it goes; empty when it is not.
    QString autosavePath() const;

    // The live counts: pages done, waiting and failed, as the crawler last said; bytes
    // received and the running time, pauses not counted.
    int pagesDone() const { return m_done; }
    int pagesWaiting() const { return m_waiting; }
    int pagesFailed() const { return m_failed; }
    qint64 bytes() const { return crawl().bytes; }
    qint64 elapsedMs() const;
    double pagesPerSecond() const;

    // A new crawl of `start` in place of the crawl held (the caller asked about it first).
    // False with the reason in `error` when `start` is no http(s) address.
    bool start(const QUrl &start, const CrawlOptions &options, QString *error);
    // Goes on with the crawl kept in the user's file `path` (a crash, a kill or a limit cut it
    // short), with the start URL and options kept there, writing to that file as it goes.
    // False with an empty `error` when the user chose not to give its secrets again. A crawl
    // that was given a login, cookies or headers asks the page its start led to once more first
    // (Crawler::loginStillHolds): when it answers 401 or 403 to what was given now, nothing
    // goes on, and `error` says why (the rest would only be refused, page after page). goOn()
    // does the same.
    bool goOnWith(const QString &path, QString *error);
    // Goes on with the crawl held, which did not run to its end (Stop, a limit, a recovery),
    // kept as it goes in a new copy in the autosave folder: unsaved work until it is saved.
    bool goOn(QString *error);

    // Asked before a crawl whose store named its login, cookies or headers (never their
    // values: CrawlOptions::keptCredentials) goes on without them (goOnWith(), and goOn()
    // after an open or a recovery): sets `options->credentials` with the secrets given again,
    // or leaves them null; false when the crawl is not to go on after all.
    using CredentialsPrompt = std::function<bool(const QUrl &start, CrawlOptions *options)>;
    void setCredentialsPrompt(CredentialsPrompt prompt) { m_credentialsPrompt = std::move(prompt); }
    // When the start page answered 401 or 403 (CrawlResult::loginRequired): a sentence that
    // says so, with the realm the site named and the user refused; empty otherwise.
    QString loginProblem() const { return loginProblem(crawl(), m_options.credentials); }
    static QString loginProblem(const CrawlResult &crawl,
                                const std::shared_ptr<const SiteCredentials> &given);
    void pause();
    void resume();
    void stop();

    // Writes the crawl (the pages done so far, while it runs) to `path`: a file of that name
    // is replaced only once the new one is whole. The crawl is then saved, until the next
    // page is done.
    bool save(const QString &path, QString *error);
    // Reads the crawl kept in `path` in place of the crawl held.
    bool open(const QString &path, QString *error);
    // Takes `crawl` as the crawl held, as if opened (tests, and a crawl made elsewhere).
    void setCrawl(CrawlResult crawl, const CrawlOptions &options);
    // Reads the crawl a run left behind, as unsaved work; its copy in the autosave folder
    // becomes this run's own.
    bool recover(const Recovery &recovery, QString *error);
    // Drops the crawl, and its copy in the autosave folder.
    void close();

    // The unsaved crawls earlier runs left behind, newest first; those a running Sitemap
    // Studio keeps are not listed.
    static QList<Recovery> leftBehind();
    static void remove(const Recovery &recovery);

Q_SIGNALS:
    // In pairs: before anything crawl() returns is replaced (another crawl is held, or none,
    // or a run starts from it), and after. Between them no view may read crawl().
    void crawlAboutToBeReset();
    void crawlReset();
    // Page `index` of crawl().pages is done (fetched, or decided without a request).
    void pageDone(qsizetype index);
    void progressChanged();
    void runningChanged(bool running);
    void pausedChanged(bool paused);
    // The run ended (its end, a limit, Stop): the crawl is whole; `error` when it could not
    // start.
    void finished(const QString &error);
    void modifiedChanged(bool modified);
    void filePathChanged();
    // The crawl could not be kept as it goes (its copy in the autosave folder, or the user's
    // file it goes on in): it is unsaved work from now on. Once a run.
    void keepingFailed(const QString &error);

private:
    void crawlFinished();
    void forgetSummary();
    // Whether a crawl going on with `options` asks its start page again first: when it was or
    // is given credentials.
    static bool needsLoginCheck(const CrawlOptions &options);
    static bool loginStillHolds(CrawlResult *crawl, const CrawlOptions &options);
    void setModified(bool modified);
    // Writes what the run's store has queued; false (and storeFailed()) when it cannot.
    bool flushStore();
    void storeFailed(const QString &error);
    // Keeps `crawl` as it goes in a new store of the autosave folder, its pages done written
    // first; the run's store from then on.
    bool keepInAutosave(const CrawlResult &crawl, QString *error);
    // Puts the whole file `from` in the place of `to` in one step (rename(2)), and makes the
    // rename durable.
    static bool replaceFile(const QString &from, const QString &to, QString *error);
    void dropAutosave();
    void beginRun();
    // A store at `path` holding the crawl's pages done, left open for more.
    static std::unique_ptr<CrawlStore> writeWhole(const QString &path, const CrawlResult &crawl,
                                                  const CrawlOptions &options, QString *error);

    // The crawler, made when a crawl first runs (a window that only opens crawls holds no
    // network objects). Owned (child); null until then.
    Crawler *crawler();
    // crawler() with `options`, and the renderers they ask for.
    Crawler *crawlerFor(const CrawlOptions &options);
    Crawler *m_crawler = nullptr;
    // The pages' renderers of the crawl that runs or ran last; null when it renders nothing.
    // Deleted after m_crawler, which uses them.
    std::unique_ptr<RendererProcesses> m_renderer;
    CredentialsPrompt m_credentialsPrompt;
    CrawlResult m_crawl; // the crawl held when none runs
    CrawlOptions m_options;
    GenerateOptions m_generate;
    bool m_hasCrawl = false;
    bool m_running = false;
    bool m_storeFailed = false; // the run's store refused a write: unsaved whatever it says
    bool m_modified = false;
    bool m_finished = false;
    QString m_filePath;
    // Where the run's pages go as they are done: the autosave copy or the user's file.
    std::unique_ptr<CrawlStore> m_store;
    QString m_autosaveFolder; // this run's copy; empty when none
    std::unique_ptr<QLockFile> m_lock; // held in m_autosaveFolder
    QTimer m_flushTimer; // while it runs: the store written at least every two seconds
    int m_done = 0;
    int m_waiting = 0;
    int m_failed = 0;
    // summary() and indexablePages() of the crawl held once it is settled (each a pass over
    // every page's verdict); dropped when the crawl changes.
    mutable QString m_summary;
    mutable QString m_briefSummary; // without the failures
    mutable int m_indexable = -1;
    // The run's clock: its pages and time, pauses left out, for the rate.
    QElapsedTimer m_clock;
    QElapsedTimer m_pausedClock;
    qint64 m_pausedMs = 0;
    qint64 m_elapsedBefore = 0; // of the runs before this one (a crawl gone on with)
    int m_doneBefore = 0; // pages done when this run started
};

} // namespace Studio
