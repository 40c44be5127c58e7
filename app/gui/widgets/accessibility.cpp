#include "accessibility.h"

#include "rules/rule.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenuBar>
#include <QTabBar>

using namespace Qt::StringLiterals;

namespace Studio::Accessibility {

QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i; // a literal ampersand
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

QString mnemonicsOf(const QMenuBar *menuBar)
{
    QString letters;
    for (const QAction *action : menuBar->actions())
        if (const QChar letter = mnemonicOf(action->text()); !letter.isNull())
            letters += letter;
    return letters;
}

QString mnemonicsOf(const QTabBar *tabBar)
{
    QString letters;
    for (int tab = 0; tab < tabBar->count(); ++tab)
        if (const QChar letter = mnemonicOf(tabBar->tabText(tab)); !letter.isNull())
            letters += letter;
    return letters;
}

QString withMnemonic(const QString &plain, QString *taken)
{
    QString escaped = plain;
    escaped.replace(u'&', u"&&"_s);
    auto isFree = [taken](QChar c) { return c.isLetter() && !taken->contains(c.toLower()); };
    qsizetype chosen = -1;
    // A word's first letter reads best; then any letter; a plain ASCII letter before others,
    // since it is on every keyboard.
    for (const bool asciiOnly : { true, false }) {
        for (const bool wordStart : { true, false }) {
            for (qsizetype i = 0; i < escaped.size() && chosen < 0; ++i) {
                const QChar c = escaped.at(i);
                const bool starts = i == 0 || !escaped.at(i - 1).isLetter();
                if ((!wordStart || starts) && (!asciiOnly || c.unicode() < 128) && isFree(c))
                    chosen = i;
            }
        }
    }
    if (chosen < 0)
        return escaped;
    taken->append(escaped.at(chosen).toLower());
    return escaped.insert(chosen, u'&');
}

QString plainText(const QString &actionText)
{
    QString text;
    text.reserve(actionText.size());
    for (qsizetype i = 0; i < actionText.size(); ++i) {
        if (actionText.at(i) == u'&') {
            if (i + 1 < actionText.size() && actionText.at(i + 1) == u'&')
                text += actionText.at(++i);
            continue;
        }
        text += actionText.at(i);
    }
    if (text.endsWith(u'…'))
        text.chop(1);
    else if (text.endsWith(u"..."_s))
        text.chop(3);
    return text.trimmed();
}

QString toolTipOf(const QAction *action)
{
    const QString name = plainText(action->text());
    const QKeySequence shortcut = action->shortcut();
    if (shortcut.isEmpty())
        return name;
    //: A toolbar button's tooltip: the action's name and its keyboard shortcut.
    return QCoreApplication::translate("Studio::Accessibility", "%1 (%2)")
        .arg(name, shortcut.toString(QKeySequence::NativeText));
}

void keepToolTip(QAction *action)
{
    auto update = [action] {
        const QString tip = toolTipOf(action);
        // Setting an equal tooltip emits nothing, so the update does not call itself again.
        if (action->toolTip() != tip)
            action->setToolTip(tip);
    };
    QObject::connect(action, &QAction::changed, action, update);
    update();
}

QString withRules(const QString &text, std::initializer_list<QLatin1StringView> ruleIds)
{
    QStringList rules;
    for (const QLatin1StringView id : ruleIds)
        if (const Rule *rule = RuleCatalogue::find(id))
            rules.append(u"%1 %2"_s.arg(QString(rule->id), rule->translatedTitle()));
    if (rules.isEmpty())
        return text;
    //: A form field's tooltip: what the field takes, then the rules that check it.
    return QCoreApplication::translate("Studio::Accessibility", "%1\nRules: %2")
        .arg(text, rules.join(u"; "_s));
}

} // namespace Studio::Accessibility
