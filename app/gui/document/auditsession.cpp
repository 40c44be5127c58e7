#include "auditsession.h"

#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "net/crawlsitemap.h"

namespace Studio {

AuditSession::AuditSession(EditorDocument *document, CrawlDocument *crawls, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_crawls(crawls)
{
    m_again.setSingleShot(true);
    m_again.setInterval(150);
    connect(&m_again, &QTimer::timeout, this, &AuditSession::audit);
    // Another sitemap opened keeps the crawl: it is judged by it at once.
    connect(document, &EditorDocument::reset, this, [this] {
        if (hasCrawl())
            audit();
    });
    connect(crawls, &CrawlDocument::crawlReset, this, &AuditSession::crawlSettled);
    connect(crawls, &CrawlDocument::runningChanged, this, &AuditSession::crawlSettled);
    connect(document, &EditorDocument::entryAboutToBeInserted, this,
            &AuditSession::dropUntilAudited);
    connect(document, &EditorDocument::entryAboutToBeRemoved, this,
            &AuditSession::dropUntilAudited);
    auto later = [this] {
        if (hasCrawl())
            m_again.start();
    };
    connect(document, &EditorDocument::entriesChanged, this, later);
    connect(document, &EditorDocument::entryChanged, this, later);
    connect(document, &EditorDocument::entryInserted, this, later);
    connect(document, &EditorDocument::entryRemoved, this, later);
}

AuditSession::~AuditSession() = default;

void AuditSession::setCrawl(CrawlResult crawl, const CrawlOptions &options)
{
    m_crawls->setCrawl(std::move(crawl), options);
}

void AuditSession::clear()
{
    m_crawls->close();
}

bool AuditSession::hasCrawl() const
{
    return m_crawls->hasCrawl() && !m_crawls->isRunning();
}

const CrawlResult &AuditSession::crawl() const
{
    return m_crawls->crawl();
}

const CrawlOptions &AuditSession::crawlOptions() const
{
    return m_crawls->options();
}

void AuditSession::crawlSettled()
{
    m_again.stop();
    const bool had = m_hadCrawl || !m_findings.isEmpty();
    m_hadCrawl = hasCrawl();
    if (m_hadCrawl) {
        audit();
    } else if (!m_findings.isEmpty()) {
        m_findings.clear();
        Q_EMIT findingsChanged();
    }
    if (had || m_hadCrawl)
        Q_EMIT crawlChanged();
}

int AuditSession::count(Severity severity) const
{
    return int(std::count_if(m_findings.cbegin(), m_findings.cend(),
                             [severity](const Finding &f) { return f.severity == severity; }));
}

QList<UrlEntry> AuditSession::missingPages() const
{
    return hasCrawl() ? CrawlSitemap::missingPages(m_document->workspace(), crawl())
                      : QList<UrlEntry>();
}

void AuditSession::audit()
{
    m_again.stop();
    // A sitemap with no URL yet (a new document beside a crawl) is not judged: every page of
    // the site would be "missing" from a sitemap nobody has started.
    bool hasEntries = false;
    for (const Sitemap &sitemap : m_document->workspace().sitemaps)
        hasEntries = hasEntries || !sitemap.entries.isEmpty();
    m_findings = hasCrawl() && hasEntries
        ? CrawlSitemap::audit(m_document->workspace(), crawl())
        : QList<Finding>();
    Q_EMIT findingsChanged();
}

void AuditSession::dropUntilAudited()
{
    if (!hasCrawl())
        return;
    if (!m_findings.isEmpty()) {
        m_findings.clear();
        Q_EMIT findingsChanged();
    }
    m_again.start();
}

} // namespace Studio
