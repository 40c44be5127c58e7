#include "fixes.h"

#include "checker.h"
#include "model/workspace.h"
#include "util/url.h"

#include <QMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// Rewrites the date `text` the way the rule's fix says; empty when it does not apply.
QString fixedDate(QLatin1StringView rule, const QString &text)
{
    if (Checker::dateProblem(text, CheckProfile::SearchEngines) != rule)
        return {};
    QString out = text.trimmed();
    if (rule == RuleId::DateSpaceSeparator) {
        out[10] = u'T';
        return out;
    }
    if (rule == RuleId::DateOffsetWithoutColon) {
        out.insert(out.size() - 2, u':');
        return out;
    }
    return {};
}

// Fixes the dates of an extension item in place; true when one changed.
template<typename Item, typename FieldEnum>
bool fixItemDates(Item &item, QLatin1StringView rule, std::initializer_list<FieldEnum> fields)
{
    bool changed = false;
    for (const FieldEnum field : fields) {
        const QString fixed = fixedDate(rule, item.value(field));
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
        return out == url ? QString() : out;
    }
    if (rule == RuleId::SessionId) {
        if (Url::sessionParameter(Url::split(utf8)).isEmpty())
            return {};
        return QString::fromUtf8(Url::withoutSessionParameter(utf8));
    }
    return {};
}

// Applies the fix of `finding`'s rule to `entry`; false when there is nothing it can do.
bool fixEntry(const Finding &finding, UrlEntry &entry)
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

    if (rule == RuleId::DateSpaceSeparator || rule == RuleId::DateOffsetWithoutColon) {
        if (finding.field == FindingField::Lastmod) {
            const QString fixed = fixedDate(rule, entry.lastmod().toString());
            if (fixed.isEmpty())
                return false;
            entry.setLastmod(W3cDateTime::fromString(fixed));
            return true;
        }
        if (finding.field == FindingField::Video && item >= 0 && item < entry.videos().size())
            return fixItemDates(entry.mutableVideos()[item], rule,
                                { VideoField::PublicationDate, VideoField::ExpirationDate });
        if (finding.field == FindingField::News && item >= 0 && item < entry.news().size())
            return fixItemDates(entry.mutableNews()[item], rule, { NewsField::PublicationDate });
        return false;
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

    if (rule == RuleId::InvalidHreflang) {
        if (item < 0 || item >= entry.alternates().size())
            return false;
        Alternate &alternate = entry.mutableAlternates()[item];
        const QStringList parts = alternate.hreflang.split(u'-');
        if (parts.size() != 2 || parts.at(1).compare(u"uk", Qt::CaseInsensitive) != 0)
            return false;
        alternate.hreflang = parts.at(0) + u'-' + (parts.at(1) == u"uk" ? u"gb"_s : u"GB"_s);
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
    const QByteArray own = Url::normalized(entry.locUtf8());
    for (const Alternate &a : entry.alternates())
        if (!a.hreflang.isEmpty() && a.hreflang.compare(u"x-default", Qt::CaseInsensitive) != 0
            && Url::normalized(a.href.toUtf8()) == own)
            return a.hreflang;
    return {};
}

} // namespace

std::optional<Fix> Fixes::fixFor(const Workspace &workspace, const Finding &finding)
{
    const Rule *rule = finding.rule();
    if (!rule || !rule->hasFix() || finding.entryIndex < 0 || finding.sitemap < 0
        || finding.sitemap >= workspace.sitemaps.size())
        return std::nullopt;
    const Sitemap &sitemap = workspace.sitemaps.at(finding.sitemap);
    if (finding.entryIndex >= sitemap.entries.size())
        return std::nullopt;
    const UrlEntry &entry = sitemap.entries.at(finding.entryIndex);

    Fix fix;
    fix.ruleId = rule->id;
    fix.sitemap = finding.sitemap;
    fix.entry = finding.entryIndex;
    fix.description = rule->translatedFix();

    if (finding.ruleId == RuleId::DuplicateUrl) {
        // Only an entry identical to the first may go without losing anything.
        if (finding.relatedEntry < 0 || finding.relatedSitemap < 0
            || finding.relatedSitemap >= workspace.sitemaps.size())
            return std::nullopt;
        const Sitemap &other = workspace.sitemaps.at(finding.relatedSitemap);
        if (finding.relatedEntry >= other.entries.size()
            || !(other.entries.at(finding.relatedEntry) == entry))
            return std::nullopt;
        fix.kind = Fix::Kind::RemoveEntry;
        return fix;
    }
    if (finding.ruleId == RuleId::HreflangNoReturnLink) {
        // Add to the other URL the link back, under the code this URL gives itself.
        if (finding.relatedEntry < 0 || finding.relatedSitemap < 0
            || finding.relatedSitemap >= workspace.sitemaps.size())
            return std::nullopt;
        const QString code = selfCode(entry);
        const Sitemap &other = workspace.sitemaps.at(finding.relatedSitemap);
        if (code.isEmpty() || finding.relatedEntry >= other.entries.size())
            return std::nullopt;
        UrlEntry target = other.entries.at(finding.relatedEntry);
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
    if (!fixEntry(finding, replacement))
        return std::nullopt;
    fix.replacement = replacement;
    return fix;
}

void Fixes::apply(Workspace &workspace, const Fix &fix)
{
    if (fix.sitemap < 0 || fix.sitemap >= workspace.sitemaps.size())
        return;
    QList<UrlEntry> &entries = workspace.sitemaps[fix.sitemap].entries;
    if (fix.entry < 0 || fix.entry >= entries.size())
        return;
    if (fix.kind == Fix::Kind::RemoveEntry)
        removeEntry(workspace, fix.sitemap, fix.entry);
    else
        entries[fix.entry] = fix.replacement;
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
    // A fix can make another possible (a space fixed, then the offset): a few rounds.
    for (int round = 0; round < 4; ++round) {
        checker.checkAll(workspace);
        const QList<Finding> findings = checker.findings();
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
                if (fixFor(workspace, finding)) {
                    removals.append({ finding.sitemap, finding.entryIndex });
                    ++applied;
                }
                continue;
            }
            // Entries fixed in this round are fixed again in place, one rule after another.
            const std::optional<Fix> fix = fixFor(workspace, finding);
            if (!fix || (sitemap >= 0 && fix->sitemap != sitemap))
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
