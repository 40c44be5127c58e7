#include "warningsdock.h"

#include "commands/removeentry.h"
#include "commands/replaceentry.h"
#include "document/editordocument.h"
#include "models/findingsmodel.h"
#include "rules/fixes.h"
#include "util/url.h"
#include "widgets/themecolours.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

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
    // No mnemonic: Alt+F is the File menu's, and the other letters of "Fix" are the editor's
    // tabs'. Tab reaches the button after the rule filter.
    m_fix = new QPushButton(tr("Fix"), content);
    m_fix->setObjectName(QStringLiteral("fixButton"));
    m_fix->setToolTip(tr("Apply the rule's fix to the selected finding's entry (undoable)"));
    m_fix->setEnabled(false);
    bar->addWidget(m_severity);
    bar->addWidget(m_rule, 1);
    bar->addWidget(m_fix);
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
    m_view->header()->setSectionResizeMode(FindingsModel::Message, QHeaderView::Stretch);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->resizeSection(
        FindingsModel::SeverityColumn,
        fontMetrics().horizontalAdvance(FindingsModel::severityText(Severity::Warning)) + 48);
    m_view->header()->resizeSection(FindingsModel::Title, fontMetrics().averageCharWidth() * 34);
    layout->addWidget(m_view);
    setWidget(content);

    auto refilter = [this, filter] {
        filter->set(m_severity->currentData().toInt(), m_rule->currentData().toString());
    };
    connect(m_severity, &QComboBox::currentIndexChanged, this, refilter);
    connect(m_rule, &QComboBox::currentIndexChanged, this, refilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &WarningsDock::updateFixButton);
    connect(m_model, &QAbstractItemModel::modelReset, this, &WarningsDock::updateFixButton);
    connect(m_fix, &QPushButton::clicked, this, &WarningsDock::fixCurrent);
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

void WarningsDock::updateFixButton()
{
    const Finding *finding = currentFinding();
    const std::optional<Fix> fix
        = finding ? Fixes::fixFor(m_document->workspace(), *finding) : std::nullopt;
    m_fix->setEnabled(fix.has_value());
    m_fix->setToolTip(fix ? fix->description
                          : tr("The selected finding has no fix that is safe to apply"));
}

void WarningsDock::fixCurrent()
{
    const Finding *finding = currentFinding();
    if (!finding)
        return;
    const std::optional<Fix> fix = Fixes::fixFor(m_document->workspace(), *finding);
    if (!fix)
        return;
    const EntryRef ref { fix->sitemap, fix->entry };
    const QString text = tr("Fix: %1").arg(fix->description);
    if (fix->kind == Fix::Kind::RemoveEntry)
        m_document->undoStack()->push(new RemoveEntry(m_document, ref, text));
    else
        m_document->undoStack()->push(new ReplaceEntry(m_document, ref, fix->replacement, text));
}

} // namespace Studio
