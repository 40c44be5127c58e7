#include "crawldiff.h"

#include "util/url.h"

#include <QJsonArray>

#include <algorithm>

namespace Studio {

namespace {

constexpr CrawlDiff::Field AllFields[] = {
    CrawlDiff::Status, CrawlDiff::Indexability, CrawlDiff::Canonical, CrawlDiff::Redirect,
    CrawlDiff::Title,  CrawlDiff::Content,      CrawlDiff::Depth,
};


CrawlDiff::Side sideOf(const CrawlResult &crawl, const CrawledPage &page)
{
    CrawlDiff::Side side;
    side.status = page.status;
    side.indexability = QString(CrawlResult::indexabilityId(crawl.indexability(page)));
    if (page.canonical != CrawledPage::NoUrl)
        side.canonical = crawl.urlText(page.canonical);
    if (page.isRedirect())
        side.redirect = crawl.urlText(crawl.finalUrl(page));
    side.title = page.title;
    side.depth = page.linkDepth == CrawledPage::Unreached ? -1 : page.linkDepth;
    side.html = page.has(CrawledPage::Html);
    if (const std::optional<PageContent> content = crawl.content(page))
        side.fingerprint = ContentFingerprint::toHex(content->fingerprint);
    return side;
}

// Canonicals and redirect targets compared as the duplicate rule normalises URLs.
bool sameUrl(const QString &a, const QString &b)
{
    return a == b || Url::normalized(a.toUtf8()) == Url::normalized(b.toUtf8());
}

QJsonObject sideJson(const CrawlDiff::Side &side)
{
    QJsonObject o {
        { QStringLiteral("status"), side.status },
        { QStringLiteral("indexability"), side.indexability },
        { QStringLiteral("depth"), side.depth < 0 ? QJsonValue() : QJsonValue(side.depth) },
    };
    if (!side.canonical.isEmpty())
        o.insert(QStringLiteral("canonical"), side.canonical);
    if (!side.redirect.isEmpty())
        o.insert(QStringLiteral("redirect"), side.redirect);
    if (!side.title.isEmpty())
        o.insert(QStringLiteral("title"), side.title);
    if (!side.fingerprint.isEmpty())
        o.insert(QStringLiteral("fingerprint"), side.fingerprint);
    return o;
}

} // namespace

CrawlDiff CrawlDiff::compare(const CrawlResult &before, const CrawlResult &after)
{
    CrawlDiff diff;
    for (const CrawledPage &page : after.pages) {
        if (!page.isDone())
            continue;
        Change change;
        change.url = after.urlText(page.url);
        change.after = sideOf(after, page);
        const CrawledPage *old = before.page(before.find(QByteArrayView(change.url.toUtf8())));
        if (!old || !old->isDone()) {
            change.kind = Kind::New;
            diff.m_changes.append(std::move(change));
            continue;
        }
        change.before = sideOf(before, *old);
        const Side &a = change.before, &b = change.after;
        int fields = 0;
        if (a.status != b.status)
            fields |= Status;
        if (a.indexability != b.indexability)
            fields |= Indexability;
        const bool read = a.html && b.html;
        if (read && !sameUrl(a.canonical, b.canonical))
            fields |= Canonical;
        if (!sameUrl(a.redirect, b.redirect))
            fields |= Redirect;
        if (read && a.title != b.title)
            fields |= Title;
        const std::optional<PageContent> contentBefore = before.content(*old);
        const std::optional<PageContent> contentAfter = after.content(page);
        // Fingerprints made under different boilerplate may differ for the same content: a
        // later crawl made --since the earlier one that carried its first-seen time on (one
        // before its own) found the content unchanged, its blocks at hand.
        const bool carried = contentBefore && contentAfter
            && contentAfter->firstSeen == contentBefore->firstSeen
            && contentAfter->firstSeen < after.crawledAt;
        if (read && contentBefore && contentAfter
            && contentBefore->fingerprint != contentAfter->fingerprint && !carried)
            fields |= Content;
        if (a.depth != b.depth)
            fields |= Depth;
        if (fields == 0) {
            ++diff.m_unchanged;
            continue;
        }
        change.kind = Kind::Changed;
        change.fields = fields;
        diff.m_changes.append(std::move(change));
    }
    for (const CrawledPage &page : before.pages) {
        if (!page.isDone())
            continue;
        const QString url = before.urlText(page.url);
        const CrawledPage *now = after.page(after.find(QByteArrayView(url.toUtf8())));
        if (now && now->isDone())
            continue;
        Change change;
        change.kind = Kind::Gone;
        change.url = url;
        change.before = sideOf(before, page);
        diff.m_changes.append(std::move(change));
    }
    return diff;
}

qsizetype CrawlDiff::count(Kind kind) const
{
    return std::count_if(m_changes.cbegin(), m_changes.cend(),
                         [kind](const Change &c) { return c.kind == kind; });
}

qsizetype CrawlDiff::count(Field field) const
{
    return std::count_if(m_changes.cbegin(), m_changes.cend(),
                         [field](const Change &c) { return (c.fields & field) != 0; });
}

QLatin1StringView CrawlDiff::fieldName(Field field)
{
    switch (field) {
    case Status:
        return QLatin1StringView("status");
    case Indexability:
        return QLatin1StringView("indexability");
    case Canonical:
        return QLatin1StringView("canonical");
    case Redirect:
        return QLatin1StringView("redirect");
    case Title:
        return QLatin1StringView("title");
    case Depth:
        return QLatin1StringView("depth");
    case Content:
        return QLatin1StringView("content");
    }
    return {};
}

QStringList CrawlDiff::fieldNames(int fields)
{
    QStringList names;
    for (const Field field : AllFields)
        if (fields & field)
            names.append(QString(fieldName(field)));
    return names;
}

QLatin1StringView CrawlDiff::kindName(Kind kind)
{
    switch (kind) {
    case Kind::New:
        return QLatin1StringView("new");
    case Kind::Gone:
        return QLatin1StringView("gone");
    case Kind::Changed:
        return QLatin1StringView("changed");
    }
    return {};
}

QString CrawlDiff::describe(const Change &change)
{
    auto text = [](const QString &value) {
        return value.isEmpty() ? tr("none") : value;
    };
    auto depthText = [](int depth) {
        return depth < 0 ? tr("not linked") : QString::number(depth);
    };
    QStringList parts;
    const Side &a = change.before, &b = change.after;
    for (const Field field : AllFields) {
        if (!(change.fields & field))
            continue;
        switch (field) {
        case Status:
            parts.append(tr("status %1 → %2").arg(a.status).arg(b.status));
            break;
        case Indexability:
            parts.append(tr("indexability %1 → %2").arg(a.indexability, b.indexability));
            break;
        case Canonical:
            parts.append(tr("canonical %1 → %2").arg(text(a.canonical), text(b.canonical)));
            break;
        case Redirect:
            parts.append(tr("redirect %1 → %2").arg(text(a.redirect), text(b.redirect)));
            break;
        case Title:
            parts.append(tr("title \"%1\" → \"%2\"").arg(a.title, b.title));
            break;
        case Depth:
            parts.append(tr("depth %1 → %2").arg(depthText(a.depth), depthText(b.depth)));
            break;
        case Content:
            parts.append(tr("content changed"));
            break;
        }
    }
    return parts.join(QStringLiteral("; "));
}

QJsonObject CrawlDiff::toJson() const
{
    QJsonArray changes;
    for (const Change &change : m_changes) {
        QJsonObject o {
            { QStringLiteral("kind"), QString(kindName(change.kind)) },
            { QStringLiteral("url"), change.url },
        };
        if (change.kind != Kind::New)
            o.insert(QStringLiteral("before"), sideJson(change.before));
        if (change.kind != Kind::Gone)
            o.insert(QStringLiteral("after"), sideJson(change.after));
        if (change.kind == Kind::Changed)
            o.insert(QStringLiteral("fields"), QJsonArray::fromStringList(fieldNames(change.fields)));
        changes.append(o);
    }
    QJsonObject fields;
    for (const Field field : AllFields)
        fields.insert(QString(fieldName(field)), count(field));
    return QJsonObject {
        { QStringLiteral("summary"),
          QJsonObject {
              { QStringLiteral("new"), count(Kind::New) },
              { QStringLiteral("gone"), count(Kind::Gone) },
              { QStringLiteral("changed"), count(Kind::Changed) },
              { QStringLiteral("unchanged"), m_unchanged },
              { QStringLiteral("fields"), fields },
          } },
        { QStringLiteral("changes"), changes },
    };
}

} // namespace Studio
