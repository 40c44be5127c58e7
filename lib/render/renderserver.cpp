#include "renderserver.h"

#include "pagerun.h"
#include "requestfilter.h"

#include <QCoreApplication>
#include <QWebEngineProfile>
#include <QWebEngineSettings>

#include <cerrno>
#include <unistd.h>

namespace Studio::Render {

RenderServer::RenderServer(int input, int output, int atOnce, QObject *parent)
    : QObject(parent)
    , m_input(input)
    , m_output(output)
    , m_notifier(input, QSocketNotifier::Read)
    , m_atOnce(qMax(1, atOnce))
{
    m_notifier.setEnabled(false);
    connect(&m_notifier, &QSocketNotifier::activated, this, &RenderServer::readInput);
}

RenderServer::~RenderServer()
{
    // Every page before the profile it belongs to, those done and awaiting deleteLater() too.
    qDeleteAll(findChildren<PageRun *>(Qt::FindDirectChildrenOnly));
    delete m_profile;
}

void RenderServer::start()
{
    // No name: off the record. Nothing is kept on disk, cookies and cache live in memory.
    m_profile = new QWebEngineProfile(this);
    m_profile->setHttpCacheType(QWebEngineProfile::MemoryHttpCache);
    m_profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);
    m_profile->setSpellCheckEnabled(false);
    m_profile->settings()->setAttribute(QWebEngineSettings::AutoLoadImages, false);
    m_notifier.setEnabled(true);
    write(RenderProtocol::simpleMessage(QLatin1StringView("ready")));
}

void RenderServer::readInput()
{
    char chunk[65536];
    const ssize_t got = ::read(m_input, chunk, sizeof chunk);
    if (got < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    if (got <= 0) {
        quit(); // the crawl is gone
        return;
    }
    m_buffer.append(chunk, qsizetype(got));
    QCborMap message;
    bool bad = false;
    while (RenderProtocol::take(&m_buffer, &message, &bad))
        handle(message);
    if (bad)
        quit();
}

void RenderServer::handle(const QCborMap &message)
{
    const QString type = RenderProtocol::typeOf(message);
    if (type == u"settings") {
        m_settings = RenderProtocol::readSettings(message);
        if (!m_settings.userAgent.isEmpty())
            m_profile->setHttpUserAgent(QString::fromUtf8(m_settings.userAgent));
    } else if (type == u"render") {
        quint64 id = 0;
        RenderRequest request = RenderProtocol::readRender(message, &id);
        m_queue.emplace_back(id, std::move(request));
        next();
    } else if (type == u"quit") {
        quit();
    }
}

void RenderServer::next()
{
    while (qsizetype(m_running.size()) < m_atOnce && !m_queue.empty() && !m_quitting) {
        auto [id, request] = std::move(m_queue.front());
        m_queue.pop_front();
        auto *run = new PageRun(m_profile, &m_robots, m_settings, request, this);
        m_running.push_back(run);
        connect(run, &PageRun::finished, this, [this, id, run](const RenderedPage &page) {
            write(RenderProtocol::renderedMessage(id, page));
            std::erase(m_running, run);
            // Not deleted here: the page may be inside one of its own calls.
            run->deleteLater();
            QMetaObject::invokeMethod(this, &RenderServer::next, Qt::QueuedConnection);
        });
        run->start();
    }
}

void RenderServer::write(const QCborMap &message)
{
    const QByteArray bytes = RenderProtocol::frame(message);
    qsizetype written = 0;
    while (written < bytes.size()) {
        const ssize_t n
            = ::write(m_output, bytes.constData() + written, size_t(bytes.size() - written));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            quit(); // no one listens
            return;
        }
        written += n;
    }
}

void RenderServer::quit()
{
    if (m_quitting)
        return;
    m_quitting = true;
    m_notifier.setEnabled(false);
    QCoreApplication::quit();
}

} // namespace Studio::Render
