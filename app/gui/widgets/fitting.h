#pragma once

class QComboBox;
class QHeaderView;
class QWidget;

// What keeps the window and its dialogs inside a 1024x700 screen in every language: Czech and
// Ukrainian words run up to half as long again as English, and a widget sized to its longest
// text (a combo box of rule titles, a dialog's one-line label) sets a minimum width no small
// screen has.
namespace Studio::Fitting {

// Sizes `combo` to `characters` rather than to its longest item (its current item is cut
// where the room ends), and lets its popup list grow to show every item whole, up to the
// screen's width.
void compact(QComboBox *combo, int characters);

// Keeps every section of `header` at least as wide as its title (with the margins and the
// sort arrow), now, when its titles change and when the user narrows one: a header is never
// cut ("sponse tir" for Response time).
void keepHeadersWhole(QHeaderView *header);
// The least width of `section` of `header`: its title whole.
int headerWidth(const QHeaderView *header, int section);

// Word-wraps the labels of `dialog` that would make it wider than `characters` average
// characters (a message or an input dialog's question), so that it grows down rather than
// across.
void wrapLongLabels(QWidget *dialog, int characters = 60);

} // namespace Studio::Fitting
