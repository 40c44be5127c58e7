#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace Studio {

// Find and replace in URLs, plain or with a regular expression (captures as \1 … \9): moving
// to https, a domain move, a path rename. Collects the request; MainWindow carries it out as
// one undo step and the dialog shows how many URLs changed.
class ReplaceDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ReplaceDialog(QWidget *parent = nullptr);

    QString pattern() const;
    QString replacement() const;
    bool isRegularExpression() const;
    bool selectionOnly() const;
    void setSelectionAvailable(bool available);
    void showResult(const QString &text);

signals:
    void replaceAllRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void validate();

    QLineEdit *m_find;
    QLineEdit *m_replace;
    QCheckBox *m_regex;
    QCheckBox *m_selection;
    QLabel *m_result;
    QPushButton *m_replaceAll;
};

} // namespace Studio
