#pragma once

#include "model/finding.h"
#include "net/crawler.h"

#include <QList>
#include <QObject>
#include <QTimer>

namespace Studio {

class CrawlDocument;
class EditorDocument;
class UrlEntry;

// The crawl document's crawl applied to the sitemap document (Tools → Audit Sitemap Against
// Site…): the audit's findings (CrawlSitemap::audit) for the sitemap as it is now. They are
// worked out again after each change: at once for a new workspace or a crawl that ends or is
// opened, shortly after an edit (a burst of edits costs one audit). An insertion or removal
// drops them at once, so that no view reads a finding whose entry moved, until they are
// worked out again. A crawl that runs is not audited until it ends: its pages are not all
// known. The crawl is the crawl document's: opening another sitemap keeps it.
class AuditSession : public QObject
{
    Q_OBJECT

public:
    // Neither is owned; both must outlive the session.
    AuditSession(EditorDocument *document, CrawlDocument *crawls, QObject *parent = nullptr);
    ~AuditSession() override;

    // The crawl document takes `crawl` as if opened; `options`: those the crawl ran with,
    // kept with it when it is saved.
    void setCrawl(CrawlResult crawl, const CrawlOptions &options = {});
    // The crawl document closes its crawl.
    void clear();
    // A crawl is held and not running: the audit has one to judge by.
    bool hasCrawl() const;
    const CrawlResult &crawl() const;
    const CrawlOptions &crawlOptions() const;
    CrawlDocument *crawlDocument() const { return m_crawls; }

    const QList<Finding> &findings() const { return m_findings; }
    int count(Severity severity) const;
    // The indexable pages of the crawl the document does not list ("Add the Missing Pages").
    QList<UrlEntry> missingPages() const;

Q_SIGNALS:
    void findingsChanged();
    // A crawl was set, dropped, started or ended: hasCrawl() or crawl() changed.
    void crawlChanged();

private:
    void audit();
    void dropUntilAudited();

    void crawlSettled();

    EditorDocument *m_document; // not owned
    CrawlDocument *m_crawls; // not owned
    bool m_hadCrawl = false; // hasCrawl() when crawlChanged() was last emitted
    QList<Finding> m_findings;
    QTimer m_again;
};

} // namespace Studio
