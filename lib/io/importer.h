#pragma once

#include "model/workspace.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Studio {

// What an import does to the entries it reads, before they join a document.
struct ImportOptions
{
    // Relative locations (a text list's "/about", a feed's "entry1") are resolved against it;
    // empty leaves them as written, for the checker to report.
    QString baseUrl;
    // Keeps the first of the URLs that are equal after normalisation (Url::normalized).
    bool dropDuplicates = false;
    // Given to entries that have none; a null value or ChangeFreq::None / -1 sets nothing.
    W3cDateTime defaultLastmod;
    ChangeFreq defaultChangefreq = ChangeFreq::None;
    double defaultPriority = -1;
    // A feed's media as image:image and video:video entries.
    bool keepImages = true;
    bool keepVideos = true;
    // A location that starts with a host name ("shop.example.org/page") is given the base
    // URL's scheme (https:// without one); otherwise it is skipped and reported.
    bool addMissingScheme = false;
    // Locations whose scheme is not http or https (ftp:, mailto:, javascript:, file:), which
    // no sitemap may list, are skipped and reported rather than imported.
    bool dropNonWebUrls = false;
    // Tracking parameters (utm_*, fbclid, gclid, …: Url::isTrackingParameter) are removed from
    // the locations, so that each page comes in once and as its own address.
    bool stripTrackingParameters = false;

    friend bool operator==(const ImportOptions &, const ImportOptions &) = default;
};

// The entries an import brings, with what the options changed.
struct ImportBatch
{
    Sitemap::Kind kind = Sitemap::Kind::UrlSet; // Index for a robots.txt or a sitemap index
    QList<UrlEntry> entries;
    qsizetype resolved = 0; // relative locations made absolute
    qsizetype duplicatesDropped = 0;
    qsizetype imagesDropped = 0;
    qsizetype videosDropped = 0;
    qsizetype defaultsSet = 0; // entries that received a default value
    qsizetype schemesAdded = 0; // locations given a scheme (ImportOptions::addMissingScheme)
    // Lines that are no URL (words with spaces) or lack a scheme, skipped: one SM401 finding
    // each, with its line, saying why.
    QList<Finding> skipped;
    qsizetype missingSchemes = 0; // of the skipped: those a scheme would make URLs
    // Locations that are not http or https, and those with tracking parameters: counted
    // whether or not the options drop them, so that the wizard can offer to.
    qsizetype nonWebUrls = 0;
    qsizetype trackedUrls = 0;
};

// A field of an existing entry that the import would change in a way that loses
// information: the existing value is kept, or replaced when the policy says so.
struct MergeConflict
{
    qsizetype target = -1; // entry of the document
    qsizetype incoming = -1; // entry of the batch
    QString field; // "lastmod", "changefreq", "priority"
    QString existing;
    QString imported;
};

struct MergePlan
{
    QList<UrlEntry> added; // URLs the document does not have, in the batch's order
    QList<std::pair<qsizetype, UrlEntry>> updated; // (entry of the document, its new value)
    QList<MergeConflict> conflicts;
    qsizetype unchanged = 0; // URLs the document has with nothing to add
};

// Turns what a reader gave into entries for a document: a new sitemap, or a merge into the
// open one. Engine code, so the wizard and a future CLI command share it.
class Importer
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::Importer)
public:
    enum class ConflictPolicy { KeepExisting, TakeImported };

    // What a location read from a list or table is: a URL, a reference to resolve against
    // the base ("/about", "page.html"), words that are no URL ("not a url at all"), or a URL
    // whose scheme is missing ("shop.example.org/page", "www.example.com").
    enum class Shape : quint8 { Url, Relative, NotUrl, MissingScheme };
    static Shape shapeOf(QByteArrayView location);

    // The entries of the first readable sitemap of `source` and of the children it loaded,
    // with `options` applied.
    static ImportBatch prepare(const Workspace &source, const ImportOptions &options);

    // How `incoming` merges into `target`, matching URLs by their normalised form. A URL the
    // target lacks is added. For one it has: a field the target lacks is filled in, a newer
    // lastmod replaces an older one, images, videos, news and alternates the target lacks are
    // added; an older lastmod or a different changefreq or priority is a conflict.
    static MergePlan planMerge(const QList<UrlEntry> &target, const QList<UrlEntry> &incoming,
                               ConflictPolicy policy = ConflictPolicy::KeepExisting);
    static void applyMerge(QList<UrlEntry> &target, const MergePlan &plan);
};

} // namespace Studio
