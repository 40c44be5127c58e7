#include "importer.h"

#include "model/rule.h"
#include "util/url.h"

#include <QHash>
#include <QSet>
#include <QUrl>

namespace Studio {

namespace {

// Finds URLs by their normalised form: a 64-bit hash first, the normalised text to confirm,
// so that a hash collision never merges or drops two different URLs.
class UrlIndex
{
public:
    qsizetype find(const QByteArray &loc) const
    {
        const quint64 hash = Url::normalizedHash(loc);
        auto it = m_first.constFind(hash);
        if (it == m_first.cend())
            return -1;
        const QByteArray normal = Url::normalized(loc);
        for (; it != m_first.cend() && it.key() == hash; ++it)
            if (Url::normalized(m_locs.at(it.value())) == normal)
                return it.value();
        return -1;
    }
    // Adds `loc` as entry `index` unless an equal URL is there; returns the entry it matched.
    qsizetype insert(const QByteArray &loc, qsizetype index)
    {
        if (const qsizetype found = find(loc); found >= 0)
            return found;
        if (m_locs.size() <= index)
            m_locs.resize(index + 1);
        m_locs[index] = loc;
        m_first.insert(Url::normalizedHash(loc), index);
        return -1;
    }

private:
    QMultiHash<quint64, qsizetype> m_first;
    QList<QByteArray> m_locs; // shared with the entries, no copies
};

bool isRelative(const QByteArray &loc)
{
    return !loc.isEmpty() && !Url::split(loc).hasScheme;
}

QByteArray resolved(const QUrl &base, const QByteArray &loc)
{
    return base.resolved(QUrl::fromEncoded(loc, QUrl::TolerantMode)).toEncoded();
}

template<typename Item> bool containsLoc(const QList<Item> &items, const QString &loc)
{
    return std::any_of(items.cbegin(), items.cend(),
                       [&loc](const Item &item) { return item.loc() == loc; });
}

QString videoKey(const Video &video)
{
    return video.value(VideoField::ContentLoc) + u'\n' + video.value(VideoField::PlayerLoc);
}

} // namespace

Importer::Shape Importer::shapeOf(QByteArrayView location)
{
    const QByteArrayView loc = location.trimmed();
    if (loc.isEmpty())
        return Shape::NotUrl;
    // Whitespace inside: words, not a URL (a URL's spaces are written %20).
    if (std::any_of(loc.begin(), loc.end(), [](char c) { return c == ' ' || c == '\t'; }))
        return Shape::NotUrl;
    if (Url::split(loc).hasScheme) {
        // "www.example.com:8080/x" reads as a scheme followed by a path; a host and its port
        // it is.
        const qsizetype colon = loc.indexOf(':');
        const bool hostAndPort = loc.first(colon).contains('.') && colon + 1 < loc.size()
            && loc[colon + 1] >= '0' && loc[colon + 1] <= '9';
        if (!hostAndPort)
            return Shape::Url;
    }
    if (loc.startsWith('/') || loc.startsWith('.') || loc.startsWith('?') || loc.startsWith('#'))
        return Shape::Relative;
    // A first segment that reads as a host name: labels of letters, digits and '-' joined by
    // dots, the last of letters alone (a top-level domain), and not a file name's extension.
    qsizetype end = 0;
    while (end < loc.size() && loc[end] != '/' && loc[end] != '?' && loc[end] != '#')
        ++end;
    QByteArrayView host = loc.first(end);
    if (const qsizetype colon = host.lastIndexOf(':'); colon > 0) {
        const QByteArrayView port = host.sliced(colon + 1);
        if (!port.isEmpty() && std::all_of(port.begin(), port.end(), [](char c) {
                return c >= '0' && c <= '9';
            }))
            host = host.first(colon);
    }
    const qsizetype dot = host.lastIndexOf('.');
    if (dot <= 0 || dot + 1 >= host.size())
        return Shape::Relative;
    const bool hostChars = std::all_of(host.begin(), host.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '-' || c == '.' || quint8(c) >= 0x80; // an IDN's letters
    });
    const QByteArray tld = host.sliced(dot + 1).toByteArray().toLower();
    const bool letters = tld.size() >= 2 && std::all_of(tld.begin(), tld.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || quint8(c) >= 0x80;
    });
    static const QSet<QByteArray> fileTypes {
        "html", "htm", "xhtml", "shtml", "php", "asp", "aspx", "jsp", "cfm", "cgi", "pl",
        "xml", "txt", "pdf", "jpg", "jpeg", "png", "gif", "webp", "svg", "css", "js", "json",
        "md", "gz", "zip", "doc", "docx", "mp4",
    };
    if (hostChars && letters && (host.startsWith("www.") || !fileTypes.contains(tld)))
        return Shape::MissingScheme;
    return Shape::Relative;
}

ImportBatch Importer::prepare(const Workspace &source, const ImportOptions &options)
{
    ImportBatch batch;
    for (const Sitemap &sitemap : source.sitemaps)
        if (!sitemap.failed && !sitemap.isIndex())
            batch.entries.append(sitemap.entries);
    // An index (or a robots.txt) whose children were not loaded: its own entries, which
    // name sitemaps.
    if (batch.entries.isEmpty() && !source.isEmpty() && source.root().isIndex()
        && !source.root().failed) {
        batch.kind = Sitemap::Kind::Index;
        batch.entries = source.root().entries;
    }

    const QUrl base(options.baseUrl);
    const bool resolve = base.isValid() && !base.isRelative();
    UrlIndex seen;
    QList<UrlEntry> kept;
    kept.reserve(batch.entries.size());
    const QByteArray scheme = resolve ? base.scheme().toUtf8() : QByteArray("https");
    for (UrlEntry &entry : batch.entries) {
        // Words and host names without a scheme are not resolved into the base's folder.
        const Shape shape = [&] {
            const PooledView loc = entry.locView();
            return shapeOf(loc);
        }();
        switch (shape) {
        case Shape::NotUrl: {
            Finding f = Finding::make(
                RuleId::InvalidUrl,
                tr("\"%1\" is not a URL: it holds spaces. It is not imported")
                    .arg(entry.loc().trimmed()),
                entry.sourceLine(), 1);
            f.field = FindingField::Loc;
            batch.skipped.append(f);
            continue;
        }
        case Shape::MissingScheme:
            if (options.addMissingScheme) {
                entry.setLocUtf8(scheme + "://" + entry.locUtf8().trimmed());
                ++batch.schemesAdded;
                break;
            } else {
                Finding f = Finding::make(
                    RuleId::InvalidUrl,
                    tr("\"%1\" starts with a host name but has no scheme (%2://). It is not "
                       "imported unless the scheme is added")
                        .arg(entry.loc().trimmed(), QString::fromUtf8(scheme)),
                    entry.sourceLine(), 1);
                f.field = FindingField::Loc;
                batch.skipped.append(f);
                ++batch.missingSchemes;
                continue;
            }
        case Shape::Url:
        case Shape::Relative:
            break;
        }
        if (resolve && isRelative(entry.locUtf8())) {
            entry.setLocUtf8(resolved(base, entry.locUtf8()));
            ++batch.resolved;
        }
        // A scheme a sitemap cannot list, and tracking parameters.
        {
            const QByteArray loc = entry.locUtf8().trimmed();
            const Url::Parts parts = Url::split(loc);
            if (parts.hasScheme && parts.scheme.compare("http", Qt::CaseInsensitive) != 0
                && parts.scheme.compare("https", Qt::CaseInsensitive) != 0) {
                ++batch.nonWebUrls;
                if (options.dropNonWebUrls) {
                    Finding f = Finding::make(
                        RuleId::InvalidUrl,
                        tr("\"%1\" is not an http or https URL, which a sitemap may not list. It "
                           "is not imported")
                            .arg(QString::fromUtf8(loc)),
                        entry.sourceLine(), 1);
                    f.field = FindingField::Loc;
                    batch.skipped.append(f);
                    continue;
                }
            }
            // (Most locations have no query: nothing to look through.)
            if (parts.hasQuery) {
                const QByteArray plain = Url::withoutTrackingParameters(loc);
                if (plain.size() != loc.size()) {
                    ++batch.trackedUrls;
                    if (options.stripTrackingParameters)
                        entry.setLocUtf8(plain);
                }
            }
        }
        if (options.dropDuplicates && seen.insert(entry.locUtf8(), kept.size()) >= 0) {
            ++batch.duplicatesDropped;
            continue;
        }
        if (entry.hasExtras()) {
            if (!options.keepImages && !entry.images().isEmpty()) {
                batch.imagesDropped += entry.images().size();
                entry.mutableImages().clear();
            }
            if (!options.keepVideos && !entry.videos().isEmpty()) {
                batch.videosDropped += entry.videos().size();
                entry.mutableVideos().clear();
            }
            if (resolve)
                for (Image &image : entry.mutableImages())
                    if (isRelative(image.loc().toUtf8()))
                        image.setLoc(QString::fromUtf8(resolved(base, image.loc().toUtf8())));
            entry.squeeze();
        }
        bool defaulted = false;
        if (entry.lastmod().isNull() && !options.defaultLastmod.isNull()) {
            entry.setLastmod(options.defaultLastmod);
            defaulted = true;
        }
        if (entry.changefreq() == ChangeFreq::None
            && options.defaultChangefreq != ChangeFreq::None) {
            entry.setChangefreq(options.defaultChangefreq);
            defaulted = true;
        }
        if (!entry.hasPriority() && options.defaultPriority >= 0) {
            entry.setPriority(options.defaultPriority);
            defaulted = true;
        }
        batch.defaultsSet += defaulted;
        kept.append(std::move(entry));
    }
    batch.entries = std::move(kept);
    return batch;
}

MergePlan Importer::planMerge(const QList<UrlEntry> &target, const QList<UrlEntry> &incoming,
                              ConflictPolicy policy)
{
    MergePlan plan;
    UrlIndex index;
    for (qsizetype i = 0; i < target.size(); ++i)
        index.insert(target.at(i).locUtf8(), i);

    const bool take = policy == ConflictPolicy::TakeImported;
    for (qsizetype n = 0; n < incoming.size(); ++n) {
        const UrlEntry &in = incoming.at(n);
        const qsizetype t = index.find(in.locUtf8());
        if (t < 0) {
            plan.added.append(in);
            continue;
        }
        UrlEntry merged = target.at(t);
        bool changed = false;
        auto conflict
            = [&](const QString &field, const QString &existing, const QString &imported) {
                  plan.conflicts.append(MergeConflict { t, n, field, existing, imported });
              };

        if (!in.lastmod().isNull()) {
            const W3cDateTime &old = merged.lastmod();
            if (old.isNull()) {
                merged.setLastmod(in.lastmod());
                changed = true;
            } else if (!(old == in.lastmod())) {
                const bool newer = in.lastmod().isValid() && old.isValid()
                    && in.lastmod().toMSecsSinceEpoch() > old.toMSecsSinceEpoch();
                if (!newer)
                    conflict(QStringLiteral("lastmod"), old.toString(), in.lastmod().toString());
                if (newer || take) {
                    merged.setLastmod(in.lastmod());
                    changed = true;
                }
            }
        }
        if (in.changefreq() != ChangeFreq::None && merged.changefreqText() != in.changefreqText()) {
            if (merged.changefreq() != ChangeFreq::None)
                conflict(QStringLiteral("changefreq"), merged.changefreqText(),
                         in.changefreqText());
            if (merged.changefreq() == ChangeFreq::None || take) {
                merged.setChangefreqText(in.changefreqText());
                changed = true;
            }
        }
        if (in.hasPriority() && merged.priorityText() != in.priorityText()) {
            if (merged.hasPriority())
                conflict(QStringLiteral("priority"), merged.priorityText(), in.priorityText());
            if (!merged.hasPriority() || take) {
                merged.setPriorityText(in.priorityText());
                changed = true;
            }
        }
        if (in.hasExtras()) {
            for (const Image &image : in.images())
                if (!containsLoc(merged.images(), image.loc())) {
                    merged.mutableImages().append(image);
                    changed = true;
                }
            for (const Video &video : in.videos()) {
                const QString key = videoKey(video);
                const auto &videos = merged.videos();
                if (std::none_of(videos.cbegin(), videos.cend(),
                                 [&key](const Video &v) { return videoKey(v) == key; })) {
                    merged.mutableVideos().append(video);
                    changed = true;
                }
            }
            for (const News &news : in.news())
                if (!merged.news().contains(news)) {
                    merged.mutableNews().append(news);
                    changed = true;
                }
            for (const Alternate &alternate : in.alternates())
                if (!merged.alternates().contains(alternate)) {
                    merged.mutableAlternates().append(alternate);
                    changed = true;
                }
            merged.squeeze();
        }
        if (changed)
            plan.updated.append({ t, std::move(merged) });
        else
            ++plan.unchanged;
    }
    return plan;
}

void Importer::applyMerge(QList<UrlEntry> &target, const MergePlan &plan)
{
    for (const auto &[index, entry] : plan.updated)
        target[index] = entry;
    target.append(plan.added);
}

} // namespace Studio
