#include "crawldock.h"

#include "commands/insertentry.h"
#include "commands/removeentry.h"
#include "document/auditsession.h"
#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "io/writing/durablefile.h"
#include "models/crawlsheetmodel.h"
#include "models/crawltablemodel.h"
#include "net/renderaudit.h"
#include "net/crawler.h"
#include "util/url.h"
#include "widgets/barchartview.h"
#include "widgets/crawlsheetview.h"
#include "widgets/fitting.h"
#include "widgets/tableactions.h"

#include <QComboBox>
#include <QDateTime>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The status filter's items that filter by what rendering did (CrawlTableModel::renderingKey).
const QString RenderingPrefix = u"render:"_s;

QString linkTo(const QString &id, const QString &text)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(id, text.toHtmlEscaped());
}

// "1:05" or "1:02:05".
QString clockText(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    return seconds >= 3600
        ? QStringLiteral("%1:%2:%3")
              .arg(seconds / 3600)
              .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
              .arg(seconds % 60, 2, 10, QLatin1Char('0'))
        : QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

CrawlDock::CrawlDock(CrawlDocument *crawls, AuditSession *audit, EditorDocument *document,
                     QWidget *parent)
    : QDockWidget(tr("Crawl"), parent)
    , m_crawls(crawls)
    , m_audit(audit)
    , m_document(document)
    , m_model(new CrawlTableModel(crawls, document, this))
    , m_filter(new CrawlFilterModel(this))
{
    setObjectName(QStringLiteral("crawlDock"));
    m_filter->setSourceModel(m_model);

    auto *empty = new QLabel(tr("No crawl yet. Tools → Crawl Site… crawls the document's site; "
                                "File → Open Crawl… opens one that was saved."),
                             this);
    empty->setObjectName(QStringLiteral("crawlEmpty"));
    empty->setWordWrap(true);
    empty->setAlignment(Qt::AlignCenter);
    empty->setEnabled(false);

    // While the crawl runs: how far it is, and Pause, Resume and Stop.
    m_progressStrip = new QWidget(this);
    m_progressStrip->setObjectName(QStringLiteral("crawlProgressStrip"));
    m_progress = new QProgressBar(m_progressStrip);
    m_progress->setObjectName(QStringLiteral("crawlProgress"));
    m_progress->setAccessibleName(tr("Crawl progress"));
    m_progress->setTextVisible(true);
    // Wide enough for "12,345 of 67,890" in any language.
    m_progress->setMinimumWidth(fontMetrics().averageCharWidth() * 24);
    m_progress->setMaximumWidth(fontMetrics().averageCharWidth() * 36);
    m_progressText = new QLabel(m_progressStrip);
    m_progressText->setObjectName(QStringLiteral("crawlProgressText"));
    // The counts take the room there is (a long line must not widen the window on a small
    // screen); the whole line is its tooltip.
    m_progressText->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_pause = new QPushButton(tr("P&ause"), m_progressStrip);
    m_pause->setObjectName(QStringLiteral("crawlPauseButton"));
    m_stop = new QPushButton(tr("St&op"), m_progressStrip);
    m_stop->setObjectName(QStringLiteral("crawlStopButton"));
    m_stop->setToolTip(tr("End the crawl here; what was crawled stays, and Go On takes it up "
                          "again"));
    auto *strip = new QHBoxLayout(m_progressStrip);
    strip->setContentsMargins(0, 0, 0, 0);
    strip->addWidget(m_progress);
    strip->addWidget(m_progressText, 1);
    strip->addWidget(m_pause);
    strip->addWidget(m_stop);

    // Once it ended: what it left out and why, and what to do next.
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("crawlSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_goOn = new QPushButton(tr("&Go On"), this);
    m_goOn->setObjectName(QStringLiteral("crawlGoOnButton"));
    m_goOn->setToolTip(tr("Go on with this crawl where it stopped: the pages done are not asked "
                          "again"));
    m_createSitemap = new QPushButton(tr("Create &Sitemap"), this);
    m_createSitemap->setObjectName(QStringLiteral("crawlCreateSitemap"));
    m_createSitemap->setToolTip(tr("A new document of the pages search engines would index: "
                                   "status 200, HTML, not noindex, their own canonical, not "
                                   "blocked"));
    m_login = new QPushButton(tr("E&nter Login…"), this);
    m_login->setObjectName(QStringLiteral("crawlLoginButton"));
    m_login->setToolTip(tr("Give the login, cookies or headers the site asks for, and crawl it "
                           "again"));
    auto *ended = new QHBoxLayout;
    ended->addWidget(m_summary, 1);
    ended->addWidget(m_login, 0, Qt::AlignTop);
    ended->addWidget(m_goOn, 0, Qt::AlignTop);
    ended->addWidget(m_createSitemap, 0, Qt::AlignTop);

    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("crawlFilter"));
    m_text->setPlaceholderText(tr("Filter by URL or title"));
    m_text->setClearButtonEnabled(true);
    m_status = new QComboBox(this);
    m_status->setObjectName(QStringLiteral("crawlStatusFilter"));
    m_status->addItem(tr("Every status"), QString());
    m_status->addItem(tr("2xx success"), QStringLiteral("2xx"));
    m_status->addItem(tr("3xx redirect"), QStringLiteral("3xx"));
    m_status->addItem(tr("4xx client error"), QStringLiteral("4xx"));
    m_status->addItem(tr("5xx server error"), QStringLiteral("5xx"));
    m_status->addItem(tr("No answer"), QStringLiteral("none"));
    m_status->addItem(tr("Not asked (robots.txt)"), QStringLiteral("blocked"));
    // What JavaScript did: the pages read from their rendered DOM, and the application shells
    // read as fetched (rendering off, failed or not reached).
    m_status->insertSeparator(m_status->count());
    m_status->addItem(tr("Rendered with JavaScript"), QString(RenderingPrefix + u"rendered"_s));
    m_status->addItem(tr("App shells not rendered"), QString(RenderingPrefix + u"shell"_s));
    m_shown = new QLabel(this);
    m_shown->setObjectName(QStringLiteral("crawlShown"));
    // Every table of the crawl, whole, to a CSV file.
    m_export = new QToolButton(this);
    m_export->setObjectName(QStringLiteral("crawlExportButton"));
    m_export->setText(tr("E&xport"));
    m_export->setToolTip(tr("Write one of the crawl's tables to a CSV file"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(m_export);
    exportMenu->setObjectName(QStringLiteral("crawlExportMenu"));
    // The button's menu names the tables; the pages' context menu says what its entries do.
    struct Export
    {
        CrawlTable::Kind kind;
        QString menu;
        QString context;
        QString title; // of the file dialog and of a warning
    };
    const Export exports[] = {
        { CrawlTable::Kind::Pages, tr("&Pages…"), QString(), tr("Export Pages") },
        { CrawlTable::Kind::Links, tr("&Links, with Anchor Text…"),
          tr("Export &Links, with Anchor Text…"), tr("Export Links") },
        { CrawlTable::Kind::Redirects, tr("&Redirect Chains…"), tr("Export &Redirect Chains…"),
          tr("Export Redirect Chains") },
        { CrawlTable::Kind::Images, tr("&Images…"), tr("Export &Images…"), tr("Export Images") },
        { CrawlTable::Kind::BrokenLinks, tr("&Broken Links, with Their Pages…"),
          tr("Export &Broken Links, with Their Pages…"), tr("Export Broken Links") },
        { CrawlTable::Kind::MissingPages, tr("Indexable Pages &Missing from the Sitemap…"),
          tr("Export Indexable Pages &Missing from the Sitemap…"), tr("Export Missing Pages") },
        { CrawlTable::Kind::History, tr("Content &History…"), tr("Export Content &History…"),
          tr("Export Content History") },
    };
    QList<QAction *> contextExports;
    for (const auto &[kind, text, context, title] : exports) {
        QAction *action = exportMenu->addAction(text);
        action->setObjectName(u"crawlExport-"_s + QString(CrawlTable::kindId(kind)));
        connect(action, &QAction::triggered, this, [this, kind = kind, title = title] {
            const QString path = TableActions::askForCsvPath(
                window(), title,
                m_crawls->filePath().isEmpty() ? QString()
                                               : QFileInfo(m_crawls->filePath()).absolutePath(),
                m_crawls->siteName() + u'-' + QString(CrawlTable::kindId(kind)));
            if (path.isEmpty())
                return;
            QString error;
            if (!exportTable(kind, path, &error))
                QMessageBox::warning(window(), title, error);
        });
        if (!context.isEmpty()) {
            auto *again = new QAction(context, this);
            again->setObjectName(action->objectName() + u"-context"_s);
            connect(again, &QAction::triggered, action, &QAction::trigger);
            contextExports.append(again);
        }
    }
    m_export->setMenu(exportMenu);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_text, 1);
    bar->addWidget(m_status);
    bar->addWidget(m_shown);
    bar->addWidget(m_export);

    m_reasons = new QLabel(this);
    m_reasons->setObjectName(QStringLiteral("crawlReasons"));
    m_reasons->setWordWrap(true);
    m_reasons->setTextFormat(Qt::RichText);
    m_reasons->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("crawlTable"));
    m_table->setAccessibleName(tr("Crawled pages"));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // as crawled until a header is clicked
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Rows are copied and exported several at a time; the details show the first.
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().lineSpacing() + 6);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    const int character = fontMetrics().averageCharWidth();
    // Widths for real URLs and titles; the URL column takes what is left.
    const int widths[CrawlTableModel::ColumnCount]
        = { 48, 8, 22, 30, 30, 12, 9, 10, 30, 12, 10, 12, 11 };
    for (int c = 0; c < CrawlTableModel::ColumnCount; ++c)
        header->resizeSection(c, widths[c] * character);
    Fitting::keepHeadersWhole(header);

    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("crawlDetails"));
    m_details->setWordWrap(true);
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_add = new QPushButton(tr("&Add to the Sitemap"), this);
    m_add->setObjectName(QStringLiteral("crawlAdd"));
    m_remove = new QPushButton(tr("Re&move from the Sitemap"), this);
    m_remove->setObjectName(QStringLiteral("crawlRemove"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    // The details scroll: a page linked from hundreds of others names ten of them, in URLs.
    auto *detailArea = new QScrollArea(this);
    detailArea->setObjectName(QStringLiteral("crawlDetailsArea"));
    detailArea->setWidget(m_details);
    detailArea->setWidgetResizable(true);
    detailArea->setFrameShape(QFrame::NoFrame);
    auto *detailPane = new QWidget(this);
    auto *detailLayout = new QVBoxLayout(detailPane);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(detailArea, 1);
    detailLayout->addLayout(buttons);

    // The charts: pages by status and by indexability, as the statistics dock draws them.
    m_statusChart = new BarChartView(this);
    m_statusChart->setObjectName(QStringLiteral("crawlStatusChart"));
    m_verdictChart = new BarChartView(this);
    m_verdictChart->setObjectName(QStringLiteral("crawlVerdictChart"));
    auto *charts = new QWidget(this);
    auto *chartLayout = new QVBoxLayout(charts);
    for (auto [chart, title] : { std::pair { m_statusChart, tr("Pages by status") },
                                 std::pair { m_verdictChart, tr("Pages by indexability") } }) {
        auto *heading = new QLabel(u"<b>"_s + title.toHtmlEscaped() + u"</b>"_s, charts);
        heading->setBuddy(chart);
        chartLayout->addWidget(heading);
        chartLayout->addWidget(chart);
    }
    chartLayout->addStretch();
    auto *chartArea = new QScrollArea(this);
    chartArea->setObjectName(QStringLiteral("crawlCharts"));
    chartArea->setWidget(charts);
    chartArea->setWidgetResizable(true);
    chartArea->setFrameShape(QFrame::NoFrame);
    m_side = new QTabWidget(this);
    m_side->setObjectName(QStringLiteral("crawlSideTabs"));
    m_side->addTab(detailPane, tr("Page"));
    m_side->addTab(chartArea, tr("Charts"));

    // The pages, and the crawl's other tables beside them.
    m_pageActions = new TableActions(m_table, u"crawl-pages"_s);
    for (QAction *action : std::as_const(contextExports))
        m_pageActions->addAction(action);
    m_tables = new QTabWidget(this);
    m_tables->setObjectName(QStringLiteral("crawlTables"));
    m_tables->setDocumentMode(true);
    m_tables->addTab(m_table, tr("Pages"));
    for (const CrawlTable::Kind kind :
         { CrawlTable::Kind::Links, CrawlTable::Kind::Redirects, CrawlTable::Kind::Images,
           CrawlTable::Kind::BrokenLinks, CrawlTable::Kind::MissingPages }) {
        auto *sheet = new CrawlSheetView(kind, m_crawls, m_document, this);
        m_sheets.append(sheet);
        m_tables->addTab(sheet, CrawlTable::kindTitle(kind));
    }

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_tables);
    split->addWidget(m_side);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);

    auto *crawlPage = new QWidget(this);
    auto *layout = new QVBoxLayout(crawlPage);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_progressStrip);
    layout->addLayout(ended);
    layout->addLayout(bar);
    layout->addWidget(m_reasons);
    layout->addWidget(split, 1);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(empty);
    m_pages->addWidget(crawlPage);
    setWidget(m_pages);

    connect(m_text, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setText(text);
        updateCounts();
    });
    connect(m_status, &QComboBox::currentIndexChanged, this, [this] {
        const QString key = m_status->currentData().toString();
        const bool rendering = key.startsWith(RenderingPrefix);
        m_filter->setRendering(rendering ? key.mid(RenderingPrefix.size()) : QString());
        m_filter->setStatus(rendering ? QString() : key);
        updateCounts();
    });
    connect(m_reasons, &QLabel::linkActivated, this, &CrawlDock::showVerdict);
    connect(m_statusChart, &BarChartView::barActivated, this, [this](const QString &key) {
        showStatus(key == m_filter->status() ? QString() : key); // a second click clears
    });
    connect(m_verdictChart, &BarChartView::barActivated, this, [this](const QString &key) {
        showVerdict(key == m_filter->verdict() ? QString() : key);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &CrawlDock::crawlChanged);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &CrawlDock::rowsArrived);
    connect(m_crawls, &CrawlDocument::progressChanged, this, &CrawlDock::updateProgress);
    connect(m_crawls, &CrawlDocument::runningChanged, this, [this](bool running) {
        updateProgress();
        if (!running)
            crawlChanged(); // the counts and charts of the whole crawl
    });
    connect(m_crawls, &CrawlDocument::pausedChanged, this, &CrawlDock::updateProgress);
    connect(m_pause, &QPushButton::clicked, m_crawls, [this] {
        if (m_crawls->isPaused())
            m_crawls->resume();
        else
            m_crawls->pause();
    });
    connect(m_stop, &QPushButton::clicked, m_crawls, &CrawlDocument::stop);
    connect(m_goOn, &QPushButton::clicked, this, &CrawlDock::goOnRequested);
    connect(m_login, &QPushButton::clicked, this, &CrawlDock::loginRequested);
    connect(m_createSitemap, &QPushButton::clicked, this, &CrawlDock::createSitemapRequested);
    // The progress's time and rate move on between pages too.
    auto *clock = new QTimer(this);
    clock->setInterval(1000);
    connect(clock, &QTimer::timeout, this, &CrawlDock::updateProgress);
    connect(m_crawls, &CrawlDocument::runningChanged, clock,
            [clock](bool running) { running ? clock->start() : clock->stop(); });
    // The page's details follow the sitemap (In sitemap), not the inlinks a crawl counts up.
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                if (topLeft.column() <= CrawlTableModel::InSitemap
                    && bottomRight.column() >= CrawlTableModel::InSitemap)
                    updateSelection();
            });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CrawlDock::updateSelection);
    connect(m_audit, &AuditSession::findingsChanged, this, &CrawlDock::updateSelection);
    connect(m_add, &QPushButton::clicked, this, &CrawlDock::addSelected);
    connect(m_remove, &QPushButton::clicked, this, &CrawlDock::removeSelected);
    crawlChanged();
}

CrawlSheetView *CrawlDock::sheet(CrawlTable::Kind kind) const
{
    for (CrawlSheetView *sheet : m_sheets)
        if (sheet->model()->kind() == kind)
            return sheet;
    return nullptr;
}

QMenu *CrawlDock::exportMenu() const
{
    return m_export->menu();
}

bool CrawlDock::exportTable(CrawlTable::Kind kind, const QString &path, QString *error) const
{
    if (!m_crawls->hasCrawl() || m_crawls->isRunning()) {
        *error = tr("The crawl's tables are written once it ends");
        return false;
    }
    const CrawlTable table = CrawlTable::make(kind, m_crawls->crawl(), &m_document->workspace());
    // Streamed: a table of a million links is never whole in memory. Replaced only when whole.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    if (!table.write(&file, CrawlTable::Format::Csv, error))
        return false;
    if (!file.commit()) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    DurableFile::syncFolder(QFileInfo(path).absolutePath());
    return true;
}

void CrawlDock::crawlChanged()
{
    m_pages->setCurrentIndex(m_crawls->hasCrawl() || m_model->rowCount() > 0 ? 1 : 0);
    updateProgress();
    updateCharts();
    updateCounts();
    updateSelection();
}

void CrawlDock::rowsArrived()
{
    // Once for each batch of rows: the counts at once, the charts with them.
    updateCounts();
    updateCharts();
}

void CrawlDock::updateProgress()
{
    const bool running = m_crawls->isRunning();
    m_progressStrip->setVisible(running);
    const QLocale locale;
    if (running) {
        const int done = m_crawls->pagesDone();
        const int waiting = m_crawls->pagesWaiting();
        m_progress->setRange(0, qMax(1, done + waiting));
        m_progress->setValue(done);
        m_progress->setFormat(
            m_crawls->isPaused()
                ? tr("Paused at %1").arg(locale.toString(done))
                : tr("%1 of %2").arg(locale.toString(done), locale.toString(done + waiting)));
        m_progressText->setText(
            tr("%1 done, %2 waiting, %3 failed · %4 pages/s · %5 · %6")
                .arg(locale.toString(done), locale.toString(waiting),
                     locale.toString(m_crawls->pagesFailed()),
                     locale.toString(m_crawls->pagesPerSecond(), 'f', 1),
                     clockText(m_crawls->elapsedMs()),
                     locale.formattedDataSize(m_crawls->bytes(), 1,
                                              QLocale::DataSizeTraditionalFormat)));
        m_progressText->setToolTip(m_progressText->text());
        m_pause->setText(m_crawls->isPaused() ? tr("Res&ume") : tr("P&ause"));
    }
    const bool ended = m_crawls->hasCrawl() && !running;
    m_summary->setVisible(ended);
    // What it found, whether it was stopped, its limits and cuts (the first three lines); the
    // whole, with the pages that failed, in the tooltip.
    m_summary->setText(ended ? m_crawls->summary(false).section(u'\n', 0, 2) : QString());
    m_summary->setToolTip(ended ? m_crawls->summary() : QString());
    // Cut short by Stop or a kill: it can go on. A limit reached would stop it again at once.
    m_goOn->setVisible(ended && (!m_crawls->isFinished() || m_crawls->crawl().cancelled));
    // The start page asked for a login (or refused access): nothing else was crawled.
    m_login->setVisible(ended && m_crawls->crawl().loginRequired);
    m_createSitemap->setVisible(ended);
    m_export->setEnabled(ended);
    m_createSitemap->setEnabled(ended && m_crawls->indexablePages() > 0);
}

void CrawlDock::updateCharts()
{
    QList<Statistics::Bar> bars;
    for (const auto &[key, count] : m_model->statusCounts())
        bars.append(
            { CrawlTableModel::statusText(key), key, count, key == u"none" || key == u"blocked" });
    m_statusChart->setBars(tr("Pages by status"), bars);
    bars.clear();
    for (const auto &[id, count] : m_model->verdictCounts())
        bars.append({ CrawlTableModel::verdictText(id), id, count, false });
    m_verdictChart->setBars(tr("Pages by indexability"), bars);
}

void CrawlDock::showStatus(const QString &status)
{
    int item = m_status->findData(status);
    if (item < 0) { // a code rather than a class: an item of its own, after the classes
        m_status->addItem(tr("Status %1").arg(status), status);
        item = m_status->count() - 1;
    }
    m_status->setCurrentIndex(item); // filters through currentIndexChanged
}

void CrawlDock::showVerdict(const QString &id)
{
    m_filter->setVerdict(id == u"all" ? QString() : id);
    updateCounts();
}

void CrawlDock::updateCounts()
{
    const QLocale locale;
    const QList<std::pair<QString, int>> counts = m_model->verdictCounts();
    int indexable = 0, others = 0;
    QStringList reasons;
    for (const auto &[id, count] : counts) {
        if (id == u"indexable") {
            indexable = count;
            continue;
        }
        others += count;
        const QString text
            = tr("%1 %2").arg(locale.toString(count), CrawlTableModel::verdictText(id).toLower());
        reasons.append(id == m_filter->verdict() ? u"<b>"_s + text.toHtmlEscaped() + u"</b>"_s
                                                 : linkTo(id, text));
    }
    QString html
        = linkTo(QStringLiteral("indexable"), tr("%1 indexable").arg(locale.toString(indexable)));
    if (others > 0)
        html += QStringLiteral("; ")
            + tr("%1 not indexable: %2").arg(locale.toString(others), reasons.join(u", "_s));
    if (!m_filter->verdict().isEmpty())
        html += QStringLiteral(" — ") + linkTo(QStringLiteral("all"), tr("show all"));
    m_reasons->setText(html);
    m_statusChart->setSelectedKey(m_filter->status());
    m_verdictChart->setSelectedKey(m_filter->verdict());
    // The JavaScript column for the crawls that met JavaScript alone.
    m_table->setColumnHidden(CrawlTableModel::JavaScript,
                             m_model->crawl().renderingCount() == 0
                                 && m_filter->rendering().isEmpty());
    m_shown->setText(
        tr("%1 of %2 shown")
            .arg(locale.toString(m_filter->rowCount()), locale.toString(m_model->rowCount())));
}

void CrawlDock::updateSelection()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const CrawledPage *page
        = rows.isEmpty() ? nullptr : m_model->page(m_filter->mapToSource(rows.first()).row());
    bool hasSitemap = false;
    for (const Sitemap &sitemap : m_document->workspace().sitemaps)
        hasSitemap = hasSitemap || !sitemap.isIndex();
    if (!page) {
        m_details->setText(tr("Select a page to see the pages that link to it, where it leads "
                              "and what the audit says of it."));
        m_add->setEnabled(false);
        m_remove->setEnabled(false);
        return;
    }
    const CrawlResult &crawl = m_model->crawl();
    const QString url = crawl.urlText(page->url);
    const bool listed = m_model->isListed(*page);
    m_add->setEnabled(hasSitemap && !listed);
    m_remove->setEnabled(listed);

    QStringList lines { u"<b>"_s + crawl.url(page->url).toDisplayString().toHtmlEscaped()
                        + u"</b>"_s };
    const QString verdict = QString(CrawlResult::indexabilityId(crawl.indexability(*page)));
    lines.append(CrawlTableModel::verdictText(verdict).toHtmlEscaped()
                 + (page->message.isEmpty() ? QString() : u": "_s + page->message.toHtmlEscaped()));
    // Who links here: the crawled pages whose links hold it (the first ten), each with the
    // words of its link.
    QStringList from;
    int linking = 0;
    for (const CrawledPage &other : crawl.pages) {
        const auto link = std::find(other.links.cbegin(), other.links.cend(), page->url);
        if (link == other.links.cend() || ++linking > 10)
            continue;
        const QString anchor = crawl.linkAnchor(other, link - other.links.cbegin());
        const QString source = crawl.url(other.url).toDisplayString();
        from.append(
            (anchor.isEmpty() ? source : tr("%1 (“%2”)").arg(source, anchor)).toHtmlEscaped());
    }
    lines.append(linking == 0
                     ? tr("No crawled page links here.")
                     : tr("Linked from %n page(s): %1", nullptr, linking)
                           .arg(from.join(u", "_s) + (linking > 10 ? u", …"_s : QString())));
    lines.append(tr("Links to %n page(s) of the site", nullptr, int(page->links.size())) + u"; "_s
                 + tr("%n link(s) elsewhere.", nullptr, int(page->externalLinks)));
    if (page->isRedirect())
        lines.append(tr("Redirects to %1.")
                         .arg(crawl.url(crawl.finalUrl(*page)).toDisplayString().toHtmlEscaped()));
    if (const PageRendering *rendering = crawl.rendering(*page))
        lines.append(renderingLines(crawl, *rendering));
    if (const std::optional<PageContent> content = crawl.content(*page))
        lines.append(historyLine(crawl, *page, *content));
    // What the audit says of the entries that list it.
    const QList<EntryRef> refs = m_model->entriesFor(url);
    for (const Finding &finding : m_audit->findings())
        for (const EntryRef &ref : refs)
            if (finding.sitemap == ref.sitemap && finding.entryIndex == ref.entry)
                lines.append(QStringLiteral("%1: %2").arg(QString(finding.ruleId),
                                                          finding.message.toHtmlEscaped()));
    lines.append(listed ? tr("The open sitemap lists it.")
                        : tr("The open sitemap does not list it."));
    m_details->setText(lines.join(u"<br>"_s));
}

QString CrawlDock::historyLine(const CrawlResult &crawl, const CrawledPage &page,
                               const PageContent &content)
{
    auto when = [](qint64 ms) {
        return QLocale().toString(QDateTime::fromMSecsSinceEpoch(ms).toLocalTime(),
                                  QLocale::ShortFormat);
    };
    const QString fingerprint = ContentFingerprint::toHex(content.fingerprint);
    if (content.firstSeen >= 0 && content.firstSeen < crawl.crawledAt)
        return tr("Its main content is unchanged since the crawl of %1 (fingerprint %2); it "
                  "last changed %3.")
            .arg(when(content.firstSeen), fingerprint, content.changed.toHtmlEscaped());
    if (const PageContent *old = crawl.earlierContent(page); old && old->lastSeen >= 0)
        return tr("Its main content changed since the crawl of %1 (fingerprint %2, before "
                  "%3).")
            .arg(when(old->lastSeen), fingerprint, ContentFingerprint::toHex(old->fingerprint));
    return tr("Its main content was first seen by this crawl (fingerprint %1); it is taken to "
              "have changed %2.")
        .arg(fingerprint, content.changed.toHtmlEscaped());
}

QStringList CrawlDock::renderingLines(const CrawlResult &crawl, const PageRendering &rendering)
{
    auto url = [&crawl](quint32 id) {
        return id == CrawledPage::NoUrl ? tr("none")
                                        : crawl.url(id).toDisplayString().toHtmlEscaped();
    };
    QStringList lines;
    if (rendering.has(PageRendering::Rendered))
        lines.append(
            (rendering.has(PageRendering::TimedOut)
                 ? tr("Rendered with JavaScript; it did not settle within the page time and was "
                      "read as it stood then (%1 ms, %n request(s)).",
                      nullptr, rendering.requests)
                 : tr("Rendered with JavaScript (%1 ms, %n request(s)).", nullptr,
                      rendering.requests))
                .arg(QLocale().toString(rendering.elapsedMs)));
    else if (rendering.has(PageRendering::Failed))
        lines.append(tr("Its HTML is an application shell; rendering failed (%1), so the HTML as "
                        "fetched was read.")
                         .arg(rendering.message.toHtmlEscaped()));
    else if (rendering.has(PageRendering::Shell))
        lines.append(tr("Its HTML is an application shell, read as fetched: it was not rendered."));
    if (!rendering.has(PageRendering::Rendered))
        return lines;
    if (rendering.has(PageRendering::RawNoindex))
        lines.append(tr("Its HTML says noindex: Google does not render such a page, so the links "
                        "its JavaScript writes were not followed."));
    if (rendering.titleBefore != rendering.titleAfter)
        lines.append(tr("Title: “%1” in the HTML, “%2” once rendered.")
                         .arg(rendering.titleBefore.toHtmlEscaped(),
                              rendering.titleAfter.toHtmlEscaped()));
    if (rendering.changesRobots())
        lines.append(tr("Robots meta: %1 in the HTML, %2 once rendered.")
                         .arg(RenderAudit::directives(rendering.robotsBefore),
                              RenderAudit::directives(rendering.robotsAfter)));
    if (rendering.changesCanonical())
        lines.append(tr("Canonical: %1 in the HTML, %2 once rendered.")
                         .arg(url(rendering.canonicalBefore), url(rendering.canonicalAfter)));
    if (rendering.has(PageRendering::HreflangChanged))
        lines.append(tr("Its hreflang alternates differ once rendered."));
    if (const qsizetype n = qsizetype(rendering.javascriptLinks.size()); n > 0) {
        QStringList shown;
        for (qsizetype i = 0; i < qMin<qsizetype>(n, 10); ++i)
            shown.append(url(rendering.javascriptLinks[size_t(i)]));
        lines.append(tr("%n link(s) only its JavaScript writes: %1", nullptr, int(n))
                         .arg(shown.join(u", "_s) + (n > 10 ? u", …"_s : QString())));
    }
    if (rendering.blockedByRobots > 0)
        lines.append(tr("%n resource(s) robots.txt blocks, not loaded: %1", nullptr,
                        rendering.blockedByRobots)
                         .arg(rendering.blockedResources.join(u", "_s).toHtmlEscaped()
                              + (rendering.blockedByRobots > rendering.blockedResources.size()
                                     ? u", …"_s
                                     : QString())));
    return lines;
}

bool CrawlDock::addSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const CrawledPage *page
        = rows.isEmpty() ? nullptr : m_model->page(m_filter->mapToSource(rows.first()).row());
    if (!page || m_model->isListed(*page))
        return false;
    const QList<Sitemap> &sitemaps = m_document->workspace().sitemaps;
    qint32 target = -1;
    for (qint32 s = 0; s < sitemaps.size() && target < 0; ++s)
        if (!sitemaps.at(s).isIndex())
            target = s;
    if (target < 0)
        return false;
    const CrawlResult &crawl = m_model->crawl();
    UrlEntry entry;
    const QString answered = crawl.answeredUrl(*page);
    entry.setLoc(answered.isEmpty() ? crawl.urlText(page->url) : answered);
    const QString text = tr("Add %1 to the sitemap").arg(crawl.url(page->url).toDisplayString());
    m_document->undoStack()->push(new InsertEntry(
        m_document, EntryRef { target, sitemaps.at(target).entries.size() }, entry, text));
    return true;
}

bool CrawlDock::removeSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const CrawledPage *page
        = rows.isEmpty() ? nullptr : m_model->page(m_filter->mapToSource(rows.first()).row());
    if (!page)
        return false;
    const CrawlResult &crawl = m_model->crawl();
    const QList<EntryRef> refs = m_model->entriesFor(crawl.urlText(page->url));
    if (refs.isEmpty())
        return false;
    const QString text
        = tr("Remove %1 from the sitemap").arg(crawl.url(page->url).toDisplayString());
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(text);
    // From the last, so that the earlier references stay right.
    for (auto it = refs.crbegin(); it != refs.crend(); ++it)
        stack->push(new RemoveEntry(m_document, *it, text));
    stack->endMacro();
    return true;
}

} // namespace Studio
