#pragma once

#include "rules/checker.h"

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace Studio {

class EditorDocument;
class UrlEntry;

// The General tab of the entry editor: loc, lastmod (W3C Datetime), changefreq and priority
// of the current entry; loc and lastmod only for an entry of an index, which may hold no more.
// Every keystroke is an edit of the document (typing in one field merges into one undo step), so
// the warnings follow as the user types.
class GeneralEditor : public QWidget
{
    Q_OBJECT

public:
    explicit GeneralEditor(EditorDocument *document, QWidget *parent = nullptr);

    // Shows `ref`; an invalid entry index empties and disables the form.
    void setEntry(const EntryRef &ref);
    EntryRef entry() const { return m_ref; }
    // Puts the keyboard focus on the field a finding is about.
    void focusField(int findingField);

private:
    // Opens a calendar for the lastmod; accepting it is one undo step.
    void pickLastmod();
    void refresh();
    void edit(const QString &field, const UrlEntry &changed);
    bool isIndexEntry() const; // the entry shown names a sitemap of an index

    EditorDocument *m_document; // not owned
    EntryRef m_ref;
    QFormLayout *m_form;
    QLabel *m_locLabel;
    QLineEdit *m_loc;
    QLineEdit *m_lastmod;
    QComboBox *m_changefreq;
    QLineEdit *m_priority;
    QLabel *m_findings;
    bool m_refreshing = false;
};

} // namespace Studio
