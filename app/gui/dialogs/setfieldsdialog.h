#pragma once

#include "model/urlentry.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QRadioButton;

namespace Studio {

class DateTimeField;

// The fields a bulk edit sets on every entry of its scope; a field left out is kept.
struct FieldChanges
{
    std::optional<ChangeFreq> changefreq; // ChangeFreq::None removes it
    std::optional<double> priority; // -1 removes it
    std::optional<W3cDateTime> lastmod; // a null value removes it

    bool isEmpty() const { return !changefreq && !priority && !lastmod; }
    // `entry` with the changes applied.
    UrlEntry applied(UrlEntry entry) const;
};

// Sets change frequency, priority or last modification on the selected entries, or on every
// entry the table shows. Collects the request; MainWindow carries it out as one undo step and
// the dialog shows how many entries changed.
class SetFieldsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SetFieldsDialog(QWidget *parent = nullptr);

    FieldChanges changes() const;
    bool selectionOnly() const;
    void setScope(int selected, int shown);
    void showResult(const QString &text);

signals:
    void applyRequested();

private:
    void updateState();

    QCheckBox *m_setChangefreq;
    QComboBox *m_changefreq;
    QCheckBox *m_setPriority;
    QDoubleSpinBox *m_priority;
    QCheckBox *m_setLastmod;
    QComboBox *m_lastmodMode;
    DateTimeField *m_lastmod;
    QRadioButton *m_selection;
    QRadioButton *m_shown;
    QLabel *m_result;
    QPushButton *m_apply;
};

} // namespace Studio
