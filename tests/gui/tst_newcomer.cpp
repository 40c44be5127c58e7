// What a newcomer met in the editor window, each point driven offscreen through the real
// window: filters that outlive the file and say nothing, URLs cut where pages differ, the
// shortcuts people press, and undo steps that make the Edit menu as wide as a URL.

#include "document/editordocument.h"
#include "document/language.h"
#include "io/writing/gzip.h"
#include "mainwindow.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "models/sitetreemodel.h"
#include "net/remoteloader.h"
#include "testpaths.h"
#include "widgets/comparedock.h"
#include "widgets/filterbar.h"
#include "widgets/warningsdock.h"
#include "widgets/workprogress.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QFileDialog>
#include <QFileInfo>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QUndoView>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// `count` URLs; every tenth is a "rail" page. With `broken`, the second has an invalid
// lastmod (an error) and the third a priority of 7.
QByteArray sitemap(int count, const QByteArray &host, bool broken = false)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i) {
        xml += "  <url><loc>https://" + host + "/" + (i % 10 == 0 ? "rail" : "road")
            + "/section/subsection/a-rather-long-page-name-" + QByteArray::number(i)
            + ".html</loc>";
        if (broken && i == 1)
            xml += "<lastmod>2024-13-45</lastmod>";
        if (broken && i == 2)
            xml += "<priority>7</priority>";
        xml += "</url>\n";
    }
    return xml + "</urlset>\n";
}

using Testing::shoot;

struct Window : Testing::WindowFixture
{
    bool open(const QString &name, const QByteArray &bytes)
    {
        return write(name, bytes) && window.openFile(dir.filePath(name));
    }
    QTableView *table() const { return find<QTableView>(u"entryTable"_s); }
    QString shown() const { return find<QLabel>(u"shownCount"_s)->text(); }
    QToolButton *showAll() const { return find<QToolButton>(u"showAllButton"_s); }
};

} // namespace

class TestNewcomer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void filtersSayWhatTheyHideAndEndWithTheFile();
    void urlsAreCutInTheMiddle();
    void shortcutsPeoplePress();
    void tabStopsOnlyWhereUsersSee();
    void helpOpensAtTheSelectedRule();
    void undoStepsKeepTheMenuNarrow();
    void aPlainSitemapFitsAt1280x800();
    void noStaleOrMisleadingState();
    void aFailedOpenUrlLeavesOneMessage();
    void aSlowSearchShowsItsProgressAndCancelSaysNoMore();
    void aFinishedProgressNeverComesUp();
    void theSiteTreeFiltersTheTable();
    void theSiteTreeFollowsAnEditedUrl();
    void whereIsTheFieldsOwnLine();
    void keysDoWhatTheySayInFieldsAndReplace();
    void nothingStaleAfterAFilterAnOpenOrAnImport();
    // Last: it installs the window's English plurals, as the program does.
    void wordsForOneAndForMany();
};

void TestNewcomer::initTestCase()
{
    // The documentation runs this test for its pictures while ctest may run it too.
    TestPaths::isolateSettings(u"Sitemap Studio Newcomer Tests"_s);
    QSettings().clear();
}

void TestNewcomer::filtersSayWhatTheyHideAndEndWithTheFile()
{
    Window w;
    QVERIFY(w.open(u"first.xml"_s, sitemap(6000, "www.example.com")));
    QCOMPARE(w.table()->model()->rowCount(), 6000);
    QCOMPARE(w.shown(), u"6,000 URLs"_s);
    QVERIFY(w.showAll()->isHidden());

    // A filter says how much of the table it leaves, in bold, with Show all beside it.
    auto *filter = w.find<QLineEdit>(u"filterEdit"_s);
    filter->setText(u"rail"_s);
    QCOMPARE(w.table()->model()->rowCount(), 600);
    QCOMPARE(w.shown(), u"600 of 6,000 URLs shown"_s);
    QVERIFY(w.find<QLabel>(u"shownCount"_s)->font().bold());
    QVERIFY(w.showAll()->isVisible());
    shoot(&w.window, u"filter-shown-count"_s);

    // Show all clears every filter at once, text and choices alike.
    auto *severity = w.find<QComboBox>(u"entrySeverityFilter"_s);
    severity->setCurrentIndex(severity->findData(int(Severity::Error)));
    QCOMPARE(w.table()->model()->rowCount(), 0);
    QCOMPARE(w.shown(), u"0 of 6,000 URLs shown"_s);
    QTest::mouseClick(w.showAll(), Qt::LeftButton);
    QVERIFY(filter->text().isEmpty());
    QCOMPARE(severity->currentIndex(), 0);
    QCOMPARE(w.table()->model()->rowCount(), 6000);
    QCOMPARE(w.shown(), u"6,000 URLs"_s);
    QVERIFY(w.showAll()->isHidden());

    // A filter left on does not follow the user to the next file: it opens whole.
    filter->setText(u"rail"_s);
    severity->setCurrentIndex(severity->findData(int(Severity::Warning)));
    QCOMPARE(w.table()->model()->rowCount(), 0);
    QVERIFY(w.open(u"second.xml"_s, sitemap(45, "shop.example.org")));
    QVERIFY(filter->text().isEmpty());
    QCOMPARE(severity->currentIndex(), 0);
    QCOMPARE(w.table()->model()->rowCount(), 45);
    QCOMPARE(w.shown(), u"45 URLs"_s);
    // New Sitemap too.
    filter->setText(u"rail"_s);
    w.window.findChild<QAction *>(u"actionNew"_s)->trigger();
    QVERIFY(filter->text().isEmpty());
    // Edits keep the count true: an added entry counts.
    QCOMPARE(w.shown(), u"0 URLs"_s);
    w.window.findChild<QAction *>(u"actionAddEntry"_s)->trigger();
    QVERIFY2(w.shown().startsWith(u"1 URL"_s), qPrintable(w.shown()));
}

void TestNewcomer::urlsAreCutInTheMiddle()
{
    Window w;
    QByteArray xml = sitemap(20, "www.hebdenbridge-community-association.example");
    xml.replace("</loc>", "</loc><lastmod>2026-10-30T09:15:00.123456+02:00</lastmod>");
    QVERIFY(w.open(u"long.xml"_s, xml));
    QTableView *table = w.table();
    // Cut in the middle: the host and the page both show.
    QCOMPARE(table->textElideMode(), Qt::ElideMiddle);
    QCOMPARE(w.find<QTreeView>(u"workspaceTree"_s)->textElideMode(), Qt::ElideMiddle);
    // The whole URL in the tooltip.
    const QModelIndex cell = table->model()->index(3, EntryTableModel::Loc);
    QCOMPARE(cell.data(Qt::ToolTipRole).toString(),
             u"https://www.hebdenbridge-community-association.example/road/section/subsection/"
             "a-rather-long-page-name-3.html"_s);
    // The URL column takes the width the others leave, at least 24 characters, also after
    // the window grows.
    QHeaderView *header = table->horizontalHeader();
    auto others = [header] {
        int width = 0;
        for (int c = 0; c < header->count(); ++c)
            if (c != EntryTableModel::Loc && !header->isSectionHidden(c))
                width += header->sectionSize(c);
        return width;
    };
    const int least = table->fontMetrics().averageCharWidth() * 24;
    for (const int width : {1280, 1900}) {
        w.window.resize(width, 800);
        QTRY_COMPARE(header->sectionSize(EntryTableModel::Loc),
                     qMax(least, table->viewport()->width() - others()));
    }
    QVERIFY(header->sectionSize(EntryTableModel::Loc) > least); // 1900 wide: room to spare
    header->resizeSection(EntryTableModel::Finding, header->sectionSize(EntryTableModel::Finding) + 50);
    QCOMPARE(header->sectionSize(EntryTableModel::Loc),
             qMax(least, table->viewport()->width() - others()));
    // The entry's URL field shows the start of the URL, where the host is.
    table->setCurrentIndex(cell);
    auto *loc = w.find<QLineEdit>(u"locEdit"_s);
    QCOMPARE(loc->text(), cell.data(Qt::ToolTipRole).toString());
    QCOMPARE(loc->cursorPosition(), 0);
    // So does the date, where the day is.
    auto *lastmod = w.find<QLineEdit>(u"lastmodEdit"_s);
    QVERIFY(!lastmod->text().isEmpty());
    QCOMPARE(lastmod->cursorPosition(), 0);
    shoot(&w.window, u"urls-cut-in-the-middle"_s);
}

void TestNewcomer::shortcutsPeoplePress()
{
    Window w;
    QVERIFY(w.open(u"keys.xml"_s, sitemap(5, "www.example.com")));
    auto *replace = w.window.findChild<QAction *>(u"actionReplaceInUrls"_s);
    QVERIFY(replace->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_H)));
    // The menu shows it.
    QVERIFY(!replace->shortcut().isEmpty());
    auto *redo = w.window.findChild<QAction *>(u"actionRedo"_s);
    QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));

    // Pressed, they act: Ctrl+H opens Replace, Ctrl+Y redoes an undone edit.
    QApplication::setActiveWindow(&w.window);
    w.table()->setFocus();
    QTest::keyClick(w.table(), Qt::Key_H, Qt::ControlModifier);
    auto *dialog = w.window.findChild<QDialog *>(u"replaceDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    dialog->close();
    QUndoStack *stack = w.window.document()->undoStack();
    w.window.findChild<QAction *>(u"actionAddEntry"_s)->trigger();
    QCOMPARE(stack->count(), 1);
    stack->undo();
    QVERIFY(stack->canRedo());
    QApplication::setActiveWindow(&w.window);
    w.table()->setFocus();
    QTest::keyClick(w.table(), Qt::Key_Y, Qt::ControlModifier);
    QVERIFY(!stack->canRedo());
    QCOMPARE(w.table()->model()->rowCount(), 6);

    // F8 reaches the findings, with one of them current, from wherever the keyboard is.
    auto *findings = w.find<QTreeView>(u"findingsView"_s);
    QApplication::setActiveWindow(&w.window);
    w.table()->setFocus();
    QTest::keyClick(w.table(), Qt::Key_F8);
    QVERIFY(findings->hasFocus());
    QVERIFY(findings->currentIndex().isValid());
}

namespace {

// What a keyboard user cannot see of `w`, the widget Tab stopped on: "" when it is on screen.
QString hiddenFrom(const QWidget *w, const QWidget *window)
{
    if (!w->isVisible())
        return u"hidden"_s;
    if (w->visibleRegion().isEmpty())
        return u"covered or of no size"_s;
    // Shown, but a stop of no use: the tab bar's arrow keys scroll it.
    if (qobject_cast<const QTabBar *>(w->parentWidget()))
        return u"a tab bar's scroll arrow"_s;
    // Behind another dock of its group (tabified away), or clipped by its dock.
    for (const QWidget *p = w; p && p != window; p = p->parentWidget()) {
        if (const auto *dock = qobject_cast<const QDockWidget *>(p)) {
            if (!dock->isVisible() || dock->visibleRegion().isEmpty())
                return u"in the dock %1, which is not shown"_s.arg(dock->objectName());
            const QRect inDock(w->mapTo(dock, QPoint(0, 0)), w->size());
            if (!dock->rect().intersects(inDock))
                return u"outside its dock %1"_s.arg(dock->objectName());
        }
    }
    return {};
}

QString shortName(const QWidget *w)
{
    return w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                     : w->objectName();
}

QString nameOf(const QWidget *w)
{
    if (!w)
        return u"(none)"_s;
    const QWidget *parent = w->parentWidget();
    return parent ? shortName(w) + u" in "_s + shortName(parent) : shortName(w);
}

// Presses Tab (or Shift+Tab) from the table around the whole window, until the table has the
// keyboard again.
// The widgets Tab stopped on, and those of them a user cannot see.
struct TabWalk
{
    QStringList stops;
    QStringList unseen;
    QStringList escapes; // where the walk came round inside a form and left it with Escape
};

// A form of the Entry panel keeps the keyboard: once Tab has gone round it, Escape leaves it
// for the table.
TabWalk walkTab(QWidget &window, QWidget *first, Qt::Key key = Qt::Key_Tab)
{
    TabWalk walk;
    QApplication::setActiveWindow(&window);
    first->setFocus(Qt::TabFocusReason);
    for (int presses = 0; presses < 250; ++presses) {
        QWidget *focus = QApplication::focusWidget();
        if (!focus)
            break;
        if (presses > 0 && focus == first)
            break;
        if (walk.stops.contains(nameOf(focus)) && walk.stops.last() != nameOf(focus)) {
            walk.escapes.append(nameOf(focus));
            QTest::keyClick(focus, Qt::Key_Escape);
            continue;
        }
        if (walk.stops.isEmpty() || walk.stops.last() != nameOf(focus)) {
            walk.stops.append(nameOf(focus));
            if (const QString why = hiddenFrom(focus, &window); !why.isEmpty())
                walk.unseen.append(nameOf(focus) + u": "_s + why);
        }
        QTest::keyClick(focus, key);
    }
    return walk;
}

} // namespace

void TestNewcomer::tabStopsOnlyWhereUsersSee()
{
    for (const QSize size : { QSize(1280, 800), QSize(1024, 700) }) {
        Window w;
        w.window.resize(size);
        QVERIFY(w.open(u"tab.xml"_s, sitemap(30, "www.example.com", true)));
        QTest::qWait(50);
        const TabWalk walk = walkTab(w.window, w.table());
        const QString where = u"%1x%2: "_s.arg(size.width()).arg(size.height());
        QVERIFY2(walk.unseen.isEmpty(), qPrintable(where + walk.unseen.join(u"; "_s)));
        // Tab goes around: the findings and the table are on the way.
        QVERIFY2(walk.stops.contains(nameOf(w.find<QTreeView>(u"findingsView"_s))),
                 qPrintable(where + walk.stops.join(u", "_s)));
        QVERIFY2(QApplication::focusWidget() == w.table(),
                 qPrintable(where + walk.stops.join(u", "_s)));
        // The Entry form came last and kept the keyboard until Escape.
        QCOMPARE(walk.escapes.size(), 1);
        QVERIFY2(walk.escapes.first().endsWith(u" in generalEditor"_s),
                 qPrintable(walk.escapes.first()));
        QVERIFY2(walk.stops.indexOf(nameOf(w.find<QTreeView>(u"findingsView"_s)))
                     < walk.stops.indexOf(u"locEdit in generalEditor"_s),
                 qPrintable(where + walk.stops.join(u", "_s)));
        const TabWalk back = walkTab(w.window, w.table(), Qt::Key_Backtab);
        QVERIFY2(back.unseen.isEmpty(), qPrintable(where + back.unseen.join(u"; "_s)));
        QVERIFY(back.stops.contains(nameOf(w.find<QLineEdit>(u"filterEdit"_s))));
        QCOMPARE(QApplication::focusWidget(), w.table());
        // A dock brought to the front of its group is on the way again.
        auto *undoView = w.find<QUndoView>(u"undoView"_s);
        QVERIFY(!walk.stops.contains(nameOf(undoView)));
        w.find<QDockWidget>(u"historyDock"_s)->raise();
        QTRY_VERIFY(!undoView->visibleRegion().isEmpty());
        QVERIFY(walkTab(w.window, w.table()).stops.contains(nameOf(undoView)));
    }
}

void TestNewcomer::helpOpensAtTheSelectedRule()
{
    Window w;
    QVERIFY(w.open(u"rules.xml"_s, sitemap(3, "www.example.com", true)));
    // The second entry's first finding: Shift+F1 ("what is this") opens the catalogue there,
    // not at the top.
    w.table()->setCurrentIndex(w.table()->model()->index(1, EntryTableModel::Loc));
    const EntryRef ref = w.window.entryModel()->entryAt(1);
    const QList<Finding> findings = w.window.document()->checker().entryFindings(ref.sitemap, ref.entry);
    QVERIFY(!findings.isEmpty());
    const QString rule = QString(findings.first().ruleId);
    QApplication::setActiveWindow(&w.window);
    w.table()->setFocus();
    QTest::keySequence(w.table(), QKeySequence::keyBindings(QKeySequence::WhatsThis).value(
                                      0, QKeySequence(Qt::SHIFT | Qt::Key_F1)));
    auto *dialog = w.window.findChild<QDialog *>(u"rulesDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    auto *browser = dialog->findChild<QTextBrowser *>(u"rulesBrowser"_s);
    QTRY_VERIFY(browser->verticalScrollBar()->value() > 0);
    // The rule's heading is at the top of what shows.
    const QTextCursor found = browser->document()->find(rule + u' ');
    QVERIFY(!found.isNull());
    const QRect at = browser->cursorRect(found);
    QVERIFY2(at.top() >= -2 && at.top() < browser->viewport()->height() / 4,
             qPrintable(u"%1 at %2"_s.arg(rule).arg(at.top())));
    // It has the keyboard: Escape closes it.
    QTRY_VERIFY(browser->hasFocus());
    QTest::keyClick(browser, Qt::Key_Escape);
    QVERIFY(!dialog->isVisible());
}

void TestNewcomer::undoStepsKeepTheMenuNarrow()
{
    Window w;
    QByteArray xml = sitemap(2, "www.example.com");
    const QByteArray longPath(400, 'x');
    xml.replace("a-rather-long-page-name-0", "a-" + longPath);
    QVERIFY(w.open(u"undo.xml"_s, xml));
    w.table()->setCurrentIndex(w.table()->model()->index(0, EntryTableModel::Loc));
    w.window.findChild<QAction *>(u"actionDuplicateEntry"_s)->trigger();
    QUndoStack *stack = w.window.document()->undoStack();
    QVERIFY(stack->undoText().size() > 400); // the step names the whole URL
    auto *undo = w.window.findChild<QAction *>(u"actionUndo"_s);
    QVERIFY2(undo->text().size() < 80, qPrintable(undo->text()));
    QVERIFY(undo->text().contains(u"…"_s));
    QVERIFY(undo->text().endsWith(u".html"_s)); // the page's end stays
    stack->undo();
    auto *redo = w.window.findChild<QAction *>(u"actionRedo"_s);
    QVERIFY2(redo->text().size() < 80, qPrintable(redo->text()));
    QCOMPARE(w.find<QUndoView>(u"undoView"_s)->textElideMode(), Qt::ElideMiddle);
}

void TestNewcomer::aPlainSitemapFitsAt1280x800()
{
    QSettings().clear(); // the first start: no saved layout
    Window w;
    QVERIFY(w.open(u"plain.xml"_s, sitemap(300, "www.example.com", true)));
    QCoreApplication::processEvents();
    QTableView *table = w.table();
    QHeaderView *header = table->horizontalHeader();
    // Every column of a plain sitemap in view, none past the right edge.
    auto allInView = [&] {
        // (No change frequency in the file: its column is hidden.)
        if (!header->isSectionHidden(EntryTableModel::Changefreq))
            return false;
        for (const int column : {EntryTableModel::Loc, EntryTableModel::Lastmod,
                                 EntryTableModel::Priority, EntryTableModel::Finding}) {
            if (header->isSectionHidden(column))
                return false;
            const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
            if (header->sectionViewportPosition(column) < 0 || right > table->viewport()->width())
                return false;
        }
        return true;
    };
    QVERIFY(allInView());
    // No images, videos, news or alternates: their columns give their width to the others.
    for (const int column : {EntryTableModel::Images, EntryTableModel::Videos,
                             EntryTableModel::News, EntryTableModel::Alternates})
        QVERIFY(header->isSectionHidden(column));
    // The warnings take the room their few findings need, not 40% of the height.
    auto *warnings = w.find<WarningsDock>(u"warningsDock"_s);
    QTRY_VERIFY(warnings->height() <= w.window.height() / 3);
    QVERIFY2(warnings->height() < w.window.height() / 4, qPrintable(QString::number(warnings->height())));
    shoot(&w.window, u"default-layout-1280x800"_s);
    // Larger and back: the same layout comes back.
    w.window.resize(1600, 1000);
    QCoreApplication::processEvents();
    w.window.resize(1280, 800);
    QCoreApplication::processEvents();
    QVERIFY(allInView());
    // A file with images: their column shows.
    QByteArray rich = sitemap(3, "www.example.com");
    rich.replace("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">",
                 "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                 "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">");
    rich.replace("</loc></url>", "</loc><image:image><image:loc>https://www.example.com/a.png"
                                 "</image:loc></image:image></url>");
    QVERIFY(w.open(u"rich.xml"_s, rich));
    QVERIFY(!header->isSectionHidden(EntryTableModel::Images));
    QVERIFY(header->isSectionHidden(EntryTableModel::Videos));
}

void TestNewcomer::noStaleOrMisleadingState()
{
    Window w;
    QByteArray withImages = sitemap(4, "www.example.com");
    withImages.replace("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">",
                       "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                       "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">");
    const QByteArray images = "<image:image><image:loc>https://www.example.com/1.png</image:loc>"
                              "</image:image><image:image><image:loc>https://www.example.com/2.png"
                              "</image:loc></image:image><image:image><image:loc>"
                              "https://www.example.com/3.png</image:loc></image:image>";
    withImages.replace("</loc></url>", "</loc>" + images + "</url>");
    QVERIFY(w.open(u"images.xml"_s, withImages));

    // A comparison belongs to the document it was made for: another file ends it.
    auto *compare = w.find<CompareDock>(u"compareView"_s);
    const QString other = w.dir.filePath(u"other.xml"_s);
    QFile file(other);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(sitemap(3, "www.example.com"));
    file.close();
    QVERIFY(compare->compareWithFile(other));
    QVERIFY(compare->comparison());
    QVERIFY(compare->isVisible());

    // The History names an item as the form and the warnings do ("Image 3"), not image[2].
    w.table()->setCurrentIndex(w.table()->model()->index(0, EntryTableModel::Loc));
    auto *list = w.find<QListWidget>(u"imageList"_s);
    list->setCurrentRow(2);
    auto *loc = w.find<QLineEdit>(u"image_loc"_s);
    loc->setFocus();
    loc->selectAll();
    QTest::keyClicks(loc, u"https://www.example.com/three.png"_s);
    const QString step = w.window.document()->undoStack()->undoText();
    QVERIFY2(step.contains(u"Image 3"_s) && !step.contains(u"image[2]"_s), qPrintable(step));

    // A profile change rechecks everything and keeps the tree as the user opened it.
    auto *tree = w.find<QTreeView>(u"workspaceTree"_s);
    const QModelIndex sitemapNode = tree->model()->index(0, 0);
    tree->expand(sitemapNode);
    const QModelIndex entryNode = tree->model()->index(0, 0, sitemapNode);
    tree->expand(entryNode);
    QVERIFY(tree->isExpanded(entryNode));
    auto *profile = w.find<QComboBox>(u"profileCombo"_s);
    profile->setCurrentIndex((profile->currentIndex() + 1) % profile->count());
    QVERIFY(tree->isExpanded(tree->model()->index(0, 0)));
    QVERIFY(tree->isExpanded(tree->model()->index(0, 0, tree->model()->index(0, 0))));

    // No entry, no sample values: an empty form says nothing that could be read as data.
    w.window.findChild<QAction *>(u"actionNew"_s)->trigger();
    QVERIFY(!compare->comparison()); // and the comparison went with the document
    QVERIFY(compare->isHidden());
    auto *lastmod = w.find<QLineEdit>(u"lastmodEdit"_s);
    auto *priority = w.find<QLineEdit>(u"priorityEdit"_s);
    QVERIFY(!lastmod->isEnabled());
    QVERIFY(lastmod->placeholderText().isEmpty());
    QVERIFY(priority->placeholderText().isEmpty());
    // An entry without them: the fields say "not set".
    w.window.findChild<QAction *>(u"actionAddEntry"_s)->trigger();
    QTRY_VERIFY(lastmod->isEnabled());
    QVERIFY(lastmod->text().isEmpty());
    QVERIFY2(lastmod->placeholderText().startsWith(u"not set"_s), qPrintable(lastmod->placeholderText()));
    QVERIFY(priority->placeholderText().startsWith(u"not set"_s));
}

namespace {

// The progress dialogs of `window` that are on screen.
QStringList visibleProgress(const QWidget &window)
{
    QStringList shown;
    for (QProgressDialog *progress : window.findChildren<QProgressDialog *>())
        if (progress->isVisible())
            shown.append(progress->objectName());
    return shown;
}

} // namespace

void TestNewcomer::aFailedOpenUrlLeavesOneMessage()
{
    // A site that cannot be reached (a closed port: the connection is refused at once).
    quint16 port = 0;
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        port = server.serverPort();
    }
    Window w;
    // The user reads each message for a while, as people do: longer than the 4 s after which
    // a QProgressDialog shows itself unless told otherwise. Meanwhile nothing may come up (the
    // search's progress did: hidden, not gone, over the message, where it stayed).
    int messages = 0;
    QStringList shownMeanwhile;
    w.window.setPrompt([&](QMessageBox::Icon, const QString &, const QString &,
                           QMessageBox::StandardButtons) {
        ++messages;
        QElapsedTimer reading;
        reading.start();
        while (reading.elapsed() < 4500) {
            QTest::qWait(100);
            shownMeanwhile += visibleProgress(w.window);
        }
        return QMessageBox::Ok;
    });
    // A site, then a sitemap of it: the search, then the load on a thread of its own. Twice
    // each: the second attempt fails faster than the first (the network stack is up by then).
    const QStringList addresses { u"http://127.0.0.1:%1/"_s, u"http://127.0.0.1:%1/sitemap.xml"_s };
    for (const QString &address : addresses) {
        const QUrl url(address.arg(port));
        for (int attempt = 1; attempt <= 2; ++attempt) {
            messages = 0;
            QVERIFY(!w.window.openUrl(url, RemoteLoadOptions()));
            QVERIFY2(messages == 1, qPrintable(url.toString()));
            QVERIFY2(shownMeanwhile.isEmpty(),
                     qPrintable(url.toString() + u": "_s + shownMeanwhile.join(u", "_s)));
            QVERIFY2(visibleProgress(w.window).isEmpty(), qPrintable(url.toString()));
        }
    }
    QTest::qWait(600);
    QVERIFY(visibleProgress(w.window).isEmpty());
    // The window takes the next action: no load is left running.
    QVERIFY(w.open(u"after.xml"_s, sitemap(2, "www.example.com")));
}

void TestNewcomer::aSlowSearchShowsItsProgressAndCancelSaysNoMore()
{
    // A site that takes the connection and never answers.
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    QList<QTcpSocket *> held;
    connect(&silent, &QTcpServer::newConnection, &silent, [&] {
        while (QTcpSocket *socket = silent.nextPendingConnection())
            held.append(socket);
    });
    Window w;
    int messages = 0;
    w.window.setPrompt([&](QMessageBox::Icon, const QString &, const QString &,
                           QMessageBox::StandardButtons) {
        ++messages;
        return QMessageBox::Ok;
    });
    // While the search runs (openUrl() waits for it), the user watches for its progress and
    // presses its Cancel a moment after it came up.
    QElapsedTimer waited;
    qint64 shownAfter = -1;
    QTimer watch;
    watch.setInterval(20);
    connect(&watch, &QTimer::timeout, &w.window, [&] {
        auto *progress = w.window.findChild<QProgressDialog *>(u"discoveryProgress"_s);
        if (shownAfter >= 0 || !progress || !progress->isVisible())
            return;
        shownAfter = waited.elapsed();
        QTimer::singleShot(200, progress, [progress] {
            QTest::mouseClick(progress->findChild<QPushButton *>(), Qt::LeftButton);
        });
    });
    waited.start();
    watch.start();
    const QUrl site(u"http://127.0.0.1:%1/"_s.arg(silent.serverPort()));
    const bool opened = w.window.openUrl(site, RemoteLoadOptions());
    watch.stop();
    QVERIFY(!opened);
    // The progress came up after its minimum duration (400 ms), not after QProgressDialog's
    // own 4 s, during which the window looked stuck.
    QVERIFY2(shownAfter >= 300 && shownAfter < 2500, qPrintable(QString::number(shownAfter)));
    // Cancelling is the user's own doing: a word in the status bar, no message, no progress.
    QCOMPARE(messages, 0);
    QVERIFY2(w.window.statusBar()->currentMessage().contains(u"cancelled"_s),
             qPrintable(w.window.statusBar()->currentMessage()));
    QTest::qWait(4500);
    QVERIFY(visibleProgress(w.window).isEmpty());
    QCOMPARE(messages, 0);
    qDeleteAll(held);
}

void TestNewcomer::aFinishedProgressNeverComesUp()
{
    // Whatever the caller does with it afterwards: the rule every network action's progress
    // follows (the search, the load, the import's fetch).
    Window w;
    WorkProgress progress(u"workProgress"_s, u"Working"_s, u"Cancel"_s, &w.window);
    progress.setRange(0, 10);
    progress.finish();
    progress.setValue(5);
    progress.show();
    QTest::qWait(4500);
    QVERIFY(!progress.isVisible());
}

void TestNewcomer::theSiteTreeFiltersTheTable()
{
    Window w;
    QVERIFY(w.open(u"site.xml"_s, sitemap(500, "www.example.com", true)));
    auto *site = w.find<QTreeView>(u"siteTree"_s);
    QVERIFY(!site->isVisible()); // the file view comes first
    QTest::mouseClick(w.find<QToolButton>(u"treeSiteButton"_s), Qt::LeftButton);
    QVERIFY(site->isVisible());
    QVERIFY(!w.find<QTreeView>(u"workspaceTree"_s)->isVisible());
    // Showing the Site tab, and giving it the focus, filters nothing on its own.
    QApplication::setActiveWindow(&w.window);
    site->setFocus();
    QCoreApplication::processEvents();
    QCOMPARE(w.table()->model()->rowCount(), 500);
    QVERIFY(w.find<QLabel>(u"chartFilterLabel"_s)->text().isEmpty()
            || !w.find<QLabel>(u"chartFilterLabel"_s)->isVisible());
    QAbstractItemModel *model = site->model();
    QCOMPARE(model->rowCount(), 1);
    const QModelIndex host = model->index(0, 0);
    QCOMPARE(host.data(SiteTreeModel::CountRole).toInt(), 500);
    // The worst finding of the host's URLs is an error (one lastmod is not a date).
    QCOMPARE(host.data(SiteTreeModel::SeverityRole).toInt(), int(Severity::Error));
    site->expand(host);
    QModelIndex rail;
    for (int row = 0; row < model->rowCount(host); ++row)
        if (model->index(row, 0, host).data().toString().startsWith(u"rail/"_s))
            rail = model->index(row, 0, host);
    QVERIFY(rail.isValid());
    QCOMPARE(rail.data(SiteTreeModel::CountRole).toInt(), 50);
    // Choosing a folder shows its URLs in the table, and says so.
    site->setCurrentIndex(rail);
    QCOMPARE(w.table()->model()->rowCount(), 50);
    QCOMPARE(w.shown(), u"50 of 500 URLs shown"_s);
    QVERIFY(w.find<QLabel>(u"chartFilterLabel"_s)->text().contains(u"https://www.example.com/rail/"_s));
    site->expand(rail);
    QTRY_VERIFY(model->rowCount(rail) > 0);
    shoot(&w.window, u"site-tree"_s);
    // A page is the current entry.
    const QModelIndex folder = model->index(0, 0, rail);
    site->expand(folder);
    QModelIndex page = folder;
    while (model->hasChildren(page)) {
        site->expand(page);
        page = model->index(0, 0, page);
    }
    site->setCurrentIndex(page);
    QCOMPARE(w.find<QLineEdit>(u"locEdit"_s)->text(), page.data(Qt::ToolTipRole).toString());
    // Show all, or back to the files, shows every URL again.
    QTest::mouseClick(w.find<QToolButton>(u"treeFilesButton"_s), Qt::LeftButton);
    QCOMPARE(w.table()->model()->rowCount(), 500);
    QVERIFY(!site->isVisible());
}

void TestNewcomer::theSiteTreeFollowsAnEditedUrl()
{
    Window w;
    QVERIFY(w.open(u"site.xml"_s, sitemap(500, "www.example.com")));
    QTest::mouseClick(w.find<QToolButton>(u"treeSiteButton"_s), Qt::LeftButton);
    auto *site = w.find<QTreeView>(u"siteTree"_s);
    QAbstractItemModel *model = site->model();
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    const QPersistentModelIndex host = model->index(0, 0);
    site->expand(host);
    auto folder = [&](const QString &label) {
        for (int row = 0; row < model->rowCount(host); ++row)
            if (model->index(row, 0, host).data().toString().startsWith(label))
                return QPersistentModelIndex(model->index(row, 0, host));
        return QPersistentModelIndex();
    };
    const QPersistentModelIndex rail = folder(u"rail/"_s);
    const QPersistentModelIndex road = folder(u"road/"_s);
    QVERIFY(rail.isValid() && road.isValid());
    site->expand(rail);
    QCOMPARE(rail.data(SiteTreeModel::CountRole).toInt(), 50);
    QCOMPARE(road.data(SiteTreeModel::CountRole).toInt(), 450);

    // The first URL (a rail page), chosen in the site view, gets another address in the form,
    // typed key by key.
    auto *siteModel = qobject_cast<SiteTreeModel *>(model);
    const QModelIndex first = siteModel->indexFor(EntryRef { 0, 0 });
    const QString firstLabel = first.data().toString();
    site->scrollTo(first);
    site->setCurrentIndex(first);
    auto *loc = w.find<QLineEdit>(u"locEdit"_s);
    QCOMPARE(loc->text(), first.data(Qt::ToolTipRole).toString());
    QVERIFY(loc->text().contains(u"/rail/"_s));
    QApplication::setActiveWindow(&w.window);
    loc->setFocus();
    loc->selectAll();
    QTest::keyClicks(loc, u"https://www.example.com/road/moved.html"_s);
    QCOMPARE(rail.data(SiteTreeModel::CountRole).toInt(), 49);
    QCOMPARE(road.data(SiteTreeModel::CountRole).toInt(), 451);
    QVERIFY(rail.isValid() && site->isExpanded(rail)); // moved, not made again
    // The site view's current page went with it.
    QCOMPARE(site->currentIndex().data().toString(), u"moved.html"_s);
    QCOMPARE(site->currentIndex().parent(), QModelIndex(road));
    QCOMPARE(loc->text(), u"https://www.example.com/road/moved.html"_s);
    QTRY_VERIFY(site->viewport()->rect().contains(site->visualRect(site->currentIndex()).center()));
    site->expand(road);
    bool found = false;
    for (int row = 0; row < model->rowCount(road); ++row)
        found = found || model->index(row, 0, road).data().toString() == u"moved.html"_s;
    QVERIFY(found);

    // Undo puts it back where it was.
    w.window.document()->undoStack()->undo();
    QCOMPARE(rail.data(SiteTreeModel::CountRole).toInt(), 50);
    QCOMPARE(road.data(SiteTreeModel::CountRole).toInt(), 450);
    for (int row = 0; row < model->rowCount(road); ++row)
        QVERIFY(model->index(row, 0, road).data().toString() != u"moved.html"_s);
    QVERIFY(site->isExpanded(rail) && site->isExpanded(road));
    QCOMPARE(site->currentIndex().data().toString(), firstLabel);
    QCOMPARE(siteModel->entryAt(site->currentIndex()).entry, qsizetype(0));
    QTRY_VERIFY(site->viewport()->rect().contains(site->visualRect(site->currentIndex()).center()));
    // A URL deleted, and the deletion undone: its folder counts one less, then one more.
    QTest::qWait(0);
    w.table()->setCurrentIndex(w.table()->model()->index(0, 0));
    w.window.findChild<QAction *>(u"actionDeleteEntry"_s)->trigger();
    QCOMPARE(rail.data(SiteTreeModel::CountRole).toInt(), 49);
    w.window.document()->undoStack()->undo();
    QCOMPARE(rail.data(SiteTreeModel::CountRole).toInt(), 50);
    QVERIFY(site->isExpanded(rail) && site->isExpanded(road));
    QCOMPARE(resets.size(), 0);
    QTest::mouseClick(w.find<QToolButton>(u"treeFilesButton"_s), Qt::LeftButton); // as found
}

void TestNewcomer::whereIsTheFieldsOwnLine()
{
    // Each field on a line of its own, and two entries sharing a line.
    const QByteArray xml
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
          "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n"
          "  <url>\n"
          "    <loc>https://www.example.com/a</loc>\n"
          "    <lastmod>2024-01-08 10:00:00Z</lastmod>\n" // 6
          "    <image:image>\n"
          "      <image:loc>https://www.example.com/a b.png</image:loc>\n" // 8
          "    </image:image>\n"
          "    <image:image>\n"
          "      <image:loc>https://www.example.com/c d.png</image:loc>\n" // 11
          "    </image:image>\n"
          "  </url>\n"
          "  <url><loc>https://www.example.com/b</loc></url><url>\n" // 14
          "    <loc>https://www.example.com/e</loc>\n"
          "    <changefreq>Sometimes</changefreq>\n" // 16
          "  </url>\n"
          "</urlset>\n";
    for (const QString &name : { u"fields.xml"_s, u"fields.xml.gz"_s }) {
        Window w;
        QVERIFY(w.write(name, name.endsWith(u".gz"_s) ? gzipCompress(xml) : xml));
        QVERIFY(w.window.openFile(w.dir.filePath(name)));
        const FindingsModel *findings = w.find<WarningsDock>(u"warningsDock"_s)->model();
        // "Where" of each finding about a field, by rule and item: the entry's line at first,
        // the field's once the file was read again (off the GUI thread).
        auto where = [findings]() {
            QMap<QString, QString> shown;
            for (int row = 0; row < findings->rowCount(); ++row) {
                const Finding &f = findings->findingAt(row);
                if (f.field != FindingField::None)
                    shown.insert(QString(f.ruleId) + u'/' + QString::number(f.item),
                                 findings->index(row, FindingsModel::Location).data().toString());
            }
            return shown;
        };
        QTRY_COMPARE(where().value(u"SM504/-1"_s), u"line 6"_s); // the <lastmod>, not the <url>
        QCOMPARE(where().value(u"SM203/0"_s), u"line 8"_s); // the first <image:loc>
        QCOMPARE(where().value(u"SM203/1"_s), u"line 11"_s);
        QCOMPARE(where().value(u"SM508/-1"_s), u"line 16"_s); // the second <url> of line 14
    }
}

// Ctrl+Z in an Entry field undoes the document's last step when the field has nothing of
// its own to undo (the cursor lands there after Replace closes); Enter in Replace replaces,
// keeping what was typed; Ctrl+H opens Replace with the cursor in Find.
void TestNewcomer::keysDoWhatTheySayInFieldsAndReplace()
{
    Window w;
    QVERIFY(w.open(u"shop.xml"_s, sitemap(20, "www.example-shop.com")));
    QUndoStack *stack = w.window.document()->undoStack();
    auto loc = [&w](int entry) { return w.window.document()->entry(EntryRef { 0, entry }).loc(); };
    const QString before = loc(3);
    QApplication::setActiveWindow(&w.window);
    w.table()->setFocus();
    w.table()->selectRow(3);

    // Ctrl+H: the cursor in Find, even after it was left in "Replace with" last time.
    QTest::keyClick(w.table(), Qt::Key_H, Qt::ControlModifier);
    auto *dialog = w.window.findChild<QDialog *>(u"replaceDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    auto *find = dialog->findChild<QLineEdit *>(u"findEdit"_s);
    auto *replace = dialog->findChild<QLineEdit *>(u"replaceEdit"_s);
    QApplication::setActiveWindow(dialog);
    QTRY_COMPARE(QApplication::focusWidget(), find);
    QTest::keyClicks(find, u"https://www."_s);
    replace->setFocus();
    QTest::keyClicks(replace, u"https://"_s);
    // Enter in "Replace with": Replace All, the dialog open, what was typed kept.
    QTest::keyClick(replace, Qt::Key_Return);
    QCOMPARE(stack->count(), 1);
    QCOMPARE(loc(3), u"https://example-shop.com/road/section/subsection/a-rather-long-page-name-3.html"_s);
    QVERIFY(dialog->isVisible());
    QCOMPARE(find->text(), u"https://www."_s);
    QCOMPARE(replace->text(), u"https://"_s);
    QTest::keyClick(replace, Qt::Key_Escape);
    QVERIFY(!dialog->isVisible());
    QTest::keyClick(w.table(), Qt::Key_H, Qt::ControlModifier);
    QApplication::setActiveWindow(dialog);
    QTRY_COMPARE(QApplication::focusWidget(), find);
    QCOMPARE(find->selectedText(), u"https://www."_s); // typed over at once
    dialog->close();

    // Ctrl+Z in the Entry panel's URL field: the document's Replace is undone.
    QApplication::setActiveWindow(&w.window);
    auto *field = w.find<QLineEdit>(u"locEdit"_s);
    QTRY_COMPARE(field->text(), loc(3));
    field->setFocus();
    QVERIFY(!field->isUndoAvailable());
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(stack->index(), 0);
    QCOMPARE(loc(3), before);
    // And Ctrl+Y redoes it, from the same field.
    QTest::keyClick(field, Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(stack->index(), 1);
    QVERIFY(loc(3) != before);
}

// The Entry panel never shows an entry the filter the user set has hidden; the Warnings
// panel lists the new file's findings as soon as it is open, not the previous file's for a
// moment; a status message about the document goes once another file is open.
void TestNewcomer::nothingStaleAfterAFilterAnOpenOrAnImport()
{
    Window w;
    // 6,000 entries with an invalid date each: more findings than the list takes at once.
    QByteArray dated = sitemap(6000, "www.example.com");
    dated.replace("</loc></url>", "</loc><lastmod>2024-13-45</lastmod></url>");
    QVERIFY(w.open(u"dated.xml"_s, dated));
    auto *warnings = w.find<WarningsDock>(u"warningsDock"_s);
    QTRY_VERIFY(warnings->model()->rowCount() >= 6000);

    // Row 3 in the Entry panel; a filter that hides it empties the panel.
    QApplication::setActiveWindow(&w.window);
    w.table()->setCurrentIndex(w.table()->model()->index(3, 0));
    auto *loc = w.find<QLineEdit>(u"locEdit"_s);
    QTRY_VERIFY(loc->text().endsWith(u"a-rather-long-page-name-3.html"_s));
    auto *filter = w.find<QLineEdit>(u"filterEdit"_s);
    QVERIFY(filter);
    filter->setText(u"rail"_s); // every tenth: row 3 is hidden
    QTRY_COMPARE(w.table()->model()->rowCount(), 600);
    QTRY_VERIFY(loc->text().isEmpty());
    QVERIFY(!loc->isEnabled());
    filter->clear();

    // A message about the document goes with the next change of it, as an import's summary
    // once the import is undone.
    w.window.statusBar()->showMessage(u"URLs to import: 6,000 (into a new sitemap)"_s, 10000);
    w.find<QAction>(u"actionAddEntry"_s)->trigger();
    QVERIFY2(w.window.statusBar()->currentMessage().isEmpty(),
             qPrintable(w.window.statusBar()->currentMessage()));

    // Another file: its findings at once, none of the previous file's.
    QVERIFY(w.write(u"clean.xml"_s, sitemap(5, "shop.example.org")));
    QVERIFY(w.window.openFile(w.dir.filePath(u"clean.xml"_s)));
    const int shown = warnings->model()->rowCount(); // no event handled since
    QVERIFY2(shown < 10, qPrintable(QString::number(shown)));
}

// "1 URL changed", not "1 URLs changed", with the English plurals installed as the program
// installs them; Save As of a document that has no file yet suggests sitemap.xml in the folder
// of the last file opened.
void TestNewcomer::wordsForOneAndForMany()
{
    Language::install(qApp, u"en"_s);
    Window w;
    QVERIFY(w.open(u"words.xml"_s, sitemap(12, "www.example-shop.com")));
    QApplication::setActiveWindow(&w.window);
    w.table()->setFocus();
    QTest::keyClick(w.table(), Qt::Key_H, Qt::ControlModifier);
    auto *dialog = w.window.findChild<QDialog *>(u"replaceDialog"_s);
    QVERIFY(dialog);
    auto *result = dialog->findChild<QLabel *>(u"replaceResult"_s);
    dialog->findChild<QLineEdit *>(u"findEdit"_s)->setText(u"page-name-11.html"_s);
    dialog->findChild<QLineEdit *>(u"replaceEdit"_s)->setText(u"page-name-eleven.html"_s);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"replaceAllButton"_s), Qt::LeftButton);
    QCOMPARE(result->text(), u"1 URL changed; Undo reverts the change in one step."_s);
    dialog->findChild<QLineEdit *>(u"findEdit"_s)->setText(u"/road/"_s);
    dialog->findChild<QLineEdit *>(u"replaceEdit"_s)->setText(u"/street/"_s);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"replaceAllButton"_s), Qt::LeftButton);
    QCOMPARE(result->text(), u"10 URLs changed; Undo reverts the change in one step."_s);
    dialog->close();

    // A new document: Save As proposes sitemap.xml beside the file last opened.
    w.find<QAction>(u"actionNew"_s)->trigger();
    w.find<QAction>(u"actionAddEntry"_s)->trigger();
    QString proposed;
    QTimer::singleShot(0, [&proposed] {
        auto *chooser = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        QVERIFY(chooser);
        proposed = chooser->selectedFiles().value(0);
        chooser->reject();
    });
    w.find<QAction>(u"actionSaveAs"_s)->trigger();
    QCOMPARE(QFileInfo(proposed).fileName(), u"sitemap.xml"_s);
    QCOMPARE(QFileInfo(proposed).absolutePath(), QFileInfo(w.dir.filePath(u"words.xml"_s)).absolutePath());
}

QTEST_MAIN(TestNewcomer)
#include "tst_newcomer.moc"
