#include "fixes.h"

#include "checker.h"
#include "model/workspace.h"
#include "util/languagecodes.h"
#include "util/url.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cstdlib>
#include <functional>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// Where a date fix takes the time zone from: the sitemap's preferred zone, worked out on the
// first date that needs one and kept in `cache` when there is one.
struct ZoneSource
{
    const Sitemap *sitemap = nullptr;
    qint32 index = 0;
    Fixes::TimeZones *cache = nullptr;
    std::optional<TimeZoneChoice> local;

    const TimeZoneChoice &get()
    {
        if (cache) {
            auto it = cache->find(index);
            if (it == cache->end())
                it = cache->insert(index, Fixes::preferredTimeZone(*sitemap));
            return *it;
        }
        if (!local)
            local = Fixes::preferredTimeZone(*sitemap);
        return *local;
    }
};

// What a fix did besides changing the value: the date it wrote with a zone it added, for the
// fix's text.
struct FixNote
{
    QString zonedDate;
    bool zoneFromFile = false;
};

// The date `text`, which has the problem of `rule`, rewritten as W3C Datetime: T between the
// date and the time, a colon in the offset, and a time zone when it has a time but none, so
// that no other date rule reports it next. Empty when the rule's problem is not there or the
// value is not a date these repairs make valid.
QString fixedDate(QLatin1StringView rule, const QString &text, ZoneSource &zones, FixNote *note)
{
    if (Checker::dateProblem(text, CheckProfile::SearchEngines) != rule)
        return {};
    QString out = text.trimmed();
    if (out.size() > 10 && (out[10] == u' ' || out[10] == u't'))
        out[10] = u'T';
    const W3cDateTime date = W3cDateTime::fromString(out);
    if (!date.isValid())
        return {};
    if (date.hasTimeZone()) {
        const qsizetype sign = qMax(out.lastIndexOf(u'+'), out.lastIndexOf(u'-'));
        if (sign > 10 && out.size() - sign == 5)
            out.insert(out.size() - 2, u':');
    } else if (date.precision() >= W3cDateTime::Precision::Minutes) {
        const TimeZoneChoice &zone = zones.get();
        out += zone.designator;
        if (note && note->zonedDate.isEmpty()) {
            note->zonedDate = out;
            note->zoneFromFile = zone.fromFile;
        }
    }
    if (!Checker::dateProblem(out, CheckProfile::SearchEngines).isEmpty())
        return {};
    return out;
}

// Fixes the dates of an extension item in place; true when one changed.
template<typename Item, typename FieldEnum>
bool fixItemDates(Item &item, QLatin1StringView rule, std::initializer_list<FieldEnum> fields,
                  ZoneSource &zones, FixNote *note)
{
    bool changed = false;
    for (const FieldEnum field : fields) {
        const QString fixed = fixedDate(rule, item.value(field), zones, note);
        if (!fixed.isEmpty()) {
            item.setValue(field, fixed);
            changed = true;
        }
    }
    return changed;
}

QString fixedUrl(QLatin1StringView rule, const QString &url)
{
    const QByteArray utf8 = url.toUtf8();
    if (rule == RuleId::UnescapedCharacters) {
        if (Url::firstUnescaped(utf8) < 0)
            return {};
        return QString::fromUtf8(Url::escaped(utf8));
    }
    if (rule == RuleId::DoubleEscaped) {
        QString out = url;
        out.replace(u"&amp;"_s, u"&"_s)
            .replace(u"&lt;"_s, u"<"_s)
            .replace(u"&gt;"_s, u">"_s)
            .replace(u"&quot;"_s, u"\""_s)
            .replace(u"&apos;"_s, u"'"_s);
        if (out == url)
            return {};
        // "&lt;" becomes '<', which a location must percent-encode.
        const QByteArray unescaped = out.toUtf8();
        return Url::firstUnescaped(unescaped) < 0 ? out
                                                  : QString::fromUtf8(Url::escaped(unescaped));
    }
    if (rule == RuleId::SessionId) {
        if (Url::sessionParameter(Url::split(utf8)).isEmpty())
            return {};
        return QString::fromUtf8(Url::withoutSessionParameter(utf8));
    }
    return {};
}

// Applies the fix of `finding`'s rule to `entry`; false when there is nothing it can do.
bool fixEntry(const Finding &finding, UrlEntry &entry, ZoneSource &zones, FixNote *note)
{
    const QLatin1StringView rule = finding.ruleId;
    const qint32 item = finding.item;

    if (rule == RuleId::UnescapedCharacters || rule == RuleId::DoubleEscaped
        || rule == RuleId::SessionId) {
        switch (finding.field) {
        case FindingField::Loc: {
            const QString fixed = fixedUrl(rule, entry.loc());
            if (fixed.isEmpty())
                return false;
            entry.setLoc(fixed);
            return true;
        }
        case FindingField::Image:
            if (item >= 0 && item < entry.images().size()) {
                Image &image = entry.mutableImages()[item];
                const QString fixed = fixedUrl(rule, image.loc());
                if (fixed.isEmpty())
                    return false;
                image.setLoc(fixed);
                return true;
            }
            return false;
        case FindingField::Video:
            if (item >= 0 && item < entry.videos().size()) {
                bool changed = false;
                Video &video = entry.mutableVideos()[item];
                for (const VideoField field :
                     { VideoField::ThumbnailLoc, VideoField::ContentLoc, VideoField::PlayerLoc }) {
                    const QString fixed = fixedUrl(rule, video.value(field));
                    if (!fixed.isEmpty()) {
                        video.setValue(field, fixed);
                        changed = true;
                    }
                }
                return changed;
            }
            return false;
        case FindingField::Alternate:
            if (item >= 0 && item < entry.alternates().size()) {
                Alternate &alternate = entry.mutableAlternates()[item];
                const QString fixed = fixedUrl(rule, alternate.href);
                if (fixed.isEmpty())
                    return false;
                alternate.href = fixed;
                return true;
            }
            return false;
        default:
            return false;
        }
    }

    if (rule == RuleId::DateSpaceSeparator || rule == RuleId::DateOffsetWithoutColon
        || rule == RuleId::DateWithoutTimeZone) {
        if (finding.field == FindingField::Lastmod) {
            const QString fixed = fixedDate(rule, entry.lastmod().toString(), zones, note);
            if (fixed.isEmpty())
                return false;
            entry.setLastmod(W3cDateTime::fromString(fixed));
            return true;
        }
        if (finding.field == FindingField::Video && item >= 0 && item < entry.videos().size())
            return fixItemDates(entry.mutableVideos()[item], rule,
                                { VideoField::PublicationDate, VideoField::ExpirationDate }, zones,
                                note);
        if (finding.field == FindingField::News && item >= 0 && item < entry.news().size())
            return fixItemDates(entry.mutableNews()[item], rule, { NewsField::PublicationDate },
                                zones, note);
        return false;
    }

    if (rule == RuleId::PlaceholderLastmod) {
        if (finding.field != FindingField::Lastmod || !entry.lastmod().isValid())
            return false;
        entry.setLastmod(W3cDateTime()); // no date is better than one that misleads
        return true;
    }

    if (rule == RuleId::InvalidChangefreq) {
        UrlEntry probe;
        probe.setChangefreqText(entry.changefreqText().toLower());
        if (probe.changefreq() == ChangeFreq::Invalid || probe.changefreq() == ChangeFreq::None)
            return false;
        entry.setChangefreq(probe.changefreq());
        return true;
    }

    if (rule == RuleId::InvalidPriority) {
        const QString text = entry.priorityText();
        if (!text.contains(u','))
            return false;
        UrlEntry probe;
        probe.setPriorityText(QString(text).replace(u',', u'.'));
        if (probe.priority() < 0)
            return false;
        entry.setPriorityText(probe.priorityText());
        return true;
    }

    if (rule == RuleId::InvalidYesNo) {
        if (item < 0 || item >= entry.videos().size())
            return false;
        bool changed = false;
        Video &video = entry.mutableVideos()[item];
        for (const VideoField field :
             { VideoField::FamilyFriendly, VideoField::RequiresSubscription, VideoField::Live }) {
            if (!video.has(field))
                continue;
            const QString lower = video.value(field).trimmed().toLower();
            if (video.value(field) != lower && (lower == u"yes" || lower == u"no")) {
                video.setValue(field, lower);
                changed = true;
            }
        }
        return changed;
    }

    if (rule == RuleId::InvalidLanguageCode) {
        // The code the rule's message names (LanguageCodes::newsLanguage()).
        if (item < 0 || item >= entry.news().size())
            return false;
        const QString language = entry.news().at(item).publicationLanguage().trimmed();
        const QString code = LanguageCodes::newsLanguage(language);
        if (code.isEmpty() || code.compare(language, Qt::CaseInsensitive) == 0)
            return false;
        entry.mutableNews()[item].setValue(NewsField::PublicationLanguage, code);
        return true;
    }

    if (rule == RuleId::InvalidHreflang) {
        if (item < 0 || item >= entry.alternates().size())
            return false;
        const Alternate &alternate = entry.alternates().at(item);
        const QStringList parts = alternate.hreflang.split(u'-');
        if (parts.size() != 2 || parts.at(1).compare(u"uk", Qt::CaseInsensitive) != 0)
            return false;
        const QString code = parts.at(0) + u'-' + (parts.at(1) == u"uk" ? u"gb"_s : u"GB"_s);
        if (!Checker::hreflangProblem(code).isEmpty())
            return false; // the language is wrong too
        // A code the entry gives another page already would be a duplicate next.
        const QByteArray href = Url::normalized(alternate.href.toUtf8());
        for (const Alternate &other : entry.alternates())
            if (other.hreflang.compare(code, Qt::CaseInsensitive) == 0
                && Url::normalized(other.href.toUtf8()) != href)
                return false;
        entry.mutableAlternates()[item].hreflang = code;
        return true;
    }

    if (rule == RuleId::IndexEntryContent) {
        // An index entry keeps its location, its date and its comments: what the checker
        // named goes, with its place in the kept order of the children.
        const UrlEntry before = entry;
        entry.setChangefreq(ChangeFreq::None);
        entry.setPriority(-1);
        entry.setFieldAttributes(ChildCode::Changefreq, {});
        entry.setFieldAttributes(ChildCode::Priority, {});
        if (!entry.hasExtras())
            return !(entry == before);
        auto kept = [](const ForeignElement &element) {
            return element.isComment() || element.isText() || element.localName() == u"loc"
                || element.localName() == u"lastmod";
        };
        QByteArray order;
        qsizetype foreign = 0;
        for (const char code : entry.childOrder()) {
            if (code == ChildCode::Foreign && kept(entry.foreignElements().value(foreign++)))
                order += code;
            else if (code == ChildCode::Loc || code == ChildCode::Lastmod
                     || code == ChildCode::BareText)
                order += code;
        }
        entry.mutableImages().clear();
        entry.mutableVideos().clear();
        entry.mutableNews().clear();
        entry.mutableAlternates().clear();
        entry.mutableForeignElements().removeIf(
            [&kept](const ForeignElement &e) { return !kept(e); });
        entry.setChildOrder(ChildCode::isDefaultOrder(order) ? QByteArray() : order);
        entry.squeeze();
        return !(entry == before);
    }

    if (rule == RuleId::DeprecatedTag) {
        bool changed = false;
        for (Image &image : entry.mutableImages()) {
            const auto before = image.fields().size();
            image.fields().removeIf([](const ExtensionField &f) {
                const auto key = ImageField(f.key);
                return key == ImageField::Caption || key == ImageField::Title
                    || key == ImageField::GeoLocation || key == ImageField::License;
            });
            changed = changed || image.fields().size() != before;
        }
        for (Video &video : entry.mutableVideos()) {
            const auto before = video.fields().size();
            video.fields().removeIf([](const ExtensionField &f) {
                switch (VideoField(f.key)) {
                case VideoField::Category:
                case VideoField::GalleryLoc:
                case VideoField::Price:
                case VideoField::Id:
                case VideoField::ContentSegmentLoc:
                    return true;
                case VideoField::Unknown:
                    return !f.foreign.isEmpty() && f.foreign.first().localName() == u"tvshow";
                default:
                    return false;
                }
            });
            changed = changed || video.fields().size() != before;
            for (ExtensionField &field : video.fields()) {
                if (field.key != int(VideoField::PlayerLoc))
                    continue;
                const auto attributes = field.attributes.size();
                field.attributes.removeIf([](const XmlAttribute &a) {
                    return a.qualifiedName == u"autoplay" || a.qualifiedName == u"allow_embed";
                });
                changed = changed || field.attributes.size() != attributes;
            }
        }
        for (News &news : entry.mutableNews()) {
            const auto before = news.fields().size();
            news.fields().removeIf([](const ExtensionField &f) {
                const auto key = NewsField(f.key);
                return key == NewsField::Access || key == NewsField::Genres
                    || key == NewsField::Keywords || key == NewsField::StockTickers
                    || key == NewsField::GeoLocations;
            });
            changed = changed || news.fields().size() != before;
        }
        entry.squeeze();
        return changed;
    }
    return false;
}

// The hreflang code the entry gives itself; empty when it lists no self link.
QString selfCode(const UrlEntry &entry)
{
    const PooledView loc = entry.locView();
    const QByteArray own = Url::normalized(loc);
    for (const Alternate &a : entry.alternates())
        if (!a.hreflang.isEmpty() && a.hreflang.compare(u"x-default", Qt::CaseInsensitive) != 0
            && Url::normalized(a.href.toUtf8()) == own)
            return a.hreflang;
    return {};
}

// Entries as earlier fixes of a batch leave them, by (sitemap, entry).
using Overlay = QHash<std::pair<qint32, qsizetype>, UrlEntry>;

const UrlEntry &entryAt(const Workspace &workspace, const Overlay *overlay, qint32 sitemap,
                        qsizetype entry)
{
    if (overlay) {
        const auto it = overlay->constFind({ sitemap, entry });
        if (it != overlay->cend())
            return *it;
    }
    return workspace.sitemaps.at(sitemap).entries.at(entry);
}

// The fix of `finding` on the entries as `overlay` leaves them; with `describe` false, without
// its text (counting fixable findings asks for every one).
std::optional<Fix> fixWith(const Workspace &workspace, const Finding &finding,
                           Fixes::TimeZones *zones, const Overlay *overlay, bool describe = true)
{
    const Rule *rule = finding.rule();
    if (!rule || !rule->hasFix() || finding.entryIndex < 0 || finding.sitemap < 0
        || finding.sitemap >= workspace.sitemaps.size())
        return std::nullopt;
    const Sitemap &sitemap = workspace.sitemaps.at(finding.sitemap);
    if (finding.entryIndex >= sitemap.entries.size())
        return std::nullopt;
    const UrlEntry &entry = entryAt(workspace, overlay, finding.sitemap, finding.entryIndex);

    Fix fix;
    fix.ruleId = rule->id;
    fix.sitemap = finding.sitemap;
    fix.entry = finding.entryIndex;
    if (describe)
        fix.description = rule->translatedFix();

    if (finding.ruleId == RuleId::DuplicateUrl) {
        // Only an entry identical to the first may go without losing anything.
        if (finding.relatedEntry < 0 || finding.relatedSitemap < 0
            || finding.relatedSitemap >= workspace.sitemaps.size())
            return std::nullopt;
        const Sitemap &other = workspace.sitemaps.at(finding.relatedSitemap);
        if (finding.relatedEntry >= other.entries.size()
            || (finding.relatedSitemap == finding.sitemap
                && finding.relatedEntry == finding.entryIndex)
            || !(entryAt(workspace, overlay, finding.relatedSitemap, finding.relatedEntry)
                 == entry))
            return std::nullopt;
        fix.kind = Fix::Kind::RemoveEntry;
        return fix;
    }
    if (finding.ruleId == RuleId::SubmittedNoindex
        || finding.ruleId == RuleId::SubmittedMarkedNoindex) {
        fix.kind = Fix::Kind::RemoveEntry;
        return fix;
    }
    if (finding.ruleId == RuleId::BlockedByRobots || finding.ruleId == RuleId::UrlNotFound
        || finding.ruleId == RuleId::SubmittedNotFound
        || finding.ruleId == RuleId::ImageNotAnImage) {
        if (finding.field == FindingField::Image) {
            // The image the finding names is the one at `item` in the entry as the workspace
            // holds it; other fixes in the same batch may have removed images before it.
            const QList<Image> &images
                = workspace.sitemaps.at(finding.sitemap).entries.at(finding.entryIndex).images();
            if (finding.item < 0 || finding.item >= images.size())
                return std::nullopt;
            const QString loc = images.at(finding.item).loc();
            UrlEntry replacement = entry;
            QList<Image> &kept = replacement.mutableImages();
            const auto it = std::find_if(kept.begin(), kept.end(),
                                         [&loc](const Image &image) { return image.loc() == loc; });
            if (it == kept.end())
                return std::nullopt;
            kept.erase(it);
            fix.replacement = replacement;
            if (describe)
                fix.description = QCoreApplication::translate(
                                      "Studio::Fixes", "Remove the image %1 from the entry")
                                      .arg(loc);
            return fix;
        }
        // A video's or an alternate's URL: which of the entry's parts should go is the
        // user's call.
        if (finding.field != FindingField::None && finding.field != FindingField::Loc)
            return std::nullopt;
        if (finding.ruleId == RuleId::ImageNotAnImage)
            return std::nullopt;
        fix.kind = Fix::Kind::RemoveEntry;
        if (describe)
            fix.description
                = QCoreApplication::translate("Studio::Fixes", "Remove %1 from the sitemap")
                      .arg(entry.loc());
        return fix;
    }
    if (finding.ruleId == RuleId::LastmodLaterThanPage || finding.ruleId == RuleId::LastmodStale) {
        // The crawl audit names the page's own date.
        const W3cDateTime own = W3cDateTime::fromString(finding.suggestion);
        if (!own.isValid() || entry.lastmod().toString() == own.toString())
            return std::nullopt;
        UrlEntry replacement = entry;
        replacement.setLastmod(own);
        fix.replacement = replacement;
        fix.description = QCoreApplication::translate(
                              "Studio::Fixes", "Set the lastmod to %1, the page's own date")
                              .arg(own.toString());
        return fix;
    }
    if (finding.ruleId == RuleId::LastmodDisprovedByContent
        || finding.ruleId == RuleId::LastmodMissedContentChange) {
        // The audit names when the crawls saw the content change.
        const W3cDateTime changed = W3cDateTime::fromString(finding.suggestion);
        if (!changed.isValid() || entry.lastmod().toString() == changed.toString())
            return std::nullopt;
        UrlEntry replacement = entry;
        replacement.setLastmod(changed);
        fix.replacement = replacement;
        fix.description = QCoreApplication::translate(
                              "Studio::Fixes",
                              "Set the lastmod to %1, when the crawls saw the content change")
                              .arg(changed.toString());
        return fix;
    }
    if (finding.ruleId == RuleId::DuplicateWithoutCanonical) {
        // The finding's entry stays; the others of its group, one loc a line as the audit
        // names them, go wherever they are listed now.
        const QStringList others = finding.suggestion.split(u'\n', Qt::SkipEmptyParts);
        QSet<QString> wanted(others.cbegin(), others.cend());
        wanted.remove(entry.loc());
        QList<std::pair<qint32, qsizetype>> removals;
        for (qint32 s = 0; s < workspace.sitemaps.size() && !wanted.isEmpty(); ++s) {
            const Sitemap &each = workspace.sitemaps.at(s);
            for (qsizetype e = 0; e < each.entries.size(); ++e)
                if (!(s == finding.sitemap && e == finding.entryIndex)
                    && wanted.contains(entryAt(workspace, overlay, s, e).loc()))
                    removals.append({ s, e });
        }
        if (removals.isEmpty())
            return std::nullopt;
        fix.kind = Fix::Kind::RemoveEntry;
        fix.sitemap = removals.first().first;
        fix.entry = removals.first().second;
        fix.alsoRemoved = removals.mid(1);
        if (describe)
            fix.description = QCoreApplication::translate(
                                  "Studio::Fixes", "Keep %1, remove the %n other(s) of its group",
                                  nullptr, int(removals.size()))
                                  .arg(entry.loc());
        return fix;
    }
    if (finding.ruleId == RuleId::ImagesMissingFromEntry) {
        // The images the page shows, as the audit names them, added after the entry's own.
        UrlEntry replacement = entry;
        QSet<QString> present;
        for (const Image &image : entry.images())
            present.insert(image.loc());
        for (const QString &loc : finding.suggestion.split(u' ', Qt::SkipEmptyParts)) {
            if (present.contains(loc))
                continue;
            present.insert(loc);
            Image image;
            image.setLoc(loc);
            replacement.mutableImages().append(image);
        }
        if (replacement.images().size() == entry.images().size())
            return std::nullopt;
        fix.replacement = replacement;
        return fix;
    }
    if (finding.ruleId == RuleId::UrlRedirects || finding.ruleId == RuleId::NotSelectedCanonical
        || finding.ruleId == RuleId::GoogleChoseOtherCanonical) {
        // The crawl audit names where the URL should point (suggestion), or the entry that
        // lists that page already (related): then this one goes; so does the coverage join,
        // with the canonical Google chose. The link checker's findings carry neither, and
        // have no fix.
        // The text says what is written.
        const bool redirect = finding.ruleId == RuleId::UrlRedirects;
        if (!finding.suggestion.isEmpty()) {
            if (finding.suggestion == entry.loc())
                return std::nullopt;
            UrlEntry replacement = entry;
            replacement.setLoc(finding.suggestion);
            fix.replacement = replacement;
            if (describe)
                fix.description
                    = (redirect ? QCoreApplication::translate(
                                      "Studio::Fixes", "Replace the URL with %1, where its "
                                                       "redirects end")
                                : QCoreApplication::translate(
                                      "Studio::Fixes", "Replace the URL with its canonical %1"))
                          .arg(finding.suggestion);
            return fix;
        }
        if (finding.relatedEntry < 0 || finding.relatedSitemap < 0
            || finding.relatedSitemap >= workspace.sitemaps.size()
            || finding.relatedEntry >= workspace.sitemaps.at(finding.relatedSitemap).entries.size()
            || (finding.relatedSitemap == finding.sitemap
                && finding.relatedEntry == finding.entryIndex))
            return std::nullopt;
        fix.kind = Fix::Kind::RemoveEntry;
        if (describe)
            fix.description
                = (redirect ? QCoreApplication::translate(
                                  "Studio::Fixes", "Remove %1: the sitemap lists %2, where its "
                                                   "redirects end, already")
                            : QCoreApplication::translate(
                                  "Studio::Fixes",
                                  "Remove %1: the sitemap lists its canonical %2 already"))
                      .arg(entry.loc(), workspace.sitemaps.at(finding.relatedSitemap)
                                            .entries.at(finding.relatedEntry)
                                            .loc());
        return fix;
    }
    if (finding.ruleId == RuleId::HreflangNoReturnLink) {
        // Add to the other URL the link back, under the code this URL gives itself.
        if (finding.relatedEntry < 0 || finding.relatedSitemap < 0
            || finding.relatedSitemap >= workspace.sitemaps.size())
            return std::nullopt;
        const QString code = selfCode(entry);
        const Sitemap &other = workspace.sitemaps.at(finding.relatedSitemap);
        // A code that is no language code would be an error on the other URL too.
        if (code.isEmpty() || finding.relatedEntry >= other.entries.size()
            || !Checker::hreflangProblem(code).isEmpty())
            return std::nullopt;
        UrlEntry target = entryAt(workspace, overlay, finding.relatedSitemap, finding.relatedEntry);
        // A page with no language alternates of its own is not part of a set yet: which
        // links it should carry is for the user to decide.
        if (std::none_of(target.alternates().cbegin(), target.alternates().cend(),
                         [](const Alternate &a) { return !a.hreflang.isEmpty(); }))
            return std::nullopt;
        for (const Alternate &a : target.alternates())
            if (a.hreflang.compare(code, Qt::CaseInsensitive) == 0)
                return std::nullopt; // the code is taken: not unambiguous
        Alternate back;
        back.rel = u"alternate"_s;
        back.hreflang = code;
        back.href = entry.loc();
        target.mutableAlternates().append(back);
        fix.sitemap = finding.relatedSitemap;
        fix.entry = finding.relatedEntry;
        fix.replacement = target;
        return fix;
    }
    UrlEntry replacement = entry;
    ZoneSource source { &sitemap, finding.sitemap, zones, std::nullopt };
    FixNote note;
    // A fix that changes nothing is a finding no longer current: nothing to do.
    if (!fixEntry(finding, replacement, source, &note) || replacement == entry)
        return std::nullopt;
    if (describe && !note.zonedDate.isEmpty())
        fix.description = note.zoneFromFile
            ? QCoreApplication::translate("Studio::Fixes",
                                          "Write %1 (the time zone most of the file uses)")
                  .arg(note.zonedDate)
            : QCoreApplication::translate("Studio::Fixes", "Write %1 (UTC)").arg(note.zonedDate);
    fix.replacement = replacement;
    return fix;
}

// The time zone written at the end of a valid date-time, as "Z" or "+hh:mm"; empty when
// there is none.
QLatin1StringView zoneOf(const QByteArray &written)
{
    if (written.size() > 16 && (written.endsWith('Z') || written.endsWith('z')))
        return QLatin1StringView("Z");
    if (written.size() > 16) {
        const QByteArrayView tail = QByteArrayView(written).last(6);
        if ((tail[0] == '+' || tail[0] == '-') && tail[3] == ':')
            return QLatin1StringView(tail.data(), tail.size());
    }
    return {};
}

int offsetMinutes(QLatin1StringView zone)
{
    if (zone == QLatin1StringView("Z"))
        return 0;
    const int hours = (zone[1].unicode() - '0') * 10 + (zone[2].unicode() - '0');
    const int minutes = (zone[4].unicode() - '0') * 10 + (zone[5].unicode() - '0');
    return (hours * 60 + minutes) * (zone[0] == u'-' ? -1 : 1);
}

QString offsetText(int minutes)
{
    const int magnitude = std::abs(minutes);
    return QStringLiteral("%1%2:%3")
        .arg(QChar(minutes < 0 ? u'-' : u'+'))
        .arg(magnitude / 60, 2, 10, QChar(u'0'))
        .arg(magnitude % 60, 2, 10, QChar(u'0'));
}

} // namespace

TimeZoneChoice Fixes::preferredTimeZone(const Sitemap &sitemap)
{
    // How often each offset is written, in minutes; UTC's two spellings apart.
    QHash<int, qsizetype> counts;
    qsizetype zulu = 0, plusZero = 0;
    QByteArray written;
    for (const UrlEntry &entry : sitemap.entries) {
        const W3cDateTime &date = entry.lastmod();
        if (!date.isValid() || !date.hasTimeZone())
            continue;
        written.clear();
        date.appendUtf8(written);
        if (date.isNonCanonical()
            && !Checker::dateProblem(QString::fromUtf8(written), CheckProfile::SearchEngines)
                    .isEmpty())
            continue;
        const QLatin1StringView zone = zoneOf(written);
        if (zone.isEmpty())
            continue;
        const int minutes = offsetMinutes(zone);
        ++counts[minutes];
        if (minutes == 0)
            ++(zone == QLatin1StringView("Z") ? zulu : plusZero);
    }
    const QString utc = plusZero > zulu ? u"+00:00"_s : u"Z"_s;
    int best = 0;
    qsizetype bestCount = 0;
    bool tie = false;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > bestCount) {
            best = it.key();
            bestCount = it.value();
            tie = false;
        } else if (it.value() == bestCount) {
            tie = true;
        }
    }
    if (bestCount == 0 || tie)
        return { utc, false };
    return { best == 0 ? utc : offsetText(best), true };
}

std::optional<Fix> Fixes::fixFor(const Workspace &workspace, const Finding &finding,
                                 TimeZones *zones)
{
    return fixWith(workspace, finding, zones, nullptr);
}

bool Fixes::hasFix(const Workspace &workspace, const Finding &finding, TimeZones *zones)
{
    const Rule *rule = finding.rule();
    return rule && rule->hasFix() && fixWith(workspace, finding, zones, nullptr, false);
}

FixBatch Fixes::batchFor(const Workspace &workspace, const QList<Finding> &findings)
{
    FixBatch batch;
    TimeZones zones;
    Overlay overlay;
    QList<std::pair<qint32, qsizetype>> order; // entries replaced, in the order first fixed
    QList<const Finding *> removals;
    const Finding *fixed = nullptr; // the last finding fixed, for the text of a single fix
    for (const Finding &finding : findings) {
        const Rule *rule = finding.rule();
        if (!rule || !rule->hasFix())
            continue;
        if (finding.ruleId == RuleId::DuplicateUrl) {
            // Checked once the other fixes are made: the first and its copy fixed alike are
            // still the same.
            removals.append(&finding);
            continue;
        }
        const std::optional<Fix> fix = fixWith(workspace, finding, &zones, &overlay, false);
        if (fix && fix->kind == Fix::Kind::RemoveEntry) {
            removals.append(&finding); // once every replacement is made, as duplicates
            continue;
        }
        if (!fix || fix->kind != Fix::Kind::ReplaceEntry)
            continue;
        const std::pair<qint32, qsizetype> key { fix->sitemap, fix->entry };
        if (!overlay.contains(key))
            order.append(key);
        overlay.insert(key, fix->replacement);
        ++batch.fixes;
        fixed = &finding;
    }
    QSet<std::pair<qint32, qsizetype>> removed;
    for (const Finding *finding : std::as_const(removals)) {
        const std::optional<Fix> fix = fixWith(workspace, *finding, &zones, &overlay, false);
        if (!fix || fix->kind != Fix::Kind::RemoveEntry)
            continue;
        const std::pair<qint32, qsizetype> key { fix->sitemap, fix->entry };
        // The first of a set of duplicates stays, whichever the findings name.
        if (finding->ruleId == RuleId::DuplicateUrl
            && removed.contains({ finding->relatedSitemap, finding->relatedEntry }))
            continue;
        QList<std::pair<qint32, qsizetype>> keys = fix->alsoRemoved;
        keys.prepend(key);
        for (const auto &each : std::as_const(keys))
            if (!removed.contains(each)) {
                removed.insert(each);
                batch.removals.append(each);
            }
        ++batch.fixes;
        fixed = finding;
    }
    std::sort(batch.removals.begin(), batch.removals.end(), std::greater<>());
    for (const auto &key : std::as_const(order)) {
        if (removed.contains(key))
            continue; // removed anyway
        batch.replacedSitemaps.append(key.first);
        batch.replacedEntries.append(key.second);
        batch.replacements.append(overlay.value(key));
    }
    // One fix: nothing came before it, so it is what fixFor() gives.
    if (batch.fixes == 1) {
        const std::optional<Fix> fix = fixWith(workspace, *fixed, &zones, nullptr);
        batch.description = fix ? fix->description : QString();
    }
    return batch;
}

void Fixes::apply(Workspace &workspace, const Fix &fix)
{
    if (fix.sitemap < 0 || fix.sitemap >= workspace.sitemaps.size())
        return;
    QList<UrlEntry> &entries = workspace.sitemaps[fix.sitemap].entries;
    if (fix.entry < 0 || fix.entry >= entries.size())
        return;
    if (fix.kind == Fix::Kind::RemoveEntry) {
        // Last first, so that each index still points at its entry.
        QList<std::pair<qint32, qsizetype>> removals = fix.alsoRemoved;
        removals.append({ fix.sitemap, fix.entry });
        std::sort(removals.begin(), removals.end(), std::greater<>());
        for (const auto &[sitemap, entry] : std::as_const(removals))
            removeEntry(workspace, sitemap, entry);
    } else {
        entries[fix.entry] = fix.replacement;
    }
}

void Fixes::insertEntry(Workspace &workspace, qint32 sitemap, qsizetype entry,
                        const UrlEntry &value)
{
    Sitemap &target = workspace.sitemaps[sitemap];
    target.entries.insert(entry, value);
    for (Finding &f : target.findings)
        if (f.entryIndex >= entry)
            ++f.entryIndex;
    for (PlacedForeignElement &placed : target.foreignElements)
        if (placed.beforeEntry > entry)
            ++placed.beforeEntry;
    for (Workspace::ChildLink &link : workspace.children)
        if (link.parent == sitemap && link.indexEntry >= entry)
            ++link.indexEntry;
    if (sitemap != 0)
        return;
    // The loader's findings about index entries (a child not found) follow their entries.
    for (Finding &f : workspace.findings)
        if (f.entryIndex >= entry)
            ++f.entryIndex;
}

void Fixes::removeEntry(Workspace &workspace, qint32 sitemap, qsizetype entry)
{
    Sitemap &target = workspace.sitemaps[sitemap];
    target.entries.removeAt(entry);
    target.findings.removeIf([entry](const Finding &f) { return f.entryIndex == entry; });
    for (Finding &f : target.findings)
        if (f.entryIndex > entry)
            --f.entryIndex;
    for (PlacedForeignElement &placed : target.foreignElements)
        if (placed.beforeEntry > entry)
            --placed.beforeEntry;
    for (Workspace::ChildLink &link : workspace.children) {
        if (link.parent != sitemap)
            continue;
        if (link.indexEntry == entry)
            link.indexEntry = -1; // the child stays loaded, no longer listed
        else if (link.indexEntry > entry)
            --link.indexEntry;
    }
    if (sitemap != 0)
        return;
    workspace.findings.removeIf([entry](const Finding &f) { return f.entryIndex == entry; });
    for (Finding &f : workspace.findings)
        if (f.entryIndex > entry)
            --f.entryIndex;
}

Fixes::Summary Fixes::applyAll(Workspace &workspace, Checker &checker, qint32 sitemap)
{
    Summary summary;
    // The time zones the dates get are those of the files as they were read.
    TimeZones zones;
    // A fix can make another possible (a URL escaped, then its duplicate): a few rounds.
    for (int round = 0; round < 4; ++round) {
        checker.checkAll(workspace);
        const QList<Finding> findings = checker.findings();
        for (const Finding &finding : findings)
            if ((finding.ruleId == RuleId::DateWithoutTimeZone
                 || finding.ruleId == RuleId::DateSpaceSeparator)
                && finding.sitemap >= 0 && finding.sitemap < workspace.sitemaps.size()
                && !zones.contains(finding.sitemap))
                zones.insert(finding.sitemap,
                             preferredTimeZone(workspace.sitemaps.at(finding.sitemap)));
        QMap<std::pair<qint32, qsizetype>, bool> changed;
        QList<std::pair<qint32, qsizetype>> removals;
        int applied = 0;
        for (const Finding &finding : findings) {
            const Rule *rule = finding.rule();
            if (!rule || !rule->hasFix() || finding.entryIndex < 0)
                continue;
            if (sitemap >= 0 && finding.sitemap != sitemap)
                continue;
            if (finding.ruleId == RuleId::DuplicateUrl) {
                if (fixFor(workspace, finding, &zones)) {
                    removals.append({ finding.sitemap, finding.entryIndex });
                    ++applied;
                }
                continue;
            }
            // Entries fixed in this round are fixed again in place, one rule after another.
            // Of the removals, only an exact duplicate's goes without asking: a URL blocked
            // or not found may be meant to come back, which the user decides in the window.
            const std::optional<Fix> fix = fixFor(workspace, finding, &zones);
            if (!fix || (sitemap >= 0 && fix->sitemap != sitemap)
                || fix->kind == Fix::Kind::RemoveEntry)
                continue;
            apply(workspace, *fix);
            changed.insert({ fix->sitemap, fix->entry }, true);
            ++applied;
        }
        std::sort(removals.begin(), removals.end());
        removals.erase(std::unique(removals.begin(), removals.end()), removals.end());
        for (auto it = removals.crbegin(); it != removals.crend(); ++it)
            removeEntry(workspace, it->first, it->second);
        summary.replaced += int(changed.size());
        summary.removed += int(removals.size());
        summary.fixes += applied;
        if (applied == 0)
            break;
    }
    checker.checkAll(workspace);
    return summary;
}

} // namespace Studio
