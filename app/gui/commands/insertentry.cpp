#include "insertentry.h"

#include "document/editordocument.h"

namespace Studio {

InsertEntry::InsertEntry(EditorDocument *document, const EntryRef &ref, const UrlEntry &entry,
                         const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_ref(ref)
    , m_entry(entry)
{
}

void InsertEntry::undo()
{
    m_document->removeEntry(m_ref);
}

void InsertEntry::redo()
{
    m_document->insertEntry(m_ref, m_entry);
}

} // namespace Studio
