#pragma once

#include "model/workspace.h"
#include "net/crawler.h"

#include <QDialog>
#include <QUrl>

#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace Studio {

class CrawlStore;

// Tools → Crawl Site…: crawls a site from a start URL (scope, limits, delay), with live counts,
// Pause and Stop, never blocking the window (the crawl runs in the event loop; each page is
// read as it arrives). The open sitemap's URLs are fetched too when ticked, so that pages no
// link reaches are judged. When it is done, Create Sitemap accepts the dialog (sitemap() is
// the site's indexable pages, with lastmod (the pages' own dates or their headers), images and
// hreflang when ticked), and Audit the Open Sitemap ends it with Audit (the crawl then goes to
// the document's AuditSession).
//
// Go On with a Kept Crawl… takes a crawl kept in a file (File → Save Crawl…, `crawl --save`),
// one that a kill, a crash or a limit cut short, and goes on from where it stopped with the
// start URL and options kept there: the pages done are not asked again, and the pages done
// now are written to the same file as they come, so that it can be resumed again.
class CrawlDialog : public QDialog
{
    Q_OBJECT

public:
    // The result of exec() or finished() for Audit the Open Sitemap.
    enum { Audit = 2 };

    // `suggested` fills the start URL (the document's site, or nothing); `documentUrls` are
    // the open sitemap's.
    explicit CrawlDialog(const QUrl &suggested, const QList<QUrl> &documentUrls = {},
                         QWidget *parent = nullptr);
    ~CrawlDialog() override;

    // Starts the crawl from the fields (the Start button); false, saying why under the
    // fields, when the start URL is no http or https address.
    bool start();
    // Goes on with the crawl kept in `path` (Go On with a Kept Crawl…); false with the reason
    // shown under the fields (and in `error`) when the file cannot be read.
    bool resume(const QString &path, QString *error = nullptr);
    bool isRunning() const;
    // The crawl as it stands (complete once crawlFinished() was emitted).
    const CrawlResult &result() const;
    // Takes the crawl out (for the audit); the dialog keeps an empty one.
    CrawlResult takeResult();
    // The options of the last crawl started.
    CrawlOptions options() const;
    // A new workspace of one sitemap: the crawl's indexable pages.
    Workspace sitemap() const;
    // The Image hosts field's hosts, lower case, when images are asked for.
    QStringList imageHosts() const;
    void keepChoices(const QUrl &start) const;
    void restoreChoices(const QUrl &suggested);
    // What the crawl found, for the status bar: pages, failures, indexable, limits reached.
    QString summary() const;

signals:
    void crawlFinished();

private:
    void togglePause();
    void showProgress(int done, int queued, int failed);
    void finishCrawl();
    void setRunning(bool running);
    void chooseKeptCrawl();
    // The fields set to what a kept crawl was started with.
    void showOptions(const QUrl &start, const CrawlOptions &options);
    void reject() override;

    Crawler *m_crawler; // owned (child)
    QLineEdit *m_url;
    QComboBox *m_scope;
    QSpinBox *m_maxPages;
    QSpinBox *m_maxDepth;
    QSpinBox *m_delay;
    QSpinBox *m_pageTime;
    QCheckBox *m_lastmod;
    QComboBox *m_lastmodSource;
    QCheckBox *m_images;
    QLineEdit *m_imageHosts;
    QCheckBox *m_hreflang;
    QCheckBox *m_withDocument;
    QList<QUrl> m_documentUrls;
    QPushButton *m_start;
    QPushButton *m_pause;
    QPushButton *m_stop;
    QPushButton *m_resume;
    // The file of the crawl gone on with (resume()), written as pages are done; null otherwise.
    std::unique_ptr<CrawlStore> m_store;
    QLabel *m_counts;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QPushButton *m_create; // in m_buttons
    QPushButton *m_audit; // in m_buttons
};

} // namespace Studio
