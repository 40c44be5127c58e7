#include "report.h"

#include "io/fieldlocator.h"
#include "model/workspace.h"
#include "util/url.h"
#include "xmltext.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QSet>
#include <QUrl>

#include <algorithm>
#include <climits>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// One stylesheet for browsers and for QTextDocument (the window's PDF), so it keeps to what
// both understand: simple selectors, colours, margins, padding, table borders. No '<' or '&'
// in it, so that it is XML text as it stands.
constexpr QLatin1StringView Css { R"(
body { font-family: 'DejaVu Sans', 'Segoe UI', Arial, sans-serif; font-size: 14px; color: #222222;
       background-color: #ffffff; }
@media screen { body { margin: 24px auto; max-width: 980px; padding: 0 16px; } }
h1 { font-size: 24px; margin: 0 0 4px 0; line-height: 1.2; }
h2 { font-size: 19px; margin: 30px 0 8px 0; padding-bottom: 4px; border-bottom: 1px solid #cfd5db; }
h3 { font-size: 15px; margin: 22px 0 4px 0; }
p { margin: 4px 0 8px 0; line-height: 1.45; }
p.meta { color: #5f6b76; margin: 0 0 12px 0; }
p.note { color: #5f6b76; font-style: italic; }
table { border-collapse: collapse; margin: 6px 0 12px 0; }
th, td { text-align: left; vertical-align: top; padding: 3px 14px 3px 0;
         border-bottom: 1px solid #e3e6ea; }
th { color: #40505f; font-weight: bold; border-bottom: 1px solid #b9c1c9; }
td.num, th.num { text-align: right; }
td { line-height: 1.35; }
table.examples { width: 100%; table-layout: fixed; }
table.examples td { font-size: 13px; }
th.line { width: 56px; }
th.file { width: 18%; }
th.url { width: 40%; }
td.url, td.file { font-family: 'DejaVu Sans Mono', monospace; font-size: 12px;
                  overflow-wrap: anywhere; }
td.message { overflow-wrap: anywhere; }
table.summary th { width: 130px; border-bottom: 1px solid #e3e6ea; }
.error { color: #ffffff; background-color: #c62828; font-weight: bold; padding: 1px 6px; }
.warning { color: #ffffff; background-color: #b86e00; font-weight: bold; padding: 1px 6px; }
.notice { color: #ffffff; background-color: #5c6bc0; font-weight: bold; padding: 1px 6px; }
div.rule { margin: 0 0 18px 0; }
p.help { margin: 6px 0; }
p.fix { margin: 6px 0; }
div.chart { margin: 10px 0 22px 0; }
svg, img { display: block; max-width: 100%; height: auto; }
a { color: #1f5fa8; text-decoration: none; }
code { font-family: 'DejaVu Sans Mono', monospace; }
p.footer { color: #5f6b76; font-size: 12px; margin-top: 36px; }
p.unpublished { background-color: #fff4e0; border-left: 4px solid #b86e00; padding: 6px 10px; }
@page { margin: 16mm 14mm; }
@media print { h2, h3 { break-after: avoid; page-break-after: avoid; }
               tr, div.chart { break-inside: avoid; page-break-inside: avoid; } }
)" };

QString e(const QString &text)
{
    return xmlEscaped(text);
}

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString severityLabel(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return ReviewReport::tr("Error");
    case Severity::Warning:
        return ReviewReport::tr("Warning");
    case Severity::Notice:
        return ReviewReport::tr("Notice");
    }
    return {};
}

// The severity as a coloured badge; the class is the severity's name.
QString badge(Severity severity)
{
    return u"<span class=\"%1\">%2</span>"_s.arg(severityName(severity),
                                                 e(severityLabel(severity)));
}

bool hasCounts(const QList<Statistics::Bar> &bars)
{
    return std::any_of(bars.cbegin(), bars.cend(),
                       [](const Statistics::Bar &bar) { return bar.count > 0; });
}

// A finding's rule: the catalogue's title, or its id alone for a rule the catalogue no longer
// has.
QString ruleTitle(const Rule *rule, QLatin1StringView id)
{
    return rule ? rule->translatedTitle() : QString(id);
}

// "… and 12 more.", under a list that shows the first ones.
QString moreNote(qsizetype more)
{
    return more > 0
        ? u"<p class=\"note\">%1</p>\n"_s.arg(
            e(ReviewReport::tr("… and %n more.", nullptr, int(std::min<qsizetype>(more, INT_MAX)))))
        : QString();
}

// Findings grouped by rule, in the order a section lists them: by `rank` (lower first), then
// the most frequent first.
struct RuleGroups
{
    QList<QLatin1StringView> order;
    QHash<QLatin1StringView, QList<const Finding *>> byRule;

    RuleGroups(const QList<Finding> &findings, int (*rank)(QLatin1StringView))
    {
        for (const Finding &f : findings) {
            if (!byRule.contains(f.ruleId))
                order.append(f.ruleId);
            byRule[f.ruleId].append(&f);
        }
        std::stable_sort(order.begin(), order.end(),
                         [&](QLatin1StringView x, QLatin1StringView y) {
                             if (rank(x) != rank(y))
                                 return rank(x) < rank(y);
                             return byRule.value(x).size() > byRule.value(y).size();
                         });
    }
};

// The table of the groups' rules: each rule a link to its part ("#audit-SM401"), its title,
// severity and count under `countTitle`.
QString ruleTableHtml(const RuleGroups &groups, const QString &anchor, const QString &countTitle)
{
    QString html = u"<table class=\"rules\">\n<thead><tr><th>%1</th><th>%2</th><th>%3</th>"
                   "<th class=\"num\">%4</th></tr></thead>\n"_s.arg(
                       e(ReviewReport::tr("Rule")), e(ReviewReport::tr("Title")),
                       e(ReviewReport::tr("Severity")), e(countTitle));
    for (const QLatin1StringView id : std::as_const(groups.order)) {
        const Rule *rule = RuleCatalogue::find(id);
        const QList<const Finding *> &found = groups.byRule.value(id);
        html += u"<tr><td><a href=\"#%5-%1\">%1</a></td><td>%2</td><td>%3</td>"
                "<td class=\"num\">%4</td></tr>\n"_s.arg(
                    e(QString(id)), e(ruleTitle(rule, id)),
                    badge(rule ? rule->severity : found.first()->severity),
                    e(number(found.size())), anchor);
    }
    return html + u"</table>\n"_s;
}

// The head of a rule's part: its id and title, severity and `count` ("Pages: 3"), then the
// rule's help and how to fix it.
QString ruleHeadHtml(QLatin1StringView id, const QList<const Finding *> &found,
                     const QString &anchor, const QString &count)
{
    const Rule *rule = RuleCatalogue::find(id);
    QString html = u"<div class=\"rule\" id=\"%5-%1\">\n<h3>%1 · %2</h3>\n<p>%3 %4</p>\n"_s.arg(
        e(QString(id)), e(ruleTitle(rule, id)),
        badge(rule ? rule->severity : found.first()->severity), e(count), anchor);
    if (rule) {
        html += u"<p class=\"help\">%1</p>\n"_s.arg(e(rule->translatedHelp()));
        if (rule->hasFix())
            html += u"<p class=\"fix\"><b>%1</b> %2</p>\n"_s.arg(
                e(ReviewReport::tr("How to fix:")), e(rule->translatedFix()));
    }
    return html;
}

const UrlEntry *entryAt(const Workspace &workspace, qint32 sitemap, qsizetype entry)
{
    if (sitemap < 0 || sitemap >= workspace.sitemaps.size() || entry < 0)
        return nullptr;
    const QList<UrlEntry> &entries = workspace.sitemaps.at(sitemap).entries;
    return entry < entries.size() ? &entries.at(entry) : nullptr;
}

// The first `shown` of a rule's findings, each with its entry's URL (or, for a page no entry
// lists, the URL its fix adds) and its message with the fix; then how many more there are.
QString examplesHtml(const QList<const Finding *> &found, qsizetype shown,
                     const Workspace &workspace)
{
    QString html = u"<table class=\"examples\">\n<thead><tr><th class=\"url\">%1</th><th>%2</th>"
                   "</tr></thead>\n"_s.arg(e(ReviewReport::tr("URL")),
                                           e(ReviewReport::tr("Message")));
    for (qsizetype i = 0; i < shown; ++i) {
        const Finding &f = *found.at(i);
        QString url = f.suggestion; // a page no entry lists: the URL to add
        if (const UrlEntry *entry = entryAt(workspace, f.sitemap, f.entryIndex))
            url = entry->loc();
        QString message = f.message;
        if (!f.suggestion.isEmpty() && f.suggestion != url)
            message += u" — "_s + ReviewReport::tr("fix: %1").arg(f.suggestion);
        html += u"<tr><td class=\"url\">%1</td><td class=\"message\">%2</td></tr>\n"_s.arg(
            e(url), e(message));
    }
    html += u"</table>\n"_s;
    if (shown < found.size())
        html += u"<p class=\"more\">%1</p>\n"_s.arg(
            e(ReviewReport::tr("… and %n more.", nullptr, int(found.size() - shown))));
    return html;
}


QByteArray urlKey(const UrlEntry &entry)
{
    const PooledView loc = entry.locView();
    return Url::normalized(loc);
}

QByteArray urlKey(const QString &url)
{
    return Url::normalized(url.toUtf8());
}

// What makes two findings of two versions of a sitemap the same finding: the rule, the
// entry's URL and field (entries move when others are removed), or for a finding about no
// entry the file and the page it names (SM418's page to add).
QString findingKey(const Finding &f, const Workspace &workspace)
{
    if (const UrlEntry *entry = entryAt(workspace, f.sitemap, f.entryIndex))
        return u"%1\t%2\t%3"_s.arg(QString(f.ruleId), QString::fromUtf8(urlKey(*entry)),
                                   QString::number(int(f.field)));
    return u"%1\t#%2\t%3"_s.arg(QString(f.ruleId), QString::number(f.sitemap),
                                QString::fromUtf8(urlKey(f.suggestion)));
}

// "lastmod: 2025-03-01 → 2024-05-01, images": the fields of a changed URL, with the old and
// new value of those that read as one.
QString fieldChanges(SitemapDiff::Fields fields, const UrlEntry *before, const UrlEntry *after)
{
    auto lastmod = [](const UrlEntry *entry) {
        return !entry || entry->lastmod().isNull() ? ReviewReport::tr("none")
                                                   : entry->lastmod().toString();
    };
    auto changefreq = [](const UrlEntry *entry) {
        return !entry || entry->changefreqText().isEmpty() ? ReviewReport::tr("none")
                                                           : entry->changefreqText();
    };
    auto priority = [](const UrlEntry *entry) {
        return !entry || !entry->hasPriority() ? ReviewReport::tr("none") : entry->priorityText();
    };
    QStringList what;
    for (const QString &field : SitemapDiff::fieldNames(fields)) {
        if (field == SitemapDiff::fieldName(SitemapDiff::Lastmod))
            what.append(
                ReviewReport::tr("%1: %2 → %3").arg(field, lastmod(before), lastmod(after)));
        else if (field == SitemapDiff::fieldName(SitemapDiff::Changefreq))
            what.append(
                ReviewReport::tr("%1: %2 → %3").arg(field, changefreq(before), changefreq(after)));
        else if (field == SitemapDiff::fieldName(SitemapDiff::Priority))
            what.append(
                ReviewReport::tr("%1: %2 → %3").arg(field, priority(before), priority(after)));
        else
            what.append(field);
    }
    return what.join(u", "_s);
}

} // namespace

ReviewReport::ReviewReport(const Workspace &workspace, const QList<Finding> &findings)
    : m_workspace(&workspace)
    , m_findings(findings)
    , m_statistics(Statistics::compute(workspace, findings))
{
}

void ReviewReport::setTitle(const QString &title)
{
    m_title = title;
}

QString ReviewReport::title() const
{
    if (!m_title.isEmpty())
        return m_title;
    QString name;
    if (!m_workspace->isEmpty()) {
        const QString location = m_workspace->root().source.location;
        name = location.startsWith(u"http://") || location.startsWith(u"https://")
            ? location
            : QFileInfo(location).fileName();
    }
    return name.isEmpty() ? tr("Sitemap review") : tr("Sitemap review: %1").arg(name);
}

void ReviewReport::setComparison(const SitemapDiff &diff, const Workspace &older,
                                 const QString &olderName)
{
    m_hasComparison = true;
    m_diff = diff;
    m_older = &older;
    m_olderName = olderName;
}

QString ReviewReport::chartFileName(Statistics::Chart chart)
{
    return u"chart-%1.svg"_s.arg(Statistics::chartName(chart));
}

QList<ReviewReport::ChartImage> ReviewReport::charts() const
{
    return statisticsCharts() + auditCharts();
}

QList<ReviewReport::ChartImage> ReviewReport::statisticsCharts() const
{
    QList<ChartImage> charts;
    for (Statistics::Chart chart : Statistics::charts()) {
        if (hasCounts(m_statistics.bars(chart)))
            charts.append(
                ChartImage { chart, chartFileName(chart), SvgChart::render(m_statistics, chart) });
    }
    return charts;
}

void ReviewReport::setSiteAudit(const SiteAudit &audit)
{
    m_audit = audit;
    m_hasAudit = true;
}

QList<ReviewReport::ChartImage> ReviewReport::auditCharts() const
{
    if (!m_hasAudit)
        return {};
    auto bars = [](const QList<std::pair<QString, qint64>> &counts) {
        QList<Statistics::Bar> out;
        for (const auto &[label, count] : counts)
            out.append(Statistics::Bar { label, label, count, false });
        return out;
    };
    QList<ChartImage> charts;
    if (!m_audit.verdicts.isEmpty())
        charts.append(ChartImage { Statistics::Chart::Hosts, u"chart-audit-indexability.svg"_s,
                                   SvgChart::render(tr("Crawled pages by indexability"),
                                                    bars(m_audit.verdicts)) });
    if (!m_audit.statuses.isEmpty())
        charts.append(ChartImage { Statistics::Chart::Hosts, u"chart-audit-status.svg"_s,
                                   SvgChart::render(tr("Crawled pages by HTTP status"),
                                                    bars(m_audit.statuses)) });
    return charts;
}

QString ReviewReport::chartHtml(const ChartImage &chart, const QString &alt) const
{
    if (m_chartMode == ChartMode::InlineSvg)
        return chart.svg.svg();
    return u"<img src=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\" />"_s.arg(
        e(chart.fileName), QString::number(chart.svg.width()), QString::number(chart.svg.height()),
        e(alt));
}

QString ReviewReport::auditHtml() const
{
    const SiteAudit &a = m_audit;
    QString html = u"<div class=\"audit\" id=\"site-audit\">\n<h2 id=\"audit\">%1</h2>\n"_s.arg(
        e(tr("Site audit")));
    html += u"<p>%1</p>\n"_s.arg(
        e(tr("A crawl of %1, as a search engine crawls it: %2 pages fetched, %3 judged.",
             nullptr, int(a.pagesCrawled))
              .arg(a.site, number(a.pagesCrawled), number(a.pagesDone))));
    if (m_document)
        html += u"<p class=\"note\">%1</p>\n"_s.arg(
            e(tr("The audit judges the sitemap as published: %1. What the document fixed since "
                 "is listed under “Fixed in the document, not yet published”.")
                  .arg(m_publishedName)));
    if (!a.complete)
        html += u"<p class=\"note\">%1</p>\n"_s.arg(
            e(tr("The crawl was cut short, so pages it did not reach are not judged and no page "
                 "is called an orphan.")));
    if (a.sitemapUrlsNotJudged > 0)
        html += u"<p class=\"note\">%1</p>\n"_s.arg(
            e(tr("%1 of the sitemap's %2 URLs were not fetched (no link led the crawl there, they "
                 "are outside the site, or a limit came first) and are not judged.",
                 nullptr, int(a.sitemapUrls))
                  .arg(number(a.sitemapUrlsNotJudged), number(a.sitemapUrls))));
    for (const QString &cut : a.cuts)
        html += u"<p class=\"note\">%1</p>\n"_s.arg(e(cut));
    for (const ChartImage &chart : auditCharts())
        html += u"<div class=\"chart\" id=\"%1\">%2</div>\n"_s.arg(
            chart.fileName.chopped(4), chartHtml(chart, chart.fileName));

    // The findings by rule: what search engines will refuse first, then what the sitemap
    // lacks, then the orphans.
    const auto rank = [](QLatin1StringView id) {
        return id == RuleId::MissingFromSitemap ? 1 : id == RuleId::NotLinked ? 2 : 0;
    };
    const RuleGroups groups(a.findings, rank);
    const QList<QLatin1StringView> &order = groups.order;
    if (order.isEmpty())
        return html
            + u"<p>%1</p>\n"_s.arg(
                e(tr("Nothing to report: search engines will take every page the sitemap "
                     "lists, and it lists every indexable page the crawl found.")))
            + notFoundHtml() + u"</div>\n"_s;

    html += ruleTableHtml(groups, u"audit"_s, tr("Pages"));
    for (const QLatin1StringView id : std::as_const(order)) {
        const QList<const Finding *> &found = groups.byRule.value(id);
        html += ruleHeadHtml(id, found, u"audit"_s, tr("Pages: %1").arg(number(found.size())));
        // The pages the sitemap lacks and the orphans are listed longer: they are the work.
        const qsizetype shown = std::min<qsizetype>(rank(id) > 0 ? m_items : m_examples,
                                                    found.size());
        html += examplesHtml(found, shown, *m_workspace);
        html += u"</div>\n"_s;
    }
    return html + notFoundHtml() + u"</div>\n"_s;
}

void ReviewReport::setCoverage(const CoverageJoin &join, qsizetype records)
{
    m_hasCoverage = true;
    m_coverageRows = join.rows();
    m_coverageTotal = join.total();
    m_coverageFindings = join.findings();
    m_coverageRecords = records;
    m_coverageSegments = join.segmenter().spec();
}

QString ReviewReport::coverageHtml() const
{
    const CoverageJoin::Counts &total = m_coverageTotal;
    QString html = u"<div class=\"coverage\" id=\"search-console-coverage\">\n"
                   "<h2 id=\"coverage\">%1</h2>\n"_s.arg(e(tr("Search Console coverage")));
    html += u"<p>%1</p>\n"_s.arg(
        e(tr("What Google says of the sitemap's URLs, from Search Console's data. URLs in "
             "Google's data: %1; submitted: %2; indexed: %3; not indexed: %4; unknown to "
             "Google: %5; not inspected: %6.")
              .arg(number(m_coverageRecords), number(total.submitted), number(total.indexed),
                   number(total.notIndexed), number(total.unknown), number(total.notInspected))));
    if (m_document)
        html += u"<p class=\"note\">%1</p>\n"_s.arg(
            e(tr("Google's verdicts are joined with the sitemap as published: %1.")
                  .arg(m_publishedName)));

    // Per segment, then all of them.
    auto most = [](const CoverageJoin::Counts &counts) {
        QList<CoverageJoin::Reason> reasons = counts.reasons;
        std::stable_sort(reasons.begin(), reasons.end(),
                         [](const CoverageJoin::Reason &a, const CoverageJoin::Reason &b) {
                             return a.urls > b.urls;
                         });
        return reasons;
    };
    html += u"<table class=\"rules\">\n<thead><tr><th>%1</th><th class=\"num\">%2</th>"
            "<th class=\"num\">%3</th><th class=\"num\">%4</th><th class=\"num\">%5</th>"
            "<th class=\"num\">%6</th></tr></thead>\n"_s.arg(
                e(m_coverageSegments.isEmpty() ? tr("URLs")
                                               : tr("Segment (%1)").arg(m_coverageSegments)),
                e(tr("Submitted")), e(tr("Indexed")), e(tr("Not indexed")),
                e(tr("Unknown to Google")), e(tr("Not inspected")));
    auto countsRow = [](const QString &nameHtml, const CoverageJoin::Counts &c) {
        return u"<tr><td>%1</td><td class=\"num\">%2</td><td class=\"num\">%3</td>"
               "<td class=\"num\">%4</td><td class=\"num\">%5</td><td class=\"num\">%6</td>"
               "</tr>\n"_s.arg(nameHtml, e(number(c.submitted)), e(number(c.indexed)),
                               e(number(c.notIndexed)), e(number(c.unknown)),
                               e(number(c.notInspected)));
    };
    for (const CoverageJoin::Row &row : m_coverageRows)
        html += countsRow(e(row.name), row.counts);
    html += countsRow(u"<b>%1</b>"_s.arg(e(tr("All"))), total);
    html += u"</table>\n"_s;

    // Why the URLs are not indexed, in Search Console's words, per segment.
    QList<std::pair<QString, CoverageJoin::Reason>> reasons;
    for (const CoverageJoin::Row &row : m_coverageRows)
        for (const CoverageJoin::Reason &reason : most(row.counts))
            reasons.append({ row.name, reason });
    if (m_coverageRows.isEmpty())
        for (const CoverageJoin::Reason &reason : most(total))
            reasons.append({ tr("All"), reason });
    if (!reasons.isEmpty()) {
        html += u"<h3>%1</h3>\n<table class=\"rules\">\n<thead><tr><th>%2</th><th>%3</th>"
                "<th class=\"num\">%4</th></tr></thead>\n"_s.arg(e(tr("Not indexed, by reason")),
                                                                 e(tr("Segment")), e(tr("Reason")),
                                                                 e(tr("URLs")));
        for (const auto &[segment, reason] : std::as_const(reasons))
            html += u"<tr><td>%1</td><td>%2</td><td class=\"num\">%3</td></tr>\n"_s.arg(
                e(segment), e(reason.text), e(number(reason.urls)));
        html += u"</table>\n"_s;
    }

    // The findings by rule, the most frequent first; the URLs no sitemap lists last, listed
    // longer: they are the work.
    const auto rank = [](QLatin1StringView id) { return id == RuleId::KnownNotInSitemap ? 1 : 0; };
    const RuleGroups groups(m_coverageFindings, rank);
    const QList<QLatin1StringView> &order = groups.order;
    if (order.isEmpty())
        return html
            + u"<p>%1</p>\n"_s.arg(e(tr("Nothing to report: Google indexed every URL of the "
                                        "sitemap it was asked about.")))
            + u"</div>\n"_s;
    html += ruleTableHtml(groups, u"coverage"_s, tr("URLs"));
    for (const QLatin1StringView id : std::as_const(order)) {
        const QList<const Finding *> &found = groups.byRule.value(id);
        html += ruleHeadHtml(id, found, u"coverage"_s, tr("URLs: %1").arg(number(found.size())));
        const qsizetype shown
            = std::min<qsizetype>(rank(id) > 0 ? m_items : m_examples, found.size());
        html += examplesHtml(found, shown, *m_workspace);
        html += u"</div>\n"_s;
    }
    return html + u"</div>\n"_s;
}

QString ReviewReport::notFoundHtml() const
{
    const QList<SiteAudit::NotFoundPage> &pages = m_audit.notFound;
    if (pages.isEmpty())
        return {};
    QString html = u"<div class=\"rule\" id=\"audit-not-found\">\n<h3>%1</h3>\n<p>%2</p>\n"_s.arg(
        e(tr("Pages not found: %1").arg(number(pages.size()))),
        e(tr("Each page the crawl found gone (HTTP 404 or 410), with the pages that link to it "
             "and the links' anchor texts: mend or remove those links, and take the page out "
             "of the sitemap.")));
    html += u"<table class=\"examples\">\n<thead><tr><th class=\"url\">%1</th>"
            "<th class=\"num line\">%2</th><th>%3</th></tr></thead>\n"_s.arg(
                e(tr("Page not found")), e(tr("Status")), e(tr("Linked from (anchor text)")));
    const qsizetype shown = std::min<qsizetype>(m_items, pages.size());
    for (qsizetype i = 0; i < shown; ++i) {
        const SiteAudit::NotFoundPage &page = pages.at(i);
        QString where = e(page.url);
        if (page.inSitemap)
            where += u"<br />"_s + e(tr("(listed in the sitemap)"));
        QStringList links;
        for (const SiteAudit::NotFoundPage::Link &link : page.links)
            links.append(e(link.anchor.trimmed().isEmpty()
                               ? tr("%1 (a link with no anchor text)").arg(link.from)
                               : tr("%1 — “%2”").arg(link.from, link.anchor.simplified())));
        if (page.linkCount > page.links.size())
            links.append(e(tr("… and %n more.", nullptr,
                              int(std::min<qint64>(page.linkCount - page.links.size(), INT_MAX)))));
        if (links.isEmpty())
            links.append(e(tr("No crawled page links to it; the crawl found it through the "
                              "sitemap.")));
        html += u"<tr><td class=\"url\">%1</td><td class=\"num\">%2</td>"
                "<td class=\"message\">%3</td></tr>\n"_s.arg(where, e(QString::number(page.status)),
                                                             links.join(u"<br />"_s));
    }
    return html + u"</table>\n"_s + moreNote(pages.size() - shown) + u"</div>\n"_s;
}

void ReviewReport::setUnpublishedDocument(const Workspace &document, const QList<Finding> &findings,
                                          const QList<Finding> &auditFindings,
                                          const QString &publishedName)
{
    m_document = &document;
    m_documentFindings = findings;
    m_documentAudit = auditFindings;
    m_publishedName = publishedName;
}

QList<ReviewReport::Fix> ReviewReport::unpublishedFixes(qsizetype *introduced) const
{
    if (introduced)
        *introduced = 0;
    if (!m_document)
        return {};
    const Workspace &published = *m_workspace;
    const Workspace &document = *m_document;
    // What became of each URL: the changed and removed ones by URL, the added ones as a set.
    const SitemapDiff diff = SitemapDiff::compare(published, document);
    QHash<QByteArray, const SitemapDiff::Item *> byUrl;
    QSet<QByteArray> added;
    for (const SitemapDiff::Item &item : diff.items()) {
        if (item.change == SitemapDiff::Change::Added)
            added.insert(urlKey(item.loc));
        else
            byUrl.insert(urlKey(item.loc), &item);
    }
    auto changeOf = [&](const Finding &f) -> QString {
        const UrlEntry *before = entryAt(published, f.sitemap, f.entryIndex);
        if (!before) {
            if (!f.suggestion.isEmpty() && added.contains(urlKey(f.suggestion)))
                return tr("added to the sitemap");
            return tr("no longer found");
        }
        const SitemapDiff::Item *item = byUrl.value(urlKey(*before));
        if (!item)
            return tr("no longer found: the URL is unchanged, another change fixed it");
        if (item->change == SitemapDiff::Change::Changed)
            return tr("changed: %1")
                .arg(fieldChanges(item->fields, before,
                                  entryAt(document, item->newer.sitemap, item->newer.entry)));
        // Removed: or replaced, when an entry new to the document stands in its place.
        if (const UrlEntry *there = entryAt(document, f.sitemap, f.entryIndex); there
            && added.contains(urlKey(*there))
            && published.sitemaps.at(f.sitemap).entries.size()
                == document.sitemaps.at(f.sitemap).entries.size())
            return tr("URL replaced by %1").arg(there->loc());
        return tr("removed from the sitemap");
    };
    QList<Fix> fixes;
    auto compare = [&](const QList<Finding> &before, const QList<Finding> &after, bool audit) {
        QHash<QString, qsizetype> remaining;
        for (const Finding &f : after)
            ++remaining[findingKey(f, document)];
        for (const Finding &f : before) {
            auto it = remaining.find(findingKey(f, published));
            if (it != remaining.end() && *it > 0) {
                --*it;
                continue;
            }
            const UrlEntry *entry = entryAt(published, f.sitemap, f.entryIndex);
            fixes.append(Fix { f.ruleId, f.severity, audit, entry ? entry->loc() : f.suggestion,
                               changeOf(f) });
        }
        if (introduced)
            for (const qsizetype left : std::as_const(remaining))
                *introduced += left;
    };
    compare(m_findings, m_documentFindings, false);
    if (m_hasAudit)
        compare(m_audit.findings, m_documentAudit, true);
    return fixes;
}

QList<Finding> ReviewReport::placedByUrl(const QList<Finding> &findings, const Workspace &from,
                                         const Workspace &to)
{
    // Each URL at its first entry.
    QHash<QByteArray, EntryRef> first;
    for (qint32 s = 0; s < to.sitemaps.size(); ++s) {
        const QList<UrlEntry> &entries = to.sitemaps.at(s).entries;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            QByteArray key = urlKey(entries.at(i));
            if (!first.contains(key))
                first.insert(std::move(key), EntryRef { s, i });
        }
    }
    QList<Finding> placed;
    for (const Finding &f : findings) {
        if (f.entryIndex < 0) {
            placed.append(f);
            continue;
        }
        const UrlEntry *entry = entryAt(from, f.sitemap, f.entryIndex);
        const auto at = entry ? first.constFind(urlKey(*entry)) : first.cend();
        if (at == first.cend())
            continue;
        Finding moved = f;
        moved.sitemap = at->sitemap;
        moved.entryIndex = at->entry;
        placed.append(std::move(moved));
    }
    return placed;
}

QString ReviewReport::unpublishedNoteHtml(qsizetype fixes) const
{
    return u"<p class=\"unpublished\">%1</p>\n"_s.arg(
        e(tr("This report describes the sitemap as published: %1. The document has %n "
             "fixes not yet published, listed under “Fixed in the document, not yet "
             "published”; until the fixed sitemap is published, search engines read it as "
             "the findings below say.",
             nullptr, int(std::min<qsizetype>(fixes, INT_MAX)))
              .arg(m_publishedName)));
}

QString ReviewReport::fixesHtml(const QList<Fix> &fixes, qsizetype introduced) const
{
    QString html = u"<h2 id=\"unpublished-fixes\">%1</h2>\n"_s.arg(
        e(tr("Fixed in the document, not yet published")));
    html += u"<p>%1</p>\n"_s.arg(
        e(tr("Findings of the sitemap as published (%1) that the document no longer has. The "
             "live site still shows each of them until the fixed sitemap is published.")
              .arg(m_publishedName)));
    if (fixes.isEmpty())
        html += u"<p>%1</p>\n"_s.arg(e(tr("None of the changes made in the document fixes a "
                                          "finding.")));
    // By rule, in the order of the findings: the checker's, then the site audit's.
    QList<QLatin1StringView> order;
    QHash<QLatin1StringView, QList<const Fix *>> byRule;
    for (const Fix &fix : fixes) {
        if (!byRule.contains(fix.ruleId))
            order.append(fix.ruleId);
        byRule[fix.ruleId].append(&fix);
    }
    const QString state = tr("fixed in the document, not yet published");
    for (const QLatin1StringView id : std::as_const(order)) {
        const QList<const Fix *> &found = byRule.value(id);
        const Rule *rule = RuleCatalogue::find(id);
        html += u"<div class=\"rule\" id=\"fixed-%1\">\n<h3>%1 · %2</h3>\n<p>%3 %4</p>\n"_s.arg(
            e(QString(id)), e(ruleTitle(rule, id)),
            badge(rule ? rule->severity : found.first()->severity),
            e((found.first()->fromAudit ? tr("Site audit findings fixed: %1")
                                        : tr("Findings fixed: %1"))
                  .arg(number(found.size()))));
        html += u"<table class=\"examples\">\n<thead><tr><th class=\"url\">%1</th><th>%2</th>"
                "<th>%3</th></tr></thead>\n"_s.arg(e(tr("URL")), e(tr("What changed")),
                                                   e(tr("State")));
        const qsizetype shown = std::min<qsizetype>(m_items, found.size());
        for (qsizetype i = 0; i < shown; ++i) {
            const Fix &fix = *found.at(i);
            html += u"<tr><td class=\"url\">%1</td><td class=\"message\">%2</td>"
                    "<td>%3</td></tr>\n"_s.arg(
                        e(fix.url.isEmpty() ? tr("(the file as a whole)") : fix.url), e(fix.change),
                        e(state));
        }
        html += u"</table>\n"_s + moreNote(found.size() - shown) + u"</div>\n"_s;
    }
    if (introduced > 0)
        html += u"<p class=\"note\">%1</p>\n"_s.arg(
            e(tr("The changes also bring %n findings the published sitemap does not have; the "
                 "window's warnings list them.",
                 nullptr, int(std::min<qsizetype>(introduced, INT_MAX)))));
    return html;
}

QString ReviewReport::fileName(qint32 sitemap) const
{
    if (sitemap < 0 || sitemap >= m_workspace->sitemaps.size())
        return {};
    const SourceInfo &source = m_workspace->sitemaps.at(sitemap).source;
    // A path as it reads best ("a/../b" as "b"); an address as it is.
    const bool remote
        = source.location.startsWith(u"http://") || source.location.startsWith(u"https://");
    QString name = remote ? source.location : QDir::cleanPath(source.location);
    if (name.isEmpty())
        name = tr("(not saved)");
    if (!source.archiveEntry.isEmpty())
        name += u'/' + source.archiveEntry;
    return name;
}

QByteArray ReviewReport::toHtml() const
{
    const QString title = this->title();
    const QDateTime date = m_date.isValid() ? m_date : QDateTime::currentDateTime();
    QString html;
    html += u"<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"%1\">\n"
            "<head>\n<meta charset=\"utf-8\" />\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n"
            "<meta name=\"generator\" content=\"Sitemap Studio %2\" />\n"
            "<title>%3</title>\n<style>%4</style>\n</head>\n<body>\n"_s.arg(
                e(tr("en", "the BCP 47 code of the language of this translation")),
                e(QStringLiteral(SITEMAP_STUDIO_VERSION)), e(title), QString(Css));
    html += u"<h1>%1</h1>\n<p class=\"meta\">%2</p>\n"_s.arg(
        e(title),
        e(tr("Made on %1 at %2 by Sitemap Studio %3.")
              .arg(QLocale().toString(date.date(), QLocale::LongFormat),
                   QLocale().toString(date.time(), QLocale::ShortFormat),
                   QStringLiteral(SITEMAP_STUDIO_VERSION))));
    // With fixes not yet published the report is about the published version, and says so
    // before anything else.
    qsizetype introduced = 0;
    const QList<Fix> fixes = unpublishedFixes(&introduced);
    if (m_document)
        html += unpublishedNoteHtml(fixes.size());
    html += summaryHtml();
    html += findingsHtml();
    if (m_hasAudit)
        html += auditHtml();
    if (m_hasCoverage)
        html += coverageHtml();
    if (m_document)
        html += fixesHtml(fixes, introduced);
    if (m_hasComparison)
        html += changesHtml();
    html += chartsHtml();
    html += u"<p class=\"footer\">%1</p>\n</body>\n</html>\n"_s.arg(
        e(tr("Rules and explanations: the Sitemap Studio rule catalogue "
             "(sitemap-studio-cli rules).")));
    return html.toUtf8();
}

QString ReviewReport::summaryHtml() const
{
    const Statistics::Summary &s = m_statistics.summary();
    const QLocale locale;
    QString html
        = u"<h2 id=\"summary\">%1</h2>\n<table class=\"summary\">\n"_s.arg(e(tr("Summary")));
    auto row = [&html](const QString &label, const QString &valueHtml) {
        html += u"<tr><th>%1</th><td>%2</td></tr>\n"_s.arg(e(label), valueHtml);
    };

    // Counts go after a label rather than into a sentence ("1 files"): no plural forms to get
    // wrong in any language.
    QStringList files { number(s.files) };
    if (s.indexFiles > 0)
        files.append(tr("sitemap indexes: %1").arg(number(s.indexFiles)));
    if (s.failedFiles > 0)
        files.append(tr("could not be read: %1").arg(number(s.failedFiles)));
    if (m_workspace->sitemaps.size() == 1)
        row(tr("File"), u"<code>%1</code>"_s.arg(e(fileName(0))));
    else
        row(tr("Files"),
            e(files.size() == 1 ? files.first()
                                : tr("%1 (%2)").arg(files.first(), files.mid(1).join(u"; "_s))));
    row(tr("URLs"), e(number(s.urls)));
    row(tr("Size"),
        e(s.uncompressedBytes != s.bytes && s.uncompressedBytes > 0
              ? tr("%1 stored, %2 uncompressed")
                    .arg(locale.formattedDataSize(s.bytes),
                         locale.formattedDataSize(s.uncompressedBytes))
              : locale.formattedDataSize(s.bytes)));
    QStringList formats;
    for (auto it = s.formats.cbegin(); it != s.formats.cend(); ++it)
        formats.append(tr("%1 (%2)").arg(it.key(), number(it.value())));
    row(tr("Formats"), e(formats.join(u"; "_s)));
    row(tr("Findings"),
        u"<span class=\"error\">%1</span> &#160; <span class=\"warning\">%2</span> &#160; "
        "<span class=\"notice\">%3</span>"_s.arg(e(tr("Errors: %1").arg(number(s.errors))),
                                                 e(tr("Warnings: %1").arg(number(s.warnings))),
                                                 e(tr("Notices: %1").arg(number(s.notices)))));
    if (m_hasAudit) {
        qint64 counts[3] = { 0, 0, 0 };
        for (const Finding &f : m_audit.findings)
            ++counts[int(f.severity)];
        row(tr("Site audit"),
            u"<a href=\"#site-audit\"><span class=\"error\">%1</span> &#160; <span "
            "class=\"warning\">%2</span> &#160; <span class=\"notice\">%3</span></a>"_s.arg(
                e(tr("Errors: %1").arg(number(counts[int(Severity::Error)]))),
                e(tr("Warnings: %1").arg(number(counts[int(Severity::Warning)]))),
                e(tr("Notices: %1").arg(number(counts[int(Severity::Notice)])))));
    }
    if (m_hasCoverage)
        row(tr("Search Console"),
            u"<a href=\"#search-console-coverage\">%1</a>"_s.arg(e(
                tr("Indexed: %1; not indexed: %2; unknown to Google: %3; not inspected: %4")
                    .arg(number(m_coverageTotal.indexed), number(m_coverageTotal.notIndexed),
                         number(m_coverageTotal.unknown), number(m_coverageTotal.notInspected)))));
    if (m_hasComparison)
        row(tr("Compared with"), e(m_olderName));
    if (m_document)
        row(tr("Version"),
            u"%1 <a href=\"#unpublished-fixes\">%2</a>"_s.arg(
                e(tr("As published: %1.").arg(m_publishedName)),
                e(tr("Fixes in the document, not yet published, are listed apart."))));
    html += u"</table>\n"_s;

    // Each file, the first ones of a large index.
    constexpr qsizetype MaxFiles = 50;
    if (m_workspace->sitemaps.size() > 1) {
        html += u"<table class=\"files\">\n<tr><th>%1</th><th>%2</th><th class=\"num\">%3</th>"
                "<th class=\"num\">%4</th></tr>\n"_s.arg(e(tr("File")), e(tr("Format")),
                                                         e(tr("Entries")), e(tr("Size")));
        for (qsizetype i = 0; i < std::min(MaxFiles, m_workspace->sitemaps.size()); ++i) {
            const Sitemap &sitemap = m_workspace->sitemaps.at(i);
            QString format
                = sitemap.failed ? tr("not readable") : sourceFormatName(sitemap.source.format);
            if (sitemap.source.compression != Compression::None)
                format += u", "_s + compressionName(sitemap.source.compression);
            html += u"<tr><td class=\"file\">%1</td><td>%2</td><td class=\"num\">%3</td>"
                    "<td class=\"num\">%4</td></tr>\n"_s.arg(
                        e(fileName(qint32(i))), e(format), e(number(sitemap.entries.size())),
                        e(locale.formattedDataSize(sitemap.source.bytes)));
        }
        html += u"</table>\n"_s + moreNote(m_workspace->sitemaps.size() - MaxFiles);
    }
    return html;
}

QString ReviewReport::findingsHtml() const
{
    QString html = u"<h2 id=\"findings\">%1</h2>\n"_s.arg(e(tr("Findings")));
    if (m_document)
        html += u"<p class=\"note\">%1</p>\n"_s.arg(
            e(tr("Of the sitemap as published: %1.").arg(m_publishedName)));
    if (m_findings.isEmpty())
        return html + u"<p>%1</p>\n"_s.arg(e(tr("No findings: the files pass every rule.")));

    // Grouped by rule, in the order of the findings within a group; errors first, then the
    // rules with the most findings.
    struct Group
    {
        QLatin1StringView id;
        const Rule *rule = nullptr;
        Severity severity = Severity::Error;
        QList<qsizetype> findings;
    };
    QList<Group> groups;
    QHash<QLatin1StringView, qsizetype> groupOf;
    for (qsizetype i = 0; i < m_findings.size(); ++i) {
        const Finding &f = m_findings.at(i);
        auto it = groupOf.find(f.ruleId);
        if (it == groupOf.end()) {
            it = groupOf.insert(f.ruleId, groups.size());
            const Rule *rule = f.rule();
            groups.append(Group { f.ruleId, rule, rule ? rule->severity : f.severity, {} });
        }
        groups[*it].findings.append(i);
    }
    std::sort(groups.begin(), groups.end(), [](const Group &a, const Group &b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        if (a.findings.size() != b.findings.size())
            return a.findings.size() > b.findings.size();
        return a.id < b.id;
    });

    html += u"<table class=\"rules\">\n<thead><tr><th>%1</th><th>%2</th><th>%3</th>"
            "<th class=\"num\">%4</th></tr></thead>\n"_s.arg(e(tr("Rule")), e(tr("Title")),
                                                             e(tr("Severity")), e(tr("Findings")));
    for (const Group &g : std::as_const(groups))
        html += u"<tr><td><a href=\"#rule-%1\">%1</a></td><td>%2</td><td>%3</td>"
                "<td class=\"num\">%4</td></tr>\n"_s.arg(
                    e(QString(g.id)), e(ruleTitle(g.rule, g.id)), badge(g.severity),
                    e(number(g.findings.size())));
    html += u"</table>\n"_s;

    // The examples shown of findings about a field are on the field's own line, found in
    // the files.
    QList<Finding> shownFindings;
    for (const Group &g : std::as_const(groups))
        for (qsizetype i = 0; i < std::min<qsizetype>(m_examples, g.findings.size()); ++i)
            shownFindings.append(m_findings.at(g.findings.at(i)));
    FieldLocator fields(m_workspace);
    fields.locate(shownFindings);

    for (const Group &g : std::as_const(groups)) {
        html += u"<div class=\"rule\" id=\"rule-%1\">\n<h3>%1 · %2</h3>\n<p>%3 %4</p>\n"_s.arg(
            e(QString(g.id)), e(ruleTitle(g.rule, g.id)), badge(g.severity),
            e(tr("Findings: %1").arg(number(g.findings.size()))));
        if (g.rule) {
            html += u"<p class=\"help\">%1</p>\n"_s.arg(e(g.rule->translatedHelp()));
            if (g.rule->hasFix())
                html += u"<p class=\"fix\"><b>%1</b> %2</p>\n"_s.arg(
                    e(tr("How to fix:")),
                    e(tr("%1. Sitemap Studio does this for you: the Fix button of the "
                         "warnings dock, or sitemap-studio-cli check --fix.")
                          .arg(g.rule->translatedFix())));
        }
        // The file column only when there are several: a single file is named in the summary.
        const bool files = m_workspace->sitemaps.size() > 1;
        html += u"<table class=\"examples\">\n<thead><tr>%1<th class=\"num line\">%2</th>"
                "<th class=\"url\">%3</th><th>%4</th></tr></thead>\n"_s.arg(
                    files ? u"<th class=\"file\">%1</th>"_s.arg(e(tr("File"))) : QString(),
                    e(tr("Line")), e(tr("URL")), e(tr("Message")));
        const qsizetype shown = std::min<qsizetype>(m_examples, g.findings.size());
        for (qsizetype i = 0; i < shown; ++i) {
            const Finding &f = m_findings.at(g.findings.at(i));
            QString url;
            qint64 line = fields.lineOf(f);
            if (f.sitemap >= 0 && f.sitemap < m_workspace->sitemaps.size()) {
                const QList<UrlEntry> &entries = m_workspace->sitemaps.at(f.sitemap).entries;
                if (f.entryIndex >= 0 && f.entryIndex < entries.size()) {
                    url = entries.at(f.entryIndex).loc();
                    if (line <= 0)
                        line = entries.at(f.entryIndex).sourceLine();
                }
            }
            html += u"<tr>%1<td class=\"num\">%2</td><td class=\"url\">%3</td>"
                    "<td class=\"message\">%4</td></tr>\n"_s.arg(
                        files ? u"<td class=\"file\">%1</td>"_s.arg(e(fileName(f.sitemap)))
                              : QString(),
                        line > 0 ? e(number(line)) : QString(), e(url), e(f.message));
        }
        html += u"</table>\n"_s + moreNote(g.findings.size() - shown) + u"</div>\n"_s;
    }
    return html;
}

QString ReviewReport::chartsHtml() const
{
    QString html = u"<h2 id=\"statistics\">%1</h2>\n"_s.arg(e(tr("Statistics")));
    const QList<ChartImage> shown = statisticsCharts(); // the audit's are in its section
    for (const ChartImage &chart : shown) {
        html += u"<div class=\"chart\" id=\"chart-%1\">"_s.arg(Statistics::chartName(chart.chart));
        if (m_chartMode == ChartMode::InlineSvg)
            html += chart.svg.svg();
        else
            html += u"<img src=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\" />"_s.arg(
                e(chart.fileName), QString::number(chart.svg.width()),
                QString::number(chart.svg.height()), e(Statistics::title(chart.chart)));
        html += u"</div>\n"_s;
    }
    QStringList empty;
    for (Statistics::Chart chart : Statistics::charts())
        if (!hasCounts(m_statistics.bars(chart)))
            empty.append(Statistics::title(chart));
    if (!empty.isEmpty())
        html += u"<p class=\"note\">%1</p>\n"_s.arg(
            e(tr("Nothing to count, so not drawn: %1.").arg(empty.join(u"; "_s))));
    return html;
}

QString ReviewReport::changesHtml() const
{
    QString html
        = u"<h2 id=\"changes\">%1</h2>\n"_s.arg(e(tr("Changes since %1").arg(m_olderName)));
    if (m_diff.isSame())
        return html
            + u"<p>%1</p>\n"_s.arg(e(tr("No changes: the same URLs with the same values "
                                        "(%1 compared).")
                                         .arg(number(m_diff.unchanged()))));
    html += u"<table class=\"summary\">\n"_s;
    const std::pair<QString, qsizetype> counts[] = {
        { tr("Added"), m_diff.added() },
        { tr("Removed"), m_diff.removed() },
        { tr("Changed"), m_diff.changed() },
        { tr("Unchanged"), m_diff.unchanged() },
    };
    for (const auto &[label, count] : counts)
        html
            += u"<tr><th>%1</th><td class=\"num\">%2</td></tr>\n"_s.arg(e(label), e(number(count)));
    html += u"</table>\n"_s;

    auto lastmodOf = [](const Workspace *workspace, const EntryRef &ref) {
        if (!workspace || ref.sitemap < 0 || ref.sitemap >= workspace->sitemaps.size())
            return QString();
        const QList<UrlEntry> &entries = workspace->sitemaps.at(ref.sitemap).entries;
        if (ref.entry < 0 || ref.entry >= entries.size())
            return QString();
        const W3cDateTime &lastmod = entries.at(ref.entry).lastmod();
        return lastmod.isNull() ? QString() : lastmod.toString();
    };
    const std::pair<SitemapDiff::Change, QString> kinds[] = {
        { SitemapDiff::Change::Added, tr("Added URLs") },
        { SitemapDiff::Change::Removed, tr("Removed URLs") },
        { SitemapDiff::Change::Changed, tr("Changed URLs") },
    };
    for (const auto &[kind, heading] : kinds) {
        const qsizetype total = kind == SitemapDiff::Change::Added ? m_diff.added()
            : kind == SitemapDiff::Change::Removed                 ? m_diff.removed()
                                                                   : m_diff.changed();
        if (total == 0)
            continue;
        html += u"<h3>%1 (%2)</h3>\n<table class=\"changes\">\n<tr><th>%3</th>"_s.arg(
            e(heading), e(number(total)), e(tr("URL")));
        if (kind == SitemapDiff::Change::Changed)
            html += u"<th>%1</th>"_s.arg(e(tr("What changed")));
        html += u"</tr>\n"_s;
        qsizetype shown = 0;
        for (const SitemapDiff::Item &item : m_diff.items()) {
            if (item.change != kind)
                continue;
            if (shown == m_items)
                break;
            ++shown;
            html += u"<tr><td class=\"url\">%1</td>"_s.arg(e(item.loc));
            if (kind == SitemapDiff::Change::Changed) {
                QStringList what;
                for (const QString &field : SitemapDiff::fieldNames(item.fields)) {
                    if (field == SitemapDiff::fieldName(SitemapDiff::Lastmod)) {
                        const QString before = lastmodOf(m_older, item.older);
                        const QString after = lastmodOf(m_workspace, item.newer);
                        what.append(tr("%1: %2 → %3")
                                        .arg(field, before.isEmpty() ? tr("none") : before,
                                             after.isEmpty() ? tr("none") : after));
                    } else {
                        what.append(field);
                    }
                }
                html += u"<td>%1</td>"_s.arg(e(what.join(u", "_s)));
            }
            html += u"</tr>\n"_s;
        }
        html += u"</table>\n"_s + moreNote(total - shown);
    }
    return html;
}

} // namespace Studio
