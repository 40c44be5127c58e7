#include "crawldialog.h"

#include "net/crawlsitemap.h"
#include "net/crawlstore.h"

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
#include <QSpinBox>
#include <QSettings>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

CrawlDialog::CrawlDialog(const QUrl &suggested, const QList<QUrl> &documentUrls, QWidget *parent)
    : QDialog(parent)
    , m_crawler(new Crawler(CrawlOptions(), this))
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
    m_imageHosts->setPlaceholderText(tr("Other hosts of the site's images, such as cdn.example.com"));
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

    m_start = new QPushButton(tr("S&tart"), this);
    m_start->setObjectName(QStringLiteral("crawlStart"));
    m_pause = new QPushButton(tr("P&ause"), this);
    m_pause->setObjectName(QStringLiteral("crawlPause"));
    m_stop = new QPushButton(tr("St&op"), this);
    m_stop->setObjectName(QStringLiteral("crawlStop"));
    m_resume = new QPushButton(tr("Go On with a &Kept Crawl…"), this);
    m_resume->setObjectName(QStringLiteral("crawlResume"));
    m_resume->setToolTip(tr("Go on with a crawl saved in a file that was cut short (a crash, a "
                            "kill or a limit), with the start URL and options kept there"));
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_start);
    controls->addWidget(m_pause);
    controls->addWidget(m_stop);
    controls->addStretch();
    controls->addWidget(m_resume);

    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("crawlCounts"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("crawlStatus"));
    m_status->setWordWrap(true);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The summary names what was cut (traps, slow pages), with URLs: it scrolls rather than
    // pushing the buttons off the dialog.
    auto *statusArea = new QScrollArea(this);
    statusArea->setObjectName(QStringLiteral("crawlStatusArea"));
    statusArea->setWidget(m_status);
    statusArea->setWidgetResizable(true);
    statusArea->setFrameShape(QFrame::NoFrame);
    statusArea->setMinimumHeight(fontMetrics().lineSpacing() * 6);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_create = m_buttons->addButton(tr("C&reate Sitemap"), QDialogButtonBox::AcceptRole);
    m_create->setObjectName(QStringLiteral("crawlCreate"));
    m_create->setToolTip(tr("A new document of the pages search engines would index: status "
                            "200, HTML, not noindex, their own canonical, not blocked"));
    m_audit = m_buttons->addButton(tr("A&udit the Open Sitemap"), QDialogButtonBox::ActionRole);
    m_audit->setObjectName(QStringLiteral("crawlAudit"));
    m_audit->setToolTip(tr("List with the warnings what search engines will refuse of the open "
                           "sitemap, and the indexable pages it lacks"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(controls);
    layout->addWidget(m_counts);
    layout->addWidget(statusArea, 1);
    layout->addWidget(m_buttons);

    connect(m_start, &QPushButton::clicked, this, &CrawlDialog::start);
    connect(m_pause, &QPushButton::clicked, this, &CrawlDialog::togglePause);
    connect(m_resume, &QPushButton::clicked, this, &CrawlDialog::chooseKeptCrawl);
    connect(m_crawler, &Crawler::pageDone, this, [this](qsizetype index) {
        if (m_store)
            m_store->pageDone(m_crawler->result(), index);
    });
    connect(m_stop, &QPushButton::clicked, m_crawler, &Crawler::cancel);
    connect(m_crawler, &Crawler::progress, this, &CrawlDialog::showProgress);
    connect(m_crawler, &Crawler::finished, this, &CrawlDialog::finishCrawl);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_audit, &QPushButton::clicked, this, [this] { done(Audit); });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &CrawlDialog::reject);
    setRunning(false);
    m_create->setEnabled(false);
    m_audit->setEnabled(false);
    resize(560, sizeHint().height());
}

CrawlDialog::~CrawlDialog() = default;

bool CrawlDialog::start()
{
    const QUrl url = QUrl::fromUserInput(m_url->text().trimmed());
    if (!url.isValid() || url.host().isEmpty()
        || (url.scheme() != u"http" && url.scheme() != u"https")) {
        m_status->setText(tr("Enter the http or https address of a page of the site."));
        return false;
    }
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
    keepChoices(url);
    m_crawler->setOptions(options);
    m_store.reset();
    m_create->setEnabled(false);
    m_audit->setEnabled(false);
    m_status->clear();
    setRunning(true);
    m_crawler->start(url);
    return true;
}

void CrawlDialog::chooseKeptCrawl()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Go On with a Kept Crawl"), QString(),
                                                      tr("Crawls (*.crawl);;All files (*)"));
    if (!path.isEmpty())
        resume(path);
}

bool CrawlDialog::resume(const QString &path, QString *error)
{
    auto store = std::make_unique<CrawlStore>();
    CrawlResult earlier;
    CrawlOptions options;
    bool finished = false;
    QString why;
    if (!store->open(path, false, &why) || !store->load(&earlier, &options, &finished, &why)) {
        m_status->setText(why);
        if (error)
            *error = why;
        return false;
    }
    showOptions(earlier.startUrl, options);
    m_counts->setText(tr("Going on with the crawl of %1 kept in %2: %n page(s) done", nullptr,
                         int(earlier.pages.size()))
                          .arg(earlier.startUrl.toDisplayString(), QDir::toNativeSeparators(path)));
    m_store = std::move(store);
    options.imageHosts = imageHosts();
    m_crawler->setOptions(options);
    m_create->setEnabled(false);
    m_audit->setEnabled(false);
    m_status->clear();
    setRunning(true);
    m_crawler->resumeFrom(std::move(earlier));
    return true;
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

void CrawlDialog::showOptions(const QUrl &start, const CrawlOptions &options)
{
    m_url->setText(start.toString());
    m_scope->setCurrentIndex(options.scope == CrawlOptions::Scope::Folder ? 1 : 0);
    m_maxPages->setValue(options.maxPages);
    m_maxDepth->setValue(options.maxDepth);
    m_delay->setValue(options.delayMs);
    m_pageTime->setValue(options.pageTimeoutMs / 1000);
}

bool CrawlDialog::isRunning() const
{
    return m_crawler->isRunning();
}

const CrawlResult &CrawlDialog::result() const
{
    return m_crawler->result();
}

CrawlResult CrawlDialog::takeResult()
{
    return m_crawler->takeResult();
}

CrawlOptions CrawlDialog::options() const
{
    return m_crawler->options();
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

Workspace CrawlDialog::sitemap() const
{
    GenerateOptions options;
    options.lastmod = m_lastmod->isChecked();
    options.lastmodSource = GenerateOptions::LastmodSource(m_lastmodSource->currentData().toInt());
    options.hreflang = m_hreflang->isChecked();
    options.images = m_images->isChecked();
    options.imageHosts = imageHosts();
    Workspace workspace;
    workspace.sitemaps.append(CrawlSitemap::generate(m_crawler->result(), options));
    return workspace;
}

QString CrawlDialog::summary() const
{
    const CrawlResult &crawl = m_crawler->result();
    int indexable = 0;
    for (const CrawledPage &page : crawl.pages)
        indexable += crawl.isIndexable(page);
    // In the live counts' words: pages done are fetched or decided without a request.
    int done = 0;
    QList<const CrawledPage *> failures;
    for (const CrawledPage &page : crawl.pages) {
        done += page.isDone();
        if (page.has(CrawledPage::Fetched)
            && (page.status >= 400 || page.error != FetchResult::Error::None))
            failures.append(&page);
    }
    const QLocale locale;
    QString text = tr("%1 pages done, %2 failed, %3 indexable")
                       .arg(locale.toString(done), locale.toString(failures.size()),
                            locale.toString(indexable));
    if (const int notFetched = done - crawl.pagesFetched(); notFetched > 0)
        text += u'\n'
            + tr("%Ln of them not fetched: robots.txt disallows them or could not be read", nullptr,
                 notFetched);
    // Which failed, and why: the first few.
    constexpr int ShownFailures = 5;
    for (qsizetype i = 0; i < failures.size() && i < ShownFailures; ++i) {
        const CrawledPage &page = *failures.at(i);
        // The status says it (the page's message repeats the URL); else why nothing came.
        const QString why = page.status >= 400 ? tr("HTTP %1").arg(page.status) : page.message;
        text += u'\n' + tr("Failed: %1 (%2)").arg(crawl.urlText(page.url), why);
    }
    if (failures.size() > ShownFailures)
        text += u'\n'
            + tr("… and %Ln more failed; the Crawl view lists them all", nullptr,
                 int(failures.size() - ShownFailures));
    for (const QString &limit : crawl.limitsReached)
        text += u'\n' + limit;
    for (const CrawlCut &cut : crawl.cuts)
        text += u'\n' + cut.describe();
    if (crawl.cancelled)
        text += u'\n' + tr("Stopped before the end: the sitemap holds what was crawled.");
    return text;
}

void CrawlDialog::togglePause()
{
    if (!m_crawler->isRunning())
        return;
    if (m_crawler->isPaused()) {
        m_crawler->resume();
        m_pause->setText(tr("P&ause"));
    } else {
        m_crawler->pause();
        m_pause->setText(tr("Res&ume"));
    }
}

void CrawlDialog::showProgress(int done, int queued, int failed)
{
    const QLocale locale;
    m_counts->setText(
        tr("%1 pages done, %2 waiting, %3 failed")
            .arg(locale.toString(done), locale.toString(queued), locale.toString(failed)));
}

void CrawlDialog::finishCrawl()
{
    setRunning(false);
    QString storeError; // the kept crawl's file could not take the last pages
    if (m_store) {
        m_store->finish(m_crawler->result(), &storeError);
        m_store.reset();
    }
    if (!m_crawler->error().isEmpty()) {
        m_status->setText(m_crawler->error());
        return;
    }
    m_status->setText(storeError.isEmpty() ? summary() : summary() + u'\n' + storeError);
    const CrawlResult &crawl = m_crawler->result();
    m_create->setEnabled(std::any_of(crawl.pages.cbegin(), crawl.pages.cend(),
                                     [&](const CrawledPage &p) { return crawl.isIndexable(p); }));
    m_audit->setEnabled(!m_documentUrls.isEmpty() && crawl.pagesFetched() > 0);
    Q_EMIT crawlFinished();
}

void CrawlDialog::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_pause->setEnabled(running);
    m_pause->setText(tr("P&ause"));
    m_stop->setEnabled(running);
    m_resume->setEnabled(!running);
    for (QWidget *field :
         std::initializer_list<QWidget *> { m_url, m_scope, m_maxPages, m_maxDepth, m_delay,
                                           m_pageTime })
        field->setEnabled(!running);
    m_withDocument->setEnabled(!running && !m_documentUrls.isEmpty());
}

void CrawlDialog::reject()
{
    // Closing stops the crawl; nothing is kept.
    m_crawler->cancel();
    QDialog::reject();
}

} // namespace Studio
