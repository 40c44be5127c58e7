#include "loader.h"

#include "io/input/textdecoder.h"
#include "io/input/xmlprescan.h"
#include "io/readers/csvreader.h"
#include "io/readers/documentreader.h"
#include "io/readers/robotstxt.h"
#include "io/readers/textlistreader.h"
#include "util/allocator.h"
#include "util/reusedbuffer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSet>
#include <QThreadPool>
#include <QUrl>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <deque>
#include <optional>

namespace Studio {

using namespace Qt::StringLiterals;

namespace {

// Whether the text of `document` is kept (LoadOptions::keepTextBytes): a document not stored
// compressed, while what is left of the budget holds it.
bool keepsText(const InputDocument &document, std::atomic<qint64> &budget)
{
    if (document.compression != Compression::None)
        return false;
    const qint64 bytes = document.data.size();
    qint64 left = budget.load();
    do {
        if (left < bytes)
            return false;
    } while (!budget.compare_exchange_weak(left, left - bytes));
    return true;
}

// A child's key on disk: the file it resolves to, so that entries naming the same file (the
// same URL listed twice, or through a link) read it once.
QString fileKey(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

// The rules of a robots.txt that was read as `root`. Readers fill a Sitemap, which has no place
// for them, so the document's text is parsed again here: a robots.txt is small.
// Whether `bytes` start as XML does: '<' after a byte order mark and white space, in UTF-8 or
// in UTF-16 (with a byte order mark, or without one when the text starts with '<').
bool startsWithMarkup(QByteArrayView bytes)
{
    const auto isSpace = [](char16_t c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    if (bytes.startsWith(QByteArrayView("<\0", 2)) || bytes.startsWith(QByteArrayView("\0<", 2)))
        return true;
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        const bool littleEndian = bytes.front() == '\xFF';
        for (qsizetype i = 2; i + 1 < bytes.size(); i += 2) {
            const char16_t low = quint8(bytes[littleEndian ? i : i + 1]);
            const char16_t high = quint8(bytes[littleEndian ? i + 1 : i]);
            const char16_t c = char16_t(high << 8 | low);
            if (!isSpace(c))
                return c == u'<';
        }
        return false;
    }
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes = bytes.sliced(3);
    for (const char c : bytes)
        if (!isSpace(char16_t(quint8(c))))
            return c == '<';
    return false;
}

std::shared_ptr<const RobotsTxt> robotsOf(const InputSource &input, const Sitemap &root)
{
    for (const InputDocument &document : input.documents()) {
        if (document.name != root.source.archiveEntry)
            continue;
        auto robots = std::make_shared<RobotsTxt>(
            RobotsTxt::parse(TextDecoder::decode(document.data).utf8));
        const QString location = input.location();
        if (location.startsWith(u"http://", Qt::CaseInsensitive)
            || location.startsWith(u"https://", Qt::CaseInsensitive))
            robots->setLocation(QUrl(location));
        return robots;
    }
    return nullptr;
}

} // namespace

Sitemap Loader::readDocument(InputDocument document, const QString &location,
                             const ReadLimits &limits, bool keepText)
{
    Sitemap sitemap;
    sitemap.source.location = location;
    sitemap.source.archiveEntry = document.name;
    sitemap.source.compression = document.compression;
    sitemap.source.bytes = document.storedBytes;
    sitemap.source.uncompressedBytes = document.data.size();
    sitemap.findings = document.findings;
    sitemap.recovered = document.incomplete;
    sitemap.cutByLimit = document.cutByLimit;

    if (document.data.isEmpty()) {
        sitemap.failed = true;
        sitemap.findings.append(Finding::make(
            RuleId::ParsingError,
            document.compression == Compression::None
                ? tr("The file is empty (0 bytes); a sitemap needs at least a root element")
                : tr("The compressed data holds an empty document (0 bytes); a sitemap needs at "
                     "least a root element")));
        return sitemap;
    }

    // A gzip stream that expands beyond the cap at a ratio no sitemap reaches is a
    // decompression bomb: its content is not worth parsing (the finding says why).
    if (document.decompressionBomb) {
        sitemap.failed = true;
        return sitemap;
    }
    const bool onlyWhitespace
        = std::all_of(document.data.cbegin(), document.data.cend(),
                      [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; });
    if (onlyWhitespace) {
        sitemap.failed = true;
        sitemap.findings.append(Finding::make(
            RuleId::ParsingError,
            tr("The file holds only whitespace; a sitemap needs at least a root element")));
        return sitemap;
    }

    DecodedText text = TextDecoder::decode(std::move(document.data));
    sitemap.source.encoding = text.encoding;
    sitemap.findings.append(text.findings);
    if (text.failed) {
        sitemap.failed = true;
        return sitemap;
    }
    if (keepText)
        sitemap.text = text.utf8; // shared: the reader only reads it

    XmlPrescan prescan = XmlPrescan::scan(text.utf8);
    if (!prescan.blanked.isEmpty()) {
        // Declarations no sitemap needs and the parser must not see: blanked out, reported,
        // and the rest read.
        sitemap.findings.append(prescan.ignored);
        XmlPrescan::blankOut(text.utf8, prescan.blanked);
        prescan = XmlPrescan::scan(text.utf8);
    }
    sitemap.source.format = prescan.format;
    if (prescan.unsafe) {
        sitemap.failed = true;
        sitemap.findings.append(*prescan.unsafe);
        return sitemap;
    }
    if (const DocumentReader *reader = DocumentReaders::find(text.utf8, prescan)) {
        reader->read(text.utf8, prescan, sitemap, limits);
        sitemap.recovered = sitemap.recovered || document.incomplete;
        if (limits.countEntries && !sitemap.isIndex() && !sitemap.entries.isEmpty()) {
            // A reader that cannot count as it reads (the XML parser's path, lists, feeds):
            // counted here.
            for (const UrlEntry &entry : std::as_const(sitemap.entries))
                sitemap.counted.add(entry);
            sitemap.entries = QList<UrlEntry>();
        }
        // Read: the array takes the thread's next file (kept only when nothing shares it).
        ReusedBuffer::giveBack(std::move(text.utf8));
        return sitemap;
    }
    // No reader takes it: say what it is.
    if (!prescan.isXml) {
        sitemap.failed = true;
        sitemap.findings.append(Finding::make(
            RuleId::UnsupportedFormat,
            tr("The file is plain text, not an XML sitemap: it does not start with '<'")));
        return sitemap;
    }
    if (prescan.rootStart < 0) {
        sitemap.failed = true;
        sitemap.findings.append(
            Finding::make(RuleId::ParsingError, tr("The file has no root element")));
        return sitemap;
    }
    {
        sitemap.failed = true;
        qint64 line = 0, column = 0;
        TextDecoder::lineColumnAt(text.utf8, prescan.rootStart, &line, &column);
        sitemap.findings.append(Finding::make(
            RuleId::UnsupportedFormat,
            tr("The file is %1, not a sitemap: the root element is <%2>, where <urlset> or "
               "<sitemapindex> was expected")
                .arg(XmlPrescan::describeRoot(prescan.rootLocalName), prescan.rootQualifiedName),
            line, column));
    }
    return sitemap;
}

Sitemap Loader::readChild(const QString &path, const ReadLimits &limits,
                          const std::function<bool(const InputDocument &)> &keepText)
{
    InputSource input = InputSource::fromFile(path, limits);
    if (input.documents().isEmpty()) {
        Sitemap failed;
        failed.source.location = path;
        failed.failed = true;
        failed.findings = input.findings();
        return failed;
    }
    InputDocument document = input.takeDocuments().takeFirst();
    const bool keep = keepText && keepText(document);
    return readDocument(std::move(document), path, limits, keep);
}

QString Loader::childFileName(const QString &loc)
{
    const QUrl url(loc, QUrl::TolerantMode);
    QString name = url.isValid() ? url.fileName(QUrl::FullyDecoded) : QString();
    if (name.isEmpty()) {
        const qsizetype slash = loc.lastIndexOf(u'/');
        name = loc.mid(slash + 1);
    }
    // Only a plain file name may be looked up beside the index.
    if (name.isEmpty() || name == u"." || name == u".." || name.contains(u'/')
        || name.contains(u'\\') || name.contains(QChar(0)))
        return {};
    return name;
}

Workspace Loader::fromInput(InputSource &input, const LoadOptions &options,
                            const QString &folder)
{
    std::atomic<qint64> textBudget = options.keepTextBytes;
    Workspace workspace;
    for (const Finding &finding : input.findings())
        workspace.findings.append(finding);
    for (qsizetype i = 0; i < input.documents().size(); ++i) {
        InputDocument document = input.documents().at(i);
        // An XML document's bytes go to its reader, which then need not copy them (33 MB for
        // a large sitemap); the others stay with the input, where robotsOf() reads a
        // robots.txt again for its rules.
        if (startsWithMarkup(document.data))
            document.data = input.takeData(i);
        const bool keepText = keepsText(document, textBudget);
        workspace.sitemaps.append(
            readDocument(std::move(document), input.location(), options.limits, keepText));
    }
    if (workspace.sitemaps.isEmpty()) {
        // Nothing readable at all: a failed sitemap carries the reason, so that every front
        // end has one place to look.
        Sitemap failed;
        failed.source.location = input.location();
        failed.source.compression = input.compression();
        failed.source.bytes = input.storedBytes();
        failed.failed = true;
        failed.findings = workspace.findings;
        if (failed.findings.isEmpty())
            failed.findings.append(
                Finding::make(RuleId::ReadError, tr("The input holds no document")));
        workspace.findings.clear();
        workspace.sitemaps.append(std::move(failed));
        return workspace;
    }
    // An index goes first; in a bundle it names its siblings.
    const auto index = std::find_if(workspace.sitemaps.begin(), workspace.sitemaps.end(),
                                    [](const Sitemap &s) { return s.isIndex() && !s.failed; });
    if (index != workspace.sitemaps.end() && index != workspace.sitemaps.begin())
        std::rotate(workspace.sitemaps.begin(), index, index + 1);
    // A robots.txt: its rules go to the workspace, for the checker to report the URLs they
    // block. Its Sitemap lines are an index's entries: the sitemaps they name are read from
    // beside it like an index's children.
    if (workspace.sitemaps.first().source.format == SourceFormat::Robots
        && !workspace.sitemaps.first().failed)
        workspace.robots = robotsOf(input, workspace.sitemaps.first());
    if (!workspace.sitemaps.first().isIndex() || workspace.sitemaps.first().failed
        || !options.loadChildren)
        return workspace;

    QHash<QString, qsizetype> readKeys;
    if (!input.location().isEmpty())
        readKeys.insert(fileKey(input.location()), -1);
    const qsizetype fromBundle = workspace.sitemaps.size();
    loadChildren(workspace, 0, folder, fromBundle, options, readKeys, textBudget);
    // A child that is an index is followed to its sitemaps, level by level in the order the
    // links were made, so that every URL is seen: a robots.txt is no index in the protocol's
    // sense, and an index listed by an index is one Google does not read, which the checker
    // reports on the listing entry (SM110). Each file is read once (readKeys), so a chain ends.
    QSet<qsizetype> followed; // a bundled index two links name is followed once
    for (qsizetype l = 0; l < workspace.children.size(); ++l) {
        const Workspace::ChildLink link = workspace.children.at(l);
        // A robots.txt an index lists is no sitemap: read, not followed.
        if (link.sitemap <= 0 || !workspace.sitemaps.at(link.sitemap).isIndex()
            || workspace.sitemaps.at(link.sitemap).failed
            || workspace.sitemaps.at(link.sitemap).source.format == SourceFormat::Robots
            || followed.contains(link.sitemap))
            continue;
        followed.insert(link.sitemap);
        if (options.progress && options.progress->isCancelled())
            break;
        const QString indexFolder = link.sitemap < fromBundle
            ? folder
            : QFileInfo(link.resolvedLocation).absolutePath();
        loadChildren(workspace, link.sitemap, indexFolder, fromBundle, options, readKeys,
                     textBudget);
    }
    return workspace;
}

void Loader::loadChildren(Workspace &workspace, qsizetype parent, const QString &folder,
                          qsizetype fromBundle, const LoadOptions &options,
                          QHash<QString, qsizetype> &readKeys, std::atomic<qint64> &textBudget)
{
    // Children: entries of the bundle first, then files beside the index on disk. (The
    // index's entries are copied: appending children to `sitemaps` moves it.)
    const QList<UrlEntry> indexEntries = workspace.sitemaps.at(parent).entries;
    const qsizetype parentLink = [&] {
        for (qsizetype l = 0; l < workspace.children.size(); ++l)
            if (workspace.children.at(l).sitemap == parent)
                return l;
        return qsizetype(-1);
    }();
    const qsizetype firstLink = workspace.children.size();
    struct Plan
    {
        qsizetype bundled = -1; // position in sitemaps of a bundle entry
        QString path; // the file beside the index, when no bundle entry
        QString key;
        qsizetype repeatOf = -1; // the link that reads the same file
        bool loop = false; // the index itself or an ancestor
        bool read = false;
    };
    QList<Plan> plans(indexEntries.size());
    QList<qsizetype> toRead;
    for (qsizetype i = 0; i < indexEntries.size(); ++i) {
        Plan &plan = plans[i];
        const QString name = childFileName(indexEntries.at(i).loc());
        if (name.isEmpty())
            continue;
        for (qsizetype s = 1; s < fromBundle; ++s) {
            const QString entryName = workspace.sitemaps.at(s).source.archiveEntry;
            if (!entryName.isEmpty() && QFileInfo(entryName).fileName() == name) {
                plan.bundled = s;
                plan.key = u"bundle:"_s + entryName;
                break;
            }
        }
        if (plan.bundled < 0) {
            if (folder.isEmpty())
                continue;
            plan.path = QDir(folder).filePath(name);
            if (!QFileInfo(plan.path).isFile())
                continue;
            plan.key = fileKey(plan.path);
        }
        const auto seen = readKeys.constFind(plan.key);
        if (seen != readKeys.constEnd()) {
            plan.loop = *seen < 0 || *seen == parentLink;
            plan.repeatOf = plan.loop ? -1 : *seen;
            continue;
        }
        readKeys.insert(plan.key, firstLink + i);
        if (plan.bundled < 0) {
            plan.read = true;
            toRead.append(i);
        }
    }

    LoadProgress *progress = options.progress;
    if (progress)
        progress->setFilesTotal(progress->filesTotal() + int(toRead.size()));
    // Children are read in parallel, each on one thread: the pool is shared and a reader
    // that splits its document would wait on threads its siblings hold.
    ReadLimits childLimits = options.limits;
    childLimits.parallel = false;
    childLimits.countEntries
        = options.countChildEntries && !options.keepChildEntries && !options.childInOrder;
    const auto readChild = [&plans, &options, &textBudget, childLimits, progress](qsizetype i) {
            const QString &path = plans.at(i).path;
            if (progress && progress->isCancelled()) {
                Sitemap skipped;
                skipped.source.location = path;
                skipped.failed = true;
                return skipped;
            }
            const auto done = qScopeGuard([progress] {
                if (progress)
                    progress->fileDone();
            });
            Sitemap child
                = Loader::readChild(path, childLimits, [&](const InputDocument &document) {
                      return options.keepChildEntries && keepsText(document, textBudget);
                  });
            if (options.childRead)
                options.childRead(child);
            if (!options.childInOrder && !options.keepChildEntries && !child.isIndex())
                child.entries = {};
            return child;
        };
    if (options.streamingStarts && !toRead.isEmpty())
        options.streamingStarts();
    QList<Sitemap> children;
    if (!options.childInOrder) {
        children = QtConcurrent::blockingMapped<QList<Sitemap>>(toRead, readChild);
    } else {
        // Read a few files ahead, each handed on in order as soon as it and those before it
        // are read, while the next are read: in batches, the threads would wait for each
        // batch's slowest file and then for the handing on of all its files (an export's
        // writing of them), with the next batch not yet begun. One fewer ahead than a batch
        // held: the memory of as many files as before, the one handed on included.
        const qsizetype ahead = qMax(3, 2 * QThreadPool::globalInstance()->maxThreadCount() - 1);
        children.reserve(toRead.size());
        std::deque<QFuture<Sitemap>> reading;
        qsizetype next = 0;
        while (next < toRead.size() || !reading.empty()) {
            while (next < toRead.size() && qsizetype(reading.size()) < ahead)
                reading.push_back(QtConcurrent::run(readChild, toRead.at(next++)));
            Sitemap child = reading.front().takeResult();
            reading.pop_front();
            // Appended below in this order, after the files already listed.
            options.childInOrder(workspace.sitemaps.size() + children.size(), child);
            if (!options.keepChildEntries && !child.isIndex())
                child.entries = {};
            children.append(std::move(child));
        }
    }

    // Findings about the opened file's entries are the workspace's; about a followed index's
    // entries, that index's own.
    auto report = [&workspace, &indexEntries, parent](QLatin1StringView rule,
                                                      const QString &message, qsizetype entry) {
        Finding f = Finding::make(rule, message, indexEntries.at(entry).sourceLine());
        f.entryIndex = entry;
        if (parent == 0) {
            workspace.findings.append(f);
        } else {
            f.field = FindingField::Loc;
            workspace.sitemaps[parent].findings.append(f);
        }
    };
    const bool fromRobots = workspace.sitemaps.at(parent).source.format == SourceFormat::Robots;
    qsizetype next = 0;
    for (qsizetype i = 0; i < indexEntries.size(); ++i) {
        const Plan &plan = plans.at(i);
        Workspace::ChildLink link;
        link.parent = parent;
        link.indexEntry = i;
        link.resolvedLocation = plan.bundled >= 0
            ? workspace.sitemaps.at(plan.bundled).source.archiveEntry
            : plan.path;
        if (plan.loop) {
            link.loop = true;
            report(RuleId::IndexLoop,
                   tr("%1 names the index itself or one that lists it; it is not read again")
                       .arg(indexEntries.at(i).loc()),
                   i);
        } else if (plan.repeatOf >= 0) {
            // The same sitemap listed again: read once. The checker reports the repeated
            // entry as a duplicate.
            link.repeatOf = plan.repeatOf;
        } else if (plan.bundled >= 0) {
            link.sitemap = plan.bundled;
        } else if (plan.read) {
            link.sitemap = workspace.sitemaps.size();
            workspace.sitemaps.append(children.at(next++));
        }
        if (link.sitemap > 0 && !fromRobots && workspace.sitemaps.at(link.sitemap).isIndex()
            && !workspace.sitemaps.at(link.sitemap).failed) {
            report(RuleId::NestedIndex,
                   nestedIndexMessage(indexEntries.at(i).loc()), i);
        } else if (link.sitemap < 0 && !link.loop && link.repeatOf < 0) {
            // A robots.txt names sitemaps on its site; finding none of them beside it on
            // disk is the rule, not a problem.
            if (!fromRobots)
                report(RuleId::ChildSitemapMissing,
                       link.resolvedLocation.isEmpty()
                           ? tr("The index entry %1 names no file that could be looked up")
                                 .arg(indexEntries.at(i).loc())
                           : tr("The child sitemap %1 was not found at %2")
                                 .arg(indexEntries.at(i).loc(), link.resolvedLocation),
                       i);
        }
        workspace.children.append(link);
    }
}

QString Loader::nestedIndexMessage(const QString &loc)
{
    return tr("%1 is itself a sitemap index; an index may list sitemaps only, and Google reads "
              "neither it nor the sitemaps it lists")
        .arg(loc);
}

void Loader::noteLimits(Workspace &workspace, const InputSource &input, const ReadLimits &limits)
{
    if (input.cutByLimit())
        workspace.limitsReached.append(
            tr("Entries of the bundle %1 were left out at the reading limit of %2 bytes per "
               "file")
                .arg(input.location())
                .arg(limits.maxBytes));
    for (const Sitemap &sitemap : std::as_const(workspace.sitemaps))
        if (sitemap.cutByLimit)
            workspace.limitsReached.append(
                tr("%1 was read only up to the reading limit of %2 bytes; the rest of it is "
                   "missing")
                    .arg(sitemap.source.archiveEntry.isEmpty() ? sitemap.source.location
                                                               : sitemap.source.archiveEntry)
                    .arg(limits.maxBytes));
}

bool Loader::openTextInPieces(const QString &path, const LoadOptions &options,
                              Workspace *workspace)
{
    // Large enough that the parts of a piece keep both cores busy, small enough to hold a few.
    constexpr qint64 PieceBytes = 8 * 1024 * 1024;
    if (!options.textPieces || options.limits.capLocalFiles)
        return false;
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly) || file.size() <= PieceBytes)
        return false;
    // The pieces' arrays are the thread's own, used again piece after piece (ReusedBuffer),
    // not a new 9 MiB mapping each whose pages are faulted in anew: a third of the time of
    // `stats` on a list.
    constexpr qsizetype BufferBytes = PieceBytes + (1 << 20);
    QByteArray buffer = ReusedBuffer::take(BufferBytes);
    buffer.resize(PieceBytes);
    buffer.resize(qMax<qint64>(file.read(buffer.data(), PieceBytes), 0));
    // The first piece decides as the whole file would be decided: plain UTF-8 (a byte order
    // mark at most), no XML, and the text list's reader the one that takes it, or with
    // LoadOptions::tablesInPieces the table's.
    const bool byteOrderMark = buffer.startsWith("\xEF\xBB\xBF");
    bool markPending = byteOrderMark;
    std::optional<CsvMapping> table; // for a table, its columns
    if (buffer.size() < PieceBytes || buffer.startsWith("\x1f\x8b") || buffer.startsWith("PK")
        || buffer.startsWith("\xFF\xFE") || buffer.startsWith("\xFE\xFF"))
        return false;
    {
        const qsizetype lf = buffer.lastIndexOf('\n');
        if (lf < 0)
            return false;
        QByteArray probe = buffer.first(lf + 1);
        if (byteOrderMark)
            probe.remove(0, 3);
        if (TextDecoder::firstInvalidUtf8(probe) >= 0)
            return false;
        TextDecoder::normaliseLoneCarriageReturns(probe);
        const XmlPrescan prescan = XmlPrescan::scan(probe);
        const DocumentReader *reader = DocumentReaders::find(probe, prescan);
        if (prescan.isXml || !reader)
            return false;
        if (reader->formatName() == u"csv" && options.tablesInPieces)
            table = CsvReader::detect(probe); // from its first 64 KiB, as for the whole file
        else if (reader->formatName() != u"text")
            return false;
    }

    if (options.streamingStarts)
        options.streamingStarts();
    Sitemap list;
    list.source.location = path;
    list.source.encoding = QStringLiteral("UTF-8");
    QList<Finding> decoding; // listed before the reader's, as decode() gives them
    const TextListReader reader(options.limits);
    TextListReader::Pieces pieces;
    qint64 rawStart = 0; // of the piece, in the file
    int pieceCount = 0;
    qint64 tableLines = 0; // the lines of a table's rows handed on
    // A piece as long as this at least: more when a table's row did not end in the last one.
    qint64 pieceBytes = PieceBytes;
    bool atEnd = false;
    while (!(options.progress && options.progress->isCancelled())) {
        // A piece ends after a line end; the last one where the file does. (The file is not
        // compared before and after as InputSource does: what was handed on is gone.)
        qsizetype end = -1;
        while (true) {
            const qsizetype lf = buffer.lastIndexOf('\n');
            if (buffer.size() >= pieceBytes && lf >= 0) {
                end = lf + 1;
                break;
            }
            // Read straight into the buffer: no second copy of a piece.
            const qsizetype had = buffer.size();
            buffer.resize(had + qMax<qint64>(pieceBytes - had, 1 << 20));
            const qint64 got = file.read(buffer.data() + had, buffer.size() - had);
            buffer.resize(had + qMax<qint64>(got, 0));
            if (got <= 0) {
                end = buffer.size();
                atEnd = true;
                break;
            }
        }
        if (file.error() != QFileDevice::NoError) {
            list.findings.append(Finding::make(
                RuleId::ReadError, tr("Cannot read %1: %2").arg(path, file.errorString())));
            break;
        }
        if (end <= 0)
            break;
        // The piece is the buffer itself; what follows its last line starts the next one.
        QByteArray piece = std::exchange(buffer, ReusedBuffer::take(BufferBytes));
        buffer.append(QByteArrayView(piece).sliced(end));
        piece.truncate(end);
        // decode() names offsets in the file, the byte order mark counted.
        qsizetype raw = end; // of the file, in the piece
        if (markPending) {
            markPending = false;
            piece.remove(0, 3);
            rawStart += 3;
            raw -= 3;
        }
        const qint64 textOffset = rawStart;
        if (const qsizetype invalid = TextDecoder::firstInvalidUtf8(piece); invalid >= 0) {
            if (decoding.isEmpty())
                decoding.append(TextDecoder::invalidUtf8(piece, invalid, textOffset,
                                                         table ? tableLines : pieces.lines));
            piece = QString::fromUtf8(piece).toUtf8();
        }
        TextDecoder::normaliseLoneCarriageReturns(piece);
        Sitemap part;
        part.source = list.source;
        if (table) {
            // Up to its last whole row: a quoted field may hold line ends.
            const qsizetype taken
                = CsvReader::readPiece(piece, *table, part, tableLines + 1, atEnd);
            tableLines += piece.first(taken).count('\n');
            if (taken < piece.size())
                buffer.prepend(piece.sliced(taken));
            pieceBytes = taken == 0 ? buffer.size() * 2 : PieceBytes;
            rawStart += raw - (piece.size() - taken);
            if (taken == 0)
                continue;
        } else {
            reader.readPiece(piece, part, pieces);
            rawStart += raw;
        }
        list.findings.append(part.findings);
        part.findings.clear();
        options.textPieces(part);
        part = Sitemap();
        ReusedBuffer::giveBack(std::move(piece));
        // The next piece takes the same amount again, some of it on the pool's threads: what
        // this one freed goes back now and then (down to what the allocator's tuning keeps),
        // so that the peak stays a few pieces' whatever the list's length.
        if (++pieceCount % 16 == 0)
            releaseFreedMemory();
    }
    list.kind = Sitemap::Kind::UrlSet;
    if (table) {
        list.source.format = SourceFormat::Csv;
    } else {
        TextListReader::finish(list, pieces);
        list.source.format = SourceFormat::Text;
    }
    list.source.bytes = file.pos();
    list.source.uncompressedBytes = list.source.bytes;
    list.findings = decoding + list.findings;
    workspace->sitemaps.append(std::move(list));
    return true;
}

Workspace Loader::open(const QString &path, const LoadOptions &options)
{
    Workspace workspace;
    if (openTextInPieces(path, options, &workspace))
        return workspace;
    {
        InputSource input = InputSource::fromFile(path, options.limits);
        if (options.progress)
            options.progress->fileDone();
        workspace = fromInput(input, options, QFileInfo(path).absolutePath());
        noteLimits(workspace, input, options.limits);
    }
    // A large workspace does not carry its reading's peak for the rest of the session.
    releaseFreedMemory();
    return workspace;
}

Workspace Loader::openBytes(const QByteArray &bytes, const QString &location,
                            const LoadOptions &options)
{
    InputSource input = InputSource::fromBytes(bytes, location, options.limits);
    Workspace workspace = fromInput(input, options, QString());
    noteLimits(workspace, input, options.limits);
    return workspace;
}

} // namespace Studio
