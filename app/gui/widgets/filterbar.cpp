#include "filterbar.h"
#include "fitting.h"

#include "accessibility.h"
#include "document/coveragesession.h"
#include "filterchip.h"
#include "model/rule.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

FilterBar::FilterBar(EntryFilterModel *filter, EntryTableModel *source, QWidget *parent)
    : QWidget(parent)
    , m_filter(filter)
    , m_source(source)
{
    setObjectName(u"filterBar"_s);
    m_url = new QLineEdit(this);
    m_url->setObjectName(u"filterEdit"_s);
    m_url->setPlaceholderText(tr("Filter URLs"));
    m_url->setClearButtonEnabled(true);
    m_url->setAccessibleName(tr("Filter URLs"));
    // No mnemonic: Alt+G is the General tab's.
    m_regex = new QCheckBox(tr("Regex"), this);
    m_regex->setObjectName(u"filterRegexCheck"_s);
    m_regex->setToolTip(tr("Read the filter as a regular expression"));
    m_severity = new QComboBox(this);
    m_severity->setObjectName(u"entrySeverityFilter"_s);
    m_severity->setAccessibleName(tr("Findings filter"));
    m_severity->addItem(tr("All entries"), -1);
    m_severity->addItem(tr("With findings"), int(Severity::Notice));
    m_severity->addItem(tr("With warnings or errors"), int(Severity::Warning));
    m_severity->addItem(tr("With errors"), int(Severity::Error));
    m_extension = new QComboBox(this);
    m_extension->setObjectName(u"extensionFilter"_s);
    m_extension->setAccessibleName(tr("Extension filter"));
    m_extension->addItem(tr("Any content"), EntryFilterModel::AnyExtension);
    m_extension->addItem(tr("With images"), EntryFilterModel::WithImages);
    m_extension->addItem(tr("With videos"), EntryFilterModel::WithVideos);
    m_extension->addItem(tr("With news"), EntryFilterModel::WithNews);
    m_extension->addItem(tr("With alternates"), EntryFilterModel::WithAlternates);
    // Search Console's verdicts, once they are imported (setCoverage()).
    m_coverageFilter = new QComboBox(this);
    m_coverageFilter->setObjectName(u"coverageFilter"_s);
    m_coverageFilter->setAccessibleName(tr("Coverage filter"));
    m_coverageFilter->setToolTip(tr("Entries by what Search Console says of their URL"));
    m_coverageFilter->hide();
    m_rule = new QComboBox(this);
    m_rule->setObjectName(u"entryRuleFilter"_s);
    m_rule->setAccessibleName(tr("Rule filter"));
    m_rule->addItem(tr("Any rule"), QString());
    for (const Rule &r : RuleCatalogue::rules())
        m_rule->addItem(u"%1 %2"_s.arg(QString(r.id), r.translatedTitle()), QString(r.id));
    // Sized to a short item, not to the longest (a rule's title, "With warnings or errors" in
    // Ukrainian): the lists show them whole.
    Fitting::compact(m_rule, 12);
    Fitting::compact(m_severity, 12);
    Fitting::compact(m_extension, 12);
    Fitting::compact(m_coverageFilter, 18);
    // The lastmod range: the lowest date of each edit stands for "no bound".
    auto dateBound = [this](const QString &name, const QString &accessible) {
        auto *edit = new QDateEdit(this);
        edit->setObjectName(name);
        edit->setAccessibleName(accessible);
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(u"yyyy-MM-dd"_s);
        edit->setMinimumDate(QDate(1990, 1, 1));
        edit->setSpecialValueText(tr("any"));
        edit->setDate(edit->minimumDate());
        Accessibility::letTabLeave(edit);
        return edit;
    };
    m_from = dateBound(u"lastmodFromFilter"_s, tr("Last modified from"));
    m_from->setToolTip(tr("Entries last modified on or after this day (UTC)"));
    m_to = dateBound(u"lastmodToFilter"_s, tr("Last modified until"));
    m_to->setToolTip(tr("Entries last modified on or before this day (UTC)"));
    auto *lastmodLabel = new QLabel(tr("&Modified:"), this);
    lastmodLabel->setBuddy(m_from);
    m_chip = new FilterChip(filter, this);
    m_shown = new QLabel(this);
    m_shown->setObjectName(u"shownCount"_s);
    m_showAll = new QToolButton(this);
    m_showAll->setObjectName(u"showAllButton"_s);
    m_showAll->setText(tr("Show all"));
    m_showAll->setToolTip(tr("Clear every filter and show all entries"));
    m_showAll->setAutoRaise(true);

    // Three rows: the URL text, which wants the width; the choices; what they leave, with the
    // chart's filter.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *textRow = new QHBoxLayout;
    textRow->addWidget(m_url, 1);
    textRow->addWidget(m_regex);
    textRow->addWidget(lastmodLabel);
    textRow->addWidget(m_from);
    textRow->addWidget(new QLabel(u"–"_s, this));
    textRow->addWidget(m_to);
    auto *choiceRow = new QHBoxLayout;
    choiceRow->addWidget(m_severity);
    choiceRow->addWidget(m_rule, 1);
    choiceRow->addWidget(m_extension);
    choiceRow->addWidget(m_coverageFilter);
    // What every row's URL begins with, named once: the URL column leaves it out where the
    // rows are too long to show whole.
    m_shared = new QLabel(this);
    m_shared->setObjectName(u"sharedPrefix"_s);
    m_shared->setTextFormat(Qt::PlainText);
    m_shared->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_shared->setMinimumWidth(0);
    m_shared->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    const auto showShared = [this](const QString &prefix) {
        m_shared->setText(prefix.isEmpty() ? QString() : tr("all under %1").arg(prefix));
        m_shared->setToolTip(prefix.isEmpty()
                                 ? QString()
                                 : tr("Every URL listed starts with %1; where a URL is too "
                                      "long for its column, \"…/\" stands for this part")
                                       .arg(prefix));
    };
    connect(m_source, &EntryTableModel::sharedPrefixChanged, this, showShared);
    showShared(m_source->sharedPrefix());
    auto *shownRow = new QHBoxLayout;
    shownRow->addWidget(m_shown);
    // The chart's filter beside the count it explains, where the row has room for it.
    shownRow->addWidget(m_chip);
    shownRow->addWidget(m_showAll);
    shownRow->addWidget(m_shared, 1);
    layout->addLayout(textRow);
    layout->addLayout(choiceRow);
    layout->addLayout(shownRow);

    connect(m_url, &QLineEdit::textChanged, this, &FilterBar::applyUrlFilter);
    connect(m_regex, &QCheckBox::toggled, this, &FilterBar::applyUrlFilter);
    connect(m_rule, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setRule(m_rule->currentData().toString()); });
    connect(m_severity, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setMinimumSeverity(m_severity->currentData().toInt()); });
    connect(m_extension, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setExtension(EntryFilterModel::Extension(m_extension->currentData().toInt()));
    });
    connect(m_from, &QDateEdit::dateChanged, this, &FilterBar::applyLastmodRange);
    connect(m_to, &QDateEdit::dateChanged, this, &FilterBar::applyLastmodRange);
    connect(m_showAll, &QToolButton::clicked, this, &FilterBar::clearFilters);
    // A criterion set or cleared changes the line even when no row comes or goes (an empty
    // table, or a filter that happens to hide nothing).
    connect(m_coverageFilter, &QComboBox::currentIndexChanged, this,
            &FilterBar::applyCoverageFilter);
    for (QComboBox *box : { m_severity, m_rule, m_extension, m_coverageFilter })
        connect(box, &QComboBox::currentIndexChanged, this, &FilterBar::updateShown);
    connect(m_url, &QLineEdit::textChanged, this, &FilterBar::updateShown);
    connect(m_regex, &QCheckBox::toggled, this, &FilterBar::updateShown);
    connect(m_from, &QDateEdit::dateChanged, this, &FilterBar::updateShown);
    connect(m_to, &QDateEdit::dateChanged, this, &FilterBar::updateShown);

    // The count follows every change of the rows shown and of the rows there are.
    for (QAbstractItemModel *model : {static_cast<QAbstractItemModel *>(filter),
                                      static_cast<QAbstractItemModel *>(source)}) {
        connect(model, &QAbstractItemModel::rowsInserted, this, &FilterBar::updateShown);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &FilterBar::updateShown);
        connect(model, &QAbstractItemModel::modelReset, this, &FilterBar::updateShown);
        connect(model, &QAbstractItemModel::layoutChanged, this, &FilterBar::updateShown);
    }
    connect(filter, &EntryFilterModel::entryPredicateChanged, this, &FilterBar::updateShown);
    // A URL filter found on a thread: its first rows, then all (which may change no row).
    connect(filter, &EntryFilterModel::firstRowsShown, this, &FilterBar::updateShown);
    connect(filter, &EntryFilterModel::criteriaApplied, this, &FilterBar::updateShown);
    updateShown();
}

QList<QWidget *> FilterBar::tabOrder() const
{
    return { m_url,  m_regex,     m_from,           m_to,   m_severity,
             m_rule, m_extension, m_coverageFilter, m_chip, m_showAll };
}

bool FilterBar::isFiltering() const
{
    return m_filter->isFiltering();
}

QString FilterBar::shownText() const
{
    return m_shown->text();
}

void FilterBar::clearFilters()
{
    m_url->clear();
    m_regex->setChecked(false);
    m_from->setDate(m_from->minimumDate());
    m_to->setDate(m_to->minimumDate());
    m_severity->setCurrentIndex(0);
    m_rule->setCurrentIndex(0);
    m_extension->setCurrentIndex(0);
    m_coverageFilter->setCurrentIndex(0);
    m_filter->clearEntryPredicate();
}

void FilterBar::chooseRule(const QString &ruleId)
{
    m_rule->setCurrentIndex(m_rule->findData(ruleId));
}

void FilterBar::chooseSeverity(int least)
{
    m_severity->setCurrentIndex(m_severity->findData(least));
}

void FilterBar::setCoverage(CoverageSession *coverage)
{
    m_coverage = coverage;
    connect(coverage, &CoverageSession::dataChanged, this, &FilterBar::updateCoverageChoices);
    updateCoverageChoices();
}

namespace {

using CoverageFilter = CoverageSession::Filter;

} // namespace

void FilterBar::updateCoverageChoices()
{
    const bool shown = m_coverage && m_coverage->hasData();
    const int wasFilter = m_coverageFilter->currentData().toInt();
    const QString wasReason = m_coverageFilter->currentData(Qt::UserRole + 1).toString();
    {
        const QSignalBlocker blocker(m_coverageFilter);
        m_coverageFilter->clear();
        m_coverageFilter->addItem(tr("Any coverage"), int(CoverageFilter::Any));
        if (shown) {
            m_coverageFilter->addItem(tr("Indexed"), int(CoverageFilter::Indexed));
            m_coverageFilter->addItem(tr("Not indexed"), int(CoverageFilter::NotIndexed));
            m_coverageFilter->addItem(tr("Unknown to Google"), int(CoverageFilter::Unknown));
            m_coverageFilter->addItem(tr("Not inspected"), int(CoverageFilter::NotInspected));
            // Each reason the data gives, in Search Console's words.
            for (const QString &reason : m_coverage->reasons()) {
                m_coverageFilter->addItem(tr("Not indexed: %1").arg(reason),
                                          int(CoverageFilter::Reason));
                m_coverageFilter->setItemData(m_coverageFilter->count() - 1, reason,
                                              Qt::UserRole + 1);
            }
        }
        int kept = 0;
        for (int i = 1; i < m_coverageFilter->count(); ++i)
            if (m_coverageFilter->itemData(i).toInt() == wasFilter
                && m_coverageFilter->itemData(i, Qt::UserRole + 1).toString() == wasReason)
                kept = i;
        m_coverageFilter->setCurrentIndex(kept);
    }
    m_coverageFilter->setVisible(shown);
    // Set again for the choice kept: the predicate holds the data it was made with.
    applyCoverageFilter();
    updateShown();
}

void FilterBar::applyCoverageFilter()
{
    if (!m_coverage)
        return;
    m_filter->setCoverageFilter(
        m_coverage->predicate(CoverageFilter(m_coverageFilter->currentData().toInt()),
                              m_coverageFilter->currentData(Qt::UserRole + 1).toString()));
}

void FilterBar::applyUrlFilter()
{
    if (!m_filter->setUrlFilter(m_url->text(), m_regex->isChecked()))
        QToolTip::showText(m_url->mapToGlobal(QPoint(0, m_url->height())),
                           tr("Not a valid regular expression"), m_url);
}

void FilterBar::applyLastmodRange()
{
    const QDate first = m_from->date() == m_from->minimumDate() ? QDate() : m_from->date();
    const QDate last = m_to->date() == m_to->minimumDate() ? QDate() : m_to->date();
    m_filter->setLastmodRange(
        first.isValid() ? QDateTime(first, QTime(0, 0), Qt::UTC) : QDateTime(),
        last.isValid() ? QDateTime(last, QTime(23, 59, 59, 999), Qt::UTC) : QDateTime());
}

void FilterBar::updateShown()
{
    const QLocale locale;
    const int shown = m_filter->rowCount();
    const int all = m_source->rowCount();
    const bool filtering = m_filter->isFiltering();
    if (m_source->listing() == EntryTableModel::Listing::Sitemaps)
        m_shown->setText(filtering ? tr("%1 of %2 sitemaps shown", nullptr, all)
                                         .arg(locale.toString(shown), locale.toString(all))
                                   : tr("%1 sitemaps", nullptr, all).arg(locale.toString(all)));
    else if (m_filter->isPartial()) // the first rows of a very large table
        m_shown->setText(tr("%1 of %2 URLs shown so far…", nullptr, all)
                             .arg(locale.toString(shown), locale.toString(all)));
    else if (m_filter->isPending()) // the rows shown are an earlier filter's
        m_shown->setText(tr("Finding the URLs among %1…", nullptr, all).arg(locale.toString(all)));
    else
        m_shown->setText(filtering ? tr("%1 of %2 URLs shown", nullptr, all)
                                         .arg(locale.toString(shown), locale.toString(all))
                                   : tr("%1 URLs", nullptr, all).arg(locale.toString(all)));
    // Bold while filters hide rows: the reason a table looks short is in plain sight.
    QFont font = m_shown->font();
    font.setBold(filtering && shown < all);
    m_shown->setFont(font);
    m_showAll->setVisible(filtering);
}

} // namespace Studio
