#include "checker.h"

#include "schemarules.h"
#include "urlindex.h"

#include "model/namespaces.h"
#include "io/readers/robotstxt.h"
#include "model/workspace.h"

#include <QStringEncoder>
#include <QVarLengthArray>
#include <QCoreApplication>
#include <QLocale>
#include <QtConcurrent/QtConcurrentMap>

#include <QRegularExpression>
#include <QVarLengthArray>
#include <QtConcurrent/QtConcurrentRun>

#include <QMutex>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

using Id = QLatin1StringView;

// Index entries and URLs live in separate duplicate namespaces: a URL that is also listed as
// a sitemap is not a duplicate.
constexpr quint64 IndexSalt = 0x9e3779b97f4a7c15ull;
// Entries checked per task: small enough that both cores stay busy to the end of a pass (a
// file of 50,000 rich entries in four tasks kept one core waiting a third of the time).
constexpr qsizetype ChunkSize = 2048;
// Url::originHash() of `url`, split into `parts`. The entries of a file mostly share one
// origin: each thread keeps the last "scheme://host:port" it hashed, and compares those bytes
// rather than hashing again.
quint64 originHashOf(QByteArrayView url, const Url::Parts &parts)
{
    const QByteArrayView last = parts.hasPort ? parts.port : parts.host;
    const qsizetype size = last.data() + last.size() - url.data();
    thread_local struct
    {
        char text[128];
        qsizetype size = -1;
        quint64 hash = 0;
    } seen;
    if (size == seen.size && std::memcmp(seen.text, url.data(), size_t(size)) == 0)
        return seen.hash;
    const quint64 hash = Url::originHash(parts);
    if (size <= qsizetype(sizeof seen.text)) {
        std::memcpy(seen.text, url.data(), size_t(size));
        seen.size = size;
        seen.hash = hash;
    }
    return hash;
}

// How many entries ahead the URL index is asked for the slot of an entry's URL.
constexpr qsizetype PrefetchAhead = 16;
// The crawler whose robots.txt rules SM409 applies (its group, else the '*' group).
constexpr QStringView RobotsAgent = u"Googlebot";

// The workspace-wide sets know an entry as its sitemap and its id (see SitemapState::ids),
// packed in one number.
quint64 pack(qint32 sitemap, quint32 id)
{
    return (quint64(quint32(sitemap)) << 40) | quint64(id);
}
qint32 sitemapOf(quint64 ref)
{
    return qint32(ref >> 40);
}
quint32 idOf(quint64 ref)
{
    return quint32(ref & ((1ull << 40) - 1));
}
constexpr quint32 NoPosition = ~quint32(0);

// Length in UTF-16 code units, which is what "characters" means to users and to the
// protocol's 2,048 limit.
qsizetype utf16Length(QByteArrayView utf8)
{
    qsizetype n = 0;
    for (const char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c & 0xc0) != 0x80)
            ++n;
        if (c >= 0xf0)
            ++n; // a surrogate pair
    }
    return n;
}

// The character at byte `pos` of `utf8`, for messages.
QString characterAt(QByteArrayView utf8, qsizetype pos)
{
    qsizetype len = 1;
    const auto c = static_cast<unsigned char>(utf8[pos]);
    if (c >= 0xf0)
        len = 4;
    else if (c >= 0xe0)
        len = 3;
    else if (c >= 0xc0)
        len = 2;
    const QString s = QString::fromUtf8(utf8.sliced(pos, qMin(len, utf8.size() - pos)));
    if (s.size() == 1
        && (s[0].unicode() < 0x20 || s[0].unicode() == 0x7f
            || (s[0].unicode() >= 0x80 && s[0].unicode() < 0xa0)))
        return QStringLiteral("U+%1").arg(s[0].unicode(), 4, 16, QLatin1Char('0')).toUpper();
    if (s == u" ")
        return QStringLiteral("space");
    return s;
}

// A control character that has no business in any sitemap value: C0 other than tab, LF and
// CR, DEL, C1, and the non-characters U+FFFE and U+FFFF.
qsizetype firstControl(QStringView text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if ((c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r') || (c >= 0x7f && c < 0xa0)
            || c == 0xfffe || c == 0xffff)
            return i;
    }
    return -1;
}

qsizetype firstControlUtf8(QByteArrayView text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f)
            return i;
        if (c == 0xc2 && i + 1 < text.size()) {
            const auto next = static_cast<unsigned char>(text[i + 1]);
            if (next >= 0x80 && next < 0xa0)
                return i;
        }
        if (c == 0xef && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xbf
            && (static_cast<unsigned char>(text[i + 2]) & 0xfe) == 0xbe)
            return i;
    }
    return -1;
}

bool containsEntity(QByteArrayView text)
{
    qsizetype from = 0;
    while ((from = text.indexOf('&', from)) >= 0) {
        const QByteArrayView rest = text.sliced(from + 1);
        if (rest.startsWith("amp;") || rest.startsWith("lt;") || rest.startsWith("gt;")
            || rest.startsWith("quot;") || rest.startsWith("apos;") || rest.startsWith("#"))
            return true;
        ++from;
    }
    return false;
}

bool isLanguage(QStringView code, QLocale::LanguageCodeTypes types)
{
    if (code.size() < 2 || code.size() > 3)
        return false;
    for (const QChar c : code)
        if (!(c >= u'a' && c <= u'z'))
            return false;
    return QLocale::codeToLanguage(code, types) != QLocale::AnyLanguage;
}

bool isTerritory(QStringView code)
{
    // BCP 47 takes UN M.49 area codes too ("es-419", Latin America).
    if (code.size() == 3 && code[0].isDigit() && code[1].isDigit() && code[2].isDigit())
        return QLocale::codeToTerritory(code) != QLocale::AnyTerritory;
    if (code.size() != 2)
        return false;
    for (const QChar c : code)
        if (!(c >= u'A' && c <= u'Z'))
            return false;
    return QLocale::codeToTerritory(code) != QLocale::AnyTerritory;
}

bool isScript(QStringView code)
{
    return code.size() == 4 && QLocale::codeToScript(code) != QLocale::AnyScript;
}

// Codes ISO 3166-1 reserves that look like countries but are not valid hreflang regions.
bool isExceptionallyReserved(QStringView upper)
{
    return upper == u"UK" || upper == u"EU" || upper == u"UN" || upper == u"EZ";
}

const QRegularExpression &whitespace()
{
    static const QRegularExpression expression(u"\\s+"_s);
    return expression;
}

bool isYesNo(QStringView text)
{
    return text == u"yes" || text == u"no";
}

enum EntryFlag : quint8 {
    HasLastmod = 0x1,
    HasHreflang = 0x2,
    NoXDefault = 0x4,
    CountsStamp = 0x8, // the lastmod is the file's counted stamp (SitemapState::stampKey)
};

// Equal for lastmods that are the same stamp: the same instant at the same precision, or the
// same text for one that is not a date.
quint64 lastmodKey(const W3cDateTime &lastmod)
{
    return lastmod.isValid() ? (quint64(lastmod.toMSecsSinceEpoch()) << 3) ^ quint64(lastmod.precision())
                             : qHash(lastmod.toString()) | 1;
}

// A URL the model holds as a QString (image, video and alternate URLs), as UTF-8 for the URL
// functions, on the stack when it is short: the checker looks at every one of them in a file,
// and an allocation each was a tenth of checking a rich sitemap.
class Utf8Url
{
public:
    explicit Utf8Url(QStringView text)
    {
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

// What the second pass and the counters need of an entry, kept for every entry: 16 bytes.
struct EntryState
{
    static constexpr quint32 MaxNews = (1u << 24) - 1;

    quint64 urlHash = 0; // normalised location (salted for index entries); 0 when empty
    // The number of the origin (Checker::Private::originNumber); 0 when not an http(s) URL
    // with a host.
    quint32 origin = 0;
    // <news:news> elements, up to MaxNews: more in one entry are far past the per-file limit
    // (1,000) that this counts for, and more than any file within the read limits holds.
    quint32 news : 24 = 0;
    quint32 flags : 8 = 0;
};
static_assert(sizeof(EntryState) == 16, "EntryState is kept for every entry: keep it small");

// Every entry has an id that stays with it while entries before it are inserted or removed,
// so that the sets and the tables of findings need no renumbering then: only `ids` and
// `positions` do, which is a move of memory. The findings kept by id hold a stale entryIndex
// (and a rule's relatedEntry holds the id of the related entry in relatedSitemap); both are
// made entry indexes when the findings are handed out (Checker::Private::appendEntryFindings).
struct SitemapState
{
    Url::Scope scope;
    bool assumed = false;
    quint32 majorityOrigin = 0; // an origin number
    QList<Finding> readFile; // found while reading, about the file
    QHash<quint32, QList<Finding>> readEntry; // found while reading, per entry id
    // Found while reading, about entries past the last one (an entry the reader dropped when an
    // error cut it off): their entryIndex moves as Sitemap::findings' does.
    QList<Finding> readStray;
    QHash<quint32, QList<Finding>> entry; // the rules', per entry id
    QList<Finding> file; // the rules', about the file
    std::vector<EntryState> states; // by entry index
    // Until the first insertion or removal each entry's id is its index, and the two tables
    // are left empty: 8 bytes an entry that a file only read, as the command line's are, does
    // not pay.
    bool identityIds = true;
    std::vector<quint32> ids; // by entry index
    std::vector<quint32> positions; // entry index by id; NoPosition for an id not in use
    std::vector<quint32> freeIds;
    // Whether every lastmod is the same stamp (SM: identical lastmod): the count of the
    // entries with one stamp, each marked CountsStamp, not a table of every distinct stamp
    // (as large as the file when dates vary) nor a key in every entry's state. When the last
    // entry counted changes, the stamp is lost until Private::countStamps() finds it again
    // from the entries.
    qsizetype withLastmod = 0;
    quint64 stampKey = 0;
    qsizetype stampCount = 0;
    bool stampLost = false;
    qsizetype news = 0;
    qsizetype noXDefault = 0;
    QHash<quint32, qsizetype> originCounts; // by origin number

    quint32 idAt(size_t e) const { return identityIds ? quint32(e) : ids[e]; }
    // The entry index of `id`; NoPosition for an id not in use.
    quint32 positionOf(quint32 id) const { return identityIds ? id : positions[id]; }
    // Makes the id tables before entries move.
    void keepIds()
    {
        if (!identityIds)
            return;
        ids.resize(states.size());
        for (size_t e = 0; e < ids.size(); ++e)
            ids[e] = quint32(e);
        positions = ids;
        identityIds = false;
    }
};

// Per-entry results of the first pass, made in parallel and merged afterwards.
struct ChunkResult
{
    qsizetype begin = 0, end = 0;
    std::vector<std::pair<qsizetype, QList<Finding>>> findings;
    std::vector<std::pair<qsizetype, QList<quint64>>> links; // hreflang target hashes
};

} // namespace

struct Checker::Private
{
public:
    CheckOptions pending; // setOptions(); takes effect at checkAll()
    CheckOptions options; // what the current results were made with
    const Workspace *workspace = nullptr;
    // Labels used for every entry, translated once per run rather than per entry.
    QString urlLabel, sitemapUrlLabel, lastmodLabel;
    // HreflangMissingSelf's message, translated once per checkAll() (numbered by `run`).
    QString missingSelfText;
    quint64 run = 0;
    qint64 nowMs = 0;
    std::vector<SitemapState> sitemaps;
    QList<Finding> workspaceFindings; // read-time findings about no single file
    QList<Finding> structural; // nested indexes, per index entry
    UrlIndex firstByUrl; // urlHash → the first entry with it
    // urlHash → entries in workspace order, when more than one.
    QHash<quint64, QList<quint64>> dupGroups;
    // hreflang target → entries linking to it; most targets have one or two.
    QHash<quint64, QVarLengthArray<quint64, 2>> linkedFrom;
    QHash<quint64, QList<quint64>> linksOf; // entry → its hreflang targets
    // Origins by number: an entry keeps its origin's number, 4 bytes instead of an 8-byte
    // hash. Numbers are handed out by the first pass's threads under a lock, and only read
    // (originHash) when no first pass runs. They stay for the checker's life: a site has few.
    mutable QMutex originLock;
    mutable QHash<quint64, quint32> originNumbers;
    mutable std::vector<quint64> originHashes { 0 }; // by number; 0 is "no origin"
    const quint64 serial = nextSerial++; // tells the checkers apart in originNumber's cache
    static inline std::atomic<quint64> nextSerial { 1 };
    quint32 originNumber(quint64 hash) const;
    quint64 originHash(quint32 number) const { return originHashes[number]; }
    qsizetype counts[3] = { 0, 0, 0 };
    // The robots.txt rules the last checkAll() found in the workspace (SM409), and the site
    // they govern: where the robots.txt was read from, else the publish URL; invalid when
    // neither is known, and then they are applied to every http(s) URL.
    std::shared_ptr<const RobotsTxt> robots;
    Url::Scope robotsSite;

    const Sitemap &sitemapAt(qint32 s) const { return workspace->sitemaps.at(s); }
    quint64 refOf(qint32 s, qsizetype e) const
    {
        return pack(s, sitemaps[size_t(s)].idAt(size_t(e)));
    }
    // The entry index of `ref`; -1 when the entry was removed.
    qsizetype positionOf(quint64 ref) const
    {
        const quint32 p = sitemaps[size_t(sitemapOf(ref))].positionOf(idOf(ref));
        return p == NoPosition ? -1 : qsizetype(p);
    }
    EntryRef entryOf(quint64 ref) const { return EntryRef { sitemapOf(ref), positionOf(ref) }; }
    // The URL hash of the entry `ref`, which firstByUrl confirms its matches with.
    quint64 urlHashOf(quint64 ref) const
    {
        const SitemapState &st = sitemaps[size_t(sitemapOf(ref))];
        return st.states[st.positionOf(idOf(ref))].urlHash;
    }
    auto hashOf() const
    {
        return [this](quint64 ref) { return urlHashOf(ref); };
    }
    // In workspace order: by sitemap, then by entry index.
    bool precedes(quint64 a, quint64 b) const
    {
        return sitemapOf(a) != sitemapOf(b) ? sitemapOf(a) < sitemapOf(b)
                                            : positionOf(a) < positionOf(b);
    }
    // Appends the findings `list` of entry `e`, as views see them (see SitemapState).
    void appendEntryFindings(QList<Finding> &out, const QList<Finding> &list, qsizetype e,
                             bool translateRelated) const;

    Finding make(Id rule, const QString &message, qint32 s, qsizetype e, const UrlEntry *entry,
                 FindingField field = FindingField::None, qint32 item = -1) const
    {
        Finding f = Finding::make(rule, message);
        f.sitemap = s;
        f.entryIndex = e;
        f.field = field;
        f.item = item;
        if (entry)
            f.line = entry->sourceLine();
        return f;
    }

    bool strict() const { return options.profile == CheckProfile::SchemaStrict; }

    // Pass 1: everything that depends on the entry alone.
    void checkEntry(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out,
                    EntryState &state, QList<quint64> &links) const;
    // `what` is called for the label of the URL ("The URL", "Image 2 <image:loc>") only when
    // there is something to report, so that clean URLs cost no string work.
    template<typename Label>
    void checkUrl(qint32 s, qsizetype e, const UrlEntry &entry, QByteArrayView url,
                  const Url::Parts &parts, FindingField field, qint32 item, const Label &what,
                  QList<Finding> &out, bool isLoc) const;
    void checkDate(qint32 s, qsizetype e, const UrlEntry &entry, const W3cDateTime &date,
                   FindingField field, qint32 item, const QString &what, QList<Finding> &out,
                   bool isLastmod) const;
    void checkText(qint32 s, qsizetype e, const UrlEntry &entry, const QString &text,
                   FindingField field, qint32 item, const QString &what, QList<Finding> &out) const;
    void checkImages(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out,
                     QStringList &deprecated) const;
    void checkVideos(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out,
                     QStringList &deprecated) const;
    void checkNews(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out,
                   QStringList &deprecated) const;
    void checkAlternates(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out,
                         EntryState &state, QList<quint64> &links) const;
    void checkRobots(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out) const;
    // An entry of an index that holds more than <loc> and <lastmod> (SM117).
    void checkIndexEntry(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out) const;
    // Drops the checker's own finding of a location's problem when the reader reported it
    // already, with its exact place (a robots.txt's relative Sitemap line). Once the entry is
    // edited, the reader's finding goes and the checker's stands.
    void dropReportedOnRead(qint32 s, qsizetype e, QList<Finding> &out) const;
    // Pass 2: what depends on the other entries (scope, duplicates, hreflang return links).
    void checkEntrySet(qint32 s, qsizetype e, const UrlEntry &entry, const EntryState &state,
                       QList<Finding> &out) const;
    QList<Finding> fileFindingsOf(qint32 s) const;

    QList<Finding> entryResult(qint32 s, qsizetype e);
    void setEntryFindings(qint32 s, quint32 id, QList<Finding> list);
    void computeScope(qint32 s);
    // The entries whose result may depend on an entry with URL `urlHash`: those with the same
    // URL, and (with `linkers`) those whose hreflang links point at it.
    void collectAround(quint64 urlHash, bool linkers, QList<quint64> &others) const;
    // The duplicates whose first entry is at `from` or later in sitemap `s`: their message
    // names its place, which moves when an entry before it is inserted or removed.
    void collectRenumbered(qint32 s, qsizetype from, QList<quint64> &others) const;
    // After entries of sitemap `s` changed: computes the publish location assumed from the
    // majority host again, and for an index the locations of its children (of those that
    // entry `indexEntry` names; of all for -1) and its nested-index findings.
    struct Rescope
    {
        bool wholeFile = false; // the assumed location moved: every entry of `s` is judged anew
        QList<qint32> children; // children whose location moved (their file findings are new)
    };
    Rescope rescope(qint32 s, qsizetype indexEntry);
    // Checks `others` again (but not `done`, nor removed entries) and what `rescope` says,
    // appending them to `affected`; then the file findings of `s`.
    void finish(qint32 s, const Rescope &rescope, QList<quint64> others, quint64 done,
                QList<EntryRef> &affected);
    // Entry ids from `from` on moved: their positions follow.
    static void renumber(SitemapState &st, qsizetype from);
    void addToSets(qint32 s, qsizetype e, const EntryState &state, const QList<quint64> &links)
    {
        addUrl(s, e, state);
        addLinks(refOf(s, e), links);
    }
    // The two halves of addToSets(), which touch different sets: checkAll() builds them on
    // two threads at once.
    void addUrl(qint32 s, qsizetype e, const EntryState &state);
    void addLinks(quint64 ref, const QList<quint64> &links);
    void removeFromSets(qint32 s, qsizetype e, const EntryState &state);
    void addCounters(SitemapState &st, const EntryState &state, int sign);
    // Counts an added entry's lastmod towards the file's stamp, after addCounters().
    void countStamp(SitemapState &st, EntryState &state, const UrlEntry &entry);
    // Finds the file's stamp again from its entries and marks the entries that have it.
    void countStamps(qint32 s);
    bool sameStampEverywhere(qint32 s) const;
    void countAll();
    void buildStructural();
    // The loader's findings about the index entries (a child not found), as the workspace
    // now has them: the model moves them with their entries (Fixes::insertEntry and
    // removeEntry) and a removed entry's come back with it.
    void takeWorkspaceFindings()
    {
        adjustCounts(workspaceFindings, -1);
        workspaceFindings = workspace->findings;
        adjustCounts(workspaceFindings, 1);
    }

    void adjustCounts(const QList<Finding> &findings, int sign)
    {
        for (const Finding &f : findings)
            counts[int(f.severity)] += sign;
    }
};

// ---- pass 1 ----------------------------------------------------------------------------

// What one pass over a URL's bytes says about which of the slower checks can find anything.
enum ByteClass : quint8 {
    Unsafe = 0x1, // may need percent-encoding ('%' included: it may not start an escape)
    Control = 0x2, // a control character, or the lead byte of a C1 control or U+FFFE/U+FFFF
    Ampersand = 0x4, // may start an entity written as text
};

struct ByteClasses
{
    quint8 of[256] = {};
    constexpr ByteClasses()
    {
        for (int c = 0; c < 256; ++c) {
            if (c < 0x20 || c == 0x7f)
                of[c] |= Control | Unsafe;
            if (c >= 0x80)
                of[c] |= Unsafe;
        }
        of[0xc2] |= Control;
        of[0xef] |= Control;
        for (const char c :
             { ' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '*', '[', ']', '%' })
            of[static_cast<unsigned char>(c)] |= Unsafe;
        of[static_cast<unsigned char>('&')] |= Ampersand;
    }
};
constexpr ByteClasses byteClasses;

template<typename Label>
void Checker::Private::checkUrl(qint32 s, qsizetype e, const UrlEntry &entry, QByteArrayView url,
                                const Url::Parts &parts, FindingField field, qint32 item,
                                const Label &what, QList<Finding> &out, bool isLoc) const
{
    if (url.isEmpty()) {
        out.append(
            make(RuleId::MissingTag, Checker::tr("%1 is empty").arg(what()), s, e, &entry, field, item));
        return;
    }
    const Url::Problem problem = Url::check(url, parts);
    if (problem != Url::Problem::None)
        out.append(make(RuleId::InvalidUrl,
                        Checker::tr("%1: %2").arg(what(), Url::problemText(problem, url)), s, e, &entry,
                        field, item));
    quint8 classes = 0;
    for (const char c : url)
        classes |= byteClasses.of[static_cast<unsigned char>(c)];
    const qsizetype control = classes & Control ? firstControlUtf8(url) : -1;
    if (control >= 0) {
        out.append(make(RuleId::ControlCharacter,
                        Checker::tr("%1 contains the control character %2 at position %3")
                            .arg(what(), characterAt(url, control))
                            .arg(utf16Length(url.first(control)) + 1),
                        s, e, &entry, field, item));
    } else if (classes & Unsafe) {
        // Tabs and line breaks are reported as invalid URLs above.
        const qsizetype bad = Url::firstUnescaped(url, true);
        if (bad >= 0)
            out.append(make(RuleId::UnescapedCharacters,
                            Checker::tr("%1 \"%2\" contains %3 at position %4, which must be "
                               "percent-encoded")
                                .arg(what(), QString::fromUtf8(url), characterAt(url, bad))
                                .arg(utf16Length(url.first(bad)) + 1),
                            s, e, &entry, field, item));
    }
    if ((classes & Ampersand) && containsEntity(url))
        out.append(make(RuleId::DoubleEscaped,
                        Checker::tr("%1 \"%2\" contains an XML entity as text; it was escaped twice")
                            .arg(what(), QString::fromUtf8(url)),
                        s, e, &entry, field, item));
    if (!isLoc)
        return;
    if (url.size() > MaxUrlLength && utf16Length(url) > MaxUrlLength)
        out.append(make(RuleId::UrlTooLong,
                        Checker::tr("The URL has %1 characters; at most %2 are allowed")
                            .arg(utf16Length(url))
                            .arg(MaxUrlLength),
                        s, e, &entry, field, item));
    if ((problem == Url::Problem::None || problem == Url::Problem::Fragment)
        && (parts.hasQuery || parts.path.contains(';'))) {
        const QByteArray session = Url::sessionParameter(parts);
        if (!session.isEmpty())
            out.append(make(RuleId::SessionId,
                            Checker::tr("\"%1\" carries the session parameter \"%2\"")
                                .arg(QString::fromUtf8(url), QString::fromUtf8(session)),
                            s, e, &entry, field, item));
    }
}

QLatin1StringView Checker::dateProblem(const QString &text, CheckProfile profile)
{
    const W3cDateTime date = W3cDateTime::fromString(text);
    if (date.isNull())
        return {};
    if (!date.isValid())
        return RuleId::InvalidDate;
    const QString written = date.toString();
    if (date.isNonCanonical()) {
        if (written.size() > 10 && written[10] == u' ')
            return RuleId::DateSpaceSeparator;
        const qsizetype sign = qMax(written.lastIndexOf(u'+'), written.lastIndexOf(u'-'));
        if (sign > 10 && written.size() - sign == 5)
            return RuleId::DateOffsetWithoutColon;
    }
    if (date.precision() >= W3cDateTime::Precision::Minutes && !date.hasTimeZone())
        return RuleId::DateWithoutTimeZone;
    // xsd:date or xsd:dateTime, the union of lastmod and of the extensions' dates.
    if (profile == CheckProfile::SchemaStrict && !SchemaRules::isDateOrDateTime(text))
        return RuleId::SchemaDate;
    return {};
}

void Checker::Private::checkDate(qint32 s, qsizetype e, const UrlEntry &entry,
                                 const W3cDateTime &date, FindingField field, qint32 item,
                                 const QString &what, QList<Finding> &out, bool isLastmod) const
{
    if (date.isNull())
        return;
    // The common case, a canonical value with a time zone or a plain date, needs no text.
    const bool plain = date.isValid() && !date.isNonCanonical()
        && (date.precision() <= W3cDateTime::Precision::Day || date.hasTimeZone());
    // The schemas' date union is checked on its own: a value can break W3C Datetime and
    // xsd:date at once ("2024-01-08 10:00"), or only one of them ("2024", "2024-01-08T10:00:00").
    if (strict() && !SchemaRules::isDateOrDateTime(date.toString()))
        out.append(make(RuleId::SchemaDate,
                        Checker::tr("%1 \"%2\" is neither xsd:date nor xsd:dateTime")
                            .arg(what, date.toString()),
                        s, e, &entry, field, item));
    if (!plain) {
        const QString text = date.toString();
        const Id problem = dateProblem(text, CheckProfile::SearchEngines);
        if (problem == RuleId::InvalidDate)
            out.append(make(problem, Checker::tr("%1 \"%2\" is not a W3C Datetime").arg(what, text), s, e,
                            &entry, field, item));
        else if (problem == RuleId::DateSpaceSeparator)
            out.append(make(
                problem,
                Checker::tr("%1 \"%2\" separates date and time with a space instead of T").arg(what, text),
                s, e, &entry, field, item));
        else if (problem == RuleId::DateOffsetWithoutColon)
            out.append(
                make(problem,
                     Checker::tr("%1 \"%2\" writes the time zone offset without a colon").arg(what, text), s,
                     e, &entry, field, item));
        else if (problem == RuleId::DateWithoutTimeZone)
            out.append(make(
                problem, Checker::tr("%1 \"%2\" has a time but no time zone (Z or +hh:mm)").arg(what, text),
                s, e, &entry, field, item));
        if (!date.isValid())
            return;
    }
    if (!isLastmod)
        return;
    // In the future: later than now anywhere on Earth (UTC+14 for a date alone), with a few
    // minutes for clocks that drift.
    const qint64 tolerance
        = date.precision() <= W3cDateTime::Precision::Day ? 14 * 3600 * 1000LL : 10 * 60 * 1000LL;
    if (date.toMSecsSinceEpoch() > nowMs + tolerance)
        out.append(make(RuleId::LastmodInFuture,
                        Checker::tr("%1 \"%2\" is in the future").arg(what, date.toString()), s, e, &entry,
                        field, item));
}

void Checker::Private::checkText(qint32 s, qsizetype e, const UrlEntry &entry, const QString &text,
                                 FindingField field, qint32 item, const QString &what,
                                 QList<Finding> &out) const
{
    const qsizetype control = firstControl(text);
    if (control >= 0)
        out.append(make(
            RuleId::ControlCharacter,
            Checker::tr("%1 contains the control character U+%2 at position %3")
                .arg(what)
                .arg(QString::number(text[control].unicode(), 16).rightJustified(4, u'0').toUpper())
                .arg(control + 1),
            s, e, &entry, field, item));
}

void Checker::Private::checkImages(qint32 s, qsizetype e, const UrlEntry &entry,
                                   QList<Finding> &out, QStringList &deprecated) const
{
    const QList<Image> &images = entry.images();
    if (images.size() > MaxImages)
        out.append(make(
            RuleId::TooManyImages,
            Checker::tr("The URL has %1 images; at most %2 are allowed").arg(images.size()).arg(MaxImages),
            s, e, &entry, FindingField::Image));
    for (qint32 i = 0; i < images.size(); ++i) {
        const Image &image = images.at(i);
        if (!image.has(ImageField::Loc)) {
            out.append(make(RuleId::MissingTag, Checker::tr("Image %1 has no <image:loc>").arg(i + 1), s, e,
                            &entry, FindingField::Image, i));
        } else {
            const Utf8Url utf8(image.loc());
            const QByteArrayView url = utf8.view();
            checkUrl(
                s, e, entry, url, Url::split(url), FindingField::Image, i,
                [i] { return Checker::tr("Image %1 <image:loc>").arg(i + 1); }, out, false);
        }
        for (const ImageField field : { ImageField::Caption, ImageField::Title,
                                        ImageField::GeoLocation, ImageField::License }) {
            if (!image.has(field))
                continue;
            const QString name = u"image:"_s + imageFieldName(field);
            if (!deprecated.contains(name))
                deprecated.append(name);
            checkText(s, e, entry, image.value(field), FindingField::Image, i,
                      Checker::tr("Image %1 <%2>").arg(i + 1).arg(name), out);
        }
    }
}

void Checker::Private::checkVideos(qint32 s, qsizetype e, const UrlEntry &entry,
                                   QList<Finding> &out, QStringList &deprecated) const
{
    const QList<Video> &videos = entry.videos();
    const quint64 pageHash = Url::normalizedHash(entry.locUtf8(), Url::split(entry.locUtf8()));
    for (qint32 i = 0; i < videos.size(); ++i) {
        const Video &video = videos.at(i);
        const int n = i + 1;
        auto add = [&](Id rule, const QString &message) {
            out.append(make(rule, message, s, e, &entry, FindingField::Video, i));
        };
        auto tag = [](VideoField field) {
            return u"<video:"_s + videoFieldName(field) + u'>';
        };
        for (const VideoField required :
             { VideoField::ThumbnailLoc, VideoField::Title, VideoField::Description }) {
            if (!video.has(required))
                add(RuleId::MissingTag, Checker::tr("Video %1 has no %2").arg(n).arg(tag(required)));
        }
        if (!video.has(VideoField::ContentLoc) && !video.has(VideoField::PlayerLoc))
            add(RuleId::MissingTag,
                Checker::tr("Video %1 has neither <video:content_loc> nor <video:player_loc>").arg(n));
        for (const VideoField field :
             { VideoField::ThumbnailLoc, VideoField::ContentLoc, VideoField::PlayerLoc }) {
            if (!video.has(field))
                continue;
            const Utf8Url utf8(video.value(field));
            const QByteArrayView url = utf8.view();
            const Url::Parts parts = Url::split(url);
            checkUrl(
                s, e, entry, url, parts, FindingField::Video, i,
                [&] { return Checker::tr("Video %1 %2").arg(n).arg(tag(field)); }, out, false);
            if (field != VideoField::ThumbnailLoc && !url.isEmpty() && !entry.locUtf8().isEmpty()
                && Url::normalizedHash(url, parts) == pageHash)
                add(RuleId::VideoUrlIsPageUrl,
                    Checker::tr("Video %1 %2 is the page's own URL \"%3\"")
                        .arg(n)
                        .arg(tag(field), entry.loc()));
        }
        if (video.has(VideoField::ContentLoc) && video.has(VideoField::PlayerLoc)
            && !video.contentLoc().isEmpty()
            && Url::normalized(video.contentLoc().toUtf8())
                == Url::normalized(video.playerLoc().toUtf8()))
            add(RuleId::VideoContentIsPlayer,
                Checker::tr("Video %1 <video:content_loc> and <video:player_loc> are both \"%2\"")
                    .arg(n)
                    .arg(video.contentLoc()));
        const QString title = video.title();
        checkText(s, e, entry, title, FindingField::Video, i, Checker::tr("Video %1 title").arg(n), out);
        if (title.size() > MaxVideoTitle)
            add(RuleId::TitleTooLong,
                Checker::tr("Video %1 title has %2 characters; search results "
                   "show about %3")
                    .arg(n)
                    .arg(title.size())
                    .arg(MaxVideoTitle));
        const QString description = video.value(VideoField::Description);
        checkText(s, e, entry, description, FindingField::Video, i,
                  Checker::tr("Video %1 description").arg(n), out);
        if (description.size() > MaxVideoDescription)
            add(RuleId::VideoDescriptionTooLong,
                Checker::tr("Video %1 description has %2 characters; at most %3 are allowed")
                    .arg(n)
                    .arg(description.size())
                    .arg(MaxVideoDescription));
        const qsizetype tags = video.count(VideoField::Tag);
        if (tags > MaxVideoTags)
            add(RuleId::TooManyVideoTags,
                Checker::tr("Video %1 has %2 tags; at most %3 are allowed")
                    .arg(n)
                    .arg(tags)
                    .arg(MaxVideoTags));
        if (video.has(VideoField::Duration)) {
            const QString text = video.value(VideoField::Duration).trimmed();
            bool ok = false;
            const qlonglong seconds = text.toLongLong(&ok);
            if (!ok)
                add(RuleId::InvalidValue,
                    Checker::tr("Video %1 duration \"%2\" is not a whole number of seconds")
                        .arg(n)
                        .arg(text));
            else if (seconds < 1 || seconds > MaxVideoDuration)
                add(RuleId::VideoDurationOutOfRange,
                    Checker::tr("Video %1 duration %2 s is outside 1 to %3 seconds")
                        .arg(n)
                        .arg(seconds)
                        .arg(MaxVideoDuration));
        }
        if (video.has(VideoField::Rating)) {
            const QString text = video.value(VideoField::Rating).trimmed();
            bool ok = false;
            const double rating = text.toDouble(&ok);
            if (!ok)
                add(RuleId::InvalidValue,
                    Checker::tr("Video %1 rating \"%2\" is not a number").arg(n).arg(text));
            else if (rating < 0.0 || rating > MaxVideoRating)
                add(RuleId::VideoRatingOutOfRange,
                    Checker::tr("Video %1 rating %2 is outside 0.0 to 5.0").arg(n).arg(text));
        }
        if (video.has(VideoField::ViewCount)) {
            const QString text = video.value(VideoField::ViewCount).trimmed();
            bool ok = false;
            const qlonglong views = text.toLongLong(&ok);
            if (!ok || views < 0)
                add(RuleId::InvalidValue,
                    Checker::tr("Video %1 view count \"%2\" is not a whole number").arg(n).arg(text));
        }
        for (const VideoField field : { VideoField::PublicationDate, VideoField::ExpirationDate }) {
            if (video.has(field))
                checkDate(s, e, entry, W3cDateTime::fromString(video.value(field)),
                          FindingField::Video, i, Checker::tr("Video %1 %2").arg(n).arg(tag(field)), out,
                          false);
        }
        for (const VideoField field :
             { VideoField::FamilyFriendly, VideoField::RequiresSubscription, VideoField::Live }) {
            if (!video.has(field))
                continue;
            const QString text = video.value(field).trimmed();
            if (!isYesNo(text))
                add(RuleId::InvalidYesNo,
                    Checker::tr("Video %1 %2 is \"%3\"; it takes yes or no").arg(n).arg(tag(field), text));
        }
        for (const VideoField field : { VideoField::Restriction, VideoField::Platform }) {
            if (!video.has(field))
                continue;
            const QString relationship = video.attribute(field, u"relationship");
            if (relationship.isEmpty())
                add(RuleId::MissingAttribute,
                    Checker::tr("Video %1 %2 has no relationship attribute (allow or deny)")
                        .arg(n)
                        .arg(tag(field)));
            else if (relationship != u"allow" && relationship != u"deny")
                add(RuleId::InvalidAttributeValue,
                    Checker::tr("Video %1 %2 relationship=\"%3\"; it takes allow or deny")
                        .arg(n)
                        .arg(tag(field), relationship));
            const QStringList words = video.value(field).split(whitespace(), Qt::SkipEmptyParts);
            for (const QString &word : words) {
                if (field == VideoField::Restriction && !isTerritory(word)) {
                    add(RuleId::InvalidCountryCode,
                        Checker::tr("Video %1 restriction \"%2\" is not an ISO 3166-1 alpha-2 country "
                           "code")
                            .arg(n)
                            .arg(word));
                    break;
                }
                if (field == VideoField::Platform && word != u"web" && word != u"mobile"
                    && word != u"tv") {
                    add(RuleId::InvalidValue,
                        Checker::tr("Video %1 platform \"%2\" is not web, mobile or tv").arg(n).arg(word));
                    break;
                }
            }
        }
        if (video.has(VideoField::Uploader)) {
            const QString info = video.attribute(VideoField::Uploader, u"info");
            if (!info.isEmpty()) {
                const QByteArray url = info.toUtf8();
                if (Url::check(url, Url::split(url)) != Url::Problem::None)
                    add(RuleId::InvalidAttributeValue,
                        Checker::tr("Video %1 <video:uploader> info=\"%2\" is not an absolute URL")
                            .arg(n)
                            .arg(info));
            }
        }
        for (const ExtensionField &field : video.fields()) {
            if (field.key != int(VideoField::Price))
                continue;
            for (const XmlAttribute &a : field.attributes) {
                if (a.qualifiedName == u"currency"
                    && !(a.value.size() == 3 && a.value == a.value.toUpper()
                         && a.value.at(0).isLetter() && a.value.at(1).isLetter()
                         && a.value.at(2).isLetter()))
                    add(RuleId::InvalidAttributeValue,
                        Checker::tr("Video %1 <video:price> currency=\"%2\" is not an ISO 4217 code")
                            .arg(n)
                            .arg(a.value));
                else if (a.qualifiedName == u"type" && a.value.compare(u"rent", Qt::CaseInsensitive)
                         && a.value.compare(u"own", Qt::CaseInsensitive))
                    add(RuleId::InvalidAttributeValue,
                        Checker::tr("Video %1 <video:price> type=\"%2\"; it takes rent or own")
                            .arg(n)
                            .arg(a.value));
            }
        }
        // Deprecated since 2022.
        for (const ExtensionField &field : video.fields()) {
            QString name;
            switch (VideoField(field.key)) {
            case VideoField::Category:
            case VideoField::GalleryLoc:
            case VideoField::Price:
            case VideoField::Id:
            case VideoField::ContentSegmentLoc:
                name = u"video:"_s + videoFieldName(VideoField(field.key));
                break;
            case VideoField::PlayerLoc:
                for (const XmlAttribute &a : field.attributes)
                    if (a.qualifiedName == u"autoplay" || a.qualifiedName == u"allow_embed")
                        name = u"video:player_loc/@"_s + a.qualifiedName;
                break;
            case VideoField::Unknown:
                if (!field.foreign.isEmpty() && field.foreign.first().localName() == u"tvshow")
                    name = u"video:tvshow"_s;
                break;
            default:
                break;
            }
            if (!name.isEmpty() && !deprecated.contains(name))
                deprecated.append(name);
        }
    }
}

void Checker::Private::checkNews(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out,
                                 QStringList &deprecated) const
{
    const QList<News> &news = entry.news();
    for (qint32 i = 0; i < news.size(); ++i) {
        const News &item = news.at(i);
        auto add = [&](Id rule, const QString &message) {
            out.append(make(rule, message, s, e, &entry, FindingField::News, i));
        };
        if (!item.has(NewsField::PublicationName) && !item.has(NewsField::PublicationLanguage)) {
            add(RuleId::MissingTag, Checker::tr("News entry has no <news:publication>"));
        } else {
            if (!item.has(NewsField::PublicationName))
                add(RuleId::MissingTag, Checker::tr("News publication has no <news:name>"));
            if (!item.has(NewsField::PublicationLanguage))
                add(RuleId::MissingTag, Checker::tr("News publication has no <news:language>"));
        }
        if (!item.has(NewsField::PublicationDate))
            add(RuleId::MissingTag, Checker::tr("News entry has no <news:publication_date>"));
        if (!item.has(NewsField::Title))
            add(RuleId::MissingTag, Checker::tr("News entry has no <news:title>"));
        const QString language = item.publicationLanguage().trimmed();
        if (!language.isEmpty() && language != u"zh-cn" && language != u"zh-tw"
            && !isLanguage(language, QLocale::ISO639))
            add(RuleId::InvalidLanguageCode,
                language.size() > 3 && language.at(2) == u'-'
                    ? Checker::tr("News language \"%1\" is not an ISO 639 language code; write \"%2\" "
                         "(only zh-cn and zh-tw carry a region)")
                          .arg(language, language.left(2))
                    : Checker::tr("News language \"%1\" is not an ISO 639 language code").arg(language));
        if (item.has(NewsField::PublicationDate)) {
            const W3cDateTime date = W3cDateTime::fromString(item.publicationDate());
            checkDate(s, e, entry, date, FindingField::News, i, Checker::tr("<news:publication_date>"), out,
                      false);
            if (date.isValid() && date.toMSecsSinceEpoch() < nowMs - NewsMaxAgeMSecs)
                add(RuleId::NewsTooOld,
                    Checker::tr("The article was published on %1, more than two days ago")
                        .arg(date.toString()));
        }
        checkText(s, e, entry, item.title(), FindingField::News, i, Checker::tr("News title"), out);
        checkText(s, e, entry, item.publicationName(), FindingField::News, i,
                  Checker::tr("News publication name"), out);
        for (const NewsField field : { NewsField::Access, NewsField::Genres, NewsField::Keywords,
                                       NewsField::StockTickers, NewsField::GeoLocations }) {
            const QString name = u"news:"_s + newsFieldName(field);
            if (item.has(field) && !deprecated.contains(name))
                deprecated.append(name);
        }
    }
}

// What the rules say about one hreflang code. A site uses a handful of codes on every one of
// its URLs, so each thread keeps its verdicts rather than asking QLocale again.
struct HreflangVerdict
{
    QString lower; // the code trimmed and in lower case: what clusters compare
    QString problem; // empty when the code is valid
};

HreflangVerdict judgeHreflang(const QString &hreflang)
{
    HreflangVerdict verdict;
    const QString code = hreflang.trimmed();
    verdict.lower = code.toLower();
    if (verdict.lower == u"x-default")
        return verdict;
    const QStringList parts = verdict.lower.split(u'-');
    QString &problem = verdict.problem;
    if (code.contains(u'_')) {
        problem = QCoreApplication::translate(
                      "Checker",
                      "hreflang \"%1\" uses '_'; language and region are joined with "
                      "'-'")
                      .arg(code);
    } else if (!isLanguage(parts.first(), QLocale::ISO639Part1)) {
        problem = isTerritory(parts.first().toUpper()) && parts.size() == 1
            ? QCoreApplication::translate(
                  "Checker",
                  "hreflang \"%1\" is a region alone; start with a language, as in "
                  "en-%2")
                  .arg(code, parts.first().toUpper())
            : QCoreApplication::translate(
                  "Studio::Checker", "hreflang \"%1\": \"%2\" is not an ISO 639-1 language code")
                  .arg(code, parts.first());
    } else {
        int next = 1;
        if (next < parts.size() && parts.at(next).size() == 4) {
            QString script = parts.at(next);
            script[0] = script[0].toUpper();
            if (!isScript(script))
                problem = QCoreApplication::translate(
                              "Studio::Checker", "hreflang \"%1\": \"%2\" is not an ISO 15924 script")
                              .arg(code, parts.at(next));
            ++next;
        }
        if (problem.isEmpty() && next < parts.size()) {
            const QString region = parts.at(next).toUpper();
            if (region == u"UK")
                problem = QCoreApplication::translate(
                              "Checker",
                              "hreflang \"%1\": the United Kingdom's ISO 3166-1 code "
                              "is GB, not UK")
                              .arg(code);
            else if (isExceptionallyReserved(region) || !isTerritory(region))
                problem = QCoreApplication::translate(
                              "Checker",
                              "hreflang \"%1\": \"%2\" is not an ISO 3166-1 alpha-2 "
                              "region")
                              .arg(code, parts.at(next));
            ++next;
        }
        if (problem.isEmpty() && next < parts.size())
            problem = QCoreApplication::translate(
                          "Checker",
                          "hreflang \"%1\" has more parts than language, script and "
                          "region")
                          .arg(code);
    }
    return verdict;
}

const HreflangVerdict &hreflangVerdict(const QString &hreflang)
{
    thread_local QHash<QString, HreflangVerdict> verdicts;
    auto it = verdicts.find(hreflang);
    if (it == verdicts.end()) {
        if (verdicts.size() > 4096) // a hostile file with endless codes: start over
            verdicts.clear();
        it = verdicts.insert(hreflang, judgeHreflang(hreflang));
    }
    return *it;
}

QString Checker::hreflangProblem(const QString &hreflang)
{
    return hreflangVerdict(hreflang).problem;
}

void Checker::Private::checkAlternates(qint32 s, qsizetype e, const UrlEntry &entry,
                                       QList<Finding> &out, EntryState &state,
                                       QList<quint64> &links) const
{
    const QList<Alternate> &alternates = entry.alternates();
    links.reserve(alternates.size());
    // Lower-case hreflang and href of the links seen so far; a cluster is small.
    QVarLengthArray<std::pair<QString, QString>, 32> byLanguage;
    bool xDefault = false;
    bool self = false;
    for (qint32 i = 0; i < alternates.size(); ++i) {
        const Alternate &a = alternates.at(i);
        // xhtml:link without hreflang (rel="amphtml", app deep links) is not a language
        // alternate and is not checked here.
        if (a.hreflang.isEmpty() || a.rel.compare(u"alternate", Qt::CaseInsensitive) != 0)
            continue;
        auto add = [&](Id rule, const QString &message) {
            out.append(make(rule, message, s, e, &entry, FindingField::Alternate, i));
        };
        const HreflangVerdict &verdict = hreflangVerdict(a.hreflang);
        const QString &lower = verdict.lower;
        const QString &code = a.hreflang;
        if (lower == u"x-default")
            xDefault = true;
        else if (!verdict.problem.isEmpty())
            add(RuleId::InvalidHreflang, verdict.problem);
        const Utf8Url utf8(a.href);
        const QByteArrayView href = utf8.view();
        const Url::Parts hrefParts = Url::split(href);
        checkUrl(
            s, e, entry, href, hrefParts, FindingField::Alternate, i,
            [&code] { return Checker::tr("Alternate \"%1\" href").arg(code); }, out, false);
        const quint64 target = Url::normalizedHash(href, hrefParts);
        links.append(target);
        if (target == state.urlHash)
            self = true;
        const auto it = std::find_if(byLanguage.cbegin(), byLanguage.cend(),
                                     [&lower](const auto &seen) { return seen.first == lower; });
        if (it == byLanguage.cend())
            byLanguage.append({ lower, a.href });
        else if (Url::normalized(it->second.toUtf8()) != Url::normalized(href))
            add(RuleId::HreflangDuplicate,
                Checker::tr("hreflang \"%1\" is given to both \"%2\" and \"%3\"")
                    .arg(code, it->second, a.href));
    }
    if (links.isEmpty())
        return;
    state.flags |= HasHreflang;
    if (!xDefault)
        state.flags |= NoXDefault;
    if (!self && !entry.locUtf8().isEmpty()) {
        // A file that lacks the self link lacks it on every URL, with the same count: the
        // message is made once per thread and count, and its findings share it.
        thread_local struct
        {
            quint64 serial = 0;
            quint64 run = 0;
            qsizetype count = -1;
            QString text;
        } last;
        if (last.serial != serial || last.run != run || last.count != byLanguage.size())
            last = { serial, run, byLanguage.size(), missingSelfText.arg(byLanguage.size()) };
        out.append(make(RuleId::HreflangMissingSelf, last.text, s, e, &entry,
                        FindingField::Alternate));
    }
}

quint32 Checker::Private::originNumber(quint64 hash) const
{
    if (hash == 0)
        return 0;
    // Entries of a file mostly share one origin: each thread remembers its last answer and
    // takes the lock only when the origin changes.
    thread_local struct
    {
        quint64 serial = 0;
        quint64 hash = 0;
        quint32 number = 0;
    } last;
    if (last.serial == serial && last.hash == hash)
        return last.number;
    QMutexLocker locker(&originLock);
    quint32 &number = originNumbers[hash];
    if (number == 0) {
        number = quint32(originHashes.size());
        originHashes.push_back(hash);
    }
    last = { serial, hash, number };
    return number;
}

void Checker::Private::checkEntry(qint32 s, qsizetype e, const UrlEntry &entry, QList<Finding> &out,
                                  EntryState &state, QList<quint64> &links) const
{
    const Sitemap &sitemap = sitemapAt(s);
    const QByteArray &loc = entry.locUtf8();
    state = EntryState();
    const Url::Parts parts = Url::split(loc);
    quint64 origin = 0;
    if (!loc.isEmpty()) {
        state.urlHash = Url::normalizedHash(loc, parts) ^ (sitemap.isIndex() ? IndexSalt : 0);
        if (Url::defaultPort(parts.scheme) > 0 && parts.hasAuthority && !parts.host.isEmpty())
            origin = originHashOf(loc, parts);
    }
    state.origin = originNumber(origin);
    checkUrl(
        s, e, entry, loc, parts, FindingField::Loc, -1,
        [&] { return sitemap.isIndex() ? sitemapUrlLabel : urlLabel; }, out, true);

    const W3cDateTime &lastmod = entry.lastmod();
    if (!lastmod.isNull()) {
        state.flags |= HasLastmod;
        checkDate(s, e, entry, lastmod, FindingField::Lastmod, -1, lastmodLabel, out, true);
    }
    if (entry.changefreq() == ChangeFreq::Invalid)
        out.append(make(RuleId::InvalidChangefreq,
                        Checker::tr("changefreq \"%1\" is not one of always, hourly, daily, weekly, "
                           "monthly, yearly, never")
                            .arg(entry.changefreqText()),
                        s, e, &entry, FindingField::Changefreq));
    if (entry.hasPriority() && entry.priority() < 0)
        out.append(
            make(RuleId::InvalidPriority,
                 Checker::tr("priority \"%1\" is not a number from 0.0 to 1.0").arg(entry.priorityText()), s,
                 e, &entry, FindingField::Priority));
    if (robots && origin != 0 && !sitemap.isIndex()
        && (!robotsSite.isValid() || origin == robotsSite.origin))
        checkRobots(s, e, entry, out);
    if (sitemap.isIndex())
        checkIndexEntry(s, e, entry, out);
    if (strict()) {
        QList<SchemaRules::Problem> problems;
        SchemaRules::checkEntry(entry, sitemap.isIndex(), problems);
        for (const SchemaRules::Problem &p : problems)
            out.append(make(p.rule, p.message, s, e, &entry, p.field, p.item));
    }
    if (!entry.hasExtras())
        return;

    QStringList deprecated;
    if (!entry.images().isEmpty())
        checkImages(s, e, entry, out, deprecated);
    if (!entry.videos().isEmpty())
        checkVideos(s, e, entry, out, deprecated);
    if (!entry.news().isEmpty()) {
        state.news = quint32(std::min<qsizetype>(entry.news().size(), EntryState::MaxNews));
        checkNews(s, e, entry, out, deprecated);
    }
    if (!entry.alternates().isEmpty())
        checkAlternates(s, e, entry, out, state, links);
    if (!deprecated.isEmpty())
        out.append(
            make(RuleId::DeprecatedTag,
                 Checker::tr("Deprecated tags that search engines ignore: %1").arg(deprecated.join(u", ")),
                 s, e, &entry, FindingField::Element));
}

void Checker::Private::checkIndexEntry(qint32 s, qsizetype e, const UrlEntry &entry,
                                       QList<Finding> &out) const
{
    QStringList names; // each element once, as the message names it
    auto note = [&names](const QString &name) {
        if (!names.contains(name))
            names.append(name);
    };
    if (entry.changefreq() != ChangeFreq::None)
        note(u"<changefreq>"_s);
    if (entry.hasPriority())
        note(u"<priority>"_s);
    if (entry.hasExtras()) {
        if (!entry.images().isEmpty())
            note(u"<image:image>"_s);
        if (!entry.videos().isEmpty())
            note(u"<video:video>"_s);
        if (!entry.news().isEmpty())
            note(u"<news:news>"_s);
        if (!entry.alternates().isEmpty())
            note(u"<xhtml:link>"_s);
        // A second <loc> or <lastmod>, or one holding markup, is kept as an unknown element:
        // SM107 and SM101 report those.
        for (const ForeignElement &element : entry.foreignElements())
            if (!element.isComment() && !element.isText() && element.localName() != u"loc"
                && element.localName() != u"lastmod")
                note(u'<' + element.qualifiedName + u'>');
    }
    if (names.isEmpty())
        return;
    out.append(make(RuleId::IndexEntryContent,
                    Checker::tr("The index entry holds %1; a <sitemap> may hold only <loc> and "
                                "<lastmod>")
                        .arg(names.join(u", ")),
                    s, e, &entry, FindingField::Element));
}

void Checker::Private::checkRobots(qint32 s, qsizetype e, const UrlEntry &entry,
                                   QList<Finding> &out) const
{
    const RobotsTxt::Decision decision = robots->decide(RobotsAgent, entry.locUtf8());
    if (decision.allowed || !decision.rule)
        return;
    const RobotsTxt::PathRule &rule = *decision.rule;
    out.append(make(RuleId::BlockedByRobots,
                    Checker::tr("robots.txt blocks \"%1\" for %2: line %3, \"Disallow: %4\", in the "
                       "group for %5")
                        .arg(entry.loc(), RobotsAgent.toString())
                        .arg(rule.line)
                        .arg(rule.pattern, robots->groups().at(rule.group).userAgents.join(u", ")),
                    s, e, &entry, FindingField::Loc));
}

void Checker::Private::dropReportedOnRead(qint32 s, qsizetype e, QList<Finding> &out) const
{
    const SitemapState &st = sitemaps[size_t(s)];
    const auto it = st.readEntry.constFind(st.idAt(size_t(e)));
    if (it == st.readEntry.cend())
        return;
    auto isUrlProblem = [](const Finding &f) {
        return f.ruleId == RuleId::InvalidUrl && f.field == FindingField::Loc;
    };
    if (std::any_of(it->cbegin(), it->cend(), isUrlProblem))
        out.removeIf(isUrlProblem);
}

// ---- pass 2 ----------------------------------------------------------------------------

void Checker::Private::checkEntrySet(qint32 s, qsizetype e, const UrlEntry &entry,
                                     const EntryState &state, QList<Finding> &out) const
{
    const SitemapState &st = sitemaps[size_t(s)];
    const QByteArray &loc = entry.locUtf8();
    const quint64 origin = originHash(state.origin);
    // A robots.txt may name sitemaps on other hosts (sitemaps.org, "Sitemaps & Cross
    // Submits"), and such a sitemap may list the robots.txt's site: no scope error either way.
    // A Sitemap line on another host than the robots.txt's is worth a look, though (a typo in
    // the host is common), so it gets a notice.
    const bool robotsRoot = workspace->root().source.format == SourceFormat::Robots;
    if (s == 0 && robotsRoot && robotsSite.isValid() && origin != 0
        && origin != robotsSite.origin) {
        Finding f = make(RuleId::UrlNotAllowed,
                         Checker::tr("The Sitemap line names \"%1\" on %2, another host than the "
                            "robots.txt's %3. sitemaps.org allows this cross-submit; check that "
                            "the host is the intended one")
                             .arg(entry.loc(), QString::fromUtf8(Url::split(loc).host),
                                  QString::fromUtf8(robotsSite.host)),
                         s, e, &entry, FindingField::Loc);
        f.severity = Severity::Notice;
        out.append(f);
    }
    const bool crossSubmitted = s > 0 && robotsRoot && robotsSite.isValid()
        && origin == robotsSite.origin && st.scope.origin != robotsSite.origin;
    // Scope: only URLs that are valid http(s) URLs get here with an origin.
    if (st.scope.isValid() && origin != 0 && !crossSubmitted
        && (origin != st.scope.origin || st.scope.folder.size() > 1)) {
        const Url::Parts parts = Url::split(loc);
        const Url::ScopeResult result = Url::inScope(st.scope, parts);
        auto where = [&st] {
            return QString::fromUtf8(st.scope.toString());
        };
        if (result == Url::ScopeResult::WwwMismatch)
            out.append(make(RuleId::PathMismatch,
                            Checker::tr("\"%1\" is on %2, but the sitemap is published on %3")
                                .arg(entry.loc(), QString::fromUtf8(parts.host),
                                     QString::fromUtf8(st.scope.host)),
                            s, e, &entry, FindingField::Loc));
        else if (result == Url::ScopeResult::OtherOrigin)
            out.append(make(RuleId::UrlNotAllowed,
                            Checker::tr("\"%1\" is not on the host of the sitemap's location %2")
                                .arg(entry.loc(), where()),
                            s, e, &entry, FindingField::Loc));
        else if (result == Url::ScopeResult::OutsideFolder)
            out.append(make(RuleId::UrlNotAllowed,
                            Checker::tr("\"%1\" is outside the folder of the sitemap's location %2")
                                .arg(entry.loc(), where()),
                            s, e, &entry, FindingField::Loc));
    }
    // Duplicates: every entry after the first of its group.
    if (state.urlHash != 0 && !dupGroups.isEmpty()) {
        const auto group = dupGroups.constFind(state.urlHash);
        if (group != dupGroups.cend() && group->first() != refOf(s, e)) {
            const EntryRef first = entryOf(group->first());
            const UrlEntry &other = sitemapAt(first.sitemap).entries.at(first.entry);
            // 64-bit hashes can collide: confirm on the normalised text.
            if (Url::normalized(other.locUtf8()) == Url::normalized(loc)) {
                const QString place = first.sitemap == s
                    ? Checker::tr("entry %1").arg(first.entry + 1)
                    : Checker::tr("entry %1 of %2")
                          .arg(first.entry + 1)
                          .arg(sitemapAt(first.sitemap).source.location);
                const QString line = other.sourceLine() > 0
                    ? u' ' + Checker::tr("(line %1)").arg(other.sourceLine())
                    : QString();
                Finding f = make(
                    RuleId::DuplicateUrl,
                    other.locUtf8() == loc
                        ? Checker::tr("\"%1\" is already listed at %2%3").arg(entry.loc(), place, line)
                        : Checker::tr("\"%1\" is the same URL as \"%2\" at %3%4")
                              .arg(entry.loc(), other.loc(), place, line),
                    s, e, &entry, FindingField::Loc);
                f.relatedSitemap = first.sitemap;
                f.relatedEntry = idOf(group->first());
                out.append(f);
            }
        }
    }
    // hreflang return links: each alternate that is an entry of the workspace must list this
    // URL among its own alternates.
    if (state.flags & HasHreflang) {
        const auto mine = linksOf.constFind(refOf(s, e));
        if (mine == linksOf.cend())
            return;
        const QList<Alternate> &alternates = entry.alternates();
        qint32 linkIndex = 0;
        for (qint32 i = 0; i < alternates.size(); ++i) {
            const Alternate &a = alternates.at(i);
            if (a.hreflang.isEmpty() || a.rel.compare(u"alternate", Qt::CaseInsensitive) != 0)
                continue;
            const quint64 target = mine->at(linkIndex++);
            if (target == state.urlHash)
                continue;
            const std::optional<quint64> other = firstByUrl.find(target, hashOf());
            if (!other)
                continue;
            const qint32 otherSitemap = sitemapOf(*other);
            if (sitemapAt(otherSitemap).isIndex())
                continue;
            const auto theirs = linksOf.constFind(*other);
            if (theirs != linksOf.cend() && theirs->contains(state.urlHash))
                continue;
            Finding f = make(RuleId::HreflangNoReturnLink,
                             Checker::tr("\"%1\" (hreflang \"%2\") does not link back to this URL")
                                 .arg(a.href, a.hreflang),
                             s, e, &entry, FindingField::Alternate, i);
            f.relatedSitemap = otherSitemap;
            f.relatedEntry = idOf(*other);
            out.append(f);
        }
    }
}

// ---- whole files -----------------------------------------------------------------------

QList<Finding> Checker::Private::fileFindingsOf(qint32 s) const
{
    const Sitemap &sitemap = sitemapAt(s);
    const SitemapState &st = sitemaps[size_t(s)];
    QList<Finding> out;
    auto add = [&](Id rule, const QString &message) {
        Finding f = Finding::make(rule, message);
        f.sitemap = s;
        out.append(f);
    };
    if (sitemap.failed)
        return out;
    const qsizetype n = sitemap.entries.size();
    if (n == 0)
        add(RuleId::EmptySitemap,
            sitemap.source.format == SourceFormat::Robots ? Checker::tr("The robots.txt has no Sitemap line")
                : sitemap.isIndex() ? Checker::tr("The sitemap index lists no sitemaps")
                                    : Checker::tr("The sitemap lists no URLs"));
    if (!sitemap.isIndex() && n > MaxUrls)
        add(RuleId::TooManyUrls,
            Checker::tr("The sitemap lists %1 URLs; at most %2 are allowed per "
               "file")
                .arg(n)
                .arg(MaxUrls));
    if (sitemap.isIndex() && n > MaxUrls)
        add(RuleId::TooManySitemaps,
            Checker::tr("The index lists %1 sitemaps; at most %2 are allowed").arg(n).arg(MaxUrls));
    if (sitemap.source.uncompressedBytes > MaxFileBytes)
        add(RuleId::FileSizeLimit,
            Checker::tr("The file has %1 bytes uncompressed; at most %2 are allowed")
                .arg(sitemap.source.uncompressedBytes)
                .arg(MaxFileBytes));
    if (st.news > MaxNewsPerFile)
        add(RuleId::TooManyNews,
            Checker::tr("The file has %1 news entries; at most %2 are allowed")
                .arg(st.news)
                .arg(MaxNewsPerFile));
    if (!sitemap.isIndex() && n >= MinIdenticalLastmod && st.withLastmod == n
        && sameStampEverywhere(s))
        add(RuleId::IdenticalLastmod,
            Checker::tr("All %1 URLs have the same lastmod \"%2\"")
                .arg(n)
                .arg(sitemap.entries.first().lastmod().toString()));
    if (st.noXDefault > 0)
        add(RuleId::HreflangNoXDefault,
            Checker::tr("URLs with language alternates but no x-default alternate: %1").arg(st.noXDefault));
    // The schemas' rules about the file itself, for the XML sitemaps and indexes they govern.
    if (strict()
        && (sitemap.source.format == SourceFormat::UrlSet
            || sitemap.source.format == SourceFormat::SitemapIndex
            || sitemap.source.format == SourceFormat::Unknown)) {
        QList<SchemaRules::Problem> problems;
        SchemaRules::checkFile(sitemap, problems);
        for (const SchemaRules::Problem &p : problems)
            add(p.rule, p.message);
    }
    if (st.assumed && st.scope.isValid())
        add(RuleId::PublishLocationAssumed,
            Checker::tr("No publish location is known; %1, the host of %2 of %3 URLs, was assumed. "
               "Set it to check the sitemap's folder too.")
                .arg(QString::fromUtf8(st.scope.toString()))
                .arg(st.originCounts.value(st.majorityOrigin))
                .arg(n));
    return out;
}

// ---- bookkeeping -----------------------------------------------------------------------

void Checker::Private::countStamp(SitemapState &st, EntryState &state, const UrlEntry &entry)
{
    if (!(state.flags & HasLastmod) || st.stampLost)
        return; // none, or countStamps() marks them all
    const quint64 key = lastmodKey(entry.lastmod());
    if (st.stampCount == 0)
        st.stampKey = key; // the only lastmod of the file
    if (key == st.stampKey) {
        state.flags |= CountsStamp;
        ++st.stampCount;
    }
}

void Checker::Private::countStamps(qint32 s)
{
    SitemapState &st = sitemaps[size_t(s)];
    const QList<UrlEntry> &entries = sitemapAt(s).entries;
    st.stampCount = 0;
    st.stampLost = false;
    for (size_t e = 0; e < st.states.size(); ++e) {
        EntryState &state = st.states[e];
        state.flags &= ~CountsStamp;
        if (!(state.flags & HasLastmod))
            continue;
        const quint64 key = lastmodKey(entries.at(qsizetype(e)).lastmod());
        if (st.stampCount == 0)
            st.stampKey = key;
        if (key == st.stampKey) {
            state.flags |= CountsStamp;
            ++st.stampCount;
        }
    }
}

bool Checker::Private::sameStampEverywhere(qint32 s) const
{
    const SitemapState &st = sitemaps[size_t(s)];
    if (!st.stampLost)
        return st.withLastmod > 0 && st.stampCount == st.withLastmod;
    // Lost since the last countStamps(): compared from the entries, without keeping it.
    const QList<UrlEntry> &entries = sitemapAt(s).entries;
    std::optional<quint64> first;
    for (size_t e = 0; e < st.states.size(); ++e) {
        if (!(st.states[e].flags & HasLastmod))
            continue;
        const quint64 key = lastmodKey(entries.at(qsizetype(e)).lastmod());
        if (!first)
            first = key;
        else if (key != *first)
            return false;
    }
    return first.has_value();
}

void Checker::Private::addCounters(SitemapState &st, const EntryState &state, int sign)
{
    if (state.flags & HasLastmod) {
        st.withLastmod += sign;
        // Adding counts the stamp (countStamp(), which needs the entry); removing uncounts it.
        if (sign < 0 && (state.flags & CountsStamp) && --st.stampCount == 0 && st.withLastmod > 0)
            st.stampLost = true;
    }
    st.news += sign * qsizetype(state.news);
    if (state.flags & NoXDefault)
        st.noXDefault += sign;
    if (state.origin != 0) {
        qsizetype &count = st.originCounts[state.origin];
        count += sign;
        if (count == 0)
            st.originCounts.remove(state.origin);
    }
}

void Checker::Private::addUrl(qint32 s, qsizetype e, const EntryState &state)
{
    const quint64 ref = refOf(s, e);
    if (state.urlHash != 0) {
        const std::optional<quint64> first = firstByUrl.find(state.urlHash, hashOf());
        if (!first) {
            firstByUrl.insert(state.urlHash, ref);
        } else {
            QList<quint64> &group = dupGroups[state.urlHash];
            if (group.isEmpty())
                group.append(*first);
            // checkAll() adds entries in order: at the end, without a search.
            if (precedes(group.last(), ref))
                group.append(ref);
            else
                group.insert(
                    std::lower_bound(group.begin(), group.end(), ref,
                                     [this](quint64 a, quint64 b) { return precedes(a, b); }),
                    ref);
            firstByUrl.replace(state.urlHash, group.first(), hashOf());
        }
    }
}

void Checker::Private::addLinks(quint64 ref, const QList<quint64> &links)
{
    if (!links.isEmpty()) {
        linksOf.insert(ref, links);
        for (const quint64 target : links) {
            // A multiset: one element per link, so that removing the links of an entry
            // removes exactly what adding them added, without a search on insertion.
            linkedFrom[target].append(ref);
        }
    }
}

void Checker::Private::removeFromSets(qint32 s, qsizetype e, const EntryState &state)
{
    const quint64 ref = refOf(s, e);
    if (state.urlHash != 0) {
        const auto group = dupGroups.find(state.urlHash);
        if (group != dupGroups.end()) {
            group->removeOne(ref);
            firstByUrl.replace(state.urlHash, group->first(), hashOf());
            if (group->size() == 1)
                dupGroups.erase(group);
        } else {
            firstByUrl.remove(state.urlHash, hashOf());
        }
    }
    const auto links = linksOf.find(ref);
    if (links != linksOf.end()) {
        for (const quint64 target : std::as_const(*links)) {
            const auto sources = linkedFrom.find(target);
            if (sources == linkedFrom.end())
                continue;
            if (const auto at = std::find(sources->begin(), sources->end(), ref);
                at != sources->end())
                sources->erase(at);
            if (sources->isEmpty())
                linkedFrom.erase(sources);
        }
        linksOf.erase(links);
    }
}

void Checker::Private::computeScope(qint32 s)
{
    SitemapState &st = sitemaps[size_t(s)];
    const Sitemap &sitemap = sitemapAt(s);
    st.scope = Url::Scope();
    st.assumed = false;
    st.majorityOrigin = 0;
    // A robots.txt's Sitemap lines may name any host: it has no scope.
    if (sitemap.source.format == SourceFormat::Robots)
        return;
    auto tryUrl = [&st](const QByteArray &url) {
        if (!st.scope.isValid() && !url.isEmpty())
            st.scope = Url::Scope::fromUrl(url);
    };
    // Where the file was fetched from, else where the user says it is published, else (for
    // a child) where its index lists it.
    if (sitemap.source.location.startsWith(u"http://", Qt::CaseInsensitive)
        || sitemap.source.location.startsWith(u"https://", Qt::CaseInsensitive))
        tryUrl(sitemap.source.location.toUtf8());
    if (s == 0)
        tryUrl(options.publishUrl.toEncoded());
    tryUrl(sitemap.publishLocation.toEncoded());
    if (s > 0) {
        for (const Workspace::ChildLink &link : workspace->children)
            if (link.sitemap == s)
                if (const UrlEntry *entry = workspace->indexEntryOf(link))
                    tryUrl(entry->locUtf8());
    }
    if (st.scope.isValid())
        return;
    // Assumed: the origin most entries use, and its root folder. On a tie the origin of the
    // earliest entry wins, so that the choice does not depend on hash order.
    qsizetype best = 0;
    for (auto it = st.originCounts.cbegin(); it != st.originCounts.cend(); ++it)
        best = qMax(best, it.value());
    if (best == 0)
        return;
    for (size_t e = 0; e < st.states.size(); ++e) {
        const quint32 origin = st.states[e].origin;
        if (origin == 0 || st.originCounts.value(origin) != best)
            continue;
        Url::Scope scope = Url::Scope::fromUrl(sitemap.entries.at(qsizetype(e)).locUtf8());
        if (!scope.isValid())
            continue;
        scope.folder = "/";
        st.scope = scope;
        st.majorityOrigin = origin;
        break;
    }
    st.assumed = st.scope.isValid();
}

QList<Finding> Checker::Private::entryResult(qint32 s, qsizetype e)
{
    const UrlEntry &entry = sitemapAt(s).entries.at(e);
    QList<Finding> out;
    EntryState state;
    QList<quint64> links;
    checkEntry(s, e, entry, out, state, links);
    dropReportedOnRead(s, e, out);
    checkEntrySet(s, e, entry, sitemaps[size_t(s)].states[size_t(e)], out);
    return out;
}

void Checker::Private::setEntryFindings(qint32 s, quint32 id, QList<Finding> list)
{
    SitemapState &st = sitemaps[size_t(s)];
    const auto it = st.entry.find(id);
    if (it != st.entry.end()) {
        adjustCounts(*it, -1);
        if (list.isEmpty()) {
            st.entry.erase(it);
            return;
        }
        adjustCounts(list, 1);
        *it = std::move(list);
    } else if (!list.isEmpty()) {
        adjustCounts(list, 1);
        st.entry.insert(id, std::move(list));
    }
}

void Checker::Private::collectAround(quint64 urlHash, bool linkers, QList<quint64> &others) const
{
    if (urlHash == 0)
        return;
    if (const auto group = dupGroups.constFind(urlHash); group != dupGroups.cend())
        others += *group;
    if (!linkers)
        return;
    if (const auto sources = linkedFrom.constFind(urlHash); sources != linkedFrom.cend())
        for (const quint64 source : *sources)
            others.append(source);
}

void Checker::Private::collectRenumbered(qint32 s, qsizetype from, QList<quint64> &others) const
{
    // A walk over the duplicated URLs only, most often none.
    for (const QList<quint64> &group : dupGroups) {
        const quint64 first = group.first();
        if (sitemapOf(first) == s && positionOf(first) >= from)
            for (auto it = group.cbegin() + 1; it != group.cend(); ++it)
                others.append(*it);
    }
}

Checker::Private::Rescope Checker::Private::rescope(qint32 s, qsizetype indexEntry)
{
    Rescope result;
    SitemapState &st = sitemaps[size_t(s)];
    // An assumed publish location follows the majority host (on a tie, the earliest entry's);
    // when that changes, every entry of the file is judged anew.
    if (st.assumed || !st.scope.isValid()) {
        const Url::Scope before = st.scope;
        computeScope(s);
        result.wholeFile
            = before.origin != st.scope.origin || before.isValid() != st.scope.isValid();
    }
    // An index entry is where its child is published: the child's URLs are judged anew.
    if (sitemapAt(s).isIndex()) {
        for (const Workspace::ChildLink &link : workspace->children) {
            if (link.parent != s || (indexEntry >= 0 && link.indexEntry != indexEntry)
                || link.sitemap <= 0
                || size_t(link.sitemap) >= sitemaps.size()
                || result.children.contains(qint32(link.sitemap)))
                continue;
            SitemapState &cst = sitemaps[size_t(link.sitemap)];
            const Url::Scope before = cst.scope;
            computeScope(qint32(link.sitemap));
            if (before.toString() != cst.scope.toString()
                || before.isValid() != cst.scope.isValid())
                result.children.append(qint32(link.sitemap));
            // Whether the location is assumed shows in the file's findings alone.
            adjustCounts(cst.file, -1);
            cst.file = fileFindingsOf(qint32(link.sitemap));
            adjustCounts(cst.file, 1);
        }
        adjustCounts(structural, -1);
        buildStructural();
        adjustCounts(structural, 1);
    }
    return result;
}

void Checker::Private::finish(qint32 s, const Rescope &rescope, QList<quint64> others, quint64 done,
                              QList<EntryRef> &affected)
{
    SitemapState &st = sitemaps[size_t(s)];
    if (rescope.wholeFile)
        for (qsizetype i = 0; i < qsizetype(st.states.size()); ++i)
            others.append(refOf(s, i));
    for (const qint32 child : rescope.children)
        for (qsizetype i = 0; i < qsizetype(sitemaps[size_t(child)].states.size()); ++i)
            others.append(refOf(child, i));
    std::sort(others.begin(), others.end());
    others.erase(std::unique(others.begin(), others.end()), others.end());
    for (const quint64 ref : std::as_const(others)) {
        const EntryRef r = entryOf(ref);
        if (ref == done || r.entry < 0)
            continue;
        setEntryFindings(r.sitemap, idOf(ref), entryResult(r.sitemap, r.entry));
        affected.append(r);
    }
    if (st.stampLost)
        countStamps(s);
    adjustCounts(st.file, -1);
    st.file = fileFindingsOf(s);
    adjustCounts(st.file, 1);
}

void Checker::Private::renumber(SitemapState &st, qsizetype from)
{
    for (size_t i = size_t(from); i < st.ids.size(); ++i)
        st.positions[st.ids[i]] = quint32(i);
}

void Checker::Private::appendEntryFindings(QList<Finding> &out, const QList<Finding> &list,
                                           qsizetype e, bool translateRelated) const
{
    for (const Finding &stored : list) {
        Finding &f = out.emplace_back(stored);
        f.entryIndex = e;
        if (translateRelated && f.relatedEntry >= 0 && f.relatedSitemap >= 0
            && size_t(f.relatedSitemap) < sitemaps.size()) {
            const SitemapState &related = sitemaps[size_t(f.relatedSitemap)];
            if (!related.identityIds && size_t(f.relatedEntry) < related.positions.size())
                f.relatedEntry = related.positions[size_t(f.relatedEntry)];
        }
    }
}

void Checker::Private::countAll()
{
    counts[0] = counts[1] = counts[2] = 0;
    adjustCounts(workspaceFindings, 1);
    adjustCounts(structural, 1);
    for (const SitemapState &st : sitemaps) {
        adjustCounts(st.readFile, 1);
        adjustCounts(st.readStray, 1);
        adjustCounts(st.file, 1);
        for (const QList<Finding> &list : st.readEntry)
            adjustCounts(list, 1);
        for (const QList<Finding> &list : st.entry)
            adjustCounts(list, 1);
    }
}

// ---- Checker ---------------------------------------------------------------------------

Checker::Checker(const CheckOptions &options)
    : d(std::make_unique<Private>())
{
    d->pending = options;
    d->options = options;
}

Checker::~Checker() = default;
Checker::Checker(Checker &&) noexcept = default;

void Checker::rebind(const Workspace &workspace)
{
    d->workspace = &workspace;
}

Checker &Checker::operator=(Checker &&) noexcept = default;

const CheckOptions &Checker::options() const
{
    return d->pending;
}

void Checker::setOptions(const CheckOptions &options)
{
    d->pending = options;
}

void Checker::checkAll(const Workspace &workspace)
{
    d->workspace = &workspace;
    d->options = d->pending;
    d->urlLabel = Checker::tr("The URL");
    d->sitemapUrlLabel = Checker::tr("The sitemap URL");
    d->lastmodLabel = Checker::tr("lastmod");
    d->missingSelfText = Checker::tr("The URL lists %1 language alternates but not itself");
    ++d->run;
    d->nowMs = (d->options.now.isValid() ? d->options.now : QDateTime::currentDateTimeUtc())
                   .toMSecsSinceEpoch();
    d->sitemaps.clear();
    d->sitemaps.resize(size_t(workspace.sitemaps.size()));
    d->workspaceFindings = workspace.findings;
    d->robots = workspace.robots;
    d->robotsSite = Url::Scope();
    if (!workspace.isEmpty()
        && (d->robots || workspace.root().source.format == SourceFormat::Robots)) {
        if (d->robots)
            d->robotsSite = Url::Scope::fromUrl(d->robots->location().toEncoded());
        if (!d->robotsSite.isValid())
            d->robotsSite = Url::Scope::fromUrl(d->options.publishUrl.toEncoded());
    }
    d->structural.clear();
    d->firstByUrl.clear();
    d->dupGroups.clear();
    d->linkedFrom.clear();
    d->linksOf.clear();

    // Pass 1, in parallel over chunks of entries.
    std::vector<ChunkResult> chunks;
    std::vector<qint32> chunkSitemap;
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        SitemapState &st = d->sitemaps[size_t(s)];
        const size_t n = size_t(sitemap.entries.size());
        st.states.resize(n);
        for (Finding f : sitemap.findings) {
            f.sitemap = s;
            // The checker reports these itself, from the model as it is now.
            if (f.ruleId == RuleId::EmptySitemap)
                continue;
            if (f.entryIndex >= 0 && f.ruleId == RuleId::MissingTag && f.field == FindingField::Loc
                && f.entryIndex < sitemap.entries.size()
                && sitemap.entries.at(f.entryIndex).locUtf8().isEmpty())
                continue;
            if (f.entryIndex >= sitemap.entries.size())
                st.readStray.append(f);
            else if (f.entryIndex >= 0)
                st.readEntry[quint32(f.entryIndex)].append(f);
            else
                st.readFile.append(f);
        }
        for (qsizetype b = 0; b < sitemap.entries.size(); b += ChunkSize) {
            ChunkResult chunk;
            chunk.begin = b;
            chunk.end = qMin(b + ChunkSize, sitemap.entries.size());
            chunks.push_back(std::move(chunk));
            chunkSitemap.push_back(s);
        }
    }
    std::vector<size_t> order(chunks.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const Private *self = d.get();
    auto pass1 = [&](size_t i) {
        ChunkResult &chunk = chunks[i];
        const qint32 s = chunkSitemap[i];
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        std::vector<EntryState> &states = d->sitemaps[size_t(s)].states;
        QList<Finding> out;
        QList<quint64> links;
        for (qsizetype e = chunk.begin; e < chunk.end; ++e) {
            self->checkEntry(s, e, sitemap.entries.at(e), out, states[size_t(e)], links);
            if (!out.isEmpty()) {
                chunk.findings.emplace_back(e, std::move(out));
                out = QList<Finding>();
            }
            if (!links.isEmpty()) {
                chunk.links.emplace_back(e, std::move(links));
                links = QList<quint64>();
            }
        }
    };
    if (order.size() > 1)
        QtConcurrent::blockingMap(order, pass1);
    else if (order.size() == 1)
        pass1(0);

    // Counters and sets. The URL sets (firsts and duplicates) are built on a second thread
    // while this one fills each file's counters and findings, then the hreflang links' sets:
    // each touches data of its own. Entries go in order, so that the first of duplicates is
    // the earliest and links are listed in entry order.
    qsizetype total = 0;
    for (const Sitemap &sitemap : workspace.sitemaps)
        total += sitemap.entries.size();
    d->firstByUrl.reserve(total);
    Private *p = d.get();
    QFuture<void> sets = QtConcurrent::run([p, &chunks, &chunkSitemap] {
        for (size_t i = 0; i < chunks.size(); ++i) {
            const ChunkResult &chunk = chunks[i];
            const qint32 s = chunkSitemap[i];
            const std::vector<EntryState> &states = p->sitemaps[size_t(s)].states;
            for (qsizetype e = chunk.begin; e < chunk.end; ++e) {
                if (e + PrefetchAhead < chunk.end)
                    p->firstByUrl.prefetch(states[size_t(e + PrefetchAhead)].urlHash);
                p->addUrl(s, e, states[size_t(e)]);
            }
        }
    });
    // Each file's table of findings made at its size once, not grown entry by entry.
    std::vector<qsizetype> listed(d->sitemaps.size(), 0);
    for (size_t i = 0; i < chunks.size(); ++i)
        listed[size_t(chunkSitemap[i])] += qsizetype(chunks[i].findings.size());
    for (size_t s = 0; s < listed.size(); ++s)
        if (listed[s] > 0)
            d->sitemaps[s].entry.reserve(listed[s]);
    for (size_t i = 0; i < chunks.size(); ++i) {
        ChunkResult &chunk = chunks[i];
        SitemapState &st = d->sitemaps[size_t(chunkSitemap[i])];
        for (auto &[e, list] : chunk.findings) {
            d->dropReportedOnRead(chunkSitemap[i], e, list);
            if (!list.isEmpty())
                st.entry.insert(quint32(e), std::move(list));
        }
        chunk.findings.clear();
        for (qsizetype e = chunk.begin; e < chunk.end; ++e)
            d->addCounters(st, st.states[size_t(e)], 1);
    }
    qsizetype linking = 0, links = 0;
    for (const ChunkResult &chunk : chunks) {
        linking += qsizetype(chunk.links.size());
        for (const auto &[e, list] : chunk.links)
            links += list.size();
    }
    d->linksOf.reserve(linking);
    d->linkedFrom.reserve(links);
    for (size_t i = 0; i < chunks.size(); ++i)
        for (const auto &[e, list] : chunks[i].links)
            d->addLinks(d->refOf(chunkSitemap[i], e), list);
    sets.waitForFinished();
    for (ChunkResult &chunk : chunks)
        chunk.links.clear();
    // After the sets' thread: marking the entries writes their states.
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
        d->countStamps(s);
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
        d->computeScope(s);

    // Pass 2, in parallel again; the sets are only read.
    auto pass2 = [&](size_t i) {
        ChunkResult &chunk = chunks[i];
        const qint32 s = chunkSitemap[i];
        const Sitemap &sitemap = workspace.sitemaps.at(s);
        const std::vector<EntryState> &states = self->sitemaps[size_t(s)].states;
        QList<Finding> out;
        for (qsizetype e = chunk.begin; e < chunk.end; ++e) {
            self->checkEntrySet(s, e, sitemap.entries.at(e), states[size_t(e)], out);
            if (!out.isEmpty()) {
                chunk.findings.emplace_back(e, std::move(out));
                out = QList<Finding>();
            }
        }
    };
    if (order.size() > 1)
        QtConcurrent::blockingMap(order, pass2);
    else if (order.size() == 1)
        pass2(0);
    for (size_t i = 0; i < chunks.size(); ++i) {
        SitemapState &st = d->sitemaps[size_t(chunkSitemap[i])];
        for (auto &[e, list] : chunks[i].findings)
            st.entry[quint32(e)].append(std::move(list));
    }

    d->buildStructural();
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
        d->sitemaps[size_t(s)].file = d->fileFindingsOf(s);
    d->countAll();
}

void Checker::Private::buildStructural()
{
    // An index that lists an index. A robots.txt may name sitemap indexes: it is no index in
    // the protocol's sense.
    structural.clear();
    for (const Workspace::ChildLink &link : workspace->children) {
        const UrlEntry *entry = workspace->indexEntryOf(link);
        if (!entry || link.sitemap <= 0 || link.sitemap >= workspace->sitemaps.size()
            || !workspace->sitemaps.at(link.sitemap).isIndex()
            || workspace->sitemaps.at(link.parent).source.format == SourceFormat::Robots)
            continue;
        structural.append(make(RuleId::NestedIndex,
                               Checker::tr("\"%1\" is itself a sitemap index; an index may "
                                  "list sitemaps only")
                                   .arg(entry->loc()),
                               qint32(link.parent), link.indexEntry, entry, FindingField::Loc));
    }
}

QList<EntryRef> Checker::recheck(qint32 s, qsizetype e)
{
    QList<EntryRef> affected;
    if (!d->workspace || s < 0 || size_t(s) >= d->sitemaps.size() || e < 0
        || size_t(e) >= d->sitemaps[size_t(s)].states.size())
        return affected;
    SitemapState &st = d->sitemaps[size_t(s)];
    const UrlEntry &entry = d->sitemapAt(s).entries.at(e);
    const quint64 ref = d->refOf(s, e);
    const EntryState old = st.states[size_t(e)];

    QList<Finding> local;
    EntryState now;
    QList<quint64> links;
    d->checkEntry(s, e, entry, local, now, links);

    // Who may see a different result: this entry, the duplicates of its old and new URL, and,
    // when its URL or its own links changed, the entries whose hreflang links point at it.
    const QList<quint64> oldLinks = d->linksOf.value(ref);
    const bool linksChanged = old.urlHash != now.urlHash || oldLinks != links;
    QList<quint64> others;
    d->collectAround(old.urlHash, linksChanged, others);
    d->removeFromSets(s, e, old);
    d->addCounters(st, old, -1);
    st.states[size_t(e)] = now;
    d->addCounters(st, now, 1);
    d->countStamp(st, st.states[size_t(e)], entry);
    d->addToSets(s, e, now, links);
    d->collectAround(now.urlHash, linksChanged, others);
    const Private::Rescope rescope = d->rescope(s, e);

    // The edited entry is written anew: what the reader said about its spelling is gone.
    if (const auto read = st.readEntry.find(idOf(ref)); read != st.readEntry.end()) {
        d->adjustCounts(*read, -1);
        st.readEntry.erase(read);
    }
    d->checkEntrySet(s, e, entry, now, local);
    d->setEntryFindings(s, idOf(ref), std::move(local));
    affected.append(EntryRef { s, e });
    d->finish(s, rescope, std::move(others), ref, affected);
    return affected;
}

QList<EntryRef> Checker::entryInserted(qint32 s, qsizetype e)
{
    if (!d->workspace || s < 0 || size_t(s) >= d->sitemaps.size()
        || s >= d->workspace->sitemaps.size() || e < 0
        || size_t(e) > d->sitemaps[size_t(s)].states.size()
        || size_t(d->sitemapAt(s).entries.size()) != d->sitemaps[size_t(s)].states.size() + 1) {
        sitemapChanged(s);
        return {};
    }
    SitemapState &st = d->sitemaps[size_t(s)];
    const Sitemap &sitemap = d->sitemapAt(s);
    const UrlEntry &entry = sitemap.entries.at(e);

    // The new entry gets an id; the later ones keep theirs and move one place down.
    st.keepIds();
    quint32 id = 0;
    if (!st.freeIds.empty()) {
        id = st.freeIds.back();
        st.freeIds.pop_back();
    } else {
        id = quint32(st.positions.size());
        st.positions.push_back(NoPosition);
    }
    st.ids.insert(st.ids.begin() + e, id);
    st.states.insert(st.states.begin() + e, EntryState());
    Private::renumber(st, e);
    for (Finding &f : st.readStray)
        if (f.entryIndex >= e)
            ++f.entryIndex;
    if (s == 0)
        d->takeWorkspaceFindings();

    // What the reader said about the entry, when it comes back (the undo of a removal), taken
    // as checkAll() takes it.
    QList<Finding> read;
    for (const Finding &f : sitemap.findings) {
        if (f.entryIndex != e || f.ruleId == RuleId::EmptySitemap
            || (f.ruleId == RuleId::MissingTag && f.field == FindingField::Loc
                && entry.locUtf8().isEmpty()))
            continue;
        read.append(f);
        read.last().sitemap = s;
    }
    if (!read.isEmpty()) {
        d->adjustCounts(read, 1);
        st.readEntry.insert(id, std::move(read));
    }

    QList<Finding> local;
    EntryState state;
    QList<quint64> links;
    d->checkEntry(s, e, entry, local, state, links);
    d->dropReportedOnRead(s, e, local);
    st.states[size_t(e)] = state;
    d->addCounters(st, state, 1);
    d->countStamp(st, st.states[size_t(e)], entry);
    d->addToSets(s, e, state, links);
    // Who may see a different result: the entries with its URL (one of them may no longer be
    // the first), those whose hreflang links point at it, and the duplicates that name the
    // place of a first entry that moved.
    QList<quint64> others;
    d->collectAround(state.urlHash, true, others);
    d->collectRenumbered(s, e, others);
    const Private::Rescope rescope = d->rescope(s, -1);

    d->checkEntrySet(s, e, entry, state, local);
    d->setEntryFindings(s, id, std::move(local));
    QList<EntryRef> affected { EntryRef { s, e } };
    d->finish(s, rescope, std::move(others), pack(s, id), affected);
    return affected;
}

QList<EntryRef> Checker::entryRemoved(qint32 s, qsizetype e)
{
    if (!d->workspace || s < 0 || size_t(s) >= d->sitemaps.size()
        || s >= d->workspace->sitemaps.size() || e < 0
        || size_t(e) >= d->sitemaps[size_t(s)].states.size()
        || size_t(d->sitemapAt(s).entries.size()) + 1 != d->sitemaps[size_t(s)].states.size()) {
        sitemapChanged(s);
        return {};
    }
    SitemapState &st = d->sitemaps[size_t(s)];
    st.keepIds();
    const quint32 id = st.ids[size_t(e)];
    const EntryState old = st.states[size_t(e)];

    QList<quint64> others;
    d->collectAround(old.urlHash, true, others);
    d->removeFromSets(s, e, old);
    d->addCounters(st, old, -1);
    for (QHash<quint32, QList<Finding>> *table : { &st.entry, &st.readEntry }) {
        if (const auto it = table->find(id); it != table->end()) {
            d->adjustCounts(*it, -1);
            table->erase(it);
        }
    }

    // The later entries keep their ids and move one place up.
    st.ids.erase(st.ids.begin() + e);
    st.states.erase(st.states.begin() + e);
    st.positions[id] = NoPosition;
    st.freeIds.push_back(id);
    Private::renumber(st, e);
    for (Finding &f : st.readStray)
        if (f.entryIndex > e)
            --f.entryIndex;
    if (s == 0)
        d->takeWorkspaceFindings();

    d->collectRenumbered(s, e, others);
    const Private::Rescope rescope = d->rescope(s, -1);
    QList<EntryRef> affected { EntryRef { s, e } };
    d->finish(s, rescope, std::move(others), pack(s, id), affected);
    return affected;
}

void Checker::sitemapChanged(qint32 sitemap)
{
    Q_UNUSED(sitemap);
    if (d->workspace)
        checkAll(*d->workspace);
}

namespace {

// The order findings are handed out in: by sitemap, line, entry and column.
bool findingBefore(const Finding &a, const Finding &b)
{
    if (a.sitemap != b.sitemap)
        return a.sitemap < b.sitemap;
    if (a.line != b.line)
        return a.line < b.line;
    if (a.entryIndex != b.entryIndex)
        return a.entryIndex < b.entryIndex;
    return a.column < b.column;
}

} // namespace

QList<Finding> Checker::findings(qint32 s) const
{
    QList<Finding> out;
    if (s < 0 || size_t(s) >= d->sitemaps.size())
        return out;
    const SitemapState &st = d->sitemaps[size_t(s)];
    // The entries' lists in entry order, the reader's before the rules' for each: read from
    // a file, they come out in line order already and need no sort (50,000 findings for a
    // file whose every entry has one).
    struct EntryList
    {
        qsizetype entry;
        const QList<Finding> *list;
        bool rules;
    };
    std::vector<EntryList> lists;
    lists.reserve(size_t(st.readEntry.size() + st.entry.size()));
    qsizetype count = 0;
    for (const auto *hash : { &st.readEntry, &st.entry }) {
        for (auto it = hash->cbegin(); it != hash->cend(); ++it) {
            lists.push_back({ qsizetype(st.positionOf(it.key())), &*it, hash == &st.entry });
            count += it->size();
        }
    }
    std::sort(lists.begin(), lists.end(), [](const EntryList &a, const EntryList &b) {
        return a.entry != b.entry ? a.entry < b.entry : !a.rules && b.rules;
    });
    QList<Finding> others = st.readFile + st.file + st.readStray;
    for (const Finding &f : d->structural)
        if (f.sitemap == s)
            others.append(f);
    if (s == 0)
        others += d->workspaceFindings;
    out.reserve(count + others.size());
    for (const EntryList &l : lists)
        d->appendEntryFindings(out, *l.list, l.entry, l.rules);
    // Stable sorts and a stable merge keep findings alike in the order they are listed in:
    // the file's, the entries', the structure's. The entries' go first into the merge though
    // the file's came first before: no finding of the file (entry -1) or past its entries
    // (readStray) can tie with one of an entry, so only the structure's order counts there.
    if (!std::is_sorted(out.cbegin(), out.cend(), findingBefore))
        std::stable_sort(out.begin(), out.end(), findingBefore);
    if (!others.isEmpty()) {
        std::stable_sort(others.begin(), others.end(), findingBefore);
        const qsizetype entries = out.size();
        out += others;
        std::inplace_merge(out.begin(), out.begin() + entries, out.end(), findingBefore);
    }
    return out;
}

QList<Finding> Checker::findings() const
{
    QList<Finding> out;
    for (qint32 s = 0; s < qint32(d->sitemaps.size()); ++s)
        out += findings(s);
    return out;
}

QList<Finding> Checker::entryFindings(qint32 s, qsizetype e) const
{
    QList<Finding> out;
    if (s < 0 || size_t(s) >= d->sitemaps.size())
        return out;
    const SitemapState &st = d->sitemaps[size_t(s)];
    if (e >= 0 && size_t(e) < st.states.size()) {
        const quint32 id = st.idAt(size_t(e));
        d->appendEntryFindings(out, st.readEntry.value(id), e, false);
        d->appendEntryFindings(out, st.entry.value(id), e, true);
    } else {
        for (const Finding &f : st.readStray)
            if (f.entryIndex == e)
                out.append(f);
    }
    for (const Finding &f : d->structural)
        if (f.sitemap == s && f.entryIndex == e)
            out.append(f);
    return out;
}

int Checker::worstSeverity(qint32 s, qsizetype e, QLatin1StringView ruleId) const
{
    if (s < 0 || size_t(s) >= d->sitemaps.size())
        return -1;
    int worst = -1;
    auto take = [&](const Finding &f) {
        if (ruleId.isEmpty() || f.ruleId == ruleId)
            worst = std::max(worst, int(f.severity));
    };
    const SitemapState &st = d->sitemaps[size_t(s)];
    if (e >= 0 && size_t(e) < st.states.size()) {
        for (const auto *hash : { &st.readEntry, &st.entry }) {
            const auto it = hash->constFind(st.idAt(size_t(e)));
            if (it != hash->cend())
                std::for_each(it->cbegin(), it->cend(), take);
        }
    } else {
        for (const Finding &f : st.readStray)
            if (f.entryIndex == e)
                take(f);
    }
    for (const Finding &f : d->structural)
        if (f.sitemap == s && f.entryIndex == e)
            take(f);
    return worst;
}

QList<Finding> Checker::fileFindings(qint32 s) const
{
    if (s < 0 || size_t(s) >= d->sitemaps.size())
        return {};
    return d->sitemaps[size_t(s)].readFile + d->sitemaps[size_t(s)].file;
}

qsizetype Checker::count(Severity severity) const
{
    return d->counts[int(severity)];
}

Url::Scope Checker::publishScope(qint32 s) const
{
    return s >= 0 && size_t(s) < d->sitemaps.size() ? d->sitemaps[size_t(s)].scope : Url::Scope();
}

bool Checker::isPublishLocationAssumed(qint32 s) const
{
    return s >= 0 && size_t(s) < d->sitemaps.size() && d->sitemaps[size_t(s)].assumed;
}

} // namespace Studio
