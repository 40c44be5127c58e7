#include "finding.h"

#include <QCoreApplication>

namespace Studio {

namespace {

using C = RuleCategory;
using S = Severity;

// The catalogue. Titles follow the wording of search consoles; help texts cite the spec.
// Strings are marked for translation and translated where they are shown.
const QList<Rule> catalogue = {
    {RuleId::ParsingError, S::Error, C::Format,
     QT_TRANSLATE_NOOP("Rules", "Parsing error"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file is not well-formed XML (XML 1.0, section 2.1), so search engines "
                       "cannot read it past this point. The entries before the error were "
                       "loaded; where possible reading resumed at the next entry and the "
                       "skipped part is named. Fix the markup at the line and column given, "
                       "typically an unescaped '&' or '<' in a value or an unclosed tag.")},
    {RuleId::UnsupportedFormat, S::Error, C::Format,
     QT_TRANSLATE_NOOP("Rules", "Unsupported format"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file is not a sitemap: its root element is neither <urlset> nor "
                       "<sitemapindex> (sitemaps.org protocol, 'XML tag definitions'). A common "
                       "cause is a server that answers the sitemap address with an HTML page. "
                       "Point the sitemap address at the XML file itself.")},
    {RuleId::IncorrectNamespace, S::Error, C::Format,
     QT_TRANSLATE_NOOP("Rules", "Incorrect namespace"),
     QT_TRANSLATE_NOOP("Rules",
                       "The root element or an extension uses a namespace other than the one "
                       "the protocol defines, for example 'https://' instead of 'http://', a "
                       "trailing slash, Google's old 0.9 namespace or none at all. Search "
                       "engines may ignore such a file. Use "
                       "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" and the "
                       "extensions' documented namespaces; saving writes them.")},
    {RuleId::LeadingWhitespace, S::Warning, C::Format,
     QT_TRANSLATE_NOOP("Rules", "Leading whitespace"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file starts with whitespace before the XML declaration, which XML "
                       "1.0 (section 2.8) does not allow; strict parsers reject the file. Remove "
                       "everything before '<?xml'. Saving writes the file without it.")},
    {RuleId::EmptySitemap, S::Warning, C::Format, QT_TRANSLATE_NOOP("Rules", "Empty sitemap"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file holds no URLs. A sitemap must list at least one <url> and an "
                       "index at least one <sitemap> (sitemaps.org XML schema). Add entries or "
                       "stop listing the file.")},
    {RuleId::MissingTag, S::Error, C::Format, QT_TRANSLATE_NOOP("Rules", "Missing XML tag"),
     QT_TRANSLATE_NOOP("Rules",
                       "A required child element is missing, such as <loc> in a <url> or "
                       "<sitemap> (sitemaps.org protocol), the title, description or thumbnail "
                       "of a video, or the publication, date or title of a news entry (Google's "
                       "extension documentation). Add the element.")},
    {RuleId::TooManyTags, S::Error, C::Format,
     QT_TRANSLATE_NOOP("Rules", "Invalid XML: too many tags"),
     QT_TRANSLATE_NOOP("Rules",
                       "An element that may appear once appears more than once, such as two "
                       "<loc> in one <url>. Only the first is used by search engines. Keep one "
                       "and move the other into an entry of its own.")},
    {RuleId::WrongChildElement, S::Error, C::Format,
     QT_TRANSLATE_NOOP("Rules", "Unexpected element"),
     QT_TRANSLATE_NOOP("Rules",
                       "A <sitemap> appears inside a <urlset> or a <url> inside a "
                       "<sitemapindex>. A sitemap lists pages and an index lists sitemaps; the "
                       "two cannot be mixed in one file (sitemaps.org protocol).")},
    {RuleId::UnknownElement, S::Notice, C::Format, QT_TRANSLATE_NOOP("Rules", "Unknown element"),
     QT_TRANSLATE_NOOP("Rules",
                       "An element that is not part of the protocol or of a known extension was "
                       "found. Search engines ignore it. Sitemap Studio keeps it verbatim and "
                       "writes it back when saving.")},
    {RuleId::Stylesheet, S::Notice, C::Format,
     QT_TRANSLATE_NOOP("Rules", "Stylesheet reference"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file names an XSL stylesheet (<?xml-stylesheet?>) so that browsers "
                       "show it as a page. Search engines ignore it; it is kept when saving.")},
    {RuleId::UndeclaredPrefix, S::Error, C::Format,
     QT_TRANSLATE_NOOP("Rules", "Undeclared namespace prefix"),
     QT_TRANSLATE_NOOP("Rules",
                       "An element uses a prefix such as 'image:' without declaring its "
                       "namespace (Namespaces in XML 1.0, section 5). Strict parsers reject the "
                       "file. The file was read by prefix instead; saving declares the "
                       "namespaces.")},
    {RuleId::IncompleteFile, S::Error, C::Format, QT_TRANSLATE_NOOP("Rules", "Incomplete file"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file ends before its root element is closed, usually because a "
                       "download or a generator was cut off. The complete entries before the "
                       "end were loaded. Regenerate or download the file again.")},
    {RuleId::WhitespaceInValue, S::Notice, C::Format,
     QT_TRANSLATE_NOOP("Rules", "Whitespace around a value"),
     QT_TRANSLATE_NOOP("Rules",
                       "A value such as a <loc> URL has spaces or line breaks around it. Most "
                       "search engines trim them, but the protocol's values have none. Saving "
                       "writes the trimmed value.")},
    {RuleId::NotUtf8, S::Warning, C::Encoding, QT_TRANSLATE_NOOP("Rules", "Not UTF-8"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file is not encoded in UTF-8, which the sitemaps.org protocol "
                       "requires. It was decoded from the encoding it declares; saving writes "
                       "UTF-8.")},
    {RuleId::InvalidUtf8, S::Error, C::Encoding,
     QT_TRANSLATE_NOOP("Rules", "Invalid UTF-8 sequence"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file contains bytes that are not valid UTF-8 (RFC 3629). They were "
                       "replaced by U+FFFD while reading. Re-encode the file as UTF-8 at its "
                       "source.")},
    {RuleId::CompressionError, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Compression error"),
     QT_TRANSLATE_NOOP("Rules",
                       "The gzip data is truncated, corrupt (its CRC does not match) or not "
                       "gzip at all (RFC 1952). What could be decompressed was read. Compress "
                       "the file again with gzip.")},
    {RuleId::UnsafeXml, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Unsafe XML refused"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file declares a DTD internal subset, entities or several DOCTYPEs. "
                       "Sitemaps never need them, and they are the means of entity-expansion "
                       "('billion laughs') and external-entity attacks, so the file is not "
                       "read. Remove the DOCTYPE.")},
    {RuleId::NestingTooDeep, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Nesting too deep"),
     QT_TRANSLATE_NOOP("Rules",
                       "Elements are nested deeper than any sitemap needs, a sign of a broken or "
                       "hostile file. Reading stopped at that point.")},
    {RuleId::ArchiveEntrySkipped, S::Warning, C::Input,
     QT_TRANSLATE_NOOP("Rules", "Archive entry skipped"),
     QT_TRANSLATE_NOOP("Rules",
                       "An entry of the zip bundle was not read: it is a symbolic link, "
                       "encrypted, larger than the limit, or its name is absolute or leads out "
                       "of the bundle with '..'. Entries are never extracted to disk.")},
    {RuleId::FileTooLarge, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "File too large"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file, or what it decompresses to, is larger than the reading limit. "
                       "The protocol allows 52,428,800 bytes uncompressed per sitemap. A gzip "
                       "file that expands far beyond that is a decompression bomb. The limit can "
                       "be raised for trusted files.")},
    {RuleId::ValueTooLong, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Value too long"),
     QT_TRANSLATE_NOOP("Rules",
                       "A single text value is longer than any sitemap value can be (a URL may "
                       "have at most 2,048 characters). Reading stopped at that point.")},
    {RuleId::ReadError, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Could not read file"),
     QT_TRANSLATE_NOOP("Rules",
                       "The file could not be opened or read: it does not exist, permission "
                       "was denied, or the device failed.")},
    {RuleId::ChildSitemapMissing, S::Warning, C::Input,
     QT_TRANSLATE_NOOP("Rules", "Child sitemap not found"),
     QT_TRANSLATE_NOOP("Rules",
                       "A sitemap listed in the index was not found beside the index file, so "
                       "its URLs were not loaded or checked. Put the file in the same folder or "
                       "open it from its URL.")},
};

} // namespace

const QList<Rule> &RuleCatalogue::rules()
{
    return catalogue;
}

const Rule *RuleCatalogue::find(QLatin1StringView id)
{
    for (const Rule &rule : catalogue)
        if (rule.id == id)
            return &rule;
    return nullptr;
}

Finding Finding::make(QLatin1StringView ruleId, const QString &message, qint64 line, qint64 column)
{
    Finding finding;
    finding.ruleId = ruleId;
    const Rule *rule = RuleCatalogue::find(ruleId);
    Q_ASSERT_X(rule, "Finding::make", "rule id missing from the catalogue");
    finding.severity = rule ? rule->severity : Severity::Error;
    finding.message = message;
    finding.line = line;
    finding.column = column;
    return finding;
}

QString Finding::toString() const
{
    if (line <= 0)
        return message;
    return QStringLiteral("%1:%2: %3").arg(line).arg(column).arg(message);
}

} // namespace Studio
