#pragma once

#include "rules/checker.h"

#include <QWidget>

class QComboBox;
class QPushButton;
class QTableWidget;

namespace Studio {

class EditorDocument;

// The Alternates tab: the entry's xhtml:link elements (hreflang, URL, rel) in a table shown
// from the entry, a language-region picker for new links, and "Add reciprocal links", which
// gives every other URL of the set that is in the workspace the same set of annotations,
// as one undo step.
class AlternatesEditor : public QWidget
{
    Q_OBJECT

public:
    explicit AlternatesEditor(EditorDocument *document, QWidget *parent = nullptr);

    void setEntry(const EntryRef &ref);
    // Adds the missing links to the other URLs of the set; returns how many entries changed.
    int addReciprocalLinks();

private:
    enum Column { Hreflang, Href, Rel, ColumnCount };
    // What the column takes and the rules that check it.
    static QString columnToolTip(int column);
    void refresh();
    void editCell(int row, int column);

    EditorDocument *m_document; // not owned
    EntryRef m_ref;
    QTableWidget *m_table;
    QComboBox *m_picker;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_reciprocal;
    bool m_refreshing = false;
};

} // namespace Studio
