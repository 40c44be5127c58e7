#include "removeentry.h"

#include "document/editordocument.h"

namespace Studio {

RemoveEntry::RemoveEntry(EditorDocument *document, const EntryRef &ref, const QString &text,
                         QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_ref(ref)

{
}

void RemoveEntry::undo()
{
    m_document->restoreEntry(m_ref, m_removed);
}

void RemoveEntry::redo()
{
    m_removed = m_document->removeEntry(m_ref);
}

} // namespace Studio
