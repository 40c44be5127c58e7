#pragma once

#include "io/fieldlocator.h"
#include "model/finding.h"

#include <QAbstractTableModel>

namespace Studio {

class EditorDocument;

// The document's findings, one row each, in the order of sitemap and line. Read again when the
// checker reports a change, and announced as the rows that changed.
class FindingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, Title, Message, Location, ColumnCount };
    enum Role {
        RuleRole = Qt::UserRole, // the rule id as a string
        SeverityRole, // int(Severity)
        SitemapRole,
        EntryRole,
        FieldRole, // int(FindingField)
        FixableRole, // bool: the rule has a fix
    };

    explicit FindingsModel(EditorDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const Finding &findingAt(int row) const
    {
        return row < m_own.size() ? m_own.at(row) : m_extra.at(row - m_own.size());
    }
    // Every row's finding, in row order. The checker's and the others' are kept apart (an
    // audit of a large crawl brings hundreds of thousands, and one list of both would copy
    // them): this joins them, sharing either when the other is empty.
    QList<Finding> findings() const { return joined(m_own, m_extra); }
    // Findings from outside the document's checker (the link checker's), listed after the
    // checker's; they replace the previous ones.
    void setExtraFindings(const QList<Finding> &findings);
    // Those last given, which may not be shown yet: the ones that hold for the document now
    // (their sessions drop them at once when entries move).
    const QList<Finding> &currentExtraFindings() const { return m_nextExtra; }
    // "Error", "Warning", "Notice", translated: the words every view uses for a severity.
    static QString severityText(Severity severity);

private:
    void refresh();
    // Makes `shown` (the rows from `offset` on) `next`, announcing just the rows that changed.
    void update(QList<Finding> &shown, QList<Finding> next, int offset);
    void scheduleRefresh();
    // Reads the file of `sitemap` again, off this thread, for its findings' field lines.
    void locateFields(qint32 sitemap);

    EditorDocument *m_document; // not owned
    QList<Finding> m_own; // the checker's, as shown: the first rows
    QList<Finding> m_extra; // the others, as shown: the rows after m_own
    QList<Finding> m_nextExtra; // the others, as given, shown at the next refresh
    // The lines of the findings' own fields, found in the files when first shown.
    FieldLocator m_fields;
    int m_fieldsGeneration = 0; // counts the changes that make what was found stale
    bool m_pending = false;
};

} // namespace Studio
