#include "fitting.h"

#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>

namespace Studio::Fitting {

namespace {

// Widens a combo box's popup to its items when it opens: the list may be wider than the box.
class PopupWidth : public QObject
{
public:
    explicit PopupWidth(QComboBox *combo)
        : QObject(combo)
        , m_combo(combo)
    {
        combo->view()->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show && watched == m_combo->view()) {
            QAbstractItemView *view = m_combo->view();
            int wanted = view->sizeHintForColumn(0) + view->verticalScrollBar()->sizeHint().width()
                + 2 * view->frameWidth() + 8;
            if (const QScreen *screen = m_combo->screen())
                wanted = qMin(wanted, screen->availableGeometry().width() - 16);
            view->setMinimumWidth(qMax(wanted, m_combo->width()));
        }
        return false;
    }

private:
    QComboBox *m_combo;
};

} // namespace

int headerWidth(const QHeaderView *header, int section)
{
    const QStyle *style = header->style();
    const int margin = style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const int arrow = style->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header);
    const QString title
        = header->model() ? header->model()->headerData(section, header->orientation()).toString()
                          : QString();
    return header->fontMetrics().horizontalAdvance(title) + 4 * margin + arrow;
}

void keepHeadersWhole(QHeaderView *header)
{
    const auto widen = [header](int first, int last) {
        for (int section = first; section <= last && section < header->count(); ++section) {
            if (header->isSectionHidden(section))
                continue;
            const int least = headerWidth(header, section);
            if (header->sectionSize(section) < least)
                header->resizeSection(section, least);
        }
    };
    widen(0, header->count() - 1);
    QObject::connect(header, &QHeaderView::sectionResized, header,
                     [widen](int section, int, int size) {
                         if (size > 0)
                             widen(section, section);
                     });
    QObject::connect(header, &QHeaderView::sectionCountChanged, header,
                     [widen, header] { widen(0, header->count() - 1); });
    // Titles that change are the model's to say (the model is set before this is called).
    if (QAbstractItemModel *model = header->model())
        QObject::connect(model, &QAbstractItemModel::headerDataChanged, header,
                         [widen](Qt::Orientation, int first, int last) { widen(first, last); });
}

void compact(QComboBox *combo, int characters)
{
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(characters);
    if (!combo->findChild<PopupWidth *>(QString(), Qt::FindDirectChildrenOnly))
        new PopupWidth(combo);
}

void wrapLongLabels(QWidget *dialog, int characters)
{
    for (QLabel *label : dialog->findChildren<QLabel *>()) {
        if (label->wordWrap() || label->buddy())
            continue;
        const int width = label->fontMetrics().horizontalAdvance(label->text());
        if (width > label->fontMetrics().averageCharWidth() * characters)
            label->setWordWrap(true);
    }
}

} // namespace Studio::Fitting
