#pragma once

#include <QRegularExpression>
#include <QSortFilterProxyModel>

namespace Studio {

class EditorDocument;
class EntryTableModel;

// Sorts and filters the entry table. The URL filter reads the document's UTF-8 locations
// directly (ASCII case folded), so that a keystroke over a million rows builds no strings;
// a regular expression, the severity, rule and extension filters are checked only on the
// rows the cheaper tests keep.
class EntryFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum Extension { AnyExtension, WithImages, WithVideos, WithNews, WithAlternates };

    EntryFilterModel(EditorDocument *document, EntryTableModel *source, QObject *parent = nullptr);

    // `text` is a substring, or a regular expression when `regex`; false when the expression
    // is not valid (the filter is then left as it was).
    bool setUrlFilter(const QString &text, bool regex);
    void setMinimumSeverity(int severity); // -1: any entry, with or without findings
    void setRule(const QString &ruleId); // empty: any
    void setExtension(Extension extension);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    // Applies changed criteria. invalidateFilter() removes and inserts the rows that change
    // range by range, and each range costs the view a pass over all rows: over a million
    // rows that is tens of seconds. Attaching the source again is one reset and one pass.
    void refilter();

private:
    EditorDocument *m_document; // not owned
    EntryTableModel *m_source; // not owned
    QByteArray m_needle; // lower-case UTF-8; empty for none
    QRegularExpression m_expression; // valid only when filtering by expression
    int m_minimumSeverity = -1;
    QString m_rule;
    Extension m_extension = AnyExtension;
};

} // namespace Studio
