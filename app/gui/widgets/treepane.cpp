#include "treepane.h"

#include "document/editordocument.h"
#include "models/sitetreemodel.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QSettings>
#include <QStackedWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

const QString ModeKey = u"treePane/mode"_s;

} // namespace

TreePane::TreePane(EditorDocument *document, QTreeView *filesView, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_filesView(filesView)
{
    setObjectName(u"treePane"_s);
    m_siteModel = new SiteTreeModel(document, this);
    m_siteView = new QTreeView(this);
    m_siteView->setObjectName(u"siteTree"_s);
    m_siteView->setAccessibleName(tr("Site"));
    m_siteView->setHeaderHidden(true);
    m_siteView->setUniformRowHeights(true);
    m_siteView->setTextElideMode(Qt::ElideMiddle);
    // The model is set when the site view is first shown: the one pass over a million URLs
    // that makes the hosts is then paid only by those who look at the site.
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(filesView);
    m_stack->addWidget(m_siteView);

    auto makeButton = [this](const QString &name, const QString &text, const QString &tip) {
        auto *button = new QToolButton(this);
        button->setObjectName(name);
        button->setText(text);
        button->setToolTip(tip);
        button->setCheckable(true);
        button->setAutoRaise(true);
        return button;
    };
    m_filesButton = makeButton(u"treeFilesButton"_s, tr("Files"),
                               tr("The files: an index, its sitemaps and their entries"));
    m_siteButton = makeButton(u"treeSiteButton"_s, tr("Site"),
                              tr("The site: hosts, folders and pages, with their URL counts and "
                                 "worst findings; a folder filters the table"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_filesButton, Files);
    group->addButton(m_siteButton, Site);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_filesButton);
    bar->addWidget(m_siteButton);
    bar->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_stack);
    connect(group, &QButtonGroup::idClicked, this, [this](int id) { setMode(Mode(id)); });

    // The current page follows its entry when an edit moves it to another folder.
    connect(m_siteModel, &SiteTreeModel::pageMoved, this, [this](const EntryRef &ref) {
        if (ref != m_currentPage || !m_siteView->model())
            return;
        m_siteView->setCurrentIndex(m_siteModel->indexFor(ref));
        // Once the view has laid out the rows the move changed.
        QMetaObject::invokeMethod(
            m_siteView, [this] { m_siteView->scrollTo(m_siteView->currentIndex()); },
            Qt::QueuedConnection);
    });
    connect(m_siteModel, &QAbstractItemModel::modelReset, this,
            [this] { m_currentPage = EntryRef(); });
    // A new document shows all its URLs: no folder is chosen any more.
    connect(document, &EditorDocument::opened, this, [this] {
        m_currentPage = EntryRef();
        emit folderChosen(QString());
    });
    setMode(Mode(QSettings().value(ModeKey, int(Files)).toInt() == Site ? Site : Files));
}

void TreePane::setMode(Mode mode)
{
    if (mode == Site && !m_siteView->model()) {
        m_siteView->setModel(m_siteModel);
        // What the user chooses (a click, the keys, a selection made for them), not the
        // current row a view takes on its own when it gets the focus: showing the Site tab
        // filters nothing.
        connect(m_siteView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                [this] {
                    const QModelIndex current = m_siteView->currentIndex();
                    if (!current.isValid() || m_document->isChanging()
                        || !m_siteView->selectionModel()->isSelected(current))
                        return;
                    const EntryRef ref = m_siteModel->entryAt(current);
                    m_currentPage = ref;
                    if (ref.entry >= 0) {
                        emit pageChosen(ref);
                        return;
                    }
                    emit folderChosen(QString::fromUtf8(m_siteModel->prefixAt(current)));
                });
    }
    if (mode == Files && m_mode == Site)
        emit folderChosen(QString()); // the file view shows every URL again
    m_mode = mode;
    m_stack->setCurrentIndex(mode == Site ? 1 : 0);
    m_filesButton->setChecked(mode == Files);
    m_siteButton->setChecked(mode == Site);
    QSettings().setValue(ModeKey, int(mode));
}

} // namespace Studio
