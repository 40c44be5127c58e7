#pragma once

#include "model/sitemap.h"
#include "model/finding.h"

#include <QCoreApplication>
#include <QByteArrayView>
#include <QString>

namespace Studio {

// A fast look at UTF-8 XML before any parser sees it: what the root element is, where it
// starts, and whether the text is safe to hand to QXmlStreamReader.
//
// Qt 6.4's QXmlStreamReader expands internal entities without a bound (quadratic blow-up),
// and is open to CVE-2023-38197 (entity recursion) and CVE-2023-37369 (crash on a DOCTYPE
// where none may be). Sitemaps never need a DTD, so the scan marks for blanking (`blanked`)
// `<!ENTITY` declarations, a DOCTYPE with an internal subset, a second DOCTYPE and a DOCTYPE
// after the root start, each with a finding (`ignored`): the parser never sees them, and the
// rest of the file is read as other readers read it, with entity references left unexpanded
// (escapeBareAmpersands reports each). It skips comments and CDATA sections, which may contain
// such text harmlessly.
struct XmlPrescan
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::XmlPrescan)

public:
    bool isXml = false; // the first non-space character is '<'
    qsizetype rootStart = -1; // offset of the root's '<'
    qsizetype rootStartTagEnd = -1; // offset after the root start tag's '>'
    QString rootQualifiedName;
    QString rootLocalName;
    bool rootSelfClosing = false;
    SourceFormat format = SourceFormat::Unknown;
    // Set when the text must not be parsed; says why and where.
    std::optional<Finding> unsafe;
    // Declarations the parser must not see: [begin, end) offsets, in order, for blankOut().
    QList<std::pair<qsizetype, qsizetype>> blanked;
    // What was blanked and why (UnsafeXml), with positions.
    QList<Finding> ignored;

    static XmlPrescan scan(QByteArrayView utf8);
    // Overwrites the `ranges` of `utf8` with spaces, keeping line ends, and one space per
    // UTF-16 unit of the characters there, so that every later line and column stays where
    // it was.
    static void blankOut(QByteArray &utf8, const QList<std::pair<qsizetype, qsizetype>> &ranges);

    // Replaces each '&' that starts no character or predefined entity reference with "&amp;",
    // outside comments, CDATA sections and processing instructions. A raw '&' in a URL's
    // query string is the most common way generators break sitemaps; read this way the file
    // keeps every URL as its author meant it, and each repair is reported. Returns the number
    // of repairs; `utf8` is changed only when there are some. `repairedAt` receives the line
    // and column of each repaired '&' in the repaired text, for mapping positions back.
    static qsizetype escapeBareAmpersands(QByteArray &utf8, QList<Finding> *findings,
                                          QList<std::pair<qint64, qint64>> *repairedAt = nullptr);
    // Moves the columns of findings[first...], found in the repaired text, back to where
    // they are in the file: each "&amp;" before a finding on its line is 4 columns longer
    // than the '&' the file has.
    static void mapRepairedColumns(QList<Finding> &findings, qsizetype first,
                                   const QList<std::pair<qint64, qint64>> &repairedAt);
    // QXmlStreamReader checks an element's attributes for duplicates in quadratic time, so a
    // start tag with tens of thousands of attributes stalls it for seconds. Finds a tag with
    // more than 1,000 (an UnsafeXml finding), before the text goes to QXmlStreamReader.
    static std::optional<Finding> attributeFlood(QByteArrayView utf8);
    // "an HTML page", "an RSS feed", ...: what a root element shows the file to be, for
    // messages about files that are not sitemaps.
    static QString describeRoot(const QString &localName);
};

} // namespace Studio
