#include "accessibility.h"

#include "model/rule.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QShortcut>
#include <QTabWidget>
#include <QTabBar>

using namespace Qt::StringLiterals;

namespace Studio::Accessibility {

namespace {

// See letTabLeave().
class TabLeaves : public QObject
{
public:
    explicit TabLeaves(QAbstractSpinBox *box)
        : QObject(box)
        , m_box(box)
    {
        box->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress || m_box->specialValueText().isEmpty()
            || m_box->text() != m_box->specialValueText())
            return QObject::eventFilter(watched, event);
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool next = key->key() == Qt::Key_Tab && key->modifiers() == Qt::NoModifier;
        const bool previous = key->key() == Qt::Key_Backtab
            || (key->key() == Qt::Key_Tab && key->modifiers() == Qt::ShiftModifier);
        if (!next && !previous)
            return QObject::eventFilter(watched, event);
        // The next (or previous) tab stop of the window, outside the box.
        for (QWidget *w = next ? m_box->nextInFocusChain() : m_box->previousInFocusChain();
             w && w != m_box; w = next ? w->nextInFocusChain() : w->previousInFocusChain()) {
            if (w->window() == m_box->window() && !m_box->isAncestorOf(w) && isTabStop(w)) {
                w->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QAbstractSpinBox *m_box; // not owned: the parent
};

} // namespace

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

QString mnemonicsIn(const QWidget *root)
{
    QString letters;
    auto add = [&letters](const QString &text) {
        if (const QChar letter = mnemonicOf(text); !letter.isNull())
            letters += letter;
    };
    QList<const QWidget *> widgets = { root };
    for (const QWidget *child : root->findChildren<QWidget *>())
        widgets.append(child);
    for (const QWidget *w : std::as_const(widgets)) {
        if (auto *button = qobject_cast<const QAbstractButton *>(w))
            add(button->text());
        else if (auto *label = qobject_cast<const QLabel *>(w); label && label->buddy())
            add(label->text());
        else if (auto *group = qobject_cast<const QGroupBox *>(w))
            add(group->title());
        else if (auto *tabs = qobject_cast<const QTabBar *>(w))
            for (int tab = 0; tab < tabs->count(); ++tab)
                add(tabs->tabText(tab));
    }
    return letters;
}

QString withMnemonic(const QString &plain, QString *taken)
{
    QString escaped = plain;
    escaped.replace(u'&', u"&&"_s);
    auto isFree = [taken](QChar c) {
        return c.isLetter() && !taken->contains(c.toLower());
    };
    qsizetype chosen = -1;
    // A word's first letter reads best, then any letter; a plain ASCII letter before others,
    // since it is on every keyboard.
    for (const bool wordStart : { true, false }) {
        for (const bool asciiOnly : { true, false }) {
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

bool isTabStop(const QWidget *w)
{
    if (!w || !w->isVisible() || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus)
        || w->focusProxy())
        return false;
    if (qobject_cast<const QAbstractButton *>(w)
        && qobject_cast<const QTabBar *>(w->parentWidget()))
        return false;
    if (w->width() <= 0 || w->height() <= 0)
        return false;
    // In a scroll area, the area is to be in sight: it scrolls the widget into view when the
    // widget takes the keyboard.
    const QWidget *inSight = w;
    for (const QWidget *p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        if (auto *area = qobject_cast<const QAbstractScrollArea *>(p);
            area && area->viewport()->isAncestorOf(w))
            inSight = area;
    // Covered by a sibling (a dock behind the current one of its tab group) or off screen.
    if (inSight->visibleRegion().isEmpty())
        return false;
    for (const QWidget *p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        if (qobject_cast<const QDockWidget *>(p) && p->visibleRegion().isEmpty())
            return false;
    return true;
}

namespace {
constexpr char TabScope[] = "studioTabScope";
}

void keepTabWithin(QWidget *form)
{
    form->setProperty(TabScope, true);
}

QWidget *tabScopeOf(const QWidget *w)
{
    for (QWidget *p = w ? w->parentWidget() : nullptr; p && !p->isWindow(); p = p->parentWidget())
        if (p->property(TabScope).toBool())
            return p;
    return nullptr;
}

void keepTabInPages(QTabWidget *pages, QWidget *leaveTo)
{
    for (int i = 0; i < pages->count(); ++i)
        keepTabWithin(pages->widget(i));
    auto *leave = new QShortcut(QKeySequence(Qt::Key_Escape), pages);
    leave->setContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(leave, &QShortcut::activated, leaveTo,
                     [leaveTo] { leaveTo->setFocus(Qt::ShortcutFocusReason); });
}

void putLastInTabOrder(QWidget *part, QWidget *first)
{
    QWidgetList stops;
    for (QWidget *w = part->nextInFocusChain(); w != part; w = w->nextInFocusChain())
        if (part->isAncestorOf(w) && w->focusPolicy() != Qt::NoFocus)
            stops.append(w);
    QWidget *before = first->previousInFocusChain();
    while (part->isAncestorOf(before) || before->focusPolicy() == Qt::NoFocus)
        before = before->previousInFocusChain();
    for (QWidget *w : std::as_const(stops)) {
        QWidget::setTabOrder(before, w);
        before = w;
    }
}

QWidget *nextTabStop(QWidget *from, bool next)
{
    const QWidget *window = from->window();
    // The chain is a ring: walking it from `from` meets the form's first stop after its last.
    const QWidget *scope = tabScopeOf(from);
    for (QWidget *w = next ? from->nextInFocusChain() : from->previousInFocusChain();
         w && w != from; w = next ? w->nextInFocusChain() : w->previousInFocusChain())
        if (w->window() == window && isTabStop(w) && (!scope || scope->isAncestorOf(w)))
            return w;
    return nullptr;
}

bool moveToTabStop(QWidget *window, bool next)
{
    QWidget *from = QApplication::focusWidget();
    if (!from || from->window() != window)
        return false;
    if (QWidget *to = nextTabStop(from, next))
        to->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

void letTabLeave(QAbstractSpinBox *box)
{
    new TabLeaves(box);
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
