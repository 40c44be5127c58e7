#pragma once

// What Exporter and ExportStream share: the file name pattern, the grouping of entries into
// files, the roots of the files, the index. Not a public API.

#include "exporter.h"
#include "model/namespaces.h"
#include "sitemapwriter.h"
#include "util/url.h"

#include <QFile>
#include <QLocale>
#include <QSet>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>

namespace Studio::ExportDetail {

// Limits of an index (sitemaps.org): 50,000 sitemaps and 52,428,800 bytes.
constexpr qsizetype MaxIndexSitemaps = Limits::MaxUrls;
constexpr qint64 MaxIndexBytes = Limits::MaxFileBytes;
// Slices a file is serialised (and compressed) in: small enough to stay in the cache and to
// notice a cancel quickly, large enough that each costs little.
constexpr qsizetype SliceBytes = 256 * 1024;
// Sentences in ExportPlan::errors about single entries; the rest are counted.
constexpr qsizetype MaxEntryErrors = 20;

// ---- file name pattern ------------------------------------------------------------------

// "sitemap-{section}-{n:3}.xml" as parts. {n} is the file's number within the files whose
// names differ only by it, from 1; {n:W} pads it with zeros to W digits; {section} is the
// first folder of the entries' path; {kind} is news, videos or images for the files of
// ExportOptions::separate*. A token that comes out empty takes one '-' or '_' beside it along.
struct NamePattern
{
    struct Part
    {
        enum Kind : quint8 { Literal, Number, Section, EntryKind } kind = Literal;
        QString text;
        int width = 0;
    };
    QList<Part> parts;
    bool hasNumber = false;
    bool hasSection = false;
    QString error;

    static NamePattern parse(const QString &pattern)
    {
        NamePattern p;
        auto fail = [&p](const QString &why) {
            p.error = why;
            return p;
        };
        if (pattern.isEmpty())
            return fail(Exporter::tr("The file name pattern is empty"));
        if (!pattern.endsWith(u".xml", Qt::CaseInsensitive))
            return fail(
                Exporter::tr("The file name pattern \"%1\" does not end in .xml (gzip adds .gz)")
                    .arg(pattern));
        if (pattern.startsWith(u'.') || pattern.contains(u'/') || pattern.contains(u'\\')
            || pattern.contains(QChar(0)))
            return fail(
                Exporter::tr("The file name pattern \"%1\" must name a plain file: no folder "
                             "separators and no leading '.'")
                    .arg(pattern));
        QString literal;
        for (qsizetype i = 0; i < pattern.size(); ++i) {
            const QChar c = pattern.at(i);
            if (c == u'}')
                return fail(Exporter::tr("The file name pattern \"%1\" has a '}' without '{'")
                                .arg(pattern));
            if (c != u'{') {
                literal += c;
                continue;
            }
            const qsizetype close = pattern.indexOf(u'}', i);
            if (close < 0)
                return fail(Exporter::tr("The file name pattern \"%1\" has a '{' without '}'")
                                .arg(pattern));
            const QString token = pattern.mid(i + 1, close - i - 1);
            i = close;
            if (!literal.isEmpty())
                p.parts.append({ Part::Literal, literal, 0 });
            literal.clear();
            if (token == u"n" || token.startsWith(u"n:")) {
                int width = 0;
                if (token.size() > 1) {
                    bool ok = false;
                    width = token.mid(2).toInt(&ok);
                    if (!ok || width < 1 || width > 9)
                        return fail(
                            Exporter::tr("In the file name pattern, \"{%1}\" needs a width of 1 "
                                         "to 9 digits, as in {n:3}")
                                .arg(token));
                }
                if (p.hasNumber)
                    return fail(
                        Exporter::tr("The file name pattern \"%1\" has {n} twice").arg(pattern));
                p.hasNumber = true;
                p.parts.append({ Part::Number, QString(), width });
            } else if (token == u"section") {
                p.hasSection = true;
                p.parts.append({ Part::Section, QString(), 0 });
            } else if (token == u"kind") {
                p.parts.append({ Part::EntryKind, QString(), 0 });
            } else {
                return fail(
                    Exporter::tr("The file name pattern has an unknown token \"{%1}\"; known are "
                                 "{n}, {n:W}, {section} and {kind}")
                        .arg(token));
            }
        }
        if (!literal.isEmpty())
            p.parts.append({ Part::Literal, literal, 0 });
        return p;
    }

    // The name; `number` < 0 leaves "{n}" in it (the stem files are numbered by), 0 leaves
    // the number out (a segment's only file).
    QString expand(const QString &section, const QString &kind, qsizetype number) const
    {
        QString out;
        bool dropSeparator = false;
        auto isSeparator = [](QChar c) {
            return c == u'-' || c == u'_';
        };
        for (const Part &part : parts) {
            QString text;
            switch (part.kind) {
            case Part::Literal:
                text = part.text;
                if (dropSeparator && isSeparator(text.front()))
                    text.remove(0, 1);
                dropSeparator = false;
                out += text;
                continue;
            case Part::Number:
                if (number < 0)
                    text = QStringLiteral("{n}");
                else if (number > 0)
                    text = QStringLiteral("%1").arg(qint64(number), part.width, 10, QChar(u'0'));
                break;
            case Part::Section:
                text = section;
                break;
            case Part::EntryKind:
                text = kind;
                break;
            }
            if (text.isEmpty()) {
                // A number left out takes a '.' before it along too: "{section}.{n}.xml".
                const bool dot = part.kind == Part::Number && out.endsWith(u'.');
                if (!out.isEmpty() && (isSeparator(out.back()) || dot))
                    out.chop(1);
                else
                    dropSeparator = true;
                continue;
            }
            dropSeparator = false;
            out += text;
        }
        return out;
    }
};

// The pattern as the files are named: with segments, {section} goes before {n} when the
// pattern lacks it ("sitemap-{n}.xml" names sitemap-{section}-{n}.xml), or before ".xml"
// without {n} either ("sitemap.xml" names sitemap-{section}.xml).
inline QString effectivePattern(const ExportOptions &options)
{
    QString pattern = options.pattern;
    if (options.segments.isNull() || pattern.contains(u"{section}"))
        return pattern;
    const qsizetype number = pattern.indexOf(u"{n");
    if (number >= 0)
        return pattern.insert(number, QStringLiteral("{section}-"));
    if (pattern.endsWith(u".xml", Qt::CaseInsensitive))
        return pattern.insert(pattern.size() - 4, QStringLiteral("-{section}"));
    return pattern; // an error of its own (optionErrors())
}

// The {section} of each entry: the segment ExportOptions::segments puts it in, else, with a
// pattern that has {section}, its first folder. Names are given as segments first come
// (SegmentNames), so Exporter and ExportStream, which see the entries in the same order, name
// them alike.
class Sections
{
public:
    Sections(const ExportOptions &options, const NamePattern &pattern)
        : m_segmenter(options.segments)
        , m_segmented(!options.segments.isNull())
    {
        if (!m_segmented && pattern.hasSection)
            m_segmenter = Segmenter::byFolder(1);
    }
    bool active() const { return !m_segmenter.isNull(); }
    // Whether each segment's files are numbered apart, one file without a number.
    bool segmented() const { return m_segmented; }
    QString keyOf(const UrlEntry &entry) const { return m_segmenter.keyOf(entry); }
    // The {section} text of `key`. Without segments the pages at the top have none.
    QString nameOf(const QString &key)
    {
        return !m_segmented && key.isEmpty() ? QString() : m_names.nameOf(key);
    }

private:
    Segmenter m_segmenter;
    bool m_segmented;
    SegmentNames m_names;
};

inline ExportKind kindOf(const UrlEntry &entry, const ExportOptions &options)
{
    return contentKind(entry, options.separateNews, options.separateVideos, options.separateImages);
}

// ---- the files' roots -------------------------------------------------------------------

// The root of every file of one group declares the extension namespaces the group's entries
// use and the sources' own namespaces. The same declarations serve to size the entries and
// to write them, so the planned sizes are exact: an entry's bytes depend on what the root
// binds (an unknown element of a bound namespace needs no declaration of its own).
struct GroupShell
{
    Sitemap sitemap; // entries stay empty; the writer refers to it
    std::unique_ptr<SitemapWriter> writer;
    qint64 frame = 0; // header and footer

    GroupShell(const QList<NamespaceDeclaration> &declarations, bool pretty)
    {
        sitemap.namespaces = declarations;
        writer = std::make_unique<SitemapWriter>(sitemap, WriteOptions { pretty });
        frame = writer->header().size() + writer->footer().size();
    }
};

struct Usage
{
    bool image = false, video = false, news = false, xhtml = false;
    bool operator==(const Usage &) const = default;
    void add(const UrlEntry &entry)
    {
        if (!entry.hasExtras())
            return;
        image |= !entry.images().isEmpty();
        video |= !entry.videos().isEmpty();
        news |= !entry.news().isEmpty();
        xhtml |= !entry.alternates().isEmpty();
    }
};

// The declarations of the root of a group's files: the extension namespaces its entries use,
// then the sources' own prefixes (`sources`: every urlset's root declarations, in input
// order), the first binding of each.
inline QList<NamespaceDeclaration> declarationsFor(const Usage &used,
                                                   const QList<NamespaceDeclaration> &sources)
{
    QList<NamespaceDeclaration> out;
    auto add = [&out](Ns ns) {
        out.append({ Namespaces::canonicalPrefix(ns), Namespaces::canonical(ns) });
    };
    if (used.xhtml)
        add(Ns::Xhtml);
    if (used.image)
        add(Ns::Image);
    if (used.video)
        add(Ns::Video);
    if (used.news)
        add(Ns::News);
    // The sources' own prefixes, the first binding of each.
    QSet<QString> prefixes;
    for (const NamespaceDeclaration &d : std::as_const(out))
        prefixes.insert(d.prefix);
    for (const NamespaceDeclaration &d : sources) {
        if (d.prefix.isEmpty() || Namespaces::classify(d.namespaceUri) != Ns::Other
            || prefixes.contains(d.prefix))
            continue;
        prefixes.insert(d.prefix);
        out.append(d);
    }
    return out;
}

inline const UrlEntry &entryAt(const Workspace &workspace, const EntryRef &ref)
{
    return workspace.sitemaps.at(ref.sitemap).entries.at(ref.entry);
}

// The group key of files: same kind and section, one root and one numbering stem.
inline QString groupKey(ExportKind kind, const QString &section)
{
    return QString::number(int(kind)) + u'/' + section;
}

inline QByteArray indexXml(const ExportPlan &plan)
{
    Sitemap index;
    index.kind = Sitemap::Kind::Index;
    const QString base = plan.baseUrl();
    for (const ExportFile &file : plan.files) {
        UrlEntry entry(base + file.name);
        entry.setLastmod(file.newestLastmod);
        index.entries.append(entry);
    }
    return SitemapWriter(index, WriteOptions { plan.options.pretty }).write();
}

// Names the plan's files (each with its kind and section, in plan order) after the pattern:
// files whose names differ only by {n} are numbered together, from 1; with `segmented`, such
// a stem of a single file has no number. Then the index, within its own limits. What cannot be
// goes to plan.errors; plan.indexBytes is set, and the index's bytes are returned (empty
// without one, or when it cannot be made).
QByteArray nameFiles(ExportPlan &plan, const NamePattern &pattern, bool segmented);

inline QString sizeText(qint64 bytes)
{
    return QLocale::c().toString(bytes);
}

// The declarations of every urlset of a workspace, in its order (declarationsFor's `sources`).
inline QList<NamespaceDeclaration> sourceDeclarations(const Workspace &workspace)
{
    QList<NamespaceDeclaration> out;
    for (const Sitemap &sitemap : workspace.sitemaps)
        if (!sitemap.isIndex())
            out.append(sitemap.namespaces);
    return out;
}

// Renames with the system's rename(2): Qt's QFile::rename copies across file systems and
// does not replace, where this must be one atomic step or fail.
inline bool renamePath(const QString &from, const QString &to)
{
    return std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0;
}

// Why `options` cannot be carried out, one sentence each (limits, pattern, index name, base
// URL); `pattern` gets the parsed pattern.
QStringList optionErrors(const ExportOptions &options, NamePattern *pattern);

// Where a location an export writes stands against the base URL's scope.
using Verdict = Url::ScopeResult;
inline Verdict verdictOf(const Url::Scope &scope, QByteArrayView loc)
{
    return Url::inScope(scope, Url::split(loc));
}

// A location that is no absolute http(s) URL, as an export writes it: a reference that starts
// with '/' (a path on the host, or "//host/path") resolved against where its sitemap is
// published (`publish`), else against the base URL; empty when it is none (a word or a sentence
// of a text list is no URL at all): it is left out. `against` gets what it was resolved
// against.
QByteArray resolvedLocation(QByteArrayView loc, Url::Problem problem, const QUrl &publish,
                            const QString &base, QUrl *against);
// The messages of the notice for a resolved location (SM414) and of an entry left out (SM401).
QString resolvedMessage(const UrlEntry &entry, const QByteArray &absolute, const QUrl &against);
QString leftOutMessage(const UrlEntry &entry, Url::Problem problem);
// The rule and message of the scope finding of an entry written outside the scope.
std::pair<QLatin1StringView, QString> scopeFinding(Verdict verdict, const UrlEntry &entry,
                                                   const Url::Scope &scope);

// Moves the files `names` of the staging folder into options.target: the staging folder
// becomes the target when that is new (intoExisting false), else each file moves in, what it
// replaces moved aside first and put back when a later one fails. False with `error` set when
// a rename fails; the target is then as it was.
bool placeStaged(const ExportOptions &options, QTemporaryDir &staging, bool intoExisting,
                 const QStringList &names, QString *error);

} // namespace Studio::ExportDetail
