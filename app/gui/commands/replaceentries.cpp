#include "replaceentries.h"

#include "document/editordocument.h"

namespace Studio {

ReplaceEntries::ReplaceEntries(EditorDocument *document, QList<EntryRef> refs,
                               QList<UrlEntry> after, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_refs(std::move(refs))
    , m_after(std::move(after))
{
    m_before.reserve(m_refs.size());
    for (const EntryRef &ref : std::as_const(m_refs))
        m_before.append(document->entry(ref));
}

void ReplaceEntries::undo()
{
    m_document->setEntries(m_refs, m_before);
}

void ReplaceEntries::redo()
{
    m_document->setEntries(m_refs, m_after);
}

} // namespace Studio
