#include "url.h"

#include "bytecount.h"

#include <QCoreApplication>
#include <QHashFunctions>
#include <QUrl>
#include <QVarLengthArray>
#include <QtAlgorithms>

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace Studio::Url {

namespace {

// Whether `text` holds a byte below 0x20 (a tab, a line break or another control character):
// one pass. Three searches, for the tab and the two line breaks, took a tenth of checking a URL
// that holds none.
bool hasControlByte(QByteArrayView text)
{
    return containsByteInRange(text, 0x00, 0x1F);
}

constexpr char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

constexpr bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// Whether the '%' at `p` (before `end`) starts an escape: two hex digits follow it.
bool startsEscape(const char *p, const char *end)
{
    return end - p > 2 && isHex(p[1]) && isHex(p[2]);
}

bool equalsLower(QByteArrayView a, QByteArrayView lowerCase)
{
    if (a.size() != lowerCase.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lowerCase[i])
            return false;
    return true;
}

// A literal's length as the compiler knows it: through QByteArrayView, each call measured it
// again with strlen (the schemes of every URL checked).
// Inline, so that the compiler knows the literal's bytes too: a letter is compared with one OR
// (only it and its upper case give it with 0x20 set), the schemes of every URL in a word or two.
template<size_t N> inline bool equalsLower(QByteArrayView a, const char (&lowerCase)[N])
{
    if (a.size() != qsizetype(N - 1))
        return false;
    for (size_t i = 0; i + 1 < N; ++i) {
        const char c = lowerCase[i];
        if (c >= 'a' && c <= 'z' ? char(a[qsizetype(i)] | 0x20) != c : lower(a[qsizetype(i)]) != c)
            return false;
    }
    return true;
}

bool isHttp(QByteArrayView scheme)
{
    return equalsLower(scheme, "http") || equalsLower(scheme, "https");
}

// Bytes a URL may hold literally (RFC 3986 unreserved, gen-delims and sub-delims, less the
// ones the sitemap rules single out). '%' is handled by the caller.
bool isAllowedLiteral(unsigned char c)
{
    if (c <= 0x20 || c >= 0x7f)
        return false;
    switch (c) {
    case '"':
    case '<':
    case '>':
    case '\\':
    case '^':
    case '`':
    case '{':
    case '|':
    case '}':
    case '*':
    case '[':
    case ']':
        return false;
    default:
        return true;
    }
}

// The span of the host inside `url` (brackets of an IPv6 literal may stand there literally).
std::pair<qsizetype, qsizetype> hostSpan(QByteArrayView url, const Parts &parts)
{
    if (!parts.hasAuthority || parts.host.isEmpty())
        return { -1, -1 };
    const qsizetype begin = parts.host.data() - url.data();
    return { begin, begin + parts.host.size() };
}

template<typename Sink> void appendNormalized(QByteArrayView url, const Parts &p, Sink &out)
{
    if (!p.hasScheme || !p.hasAuthority) {
        out.append(url.data(), url.size());
        return;
    }
    for (const char c : p.scheme)
        out.append(lower(c));
    out.append("://", 3);
    if (!p.userInfo.isEmpty()) {
        out.append(p.userInfo.data(), p.userInfo.size());
        out.append('@');
    }
    for (const char c : p.host)
        out.append(lower(c));
    if (p.hasPort && !p.port.isEmpty() && effectivePort(p) != defaultPort(p.scheme)) {
        out.append(':');
        out.append(p.port.data(), p.port.size());
    }
    QByteArrayView path = p.path;
    if (path.endsWith("/index.html"))
        path.chop(10);
    else if (path.endsWith("/index.htm"))
        path.chop(9);
    if (path.isEmpty())
        out.append('/');
    auto appendEscapesUpper = [&out](QByteArrayView text) {
        for (qsizetype i = 0; i < text.size(); ++i) {
            char c = text[i];
            out.append(c);
            if (c == '%' && i + 2 < text.size() && isHex(text[i + 1]) && isHex(text[i + 2])) {
                for (int k = 1; k <= 2; ++k) {
                    const char h = text[i + k];
                    out.append(h >= 'a' && h <= 'f' ? char(h - 'a' + 'A') : h);
                }
                i += 2;
            }
        }
    };
    appendEscapesUpper(path);
    if (p.hasQuery) {
        out.append('?');
        appendEscapesUpper(p.query);
    }
}

// A QByteArray-like sink over a stack buffer for normalizedHash.
struct StackSink
{
    QVarLengthArray<char, 1024> buffer;
    void append(char c) { buffer.append(c); }
    void append(const char *data, qsizetype size) { buffer.append(data, size); }
};

constexpr QLatin1StringView sessionNames[] = {
    QLatin1StringView("phpsessid"), QLatin1StringView("jsessionid"),  QLatin1StringView("sid"),
    QLatin1StringView("sessionid"), QLatin1StringView("session_id"),  QLatin1StringView("sessid"),
    QLatin1StringView("oscsid"),    QLatin1StringView("zenid"),       QLatin1StringView("cfid"),
    QLatin1StringView("cftoken"),   QLatin1StringView("aspsessionid")
};

bool isSessionName(QByteArrayView name)
{
    for (const QLatin1StringView candidate : sessionNames)
        if (equalsLower(name, QByteArrayView(candidate.data(), candidate.size())))
            return true;
    // ASP.NET names the cookie ASPSESSIONIDxxxxxxxx.
    return name.size() > 12 && equalsLower(name.first(12), "aspsessionid");
}

// A session parameter found in a URL: its name, and the span to cut to remove it with one
// separator, as pointers into the URL's text.
struct SessionHit
{
    QByteArrayView name;
    const char *begin = nullptr;
    const char *end = nullptr;
};

SessionHit findSession(const Parts &parts)
{
    SessionHit hit;
    const qsizetype semicolon = parts.path.indexOf(';');
    if (semicolon >= 0) {
        const QByteArrayView param = parts.path.sliced(semicolon + 1);
        const qsizetype eq = param.indexOf('=');
        if (eq > 0 && isSessionName(param.first(eq))) {
            qsizetype end = semicolon + 1;
            while (end < parts.path.size() && parts.path[end] != '/')
                ++end;
            hit.name = param.first(eq);
            hit.begin = parts.path.data() + semicolon;
            hit.end = parts.path.data() + end;
            return hit;
        }
    }
    if (!parts.hasQuery)
        return hit;
    const QByteArrayView query = parts.query;
    for (qsizetype start = 0; start <= query.size();) {
        // One walk over the pair finds its end and its name's: two searches in Qt's general
        // indexOf() a pair cost more than the pair's bytes.
        qsizetype end = start, eq = -1;
        for (; end < query.size() && query[end] != '&'; ++end)
            if (eq < 0 && query[end] == '=')
                eq = end;
        const QByteArrayView name = query.sliced(start, (eq < 0 ? end : eq) - start);
        if (!name.isEmpty() && isSessionName(name)) {
            hit.name = name;
            // Take the '&' after it, or the one before when it is the last parameter, or the
            // '?' when it is the only one.
            const char *q = query.data();
            if (end < query.size()) {
                hit.begin = q + start;
                hit.end = q + end + 1;
            } else {
                hit.begin = q + start - 1;
                hit.end = q + end;
            }
            return hit;
        }
        start = end + 1;
    }
    return hit;
}

} // namespace

qsizetype pathOffset(QByteArrayView url)
{
    const Parts parts = split(url);
    if (!parts.hasAuthority || parts.host.isEmpty() || parts.path.isEmpty())
        return -1;
    return parts.path.data() - url.data();
}

Parts split(QByteArrayView url)
{
    Parts parts;
    qsizetype i = 0;
    const qsizetype n = url.size();
    // scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":". Nearly every URL of a sitemap
    // starts "https:" or "http:", which the loop below would take a byte at a time.
    if (n >= 6 && std::memcmp(url.data(), "https:", 6) == 0) {
        parts.scheme = url.first(5);
        parts.hasScheme = true;
        i = 6;
    } else if (n >= 5 && std::memcmp(url.data(), "http:", 5) == 0) {
        parts.scheme = url.first(4);
        parts.hasScheme = true;
        i = 5;
    } else if (n > 0 && ((url[0] >= 'a' && url[0] <= 'z') || (url[0] >= 'A' && url[0] <= 'Z'))) {
        qsizetype j = 1;
        while (j < n) {
            const char c = url[j];
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '+' || c == '-' || c == '.')
                ++j;
            else
                break;
        }
        if (j < n && url[j] == ':') {
            parts.scheme = url.first(j);
            parts.hasScheme = true;
            i = j + 1;
        }
    }
    if (i + 1 < n && url[i] == '/' && url[i + 1] == '/') {
        parts.hasAuthority = true;
        // One pass finds the authority's end and its last '@', ':' and ']' (three calls of
        // lastIndexOf(), a general search in Qt, took half the time of a split). Most hosts
        // end within sixteen bytes: where the processor can, those are looked at at once.
        const qsizetype begin = i + 2;
        qsizetype end = begin, at = -1, colon = -1, bracket = -1;
#if defined(__SSE2__)
        if (n - begin >= 16) {
            const __m128i v
                = _mm_loadu_si128(reinterpret_cast<const __m128i *>(url.data() + begin));
            const auto marks = [&v](char c) {
                return unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(c))));
            };
            const unsigned ends = marks('/') | marks('?') | marks('#');
            if (ends) {
                const int length = qCountTrailingZeroBits(ends);
                const unsigned before = (1u << length) - 1;
                // The last of each before the end: the highest bit set below it.
                const auto last = [&](char c) -> qsizetype {
                    const unsigned m = marks(c) & before;
                    return m ? begin + 31 - qCountLeadingZeroBits(m) : -1;
                };
                at = last('@');
                colon = last(':');
                bracket = last(']');
                end = begin + length;
            }
        }
        if (end == begin)
#endif
            for (; end < n; ++end) {
                const char c = url[end];
                if (c == '/' || c == '?' || c == '#')
                    break;
                if (c == '@')
                    at = end;
                else if (c == ':')
                    colon = end;
                else if (c == ']')
                    bracket = end;
            }
        const qsizetype hostBegin = at >= 0 ? at + 1 : begin;
        if (at >= 0)
            parts.userInfo = url.sliced(begin, at - begin);
        // The port follows the last ':' after the user info, unless that ':' lies inside an
        // IPv6 literal.
        if (colon >= hostBegin && colon > bracket) {
            parts.host = url.sliced(hostBegin, colon - hostBegin);
            parts.port = url.sliced(colon + 1, end - colon - 1);
            parts.hasPort = true;
        } else {
            parts.host = url.sliced(hostBegin, end - hostBegin);
        }
        i = end;
    }
    // The path, usually most of the URL, ends at the first '?' or '#' (a '?' after the '#' is
    // the fragment's): both looked for in one pass, the '#' after a '?' with memchr.
    const char *data = url.data();
    const char *const end = data + n;
    const char *stop = data + i;
#if defined(__SSE2__)
    const auto either = [](const char *at) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
        return unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('?')),
                                                       _mm_cmpeq_epi8(v, _mm_set1_epi8('#')))));
    };
    if (end - stop >= 16) {
        bool found = false;
        for (; end - stop >= 16; stop += 16) {
            if (const unsigned at = either(stop)) {
                stop += qCountTrailingZeroBits(at);
                found = true;
                break;
            }
        }
        // The last bytes as the last 16, less those looked at already.
        if (!found && stop < end) {
            const unsigned at = either(end - 16) >> (16 - (end - stop));
            stop = at ? stop + qCountTrailingZeroBits(at) : end;
        }
    }
#endif
    while (stop < end && *stop != '?' && *stop != '#')
        ++stop;
    const qsizetype pathEnd = stop - data;
    qsizetype hashAt = pathEnd;
    if (stop < end && *stop == '?') {
        const char *hash = static_cast<const char *>(
            std::memchr(stop + 1, '#', size_t(end - stop - 1))); // not null: '?' is before end
        hashAt = hash ? hash - data : n;
    }
    parts.path = url.sliced(i, pathEnd - i);
    i = pathEnd;
    if (i < n && url[i] == '?') {
        parts.query = url.sliced(i + 1, hashAt - i - 1);
        parts.hasQuery = true;
        i = hashAt;
    }
    if (i < n && url[i] == '#') {
        parts.fragment = url.sliced(i + 1);
        parts.hasFragment = true;
    }
    return parts;
}

int defaultPort(QByteArrayView scheme)
{
    if (equalsLower(scheme, "http"))
        return 80;
    if (equalsLower(scheme, "https"))
        return 443;
    return -1;
}

int effectivePort(const Parts &parts)
{
    if (!parts.hasPort || parts.port.isEmpty())
        return defaultPort(parts.scheme);
    if (parts.port.size() > 5)
        return -1;
    int port = 0;
    for (const char c : parts.port) {
        if (c < '0' || c > '9')
            return -1;
        port = port * 10 + (c - '0');
    }
    return port <= 65535 ? port : -1;
}

Problem check(QByteArrayView url, const Parts &parts)
{
    if (url.isEmpty())
        return Problem::Empty;
    // "example.com:8080/x" and "localhost:3000/" parse as a scheme followed by a path; they
    // are host names without a scheme.
    const bool hostAndPort = parts.hasScheme && !parts.hasAuthority
        && (parts.scheme.contains('.') || equalsLower(parts.scheme, "localhost"))
        && !parts.path.isEmpty() && parts.path[0] >= '0' && parts.path[0] <= '9';
    if (!parts.hasScheme || hostAndPort) {
        if (url.startsWith("//"))
            return Problem::SchemeRelative;
        if (hostAndPort)
            return Problem::NoScheme;
        // "example.com/page" or "example.com": the first segment looks like a host name
        // rather than a file name.
        qsizetype end = 0;
        while (end < url.size() && url[end] != '/' && url[end] != '?' && url[end] != '#')
            ++end;
        const QByteArrayView first = url.first(end);
        const qsizetype dot = first.lastIndexOf('.');
        static const char *const fileExtensions[] = { "html", "htm", "php", "asp", "aspx", "jsp",
                                                      "xml",  "txt", "pdf", "jpg", "png",  "gif" };
        bool isFile = false;
        for (const char *extension : fileExtensions)
            isFile = isFile || (dot > 0 && equalsLower(first.sliced(dot + 1), extension));
        const bool looksLikeHost = dot > 0 && dot < first.size() - 1 && !isFile;
        return looksLikeHost ? Problem::NoScheme : Problem::Relative;
    }
    if (!isHttp(parts.scheme))
        return Problem::UnsupportedScheme;
    if (!parts.hasAuthority || parts.host.isEmpty())
        return Problem::NoHost;
    if (parts.hasPort && !parts.port.isEmpty() && effectivePort(parts) < 0)
        return Problem::InvalidPort;
    const size_t size = size_t(url.size());
    if (hasControlByte(url)
        && (std::memchr(url.data(), '\t', size) || std::memchr(url.data(), '\n', size)
            || std::memchr(url.data(), '\r', size)))
        return Problem::Whitespace;
    if (parts.hasFragment)
        return Problem::Fragment;
    return Problem::None;
}

QString problemText(Problem problem, QByteArrayView url)
{
    const QString u = QString::fromUtf8(url);
    switch (problem) {
    case Problem::None:
        return {};
    case Problem::Empty:
        return QCoreApplication::translate("Url", "The URL is empty");
    case Problem::SchemeRelative:
        return QCoreApplication::translate("Url",
                                           "\"%1\" has no scheme; write https:%1 or "
                                           "http:%1")
            .arg(u);
    case Problem::NoScheme:
        return QCoreApplication::translate("Url", "\"%1\" has no scheme; write https://%1").arg(u);
    case Problem::Relative:
        return QCoreApplication::translate("Url",
                                           "\"%1\" is a relative URL; sitemaps need "
                                           "absolute URLs with scheme and host")
            .arg(u);
    case Problem::UnsupportedScheme:
        return QCoreApplication::translate("Url", "\"%1\" is not an http or https URL").arg(u);
    case Problem::NoHost:
        return QCoreApplication::translate("Url", "\"%1\" has no host name").arg(u);
    case Problem::InvalidPort:
        return QCoreApplication::translate("Url", "\"%1\" has an invalid port").arg(u);
    case Problem::Whitespace:
        return QCoreApplication::translate("Url", "\"%1\" contains a tab or a line break").arg(u);
    case Problem::Fragment:
        return QCoreApplication::translate("Url",
                                           "\"%1\" has a #fragment, which search "
                                           "engines drop")
            .arg(u);
    }
    return {};
}

qsizetype firstUnescaped(QByteArrayView url, bool skipLineBreaks)
{
    qsizetype hostBegin = -1, hostEnd = -1;
    for (qsizetype i = 0; i < url.size(); ++i) {
        const auto c = static_cast<unsigned char>(url[i]);
        if (c == '%') {
            if (i + 2 < url.size() && isHex(url[i + 1]) && isHex(url[i + 2])) {
                i += 2;
                continue;
            }
            return i;
        }
        if (isAllowedLiteral(c))
            continue;
        if (skipLineBreaks && (c == '\t' || c == '\n' || c == '\r'))
            continue;
        if (c == '[' || c == ']') {
            if (hostBegin < 0)
                std::tie(hostBegin, hostEnd) = hostSpan(url, split(url));
            if (i >= hostBegin && i < hostEnd)
                continue;
        }
        return i;
    }
    return -1;
}

qsizetype firstBadEscape(QByteArrayView url)
{
    const char *const begin = url.data();
    const char *const end = begin + url.size();
    for (const char *p = begin; p < end; ++p) {
        p = static_cast<const char *>(std::memchr(p, '%', size_t(end - p)));
        if (!p)
            break;
        if (!startsEscape(p, end))
            return p - begin;
        p += 2;
    }
    return -1;
}

QByteArray escaped(QByteArrayView url)
{
    const Parts parts = split(url);
    const auto [hostBegin, hostEnd] = hostSpan(url, parts);
    QByteArray out;
    out.reserve(url.size() + 16);
    static const char hex[] = "0123456789ABCDEF";
    for (qsizetype i = 0; i < url.size(); ++i) {
        if (i == hostBegin) {
            bool ascii = true;
            for (const char c : parts.host)
                ascii = ascii && static_cast<unsigned char>(c) < 0x80;
            if (!ascii) {
                const QByteArray ace = QUrl::toAce(QString::fromUtf8(parts.host));
                if (!ace.isEmpty()) {
                    out += ace;
                    i = hostEnd - 1;
                    continue;
                }
            }
        }
        const auto c = static_cast<unsigned char>(url[i]);
        const bool inHost = i >= hostBegin && i < hostEnd;
        if (c == '%' && i + 2 < url.size() && isHex(url[i + 1]) && isHex(url[i + 2])) {
            out += url.sliced(i, 3);
            i += 2;
        } else if (c != '%' && (isAllowedLiteral(c) || (inHost && (c == '[' || c == ']')))) {
            out += char(c);
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 0xf];
        }
    }
    return out;
}

QByteArray normalized(QByteArrayView url)
{
    QByteArray out;
    out.reserve(url.size() + 1);
    appendNormalized(url, split(url), out);
    return out;
}

quint64 normalizedHash(QByteArrayView url)
{
    return normalizedHash(url, split(url));
}

quint64 normalizedHash(QByteArrayView url, const Parts &parts)
{
    // Most URLs are written in normal form already: then the hash is taken over the text as
    // it stands (less a fragment), which is what hashing the normalised copy would give.
    auto isLower = [](QByteArrayView text) {
        return !containsByteInRange(text, 'A', 'Z');
    };
    // An escape with a lower-case hex digit, which the normal form writes in upper case. (A
    // '?' or '#' is no hex digit: the path and the query are looked at as one text.)
    auto lowerCaseEscape = [](const char *p, const char *end) {
        auto lowerHex = [](char c) {
            return c >= 'a' && c <= 'f';
        };
        for (; p < end; ++p) {
            p = static_cast<const char *>(std::memchr(p, '%', size_t(end - p)));
            if (!p)
                return false;
            if (startsEscape(p, end)) {
                if (lowerHex(p[1]) || lowerHex(p[2]))
                    return true;
                p += 2;
            }
        }
        return false;
    };
    // A path that ends in "/index.htm" or "/index.html" loses its file name: looked for only
    // when it ends in 'm' or 'l' (Qt's endsWith() is a call each, a tenth of the hash).
    const auto indexFile = [](QByteArrayView path) {
        const char last = path.back();
        return (last == 'l' && path.endsWith("/index.html"))
            || (last == 'm' && path.endsWith("/index.htm"));
    };
    // The host right after "scheme://": no user info, not even an empty one ("https://@host/"),
    // whose '@' normalized() drops.
    const bool normal = parts.hasScheme && parts.hasAuthority
        && parts.host.data() == url.data() + parts.scheme.size() + 3 && !parts.hasPort
        && !parts.path.isEmpty() && !parts.hasFragment
        && !indexFile(parts.path)
        // The scheme and the host in one look, with the "://" between them.
        && isLower(url.first(parts.host.data() + parts.host.size() - url.data()))
        && !lowerCaseEscape(parts.path.data(), url.data() + url.size());
    if (normal)
        return qHash(url, 0x5173u);
    StackSink sink;
    appendNormalized(url, parts, sink);
    return qHash(QByteArrayView(sink.buffer.constData(), sink.buffer.size()), 0x5173u);
}

quint64 originHash(const Parts &parts)
{
    StackSink sink;
    for (const char c : parts.scheme)
        sink.append(lower(c));
    sink.append("://", 3);
    for (const char c : parts.host)
        sink.append(lower(c));
    // The port's digits, written without allocating (it is -1 or at most 65535).
    const int port = effectivePort(parts);
    sink.append(':');
    char digits[8];
    int n = 0;
    for (int p = qAbs(port); n == 0 || p > 0; p /= 10)
        digits[n++] = char('0' + p % 10);
    if (port < 0)
        sink.append('-');
    while (n > 0)
        sink.append(digits[--n]);
    return qHash(QByteArrayView(sink.buffer.constData(), sink.buffer.size()), 0x0419u);
}

QByteArray sessionParameter(const Parts &parts)
{
    return findSession(parts).name.toByteArray();
}

QByteArray withoutSessionParameter(QByteArrayView url)
{
    QByteArray out = url.toByteArray();
    // Several parameters may be present (PHPSESSID and sid): remove until none is left.
    for (int guard = 0; guard < 16; ++guard) {
        const SessionHit hit = findSession(split(out));
        if (!hit.begin)
            break;
        out.remove(hit.begin - out.constData(), hit.end - hit.begin);
    }
    return out;
}

bool matchesNameGlob(QByteArrayView name, QByteArrayView glob)
{
    // Iterative, with one point to come back to after the last '*': linear for the short
    // names and globs of query parameters, and no recursion however many stars.
    qsizetype n = 0;
    qsizetype g = 0;
    qsizetype star = -1;
    qsizetype resume = 0;
    while (n < name.size()) {
        if (g < glob.size() && glob.at(g) == '*') {
            star = g++;
            resume = n;
        } else if (g < glob.size()
                   && (glob.at(g) == '?' || lower(glob.at(g)) == lower(name.at(n)))) {
            ++g;
            ++n;
        } else if (star >= 0) {
            g = star + 1;
            n = ++resume;
        } else {
            return false;
        }
    }
    while (g < glob.size() && glob.at(g) == '*')
        ++g;
    return g == glob.size();
}

bool isTrackingParameter(QByteArrayView name, const TrackingParameters &which)
{
    if (which.defaults && isTrackingParameter(name))
        return true;
    for (const QByteArray &glob : which.extra)
        if (matchesNameGlob(name, glob))
            return true;
    return false;
}

bool isTrackingParameter(QByteArrayView name)
{
    const auto is = [name](QByteArrayView known) {
        return name.size() == known.size() && qstrnicmp(name.data(), known.data(), name.size()) == 0;
    };
    if (name.size() > 4 && qstrnicmp(name.data(), "utm_", 4) == 0)
        return true;
    for (const QByteArrayView known : { QByteArrayView("fbclid"), QByteArrayView("gclid"),
                                        QByteArrayView("msclkid"), QByteArrayView("dclid"),
                                        QByteArrayView("yclid"), QByteArrayView("mc_cid"),
                                        QByteArrayView("mc_eid"), QByteArrayView("_ga"),
                                        QByteArrayView("_gl") })
        if (is(known))
            return true;
    return false;
}

QByteArray withoutTrackingParameters(QByteArrayView url)
{
    return withoutTrackingParameters(url, TrackingParameters());
}

QByteArray withoutTrackingParameters(QByteArrayView url, const TrackingParameters &which)
{
    if (!which.defaults && which.extra.isEmpty())
        return url.toByteArray();
    const Parts parts = split(url);
    if (!parts.hasQuery || parts.query.isEmpty())
        return url.toByteArray();
    // The parameters are split at '&' (and ';', which some servers take alike); a name ends
    // at '='. Only whole parameters go, so "utm_source=a&id=7" keeps "id=7" as written.
    QByteArray kept;
    bool dropped = false;
    qsizetype from = 0;
    const QByteArrayView query = parts.query;
    while (from <= query.size()) {
        qsizetype end = from;
        while (end < query.size() && query.at(end) != '&' && query.at(end) != ';')
            ++end;
        const QByteArrayView parameter = query.sliced(from, end - from);
        const qsizetype equals = parameter.indexOf('=');
        const QByteArrayView name = equals < 0 ? parameter : parameter.first(equals);
        if (!parameter.isEmpty() && isTrackingParameter(name, which)) {
            dropped = true;
        } else if (!parameter.isEmpty()) {
            if (!kept.isEmpty())
                kept += '&';
            kept += parameter;
        }
        from = end + 1;
    }
    if (!dropped)
        return url.toByteArray();
    const qsizetype queryStart = parts.query.data() - url.data(); // after the '?'
    QByteArray out = url.first(queryStart - 1).toByteArray();
    if (!kept.isEmpty())
        out += '?' + kept;
    if (parts.hasFragment)
        out += '#' + parts.fragment.toByteArray();
    return out;
}

Scope Scope::fromUrl(QByteArrayView url)
{
    Scope scope;
    const Parts parts = split(url);
    if (check(url, parts) != Problem::None && check(url, parts) != Problem::Fragment)
        return scope;
    for (const char c : parts.scheme)
        scope.scheme += lower(c);
    for (const char c : parts.host)
        scope.host += lower(c);
    scope.port = effectivePort(parts);
    const qsizetype slash = parts.path.lastIndexOf('/');
    scope.folder = slash < 0 ? QByteArray("/") : parts.path.first(slash + 1).toByteArray();
    scope.origin = originHash(parts);
    return scope;
}

QByteArray Scope::toString() const
{
    QByteArray out = scheme + "://" + host;
    if (port != defaultPort(scheme))
        out += ':' + QByteArray::number(port);
    return out + folder;
}

ScopeResult inScope(const Scope &scope, const Parts &parts)
{
    const bool sameSchemeAndPort
        = equalsLower(parts.scheme, scope.scheme) && effectivePort(parts) == scope.port;
    // The origin compared as written, byte by byte, where the scope has one: what its hash
    // stands for, without making the lower-case copy that the hash is taken over (a fiftieth
    // of an export).
    const bool sameOrigin = scope.isValid()
        ? sameSchemeAndPort && equalsLower(parts.host, scope.host)
        : originHash(parts) == scope.origin;
    if (!sameOrigin) {
        if (sameSchemeAndPort) {
            auto strip = [](QByteArrayView h) {
                return h.size() > 4 && equalsLower(h.first(4), "www.") ? h.sliced(4) : h;
            };
            const QByteArrayView a = strip(parts.host);
            const QByteArrayView b = strip(scope.host);
            if (a.size() != parts.host.size() || b.size() != scope.host.size()) {
                if (equalsLower(a, QByteArray(b.data(), b.size())))
                    return ScopeResult::WwwMismatch;
            }
        }
        return ScopeResult::OtherOrigin;
    }
    QByteArrayView path = parts.path.isEmpty() ? QByteArrayView("/") : parts.path;
    if (!path.startsWith(scope.folder))
        return ScopeResult::OutsideFolder;
    return ScopeResult::Inside;
}

} // namespace Studio::Url
