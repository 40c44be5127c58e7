#include "removeentry.h"

#include "document/editordocument.h"

namespace Studio {

RemoveEntry::RemoveEntry(EditorDocument *document, const EntryRef &ref, const QString &text,
                         QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_ref(ref)
    , m_entry(document->entry(ref))
{
}

void RemoveEntry::undo()
{
    m_document->insertEntry(m_ref, m_entry);
}

void RemoveEntry::redo()
{
    m_document->removeEntry(m_ref);
}

} // namespace Studio
