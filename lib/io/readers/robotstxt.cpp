#include "robotstxt.h"

#include "io/input/textdecoder.h"
#include "util/url.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QVarLengthArray>

#include <algorithm>
#include <cstring>

namespace Studio {

namespace {


bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

QByteArrayView trimmed(QByteArrayView text, qsizetype *leading = nullptr)
{
    qsizetype begin = 0, end = text.size();
    while (begin < end && isBlank(text[begin]))
        ++begin;
    while (end > begin && isBlank(text[end - 1]))
        --end;
    if (leading)
        *leading = begin;
    return text.sliced(begin, end - begin);
}

// `lower` is an ASCII keyword in lower case.
bool equalsLower(QByteArrayView text, QByteArrayView lower)
{
    return text.compare(lower, Qt::CaseInsensitive) == 0;
}

enum class Key : quint8 { UserAgent, Allow, Disallow, Sitemap, Other, Unknown };

// Keys that crawlers commonly read beyond RFC 9309; accepted and not kept.
constexpr QByteArrayView OtherKeys[]
    = { "crawl-delay", "host", "clean-param", "request-rate", "visit-time" };

// Misspellings that Google's robots.txt parser reads as the key (its list of frequent typos,
// and "site-map"); read the same here, with a notice naming the key.
struct Misspelling
{
    QByteArrayView spelling;
    Key key;
    const char *correct;
};
constexpr Misspelling Misspellings[] = {
    { "site-map", Key::Sitemap, "Sitemap" },     { "useragent", Key::UserAgent, "User-agent" },
    { "user agent", Key::UserAgent, "User-agent" }, { "dissallow", Key::Disallow, "Disallow" },
    { "dissalow", Key::Disallow, "Disallow" },   { "disalow", Key::Disallow, "Disallow" },
    { "diasllow", Key::Disallow, "Disallow" },   { "disallaw", Key::Disallow, "Disallow" },
};

const Misspelling *misspellingOf(QByteArrayView key)
{
    for (const Misspelling &m : Misspellings)
        if (equalsLower(key, m.spelling))
            return &m;
    return nullptr;
}

Key keyOf(QByteArrayView key)
{
    if (equalsLower(key, "user-agent"))
        return Key::UserAgent;
    if (equalsLower(key, "allow"))
        return Key::Allow;
    if (equalsLower(key, "disallow"))
        return Key::Disallow;
    if (equalsLower(key, "sitemap"))
        return Key::Sitemap;
    for (const QByteArrayView other : OtherKeys)
        if (equalsLower(key, other))
            return Key::Other;
    if (const Misspelling *m = misspellingOf(key))
        return m->key;
    return Key::Unknown;
}

// Calls `take(line, lineNumber)` for each line of `text`; LF, CRLF and bare CR end lines.
template<typename Take> void forEachLine(QByteArrayView text, Take take)
{
    qint64 number = 1;
    qsizetype begin = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = text[i];
        if (c != '\n' && c != '\r')
            continue;
        take(text.sliced(begin, i - begin), number++);
        if (c == '\r' && i + 1 < n && text[i + 1] == '\n')
            ++i;
        begin = i + 1;
    }
    if (begin < n)
        take(text.sliced(begin), number);
}

// The product token at the start of a user-agent value: letters, '_' and '-' (RFC 9309,
// section 2.2.1), so that "Googlebot/2.1" and "Mediapartners-Google*" name their crawler.
bool isTokenCharacter(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_' || c == u'-';
}

qsizetype tokenLength(QByteArrayView value)
{
    qsizetype n = 0;
    while (n < value.size() && isTokenCharacter(char16_t(static_cast<unsigned char>(value[n]))))
        ++n;
    return n;
}

qsizetype tokenLength(QStringView value)
{
    qsizetype n = 0;
    while (n < value.size() && isTokenCharacter(value[n].unicode()))
        ++n;
    return n;
}

// "*", also when followed by whitespace and more (Google reads "* # all" and "* foo" so).
bool isGlobalAgent(QByteArrayView value)
{
    return value.startsWith('*') && (value.size() == 1 || isBlank(value[1]));
}

// -- percent-encoding (RFC 9309, section 2.2.2) ---------------------------------------------

enum ByteClass : quint8 { Plain = 0, Encode = 1, Percent = 2 };

struct ByteClasses
{
    quint8 of[256] = {};
    constexpr ByteClasses()
    {
        for (int c = 0; c < 256; ++c)
            if (c <= 0x20 || c >= 0x7f)
                of[c] = Encode;
        for (const char c : { '"', '<', '>', '\\', '^', '`', '{', '|', '}' })
            of[static_cast<unsigned char>(c)] = Encode;
        of[static_cast<unsigned char>('%')] = Percent;
    }
};
constexpr ByteClasses byteClasses;

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool isUnreserved(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'
        || c == '.' || c == '_' || c == '~';
}

bool needsNormalising(QByteArrayView text)
{
    for (const char c : text)
        if (byteClasses.of[static_cast<unsigned char>(c)] != Plain)
            return true;
    return false;
}

// Octets that must be escaped are percent-encoded (upper-case hex; a '%' that starts no escape
// is one of them), escapes of unreserved characters are decoded and other escapes get upper-
// case hex, so that a pattern and a URL written differently compare equal. '*' and '$' are
// reserved characters and so stay as they are.
template<typename Out> void normalise(QByteArrayView text, Out &out)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    for (qsizetype i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const quint8 cls = byteClasses.of[c];
        if (cls == Plain) {
            out.append(char(c));
            continue;
        }
        if (cls == Percent && i + 2 < text.size() && hexValue(text[i + 1]) >= 0
            && hexValue(text[i + 2]) >= 0) {
            const int value = hexValue(text[i + 1]) * 16 + hexValue(text[i + 2]);
            if (isUnreserved(value)) {
                out.append(char(value));
            } else {
                out.append('%');
                out.append(hex[value >> 4]);
                out.append(hex[value & 15]);
            }
            i += 2;
            continue;
        }
        out.append('%');
        out.append(hex[c >> 4]);
        out.append(hex[c & 15]);
    }
}

// The host of a Sitemap URL: a character that no host name may contain (RFC 3986, reg-name),
// or -1.
qsizetype badHostCharacter(QByteArrayView host)
{
    if (host.startsWith('['))
        return -1; // an IPv6 literal
    for (qsizetype i = 0; i < host.size(); ++i) {
        const auto c = static_cast<unsigned char>(host[i]);
        if (c >= 0x80)
            continue; // an internationalised name
        if (byteClasses.of[c] == Encode || c == '/' || c == '?' || c == '#' || c == '@' || c == '['
            || c == ']')
            return i;
    }
    return -1;
}

} // namespace

// -- reading --------------------------------------------------------------------------------

RobotsTxt RobotsTxt::parse(QByteArrayView utf8)
{
    RobotsTxt robots;
    if (utf8.startsWith("\xEF\xBB\xBF"))
        utf8 = utf8.sliced(3);
    // Only the first MaxBytes count, as for Google: a Disallow near the top of a huge file
    // still holds. A line the limit cuts is dropped whole, lest "Disallow: /private/" be read
    // as "Disallow: /pri".
    qint64 cutLine = 0;
    if (utf8.size() > MaxBytes) {
        QByteArrayView kept = utf8.first(MaxBytes);
        const qsizetype lastBreak
            = qMax(kept.lastIndexOf('\n'), kept.lastIndexOf('\r'));
        kept = kept.first(lastBreak + 1);
        robots.m_ignoredBytes = utf8.size() - kept.size();
        utf8 = kept;
        cutLine = 1;
        for (const char c : kept)
            cutLine += c == '\n';
    }
    // The group that User-agent lines add to; a rule after them closes the run, so that the
    // next User-agent starts a new group (RFC 9309, section 2.1).
    qsizetype current = -1;
    bool groupHasRules = false;

    forEachLine(utf8, [&](QByteArrayView line, qint64 number) {
        auto column = [&line](qsizetype offset) {
            return TextDecoder::utf16Length(line.first(offset)) + 1;
        };
        auto report = [&](QLatin1StringView rule, const QString &message, qsizetype offset) {
            robots.m_findings.append(Finding::make(rule, message, number, column(offset)));
        };
        const qsizetype hash = line.indexOf('#');
        qsizetype begin = 0;
        const QByteArrayView record = trimmed(hash >= 0 ? line.first(hash) : line, &begin);
        if (record.isEmpty())
            return;
        auto text = [&record] {
            return QString::fromUtf8(record);
        };
        if (record.startsWith("//")) {
            report(RuleId::ContentSkipped,
                   tr("\"%1\" is a '//' comment, which robots.txt does not have; comments start "
                      "with '#'. Crawlers skip the line")
                       .arg(text()),
                   begin);
            return;
        }
        const qsizetype colon = record.indexOf(':');
        if (colon < 0) {
            // Google reads "Disallow /x" as if the colon were there; RFC 9309 does not.
            const qsizetype blank
                = std::find_if(record.begin(), record.end(), isBlank) - record.begin();
            const QByteArrayView key = record.first(blank);
            const QByteArrayView value = trimmed(record.sliced(blank));
            if (blank < record.size() && keyOf(key) != Key::Unknown
                && std::none_of(value.begin(), value.end(), isBlank))
                report(RuleId::ContentSkipped,
                       tr("\"%1\" has no ':' after the key, so RFC 9309 crawlers skip it "
                          "(Google reads it as if the colon were there); write \"%2: %3\"")
                           .arg(text(), QString::fromUtf8(key), QString::fromUtf8(value)),
                       begin);
            else
                report(RuleId::ContentSkipped,
                       tr("\"%1\" is not a \"key: value\" record; crawlers skip it").arg(text()),
                       begin);
            return;
        }
        const QByteArrayView key = trimmed(record.first(colon));
        qsizetype valueOffset = 0;
        const QByteArrayView value = trimmed(record.sliced(colon + 1), &valueOffset);
        valueOffset += begin + colon + 1;
        if (const Misspelling *m = misspellingOf(key))
            report(RuleId::MisspeltKey,
                   tr("\"%1\" is read as \"%2\", as Google's parser does; crawlers that follow "
                      "RFC 9309 skip the line. Write \"%2:\"")
                       .arg(QString::fromUtf8(key), QLatin1StringView(m->correct)),
                   begin);
        switch (keyOf(key)) {
        case Key::UserAgent: {
            if (current < 0 || groupHasRules) {
                Group group;
                group.line = number;
                robots.m_groups.append(group);
                current = robots.m_groups.size() - 1;
                groupHasRules = false;
            }
            robots.m_groups[current].userAgents.append(QString::fromUtf8(value));
            return;
        }
        case Key::Allow:
        case Key::Disallow: {
            if (current < 0) {
                report(RuleId::ContentSkipped,
                       tr("\"%1\" comes before any User-agent line, so it belongs to no group "
                          "and crawlers ignore it")
                           .arg(text()),
                       begin);
                return;
            }
            PathRule rule;
            rule.kind = keyOf(key) == Key::Allow ? PathRule::Allow : PathRule::Disallow;
            rule.pattern = QString::fromUtf8(value);
            rule.line = number;
            rule.group = current;
            robots.m_groups[current].rules.append(rule);
            groupHasRules = true;
            if (!value.isEmpty() && !value.startsWith('/') && !value.startsWith('*'))
                report(RuleId::ContentSkipped,
                       tr("The path \"%1\" does not start with '/' or '*', so the rule matches "
                          "no URL; write \"/%1\"")
                           .arg(rule.pattern),
                       valueOffset);
            return;
        }
        case Key::Sitemap: {
            if (value.isEmpty()) {
                report(RuleId::ContentSkipped, tr("The Sitemap line names no URL"), begin);
                return;
            }
            SitemapLine sitemap;
            sitemap.value = QString::fromUtf8(value);
            sitemap.line = number;
            sitemap.column = column(valueOffset);
            robots.m_sitemaps.append(sitemap);
            // Relative and malformed values are kept, so that they can be corrected; each
            // is reported here with its position.
            QString problem;
            const Url::Parts parts = Url::split(value);
            const Url::Problem urlProblem = Url::check(value, parts);
            if (urlProblem == Url::Problem::Relative || urlProblem == Url::Problem::NoScheme
                || urlProblem == Url::Problem::SchemeRelative) {
                problem = tr("The Sitemap value \"%1\" is not an absolute URL; robots.txt must "
                             "give the complete URL of the sitemap, with scheme and host "
                             "(sitemaps.org), and many crawlers ignore a relative one")
                              .arg(sitemap.value);
            } else if (urlProblem != Url::Problem::None) {
                problem = tr("The Sitemap value: %1").arg(Url::problemText(urlProblem, value));
            } else if (const qsizetype bad = badHostCharacter(parts.host); bad >= 0) {
                problem = parts.host[bad] == ' '
                    ? tr("The Sitemap value \"%1\" has the host \"%2\", which contains spaces; "
                         "no host name can")
                          .arg(sitemap.value, QString::fromUtf8(parts.host))
                    : tr("The Sitemap value \"%1\" has the host \"%2\", which contains '%3'; "
                         "no host name can")
                          .arg(sitemap.value, QString::fromUtf8(parts.host),
                               QString(QLatin1Char(parts.host[bad])));
            }
            if (!problem.isEmpty()) {
                Finding f = Finding::make(RuleId::InvalidUrl, problem, number, sitemap.column);
                f.entryIndex = robots.m_sitemaps.size() - 1;
                f.field = FindingField::Loc;
                robots.m_findings.append(f);
            }
            return;
        }
        case Key::Other:
            if (current >= 0 && equalsLower(key, "crawl-delay")) {
                bool ok = false;
                const double seconds = value.toDouble(&ok);
                robots.m_groups[current].crawlDelay = ok && seconds >= 0 ? seconds : -1;
            }
            return;
        case Key::Unknown:
            report(RuleId::ContentSkipped,
                   tr("\"%1\" is not a robots.txt key; crawlers skip the line")
                       .arg(QString::fromUtf8(key)),
                   begin);
            return;
        }
    });

    if (current >= 0 && !groupHasRules) {
        const Group &last = robots.m_groups.at(current);
        robots.m_findings.append(
            Finding::make(RuleId::ContentSkipped,
                          tr("User-agent \"%1\" is followed by no Allow or Disallow line, so "
                             "its group allows everything to that crawler")
                              .arg(last.userAgents.join(QStringLiteral("\", \""))),
                          last.line, 1));
    }
    if (robots.m_ignoredBytes > 0)
        robots.m_findings.append(Finding::make(
            RuleId::ContentSkipped,
            tr("The robots.txt is over %1 KiB, all that crawlers read of it: from line %2 on "
               "(%3 bytes) its rules and Sitemap lines are ignored")
                .arg(MaxBytes / 1024)
                .arg(cutLine)
                .arg(QLocale::c().toString(robots.m_ignoredBytes)),
            cutLine, 1));
    std::stable_sort(robots.m_findings.begin(), robots.m_findings.end(),
                     [](const Finding &a, const Finding &b) { return a.line < b.line; });
    robots.compile();
    return robots;
}

bool RobotsTxt::looksLikeRobotsTxt(QByteArrayView utf8)
{
    if (utf8.startsWith("\xEF\xBB\xBF"))
        utf8 = utf8.sliced(3);
    constexpr int Sample = 64;
    int directives = 0, others = 0;
    forEachLine(utf8, [&](QByteArrayView line, qint64) {
        if (directives + others >= Sample)
            return;
        const qsizetype hash = line.indexOf('#');
        const QByteArrayView record = trimmed(hash >= 0 ? line.first(hash) : line);
        if (record.isEmpty() || record.startsWith("//"))
            return;
        qsizetype end = 0;
        while (end < record.size() && record[end] != ':' && !isBlank(record[end]))
            ++end;
        // "Sitemap : x" and "Disallow /x" count too.
        (keyOf(record.first(end)) != Key::Unknown ? directives : others) += 1;
    });
    return directives > 0 && directives > others;
}

// -- matching -------------------------------------------------------------------------------

void RobotsTxt::compile()
{
    m_compiled.clear();
    m_ruleSets.clear();
    m_agents.clear();
    m_globalSet = -1;
    // The compiled rules of each group.
    std::vector<std::vector<qsizetype>> ofGroup(size_t(m_groups.size()));
    for (qsizetype g = 0; g < m_groups.size(); ++g) {
        const QList<PathRule> &rules = m_groups.at(g).rules;
        for (qsizetype r = 0; r < rules.size(); ++r) {
            const PathRule &rule = rules.at(r);
            if (rule.pattern.isEmpty()
                || !(rule.pattern.startsWith(u'/') || rule.pattern.startsWith(u'*')))
                continue; // matches nothing: an empty Disallow allows everything
            CompiledRule compiled;
            const QByteArray written = rule.pattern.toUtf8();
            normalise(written, compiled.text);
            compiled.priority = int(compiled.text.size());
            compiled.anchored = compiled.text.endsWith('$');
            if (compiled.anchored)
                compiled.text.chop(1);
            compiled.startsWithWildcard = compiled.text.startsWith('*');
            compiled.endsWithWildcard = compiled.text.endsWith('*');
            const qsizetype star = compiled.text.indexOf('*');
            compiled.prefix = star < 0 ? compiled.text.size() : star;
            compiled.plain = star < 0 && !compiled.anchored;
            qsizetype from = 0;
            while (from <= compiled.text.size()) {
                qsizetype star = compiled.text.indexOf('*', from);
                if (star < 0)
                    star = compiled.text.size();
                if (star > from)
                    compiled.pieces.emplace_back(from, star - from);
                from = star + 1;
            }
            compiled.allow = rule.kind == PathRule::Allow;
            compiled.group = g;
            compiled.rule = r;
            ofGroup[size_t(g)].push_back(qsizetype(m_compiled.size()));
            m_compiled.push_back(std::move(compiled));
        }
    }

    // One rule set per product token, merging every group that names it.
    QHash<QByteArray, qsizetype> byToken;
    RuleSet global;
    bool hasGlobal = false;
    for (qsizetype g = 0; g < m_groups.size(); ++g) {
        QList<QByteArray> tokens;
        for (const QString &agent : m_groups.at(g).userAgents) {
            const QByteArray value = agent.toUtf8();
            if (isGlobalAgent(value)) {
                hasGlobal = true;
                global.rules.insert(global.rules.end(), ofGroup[size_t(g)].begin(),
                                    ofGroup[size_t(g)].end());
                continue;
            }
            const QByteArray token = value.first(tokenLength(value)).toLower();
            if (!token.isEmpty() && !tokens.contains(token))
                tokens.append(token);
        }
        for (const QByteArray &token : std::as_const(tokens)) {
            auto it = byToken.find(token);
            if (it == byToken.end()) {
                it = byToken.insert(token, qsizetype(m_ruleSets.size()));
                m_ruleSets.emplace_back();
            }
            RuleSet &set = m_ruleSets[size_t(*it)];
            set.rules.insert(set.rules.end(), ofGroup[size_t(g)].begin(), ofGroup[size_t(g)].end());
        }
    }
    if (hasGlobal) {
        m_globalSet = qsizetype(m_ruleSets.size());
        m_ruleSets.push_back(std::move(global));
    }
    // Best first: the longest pattern, Allow before Disallow on a tie, then file order. The
    // first rule that matches decides.
    for (RuleSet &set : m_ruleSets) {
        std::stable_sort(set.rules.begin(), set.rules.end(), [this](qsizetype a, qsizetype b) {
            const CompiledRule &x = m_compiled[size_t(a)];
            const CompiledRule &y = m_compiled[size_t(b)];
            if (x.priority != y.priority)
                return x.priority > y.priority;
            return x.allow && !y.allow;
        });
        set.index(m_compiled);
    }
    m_agents = byToken;
}

bool RobotsTxt::CompiledRule::matches(QByteArrayView path) const
{
    // Most patterns start with a literal path, and most paths differ from it early: test
    // that first, and the last byte before the first, as cheaply as can be.
    if (prefix > 0) {
        if (path.size() < prefix || path[prefix - 1] != text[prefix - 1]
            || std::memcmp(path.data(), text.constData(), size_t(prefix)) != 0)
            return false;
        if (plain)
            return true;
    }
    const QByteArrayView pattern(text);
    qsizetype at = 0;
    for (size_t k = 0; k < pieces.size(); ++k) {
        const QByteArrayView piece = pattern.sliced(pieces[k].first, pieces[k].second);
        const bool last = k + 1 == pieces.size();
        if (k == 0 && !startsWithWildcard) {
            at = piece.size(); // the prefix, tested above
            continue;
        }
        if (last && anchored && !endsWithWildcard)
            return path.size() - piece.size() >= at && path.endsWith(piece);
        // Between wildcards the leftmost occurrence leaves the most room for what follows.
        const qsizetype found = path.indexOf(piece, at);
        if (found < 0)
            return false;
        at = found + piece.size();
    }
    return !anchored || endsWithWildcard || at == path.size();
}

void RobotsTxt::RuleSet::index(const std::vector<CompiledRule> &compiled)
{
    constexpr size_t Small = 16; // a plain scan is as fast
    if (rules.size() < Small)
        return;
    start.assign(257, 0);
    for (const qsizetype r : rules) {
        const CompiledRule &rule = compiled[size_t(r)];
        if (rule.prefix >= 2)
            ++start[static_cast<unsigned char>(rule.text[1]) + 1];
    }
    for (size_t b = 1; b < start.size(); ++b)
        start[b] += start[b - 1];
    byByte.resize(start.back());
    std::vector<quint32> next(start.begin(), start.end() - 1);
    for (size_t i = 0; i < rules.size(); ++i) {
        const CompiledRule &rule = compiled[size_t(rules[i])];
        if (rule.prefix >= 2)
            byByte[next[static_cast<unsigned char>(rule.text[1])]++] = quint32(i);
        else
            anyByte.push_back(quint32(i));
    }
}

const RobotsTxt::RuleSet *RobotsTxt::ruleSetFor(QStringView userAgent) const
{
    const qsizetype length = tokenLength(userAgent);
    if (length > 0 && !m_agents.isEmpty()) {
        // The token is ASCII: its lower case, without allocating for the usual short ones.
        QVarLengthArray<char, 64> lower(length);
        for (qsizetype i = 0; i < length; ++i) {
            const char16_t c = userAgent[i].unicode();
            lower[i] = char(c >= u'A' && c <= u'Z' ? c - u'A' + u'a' : c);
        }
        const auto it = m_agents.constFind(QByteArray::fromRawData(lower.constData(), length));
        if (it != m_agents.cend())
            return &m_ruleSets[size_t(*it)];
    }
    return m_globalSet >= 0 ? &m_ruleSets[size_t(m_globalSet)] : nullptr;
}

RobotsTxt::Decision RobotsTxt::decidePath(const RuleSet *set, QByteArrayView pathAndQuery) const
{
    Decision decision;
    if (!set || set->rules.empty())
        return decision;
    QVarLengthArray<char, 512> buffer;
    QByteArrayView path = pathAndQuery;
    if (path.isEmpty() || path.front() != '/' || needsNormalising(path)) {
        if (path.isEmpty() || path.front() != '/')
            buffer.append('/');
        normalise(pathAndQuery, buffer);
        path = QByteArrayView(buffer.constData(), buffer.size());
    }
    const qsizetype query = path.indexOf('?');
    if ((query < 0 ? path : path.first(query)) == QByteArrayView("/robots.txt"))
        return decision;
    auto decides = [&](qsizetype index) {
        const CompiledRule &rule = m_compiled[size_t(index)];
        if (!rule.matches(path))
            return false;
        decision.allowed = rule.allow;
        decision.rule = &m_groups.at(rule.group).rules.at(rule.rule);
        return true;
    };
    if (set->start.empty()) {
        for (const qsizetype index : set->rules)
            if (decides(index))
                break;
        return decision;
    }
    // The rules for the path's second byte and those for any byte, merged in the set's order.
    const quint32 *a = set->anyByte.data();
    const quint32 *const aEnd = a + set->anyByte.size();
    const quint32 *b = nullptr, *bEnd = nullptr;
    if (path.size() >= 2) {
        const auto second = static_cast<unsigned char>(path[1]);
        b = set->byByte.data() + set->start[second];
        bEnd = set->byByte.data() + set->start[second + 1];
    }
    while (a != aEnd || b != bEnd) {
        const quint32 next = (b == bEnd || (a != aEnd && *a < *b)) ? *a++ : *b++;
        if (decides(set->rules[next]))
            break;
    }
    return decision;
}

RobotsTxt::Decision RobotsTxt::decide(QStringView userAgent, QByteArrayView url) const
{
    const RuleSet *set = ruleSetFor(userAgent);
    if (!set)
        return {};
    const Url::Parts parts = Url::split(url);
    const qsizetype begin = parts.path.data() - url.data();
    const qsizetype end = parts.hasFragment ? parts.fragment.data() - 1 - url.data() : url.size();
    return decidePath(set, url.sliced(begin, end - begin));
}

RobotsTxt::Decision RobotsTxt::decide(QStringView userAgent, const QUrl &url) const
{
    const RuleSet *set = ruleSetFor(userAgent);
    if (!set)
        return {};
    const QByteArray pathAndQuery
        = url.toEncoded(QUrl::RemoveScheme | QUrl::RemoveAuthority | QUrl::RemoveFragment);
    return decidePath(set, pathAndQuery);
}

double RobotsTxt::crawlDelay(QStringView userAgent) const
{
    // The same choice of groups as ruleSetFor(): the crawler's own, else '*'.
    const QByteArray token = userAgent.first(tokenLength(userAgent)).toUtf8().toLower();
    double own = -1, global = -1;
    bool named = false;
    for (const Group &group : m_groups) {
        bool forToken = false, forAll = false;
        for (const QString &agent : group.userAgents) {
            const QByteArray value = agent.toUtf8();
            if (isGlobalAgent(value))
                forAll = true;
            else if (!token.isEmpty() && value.first(tokenLength(value)).toLower() == token)
                forToken = true;
        }
        if (forToken) {
            named = true;
            own = qMax(own, group.crawlDelay);
        }
        if (forAll)
            global = qMax(global, group.crawlDelay);
    }
    return named ? own : global;
}

} // namespace Studio
