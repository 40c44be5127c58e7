#pragma once

#include "model/sitemap.h"
#include "io/input/readlimits.h"
#include "io/input/xmlprescan.h"

#include <QCoreApplication>
#include <QByteArray>

namespace Studio {

// Reads a <urlset> or <sitemapindex> from UTF-8 text (see TextDecoder) into a Sitemap.
//
// Streaming (QXmlStreamReader) and namespace-URI aware: `sit:urlset` in the right namespace
// is a sitemap, and the extensions are recognised by namespace, not by prefix. Tolerant of
// what the web serves, each case giving a finding rather than a refusal: `https://`,
// trailing-slash, Google's old or missing namespaces, undeclared prefixes (read again by
// prefix), whitespace around values, bare text instead of <loc>, unknown elements (kept
// verbatim), and damage: on a well-formedness error the reader resumes at the next entry
// and says what it skipped; at a cut-off end it keeps the entries read so far.
//
// A large document is split after `</url>` end tags and the parts are parsed on several
// threads; if any part fails to parse on its own, the whole document is read again in one
// piece, so the result never depends on where it was split.
class XmlSitemapReader
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::XmlSitemapReader)
public:
    explicit XmlSitemapReader(const ReadLimits &limits = {}) : m_limits(limits) { }

    // Fills `sitemap` (kind, entries, namespaces, prolog, findings); its source info is the
    // caller's. `prescan` must be the scan of `utf8` and must not be unsafe.
    // With FastPath::Declined the fast scanner is not tried (it declined this text already).
    enum class FastPath { Try, Declined };
    void read(const QByteArray &utf8, const XmlPrescan &prescan, Sitemap &sitemap,
              FastPath fastPath = FastPath::Try) const;
    // read() by the fast scanner alone: false, and `sitemap` untouched, when the scanner
    // declines the document (anything it does not read exactly as the XML parser would).
    bool readFast(const QByteArray &utf8, const XmlPrescan &prescan, Sitemap &sitemap) const;

    // Parts used for a document of `bodyBytes` bytes; 1 means no split.
    int partsFor(qsizetype bodyBytes) const;

private:
    ReadLimits m_limits;
};

} // namespace Studio
