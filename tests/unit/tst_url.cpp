// Url: the RFC 3986 split, the problems a sitemap URL can have, percent-encoding, the
// normalised form that duplicates are found by (and that its fast path hashes the same as the
// copy it avoids), session parameters and the publish scope.

#include "util/url.h"

#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Studio::Url::Problem)
Q_DECLARE_METATYPE(Studio::Url::ScopeResult)

class TestUrl : public QObject
{
    Q_OBJECT

private slots:
    void split_data();
    void split();
    void pathOffset_data();
    void pathOffset();
    void authorityFamily();
    void schemesInEveryCase();
    void queryAndFragmentAtEveryOffset();
    void upperCaseAtEveryOffsetOfTheOrigin();
    void controlByteAtEveryOffset();
    void schemePrefixesAgree();
    void problem_data();
    void problem();
    void badEscape_data();
    void badEscape();
    void escaped_data();
    void escaped();
    void normalized_data();
    void normalized();
    void session_data();
    void session();
    void scope_data();
    void scope();
    void tracking_data();
    void tracking();
    void nameGlob_data();
    void nameGlob();
    void trackingChosen_data();
    void trackingChosen();
};

void TestUrl::split_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<QByteArray>("scheme");
    QTest::addColumn<QByteArray>("host");
    QTest::addColumn<QByteArray>("port");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("query");
    QTest::addColumn<QByteArray>("fragment");
    QTest::newRow("plain") << "https://example.com/a/b"_ba
                           << "https"_ba
                           << "example.com"_ba
                           << ""_ba
                           << "/a/b"_ba
                           << ""_ba
                           << ""_ba;
    QTest::newRow("everything") << "HTTP://u:p@Example.com:8080/p?q=1&r#frag"_ba
                                << "HTTP"_ba
                                << "Example.com"_ba
                                << "8080"_ba
                                << "/p"_ba
                                << "q=1&r"_ba
                                << "frag"_ba;
    QTest::newRow("ipv6") << "http://[2001:db8::1]:81/x"_ba
                          << "http"_ba
                          << "[2001:db8::1]"_ba
                          << "81"_ba
                          << "/x"_ba
                          << ""_ba
                          << ""_ba;
    QTest::newRow("ipv6 no port") << "http://[::1]/"_ba
                                  << "http"_ba
                                  << "[::1]"_ba
                                  << ""_ba
                                  << "/"_ba
                                  << ""_ba
                                  << ""_ba;
    QTest::newRow("fragment before ?") << "https://e.com/a#x?y"_ba
                                       << "https"_ba
                                       << "e.com"_ba
                                       << ""_ba
                                       << "/a"_ba
                                       << ""_ba
                                       << "x?y"_ba;
    QTest::newRow("relative") << "/a?b"_ba
                              << ""_ba
                              << ""_ba
                              << ""_ba
                              << "/a"_ba
                              << "b"_ba
                              << ""_ba;
}

void TestUrl::split()
{
    QFETCH(QByteArray, url);
    const Url::Parts parts = Url::split(url);
    QTEST(parts.scheme.toByteArray(), "scheme");
    QTEST(parts.host.toByteArray(), "host");
    QTEST(parts.port.toByteArray(), "port");
    QTEST(parts.path.toByteArray(), "path");
    QTEST(parts.query.toByteArray(), "query");
    QTEST(parts.fragment.toByteArray(), "fragment");
}

// Every authority of up to five characters from the ones that delimit its parts, each with
// the end that follows it: user info, host and port as the last '@', then the last ':' not
// inside an IPv6 literal's brackets, divide it.
// The schemes are compared letter by letter without regard to case, with one OR a letter: every
// spelling of "http" and "https" in upper and lower case, and near misses.
void TestUrl::schemesInEveryCase()
{
    for (const QByteArray &scheme : { QByteArray("http"), QByteArray("https") }) {
        for (int mask = 0; mask < (1 << scheme.size()); ++mask) {
            QByteArray spelled = scheme;
            for (int i = 0; i < spelled.size(); ++i)
                if (mask & (1 << i))
                    spelled[i] = char(spelled[i] - 'a' + 'A');
            QCOMPARE(Url::defaultPort(spelled), scheme == "http" ? 80 : 443);
            QCOMPARE(Url::effectivePort(Url::split(spelled + "://example.com/")),
                     scheme == "http" ? 80 : 443);
        }
    }
    for (const char *other : { "htt", "httpss", "http ", " http", "ftp", "htp", "hxtp", "ttp",
                               "http\xE8", "\xE8ttp", "h\x14tp", "HTTPX", "" })
        QVERIFY2(Url::defaultPort(other) == -1, other);
}

// The path ends at the first '?' or '#', found sixteen bytes at a time: each, both in either
// order, next to each other, several of each, and at the end, at every offset of a URL with a
// path of up to 120 bytes.
void TestUrl::queryAndFragmentAtEveryOffset()
{
    const QByteArray origin = "https://www.example.com";
    const QList<QByteArray> ends { "?",  "#",  "?a=1", "#top", "?a=1#top",       "#top?a=1",
                                   "?#", "#?", "??a",  "##",   "?a=1&b=2?c#d#e", "?a#" };
    int checked = 0;
    for (int length = 1; length <= 120; ++length) {
        const QByteArray path = "/" + QByteArray(length - 1, 'p');
        for (const QByteArray &end : ends) {
            const QByteArray url = origin + path + end;
            const Url::Parts parts = Url::split(url);
            // The reference: the first '?' or '#' ends the path; the query runs to the first
            // '#' after it; the fragment is everything after the first '#'.
            const qsizetype question = end.indexOf('?'), hash = end.indexOf('#');
            const bool hasQuery = question >= 0 && (hash < 0 || question < hash);
            const bool hasFragment = hash >= 0;
            const QByteArray context = url;
            QVERIFY2(parts.path == path, context.constData());
            QVERIFY2(parts.hasQuery == hasQuery, context.constData());
            QVERIFY2(parts.hasFragment == hasFragment, context.constData());
            if (hasQuery)
                QVERIFY2(
                    parts.query
                        == end.mid(question + 1, (hash < 0 ? end.size() : hash) - question - 1),
                    context.constData());
            if (hasFragment)
                QVERIFY2(parts.fragment == end.mid(hash + 1), context.constData());
            ++checked;
        }
    }
    QCOMPARE(checked, 120 * 12);
}

void TestUrl::authorityFamily()
{
    // Every authority of up to five of the characters that matter, after hosts of several
    // lengths: the first sixteen bytes after "//" are looked at at once, the rest one by one,
    // so each character stands at every place in and beyond them.
    const QByteArray alphabet = "a@:[]";
    const QByteArray ends[] = { "",
                                "/p",
                                "?q",
                                "#f",
                                "/" + QByteArray(20, 'x'),
                                "?" + QByteArray(20, 'q'),
                                "#" + QByteArray(20, 'f') };
    int checked = 0, expected = 0;
    for (const int pad : { 0, 6, 11, 14, 20 }) {
        for (int length = 0; length <= (pad == 0 ? 5 : 4); ++length) {
            int combinations = 1;
            for (int k = 0; k < length; ++k)
                combinations *= int(alphabet.size());
            expected += combinations * int(std::size(ends));
            for (int c = 0; c < combinations; ++c) {
                QByteArray authority(pad, 'h');
                for (int k = 0, rest = c; k < length; ++k, rest /= int(alphabet.size()))
                    authority += alphabet.at(rest % alphabet.size());
                for (const QByteArray &end : ends) {
                    const QByteArray url = "http://" + authority + end;
                    const Url::Parts parts = Url::split(url);
                    // As written out: the last '@' ends the user info; in what follows, a ':'
                    // after the last ']' starts the port.
                    const qsizetype at = authority.lastIndexOf('@');
                    const QByteArray userInfo = at >= 0 ? authority.first(at) : QByteArray();
                    const QByteArray hostPort = authority.sliced(at + 1);
                    const qsizetype colon = hostPort.lastIndexOf(':');
                    const bool hasPort = colon >= 0 && colon > hostPort.lastIndexOf(']');
                    const QByteArray context = "in " + url;
                    QVERIFY2(parts.hasAuthority, context.constData());
                    QVERIFY2(parts.userInfo == userInfo, context.constData());
                    QVERIFY2(parts.host == (hasPort ? hostPort.first(colon) : hostPort),
                             context.constData());
                    QVERIFY2(parts.hasPort == hasPort, context.constData());
                    QVERIFY2(parts.port == (hasPort ? hostPort.sliced(colon + 1) : QByteArray()),
                             context.constData());
                    QVERIFY2(parts.path == (end.startsWith('/') ? end : QByteArray()),
                             context.constData());
                    QVERIFY2(parts.hasQuery == end.startsWith('?'), context.constData());
                    QVERIFY2(parts.hasFragment == end.startsWith('#'), context.constData());
                    ++checked;
                }
            }
        }
    }
    QCOMPARE(checked, expected);
    QVERIFY(checked > 20000);
}

// The scheme and the host are looked at sixteen bytes at a time for upper case: a capital at
// each offset of origins of 8 to 60 bytes (most hosts, and past three blocks), and each byte
// next to 'A' and 'Z', gives the hash of the URL written in lower case, or not, as its
// normalised copy says.
void TestUrl::upperCaseAtEveryOffsetOfTheOrigin()
{
    int checked = 0;
    for (const QByteArray &scheme : { QByteArray("http"), QByteArray("https") }) {
        for (int hostLength = 1; hostLength <= 52; ++hostLength) {
            QByteArray host(hostLength, 'h');
            for (int i = 3; i < hostLength; i += 4)
                host[i] = '.';
            const QByteArray lower = scheme + "://" + host + "/path/to/page?q=1";
            const quint64 expected = Url::normalizedHash(lower);
            QCOMPARE(Url::normalizedHash(lower), qHash(QByteArrayView(lower), 0x5173u));
            const qsizetype originEnd = scheme.size() + 3 + host.size();
            for (qsizetype at = 0; at < originEnd; ++at) {
                if (lower[at] == ':' || lower[at] == '/')
                    continue;
                for (const char c : { 'A', 'Z', 'M', '@', '[', '`', '{' }) {
                    QByteArray url = lower;
                    url[at] = c;
                    const QByteArray what = url;
                    // The reference: the normalised copy's hash.
                    QCOMPARE(Url::normalizedHash(url, Url::split(url)),
                             qHash(QByteArrayView(Url::normalized(url)), 0x5173u));
                    if (c >= 'A' && c <= 'Z' && lower[at] == char(c | 0x20))
                        QVERIFY2(Url::normalizedHash(url) == expected, what.constData());
                    ++checked;
                }
            }
        }
    }
    QVERIFY(checked > 10000);
}

// A tab, a line break or another control byte at each offset of URLs of 10 to 120 bytes is
// found (the URL's last bytes are looked at with some of the bytes before them again).
void TestUrl::controlByteAtEveryOffset()
{
    for (int length = 10; length <= 120; ++length) {
        const QByteArray clean = "https://e.com/" + QByteArray(length, 'p');
        QCOMPARE(Url::check(clean, Url::split(clean)), Url::Problem::None);
        for (qsizetype at = 14; at < clean.size(); ++at) {
            for (const char c : { '\t', '\n', '\r', '\x01', '\x1f' }) {
                QByteArray url = clean;
                url[at] = c;
                const bool whitespace = c == '\t' || c == '\n' || c == '\r';
                QVERIFY2((Url::check(url, Url::split(url)) == Url::Problem::Whitespace)
                             == whitespace,
                         qPrintable(u"%1 at %2 of %3"_s.arg(int(c)).arg(at).arg(url.size())));
            }
        }
    }
}

// "http:" and "https:" are split without looking at the scheme byte by byte: the same parts
// as any other spelling of the scheme, with the case and the bytes after it varied.
void TestUrl::schemePrefixesAgree()
{
    for (const QByteArray &tail :
         { QByteArray("//example.com/a?b#c"), QByteArray("//u@h:8/"), QByteArray("/relative"),
           QByteArray(""), QByteArray("x"), QByteArray("//[::1]:80/p") }) {
        for (const QByteArray &scheme :
             { QByteArray("http"), QByteArray("https"), QByteArray("Http"), QByteArray("HTTPS"),
               QByteArray("httpx"), QByteArray("https+x"), QByteArray("htt") }) {
            const QByteArray url = scheme + ":" + tail;
            const Url::Parts parts = Url::split(url);
            // The same URL with another scheme of the same length, which takes the general path.
            const QByteArray other = QByteArray(scheme.size(), 'q') + ":" + tail;
            const Url::Parts reference = Url::split(other);
            QVERIFY2(parts.hasScheme && parts.scheme == scheme, url.constData());
            QCOMPARE(parts.hasAuthority, reference.hasAuthority);
            QCOMPARE(parts.host, reference.host);
            QCOMPARE(parts.userInfo, reference.userInfo);
            QCOMPARE(parts.port, reference.port);
            QCOMPARE(parts.path, reference.path);
            QCOMPARE(parts.query, reference.query);
            QCOMPARE(parts.fragment, reference.fragment);
        }
        // Too short for the scheme it starts.
        for (const QByteArray &cut : { QByteArray("https"), QByteArray("http"), QByteArray("h") })
            QVERIFY(!Url::split(cut).hasScheme);
    }
}

void TestUrl::problem_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<Url::Problem>("problem");
    using P = Url::Problem;
    QTest::newRow("fine") << "https://example.com/a?b=c"_ba << P::None;
    QTest::newRow("empty") << ""_ba << P::Empty;
    QTest::newRow("scheme-relative") << "//example.com/a"_ba << P::SchemeRelative;
    QTest::newRow("host and path") << "www.example.com/a"_ba << P::NoScheme;
    QTest::newRow("host alone") << "example.com"_ba << P::NoScheme;
    QTest::newRow("host and port") << "example.com:8080/a"_ba << P::NoScheme;
    QTest::newRow("localhost and port") << "localhost:3000/"_ba << P::NoScheme;
    QTest::newRow("file name") << "index.html"_ba << P::Relative;
    QTest::newRow("path") << "/a/b"_ba << P::Relative;
    QTest::newRow("mailto") << "mailto:a@example.com"_ba << P::UnsupportedScheme;
    QTest::newRow("ftp") << "ftp://example.com/"_ba << P::UnsupportedScheme;
    QTest::newRow("no host") << "https:///a"_ba << P::NoHost;
    QTest::newRow("bad port") << "https://example.com:99999/"_ba << P::InvalidPort;
    QTest::newRow("empty port") << "https://example.com:/"_ba << P::None;
    QTest::newRow("line break") << "https://example.com/a\nb"_ba << P::Whitespace;
    QTest::newRow("fragment") << "https://example.com/#top"_ba << P::Fragment;
    // A tab or line break anywhere in a long URL (the search goes sixteen bytes at a time, then
    // byte by byte), and other control characters, which are no whitespace.
    const QByteArray longUrl = "https://www.example.com/catalogue/audio/headphones/"
                               "wireless-noise-cancelling-over-ear?utm_source=newsletter&colour="
                               "black&size=large&ref=summer-2024"_ba;
    for (qsizetype at = 8; at < longUrl.size(); ++at) {
        for (const char c : { '\t', '\n', '\r' })
            QTest::addRow("%c at %lld",
                          c == '\t'       ? 't'
                              : c == '\n' ? 'n'
                                          : 'r',
                          qlonglong(at))
                << QByteArray(longUrl).insert(at, c) << P::Whitespace;
        QTest::addRow("U+0001 at %lld", qlonglong(at))
            << QByteArray(longUrl).insert(at, '\x01') << P::None;
    }
    QTest::newRow("long, fine") << longUrl << P::None;
}

void TestUrl::problem()
{
    QFETCH(QByteArray, url);
    QFETCH(Url::Problem, problem);
    QCOMPARE(Url::check(url, Url::split(url)), problem);
    QCOMPARE(Url::problemText(problem, url).isEmpty(), problem == Url::Problem::None);
}

void TestUrl::badEscape_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<qsizetype>("bad");
    const QByteArray start = "https://www.example.com/catalogue/"_ba;
    QTest::newRow("none") << start + "z%C3%BCrich-100133?q=%E2%82%AC" << qsizetype(-1);
    QTest::newRow("lower case") << start + "z%c3%bcrich" << qsizetype(-1);
    QTest::newRow("no percent") << start + "zurich" << qsizetype(-1);
    // A '%' that starts no escape at every place of a URL of real length: with no hex digit,
    // one, and at the end.
    for (const QByteArray &bad : { "%zz"_ba, "%Az"_ba, "%"_ba, "%A"_ba }) {
        for (qsizetype at = start.size(); at <= start.size() + 60; at += 7) {
            QByteArray url = start + QByteArray(at - start.size(), 'a');
            url = url.left(at).replace("aaaaaa", "%C3%BC") + bad;
            const qsizetype where = url.size() - bad.size();
            if (bad.size() > 2)
                url += "-p100182.html";
            QTest::addRow("%s at %lld", bad.constData(), qlonglong(where)) << url << where;
        }
    }
}

// firstBadEscape() is what firstUnescaped() says of a URL whose only bytes it names are '%'.
void TestUrl::badEscape()
{
    QFETCH(QByteArray, url);
    QFETCH(qsizetype, bad);
    QCOMPARE(Url::firstBadEscape(url), bad);
    QCOMPARE(Url::firstUnescaped(url), bad);
}

void TestUrl::escaped_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<int>("first"); // firstUnescaped
    QTest::addColumn<QByteArray>("escaped");
    QTest::newRow("clean") << "https://e.com/a%20b?c=d"_ba << -1 << "https://e.com/a%20b?c=d"_ba;
    QTest::newRow("space") << "https://e.com/a b"_ba << 15 << "https://e.com/a%20b"_ba;
    QTest::newRow("non-ASCII") << "https://e.com/caf\xc3\xa9"_ba << 17
                               << "https://e.com/caf%C3%A9"_ba;
    QTest::newRow("lone percent") << "https://e.com/100%"_ba << 17 << "https://e.com/100%25"_ba;
    QTest::newRow("percent at end") << "https://e.com/a%4"_ba << 15 << "https://e.com/a%254"_ba;
    QTest::newRow("braces and pipe")
        << "https://e.com/{a}|"_ba << 14 << "https://e.com/%7Ba%7D%7C"_ba;
    QTest::newRow("brackets in host") << "http://[::1]/a"_ba << -1 << "http://[::1]/a"_ba;
    QTest::newRow("brackets in path") << "http://e.com/[a]"_ba << 13 << "http://e.com/%5Ba%5D"_ba;
    QTest::newRow("IDN host") << "https://b\xc3\xbc"
                                 "cher.de/a"_ba
                              << 9 << "https://xn--bcher-kva.de/a"_ba;
}

void TestUrl::escaped()
{
    QFETCH(QByteArray, url);
    QFETCH(int, first);
    QFETCH(QByteArray, escaped);
    QCOMPARE(Url::firstUnescaped(url), qsizetype(first));
    QCOMPARE(Url::escaped(url), escaped);
    QCOMPARE(Url::firstUnescaped(escaped), qsizetype(-1));
    QCOMPARE(Url::escaped(escaped), escaped); // idempotent
}

void TestUrl::normalized_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<QByteArray>("normalized");
    QTest::newRow("as is") << "https://example.com/a?b=C"_ba
                           << "https://example.com/a?b=C"_ba;
    QTest::newRow("case") << "HTTPS://Example.COM/A"_ba
                          << "https://example.com/A"_ba;
    QTest::newRow("default port") << "https://example.com:443/a"_ba
                                  << "https://example.com/a"_ba;
    QTest::newRow("other port") << "https://example.com:8443/a"_ba
                                << "https://example.com:8443/a"_ba;
    QTest::newRow("empty path") << "https://example.com"_ba
                                << "https://example.com/"_ba;
    QTest::newRow("empty path with query") << "https://example.com?a"_ba
                                           << "https://example.com/?a"_ba;
    QTest::newRow("index.html") << "https://example.com/d/index.html"_ba
                                << "https://example.com/d/"_ba;
    QTest::newRow("index.htm") << "https://example.com/index.htm"_ba
                               << "https://example.com/"_ba;
    QTest::newRow("index.html, upper case") << "https://example.com/d/INDEX.HTML"_ba
                                            << "https://example.com/d/INDEX.HTML"_ba;
    QTest::newRow("index.html, no slash") << "https://example.com/myindex.html"_ba
                                          << "https://example.com/myindex.html"_ba;
    QTest::newRow("ends in m") << "https://example.com/d/m"_ba
                               << "https://example.com/d/m"_ba;
    QTest::newRow("ends in l") << "https://example.com/d/l"_ba
                               << "https://example.com/d/l"_ba;
    QTest::newRow("fragment") << "https://example.com/a#x"_ba
                              << "https://example.com/a"_ba;
    QTest::newRow("escape case") << "https://example.com/%c3%a9"_ba
                                 << "https://example.com/%C3%A9"_ba;
    // Escapes already in upper case are the normal form; a lower-case hex digit anywhere in the
    // path or the query is not, and a '%' that starts no escape is left as it is.
    QTest::newRow("escapes in upper case") << "https://example.com/z%C3%BCrich?q=%E2%82%AC"_ba
                                           << "https://example.com/z%C3%BCrich?q=%E2%82%AC"_ba;
    QTest::newRow("escape case in the query") << "https://example.com/z%C3%BC?q=%e2%82%AC"_ba
                                              << "https://example.com/z%C3%BC?q=%E2%82%AC"_ba;
    QTest::newRow("second digit in lower case") << "https://example.com/%C3%Bc"_ba
                                                << "https://example.com/%C3%BC"_ba;
    QTest::newRow("percent starting no escape") << "https://example.com/100%?a=%zz%4"_ba
                                                << "https://example.com/100%?a=%zz%4"_ba;
    QTest::newRow("lower case after a bad percent") << "https://example.com/%%c3"_ba
                                                    << "https://example.com/%%C3"_ba;
    QTest::newRow("percent at the end") << "https://example.com/a%c"_ba
                                        << "https://example.com/a%c"_ba;
    QTest::newRow("userinfo") << "https://u@example.com/a"_ba
                              << "https://u@example.com/a"_ba;
}

void TestUrl::normalized()
{
    QFETCH(QByteArray, url);
    QFETCH(QByteArray, normalized);
    QCOMPARE(Url::normalized(url), normalized);
    // The hash, whether taken over the text as it stands or over a normalised copy, is the
    // normalised form's.
    QCOMPARE(Url::normalizedHash(url), Url::normalizedHash(normalized));
    QCOMPARE(Url::normalizedHash(url, Url::split(url)), Url::normalizedHash(normalized));
}

void TestUrl::session_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArray>("without");
    QTest::newRow("only") << "https://e.com/a?sid=1"_ba
                          << "sid"_ba
                          << "https://e.com/a"_ba;
    QTest::newRow("first") << "https://e.com/a?PHPSESSID=1&b=2"_ba
                           << "PHPSESSID"_ba
                           << "https://e.com/a?b=2"_ba;
    QTest::newRow("last") << "https://e.com/a?b=2&sessionid=1"_ba
                          << "sessionid"_ba
                          << "https://e.com/a?b=2"_ba;
    QTest::newRow("two") << "https://e.com/a?sid=1&b=2&PHPSESSID=3"_ba
                         << "sid"_ba
                         << "https://e.com/a?b=2"_ba;
    QTest::newRow("jsessionid") << "https://e.com/a;jsessionid=ABC?x=1"_ba
                                << "jsessionid"_ba
                                << "https://e.com/a?x=1"_ba;
    QTest::newRow("ASP.NET") << "https://e.com/a?ASPSESSIONIDQQGGQGQQ=x"_ba
                             << "ASPSESSIONIDQQGGQGQQ"_ba
                             << "https://e.com/a"_ba;
    QTest::newRow("none") << "https://e.com/a?sidebar=1&side=2"_ba
                          << ""_ba
                          << "https://e.com/a?sidebar=1&side=2"_ba;
    // A pair's name ends at its first '='; a pair without one is all name.
    QTest::newRow("no value") << "https://e.com/a?x=1&sid&y=2"_ba
                              << "sid"_ba
                              << "https://e.com/a?x=1&y=2"_ba;
    QTest::newRow("'=' in the value") << "https://e.com/a?q=a=b&sid=1=2"_ba
                                      << "sid"_ba
                                      << "https://e.com/a?q=a=b"_ba;
    QTest::newRow("empty pairs") << "https://e.com/a?&&sid=1&"_ba
                                 << "sid"_ba
                                 << "https://e.com/a?&&"_ba;
    QTest::newRow("name with '=' after it only")
        << "https://www.example.com/catalogue/audio?utm_source=newsletter&utm_medium=email&"
           "colour=black&size=large&ref=summer-2024"_ba
        << ""_ba
        << "https://www.example.com/catalogue/audio?utm_source=newsletter&utm_medium=email&"
           "colour=black&size=large&ref=summer-2024"_ba;
}

void TestUrl::session()
{
    QFETCH(QByteArray, url);
    QTEST(Url::sessionParameter(Url::split(url)), "name");
    QTEST(Url::withoutSessionParameter(url), "without");
}

void TestUrl::scope_data()
{
    QTest::addColumn<QByteArray>("publish");
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<Url::ScopeResult>("result");
    using R = Url::ScopeResult;
    const QByteArray blog = "https://example.com/blog/sitemap.xml?x=1";
    QTest::newRow("inside") << blog << "https://example.com/blog/a"_ba << R::Inside;
    QTest::newRow("deeper") << blog << "https://example.com/blog/x/y"_ba << R::Inside;
    QTest::newRow("outside") << blog << "https://example.com/shop/a"_ba << R::OutsideFolder;
    QTest::newRow("folder prefix") << blog << "https://example.com/blogroll"_ba << R::OutsideFolder;
    QTest::newRow("case and default port")
        << blog << "HTTPS://EXAMPLE.com:443/blog/a"_ba << R::Inside;
    QTest::newRow("scheme") << blog << "http://example.com/blog/a"_ba << R::OtherOrigin;
    QTest::newRow("port") << blog << "https://example.com:8443/blog/a"_ba << R::OtherOrigin;
    QTest::newRow("host") << blog << "https://other.com/blog/a"_ba << R::OtherOrigin;
    QTest::newRow("www added") << blog << "https://www.example.com/blog/a"_ba << R::WwwMismatch;
    QTest::newRow("www dropped") << "https://www.example.com/s.xml"_ba
                                 << "https://example.com/a"_ba << R::WwwMismatch;
    QTest::newRow("subdomain") << blog << "https://shop.example.com/blog/a"_ba << R::OtherOrigin;
    // The origin is scheme, host and port, whatever their case and spelling.
    QTest::newRow("user info") << blog << "https://editor@example.com/blog/a"_ba << R::Inside;
    QTest::newRow("empty port") << blog << "https://example.com:/blog/a"_ba << R::Inside;
    QTest::newRow("port written, scope's default") << "https://example.com:443/blog/s.xml"_ba
                                                   << "https://example.com/blog/a"_ba << R::Inside;
    QTest::newRow("host a prefix") << blog << "https://example.co/blog/a"_ba << R::OtherOrigin;
    QTest::newRow("host longer") << blog << "https://example.com.au/blog/a"_ba << R::OtherOrigin;
    QTest::newRow("IDN host") << "https://bücher.example/s.xml"_ba
                              << "https://BÜCHER.example/a?q=1"_ba << R::OtherOrigin;
    QTest::newRow("IDN host, same bytes") << "https://bücher.example/s.xml"_ba
                                          << "https://bücher.EXAMPLE/a?q=1"_ba << R::Inside;
    QTest::newRow("http on 443") << blog << "http://example.com:443/blog/a"_ba << R::OtherOrigin;
}

void TestUrl::scope()
{
    QFETCH(QByteArray, publish);
    QFETCH(QByteArray, url);
    const Url::Scope scope = Url::Scope::fromUrl(publish);
    QVERIFY(scope.isValid());
    const Url::Parts parts = Url::split(url);
    QTEST(Url::inScope(scope, parts), "result");
    // The origin is the one its hash stands for.
    const Url::ScopeResult result = Url::inScope(scope, parts);
    QCOMPARE(result == Url::ScopeResult::Inside || result == Url::ScopeResult::OutsideFolder,
             Url::originHash(parts) == scope.origin);
}

// Where the path starts: what comes before it is the origin the Workspace tree names once.
void TestUrl::pathOffset_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<qsizetype>("offset");
    QTest::newRow("page") << QByteArray("https://www.example.com/a/b?c=1") << qsizetype(23);
    QTest::newRow("port and user")
        << QByteArray("http://user@shop.example:8080/en-gb/") << qsizetype(29);
    QTest::newRow("IPv6") << QByteArray("https://[::1]:8443/x") << qsizetype(18);
    QTest::newRow("IDN host") << QByteArray("https://bücher.example/b") << qsizetype(23);
    QTest::newRow("no path") << QByteArray("https://www.example.com") << qsizetype(-1);
    QTest::newRow("no path, a query") << QByteArray("https://www.example.com?a") << qsizetype(-1);
    QTest::newRow("relative") << QByteArray("/en-gb/a") << qsizetype(-1);
    QTest::newRow("no authority") << QByteArray("mailto:a@example.com") << qsizetype(-1);
}

void TestUrl::pathOffset()
{
    QFETCH(QByteArray, url);
    QFETCH(qsizetype, offset);
    QCOMPARE(Url::pathOffset(url), offset);
}

void TestUrl::tracking_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("none") << "https://example.com/a?id=7"_ba << "https://example.com/a?id=7"_ba;
    QTest::newRow("all go, and the '?'")
        << "https://example.com/a?utm_source=x&utm_medium=y"_ba << "https://example.com/a"_ba;
    QTest::newRow("middle one")
        << "https://example.com/a?sort=price&fbclid=IwAR2&page=2"_ba
        << "https://example.com/a?sort=price&page=2"_ba;
    QTest::newRow("fragment kept")
        << "https://example.com/a?gclid=1#top"_ba << "https://example.com/a#top"_ba;
    QTest::newRow("case") << "https://example.com/?UTM_Source=a&MSCLKID=b&x=1"_ba
                          << "https://example.com/?x=1"_ba;
    QTest::newRow("a value named like one stays")
        << "https://example.com/search?q=utm_source&utm=1"_ba
        << "https://example.com/search?q=utm_source&utm=1"_ba;
    QTest::newRow("semicolons") << "https://example.com/p?_ga=2.1;id=4"_ba
                                << "https://example.com/p?id=4"_ba;
    QTest::newRow("empty parameters dropped with the trackers")
        << "https://example.com/p?&mc_cid=1&&mc_eid=2&a=b&"_ba << "https://example.com/p?a=b"_ba;
    QTest::newRow("IDN and escapes")
        << "https://xn--bcher-kva.example/b%C3%BCcher?_gl=1*abc&dclid=x&yclid=y"_ba
        << "https://xn--bcher-kva.example/b%C3%BCcher"_ba;
    QTest::newRow("no query") << "https://example.com/utm_source"_ba
                              << "https://example.com/utm_source"_ba;
}

void TestUrl::tracking()
{
    QFETCH(QByteArray, url);
    QFETCH(QByteArray, expected);
    QCOMPARE(Url::withoutTrackingParameters(url), expected);
}

void TestUrl::nameGlob_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArray>("glob");
    QTest::addColumn<bool>("matches");
    QTest::newRow("exact") << "ref"_ba
                           << "ref"_ba << true;
    QTest::newRow("case") << "REF"_ba
                          << "ref"_ba << true;
    QTest::newRow("longer name") << "referrer"_ba
                                 << "ref"_ba << false;
    QTest::newRow("star at the end") << "pk_campaign"_ba
                                     << "pk_*"_ba << true;
    QTest::newRow("star matches none") << "pk_"_ba
                                       << "pk_*"_ba << true;
    QTest::newRow("star inside") << "hsa_acc_id"_ba
                                 << "hsa_*_id"_ba << true;
    QTest::newRow("star inside, no end") << "hsa_acc"_ba
                                         << "hsa_*_id"_ba << false;
    QTest::newRow("question mark") << "ref"_ba
                                   << "r?f"_ba << true;
    QTest::newRow("question mark wants one") << "rf"_ba
                                             << "r?f"_ba << false;
    QTest::newRow("stars only") << "anything"_ba
                                << "**"_ba << true;
    QTest::newRow("backtracking") << "a_b_b_c"_ba
                                  << "a*b_c"_ba << true;
    QTest::newRow("empty name") << ""_ba
                                << "*"_ba << true;
    QTest::newRow("empty glob") << "x"_ba
                                << ""_ba << false;
}

void TestUrl::nameGlob()
{
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, glob);
    QFETCH(bool, matches);
    QCOMPARE(Url::matchesNameGlob(name, glob), matches);
}

void TestUrl::trackingChosen_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<bool>("defaults");
    QTest::addColumn<QList<QByteArray>>("extra");
    QTest::addColumn<QByteArray>("expected");
    const QByteArray docs = "https://docs.example.org/guide/install/?ref=sidebar&utm_source=x"_ba;
    QTest::newRow("ref kept by default")
        << docs << true << QList<QByteArray>()
        << "https://docs.example.org/guide/install/?ref=sidebar"_ba;
    QTest::newRow("ref named") << docs << true << QList<QByteArray> { "ref"_ba }
                               << "https://docs.example.org/guide/install/"_ba;
    QTest::newRow("none at all") << docs << false << QList<QByteArray>() << docs;
    QTest::newRow("only those named") << docs << false << QList<QByteArray> { "REF"_ba }
                                      << "https://docs.example.org/guide/install/?utm_source=x"_ba;
    QTest::newRow("globs, order and escapes kept")
        << "https://xn--bcher-kva.example/s%C3%BA?pk_source=a&id=7&pk_kwd=b&sort=n%C3%A1zev"_ba
        << true << QList<QByteArray> { "pk_*"_ba }
        << "https://xn--bcher-kva.example/s%C3%BA?id=7&sort=n%C3%A1zev"_ba;
}

void TestUrl::trackingChosen()
{
    QFETCH(QByteArray, url);
    QFETCH(bool, defaults);
    QFETCH(QList<QByteArray>, extra);
    QFETCH(QByteArray, expected);
    Url::TrackingParameters which;
    which.defaults = defaults;
    which.extra = extra;
    QCOMPARE(Url::withoutTrackingParameters(url, which), expected);
}

QTEST_MAIN(TestUrl)
#include "tst_url.moc"
