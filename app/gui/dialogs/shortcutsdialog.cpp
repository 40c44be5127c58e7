#include "shortcutsdialog.h"

#include "widgets/accessibility.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The keys of `action`, as the desktop writes them ("Ctrl+Shift+Z, Ctrl+Y").
QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys.append(key.toString(QKeySequence::NativeText));
    return keys.join(u", "_s);
}

// Adds a group for `menu` (named `path`) with its actions that have keys, then its submenus'.
void addMenu(QTreeWidget *list, const QMenu *menu, const QString &path)
{
    QTreeWidgetItem *group = nullptr;
    QList<std::pair<const QMenu *, QString>> submenus;
    for (const QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString text = Accessibility::plainText(action->text());
        if (action->menu()) {
            submenus.append({ action->menu(), path + u" → "_s + text });
            continue;
        }
        if (action->shortcuts().isEmpty())
            continue;
        if (!group) {
            group = new QTreeWidgetItem(list, { path });
            group->setFirstColumnSpanned(true);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
        }
        auto *item = new QTreeWidgetItem(group, { text, keysOf(action) });
        item->setData(0, Qt::UserRole, action->objectName());
        item->setToolTip(0, action->statusTip());
    }
    for (const auto &[submenu, subpath] : submenus)
        addMenu(list, submenu, subpath);
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menuBar, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"shortcutsDialog"_s);
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(u"shortcutsFilter"_s);
    m_filter->setClearButtonEnabled(true);
    m_filter->setPlaceholderText(tr("Filter: an action, a menu or a key"));
    m_filter->setAccessibleName(tr("Filter the shortcuts"));
    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"shortcutsList"_s);
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({ tr("Action"), tr("Keys") });
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_empty = new QLabel(this);
    m_empty->setObjectName(u"shortcutsEmpty"_s);
    m_empty->setWordWrap(true);
    m_empty->hide();
    for (const QAction *top : menuBar->actions())
        if (top->menu())
            addMenu(m_list, top->menu(), Accessibility::plainText(top->text()));
    m_list->expandAll();
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_empty);
    layout->addWidget(buttons);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::setFilter);

    const int chars = fontMetrics().averageCharWidth();
    QSize size(chars * 80, fontMetrics().height() * 36);
    if (const QScreen *screen = parent ? parent->screen() : this->screen())
        size = size.boundedTo(screen->availableGeometry().size() * 9 / 10);
    resize(size);
}

void ShortcutsDialog::setFilter(const QString &text)
{
    if (m_filter->text() != text)
        m_filter->setText(text); // comes back here through textChanged
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    int shown = 0;
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_list->topLevelItem(g);
        int inGroup = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const QString line
                = group->text(0) + u'\n' + item->text(0) + u'\n' + item->text(1);
            bool match = true;
            for (const QString &word : words)
                match = match && line.contains(word, Qt::CaseInsensitive);
            item->setHidden(!match);
            inGroup += match ? 1 : 0;
        }
        group->setHidden(inGroup == 0);
        shown += inGroup;
    }
    m_empty->setText(shown == 0 ? tr("No shortcut matches “%1”.").arg(text.trimmed()) : QString());
    m_empty->setVisible(shown == 0);
}

QStringList ShortcutsDialog::shownLines() const
{
    QStringList lines;
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = m_list->topLevelItem(g);
        if (group->isHidden())
            continue;
        for (int i = 0; i < group->childCount(); ++i)
            if (!group->child(i)->isHidden())
                lines.append(u"%1: %2: %3"_s.arg(group->text(0), group->child(i)->text(0),
                                                 group->child(i)->text(1)));
    }
    return lines;
}

} // namespace Studio
