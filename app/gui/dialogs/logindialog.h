#pragma once

#include "document/accesssecrets.h"
#include "net/siteaccess.h"

#include <QDialog>
#include <QUrl>

#include <memory>

class QLabel;
class QPushButton;

namespace Studio {

class SiteAccessFields;

// The login, cookies and headers of a site asked for again: before a kept crawl goes on (its
// store holds their names, never their values) and after a start page answered 401 or 403.
// Says why it asks, fills what this session or the keyring holds for the site (AccessSecrets),
// and refuses while a field is wrong. With `offerWithout`, "Go On Without" ends it with
// WithoutLogin.
//
// Object names: "loginDialog", "loginText", "loginAccept", "loginWithout", and those of
// SiteAccessFields.
class LoginDialog : public QDialog
{
    Q_OBJECT

public:
    enum { WithoutLogin = 2 };

    // `site` is the start URL; `outline` what the crawl was given before (its user's name and
    // origins fill the fields), `secrets` (not owned, may be null) fills the rest.
    LoginDialog(const QUrl &site, const QString &text, const QString &acceptText, bool offerWithout,
                const CredentialsOutline &outline, AccessSecrets *secrets,
                QWidget *parent = nullptr);

    SiteAccessFields *fields() const { return m_fields; }
    // The credentials for the site and the origins named; null when none were given.
    std::shared_ptr<const SiteCredentials> credentials() const;
    SiteSecrets secrets() const;
    bool remember() const;

    void accept() override;

private:
    QUrl m_site;
    SiteAccessFields *m_fields;
    QLabel *m_problem;
};

} // namespace Studio
