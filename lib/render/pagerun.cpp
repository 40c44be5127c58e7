#include "pagerun.h"

#include "processmemory.h"
#include "requestfilter.h"
#include "settledscript.h"

#include <QWebEnginePage>
#include <QWebEngineProfile>
#include <QWebEngineScript>
#include <QWebEngineScriptCollection>
#include <QWebEngineSettings>

#include <functional>

namespace Studio::Render {

// A page that shows nothing and asks no one: no dialogs, no windows, no frames, no console,
// and no navigation of its main frame but the first, which is the page itself (any other is
// the page's script sending the browser away, told to `navigatedAway`).
class RenderedWebPage : public QWebEnginePage
{
public:
    using QWebEnginePage::QWebEnginePage;

    std::function<void(const QUrl &)> navigatedAway;

protected:
    bool acceptNavigationRequest(const QUrl &url, NavigationType, bool isMainFrame) override
    {
        if (!isMainFrame)
            return false;
        if (!m_started) {
            m_started = true;
            return true;
        }
        if (navigatedAway)
            navigatedAway(url);
        return false;
    }
    QWebEnginePage *createWindow(WebWindowType) override { return nullptr; }
    void javaScriptAlert(const QUrl &, const QString &) override { }
    bool javaScriptConfirm(const QUrl &, const QString &) override { return false; }
    bool javaScriptPrompt(const QUrl &, const QString &, const QString &, QString *) override
    {
        return false;
    }
    void javaScriptConsoleMessage(JavaScriptConsoleMessageLevel, const QString &, int,
                                  const QString &) override
    {
    }

private:
    bool m_started = false;
};

namespace {

// The MIME type setContent() is given: the page's own HTML type with its charset, so that the
// bytes are decoded as the crawl read them.
QString mimeTypeOf(const QByteArray &contentType)
{
    const QByteArray type = contentType.trimmed().toLower();
    if (type.startsWith("text/html") || type.startsWith("application/xhtml+xml"))
        return QString::fromLatin1(contentType.trimmed());
    return QStringLiteral("text/html");
}

} // namespace

PageRun::PageRun(QWebEngineProfile *profile, RobotsCache *robots,
                 const RenderProtocol::Settings &settings, const RenderRequest &request,
                 QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_request(request)
    , m_profile(profile)
    , m_filter(settings, robots->rulesFor(request.robots))
{
    m_poll.setInterval(PollMs);
    connect(&m_poll, &QTimer::timeout, this, &PageRun::poll);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this,
            [this] { finish(RenderedPage::Outcome::TimedOut); });
    m_readLimit.setSingleShot(true);
    connect(&m_readLimit, &QTimer::timeout, this, [this] {
        RenderedPage page;
        page.outcome = RenderedPage::Outcome::Failed;
        page.error = tr("the page's script did not stop running: its DOM could not be read");
        deliver(page);
    });
}

PageRun::~PageRun()
{
    delete m_page; // before the profile it belongs to may go
}

void PageRun::start()
{
    m_clock.start();
    m_page = new RenderedWebPage(m_profile, this);
    m_page->setUrlRequestInterceptor(&m_filter);
    // Shown, as far as its scripts can tell: a hidden page's timers are slowed to once a
    // second, and a page that polls would seem to settle between two polls.
    m_page->setVisible(true);
    m_page->navigatedAway = [this](const QUrl &url) {
        if (!m_redirect.isValid())
            m_redirect = url;
        finish(RenderedPage::Outcome::Settled);
    };
    QWebEngineSettings *settings = m_page->settings();
    settings->setAttribute(QWebEngineSettings::AutoLoadImages, false);
    settings->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    settings->setAttribute(QWebEngineSettings::PluginsEnabled, false);
    settings->setAttribute(QWebEngineSettings::ErrorPageEnabled, false);
    settings->setAttribute(QWebEngineSettings::WebGLEnabled, false);
    settings->setAttribute(QWebEngineSettings::Accelerated2dCanvasEnabled, false);
    settings->setAttribute(QWebEngineSettings::PdfViewerEnabled, false);
    settings->setAttribute(QWebEngineSettings::PlaybackRequiresUserGesture, true);
    settings->setAttribute(QWebEngineSettings::FocusOnNavigationEnabled, false);

    QWebEngineScript settle;
    settle.setName(QStringLiteral("sitemap-studio-settle"));
    settle.setSourceCode(QString::fromUtf8(SettledScript));
    settle.setInjectionPoint(QWebEngineScript::DocumentCreation);
    settle.setWorldId(QWebEngineScript::MainWorld);
    settle.setRunsOnSubFrames(false);
    m_page->scripts().insert(settle);

    connect(m_page, &QWebEnginePage::loadFinished, this, [this](bool ok) {
        if (!ok && !m_redirect.isValid() && !m_loaded) {
            finish(RenderedPage::Outcome::Failed, tr("the page could not be loaded"));
            return;
        }
        m_loaded = true;
    });
    m_deadline.start(qMax(1, m_settings.pageTimeMs));
    m_poll.start();
    if (m_request.html.size() <= MaxInlineBytes)
        m_page->setContent(m_request.html, mimeTypeOf(m_request.contentType), m_request.url);
    else
        m_page->load(m_request.url);
}

void PageRun::poll()
{
    if (!m_loaded || m_polling || m_finishing)
        return;
    m_polling = true;
    QPointer<PageRun> self(this);
    m_page->runJavaScript(
        QStringLiteral("window.__sitemapStudioSettle ? window.__sitemapStudioSettle() : null"),
        [self](const QVariant &answer) {
            if (!self || self->m_finishing)
                return;
            self->m_polling = false;
            const int idle = self->m_settings.idleMs;
            const QVariantList state = answer.toList();
            // Without the script's answer (a document that replaced itself), the requests'
            // quiet alone tells.
            const bool quiet = state.size() == 3 ? state.at(0).toInt() == 0
                    && state.at(1).toDouble() >= idle && state.at(2).toString() == u"complete"
                                                 : true;
            if (quiet && self->m_filter.quietMs() >= idle)
                self->finish(RenderedPage::Outcome::Settled);
        });
}

void PageRun::finish(RenderedPage::Outcome outcome, const QString &error)
{
    if (m_finishing)
        return;
    m_finishing = true;
    m_poll.stop();
    m_deadline.stop();
    RenderedPage page;
    page.outcome = outcome;
    if (outcome == RenderedPage::Outcome::Failed) {
        page.error = error;
        deliver(page);
        return;
    }
    if (m_redirect.isValid()) {
        // Sent elsewhere: the DOM left behind is not the page anyone sees.
        page.finalUrl = m_redirect;
        deliver(page);
        return;
    }
    m_readLimit.start(ReadMs);
    QPointer<PageRun> self(this);
    m_page->runJavaScript(QStringLiteral("[location.href, document.documentElement ? "
                                         "document.documentElement.outerHTML : '']"),
                          [self, page](const QVariant &answer) mutable {
                              if (!self)
                                  return;
                              const QVariantList values = answer.toList();
                              page.finalUrl = QUrl(values.value(0).toString());
                              page.html = values.value(1).toString().toUtf8();
                              self->deliver(page);
                          });
}

void PageRun::deliver(RenderedPage page)
{
    if (m_done)
        return;
    m_done = true;
    m_readLimit.stop();
    m_poll.stop();
    m_deadline.stop();
    page.elapsedMs = m_clock.elapsed();
    page.requests = m_filter.requests();
    page.blockedRequests = m_filter.blocked();
    page.blockedByRobots = m_filter.blockedByRobots();
    page.unknownOrigins = m_filter.unknownOrigins();
    page.memoryKiB = processTreeKiB();
    Q_EMIT finished(page);
}

} // namespace Studio::Render
