#pragma once

#include "model/finding.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QUrl>

#include <vector>

namespace Studio {

// A site's robots.txt: its Sitemap lines and its Allow/Disallow rules per user agent, read as
// RFC 9309 says, and the matcher crawlers use to decide whether they may fetch a URL.
//
// Reading is tolerant. Keys are case-insensitive and may have whitespace before the ':';
// '#' starts a comment anywhere on a line; LF, CRLF and bare CR end lines; a UTF-8 byte order
// mark is skipped (the loader's TextDecoder has already decoded UTF-16). What a crawler would
// not read as intended is reported, each with its line: lines that are no "key: value" record,
// '//' comment lines (not robots.txt syntax, though seen in the wild), unknown keys, rules
// before any User-agent line, paths that do not start with '/' or '*', a User-agent at the end
// with no rule, and Sitemap values that are not absolute http(s) URLs. Keys that crawlers
// commonly read beyond the RFC (Crawl-delay, Host, Clean-param, Request-rate, Visit-time) are
// accepted without a finding; of those only Crawl-delay is kept (the crawler obeys it).
//
// Matching (RFC 9309 section 2.2): the groups whose user agent matches the crawler's product
// token, case-insensitively, are merged (a User-agent value counts up to its first character
// that is not a letter, '_' or '-', as in "Googlebot/2.1"); without one, the groups for '*';
// without those, everything is allowed. Of the matching rules the one with the longest path
// pattern wins, Allow on a tie; '*' matches any run of characters and a final '$' anchors the
// end. Patterns and URLs are compared with their percent-encoding normalised, and /robots.txt is
// always allowed. Patterns are compiled once by parse(), so a check costs no allocation for an
// ordinary URL.
//
// A value type. Its const functions may be called from several threads at once.
class RobotsTxt
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::RobotsTxt)
public:
    struct SitemapLine
    {
        QString value; // as written, without surrounding whitespace
        qint64 line = 0;
        qint64 column = 0; // of the value's first character, in UTF-16 units
    };

    struct PathRule
    {
        // No underlying type: lupdate (Qt 6.4) loses the namespace of what follows an `enum E : T`
        // inside a class, and files its strings under a context tr() never asks for.
        enum Kind { Allow, Disallow };
        Kind kind = Disallow;
        QString pattern; // as written, without surrounding whitespace; empty matches nothing
        qint64 line = 0;
        qsizetype group = -1; // index in groups()
    };

    // One or more User-agent lines and the rules after them (RFC 9309, section 2.1).
    struct Group
    {
        QStringList userAgents; // as written
        qint64 line = 0; // of the first User-agent line
        QList<PathRule> rules;
        // Crawl-delay in seconds (a non-standard key that Bing, Yandex and most crawlers
        // obey, though Google does not); -1 when the group has none or its value is no
        // non-negative number. The last one of the group counts.
        double crawlDelay = -1;
    };

    // What decided about a URL.
    struct Decision
    {
        bool allowed = true;
        // The rule that decided; null when none matched (then the URL is allowed). Points into
        // the RobotsTxt asked, and lives as long as it does.
        const PathRule *rule = nullptr;
    };

    // What is read of a robots.txt: its first 500 KiB (RFC 9309, section 2.5; Google reads
    // as much). Lines after it are ignored as if absent, and a line cut by it is dropped whole.
    static constexpr qsizetype MaxBytes = 500 * 1024;

    // Reads UTF-8 text, at most its first MaxBytes (an SM709 finding says where it stopped).
    static RobotsTxt parse(QByteArrayView utf8);
    // Whether text that is not XML reads as a robots.txt: among its first lines that are
    // neither blank nor comments, most start with a robots.txt key (User-agent, Allow, Disallow,
    // Sitemap, Crawl-delay, Host, ...). A list of URLs does not.
    static bool looksLikeRobotsTxt(QByteArrayView utf8);

    const QList<SitemapLine> &sitemaps() const { return m_sitemaps; }
    const QList<Group> &groups() const { return m_groups; }
    // Problems met while reading, with line and column. A finding about a Sitemap value has
    // `entryIndex` set to the value's index in sitemaps() and `field` set to Loc.
    const QList<Finding> &findings() const { return m_findings; }
    // Bytes after the first MaxBytes (and of a line cut there), not read; 0 for most files.
    qint64 ignoredBytes() const { return m_ignoredBytes; }

    // Where the robots.txt was read from, when that was a URL: the rules govern URLs of that
    // scheme, host and port only (RFC 9309, section 2.3). Invalid when unknown.
    QUrl location() const { return m_location; }
    void setLocation(const QUrl &location) { m_location = location; }

    // Whether the crawler `userAgent` (a product token such as "Googlebot"; anything after
    // the token, as in "Googlebot/2.1", is ignored) may fetch `url`. Only the path and query
    // count: the caller decides whether this robots.txt is the one of the URL's host.
    bool isAllowed(QStringView userAgent, const QUrl &url) const
    {
        return decide(userAgent, url).allowed;
    }
    Decision decide(QStringView userAgent, const QUrl &url) const;
    // The same for a URL given as UTF-8 text, as a sitemap holds it; a relative reference
    // ("/a?b") is taken as path and query.
    Decision decide(QStringView userAgent, QByteArrayView url) const;
    // The Crawl-delay, in seconds, of the groups `userAgent` obeys (those naming its product
    // token, else those for '*'), the largest when several say; -1 when none does.
    double crawlDelay(QStringView userAgent) const;

private:
    // A path pattern ready for matching: normalised, split at '*'.
    struct CompiledRule
    {
        QByteArray text; // normalised, without the final '$'
        std::vector<std::pair<qsizetype, qsizetype>> pieces; // literal runs between '*'s
        int priority = 0; // octets of the normalised pattern, '*' and '$' included
        qsizetype prefix = 0; // octets of the literal run before the first '*'
        bool plain = false; // that run is the whole pattern: a prefix test decides
        bool anchored = false; // ended in '$'
        bool startsWithWildcard = false;
        bool endsWithWildcard = false;
        bool allow = false;
        // The rule, by index rather than pointer so that copies of a RobotsTxt stay right.
        qsizetype group = -1, rule = -1;

        bool matches(QByteArrayView path) const;
    };
    // The rules one crawler obeys, best first, as indexes in m_compiled. A large set is also
    // indexed by the second byte of each rule's literal prefix (the first is '/'), so that a
    // URL is tested against the few rules that may match it rather than all of them.
    struct RuleSet
    {
        std::vector<qsizetype> rules;
        std::vector<quint32> byByte; // positions in `rules`, grouped by that byte
        std::vector<quint32> start; // byByte[start[b] .. start[b + 1]) for byte b; or empty
        std::vector<quint32> anyByte; // positions of rules with a prefix shorter than 2

        void index(const std::vector<CompiledRule> &compiled);
    };

    void compile();
    const RuleSet *ruleSetFor(QStringView userAgent) const;
    Decision decidePath(const RuleSet *set, QByteArrayView pathAndQuery) const;

    QList<SitemapLine> m_sitemaps;
    QList<Group> m_groups;
    QList<Finding> m_findings;
    qint64 m_ignoredBytes = 0;
    QUrl m_location;

    std::vector<CompiledRule> m_compiled;
    std::vector<RuleSet> m_ruleSets;
    QHash<QByteArray, qsizetype> m_agents; // lower-case product token → index in m_ruleSets
    qsizetype m_globalSet = -1; // the '*' groups; -1 when there are none
};

} // namespace Studio
