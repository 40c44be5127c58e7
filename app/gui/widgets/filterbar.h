#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QToolButton;

namespace Studio {

class CoverageSession;
class EntryFilterModel;
class EntryTableModel;
class FilterChip;

// The filters above the entry table (URL text or expression, lastmod range, findings, rule,
// extensions, Search Console's coverage, the statistics chart's chip) and the line under them that
// says how many rows they leave: "12 of 6,000 URLs shown", with Show all to clear every filter at
// once. A table that a forgotten filter empties then never looks like a failed load.
class FilterBar : public QWidget
{
    Q_OBJECT

public:
    // `filter` and `source` are not owned and must outlive the bar.
    FilterBar(EntryFilterModel *filter, EntryTableModel *source, QWidget *parent = nullptr);

    QLineEdit *urlEdit() const { return m_url; }
    // The Search Console data the coverage filter offers the states and reasons of; not
    // owned. The filter is shown while the session has data.
    void setCoverage(CoverageSession *coverage);
    // The bar's controls in reading order, for the window's tab order.
    QList<QWidget *> tabOrder() const;
    // True when any filter hides rows or could (a criterion is set).
    bool isFiltering() const;
    // The line under the filters, as shown.
    QString shownText() const;

public slots:
    // Every filter back to showing all rows.
    void clearFilters();
    void chooseRule(const QString &ruleId);
    void chooseSeverity(int least);

private:
    void applyUrlFilter();
    void applyLastmodRange();
    // The coverage filter's choices for the data as it is now, the choice kept when the new
    // data still has it.
    void updateCoverageChoices();
    void applyCoverageFilter();
    void updateShown();

    EntryFilterModel *m_filter; // not owned
    EntryTableModel *m_source; // not owned
    QLineEdit *m_url;
    QCheckBox *m_regex;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QComboBox *m_severity;
    QComboBox *m_rule;
    QComboBox *m_extension;
    QComboBox *m_coverageFilter;
    CoverageSession *m_coverage = nullptr; // not owned
    FilterChip *m_chip;
    QLabel *m_shown;
    QLabel *m_shared; // what every URL begins with
    QToolButton *m_showAll;
};

} // namespace Studio
