#pragma once

#include "crawler.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Studio {

// Two crawls of one site compared page by page: the pages new in the later crawl, those gone
// from it, and those whose status, indexability, canonical, redirect target, title, main
// content or depth changed (title, canonical and content when both crawls read the page as
// HTML: a page that became a redirect changed its status, not its title). The content is
// compared by its fingerprint, boilerplate left out (ContentFingerprint), so that a new footer
// clock or a rotating teaser is no change; for a crawl made --since the other, its history
// (the other's first-seen time carried on) settles what fingerprints alone cannot. Pages a crawl read before content was fingerprinted (or before its
// boilerplate settled) are not compared by it. Pages are matched by their URL as the duplicate
// rule normalises it; only pages a crawl did (fetched, or decided without a request) take part, so that a page one crawl
// met but never reached is not taken for gone.
class CrawlDiff
{
    Q_DECLARE_TR_FUNCTIONS(Studio::CrawlDiff)

public:
    enum class Kind : quint8 { New, Gone, Changed };
    // What changed, as bits. No underlying type: see CrawledPage::Flag.
    enum Field {
        Status = 0x1,
        Indexability = 0x2,
        Canonical = 0x4,
        Redirect = 0x8, // where its redirects end
        Title = 0x10,
        Depth = 0x20,
        Content = 0x40, // the main content (its fingerprint), boilerplate left out
        LastField = Content,
    };

    // One side of a page: what is compared, as text (URLs fully encoded).
    struct Side
    {
        int status = 0;
        QString indexability; // CrawlResult::indexabilityId
        QString canonical;
        QString redirect; // the end of its redirects; empty when it is none
        QString title;
        int depth = -1; // clicks from the start page (CrawledPage::linkDepth); -1 when unreached
        // The main content's fingerprint (ContentFingerprint::toHex) as the crawl settled it;
        // empty when it has none.
        QString fingerprint;
        bool html = false; // read as HTML: only then do its title and canonical say anything
    };

    struct Change
    {
        Kind kind = Kind::Changed;
        int fields = 0; // Field bits, for Changed
        QString url; // the later crawl's, or the earlier's for Gone
        Side before; // for Gone and Changed
        Side after; // for New and Changed
    };

    static CrawlDiff compare(const CrawlResult &before, const CrawlResult &after);

    const QList<Change> &changes() const { return m_changes; }
    qsizetype count(Kind kind) const;
    // How many changed pages differ in `field`.
    qsizetype count(Field field) const;
    qsizetype unchanged() const { return m_unchanged; }
    bool isSame() const { return m_changes.isEmpty(); }

    // "status", "indexability", ... (not translated: a name for scripts).
    static QLatin1StringView fieldName(Field field);
    static QStringList fieldNames(int fields);
    static QLatin1StringView kindName(Kind kind); // "new", "gone", "changed"
    // What changed in a sentence: "status 200 → 404; indexability indexable → not-found".
    static QString describe(const Change &change);
    // For scripts: the counts and every change with both sides.
    QJsonObject toJson() const;

private:
    QList<Change> m_changes;
    qsizetype m_unchanged = 0;
};

} // namespace Studio
