#include "openurldialog.h"

#include "widgets/siteaccessfields.h"
#include "widgets/themecolours.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

const QString LastUrlKey = u"openUrl/lastUrl"_s;
const QString FollowKey = u"openUrl/followIndex"_s;
const QString MaxFilesKey = u"openUrl/maxFiles"_s;
const QString MaxMegabytesKey = u"openUrl/maxMegabytes"_s;
// Nothing secret: the user agent and a login's user name.
const QString UserAgentKey = u"openUrl/userAgent"_s;
const QString UserKey = u"openUrl/user"_s;

constexpr int DefaultMaxFiles = 1000;
constexpr int DefaultMaxMegabytes = 1024; // RemoteLoadOptions' own default, 1 GiB
constexpr qint64 Megabyte = 1024 * 1024;

RemoteLoadOptions makeOptions(bool follow, int maxFiles, int maxMegabytes, const QString &userAgent)
{
    RemoteLoadOptions options;
    options.loadChildren = follow;
    options.maxFiles = qMax(1, maxFiles);
    options.maxTotalBytes = qMax(1, maxMegabytes) * Megabyte;
    CrawlerIdentity identity = CrawlerIdentity::standard();
    if (!userAgent.trimmed().isEmpty())
        CrawlerIdentity::fromChoice(userAgent, &identity);
    options.fetch.userAgent = identity.userAgent;
    return options;
}

} // namespace

OpenUrlDialog::OpenUrlDialog(QWidget *parent, AccessSecrets *secrets)
    : QDialog(parent)
    , m_secrets(secrets)
{
    setObjectName(u"openUrlDialog"_s);
    setWindowTitle(tr("Open URL"));
    const QSettings settings;

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The address of a sitemap opens that file. The address of a "
                                "site, with nothing after its name, finds the site's sitemaps "
                                "through its robots.txt or in the usual places."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_url = new QLineEdit(this);
    m_url->setObjectName(u"openUrlEdit"_s);
    m_url->setPlaceholderText(u"https://www.example.com/sitemap.xml"_s);
    m_url->setClearButtonEnabled(true);
    m_url->setText(settings.value(LastUrlKey).toString());
    m_url->selectAll();
    m_url->setMinimumWidth(fontMetrics().averageCharWidth() * 56);
    form->addRow(tr("&Address:"), m_url);
    m_error = new QLabel(this);
    m_error->setObjectName(u"openUrlError"_s);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->hide();
    form->addRow(QString(), m_error);

    m_follow = new QCheckBox(tr("&Follow the sitemaps of an index"), this);
    m_follow->setObjectName(u"openUrlFollowIndex"_s);
    m_follow->setToolTip(tr("Fetch every sitemap an index lists, two at a time per host; "
                            "otherwise open the index alone"));
    m_follow->setChecked(settings.value(FollowKey, true).toBool());
    form->addRow(QString(), m_follow);
    m_maxFiles = new QSpinBox(this);
    m_maxFiles->setObjectName(u"openUrlMaxFiles"_s);
    m_maxFiles->setRange(1, 100000);
    m_maxFiles->setValue(settings.value(MaxFilesKey, DefaultMaxFiles).toInt());
    m_maxFiles->setToolTip(tr("Files read in all, the index included; the sitemaps past it are "
                              "left unread, with a finding that says so"));
    form->addRow(tr("At most f&iles:"), m_maxFiles);
    m_maxMegabytes = new QSpinBox(this);
    m_maxMegabytes->setObjectName(u"openUrlMaxMegabytes"_s);
    m_maxMegabytes->setRange(1, 102400);
    m_maxMegabytes->setSuffix(tr(" MB"));
    m_maxMegabytes->setValue(settings.value(MaxMegabytesKey, DefaultMaxMegabytes).toInt());
    m_maxMegabytes->setToolTip(tr("Bytes received in all, as sent (before decompression); "
                                  "once reached, no further sitemap is fetched"));
    form->addRow(tr("At most &downloaded:"), m_maxMegabytes);
    connect(m_follow, &QCheckBox::toggled, m_maxFiles, &QWidget::setEnabled);
    m_maxFiles->setEnabled(m_follow->isChecked());
    layout->addLayout(form);

    // A site behind a login: shown on a click, or at once when a user agent or a user was
    // given last time.
    m_accessToggle = new QToolButton(this);
    m_accessToggle->setObjectName(u"openUrlAccessToggle"_s);
    m_accessToggle->setText(tr("&Site access: login, cookies, headers, user agent"));
    m_accessToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_accessToggle->setAutoRaise(true);
    m_accessToggle->setCheckable(true);
    layout->addWidget(m_accessToggle);
    m_access = new SiteAccessFields(SiteAccessFields::UserAgent | SiteAccessFields::Remember, this);
    m_access->setObjectName(u"openUrlAccess"_s);
    m_access->setAccessSecrets(secrets);
    m_access->alignLabelsWith(form);
    m_access->setUserAgent(settings.value(UserAgentKey).toString());
    m_access->setUser(settings.value(UserKey).toString());
    layout->addWidget(m_access);
    connect(m_accessToggle, &QToolButton::toggled, this, &OpenUrlDialog::showAccess);
    showAccess(!m_access->userAgent().isEmpty() || !m_access->user().isEmpty());
    connect(m_url, &QLineEdit::editingFinished, this, &OpenUrlDialog::recallSecrets);
    recallSecrets();
    layout->addStretch();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Open)->setObjectName(u"openUrlOpenButton"_s);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &OpenUrlDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The error stays until the address changes.
    connect(m_url, &QLineEdit::textChanged, this, [this] { showError(QString()); });
}

QUrl OpenUrlDialog::url() const
{
    return QUrl(m_url->text().trimmed(), QUrl::TolerantMode);
}

void OpenUrlDialog::showAccess(bool show)
{
    {
        const QSignalBlocker blocker(m_accessToggle);
        m_accessToggle->setChecked(show);
    }
    m_accessToggle->setArrowType(show ? Qt::DownArrow : Qt::RightArrow);
    m_access->setVisible(show);
    if (show)
        recallSecrets();
    // The dialog grows and shrinks with it.
    adjustSize();
}

RemoteLoadOptions OpenUrlDialog::options() const
{
    RemoteLoadOptions options = makeOptions(m_follow->isChecked(), m_maxFiles->value(),
                                            m_maxMegabytes->value(), m_access->userAgent());
    // As the command line reads --auth, --cookie and --header: sent to the address's origin.
    SiteCredentials given;
    CrawlerIdentity identity;
    if (m_access->read(&given, &identity))
        options.fetch.credentials = given.forSites({ url() });
    return options;
}

RemoteLoadOptions OpenUrlDialog::savedOptions()
{
    const QSettings settings;
    return makeOptions(settings.value(FollowKey, true).toBool(),
                       settings.value(MaxFilesKey, DefaultMaxFiles).toInt(),
                       settings.value(MaxMegabytesKey, DefaultMaxMegabytes).toInt(),
                       settings.value(UserAgentKey).toString());
}

SiteSecrets OpenUrlDialog::secrets() const
{
    return m_access->secrets();
}

bool OpenUrlDialog::rememberSecrets() const
{
    return m_access->remember();
}

void OpenUrlDialog::recallSecrets()
{
    const QUrl address = url();
    const QString origin = SiteCredentials::originOf(address);
    if (!m_secrets || origin.isEmpty() || origin == m_recalledOrigin)
        return;
    m_recalledOrigin = origin;
    m_access->setRemember(AccessSecrets::isRemembered(address));
    m_secrets->recall(
        address, this, [this, origin](const SiteSecrets &secrets, const QString &error) {
            if (SiteCredentials::originOf(url()) != origin)
                return;
            if (!error.isEmpty())
                m_access->setKeyringNote(tr("The keyring could not be read (%1).").arg(error));
            else if (!secrets.isEmpty()) {
                m_access->offerSecrets(secrets);
                showAccess(true);
            }
        });
}

QString OpenUrlDialog::validate() const
{
    const QString text = m_url->text().trimmed();
    if (text.isEmpty())
        return tr("Type the address of a sitemap or of a site.");
    if (!RemoteLoader::isRemote(text)) {
        return text.contains(u"://"_s)
            ? tr("Only http and https addresses can be opened here; open a file with "
                 "File → Open.")
            : tr("Give the whole address, starting with https:// or http://.");
    }
    const QUrl address = url();
    if (!address.isValid() || address.host().isEmpty())
        return tr("This is not a valid address: %1").arg(text);
    return m_access->problem();
}

void OpenUrlDialog::showError(const QString &text)
{
    m_error->setText(text);
    ThemeColours::markError(m_error, true);
    m_error->setVisible(!text.isEmpty());
}

void OpenUrlDialog::accept()
{
    const QString error = validate();
    if (!error.isEmpty()) {
        if (error == m_access->problem()) {
            // Said under the fields already.
            showAccess(true);
            m_access->focusProblem();
        } else {
            showError(error);
            m_url->setFocus();
        }
        return;
    }
    QSettings settings;
    settings.setValue(LastUrlKey, m_url->text().trimmed());
    settings.setValue(FollowKey, m_follow->isChecked());
    settings.setValue(MaxFilesKey, m_maxFiles->value());
    settings.setValue(MaxMegabytesKey, m_maxMegabytes->value());
    settings.setValue(UserAgentKey, m_access->userAgent());
    settings.setValue(UserKey, m_access->user());
    QDialog::accept();
}

SitemapChoiceDialog::SitemapChoiceDialog(const QUrl &site, const QList<DiscoveredSitemap> &sitemaps,
                                         QWidget *parent)
    : QDialog(parent)
    , m_sitemaps(sitemaps)
{
    setObjectName(u"openUrlChoice"_s);
    setWindowTitle(tr("Open URL"));
    auto *layout = new QVBoxLayout(this);
    //: The count is over a limit of at least two: two or more.
    auto *label = new QLabel(tr("%1 has %2 sitemaps. Which one do you want to open?")
                                 .arg(site.toDisplayString())
                                 .arg(sitemaps.size()),
                             this);
    label->setWordWrap(true);
    layout->addWidget(label);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"openUrlChoiceList"_s);
    for (const DiscoveredSitemap &sitemap : sitemaps) {
        QString where;
        switch (sitemap.origin) {
        case DiscoveredSitemap::Origin::RobotsTxt:
            where = tr("robots.txt, line %1").arg(sitemap.line);
            break;
        case DiscoveredSitemap::Origin::Probe:
            where = tr("found in the usual place");
            break;
        case DiscoveredSitemap::Origin::Given:
            where = tr("as given");
            break;
        }
        auto *item
            = new QListWidgetItem(tr("%1 (%2)").arg(sitemap.url.toDisplayString(), where), m_list);
        item->setToolTip(sitemap.url.toDisplayString());
    }
    m_list->setCurrentRow(0);
    m_list->setMinimumWidth(fontMetrics().averageCharWidth() * 64);
    layout->addWidget(m_list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
}

QUrl SitemapChoiceDialog::chosen() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_sitemaps.size() ? m_sitemaps.at(row).url : QUrl();
}

} // namespace Studio
