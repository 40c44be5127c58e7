#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>
#include <utility>

namespace Studio {

class SiteCredentials;

// When a crawl runs a page's JavaScript before reading it (crawl --render).
enum class RenderMode : quint8 {
    Never,
    // A page whose HTML is an application shell (AppShell), and every page of a host once its
    // pages keep being shells (RenderPolicy); a static site renders nothing.
    Auto,
    Always,
};
// "never", "auto", "always".
QLatin1StringView renderModeId(RenderMode mode);
// From renderModeId()'s words, any case; false for another word.
bool renderModeFromId(QStringView id, RenderMode *mode);

// What a renderer needs to know of the crawl, the same for every page: who it is to the sites
// and which robots.txt rules its page's own requests obey.
struct RenderSettings
{
    QByteArray userAgent;
    QString robotsAgent; // the robots.txt product token the page's requests obey
    bool obeyRobots = true;
    // A login, cookies and headers for the origins they were given for (SiteCredentials);
    // null for none. Secrets: a renderer holds them in memory only.
    std::shared_ptr<const SiteCredentials> credentials;
    // A page is given up after this long, settled or not.
    int pageTimeMs = 20000;
    // The network idle this long (no request under way, none started) means the page has
    // settled.
    int idleMs = 500;
};

// One page to render: its HTML as the crawl fetched it, so that the document is not asked
// again, and the robots.txt rules of the origins its own requests may go to.
struct RenderRequest
{
    QUrl url; // where the HTML came from (after the server's redirects): the document's URL
    QByteArray html; // the bytes as received
    QByteArray contentType; // the Content-Type header, for the charset
    // The robots.txt files known, by origin (PoliteScheduler::originKey()): a text of rules,
    // empty for "everything allowed" (none there, or a 4xx). A request to an origin not listed
    // is not made; the result names that origin (RenderedPage::unknownOrigins), so that the
    // crawl can read its robots.txt and render the page again.
    QHash<QString, QByteArray> robots;
};

// What rendering one page gave.
struct RenderedPage
{
    enum class Outcome : quint8 {
        Settled, // the network went idle within the page time
        TimedOut, // the page time ran out first: the DOM as it was then
        Failed, // no DOM: the renderer could not start, crashed, or the page could not load
    };

    Outcome outcome = Outcome::Failed;
    QByteArray html; // the rendered DOM (document.documentElement.outerHTML), UTF-8
    // The document's URL once rendered: the request's, or where a JavaScript redirect
    // (location.href = …, location.replace(), history.replaceState()) sent it.
    QUrl finalUrl;
    // The page's own requests that robots.txt disallows for the crawl's agent: not made.
    QStringList blockedByRobots;
    // Origins the page's requests went to whose robots.txt the request did not carry: those
    // requests were not made (see RenderRequest::robots).
    QStringList unknownOrigins;
    int requests = 0; // made by the page (its scripts, styles, data), not counting the document
    int blockedRequests = 0; // not made: robots.txt, unknown origins, images, fonts, media, frames
    qint64 elapsedMs = 0;
    // What the renderer held at the end, its browser processes together; 0 when unknown.
    qint64 memoryKiB = 0;
    QString error; // why it failed (Outcome::Failed)

    bool ok() const { return outcome != Outcome::Failed; }
    bool redirected(const QUrl &requested) const
    {
        return finalUrl.isValid()
            && finalUrl.adjusted(QUrl::RemoveFragment) != requested.adjusted(QUrl::RemoveFragment);
    }
};

// Renders pages with JavaScript, as a browser (and Google's renderer) would, for the Crawler,
// which declares what it needs here and knows nothing of how it is done. The engine has no
// browser: an implementation lives outside it (RendererProcesses starts the program
// sitemap-studio-render, built on lib/render/ with Qt WebEngine) or in a test.
//
// Asynchronous: render() returns at once, rendered() follows from the event loop (never from
// within render()). Every request gets exactly one rendered(), a failed one included, unless
// cancel() comes first.
class PageRenderer : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // For the pages asked from now on.
    virtual void setSettings(const RenderSettings &settings) = 0;
    // Renders `request`; rendered(id, …) follows. Pages beyond capacity() wait their turn.
    virtual void render(quint64 id, const RenderRequest &request) = 0;
    // Drops every page asked and not yet rendered; no rendered() comes for them.
    virtual void cancel() = 0;
    // Pages rendered at once.
    virtual int capacity() const = 0;
    // Renderers started so far (browser processes, or what an implementation counts as one):
    // 0 until a page is asked.
    virtual int started() const = 0;
    // The most memory its renderers held at once so far, in KiB; 0 when unknown.
    virtual qint64 peakMemoryKiB() const { return 0; }

Q_SIGNALS:
    void rendered(quint64 id, const Studio::RenderedPage &page);
};

} // namespace Studio

Q_DECLARE_METATYPE(Studio::RenderedPage)
