#pragma once

#include "pagerenderer.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QString>

#include <deque>
#include <memory>
#include <vector>

class QProcess;
class QTimer;

namespace Studio {

struct CrawlOptions;

// The PageRenderer of the programs: pages rendered by sitemap-studio-render, a small program
// built on lib/render/ (Qt WebEngine, Chromium), started as pages come, up to `count` of them,
// each rendering up to PagesAtOnce pages at a time and talking RenderProtocol over its standard
// input and output. A page spends most of its time waiting (its requests, then the network idle
// for a moment before it is read), so one browser renders several at once for about the
// memory of one more tab each; new pages go to the renderer with the fewest first.
//
// Why processes rather than a browser in the crawl's own process: the engine and the command
// line stay free of Qt Gui (a QWebEnginePage needs a QGuiApplication; the CLI runs a
// QCoreApplication, the window's crawl runs off its GUI thread, where no web page may live);
// a renderer that crashes or hangs on a hostile page takes only itself down (it is killed at
// the page time and started again, the page reported as failed); its memory is the system's
// to measure and to give back (a renderer is started afresh after PagesPerProcess pages, since
// Chromium's heap only grows); and a build without Qt WebEngine has no program to find, which
// the crawl tells the user instead of failing to link.
//
// Lives on the thread that created it and needs its event loop.
class RendererProcesses : public PageRenderer
{
    Q_OBJECT

public:
    static constexpr const char *ProgramName = "sitemap-studio-render";
    // Pages a renderer renders before it is started afresh.
    static constexpr int PagesPerProcess = 200;
    // Pages one renderer renders at once (its program's --pages).
    static constexpr int PagesAtOnce = 4;
    // What a renderer is given beyond the page time to start its browser and to answer.
    static constexpr int GraceMs = 20000;

    // `program`: the renderer's executable (findProgram()); `count`: renderers at most.
    RendererProcesses(const QString &program, int count, QObject *parent = nullptr);
    // Asks the renderers to quit, and kills those that do not within a second.
    ~RendererProcesses() override;

    void setSettings(const RenderSettings &settings) override;
    void render(quint64 id, const RenderRequest &request) override;
    void cancel() override;
    int capacity() const override { return m_count * PagesAtOnce; }
    int started() const override { return m_started; }
    qint64 peakMemoryKiB() const override { return m_peakKiB; }

    // Where the renderer program is: $SITEMAP_STUDIO_RENDERER when set (empty when that is no
    // executable), else beside the running program, in ../libexec/sitemap-studio/ from it (an
    // installed build), or in ../render/ (the build tree); empty when it is nowhere, as in a
    // build without Qt WebEngine.
    static QString findProgram();
    // The renderers a crawl with `options` uses (CrawlOptions::render and renderers); null
    // when it renders nothing or findProgram() finds no renderer.
    static std::unique_ptr<RendererProcesses> forCrawl(const CrawlOptions &options,
                                                       QObject *parent = nullptr);

private:
    struct Worker
    {
        QProcess *process = nullptr; // owned (child)
        // Owned (child): runs while pages are in flight, restarted at each answer; a renderer
        // that answers nothing for the page time and the grace is stuck and killed.
        QTimer *watchdog = nullptr;
        QByteArray input; // read from the renderer, not yet a whole message
        QByteArray errors; // the last of what it wrote to stderr, for a failure's message
        // The requests it renders, each with whether it was cancelled (its answer not wanted).
        QHash<quint64, bool> pages;
        int sent = 0; // requests sent to this process
        qint64 memoryKiB = 0; // as it last said
        // Sent PagesPerProcess pages: takes no more, and is asked to quit once they are done.
        bool quitting = false;
    };

    void dispatch();
    Worker *startWorker();
    void send(Worker *worker, quint64 id, const RenderRequest &request);
    // A worker that takes a page now: the least busy one running, or a new one while fewer than
    // m_count run; null when all are full.
    Worker *available();
    void readFrom(Worker *worker);
    // The worker's process ended or was given up: its pages fail with `why`.
    void lost(Worker *worker, const QString &why);
    void remove(Worker *worker);
    void fail(quint64 id, const QString &why);
    void notePeak();

    QString m_program;
    int m_count;
    RenderSettings m_settings;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::deque<std::pair<quint64, RenderRequest>> m_queue;
    int m_started = 0;
    qint64 m_peakKiB = 0;
    QString m_broken; // why the program cannot be started: every page fails with it
    bool m_dispatchQueued = false;
    bool m_starting = false; // within QProcess::start(), which may fail before it returns
};

} // namespace Studio
