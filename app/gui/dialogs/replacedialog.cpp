#include "replacedialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace Studio {

ReplaceDialog::ReplaceDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("replaceDialog"));
    setWindowTitle(tr("Replace in URLs"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_find = new QLineEdit(this);
    m_find->setObjectName(QStringLiteral("findEdit"));
    m_find->setPlaceholderText(QStringLiteral("http://"));
    m_replace = new QLineEdit(this);
    m_replace->setObjectName(QStringLiteral("replaceEdit"));
    m_replace->setPlaceholderText(QStringLiteral("https://"));
    m_regex = new QCheckBox(tr("Regular e&xpression (\\1 … \\9 in the replacement)"), this);
    m_regex->setObjectName(QStringLiteral("regexCheck"));
    m_selection = new QCheckBox(tr("Selected entries &only"), this);
    m_selection->setObjectName(QStringLiteral("selectionOnlyCheck"));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("replaceResult"));
    m_result->setWordWrap(true);
    form->addRow(tr("&Find:"), m_find);
    form->addRow(tr("Replace &with:"), m_replace);
    layout->addLayout(form);
    layout->addWidget(m_regex);
    layout->addWidget(m_selection);
    layout->addWidget(m_result);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_replaceAll = buttons->addButton(tr("Replace &All"), QDialogButtonBox::ApplyRole);
    m_replaceAll->setObjectName(QStringLiteral("replaceAllButton"));
    m_replaceAll->setEnabled(false);
    // Enter replaces, as in every editor's Replace; Close is for Escape and the mouse, and
    // never takes what was typed away.
    m_replaceAll->setDefault(true);
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_replaceAll, &QPushButton::clicked, this, &ReplaceDialog::replaceAllRequested);
    connect(m_find, &QLineEdit::textChanged, this, &ReplaceDialog::validate);
    connect(m_regex, &QCheckBox::toggled, this, &ReplaceDialog::validate);
}

void ReplaceDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // Each time it opens, the cursor is in Find, its text selected to be typed over.
    m_find->setFocus(Qt::OtherFocusReason);
    m_find->selectAll();
}

QString ReplaceDialog::pattern() const
{
    return m_find->text();
}

QString ReplaceDialog::replacement() const
{
    return m_replace->text();
}

bool ReplaceDialog::isRegularExpression() const
{
    return m_regex->isChecked();
}

bool ReplaceDialog::selectionOnly() const
{
    return m_selection->isChecked() && m_selection->isEnabled();
}

void ReplaceDialog::setSelectionAvailable(bool available)
{
    m_selection->setEnabled(available);
}

void ReplaceDialog::showResult(const QString &text)
{
    m_result->setText(text);
}

void ReplaceDialog::validate()
{
    if (m_find->text().isEmpty()) {
        m_replaceAll->setEnabled(false);
        m_result->clear();
        return;
    }
    if (m_regex->isChecked()) {
        const QRegularExpression expression(m_find->text());
        if (!expression.isValid()) {
            m_replaceAll->setEnabled(false);
            m_result->setText(tr("Not a valid expression at position %1: %2")
                                  .arg(expression.patternErrorOffset() + 1)
                                  .arg(expression.errorString()));
            return;
        }
    }
    m_result->clear();
    m_replaceAll->setEnabled(true);
}

} // namespace Studio
