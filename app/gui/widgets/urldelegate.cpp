#include "urldelegate.h"

#include "models/entrytablemodel.h"
#include "util/url.h"

#include <QApplication>
#include <QStyle>

namespace Studio {

UrlDelegate::UrlDelegate(const EntryTableModel *model, Shown shown, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_model(model)
    , m_shown(shown)
{
}

QString UrlDelegate::shared() const
{
    const QString &prefix = m_model->sharedPrefix();
    if (m_shown == Shown::Urls)
        return prefix;
    // "https://host/en-gb/collections/" as a path: "/en-gb/collections/"; "/" alone drops
    // nothing.
    const QByteArray utf8 = prefix.toUtf8();
    const qsizetype path = Url::pathOffset(utf8);
    return path < 0 || path + 1 == utf8.size() ? QString()
                                                : QString::fromUtf8(utf8.sliced(path));
}

QString UrlDelegate::shownText(const QString &url, const QString &shared, int width,
                               const QFontMetrics &metrics, const QString &longest)
{
    if (shared.isEmpty() || !url.startsWith(shared) || url.size() == shared.size()
        || metrics.horizontalAdvance(longest.size() > url.size() ? longest : url) <= width)
        return url;
    return QStringLiteral("…/") + url.mid(shared.size());
}

void UrlDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    // The text's room, as the style lays the text out in the cell (its margins, a decoration).
    const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
    int room = style->subElementRect(QStyle::SE_ItemViewItemText, option, option->widget).width();
    if (room <= 0)
        room = option->rect.width()
            - 2 * (style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option->widget) + 1);
    option->text = shownText(option->text, shared(), room, option->fontMetrics,
                             m_model->longestLoc());
    // Cut in the middle here, to the same room: what is left is never clipped at the end.
    option->text = option->fontMetrics.elidedText(option->text, Qt::ElideMiddle, room);
}

} // namespace Studio
