#include "contentfingerprint.h"

#include "crawler.h"
#include "util/url.h"
#include "util/w3cdatetime.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QtEndian>

namespace Studio {

namespace ContentFingerprint {

quint64 fingerprint(const std::vector<quint64> &blocks, const QSet<quint64> &boilerplate)
{
    // SHA-256 over a few hundred bytes a page, once a crawl: its cost is nothing beside the
    // page's parse, and a fingerprint kept for years should not depend on a fast hash's quality.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    char bytes[sizeof(quint64)];
    for (const quint64 block : blocks) {
        if (boilerplate.contains(block))
            continue;
        qToLittleEndian(block, bytes);
        hash.addData(QByteArrayView(bytes, sizeof bytes));
    }
    const auto value = qFromLittleEndian<quint64>(hash.resultView().data());
    return value ? value : 1; // 0 is "none" (CrawledPage::fingerprint)
}

QSet<quint64> boilerplate(const std::vector<const std::vector<quint64> *> &pages)
{
    QSet<quint64> found;
    if (qsizetype(pages.size()) < MinPages)
        return found;
    QHash<quint64, qsizetype> counts;
    QSet<quint64> onPage;
    for (const std::vector<quint64> *blocks : pages) {
        onPage.clear();
        for (const quint64 block : *blocks)
            if (!onPage.contains(block)) {
                onPage.insert(block);
                ++counts[block];
            }
    }
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() * 2 > qsizetype(pages.size()))
            found.insert(it.key());
    return found;
}

QString timeText(qint64 ms)
{
    return ms < 0 ? QString()
                  : W3cDateTime::fromDateTime(QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC))
                        .toString();
}

QString toHex(quint64 fingerprint)
{
    return QStringLiteral("%1").arg(fingerprint, 16, 16, QLatin1Char('0'));
}

bool fromHex(QStringView hex, quint64 *fingerprint)
{
    if (hex.size() != 16)
        return false;
    bool ok = false;
    const quint64 value = hex.toULongLong(&ok, 16);
    if (ok)
        *fingerprint = value;
    return ok;
}

} // namespace ContentFingerprint

void ContentBlockWriter::text(const char *utf8, quint8 region)
{
    // One character's byte into the block: whitespace waiting before it written first.
    auto put = [this, region](quint8 byte) {
        if (!m_any) {
            m_region = region;
            m_any = true;
        }
        if (m_space) {
            m_hash = (m_hash ^ quint8(' ')) * Prime;
            m_space = false;
        }
        m_hash = (m_hash ^ byte) * Prime;
    };
    for (const char *c = utf8; *c; ++c) {
        const auto byte = quint8(*c);
        // A no-break space (U+00A0, C2 A0 in UTF-8) is whitespace, as &nbsp; writes it: 0xC2
        // waits for the next byte, and anything but 0xA0 after it writes it as it came.
        if (m_noBreak) {
            m_noBreak = false;
            if (byte == 0xa0) {
                m_space = m_any;
                continue;
            }
            put(0xc2);
        }
        if (byte == ' ' || byte == '\t' || byte == '\n' || byte == '\r' || byte == '\f')
            m_space = m_any;
        else if (byte == 0xc2)
            m_noBreak = true;
        else
            put(byte);
    }
    // Gumbo's text is UTF-8, so a 0xC2 ends no text node; one that did is a character.
    if (m_noBreak) {
        m_noBreak = false;
        put(0xc2);
    }
}

void ContentBlockWriter::endBlock()
{
    if (!m_any)
        return;
    // Past MaxBlocks the text goes on into the last block: a page of 100,000 list items keeps
    // 32 KB of hashes, and its tail still counts.
    if (m_blocks.size() >= size_t(ContentFingerprint::MaxBlocks)) {
        m_blocks.back().hash = (m_blocks.back().hash ^ m_hash) * Prime;
    } else {
        m_blocks.push_back({ m_hash, m_region });
    }
    m_hash = Offset;
    m_any = false;
    m_space = false;
}

std::vector<quint64> ContentBlockWriter::take()
{
    endBlock();
    quint8 any = 0;
    for (const Block &block : m_blocks)
        any |= block.region;
    const quint8 wanted = (any & InMain) ? InMain : (any & InArticle) ? InArticle : 0;
    std::vector<quint64> hashes;
    hashes.reserve(m_blocks.size());
    for (const Block &block : m_blocks)
        if (wanted == 0 || (block.region & wanted))
            hashes.push_back(block.hash);
    m_blocks.clear();
    return hashes;
}

quint64 ContentBlockWriter::hashText(QByteArrayView utf8)
{
    ContentBlockWriter writer;
    const QByteArray text = utf8.toByteArray(); // NUL-terminated
    writer.text(text.constData(), InBody);
    const std::vector<quint64> blocks = writer.take();
    return blocks.empty() ? 0 : blocks.front();
}

std::optional<PageContent> CrawlResult::content(const CrawledPage &page) const
{
    if (page.fingerprint == 0)
        return std::nullopt;
    PageContent c;
    c.fingerprint = page.fingerprint;
    c.lastSeen = crawledAt;
    if (const auto it = m_contentHistory.constFind(page.url); it != m_contentHistory.cend()) {
        const ContentTimes &times = m_contentTimes[*it];
        c.firstSeen = times.firstSeen;
        c.changed = times.changed;
    } else {
        c.firstSeen = crawledAt;
        c.changed = m_crawledAtTextFor == crawledAt ? m_crawledAtText
                                                    : ContentFingerprint::timeText(crawledAt);
    }
    return c;
}

const std::vector<quint64> *CrawlResult::unsettledBlocks(const CrawledPage &page) const
{
    // At most SamplePages of them, and asked for once a page as the store writes it.
    for (const auto &[index, blocks] : m_unsettled)
        if (pages.at(index).url == page.url)
            return &blocks;
    return nullptr;
}

void CrawlResult::setContentBlocks(qsizetype index, std::vector<quint64> blocks)
{
    if (contentSettled) {
        fingerprintPage(index, blocks);
        return;
    }
    // A page read again (rendered after its raw HTML) counts once, as last read.
    for (auto &page : m_unsettled)
        if (page.first == index) {
            page.second = std::move(blocks);
            return;
        }
    m_unsettled.emplace_back(index, std::move(blocks));
    if (m_unsettled.size() >= size_t(ContentFingerprint::SamplePages))
        settleContent();
}

void CrawlResult::setContent(CrawledPage &page, const PageContent &content)
{
    if (m_crawledAtTextFor != crawledAt) {
        m_crawledAtText = ContentFingerprint::timeText(crawledAt);
        m_crawledAtTextFor = crawledAt;
    }
    page.fingerprint = content.fingerprint;
    if (content.firstSeen == crawledAt && content.changed == m_crawledAtText) {
        m_contentHistory.remove(page.url);
        return;
    }
    const std::pair<qint64, QString> key { content.firstSeen, content.changed };
    auto it = m_contentTimesIndex.constFind(key);
    if (it == m_contentTimesIndex.cend()) {
        it = m_contentTimesIndex.insert(key, quint32(m_contentTimes.size()));
        m_contentTimes.push_back({ content.firstSeen, content.changed });
    }
    m_contentHistory.insert(page.url, *it);
}

void CrawlResult::setAnsweredUrl(quint32 url, const QString &answered)
{
    if (answered.isEmpty())
        m_answeredUrls.remove(url);
    else
        m_answeredUrls.insert(url, answered);
}

const PageContent *CrawlResult::earlierContent(const CrawledPage &page) const
{
    if (!history || history->isEmpty())
        return nullptr;
    const auto found = history->pages.constFind(Url::normalized(m_urls[page.url]));
    return found == history->pages.cend() ? nullptr : &*found;
}

void CrawlResult::forgetContent()
{
    for (CrawledPage &page : pages)
        page.fingerprint = 0;
    m_contentHistory.clear();
    m_contentTimes = {};
    m_contentTimesIndex.clear();
    m_unsettled = {};
    boilerplate.clear();
    contentSettled = false;
}

void CrawlResult::settleContent()
{
    if (contentSettled)
        return;
    std::vector<const std::vector<quint64> *> read;
    read.reserve(m_unsettled.size());
    for (const auto &page : m_unsettled)
        read.push_back(&page.second);
    boilerplate.unite(ContentFingerprint::boilerplate(read));
    if (history)
        boilerplate.unite(history->boilerplate);
    contentSettled = true;
    for (const auto &[index, blocks] : m_unsettled)
        fingerprintPage(index, blocks);
    m_unsettled = {};
}

void CrawlResult::fingerprintPage(qsizetype index, const std::vector<quint64> &blocks)
{
    // To the second: what a lastmod says, and what the next crawl compares.
    if (crawledAt < 0)
        crawledAt = QDateTime::currentSecsSinceEpoch() * 1000;
    if (m_crawledAtTextFor != crawledAt) {
        m_crawledAtText = ContentFingerprint::timeText(crawledAt);
        m_crawledAtTextFor = crawledAt;
    }
    CrawledPage &page = pages[index];
    PageContent c;
    c.fingerprint = ContentFingerprint::fingerprint(blocks, boilerplate);
    c.lastSeen = crawledAt;
    const PageContent *old = earlierContent(page);
    // The earlier fingerprint was made under the history's boilerplate, this one under that
    // and what this crawl added: a block that became boilerplate in between (the site grew, a
    // teaser turned into a banner) is left out of this one only. Either way equal is the same
    // content.
    const bool same = old && old->firstSeen >= 0
        && (old->fingerprint == c.fingerprint
            || (history->boilerplate != boilerplate
                && ContentFingerprint::fingerprint(blocks, history->boilerplate)
                    == old->fingerprint));
    if (same) {
        c.firstSeen = old->firstSeen;
        c.changed = old->changed.isEmpty() ? m_crawledAtText : old->changed;
    } else {
        c.firstSeen = crawledAt;
        c.changed = m_crawledAtText;
        // Never seen: the page's own word, unless it claims a date the crawl has not reached.
        // (Changed since an earlier crawl: this crawl is the first to see it.)
        const W3cDateTime stated = old || page.modifiedSource == PageDateSource::None
            ? W3cDateTime()
            : W3cDateTime::fromString(pageModified(page));
        if (stated.isValid() && stated.toMSecsSinceEpoch() <= crawledAt)
            c.changed = W3cDateTime::fromDateTime(stated.toDateTime()).toString();
    }
    setContent(page, c);
}

CrawlHistory CrawlHistory::of(const CrawlResult &crawl, const CrawlHistory *earlier)
{
    CrawlHistory history;
    if (earlier) {
        history.pages = earlier->pages;
        history.boilerplate = earlier->boilerplate;
    }
    history.boilerplate.unite(crawl.boilerplate);
    for (const CrawledPage &page : crawl.pages) {
        const std::optional<PageContent> content = crawl.content(page);
        if (!content)
            continue;
        history.pages.insert(Url::normalized(crawl.urlText(page.url).toUtf8()), *content);
    }
    return history;
}

} // namespace Studio
