#pragma once

#include <QLatin1StringView>
#include <QList>
#include <QString>

namespace Studio {

enum class Severity : quint8 { Notice, Warning, Error };

// The hundreds digit of a rule id.
enum class RuleCategory : quint8 {
    Format = 1,
    Encoding = 2,
    Limits = 3,
    Urls = 4,
    Values = 5,
    Extensions = 6,
    Input = 7,
    Schema = 8,
    Coverage = 9,
};

// Which checks run: what search engines accept (the default), or also what the official
// sitemaps.org XML schemas reject.
enum class CheckProfile : quint8 { SearchEngines, SchemaStrict };

// One entry of the rule catalogue: the data that the checker, the GUI, the CLI and the
// generated docs all read, so no rule text is written twice.
struct Rule
{
    QLatin1StringView id; // stable, "SM###"
    Severity severity;
    RuleCategory category;
    const char *title; // named after what search consoles show; translated at display time
    const char *help; // one paragraph: what it means, where the spec says so, how to fix it
    const char *fix = nullptr; // what the one-click fix does; nullptr when there is none
    CheckProfile profile = CheckProfile::SearchEngines; // the least profile that runs it

    bool hasFix() const { return fix != nullptr; }
    QString translatedTitle() const;
    QString translatedHelp() const;
    QString translatedFix() const;
};

// Stable ids of the rules. The hundreds digit is the category. Ids are never reused.
namespace RuleId {
// Format. Most are found while reading; the checker adds the rest.
inline constexpr QLatin1StringView ParsingError{"SM101"};
inline constexpr QLatin1StringView UnsupportedFormat{"SM102"};
inline constexpr QLatin1StringView IncorrectNamespace{"SM103"};
inline constexpr QLatin1StringView LeadingWhitespace{"SM104"};
inline constexpr QLatin1StringView EmptySitemap{"SM105"};
// loc; video thumbnail_loc, title, description, content_loc or player_loc; news publication,
// name, language, publication_date, title.
inline constexpr QLatin1StringView MissingTag{"SM106"};
inline constexpr QLatin1StringView TooManyTags{"SM107"};
// relationship on video:restriction and video:platform.
inline constexpr QLatin1StringView MissingAttribute{"SM108"};
// relationship not allow/deny, player_loc allow_embed/autoplay, price currency/type, ...
inline constexpr QLatin1StringView InvalidAttributeValue{"SM109"};
// An index that lists another index.
inline constexpr QLatin1StringView NestedIndex{"SM110"};
inline constexpr QLatin1StringView WrongChildElement{"SM111"};
inline constexpr QLatin1StringView UnknownElement{"SM112"};
inline constexpr QLatin1StringView Stylesheet{"SM113"};
inline constexpr QLatin1StringView UndeclaredPrefix{"SM114"};
inline constexpr QLatin1StringView IncompleteFile{"SM115"};
inline constexpr QLatin1StringView WhitespaceInValue{"SM116"};
// A <sitemap> of an index holding more than loc and lastmod: changefreq, priority, an
// extension (image, video, news, xhtml:link) or an unknown element.
inline constexpr QLatin1StringView IndexEntryContent{"SM117"};
// Encoding
inline constexpr QLatin1StringView NotUtf8{"SM201"};
inline constexpr QLatin1StringView InvalidUtf8{"SM202"};
// Characters that must be percent-encoded: non-ASCII, space, " < > \ ^ ` { | } *, controls.
inline constexpr QLatin1StringView UnescapedCharacters{"SM203"};
// &amp;amp; in the file: the value holds "&amp;" after one unescaping.
inline constexpr QLatin1StringView DoubleEscaped{"SM204"};
// C0 (other than whitespace) and C1 control characters, U+FFFE, U+FFFF in a value.
inline constexpr QLatin1StringView ControlCharacter{"SM205"};
// Limits
inline constexpr QLatin1StringView TooManyUrls{"SM301"}; // > 50,000 per file
inline constexpr QLatin1StringView FileSizeLimit{"SM302"}; // > 52,428,800 bytes uncompressed
inline constexpr QLatin1StringView TooManySitemaps{"SM303"}; // > 50,000 in an index
inline constexpr QLatin1StringView TooManyImages{"SM304"}; // > 1,000 per URL
inline constexpr QLatin1StringView TooManyNews{"SM305"}; // > 1,000 news:news per file
inline constexpr QLatin1StringView UrlTooLong{"SM306"}; // > 2,048 characters
inline constexpr QLatin1StringView VideoDescriptionTooLong{"SM307"}; // > 2,048 characters
inline constexpr QLatin1StringView TooManyVideoTags{"SM308"}; // > 32
inline constexpr QLatin1StringView VideoDurationOutOfRange{"SM309"}; // outside 1 … 28,800 s
inline constexpr QLatin1StringView VideoRatingOutOfRange{"SM310"}; // outside 0.0 … 5.0
inline constexpr QLatin1StringView TitleTooLong{"SM311"}; // video title > 100 characters
// URLs
// Relative, no scheme, not http/https, no host, whitespace, a fragment.
inline constexpr QLatin1StringView InvalidUrl{"SM401"};
// Another scheme, host or port than the publish location, or outside the sitemap's folder.
inline constexpr QLatin1StringView UrlNotAllowed{"SM402"};
// The host differs from the publish location's only by "www.".
inline constexpr QLatin1StringView PathMismatch{"SM403"};
inline constexpr QLatin1StringView SessionId{"SM404"};
// Same URL after normalising scheme and host case, default ports and a trailing index.html.
inline constexpr QLatin1StringView DuplicateUrl{"SM405"};
inline constexpr QLatin1StringView VideoUrlIsPageUrl{"SM406"};
// Notice: no publish location known; the majority host was taken.
inline constexpr QLatin1StringView PublishLocationAssumed{"SM407"};
// video:content_loc equals video:player_loc: the media file and the player page are one URL.
inline constexpr QLatin1StringView VideoContentIsPlayer{"SM408"};
// The robots.txt of the URL's host disallows it for the search engine's crawler.
inline constexpr QLatin1StringView BlockedByRobots{"SM409"};
// The link checker's answers for a URL (opt-in, online): a redirect, 404 or 410, a 5xx, no
// answer at all (DNS, refused, timeout, TLS).
inline constexpr QLatin1StringView UrlRedirects{"SM410"};
inline constexpr QLatin1StringView UrlNotFound{"SM411"};
inline constexpr QLatin1StringView UrlServerError{"SM412"};
inline constexpr QLatin1StringView UrlUnreachable{"SM413"};
// Notice: an export resolved a relative location against where its sitemap is published.
inline constexpr QLatin1StringView RelativeUrlResolved{"SM414"};
// The audit of a sitemap against a crawl of its site (with SM409 to SM413 above): a listed
// page that is noindex, names another canonical or is no HTML; an indexable page the sitemap
// lacks; a listed page no crawled page links. (SM608 below: hreflang that the page and the
// sitemap give differently.)
inline constexpr QLatin1StringView SubmittedNoindex{"SM415"};
inline constexpr QLatin1StringView NotSelectedCanonical{"SM416"};
inline constexpr QLatin1StringView NotHtml{"SM417"}; // notice
inline constexpr QLatin1StringView MissingFromSitemap{"SM418"};
inline constexpr QLatin1StringView NotLinked{"SM419"}; // notice
// The audit's dates and images against the pages' own: a lastmod later than the page's own
// modified date, or earlier (stale); the file's lastmods following the Last-Modified header
// (the deploy time) rather than the pages; images a page shows that its entry lacks (notice).
inline constexpr QLatin1StringView LastmodLaterThanPage{"SM420"};
inline constexpr QLatin1StringView LastmodStale{"SM421"};
inline constexpr QLatin1StringView LastmodFollowsDeploy{"SM422"};
inline constexpr QLatin1StringView ImagesMissingFromEntry{"SM423"}; // notice
// The link checker's (and audit --images'): an image URL that answers with something else.
inline constexpr QLatin1StringView ImageNotAnImage{"SM424"};
// The audit's rendering (crawl --render): what a page's JavaScript changes that Google reads
// differently, or cannot read. Noindex in the HTML as fetched that the script removes (Google
// does not render a noindex page); robots meta directives or the canonical that the script
// changes; a page that only links its script writes lead to (notice); a page that did not
// settle within the page time; resources of the page that robots.txt blocks.
inline constexpr QLatin1StringView NoindexBeforeRendering{"SM425"};
inline constexpr QLatin1StringView RobotsChangedByJavaScript{"SM426"};
inline constexpr QLatin1StringView CanonicalChangedByJavaScript{"SM427"};
inline constexpr QLatin1StringView LinkedOnlyByJavaScript{"SM428"}; // notice
inline constexpr QLatin1StringView RenderingTimedOut{"SM429"};
inline constexpr QLatin1StringView ResourcesBlockedByRobots{"SM430"};
// The audit's lastmods against the pages' content history across crawls (crawl --since): a
// lastmod claiming a change between two crawls that saw the same content; a lastmod older than
// a crawl that saw the content before it changed (the sitemap missed the change).
inline constexpr QLatin1StringView LastmodDisprovedByContent{"SM431"};
inline constexpr QLatin1StringView LastmodMissedContentChange{"SM432"};
// Sitemap URLs whose pages have the same main content (their fingerprints) and name no one
// canonical among them: Search Console's "Duplicate without user-selected canonical".
inline constexpr QLatin1StringView DuplicateWithoutCanonical{"SM433"};
// Values
inline constexpr QLatin1StringView InvalidDate{"SM501"}; // not W3C Datetime at all
inline constexpr QLatin1StringView DateWithoutTimeZone{"SM502"}; // time without zone
inline constexpr QLatin1StringView DateOffsetWithoutColon{"SM503"}; // +0100 (fix: +01:00)
inline constexpr QLatin1StringView DateSpaceSeparator{"SM504"}; // "2024-01-08 10:00" (fix: T)
inline constexpr QLatin1StringView LastmodInFuture{"SM505"};
inline constexpr QLatin1StringView IdenticalLastmod{"SM506"}; // every URL, one stamp
inline constexpr QLatin1StringView InvalidPriority{"SM507"};
inline constexpr QLatin1StringView InvalidChangefreq{"SM508"};
inline constexpr QLatin1StringView InvalidYesNo{"SM509"}; // family_friendly, live, ...
inline constexpr QLatin1StringView InvalidCountryCode{"SM510"}; // video:restriction
inline constexpr QLatin1StringView InvalidLanguageCode{"SM511"}; // news:language
// A number or word the field does not take: view_count, duration, rating, platform words.
inline constexpr QLatin1StringView InvalidValue{"SM512"};
// A lastmod no page can have: before the web began (1970-01-01, 0001-01-01).
inline constexpr QLatin1StringView PlaceholderLastmod { "SM513" };
// Extensions
inline constexpr QLatin1StringView InvalidHreflang{"SM601"}; // en-UK, a region alone, syntax
inline constexpr QLatin1StringView HreflangMissingSelf{"SM602"};
inline constexpr QLatin1StringView HreflangNoReturnLink{"SM603"};
inline constexpr QLatin1StringView HreflangDuplicate{"SM604"};
inline constexpr QLatin1StringView HreflangNoXDefault{"SM605"}; // notice
inline constexpr QLatin1StringView NewsTooOld{"SM606"}; // publication_date > 2 days ago
inline constexpr QLatin1StringView DeprecatedTag{"SM607"}; // notice, fix removes
// The crawl audit: a page's hreflang annotations and its sitemap entry's alternates differ.
inline constexpr QLatin1StringView HreflangDisagrees{"SM608"};
// Input
inline constexpr QLatin1StringView CompressionError{"SM701"};
inline constexpr QLatin1StringView UnsafeXml{"SM702"};
inline constexpr QLatin1StringView NestingTooDeep{"SM703"};
inline constexpr QLatin1StringView ArchiveEntrySkipped{"SM704"};
inline constexpr QLatin1StringView FileTooLarge{"SM705"};
inline constexpr QLatin1StringView ValueTooLong{"SM706"};
inline constexpr QLatin1StringView ReadError{"SM707"};
inline constexpr QLatin1StringView ChildSitemapMissing{"SM708"};
// A line of a text list, robots.txt or CSV file, or a feed item, that gives no entry.
inline constexpr QLatin1StringView ContentSkipped{"SM709"};
// Notice: a feed item's location taken from a less certain place (a guid that is no
// permalink, a rel="self" link, an id, a link's text).
inline constexpr QLatin1StringView LocationFallback{"SM710"};
// An index that lists itself or a sitemap already read, found while following an index.
inline constexpr QLatin1StringView IndexLoop{"SM711"};
// Notice: a robots.txt key spelt as Google's parser also accepts it ("Site-map", "Useragent").
inline constexpr QLatin1StringView MisspeltKey{"SM712"};
// A sitemap opened by address with --compare-agents, served to the crawler chosen otherwise
// than to a browser: an error status or no answer to the crawler alone; an HTML page (a bot
// challenge) to the crawler where a browser gets the file; another status, Content-Type or
// redirect target.
inline constexpr QLatin1StringView CouldNotFetch{"SM713"};
inline constexpr QLatin1StringView SitemapIsHtml{"SM714"};
inline constexpr QLatin1StringView ServedDifferently{"SM715"};
// Schema-strict profile: what the sitemaps.org XSDs reject beyond the above.
inline constexpr QLatin1StringView SchemaDate{"SM801"}; // not xsd:date or xsd:dateTime
inline constexpr QLatin1StringView SchemaLocTooShort{"SM802"}; // loc under 12 characters
inline constexpr QLatin1StringView SchemaElementOrder{"SM803"}; // xsd:sequence order
// An element or text where the schemas allow none: changefreq or priority in <sitemap>, an
// element no schema declares (the strict xsd:any), more occurrences than maxOccurs.
inline constexpr QLatin1StringView SchemaContent{"SM804"};
// A value outside its schema type: priority, changefreq, lengths, numbers, enumerations,
// patterns, xsd:anyURI.
inline constexpr QLatin1StringView SchemaValue{"SM805"};
// An attribute the schemas do not declare, lack or whose value is outside its type.
inline constexpr QLatin1StringView SchemaAttribute{"SM806"};
// A root without entries, a video:tvshow without show_title or video_type.
inline constexpr QLatin1StringView SchemaMissingElement{"SM807"};
// Coverage: what Google did with each URL, as Search Console's URL Inspection and Page indexing
// reports say it (`coverage`), in their words. Google chose another canonical (the fix lists
// Google's choice, or removes the entry when the sitemap lists it already); crawled or
// discovered and not indexed; blocked by robots.txt; noindex; 404; soft 404; 5xx; a redirect
// and a redirect error; any other reason Google gives for not indexing a URL.
inline constexpr QLatin1StringView GoogleChoseOtherCanonical{"SM901"};
inline constexpr QLatin1StringView CrawledNotIndexed{"SM902"};
inline constexpr QLatin1StringView DiscoveredNotIndexed{"SM903"};
inline constexpr QLatin1StringView SubmittedBlockedByRobots{"SM904"};
inline constexpr QLatin1StringView SubmittedMarkedNoindex{"SM905"};
inline constexpr QLatin1StringView SubmittedNotFound{"SM906"};
inline constexpr QLatin1StringView SubmittedSoft404{"SM907"};
inline constexpr QLatin1StringView SubmittedServerError{"SM908"};
inline constexpr QLatin1StringView SubmittedRedirect{"SM909"};
inline constexpr QLatin1StringView SubmittedRedirectError{"SM910"};
inline constexpr QLatin1StringView NotIndexedOtherReason{"SM911"};
// A URL Google knows (inspected, or in a Page indexing export) that no sitemap lists (notice),
// and a sitemap URL Google has never seen ("URL is unknown to Google").
inline constexpr QLatin1StringView KnownNotInSitemap{"SM912"};
inline constexpr QLatin1StringView UnknownToGoogle{"SM913"};
} // namespace RuleId

class RuleCatalogue
{
public:
    static const QList<Rule> &rules();
    // The rule with `id`; nullptr when there is none.
    static const Rule *find(QLatin1StringView id);
};

QString severityName(Severity severity); // "error", "warning", "notice"
QString profileName(CheckProfile profile); // "search-engines", "schema-strict"
QString categoryName(RuleCategory category); // "format", "encoding", ...

} // namespace Studio
