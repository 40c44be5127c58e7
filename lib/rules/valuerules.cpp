#include "entrycheck.h"
#include "schemarules.h"

namespace Studio {

namespace {

using Id = QLatin1StringView;

// A control character that has no business in any sitemap value: C0 other than tab, LF and
// CR, DEL, C1, and the non-characters U+FFFE and U+FFFF.
qsizetype firstControl(QStringView text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if ((c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r') || (c >= 0x7f && c < 0xa0)
            || c == 0xfffe || c == 0xffff)
            return i;
    }
    return -1;
}

} // namespace

QLatin1StringView Checker::dateProblem(const QString &text, CheckProfile profile)
{
    const W3cDateTime date = W3cDateTime::fromString(text);
    if (date.isNull())
        return {};
    if (!date.isValid())
        return RuleId::InvalidDate;
    const QString written = date.toString();
    if (date.isNonCanonical()) {
        if (written.size() > 10 && written[10] == u' ')
            return RuleId::DateSpaceSeparator;
        const qsizetype sign = qMax(written.lastIndexOf(u'+'), written.lastIndexOf(u'-'));
        if (sign > 10 && written.size() - sign == 5)
            return RuleId::DateOffsetWithoutColon;
    }
    if (date.precision() >= W3cDateTime::Precision::Minutes && !date.hasTimeZone())
        return RuleId::DateWithoutTimeZone;
    // xsd:date or xsd:dateTime, the union of lastmod and of the extensions' dates.
    if (profile == CheckProfile::SchemaStrict && !SchemaRules::isDateOrDateTime(text))
        return RuleId::SchemaDate;
    return {};
}

namespace EntryRules {

void checkDate(const EntryCheck &c, const W3cDateTime &date, FindingField field, qint32 item,
               const QString &what, bool isLastmod)
{
    QList<Finding> &out = c.out;
    if (date.isNull())
        return;
    // The common case, a canonical value with a time zone or a plain date, needs no text.
    const bool plain = date.isValid() && !date.isNonCanonical()
        && (date.precision() <= W3cDateTime::Precision::Day || date.hasTimeZone());
    // The schemas' date union is checked on its own: a value can break W3C Datetime and
    // xsd:date at once ("2024-01-08 10:00"), or only one of them ("2024", "2024-01-08T10:00:00").
    if (c.run.strict() && !SchemaRules::isDateOrDateTime(date.toString()))
        out.append(c.make(RuleId::SchemaDate,
                          Checker::tr("%1 \"%2\" is neither xsd:date nor xsd:dateTime")
                              .arg(what, date.toString()),
                          field, item));
    if (!plain) {
        const QString text = date.toString();
        const Id problem = Checker::dateProblem(text, CheckProfile::SearchEngines);
        if (problem == RuleId::InvalidDate)
            out.append(c.make(problem,
                              Checker::tr("%1 \"%2\" is not a W3C Datetime").arg(what, text), field,
                              item));
        else if (problem == RuleId::DateSpaceSeparator)
            out.append(
                c.make(problem,
                       Checker::tr("%1 \"%2\" separates date and time with a space instead of T")
                           .arg(what, text),
                       field, item));
        else if (problem == RuleId::DateOffsetWithoutColon)
            out.append(c.make(problem,
                              Checker::tr("%1 \"%2\" writes the time zone offset without a colon")
                                  .arg(what, text),
                              field, item));
        else if (problem == RuleId::DateWithoutTimeZone)
            out.append(c.make(
                problem,
                Checker::tr("%1 \"%2\" has a time but no time zone (Z or +hh:mm)").arg(what, text),
                field, item));
        if (!date.isValid())
            return;
    }
    if (!isLastmod)
        return;
    // In the future: later than now anywhere on Earth (UTC+14 for a date alone), with a few
    // minutes for clocks that drift.
    const qint64 tolerance
        = date.precision() <= W3cDateTime::Precision::Day ? 14 * 3600 * 1000LL : 10 * 60 * 1000LL;
    if (date.toMSecsSinceEpoch() > c.run.nowMs + tolerance)
        out.append(c.make(RuleId::LastmodInFuture,
                          Checker::tr("%1 \"%2\" is in the future").arg(what, date.toString()),
                          field, item));
    // Before the first web page (6 August 1991, 00:00 UTC), with the day's time zones: a
    // date the generator did not know.
    constexpr qint64 FirstWebPageMs = 681436800000LL;
    if (date.toMSecsSinceEpoch() < FirstWebPageMs - 14 * 3600 * 1000LL)
        out.append(c.make(RuleId::PlaceholderLastmod,
                          Checker::tr("%1 \"%2\" lies before the web began: a placeholder, not "
                                      "the page's last change")
                              .arg(what, date.toString()),
                          field, item));
}

void checkText(const EntryCheck &c, const QString &text, FindingField field, qint32 item,
               const QString &what)
{
    const qsizetype control = firstControl(text);
    if (control >= 0)
        c.out.append(c.make(
            RuleId::ControlCharacter,
            Checker::tr("%1 contains the control character U+%2 at position %3")
                .arg(what)
                .arg(QString::number(text[control].unicode(), 16).rightJustified(4, u'0').toUpper())
                .arg(control + 1),
            field, item));
}

void checkChangefreqAndPriority(const EntryCheck &c)
{
    const UrlEntry &entry = c.entry;
    if (entry.changefreq() == ChangeFreq::Invalid)
        c.report(RuleId::InvalidChangefreq,
                 Checker::tr("changefreq \"%1\" is not one of always, hourly, daily, weekly, "
                             "monthly, yearly, never")
                     .arg(entry.changefreqText()),
                 FindingField::Changefreq);
    if (entry.hasPriority() && entry.priority() < 0)
        c.report(RuleId::InvalidPriority,
                 Checker::tr("priority \"%1\" is not a number from 0.0 to 1.0")
                     .arg(entry.priorityText()),
                 FindingField::Priority);
}

void reportDeprecated(const EntryCheck &c, const QStringList &deprecated)
{
    c.report(
        RuleId::DeprecatedTag,
        Checker::tr("Deprecated tags that search engines ignore: %1").arg(deprecated.join(u", ")),
        FindingField::Element);
}

} // namespace EntryRules

} // namespace Studio
