#pragma once

#include "document/accesssecrets.h"
#include "net/crawlsettings.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace Studio {

// A field of lines (patterns, cookies, headers, origins): its lines, trimmed, blank ones
// skipped, each with its line number (from 1) for messages.
struct FieldLines
{
    QStringList values;
    QList<int> lineNumbers;

    static FieldLines of(const QPlainTextEdit *edit);
    int lineOf(qsizetype index) const { return lineNumbers.value(index, 1); }
};

// A small QPlainTextEdit of about `lines` lines, without wrapping: one value a line.
QPlainTextEdit *linesEdit(int lines, QWidget *parent);
// Selects line `line` (from 1) of `edit`, the one a message names.
void placeCursorOnLine(QPlainTextEdit *edit, int line);

// How the window presents itself to a site, as form fields: the user agent (a crawler chosen
// from CrawlerIdentity::choices(), or the text of a header typed in), a login (user and
// password, the password hidden), "Remember in the keyring", cookies and headers (one a line)
// and, where asked for, further origins they go to. The crawl dialog's Access tab, Open
// URL…'s login and the question before a kept crawl goes on all use it. The fields are
// checked as they change (AccessSettings::read, as the command line's options are): problem()
// names the field and the line that is wrong.
//
// Object names: "accessUserAgent", "accessUser", "accessPassword", "accessRemember",
// "accessKeyringNote", "accessCookies", "accessHeaders", "accessOrigins", "accessProblem".
class SiteAccessFields : public QWidget
{
    Q_OBJECT

public:
    enum Part {
        UserAgent = 0x1,
        Origins = 0x2,
        Remember = 0x4,
    };
    Q_DECLARE_FLAGS(Parts, Part)

    explicit SiteAccessFields(Parts parts, QWidget *parent = nullptr);

    // The fields as written. The secrets (password, cookies, headers) are the caller's to
    // keep in memory; nothing here writes them anywhere.
    AccessSettings settings() const;
    SiteSecrets secrets() const;
    // Fills the login, cookies and headers.
    void setSecrets(const SiteSecrets &secrets);
    // Fills the secrets' fields that are still empty with `secrets` (a recall from the
    // keyring that comes after the user began to type leaves what was typed).
    void offerSecrets(const SiteSecrets &secrets);
    bool hasSecrets() const { return !secrets().isEmpty(); }

    // The user agent field: a choice's name (CrawlerIdentity::choices()), the text of a
    // header, or empty for the project's own.
    QString userAgent() const;
    void setUserAgent(const QString &choice);
    // As the field shows it ("Googlebot smartphone").
    QString userAgentText() const;
    QString user() const;
    void setUser(const QString &user);
    QStringList origins() const;
    void setOrigins(const QStringList &origins);

    bool remember() const;
    void setRemember(bool remember);
    // Where Remember keeps them (not owned, may be null): when the user ticks it, the keyring
    // is asked at once, so that a desktop without one says so here, with Remember cleared,
    // rather than after the dialog.
    void setAccessSecrets(AccessSecrets *secrets) { m_secrets = secrets; }
    // A short note under Remember (the keyring could not be reached, the secrets came from
    // it); hidden when empty.
    void setKeyringNote(const QString &note);
    QString keyringNote() const;

    // What is wrong with the fields, naming the field and the line; empty when nothing is.
    QString problem() const;
    // Reads them into `credentials` (the origins given, not the site's) and `identity`; false
    // with problem() set when a field is wrong.
    bool read(SiteCredentials *credentials, CrawlerIdentity *identity) const;
    // Puts the cursor in the field problem() names, on its line.
    void focusProblem();
    // Gives the labels of these fields and those of `other` one width, the widest's, so that
    // the fields of both forms line up (Open URL's form above these).
    void alignLabelsWith(QFormLayout *other);

Q_SIGNALS:
    // A field changed; problem() is up to date.
    void changed();

private:
    void check();
    // The user ticked or cleared Remember.
    void rememberClicked(bool on);
    // The field a problem is in.
    QWidget *fieldOf(AccessSettings::Field field) const;

    AccessSecrets *m_secrets = nullptr; // not owned; may be null
    int m_probe = 0; // counts the keyring's probes: only the last one's answer counts
    QFormLayout *m_form;
    QComboBox *m_userAgent = nullptr;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QCheckBox *m_remember = nullptr;
    QLabel *m_keyringNote = nullptr;
    QPlainTextEdit *m_cookies;
    QPlainTextEdit *m_headers;
    QPlainTextEdit *m_origins = nullptr;
    QLabel *m_problem;
    AccessSettings::Field m_problemField = AccessSettings::Field::None;
    int m_problemLine = 0; // of a field of lines, from 1; 0 for none
};

Q_DECLARE_OPERATORS_FOR_FLAGS(SiteAccessFields::Parts)

} // namespace Studio
