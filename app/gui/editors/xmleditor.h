#pragma once

#include "rules/checker.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace Studio {

class EditorDocument;

// The XML tab of the entry editor: the entry as the writer writes it, editable. Apply parses the
// text back with the same reader that opens files (wrapped in the sitemap's root element and
// namespaces) and replaces the entry as one undo step; text that is not one well-formed entry
// is refused with the reader's message and position.
class XmlEditor : public QWidget
{
    Q_OBJECT

public:
    explicit XmlEditor(EditorDocument *document, QWidget *parent = nullptr);

    void setEntry(const EntryRef &ref);
    // Parses the text and applies it; false (with the reason shown) when it cannot.
    bool apply();

private:
    void refresh();

    EditorDocument *m_document; // not owned
    EntryRef m_ref;
    QPlainTextEdit *m_text;
    QPushButton *m_apply;
    QPushButton *m_revert;
    QLabel *m_error;
    bool m_refreshing = false;
};

} // namespace Studio
