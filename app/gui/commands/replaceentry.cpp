#include "replaceentry.h"

#include "document/editordocument.h"

namespace Studio {

ReplaceEntry::ReplaceEntry(EditorDocument *document, const EntryRef &ref, const UrlEntry &after,
                           const QString &text, const QString &field, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_ref(ref)
    , m_before(document->entry(ref))
    , m_after(after)
    , m_field(field)
{
}

void ReplaceEntry::undo()
{
    m_document->setEntry(m_ref, m_before);
}

void ReplaceEntry::redo()
{
    m_document->setEntry(m_ref, m_after);
}

int ReplaceEntry::id() const
{
    return m_field.isEmpty() ? -1 : 1;
}

bool ReplaceEntry::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ReplaceEntry *>(other);
    if (next->m_ref != m_ref || next->m_field != m_field)
        return false;
    m_after = next->m_after;
    // Typed back to where it started: no step at all.
    setObsolete(m_after == m_before);
    return true;
}

} // namespace Studio
