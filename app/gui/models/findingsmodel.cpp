#include "findingsmodel.h"

#include "document/editordocument.h"
#include "widgets/themecolours.h"

#include <QApplication>
#include <QBrush>
#include <QStyle>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <QUndoStack>

namespace Studio {

FindingsModel::FindingsModel(EditorDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    m_fields.reset(&document->workspace());
    refresh();
    connect(document, &EditorDocument::findingsChanged, this, &FindingsModel::scheduleRefresh);
    // Another file, or a workspace replaced: the list is the new one's at once, never the
    // previous file's for a moment. The checker has checked it already; the link check and
    // the audit, made before this model, have given theirs again by then.
    for (auto signal : { &EditorDocument::reset, &EditorDocument::opened })
        connect(document, signal, this, &FindingsModel::refresh);
    // What was found in the files holds while the entries keep their places and the files
    // are those they were read from.
    const auto forget = [this] {
        ++m_fieldsGeneration;
        m_fields.reset(&m_document->workspace());
    };
    for (auto signal : { &EditorDocument::reset, &EditorDocument::entriesChanged })
        connect(document, signal, this, forget);
    for (auto signal : { &EditorDocument::entryInserted, &EditorDocument::entryRemoved })
        connect(document, signal, this, forget);
    connect(document, &EditorDocument::filePathChanged, this, forget);
    connect(document->undoStack(), &QUndoStack::cleanChanged, this, forget);
}

void FindingsModel::scheduleRefresh()
{
    // A few thousand findings are listed again at once, so the list follows each keystroke;
    // beyond that, a burst of edits (typing, a bulk edit) costs one rebuild after it ends.
    constexpr qsizetype ImmediateLimit = 5000;
    if (m_own.size() + m_extra.size() <= ImmediateLimit
        && m_nextExtra.size() + m_document->checker().count(Severity::Error)
                + m_document->checker().count(Severity::Warning)
                + m_document->checker().count(Severity::Notice)
            <= ImmediateLimit) {
        refresh();
        return;
    }
    if (!m_pending) {
        m_pending = true;
        QTimer::singleShot(150, this, [this] {
            m_pending = false;
            refresh();
        });
    }
}

void FindingsModel::setExtraFindings(const QList<Finding> &findings)
{
    if (findings == m_nextExtra)
        return;
    m_nextExtra = findings;
    scheduleRefresh();
}

void FindingsModel::refresh()
{
    update(m_own, m_document->checker().findings(), 0);
    update(m_extra, m_nextExtra, int(m_own.size()));
}

void FindingsModel::update(QList<Finding> &shown, QList<Finding> next, int offset)
{
    // An edit changes a few findings in one place of the list: announce just those rows, so
    // that the views keep their selection and scroll position and repaint little.
    const qsizetype oldSize = shown.size(), newSize = next.size();
    qsizetype prefix = 0;
    while (prefix < oldSize && prefix < newSize && shown.at(prefix) == next.at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < oldSize - prefix && suffix < newSize - prefix
           && shown.at(oldSize - 1 - suffix) == next.at(newSize - 1 - suffix))
        ++suffix;
    const qsizetype removed = oldSize - prefix - suffix, added = newSize - prefix - suffix;
    if (removed == 0 && added == 0) {
        shown = std::move(next); // equal: share the new list rather than keep two
        return;
    }
    const int first = offset + int(prefix);
    // The new list is taken whole rather than copied into the old one, which is dropped.
    if (removed == added) {
        shown = std::move(next);
        emit dataChanged(index(first, 0), index(first + int(added) - 1, ColumnCount - 1));
        return;
    }
    if (removed > 0) {
        beginRemoveRows({}, first, first + int(removed) - 1);
        shown.remove(prefix, removed);
        if (added == 0)
            shown = std::move(next);
        endRemoveRows();
    }
    if (added > 0) {
        beginInsertRows({}, first, first + int(added) - 1);
        shown = std::move(next);
        endInsertRows();
    }
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_own.size() + m_extra.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Finding &f = findingAt(index.row());
    const Rule *rule = f.rule();
    switch (role) {
    case RuleRole:
        return QString(f.ruleId);
    case SeverityRole:
        return int(f.severity);
    case SitemapRole:
        return f.sitemap;
    case EntryRole:
        return qlonglong(f.entryIndex);
    case FieldRole:
        return int(f.field);
    case FixableRole:
        return rule && rule->hasFix();
    case Qt::DecorationRole:
        if (index.column() != SeverityColumn)
            return {};
        return QApplication::style()->standardIcon(
            f.severity == Severity::Error         ? QStyle::SP_MessageBoxCritical
                : f.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                  : QStyle::SP_MessageBoxInformation);
    case Qt::ForegroundRole:
        // The severity in words, its icon, and for errors and warnings a colour chosen for the
        // palette in use.
        if (index.column() != SeverityColumn || f.severity == Severity::Notice)
            return {};
        return QBrush(ThemeColours::text(f.severity == Severity::Error
                                             ? ThemeColours::Meaning::Error
                                             : ThemeColours::Meaning::Warning,
                                         QGuiApplication::palette()));
    case Qt::ToolTipRole:
        return rule ? rule->translatedHelp() : QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityText(f.severity);
        case Title:
            return rule ? rule->translatedTitle() : QString(f.ruleId);
        case Message:
            return f.message;
        case Location: {
            const Workspace &workspace = m_document->workspace();
            QString where = f.sitemap > 0 && f.sitemap < workspace.sitemaps.size()
                ? workspace.sitemaps.at(f.sitemap).source.location.section(u'/', -1) + u' '
                : QString();
            // The field's own line (<lastmod>, an image's <image:loc>), read from the file
            // the first time a finding of it is shown; the entry's line until then.
            if (f.field != FindingField::None && f.entryIndex >= 0
                && !m_fields.isLocated(f.sitemap))
                const_cast<FindingsModel *>(this)->locateFields(f.sitemap);
            if (const qint64 line = m_fields.lineOf(f); line > 0)
                where += tr("line %1").arg(line);
            else if (f.entryIndex >= 0)
                where += tr("entry %1").arg(f.entryIndex + 1);
            return where.trimmed();
        }
        default:
            return {};
        }
    default:
        return {};
    }
}

void FindingsModel::locateFields(qint32 sitemap)
{
    QList<Finding> sameFile;
    for (const QList<Finding> *part : { &m_own, &m_extra })
        for (const Finding &f : *part)
            if (f.sitemap == sitemap)
                sameFile.append(f);
    FieldLocator::Job job = m_fields.plan(sameFile);
    if (job.files.isEmpty())
        return;
    // The file is read again on a thread of its own; what it finds holds unless the entries
    // moved or the file changed meanwhile.
    using Lines = QHash<quint64, qint64>;
    auto *watcher = new QFutureWatcher<Lines>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation = m_fieldsGeneration] {
                watcher->deleteLater();
                if (generation != m_fieldsGeneration)
                    return;
                m_fields.take(watcher->result());
                if (rowCount() > 0)
                    emit dataChanged(index(0, Location), index(rowCount() - 1, Location),
                                     { Qt::DisplayRole });
            });
    watcher->setFuture(
        QtConcurrent::run([job = std::move(job)] { return FieldLocator::run(job); }));
}

QString FindingsModel::severityText(Severity severity)
{
    return severity == Severity::Error  ? tr("Error")
        : severity == Severity::Warning ? tr("Warning")
                                        : tr("Notice");
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case Title:
        return tr("Problem");
    case Message:
        return tr("Details");
    case Location:
        return tr("Where");
    default:
        return {};
    }
}

} // namespace Studio
