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

QString newsLanguage(QStringView code)
{
    const QString lower = code.toString().toLower().replace(u'_', u'-');
    if (lower == u"zh-cn" || lower == u"zh-tw" || isLanguage(lower, QLocale::ISO639))
        return lower;
    const QList<QStringView> parts = QStringView(lower).split(u'-');
    const QStringView language = parts.constFirst();
    if (parts.size() < 2 || !isLanguage(language, QLocale::ISO639))
        return {};
    if (language != u"zh")
        return language.toString();
    // The script decides where there is one (zh-Hans-HK is Simplified), else the region.
    for (const QStringView part : parts.sliced(1)) {
        if (part == u"hans")
            return QStringLiteral("zh-cn");
        if (part == u"hant")
            return QStringLiteral("zh-tw");
    }
    for (const QStringView part : parts.sliced(1)) {
        if (part == u"cn" || part == u"sg")
            return QStringLiteral("zh-cn");
        if (part == u"tw" || part == u"hk" || part == u"mo")
            return QStringLiteral("zh-tw");
    }
    return QStringLiteral("zh");
}

bool isExceptionallyReserved(QStringView upper)
{
    return upper == u"UK" || upper == u"EU" || upper == u"UN" || upper == u"EZ";
}

} // namespace Studio::LanguageCodes
