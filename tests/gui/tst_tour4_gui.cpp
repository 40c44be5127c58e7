// The fourth newcomer's tour, driven offscreen through the real window: the keyboard stays in
// the form it works in, tables read whole, the import wizard says what it will import, and
// the small words (plurals, tooltips, the folders save dialogs open in) are right.

#include "document/editordocument.h"
#include "mainwindow.h"
#include "models/entrytablemodel.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// A shop's product pages, 120 characters and more, with queries.
QByteArray shop(int count, const QByteArray &folder)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i)
        xml += "  <url><loc>https://www.example-shop.com/en-gb/" + folder
            + "/outdoor-and-garden-furniture/products/teak-extending-table-" + QByteArray::number(i)
            + "?colour=natural&amp;size=large</loc><lastmod>2024-05-1" + QByteArray::number(i % 10)
            + "</lastmod></url>\n";
    return xml + "</urlset>\n";
}

struct Window : Testing::WindowFixture
{
    bool open(const QString &name, const QByteArray &bytes)
    {
        const bool opened = write(name, bytes) && window.openFile(dir.filePath(name));
        QCoreApplication::processEvents();
        return opened;
    }
    QTableView *table() const { return find<QTableView>(u"entryTable"_s); }
    QTreeView *tree() const { return find<QTreeView>(u"workspaceTree"_s); }
    QTabWidget *tabs() const { return find<QTabWidget>(u"entryTabs"_s); }
    void selectRow(int row) const
    {
        table()->setCurrentIndex(table()->model()->index(row, EntryTableModel::Loc));
        QCoreApplication::processEvents();
    }
};

QString nameOf(const QWidget *w)
{
    return !w ? u"(none)"_s
              : w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                          : w->objectName();
}

} // namespace

class TestTour4 : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tabStaysInTheForm_data();
    void tabStaysInTheForm();
    void typeAheadLeavesAnOpenEditAlone();
};

void TestTour4::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QCoreApplication::setApplicationName(u"tst_tour4_gui"_s);
    QSettings().clear();
}

void TestTour4::tabStaysInTheForm_data()
{
    QTest::addColumn<QString>("form");
    QTest::addColumn<QString>("add"); // the button that adds an item, or none
    QTest::newRow("general") << u"generalEditor"_s << QString();
    QTest::newRow("images") << u"imageEditor"_s << u"imageAddButton"_s;
    QTest::newRow("videos") << u"videoEditor"_s << u"videoAddButton"_s;
    QTest::newRow("news") << u"newsEditor"_s << u"newsAddButton"_s;
    QTest::newRow("alternates") << u"alternateEditor"_s << u"alternateAddButton"_s;
}

// Add an item, type its URL, Tab: the keyboard goes on through the form's fields, each once,
// never to another panel, and Shift+Tab walks back the same way.
void TestTour4::tabStaysInTheForm()
{
    QFETCH(QString, form);
    QFETCH(QString, add);
    Window w;
    QVERIFY(w.open(u"shop.xml"_s, shop(20, "collections")));
    w.selectRow(3);
    auto *editor = w.find<QWidget>(form);
    QVERIFY(editor);
    w.tabs()->setCurrentWidget(editor);
    QApplication::setActiveWindow(&w.window);
    QWidget *first = nullptr;
    if (!add.isEmpty()) {
        auto *button = w.find<QPushButton>(add);
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        first = QApplication::focusWidget();
        QVERIFY2(first && editor->isAncestorOf(first), qPrintable(nameOf(first)));
        QTest::keyClicks(first, u"https://cdn.example-shop.com/images/teak-table/front.jpg"_s);
    } else {
        first = w.find<QLineEdit>(u"locEdit"_s);
        first->setFocus(Qt::TabFocusReason);
    }
    QStringList stops{ nameOf(first) };
    QStringList outside;
    for (int presses = 0; presses < 60; ++presses) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *focus = QApplication::focusWidget();
        if (!focus || !editor->isAncestorOf(focus))
            outside.append(nameOf(focus));
        if (focus == first)
            break;
        stops.append(nameOf(focus));
    }
    QVERIFY2(outside.isEmpty(), qPrintable(outside.join(u", "_s) + u" after "_s + stops.join(u", "_s)));
    QCOMPARE(QApplication::focusWidget(), first);
    // Each field once: the walk came round to where it began.
    QVERIFY2(stops.size() >= 2, qPrintable(stops.join(u", "_s)));
    QCOMPARE(QSet<QString>(stops.begin(), stops.end()).size(), stops.size());
    // Backwards, the same stops in the reverse order.
    QStringList back{ nameOf(first) };
    for (int presses = 0; presses < 60; ++presses) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        if (QApplication::focusWidget() == first)
            break;
        back.append(nameOf(QApplication::focusWidget()));
    }
    std::reverse(back.begin() + 1, back.end());
    QCOMPARE(back, stops);
    // Escape leaves the form for the table.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(QApplication::focusWidget(), w.table());
}

// Keys typed while a form has the keyboard go into the form, and a key that reaches the
// Workspace tree does not take the entry being edited away from the form.
void TestTour4::typeAheadLeavesAnOpenEditAlone()
{
    Window w;
    QVERIFY(w.open(u"shop.xml"_s, shop(20, "collections")));
    w.selectRow(3);
    const QString loc = w.find<QLineEdit>(u"locEdit"_s)->text();
    w.tabs()->setCurrentWidget(w.find<QWidget>(u"imageEditor"_s));
    QApplication::setActiveWindow(&w.window);
    QTest::mouseClick(w.find<QPushButton>(u"imageAddButton"_s), Qt::LeftButton);
    QTest::keyClicks(QApplication::focusWidget(), u"https://cdn.example-shop.com/a.jpg"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), u"teak table"_s);
    auto *list = w.find<QListWidget>(u"imageList"_s);
    QCOMPARE(list->count(), 1);
    QCOMPARE(w.find<QLineEdit>(u"locEdit"_s)->text(), loc);
    QCOMPARE(w.table()->currentIndex().row(), 3);
    const UrlEntry &entry = w.window.document()->workspace().root().entries.at(3);
    QCOMPARE(entry.images().size(), 1);
    QCOMPARE(entry.images().first().loc(), u"https://cdn.example-shop.com/a.jpg"_s);
}

QTEST_MAIN(TestTour4)
#include "tst_tour4_gui.moc"
