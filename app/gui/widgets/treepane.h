#pragma once

#include "rules/checker.h"

#include <QWidget>

class QStackedWidget;
class QToolButton;
class QTreeView;

namespace Studio {

class EditorDocument;
class SiteTreeModel;

// The Workspace dock's content: the file view (index → sitemaps → entries, the view given)
// and the site view (hosts → folders → pages, SiteTreeModel), one at a time, with a switch
// between them above. The choice is kept in the settings.
class TreePane : public QWidget
{
    Q_OBJECT

public:
    enum Mode { Files, Site };

    // `filesView` is taken over (reparented); its model is the caller's.
    TreePane(EditorDocument *document, QTreeView *filesView, QWidget *parent = nullptr);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    QTreeView *siteView() const { return m_siteView; }
    SiteTreeModel *siteModel() const { return m_siteModel; }

signals:
    // A host or folder of the site view became current: the table is to show its URLs
    // (`prefix` such as "https://example.com/blog/"); an empty prefix: no folder any more.
    void folderChosen(const QString &prefix);
    // A page of the site view became current.
    void pageChosen(const Studio::EntryRef &ref);

private:
    EditorDocument *m_document; // not owned
    QTreeView *m_filesView;
    QTreeView *m_siteView;
    SiteTreeModel *m_siteModel;
    QStackedWidget *m_stack;
    QToolButton *m_filesButton;
    QToolButton *m_siteButton;
    Mode m_mode = Files;
    EntryRef m_currentPage; // the page current in the site view; entry -1 for none
};

} // namespace Studio
