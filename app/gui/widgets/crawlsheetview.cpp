#include "crawlsheetview.h"

#include "document/crawldocument.h"
#include "models/crawlsheetmodel.h"
#include "widgets/fitting.h"
#include "widgets/tableactions.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

CrawlSheetView::CrawlSheetView(CrawlTable::Kind kind, CrawlDocument *crawls,
                               EditorDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_crawls(crawls)
    , m_model(new CrawlSheetModel(kind, crawls, document, this))
    , m_filter(new QSortFilterProxyModel(this))
{
    const QString id = QString(CrawlTable::kindId(kind));
    setObjectName(u"crawlSheet-"_s + id);
    m_filter->setSourceModel(m_model);
    m_filter->setSortRole(CrawlSheetModel::SortRole);
    m_filter->setFilterKeyColumn(-1); // any column
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_text = new QLineEdit(this);
    m_text->setObjectName(u"crawlSheetFilter-"_s + id);
    m_text->setPlaceholderText(tr("Filter by any column"));
    m_text->setClearButtonEnabled(true);
    m_shown = new QLabel(this);
    m_shown->setObjectName(u"crawlSheetShown-"_s + id);
    m_empty = new QLabel(this);
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_text, 1);
    bar->addWidget(m_shown);

    m_table = new QTableView(this);
    m_table->setObjectName(u"crawlSheetTable-"_s + id);
    m_table->setAccessibleName(CrawlTable::kindTitle(kind));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // as the crawl met them until a click
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().lineSpacing() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // URLs wide, numbers narrow, the rest between.
    const int character = fontMetrics().averageCharWidth();
    const CrawlTable &columns = m_model->columns();
    static const QSet<QString> urls { u"url"_s,       u"source"_s,   u"target"_s,
                                      u"canonical"_s, u"redirect"_s, u"final_url"_s,
                                      u"chain"_s,     u"page"_s,     u"image"_s };
    for (int column = 0; column < columns.columnCount(); ++column) {
        const int width = columns.columnType(column) != CrawlTable::ColumnType::Text ? 11
            : urls.contains(QString(columns.columnId(column)))                       ? 44
                                                                                     : 26;
        m_table->horizontalHeader()->resizeSection(column, width * character);
    }
    Fitting::keepHeadersWhole(m_table->horizontalHeader());
    m_actions = new TableActions(m_table, u"crawl-"_s + id);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_empty);
    layout->addWidget(m_table, 1);

    connect(m_text, &QLineEdit::textChanged, this, &CrawlSheetView::setFilterText);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CrawlSheetView::updateShown);
    connect(crawls, &CrawlDocument::runningChanged, this, &CrawlSheetView::updateShown);
    updateShown();
}

void CrawlSheetView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_model->setActive(true);
}

void CrawlSheetView::setFilterText(const QString &text)
{
    if (m_text->text() != text)
        m_text->setText(text);
    m_filter->setFilterFixedString(text.trimmed());
    updateShown();
}

void CrawlSheetView::updateShown()
{
    const QLocale locale;
    m_shown->setText(
        tr("%1 of %2 shown")
            .arg(locale.toString(m_filter->rowCount()), locale.toString(m_model->rowCount())));
    // A crawl that runs grows under any table made of it: the table waits for its end.
    m_empty->setVisible(!m_model->table() && m_crawls->isRunning());
    m_empty->setText(tr("This table is made when the crawl ends."));
}

} // namespace Studio
