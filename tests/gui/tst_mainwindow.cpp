// The editor window, driven as a user would, offscreen: open a corpus file, type a lastmod in
// the General form and watch the finding appear in the warnings dock and go again, undo and
// redo, apply a fix from the dock, edit in the table, delete an entry, save, reopen and
// compare, and the unsaved-changes prompt. Every model has a QAbstractItemModelTester attached
// for the whole test, undo and redo included.

#include "document/editordocument.h"
#include "io/loader.h"
#include "mainwindow.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "widgets/warningsdock.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

QString corpus(const QString &name)
{
    return QStringLiteral(SITEMAP_STUDIO_CORPUS) + u'/' + name;
}

// A window with testers on its models and a prompt that answers `answer` and counts.
struct Fixture
{
    MainWindow window;
    QList<QAbstractItemModelTester *> testers;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    int prompts = 0;

    Fixture()
    {
        window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &,
                                QMessageBox::StandardButtons) {
            ++prompts;
            return answer;
        });
        for (QAbstractItemModel *model :
             { static_cast<QAbstractItemModel *>(window.entryModel()),
               static_cast<QAbstractItemModel *>(
                   window.findChild<WarningsDock *>(u"warningsDock"_s)->model()),
               static_cast<QAbstractItemModel *>(
                   window.findChild<QSortFilterProxyModel *>(u"entryProxy"_s)) })
            testers.append(new QAbstractItemModelTester(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest, &window));
        window.show();
    }

    template<typename T> T *find(const QString &name) const
    {
        T *child = window.findChild<T *>(name);
        if (!child)
            qWarning("no child %s", qPrintable(name));
        return child;
    }

    QStringList findingRules(qsizetype entry = -2) const
    {
        const FindingsModel *model = find<WarningsDock>(u"warningsDock"_s)->model();
        QStringList rules;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, 0);
            if (entry == -2 || index.data(FindingsModel::EntryRole).toLongLong() == entry)
                rules.append(index.data(FindingsModel::RuleRole).toString());
        }
        return rules;
    }

    void selectRow(int row)
    {
        auto *table = find<QTableView>(u"entryTable"_s);
        table->setCurrentIndex(table->model()->index(row, 0));
    }

    void typeInto(const QString &name, const QString &text)
    {
        auto *edit = find<QLineEdit>(name);
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
    }
};

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void typeALastmod();
    void fixFromTheWarningsDock();
    void editInTableDeleteSaveReopen();
    void unsavedChangesPrompt();
    void unreadableFile();
};

void TestMainWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QCoreApplication::setApplicationName(u"tst_mainwindow"_s);
}

void TestMainWindow::typeALastmod()
{
    Fixture f;
    QVERIFY(f.window.openFile(corpus(u"rw-059-urlset-sitemaps-org-example.xml"_s)));
    QCOMPARE(f.window.entryModel()->rowCount(), 5);
    QVERIFY(f.window.windowTitle().contains(u"rw-059"_s));
    QVERIFY(!f.window.isWindowModified());
    f.selectRow(0);
    QCOMPARE(f.find<QLineEdit>(u"locEdit"_s)->text(), u"http://www.example.com/"_s);
    const QString original = f.find<QLineEdit>(u"lastmodEdit"_s)->text();
    QVERIFY(!f.findingRules(0).contains(u"SM504"_s));

    // Typing a date with a space: the finding shows up while typing, as one undo step.
    f.typeInto(u"lastmodEdit"_s, u"2024-01-08 10:00"_s);
    QVERIFY2(f.findingRules(0).contains(u"SM504"_s), qPrintable(f.findingRules(0).join(u' ')));
    QCOMPARE(f.window.document()->undoStack()->count(), 1);
    QVERIFY(f.window.isWindowModified());
    QVERIFY(f.find<QLabel>(u"findingCounts"_s)->text().contains(u"errors"_s));
    QVERIFY(f.find<QLabel>(u"entryFindings"_s)->text().contains(u"space instead of T"_s));
    // The table shows the worst finding of the entry.
    const QModelIndex worst = f.window.entryModel()->index(0, EntryTableModel::Finding);
    QCOMPARE(worst.data().toString(), u"Invalid date: space instead of T"_s);

    // Typed right, it goes away.
    f.typeInto(u"lastmodEdit"_s, u"2024-01-08T10:00:00Z"_s);
    QVERIFY(!f.findingRules(0).contains(u"SM504"_s));
    QVERIFY(!f.findingRules(0).contains(u"SM502"_s));

    // Undo goes back to the file's value, with no finding; redo brings the edit back.
    f.find<QAction>(u"actionUndo"_s)->trigger();
    QCOMPARE(f.find<QLineEdit>(u"lastmodEdit"_s)->text(), original);
    QVERIFY(!f.window.isWindowModified());
    f.find<QAction>(u"actionRedo"_s)->trigger();
    QCOMPARE(f.find<QLineEdit>(u"lastmodEdit"_s)->text(), u"2024-01-08T10:00:00Z"_s);
    QCOMPARE(f.window.document()->entry(EntryRef { 0, 0 }).lastmod().toString(),
             u"2024-01-08T10:00:00Z"_s);
}

void TestMainWindow::fixFromTheWarningsDock()
{
    Fixture f;
    QVERIFY(f.window.openFile(corpus(u"rw-059-urlset-sitemaps-org-example.xml"_s)));
    f.selectRow(1);
    f.typeInto(u"lastmodEdit"_s, u"2024-01-08 10:00:00+0100"_s);
    QVERIFY(f.findingRules(1).contains(u"SM504"_s));
    auto *view = f.find<QTreeView>(u"findingsView"_s);
    auto *fix = f.find<QPushButton>(u"fixButton"_s);
    // Only that rule: the rule filter narrows the list.
    auto *rules = f.find<QComboBox>(u"ruleFilter"_s);
    rules->setCurrentIndex(rules->findData(u"SM504"_s));
    QCOMPARE(view->model()->rowCount(), 1);
    view->setCurrentIndex(view->model()->index(0, 0));
    QVERIFY(fix->isEnabled());
    const int steps = f.window.document()->undoStack()->count();
    QTest::mouseClick(fix, Qt::LeftButton);
    QCOMPARE(f.window.document()->undoStack()->count(), steps + 1);
    QVERIFY(!f.findingRules(1).contains(u"SM504"_s));
    // The offset's colon is the next fix.
    QVERIFY(f.findingRules(1).contains(u"SM503"_s));
    rules->setCurrentIndex(rules->findData(u"SM503"_s));
    view->setCurrentIndex(view->model()->index(0, 0));
    QTest::mouseClick(fix, Qt::LeftButton);
    QCOMPARE(f.window.document()->entry(EntryRef { 0, 1 }).lastmod().toString(),
             u"2024-01-08T10:00:00+01:00"_s);
    QCOMPARE(f.find<QLineEdit>(u"lastmodEdit"_s)->text(), u"2024-01-08T10:00:00+01:00"_s);
    // Double-clicking (activating) a finding selects its entry and focuses the field.
    rules->setCurrentIndex(0);
    f.selectRow(4);
    f.find<QAction>(u"actionUndo"_s)->trigger(); // SM503 is back on entry 1
    rules->setCurrentIndex(rules->findData(u"SM503"_s));
    const QModelIndex finding = view->model()->index(0, 0);
    emit view->activated(finding);
    auto *table = f.find<QTableView>(u"entryTable"_s);
    QCOMPARE(table->currentIndex().row(), 1);
}

void TestMainWindow::editInTableDeleteSaveReopen()
{
    QTemporaryDir dir;
    Fixture f;
    QVERIFY(f.window.openFile(corpus(u"rw-059-urlset-sitemaps-org-example.xml"_s)));
    EntryTableModel *model = f.window.entryModel();
    // http → https on every URL, through the model as the table's editor would.
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, EntryTableModel::Loc);
        QString loc = index.data().toString();
        loc.replace(u"http://"_s, u"https://"_s);
        QVERIFY(model->setData(index, loc));
    }
    QCOMPARE(f.window.document()->undoStack()->count(), 5);
    // Delete the last entry; undo and redo it; the model tester watches the row moves.
    f.selectRow(4);
    f.find<QAction>(u"actionDeleteEntry"_s)->trigger();
    QCOMPARE(model->rowCount(), 4);
    f.find<QAction>(u"actionUndo"_s)->trigger();
    QCOMPARE(model->rowCount(), 5);
    f.find<QAction>(u"actionRedo"_s)->trigger();
    QCOMPARE(model->rowCount(), 4);

    const QString path = dir.filePath(u"saved.xml.gz"_s);
    QVERIFY(f.window.saveFile(path));
    QVERIFY(!f.window.isWindowModified());
    const Workspace reopened = Loader::open(path);
    QCOMPARE(reopened.root().source.compression, Compression::Gzip);
    const Workspace &edited = f.window.document()->workspace();
    QCOMPARE(reopened.root().entries.size(), 4);
    for (qsizetype i = 0; i < 4; ++i) {
        QVERIFY(reopened.root().entries.at(i) == edited.root().entries.at(i));
        QVERIFY(reopened.root().entries.at(i).loc().startsWith(u"https://"_s));
    }
}

void TestMainWindow::unsavedChangesPrompt()
{
    Fixture f;
    QVERIFY(f.window.openFile(corpus(u"rw-059-urlset-sitemaps-org-example.xml"_s)));
    f.selectRow(0);
    f.typeInto(u"priorityEdit"_s, u"0.3"_s);
    QVERIFY(f.window.isWindowModified());
    // Cancel keeps the window open.
    f.answer = QMessageBox::Cancel;
    QVERIFY(!f.window.close());
    QCOMPARE(f.prompts, 1);
    QVERIFY(f.window.isVisible());
    // Opening another file asks too; Cancel keeps the edit.
    QVERIFY(!f.window.openFile(corpus(u"rw-003-index-basic-schemaLocation.xml"_s)));
    QCOMPARE(f.prompts, 2);
    QCOMPARE(f.window.document()->entry(EntryRef { 0, 0 }).priorityText(), u"0.3"_s);
    // Discard closes.
    f.answer = QMessageBox::Discard;
    QVERIFY(f.window.close());
    QCOMPARE(f.prompts, 3);
}

void TestMainWindow::unreadableFile()
{
    Fixture f;
    f.answer = QMessageBox::Ok;
    QVERIFY(!f.window.openFile(corpus(u"rw-075-sitemap-xml-is-html-redirect.xml"_s)));
    QCOMPARE(f.prompts, 1); // the error was shown
    QCOMPARE(f.window.entryModel()->rowCount(), 0);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
