// The Compare view, driven offscreen as a user would: Tools → Compare With on a sample
// against a crafted older copy, the counts and rows, the filters, a double-click that selects
// the entry in the main table, the view going out of date after an edit, the saved version,
// an unreadable file, and the export read back. QAbstractItemModelTester watches the diff
// model and its filter for the whole of each test.
//
// With SITEMAP_STUDIO_SCREENSHOTS set to a folder, largerComparisonAndScreenshot() saves a
// picture of the window there (compare.png, for packaging/screenshots/).

#include "document/editordocument.h"
#include "mainwindow.h"
#include "models/difffiltermodel.h"
#include "models/diffmodel.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"
#include "testpaths.h"
#include "widgets/comparedock.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

constexpr int Patience = 60000;

// The sitemaps.org protocol's example: 5 URLs on www.example.com.
const QString Example = TestPaths::data(u"protocol-example.xml"_s);

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Replaces `from` (which must be there once) by `to`.
QByteArray edited(QByteArray bytes, const QByteArray &from, const QByteArray &to)
{
    if (bytes.count(from) != 1)
        qFatal("\"%s\" is not in the file once", from.constData());
    return bytes.replace(from, to);
}

// A site's sitemap of `count` URLs, as a site's generator writes it: one <url> block of
// three or four lines each, in five sections, every 25th without a lastmod, the others with
// a lastmod in milliseconds a little later each.
QByteArray siteSitemap(int count)
{
    const QByteArray sections[] = { "applications", "materials", "services", "guides", "blog" };
    const QDateTime first = QDateTime(QDate(2025, 10, 13), QTime(8, 0), QTimeZone::utc()).toUTC();
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i) {
        xml += "  <url>\n    <loc>https://www.example.com/" + sections[i % 5] + "/topic-"
            + QByteArray::number(i) + "</loc>\n";
        if (i % 25 != 24)
            xml += "    <lastmod>"
                + first.addMSecs(i * 37123LL).toString(Qt::ISODateWithMs).toUtf8() + "</lastmod>\n";
        xml += "  </url>\n";
    }
    return xml + "</urlset>\n";
}

// RFC 4180 rows: quoted cells with doubled quotes, CRLF between records.
QList<QStringList> parseCsv(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && text.mid(i + 1, 1) == u"\""_s) {
                cell += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row.append(std::exchange(cell, QString()));
        } else if (c == u'\r' && text.mid(i + 1, 1) == u"\n"_s) {
            row.append(std::exchange(cell, QString()));
            rows.append(std::exchange(row, QStringList()));
            ++i;
        } else {
            cell += c;
        }
    }
    return rows;
}

// The window with the Compare view, testers on its models and a prompt that says no.
struct Fixture
{
    MainWindow window;
    CompareDock *dock = nullptr;
    QList<QAbstractItemModelTester *> testers;

    Fixture()
    {
        window.setPrompt([](QMessageBox::Icon, const QString &, const QString &,
                            QMessageBox::StandardButtons) { return QMessageBox::No; });
        dock = window.findChild<CompareDock *>(u"compareView"_s);
        Q_ASSERT(dock);
        for (QAbstractItemModel *model : { static_cast<QAbstractItemModel *>(dock->model()),
                                           static_cast<QAbstractItemModel *>(dock->filterModel()) })
            testers.append(new QAbstractItemModelTester(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest, &window));
        window.resize(1280, 800);
        window.show();
    }

    template<typename T> T *find(const QString &name) const
    {
        T *child = window.findChild<T *>(name);
        if (!child)
            qWarning("no child %s", qPrintable(name));
        return child;
    }

    // The shown rows as "change loc-tail fields".
    QStringList rows() const
    {
        QStringList out;
        const QAbstractItemModel *model = dock->view()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString loc = model->index(row, DiffModel::Loc).data().toString();
            out.append(model->index(row, DiffModel::Change).data().toString() + u' '
                       + loc.section(u'/', -1) + u' '
                       + model->index(row, DiffModel::Fields).data().toString());
        }
        return out;
    }

    int rowOf(const QString &locEnd) const
    {
        const QAbstractItemModel *model = dock->view()->model();
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row, DiffModel::Loc).data().toString().endsWith(locEnd))
                return row;
        return -1;
    }

    void doubleClick(int row)
    {
        QTableView *view = dock->view();
        QApplication::processEvents(); // the layout of a dock just shown
        const QModelIndex index = view->model()->index(row, DiffModel::Loc);
        view->scrollTo(index);
        const QPoint at = view->visualRect(index).center();
        // What a double-click is: press, release, double-click, release (mouseDClick() sends
        // the third alone, and the view goes by the press before it).
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at);
    }

    // The document entry the main table's current row shows.
    EntryRef currentEntry() const
    {
        auto *table = find<QTableView>(u"entryTable"_s);
        auto *proxy = static_cast<EntryFilterModel *>(table->model());
        return window.entryModel()->entryAt(proxy->mapToSource(table->currentIndex()));
    }
};

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void compareThroughTheMenu();
    void filters();
    void jumpToEntry();
    void staleAfterAnEdit();
    void savedVersion();
    void unreadableFile();
    void exportReadBack();
    void largerComparisonAndScreenshot();

private:
    // The protocol's example open in the window, compared with `m_older`.
    void openAndCompare(Fixture &f);

    QTemporaryDir m_dir;
    QString m_older;
};

void TestCompareView::initTestCase()
{
    // The documentation runs this test for its pictures while ctest may run it too.
    TestPaths::isolateSettings(u"Sitemap Studio Compare Tests"_s);
    QCoreApplication::setApplicationName(u"tst_compareview"_s);
    QVERIFY(m_dir.isValid());
    // An older version of the protocol's example: "/" had another lastmod, item=12 another
    // changefreq, item=74 another lastmod and priority, item=73 was not there yet, and
    // item=99 was there. Against the document, as the newer side: 1 added, 1 removed,
    // 3 changed, 1 unchanged (item=83).
    QVERIFY2(QFileInfo::exists(Example), qPrintable(u"missing test input "_s + Example));
    QByteArray older = readFile(Example);
    QVERIFY(!older.isEmpty());
    older = edited(older, "<lastmod>2005-01-01</lastmod>", "<lastmod>2004-06-01</lastmod>");
    older = edited(older, "vacation_hawaii</loc>\n      <changefreq>weekly</changefreq>",
                   "vacation_hawaii</loc>\n      <changefreq>daily</changefreq>");
    older = edited(older,
                   "   <url>\n      <loc>http://www.example.com/catalog?item=73&amp;desc="
                   "vacation_new_zealand</loc>\n      <lastmod>2004-12-23</lastmod>\n"
                   "      <changefreq>weekly</changefreq>\n   </url>\n",
                   "");
    older = edited(older,
                   "<lastmod>2004-12-23T18:00:15+00:00</lastmod>\n      <priority>0.3</priority>",
                   "<lastmod>2004-10-01T18:00:15+00:00</lastmod>\n      <priority>0.5</priority>");
    older = edited(older, "</urlset>",
                   "   <url>\n      <loc>http://www.example.com/catalog?item=99</loc>\n"
                   "   </url>\n</urlset>");
    m_older = m_dir.filePath(u"older.xml"_s);
    QVERIFY(writeFile(m_older, older));
}

void TestCompareView::openAndCompare(Fixture &f)
{
    QVERIFY(f.window.openFile(Example));
    QVERIFY(f.dock->compareWithFile(m_older));
    QVERIFY(f.dock->comparison());
}

void TestCompareView::compareThroughTheMenu()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    // Before any comparison the view is hidden and, once shown, says what it is for.
    QVERIFY(f.dock->isHidden());
    QCOMPARE(f.dock->findChild<QStackedWidget *>()->currentWidget()->objectName(),
             u"compareEmptyPage"_s);

    QAction *action = f.find<QAction>(u"actionCompare"_s);
    QVERIFY(action);
    action->trigger();
    CompareSourceDialog *dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (dialog = f.window.findChild<CompareSourceDialog *>(u"compareSourceDialog"_s))
            && dialog->isVisible(),
        Patience);
    // The document was opened from a file: its saved version can be compared too.
    QVERIFY(f.find<QRadioButton>(u"compareSavedChoice"_s)->isEnabled());
    // Nothing chosen yet: the dialog says so and stays.
    f.find<QRadioButton>(u"compareFileChoice"_s)->setChecked(true);
    f.find<QLineEdit>(u"compareFileEdit"_s)->clear();
    QTest::mouseClick(f.find<QPushButton>(u"compareOkButton"_s), Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QVERIFY(!f.find<QLabel>(u"compareSourceError"_s)->isHidden());
    QTest::keyClicks(f.find<QLineEdit>(u"compareFileEdit"_s), m_older);
    QTest::mouseClick(f.find<QPushButton>(u"compareOkButton"_s), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(f.dock->comparison() != nullptr, Patience);

    QVERIFY(f.dock->isVisible());
    QCOMPARE(f.dock->findChild<QStackedWidget *>()->currentWidget()->objectName(),
             u"compareResultsPage"_s);
    const QString summary = f.find<QLabel>(u"compareSummary"_s)->text();
    QVERIFY2(summary.contains(u"1 added, 1 removed, 3 changed, 1 unchanged"_s),
             qPrintable(summary));
    QVERIFY2(summary.contains(u"older.xml"_s), qPrintable(summary));
    // The newer side's order, then the removed.
    QCOMPARE(
        f.rows(),
        (QStringList { u"Changed  lastmod"_s,
                       u"Changed catalog?item=12&desc=vacation_hawaii changefreq"_s,
                       u"Added catalog?item=73&desc=vacation_new_zealand "_s,
                       u"Changed catalog?item=74&desc=vacation_newfoundland lastmod, priority"_s,
                       u"Removed catalog?item=99 "_s }));
    const QAbstractItemModel *model = f.dock->view()->model();
    QCOMPARE(model->index(0, DiffModel::OldLastmod).data().toString(), u"2004-06-01"_s);
    QCOMPARE(model->index(0, DiffModel::NewLastmod).data().toString(), u"2005-01-01"_s);
    QCOMPARE(model->index(2, DiffModel::OldLastmod).data().toString(), QString());
    QCOMPARE(model->index(2, DiffModel::NewLastmod).data().toString(), u"2004-12-23"_s);
    // The tooltip of a changed row gives the old and new values.
    const QString tip = model->index(3, DiffModel::Fields).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"priority: 0.5 → 0.3"_s), qPrintable(tip));
    QCOMPARE(f.find<QCheckBox>(u"compareAddedFilter"_s)->text(), u"Added (1)"_s);
    QCOMPARE(f.find<QCheckBox>(u"compareChangedFilter"_s)->text(), u"Changed (3)"_s);
    QVERIFY(f.dock->message().isEmpty());
    QVERIFY(!f.dock->isStale());
}

void TestCompareView::filters()
{
    Fixture f;
    openAndCompare(f);
    auto *added = f.find<QCheckBox>(u"compareAddedFilter"_s);
    auto *removed = f.find<QCheckBox>(u"compareRemovedFilter"_s);
    auto *changed = f.find<QCheckBox>(u"compareChangedFilter"_s);
    auto *field = f.find<QComboBox>(u"compareFieldFilter"_s);
    auto *text = f.find<QLineEdit>(u"compareTextFilter"_s);
    QCOMPARE(f.rows().size(), 5);

    QTest::mouseClick(changed, Qt::LeftButton);
    QVERIFY(!changed->isChecked());
    QCOMPARE(f.rows(),
             (QStringList { u"Added catalog?item=73&desc=vacation_new_zealand "_s,
                            u"Removed catalog?item=99 "_s }));
    QTest::mouseClick(removed, Qt::LeftButton);
    QCOMPARE(f.rows().size(), 1);
    QTest::mouseClick(changed, Qt::LeftButton);
    QTest::mouseClick(removed, Qt::LeftButton);
    QCOMPARE(f.rows().size(), 5);

    // The field filter offers only the fields that changed, with their counts.
    QStringList choices;
    for (int i = 0; i < field->count(); ++i)
        choices.append(field->itemText(i));
    QCOMPARE(choices,
             (QStringList { u"Any change"_s, u"lastmod changed (2)"_s, u"changefreq changed (1)"_s,
                            u"priority changed (1)"_s }));
    field->setCurrentIndex(field->findData(int(SitemapDiff::Lastmod)));
    QCOMPARE(f.rows(),
             (QStringList {
                 u"Changed  lastmod"_s,
                 u"Changed catalog?item=74&desc=vacation_newfoundland lastmod, priority"_s }));
    field->setCurrentIndex(field->findData(int(SitemapDiff::Changefreq)));
    QCOMPARE(f.rows().size(), 1);
    field->setCurrentIndex(0);

    // Text: any case, anywhere in the URL; with the kind filters at once.
    QTest::keyClicks(text, u"VACATION_NEW"_s);
    QCOMPARE(f.rows(),
             (QStringList { u"Added catalog?item=73&desc=vacation_new_zealand "_s,
                            u"Changed catalog?item=74&desc=vacation_newfoundland "
                            "lastmod, priority"_s }));
    QTest::mouseClick(added, Qt::LeftButton);
    QCOMPARE(f.rows().size(), 1);
    text->clear();
    QTest::mouseClick(added, Qt::LeftButton);
    QCOMPARE(f.rows().size(), 5);

    // Sorting by URL, and back to the diff's order by the change column.
    f.dock->view()->sortByColumn(DiffModel::Loc, Qt::DescendingOrder);
    QVERIFY(f.rows().first().contains(u"item=99"_s));
    f.dock->view()->sortByColumn(DiffModel::Change, Qt::AscendingOrder);
    QVERIFY(f.rows().first().startsWith(u"Added"_s));
    QVERIFY(f.rows().last().startsWith(u"Changed"_s));
}

void TestCompareView::jumpToEntry()
{
    Fixture f;
    openAndCompare(f);
    // The table starts on entry 0; a double-click on item=74 (entry 3) goes there.
    QCOMPARE(f.currentEntry().entry, 0);
    f.doubleClick(f.rowOf(u"vacation_newfoundland"_s));
    QCOMPARE(f.currentEntry(), (EntryRef { 0, 3 }));
    QCOMPARE(f.find<QLineEdit>(u"locEdit"_s)->text(),
             u"http://www.example.com/catalog?item=74&desc=vacation_newfoundland"_s);
    // An added URL is in the document too.
    f.doubleClick(f.rowOf(u"vacation_new_zealand"_s));
    QCOMPARE(f.currentEntry(), (EntryRef { 0, 2 }));
    // A removed one is not: the view says so, and the table stays where it was.
    f.doubleClick(f.rowOf(u"item=99"_s));
    QCOMPARE(f.currentEntry(), (EntryRef { 0, 2 }));
    QVERIFY2(f.dock->message().contains(u"removed"_s), qPrintable(f.dock->message()));

    // Through a sorted, filtered view the right row is still found.
    f.dock->view()->sortByColumn(DiffModel::Loc, Qt::AscendingOrder);
    QTest::keyClicks(f.find<QLineEdit>(u"compareTextFilter"_s), u"hawaii"_s);
    QCOMPARE(f.rows().size(), 1);
    f.doubleClick(0);
    QCOMPARE(f.currentEntry(), (EntryRef { 0, 1 }));
}

void TestCompareView::staleAfterAnEdit()
{
    Fixture f;
    openAndCompare(f);
    QVERIFY(!f.dock->isStale());
    QVERIFY(f.find<QLabel>(u"compareStale"_s)->isHidden());
    // Deleting entry 0 moves every later entry up by one.
    auto *table = f.find<QTableView>(u"entryTable"_s);
    table->setCurrentIndex(table->model()->index(0, 0));
    f.find<QAction>(u"actionDeleteEntry"_s)->trigger();
    QCOMPARE(f.window.document()->workspace().root().entries.size(), 4);
    QVERIFY(f.dock->isStale());
    QVERIFY(!f.find<QLabel>(u"compareStale"_s)->isHidden());
    // The rows are those of the comparison still; the jump finds item=74 where it is now.
    QCOMPARE(f.rows().size(), 5);
    f.doubleClick(f.rowOf(u"vacation_newfoundland"_s));
    QCOMPARE(f.currentEntry(), (EntryRef { 0, 2 }));
    // "/" is gone from the document: said, not jumped to.
    f.doubleClick(0);
    QVERIFY2(f.dock->message().contains(u"no longer"_s), qPrintable(f.dock->message()));

    // Compare Again brings it up to date: "/" is now one more removed URL.
    QTest::mouseClick(f.find<QPushButton>(u"compareAgainButton"_s), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!f.dock->isStale(), Patience);
    QVERIFY(f.find<QLabel>(u"compareStale"_s)->isHidden());
    QCOMPARE(f.dock->comparison()->diff.removed(), 2);
    QCOMPARE(f.dock->comparison()->diff.changed(), 2);
    // Undo marks it out of date again.
    f.window.document()->undoStack()->undo();
    QVERIFY(f.dock->isStale());
}

void TestCompareView::savedVersion()
{
    Fixture f;
    const QString path = m_dir.filePath(u"saved.xml"_s);
    QFile::remove(path);
    QVERIFY(QFile::copy(Example, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(f.window.openFile(path));
    // Unedited: the same as saved.
    QVERIFY(f.dock->compareWithSaved());
    QVERIFY(f.dock->comparison()->diff.isSame());
    QCOMPARE(f.dock->comparison()->diff.unchanged(), 5);
    QVERIFY2(f.find<QLabel>(u"compareSummary"_s)->text().contains(u"same URLs (5)"_s),
             qPrintable(f.find<QLabel>(u"compareSummary"_s)->text()));
    QCOMPARE(f.rows(), QStringList());

    // Type a new lastmod into entry 1, then compare with the saved version from the dialog.
    auto *table = f.find<QTableView>(u"entryTable"_s);
    table->setCurrentIndex(table->model()->index(1, 0));
    auto *lastmod = f.find<QLineEdit>(u"lastmodEdit"_s);
    lastmod->setFocus();
    QTest::keyClicks(lastmod, u"2024-05-06"_s);
    QTest::keyClick(lastmod, Qt::Key_Return);
    QVERIFY(f.window.document()->isModified());
    QVERIFY(f.dock->isStale());
    f.find<QAction>(u"actionCompare"_s)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(f.window.findChild<CompareSourceDialog *>(u"compareSourceDialog"_s),
                             Patience);
    QTest::mouseClick(f.find<QRadioButton>(u"compareSavedChoice"_s), Qt::LeftButton);
    QTest::mouseClick(f.find<QPushButton>(u"compareOkButton"_s), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!f.dock->isStale(), Patience);
    const SitemapDiff &diff = f.dock->comparison()->diff;
    QCOMPARE(diff.changed(), 1);
    QCOMPARE(diff.unchanged(), 4);
    QCOMPARE(diff.items().first().fields, SitemapDiff::Fields(SitemapDiff::Lastmod));
    QCOMPARE(f.rows(), QStringList { u"Changed catalog?item=12&desc=vacation_hawaii lastmod"_s });
    QCOMPARE(f.dock->view()->model()->index(0, DiffModel::NewLastmod).data().toString(),
             u"2024-05-06"_s);
    QVERIFY(f.find<QLabel>(u"compareSummary"_s)->text().contains(u"saved version"_s));
    // Saved, the document is its saved version again.
    QVERIFY(f.window.saveFile(path));
    QVERIFY(f.dock->compareAgain());
    QVERIFY(f.dock->comparison()->diff.isSame());
}

void TestCompareView::unreadableFile()
{
    Fixture f;
    openAndCompare(f);
    const SitemapDiff before = f.dock->comparison()->diff;
    // A file that is not there, then one that is no sitemap: said in the view, and the
    // comparison shown stays.
    QVERIFY(!f.dock->compareWithFile(m_dir.filePath(u"missing.xml"_s)));
    QVERIFY2(f.dock->message().contains(u"missing.xml"_s), qPrintable(f.dock->message()));
    QVERIFY(!f.find<QLabel>(u"compareMessage"_s)->isHidden());
    const QString html = m_dir.filePath(u"page.html"_s);
    QVERIFY(writeFile(html, "<!DOCTYPE html><html><body><p>Hello</p></body></html>"));
    QVERIFY(!f.dock->compareWithFile(html));
    QVERIFY2(f.dock->message().contains(u"page.html"_s), qPrintable(f.dock->message()));
    QCOMPARE(f.dock->comparison()->diff.items(), before.items());
    QCOMPARE(f.rows().size(), 5);
    // A document without a file has no saved version.
    f.find<QAction>(u"actionNew"_s)->trigger();
    QVERIFY(f.window.document()->filePath().isEmpty());
    QVERIFY(!f.dock->compareWithSaved());
    QVERIFY(f.dock->message().contains(u"save it first"_s));
}

void TestCompareView::exportReadBack()
{
    Fixture f;
    QString error;
    QVERIFY(!f.dock->exportTo(m_dir.filePath(u"nothing.csv"_s), &error));
    QVERIFY(!error.isEmpty());
    openAndCompare(f);

    const QString csvPath = m_dir.filePath(u"diff.csv"_s);
    QVERIFY2(f.dock->exportTo(csvPath, &error), qPrintable(error));
    const QList<QStringList> rows = parseCsv(readFile(csvPath));
    QCOMPARE(rows.size(), 1 + 5);
    QCOMPARE(
        rows.at(0),
        (QStringList { u"change"_s, u"loc"_s, u"fields"_s, u"old lastmod"_s, u"new lastmod"_s }));
    QCOMPARE(rows.at(1),
             (QStringList { u"changed"_s, u"http://www.example.com/"_s, u"lastmod"_s,
                            u"2004-06-01"_s, u"2005-01-01"_s }));
    QCOMPARE(rows.at(4),
             (QStringList { u"changed"_s,
                            u"http://www.example.com/catalog?item=74&desc=vacation_newfoundland"_s,
                            u"lastmod priority"_s, u"2004-10-01T18:00:15+00:00"_s,
                            u"2004-12-23T18:00:15+00:00"_s }));
    QCOMPARE(rows.at(5),
             (QStringList { u"removed"_s, u"http://www.example.com/catalog?item=99"_s, QString(),
                            QString(), QString() }));

    const QString jsonPath = m_dir.filePath(u"diff.json"_s);
    QVERIFY2(f.dock->exportTo(jsonPath, &error), qPrintable(error));
    QJsonParseError parseError;
    const QJsonObject json = QJsonDocument::fromJson(readFile(jsonPath), &parseError).object();
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QCOMPARE(json.value(u"added"_s).toInt(), 1);
    QCOMPARE(json.value(u"removed"_s).toInt(), 1);
    QCOMPARE(json.value(u"changed"_s).toInt(), 3);
    QCOMPARE(json.value(u"unchanged"_s).toInt(), 1);
    QCOMPARE(json.value(u"items"_s).toArray().size(), 5);
    QCOMPARE(json.value(u"items"_s).toArray().at(1).toObject().value(u"fields"_s).toArray(),
             QJsonArray { u"changefreq"_s });

    // A folder where the file should go: refused with the reason, nothing written.
    QVERIFY(QDir(m_dir.path()).mkpath(u"taken.csv"_s));
    QVERIFY(!f.dock->exportTo(m_dir.filePath(u"taken.csv"_s), &error));
    QVERIFY(!error.isEmpty());
}

void TestCompareView::largerComparisonAndScreenshot()
{
    // A site's 464 URLs against an older copy: every 40th URL not there yet, every 9th other
    // one with another lastmod (where it has one), and three pages that have gone since.
    const QByteArray current = siteSitemap(464);
    const QString currentPath = m_dir.filePath(u"site.xml"_s);
    QVERIFY(writeFile(currentPath, current));
    const QRegularExpression block(u"  <url>.*?</url>\n"_s,
                                   QRegularExpression::DotMatchesEverythingOption);
    const QString text = QString::fromUtf8(current);
    QString older = text.left(text.indexOf(u"  <url>"_s));
    int n = 0, missing = 0, changed = 0;
    for (auto it = block.globalMatch(text); it.hasNext(); ++n) {
        QString url = it.next().captured();
        if (n % 40 == 7) {
            ++missing;
            continue;
        }
        if (n % 9 == 4 && url.contains(u"<lastmod>"_s)) {
            url.replace(QRegularExpression(u"<lastmod>[^<]*</lastmod>"_s),
                        u"<lastmod>2025-08-02T08:00:00.000Z</lastmod>"_s);
            ++changed;
        }
        older += url;
    }
    QCOMPARE(n, 464);
    QVERIFY(missing > 0 && changed > 0);
    for (const char *gone : { "guides/faq-2024", "old-pricing", "spring-offer-2025" })
        older += u"  <url>\n    <loc>https://www.example.com/%1</loc>\n"
                 "    <lastmod>2025-04-01T10:00:00.000Z</lastmod>\n  </url>\n"_s.arg(
                     QLatin1StringView(gone));
    older += u"</urlset>\n"_s;
    const QString olderPath = m_dir.filePath(u"site-august.xml"_s);
    QVERIFY(writeFile(olderPath, older.toUtf8()));

    Fixture f;
    QVERIFY(f.window.openFile(currentPath));
    QVERIFY(f.dock->compareWithFile(olderPath));
    const SitemapDiff &diff = f.dock->comparison()->diff;
    QCOMPARE(diff.added(), missing);
    QCOMPARE(diff.removed(), 3);
    QCOMPARE(diff.changed(), changed);
    QCOMPARE(diff.unchanged(), 464 - missing - changed);
    QCOMPARE(f.rows().size(), missing + 3 + changed);

    const QString folder = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    // The view beside the table, a changed URL gone to in the table and the entry editor.
    f.doubleClick(2);
    QCOMPARE(f.find<QLineEdit>(u"locEdit"_s)->text(),
             f.dock->view()->model()->index(2, DiffModel::Loc).data().toString());
    QApplication::processEvents();
    QVERIFY(f.window.grab().save(folder + u"/compare.png"_s));
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
