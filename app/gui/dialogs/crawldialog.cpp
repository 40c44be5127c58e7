#include "crawldialog.h"

#include "net/crawlstore.h"
#include "net/rendererprocesses.h"
#include "widgets/crawlrulefields.h"
#include "widgets/siteaccessfields.h"
#include "widgets/themecolours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

const QString Group = u"crawl"_s;
const QString ProfilesGroup = u"crawlProfiles"_s;

// The hosts a field lists, lower case: separated by spaces, commas or semicolons.
QStringList hostsIn(const QString &text)
{
    QStringList hosts;
    for (const QString &host :
         text.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts))
        hosts.append(host.toLower());
    return hosts;
}

} // namespace

CrawlChoices CrawlChoices::load()
{
    return load(Group);
}

CrawlChoices CrawlChoices::loadProfile(const QString &name)
{
    return load(ProfilesGroup + u'/' + profileName(name));
}

void CrawlChoices::save() const
{
    save(Group);
}

void CrawlChoices::saveProfile(const QString &name) const
{
    QSettings().remove(ProfilesGroup + u'/' + profileName(name));
    save(ProfilesGroup + u'/' + profileName(name));
}

QStringList CrawlChoices::profiles()
{
    QSettings settings;
    settings.beginGroup(ProfilesGroup);
    QStringList names = settings.childGroups();
    names.sort(Qt::CaseInsensitive);
    return names;
}

void CrawlChoices::removeProfile(const QString &name)
{
    QSettings().remove(ProfilesGroup + u'/' + profileName(name));
}

QString CrawlChoices::profileName(const QString &name)
{
    QString out = name.trimmed();
    out.replace(u'/', u'-');
    out.replace(u'\\', u'-');
    return out;
}

CrawlChoices CrawlChoices::load(const QString &group)
{
    QSettings settings;
    settings.beginGroup(group);
    CrawlChoices choices;
    choices.startUrl = settings.value(u"startUrl"_s).toString();
    choices.folderScope = settings.value(u"folderScope"_s, false).toBool();
    choices.maxPages = settings.value(u"maxPages"_s, choices.maxPages).toInt();
    choices.maxDepth = settings.value(u"maxDepth"_s, choices.maxDepth).toInt();
    choices.delayMs = settings.value(u"delayMs"_s, choices.delayMs).toInt();
    choices.pageSeconds = settings.value(u"pageSeconds"_s, choices.pageSeconds).toInt();
    if (const QVariant render = settings.value(u"render"_s); render.isValid())
        renderModeFromId(render.toString(), &choices.render); // a word it does not know: auto
    choices.lastmod = settings.value(u"lastmod"_s, false).toBool();
    choices.lastmodSource = settings.value(u"lastmodSource"_s, 0).toInt();
    choices.since = settings.value(u"since"_s).toString();
    choices.images = settings.value(u"images"_s, false).toBool();
    choices.imageHosts = settings.value(u"imageHosts"_s).toString();
    choices.hreflang = settings.value(u"hreflang"_s, false).toBool();
    choices.userAgent = settings.value(u"userAgent"_s).toString();
    choices.user = settings.value(u"user"_s).toString();
    choices.origins = settings.value(u"origins"_s).toStringList();
    choices.rules.include = settings.value(u"include"_s).toStringList();
    choices.rules.exclude = settings.value(u"exclude"_s).toStringList();
    choices.rules.noList = settings.value(u"noList"_s).toStringList();
    choices.rules.stripParams = settings.value(u"stripParams"_s).toStringList();
    choices.rules.keepAllParams = settings.value(u"keepAllParams"_s, false).toBool();
    choices.rules.publishUrl = settings.value(u"publishUrl"_s).toString();
    return choices;
}

void CrawlChoices::save(const QString &group) const
{
    QSettings settings;
    settings.beginGroup(group);
    settings.setValue(u"startUrl"_s, startUrl);
    settings.setValue(u"folderScope"_s, folderScope);
    settings.setValue(u"maxPages"_s, maxPages);
    settings.setValue(u"maxDepth"_s, maxDepth);
    settings.setValue(u"delayMs"_s, delayMs);
    settings.setValue(u"pageSeconds"_s, pageSeconds);
    settings.setValue(u"render"_s, QString(renderModeId(render)));
    settings.setValue(u"lastmod"_s, lastmod);
    settings.setValue(u"lastmodSource"_s, lastmodSource);
    settings.setValue(u"since"_s, since);
    settings.setValue(u"images"_s, images);
    settings.setValue(u"imageHosts"_s, imageHosts);
    settings.setValue(u"hreflang"_s, hreflang);
    // Nothing secret: the user's name, never the password; no cookie, no header.
    settings.setValue(u"userAgent"_s, userAgent);
    settings.setValue(u"user"_s, user);
    settings.setValue(u"origins"_s, origins);
    settings.setValue(u"include"_s, rules.include);
    settings.setValue(u"exclude"_s, rules.exclude);
    settings.setValue(u"noList"_s, rules.noList);
    settings.setValue(u"stripParams"_s, rules.stripParams);
    settings.setValue(u"keepAllParams"_s, rules.keepAllParams);
    settings.setValue(u"publishUrl"_s, rules.publishUrl);
}

CrawlLimitFields::CrawlLimitFields(QWidget *parent)
    : scope(new QComboBox(parent))
    , maxPages(new QSpinBox(parent))
    , maxDepth(new QSpinBox(parent))
    , delay(new QSpinBox(parent))
    , pageTime(new QSpinBox(parent))
    , render(new QComboBox(parent))
{
    scope->setObjectName(QStringLiteral("crawlScope"));
    scope->addItem(tr("The whole host"));
    scope->addItem(tr("The start URL's folder and below"));
    maxPages->setObjectName(QStringLiteral("crawlMaxPages"));
    maxPages->setRange(1, 1000000);
    maxPages->setGroupSeparatorShown(true);
    maxDepth->setObjectName(QStringLiteral("crawlMaxDepth"));
    maxDepth->setRange(-1, 1000);
    maxDepth->setSpecialValueText(tr("No limit"));
    delay->setObjectName(QStringLiteral("crawlDelay"));
    delay->setRange(0, 60000);
    delay->setSingleStep(100);
    delay->setSuffix(tr(" ms"));
    delay->setToolTip(tr("Between the starts of two requests; a larger Crawl-delay in the "
                         "site's robots.txt wins"));
    pageTime->setObjectName(QStringLiteral("crawlPageTime"));
    pageTime->setRange(1, 600);
    pageTime->setSuffix(tr(" s"));
    pageTime->setToolTip(tr("A page still arriving after this long is given up and named in "
                            "the summary"));
    render->setObjectName(QStringLiteral("crawlRender"));
    render->addItem(tr("Never"), int(RenderMode::Never));
    render->addItem(tr("When a page needs it"), int(RenderMode::Auto));
    render->addItem(tr("Always"), int(RenderMode::Always));
    render->setToolTip(
        tr("Run pages' JavaScript before reading them, as Google renders them. When a page needs "
           "it: pages whose HTML is an application shell (an empty app root, scripts and no "
           "link), and every page of a site once its pages keep being shells; a static site "
           "renders nothing"));
    if (RendererProcesses::findProgram().isEmpty()) {
        // A build or an installation without the renderer: the crawl reads pages as fetched,
        // and says how many application shells it could not render.
        render->setEnabled(false);
        render->setToolTip(tr("JavaScript rendering is not available: the renderer program %1 "
                              "is not installed")
                               .arg(QLatin1StringView(RendererProcesses::ProgramName)));
    }
    show(CrawlChoices());
}

void CrawlLimitFields::addRows(QFormLayout *form)
{
    form->addRow(tr("S&cope:"), scope);
    form->addRow(tr("At most &pages:"), maxPages);
    form->addRow(tr("At most &links deep:"), maxDepth);
    form->addRow(tr("&Delay:"), delay);
    form->addRow(tr("Give up on a page &after:"), pageTime);
    form->addRow(tr("Render &JavaScript:"), render);
}

void CrawlLimitFields::show(const CrawlChoices &choices)
{
    scope->setCurrentIndex(choices.folderScope ? 1 : 0);
    maxPages->setValue(choices.maxPages);
    maxDepth->setValue(choices.maxDepth);
    delay->setValue(choices.delayMs);
    pageTime->setValue(choices.pageSeconds);
    render->setCurrentIndex(qMax(0, render->findData(int(choices.render))));
}

void CrawlLimitFields::take(CrawlChoices *choices) const
{
    choices->folderScope = scope->currentIndex() == 1;
    choices->maxPages = maxPages->value();
    choices->maxDepth = maxDepth->value();
    choices->delayMs = delay->value();
    choices->pageSeconds = pageTime->value();
    choices->render = RenderMode(render->currentData().toInt());
}

void CrawlLimitFields::fill(CrawlOptions *options) const
{
    options->scope
        = scope->currentIndex() == 1 ? CrawlOptions::Scope::Folder : CrawlOptions::Scope::Host;
    options->maxPages = maxPages->value();
    options->maxDepth = maxDepth->value();
    options->delayMs = delay->value();
    options->pageTimeoutMs = pageTime->value() * 1000;
    options->render = RenderMode(render->currentData().toInt());
}

CrawlDialog::CrawlDialog(const QUrl &suggested, const QList<QUrl> &documentUrls, QWidget *parent,
                         AccessSecrets *secrets)
    : QDialog(parent)
    , m_secrets(secrets)
    , m_limits(this)
    , m_documentUrls(documentUrls)
{
    setObjectName(QStringLiteral("crawlDialog"));
    setWindowTitle(tr("Crawl Site"));

    m_profile = new QComboBox(this);
    m_profile->setObjectName(QStringLiteral("crawlProfile"));
    m_profile->setPlaceholderText(tr("No profile"));
    m_profile->setToolTip(tr("A profile fills every field but the password, cookies and headers, "
                             "which are never kept in one"));
    m_profile->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_profile->setMinimumContentsLength(12);
    auto *saveProfile = new QPushButton(tr("Sa&ve Profile…"), this);
    saveProfile->setObjectName(QStringLiteral("crawlSaveProfile"));
    saveProfile->setAutoDefault(false);
    saveProfile->setToolTip(tr("Keep the fields under a name, without the password, cookies and "
                               "headers"));
    m_deleteProfile = new QPushButton(tr("Delete"), this);
    m_deleteProfile->setObjectName(QStringLiteral("crawlDeleteProfile"));
    m_deleteProfile->setAutoDefault(false);
    auto *profileLabel = new QLabel(tr("Pro&file:"), this);
    profileLabel->setBuddy(m_profile);
    auto *profileRow = new QHBoxLayout;
    profileRow->addWidget(profileLabel);
    profileRow->addWidget(m_profile, 1);
    profileRow->addWidget(saveProfile);
    profileRow->addWidget(m_deleteProfile);

    auto *crawlPage = new QWidget(this);
    crawlPage->setObjectName(QStringLiteral("crawlPage"));
    m_url = new QLineEdit(suggested.toString(), crawlPage);
    m_url->setObjectName(QStringLiteral("crawlUrl"));
    m_url->setPlaceholderText(QStringLiteral("https://www.example.com/"));
    m_lastmod = new QCheckBox(tr("Last modified dates from"), crawlPage);
    m_lastmod->setObjectName(QStringLiteral("crawlLastmod"));
    m_lastmodSource = new QComboBox(crawlPage);
    m_lastmodSource->setObjectName(QStringLiteral("crawlLastmodSource"));
    m_lastmodSource->setAccessibleName(tr("Where the last modified dates come from"));
    m_lastmodSource->addItem(tr("each page's own date, else its Last-Modified header"),
                             int(GenerateOptions::LastmodSource::Page));
    m_lastmodSource->addItem(tr("the Last-Modified headers alone"),
                             int(GenerateOptions::LastmodSource::Header));
    m_lastmodSource->addItem(tr("the pages' content history (when their content changed)"),
                             int(GenerateOptions::LastmodSource::History));
    m_lastmodSource->setToolTip(
        tr("A page's own date is its JSON-LD dateModified, article:modified_time, "
           "og:updated_time or <time itemprop=\"dateModified\">. Static hosts and CDNs often "
           "send the time of the last deploy as every page's Last-Modified. The content "
           "history gives the time a crawl first saw the page's main content as it is now: "
           "name the crawl kept last time under Content history."));
    m_lastmodSource->setEnabled(false);
    connect(m_lastmod, &QCheckBox::toggled, m_lastmodSource, &QWidget::setEnabled);
    auto *lastmodRow = new QHBoxLayout;
    lastmodRow->addWidget(m_lastmod);
    lastmodRow->addWidget(m_lastmodSource, 1);
    m_images = new QCheckBox(tr("Images of each page (an image sitemap)"), crawlPage);
    m_images->setObjectName(QStringLiteral("crawlImages"));
    m_images->setToolTip(tr("Each page's <img>, its largest srcset candidate, <picture> sources "
                            "and og:image, on the site's host or the hosts named below, not "
                            "blocked for Googlebot-Image"));
    m_imageHosts = new QLineEdit(crawlPage);
    m_imageHosts->setObjectName(QStringLiteral("crawlImageHosts"));
    m_imageHosts->setPlaceholderText(
        tr("Other hosts of the site's images, such as cdn.example.com"));
    m_imageHosts->setEnabled(false);
    connect(m_images, &QCheckBox::toggled, m_imageHosts, &QWidget::setEnabled);
    m_since = new QLineEdit(crawlPage);
    m_since->setObjectName(QStringLiteral("crawlSince"));
    m_since->setPlaceholderText(tr("A crawl of the site kept earlier, to tell which pages changed"));
    m_since->setToolTip(
        tr("The crawl kept last time (File → Save Crawl…): each page whose main content is "
           "unchanged keeps the time a crawl first saw it, menus, footers and teasers left out. "
           "Save this crawl in turn for the next one."));
    m_since->setClearButtonEnabled(true);
    auto *sinceBrowse = new QPushButton(tr("Browse…"), crawlPage);
    sinceBrowse->setObjectName(QStringLiteral("crawlSinceBrowse"));
    connect(sinceBrowse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Content History from a Kept Crawl"), m_since->text(),
            tr("Crawls (*.crawl);;All files (*)"));
        if (!path.isEmpty())
            m_since->setText(QDir::toNativeSeparators(path));
    });
    auto *sinceRow = new QHBoxLayout;
    sinceRow->addWidget(m_since, 1);
    sinceRow->addWidget(sinceBrowse);
    m_hreflang = new QCheckBox(tr("Language versions from the pages' hreflang links"), crawlPage);
    m_hreflang->setObjectName(QStringLiteral("crawlHreflang"));
    m_withDocument = new QCheckBox(
        tr("Fetch the open sitemap's URLs too (%n URLs)", nullptr, int(documentUrls.size())),
        crawlPage);
    m_withDocument->setObjectName(QStringLiteral("crawlWithDocument"));
    m_withDocument->setToolTip(tr("So that the audit judges the sitemap's pages that no link "
                                  "reaches"));
    m_withDocument->setChecked(!documentUrls.isEmpty());
    m_withDocument->setEnabled(!documentUrls.isEmpty());
    m_summary = new QLabel(crawlPage);
    m_summary->setObjectName(QStringLiteral("crawlSettingsSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);

    // The fields move to their pages as the form takes them.
    for (QWidget *field :
         { static_cast<QWidget *>(m_limits.scope), static_cast<QWidget *>(m_limits.maxPages),
           static_cast<QWidget *>(m_limits.maxDepth), static_cast<QWidget *>(m_limits.delay),
           static_cast<QWidget *>(m_limits.pageTime) })
        field->setParent(crawlPage);
    auto *form = new QFormLayout(crawlPage);
    form->addRow(tr("&Start URL:"), m_url);
    m_limits.addRows(form);
    form->addRow(QString(), lastmodRow);
    // A label of its own: a row whose field is a layout gets no buddy, and shows the '&'.
    auto *sinceLabel = new QLabel(tr("Content histor&y:"), crawlPage);
    sinceLabel->setBuddy(m_since);
    form->addRow(sinceLabel, sinceRow);
    form->addRow(QString(), m_images);
    form->addRow(tr("Image &hosts:"), m_imageHosts);
    form->addRow(QString(), m_hreflang);
    form->addRow(QString(), m_withDocument);
    form->addRow(m_summary);

    auto *accessPage = new QWidget(this);
    accessPage->setObjectName(QStringLiteral("crawlAccessPage"));
    auto *accessLayout = new QVBoxLayout(accessPage);
    auto *accessIntro = new QLabel(tr("Who the crawl is to the site, and the login, cookies and "
                                      "headers a staging site asks for. They go to the start "
                                      "URL's site and the origins named here, never elsewhere."),
                                   accessPage);
    accessIntro->setWordWrap(true);
    accessLayout->addWidget(accessIntro);
    m_access = new SiteAccessFields(SiteAccessFields::UserAgent | SiteAccessFields::Origins
                                        | SiteAccessFields::Remember,
                                    accessPage);
    m_access->setObjectName(QStringLiteral("crawlAccess"));
    m_access->setAccessSecrets(secrets);
    accessLayout->addWidget(m_access);
    accessLayout->addStretch();

    auto *urlsPage = new QWidget(this);
    urlsPage->setObjectName(QStringLiteral("crawlUrlsPage"));
    auto *urlsLayout = new QVBoxLayout(urlsPage);
    auto *urlsIntro = new QLabel(tr("Which URLs the crawl asks for and lists, and where the site "
                                    "is published. Patterns are regular expressions searched in "
                                    "the whole URL, one a line."),
                                 urlsPage);
    urlsIntro->setWordWrap(true);
    urlsLayout->addWidget(urlsIntro);
    m_rules = new CrawlRuleFields(urlsPage);
    m_rules->setObjectName(QStringLiteral("crawlRules"));
    urlsLayout->addWidget(m_rules);
    urlsLayout->addStretch();

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("crawlTabs"));
    m_tabs->addTab(crawlPage, tr("Cra&wl"));
    m_tabs->addTab(accessPage, tr("Acc&ess"));
    m_tabs->addTab(urlsPage, tr("U&RLs"));

    restoreChoices(suggested);

    m_resume = new QPushButton(tr("Go On with a &Kept Crawl…"), this);
    m_resume->setObjectName(QStringLiteral("crawlResume"));
    m_resume->setToolTip(tr("Go on with a crawl saved in a file that was cut short (a crash, a "
                            "kill or a limit), with the start URL and options kept there"));

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("crawlStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *hint = new QLabel(tr("The crawl runs in the Crawl view: the window stays usable, and "
                               "the crawl is kept until you save or close it."),
                            this);
    hint->setObjectName(QStringLiteral("crawlHint"));
    hint->setWordWrap(true);
    hint->setEnabled(false);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = m_buttons->addButton(tr("S&tart"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("crawlStart"));
    m_start->setDefault(true);
    m_buttons->addButton(m_resume, QDialogButtonBox::ActionRole);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(profileRow);
    layout->addWidget(m_tabs);
    layout->addWidget(hint);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(m_buttons);

    updateProfiles(QString());
    connect(m_profile, &QComboBox::activated, this,
            [this](int index) { chooseProfile(m_profile->itemText(index)); });
    connect(saveProfile, &QPushButton::clicked, this, &CrawlDialog::askProfileName);
    connect(m_deleteProfile, &QPushButton::clicked, this, &CrawlDialog::deleteProfile);
    connect(m_start, &QPushButton::clicked, this, &CrawlDialog::start);
    connect(m_resume, &QPushButton::clicked, this, &CrawlDialog::chooseKeptCrawl);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_url, &QLineEdit::editingFinished, this, &CrawlDialog::recallSecrets);
    connect(m_access, &SiteAccessFields::changed, this, &CrawlDialog::updateSummary);
    connect(m_rules, &CrawlRuleFields::changed, this, &CrawlDialog::updateSummary);
    updateSummary();
    recallSecrets();
    resize(600, sizeHint().height());
}

CrawlDialog::~CrawlDialog() = default;

QUrl CrawlDialog::startUrl() const
{
    return QUrl::fromUserInput(m_url->text().trimmed());
}

bool CrawlDialog::start()
{
    const QUrl url = startUrl();
    if (!url.isValid() || url.host().isEmpty()
        || (url.scheme() != u"http" && url.scheme() != u"https")) {
        m_tabs->setCurrentIndex(CrawlTab);
        m_status->setText(tr("Enter the http or https address of a page of the site."));
        m_url->setFocus();
        return false;
    }
    // A field that is wrong is shown where it is, and nothing starts.
    if (const QString problem = m_access->problem(); !problem.isEmpty()) {
        m_tabs->setCurrentIndex(AccessTab);
        m_status->setText(problem);
        m_access->focusProblem();
        return false;
    }
    if (const QString problem = m_rules->problem(); !problem.isEmpty()) {
        m_tabs->setCurrentIndex(UrlsTab);
        m_status->setText(problem);
        m_rules->focusProblem();
        return false;
    }
    // The kept crawl's history, read now: a file that is no crawl is said here, not later.
    m_history.reset();
    if (const QString since = m_since->text().trimmed(); !since.isEmpty()) {
        QString error;
        QGuiApplication::setOverrideCursor(Qt::WaitCursor);
        m_history = CrawlStore::historyOf(QDir::fromNativeSeparators(since), &error);
        QGuiApplication::restoreOverrideCursor();
        if (!m_history) {
            m_tabs->setCurrentIndex(CrawlTab);
            m_status->setText(tr("Content history: %1").arg(error));
            m_since->setFocus();
            return false;
        }
    }
    keepChoices(url);
    accept();
    return true;
}

CrawlOptions CrawlDialog::options() const
{
    CrawlOptions options;
    m_limits.fill(&options);
    if (m_withDocument->isChecked())
        options.extraUrls = m_documentUrls;
    options.imageHosts = imageHosts(); // their robots.txt is read too
    // As the command line reads --user-agent, --auth, --cookie, --header and --auth-origin.
    SiteCredentials given;
    CrawlerIdentity identity = CrawlerIdentity::standard();
    if (m_access->read(&given, &identity)) {
        applyIdentity(identity, &options);
        options.credentials = given.forSites({ startUrl() });
    }
    m_rules->read(&options.urlRules);
    options.history = m_history;
    return options;
}

SiteSecrets CrawlDialog::secrets() const
{
    return m_access->secrets();
}

bool CrawlDialog::rememberSecrets() const
{
    return m_access->remember();
}

void CrawlDialog::setWithDocument(bool on)
{
    m_withDocument->setChecked(on && !m_documentUrls.isEmpty());
}

void CrawlDialog::chooseKeptCrawl()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Go On with a Kept Crawl"), QString(), tr("Crawls (*.crawl);;All files (*)"));
    if (path.isEmpty())
        return;
    m_keptCrawl = path;
    done(GoOnWithKept);
}

CrawlChoices CrawlDialog::choices(const QUrl &start) const
{
    CrawlChoices choices;
    choices.startUrl = start.toString();
    m_limits.take(&choices);
    choices.lastmod = m_lastmod->isChecked();
    choices.lastmodSource = m_lastmodSource->currentIndex();
    choices.since = m_since->text().trimmed();
    choices.images = m_images->isChecked();
    choices.imageHosts = m_imageHosts->text();
    choices.hreflang = m_hreflang->isChecked();
    choices.userAgent = m_access->userAgent();
    choices.user = m_access->user();
    choices.origins = m_access->origins();
    choices.rules = m_rules->settings();
    return choices;
}

// The choices of the last crawl started, for the next one.
void CrawlDialog::keepChoices(const QUrl &start) const
{
    choices(start).save();
}

void CrawlDialog::showChoices(const CrawlChoices &choices)
{
    m_limits.show(choices);
    m_lastmod->setChecked(choices.lastmod);
    m_lastmodSource->setCurrentIndex(qBound(0, choices.lastmodSource, m_lastmodSource->count() - 1));
    m_since->setText(choices.since);
    m_images->setChecked(choices.images);
    m_imageHosts->setText(choices.imageHosts);
    m_hreflang->setChecked(choices.hreflang);
    m_access->setUserAgent(choices.userAgent);
    m_access->setUser(choices.user);
    m_access->setOrigins(choices.origins);
    m_rules->setSettings(choices.rules);
}

void CrawlDialog::restoreChoices(const QUrl &suggested)
{
    const CrawlChoices choices = CrawlChoices::load();
    // The open document's site first; else the site crawled last.
    if (suggested.isEmpty())
        m_url->setText(choices.startUrl);
    showChoices(choices);
}

QString CrawlDialog::profile() const
{
    return m_profile->currentIndex() >= 0 ? m_profile->currentText() : QString();
}

void CrawlDialog::updateProfiles(const QString &current)
{
    const QSignalBlocker blocker(m_profile);
    m_profile->clear();
    m_profile->addItems(CrawlChoices::profiles());
    m_profile->setCurrentIndex(m_profile->findText(current));
    m_profile->setEnabled(m_profile->count() > 0);
    m_deleteProfile->setEnabled(m_profile->currentIndex() >= 0);
}

void CrawlDialog::chooseProfile(const QString &name)
{
    if (!CrawlChoices::profiles().contains(name))
        return;
    const CrawlChoices choices = CrawlChoices::loadProfile(name);
    const QString oldOrigin = SiteCredentials::originOf(startUrl());
    m_url->setText(choices.startUrl);
    // Another site's secrets do not go with it; its own are asked for.
    if (SiteCredentials::originOf(startUrl()) != oldOrigin) {
        m_access->setSecrets({});
        m_access->setKeyringNote(QString());
        m_recalledOrigin.clear();
    }
    showChoices(choices);
    updateProfiles(name);
    m_status->setText(tr("The profile “%1” filled the fields.").arg(name));
    recallSecrets();
}

void CrawlDialog::askProfileName()
{
    QString suggested = profile();
    if (suggested.isEmpty())
        suggested = startUrl().host();
    bool ok = false;
    const QString name
        = QInputDialog::getText(this, tr("Save Profile"),
                                tr("Name of the profile (the password, cookies and headers are "
                                   "not kept in it):"),
                                QLineEdit::Normal, suggested, &ok);
    if (ok && !CrawlChoices::profileName(name).isEmpty())
        saveProfile(name);
}

void CrawlDialog::saveProfile(const QString &name)
{
    const QString profile = CrawlChoices::profileName(name);
    if (profile.isEmpty())
        return;
    choices(startUrl()).saveProfile(profile);
    updateProfiles(profile);
    m_status->setText(
        tr("Saved the profile “%1”, without the password, cookies and headers.").arg(profile));
}

void CrawlDialog::deleteProfile()
{
    const QString name = profile();
    if (name.isEmpty())
        return;
    CrawlChoices::removeProfile(name);
    updateProfiles(QString());
    m_status->setText(tr("Deleted the profile “%1”.").arg(name));
}

void CrawlDialog::recallSecrets()
{
    const QUrl start = startUrl();
    const QString origin = SiteCredentials::originOf(start);
    if (!m_secrets || origin.isEmpty() || origin == m_recalledOrigin)
        return;
    m_recalledOrigin = origin;
    m_access->setRemember(AccessSecrets::isRemembered(start));
    m_secrets->recall(
        start, this, [this, origin](const SiteSecrets &secrets, const QString &error) {
            if (SiteCredentials::originOf(startUrl()) != origin)
                return; // the start URL changed meanwhile
            if (!error.isEmpty()) {
                m_access->setKeyringNote(tr("The keyring could not be read (%1): give the login, "
                                            "cookies and headers again.")
                                             .arg(error));
                return;
            }
            if (secrets.isEmpty())
                return;
            m_access->offerSecrets(secrets);
            if (AccessSecrets::isRemembered(startUrl()))
                m_access->setKeyringNote(tr("Filled in from the keyring."));
        });
}

void CrawlDialog::updateSummary()
{
    // What the other tabs set, seen from the first: a crawl is not run with a pattern or a
    // login forgotten there.
    QStringList parts;
    const AccessSettings access = m_access->settings();
    if (!access.userAgent.isEmpty())
        parts.append(CrawlerIdentity::choices().contains(access.userAgent)
                         ? tr("as %1").arg(m_access->userAgentText())
                         : tr("as “%1”").arg(access.userAgent));
    if (!access.login.isEmpty())
        parts.append(tr("logged in as %1").arg(m_access->user()));
    if (!access.cookies.isEmpty())
        parts.append(tr("with cookies"));
    if (!access.headers.isEmpty())
        parts.append(tr("with headers"));
    const UrlRuleSettings rules = m_rules->settings();
    if (!rules.include.isEmpty() || !rules.exclude.isEmpty() || !rules.noList.isEmpty())
        parts.append(tr("URL patterns"));
    if (!rules.stripParams.isEmpty())
        parts.append(tr("removing %1").arg(rules.stripParams.join(u", "_s)));
    if (rules.keepAllParams)
        parts.append(tr("every parameter kept"));
    if (!rules.publishUrl.isEmpty())
        parts.append(tr("published at %1").arg(rules.publishUrl));
    QString text;
    if (!m_access->problem().isEmpty() || !m_rules->problem().isEmpty())
        text = tr("A field of the Access or URLs tab is wrong; Start shows which.");
    else if (!parts.isEmpty())
        text = tr("Access and URLs: %1.").arg(QLocale().createSeparatedList(parts));
    m_summary->setText(text);
    m_summary->setVisible(!text.isEmpty());
    ThemeColours::markError(m_summary,
                            !m_access->problem().isEmpty() || !m_rules->problem().isEmpty());
}

QStringList CrawlDialog::imageHosts() const
{
    return m_images->isChecked() ? hostsIn(m_imageHosts->text()) : QStringList();
}

GenerateOptions CrawlDialog::keptGenerateOptions()
{
    const CrawlChoices choices = CrawlChoices::load();
    GenerateOptions options;
    options.lastmod = choices.lastmod;
    // The source's item, as the combo box lists them (Page, then Header).
    options.lastmodSource = choices.lastmodSource == 1 ? GenerateOptions::LastmodSource::Header
                                                       : GenerateOptions::LastmodSource::Page;
    options.hreflang = choices.hreflang;
    options.images = choices.images;
    if (options.images)
        options.imageHosts = hostsIn(choices.imageHosts);
    return options;
}

GenerateOptions CrawlDialog::generateOptions() const
{
    GenerateOptions options;
    options.lastmod = m_lastmod->isChecked();
    options.lastmodSource = GenerateOptions::LastmodSource(m_lastmodSource->currentData().toInt());
    options.hreflang = m_hreflang->isChecked();
    options.images = m_images->isChecked();
    options.imageHosts = imageHosts();
    // The sitemap leaves out the do-not-list pages and names the pages at the publish URL.
    m_rules->read(&options.urlRules);
    return options;
}

} // namespace Studio
