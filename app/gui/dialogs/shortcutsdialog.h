#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QMenuBar;
class QTreeWidget;

namespace Studio {

// Help → Keyboard Shortcuts: every action of the menus that has keys, grouped by its menu
// ("File", "View → Columns"), read from the menu bar as it is when the dialog opens, so that
// the list never lags behind the menus. A filter field ("shortcutsFilter") keeps the rows
// whose action, menu or keys hold every word typed.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(const QMenuBar *menuBar, QWidget *parent = nullptr);

    void setFilter(const QString &text);
    QTreeWidget *list() const { return m_list; }
    // The actions shown now, as "Menu: Action: Keys" lines (for tests and the clipboard).
    QStringList shownLines() const;

private:
    QLineEdit *m_filter;
    QTreeWidget *m_list;
    QLabel *m_empty;
};

} // namespace Studio
