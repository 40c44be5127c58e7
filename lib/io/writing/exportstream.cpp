#include "exportstream.h"

#include "util/allocator.h"
#include "util/reusedbuffer.h"

#include "durablefile.h"
#include "exporter_p.h"
#include "gzip.h"

#include <QDir>
#include <QFileInfo>
#include <QFuture>
#include <QTemporaryDir>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <cerrno>
#include <cstring>
#include <deque>
#include <optional>
#include <vector>

namespace Studio {

using namespace ExportDetail;

namespace {

// Entries checked and serialised per parallel slice.
constexpr qsizetype Slice = 8192;

quint8 bitsOf(const Usage &usage)
{
    return quint8((usage.image ? 1 : 0) | (usage.video ? 2 : 0) | (usage.news ? 4 : 0)
                  | (usage.xhtml ? 8 : 0));
}

Usage usageOf(quint8 bits)
{
    Usage usage;
    usage.image = bits & 1;
    usage.video = bits & 2;
    usage.news = bits & 4;
    usage.xhtml = bits & 8;
    return usage;
}

// The declarations of a source that reach the roots (declarationsFor): prefixed, of a
// namespace the writer does not know.
bool reachesRoots(const NamespaceDeclaration &d)
{
    return !d.prefix.isEmpty() && Namespaces::classify(d.namespaceUri) == Ns::Other;
}

} // namespace

struct ExportStream::Private
{
    ExportOptions options;
    Layout given; // what the roots declare (Write mode)
    Mode mode;
    NamePattern pattern;
    std::optional<Sections> sections;
    bool grouped = false;
    QString base;
    Url::Scope scope;
    QList<QString> optionProblems;

    Layout seen; // what the input called for so far
    bool needsLayout = false;

    struct Source
    {
        QString location;
        QUrl publishLocation;
        qsizetype entries = 0; // given so far
    };
    QList<Source> sources;
    qsizetype added = 0;

    // A group of files: one kind and section, one root.
    struct Group
    {
        ExportKind kind = ExportKind::Pages;
        QString section; // its segment's key
        std::unique_ptr<GroupShell> shell;
        qint64 frame = 0;
        QList<qsizetype> files; // in `files`, in the order they were opened
        // The open file: its record and its entries' bytes.
        ExportFile open;
        QByteArray body;
    };
    std::vector<std::unique_ptr<Group>> groups;
    QHash<QString, qint32> groupIndex;
    QList<ExportFile> files; // in the order they were opened; a staging name each

    // Findings, kept apart to be listed in Exporter::plan()'s order.
    QList<Finding> resolvedNotices, entryErrorFindings, scopeFindings;
    qsizetype notListed = 0;
    QStringList entryErrors;
    qsizetype entryErrorCount = 0;
    QList<Finding> leftOut;
    qsizetype leftOutNotListed = 0;

    // Writing.
    std::unique_ptr<QTemporaryDir> staging;
    bool intoExisting = false;
    QThreadPool writers;
    std::deque<QFuture<QString>> inFlight; // each job's error, empty when written
    QString writeError;
    qint64 uncompressed = 0;
    std::atomic<qint64> stored = 0;

    ExportPlan plan;

    // Buffers used again, so that a set of any size touches the memory of a few files once
    // instead of new pages for every file and batch: a file's bytes (handed back by the
    // thread that wrote it) and each batch's working tables.
    QMutex spareLock;
    std::vector<QByteArray> spares;
    struct Kept
    {
        const UrlEntry *entry;
        qsizetype index; // in the source
        qint32 group;
        Verdict verdict;
    };
    std::vector<Url::Problem> problems;
    std::vector<Verdict> verdicts;
    std::vector<Kept> kept;
    std::vector<QByteArray> sliceBytes;
    std::vector<qsizetype> ends;

    QByteArray takeBuffer()
    {
        {
            QMutexLocker locker(&spareLock);
            if (!spares.empty()) {
                QByteArray buffer = std::move(spares.back());
                spares.pop_back();
                return buffer;
            }
        }
        // The largest a file may be: address space, taken as written.
        QByteArray buffer;
        buffer.reserve(qsizetype(qMin<qint64>(options.maxBytes, Limits::MaxFileBytes)) + 4096);
        adviseHugePages(buffer.data(), buffer.capacity()); // written from its start
        return buffer;
    }
    void giveBack(QByteArray &&buffer)
    {
        buffer.resize(0);
        QMutexLocker locker(&spareLock);
        spares.push_back(std::move(buffer));
    }

    bool writing() const
    {
        // An index cannot list more files: the plan fails, and what is left is only counted.
        const bool indexable = options.indexName.isEmpty() || files.size() <= MaxIndexSitemaps;
        return mode == Mode::Write && !needsLayout && optionProblems.isEmpty()
            && entryErrorCount == 0 && writeError.isEmpty() && indexable;
    }

    qint32 groupFor(ExportKind kind, const QString &section)
    {
        const QString key = groupKey(kind, section);
        const auto it = groupIndex.constFind(key);
        if (it != groupIndex.cend())
            return *it;
        auto group = std::make_unique<Group>();
        group->kind = kind;
        group->section = section;
        if (mode == Mode::Write) {
            group->shell = std::make_unique<GroupShell>(
                declarationsFor(usageOf(given.extensions.value(key)), given.sources),
                options.pretty);
            group->frame = group->shell->frame;
        }
        groups.push_back(std::move(group));
        const qint32 index = qint32(groups.size() - 1);
        groupIndex.insert(key, index);
        return index;
    }

    // The staging folder, made with the first file: beside the target as Exporter makes it.
    bool makeStaging()
    {
        if (staging)
            return true;
        const QFileInfo target(options.target);
        auto fail = [this](const QString &error) {
            writeError = error;
            return false;
        };
        if (options.target.isEmpty())
            return fail(Exporter::tr("No target was given"));
        if (options.zip)
            return fail(ExportStream::tr("A stream writes into a folder, not a bundle"));
        const QDir parent = target.absoluteDir();
        if (!parent.exists())
            return fail(Exporter::tr("%1 cannot be written: the folder %2 does not exist")
                            .arg(options.target, QDir::toNativeSeparators(parent.path())));
        if (target.exists() && !target.isDir())
            return fail(Exporter::tr("%1 is a file, not a folder").arg(options.target));
        // The index's name is known before any file is: found in the way now rather than
        // after the whole set has been written.
        if (!options.indexName.isEmpty() && !options.overwrite
            && QFileInfo::exists(QDir(options.target).filePath(options.indexName))) {
            return fail(Exporter::tr("Nothing was written: these exist already and replacing "
                                     "them was not allowed: %1")
                            .arg(QDir(options.target).filePath(options.indexName)));
        }
        intoExisting = target.isDir();
        const QString stagingTemplate = intoExisting
            ? QDir(options.target).filePath(QStringLiteral(".sitemap-studio-export-XXXXXX"))
            : parent.filePath(u'.' + target.fileName() + QStringLiteral(".export-XXXXXX"));
        staging = std::make_unique<QTemporaryDir>(stagingTemplate);
        if (!staging->isValid())
            return fail(Exporter::tr("%1 cannot be written: no temporary folder can be made in "
                                     "%2 (%3)")
                            .arg(options.target,
                                 QDir::toNativeSeparators(QFileInfo(stagingTemplate).path()),
                                 staging->errorString()));
        return true;
    }

    static QString stagingName(qsizetype file) { return QStringLiteral("part-%1").arg(file); }

    // The errors of the jobs that are done, oldest first, until fewer than `keep` are running.
    void collect(qsizetype keep)
    {
        while (qsizetype(inFlight.size()) > keep) {
            const QString error = inFlight.front().result();
            inFlight.pop_front();
            if (!error.isEmpty() && writeError.isEmpty())
                writeError = error;
        }
    }

    // Closes group g's open file: compressed and written on a thread of the stream's own.
    void close(qint32 g)
    {
        Group &group = *groups[size_t(g)];
        if (group.open.urls == 0)
            return;
        const qsizetype index = files.size();
        files.append(group.open);
        group.files.append(index);
        group.open = ExportFile();
        QByteArray made = std::exchange(group.body, QByteArray());
        if (!writing() || !makeStaging()) {
            if (made.capacity() > 0)
                giveBack(std::move(made));
            return;
        }
        made.append(group.shell->writer->footer());
        uncompressed += made.size();
        // At most two files a thread waiting or being written: the memory of a few files.
        collect(2 * qsizetype(writers.maxThreadCount()));
        const QString path = QDir(staging->path()).filePath(stagingName(index));
        const bool gzip = options.gzip;
        const int level = options.gzipLevel;
        inFlight.push_back(QtConcurrent::run(
            &writers,
            [this, made = std::move(made), path, index, gzip, level]() mutable -> QString {
                const QString error = writeFile(path, index + 1, made, gzip, level);
                giveBack(std::move(made));
                return error;
            }));
    }

    // Writes `made` (gzipped with `gzip`) as `path`; the error, or an empty string. The
    // file's name is given at the end: until then it is the export's file number N.
    QString writeFile(const QString &path, qsizetype number, const QByteArray &made, bool gzip,
                      int level)
    {
        const QString name = ExportStream::tr("File %1 of the export (%2)")
                                 .arg(number)
                                 .arg(QDir::toNativeSeparators(path));
        QByteArray out;
        if (gzip) {
            out = gzipCompress(made, level);
            if (out.isEmpty())
                return Exporter::tr("%1 cannot be compressed: out of memory").arg(name);
        }
        const QByteArray &bytes = gzip ? out : made;
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)
            || !DurableFile::writeAll(file, bytes) || !file.flush())
            return Exporter::tr("%1 cannot be written: %2").arg(name, file.errorString());
        file.close();
        if (file.error() != QFileDevice::NoError)
            return Exporter::tr("%1 cannot be written: %2").arg(name, file.errorString());
        stored.fetch_add(bytes.size());
        ReusedBuffer::giveBack(std::move(out));
        return {};
    }

    Finding entryFinding(QLatin1StringView rule, const QString &message, const UrlEntry &entry,
                         qint32 source, qsizetype index) const
    {
        Finding f = Finding::make(rule, message, entry.sourceLine());
        f.sitemap = source;
        f.entryIndex = index;
        f.field = FindingField::Loc;
        return f;
    }

    void listed(QList<Finding> &list, Finding &&f)
    {
        if (list.size() < ExportPlan::MaxScopeFindings)
            list.append(std::move(f));
        else
            ++notListed;
    }
};

ExportStream::ExportStream(const ExportOptions &options, const Layout &layout, Mode mode)
    : d(std::make_unique<Private>())
{
    d->options = options;
    d->given = layout;
    d->mode = mode;
    d->optionProblems = optionErrors(options, &d->pattern);
    d->sections.emplace(options, d->pattern);
    d->grouped = d->sections->active() || options.separateNews || options.separateVideos
        || options.separateImages;
    d->plan.options = options;
    d->base = d->plan.baseUrl();
    d->scope = Url::Scope::fromUrl(d->base.toUtf8());
    d->writers.setMaxThreadCount(qMax(1, QThread::idealThreadCount()));
}

ExportStream::~ExportStream()
{
    // Unfinished: the jobs end before their staging folder goes.
    d->writers.waitForDone();
}

qint32 ExportStream::addSource(const Sitemap &sitemap)
{
    d->sources.append({ sitemap.source.location, sitemap.publishLocation });
    if (!sitemap.isIndex()) {
        for (const NamespaceDeclaration &declaration : sitemap.namespaces) {
            if (!reachesRoots(declaration))
                continue;
            d->seen.sources.append(declaration);
            if (d->mode == Mode::Write && !d->given.sources.contains(declaration))
                d->needsLayout = true;
        }
    }
    return qint32(d->sources.size() - 1);
}

void ExportStream::addEntries(qint32 source, const QList<UrlEntry> &entries)
{
    Private &p = *d;
    p.added += entries.size();
    if (!p.optionProblems.isEmpty()) {
        p.plan.urls += entries.size(); // as Exporter::plan() counts them: none checked
        return;
    }
    if (entries.isEmpty())
        return;

    // Each location's problem, and where it stands against the base URL, in parallel slices.
    const qsizetype all = entries.size();
    std::vector<Url::Problem> &problems = p.problems;
    std::vector<Verdict> &verdicts = p.verdicts;
    problems.assign(size_t(all), Url::Problem::None);
    verdicts.assign(size_t(all), Verdict::Inside);
    QList<qsizetype> slices;
    for (qsizetype from = 0; from < all; from += Slice)
        slices.append(from);
    QtConcurrent::blockingMap(slices, [&](qsizetype from) {
        for (qsizetype i = from; i < qMin(all, from + Slice); ++i) {
            const PooledView loc = entries.at(i).locView();
            const Url::Parts parts = Url::split(loc);
            problems[size_t(i)] = Url::check(loc, parts);
            if (problems[size_t(i)] == Url::Problem::None)
                verdicts[size_t(i)] = Url::inScope(p.scope, parts);
        }
    });

    // In order: the few with a problem resolved (as Exporter::plan() does) or left out; each
    // kept entry to its group.
    using Kept = Private::Kept;
    std::vector<Kept> &kept = p.kept;
    kept.clear();
    kept.reserve(size_t(all));
    std::deque<UrlEntry> resolved; // stable addresses
    Private::Source &from = p.sources[source];
    const qsizetype first = from.entries; // the source's number of entries[0]
    from.entries += all;
    for (qsizetype i = 0; i < all; ++i) {
        const UrlEntry *entry = &entries.at(i);
        Verdict verdict = verdicts[size_t(i)];
        const Url::Problem problem = problems[size_t(i)];
        if (problem != Url::Problem::None) {
            QUrl against;
            const PooledView loc = entry->locView();
            const QByteArray absolute
                = resolvedLocation(loc, problem, from.publishLocation, p.base, &against);
            if (absolute.isEmpty()) {
                if (p.leftOut.size() < ExportPlan::MaxScopeFindings)
                    p.leftOut.append(p.entryFinding(RuleId::InvalidUrl,
                                                    leftOutMessage(*entry, problem), *entry,
                                                    source, first + i));
                else
                    ++p.leftOutNotListed;
                continue;
            }
            resolved.push_back(*entry);
            resolved.back().setLocUtf8(absolute);
            p.listed(p.resolvedNotices,
                     p.entryFinding(RuleId::RelativeUrlResolved,
                                    resolvedMessage(*entry, absolute, against), *entry, source,
                                    first + i));
            entry = &resolved.back();
            verdict = verdictOf(p.scope, absolute);
        }
        const ExportKind kind = p.grouped ? kindOf(*entry, p.options) : ExportKind::Pages;
        const QString section = p.sections->active() ? p.sections->keyOf(*entry) : QString();
        // Without sections or files of their own, every entry goes to the one group.
        const qint32 group = p.grouped || p.groups.empty() ? p.groupFor(kind, section) : 0;
        if (entry->hasExtras()) {
            Usage usage;
            usage.add(*entry);
            const QString key = groupKey(kind, section);
            const quint8 bits = bitsOf(usage);
            p.seen.extensions[key] |= bits;
            if (p.mode == Mode::Write && (p.given.extensions.value(key) & bits) != bits)
                p.needsLayout = true;
        }
        kept.push_back({ entry, first + i, group, verdict });
    }
    p.plan.urls += qsizetype(kept.size());
    if (p.mode == Mode::Survey)
        return;

    // Scope findings, in input order.
    for (const Kept &k : kept) {
        if (k.verdict == Verdict::Inside)
            continue;
        if (p.scopeFindings.size() >= ExportPlan::MaxScopeFindings) {
            ++p.notListed;
            continue;
        }
        const auto [rule, message] = scopeFinding(k.verdict, *k.entry, p.scope);
        p.scopeFindings.append(p.entryFinding(rule, message, *k.entry, source, k.index));
    }

    // Each entry's bytes, in parallel slices, as its group's root has them.
    const qsizetype count = qsizetype(kept.size());
    QList<qsizetype> keptSlices;
    for (qsizetype at = 0; at < count; at += Slice)
        keptSlices.append(at);
    std::vector<QByteArray> &sliceBytes = p.sliceBytes;
    if (sliceBytes.size() < size_t(keptSlices.size()))
        sliceBytes.resize(size_t(keptSlices.size()));
    for (QByteArray &bytes : sliceBytes)
        bytes.resize(0);
    std::vector<qsizetype> &ends = p.ends; // each entry's end in its slice's bytes
    ends.assign(size_t(count), 0);
    QtConcurrent::blockingMap(keptSlices, [&](qsizetype at) {
        QByteArray &bytes = sliceBytes[size_t(at / Slice)];
        for (qsizetype i = at; i < qMin(count, at + Slice); ++i) {
            const Kept &k = kept[size_t(i)];
            p.groups[size_t(k.group)]->shell->writer->appendEntry(bytes, *k.entry);
            ends[size_t(i)] = bytes.size();
        }
    });

    // The greedy fill, as Exporter::plan()'s: a file is closed when the next entry would pass
    // a limit.
    const ExportOptions &options = p.options;
    for (qsizetype i = 0; i < count; ++i) {
        const Kept &k = kept[size_t(i)];
        const UrlEntry &entry = *k.entry;
        Private::Group &group = *p.groups[size_t(k.group)];
        const qsizetype begin = i % Slice == 0 ? 0 : ends[size_t(i - 1)];
        const qint64 size = ends[size_t(i)] - begin;
        const qsizetype news = entry.hasExtras() ? entry.news().size() : 0;
        auto where = [&] {
            return Exporter::tr("entry %1 of %2").arg(k.index + 1).arg(from.location);
        };
        auto entryError = [&](QLatin1StringView rule, const QString &message) {
            if (p.entryErrorFindings.size() < ExportPlan::MaxScopeFindings)
                p.entryErrorFindings.append(p.entryFinding(rule, message, entry, source, k.index));
            else
                ++p.notListed;
            if (++p.entryErrorCount <= MaxEntryErrors)
                p.entryErrors.append(message);
        };
        if (group.frame + size > options.maxBytes) {
            entryError(RuleId::FileSizeLimit,
                       Exporter::tr("\"%1\" (%2) cannot fit in a file: it takes %3 bytes, %4 "
                                    "with the file's header and footer, over the limit of %5 "
                                    "bytes")
                           .arg(entry.loc(), where(), sizeText(size), sizeText(group.frame + size),
                                sizeText(options.maxBytes)));
            continue;
        }
        if (news > options.maxNews) {
            entryError(RuleId::TooManyNews,
                       Exporter::tr("\"%1\" (%2) cannot fit in a file: it has %3 news entries, "
                                    "over the limit of %4 per file")
                           .arg(entry.loc(), where(), sizeText(news), sizeText(options.maxNews)));
            continue;
        }
        ExportFile &file = group.open;
        if (file.urls > 0
            && (file.urls + 1 > options.maxUrls || file.bytes + size > options.maxBytes
                || file.news + news > options.maxNews))
            p.close(k.group);
        if (file.urls == 0) {
            file.kind = group.kind;
            file.section = group.section;
            file.bytes = group.frame;
            if (p.writing()) {
                group.body = p.takeBuffer();
                group.body.append(group.shell->writer->header());
            }
        }
        ++file.urls;
        file.bytes += size;
        file.news += news;
        if (p.writing())
            group.body.append(sliceBytes[size_t(i / Slice)].constData() + begin, size);
        const W3cDateTime &lastmod = entry.lastmod();
        if (lastmod.isValid()
            && (!file.newestLastmod.isValid()
                || lastmod.toMSecsSinceEpoch() > file.newestLastmod.toMSecsSinceEpoch()))
            file.newestLastmod = lastmod;
    }
}

bool ExportStream::needsLayout() const
{
    return d->needsLayout;
}

ExportStream::Layout ExportStream::layout() const
{
    return d->seen;
}

QString ExportStream::sourceLocation(qint32 source) const
{
    return source >= 0 && source < d->sources.size() ? d->sources.at(source).location : QString();
}

qsizetype ExportStream::entriesAdded() const
{
    return d->added;
}

const ExportPlan &ExportStream::plan() const
{
    return d->plan;
}

ExportResult ExportStream::finish()
{
    // As Exporter::write() says it: which files were not written.
    ExportResult result = finishWriting();
    if (!result.ok() && d->mode == Mode::Write)
        result.error += u'\n'
            + Exporter::tr("Not written: %1").arg(result.notWritten.join(QStringLiteral(", ")));
    return result;
}

ExportResult ExportStream::finishWriting()
{
    Private &p = *d;
    ExportPlan &plan = p.plan;
    ExportResult result;
    result.status = ExportResult::Status::Failed;
    for (qint32 g = 0; g < qint32(p.groups.size()); ++g)
        p.close(g);
    p.collect(0);

    // The plan, in Exporter::plan()'s order: each group's files in turn.
    plan.errors = p.optionProblems;
    if (p.mode == Mode::Write && p.needsLayout)
        plan.errors.append(tr("The files' roots need a survey of the input first"));
    if (plan.errors.isEmpty() && p.added == 0)
        plan.errors.append(Exporter::tr("There is nothing to export: the workspace has no URLs"));
    else if (plan.errors.isEmpty() && plan.urls == 0)
        plan.errors.append(Exporter::tr("There is nothing to export: no entry has an http or "
                                        "https URL"));
    plan.errors.append(p.entryErrors);
    if (p.entryErrorCount > MaxEntryErrors)
        plan.errors.append(Exporter::tr("… and %1 more entries that cannot fit in a file")
                               .arg(p.entryErrorCount - MaxEntryErrors));
    // Each group's files, named after its segment as Exporter::plan() names them: in the
    // order the groups came.
    QList<qsizetype> order; // positions in p.files, in plan order
    for (const auto &group : p.groups) {
        const QString section
            = p.sections->active() ? p.sections->nameOf(group->section) : QString();
        for (const qsizetype f : std::as_const(group->files)) {
            order.append(f);
            plan.files.append(p.files.at(f));
            plan.files.back().section = section;
        }
    }
    plan.leftOut = p.leftOut;
    plan.leftOutNotListed = p.leftOutNotListed;
    // Exporter::plan() lists the notices, the entries that cannot fit, then the scope findings
    // up to MaxScopeFindings in all but the entries that cannot fit.
    plan.findings = p.resolvedNotices + p.entryErrorFindings;
    const qsizetype room
        = qMax<qsizetype>(0, ExportPlan::MaxScopeFindings - p.resolvedNotices.size());
    plan.findings += p.scopeFindings.mid(0, room);
    plan.findingsNotListed = p.notListed + qMax<qsizetype>(0, p.scopeFindings.size() - room);

    // Names and the index, as Exporter::plan() gives them.
    const QByteArray index = nameFiles(plan, p.pattern, p.sections->segmented());

    result.notWritten = plan.fileNames();
    result.robotsLines = plan.robotsLines();
    auto stop = [&](ExportResult::Status status, const QString &error) {
        result.status = status;
        result.error = error;
        return result;
    };
    if (p.mode == Mode::Survey)
        return stop(ExportResult::Status::Cancelled, tr("A survey writes nothing"));
    if (!plan.isWritable())
        return stop(ExportResult::Status::Failed, plan.errors.join(u'\n'));
    // Files in the way: all of them named, as Exporter names them, though the index alone
    // stopped the writing.
    result.existing = Exporter::existingTargets(plan);
    for (const QString &path : std::as_const(result.existing)) {
        if (QFileInfo(path).isDir())
            return stop(
                ExportResult::Status::Failed,
                Exporter::tr("%1 is a folder; an exported file cannot replace it").arg(path));
    }
    if (!result.existing.isEmpty() && !p.options.overwrite)
        return stop(ExportResult::Status::TargetExists,
                    Exporter::tr("Nothing was written: these exist already and replacing them "
                                 "was not allowed: %1")
                        .arg(result.existing.join(QStringLiteral(", "))));
    if (!p.writeError.isEmpty() || !p.makeStaging())
        return stop(ExportResult::Status::Failed, p.writeError);

    // The staged files take their names, and the index joins them.
    const QDir stagingDir(p.staging->path());
    for (qsizetype i = 0; i < order.size(); ++i) {
        if (!renamePath(stagingDir.filePath(Private::stagingName(order.at(i))),
                        stagingDir.filePath(plan.files.at(i).name)))
            return stop(
                ExportResult::Status::Failed,
                Exporter::tr("%1 cannot be written: %2")
                    .arg(plan.files.at(i).name, QString::fromLocal8Bit(std::strerror(errno))));
    }
    qint64 storedBytes = p.stored.load();
    if (!p.options.indexName.isEmpty()) {
        const QByteArray stored = p.options.indexName.endsWith(u".gz", Qt::CaseInsensitive)
            ? gzipCompress(index, p.options.gzipLevel)
            : index;
        QString error;
        if (stored.isEmpty()
            || !DurableFile::write(stagingDir.filePath(p.options.indexName), stored, &error))
            return stop(ExportResult::Status::Failed,
                        Exporter::tr("%1 cannot be written: %2")
                            .arg(p.options.indexName,
                                 error.isEmpty() ? Exporter::tr("out of memory") : error));
        storedBytes += stored.size();
    }

    // Into place, as Exporter::write() puts them.
    const QStringList written = plan.fileNames();
    QString error;
    if (!placeStaged(p.options, *p.staging, p.intoExisting, written, &error))
        return stop(ExportResult::Status::Failed, error);
    DurableFile::syncFolder(QFileInfo(p.options.target).absoluteFilePath());
    for (const QString &name : written)
        result.written.append(QDir(p.options.target).filePath(name));
    result.status = ExportResult::Status::Written;
    result.notWritten.clear();
    result.files = plan.files.size();
    result.urls = plan.urls;
    result.uncompressedBytes = p.uncompressed + index.size();
    result.storedBytes = storedBytes;
    return result;
}

} // namespace Studio
