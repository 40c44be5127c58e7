#pragma once

#include "model/sitemap.h"
#include "io/input/readlimits.h"
#include "io/input/xmlprescan.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QStringView>

namespace Studio {

// Reads an RSS or Atom feed from UTF-8 text (see TextDecoder) into a urlset: one entry per
// item or entry that has a URL, at the line of its start tag.
//
// Dialects: RSS 0.9x/2.0 (<rss>), RSS 1.0 and 0.90 (<rdf:RDF>), Atom 1.0 and Atom 0.3
// (<feed>), told apart by the root's name and namespace. Media RSS (media:content,
// media:thumbnail, also inside media:group) and RSS enclosures become image and video
// extensions. Dates become lastmod: RFC 822 in RSS <pubDate>, W3C Datetime in <dc:date>,
// RFC 3339 in Atom; a date that cannot be read gives an InvalidDate finding and no lastmod.
// xml:base is resolved in nesting order for every link; a link that stays relative is kept
// as written, for the checker to report.
//
// Only the entries come from the feed: the feed's namespaces, root attributes, prolog and
// channel data are not kept, since the sitemap is written back as a <urlset>. Everything
// the feed has that gives no entry, or gives a less certain one, is named in a finding: an
// item without a link, a location taken from a <guid> that is not a permalink or from an
// Atom link with rel="self", media that is neither image nor video, elements of unknown
// namespaces. The same safety steps as for sitemaps apply: a bare '&' is repaired and
// reported, attribute floods are refused, nesting and value length are bounded. On a
// well-formedness error the entries read before it are kept and the sitemap is marked
// recovered.
class FeedReader
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::FeedReader)
public:
    explicit FeedReader(const ReadLimits &limits = {})
        : m_limits(limits)
    {
    }

    // Fills `sitemap` (kind, entries, findings); its source info is the caller's, and
    // source.format stays what `prescan` found (Rss or Atom). `prescan` must be the scan of
    // `utf8` and must not be unsafe.
    void read(const QByteArray &utf8, const XmlPrescan &prescan, Sitemap &sitemap) const;

    // A date as RSS <pubDate> writes it (RFC 822, RFC 2822 and what feeds make of them:
    // optional weekday, one-digit days, two-digit years, zone names, extra whitespace, a
    // trailing comment), or a W3C Datetime, which some feeds put there. Seconds precision,
    // keeping the written offset; a time without a zone gives a value without a time zone.
    // Null when the text is not such a date.
    static W3cDateTime parseRssDate(QStringView text);

    // The text of an HTML fragment (an RSS description, an Atom summary of type "html"):
    // tags removed, character references and the common named entities decoded, whitespace
    // runs collapsed to one space and trimmed.
    static QString plainText(QStringView html);

private:
    ReadLimits m_limits;
};

} // namespace Studio
