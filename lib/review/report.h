#pragma once

#include "coverage.h"
#include "diff.h"
#include "model/finding.h"
#include "model/siteaudit.h"
#include "statistics.h"
#include "svgchart.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace Studio {

class Workspace;

// The review a consultant hands over: one self-contained HTML file (UTF-8, inline CSS, no
// script, nothing fetched) with a summary of the files, the findings grouped by rule with
// the catalogue's explanation, the first examples and how to fix them, the statistics charts,
// and what changed since an older version when a comparison is given.
//
// The HTML is also well-formed XML (every element closed, attributes quoted, text escaped),
// so that tools and tests can read it back with an XML parser. The charts are inline SVG by
// default; with ChartMode::ImageReferences they are <img> elements naming charts()' files
// ("chart-hosts.svg"), for readers that draw no inline SVG: the window's PDF export renders
// each chart and hands it to QTextDocument as an image resource of that name.
//
// The workspace and the comparison's older workspace are not owned; they must outlive the
// report.
class ReviewReport
{
    Q_DECLARE_TR_FUNCTIONS(Studio::ReviewReport)

public:
    enum class ChartMode : quint8 { InlineSvg, ImageReferences };

    struct ChartImage
    {
        Statistics::Chart chart = Statistics::Chart::Hosts;
        QString fileName; // "chart-hosts.svg", as the <img> elements name it
        SvgChart svg;
    };

    // `findings` as the Checker gives them for `workspace` (Checker::findings()).
    ReviewReport(const Workspace &workspace, const QList<Finding> &findings);

    // "Sitemap review: sitemap.xml" unless set.
    void setTitle(const QString &title);
    QString title() const;
    // When the review was made; now unless set.
    void setDate(const QDateTime &date) { m_date = date; }
    // Adds the "Changes" section: `diff` compares `older` (called `olderName` in the text)
    // with the report's workspace.
    void setComparison(const SitemapDiff &diff, const Workspace &older, const QString &olderName);
    // Adds the "Site audit" section: what a crawl of the site says of the sitemap, by reason
    // with counts, examples and fixes, the pages by verdict and status as charts, the pages
    // the sitemap lacks and its orphans. `audit.findings` are at the report workspace's
    // entries.
    void setSiteAudit(const SiteAudit &audit);
    // Adds the "Search Console coverage" section: what Google says of the sitemap's URLs,
    // from `join` made over the report's workspace (its entries are the findings'): per
    // segment the URLs submitted, indexed, not indexed by reason, unknown to Google and not
    // inspected, and the findings (rules SM901-SM913) by rule with examples. `records`: how
    // many URLs Google's data names.
    void setCoverage(const CoverageJoin &join, qsizetype records);
    // The report's workspace is the sitemap as published, and `document` is the same sitemap
    // with fixes made since that are not published yet (the window's document, edited after
    // it was opened): the report then says what the live site shows. Its findings and site
    // audit stay those of the published version, a note at the top says so, and the section
    // "Fixed in the document, not yet published" lists each finding of the published version
    // (the checker's and, with setSiteAudit(), the audit's) that the document no longer has,
    // with what changed. `findings` and `auditFindings` are the document's own (the Checker's,
    // CrawlSitemap::audit()'s); `publishedName` names the published version for people ("the
    // file as opened", an address). `document` is not owned and must outlive the report.
    void setUnpublishedDocument(const Workspace &document, const QList<Finding> &findings,
                                const QList<Finding> &auditFindings, const QString &publishedName);
    bool hasUnpublishedDocument() const { return m_document != nullptr; }

    // A finding of the published version that the document no longer has.
    struct Fix
    {
        QLatin1StringView ruleId;
        Severity severity = Severity::Error;
        bool fromAudit = false; // the site audit's finding, not the checker's
        QString url; // the entry's URL, the page to add (SM418), or empty for a whole file
        QString change; // what the document did about it, for people
    };
    // The fixes setUnpublishedDocument() lists, the checker's first, each in its findings'
    // order; empty without it. `introduced`, when given, gets how many findings the document
    // has that the published version does not.
    QList<Fix> unpublishedFixes(qsizetype *introduced = nullptr) const;
    // `findings` made at the entries of `from`, each placed at the first entry of `to` with
    // the same URL (as the duplicate rule normalises it); those about a URL `to` does not
    // list are left out, and those about no entry are kept as they are. For findings that
    // are about a URL rather than an entry (the link check's), to report them on another
    // version of the sitemap.
    static QList<Finding> placedByUrl(const QList<Finding> &findings, const Workspace &from,
                                      const Workspace &to);
    void setChartMode(ChartMode mode) { m_chartMode = mode; }
    // How many findings each rule shows as examples (5), and how many URLs each kind of
    // change lists (25).
    void setExamplesPerRule(int examples) { m_examples = examples; }
    void setItemsPerChange(int items) { m_items = items; }

    const Statistics &statistics() const { return m_statistics; }
    // The charts the report shows, in its order; charts with nothing to count are left out.
    // The site audit's two charts come last (their `chart` says nothing: see fileName).
    QList<ChartImage> charts() const;
    static QString chartFileName(Statistics::Chart chart);

    // The whole document, UTF-8.
    QByteArray toHtml() const;

private:
    QString summaryHtml() const;
    QString findingsHtml() const;
    QString chartsHtml() const;
    QString changesHtml() const;
    QString auditHtml() const;
    QString coverageHtml() const;
    QString notFoundHtml() const;
    QString unpublishedNoteHtml(qsizetype fixes) const;
    QString fixesHtml(const QList<Fix> &fixes, qsizetype introduced) const;
    QList<ChartImage> auditCharts() const;
    // The statistics' charts alone, for their section.
    QList<ChartImage> statisticsCharts() const;
    QString chartHtml(const ChartImage &chart, const QString &alt) const;
    QString fileName(qint32 sitemap) const;

    const Workspace *m_workspace; // not owned
    QList<Finding> m_findings;
    Statistics m_statistics;
    QString m_title;
    QDateTime m_date;
    ChartMode m_chartMode = ChartMode::InlineSvg;
    int m_examples = 5;
    int m_items = 25;
    bool m_hasComparison = false;
    SitemapDiff m_diff;
    const Workspace *m_older = nullptr; // not owned
    QString m_olderName;
    bool m_hasAudit = false;
    bool m_hasCoverage = false;
    QList<CoverageJoin::Row> m_coverageRows;
    CoverageJoin::Counts m_coverageTotal;
    QList<Finding> m_coverageFindings;
    qsizetype m_coverageRecords = 0;
    QString m_coverageSegments; // the segmenter's spec ("folder")
    SiteAudit m_audit;
    const Workspace *m_document = nullptr; // not owned; set with fixes not yet published
    QList<Finding> m_documentFindings;
    QList<Finding> m_documentAudit;
    QString m_publishedName;
};

} // namespace Studio
