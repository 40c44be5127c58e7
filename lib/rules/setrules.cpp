#include "entrycheck.h"

#include "model/sitemap.h"

namespace Studio {

namespace EntryRules {

void checkScope(const EntryCheck &c, const Url::Scope &scope, quint64 origin, bool robotsRoot)
{
    const UrlEntry &entry = c.entry;
    const Url::Scope &robotsSite = c.run.robotsSite;
    // A robots.txt may name sitemaps on other hosts (sitemaps.org, "Sitemaps & Cross
    // Submits"), and such a sitemap may list the robots.txt's site: no scope error either way.
    // A Sitemap line on another host than the robots.txt's is worth a look, though (a typo in
    // the host is common), so it gets a notice.
    if (c.sitemapIndex == 0 && robotsRoot && robotsSite.isValid() && origin != 0
        && origin != robotsSite.origin) {
        const PooledView loc = entry.locView();
        Finding f = c.make(RuleId::UrlNotAllowed,
                           Checker::tr("The Sitemap line names \"%1\" on %2, another host than the "
                                       "robots.txt's %3. sitemaps.org allows this cross-submit; "
                                       "check that the host is the intended one")
                               .arg(entry.loc(), QString::fromUtf8(Url::split(loc).host),
                                    QString::fromUtf8(robotsSite.host)),
                           FindingField::Loc);
        f.severity = Severity::Notice;
        c.out.append(f);
    }
    const bool crossSubmitted = c.sitemapIndex > 0 && robotsRoot && robotsSite.isValid()
        && origin == robotsSite.origin && scope.origin != robotsSite.origin;
    // Only URLs that are valid http(s) URLs get here with an origin.
    if (!scope.isValid() || origin == 0 || crossSubmitted
        || (origin == scope.origin && scope.folder.size() <= 1))
        return;
    // Joined only here: most URLs of a set are on its scope's origin, in its root folder.
    const PooledView loc = entry.locView();
    const Url::Parts parts = Url::split(loc);
    const Url::ScopeResult result = Url::inScope(scope, parts);
    auto where = [&scope] {
        return QString::fromUtf8(scope.toString());
    };
    if (result == Url::ScopeResult::WwwMismatch)
        c.report(
            RuleId::PathMismatch,
            Checker::tr("\"%1\" is on %2, but the sitemap is published on %3")
                .arg(entry.loc(), QString::fromUtf8(parts.host), QString::fromUtf8(scope.host)),
            FindingField::Loc);
    else if (result == Url::ScopeResult::OtherOrigin)
        c.report(RuleId::UrlNotAllowed,
                 Checker::tr("\"%1\" is not on the host of the sitemap's location %2")
                     .arg(entry.loc(), where()),
                 FindingField::Loc);
    else if (result == Url::ScopeResult::OutsideFolder)
        c.report(RuleId::UrlNotAllowed,
                 Checker::tr("\"%1\" is outside the folder of the sitemap's location %2")
                     .arg(entry.loc(), where()),
                 FindingField::Loc);
}

void checkDuplicate(const EntryCheck &c, const UrlEntry &first, EntryRef firstAt,
                    const Sitemap &firstSitemap, qsizetype firstId)
{
    const UrlEntry &entry = c.entry;
    const PooledView loc = entry.locView();
    // 64-bit hashes can collide: confirm on the normalised text.
    const PooledView firstLoc = first.locView();
    if (Url::normalized(firstLoc) != Url::normalized(loc))
        return;
    const QString place = firstAt.sitemap == c.sitemapIndex
        ? Checker::tr("entry %1").arg(firstAt.entry + 1)
        : Checker::tr("entry %1 of %2").arg(firstAt.entry + 1).arg(firstSitemap.source.location);
    const QString line = first.sourceLine() > 0
        ? u' ' + Checker::tr("(line %1)").arg(first.sourceLine())
        : QString();
    Finding f
        = c.make(RuleId::DuplicateUrl,
                 first.locView() == loc
                     ? Checker::tr("\"%1\" is already listed at %2%3").arg(entry.loc(), place, line)
                     : Checker::tr("\"%1\" is the same URL as \"%2\" at %3%4")
                           .arg(entry.loc(), first.loc(), place, line),
                 FindingField::Loc);
    f.relatedSitemap = firstAt.sitemap;
    f.relatedEntry = firstId;
    c.out.append(f);
}

} // namespace EntryRules

} // namespace Studio
