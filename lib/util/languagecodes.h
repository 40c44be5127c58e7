#pragma once

#include <QLocale>
#include <QString>
#include <QStringView>

namespace Studio {

// The code lists that hreflang, news:language and video:restriction take, through QLocale's
// tables: ISO 639 languages, ISO 3166-1 and UN M.49 regions, ISO 15924 scripts.
namespace LanguageCodes {

// `code` in lower case, two or three letters, a language of `types`.
bool isLanguage(QStringView code, QLocale::LanguageCodeTypes types);
// `code` in upper case, two letters, or three digits (UN M.49, as "419").
bool isTerritory(QStringView code);
// `code` as "Latn".
bool isScript(QStringView code);
// What <news:language> should hold for `code`, read in any case and with '-' or '_' between
// subtags: an ISO 639 language code, or zh-cn / zh-tw, the two exceptions Google's news
// sitemaps list, for Chinese in Simplified / Traditional script. `code` in lower case when it
// is one of those; for a longer tag whose first subtag is a language, the code to write
// instead: zh-Hans, zh-CN and zh-SG give zh-cn, zh-Hant, zh-TW, zh-HK and zh-MO zh-tw, any
// other zh tag zh, and any other language its code alone (en-US gives en, pt-BR pt). Empty
// when `code` names no language.
QString newsLanguage(QStringView code);
// Codes ISO 3166-1 reserves that look like countries but are not valid hreflang regions.
bool isExceptionallyReserved(QStringView upper);

} // namespace LanguageCodes

} // namespace Studio
