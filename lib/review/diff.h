#pragma once

#include "model/workspace.h"
#include "rules/checker.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFlags>
#include <QList>
#include <QString>

namespace Studio {

// What changed between two sets of sitemaps: added, removed and changed URLs, and for a
// changed one, which fields. Entries are matched by normalised URL (Url::normalized: scheme
// and host case, default port, fragment), through a hash of it, so two sets of a million URLs
// compare in linear time. Order does not matter: the same URLs in another order are no change.
// A URL listed more than once on a side is matched occurrence by occurrence.
//
// A matched URL is changed when one of its fields would be written differently: what a
// crawler reads is the text, so "2024-01-01" and "2024-01-01T00:00:00Z" differ (the precision
// changed), as do the same instant in another time zone, "0.5" and "0.50", or an image list
// in another order. Fields compare as UrlEntry's equality sees them; only the protocol's
// fields count, unknown elements and attributes do not. The old and new values sit side by
// side in the CSV and JSON, so a reader can tell a rewritten stamp from a new date.
class SitemapDiff
{
    Q_DECLARE_TR_FUNCTIONS(Studio::SitemapDiff)

public:
    // No underlying type: lupdate (Qt 6.4) loses the namespace of what follows an `enum E : T`
    // inside a class, and files its strings under a context tr() never asks for.
    enum Field {
        Lastmod = 1 << 0,
        Changefreq = 1 << 1,
        Priority = 1 << 2,
        Images = 1 << 3,
        Videos = 1 << 4,
        News = 1 << 5,
        Alternates = 1 << 6,
        Loc = 1 << 7, // the same normalised URL written otherwise ("HTTP://Example.com/")
    };
    Q_DECLARE_FLAGS(Fields, Field)

    enum class Change : quint8 { Added, Removed, Changed };

    struct Item
    {
        Change change = Change::Added;
        QString loc; // as the newer side has it (the older for a removed URL)
        EntryRef older; // entry -1 when added
        EntryRef newer; // entry -1 when removed
        Fields fields; // for Changed

        friend bool operator==(const Item &, const Item &) = default;
    };

    SitemapDiff() = default;
    // Compares the URLs (entries of urlsets) of two workspaces.
    static SitemapDiff compare(const Workspace &older, const Workspace &newer);

    // Added and changed in the newer side's order, then removed in the older side's order.
    const QList<Item> &items() const { return m_items; }
    qsizetype added() const { return m_added; }
    qsizetype removed() const { return m_removed; }
    qsizetype changed() const { return m_changed; }
    qsizetype unchanged() const { return m_unchanged; }
    bool isSame() const { return m_items.isEmpty(); }

    static QString fieldName(Field field); // "lastmod", "images", ... (not translated)
    static QString changeName(Change change); // "added", "removed", "changed"
    static QStringList fieldNames(Fields fields);

    // The fields that differ between two entries of the same URL (Loc when the text of the
    // location differs), empty when they are the same.
    static Fields differences(const UrlEntry &older, const UrlEntry &newer);

    // UTF-8, CRLF line ends, RFC 4180 quoting: a header "change,loc,fields,old lastmod,new
    // lastmod", then one row per item; fields are separated by spaces ("lastmod images").
    // A cell that a spreadsheet would run as a formula (starting with = + - @) gets a leading
    // apostrophe.
    QByteArray toCsv(const Workspace &older, const Workspace &newer) const;
    // Compact: {"added": n, "removed": n, "changed": n, "unchanged": n, "items": [{"change",
    // "loc", "fields": [...], "old": {...}, "new": {...}}]}. "old" is left out for an added
    // URL and "new" for a removed one; each holds "loc", "sitemap" (its file or URL),
    // "entry" (0-based), "lastmod", "changefreq", "priority" (a string or null) and the
    // counts "images", "videos", "news", "alternates". Written directly, not through
    // QJsonDocument, so that a million items cost a few hundred megabytes less.
    QByteArray toJson(const Workspace &older, const Workspace &newer) const;

private:
    QList<Item> m_items;
    qsizetype m_added = 0, m_removed = 0, m_changed = 0, m_unchanged = 0;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(SitemapDiff::Fields)

} // namespace Studio
