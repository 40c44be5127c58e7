#pragma once

#include "net/crawltables.h"

#include <QAbstractTableModel>

#include <optional>

class QTimer;

namespace Studio {

class CrawlDocument;
class EditorDocument;

// One of the crawl's tables beside its pages (links with their anchor text, rel and the
// target's status; redirect chains; images; broken links; the indexable pages the sitemap
// lacks) as a table model over CrawlTable, whose cells are made when a view asks. Made again
// when the crawl document holds another crawl and when a crawl ends; while a crawl runs it is
// empty, its rows coming with the whole crawl. Missing pages follow the sitemap document too.
class CrawlSheetModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers as numbers
    };

    // Neither is owned; both must outlive the model.
    CrawlSheetModel(CrawlTable::Kind kind, CrawlDocument *crawls, EditorDocument *document,
                    QObject *parent = nullptr);
    ~CrawlSheetModel() override;

    CrawlTable::Kind kind() const { return m_kind; }
    // Made only while shown (a tab nobody opens costs nothing: a crawl of 200,000 pages has a
    // million links): inactive, the model is empty and made when next activated.
    void setActive(bool active);
    // The kind's columns (ids, titles, types), also while there is no table.
    const CrawlTable &columns() const;
    // The table shown; nullptr while there is none (no crawl, or one running).
    const CrawlTable *table() const { return m_table ? &*m_table : nullptr; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    CrawlTable::Kind m_kind;
    CrawlDocument *m_crawls; // not owned
    EditorDocument *m_document; // not owned
    std::optional<CrawlTable> m_table;
    int m_columns; // the kind's, also while there is no table
    QTimer *m_again; // owned (child): the sitemap changed (MissingPages)
    bool m_resetting = false; // between crawlAboutToBeReset() and crawlReset()
    bool m_active = false;
    bool m_stale = true; // the table was not made for the crawl held
};

} // namespace Studio
