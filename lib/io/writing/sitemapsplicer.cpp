#include "sitemapsplicer.h"

#include "io/input/inputsource.h"
#include "io/loader.h"
#include "io/writing/sitemapwriter.h"

#include <QFileInfo>
#include <QHash>

#include <algorithm>

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

// What the file holds besides its entries, compared as the reader gives it.
bool sameRoot(const Sitemap &a, const Sitemap &b)
{
    return a.kind == b.kind && a.namespaces == b.namespaces && a.rootAttributes == b.rootAttributes
        && a.prolog == b.prolog && a.epilogue == b.epilogue;
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

// How each entry is written.
enum class Way : quint8 { Kept, LaidOut, LaidOutPlain };

// Builds the file from the original's bytes and the writer's, entry by entry.
class Splice
{
public:
    Splice(const Sitemap &sitemap, QByteArrayView original, const SitemapSplicer::Layout &layout,
           QList<qsizetype> entrySpans, QList<PlacedForeignElement> originalForeign,
           bool prettyEntries)
        : m_sitemap(sitemap)
        , m_original(original)
        , m_originalForeign(std::move(originalForeign))
        , m_layout(layout)
        , m_spans(std::move(entrySpans))
        , m_writer(sitemap, WriteOptions { prettyEntries })
        , m_plainWriter(sitemap)
    {
        // The file's own line break and indentation, from the space before its second entry
        // (its first when it has one): a new entry is put where an old one would have been.
        const qsizetype model = m_spans.size() > 1 ? 1 : 0;
        m_separator = whitespaceBefore(original, span(model).start);
        m_newline = m_separator.contains('\r') ? QByteArrayView("\r\n") : QByteArrayView("\n");
        m_indent = m_separator.sliced(m_separator.lastIndexOf('\n') + 1);
    }

    // The original entry `original` of each entry (-1 for none) and how it is written.
    QByteArray build(const QList<qsizetype> &matches, const QList<Way> &ways) const
    {
        const QList<UrlEntry> &entries = m_sitemap.entries;
        const QList<PlacedForeignElement> &foreign = m_sitemap.foreignElements;
        QByteArray out;
        out.reserve(m_original.size() + m_original.size() / 8);
        out.append(m_original.first(m_layout.rootOpenEnd));
        qsizetype previous = -1; // the original entry written last; -2 after a new one
        qsizetype placed = 0;
        QByteArray scratch;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const qsizetype j = ways.at(i) == Way::Kept ? matches.at(i) : -2;
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
                    appendLaidOut(out, scratch, true);
                }
                if (j >= 0)
                    out.append(m_separator);
            }
            if (j >= 0) {
                out.append(m_original.sliced(span(j).start, span(j).end - span(j).start));
            } else {
                scratch.clear();
                const bool plain = ways.at(i) == Way::LaidOutPlain;
                (plain ? m_plainWriter : m_writer).appendEntry(scratch, entries.at(i));
                appendLaidOut(out, scratch, !plain);
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
                appendLaidOut(out, scratch, true);
            }
            const qsizetype close = m_layout.rootCloseStart;
            out.append(whitespaceBefore(m_original, close));
            out.append(m_original.sliced(close));
        }
        return out;
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

    // Something SitemapWriter laid out at depth 1 ("  <url>\n    <loc>…\n  </url>\n"), put
    // after the separator with the file's line breaks and indentation; the writer's own
    // layout as it is when `reindent` is false.
    void appendLaidOut(QByteArray &out, QByteArrayView written, bool reindent) const
    {
        qsizetype begin = 0;
        while (begin < written.size() && written.at(begin) == ' ')
            ++begin;
        qsizetype end = written.size();
        while (end > begin && written.at(end - 1) == '\n')
            --end;
        written = written.sliced(begin, end - begin);
        out.append(m_separator);
        if (!reindent || (m_newline == "\n" && m_indent == "  ")) {
            out.append(written);
            return;
        }
        // Each following line: the writer's two spaces per level become the file's unit.
        const QByteArrayView inner = m_indent.isEmpty() ? QByteArrayView("  ") : m_indent;
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
                if (levels > 0) {
                    out.append(m_indent);
                    for (qsizetype l = 1; l < levels; ++l)
                        out.append(inner);
                    line = line.sliced(levels * 2);
                }
            }
            out.append(line);
            if (nl < 0)
                break;
            out.append(m_newline);
            from = nl + 1;
        }
    }

    const Sitemap &m_sitemap;
    QByteArrayView m_original;
    QList<PlacedForeignElement> m_originalForeign; // as the file placed them
    const SitemapSplicer::Layout &m_layout;
    QList<qsizetype> m_spans; // each original entry's child in the layout
    SitemapWriter m_writer; // in the file's style: one line per entry when the file has that
    SitemapWriter m_plainWriter; // the writer's own layout
    QByteArrayView m_separator;
    QByteArrayView m_newline;
    QByteArrayView m_indent;
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

SitemapSplicer::Result SitemapSplicer::write(const Sitemap &sitemap, const QByteArray &original)
{
    const QString &location = sitemap.source.location;
    const auto writeAnew = [&] {
        QByteArray bytes = SitemapWriter(sitemap).write();
        const Sitemap read = readBack(bytes, location);
        Result result = finish(std::move(bytes), read);
        result.readsBack = !read.failed && read.entries.size() == sitemap.entries.size();
        return result;
    };
    if (original.isEmpty())
        return writeAnew();

    // The file as it is now, read as it was when it was opened. Kept only when it read
    // cleanly as UTF-8: bytes that needed repairs (an unescaped '&', a broken character) are
    // better written anew.
    Sitemap read = readBack(original, location);
    const bool clean = !read.failed && !read.recovered && !read.cutByLimit
        && read.source.encoding == u"UTF-8" && !read.entries.isEmpty()
        && (read.source.format == SourceFormat::UrlSet
            || read.source.format == SourceFormat::SitemapIndex)
        && std::none_of(read.findings.cbegin(), read.findings.cend(),
                        [](const Finding &f) { return f.severity == Severity::Error; });
    if (!clean || !sameRoot(read, sitemap))
        return writeAnew();
    // The entries laid out anew name their namespaces by the writer's prefixes, which the
    // root start tag kept must bind in the same way.
    const SitemapWriter writer(sitemap);
    for (const NamespaceDeclaration &d : writer.declarations())
        if (!read.namespaces.contains(d))
            return writeAnew();

    const Layout layout = SitemapSplicer::layout(original);
    if (!layout.valid)
        return writeAnew();
    const QByteArrayView entryName = sitemap.isIndex() ? "sitemap" : "url";
    QList<qsizetype> spans;
    spans.reserve(read.entries.size());
    for (qsizetype c = 0; c < layout.children.size(); ++c)
        if (layout.children.at(c).localName == entryName)
            spans.append(c);
    if (spans.size() != read.entries.size())
        return writeAnew();

    // Each entry's original: the first unused one of the same location that reads the same.
    QList<qsizetype> matches(sitemap.entries.size(), -1);
    QList<Way> ways(sitemap.entries.size(), Way::LaidOut);
    {
        LocIndex index(read.entries);
        QList<bool> used(read.entries.size(), false);
        for (qsizetype i = 0; i < sitemap.entries.size(); ++i) {
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
    }
    const QList<Finding> originalFindings = read.findings;
    QList<PlacedForeignElement> originalForeign = read.foreignElements;
    read = Sitemap(); // the original's entries are no longer needed

    const Layout::Child &first = layout.children.at(spans.first());
    const bool prettyEntries
        = QByteArrayView(original).sliced(first.start, first.end - first.start).contains('\n');
    const Splice splice(sitemap, original, layout, spans, std::move(originalForeign),
                        prettyEntries);

    // Built, read back and compared; an entry that does not read as itself is laid out anew
    // (by the writer's own layout the second time), and a file that still differs is the
    // writer's.
    for (int attempt = 0; attempt < 3; ++attempt) {
        QByteArray bytes = splice.build(matches, ways);
        const Sitemap back = readBack(bytes, location);
        if (back.failed || back.recovered || back.entries.size() != sitemap.entries.size()
            || !sameRoot(back, sitemap) || back.foreignElements != sitemap.foreignElements
            || !noNewFindings(originalFindings, back.findings))
            break;
        bool same = true;
        for (qsizetype i = 0; i < sitemap.entries.size(); ++i) {
            if (back.entries.at(i) == sitemap.entries.at(i)
                || (ways.at(i) != Way::Kept
                    && sameButForOrder(back.entries.at(i), sitemap.entries.at(i))))
                continue;
            same = false;
            ways[i] = ways.at(i) == Way::Kept ? Way::LaidOut : Way::LaidOutPlain;
        }
        if (!same)
            continue;
        Result result = finish(std::move(bytes), back);
        result.keptEntries = std::count(ways.cbegin(), ways.cend(), Way::Kept);
        result.keptHeader = true;
        result.readsBack = true;
        return result;
    }
    return writeAnew();
}

} // namespace Studio
