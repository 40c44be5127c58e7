#pragma once

#include "net/crawler.h"
#include "model/finding.h"

#include <QList>
#include <QObject>
#include <QTimer>

namespace Studio {

class EditorDocument;
class UrlEntry;

// A crawl of the document's site applied to the document (Tools → Crawl Site…, Audit the Open
// Sitemap): the audit's findings (CrawlSitemap::audit) for the document as it is now. They are
// worked out again after each change: at once for a new workspace, shortly after an edit (a
// burst of edits costs one audit). An insertion or removal drops them at once, so that no view
// reads a finding whose entry moved, until they are worked out again. The crawl stays with the
// document until another takes its place.
class AuditSession : public QObject
{
    Q_OBJECT

public:
    explicit AuditSession(EditorDocument *document, QObject *parent = nullptr);
    ~AuditSession() override;

    // `options`: those the crawl ran with, kept with it when it is saved.
    void setCrawl(CrawlResult crawl, const CrawlOptions &options = {});
    void clear();
    bool hasCrawl() const { return m_hasCrawl; }
    const CrawlResult &crawl() const { return m_crawl; }
    const CrawlOptions &crawlOptions() const { return m_options; }

    const QList<Finding> &findings() const { return m_findings; }
    int count(Severity severity) const;
    // The indexable pages of the crawl the document does not list ("Add the Missing Pages").
    QList<UrlEntry> missingPages() const;

Q_SIGNALS:
    void findingsChanged();
    // A crawl was set or dropped.
    void crawlChanged();

private:
    void audit();
    void dropUntilAudited();

    EditorDocument *m_document; // not owned
    CrawlResult m_crawl;
    CrawlOptions m_options;
    bool m_hasCrawl = false;
    QList<Finding> m_findings;
    QTimer m_again;
};

} // namespace Studio
