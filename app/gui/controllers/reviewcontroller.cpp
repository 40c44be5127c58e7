#include "reviewcontroller.h"

#include "commands/insertentry.h"
#include "commands/replaceworkspace.h"
#include "controllers/editcontroller.h"
#include "controllers/filecontroller.h"
#include "controllers/windowservices.h"
#include "dialogs/crawlcomparedialog.h"
#include "dialogs/crawldialog.h"
#include "dialogs/indexnowdialog.h"
#include "document/auditsession.h"
#include "document/editordocument.h"
#include "document/linkchecksession.h"
#include "document/reportexport.h"
#include "models/diffmodel.h"
#include "models/findingsmodel.h"
#include "net/crawlsitemap.h"
#include "net/crawlstore.h"
#include "review/diff.h"
#include "model/rule.h"
#include "widgets/comparedock.h"
#include "wizards/exportwizard.h"
#include "wizards/importwizard.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFile>
#include <QFormLayout>
#include <QScrollBar>
#include <QSpinBox>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

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
    const LinkCheckOptions options = LinkCheckSession::savedOptions();
    auto *form = new QFormLayout(&dialog);
    auto *concurrency = new QSpinBox(&dialog);
    concurrency->setObjectName(QStringLiteral("linkCheckConcurrency"));
    concurrency->setRange(1, 32);
    concurrency->setValue(options.concurrency);
    concurrency->setToolTip(tr("Requests at once, all hosts together; never more than %1 to "
                               "one host")
                                .arg(LinkCheckOptions::HostLimit));
    form->addRow(tr("&Requests at once:"), concurrency);
    auto *delay = new QSpinBox(&dialog);
    delay->setObjectName(QStringLiteral("linkCheckDelay"));
    delay->setRange(0, 60000);
    delay->setSingleStep(100);
    delay->setSuffix(tr(" ms"));
    delay->setValue(options.delayMs);
    delay->setToolTip(tr("Between the starts of two requests to the same host"));
    form->addRow(tr("&Delay per host:"), delay);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() == QDialog::Accepted)
        LinkCheckSession::saveOptions(concurrency->value(), delay->value());
}

void ReviewController::showIndexNowDialog()
{
    IndexNowDialog dialog(m_document->workspace(), m_window->dialogParent());
    dialog.exec();
}

void ReviewController::showCrawlDialog()
{
    delete m_window->dialogParent()->findChild<CrawlDialog *>(QStringLiteral("crawlDialog"));
    // The document's site, when its first URL names one.
    QUrl suggested;
    for (const Sitemap &sitemap : m_document->workspace().sitemaps)
        if (!sitemap.isIndex() && !sitemap.entries.isEmpty()) {
            const QUrl first(sitemap.entries.first().loc().trimmed());
            if (first.scheme() == u"http" || first.scheme() == u"https") {
                suggested = first.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
                suggested.setPath(QStringLiteral("/"));
            }
            break;
        }
    QList<QUrl> urls;
    for (const Sitemap &sitemap : m_document->workspace().sitemaps)
        if (!sitemap.isIndex())
            for (const UrlEntry &entry : sitemap.entries)
                urls.append(QUrl(entry.loc().trimmed(), QUrl::TolerantMode));
    auto *dialog = new CrawlDialog(suggested, urls, m_window->dialogParent());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog](int result) {
        if (result == QDialog::Accepted)
            applyCrawl(*dialog);
        else if (result == CrawlDialog::Audit)
            applyAudit(*dialog);
    });
    dialog->open(); // window-modal; the crawl runs in the event loop, the window repaints
}

void ReviewController::applyCrawl(CrawlDialog &dialog)
{
    if (!m_files->maybeSave())
        return;
    const QString summary = dialog.summary().section(u'\n', 0, 0);
    m_document->clear();
    // One undo step: undoing it gives the empty document.
    m_document->undoStack()->push(
        new ReplaceWorkspace(m_document, dialog.sitemap(),
                             tr("Crawl %1").arg(dialog.result().startUrl.toDisplayString())));
    // The crawl stays with the new document: the Crawl view shows it, Save Crawl keeps it.
    if (m_audit)
        m_audit->setCrawl(dialog.takeResult(), dialog.options());
    m_window->showStatus(summary, 10000);
}

bool ReviewController::saveCrawl(const QString &path, QString *error)
{
    if (!m_audit || !m_audit->hasCrawl()) {
        *error = tr("There is no crawl to save");
        return false;
    }
    // Written afresh: a file of that name is replaced only once the new one is whole.
    const QString partial = path + u".part"_s;
    QFile::remove(partial);
    {
        CrawlStore store;
        const CrawlResult &crawl = m_audit->crawl();
        if (!store.open(partial, true, error) || !store.begin(crawl.startUrl, m_audit->crawlOptions(), error))
            return false;
        for (qsizetype i = 0; i < crawl.pages.size(); ++i) {
            const CrawledPage &page = crawl.pages.at(i);
            if (page.isDone())
                store.pageDone(crawl, i);
        }
        if (!store.finish(crawl, error))
            return false;
    }
    for (const QString &suffix : { u"-wal"_s, u"-shm"_s })
        QFile::remove(partial + suffix);
    QFile::remove(path);
    if (!QFile::rename(partial, path)) {
        *error = tr("Cannot write %1").arg(path);
        return false;
    }
    return true;
}

bool ReviewController::openCrawl(const QString &path, QString *error)
{
    if (!m_audit)
        return false;
    CrawlResult crawl;
    CrawlOptions options;
    bool finished = false;
    if (!CrawlStore::read(path, &crawl, &options, &finished, error))
        return false;
    m_audit->setCrawl(std::move(crawl), options);
    m_window->showStatus(
        finished ? tr("Opened the crawl of %1 kept in %2")
                       .arg(m_audit->crawl().startUrl.toDisplayString(), path)
                 : tr("Opened the crawl of %1 kept in %2; it did not run to its end")
                       .arg(m_audit->crawl().startUrl.toDisplayString(), path),
        10000);
    return true;
}

void ReviewController::showSaveCrawlDialog()
{
    const QFileInfo document(m_document->filePath());
    const QString suggested = (document.fileName().isEmpty() ? QDir::homePath()
                                                             : document.absolutePath())
        + u'/' + (document.fileName().isEmpty() ? u"site"_s : document.fileName().section(u'.', 0, 0))
        + u".crawl"_s;
    const QString path = QFileDialog::getSaveFileName(
        m_window->dialogParent(), tr("Save Crawl"), suggested, tr("Crawls (*.crawl)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveCrawl(path, &error)) {
        m_window->ask(QMessageBox::Warning, tr("Save Crawl"), error, QMessageBox::Ok);
        return;
    }
    m_window->showStatus(tr("Saved the crawl in %1").arg(path), 10000);
}

void ReviewController::showCompareCrawlsDialog()
{
    delete m_window->dialogParent()->findChild<CrawlCompareDialog *>(
        QStringLiteral("crawlCompareDialog"));
    auto *dialog = new CrawlCompareDialog(m_window->dialogParent());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void ReviewController::showOpenCrawlDialog()
{
    const QFileInfo document(m_document->filePath());
    const QString path = QFileDialog::getOpenFileName(
        m_window->dialogParent(), tr("Open Crawl"),
        document.fileName().isEmpty() ? QDir::homePath() : document.absolutePath(),
        tr("Crawls (*.crawl);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openCrawl(path, &error))
        m_window->ask(QMessageBox::Warning, tr("Open Crawl"), error, QMessageBox::Ok);
}

void ReviewController::applyAudit(CrawlDialog &dialog)
{
    if (!m_audit)
        return;
    m_audit->setCrawl(dialog.takeResult(), dialog.options());
    m_window->showStatus(
        tr("Audit: %n findings listed with the warnings", nullptr, int(m_audit->findings().size())),
        10000);
}

void ReviewController::addMissingPages()
{
    if (!m_audit || !m_audit->hasCrawl())
        return;
    const QList<UrlEntry> missing = m_audit->missingPages();
    if (missing.isEmpty()) {
        m_window->showStatus(tr("The sitemap lists every indexable page the crawl found"), 10000);
        return;
    }
    qint32 target = -1;
    const QList<Sitemap> &sitemaps = m_document->workspace().sitemaps;
    for (qint32 s = 0; s < sitemaps.size() && target < 0; ++s)
        if (!sitemaps.at(s).isIndex())
            target = s;
    if (target < 0)
        return; // an index alone: its pages go into one of its sitemaps, which is not loaded
    // One undo step for them all.
    QUndoStack *stack = m_document->undoStack();
    const QString text = tr("Add %n missing pages", nullptr, int(missing.size()));
    stack->beginMacro(text);
    qsizetype at = sitemaps.at(target).entries.size();
    for (const UrlEntry &entry : missing)
        stack->push(new InsertEntry(m_document, EntryRef { target, at++ }, entry, text));
    stack->endMacro();
    m_window->showStatus(text, 10000);
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
    const QString suggested = (document.fileName().isEmpty() ? QDir::homePath()
                                                             : document.absolutePath())
        + u'/' + base + u"-review.html"_s;
    QString filter;
    QString path = QFileDialog::getSaveFileName(m_window->dialogParent(), tr("Export Report"), suggested,
                                                htmlFilter + u";;"_s + pdfFilter, &filter);
    if (path.isEmpty())
        return;
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
    QApplication::setOverrideCursor(Qt::WaitCursor);
    Workspace older; // the compared version, shared with the Compare view's copy
    ReviewReport report(m_document->workspace(), findings);
    report.setTitle(ReviewReport::tr("Sitemap review: %1").arg(m_files->documentName()));
    // With a comparison in the Compare view, its changes: compared again with the document as
    // it is now (hashing, fast), so that an edit since the comparison is in the report too.
    if (const Comparison *comparison = m_compare->comparison()) {
        older = comparison->older;
        report.setComparison(SitemapDiff::compare(older, m_document->workspace()), older,
                             comparison->olderName);
    }
    // With a crawl of the site, the site audit: what search engines will refuse, by reason.
    if (m_audit && m_audit->hasCrawl())
        report.setSiteAudit(CrawlSitemap::siteAudit(m_document->workspace(), m_audit->crawl()));
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
    const QString name = m_document->filePath().isEmpty()
        ? tr("the untitled sitemap")
        : QFileInfo(m_document->filePath()).fileName();
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
    // The catalogue the checker, the CLI and the docs share, as one page, opened at `rule`.
    QWidget *window = m_window->dialogParent();
    auto *dialog = window->findChild<QDialog *>(QStringLiteral("rulesDialog"));
    if (!dialog) {
        QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Rule catalogue").toHtmlEscaped());
        for (const Rule &each : RuleCatalogue::rules()) {
            html += QStringLiteral("<h3><a name=\"%1\"></a>%1 %2</h3><p><i>%3</i></p><p>%4</p>")
                        .arg(QString(each.id), each.translatedTitle().toHtmlEscaped(),
                             FindingsModel::severityText(each.severity).toHtmlEscaped(),
                             each.translatedHelp().toHtmlEscaped());
            if (each.hasFix())
                html += QStringLiteral("<p>%1</p>")
                            .arg(tr("Fix: %1").arg(each.translatedFix()).toHtmlEscaped());
        }
        dialog = new QDialog(window);
        dialog->setObjectName(QStringLiteral("rulesDialog"));
        dialog->setWindowTitle(tr("Rule Catalogue"));
        auto *layout = new QVBoxLayout(dialog);
        auto *browser = new QTextBrowser(dialog);
        browser->setObjectName(QStringLiteral("rulesBrowser"));
        browser->setHtml(html);
        layout->addWidget(browser);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
        layout->addWidget(buttons);
        dialog->resize(720, 640);
    }
    auto *browser = dialog->findChild<QTextBrowser *>(QStringLiteral("rulesBrowser"));
    dialog->show();
    dialog->raise();
    // Active and focused, so that Escape (and the arrows) reach it at once.
    dialog->activateWindow();
    browser->setFocus();
    if (rule.isEmpty())
        browser->verticalScrollBar()->setValue(0);
    else
        browser->scrollToAnchor(rule);
}

} // namespace Studio
