#pragma once

#include "model/urlentry.h"
#include "rules/checker.h"

#include <QUndoCommand>

namespace Studio {

class EditorDocument;

// Inserts one entry (Add, Duplicate); undo takes it out again.
class InsertEntry : public QUndoCommand
{
public:
    InsertEntry(EditorDocument *document, const EntryRef &ref, const UrlEntry &entry,
                const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    EditorDocument *m_document; // not owned
    EntryRef m_ref;
    UrlEntry m_entry;
};

} // namespace Studio
