// CrawlUrlRules: patterns compiled once and matched in the URL as sent and as shown, the
// parameters removed from a link, the staging ↔ production mapping of --publish-url, and the
// rules as a crawl store keeps them.

#include "net/crawlurlrules.h"

#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

class TestCrawlUrlRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void invalidPatternNamed();
    void matching_data();
    void matching();
    void includeAndExclude();
    void parameters();
    void published_data();
    void published();
    void keptAsJson();
};

void TestCrawlUrlRules::invalidPatternNamed()
{
    QList<QRegularExpression> out;
    QString error;
    QVERIFY(!CrawlUrlRules::compile(u"--exclude"_s, { u"/ok/"_s, u"/docs/(v2"_s }, &out, &error));
    QVERIFY2(error.startsWith(u"--exclude \"/docs/(v2\" is no valid regular expression"_s),
             qPrintable(error));
    QVERIFY(error.endsWith(u"at character 10"_s));
    out.clear();
    QVERIFY(
        CrawlUrlRules::compile(u"--include"_s, { u"^https://"_s, u"(?i)/blog/"_s }, &out, &error));
    QCOMPARE(out.size(), 2);
}

void TestCrawlUrlRules::matching_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<bool>("matches");
    const QByteArray shop
        = "https://xn--bcher-kva.example/kn%C3%ADhy/nov%C3%A9?razeni=cena&strana=2"_ba;
    QTest::newRow("anywhere") << u"/search\\?q="_s << "https://example.com/search?q=a"_ba << true;
    QTest::newRow("anchored whole URL")
        << u"^https://example\\.com/$"_s << "https://example.com/a"_ba << false;
    QTest::newRow("as sent") << u"kn%C3%ADhy"_s << shop << true;
    QTest::newRow("as shown") << u"/knížy|/knihy|/kníhy"_s << shop << true;
    QTest::newRow("IDN host as sent") << u"^https://xn--bcher-kva\\."_s << shop << true;
    QTest::newRow("IDN host as shown") << u"^https://bücher\\."_s << shop << true;
    QTest::newRow("query") << u"strana=[2-9]"_s << shop << true;
    QTest::newRow("case matters") << u"/SEARCH"_s << "https://example.com/search"_ba << false;
    QTest::newRow("unless asked") << u"(?i)/SEARCH"_s << "https://example.com/search"_ba << true;
    QTest::newRow("fragment not matched") << u"#top"_s << "https://example.com/a#top"_ba << false;
}

void TestCrawlUrlRules::matching()
{
    QFETCH(QString, pattern);
    QFETCH(QByteArray, url);
    QFETCH(bool, matches);
    CrawlUrlRules rules;
    QString error;
    QVERIFY(CrawlUrlRules::compile(u"--exclude"_s, { pattern }, &rules.exclude, &error));
    QString which;
    QCOMPARE(rules.matchesExclude(QUrl::fromEncoded(url), &which), matches);
    QCOMPARE(which, matches ? pattern : QString());
}

void TestCrawlUrlRules::includeAndExclude()
{
    CrawlUrlRules rules;
    QString error;
    QVERIFY(CrawlUrlRules::compile(u"--include"_s, { u"/docs/"_s, u"/blog/"_s }, &rules.include,
                                   &error));
    QVERIFY(CrawlUrlRules::compile(u"--exclude"_s, { u"/docs/old/"_s }, &rules.exclude, &error));
    QVERIFY(CrawlUrlRules::compile(u"--no-list"_s, { u"/tag/"_s }, &rules.noList, &error));
    QString why;
    QVERIFY(!rules.isExcluded(QUrl(u"https://example.com/docs/a"_s), &why));
    QVERIFY(rules.isExcluded(QUrl(u"https://example.com/docs/old/a"_s), &why));
    QCOMPARE(why, u"/docs/old/"_s);
    QVERIFY(rules.isExcluded(QUrl(u"https://example.com/shop/"_s), &why));
    QCOMPARE(why, u"--include"_s);
    QVERIFY(!rules.isListed(QUrl(u"https://example.com/blog/tag/seo/"_s)));
    QVERIFY(rules.isListed(QUrl(u"https://example.com/blog/seo/"_s)));
    QVERIFY(!CrawlUrlRules().isExcluded(QUrl(u"https://example.com/anything"_s)));
}

void TestCrawlUrlRules::parameters()
{
    CrawlUrlRules rules;
    const QUrl link = QUrl::fromEncoded(
        "https://docs.example.org/guide/?ref=nav&utm_source=x&q=caf%C3%A9#install"_ba);
    QCOMPARE(rules.withoutParameters(link).toEncoded(),
             "https://docs.example.org/guide/?ref=nav&q=caf%C3%A9#install"_ba);
    rules.parameters.extra = { "ref"_ba };
    QCOMPARE(rules.withoutParameters(link).toEncoded(),
             "https://docs.example.org/guide/?q=caf%C3%A9#install"_ba);
    rules.parameters = {};
    rules.parameters.defaults = false;
    QCOMPARE(rules.withoutParameters(link), link);
}

void TestCrawlUrlRules::published_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("publish");
    QTest::addColumn<QByteArray>("staging");
    QTest::addColumn<QByteArray>("production");
    QTest::newRow("origin") << u"https://staging.example.com/"_s << u"https://www.example.com/"_s
                            << "https://staging.example.com/a?b=1&c=%C3%A9"_ba
                            << "https://www.example.com/a?b=1&c=%C3%A9"_ba;
    QTest::newRow("port and scheme")
        << u"http://127.0.0.1:8080/"_s << u"https://www.example.com/sitemap.xml"_s
        << "http://127.0.0.1:8080/k/"_ba
        << "https://www.example.com/k/"_ba;
    QTest::newRow("folder prefix")
        << u"https://staging.example.com/"_s << u"https://www.example.com/shop/"_s
        << "https://staging.example.com/produkty/kategorie?barva=modr%C3%A1"_ba
        << "https://www.example.com/shop/produkty/kategorie?barva=modr%C3%A1"_ba;
    QTest::newRow("start folder to root")
        << u"https://staging.example.com/new-site/"_s << u"https://www.example.com/"_s
        << "https://staging.example.com/new-site/about/"_ba
        << "https://www.example.com/about/"_ba;
    QTest::newRow("IDN production")
        << u"https://staging.example.com/"_s << u"https://www.bücher.example/"_s
        << "https://staging.example.com/b%C3%BCcher"_ba
        << "https://www.xn--bcher-kva.example/b%C3%BCcher"_ba;
}

void TestCrawlUrlRules::published()
{
    QFETCH(QString, start);
    QFETCH(QString, publish);
    QFETCH(QByteArray, staging);
    QFETCH(QByteArray, production);
    CrawlUrlRules rules;
    rules.publishUrl = QUrl(publish);
    const QUrl site(start);
    QCOMPARE(rules.toPublished(QUrl::fromEncoded(staging), site).toEncoded(), production);
    QCOMPARE(rules.fromPublished(QUrl::fromEncoded(production), site).toEncoded(), staging);
    // Other hosts stay where they are, and without a publish URL everything does.
    const QUrl cdn(u"https://cdn.example.net/img/a.png"_s);
    QCOMPARE(rules.toPublished(cdn, site), cdn);
    QCOMPARE(rules.fromPublished(cdn, site), cdn);
    QCOMPARE(CrawlUrlRules().toPublished(QUrl::fromEncoded(staging), site),
             QUrl::fromEncoded(staging));
}

void TestCrawlUrlRules::keptAsJson()
{
    CrawlUrlRules rules;
    QString error;
    QVERIFY(CrawlUrlRules::compile(u"--include"_s, { u"/blog/"_s }, &rules.include, &error));
    QVERIFY(CrawlUrlRules::compile(u"--exclude"_s, { u"/search\\?q="_s }, &rules.exclude, &error));
    QVERIFY(CrawlUrlRules::compile(u"--no-list"_s, { u"/tag/"_s }, &rules.noList, &error));
    rules.parameters.extra = { "ref"_ba, "pk_*"_ba };
    rules.publishUrl = QUrl(u"https://www.bücher.example/shop/"_s);
    const CrawlUrlRules back = CrawlUrlRules::fromJson(rules.toJson());
    QCOMPARE(back.toJson(), rules.toJson());
    QCOMPARE(back.exclude.first().pattern(), u"/search\\?q="_s);
    QCOMPARE(back.parameters.extra, rules.parameters.extra);
    QVERIFY(back.parameters.defaults);
    QCOMPARE(back.publishUrl, rules.publishUrl);
    QVERIFY(CrawlUrlRules::fromJson({}).isEmpty());
}

QTEST_GUILESS_MAIN(TestCrawlUrlRules)
#include "tst_crawlurlrules.moc"
