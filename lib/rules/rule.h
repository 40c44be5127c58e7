#pragma once

#include <QLatin1StringView>
#include <QList>
#include <QString>

namespace Studio {

enum class Severity : quint8 { Notice, Warning, Error };

enum class RuleCategory : quint8 { Format, Encoding, Limits, Urls, Dates, Extensions, Input };

// One entry of the rule catalogue: the data that the checker, the GUI, the CLI and the
// generated docs all read, so no rule text is written twice.
struct Rule
{
    QLatin1StringView id; // stable, "SM###"
    Severity severity;
    RuleCategory category;
    const char *title; // named after what search consoles show; translated at display time
    const char *help; // one paragraph: what it means, where the spec says so, how to fix it
};

// Stable ids of the rules. The hundreds digit is the category.
namespace RuleId {
// Format
inline constexpr QLatin1StringView ParsingError{"SM101"};
inline constexpr QLatin1StringView UnsupportedFormat{"SM102"};
inline constexpr QLatin1StringView IncorrectNamespace{"SM103"};
inline constexpr QLatin1StringView LeadingWhitespace{"SM104"};
inline constexpr QLatin1StringView EmptySitemap{"SM105"};
inline constexpr QLatin1StringView MissingTag{"SM106"};
inline constexpr QLatin1StringView TooManyTags{"SM107"};
inline constexpr QLatin1StringView WrongChildElement{"SM111"};
inline constexpr QLatin1StringView UnknownElement{"SM112"};
inline constexpr QLatin1StringView Stylesheet{"SM113"};
inline constexpr QLatin1StringView UndeclaredPrefix{"SM114"};
inline constexpr QLatin1StringView IncompleteFile{"SM115"};
inline constexpr QLatin1StringView WhitespaceInValue{"SM116"};
// Encoding
inline constexpr QLatin1StringView NotUtf8{"SM201"};
inline constexpr QLatin1StringView InvalidUtf8{"SM202"};
// Input
inline constexpr QLatin1StringView CompressionError{"SM701"};
inline constexpr QLatin1StringView UnsafeXml{"SM702"};
inline constexpr QLatin1StringView NestingTooDeep{"SM703"};
inline constexpr QLatin1StringView ArchiveEntrySkipped{"SM704"};
inline constexpr QLatin1StringView FileTooLarge{"SM705"};
inline constexpr QLatin1StringView ValueTooLong{"SM706"};
inline constexpr QLatin1StringView ReadError{"SM707"};
inline constexpr QLatin1StringView ChildSitemapMissing{"SM708"};
} // namespace RuleId

class RuleCatalogue
{
public:
    static const QList<Rule> &rules();
    // The rule with `id`; nullptr when there is none.
    static const Rule *find(QLatin1StringView id);
};

} // namespace Studio
