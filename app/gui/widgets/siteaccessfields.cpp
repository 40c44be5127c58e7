#include "siteaccessfields.h"

#include "widgets/themecolours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

FieldLines FieldLines::of(const QPlainTextEdit *edit)
{
    FieldLines lines;
    const QStringList all = edit->toPlainText().split(u'\n');
    for (qsizetype i = 0; i < all.size(); ++i) {
        const QString line = all.at(i).trimmed();
        if (line.isEmpty())
            continue;
        lines.values.append(line);
        lines.lineNumbers.append(int(i) + 1);
    }
    return lines;
}

QPlainTextEdit *linesEdit(int lines, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    edit->setTabChangesFocus(true);
    const int frame = 2 * edit->frameWidth() + int(2 * edit->document()->documentMargin());
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + frame + 2);
    return edit;
}

void placeCursorOnLine(QPlainTextEdit *edit, int line)
{
    const QTextBlock block = edit->document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    edit->setTextCursor(cursor);
}

SiteAccessFields::SiteAccessFields(Parts parts, QWidget *parent)
    : QWidget(parent)
{
    // The form, then the notes under it: wrapped labels outside the form, whose height for a
    // width is not asked again when one of its rows shows (Qt 6.4).
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    QFormLayout *form = m_form;
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    if (parts.testFlag(UserAgent)) {
        m_userAgent = new QComboBox(this);
        m_userAgent->setObjectName(u"accessUserAgent"_s);
        m_userAgent->setEditable(true);
        m_userAgent->setInsertPolicy(QComboBox::NoInsert);
        m_userAgent->addItem(tr("Sitemap Studio (judged as Google judges)"), QString());
        m_userAgent->addItem(tr("Googlebot smartphone"), u"googlebot-smartphone"_s);
        m_userAgent->addItem(tr("Googlebot desktop"), u"googlebot-desktop"_s);
        m_userAgent->addItem(tr("Bingbot"), u"bingbot"_s);
        m_userAgent->addItem(tr("A browser (Chrome)"), u"browser"_s);
        m_userAgent->setToolTip(
            tr("The User-Agent sent, the robots.txt group obeyed and the robots meta tags "
               "heeded follow the crawler chosen. Or type the text of a User-Agent header: its "
               "product token picks the robots.txt group."));
        form->addRow(tr("&User agent:"), m_userAgent);
        connect(m_userAgent, &QComboBox::currentTextChanged, this, &SiteAccessFields::check);
    }

    m_user = new QLineEdit(this);
    m_user->setObjectName(u"accessUser"_s);
    m_user->setPlaceholderText(tr("User"));
    m_user->setAccessibleName(tr("User name of the login"));
    m_password = new QLineEdit(this);
    m_password->setObjectName(u"accessPassword"_s);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("Password"));
    m_password->setAccessibleName(tr("Password of the login"));
    auto *login = new QHBoxLayout;
    login->addWidget(m_user, 1);
    login->addWidget(m_password, 1);
    form->addRow(tr("Lo&gin:"), login);
    auto *loginLabel = qobject_cast<QLabel *>(form->labelForField(login));
    if (loginLabel)
        loginLabel->setBuddy(m_user);
    m_user->setToolTip(tr("HTTP basic authentication, sent with the first request to the site "
                          "and to the origins named below, never to another host"));
    m_password->setToolTip(m_user->toolTip());

    m_cookies = linesEdit(2, this);
    m_cookies->setObjectName(u"accessCookies"_s);
    m_cookies->setPlaceholderText(tr("NAME=VALUE, one a line"));
    m_cookies->setToolTip(tr("Cookies sent to the site, such as a consent or a preview cookie"));
    form->addRow(tr("&Cookies:"), m_cookies);
    m_headers = linesEdit(2, this);
    m_headers->setObjectName(u"accessHeaders"_s);
    m_headers->setPlaceholderText(tr("Name: value, one a line"));
    m_headers->setToolTip(tr("Request headers sent to the site, such as a preview token"));
    form->addRow(tr("&Headers:"), m_headers);

    if (parts.testFlag(Origins)) {
        m_origins = linesEdit(2, this);
        m_origins->setObjectName(u"accessOrigins"_s);
        m_origins->setPlaceholderText(tr("https://cdn.example.com, one address a line"));
        m_origins->setToolTip(tr("Other origins (scheme, host and port) the login, cookies and "
                                 "headers go to besides the start URL's; never others, "
                                 "redirects included"));
        form->addRow(tr("Al&so send to:"), m_origins);
        connect(m_origins, &QPlainTextEdit::textChanged, this, &SiteAccessFields::check);
    }

    if (parts.testFlag(Remember)) {
        m_remember
            = new QCheckBox(tr("Re&member the login, cookies and headers in the keyring"), this);
        m_remember->setObjectName(u"accessRemember"_s);
        m_remember->setToolTip(tr("Kept in the desktop's keyring for this site, never in the "
                                  "settings or a saved crawl. Otherwise they are kept until "
                                  "Sitemap Studio ends."));
        form->addRow(QString(), m_remember);
        m_keyringNote = new QLabel(this);
        m_keyringNote->setObjectName(u"accessKeyringNote"_s);
        m_keyringNote->setWordWrap(true);
        m_keyringNote->hide();
        layout->addWidget(m_keyringNote);
        connect(m_remember, &QCheckBox::clicked, this, &SiteAccessFields::rememberClicked);
    }

    m_problem = new QLabel(this);
    m_problem->setObjectName(u"accessProblem"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    ThemeColours::markError(m_problem, true);
    m_problem->hide();
    layout->addWidget(m_problem);

    connect(m_user, &QLineEdit::textChanged, this, &SiteAccessFields::check);
    connect(m_password, &QLineEdit::textChanged, this, &SiteAccessFields::check);
    connect(m_cookies, &QPlainTextEdit::textChanged, this, &SiteAccessFields::check);
    connect(m_headers, &QPlainTextEdit::textChanged, this, &SiteAccessFields::check);
}

AccessSettings SiteAccessFields::settings() const
{
    AccessSettings settings;
    settings.userAgent = userAgent();
    // A user name alone (kept in a profile, its password not given yet) sends no login.
    if (!m_password->text().isEmpty())
        settings.login = m_user->text().trimmed() + u':' + m_password->text();
    settings.cookies = FieldLines::of(m_cookies).values;
    settings.headers = FieldLines::of(m_headers).values;
    // Origins with nothing to send are no mistake here (a profile's, its password not given
    // yet): they count once there is something to send.
    if (settings.hasSecrets())
        settings.origins = origins();
    return settings;
}

SiteSecrets SiteAccessFields::secrets() const
{
    SiteSecrets secrets;
    secrets.user = m_user->text().trimmed();
    secrets.password = m_password->text();
    secrets.cookies = FieldLines::of(m_cookies).values;
    secrets.headers = FieldLines::of(m_headers).values;
    return secrets;
}

void SiteAccessFields::setSecrets(const SiteSecrets &secrets)
{
    m_user->setText(secrets.user);
    m_password->setText(secrets.password);
    m_cookies->setPlainText(secrets.cookies.join(u'\n'));
    m_headers->setPlainText(secrets.headers.join(u'\n'));
}

void SiteAccessFields::offerSecrets(const SiteSecrets &secrets)
{
    const QString user = m_user->text().trimmed();
    if (user.isEmpty() || user == secrets.user) {
        if (user.isEmpty())
            m_user->setText(secrets.user);
        if (m_password->text().isEmpty())
            m_password->setText(secrets.password);
    }
    if (m_cookies->toPlainText().trimmed().isEmpty())
        m_cookies->setPlainText(secrets.cookies.join(u'\n'));
    if (m_headers->toPlainText().trimmed().isEmpty())
        m_headers->setPlainText(secrets.headers.join(u'\n'));
}

QString SiteAccessFields::userAgent() const
{
    if (!m_userAgent)
        return {};
    const QString text = m_userAgent->currentText().trimmed();
    const int index = m_userAgent->findText(text, Qt::MatchFixedString | Qt::MatchCaseSensitive);
    return index >= 0 ? m_userAgent->itemData(index).toString() : text;
}

QString SiteAccessFields::userAgentText() const
{
    return m_userAgent ? m_userAgent->currentText().trimmed() : QString();
}

void SiteAccessFields::setUserAgent(const QString &choice)
{
    if (!m_userAgent)
        return;
    const int index = m_userAgent->findData(choice.trimmed().toLower());
    if (choice.trimmed().isEmpty() || index >= 0) {
        m_userAgent->setCurrentIndex(qMax(0, index));
        m_userAgent->setEditText(m_userAgent->itemText(qMax(0, index)));
    } else {
        m_userAgent->setEditText(choice);
    }
}

QString SiteAccessFields::user() const
{
    return m_user->text().trimmed();
}

void SiteAccessFields::setUser(const QString &user)
{
    m_user->setText(user);
}

QStringList SiteAccessFields::origins() const
{
    return m_origins ? FieldLines::of(m_origins).values : QStringList();
}

void SiteAccessFields::setOrigins(const QStringList &origins)
{
    if (m_origins)
        m_origins->setPlainText(origins.join(u'\n'));
}

bool SiteAccessFields::remember() const
{
    return m_remember && m_remember->isChecked();
}

void SiteAccessFields::setRemember(bool remember)
{
    if (m_remember)
        m_remember->setChecked(remember);
}

void SiteAccessFields::rememberClicked(bool on)
{
    const int probe = ++m_probe;
    if (!on || !m_secrets) {
        setKeyringNote(QString());
        return;
    }
    setKeyringNote(tr("Asking the keyring…"));
    m_secrets->store()->read(
        AccessSecrets::keyFor(u"probe"_s), this,
        [this, probe](bool ok, bool, const QByteArray &, const QString &error) {
            if (probe != m_probe)
                return; // cleared or ticked again since
            if (ok) {
                setKeyringNote(QString());
                return;
            }
            setRemember(false);
            setKeyringNote(tr("No keyring is available (%1): the login, cookies and headers are "
                              "kept until Sitemap Studio ends, not remembered.")
                               .arg(error));
        });
}

void SiteAccessFields::setKeyringNote(const QString &note)
{
    if (!m_keyringNote)
        return;
    m_keyringNote->setText(note);
    m_keyringNote->setVisible(!note.isEmpty());
}

QString SiteAccessFields::keyringNote() const
{
    return m_keyringNote ? m_keyringNote->text() : QString();
}

QString SiteAccessFields::problem() const
{
    return m_problem->text();
}

bool SiteAccessFields::read(SiteCredentials *credentials, CrawlerIdentity *identity) const
{
    if (!problem().isEmpty())
        return false;
    AccessSettings::Problem unused;
    return settings().read(credentials, identity, &unused);
}

QWidget *SiteAccessFields::fieldOf(AccessSettings::Field field) const
{
    using Field = AccessSettings::Field;
    switch (field) {
    case Field::UserAgent:
        return m_userAgent;
    case Field::Login:
        return m_user->text().trimmed().isEmpty() || m_user->text().contains(u':') ? m_user
                                                                                   : m_password;
    case Field::Cookie:
        return m_cookies;
    case Field::Header:
        return m_headers;
    case Field::Origin:
    case Field::OriginsAlone:
        return m_origins;
    case Field::None:
        break;
    }
    return nullptr;
}

void SiteAccessFields::focusProblem()
{
    QWidget *field = fieldOf(m_problemField);
    if (!field)
        return;
    field->setFocus();
    if (auto *edit = qobject_cast<QPlainTextEdit *>(field); edit && m_problemLine > 0)
        placeCursorOnLine(edit, m_problemLine);
}

void SiteAccessFields::alignLabelsWith(QFormLayout *other)
{
    QList<QWidget *> labels;
    for (const QFormLayout *form : { m_form, other })
        for (int row = 0; row < form->rowCount(); ++row)
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole);
                item && item->widget())
                labels.append(item->widget());
    int width = 0;
    for (const QWidget *label : std::as_const(labels))
        width = qMax(width, label->sizeHint().width());
    for (QWidget *label : std::as_const(labels))
        label->setMinimumWidth(width);
}

void SiteAccessFields::check()
{
    using Field = AccessSettings::Field;
    const AccessSettings settings = this->settings();
    QString text;
    Field field = Field::None;
    int line = 0;
    const FieldLines originLines = m_origins ? FieldLines::of(m_origins) : FieldLines();
    qsizetype badOrigin = -1;
    for (qsizetype i = 0; i < originLines.values.size() && badOrigin < 0; ++i)
        if (SiteCredentials::originOf(QUrl(originLines.values.at(i), QUrl::StrictMode)).isEmpty())
            badOrigin = i;
    // The login, as the command line reads USER:PASSWORD: the user name ends at its colon.
    if (m_user->text().contains(u':')) {
        field = Field::Login;
        text = tr("Login: a user name cannot hold a colon (:).");
    } else if (badOrigin >= 0) {
        // Said whether or not there is something to send yet.
        field = Field::Origin;
        line = originLines.lineOf(badOrigin);
        text = tr("Also send to, line %1: “%2” is no http or https address.")
                   .arg(line)
                   .arg(originLines.values.at(badOrigin));
    } else {
        SiteCredentials credentials;
        CrawlerIdentity identity;
        AccessSettings::Problem problem;
        if (!settings.read(&credentials, &identity, &problem)) {
            field = problem.field;
            switch (problem.field) {
            case Field::Login:
                text = tr("Login: give the user name with the password.");
                break;
            case Field::Cookie:
                line = FieldLines::of(m_cookies).lineOf(problem.index);
                text = tr("Cookies, line %1: write NAME=VALUE, a cookie name and a value "
                          "without “;” or “,”.")
                           .arg(line);
                break;
            case Field::Header:
                line = FieldLines::of(m_headers).lineOf(problem.index);
                text = tr("Headers, line %1: write “Name: value”, a header name, a colon and "
                          "the value.")
                           .arg(line);
                break;
            case Field::Origin: {
                const FieldLines lines = FieldLines::of(m_origins);
                line = lines.lineOf(problem.index);
                text = tr("Also send to, line %1: “%2” is no http or https address.")
                           .arg(line)
                           .arg(lines.values.value(problem.index));
                break;
            }
            case Field::OriginsAlone:
                text = tr("Also send to: there is no login, cookie or header to send.");
                break;
            case Field::UserAgent:
                text = tr("User agent: choose a crawler, or type the text of a User-Agent "
                          "header on one line.");
                break;
            case Field::None:
                break;
            }
        }
    }
    m_problemField = field;
    m_problemLine = line;
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    Q_EMIT changed();
}

} // namespace Studio
