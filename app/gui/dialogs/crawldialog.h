#pragma once

#include "net/crawler.h"
#include "net/crawlsitemap.h"

#include <QCoreApplication>
#include <QDialog>
#include <QUrl>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace Studio {

// The crawl dialog's choices, kept in the settings (QSettings "crawl/…") from the last crawl
// started for the next one; Edit → Preferences edits the same.
struct CrawlChoices
{
    QString startUrl;
    bool folderScope = false;
    int maxPages = CrawlOptions().maxPages;
    int maxDepth = -1; // no limit
    int delayMs = CrawlOptions().delayMs;
    int pageSeconds = CrawlOptions().pageTimeoutMs / 1000;
    bool lastmod = false;
    int lastmodSource = 0; // the combo box's item: the page's own date, or the header alone
    bool images = false;
    QString imageHosts;
    bool hreflang = false;

    static CrawlChoices load();
    void save() const;
};

// The crawl's scope and limits as form fields, with their words, ranges and object names
// ("crawlScope", "crawlMaxPages", "crawlMaxDepth", "crawlDelay", "crawlPageTime"): the crawl
// dialog's and the Preferences' crawl page. The fields are children of `parent`.
class CrawlLimitFields
{
    Q_DECLARE_TR_FUNCTIONS(Studio::CrawlDialog)

public:
    explicit CrawlLimitFields(QWidget *parent);
    // A row for each field, labelled, in the dialog's order.
    void addRows(QFormLayout *form);
    void show(const CrawlChoices &choices);
    // The fields' values into `choices`; the rest of it is left.
    void take(CrawlChoices *choices) const;
    void fill(CrawlOptions *options) const;

    QComboBox *scope;
    QSpinBox *maxPages;
    QSpinBox *maxDepth;
    QSpinBox *delay;
    QSpinBox *pageTime;
};

// Tools → Crawl Site…: sets a crawl up (start URL, scope, limits, delay, what a sitemap made of
// it holds) and ends with Start, which leaves the dialog: the crawl runs in the Crawl view
// (CrawlDocument), where the window stays usable. The open sitemap's URLs are fetched too when
// ticked, so that pages no link reaches are judged.
//
// Go On with a Kept Crawl… picks a crawl kept in a file (File → Save Crawl…, `crawl --save`)
// that a kill, a crash or a limit cut short, and ends the dialog with GoOnWithKept: the crawl
// goes on from where it stopped with the start URL and options kept there.
class CrawlDialog : public QDialog
{
    Q_OBJECT

public:
    // The result of finished() for Go On with a Kept Crawl (keptCrawl() names it).
    enum { GoOnWithKept = 2 };

    // `suggested` fills the start URL (the document's site, or nothing); `documentUrls` are
    // the open sitemap's.
    explicit CrawlDialog(const QUrl &suggested, const QList<QUrl> &documentUrls = {},
                         QWidget *parent = nullptr);
    ~CrawlDialog() override;

    // Start: accepts the dialog when the fields make a crawl (the choices kept for the next
    // time); false, saying why under the fields, when the start URL is no http(s) address.
    bool start();
    // The crawl the fields set up.
    QUrl startUrl() const;
    CrawlOptions options() const;
    GenerateOptions generateOptions() const;
    // What the dialog's choices, as the last crawl started left them, make of a crawl opened
    // from a file or recovered.
    static GenerateOptions keptGenerateOptions();
    // The file chosen with Go On with a Kept Crawl…
    QString keptCrawl() const { return m_keptCrawl; }
    // Ticks "Fetch the open sitemap's URLs too" (the audit asks for it).
    void setWithDocument(bool on);
    // The Image hosts field's hosts, lower case, when images are asked for.
    QStringList imageHosts() const;
    void keepChoices(const QUrl &start) const;
    void restoreChoices(const QUrl &suggested);

private:
    void chooseKeptCrawl();

    QLineEdit *m_url;
    CrawlLimitFields m_limits;
    QCheckBox *m_lastmod;
    QComboBox *m_lastmodSource;
    QCheckBox *m_images;
    QLineEdit *m_imageHosts;
    QCheckBox *m_hreflang;
    QCheckBox *m_withDocument;
    QList<QUrl> m_documentUrls;
    QPushButton *m_start; // in m_buttons
    QPushButton *m_resume;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QString m_keptCrawl;
};

} // namespace Studio
