#include "coveragecontroller.h"

#include "dialogs/inspectdialog.h"
#include "document/editordocument.h"

#include "controllers/windowservices.h"
#include "document/coveragesession.h"
#include "model/rule.h"
#include "review/coverage.h"
#include "widgets/fitting.h"
#include "widgets/savelocation.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// Whether `path` holds URL Inspection results (JSON lines) rather than a Page indexing
// export: by its name, else by its first byte (a JSON object starts with '{').
bool isInspection(const QString &path)
{
    const QString name = QFileInfo(path).fileName().toLower();
    for (const QLatin1StringView suffix : { ".jsonl"_L1, ".json"_L1, ".ndjson"_L1, ".gz"_L1 })
        if (name.endsWith(suffix))
            return true;
    if (name.endsWith(u".zip"_s) || name.endsWith(u".csv"_s))
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray start = file.read(256).trimmed();
    return start.startsWith('{') || start.startsWith("\xef\xbb\xbf{");
}

} // namespace

CoverageController::CoverageController(CoverageSession *session, WindowServices *window,
                                       QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_window(window)
{
    m_import = new QAction(tr("Import Search Console &Data…"), this);
    m_import->setObjectName(u"actionImportCoverage"_s);
    m_import->setStatusTip(tr("Read what Google says of the site's URLs: URL Inspection "
                              "results and Page indexing exports of Search Console"));
    connect(m_import, &QAction::triggered, this, &CoverageController::showImportDialog);
    m_inspect = new QAction(tr("Inspec&t with Search Console…"), this);
    m_inspect->setObjectName(u"actionInspectCoverage"_s);
    m_inspect->setStatusTip(tr("Ask Google's URL Inspection API what it did with the "
                               "document's URLs, and show its answers"));
    connect(m_inspect, &QAction::triggered, this, &CoverageController::showInspectDialog);
    m_inspect->setEnabled(false);
    m_clear = new QAction(tr("Clear Searc&h Console Data"), this);
    m_clear->setObjectName(u"actionClearCoverage"_s);
    m_clear->setStatusTip(tr("Drop the Search Console data imported: the Coverage column, "
                             "its filter and its findings go"));
    connect(m_clear, &QAction::triggered, m_session, &CoverageSession::clear);
    connect(m_session, &CoverageSession::dataChanged, this, &CoverageController::updateActions);
    updateActions();
}

QList<QAction *> CoverageController::fileActions() const
{
    return { m_import, m_inspect, m_clear };
}

void CoverageController::setInspectSources(EditorDocument *document,
                                           std::function<QList<EntryRef>()> shown,
                                           std::function<SecretStore *()> keyring)
{
    m_document = document;
    m_shown = std::move(shown);
    m_keyring = std::move(keyring);
    m_inspect->setEnabled(document != nullptr);
}

InspectDialog *CoverageController::showInspectDialog()
{
    if (!m_document)
        return nullptr;
    if (m_inspectDialog) {
        m_inspectDialog->show();
        m_inspectDialog->raise();
        m_inspectDialog->activateWindow();
        return m_inspectDialog;
    }
    // The URLs as they are when a run starts (a page's URL edited since the dialog opened is
    // inspected as it is now).
    auto urls = [this](bool shownOnly) {
        QStringList out;
        if (shownOnly) {
            for (const EntryRef &ref : m_shown())
                out.append(m_document->entry(ref).loc());
            return out;
        }
        for (const Sitemap &sitemap : m_document->workspace().sitemaps)
            if (!sitemap.isIndex())
                for (const UrlEntry &entry : sitemap.entries)
                    out.append(entry.loc());
        return out;
    };
    m_inspectDialog
        = new InspectDialog(this, urls, m_keyring ? m_keyring() : nullptr, m_document->filePath(),
                            m_window->dialogParent());
    m_inspectDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_inspectDialog, &QObject::destroyed, this, [this] { m_inspectDialog = nullptr; });
    m_inspectDialog->show();
    return m_inspectDialog;
}

void CoverageController::updateActions()
{
    m_clear->setEnabled(m_session->hasData());
}

void CoverageController::showImportDialog()
{
    if (m_window->isBusy())
        return;
    const QStringList paths = QFileDialog::getOpenFileNames(
        m_window->dialogParent(), tr("Import Search Console Data"),
        SaveLocation::suggested(QString(), QString()),
        tr("Search Console data (*.jsonl *.json *.ndjson *.gz *.zip *.csv)") + u";;"_s
            + tr("URL Inspection results (*.jsonl *.json *.ndjson *.gz)") + u";;"_s
            + tr("Page indexing exports (*.zip *.csv)") + u";;"_s + tr("All files (*)"));
    if (paths.isEmpty())
        return;
    SaveLocation::remember(paths.constFirst());
    importFiles(paths);
}

QStringList CoverageController::knownReasons()
{
    QStringList reasons { u"Indexed"_s };
    for (const QLatin1StringView id :
         { RuleId::CrawledNotIndexed, RuleId::DiscoveredNotIndexed,
           RuleId::SubmittedBlockedByRobots, RuleId::SubmittedMarkedNoindex,
           RuleId::SubmittedNotFound, RuleId::SubmittedSoft404, RuleId::SubmittedServerError,
           RuleId::SubmittedRedirect, RuleId::SubmittedRedirectError,
           RuleId::NotIndexedOtherReason })
        if (const Rule *rule = RuleCatalogue::find(id))
            // Search Console's own words, in English as its exports name them; untranslated
            // so that the reason is read as the export's.
            reasons.append(QString::fromUtf8(rule->title));
    return reasons;
}

QString CoverageController::askReason(const QString &file)
{
    if (m_reasonPrompt)
        return m_reasonPrompt(file);
    QDialog dialog(m_window->dialogParent());
    dialog.setObjectName(u"coverageReasonDialog"_s);
    dialog.setWindowTitle(tr("Import Search Console Data"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *question = new QLabel(
        tr("%1 does not say which reason of Search Console's Page indexing report its pages "
           "are listed under. Which is it?")
            .arg(QFileInfo(file).fileName()),
        &dialog);
    question->setWordWrap(true);
    auto *reasons = new QComboBox(&dialog);
    reasons->setObjectName(u"coverageReasonCombo"_s);
    reasons->setEditable(true);
    reasons->setInsertPolicy(QComboBox::NoInsert);
    reasons->addItems(knownReasons());
    reasons->setCurrentIndex(-1);
    reasons->setAccessibleName(tr("Reason"));
    question->setBuddy(reasons);
    Fitting::compact(reasons, 40);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    layout->addWidget(question);
    layout->addWidget(reasons);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    Fitting::wrapLongLabels(&dialog);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return reasons->currentText().trimmed();
}

int CoverageController::importFiles(const QStringList &paths)
{
    if (paths.isEmpty() || m_window->isBusy())
        return 0;
    // A copy of the data so far with the files added: the session's stays as it is for the
    // views meanwhile, and is replaced whole at the end.
    auto next = std::make_shared<CoverageData>(*m_session->data());
    QStringList refused;
    int read = 0;
    for (const QString &path : paths) {
        const bool inspection = isInspection(path);
        QString reason;
        while (true) {
            QString error;
            bool reasonMissing = false;
            bool ok = false;
            m_window->runInBackground(tr("Reading %1…").arg(QFileInfo(path).fileName()),
                                      [&] {
                                          ok = inspection ? next->readInspection(path, &error)
                                                          : next->readPagesExport(
                                                              path, reason, &error, &reasonMissing);
                                      },
                                      {});
            if (ok) {
                ++read;
                break;
            }
            if (reasonMissing && reason.isEmpty()) {
                reason = askReason(path);
                if (!reason.isEmpty())
                    continue;
                refused.append(
                    tr("%1: not imported, no reason given").arg(QDir::toNativeSeparators(path)));
                break;
            }
            refused.append(error);
            break;
        }
    }
    if (read > 0) {
        m_session->setData(std::move(next), paths.size() - refused.size());
        qsizetype indexed = 0, notIndexed = 0, unknown = 0;
        const QList<CoverageRecord> &records = m_session->data()->records();
        for (const CoverageRecord &record : records) {
            switch (record.state) {
            case CoverageRecord::State::Indexed:
                ++indexed;
                break;
            case CoverageRecord::State::NotIndexed:
                ++notIndexed;
                break;
            case CoverageRecord::State::Unknown:
                ++unknown;
                break;
            }
        }
        const QLocale locale;
        const int files = m_session->fileCount();
        m_window->showStatus(tr("%1 from %2: %3 indexed, %4 not indexed, %5 unknown to Google")
                                 .arg(tr("%Ln URLs", nullptr, int(records.size())),
                                      tr("%Ln files", nullptr, files), locale.toString(indexed),
                                      locale.toString(notIndexed), locale.toString(unknown)),
                             15000);
    }
    if (!refused.isEmpty())
        m_window->ask(QMessageBox::Warning, tr("Import Search Console Data"),
                      tr("Not imported:\n%1").arg(refused.join(u'\n')), QMessageBox::Ok);
    return read;
}

} // namespace Studio
