// CrawlSitemap against the loopback site (tests/common/loopbacksite.h): the generated sitemap
// holds exactly the indexable canonical pages, in crawl order, under the URL that answered,
// with lastmod and hreflang only when asked and written with the xhtml namespace (the
// cluster's missing return link found there by the checker); the audit of the site's own
// sitemap gives each rule exactly where it should (SM409 to SM412, SM415 to SM419, SM608) and
// nowhere else, with the fixes it offers (remove, replace by the redirect target or the
// canonical) leaving a sitemap the same crawl no longer faults for them; an incomplete crawl
// gives no orphan notices; missingPages() gives what SM418 names; a page the crawl may fetch
// but Googlebot may not is reported blocked.

#include "io/loader.h"
#include "io/writing/sitemapwriter.h"
#include "loopbacksite.h"
#include "model/workspace.h"
#include "net/crawlsitemap.h"
#include "rules/checker.h"
#include "rules/fixes.h"
#include "testhttpserver.h"

#include <QMap>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestCrawlSitemap : public QObject
{
    Q_OBJECT

private:
    TestHttpServer m_server;
    CrawlResult m_plain; // from "/" alone
    CrawlResult m_audit; // from "/" and the sitemap's URLs
    Workspace m_workspace; // the site's sitemap

    static CrawlResult crawl(const QUrl &start, const CrawlOptions &options)
    {
        Crawler crawler(options);
        QSignalSpy finished(&crawler, &Crawler::finished);
        crawler.start(start);
        if (!finished.wait(60000))
            QTest::qFail("the crawl did not finish", __FILE__, __LINE__);
        return crawler.takeResult();
    }

    static CrawlOptions quick()
    {
        CrawlOptions options;
        options.timeoutMs = 1500;
        options.pageTimeoutMs = 8000;
        options.maxPageBytes = 256 * 1024;
        return options;
    }

    QString url(const QString &path) const { return m_server.url(path).toString(); }
    QString path(const QString &url) const { return QUrl(url).path(); }

    // "SMxxx /path" for each finding: the entry's location, or the suggestion of SM418.
    QStringList places(const QList<Finding> &findings, const Workspace &workspace) const
    {
        QStringList out;
        for (const Finding &finding : findings) {
            const QString where = finding.entryIndex >= 0
                ? workspace.sitemaps.at(finding.sitemap).entries.at(finding.entryIndex).loc()
                : finding.suggestion;
            out.append(finding.ruleId + u' ' + path(where));
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase();
    void generate();
    void generateLastmodAndHreflang();
    void audit();
    void auditFixes();
    void incompleteCrawlHasNoOrphans();
    void missingPages();
    void blockedForGooglebotOnly();
    void orphansByReachability();
};

void TestCrawlSitemap::initTestCase()
{
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.listen());
    LoopbackSite::install(m_server);
    m_workspace = Loader::openBytes(LoopbackSite::sitemapXml(url(u""_s)), url(u"/sitemap.xml"_s));
    QCOMPARE(m_workspace.sitemaps.size(), 1);
    QCOMPARE(m_workspace.sitemaps.first().entries.size(), LoopbackSite::sitemapPaths().size());
    m_plain = crawl(m_server.url(u"/"_s), quick());
    CrawlOptions options = quick();
    for (const UrlEntry &entry : std::as_const(m_workspace.sitemaps.first().entries))
        options.extraUrls.append(QUrl(entry.loc()));
    m_audit = crawl(m_server.url(u"/"_s), options);
    QVERIFY(m_plain.isComplete());
    QVERIFY(m_audit.isComplete());
    QCOMPARE(m_server.refusedRequests(), 0);
}

void TestCrawlSitemap::generate()
{
    const Sitemap sitemap = CrawlSitemap::generate(m_plain);
    QVERIFY(!sitemap.isIndex());
    QStringList locs;
    for (const UrlEntry &entry : sitemap.entries) {
        locs.append(path(entry.loc()));
        QVERIFY(entry.loc().startsWith(url(u"/"_s)));
        QVERIFY(entry.lastmod().isNull());
        QVERIFY(entry.alternates().isEmpty());
    }
    // Exactly the indexable pages; /old/index.html under /old/, where it answered.
    QStringList expected = LoopbackSite::indexablePaths();
    expected.replace(expected.indexOf(u"/old/index.html"_s), u"/old/"_s);
    QCOMPARE(sorted(locs), sorted(expected));
    QCOMPARE(locs.size(), expected.size()); // each once
    // In the order met: the home page, then the sections.
    QCOMPARE(locs.mid(0, 3), (QStringList { u"/"_s, u"/section/0"_s, u"/section/1"_s }));
    // Nothing a search engine would refuse.
    for (const QString &refused :
         { u"/noindex-meta"_s, u"/noindex-header"_s, u"/noindex-googlebot"_s, u"/canon-elsewhere"_s,
           u"/moved"_s, u"/missing"_s, u"/private/secret"_s, u"/file.pdf"_s, u"/never"_s,
           u"/loop-a"_s, u"/server-error"_s })
        QVERIFY2(!locs.contains(refused), qPrintable(refused));
}

void TestCrawlSitemap::generateLastmodAndHreflang()
{
    GenerateOptions options;
    options.lastmod = true;
    options.hreflang = true;
    const Sitemap sitemap = CrawlSitemap::generate(m_plain, options);
    QMap<QString, const UrlEntry *> byPath;
    for (const UrlEntry &entry : sitemap.entries)
        byPath.insert(path(entry.loc()), &entry);
    QCOMPARE(byPath.value(u"/contact"_s)->lastmod().toString(), u"2015-10-21T07:28:00Z"_s);
    QCOMPARE(byPath.value(u"/section/7/item-3"_s)->lastmod().toString(), u"2024-06-17T08:00:00Z"_s);
    QVERIFY(byPath.value(u"/about"_s)->lastmod().isNull());

    auto links = [&](const QString &page) {
        QStringList out;
        for (const Alternate &a : byPath.value(page)->alternates())
            out.append(a.rel + u' ' + a.hreflang + u'=' + path(a.href));
        return out;
    };
    QCOMPARE(links(u"/en/"_s),
             (QStringList { u"alternate en=/en/"_s, u"alternate de=/de/"_s, u"alternate fr=/fr/"_s,
                            u"alternate x-default=/en/"_s }));
    QCOMPARE(links(u"/fr/"_s), (QStringList { u"alternate fr=/fr/"_s, u"alternate en=/en/"_s }));
    QVERIFY(links(u"/about"_s).isEmpty());

    // The pages' cluster lacks a return link (/fr/ does not name /de/): the generated sitemap
    // carries that over, and the checker's hreflang rule finds it there, once.
    Workspace generated;
    generated.sitemaps.append(sitemap);
    Checker checker;
    checker.checkAll(generated);
    QStringList noReturn;
    for (const Finding &f : checker.findings())
        if (f.ruleId == RuleId::HreflangNoReturnLink)
            noReturn.append(path(generated.sitemaps.first().entries.at(f.entryIndex).loc()));
    QCOMPARE(noReturn, QStringList { u"/de/"_s });

    // Written as any sitemap, the xhtml namespace declared.
    const QByteArray xml = SitemapWriter(sitemap).write();
    QVERIFY(xml.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""));
    QVERIFY(xml.contains("<lastmod>2015-10-21T07:28:00Z</lastmod>"));
    const Workspace back = Loader::openBytes(xml, u"generated.xml"_s);
    QCOMPARE(back.sitemaps.first().entries.size(), sitemap.entries.size());
}

void TestCrawlSitemap::audit()
{
    const QList<Finding> findings = CrawlSitemap::audit(m_workspace, m_audit);
    QStringList expected {
        u"SM415 /noindex-meta"_s,
        u"SM415 /noindex-header"_s,
        u"SM415 /noindex-googlebot"_s,
        u"SM416 /canon-elsewhere"_s,
        u"SM410 /moved"_s,
        u"SM410 /chain-1"_s,
        u"SM410 /loop-a"_s,
        u"SM411 /missing"_s,
        u"SM411 /gone"_s,
        u"SM412 /server-error"_s,
        u"SM409 /private/secret"_s,
        u"SM417 /file.pdf"_s,
        u"SM419 /orphan-1"_s,
        u"SM419 /orphan-2"_s,
        u"SM415 /orphan-noindex"_s,
        u"SM419 /orphan-noindex"_s,
        u"SM608 /de/"_s,
    };
    // Then the indexable pages the sitemap lacks, in crawl order.
    QStringList missing;
    for (int n = 5; n < LoopbackSite::Sections; ++n)
        for (int m = 0; m < LoopbackSite::ItemsPerSection; ++m)
            missing.append(u"SM418 /section/%1/item-%2"_s.arg(n).arg(m));
    for (const QString &page :
         { u"/contact"_s, u"/only-from-noindex"_s, u"/noindex-otherbot"_s, u"/nofollow"_s,
           u"/canon-target"_s, u"/moved-target"_s, u"/chain-end"_s, u"/old/"_s, u"/busy"_s,
           u"/base/dir/page"_s, u"/base/other/target"_s, u"/huge"_s, u"/huge-start"_s })
        missing.append(u"SM418 "_s + page);
    const QStringList found = places(findings, m_workspace);
    QCOMPARE(found.mid(0, expected.size()), expected);
    QCOMPARE(sorted(found.mid(expected.size())), sorted(missing));
    QCOMPARE(found.size(), expected.size() + missing.size());

    // Placed at their entries, with the entry's line; SM418 about the file.
    for (const Finding &finding : findings) {
        if (finding.ruleId == RuleId::MissingFromSitemap) {
            QCOMPARE(finding.entryIndex, -1);
            QVERIFY(!finding.suggestion.isEmpty());
            continue;
        }
        QCOMPARE(finding.field, FindingField::Loc);
        QVERIFY(finding.line > 0);
        QCOMPARE(finding.severity, finding.rule()->severity);
    }
    auto message = [&](const QString &place) {
        return findings.at(found.indexOf(place)).message;
    };
    QVERIFY2(message(u"SM415 /noindex-header"_s).contains(u"X-Robots-Tag"_s),
             qPrintable(message(u"SM415 /noindex-header"_s)));
    QVERIFY2(message(u"SM415 /noindex-meta"_s).contains(u"meta tag"_s),
             qPrintable(message(u"SM415 /noindex-meta"_s)));
    QVERIFY2(message(u"SM410 /loop-a"_s).contains(u"loop"_s),
             qPrintable(message(u"SM410 /loop-a"_s)));
    QVERIFY2(message(u"SM410 /chain-1"_s).contains(url(u"/chain-end"_s)),
             qPrintable(message(u"SM410 /chain-1"_s)));
    QVERIFY2(message(u"SM416 /canon-elsewhere"_s).contains(url(u"/canon-target"_s)),
             qPrintable(message(u"SM416 /canon-elsewhere"_s)));
    QVERIFY2(message(u"SM417 /file.pdf"_s).contains(u"application/pdf"_s),
             qPrintable(message(u"SM417 /file.pdf"_s)));
    const QString hreflang = message(u"SM608 /de/"_s);
    QVERIFY2(hreflang.contains(u"fr → "_s + url(u"/fr/"_s)), qPrintable(hreflang));
    QVERIFY2(hreflang.contains(u"only the sitemap gives nothing"_s), qPrintable(hreflang));
}

void TestCrawlSitemap::auditFixes()
{
    Workspace workspace = m_workspace;
    const QList<Finding> findings = CrawlSitemap::audit(workspace, m_audit);
    auto finding = [&](const QString &rule, const QString &page) -> const Finding & {
        for (const Finding &f : findings)
            if (f.ruleId == rule && f.entryIndex >= 0
                && path(workspace.sitemaps.at(f.sitemap).entries.at(f.entryIndex).loc()) == page)
                return f;
        static const Finding none;
        return none;
    };
    // Remove a noindex page, a page gone and one blocked; replace a redirect by where it ends
    // and a page by its canonical; nothing for a loop or an orphan.
    const std::optional<Fix> noindex
        = Fixes::fixFor(workspace, finding(u"SM415"_s, u"/noindex-meta"_s));
    QVERIFY(noindex);
    QCOMPARE(noindex->kind, Fix::Kind::RemoveEntry);
    const std::optional<Fix> moved = Fixes::fixFor(workspace, finding(u"SM410"_s, u"/chain-1"_s));
    QVERIFY(moved);
    QCOMPARE(moved->kind, Fix::Kind::ReplaceEntry);
    QCOMPARE(moved->replacement.loc(), url(u"/chain-end"_s));
    const std::optional<Fix> canonical
        = Fixes::fixFor(workspace, finding(u"SM416"_s, u"/canon-elsewhere"_s));
    QVERIFY(canonical);
    QCOMPARE(canonical->replacement.loc(), url(u"/canon-target"_s));
    QVERIFY(!Fixes::fixFor(workspace, finding(u"SM410"_s, u"/loop-a"_s)));
    for (const auto &[rule, page] : { std::pair { u"SM411"_s, u"/missing"_s },
                                      std::pair { u"SM411"_s, u"/gone"_s },
                                      std::pair { u"SM409"_s, u"/private/secret"_s } }) {
        const std::optional<Fix> removal = Fixes::fixFor(workspace, finding(rule, page));
        QVERIFY2(removal && removal->kind == Fix::Kind::RemoveEntry, qPrintable(page));
        QVERIFY2(removal->description.contains(url(page)), qPrintable(removal->description));
    }
    QVERIFY(!Fixes::fixFor(workspace, finding(u"SM419"_s, u"/orphan-1"_s)));
    QVERIFY(!Fixes::fixFor(workspace, finding(u"SM417"_s, u"/file.pdf"_s)));

    // All at once, as the warnings dock does: 4 noindex, 2 gone and 1 blocked removed, 3
    // replaced.
    const FixBatch batch = Fixes::batchFor(workspace, findings);
    QCOMPARE(batch.removals.size(), 7);
    QCOMPARE(batch.replacements.size(), 3);
    for (qsizetype i = 0; i < batch.replacements.size(); ++i)
        workspace.sitemaps[batch.replacedSitemaps.at(i)].entries[batch.replacedEntries.at(i)]
            = batch.replacements.at(i);
    for (const auto &[sitemap, entry] : batch.removals)
        Fixes::removeEntry(workspace, sitemap, entry);
    QCOMPARE(workspace.sitemaps.first().entries.size(),
             m_workspace.sitemaps.first().entries.size() - 7);

    // The same crawl finds none of that any more, and the replaced URLs are no longer missing.
    const QStringList after = places(CrawlSitemap::audit(workspace, m_audit), workspace);
    for (const QString &gone :
         { u"SM415 /noindex-meta"_s, u"SM415 /orphan-noindex"_s, u"SM410 /moved"_s,
           u"SM410 /chain-1"_s, u"SM416 /canon-elsewhere"_s, u"SM418 /moved-target"_s,
           u"SM418 /chain-end"_s, u"SM418 /canon-target"_s })
        QVERIFY2(!after.contains(gone), qPrintable(gone));
    QVERIFY(after.contains(u"SM410 /loop-a"_s));
    for (const QString &rule : { u"SM409"_s, u"SM411"_s, u"SM415"_s })
        QCOMPARE(std::count_if(after.cbegin(), after.cend(),
                               [&rule](const QString &p) { return p.startsWith(rule); }),
                 0);
}

void TestCrawlSitemap::incompleteCrawlHasNoOrphans()
{
    CrawlOptions options = quick();
    options.maxPages = 150; // the sitemap's pages come first: past its sections and items
    for (const UrlEntry &entry : std::as_const(m_workspace.sitemaps.first().entries))
        options.extraUrls.append(QUrl(entry.loc()));
    const CrawlResult partial = crawl(m_server.url(u"/"_s), options);
    QVERIFY(partial.pageLimitReached);
    const QList<Finding> findings = CrawlSitemap::audit(m_workspace, partial);
    QVERIFY(!findings.isEmpty());
    for (const Finding &finding : findings)
        QVERIFY(finding.ruleId != RuleId::NotLinked);
    // Pages the crawl never fetched are not judged: no finding names one.
    for (const Finding &finding : findings) {
        if (finding.entryIndex < 0)
            continue;
        const CrawledPage *page
            = partial.page(QUrl(m_workspace.sitemaps.first().entries.at(finding.entryIndex).loc()));
        QVERIFY(page && page->flags & (CrawledPage::Fetched | CrawledPage::BlockedByRobots));
    }
}

void TestCrawlSitemap::missingPages()
{
    const QList<UrlEntry> missing = CrawlSitemap::missingPages(m_workspace, m_audit);
    QStringList fromFindings;
    for (const Finding &finding : CrawlSitemap::audit(m_workspace, m_audit))
        if (finding.ruleId == RuleId::MissingFromSitemap)
            fromFindings.append(finding.suggestion);
    QStringList locs;
    for (const UrlEntry &entry : missing)
        locs.append(entry.loc());
    QCOMPARE(locs, fromFindings);
    QCOMPARE(locs.size(), 5 * LoopbackSite::ItemsPerSection + 13);
}

void TestCrawlSitemap::blockedForGooglebotOnly()
{
    // The crawl obeys its own group ('*' here); Googlebot has a group of its own that
    // disallows /g/: the audit says what the search console will.
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setMaxRequests(50);
    server.serve(u"/robots.txt"_s,
                 "User-agent: Googlebot\nDisallow: /g/\n\nUser-agent: *\nDisallow: /private/\n",
                 "text/plain");
    server.serve(u"/"_s, LoopbackSite::page(u"Home"_s, { u"/g/page"_s, u"/open"_s }), "text/html");
    server.serve(u"/g/page"_s, LoopbackSite::page(u"G"_s, {}), "text/html");
    server.serve(u"/open"_s, LoopbackSite::page(u"Open"_s, {}), "text/html");
    const CrawlResult result = crawl(server.url(u"/"_s), quick());
    QVERIFY(result.page(server.url(u"/g/page"_s))->has(CrawledPage::Fetched));
    QVERIFY(result.isDisallowed(server.url(u"/g/page"_s), u"Googlebot"));
    QVERIFY(!result.isDisallowed(server.url(u"/g/page"_s), u"SitemapStudio"));
    QVERIFY(result.isDisallowed(server.url(u"/private/x"_s), u"bingbot"));
    QVERIFY(!result.isDisallowed(QUrl(u"https://elsewhere.example/g/"_s), u"Googlebot"));

    const Workspace workspace = Loader::openBytes(
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>"
            + server.url(u"/g/page"_s).toEncoded() + "</loc></url><url><loc>"
            + server.url(u"/open"_s).toEncoded() + "</loc></url></urlset>",
        u"g.xml"_s);
    const QList<Finding> findings = CrawlSitemap::audit(workspace, result);
    QStringList found = places(findings, workspace);
    QCOMPARE(found, (QStringList { u"SM409 /g/page"_s, u"SM418 /"_s }));
    QVERIFY2(findings.first().message.contains(u"Googlebot"_s),
             qPrintable(findings.first().message));
}

void TestCrawlSitemap::orphansByReachability()
{
    // A Hugo blog: the section list /posts/ is in the sitemap and linked only from its own
    // second page, which it links back; nothing the start page reaches links to either. An
    // orphan is what no chain of followed links from the start page reaches, however many
    // crawled pages link to it.
    TestHttpServer server;
    QVERIFY(server.listen());
    server.setMaxRequests(100);
    auto hugo = [](const QString &title, const QStringList &links, const QByteArray &head = {}) {
        QByteArray html = "<!DOCTYPE html>\n<html lang=\"en-us\"><head><meta charset=\"utf-8\">"
                          "<meta name=\"generator\" content=\"Hugo 0.121.1\">"
            + head + "<title>" + title.toUtf8() + " | Field Notes</title></head><body>\n"
            "<header><nav><ul class=\"menu\"><li><a href=\"/\">Home</a></li></ul></nav></header>"
            "\n<main>";
        for (const QString &link : links)
            html += "<article><h2><a href=\"" + link.toUtf8() + "\">" + link.toUtf8()
                + "</a></h2></article>\n";
        return html + "</main><footer>&copy; 2026</footer></body></html>\n";
    };
    const QByteArray html = "text/html; charset=utf-8";
    server.serve(u"/"_s, hugo(u"Home"_s, { u"/posts/2026/first-post/"_s, u"/old-about/"_s,
                                          u"/legal/"_s }), html);
    server.redirect(u"/old-about/"_s, server.url(u"/about-us/"_s).toEncoded());
    server.serve(u"/about-us/"_s, hugo(u"About us"_s, {}), html);
    server.serve(u"/posts/2026/first-post/"_s, hugo(u"First post"_s, {}), html);
    // The island: /posts/ <-> /posts/page/2/ -> an old post, which links home only.
    server.serve(u"/posts/"_s, hugo(u"Posts"_s, { u"/posts/page/2/"_s }), html);
    server.serve(u"/posts/page/2/"_s,
                 hugo(u"Posts, page 2"_s, { u"/posts/"_s, u"/posts/2025/12/old-post/"_s }), html);
    server.serve(u"/posts/2025/12/old-post/"_s, hugo(u"Old post"_s, {}), html);
    // Alone: nothing links to it.
    server.serve(u"/lonely/"_s, hugo(u"Lonely"_s, {}), html);
    // Linked only from a nofollow page, which the start page reaches.
    server.serve(u"/legal/"_s,
                 hugo(u"Legal"_s, { u"/terms/"_s }, "<meta name=\"robots\" content=\"nofollow\">"),
                 html);
    server.serve(u"/terms/"_s, hugo(u"Terms"_s, {}), html);

    const QStringList listedPaths { u"/"_s, u"/about-us/"_s, u"/posts/"_s,
                                    u"/posts/2026/first-post/"_s, u"/posts/2025/12/old-post/"_s,
                                    u"/lonely/"_s, u"/terms/"_s };
    QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">";
    CrawlOptions options = quick();
    for (const QString &listedPath : listedPaths) {
        xml += "<url><loc>" + server.url(listedPath).toEncoded() + "</loc></url>";
        options.extraUrls.append(server.url(listedPath));
    }
    const Workspace workspace = Loader::openBytes(xml + "</urlset>", u"hugo.xml"_s);
    const CrawlResult result = crawl(server.url(u"/"_s), options);
    QVERIFY(result.isComplete());

    QMap<QString, QString> orphans; // path -> message
    for (const Finding &finding : CrawlSitemap::audit(workspace, result))
        if (finding.ruleId == RuleId::NotLinked)
            orphans.insert(path(workspace.sitemaps.first().entries.at(finding.entryIndex).loc()),
                           finding.message);
    QCOMPARE(orphans.keys(),
             sorted({ u"/posts/"_s, u"/posts/2025/12/old-post/"_s, u"/lonely/"_s, u"/terms/"_s }));
    const QString start = server.url(u"/"_s).toString();
    for (const QString &message : orphans)
        QVERIFY2(message.contains(u"start page "_s + start), qPrintable(message));
    // The island's two listed pages say how many crawled pages it holds (the unlisted second
    // page of the list included); a page alone says nothing of an island.
    QVERIFY2(orphans.value(u"/posts/"_s).contains(u"one of 3 crawled pages"_s),
             qPrintable(orphans.value(u"/posts/"_s)));
    QVERIFY(orphans.value(u"/posts/2025/12/old-post/"_s).contains(u"one of 3 crawled pages"_s));
    QVERIFY(!orphans.value(u"/lonely/"_s).contains(u"one of"_s));
    QVERIFY(!orphans.value(u"/terms/"_s).contains(u"one of"_s));
}

QTEST_GUILESS_MAIN(TestCrawlSitemap)
#include "tst_crawlsitemap.moc"
