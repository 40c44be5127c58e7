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
        if (worker->page != 0)
            worker->dropped = true; // rendering still: its answer is thrown away
}

void RendererProcesses::dispatch()
{
    while (!m_queue.empty()) {
        if (!m_broken.isEmpty()) {
            fail(m_queue.front().first, m_broken);
            m_queue.pop_front();
            continue;
        }
        Worker *idle = nullptr;
        for (const auto &worker : m_workers)
            if (worker->page == 0 && !worker->quitting
                && worker->process->state() != QProcess::NotRunning) {
                idle = worker.get();
                break;
            }
        const auto alive = std::count_if(m_workers.cbegin(), m_workers.cend(),
                                         [](const auto &w) { return !w->quitting; });
        if (!idle && alive < m_count)
            idle = startWorker();
        if (!idle)
            return; // all busy: the next answer dispatches again
        auto [id, request] = std::move(m_queue.front());
        m_queue.pop_front();
        send(idle, id, request);
    }
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
                if (worker->quitting && worker->page == 0) {
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
                lost(worker, m_broken);
            });
    connect(worker->watchdog, &QTimer::timeout, this, [this, worker] {
        worker->process->disconnect(this);
        worker->process->kill();
        lost(worker, tr("the renderer did not answer within the page time and was stopped"));
    });
    worker->process->start(m_program, { QStringLiteral("--protocol") }, QIODevice::ReadWrite);
    worker->process->write(RenderProtocol::frame(RenderProtocol::settingsMessage(m_settings)));
    return worker;
}

void RendererProcesses::send(Worker *worker, quint64 id, const RenderRequest &request)
{
    worker->page = id;
    worker->dropped = false;
    // The first page waits for the browser to start too.
    worker->watchdog->start(m_settings.pageTimeMs + GraceMs);
    worker->process->write(RenderProtocol::frame(RenderProtocol::renderMessage(id, request)));
}

void RendererProcesses::readFrom(Worker *worker)
{
    worker->input += worker->process->readAllStandardOutput();
    QCborMap message;
    bool bad = false;
    while (RenderProtocol::take(&worker->input, &message, &bad)) {
        if (RenderProtocol::typeOf(message) != u"rendered")
            continue; // "ready": nothing to do
        quint64 id = 0;
        RenderedPage page = RenderProtocol::readRendered(message, &id);
        if (id != worker->page)
            continue;
        worker->watchdog->stop();
        worker->page = 0;
        worker->memoryKiB = page.memoryKiB;
        notePeak();
        page.memoryKiB = m_peakKiB;
        const bool wanted = !worker->dropped;
        worker->dropped = false;
        if (++worker->pages >= PagesPerProcess) {
            worker->quitting = true;
            worker->process->write(
                RenderProtocol::frame(RenderProtocol::simpleMessage(QLatin1StringView("quit"))));
            worker->process->closeWriteChannel();
        }
        if (wanted)
            Q_EMIT rendered(id, page);
        dispatch();
        return; // `worker` may be gone; what else it sent is read on its next signal
    }
    if (bad) {
        worker->process->disconnect(this);
        worker->process->kill();
        lost(worker, tr("the renderer answered something that is no renderer message"));
    }
}

void RendererProcesses::lost(Worker *worker, const QString &why)
{
    const quint64 page = worker->dropped ? 0 : worker->page;
    worker->watchdog->stop();
    remove(worker);
    if (page != 0)
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
