#include "languagecodes.h"

namespace Studio::LanguageCodes {

bool isLanguage(QStringView code, QLocale::LanguageCodeTypes types)
{
    if (code.size() < 2 || code.size() > 3)
        return false;
    for (const QChar c : code)
        if (!(c >= u'a' && c <= u'z'))
            return false;
    return QLocale::codeToLanguage(code, types) != QLocale::AnyLanguage;
}

bool isTerritory(QStringView code)
{
    // BCP 47 takes UN M.49 area codes too ("es-419", Latin America).
    if (code.size() == 3 && code[0].isDigit() && code[1].isDigit() && code[2].isDigit())
        return QLocale::codeToTerritory(code) != QLocale::AnyTerritory;
    if (code.size() != 2)
        return false;
    for (const QChar c : code)
        if (!(c >= u'A' && c <= u'Z'))
            return false;
    return QLocale::codeToTerritory(code) != QLocale::AnyTerritory;
}

bool isScript(QStringView code)
{
    return code.size() == 4 && QLocale::codeToScript(code) != QLocale::AnyScript;
}

bool isExceptionallyReserved(QStringView upper)
{
    return upper == u"UK" || upper == u"EU" || upper == u"UN" || upper == u"EZ";
}

} // namespace Studio::LanguageCodes
