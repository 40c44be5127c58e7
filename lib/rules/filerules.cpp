#include "entrycheck.h"
#include "schemarules.h"

#include "model/sitemap.h"

namespace Studio::FileRules {

namespace {

using Id = QLatin1StringView;

} // namespace

QList<Finding> check(const CheckRun &run, qint32 s, const Sitemap &sitemap,
                     const FileCounts &counts, FunctionRef<bool()> sameStamp)
{
    QList<Finding> out;
    auto add = [&](Id rule, const QString &message) {
        Finding f = Finding::make(rule, message);
        f.sitemap = s;
        out.append(f);
    };
    if (sitemap.failed)
        return out;
    const qsizetype n = counts.entries;
    // A sitemap read from nowhere is a new document being written (the window's File → New):
    // empty is where it starts, not a problem to report.
    const bool unread = sitemap.source.location.isEmpty()
        && sitemap.source.format == SourceFormat::Unknown;
    if (n == 0 && !unread)
        add(RuleId::EmptySitemap,
            sitemap.source.format == SourceFormat::Robots
                ? Checker::tr("The robots.txt has no Sitemap line")
                : sitemap.isIndex() ? Checker::tr("The sitemap index lists no sitemaps")
                                    : Checker::tr("The sitemap lists no URLs"));
    if (!sitemap.isIndex() && n > Limits::MaxUrls)
        add(RuleId::TooManyUrls,
            //: The count is over a limit of at least two: two or more.
            Checker::tr("The sitemap lists %1 URLs; at most %2 are allowed per "
                        "file")
                .arg(n)
                .arg(Limits::MaxUrls));
    if (sitemap.isIndex() && n > Limits::MaxUrls)
        add(RuleId::TooManySitemaps,
            //: The count is over a limit of at least two: two or more.
            Checker::tr("The index lists %1 sitemaps; at most %2 are allowed")
                .arg(n)
                .arg(Limits::MaxUrls));
    if (sitemap.source.uncompressedBytes > Limits::MaxFileBytes)
        add(RuleId::FileSizeLimit,
            Checker::tr("The file has %1 bytes uncompressed; at most %2 are allowed")
                .arg(sitemap.source.uncompressedBytes)
                .arg(Limits::MaxFileBytes));
    if (counts.news > Limits::MaxNewsPerFile)
        add(RuleId::TooManyNews,
            Checker::tr("The file has %1 news entries; at most %2 are allowed")
                .arg(counts.news)
                .arg(Limits::MaxNewsPerFile));
    if (!sitemap.isIndex() && n >= Checker::MinIdenticalLastmod && counts.withLastmod == n
        && sameStamp())
        add(RuleId::IdenticalLastmod,
            Checker::tr("All %1 URLs have the same lastmod \"%2\"")
                .arg(n)
                .arg(counts.firstLastmod.toString()));
    if (counts.noXDefault > 0)
        add(RuleId::HreflangNoXDefault,
            Checker::tr("URLs with language alternates but no x-default alternate: %1")
                .arg(counts.noXDefault));
    // The schemas' rules about the file itself, for the XML sitemaps and indexes they govern.
    if (run.strict()
        && (sitemap.source.format == SourceFormat::UrlSet
            || sitemap.source.format == SourceFormat::SitemapIndex
            || sitemap.source.format == SourceFormat::Unknown)) {
        QList<SchemaRules::Problem> problems;
        SchemaRules::checkFile(sitemap, problems);
        for (const SchemaRules::Problem &p : problems)
            add(p.rule, p.message);
    }
    if (counts.assumed && counts.scope.isValid())
        add(RuleId::PublishLocationAssumed,
            Checker::tr("No publish location is known; %1, the host of %2 of %3 URLs, was assumed. "
                        "Set it to check the sitemap's folder too.",
                        nullptr, int(n))
                .arg(QString::fromUtf8(counts.scope.toString()))
                .arg(counts.majorityCount)
                .arg(n));
    return out;
}

// ---- bookkeeping -----------------------------------------------------------------------

} // namespace Studio::FileRules
