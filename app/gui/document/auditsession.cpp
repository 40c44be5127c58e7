#include "auditsession.h"

#include "document/editordocument.h"
#include "net/crawlsitemap.h"

namespace Studio {

AuditSession::AuditSession(EditorDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    m_again.setSingleShot(true);
    m_again.setInterval(150);
    connect(&m_again, &QTimer::timeout, this, &AuditSession::audit);
    connect(document, &EditorDocument::opened, this, &AuditSession::clear);
    connect(document, &EditorDocument::reset, this, [this] {
        if (m_hasCrawl)
            audit();
    });
    connect(document, &EditorDocument::entryAboutToBeInserted, this,
            &AuditSession::dropUntilAudited);
    connect(document, &EditorDocument::entryAboutToBeRemoved, this,
            &AuditSession::dropUntilAudited);
    auto later = [this] {
        if (m_hasCrawl)
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
    m_crawl = std::move(crawl);
    m_options = options;
    m_hasCrawl = true;
    audit();
    Q_EMIT crawlChanged();
}

void AuditSession::clear()
{
    m_again.stop();
    const bool had = m_hasCrawl || !m_findings.isEmpty();
    m_crawl = CrawlResult();
    m_hasCrawl = false;
    m_findings.clear();
    if (had) {
        Q_EMIT findingsChanged();
        Q_EMIT crawlChanged();
    }
}

int AuditSession::count(Severity severity) const
{
    return int(std::count_if(m_findings.cbegin(), m_findings.cend(),
                             [severity](const Finding &f) { return f.severity == severity; }));
}

QList<UrlEntry> AuditSession::missingPages() const
{
    return m_hasCrawl ? CrawlSitemap::missingPages(m_document->workspace(), m_crawl)
                      : QList<UrlEntry>();
}

void AuditSession::audit()
{
    m_again.stop();
    m_findings
        = m_hasCrawl ? CrawlSitemap::audit(m_document->workspace(), m_crawl) : QList<Finding>();
    Q_EMIT findingsChanged();
}

void AuditSession::dropUntilAudited()
{
    if (!m_hasCrawl)
        return;
    if (!m_findings.isEmpty()) {
        m_findings.clear();
        Q_EMIT findingsChanged();
    }
    m_again.start();
}

} // namespace Studio
