#include "filetally.h"

#include "checker_p.h"

namespace Studio {

void FileTally::addHosts(const Sitemap &piece)
{
    for (const UrlEntry &entry : piece.entries) {
        const qsizetype e = m_entries++;
        const PooledView loc = entry.locView();
        if (loc.isEmpty())
            continue;
        const Url::Parts parts = Url::split(loc);
        const quint64 origin = CheckerDetail::originOf(loc, parts);
        if (origin == 0)
            continue;
        Origin &o = m_origins[origin];
        ++o.count;
        if (o.firstScoped >= 0)
            continue;
        // As Checker::Private::computeScope() takes it from the entries in memory.
        Url::Scope scope = Url::Scope::fromUrl(loc);
        if (!scope.isValid())
            continue;
        scope.folder = "/";
        o.scope = std::move(scope);
        o.firstScoped = e;
    }
}

} // namespace Studio
