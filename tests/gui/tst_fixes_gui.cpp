// Fixing from the Warnings dock, driven offscreen through the real window: several findings
// fixed as one undo step, Fix All Like This for a rule, the count of fixable findings, and a Fix
// button that speaks of the finding selected now, after a fix or any other change.

#include "commands/replaceentry.h"
#include "document/editordocument.h"
#include "mainwindow.h"
#include "models/findingsmodel.h"
#include "rules/fixes.h"
#include "testpaths.h"
#include "widgets/warningsdock.h"
#include "windowfixture.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// Twelve URLs on www.example.com: four with a lastmod at +02:00 (the zone the file uses), then
// entry by entry what can be fixed and what cannot.
const QByteArray Sample
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
      "  <url><loc>https://www.example.com/</loc><lastmod>2024-03-01T08:00:00+02:00</lastmod>"
      "</url>\n"
      "  <url><loc>https://www.example.com/a</loc><lastmod>2024-03-02T08:00:00+02:00</lastmod>"
      "</url>\n"
      "  <url><loc>https://www.example.com/b</loc><lastmod>2024-03-03T08:00+02:00</lastmod>"
      "</url>\n"
      "  <url><loc>https://www.example.com/c</loc><lastmod>2024-03-04T08:00:00Z</lastmod>"
      "</url>\n"
      // 4, 5: a space and no zone (SM504)
      "  <url><loc>https://www.example.com/d</loc><lastmod>2024-01-01 10:00</lastmod></url>\n"
      "  <url><loc>https://www.example.com/e</loc><lastmod>2024-01-02 11:00</lastmod></url>\n"
      // 6: no zone (SM502)
      "  <url><loc>https://www.example.com/f</loc><lastmod>2024-01-03T12:00</lastmod></url>\n"
      // 7: changefreq in capitals (SM508)
      "  <url><loc>https://www.example.com/g</loc><changefreq>Daily</changefreq></url>\n"
      // 8: both on one entry (SM504, SM508)
      "  <url><loc>https://www.example.com/h</loc><lastmod>2024-01-04 09:30</lastmod>"
      "<changefreq>Weekly</changefreq></url>\n"
      // 9: a space in the URL (SM203)
      "  <url><loc>https://www.example.com/i j</loc></url>\n"
      // 10: the first URL again, identical (SM405)
      "  <url><loc>https://www.example.com/</loc><lastmod>2024-03-01T08:00:00+02:00</lastmod>"
      "</url>\n"
      // 11: no date at all (SM501, no fix)
      "  <url><loc>https://www.example.com/k</loc><lastmod>2024-13-45</lastmod></url>\n"
      "</urlset>\n";

struct Window
{
    MainWindow window;
    QTemporaryDir dir;
    QList<QAbstractItemModelTester *> testers;

    Window()
    {
        window.setPrompt([](QMessageBox::Icon, const QString &, const QString &,
                            QMessageBox::StandardButtons) { return QMessageBox::Discard; });
        testers.append(new QAbstractItemModelTester(
            dock()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest, &window));
        window.resize(1280, 800);
        window.show();
    }

    bool open(const QByteArray &bytes = Sample)
    {
        const QString path = dir.filePath(u"sitemap.xml"_s);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return false;
        file.close();
        if (!window.openFile(path))
            return false;
        dock()->raise();
        // The checks that follow read the settings of the publish location assumed.
        QCoreApplication::processEvents();
        return true;
    }

    template<typename T = QWidget> T *find(const QString &name) const
    {
        T *child = window.findChild<T *>(name);
        if (!child)
            qWarning("no child %s", qPrintable(name));
        return child;
    }
    WarningsDock *dock() const { return find<WarningsDock>(u"warningsDock"_s); }
    QTreeView *view() const { return find<QTreeView>(u"findingsView"_s); }
    QPushButton *fix() const { return find<QPushButton>(u"fixButton"_s); }
    QPushButton *fixAll() const { return find<QPushButton>(u"fixAllButton"_s); }
    QString fixable() const { return find<QLabel>(u"fixableCount"_s)->text(); }
    EditorDocument *document() const { return window.document(); }
    QUndoStack *undo() const { return window.document()->undoStack(); }

    // The rows of the list holding a finding of `rule`, on entry `entry` when it is not -2.
    QList<int> rows(const QString &rule, qsizetype entry = -2) const
    {
        QList<int> out;
        const QAbstractItemModel *model = view()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, 0);
            if (index.data(FindingsModel::RuleRole).toString() == rule
                && (entry == -2 || index.data(FindingsModel::EntryRole).toLongLong() == entry))
                out.append(row);
        }
        return out;
    }
    QStringList rules() const
    {
        QStringList out;
        const QAbstractItemModel *model = view()->model();
        for (int row = 0; row < model->rowCount(); ++row)
            out.append(model->index(row, 0).data(FindingsModel::RuleRole).toString());
        return out;
    }

    // Clicks row `row` of the list, with Ctrl to add it to the selection.
    void click(int row, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        Testing::clickRow(view(), row, modifiers);
    }

    // "n of m fixable" counted afresh, for the label to agree with.
    QString counted() const
    {
        const QList<Finding> &findings = dock()->model()->findings();
        const auto fixable
            = std::count_if(findings.cbegin(), findings.cend(), [this](const Finding &f) {
                  return Fixes::fixFor(document()->workspace(), f).has_value();
              });
        return u"%1 of %2 fixable"_s.arg(fixable).arg(findings.size());
    }

    QList<UrlEntry> entries() const { return document()->workspace().root().entries; }
    QString lastmod(qsizetype entry) const
    {
        return document()->entry(EntryRef { 0, entry }).lastmod().toString();
    }
};

} // namespace

class TestFixesGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void severalFindingsInOneUndoStep();
    void everythingSelectedInOneUndoStep();
    void fixAllLikeThis();
    void fixableCount();
    void buttonFollowsTheSelectedFinding();
};

void TestFixesGui::initTestCase()
{
    // The documentation runs this test for its pictures while ctest may run it too.
    TestPaths::isolateSettings(u"Sitemap Studio Fixes Tests"_s);
    QSettings().clear();
}

void TestFixesGui::severalFindingsInOneUndoStep()
{
    Window w;
    QVERIFY(w.open());
    const QList<UrlEntry> original = w.entries();
    QCOMPARE(w.rows(u"SM504"_s).size(), 3);
    QCOMPARE(w.rows(u"SM508"_s).size(), 2);

    // The dates with a space and the capitalised changefreqs, and the date that is no date,
    // picked with Ctrl-clicks.
    QVERIFY(w.view()->selectionMode() == QAbstractItemView::ExtendedSelection);
    QList<int> picked = w.rows(u"SM504"_s) + w.rows(u"SM508"_s) + w.rows(u"SM501"_s);
    w.click(picked.first());
    for (qsizetype i = 1; i < picked.size(); ++i)
        w.click(picked.at(i), Qt::ControlModifier);
    QCOMPARE(w.view()->selectionModel()->selectedRows().size(), 6);
    QVERIFY(w.fix()->isEnabled());
    QCOMPARE(w.fix()->text(), u"Fix 5"_s); // SM501 has no fix
    QVERIFY2(w.fix()->toolTip().contains(u"one undo step"_s), qPrintable(w.fix()->toolTip()));
    // With SITEMAP_STUDIO_SCREENSHOTS set to a folder, the window as it is now: "multi-fix".
    if (const QString folder = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS"); !folder.isEmpty())
        QVERIFY(w.view()->window()->grab().save(folder + u"/multi-fix.png"_s));

    const int steps = w.undo()->count();
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.undo()->count(), steps + 1);
    QCOMPARE(w.undo()->undoText(), u"Fix 5 findings"_s);
    QVERIFY(w.rows(u"SM504"_s).isEmpty());
    QVERIFY(w.rows(u"SM508"_s).isEmpty());
    QCOMPARE(w.rows(u"SM501"_s).size(), 1);
    QVERIFY(w.rows(u"SM502"_s).size() == 1); // not selected, not fixed
    // Each date got the zone most of the file uses; both fixes of entry 8 were made.
    QCOMPARE(w.lastmod(4), u"2024-01-01T10:00+02:00"_s);
    QCOMPARE(w.lastmod(5), u"2024-01-02T11:00+02:00"_s);
    QCOMPARE(w.lastmod(8), u"2024-01-04T09:30+02:00"_s);
    QCOMPARE(w.document()->entry(EntryRef { 0, 8 }).changefreqText(), u"weekly"_s);
    QCOMPARE(w.document()->entry(EntryRef { 0, 7 }).changefreqText(), u"daily"_s);

    // One undo puts every entry back; redo fixes them all again.
    w.undo()->undo();
    QVERIFY(w.entries() == original);
    QCOMPARE(w.rows(u"SM504"_s).size(), 3);
    QCOMPARE(w.rows(u"SM508"_s).size(), 2);
    w.undo()->redo();
    QCOMPARE(w.lastmod(8), u"2024-01-04T09:30+02:00"_s);
    QVERIFY(w.rows(u"SM504"_s).isEmpty());
}

void TestFixesGui::everythingSelectedInOneUndoStep()
{
    Window w;
    QVERIFY(w.open());
    const QList<UrlEntry> original = w.entries();
    w.view()->setFocus();
    w.click(0);
    QTest::keyClick(w.view(), Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(w.view()->selectionModel()->selectedRows().size(), w.view()->model()->rowCount());
    QCOMPARE(w.fix()->text(), u"Fix 8"_s);
    // From the context menu, as from the button.
    auto *action = w.find<QAction>(u"actionFixFindings"_s);
    QVERIFY(action->isEnabled());
    QVERIFY(w.view()->actions().contains(action));
    const int steps = w.undo()->count();
    action->trigger();
    QCOMPARE(w.undo()->count(), steps + 1);
    // Replacements and the removal of the duplicate in one step.
    QCOMPARE(w.entries().size(), original.size() - 1);
    QCOMPARE(w.lastmod(6), u"2024-01-03T12:00+02:00"_s);
    QCOMPARE(w.document()->entry(EntryRef { 0, 9 }).loc(), u"https://www.example.com/i%20j"_s);
    const QStringList left = w.rules();
    for (const QString &rule : left)
        QVERIFY2(rule == u"SM501"_s || rule == u"SM407"_s, qPrintable(left.join(u' ')));
    QCOMPARE(w.fixable(), u"0 of %1 fixable"_s.arg(left.size()));
    QVERIFY(!w.fix()->isEnabled());

    w.undo()->undo();
    QVERIFY(w.entries() == original);
    QCOMPARE(w.rows(u"SM405"_s).size(), 1);
    QCOMPARE(w.rows(u"SM203"_s).size(), 1);
}

void TestFixesGui::fixAllLikeThis()
{
    Window w;
    QVERIFY(w.open());
    const QList<UrlEntry> original = w.entries();
    QVERIFY(!w.fixAll()->isEnabled()); // nothing selected
    w.click(w.rows(u"SM504"_s).at(1));
    QVERIFY(w.fixAll()->isEnabled());
    QVERIFY2(w.fixAll()->toolTip().contains(u"SM504"_s)
                 && w.fixAll()->toolTip().contains(u"(3 now)"_s),
             qPrintable(w.fixAll()->toolTip()));
    const int steps = w.undo()->count();
    QTest::mouseClick(w.fixAll(), Qt::LeftButton);
    QCOMPARE(w.undo()->count(), steps + 1);
    QVERIFY(w.rows(u"SM504"_s).isEmpty());
    QCOMPARE(w.rows(u"SM508"_s).size(), 2); // another rule
    QCOMPARE(w.lastmod(4), u"2024-01-01T10:00+02:00"_s);
    QCOMPARE(w.lastmod(8), u"2024-01-04T09:30+02:00"_s);
    QVERIFY(w.undo()->undoText().contains(u"Fix all"_s));

    // A selection of two rules' findings: the button names the rule it takes, the current
    // row's.
    w.undo()->undo();
    QTRY_COMPARE(w.rows(u"SM504"_s).size(), 3);
    w.click(w.rows(u"SM508"_s).at(0));
    QCOMPARE(w.fixAll()->text(), u"Fix All Like This"_s);
    w.click(w.rows(u"SM504"_s).at(0), Qt::ControlModifier);
    QCOMPARE(w.fixAll()->text(), u"Fix All SM504"_s);
    QVERIFY2(w.fixAll()->toolTip().contains(u"SM504"_s), qPrintable(w.fixAll()->toolTip()));
    QTest::mouseClick(w.fixAll(), Qt::LeftButton);
    QVERIFY(w.rows(u"SM504"_s).isEmpty());
    QCOMPARE(w.rows(u"SM508"_s).size(), 2);

    // The rule filter narrowing the list does not narrow Fix All Like This, nor the count.
    auto *rules = w.find<QComboBox>(u"ruleFilter"_s);
    rules->setCurrentIndex(rules->findData(u"SM508"_s));
    QCOMPARE(w.view()->model()->rowCount(), 2);
    w.click(0);
    const QString count = w.fixable();
    QTest::mouseClick(w.fixAll(), Qt::LeftButton);
    QCOMPARE(w.view()->model()->rowCount(), 0);
    QVERIFY(!w.fixAll()->isEnabled());
    QVERIFY(w.fixable() != count);

    w.undo()->undo();
    w.undo()->undo();
    QVERIFY(w.entries() == original);
}

void TestFixesGui::fixableCount()
{
    Window w;
    QVERIFY(w.open());
    // 3 SM504, 1 SM502, 2 SM508, 1 SM203, 1 SM405 of 10 (SM501 and the assumed publish
    // location have no fix).
    QCOMPARE(w.view()->model()->rowCount(), 10);
    QCOMPARE(w.fixable(), u"8 of 10 fixable"_s);
    w.click(w.rows(u"SM508"_s).first());
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.fixable(), u"7 of 9 fixable"_s);
    // Undo counts again, as does an edit made elsewhere.
    w.undo()->undo();
    QTRY_COMPARE(w.fixable(), u"8 of 10 fixable"_s);
    UrlEntry entry = w.document()->entry(EntryRef { 0, 6 });
    entry.setLastmod(W3cDateTime::fromString(u"2024-01-03T12:00:00Z"));
    w.undo()->push(new ReplaceEntry(w.document(), EntryRef { 0, 6 }, entry, u"Edit"_s));
    QTRY_COMPARE(w.fixable(), u"7 of 9 fixable"_s);

    // The first URL changes: its copy is still a duplicate, but no longer one that can go
    // without losing its date.
    entry = w.document()->entry(EntryRef { 0, 0 });
    entry.setLastmod(W3cDateTime::fromString(u"2024-03-09T08:00:00+02:00"));
    w.undo()->push(new ReplaceEntry(w.document(), EntryRef { 0, 0 }, entry, u"Edit"_s));
    QCOMPARE(w.rows(u"SM405"_s).size(), 1);
    QTRY_COMPARE(w.fixable(), u"6 of 9 fixable"_s);
    w.click(w.rows(u"SM405"_s).first());
    QVERIFY(!w.fix()->isEnabled());
    QVERIFY(!w.fixAll()->isEnabled());

    // Whatever happens, the label agrees with a count made afresh.
    for (int i = 0; i < 3; ++i) {
        w.undo()->undo();
        QTRY_COMPARE(w.fixable(), w.counted());
    }
    w.view()->selectAll();
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.fixable(), w.counted());
    w.undo()->undo();
    QTRY_COMPARE(w.fixable(), w.counted());
    QCOMPARE(w.fixable(), u"8 of 10 fixable"_s);
}

void TestFixesGui::buttonFollowsTheSelectedFinding()
{
    Window w;
    QVERIFY(w.open());
    QVERIFY(!w.fix()->isEnabled());
    // The fix's text names the value it writes, with the file's zone.
    w.click(w.rows(u"SM502"_s).first());
    QVERIFY(w.fix()->isEnabled());
    QCOMPARE(w.fix()->text(), u"Fix"_s);
    QCOMPARE(w.fix()->toolTip(),
             u"Write 2024-01-03T12:00+02:00 (the time zone most of the file uses) (Edit → Undo takes it back)"_s);

    // The entry changes elsewhere and the finding with it: the button follows the finding now
    // in that row.
    UrlEntry entry = w.document()->entry(EntryRef { 0, 6 });
    entry.setLastmod(W3cDateTime::fromString(u"2024-01-03T13:45"));
    w.undo()->push(new ReplaceEntry(w.document(), EntryRef { 0, 6 }, entry, u"Edit"_s));
    QTRY_COMPARE(
        w.fix()->toolTip(),
        u"Write 2024-01-03T13:45+02:00 (the time zone most of the file uses) (Edit → Undo takes it back)"_s);

    // Fixed: the finding is gone, nothing is selected, the button says so.
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.lastmod(6), u"2024-01-03T13:45+02:00"_s);
    QVERIFY(w.rows(u"SM502"_s).isEmpty());
    QVERIFY(!w.fix()->isEnabled());
    QVERIFY(!w.fix()->toolTip().contains(u"Write"_s));
    // Clicking again does nothing.
    const int steps = w.undo()->count();
    QTest::mouseClick(w.fix(), Qt::LeftButton);
    QCOMPARE(w.undo()->count(), steps);

    // A finding that goes while selected (its entry corrected by hand) leaves it disabled.
    w.click(w.rows(u"SM508"_s).first());
    QVERIFY(w.fix()->isEnabled());
    entry = w.document()->entry(EntryRef { 0, 7 });
    entry.setChangefreqText(u"daily"_s);
    w.undo()->push(new ReplaceEntry(w.document(), EntryRef { 0, 7 }, entry, u"Edit"_s));
    QTRY_VERIFY(!w.fix()->isEnabled());
    QCOMPARE(w.undo()->count(), steps + 1);

    // A selected finding that has no fix.
    w.click(w.rows(u"SM501"_s).first());
    QVERIFY(!w.fix()->isEnabled());
    QCOMPARE(w.fix()->toolTip(), u"The selected finding has no fix that is safe to apply"_s);
    QVERIFY(!w.fixAll()->isEnabled());
}

QTEST_MAIN(TestFixesGui)
#include "tst_fixes_gui.moc"
