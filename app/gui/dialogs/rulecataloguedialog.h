#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace Studio {

// Help → Rule Catalogue: every rule the checker applies with its severity, help and fix, as
// one page ("rulesBrowser"), and a search field above it ("rulesSearch") that keeps the rules
// whose id, title, help or fix holds every word typed. The window keeps one and shows it again
// (objectName "rulesDialog").
class RuleCatalogueDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RuleCatalogueDialog(QWidget *parent = nullptr);

    // Shows the rules that match `text` (all when it is empty); "No rule matches" when none.
    void setSearch(const QString &text);
    // Scrolls to `rule` (the top when empty), clearing a search that hides it.
    void showRule(const QString &rule);
    QTextBrowser *browser() const { return m_browser; }

private:
    void fill(const QString &text);

    QLineEdit *m_search;
    QTextBrowser *m_browser;
};

} // namespace Studio
