#include "fieldlocator.h"

#include "io/input/inputsource.h"
#include "io/input/readlimits.h"
#include "io/input/textdecoder.h"
#include "model/workspace.h"
#include "util/bytecount.h"

#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cstring>
#include <limits>
#include <vector>

namespace Studio {

namespace {

// Entries looked back over to tell apart those that start on one line (a file written on a
// single line); past it the entry keeps its own line.
constexpr qsizetype MaxSameLine = 10000;
// A text is searched on all cores from this size and this many fields on.
constexpr qsizetype ParallelTextBytes = 4 << 20;
constexpr qsizetype ParallelFields = 1000;
// A gzip file is searched a piece of this size at a time, each field once the text holds
// this much of its entry.
constexpr qsizetype StreamPiece = 256 << 10;
constexpr qsizetype StreamLookahead = 1 << 20;

// Where `c` is in `text` from `from` on; -1 when it is not. memchr itself: a text is scanned
// a few bytes at a time, a call per tag, where QByteArrayView::indexOf's own work would
// outweigh the search.
qsizetype find(QByteArrayView text, char c, qsizetype from)
{
    if (from >= text.size())
        return -1;
    const void *at = std::memchr(text.data() + from, c, size_t(text.size() - from));
    return at ? static_cast<const char *>(at) - text.data() : -1;
}

// Where `c` is in `text` between `from` and `to`; -1 when it is not.
qsizetype findIn(QByteArrayView text, char c, qsizetype from, qsizetype to)
{
    const void *at = std::memchr(text.data() + from, c, size_t(to - from));
    return at ? static_cast<const char *>(at) - text.data() : -1;
}

QByteArrayView localName(QByteArrayView qualified)
{
    for (qsizetype i = qualified.size(); i-- > 0;)
        if (qualified[i] == ':')
            return qualified.sliced(i + 1);
    return qualified;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// A tag of the text: where it starts and ends, its qualified name, and its kind.
struct Tag
{
    qsizetype at = 0;
    qsizetype end = 0; // after its '>'
    QByteArrayView name;
    bool closing = false;
    bool empty = false; // <name/>
};

// The next start or end tag from `pos` on, past comments, CDATA sections, processing
// instructions and declarations; false at the end of the text.
bool nextTag(QByteArrayView text, qsizetype &pos, Tag &tag)
{
    const qsizetype size = text.size();
    while (pos < size) {
        const qsizetype lt = find(text, '<', pos);
        if (lt < 0 || lt + 1 >= size)
            return false;
        auto skipTo = [&](QByteArrayView end, qsizetype from) {
            const qsizetype found = text.indexOf(end, from);
            pos = found < 0 ? size : found + end.size();
        };
        if (text[lt + 1] == '?' || text[lt + 1] == '!') {
            const QByteArrayView rest = text.sliced(lt);
            if (rest.startsWith("<!--"))
                skipTo("-->", lt + 4);
            else if (rest.startsWith("<![CDATA["))
                skipTo("]]>", lt + 9);
            else
                skipTo(">", lt + 2);
            continue;
        }
        const bool closing = text[lt + 1] == '/';
        const qsizetype nameAt = lt + (closing ? 2 : 1);
        qsizetype nameEnd = nameAt;
        while (nameEnd < size && !isSpace(text[nameEnd]) && text[nameEnd] != '>'
               && text[nameEnd] != '/')
            ++nameEnd;
        // The tag's end: the first '>' outside quoted attribute values. The bytes between
        // values are few (a name, '=', a space) and taken one by one; a value is skipped
        // whole. Most tags have no attribute, and a search each for '>', '"' and '\'' cost
        // more than the tag.
        qsizetype gt = nameEnd;
        while (gt < size && text[gt] != '>') {
            const char c = text[gt];
            if (c == '"' || c == '\'') {
                gt = find(text, c, gt + 1);
                if (gt < 0)
                    return false;
            }
            ++gt;
        }
        if (gt >= size)
            return false;
        tag.at = lt;
        tag.end = gt + 1;
        tag.name = text.sliced(nameAt, nameEnd - nameAt);
        tag.closing = closing;
        tag.empty = !closing && text[gt - 1] == '/';
        pos = gt + 1;
        return true;
    }
    return false;
}

// "https://a/?x=1&amp;y=2" as it reads: the five predefined entities replaced.
QByteArray unescaped(QByteArrayView text)
{
    QByteArray out = text.trimmed().toByteArray();
    if (!out.contains('&'))
        return out;
    out.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'");
    return out.replace("&amp;", "&");
}

// The child element a field stands for, by local name.
QByteArrayView elementOf(FindingField field)
{
    switch (field) {
    case FindingField::Loc:
        return "loc";
    case FindingField::Lastmod:
        return "lastmod";
    case FindingField::Changefreq:
        return "changefreq";
    case FindingField::Priority:
        return "priority";
    case FindingField::Image:
        return "image";
    case FindingField::Video:
        return "video";
    case FindingField::News:
        return "news";
    case FindingField::Alternate:
        return "link";
    case FindingField::None:
    case FindingField::Element:
        break;
    }
    return {};
}

// The element a finding's message names ("Image 1 <image:loc> ...": "image:loc"); empty when
// it names none.
QString hintIn(const QString &message)
{
    for (qsizetype lt = message.indexOf(u'<'); lt >= 0; lt = message.indexOf(u'<', lt + 1)) {
        const qsizetype gt = message.indexOf(u'>', lt + 1);
        if (gt < 0)
            break;
        const QStringView name = QStringView(message).sliced(lt + 1, gt - lt - 1);
        const bool isName = !name.isEmpty() && name.front().isLetter()
            && std::all_of(name.cbegin(), name.cend(), [](QChar c) {
                   return c.isLetterOrNumber() || c == u':' || c == u'_' || c == u'-' || c == u'.';
               });
        if (isName)
            return name.toString();
    }
    return {};
}

// The same for a finding.
QString hintOf(const Finding &finding)
{
    const QString &message = finding.message;
    // Findings share their message where it names nothing of its own (one text for every URL
    // that lacks its self link): the last message's answer is kept. The copy holds the
    // message's data, so no other text can come to lie where it did.
    thread_local struct
    {
        QString message;
        QString hint;
    } last;
    if (!message.isEmpty() && message.constData() == last.message.constData()
        && message.size() == last.message.size())
        return last.hint;
    last = { message, hintIn(message) };
    return last.hint;
}

// Where line `line` (from 1) starts in `text`, counting from line `from` at `at`; -1 past
// the end.
qsizetype lineStart(QByteArrayView text, qint64 line, qint64 from = 1, qsizetype at = 0)
{
    for (; from < line; ++from) {
        at = find(text, '\n', at);
        if (at < 0)
            return -1;
        ++at;
    }
    return line > 0 ? at : -1;
}

// FieldLocator::lineIn() with the start of line `entryLine` known: `entryStart`.
qint64 lineFrom(QByteArrayView text, qsizetype entryStart, qint64 entryLine, qsizetype ordinal,
                QByteArrayView loc, FindingField field, qint32 item, const QString &hint)
{
    if (entryStart < 0)
        return 0;
    const QByteArray hinted = hint.toUtf8();
    const QByteArrayView target
        = field == FindingField::Element ? QByteArrayView(hinted) : elementOf(field);
    const bool isList = field == FindingField::Image || field == FindingField::Video
        || field == FindingField::News || field == FindingField::Alternate;
    if (target.isEmpty())
        return 0;
    // A finding about a whole list ("lists 2 language alternates but not itself") is shown
    // where the list starts: at its first item.
    if (isList && item < 0)
        item = 0;
    // The entry: the ordinal-th <url> (or <sitemap>) that starts on its line.
    qsizetype pos = entryStart;
    Tag tag;
    for (qsizetype seen = 0;;) {
        if (!nextTag(text, pos, tag))
            return 0;
        if (tag.closing)
            continue;
        const QByteArrayView name = localName(tag.name);
        if (name == "url" || name == "sitemap") {
            if (seen++ == ordinal)
                break;
        }
    }
    if (tag.empty)
        return 0;
    // Its children, then those of the item chosen.
    qsizetype found = -1;
    qsizetype itemAt = -1; // the item's start, while inside it
    qint32 items = 0;
    int depth = 0;
    bool hasLoc = false;
    bool sameLoc = false;
    while (nextTag(text, pos, tag)) {
        if (tag.closing) {
            if (depth == 0)
                break; // the entry's end
            if (--depth == 0 && itemAt >= 0) {
                found = itemAt; // no element of the hint in the item: the item itself
                itemAt = -1;
            }
            continue;
        }
        const QByteArrayView name = localName(tag.name);
        if (depth == 0) {
            if (name == "loc" && !tag.empty) {
                const qsizetype textEnd = find(text, '<', tag.end);
                if (textEnd > 0) {
                    const QByteArrayView written = text.sliced(tag.end, textEnd - tag.end).trimmed();
                    hasLoc = true;
                    sameLoc = written.contains('&') ? unescaped(written) == loc : written == loc;
                }
            }
            if (found < 0) {
                const bool matches = field == FindingField::Element
                    ? tag.name == target || name == localName(target)
                    : name == target;
                if (matches && !isList) {
                    found = tag.at;
                } else if (matches && items++ == item) {
                    if (hint.isEmpty() || tag.empty)
                        found = tag.at;
                    else
                        itemAt = tag.at;
                }
            }
        } else if (depth == 1 && itemAt >= 0 && name == localName(QByteArrayView(hinted))) {
            found = tag.at;
            itemAt = -1;
        }
        if (!tag.empty)
            ++depth;
        if (found >= 0 && (hasLoc || loc.isEmpty()))
            break; // the rest of the entry cannot change the answer
    }
    if (found < 0 || (!loc.isEmpty() && hasLoc && !sameLoc))
        return 0;
    return entryLine + countByte(text.sliced(entryStart, found - entryStart), '\n');
}

// `fields` in the order of their entries in the file.
std::vector<const FieldLocator::Job::Field *>
inEntryOrder(const QList<FieldLocator::Job::Field> &fields)
{
    using Field = FieldLocator::Job::Field;
    std::vector<const Field *> order;
    order.reserve(size_t(fields.size()));
    for (const Field &f : fields)
        order.push_back(&f);
    const auto before = [](const Field *a, const Field *b) {
        return a->entryLine < b->entryLine;
    };
    if (!std::is_sorted(order.begin(), order.end(), before)) // as the findings came, mostly
        std::stable_sort(order.begin(), order.end(), before);
    return order;
}

// The lines of `fields` in `text`, added to `lines`. The fields are taken in the order of
// their entries, so that the text is passed over once; a large text is cut into ranges at
// line feeds, whose lines are counted, then searched, on all cores.
void locateIn(QByteArrayView text, const FieldLocator::Job::File &file,
              QHash<quint64, qint64> &lines)
{
    using Field = FieldLocator::Job::Field;
    const QList<Field> &fields = file.fields;
    const std::vector<const Field *> order = inEntryOrder(fields);

    struct Range
    {
        qsizetype begin = 0;
        qsizetype end = 0;
        qint64 firstLine = 1;
        std::vector<const Field *> fields;
        std::vector<std::pair<quint64, qint64>> found;
    };
    const bool large = text.size() >= ParallelTextBytes && fields.size() >= ParallelFields;
    const int parts = large ? qMax(1, QThread::idealThreadCount()) : 1;
    std::vector<Range> ranges(static_cast<size_t>(parts));
    for (int i = 0; i < parts; ++i) {
        qsizetype cut = text.size() * (i + 1) / parts;
        const qsizetype lineFeed = i + 1 < parts ? find(text, '\n', cut) : -1;
        cut = lineFeed < 0 ? text.size() : lineFeed + 1;
        ranges[size_t(i)].begin = i == 0 ? 0 : ranges[size_t(i - 1)].end;
        ranges[size_t(i)].end = qMax(cut, ranges[size_t(i)].begin);
    }
    auto forEachRange = [&](auto work) {
        if (parts == 1)
            work(ranges.front());
        else
            QtConcurrent::blockingMap(ranges, work);
    };
    if (parts > 1) {
        forEachRange([text, &file](Range &r) {
            r.firstLine = countByte(text.sliced(r.begin, r.end - r.begin), '\n');
        });
        qint64 line = 1;
        for (Range &r : ranges)
            line += std::exchange(r.firstLine, line);
    }
    // Each range takes the fields whose entries start before the next range that has text
    // (one past the last line feed of a text that does not end in one has none).
    size_t next = 0;
    for (size_t i = 0; i < ranges.size(); ++i) {
        if (ranges[i].begin == ranges[i].end)
            continue;
        qint64 until = std::numeric_limits<qint64>::max();
        for (size_t j = i + 1; j < ranges.size(); ++j) {
            if (ranges[j].begin < ranges[j].end) {
                until = ranges[j].firstLine;
                break;
            }
        }
        for (; next < order.size() && order[next]->entryLine < until; ++next)
            ranges[i].fields.push_back(order[next]);
    }
    forEachRange([text, &file](Range &r) {
        qint64 line = r.firstLine;
        qsizetype at = r.begin;
        r.found.reserve(r.fields.size());
        for (const Field *f : r.fields) {
            if (at >= 0 && line < f->entryLine) {
                at = lineStart(text, f->entryLine, line, at);
                line = f->entryLine;
            }
            r.found.emplace_back(f->key,
                                 lineFrom(text, at, f->entryLine, f->ordinal, file.locOf(*f),
                                          f->field, f->item, f->hint));
        }
    });
    for (const Range &r : ranges)
        for (const auto &[key, line] : r.found)
            lines.insert(key, line);
}

// The lines of `fields` in the gzip file `path`, found as it is inflated a piece at a time,
// with only the text from the entry being searched on kept: a document of 10 MB costs a
// megabyte or two, not its whole text. False, with nothing added, when the text is not UTF-8
// as it is stored (a byte sequence that is not UTF-8, a declared encoding) or has lone CRs,
// which the decoder turns into line feeds: the decoder must see it whole then. A field more
// than StreamLookahead bytes past the start of its entry's line keeps the entry's line (they
// differ only in files of very long lines); a file of one line is kept whole. A file that
// does not inflate to its end gives the fields its text holds.
bool locateInGzip(const FieldLocator::Job::File &job, QHash<quint64, qint64> &lines)
{
    QFile file(job.location);
    if (!file.open(QIODevice::ReadOnly) || !file.peek(2).startsWith("\x1f\x8b"))
        return false;
    const QByteArray compressed = file.readAll();
    using Field = FieldLocator::Job::Field;
    const std::vector<const Field *> order = inEntryOrder(job.fields);

    QByteArray window; // the text from the line of `at` on
    window.reserve(StreamLookahead + 4 * StreamPiece);
    qsizetype at = 0; // where line `line` starts in `window`
    qint64 line = 1;
    size_t next = 0;
    std::vector<std::pair<quint64, qint64>> found;
    found.reserve(order.size());
    bool usable = true;
    bool first = true;
    qsizetype checked = 0; // the text before this has no lone CR and is valid UTF-8
    // Finds what the text so far allows; at the end, all that is left.
    auto search = [&](bool end) {
        for (; next < order.size(); ++next) {
            const Field &f = *order[next];
            while (line < f.entryLine) {
                const qsizetype lineFeed = find(window, '\n', at);
                if (lineFeed < 0) {
                    if (!end)
                        return;
                    at = -1; // past the end: the rest are not found
                    break;
                }
                at = lineFeed + 1;
                ++line;
            }
            if (!end && window.size() - at < StreamLookahead)
                return; // the entry may go on past the text so far
            found.emplace_back(f.key,
                               lineFrom(window, at, f.entryLine, f.ordinal, job.locOf(f), f.field,
                                        f.item, f.hint));
        }
    };
    InputSource::gunzip(
        compressed, ReadLimits().maxBytes, StreamPiece, [&](QByteArrayView piece) {
            if (first) {
                first = false;
                const DecodedText start = TextDecoder::decode(
                    piece.first(qMin<qsizetype>(piece.size(), 1024)).toByteArray());
                usable = !start.failed && start.encoding == u"UTF-8";
            }
            if (!usable)
                return false;
            // What is behind the search is dropped when the piece would not fit.
            if (at > 0 && window.size() + piece.size() > window.capacity()) {
                window.remove(0, at);
                checked -= at;
                at = 0;
            }
            window.append(piece);
            // A CR is lone unless a line feed follows it, and a character may go on in the
            // next piece: what ends the piece is judged with the next one.
            qsizetype until = window.size();
            if (window.endsWith('\r'))
                --until;
            for (qsizetype back = 1; back <= 3 && until - back >= checked; ++back) {
                const auto c = quint8(window[until - back]);
                if ((c & 0xC0) == 0x80)
                    continue; // a continuation byte: look further back for its lead
                const int length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
                if (length > back)
                    until -= back; // the character is not complete yet
                break;
            }
            const QByteArrayView fresh = QByteArrayView(window).sliced(checked, until - checked);
            if (TextDecoder::firstInvalidUtf8(fresh) >= 0) {
                usable = false;
                return false;
            }
            for (qsizetype cr = findIn(window, '\r', checked, until); cr >= 0;
                 cr = findIn(window, '\r', cr + 1, until)) {
                if (window[cr + 1] != '\n') {
                    usable = false;
                    return false;
                }
            }
            checked = until;
            search(false);
            return next < order.size();
        });
    if (!usable)
        return false;
    search(true);
    for (const auto &[key, fieldLine] : found)
        lines.insert(key, fieldLine);
    return true;
}

// The text of the document `archiveEntry` (or the only one) of `input`, as UTF-8. Its bytes
// are handed to the decoder, which then does not copy them (each document is read once).
QByteArray textOf(InputSource &input, const QString &archiveEntry)
{
    for (qsizetype i = 0; i < input.documents().size(); ++i)
        if (archiveEntry.isEmpty() || input.documents().at(i).name == archiveEntry)
            return TextDecoder::decode(input.takeData(i)).utf8;
    return {};
}

} // namespace

FieldLocator::FieldLocator(const Workspace *workspace)
    : m_workspace(workspace)
{
}

void FieldLocator::reset(const Workspace *workspace)
{
    m_workspace = workspace;
    m_lines.clear();
    m_readSitemaps.clear();
}

quint64 FieldLocator::keyOf(const Finding &finding)
{
    // sitemap (16 bits), entry (32), field (4), item (12): what tells two fields apart; the
    // element a message names is added by a hash of its own.
    const quint64 key = (quint64(quint16(finding.sitemap)) << 48)
        ^ (quint64(quint32(finding.entryIndex)) << 16) ^ (quint64(finding.field) << 12)
        ^ quint64(quint16(finding.item) & 0xfff);
    return key ^ (quint64(qHash(hintOf(finding))) * 0x9e3779b97f4a7c15ULL);
}

void FieldLocator::locate(const QList<Finding> &findings)
{
    take(run(plan(findings)));
}

FieldLocator::Job FieldLocator::plan(const QList<Finding> &findings)
{
    Job job;
    if (!m_workspace)
        return job;
    QHash<qint32, QList<const Finding *>> bySitemap;
    QList<const Finding *> *last = nullptr; // the list of the finding before: mostly the same
    qint32 lastSitemap = -1;
    for (const Finding &f : findings) {
        if (f.field != FindingField::None && f.entryIndex >= 0 && f.sitemap >= 0
            && f.sitemap < m_workspace->sitemaps.size() && !m_readSitemaps.contains(f.sitemap)) {
            if (!last || f.sitemap != lastSitemap) {
                last = &bySitemap[f.sitemap];
                lastSitemap = f.sitemap;
            }
            last->append(&f);
        }
    }
    for (auto it = bySitemap.cbegin(); it != bySitemap.cend(); ++it) {
        m_readSitemaps.insert(it.key(), true);
        const Sitemap &sitemap = m_workspace->sitemaps.at(it.key());
        // Sitemaps only: the entries of a list, a feed or a table are no <url> elements.
        const SourceFormat format = sitemap.source.format;
        if (format != SourceFormat::UrlSet && format != SourceFormat::SitemapIndex)
            continue;
        Job::File file {
            sitemap.source.location, sitemap.source.archiveEntry, {}, sitemap.text, {}
        };
        // The locations are copied once their total is known: an append each took longer
        // than the rest of planning a field.
        std::vector<PooledBytes::Parts> locs;
        qsizetype locBytes = 0;
        for (const Finding *f : it.value()) {
            if (f->entryIndex >= sitemap.entries.size())
                continue;
            const UrlEntry &entry = sitemap.entries.at(f->entryIndex);
            const qint64 line = entry.sourceLine();
            if (line <= 0)
                continue;
            qsizetype ordinal = 0;
            for (qsizetype e = f->entryIndex;
                 e > 0 && sitemap.entries.at(e - 1).sourceLine() == line && ordinal < MaxSameLine;
                 --e)
                ++ordinal;
            if (ordinal < MaxSameLine) {
                const PooledBytes::Parts loc = entry.location().parts();
                locs.push_back(loc);
                file.fields.append(Job::Field { keyOf(*f), line, ordinal, locBytes, loc.size(),
                                                f->field, f->item, hintOf(*f) });
                locBytes += loc.size();
            }
        }
        file.locs.resize(locBytes);
        char *to = file.locs.data();
        for (const PooledBytes::Parts &loc : locs) {
            if (!loc.head.isEmpty())
                to = std::copy(loc.head.begin(), loc.head.end(), to);
            to = std::copy(loc.tail.begin(), loc.tail.end(), to);
        }
        if (!file.fields.isEmpty())
            job.files.append(std::move(file));
    }
    return job;
}

QHash<quint64, qint64> FieldLocator::run(const Job &job)
{
    QHash<quint64, qint64> lines;
    qsizetype fieldCount = 0;
    for (const Job::File &file : job.files)
        fieldCount += file.fields.size();
    lines.reserve(fieldCount);
    // A bundle's sitemaps one after the other, read from one opening of the bundle.
    QList<const Job::File *> files;
    for (const Job::File &file : job.files)
        files.append(&file);
    std::stable_sort(files.begin(), files.end(), [](const Job::File *a, const Job::File *b) {
        return a->location < b->location;
    });
    InputSource input;
    QString inputLocation;
    for (const Job::File *file : std::as_const(files)) {
        if (!file->text.isEmpty()) {
            locateIn(file->text, *file, lines);
            continue;
        }
        if (file->location.isEmpty() || !QFileInfo(file->location).isFile())
            continue;
        if (file->archiveEntry.isEmpty() && locateInGzip(*file, lines))
            continue;
        // Read, not mapped: a mapped file cut short by another program meanwhile would crash
        // the reader at the first page past its new end.
        if (file->location != inputLocation) {
            input = InputSource::fromFile(file->location);
            inputLocation = file->location;
        }
        const QByteArray text = textOf(input, file->archiveEntry);
        if (!text.isEmpty())
            locateIn(text, *file, lines);
    }
    // The text read again is not left in the heap: a gzip file's window and any whole text
    // are blocks of their own, which glibc hands back when freed (blocks above 128 KiB, see
    // tuneAllocator()).
    return lines;
}

void FieldLocator::take(const QHash<quint64, qint64> &lines)
{
    m_lines.insert(lines);
}

qint64 FieldLocator::lineOf(const Finding &finding) const
{
    if (finding.field == FindingField::None || finding.entryIndex < 0)
        return finding.line;
    const qint64 line = m_lines.value(keyOf(finding), 0);
    return line > 0 ? line : finding.line;
}

qint64 FieldLocator::lineIn(QByteArrayView text, qint64 entryLine, qsizetype ordinal,
                            QByteArrayView loc, FindingField field, qint32 item,
                            const QString &hint)
{
    return lineFrom(text, lineStart(text, entryLine), entryLine, ordinal, loc, field, item, hint);
}

} // namespace Studio
