#pragma once

#include <QList>
#include <QObject>

class QTableView;

namespace Studio {

class EditorDocument;
class EntryFilterModel;
class EntryTableModel;
class ReplaceDialog;
class SetFieldsDialog;
class WindowServices;
struct EntryRef;
struct FieldChanges;

// The Edit menu's work on the entries of the table: delete, add, duplicate and move entries,
// Replace in URLs and Set Fields, each as one undo step, on the current entry, the selected
// rows or every row the table shows. Questions and messages go through the window's
// services.
class EditController : public QObject
{
    Q_OBJECT

public:
    // None is owned; all must outlive the controller. `table` shows `proxy` over `model`.
    EditController(EditorDocument *document, EntryTableModel *model, EntryFilterModel *proxy,
                   QTableView *table, WindowServices *window, QObject *parent = nullptr);

    // The selected rows, or the current one when no more than it is selected.
    void deleteCurrentEntry();
    // A new entry (on the host of the current one), or a copy of the current one, after it.
    void addEntry(bool duplicate);
    // Moves the current entry `delta` places (±1) in its sitemap.
    void moveCurrentEntry(int delta);
    void showReplaceDialog();
    // Replaces `pattern` (a regular expression when `regex`) by `replacement` in the URLs of
    // the selected entries or of all; how many URLs changed.
    int replaceInUrls(const QString &pattern, const QString &replacement, bool regex,
                      bool selectionOnly);
    void showSetFieldsDialog();
    // Sets the fields `changes` names on the entries of `scope`; how many entries changed.
    int setFields(const FieldChanges &changes, const QList<EntryRef> &scope);
    // The selected entries in document order.
    QList<EntryRef> selectedEntries() const;
    // Every entry the table shows, in its order.
    QList<EntryRef> shownEntries() const;

signals:
    // An entry was added and is the table's current one: its URL is to be typed next.
    void entryAdded();

private:
    EditorDocument *m_document; // not owned
    EntryTableModel *m_entryModel; // not owned
    EntryFilterModel *m_entryProxy; // not owned
    QTableView *m_table; // not owned
    WindowServices *m_window; // not owned
    ReplaceDialog *m_replaceDialog = nullptr; // made on first use; child of the window
    SetFieldsDialog *m_setFieldsDialog = nullptr; // made on first use; child of the window
};

} // namespace Studio
