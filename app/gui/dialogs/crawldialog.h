#pragma once

#include "document/accesssecrets.h"
#include "net/crawler.h"
#include "net/crawlsettings.h"
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
class QTabWidget;

namespace Studio {

class CrawlRuleFields;
class SiteAccessFields;

// The crawl dialog's choices, kept in the settings (QSettings "crawl/…") from the last crawl
// started for the next one, and as named profiles ("crawlProfiles/NAME/…"); Edit →
// Preferences edits the limits. None of it is secret: a login's user name is kept, never its
// password, a cookie's or a header's value (AccessSecrets keeps those).
struct CrawlChoices
{
    QString startUrl;
    bool folderScope = false;
    int maxPages = CrawlOptions().maxPages;
    int maxDepth = -1; // no limit
    int delayMs = CrawlOptions().delayMs;
    int pageSeconds = CrawlOptions().pageTimeoutMs / 1000;
    RenderMode render = CrawlOptions().render;
    bool lastmod = false;
    // The combo box's item: the page's own date, the header alone, or the content history.
    int lastmodSource = 0;
    // A crawl kept earlier whose content history this one carries on (crawl --since); empty
    // for none.
    QString since;
    bool images = false;
    QString imageHosts;
    bool hreflang = false;
    // Who the crawl is, and which URLs it asks for and lists.
    QString userAgent; // AccessSettings::userAgent
    QString user; // the login's user name
    QStringList origins; // further origins the secrets go to
    UrlRuleSettings rules;

    // The last crawl's choices, or those of the profile `name`.
    static CrawlChoices load();
    static CrawlChoices loadProfile(const QString &name);
    void save() const;
    void saveProfile(const QString &name) const;
    // The profiles saved, sorted; removing one.
    static QStringList profiles();
    static void removeProfile(const QString &name);
    // `name` as a profile may be called: without '/' and '\', which settings take as groups.
    static QString profileName(const QString &name);

private:
    static CrawlChoices load(const QString &group);
    void save(const QString &group) const;
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
    QComboBox *render; // RenderMode as the items' data
};

// Tools → Crawl Site…: sets a crawl up (start URL, scope, limits, delay, what a sitemap made of
// it holds; on the Access tab the user agent, a login, cookies and headers; on the URLs tab
// the include, exclude and do-not-list patterns, the parameters removed and the publish URL)
// and ends with Start, which leaves the dialog: the crawl runs in the Crawl view
// (CrawlDocument), where the window stays usable. The open sitemap's URLs are fetched too when
// ticked, so that pages no link reaches are judged. A profile (the combo box at the top) fills
// every field but the secrets, which come from this session's memory or the keyring
// (AccessSecrets) for the start URL's site. The fields are checked as they change; Start
// refuses while one is wrong, showing which.
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
    // The tabs, in order.
    enum Tab { CrawlTab, AccessTab, UrlsTab };

    // `suggested` fills the start URL (the document's site, or nothing); `documentUrls` are
    // the open sitemap's. `secrets` (not owned, may be null) fills the secrets for the start
    // URL's site.
    explicit CrawlDialog(const QUrl &suggested, const QList<QUrl> &documentUrls = {},
                         QWidget *parent = nullptr, AccessSecrets *secrets = nullptr);
    ~CrawlDialog() override;

    // Start: accepts the dialog when the fields make a crawl (the choices kept for the next
    // time); false, saying why under the fields, when the start URL is no http(s) address or
    // a field of the Access or URLs tab is wrong (that tab shown, the field focused).
    bool start();
    // The crawl the fields set up: limits, identity, credentials for the start URL's origin
    // (and those named), URL rules.
    QUrl startUrl() const;
    CrawlOptions options() const;
    GenerateOptions generateOptions() const;
    // The secrets typed in (for AccessSecrets), and whether to remember them in the keyring.
    SiteSecrets secrets() const;
    bool rememberSecrets() const;
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

    // Profiles: the one chosen fills the fields (and asks for its site's secrets); Save
    // Profile… asks for a name, then saveProfile(); Delete removes the one chosen.
    void chooseProfile(const QString &name);
    void saveProfile(const QString &name);
    void deleteProfile();
    QString profile() const;

    SiteAccessFields *accessFields() const { return m_access; }
    CrawlRuleFields *ruleFields() const { return m_rules; }

private:
    void chooseKeptCrawl();
    void askProfileName();
    void updateProfiles(const QString &current);
    void showChoices(const CrawlChoices &choices);
    CrawlChoices choices(const QUrl &start) const;
    // Asks AccessSecrets for the secrets of the start URL's site, once for each site.
    void recallSecrets();
    void updateSummary();

    AccessSecrets *m_secrets; // not owned; may be null
    QComboBox *m_profile;
    QPushButton *m_deleteProfile;
    QTabWidget *m_tabs;
    QLineEdit *m_url;
    CrawlLimitFields m_limits;
    QCheckBox *m_lastmod;
    QComboBox *m_lastmodSource;
    QCheckBox *m_images;
    QLineEdit *m_imageHosts;
    QLineEdit *m_since; // the kept crawl whose content history goes on
    // Read from m_since's file when Start was pressed; null for none.
    std::shared_ptr<const CrawlHistory> m_history;
    QCheckBox *m_hreflang;
    QCheckBox *m_withDocument;
    QLabel *m_summary; // what the Access and URLs tabs set, on the Crawl tab
    SiteAccessFields *m_access;
    CrawlRuleFields *m_rules;
    QList<QUrl> m_documentUrls;
    QPushButton *m_start; // in m_buttons
    QPushButton *m_resume;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QString m_keptCrawl;
    QString m_recalledOrigin; // the site whose secrets were asked for last
};

} // namespace Studio
