#pragma once

#include "model/urlentry.h"
#include "rules/checker.h"

#include <QUndoCommand>

namespace Studio {

class EditorDocument;

// Replaces one entry by a new value: every field edit, form or table, and every fix that
// corrects an entry. Consecutive edits of the same field of the same entry (typing) merge
// into one undo step.
class ReplaceEntry : public QUndoCommand
{
public:
    // `field` names what changed for merging; an empty field never merges.
    ReplaceEntry(EditorDocument *document, const EntryRef &ref, const UrlEntry &after,
                 const QString &text, const QString &field = {}, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    EditorDocument *m_document; // not owned
    EntryRef m_ref;
    UrlEntry m_before;
    UrlEntry m_after;
    QString m_field;
};

} // namespace Studio
