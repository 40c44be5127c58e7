#include "textlistreader.h"

#include "util/bytearraypool.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <cstring>

namespace Studio {

namespace {


bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

QByteArrayView trimmed(QByteArrayView line)
{
    qsizetype begin = 0, end = line.size();
    while (begin < end && isBlank(line[begin]))
        ++begin;
    while (end > begin && isBlank(line[end - 1]))
        --end;
    return line.sliced(begin, end - begin);
}

// Calls `take(line, lineNumber)` for each line of `text`, numbering from `firstLine`; LF, CRLF
// and bare CR end lines. Returns the number of lines.
template<typename Take> qint64 forEachLine(QByteArrayView text, qint64 firstLine, Take take)
{
    const char *p = text.data();
    const char *const end = p + text.size();
    qint64 line = firstLine;
    while (p < end) {
        // memchr for '\n' is the fast path; a CR before it ends a line too.
        const char *lf = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        const char *stop = lf ? lf : end;
        const char *cr = static_cast<const char *>(std::memchr(p, '\r', size_t(stop - p)));
        while (cr && cr + 1 < stop) {
            // A bare CR inside the span: a line of its own.
            take(QByteArrayView(p, cr - p), line++);
            p = cr + 1;
            cr = static_cast<const char *>(std::memchr(p, '\r', size_t(stop - p)));
        }
        const char *lineEnd = (cr && cr + 1 == stop) ? cr : stop;
        if (lineEnd > p || lf || cr)
            take(QByteArrayView(p, lineEnd - p), line++);
        p = lf ? lf + 1 : end;
    }
    return line - firstLine;
}

// What one part of a list gave; lines are relative to the part's first line, since the
// parts are read at the same time and only the join knows where each starts.
struct Part
{
    QByteArrayView text;
    qint64 lines = 0;
    QList<UrlEntry> entries;
    QList<qint64> comments; // lines
};

void readPart(Part &part)
{
    // The locations side by side in shared blocks, as the sitemap reader keeps them: not an
    // allocation or two for each URL.
    FileLocationPool locations;
    part.lines = forEachLine(part.text, 1, [&part, &locations](QByteArrayView raw, qint64 line) {
        const QByteArrayView text = trimmed(raw);
        if (text.isEmpty())
            return;
        if (text.front() == '#') {
            part.comments.append(line);
            return;
        }
        UrlEntry entry;
        entry.setLocation(locations.pool().make(text));
        entry.setSourceLine(quint32(qMin<qint64>(line, std::numeric_limits<quint32>::max())));
        part.entries.append(std::move(entry));
    });
}

Finding commentFinding(qint64 first, qint64 count)
{
    return Finding::make(
        RuleId::ContentSkipped,
        count == 1 ? TextListReader::tr("Line %1 is a comment ('#'); the text format has no comments and a "
                        "search engine reads it as a URL. It was skipped")
                         .arg(first)
                   : TextListReader::tr("Lines %1 to %2 are comments ('#'); the text format has no comments "
                        "and a search engine reads them as URLs. They were skipped")
                         .arg(first)
                         .arg(first + count - 1),
        first, 1);
}

} // namespace

bool TextListReader::looksLikeUrlList(QByteArrayView utf8)
{
    constexpr qsizetype SampleBytes = 64 * 1024;
    constexpr int SampleLines = 200;
    const QByteArrayView sample = utf8.first(qMin(utf8.size(), SampleBytes));
    int lines = 0, urls = 0, others = 0;
    forEachLine(sample, 1, [&](QByteArrayView raw, qint64) {
        if (lines >= SampleLines)
            return;
        const QByteArrayView text = trimmed(raw);
        if (text.isEmpty() || text.front() == '#')
            return;
        ++lines;
        // The first word: a URL with a tab inside is still a (broken) URL line.
        const QByteArrayView word
            = text.first(std::find_if(text.begin(), text.end(), isBlank) - text.begin());
        const bool url = word.contains("://") || word.front() == '/' || word.startsWith("www.");
        (url ? urls : others) += 1;
    });
    return urls > 0 && urls >= others;
}

void TextListReader::read(QByteArrayView utf8, Sitemap &sitemap) const
{
    Pieces pieces;
    readPiece(utf8, sitemap, pieces);
    finish(sitemap, pieces);
}

void TextListReader::readPiece(QByteArrayView utf8, Sitemap &sitemap, Pieces &pieces) const
{
    sitemap.kind = Sitemap::Kind::UrlSet;
    sitemap.source.format = SourceFormat::Text;

    // Parts end after a '\n', so no line (nor a CRLF) is cut; a list with bare CR line ends
    // only stays in one part. A piece of a large list (Loader::openTextInPieces(), just under
    // 8 MiB) is read in four parts on two threads: with 4 MiB parts it stayed in one, on one
    // thread, but for the odd piece a little over 8 MiB.
    constexpr qsizetype MinPartBytes = 2 * 1024 * 1024;
    const int threads
        = m_limits.parallel ? qMax(1, QThreadPool::globalInstance()->maxThreadCount()) : 1;
    const qsizetype partCount = std::clamp<qsizetype>(utf8.size() / MinPartBytes, 1, threads * 2);
    QList<Part> parts;
    qsizetype begin = 0;
    for (qsizetype i = 1; i <= partCount && begin < utf8.size(); ++i) {
        qsizetype end = i == partCount ? utf8.size() : utf8.size() * i / partCount;
        if (end < utf8.size()) {
            const qsizetype lf = utf8.indexOf('\n', qMax(end - 1, begin));
            end = lf < 0 ? utf8.size() : lf + 1;
        }
        if (end <= begin)
            continue;
        Part part;
        part.text = utf8.sliced(begin, end - begin);
        parts.append(part);
        begin = end;
    }
    if (parts.size() == 1)
        readPart(parts.first());
    else
        QtConcurrent::blockingMap(parts, readPart);

    qsizetype total = sitemap.entries.size();
    for (const Part &part : std::as_const(parts))
        total += part.entries.size();
    sitemap.entries.reserve(total);

    // Join the parts: number lines from the list's start, and report each run of comment
    // lines once, also when it crosses a part's end.
    for (Part &part : parts) {
        const qint64 shift = pieces.lines;
        for (const qint64 comment : std::as_const(part.comments)) {
            const qint64 line = comment + shift;
            if (pieces.runCount > 0 && pieces.runStart + pieces.runCount == line) {
                ++pieces.runCount;
            } else {
                finish(sitemap, pieces);
                pieces.runStart = line;
                pieces.runCount = 1;
            }
        }
        for (UrlEntry &entry : part.entries) {
            if (shift > 0)
                entry.setSourceLine(quint32(
                    qMin<qint64>(entry.sourceLine() + shift, std::numeric_limits<quint32>::max())));
            sitemap.entries.append(std::move(entry));
        }
        pieces.lines += part.lines;
    }
}

void TextListReader::finish(Sitemap &sitemap, Pieces &pieces)
{
    if (pieces.runCount > 0)
        sitemap.findings.append(commentFinding(pieces.runStart, pieces.runCount));
    pieces.runCount = 0;
}

} // namespace Studio
