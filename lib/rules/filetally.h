#pragma once

#include "model/sitemap.h"
#include "util/url.h"
#include "util/w3cdatetime.h"

#include <QHash>

#include <optional>

namespace Studio {

// What the file rules and the publish location assumed from the majority host need of all
// the entries of a file too large to hold (a text list of millions of lines), which is read
// twice and checked a piece of its entries at a time (Checker::setPiece()).
//
// The first read gives it the hosts of every entry (addHosts()), so that each piece is judged
// against the location the whole file's majority host makes; the checks of the pieces add
// their counters (lastmods, news, hreflang without x-default), so that the file's findings
// come out as a check of the whole file gives them. A few dozen bytes per host, nothing per
// entry.
class FileTally
{
public:
    // First read: the next piece of the file, in order.
    void addHosts(const Sitemap &piece);
    // The entries the first read counted.
    qsizetype entries() const { return m_entries; }

private:
    friend class Checker;
    struct Origin
    {
        qsizetype count = 0;
        qsizetype firstScoped = -1; // the first entry with this origin and a valid scope
        Url::Scope scope; // its scope, at the host's root folder
    };
    QHash<quint64, Origin> m_origins; // by Url::originHash()
    qsizetype m_entries = 0;

    // Added by the checks of the pieces (Checker::checkAll() in piece mode).
    qsizetype m_withLastmod = 0;
    qsizetype m_news = 0;
    qsizetype m_noXDefault = 0;
    std::optional<quint64> m_stamp; // the lastmod stamp, while every piece has only it
    bool m_sameStamp = true;
    W3cDateTime m_firstLastmod; // the file's first entry's
};

} // namespace Studio
