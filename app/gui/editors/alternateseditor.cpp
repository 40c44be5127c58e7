#include "alternateseditor.h"

#include "commands/replaceentries.h"
#include "commands/replaceentry.h"
#include "document/editordocument.h"
#include "util/url.h"
#include "widgets/accessibility.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <set>

namespace Studio {

namespace {

// Language and language-region codes as BCP 47 writes them (en, en-GB, zh-Hant-TW), from the
// locales Qt knows, plus x-default.
QStringList hreflangCodes()
{
    std::set<QString> codes;
    const QList<QLocale> locales
        = QLocale::matchingLocales(QLocale::AnyLanguage, QLocale::AnyScript, QLocale::AnyTerritory);
    for (const QLocale &locale : locales) {
        const QString name = locale.bcp47Name();
        if (name.size() >= 2 && name != u"C")
            codes.insert(name);
    }
    QStringList list(codes.cbegin(), codes.cend());
    list.prepend(QStringLiteral("x-default"));
    return list;
}

bool isLanguageLink(const Alternate &a)
{
    return a.isLanguageAlternate();
}

} // namespace

AlternatesEditor::AlternatesEditor(EditorDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("alternateEditor"));
    auto *layout = new QVBoxLayout(this);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("alternateTable"));
    m_table->setAccessibleName(tr("Alternates of the entry"));
    // Tab goes on to the picker and the buttons; the arrows move between the cells.
    m_table->setTabKeyNavigation(false);
    m_table->setHorizontalHeaderLabels({ tr("hreflang"), tr("URL"), tr("rel") });
    // The columns' rules, on their headers and on every cell (refresh()).
    for (int column = 0; column < ColumnCount; ++column)
        m_table->horizontalHeaderItem(column)->setToolTip(columnToolTip(column));
    m_table->horizontalHeader()->setSectionResizeMode(Href, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_table, 1);

    auto *bar = new QHBoxLayout;
    m_picker = new QComboBox(this);
    m_picker->setObjectName(QStringLiteral("hreflangPicker"));
    m_picker->setEditable(true);
    m_picker->addItems(hreflangCodes());
    m_picker->setCurrentText(QLocale().bcp47Name());
    m_picker->setToolTip(tr("Language, or language and region (ISO 639-1, ISO 3166-1), of the "
                            "alternate to add; x-default for the fallback page"));
    m_picker->setAccessibleName(tr("Language of the alternate to add"));
    // "A&dd": Alt+A is the Alternates tab's.
    m_add = new QPushButton(tr("A&dd"), this);
    m_add->setObjectName(QStringLiteral("alternateAddButton"));
    m_remove = new QPushButton(tr("&Remove"), this);
    m_remove->setObjectName(QStringLiteral("alternateRemoveButton"));
    m_reciprocal = new QPushButton(tr("Add re&ciprocal links"), this);
    m_reciprocal->setObjectName(QStringLiteral("reciprocalButton"));
    m_reciprocal->setToolTip(tr("Give every other URL of this set that is in the workspace the "
                                "same language links, so that each links back (one undo step)"));
    bar->addWidget(m_picker, 1);
    bar->addWidget(m_add);
    bar->addWidget(m_remove);
    layout->addLayout(bar);
    layout->addWidget(m_reciprocal);

    connect(m_table, &QTableWidget::cellChanged, this, &AlternatesEditor::editCell);
    connect(m_add, &QPushButton::clicked, this, [this] {
        if (!m_document->isValid(m_ref))
            return;
        UrlEntry changed = m_document->entry(m_ref);
        Alternate link;
        link.rel = QStringLiteral("alternate");
        link.hreflang = m_picker->currentText().trimmed();
        // The page's own URL is the likeliest start: every page lists itself.
        const bool hasSelf
            = std::any_of(changed.alternates().cbegin(), changed.alternates().cend(),
                          [&changed](const Alternate &a) { return a.href == changed.loc(); });
        link.href = hasSelf ? QString() : changed.loc();
        changed.mutableAlternates().append(link);
        m_document->undoStack()->push(
            new ReplaceEntry(m_document, m_ref, changed,
                             tr("Add hreflang %1 to %2").arg(link.hreflang, changed.loc())));
        m_table->setCurrentCell(m_table->rowCount() - 1, Href);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (!m_document->isValid(m_ref) || row < 0)
            return;
        UrlEntry changed = m_document->entry(m_ref);
        if (row >= changed.alternates().size())
            return;
        changed.mutableAlternates().removeAt(row);
        changed.squeeze();
        m_document->undoStack()->push(new ReplaceEntry(
            m_document, m_ref, changed, tr("Remove an alternate of %1").arg(changed.loc())));
    });
    connect(m_reciprocal, &QPushButton::clicked, this, &AlternatesEditor::addReciprocalLinks);
    connect(document, &EditorDocument::entryChanged, this, [this](const EntryRef &ref) {
        if (ref == m_ref)
            refresh();
    });
    connect(document, &EditorDocument::entriesChanged, this, &AlternatesEditor::refresh);
    connect(document, &EditorDocument::reset, this, [this] { setEntry(EntryRef { 0, -1 }); });
    setEntry(EntryRef { 0, -1 });
}

QString AlternatesEditor::columnToolTip(int column)
{
    using Accessibility::withRules;
    switch (column) {
    case Hreflang:
        return withRules(
            tr("The alternate page's language: an ISO 639-1 code, with an ISO "
               "3166-1 region if needed (en, en-GB, de-AT); x-default for the page "
               "shown when no language matches (Google)."),
            { RuleId::InvalidHreflang, RuleId::HreflangDuplicate, RuleId::HreflangNoXDefault });
    case Href:
        return withRules(
            tr("The alternate page's absolute URL. Each page of the set lists every "
               "page of it, itself included, and each one links back."),
            { RuleId::InvalidUrl, RuleId::HreflangMissingSelf, RuleId::HreflangNoReturnLink });
    case Rel:
        return tr("alternate for a language version of the page; other values are kept as "
                  "found.");
    default:
        return {};
    }
}

void AlternatesEditor::setEntry(const EntryRef &ref)
{
    m_ref = ref;
    refresh();
}

void AlternatesEditor::refresh()
{
    m_refreshing = true;
    const bool valid = m_document->isValid(m_ref);
    setEnabled(valid);
    const QList<Alternate> none;
    const QList<Alternate> &alternates = valid ? m_document->entry(m_ref).alternates() : none;
    if (m_table->rowCount() != alternates.size())
        m_table->setRowCount(int(alternates.size()));
    for (int row = 0; row < alternates.size(); ++row) {
        const Alternate &a = alternates.at(row);
        const QString texts[] = { a.hreflang, a.href, a.rel };
        for (int column = 0; column < ColumnCount; ++column) {
            QTableWidgetItem *item = m_table->item(row, column);
            if (!item) {
                item = new QTableWidgetItem;
                item->setToolTip(columnToolTip(column));
                m_table->setItem(row, column, item);
            }
            if (item->text() != texts[column])
                item->setText(texts[column]);
        }
    }
    m_remove->setEnabled(!alternates.isEmpty());
    m_reciprocal->setEnabled(std::any_of(alternates.cbegin(), alternates.cend(), isLanguageLink));
    m_refreshing = false;
}

void AlternatesEditor::editCell(int row, int column)
{
    if (m_refreshing || !m_document->isValid(m_ref))
        return;
    UrlEntry changed = m_document->entry(m_ref);
    if (row >= changed.alternates().size())
        return;
    Alternate &a = changed.mutableAlternates()[row];
    const QString text = m_table->item(row, column)->text().trimmed();
    QString *field = column == Hreflang ? &a.hreflang : column == Href ? &a.href : &a.rel;
    if (*field == text)
        return;
    *field = text;
    m_document->undoStack()->push(new ReplaceEntry(
        m_document, m_ref, changed, tr("Edit an alternate of %1").arg(changed.loc()),
        QStringLiteral("alternate[%1].%2").arg(row).arg(column)));
}

int AlternatesEditor::addReciprocalLinks()
{
    if (!m_document->isValid(m_ref))
        return 0;
    const QList<Alternate> &set = m_document->entry(m_ref).alternates();
    QList<Alternate> links;
    for (const Alternate &a : set)
        if (isLanguageLink(a))
            links.append(a);
    // The set's pages that are entries of the workspace.
    QHash<QByteArray, EntryRef> members;
    for (const Alternate &a : std::as_const(links))
        members.insert(Url::normalized(a.href.toUtf8()), EntryRef { 0, -1 });
    const Workspace &workspace = m_document->workspace();
    for (qint32 s = 0; s < workspace.sitemaps.size(); ++s) {
        if (workspace.sitemaps.at(s).isIndex())
            continue;
        const QList<UrlEntry> &entries = workspace.sitemaps.at(s).entries;
        for (qsizetype e = 0; e < entries.size(); ++e) {
            const PooledView loc = entries.at(e).locView();
            const auto it = members.find(Url::normalized(loc));
            if (it != members.end() && it->entry < 0)
                *it = EntryRef { s, e };
        }
    }
    // `entry` with the set's links it lacks (by hreflang code); `added` says whether any.
    auto completed = [&links](UrlEntry entry, bool *added) {
        for (const Alternate &link : std::as_const(links)) {
            const bool present = std::any_of(
                entry.alternates().cbegin(), entry.alternates().cend(),
                [&link](const Alternate &a) {
                    return a.hreflang.compare(link.hreflang, Qt::CaseInsensitive) == 0;
                });
            if (!present) {
                Alternate copy = link;
                copy.otherAttributes.clear();
                entry.mutableAlternates().append(copy);
                *added = true;
            }
        }
        return entry;
    };
    QList<EntryRef> refs;
    for (const EntryRef &member : std::as_const(members)) {
        bool added = false;
        if (member.entry >= 0 && member != m_ref)
            completed(m_document->entry(member), &added);
        if (added)
            refs.append(member);
    }
    if (refs.isEmpty())
        return 0;
    std::sort(refs.begin(), refs.end(), [](const EntryRef &a, const EntryRef &b) {
        return a.sitemap != b.sitemap ? a.sitemap < b.sitemap : a.entry < b.entry;
    });
    QList<UrlEntry> after;
    for (const EntryRef &ref : std::as_const(refs)) {
        bool added = false;
        after.append(completed(m_document->entry(ref), &added));
    }
    const int count = int(refs.size());
    m_document->undoStack()->push(new ReplaceEntries(
        m_document, refs, after,
        tr("Add reciprocal hreflang links to %Ln URLs", nullptr, count)));
    return count;
}

} // namespace Studio
