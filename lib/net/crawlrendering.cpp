// The Crawler's JavaScript rendering: which pages are rendered, the renderer asked and answered,
// and what the crawl takes of a rendered page, raw and rendered together. The rest of the crawl
// is in crawler.cpp.

#include "crawler.h"
#include "crawler_p.h"

#include "memorybudget.h"
#include "politescheduler.h"

#include <QFutureWatcher>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace Studio {

namespace {

// The HTML as fetched and its rendered DOM, as Google takes them together: it reads links and
// directives from the HTML before it renders, and the rendered DOM after. A noindex or nofollow
// in either holds; the rendered canonical, title, hreflang, images and date win where the DOM
// gives them; links of either are followed (those the DOM lost were seen in the HTML).
HtmlPage merged(const HtmlPage &raw, const HtmlPage &dom)
{
    HtmlPage page = dom;
    page.robots.merge(raw.robots);
    if (!page.canonical.isValid() && !page.conflictingCanonicals) {
        page.canonical = raw.canonical;
        page.conflictingCanonicals = raw.conflictingCanonicals;
    }
    if (page.title.isEmpty())
        page.title = raw.title;
    if (page.alternates.isEmpty())
        page.alternates = raw.alternates;
    if (page.images.isEmpty())
        page.images = raw.images;
    if (page.modifiedSource == PageDateSource::None) {
        page.modified = raw.modified;
        page.modifiedSource = raw.modifiedSource;
    }
    if (!page.isInstantRefresh() && raw.isInstantRefresh()) {
        page.refresh = raw.refresh;
        page.refreshSeconds = raw.refreshSeconds;
    }
    QSet<QUrl> seen(page.links.cbegin(), page.links.cend());
    for (qsizetype i = 0; i < raw.links.size(); ++i) {
        if (seen.contains(raw.links.at(i)))
            continue;
        if (page.links.size() >= HtmlPage::MaxLinks) {
            page.linksCut = true;
            break;
        }
        page.links.append(raw.links.at(i));
        page.linkDetails.append(raw.linkDetails.value(i));
    }
    page.linksCut = page.linksCut || raw.linksCut;
    page.tooDeep = page.tooDeep || raw.tooDeep;
    page.tooManyElements = page.tooManyElements || raw.tooManyElements;
    return page;
}

bool sameAlternates(const QList<HtmlAlternate> &a, const QList<HtmlAlternate> &b)
{
    auto keys = [](const QList<HtmlAlternate> &list) {
        QSet<QString> out;
        for (const HtmlAlternate &alternate : list)
            out.insert(alternate.hreflang.toLower() + u' '
                       + QString::fromUtf8(alternate.href.toEncoded()));
        return out;
    };
    return keys(a) == keys(b);
}

} // namespace

int CrawlOptions::defaultRenderers()
{
    return qBound(1, 2 * QThread::idealThreadCount(), MaxRenderers);
}

// -- CrawlResult ------------------------------------------------------------------------------

const PageRendering *CrawlResult::rendering(const CrawledPage &page) const
{
    const auto it = m_renderings.constFind(page.url);
    return it == m_renderings.cend() ? nullptr : &*it;
}

void CrawlResult::setRendering(quint32 url, PageRendering rendering)
{
    m_renderings.insert(url, std::move(rendering));
}

QSet<quint32> CrawlResult::reachedOnlyByJavaScript() const
{
    QSet<quint32> byScript, otherwise;
    for (const CrawledPage &page : pages) {
        const PageRendering *rendered = rendering(page);
        // A JavaScript redirect is the script's doing too.
        if (page.isRedirect())
            (rendered && rendered->has(PageRendering::JavaScriptRedirect) ? byScript : otherwise)
                .insert(page.redirect);
        for (const CrawledPage::Alternate &alternate : page.alternates)
            otherwise.insert(alternate.url);
        if (!page.has(CrawledPage::Fetched) || page.nofollow())
            continue;
        if (!rendered || rendered->javascriptLinks.empty()) {
            for (const quint32 link : page.links)
                otherwise.insert(link);
            continue;
        }
        const QSet<quint32> scripted(rendered->javascriptLinks.cbegin(),
                                     rendered->javascriptLinks.cend());
        for (const quint32 link : page.links)
            (scripted.contains(link) ? byScript : otherwise).insert(link);
    }
    byScript.subtract(otherwise);
    for (const CrawledPage &page : pages)
        if (page.has(CrawledPage::Start))
            byScript.remove(page.url);
    return byScript;
}

// -- Crawler ----------------------------------------------------------------------------------

void Crawler::setRenderer(PageRenderer *renderer)
{
    if (m_renderer == renderer)
        return;
    if (m_renderer)
        disconnect(m_renderer, nullptr, this, nullptr);
    m_renderer = renderer;
    if (m_renderer)
        connect(m_renderer, &PageRenderer::rendered, this, &Crawler::rendered);
}

QHash<QString, QByteArray> Crawler::renderRobots() const
{
    return m_renderRobots;
}

bool Crawler::wantsRendering(qsizetype index, const Job &job, const HtmlPage &raw)
{
    const AppShell shell = AppShell::judge(raw);
    if (shell.isShell())
        ++m_result.renderTotals.shells;
    const CrawledPage &page = m_result.pages.at(index);
    // A header's noindex is beyond any script, and Google renders no noindex page: nothing to
    // learn. A robots meta noindex is rendered, to say when the script means to lift it.
    const bool render = m_renderer && !page.has(CrawledPage::NoindexHeader)
        && m_renderPolicy.decide(job.url.host().toLower(), shell.isShell());
    if (!render && shell.isShell()) {
        PageRendering noted;
        noted.flags = PageRendering::Shell;
        noted.shell = shell.sign;
        noted.robotsBefore = raw.robots;
        noted.titleBefore = raw.title;
        if (raw.canonical.isValid())
            noted.canonicalBefore = m_result.intern(raw.canonical);
        m_result.setRendering(job.id, std::move(noted));
    }
    return render;
}

void Crawler::startRendering(qsizetype index, const Job &job, HtmlPage raw, QByteArray body,
                             QByteArray contentType)
{
    Rendering rendering;
    rendering.index = index;
    rendering.job = job;
    rendering.shell = AppShell::judge(raw);
    rendering.raw = std::move(raw);
    rendering.body = std::move(body);
    rendering.contentType = std::move(contentType);
    const quint64 id = m_nextRendering++;
    m_renderings.emplace(id, std::move(rendering));
    askRenderer(id);
}

void Crawler::askRenderer(quint64 id)
{
    const Rendering &rendering = m_renderings.at(id);
    if (m_scheduler->delayFor(rendering.job.url) <= 0) {
        sendToRenderer(id);
        return;
    }
    const QString server = m_scheduler->serverKey(rendering.job.url);
    m_renderGates[server].waiting.push_back(id);
    openRenderGate(server);
}

void Crawler::openRenderGate(const QString &server)
{
    RenderGate &gate = m_renderGates[server];
    while (!gate.waiting.empty() && m_renderings.find(gate.waiting.front()) == m_renderings.end())
        gate.waiting.pop_front(); // dropped meanwhile
    if (m_paused || gate.inFlight > 0 || gate.waiting.empty())
        return;
    const quint64 next = gate.waiting.front();
    const int delay = m_scheduler->delayFor(m_renderings.at(next).job.url);
    const qint64 wait = gate.lastAnswer.isValid() ? delay - gate.lastAnswer.elapsed() : 0;
    if (wait > 0) {
        if (!gate.wakeQueued) {
            gate.wakeQueued = true;
            QTimer::singleShot(int(wait), this, [this, server, generation = m_generation] {
                if (generation != m_generation)
                    return; // the gates went with that crawl
                m_renderGates[server].wakeQueued = false;
                openRenderGate(server);
            });
        }
        return;
    }
    gate.waiting.pop_front();
    ++gate.inFlight;
    m_renderings.at(next).gate = server;
    sendToRenderer(next);
}

void Crawler::sendToRenderer(quint64 id)
{
    const Rendering &rendering = m_renderings.at(id);
    RenderRequest request;
    request.url = rendering.job.url;
    request.html = rendering.body;
    request.contentType = rendering.contentType;
    request.robots = renderRobots();
    m_renderer->render(id, request);
}

void Crawler::renderRobotsRead(const QString &origin)
{
    QList<quint64> ready;
    for (auto &[id, rendering] : m_renderings)
        if (rendering.waitingFor.remove(origin) && rendering.waitingFor.isEmpty())
            ready.append(id);
    std::sort(ready.begin(), ready.end()); // in the order they were asked
    for (const quint64 id : std::as_const(ready))
        askRenderer(id);
}

void Crawler::rendered(quint64 id, const RenderedPage &page)
{
    const auto it = m_renderings.find(id);
    if (it == m_renderings.end() || !m_running)
        return; // dropped meanwhile
    Rendering &rendering = it->second;
    if (!rendering.gate.isEmpty()) {
        const QString server = std::exchange(rendering.gate, QString());
        RenderGate &gate = m_renderGates[server];
        gate.inFlight = qMax(0, gate.inFlight - 1);
        gate.lastAnswer.start();
        openRenderGate(server); // the next waits the delay from now
    }
    rendering.elapsedMs += quint32(qBound<qint64>(0, page.elapsedMs, UINT32_MAX / 2));
    RenderTotals &totals = m_result.renderTotals;
    totals.peakMemoryKiB = qMax(totals.peakMemoryKiB, page.memoryKiB);
    if (page.ok() && !page.unknownOrigins.isEmpty() && !rendering.retried && m_options.obeyRobots) {
        // Its requests went to origins whose robots.txt the crawl had not read: read them, as
        // Google's renderer would, and render the page again with them.
        rendering.retried = true;
        ++totals.retries;
        for (const QString &origin : page.unknownOrigins) {
            if (m_renderRobots.contains(origin))
                continue; // read meanwhile
            const QUrl url(origin);
            m_scheduler->readRobots(url);
            const PoliteScheduler::Robots state = m_scheduler->robotsState(url);
            if (state == PoliteScheduler::Robots::Unknown
                || state == PoliteScheduler::Robots::Fetching)
                rendering.waitingFor.insert(origin);
        }
        if (rendering.waitingFor.isEmpty())
            askRenderer(id);
        return;
    }
    rendering.answer = page;
    if (!page.ok() || page.redirected(rendering.job.url)) {
        readRendered(id, HtmlPage(), page);
        return;
    }
    // The DOM is read as the HTML was: off this thread, in the order pages come.
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<HtmlPage>(this);
    connect(watcher, &QFutureWatcher<HtmlPage>::finished, this, [this, watcher, id, generation] {
        watcher->deleteLater();
        const auto found = m_renderings.find(id);
        if (generation != m_generation || found == m_renderings.end())
            return;
        readRendered(id, watcher->result(), found->second.answer);
    });
    watcher->setFuture(QtConcurrent::run(
        &m_parser, [html = page.html, url = rendering.job.url, agent = m_options.metaAgent] {
            return HtmlPage::parse(html, url, "text/html; charset=utf-8", agent);
        }));
}

void Crawler::readRendered(quint64 id, const HtmlPage &dom, const RenderedPage &page)
{
    auto node = m_renderings.extract(id);
    Rendering &rendering = node.mapped();
    const qsizetype index = rendering.index;
    const HtmlPage &raw = rendering.raw;
    const quint32 self = rendering.job.id;
    RenderTotals &totals = m_result.renderTotals;

    PageRendering info;
    info.shell = rendering.shell.sign;
    if (rendering.shell.isShell())
        info.flags |= PageRendering::Shell;
    info.robotsBefore = raw.robots;
    info.titleBefore = raw.title;
    if (raw.canonical.isValid())
        info.canonicalBefore = m_result.intern(raw.canonical);
    if (raw.conflictingCanonicals)
        info.flags |= PageRendering::ConflictingCanonicalsBefore;
    info.requests = page.requests;
    info.blockedByRobots = int(page.blockedByRobots.size());
    info.blockedResources = page.blockedByRobots.mid(0, PageRendering::MaxBlockedShown);
    info.elapsedMs = rendering.elapsedMs;
    totals.requests += page.requests;
    totals.blockedByRobots += info.blockedByRobots;
    totals.elapsedMs += rendering.elapsedMs;
    const bool rawNoindex = raw.robots.noindex;
    if (rawNoindex)
        info.flags |= PageRendering::RawNoindex;

    QUrl redirect;
    m_parsing.removeOne(index);
    if (!page.ok()) {
        ++totals.failed;
        info.flags |= PageRendering::Failed;
        info.message = page.error;
        readPage(index, rendering.job, raw);
    } else if (page.redirected(rendering.job.url)) {
        ++totals.pagesRendered;
        info.flags |= PageRendering::Rendered | PageRendering::JavaScriptRedirect;
        redirect = page.finalUrl.adjusted(QUrl::RemoveFragment);
        readPage(index, rendering.job, raw);
    } else {
        ++totals.pagesRendered;
        info.flags |= PageRendering::Rendered;
        if (page.outcome == RenderedPage::Outcome::TimedOut) {
            info.flags |= PageRendering::TimedOut;
            ++totals.timedOut;
        }
        info.robotsAfter = dom.robots;
        info.titleAfter = dom.title;
        if (dom.canonical.isValid())
            info.canonicalAfter = m_result.intern(dom.canonical);
        if (dom.conflictingCanonicals)
            info.flags |= PageRendering::ConflictingCanonicalsAfter;
        if (!sameAlternates(raw.alternates, dom.alternates))
            info.flags |= PageRendering::HreflangChanged;
        // What only the script wrote: links a crawler reading HTML alone never sees.
        const QSet<QUrl> before(raw.links.cbegin(), raw.links.cend());
        QSet<quint32> seen;
        for (const QUrl &link : dom.links) {
            if (before.contains(link))
                continue;
            const QUrl url = m_options.urlRules.withoutParameters(link);
            if (!inScope(url))
                continue;
            const quint32 target = m_result.intern(url);
            if (target != self && !seen.contains(target)) {
                seen.insert(target);
                info.javascriptLinks.push_back(target);
            }
        }
        // Google renders no page that its HTML marks noindex: what the script adds is never
        // seen there, links included.
        readPage(index, rendering.job, rawNoindex ? raw : merged(raw, dom));
    }
    if (redirect.isValid()) {
        // A JavaScript redirect is a redirect to search engines: the page is not indexed, its
        // target is fetched as a redirect's would be.
        const quint32 target = m_result.intern(m_options.urlRules.withoutParameters(redirect));
        if (target != self) {
            m_result.pages[index].redirect = target;
            const QUrl url = m_result.url(target);
            if (inScope(url) && m_result.pageIndex(target) < 0
                && rendering.job.hops < m_options.maxRedirects && !isLeftOut(url))
                enqueue(url, rendering.job.depth, 0, quint8(rendering.job.hops + 1));
        }
    }
    m_result.setRendering(self, std::move(info));
    pageRead(index);
}

void Crawler::dropRenderings(bool readRaw)
{
    if (m_renderer)
        m_renderer->cancel();
    m_renderGates.clear();
    auto renderings = std::exchange(m_renderings, {});
    if (!readRaw)
        return;
    std::vector<Rendering *> left;
    for (auto &[id, rendering] : renderings)
        left.push_back(&rendering);
    std::sort(left.begin(), left.end(),
              [](const Rendering *a, const Rendering *b) { return a->index < b->index; });
    for (Rendering *rendering : left) {
        PageRendering info;
        info.shell = rendering->shell.sign;
        info.flags
            = PageRendering::Failed | (rendering->shell.isShell() ? PageRendering::Shell : 0);
        info.robotsBefore = rendering->raw.robots;
        info.titleBefore = rendering->raw.title;
        info.message = tr("Not rendered: the crawl stopped first");
        m_parsing.removeOne(rendering->index);
        readPage(rendering->index, rendering->job, rendering->raw);
        m_result.setRendering(rendering->job.id, std::move(info));
        m_parseShares.erase(rendering->index);
        ++m_done;
        Q_EMIT pageDone(rendering->index);
    }
}

} // namespace Studio
