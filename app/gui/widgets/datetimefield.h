#pragma once

#include "util/w3cdatetime.h"

#include <QWidget>

class QComboBox;
class QDateTimeEdit;

namespace Studio {

// Picks a W3C Datetime the way the protocol wants it written: a calendar date and time, how
// much of it to write (the date alone, or with minutes or seconds), and the time zone (UTC or
// the computer's offset), so that the result always carries a zone designator.
class DateTimeField : public QWidget
{
    Q_OBJECT

public:
    explicit DateTimeField(QWidget *parent = nullptr);

    W3cDateTime value() const;
    // Shows `value` (the current time when it is not valid).
    void setValue(const W3cDateTime &value);

signals:
    void valueChanged();

private:
    void updateFormat();

    QDateTimeEdit *m_edit;
    QComboBox *m_precision;
    QComboBox *m_zone;
};

} // namespace Studio
