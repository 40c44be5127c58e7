#pragma once

#include "rules/checker.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace Studio {

class EditorDocument;
class UrlEntry;

// One tab of the entry editor for the entry's images, videos or news items: the list of
// items, Add and Remove, and a form with a field for every element of the item's kind. The
// deprecated elements are marked as such, and the rules' length limits are shown as the user
// types. Every change is an edit of the document; typing in one field merges into one step.
class ItemsEditor : public QWidget
{
    Q_OBJECT

public:
    enum class Kind { Image, Video, News };

    ItemsEditor(Kind kind, EditorDocument *document, QWidget *parent = nullptr);

    void setEntry(const EntryRef &ref);
    int currentItem() const;
    // Gives the buttons and the form's labels mnemonics that keep clear of `taken` (the
    // letters the window uses around the tab) and of each other: the fields in use first,
    // the deprecated ones with what letters are left.
    void assignMnemonics(const QString &taken);

private:
    struct Field
    {
        int key;
        QString name; // element name, "loc", "publication_date"
        bool deprecated;
        qsizetype maxLength; // 0 for none
        QString attribute; // edits this attribute of the element rather than its text
        QString values; // the attribute's allowed values, as a hint
        QString label; // without mnemonic, colon or "(deprecated)"
        QLineEdit *edit = nullptr;
        QLabel *labelWidget = nullptr;
        QLabel *hint = nullptr;
    };

    void refresh();
    void refreshForm();
    // `what` identifies the field for merging the keystrokes of one edit into one step
    // ("image[2].loc"); `shown` names it for the user as the form and the warnings do
    // ("Image 3 <image:loc>"). Both empty for a change of the items themselves.
    void edit(const QString &what, const UrlEntry &changed, const QString &shown = {});
    QString prefix() const;

    Kind m_kind;
    EditorDocument *m_document; // not owned
    EntryRef m_ref;
    QListWidget *m_list;
    QPushButton *m_add;
    QPushButton *m_remove;
    QWidget *m_form;
    QList<Field> m_fields;
    bool m_refreshing = false;
};

} // namespace Studio
