// The fourth newcomer's tour, driven offscreen through the real window: the keyboard stays in
// the form it works in, tables read whole, the import wizard says what it will import, and
// the small words (plurals, tooltips, the folders save dialogs open in) are right.

#include "document/editordocument.h"
#include "filebytes.h"
#include "mainwindow.h"
#include "models/entrytablemodel.h"
#include "widgets/savelocation.h"
#include "widgets/urldelegate.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileDialog>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QTreeView>
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
    void tablesReadWhole();
    void aSaveChangesWhatWasEdited();
    void smallWords();
    void saveDialogsOpenWhereTheWorkIs();
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

// Headers whole, dates whole (the date alone where every time is midnight), and one rule for
// the URLs of a column: every row leaves the shared start out, or none does.
void TestTour4::tablesReadWhole()
{
    Window w;
    QByteArray midnight = shop(30, "collections");
    midnight.replace("</lastmod>", "T00:00:00+00:00</lastmod>");
    QVERIFY(w.open(u"midnight.xml"_s, midnight));
    QTest::qWait(50);
    QHeaderView *header = w.table()->horizontalHeader();
    const QFontMetrics metrics = w.table()->fontMetrics();
    const auto headersWhole = [&] {
        QStringList cut;
        for (int column = 0; column < header->count(); ++column) {
            const QString title = header->model()->headerData(column, Qt::Horizontal).toString();
            if (!header->isSectionHidden(column)
                && header->sectionSize(column) < header->fontMetrics().horizontalAdvance(title))
                cut.append(title);
        }
        return cut.join(u", "_s);
    };
    QCOMPARE(headersWhole(), QString());
    const QModelIndex date = w.table()->model()->index(0, EntryTableModel::Lastmod);
    QCOMPARE(date.data().toString(), u"2024-05-10"_s);
    QCOMPARE(date.data(Qt::EditRole).toString(), u"2024-05-10T00:00:00+00:00"_s);
    // A file with times of day: each shown whole in its column.
    QByteArray times = shop(30, "collections");
    times.replace("</lastmod>", "T05:42:17.250+02:00</lastmod>");
    QVERIFY(w.open(u"times.xml"_s, times));
    QTest::qWait(50);
    const QString whole = w.table()->model()->index(0, EntryTableModel::Lastmod).data().toString();
    QCOMPARE(whole, u"2024-05-10T05:42:17.250+02:00"_s);
    QVERIFY2(header->sectionSize(EntryTableModel::Lastmod) > metrics.horizontalAdvance(whole) + 4,
             qPrintable(QString::number(header->sectionSize(EntryTableModel::Lastmod))));
    QCOMPARE(headersWhole(), QString());
    // A user cannot cut a title either.
    header->resizeSection(EntryTableModel::Lastmod, 10);
    QCOMPARE(headersWhole(), QString());
    // One rule in the URL column: a short URL among long ones is shown as they are.
    QByteArray mixed = shop(30, "collections");
    mixed.replace("teak-extending-table-3?colour=natural&amp;size=large", "a");
    QVERIFY(w.open(u"mixed.xml"_s, mixed));
    QTest::qWait(50);
    const auto *urls
        = qobject_cast<UrlDelegate *>(w.table()->itemDelegateForColumn(EntryTableModel::Loc));
    QVERIFY(urls && !urls->shared().isEmpty());
    const int width = header->sectionSize(EntryTableModel::Loc) - 8;
    int cut = 0;
    const int rows = w.table()->model()->rowCount();
    for (int row = 0; row < rows; ++row) {
        const QString url = w.table()->model()->index(row, EntryTableModel::Loc).data().toString();
        const QString shown = UrlDelegate::shownText(url, urls->shared(), width, metrics,
                                                     w.window.entryModel()->longestLoc());
        cut += shown.startsWith(u"…/"_s);
    }
    QVERIFY2(cut == 0 || cut == rows, qPrintable(u"%1 of %2"_s.arg(cut).arg(rows)));
}

// A MkDocs sitemap (children five spaces in, "</url><url>" on one line) saved from the
// window: one lastmod typed in is one changed line; an image added to an untouched file is the
// root start tag and the image's lines; where a file must be written anew, the window says so
// before it saves.
void TestTour4::aSaveChangesWhatWasEdited()
{
    QByteArray mkdocs = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                        "    <url>\n";
    for (int i = 0; i < 40; ++i) {
        if (i > 0)
            mkdocs += "    </url><url>\n";
        mkdocs += "         <loc>https://docs.example.org/user-guide/configuration/section-"
            + QByteArray::number(i) + "/?ref=sidebar&amp;lang=en</loc>\n"
            "         <lastmod>2024-01-05</lastmod>\n";
    }
    mkdocs += "    </url>\n</urlset>";
    Window w;
    QStringList asked;
    w.window.setPrompt([&asked](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
        asked.append(text);
        return QMessageBox::Save;
    });
    QVERIFY(w.open(u"sitemap.xml"_s, mkdocs));
    const QString path = w.dir.filePath(u"sitemap.xml"_s);
    w.selectRow(17);
    Testing::typeInto(w.find<QLineEdit>(u"lastmodEdit"_s), u"2026-11-29"_s);
    QTest::keyClick(w.find<QLineEdit>(u"lastmodEdit"_s), Qt::Key_Return);
    QVERIFY(w.window.findChild<QAction *>(u"actionSave"_s));
    w.window.findChild<QAction *>(u"actionSave"_s)->trigger();
    QVERIFY2(asked.isEmpty(), qPrintable(asked.join(u'\n')));
    const QByteArray once = fileBytes(path);
    LineChanges changes = lineChanges(mkdocs, once);
    QCOMPARE(changes.removed, 1);
    QCOMPARE(changes.added, 1);
    QVERIFY(once.contains("         <lastmod>2026-11-29</lastmod>\n"));

    // An image: the root needs the image namespace; its start tag and the image's lines change.
    w.selectRow(5);
    w.tabs()->setCurrentWidget(w.find<QWidget>(u"imageEditor"_s));
    QApplication::setActiveWindow(&w.window);
    QTest::mouseClick(w.find<QPushButton>(u"imageAddButton"_s), Qt::LeftButton);
    QTest::keyClicks(QApplication::focusWidget(), u"https://docs.example.org/assets/images/configuration.png"_s);
    w.window.findChild<QAction *>(u"actionSave"_s)->trigger();
    QVERIFY2(asked.isEmpty(), qPrintable(asked.join(u'\n')));
    const QByteArray twice = fileBytes(path);
    changes = lineChanges(once, twice);
    QCOMPARE(changes.removed, 1); // the root start tag
    QVERIFY2(changes.added >= 2 && changes.added <= 5, qPrintable(QString::number(changes.added)));
    QVERIFY(twice.contains("xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\""));

    // A file that had to be repaired to be read (a raw '&' in a URL) cannot keep its bytes:
    // the window says so before it writes it anew, and Cancel leaves it as it was.
    QByteArray repaired = mkdocs;
    repaired.replace("section-3/?ref=sidebar&amp;lang=en", "section-3/?ref=sidebar&lang=en");
    QVERIFY(w.open(u"repaired.xml"_s, repaired));
    w.selectRow(2);
    Testing::typeInto(w.find<QLineEdit>(u"lastmodEdit"_s), u"2026-11-30"_s);
    QTest::keyClick(w.find<QLineEdit>(u"lastmodEdit"_s), Qt::Key_Return);
    w.window.setPrompt([&asked](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
        asked.append(text);
        return QMessageBox::Cancel;
    });
    w.window.findChild<QAction *>(u"actionSave"_s)->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(u"repaired.xml"_s), qPrintable(asked.first()));
    QCOMPARE(fileBytes(w.dir.filePath(u"repaired.xml"_s)), repaired);
}

// A new window has nothing to warn of; counts use the plural forms of their language; a fix
// says Undo takes it back.
void TestTour4::smallWords()
{
    {
        Window w;
        QCoreApplication::processEvents();
        auto *findings = w.find<QTreeView>(u"findingsView"_s);
        QTest::qWait(200);
        QStringList said;
        for (int row = 0; row < findings->model()->rowCount(); ++row)
            said.append(findings->model()->index(row, 2).data().toString());
        QVERIFY2(said.isEmpty(), qPrintable(said.join(u'\n')));
    }
    QTranslator english;
    QVERIFY(english.load(u":/i18n/sitemap-studio_en.qm"_s));
    const char *problems = "Link check done: %Ln problem(s) found, listed with the warnings";
    QCOMPARE(english.translate("Studio::LinkCheckController", problems, nullptr, 1),
             u"Link check done: %Ln problem found, listed with the warnings"_s);
    QCOMPARE(english.translate("Studio::LinkCheckController", problems, nullptr, 2),
             u"Link check done: %Ln problems found, listed with the warnings"_s);
    QCOMPARE(english.translate("Studio::ImportWizard", ", with %Ln image(s)", nullptr, 1),
             u", with %Ln image"_s);
    for (const QString &language : { u"cs"_s, u"uk"_s }) {
        QTranslator translator;
        QVERIFY(translator.load(QLocale(language), u"sitemap-studio"_s, u"_"_s, u":/i18n"_s));
        const QString one = translator.translate("Studio::LinkCheckController", problems, nullptr, 1);
        const QString few = translator.translate("Studio::LinkCheckController", problems, nullptr, 3);
        const QString many = translator.translate("Studio::LinkCheckController", problems, nullptr, 5);
        QVERIFY2(!one.isEmpty() && one != few && few != many, qPrintable(language));
        const QString tip = translator.translate("Studio::WarningsDock",
                                                 "%1 (Edit → Undo takes it back)");
        QVERIFY2(!tip.isEmpty() && !tip.contains(u"undoable"_s), qPrintable(tip));
    }
}

// A save dialog of a document without a file opens where the user last saved, not in the
// home folder; one with a file, beside it.
void TestTour4::saveDialogsOpenWhereTheWorkIs()
{
    QTemporaryDir last;
    SaveLocation::remember(last.filePath(u"export.csv"_s));
    QCOMPARE(SaveLocation::folder(), QDir(last.path()).absolutePath());
    QTemporaryDir beside;
    QCOMPARE(SaveLocation::folder(beside.path()), QDir(beside.path()).absolutePath());
    QCOMPARE(SaveLocation::folder(beside.filePath(u"gone"_s)), QDir(last.path()).absolutePath());

    Window w; // a new document
    QString opened;
    QTimer look;
    look.setInterval(20);
    connect(&look, &QTimer::timeout, this, [&] {
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *dialog = qobject_cast<QFileDialog *>(top); dialog && dialog->isVisible()) {
                opened = dialog->directory().absolutePath();
                dialog->reject();
            }
    });
    look.start();
    w.window.findChild<QAction *>(u"actionExportReport"_s)->trigger();
    QTRY_VERIFY(!opened.isEmpty());
    QCOMPARE(opened, QDir(last.path()).absolutePath());
    // With a file: beside it.
    QVERIFY(w.open(u"shop.xml"_s, shop(3, "collections")));
    opened.clear();
    w.window.findChild<QAction *>(u"actionExportReport"_s)->trigger();
    QTRY_VERIFY(!opened.isEmpty());
    QCOMPARE(opened, QDir(w.dir.path()).absolutePath());
}

QTEST_MAIN(TestTour4)
#include "tst_tour4_gui.moc"
