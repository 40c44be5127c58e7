#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

#include <optional>

using namespace Qt::StringLiterals;

namespace Studio::Language {

namespace {

const QString SettingsKey = u"language"_s;
const QString ResourceFolder = u":/i18n"_s;
const QString FilePrefix = u"sitemap-studio_"_s;

std::optional<QString> &started()
{
    static std::optional<QString> code;
    return code;
}

// Installs `folder`/`name`.qm, or with a locale the best of `name`_<language>.qm for it,
// for the rest of the run (the application owns the translator).
bool installFile(QCoreApplication *application, const QString &name, const QString &folder,
                 const QLocale *locale = nullptr)
{
    auto *translator = new QTranslator(application);
    const bool loaded = locale ? translator->load(*locale, name, u"_"_s, folder)
                               : translator->load(name, folder);
    if (!loaded) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace

QStringList available()
{
    QStringList codes{ u"en"_s };
    const QStringList files = QDir(ResourceFolder).entryList({ FilePrefix + u"*.qm"_s },
                                                             QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString code = file.mid(FilePrefix.size()).chopped(3);
        if (!codes.contains(code))
            codes.append(code);
    }
    return codes;
}

QString nativeName(const QString &code)
{
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    // "čeština", "українська": a menu entry starts with a capital.
    if (!name.isEmpty())
        name[0] = locale.toUpper(name.left(1)).at(0);
    return name.isEmpty() ? code : name;
}

QString chosen()
{
    return QSettings().value(SettingsKey).toString();
}

void setChosen(const QString &code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(SettingsKey);
    else
        settings.setValue(SettingsKey, code);
}

QString startedWith()
{
    if (!started())
        started() = chosen();
    return *started();
}

QString spokenName(const QString &code)
{
    return nativeName(code.isEmpty() ? match(QLocale::system()) : code);
}

QString match(const QLocale &locale)
{
    const QStringList spoken = available();
    // The locale's UI languages in the user's order ("cs-CZ", "cs", "en-US", ...): a system
    // set to Czech in Slovakia still finds Czech, and one that prefers English gets it.
    const QStringList languages = locale.uiLanguages();
    for (const QString &language : languages) {
        const QString code = QLocale(language).name().section(u'_', 0, 0);
        if (spoken.contains(code))
            return code;
    }
    return u"en"_s;
}

QString install(QCoreApplication *application, const QString &code)
{
    started() = code;
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    if (!code.isEmpty())
        QLocale::setDefault(locale);

    // The English plural forms ("1 host", "2 hosts") come first, so that a translation
    // installed after them, which Qt asks first, answers for its language.
    installFile(application, FilePrefix + u"en"_s, ResourceFolder);
    const QString spoken = match(locale);
    if (spoken == u"en"_s)
        return spoken;
    if (!installFile(application, FilePrefix + spoken, ResourceFolder))
        return u"en"_s;
    // Qt's own strings (the buttons of standard dialogs, a text field's context menu), from
    // where Qt keeps its translations; without them those strings stay English.
    const QLocale language(spoken);
    installFile(application, u"qtbase"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath),
                &language);
    return spoken;
}

} // namespace Studio::Language
