#pragma once

#include <QLatin1StringView>
#include <QString>

#include <initializer_list>

class QAbstractSpinBox;
class QTabWidget;
class QAction;
class QMenuBar;
class QWidget;

// Keyboard access shared by the window's parts: mnemonics that do not clash, and toolbar
// tooltips that name an action and its shortcut.
namespace Studio::Accessibility {

// The letter that `text` marks with '&' as its mnemonic, in lower case; a null QChar when
// there is none ("&&" is a literal ampersand).
QChar mnemonicOf(const QString &text);
// The mnemonics of the menu bar's menus, and those in `root` (its buttons, labels with a
// buddy, group boxes and tabs, shown or not), so that another part can keep clear of them.
QString mnemonicsOf(const QMenuBar *menuBar);
QString mnemonicsIn(const QWidget *root);

// `plain` (a text without mnemonic, whose '&' are literal) with a mnemonic on a letter not in
// `taken`: the first letter of a word if one is free, else any letter; a plain ASCII letter
// before another. The letter chosen is
// added to `taken`. The text as it is (its '&' escaped) when every letter is taken, so a
// form of many fields gives mnemonics to its first ones.
QString withMnemonic(const QString &plain, QString *taken);

// "Save" for "&Save…": the words a tooltip or a message names an action by.
QString plainText(const QString &actionText);
// "Save (Ctrl+S)": the action's name and, when it has one, its shortcut as the platform
// writes it.
QString toolTipOf(const QAction *action);
// Sets toolTipOf(action) now and whenever the action's text or shortcut changes (an undo
// action's text follows the stack). The action's longer description belongs in its status tip.
void keepToolTip(QAction *action);

// Whether Tab may stop on `w`: it takes Tab, is enabled, and a user sees it. Qt's own walk
// stops on widgets that are "visible" yet out of sight: those of a dock tabified behind
// another, a dock tab bar the window keeps off screen, a tab bar's scroll arrows (the tab
// bar's arrow keys do their work).
bool isTabStop(const QWidget *w);
// Makes Tab and Shift+Tab go round the tab stops of `form` while the keyboard is in it, so that
// the next key typed after a field goes to the form's next field and never to another part of
// the window (where type-ahead would choose another entry under an edit). Escape leaves it;
// see leaveFormOnEscape().
void keepTabWithin(QWidget *form);
// The form of keepTabWithin() that holds `w`; null when none does.
QWidget *tabScopeOf(const QWidget *w);
// keepTabWithin() for each page of `pages`, and Escape in a page gives the keyboard to
// `leaveTo`.
void keepTabInPages(QTabWidget *pages, QWidget *leaveTo);
// Moves the tab stops of `part` (a panel whose forms keep the keyboard) to the end of its
// window's Tab order, just before `first`, the window's first stop: the rest of the window
// comes first on the way. (setTabOrder() leaves widgets that never take the keyboard where
// they are, and so are they here.)
void putLastInTabOrder(QWidget *part, QWidget *first);

// The tab stop after (or before) `from` in its window's focus chain, inside the form that holds
// `from` if one does (keepTabWithin()); null when there is none.
QWidget *nextTabStop(QWidget *from, bool next);
// Gives the keyboard to the tab stop after (or before) the focus widget of `window`: what Tab
// and Shift+Tab do there. False when the focus is not in `window`.
bool moveToTabStop(QWidget *window, bool next);

// Makes Tab and Shift+Tab leave `box` while it shows its special value text ("any"), which
// Qt's date edits otherwise keep the keyboard in, moving from a section to the same section.
void letTabLeave(QAbstractSpinBox *box);

// A form field's tooltip: `text`, what the protocol expects, then the rules that check the
// field, by id and title ("Rules: SM307 Video description too long"), from the catalogue.
QString withRules(const QString &text, std::initializer_list<QLatin1StringView> ruleIds);

} // namespace Studio::Accessibility
