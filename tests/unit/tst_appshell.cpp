// AppShell on the index.html that real generators write (tests/data/appshell/: create-react-app,
// Vite, Angular, Vue CLI, Nuxt without server rendering, Ember) against the pages static and
// server-rendering generators write (Hugo, MkDocs Material, WordPress, Next.js, Gatsby, Jekyll
// with Disqus comments, a "coming soon" page without scripts); the signs HtmlPage reads for it;
// and RenderPolicy's choice for each mode: a static site renders nothing in auto, a site of
// shells renders every page once its shells keep coming, never renders nothing, always all.

#include "net/appshell.h"
#include "net/htmlpage.h"
#include "testpaths.h"

#include <QFile>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

HtmlPage read(const QString &name)
{
    QFile file(TestPaths::data(u"appshell/"_s + name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return HtmlPage::parse(file.readAll(), QUrl(u"https://site.example/some/route"_s),
                           "text/html; charset=utf-8");
}

} // namespace

class TestAppShell : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void judge_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("sign"); // AppShell::signId(); "" for no shell
        QTest::addColumn<QString>("root");

        QTest::newRow("create-react-app")
            << u"create-react-app.html"_s << u"empty-root"_s << u"div#root"_s;
        QTest::newRow("Vite, Vue") << u"vite-vue.html"_s << u"empty-root"_s << u"div#app"_s;
        QTest::newRow("Angular") << u"angular.html"_s << u"empty-root"_s << u"app-root"_s;
        QTest::newRow("Vue CLI") << u"vue-cli.html"_s << u"empty-root"_s << u"div#app"_s;
        QTest::newRow("Nuxt, no server rendering")
            << u"nuxt-spa.html"_s << u"empty-root"_s << u"div#__nuxt"_s;
        // No root element at all: Ember mounts into <body>. Scripts, no text, no link.
        QTest::newRow("Ember") << u"ember.html"_s << u"no-links"_s << QString();

        QTest::newRow("Hugo") << u"hugo.html"_s << QString() << QString();
        QTest::newRow("MkDocs Material") << u"mkdocs-material.html"_s << QString() << QString();
        QTest::newRow("WordPress") << u"wordpress.html"_s << QString() << QString();
        QTest::newRow("Next.js, server rendered") << u"nextjs-ssr.html"_s << QString() << QString();
        QTest::newRow("Gatsby, server rendered") << u"gatsby-ssr.html"_s << QString() << QString();
        // Its <noscript> asks for JavaScript (for the comments), but the article is there.
        QTest::newRow("Jekyll with Disqus") << u"jekyll-disqus.html"_s << QString() << QString();
        // Little text and one link, but no script: nothing to run.
        QTest::newRow("coming soon") << u"coming-soon.html"_s << QString() << QString();
    }
    void judge()
    {
        QFETCH(QString, file);
        QFETCH(QString, sign);
        QFETCH(QString, root);
        const HtmlPage page = read(file);
        const AppShell verdict = AppShell::judge(page);
        QCOMPARE(QString(AppShell::signId(verdict.sign)), sign);
        QCOMPARE(verdict.isShell(), !sign.isEmpty());
        QCOMPARE(verdict.root, root);
    }

    // What HtmlPage reads for the judgement, on one shell and one page.
    void signs()
    {
        const HtmlPage react = read(u"create-react-app.html"_s);
        QCOMPARE(react.shell.textLength, 0); // the <noscript>'s words are not shown
        QCOMPARE(react.shell.scripts, 1);
        QVERIFY(react.shell.noscriptAsksForJavaScript);
        QCOMPARE(react.shell.emptyAppRoot, u"div#root"_s);
        QVERIFY(react.links.isEmpty());

        const HtmlPage vue = read(u"vue-cli.html"_s);
        QCOMPARE(vue.shell.scripts, 4); // module and nomodule builds
        QVERIFY(vue.shell.noscriptAsksForJavaScript);

        // JSON data is no script; the inline configuration is.
        const HtmlPage nuxt = read(u"nuxt-spa.html"_s);
        QCOMPARE(nuxt.shell.scripts, 2);

        const HtmlPage hugo = read(u"hugo.html"_s);
        QVERIFY2(hugo.shell.textLength > 2 * AppShell::ThinText,
                 qPrintable(QString::number(hugo.shell.textLength)));
        QVERIFY(hugo.shell.emptyAppRoot.isEmpty());
        QVERIFY(!hugo.shell.noscriptAsksForJavaScript);
        QVERIFY(hugo.links.size() >= 8);

        // An application root that holds the page is no empty root.
        QVERIFY(read(u"nextjs-ssr.html"_s).shell.emptyAppRoot.isEmpty());
        QVERIFY(read(u"gatsby-ssr.html"_s).shell.emptyAppRoot.isEmpty());
        // Google Tag Manager's <noscript> holds a frame, and asks nothing.
        QVERIFY(!read(u"wordpress.html"_s).shell.noscriptAsksForJavaScript);
    }

    void emptyRootEdges_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("root");
        QTest::newRow("a loading text")
            << QByteArray("<div id=\"root\">Loading…</div>") << u"div#root"_s;
        QTest::newRow("a spinner's script inside")
            << QByteArray("<div id=\"app\"><script>window.t0=Date.now()</script></div>")
            << u"div#app"_s;
        QTest::newRow("a paragraph inside")
            << QByteArray("<div id=\"app\"><p>Hello</p></div>") << QString();
        QTest::newRow("another id") << QByteArray("<div id=\"content\"></div>") << QString();
        QTest::newRow("inside a noscript")
            << QByteArray("<noscript><div id=\"root\"></div></noscript>") << QString();
    }
    void emptyRootEdges()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, root);
        const HtmlPage page = HtmlPage::parse(
            "<!doctype html><html><head><title>t</title><script src=\"/a.js\"></script></head>"
            "<body>"
                + body + "</body></html>",
            QUrl(u"https://site.example/"_s));
        QCOMPARE(page.shell.emptyAppRoot, root);
    }

    void policyNever()
    {
        RenderPolicy policy(RenderMode::Never);
        for (int i = 0; i < 5; ++i)
            QVERIFY(!policy.decide(u"spa.example"_s, true));
        QVERIFY(!policy.rendersWholeHost(u"spa.example"_s));
    }

    void policyAlways()
    {
        RenderPolicy policy(RenderMode::Always);
        QVERIFY(policy.decide(u"blog.example"_s, false));
        QVERIFY(policy.decide(u"blog.example"_s, true));
        QVERIFY(policy.rendersWholeHost(u"blog.example"_s));
    }

    // A static site: a thousand pages, none a shell, none rendered.
    void policyAutoStatic()
    {
        RenderPolicy policy(RenderMode::Auto);
        int rendered = 0;
        for (int i = 0; i < 1000; ++i)
            rendered += policy.decide(u"blog.example"_s, false);
        QCOMPARE(rendered, 0);
        QVERIFY(!policy.rendersWholeHost(u"blog.example"_s));
    }

    // A site that is one application: its shells are rendered, and once MinShells of them came
    // (more than half its pages), its server-built pages too; another host is judged alone.
    void policyAutoApplication()
    {
        RenderPolicy policy(RenderMode::Auto);
        QVERIFY(policy.decide(u"app.example"_s, true));
        QVERIFY(!policy.decide(u"app.example"_s, false)); // 1 shell of 2: not yet
        QVERIFY(policy.decide(u"app.example"_s, true));
        QVERIFY(policy.decide(u"app.example"_s, true)); // the third shell
        QVERIFY(policy.rendersWholeHost(u"app.example"_s));
        QVERIFY(policy.decide(u"app.example"_s, false)); // rendered now, though no shell
        QVERIFY(!policy.decide(u"docs.example"_s, false));
        QVERIFY(!policy.rendersWholeHost(u"docs.example"_s));
    }

    // A site with a few shells among many pages (a search page, an account page) renders only
    // those.
    void policyAutoMostlyStatic()
    {
        RenderPolicy policy(RenderMode::Auto);
        int rendered = 0;
        for (int i = 0; i < 100; ++i)
            rendered += policy.decide(u"shop.example"_s, i % 10 == 0);
        QCOMPARE(rendered, 10);
        QVERIFY(!policy.rendersWholeHost(u"shop.example"_s));
    }

    void modeIds()
    {
        RenderMode mode = RenderMode::Never;
        QVERIFY(renderModeFromId(u"Always"_s, &mode));
        QCOMPARE(mode, RenderMode::Always);
        QVERIFY(renderModeFromId(u" auto "_s, &mode));
        QCOMPARE(mode, RenderMode::Auto);
        QVERIFY(!renderModeFromId(u"sometimes"_s, &mode));
        QCOMPARE(QString(renderModeId(RenderMode::Never)), u"never"_s);
    }
};

QTEST_GUILESS_MAIN(TestAppShell)
#include "tst_appshell.moc"
