// ViewController on its own: a document, a table and a Warnings dock in a QMainWindow of the
// test's making, with the docks the View menu names. No MainWindow.

#include "controllers/viewcontroller.h"
#include "document/editordocument.h"
#include "models/entrytablemodel.h"
#include "widgets/warningsdock.h"

#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

const QByteArray Plain = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                         "<url><loc>https://example.com/a</loc></url>"
                         "<url><loc>https://example.com/b</loc></url></urlset>";
const QByteArray WithImages
    = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
      "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">"
      "<url><loc>https://example.com/a</loc>"
      "<image:image><image:loc>https://example.com/a.png</image:loc></image:image></url>"
      "</urlset>";

struct Window
{
    QMainWindow window;
    EditorDocument *document = new EditorDocument(&window);
    EntryTableModel *model = new EntryTableModel(document, &window);
    QTableView *table = new QTableView(&window);
    WarningsDock *warnings = new WarningsDock(document, &window);
    ViewController *view;

    Window()
    {
        table->setModel(model);
        window.setCentralWidget(table);
        warnings->setObjectName(u"warningsDock"_s);
        window.addDockWidget(Qt::BottomDockWidgetArea, warnings);
        for (const QString &name : { u"entryEditorDock"_s, u"treeDock"_s, u"historyDock"_s,
                                     u"statisticsDock"_s, u"compareView"_s, u"crawlDock"_s }) {
            auto *dock = new QDockWidget(name, &window);
            dock->setObjectName(name);
            window.addDockWidget(Qt::RightDockWidgetArea, dock);
        }
        view = new ViewController(document, model, table, warnings, &window);
        window.resize(1280, 800);
    }
    bool hidden(int column) const { return table->horizontalHeader()->isSectionHidden(column); }
};

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
    return path;
}

} // namespace

class TestViewController : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void viewMenuNamesEveryDock();
    void extensionColumnsFollowTheDocumentUntilChosen();
    void warningsDockFitsItsFindings();
};

void TestViewController::init()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestViewController::viewMenuNamesEveryDock()
{
    Window w;
    QMenu view;
    w.view->fillViewMenu(&view);
    QStringList names;
    for (QAction *action : view.actions())
        names.append(action->menu() ? action->menu()->objectName() : action->objectName());
    names.removeAll(QString()); // the separator
    QCOMPARE(names, QStringList({ u"actionShowEntry"_s, u"actionShowWorkspace"_s,
                                  u"actionShowWarnings"_s, u"actionShowHistory"_s,
                                  u"actionShowStatistics"_s, u"actionShowCompare"_s,
                                  u"actionShowCrawl"_s, u"columnMenu"_s, u"languageMenu"_s }));
    // A toggle hides its dock.
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QAction *toggle = w.warnings->toggleViewAction();
    QVERIFY(w.warnings->isVisible());
    toggle->trigger();
    QVERIFY(!w.warnings->isVisible());
    // One action per column, the URL's always on.
    QMenu *columns = w.view->columnMenu();
    QCOMPARE(columns->actions().size(), int(EntryTableModel::ColumnCount));
    QVERIFY(!columns->actions().at(EntryTableModel::Loc)->isEnabled());
    QCOMPARE(w.view->columnMenu(), columns); // made once
}

void TestViewController::extensionColumnsFollowTheDocumentUntilChosen()
{
    QTemporaryDir dir;
    Window w;
    QVERIFY(w.document->load(write(dir, u"images.xml"_s, WithImages)));
    QVERIFY(!w.hidden(EntryTableModel::Images));
    QVERIFY(w.hidden(EntryTableModel::Videos));
    QVERIFY(w.document->load(write(dir, u"plain.xml"_s, Plain)));
    QVERIFY(w.hidden(EntryTableModel::Images));
    // Chosen by hand in the menu: kept whatever the document has.
    QMenu *columns = w.view->columnMenu();
    emit columns->aboutToShow();
    QVERIFY(!columns->actions().at(EntryTableModel::Images)->isChecked());
    columns->actions().at(EntryTableModel::Images)->trigger();
    QVERIFY(!w.hidden(EntryTableModel::Images));
    QVERIFY(w.document->load(write(dir, u"plain2.xml"_s, Plain)));
    QVERIFY(!w.hidden(EntryTableModel::Images));
    // The choice lasts: another window's controller follows it too.
    Window next;
    QVERIFY(next.document->load(write(dir, u"plain3.xml"_s, Plain)));
    QVERIFY(!next.hidden(EntryTableModel::Images));
    QVERIFY(next.hidden(EntryTableModel::Videos));
}

void TestViewController::warningsDockFitsItsFindings()
{
    Window w;
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    // The warnings dock is made very tall, then fitted: at most a third of the window.
    w.window.resizeDocks({ w.warnings }, { 700 }, Qt::Vertical);
    QTest::qWait(10);
    QVERIFY(w.warnings->height() > w.window.height() / 2);
    w.view->fitWarningsDock();
    QTest::qWait(10);
    QVERIFY2(w.warnings->height() <= w.window.height() / 3 + 2,
             qPrintable(u"%1 of %2"_s.arg(w.warnings->height()).arg(w.window.height())));
    QVERIFY(w.warnings->height() > 0);
}

QTEST_MAIN(TestViewController)
#include "tst_viewcontroller.moc"
