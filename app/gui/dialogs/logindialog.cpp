#include "logindialog.h"

#include "widgets/siteaccessfields.h"
#include "widgets/themecolours.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

LoginDialog::LoginDialog(const QUrl &site, const QString &text, const QString &acceptText,
                         bool offerWithout, const CredentialsOutline &outline,
                         AccessSecrets *secrets, QWidget *parent)
    : QDialog(parent)
    , m_site(site)
{
    setObjectName(u"loginDialog"_s);
    setWindowTitle(tr("Log In to %1").arg(site.host()));
    auto *label = new QLabel(text, this);
    label->setObjectName(u"loginText"_s);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    m_fields = new SiteAccessFields(SiteAccessFields::Origins | SiteAccessFields::Remember, this);
    m_fields->setAccessSecrets(secrets);
    m_fields->setUser(outline.user);
    // The origins besides the site's own.
    QStringList origins;
    const QString own = SiteCredentials::originOf(site);
    for (const QString &origin : outline.origins)
        if (origin != own)
            origins.append(origin);
    m_fields->setOrigins(origins);
    m_fields->setRemember(AccessSecrets::isRemembered(site));
    m_problem = new QLabel(this);
    m_problem->setObjectName(u"loginProblem"_s);
    m_problem->setWordWrap(true);
    ThemeColours::markError(m_problem, true);
    m_problem->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *ok = buttons->addButton(acceptText, QDialogButtonBox::AcceptRole);
    ok->setObjectName(u"loginAccept"_s);
    ok->setDefault(true);
    if (offerWithout) {
        QPushButton *without
            = buttons->addButton(tr("Go On &Without"), QDialogButtonBox::ActionRole);
        without->setObjectName(u"loginWithout"_s);
        without->setToolTip(tr("Go on without a login, cookies or headers"));
        connect(without, &QPushButton::clicked, this, [this] { done(WithoutLogin); });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &LoginDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_fields);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(buttons);
    resize(520, sizeHint().height());

    if (secrets)
        secrets->recall(site, this, [this](const SiteSecrets &recalled, const QString &error) {
            if (!error.isEmpty())
                m_fields->setKeyringNote(tr("The keyring could not be read (%1).").arg(error));
            else if (!recalled.isEmpty())
                m_fields->offerSecrets(recalled);
        });
    m_fields->setFocus();
}

std::shared_ptr<const SiteCredentials> LoginDialog::credentials() const
{
    SiteCredentials given;
    CrawlerIdentity unused;
    if (!m_fields->read(&given, &unused))
        return nullptr;
    return given.forSites({ m_site });
}

SiteSecrets LoginDialog::secrets() const
{
    return m_fields->secrets();
}

bool LoginDialog::remember() const
{
    return m_fields->remember();
}

void LoginDialog::accept()
{
    if (!m_fields->problem().isEmpty()) {
        m_fields->focusProblem();
        return;
    }
    if (!m_fields->hasSecrets()) {
        m_problem->setText(tr("Give a login, a cookie or a header, or choose Cancel."));
        m_problem->show();
        return;
    }
    QDialog::accept();
}

} // namespace Studio
