#include "loader.h"

#include "documentreader.h"
#include "robotstxt.h"
#include "textdecoder.h"
#include "xmlprescan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QScopeGuard>
#include <QUrl>
#include <QtConcurrent/QtConcurrentMap>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Studio {

namespace {


// The rules of a robots.txt that was read as `root`. Readers fill a Sitemap, which has no place
// for them, so the document's text is parsed again here: a robots.txt is small.
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

Sitemap Loader::readDocument(const InputDocument &document, const QString &location,
                             const ReadLimits &limits)
{
    Sitemap sitemap;
    sitemap.source.location = location;
    sitemap.source.archiveEntry = document.name;
    sitemap.source.compression = document.compression;
    sitemap.source.bytes = document.storedBytes;
    sitemap.source.uncompressedBytes = document.data.size();
    sitemap.findings = document.findings;
    sitemap.recovered = document.incomplete;

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

    DecodedText text = TextDecoder::decode(document.data);
    sitemap.source.encoding = text.encoding;
    sitemap.findings.append(text.findings);
    if (text.failed) {
        sitemap.failed = true;
        return sitemap;
    }

    const XmlPrescan prescan = XmlPrescan::scan(text.utf8);
    sitemap.source.format = prescan.format;
    if (prescan.unsafe) {
        sitemap.failed = true;
        sitemap.findings.append(*prescan.unsafe);
        return sitemap;
    }
    if (const DocumentReader *reader = DocumentReaders::find(text.utf8, prescan)) {
        reader->read(text.utf8, prescan, sitemap, limits);
        sitemap.recovered = sitemap.recovered || document.incomplete;
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

Workspace Loader::fromInput(const InputSource &input, const LoadOptions &options,
                            const QString &folder)
{
    Workspace workspace;
    for (const Finding &finding : input.findings())
        workspace.findings.append(finding);
    for (const InputDocument &document : input.documents())
        workspace.sitemaps.append(readDocument(document, input.location(), options.limits));
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

    // Children: entries of the bundle first, then files beside the index on disk. (The
    // index's entries are copied: appending children to `sitemaps` moves it.)
    const QList<UrlEntry> indexEntries = workspace.sitemaps.first().entries;
    QList<qsizetype> fromBundle(indexEntries.size(), -1);
    QStringList paths(indexEntries.size());
    for (qsizetype i = 0; i < indexEntries.size(); ++i) {
        const QString name = childFileName(indexEntries.at(i).loc());
        if (name.isEmpty())
            continue;
        for (qsizetype s = 1; s < workspace.sitemaps.size(); ++s) {
            const QString entryName = workspace.sitemaps.at(s).source.archiveEntry;
            if (!entryName.isEmpty() && QFileInfo(entryName).fileName() == name) {
                fromBundle[i] = s;
                break;
            }
        }
        if (fromBundle[i] < 0 && !folder.isEmpty())
            paths[i] = QDir(folder).filePath(name);
    }

    QList<qsizetype> toRead;
    for (qsizetype i = 0; i < paths.size(); ++i)
        if (!paths.at(i).isEmpty() && QFileInfo(paths.at(i)).isFile())
            toRead.append(i);
    LoadProgress *progress = options.progress;
    if (progress)
        progress->setFilesTotal(int(1 + toRead.size()));
    // Children are read in parallel, each on one thread: the pool is shared and a reader
    // that splits its document would wait on threads its siblings hold.
    ReadLimits childLimits = options.limits;
    childLimits.parallel = false;
    const QList<Sitemap> children = QtConcurrent::blockingMapped<QList<Sitemap>>(
        toRead, [&paths, childLimits, progress](qsizetype i) {
            if (progress && progress->isCancelled()) {
                Sitemap skipped;
                skipped.source.location = paths.at(i);
                skipped.failed = true;
                return skipped;
            }
            const auto done = qScopeGuard([progress] {
                if (progress)
                    progress->fileDone();
            });
            const InputSource input = InputSource::fromFile(paths.at(i), childLimits);
            if (input.documents().isEmpty()) {
                Sitemap failed;
                failed.source.location = paths.at(i);
                failed.failed = true;
                failed.findings = input.findings();
                return failed;
            }
            return readDocument(input.documents().first(), paths.at(i), childLimits);
        });

    qsizetype next = 0;
    for (qsizetype i = 0; i < indexEntries.size(); ++i) {
        Workspace::ChildLink link;
        link.indexEntry = i;
        if (fromBundle.at(i) >= 0) {
            link.sitemap = fromBundle.at(i);
            link.resolvedLocation = workspace.sitemaps.at(link.sitemap).source.archiveEntry;
        } else if (next < toRead.size() && toRead.at(next) == i) {
            link.resolvedLocation = paths.at(i);
            link.sitemap = workspace.sitemaps.size();
            workspace.sitemaps.append(children.at(next++));
        } else if (workspace.robots) {
            // A robots.txt names sitemaps on its site; finding none of them beside it on
            // disk is the rule, not a problem.
            link.resolvedLocation = paths.at(i);
        } else {
            link.resolvedLocation = paths.at(i);
            workspace.findings.append(
                Finding::make(RuleId::ChildSitemapMissing,
                              paths.at(i).isEmpty()
                                  ? tr("The index entry %1 names no file that could be looked up")
                                        .arg(indexEntries.at(i).loc())
                                  : tr("The child sitemap %1 was not found at %2")
                                        .arg(indexEntries.at(i).loc(), paths.at(i))));
            workspace.findings.last().entryIndex = i;
        }
        workspace.children.append(link);
    }
    return workspace;
}

Workspace Loader::open(const QString &path, const LoadOptions &options)
{
    Workspace workspace;
    {
        const InputSource input = InputSource::fromFile(path, options.limits);
        if (options.progress)
            options.progress->fileDone();
        workspace = fromInput(input, options, QFileInfo(path).absolutePath());
    }
#if defined(__GLIBC__)
    // Reading churns through buffers many times the size of what it keeps (decompressed
    // text, parser tokens) on several threads; hand what was freed back to the system so
    // that a large workspace does not carry its reading's peak for the rest of the session.
    malloc_trim(0);
#endif
    return workspace;
}

Workspace Loader::openBytes(const QByteArray &bytes, const QString &location,
                            const LoadOptions &options)
{
    const InputSource input = InputSource::fromBytes(bytes, location, options.limits);
    return fromInput(input, options, QString());
}

} // namespace Studio
