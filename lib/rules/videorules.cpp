#include "entrycheck.h"
#include "util/languagecodes.h"

#include "model/namespaces.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

using Id = QLatin1StringView;

const QRegularExpression &whitespace()
{
    static const QRegularExpression expression(u"\\s+"_s);
    return expression;
}

bool isYesNo(QStringView text)
{
    return text == u"yes" || text == u"no";
}

} // namespace

namespace EntryRules {

void checkVideos(const EntryCheck &c, QStringList &deprecated)
{
    const UrlEntry &entry = c.entry;
    QList<Finding> &out = c.out;
    const QList<Video> &videos = entry.videos();
    const PooledView loc = entry.locView();
    const quint64 pageHash = Url::normalizedHash(loc, Url::split(loc));
    for (qint32 i = 0; i < videos.size(); ++i) {
        const Video &video = videos.at(i);
        const int n = i + 1;
        auto add = [&](Id rule, const QString &message) {
            out.append(c.make(rule, message, FindingField::Video, i));
        };
        auto tag = [](VideoField field) {
            return u"<video:"_s + videoFieldName(field) + u'>';
        };
        for (const VideoField required :
             { VideoField::ThumbnailLoc, VideoField::Title, VideoField::Description }) {
            if (!video.has(required))
                add(RuleId::MissingTag,
                    Checker::tr("Video %1 has no %2").arg(n).arg(tag(required)));
        }
        if (!video.has(VideoField::ContentLoc) && !video.has(VideoField::PlayerLoc))
            add(RuleId::MissingTag,
                Checker::tr("Video %1 has neither <video:content_loc> nor <video:player_loc>")
                    .arg(n));
        for (const VideoField field :
             { VideoField::ThumbnailLoc, VideoField::ContentLoc, VideoField::PlayerLoc }) {
            if (!video.has(field))
                continue;
            const Utf8Url utf8(video.value(field));
            const QByteArrayView url = utf8.view();
            const Url::Parts parts = Url::split(url);
            checkUrl(
                c, url, parts, FindingField::Video, i,
                [&] { return Checker::tr("Video %1 %2").arg(n).arg(tag(field)); }, false);
            if (field != VideoField::ThumbnailLoc && !url.isEmpty() && entry.hasLoc()
                && Url::normalizedHash(url, parts) == pageHash)
                add(RuleId::VideoUrlIsPageUrl,
                    Checker::tr("Video %1 %2 is the page's own URL \"%3\"")
                        .arg(n)
                        .arg(tag(field), entry.loc()));
        }
        if (video.has(VideoField::ContentLoc) && video.has(VideoField::PlayerLoc)
            && !video.contentLoc().isEmpty()
            && Url::normalized(video.contentLoc().toUtf8())
                == Url::normalized(video.playerLoc().toUtf8()))
            add(RuleId::VideoContentIsPlayer,
                Checker::tr("Video %1 <video:content_loc> and <video:player_loc> are both \"%2\"")
                    .arg(n)
                    .arg(video.contentLoc()));
        const QString title = video.title();
        checkText(c, title, FindingField::Video, i, Checker::tr("Video %1 title").arg(n));
        if (title.size() > Limits::MaxVideoTitle)
            add(RuleId::TitleTooLong,
                Checker::tr("Video %1 title has %2 characters; search results "
                            "show about %3")
                    .arg(n)
                    .arg(title.size())
                    .arg(Limits::MaxVideoTitle));
        const QString description = video.value(VideoField::Description);
        checkText(c, description, FindingField::Video, i,
                  Checker::tr("Video %1 description").arg(n));
        if (description.size() > Limits::MaxVideoDescription)
            add(RuleId::VideoDescriptionTooLong,
                Checker::tr("Video %1 description has %2 characters; at most %3 are allowed")
                    .arg(n)
                    .arg(description.size())
                    .arg(Limits::MaxVideoDescription));
        const qsizetype tags = video.count(VideoField::Tag);
        if (tags > Limits::MaxVideoTags)
            add(RuleId::TooManyVideoTags,
                Checker::tr("Video %1 has %2 tags; at most %3 are allowed")
                    .arg(n)
                    .arg(tags)
                    .arg(Limits::MaxVideoTags));
        if (video.has(VideoField::Duration)) {
            const QString text = video.value(VideoField::Duration).trimmed();
            bool ok = false;
            const qlonglong seconds = text.toLongLong(&ok);
            if (!ok)
                add(RuleId::InvalidValue,
                    Checker::tr("Video %1 duration \"%2\" is not a whole number of seconds")
                        .arg(n)
                        .arg(text));
            else if (seconds < 1 || seconds > Limits::MaxVideoDuration)
                add(RuleId::VideoDurationOutOfRange,
                    Checker::tr("Video %1 duration %2 s is outside 1 to %3 seconds")
                        .arg(n)
                        .arg(seconds)
                        .arg(Limits::MaxVideoDuration));
        }
        if (video.has(VideoField::Rating)) {
            const QString text = video.value(VideoField::Rating).trimmed();
            bool ok = false;
            const double rating = text.toDouble(&ok);
            if (!ok)
                add(RuleId::InvalidValue,
                    Checker::tr("Video %1 rating \"%2\" is not a number").arg(n).arg(text));
            else if (rating < 0.0 || rating > Limits::MaxVideoRating)
                add(RuleId::VideoRatingOutOfRange,
                    Checker::tr("Video %1 rating %2 is outside 0.0 to 5.0").arg(n).arg(text));
        }
        if (video.has(VideoField::ViewCount)) {
            const QString text = video.value(VideoField::ViewCount).trimmed();
            bool ok = false;
            const qlonglong views = text.toLongLong(&ok);
            if (!ok || views < 0)
                add(RuleId::InvalidValue,
                    Checker::tr("Video %1 view count \"%2\" is not a whole number")
                        .arg(n)
                        .arg(text));
        }
        for (const VideoField field : { VideoField::PublicationDate, VideoField::ExpirationDate }) {
            if (video.has(field))
                checkDate(c, W3cDateTime::fromString(video.value(field)), FindingField::Video, i,
                          Checker::tr("Video %1 %2").arg(n).arg(tag(field)), false);
        }
        for (const VideoField field :
             { VideoField::FamilyFriendly, VideoField::RequiresSubscription, VideoField::Live }) {
            if (!video.has(field))
                continue;
            const QString text = video.value(field).trimmed();
            if (!isYesNo(text))
                add(RuleId::InvalidYesNo,
                    Checker::tr("Video %1 %2 is \"%3\"; it takes yes or no")
                        .arg(n)
                        .arg(tag(field), text));
        }
        for (const VideoField field : { VideoField::Restriction, VideoField::Platform }) {
            if (!video.has(field))
                continue;
            const QString relationship = video.attribute(field, u"relationship");
            if (relationship.isEmpty())
                add(RuleId::MissingAttribute,
                    Checker::tr("Video %1 %2 has no relationship attribute (allow or deny)")
                        .arg(n)
                        .arg(tag(field)));
            else if (relationship != u"allow" && relationship != u"deny")
                add(RuleId::InvalidAttributeValue,
                    Checker::tr("Video %1 %2 relationship=\"%3\"; it takes allow or deny")
                        .arg(n)
                        .arg(tag(field), relationship));
            const QStringList words = video.value(field).split(whitespace(), Qt::SkipEmptyParts);
            for (const QString &word : words) {
                if (field == VideoField::Restriction && !LanguageCodes::isTerritory(word)) {
                    add(RuleId::InvalidCountryCode,
                        Checker::tr(
                            "Video %1 restriction \"%2\" is not an ISO 3166-1 alpha-2 country "
                            "code")
                            .arg(n)
                            .arg(word));
                    break;
                }
                if (field == VideoField::Platform && word != u"web" && word != u"mobile"
                    && word != u"tv") {
                    add(RuleId::InvalidValue,
                        Checker::tr("Video %1 platform \"%2\" is not web, mobile or tv")
                            .arg(n)
                            .arg(word));
                    break;
                }
            }
        }
        if (video.has(VideoField::Uploader)) {
            const QString info = video.attribute(VideoField::Uploader, u"info");
            if (!info.isEmpty()) {
                const QByteArray url = info.toUtf8();
                if (Url::check(url, Url::split(url)) != Url::Problem::None)
                    add(RuleId::InvalidAttributeValue,
                        Checker::tr("Video %1 <video:uploader> info=\"%2\" is not an absolute URL")
                            .arg(n)
                            .arg(info));
            }
        }
        for (const ExtensionField &field : video.fields()) {
            if (field.key != int(VideoField::Price))
                continue;
            for (const XmlAttribute &a : field.attributes) {
                if (a.qualifiedName == u"currency"
                    && !(a.value.size() == 3 && a.value == a.value.toUpper()
                         && a.value.at(0).isLetter() && a.value.at(1).isLetter()
                         && a.value.at(2).isLetter()))
                    add(RuleId::InvalidAttributeValue,
                        Checker::tr(
                            "Video %1 <video:price> currency=\"%2\" is not an ISO 4217 code")
                            .arg(n)
                            .arg(a.value));
                else if (a.qualifiedName == u"type" && a.value.compare(u"rent", Qt::CaseInsensitive)
                         && a.value.compare(u"own", Qt::CaseInsensitive))
                    add(RuleId::InvalidAttributeValue,
                        Checker::tr("Video %1 <video:price> type=\"%2\"; it takes rent or own")
                            .arg(n)
                            .arg(a.value));
            }
        }
        // Deprecated since 2022.
        for (const ExtensionField &field : video.fields()) {
            QString name;
            switch (VideoField(field.key)) {
            case VideoField::Category:
            case VideoField::GalleryLoc:
            case VideoField::Price:
            case VideoField::Id:
            case VideoField::ContentSegmentLoc:
                name = u"video:"_s + videoFieldName(VideoField(field.key));
                break;
            case VideoField::PlayerLoc:
                for (const XmlAttribute &a : field.attributes)
                    if (a.qualifiedName == u"autoplay" || a.qualifiedName == u"allow_embed")
                        name = u"video:player_loc/@"_s + a.qualifiedName;
                break;
            case VideoField::Unknown:
                if (!field.foreign.isEmpty() && field.foreign.first().localName() == u"tvshow")
                    name = u"video:tvshow"_s;
                break;
            default:
                break;
            }
            if (!name.isEmpty() && !deprecated.contains(name))
                deprecated.append(name);
        }
    }
}

} // namespace EntryRules

} // namespace Studio
