#include "diffmodel.h"

#include "widgets/themecolours.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

const UrlEntry *entryAt(const Workspace &workspace, const EntryRef &ref)
{
    if (ref.entry < 0 || ref.sitemap < 0 || ref.sitemap >= workspace.sitemaps.size())
        return nullptr;
    const QList<UrlEntry> &entries = workspace.sitemaps.at(ref.sitemap).entries;
    return ref.entry < entries.size() ? &entries.at(ref.entry) : nullptr;
}

QString lastmodText(const UrlEntry *entry)
{
    return entry ? entry->lastmod().toString() : QString();
}

} // namespace

DiffModel::DiffModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    setObjectName(u"diffModel"_s);
}

void DiffModel::setComparison(std::shared_ptr<const Comparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    endResetModel();
}

const SitemapDiff::Item *DiffModel::itemAt(int row) const
{
    if (!m_comparison || row < 0 || row >= m_comparison->diff.items().size())
        return nullptr;
    return &m_comparison->diff.items().at(row);
}

const SitemapDiff::Item *DiffModel::itemAt(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this ? itemAt(index.row()) : nullptr;
}

QString DiffModel::changeTitle(SitemapDiff::Change change)
{
    switch (change) {
    case SitemapDiff::Change::Added:
        return tr("Added");
    case SitemapDiff::Change::Removed:
        return tr("Removed");
    case SitemapDiff::Change::Changed:
        return tr("Changed");
    }
    return {};
}

int DiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : int(m_comparison->diff.items().size());
}

int DiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiffModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SitemapDiff::Item *item = itemAt(index.row());
    if (!item)
        return {};
    switch (role) {
    case ChangeRole:
        return int(item->change);
    case FieldsRole:
        return int(item->fields.toInt());
    case ItemRole:
        return index.row();
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case Change:
            return changeTitle(item->change);
        case Loc:
            return item->loc;
        case Fields:
            return SitemapDiff::fieldNames(item->fields).join(u", "_s);
        case OldLastmod:
            return lastmodText(entryAt(m_comparison->older, item->older));
        case NewLastmod:
            return lastmodText(entryAt(m_comparison->newer, item->newer));
        case ColumnCount:
            break;
        }
        break;
    case Qt::ForegroundRole:
        if (index.column() != Change)
            break;
        // Chosen for the palette in use, so that they read on light and dark themes alike.
        switch (item->change) {
        case SitemapDiff::Change::Added:
            return QBrush(
                ThemeColours::text(ThemeColours::Meaning::Added, QGuiApplication::palette()));
        case SitemapDiff::Change::Removed:
            return QBrush(
                ThemeColours::text(ThemeColours::Meaning::Removed, QGuiApplication::palette()));
        case SitemapDiff::Change::Changed:
            return QBrush(
                ThemeColours::text(ThemeColours::Meaning::Changed, QGuiApplication::palette()));
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == Fields && item->change == SitemapDiff::Change::Changed)
            return fieldsToolTip(*item);
        if (index.column() == Loc)
            return item->loc;
        break;
    default:
        break;
    }
    return {};
}

QVariant DiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Change:
        return tr("Change");
    case Loc:
        return tr("URL");
    case Fields:
        return tr("Changed fields");
    case OldLastmod:
        return tr("Old lastmod");
    case NewLastmod:
        return tr("New lastmod");
    case ColumnCount:
        break;
    }
    return {};
}

QString DiffModel::fieldsToolTip(const SitemapDiff::Item &item) const
{
    const UrlEntry *older = entryAt(m_comparison->older, item.older);
    const UrlEntry *newer = entryAt(m_comparison->newer, item.newer);
    if (!older || !newer)
        return {};
    auto orNone = [](const QString &text) {
        return text.isEmpty() ? tr("(none)") : text;
    };
    auto line = [](SitemapDiff::Field field, const QString &from, const QString &to) {
        return tr("%1: %2 → %3").arg(SitemapDiff::fieldName(field), from, to);
    };
    auto counted = [&line](SitemapDiff::Field field, qsizetype from, qsizetype to) {
        return from == to ? tr("%1: %2, edited").arg(SitemapDiff::fieldName(field)).arg(to)
                          : line(field, QString::number(from), QString::number(to));
    };
    QStringList lines;
    if (item.fields & SitemapDiff::Loc)
        lines.append(line(SitemapDiff::Loc, older->loc(), newer->loc()));
    if (item.fields & SitemapDiff::Lastmod)
        lines.append(line(SitemapDiff::Lastmod, orNone(older->lastmod().toString()),
                          orNone(newer->lastmod().toString())));
    if (item.fields & SitemapDiff::Changefreq)
        lines.append(line(SitemapDiff::Changefreq, orNone(older->changefreqText()),
                          orNone(newer->changefreqText())));
    if (item.fields & SitemapDiff::Priority)
        lines.append(line(SitemapDiff::Priority, orNone(older->priorityText()),
                          orNone(newer->priorityText())));
    if (item.fields & SitemapDiff::Images)
        lines.append(counted(SitemapDiff::Images, older->images().size(), newer->images().size()));
    if (item.fields & SitemapDiff::Videos)
        lines.append(counted(SitemapDiff::Videos, older->videos().size(), newer->videos().size()));
    if (item.fields & SitemapDiff::News)
        lines.append(counted(SitemapDiff::News, older->news().size(), newer->news().size()));
    if (item.fields & SitemapDiff::Alternates)
        lines.append(counted(SitemapDiff::Alternates, older->alternates().size(),
                             newer->alternates().size()));
    return lines.join(u'\n');
}

} // namespace Studio
