#include "setfieldsdialog.h"

#include "widgets/datetimefield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace Studio {

UrlEntry FieldChanges::applied(UrlEntry entry) const
{
    if (changefreq)
        entry.setChangefreq(*changefreq);
    if (priority)
        entry.setPriority(*priority);
    if (lastmod)
        entry.setLastmod(*lastmod);
    entry.squeeze();
    return entry;
}

SetFieldsDialog::SetFieldsDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("setFieldsDialog"));
    setWindowTitle(tr("Set Fields"));
    auto *layout = new QVBoxLayout(this);
    auto *grid = new QGridLayout;
    m_setChangefreq = new QCheckBox(tr("&Change frequency:"), this);
    m_setChangefreq->setObjectName(QStringLiteral("setChangefreqCheck"));
    m_changefreq = new QComboBox(this);
    m_changefreq->setObjectName(QStringLiteral("setChangefreqCombo"));
    m_changefreq->setAccessibleName(tr("Change frequency"));
    for (int f = int(ChangeFreq::Always); f <= int(ChangeFreq::Never); ++f)
        m_changefreq->addItem(UrlEntry::changefreqName(ChangeFreq(f)), f);
    m_changefreq->addItem(tr("(remove)"), int(ChangeFreq::None));
    m_changefreq->setCurrentIndex(int(ChangeFreq::Weekly) - 1);
    m_setPriority = new QCheckBox(tr("&Priority:"), this);
    m_setPriority->setObjectName(QStringLiteral("setPriorityCheck"));
    m_priority = new QDoubleSpinBox(this);
    m_priority->setObjectName(QStringLiteral("setPrioritySpin"));
    m_priority->setAccessibleName(tr("Priority"));
    // One step below 0.0 stands for "remove".
    m_priority->setRange(-0.1, 1.0);
    m_priority->setSingleStep(0.1);
    m_priority->setDecimals(1);
    m_priority->setSpecialValueText(tr("(remove)"));
    m_priority->setValue(0.5);
    m_setLastmod = new QCheckBox(tr("&Last modified:"), this);
    m_setLastmod->setObjectName(QStringLiteral("setLastmodCheck"));
    m_lastmodMode = new QComboBox(this);
    m_lastmodMode->setObjectName(QStringLiteral("setLastmodMode"));
    m_lastmodMode->setAccessibleName(tr("Last modified"));
    m_lastmodMode->addItem(tr("Set to"));
    m_lastmodMode->addItem(tr("Remove"));
    m_lastmod = new DateTimeField(this);
    m_lastmod->setObjectName(QStringLiteral("setLastmodField"));
    auto *lastmodRow = new QHBoxLayout;
    lastmodRow->addWidget(m_lastmodMode);
    lastmodRow->addWidget(m_lastmod, 1);
    grid->addWidget(m_setChangefreq, 0, 0);
    grid->addWidget(m_changefreq, 0, 1);
    grid->addWidget(m_setPriority, 1, 0);
    grid->addWidget(m_priority, 1, 1);
    grid->addWidget(m_setLastmod, 2, 0);
    grid->addLayout(lastmodRow, 2, 1);
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);

    auto *scope = new QGroupBox(tr("Apply to"), this);
    auto *scopeLayout = new QVBoxLayout(scope);
    m_selection = new QRadioButton(scope);
    m_selection->setObjectName(QStringLiteral("scopeSelection"));
    m_shown = new QRadioButton(scope);
    m_shown->setObjectName(QStringLiteral("scopeShown"));
    scopeLayout->addWidget(m_selection);
    scopeLayout->addWidget(m_shown);
    layout->addWidget(scope);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("setFieldsResult"));
    m_result->setWordWrap(true);
    layout->addWidget(m_result);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::ApplyRole);
    m_apply->setObjectName(QStringLiteral("setFieldsApply"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_apply, &QPushButton::clicked, this, &SetFieldsDialog::applyRequested);
    for (QCheckBox *check : { m_setChangefreq, m_setPriority, m_setLastmod })
        connect(check, &QCheckBox::toggled, this, &SetFieldsDialog::updateState);
    connect(m_lastmodMode, &QComboBox::currentIndexChanged, this, &SetFieldsDialog::updateState);
    setScope(0, 0);
    updateState();
}

void SetFieldsDialog::updateState()
{
    m_changefreq->setEnabled(m_setChangefreq->isChecked());
    m_priority->setEnabled(m_setPriority->isChecked());
    m_lastmodMode->setEnabled(m_setLastmod->isChecked());
    m_lastmod->setEnabled(m_setLastmod->isChecked() && m_lastmodMode->currentIndex() == 0);
    m_apply->setEnabled(!changes().isEmpty());
}

FieldChanges SetFieldsDialog::changes() const
{
    FieldChanges changes;
    if (m_setChangefreq->isChecked())
        changes.changefreq = ChangeFreq(m_changefreq->currentData().toInt());
    if (m_setPriority->isChecked())
        changes.priority = m_priority->value() < 0 ? -1.0 : m_priority->value();
    if (m_setLastmod->isChecked())
        changes.lastmod = m_lastmodMode->currentIndex() == 0 ? m_lastmod->value() : W3cDateTime();
    return changes;
}

bool SetFieldsDialog::selectionOnly() const
{
    return m_selection->isChecked();
}

void SetFieldsDialog::setScope(int selected, int shown)
{
    m_selection->setText(tr("The &selected entries (%1)").arg(selected));
    m_shown->setText(tr("Every entry the table s&hows (%1)").arg(shown));
    m_selection->setEnabled(selected > 0);
    (selected > 1 ? m_selection : m_shown)->setChecked(true);
}

void SetFieldsDialog::showResult(const QString &text)
{
    m_result->setText(text);
}

} // namespace Studio
