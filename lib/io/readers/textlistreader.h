#pragma once

#include "model/sitemap.h"
#include "io/input/readlimits.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QByteArrayView>

namespace Studio {

// Reads a text sitemap (sitemaps.org, "Text file"): one URL per line, from UTF-8 text (see
// TextDecoder, which has already dropped a byte order mark and decoded UTF-16).
//
// LF, CRLF and bare CR end lines, in any mix. Blank lines are skipped silently. Lines that
// start with '#' are comments, which the protocol does not have: they are skipped and
// reported, since a search engine reads them as URLs. Every other line becomes an entry as
// written (trimmed): relative URLs, duplicates and URLs with a space or tab inside included,
// so that the checker reports them and an import can resolve or drop them. Nothing in the
// file is lost without a finding.
//
// A large list is split at line ends and read on several threads.
class TextListReader
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::TextListReader)
public:
    explicit TextListReader(const ReadLimits &limits = {})
        : m_limits(limits)
    {
    }

    // Whether `utf8` (not XML) reads as a URL list: among its first lines that are neither
    // blank nor comments, at least half start with a URL with a scheme, or a path.
    static bool looksLikeUrlList(QByteArrayView utf8);

    // Fills `sitemap` (kind, entries, findings); its source info is the caller's.
    void read(QByteArrayView utf8, Sitemap &sitemap) const;

    // A list read in pieces, each ending at a line end: the lines read so far, and a run of
    // comment lines still open at the end of the last piece (reported once, with the next
    // piece's comments that continue it).
    struct Pieces
    {
        qint64 lines = 0;
        qint64 runStart = 0;
        qint64 runCount = 0;
    };
    // Appends the entries of `utf8`, the piece after `pieces.lines` lines, to `sitemap`, and
    // the findings of comment runs that end in it; finish() reports the run left open.
    void readPiece(QByteArrayView utf8, Sitemap &sitemap, Pieces &pieces) const;
    static void finish(Sitemap &sitemap, Pieces &pieces);

private:
    ReadLimits m_limits;
};

} // namespace Studio
