#pragma once

#include "model/finding.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Studio {

class Sitemap;
class UrlEntry;

// What the official XML schemas reject, for the schema-strict profile: sitemaps.org's
// sitemap.xsd and siteindex.xsd, Google's image 1.1, video 1.1 and news 0.9 extensions, and
// W3C's XHTML 1.0 Strict for xhtml:link, as libxml2 (xmllint --schema) applies them. The
// checks follow the schemas' content models (xsd:sequence order and occurrences, the strict
// xsd:any of <url>, <sitemap> and the root, which rejects an element no schema declares),
// their attribute declarations and their simple types (xsd:anyURI as libxml2 parses it,
// xsd:date and xsd:dateTime, xsd:decimal and integer ranges, enumerations, patterns and
// lengths), on the model the reader keeps.
//
// Where the checker reports a problem as an error of the format category already (a missing
// <loc> or required extension element SM106, the relationship attribute SM108 and SM109, a
// <url> in an index SM111, a namespace variant SM103), it is not reported again. What the
// model does not keep is not seen: whitespace around values (the reader trims them; the
// schemas' xsd:string enumerations and patterns keep it), an empty <lastmod>, <changefreq> or
// <priority> (read as no value), text beside the elements of <url> or of an extension item,
// and unknown markup inside <news:publication>. tst_realworld_schema names these cases.
class SchemaRules
{
    Q_DECLARE_TR_FUNCTIONS(Studio::SchemaRules)
public:
    struct Problem
    {
        QLatin1StringView rule;
        QString message;
        FindingField field = FindingField::Element;
        qint32 item = -1; // the image, video, news item or alternate; -1 for none
    };

    // The problems of one <url> (or <sitemap> when `index`): the order and occurrences of
    // its children, the types of loc, changefreq and priority, its attributes and those of
    // its children, and every image, video, news item, alternate and unknown element in it.
    // Dates are the checker's (checkDate, SM801 through isDateOrDateTime()).
    static void checkEntry(const UrlEntry &entry, bool index, QList<Problem> &out);
    // The problems of the file as a whole: the root's attributes, elements directly under
    // the root, and a root without a single entry.
    static void checkFile(const Sitemap &sitemap, QList<Problem> &out);

    // The simple types, on a value as written (before the schema's whitespace handling).
    // xsd:date or xsd:dateTime (the schemas' date union), as libxml2 reads them.
    static bool isDateOrDateTime(QStringView text);
    // xsd:anyURI as libxml2 checks it: RFC 3986 syntax once the characters it tolerates
    // (spaces, non-ASCII, " < > \ ^ ` { | } ') are set aside.
    static bool isAnyUri(QStringView text);
    // xsd:language: [a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*.
    static bool isLanguage(QStringView text);
};

} // namespace Studio
