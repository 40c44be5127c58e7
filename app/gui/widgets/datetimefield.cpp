#include "datetimefield.h"

#include <QComboBox>
#include <QDateTimeEdit>
#include <QHBoxLayout>
#include <QTimeZone>

namespace Studio {

namespace {

enum Zone { Utc, Local };

} // namespace

DateTimeField::DateTimeField(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("dateTimeField"));
    setAccessibleName(tr("Date and time"));
    setAccessibleDescription(tr("A W3C Datetime: the date and time, how much of it is written, "
                                "and its time zone"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_edit = new QDateTimeEdit(this);
    m_edit->setObjectName(QStringLiteral("dateTimeEdit"));
    m_edit->setCalendarPopup(true);
    m_edit->setAccessibleName(tr("Date and time"));
    m_edit->setToolTip(tr("The date, and the time in the chosen zone; Alt+Down opens a "
                          "calendar"));
    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("dateTimePrecision"));
    m_precision->setAccessibleName(tr("Precision"));
    m_precision->addItem(tr("Date"), int(W3cDateTime::Precision::Day));
    m_precision->addItem(tr("Date and time"), int(W3cDateTime::Precision::Minutes));
    m_precision->addItem(tr("Date and time with seconds"), int(W3cDateTime::Precision::Seconds));
    m_precision->setCurrentIndex(2);
    m_precision->setToolTip(tr("How much of the value is written: Google reads the date alone "
                               "or a date and time with a time zone."));
    m_zone = new QComboBox(this);
    m_zone->setObjectName(QStringLiteral("dateTimeZone"));
    m_zone->setAccessibleName(tr("Time zone"));
    m_zone->addItem(tr("UTC"), Utc);
    const QString offset = QDateTime::currentDateTime().timeZoneAbbreviation();
    m_zone->addItem(tr("Local time (%1)").arg(offset), Local);
    m_zone->setToolTip(tr("A time is always written with its zone (Z or +hh:mm): without one "
                          "the value is not W3C Datetime."));
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_precision);
    layout->addWidget(m_zone);
    setFocusProxy(m_edit);
    connect(m_precision, &QComboBox::currentIndexChanged, this, [this] {
        updateFormat();
        emit valueChanged();
    });
    connect(m_zone, &QComboBox::currentIndexChanged, this, &DateTimeField::valueChanged);
    connect(m_edit, &QDateTimeEdit::dateTimeChanged, this, &DateTimeField::valueChanged);
    setValue({});
}

void DateTimeField::updateFormat()
{
    const auto precision = W3cDateTime::Precision(m_precision->currentData().toInt());
    m_edit->setDisplayFormat(precision == W3cDateTime::Precision::Day ? QStringLiteral("yyyy-MM-dd")
                                 : precision == W3cDateTime::Precision::Minutes
                                 ? QStringLiteral("yyyy-MM-dd HH:mm")
                                 : QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    m_zone->setEnabled(precision != W3cDateTime::Precision::Day);
}

W3cDateTime DateTimeField::value() const
{
    const auto precision = W3cDateTime::Precision(m_precision->currentData().toInt());
    // The edit shows wall-clock time in the chosen zone.
    const QDateTime shown = m_edit->dateTime();
    QDateTime at(shown.date(), shown.time(),
                 m_zone->currentData().toInt() == Utc ? Qt::UTC : Qt::LocalTime);
    if (m_zone->currentData().toInt() == Local)
        at = at.toOffsetFromUtc(at.offsetFromUtc());
    return W3cDateTime::fromDateTime(at, precision);
}

void DateTimeField::setValue(const W3cDateTime &value)
{
    QDateTime at = value.isValid() ? value.toDateTime() : QDateTime::currentDateTimeUtc();
    const bool utc = at.offsetFromUtc() == 0;
    m_zone->setCurrentIndex(utc ? 0 : 1);
    if (!utc)
        at = at.toLocalTime();
    const W3cDateTime::Precision precision
        = value.isValid() ? value.precision() : W3cDateTime::Precision::Seconds;
    m_precision->setCurrentIndex(precision <= W3cDateTime::Precision::Day           ? 0
                                     : precision == W3cDateTime::Precision::Minutes ? 1
                                                                                    : 2);
    updateFormat();
    m_edit->setDateTime(QDateTime(at.date(), at.time().isValid() ? at.time() : QTime(0, 0)));
}

} // namespace Studio
