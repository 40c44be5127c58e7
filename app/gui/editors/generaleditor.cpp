#include "generaleditor.h"

#include "commands/replaceentry.h"
#include "document/editordocument.h"
#include "widgets/accessibility.h"
#include "widgets/datetimefield.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

GeneralEditor::GeneralEditor(EditorDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("generalEditor"));
    using Accessibility::withRules;
    auto *form = new QFormLayout(this);
    // In a narrow panel a field goes under its label rather than shrink out of reading.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form = form;
    m_loc = new QLineEdit(this);
    m_loc->setObjectName(QStringLiteral("locEdit"));
    m_loc->setToolTip(withRules(
        tr("Required: the page's absolute URL with its scheme (https://), percent-encoded, at "
           "most %1 characters, on the host and below the folder the sitemap is published in "
           "(sitemaps.org).")
            .arg(QLocale().toString(Checker::MaxUrlLength)),
        { RuleId::InvalidUrl, RuleId::UrlTooLong, RuleId::UnescapedCharacters,
          RuleId::UrlNotAllowed }));
    m_lastmod = new QLineEdit(this);
    m_lastmod->setObjectName(QStringLiteral("lastmodEdit"));
    // A whole date at the least, however narrow the panel.
    m_lastmod->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("2024-05-20T18:00")));
    m_lastmod->setToolTip(withRules(
        tr("When the page last changed significantly, in W3C Datetime: a date, or a date and "
           "time with a time zone (Z or +hh:mm). Search engines use it when it is kept "
           "accurate."),
        { RuleId::InvalidDate, RuleId::DateWithoutTimeZone, RuleId::LastmodInFuture }));
    // Pick before Now, as they stand in the row, so that Tab meets them in that order.
    auto *pick = new QToolButton(this);
    pick->setObjectName(QStringLiteral("lastmodPickButton"));
    pick->setText(tr("Pic&k…"));
    pick->setToolTip(tr("Choose a date and time on a calendar; it is written in W3C Datetime "
                        "with a time zone"));
    auto *now = new QToolButton(this);
    now->setObjectName(QStringLiteral("lastmodNowButton"));
    now->setText(tr("No&w"));
    now->setToolTip(tr("Set the last modification to the current time, in UTC"));
    auto *lastmodRow = new QHBoxLayout;
    lastmodRow->addWidget(m_lastmod, 1);
    lastmodRow->addWidget(pick);
    lastmodRow->addWidget(now);
    m_changefreq = new QComboBox(this);
    m_changefreq->setObjectName(QStringLiteral("changefreqCombo"));
    m_changefreq->setEditable(true);
    m_changefreq->addItem(QString());
    for (int f = int(ChangeFreq::Always); f <= int(ChangeFreq::Never); ++f)
        m_changefreq->addItem(UrlEntry::changefreqName(ChangeFreq(f)));
    m_changefreq->setToolTip(withRules(tr("How often the page is likely to change: always, "
                                          "hourly, daily, weekly, monthly, yearly or never "
                                          "(sitemaps.org). Search engines treat it as a hint "
                                          "at most."),
                                       { RuleId::InvalidChangefreq }));
    m_priority = new QLineEdit(this);
    m_priority->setObjectName(QStringLiteral("priorityEdit"));
    m_priority->setToolTip(withRules(tr("From 0.0 to 1.0, the URL's importance relative to the "
                                        "site's other URLs (sitemaps.org). Search engines may "
                                        "ignore it."),
                                     { RuleId::InvalidPriority }));
    m_findings = new QLabel(this);
    m_findings->setObjectName(QStringLiteral("entryFindings"));
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::PlainText);
    m_locLabel = new QLabel(tr("&URL:"), this);
    m_locLabel->setBuddy(m_loc);
    form->addRow(m_locLabel, m_loc);
    auto *lastmodLabel = new QLabel(tr("&Last modified:"), this);
    lastmodLabel->setBuddy(m_lastmod);
    form->addRow(lastmodLabel, lastmodRow);
    form->addRow(tr("&Change frequency:"), m_changefreq);
    form->addRow(tr("&Priority:"), m_priority);
    form->addRow(m_findings);

    connect(m_loc, &QLineEdit::textEdited, this, [this](const QString &text) {
        UrlEntry changed = m_document->entry(m_ref);
        changed.setLoc(text.trimmed());
        edit(QStringLiteral("loc"), changed);
    });
    connect(m_lastmod, &QLineEdit::textEdited, this, [this](const QString &text) {
        UrlEntry changed = m_document->entry(m_ref);
        changed.setLastmod(W3cDateTime::fromString(text));
        edit(QStringLiteral("lastmod"), changed);
    });
    connect(now, &QToolButton::clicked, this, [this] {
        if (!m_document->isValid(m_ref))
            return;
        UrlEntry changed = m_document->entry(m_ref);
        changed.setLastmod(W3cDateTime::fromDateTime(QDateTime::currentDateTimeUtc(),
                                                     W3cDateTime::Precision::Seconds));
        edit(QString(), changed);
    });
    connect(pick, &QToolButton::clicked, this, &GeneralEditor::pickLastmod);
    connect(m_changefreq, &QComboBox::currentTextChanged, this, [this](const QString &text) {
        if (m_refreshing || !m_document->isValid(m_ref) || isIndexEntry())
            return;
        UrlEntry changed = m_document->entry(m_ref);
        changed.setChangefreqText(text);
        edit(QStringLiteral("changefreq"), changed);
    });
    connect(m_priority, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (!m_document->isValid(m_ref) || isIndexEntry())
            return;
        UrlEntry changed = m_document->entry(m_ref);
        changed.setPriorityText(text);
        edit(QStringLiteral("priority"), changed);
    });
    connect(document, &EditorDocument::entryChanged, this, [this](const EntryRef &ref) {
        if (ref == m_ref)
            refresh();
    });
    connect(document, &EditorDocument::reset, this, [this] { setEntry(EntryRef { 0, -1 }); });
    setEntry(EntryRef { 0, -1 });
}

void GeneralEditor::pickLastmod()
{
    if (!m_document->isValid(m_ref))
        return;
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("lastmodDialog"));
    dialog->setWindowTitle(tr("Last Modified"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(dialog);
    auto *field = new DateTimeField(dialog);
    field->setValue(m_document->entry(m_ref).lastmod());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    layout->addWidget(field);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    // The entry is the one shown when the dialog was opened, whatever the table shows since.
    connect(dialog, &QDialog::accepted, this, [this, field, ref = m_ref] {
        if (!m_document->isValid(ref))
            return;
        UrlEntry changed = m_document->entry(ref);
        changed.setLastmod(field->value());
        if (changed == m_document->entry(ref))
            return;
        m_document->undoStack()->push(new ReplaceEntry(
            m_document, ref, changed, tr("Set last modification of %1").arg(changed.loc())));
    });
    dialog->open();
}

void GeneralEditor::setEntry(const EntryRef &ref)
{
    m_ref = ref;
    refresh();
}

void GeneralEditor::edit(const QString &field, const UrlEntry &changed)
{
    if (!m_document->isValid(m_ref) || changed == m_document->entry(m_ref))
        return;
    m_document->undoStack()->push(new ReplaceEntry(
        m_document, m_ref, changed,
        field.isEmpty() ? tr("Set last modification to now")
                        : tr("Edit %1 of %2").arg(field, m_document->entry(m_ref).loc()),
        field));
}

bool GeneralEditor::isIndexEntry() const
{
    return m_document->isValid(m_ref)
        && m_document->workspace().sitemaps.at(m_ref.sitemap).isIndex();
}

void GeneralEditor::refresh()
{
    const bool valid = m_document->isValid(m_ref);
    setEnabled(valid);
    // A <sitemap> of an index has a location and a date, nothing more (sitemaps.org): the
    // form offers no field the file may not hold.
    const bool index = isIndexEntry();
    m_form->setRowVisible(m_changefreq, !index);
    m_form->setRowVisible(m_priority, !index);
    m_locLabel->setText(index ? tr("&Sitemap:") : tr("&URL:"));
    // An empty field says it is empty, in words; a greyed sample value read as data. With no
    // entry there is nothing to say.
    m_lastmod->setPlaceholderText(valid ? tr("not set") : QString());
    m_priority->setPlaceholderText(valid ? tr("not set") : QString());
    m_refreshing = true;
    // Fields are only rewritten when they differ, so that the cursor stays where the user types.
    // A value wider than its field shows its start (a URL's host, a date's day), unless the
    // user is typing in it.
    auto set = [](QLineEdit *edit, const QString &text) {
        if (edit->text() == text)
            return;
        edit->setText(text);
        if (!edit->hasFocus())
            edit->setCursorPosition(0);
    };
    if (!valid) {
        set(m_loc, QString());
        set(m_lastmod, QString());
        m_changefreq->setCurrentText(QString());
        set(m_priority, QString());
        m_findings->clear();
        m_refreshing = false;
        return;
    }
    const UrlEntry &entry = m_document->entry(m_ref);
    set(m_loc, entry.loc());
    set(m_lastmod, entry.lastmod().toString());
    if (m_changefreq->currentText() != entry.changefreqText())
        m_changefreq->setCurrentText(entry.changefreqText());
    set(m_priority, entry.priorityText());
    QStringList lines;
    for (const Finding &f : m_document->checker().entryFindings(m_ref.sitemap, m_ref.entry))
        lines.append(f.message);
    m_findings->setText(lines.join(u'\n'));
    m_refreshing = false;
}

void GeneralEditor::focusField(int findingField)
{
    switch (FindingField(findingField)) {
    case FindingField::Lastmod:
        m_lastmod->setFocus();
        break;
    case FindingField::Changefreq:
        m_changefreq->setFocus();
        break;
    case FindingField::Priority:
        m_priority->setFocus();
        break;
    default:
        m_loc->setFocus();
        break;
    }
}

} // namespace Studio
