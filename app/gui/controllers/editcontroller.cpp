#include "editcontroller.h"

#include "commands/insertentry.h"
#include "commands/removeentry.h"
#include "commands/replaceentries.h"
#include "controllers/windowservices.h"
#include "dialogs/replacedialog.h"
#include "dialogs/setfieldsdialog.h"
#include "document/editordocument.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"
#include "util/url.h"

#include <QItemSelectionModel>
#include <QLocale>
#include <QRegularExpression>
#include <QTableView>
#include <QUndoCommand>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio {

EditController::EditController(EditorDocument *document, EntryTableModel *model,
                               EntryFilterModel *proxy, QTableView *table,
                               WindowServices *window, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_entryModel(model)
    , m_entryProxy(proxy)
    , m_table(table)
    , m_window(window)
{
}

void EditController::deleteCurrentEntry()
{
    // The selected rows, or the current one when no more than it is selected.
    QList<EntryRef> refs;
    if (m_table->selectionModel()->selectedRows().size() > 1)
        refs = selectedEntries();
    else
        refs = { m_entryModel->entryAt(m_entryProxy->mapToSource(m_table->currentIndex())) };
    refs.removeIf([this](const EntryRef &ref) { return !m_document->isValid(ref); });
    if (refs.isEmpty())
        return;
    if (refs.size() == 1) {
        const EntryRef &ref = refs.first();
        m_document->undoStack()->push(
            new RemoveEntry(m_document, ref, tr("Delete %1").arg(m_document->entry(ref).loc())));
        return;
    }
    // One step. The removals go from the last entry to the first, so that each leaves the
    // places of those still to go as they were; undo puts them back from the first on.
    //: The count is over a limit of at least two: two or more.
    auto *step = new QUndoCommand(tr("Delete %1 entries").arg(QLocale().toString(refs.size())));
    for (auto ref = refs.crbegin(); ref != refs.crend(); ++ref)
        new RemoveEntry(m_document, *ref, step->text(), step);
    m_document->undoStack()->push(step);
}

QList<EntryRef> EditController::selectedEntries() const
{
    QList<EntryRef> refs;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    for (const QModelIndex &row : rows)
        refs.append(m_entryModel->entryAt(m_entryProxy->mapToSource(row)));
    std::sort(refs.begin(), refs.end(), [](const EntryRef &a, const EntryRef &b) {
        return a.sitemap != b.sitemap ? a.sitemap < b.sitemap : a.entry < b.entry;
    });
    return refs;
}

void EditController::addEntry(bool duplicate)
{
    EntryRef current = m_entryModel->entryAt(m_entryProxy->mapToSource(m_table->currentIndex()));
    if (!m_document->isValid(current)) {
        // Nothing selected: at the end of the first urlset.
        const Workspace &workspace = m_document->workspace();
        current = EntryRef { 0, -1 };
        for (qint32 s = 0; s < workspace.sitemaps.size(); ++s)
            if (!workspace.sitemaps.at(s).isIndex()) {
                current = EntryRef { s, workspace.sitemaps.at(s).entries.size() - 1 };
                break;
            }
        if (duplicate || current.sitemap < 0
            || m_document->workspace().sitemaps.at(current.sitemap).isIndex())
            return;
    }
    UrlEntry entry;
    if (duplicate) {
        entry = m_document->entry(current);
    } else if (m_document->isValid(current)) {
        // A new page on the same site: the host of the selected one.
        const PooledView loc = m_document->entry(current).locView();
        const QByteArray scope = Url::Scope::fromUrl(loc).toString();
        entry.setLoc(QString::fromUtf8(scope.isEmpty() ? QByteArray() : scope));
    }
    entry.setSourceLine(0);
    const EntryRef at { current.sitemap, current.entry + 1 };
    m_document->undoStack()->push(
        new InsertEntry(m_document, at, entry,
                        duplicate ? tr("Duplicate %1").arg(entry.loc()) : tr("Add an entry")));
    const QModelIndex index = m_entryProxy->mapFromSource(m_entryModel->indexFor(at));
    if (index.isValid()) {
        m_table->setCurrentIndex(index);
        m_table->scrollTo(index);
    }
    emit entryAdded();
}

void EditController::moveCurrentEntry(int delta)
{
    const EntryRef ref = m_entryModel->entryAt(m_entryProxy->mapToSource(m_table->currentIndex()));
    if (!m_document->isValid(ref))
        return;
    const EntryRef to { ref.sitemap, ref.entry + delta };
    if (!m_document->isValid(to))
        return; // already first or last
    // One step made of a removal and an insertion: undo restores the entry exactly where and
    // as it was, with what the reader said about it.
    const UrlEntry entry = m_document->entry(ref);
    auto *move = new QUndoCommand(delta < 0 ? tr("Move %1 up").arg(entry.loc())
                                            : tr("Move %1 down").arg(entry.loc()));
    new RemoveEntry(m_document, ref, move->text(), move);
    new InsertEntry(m_document, to, entry, move->text(), move);
    m_document->undoStack()->push(move);
    const QModelIndex index = m_entryProxy->mapFromSource(m_entryModel->indexFor(to));
    if (index.isValid()) {
        m_table->setCurrentIndex(index);
        m_table->scrollTo(index);
    }
    if (m_entryProxy->sortColumn() >= 0)
        m_window->showStatus(tr("Moved in the sitemap; the table is sorted by a column, "
                                    "so its order does not show it"),
                                 5000);
}

void EditController::showReplaceDialog()
{
    if (!m_replaceDialog) {
        m_replaceDialog = new ReplaceDialog(m_window->dialogParent());
        connect(m_replaceDialog, &ReplaceDialog::replaceAllRequested, this, [this] {
            const int changed = replaceInUrls(
                m_replaceDialog->pattern(), m_replaceDialog->replacement(),
                m_replaceDialog->isRegularExpression(), m_replaceDialog->selectionOnly());
            m_replaceDialog->showResult(changed == 0
                                            ? tr("No URL matched.")
                                            : tr("%Ln URLs changed; Undo reverts the change "
                                                 "in one step.",
                                                 nullptr, changed));
        });
    }
    m_replaceDialog->setSelectionAvailable(m_table->selectionModel()->selectedRows().size() > 1);
    m_replaceDialog->show();
    m_replaceDialog->raise();
    m_replaceDialog->activateWindow();
}

int EditController::replaceInUrls(const QString &pattern, const QString &replacement, bool regex,
                              bool selectionOnly)
{
    if (pattern.isEmpty())
        return 0;
    const QRegularExpression expression(regex ? pattern : QString());
    if (regex && !expression.isValid())
        return 0;
    QList<EntryRef> scope;
    if (selectionOnly) {
        scope = selectedEntries();
    } else {
        const Workspace &workspace = m_document->workspace();
        for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
            const Sitemap &sitemap = workspace.sitemaps.at(s);
            if (sitemap.isIndex())
                continue;
            for (qsizetype e = 0; e < sitemap.entries.size(); ++e)
                scope.append(EntryRef { s, e });
        }
    }
    QList<EntryRef> refs;
    QList<UrlEntry> after;
    for (const EntryRef &ref : std::as_const(scope)) {
        const UrlEntry &entry = m_document->entry(ref);
        QString loc = entry.loc();
        if (regex)
            loc.replace(expression, replacement);
        else
            loc.replace(pattern, replacement);
        if (loc == entry.loc())
            continue;
        UrlEntry changed = entry;
        changed.setLoc(loc);
        refs.append(ref);
        after.append(changed);
    }
    if (refs.isEmpty())
        return 0;
    const int count = int(refs.size());
    m_document->undoStack()->push(new ReplaceEntries(
        m_document, std::move(refs), std::move(after),
        tr("Replace \"%1\" with \"%2\" in %3 URLs", nullptr, int(count))
            .arg(pattern, replacement)
            .arg(count)));
    return count;
}

void EditController::showSetFieldsDialog()
{
    if (!m_setFieldsDialog) {
        m_setFieldsDialog = new SetFieldsDialog(m_window->dialogParent());
        connect(m_setFieldsDialog, &SetFieldsDialog::applyRequested, this, [this] {
            const int changed = setFields(m_setFieldsDialog->changes(),
                                          m_setFieldsDialog->selectionOnly() ? selectedEntries()
                                                                             : shownEntries());
            m_setFieldsDialog->showResult(
                changed == 0
                    ? tr("No entry changed: they already have these values.")
                    : tr("%1 entries changed; Undo reverts them in one step.", nullptr, changed)
                          .arg(changed));
        });
    }
    m_setFieldsDialog->setScope(int(m_table->selectionModel()->selectedRows().size()),
                                m_entryProxy->rowCount());
    m_setFieldsDialog->showResult(QString());
    m_setFieldsDialog->show();
    m_setFieldsDialog->raise();
    m_setFieldsDialog->activateWindow();
}

int EditController::setFields(const FieldChanges &changes, const QList<EntryRef> &scope)
{
    if (changes.isEmpty())
        return 0;
    QList<EntryRef> refs;
    QList<UrlEntry> after;
    for (const EntryRef &ref : scope) {
        if (!m_document->isValid(ref))
            continue;
        const UrlEntry &entry = m_document->entry(ref);
        // An index entry takes a date only: no change frequency or priority.
        FieldChanges allowed = changes;
        if (m_document->workspace().sitemaps.at(ref.sitemap).isIndex()) {
            allowed.changefreq.reset();
            allowed.priority.reset();
        }
        UrlEntry changed = allowed.applied(entry);
        if (changed == entry)
            continue;
        refs.append(ref);
        after.append(std::move(changed));
    }
    if (refs.isEmpty())
        return 0;
    const int count = int(refs.size());
    m_document->undoStack()->push(new ReplaceEntries(m_document, std::move(refs), std::move(after),
                                                     tr("Set fields of %1 entries", nullptr, count).arg(count)));
    return count;
}

QList<EntryRef> EditController::shownEntries() const
{
    QList<EntryRef> refs;
    refs.reserve(m_entryProxy->rowCount());
    for (int row = 0; row < m_entryProxy->rowCount(); ++row)
        refs.append(m_entryModel->entryAt(m_entryProxy->mapToSource(m_entryProxy->index(row, 0))));
    return refs;
}

} // namespace Studio
