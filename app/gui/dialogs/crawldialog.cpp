#include "crawldialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

const QString Group = u"crawl"_s;

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
    QSettings settings;
    settings.beginGroup(Group);
    CrawlChoices choices;
    choices.startUrl = settings.value(u"startUrl"_s).toString();
    choices.folderScope = settings.value(u"folderScope"_s, false).toBool();
    choices.maxPages = settings.value(u"maxPages"_s, choices.maxPages).toInt();
    choices.maxDepth = settings.value(u"maxDepth"_s, choices.maxDepth).toInt();
    choices.delayMs = settings.value(u"delayMs"_s, choices.delayMs).toInt();
    choices.pageSeconds = settings.value(u"pageSeconds"_s, choices.pageSeconds).toInt();
    choices.lastmod = settings.value(u"lastmod"_s, false).toBool();
    choices.lastmodSource = settings.value(u"lastmodSource"_s, 0).toInt();
    choices.images = settings.value(u"images"_s, false).toBool();
    choices.imageHosts = settings.value(u"imageHosts"_s).toString();
    choices.hreflang = settings.value(u"hreflang"_s, false).toBool();
    return choices;
}

void CrawlChoices::save() const
{
    QSettings settings;
    settings.beginGroup(Group);
    settings.setValue(u"startUrl"_s, startUrl);
    settings.setValue(u"folderScope"_s, folderScope);
    settings.setValue(u"maxPages"_s, maxPages);
    settings.setValue(u"maxDepth"_s, maxDepth);
    settings.setValue(u"delayMs"_s, delayMs);
    settings.setValue(u"pageSeconds"_s, pageSeconds);
    settings.setValue(u"lastmod"_s, lastmod);
    settings.setValue(u"lastmodSource"_s, lastmodSource);
    settings.setValue(u"images"_s, images);
    settings.setValue(u"imageHosts"_s, imageHosts);
    settings.setValue(u"hreflang"_s, hreflang);
}

CrawlLimitFields::CrawlLimitFields(QWidget *parent)
    : scope(new QComboBox(parent))
    , maxPages(new QSpinBox(parent))
    , maxDepth(new QSpinBox(parent))
    , delay(new QSpinBox(parent))
    , pageTime(new QSpinBox(parent))
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
    show(CrawlChoices());
}

void CrawlLimitFields::addRows(QFormLayout *form)
{
    form->addRow(tr("S&cope:"), scope);
    form->addRow(tr("At most &pages:"), maxPages);
    form->addRow(tr("At most &links deep:"), maxDepth);
    form->addRow(tr("&Delay:"), delay);
    form->addRow(tr("Give up on a page &after:"), pageTime);
}

void CrawlLimitFields::show(const CrawlChoices &choices)
{
    scope->setCurrentIndex(choices.folderScope ? 1 : 0);
    maxPages->setValue(choices.maxPages);
    maxDepth->setValue(choices.maxDepth);
    delay->setValue(choices.delayMs);
    pageTime->setValue(choices.pageSeconds);
}

void CrawlLimitFields::take(CrawlChoices *choices) const
{
    choices->folderScope = scope->currentIndex() == 1;
    choices->maxPages = maxPages->value();
    choices->maxDepth = maxDepth->value();
    choices->delayMs = delay->value();
    choices->pageSeconds = pageTime->value();
}

void CrawlLimitFields::fill(CrawlOptions *options) const
{
    options->scope
        = scope->currentIndex() == 1 ? CrawlOptions::Scope::Folder : CrawlOptions::Scope::Host;
    options->maxPages = maxPages->value();
    options->maxDepth = maxDepth->value();
    options->delayMs = delay->value();
    options->pageTimeoutMs = pageTime->value() * 1000;
}

CrawlDialog::CrawlDialog(const QUrl &suggested, const QList<QUrl> &documentUrls, QWidget *parent)
    : QDialog(parent)
    , m_limits(this)
    , m_documentUrls(documentUrls)
{
    setObjectName(QStringLiteral("crawlDialog"));
    setWindowTitle(tr("Crawl Site"));

    m_url = new QLineEdit(suggested.toString(), this);
    m_url->setObjectName(QStringLiteral("crawlUrl"));
    m_url->setPlaceholderText(QStringLiteral("https://www.example.com/"));
    m_lastmod = new QCheckBox(tr("Last modified dates from"), this);
    m_lastmod->setObjectName(QStringLiteral("crawlLastmod"));
    m_lastmodSource = new QComboBox(this);
    m_lastmodSource->setObjectName(QStringLiteral("crawlLastmodSource"));
    m_lastmodSource->setAccessibleName(tr("Where the last modified dates come from"));
    m_lastmodSource->addItem(tr("each page's own date, else its Last-Modified header"),
                             int(GenerateOptions::LastmodSource::Page));
    m_lastmodSource->addItem(tr("the Last-Modified headers alone"),
                             int(GenerateOptions::LastmodSource::Header));
    m_lastmodSource->setToolTip(
        tr("A page's own date is its JSON-LD dateModified, article:modified_time, "
           "og:updated_time or <time itemprop=\"dateModified\">. Static hosts and CDNs often "
           "send the time of the last deploy as every page's Last-Modified."));
    m_lastmodSource->setEnabled(false);
    connect(m_lastmod, &QCheckBox::toggled, m_lastmodSource, &QWidget::setEnabled);
    auto *lastmodRow = new QHBoxLayout;
    lastmodRow->addWidget(m_lastmod);
    lastmodRow->addWidget(m_lastmodSource, 1);
    m_images = new QCheckBox(tr("Images of each page (an image sitemap)"), this);
    m_images->setObjectName(QStringLiteral("crawlImages"));
    m_images->setToolTip(tr("Each page's <img>, its largest srcset candidate, <picture> sources "
                            "and og:image, on the site's host or the hosts named below, not "
                            "blocked for Googlebot-Image"));
    m_imageHosts = new QLineEdit(this);
    m_imageHosts->setObjectName(QStringLiteral("crawlImageHosts"));
    m_imageHosts->setPlaceholderText(
        tr("Other hosts of the site's images, such as cdn.example.com"));
    m_imageHosts->setEnabled(false);
    connect(m_images, &QCheckBox::toggled, m_imageHosts, &QWidget::setEnabled);
    m_hreflang = new QCheckBox(tr("Language versions from the pages' hreflang links"), this);
    m_hreflang->setObjectName(QStringLiteral("crawlHreflang"));
    m_withDocument = new QCheckBox(
        tr("Fetch the open sitemap's URLs too (%n URLs)", nullptr, int(documentUrls.size())), this);
    m_withDocument->setObjectName(QStringLiteral("crawlWithDocument"));
    m_withDocument->setToolTip(tr("So that the audit judges the sitemap's pages that no link "
                                  "reaches"));
    m_withDocument->setChecked(!documentUrls.isEmpty());
    m_withDocument->setEnabled(!documentUrls.isEmpty());
    restoreChoices(suggested);

    auto *form = new QFormLayout;
    form->addRow(tr("&Start URL:"), m_url);
    m_limits.addRows(form);
    form->addRow(QString(), lastmodRow);
    form->addRow(QString(), m_images);
    form->addRow(tr("Image &hosts:"), m_imageHosts);
    form->addRow(QString(), m_hreflang);
    form->addRow(QString(), m_withDocument);

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
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(m_start, &QPushButton::clicked, this, &CrawlDialog::start);
    connect(m_resume, &QPushButton::clicked, this, &CrawlDialog::chooseKeptCrawl);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, sizeHint().height());
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
        m_status->setText(tr("Enter the http or https address of a page of the site."));
        m_url->setFocus();
        return false;
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
    return options;
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

// The choices of the last crawl started, for the next one.
void CrawlDialog::keepChoices(const QUrl &start) const
{
    CrawlChoices choices;
    choices.startUrl = start.toString();
    m_limits.take(&choices);
    choices.lastmod = m_lastmod->isChecked();
    choices.lastmodSource = m_lastmodSource->currentIndex();
    choices.images = m_images->isChecked();
    choices.imageHosts = m_imageHosts->text();
    choices.hreflang = m_hreflang->isChecked();
    choices.save();
}

void CrawlDialog::restoreChoices(const QUrl &suggested)
{
    const CrawlChoices choices = CrawlChoices::load();
    // The open document's site first; else the site crawled last.
    if (suggested.isEmpty())
        m_url->setText(choices.startUrl);
    m_limits.show(choices);
    m_lastmod->setChecked(choices.lastmod);
    m_lastmodSource->setCurrentIndex(qBound(0, choices.lastmodSource, m_lastmodSource->count() - 1));
    m_images->setChecked(choices.images);
    m_imageHosts->setText(choices.imageHosts);
    m_hreflang->setChecked(choices.hreflang);
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
    return options;
}

} // namespace Studio
