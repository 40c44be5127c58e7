#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace Studio::Language {

// The languages the window speaks: English, in which its strings are written, and those with a
// translation in translations/ (compiled into the program under :/i18n).
QStringList available();
// A language's name in that language ("Čeština"), for the menu that chooses it.
QString nativeName(const QString &code);

// The language chosen in the settings ("cs"), or an empty string to follow the system.
QString chosen();
void setChosen(const QString &code);

// The language this run was started with, as chosen then (install()'s `code`): the window
// speaks it until the next start, whatever chosen() says now. Until install() is called,
// chosen() as it was when first asked.
QString startedWith();
// What the window speaks for `code` ("" for the system's language): its native name.
QString spokenName(const QString &code);

// The translation for a user of `locale`: the first of its UI languages that the window
// speaks, "en" when English comes first or none is spoken.
QString match(const QLocale &locale);

// Installs Qt's translations and the application's for `code`, or for the system's UI
// languages when `code` is empty, and makes that language the default locale when it was
// chosen explicitly (so that numbers and dates read as in the window's words). Returns the
// language the window will speak: "en" when no translation matches. Call once, before any
// window is made: the windows take their texts as they are built.
QString install(QCoreApplication *application, const QString &code);

} // namespace Studio::Language
