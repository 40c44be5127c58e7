#include "diff.h"

#include "util/url.h"

#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <new>
#include <bit>
#include <limits>
#include <vector>

#if defined(Q_OS_LINUX)
#include <sys/mman.h>
#endif

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The URLs of one side: every entry of every urlset (an index's entries are sitemaps), in
// workspace order, with the hash of its normalised location.
struct Side
{
    std::vector<const UrlEntry *> entries;
    std::vector<quint64> hashes;
    // Where each urlset's entries start among `entries`, to turn a position back into an
    // EntryRef (needed only for the differences).
    std::vector<std::pair<qsizetype, qint32>> starts;

    explicit Side(const Workspace &workspace)
    {
        qsizetype total = 0;
        for (const Sitemap &sitemap : workspace.sitemaps)
            if (!sitemap.isIndex())
                total += sitemap.entries.size();
        entries.reserve(size_t(total));
        for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
            const Sitemap &sitemap = workspace.sitemaps.at(s);
            if (sitemap.isIndex() || sitemap.entries.isEmpty())
                continue;
            starts.emplace_back(qsizetype(entries.size()), s);
            for (const UrlEntry &entry : sitemap.entries)
                entries.push_back(&entry);
        }
        hashes.resize(entries.size());
        hashAll();
    }

    qsizetype size() const { return qsizetype(entries.size()); }

    EntryRef ref(qsizetype i) const
    {
        const auto after = std::upper_bound(
            starts.cbegin(), starts.cend(), i,
            [](qsizetype position, const auto &start) { return position < start.first; });
        const auto &start = *(after - 1);
        return EntryRef { start.second, i - start.first };
    }

private:
    // Hashing is most of the work: large sides are hashed in blocks on the thread pool.
    void hashAll()
    {
        constexpr qsizetype Block = 32768;
        const qsizetype n = size();
        auto hashRange = [this, n](qsizetype first) {
            const qsizetype last = std::min(first + Block, n);
            for (qsizetype i = first; i < last; ++i) {
                const PooledView loc = entries[size_t(i)]->locView();
                hashes[size_t(i)] = Url::normalizedHash(loc);
            }
        };
        if (n <= Block) {
            hashRange(0);
            return;
        }
        std::vector<qsizetype> blocks;
        for (qsizetype first = 0; first < n; first += Block)
            blocks.push_back(first);
        QtConcurrent::blockingMap(blocks, [&hashRange](qsizetype first) { hashRange(first); });
    }
};

inline void prefetch(const void *address)
{
#if defined(__GNUC__)
    __builtin_prefetch(address);
#else
    Q_UNUSED(address);
#endif
}

// One part of the older side's entries by hash: an open-addressing table from a hash to the
// first entry that has it, and a chain through the rest in workspace order. A matched entry
// leaves its chain, so the next occurrence of the same URL meets the next unmatched one first.
//
// Positions are 32-bit and a slot holds its hash and chain together, so that a lookup costs
// one cache line of the table: with a million URLs on each side the time goes into memory
// latency, not into arithmetic. The entries are parted by their hash's top bit, a part to a
// core: an entry can only meet entries of its own part, and the parts share no memory that
// either writes (m_next is the side's, but each part writes only its own entries there).
class OlderIndex
{
public:
    static constexpr int Parts = 2;
    static int partOf(quint64 hash) { return int(hash >> 63); }

    // The entries of `side` in part `part`, in workspace order.
    static std::vector<qint32> entriesOf(const Side &side, int part)
    {
        std::vector<qint32> entries;
        entries.reserve(side.hashes.size() / Parts + 64);
        for (size_t i = 0; i < side.hashes.size(); ++i)
            if (partOf(side.hashes[i]) == part)
                entries.push_back(qint32(i));
        return entries;
    }

    // The index of `entries` (part `part` of `side`); `next` is shared by the parts, one
    // element an entry of the side.
    OlderIndex(const Side &side, const std::vector<qint32> &entries, std::vector<qint32> &next)
        : m_side(side)
        , m_next(next)
    {
        Q_ASSERT(side.entries.size() < size_t(std::numeric_limits<qint32>::max()));
        const size_t capacity = std::bit_ceil(std::max<size_t>(16, entries.size() * 2));
        m_mask = capacity - 1;
        m_slots = makeSlots(capacity);
        // Backwards, each entry pushed in front, so that every chain ends up in order. The
        // slots are asked for a few entries ahead: the table is larger than the caches.
        constexpr size_t Ahead = 16;
        for (size_t k = entries.size(); k-- > 0;) {
            if (k >= Ahead)
                prefetchSlot(side.hashes[size_t(entries[k - Ahead])]);
            const size_t i = size_t(entries[k]);
            m_next[i] = End;
            Slot &slot = m_slots[find(side.hashes[i])];
            if (slot.head == Unused)
                slot.hash = side.hashes[i];
            else
                m_next[i] = slot.head;
            slot.head = qint32(i);
        }
    }

    // Asks the memory for the slot a later lookup of `hash` starts at.
    void prefetchSlot(quint64 hash) const { prefetch(&m_slots[home(hash)]); }

    // Takes the first unmatched older entry with the same normalised URL as `entry`; -1 when
    // there is none. `sameText` tells whether its location is written the same.
    qsizetype take(const UrlEntry &entry, quint64 hash, bool *sameText)
    {
        Slot &slot = m_slots[find(hash)];
        if (slot.head == Unused)
            return -1;
        QByteArray normal; // made only when the text differs (a collision or another spelling)
        qint32 previous = End;
        for (qint32 i = slot.head; i != End; previous = i, i = m_next[size_t(i)]) {
            const UrlEntry &older = *m_side.entries[size_t(i)];
            bool same = older.location() == entry.location();
            *sameText = same;
            if (!same) {
                // 64-bit hashes can collide: confirm on the normalised text.
                if (normal.isNull()) {
                    const PooledView loc = entry.locView();
                    normal = Url::normalized(loc);
                }
                const PooledView loc = older.locView();
                same = Url::normalized(loc) == normal;
            }
            if (!same)
                continue;
            if (previous == End)
                slot.head = m_next[size_t(i)];
            else
                m_next[size_t(previous)] = m_next[size_t(i)];
            m_next[size_t(i)] = Taken;
            return i;
        }
        return -1;
    }

    static bool isTaken(const std::vector<qint32> &next, qsizetype i)
    {
        return next[size_t(i)] == Taken;
    }

private:
    static constexpr qint32 Taken = -3; // in m_next: the entry was matched
    static constexpr qint32 Unused = -2; // a slot no hash has taken
    static constexpr qint32 End = -1; // the end of a chain (also: a chain now empty)

    struct Slot
    {
        quint64 hash = 0;
        qint32 head = Unused; // first entry of the chain, End, or Unused
    };

    // The hash is already well mixed; folding keeps its high bits in play.
    size_t home(quint64 hash) const { return size_t(hash ^ (hash >> 32)) & m_mask; }

    // The slot of `hash`: its own, or the free one it would take (linear probing).
    size_t find(quint64 hash) const
    {
        size_t slot = home(hash);
        while (m_slots[slot].head != Unused && m_slots[slot].hash != hash)
            slot = (slot + 1) & m_mask;
        return slot;
    }

    const Side &m_side;
    size_t m_mask = 0;
    struct FreeSlots
    {
        void operator()(Slot *table) const { std::free(table); }
    };
    // The table in huge pages where the system gives them: a million URLs' table spans 32 MB,
    // and with 4 KiB pages nearly every lookup also missed the TLB.
    static std::unique_ptr<Slot[], FreeSlots> makeSlots(size_t capacity)
    {
        void *memory = nullptr;
#if defined(Q_OS_LINUX) && defined(MADV_HUGEPAGE)
        constexpr size_t HugePage = 2 << 20;
        if (capacity * sizeof(Slot) >= HugePage) {
            const size_t bytes = (capacity * sizeof(Slot) + HugePage - 1) / HugePage * HugePage;
            memory = std::aligned_alloc(HugePage, bytes);
            if (memory)
                ::madvise(memory, bytes, MADV_HUGEPAGE);
        }
#endif
        if (!memory)
            memory = std::malloc(capacity * sizeof(Slot));
        if (!memory)
            throw std::bad_alloc();
        Slot *table = static_cast<Slot *>(memory);
        std::uninitialized_default_construct_n(table, capacity);
        return std::unique_ptr<Slot[], FreeSlots>(table);
    }
    std::unique_ptr<Slot[], FreeSlots> m_slots;
    std::vector<qint32> &m_next;
};

QString locationOf(const Workspace &workspace, const EntryRef &ref)
{
    const Sitemap &sitemap = workspace.sitemaps.at(ref.sitemap);
    return sitemap.source.archiveEntry.isEmpty() ? sitemap.source.location
                                                 : sitemap.source.archiveEntry;
}

const UrlEntry *entryAt(const Workspace &workspace, const EntryRef &ref)
{
    if (ref.entry < 0 || ref.sitemap < 0 || ref.sitemap >= workspace.sitemaps.size())
        return nullptr;
    const Sitemap &sitemap = workspace.sitemaps.at(ref.sitemap);
    return ref.entry < sitemap.entries.size() ? &sitemap.entries.at(ref.entry) : nullptr;
}

// One CSV cell, RFC 4180: quoted when it holds a separator, a quote or a line break.
void appendCsvCell(QByteArray &out, const QString &text)
{
    QByteArray cell = text.toUtf8();
    if (!cell.isEmpty()
        && (cell.front() == '=' || cell.front() == '+' || cell.front() == '-'
            || cell.front() == '@'))
        cell.prepend('\'');
    const bool quote
        = cell.contains(',') || cell.contains('"') || cell.contains('\n') || cell.contains('\r');
    if (!quote) {
        out += cell;
        return;
    }
    out += '"';
    out += cell.replace("\"", "\"\"");
    out += '"';
}

// A JSON string of UTF-8 text; invalid UTF-8 (which a reader should never have let through)
// is replaced, so that the output always parses.
void appendJsonString(QByteArray &out, QByteArrayView utf8)
{
    static constexpr char Hex[] = "0123456789abcdef";
    const bool ascii
        = std::all_of(utf8.begin(), utf8.end(), [](char c) { return uchar(c) < 0x80; });
    QByteArray checked;
    if (!ascii) {
        checked = QString::fromUtf8(utf8).toUtf8();
        utf8 = checked;
    }
    out += '"';
    // Plain runs are copied whole; only quotes, backslashes and control characters are
    // written out one by one.
    qsizetype run = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const char c = utf8[i];
        if (c != '"' && c != '\\' && uchar(c) >= 0x20)
            continue;
        out.append(utf8.data() + run, i - run);
        run = i + 1;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            out += "\\u00";
            out += Hex[uchar(c) >> 4];
            out += Hex[uchar(c) & 0xf];
        }
    }
    out.append(utf8.data() + run, utf8.size() - run);
    out += '"';
}

void appendJsonString(QByteArray &out, const QString &text)
{
    appendJsonString(out, QByteArrayView(text.toUtf8()));
}

void appendJsonStringOrNull(QByteArray &out, const QString &text)
{
    if (text.isEmpty())
        out += "null";
    else
        appendJsonString(out, text);
}

void appendJsonSide(QByteArray &out, const Workspace &workspace, const EntryRef &ref)
{
    const UrlEntry *entry = entryAt(workspace, ref);
    if (!entry) {
        out += "null";
        return;
    }
    out += "{\"loc\":";
    {
        const PooledView loc = entry->locView();
        appendJsonString(out, loc);
    }
    out += ",\"sitemap\":";
    appendJsonString(out, locationOf(workspace, ref));
    out += ",\"entry\":";
    out += QByteArray::number(ref.entry);
    out += ",\"lastmod\":";
    appendJsonStringOrNull(out, entry->lastmod().toString());
    out += ",\"changefreq\":";
    appendJsonStringOrNull(out, entry->changefreqText());
    out += ",\"priority\":";
    appendJsonStringOrNull(out, entry->priorityText());
    out += ",\"images\":" + QByteArray::number(entry->images().size());
    out += ",\"videos\":" + QByteArray::number(entry->videos().size());
    out += ",\"news\":" + QByteArray::number(entry->news().size());
    out += ",\"alternates\":" + QByteArray::number(entry->alternates().size());
    out += '}';
}

constexpr SitemapDiff::Field AllFields[] = {
    SitemapDiff::Loc,    SitemapDiff::Lastmod, SitemapDiff::Changefreq, SitemapDiff::Priority,
    SitemapDiff::Images, SitemapDiff::Videos,  SitemapDiff::News,       SitemapDiff::Alternates,
};

} // namespace

SitemapDiff::Fields SitemapDiff::differences(const UrlEntry &older, const UrlEntry &newer)
{
    Fields fields;
    if (older.location() != newer.location())
        fields |= Loc;
    else if (older == newer)
        return {}; // most entries of two sets: no field needs a look
    if (!(older.lastmod() == newer.lastmod()))
        fields |= Lastmod;
    if (older.changefreq() != newer.changefreq()
        || (older.changefreq() == ChangeFreq::Invalid
            && older.changefreqText() != newer.changefreqText()))
        fields |= Changefreq;
    if (older.hasPriority() != newer.hasPriority()
        || (older.hasPriority() && older.priorityText() != newer.priorityText()))
        fields |= Priority;
    if (older.hasExtras() || newer.hasExtras()) {
        if (older.images() != newer.images())
            fields |= Images;
        if (older.videos() != newer.videos())
            fields |= Videos;
        if (older.news() != newer.news())
            fields |= News;
        if (older.alternates() != newer.alternates())
            fields |= Alternates;
    }
    return fields;
}

SitemapDiff SitemapDiff::compare(const Workspace &older, const Workspace &newer)
{
    SitemapDiff diff;
    const Side oldSide(older);
    const Side newSide(newer);

    // Each part of the older side indexed and matched on a core of its own: for each newer
    // entry, the older one it matches (or -1) and what differs.
    const qsizetype n = newSide.size();
    std::vector<qint32> next(size_t(oldSide.size()));
    std::vector<qint32> match(size_t(n), -1);
    std::vector<Fields> fields(static_cast<size_t>(n));
    auto matchPart = [&](int part) {
        OlderIndex index(oldSide, OlderIndex::entriesOf(oldSide, part), next);
        const std::vector<qint32> mine = OlderIndex::entriesOf(newSide, part);
        // Lookups jump around the table: ask for the slots a few URLs ahead.
        constexpr size_t Ahead = 16;
        for (size_t k = 0; k < std::min(Ahead, mine.size()); ++k)
            index.prefetchSlot(newSide.hashes[size_t(mine[k])]);
        for (size_t k = 0; k < mine.size(); ++k) {
            if (k + Ahead < mine.size())
                index.prefetchSlot(newSide.hashes[size_t(mine[k + Ahead])]);
            const qsizetype j = mine[k];
            const quint64 hash = newSide.hashes[size_t(j)];
            const UrlEntry &entry = *newSide.entries[size_t(j)];
            bool sameText = false;
            const qsizetype i = index.take(entry, hash, &sameText);
            match[size_t(j)] = qint32(i);
            if (i < 0)
                continue;
            // Most entries of two sets are the same: their locations were compared already.
            const UrlEntry &old = *oldSide.entries[size_t(i)];
            if (!sameText || !old.sameFieldsAs(entry))
                fields[size_t(j)] = differences(old, entry);
        }
    };
    const int parts[OlderIndex::Parts] = { 0, 1 };
    if (oldSide.size() + n > 65536)
        QtConcurrent::blockingMap(std::begin(parts), std::end(parts), matchPart);
    else
        std::for_each(std::begin(parts), std::end(parts), matchPart);

    for (qsizetype j = 0; j < n; ++j) {
        const qint32 i = match[size_t(j)];
        if (i < 0) {
            diff.m_items.append(Item { Change::Added, newSide.entries[size_t(j)]->loc(),
                                       EntryRef { 0, -1 }, newSide.ref(j), {} });
            ++diff.m_added;
        } else if (!fields[size_t(j)]) {
            ++diff.m_unchanged;
        } else {
            diff.m_items.append(Item { Change::Changed, newSide.entries[size_t(j)]->loc(),
                                       oldSide.ref(i), newSide.ref(j), fields[size_t(j)] });
            ++diff.m_changed;
        }
    }
    for (qsizetype i = 0; i < oldSide.size(); ++i) {
        if (OlderIndex::isTaken(next, i))
            continue;
        diff.m_items.append(Item { Change::Removed,
                                   oldSide.entries[size_t(i)]->loc(),
                                   oldSide.ref(i),
                                   EntryRef { 0, -1 },
                                   {} });
        ++diff.m_removed;
    }
    return diff;
}

QString SitemapDiff::fieldName(Field field)
{
    switch (field) {
    case Lastmod:
        return u"lastmod"_s;
    case Changefreq:
        return u"changefreq"_s;
    case Priority:
        return u"priority"_s;
    case Images:
        return u"images"_s;
    case Videos:
        return u"videos"_s;
    case News:
        return u"news"_s;
    case Alternates:
        return u"alternates"_s;
    case Loc:
        return u"loc"_s;
    }
    return {};
}

QString SitemapDiff::changeName(Change change)
{
    switch (change) {
    case Change::Added:
        return u"added"_s;
    case Change::Removed:
        return u"removed"_s;
    case Change::Changed:
        return u"changed"_s;
    }
    return {};
}

QStringList SitemapDiff::fieldNames(Fields fields)
{
    QStringList names;
    for (const Field field : AllFields)
        if (fields.testFlag(field))
            names.append(fieldName(field));
    return names;
}

QByteArray SitemapDiff::toCsv(const Workspace &older, const Workspace &newer) const
{
    QByteArray out;
    out.reserve(64 + m_items.size() * 96);
    out += "change,loc,fields,old lastmod,new lastmod\r\n";
    for (const Item &item : m_items) {
        const UrlEntry *o = entryAt(older, item.older);
        const UrlEntry *n = entryAt(newer, item.newer);
        out += changeName(item.change).toLatin1();
        out += ',';
        appendCsvCell(out, item.loc);
        out += ',';
        appendCsvCell(out, fieldNames(item.fields).join(u' '));
        out += ',';
        appendCsvCell(out, o ? o->lastmod().toString() : QString());
        out += ',';
        appendCsvCell(out, n ? n->lastmod().toString() : QString());
        out += "\r\n";
    }
    return out;
}

QByteArray SitemapDiff::toJson(const Workspace &older, const Workspace &newer) const
{
    QByteArray out;
    out.reserve(128 + m_items.size() * 256);
    out += "{\"added\":" + QByteArray::number(m_added);
    out += ",\"removed\":" + QByteArray::number(m_removed);
    out += ",\"changed\":" + QByteArray::number(m_changed);
    out += ",\"unchanged\":" + QByteArray::number(m_unchanged);
    out += ",\"items\":[";
    bool first = true;
    for (const Item &item : m_items) {
        if (!first)
            out += ',';
        first = false;
        out += "{\"change\":";
        appendJsonString(out, changeName(item.change));
        out += ",\"loc\":";
        appendJsonString(out, item.loc);
        out += ",\"fields\":[";
        const QStringList names = fieldNames(item.fields);
        for (qsizetype k = 0; k < names.size(); ++k) {
            if (k > 0)
                out += ',';
            appendJsonString(out, names.at(k));
        }
        out += ']';
        if (item.change != Change::Added) {
            out += ",\"old\":";
            appendJsonSide(out, older, item.older);
        }
        if (item.change != Change::Removed) {
            out += ",\"new\":";
            appendJsonSide(out, newer, item.newer);
        }
        out += '}';
    }
    out += "]}\n";
    return out;
}

} // namespace Studio
