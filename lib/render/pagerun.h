#pragma once

#include "net/renderprotocol.h"
#include "requestfilter.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QWebEngineProfile;

namespace Studio::Render {

class RenderedWebPage;

// One page rendered: its HTML as the crawl fetched it put into a QWebEnginePage (under the
// page's own URL, so that its scripts see their address and their relative requests go to the
// site), run until the network has been idle for the settings' idle time or the page time
// runs out, then its DOM read (document.documentElement.outerHTML) with its URL. A navigation
// of the main frame away from the page (location.href = …) is a JavaScript redirect: it is not
// followed, its target is the answer's final URL. finished() comes once.
class PageRun : public QObject
{
    Q_OBJECT

public:
    // `profile` and `robots` are the server's (not owned).
    PageRun(QWebEngineProfile *profile, RobotsCache *robots,
            const RenderProtocol::Settings &settings, const RenderRequest &request,
            QObject *parent = nullptr);
    ~PageRun() override;

    void start();

    // setContent() carries the document as a data: URL, which Chromium takes up to 2 MB; a
    // larger page is loaded from its URL instead (asked of the site again).
    static constexpr qsizetype MaxInlineBytes = 2 * 1000 * 1000 - 64 * 1024;
    // How often the page is asked whether it has settled.
    static constexpr int PollMs = 100;
    // How long reading the DOM may take before the page counts as hung.
    static constexpr int ReadMs = 5000;

Q_SIGNALS:
    void finished(const Studio::RenderedPage &page);

private:
    void poll();
    void finish(RenderedPage::Outcome outcome, const QString &error = {});
    void deliver(RenderedPage page);

    RenderProtocol::Settings m_settings;
    RenderRequest m_request;
    QWebEngineProfile *m_profile; // not owned
    RequestFilter m_filter; // this page's requests; outlives m_page, which calls it
    RenderedWebPage *m_page = nullptr; // owned (child)
    QTimer m_poll;
    QTimer m_deadline; // the page time
    QTimer m_readLimit; // reading the DOM
    QElapsedTimer m_clock;
    bool m_loaded = false;
    bool m_polling = false; // a poll's answer is awaited
    bool m_finishing = false;
    bool m_done = false;
    QUrl m_redirect; // where the page's script sent the browser
};

} // namespace Studio::Render
