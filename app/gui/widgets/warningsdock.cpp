#include "warningsdock.h"

#include "widgets/tableactions.h"

#include "commands/removeentry.h"
#include "commands/replaceentries.h"
#include "document/editordocument.h"
#include "models/findingsmodel.h"
#include "rules/fixes.h"
#include "util/url.h"
#include "widgets/fitting.h"
#include "widgets/themecolours.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMultiHash>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QTreeView>
#include <QUndoCommand>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>
#include <utility>

namespace Studio {

namespace {

// Filters findings by least severity and by rule id.
class FindingsFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void set(int leastSeverity, const QString &rule)
    {
        m_leastSeverity = leastSeverity;
        m_rule = rule;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex index = sourceModel()->index(row, 0, parent);
        if (index.data(FindingsModel::SeverityRole).toInt() < m_leastSeverity)
            return false;
        return m_rule.isEmpty() || index.data(FindingsModel::RuleRole).toString() == m_rule;
    }

private:
    int m_leastSeverity = 0;
    QString m_rule;
};

} // namespace

WarningsDock::WarningsDock(EditorDocument *document, QWidget *parent)
    : QDockWidget(tr("Warnings"), parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("warningsDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new QHBoxLayout;
    m_severity = new QComboBox(content);
    m_severity->setObjectName(QStringLiteral("severityFilter"));
    m_severity->setAccessibleName(tr("Severity filter"));
    m_severity->addItem(tr("All findings"), int(Severity::Notice));
    m_severity->addItem(tr("Warnings and errors"), int(Severity::Warning));
    m_severity->addItem(tr("Errors only"), int(Severity::Error));
    m_rule = new QComboBox(content);
    m_rule->setObjectName(QStringLiteral("ruleFilter"));
    m_rule->setAccessibleName(tr("Rule filter"));
    m_rule->addItem(tr("All rules"), QString());
    for (const Rule &rule : RuleCatalogue::rules())
        m_rule->addItem(QStringLiteral("%1 %2").arg(QString(rule.id), rule.translatedTitle()),
                        QString(rule.id));
    // Sized to a short title, not to the longest: the list shows them whole.
    Fitting::compact(m_rule, 20);
    Fitting::compact(m_severity, 12);
    // No mnemonic: Alt+F is the File menu's, and the other letters of "Fix" are the editor's
    // tabs'. Tab reaches the button after the rule filter.
    m_fix = new QPushButton(tr("Fix"), content);
    m_fix->setObjectName(QStringLiteral("fixButton"));
    m_fix->setEnabled(false);
    m_fixAll = new QPushButton(tr("Fix All Like This"), content);
    m_fixAll->setObjectName(QStringLiteral("fixAllButton"));
    m_fixAll->setEnabled(false);
    m_fixableCount = new QLabel(content);
    m_fixableCount->setObjectName(QStringLiteral("fixableCount"));
    bar->addWidget(m_severity);
    bar->addWidget(m_rule, 1);
    bar->addWidget(m_fixableCount);
    bar->addWidget(m_fix);
    bar->addWidget(m_fixAll);
    layout->addLayout(bar);

    // What the rules check against: the profile and where the sitemap is published.
    auto *settings = new QHBoxLayout;
    auto *profile = new QComboBox(content);
    profile->setObjectName(QStringLiteral("profileCombo"));
    profile->setAccessibleName(tr("Rule profile"));
    profile->addItem(tr("Search engines"), int(CheckProfile::SearchEngines));
    profile->addItem(tr("Schema-strict"), int(CheckProfile::SchemaStrict));
    profile->setToolTip(tr("Search engines: what Google and others accept. Schema-strict: also "
                           "what the sitemaps.org XML schemas reject."));
    auto *publish = new QLineEdit(content);
    publish->setObjectName(QStringLiteral("publishUrlEdit"));
    publish->setAccessibleName(tr("Publish location"));
    publish->setPlaceholderText(tr("Publish location, e.g. https://www.example.com/sitemap.xml "
                                   "(assumed from the URLs when empty)"));
    publish->setToolTip(tr("Where the sitemap is published: URLs on other hosts or outside its "
                           "folder are reported. A file opened from the web uses its address."));
    // No mnemonic, which would take Alt+P from the Priority field; the label names the box.
    auto *profileLabel = new QLabel(tr("Profile:"), content);
    profileLabel->setBuddy(profile);
    settings->addWidget(profileLabel);
    settings->addWidget(profile);
    settings->addWidget(publish, 1);
    layout->addLayout(settings);
    auto apply = [this, content, profile, publish] {
        CheckOptions options = m_document->checkOptions();
        options.profile = CheckProfile(profile->currentData().toInt());
        const QUrl url(publish->text().trimmed(), QUrl::TolerantMode);
        const bool valid
            = publish->text().trimmed().isEmpty() || Url::Scope::fromUrl(url.toEncoded()).isValid();
        // Not a location: its text in the error colour until it is one.
        QPalette palette = content->palette();
        if (!valid)
            palette.setColor(QPalette::Text,
                             ThemeColours::text(ThemeColours::Meaning::Error, palette));
        publish->setPalette(palette);
        if (!valid)
            return;
        options.publishUrl = publish->text().trimmed().isEmpty() ? QUrl() : url;
        m_document->setCheckOptions(options);
    };
    connect(profile, &QComboBox::currentIndexChanged, this, apply);
    connect(publish, &QLineEdit::editingFinished, this, apply);

    m_model = new FindingsModel(document, this);
    // Which findings have a fix follows the rows as they change (a fix, an edit, undo, the
    // link checker's), and is worked out anew after a reset. Connected before the filter is, so
    // that the record per row has followed the rows by the time the selection does.
    m_update = new QTimer(this);
    m_update->setSingleShot(true);
    m_update->setInterval(0);
    connect(m_update, &QTimer::timeout, this, &WarningsDock::updateFixButton);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &WarningsDock::markStale);
    connect(m_model, &QAbstractItemModel::layoutAboutToBeChanged, this, &WarningsDock::markStale);
    connect(m_model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            [this](const QModelIndex &, int first, int last) { forgetRows(first, last); });
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) { rowsInserted(first, last); });
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                evaluateRows(topLeft.row(), bottomRight.row());
            });
    auto *filter = new FindingsFilter(this);
    m_proxy = filter;
    m_proxy->setSourceModel(m_model);
    m_view = new QTreeView(content);
    m_view->setObjectName(QStringLiteral("findingsView"));
    m_view->setAccessibleName(tr("Findings"));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setModel(m_proxy);
    // Several findings are fixed at once: Shift and Ctrl extend the selection.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_fixAction = new QAction(tr("Fix"), m_view);
    m_fixAction->setObjectName(QStringLiteral("actionFixFindings"));
    m_fixAllAction = new QAction(tr("Fix All Like This"), m_view);
    m_fixAllAction->setObjectName(QStringLiteral("actionFixAllLikeThis"));
    m_view->addAction(m_fixAction);
    m_view->addAction(m_fixAllAction);
    // Copy and export to CSV, then the fixes.
    auto *tableActions = new TableActions(m_view, QStringLiteral("findings"));
    tableActions->addAction(m_fixAction);
    tableActions->addAction(m_fixAllAction);
    m_view->header()->setSectionResizeMode(FindingsModel::Message, QHeaderView::Stretch);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->resizeSection(
        FindingsModel::SeverityColumn,
        fontMetrics().horizontalAdvance(FindingsModel::severityText(Severity::Warning)) + 48);
    m_view->header()->resizeSection(FindingsModel::Title, fontMetrics().averageCharWidth() * 34);
    layout->addWidget(m_view);
    // While a large file's rules run after it is shown: the list is empty for that reason.
    auto *checking = new QLabel(
        tr("Checking the rules on every entry; the findings follow in a moment."), content);
    checking->setObjectName(QStringLiteral("checkingLabel"));
    checking->setWordWrap(true);
    checking->setVisible(m_document->isChecking());
    layout->addWidget(checking);
    connect(m_document, &EditorDocument::checkingChanged, checking, &QWidget::setVisible);
    setWidget(content);

    auto refilter = [this, filter] {
        filter->set(m_severity->currentData().toInt(), m_rule->currentData().toString());
    };
    connect(m_severity, &QComboBox::currentIndexChanged, this, refilter);
    connect(m_rule, &QComboBox::currentIndexChanged, this, refilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &WarningsDock::updateFixButton);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WarningsDock::updateFixButton);
    connect(m_document, &EditorDocument::findingsChanged, this, &WarningsDock::entriesChanged);
    connect(m_document, &EditorDocument::reset, this, &WarningsDock::markStale);
    connect(m_fix, &QPushButton::clicked, this, &WarningsDock::fixSelected);
    connect(m_fixAction, &QAction::triggered, this, &WarningsDock::fixSelected);
    connect(m_fixAll, &QPushButton::clicked, this, &WarningsDock::fixAllLikeThis);
    connect(m_fixAllAction, &QAction::triggered, this, &WarningsDock::fixAllLikeThis);
    updateFixButton();
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex source = m_proxy->mapToSource(index);
        if (source.isValid())
            emit findingActivated(m_model->findingAt(source.row()));
    });
}

const Finding *WarningsDock::currentFinding() const
{
    const QModelIndex source = m_proxy->mapToSource(m_view->currentIndex());
    return source.isValid() ? &m_model->findingAt(source.row()) : nullptr;
}

QString WarningsDock::currentRule() const
{
    const Finding *finding = currentFinding();
    return finding ? QString(finding->ruleId) : QString();
}

QList<int> WarningsDock::selectedRows() const
{
    QList<int> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    rows.reserve(selected.size());
    for (const QModelIndex &index : selected) {
        const QModelIndex source = m_proxy->mapToSource(index);
        if (source.isValid())
            rows.append(source.row());
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

const Finding *WarningsDock::ruleFinding() const
{
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid() && m_view->selectionModel()->isRowSelected(current.row(), {}))
        return currentFinding();
    const QList<int> rows = selectedRows();
    return rows.isEmpty() ? nullptr : &m_model->findingAt(rows.first());
}

void WarningsDock::scheduleUpdate()
{
    m_update->start();
}

void WarningsDock::markStale()
{
    m_fixableStale = true;
    m_changedEntries.clear();
    scheduleUpdate();
}

void WarningsDock::countFixable()
{
    const int rows = m_model->rowCount();
    m_fixable.fill(false, rows);
    m_fixableByRule.clear();
    m_fixableTotal = 0;
    m_fixableStale = false;
    m_changedEntries.clear();
    evaluateRows(0, rows - 1);
}

void WarningsDock::evaluateRows(int first, int last)
{
    if (m_fixableStale || m_fixable.size() != m_model->rowCount()) {
        markStale();
        return;
    }
    Fixes::TimeZones zones;
    for (int row = first; row <= last; ++row)
        evaluateRow(row, zones);
    scheduleUpdate();
}

void WarningsDock::evaluateRow(int row, Fixes::TimeZones &zones)
{
    const Finding &finding = m_model->findingAt(row);
    const bool fixable = Fixes::hasFix(m_document->workspace(), finding, &zones);
    if (fixable == m_fixable.at(row))
        return;
    m_fixable[row] = fixable;
    const int change = fixable ? 1 : -1;
    m_fixableByRule[QString(finding.ruleId)] += change;
    m_fixableTotal += change;
}

void WarningsDock::forgetRows(int first, int last)
{
    if (m_fixableStale || m_fixable.size() != m_model->rowCount()) {
        markStale();
        return;
    }
    for (int row = first; row <= last; ++row) {
        if (!m_fixable.at(row))
            continue;
        --m_fixableByRule[QString(m_model->findingAt(row).ruleId)];
        --m_fixableTotal;
    }
    m_fixable.remove(first, last - first + 1);
    scheduleUpdate();
}

void WarningsDock::rowsInserted(int first, int last)
{
    // Many rows at once (a file read, a bulk edit) are counted once the change is over.
    constexpr int EvaluateLimit = 10000;
    if (m_fixableStale || m_fixable.size() + (last - first + 1) != m_model->rowCount()
        || last - first >= EvaluateLimit) {
        markStale();
        return;
    }
    m_fixable.insert(first, last - first + 1, false);
    evaluateRows(first, last);
}

void WarningsDock::entriesChanged(const QList<EntryRef> &entries)
{
    if (entries.isEmpty()) {
        markStale(); // everything may have changed
        return;
    }
    m_changedEntries += entries;
    scheduleUpdate();
}

void WarningsDock::updateFixButton()
{
    m_update->stop();
    if (m_fixableStale || m_fixable.size() != m_model->rowCount()) {
        countFixable();
    } else if (!m_changedEntries.isEmpty()) {
        // The rows about those entries, or about the entries they name (a duplicate's first).
        const QList<EntryRef> changed = std::exchange(m_changedEntries, {});
        Fixes::TimeZones zones;
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const Finding &f = m_model->findingAt(row);
            const Rule *rule = f.entryIndex >= 0 ? f.rule() : nullptr;
            if (!rule || !rule->hasFix())
                continue;
            const bool touched
                = std::any_of(changed.cbegin(), changed.cend(), [&f](const EntryRef &ref) {
                      return (ref.sitemap == f.sitemap && ref.entry == f.entryIndex)
                          || (ref.sitemap == f.relatedSitemap && ref.entry == f.relatedEntry);
                  });
            if (touched)
                evaluateRow(row, zones);
        }
    }
    const QLocale locale;
    const int total = m_model->rowCount();
    m_fixableCount->setText(
        total == 0
            ? QString()
            : tr("%1 of %2 fixable").arg(locale.toString(m_fixableTotal), locale.toString(total)));
    m_fixableCount->setToolTip(tr("How many of the findings listed have a fix that is safe to "
                                  "apply; the rule and severity filters do not change the "
                                  "count"));

    // Fix: the selected findings that have a fix, the finding's own text when there is one.
    const QList<int> rows = selectedRows();
    const auto fixable = int(std::count_if(rows.cbegin(), rows.cend(),
                                           [this](int row) { return m_fixable.value(row); }));
    std::optional<Fix> single;
    if (fixable == 1)
        for (const int row : rows)
            if (m_fixable.value(row))
                single = Fixes::fixFor(m_document->workspace(), m_model->findingAt(row));
    m_fix->setEnabled(fixable > 1 || single.has_value());
    m_fix->setText(fixable > 1 ? tr("Fix %Ln", nullptr, fixable) : tr("Fix"));
    QString tip;
    if (rows.isEmpty())
        tip = tr("Select findings to fix them (Shift or Ctrl selects several)");
    else if (single)
        tip = tr("%1 (Edit → Undo takes it back)").arg(single->description);
    else if (fixable > 1)
        tip = tr("Apply the fixes of the %Ln selected findings that have one, as one undo step",
                 nullptr, fixable);
    else if (rows.size() == 1)
        tip = tr("The selected finding has no fix that is safe to apply");
    else
        tip = tr("None of the selected findings has a fix that is safe to apply");
    m_fix->setToolTip(tip);
    m_fixAction->setEnabled(m_fix->isEnabled());
    m_fixAction->setText(m_fix->text());
    m_fixAction->setToolTip(tip);

    // Fix All Like This: every finding of the selected one's rule.
    const Finding *finding = ruleFinding();
    const Rule *rule = finding ? finding->rule() : nullptr;
    const int ofRule = rule ? m_fixableByRule.value(QString(rule->id)) : 0;
    m_fixAll->setEnabled(ofRule > 0);
    m_fixAllAction->setEnabled(ofRule > 0);
    // A selection of several rules' findings: the button names the rule it takes (the
    // current finding's).
    const bool mixed = rule && std::any_of(rows.cbegin(), rows.cend(), [&](int row) {
                           return m_model->findingAt(row).ruleId != rule->id;
                       });
    m_fixAll->setText(mixed ? tr("Fix All %1").arg(QString(rule->id)) : tr("Fix All Like This"));
    m_fixAllAction->setText(m_fixAll->text());
    const QString allTip = ofRule > 0
        ? tr("Fix every finding of %1 \"%2\" that has a fix (%3 now), as one undo step")
              .arg(QString(rule->id), rule->translatedTitle(), locale.toString(ofRule))
        : rule ? tr("No finding of %1 \"%2\" has a fix that is safe to apply")
                     .arg(QString(rule->id), rule->translatedTitle())
               : tr("Select a finding to fix every finding of its rule");
    m_fixAll->setToolTip(allTip);
    m_fixAllAction->setToolTip(allTip);
}

void WarningsDock::fixSelected()
{
    QList<Finding> findings;
    for (const int row : selectedRows())
        findings.append(m_model->findingAt(row));
    fix(findings, QString());
}

void WarningsDock::fixAllLikeThis()
{
    const Finding *finding = ruleFinding();
    const Rule *rule = finding ? finding->rule() : nullptr;
    if (!rule)
        return;
    QList<Finding> findings;
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (const Finding &f = m_model->findingAt(row); f.ruleId == rule->id)
            findings.append(f);
    fix(findings, tr("Fix all: %1").arg(rule->translatedTitle()));
}

bool WarningsDock::fix(const QList<Finding> &findings, const QString &text)
{
    // Only what the checker reports now: a list waiting to be refreshed after a burst of edits
    // may still show findings that are gone or about entries that moved.
    // The link checker's and the site audit's findings are current when they are among those
    // the list was given last.
    QList<Finding> current;
    current.reserve(findings.size());
    const Checker &checker = m_document->checker();
    const QList<Finding> &extra = m_model->currentExtraFindings();
    QMultiHash<size_t, qsizetype> extraAt; // by extraKey(), made when first needed
    auto extraKey = [](const Finding &f) {
        return qHashMulti(0, f.ruleId, f.sitemap, f.entryIndex, f.item, f.message);
    };
    auto isCurrentExtra = [&](const Finding &f) {
        if (extraAt.isEmpty() && !extra.isEmpty()) {
            extraAt.reserve(extra.size());
            for (qsizetype i = 0; i < extra.size(); ++i)
                extraAt.insert(extraKey(extra.at(i)), i);
        }
        for (auto [it, end] = extraAt.equal_range(extraKey(f)); it != end; ++it)
            if (extra.at(*it) == f)
                return true;
        return false;
    };
    for (const Finding &f : findings) {
        if (f.entryIndex < 0 || !m_document->isValid(EntryRef { f.sitemap, f.entryIndex }))
            continue;
        if (checker.entryFindings(f.sitemap, f.entryIndex).contains(f) || isCurrentExtra(f))
            current.append(f);
    }
    const FixBatch batch = Fixes::batchFor(m_document->workspace(), current);
    if (batch.isEmpty()) {
        updateFixButton();
        return false;
    }
    const QString label = !text.isEmpty() ? text
        : batch.fixes == 1                ? tr("Fix: %1").arg(batch.description)
                                          : tr("Fix %Ln findings", nullptr, batch.fixes);
    // One undo step: the replacements, then the removals from the last entry up.
    auto *command = new QUndoCommand(label);
    if (!batch.replacements.isEmpty()) {
        QList<EntryRef> refs;
        refs.reserve(batch.replacedEntries.size());
        for (qsizetype i = 0; i < batch.replacedEntries.size(); ++i)
            refs.append(EntryRef { batch.replacedSitemaps.at(i), batch.replacedEntries.at(i) });
        new ReplaceEntries(m_document, refs, batch.replacements, label, command);
    }
    for (const auto &[sitemap, entry] : batch.removals)
        new RemoveEntry(m_document, EntryRef { sitemap, entry }, label, command);
    m_document->undoStack()->push(command);
    // The list follows at once unless it waits for a burst to end; either way the buttons
    // speak of what is selected now.
    updateFixButton();
    return true;
}

} // namespace Studio
