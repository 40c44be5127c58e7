// The fixes of the site audit's and the link check's findings, driven through the real window
// against a site on the local test server: every fix offered acts from each place it is
// offered (the Fix button, "Fix N" on several, Fix All Like This, the list's context menu),
// marks the document modified, and undoes in one step; on a second audit too. The site's
// pages are shaped as the web serves them: a noindex page, a redirect, a canonical elsewhere,
// a page gone, one blocked by robots.txt, pages whose own dates disagree with the sitemap's,
// a gallery whose sitemap entry names an image gone and one that is a page, and one article at
// two addresses.

#include "commands/replaceworkspace.h"
#include "dialogs/crawldialog.h"
#include "document/autosave.h"
#include "document/crawldocument.h"
#include "widgets/tableactions.h"

#include "document/editordocument.h"
#include "document/linkchecksession.h"
#include "loopbacksite.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "namedchild.h"
#include "testhttpserver.h"
#include "widgets/warningsdock.h"
#include "windowfixture.h"
#include <QMenu>

#include <QAction>
#include <QDir>
#include <QHeaderView>
#include <QNetworkProxy>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// The sitemap's paths, in order, and what the audit says of each.
const QStringList Listed = {
    u"/"_s,
    u"/shop/garden/noindex-bench-oak-180cm?colour=natural&size=large"_s, // SM415
    u"/shop/garden/noindex-parasol"_s, // SM415
    u"/shop/garden/noindex-lounger"_s, // SM415
    u"/shop/old-teak-table"_s, // SM410, redirects to /shop/teak-table-extending
    u"/shop/teak-table?sort=price"_s, // SM416, canonical /shop/teak-table
    u"/shop/discontinued-hammock"_s, // SM411
    u"/private/trade-prices"_s, // SM409
    u"/journal/late"_s, // SM420: the sitemap says 2025-03-01, the page 2024-05-01
    u"/journal/stale"_s, // SM421: the sitemap says 2024-01-01, the page 2024-06-10
    u"/gallery"_s, // SM423: the page shows /img/b.jpg too
    u"/journal/brewing-green-tea"_s, // SM433 with the next: the same article
    u"/journal/brewing-green-tea?print=1"_s,
};

struct Window : WindowFixture
{
    TestHttpServer &server;

    explicit Window(TestHttpServer &s)
        : server(s)
    {
    }

    EditorDocument *document() const { return window.document(); }
    QUndoStack *undo() const { return document()->undoStack(); }
    QTreeView *view() const { return find<QTreeView>(u"findingsView"_s); }
    QPushButton *fix() const { return find<QPushButton>(u"fixButton"_s); }
    QPushButton *fixAll() const { return find<QPushButton>(u"fixAllButton"_s); }
    const QList<UrlEntry> &entries() const
    {
        return document()->workspace().sitemaps.first().entries;
    }
    QStringList paths() const
    {
        QStringList out;
        for (const UrlEntry &entry : entries()) {
            const QUrl url(entry.loc());
            out.append(url.path() + (url.hasQuery() ? u'?' + url.query() : QString()));
        }
        return out;
    }

    bool open()
    {
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                         "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n";
        for (const QString &path : Listed) {
            xml += "  <url><loc>" + server.url(path).toEncoded().replace("&", "&amp;") + "</loc>";
            if (path == u"/journal/late"_s)
                xml += "<lastmod>2025-03-01</lastmod>";
            else if (path == u"/journal/stale"_s)
                xml += "<lastmod>2024-01-01</lastmod>";
            else if (path == u"/gallery"_s)
                for (const char *image : { "/img/a.jpg", "/img/missing.jpg", "/img/page.jpg" })
                    xml += "<image:image><image:loc>"
                        + server.url(QString::fromLatin1(image)).toEncoded()
                        + "</image:loc></image:image>";
            xml += "</url>\n";
        }
        xml += "</urlset>\n";
        return write(u"garden-shop.xml"_s, xml)
            && window.openFile(dir.filePath(u"garden-shop.xml"_s));
    }

    // Tools → Audit Sitemap Against Site…, Start; true once the crawl ended and the findings
    // are listed.
    bool audit()
    {
        find<QAction>(u"actionAuditSite"_s)->trigger();
        auto *dialog = find<CrawlDialog>(u"crawlDialog"_s);
        if (!dialog || !dialog->start())
            return false;
        CrawlDocument *crawls = window.crawlDocument();
        if (!QTest::qWaitFor([crawls] { return crawls->hasCrawl() && !crawls->isRunning(); },
                             30000))
            return false;
        return QTest::qWaitFor([this] { return !rows(u"SM415"_s).isEmpty(); }, 10000);
    }

    // The list's rows of `rule` (in the order shown), of field `field` when it is not None.
    QList<int> rows(const QString &rule, FindingField field = FindingField::None) const
    {
        QList<int> out;
        const QAbstractItemModel *model = view()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, 0);
            if (index.data(FindingsModel::RuleRole).toString() == rule
                && (field == FindingField::None
                    || index.data(FindingsModel::FieldRole).toInt() == int(field)))
                out.append(row);
        }
        return out;
    }

    // Clicks row `row` of the list, with Ctrl to add it to the selection.
    void click(int row, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        clickRow(view(), row, modifiers);
    }
};

} // namespace

class TestAuditFixesGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void eachFixFromTheButton_data();
    void eachFixFromTheButton();
    void severalAtOnceAndAllLikeThis();
    void fromTheContextMenuAfterASecondAudit();
    void imagesTheLinkCheckFound();
    void tableColumnsSayWhatTheFindingsSay();
    void duplicateContentKeepsTheFirst();

private:
    TestHttpServer m_server;
};

// The windows go without closing, as after a kill: their crawls' copies are not left behind.
void TestAuditFixesGui::cleanup()
{
    QDir(Autosave::root()).removeRecursively();
}

void TestAuditFixesGui::initTestCase()
{
    QSettings().remove(u"crawl"_s); // the crawl dialog's own defaults
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.listen());
    m_server.setMaxRequests(5000);
    m_server.route(u"/robots.txt"_s,
                   TestResponse::ok("User-agent: *\nDisallow: /private/\n", "text/plain"));
    // The home page links every page, so that none is an orphan.
    QStringList links = Listed.mid(1);
    links += { u"/shop/teak-table-extending"_s, u"/shop/teak-table"_s };
    auto page = [this](const QString &path, const QByteArray &head, const QByteArray &body = {}) {
        m_server.route(path,
                       TestResponse::ok("<!DOCTYPE html><html><head><title>" + path.toUtf8()
                                            + "</title>" + head + "</head><body>" + body
                                            + "<a href=/>Home</a></body></html>",
                                        "text/html; charset=utf-8"));
    };
    m_server.route(
        u"/"_s,
        TestResponse::ok(LoopbackSite::page(u"Garden shop"_s, links), "text/html; charset=utf-8"));
    for (const QString &path : Listed.mid(1, 3))
        page(QUrl(path).path(), "<meta name=\"robots\" content=\"noindex, follow\">");
    m_server.redirect(u"/shop/old-teak-table"_s, "/shop/teak-table-extending");
    page(u"/shop/teak-table-extending"_s, {});
    // The variant with a query names the page without as its canonical.
    m_server.route(u"/shop/teak-table"_s, [this](const TestRequest &request) {
        const QByteArray canonical = "<link rel=canonical href=\"/shop/teak-table\">";
        return TestResponse::ok("<html><head>"
                                    + (request.target.contains('?') ? canonical : QByteArray())
                                    + "</head><body><a href=/>Home</a></body></html>",
                                "text/html");
    });
    m_server.route(u"/shop/discontinued-hammock"_s, TestResponse::error(404));
    page(u"/private/trade-prices"_s, {});
    page(u"/journal/late"_s,
         "<meta property=\"article:modified_time\" content=\"2024-05-01T08:00:00+00:00\">");
    page(u"/journal/stale"_s,
         "<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\","
         "\"@type\":\"WebPage\",\"dateModified\":\"2024-06-10\"}</script>");
    page(u"/gallery"_s, {}, "<img src=/img/a.jpg width=800 height=600><img src=/img/b.jpg>");
    // One article at two addresses, neither naming a canonical: the print view's clock differs.
    m_server.route(u"/journal/brewing-green-tea"_s, [](const TestRequest &request) {
        static int served = 0;
        return TestResponse::ok(
            "<!DOCTYPE html><html><head><title>Brewing green tea</title></head><body><main>"
            "<h1>Brewing green tea</h1><p>Water at 70 to 80 °C, two minutes, a teaspoon a cup."
            "</p><p>Sencha takes a second infusion well.</p></main><footer>"
                + QByteArray(request.target.contains('?') ? "Printed" : "Served")
                + " at 10:0" + QByteArray::number(++served % 10) + "</footer><a href=/>Home</a>"
                  "</body></html>",
            "text/html; charset=utf-8");
    });
    m_server.route(u"/img/a.jpg"_s, TestResponse::ok("\xff\xd8\xff", "image/jpeg"));
    m_server.route(u"/img/b.jpg"_s, TestResponse::ok("\xff\xd8\xff", "image/jpeg"));
    m_server.route(u"/img/missing.jpg"_s, TestResponse::error(404));
    m_server.route(u"/img/page.jpg"_s, TestResponse::ok("<html>moved</html>", "text/html"));
}

void TestAuditFixesGui::eachFixFromTheButton_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("path"); // the entry the finding is about
    QTest::addColumn<QString>("tip"); // in the button's tooltip
    QTest::addColumn<QString>("after"); // the entry's URL and lastmod, or "removed"

    QTest::newRow("SM410 redirect") << u"SM410"_s << u"/shop/old-teak-table"_s
                                    << u"/shop/teak-table-extending, where its redirects end"_s
                                    << u"/shop/teak-table-extending "_s;
    QTest::newRow("SM416 canonical")
        << u"SM416"_s << u"/shop/teak-table?sort=price"_s
        << u"Replace the URL with its canonical http"_s << u"/shop/teak-table "_s;
    QTest::newRow("SM411 not found")
        << u"SM411"_s << u"/shop/discontinued-hammock"_s << u"from the sitemap"_s << u"removed"_s;
    QTest::newRow("SM409 blocked")
        << u"SM409"_s << u"/private/trade-prices"_s << u"from the sitemap"_s << u"removed"_s;
    QTest::newRow("SM420 late") << u"SM420"_s << u"/journal/late"_s
                                << u"2024-05-01T08:00:00+00:00"_s
                                << u"/journal/late 2024-05-01T08:00:00+00:00"_s;
    QTest::newRow("SM421 stale") << u"SM421"_s << u"/journal/stale"_s << u"2024-06-10"_s
                                 << u"/journal/stale 2024-06-10"_s;
}

void TestAuditFixesGui::eachFixFromTheButton()
{
    QFETCH(QString, rule);
    QFETCH(QString, path);
    QFETCH(QString, tip);
    QFETCH(QString, after);

    Window w(m_server);
    QVERIFY(w.open());
    QVERIFY(w.audit());
    const QList<UrlEntry> original = w.entries();
    const QStringList paths = w.paths();
    const qsizetype at = paths.indexOf(path);
    QVERIFY(at >= 0);
    QTRY_COMPARE(w.rows(rule).size(), 1);
    QVERIFY(!w.window.isWindowModified());

    w.click(w.rows(rule).first());
    QVERIFY2(w.fix()->isEnabled(), qPrintable(w.fix()->toolTip()));
    QVERIFY2(w.fix()->toolTip().contains(tip), qPrintable(w.fix()->toolTip()));
    const int steps = w.undo()->index();
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.undo()->index(), steps + 1);
    QVERIFY(w.window.isWindowModified());
    QVERIFY(w.window.windowTitle().contains(u'*'));
    if (after == u"removed"_s) {
        QStringList expected = paths;
        expected.removeAt(at);
        QCOMPARE(w.paths(), expected);
    } else {
        QCOMPARE(w.entries().size(), original.size());
        const UrlEntry &entry = w.entries().at(at);
        QCOMPARE(w.paths().at(at) + u' ' + entry.lastmod().toString(), after);
    }
    // The finding is gone once the audit has looked again.
    QTRY_COMPARE(w.rows(rule).size(), 0);

    // One undo puts the entry back and the document is as it was read.
    w.undo()->undo();
    QVERIFY(w.entries() == original);
    QVERIFY(!w.window.isWindowModified());
    QTRY_COMPARE(w.rows(rule).size(), 1);
}

// Two listed addresses of one article (SM433): the finding names both; Fix keeps the first and
// removes the other, marks the document modified, and one undo takes it back.
void TestAuditFixesGui::duplicateContentKeepsTheFirst()
{
    Window w(m_server);
    QVERIFY(w.open());
    QVERIFY(w.audit());
    const QList<UrlEntry> original = w.entries();
    QTRY_COMPARE(w.rows(u"SM433"_s).size(), 1);
    w.click(w.rows(u"SM433"_s).first());
    QVERIFY2(w.fix()->isEnabled(), qPrintable(w.fix()->toolTip()));
    QVERIFY2(w.fix()->toolTip().contains(u"Keep "_s)
                 && w.fix()->toolTip().contains(u"/journal/brewing-green-tea,"_s),
             qPrintable(w.fix()->toolTip()));
    const int steps = w.undo()->index();
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.undo()->index(), steps + 1);
    QVERIFY(w.window.isWindowModified());
    QVERIFY(w.paths().contains(u"/journal/brewing-green-tea"_s));
    QVERIFY(!w.paths().contains(u"/journal/brewing-green-tea?print=1"_s));
    QCOMPARE(w.entries().size(), original.size() - 1);
    QTRY_COMPARE(w.rows(u"SM433"_s).size(), 0);
    w.undo()->undo();
    QVERIFY(w.entries() == original);
    QTRY_COMPARE(w.rows(u"SM433"_s).size(), 1);
}

void TestAuditFixesGui::severalAtOnceAndAllLikeThis()
{
    Window w(m_server);
    QVERIFY(w.open());
    QVERIFY(w.audit());
    const QList<UrlEntry> original = w.entries();
    QTRY_COMPARE(w.rows(u"SM415"_s).size(), 3);

    // The three noindex pages picked with Ctrl-clicks: "Fix 3", one undo step.
    const QList<int> noindex = w.rows(u"SM415"_s);
    w.click(noindex.at(0));
    w.click(noindex.at(1), Qt::ControlModifier);
    w.click(noindex.at(2), Qt::ControlModifier);
    QCOMPARE(w.fix()->text(), u"Fix 3"_s);
    int steps = w.undo()->index();
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.undo()->index(), steps + 1);
    QVERIFY(w.window.isWindowModified());
    QCOMPARE(w.entries().size(), original.size() - 3);
    for (const QString &path : w.paths())
        QVERIFY2(!path.contains(u"noindex"_s), qPrintable(path));
    w.undo()->undo();
    QVERIFY(w.entries() == original);
    QVERIFY(!w.window.isWindowModified());

    // A workspace replaced (an import merged, say) keeps the audit's findings listed.
    w.undo()->push(new ReplaceWorkspace(w.document(), w.document()->workspace(), u"Import"_s));
    QTRY_COMPARE(w.rows(u"SM415"_s).size(), 3);
    w.undo()->undo();
    QTRY_COMPARE(w.rows(u"SM415"_s).size(), 3);

    // Fix All Like This from one of them: the same three, one step, named after the rule.
    QTRY_COMPARE(w.rows(u"SM415"_s).size(), 3);
    w.click(w.rows(u"SM415"_s).at(1));
    QVERIFY(w.fixAll()->isEnabled());
    QVERIFY2(w.fixAll()->toolTip().contains(u"(3 now)"_s), qPrintable(w.fixAll()->toolTip()));
    steps = w.undo()->index();
    QTest::mouseClick(w.fixAll(), Qt::LeftButton);
    QCOMPARE(w.undo()->index(), steps + 1);
    QVERIFY(w.undo()->undoText().contains(u"Fix all"_s));
    QCOMPARE(w.entries().size(), original.size() - 3);
    QTRY_COMPARE(w.rows(u"SM415"_s).size(), 0);
    w.undo()->undo();
    QVERIFY(w.entries() == original);

    // Every fixable audit finding at once: each entry fixed as its row says, one step.
    QTRY_COMPARE(w.rows(u"SM415"_s).size(), 3);
    QList<int> all;
    for (const QString &rule : { u"SM409"_s, u"SM410"_s, u"SM411"_s, u"SM415"_s, u"SM416"_s,
                                 u"SM420"_s, u"SM421"_s, u"SM423"_s })
        all += w.rows(rule);
    QCOMPARE(all.size(), 10);
    w.click(all.first());
    for (qsizetype i = 1; i < all.size(); ++i)
        w.click(all.at(i), Qt::ControlModifier);
    QCOMPARE(w.fix()->text(), u"Fix 10"_s);
    steps = w.undo()->index();
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.undo()->index(), steps + 1);
    QCOMPARE(w.paths(),
             (QStringList { u"/"_s, u"/shop/teak-table-extending"_s, u"/shop/teak-table"_s,
                            u"/journal/late"_s, u"/journal/stale"_s, u"/gallery"_s,
                            u"/journal/brewing-green-tea"_s,
                            u"/journal/brewing-green-tea?print=1"_s })); // not selected
    QCOMPARE(w.entries().at(3).lastmod().toString(), u"2024-05-01T08:00:00+00:00"_s);
    QCOMPARE(w.entries().at(4).lastmod().toString(), u"2024-06-10"_s);
    QStringList images;
    for (const Image &image : w.entries().at(5).images())
        images.append(QUrl(image.loc()).path());
    QCOMPARE(images,
             (QStringList { u"/img/a.jpg"_s, u"/img/missing.jpg"_s, u"/img/page.jpg"_s,
                            u"/img/b.jpg"_s }));
    w.undo()->undo();
    QVERIFY(w.entries() == original);
    QVERIFY(!w.window.isWindowModified());
}

void TestAuditFixesGui::fromTheContextMenuAfterASecondAudit()
{
    Window w(m_server);
    QVERIFY(w.open());
    QVERIFY(w.audit());
    QVERIFY(w.audit()); // the crawl run again replaces the first
    const QList<UrlEntry> original = w.entries();
    QTRY_COMPARE(w.rows(u"SM423"_s).size(), 1);

    // The list's context menu holds the same Fix as the button.
    auto *action = w.find<QAction>(u"actionFixFindings"_s);
    QVERIFY(w.view()->actions().contains(action));
    auto *menu = w.view()->findChild<TableActions *>()->menu();
    QVERIFY(menu->actions().contains(action));
    w.click(w.rows(u"SM423"_s).first());
    QVERIFY(action->isEnabled());
    const int steps = w.undo()->index();
    action->trigger();
    QCOMPARE(w.undo()->index(), steps + 1);
    QVERIFY(w.window.isWindowModified());
    const QList<Image> &images = w.entries().at(Listed.indexOf(u"/gallery"_s)).images();
    QCOMPARE(images.size(), 4);
    QCOMPARE(QUrl(images.last().loc()).path(), u"/img/b.jpg"_s);
    QTRY_COMPARE(w.rows(u"SM423"_s).size(), 0);

    // And Fix All Like This from the menu.
    w.undo()->undo();
    QTRY_COMPARE(w.rows(u"SM411"_s).size(), 1);
    w.click(w.rows(u"SM411"_s).first());
    auto *all = w.find<QAction>(u"actionFixAllLikeThis"_s);
    QVERIFY(w.view()->actions().contains(all));
    QVERIFY(all->isEnabled());
    all->trigger();
    QVERIFY(!w.paths().contains(u"/shop/discontinued-hammock"_s));
    w.undo()->undo();
    QVERIFY(w.entries() == original);
}

void TestAuditFixesGui::imagesTheLinkCheckFound()
{
    Window w(m_server);
    QVERIFY(w.open());
    const QList<UrlEntry> original = w.entries();
    QSignalSpy finished(w.window.linkCheck(), &LinkCheckSession::finished);
    w.find<QAction>(u"actionCheckLinks"_s)->trigger();
    QVERIFY(finished.wait(30000) || finished.count() > 0);
    const qsizetype gallery = Listed.indexOf(u"/gallery"_s);
    auto images = [&w, gallery] {
        QStringList out;
        for (const Image &image : w.entries().at(gallery).images())
            out.append(QUrl(image.loc()).path());
        return out;
    };

    // The image gone: removed from its entry, the entry kept.
    QTRY_COMPARE(w.rows(u"SM411"_s, FindingField::Image).size(), 1);
    w.click(w.rows(u"SM411"_s, FindingField::Image).first());
    QVERIFY2(w.fix()->toolTip().contains(u"Remove the image"_s), qPrintable(w.fix()->toolTip()));
    int steps = w.undo()->index();
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.undo()->index(), steps + 1);
    QVERIFY(w.window.isWindowModified());
    QCOMPARE(images(), (QStringList { u"/img/a.jpg"_s, u"/img/page.jpg"_s }));
    w.undo()->undo();
    QVERIFY(w.entries() == original);

    // Both image findings at once: the image that is a page goes too, whatever the order.
    QTRY_COMPARE(w.rows(u"SM424"_s).size(), 1);
    const QList<int> picked { w.rows(u"SM424"_s).first(),
                              w.rows(u"SM411"_s, FindingField::Image).first() };
    w.click(picked.at(0));
    w.click(picked.at(1), Qt::ControlModifier);
    QCOMPARE(w.fix()->text(), u"Fix 2"_s);
    steps = w.undo()->index();
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.undo()->index(), steps + 1);
    QCOMPARE(images(), QStringList { u"/img/a.jpg"_s });
    QCOMPARE(w.entries().size(), original.size());

    // The page gone is removed as the audit's finding would be.
    QTRY_VERIFY(!w.rows(u"SM411"_s, FindingField::Loc).isEmpty());
    w.click(w.rows(u"SM411"_s, FindingField::Loc).first());
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QVERIFY(!w.paths().contains(u"/shop/discontinued-hammock"_s));
    w.undo()->undo();
    w.undo()->undo();
    QVERIFY(w.entries() == original);
}

// After the audit the table's Worst finding names the audit's finding on rows the checker
// has nothing against (noindex, 404, blocked), and every Indexability label reads whole.
void TestAuditFixesGui::tableColumnsSayWhatTheFindingsSay()
{
    Window w(m_server);
    QVERIFY(w.open());
    auto *table = w.find<QTableView>(u"entryTable"_s);
    QAbstractItemModel *rows = table->model();
    auto cell = [rows](const QString &path, int column) {
        for (int row = 0; row < rows->rowCount(); ++row) {
            const QUrl url(rows->index(row, EntryTableModel::Loc).data().toString());
            if (url.path() + (url.hasQuery() ? u'?' + url.query() : QString()) == path)
                return rows->index(row, column);
        }
        return QModelIndex();
    };
    QVERIFY(cell(u"/shop/discontinued-hammock"_s, EntryTableModel::Finding)
                .data()
                .toString()
                .isEmpty());
    QVERIFY(w.audit());
    const QList<std::pair<QString, QString>> expected {
        { u"/shop/garden/noindex-parasol"_s, u"Submitted URL marked 'noindex'"_s },
        { u"/shop/discontinued-hammock"_s, u"Not found (404)"_s },
        { u"/private/trade-prices"_s, u"Sitemap contains URLs which are blocked by robots.txt"_s },
        { u"/shop/old-teak-table"_s, u"Page with redirect"_s },
    };
    for (const auto &[path, title] : expected) {
        QTRY_COMPARE(cell(path, EntryTableModel::Finding).data().toString(), title);
        // The row's colour and the severity filter see it too.
        QVERIFY(cell(path, EntryTableModel::Finding).data(EntryTableModel::SeverityRole).toInt()
                >= int(Severity::Warning));
        QVERIFY2(cell(path, EntryTableModel::Finding)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .contains(QUrl(w.server.url(path)).path()),
                 qPrintable(cell(path, EntryTableModel::Finding).data(Qt::ToolTipRole).toString()));
    }
    // Each verdict shown fits its column.
    const int width = table->horizontalHeader()->sectionSize(EntryTableModel::Indexability);
    for (const QString &path : { u"/private/trade-prices"_s, u"/shop/teak-table?sort=price"_s }) {
        const QString label = cell(path, EntryTableModel::Indexability).data().toString();
        QVERIFY2(table->fontMetrics().horizontalAdvance(label) + 8 <= width,
                 qPrintable(u"%1 in %2 pixels"_s.arg(label).arg(width)));
    }
}

QTEST_MAIN(TestAuditFixesGui)
#include "tst_auditfixes_gui.moc"
