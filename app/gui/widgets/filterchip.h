#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace Studio {

class EntryFilterModel;

// Shows the entry table's chart filter (EntryFilterModel's entry predicate, set by a click on
// a statistics bar) in the filter bar, with a button that removes it. Hidden while there is
// none, so that the bar does not carry an empty slot.
class FilterChip : public QWidget
{
    Q_OBJECT

public:
    // `filter` is not owned and must outlive the chip.
    explicit FilterChip(EntryFilterModel *filter, QWidget *parent = nullptr);

private:
    void showLabel(const QString &label);

    EntryFilterModel *m_filter; // not owned
    QLabel *m_label;
    QToolButton *m_clear;
};

} // namespace Studio
