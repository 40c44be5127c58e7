#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace Studio::Url {

// The parts of a URL by RFC 3986, appendix B, as views into the UTF-8 text (no copy).
//
// Written by hand rather than with QUrl: the checker looks at a million URLs per run and must
// report the exact character a URL is wrong at, while QUrl allocates per part and, in its
// tolerant mode, silently repairs the very characters the rules are about.
struct Parts
{
    QByteArrayView scheme; // without ':'
    QByteArrayView userInfo;
    QByteArrayView host; // IPv6 literals keep their brackets
    QByteArrayView port; // without ':'
    QByteArrayView path;
    QByteArrayView query; // without '?'
    QByteArrayView fragment; // without '#'
    bool hasScheme = false;
    bool hasAuthority = false;
    bool hasPort = false;
    bool hasQuery = false;
    bool hasFragment = false;
};

Parts split(QByteArrayView url);
// Where the path of a URL with a host starts: 23 in "https://www.example.com/a/b?c", so that
// what comes before it is the origin; -1 for a URL without an authority or without a path.
qsizetype pathOffset(QByteArrayView url);

// 80 for http, 443 for https, -1 for other schemes.
int defaultPort(QByteArrayView scheme);
// The port written, else the scheme's default; -1 when neither is known or it is not a number.
int effectivePort(const Parts &parts);

// Why a URL cannot stand in a sitemap, in the order the checks are made.
enum class Problem : quint8 {
    None,
    Empty,
    SchemeRelative, // "//example.com/a"
    NoScheme, // "example.com/a"
    Relative, // "/a", "a.html"
    UnsupportedScheme, // not http or https
    NoHost,
    InvalidPort,
    Whitespace, // tab, CR or LF inside
    Fragment,
};
Problem check(QByteArrayView url, const Parts &parts);
// A sentence that names the problem; empty for None.
QString problemText(Problem problem, QByteArrayView url);

// Position of the first byte that must be percent-encoded: a space, a control character, a
// byte of a non-ASCII character, one of " < > \ ^ ` { | } *, '[' or ']' outside an IPv6
// host, or a '%' that does not start an escape. -1 when there is none.
// Tabs and line breaks are skipped when `skipLineBreaks` is set (they make a URL invalid
// rather than unescaped).
qsizetype firstUnescaped(QByteArrayView url, bool skipLineBreaks = false);
// Position of the first '%' that does not start an escape (two hex digits); -1 when there is
// none. firstUnescaped() of a URL whose only bytes of those it names are '%'.
qsizetype firstBadEscape(QByteArrayView url);
// The URL with every such byte percent-encoded (UTF-8, upper-case hex) and a non-ASCII host
// name in its ASCII (Punycode) form. Existing escapes are kept.
QByteArray escaped(QByteArrayView url);

// The form used to find duplicates: scheme and host in lower case, the default port dropped,
// an empty path as "/", a trailing "index.html" or "index.htm" dropped, hex digits of escapes
// in upper case, the fragment dropped.
QByteArray normalized(QByteArrayView url);
// A 64-bit hash of normalized(url), computed without allocating for URLs up to 1 KiB.
quint64 normalizedHash(QByteArrayView url);
// The same, from parts already split from `url`.
quint64 normalizedHash(QByteArrayView url, const Parts &parts);
// Hash of the scheme, host and effective port (what "same origin" compares).
quint64 originHash(const Parts &parts);

// The name of a session-id parameter in the query or a ";jsessionid=" path parameter;
// empty when there is none.
QByteArray sessionParameter(const Parts &parts);
// The URL without that parameter.
QByteArray withoutSessionParameter(QByteArrayView url);

// Whether `name` matches `glob`, compared without regard to case: '*' stands for any run of
// characters (none included), '?' for one; everything else for itself.
bool matchesNameGlob(QByteArrayView name, QByteArrayView glob);

// Which query parameters are trackers to remove: the default list (below) unless
// `defaults` is off, and the name globs of `extra` (matchesNameGlob(): "ref", "pk_*").
struct TrackingParameters
{
    bool defaults = true;
    QList<QByteArray> extra;
};

// Whether `name` (a query parameter's name, as written) is a campaign or click tracker that
// names no page of its own: utm_*, fbclid, gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga,
// _gl (compared without regard to case), or, with `which`, one that it names.
bool isTrackingParameter(QByteArrayView name);
bool isTrackingParameter(QByteArrayView name, const TrackingParameters &which);
// The URL without its tracking parameters (isTrackingParameter()), the others kept in their
// order and spelling; the '?' goes when none is left. `url` itself when it has none.
QByteArray withoutTrackingParameters(QByteArrayView url);
QByteArray withoutTrackingParameters(QByteArrayView url, const TrackingParameters &which);

// Where a sitemap is published: the URLs it may list share its scheme, host and port and lie
// in its folder or below (sitemaps.org, "Sitemap file location").
struct Scope
{
    QByteArray scheme; // lower case
    QByteArray host; // lower case
    int port = -1;
    QByteArray folder; // path up to and including the last '/'
    quint64 origin = 0; // originHash of the above

    static Scope fromUrl(QByteArrayView url); // invalid (empty host) when url is not http(s)
    bool isValid() const { return !host.isEmpty(); }
    QByteArray toString() const; // "https://example.com/blog/"
};

enum class ScopeResult : quint8 { Inside, WwwMismatch, OtherOrigin, OutsideFolder };
ScopeResult inScope(const Scope &scope, const Parts &parts);

} // namespace Studio::Url
