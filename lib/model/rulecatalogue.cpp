#include "finding.h"

#include <QCoreApplication>

#include <array>

namespace Studio {

namespace {

using C = RuleCategory;
using S = Severity;
using P = CheckProfile;

// The catalogue. Titles follow the wording of search consoles; help texts cite the spec.
// Strings are marked for translation and translated where they are shown.
const QList<Rule> catalogue = {
    { RuleId::ParsingError, S::Error, C::Format, QT_TRANSLATE_NOOP("Rules", "Parsing error"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file is not well-formed XML (XML 1.0, section 2.1), so search engines "
                        "cannot read it past this point. The entries before the error were "
                        "loaded; where possible reading resumed at the next entry and the "
                        "skipped part is named. Fix the markup at the line and column given, "
                        "typically an unescaped '&' or '<' in a value or an unclosed tag.") },
    { RuleId::UnsupportedFormat, S::Error, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Unsupported format"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file is not a sitemap: its root element is neither <urlset> nor "
                        "<sitemapindex> (sitemaps.org protocol, 'XML tag definitions'). A common "
                        "cause is a server that answers the sitemap address with an HTML page. "
                        "Point the sitemap address at the XML file itself.") },
    { RuleId::IncorrectNamespace, S::Error, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Incorrect namespace"),
      QT_TRANSLATE_NOOP("Rules",
                        "The root element or an extension uses a namespace other than the one "
                        "the protocol defines, for example 'https://' instead of 'http://', a "
                        "trailing slash, Google's old 0.9 namespace or none at all. Search "
                        "engines may ignore such a file. Use "
                        "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" and the "
                        "extensions' documented namespaces; saving writes them.") },
    { RuleId::LeadingWhitespace, S::Warning, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Leading whitespace"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file starts with whitespace before the XML declaration, which XML "
                        "1.0 (section 2.8) does not allow; strict parsers reject the file. Remove "
                        "everything before '<?xml'. Saving writes the file without it.") },
    { RuleId::EmptySitemap, S::Warning, C::Format, QT_TRANSLATE_NOOP("Rules", "Empty sitemap"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file holds no URLs. A sitemap must list at least one <url> and an "
                        "index at least one <sitemap> (sitemaps.org XML schema). Add entries or "
                        "stop listing the file.") },
    { RuleId::MissingTag, S::Error, C::Format, QT_TRANSLATE_NOOP("Rules", "Missing XML tag"),
      QT_TRANSLATE_NOOP("Rules",
                        "A required child element is missing, such as <loc> in a <url> or "
                        "<sitemap> (sitemaps.org protocol), the title, description or thumbnail "
                        "of a video, both its content_loc and player_loc (one of them is "
                        "required), or the publication, date or title of a news entry (Google's "
                        "extension documentation). Add the element.") },
    { RuleId::TooManyTags, S::Error, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Invalid XML: too many tags"),
      QT_TRANSLATE_NOOP("Rules",
                        "An element that may appear once appears more than once, such as two "
                        "<loc> in one <url>. Only the first is used by search engines. Keep one "
                        "and move the other into an entry of its own.") },
    { RuleId::MissingAttribute, S::Error, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Missing XML attribute"),
      QT_TRANSLATE_NOOP("Rules",
                        "An element lacks an attribute it requires: <video:restriction> and "
                        "<video:platform> must carry relationship=\"allow\" or "
                        "relationship=\"deny\" (Google Search Central's video sitemap "
                        "documentation). Without it, it is unclear whether the listed countries or "
                        "platforms are allowed or denied, and Google may ignore the element. Add "
                        "the attribute.") },
    { RuleId::InvalidAttributeValue, S::Error, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Invalid attribute value"),
      QT_TRANSLATE_NOOP("Rules",
                        "An attribute holds a value it does not take: relationship must be 'allow' "
                        "or 'deny', the allow_embed and autoplay attributes of <video:player_loc> "
                        "'yes' or 'no', the currency of <video:price> a three-letter ISO 4217 code "
                        "and its type 'rent' or 'own', and the info attribute of <video:uploader> "
                        "a URL (Google Search Central's video sitemap documentation). Correct the "
                        "value.") },
    { RuleId::NestedIndex, S::Error, C::Format, QT_TRANSLATE_NOOP("Rules", "Nested indexes"),
      QT_TRANSLATE_NOOP("Rules",
                        "A sitemap index lists another sitemap index. The sitemaps.org protocol "
                        "lets an index list sitemaps only, not other indexes, and Google reads "
                        "neither the nested index nor the sitemaps it lists. Sitemap Studio reads "
                        "them all the same, so that every URL is checked, and marks them in the "
                        "Workspace tree. List the nested index's sitemaps in this index "
                        "directly, or submit the nested index on its own.") },
    { RuleId::WrongChildElement, S::Error, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Unexpected element"),
      QT_TRANSLATE_NOOP("Rules",
                        "A <sitemap> appears inside a <urlset> or a <url> inside a "
                        "<sitemapindex>. A sitemap lists pages and an index lists sitemaps; the "
                        "two cannot be mixed in one file (sitemaps.org protocol).") },
    { RuleId::UnknownElement, S::Notice, C::Format, QT_TRANSLATE_NOOP("Rules", "Unknown element"),
      QT_TRANSLATE_NOOP("Rules",
                        "An element that is not part of the protocol or of a known extension was "
                        "found. Search engines ignore it. Sitemap Studio keeps it verbatim and "
                        "writes it back when saving.") },
    { RuleId::Stylesheet, S::Notice, C::Format, QT_TRANSLATE_NOOP("Rules", "Stylesheet reference"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file names an XSL stylesheet (<?xml-stylesheet?>) so that browsers "
                        "show it as a page. Search engines ignore it; it is kept when saving.") },
    { RuleId::UndeclaredPrefix, S::Error, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Undeclared namespace prefix"),
      QT_TRANSLATE_NOOP("Rules",
                        "An element uses a prefix such as 'image:' without declaring its "
                        "namespace (Namespaces in XML 1.0, section 5). Strict parsers reject the "
                        "file. The file was read by prefix instead; saving declares the "
                        "namespaces.") },
    { RuleId::IncompleteFile, S::Error, C::Format, QT_TRANSLATE_NOOP("Rules", "Incomplete file"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file ends before its root element is closed, usually because a "
                        "download or a generator was cut off. The complete entries before the "
                        "end were loaded. Regenerate or download the file again.") },
    { RuleId::WhitespaceInValue, S::Notice, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Whitespace around a value"),
      QT_TRANSLATE_NOOP("Rules",
                        "A value such as a <loc> URL has spaces or line breaks around it. Most "
                        "search engines trim them, but the protocol's values have none. Saving "
                        "writes the trimmed value.") },
    { RuleId::IndexEntryContent, S::Warning, C::Format,
      QT_TRANSLATE_NOOP("Rules", "Element not allowed in a sitemap index entry"),
      QT_TRANSLATE_NOOP("Rules",
                        "A <sitemap> entry of an index names a sitemap file: it may hold only "
                        "<loc> and <lastmod> (sitemaps.org protocol, 'Sitemap index XML tag "
                        "definitions'; siteindex.xsd). <changefreq> and <priority> describe a "
                        "page and belong to the <url> entries of the child sitemap, as do "
                        "image, video and news items and xhtml:link alternates. Search engines "
                        "ignore them in an index, and the schema rejects <changefreq> and "
                        "<priority> there. Remove them, or move them to the child sitemap's "
                        "URLs."),
      QT_TRANSLATE_NOOP("Rules", "Remove what the index entry may not hold") },
    { RuleId::NotUtf8, S::Warning, C::Encoding, QT_TRANSLATE_NOOP("Rules", "Not UTF-8"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file is not encoded in UTF-8, which the sitemaps.org protocol "
                        "requires. It was decoded from the encoding it declares; saving writes "
                        "UTF-8.") },
    { RuleId::InvalidUtf8, S::Error, C::Encoding,
      QT_TRANSLATE_NOOP("Rules", "Invalid UTF-8 sequence"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file contains bytes that are not valid UTF-8 (RFC 3629). They were "
                        "replaced by U+FFFD while reading. Re-encode the file as UTF-8 at its "
                        "source.") },
    { RuleId::UnescapedCharacters, S::Error, C::Encoding,
      QT_TRANSLATE_NOOP("Rules", "Unescaped characters in URL"),
      QT_TRANSLATE_NOOP("Rules",
                        "The URL contains characters that must be percent-encoded: non-ASCII "
                        "letters, spaces, the characters \" < > \\ ^ ` { | } *, or control "
                        "characters (RFC 3986, section 2; sitemaps.org protocol, 'Entity "
                        "escaping'). Google Search Central's sitemap documentation likewise "
                        "requires URLs to be escaped. Percent-encode the characters as UTF-8, a "
                        "space for example as %20, and write the host name in its ASCII (Punycode) "
                        "form."),
      QT_TRANSLATE_NOOP("Rules",
                        "Percent-encode the URL as UTF-8 and write the host name in its ASCII "
                        "(Punycode) form") },
    { RuleId::DoubleEscaped, S::Warning, C::Encoding,
      QT_TRANSLATE_NOOP("Rules", "Double-escaped entity"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file contains an entity that was escaped twice, '&amp;amp;', so after "
                        "XML unescaping the URL holds the text '&amp;' where '&' was meant. The "
                        "sitemaps.org protocol ('Entity escaping') escapes each '&' once, as "
                        "'&amp;'; with the doubled form search engines request a URL other than "
                        "the page's. Unescape the value once."),
      QT_TRANSLATE_NOOP("Rules", "Unescape the value once") },
    { RuleId::ControlCharacter, S::Error, C::Encoding,
      QT_TRANSLATE_NOOP("Rules", "Control character in value"),
      QT_TRANSLATE_NOOP("Rules",
                        "A value contains a C0 or C1 control character or U+FFFE or U+FFFF. XML "
                        "1.0 (section 2.2) does not allow the C0 controls other than whitespace "
                        "nor U+FFFE and U+FFFF, and discourages the C1 controls. They are often "
                        "the trace of a wrong encoding conversion, such as Windows-1252 text read "
                        "as ISO-8859-1. Remove the characters, or regenerate the value from its "
                        "source with the right encoding.") },
    { RuleId::TooManyUrls, S::Error, C::Limits, QT_TRANSLATE_NOOP("Rules", "Too many URLs"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap lists more than 50,000 URLs, the most one file may hold "
                        "(sitemaps.org protocol). Search engines may reject the file or ignore the "
                        "URLs beyond the limit. Split the URLs into several sitemaps listed by a "
                        "sitemap index; the export wizard does this.") },
    { RuleId::FileSizeLimit, S::Error, C::Limits,
      QT_TRANSLATE_NOOP("Rules", "Sitemap file size error"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap is larger than 52,428,800 bytes (50 MiB) uncompressed, the "
                        "most the sitemaps.org protocol allows; the limit applies to the "
                        "uncompressed size even when the file is served gzip-compressed. Search "
                        "engines may reject the file. Split it into several sitemaps listed by a "
                        "sitemap index.") },
    { RuleId::TooManySitemaps, S::Error, C::Limits, QT_TRANSLATE_NOOP("Rules", "Too many sitemaps"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap index lists more than 50,000 sitemaps, the most one index may "
                        "hold (sitemaps.org protocol). Split the list into several indexes and "
                        "submit each of them.") },
    { RuleId::TooManyImages, S::Error, C::Limits, QT_TRANSLATE_NOOP("Rules", "Too many images"),
      QT_TRANSLATE_NOOP("Rules",
                        "A <url> lists more than 1,000 <image:image> elements, the most Google "
                        "Search Central's image sitemap documentation allows per page. Google "
                        "ignores the images beyond the limit. Keep the images that matter for the "
                        "page.") },
    { RuleId::TooManyNews, S::Error, C::Limits, QT_TRANSLATE_NOOP("Rules", "Too many news entries"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file holds more than 1,000 <news:news> elements, the most Google "
                        "Search Central's news sitemap documentation allows in one news "
                        "sitemap. Split the articles into several news sitemaps listed by a "
                        "sitemap index.") },
    { RuleId::UrlTooLong, S::Error, C::Limits, QT_TRANSLATE_NOOP("Rules", "URL too long"),
      QT_TRANSLATE_NOOP("Rules",
                        "The URL is longer than 2,048 characters, the limit the sitemaps.org "
                        "protocol sets for <loc>. Search engines may skip it. Shorten the URL, for "
                        "example by dropping tracking parameters.") },
    { RuleId::VideoDescriptionTooLong, S::Error, C::Limits,
      QT_TRANSLATE_NOOP("Rules", "Video description too long"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <video:description> is longer than 2,048 characters, the most Google "
                        "Search Central's video sitemap documentation allows. Shorten the "
                        "description.") },
    { RuleId::TooManyVideoTags, S::Error, C::Limits,
      QT_TRANSLATE_NOOP("Rules", "Too many video tags"),
      QT_TRANSLATE_NOOP("Rules",
                        "A video has more than 32 <video:tag> elements, the most Google Search "
                        "Central's video sitemap documentation allows. Keep the tags that describe "
                        "the video best.") },
    { RuleId::VideoDurationOutOfRange, S::Error, C::Limits,
      QT_TRANSLATE_NOOP("Rules", "Invalid video duration"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <video:duration> lies outside the range Google Search Central's video "
                        "sitemap documentation allows: 1 to 28,800 seconds (8 hours). Give the "
                        "length of the video in seconds.") },
    { RuleId::VideoRatingOutOfRange, S::Error, C::Limits,
      QT_TRANSLATE_NOOP("Rules", "Invalid video rating"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <video:rating> lies outside the range Google Search Central's video "
                        "sitemap documentation allows: a number from 0.0 to 5.0. Correct the "
                        "rating or remove the element.") },
    { RuleId::TitleTooLong, S::Warning, C::Limits,
      QT_TRANSLATE_NOOP("Rules", "Video title too long"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <video:title> is longer than 100 characters, the maximum that earlier "
                        "versions of Google's video sitemap documentation set. Search results cut "
                        "longer titles, so their end is not shown. Shorten the title.") },
    { RuleId::InvalidUrl, S::Error, C::Urls, QT_TRANSLATE_NOOP("Rules", "Invalid URL"),
      QT_TRANSLATE_NOOP("Rules",
                        "The value is not a fully qualified absolute URL as the sitemaps.org "
                        "protocol requires: it is relative, has no scheme or a scheme other than "
                        "http or https, has no host, contains whitespace, or carries a #fragment "
                        "(RFC 3986). Search engines skip such entries. Write the complete URL, "
                        "such as https://www.example.com/page.html, without a fragment.") },
    { RuleId::UrlNotAllowed, S::Error, C::Urls, QT_TRANSLATE_NOOP("Rules", "URL not allowed"),
      QT_TRANSLATE_NOOP("Rules",
                        "The URL is on another host, scheme or port than the location the sitemap "
                        "is published at, or lies outside the sitemap file's folder. The "
                        "sitemaps.org protocol ('Sitemap file location') lets a sitemap list only "
                        "URLs in its own folder and below, so search engines drop the others. "
                        "Publish the sitemap at the site's root, or, for another host, reference "
                        "the sitemap from that host's robots.txt (sitemaps.org, 'Sitemaps & Cross "
                        "Submits').") },
    { RuleId::PathMismatch, S::Error, C::Urls, QT_TRANSLATE_NOOP("Rules", "Path mismatch"),
      QT_TRANSLATE_NOOP("Rules",
                        "The URL is on www.example.com while the sitemap is published on "
                        "example.com, or the reverse. The two are different hosts to the "
                        "sitemaps.org protocol ('Sitemap file location'), so search engines treat "
                        "these URLs as not allowed. Use the host the site is served from in every "
                        "URL, or publish the sitemap on that host.") },
    { RuleId::SessionId, S::Warning, C::Urls, QT_TRANSLATE_NOOP("Rules", "Session ID in URL"),
      QT_TRANSLATE_NOOP("Rules",
                        "The URL carries a session parameter such as PHPSESSID, jsessionid or sid. "
                        "Each visit gets another value, so one page appears under many URLs and "
                        "search engines crawl duplicates; Google Search Central's URL structure "
                        "guidelines advise against session IDs in URLs. List the clean URL without "
                        "the parameter."),
      QT_TRANSLATE_NOOP("Rules", "Remove the session parameter from the URL") },
    { RuleId::DuplicateUrl, S::Warning, C::Urls, QT_TRANSLATE_NOOP("Rules", "Duplicate URL"),
      QT_TRANSLATE_NOOP("Rules",
                        "The same URL is listed more than once, counting also URLs that are "
                        "equivalent under RFC 3986 normalisation (section 6: case of scheme and "
                        "host, a default port such as :443) or differ only by a trailing "
                        "index.html. Search engines use one of the entries, and the repeated "
                        "entries can carry conflicting values. Keep one entry per page."),
      QT_TRANSLATE_NOOP("Rules",
                        "Remove the repeated entry (offered when it is identical to the first)") },
    { RuleId::VideoUrlIsPageUrl, S::Error, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Video URL same as page URL"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <video:content_loc> or <video:player_loc> is the same URL as the "
                        "page's <loc>. Google Search Central's video sitemap documentation "
                        "requires content_loc to point at the video file and player_loc at the "
                        "player, and neither may be the page URL. Enter the URL of the media file "
                        "or of the player.") },
    { RuleId::PublishLocationAssumed, S::Notice, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Publish location assumed"),
      QT_TRANSLATE_NOOP("Rules",
                        "No publish location was known: the sitemap was not fetched from a URL, "
                        "and none was set with --publish-url or in the document. The host most "
                        "URLs use was taken instead for the rules of the sitemaps.org protocol's "
                        "'Sitemap file location'. Set the publish location to check the URLs "
                        "against where the sitemap will be served.") },
    { RuleId::VideoContentIsPlayer, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Video content URL same as player URL"),
      QT_TRANSLATE_NOOP("Rules",
                        "<video:content_loc> and <video:player_loc> hold the same URL. Google's "
                        "video sitemap documentation defines content_loc as the URL of the media "
                        "file itself (.mp4, .webm, ...) and player_loc as the URL of a player "
                        "for it; one URL cannot be both, and Google cannot fetch the video "
                        "from a page. Point content_loc at the video file, or drop it and keep "
                        "player_loc.") },
    { RuleId::BlockedByRobots, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Sitemap contains URLs which are blocked by robots.txt"),
      QT_TRANSLATE_NOOP("Rules",
                        "The robots.txt of the URL's site disallows it for search engine "
                        "crawlers (the group for Googlebot, else the group for *, matched as RFC "
                        "9309 says: the longest matching Allow or Disallow path wins, Allow on a "
                        "tie). A crawler will not fetch a blocked URL, so listing it in a sitemap "
                        "only asks for something it may not do; Search Console reports this as "
                        "a warning. Remove the URL from the sitemap, or allow it in robots.txt "
                        "if it should be crawled."),
      QT_TRANSLATE_NOOP("Rules", "Remove the URL from the sitemap") },
    { RuleId::UrlRedirects, S::Warning, C::Urls, QT_TRANSLATE_NOOP("Rules", "Page with redirect"),
      QT_TRANSLATE_NOOP("Rules",
                        "The link checker or the site audit was redirected (HTTP 301, 302, 303, "
                        "307 or 308) when it fetched the URL. Search engines want the final URL "
                        "in a sitemap: a redirecting URL is not indexed itself, and Search "
                        "Console lists it as \"Submitted URL has a redirect\" or \"Page with "
                        "redirect\". Replace the URL with the one the redirect leads to, which "
                        "the message names."),
      QT_TRANSLATE_NOOP("Rules",
                        "Replace the URL by the page the redirects end at (offered by the site "
                        "audit when that page is indexable and not listed yet)") },
    { RuleId::UrlNotFound, S::Error, C::Urls, QT_TRANSLATE_NOOP("Rules", "Not found (404)"),
      QT_TRANSLATE_NOOP("Rules",
                        "The server answered 404 Not Found or 410 Gone for the URL. A sitemap "
                        "should list only pages that exist; Search Console reports such URLs as "
                        "\"Not found (404)\". Remove the URL, or restore the page."),
      QT_TRANSLATE_NOOP("Rules",
                        "Remove the URL from the sitemap (for an image, the image from its "
                        "entry)") },
    { RuleId::UrlServerError, S::Error, C::Urls, QT_TRANSLATE_NOOP("Rules", "Server error (5xx)"),
      QT_TRANSLATE_NOOP("Rules",
                        "The server answered with a 5xx status (500 Internal Server Error, 503 "
                        "Service Unavailable, ...) when the link checker or the site audit "
                        "fetched the URL. Search engines retry later but crawl less when errors "
                        "persist. Check the server, then check the URL again.") },
    { RuleId::UrlUnreachable, S::Error, C::Urls, QT_TRANSLATE_NOOP("Rules", "URL unreachable"),
      QT_TRANSLATE_NOOP("Rules",
                        "The link checker or the site audit got no (complete) answer for the "
                        "URL: the host name does not resolve, the connection was refused or timed "
                        "out, or the TLS handshake failed. The message says which. A search "
                        "engine cannot fetch the page either; check the host name and the "
                        "server.") },
    { RuleId::SubmittedNoindex, S::Error, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Submitted URL marked 'noindex'"),
      QT_TRANSLATE_NOOP("Rules",
                        "The site audit fetched the page and found a noindex directive: in a "
                        "<meta name=\"robots\"> or <meta name=\"googlebot\"> tag, or in an "
                        "X-Robots-Tag HTTP header (for all crawlers or for googlebot). A sitemap "
                        "asks search engines to index its pages while the page forbids it; "
                        "Search Console reports the contradiction as an error under this name. "
                        "Remove the URL from the sitemap, or the directive from the page if it "
                        "should be indexed."),
      QT_TRANSLATE_NOOP("Rules", "Remove the URL from the sitemap") },
    { RuleId::NotSelectedCanonical, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Submitted URL not selected as canonical"),
      QT_TRANSLATE_NOOP("Rules",
                        "The page's <link rel=\"canonical\"> names another URL, so search "
                        "engines index that one instead and leave this one out (Search Console: "
                        "\"Duplicate, submitted URL not selected as canonical\"). Google's "
                        "sitemap guide asks for the canonical version of each page. List the "
                        "canonical URL, which the message names, instead."),
      QT_TRANSLATE_NOOP("Rules",
                        "Replace the URL by the page's canonical (offered when the canonical is "
                        "indexable; removed instead when the sitemap lists it already)") },
    { RuleId::NotHtml, S::Notice, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Submitted URL returns a non-HTML document"),
      QT_TRANSLATE_NOOP("Rules",
                        "The URL answers with a Content-Type other than text/html (a PDF, an "
                        "image, plain text). Search engines index some such files, but a sitemap "
                        "of pages usually lists them by mistake, and the audit cannot read their "
                        "robots directives or canonical. Keep the URL only if the document "
                        "should appear in search results.") },
    { RuleId::MissingFromSitemap, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Indexable page missing from the sitemap"),
      QT_TRANSLATE_NOOP("Rules",
                        "The crawl of the site reached a page that search engines would index "
                        "(status 200, HTML, not noindex, its own canonical, not blocked by "
                        "robots.txt) and the sitemap does not list it. A sitemap should list every "
                        "page that ought to be found in search; Search Console shows such pages "
                        "as \"Indexed, not submitted in sitemap\". Add the page, or make it "
                        "noindex or canonicalised if it should not be indexed.") },
    { RuleId::NotLinked, S::Notice, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Orphan URL: no link from the start page leads to it"),
      QT_TRANSLATE_NOOP("Rules",
                        "No chain of followed links from the crawl's start page reaches the URL "
                        "(by <a href> on pages that are not nofollow, a redirect or an hreflang "
                        "alternate): it is an orphan, found only through the sitemap, even when "
                        "other orphans link to it, as a list's later pages link back to its "
                        "first. The finding names the start page and, for orphans that link to "
                        "each other, how many crawled pages their group holds. Search engines "
                        "index such pages reluctantly and give them little weight. Link it from "
                        "a page the site's navigation reaches, or drop it if it is obsolete. "
                        "Reported only when the crawl covered the whole site, no limit cut it "
                        "short.") },
    { RuleId::LastmodLaterThanPage, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Lastmod later than the page's own date"),
      QT_TRANSLATE_NOOP("Rules",
                        "The site audit read the date the page itself says it was last changed "
                        "(its JSON-LD dateModified, article:modified_time, og:updated_time or "
                        "<time itemprop=\"dateModified\">), and the sitemap's lastmod is more "
                        "than a day later. Google uses lastmod only when it is consistently and "
                        "verifiably accurate, and learns to ignore a sitemap whose dates move "
                        "without the pages. Set the lastmod to the page's date, which the message "
                        "names."),
      QT_TRANSLATE_NOOP("Rules", "Set the lastmod to the page's own date") },
    { RuleId::LastmodStale, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Lastmod earlier than the page's own date"),
      QT_TRANSLATE_NOOP("Rules",
                        "The page says it was changed after the sitemap's lastmod (its JSON-LD "
                        "dateModified, article:modified_time, og:updated_time or <time "
                        "itemprop=\"dateModified\">): the sitemap is stale, and search engines "
                        "that trust it recrawl the page late. Set the lastmod to the page's "
                        "date, which the message names, and have the sitemap written when pages "
                        "change."),
      QT_TRANSLATE_NOOP("Rules", "Set the lastmod to the page's own date") },
    { RuleId::LastmodFollowsDeploy, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Lastmod follows the deploy time, not the pages"),
      QT_TRANSLATE_NOOP("Rules",
                        "Most of the sitemap's lastmod values are the date of their page's "
                        "Last-Modified header while the pages themselves give other dates. "
                        "Static hosts and CDNs set that header to the time of the last deploy, "
                        "the same for every page, so the sitemap says every page changed then. "
                        "Google uses lastmod only when it is verifiably accurate. Take the dates "
                        "from the pages (crawl --lastmod does) or leave lastmod out; the "
                        "findings on each URL offer the page's date.") },
    { RuleId::ImagesMissingFromEntry, S::Notice, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Page images missing from the sitemap entry"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap lists images, but its entry for this page lacks some that "
                        "the page shows on its own host (<img>, its largest srcset candidate, "
                        "<picture> sources, og:image). Image sitemaps are how image search finds "
                        "pictures that pages load in ways a crawler may miss. Add the images the "
                        "message names, or leave them out on purpose."),
      QT_TRANSLATE_NOOP("Rules", "Add the page's images to the entry") },
    { RuleId::ImageNotAnImage, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Image URL is not an image"),
      QT_TRANSLATE_NOOP("Rules",
                        "The image's URL answers, but its Content-Type is no image (text/html, "
                        "application/json, ...): typically an error page served with status 200, "
                        "or a moved image whose old URL now shows a page. Google's image sitemap "
                        "guide asks for the image files themselves; such entries are dropped. "
                        "Point image:loc at the image, or remove the image from the entry."),
      QT_TRANSLATE_NOOP("Rules", "Remove the image from the entry") },
    { RuleId::NoindexBeforeRendering, S::Error, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Noindex in the HTML, removed by JavaScript"),
      QT_TRANSLATE_NOOP("Rules",
                        "The page's HTML as the server sends it has a robots meta tag with "
                        "noindex, and its JavaScript removes or changes it. Google's JavaScript "
                        "guide: when Googlebot finds noindex it may skip rendering and running "
                        "JavaScript, so a script cannot lift it; the page stays out of the index "
                        "(Search Console: \"Excluded by 'noindex' tag\"). If the page should be "
                        "indexed, leave noindex out of the HTML the server sends.") },
    { RuleId::RobotsChangedByJavaScript, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "JavaScript changes the robots meta tag"),
      QT_TRANSLATE_NOOP("Rules",
                        "The page's robots meta directives (noindex, nofollow) differ between its "
                        "HTML as sent and the page once its JavaScript ran (the crawl rendered it "
                        "as Google does). Google reads both, and a noindex in either keeps the "
                        "page out of the index; other search engines may read only the HTML. "
                        "Write the directives the page means into the HTML the server sends.") },
    { RuleId::CanonicalChangedByJavaScript, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "JavaScript changes the canonical URL"),
      QT_TRANSLATE_NOOP("Rules",
                        "The page's <link rel=\"canonical\"> differs between its HTML as sent and "
                        "the page once its JavaScript ran: the script adds one, removes it or "
                        "names another URL. Google's JavaScript guide advises against setting the "
                        "canonical with JavaScript, and where a script does, asks that the HTML "
                        "carries no other one: Google may take either. Put the canonical the page "
                        "means into the HTML the server sends.") },
    { RuleId::LinkedOnlyByJavaScript, S::Notice, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Page reachable only through links JavaScript creates"),
      QT_TRANSLATE_NOOP("Rules",
                        "Every link the crawl followed to this page exists only once the linking "
                        "pages' JavaScript ran; their HTML as sent has none. Google renders pages "
                        "and follows <a href> links of the rendered page, later than those of the "
                        "HTML, and crawlers that run no JavaScript never find the page but "
                        "through the sitemap. Render the links into the HTML the server sends "
                        "(server-side rendering or prerendering), or link the page from a page "
                        "that does.") },
    { RuleId::RenderingTimedOut, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Page did not finish rendering"),
      QT_TRANSLATE_NOOP("Rules",
                        "The page's JavaScript kept the network busy until the crawl's page time "
                        "ran out (a request that never ends, or one started again and again), so "
                        "the page was read as it stood then. Google's renderer also gives a page "
                        "limited time; what the page shows later may not be indexed (URL "
                        "Inspection: \"Page partially loaded\"). Make the page's content and "
                        "links load without waiting on endless requests, or give each page "
                        "more seconds if the page is merely slow (crawl --page-time; in Crawl "
                        "Site…, \"Give up on a page after\").") },
    { RuleId::ResourcesBlockedByRobots, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Page resources blocked by robots.txt"),
      QT_TRANSLATE_NOOP("Rules",
                        "Rendering the page needed scripts, style sheets or data that robots.txt "
                        "disallows for the crawl's user agent, so they were not loaded, as "
                        "Google's renderer does not load them (URL Inspection: \"Page resources: "
                        "couldn't be loaded, Blocked by robots.txt\"). What they would have "
                        "built is missing from what Google sees. Allow them in robots.txt; "
                        "the message names them.") },
    { RuleId::LastmodDisprovedByContent, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Lastmod claims a change the content history disproves"),
      QT_TRANSLATE_NOOP("Rules",
                        "The crawls kept of the site (crawl --since) saw the page's main content "
                        "as it is now before the lastmod's date, and again after it, unchanged "
                        "(menus, footers and teasers left out). A lastmod that moves while the "
                        "content does not is what makes Google stop trusting a sitemap's dates: "
                        "it uses lastmod only when it is consistently and verifiably accurate. "
                        "Set the lastmod to when the content last changed, which the message "
                        "names."),
      QT_TRANSLATE_NOOP("Rules", "Set the lastmod to when the content last changed") },
    { RuleId::LastmodMissedContentChange, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Content changed, lastmod did not"),
      QT_TRANSLATE_NOOP("Rules",
                        "A crawl after the lastmod's date saw other main content than the page "
                        "has now: the page changed since, and the sitemap did not record it. "
                        "Search engines that trust the sitemap recrawl the page late. Set the "
                        "lastmod to the crawl that first saw the new content, which the message "
                        "names, and have the sitemap written when pages change."),
      QT_TRANSLATE_NOOP("Rules", "Set the lastmod to when the content changed") },
    { RuleId::DuplicateWithoutCanonical, S::Warning, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Duplicate without user-selected canonical"),
      QT_TRANSLATE_NOOP("Rules",
                        "The crawl found the same main content (menus, footers and teasers left "
                        "out) on several pages the sitemap lists, and none of them names one of "
                        "the others as its canonical URL. Google then picks one itself and "
                        "leaves the rest out of its index, as Search Console reports under "
                        "\"Duplicate without user-selected canonical\". List one URL of each "
                        "such group, and have the others name it as their canonical; the "
                        "message names the group."),
      QT_TRANSLATE_NOOP("Rules", "Keep one URL of the group, remove the others") },
    { RuleId::RelativeUrlResolved, S::Notice, C::Urls,
      QT_TRANSLATE_NOOP("Rules", "Relative URL resolved"),
      QT_TRANSLATE_NOOP("Rules",
                        "The location was relative (\"/page\" or \"//host/page\"), which search "
                        "engines reject: a sitemap must give complete URLs. The export resolved "
                        "it against where its sitemap is published, or against the export's base "
                        "URL, and wrote the complete URL. Check that it names the page you meant, "
                        "and correct the source.") },
    { RuleId::InvalidDate, S::Error, C::Values, QT_TRANSLATE_NOOP("Rules", "Invalid date"),
      QT_TRANSLATE_NOOP("Rules",
                        "The value is not a date in W3C Datetime format "
                        "(https://www.w3.org/TR/NOTE-datetime), which the sitemaps.org protocol "
                        "requires for <lastmod> and Google Search Central's video and news sitemap "
                        "documentation for their dates. Search engines ignore the value. Write the "
                        "date as YYYY-MM-DD, or with a time as YYYY-MM-DDThh:mm:ss+hh:mm.") },
    { RuleId::DateWithoutTimeZone, S::Error, C::Values,
      QT_TRANSLATE_NOOP("Rules", "Invalid date: no time zone"),
      QT_TRANSLATE_NOOP("Rules",
                        "The date has a time but no time zone designator. The W3C Datetime note "
                        "requires one whenever a time is given, 'Z' for UTC or an offset such as "
                        "+01:00, and Google rejects dates without it. Add the zone, for example "
                        "2024-01-08T10:00:00+01:00."),
      QT_TRANSLATE_NOOP("Rules", "Add the time zone most of the file uses, else UTC") },
    { RuleId::DateOffsetWithoutColon, S::Error, C::Values,
      QT_TRANSLATE_NOOP("Rules", "Invalid date: offset without colon"),
      QT_TRANSLATE_NOOP("Rules",
                        "The time zone offset is written without a colon, such as +0100. The W3C "
                        "Datetime note, which the sitemaps.org protocol requires, writes offsets "
                        "as +hh:mm or -hh:mm, and search engines may reject the date. Write "
                        "+01:00."),
      QT_TRANSLATE_NOOP("Rules", "Insert the colon into the offset") },
    { RuleId::DateSpaceSeparator, S::Error, C::Values,
      QT_TRANSLATE_NOOP("Rules", "Invalid date: space instead of T"),
      QT_TRANSLATE_NOOP("Rules",
                        "The date and the time are separated by a space, such as 2024-01-08 "
                        "10:00:00+01:00. The W3C Datetime note, which the sitemaps.org protocol "
                        "requires, separates them with the letter T, and search engines may reject "
                        "the date. Replace the space with T."),
      QT_TRANSLATE_NOOP("Rules", "Replace the space with T") },
    { RuleId::LastmodInFuture, S::Warning, C::Values,
      QT_TRANSLATE_NOOP("Rules", "Date in the future"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <lastmod> date lies after the current time. The sitemaps.org protocol "
                        "defines lastmod as the date the page was last modified, which cannot be "
                        "in the future, so search engines ignore the value and may distrust the "
                        "file's other dates. Check the clock and time zone of the generator.") },
    { RuleId::IdenticalLastmod, S::Warning, C::Values,
      QT_TRANSLATE_NOOP("Rules", "Same lastmod on every URL"),
      QT_TRANSLATE_NOOP("Rules",
                        "Every URL carries one identical <lastmod> stamp, typically the time the "
                        "generator ran rather than when each page changed. Google Search Central's "
                        "sitemap documentation says Google uses lastmod only when it is "
                        "consistently and verifiably accurate. Set lastmod to each page's last "
                        "significant change, or leave it out.") },
    { RuleId::InvalidPriority, S::Error, C::Values, QT_TRANSLATE_NOOP("Rules", "Invalid priority"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <priority> is not a number from 0.0 to 1.0, as the sitemaps.org "
                        "protocol requires; a decimal comma, as in 0,8, is a common cause. Search "
                        "engines ignore the value. Write a decimal number in that range, such as "
                        "0.8."),
      QT_TRANSLATE_NOOP("Rules", "Write the number with a decimal point") },
    { RuleId::InvalidChangefreq, S::Error, C::Values,
      QT_TRANSLATE_NOOP("Rules", "Invalid changefreq"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <changefreq> is not one of the values the sitemaps.org protocol "
                        "defines: always, hourly, daily, weekly, monthly, yearly or never, in "
                        "lower case. Search engines ignore other values. Use one of these "
                        "words."),
      QT_TRANSLATE_NOOP("Rules", "Write the word in lower case") },
    { RuleId::InvalidYesNo, S::Error, C::Values, QT_TRANSLATE_NOOP("Rules", "Invalid yes/no value"),
      QT_TRANSLATE_NOOP("Rules",
                        "A video field that takes 'yes' or 'no', such as <video:family_friendly>, "
                        "<video:requires_subscription> or <video:live>, holds another value "
                        "(Google Search Central's video sitemap documentation). Values such as "
                        "'true' or '1' are not accepted. Write yes or no in lower case."),
      QT_TRANSLATE_NOOP("Rules", "Write yes or no in lower case") },
    { RuleId::InvalidCountryCode, S::Error, C::Values,
      QT_TRANSLATE_NOOP("Rules", "Invalid country code"),
      QT_TRANSLATE_NOOP("Rules",
                        "The country list of <video:restriction> contains a value that is not an "
                        "ISO 3166-1 alpha-2 code. Google Search Central's video sitemap "
                        "documentation asks for such codes separated by spaces, such as 'US CA "
                        "GB'. Correct the code; the United Kingdom, for example, is GB, not UK.") },
    { RuleId::InvalidLanguageCode, S::Error, C::Values,
      QT_TRANSLATE_NOOP("Rules", "Invalid language code"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <news:language> is not an ISO 639 language code of two or three "
                        "letters, such as 'en' or 'fil', as Google Search Central's news sitemap "
                        "documentation requires. The only exceptions it lists are zh-cn and zh-tw "
                        "for Simplified and Traditional Chinese. Codes are read in any case "
                        "(zh-CN is zh-cn). A longer tag such as en-US or zh-Hant is not taken: "
                        "write the language's code alone (en), or zh-cn or zh-tw for Chinese by "
                        "its script or region (zh-Hans, zh-SG: zh-cn; zh-Hant, zh-HK: zh-tw)."),
      QT_TRANSLATE_NOOP("Rules", "Write the language code the message names") },
    { RuleId::InvalidValue, S::Error, C::Values, QT_TRANSLATE_NOOP("Rules", "Invalid value"),
      QT_TRANSLATE_NOOP("Rules",
                        "A field holds a value it does not take: <video:view_count> must be a "
                        "whole number, <video:duration> and <video:rating> numbers, and "
                        "<video:platform> a space-separated list of the words web, mobile and "
                        "tv (Google Search Central's video sitemap documentation). Correct the "
                        "value.") },
    { RuleId::PlaceholderLastmod, S::Warning, C::Values,
      QT_TRANSLATE_NOOP("Rules", "Placeholder lastmod"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <lastmod> date is one no page can have: it lies before 6 August "
                        "1991, when the first web page went online (1970-01-01, the start of "
                        "Unix time, or 0001-01-01), or it is a midnight that many URLs of the "
                        "file share, years before every other lastmod of the file (a generator "
                        "that dates its tag and category pages 2000-01-01T00:00:00+00:00 while "
                        "its articles are dated 2021 to 2023). Such dates are what a generator "
                        "writes for a date it does not know. Google Search Central's sitemap "
                        "documentation "
                        "says Google uses lastmod only when it is consistently and verifiably "
                        "accurate, so a placeholder weakens the file's other dates. Remove the "
                        "lastmod, or write the page's real last change."),
      QT_TRANSLATE_NOOP("Rules", "Remove the lastmod") },
    { RuleId::InvalidHreflang, S::Error, C::Extensions,
      QT_TRANSLATE_NOOP("Rules", "Unknown language code (hreflang)"),
      QT_TRANSLATE_NOOP("Rules",
                        "The hreflang of an alternate link is not a valid code. Google Search "
                        "Central's 'Tell Google about localized versions of your page' asks for an "
                        "ISO 639-1 language code, optionally followed by a script and an ISO "
                        "3166-1 alpha-2 region as in BCP 47 (en, en-GB, zh-Hant-TW), or for "
                        "x-default. Common errors are en-UK, as the United Kingdom's code is GB, "
                        "and a region given alone; correct the code."),
      QT_TRANSLATE_NOOP("Rules", "Replace the region UK with GB") },
    { RuleId::HreflangMissingSelf, S::Warning, C::Extensions,
      QT_TRANSLATE_NOOP("Rules", "Missing self-referencing hreflang"),
      QT_TRANSLATE_NOOP("Rules",
                        "The URL's alternate links do not include the URL itself. Google Search "
                        "Central's 'Tell Google about localized versions of your page' asks each "
                        "page to list itself along with all its language versions. Add an "
                        "alternate link to the URL with its own language code.") },
    { RuleId::HreflangNoReturnLink, S::Warning, C::Extensions,
      QT_TRANSLATE_NOOP("Rules", "No return tags"),
      QT_TRANSLATE_NOOP("Rules",
                        "Page A lists page B as an alternate, but B does not list A. Google "
                        "ignores annotations that the other page does not confirm (Google Search "
                        "Central, 'Tell Google about localized versions of your page'). Add the "
                        "return link to the other URL's alternates."),
      QT_TRANSLATE_NOOP("Rules", "Add the return link to the other URL") },
    { RuleId::HreflangDuplicate, S::Error, C::Extensions,
      QT_TRANSLATE_NOOP("Rules", "Conflicting hreflang"),
      QT_TRANSLATE_NOOP("Rules",
                        "One language code is given to two different URLs in one set of "
                        "alternates, so search engines cannot tell which version to show for that "
                        "language, and Google may ignore the annotations (Google Search Central, "
                        "'Tell Google about localized versions of your page'). Give each code to "
                        "one URL only.") },
    { RuleId::HreflangNoXDefault, S::Notice, C::Extensions,
      QT_TRANSLATE_NOOP("Rules", "No x-default"),
      QT_TRANSLATE_NOOP("Rules",
                        "A set of alternates has no x-default entry, so it names no page for users "
                        "whose language matches none of the listed codes. Google Search Central's "
                        "'Tell Google about localized versions of your page' recommends an "
                        "x-default fallback, such as a language selector or the main version. Add "
                        "one if the site has such a page.") },
    { RuleId::NewsTooOld, S::Warning, C::Extensions, QT_TRANSLATE_NOOP("Rules", "Article too old"),
      QT_TRANSLATE_NOOP("Rules",
                        "The <news:publication_date> is more than two days ago. Google Search "
                        "Central's news sitemap documentation asks news sitemaps to list only "
                        "articles published in the last two days. Remove older articles from the "
                        "news sitemap; they can stay in the regular sitemap.") },
    { RuleId::DeprecatedTag, S::Notice, C::Extensions, QT_TRANSLATE_NOOP("Rules", "Deprecated tag"),
      QT_TRANSLATE_NOOP("Rules",
                        "The element or attribute is one Google has ignored since 2022: the image "
                        "caption, title, geo_location and license, the video category, "
                        "gallery_loc, price, tvshow, id and content_segment_loc and the autoplay "
                        "attribute of player_loc, and the news keywords, stock_tickers, genres, "
                        "access and geo_locations (Google Search Central's image, video and news "
                        "sitemap documentation). They do no harm, but can be removed to keep the "
                        "file small."),
      QT_TRANSLATE_NOOP("Rules", "Remove the deprecated tags") },
    { RuleId::HreflangDisagrees, S::Warning, C::Extensions,
      QT_TRANSLATE_NOOP("Rules", "hreflang in the page and in the sitemap disagree"),
      QT_TRANSLATE_NOOP("Rules",
                        "The page's <link rel=\"alternate\" hreflang> annotations and the "
                        "sitemap's <xhtml:link> alternates for the URL name different language "
                        "versions. Google reads both and merges them; when they contradict each "
                        "other, the cluster is ambiguous and may be ignored. The message lists "
                        "what only the page and only the sitemap say; make them the same, in "
                        "one place or in both.") },
    { RuleId::CompressionError, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Compression error"),
      QT_TRANSLATE_NOOP("Rules",
                        "The gzip data is truncated, corrupt (its CRC does not match) or not "
                        "gzip at all (RFC 1952). What could be decompressed was read. Compress "
                        "the file again with gzip.") },
    { RuleId::UnsafeXml, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Unsafe XML refused"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file declares a DTD internal subset, entities or several DOCTYPEs. "
                        "Sitemaps never need them, and they are the means of entity-expansion "
                        "('billion laughs') and external-entity attacks, so the file is not "
                        "read. Remove the DOCTYPE.") },
    { RuleId::NestingTooDeep, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Nesting too deep"),
      QT_TRANSLATE_NOOP("Rules",
                        "Elements are nested deeper than any sitemap needs, a sign of a broken or "
                        "hostile file. Reading stopped at that point.") },
    { RuleId::ArchiveEntrySkipped, S::Warning, C::Input,
      QT_TRANSLATE_NOOP("Rules", "Archive entry skipped"),
      QT_TRANSLATE_NOOP("Rules",
                        "An entry of the zip bundle was not read: it is a symbolic link, "
                        "encrypted, larger than the limit, or its name is absolute or leads out "
                        "of the bundle with '..'. Entries are never extracted to disk.") },
    { RuleId::FileTooLarge, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "File too large"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file, or what it decompresses to, is larger than the reading limit. "
                        "The protocol allows 52,428,800 bytes uncompressed per sitemap. A gzip "
                        "file that expands far beyond that is a decompression bomb. The limit can "
                        "be raised for trusted files.") },
    { RuleId::ValueTooLong, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Value too long"),
      QT_TRANSLATE_NOOP("Rules",
                        "A single text value is longer than any sitemap value can be (a URL may "
                        "have at most 2,048 characters). Reading stopped at that point.") },
    { RuleId::ReadError, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Could not read file"),
      QT_TRANSLATE_NOOP("Rules",
                        "The file could not be opened or read: it does not exist, permission "
                        "was denied, or the device failed.") },
    { RuleId::ChildSitemapMissing, S::Warning, C::Input,
      QT_TRANSLATE_NOOP("Rules", "Child sitemap not found"),
      QT_TRANSLATE_NOOP("Rules",
                        "A sitemap listed in the index was not found beside the index file, so "
                        "its URLs were not loaded or checked. Put the file in the same folder or "
                        "open it from its URL.") },
    { RuleId::ContentSkipped, S::Warning, C::Input, QT_TRANSLATE_NOOP("Rules", "Content skipped"),
      QT_TRANSLATE_NOOP("Rules",
                        "Part of the file gave no entry: a comment or a line that is not a URL in "
                        "a text list (the sitemaps.org text format has one URL per line and no "
                        "comments, so search engines read every line as a URL), a feed item "
                        "without a link, a robots.txt line that is no rule, a CSV row without a "
                        "location. The message says which line and why. Correct the line, or "
                        "remove it from the file.") },
    { RuleId::LocationFallback, S::Notice, C::Input,
      QT_TRANSLATE_NOOP("Rules", "Location taken from a fallback"),
      QT_TRANSLATE_NOOP("Rules",
                        "A feed item has no link where its format puts one, so its location was "
                        "taken from the next best place: an RSS <guid> marked "
                        "isPermaLink=\"false\", an Atom link with rel=\"self\", an <id> that is "
                        "a URL, or the text of a <link> without href. Such a URL may not be the "
                        "page readers see; check it in the table, or give the item a link in "
                        "the feed.") },
    { RuleId::IndexLoop, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Sitemap index loop"),
      QT_TRANSLATE_NOOP("Rules",
                        "While an index was followed to its children, one of them named the "
                        "index itself, or a sitemap already read. Search engines read each "
                        "sitemap once and ignore such entries; list each sitemap once, in one "
                        "index, and do not let an index list another index.") },
    { RuleId::MisspeltKey, S::Notice, C::Input,
      QT_TRANSLATE_NOOP("Rules", "Misspelt robots.txt key"),
      QT_TRANSLATE_NOOP("Rules",
                        "A robots.txt line starts with a misspelling of a key that Google's "
                        "robots.txt parser accepts all the same (\"Site-map\", \"Useragent\", "
                        "\"Dissallow\" and a few more), so the line was read as that key. Other "
                        "crawlers follow RFC 9309 and skip the line: write the key as the message "
                        "says.") },
    { RuleId::CouldNotFetch, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Couldn't fetch"),
      QT_TRANSLATE_NOOP("Rules",
                        "Asked for as the search engine's crawler (the --user-agent chosen, "
                        "Googlebot smartphone by default), the sitemap's address answered an "
                        "error status or nothing at all, while a browser was given the file. "
                        "Search Console shows such a sitemap as \"Couldn't fetch\" and reads none "
                        "of its URLs. A firewall, a bot protection or a rule on the User-Agent "
                        "that turns crawlers away is the usual cause: let the crawler fetch the "
                        "sitemap (a real Googlebot is told apart by a reverse DNS lookup of its "
                        "address, not by its User-Agent).") },
    { RuleId::SitemapIsHtml, S::Error, C::Input, QT_TRANSLATE_NOOP("Rules", "Sitemap is HTML"),
      QT_TRANSLATE_NOOP("Rules",
                        "Asked for as the search engine's crawler, the sitemap's address answered "
                        "an HTML page (a bot challenge, a consent wall, a login page) where a "
                        "browser was given the sitemap. Search Console shows it as \"Sitemap is "
                        "HTML\" and reads no URL from it. Serve the sitemap itself to crawlers: "
                        "leave its address out of the challenge or the wall.") },
    { RuleId::ServedDifferently, S::Warning, C::Input,
      QT_TRANSLATE_NOOP("Rules", "Sitemap served differently to crawlers"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap's address answered the search engine's crawler otherwise "
                        "than a browser: with another status, another Content-Type, or a "
                        "redirect to another address. Search engines read what their crawler is "
                        "given, so what a browser shows is not what they read, and a redirect to "
                        "another host or folder changes which URLs the sitemap may list. Serve "
                        "crawlers and browsers the same file at the same address.") },
    { RuleId::SchemaDate, S::Error, C::Schema,
      QT_TRANSLATE_NOOP("Rules", "Schema: invalid lastmod"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemaps.org XML schema accepts only xsd:date (YYYY-MM-DD) or "
                        "xsd:dateTime (with seconds) in <lastmod>. A year alone, a year and month, "
                        "or a time as hh:mm without seconds fail schema validation, although the "
                        "W3C Datetime note and Google accept them. Write the full date, or the "
                        "date and time with seconds."),
      nullptr, P::SchemaStrict },
    { RuleId::SchemaLocTooShort, S::Error, C::Schema,
      QT_TRANSLATE_NOOP("Rules", "Schema: URL too short"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemaps.org XML schema's tLoc type requires a <loc> of at least 12 "
                        "characters, so shorter URLs fail schema validation. Search engines do not "
                        "apply this limit. Check that the URL is complete."),
      nullptr, P::SchemaStrict },
    { RuleId::SchemaElementOrder, S::Error, C::Schema,
      QT_TRANSLATE_NOOP("Rules", "Schema: elements out of order"),
      QT_TRANSLATE_NOOP("Rules",
                        "The official XML schemas' xsd:sequence fixes the order of children: "
                        "loc, lastmod, changefreq, priority in <url> (loc, lastmod in <sitemap>), "
                        "with extension elements after them, and the order of the fields of an "
                        "image, video or news entry as Google's schemas list them. Search "
                        "engines accept any order, but schema validation fails. Put the "
                        "elements in that order."),
      nullptr, P::SchemaStrict },
    { RuleId::SchemaContent, S::Error, C::Schema,
      QT_TRANSLATE_NOOP("Rules", "Schema: unexpected content"),
      QT_TRANSLATE_NOOP("Rules",
                        "The element, or text, is somewhere the official XML schemas allow none: "
                        "<changefreq> or <priority> in a <sitemap> of an index (siteindex.xsd "
                        "allows loc and lastmod only), an element of a namespace no schema "
                        "declares, such as Google's mobile or PageMap extensions (the xsd:any of "
                        "<url> and <sitemap> is strict), an unknown element inside an image, "
                        "video or news entry, or an element more often than the schema's "
                        "maxOccurs. Search engines ignore most of these, but schema validation "
                        "fails. Remove the element, or move it to where the schema puts it."),
      nullptr, P::SchemaStrict },
    { RuleId::SchemaValue, S::Error, C::Schema, QT_TRANSLATE_NOOP("Rules", "Schema: invalid value"),
      QT_TRANSLATE_NOOP("Rules",
                        "The value is not of the type the official XML schemas give the element: "
                        "<priority> an xsd:decimal from 0.0 to 1.0, <changefreq> one of the "
                        "seven words, <loc> an xsd:anyURI of at most 2,048 characters, the "
                        "video title at most 100 characters and its description 2,048, numbers "
                        "and yes/no values as Google's video schema defines them, the news "
                        "language, genres and stock tickers as its patterns require. The "
                        "message names the type. Write a value of that type."),
      nullptr, P::SchemaStrict },
    { RuleId::SchemaAttribute, S::Error, C::Schema,
      QT_TRANSLATE_NOOP("Rules", "Schema: invalid attribute"),
      QT_TRANSLATE_NOOP("Rules",
                        "An attribute the official XML schemas do not declare on this element "
                        "(the schemas allow none on <urlset>, <url>, <loc> and the other "
                        "protocol elements, except xsi:schemaLocation), one they require that is "
                        "missing (type on <video:id>), or a value outside the attribute's type "
                        "(the currency, type and resolution of <video:price>, hreflang on "
                        "xhtml:link as xsd:language). Search engines ignore unknown attributes, "
                        "but schema validation fails. Remove or correct the attribute."),
      nullptr, P::SchemaStrict },
    { RuleId::SchemaMissingElement, S::Error, C::Schema,
      QT_TRANSLATE_NOOP("Rules", "Schema: required element missing"),
      QT_TRANSLATE_NOOP("Rules",
                        "The official XML schemas require an element that is not there: a "
                        "<urlset> must hold at least one <url> and a <sitemapindex> at least "
                        "one <sitemap>, and a <video:tvshow> needs its show_title and "
                        "video_type. An empty sitemap is harmless to search engines, but schema "
                        "validation fails. Add the element, or stop publishing the empty "
                        "file."),
      nullptr, P::SchemaStrict },
    { RuleId::GoogleChoseOtherCanonical, S::Warning, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Duplicate, Google chose different canonical than user"),
      QT_TRANSLATE_NOOP("Rules",
                        "Search Console (URL Inspection or the Page indexing report) says that "
                        "Google took the page for a duplicate and indexes another URL, which the "
                        "message names, in its place, although the page declares itself or "
                        "another URL canonical. A sitemap should list the URLs that are to be "
                        "indexed: list Google's choice instead, or, if this URL is the one that "
                        "should be shown, make the duplicates point to it (canonical, redirects, "
                        "internal links)."),
      QT_TRANSLATE_NOOP("Rules",
                        "Replace the URL by the canonical Google chose (removed instead when the "
                        "sitemap lists that URL already)") },
    { RuleId::CrawledNotIndexed, S::Warning, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Crawled - currently not indexed"),
      QT_TRANSLATE_NOOP("Rules",
                        "Search Console says that Google crawled the page and chose not to index "
                        "it, for now. It may be indexed later; resubmitting it does not help. "
                        "When many pages of a section are here, look at what sets them apart: "
                        "thin or near-identical content, few internal links, or pages that "
                        "should not be in the sitemap at all.") },
    { RuleId::DiscoveredNotIndexed, S::Warning, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Discovered - currently not indexed"),
      QT_TRANSLATE_NOOP("Rules",
                        "Search Console says that Google knows the URL (from the sitemap or a "
                        "link) but has not crawled it yet, often because crawling the site "
                        "seemed to overload it, or because Google does not expect much of the "
                        "pages. A site that answers fast and links its important pages well is "
                        "crawled more; keep the sitemap to the pages that matter.") },
    { RuleId::SubmittedBlockedByRobots, S::Error, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Submitted URL blocked by robots.txt"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap lists the URL, and Search Console says that the site's "
                        "robots.txt does not let Googlebot fetch it. A sitemap asks for its URLs "
                        "to be crawled: remove the URL from the sitemap, or allow it in "
                        "robots.txt if it should be found in search.") },
    { RuleId::SubmittedMarkedNoindex, S::Error, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Submitted URL marked 'noindex'"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap lists the URL, and Search Console says that the page "
                        "forbids indexing with a noindex rule, in a robots meta tag or an "
                        "X-Robots-Tag HTTP header (\"Excluded by 'noindex' tag\"). Remove the URL "
                        "from the sitemap, or the rule from the page if it should be indexed."),
      QT_TRANSLATE_NOOP("Rules", "Remove the URL from the sitemap") },
    { RuleId::SubmittedNotFound, S::Error, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Submitted URL not found (404)"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap lists the URL, and Search Console says that the server "
                        "answered Googlebot 404 Not Found (or 410 Gone). A sitemap should list "
                        "only pages that exist: remove the URL, or restore the page, or redirect "
                        "it to its new address and list that one."),
      QT_TRANSLATE_NOOP("Rules", "Remove the URL from the sitemap") },
    { RuleId::SubmittedSoft404, S::Warning, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Submitted URL seems to be a Soft 404"),
      QT_TRANSLATE_NOOP("Rules",
                        "Search Console says that the page answers 200 OK but looks to Google "
                        "like an error page: empty, \"no results\", \"not found\" in the text. "
                        "Google does not index it. Make a page that no longer exists answer 404 "
                        "or 410 and remove it from the sitemap; give a page that does exist real "
                        "content.") },
    { RuleId::SubmittedServerError, S::Error, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Server error (5xx)"),
      QT_TRANSLATE_NOOP("Rules",
                        "Search Console says that the server answered Googlebot with a 5xx "
                        "error, or took too long to answer, when it fetched the URL. Google "
                        "cannot index a page it cannot fetch, and crawls a site that fails less. "
                        "Look at the server's logs for Googlebot's requests at the last crawl "
                        "time.") },
    { RuleId::SubmittedRedirect, S::Warning, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Page with redirect"),
      QT_TRANSLATE_NOOP("Rules",
                        "Search Console says that the URL redirects, so Google indexes the page "
                        "it leads to instead, if any. A sitemap should list final URLs: replace "
                        "the URL by the one the redirect leads to.") },
    { RuleId::SubmittedRedirectError, S::Error, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Redirect error"),
      QT_TRANSLATE_NOOP("Rules",
                        "Search Console says that Googlebot could not follow the URL's "
                        "redirects: a chain too long, a loop, a redirect to a URL too long or to "
                        "an empty or bad URL. Make the URL answer directly, or redirect once to "
                        "a page that answers 200, and list that page.") },
    { RuleId::NotIndexedOtherReason, S::Warning, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "Submitted URL not indexed"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap lists the URL, and Search Console gives another reason for "
                        "not indexing it, which the message quotes: an alternate page with a "
                        "proper canonical tag, a duplicate without a user-selected canonical, a "
                        "request blocked with 401, 403 or another 4xx status, and so on. Search "
                        "Console's help on the Page indexing report explains each reason.") },
    { RuleId::KnownNotInSitemap, S::Notice, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "URL known to Google, not in the sitemap"),
      QT_TRANSLATE_NOOP("Rules",
                        "Google knows the URL (it was inspected, or a Page indexing export lists "
                        "it) and no sitemap read lists it. An indexed page that ought to be found "
                        "belongs in the sitemap (\"Indexed, not submitted in sitemap\"); one that "
                        "is gone, redirects or is a duplicate does not, and needs nothing.") },
    { RuleId::UnknownToGoogle, S::Warning, C::Coverage,
      QT_TRANSLATE_NOOP("Rules", "URL is unknown to Google"),
      QT_TRANSLATE_NOOP("Rules",
                        "The sitemap lists the URL and URL Inspection says that Google has never "
                        "seen it: the sitemap was not submitted or not read yet, or Google has "
                        "not come to this URL. Check in Search Console that the sitemap is "
                        "submitted and read without errors, and link the page from the site.") },
};

} // namespace

const QList<Rule> &RuleCatalogue::rules()
{
    return catalogue;
}

const Rule *RuleCatalogue::find(QLatin1StringView id)
{
    // Every finding looks its rule up, a million times in a large check: by the id's number
    // in a table made once.
    static const std::array<const Rule *, 1000> byNumber = [] {
        std::array<const Rule *, 1000> table {};
        for (const Rule &rule : catalogue)
            table[size_t(QStringView(QString(rule.id)).mid(2).toInt())] = &rule;
        return table;
    }();
    if (id.size() != 5 || id[0] != u'S' || id[1] != u'M')
        return nullptr;
    int number = 0;
    for (qsizetype i = 2; i < 5; ++i) {
        const char c = id.at(i).toLatin1();
        if (c < '0' || c > '9')
            return nullptr;
        number = number * 10 + (c - '0');
    }
    const Rule *rule = byNumber[size_t(number)];
    return rule && rule->id == id ? rule : nullptr;
}

QString Rule::translatedTitle() const
{
    return QCoreApplication::translate("Rules", title);
}

QString Rule::translatedHelp() const
{
    return QCoreApplication::translate("Rules", help);
}

QString Rule::translatedFix() const
{
    if (!fix)
        return QString();
    return QCoreApplication::translate("Rules", fix);
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Notice:
        return QStringLiteral("notice");
    }
    return {};
}

QString profileName(CheckProfile profile)
{
    switch (profile) {
    case CheckProfile::SearchEngines:
        return QStringLiteral("search-engines");
    case CheckProfile::SchemaStrict:
        return QStringLiteral("schema-strict");
    }
    return {};
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

QString categoryName(RuleCategory category)
{
    switch (category) {
    case RuleCategory::Format:
        return QStringLiteral("format");
    case RuleCategory::Encoding:
        return QStringLiteral("encoding");
    case RuleCategory::Limits:
        return QStringLiteral("limits");
    case RuleCategory::Urls:
        return QStringLiteral("urls");
    case RuleCategory::Values:
        return QStringLiteral("values");
    case RuleCategory::Extensions:
        return QStringLiteral("extensions");
    case RuleCategory::Input:
        return QStringLiteral("input");
    case RuleCategory::Schema:
        return QStringLiteral("schema");
    case RuleCategory::Coverage:
        return QStringLiteral("coverage");
    }
    return {};
}

QString findingFieldName(FindingField field)
{
    switch (field) {
    case FindingField::None:
        return {};
    case FindingField::Loc:
        return QStringLiteral("loc");
    case FindingField::Lastmod:
        return QStringLiteral("lastmod");
    case FindingField::Changefreq:
        return QStringLiteral("changefreq");
    case FindingField::Priority:
        return QStringLiteral("priority");
    case FindingField::Image:
        return QStringLiteral("image");
    case FindingField::Video:
        return QStringLiteral("video");
    case FindingField::News:
        return QStringLiteral("news");
    case FindingField::Alternate:
        return QStringLiteral("alternate");
    case FindingField::Element:
        return QStringLiteral("element");
    }
    return {};
}

QString Finding::toString() const
{
    if (line <= 0)
        return message;
    return QStringLiteral("%1:%2: %3").arg(line).arg(column).arg(message);
}

} // namespace Studio
