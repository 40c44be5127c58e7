// The editor window, driven as a user would, offscreen: open a sample sitemap, type a lastmod in
// the General form and watch the finding appear in the warnings dock and go again, undo and
// redo, apply a fix from the dock, edit in the table, delete an entry, save, reopen and
// compare, and the unsaved-changes prompt. Every model has a QAbstractItemModelTester attached
// for the whole test, undo and redo included.
// With SITEMAP_STUDIO_SCREENSHOTS set to a folder, the warnings dock, the Replace in URLs and
// Set Fields dialogs and the History dock are saved there (for docs/images/).

#include "commands/removeentry.h"
#include "commands/replaceentries.h"
#include "commands/replaceentry.h"
#include "document/autosave.h"
#include "document/editordocument.h"
#include "faultinjection.h"
#include "io/writing/gzip.h"
#include "io/loader.h"
#include "mainwindow.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "models/workspacetreemodel.h"
#include "testpaths.h"
#include "widgets/warningsdock.h"
#include "windowfixture.h"

#include <QAbstractItemModelTester>
#include <QAbstractProxyModel>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDateTimeEdit>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// How long a wait for background work may take before it counts as a hang. Generous, since a
// loaded machine is slow but not wrong; a wait ends as soon as its condition holds.
constexpr int Patience = 60000;

// The samples, the project's own (tests/data/README.md says what each shows).
// The sitemaps.org protocol's example: 5 URLs on www.example.com, lastmods as dates and times.
const QString Example = TestPaths::data(u"protocol-example.xml"_s);
// 7 URLs with images, videos, news and alternates, every value carrying escaped & > < ' ".
const QString EscapedExtensions = TestPaths::data(u"urlset-escaped-every-extension.xml"_s);
// A sitemap index naming two gzipped children that are not there.
const QString Index = TestPaths::data(u"index-schemalocation-two-gz.xml"_s);
// Not well-formed: a <url> that never closes, no namespace; read in part.
const QString BrokenTags = TestPaths::data(u"urlset-unclosed-url-tag.xml"_s);
// A news sitemap without an XML declaration, with deprecated news:keywords.
const QString NewsNoDeclaration = TestPaths::data(u"urlset-news-no-declaration.xml"_s);
// 6 video URLs without an XML declaration, each video lacking its thumbnail, its content_loc
// "None".
const QString VideosWithErrors = TestPaths::data(u"urlset-video-no-thumbnail-no-declaration.xml"_s);
// 5 URLs on www.example.net, the first carrying image, video, news, an alternate and mobile.
const QString FirstUrlEveryExtension = TestPaths::data(u"urlset-first-url-every-extension.xml"_s);
// An HTML fragment saved as a sitemap.
const QString HtmlPage = TestPaths::data(u"sitemap-xml-is-html-page.xml"_s);

// The window as the guide shows it: the size and tree width of a first start, laid out.
void shootWindow(MainWindow &window, const QString &name)
{
    if (qEnvironmentVariableIsEmpty("SITEMAP_STUDIO_SCREENSHOTS"))
        return;
    window.resize(1280, 800);
    window.resizeDocks({ window.findChild<QDockWidget *>(u"treeDock"_s) }, { 210 },
                       Qt::Horizontal);
    QCoreApplication::processEvents();
    shoot(&window, name);
}

// A window with testers on its models and a prompt that answers `answer` and counts.
struct Fixture
{
    MainWindow window;
    QList<QAbstractItemModelTester *> testers;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    int prompts = 0;
    QString lastMessage; // of the last prompt

    Fixture()
    {
        window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
            ++prompts;
            lastMessage = text;
            return answer;
        });
        for (QAbstractItemModel *model :
             { static_cast<QAbstractItemModel *>(window.entryModel()),
               static_cast<QAbstractItemModel *>(
                   window.findChild<WarningsDock *>(u"warningsDock"_s)->model()),
               static_cast<QAbstractItemModel *>(
                   window.findChild<QAbstractProxyModel *>(u"entryProxy"_s)),
               static_cast<QAbstractItemModel *>(window.treeModel()) })
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
        Testing::typeInto(find<QLineEdit>(name), text);
    }
};

} // namespace

namespace {
// A writable copy of the sample `source` in `dir`, under its own name.
QString copyOf(const QTemporaryDir &dir, const QString &source);
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void typeALastmod();
    void fixFromTheWarningsDock();
    void editInTableDeleteSaveReopen();
    void editAsXml();
    void addImageAndVideo();
    void alternatesAndReciprocalLinks();
    void treeFollowsAndLeads();
    void filterTheTable();
    void profileAndPublishLocation();
    void replaceInUrls();
    void replaceInManyUrls();
    void editorsFollowRowsThatMove();
    void undoOfARemovalRestoresEverything();
    void typingBackLeavesNoStep();
    void savingAnIndexWritesChangedChildren();
    void addDuplicateRevertRecentRules();
    void unsavedChangesPrompt();
    void unreadableFile();
    void autosaveRecovery();
    void unsavedWorkOfferedAtStart();
    void recoveryRefusedWhenTheFileChanged();
    void saveFailsInAReadOnlyFolder();
    void saveFailsWhenTheDiskIsFull();
    void partlyReadFileAsksBeforeOverwriting();
    void fileCutByALimitIsToldAndWritingAsks();
    void robotsChainOpensEveryUrl();
    void setFieldsOfTheSelectionAndOfTheFilter();
    void filterByRuleAndLastmodRange();
    void chooseColumns();
    void pickALastmodOnTheCalendar();
    void newDocumentAndUrlList();
    void openLargeIndexAndCancel();
    void largeBulkEditIsCheckedOnAThread();
    void largeFileIsCheckedAfterItShows();
    void emptyColumnsAndSharedStartOfManyRows();
    void toolbarIconsAndTooltips();
    void moveEntries();
    void deleteTheSelection();
    void dropAFile();
    void aboutBox();
};

void TestMainWindow::initTestCase()
{
    // Settings and the autosave folder go to a test location, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QCoreApplication::setApplicationName(u"tst_mainwindow"_s);
    // A missing sample fails here, by name, rather than as an error prompt in each test.
    for (const QString &path : { Example, EscapedExtensions, Index, BrokenTags, NewsNoDeclaration,
                                 VideosWithErrors, FirstUrlEveryExtension, HtmlPage })
        QVERIFY2(QFileInfo::exists(path), qPrintable(u"missing test input "_s + path));
}

void TestMainWindow::typeALastmod()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    QCOMPARE(f.window.entryModel()->rowCount(), 5);
    QVERIFY(f.window.windowTitle().contains(u"protocol-example.xml"_s));
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
    QVERIFY(f.window.openFile(Example));
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
    // One fix leaves a valid date: the T and the offset's colon at once, no SM503 next.
    QVERIFY(!f.findingRules(1).contains(u"SM504"_s));
    QVERIFY(!f.findingRules(1).contains(u"SM503"_s));
    QCOMPARE(f.window.document()->entry(EntryRef { 0, 1 }).lastmod().toString(),
             u"2024-01-08T10:00:00+01:00"_s);
    QCOMPARE(f.find<QLineEdit>(u"lastmodEdit"_s)->text(), u"2024-01-08T10:00:00+01:00"_s);
    // Nothing of the rule is left to select: the button says so.
    QCOMPARE(view->model()->rowCount(), 0);
    QVERIFY(!fix->isEnabled());
    // Double-clicking (activating) a finding selects its entry and focuses the field.
    rules->setCurrentIndex(0);
    f.selectRow(4);
    f.find<QAction>(u"actionUndo"_s)->trigger(); // SM504 is back on entry 1
    rules->setCurrentIndex(rules->findData(u"SM504"_s));
    const QModelIndex finding = view->model()->index(0, 0);
    emit view->activated(finding);
    auto *table = f.find<QTableView>(u"entryTable"_s);
    QCOMPARE(table->currentIndex().row(), 1);

    // For the user guide: a news sitemap's findings, a fixable one chosen and gone to.
    if (qEnvironmentVariableIsEmpty("SITEMAP_STUDIO_SCREENSHOTS"))
        return;
    f.answer = QMessageBox::Discard;
    QVERIFY(f.window.openFile(NewsNoDeclaration));
    rules->setCurrentIndex(0);
    QModelIndex deprecated;
    for (int row = 0; row < view->model()->rowCount() && !deprecated.isValid(); ++row)
        if (view->model()->index(row, 0).data(FindingsModel::RuleRole).toString() == u"SM607"_s)
            deprecated = view->model()->index(row, 0);
    QVERIFY(deprecated.isValid());
    emit view->activated(deprecated);
    view->setCurrentIndex(deprecated);
    QVERIFY(fix->isEnabled());
    shootWindow(f.window, u"warnings"_s);
}

void TestMainWindow::editInTableDeleteSaveReopen()
{
    QTemporaryDir dir;
    Fixture f;
    QVERIFY(f.window.openFile(Example));
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

void TestMainWindow::editAsXml()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    f.selectRow(2);
    auto *text = f.find<QPlainTextEdit>(u"xmlEdit"_s);
    auto *apply = f.find<QPushButton>(u"xmlApplyButton"_s);
    auto *error = f.find<QLabel>(u"xmlError"_s);
    const UrlEntry before = f.window.document()->entry(EntryRef { 0, 2 });
    QVERIFY(text->toPlainText().contains(u"<loc>"_s + before.loc().replace(u"&"_s, u"&amp;"_s)));
    QVERIFY(!apply->isEnabled());

    // Not well-formed: refused with the line, the entry untouched.
    text->setPlainText(u"<url>\n  <loc>https://example.com/x</lo>\n</url>"_s);
    QVERIFY(apply->isEnabled());
    QTest::mouseClick(apply, Qt::LeftButton);
    QVERIFY2(error->text().startsWith(u"Line 2"_s), qPrintable(error->text()));
    QVERIFY(f.window.document()->entry(EntryRef { 0, 2 }) == before);
    QCOMPARE(f.window.document()->undoStack()->count(), 0);
    // Two entries where one is edited: refused.
    text->setPlainText(u"<url><loc>https://example.com/x</loc></url>"
                       "<url><loc>https://example.com/y</loc></url>"_s);
    QTest::mouseClick(apply, Qt::LeftButton);
    QVERIFY2(error->text().contains(u"exactly one"_s), qPrintable(error->text()));

    // A good entry, with an image: one undo step, the table and the warnings follow.
    text->setPlainText(u"<url>\n  <loc>https://example.com/x</loc>\n"
                       "  <lastmod>2024-01-08 10:00</lastmod>\n"
                       "  <image:image><image:loc>https://example.com/i.jpg</image:loc>"
                       "</image:image>\n</url>"_s);
    QTest::mouseClick(apply, Qt::LeftButton);
    QVERIFY2(error->text().isEmpty(), qPrintable(error->text()));
    QCOMPARE(f.window.document()->undoStack()->count(), 1);
    const UrlEntry &after = f.window.document()->entry(EntryRef { 0, 2 });
    QCOMPARE(after.loc(), u"https://example.com/x"_s);
    QCOMPARE(after.images().size(), 1);
    QCOMPARE(f.window.entryModel()->index(2, EntryTableModel::Images).data().toLongLong(), 1);
    QVERIFY(f.findingRules(2).contains(u"SM504"_s));
    QCOMPARE(f.find<QLineEdit>(u"locEdit"_s)->text(), u"https://example.com/x"_s);
    f.find<QAction>(u"actionUndo"_s)->trigger();
    QVERIFY(f.window.document()->entry(EntryRef { 0, 2 }) == before);
    QVERIFY(text->toPlainText().contains(u"<loc>"_s + before.loc().replace(u"&"_s, u"&amp;"_s)));
}

void TestMainWindow::addImageAndVideo()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    f.selectRow(0);
    auto *tabs = f.find<QTabWidget>(u"entryTabs"_s);

    // An image: Add, then its location typed in the form.
    tabs->setCurrentWidget(f.find<QWidget>(u"imageEditor"_s));
    QTest::mouseClick(f.find<QPushButton>(u"imageAddButton"_s), Qt::LeftButton);
    f.typeInto(u"image_loc"_s, u"https://www.example.com/chair.jpg"_s);
    const UrlEntry &withImage = f.window.document()->entry(EntryRef { 0, 0 });
    QCOMPARE(withImage.images().size(), 1);
    QCOMPARE(withImage.images().first().loc(), u"https://www.example.com/chair.jpg"_s);
    QCOMPARE(f.window.document()->undoStack()->count(), 2); // add, then one typing step
    QCOMPARE(f.find<QListWidget>(u"imageList"_s)->count(), 1);
    QVERIFY(f.find<QLineEdit>(u"image_caption"_s)->toolTip().contains(u"Deprecated"_s));

    // A video: Add gives an empty video, and the rules ask for what is missing.
    tabs->setCurrentWidget(f.find<QWidget>(u"videoEditor"_s));
    QTest::mouseClick(f.find<QPushButton>(u"videoAddButton"_s), Qt::LeftButton);
    auto missing = [&f] {
        const FindingsModel *model = f.find<WarningsDock>(u"warningsDock"_s)->model();
        int n = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, 0);
            n += index.data(FindingsModel::RuleRole).toString() == u"SM106"
                && index.data(FindingsModel::EntryRole).toLongLong() == 0;
        }
        return n;
    };
    QCOMPARE(missing(), 4); // thumbnail, title, description, content or player
    f.typeInto(u"video_title"_s, u"Assembly"_s);
    f.typeInto(u"video_description"_s, u"Four steps"_s);
    QCOMPARE(f.find<QLabel>(u"video_descriptionHint"_s)->text(), u"10 / 2048 characters"_s);
    f.typeInto(u"video_thumbnail_loc"_s, u"https://www.example.com/t.jpg"_s);
    f.typeInto(u"video_content_loc"_s, u"https://cdn.example.com/v.mp4"_s);
    QCOMPARE(missing(), 0);
    f.typeInto(u"video_tag"_s, u"garden, chair"_s);
    const Video &video = f.window.document()->entry(EntryRef { 0, 0 }).videos().first();
    QCOMPARE(video.values(VideoField::Tag), (QStringList { u"garden"_s, u"chair"_s }));
    QCOMPARE(f.window.entryModel()->index(0, EntryTableModel::Videos).data().toLongLong(), 1);
    // Attributes: a restriction's relationship and a price's currency, written with their
    // elements; an attribute before its element changes nothing.
    f.typeInto(u"video_restriction_relationship"_s, u"allow"_s);
    QVERIFY(f.window.document()
                ->entry(EntryRef { 0, 0 })
                .videos()
                .first()
                .count(VideoField::Restriction)
            == 0);
    f.typeInto(u"video_restriction"_s, u"DE AT"_s);
    f.typeInto(u"video_restriction_relationship"_s, u"deny"_s);
    f.typeInto(u"video_price"_s, u"1.99"_s);
    f.typeInto(u"video_price_currency"_s, u"EUR"_s);
    {
        const Video &withAttributes
            = f.window.document()->entry(EntryRef { 0, 0 }).videos().first();
        QCOMPARE(withAttributes.attribute(VideoField::Restriction, u"relationship"), u"deny"_s);
        QCOMPARE(withAttributes.attribute(VideoField::Price, u"currency"), u"EUR"_s);
        QCOMPARE(f.find<QLineEdit>(u"video_restriction_relationship"_s)->text(), u"deny"_s);
        const QString xml = f.find<QPlainTextEdit>(u"xmlEdit"_s)->toPlainText();
        QVERIFY2(
            xml.contains(u"<video:restriction relationship=\"deny\">DE AT</video:restriction>"_s),
            qPrintable(xml));
        QVERIFY2(xml.contains(u"<video:price currency=\"EUR\">1.99</video:price>"_s),
                 qPrintable(xml));
    }

    // Remove, and undo everything back to the file's entry.
    QTest::mouseClick(f.find<QPushButton>(u"videoRemoveButton"_s), Qt::LeftButton);
    QVERIFY(f.window.document()->entry(EntryRef { 0, 0 }).videos().isEmpty());
    while (f.window.document()->undoStack()->canUndo())
        f.window.document()->undoStack()->undo();
    QVERIFY(!f.window.isWindowModified());
    QVERIFY(!f.window.document()->entry(EntryRef { 0, 0 }).hasExtras());
    QCOMPARE(f.find<QListWidget>(u"imageList"_s)->count(), 0);
}

void TestMainWindow::alternatesAndReciprocalLinks()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"i18n.xml"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
               "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
               "<url><loc>https://example.com/en/</loc></url>\n"
               "<url><loc>https://example.com/de/</loc></url>\n"
               "<url><loc>https://example.com/fr/</loc></url>\n</urlset>\n");
    file.close();
    Fixture f;
    QVERIFY(f.window.openFile(path));
    f.selectRow(0);
    f.find<QTabWidget>(u"entryTabs"_s)->setCurrentWidget(f.find<QWidget>(u"alternateEditor"_s));
    auto *picker = f.find<QComboBox>(u"hreflangPicker"_s);
    QVERIFY(picker->findText(u"en-GB"_s) >= 0);
    QVERIFY(picker->findText(u"x-default"_s) >= 0);
    auto *table = f.find<QTableWidget>(u"alternateTable"_s);
    auto *add = f.find<QPushButton>(u"alternateAddButton"_s);
    // en: the page itself is filled in; de and fr: the URL typed in the table.
    picker->setCurrentText(u"en"_s);
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(table->item(0, 1)->text(), u"https://example.com/en/"_s);
    const QStringList others { u"de"_s, u"fr"_s };
    for (const QString &code : others) {
        picker->setCurrentText(code);
        QTest::mouseClick(add, Qt::LeftButton);
        table->item(table->rowCount() - 1, 1)->setText(u"https://example.com/"_s + code + u'/');
    }
    const UrlEntry &en = f.window.document()->entry(EntryRef { 0, 0 });
    QCOMPARE(en.alternates().size(), 3);
    QCOMPARE(en.alternates().at(2).href, u"https://example.com/fr/"_s);
    // de and fr do not link back yet.
    QVERIFY(f.findingRules(0).contains(u"SM603"_s));
    const int steps = f.window.document()->undoStack()->count();
    QTest::mouseClick(f.find<QPushButton>(u"reciprocalButton"_s), Qt::LeftButton);
    QCOMPARE(f.window.document()->undoStack()->count(), steps + 1);
    for (qsizetype e = 1; e < 3; ++e)
        QCOMPARE(f.window.document()->entry(EntryRef { 0, e }).alternates().size(), 3);
    QVERIFY(!f.findingRules().contains(u"SM603"_s));
    QVERIFY(!f.findingRules().contains(u"SM602"_s));
    // One undo takes the links from de and fr again.
    f.find<QAction>(u"actionUndo"_s)->trigger();
    QVERIFY(!f.window.document()->entry(EntryRef { 0, 1 }).hasExtras());
    QVERIFY(f.findingRules(0).contains(u"SM603"_s));
}

void TestMainWindow::treeFollowsAndLeads()
{
    Fixture f;
    QVERIFY(f.window.openFile(FirstUrlEveryExtension));
    WorkspaceTreeModel *tree = f.window.treeModel();
    auto *view = f.find<QTreeView>(u"workspaceTree"_s);
    QCOMPARE(tree->rowCount(), 1);
    const QModelIndex sitemap = tree->index(0, 0);
    QVERIFY(sitemap.data().toString().contains(u"5 URLs"_s));
    QCOMPARE(tree->rowCount(sitemap), 5);
    // The first URL carries every extension: image, video, news and an alternate.
    const QModelIndex first = tree->index(0, 0, sitemap);
    const UrlEntry &entry = f.window.document()->entry(EntryRef { 0, 0 });
    const int items = int(entry.images().size() + entry.videos().size() + entry.news().size()
                          + entry.alternates().size());
    QCOMPARE(tree->rowCount(first), items);
    QVERIFY(tree->index(0, 0, first).data().toString().startsWith(u"Image: "_s));

    // The tree leads: the table and the form follow.
    view->setCurrentIndex(tree->index(3, 0, sitemap));
    QCOMPARE(f.find<QTableView>(u"entryTable"_s)->currentIndex().row(), 3);
    QCOMPARE(f.find<QLineEdit>(u"locEdit"_s)->text(),
             f.window.document()->entry(EntryRef { 0, 3 }).loc());
    // The table leads: the tree follows.
    f.selectRow(0);
    QCOMPARE(tree->entryAt(view->currentIndex()), (EntryRef { 0, 0 }));

    // Items added through a form appear as rows of the entry; undo takes them away.
    view->expand(first);
    f.find<QTabWidget>(u"entryTabs"_s)->setCurrentWidget(f.find<QWidget>(u"imageEditor"_s));
    QTest::mouseClick(f.find<QPushButton>(u"imageAddButton"_s), Qt::LeftButton);
    QCOMPARE(tree->rowCount(first), items + 1);
    f.find<QAction>(u"actionUndo"_s)->trigger();
    QCOMPARE(tree->rowCount(first), items);
    // Deleting an entry takes its row out of the sitemap's node.
    f.selectRow(1);
    f.find<QAction>(u"actionDeleteEntry"_s)->trigger();
    QCOMPARE(tree->rowCount(sitemap), 4);
    QVERIFY(sitemap.data().toString().contains(u"4 URLs"_s));
}

void TestMainWindow::filterTheTable()
{
    Fixture f;
    QVERIFY(f.window.openFile(VideosWithErrors));
    auto *table = f.find<QTableView>(u"entryTable"_s);
    QCOMPARE(table->model()->rowCount(), 6);
    // Substring, case folded.
    QTest::keyClicks(f.find<QLineEdit>(u"filterEdit"_s), u"HARBOUR"_s);
    QCOMPARE(table->model()->rowCount(), 4);
    // A regular expression.
    f.find<QLineEdit>(u"filterEdit"_s)->setText(u"/national/.*2021"_s);
    f.find<QCheckBox>(u"filterRegexCheck"_s)->setChecked(true);
    QCOMPARE(table->model()->rowCount(), 2);
    f.find<QLineEdit>(u"filterEdit"_s)->setText(u"(unclosed"_s); // refused: the filter stays
    QCOMPARE(table->model()->rowCount(), 2);
    f.find<QLineEdit>(u"filterEdit"_s)->clear();
    QCOMPARE(table->model()->rowCount(), 6);
    // Every entry has a video with errors; none has images.
    auto *severity = f.find<QComboBox>(u"entrySeverityFilter"_s);
    severity->setCurrentIndex(severity->findData(int(Severity::Error)));
    QCOMPARE(table->model()->rowCount(), 6);
    auto *extension = f.find<QComboBox>(u"extensionFilter"_s);
    extension->setCurrentIndex(extension->findData(int(EntryFilterModel::WithImages)));
    QCOMPARE(table->model()->rowCount(), 0);
    extension->setCurrentIndex(extension->findData(int(EntryFilterModel::WithVideos)));
    QCOMPARE(table->model()->rowCount(), 6);
    // Fixing an entry's errors takes it out of the "with errors" view as it is edited.
    f.selectRow(0);
    f.find<QTabWidget>(u"entryTabs"_s)->setCurrentWidget(f.find<QWidget>(u"videoEditor"_s));
    f.typeInto(u"video_thumbnail_loc"_s, u"https://www.example.com/t.jpg"_s);
    f.typeInto(u"video_content_loc"_s, u"https://www.example.com/v.mp4"_s);
    QCOMPARE(table->model()->rowCount(), 5);
    // The editors stay with the entry the user is typing in, though it left the view.
    QTest::keyClicks(f.find<QLineEdit>(u"video_content_loc"_s), u"?x=1"_s);
    QCOMPARE(f.window.document()->entry(EntryRef { 0, 0 }).videos().first().contentLoc(),
             u"https://www.example.com/v.mp4?x=1"_s);
}

void TestMainWindow::profileAndPublishLocation()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    // The example writes lastmod as dates and full times: fine for search engines.
    QVERIFY(!f.findingRules().contains(u"SM801"_s));
    QVERIFY(f.findingRules().contains(u"SM407"_s)); // the host was assumed
    auto *profile = f.find<QComboBox>(u"profileCombo"_s);
    profile->setCurrentIndex(profile->findData(int(CheckProfile::SchemaStrict)));
    QCOMPARE(f.window.document()->checkOptions().profile, CheckProfile::SchemaStrict);
    f.selectRow(0);
    f.typeInto(u"lastmodEdit"_s, u"2024-01-08T10:00Z"_s); // hh:mm: the schema's rejection
    QVERIFY(f.findingRules(0).contains(u"SM801"_s));
    profile->setCurrentIndex(profile->findData(int(CheckProfile::SearchEngines)));
    QVERIFY(!f.findingRules().contains(u"SM801"_s));
    // A publish location on another host: every URL is reported, none assumed.
    auto *publish = f.find<QLineEdit>(u"publishUrlEdit"_s);
    publish->setText(u"https://other.example/sitemap.xml"_s);
    emit publish->editingFinished();
    QVERIFY(!f.findingRules().contains(u"SM407"_s));
    QCOMPARE(f.findingRules().count(u"SM402"_s), 5);
    QCOMPARE(f.window.entryModel()->index(0, EntryTableModel::Finding).data().toString(),
             u"URL not allowed"_s);
}

void TestMainWindow::replaceInUrls()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    f.find<QAction>(u"actionReplaceInUrls"_s)->trigger();
    auto *dialog = f.find<QDialog>(u"replaceDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    auto *replaceAll = f.find<QPushButton>(u"replaceAllButton"_s);
    QVERIFY(!replaceAll->isEnabled());

    // http → https on every URL: one undo step.
    QTest::keyClicks(f.find<QLineEdit>(u"findEdit"_s), u"http://"_s);
    QTest::keyClicks(f.find<QLineEdit>(u"replaceEdit"_s), u"https://"_s);
    QTest::mouseClick(replaceAll, Qt::LeftButton);
    QCOMPARE(f.window.document()->undoStack()->count(), 1);
    QVERIFY(f.find<QLabel>(u"replaceResult"_s)->text().startsWith(u"5 URLs"_s));
    for (int row = 0; row < 5; ++row)
        QVERIFY(f.window.entryModel()->index(row, 0).data().toString().startsWith(u"https://"_s));

    // A domain move with a regular expression and a capture.
    f.find<QCheckBox>(u"regexCheck"_s)->setChecked(true);
    auto *find = f.find<QLineEdit>(u"findEdit"_s);
    find->clear();
    QTest::keyClicks(find, u"(a"_s); // not an expression yet: refused
    QVERIFY(!replaceAll->isEnabled());
    QVERIFY(f.find<QLabel>(u"replaceResult"_s)->text().contains(u"position"_s));
    find->setText(u"^https://www\\.example\\.com/(.*)$"_s);
    auto *replace = f.find<QLineEdit>(u"replaceEdit"_s);
    replace->setText(u"https://example.org/\\1"_s);
    QVERIFY(replaceAll->isEnabled());
    QTest::mouseClick(replaceAll, Qt::LeftButton);
    QCOMPARE(f.window.entryModel()->index(0, 0).data().toString(), u"https://example.org/"_s);
    QCOMPARE(f.window.document()->undoStack()->count(), 2);
    // The findings follow: every URL moved, so the assumed host moved with them.
    QVERIFY(!f.findingRules().contains(u"SM402"_s));
    shoot(dialog, u"replace-dialog"_s);
    f.find<QDockWidget>(u"historyDock"_s)->raise();
    shootWindow(f.window, u"history"_s);

    f.find<QAction>(u"actionUndo"_s)->trigger();
    f.find<QAction>(u"actionUndo"_s)->trigger();
    QCOMPARE(f.window.entryModel()->index(0, 0).data().toString(), u"http://www.example.com/"_s);
    QVERIFY(!f.window.isWindowModified());
}

void TestMainWindow::replaceInManyUrls()
{
    // More entries than the per-entry recheck handles: one full check, the same result.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"many.xml"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for (int i = 0; i < 6000; ++i)
        file.write("<url><loc>http://example.com/p" + QByteArray::number(i) + "</loc></url>\n");
    file.write("<url><loc>https://example.com/p1</loc></url>\n</urlset>\n");
    file.close();
    Fixture f;
    QVERIFY(f.window.openFile(path));
    QVERIFY(!f.findingRules().contains(u"SM405"_s));
    QCOMPARE(f.window.replaceInUrls(u"http://"_s, u"https://"_s, false, false), 6000);
    // https://example.com/p1 is there twice now.
    QCOMPARE(f.findingRules(6000), QStringList { u"SM405"_s });
    Checker fresh;
    fresh.checkAll(f.window.document()->workspace());
    QCOMPARE(fresh.count(Severity::Warning),
             f.window.document()->checker().count(Severity::Warning));
    f.window.document()->undoStack()->undo();
    QVERIFY(!f.findingRules().contains(u"SM405"_s));
    QCOMPARE(f.window.entryModel()->index(5999, 0).data().toString(),
             u"http://example.com/p5999"_s);
}

void TestMainWindow::editorsFollowRowsThatMove()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    f.selectRow(3);
    const QString fourth = f.window.document()->entry(EntryRef { 0, 3 }).loc();
    // Entry 0 goes (a duplicate's fix, say): the current entry is now entry 2.
    f.window.document()->undoStack()->push(
        new RemoveEntry(f.window.document(), EntryRef { 0, 0 }, u"Remove"_s));
    QCoreApplication::processEvents();
    QCOMPARE(f.find<QLineEdit>(u"locEdit"_s)->text(), fourth);
    f.find<QTabWidget>(u"entryTabs"_s)->setCurrentWidget(f.find<QWidget>(u"imageEditor"_s));
    QTest::mouseClick(f.find<QPushButton>(u"imageAddButton"_s), Qt::LeftButton);
    f.typeInto(u"image_loc"_s, u"https://www.example.com/i.jpg"_s);
    QCOMPARE(f.window.document()->entry(EntryRef { 0, 2 }).images().size(), 1);
    QCOMPARE(f.window.document()->entry(EntryRef { 0, 2 }).loc(), fourth);
    QVERIFY(f.window.document()->entry(EntryRef { 0, 3 }).images().isEmpty());
}

void TestMainWindow::undoOfARemovalRestoresEverything()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"odd.xml"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // A duplicate to remove, an entry with whitespace the reader remarks on after it, and an
    // unknown element between entries.
    file.write("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
               "<url><loc>https://example.com/a</loc></url>\n"
               "<url><loc>https://example.com/a</loc></url>\n"
               "<mine>kept</mine>\n"
               "<url><loc> https://example.com/b </loc></url>\n</urlset>\n");
    file.close();
    Fixture f;
    QVERIFY(f.window.openFile(path));
    const Workspace before = f.window.document()->workspace();
    QVERIFY(f.findingRules(2).contains(u"SM116"_s));
    f.window.document()->undoStack()->push(
        new RemoveEntry(f.window.document(), EntryRef { 0, 1 }, u"Remove"_s));
    QVERIFY(f.findingRules(1).contains(u"SM116"_s)); // moved up with its entry
    f.window.document()->undoStack()->undo();
    const Workspace &after = f.window.document()->workspace();
    QCOMPARE(after.root().entries.size(), before.root().entries.size());
    for (qsizetype i = 0; i < before.root().entries.size(); ++i)
        QVERIFY(after.root().entries.at(i) == before.root().entries.at(i));
    QVERIFY(after.root().foreignElements == before.root().foreignElements);
    QVERIFY(after.root().findings == before.root().findings);
    QVERIFY(f.findingRules(2).contains(u"SM116"_s));
}

void TestMainWindow::typingBackLeavesNoStep()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    f.selectRow(0);
    auto *priority = f.find<QLineEdit>(u"priorityEdit"_s);
    priority->setFocus();
    priority->end(false);
    QTest::keyClick(priority, Qt::Key_5);
    QCOMPARE(f.window.document()->undoStack()->count(), 1);
    QTest::keyClick(priority, Qt::Key_Backspace);
    QCOMPARE(f.window.document()->undoStack()->count(), 0);
    QVERIFY(!f.window.isWindowModified());
}

void TestMainWindow::savingAnIndexWritesChangedChildren()
{
    QTemporaryDir dir;
    auto write = [&dir](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    write(u"index.xml"_s,
          "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
          "<sitemap><loc>https://example.com/a.xml</loc></sitemap>"
          "<sitemap><loc>https://example.com/b.xml</loc></sitemap>"
          "</sitemapindex>\n");
    write(u"a.xml"_s,
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
          "<url><loc>http://example.com/1</loc></url></urlset>\n");
    const QByteArray untouched = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                                 "<url><loc>https://example.com/2</loc></url></urlset>\n";
    write(u"b.xml"_s, untouched);
    Fixture f;
    QVERIFY(f.window.openFile(dir.filePath(u"index.xml"_s)));
    QCOMPARE(f.window.entryModel()->rowCount(), 2); // the children's URLs
    QCOMPARE(f.window.replaceInUrls(u"http://"_s, u"https://"_s, false, false), 1);
    QVERIFY(f.window.saveFile(dir.filePath(u"index.xml"_s)));
    QCOMPARE(Loader::open(dir.filePath(u"a.xml"_s)).root().entries.first().loc(),
             u"https://example.com/1"_s);
    QFile b(dir.filePath(u"b.xml"_s));
    QVERIFY(b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), untouched); // not changed, not written
}

void TestMainWindow::robotsChainOpensEveryUrl()
{
    // The chain a CMS serves, on disk: robots.txt → index → sitemaps, one listed twice.
    QTemporaryDir dir;
    auto write = [&dir](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    write(u"robots.txt"_s, "User-agent: *\nDisallow: /private/\n"
                           "Sitemap: https://example.com/sitemap_index.xml\n");
    write(u"sitemap_index.xml"_s,
          "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
          "<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
          "<sitemap><loc>https://example.com/b.xml</loc></sitemap>\n"
          "<sitemap><loc>https://example.com/a.xml</loc></sitemap>\n"
          "</sitemapindex>\n");
    write(u"a.xml"_s, "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                      "<url><loc>https://example.com/1</loc></url>\n"
                      "<url><loc>https://example.com/private/2</loc></url>\n</urlset>\n");
    write(u"b.xml"_s, "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                      "<url><loc>https://example.com/3</loc></url>\n</urlset>\n");
    Fixture f;
    QVERIFY(f.window.openFile(dir.filePath(u"robots.txt"_s)));
    // Every URL at the end of the chain, a.xml's once.
    QCOMPARE(f.window.entryModel()->rowCount(), 3);
    QStringList locs;
    for (int row = 0; row < 3; ++row)
        locs.append(f.window.entryModel()->index(row, EntryTableModel::Loc).data().toString());
    QCOMPARE(locs, (QStringList { u"https://example.com/1"_s, u"https://example.com/private/2"_s,
                                  u"https://example.com/3"_s }));
    const QStringList rules = f.findingRules();
    QVERIFY2(rules.contains(u"SM405"_s), qPrintable(rules.join(u' '))); // the repeat
    QVERIFY2(rules.contains(u"SM409"_s), qPrintable(rules.join(u' '))); // robots.txt's rule
    QVERIFY2(!rules.contains(u"SM110"_s), qPrintable(rules.join(u' ')));
    QCOMPARE(f.prompts, 0);
}

void TestMainWindow::addDuplicateRevertRecentRules()
{
    QTemporaryDir dir;
    const QString path = copyOf(dir, FirstUrlEveryExtension);
    Fixture f;
    QVERIFY(f.window.openFile(path));
    // Opened files are listed under Open Recent, newest first.
    auto *recent = f.find<QMenu>(u"recentMenu"_s);
    QVERIFY(!recent->actions().isEmpty());
    QCOMPARE(recent->actions().first()->toolTip(), QDir::toNativeSeparators(path));

    // Duplicate copies the entry with all its extensions, right after it.
    f.selectRow(0);
    const UrlEntry first = f.window.document()->entry(EntryRef { 0, 0 });
    f.find<QAction>(u"actionDuplicateEntry"_s)->trigger();
    QCOMPARE(f.window.entryModel()->rowCount(), 6);
    QVERIFY(f.window.document()->entry(EntryRef { 0, 1 }) == first);
    QVERIFY(f.findingRules(1).contains(u"SM405"_s)); // a duplicate now
    // Add puts a new URL on the same site after the current one, ready to type.
    f.find<QAction>(u"actionAddEntry"_s)->trigger();
    QCOMPARE(f.window.entryModel()->rowCount(), 7);
    const QString added = f.window.document()->entry(EntryRef { 0, 2 }).loc();
    QVERIFY2(added.startsWith(u"http://www.example.net/"_s), qPrintable(added));
    QCOMPARE(f.find<QLineEdit>(u"locEdit"_s)->text(), added);
    QCOMPARE(f.window.document()->undoStack()->count(), 2);

    // Revert reads the file again after asking.
    f.answer = QMessageBox::Yes;
    f.find<QAction>(u"actionRevert"_s)->trigger();
    QCOMPARE(f.prompts, 1);
    QCOMPARE(f.window.entryModel()->rowCount(), 5);
    QVERIFY(!f.window.isWindowModified());

    // The rule catalogue lists every rule with its help.
    f.find<QAction>(u"actionRules"_s)->trigger();
    auto *browser = f.find<QTextBrowser>(u"rulesBrowser"_s);
    QVERIFY(browser);
    for (const Rule &rule : RuleCatalogue::rules())
        QVERIFY(browser->toPlainText().contains(QString(rule.id)));
}

void TestMainWindow::unsavedChangesPrompt()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    f.selectRow(0);
    f.typeInto(u"priorityEdit"_s, u"0.3"_s);
    QVERIFY(f.window.isWindowModified());
    // Cancel keeps the window open.
    f.answer = QMessageBox::Cancel;
    QVERIFY(!f.window.close());
    QCOMPARE(f.prompts, 1);
    QVERIFY(f.window.isVisible());
    // Opening another file asks too; Cancel keeps the edit.
    QVERIFY(!f.window.openFile(Index));
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
    QVERIFY(!f.window.openFile(HtmlPage));
    QCOMPARE(f.prompts, 1); // the error was shown
    QCOMPARE(f.window.entryModel()->rowCount(), 0);
}

namespace {

QString copyOf(const QTemporaryDir &dir, const QString &source)
{
    const QString path = dir.filePath(QFileInfo(source).fileName());
    if (!QFile::copy(source, path))
        qWarning("could not copy %s to %s", qPrintable(source), qPrintable(path));
    QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

} // namespace

void TestMainWindow::autosaveRecovery()
{
    QTemporaryDir dir;
    const QString path = copyOf(dir, Example);
    {
        Fixture f;
        QVERIFY(f.window.openFile(path));
        f.selectRow(0);
        f.typeInto(u"priorityEdit"_s, u"0.3"_s);
        QVERIFY(f.window.autosave()->saveNow());
        // While this window runs, the copy is its own: not offered to another.
        QVERIFY(QFile::exists(Autosave::folderFor(path) + u"/recovery.json"_s));
        QVERIFY(!Autosave::find(path));
        // The process ends here without closing the window: what a crash leaves behind.
    }
    QVERIFY(Autosave::find(path));
    {
        Fixture f;
        f.answer = QMessageBox::Yes;
        QVERIFY(f.window.openFile(path));
        QCOMPARE(f.prompts, 1);
        QCOMPARE(f.window.document()->entry(EntryRef { 0, 0 }).priorityText(), u"0.3"_s);
        QVERIFY(f.window.isWindowModified());
        // Undo gives the file as it is on disk; redo the recovered work.
        f.window.document()->undoStack()->undo();
        QCOMPARE(f.window.document()->entry(EntryRef { 0, 0 }).priorityText(),
                 Loader::open(path).root().entries.first().priorityText());
        f.window.document()->undoStack()->redo();
        QVERIFY(f.window.saveFile(path));
        QVERIFY(!Autosave::find(path)); // saved: the copy is gone
    }
    const Workspace saved = Loader::open(path);
    QCOMPARE(saved.root().entries.first().priorityText(), u"0.3"_s);
    {
        // Nothing to recover now: no question.
        Fixture f;
        QVERIFY(f.window.openFile(path));
        QCOMPARE(f.prompts, 0);
    }
}

void TestMainWindow::unsavedWorkOfferedAtStart()
{
    for (const Autosave::Recovery &old : Autosave::leftBehind())
        Autosave::remove(old);
    QTemporaryDir dir;
    const QString path = copyOf(dir, Example);
    {
        // A new document with one entry, and a file with an edit, in two windows of one run.
        Fixture untitled;
        untitled.find<QAction>(u"actionAddEntry"_s)->trigger();
        untitled.typeInto(u"locEdit"_s, u"https://example.com/never-saved"_s);
        QVERIFY(untitled.window.autosave()->saveNow());
        Fixture edited;
        QVERIFY(edited.window.openFile(path));
        edited.selectRow(0);
        edited.typeInto(u"priorityEdit"_s, u"0.3"_s);
        QVERIFY(edited.window.autosave()->saveNow());
        // Both windows are running: nothing is offered.
        QVERIFY(Autosave::leftBehind().isEmpty());
        // The run ends here without closing them: what a crash leaves behind.
    }
    QCOMPARE(Autosave::leftBehind().size(), 2);
    {
        // The next start: Cancel keeps both for later.
        Fixture f;
        f.answer = QMessageBox::Cancel;
        QCOMPARE(f.window.offerLeftBehindWork(), 0);
        QCOMPARE(f.prompts, 2);
        QCOMPARE(Autosave::leftBehind().size(), 2);
    }
    {
        // Open: the newest (the file) comes back as unsaved changes on the file as it is.
        Fixture f;
        f.answer = QMessageBox::Open;
        QCOMPARE(f.window.offerLeftBehindWork(), 1);
        QCOMPARE(f.prompts, 1); // asked once, not again by the file's own recovery
        QVERIFY2(f.lastMessage.contains(QDir::toNativeSeparators(path)), qPrintable(f.lastMessage));
        QCOMPARE(f.window.document()->filePath(), path);
        QCOMPARE(f.window.document()->entry(EntryRef { 0, 0 }).priorityText(), u"0.3"_s);
        QVERIFY(f.window.isWindowModified());
        // It is this window's copy now; the untitled one is still waiting.
        QCOMPARE(Autosave::leftBehind().size(), 1);
        f.answer = QMessageBox::Discard;
        QVERIFY(f.window.close()); // discards the changes and their copy
    }
    QVERIFY(!Autosave::find(path));
    {
        Fixture f;
        f.answer = QMessageBox::Open;
        QCOMPARE(f.window.offerLeftBehindWork(), 1);
        QVERIFY2(f.lastMessage.contains(u"Untitled"_s), qPrintable(f.lastMessage));
        QVERIFY(f.window.document()->filePath().isEmpty());
        QCOMPARE(f.window.entryModel()->rowCount(), 1);
        QCOMPARE(f.window.document()->entry(EntryRef { 0, 0 }).loc(),
                 u"https://example.com/never-saved"_s);
        QVERIFY(f.window.isWindowModified());
        // Saving it ends the copy.
        QVERIFY(f.window.saveFile(dir.filePath(u"rescued.xml"_s)));
        QVERIFY(Autosave::leftBehind().isEmpty());
    }
    QVERIFY(Autosave::leftBehind().isEmpty());
    {
        // Discard at the start deletes.
        Fixture crashed;
        crashed.find<QAction>(u"actionAddEntry"_s)->trigger();
        crashed.typeInto(u"locEdit"_s, u"https://example.com/gone"_s);
        QVERIFY(crashed.window.autosave()->saveNow());
    }
    Fixture f;
    f.answer = QMessageBox::Discard;
    QCOMPARE(f.window.offerLeftBehindWork(), 0);
    QVERIFY(Autosave::leftBehind().isEmpty());
}

void TestMainWindow::recoveryRefusedWhenTheFileChanged()
{
    QTemporaryDir dir;
    const QString path = copyOf(dir, Example);
    {
        Fixture f;
        QVERIFY(f.window.openFile(path));
        f.selectRow(1);
        f.typeInto(u"priorityEdit"_s, u"0.1"_s);
        QVERIFY(f.window.autosave()->saveNow());
    }
    // Someone else changes the file in between.
    QFile file(path);
    QVERIFY(file.open(QIODevice::Append));
    file.write("<!-- changed elsewhere -->\n");
    file.close();
    {
        Fixture f;
        f.answer = QMessageBox::Ok;
        QVERIFY(f.window.openFile(path));
        QCOMPARE(f.prompts, 1); // told, not asked
        QVERIFY(!f.window.isWindowModified());
        QCOMPARE(f.window.document()->entry(EntryRef { 0, 1 }).priorityText(),
                 Loader::open(path).root().entries.at(1).priorityText());
        // The copy was moved aside for the user: this session's autosave and save cannot
        // overwrite or remove it.
        QVERIFY(!Autosave::find(path));
        const QDir autosaveRoot(QFileInfo(Autosave::folderFor(path)).path());
        const QStringList kept = autosaveRoot.entryList(
            { QFileInfo(Autosave::folderFor(path)).fileName() + u"-kept-*"_s }, QDir::Dirs);
        QCOMPARE(kept.size(), 1);
        QVERIFY(QFile::exists(autosaveRoot.filePath(kept.first()) + u"/sitemap-0.xml"_s));
        f.selectRow(0);
        f.typeInto(u"priorityEdit"_s, u"0.2"_s);
        QVERIFY(f.window.autosave()->saveNow());
        QVERIFY(f.window.saveFile(path));
        QVERIFY(QFile::exists(autosaveRoot.filePath(kept.first()) + u"/sitemap-0.xml"_s));
        QDir(autosaveRoot.filePath(kept.first())).removeRecursively();
    }
}

namespace {

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

} // namespace

void TestMainWindow::saveFailsInAReadOnlyFolder()
{
    QTemporaryDir dir;
    const QString path = copyOf(dir, Example);
    const QByteArray original = contentsOf(path);
    Fixture f;
    QVERIFY(f.window.openFile(path));
    f.selectRow(0);
    f.typeInto(u"priorityEdit"_s, u"0.3"_s);
    {
        ReadOnlyFolder readOnly(dir.path());
        if (!readOnly.works())
            QSKIP("This system offers no way to make a folder read-only for this process");
        f.answer = QMessageBox::Ok;
        QVERIFY(!f.window.saveFile(path));
        QCOMPARE(f.prompts, 1);
        // Says which file, why, and that nothing was lost.
        QVERIFY2(f.lastMessage.contains(QDir::toNativeSeparators(path))
                     && f.lastMessage.contains(u"Nothing was changed on disk"_s),
                 qPrintable(f.lastMessage));
        QCOMPARE(contentsOf(path), original);
        QVERIFY(f.window.isWindowModified()); // the edit is still there, unsaved
        QCOMPARE(f.window.document()->entry(EntryRef { 0, 0 }).priorityText(), u"0.3"_s);
    }
    // Nothing was left behind in the folder, and once it is writable the save goes through.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList { QFileInfo(Example).fileName() });
    QVERIFY(f.window.saveFile(path));
    QVERIFY(!f.window.isWindowModified());
    QCOMPARE(Loader::open(path).root().entries.first().priorityText(), u"0.3"_s);
}

void TestMainWindow::saveFailsWhenTheDiskIsFull()
{
    QTemporaryDir dir;
    const QString path = copyOf(dir, EscapedExtensions);
    const QByteArray original = contentsOf(path);
    QVERIFY(original.size() > 4096);
    Fixture f;
    QVERIFY(f.window.openFile(path));
    f.selectRow(0);
    f.typeInto(u"priorityEdit"_s, u"0.3"_s);
    {
        // The new file cannot grow past 2 KiB: the write fails half-way.
        FileSizeLimit full(2048);
        QVERIFY(full.works());
        f.answer = QMessageBox::Ok;
        QVERIFY(f.window.isWindowModified());
        const bool saved = f.window.saveFile(path);
        QVERIFY2(!saved, qPrintable(QString::number(QFileInfo(path).size())));
        QCOMPARE(f.prompts, 1);
        QVERIFY2(f.lastMessage.contains(u"File too large"_s)
                     && f.lastMessage.contains(u"The file on disk is unchanged"_s),
                 qPrintable(f.lastMessage));
    }
    QCOMPARE(contentsOf(path), original);
    QVERIFY(f.window.isWindowModified());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    QVERIFY(f.window.saveFile(path));
    QCOMPARE(Loader::open(path).root().entries.first().priorityText(), u"0.3"_s);
}

void TestMainWindow::partlyReadFileAsksBeforeOverwriting()
{
    QTemporaryDir dir;
    const QString path = copyOf(dir, BrokenTags);
    const QByteArray original = contentsOf(path);
    Fixture f;
    f.answer = QMessageBox::Ok;
    QVERIFY(f.window.openFile(path));
    QVERIFY(f.window.document()->workspace().root().recovered);
    auto *save = f.find<QAction>(u"actionSave"_s);
    QVERIFY(save);
    const int before = f.prompts;
    // Cancel: nothing is written.
    f.answer = QMessageBox::Cancel;
    save->trigger();
    QCOMPARE(f.prompts, before + 1);
    QVERIFY2(f.lastMessage.contains(u"could only be read in part"_s), qPrintable(f.lastMessage));
    QCOMPARE(contentsOf(path), original);
    // No (do not save under another name): the user chose to write over it.
    f.answer = QMessageBox::No;
    save->trigger();
    QCOMPARE(f.prompts, before + 2);
    QVERIFY(contentsOf(path) != original);
    QVERIFY(!f.window.document()->workspace().root().recovered);
    // Now complete: saving again does not ask.
    save->trigger();
    QCOMPARE(f.prompts, before + 2);
}

void TestMainWindow::fileCutByALimitIsToldAndWritingAsks()
{
    // A gzip file that expands beyond the reading limit chosen in Tools → Reading Limit.
    QSettings().setValue(u"reading/maxMegabytes"_s, 1);
    const auto restore = qScopeGuard([] { QSettings().remove(u"reading/maxMegabytes"_s); });
    QTemporaryDir dir;
    const QString path = dir.filePath(u"long.xml.gz"_s);
    {
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                         "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; xml.size() < 3 * 1024 * 1024; ++i)
            xml += "<url><loc>https://example.com/p/" + QByteArray::number(i) + '/'
                + QByteArray::number(quint32(i) * 2654435761u, 36) + "</loc></url>\n";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(gzipCompress(xml + "</urlset>\n"));
    }
    Fixture f;
    f.answer = QMessageBox::Ok;
    QVERIFY(f.window.openFile(path));
    // Told at once, naming the limit and where to raise it.
    QCOMPARE(f.prompts, 1);
    for (const QString &word : { u"read only in part"_s, u"1048576 bytes"_s, u"1 MB"_s,
                                 u"Reading Limit"_s })
        QVERIFY2(f.lastMessage.contains(word), qPrintable(f.lastMessage));
    QVERIFY(!f.window.document()->workspace().limitsReached.isEmpty());

    // Save As and Export ask first; Cancel writes nothing and opens no wizard.
    f.answer = QMessageBox::Cancel;
    QVERIFY(!f.window.saveFile(dir.filePath(u"copy.xml"_s)));
    QCOMPARE(f.prompts, 2);
    QVERIFY2(f.lastMessage.contains(u"lacks what was not read"_s), qPrintable(f.lastMessage));
    QVERIFY(!QFileInfo::exists(dir.filePath(u"copy.xml"_s)));
    f.find<QAction>(u"actionExport"_s)->trigger();
    QCOMPARE(f.prompts, 3);
    QVERIFY(!f.window.findChild<QWidget *>(u"exportWizard"_s));
    // Yes: written as asked, and the copy is whole from then on.
    f.answer = QMessageBox::Yes;
    QVERIFY(f.window.saveFile(dir.filePath(u"copy.xml"_s)));
    QVERIFY(QFileInfo::exists(dir.filePath(u"copy.xml"_s)));
    QVERIFY(f.window.document()->workspace().limitsReached.isEmpty());

    // With the limit raised, the same file opens whole, without a word.
    QSettings().setValue(u"reading/maxMegabytes"_s, 64);
    Fixture g;
    QVERIFY(g.window.openFile(path));
    QCOMPARE(g.prompts, 0);
    QVERIFY(g.window.document()->workspace().limitsReached.isEmpty());
}

void TestMainWindow::setFieldsOfTheSelectionAndOfTheFilter()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    auto *table = f.find<QTableView>(u"entryTable"_s);
    // Three rows selected: weekly, priority removed, lastmod set to a date.
    table->selectionModel()->select(
        QItemSelection(table->model()->index(1, 0), table->model()->index(3, 0)),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    f.find<QAction>(u"actionSetFields"_s)->trigger();
    auto *dialog = f.find<QDialog>(u"setFieldsDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    auto *apply = f.find<QPushButton>(u"setFieldsApply"_s);
    QVERIFY(!apply->isEnabled()); // nothing chosen yet
    QVERIFY(f.find<QRadioButton>(u"scopeSelection"_s)->isChecked());
    f.find<QCheckBox>(u"setChangefreqCheck"_s)->setChecked(true);
    auto *changefreq = f.find<QComboBox>(u"setChangefreqCombo"_s);
    changefreq->setCurrentIndex(changefreq->findData(int(ChangeFreq::Daily)));
    f.find<QCheckBox>(u"setPriorityCheck"_s)->setChecked(true);
    f.find<QDoubleSpinBox>(u"setPrioritySpin"_s)->setValue(-0.1); // "(remove)"
    f.find<QCheckBox>(u"setLastmodCheck"_s)->setChecked(true);
    auto *field = f.find<QWidget>(u"setLastmodField"_s);
    auto *precision = field->findChild<QComboBox *>(u"dateTimePrecision"_s);
    precision->setCurrentIndex(precision->findData(int(W3cDateTime::Precision::Day)));
    field->findChild<QDateTimeEdit *>(u"dateTimeEdit"_s)
        ->setDateTime(QDateTime(QDate(2024, 3, 9), QTime(12, 0)));
    QVERIFY(apply->isEnabled());
    QTest::mouseClick(apply, Qt::LeftButton);
    QVERIFY(f.find<QLabel>(u"setFieldsResult"_s)->text().startsWith(u"3 entries"_s));
    shoot(dialog, u"set-fields-dialog"_s);
    QCOMPARE(f.window.document()->undoStack()->count(), 1);
    EditorDocument *document = f.window.document();
    for (qsizetype e = 1; e <= 3; ++e) {
        const UrlEntry &entry = document->entry(EntryRef { 0, e });
        QCOMPARE(entry.changefreq(), ChangeFreq::Daily);
        QVERIFY(!entry.hasPriority());
        QCOMPARE(entry.lastmod().toString(), u"2024-03-09"_s);
    }
    // The rows around stay as they were.
    QCOMPARE(document->entry(EntryRef { 0, 0 }).changefreq(), ChangeFreq::Monthly);
    QCOMPARE(document->entry(EntryRef { 0, 4 }).lastmod().toString(), u"2004-11-23"_s);
    // Every entry the filter shows, with a time in UTC.
    f.find<QLineEdit>(u"filterEdit"_s)->setText(u"vacation_new"_s);
    QCOMPARE(table->model()->rowCount(), 2);
    table->clearSelection();
    f.find<QAction>(u"actionSetFields"_s)->trigger();
    QVERIFY(f.find<QRadioButton>(u"scopeShown"_s)->isChecked());
    f.find<QCheckBox>(u"setChangefreqCheck"_s)->setChecked(false);
    f.find<QCheckBox>(u"setPriorityCheck"_s)->setChecked(false);
    precision->setCurrentIndex(precision->findData(int(W3cDateTime::Precision::Seconds)));
    auto *zone = field->findChild<QComboBox *>(u"dateTimeZone"_s);
    zone->setCurrentIndex(0); // UTC
    field->findChild<QDateTimeEdit *>(u"dateTimeEdit"_s)
        ->setDateTime(QDateTime(QDate(2024, 3, 9), QTime(12, 30, 5)));
    QTest::mouseClick(apply, Qt::LeftButton);
    QCOMPARE(document->entry(EntryRef { 0, 2 }).lastmod().toString(), u"2024-03-09T12:30:05Z"_s);
    QCOMPARE(document->entry(EntryRef { 0, 3 }).lastmod().toString(), u"2024-03-09T12:30:05Z"_s);
    QCOMPARE(document->entry(EntryRef { 0, 1 }).lastmod().toString(), u"2024-03-09"_s);
    QCOMPARE(document->undoStack()->count(), 2);
    // Applying the same values again changes nothing and adds no step.
    QTest::mouseClick(apply, Qt::LeftButton);
    QCOMPARE(document->undoStack()->count(), 2);
    QVERIFY(f.find<QLabel>(u"setFieldsResult"_s)->text().startsWith(u"No entry"_s));
    // One undo step each.
    f.find<QAction>(u"actionUndo"_s)->trigger();
    QCOMPARE(document->entry(EntryRef { 0, 2 }).lastmod().toString(), u"2024-03-09"_s);
    f.find<QAction>(u"actionUndo"_s)->trigger();
    QCOMPARE(document->entry(EntryRef { 0, 2 }).lastmod().toString(), u"2004-12-23"_s);
    QCOMPARE(document->entry(EntryRef { 0, 3 }).priorityText(), u"0.3"_s);
    QVERIFY(!f.window.isWindowModified());
}

void TestMainWindow::filterByRuleAndLastmodRange()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    auto *table = f.find<QTableView>(u"entryTable"_s);
    QCOMPARE(table->model()->rowCount(), 5);
    // Last modified in December 2004: two entries (one with a time).
    auto *from = f.find<QDateEdit>(u"lastmodFromFilter"_s);
    auto *to = f.find<QDateEdit>(u"lastmodToFilter"_s);
    from->setDate(QDate(2004, 12, 1));
    QCOMPARE(table->model()->rowCount(), 3); // 2005-01-01 too
    to->setDate(QDate(2004, 12, 31));
    QCOMPARE(table->model()->rowCount(), 2);
    from->setDate(from->minimumDate()); // "any"
    QCOMPARE(table->model()->rowCount(), 3); // 2004-11-23 too
    to->setDate(to->minimumDate());
    QCOMPARE(table->model()->rowCount(), 5);
    // By rule: the last entry gets a lastmod without a time zone (SM502 or SM504).
    auto *document = f.window.document();
    const QStringList before = f.findingRules(4);
    UrlEntry changed = document->entry(EntryRef { 0, 4 });
    changed.setLastmod(W3cDateTime::fromString(u"2024-01-08 10:00"_s));
    document->undoStack()->push(new ReplaceEntry(document, EntryRef { 0, 4 }, changed, u"x"_s));
    QString rule;
    for (const QString &id : f.findingRules(4))
        if (!before.contains(id))
            rule = id;
    QVERIFY(!rule.isEmpty());
    auto *rules = f.find<QComboBox>(u"entryRuleFilter"_s);
    QVERIFY2(rules->findData(rule) > 0, qPrintable(rule));
    rules->setCurrentIndex(rules->findData(rule));
    QCOMPARE(table->model()->rowCount(), 1);
    QCOMPARE(table->model()->index(0, 0).data().toString(),
             document->entry(EntryRef { 0, 4 }).loc());
    // Fixing it empties the view; undoing brings the row back.
    f.find<QAction>(u"actionUndo"_s)->trigger();
    QCOMPARE(table->model()->rowCount(), 0);
    f.find<QAction>(u"actionRedo"_s)->trigger();
    QCOMPARE(table->model()->rowCount(), 1);
    rules->setCurrentIndex(0);
    QCOMPARE(table->model()->rowCount(), 5);
}

void TestMainWindow::chooseColumns()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    auto *header = f.find<QTableView>(u"entryTable"_s)->horizontalHeader();
    auto *menu = f.find<QMenu>(u"columnMenu"_s);
    QVERIFY(menu);
    auto *priority = f.find<QAction>(u"columnAction%1"_s.arg(int(EntryTableModel::Priority)));
    emit menu->aboutToShow();
    QVERIFY(priority->isChecked());
    QVERIFY(!f.find<QAction>(u"columnAction0"_s)->isEnabled()); // the URL stays
    priority->trigger();
    QVERIFY(header->isSectionHidden(EntryTableModel::Priority));
    priority->trigger();
    QVERIFY(!header->isSectionHidden(EntryTableModel::Priority));
    // Kept with the window state: a hidden column is hidden in the next window.
    f.find<QAction>(u"columnAction%1"_s.arg(int(EntryTableModel::Changefreq)))->trigger();
    f.window.close();
    Fixture next;
    QVERIFY(next.find<QTableView>(u"entryTable"_s)
                ->horizontalHeader()
                ->isSectionHidden(EntryTableModel::Changefreq));
    emit next.find<QMenu>(u"columnMenu"_s)->aboutToShow();
    next.find<QAction>(u"columnAction%1"_s.arg(int(EntryTableModel::Changefreq)))->trigger();
    QVERIFY(!next.find<QTableView>(u"entryTable"_s)
                 ->horizontalHeader()
                 ->isSectionHidden(EntryTableModel::Changefreq));
    next.window.close();
}

void TestMainWindow::pickALastmodOnTheCalendar()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    f.selectRow(1); // no lastmod yet
    QTest::mouseClick(f.find<QToolButton>(u"lastmodPickButton"_s), Qt::LeftButton);
    auto *dialog = f.find<QDialog>(u"lastmodDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    auto *precision = dialog->findChild<QComboBox *>(u"dateTimePrecision"_s);
    precision->setCurrentIndex(precision->findData(int(W3cDateTime::Precision::Minutes)));
    dialog->findChild<QComboBox *>(u"dateTimeZone"_s)->setCurrentIndex(0); // UTC
    dialog->findChild<QDateTimeEdit *>(u"dateTimeEdit"_s)
        ->setDateTime(QDateTime(QDate(2023, 7, 1), QTime(8, 15)));
    dialog->accept();
    QCOMPARE(f.window.document()->entry(EntryRef { 0, 1 }).lastmod().toString(),
             u"2023-07-01T08:15Z"_s);
    QCOMPARE(f.find<QLineEdit>(u"lastmodEdit"_s)->text(), u"2023-07-01T08:15Z"_s);
    QCOMPARE(f.window.document()->undoStack()->count(), 1);
    // The picker opens on the entry's value; cancelling changes nothing.
    QTest::mouseClick(f.find<QToolButton>(u"lastmodPickButton"_s), Qt::LeftButton);
    dialog = f.find<QDialog>(u"lastmodDialog"_s);
    QCOMPARE(dialog->findChild<QDateTimeEdit *>(u"dateTimeEdit"_s)->dateTime(),
             QDateTime(QDate(2023, 7, 1), QTime(8, 15)));
    dialog->reject();
    QCOMPARE(f.window.document()->undoStack()->count(), 1);
}

void TestMainWindow::newDocumentAndUrlList()
{
    Fixture f;
    QTemporaryDir dir;
    QVERIFY(f.window.openFile(Example));
    // A URL list is a copy: the document stays on its file.
    f.answer = QMessageBox::Save;
    const QString list = dir.filePath(u"urls.txt"_s);
    QVERIFY(f.window.saveUrlList(list));
    QFile file(list);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 6); // five and the final newline
    QCOMPARE(lines.at(1), "http://www.example.com/catalog?item=12&desc=vacation_hawaii");
    QCOMPARE(f.window.document()->filePath(), Example);
    // New: asks about unsaved changes first, then an empty, unnamed sitemap.
    f.selectRow(0);
    f.typeInto(u"priorityEdit"_s, u"0.9"_s);
    f.answer = QMessageBox::Cancel;
    const int prompts = f.prompts;
    f.find<QAction>(u"actionNew"_s)->trigger();
    QCOMPARE(f.prompts, prompts + 1);
    QCOMPARE(f.find<QTableView>(u"entryTable"_s)->model()->rowCount(), 5);
    f.answer = QMessageBox::Discard;
    f.find<QAction>(u"actionNew"_s)->trigger();
    QCOMPARE(f.find<QTableView>(u"entryTable"_s)->model()->rowCount(), 0);
    QVERIFY(f.window.document()->filePath().isEmpty());
    QVERIFY(!f.window.isWindowModified());
    // Entries added to it are saved as a sitemap that reads back.
    f.find<QAction>(u"actionAddEntry"_s)->trigger();
    QCOMPARE(f.find<QTableView>(u"entryTable"_s)->model()->rowCount(), 1);
    f.typeInto(u"locEdit"_s, u"https://example.com/new"_s);
    const QString saved = dir.filePath(u"new.xml"_s);
    QVERIFY(f.window.saveFile(saved));
    Workspace reread = Loader::open(saved);
    QCOMPARE(reread.root().entries.size(), 1);
    QCOMPARE(reread.root().entries.first().loc(), u"https://example.com/new"_s);
    QCOMPARE(reread.root().source.format, SourceFormat::UrlSet);
}

void TestMainWindow::openLargeIndexAndCancel()
{
    // An index with 8 children of 40,000 URLs each, large enough to take a while to read.
    QTemporaryDir dir;
    QFile index(dir.filePath(u"index.xml"_s));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for (int child = 0; child < 8; ++child) {
        index.write(QByteArray("<sitemap><loc>https://example.com/part-")
                    + QByteArray::number(child) + ".xml</loc></sitemap>\n");
        QFile file(dir.filePath(u"part-%1.xml"_s.arg(child)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < 40000; ++i)
            xml += "<url><loc>https://example.com/" + QByteArray::number(child) + "/page-"
                + QByteArray::number(i) + "</loc><lastmod>2024-01-08</lastmod></url>\n";
        xml += "</urlset>\n";
        file.write(xml);
    }
    index.write("</sitemapindex>\n");
    index.close();

    Fixture f;
    QVERIFY(f.window.openFile(Example));
    // Cancel while it reads: the open document stays as it was. Posted before the open starts,
    // the cancel is the first event its progress loop handles, ahead of the thread's end,
    // however slow the machine.
    QMetaObject::invokeMethod(&f.window, [&f] {
        auto *progress = f.find<QProgressDialog>(u"backgroundProgress"_s);
        QVERIFY(progress);
        emit progress->canceled(); // what its Cancel button sends
    }, Qt::QueuedConnection);
    QVERIFY(!f.window.openFile(index.fileName()));
    QCOMPARE(f.window.document()->filePath(), Example);
    QCOMPARE(f.find<QTableView>(u"entryTable"_s)->model()->rowCount(), 5);
    QVERIFY(f.window.statusBar()->currentMessage().contains(u"cancelled"_s));
    // Not cancelled: every child is read, with the events handled meanwhile (a timer fires
    // while the thread reads).
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, &ticker, [&ticks] { ++ticks; });
    ticker.start(5);
    QVERIFY(f.window.openFile(index.fileName()));
    ticker.stop();
    QVERIFY(ticks > 0);
    QCOMPARE(f.find<QTableView>(u"entryTable"_s)->model()->rowCount(), 8 * 40000);
    QCOMPARE(f.window.document()->filePath(), index.fileName());
    QVERIFY(!f.find<QProgressDialog>(u"backgroundProgress"_s)); // gone with its load
    // Saved on a thread too: the changed child is written back to its file.
    EditorDocument *document = f.window.document();
    const EntryRef ref { 4, 7 };
    UrlEntry changed = document->entry(ref);
    changed.setLoc(u"https://example.com/edited"_s);
    document->undoStack()->push(new ReplaceEntry(document, ref, changed, u"edit"_s));
    // Cancel while it writes: the files on disk stay as they were, the document stays
    // modified, and the user is told.
    const QByteArray childBefore = [&] {
        QFile child(dir.filePath(u"part-4.xml"_s));
        return child.open(QIODevice::ReadOnly) ? child.readAll() : QByteArray();
    }();
    QMetaObject::invokeMethod(&f.window, [&f] {
        auto *progress = f.window.findChild<QProgressDialog *>(u"backgroundProgress"_s);
        QVERIFY(progress);
        emit progress->canceled();
    }, Qt::QueuedConnection);
    const int promptsBefore = f.prompts;
    QVERIFY(!f.window.saveFile(index.fileName()));
    QCOMPARE(f.prompts, promptsBefore + 1); // why it was not saved
    QVERIFY(f.window.isWindowModified());
    {
        QFile child(dir.filePath(u"part-4.xml"_s));
        QVERIFY(child.open(QIODevice::ReadOnly));
        QCOMPARE(child.readAll(), childBefore);
    }
    QVERIFY(f.window.saveFile(index.fileName()));
    QVERIFY(!f.window.isWindowModified());
    const Workspace reread = Loader::open(index.fileName());
    QCOMPARE(reread.sitemaps.size(), 9);
    QCOMPARE(reread.sitemaps.at(4).entries.at(7).loc(), u"https://example.com/edited"_s);
    QCOMPARE(reread.sitemaps.at(4).entries.size(), 40000);
}

void TestMainWindow::largeBulkEditIsCheckedOnAThread()
{
    // More entries than the document rechecks one by one: the whole document is checked
    // again, on a thread, with a progress dialog that cannot be dismissed half-way.
    constexpr int Urls = 6000;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"large.xml"_s);
    {
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < Urls; ++i)
            xml += "<url><loc>https://example.com/p-" + QByteArray::number(i) + "</loc></url>\n";
        xml += "</urlset>\n";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(xml);
    }
    Fixture f;
    QVERIFY(f.window.openFile(path));
    EditorDocument *document = f.window.document();
    QCOMPARE(document->checker().count(Severity::Error), 0);

    QList<EntryRef> refs;
    QList<UrlEntry> after;
    for (qsizetype i = 0; i < Urls; ++i) {
        refs.append(EntryRef { 0, i });
        UrlEntry entry = document->entry(refs.last());
        entry.setPriorityText(u"2.0"_s); // out of range: an error on every entry
        after.append(entry);
    }
    // Looks at the dialog from inside the wait, the first thing its event loop does.
    struct Seen
    {
        QString label;
        bool cancelButton = true;
        bool stayed = false;
    };
    auto watch = [&f](Seen *seen) {
        QMetaObject::invokeMethod(&f.window, [&f, seen] {
            auto *progress = f.window.findChild<QProgressDialog *>(u"backgroundProgress"_s);
            QVERIFY(progress);
            seen->label = progress->labelText();
            seen->cancelButton = progress->findChild<QPushButton *>() != nullptr;
            QTest::keyClick(progress, Qt::Key_Escape);
            QVERIFY(progress->close() == false);
            seen->stayed = f.window.findChild<QProgressDialog *>(u"backgroundProgress"_s);
        }, Qt::QueuedConnection);
    };
    Seen edit;
    watch(&edit);
    document->undoStack()->push(new ReplaceEntries(document, refs, after, u"priority"_s));
    QVERIFY2(edit.label.contains(QLocale().toString(Urls)), qPrintable(edit.label));
    QVERIFY(!edit.cancelButton);
    QVERIFY(edit.stayed);
    QCOMPARE(document->checker().count(Severity::Error), Urls);
    QVERIFY(!f.window.findChild<QProgressDialog *>(u"backgroundProgress"_s));

    Seen undo;
    watch(&undo);
    document->undoStack()->undo();
    QVERIFY(undo.stayed);
    QCOMPARE(document->checker().count(Severity::Error), 0);
    QCOMPARE(document->entry(EntryRef { 0, Urls - 1 }).priorityText(), QString());
}

void TestMainWindow::largeFileIsCheckedAfterItShows()
{
    // From backgroundCheckFrom() entries on, opening shows the rows before the rules have run:
    // the findings follow from a thread, and an edit meanwhile waits for them. Lowered here so
    // that a file of a few thousand real-looking URLs takes that path.
    constexpr int Urls = 3000;
    constexpr int Duplicate = 2500; // the same URL as entry 10
    QTemporaryDir dir;
    auto urlOf = [](int i) {
        return "https://www.shop.example.com/catalogue/category-" + QByteArray::number(i % 37)
            + "/product-" + QByteArray::number(100000 + i)
            + "-stainless-steel-kettle-1-7-litre?colour=brushed&size=standard&ref=nav-"
            + QByteArray::number(i % 11);
    };
    auto writeSitemap = [&](const QString &name, const QByteArray &extra) {
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < Urls; ++i)
            xml += "<url><loc>" + urlOf(i == Duplicate ? 10 : i).replace("&", "&amp;")
                + "</loc><lastmod>2026-11-0" + QByteArray::number(1 + i % 9) + "</lastmod></url>\n";
        xml += extra + "</urlset>\n";
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(xml);
    };
    writeSitemap(u"large.xml"_s, "<url><loc>https://bücher.example/straße?seite=2</loc></url>\n");
    writeSitemap(u"other.xml"_s, {});

    Fixture f;
    EditorDocument *document = f.window.document();
    document->setBackgroundCheckFrom(1000);
    QSignalSpy checking(document, &EditorDocument::checkingChanged);
    auto *table = f.find<QTableView>(u"entryTable"_s);
    auto *label = f.find<QLabel>(u"checkingLabel"_s);
    auto *counts = f.find<QLabel>(u"findingCounts"_s);

    // Shown, not yet checked: every row is there, no finding yet, and the window says why.
    QVERIFY(f.window.openFile(dir.filePath(u"large.xml"_s)));
    QVERIFY(document->isChecking());
    QCOMPARE(checking.size(), 1);
    QCOMPARE(table->model()->rowCount(), Urls + 1);
    table->viewport()->repaint();
    const QModelIndex duplicateRow
        = f.window.entryModel()->index(Duplicate, EntryTableModel::Finding);
    QVERIFY(duplicateRow.data().toString().isEmpty());
    QVERIFY(f.findingRules().isEmpty());
    QVERIFY(label->isVisibleTo(&f.window));
    QVERIFY2(counts->text().contains(QLocale().toString(Urls + 1)), qPrintable(counts->text()));
    Testing::shoot(&f.window, u"large-file-checking"_s);

    // The findings come in as a check in place would make them.
    QTRY_VERIFY_WITH_TIMEOUT(!document->isChecking(), 20000);
    QCOMPARE(checking.size(), 2);
    QCOMPARE(checking.last().first().toBool(), false);
    QVERIFY(!label->isVisibleTo(&f.window));
    QVERIFY2(counts->text().contains(u"warning"_s), qPrintable(counts->text()));
    Checker inPlace(document->checkOptions());
    inPlace.checkAll(document->workspace());
    QCOMPARE(document->checker().findings(), inPlace.findings());
    QTRY_VERIFY(f.findingRules(Duplicate).contains(QString(RuleId::DuplicateUrl)));
    QVERIFY(!duplicateRow.data().toString().isEmpty());

    // An edit while the rules run waits for them, then is checked as every edit is: here it
    // makes entry 20 a duplicate of entry 30.
    QVERIFY(f.window.openFile(dir.filePath(u"other.xml"_s)));
    QVERIFY(document->isChecking());
    QCOMPARE(table->model()->rowCount(), Urls);
    UrlEntry changed = document->entry(EntryRef { 0, 20 });
    changed.setLocUtf8(urlOf(30));
    document->undoStack()->push(new ReplaceEntry(document, EntryRef { 0, 20 }, changed, u"edit"_s));
    QVERIFY(!document->isChecking());
    QCOMPARE(document->entry(EntryRef { 0, 20 }).locUtf8(), urlOf(30));
    Checker afterEdit(document->checkOptions());
    afterEdit.checkAll(document->workspace());
    QCOMPARE(document->checker().findings(), afterEdit.findings());
    QTRY_VERIFY(f.findingRules(30).contains(QString(RuleId::DuplicateUrl)));
    document->undoStack()->undo();
    QTRY_VERIFY(!f.findingRules(30).contains(QString(RuleId::DuplicateUrl)));

    // Opening another file while the rules run drops their result; the window closes while
    // the last one runs (the document waits for its thread).
    QVERIFY(f.window.openFile(dir.filePath(u"large.xml"_s)));
    QVERIFY(document->isChecking());
    QVERIFY(f.window.openFile(dir.filePath(u"other.xml"_s)));
    QVERIFY(document->isChecking());
    QTRY_VERIFY_WITH_TIMEOUT(!document->isChecking(), 20000);
    QCOMPARE(document->workspace().root().entries.size(), Urls);
    QVERIFY(document->checker().entryFindings(0, Urls).isEmpty());
    QVERIFY(f.window.openFile(dir.filePath(u"large.xml"_s)));
    QVERIFY(document->isChecking());
}

void TestMainWindow::emptyColumnsAndSharedStartOfManyRows()
{
    // More rows than one span of the column scan (65,536), which runs on both cores: what
    // only the later spans hold counts as much as what the first holds.
    constexpr int Urls = 140000;
    QSettings().remove(u"mainWindow/chosenColumns"_s); // no column chosen by hand
    QTemporaryDir dir;
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < Urls; ++i) {
        xml += i == Urls - 10
            ? QByteArray("<url><loc>https://www.example-shop.com/en-gb/offers/winter-sale"
                         "?utm_source=newsletter&amp;utm_medium=email</loc>"
                         "<lastmod>2026-11-30</lastmod></url>\n")
            : "<url><loc>https://www.example-shop.com/en-gb/collections/garden/furniture-"
                + QByteArray::number(100000 + i) + "?colour=teak&amp;size=large</loc></url>\n";
    }
    xml += "</urlset>\n";
    {
        QFile file(dir.filePath(u"many.xml"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(xml);
    }
    Fixture f;
    QVERIFY(f.window.openFile(dir.filePath(u"many.xml"_s)));
    const QString shared = f.find<QLabel>(u"sharedPrefix"_s)->text();
    QVERIFY2(shared.contains(u"https://www.example-shop.com/en-gb/"_s), qPrintable(shared));
    QVERIFY2(!shared.contains(u"collections"_s), qPrintable(shared));
    // One lastmod, in the last span: its column keeps its room; no priority anywhere.
    QHeaderView *header = f.find<QTableView>(u"entryTable"_s)->horizontalHeader();
    QVERIFY(header->sectionSize(EntryTableModel::Lastmod)
            >= header->fontMetrics().horizontalAdvance(u"Last modified"_s));
    const auto emptyInEveryRow = [&f](int column) {
        return f.window.entryModel()
            ->headerData(column, Qt::Horizontal, Qt::ToolTipRole)
            .toString()
            .contains(u"empty in every row"_s);
    };
    QVERIFY(emptyInEveryRow(EntryTableModel::Priority));
    QVERIFY(!emptyInEveryRow(EntryTableModel::Lastmod));
    // Hidden, its room the URL's; the one lastmod's column shown.
    QVERIFY(header->isSectionHidden(EntryTableModel::Priority));
    QVERIFY(!header->isSectionHidden(EntryTableModel::Lastmod));
}

void TestMainWindow::toolbarIconsAndTooltips()
{
    Fixture f;
    const QList<QAction *> actions = f.find<QToolBar>(u"mainToolBar"_s)->actions();
    int buttons = 0;
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        ++buttons;
        // An icon that paints, from the theme or the bundled set, and a tooltip.
        QVERIFY2(!action->icon().pixmap(24).isNull(), qPrintable(action->objectName()));
        QVERIFY2(!action->toolTip().isEmpty(), qPrintable(action->objectName()));
    }
    QVERIFY(buttons >= 8);
    // The bundled set stands in for every icon the actions name.
    QVERIFY(!QIcon(u":/icons/document-save.svg"_s).pixmap(24).isNull());
}

void TestMainWindow::moveEntries()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    EditorDocument *document = f.window.document();
    auto locs = [document] {
        QStringList out;
        for (const UrlEntry &entry : document->workspace().root().entries)
            out.append(entry.loc().section(u'=', -1));
        return out;
    };
    const QStringList before = locs();
    const UrlEntry moved = document->entry(EntryRef { 0, 1 });
    f.selectRow(1);
    f.find<QAction>(u"actionMoveDown"_s)->trigger();
    f.find<QAction>(u"actionMoveDown"_s)->trigger();
    QStringList expected = before;
    expected.move(1, 3);
    QCOMPARE(locs(), expected);
    // The entry travels whole, and the selection with it.
    QCOMPARE(document->entry(EntryRef { 0, 3 }), moved);
    QCOMPARE(f.find<QTableView>(u"entryTable"_s)->currentIndex().row(), 3);
    f.find<QAction>(u"actionMoveUp"_s)->trigger();
    expected.move(3, 2);
    QCOMPARE(locs(), expected);
    // At the top, up does nothing.
    f.selectRow(0);
    const int steps = document->undoStack()->count();
    f.find<QAction>(u"actionMoveUp"_s)->trigger();
    QCOMPARE(document->undoStack()->count(), steps);
    QCOMPARE(steps, 3); // one step per move
    while (f.window.document()->undoStack()->canUndo())
        f.window.document()->undoStack()->undo();
    QCOMPARE(locs(), before);
    QVERIFY(!f.window.isWindowModified());
}

// Delete takes every selected row, in one undo step that brings them back where they were.
void TestMainWindow::deleteTheSelection()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    EditorDocument *document = f.window.document();
    const QList<UrlEntry> before = document->workspace().root().entries;
    QCOMPARE(before.size(), 5);
    auto *table = f.find<QTableView>(u"entryTable"_s);
    f.selectRow(1);
    for (const int row : { 3, 4 })
        table->selectionModel()->select(table->model()->index(row, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(table->selectionModel()->selectedRows().size(), 3);

    f.find<QAction>(u"actionDeleteEntry"_s)->trigger();
    const QList<UrlEntry> after = document->workspace().root().entries;
    QCOMPARE(after.size(), 2);
    QCOMPARE(after.at(0), before.at(0));
    QCOMPARE(after.at(1), before.at(2));
    QCOMPARE(table->model()->rowCount(), 2);
    QCOMPARE(document->undoStack()->count(), 1);
    QCOMPARE(document->undoStack()->undoText(), u"Delete 3 entries"_s);

    document->undoStack()->undo();
    QCOMPARE(document->workspace().root().entries, before);
    QCOMPARE(table->model()->rowCount(), 5);
    QVERIFY(!f.window.isWindowModified());
    document->undoStack()->redo();
    QCOMPARE(document->workspace().root().entries, after);
}

void TestMainWindow::dropAFile()
{
    Fixture f;
    QVERIFY(f.window.acceptDrops());
    const QString path = Example;
    // A web address is not taken; a local file is, and opened once the drop has returned.
    QMimeData web;
    web.setUrls({ QUrl(u"https://example.com/sitemap.xml"_s) });
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &web, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&f.window, &refused);
    QVERIFY(!refused.isAccepted());
    QMimeData local;
    local.setUrls({ QUrl::fromLocalFile(path) });
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &local, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&f.window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &local, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&f.window, &drop);
    QVERIFY(drop.isAccepted());
    QTRY_COMPARE_WITH_TIMEOUT(f.window.document()->filePath(), path, Patience);
    QCOMPARE(f.find<QTableView>(u"entryTable"_s)->model()->rowCount(), 5);
}

void TestMainWindow::aboutBox()
{
    Fixture f;
    QString text;
    QTimer::singleShot(0, &f.window, [&text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        text = box->text();
        box->accept();
    });
    f.find<QAction>(u"actionAbout"_s)->trigger();
    QVERIFY2(text.contains(u"Sitemap Studio"_s), qPrintable(text));
    QVERIFY(text.contains(QString::number(RuleCatalogue::rules().size()) + u" rules"_s));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
