#pragma once

#include <QObject>
#include <QPointer>

class QMainWindow;
class QMenu;
class QTableView;

namespace Studio {

class EditorDocument;
class EntryTableModel;
class WarningsDock;

// The View menu and what it governs: the docks shown, each by its title; the table's columns,
// chosen by hand in the menu or the header's context menu (kept in the settings) or, for the
// image, video, news and alternate columns, following what the document has; the language of
// the next start; and the height of the Warnings dock, sized to its findings.
class ViewController : public QObject
{
    Q_OBJECT

public:
    // None is owned; all must outlive the controller. `window` holds the docks.
    ViewController(EditorDocument *document, EntryTableModel *model, QTableView *table,
                   WarningsDock *warnings, QMainWindow *window);

    // Fills View: a toggle for each dock, then Columns and Language.
    void fillViewMenu(QMenu *view);
    // View → Columns, also the table header's context menu.
    QMenu *columnMenu();
    // Whether the table shows `column`.
    bool isColumnShown(int column) const;
    // Shows or hides `column`, chosen by hand (kept in the settings): the extension columns so
    // chosen no longer follow the content.
    void setColumnShown(int column, bool shown);
    // The extension columns show when the document has such items, unless chosen by hand.
    void showExtensionColumns();
    // Tall enough for the findings there are, from two rows to eight, within a third of the
    // window.
    void fitWarningsDock();
    // The first layout of `window`, `width` wide, without a saved one: the Workspace shows a
    // path of 30 characters, the entry editor its fields, the table what is left; where that
    // would be under 100 characters (a small screen) the Workspace waits as a tab beside the
    // Entry panel. Then fitWarningsDock().
    void arrangeFirstLayout(QMainWindow *window, int width, int treeIndentation);
    // Shrinks and moves `window` so that its frame lies within the available screen; returns
    // the size it is given.
    static QSize fitToScreen(QWidget *window);

signals:
    // View → Language chose `code` ("" for the system's) for the next start.
    void languageChosen(const QString &code);

private:
    QMenu *languageMenu();

    EditorDocument *m_document; // not owned
    EntryTableModel *m_model; // not owned
    QTableView *m_table; // not owned
    WarningsDock *m_warnings; // not owned
    QMainWindow *m_window; // not owned
    QPointer<QMenu> m_columnMenu;
};

} // namespace Studio
