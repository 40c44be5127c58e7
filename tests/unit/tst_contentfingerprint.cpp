// ContentFingerprint, ContentBlockWriter and CrawlResult::settleContent: what a page's main
// content is (its <main>, else its <article>s, else its body; navigation, headers but for their
// headings, footers, asides, scripts, styles, noscript, templates, hidden parts, their ARIA roles,
// cookie bars, widgets, share buttons, related posts and SVG icons left out), how its text is cut
// into blocks (at block-level edges, whitespace and no-break spaces collapsed, inline markup
// joined), the blocks past MaxBlocks, the blocks that repeat on most pages taken for boilerplate
// (from MinPages on, more than half, once a page), the fingerprint (order, boilerplate left out,
// the fingerprint of nothing, hex); pages in the shapes of WordPress, Hugo and a shop of 2005
// (tests/common/contentsites.h) keep their fingerprints while their clocks, counters, comment
// counts, teasers and promotions change, and change them with a real edit; and the history a
// crawl settles: first seen kept for unchanged content, moved for changed, the page's stated
// date for a page never seen (to the second, its zone kept; not a date after the crawl).

#include "contentsites.h"
#include "testpaths.h"
#include "net/contentfingerprint.h"
#include "net/crawler.h"
#include "net/htmlpage.h"
#include "util/url.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

std::vector<quint64> blocksOf(const QByteArray &html)
{
    return HtmlPage::parse(html, QUrl(u"https://example.com/page"_s)).contentBlocks;
}

std::vector<quint64> hashes(const QStringList &texts)
{
    std::vector<quint64> out;
    for (const QString &text : texts)
        out.push_back(ContentBlockWriter::hashText(text.toUtf8()));
    return out;
}

// The fingerprint of each page of a site in `version`, its boilerplate counted over the site's
// pages as a crawl of it counts them, together with `extra`'s.
QHash<QString, quint64> fingerprints(const QString &site, int version, int firstRequest,
                                     QSet<quint64> *boilerplate, const QSet<quint64> &extra = {})
{
    QHash<QString, std::vector<quint64>> blocks;
    std::vector<const std::vector<quint64> *> all;
    int request = firstRequest;
    const QStringList paths = ContentSites::paths(site);
    for (const QString &path : paths)
        blocks.insert(path, blocksOf(ContentSites::page(path, version, request++)));
    for (const QString &path : paths)
        all.push_back(&blocks[path]);
    *boilerplate = ContentFingerprint::boilerplate(all) | extra;
    QHash<QString, quint64> out;
    for (const QString &path : paths)
        out.insert(path, ContentFingerprint::fingerprint(blocks.value(path), *boilerplate));
    return out;
}

// A crawl of each page of a site in `version`, made at `crawledAt` with `history`, as the
// crawler makes it: the pages read in order, the crawl settled at its end.
CrawlResult crawlOf(const QString &site, int version, int firstRequest, qint64 crawledAt,
                    std::shared_ptr<const CrawlHistory> history)
{
    CrawlResult crawl;
    crawl.crawledAt = crawledAt;
    crawl.history = std::move(history);
    int request = firstRequest;
    for (const QString &path : ContentSites::paths(site)) {
        CrawledPage page;
        page.url = crawl.intern(QUrl(u"https://example.com"_s + path));
        page.status = 200;
        page.flags = CrawledPage::Fetched | CrawledPage::Html;
        crawl.setContentBlocks(crawl.addPage(page),
                               blocksOf(ContentSites::page(path, version, request++)));
    }
    crawl.settleContent();
    return crawl;
}

} // namespace

class TestContentFingerprint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mainContent_data();
    void mainContent();
    void blocksPastTheLimit();
    void fingerprint();
    void repeatedBlocks();
    void realPagesKeepTheirFingerprints_data();
    void realPagesKeepTheirFingerprints();
    void realEditsChangeThem();
    void realGeneratorsPages_data();
    void realGeneratorsPages();
    void settledOnTheSample();
    void historySettled();
};

void TestContentFingerprint::mainContent_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QStringList>("blocks");

    QTest::newRow("main, the rest left out")
        << "<html><head><title>Title</title></head><body><p>Before</p><main><h1>Heading</h1>"
           "<p>In main</p></main><p>After</p></body></html>"_ba
        << QStringList { u"Heading"_s, u"In main"_s };
    QTest::newRow("main before articles")
        << "<body><article><p>Outside</p></article><main><article><p>Inside</p></article>"
           "<p>Also</p></main></body>"_ba
        << QStringList { u"Inside"_s, u"Also"_s };
    QTest::newRow("articles, nested ones within theirs")
        << "<body><div>Intro</div><article><h2>One</h2><p>a</p></article><div>Between</div>"
           "<article><p>b</p><article><p>nested</p></article></article></body>"_ba
        << QStringList { u"One"_s, u"a"_s, u"b"_s, u"nested"_s };
    QTest::newRow("body when neither")
        << "<body><div>One</div><p>Two <b>bold</b> words</p><table><tr><td>Cell</td><td>And "
           "cell</td></tr></table></body>"_ba
        << QStringList { u"One"_s, u"Two bold words"_s, u"Cell"_s, u"And cell"_s };
    QTest::newRow("an empty main is none")
        << "<body><main> </main><p>Text</p></body>"_ba << QStringList { u"Text"_s };
    QTest::newRow("left out")
        << "<body><nav><a href=/>Home</a></nav><header>Site <h1>Heading</h1><p>by admin, 3 "
           "comments</p></header><aside>Teaser</aside><p>Kept</p><script>var t = 1;</script>"
           "<style>p{}</style><noscript>Enable JS</noscript><template><p>Later</p></template>"
           "<div role=\"navigation\">Menu</div><div role=contentinfo>Info</div><div hidden>"
           "Hidden</div><div aria-hidden=\"true\">Icon</div><div id=\"cookie-notice\">Cookies"
           "</div><div class=\"widget_area x\">Widget</div><section class=\"related-posts\">"
           "Related</section><div class=\"sd-sharing-enabled\">Share</div><div id=\"footer\">"
           "Visitors: 12</div><svg><title>Search</title><text>Icon</text></svg>"
           "<footer>Time 10:00</footer></body>"_ba
        << QStringList { u"Heading"_s, u"Kept"_s };
    QTest::newRow("words, not parts of words")
        << "<body><div class=\"sharepoint-guide\">Kept</div><div class=\"ads-free\">Also</div>"
           "<div class=\"menu\">Soup of the day</div></body>"_ba
        << QStringList { u"Kept"_s, u"Also"_s, u"Soup of the day"_s };
    QTest::newRow("whitespace collapsed")
        << "<body><p>  Hello \n\t world&nbsp;&nbsp;again&nbsp;</p><p>\n</p><p>Čau&nbsp;"
           "světe — 💶</p></body>"_ba
        << QStringList { u"Hello world again"_s, u"Čau světe — 💶"_s };
    QTest::newRow("inline joined, blocks and breaks split")
        << "<body><p>Hello<b>World</b> <i>again</i></p><p>a<br>b</p><ul><li>one</li><li>two"
           "</li></ul>text<div>div</div>tail</body>"_ba
        << QStringList { u"HelloWorld again"_s,
                         u"a"_s,
                         u"b"_s,
                         u"one"_s,
                         u"two"_s,
                         u"text"_s,
                         u"div"_s,
                         u"tail"_s };
}

void TestContentFingerprint::mainContent()
{
    QFETCH(QByteArray, html);
    QFETCH(QStringList, blocks);
    QCOMPARE(blocksOf(html), hashes(blocks));
}

// A page of more blocks than MaxBlocks keeps that many, the text past the last folded into it.
void TestContentFingerprint::blocksPastTheLimit()
{
    QByteArray html = "<body>";
    for (int i = 0; i < ContentFingerprint::MaxBlocks + 500; ++i)
        html += "<p>Paragraph " + QByteArray::number(i) + "</p>";
    const std::vector<quint64> blocks = blocksOf(html + "<p>Last</p></body>");
    QCOMPARE(blocks.size(), size_t(ContentFingerprint::MaxBlocks));
    QCOMPARE(blocks.front(), ContentBlockWriter::hashText("Paragraph 0"));
    const std::vector<quint64> edited = blocksOf(html + "<p>Last, edited</p></body>");
    QVERIFY(blocks.back() != edited.back());
    QVERIFY(std::equal(blocks.begin(), blocks.end() - 1, edited.begin()));
}

void TestContentFingerprint::fingerprint()
{
    using namespace ContentFingerprint;
    // The fingerprint of nothing: SHA-256 of no bytes, its first 8 read little-endian.
    QCOMPARE(toHex(ContentFingerprint::fingerprint({}, {})), u"141cfc9842c4b0e3"_s);
    QVERIFY(ContentFingerprint::fingerprint({ 1, 2 }, {})
            != ContentFingerprint::fingerprint({ 2, 1 }, {}));
    QCOMPARE(ContentFingerprint::fingerprint({ 1, 9, 2, 9 }, { 9 }),
             ContentFingerprint::fingerprint({ 1, 2 }, {}));
    QVERIFY(ContentFingerprint::fingerprint({ 1, 2 }, {})
            != ContentFingerprint::fingerprint({ 1, 2, 3 }, {}));
    quint64 value = 0;
    QVERIFY(fromHex(toHex(0x00ab00cd00ef0012ull), &value));
    QCOMPARE(value, 0x00ab00cd00ef0012ull);
    QCOMPARE(toHex(5), u"0000000000000005"_s);
    QVERIFY(!fromHex(u"12"_s, &value));
    QVERIFY(!fromHex(u"zz1cfc9842c4b0e3"_s, &value));
    // The block hash: FNV-1a of the collapsed text, fixed for good (stores keep it).
    QCOMPARE(ContentBlockWriter::hashText("a"), 0xaf63dc4c8601ec8cull);
    QCOMPARE(ContentBlockWriter::hashText("  a\n"), ContentBlockWriter::hashText("a"));
    QCOMPARE(ContentBlockWriter::hashText(" \t "), 0ull); // no block
}

void TestContentFingerprint::repeatedBlocks()
{
    using namespace ContentFingerprint;
    auto pagesOf = [](const std::vector<std::vector<quint64>> &pages) {
        std::vector<const std::vector<quint64> *> out;
        for (const std::vector<quint64> &page : pages)
            out.push_back(&page);
        return out;
    };
    // Six pages: the menu on all, the promotion on four (most), the teaser on three (half:
    // not most), the page's own text once. A block twice on one page counts once.
    const std::vector<std::vector<quint64>> six {
        { 100, 200, 1, 100 }, { 100, 200, 2 }, { 100, 200, 3, 300 },
        { 100, 200, 4, 300 }, { 100, 5, 300 }, { 100, 6 },
    };
    QCOMPARE(boilerplate(pagesOf(six)), (QSet<quint64> { 100, 200 }));
    // On fewer than MinPages pages nothing is "most".
    const std::vector<std::vector<quint64>> four(six.begin(), six.begin() + 4);
    QVERIFY(boilerplate(pagesOf(four)).isEmpty());
}

void TestContentFingerprint::realGeneratorsPages_data()
{
    QTest::addColumn<QString>("file");
    // (gatsby-ssr.html has no menu, sidebar or footer to rewrite.)
    for (const char *file :
         { "mkdocs-material", "hugo", "wordpress", "jekyll-disqus", "nextjs-ssr" })
        QTest::newRow(file) << QString::fromLatin1(file);
}

// Pages as MkDocs Material, Hugo, WordPress, Jekyll, Gatsby and Next.js write them
// (tests/data/appshell/): their menus, sidebars and footers rewritten (another menu, a build
// time, a visitor count) leave the main content's blocks as they were; a word added to the
// first plain paragraph of the main content changes them (a post's byline, a <p> of its
// header, is no content).
void TestContentFingerprint::realGeneratorsPages()
{
    QFETCH(QString, file);
    QFile in(TestPaths::data(u"appshell/"_s + file + u".html"_s));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray html = in.readAll();
    const std::vector<quint64> blocks = blocksOf(html);
    QVERIFY(!blocks.empty());

    QByteArray boilerplate = html;
    auto rewrite = [&boilerplate](const char *tag, const QByteArray &with) {
        const QRegularExpression element(
            u"<%1\\b[^>]*>.*?</%1>"_s.arg(QLatin1StringView(tag)),
            QRegularExpression::DotMatchesEverythingOption
                | QRegularExpression::CaseInsensitiveOption);
        boilerplate = QString::fromUtf8(boilerplate).replace(element, QString::fromUtf8(with)).toUtf8();
    };
    rewrite("footer", "<footer>Built at 2026-12-07 10:42 · 12,345 visitors</footer>");
    rewrite("aside", "<aside><h3>Popular</h3><p>Another teaser</p></aside>");
    rewrite("nav", "<nav><a href=\"/new\">A new menu</a> <a href=\"/shop\">Shop</a></nav>");
    QVERIFY(boilerplate != html);
    QCOMPARE(blocksOf(boilerplate), blocks);

    // The first paragraph of the main content, edited.
    const qsizetype main = qMax(html.indexOf("<main"), html.indexOf("<article"));
    const qsizetype paragraph = html.indexOf("<p>", main);
    QVERIFY(main >= 0 && paragraph > main);
    QByteArray edited = html;
    edited.insert(html.indexOf('>', paragraph) + 1, "Edited: ");
    QVERIFY(blocksOf(edited) != blocks);
}

// A crawl keeps the blocks of its first SamplePages pages and no more: the last of them settles
// the boilerplate, fingerprints them and lets their blocks go; each page after is fingerprinted
// as it is read, under that boilerplate, a block only later pages have being no boilerplate.
void TestContentFingerprint::settledOnTheSample()
{
    using namespace ContentFingerprint;
    CrawlResult crawl;
    crawl.crawledAt = 1733011200000;
    auto read = [&crawl](int n, std::vector<quint64> blocks) {
        CrawledPage page;
        page.url = crawl.intern(QUrl(u"https://example.com/p"_s + QString::number(n)));
        page.status = 200;
        page.flags = CrawledPage::Fetched | CrawledPage::Html;
        const qsizetype index = crawl.addPage(page);
        crawl.setContentBlocks(index, std::move(blocks));
        return index;
    };
    for (int n = 0; n < SamplePages - 1; ++n) {
        const qsizetype index = read(n, { 7, quint64(1000 + n) });
        QVERIFY(!crawl.content(crawl.pages.at(index)));
        QCOMPARE(*crawl.unsettledBlocks(crawl.pages.at(index)),
                 (std::vector<quint64> { 7, quint64(1000 + n) }));
    }
    QVERIFY(!crawl.contentSettled);
    // Read again (rendered after its raw HTML): counted once, as last read.
    crawl.setContentBlocks(0, { 7, 1000 });
    QVERIFY(!crawl.contentSettled);
    const qsizetype last = read(SamplePages, { 7, 1 });
    QVERIFY(crawl.contentSettled);
    QCOMPARE(crawl.boilerplate, QSet<quint64> { 7 });
    for (const CrawledPage &page : std::as_const(crawl.pages)) {
        QVERIFY(!crawl.unsettledBlocks(page));
        QVERIFY(crawl.content(page));
    }
    QCOMPARE(crawl.content(crawl.pages.at(last))->fingerprint, ContentFingerprint::fingerprint({ 1 }, {}));
    // After the sample, 8 on every page is no boilerplate: it is part of each fingerprint.
    for (int n = 0; n < SamplePages * 2; ++n) {
        const qsizetype index = read(SamplePages + 1 + n, { 7, 8, quint64(n) + 100000 });
        QCOMPARE(crawl.content(crawl.pages.at(index))->fingerprint,
                 ContentFingerprint::fingerprint({ 8, quint64(n) + 100000 }, {}));
    }
    QCOMPARE(crawl.boilerplate, QSet<quint64> { 7 });
    crawl.settleContent(); // the crawl's end changes nothing
    QCOMPARE(crawl.boilerplate, QSet<quint64> { 7 });
}

void TestContentFingerprint::realPagesKeepTheirFingerprints_data()
{
    QTest::addColumn<QString>("site");
    for (const QString &site : ContentSites::sites())
        QTest::newRow(qPrintable(site)) << site;
}

// Crawled twice, a minute apart, and again in version 2: the clocks, counters, comment counts,
// teasers, widgets and the shop's promotion differ on every page; only the edited pages' main
// content does too.
void TestContentFingerprint::realPagesKeepTheirFingerprints()
{
    QFETCH(QString, site);
    QSet<quint64> first, again;
    const QHash<QString, quint64> a = fingerprints(site, 1, 1, &first);
    const QHash<QString, quint64> b = fingerprints(site, 1, 61, &again);
    QCOMPARE(b, a);
    // Each of the structural parts alone changes the page's blocks not at all.
    if (site != u"/shop/") {
        for (const QString &path : ContentSites::paths(site))
            QCOMPARE(blocksOf(ContentSites::page(path, 1, 5)),
                     blocksOf(ContentSites::page(path, 1, 77)));
    }
    // Version 2 crawled --since version 1: only the edited pages' content is first seen now.
    const qint64 then = 1700000000000, now = 1733011200000;
    const CrawlResult one = crawlOf(site, 1, 1, then, nullptr);
    const auto history = std::make_shared<CrawlHistory>(CrawlHistory::of(one, nullptr));
    const CrawlResult two = crawlOf(site, 2, 200, now, history);
    for (const CrawledPage &page : two.pages) {
        const QString path = two.urlText(page.url).mid(QStringView(u"https://example.com").size());
        QVERIFY2((two.content(page)->firstSeen == then)
                     != ContentSites::editedPaths().contains(path),
                 qPrintable(path));
    }
    if (site == u"/shop/") {
        // The shop's menu and promotions are on every page: boilerplate by repetition, the
        // promotion of each version in its own crawl, carried on by the next.
        QCOMPARE(first,
                 (QSet<quint64> {
                     ContentBlockWriter::hashText("Home | Garden tools | About us | Contact"),
                     ContentBlockWriter::hashText("Summer sale: 20% off all garden tools!") }));
        QCOMPARE(two.boilerplate.size(), 3);
    }
}

// The edits themselves: each page's main content tells them, whatever the boilerplate.
void TestContentFingerprint::realEditsChangeThem()
{
    for (const QString &path : ContentSites::editedPaths())
        QVERIFY2(blocksOf(ContentSites::page(path, 1, 3))
                     != blocksOf(ContentSites::page(path, 2, 3)),
                 qPrintable(path));
    // A page whose main content holds nothing but what the other pages share is still a page
    // of its own: the fingerprint of nothing, not of its boilerplate.
    const std::vector<quint64> empty = blocksOf("<body><nav>Menu</nav></body>");
    QVERIFY(empty.empty());
}

void TestContentFingerprint::historySettled()
{
    const qint64 crawlTime = 1733011200000; // 2024-12-01T00:00:00Z
    CrawlResult crawl;
    crawl.crawledAt = crawlTime;
    // The earlier crawl saw /same and /edited; /same's cookie bar (77) was not boilerplate
    // then (on too few pages), this crawl takes it for boilerplate (on most of its pages).
    auto history = std::make_shared<CrawlHistory>();
    PageContent before;
    before.fingerprint = ContentFingerprint::fingerprint({ 1, 2, 77 }, {});
    before.firstSeen = 1700000000000;
    before.lastSeen = 1720000000000;
    before.changed = u"2023-11-14T22:13:20Z"_s;
    history->pages.insert(Url::normalized("https://EXAMPLE.com:443/same"), before);
    before.fingerprint = ContentFingerprint::fingerprint({ 3, 77 }, {});
    history->pages.insert(Url::normalized("https://example.com/edited"), before);
    crawl.history = history;
    auto add
        = [&crawl](const QString &path, std::vector<quint64> blocks, const QString &stated = {}) {
              CrawledPage page;
              page.url = crawl.intern(QUrl(u"https://example.com"_s + path));
              page.status = 200;
              page.flags = CrawledPage::Fetched | CrawledPage::Html;
              if (!stated.isEmpty()) {
                  page.modifiedSource = PageDateSource::JsonLd;
                  crawl.setPageExtras(page.url, stated, {});
              }
              crawl.setContentBlocks(crawl.addPage(page), std::move(blocks));
              return page.url;
          };
    const quint32 same = add(u"/same"_s, { 1, 2, 77 }, u"2020-01-01"_s);
    const quint32 edited = add(u"/edited"_s, { 3, 4, 77 });
    const quint32 dated = add(u"/dated?x=1&y=2"_s, { 5, 77 }, u"2024-03-04T05:06:07.890-05:00"_s);
    const quint32 future = add(u"/future"_s, { 6, 77 }, u"2030-01-01T00:00:00Z"_s);
    const quint32 undated = add(u"/undated"_s, { 7, 77 });
    QVERIFY(!crawl.content(*crawl.page(same))); // five pages: settled when the crawl ends
    crawl.settleContent();

    QCOMPARE(crawl.boilerplate, QSet<quint64> { 77 });
    auto content = [&crawl](quint32 url) {
        return *crawl.content(*crawl.page(url));
    };
    // Unchanged: first seen and changed carried on; last seen now.
    QCOMPARE(content(same).firstSeen, 1700000000000);
    QCOMPARE(content(same).changed, u"2023-11-14T22:13:20Z"_s);
    QCOMPARE(content(same).lastSeen, crawlTime);
    QCOMPARE(content(same).fingerprint, ContentFingerprint::fingerprint({ 1, 2 }, {}));
    // Changed: this crawl's time for both.
    QCOMPARE(content(edited).firstSeen, crawlTime);
    QCOMPARE(content(edited).changed, u"2024-12-01T00:00:00Z"_s);
    // Never seen: the date the page states, to the second with its zone; a date after the
    // crawl is not believed; none stated, this crawl's time.
    QCOMPARE(content(dated).firstSeen, crawlTime);
    QCOMPARE(content(dated).changed, u"2024-03-04T05:06:07-05:00"_s);
    QCOMPARE(content(future).changed, u"2024-12-01T00:00:00Z"_s);
    QCOMPARE(content(undated).changed, u"2024-12-01T00:00:00Z"_s);

    // Carried on into the next crawl's history, by the normalised URL.
    const CrawlHistory next = CrawlHistory::of(crawl, history.get());
    QCOMPARE(next.pages.size(), 5);
    QCOMPARE(next.boilerplate, QSet<quint64> { 77 });
    QCOMPARE(next.pages.value(Url::normalized("https://example.com/dated?x=1&y=2")).changed,
             u"2024-03-04T05:06:07-05:00"_s);
    // The cookie bar is gone in the next crawl (no longer on most pages, nor on /same): still
    // boilerplate, as the history says, and /same still unchanged.
    CrawlResult later;
    later.crawledAt = crawlTime + 86400000;
    later.history = std::make_shared<CrawlHistory>(next);
    CrawledPage page;
    page.url = later.intern(QUrl(u"https://example.com/same"_s));
    page.status = 200;
    page.flags = CrawledPage::Fetched | CrawledPage::Html;
    later.setContentBlocks(later.addPage(page), { 1, 2 });
    later.settleContent();
    QCOMPARE(later.content(later.pages.at(0))->firstSeen, 1700000000000);
}

QTEST_GUILESS_MAIN(TestContentFingerprint)
#include "tst_contentfingerprint.moc"
