#include "exporter.h"
#include "exporter_p.h"

#include "durablefile.h"
#include "gzip.h"
#include "model/namespaces.h"
#include "sitemapwriter.h"
#include "util/url.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QMutex>
#include <QSet>
#include <QTemporaryDir>
#include <QtConcurrent/QtConcurrentMap>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

namespace Studio {

using namespace ExportDetail;

const UrlEntry &ExportPlan::entry(const Workspace &workspace, qsizetype i) const
{
    const auto it = resolved.constFind(i);
    return it != resolved.cend() ? *it : entryAt(workspace, entries.at(i));
}

// ---- ExportPlan ----------------------------------------------------------------------------

qint64 ExportPlan::totalBytes() const
{
    qint64 total = indexBytes;
    for (const ExportFile &file : files)
        total += file.bytes;
    return total;
}

QStringList ExportPlan::fileNames() const
{
    QStringList names;
    names.reserve(files.size() + 1);
    for (const ExportFile &file : files)
        names.append(file.name);
    if (!options.indexName.isEmpty())
        names.append(options.indexName);
    return names;
}

QString ExportPlan::baseUrl() const
{
    QString base = options.baseUrl.trimmed();
    if (base.isEmpty())
        return {};
    if (!base.endsWith(u'/'))
        base += u'/';
    const QByteArray utf8 = base.toUtf8();
    const Url::Parts parts = Url::split(utf8);
    if (Url::check(utf8, parts) != Url::Problem::None || parts.hasQuery)
        return {};
    return base;
}

QStringList ExportPlan::robotsLines() const
{
    const QString base = baseUrl();
    QStringList lines;
    if (!options.indexName.isEmpty()) {
        lines.append(QStringLiteral("Sitemap: ") + base + options.indexName);
        return lines;
    }
    for (const ExportFile &file : files)
        lines.append(QStringLiteral("Sitemap: ") + base + file.name);
    return lines;
}

QString ExportPlan::patternHelp()
{
    return Exporter::tr("{n} is the file's number from 1, {n:W} the same padded with zeros to W digits "
              "(sitemap-{n:3}.xml gives sitemap-001.xml); {section} is the first folder of the "
              "URLs' path (https://example.com/blog/a goes to sitemap-blog-1.xml with "
              "sitemap-{section}-{n}.xml; pages at the top have none); {kind} is news, videos or "
              "images for the entries sent to files of their own. A token that is empty takes "
              "a '-' or '_' beside it along. Numbers count within the files whose names differ "
              "only by {n}. The name ends in .xml; gzip adds .gz.");
}

QStringList ExportDetail::optionErrors(const ExportOptions &options, NamePattern *pattern)
{
    QStringList errors;
    if (options.maxUrls < 1 || options.maxUrls > Limits::MaxUrls)
        errors.append(Exporter::tr("The URLs per file must be 1 to %1, not %2")
                          .arg(sizeText(Limits::MaxUrls), sizeText(options.maxUrls)));
    if (options.maxBytes < 1 || options.maxBytes > Limits::MaxFileBytes)
        errors.append(Exporter::tr("The bytes per file must be 1 to %1, not %2")
                          .arg(sizeText(Limits::MaxFileBytes), sizeText(options.maxBytes)));
    if (options.maxNews < 1 || options.maxNews > Limits::MaxNewsPerFile)
        errors.append(Exporter::tr("The news entries per file must be 1 to %1, not %2")
                          .arg(sizeText(Limits::MaxNewsPerFile), sizeText(options.maxNews)));
    if (options.gzipLevel < 1 || options.gzipLevel > 9)
        errors.append(Exporter::tr("The gzip level must be 1 to 9, not %1").arg(options.gzipLevel));
    *pattern = NamePattern::parse(effectivePattern(options));
    if (!pattern->error.isEmpty())
        errors.append(pattern->error);
    if (!options.indexName.isEmpty()) {
        const QString &name = options.indexName;
        const bool plainName = !name.startsWith(u'.') && !name.contains(u'/')
            && !name.contains(u'\\') && !name.contains(QChar(0));
        if (!plainName
            || !(name.endsWith(u".xml", Qt::CaseInsensitive)
                 || name.endsWith(u".xml.gz", Qt::CaseInsensitive)))
            errors.append(
                Exporter::tr("The index name \"%1\" must be a plain file name ending in .xml "
                             "or .xml.gz")
                    .arg(name));
    }
    ExportPlan plan;
    plan.options = options;
    const QString base = plan.baseUrl();
    if (options.baseUrl.trimmed().isEmpty())
        errors.append(Exporter::tr("A base URL is needed: the URL of the folder the files are "
                                   "published in, such as https://example.com/"));
    else if (base.isEmpty())
        errors.append(Exporter::tr("The base URL \"%1\" is not an http or https URL of a folder "
                                   "(without query or fragment)")
                          .arg(options.baseUrl));
    return errors;
}

QByteArray ExportDetail::nameFiles(ExportPlan &plan, const NamePattern &pattern, bool segmented)
{
    const ExportOptions &options = plan.options;
    QHash<QString, qsizetype> perStem;
    for (const ExportFile &file : std::as_const(plan.files))
        ++perStem[pattern.expand(file.section, exportKindName(file.kind), -1)];
    QHash<QString, qsizetype> numbers;
    QSet<QString> names;
    for (ExportFile &file : plan.files) {
        const QString kind = exportKindName(file.kind);
        const QString stem = pattern.expand(file.section, kind, -1);
        const qsizetype files = perStem.value(stem);
        if (!pattern.hasNumber && files > 1) {
            //: The count is over a limit of at least two: two or more.
            plan.errors.append(Exporter::tr("The pattern \"%1\" has no {n}, but %2 files are "
                                            "needed for \"%3\"")
                                   .arg(options.pattern)
                                   .arg(files)
                                   .arg(stem));
            perStem[stem] = 1; // said once
        }
        file.name
            = pattern.expand(file.section, kind, segmented && files == 1 ? 0 : ++numbers[stem]);
        if (options.gzip)
            file.name += QStringLiteral(".gz");
        if (names.contains(file.name) || file.name == options.indexName)
            plan.errors.append(Exporter::tr("Two files would be named \"%1\"; the pattern needs "
                                            "{n}, {section} or {kind} to tell them apart")
                                   .arg(file.name));
        names.insert(file.name);
    }

    // The index, within its own limits. A second index is not an answer: an index may not
    // list indexes (SM110), and several would each need their own line in robots.txt.
    QByteArray index;
    if (options.indexName.isEmpty() || plan.files.isEmpty())
        return index;
    if (plan.files.size() > MaxIndexSitemaps) {
        //: The count is over a limit of at least two: two or more.
        plan.errors.append(Exporter::tr("The index would list %1 sitemaps, more than the %2 an "
                                        "index may hold; raise the URLs or bytes per file")
                               .arg(sizeText(plan.files.size()), sizeText(MaxIndexSitemaps)));
    } else {
        index = indexXml(plan);
        plan.indexBytes = index.size();
    }
    if (plan.indexBytes > MaxIndexBytes)
        plan.errors.append(Exporter::tr("The index would take %1 bytes, more than the %2 an "
                                        "index may take; raise the URLs or bytes per file")
                               .arg(sizeText(plan.indexBytes), sizeText(MaxIndexBytes)));
    return index;
}

bool ExportDetail::placeStaged(const ExportOptions &options, QTemporaryDir &staging,
                               bool intoExisting, const QStringList &names, QString *error)
{
    const QFileInfo target(options.target);
    const QDir stagingDir(staging.path());
    if (!intoExisting) {
        // A new folder: the staging folder becomes it in one step. QTemporaryDir made it for
        // its owner alone; a published folder is readable by the web server.
        QFile::setPermissions(staging.path(),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                  | QFileDevice::ExeOwner | QFileDevice::ReadGroup
                                  | QFileDevice::ExeGroup | QFileDevice::ReadOther
                                  | QFileDevice::ExeOther);
        if (!renamePath(staging.path(), target.absoluteFilePath())) {
            *error = Exporter::tr("%1 cannot be put in place: %2")
                         .arg(options.target, QString::fromLocal8Bit(std::strerror(errno)));
            return false;
        }
        staging.setAutoRemove(false);
        return true;
    }
    // An existing folder: each file moves in, what it replaces moved aside first, so that a
    // failure half-way can put everything back.
    const QDir dir(options.target);
    const QString aside = stagingDir.filePath(QStringLiteral(".replaced"));
    QDir().mkpath(aside);
    struct Move
    {
        QString name;
        bool replaced;
    };
    QList<Move> moves;
    for (const QString &name : names) {
        const QString destination = dir.filePath(name);
        const bool replaced = QFileInfo::exists(destination);
        if (replaced && !renamePath(destination, QDir(aside).filePath(name))) {
            *error = Exporter::tr("%1 cannot be moved aside: %2")
                         .arg(destination, QString::fromLocal8Bit(std::strerror(errno)));
            break;
        }
        if (!renamePath(stagingDir.filePath(name), destination)) {
            *error = Exporter::tr("%1 cannot be put in place: %2")
                         .arg(destination, QString::fromLocal8Bit(std::strerror(errno)));
            if (replaced)
                renamePath(QDir(aside).filePath(name), destination);
            break;
        }
        moves.append({ name, replaced });
    }
    if (error->isEmpty())
        return true;
    for (auto it = moves.crbegin(); it != moves.crend(); ++it) {
        const QString destination = dir.filePath(it->name);
        QFile::remove(destination);
        if (it->replaced)
            renamePath(QDir(aside).filePath(it->name), destination);
    }
    return false;
}

QByteArray ExportDetail::resolvedLocation(QByteArrayView loc, Url::Problem problem,
                                          const QUrl &publish, const QString &base,
                                          QUrl *against)
{
    const QByteArrayView trimmed = loc.trimmed();
    const bool reference = trimmed.startsWith('/') && !trimmed.contains(' ');
    if (!reference || (problem != Url::Problem::Relative && problem != Url::Problem::SchemeRelative))
        return {};
    const bool published = publish.isValid() && !publish.host().isEmpty()
        && (publish.scheme() == u"http" || publish.scheme() == u"https");
    *against = published ? publish : QUrl(base);
    const QByteArray absolute
        = against->resolved(QUrl::fromEncoded(trimmed.toByteArray())).toEncoded();
    return Url::check(absolute, Url::split(absolute)) == Url::Problem::None ? absolute
                                                                             : QByteArray();
}

QString ExportDetail::resolvedMessage(const UrlEntry &entry, const QByteArray &absolute,
                                      const QUrl &against)
{
    return Exporter::tr("The relative location \"%1\" was written as %2, resolved against %3")
        .arg(entry.loc(), QString::fromUtf8(absolute), against.toString());
}

QString ExportDetail::leftOutMessage(const UrlEntry &entry, Url::Problem problem)
{
    const PooledView loc = entry.locView();
    return Exporter::tr("\"%1\" was left out: %2")
        .arg(entry.loc(),
             problem == Url::Problem::Empty ? Exporter::tr("the location is empty")
                                            : Url::problemText(problem, loc));
}

std::pair<QLatin1StringView, QString> ExportDetail::scopeFinding(Verdict verdict,
                                                                 const UrlEntry &entry,
                                                                 const Url::Scope &scope)
{
    switch (verdict) {
    case Verdict::WwwMismatch:
        return { RuleId::PathMismatch,
                 Exporter::tr("\"%1\" is on %2, but the files are published on %3")
                     .arg(
                         entry.loc(),
                         [&entry] {
                             const PooledView loc = entry.locView();
                             return QString::fromUtf8(Url::split(loc).host);
                         }(),
                         QString::fromUtf8(scope.host)) };
    case Verdict::OtherOrigin:
        return { RuleId::UrlNotAllowed,
                 Exporter::tr("\"%1\" is not on the host of the base URL %2")
                     .arg(entry.loc(), QString::fromUtf8(scope.toString())) };
    case Verdict::OutsideFolder:
    case Verdict::Inside:
        break;
    }
    return { RuleId::UrlNotAllowed, Exporter::tr("\"%1\" is outside the folder of the base URL %2")
                                        .arg(entry.loc(), QString::fromUtf8(scope.toString())) };
}

// ---- Exporter ---------------------------------------------------------------------------

Exporter::Exporter(const Workspace &workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
{
}

Exporter::~Exporter() = default;

void Exporter::cancel()
{
    m_cancel.store(true);
}

ExportPlan Exporter::plan(const ExportOptions &options, const QList<EntryRef> &chosen) const
{
    ExportPlan plan;
    plan.options = options;
    const Workspace &workspace = m_workspace;

    // What is exported.
    if (chosen.isEmpty()) {
        for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
            const Sitemap &sitemap = workspace.sitemaps.at(s);
            if (sitemap.isIndex())
                continue;
            for (qsizetype e = 0; e < sitemap.entries.size(); ++e)
                plan.entries.append({ s, e });
        }
    } else {
        for (const EntryRef &ref : chosen) {
            if (ref.sitemap < 0 || ref.sitemap >= workspace.sitemaps.size()
                || workspace.sitemaps.at(ref.sitemap).isIndex() || ref.entry < 0
                || ref.entry >= workspace.sitemaps.at(ref.sitemap).entries.size()) {
                plan.errors.append(tr("Entry %1 of sitemap %2 is not a URL of the workspace")
                                       .arg(ref.entry + 1)
                                       .arg(ref.sitemap + 1));
                continue;
            }
            plan.entries.append(ref);
        }
    }

    // The options.
    NamePattern pattern;
    plan.errors.append(optionErrors(options, &pattern));
    const QString base = plan.baseUrl();
    plan.urls = plan.entries.size();
    if (plan.entries.isEmpty() && chosen.isEmpty())
        plan.errors.append(tr("There is nothing to export: the workspace has no URLs"));
    if (!plan.errors.isEmpty())
        return plan;

    // Where each entry stands against the base URL, for the scope findings.
    std::vector<Verdict> verdicts;
    const Url::Scope scope = Url::Scope::fromUrl(base.toUtf8());
    constexpr qsizetype Slice = 8192;

    // Only absolute http(s) locations are written. A relative one is resolved against where
    // its sitemap is published, else against the base URL, with a notice; any other is left
    // out and listed.
    {
        // Each location's problem and where it stands against the base URL, in parallel
        // slices (a million of them in a large export); then in order, the few with a problem
        // are resolved or left out.
        const qsizetype all = plan.entries.size();
        std::vector<Url::Problem> problems(size_t(all), Url::Problem::None);
        verdicts.assign(size_t(all), Verdict::Inside);
        QList<qsizetype> checkSlices;
        for (qsizetype from = 0; from < all; from += Slice)
            checkSlices.append(from);
        QtConcurrent::blockingMap(checkSlices, [&](qsizetype from) {
            for (qsizetype i = from; i < qMin(all, from + Slice); ++i) {
                const PooledView loc = entryAt(workspace, plan.entries.at(i)).locView();
                const Url::Parts parts = Url::split(loc);
                problems[size_t(i)] = Url::check(loc, parts);
                if (problems[size_t(i)] == Url::Problem::None)
                    verdicts[size_t(i)] = Url::inScope(scope, parts);
            }
        });
        QList<EntryRef> kept;
        kept.reserve(plan.entries.size());
        std::vector<Verdict> keptVerdicts;
        keptVerdicts.reserve(size_t(all));
        for (qsizetype i = 0; i < all; ++i) {
            const EntryRef &ref = plan.entries.at(i);
            const Url::Problem problem = problems[size_t(i)];
            if (problem == Url::Problem::None) {
                kept.append(ref);
                keptVerdicts.push_back(verdicts[size_t(i)]);
                continue;
            }
            const UrlEntry &entry = entryAt(workspace, ref);
            const PooledView loc = entry.locView();
            const Sitemap &sitemap = workspace.sitemaps.at(ref.sitemap);
            auto finding = [&](QLatin1StringView rule, const QString &message) {
                Finding f = Finding::make(rule, message, entry.sourceLine());
                f.sitemap = ref.sitemap;
                f.entryIndex = ref.entry;
                f.field = FindingField::Loc;
                return f;
            };
            QUrl against;
            const QByteArray absolute
                = resolvedLocation(loc, problem, sitemap.publishLocation, base, &against);
            if (!absolute.isEmpty()) {
                UrlEntry written = entry;
                written.setLocUtf8(absolute);
                plan.resolved.insert(kept.size(), written);
                plan.findings.append(finding(RuleId::RelativeUrlResolved,
                                             resolvedMessage(entry, absolute, against)));
                kept.append(ref);
                keptVerdicts.push_back(verdictOf(scope, absolute));
                continue;
            }
            plan.leftOut.append(finding(RuleId::InvalidUrl, leftOutMessage(entry, problem)));
        }
        plan.entries = std::move(kept);
        plan.urls = plan.entries.size();
        verdicts = std::move(keptVerdicts);
        if (plan.entries.isEmpty())
            plan.errors.append(tr("There is nothing to export: no entry has an http or https "
                                  "URL"));
        if (!plan.errors.isEmpty())
            return plan;
    }

    // Groups, in the order their first entry comes: one a kind and section.
    const qsizetype count = plan.entries.size();
    std::vector<qint32> groupOf(size_t(count), 0);
    QHash<QString, qint32> groupIndex;
    struct GroupInfo
    {
        ExportKind kind;
        QString section; // its segment's key, then its name
        Usage usage;
        QList<qsizetype> members;
    };
    QList<GroupInfo> groups;
    Sections sections(options, pattern);
    // Without sections or separate files every entry goes to one group: no key to build.
    const bool grouped = sections.active() || options.separateNews || options.separateVideos
        || options.separateImages;
    for (qsizetype i = 0; i < count; ++i) {
        const UrlEntry &entry = plan.entry(workspace, i);
        qint32 group = 0;
        if (grouped || groups.isEmpty()) {
            const ExportKind kind = kindOf(entry, options);
            const QString section = sections.active() ? sections.keyOf(entry) : QString();
            const QString key = groupKey(kind, section);
            auto it = groupIndex.constFind(key);
            if (it == groupIndex.cend()) {
                it = groupIndex.insert(key, qint32(groups.size()));
                groups.append({ kind, section, {}, {} });
            }
            group = *it;
        }
        groupOf[size_t(i)] = group;
        groups[group].usage.add(entry);
        groups[group].members.append(i);
    }
    if (sections.active())
        for (GroupInfo &group : groups)
            group.section = sections.nameOf(group.section);
    const QList<NamespaceDeclaration> sources = sourceDeclarations(workspace);
    std::vector<std::unique_ptr<GroupShell>> shells;
    for (const GroupInfo &group : std::as_const(groups))
        shells.push_back(
            std::make_unique<GroupShell>(declarationsFor(group.usage, sources), options.pretty));

    // Each entry's exact size, in parallel slices; a plain entry's is counted, not written.
    std::vector<qint64> sizes(size_t(count), 0);
    QList<qsizetype> slices;
    for (qsizetype from = 0; from < count; from += Slice)
        slices.append(from);
    QtConcurrent::blockingMap(slices, [&](qsizetype from) {
        QByteArray scratch;
        const qsizetype to = qMin(count, from + Slice);
        for (qsizetype i = from; i < to; ++i)
            sizes[size_t(i)] = shells[size_t(groupOf[size_t(i)])]->writer->entryBytes(
                plan.entry(workspace, i), scratch);
    });

    auto entryFinding = [&](QLatin1StringView rule, const QString &message, qsizetype i) {
        const EntryRef &ref = plan.entries.at(i);
        Finding f = Finding::make(rule, message);
        f.sitemap = ref.sitemap;
        f.entryIndex = ref.entry;
        f.field = FindingField::Loc;
        f.line = entryAt(workspace, ref).sourceLine();
        return f;
    };
    auto where = [&](qsizetype i) {
        const EntryRef &ref = plan.entries.at(i);
        return tr("entry %1 of %2")
            .arg(ref.entry + 1)
            .arg(workspace.sitemaps.at(ref.sitemap).source.location);
    };

    // Greedy fill of each group's files in input order: a file is closed when the next entry
    // would pass a limit, so only a group's last file can be smaller than the limits allow.
    qsizetype entryErrors = 0;
    // The scope findings listed below: as many as the notices above leave of MaxScopeFindings.
    const qsizetype scopeRoom
        = qMax<qsizetype>(0, ExportPlan::MaxScopeFindings - plan.findings.size());
    auto entryError = [&](QLatin1StringView rule, const QString &message, qsizetype i) {
        if (entryErrors < ExportPlan::MaxScopeFindings)
            plan.findings.append(entryFinding(rule, message, i));
        else
            ++plan.findingsNotListed;
        if (++entryErrors <= MaxEntryErrors)
            plan.errors.append(message);
    };
    QList<qint32> fileGroup; // the group of each file
    for (qint32 g = 0; g < groups.size(); ++g) {
        const GroupInfo &group = groups.at(g);
        const qint64 frame = shells[size_t(g)]->frame;
        ExportFile file;
        auto close = [&] {
            if (file.entries.isEmpty())
                return;
            plan.files.append(file);
            fileGroup.append(g);
            file = ExportFile();
        };
        for (const qsizetype i : group.members) {
            const UrlEntry &entry = plan.entry(workspace, i);
            const qint64 size = sizes[size_t(i)];
            const qsizetype news = entry.hasExtras() ? entry.news().size() : 0;
            if (frame + size > options.maxBytes) {
                entryError(RuleId::FileSizeLimit,
                           tr("\"%1\" (%2) cannot fit in a file: it takes %3 bytes, %4 with the "
                              "file's header and footer, over the limit of %5 bytes")
                               .arg(entry.loc(), where(i), sizeText(size), sizeText(frame + size),
                                    sizeText(options.maxBytes)),
                           i);
                continue;
            }
            if (news > options.maxNews) {
                entryError(
                    RuleId::TooManyNews,
                    tr("\"%1\" (%2) cannot fit in a file: it has %3 news entries, over the "
                       "limit of %4 per file")
                        .arg(entry.loc(), where(i), sizeText(news), sizeText(options.maxNews)),
                    i);
                continue;
            }
            if (!file.entries.isEmpty()
                && (file.entries.size() + 1 > options.maxUrls
                    || file.bytes + size > options.maxBytes || file.news + news > options.maxNews))
                close();
            if (file.entries.isEmpty()) {
                file.kind = group.kind;
                file.section = group.section;
                file.bytes = frame;
            }
            file.entries.append(i);
            ++file.urls;
            file.bytes += size;
            file.news += news;
            const W3cDateTime &lastmod = entry.lastmod();
            if (lastmod.isValid()
                && (!file.newestLastmod.isValid()
                    || lastmod.toMSecsSinceEpoch() > file.newestLastmod.toMSecsSinceEpoch()))
                file.newestLastmod = lastmod;
        }
        close();
    }
    if (entryErrors > MaxEntryErrors)
        plan.errors.append(tr("… and %1 more entries that cannot fit in a file")
                               .arg(entryErrors - MaxEntryErrors));

    nameFiles(plan, pattern, sections.segmented());

    // Scope findings, in input order, up to a number a view can show.
    qsizetype scopeListed = 0;
    for (qsizetype i = 0; i < count; ++i) {
        if (verdicts[size_t(i)] == Verdict::Inside)
            continue;
        if (scopeListed >= scopeRoom) {
            ++plan.findingsNotListed;
            continue;
        }
        const auto [rule, message] = scopeFinding(verdicts[size_t(i)], plan.entry(workspace, i), scope);
        plan.findings.append(entryFinding(rule, message, i));
        ++scopeListed;
    }
    return plan;
}

QStringList Exporter::existingTargets(const ExportPlan &plan)
{
    const QString &target = plan.options.target;
    if (plan.options.zip)
        return QFileInfo::exists(target) ? QStringList { target } : QStringList();
    QStringList existing;
    if (!QFileInfo(target).isDir())
        return existing;
    const QDir dir(target);
    for (const QString &name : plan.fileNames())
        if (QFileInfo::exists(dir.filePath(name)))
            existing.append(dir.filePath(name));
    return existing;
}

namespace {

// A file as it is made: in the staging folder, or in memory for a bundle.
struct Job
{
    qsizetype file = -1; // in plan.files; -1 for the index
    QString name;
    qint64 plannedBytes = 0;
    bool gzip = false;
    QByteArray payload; // bundle: the entry's data as stored in the zip
    quint32 crc = 0; // bundle: CRC-32 of the uncompressed data
    qint64 uncompressed = 0;
    qint64 stored = 0;
};

} // namespace

ExportResult Exporter::write(const ExportPlan &plan)
{
    ExportResult result = writePlan(plan);
    if (!result.ok())
        result.error
            += u'\n' + tr("Not written: %1").arg(result.notWritten.join(QStringLiteral(", ")));
    return result;
}

ExportResult Exporter::writePlan(const ExportPlan &plan)
{
    ExportResult result;
    result.notWritten = plan.fileNames();
    result.robotsLines = plan.robotsLines();
    // The cancel flag stays set for a write() that had not started yet; cleared on return.
    struct ClearCancel
    {
        std::atomic<bool> &flag;
        ~ClearCancel() { flag.store(false); }
    } clearCancel { m_cancel };

    const ExportOptions &options = plan.options;
    if (!plan.isWritable()) {
        result.error = plan.errors.join(u'\n');
        return result;
    }
    if (plan.files.isEmpty()) {
        result.error = tr("There is nothing to export");
        return result;
    }
    const QFileInfo target(options.target);
    if (options.target.isEmpty()) {
        result.error = tr("No target was given");
        return result;
    }
    const QDir parent = target.absoluteDir();
    if (!parent.exists()) {
        result.error = tr("%1 cannot be written: the folder %2 does not exist")
                           .arg(options.target, QDir::toNativeSeparators(parent.path()));
        return result;
    }
    if (!options.zip && target.exists() && !target.isDir()) {
        result.error = tr("%1 is a file, not a folder").arg(options.target);
        return result;
    }
    result.existing = existingTargets(plan);
    for (const QString &path : std::as_const(result.existing)) {
        if (QFileInfo(path).isDir()) {
            result.error = tr("%1 is a folder; an exported file cannot replace it").arg(path);
            return result;
        }
    }
    if (!result.existing.isEmpty() && !options.overwrite) {
        result.status = ExportResult::Status::TargetExists;
        result.error = tr("Nothing was written: these exist already and replacing them was "
                          "not allowed: %1")
                           .arg(result.existing.join(QStringLiteral(", ")));
        return result;
    }

    // The staging folder: beside the target, so that renames stay on one file system. Inside
    // a folder that exists (its files are replaced one by one), else beside the folder or
    // bundle to be made (renamed as a whole).
    const bool intoExisting = !options.zip && target.isDir();
    const QString stagingTemplate = intoExisting
        ? QDir(options.target).filePath(QStringLiteral(".sitemap-studio-export-XXXXXX"))
        : parent.filePath(u'.' + target.fileName() + QStringLiteral(".export-XXXXXX"));
    QTemporaryDir staging(stagingTemplate);
    if (!staging.isValid()) {
        result.error
            = tr("%1 cannot be written: no temporary folder can be made in %2 (%3)")
                  .arg(options.target, QDir::toNativeSeparators(QFileInfo(stagingTemplate).path()),
                       staging.errorString());
        return result;
    }
    const QDir stagingDir(staging.path());

    std::vector<Job> jobs;
    for (qsizetype f = 0; f < plan.files.size(); ++f)
        jobs.push_back(
            { f, plan.files.at(f).name, plan.files.at(f).bytes, options.gzip, {}, 0, 0, 0 });
    const QByteArray index = options.indexName.isEmpty() ? QByteArray() : indexXml(plan);
    if (!options.indexName.isEmpty())
        jobs.push_back({ -1,
                         options.indexName,
                         plan.indexBytes,
                         options.indexName.endsWith(u".gz", Qt::CaseInsensitive),
                         {},
                         0,
                         0,
                         0 });

    // The roots, rebuilt from the plan's groups as plan() built them.
    QHash<QString, Usage> usage;
    for (const ExportFile &file : plan.files) {
        Usage &u = usage[groupKey(file.kind, file.section)];
        for (const qsizetype i : file.entries)
            u.add(plan.entry(m_workspace, i));
    }
    const QList<NamespaceDeclaration> sources = sourceDeclarations(m_workspace);
    QHash<QString, std::shared_ptr<GroupShell>> shells;
    for (auto it = usage.cbegin(); it != usage.cend(); ++it)
        shells.insert(
            it.key(),
            std::make_shared<GroupShell>(declarationsFor(it.value(), sources), options.pretty));

    const qint64 total = plan.totalBytes();
    std::atomic<qint64> done = 0;
    std::atomic<bool> failed = false;
    QMutex errorMutex;
    QString firstError;
    auto fail = [&](const QString &message) {
        QMutexLocker lock(&errorMutex);
        if (firstError.isEmpty())
            firstError = message;
        failed.store(true);
    };
    auto stopped = [&] {
        return failed.load() || m_cancel.load();
    };

    QtConcurrent::blockingMap(jobs, [&](Job &job) {
        if (stopped())
            return;
        // Zip entries are deflated here, in parallel, and stored raw in the bundle; gzipped
        // files are stored as they are. Either is compressed whole, once built (at most the
        // 50 MB a sitemap may have): libdeflate does in one pass what zlib's stream does in
        // about twice the time.
        const bool rawDeflate = options.zip && !job.gzip;
        const bool compressed = job.gzip || rawDeflate;
        quint32 rawCrc = 0;
        QFile file(stagingDir.filePath(job.name));
        // Unbuffered: the slices are large enough, and each write's result is the disk's.
        if (!options.zip && !file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
            fail(tr("%1 cannot be written: %2").arg(job.name, file.errorString()));
            return;
        }
        auto advance = [&](qint64 bytes) {
            job.uncompressed += bytes;
            const qint64 now = done.fetch_add(bytes) + bytes;
            emit progress(now, total);
        };
        // Bytes made, stored: compressed whole when the file is compressed, else as they come.
        auto store = [&](const QByteArray &made) {
            QByteArray out;
            if (compressed) {
                out = rawDeflate ? deflateRaw(made, options.gzipLevel, &rawCrc)
                                 : gzipCompress(made, options.gzipLevel);
                if (out.isEmpty()) {
                    fail(tr("%1 cannot be compressed: out of memory").arg(job.name));
                    return false;
                }
            }
            const QByteArray &bytes = compressed ? out : made;
            job.stored += bytes.size();
            if (options.zip) {
                job.payload += bytes;
            } else if (!DurableFile::writeAll(file, bytes)) {
                fail(tr("%1 cannot be written: %2").arg(job.name, file.errorString()));
                return false;
            }
            return true;
        };

        bool ok = true;
        if (job.file < 0) {
            ok = store(index);
            if (ok)
                advance(index.size());
        } else {
            // A compressed file is made in one buffer of its planned size; a plain one is
            // written a slice at a time.
            const ExportFile &planned = plan.files.at(job.file);
            const GroupShell &shell = *shells.value(groupKey(planned.kind, planned.section));
            QByteArray made = shell.writer->header();
            made.reserve(compressed ? qsizetype(planned.bytes) : SliceBytes + 64 * 1024);
            qsizetype counted = 0; // the bytes of `made` counted in the progress
            for (const qsizetype i : planned.entries) {
                shell.writer->appendEntry(made, plan.entry(m_workspace, i));
                if (made.size() - counted >= SliceBytes) {
                    if (stopped())
                        return;
                    advance(made.size() - counted);
                    counted = made.size();
                    if (!compressed) {
                        if (!store(made))
                            return;
                        made.resize(0);
                        counted = 0;
                    }
                }
            }
            made += shell.writer->footer();
            ok = !stopped() && store(made);
            if (ok)
                advance(made.size() - counted);
        }
        if (!ok)
            return;
        // A zip entry records the CRC-32 of its data as the zip holds it uncompressed: the
        // XML for a deflated entry, the gzip bytes for a stored .gz.
        if (options.zip)
            job.crc = job.gzip
                ? quint32(crc32(0L, reinterpret_cast<const Bytef *>(job.payload.constData()),
                                uInt(job.payload.size())))
                : rawCrc;
        if (!options.zip && (!file.flush() || file.error() != QFileDevice::NoError)) {
            fail(tr("%1 cannot be written: %2").arg(job.name, file.errorString()));
            return;
        }
        file.close();
        if (!options.zip && file.error() != QFileDevice::NoError) {
            fail(tr("%1 cannot be written: %2").arg(job.name, file.errorString()));
            return;
        }
        // The plan's promise: each file has exactly the size it was planned with.
        if (job.uncompressed != job.plannedBytes)
            fail(tr("%1 came out at %2 bytes where %3 were planned; the workspace changed "
                    "while exporting")
                     .arg(job.name, sizeText(job.uncompressed), sizeText(job.plannedBytes)));
    });

    auto stop = [&](ExportResult::Status status, const QString &error) {
        result.status = status;
        result.error = error;
        return result;
    };
    if (m_cancel.load())
        return stop(ExportResult::Status::Cancelled, tr("The export was cancelled"));
    if (failed.load())
        return stop(ExportResult::Status::Failed, firstError);

    // Into place.
    if (options.zip) {
        const QString bundle = stagingDir.filePath(target.fileName());
        QuaZip zip(bundle);
        zip.setZip64Enabled(total > 0xFFFF0000LL);
        if (!zip.open(QuaZip::mdCreate))
            return stop(ExportResult::Status::Failed,
                        tr("%1 cannot be written (zip error %2)")
                            .arg(options.target)
                            .arg(zip.getZipError()));
        for (const Job &job : jobs) {
            QuaZipNewInfo info(job.name);
            info.uncompressedSize = quint64(job.gzip ? job.payload.size() : job.uncompressed);
            info.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                | QFileDevice::ReadGroup | QFileDevice::ReadOther);
            QuaZipFile entry(&zip);
            // Raw: the data is already deflated (or gzipped, then stored as it is).
            const int method = job.gzip ? 0 : Z_DEFLATED;
            if (!entry.open(QIODevice::WriteOnly, info, nullptr, job.crc, method, options.gzipLevel,
                            true)
                || entry.write(job.payload) != job.payload.size()) {
                return stop(ExportResult::Status::Failed,
                            tr("%1 cannot be written into %2 (zip error %3)")
                                .arg(job.name, options.target)
                                .arg(entry.getZipError()));
            }
            entry.close();
            if (entry.getZipError() != ZIP_OK)
                return stop(ExportResult::Status::Failed,
                            tr("%1 cannot be written into %2 (zip error %3)")
                                .arg(job.name, options.target)
                                .arg(entry.getZipError()));
        }
        zip.close();
        if (zip.getZipError() != ZIP_OK)
            return stop(ExportResult::Status::Failed,
                        tr("%1 cannot be written (zip error %2)")
                            .arg(options.target)
                            .arg(zip.getZipError()));
        const qint64 bundleBytes = QFileInfo(bundle).size();
        if (!renamePath(bundle, target.absoluteFilePath()))
            return stop(ExportResult::Status::Failed,
                        tr("%1 cannot be put in place: %2")
                            .arg(options.target, QString::fromLocal8Bit(std::strerror(errno))));
        result.storedBytes = bundleBytes;
        for (const Job &job : jobs)
            result.written.append(options.target + u':' + job.name);
    } else {
        QStringList names;
        for (const Job &job : jobs)
            names.append(job.name);
        QString error;
        if (!placeStaged(options, staging, intoExisting, names, &error))
            return stop(ExportResult::Status::Failed, error);
        for (const QString &name : std::as_const(names))
            result.written.append(QDir(options.target).filePath(name));
    }

    // The renames are what publishes the files: flushed, so that a power cut cannot undo them
    // while the files they name are already gone from the staging folder.
    DurableFile::syncFolder(options.zip ? target.absolutePath() : target.absoluteFilePath());
    result.status = ExportResult::Status::Written;
    result.notWritten.clear();
    result.files = plan.files.size();
    result.urls = plan.urlCount();
    for (const Job &job : jobs) {
        result.uncompressedBytes += job.uncompressed;
        if (!options.zip)
            result.storedBytes += job.stored;
    }
    emit progress(total, total);
    return result;
}

} // namespace Studio
