#pragma once

#include "rules/finding.h"

#include <QDockWidget>

class QComboBox;
class QPushButton;
class QSortFilterProxyModel;
class QTreeView;

namespace Studio {

class EditorDocument;
class FindingsModel;

// Lists the document's findings with severity icon, title, message and place; filters by
// severity and rule; double-click goes to the entry; Fix applies the rule's fix as one undo
// step.
class WarningsDock : public QDockWidget
{
    Q_OBJECT

public:
    WarningsDock(EditorDocument *document, QWidget *parent = nullptr);

    FindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    // The rule of the finding selected in the list; empty when none is.
    QString currentRule() const;

signals:
    // The user asked to go to the place of a finding.
    void findingActivated(const Studio::Finding &finding);

private:
    void applyFilter();
    void updateFixButton();
    void fixCurrent();
    const Finding *currentFinding() const;

    EditorDocument *m_document; // not owned
    FindingsModel *m_model; // owned by this (QObject parent)
    QSortFilterProxyModel *m_proxy;
    QTreeView *m_view;
    QComboBox *m_severity;
    QComboBox *m_rule;
    QPushButton *m_fix;
};

} // namespace Studio
