#include "tableactions.h"
#include "savelocation.h"

#include "io/writing/durablefile.h"
#include "util/delimitedtext.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelection>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QTableView>
#include <QTreeView>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// A cell as the view shows it; numbers without the locale's group separators, so that a
// spreadsheet reads them as numbers.
QString cellText(const QModelIndex &index)
{
    const QVariant value = index.data(Qt::DisplayRole);
    switch (value.typeId()) {
    case QMetaType::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case QMetaType::Bool:
        return value.toBool() ? u"yes"_s : u"no"_s;
    default:
        return value.toString();
    }
}

// The rows of `model` under `parent` in the order shown, then each one's children (a tree).
void collectRows(const QAbstractItemModel *model, const QModelIndex &parent,
                 QList<QModelIndex> *rows)
{
    const int count = model->rowCount(parent);
    for (int row = 0; row < count; ++row) {
        const QModelIndex index = model->index(row, 0, parent);
        rows->append(index);
        if (model->hasChildren(index))
            collectRows(model, index, rows);
    }
}

// The rows from the top down to `index`: its place in the order a tree shows.
QList<int> rowPath(const QModelIndex &index)
{
    QList<int> path;
    for (QModelIndex at = index; at.isValid(); at = at.parent())
        path.prepend(at.row());
    return path;
}

} // namespace

TableActions::TableActions(QAbstractItemView *view, const QString &name)
    : QObject(view)
    , m_view(view)
    , m_name(name)
    , m_menu(new QMenu(view))
{
    setObjectName(name + u"Actions"_s);
    m_menu->setObjectName(name + u"Menu"_s);
    // Ctrl+C is the table's own (eventFilter()): the menu shows it, without a shortcut that
    // every table's menu would claim at once.
    m_copy = m_menu->addAction(
        tr("&Copy") + u'\t' + QKeySequence(QKeySequence::Copy).toString(QKeySequence::NativeText),
        this, [this] { copySelection(false); });
    m_copy->setObjectName(u"copyRows"_s);
    m_copy->setStatusTip(tr("Copy the selected rows as tab-separated text, for a spreadsheet"));
    m_copyWithHeader
        = m_menu->addAction(tr("Copy with &Header"), this, [this] { copySelection(true); });
    m_copyWithHeader->setObjectName(u"copyRowsWithHeader"_s);
    QAction *selectAll = m_menu->addAction(tr("Select &All"), view, &QAbstractItemView::selectAll);
    selectAll->setObjectName(u"selectAllRows"_s);
    m_menu->addSeparator();
    m_export
        = m_menu->addAction(tr("&Export Table to CSV…"), this, &TableActions::showExportDialog);
    m_export->setObjectName(u"exportTable"_s);
    m_export->setStatusTip(tr("Write every row shown, with the columns shown, to a CSV file"));
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, &TableActions::showMenu);
    // Ctrl+C on the table copies rows (a table view's own copies one cell, a tree's nothing).
    view->installEventFilter(this);
}

void TableActions::addAction(QAction *action)
{
    if (!action) {
        m_menu->addSeparator();
        return;
    }
    if (m_menu->actions().constLast() == m_export)
        m_menu->addSeparator();
    m_menu->addAction(action);
}

bool TableActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        copySelection(false);
        return true;
    }
    return QObject::eventFilter(watched, event);
}

QHeaderView *TableActions::header() const
{
    if (auto *table = qobject_cast<QTableView *>(m_view))
        return table->horizontalHeader();
    if (auto *tree = qobject_cast<QTreeView *>(m_view))
        return tree->header();
    return nullptr;
}

void TableActions::showMenu(const QPoint &position)
{
    const bool selected = m_view->selectionModel() && m_view->selectionModel()->hasSelection();
    m_copy->setEnabled(selected);
    m_copyWithHeader->setEnabled(selected);
    m_export->setEnabled(m_view->model() && m_view->model()->rowCount() > 0);
    m_menu->popup(m_view->viewport()->mapToGlobal(position));
}

QByteArray TableActions::text(bool selectedOnly, bool header, bool tabs) const
{
    const QAbstractItemModel *model = m_view->model();
    if (!model)
        return {};
    const auto separator = tabs ? DelimitedText::Separator::Tab : DelimitedText::Separator::Comma;
    // The columns shown, in the order shown.
    QList<int> columns;
    if (QHeaderView *view = this->header()) {
        for (int visual = 0; visual < view->count(); ++visual) {
            const int logical = view->logicalIndex(visual);
            if (!view->isSectionHidden(logical))
                columns.append(logical);
        }
    } else {
        for (int column = 0; column < model->columnCount(); ++column)
            columns.append(column);
    }
    QByteArray out;
    QStringList fields;
    if (header) {
        for (const int column : std::as_const(columns))
            fields.append(model->headerData(column, Qt::Horizontal).toString());
        DelimitedText::appendLine(&out, fields, separator);
    }
    QList<QModelIndex> rows;
    if (!selectedOnly) {
        collectRows(model, {}, &rows);
    } else if (const QItemSelectionModel *selection = m_view->selectionModel()) {
        // The selection's rows alone, in the order shown: Ctrl+C on two rows of a million
        // reads two.
        for (const QItemSelectionRange &range : selection->selection())
            for (int row = range.top(); row <= range.bottom(); ++row)
                rows.append(model->index(row, 0, range.parent()));
        const bool flat = std::all_of(rows.cbegin(), rows.cend(), [](const QModelIndex &row) {
            return !row.parent().isValid();
        });
        if (flat) // a table: by row, without building a path for each (a million selected)
            std::sort(rows.begin(), rows.end(),
                      [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
        else
            std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) {
                return rowPath(a) < rowPath(b);
            });
        rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    }
    for (const QModelIndex &row : std::as_const(rows)) {
        fields.clear();
        for (const int column : std::as_const(columns))
            fields.append(cellText(row.siblingAtColumn(column)));
        DelimitedText::appendLine(&out, fields, separator);
    }
    return out;
}

bool TableActions::copySelection(bool header) const
{
    const QByteArray rows = text(true, header, true);
    if (rows.isEmpty() || (header && rows.count('\n') < 2))
        return false;
    QApplication::clipboard()->setText(QString::fromUtf8(rows));
    return true;
}

bool TableActions::writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    return DurableFile::write(path, bytes, error);
}

bool TableActions::exportTo(const QString &path, QString *error) const
{
    return writeFile(path, text(false, true, false), error);
}

QString TableActions::askForCsvPath(QWidget *parent, const QString &title, const QString &folder,
                                    const QString &name)
{
    QString path = QFileDialog::getSaveFileName(
        parent, title, SaveLocation::suggested(folder, name + u".csv"_s),
        tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += u".csv"_s;
    SaveLocation::remember(path);
    return path;
}

void TableActions::showExportDialog()
{
    const QString path = askForCsvPath(m_view->window(), tr("Export Table to CSV"),
                                       m_folder ? m_folder() : QString(), m_name);
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(m_view->window(), tr("Export Table to CSV"), error);
}

} // namespace Studio
