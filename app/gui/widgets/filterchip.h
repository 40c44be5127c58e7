#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace Studio {

class EntryFilterModel;

// Shows the entry table's chart filter (EntryFilterModel's entry predicate, set by a click on
// a statistics bar) in the filter bar, with a button that removes it. Hidden while there is
// none, so that the bar does not carry an empty slot. A long filter ("Section: products/
// garden-furniture, not indexed", a long host) is cut short in the middle where the bar has no
// room for it, rather than widening the window; its tooltip says it whole.
class FilterChip : public QWidget
{
    Q_OBJECT

public:
    // `filter` is not owned and must outlive the chip.
    explicit FilterChip(EntryFilterModel *filter, QWidget *parent = nullptr);

    // The room the whole filter takes; the chip shrinks to a few letters of it.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showLabel(const QString &label);
    // Writes the filter into the label, cut short to the chip's width.
    void fitLabel();
    // The width of the words before the filter, and of the filter in bold.
    int frameWidth() const;
    int filterWidth(const QString &text) const;

    EntryFilterModel *m_filter; // not owned
    QLabel *m_prefix; // "Chart filter:"
    QLabel *m_label; // the filter, in bold
    QToolButton *m_clear;
    QString m_text; // the filter, whole
};

} // namespace Studio
