#pragma once

#include "checker.h"
#include "model/urlentry.h"
#include "util/bytecount.h"
#include "util/url.h"
#include "util/w3cdatetime.h"

#include <QList>
#include <QString>
#include <QStringEncoder>
#include <QStringList>
#include <QVarLengthArray>

#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

// The interface between the Checker's engine (checker.cpp: the entries' state, the sets, the
// passes and the rechecks) and the rule families, each in a file of its own:
//
//   locationrules.cpp    a URL's syntax, escaping, control characters, length, session ids
//   valuerules.cpp       dates, text values, changefreq and priority, deprecated tags
//   imagerules.cpp       image:image
//   videorules.cpp       video:video
//   newsrules.cpp        news:news
//   hreflangrules.cpp    xhtml:link alternates and their return links
//   indexrules.cpp       what an index entry holds, and indexes listed in an index
//   robotsrules.cpp      URLs the site's robots.txt blocks
//   setrules.cpp         the publish location's scope, and duplicates across the workspace
//   filerules.cpp        a file as a whole: its limits, lastmod stamps, x-default
//
// A family judges what the engine hands it (one entry, or one file and its counters) and
// reports findings; it keeps no state between calls. The engine decides when to call which,
// and what an edit makes it call again.

namespace Studio {

class RobotsTxt;
class Sitemap;

// A callable passed down without a copy or an allocation: the engine's lookups and the lazy
// labels of messages. It must not outlive what it refers to.
template<typename Signature> class FunctionRef;

template<typename R, typename... Args> class FunctionRef<R(Args...)>
{
public:
    template<typename F, typename = std::enable_if_t<!std::is_same_v<std::decay_t<F>, FunctionRef>>>
    FunctionRef(const F &f) // NOLINT(google-explicit-constructor): taken as lambdas are
        : m_object(&f)
        , m_call([](const void *object, Args... args) -> R {
            return (*static_cast<const F *>(object))(std::forward<Args>(args)...);
        })
    {
    }
    R operator()(Args... args) const { return m_call(m_object, std::forward<Args>(args)...); }

private:
    const void *m_object;
    R (*m_call)(const void *, Args...);
};

// What every rule family reads about the run; set by Checker::checkAll().
struct CheckRun
{
    CheckOptions options;
    qint64 nowMs = 0; // the present for "in the future" and "too old"
    // Labels used for every entry, translated once per run rather than per entry.
    QString urlLabel, sitemapUrlLabel, lastmodLabel;
    // HreflangMissingSelf's message, with %1 for the number of alternates.
    QString missingSelfText;
    // Tell checkers (serial) and their runs (number) apart, for the families' per-thread
    // caches.
    quint64 serial = 0;
    quint64 number = 0;
    // The robots.txt rules found in the workspace (SM409), and the site they govern: where
    // the robots.txt was read from, else the publish URL; invalid when neither is known.
    std::shared_ptr<const RobotsTxt> robots;
    Url::Scope robotsSite;

    bool strict() const { return options.profile == CheckProfile::SchemaStrict; }
};

// One entry under judgement, and where its findings go.
struct EntryCheck
{
    const CheckRun &run;
    const Sitemap &sitemap;
    qint32 sitemapIndex;
    qsizetype entryIndex;
    const UrlEntry &entry;
    QList<Finding> &out;

    Finding make(QLatin1StringView rule, const QString &message,
                 FindingField field = FindingField::None, qint32 item = -1) const
    {
        Finding f = Finding::make(rule, message);
        f.sitemap = sitemapIndex;
        f.entryIndex = entryIndex;
        f.field = field;
        f.item = item;
        f.line = entry.sourceLine();
        return f;
    }
    void report(QLatin1StringView rule, const QString &message,
                FindingField field = FindingField::None, qint32 item = -1) const
    {
        out.append(make(rule, message, field, item));
    }
};

// A URL the model holds as a QString (image, video and alternate URLs), as UTF-8 for the URL
// functions, on the stack when it is short: the checker looks at every one of them in a file,
// and an allocation each was a tenth of checking a rich sitemap.
class Utf8Url
{
public:
    explicit Utf8Url(QStringView text)
    {
        // Nearly every URL of a sitemap is ASCII (percent-encoded).
        m_buffer.resize(text.size());
        if (narrowAscii(text, m_buffer.data())) {
            m_size = text.size();
            return;
        }
        QStringEncoder encoder(QStringEncoder::Utf8);
        m_buffer.resize(encoder.requiredSpace(text.size()));
        m_size = encoder.appendToBuffer(m_buffer.data(), text) - m_buffer.data();
    }
    QByteArrayView view() const { return QByteArrayView(m_buffer.constData(), m_size); }
    bool isEmpty() const { return m_size == 0; }

private:
    QVarLengthArray<char, 512> m_buffer;
    qsizetype m_size = 0;
};

// The label of a value in messages ("The URL", "Image 2 <image:loc>"), made only when there
// is something to report, so that clean values cost no string work.
using LazyLabel = FunctionRef<QString()>;

namespace EntryRules {

// locationrules.cpp. `isLoc` adds what only an entry's own location is judged by (length,
// session ids).
void checkUrl(const EntryCheck &c, QByteArrayView url, const Url::Parts &parts, FindingField field,
              qint32 item, LazyLabel what, bool isLoc);

// valuerules.cpp. `isLastmod` adds "in the future".
void checkDate(const EntryCheck &c, const W3cDateTime &date, FindingField field, qint32 item,
               const QString &what, bool isLastmod);
void checkText(const EntryCheck &c, const QString &text, FindingField field, qint32 item,
               const QString &what);
void checkChangefreqAndPriority(const EntryCheck &c);

// imagerules.cpp, videorules.cpp, newsrules.cpp: each adds the deprecated tags it meets to
// `deprecated`, which the engine reports once per entry.
void checkImages(const EntryCheck &c, QStringList &deprecated);
void checkVideos(const EntryCheck &c, QStringList &deprecated);
void checkNews(const EntryCheck &c, QStringList &deprecated);
// valuerules.cpp: the one finding for all of an entry's deprecated tags (SM607).
void reportDeprecated(const EntryCheck &c, const QStringList &deprecated);

// hreflangrules.cpp. The alternates of an entry whose normalised location hashes to
// `selfHash`: their codes, URLs and clusters. Fills `links` with the hashes of the hreflang
// targets, in order, for the return links; `*xDefault` says whether one is x-default.
void checkAlternates(const EntryCheck &c, quint64 selfHash, QList<quint64> &links, bool *xDefault);
// The entry of the workspace a target hash leads to, when it does not link back.
struct RelatedEntry
{
    qint32 sitemap = -1;
    qsizetype id = -1; // the engine's id of the entry (Finding::relatedEntry)
};
using MissingReturnLink = FunctionRef<std::optional<RelatedEntry>(quint64 target)>;
// `links` as checkAlternates() made them.
void checkReturnLinks(const EntryCheck &c, quint64 selfHash, const QList<quint64> &links,
                      MissingReturnLink missing);

// indexrules.cpp: an index entry that holds more than <loc> and <lastmod> (SM117).
void checkIndexEntry(const EntryCheck &c);

// robotsrules.cpp (SM409).
void checkRobots(const EntryCheck &c);

// setrules.cpp. The entry's location against the sitemap's `scope`; `origin` is its
// origin's hash, 0 when it has none; `robotsRoot` when the workspace was opened as a
// robots.txt.
void checkScope(const EntryCheck &c, const Url::Scope &scope, quint64 origin, bool robotsRoot);
// The entry's URL hashes as that of `first`, the earliest entry with it, at `firstAt` (an
// entry of `firstSitemap`), known to the engine as `firstId`: a duplicate when the two
// normalised URLs are the same.
void checkDuplicate(const EntryCheck &c, const UrlEntry &first, EntryRef firstAt,
                    const Sitemap &firstSitemap, qsizetype firstId);

} // namespace EntryRules

namespace FileRules {

// What the engine counts of a file for the rules about it.
struct FileCounts
{
    qsizetype entries = 0; // the file's, also when the sitemap holds only a piece of them
    W3cDateTime firstLastmod; // the file's first entry's
    qsizetype news = 0; // news:news elements
    qsizetype noXDefault = 0; // entries with alternates but no x-default
    qsizetype withLastmod = 0;
    Url::Scope scope;
    bool assumed = false; // the scope was assumed from the majority host...
    qsizetype majorityCount = 0; // ...which this many entries use
};

// filerules.cpp: the findings about sitemap `s` as a whole. `sameStamp` says whether every
// lastmod of the file is the same stamp; it is asked only when that rule can fire.
QList<Finding> check(const CheckRun &run, qint32 s, const Sitemap &sitemap,
                     const FileCounts &counts, FunctionRef<bool()> sameStamp);

} // namespace FileRules

namespace IndexRules {

// indexrules.cpp: index entry `link` names a sitemap index (SM110).
Finding nestedIndex(const UrlEntry &indexEntry, qint32 parent, qsizetype entryIndex);

} // namespace IndexRules

} // namespace Studio
