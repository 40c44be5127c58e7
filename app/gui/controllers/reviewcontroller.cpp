#include "reviewcontroller.h"

#include "commands/replaceworkspace.h"
#include "controllers/editcontroller.h"
#include "controllers/filecontroller.h"
#include "controllers/windowservices.h"
#include "dialogs/indexnowdialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/rulecataloguedialog.h"
#include "document/auditsession.h"
#include "document/coveragesession.h"
#include "document/editordocument.h"
#include "document/linkchecksession.h"
#include "document/reportexport.h"
#include "model/rule.h"
#include "models/diffmodel.h"
#include "net/crawlsitemap.h"
#include "review/diff.h"
#include "widgets/comparedock.h"
#include "widgets/savelocation.h"
#include "wizards/exportwizard.h"
#include "wizards/importwizard.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLocale>
#include <QTextBrowser>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace Studio {

ReviewController::ReviewController(EditorDocument *document, FileController *files,
                                   EditController *edit, LinkCheckSession *linkCheck,
                                   CompareDock *compare, WindowServices *window, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_files(files)
    , m_edit(edit)
    , m_linkCheck(linkCheck)
    , m_compare(compare)
    , m_window(window)
{
}

void ReviewController::showLinkCheckSettings()
{
    QDialog dialog(m_window->dialogParent());
    dialog.setObjectName(QStringLiteral("linkCheckSettings"));
    dialog.setWindowTitle(tr("Link Check Settings"));
    auto *form = new QFormLayout(&dialog);
    LinkCheckFields fields(&dialog);
    fields.addRows(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() == QDialog::Accepted)
        fields.save();
}

void ReviewController::showIndexNowDialog()
{
    IndexNowDialog dialog(m_document->workspace(), m_window->dialogParent());
    dialog.exec();
}

void ReviewController::showExportReportDialog()
{
    const QString htmlFilter = tr("HTML report (*.html)");
    const QString pdfFilter = tr("PDF report (*.pdf)");
    // Beside the document, named after it.
    const QFileInfo document(m_document->filePath());
    const QString base = document.fileName().isEmpty()
        ? u"sitemap"_s
        : document.fileName().section(u'.', 0, 0);
    const QString suggested = SaveLocation::suggested(
        document.fileName().isEmpty() ? QString() : document.absolutePath(),
        base + u"-review.html"_s);
    QString filter;
    QString path = QFileDialog::getSaveFileName(m_window->dialogParent(), tr("Export Report"), suggested,
                                                htmlFilter + u";;"_s + pdfFilter, &filter);
    if (path.isEmpty())
        return;
    SaveLocation::remember(path);
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == pdfFilter ? u".pdf"_s : u".html"_s;
    exportReport(path);
}

bool ReviewController::exportReport(const QString &path)
{
    if (m_window->isBusy())
        return false;
    m_document->waitForCheck();
    // What the warnings dock shows: the checker's findings and the link check's.
    const QList<Finding> findings = m_document->checker().findings() + m_linkCheck->findings();
    const Workspace &document = m_document->workspace();
    const bool crawled = m_audit && m_audit->hasCrawl();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    // With changes not yet published the report says what the live site shows: it describes
    // the published version (EditorDocument::published()) and lists the document's fixes
    // apart. The published version is checked here, with the document's settings; the link
    // check's findings are about URLs, and go with the URLs it still lists.
    const bool unpublished = m_document->differsFromPublished();
    const Workspace &reported = unpublished ? m_document->published() : document;
    QList<Finding> reportedFindings = findings;
    if (unpublished) {
        Checker checker(m_document->checkOptions());
        checker.checkAll(reported);
        reportedFindings = checker.findings()
            + ReviewReport::placedByUrl(m_linkCheck->findings(), document, reported);
    }
    Workspace older; // the compared version, shared with the Compare view's copy
    ReviewReport report(reported, reportedFindings);
    report.setTitle(ReviewReport::tr("Sitemap review: %1").arg(m_files->documentName()));
    // With a comparison in the Compare view, its changes: compared again with the version
    // reported (hashing, fast), so that an edit since the comparison is in the report too.
    if (const Comparison *comparison = m_compare->comparison()) {
        older = comparison->older;
        report.setComparison(SitemapDiff::compare(older, reported), older, comparison->olderName);
    }
    // With a crawl of the site, the site audit: what search engines will refuse, by reason.
    if (crawled)
        report.setSiteAudit(CrawlSitemap::siteAudit(reported, m_audit->crawl()));
    // With Search Console's data, what Google says of the URLs reported, per section as the
    // Statistics dock last showed them (per folder, as the CLI's report counts by default).
    if (m_coverage && m_coverage->hasData()) {
        const std::shared_ptr<const CoverageData> data = m_coverage->data();
        QString unused;
        Segmenter sections = m_coverageSections
            ? Segmenter::fromSpec(m_coverageSections(), &unused)
            : Segmenter::byFolder();
        if (sections.isNull())
            sections = Segmenter::byFolder();
        CoverageJoin join(*data, sections, CoverageJoin::Keep::Findings);
        for (qsizetype at = 0; at < reported.sitemaps.size(); ++at)
            join.add(reported.sitemaps.at(at), qint32(at));
        join.finish(0);
        report.setCoverage(join, data->records().size());
    }
    if (unpublished) {
        const SourceInfo &source = reported.root().source;
        const bool remote = source.location.contains(u"://"_s);
        const QString name = remote ? source.location : QFileInfo(source.location).fileName();
        const QDateTime at = m_document->publishedAt();
        const QLocale locale;
        const QString published
            = (remote ? tr("%1 as fetched on %2 at %3") : tr("%1 as opened on %2 at %3"))
                  .arg(name, locale.toString(at.date(), QLocale::LongFormat),
                       locale.toString(at.time(), QLocale::ShortFormat));
        report.setUnpublishedDocument(document, findings,
                                      crawled ? CrawlSitemap::audit(document, m_audit->crawl())
                                              : QList<Finding>(),
                                      published);
    }
    QString error;
    const bool written = ReportExport::write(report, path, &error);
    QApplication::restoreOverrideCursor();
    if (!written) {
        m_window->ask(QMessageBox::Critical, tr("Export Report"), error, QMessageBox::Ok);
        return false;
    }
    m_window->showStatus(tr("Wrote the report %1").arg(path), 5000);
    return true;
}

void ReviewController::showExportWizard()
{
    if (!m_files->confirmWritingPart(tr("Export")))
        return;
    // One wizard at a time, made anew so that it takes the document as it is now.
    delete m_window->dialogParent()->findChild<ExportWizard *>(QStringLiteral("exportWizard"));
    // The folder it suggests is the checker's publish location.
    m_document->waitForCheck();
    ExportSource source = ExportSource::of(*m_document);
    source.selection = m_edit->selectedEntries();
    source.shown = m_edit->shownEntries();
    auto *wizard = new ExportWizard(std::move(source), m_window->dialogParent());
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setPrompt(
        [this](QMessageBox::Icon icon, const QString &title, const QString &text,
               QMessageBox::StandardButtons buttons) {
            return m_window->ask(icon, title, text, buttons);
        });
    wizard->open(); // window-modal: the document stays as exported while the wizard runs
}

void ReviewController::showImportWizard()
{
    delete m_window->dialogParent()->findChild<ImportWizard *>(QStringLiteral("importWizard"));
    // The document as the title bar names it: its file, or the address it was opened from.
    const QString location = m_document->workspace().isEmpty()
        ? QString()
        : m_document->workspace().root().source.location;
    const QString name = !m_document->filePath().isEmpty()
        ? QFileInfo(m_document->filePath()).fileName()
        : !location.isEmpty() ? location
                              : tr("the untitled sitemap");
    auto *wizard = new ImportWizard(m_document->workspace(), name, m_window->dialogParent());
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &QWizard::accepted, this, [this, wizard] { applyImport(*wizard); });
    wizard->open();
}

void ReviewController::applyImport(const ImportWizard &wizard)
{
    const QString summary = wizard.summary();
    const QString text = tr("Import %1").arg(wizard.sourceName());
    Workspace result = wizard.result();
    if (!wizard.merges()) {
        if (!m_files->maybeSave())
            return;
        m_document->clear();
    }
    // One undo step: undoing a merge gives the document back as it was, undoing a new
    // sitemap gives the empty one.
    m_document->undoStack()->push(new ReplaceWorkspace(m_document, std::move(result), text));
    m_window->showStatus(summary, 10000);
}

void ReviewController::showRuleCatalogue(const QString &rule)
{
    QWidget *window = m_window->dialogParent();
    auto *dialog = window->findChild<RuleCatalogueDialog *>(QStringLiteral("rulesDialog"));
    if (!dialog)
        dialog = new RuleCatalogueDialog(window);
    dialog->show();
    dialog->raise();
    // Active and focused, so that Escape (and the arrows) reach it at once.
    dialog->activateWindow();
    dialog->browser()->setFocus();
    dialog->showRule(rule);
}

} // namespace Studio
