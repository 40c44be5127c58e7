#include "replaceworkspace.h"

#include "document/editordocument.h"

namespace Studio {

ReplaceWorkspace::ReplaceWorkspace(EditorDocument *document, Workspace after, const QString &text,
                                   QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_before(document->workspace())
    , m_after(std::move(after))
{
}

void ReplaceWorkspace::undo()
{
    m_document->setWorkspace(m_before);
}

void ReplaceWorkspace::redo()
{
    m_document->setWorkspace(m_after);
}

} // namespace Studio
