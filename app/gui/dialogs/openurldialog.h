#pragma once

#include "document/accesssecrets.h"
#include "net/discovery.h"
#include "net/remoteloader.h"

#include <QDialog>
#include <QUrl>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QToolButton;

namespace Studio {

class SiteAccessFields;

// File → Open URL: the address of a sitemap or of a site, and the limits of the crawl of an
// index; under "Login, cookies and headers", the user agent and the secrets a site behind a
// login asks for (SiteAccessFields), sent to the address's origin only, as the command line's
// --auth, --cookie, --header and --user-agent. Accepts only an http or https address and
// fields that are right, saying why otherwise; the choices but the secrets are kept in
// QSettings for the next time, the secrets by the caller (AccessSecrets). FileController does
// the work.
class OpenUrlDialog : public QDialog
{
    Q_OBJECT

public:
    // `secrets` (not owned, may be null) fills the secrets for the address's site.
    explicit OpenUrlDialog(QWidget *parent = nullptr, AccessSecrets *secrets = nullptr);

    QUrl url() const;
    // The choices of the dialog: children followed or not, files and bytes at most, the user
    // agent and the credentials for the address's origin.
    RemoteLoadOptions options() const;
    // What the dialog last saved, for an address opened without it (recent files, a drop):
    // the limits and the user agent, no secret.
    static RemoteLoadOptions savedOptions();
    // The secrets typed in, and whether to remember them in the keyring.
    SiteSecrets secrets() const;
    bool rememberSecrets() const;
    SiteAccessFields *accessFields() const { return m_access; }
    // Shows or hides the login, cookies and headers.
    void showAccess(bool show);

    void accept() override;

private:
    // The error for the address as typed; empty when it can be opened.
    QString validate() const;
    void showError(const QString &text);
    // Asks AccessSecrets for the secrets of the address's site, once for each site.
    void recallSecrets();

    AccessSecrets *m_secrets; // not owned; may be null
    QLineEdit *m_url;
    QLabel *m_error;
    QCheckBox *m_follow;
    QSpinBox *m_maxFiles;
    QSpinBox *m_maxMegabytes;
    QToolButton *m_accessToggle;
    SiteAccessFields *m_access;
    QString m_recalledOrigin;
};

// Several sitemaps found for a site: the user picks the one to open. Lists each with where it
// was learnt of (a robots.txt line, one of the usual places).
class SitemapChoiceDialog : public QDialog
{
    Q_OBJECT

public:
    SitemapChoiceDialog(const QUrl &site, const QList<DiscoveredSitemap> &sitemaps,
                        QWidget *parent = nullptr);

    // The one chosen; invalid when none.
    QUrl chosen() const;

private:
    QListWidget *m_list;
    QList<DiscoveredSitemap> m_sitemaps;
};

} // namespace Studio
