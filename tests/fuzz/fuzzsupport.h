#pragma once

// What the fuzz targets share: reading limits small enough for thousands of runs a second,
// checks that end the run with a message (libFuzzer saves the input like a crash's), and a
// field-by-field comparison of two readings.

#include "model/namespaces.h"
#include "io/input/readlimits.h"
#include "model/sitemap.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <cstdio>
#include <cstdlib>

namespace Studio::Fuzz {

using namespace Qt::StringLiterals;

// Caps well above what libFuzzer's inputs hold (tens of KB), yet small enough that a
// decompression bomb or a deep nesting ends in milliseconds. One thread: the pool would
// only add noise to the coverage and the timing.
inline ReadLimits limits()
{
    ReadLimits limits;
    limits.maxBytes = 1024 * 1024;
    limits.maxTotalBytes = 4 * 1024 * 1024;
    limits.maxArchiveEntries = 64;
    limits.maxDepth = 64;
    limits.maxValueLength = 64 * 1024;
    limits.parallel = false;
    return limits;
}

// Qt's warnings (QuaZip on a broken archive, say) would be printed on every run and slow the
// fuzzer down; they are no finding. Fatal messages still abort.
inline void quietQt()
{
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
        if (type == QtFatalMsg) {
            std::fprintf(stderr, "%s\n", qPrintable(text));
            std::abort();
        }
    });
}

[[noreturn]] inline void fail(const char *check, const QString &detail)
{
    std::fprintf(stderr, "==fuzz== check failed: %s\n%s\n", check, qPrintable(detail));
    std::abort();
}

// A property every input must keep; `detail` is built only when it does not hold.
#define FUZZ_CHECK(condition, detail)                                                              \
    do {                                                                                           \
        if (!(condition))                                                                          \
            ::Studio::Fuzz::fail(#condition, (detail));                                            \
    } while (false)

// `text` quoted for a message, at most 200 characters, with what cannot be seen escaped.
inline QString show(const QString &text)
{
    QString shown = u"\""_s;
    for (const QChar c : QStringView(text).left(200)) {
        if (c.isPrint() && c != u'\\')
            shown += c;
        else
            shown += u"\\u%1"_s.arg(uint(c.unicode()), 4, 16, QChar(u'0'));
    }
    return shown + u'"';
}

// Where two lists of images, videos or news items first differ.
template<typename Item> QString itemDifference(const QList<Item> &a, const QList<Item> &b)
{
    if (a.size() != b.size())
        return u"%1 / %2 items"_s.arg(a.size()).arg(b.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QList<ExtensionField> &x = a.at(i).fields();
        const QList<ExtensionField> &y = b.at(i).fields();
        if (x.size() != y.size())
            return u"item %1: %2 / %3 fields"_s.arg(i).arg(x.size()).arg(y.size());
        for (qsizetype f = 0; f < x.size(); ++f)
            if (!(x.at(f) == y.at(f)))
                return u"item %1 field %2 (key %3): %4 / %5"_s.arg(i)
                    .arg(f)
                    .arg(x.at(f).key)
                    .arg(show(x.at(f).text), show(y.at(f).text));
        if (a.at(i).attributes() != b.at(i).attributes())
            return u"item %1: attributes"_s.arg(i);
    }
    return {};
}

// An unknown element as a one-line outline, for messages.
inline QString outline(const ForeignElement &e)
{
    if (e.isComment())
        return u"<!--"_s + show(e.text) + u"-->"_s;
    if (e.isText())
        return show(e.text);
    QString out = u'<' + e.qualifiedName + u" {"_s + e.namespaceUri + u'}';
    for (const NamespaceDeclaration &d : e.namespaceDeclarations)
        out += u" xmlns:"_s + d.prefix + u"=\""_s + d.namespaceUri + u'"';
    for (const XmlAttribute &a : e.attributes)
        out += u' ' + a.qualifiedName + u" {"_s + a.namespaceUri + u"}=\""_s + a.value + u'"';
    out += u'>';
    for (const ForeignElement &child : e.children)
        out += outline(child);
    return out + u"</>"_s;
}

inline QString foreignDifference(const QList<ForeignElement> &a, const QList<ForeignElement> &b)
{
    if (a.size() != b.size())
        return u"%1 / %2 elements"_s.arg(a.size()).arg(b.size());
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!(a.at(i) == b.at(i)))
            return u"element %1:\n  %2\n  %3"_s.arg(i).arg(outline(a.at(i)), outline(b.at(i)));
    return {};
}

inline QStringView localPart(const QString &qualifiedName)
{
    return QStringView(qualifiedName).mid(qualifiedName.indexOf(u':') + 1);
}

// Gives the unknown elements in `written` (a re-read copy of `original`) the spelling of
// `original` where only the spelling differs, so that what is left to compare is what the
// XML says. The writer binds the protocol's namespaces to its own prefixes ("img:image" of
// the image namespace comes back as "image:image"), and declares on an unknown element the
// namespaces its new surroundings no longer provide. A declaration `original` has must
// still be there, except one of the protocol namespace the element itself is in: the writer
// binds that namespace to its own prefix, declared where it needs it.
inline void alignSpelling(QList<ForeignElement> &written, const QList<ForeignElement> &original)
{
    if (written.size() != original.size())
        return;
    for (qsizetype i = 0; i < written.size(); ++i) {
        ForeignElement &w = written[i];
        const ForeignElement &o = original.at(i);
        const Ns ns = o.namespaceUri.isEmpty() ? Ns::Other : Namespaces::classify(o.namespaceUri);
        const bool kept = std::all_of(
            o.namespaceDeclarations.cbegin(), o.namespaceDeclarations.cend(),
            [&w, ns](const NamespaceDeclaration &d) {
                return w.namespaceDeclarations.contains(d)
                    || (ns != Ns::Other && Namespaces::classify(d.namespaceUri) == ns);
            });
        if (kept)
            w.namespaceDeclarations = o.namespaceDeclarations;
        if (w.namespaceUri == o.namespaceUri
            && localPart(w.qualifiedName) == localPart(o.qualifiedName))
            w.qualifiedName = o.qualifiedName;
        if (w.attributes.size() == o.attributes.size()) {
            for (qsizetype a = 0; a < w.attributes.size(); ++a) {
                XmlAttribute &wa = w.attributes[a];
                const XmlAttribute &oa = o.attributes.at(a);
                if (wa.namespaceUri == oa.namespaceUri
                    && localPart(wa.qualifiedName) == localPart(oa.qualifiedName))
                    wa.qualifiedName = oa.qualifiedName;
            }
        }
        alignSpelling(w.children, o.children);
    }
}

template<typename Item> void alignSpelling(QList<Item> &written, const QList<Item> &original)
{
    if (written.size() != original.size())
        return;
    for (qsizetype i = 0; i < written.size(); ++i) {
        QList<ExtensionField> &w = written[i].fields();
        const QList<ExtensionField> &o = original.at(i).fields();
        if (w.size() != o.size())
            continue;
        for (qsizetype f = 0; f < w.size(); ++f)
            alignSpelling(w[f].foreign, o.at(f).foreign);
    }
}

inline void alignSpelling(UrlEntry &written, const UrlEntry &original)
{
    if (!written.hasExtras())
        return;
    alignSpelling(written.mutableForeignElements(), original.foreignElements());
    alignSpelling(written.mutableImages(), original.images());
    alignSpelling(written.mutableVideos(), original.videos());
    alignSpelling(written.mutableNews(), original.news());
}

// What to compare of two readings of one document.
enum class Compare {
    // Two parsers on the same text: everything, positions and findings included.
    Everything,
    // A document against its written and re-read form: the content only (entries, the root's
    // attributes, the prolog and epilogue, unknown elements), not where things were nor what
    // was said about them.
    Content,
};

// The differences between `a` and `written` (in Content mode: `a` written and read back),
// one line each; empty when they are equal.
inline QStringList differences(const Sitemap &a, const Sitemap &written, Compare what)
{
    Sitemap b = written;
    if (what == Compare::Content) {
        for (qsizetype i = 0; i < qMin(a.entries.size(), b.entries.size()); ++i)
            alignSpelling(b.entries[i], a.entries.at(i));
        if (a.foreignElements.size() == b.foreignElements.size()) {
            for (qsizetype i = 0; i < a.foreignElements.size(); ++i) {
                QList<ForeignElement> one { b.foreignElements.at(i).element };
                alignSpelling(one, { a.foreignElements.at(i).element });
                b.foreignElements[i].element = one.first();
            }
        }
    }
    QStringList out;
    auto differ = [&out](const char *field, const QString &detail = {}) {
        out.append(QString::fromLatin1(field) + (detail.isEmpty() ? QString() : u": "_s + detail));
    };
    if (a.kind != b.kind)
        differ("kind");
    if (a.failed != b.failed)
        differ("failed");
    if (a.recovered != b.recovered)
        differ("recovered");
    if (a.entries.size() != b.entries.size())
        differ("entry count", u"%1 / %2"_s.arg(a.entries.size()).arg(b.entries.size()));
    for (qsizetype i = 0; i < qMin(a.entries.size(), b.entries.size()); ++i) {
        const UrlEntry &x = a.entries.at(i);
        const UrlEntry &y = b.entries.at(i);
        if (!(x == y)) {
            QString detail = u"entry %1"_s.arg(i);
            if (x.locUtf8() != y.locUtf8())
                detail += u" loc %1 / %2"_s.arg(show(x.loc()), show(y.loc()));
            if (!(x.lastmod() == y.lastmod()))
                detail += u" lastmod %1 / %2"_s.arg(show(x.lastmod().toString()),
                                                    show(y.lastmod().toString()));
            if (x.changefreqText() != y.changefreqText())
                detail += u" changefreq"_s;
            if (x.priorityText() != y.priorityText())
                detail
                    += u" priority %1 / %2"_s.arg(show(x.priorityText()), show(y.priorityText()));
            if (x.images() != y.images())
                detail += u" images: "_s + itemDifference(x.images(), y.images());
            if (x.videos() != y.videos())
                detail += u" videos: "_s + itemDifference(x.videos(), y.videos());
            if (x.news() != y.news())
                detail += u" news: "_s + itemDifference(x.news(), y.news());
            if (x.alternates() != y.alternates())
                detail += u" alternates"_s;
            if (x.foreignElements() != y.foreignElements())
                detail += u" unknown elements: "_s
                    + foreignDifference(x.foreignElements(), y.foreignElements());
            if (x.foreignAttributes() != y.foreignAttributes())
                detail += u" attributes"_s;
            if (x.childOrder() != y.childOrder())
                detail += u" child order %1 / %2"_s.arg(QString::fromLatin1(x.childOrder()),
                                                        QString::fromLatin1(y.childOrder()));
            differ("entry", detail);
            break;
        }
        if (what == Compare::Everything && x.sourceLine() != y.sourceLine())
            differ("source line",
                   u"entry %1: %2 / %3"_s.arg(i).arg(x.sourceLine()).arg(y.sourceLine()));
    }
    if (a.foreignElements != b.foreignElements) {
        QList<ForeignElement> x, y;
        for (const PlacedForeignElement &placed : a.foreignElements)
            x.append(placed.element);
        for (const PlacedForeignElement &placed : b.foreignElements)
            y.append(placed.element);
        differ("unknown elements under the root", foreignDifference(x, y));
    }
    if (a.rootAttributes != b.rootAttributes)
        differ("root attributes");
    if (a.prolog != b.prolog)
        differ("prolog");
    if (a.epilogue != b.epilogue)
        differ("epilogue");
    if (what == Compare::Content)
        return out;

    if (a.namespaces != b.namespaces)
        differ("namespaces");
    if (a.findings.size() != b.findings.size())
        differ("finding count", u"%1 / %2"_s.arg(a.findings.size()).arg(b.findings.size()));
    for (qsizetype i = 0; i < qMin(a.findings.size(), b.findings.size()); ++i) {
        const Finding &x = a.findings.at(i);
        const Finding &y = b.findings.at(i);
        if (x.ruleId != y.ruleId || x.message != y.message || x.line != y.line
            || x.column != y.column || x.entryIndex != y.entryIndex) {
            differ("finding", u"%1: %2 / %3"_s.arg(i).arg(x.toString(), y.toString()));
            break;
        }
    }
    return out;
}

} // namespace Studio::Fuzz

// Each target is one file that includes this header once: its libFuzzer set-up lives here.
extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Studio::Fuzz::quietQt();
    return 0;
}
