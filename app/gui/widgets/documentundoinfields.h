#pragma once

#include <QObject>

class QWidget;

namespace Studio {

// Ctrl+Z and Ctrl+Y in a field of the Entry panel that has nothing of its own to undo or redo
// (its value came from the document) reach the document's Undo and Redo: a line edit takes
// those keys whatever its history holds, and the user, whose cursor lands there after
// Replace or a click, would press them to no effect. The XML view keeps its own.
class DocumentUndoInFields : public QObject
{
public:
    DocumentUndoInFields(QWidget *panel, QObject *parent)
        : QObject(parent)
        , m_panel(panel)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_panel; // not owned: the Entry panel
};

} // namespace Studio
