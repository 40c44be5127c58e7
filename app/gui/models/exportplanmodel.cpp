#include "exportplanmodel.h"

#include <QLocale>

namespace Studio {

ExportPlanModel::ExportPlanModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    setObjectName(QStringLiteral("exportPlanModel"));
}

void ExportPlanModel::setPlan(const ExportPlan &plan, const QList<qint64> &gzipEstimates)
{
    // A new plan changes names, counts and the number of rows at once: a reset is the honest
    // signal, and the preview holds a few hundred rows at most in practice.
    beginResetModel();
    m_plan = plan;
    m_gzipEstimates = gzipEstimates.size() == plan.files.size() ? gzipEstimates : QList<qint64>();
    endResetModel();
}

void ExportPlanModel::clear()
{
    setPlan(ExportPlan(), {});
}

int ExportPlanModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(m_plan.files.size()) + (hasIndexRow() ? 1 : 0);
}

int ExportPlanModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ExportPlanModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const bool isIndex = index.row() == m_plan.files.size();
    if (role == IsIndexRole)
        return isIndex;
    // The number behind each cell.
    QVariant value;
    if (isIndex) {
        if (index.column() == Bytes)
            value = m_plan.indexBytes;
    } else {
        const ExportFile &file = m_plan.files.at(index.row());
        switch (index.column()) {
        case Urls:
            value = qint64(file.urlCount());
            break;
        case Bytes:
            value = file.bytes;
            break;
        case GzipEstimate:
            if (!m_gzipEstimates.isEmpty())
                value = m_gzipEstimates.at(index.row());
            break;
        default:
            break;
        }
    }
    const QLocale locale;
    switch (role) {
    case ValueRole:
        return value;
    case Qt::DisplayRole:
        if (index.column() == Name)
            return isIndex ? m_plan.options.indexName : m_plan.files.at(index.row()).name;
        if (isIndex && index.column() == Urls)
            return tr("index of %1").arg(locale.toString(m_plan.files.size()));
        if (!value.isValid())
            return {};
        if (index.column() == GzipEstimate)
            return tr("≈ %1").arg(locale.formattedDataSize(value.toLongLong(), 2,
                                                           QLocale::DataSizeTraditionalFormat));
        return locale.toString(value.toLongLong());
    case Qt::ToolTipRole:
        if (index.column() == Bytes && value.isValid())
            return tr("%1 bytes uncompressed, XML declaration and root element included")
                .arg(locale.toString(value.toLongLong()));
        if (index.column() == GzipEstimate && value.isValid())
            return tr("About %1 bytes once gzipped (estimated from a sample of this kind of "
                      "file)")
                .arg(locale.toString(value.toLongLong()));
        if (index.column() == Name && !isIndex && !m_plan.files.at(index.row()).section.isEmpty())
            return tr("Section %1").arg(m_plan.files.at(index.row()).section);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() != Name)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant ExportPlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("File");
    case Urls:
        return tr("URLs");
    case Bytes:
        return tr("Bytes");
    case GzipEstimate:
        return tr("Gzipped (est.)");
    default:
        return {};
    }
}

} // namespace Studio
