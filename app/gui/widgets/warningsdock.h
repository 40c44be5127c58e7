#pragma once

#include "rules/checker.h"
#include "model/finding.h"
#include "rules/fixes.h"

#include <QDockWidget>
#include <QHash>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTimer;
class QTreeView;

namespace Studio {

class EditorDocument;
class FindingsModel;

// Lists the document's findings with severity icon, title, message and place; filters by
// severity and rule; double-click goes to the entry. Fix applies the fixes of the selected
// findings, Fix All Like This those of every finding of the selected one's rule, each as one
// undo step; a label says how many findings have a fix. The buttons follow the findings
// selected now, also after a fix or any other change.
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
    void updateFixButton();
    void scheduleUpdate();
    // Fixes the findings selected in the list.
    void fixSelected();
    // Fixes every finding of the rule of the selected finding.
    void fixAllLikeThis();
    // Fixes `findings` that are still current as one undo step named `text` (empty: the fix's
    // own text); false when none could be fixed.
    bool fix(const QList<Finding> &findings, const QString &text);
    const Finding *currentFinding() const;
    // The rows of the model (not of the filter) selected in the list, in the model's order.
    QList<int> selectedRows() const;
    // The selected finding whose rule Fix All Like This takes: the current one when it is
    // selected, else the first selected.
    const Finding *ruleFinding() const;
    // Which findings of the model have a fix now: countFixable() for all of them (a new file,
    // a bulk change), evaluateRows() for rows that changed, forgetRows() for rows going away.
    void countFixable();
    void evaluateRows(int first, int last);
    void evaluateRow(int row, Fixes::TimeZones &zones);
    void forgetRows(int first, int last);
    void rowsInserted(int first, int last);
    void entriesChanged(const QList<EntryRef> &entries);
    void markStale();

    EditorDocument *m_document; // not owned
    FindingsModel *m_model; // owned by this (QObject parent)
    QSortFilterProxyModel *m_proxy;
    QTreeView *m_view;
    QComboBox *m_severity;
    QComboBox *m_rule;
    QLabel *m_fixableCount;
    QPushButton *m_fix;
    QPushButton *m_fixAll;
    QAction *m_fixAction; // the context menu's, beside the buttons
    QAction *m_fixAllAction;
    QTimer *m_update; // coalesces the updates after changes of the findings
    // Per row of the model: whether the finding has a fix, and how many of each rule do.
    QList<bool> m_fixable;
    QHash<QString, int> m_fixableByRule;
    int m_fixableTotal = 0;
    bool m_fixableStale = true;
    // Entries changed since the last update: their rows are evaluated again then, since a fix
    // can depend on an entry whose findings did not change (a duplicate's first).
    QList<EntryRef> m_changedEntries;
};

} // namespace Studio
