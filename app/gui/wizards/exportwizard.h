#pragma once

#include "io/writing/exporter.h"
#include "model/workspace.h"

#include <QFutureWatcher>
#include <QMessageBox>
#include <QUrl>
#include <QWizard>

#include <functional>

class QTimer;

namespace Studio {

class EditorDocument;
class ExportPlanModel;
class ExportScopePage;
class ExportLimitsPage;
class ExportLocationPage;
class ExportOptionsPage;
class ExportProgressPage;
class ExportResultPage;

// What the export wizard works on: a snapshot of the document when the wizard opened.
struct ExportSource
{
    Workspace workspace;
    QString documentPath; // keys the remembered choices; empty for an untitled document
    QList<EntryRef> selection; // the table's selected entries
    QList<EntryRef> shown; // the entries the table's filter shows
    QString suggestedBaseUrl; // the folder the document is published in, when known

    // The workspace, path and publish folder of `document` (selection and shown left empty).
    static ExportSource of(const EditorDocument &document);
};

// File → Export: what to export, limits and names with a live preview of the files, where
// the files are published and written, format options, then the export itself with progress
// and Cancel, and what was written with the robots.txt lines.
//
// The wizard exports a copy of the workspace taken when it opens, not the document itself:
// the Exporter needs its workspace alive and unchanged from plan() to the end of write(), and
// plans run on worker threads while the user types. A copy of a Workspace shares the entry
// lists (QList is implicitly shared), so it costs a reference count per sitemap; should the
// document change meanwhile, the document detaches, never the wizard's copy, which is const
// and so never detached under a worker's feet. The wizard is also window-modal (open()), so
// that what is exported is what the window shows while it runs.
//
// The wizard owns the ExportOptions it builds from its fields; each page validates itself
// against the latest plan, which is computed again (debounced, off the GUI thread) whenever a
// field changes. The choices are kept per document in QSettings.
class ExportWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId {
        ScopePageId,
        LimitsPageId,
        LocationPageId,
        OptionsPageId,
        ProgressPageId,
        ResultPageId
    };
    enum class Scope { Workspace, Selection, Shown };

    explicit ExportWizard(ExportSource source, QWidget *parent = nullptr);
    ~ExportWizard() override;

    // Asks the user a question (QMessageBox by default); MainWindow passes its own so that
    // tests can answer.
    using Prompt = std::function<QMessageBox::StandardButton(
        QMessageBox::Icon icon, const QString &title, const QString &text,
        QMessageBox::StandardButtons buttons)>;
    void setPrompt(Prompt prompt) { m_prompt = std::move(prompt); }
    // Opens a folder in the desktop's file manager (QDesktopServices by default); tests
    // record the URL instead of launching anything.
    using UrlOpener = std::function<bool(const QUrl &url)>;
    void setUrlOpener(UrlOpener opener) { m_urlOpener = std::move(opener); }

    // The options as the fields say (overwrite only after the user agreed).
    ExportOptions options() const;
    Scope scope() const;
    // The entries the scope picks; empty means every entry of the workspace.
    QList<EntryRef> chosenEntries() const;
    const Workspace &workspace() const { return m_source.workspace; }

    // The latest plan and whether it follows the fields as they are (no plan pending). While
    // the base URL is not valid the preview plans with a stand-in (see planPreviewOptions()),
    // and isBaseUrlValid() is false.
    const ExportPlan &plan() const;
    bool isPlanCurrent() const { return m_planCurrent; }
    bool isBaseUrlValid() const;
    ExportPlanModel *planModel() const { return m_planModel; }

    bool isWriting() const { return m_writing; }
    const ExportResult &result() const { return m_result; }

    // Where the choices for `documentPath` are kept: "export/<hash of the path>".
    static QString settingsGroup(const QString &documentPath);

    // Stops the export under way; the result page then says what was not written.
    void cancelExport();

signals:
    // A new plan is shown (isPlanCurrent() is true).
    void planUpdated();
    // write() returned; result() says how.
    void exportFinished();

protected:
    void reject() override;

private:
    friend class ExportScopePage;
    friend class ExportLimitsPage;
    friend class ExportLocationPage;
    friend class ExportOptionsPage;
    friend class ExportProgressPage;
    friend class ExportResultPage;

    struct PlanOutcome
    {
        ExportPlan plan;
        QList<qint64> gzipEstimates; // one per file
    };
    // The plan and its gzip estimates; runs on a worker thread.
    static PlanOutcome computePlan(const Exporter *exporter, const Workspace *workspace,
                                   const ExportOptions &options, const QList<EntryRef> &entries);
    static QList<qint64> estimateGzip(const Workspace &workspace, const ExportPlan &plan);
    ExportOptions planPreviewOptions() const;

    // A field changed: the plan is out of date until the debounce timer fires and a worker
    // has planned again.
    void schedulePlan();
    void startPlan();
    void planFinished();
    void notifyPages();

    // Called by the options page when the user presses Export: asks about files in the way.
    bool confirmOverwrite();
    void startExport();
    void writeFinished();
    void openFolder();

    void restoreSettings();
    void saveSettings() const;

    const ExportSource m_source; // const: never detached while workers read it
    Exporter m_exporter; // plans and writes m_source.workspace
    ExportPlanModel *m_planModel; // owned (QObject child)
    QTimer *m_planTimer; // owned (QObject child)
    QFutureWatcher<PlanOutcome> m_planWatcher;
    QFutureWatcher<ExportResult> m_writeWatcher;
    bool m_planCurrent = false;
    bool m_replanWanted = false; // a field changed while a worker was planning
    bool m_restoring = false;
    bool m_overwrite = false;
    bool m_writing = false;
    ExportResult m_result;
    Prompt m_prompt;
    UrlOpener m_urlOpener;

    // Owned by the wizard (QWizard::setPage).
    ExportScopePage *m_scopePage;
    ExportLimitsPage *m_limitsPage;
    ExportLocationPage *m_locationPage;
    ExportOptionsPage *m_optionsPage;
    ExportProgressPage *m_progressPage;
    ExportResultPage *m_resultPage;
};

} // namespace Studio
