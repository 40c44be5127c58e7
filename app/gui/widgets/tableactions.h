#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAbstractItemView;
class QAction;
class QHeaderView;
class QMenu;
class QPoint;

namespace Studio {

// Every table's way out of the window: a context menu with Copy (the selected rows as
// tab-separated text, with Ctrl+C on the table too), Copy with Header, Select All and Export
// to CSV… (every row the view shows, in the order and with the columns it shows them, a header
// line first), then the owner's own actions. The text is the cells' as the view shows them
// (numbers plain), quoted by DelimitedText as spreadsheet programs read it.
//
// Works on a table view or a tree view of rows (a tree's top-level rows and, under each, its
// children, in the order shown). Made a child of the view.
class TableActions : public QObject
{
    Q_OBJECT

public:
    // `name` is what an export is called by default ("crawl-pages" gives crawl-pages.csv).
    TableActions(QAbstractItemView *view, const QString &name);

    // The owner's actions, below the table's own in the context menu; a null action is a
    // separator.
    void addAction(QAction *action);
    // Where Export to CSV… suggests writing; the user's home folder when empty.
    void setFolder(std::function<QString()> folder) { m_folder = std::move(folder); }
    QAbstractItemView *view() const { return m_view; }

    // The rows as text: the selected rows (or every row shown), with a header line when
    // `header`; tab- or comma-separated.
    QByteArray text(bool selectedOnly, bool header, bool tabs) const;
    // Copies the selected rows (tab-separated) to the clipboard; false when none is selected.
    bool copySelection(bool header = false) const;
    // Writes every row shown as CSV to `path`, atomically (a file of that name is replaced
    // only once the new one is whole); false with the reason in `error`.
    bool exportTo(const QString &path, QString *error) const;
    // Asks where, then exportTo().
    void showExportDialog();
    // The context menu as it is shown at `position` (the view's viewport coordinates).
    QMenu *menu() const { return m_menu; }

    // A file `bytes` go to, atomically, for the owner's own exports (same rules as exportTo).
    static bool writeFile(const QString &path, const QByteArray &bytes, QString *error);
    // Asks where to write a CSV file named `name` by default, in `folder`; empty when
    // cancelled. A name without a suffix gets ".csv".
    static QString askForCsvPath(QWidget *parent, const QString &title, const QString &folder,
                                 const QString &name);

private:
    bool eventFilter(QObject *watched, QEvent *event) override;
    QHeaderView *header() const;
    void showMenu(const QPoint &position);

    QAbstractItemView *m_view; // not owned (the parent)
    QString m_name;
    QMenu *m_menu; // owned (child of the view)
    QAction *m_copy;
    QAction *m_copyWithHeader;
    QAction *m_export;
    std::function<QString()> m_folder;
};

} // namespace Studio
