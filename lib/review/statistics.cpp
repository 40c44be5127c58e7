#include "statistics.h"

#include "model/urlentry.h"
#include "util/url.h"

#include <QHash>

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <map>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

constexpr int ChartCount = int(Statistics::Chart::Segments) + 1;
// The charts every view lists; Segments comes with a segmentation of the view's choosing.
constexpr int ListedCharts = int(Statistics::Chart::Severities) + 1;

// The keys of the bars that gather what the others leave out.
const QString OtherKey = u"other"_s;
const QString NoneKey = u"none"_s;
const QString InvalidKey = u"invalid"_s;

// A host as counted: lower case (host names are case-insensitive, RFC 3986 section 3.2.2).
// `buffer` holds the lower-case copy when the host has upper-case letters; otherwise the view
// into the URL is returned as it is, so that the common case copies nothing.
QByteArrayView hostOf(QByteArrayView host, QByteArray &buffer)
{
    const bool hasUpper
        = std::any_of(host.begin(), host.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!hasUpper)
        return host;
    buffer = host.toByteArray().toLower();
    return buffer;
}

// The first segment of `path` with its leading slash ("/products"); "/" for the root or no
// path. Case is kept: paths are case-sensitive.
QByteArrayView firstSegmentOf(QByteArrayView path, QByteArray &buffer)
{
    if (path.isEmpty() || path == "/")
        return "/";
    if (path.front() == '/') {
        const qsizetype end = path.indexOf('/', 1);
        return end < 0 ? path : path.first(end);
    }
    // No leading slash (a URL without authority, "example.com/a"): counted as if it had one.
    const qsizetype end = path.indexOf('/');
    buffer = '/' + (end < 0 ? path : path.first(end)).toByteArray();
    return buffer;
}

// The month of a lastmod as written, in the value's own offset (what the file says, not the
// UTC instant): year * 100 + month, or year * 100 for a value that gives only a year. A
// sentinel for no value or one that did not parse. Counted as a number, so that a million
// lastmods cost one short string each (the canonical rendering) and no key copies.
constexpr int NoMonth = std::numeric_limits<int>::min();

int monthOf(const W3cDateTime &lastmod)
{
    if (!lastmod.isValid())
        return NoMonth;
    const QString text = lastmod.canonicalString();
    // "2024-03-…"; a hand-made year may have a sign or more than four digits.
    qsizetype i = 0;
    const bool negative = text.startsWith(u'-');
    i += negative;
    int year = 0;
    while (i < text.size() && text.at(i).isDigit())
        year = year * 10 + text.at(i++).digitValue();
    int month = 0;
    if (lastmod.precision() != W3cDateTime::Precision::Year && i + 2 < text.size()
        && text.at(i) == u'-')
        month = text.at(i + 1).digitValue() * 10 + text.at(i + 2).digitValue();
    return (negative ? -year : year) * 100 + month;
}

// "2024-03", or "2024" for a year alone.
QString monthKey(int month)
{
    const int year = month / 100, m = std::abs(month % 100);
    const QString yearText = u"%1"_s.arg(year, 4, 10, QChar(u'0'));
    return m == 0 ? yearText : u"%1-%2"_s.arg(yearText).arg(m, 2, 10, QChar(u'0'));
}

// The tenth a priority falls in (0 … 10), from its thousandths so that 0.85 is 9, not the
// 8 that 0.85 * 10 in binary floating point would truncate to; -1 for none, -2 for a value
// that is not a number between 0.0 and 1.0.
int priorityTenthOf(const UrlEntry &entry)
{
    if (!entry.hasPriority())
        return -1;
    const double priority = entry.priority();
    if (priority < 0.0 || priority > 1.0)
        return -2;
    const int thousandths = int(priority * 1000.0 + 0.5);
    return (thousandths + 50) / 100;
}

QString priorityKey(int tenth)
{
    return QString::number(tenth / 10.0, 'f', 1);
}

// The changefreq values in the protocol's order (sitemaps.org, <changefreq>).
constexpr ChangeFreq ProtocolChangefreqs[] = {
    ChangeFreq::Always,  ChangeFreq::Hourly, ChangeFreq::Daily, ChangeFreq::Weekly,
    ChangeFreq::Monthly, ChangeFreq::Yearly, ChangeFreq::Never,
};

// The extension bars' keys, in the order they are shown.
enum Extension { Images, Videos, News, Alternates, ExtensionCount };
const QString ExtensionKeys[ExtensionCount] = { u"images"_s, u"videos"_s, u"news"_s,
                                                u"alternates"_s };

bool hasExtension(const UrlEntry &entry, int extension)
{
    if (!entry.hasExtras())
        return false;
    switch (extension) {
    case Images: return !entry.images().isEmpty();
    case Videos: return !entry.videos().isEmpty();
    case News: return !entry.news().isEmpty();
    case Alternates: return !entry.alternates().isEmpty();
    }
    return false;
}

// Counts by a key that is a part of a URL. The key is looked up as a view (no copy for the
// hash lookup) and copied once when it is new; consecutive URLs mostly share their host and
// often their section, so the last key's counter is tried before the hash.
class KeyCounter
{
public:
    void add(QByteArrayView key)
    {
        if (m_last && key == QByteArrayView(m_lastKey)) {
            ++*m_last;
            return;
        }
        const QByteArray raw = QByteArray::fromRawData(key.data(), key.size());
        auto it = m_counts.find(raw);
        if (it == m_counts.end())
            it = m_counts.insert(key.toByteArray(), 0);
        ++*it;
        m_last = &*it;
        m_lastKey = it.key();
    }

    // The `top` largest, most first and then by key; what is left in `restCount`, and how
    // many keys it gathers in `restKeys`.
    QList<std::pair<QByteArray, qsizetype>> top(int top, qsizetype &restCount,
                                                qsizetype &restKeys) const
    {
        QList<std::pair<QByteArray, qsizetype>> all;
        all.reserve(m_counts.size());
        for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it)
            all.append({ it.key(), it.value() });
        auto order = [](const auto &a, const auto &b) {
            return a.second != b.second ? a.second > b.second : a.first < b.first;
        };
        if (all.size() > top) {
            std::partial_sort(all.begin(), all.begin() + top, all.end(), order);
            restKeys = all.size() - top;
            restCount = 0;
            for (qsizetype i = top; i < all.size(); ++i)
                restCount += all.at(i).second;
            all.resize(top);
        } else {
            std::sort(all.begin(), all.end(), order);
            restKeys = 0;
            restCount = 0;
        }
        return all;
    }

private:
    // Pointers to values stay valid while nothing is inserted; m_last is reset on insertion
    // by taking the new element's address right after it.
    QHash<QByteArray, qsizetype> m_counts;
    qsizetype *m_last = nullptr;
    QByteArray m_lastKey;
};

QString formatOf(const Sitemap &sitemap)
{
    QString format;
    switch (sitemap.source.format) {
    case SourceFormat::UrlSet:
    case SourceFormat::SitemapIndex: format = u"XML"_s; break;
    case SourceFormat::Text: format = u"Text"_s; break;
    case SourceFormat::Rss: format = u"RSS"_s; break;
    case SourceFormat::Atom: format = u"Atom"_s; break;
    case SourceFormat::Robots: format = u"robots.txt"_s; break;
    case SourceFormat::Csv: format = u"CSV"_s; break;
    case SourceFormat::Unknown: format = u"Unknown"_s; break;
    }
    if (sitemap.source.compression != Compression::None)
        format += u", "_s + compressionName(sitemap.source.compression);
    return format;
}

} // namespace

Statistics Statistics::compute(const Workspace &workspace, const QList<Finding> &findings,
                               const std::atomic<bool> *cancel, const Segmenter &sections)
{
    Statistics s;
    s.m_segments = SegmentStatistics(sections);
    s.m_bars.resize(ChartCount);
    Summary &summary = s.m_summary;

    KeyCounter hosts, segments;
    std::map<int, qsizetype> months; // by monthOf(): in the order of time
    qsizetype noLastmod = 0, invalidLastmod = 0;
    qsizetype changefreqs[int(ChangeFreq::Invalid) + 1] = {};
    qsizetype priorities[11] = {};
    qsizetype noPriority = 0, invalidPriority = 0;
    qsizetype extensions[ExtensionCount] = {};
    QByteArray hostBuffer, segmentBuffer;
    // The last month seen and its counter: a sitemap's neighbours mostly share a month.
    int lastMonth = NoMonth;
    qsizetype *lastMonthCount = nullptr;

    for (const Sitemap &sitemap : workspace.sitemaps) {
        ++summary.files;
        summary.indexFiles += sitemap.isIndex();
        summary.failedFiles += sitemap.failed;
        summary.bytes += sitemap.source.bytes;
        summary.uncompressedBytes += sitemap.source.uncompressedBytes;
        ++summary.formats[formatOf(sitemap)];
        if (sitemap.isIndex())
            continue;
        summary.urls += sitemap.entries.size();
        qsizetype untilCancelCheck = 0;
        for (const UrlEntry &entry : sitemap.entries) {
            if (cancel && ++untilCancelCheck == 4096) {
                untilCancelCheck = 0;
                if (cancel->load(std::memory_order_relaxed))
                    return s;
            }
            const PooledView loc = entry.locView();
            const Url::Parts parts = Url::split(loc);
            hosts.add(hostOf(parts.host, hostBuffer));
            segments.add(firstSegmentOf(parts.path, segmentBuffer));

            const W3cDateTime &lastmod = entry.lastmod();
            if (lastmod.isNull()) {
                ++noLastmod;
            } else if (!lastmod.isValid()) {
                ++invalidLastmod;
            } else {
                const int month = monthOf(lastmod);
                if (lastMonthCount && month == lastMonth) {
                    ++*lastMonthCount;
                } else {
                    lastMonthCount = &months[month]; // std::map keeps its values in place
                    ++*lastMonthCount;
                    lastMonth = month;
                }
            }

            ++changefreqs[int(entry.changefreq())];

            const int tenth = priorityTenthOf(entry);
            if (tenth == -1)
                ++noPriority;
            else if (tenth == -2)
                ++invalidPriority;
            else
                ++priorities[tenth];

            if (entry.hasExtras())
                for (int e = 0; e < ExtensionCount; ++e)
                    extensions[e] += hasExtension(entry, e);
        }
    }

    // Hosts and path segments: the largest, then the rest.
    auto topBars = [&s](const KeyCounter &counter, Chart chart, QSet<QByteArray> &topKeys,
                        auto labelFor, auto otherLabel) {
        qsizetype restCount = 0, restKeys = 0;
        QList<Bar> &bars = s.m_bars[int(chart)];
        for (const auto &[key, count] : counter.top(TopBars, restCount, restKeys)) {
            topKeys.insert(key);
            const QString text = QString::fromUtf8(key);
            bars.append(Bar{ labelFor(text), text, count, false });
        }
        if (restKeys > 0)
            bars.append(Bar{ otherLabel(restKeys), OtherKey, restCount, true });
    };
    topBars(
        hosts, Chart::Hosts, s.m_topHosts,
        [](const QString &host) { return host.isEmpty() ? tr("(no host)") : host; },
        [](qsizetype n) { return tr("Other (%n hosts)", nullptr, int(n)); });
    topBars(
        segments, Chart::PathSegments, s.m_topSegments, [](const QString &segment) { return segment; },
        [](qsizetype n) { return tr("Other (%n segments)", nullptr, int(n)); });

    QList<Bar> &monthBars = s.m_bars[int(Chart::LastmodMonths)];
    for (const auto &[month, count] : months) {
        const QString key = monthKey(month);
        monthBars.append(Bar{ key, key, count, false });
    }
    if (invalidLastmod > 0)
        monthBars.append(Bar{ tr("Invalid lastmod"), InvalidKey, invalidLastmod, true });
    if (noLastmod > 0)
        monthBars.append(Bar{ tr("No lastmod"), NoneKey, noLastmod, true });

    // The protocol's values are always shown, so that the charts of two files line up.
    QList<Bar> &changefreqBars = s.m_bars[int(Chart::Changefreq)];
    for (ChangeFreq value : ProtocolChangefreqs) {
        const QString name = UrlEntry::changefreqName(value);
        changefreqBars.append(Bar{ name, name, changefreqs[int(value)], false });
    }
    if (const qsizetype invalid = changefreqs[int(ChangeFreq::Invalid)])
        changefreqBars.append(Bar{ tr("Invalid"), InvalidKey, invalid, true });
    if (const qsizetype none = changefreqs[int(ChangeFreq::None)])
        changefreqBars.append(Bar{ tr("None"), NoneKey, none, true });

    QList<Bar> &priorityBars = s.m_bars[int(Chart::Priority)];
    for (int tenth = 0; tenth <= 10; ++tenth) {
        const QString key = priorityKey(tenth);
        priorityBars.append(Bar{ key, key, priorities[tenth], false });
    }
    if (invalidPriority > 0)
        priorityBars.append(Bar{ tr("Invalid"), InvalidKey, invalidPriority, true });
    if (noPriority > 0)
        priorityBars.append(Bar{ tr("None"), NoneKey, noPriority, true });

    const QString extensionLabels[ExtensionCount] = { tr("Images"), tr("Videos"), tr("News"),
                                                      tr("Alternates") };
    for (int e = 0; e < ExtensionCount; ++e)
        s.m_bars[int(Chart::Extensions)].append(
            Bar{ extensionLabels[e], ExtensionKeys[e], extensions[e], false });

    // Findings: by rule (their ids are views of the catalogue's constants, so the hash keys
    // cost nothing) and by severity.
    QHash<QLatin1StringView, qsizetype> byRule;
    for (const Finding &finding : findings) {
        ++byRule[finding.ruleId];
        switch (finding.severity) {
        case Severity::Error: ++summary.errors; break;
        case Severity::Warning: ++summary.warnings; break;
        case Severity::Notice: ++summary.notices; break;
        }
    }
    QList<std::pair<QLatin1StringView, qsizetype>> rules;
    for (auto it = byRule.cbegin(); it != byRule.cend(); ++it)
        rules.append({ it.key(), it.value() });
    std::sort(rules.begin(), rules.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    for (const auto &[id, count] : rules) {
        const Rule *rule = RuleCatalogue::find(id);
        const QString key = QString(id);
        s.m_bars[int(Chart::Rules)].append(
            Bar{ rule ? u"%1 %2"_s.arg(key, rule->translatedTitle()) : key, key, count, false });
    }
    QList<Bar> &severityBars = s.m_bars[int(Chart::Severities)];
    severityBars.append(Bar{ tr("Errors"), severityName(Severity::Error), summary.errors, false });
    severityBars.append(
        Bar{ tr("Warnings"), severityName(Severity::Warning), summary.warnings, false });
    severityBars.append(
        Bar{ tr("Notices"), severityName(Severity::Notice), summary.notices, false });

    if (!sections.isNull()) {
        // A pass of its own, taken only when asked: keyOf() parses each URL.
        for (const Sitemap &sitemap : workspace.sitemaps) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return s;
            s.m_segments.addEntries(sitemap);
        }
        s.m_segments.addFindings(workspace, findings);
        QList<const SegmentStatistics::Row *> rows;
        for (const SegmentStatistics::Row &row : s.m_segments.rows())
            rows.append(&row);
        std::stable_sort(rows.begin(), rows.end(), [](const auto *a, const auto *b) {
            return a->counts.urls > b->counts.urls;
        });
        QList<Bar> &segmentBars = s.m_bars[int(Chart::Segments)];
        qsizetype rest = 0;
        for (const SegmentStatistics::Row *row : std::as_const(rows)) {
            if (segmentBars.size() < TopBars) {
                // Named as the site names it ("články", "pt-br"); the pages at the top, whose
                // key is empty, as an export names their files.
                segmentBars.append(Bar{ row->key.isEmpty() ? row->name : row->key, row->key,
                                        row->counts.urls, false });
                s.m_topSections.insert(row->key);
            } else {
                rest += row->counts.urls;
            }
        }
        if (rest > 0)
            segmentBars.append(Bar{ tr("Other"), OtherKey, rest, true });
    }
    return s;
}

const QList<Statistics::Bar> &Statistics::bars(Chart chart) const
{
    static const QList<Bar> none;
    const int at = int(chart);
    return at < m_bars.size() ? m_bars.at(at) : none;
}

QString Statistics::title(Chart chart)
{
    switch (chart) {
    case Chart::Hosts: return tr("URLs per host");
    case Chart::PathSegments: return tr("URLs per first path segment");
    case Chart::LastmodMonths: return tr("URLs per lastmod month");
    case Chart::Changefreq: return tr("URLs per change frequency");
    case Chart::Priority: return tr("URLs per priority");
    case Chart::Extensions: return tr("URLs with extensions");
    case Chart::Rules: return tr("Findings per rule");
    case Chart::Severities: return tr("Findings per severity");
    case Chart::Segments: return tr("URLs per section");
    }
    return {};
}

QString Statistics::chartName(Chart chart)
{
    switch (chart) {
    case Chart::Hosts: return u"hosts"_s;
    case Chart::PathSegments: return u"paths"_s;
    case Chart::LastmodMonths: return u"lastmod"_s;
    case Chart::Changefreq: return u"changefreq"_s;
    case Chart::Priority: return u"priority"_s;
    case Chart::Extensions: return u"extensions"_s;
    case Chart::Rules: return u"rules"_s;
    case Chart::Severities: return u"severities"_s;
    case Chart::Segments: return u"segments"_s;
    }
    return {};
}

QList<Statistics::Chart> Statistics::charts()
{
    QList<Chart> all;
    for (int chart = 0; chart < ListedCharts; ++chart)
        all.append(Chart(chart));
    return all;
}

bool Statistics::matches(Chart chart, const Bar &bar, const UrlEntry &entry) const
{
    switch (chart) {
    case Chart::Hosts:
    case Chart::PathSegments: {
        const PooledView loc = entry.locView();
        const Url::Parts parts = Url::split(loc);
        QByteArray buffer;
        const QByteArrayView key = chart == Chart::Hosts ? hostOf(parts.host, buffer)
                                                         : firstSegmentOf(parts.path, buffer);
        if (bar.rest) {
            const QSet<QByteArray> &top = chart == Chart::Hosts ? m_topHosts : m_topSegments;
            return !top.contains(QByteArray::fromRawData(key.data(), key.size()));
        }
        return key == QByteArrayView(bar.key.toUtf8());
    }
    case Chart::LastmodMonths: {
        const W3cDateTime &lastmod = entry.lastmod();
        if (bar.rest)
            return bar.key == NoneKey ? lastmod.isNull() : !lastmod.isNull() && !lastmod.isValid();
        return lastmod.isValid() && monthKey(monthOf(lastmod)) == bar.key;
    }
    case Chart::Changefreq:
        if (bar.rest)
            return entry.changefreq() == (bar.key == NoneKey ? ChangeFreq::None : ChangeFreq::Invalid);
        return entry.changefreq() != ChangeFreq::None && entry.changefreq() != ChangeFreq::Invalid
            && UrlEntry::changefreqName(entry.changefreq()) == bar.key;
    case Chart::Priority: {
        const int tenth = priorityTenthOf(entry);
        if (bar.rest)
            return tenth == (bar.key == NoneKey ? -1 : -2);
        return tenth >= 0 && priorityKey(tenth) == bar.key;
    }
    case Chart::Extensions:
        for (int e = 0; e < ExtensionCount; ++e)
            if (bar.key == ExtensionKeys[e])
                return hasExtension(entry, e);
        return false;
    case Chart::Segments: {
        const QString key = m_segments.segmenter().keyOf(entry);
        return bar.rest ? !m_topSections.contains(key) : key == bar.key;
    }
    case Chart::Rules:
    case Chart::Severities:
        return false;
    }
    return false;
}

} // namespace Studio
