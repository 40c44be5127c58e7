#include "crawltables.h"

#include "crawler.h"
#include "crawlsitemap.h"
#include "model/workspace.h"
#include "util/delimitedtext.h"

#include <QDateTime>
#include <QIODevice>
#include <QSet>

#include <algorithm>

namespace Studio {

namespace {

// The translation context of the column titles, the class's own.
constexpr char Context[] = "Studio::CrawlTable";

using Type = CrawlTable::ColumnType;

} // namespace

struct CrawlTable::Column
{
    const char *id;
    const char *title; // QT_TRANSLATE_NOOP in Context
    ColumnType type;
};

namespace {

using Column = CrawlTable::Column;

// The columns of each kind, in order. Ids are the CSV headers and JSON keys scripts rely on:
// never renamed, only added to.
constexpr Column PageColumns[] = {
    { "url", QT_TRANSLATE_NOOP("Studio::CrawlTable", "URL"), Type::Text },
    { "status", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Status"), Type::Number },
    { "indexability", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Indexability"), Type::Text },
    { "message", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Message"), Type::Text },
    { "canonical", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Canonical"), Type::Text },
    { "redirect", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Redirects to"), Type::Text },
    { "final_url", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Final URL"), Type::Text },
    { "depth", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Depth"), Type::Number },
    { "inlinks", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Inlinks"), Type::Number },
    { "outlinks", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Outlinks"), Type::Number },
    { "external_links", QT_TRANSLATE_NOOP("Studio::CrawlTable", "External links"), Type::Number },
    { "title", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Title"), Type::Text },
    { "content_type", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Content type"), Type::Text },
    { "bytes", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Bytes"), Type::Number },
    { "response_ms", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Response (ms)"), Type::Number },
    { "last_modified", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Last modified"), Type::Text },
};
constexpr Column LinkColumns[] = {
    { "source", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Source"), Type::Text },
    { "target", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Target"), Type::Text },
    { "anchor", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Anchor text"), Type::Text },
    { "rel", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Rel"), Type::Text },
    { "target_status", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Target status"), Type::Number },
    { "target_indexability", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Target indexability"),
      Type::Text },
};
constexpr Column RedirectColumns[] = {
    { "source", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Source"), Type::Text },
    { "hops", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Hops"), Type::Number },
    { "chain", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Chain"), Type::Text },
    { "final_url", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Final URL"), Type::Text },
    { "final_status", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Final status"), Type::Number },
    { "loop", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Loop"), Type::YesNo },
};
constexpr Column ImageColumns[] = {
    { "page", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Page"), Type::Text },
    { "image", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Image"), Type::Text },
};
constexpr Column BrokenLinkColumns[] = {
    { "source", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Source"), Type::Text },
    { "target", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Target"), Type::Text },
    { "anchor", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Anchor text"), Type::Text },
    { "target_status", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Target status"), Type::Number },
    { "why", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Why"), Type::Text },
};
constexpr Column MissingPageColumns[] = {
    { "url", QT_TRANSLATE_NOOP("Studio::CrawlTable", "URL"), Type::Text },
    { "title", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Title"), Type::Text },
    { "depth", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Depth"), Type::Number },
    { "inlinks", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Inlinks"), Type::Number },
};

constexpr Column HistoryColumns[] = {
    { "url", QT_TRANSLATE_NOOP("Studio::CrawlTable", "URL"), Type::Text },
    { "status", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Status"), Type::Number },
    { "fingerprint", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Content fingerprint"), Type::Text },
    { "first_seen", QT_TRANSLATE_NOOP("Studio::CrawlTable", "First seen"), Type::Text },
    { "last_seen", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Last seen"), Type::Text },
    { "content_changed", QT_TRANSLATE_NOOP("Studio::CrawlTable", "Content changed"), Type::Text },
};

struct Columns
{
    const Column *begin;
    int count;
};

template<size_t N> constexpr Columns columnsOf(const Column (&columns)[N])
{
    return { columns, int(N) };
}

Columns columnsFor(CrawlTable::Kind kind)
{
    using Kind = CrawlTable::Kind;
    switch (kind) {
    case Kind::Pages:
        return columnsOf(PageColumns);
    case Kind::Links:
        return columnsOf(LinkColumns);
    case Kind::Redirects:
        return columnsOf(RedirectColumns);
    case Kind::Images:
        return columnsOf(ImageColumns);
    case Kind::BrokenLinks:
        return columnsOf(BrokenLinkColumns);
    case Kind::MissingPages:
        return columnsOf(MissingPageColumns);
    case Kind::History:
        return columnsOf(HistoryColumns);
    }
    return columnsOf(PageColumns);
}

QString number(qint64 value)
{
    return QString::number(value);
}

// A status, "" for none (not fetched, or no answer).
QString statusText(qint16 status)
{
    return status > 0 ? number(status) : QString();
}

// A target that answered 4xx or 5xx, or was asked and did not answer whole (the crawl's
// verdicts NotFound and Error; a redirect that could not be followed is a redirect, in the
// table of redirects).
bool isBroken(const CrawlResult &crawl, const CrawledPage &page)
{
    const CrawlResult::Indexability verdict = crawl.indexability(page);
    return verdict == CrawlResult::Indexability::NotFound
        || verdict == CrawlResult::Indexability::Error;
}

// A JSON string, quotes included: control characters escaped, the rest as UTF-8.
void appendJsonString(QByteArray *out, const QString &text)
{
    out->append('"');
    const QByteArray utf8 = text.toUtf8();
    for (const char c : utf8) {
        switch (c) {
        case '"':
            out->append("\\\"");
            break;
        case '\\':
            out->append("\\\\");
            break;
        case '\n':
            out->append("\\n");
            break;
        case '\r':
            out->append("\\r");
            break;
        case '\t':
            out->append("\\t");
            break;
        case '\b':
            out->append("\\b");
            break;
        case '\f':
            out->append("\\f");
            break;
        default:
            if (uchar(c) < 0x20) {
                static constexpr char hex[] = "0123456789abcdef";
                out->append("\\u00");
                out->append(hex[uchar(c) >> 4]);
                out->append(hex[uchar(c) & 0xf]);
            } else {
                out->append(c);
            }
        }
    }
    out->append('"');
}

// Writes all of `bytes` to `device`, going on after a short write.
bool writeAll(QIODevice *device, const QByteArray &bytes, QString *error)
{
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = device->write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            if (error)
                *error = device->errorString();
            return false;
        }
        done += n;
    }
    return true;
}

} // namespace

QLatin1StringView CrawlTable::kindId(Kind kind)
{
    switch (kind) {
    case Kind::Pages:
        return QLatin1StringView("pages");
    case Kind::Links:
        return QLatin1StringView("links");
    case Kind::Redirects:
        return QLatin1StringView("redirects");
    case Kind::Images:
        return QLatin1StringView("images");
    case Kind::BrokenLinks:
        return QLatin1StringView("broken-links");
    case Kind::MissingPages:
        return QLatin1StringView("missing-pages");
    case Kind::History:
        return QLatin1StringView("history");
    }
    return {};
}

QList<CrawlTable::Kind> CrawlTable::kinds()
{
    return { Kind::Pages,       Kind::Links,        Kind::Redirects, Kind::Images,
             Kind::BrokenLinks, Kind::MissingPages, Kind::History };
}

bool CrawlTable::kindFromId(QStringView id, Kind *kind)
{
    for (const Kind k : kinds())
        if (id == kindId(k)) {
            *kind = k;
            return true;
        }
    return false;
}

QString CrawlTable::kindTitle(Kind kind)
{
    switch (kind) {
    case Kind::Pages:
        return tr("Pages");
    case Kind::Links:
        return tr("Links");
    case Kind::Redirects:
        return tr("Redirect chains");
    case Kind::Images:
        return tr("Images");
    case Kind::BrokenLinks:
        return tr("Broken links");
    case Kind::MissingPages:
        return tr("Indexable pages missing from the sitemap");
    case Kind::History:
        return tr("Content history");
    }
    return {};
}

bool CrawlTable::needsWorkspace(Kind kind)
{
    return kind == Kind::MissingPages;
}

QLatin1StringView CrawlTable::formatId(Format format)
{
    switch (format) {
    case Format::Csv:
        return QLatin1StringView("csv");
    case Format::Tsv:
        return QLatin1StringView("tsv");
    case Format::Json:
        return QLatin1StringView("json");
    }
    return {};
}

bool CrawlTable::formatFromId(QStringView id, Format *format)
{
    for (const Format f : { Format::Csv, Format::Tsv, Format::Json })
        if (id == formatId(f)) {
            *format = f;
            return true;
        }
    return false;
}

CrawlTable::CrawlTable(Kind kind, const CrawlResult &crawl)
    : m_kind(kind)
    , m_crawl(&crawl)
{
}

CrawlTable CrawlTable::make(Kind kind, const CrawlResult &crawl, const Workspace *workspace)
{
    CrawlTable table(kind, crawl);
    const QList<CrawledPage> &pages = crawl.pages;
    switch (kind) {
    case Kind::Pages:
        table.m_pageRows.reserve(size_t(pages.size()));
        for (qsizetype i = 0; i < pages.size(); ++i)
            table.m_pageRows.push_back(quint32(i));
        break;
    case Kind::Links:
    case Kind::Images: {
        table.m_firstRow.reserve(size_t(pages.size()) + 1);
        qsizetype rows = 0;
        for (const CrawledPage &page : pages) {
            table.m_firstRow.push_back(rows);
            rows += qsizetype(kind == Kind::Links ? page.links.size() : crawl.images(page).size());
        }
        table.m_firstRow.push_back(rows);
        break;
    }
    case Kind::BrokenLinks:
        for (qsizetype i = 0; i < pages.size(); ++i) {
            const std::vector<quint32> &links = pages.at(i).links;
            for (size_t l = 0; l < links.size(); ++l)
                if (const CrawledPage *target = crawl.page(links[l]);
                    target && isBroken(crawl, *target))
                    table.m_pairs.emplace_back(quint32(i), quint32(l));
        }
        break;
    case Kind::Redirects: {
        // Chain heads first: the redirecting pages no redirect leads to. Then, for loops
        // (every page of them a redirect's target), the first page met of each that no row
        // has passed through yet.
        QSet<quint32> targets;
        for (const CrawledPage &page : pages)
            if (page.isRedirect())
                targets.insert(page.redirect);
        QSet<quint32> passed;
        auto take = [&](qsizetype index) {
            const CrawledPage &page = pages.at(index);
            table.m_pageRows.push_back(quint32(index));
            passed.insert(page.url);
            for (const quint32 id : crawl.redirectChain(page))
                passed.insert(id);
        };
        for (qsizetype i = 0; i < pages.size(); ++i)
            if (pages.at(i).isRedirect() && !targets.contains(pages.at(i).url))
                take(i);
        for (qsizetype i = 0; i < pages.size(); ++i)
            if (pages.at(i).isRedirect() && !passed.contains(pages.at(i).url))
                take(i);
        std::sort(table.m_pageRows.begin(), table.m_pageRows.end());
        break;
    }
    case Kind::MissingPages:
        if (workspace)
            for (const qsizetype index : CrawlSitemap::missingPageIndexes(*workspace, crawl))
                table.m_pageRows.push_back(quint32(index));
        break;
    case Kind::History:
        for (qsizetype i = 0; i < pages.size(); ++i)
            if (crawl.content(pages.at(i)))
                table.m_pageRows.push_back(quint32(i));
        break;
    }
    return table;
}

const CrawlTable::Column &CrawlTable::column(int column) const
{
    const Columns columns = columnsFor(m_kind);
    Q_ASSERT(column >= 0 && column < columns.count);
    return columns.begin[column];
}

int CrawlTable::columnCount() const
{
    return columnsFor(m_kind).count;
}

QLatin1StringView CrawlTable::columnId(int column) const
{
    return QLatin1StringView(this->column(column).id);
}

QStringList CrawlTable::columnIds() const
{
    QStringList ids;
    for (int c = 0; c < columnCount(); ++c)
        ids.append(columnId(c));
    return ids;
}

QString CrawlTable::columnTitle(int column) const
{
    return QCoreApplication::translate(Context, this->column(column).title);
}

QStringList CrawlTable::header() const
{
    QStringList titles;
    for (int c = 0; c < columnCount(); ++c)
        titles.append(columnTitle(c));
    return titles;
}

CrawlTable::ColumnType CrawlTable::columnType(int column) const
{
    return this->column(column).type;
}

qsizetype CrawlTable::rowCount() const
{
    switch (m_kind) {
    case Kind::Links:
    case Kind::Images:
        return m_firstRow.empty() ? 0 : m_firstRow.back();
    case Kind::BrokenLinks:
        return qsizetype(m_pairs.size());
    case Kind::Pages:
    case Kind::Redirects:
    case Kind::MissingPages:
    case Kind::History:
        return qsizetype(m_pageRows.size());
    }
    return 0;
}

std::pair<qsizetype, qsizetype> CrawlTable::locate(qsizetype row) const
{
    switch (m_kind) {
    case Kind::Links:
    case Kind::Images: {
        // The last page whose first row is at or before `row` (pages without rows share
        // their first row with the next, which upper_bound steps past).
        const auto it = std::upper_bound(m_firstRow.cbegin(), m_firstRow.cend(), row);
        const qsizetype page = qsizetype(it - m_firstRow.cbegin()) - 1;
        return { page, row - m_firstRow[size_t(page)] };
    }
    case Kind::BrokenLinks:
        return { m_pairs[size_t(row)].first, m_pairs[size_t(row)].second };
    case Kind::Pages:
    case Kind::Redirects:
    case Kind::MissingPages:
    case Kind::History:
        return { m_pageRows[size_t(row)], -1 };
    }
    return { -1, -1 };
}

QString CrawlTable::cell(qsizetype row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return {};
    const CrawlResult &crawl = *m_crawl;
    const auto [pageIndex, item] = locate(row);
    const CrawledPage &page = crawl.pages.at(pageIndex);
    const QLatin1StringView id = columnId(column);
    auto url = [&crawl](quint32 urlId) {
        return urlId == CrawledPage::NoUrl ? QString() : crawl.urlText(urlId);
    };
    // Where a page ended up: the end of its redirects, else the URL that answered.
    auto finalUrl = [&](const CrawledPage &p) {
        if (p.isRedirect())
            return crawl.urlText(crawl.finalUrl(p));
        const QString answered = crawl.answeredUrl(p);
        return answered.isEmpty() ? crawl.urlText(p.url) : answered;
    };

    switch (m_kind) {
    case Kind::Pages:
    case Kind::MissingPages:
        if (id == u"url")
            return m_kind == Kind::MissingPages && !crawl.answeredUrl(page).isEmpty()
                ? crawl.answeredUrl(page) // as the sitemap would list it (CrawlSitemap::generate)
                : crawl.urlText(page.url);
        if (id == u"status")
            return statusText(page.status);
        if (id == u"indexability")
            return CrawlResult::indexabilityId(crawl.indexability(page));
        if (id == u"message")
            return page.message;
        if (id == u"canonical")
            return url(page.canonical);
        if (id == u"redirect")
            return url(page.redirect);
        if (id == u"final_url")
            return finalUrl(page);
        if (id == u"depth")
            return page.linkDepth == CrawledPage::Unreached ? QString() : number(page.linkDepth);
        if (id == u"inlinks")
            return number(crawl.inlinks(page.url));
        if (id == u"outlinks")
            return number(qint64(page.links.size()));
        if (id == u"external_links")
            return number(page.externalLinks);
        if (id == u"title")
            return page.title;
        if (id == u"content_type")
            return QString::fromUtf8(crawl.contentType(page));
        if (id == u"bytes")
            return page.has(CrawledPage::Fetched) ? number(page.bytes) : QString();
        if (id == u"response_ms")
            return page.has(CrawledPage::Fetched) ? number(page.responseMs) : QString();
        if (id == u"last_modified")
            return page.lastModified < 0
                ? QString()
                : QDateTime::fromMSecsSinceEpoch(page.lastModified).toUTC().toString(Qt::ISODate);
        break;
    case Kind::Links:
    case Kind::BrokenLinks: {
        const quint32 targetId = page.links[size_t(item)];
        // A target met as a link only (a limit came first) has no page: no status, and
        // "not-fetched" as a page the crawl had queued and not asked.
        const CrawledPage *target = crawl.page(targetId);
        if (id == u"source")
            return crawl.urlText(page.url);
        if (id == u"target")
            return crawl.urlText(targetId);
        if (id == u"anchor")
            return crawl.linkAnchor(page, item);
        if (id == u"rel")
            return HtmlLink::relText(crawl.linkRel(page, item));
        if (id == u"target_status")
            return target ? statusText(target->status) : QString();
        if (id == u"target_indexability")
            return target ? CrawlResult::indexabilityId(crawl.indexability(*target))
                          : CrawlResult::indexabilityId(CrawlResult::Indexability::NotFetched);
        if (id == u"why") {
            if (!target)
                return {};
            if (!target->message.isEmpty())
                return target->message;
            if (target->status == 404 || target->status == 410)
                return tr("Not found (%1)").arg(target->status);
            if (target->status >= 400)
                return tr("The server answered %1").arg(target->status);
            return tr("No answer");
        }
        break;
    }
    case Kind::Redirects: {
        bool loop = false;
        const QList<quint32> chain = crawl.redirectChain(page, &loop);
        const CrawledPage *last = chain.isEmpty() ? nullptr : crawl.page(chain.last());
        if (id == u"source")
            return crawl.urlText(page.url);
        if (id == u"hops")
            return number(chain.size());
        if (id == u"chain") {
            // " -> " cannot be part of a URL (fully encoded, it holds no space).
            QStringList urls { crawl.urlText(page.url) };
            for (const quint32 hop : chain)
                urls.append(crawl.urlText(hop));
            return urls.join(QLatin1StringView(" -> "));
        }
        if (id == u"final_url")
            return chain.isEmpty() ? crawl.urlText(page.url) : crawl.urlText(chain.last());
        if (id == u"final_status")
            return last ? statusText(last->status) : QString();
        if (id == u"loop")
            return loop ? QStringLiteral("yes") : QStringLiteral("no");
        break;
    }
    case Kind::Images:
        if (id == u"page")
            return crawl.urlText(page.url);
        if (id == u"image")
            return crawl.urlText(crawl.images(page)[size_t(item)]);
        break;
    case Kind::History: {
        const std::optional<PageContent> content = crawl.content(page);
        auto time = [](qint64 ms) {
            return ms < 0 ? QString()
                          : QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
        };
        if (id == u"url")
            return crawl.urlText(page.url);
        if (id == u"status")
            return statusText(page.status);
        if (id == u"fingerprint")
            return ContentFingerprint::toHex(content->fingerprint);
        if (id == u"first_seen")
            return time(content->firstSeen);
        if (id == u"last_seen")
            return time(content->lastSeen);
        if (id == u"content_changed")
            return content->changed;
        break;
    }
    }
    return {};
}

QStringList CrawlTable::row(qsizetype row) const
{
    QStringList cells;
    for (int c = 0; c < columnCount(); ++c)
        cells.append(cell(row, c));
    return cells;
}

bool CrawlTable::write(QIODevice *device, Format format, QString *error) const
{
    constexpr qsizetype Chunk = 64 * 1024;
    QByteArray buffer;
    buffer.reserve(Chunk + 4096);
    const qsizetype rows = rowCount();
    const int columns = columnCount();
    if (format == Format::Json) {
        buffer.append(rows == 0 ? "[" : "[\n");
        for (qsizetype r = 0; r < rows; ++r) {
            buffer.append('{');
            for (int c = 0; c < columns; ++c) {
                if (c > 0)
                    buffer.append(',');
                appendJsonString(&buffer, columnId(c));
                buffer.append(':');
                const QString value = cell(r, c);
                switch (columnType(c)) {
                case ColumnType::Number:
                    buffer.append(value.isEmpty() ? QByteArray("null") : value.toLatin1());
                    break;
                case ColumnType::YesNo:
                    buffer.append(value == u"yes" ? "true" : "false");
                    break;
                case ColumnType::Text:
                    appendJsonString(&buffer, value);
                    break;
                }
            }
            buffer.append(r + 1 < rows ? "},\n" : "}\n");
            if (buffer.size() >= Chunk) {
                if (!writeAll(device, buffer, error))
                    return false;
                buffer.clear();
            }
        }
        buffer.append("]\n");
        return writeAll(device, buffer, error);
    }
    const auto separator
        = format == Format::Csv ? DelimitedText::Separator::Comma : DelimitedText::Separator::Tab;
    DelimitedText::appendLine(&buffer, columnIds(), separator);
    for (qsizetype r = 0; r < rows; ++r) {
        DelimitedText::appendLine(&buffer, row(r), separator);
        if (buffer.size() >= Chunk) {
            if (!writeAll(device, buffer, error))
                return false;
            buffer.clear();
        }
    }
    return writeAll(device, buffer, error);
}

} // namespace Studio
