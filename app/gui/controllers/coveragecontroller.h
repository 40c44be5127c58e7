#pragma once

#include <QObject>
#include <QStringList>

#include <functional>

class QAction;

namespace Studio {

class CoverageSession;
class EditorDocument;
class InspectDialog;
class SecretStore;
class WindowServices;
struct EntryRef;

// Search Console's data in the window: File → Import Search Console Data… reads URL
// Inspection results (JSON lines, plain or gzip) and Page indexing exports (Search Console's
// zip, or its table as CSV) into the CoverageSession, asking for the reason an export does
// not name; File → Clear Search Console Data drops them. Each refused file is said with
// where it is wrong ("file:line: why") and adds nothing; the status bar says what the data
// holds. File → Inspect with Search Console… asks Google itself (InspectDialog), the answers
// imported as they are from a file.
class CoverageController : public QObject
{
    Q_OBJECT

public:
    // Neither is owned; both must outlive the controller.
    CoverageController(CoverageSession *session, WindowServices *window, QObject *parent = nullptr);

    // Import, Inspect, then Clear, for the File menu.
    QList<QAction *> fileActions() const;
    // What Inspect with Search Console… reads: the document's URLs, the entries the table
    // shows, and where the sign-in is kept. Not owned; each must outlive the controller.
    void setInspectSources(EditorDocument *document, std::function<QList<EntryRef>()> shown,
                           std::function<SecretStore *()> keyring);
    // Opens the inspection dialog (one; shown again when open).
    InspectDialog *showInspectDialog();
    // Asks for the files, then importFiles().
    void showImportDialog();
    // Reads `paths` into the data so far: each file is read whole or refused whole. Returns
    // how many files were read.
    int importFiles(const QStringList &paths);

    // Asks which of Search Console's reasons the pages of the export `file` are listed under;
    // empty when the user declines. By default the reason dialog (objects
    // "coverageReasonDialog", its editable combo "coverageReasonCombo"); tests may answer
    // instead.
    using ReasonPrompt = std::function<QString(const QString &file)>;
    void setReasonPrompt(ReasonPrompt prompt) { m_reasonPrompt = std::move(prompt); }
    QString askReason(const QString &file);
    // The reasons the dialog offers: "Indexed" and Search Console's words for pages not
    // indexed (the titles of rules SM902 to SM911).
    static QStringList knownReasons();

private:
    void updateActions();

    CoverageSession *m_session; // not owned
    WindowServices *m_window; // not owned
    QAction *m_import;
    QAction *m_inspect;
    QAction *m_clear;
    EditorDocument *m_document = nullptr; // not owned
    std::function<QList<EntryRef>()> m_shown;
    std::function<SecretStore *()> m_keyring; // asked when a dialog opens
    InspectDialog *m_inspectDialog = nullptr; // a child of the window while open
    ReasonPrompt m_reasonPrompt;
};

} // namespace Studio
