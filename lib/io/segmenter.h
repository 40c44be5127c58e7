#pragma once

#include "model/urlentry.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QString>

namespace Studio {

// What an entry holds, for the files of their own that an export gives news, videos or images
// (ExportOptions::separate*) and for the `type` segments: the first of news, videos and images
// that the entry has and that is asked for, else pages.
enum class ExportKind : quint8 { Pages, News, Videos, Images };
QString exportKindName(ExportKind kind); // "", "news", "videos", "images": the {kind} token
ExportKind contentKind(const UrlEntry &entry, bool news = true, bool videos = true,
                       bool images = true);

// Puts each URL in one segment, a section of the site that a consultant looks at on its own
// and that an export gives files of its own (Search Console reports per file). A segment is
// known by its key, which keyOf() gives for an entry alone, so that a stream that sees each
// entry once can tell it; SegmentNames turns keys into names for files and reports.
//
//  - folder[:DEPTH]: the first DEPTH folders of the path (1 by default), percent-escapes
//    decoded, '/' between them ("blog", "blog/2024"); a page with no folder (the home page,
//    "/about") has the empty key, named "root".
//  - language: the entry's own hreflang (the language alternate whose href is the entry's
//    location; x-default is no language), else a first path segment that is a language code
//    ("/de/", "/pt-br/", "/en_GB/": two letters, and a region or a script), else "other". In
//    lower case with '-': "pt-br".
//  - type: news, videos, images or pages, the first that the entry holds (ExportKind).
//  - patterns: a list of NAME and regular expression (`pattern:FILE`, a file of "NAME REGEX"
//    lines); the first expression found in the location gives NAME, no match gives "other".
//
// A value; copies share the compiled patterns. keyOf() is const and may run on any thread.
class Segmenter
{
    Q_DECLARE_TR_FUNCTIONS(Studio::Segmenter)

public:
    enum class By : quint8 { Nothing, Folder, Language, Type, Pattern };
    static constexpr int MaxDepth = 10;
    struct Pattern
    {
        QString key; // the segment's NAME
        QRegularExpression regex; // valid
    };

    Segmenter() = default; // segments nothing
    static Segmenter byFolder(int depth = 1);
    static Segmenter byLanguage();
    static Segmenter byType();
    // `spec` says where the patterns come from: "pattern:rules.txt".
    static Segmenter byPatterns(const QList<Pattern> &patterns, const QString &spec);
    // The patterns of a pattern file's text: "NAME REGEX" lines, blank lines and lines that
    // start with '#' skipped; `file` names it in the spec and in errors. A null Segmenter, with
    // the reason in `error`, for a line that is not NAME REGEX or whose REGEX is not valid
    // ("rules.txt:3: …"), and for a text without any such line.
    static Segmenter readPatterns(QStringView text, const QString &file, QString *error);
    // The segments a spec names, as export's --group-by, stats' --by and the export wizard's
    // "Split by" give them: "folder", "folder:DEPTH", "language", "type" or "pattern:FILE"
    // (FILE read from the current folder when relative, at most MaxPatternFileSize bytes). A
    // null Segmenter with the reason in `error` when `spec` names none, or its FILE cannot be
    // read or has a wrong line. One reading for the window and the command line, so that the
    // same spec splits alike in both.
    static Segmenter fromSpec(const QString &spec, QString *error);
    static constexpr qint64 MaxPatternFileSize = 1 << 20; // a pattern file is a short list
    // The specs fromSpec() takes, said for a user.
    static QString specSyntax();

    bool isNull() const { return m_by == By::Nothing; }
    By by() const { return m_by; }
    int depth() const { return m_depth; }
    // As `--group-by` and `--by` take it: "folder:2", "language", "pattern:rules.txt".
    QString spec() const { return m_spec; }

    QString keyOf(const UrlEntry &entry) const;

    // `key` made fit for a file name: lower case ASCII letters, digits and single '-'
    // between words, at most MaxNameLength characters. Accents are dropped ("café" gives
    // cafe, "straße" strasse); a word in another script is written as an IDN label is
    // ("новости" gives xn--b1amnebsh). Empty when nothing of `key` is left.
    static QString fileSafe(QStringView key);
    static constexpr qsizetype MaxNameLength = 64;

private:
    QString folderKey(const UrlEntry &entry) const;
    static QString languageKey(const UrlEntry &entry);
    QString patternKey(const UrlEntry &entry) const;

    By m_by = By::Nothing;
    int m_depth = 1;
    QString m_spec;
    QList<Pattern> m_patterns;
};

// Names the segments, in the order they first come: each key made safe for a file name
// (Segmenter::fileSafe(); the empty key of the pages at the top is "root", a key with nothing
// safe in it "segment"), and then told apart. A name is never one given before, nor one given
// before followed by '-' and digits, nor such that one given before is it followed by '-' and
// digits: the files of segment "shop" (sitemap-shop-1.xml, sitemap-shop-2.xml) and those of a
// segment "shop-2" cannot share a name. A name that would be is followed by "-x2", "-x3", ….
// Given the same keys in the same order, the names are the same: an export and a count of the
// same input name their segments alike.
class SegmentNames
{
public:
    // The name of `key`: given at its first call, the same at every later one.
    QString nameOf(const QString &key);

private:
    bool clashes(const QString &name) const;

    QHash<QString, QString> m_byKey;
    QSet<QString> m_taken; // the names given
    QSet<QString> m_stems; // the names given that end in '-' and digits, without those
};

} // namespace Studio
