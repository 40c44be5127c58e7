#pragma once

#include "document/editordocument.h"

#include <QUndoCommand>

namespace Studio {

// Removes one entry (a duplicate's fix, Delete); undo puts it back where it was.
class RemoveEntry : public QUndoCommand
{
public:
    RemoveEntry(EditorDocument *document, const EntryRef &ref, const QString &text,
                QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    EditorDocument *m_document; // not owned
    EntryRef m_ref;
    EditorDocument::Removed m_removed;
};

} // namespace Studio
