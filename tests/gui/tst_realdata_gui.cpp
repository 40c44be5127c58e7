// The window with real data, as a new user meets it: a shop's sitemap of long URLs that share
// their host and folders, opened with a fresh configuration on a 1280x800 laptop and on a
// 1024x700 screen (two offscreen screens, set up before the application starts). The URL is
// what people came to read: its column takes the room the empty columns leave, keeps a third
// of the table after an audit adds its columns, and shows what tells the rows apart; the
// window fits the screen with the Warnings and the Entry form in view; the Workspace tree
// names files by their file name and entries by their path; and column choices come back
// after a restart.

#include "commands/replaceentry.h"
#include "document/auditsession.h"
#include "document/editordocument.h"
#include "mainwindow.h"
#include "models/entrytablemodel.h"
#include "net/crawler.h"
#include "offscreenscreens.h"
#include "testpaths.h"
#include "widgets/urldelegate.h"
#include "widgets/warningsdock.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeView>
#include <QUndoStack>
#include <QWizard>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// 300 product pages of one shop: 120 to 160 characters, the host and two folders shared by
// all, the category, product and query telling them apart.
QByteArray shopSitemap()
{
    const char *categories[] = { "outdoor-and-garden-furniture", "kitchen-and-dining",
                                 "living-room-sofas-and-armchairs", "bedroom-wardrobes" };
    const char *products[]
        = { "teak-extending-table", "oak-bench",          "rattan-lounge-chair",
            "parasol-with-crank",   "folding-bistro-set", "corner-sofa-left-hand" };
    const char *colours[] = { "natural", "grey", "black", "white" };
    const char *sizes[] = { "small", "medium", "large" };
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 300; ++i)
        xml += "  <url><loc>https://www.example-shop.com/en-gb/collections/"
            + QByteArray(categories[i % 4]) + "/products/" + products[i % 6] + '-'
            + QByteArray::number(i) + "-seats-weatherproof?colour=" + colours[i % 4]
            + "&amp;size=" + sizes[i % 3] + "</loc><lastmod>2024-05-"
            + QByteArray::number(10 + i % 20) + "</lastmod></url>\n";
    return xml + "</urlset>\n";
}

QScreen *screenNamed(const QString &name)
{
    for (QScreen *screen : QGuiApplication::screens())
        if (screen->name() == name)
            return screen;
    return nullptr;
}

// A window as the program makes it at its first start (no saved settings), on `screen`,
// with the shop's sitemap open.
struct FreshWindow
{
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    explicit FreshWindow(QScreen *screen, bool clearSettings = true,
                         const QByteArray &sitemap = shopSitemap())
    {
        if (clearSettings)
            QSettings().clear();
        window = std::make_unique<MainWindow>();
        window->setPrompt([](QMessageBox::Icon, const QString &, const QString &,
                             QMessageBox::StandardButtons) { return QMessageBox::Discard; });
        window->setScreen(screen);
        window->move(screen->availableGeometry().topLeft());
        QFile file(dir.filePath(u"sitemap.xml"_s));
        if (file.open(QIODevice::WriteOnly))
            file.write(sitemap);
        file.close();
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            qWarning("the window was not shown");
        window->openFile(dir.filePath(u"sitemap.xml"_s));
        settle();
    }
    void settle()
    {
        for (int i = 0; i < 5; ++i) {
            QCoreApplication::processEvents();
            QTest::qWait(10);
        }
    }
    template<typename T = QWidget> T *find(const QString &name) const
    {
        return window->findChild<T *>(name);
    }
    QTableView *table() const { return find<QTableView>(u"entryTable"_s); }
    // Gives the document a crawl of each of its pages, as an audit does (its columns come).
    void crawlEveryPage()
    {
        CrawlResult crawl;
        for (const UrlEntry &entry : window->document()->workspace().root().entries) {
            CrawledPage page;
            page.url = crawl.intern(QUrl(entry.loc()));
            page.status = 200;
            page.flags = CrawledPage::Fetched | CrawledPage::Html;
            crawl.addPage(page);
        }
        window->findChild<AuditSession *>()->setCrawl(std::move(crawl));
        settle();
    }
    int urlWidth() const { return table()->horizontalHeader()->sectionSize(EntryTableModel::Loc); }
    int viewportWidth() const { return table()->viewport()->width(); }
    // True when `widget` is shown and wholly inside the window's client area.
    bool inView(QWidget *widget) const
    {
        if (!widget || !widget->isVisible() || widget->visibleRegion().isEmpty())
            return false;
        const QRect inWindow(widget->mapTo(window.get(), QPoint(0, 0)), widget->size());
        return window->rect().contains(inWindow);
    }
};

} // namespace

class TestRealData : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theUrlIsWhatPeopleRead_data();
    void theUrlIsWhatPeopleRead();
    void anAuditLeavesTheUrlAThird_data();
    void anAuditLeavesTheUrlAThird();
    void whatTheRowsShareIsNamedOnce();
    void theTreeNamesFilesAndPaths();
    void columnsComeBackAfterARestart();
    void eachKindKeepsItsColumns();
    void aNarrowedColumnWidensInTheNextSession();
    void longValuesElsewhere();
    void panelsKeepTheirSizes_data();
    void panelsKeepTheirSizes();

private:
    void screens_data();
};

void TestRealData::initTestCase()
{
    // The documentation runs this test for its pictures while ctest may run it too.
    TestPaths::isolateSettings(u"Sitemap Studio Real Data Tests"_s);
    QVERIFY(screenNamed(u"laptop"_s));
    QVERIFY(screenNamed(u"small"_s));
}

void TestRealData::screens_data()
{
    QTest::addColumn<QString>("screen");
    QTest::newRow("1280x800") << u"laptop"_s;
    QTest::newRow("1024x700") << u"small"_s;
}

void TestRealData::theUrlIsWhatPeopleRead_data()
{
    screens_data();
}

void TestRealData::theUrlIsWhatPeopleRead()
{
    QFETCH(QString, screen);
    QScreen *on = screenNamed(screen);
    FreshWindow w(on);
    qInfo() << "frame" << w.window->frameGeometry() << "screen" << on->availableGeometry() << "url"
            << w.urlWidth() << "viewport" << w.viewportWidth() << "min"
            << w.window->minimumSizeHint();
    QVERIFY2(on->availableGeometry().contains(w.window->frameGeometry()),
             qPrintable(u"%1 %2"_s.arg(w.window->frameGeometry().width())
                            .arg(w.window->frameGeometry().height())));
    QVERIFY(w.inView(w.find<QTreeView>(u"findingsView"_s)));
    QVERIFY(w.inView(w.find<QLineEdit>(u"locEdit"_s)));
    QVERIFY2(w.urlWidth() * 2 >= w.viewportWidth(),
             qPrintable(u"%1 of %2"_s.arg(w.urlWidth()).arg(w.viewportWidth())));
    Testing::shoot(w.window.get(),
                   screen == u"laptop"_s ? u"real-urls-1280x800"_s : u"real-urls-1024x700"_s);
}

void TestRealData::anAuditLeavesTheUrlAThird_data()
{
    screens_data();
}

void TestRealData::anAuditLeavesTheUrlAThird()
{
    QFETCH(QString, screen);
    FreshWindow w(screenNamed(screen));
    // A crawl of every page, as an audit brings it: its four columns appear.
    w.crawlEveryPage();
    QHeaderView *header = w.table()->horizontalHeader();
    QVERIFY(!header->isSectionHidden(EntryTableModel::Indexability));
    QVERIFY(!header->isSectionHidden(EntryTableModel::Inlinks));
    QVERIFY2(w.urlWidth() * 3 >= w.viewportWidth(),
             qPrintable(u"%1 of %2"_s.arg(w.urlWidth()).arg(w.viewportWidth())));
    // The verdicts read whole all the same.
    QVERIFY(header->sectionSize(EntryTableModel::Indexability)
            >= header->fontMetrics().horizontalAdvance(u"Blocked by robots.txt"_s));
}

void TestRealData::whatTheRowsShareIsNamedOnce()
{
    FreshWindow w(screenNamed(u"small"_s));
    const QString shared = u"https://www.example-shop.com/en-gb/collections/"_s;
    QVERIFY2(w.find<QLabel>(u"sharedPrefix"_s)->text().contains(shared),
             qPrintable(w.find<QLabel>(u"sharedPrefix"_s)->text()));
    // A row too long for its column leaves out the shared start first: what tells the rows
    // apart (the category, the product) stays in view.
    const QString url = w.window->document()->workspace().root().entries.at(0).loc();
    const QString shown
        = UrlDelegate::shownText(url, shared, w.urlWidth() - 8, w.table()->fontMetrics());
    QCOMPARE(shown, u"…/"_s + url.mid(shared.size()));
    QVERIFY(shown.startsWith(u"…/outdoor-and-garden-furniture/products/"_s));
    // A URL that fits is shown whole.
    QCOMPARE(UrlDelegate::shownText(url, shared, 5000, w.table()->fontMetrics()), url);
    // Columns empty in every row give their room up: hidden, not cut to a few letters.
    QHeaderView *header = w.table()->horizontalHeader();
    for (const int column : { EntryTableModel::Changefreq, EntryTableModel::Priority })
        QVERIFY(header->isSectionHidden(column));
    // A value typed in brings its column back with its title whole, and moves no other.
    QList<int> widths;
    for (int column = 0; column < header->count(); ++column)
        widths.append(header->sectionSize(column));
    UrlEntry changed = w.window->document()->entry(EntryRef { 0, 4 });
    changed.setChangefreq(ChangeFreq::Weekly);
    w.window->document()->undoStack()->push(
        new ReplaceEntry(w.window->document(), EntryRef { 0, 4 }, changed, u"test"_s));
    QTRY_VERIFY(!header->isSectionHidden(EntryTableModel::Changefreq));
    QVERIFY(header->sectionSize(EntryTableModel::Changefreq)
            >= header->fontMetrics().horizontalAdvance(u"Change frequency"_s));
    QVERIFY(header->isSectionHidden(EntryTableModel::Priority));
    for (const int column : { int(EntryTableModel::Lastmod), int(EntryTableModel::Finding) })
        QCOMPARE(header->sectionSize(column), widths.at(column));
    // Undone, the column stays until another document: an edit takes no column away.
    w.window->document()->undoStack()->undo();
    QTest::qWait(300); // past the recount of the rows
    QVERIFY(!header->isSectionHidden(EntryTableModel::Changefreq));
}

void TestRealData::theTreeNamesFilesAndPaths()
{
    FreshWindow w(screenNamed(u"laptop"_s));
    const QAbstractItemModel *tree = w.find<QTreeView>(u"workspaceTree"_s)->model();
    const QModelIndex file = tree->index(0, 0);
    QVERIFY2(file.data().toString().endsWith(u"(300 URLs) · www.example-shop.com"_s),
             qPrintable(file.data().toString()));
    const QModelIndex page = tree->index(0, 0, file);
    QVERIFY2(page.data().toString().startsWith(u"/en-gb/collections/outdoor"_s),
             qPrintable(page.data().toString()));
    QCOMPARE(page.data(Qt::ToolTipRole).toString(),
             w.window->document()->workspace().root().entries.at(0).loc());
    // A path too long for the panel drops the folders every page shares first, as the
    // table's URLs do.
    auto *view = w.find<QTreeView>(u"workspaceTree"_s);
    const auto *paths = qobject_cast<UrlDelegate *>(view->itemDelegate());
    QVERIFY(paths);
    QCOMPARE(paths->shared(), u"/en-gb/collections/"_s);
    const QString shown = UrlDelegate::shownText(page.data().toString(), paths->shared(),
                                                 view->visualRect(page).width(),
                                                 view->fontMetrics());
    QVERIFY2(shown.startsWith(u"…/outdoor-and-garden-furniture/"_s), qPrintable(shown));
    const auto *urls = qobject_cast<UrlDelegate *>(
        w.table()->itemDelegateForColumn(EntryTableModel::Loc));
    QVERIFY(urls);
    QCOMPARE(urls->shared(), u"https://www.example-shop.com/en-gb/collections/"_s);
}

void TestRealData::columnsComeBackAfterARestart()
{
    QScreen *laptop = screenNamed(u"laptop"_s);
    int lastmodWidth = 0;
    {
        FreshWindow w(laptop);
        QHeaderView *header = w.table()->horizontalHeader();
        // Priority, empty in the shop's file and so hidden, shown from the header's menu; Last
        // modified widened by hand.
        QVERIFY(header->isSectionHidden(EntryTableModel::Priority));
        emit w.find<QMenu>(u"columnMenu"_s)->aboutToShow();
        w.window->findChild<QAction *>(u"columnAction%1"_s.arg(EntryTableModel::Priority))
            ->trigger();
        QVERIFY(!header->isSectionHidden(EntryTableModel::Priority));
        lastmodWidth = header->sectionSize(EntryTableModel::Lastmod) + 37;
        header->resizeSection(EntryTableModel::Lastmod, lastmodWidth);
        QVERIFY(w.window->close());
    }
    FreshWindow again(laptop, false);
    QHeaderView *header = again.table()->horizontalHeader();
    QVERIFY(!header->isSectionHidden(EntryTableModel::Priority));
    QVERIFY(header->sectionSize(EntryTableModel::Lastmod) >= lastmodWidth - 37);
    QVERIFY(header->isSectionHidden(EntryTableModel::Changefreq));
}

// A urlset's, an index's and a crawl's columns are each as the user left them, after a
// restart too.
void TestRealData::eachKindKeepsItsColumns()
{
    QScreen *laptop = screenNamed(u"laptop"_s);
    const auto hide = [](FreshWindow &w, int column) {
        emit w.find<QMenu>(u"columnMenu"_s)->aboutToShow();
        w.window->findChild<QAction *>(u"columnAction%1"_s.arg(column))->trigger();
        QVERIFY(w.table()->horizontalHeader()->isSectionHidden(column));
    };
    const auto openIndex = [](FreshWindow &w) {
        QFile index(w.dir.filePath(u"index.xml"_s));
        QVERIFY(index.open(QIODevice::WriteOnly));
        index.write("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                    "<sitemap><loc>https://www.example-shop.com/sitemap-products-1.xml</loc>"
                    "<lastmod>2024-05-20</lastmod></sitemap></sitemapindex>");
        index.close();
        QVERIFY(w.window->openFile(index.fileName()));
        w.settle();
        QCOMPARE(w.window->entryModel()->listing(), EntryTableModel::Listing::Sitemaps);
    };
    // Priorities in every row, so that hiding their column is the user's choice.
    QByteArray prioritised = shopSitemap();
    prioritised.replace("</lastmod></url>", "</lastmod><priority>0.5</priority></url>");
    {
        FreshWindow w(laptop, true, prioritised);
        hide(w, EntryTableModel::Priority); // the urlset's choice
        w.crawlEveryPage();
        QVERIFY(!w.table()->horizontalHeader()->isSectionHidden(EntryTableModel::Inlinks));
        hide(w, EntryTableModel::Inlinks); // the crawl's
        w.window->findChild<AuditSession *>()->clear();
        w.settle();
        QVERIFY(w.table()->horizontalHeader()->isSectionHidden(EntryTableModel::Priority));
        openIndex(w);
        hide(w, EntryTableModel::Lastmod); // the index's
        QVERIFY(w.window->close());
    }
    FreshWindow again(laptop, false, prioritised);
    QHeaderView *header = again.table()->horizontalHeader();
    QVERIFY(header->isSectionHidden(EntryTableModel::Priority));
    QVERIFY(!header->isSectionHidden(EntryTableModel::Lastmod));
    QVERIFY(header->isSectionHidden(EntryTableModel::Indexability));
    again.crawlEveryPage();
    QVERIFY(!header->isSectionHidden(EntryTableModel::Indexability));
    QVERIFY(header->isSectionHidden(EntryTableModel::Inlinks));
    QVERIFY(header->isSectionHidden(EntryTableModel::Priority));
    again.window->findChild<AuditSession *>()->clear();
    openIndex(again);
    QVERIFY(header->isSectionHidden(EntryTableModel::Lastmod));
    QVERIFY(!header->isSectionHidden(EntryTableModel::ChildUrls));
}

// URLs of 300 characters (an IDN host, a tracking query) in the other places that show them:
// the statistics and the export wizard fit the small screen and show them.
void TestRealData::longValuesElsewhere()
{
    FreshWindow w(screenNamed(u"small"_s));
    QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 60; ++i) {
        const QByteArray host = i % 3 ? "www.example-shop.com" : "www.xn--bcher-kva.example";
        QByteArray path = "/en-gb/collections/outdoor-and-garden-furniture/products/";
        while (path.size() < 200)
            path += "teak-extending-table-" + QByteArray::number(i) + '-';
        xml += "<url><loc>https://" + host + path
            + "?colour=natural&amp;size=large&amp;utm_source=newsletter&amp;utm_campaign="
              "summer-sale-2024</loc><lastmod>2024-05-20</lastmod></url>\n";
    }
    xml += "</urlset>\n";
    QFile file(w.dir.filePath(u"long.xml"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(xml);
    file.close();
    QVERIFY(w.window->openFile(file.fileName()));
    w.settle();
    QScreen *screen = w.window->screen();

    auto *statistics = w.find<QDockWidget>(u"statisticsDock"_s);
    statistics->raise();
    w.settle();
    QVERIFY(w.inView(statistics->widget()));
    Testing::shoot(w.window.get(), u"real-urls-statistics-1024x700"_s);

    w.window->findChild<QAction *>(u"actionExport"_s)->trigger();
    auto *wizard = w.window->findChild<QWizard *>(u"exportWizard"_s);
    QVERIFY(wizard);
    QTRY_VERIFY(wizard->isVisible());
    w.settle();
    QVERIFY2(
        screen->availableGeometry().contains(wizard->frameGeometry()),
        qPrintable(
            u"%1x%2"_s.arg(wizard->frameGeometry().width()).arg(wizard->frameGeometry().height())));
    Testing::shoot(wizard, u"real-urls-export-1024x700"_s);
    wizard->reject();
}

// A column hidden because the last session's file left it empty comes back, its title whole,
// when the next file has values in it.
void TestRealData::aNarrowedColumnWidensInTheNextSession()
{
    QScreen *laptop = screenNamed(u"laptop"_s);
    {
        FreshWindow w(laptop); // the shop's file: no change frequency
        QVERIFY(w.table()->horizontalHeader()->isSectionHidden(EntryTableModel::Changefreq));
        QVERIFY(w.window->close());
    }
    QByteArray weekly = shopSitemap();
    weekly.replace("</lastmod></url>", "</lastmod><changefreq>weekly</changefreq></url>");
    FreshWindow again(laptop, false, weekly);
    QTRY_VERIFY(!again.table()->horizontalHeader()->isSectionHidden(EntryTableModel::Changefreq));
    QVERIFY(again.table()->horizontalHeader()->sectionSize(EntryTableModel::Changefreq)
            >= again.table()->fontMetrics().horizontalAdvance(u"Change frequency"_s));
}

// The Site tab and a wider Workspace change no other panel: switching the tab moves nothing,
// widening the Workspace narrows the table (not the Entry panel), and the Warnings show a
// useful number of the file's many findings.
void TestRealData::panelsKeepTheirSizes_data()
{
    screens_data();
}

void TestRealData::panelsKeepTheirSizes()
{
    QFETCH(QString, screen);
    FreshWindow w(screenNamed(screen));
    // Many findings: dates with a space, spread over the file.
    QByteArray xml = shopSitemap();
    xml.replace(
        "</lastmod></url>\n  <url><loc>https://www.example-shop.com/en-gb/collections/k",
        " 10:00</lastmod></url>\n  <url><loc>https://www.example-shop.com/en-gb/collections/k");
    QFile file(w.dir.filePath(u"dated.xml"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(xml);
    file.close();
    QVERIFY(w.window->openFile(file.fileName()));
    w.settle();
    auto *warnings = w.find<QTreeView>(u"findingsView"_s);
    QVERIFY(warnings->model()->rowCount() > 30);
    const int rowHeight = warnings->sizeHintForRow(0);
    QVERIFY2(warnings->viewport()->height() >= 6 * rowHeight,
             qPrintable(u"%1 rows"_s.arg(warnings->viewport()->height() / rowHeight)));

    auto *tree = w.find<QDockWidget>(u"treeDock"_s);
    auto *editor = w.find<QDockWidget>(u"entryEditorDock"_s);
    auto *bottom = w.find<QDockWidget>(u"warningsDock"_s);
    const QSize editorSize = editor->size();
    // On a small screen the Workspace is a tab beside the Entry panel: shown first.
    tree->raise();
    w.settle();
    const QSize treeSize = tree->size(), shownEditor = editor->size(), bottomSize = bottom->size();
    QTest::mouseClick(w.find<QAbstractButton>(u"treeSiteButton"_s), Qt::LeftButton);
    w.settle();
    QCOMPARE(tree->size(), treeSize);
    QCOMPARE(editor->size(), shownEditor);
    QCOMPARE(bottom->size(), bottomSize);
    if (!w.window->tabifiedDockWidgets(tree).isEmpty())
        return; // one panel: its width is the Entry panel's
    Q_UNUSED(editorSize);

    const int tableWidth = w.table()->width();
    w.window->resizeDocks({ tree }, { treeSize.width() + 150 }, Qt::Horizontal);
    w.settle();
    QCOMPARE(editor->width(), editorSize.width());
    QVERIFY2(w.table()->width() <= tableWidth - 140,
             qPrintable(u"%1 from %2"_s.arg(w.table()->width()).arg(tableWidth)));
}

// Two screens, a laptop's and a small one, set up before the application starts.
int main(int argc, char *argv[])
{
    return Testing::runOnScreens<TestRealData>(argc, argv, R"([
        {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800,
         "logicalDpi": 96, "dpr": 1},
        {"name": "small", "x": 1280, "y": 0, "width": 1024, "height": 700,
         "logicalDpi": 96, "dpr": 1}])");
}

#include "tst_realdata_gui.moc"
