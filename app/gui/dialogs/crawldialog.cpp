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

CrawlDialog::CrawlDialog(const QUrl &suggested, const QList<QUrl> &documentUrls, QWidget *parent)
    : QDialog(parent)
    , m_documentUrls(documentUrls)
{
    setObjectName(QStringLiteral("crawlDialog"));
    setWindowTitle(tr("Crawl Site"));
    const CrawlOptions defaults;

    m_url = new QLineEdit(suggested.toString(), this);
    m_url->setObjectName(QStringLiteral("crawlUrl"));
    m_url->setPlaceholderText(QStringLiteral("https://www.example.com/"));
    m_scope = new QComboBox(this);
    m_scope->setObjectName(QStringLiteral("crawlScope"));
    m_scope->addItem(tr("The whole host"));
    m_scope->addItem(tr("The start URL's folder and below"));
    m_maxPages = new QSpinBox(this);
    m_maxPages->setObjectName(QStringLiteral("crawlMaxPages"));
    m_maxPages->setRange(1, 1000000);
    m_maxPages->setValue(defaults.maxPages);
    m_maxPages->setGroupSeparatorShown(true);
    m_maxDepth = new QSpinBox(this);
    m_maxDepth->setObjectName(QStringLiteral("crawlMaxDepth"));
    m_maxDepth->setRange(-1, 1000);
    m_maxDepth->setValue(-1);
    m_maxDepth->setSpecialValueText(tr("No limit"));
    m_delay = new QSpinBox(this);
    m_delay->setObjectName(QStringLiteral("crawlDelay"));
    m_delay->setRange(0, 60000);
    m_delay->setSingleStep(100);
    m_delay->setSuffix(tr(" ms"));
    m_delay->setToolTip(tr("Between the starts of two requests; a larger Crawl-delay in the "
                           "site's robots.txt wins"));
    m_pageTime = new QSpinBox(this);
    m_pageTime->setObjectName(QStringLiteral("crawlPageTime"));
    m_pageTime->setRange(1, 600);
    m_pageTime->setValue(defaults.pageTimeoutMs / 1000);
    m_pageTime->setSuffix(tr(" s"));
    m_pageTime->setToolTip(tr("A page still arriving after this long is given up and named in "
                              "the summary"));
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
    form->addRow(tr("S&cope:"), m_scope);
    form->addRow(tr("At most &pages:"), m_maxPages);
    form->addRow(tr("At most &links deep:"), m_maxDepth);
    form->addRow(tr("&Delay:"), m_delay);
    form->addRow(tr("Give up on a page &after:"), m_pageTime);
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
    options.scope
        = m_scope->currentIndex() == 1 ? CrawlOptions::Scope::Folder : CrawlOptions::Scope::Host;
    options.maxPages = m_maxPages->value();
    options.maxDepth = m_maxDepth->value();
    options.delayMs = m_delay->value();
    options.pageTimeoutMs = m_pageTime->value() * 1000;
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

// The choices of the last crawl started, for the next one (QSettings "crawl/…").
void CrawlDialog::keepChoices(const QUrl &start) const
{
    QSettings settings;
    settings.beginGroup(u"crawl"_s);
    settings.setValue(u"startUrl"_s, start.toString());
    settings.setValue(u"folderScope"_s, m_scope->currentIndex() == 1);
    settings.setValue(u"maxPages"_s, m_maxPages->value());
    settings.setValue(u"maxDepth"_s, m_maxDepth->value());
    settings.setValue(u"delayMs"_s, m_delay->value());
    settings.setValue(u"pageSeconds"_s, m_pageTime->value());
    settings.setValue(u"lastmod"_s, m_lastmod->isChecked());
    settings.setValue(u"lastmodSource"_s, m_lastmodSource->currentIndex());
    settings.setValue(u"images"_s, m_images->isChecked());
    settings.setValue(u"imageHosts"_s, m_imageHosts->text());
    settings.setValue(u"hreflang"_s, m_hreflang->isChecked());
}

void CrawlDialog::restoreChoices(const QUrl &suggested)
{
    QSettings settings;
    settings.beginGroup(u"crawl"_s);
    // The open document's site first; else the site crawled last.
    if (suggested.isEmpty())
        m_url->setText(settings.value(u"startUrl"_s).toString());
    m_scope->setCurrentIndex(settings.value(u"folderScope"_s, false).toBool() ? 1 : 0);
    m_maxPages->setValue(settings.value(u"maxPages"_s, m_maxPages->value()).toInt());
    m_maxDepth->setValue(settings.value(u"maxDepth"_s, m_maxDepth->value()).toInt());
    m_delay->setValue(settings.value(u"delayMs"_s, m_delay->value()).toInt());
    m_pageTime->setValue(settings.value(u"pageSeconds"_s, m_pageTime->value()).toInt());
    m_lastmod->setChecked(settings.value(u"lastmod"_s, false).toBool());
    m_lastmodSource->setCurrentIndex(
        qBound(0, settings.value(u"lastmodSource"_s, 0).toInt(), m_lastmodSource->count() - 1));
    m_images->setChecked(settings.value(u"images"_s, false).toBool());
    m_imageHosts->setText(settings.value(u"imageHosts"_s).toString());
    m_hreflang->setChecked(settings.value(u"hreflang"_s, false).toBool());
}

QStringList CrawlDialog::imageHosts() const
{
    QStringList hosts;
    if (m_images->isChecked())
        for (const QString &host : m_imageHosts->text().split(
                 QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts))
            hosts.append(host.toLower());
    return hosts;
}

GenerateOptions CrawlDialog::keptGenerateOptions()
{
    QSettings settings;
    settings.beginGroup(u"crawl"_s);
    GenerateOptions options;
    options.lastmod = settings.value(u"lastmod"_s, false).toBool();
    // The source's item, as the combo box lists them (Page, then Header).
    options.lastmodSource = settings.value(u"lastmodSource"_s, 0).toInt() == 1
        ? GenerateOptions::LastmodSource::Header
        : GenerateOptions::LastmodSource::Page;
    options.hreflang = settings.value(u"hreflang"_s, false).toBool();
    options.images = settings.value(u"images"_s, false).toBool();
    if (options.images)
        for (const QString &host :
             settings.value(u"imageHosts"_s)
                 .toString()
                 .split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts))
            options.imageHosts.append(host.toLower());
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
