#include "comparedock.h"

#include "widgets/tableactions.h"

#include "dialogs/openurldialog.h"
#include "document/editordocument.h"
#include "io/writing/durablefile.h"
#include "io/loader.h"
#include "models/difffiltermodel.h"
#include "models/diffmodel.h"
#include "util/url.h"
#include "widgets/savelocation.h"
#include "widgets/themecolours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <iterator>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

constexpr SitemapDiff::Field FilterFields[] = {
    SitemapDiff::Lastmod, SitemapDiff::Changefreq, SitemapDiff::Priority,   SitemapDiff::Images,
    SitemapDiff::Videos,  SitemapDiff::News,       SitemapDiff::Alternates, SitemapDiff::Loc,
};

// Why a workspace read for comparing cannot be used; empty when it can.
QString unreadableReason(const Workspace &workspace, const QString &name)
{
    if (!workspace.isEmpty() && !workspace.root().failed)
        return {};
    QStringList reasons;
    if (!workspace.isEmpty())
        for (const Finding &f : workspace.root().findings)
            if (f.severity == Severity::Error)
                reasons.append(f.toString());
    return reasons.isEmpty()
        ? CompareDock::tr("%1 is not a sitemap.").arg(name)
        : CompareDock::tr("Could not read %1: %2").arg(name, reasons.join(u' '));
}

} // namespace

CompareDock::CompareDock(EditorDocument *document, QWidget *parent)
    : QDockWidget(tr("Compare"), parent)
    , m_document(document)
    , m_model(new DiffModel(this))
    , m_filter(new DiffFilterModel(m_model, this))
{
    setObjectName(u"compareView"_s);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    m_pages = new QStackedWidget(body);
    layout->addWidget(m_pages);

    // Before the first comparison: what the view is for, and the way to start.
    auto *empty = new QWidget(m_pages);
    empty->setObjectName(u"compareEmptyPage"_s);
    auto *emptyLayout = new QVBoxLayout(empty);
    emptyLayout->addStretch();
    auto *intro = new QLabel(tr("Compare the document with an earlier version of the sitemap: "
                                "another file, a web address, or its file as last saved. The "
                                "URLs added, removed and changed are listed here, with the "
                                "fields that changed."),
                             empty);
    intro->setWordWrap(true);
    intro->setAlignment(Qt::AlignCenter);
    emptyLayout->addWidget(intro);
    // The buttons carry no mnemonic: their letters are the entry editor's and the menus', and
    // the view keeps its shortcuts behind the Warnings' tab. Tools → Compare With has a key.
    auto *start = new QPushButton(tr("Compare With…"), empty);
    start->setObjectName(u"compareStartButton"_s);
    auto *startRow = new QHBoxLayout;
    startRow->addStretch();
    startRow->addWidget(start);
    startRow->addStretch();
    emptyLayout->addLayout(startRow);
    emptyLayout->addStretch();
    m_pages->addWidget(empty);
    connect(start, &QPushButton::clicked, this, &CompareDock::chooseAndCompare);

    // The results.
    auto *results = new QWidget(m_pages);
    results->setObjectName(u"compareResultsPage"_s);
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_summary = new QLabel(results);
    m_summary->setObjectName(u"compareSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    top->addWidget(m_summary, 1);
    auto *choose = new QPushButton(tr("Compare With…"), results);
    choose->setObjectName(u"compareChooseButton"_s);
    top->addWidget(choose);
    m_again = new QPushButton(tr("Compare Again"), results);
    m_again->setObjectName(u"compareAgainButton"_s);
    m_again->setToolTip(tr("Compare the same source with the document as it is now"));
    top->addWidget(m_again);
    m_export = new QPushButton(tr("Export…"), results);
    m_export->setObjectName(u"compareExportButton"_s);
    m_export->setToolTip(tr("Write every difference to a CSV or JSON file"));
    top->addWidget(m_export);
    resultsLayout->addLayout(top);
    connect(choose, &QPushButton::clicked, this, &CompareDock::chooseAndCompare);
    connect(m_again, &QPushButton::clicked, this, &CompareDock::compareAgain);
    connect(m_export, &QPushButton::clicked, this, &CompareDock::exportWithDialog);

    m_staleBanner = new QLabel(tr("The document has changed since this comparison. Compare "
                                  "again to bring the list up to date."),
                               results);
    m_staleBanner->setObjectName(u"compareStale"_s);
    m_staleBanner->setWordWrap(true);
    m_staleBanner->hide();
    resultsLayout->addWidget(m_staleBanner);

    auto *filters = new QHBoxLayout;
    m_added = new QCheckBox(results);
    m_added->setObjectName(u"compareAddedFilter"_s);
    m_removed = new QCheckBox(results);
    m_removed->setObjectName(u"compareRemovedFilter"_s);
    m_changed = new QCheckBox(results);
    m_changed->setObjectName(u"compareChangedFilter"_s);
    for (QCheckBox *box : { m_added, m_removed, m_changed }) {
        box->setChecked(true);
        filters->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &CompareDock::applyFilters);
    }
    m_field = new QComboBox(results);
    m_field->setObjectName(u"compareFieldFilter"_s);
    m_field->setAccessibleName(tr("Changed field"));
    m_field->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    filters->addWidget(m_field);
    connect(m_field, &QComboBox::currentIndexChanged, this, &CompareDock::applyFilters);
    m_text = new QLineEdit(results);
    m_text->setObjectName(u"compareTextFilter"_s);
    m_text->setPlaceholderText(tr("Filter URLs"));
    m_text->setAccessibleName(tr("Filter URLs"));
    m_text->setClearButtonEnabled(true);
    filters->addWidget(m_text, 1);
    connect(m_text, &QLineEdit::textChanged, this, &CompareDock::applyFilters);
    resultsLayout->addLayout(filters);

    m_view = new QTableView(results);
    m_view->setObjectName(u"compareTable"_s);
    new TableActions(m_view, u"differences"_s); // copy, export to CSV
    m_view->setAccessibleName(tr("Differences"));
    m_view->setTabKeyNavigation(false); // Tab leaves the list; the arrows move in it
    m_view->setModel(m_filter);
    // The diff's own order (the newer side's, then the removed) until a header is clicked.
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(DiffModel::Loc, QHeaderView::Stretch);
    const int ch = fontMetrics().averageCharWidth();
    header->resizeSection(DiffModel::Change, ch * 11);
    header->resizeSection(DiffModel::Fields, ch * 22);
    header->resizeSection(DiffModel::OldLastmod, ch * 24);
    header->resizeSection(DiffModel::NewLastmod, ch * 24);
    m_view->setMinimumHeight(m_view->verticalHeader()->defaultSectionSize() * 5);
    resultsLayout->addWidget(m_view, 1);
    m_pages->addWidget(results);
    connect(m_view, &QAbstractItemView::activated, this, &CompareDock::activate);

    m_message = new QLabel(body);
    m_message->setObjectName(u"compareMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();
    layout->addWidget(m_message);
    setWidget(body);

    // Any edit, and a new workspace all the more, leaves the comparison behind.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &CompareDock::markStale);
    connect(m_document, &EditorDocument::reset, this, &CompareDock::markStale);
    // Another document: the comparison was of the one before, so it goes, and the dock with it.
    connect(m_document, &EditorDocument::opened, this, [this] {
        if (!comparison())
            return;
        setComparison(nullptr);
        m_lastSource.reset();
        hide();
    });
    updateSummary();
}

CompareDock::~CompareDock() = default;

const Comparison *CompareDock::comparison() const
{
    return m_model->comparison();
}

QString CompareDock::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void CompareDock::chooseAndCompare()
{
    auto *dialog = new CompareSourceDialog(m_document->filePath(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Source source;
        source.kind = dialog->kind();
        source.path = dialog->filePath();
        source.url = dialog->url();
        source.options = OpenUrlDialog::savedOptions();
        // After the dialog has gone: the progress that follows is the window's.
        QMetaObject::invokeMethod(
            this, [this, source] { compare(source); }, Qt::QueuedConnection);
    });
    dialog->open();
}

bool CompareDock::compareWithFile(const QString &path)
{
    Source source;
    source.kind = CompareSourceDialog::Kind::File;
    source.path = path;
    return compare(source);
}

bool CompareDock::compareWithUrl(const QUrl &url, const RemoteLoadOptions &options)
{
    Source source;
    source.kind = CompareSourceDialog::Kind::Url;
    source.url = url;
    source.options = options;
    return compare(source);
}

bool CompareDock::compareWithSaved()
{
    Source source;
    source.kind = CompareSourceDialog::Kind::Saved;
    source.path = m_document->filePath();
    if (source.path.isEmpty()) {
        showMessage(tr("The document has no file yet: save it first."), true);
        return false;
    }
    return compare(source);
}

bool CompareDock::compareAgain()
{
    if (!m_lastSource)
        return false;
    Source source = *m_lastSource;
    // The saved version is the document's file now, wherever Save As put it.
    if (source.kind == CompareSourceDialog::Kind::Saved)
        source.path = m_document->filePath();
    return compare(source);
}

bool CompareDock::compare(const Source &source)
{
    // The other side is read, and the diff made, on a thread of the runner's; the thread
    // shares only the job with this side, so that a cancel that returns at once leaves it
    // nothing that could go away under it.
    struct Job
    {
        Workspace older;
        Workspace newer;
        SitemapDiff diff;
        QString error;
        LoadProgress load;
        RemoteLoadProgress remote;
        bool cancelled = false;
    };
    auto job = std::make_shared<Job>();
    job->newer = m_document->workspace(); // implicitly shared: no copy until one side changes
    const bool remote = source.kind == CompareSourceDialog::Kind::Url;
    const QString name = remote ? source.url.toDisplayString()
        : source.kind == CompareSourceDialog::Kind::Saved
        ? tr("the saved version of %1").arg(QFileInfo(source.path).fileName())
        : QFileInfo(source.path).fileName();
    const QString shownName = remote || source.kind == CompareSourceDialog::Kind::Saved
        ? name
        : QDir::toNativeSeparators(source.path);
    auto work = [job, source, remote, shownName] {
        if (remote) {
            RemoteLoadOptions options = source.options;
            options.progress = &job->remote;
            RemoteLoadResult result = RemoteLoader::load(source.url, options);
            if (result.cancelled || job->remote.isCancelled()) {
                job->cancelled = true;
                return;
            }
            if (!result.ok()) {
                job->error = tr("Could not read %1: %2").arg(shownName, result.root.message);
                return;
            }
            job->older = std::move(result.workspace);
        } else {
            LoadOptions options;
            options.progress = &job->load;
            job->older = Loader::open(source.path, options);
            if (job->load.isCancelled()) {
                job->cancelled = true;
                return;
            }
        }
        job->error = unreadableReason(job->older, shownName);
        if (job->error.isEmpty())
            job->diff = SitemapDiff::compare(job->older, job->newer);
    };
    std::function<bool()> cancel;
    if (remote)
        cancel = [job] {
            job->remote.cancel();
            return false; // the fetches stop in a moment: wait for them
        };
    else
        cancel = [job] {
            job->load.cancel();
            return true;
        };
    const QString label = tr("Comparing with %1…").arg(name);
    const bool finished = m_runner ? m_runner(label, work, cancel) : (work(), true);
    bringForward();
    if (!finished || job->cancelled) {
        showMessage(tr("Comparing with %1 was cancelled.").arg(name));
        return false;
    }
    if (!job->error.isEmpty()) {
        showMessage(job->error, true);
        return false;
    }
    auto comparison = std::make_shared<Comparison>();
    comparison->older = std::move(job->older);
    comparison->newer = std::move(job->newer);
    comparison->diff = std::move(job->diff);
    comparison->olderName = name;
    m_lastSource = std::make_unique<Source>(source);
    setComparison(std::move(comparison));
    // Say when part of the other side was not read: its URLs count as removed.
    const qsizetype missing = this->comparison()->older.childrenMissing();
    showMessage(missing > 0 ? tr("Child sitemaps of %1 that could not be read: %2. Their URLs "
                                 "show as added.")
                                  .arg(name)
                                  .arg(missing)
                            : QString());
    return true;
}

void CompareDock::bringForward()
{
    show();
    raise();
    // Room for a screenful of rows: a dock area that held only the warnings may be short.
    // Once the window has laid the dock out, which showing it only asks for.
    QMetaObject::invokeMethod(
        this,
        [this] {
            const int wanted = fontMetrics().height() * 20;
            if (auto *window = qobject_cast<QMainWindow *>(parentWidget());
                window && !isFloating() && height() < wanted)
                window->resizeDocks({ this }, { wanted }, Qt::Vertical);
        },
        Qt::QueuedConnection);
}

void CompareDock::setComparison(std::shared_ptr<const Comparison> comparison)
{
    m_model->setComparison(std::move(comparison));
    m_stale = false;
    m_staleBanner->hide();
    updateSummary();
    applyFilters();
    // The short columns as wide as what they hold (the view samples the first rows); the URL
    // takes the rest.
    for (const int column :
         { DiffModel::Change, DiffModel::Fields, DiffModel::OldLastmod, DiffModel::NewLastmod })
        m_view->resizeColumnToContents(column);
}

void CompareDock::updateSummary()
{
    const Comparison *c = comparison();
    m_pages->setCurrentIndex(c ? 1 : 0);
    m_again->setEnabled(c != nullptr);
    m_export->setEnabled(c != nullptr);
    if (!c) {
        m_summary->clear();
        return;
    }
    const SitemapDiff &diff = c->diff;
    m_summary->setText(
        diff.isSame()
            ? tr("No differences: the document and %1 list the same URLs (%2), with the same "
                 "fields.")
                  .arg(c->olderName)
                  .arg(diff.unchanged())
            : tr("Against %1: %2 added, %3 removed, %4 changed, %5 unchanged.")
                  .arg(c->olderName)
                  .arg(diff.added())
                  .arg(diff.removed())
                  .arg(diff.changed())
                  .arg(diff.unchanged()));
    m_added->setText(tr("Added (%1)").arg(diff.added()));
    m_removed->setText(tr("Removed (%1)").arg(diff.removed()));
    m_changed->setText(tr("Changed (%1)").arg(diff.changed()));

    // The field filter lists the fields that changed somewhere, with how often.
    constexpr size_t FieldCount = std::size(FilterFields);
    qsizetype counts[FieldCount] = {};
    for (const SitemapDiff::Item &item : diff.items())
        for (size_t k = 0; item.fields && k < FieldCount; ++k)
            counts[k] += item.fields.testFlag(FilterFields[k]);
    const int previous = m_field->currentData().toInt();
    const QSignalBlocker blocker(m_field);
    m_field->clear();
    m_field->addItem(tr("Any change"), 0);
    for (size_t k = 0; k < FieldCount; ++k) {
        if (counts[k] == 0)
            continue;
        const SitemapDiff::Field field = FilterFields[k];
        const QString label
            = field == SitemapDiff::Loc ? tr("loc spelling") : SitemapDiff::fieldName(field);
        m_field->addItem(tr("%1 changed (%2)").arg(label).arg(counts[k]), int(field));
    }
    m_field->setCurrentIndex(qMax(0, m_field->findData(previous)));
}

void CompareDock::applyFilters()
{
    m_filter->setChangeShown(SitemapDiff::Change::Added, m_added->isChecked());
    m_filter->setChangeShown(SitemapDiff::Change::Removed, m_removed->isChecked());
    m_filter->setChangeShown(SitemapDiff::Change::Changed, m_changed->isChecked());
    m_filter->setField(SitemapDiff::Fields::fromInt(m_field->currentData().toInt()));
    m_filter->setText(m_text->text().trimmed());
}

void CompareDock::markStale()
{
    if (!comparison() || m_stale)
        return;
    m_stale = true;
    // Coloured for the palette of the moment: pale on light themes, dark on dark ones.
    m_staleBanner->setStyleSheet(ThemeColours::bannerStyleSheet(palette()));
    m_staleBanner->show();
}

EntryRef CompareDock::findInDocument(const SitemapDiff::Item &item) const
{
    const Comparison *c = comparison();
    const UrlEntry &compared
        = c->newer.sitemaps.at(item.newer.sitemap).entries.at(item.newer.entry);
    if (!m_stale && m_document->isValid(item.newer))
        return item.newer;
    const Workspace &workspace = m_document->workspace();
    // The same text first (the entry moved), then the same URL written otherwise.
    for (int pass = 0; pass < 2; ++pass) {
        const PooledView comparedLoc = compared.locView();
        const QByteArray normal = pass == 1 ? Url::normalized(comparedLoc) : QByteArray();
        for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
            const Sitemap &sitemap = workspace.sitemaps.at(s);
            if (sitemap.isIndex())
                continue;
            for (qsizetype e = 0; e < sitemap.entries.size(); ++e) {
                const PooledView loc = sitemap.entries.at(e).locView();
                if (pass == 0 ? loc == comparedLoc.view() : Url::normalized(loc) == normal)
                    return EntryRef { s, e };
            }
        }
    }
    return {};
}

void CompareDock::activate(const QModelIndex &index)
{
    const SitemapDiff::Item *item = m_model->itemAt(m_filter->mapToSource(index));
    if (!item)
        return;
    if (item->change == SitemapDiff::Change::Removed) {
        showMessage(tr("%1 was removed: it is not in the document.").arg(item->loc));
        return;
    }
    const EntryRef ref = findInDocument(*item);
    if (ref.entry < 0) {
        showMessage(tr("%1 is no longer in the document.").arg(item->loc));
        return;
    }
    showMessage(QString());
    emit entryActivated(ref);
}

bool CompareDock::exportTo(const QString &path, QString *error) const
{
    const Comparison *c = comparison();
    if (!c) {
        if (error)
            *error = tr("There is no comparison to export.");
        return false;
    }
    const QByteArray bytes = path.endsWith(u".json"_s, Qt::CaseInsensitive)
        ? c->diff.toJson(c->older, c->newer)
        : c->diff.toCsv(c->older, c->newer);
    return DurableFile::write(path, bytes, error);
}

void CompareDock::exportWithDialog()
{
    if (!comparison())
        return;
    const QString csvFilter = tr("CSV table (*.csv)");
    const QString jsonFilter = tr("JSON (*.json)");
    QString chosenFilter = csvFilter;
    const QString start
        = m_document->filePath().isEmpty() ? QString() : QFileInfo(m_document->filePath()).path();
    QString path = QFileDialog::getSaveFileName(this, tr("Export Comparison"),
                                                SaveLocation::suggested(start, u"comparison.csv"_s),
                                                csvFilter + u";;"_s + jsonFilter, &chosenFilter);
    if (path.isEmpty())
        return;
    SaveLocation::remember(path);
    const bool json = chosenFilter == jsonFilter;
    if (QFileInfo(path).suffix().isEmpty())
        path += json ? u".json"_s : u".csv"_s;
    QString error;
    if (exportTo(path, &error))
        showMessage(tr("Exported the comparison to %1.").arg(QDir::toNativeSeparators(path)));
    else
        showMessage(error, true);
}

void CompareDock::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    ThemeColours::markError(m_message, error);
    m_message->setVisible(!text.isEmpty());
}

} // namespace Studio
