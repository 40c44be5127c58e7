#include "filterchip.h"

#include "models/entryfiltermodel.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace Studio {

FilterChip::FilterChip(EntryFilterModel *filter, QWidget *parent)
    : QWidget(parent)
    , m_filter(filter)
{
    setObjectName(u"chartFilterChip"_s);
    setAccessibleName(tr("Chart filter"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_label = new QLabel(this);
    m_label->setObjectName(u"chartFilterLabel"_s);
    m_clear = new QToolButton(this);
    m_clear->setObjectName(u"chartFilterClear"_s);
    m_clear->setIcon(QIcon::fromTheme(u"edit-clear"_s));
    m_clear->setText(tr("Clear"));
    m_clear->setToolButtonStyle(m_clear->icon().isNull() ? Qt::ToolButtonTextOnly
                                                         : Qt::ToolButtonIconOnly);
    m_clear->setToolTip(tr("Show all entries again (clear the chart filter)"));
    m_clear->setAccessibleName(tr("Clear the chart filter"));
    m_clear->setAutoRaise(true);
    layout->addWidget(m_label);
    layout->addWidget(m_clear);
    // Tab reaches the chip's one control through the chip (the window's tab order names it).
    setFocusProxy(m_clear);
    connect(m_clear, &QToolButton::clicked, filter, &EntryFilterModel::clearEntryPredicate);
    connect(filter, &EntryFilterModel::entryPredicateChanged, this, &FilterChip::showLabel);
    showLabel(filter->entryPredicateLabel());
}

void FilterChip::showLabel(const QString &label)
{
    // Bold, so that a table showing a few rows says at a glance why.
    m_label->setText(tr("Chart filter: <b>%1</b>").arg(label.toHtmlEscaped()));
    const QString description
        = tr("The table shows only the entries of the statistics bar %1").arg(label);
    // Rich text on purpose, escaped, so that a "<" in a path shows as written.
    m_label->setToolTip(u"<qt>%1</qt>"_s.arg(description.toHtmlEscaped()));
    // What a screen reader says of the chip: the filter, in words.
    setAccessibleDescription(description);
    setVisible(!label.isEmpty());
}

} // namespace Studio
