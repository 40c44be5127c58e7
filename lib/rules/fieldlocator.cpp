#include "fieldlocator.h"

#include "io/inputsource.h"
#include "io/textdecoder.h"
#include "model/workspace.h"
#include "util/allocator.h"

#include <QFileInfo>

#include <algorithm>
#include <vector>

namespace Studio {

namespace {

// Entries looked back over to tell apart those that start on one line (a file written on a
// single line); past it the entry keeps its own line.
constexpr qsizetype MaxSameLine = 10000;
// One line start kept in so many: the index of a file of 5,000,000 lines takes 160 KB.
constexpr qint64 LinesPerMark = 256;

QByteArrayView localName(QByteArrayView qualified)
{
    const qsizetype colon = qualified.lastIndexOf(':');
    return colon < 0 ? qualified : qualified.sliced(colon + 1);
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
        const qsizetype lt = text.indexOf('<', pos);
        if (lt < 0 || lt + 1 >= size)
            return false;
        const QByteArrayView rest = text.sliced(lt);
        auto skipTo = [&](QByteArrayView end, qsizetype from) {
            const qsizetype found = text.indexOf(end, from);
            pos = found < 0 ? size : found + end.size();
        };
        if (rest.startsWith("<!--")) {
            skipTo("-->", lt + 4);
            continue;
        }
        if (rest.startsWith("<![CDATA[")) {
            skipTo("]]>", lt + 9);
            continue;
        }
        if (text[lt + 1] == '?' || text[lt + 1] == '!') {
            skipTo(">", lt + 2);
            continue;
        }
        const bool closing = text[lt + 1] == '/';
        const qsizetype nameAt = lt + (closing ? 2 : 1);
        qsizetype nameEnd = nameAt;
        while (nameEnd < size && !isSpace(text[nameEnd]) && text[nameEnd] != '>'
               && text[nameEnd] != '/')
            ++nameEnd;
        qsizetype gt = nameEnd;
        char quote = 0;
        for (; gt < size; ++gt) {
            const char c = text[gt];
            if (quote) {
                if (c == quote)
                    quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                break;
            }
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
QString hintOf(const Finding &finding)
{
    const QString &message = finding.message;
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

// The text of a file with the offsets of some of its line starts, so that a line is found
// without counting from the top each time.
struct IndexedText
{
    QByteArray utf8;
    std::vector<qsizetype> marks; // the start of line 1, 1 + LinesPerMark, ...

    explicit IndexedText(QByteArray text)
        : utf8(std::move(text))
    {
        marks.push_back(0);
        qint64 line = 1;
        for (qsizetype at = utf8.indexOf('\n'); at >= 0; at = utf8.indexOf('\n', at + 1))
            if (++line % LinesPerMark == 1)
                marks.push_back(at + 1);
    }

    // Where line `line` (from 1) starts; -1 past the end.
    qsizetype lineStart(qint64 line) const
    {
        const size_t mark = size_t((line - 1) / LinesPerMark);
        if (line <= 0 || mark >= marks.size())
            return -1;
        qsizetype at = marks[mark];
        for (qint64 l = qint64(mark) * LinesPerMark + 1; l < line; ++l) {
            at = utf8.indexOf('\n', at);
            if (at < 0)
                return -1;
            ++at;
        }
        return at;
    }
};

qint64 lineInIndexed(const IndexedText &indexed, qint64 entryLine, qsizetype ordinal,
                     QByteArrayView loc, FindingField field, qint32 item, const QString &hint)
{
    const QByteArrayView text(indexed.utf8);
    const qsizetype lineStart = indexed.lineStart(entryLine);
    if (lineStart < 0)
        return 0;
    const QByteArray hinted = hint.toUtf8();
    const QByteArrayView target
        = field == FindingField::Element ? QByteArrayView(hinted) : elementOf(field);
    const bool isList = field == FindingField::Image || field == FindingField::Video
        || field == FindingField::News || field == FindingField::Alternate;
    if (target.isEmpty() || (isList && item < 0))
        return 0;
    // The entry: the ordinal-th <url> (or <sitemap>) that starts on its line.
    qsizetype pos = lineStart;
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
    QByteArray fileLoc;
    bool hasLoc = false;
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
                const qsizetype textEnd = text.indexOf('<', tag.end);
                if (textEnd > 0) {
                    hasLoc = true;
                    fileLoc = unescaped(text.sliced(tag.end, textEnd - tag.end));
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
    }
    if (found < 0 || (!loc.isEmpty() && hasLoc && fileLoc != loc))
        return 0;
    return entryLine + text.sliced(lineStart, found - lineStart).count('\n');
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
    for (const Finding &f : findings)
        if (f.field != FindingField::None && f.entryIndex >= 0 && f.sitemap >= 0
            && f.sitemap < m_workspace->sitemaps.size() && !m_readSitemaps.contains(f.sitemap))
            bySitemap[f.sitemap].append(&f);
    for (auto it = bySitemap.cbegin(); it != bySitemap.cend(); ++it) {
        m_readSitemaps.insert(it.key(), true);
        const Sitemap &sitemap = m_workspace->sitemaps.at(it.key());
        // Sitemaps only: the entries of a list, a feed or a table are no <url> elements.
        const SourceFormat format = sitemap.source.format;
        if (format != SourceFormat::UrlSet && format != SourceFormat::SitemapIndex)
            continue;
        Job::File file { sitemap.source.location, sitemap.source.archiveEntry, {} };
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
            if (ordinal < MaxSameLine)
                file.fields.append(Job::Field { keyOf(*f), line, ordinal, entry.locUtf8(), f->field,
                                                f->item, hintOf(*f) });
        }
        if (!file.fields.isEmpty())
            job.files.append(std::move(file));
    }
    return job;
}

QHash<quint64, qint64> FieldLocator::run(const Job &job)
{
    QHash<quint64, qint64> lines;
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
        if (file->location.isEmpty() || !QFileInfo(file->location).isFile())
            continue;
        if (file->location != inputLocation) {
            input = InputSource::fromFile(file->location);
            inputLocation = file->location;
        }
        QByteArray text = textOf(input, file->archiveEntry);
        if (text.isEmpty())
            continue;
        const IndexedText indexed(std::move(text));
        for (const Job::Field &f : file->fields)
            lines.insert(
                f.key,
                lineInIndexed(indexed, f.entryLine, f.ordinal, f.loc, f.field, f.item, f.hint));
    }
    // The files' text, read again on this thread, is not kept in its heap.
    releaseFreedMemory();
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
    return lineInIndexed(IndexedText(text.toByteArray()), entryLine, ordinal, loc, field, item,
                         hint);
}

} // namespace Studio
