#pragma once

#include "model/workspace.h"

#include <QUndoCommand>

namespace Studio {

class EditorDocument;

// Puts a whole workspace in place of the document's (recovering autosaved work), so that the
// user can undo back to the file as it is on disk. Copies share their entry lists until
// either side changes.
class ReplaceWorkspace : public QUndoCommand
{
public:
    ReplaceWorkspace(EditorDocument *document, Workspace after, const QString &text,
                     QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    EditorDocument *m_document; // not owned
    Workspace m_before;
    Workspace m_after;
};

} // namespace Studio
