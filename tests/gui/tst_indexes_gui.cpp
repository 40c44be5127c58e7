// A sitemap index in the editor window, driven offscreen through the real window: the table
// lists the index's sitemaps (whether each was read, its URLs) where it used to be empty, the
// tree opens on them, the form of an index entry offers only what a <sitemap> may hold, and
// what it may not hold is reported (SM117).

#include "dialogs/setfieldsdialog.h"
#include "document/editordocument.h"
#include "io/loader.h"
#include "mainwindow.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "models/workspacetreemodel.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QComboBox>
#include <QFile>
#include <QFont>
#include <QHeaderView>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

QByteArray urlset(int count, const QByteArray &name)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i)
        xml += "  <url><loc>https://example.com/" + name + "/" + QByteArray::number(i)
            + "</loc><priority>0.5</priority></url>\n";
    return xml + "</urlset>\n";
}

// An index of a.xml, b.xml and c.xml, each with a lastmod; `extra` goes into b.xml's entry.
QByteArray index(const QByteArray &extra = {})
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
           "  <sitemap><loc>https://example.com/a.xml</loc><lastmod>2024-01-08</lastmod>"
           "</sitemap>\n"
           "  <sitemap><loc>https://example.com/b.xml</loc><lastmod>2024-02-09</lastmod>"
        + extra
        + "</sitemap>\n"
          "  <sitemap><loc>https://example.com/c.xml</loc><lastmod>2024-03-10</lastmod>"
          "</sitemap>\n"
          "</sitemapindex>\n";
}

using Testing::shoot;

struct Window : Testing::WindowFixture
{
    bool open(const QString &name)
    {
        const bool opened = window.openFile(dir.filePath(name));
        QCoreApplication::processEvents(); // what the window does once a document is open
        return opened;
    }

    QTableView *table() const { return find<QTableView>(u"entryTable"_s); }
    QTreeView *tree() const { return find<QTreeView>(u"workspaceTree"_s); }
    QHeaderView *header() const { return table()->horizontalHeader(); }
    // The text of the table's row `row` (as shown) in column `column`.
    QString cell(int row, int column) const
    {
        return table()->model()->index(row, column).data().toString();
    }
    QString shown() const { return find<QLabel>(u"shownCount"_s)->text(); }
    // Whether the General form offers `field` ("changefreqCombo", "priorityEdit").
    bool offers(const QString &field) const
    {
        return find(field)->isVisibleTo(find(u"generalEditor"_s));
    }
    // Whether the entry editor's tab `page` can be chosen; false for a page it has not.
    bool tabEnabled(const QString &page) const
    {
        auto *tabs = find<QTabWidget>(u"entryTabs"_s);
        const int at = tabs->indexOf(find(page));
        return at >= 0 && tabs->isTabEnabled(at);
    }
    QStringList rules(qint32 sitemap, qsizetype entry) const
    {
        QStringList ids;
        for (const Finding &f : window.document()->checker().entryFindings(sitemap, entry))
            ids.append(QString(f.ruleId));
        return ids;
    }
};

} // namespace

class TestIndexesGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void anIndexAloneListsItsSitemaps();
    void theTreeLeadsToAnIndexsSitemapsAndBack();
    void anIndexEntryTakesNoPriority();
    void elementsAnIndexEntryMayNotHoldAreReported();
    void aNestedIndexIsReadAndMarked();
    void aChildIsBrowsedAndOpenedFromTheIndex();
};

void TestIndexesGui::initTestCase()
{
    // The documentation runs this test for its pictures while ctest may run it too.
    TestPaths::isolateSettings(u"Sitemap Studio Index Tests"_s);
    QSettings().clear();
}

void TestIndexesGui::anIndexAloneListsItsSitemaps()
{
    // None of the children is beside the index: the table lists the index's sitemaps instead
    // of nothing.
    Window w;
    QVERIFY(w.write(u"index.xml"_s, index()));
    QVERIFY(w.open(u"index.xml"_s));
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Sitemaps);
    QCOMPARE(w.table()->model()->rowCount(), 3);
    QCOMPARE(w.shown(), u"3 sitemaps"_s);
    QCOMPARE(w.table()->model()->headerData(EntryTableModel::Loc, Qt::Horizontal).toString(),
             u"Sitemap"_s);
    QCOMPARE(w.cell(0, EntryTableModel::Loc), u"https://example.com/a.xml"_s);
    QCOMPARE(w.cell(2, EntryTableModel::Lastmod), u"2024-03-10"_s);
    for (int row = 0; row < 3; ++row) {
        QCOMPARE(w.cell(row, EntryTableModel::ChildStatus), u"Not found"_s);
        QCOMPARE(w.cell(row, EntryTableModel::ChildUrls), QString());
    }
    QVERIFY(w.table()
                ->model()
                ->index(0, EntryTableModel::ChildStatus)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"a.xml"_s));
    // The columns a sitemap has; not those only a URL fills.
    QVERIFY(!w.header()->isSectionHidden(EntryTableModel::ChildStatus));
    QVERIFY(!w.header()->isSectionHidden(EntryTableModel::ChildUrls));
    QVERIFY(w.header()->isSectionHidden(EntryTableModel::Changefreq));
    QVERIFY(w.header()->isSectionHidden(EntryTableModel::Priority));
    // Neither is a sitemap's value to edit in a cell.
    QVERIFY(
        !(w.table()->model()->index(0, EntryTableModel::Priority).flags() & Qt::ItemIsEditable));
    QVERIFY(w.table()->model()->index(0, EntryTableModel::Lastmod).flags() & Qt::ItemIsEditable);

    // The tree opens on the index's entries.
    WorkspaceTreeModel *tree = w.window.treeModel();
    QCOMPARE(tree->rowCount(), 1);
    QVERIFY(w.tree()->isExpanded(tree->index(0, 0)));

    // A new sitemap is a table of URLs again, with its columns.
    w.write(u"plain.xml"_s, urlset(2, "plain"));
    QVERIFY(w.open(u"plain.xml"_s));
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Urls);
    QCOMPARE(w.shown(), u"2 URLs"_s);
    QVERIFY(w.header()->isSectionHidden(EntryTableModel::ChildStatus));
    QVERIFY(!w.header()->isSectionHidden(EntryTableModel::Priority));
    // (It has no change frequency: that column stays hidden, empty in every row.)
    QVERIFY(w.header()->isSectionHidden(EntryTableModel::Changefreq));
}

void TestIndexesGui::theTreeLeadsToAnIndexsSitemapsAndBack()
{
    // a.xml and b.xml beside the index, c.xml missing.
    Window w;
    QVERIFY(w.write(u"index.xml"_s, index()));
    QVERIFY(w.write(u"a.xml"_s, urlset(2, "a")));
    QVERIFY(w.write(u"b.xml"_s, urlset(3, "b")));
    QVERIFY(w.open(u"index.xml"_s));
    // The children's URLs, as before.
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Urls);
    QCOMPARE(w.table()->model()->rowCount(), 5);
    WorkspaceTreeModel *tree = w.window.treeModel();
    QCOMPARE(tree->rowCount(), 3); // the index, a.xml, b.xml
    const QModelIndex indexNode = tree->index(0, 0);
    QVERIFY(w.tree()->isExpanded(indexNode));

    // The index's node: its sitemaps, read or not, with their URLs.
    w.tree()->setCurrentIndex(indexNode);
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Sitemaps);
    QCOMPARE(w.table()->model()->rowCount(), 3);
    QCOMPARE(w.shown(), u"3 sitemaps"_s);
    const QStringList locs = { w.cell(0, EntryTableModel::Loc), w.cell(1, EntryTableModel::Loc),
                               w.cell(2, EntryTableModel::Loc) };
    QCOMPARE(locs,
             (QStringList { u"https://example.com/a.xml"_s, u"https://example.com/b.xml"_s,
                            u"https://example.com/c.xml"_s }));
    QCOMPARE(w.cell(1, EntryTableModel::Lastmod), u"2024-02-09"_s);
    QCOMPARE(w.cell(0, EntryTableModel::ChildStatus), u"Loaded"_s);
    QCOMPARE(w.cell(1, EntryTableModel::ChildStatus), u"Loaded"_s);
    QCOMPARE(w.cell(2, EntryTableModel::ChildStatus), u"Not found"_s);
    QCOMPARE(w.cell(0, EntryTableModel::ChildUrls), u"2"_s);
    QCOMPARE(w.cell(1, EntryTableModel::ChildUrls), u"3"_s);
    QCOMPARE(w.cell(2, EntryTableModel::ChildUrls), QString());
    QVERIFY(!w.header()->isSectionHidden(EntryTableModel::ChildStatus));
    QVERIFY(w.header()->isSectionHidden(EntryTableModel::Priority));
    // Sorted by URL count, most first: b, a, then the one not read.
    w.table()->sortByColumn(EntryTableModel::ChildUrls, Qt::DescendingOrder);
    QCOMPARE(w.cell(0, EntryTableModel::Loc), u"https://example.com/b.xml"_s);
    QCOMPARE(w.cell(2, EntryTableModel::Loc), u"https://example.com/c.xml"_s);
    w.table()->sortByColumn(-1, Qt::AscendingOrder);

    // A URL of a child: the URLs again, with their columns.
    w.tree()->setCurrentIndex(tree->index(1, 0, tree->index(2, 0)));
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Urls);
    QCOMPARE(w.table()->model()->rowCount(), 5);
    QCOMPARE(w.cell(w.table()->currentIndex().row(), EntryTableModel::Loc),
             u"https://example.com/b/1"_s);
    QVERIFY(w.header()->isSectionHidden(EntryTableModel::ChildStatus));
    QVERIFY(!w.header()->isSectionHidden(EntryTableModel::Priority));
    QVERIFY(w.offers(u"priorityEdit"_s));

    // An entry of the index: the table lists the sitemaps, at that one.
    w.tree()->setCurrentIndex(tree->index(2, 0, indexNode));
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Sitemaps);
    QCOMPARE(w.cell(w.table()->currentIndex().row(), EntryTableModel::Loc),
             u"https://example.com/c.xml"_s);
    QCOMPARE(w.find<QLineEdit>(u"locEdit"_s)->text(), u"https://example.com/c.xml"_s);
    QCoreApplication::processEvents(); // the layouts follow the texts
    shoot(&w.window, u"index-table"_s);

    // The window keeps the URL columns for the next session, whatever it showed last.
    QVERIFY(w.window.close());
    Window next;
    QVERIFY(!next.header()->isSectionHidden(EntryTableModel::Priority));
    QVERIFY(next.header()->isSectionHidden(EntryTableModel::ChildStatus));
}

void TestIndexesGui::anIndexEntryTakesNoPriority()
{
    Window w;
    QVERIFY(w.write(u"index.xml"_s, index()));
    QVERIFY(w.write(u"a.xml"_s, urlset(2, "a")));
    QVERIFY(w.open(u"index.xml"_s));
    // A URL's form: every field and every tab.
    QVERIFY(w.offers(u"changefreqCombo"_s));
    QVERIFY(w.offers(u"priorityEdit"_s));
    QVERIFY(w.tabEnabled(u"imageEditor"_s));

    // An index entry's form: a location and a date, nothing more.
    WorkspaceTreeModel *tree = w.window.treeModel();
    w.tree()->setCurrentIndex(tree->index(1, 0, tree->index(0, 0)));
    QCOMPARE(w.find<QLineEdit>(u"locEdit"_s)->text(), u"https://example.com/b.xml"_s);
    QVERIFY(!w.offers(u"changefreqCombo"_s));
    QVERIFY(!w.offers(u"priorityEdit"_s));
    QVERIFY(w.offers(u"lastmodEdit"_s));
    for (const QString &page :
         { u"imageEditor"_s, u"videoEditor"_s, u"newsEditor"_s, u"alternateEditor"_s })
        QVERIFY2(!w.tabEnabled(page), qPrintable(page));
    QVERIFY(w.tabEnabled(u"generalEditor"_s));

    // Its date is edited like a URL's; nothing else comes with it.
    auto *lastmod = w.find<QLineEdit>(u"lastmodEdit"_s);
    lastmod->selectAll();
    QTest::keyClicks(lastmod, u"2024-04-01"_s);
    const UrlEntry &entry = w.window.document()->entry(EntryRef { 0, 1 });
    QCOMPARE(entry.lastmod().toString(), u"2024-04-01"_s);
    QVERIFY(!entry.hasPriority());
    QCOMPARE(entry.changefreq(), ChangeFreq::None);
    // Set Fields gives the index's sitemaps the date and none of the rest.
    FieldChanges changes;
    changes.priority = 0.8;
    changes.changefreq = ChangeFreq::Daily;
    QCOMPARE(w.window.setFields(changes, w.window.shownEntries()), 0);
    changes.lastmod = W3cDateTime::fromString(u"2024-05-01"_s);
    QCOMPARE(w.window.setFields(changes, w.window.shownEntries()), 3);
    for (qsizetype e = 0; e < 3; ++e) {
        QVERIFY(!w.window.document()->entry(EntryRef { 0, e }).hasPriority());
        QCOMPARE(w.window.document()->entry(EntryRef { 0, e }).changefreq(), ChangeFreq::None);
    }
    // Saved, the index has neither.
    QVERIFY(w.window.saveFile(w.dir.filePath(u"index.xml"_s)));
    QFile saved(w.dir.filePath(u"index.xml"_s));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray xml = saved.readAll();
    QVERIFY2(xml.contains("<lastmod>2024-05-01</lastmod>"), xml.constData());
    QVERIFY2(!xml.contains("priority") && !xml.contains("changefreq"), xml.constData());
}

void TestIndexesGui::elementsAnIndexEntryMayNotHoldAreReported()
{
    Window w;
    QVERIFY(w.write(u"index.xml"_s, index("<priority>0.8</priority>")));
    for (const char *name : { "a", "b", "c" })
        QVERIFY(w.write(QString::fromLatin1(name) + u".xml"_s, urlset(1, name)));
    QVERIFY(w.open(u"index.xml"_s));
    QVERIFY2(w.rules(0, 1).contains(u"SM117"_s), qPrintable(w.rules(0, 1).join(u' ')));
    QVERIFY(!w.rules(0, 0).contains(u"SM117"_s));
    // The table says so on the sitemap's row, the form under its fields.
    WorkspaceTreeModel *tree = w.window.treeModel();
    w.tree()->setCurrentIndex(tree->index(0, 0));
    QCOMPARE(w.cell(1, EntryTableModel::Finding),
             u"Element not allowed in a sitemap index entry"_s);
    w.tree()->setCurrentIndex(tree->index(1, 0, tree->index(0, 0)));
    QVERIFY(w.find<QLabel>(u"entryFindings"_s)->text().contains(u"<priority>"_s));
    // The file's <priority> is kept as read until it is removed: the form does not show it.
    QVERIFY(!w.offers(u"priorityEdit"_s));
    QVERIFY(w.window.document()->entry(EntryRef { 0, 1 }).hasPriority());

    // From the URLs, activating the finding goes to the sitemap's row.
    w.tree()->setCurrentIndex(tree->index(0, 0, tree->index(1, 0)));
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Urls);
    auto *findings = w.find<QTreeView>(u"findingsView"_s);
    QModelIndex sm117;
    for (int row = 0; row < findings->model()->rowCount(); ++row)
        if (findings->model()->index(row, 0).data(FindingsModel::RuleRole).toString()
            == u"SM117"_s)
            sm117 = findings->model()->index(row, 0);
    QVERIFY(sm117.isValid());
    emit findings->activated(sm117);
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Sitemaps);
    QCOMPARE(w.cell(w.table()->currentIndex().row(), EntryTableModel::Loc),
             u"https://example.com/b.xml"_s);
}

QTEST_MAIN(TestIndexesGui)
#include "tst_indexes_gui.moc"

void TestIndexesGui::aNestedIndexIsReadAndMarked()
{
    // index.xml lists a.xml and nested.xml, an index of c.xml: every URL is shown, the nested
    // index is reported on the entry that lists it (SM110), and the tree marks what Google
    // does not read.
    Window w;
    QVERIFY(w.write(u"index.xml"_s,
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                    "  <sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
                    "  <sitemap><loc>https://example.com/nested.xml</loc></sitemap>\n"
                    "</sitemapindex>\n"));
    QVERIFY(w.write(u"nested.xml"_s,
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                    "  <sitemap><loc>https://example.com/c.xml</loc></sitemap>\n"
                    "</sitemapindex>\n"));
    QVERIFY(w.write(u"a.xml"_s, urlset(2, "a")));
    QVERIFY(w.write(u"c.xml"_s, urlset(3, "c")));
    QVERIFY(w.open(u"index.xml"_s));
    QCOMPARE(w.table()->model()->rowCount(), 5);
    QCOMPARE(w.rules(0, 1), QStringList { u"SM110"_s });
    QVERIFY(w.rules(0, 0).isEmpty());

    WorkspaceTreeModel *tree = w.window.treeModel();
    QCOMPARE(tree->rowCount(), 4); // index.xml, a.xml, nested.xml, c.xml
    QStringList marked, plain;
    for (int row = 0; row < tree->rowCount(); ++row) {
        const QString label = tree->index(row, 0).data().toString();
        const bool italic = tree->index(row, 0).data(Qt::FontRole).value<QFont>().italic();
        QCOMPARE(italic, label.contains(u"not read by Google"_s));
        (italic ? marked : plain).append(label.section(u' ', 0, 0));
    }
    QCOMPARE(marked, (QStringList { u"nested.xml"_s, u"c.xml"_s }));
    QCOMPARE(plain, (QStringList { u"index.xml"_s, u"a.xml"_s }));
    // Their URLs say so when pointed at; a.xml's do not.
    const int cRow = 3;
    QVERIFY(tree->index(0, 0, tree->index(cRow, 0))
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"Google does not read"_s));
    QVERIFY(!tree->index(0, 0, tree->index(1, 0))
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(u"Google does not read"_s));
    shoot(&w.window, u"nested-index-tree"_s);
}

// A child of an index, chosen in the Files tree, shows its own URLs ("N of M shown"), not
// every URL from the first; Enter or a double-click on a row of the index's sitemaps opens that
// sitemap's URLs, not an editor.
void TestIndexesGui::aChildIsBrowsedAndOpenedFromTheIndex()
{
    Window w;
    QVERIFY(w.write(u"index.xml"_s, index()));
    QVERIFY(w.write(u"a.xml"_s, urlset(20, "a")));
    QVERIFY(w.write(u"b.xml"_s, urlset(30, "b")));
    QVERIFY(w.write(u"c.xml"_s, urlset(40, "c")));
    QVERIFY(w.open(u"index.xml"_s));
    QCOMPARE(w.table()->model()->rowCount(), 90);
    WorkspaceTreeModel *tree = w.window.treeModel();

    // b.xml in the Files tree: its 30 URLs, from its first.
    w.tree()->setCurrentIndex(tree->index(2, 0));
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Urls);
    QCOMPARE(w.table()->model()->rowCount(), 30);
    QCOMPARE(w.cell(0, EntryTableModel::Loc), u"https://example.com/b/0"_s);
    QCOMPARE(w.shown(), u"30 of 90 URLs shown"_s);
    QVERIFY2(w.find<QLabel>(u"chartFilterLabel"_s)->text().contains(u"b.xml"_s),
             qPrintable(w.find<QLabel>(u"chartFilterLabel"_s)->text()));
    // The Entry panel shows no entry of the index any more.
    QVERIFY(w.find<QLineEdit>(u"locEdit"_s)->text().isEmpty());
    // A URL of another child: the table follows to that child.
    w.tree()->setCurrentIndex(tree->index(5, 0, tree->index(3, 0)));
    QCOMPARE(w.table()->model()->rowCount(), 40);
    QCOMPARE(w.cell(w.table()->currentIndex().row(), EntryTableModel::Loc),
             u"https://example.com/c/5"_s);

    // The index: its sitemaps. Enter on a.xml's row opens its URLs.
    w.tree()->setCurrentIndex(tree->index(0, 0));
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Sitemaps);
    QCOMPARE(w.table()->model()->rowCount(), 3);
    QApplication::setActiveWindow(&w.window);
    w.table()->setFocus();
    w.table()->setCurrentIndex(w.table()->model()->index(0, EntryTableModel::Loc));
    QTest::keyClick(w.table(), Qt::Key_Return);
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Urls);
    QCOMPARE(w.table()->model()->rowCount(), 20);
    QCOMPARE(w.cell(0, EntryTableModel::Loc), u"https://example.com/a/0"_s);
    QCOMPARE(tree->entryAt(w.tree()->currentIndex()).sitemap, 1);

    // A double-click on c.xml's row: its URLs, and no editor opened.
    w.tree()->setCurrentIndex(tree->index(0, 0));
    QCOMPARE(w.table()->model()->rowCount(), 3);
    const QModelIndex c = w.table()->model()->index(2, EntryTableModel::Loc);
    const QPoint at = w.table()->visualRect(c).center();
    QTest::mouseClick(w.table()->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(w.table()->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(!w.table()->indexWidget(c) && !w.table()->findChild<QLineEdit *>());
    QCOMPARE(w.table()->model()->rowCount(), 40);
    QCOMPARE(w.shown(), u"40 of 90 URLs shown"_s);
}
