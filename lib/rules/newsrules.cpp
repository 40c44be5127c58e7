#include "entrycheck.h"
#include "util/languagecodes.h"

#include "model/namespaces.h"

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

using Id = QLatin1StringView;

} // namespace

namespace EntryRules {

void checkNews(const EntryCheck &c, QStringList &deprecated)
{
    const UrlEntry &entry = c.entry;
    QList<Finding> &out = c.out;
    const QList<News> &news = entry.news();
    for (qint32 i = 0; i < news.size(); ++i) {
        const News &item = news.at(i);
        auto add = [&](Id rule, const QString &message) {
            out.append(c.make(rule, message, FindingField::News, i));
        };
        if (!item.has(NewsField::PublicationName) && !item.has(NewsField::PublicationLanguage)) {
            add(RuleId::MissingTag, Checker::tr("News entry has no <news:publication>"));
        } else {
            if (!item.has(NewsField::PublicationName))
                add(RuleId::MissingTag, Checker::tr("News publication has no <news:name>"));
            if (!item.has(NewsField::PublicationLanguage))
                add(RuleId::MissingTag, Checker::tr("News publication has no <news:language>"));
        }
        if (!item.has(NewsField::PublicationDate))
            add(RuleId::MissingTag, Checker::tr("News entry has no <news:publication_date>"));
        if (!item.has(NewsField::Title))
            add(RuleId::MissingTag, Checker::tr("News entry has no <news:title>"));
        // Read in any case (zh-CN is zh-cn); a longer tag is named with the code to write,
        // the one the rule's fix writes.
        const QString language = item.publicationLanguage().trimmed();
        const QString code = language.isEmpty() ? language : LanguageCodes::newsLanguage(language);
        if (code.compare(language, Qt::CaseInsensitive) != 0)
            add(RuleId::InvalidLanguageCode,
                code.isEmpty()
                    ? Checker::tr("News language \"%1\" is not an ISO 639 language code")
                          .arg(language)
                    : Checker::tr(
                          "News language \"%1\" is not an ISO 639 language code; write \"%2\" "
                          "(only zh-cn and zh-tw carry a region)")
                          .arg(language, code));
        if (item.has(NewsField::PublicationDate)) {
            const W3cDateTime date = W3cDateTime::fromString(item.publicationDate());
            checkDate(c, date, FindingField::News, i, Checker::tr("<news:publication_date>"),
                      false);
            if (date.isValid() && date.toMSecsSinceEpoch() < c.run.nowMs - Limits::NewsMaxAgeMSecs)
                add(RuleId::NewsTooOld,
                    Checker::tr("The article was published on %1, more than two days ago")
                        .arg(date.toString()));
        }
        checkText(c, item.title(), FindingField::News, i, Checker::tr("News title"));
        checkText(c, item.publicationName(), FindingField::News, i,
                  Checker::tr("News publication name"));
        for (const NewsField field : { NewsField::Access, NewsField::Genres, NewsField::Keywords,
                                       NewsField::StockTickers, NewsField::GeoLocations }) {
            const QString name = u"news:"_s + newsFieldName(field);
            if (item.has(field) && !deprecated.contains(name))
                deprecated.append(name);
        }
    }
}

// What the rules say about one hreflang code. A site uses a handful of codes on every one of

} // namespace EntryRules

} // namespace Studio
