#include "sitemapsplicer.h"

#include "io/input/inputsource.h"
#include "io/loader.h"
#include "io/writing/sitemapwriter.h"
#include "model/namespaces.h"

#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <optional>

namespace Studio {

namespace {

bool isXmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The run of whitespace that ends at `end`.
QByteArrayView whitespaceBefore(QByteArrayView text, qsizetype end)
{
    qsizetype start = end;
    while (start > 0 && isXmlSpace(text.at(start - 1)))
        --start;
    return text.sliced(start, end - start);
}

Sitemap readBack(const QByteArray &bytes, const QString &location)
{
    InputDocument document;
    document.data = bytes;
    document.storedBytes = bytes.size();
    return Loader::readDocument(std::move(document), location, ReadLimits());
}

// `declared` without the declarations of `extra`.
QList<NamespaceDeclaration> without(QList<NamespaceDeclaration> declared,
                                    const QList<NamespaceDeclaration> &extra)
{
    declared.removeIf([&extra](const NamespaceDeclaration &d) { return extra.contains(d); });
    return declared;
}

// What the file holds besides its entries, compared as the reader gives it; `extra` are
// declarations `a`'s root may have that `b`'s lacks (those the splicer adds).
bool sameRoot(const Sitemap &a, const Sitemap &b, const QList<NamespaceDeclaration> &extra = {})
{
    return a.kind == b.kind
        && (extra.isEmpty() ? a.namespaces : without(a.namespaces, extra)) == b.namespaces
        && a.rootAttributes == b.rootAttributes && a.prolog == b.prolog
        && a.epilogue == b.epilogue;
}

// A declaration of one of the protocol's extensions by its usual prefix, as the splicer adds
// them: one a root may have beyond what the document knows, after an earlier save.
bool isUsualExtensionDeclaration(const NamespaceDeclaration &d)
{
    const Ns ns = Namespaces::classify(d.namespaceUri);
    return (ns == Ns::Image || ns == Ns::Video || ns == Ns::News || ns == Ns::Xhtml)
        && d.prefix == Namespaces::canonicalPrefix(ns) && d.namespaceUri == Namespaces::canonical(ns);
}

// True when `after` has no more findings of any rule than `before`: the bytes kept brought
// their own quirks along (whitespace around a value, say) and nothing new.
bool noNewFindings(const QList<Finding> &before, const QList<Finding> &after)
{
    QHash<QLatin1StringView, qsizetype> counts;
    for (const Finding &f : before)
        ++counts[f.ruleId];
    for (const Finding &f : after)
        if (--counts[f.ruleId] < 0)
            return false;
    return true;
}

// How each entry is written: its original's bytes, those bytes edited, or laid out by the
// writer in the file's indentation (or in the writer's own, the last resort).
enum class Way : quint8 { Kept, Edited, LaidOut, LaidOutPlain };

// How the file lays out an entry over several lines: the line break, the indentation of the
// children and of the end tag, and one level deeper (for an image's fields).
struct EntryStyle
{
    QByteArray newline = "\n";
    QByteArray childIndent = "    ";
    QByteArray closeIndent = "  ";
    QByteArray unit = "  ";
    bool multiline = false; // false: the entry is one line
};

// The style of `entry` (an element's bytes); multiline false when it is one line.
EntryStyle styleOf(QByteArrayView entry, const SitemapSplicer::Layout &layout)
{
    EntryStyle style;
    if (!layout.valid || layout.children.isEmpty())
        return style;
    const QByteArrayView before = whitespaceBefore(entry, layout.children.constFirst().start);
    const qsizetype nl = before.lastIndexOf('\n');
    if (nl < 0)
        return style;
    style.multiline = true;
    style.newline = before.contains('\r') ? "\r\n" : "\n";
    style.childIndent = before.sliced(nl + 1).toByteArray();
    const QByteArrayView close = whitespaceBefore(entry, layout.rootCloseStart);
    const qsizetype closeNl = close.lastIndexOf('\n');
    style.closeIndent = closeNl < 0 ? QByteArray() : close.sliced(closeNl + 1).toByteArray();
    if (style.childIndent.size() > style.closeIndent.size()
        && style.childIndent.startsWith(style.closeIndent))
        style.unit = style.childIndent.sliced(style.closeIndent.size());
    else
        style.unit = style.childIndent.contains('\t') ? "\t" : "  ";
    return style;
}

// Something SitemapWriter laid out at depth 1 ("  <url>\n    <loc>…\n  </url>\n"): its first
// line without indentation, the others in `style` (the writer's two spaces a level become the
// file's). As written when `reindent` is false or `style` is of one line.
void appendInStyle(QByteArray &out, QByteArrayView written, bool reindent,
                   const EntryStyle &style)
{
    qsizetype begin = 0;
    while (begin < written.size() && written.at(begin) == ' ')
        ++begin;
    qsizetype end = written.size();
    while (end > begin && written.at(end - 1) == '\n')
        --end;
    written = written.sliced(begin, end - begin);
    if (!reindent || !style.multiline) {
        out.append(written);
        return;
    }
    qsizetype from = 0;
    while (from <= written.size()) {
        const qsizetype nl = written.indexOf('\n', from);
        const qsizetype lineEnd = nl < 0 ? written.size() : nl;
        QByteArrayView line = written.sliced(from, lineEnd - from);
        if (from > 0) {
            qsizetype spaces = 0;
            while (spaces < line.size() && line.at(spaces) == ' ')
                ++spaces;
            const qsizetype levels = spaces / 2;
            if (levels == 1) {
                out.append(style.closeIndent);
            } else if (levels >= 2) {
                out.append(style.childIndent);
                for (qsizetype l = 2; l < levels; ++l)
                    out.append(style.unit);
            }
            line = line.sliced(levels * 2);
        }
        out.append(line);
        if (nl < 0)
            break;
        out.append(style.newline);
        from = nl + 1;
    }
}

// Writes an edited entry by editing the bytes of the entry it was: each changed value in place,
// a removed field's element and the whitespace before it dropped, a new one after its
// siblings in the entry's own layout. Empty when the edit cannot be made so (unknown elements
// or attributes changed, markup the scan does not follow); the caller lays the entry out anew.
class EntryEditor
{
public:
    EntryEditor(const Sitemap &sitemap)
        : m_pretty(sitemap, WriteOptions { true })
        , m_compact(sitemap, WriteOptions { false })
    {
    }

    std::optional<QByteArray> edit(QByteArrayView entry, const UrlEntry &was,
                                   const UrlEntry &now) const
    {
        const SitemapSplicer::Layout layout = SitemapSplicer::layout(entry);
        if (!layout.valid || layout.children.isEmpty())
            return std::nullopt;
        if (was.foreignAttributes() != now.foreignAttributes()
            || was.foreignElements() != now.foreignElements())
            return std::nullopt;
        for (const char code : { ChildCode::Loc, ChildCode::Lastmod, ChildCode::Changefreq,
                                 ChildCode::Priority })
            if (was.fieldAttributes(code) != now.fieldAttributes(code))
                return std::nullopt;

        Job job(entry, layout);
        job.firstSpace = whitespaceBefore(entry, layout.children.constFirst().start).toByteArray();
        qsizetype foreign = 0;
        for (const SitemapSplicer::Layout::Child &child : layout.children) {
            const char code = codeOf(child.localName);
            job.children[code].append(child);
            foreign += code == ChildCode::Foreign;
        }
        const qsizetype wasForeign = std::count_if(
            was.foreignElements().cbegin(), was.foreignElements().cend(),
            [](const ForeignElement &e) { return !e.isComment() && !e.isText(); });
        if (foreign != wasForeign)
            return std::nullopt;

        QByteArray value;
        // The location, which a bare-text entry holds outside any element.
        if (was.locUtf8() != now.locUtf8()) {
            value.clear();
            SitemapWriter::appendEscapedLocation(value, now);
            if (was.childOrder().contains(ChildCode::BareText)
                || !job.scalar(ChildCode::Loc, was.hasLoc(), now.hasLoc(), "loc", value))
                return std::nullopt;
        } else if (job.children.value(ChildCode::Loc).size() != (was.hasLoc() ? 1 : 0)
                   && !was.childOrder().contains(ChildCode::BareText)) {
            return std::nullopt;
        }
        if (!(was.lastmod() == now.lastmod())) {
            value.clear();
            if (now.lastmod().isNonCanonical())
                SitemapWriter::appendEscaped(value, now.lastmod().toString());
            else
                now.lastmod().appendUtf8(value);
            if (!job.scalar(ChildCode::Lastmod, !was.lastmod().isNull(),
                            !now.lastmod().isNull(), "lastmod", value))
                return std::nullopt;
        }
        if (was.changefreqText() != now.changefreqText()) {
            value.clear();
            SitemapWriter::appendEscaped(value, now.changefreqText());
            if (!job.scalar(ChildCode::Changefreq, was.changefreq() != ChangeFreq::None,
                            now.changefreq() != ChangeFreq::None, "changefreq", value))
                return std::nullopt;
        }
        if (was.hasPriority() != now.hasPriority() || was.priorityText() != now.priorityText()) {
            value.clear();
            if (!now.appendPriorityNumber(value))
                SitemapWriter::appendEscaped(value, now.priorityText());
            if (!job.scalar(ChildCode::Priority, was.hasPriority(), now.hasPriority(), "priority",
                            value))
                return std::nullopt;
        }
        if (!items(job, ChildCode::Alternate, was.alternates(), now.alternates(),
                   [](UrlEntry &e, const Alternate &a) { e.mutableAlternates().append(a); })
            || !items(job, ChildCode::Image, was.images(), now.images(),
                      [](UrlEntry &e, const Image &a) { e.mutableImages().append(a); })
            || !items(job, ChildCode::Video, was.videos(), now.videos(),
                      [](UrlEntry &e, const Video &a) { e.mutableVideos().append(a); })
            || !items(job, ChildCode::News, was.news(), now.news(),
                      [](UrlEntry &e, const News &a) { e.mutableNews().append(a); }))
            return std::nullopt;
        return job.apply();
    }

private:
    // A change of the entry's bytes: [from, to) replaced by `with` (an insertion when equal).
    struct Change
    {
        qsizetype from = 0;
        qsizetype to = 0;
        QByteArray with;
    };

    struct Job
    {
        Job(QByteArrayView entry, const SitemapSplicer::Layout &layout)
            : entry(entry)
            , layout(layout)
            , style(styleOf(entry, layout))
        {
        }

        QByteArrayView entry;
        const SitemapSplicer::Layout &layout;
        EntryStyle style;
        QByteArray firstSpace; // the whitespace before the first child: put before a new one
        QHash<char, QList<SitemapSplicer::Layout::Child>> children;
        QList<Change> changes;

        // Where the content of `child` is: after its start tag, before its end tag; false for
        // an empty element.
        bool contentOf(const SitemapSplicer::Layout::Child &child, qsizetype &from,
                       qsizetype &to) const
        {
            char quote = 0;
            qsizetype k = child.start + 1;
            for (; k < child.end; ++k) {
                const char c = entry.at(k);
                if (quote) {
                    if (c == quote)
                        quote = 0;
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '>') {
                    break;
                }
            }
            if (k >= child.end || entry.at(k - 1) == '/')
                return false;
            from = k + 1;
            to = entry.sliced(0, child.end).lastIndexOf("</");
            return to >= from;
        }

        void remove(const SitemapSplicer::Layout::Child &child)
        {
            changes.append({ child.start - whitespaceBefore(entry, child.start).size(), child.end,
                             {} });
        }

        // Puts `element` (laid out) after the last child that comes before `code` in the
        // default order, with the whitespace the entry has before its first child.
        void insert(char code, const QByteArray &element)
        {
            const auto rank = [](char c) {
                const auto *at = std::find(std::begin(ChildCode::DefaultOrder),
                                           std::end(ChildCode::DefaultOrder), c);
                return at - std::begin(ChildCode::DefaultOrder);
            };
            const qsizetype mine = rank(code);
            qsizetype after = -1;
            for (const SitemapSplicer::Layout::Child &child : layout.children)
                if (rank(codeOf(child.localName)) <= mine)
                    after = std::max(after, child.end);
            if (after < 0) {
                const qsizetype first = layout.children.constFirst().start;
                changes.append({ first, first, element + firstSpace });
            } else {
                changes.append({ after, after, firstSpace + element });
            }
        }

        // A field of one value: changed in place, removed or added.
        bool scalar(char code, bool had, bool has, const char *name, const QByteArray &value)
        {
            const QList<SitemapSplicer::Layout::Child> found = children.value(code);
            if (found.size() != (had ? 1 : 0))
                return false;
            if (had && has) {
                qsizetype from = 0, to = 0;
                if (!contentOf(found.constFirst(), from, to))
                    return false;
                changes.append({ from, to, value });
            } else if (had) {
                remove(found.constFirst());
            } else if (has) {
                insert(code, '<' + QByteArray(name) + '>' + value + "</" + QByteArray(name) + '>');
            }
            return true;
        }

        std::optional<QByteArray> apply()
        {
            std::stable_sort(changes.begin(), changes.end(), [](const Change &a, const Change &b) {
                return a.from < b.from || (a.from == b.from && a.to < b.to);
            });
            QByteArray out;
            out.reserve(entry.size() + 256);
            qsizetype at = 0;
            for (const Change &c : std::as_const(changes)) {
                if (c.from < at)
                    return std::nullopt;
                out.append(entry.sliced(at, c.from - at));
                out.append(c.with);
                at = c.to;
            }
            out.append(entry.sliced(at));
            return out;
        }
    };

    static char codeOf(QByteArrayView localName)
    {
        static constexpr std::pair<QByteArrayView, char> Codes[] = {
            { "loc", ChildCode::Loc },          { "lastmod", ChildCode::Lastmod },
            { "changefreq", ChildCode::Changefreq }, { "priority", ChildCode::Priority },
            { "link", ChildCode::Alternate },   { "image", ChildCode::Image },
            { "video", ChildCode::Video },      { "news", ChildCode::News },
        };
        for (const auto &[name, code] : Codes)
            if (localName == name)
                return code;
        return ChildCode::Foreign;
    }

    // The items of one extension: each changed one laid out anew in its place, those removed
    // dropped, those added put after the last of their kind.
    template<typename Item, typename Add>
    bool items(Job &job, char code, const QList<Item> &was, const QList<Item> &now, Add add) const
    {
        const QList<SitemapSplicer::Layout::Child> found = job.children.value(code);
        if (found.size() != was.size())
            return false;
        if (was == now)
            return true;
        for (qsizetype k = 0; k < std::max(was.size(), now.size()); ++k) {
            if (k < was.size() && k < now.size()) {
                if (!(was.at(k) == now.at(k)))
                    job.changes.append({ found.at(k).start, found.at(k).end,
                                         laidOut(job.style, [&](UrlEntry &e) { add(e, now.at(k)); }) });
            } else if (k < was.size()) {
                job.remove(found.at(k));
            } else {
                job.insert(code, laidOut(job.style, [&](UrlEntry &e) { add(e, now.at(k)); }));
            }
        }
        return true;
    }

    // An entry holding only what `fill` puts in, laid out by the writer in `style`, without
    // the entry's own tags: the item's element(s), the first line without indentation.
    template<typename Fill>
    QByteArray laidOut(const EntryStyle &style, Fill fill) const
    {
        UrlEntry holder;
        fill(holder);
        QByteArray written;
        (style.multiline ? m_pretty : m_compact).appendEntry(written, holder);
        // Between the entry's start tag line and its end tag line.
        const qsizetype open = written.indexOf('>') + 1;
        const qsizetype close = written.lastIndexOf("</");
        QByteArrayView inner = QByteArrayView(written).sliced(open, close - open);
        if (!style.multiline)
            return inner.toByteArray();
        while (!inner.isEmpty() && isXmlSpace(inner.back()))
            inner.chop(1);
        while (!inner.isEmpty() && inner.front() == '\n')
            inner = inner.sliced(1);
        // Lines at the writer's depth 2 and deeper: the entry's child indentation and more.
        QByteArray out;
        qsizetype from = 0;
        while (from <= inner.size()) {
            const qsizetype nl = inner.indexOf('\n', from);
            const qsizetype lineEnd = nl < 0 ? inner.size() : nl;
            QByteArrayView line = inner.sliced(from, lineEnd - from);
            qsizetype spaces = 0;
            while (spaces < line.size() && line.at(spaces) == ' ')
                ++spaces;
            const qsizetype levels = spaces / 2;
            if (from > 0) {
                out.append(style.childIndent);
                for (qsizetype l = 2; l < levels; ++l)
                    out.append(style.unit);
            }
            out.append(line.sliced(levels * 2));
            if (nl < 0)
                break;
            out.append(style.newline);
            from = nl + 1;
        }
        return out;
    }

    SitemapWriter m_pretty;
    SitemapWriter m_compact;
};

// Builds the file from the original's bytes and the writer's, entry by entry.
class Splice
{
public:
    Splice(const Sitemap &sitemap, QByteArrayView original, QByteArray head,
           const SitemapSplicer::Layout &layout, QList<qsizetype> entrySpans,
           QList<PlacedForeignElement> originalForeign, bool prettyEntries)
        : m_sitemap(sitemap)
        , m_original(original)
        , m_head(std::move(head))
        , m_originalForeign(std::move(originalForeign))
        , m_layout(layout)
        , m_spans(std::move(entrySpans))
        , m_writer(sitemap, WriteOptions { prettyEntries })
        , m_compactWriter(sitemap, WriteOptions { false })
        , m_plainWriter(sitemap)
    {
        // The file's own line break and indentation, from the space before its second entry
        // (its first when it has one): a new entry is put where an old one would have been.
        const qsizetype model = m_spans.size() > 1 ? 1 : 0;
        m_separator = whitespaceBefore(original, span(model).start);
        // The layout of its entries' children, from the first entry over several lines.
        m_style.newline = m_separator.contains('\r') ? "\r\n" : "\n";
        const QByteArrayView indent = m_separator.sliced(m_separator.lastIndexOf('\n') + 1);
        m_style.closeIndent = indent.toByteArray();
        m_style.unit = indent.isEmpty() ? "  " : indent.toByteArray();
        m_style.childIndent = m_style.closeIndent + m_style.unit;
        m_style.multiline = prettyEntries;
        for (qsizetype j = 0; j < std::min<qsizetype>(m_spans.size(), 64); ++j) {
            const EntryStyle style = styleOfOriginal(j);
            if (style.multiline) {
                m_style = style;
                break;
            }
        }
    }

    // The original `matches` of each entry (-1 for none), how it is written, and the bytes of
    // the entries written Way::Edited.
    QByteArray build(const QList<qsizetype> &matches, const QList<Way> &ways,
                     const QHash<qsizetype, QByteArray> &edited) const
    {
        const QList<UrlEntry> &entries = m_sitemap.entries;
        const QList<PlacedForeignElement> &foreign = m_sitemap.foreignElements;
        QByteArray out;
        out.reserve(m_original.size() + m_original.size() / 8);
        out.append(m_head);
        qsizetype previous = -1; // the original entry written last; -2 after a new one
        qsizetype placed = 0;
        QByteArray scratch;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const qsizetype j = matches.at(i) >= 0 ? matches.at(i) : -2;
            const Way way = ways.at(i);
            if (j >= 0 && j == previous + 1
                && sameRuns(placedBefore(foreign, i, entries.size()),
                            placedBefore(m_originalForeign, j, m_spans.size()))) {
                // As in the file: the text since the entry before it, unknown elements and
                // comments included, which then stand where they stood.
                const qsizetype from = j == 0 ? m_layout.rootOpenEnd : span(j - 1).end;
                out.append(m_original.sliced(from, span(j).start - from));
                while (placed < foreign.size() && foreign.at(placed).beforeEntry <= i)
                    ++placed;
            } else {
                while (placed < foreign.size() && foreign.at(placed).beforeEntry <= i) {
                    scratch.clear();
                    m_writer.appendRootForeign(scratch, foreign.at(placed++).element);
                    out.append(m_separator);
                    appendInStyle(out, scratch, true, m_style);
                }
                out.append(m_separator);
            }
            if (way == Way::Kept) {
                out.append(m_original.sliced(span(j).start, span(j).end - span(j).start));
            } else if (way == Way::Edited) {
                out.append(edited.value(i));
            } else {
                // In the layout of the entry it replaces, or the file's for a new one.
                const EntryStyle style = j >= 0 ? styleOfOriginal(j) : m_style;
                const SitemapWriter &writer = j < 0 ? m_writer
                    : style.multiline               ? m_plainWriter
                                                    : m_compactWriter;
                scratch.clear();
                const bool plain = way == Way::LaidOutPlain;
                (plain ? m_plainWriter : writer).appendEntry(scratch, entries.at(i));
                appendInStyle(out, scratch, !plain, style);
            }
            previous = j;
        }
        const qsizetype last = m_spans.size() - 1;
        if (previous == last && previous >= 0
            && sameRuns(placedBefore(foreign, entries.size(), entries.size()),
                        placedBefore(m_originalForeign, m_spans.size(), m_spans.size()))) {
            out.append(m_original.sliced(span(last).end));
        } else {
            for (; placed < foreign.size(); ++placed) {
                scratch.clear();
                m_writer.appendRootForeign(scratch, foreign.at(placed).element);
                out.append(m_separator);
                appendInStyle(out, scratch, true, m_style);
            }
            const qsizetype close = m_layout.rootCloseStart;
            out.append(whitespaceBefore(m_original, close));
            out.append(m_original.sliced(close));
        }
        return out;
    }

    QByteArrayView originalEntry(qsizetype j) const
    {
        return m_original.sliced(span(j).start, span(j).end - span(j).start);
    }

private:
    // The unknown elements placed right before entry `entry` of `count`, or after the last
    // entry when `entry` is `count`: a run of `placed`, which is in entry order, found by
    // binary search (a file may have a comment before every entry).
    using Run = std::pair<QList<PlacedForeignElement>::const_iterator,
                          QList<PlacedForeignElement>::const_iterator>;
    static Run placedBefore(const QList<PlacedForeignElement> &placed, qsizetype entry,
                            qsizetype count)
    {
        const auto before = [](const PlacedForeignElement &p, qsizetype e) {
            return p.beforeEntry < e;
        };
        const auto from = std::lower_bound(placed.cbegin(), placed.cend(), entry, before);
        return { from,
                 entry >= count ? placed.cend()
                                : std::lower_bound(from, placed.cend(), entry + 1, before) };
    }
    static bool sameRuns(const Run &a, const Run &b)
    {
        return std::equal(a.first, a.second, b.first, b.second,
                          [](const PlacedForeignElement &x, const PlacedForeignElement &y) {
                              return x.element == y.element;
                          });
    }

    const SitemapSplicer::Layout::Child &span(qsizetype original) const
    {
        return m_layout.children.at(m_spans.at(original));
    }

    EntryStyle styleOfOriginal(qsizetype j) const
    {
        const QByteArrayView entry = originalEntry(j);
        return styleOf(entry, SitemapSplicer::layout(entry));
    }

    const Sitemap &m_sitemap;
    QByteArrayView m_original;
    QByteArray m_head; // the original up to the end of the root start tag, declarations added
    QList<PlacedForeignElement> m_originalForeign; // as the file placed them
    const SitemapSplicer::Layout &m_layout;
    QList<qsizetype> m_spans; // each original entry's child in the layout
    SitemapWriter m_writer; // in the file's style: one line per entry when the file has that
    SitemapWriter m_compactWriter; // one line per entry
    SitemapWriter m_plainWriter; // the writer's own layout
    QByteArrayView m_separator;
    EntryStyle m_style; // the file's entries' layout
};

// The first entry of each location in `entries`, and the next one of the same location:
// built from the last entry back, so that one hash serves.
struct LocIndex
{
    explicit LocIndex(const QList<UrlEntry> &entries)
        : next(entries.size(), -1)
    {
        first.reserve(entries.size());
        for (qsizetype j = entries.size() - 1; j >= 0; --j) {
            const auto it = first.find(entries.at(j).locUtf8());
            if (it == first.end()) {
                first.insert(entries.at(j).locUtf8(), j);
            } else {
                next[j] = it.value();
                it.value() = j;
            }
        }
    }
    QHash<QByteArray, qsizetype> first;
    QList<qsizetype> next;
};

// Equal but for the recorded order of their children: an entry whose file order the writer
// kept for what it had, with a field added since after them, reads back with that field in the
// order too.
bool sameButForOrder(UrlEntry a, UrlEntry b)
{
    a.setChildOrder({});
    b.setChildOrder({});
    return a == b;
}

SitemapSplicer::Result finish(QByteArray bytes, const Sitemap &read)
{
    SitemapSplicer::Result result;
    result.bytes = std::move(bytes);
    result.lines.reserve(read.entries.size());
    for (const UrlEntry &entry : read.entries)
        result.lines.append(entry.sourceLine());
    result.findings = read.findings;
    return result;
}

// `head` (the original up to the end of the root start tag) with `added` declared after the
// start tag's last namespace declaration, in the whitespace that stands before that one;
// empty when the start tag cannot be followed.
QByteArray withDeclarations(QByteArrayView head, const QList<NamespaceDeclaration> &added)
{
    if (added.isEmpty())
        return head.toByteArray();
    // '<' cannot stand in an attribute value: the last one starts the root start tag.
    const qsizetype open = head.lastIndexOf('<');
    if (open < 0)
        return {};
    qsizetype k = open + 1;
    while (k < head.size() && !isXmlSpace(head.at(k)) && head.at(k) != '>' && head.at(k) != '/')
        ++k;
    qsizetype insertAt = k; // after the name, when the tag declares nothing
    QByteArrayView space = " ";
    while (k < head.size()) {
        const qsizetype spaceStart = k;
        while (k < head.size() && isXmlSpace(head.at(k)))
            ++k;
        if (k >= head.size() || head.at(k) == '>' || head.at(k) == '/')
            break;
        const qsizetype nameStart = k;
        while (k < head.size() && head.at(k) != '=' && !isXmlSpace(head.at(k)))
            ++k;
        const QByteArrayView name = head.sliced(nameStart, k - nameStart);
        while (k < head.size() && isXmlSpace(head.at(k)))
            ++k;
        if (k >= head.size() || head.at(k) != '=')
            return {};
        ++k;
        while (k < head.size() && isXmlSpace(head.at(k)))
            ++k;
        if (k >= head.size() || (head.at(k) != '"' && head.at(k) != '\''))
            return {};
        const qsizetype close = head.indexOf(head.at(k), k + 1);
        if (close < 0)
            return {};
        k = close + 1;
        if (name == "xmlns" || name.startsWith("xmlns:")) {
            insertAt = k;
            if (spaceStart < nameStart)
                space = head.sliced(spaceStart, nameStart - spaceStart);
        }
    }
    QByteArray declarations;
    for (const NamespaceDeclaration &d : added) {
        declarations += space;
        declarations += "xmlns:" + d.prefix.toUtf8() + "=\"";
        SitemapWriter::appendEscaped(declarations, d.namespaceUri, true);
        declarations += '"';
    }
    QByteArray out = head.toByteArray();
    out.insert(insertAt, declarations);
    return out;
}

// What a save over the original needs to know before it builds anything.
struct Prepared
{
    SitemapSplicer::WholeRewrite wholeRewrite = SitemapSplicer::WholeRewrite::None;
    Sitemap read; // the original as read
    SitemapSplicer::Layout layout;
    QList<qsizetype> spans; // each original entry's child in the layout
    // Declarations the root has beyond the document's (an earlier save added them), and those
    // this save adds: both absent from the document's namespaces.
    QList<NamespaceDeclaration> tolerated;
    QList<NamespaceDeclaration> added;
    QByteArray head; // the original up to the end of the root start tag, `added` declared
};

Prepared prepare(const Sitemap &sitemap, const QByteArray &original)
{
    using W = SitemapSplicer::WholeRewrite;
    Prepared p;
    if (original.isEmpty()) {
        p.wholeRewrite = W::NoOriginal;
        return p;
    }
    // The file as it is now, read as it was when it was opened. Kept only when it read
    // cleanly as UTF-8: bytes that needed repairs (an unescaped '&', a broken character) are
    // better written anew.
    p.read = readBack(original, sitemap.source.location);
    const Sitemap &read = p.read;
    const bool clean = !read.failed && !read.recovered && !read.cutByLimit
        && read.source.encoding == u"UTF-8" && !read.entries.isEmpty()
        && (read.source.format == SourceFormat::UrlSet
            || read.source.format == SourceFormat::SitemapIndex)
        && std::none_of(read.findings.cbegin(), read.findings.cend(),
                        [](const Finding &f) { return f.severity == Severity::Error; });
    if (!clean) {
        p.wholeRewrite = W::OriginalNotClean;
        return p;
    }
    for (const NamespaceDeclaration &d : read.namespaces)
        if (!sitemap.namespaces.contains(d) && isUsualExtensionDeclaration(d))
            p.tolerated.append(d);
    if (!sameRoot(read, sitemap, p.tolerated)) {
        p.wholeRewrite = W::RootChanged;
        return p;
    }
    // The entries laid out anew name their namespaces by the writer's prefixes, which the
    // root start tag must bind in the same way: an extension's declaration is added to it
    // where the prefix is free.
    const SitemapWriter writer(sitemap);
    for (const NamespaceDeclaration &d : writer.declarations()) {
        if (read.namespaces.contains(d))
            continue;
        const bool taken = std::any_of(
            read.namespaces.cbegin(), read.namespaces.cend(),
            [&d](const NamespaceDeclaration &r) { return r.prefix == d.prefix; });
        if (d.prefix.isEmpty() || taken || !isUsualExtensionDeclaration(d)) {
            p.wholeRewrite = W::NamespaceUnfit;
            return p;
        }
        p.added.append(d);
    }

    p.layout = SitemapSplicer::layout(original);
    if (!p.layout.valid) {
        p.wholeRewrite = W::Unverified;
        return p;
    }
    const QByteArrayView entryName = sitemap.isIndex() ? "sitemap" : "url";
    p.spans.reserve(read.entries.size());
    for (qsizetype c = 0; c < p.layout.children.size(); ++c)
        if (p.layout.children.at(c).localName == entryName)
            p.spans.append(c);
    p.head = withDeclarations(QByteArrayView(original).first(p.layout.rootOpenEnd), p.added);
    if (p.spans.size() != read.entries.size() || p.head.isEmpty())
        p.wholeRewrite = W::Unverified;
    return p;
}

QStringList urisOf(const QList<NamespaceDeclaration> &declarations)
{
    QStringList uris;
    for (const NamespaceDeclaration &d : declarations)
        uris.append(d.namespaceUri);
    return uris;
}

} // namespace

SitemapSplicer::Layout SitemapSplicer::layout(QByteArrayView d)
{
    Layout out;
    const qsizetype n = d.size();
    int depth = 0;
    qsizetype childStart = -1;
    QByteArrayView childName;
    qsizetype i = 0;
    while (true) {
        const qsizetype lt = d.indexOf('<', i);
        if (lt < 0)
            break;
        const QByteArrayView rest = d.sliced(lt);
        // A comment, a CDATA section or a processing instruction: skipped whole.
        static constexpr std::pair<QByteArrayView, QByteArrayView> Skipped[]
            = { { "<!--", "-->" }, { "<![CDATA[", "]]>" }, { "<?", "?>" } };
        const auto skipped = std::find_if(std::begin(Skipped), std::end(Skipped),
                                          [&rest](const auto &s) { return rest.startsWith(s.first); });
        if (skipped != std::end(Skipped)) {
            const qsizetype end = d.indexOf(skipped->second, lt + skipped->first.size());
            if (end < 0)
                return out;
            i = end + skipped->second.size();
            continue;
        }
        qsizetype close = -1;
        // A start tag, an end tag or a declaration: to its '>', past quoted values and a
        // DOCTYPE's internal subset.
        char quote = 0;
        int brackets = 0;
        for (qsizetype k = lt + 1; k < n; ++k) {
            const char c = d.at(k);
            if (quote) {
                if (c == quote)
                    quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '[' && rest.startsWith("<!")) {
                ++brackets;
            } else if (c == ']' && brackets > 0) {
                --brackets;
            } else if (c == '>' && brackets == 0) {
                close = k;
                break;
            }
        }
        if (close < 0)
            return out;
        i = close + 1;
        if (rest.startsWith("<!"))
            continue;
        if (rest.startsWith("</")) {
            --depth;
            if (depth < 0)
                return out;
            if (depth == 1 && childStart >= 0) {
                out.children.append({ childStart, close + 1, childName });
                childStart = -1;
            } else if (depth == 0) {
                out.rootCloseStart = lt;
            }
            continue;
        }
        const bool empty = d.at(close - 1) == '/';
        qsizetype nameEnd = lt + 1;
        while (nameEnd < close && !isXmlSpace(d.at(nameEnd)) && d.at(nameEnd) != '/')
            ++nameEnd;
        QByteArrayView name = d.sliced(lt + 1, nameEnd - lt - 1);
        name = name.sliced(name.lastIndexOf(':') + 1);
        if (depth == 0) {
            if (out.rootOpenEnd >= 0)
                return out; // a second root
            out.rootOpenEnd = close + 1;
            if (empty) {
                out.rootCloseStart = close + 1;
                break;
            }
        } else if (depth == 1) {
            if (empty)
                out.children.append({ lt, close + 1, name });
            else {
                childStart = lt;
                childName = name;
            }
        }
        if (!empty)
            ++depth;
    }
    out.valid = depth == 0 && out.rootOpenEnd >= 0 && out.rootCloseStart >= 0;
    return out;
}

QByteArray SitemapSplicer::originalOf(const Sitemap &sitemap)
{
    const SourceInfo &source = sitemap.source;
    if (source.location.isEmpty() || !source.archiveEntry.isEmpty()
        || source.location.contains(u"://") || !QFileInfo(source.location).isFile())
        return {};
    InputSource input = InputSource::fromFile(source.location);
    if (!input.isReadable() || input.documents().size() != 1)
        return {};
    const InputDocument &document = input.documents().constFirst();
    if (document.incomplete || document.decompressionBomb || document.cutByLimit)
        return {};
    return input.takeData(0);
}

SitemapSplicer::Plan SitemapSplicer::plan(const Sitemap &sitemap, const QByteArray &original)
{
    const Prepared p = prepare(sitemap, original);
    Plan plan;
    plan.wholeRewrite = p.wholeRewrite;
    if (p.wholeRewrite == WholeRewrite::None)
        plan.addedNamespaces = urisOf(p.added);
    return plan;
}

SitemapSplicer::Result SitemapSplicer::write(const Sitemap &sitemap, const QByteArray &original)
{
    const QString &location = sitemap.source.location;
    const auto writeAnew = [&](WholeRewrite why) {
        QByteArray bytes = SitemapWriter(sitemap).write();
        const Sitemap read = readBack(bytes, location);
        Result result = finish(std::move(bytes), read);
        result.readsBack = !read.failed && read.entries.size() == sitemap.entries.size();
        result.wholeRewrite = why;
        return result;
    };
    Prepared prepared = prepare(sitemap, original);
    if (prepared.wholeRewrite != WholeRewrite::None)
        return writeAnew(prepared.wholeRewrite);
    Sitemap &read = prepared.read;
    const QList<NamespaceDeclaration> extra = prepared.tolerated + prepared.added;

    // Each entry's original: the first unused one of the same location that reads the same
    // (kept); then, for the others, the first unused one of the same location, or the unused
    // one after the original of the entry before (edited: a location changed in place).
    const qsizetype count = sitemap.entries.size();
    QList<qsizetype> matches(count, -1);
    QList<Way> ways(count, Way::LaidOut);
    {
        LocIndex index(read.entries);
        QList<bool> used(read.entries.size(), false);
        for (qsizetype i = 0; i < count; ++i) {
            const UrlEntry &entry = sitemap.entries.at(i);
            for (qsizetype j = index.first.value(entry.locUtf8(), -1); j >= 0;
                 j = index.next.at(j)) {
                if (!used.at(j) && read.entries.at(j).sameFieldsAs(entry)) {
                    used[j] = true;
                    matches[i] = j;
                    ways[i] = Way::Kept;
                    break;
                }
            }
        }
        for (qsizetype i = 0; i < count; ++i) {
            if (matches.at(i) >= 0)
                continue;
            for (qsizetype j = index.first.value(sitemap.entries.at(i).locUtf8(), -1); j >= 0;
                 j = index.next.at(j)) {
                if (!used.at(j)) {
                    used[j] = true;
                    matches[i] = j;
                    break;
                }
            }
        }
        qsizetype lastMatch = -1;
        for (qsizetype i = 0; i < count; ++i) {
            if (matches.at(i) >= 0) {
                lastMatch = matches.at(i);
                continue;
            }
            const qsizetype j = lastMatch + 1;
            if (j < read.entries.size() && !used.at(j)) {
                used[j] = true;
                matches[i] = j;
                lastMatch = j;
            }
        }
    }

    const Layout &layout = prepared.layout;
    const Layout::Child &first = layout.children.at(prepared.spans.first());
    const bool prettyEntries
        = QByteArrayView(original).sliced(first.start, first.end - first.start).contains('\n');
    const QList<Finding> originalFindings = read.findings;
    QList<PlacedForeignElement> originalForeign = read.foreignElements;
    const Splice splice(sitemap, original, std::move(prepared.head), layout, prepared.spans,
                        std::move(originalForeign), prettyEntries);

    // The edited entries, as edits of their originals' bytes where that can be done.
    QHash<qsizetype, QByteArray> edited;
    {
        const EntryEditor editor(sitemap);
        for (qsizetype i = 0; i < count; ++i) {
            if (ways.at(i) == Way::Kept || matches.at(i) < 0)
                continue;
            const qsizetype j = matches.at(i);
            std::optional<QByteArray> bytes
                = editor.edit(splice.originalEntry(j), read.entries.at(j), sitemap.entries.at(i));
            if (bytes) {
                edited.insert(i, std::move(*bytes));
                ways[i] = Way::Edited;
            }
        }
    }
    read = Sitemap(); // the original's entries are no longer needed

    // Built, read back and compared; an entry that does not read as itself is laid out anew
    // (by the writer's own layout the second time), and a file that still differs is the
    // writer's.
    for (int attempt = 0; attempt < 4; ++attempt) {
        QByteArray bytes = splice.build(matches, ways, edited);
        const Sitemap back = readBack(bytes, location);
        if (back.failed || back.recovered || back.entries.size() != count
            || !sameRoot(back, sitemap, extra) || back.foreignElements != sitemap.foreignElements
            || !noNewFindings(originalFindings, back.findings))
            break;
        bool same = true;
        for (qsizetype i = 0; i < count; ++i) {
            if (back.entries.at(i) == sitemap.entries.at(i)
                || (ways.at(i) != Way::Kept
                    && sameButForOrder(back.entries.at(i), sitemap.entries.at(i))))
                continue;
            same = false;
            ways[i] = ways.at(i) == Way::Kept || ways.at(i) == Way::Edited ? Way::LaidOut
                                                                            : Way::LaidOutPlain;
        }
        if (!same)
            continue;
        Result result = finish(std::move(bytes), back);
        result.keptEntries = std::count(ways.cbegin(), ways.cend(), Way::Kept);
        result.editedEntries = std::count(ways.cbegin(), ways.cend(), Way::Edited);
        result.keptHeader = true;
        result.readsBack = true;
        result.addedNamespaces = urisOf(prepared.added);
        return result;
    }
    return writeAnew(WholeRewrite::Unverified);
}

} // namespace Studio
