#pragma once

#include <functional>

#include <QObject>

namespace Studio {

class AuditSession;
class CoverageSession;
class CompareDock;
class EditController;
class EditorDocument;
class FileController;
class ImportWizard;
class LinkCheckSession;
class WindowServices;

// The review's way out and in: the report as HTML or PDF (with the Compare view's changes,
// the site audit and Search Console's coverage), the export wizard over the document, its selection
// and the rows shown, the import wizard, IndexNow, and the link check's settings. The crawl has a
// controller of its own (CrawlController).
class ReviewController : public QObject
{
    Q_OBJECT

public:
    // None is owned; all must outlive the controller.
    ReviewController(EditorDocument *document, FileController *files, EditController *edit,
                     LinkCheckSession *linkCheck, CompareDock *compare, WindowServices *window,
                     QObject *parent = nullptr);

    // Asks where to write the report, then exportReport().
    void showExportReportDialog();
    // The review of the document (summary, findings by rule with their explanations, charts)
    // as HTML, or as PDF when `path` ends in .pdf. When the document differs from its
    // published version (EditorDocument::published()), the report describes the published
    // one, what the live site shows, and lists the document's fixes as not yet published.
    // On failure says why and returns false.
    bool exportReport(const QString &path);
    // The export wizard over the document, its selection and the filtered rows.
    void showExportWizard();
    // The import wizard; its result replaces the workspace (or merges) as one undo step.
    void showImportWizard();
    void applyImport(const ImportWizard &wizard);
    // Tools → Submit to IndexNow.
    void showIndexNowDialog();
    // Not owned; set once by the window.
    void setAuditSession(AuditSession *audit) { m_audit = audit; }
    // Not owned; set once by the window. With data imported, the report has its Search
    // Console coverage section.
    void setCoverageSession(CoverageSession *coverage) { m_coverage = coverage; }
    // The sections the coverage section counts by, as export's --group-by names them (the
    // Statistics dock's last choice, so that the report says what the window showed);
    // "folder:1" until it is set.
    void setCoverageSections(std::function<QString()> sections)
    {
        m_coverageSections = std::move(sections);
    }
    void showLinkCheckSettings();
    // Help → Rule Catalogue: every rule with its help, opened at `rule` (the top when empty);
    // Escape closes it.
    void showRuleCatalogue(const QString &rule);

private:
    EditorDocument *m_document; // not owned
    FileController *m_files; // not owned
    EditController *m_edit; // not owned
    LinkCheckSession *m_linkCheck; // not owned
    CompareDock *m_compare; // not owned
    WindowServices *m_window; // not owned
    AuditSession *m_audit = nullptr; // not owned
    CoverageSession *m_coverage = nullptr; // not owned
    std::function<QString()> m_coverageSections;
};

} // namespace Studio
