// Tables taken out of the window, compared whole: the crawl's tables (links with anchor text
// and rel, redirect chains, images, broken links with their pages, the indexable pages the
// sitemap lacks) exported from the Crawl view's Export menu are byte for byte the files the
// command line's crawl-table writes (tests/data/crawltables/, shared with tst_crawltables and
// tst_crawlcli); a tab of the Crawl view exported through its context menu is the same table
// under the window's column titles; selected rows copy as tab-separated text; the entry table
// and the findings export as the view shows them. The crawl is the hand-built one of
// crawlfixture.h: anchors and titles with quotes, commas, CR, LF, tabs, Czech, Ukrainian and an
// emoji, a 120-character URL with a query and a comma, an IDN image host.

#include "crawlfixture.h"
#include "filebytes.h"
#include "document/crawldocument.h"
#include "models/crawlsheetmodel.h"
#include "models/crawltablemodel.h"
#include "namedchild.h"
#include "net/crawltables.h"
#include "testpaths.h"
#include "widgets/crawldock.h"
#include "widgets/crawlsheetview.h"
#include "widgets/tableactions.h"
#include "widgets/warningsdock.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

QString expectedFile(CrawlTable::Kind kind)
{
    return TestPaths::data(u"crawltables/%1.csv"_s.arg(QString(CrawlTable::kindId(kind))));
}

// The window with the hand-built crawl open beside tests/data/crawltables/sitemap.xml.
void openCrawl(WindowFixture &f)
{
    QVERIFY(f.window.openFile(TestPaths::data(u"crawltables/sitemap.xml"_s)));
    f.window.crawlDocument()->setCrawl(hostileCrawl(), CrawlOptions());
}

} // namespace

class TestTableExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void crawlTablesAsTheCommandLineWritesThem_data();
    void crawlTablesAsTheCommandLineWritesThem();
    void aTabExportedAsShown();
    void selectedRowsCopied();
    void entryTableAndFindingsExported();
    void exportMenuShown();
    void linkingPagesNamedWithTheirAnchors();
};

void TestTableExport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
}

void TestTableExport::crawlTablesAsTheCommandLineWritesThem_data()
{
    QTest::addColumn<int>("kind");
    for (const CrawlTable::Kind kind : CrawlTable::kinds())
        QTest::newRow(CrawlTable::kindId(kind).data()) << int(kind);
}

// Each entry of the Export menu writes the file crawl-table writes, whole.
void TestTableExport::crawlTablesAsTheCommandLineWritesThem()
{
    QFETCH(int, kind);
    WindowFixture f;
    openCrawl(f);
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    QVERIFY(dock->isVisible());
    const QString id = QString(CrawlTable::kindId(CrawlTable::Kind(kind)));
    QAction *entry = nullptr;
    for (QAction *action : dock->exportMenu()->actions())
        if (action->objectName() == u"crawlExport-"_s + id)
            entry = action;
    QVERIFY2(entry && entry->isEnabled(), qPrintable(id));
    const QString path = f.dir.filePath(id + u".csv"_s);
    QString error;
    QVERIFY2(dock->exportTable(CrawlTable::Kind(kind), path, &error), qPrintable(error));
    const QByteArray expected = fileBytes(expectedFile(CrawlTable::Kind(kind)));
    QVERIFY(!expected.isEmpty());
    QCOMPARE(fileBytes(path), expected);
    // Nothing else is left beside it.
    QCOMPARE(QDir(f.dir.path()).entryList(QDir::Files), QStringList { id + u".csv"_s });
}

// The Links tab through its context menu: the same rows and cells, under the titles the
// window shows, in the order the view shows them.
void TestTableExport::aTabExportedAsShown()
{
    WindowFixture f;
    openCrawl(f);
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    CrawlSheetView *links = dock->sheet(CrawlTable::Kind::Links);
    QVERIFY(links);
    dock->tables()->setCurrentWidget(links);
    const QByteArray file = fileBytes(expectedFile(CrawlTable::Kind::Links));
    const QByteArray body = file.mid(file.indexOf("\r\n") + 2);
    const QByteArray header = "Source,Target,Anchor text,Rel,Target status,Target indexability\r\n";
    const QString path = f.dir.filePath(u"links-view.csv"_s);
    QString error;
    QVERIFY2(links->actions()->exportTo(path, &error), qPrintable(error));
    QCOMPARE(fileBytes(path), header + body);

    // Filtered and rearranged, the export follows the view: the row of the Czech anchor, the
    // target's status column moved first, the target's indexability hidden.
    links->setFilterText(u"Přehled"_s);
    QTableView *table = links->table();
    table->horizontalHeader()->moveSection(4, 0);
    table->horizontalHeader()->hideSection(5);
    QVERIFY2(links->actions()->exportTo(path, &error), qPrintable(error));
    QCOMPARE(fileBytes(path),
             QByteArray("Target status,Source,Target,Anchor text,Rel\r\n"
                        "200,https://example.com/,\"https://example.com/ceny/prehled?kategorie="
                        "elektronika&razeni=cena,vzestupne&strana=2&filtr=skladem&utm_source="
                        "mailing12\",Přehled cen,\r\n"));
}

// Selected rows copy as tab-separated text, as spreadsheets paste it: a field with a line
// break, a tab or a quote quoted.
void TestTableExport::selectedRowsCopied()
{
    WindowFixture f;
    openCrawl(f);
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    CrawlSheetView *links = dock->sheet(CrawlTable::Kind::Links);
    dock->tables()->setCurrentWidget(links);
    QTableView *table = links->table();
    table->selectRow(1);
    table->selectionModel()->select(table->model()->index(2, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QApplication::clipboard()->clear();
    // Ctrl+C on the table.
    table->setFocus();
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    const QByteArray tsv = fileBytes(TestPaths::data(u"crawltables/links.tsv"_s));
    // Rows 1 and 2 of the file's body: the Ukrainian anchor, then the one with a line break
    // and a tab.
    const qsizetype first = tsv.indexOf("\r\n") + 2;
    const qsizetype second = tsv.indexOf("\r\n", first) + 2;
    const qsizetype end = tsv.indexOf("\r\n", tsv.indexOf("leave", second)) + 2;
    QCOMPARE(QApplication::clipboard()->text(), QString::fromUtf8(tsv.mid(second, end - second)));
    QVERIFY(
        QApplication::clipboard()->text().contains(u"\"Say \"\"hi\"\", then\r\nleave\ttab\""_s));

    // The context menu's Copy with Header, from the menu.
    QMenu *menu = links->actions()->menu();
    QAction *copyWithHeader = nullptr;
    for (QAction *action : menu->actions())
        if (action->objectName() == u"copyRowsWithHeader")
            copyWithHeader = action;
    QVERIFY(copyWithHeader);
    table->clearSelection();
    table->selectRow(0);
    copyWithHeader->trigger();
    QCOMPARE(QApplication::clipboard()->text(),
             u"Source\tTarget\tAnchor text\tRel\tTarget status\tTarget indexability\r\n"
             "https://example.com/\thttps://example.com/ceny/prehled?kategorie=elektronika&razeni="
             "cena,vzestupne&strana=2&filtr=skladem&utm_source=mailing12\tPřehled cen\t\t200\t"
             "indexable\r\n"_s);
}

// The entry table and the findings, as shown: the columns the view shows, numbers plain.
void TestTableExport::entryTableAndFindingsExported()
{
    WindowFixture f;
    const QByteArray xml
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
          "<url><loc>https://www.example-shop.cz/zahradni-nabytek/lavice?barva=teak&amp;"
          "delka=180,200&amp;utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=jaro-2026"
          "</loc><lastmod>2026-03-01</lastmod><priority>0.8</priority></url>\n"
          "<url><loc>https://www.example-shop.cz/\"quoted\"</loc><lastmod>2026-13-01</lastmod></"
          "url>\n"
          "</urlset>\n";
    QVERIFY(f.write(u"shop.xml"_s, xml));
    QVERIFY(f.window.openFile(f.dir.filePath(u"shop.xml"_s)));
    auto *table = f.find<QTableView>(u"entryTable"_s);
    auto *actions = table->findChild<TableActions *>();
    QVERIFY(actions);
    // Only the URL, Last modified and Priority columns shown, in that order.
    QHeaderView *header = table->horizontalHeader();
    for (int column = 0; column < header->count(); ++column)
        header->setSectionHidden(column, column != 0 && column != 1 && column != 3);
    const QString path = f.dir.filePath(u"entries.csv"_s);
    QString error;
    QVERIFY2(actions->exportTo(path, &error), qPrintable(error));
    // The URL with a comma quoted; the one with quotes quoted and its quotes doubled; the
    // priority left empty where the entry has none.
    QCOMPARE(fileBytes(path),
             QByteArray("URL,Last modified,Priority\r\n"
                        "\"https://www.example-shop.cz/zahradni-nabytek/lavice?barva=teak&delka="
                        "180,200&utm_source=newsletter&utm_medium=email&utm_campaign=jaro-2026\","
                        "2026-03-01,0.8\r\n"
                        "\"https://www.example-shop.cz/\"\"quoted\"\"\",2026-13-01,\r\n"));

    // The findings, as the list shows them: messages with commas and quotes quoted.
    auto *findings = f.find<WarningsDock>(u"warningsDock"_s)->view();
    auto *findingActions = findings->findChild<TableActions *>();
    QVERIFY(findingActions);
    const QString findingsPath = f.dir.filePath(u"findings.csv"_s);
    QVERIFY2(findingActions->exportTo(findingsPath, &error), qPrintable(error));
    QCOMPARE(
        fileBytes(findingsPath),
        QByteArray("Severity,Problem,Details,Where\r\n"
                   "Notice,Publish location assumed,\"No publish location is known; "
                   "https://www.example-shop.cz/, the host of 2 of 2 URLs, was assumed. Set "
                   "it to check the sitemap's folder too.\",\r\n"
                   "Error,Unescaped characters in URL,\"The URL \"\"https://www.example-shop.cz/"
                   "\"\"quoted\"\"\"\" contains \"\" at position 29, which must be "
                   "percent-encoded\",line 4\r\n"
                   "Error,Invalid date,\"lastmod \"\"2026-13-01\"\" is not a W3C Datetime\","
                   "line 4\r\n"));
    // The fixes stay in its context menu, after the table's own entries.
    QStringList names;
    for (QAction *action : findingActions->menu()->actions())
        names.append(action->objectName());
    QVERIFY2(names.indexOf(u"exportTable"_s) < names.indexOf(u"actionFixFindings"_s),
             qPrintable(names.join(u", "_s)));
}

// The Export menu and the pages' context menu, as a user sees them.
void TestTableExport::exportMenuShown()
{
    WindowFixture f;
    openCrawl(f);
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    QStringList entries;
    for (QAction *action : dock->exportMenu()->actions())
        entries.append(action->text().remove(u'&'));
    QCOMPARE(entries,
             (QStringList { u"Pages…"_s, u"Links, with Anchor Text…"_s, u"Redirect Chains…"_s,
                            u"Images…"_s, u"Broken Links, with Their Pages…"_s,
                            u"Indexable Pages Missing from the Sitemap…"_s,
                            u"Content History…"_s }));
    QStringList context;
    for (QAction *action : dock->pageActions()->menu()->actions())
        if (!action->isSeparator())
            context.append(action->text().remove(u'&'));
    QVERIFY2(context.contains(u"Export Broken Links, with Their Pages…"_s),
             qPrintable(context.join(u", "_s)));
    // Copy names its key, which the table itself takes.
    QVERIFY2(context.contains(
                 u"Copy\t"_s + QKeySequence(QKeySequence::Copy).toString(QKeySequence::NativeText)),
             qPrintable(context.join(u", "_s)));
    QVERIFY(context.contains(u"Export Table to CSV…"_s));
    dock->exportMenu()->popup(dock->mapToGlobal(QPoint(dock->width() - 300, 80)));
    QTRY_VERIFY(dock->exportMenu()->isVisible());
    shoot(&f.window, u"crawl-export-menu"_s);
    dock->exportMenu()->hide();
}

// The page selected in the Crawl view names the pages that link to it with the words of
// their links.
void TestTableExport::linkingPagesNamedWithTheirAnchors()
{
    WindowFixture f;
    openCrawl(f);
    auto *dock = f.find<CrawlDock>(u"crawlDock"_s);
    QAbstractItemModel *pages = dock->table()->model();
    int row = -1;
    for (int r = 0; r < pages->rowCount(); ++r)
        if (pages->index(r, CrawlTableModel::Url).data().toString() == u"https://example.com/ua")
            row = r;
    QVERIFY(row >= 0);
    dock->table()->selectRow(row);
    const QString details = f.find<QLabel>(u"crawlDetails"_s)->text();
    QVERIFY2(details.contains(u"https://example.com/ (“Ціни 💶”)"_s), qPrintable(details));
}

QTEST_MAIN(TestTableExport)
#include "tst_tableexport.moc"
