#include "rulecataloguedialog.h"

#include "model/rule.h"
#include "models/findingsmodel.h"

#include <QDialogButtonBox>
#include <QLineEdit>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// Whether each of `words` is in the rule's id, title, severity, help or fix (in the window's
// language, and English for the id and words a user copied from elsewhere).
bool matches(const Rule &rule, const QStringList &words)
{
    const QString text = QStringList { QString(rule.id), rule.translatedTitle(),
                                       QString::fromUtf8(rule.title),
                                       FindingsModel::severityText(rule.severity),
                                       rule.translatedHelp(),
                                       rule.hasFix() ? rule.translatedFix() : QString() }
                             .join(u'\n');
    for (const QString &word : words)
        if (!text.contains(word, Qt::CaseInsensitive))
            return false;
    return true;
}

} // namespace

RuleCatalogueDialog::RuleCatalogueDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"rulesDialog"_s);
    setWindowTitle(tr("Rule Catalogue"));
    auto *layout = new QVBoxLayout(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(u"rulesSearch"_s);
    m_search->setClearButtonEnabled(true);
    m_search->setPlaceholderText(tr("Search the rules: an id such as SM407, or words"));
    m_search->setAccessibleName(tr("Search the rules"));
    layout->addWidget(m_search);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(u"rulesBrowser"_s);
    layout->addWidget(m_browser);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_search, &QLineEdit::textChanged, this, &RuleCatalogueDialog::fill);
    // The arrows and Page Down from the search field move through what it found.
    connect(m_search, &QLineEdit::returnPressed, m_browser, qOverload<>(&QWidget::setFocus));
    fill(QString());
    resize(720, 640);
}

void RuleCatalogueDialog::setSearch(const QString &text)
{
    m_search->setText(text);
}

void RuleCatalogueDialog::fill(const QString &text)
{
    // The catalogue the checker, the CLI and the docs share, as one page.
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    QString html = u"<h2>%1</h2>"_s.arg(tr("Rule catalogue").toHtmlEscaped());
    int shown = 0;
    for (const Rule &each : RuleCatalogue::rules()) {
        if (!matches(each, words))
            continue;
        ++shown;
        html += u"<h3><a name=\"%1\"></a>%1 %2</h3><p><i>%3</i></p><p>%4</p>"_s.arg(
            QString(each.id), each.translatedTitle().toHtmlEscaped(),
            FindingsModel::severityText(each.severity).toHtmlEscaped(),
            each.translatedHelp().toHtmlEscaped());
        if (each.hasFix())
            html += u"<p>%1</p>"_s.arg(tr("Fix: %1").arg(each.translatedFix()).toHtmlEscaped());
    }
    if (shown == 0)
        html += u"<p>%1</p>"_s.arg(tr("No rule matches “%1”.").arg(text.trimmed()).toHtmlEscaped());
    m_browser->setHtml(html);
}

void RuleCatalogueDialog::showRule(const QString &rule)
{
    if (rule.isEmpty()) {
        m_browser->verticalScrollBar()->setValue(0);
        return;
    }
    if (m_browser->document()->find(rule + u' ').isNull())
        m_search->clear(); // the search hid it
    m_browser->scrollToAnchor(rule);
}

} // namespace Studio
