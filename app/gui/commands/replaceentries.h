#pragma once

#include "model/urlentry.h"
#include "rules/checker.h"

#include <QUndoCommand>

namespace Studio {

class EditorDocument;

// Replaces many entries at once as one undo step: bulk edits of a selection or of the whole
// workspace (find and replace in URLs, set a field). Holds the entries before and after, so
// that undo costs one pass however many entries changed.
class ReplaceEntries : public QUndoCommand
{
public:
    ReplaceEntries(EditorDocument *document, QList<EntryRef> refs, QList<UrlEntry> after,
                   const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    EditorDocument *m_document; // not owned
    QList<EntryRef> m_refs;
    QList<UrlEntry> m_before;
    QList<UrlEntry> m_after;
};

} // namespace Studio
