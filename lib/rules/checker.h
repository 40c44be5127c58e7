#pragma once

#include "model/finding.h"
#include "model/limits.h"
#include "model/workspace.h"
#include "util/url.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QUrl>

#include <memory>

namespace Studio {

class CrossFileUrls;
class FileTally;

struct CheckOptions
{
    CheckProfile profile = CheckProfile::SearchEngines;
    // Where the opened file is published (--publish-url, the document's setting). The
    // location a file was fetched from comes first; without either, Sitemap::publishLocation,
    // then (for a child) where its index lists it, else the host most of its URLs use, with a
    // notice.
    QUrl publishUrl;
    // The present for "in the future" and "too old"; invalid means the current time.
    QDateTime now;
    // Whether edits follow checkAll() (recheck(), entryInserted(), entryRemoved()): it then
    // also builds what only an edit asks (the entries that link to each hreflang target), so
    // that the first edit costs what the others do. A check that reports and ends goes
    // without; an edit after it builds that at its own cost.
    bool forEditing = true;
};

// Runs the rule catalogue over a workspace and keeps the findings up to date as it is edited.
//
// checkAll() reads everything once and builds counters for the rules that look at the whole
// set (duplicates, hosts, lastmod stamps, hreflang clusters, per-file limits). After an edit
// of one entry, recheck() updates those counters and the findings of the entries whose result
// can change (the entry, its duplicates, the entries whose hreflang links point at it)
// without a rescan, so it costs microseconds whatever the size of the workspace. Inserting or
// removing an entry is as incremental: entryInserted() and entryRemoved() renumber the later
// entries of the sitemap (a move of memory, linear in its size) and recheck the same
// neighbours, plus the duplicates whose message names the place of a first entry that moved.
// Either way the findings are exactly those a fresh checkAll() would give, in the same order.
//
// The workspace is not owned. Between checkAll() and the next one it must stay alive. Each
// change of it is followed by one call: an entry changed in place by recheck(); an entry
// inserted or removed by entryInserted() or entryRemoved() (a move is a removal, then an
// insertion), once the caller has moved along what points at the later entries, as
// EditorDocument::insertEntry() and Fixes::removeEntry() do: the entry indexes of
// Sitemap::findings and the index's child links. Anything else (sitemaps added or replaced,
// entries reordered at once) is followed by sitemapChanged() or checkAll().
//
// recheck() treats the entry as written anew: what the reader said about how it was spelled in
// the file (whitespace around a value, a bare-text location) is no longer reported. The caller
// drops those findings from Sitemap::findings as well, so that a later checkAll() agrees.
class Checker
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::Checker)
public:
    explicit Checker(const CheckOptions &options = {});
    ~Checker();
    Checker(const Checker &) = delete;
    // Movable, so that a workspace can be checked on a worker thread and handed over.
    Checker(Checker &&) noexcept;
    Checker &operator=(Checker &&) noexcept;
    Checker &operator=(const Checker &) = delete;

    const CheckOptions &options() const;
    // Takes effect at the next checkAll().
    void setOptions(const CheckOptions &options);

    void checkAll(const Workspace &workspace);
    // For a set read a file at a time (a large index): the workspace holds every sitemap but
    // the entries of one urlset at a time, and the duplicates across files and the hreflang
    // return links are judged from `urls`, made from every file, instead. checkAll() then
    // gives that urlset's findings (findings(s)) as a check of the whole set would. Not
    // owned; null (the default) judges from the workspace alone.
    void setCrossFileUrls(const CrossFileUrls *urls);
    // For a file too large to hold (a text list of millions of lines), checked a piece of its
    // entries at a time: sitemap `sitemap` of the workspace holds the file's entries from
    // number `first` on (the next piece, in order), and `tally` counted the hosts of all of
    // them (FileTally::addHosts()). checkAll() then judges the piece's entries as a check of
    // the whole file would, against the location the whole file's majority host makes, and
    // adds the piece's counters to `tally` (once per piece: check each piece once); findings()
    // numbers their entries in the file. Each check also makes the file's own findings from
    // `tally`: those of a last checkAll(), with the sitemap empty and `first` the number of
    // entries, are the file's. Only with setCrossFileUrls() (made from every piece): the
    // duplicates are found across the pieces there. Not owned; a null `tally` ends it.
    void setPiece(qint32 sitemap, qsizetype first, FileTally *tally);
    // The workspace last checked was moved to `workspace`, unchanged: the checker follows it
    // there (it keeps a pointer to what it checked).
    void rebind(const Workspace &workspace);
    // Entry `entryIndex` of sitemap `sitemap` changed. Returns the entries whose findings may
    // have changed, the edited one first, for views to refresh.
    QList<EntryRef> recheck(qint32 sitemap, qsizetype entryIndex);
    QList<EntryRef> recheck(qsizetype entryIndex) { return recheck(0, entryIndex); }
    // An entry was inserted or removed. When the sitemap does not have one entry more, or
    // fewer, than the checker knows, these check the workspace again and return an empty list
    // (every entry may have changed).
    //
    // Entry `entryIndex` of sitemap `sitemap` was inserted; the entries from there on moved one
    // place down. What the reader said about the entry (an entry put back by undo) is taken
    // from Sitemap::findings. Returns the entries whose findings may have changed, by their
    // indexes after the insertion, the inserted one first.
    QList<EntryRef> entryInserted(qint32 sitemap, qsizetype entryIndex);
    // Entry `entryIndex` of sitemap `sitemap` was removed; the entries after it moved one place
    // up. Returns the entries whose findings may have changed, by their indexes after the
    // removal, the removed entry's place first (its findings are gone; another entry, or none,
    // is there now).
    QList<EntryRef> entryRemoved(qint32 sitemap, qsizetype entryIndex);
    // Sitemap `sitemap` changed as a whole (replaced, reordered): checks the workspace again.
    void sitemapChanged(qint32 sitemap);

    // Every finding: those met while reading and those of the rules, by sitemap and line.
    QList<Finding> findings() const;
    QList<Finding> findings(qint32 sitemap) const;
    QList<Finding> entryFindings(qint32 sitemap, qsizetype entryIndex) const;
    // The worst severity of the entry's findings, of rule `ruleId` only when it is not empty;
    // -1 when there is none. Builds no list, so that views can ask for every row.
    int worstSeverity(qint32 sitemap, qsizetype entryIndex, QLatin1StringView ruleId = {}) const;
    // Findings about a file as a whole (limits, empty, lastmod stamps, publish location).
    QList<Finding> fileFindings(qint32 sitemap) const;
    qsizetype count(Severity severity) const;

    // The location the scope rules test sitemap `sitemap` against (invalid when none could
    // be found), and whether it was assumed from the majority host.
    Url::Scope publishScope(qint32 sitemap) const;
    bool isPublishLocationAssumed(qint32 sitemap) const;

    // The W3C Datetime problem of a date value written as `text`: the rule id, or an empty
    // view when the date is fine for `profile`. Used for lastmod, video and news dates alike.
    static QLatin1StringView dateProblem(const QString &text, CheckProfile profile);
    // Why search engines do not take `hreflang` as a language code (the message of
    // InvalidHreflang); empty when they do, x-default included.
    static QString hreflangProblem(const QString &hreflang);

    // Limits the rules test against: the protocol's (model/limits.h), and the checker's own.
    static constexpr qsizetype MaxUrls = Limits::MaxUrls;
    static constexpr qint64 MaxFileBytes = Limits::MaxFileBytes;
    static constexpr qsizetype MaxImages = Limits::MaxImages;
    static constexpr qsizetype MaxNewsPerFile = Limits::MaxNewsPerFile;
    static constexpr qsizetype MaxUrlLength = Limits::MaxUrlLength;
    static constexpr qsizetype MaxVideoDescription = Limits::MaxVideoDescription;
    static constexpr qsizetype MaxVideoTags = Limits::MaxVideoTags;
    static constexpr int MaxVideoDuration = Limits::MaxVideoDuration;
    static constexpr qsizetype MaxVideoTitle = Limits::MaxVideoTitle;
    static constexpr double MaxVideoRating = Limits::MaxVideoRating;
    static constexpr qsizetype MinSchemaLoc = 12;
    // Fewer URLs than this sharing one lastmod is common and not reported.
    static constexpr qsizetype MinIdenticalLastmod = 10;
    static constexpr qint64 NewsMaxAgeMSecs = Limits::NewsMaxAgeMSecs;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Studio
