#include "rendererprocesses.h"

#include "crawler.h"
#include "renderprotocol.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTimer>

#include <algorithm>

namespace Studio {

namespace {

constexpr qsizetype ErrorTail = 4096;

QString lastLine(const QByteArray &errors)
{
    const QList<QByteArray> lines = errors.trimmed().split('\n');
    return lines.isEmpty() ? QString() : QString::fromUtf8(lines.last().trimmed());
}

} // namespace

RendererProcesses::RendererProcesses(const QString &program, int count, QObject *parent)
    : PageRenderer(parent)
    , m_program(program)
    , m_count(qMax(1, count))
{
    if (m_program.isEmpty())
        m_broken = tr("the renderer program %1 was not found").arg(QLatin1StringView(ProgramName));
}

RendererProcesses::~RendererProcesses()
{
    for (const auto &worker : m_workers) {
        worker->process->disconnect(this);
        if (worker->process->state() == QProcess::Running) {
            worker->process->write(
                RenderProtocol::frame(RenderProtocol::simpleMessage(QLatin1StringView("quit"))));
            worker->process->closeWriteChannel();
        }
    }
    for (const auto &worker : m_workers)
        if (!worker->process->waitForFinished(1000)) {
            worker->process->kill();
            worker->process->waitForFinished(1000);
        }
}

std::unique_ptr<RendererProcesses> RendererProcesses::forCrawl(const CrawlOptions &options,
                                                             QObject *parent)
{
    if (options.render == RenderMode::Never)
        return nullptr;
    const QString program = findProgram();
    if (program.isEmpty())
        return nullptr;
    return std::make_unique<RendererProcesses>(
        program, options.renderers > 0 ? options.renderers : CrawlOptions::defaultRenderers(),
        parent);
}

QString RendererProcesses::findProgram()
{
    if (qEnvironmentVariableIsSet("SITEMAP_STUDIO_RENDERER")) {
        const QFileInfo given(qEnvironmentVariable("SITEMAP_STUDIO_RENDERER"));
        return given.isFile() && given.isExecutable() ? given.absoluteFilePath() : QString();
    }
    const QDir here(QCoreApplication::applicationDirPath());
    const QString name = QLatin1StringView(ProgramName);
    for (const QString &path :
         { here.filePath(name), here.filePath(QStringLiteral("../libexec/sitemap-studio/") + name),
           here.filePath(QStringLiteral("../render/") + name) }) {
        const QFileInfo candidate(path);
        if (candidate.isFile() && candidate.isExecutable())
            return candidate.canonicalFilePath();
    }
    return {};
}

void RendererProcesses::setSettings(const RenderSettings &settings)
{
    m_settings = settings;
    const QByteArray message = RenderProtocol::frame(RenderProtocol::settingsMessage(settings));
    for (const auto &worker : m_workers)
        if (worker->process->state() != QProcess::NotRunning)
            worker->process->write(message);
}

void RendererProcesses::render(quint64 id, const RenderRequest &request)
{
    m_queue.emplace_back(id, request);
    if (!m_dispatchQueued) {
        m_dispatchQueued = true; // rendered() never comes from within render()
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_dispatchQueued = false;
                dispatch();
            },
            Qt::QueuedConnection);
    }
}

void RendererProcesses::cancel()
{
    m_queue.clear();
    for (const auto &worker : m_workers)
        for (bool &dropped : worker->pages)
            dropped = true; // rendering still: its answer is thrown away
}

void RendererProcesses::dispatch()
{
    while (!m_queue.empty()) {
        if (!m_broken.isEmpty()) {
            fail(m_queue.front().first, m_broken);
            m_queue.pop_front();
            continue;
        }
        Worker *worker = available();
        if (!worker && !m_broken.isEmpty())
            continue; // one could not be started: the pages fail with why
        if (!worker)
            return; // all busy: the next answer dispatches again
        auto [id, request] = std::move(m_queue.front());
        m_queue.pop_front();
        send(worker, id, request);
    }
}

RendererProcesses::Worker *RendererProcesses::available()
{
    Worker *least = nullptr;
    int alive = 0;
    for (const auto &worker : m_workers) {
        if (worker->quitting)
            continue;
        ++alive;
        if (worker->process->state() != QProcess::NotRunning
            && worker->pages.size() < PagesAtOnce
            && (!least || worker->pages.size() < least->pages.size()))
            least = worker.get();
    }
    // An idle renderer first; else another process while there may be more, so that the pages
    // spread over the cores before they share a browser.
    if ((!least || !least->pages.isEmpty()) && alive < m_count)
        return startWorker();
    return least;
}

RendererProcesses::Worker *RendererProcesses::startWorker()
{
    auto owned = std::make_unique<Worker>();
    Worker *worker = owned.get();
    worker->process = new QProcess(this);
    worker->watchdog = new QTimer(this);
    worker->watchdog->setSingleShot(true);
    m_workers.push_back(std::move(owned));
    ++m_started;
    connect(worker->process, &QProcess::readyReadStandardOutput, this,
            [this, worker] { readFrom(worker); });
    connect(worker->process, &QProcess::readyReadStandardError, this, [worker] {
        worker->errors += worker->process->readAllStandardError();
        if (worker->errors.size() > ErrorTail)
            worker->errors = worker->errors.right(ErrorTail);
    });
    connect(worker->process, &QProcess::finished, this,
            [this, worker](int code, QProcess::ExitStatus status) {
                worker->errors += worker->process->readAllStandardError();
                if (worker->quitting && worker->pages.isEmpty()) {
                    remove(worker);
                    dispatch();
                    return;
                }
                const QString detail = lastLine(worker->errors);
                const QString why = status == QProcess::CrashExit
                    ? tr("the renderer crashed")
                    : tr("the renderer stopped (exit status %1)").arg(code);
                lost(worker, detail.isEmpty() ? why : why + QStringLiteral(": ") + detail);
            });
    connect(worker->process, &QProcess::errorOccurred, this,
            [this, worker](QProcess::ProcessError error) {
                if (error != QProcess::FailedToStart)
                    return; // the others end in finished()
                m_broken
                    = tr("the renderer program %1 cannot be started: %2")
                          .arg(QDir::toNativeSeparators(m_program), worker->process->errorString());
                if (!m_starting) // within start() the worker is taken back by startWorker()
                    lost(worker, m_broken);
            });
    connect(worker->watchdog, &QTimer::timeout, this, [this, worker] {
        worker->process->disconnect(this);
        worker->process->kill();
        lost(worker, tr("the renderer did not answer within the page time and was stopped"));
    });
    m_starting = true;
    worker->process->start(m_program,
                           { QStringLiteral("--protocol"), QStringLiteral("--pages"),
                             QString::number(PagesAtOnce) },
                           QIODevice::ReadWrite);
    m_starting = false;
    if (worker->process->state() == QProcess::NotRunning) {
        // It could not start (no program, no pipes or processes left): dispatch() fails the
        // pages with m_broken.
        if (m_broken.isEmpty())
            m_broken = tr("the renderer program %1 cannot be started: %2")
                           .arg(QDir::toNativeSeparators(m_program),
                                worker->process->errorString());
        remove(worker);
        return nullptr;
    }
    worker->process->write(RenderProtocol::frame(RenderProtocol::settingsMessage(m_settings)));
    return worker;
}

void RendererProcesses::send(Worker *worker, quint64 id, const RenderRequest &request)
{
    // The first page waits for the browser to start too.
    if (worker->pages.isEmpty())
        worker->watchdog->start(m_settings.pageTimeMs + GraceMs);
    worker->pages.insert(id, false);
    if (++worker->sent >= PagesPerProcess)
        worker->quitting = true; // these done, it is asked to quit
    worker->process->write(RenderProtocol::frame(RenderProtocol::renderMessage(id, request)));
}

void RendererProcesses::readFrom(Worker *worker)
{
    worker->input += worker->process->readAllStandardOutput();
    QCborMap message;
    bool bad = false;
    // Every whole answer is taken before any is told: what a slot does with one (cancel(), a
    // new page) must not leave the next unread.
    std::vector<std::pair<quint64, RenderedPage>> answers;
    bool answered = false; // a page was answered, wanted or not: the renderer is alive
    while (RenderProtocol::take(&worker->input, &message, &bad)) {
        if (RenderProtocol::typeOf(message) != u"rendered")
            continue; // "ready": nothing to do
        quint64 id = 0;
        RenderedPage page = RenderProtocol::readRendered(message, &id);
        const auto it = worker->pages.constFind(id);
        if (it == worker->pages.cend())
            continue;
        const bool wanted = !*it;
        worker->pages.erase(it);
        answered = true;
        worker->memoryKiB = page.memoryKiB;
        notePeak();
        page.memoryKiB = m_peakKiB;
        if (wanted)
            answers.emplace_back(id, std::move(page));
    }
    if (bad) {
        worker->process->disconnect(this);
        worker->process->kill();
        lost(worker, tr("the renderer answered something that is no renderer message"));
    } else if (worker->pages.isEmpty()) {
        worker->watchdog->stop();
        if (worker->quitting && answered) {
            worker->process->write(
                RenderProtocol::frame(RenderProtocol::simpleMessage(QLatin1StringView("quit"))));
            worker->process->closeWriteChannel();
            // One that does not end is killed, as one that stops answering is.
            worker->watchdog->start(GraceMs);
        }
    } else if (answered) {
        worker->watchdog->start(m_settings.pageTimeMs + GraceMs); // it still answers
    }
    for (auto &[id, page] : answers)
        Q_EMIT rendered(id, page);
    if (!answers.empty())
        dispatch();
}

void RendererProcesses::lost(Worker *worker, const QString &why)
{
    QList<quint64> pages;
    for (auto it = worker->pages.cbegin(); it != worker->pages.cend(); ++it)
        if (!it.value())
            pages.append(it.key());
    std::sort(pages.begin(), pages.end()); // told in the order they were asked
    worker->watchdog->stop();
    remove(worker);
    for (const quint64 page : std::as_const(pages))
        fail(page, why);
    dispatch();
}

void RendererProcesses::remove(Worker *worker)
{
    const auto it = std::find_if(m_workers.begin(), m_workers.end(),
                                 [worker](const auto &w) { return w.get() == worker; });
    if (it == m_workers.end())
        return;
    worker->process->disconnect(this);
    worker->watchdog->disconnect(this);
    worker->process->deleteLater(); // it may be in one of its own signals
    worker->watchdog->deleteLater();
    m_workers.erase(it);
}

void RendererProcesses::fail(quint64 id, const QString &why)
{
    RenderedPage page;
    page.outcome = RenderedPage::Outcome::Failed;
    page.error = why;
    QMetaObject::invokeMethod(
        this, [this, id, page] { Q_EMIT rendered(id, page); }, Qt::QueuedConnection);
}

void RendererProcesses::notePeak()
{
    qint64 sum = 0;
    for (const auto &worker : m_workers)
        sum += worker->memoryKiB;
    m_peakKiB = qMax(m_peakKiB, sum);
}

} // namespace Studio
