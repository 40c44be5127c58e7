#pragma once

#include <QStyledItemDelegate>

namespace Studio {

class EntryTableModel;

// The entry table's URL cells (and the Workspace tree's pages). A URL that does not fit leaves out first what every row shares
// (EntryTableModel::sharedPrefix(), the host and the folders common to the file, which the
// filter bar names once) and shows "…/" and the rest; only what still does not fit is cut in
// the middle. A shop's "https://www.exa…ural&size=large" reads
// "…/outdoor-and-garden-furniture/products/teak-…ural&size=large".
class UrlDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    // What the cells hold: whole URLs (the entry table), or the paths of the pages the
    // Workspace tree names by path (the host named once on the file's row).
    enum class Shown { Urls, Paths };

    // `model` is not owned.
    UrlDelegate(const EntryTableModel *model, Shown shown, QObject *parent = nullptr);

    // What every cell begins with, as the cells spell it; empty when the rows share nothing
    // worth leaving out.
    QString shared() const;

    // What a cell of `width` pixels shows of `url` with `metrics`. One rule for the whole
    // column: when `longest` (the column's longest URL; `url` itself when empty) does not fit,
    // every row leaves the shared start out, and Qt cuts in the middle what still does not.
    static QString shownText(const QString &url, const QString &shared, int width,
                             const QFontMetrics &metrics, const QString &longest = {});

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    const EntryTableModel *m_model; // not owned
    Shown m_shown;
};

// Cells whose text reads from its start (Search Console's reasons: "Not indexed: Crawled -
// curr…"), cut at their end where the table cuts its other cells in the middle.
class ElideRightDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideRight;
    }
};

} // namespace Studio
