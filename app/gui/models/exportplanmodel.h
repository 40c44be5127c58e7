#pragma once

#include "io/writing/exporter.h"

#include <QAbstractTableModel>

namespace Studio {

// The files an export plan would write, one row each, then the index: the export wizard's
// live preview. Holds a copy of the plan (a value), replaced as a whole when the wizard plans
// again; the gzip estimates come with it because they are measured on the same entries.
class ExportPlanModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Urls, Bytes, GzipEstimate, ColumnCount };
    enum Role {
        // The number behind a cell (URLs, exact bytes, estimated bytes) as a qint64; invalid
        // for the name and for what a row has not got (the index's URLs, its estimate).
        ValueRole = Qt::UserRole,
        IsIndexRole, // bool: the row is the index
    };

    explicit ExportPlanModel(QObject *parent = nullptr);

    // `gzipEstimates` holds one size per file of `plan`, or is empty when not measured.
    void setPlan(const ExportPlan &plan, const QList<qint64> &gzipEstimates);
    void clear();
    const ExportPlan &plan() const { return m_plan; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    bool hasIndexRow() const
    {
        return !m_plan.files.isEmpty() && !m_plan.options.indexName.isEmpty();
    }

    ExportPlan m_plan;
    QList<qint64> m_gzipEstimates;
};

} // namespace Studio
