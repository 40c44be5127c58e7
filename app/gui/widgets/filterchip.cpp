#include "filterchip.h"

#include "models/entryfiltermodel.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QEvent>
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
    m_prefix = new QLabel(tr("Chart filter:"), this);
    m_prefix->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    m_label = new QLabel(this);
    m_label->setObjectName(u"chartFilterLabel"_s);
    m_label->setTextFormat(Qt::PlainText);
    // Bold, so that a table showing a few rows says at a glance why.
    QFont bold = m_label->font();
    bold.setBold(true);
    m_label->setFont(bold);
    // Cut short anew whenever the label's room changes.
    m_label->installEventFilter(this);
    // The chip's size hints decide; the label takes what the chip is given.
    m_label->setMinimumWidth(1);
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_clear = new QToolButton(this);
    m_clear->setObjectName(u"chartFilterClear"_s);
    m_clear->setIcon(QIcon::fromTheme(u"edit-clear"_s));
    m_clear->setText(tr("Clear"));
    m_clear->setToolButtonStyle(m_clear->icon().isNull() ? Qt::ToolButtonTextOnly
                                                         : Qt::ToolButtonIconOnly);
    m_clear->setToolTip(tr("Show all entries again (clear the chart filter)"));
    m_clear->setAccessibleName(tr("Clear the chart filter"));
    m_clear->setAutoRaise(true);
    layout->addWidget(m_prefix);
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
    // Whole at first; cut short once the bar has laid the chip out (the resize, or the call
    // queued after the layout's request when the chip's width does not change).
    m_text = label;
    m_label->setText(label);
    const QString description
        = tr("The table shows only the entries of the statistics bar %1").arg(label);
    // Rich text on purpose, escaped, so that a "<" in a path shows as written.
    for (QLabel *label : { m_prefix, m_label })
        label->setToolTip(u"<qt>%1</qt>"_s.arg(description.toHtmlEscaped()));
    // What a screen reader says of the chip: the filter, in words.
    setAccessibleDescription(description);
    setVisible(!label.isEmpty());
    updateGeometry();
    QMetaObject::invokeMethod(this, &FilterChip::fitLabel, Qt::QueuedConnection);
}

int FilterChip::frameWidth() const
{
    return m_prefix->sizeHint().width() + layout()->spacing();
}

int FilterChip::filterWidth(const QString &text) const
{
    return m_label->fontMetrics().horizontalAdvance(text) + 1;
}

void FilterChip::fitLabel()
{
    const int room = isVisible() && m_label->width() > 1 ? m_label->width() : filterWidth(m_text);
    m_label->setText(m_label->fontMetrics().elidedText(m_text, Qt::ElideMiddle, room));
}

QSize FilterChip::sizeHint() const
{
    const int spacing = layout()->spacing();
    return { frameWidth() + filterWidth(m_text) + spacing + m_clear->sizeHint().width(),
             QWidget::sizeHint().height() };
}

QSize FilterChip::minimumSizeHint() const
{
    // The words and about ten letters of the filter.
    const int spacing = layout()->spacing();
    const int letters = m_label->fontMetrics().averageCharWidth() * 10;
    return { frameWidth() + qMin(letters, filterWidth(m_text)) + spacing
                 + m_clear->sizeHint().width(),
             QWidget::minimumSizeHint().height() };
}

bool FilterChip::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_label && event->type() == QEvent::Resize)
        fitLabel();
    return QWidget::eventFilter(watched, event);
}

} // namespace Studio
