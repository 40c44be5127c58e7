#include "linkcheckcontroller.h"

#include "controllers/editcontroller.h"
#include "controllers/windowservices.h"
#include "document/linkchecksession.h"
#include "models/entrytablemodel.h"

#include <QAction>
#include <QHeaderView>
#include <QIcon>
#include <QItemSelectionModel>
#include <QProgressBar>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>

namespace Studio {

LinkCheckController::LinkCheckController(LinkCheckSession *linkCheck, EditController *edit,
                                         QTableView *table, QStatusBar *statusBar,
                                         WindowServices *window, QObject *parent)
    : QObject(parent)
    , m_linkCheck(linkCheck)
    , m_edit(edit)
    , m_table(table)
    , m_window(window)
{
    m_check = new QAction(QIcon::fromTheme(QStringLiteral("network-transmit-receive")),
                          tr("Check &Links"), this);
    m_check->setObjectName(QStringLiteral("actionCheckLinks"));
    m_check->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_check->setStatusTip(tr("Ask the servers for the URLs, images and videos of the selected "
                             "entries, or of all when none is selected; answers already had "
                             "in this session are reused"));
    connect(m_check, &QAction::triggered, this, [this] { checkLinks(false); });
    m_recheck = new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Re-check Links"),
                            this);
    m_recheck->setObjectName(QStringLiteral("actionRecheckLinks"));
    m_recheck->setStatusTip(tr("Check the links again, asking the servers anew rather than "
                               "reusing this session's answers"));
    connect(m_recheck, &QAction::triggered, this, [this] { checkLinks(true); });

    m_progress = new QProgressBar(statusBar);
    m_progress->setObjectName(QStringLiteral("linkCheckProgress"));
    m_progress->setMaximumWidth(statusBar->fontMetrics().averageCharWidth() * 32);
    m_progress->setFormat(tr("Links %v/%m"));
    m_progress->setAccessibleName(tr("Link check progress"));
    m_progress->hide();
    m_cancel = new QToolButton(statusBar);
    m_cancel->setObjectName(QStringLiteral("linkCheckCancel"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop checking links; the answers so far are kept"));
    m_cancel->hide();
    statusBar->addPermanentWidget(m_progress);
    statusBar->addPermanentWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, m_linkCheck, &LinkCheckSession::cancel);
    connect(m_linkCheck, &LinkCheckSession::started, this, &LinkCheckController::started);
    connect(m_linkCheck, &LinkCheckSession::progress, this, [this](int done, int total) {
        m_progress->setRange(0, qMax(total, 1));
        m_progress->setValue(done);
    });
    connect(m_linkCheck, &LinkCheckSession::finished, this, &LinkCheckController::finished);
}

void LinkCheckController::checkLinks(bool force)
{
    if (m_window->isBusy())
        return;
    // Only the rows of the table: a selection of one row is the current entry, not a choice.
    const QList<EntryRef> selection = m_table->selectionModel()->selectedRows().size() > 1
        ? m_edit->selectedEntries()
        : QList<EntryRef>();
    m_linkCheck->check(selection, force);
    m_window->showStatus(selection.isEmpty() ? tr("Checking the links of every entry…")
                                             : tr("Checking the links of %Ln selected entries…",
                                                  nullptr, int(selection.size())),
                         5000);
}

void LinkCheckController::started()
{
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    if (m_columnsShown)
        return;
    m_columnsShown = true;
    QHeaderView *header = m_table->horizontalHeader();
    for (int column = EntryTableModel::LinkStatus; column <= EntryTableModel::ResponseTime;
         ++column) {
        header->setSectionHidden(column, false);
        // Beside the URL they are about, unless the user placed them elsewhere.
        if (header->visualIndex(column) == column)
            header->moveSection(column, 1 + column - int(EntryTableModel::LinkStatus));
    }
}

void LinkCheckController::finished(bool cancelled)
{
    m_progress->hide();
    m_cancel->hide();
    const int problems = int(m_linkCheck->findings().size());
    m_window->showStatus(
        cancelled ? tr("Link check cancelled; the answers so far are shown")
            : problems == 0
            ? tr("Link check done: no problem found")
            : tr("Link check done: %Ln problem(s) found, listed with the warnings", nullptr,
                 problems),
        10000);
}

} // namespace Studio
