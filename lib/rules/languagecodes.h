#pragma once

#include <QLocale>
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
// Codes ISO 3166-1 reserves that look like countries but are not valid hreflang regions.
bool isExceptionallyReserved(QStringView upper);

} // namespace LanguageCodes

} // namespace Studio
